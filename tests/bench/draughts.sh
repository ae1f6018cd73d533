#!/bin/sh
# International draughts perft speed against Scan 3.1's move generator
# (doc/BENCH.md): the start position to depth 10 and the positions of
# ../shared/data/draughts/perft_positions.tsv at depths of one to ten
# seconds, single thread, bulk counting at the last ply.  Ours
# (tests/bench/draughts_perft) and scan-perft run alternately RUNS times
# each (default 3); prints the leaves per second of both and the median
# ratio ours/scan.
#
# Time is the user CPU time of the whole process, which the other jobs of a
# busy machine disturb less than wall time, minus the median of an empty run
# (depth 1) of the same program, so that start-up is charged to neither.
# Ours is built with configure's flags (-O2 -g), Scan as shipped in
# ../shared/tools/scan-perft (-O2 -mpopcnt -flto).  Without scan-perft the
# comparison is skipped with a message.
#	tests/bench/draughts.sh [BUILD_DIR]     (or $BUILD, or $top_builddir)
[ -z "${BASH_VERSION:-}" ] && command -v bash >/dev/null 2>&1 &&
    exec bash "$0" "$@"
set -u
here=$(cd "$(dirname "$0")" && pwd)
build=${1:-${BUILD:-${top_builddir:-.}}}
drv=$build/tests/bench/draughts_perft
[ -x "$drv" ] || { echo "draughts bench: no $drv (build first)" >&2; exit 2; }
scan=${SCAN_PERFT:-$here/../../../shared/tools/scan-perft/scan-perft}
if [ ! -x "$scan" ]; then
	echo "draughts bench: no scan-perft at $scan: comparison skipped"
	exit 0
fi
runs=${RUNS:-3}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/draughts-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# cputime CMD...: run CMD with stdout to $tmp/out, print its CPU seconds.
if [ -n "${BASH_VERSION:-}" ]; then
	cputime() {
		local TIMEFORMAT='%3U'
		{ time "$@" > "$tmp/out" 2>/dev/null; } 2> "$tmp/time"
		cat "$tmp/time"
	}
else	# no bash: wall time, coarser under load
	cputime() {
		t0=$(date +%s.%N)
		"$@" > "$tmp/out" 2>/dev/null
		t1=$(date +%s.%N)
		awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'
	}
fi

# run PROGRAM DEPTH FEN NODES: CPU seconds of one whole run, after checking
# the count ("start" for the start position).
run() {
	if [ "$3" = start ]; then
		t=$(cputime "$1" "$2")
	else
		t=$(cputime "$1" "$2" "$3")
	fi
	grep -q "^nodes $4\$" "$tmp/out" ||
	    { echo "draughts bench: $1: wrong count" >&2; exit 1; }
	echo "$t"
}

bench() {	# NAME FEN DEPTH NODES DEPTH-1-NODES
	name=$1 fen=$2 d=$3 nodes=$4 n1=$5
	o0=$( (for i in 1 2 3; do run "$drv" 1 "$fen" "$n1"; done) | median)
	s0=$( (for i in 1 2 3; do run "$scan" 1 "$fen" "$n1"; done) | median)
	: > "$tmp/o"; : > "$tmp/s"; : > "$tmp/r"
	i=0
	while [ $i -lt "$runs" ]; do
		o=$(run "$drv" "$d" "$fen" "$nodes") || exit 1
		s=$(run "$scan" "$d" "$fen" "$nodes") || exit 1
		awk -v n="$nodes" -v t="$o" -v t0="$o0" -v u="$s" -v u0="$s0" \
		    'BEGIN { a = n / (t - t0); b = n / (u - u0);
		    print a >> "'"$tmp/o"'"; print b >> "'"$tmp/s"'";
		    print a / b >> "'"$tmp/r"'" }'
		i=$((i + 1))
	done
	printf '%-22s ours %6.1f M leaves/s   scan %6.1f M leaves/s   ratio %.2f\n' \
	    "$name" "$(median < "$tmp/o" | awk '{ print $1 / 1e6 }')" \
	    "$(median < "$tmp/s" | awk '{ print $1 / 1e6 }')" \
	    "$(median < "$tmp/r")"
}

# Exactness first, past what make check counts (tests/cli/draughts-shared.sh:
# depth 8, 50 M leaves): every count of perft_startpos.tsv to depth 11
# (1,665,861,398; the deeper ones are Scan's alone, provisional) and every
# count of perft_positions.tsv, up to 1.8 G leaves.
data=${SHARED_DATA:-$here/../../../shared/data}/draughts
if [ -r "$data/perft_startpos.tsv" ]; then
	"$drv" --suite "$data/perft_startpos.tsv" --max-depth 11 \
	    --max-leaves 2000000000 >"$tmp/exact" &&
	    "$drv" --suite "$data/perft_positions.tsv" \
	    --max-leaves 2000000000 >>"$tmp/exact" ||
	    { cat "$tmp/exact"; echo "draughts bench: a count differs" >&2; exit 1; }
	echo "exact: every count of perft_startpos.tsv to depth 11 and of perft_positions.tsv"
fi

echo "draughts perft, single thread, median of $runs alternate runs (user CPU time)"
bench "start position d10" start 10 258895763 9 || exit 1
bench "Random178 d9" "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46" \
    9 1216917193 14 || exit 1
bench "Woldouby d15" "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,34,35,37,38" \
    15 346184885 6 || exit 1
bench "AllKings20v20 d10" "W:WK31-50:BK1-20" 10 58381162 17 || exit 1
bench "Promo5v5 d8" "W:W6,7,8,9,10:B41,42,43,44,45" 8 138362698 9 || exit 1
