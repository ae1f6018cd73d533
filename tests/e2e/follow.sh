#!/bin/sh
# A followed game on the console, through the event's server (issue 28):
# a feed user (the 'feed' role, as root with useradd; else the console's
# own user before any role) gives moves with the clock's readings, a
# reading alone and reports; the console shows the moves, the readings
# and the alerts on the overview and the board, and its 'V' dialog takes
# the source's result, records its move as made, or dismisses.  The feed
# may give nothing else.
#
# Then, once arbiter-cli has 'follow' (the feeds branch's readers), the
# same through the follower: a LiveChess-style folder written while
# 'arbiter-cli follow' runs as the feed user.  Without it that part is
# skipped, said aloud.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
. "${top_srcdir:-.}/tests/users.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
ev=$E2E_TMP/event
me=$(id -un)

feeder=
if users_can; then
	feeder=arbf$$
	user_make "$feeder"
	users_reach "$E2E_TMP" "$CLI"
	CLI=$E2E_TMP/bin/arbiter-cli
fi
cleanup_users() {
	e2e_cleanup
	users_drop
}
trap cleanup_users EXIT INT TERM

# feed LINE...: given by the feed user through the server.
feed() {
	if [ -n "$feeder" ]; then
		runuser -u "$feeder" -- "$CLI" send "$ev" "$@"
	else
		"$CLI" send "$ev" "$@"
	fi
}

e2e_start a 120 34 LANG=C.UTF-8 LANGUAGE= -- --demo "$ev"
check "the console opens the demo" wait_for a "Rossi, Marco (2512)"
chmod 755 "$ev"
if [ -n "$feeder" ]; then
	check "the chief gives the feed its boards" "$CLI" send "$ev" \
	    "arbiter $me chief" "arbiter $feeder feed boards 1-6"
else
	echo "# not root, or no useradd/runuser: the feed is the console's user"
fi

check "the feed's moves, with the clock's readings" \
    feed "move 1 e4 clock 1:30:20" "move 1 e5 clock 1:30:10"
keys a Escape 1 Enter
check "the board shows them with the readings" \
    wait_re a "1\\. e4 +1:30:20 +e5 +1:30:10" 3
check "a reading alone" feed "clock 1 1:29:58 1:30:05"
check "the clock on the table's" wait_re a "1:30:05" 3
if [ -n "$feeder" ]; then
	feed "result 1 1-0 \"x\"" 2>"$E2E_TMP/err"
	check "a feed gives no result" grep -q "is a feed" "$E2E_TMP/err"
	feed "move 7 e4" 2>"$E2E_TMP/err"
	check "nor moves off its boards" grep -q "not among" "$E2E_TMP/err"
fi

check "the feed reports a result" feed 'report 1 result "1-0"'
keys a Escape
check "the overview's Status says so" wait_for a "src: 1-0" 3
keys a 1 Enter
check "the board names it, and the key" wait_for a "source (V): result 1-0" 3
act a 1 V r Enter -- 'result 1 1-0 "as the live source showed"'
keys a Escape
check "taken, the alert is gone" gone a "src: 1-0"

check "the feed reports an illegal move" \
    feed 'report 2 illegal ply 1 "Ke1-e3"'
check "the overview's Status says so" wait_for a "src: illegal" 3
act a 2 V i Enter -- "illegal 2 Ke1-e3"
keys a Escape
check "ruled, the alert is gone" gone a "src: illegal"

check "the feed reports other players" \
    feed 'report 3 players "Nakamura, Hikaru - Caruana, Fabiano"'
check "the overview's Status says so" wait_for a "src: players" 3
act a 3 V d -- "dismiss 3"
keys a Escape
check "dismissed, the alert is gone" gone a "src: players"

# An e-board whose pieces are not the game's (LiveChess's match:false for
# a minute) and a move two legal moves fit: the source's health and a
# record the arbiter must settle, each named on both screens.
check "the feed reports an e-board off the game" \
    feed 'report 3 board "pieces not as the game since 12:03:10"'
check "the overview's Status says so" wait_for a "src: board" 3
keys a 3 Enter
check "the board names it" \
    wait_for a "source (V): the e-board's pieces are not the game's" 3
act a 3 V d -- "dismiss 3"
keys a Escape
check "dismissed, the alert is gone" gone a "src: board"
check "the feed reports a move two moves fit" \
    feed 'report 3 ambiguous ply 1 "Nd2: Nbd2 or Nfd2"'
