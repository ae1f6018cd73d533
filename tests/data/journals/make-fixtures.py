#!/usr/bin/env python3
"""Write the journal fixtures of tests/cli/journals.sh from their scripts.

Each NAME.script holds lines "ACTOR +SECONDS COMMAND" (SECONDS after the
previous line; 0 for the same instant).  The journal NAME.journal is
written with the chain of doc/commands.md ("The journal"), each line at
2026-11-22T14:00:00Z plus the seconds so far.  The fixtures were made
once, by the build of the commit that adds them (before the event
server), and each line was accepted by its 'arbiter-cli replay'
(exit 0); NAME.expect is that replay's state, flattened by jsonflat.
They are history: a later build must open them to the same state.

dead-budget.journal has no script: it was written through the event
server ('arbiter-cli send') by the build of the commit that adds it with
one change, the dead-position budget of fide-2005 lowered from 1,000,000
to 100 nodes (src/core/editions/fide-2005.c), as a build with a weaker
analysis would.  Its pair's position (locked pawns) is dead, which that
build could not prove: its 'verdict 1 dead unknown' lines record what it
decided, and dead-budget.expect is its replay.  This build, which proves
the position dead, must open it to the same state, the question pending.
"""
import hashlib, sys, datetime

def write(name):
    t = datetime.datetime(2026, 11, 22, 14, 0, 0, tzinfo=datetime.timezone.utc)
    prev, seq, out = '0' * 16, 0, []
    for raw in open(name + '.script', encoding='utf-8'):
        raw = raw.rstrip('\n')
        if not raw or raw.startswith('#'):
            continue
        actor, delta, command = raw.split(' ', 2)
        t += datetime.timedelta(seconds=float(delta))
        seq += 1
        stamp = t.strftime('%Y-%m-%dT%H:%M:%S.') + '%03dZ' % (t.microsecond // 1000)
        text = '%d %s %s %s' % (seq, stamp, actor, command)
        prev = hashlib.sha256((prev + ' ' + text).encode()).hexdigest()[:16]
        out.append('%s ~%s\n' % (text, prev))
    open(name + '.journal', 'w', encoding='utf-8').write(''.join(out))

for n in sys.argv[1:]:
    write(n)
