#!/bin/sh
# The live demo (issue 28, item 6): 'arbiter --demo' plays its bundled
# round through arbiter-cli follow, as a LiveChess folder written over
# time.  Without a key typed, the overview shows the moves arrive and
# the clocks move, and the alerts fire: other players (board 6), a stood
# illegal move (board 5), the source's results (boards 7 and 8), a flag
# down by the readings (board 4).  The draughts demo likewise, and the
# Chess960 one (issue 30): its games come with their starts' [FEN] and
# [Variant], no start is reported where they are the boards', and O-O
# shows on the sheet as 0-0 where king and rook swap (start 35) and where
# the king stays on g1 (start 96), Guidelines II.3.  Quitting ends the
# writer and the follower: no process is left.
# ARBITER_DEMO_STEP_MS plays the round faster than a newcomer sees it.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli

# row NAME BOARD: board BOARD's line of the overview.
row() { screen "$1" | grep -E "^ +$2 [^ ]"; }

# moves_past NAME BOARD N: poll until the board's move number is past N.
moves_past() {
	i=0
	while [ $i -lt 200 ]; do
		mv=$(row "$1" "$2" | sed -E 's/.*\) +([0-9]+) .*/\1/')
		[ -n "$mv" ] && [ "$mv" -gt "$3" ] && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}

# clock_moves NAME BOARD: the board's line changes while nothing is typed.
clock_moves() {
	first=$(row "$1" "$2")
	sleep 2
	[ -n "$first" ] && [ "$first" != "$(row "$1" "$2")" ]
}

# quit NAME DIR: q (and y when clocks run), the console exits 0, and no
# process of the demo's is left (the follower on DIR).
quit() {
	keys "$1" Escape q
	wait_for "$1" "Quit anyway?" 2 >/dev/null && keys "$1" y
	check "the console quits" wait_for "$1" "EXITED=0"
	check "no writer or follower is left" none_left "$2"
}

# none_left DIR: no arbiter-cli follows DIR, no console's child writes
# its folder (tmux's shell has the console's words, not at the start).
# The event's server is forked, not exec'd, by whichever of the two came
# first, and keeps that one's command line; it ends by itself once the
# last client has gone: give it 5 s.
none_left() {
	nl_i=0
	while [ $nl_i -lt 100 ]; do
		! pgrep -f "arbiter-cli follow $1" >/dev/null &&
		    ! pgrep -f "^[^ ]*tui/arbiter --demo.* $1\$" >/dev/null &&
		    return 0
		sleep 0.05
		nl_i=$((nl_i + 1))
	done
	return 1
}

command -v pgrep >/dev/null 2>&1 || { echo "e2e: pgrep is missing: skipped"; exit 77; }

ev=$E2E_TMP/chess
e2e_start a 120 34 LANG=C.UTF-8 LANGUAGE= ARBITER_DEMO= \
    ARBITER_DEMO_STEP_MS=200 -- --demo "$ev"
check "the console opens the demo" wait_for a "Rossi, Marco (2512)"
check "moves arrive on board 1" moves_past a 1 3
check "its clocks move" clock_moves a 1
check "other players on board 6" wait_for a "src: players" 10
check "a stood illegal move on board 5" wait_for a "src: illegal" 20
check "the source's result on board 7" wait_for a "src: 1-0" 20
check "and on board 8" wait_for a "src: 0-1" 20
check "a flag down on board 4" wait_re a "^ +4 Colombo.*(flag|FLAG) B" 90
check "the follower journaled the moves" \
    grep -q " move 1 e4 clock 1:" "$ev/journal"
keys a 1 Enter
check "board 1's moves with their readings" \
    wait_re a "1\\. e4 +1:[0-9][0-9]:[0-9][0-9] +e5" 5
quit a "$ev"
check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"

ev=$E2E_TMP/draughts
e2e_start d 120 34 LANG=C.UTF-8 LANGUAGE= ARBITER_DEMO= \
    ARBITER_DEMO_STEP_MS=200 -- --demo draughts "$ev"
check "the console opens the draughts demo" wait_for d "Status"
check "moves arrive on board 1" moves_past d 1 3
check "its clocks move" clock_moves d 1
check "other players" wait_for d "src: players" 10
check "a stood illegal move" wait_for d "src: illegal" 30
check "the source's results" wait_re d "src: (2-0|1-1)" 90
check "a flag down on board 4" wait_re d "^ +4 Mbaye.*(flag|FLAG) W" 90
quit d "$ev"
check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"

ev=$E2E_TMP/chess960
e2e_start c 120 34 LANG=C.UTF-8 LANGUAGE= ARBITER_DEMO= \
    ARBITER_DEMO_STEP_MS=200 -- --demo chess960 "$ev"
check "the console opens the Chess960 demo" \
    wait_for c "Arbiter Chess960 Demo 2026"
check "its boards paired with their starts" \
    grep -q " pair 1 1 9 start 35 " "$ev/journal"
check "moves arrive on board 1" moves_past c 1 3
check "its clocks move" clock_moves c 1
keys c 1 Enter
check "O-O, king and rook swapped: the sheet writes 0-0" \
    wait_re c "1\\. 0-0 +1:[0-9][0-9]:[0-9][0-9] +0-0 " 5
keys c Escape 5 Enter
check "O-O, the king staying on g8: 0-0 on board 5" \
    wait_re c "12\\. e3 +1:[0-9][0-9]:[0-9][0-9] +0-0 " 30
keys c Escape
check "other players on board 6" wait_for c "src: players" 10
check "a stood illegal move on board 3" wait_for c "src: illegal" 30
check "the source's results" wait_re c "src: (1-0|0-1)" 60
check "a flag down on board 4" wait_re c "^ +4 Andersson.*(flag|FLAG) B" 90
check "the starts agree: no start reported" \
    sh -c "! grep -q ' report [0-9]* start ' '$ev/journal'"
check "the follower read the starts' castlings" \
    grep -q " move 1 O-O clock 1:" "$ev/journal"
quit c "$ev"
check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"

# --demo 960 is the same demo.  Static, with a folder of our own: a
# game from the ordinary start (518) on board 1, paired from 35, is
# reported and not applied (Guidelines II.1): the check above is no
# check that cannot fail.
e2e_start n 120 34 LANG=C.UTF-8 LANGUAGE= ARBITER_DEMO=static -- \
    --demo 960 "$E2E_TMP/960"
check "--demo 960 opens it too" wait_for n "Arbiter Chess960 Demo 2026"
mkdir -p "$E2E_TMP/lc/round-1"
printf '%s\n' '[Round "1.1"]' '[White "Rossi, Marco"]' \
    '[Black "Colombo, Paolo"]' '[Variant "Chess960"]' \
    '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]' \
    '[Result "*"]' '' '1. e4 {[%clk 01:30:20]} *' \
    > "$E2E_TMP/lc/round-1/game-1.pgn"
"$CLI" follow "$E2E_TMP/960" "$E2E_TMP/lc" >"$E2E_TMP/follow.log" 2>&1 &
follower=$!
check "another start from a folder: reported" wait_for n "src: start" 10
check "and nothing applied" \
    sh -c "! grep -q ' move 1 ' '$E2E_TMP/960/journal'"
kill "$follower" 2>/dev/null
wait "$follower" 2>/dev/null
quit n "$E2E_TMP/960"

[ $failures -eq 0 ] || { e2e_dump a; e2e_dump d; e2e_dump c; e2e_dump n; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
