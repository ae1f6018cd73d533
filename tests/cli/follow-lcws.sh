#!/bin/sh
# follow-lcws.sh: 'arbiter-cli follow DIR ws://127.0.0.1:PORT/api/v1.0#...'
# against the LiveChess mimic (tests/cli/lcwsserver, FEEDS.md 7.2) playing
# case 19 of FEEDS.md 7.3 (tests/data/lcws/case19.script): an event's
# server, the follower as a feed user (where root can make one), and the
# journal read after: the moves with their clocks' readings (two SANs at
# once, a move held back for its press), a repeated list taken once, a
# message cut short said as garbage, no players report (none named), the
# pieces off the game (match:false) taking nothing until they match, a
# shrink that flickers back reported never and one that stays reported
# (the follower's quarantine), an e-board NOTRESPONDING said, and LiveChess
# restarted: the follower connects again and takes the moves after it.
set -u
. "${top_srcdir:-.}/tests/users.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
MIMIC=${top_builddir:-.}/tests/cli/lcwsserver
SCRIPT=${top_srcdir:-.}/tests/data/lcws/case19.script
tmp=$(mktemp -d "${TMPDIR:-/tmp}/follow-lcws.XXXXXX") || exit 1
ev=$tmp/event
me=$(id -un)
pids= fail=0
chmod 755 "$tmp"

feeder=
RUN_CLI=$CLI
if users_can; then
	feeder=arbw$$
	user_make "$feeder"
	users_reach "$tmp" "$CLI"
	RUN_CLI=$tmp/bin/arbiter-cli
fi
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null; done
	"$CLI" stop "$ev" >/dev/null 2>&1
	users_drop
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM

check() {	# check NAME COMMAND...
	name=$1; shift
	if "$@"; then echo "ok - $name"; else echo "not ok - $name"; fail=1; fi
}
# journal_has RE: the journal has a line matching RE, within 20 s.
journal_has() {
	i=0
	while [ $i -lt 200 ]; do
		grep -Eq "$1" "$ev/journal" 2>/dev/null && return 0
		sleep 0.1; i=$((i + 1))
	done
	return 1
}

"$CLI" follow "$ev" 'ws://127.0.0.1:1982/api/v1.0' 2>"$tmp/err"
check "an address without its e-boards is refused" \
    grep -q "which e-board is which board" "$tmp/err"
"$CLI" follow "$ev" 'ws://127.0.0.1:1982/api/v1.0#1=24117,1=24118' 2>"$tmp/err"
check "a board mapped twice is refused" grep -q "board 1 or e-board" "$tmp/err"

"$CLI" serve "$ev" --stay >"$tmp/serve.log" 2>&1 &
pids="$pids $!"
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
chmod 755 "$ev"
{
	echo 'event "E-boards" rules fide-2023'
	echo 'tc "40/5400+30:1800+30"'
	echo "arbiter $me chief"
	[ -z "$feeder" ] || echo "arbiter $feeder feed boards 1-3"
	echo 'round 1'
	for p in 1 2 3 4 5 6; do echo "player $p \"P$p, Anna\""; done
	echo 'pair 1 1 2'
	echo 'pair 2 3 4'
	echo 'pair 3 5 6'
	echo 'start all'
} >"$tmp/setup"
check "the round is set up through the server" \
    sh -c "'$CLI' send '$ev' <'$tmp/setup' >/dev/null"

"$MIMIC" -m 60 -l "$tmp/mimic.log" "$SCRIPT" >"$tmp/port" 2>"$tmp/mimic.err" &
pids="$pids $!"
i=0
while ! grep -q '^port ' "$tmp/port" 2>/dev/null && [ $i -lt 100 ]; do
	sleep 0.05; i=$((i + 1))
done
port=$(sed -n 's/^port //p' "$tmp/port")
check "the LiveChess mimic listens" test -n "$port"
src="ws://127.0.0.1:$port/api/v1.0#1=24117,2=24118,3=24119"
if [ -n "$feeder" ]; then
	runuser -u "$feeder" -- "$RUN_CLI" follow "$ev" --silent 4s "$src" \
	    2>"$tmp/follow.err" &
else
	echo "# not root, or no useradd/runuser: the feed is this user"
	"$RUN_CLI" follow "$ev" --silent 4s "$src" 2>"$tmp/follow.err" &
fi
follower=$!
pids="$pids $follower"

who=${feeder:-$me}
check "e4 with its reading" journal_has " $who move 1 e4 clock 1:29:51"
check "two SANs at once: e5, then Nf3 with the reading" \
    journal_has " $who move 1 Nf3 clock 1:29:40"
check "Nc6 held back for the press, then with Black's reading" \
    journal_has " $who move 1 Nc6 clock 1:29:50"
check "an e-board not responding is said" \
    grep -q "board 3 (e-board 24119): NOTRESPONDING" "$tmp/follow.err"
check "a board unchanged is reported silent" journal_has " report [12] silent"
check "after LiveChess restarted, board 2's moves come" \
    journal_has " $who move 2 c4 clock 1:29:30"
check "the shrink that stayed is reported, not applied" \
    journal_has " report 1 rewrite ply 3"
sleep 1
check "each ply once" test "$(grep -c " move [12] " "$ev/journal")" -eq 7
check "the list under match:false was taken only once it matched" \
    sh -c "grep -n ' move 2 d5' '$ev/journal' | cut -d: -f1 |
    { read n; m=\$(grep -n ' move 2 c4' '$ev/journal' | cut -d: -f1);
    [ \"\$n\" -lt \"\$m\" ] && [ \$((m - n)) -le 2 ]; }"
check "the flicker back was never reported" \
    test "$(grep -c ' report 1 rewrite' "$ev/journal")" -eq 1
check "the follower subscribed again after the restart, once a connection" \
    sh -c "[ \$(grep -c '^subscribe 24118' '$tmp/mimic.log') -eq 2 ] &&
    sed -n '/^restart/,\$p' '$tmp/mimic.log' | grep -q '^subscribe 24118'"
check "a message cut short is said as garbage" \
    grep -q "ws://127.0.0.1:$port/api/v1.0: line 1:" "$tmp/follow.err"
check "no players report: this source names none" \
    sh -c "! grep -q ' report [1-3] players' '$ev/journal'"
check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"
kill "$follower" 2>/dev/null
wait "$follower" 2>/dev/null
check "the follower ends on SIGTERM, cleanly (no sanitizer's word)" \
    sh -c "! grep -q Sanitizer '$tmp/follow.err'"
if [ $fail -ne 0 ]; then
	cat "$tmp/follow.err" "$tmp/mimic.err" "$tmp/mimic.log"
	grep -E ' (move|report|clock) ' "$ev/journal"
fi
exit $fail
