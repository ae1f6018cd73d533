#!/bin/sh
# A round followed live by two arbiters (issue 28): an event's server,
# two consoles attached, and 'arbiter-cli follow' (as a feed user where
# root can make one) reading boards 1-2 from LiveChess Cloud JSON (the
# loopback tests/cli/feedserver) and boards 3-4 from a LiveChess folder.
# Moves written by either source while both consoles are open show on
# both, with the clocks' readings, and the journal names the feed.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
. "${top_srcdir:-.}/tests/users.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
FEEDSERVER=${top_builddir:-.}/tests/cli/feedserver
[ -x "$FEEDSERVER" ] || { echo "e2e: $FEEDSERVER not built"; exit 1; }
ev=$E2E_TMP/event
lcc=$E2E_TMP/lcc
folder=$E2E_TMP/livechess
me=$(id -un)
pids=
chmod 755 "$E2E_TMP"

feeder=
RUN_CLI=$CLI
if users_can; then
	feeder=arbl$$
	user_make "$feeder"
	users_reach "$E2E_TMP" "$CLI"
	RUN_CLI=$E2E_TMP/bin/arbiter-cli
fi
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null; done
	"$CLI" stop "$ev" >/dev/null 2>&1
	e2e_cleanup
	users_drop
}
trap cleanup EXIT INT TERM

# put FILE TEXT: written whole, as LiveChess replaces a file.
put() { printf '%s' "$2" >"$1.tmp" && chmod 644 "$1.tmp" && mv "$1.tmp" "$1"; }

# lcc_game B MOVES...: board B's LiveChess Cloud game ("e4 5421": the
# clock in seconds).
lcc_game() {
	b=$1; shift
	m=
	for x in "$@"; do m="$m${m:+,}\"$x\""; done
	put "$lcc/game-$b.json" "{\"live\":true,\"chess960\":518,\"moves\":[$m]}"
}

# folder_game B MOVETEXT: board B's file in the LiveChess folder.
folder_game() {
	put "$folder/round-1/game-$1.pgn" "$(printf '[Event "Live"]\n[Round "1.%s"]\n[White "W%s, Anna"]\n[Black "B%s, Bruno"]\n[Result "*"]\n\n%s *\n' "$1" "$1" "$1" "$2")"
}

# The event: four boards, the players the sources name.
"$CLI" serve "$ev" --stay >"$E2E_TMP/serve.log" 2>&1 &
pids="$pids $!"
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
chmod 755 "$ev"
{
	echo 'event "Live round" rules fide-2023'
	echo 'tc "40/5400+30:1800+30"'
	echo "arbiter $me chief"
	[ -z "$feeder" ] || echo "arbiter $feeder feed boards 1-4"
	echo 'round 1'
	for b in 1 2 3 4; do
		echo "player $((2 * b - 1)) \"W$b, Anna\""
		echo "player $((2 * b)) \"B$b, Bruno\""
	done
	for b in 1 2 3 4; do echo "pair $b $((2 * b - 1)) $((2 * b))"; done
	echo 'start all'
} >"$E2E_TMP/setup"
check "the round is set up through the server" \
    sh -c "'$CLI' send '$ev' <'$E2E_TMP/setup' >/dev/null"

# The sources: LCC for boards 1-2, a folder for boards 3-4.
mkdir -p "$lcc" "$folder/round-1"
chmod 755 "$lcc" "$folder" "$folder/round-1"
put "$lcc/index.json" '{"pairings":[{"white":{"fname":"Anna","lname":"W1"},"black":{"fname":"Bruno","lname":"B1"},"result":"*","live":true},{"white":{"fname":"Anna","lname":"W2"},"black":{"fname":"Bruno","lname":"B2"},"result":"*","live":true}]}'
lcc_game 1 "e4 5421"
lcc_game 2
folder_game 3 '1. d4 {[%clk 01:30:21]}'
folder_game 4 ''
{
	echo 'at 0'
	echo 'serve /get/r/round-1/index.json lcc/index.json'
	echo 'serve /get/r/round-1/game-1.json lcc/game-1.json'
	echo 'serve /get/r/round-1/game-2.json lcc/game-2.json'
	echo 'end 300'
} >"$E2E_TMP/lcc.timeline"
"$FEEDSERVER" -m 300 "$E2E_TMP/lcc.timeline" >"$E2E_TMP/port" &
pids="$pids $!"
i=0
while ! grep -q '^port ' "$E2E_TMP/port" 2>/dev/null && [ $i -lt 100 ]; do
	sleep 0.05; i=$((i + 1))
