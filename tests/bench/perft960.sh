#!/bin/sh
# Chess960 perft speed and counts against Stockfish's "go perft" under
# UCI_Chess960 (BENCH.md, issue 30): all 960 starting positions (Guidelines
# II.1) to DEPTH (default 5), single thread, bulk counting, in one process
# each.  Every count of ours must equal Stockfish's, position by position;
# ours and Stockfish run alternately RUNS times (default 3); prints nodes/s
# of both and the median ratio ours/stockfish.
#
# Time is user CPU time of the whole process (as tests/bench/perft.sh),
# minus the median of a depth-1 run of the same program over the same 960
# positions, so that start-up and reading the positions are charged to
# neither.  Exit 77 without Stockfish (apt-get install stockfish).
#	tests/bench/perft960.sh [BUILD_DIR]     (or $BUILD, or $top_builddir)
[ -z "${BASH_VERSION:-}" ] && command -v bash >/dev/null 2>&1 &&
    exec bash "$0" "$@"
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
drv=$build/tests/bench/chess960_perft
[ -x "$drv" ] || { echo "perft960: no $drv (build first)" >&2; exit 2; }
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "perft960: stockfish not available, skipped"; exit 77; }
depth=${DEPTH:-5}
runs=${RUNS:-3}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/perft960.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

if [ -n "${BASH_VERSION:-}" ]; then
	cputime() {	# CMD...: stdout to $tmp/out, prints CPU seconds
		local TIMEFORMAT='%3U'
		{ time "$@" > "$tmp/out" 2>/dev/null; } 2> "$tmp/time"
		cat "$tmp/time"
	}
else
	cputime() {
		t0=$(date +%s.%N)
		"$@" > "$tmp/out" 2>/dev/null
		t1=$(date +%s.%N)
		awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'
	}
fi

# The positions, in Shredder-FEN (no X-FEN doubt for Stockfish), and one
# Stockfish script per depth.
"$drv" fens shredder > "$tmp/fens" || exit 2
[ "$(wc -l < "$tmp/fens")" -eq 960 ] || { echo "perft960: not 960 FENs"; exit 1; }
script() {
	echo "setoption name UCI_Chess960 value true"
	while read -r f; do
		echo "position fen $f"
		echo "go perft $1"
	done < "$tmp/fens"
	echo quit
}
script "$depth" > "$tmp/sf.in"
script 1 > "$tmp/sf1.in"

# ours D / stock D: CPU seconds of one whole run; the counts, one a line,
# into $tmp/ours.D / $tmp/stock.D.
ours() {
	t=$(cputime "$drv" starts "$1")
	head -960 "$tmp/out" | awk '{ print $2 }' > "$tmp/ours.$1"
	echo "$t"
}
stock() {
	if [ "$1" = 1 ]; then in=$tmp/sf1.in; else in=$tmp/sf.in; fi
	t=$(cputime sh -c '"$1" < "$2"' sh "$sf" "$in")
	awk '/^Nodes searched:/ { print $3 }' "$tmp/out" > "$tmp/stock.$1"
	echo "$t"
}
same() {	# D: every position's count the same, all 960 there
	[ "$(wc -l < "$tmp/stock.$1")" -eq 960 ] &&
	    cmp -s "$tmp/ours.$1" "$tmp/stock.$1" && return 0
	echo "perft960: counts differ at depth $1 (position number: ours stockfish):"
	paste -d' ' "$tmp/ours.$1" "$tmp/stock.$1" |
	    awk '$1 != $2 { print NR - 1 ": " $0 }' | head
	exit 1
}

o0=$( (for i in 1 2 3; do ours 1; done) | median)
s0=$( (for i in 1 2 3; do stock 1; done) | median)
same 1
: > "$tmp/o"; : > "$tmp/s"; : > "$tmp/r"
i=0
while [ $i -lt "$runs" ]; do
	o=$(ours "$depth")
	s=$(stock "$depth")
	same "$depth"
	nodes=$(awk '{ n += $1 } END { printf "%.0f", n }' "$tmp/ours.$depth")
	awk -v n="$nodes" -v t="$o" -v t0="$o0" -v u="$s" -v u0="$s0" \
	    'BEGIN { a = n / (t - t0); b = n / (u - u0);
	    print a >> "'"$tmp/o"'"; print b >> "'"$tmp/s"'";
	    print a / b >> "'"$tmp/r"'" }'
	i=$((i + 1))
done
echo "Chess960 perft, all 960 starting positions to depth $depth ($nodes nodes), counts equal to Stockfish's"
printf '%-18s ours %6.1f M nodes/s   stockfish %6.1f M nodes/s   ratio %.2f (median of %s alternate runs, user CPU)\n' \
    "960 starts d$depth" "$(median < "$tmp/o" | awk '{ print $1 / 1e6 }')" \
    "$(median < "$tmp/s" | awk '{ print $1 / 1e6 }')" \
    "$(median < "$tmp/r")" "$runs"
