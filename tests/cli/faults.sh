#!/bin/sh
# Faults of the machine rather than of the arbiter: a file size limit
# (ulimit -f) reached while the journal is written.  Neither the console
# nor its server may die of SIGXFSZ with a torn line: the write fails
# (EFBIG), the import (all or nothing) is refused with a message naming
# the journal, the console exits with status 2, and the journal holds no
# line of it and replays.
set -u
arbiter=${top_builddir:-.}/tui/arbiter
cli=${top_builddir:-.}/src/cli/arbiter-cli
command -v prlimit >/dev/null 2>&1 || { echo "faults: prlimit is missing: skipped"; exit 77; }
work=$(mktemp -d "${TMPDIR:-/tmp}/faults.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
fail=0

# The demo's journal is several kilobytes: 2000 bytes hold its first lines,
# but an import is written whole or not at all.
prlimit --fsize=2000 "$arbiter" --demo "$work/event" </dev/null \
    >"$work/out" 2>"$work/err"
rc=$?
if [ $rc -eq 2 ] && grep -q "journal: writing: .*too large" "$work/err"; then
	echo "ok - the file size limit refuses the command: $(cat "$work/err")"
else
	echo "not ok - under a file size limit: status $rc, said: $(cat "$work/err")"
	fail=1
fi
size=$(wc -c <"$work/event/journal")
[ "$size" -eq 0 ] || { echo "not ok - journal of $size bytes: a part of the import"; fail=1; }
if "$cli" replay "$work/event" >/dev/null 2>"$work/replay"; then
	if [ -s "$work/replay" ]; then
		echo "not ok - replay warns: $(cat "$work/replay")"
		fail=1
	else
		echo "ok - the journal replays, no torn line"
	fi
else
	echo "not ok - the journal does not replay: $(cat "$work/replay")"
	fail=1
fi
exit $fail
