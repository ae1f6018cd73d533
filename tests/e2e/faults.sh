#!/bin/sh
# The console when the machine misbehaves:
# - its terminal goes away and no SIGHUP reaches it (started under 'su -c'
#   or nohup, or a pty closed under it): it must see the end of its input
#   and exit within seconds with status 1, not spin on a dead terminal;
# - a file size limit (ulimit -f) is reached by a command: the command is
#   refused on the screen, the console goes on, the journal replays.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
[ -r /proc/self/stat ] || { echo "faults: no /proc: skipped"; exit 77; }
CLI=${top_builddir:-.}/src/cli/arbiter-cli

# state PID: the process's state letter (Z: exited, not reaped), or nothing.
state() { awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null; }
# ticks PID: the CPU time it used (user + system), in clock ticks.
ticks() { awk '{ print $14 + $15 }' "/proc/$1/stat" 2>/dev/null; }
hz=$(getconf CLK_TCK 2>/dev/null || echo 100)

# The console under a shell that ignores SIGHUP (as nohup does), its pid
# and its exit status written beside.
cat >"$E2E_TMP/gone.sh" <<EOF
trap '' HUP
sh -c 'echo \$\$ >"$E2E_TMP/gone.pid"; exec env TMPDIR="$E2E_TMP" HOME="$E2E_TMP" LANG=C.UTF-8 LANGUAGE= "$ARBITER" --demo "$E2E_TMP/gone"'
echo \$? >"$E2E_TMP/gone.status"
EOF
t new-session -d -s gone -x 100 -y 30 "sh $E2E_TMP/gone.sh"
check "the demo shows" wait_for gone "Rossi, Marco (2512)"
pid=$(cat "$E2E_TMP/gone.pid")
before=$(ticks "$pid")
# Closing the pane closes the pty's master: reads of the terminal now end.
t kill-session -t gone
i=0 last=$before
while [ $i -lt 50 ]; do
	s=$(state "$pid")
	[ -z "$s" ] || [ "$s" = Z ] && break
	last=$(ticks "$pid")
	sleep 0.1
	i=$((i + 1))
done
s=$(state "$pid")
used=$((last - before))
if [ -z "$s" ] || [ "$s" = Z ]; then
	echo "ok - the console exits within $((i / 10)).$((i % 10)) s of losing its terminal"
else
	echo "not ok - the console still runs 5 s after losing its terminal, at $((used * 100 / hz / 5))% of a core"
	failures=$((failures + 1))
	kill -KILL "$pid" 2>/dev/null
fi
check "it used little CPU meanwhile ($used ticks)" [ "$used" -le $((hz / 2)) ]
i=0
while [ ! -s "$E2E_TMP/gone.status" ] && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
check "its exit status is 1 (the terminal is gone)" [ "$(cat "$E2E_TMP/gone.status" 2>/dev/null)" = 1 ]
check "the journal replays" sh -c "'$CLI' replay '$E2E_TMP/gone' >/dev/null"

# A file size limit a little above the demo's journal: the first long
# command fits, the second is refused, and the console goes on.
if command -v prlimit >/dev/null 2>&1; then
	e2e_start make 100 30 LANG=C.UTF-8 LANGUAGE= -- --demo "$E2E_TMP/limit"
	check "the demo is made" wait_for make "Rossi, Marco (2512)"
	keys make q
	wait_for make "Quit anyway?" >/dev/null
	keys make y
	wait_for make "EXITED=" >/dev/null
	limit=$(( $(wc -c <"$E2E_TMP/limit/journal") + 300 ))
	t new-session -d -s limit -x 160 -y 30 \
	    "env TMPDIR=$E2E_TMP HOME=$E2E_TMP LANG=C.UTF-8 LANGUAGE= prlimit --fsize=$limit $ARBITER $E2E_TMP/limit; echo EXITED=\$?; sleep 30"
	check "the event reopens" wait_for limit "Rossi, Marco (2512)"
	reason=$(printf '%0150d' 0 | tr 0 r)
	keys limit : "penalty 1 white warn \"first $reason\"" Enter
	check "a command within the limit is done" wait_for limit "done: penalty 1 white warn"
	keys limit : "penalty 1 white warn \"second $reason\"" Enter
	check "the one past it is refused: file too large" wait_for limit "File too large"
	keys limit Escape q
	wait_for limit "Quit anyway?" >/dev/null
	keys limit y
	check "the console goes on and quits with status 0" wait_for limit "EXITED=0"
	check "the journal replays" sh -c "'$CLI' replay '$E2E_TMP/limit' >/dev/null 2>&1"
	check "with the first command only" sh -c "grep -q 'first r' '$E2E_TMP/limit/journal' && ! grep -q 'second r' '$E2E_TMP/limit/journal'"
	[ $failures -eq 0 ] || e2e_dump limit
else
	echo "# prlimit is missing: the file size limit is not tried"
fi
echo "e2e: $failures failed"
[ $failures -eq 0 ]
