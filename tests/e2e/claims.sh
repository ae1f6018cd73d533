#!/bin/sh
# The dialogs that need a game in a given state, each ending in its one
# command accepted by the engine and its ruling on the screen: a player
# absent before the start and arriving (6.6), a 10.2 claim and the
# arbiter's decision, a draw accepted (9.1), a flag seen by the arbiter
# (6.9, lost under 6.10), a flag claimed by the opponent, both flags down
# with the first known (6.12a: the first loses).
# The event is imported without a start and without increment (10.2
# applies only where all remaining moves must be made in a finite time).
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
dir=$E2E_TMP/event
conf=$E2E_TMP/quickplay.conf

sed -e 's|^\(.*tc = \).*|\1"5400";|' -e '/^start = /d' \
    "${top_srcdir:-.}/conf/demo.conf" > "$conf"
e2e_start q 110 34 LANG=C.UTF-8 LANGUAGE= -- --import "$conf" "$dir"
check "the event is imported" wait_for q "Rossi, Marco (2512)"

# shows BOARD TEXT: the board's view shows TEXT (its rulings, its alerts).
shows() {
	keys q Escape "$1" Enter Enter
	check "board $1 shows: $2" wait_for q "$2"
	keys q Escape
}

# prompt COMMAND: a command at the ':' prompt, waited for.
prompt() {
	keys q Escape : "$1" Enter
	check "prompt: $1" wait_for q "done: $1"
}

act q 1 b w -- "absent 1 white"
prompt "start all"
act q 1 v w -- "arrive 1 white"

# 10.2: White to move with under two minutes claims; the arbiter rejects:
# Black gets two minutes (90:00 -> 92:00).
prompt "setclock 2 1:30 1:30:00"
act q 2 c w q -- "claim 2 white quickplay"
shows 2 "DECIDE (10.2): draw claim under 10.2"
act q 2 d r -- "decide 2 reject"
check "10.2: Black gets two extra minutes" wait_for q "1:32:00"

prompt "offer 3 black"
act q 3 a -- "accept 3"
shows 3 "result 1/2-1/2 (5.2c)"

# 6.9: a flag seen by the arbiter, a flag claimed by the opponent; both
# lose under 6.10, the article that rules a flag fall.
prompt "setclock 4 0:01 1:00:00"
prompt "setclock 5 0:01 1:00:00"
prompt "setclock 6 0:01 0:00"
sleep 1.5
act q 4 f w -- "flag 4 white"
shows 4 "result 0-1 (6.10)"
act q 5 c b t -- "claim 5 black time"
shows 5 "result 0-1 (6.10)"
act q 6 F w -- "flags 6 first white"
shows 6 "result 0-1 (6.10)"

# The round's hand-in: the games as PGN, the results as TRF-2026.
keys q Escape x
check "x writes the round's files" wait_for q "written: "
check "the PGN holds board 4's loss on time" grep -q 'Termination "time forfeit"' "$dir/round-1.pgn"
check "the PGN holds the agreed draw of board 3" grep -q 'Result "1/2-1/2"' "$dir/round-1.pgn"
check "the TRF has a player line for each of the 24" \
    [ "$(grep -c '^001' "$dir/round-1.trf")" -eq 24 ]

# The standings (11.1): the agreed draw of board 3 is half a point each.
keys q S
check "S shows the standings" wait_for q "Standings after round 1: win 1, draw 0.5, loss 0"
check "Bianchi has half a point from one game" wait_re q " 3 +0\\.5 +1 +0 +2471 +ITA +Bianchi, Giulia"
keys q Escape

# C.07: once the event names its tie-breaks, S heads their columns and
# ranks equal points by them.
prompt 'event "Arbiter Demo Open 2026" tiebreaks "BH,SB"'
keys q S
check "S ranks by the tie-breaks" wait_for q "Equal points ranked by the tie-breaks (C.07): BH,SB"
check "S heads their columns" wait_for q "Points      BH      SB"
keys q Escape

[ $failures -eq 0 ] || { e2e_dump q; tail -20 "$dir/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
