#!/bin/sh
# Two consoles of one event, through its server (the issue "One authority
# per event"): a command given at one shows on the other's screen at once;
# the journal names the arbiter as the kernel does; when the server is
# killed both consoles say so, start it again, and say it is back; the
# lines given before are all there; the server stops when both have quit.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
ev=$E2E_TMP/event

e2e_start a 120 30 LANG=C.UTF-8 LANGUAGE= -- --demo "$ev"
check "console A opens the demo" wait_for a "Rossi, Marco (2512)"
e2e_start b 120 30 LANG=C.UTF-8 LANGUAGE= -- "$ev"
check "console B attaches to the same event" wait_for b "Rossi, Marco (2512)"
check "one server for both" [ -s "$ev/server.pid" ]
pid=$(cat "$ev/server.pid")
keys b Enter
check "B shows board 1" wait_for b "Board 1"
keys a : "move 1 e4" Enter
check "A's move is done" wait_for a "done: move 1 e4"
check "and on B's screen at once" wait_re b "1\\. e4 " 2
check "the journal names the arbiter as the kernel does" \
    grep -q " $(id -un) move 1 e4 " "$ev/journal"

kill -KILL "$pid"
check "A says the server went away" wait_for a "server went away" 5
check "B says so too" wait_for b "server went away" 5
check "a console starts it again, and says it is back" wait_for a "server is back" 5
check "so does the other" wait_for b "server is back" 5
newpid=$(cat "$ev/server.pid" 2>/dev/null)
check "a new server ($newpid, was $pid)" [ -n "$newpid" ] && [ "$newpid" != "$pid" ]
keys b : "move 1 e5" Enter
check "B moves through the new server" wait_for b "done: move 1 e5"
keys a Enter
check "A sees it" wait_re a "1\\. e4 +[0-9:]+ +e5" 2

for n in a b; do
	keys $n Escape q
	wait_for $n "Quit anyway?" 2 >/dev/null && keys $n y
	check "console $n quits" wait_for $n "EXITED=0"
done
i=0
while [ -e "$ev/server.pid" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
check "the server stops when the last console has quit" [ ! -e "$ev/server.pid" ]
check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"
[ $failures -eq 0 ] || { e2e_dump a; e2e_dump b; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
