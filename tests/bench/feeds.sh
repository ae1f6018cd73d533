#!/bin/sh
# Live sources (issue 28): a 500-board round read from a LiveChess folder
# and from LiveChess Cloud JSON (the loopback tests/cli/feedserver), polled
# once a second: the reader's CPU between changes (goal with the server:
# under 2% of a core together), its memory, and for the folder the time
# from a board's file rewritten to its snapshot (goal: p99 under 1 s).
#	tests/bench/feeds.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
prog=$build/tests/bench/bench_feed
server=$build/tests/cli/feedserver
polls=${FEEDS_BENCH_POLLS:-20}
for p in "$prog" "$server"; do
	[ -x "$p" ] || { echo "feeds bench: $p not built"; exit 1; }
done
dir=$(mktemp -d "$build/bench-feeds.XXXXXX")
pid=
trap '[ -n "$pid" ] && kill "$pid" 2>/dev/null; rm -rf "$dir"' EXIT INT TERM

# A round of 500 boards, 60 plies each with clocks: as a folder, and as
# LCC files (the same moves) behind a timeline.
mkdir -p "$dir/t/round-1" "$dir/lcc"
awk -v dir="$dir" 'BEGIN {
	for (b = 1; b <= 500; b++) {
		f = dir "/t/round-1/game-" b ".pgn"
		printf "[Round \"1.%d\"]\n[White \"W%d\"]\n[Black \"B%d\"]\n\n", b, b, b > f
		g = dir "/lcc/game-" b ".json"
		printf "{\"live\":true,\"chess960\":518,\"moves\":[" > g
		for (i = 0; i < 60; i++) {
			printf "%s {[%%clk 01:%02d:%02d]} ", (i % 2 ? "Nf6" : "Ng1"), 59 - i % 60, i % 60 > f
			printf "%s\"%s %d+%d\"", (i ? "," : ""), (i % 2 ? "Nf6" : "Ng1"), 5400 - i, i % 30 > g
		}
		print "*" > f
		print "]}" > g
		close(f); close(g)
	}
	idx = dir "/lcc/index.json"
	printf "{\"pairings\":[" > idx
	for (b = 1; b <= 500; b++)
		printf "%s{\"white\":{\"fname\":\"A\",\"lname\":\"W%d\",\"fideid\":%d},\"black\":{\"fname\":\"B\",\"lname\":\"B%d\"},\"result\":\"*\",\"live\":true}", (b > 1 ? "," : ""), b, 100000 + b, b > idx
	print "]}" > idx
	tl = dir "/lcc.timeline"
	print "at 0" > tl
	print "serve /get/b/round-1/index.json lcc/index.json" > tl
	for (b = 1; b <= 500; b++)
		printf "serve /get/b/round-1/game-%d.json lcc/game-%d.json\n", b, b > tl
	print "end 600" > tl
}'

echo "folder, idle:    $("$prog" "$dir/t" "$polls" 1000)"
echo "folder, writing: $("$prog" -w "$dir/t" "$polls" 1000)"
"$server" -m 600 "$dir/lcc.timeline" >"$dir/port" &
pid=$!
sleep 0.5
port=$(sed -n 's/^port //p' "$dir/port")
echo "LCC, 304s:       $("$prog" "http://127.0.0.1:$port/get/b/1" "$polls" 1000)"
