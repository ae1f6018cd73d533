#!/bin/sh
# draw960.sh: 'draw 960' through the event's server (2023 Guidelines
# II.1, II.2): the server draws the number once and journals it
# ('draw 960 round 1 start N', N in 0..959); arbiter-cli send says the
# number and its position, and so does the round's pairing list; two
# replays of the journal, and the journal's commands run as a script,
# set up the same start and draw nothing; a
# second fresh event draws a number in range too; an event of another
# game refuses the draw, naming its game.  The numbers are not judged for
# randomness.
set -u
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
flat=$top/tests/scenarios/jsonflat
tmp=$(mktemp -d "${TMPDIR:-/tmp}/draw960.XXXXXX") || exit 1
cleanup() {
	for d in "$tmp"/*/; do
		[ -f "$d/server.pid" ] && kill "$(cat "$d/server.pid")" 2>/dev/null
	done
	rm -rf "$tmp"
}
trap cleanup EXIT
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }

# serve DIR: the event's server, in the background, its socket ready.
serve() {
	"$cli" serve "$1" --stay 2>/dev/null &
	i=0
	while [ ! -S "$1/socket" ] && [ $i -lt 200 ]; do
		sleep 0.05; i=$((i + 1))
	done
}

# event DIR GAME: a fresh event of GAME with a round and board 1 paired.
event() {
	serve "$1"
	"$cli" send "$1" "event \"Draw\" game $2" 'tc "40/5400+30:1800+30"' \
	    'player 1 "A"' 'player 2 "B"' 'player 3 "C"' 'player 4 "D"' \
	    'round 1' 'pair 1 1 2' >/dev/null
}

# drawn JOURNAL: the number its draw line carries ("" when none).
drawn() {
	sed -n 's/.* draw 960 round 1 start \([0-9][0-9]*\) ~.*/\1/p' "$1"
}

in_range() { [ -n "$1" ] && [ "$1" -ge 0 ] && [ "$1" -le 959 ]; }

ev=$tmp/one
event "$ev" chess960
out=$("$cli" send "$ev" 'draw 960' 'pair 2 3 4' 2>&1)
n=$(drawn "$ev/journal")
if in_range "$n" && echo "$out" | grep -q "^[0-9]* draw 960 round 1 start $n -> Chess960 start $n: [KQRBN]\{8\}$"; then
	ok "the server drew $n and said so: $(echo "$out" | head -1)"
else
	notok "draw 960 through the server: '$out', journal: $(grep draw "$ev/journal")"
fi
"$cli" stop "$ev" 2>/dev/null
wait

# Two replays: the same state, the drawn start on both boards.
"$cli" replay "$ev/journal" >"$tmp/a.json" 2>"$tmp/a.err"
"$cli" replay "$ev/journal" >"$tmp/b.json" 2>"$tmp/b.err"
"$flat" <"$tmp/a.json" >"$tmp/a.flat"
if cmp -s "$tmp/a.json" "$tmp/b.json" && grep -qx "start960 = $n" "$tmp/a.flat"; then
	ok "two replays agree, start960 = $n"
else
	notok "replays differ or lack start960 = $n: $(cat "$tmp/a.err" "$tmp/b.err")"
fi
f0=$(sed -n 's/^games\[0\]\.fen = //p' "$tmp/a.flat")
f1=$(sed -n 's/^games\[1\]\.fen = //p' "$tmp/a.flat")
if [ -n "$f0" ] && [ "$f0" = "$f1" ]; then
	ok "both boards start from the drawn position: $f0"
else
	notok "boards 1 and 2 start from '$f0' and '$f1'"
fi

# The round's pairing list names the start under its boards.
if "$cli" paper "$ev" pairings 2>&1 | grep -q "^Chess960 start $n: [KQRBN]\{8\}$"; then
	ok "the pairing list names start $n"
else
	notok "the pairing list: $("$cli" paper "$ev" pairings 2>&1 | tail -3)"
fi

# The journal's commands as a script: the same start, nothing drawn anew.
sed -n 's/^[0-9]* [^ ]* [^ ]* \(.*\) ~[0-9a-f]*$/\1/p' "$ev/journal" |
    grep -v '^format ' >"$tmp/script.txt"
"$cli" run "$tmp/script.txt" --json 2>"$tmp/run.err" | "$flat" >"$tmp/run.flat"
if grep -qx "start960 = $n" "$tmp/run.flat" &&
    grep -qxF "games[0].fen = $f0" "$tmp/run.flat"; then
	ok "the journal's lines run as a script give the same start"
else
	notok "the script's start differs: $(grep -E 'start960|fen' "$tmp/run.flat") $(cat "$tmp/run.err")"
fi

# A second fresh event: a number of 0..959 too.
ev2=$tmp/two
event "$ev2" chess960
"$cli" send "$ev2" 'draw 960' >/dev/null 2>&1
n2=$(drawn "$ev2/journal")
if in_range "$n2"; then
	ok "a second event drew $n2"
else
	notok "a second event's draw: $(grep draw "$ev2/journal")"
fi
"$cli" stop "$ev2" 2>/dev/null
wait

# Another game: refused, the reason naming it; nothing journaled.
ev3=$tmp/three
event "$ev3" chess
if ! "$cli" send "$ev3" 'draw 960' >/dev/null 2>"$tmp/err3" &&
    grep -q "this event plays chess" "$tmp/err3" &&
    ! grep -q "draw 960" "$ev3/journal"; then
	ok "refused in a chess event: $(cat "$tmp/err3")"
else
	notok "draw 960 in a chess event: $(cat "$tmp/err3")"
fi
"$cli" stop "$ev3" 2>/dev/null
wait
exit $fail