check "the overview's Status says so" wait_for a "src: ambiguous" 3
keys a 3 Enter
check "the board names it" \
    wait_for a "source (V): ply 1 fits several moves: Nd2: Nbd2 or Nfd2" 3
act a 3 V d -- "dismiss 3"
keys a Escape
check "dismissed, the alert is gone" gone a "src: ambiguous"

# The follower itself: it needs the readers (arbiter-cli follow).
if "$CLI" help 2>&1 | grep -q "^ *follow "; then
	src=$E2E_TMP/livechess
	mkdir -p "$src/round-1" && chmod -R 755 "$src"
	game4() {
		printf '[Event "Demo"]\n[Round "1.4"]\n[White "Colombo, Paolo"]\n'
		printf '[Black "Fischer, Anna"]\n[Result "*"]\n\n%s *\n' "$1"
	}
	game4 '1. d4 {[%clk 01:30:21]}' >"$src/round-1/game-4.pgn"
	chmod 644 "$src/round-1/game-4.pgn"
	# A second source that gives board 4 too (FEEDS.md 7.3.16): the
	# first keeps it, the second's game is a conflict, never applied.
	src2=$E2E_TMP/livechess2
	mkdir -p "$src2/round-1" && chmod -R 755 "$src2"
	game4 '1. e4 {[%clk 01:30:25]}' >"$src2/round-1/game-4.pgn"
	chmod 644 "$src2/round-1/game-4.pgn"
	# --silent in seconds: a board unchanged 4 s is reported silent.
	if [ -n "$feeder" ]; then
		runuser -u "$feeder" -- "$CLI" follow "$ev" "$src" "$src2" \
		    --silent 4s 2>"$E2E_TMP/follow.err" &
	else
		"$CLI" follow "$ev" "$src" "$src2" --silent 4s \
		    2>"$E2E_TMP/follow.err" &
	fi
	fpid=$!
	keys a Escape 4 Enter
	check "the follower's move shows" wait_re a "1\\. d4 +1:30:21" 10
	check "the second source's board 4 is a conflict" file_wait \
	    "$ev/journal" "report 4 conflict \"$src / $src2\"" 10
	check "the board view names the conflict" \
	    wait_for a "source (V): the board in two sources" 10
	# {=}: Black's draw offer with Nf6 (9.1.2.2), marked on that move.
	game4 '1. d4 {[%clk 01:30:21]} Nf6 {[%clk 01:30:12]} {=} 2. c4 {[%clk 01:30:40]}' \
	    >"$src/round-1/game-4.pgn.tmp" && mv "$src/round-1/game-4.pgn.tmp" \
	    "$src/round-1/game-4.pgn"
	check "and the next, with their readings" \
	    wait_re a "Nf6(\\(=\\))? +1:30:12" 10
	check "every one" wait_re a "2\\. c4 +1:30:40" 10
	check "the source's draw offer is the record's" \
	    grep -q " ${feeder:-$me} offer 4 black" "$ev/journal"
	check "the board marks it on Nf6" wait_re a "Nf6 *\\(=\\)" 5
	check "--silent 4s: silent after 4 s" file_wait "$ev/journal" \
	    "report 4 silent" 12
	check "the first source's moves only" file_lacks "$ev/journal" \
	    "move 4 e4"
	kill "$fpid" 2>/dev/null
	wait "$fpid" 2>/dev/null
	check "the journal names the feed" \
	    grep -q " ${feeder:-$me} move 4 c4 clock 1:30:40" "$ev/journal"
	# Another follower under another feed user, on board 4 too (7.3.16):
	# the first feed user keeps the board, the second reports.
	feeder2=arbg$$
	if [ -n "$feeder" ] && user_make "$feeder2"; then
		"$CLI" send "$ev" "arbiter $feeder2 feed boards 4"
		runuser -u "$feeder2" -- "$CLI" follow "$ev" "$src2" \
		    2>"$E2E_TMP/follow2.err" &
		fpid=$!
		check "a second feed user's follower reports the conflict" \
		    file_wait "$ev/journal" \
		    "$feeder2 report 4 conflict \"$feeder / $feeder2\"" 10
		kill "$fpid" 2>/dev/null
		wait "$fpid" 2>/dev/null
		check "and gives board 4 nothing" file_lacks "$ev/journal" \
		    "move 4 e4"
	fi
else
	echo "# arbiter-cli has no 'follow' yet (the readers): that part skipped"
fi

check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"
keys a Escape q
wait_for a "Quit anyway?" 2 >/dev/null && keys a y
check "the console quits" wait_for a "EXITED=0"
[ $failures -eq 0 ] || { e2e_dump a; tail -20 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