done
port=$(sed -n 's/^port //p' "$E2E_TMP/port")
check "the loopback LiveChess Cloud serves" test -n "$port"

e2e_start a 120 34 LANG=C.UTF-8 LANGUAGE= -- "$ev"
e2e_start b 120 34 LANG=C.UTF-8 LANGUAGE= -- "$ev"
check "the first arbiter's console opens the round" wait_for a "W4, Anna" 10
check "the second's too" wait_for b "W4, Anna" 10

"$CLI" follow "$ev" --poll 1x "$folder" 2>"$E2E_TMP/poll.err"
check "a poll that is no duration is refused" \
    grep -q "follow: --poll: 1x is no duration" "$E2E_TMP/poll.err"
# The follower, LiveChess Cloud polled once a second (its own pace: 2 s).
if [ -n "$feeder" ]; then
	runuser -u "$feeder" -- "$RUN_CLI" follow "$ev" --poll 1 \
	    "http://127.0.0.1:$port/get/r/1" "$folder" 2>"$E2E_TMP/follow.err" &
else
	echo "# not root, or no useradd/runuser: the feed is the consoles' user"
	"$RUN_CLI" follow "$ev" --poll 1 "http://127.0.0.1:$port/get/r/1" \
	    "$folder" 2>"$E2E_TMP/follow.err" &
fi
pids="$pids $!"

# Each console on a board of each source: what was there at the start.
keys a 1 Enter
keys b 3 Enter
check "LCC's first move on the first console" wait_re a "1\\. e4 +1:30:21" 10
check "the folder's on the second" wait_re b "1\\. d4 +1:30:21" 10

# Played while both look: each source's next moves.
lcc_game 1 "e4 5421" "c5 5410" "Nf3 5433"
folder_game 3 '1. d4 {[%clk 01:30:21]} Nf6 {[%clk 01:30:12]} 2. c4 {[%clk 01:30:40]}'
check "LCC's new moves on the first console" wait_re a "Nf3 +1:30:33" 10
check "the folder's on the second" wait_re b "2\\. c4 +1:30:40" 10

# And the other way round: each console shows the other source's board.
keys a Escape 3 Enter
keys b Escape 1 Enter
check "the folder's moves on the first console" \
    wait_re a "1\\. d4 +1:30:21 +Nf6 +1:30:12" 5
check "LCC's on the second" wait_re b "1\\. e4 +1:30:21 +c5 +1:30:10" 5

# A game that starts on each source while both consoles are on it.
keys a Escape 2 Enter
keys b Escape 4 Enter
lcc_game 2 "d4 5418"
folder_game 4 '1. c4 {[%clk 01:30:19]}'
check "LCC's board 2 on the first console" wait_re a "1\\. d4 +1:30:18" 10
check "the folder's board 4 on the second" wait_re b "1\\. c4 +1:30:19" 10
keys a Escape 4 Enter
keys b Escape 2 Enter
check "and the other board on each" wait_re a "1\\. c4 +1:30:19" 5
check "on both" wait_re b "1\\. d4 +1:30:18" 5

check "the journal names the feed for LCC's moves" \
    grep -q " ${feeder:-$me} move 1 Nf3 clock 1:30:33" "$ev/journal"
check "and for the folder's" \
    grep -q " ${feeder:-$me} move 3 c4 clock 1:30:40" "$ev/journal"
check "every ply once" test "$(grep -c ' move [1-4] ' "$ev/journal")" -eq 8
check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"

for n in a b; do
	keys $n Escape q
	wait_for $n "Quit anyway?" 2 >/dev/null && keys $n y
	check "console $n quits" wait_for $n "EXITED=0"
done
[ $failures -eq 0 ] || { e2e_dump a; e2e_dump b; cat "$E2E_TMP/follow.err";
    tail -20 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
