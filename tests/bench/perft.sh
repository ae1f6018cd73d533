#!/bin/sh
# Perft speed against Stockfish's "go perft" (doc/BENCH.md): the start
# position to depth 6 and Kiwipete to depth 5, single thread, bulk counting.  Ours and
# Stockfish run alternately 3 times each (RUNS=n to change); prints nodes/s
# of both and the median ratio ours/stockfish.
#
# Time is the user CPU time of the whole process, which the other jobs of a
# busy machine disturb less than wall time, minus the median of an empty run
# (depth 1) of the same program, so that start-up is charged to neither.
# System time is left out: it is start-up only (Stockfish maps its hash
# table) and swings by 0.1 s under load.  Both are built as they
# ship: ours with configure's flags (-O2 -g), Stockfish as Debian builds it.
#	tests/bench/perft.sh [BUILD_DIR]     (or $BUILD, or $top_builddir)
[ -z "${BASH_VERSION:-}" ] && command -v bash >/dev/null 2>&1 &&
    exec bash "$0" "$@"
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
cli=$build/src/cli/arbiter-cli
[ -x "$cli" ] || { echo "perft bench: no $cli (build first)" >&2; exit 2; }
sf=$(command -v stockfish || echo /usr/games/stockfish)
if [ ! -x "$sf" ]; then
	apt-get install -y stockfish >/dev/null 2>&1 || true
	sf=/usr/games/stockfish
fi
[ -x "$sf" ] || { echo "perft bench: stockfish not available" >&2; exit 2; }
runs=${RUNS:-3}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/perft-bench.XXXXXX") || exit 2
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

# ours POSITION DEPTH NODES / stock POSITION DEPTH NODES: CPU seconds of one
# whole run, after checking the count.
ours() {
	if [ "$1" = startpos ]; then
		t=$(cputime "$cli" perft "$2")
	else
		t=$(cputime "$cli" perft "$2" "$1")
	fi
	grep -q "^nodes $3\$" "$tmp/out" ||
	    { echo "perft bench: ours: wrong count" >&2; exit 1; }
	echo "$t"
}
stock() {
	if [ "$1" = startpos ]; then pos="position startpos"
	else pos="position fen $1"; fi
	printf '%s\ngo perft %s\nquit\n' "$pos" "$2" > "$tmp/in"
	t=$(cputime sh -c '"$1" < "$2"' sh "$sf" "$tmp/in")
	grep -q "Nodes searched: $3\$" "$tmp/out" ||
	    { echo "perft bench: stockfish: wrong count" >&2; exit 1; }
	echo "$t"
}

bench() {	# NAME POSITION DEPTH NODES DEPTH-1-NODES
	name=$1 p=$2 d=$3 nodes=$4 n1=$5
	o0=$( (for i in 1 2 3; do ours "$p" 1 "$n1"; done) | median)
	s0=$( (for i in 1 2 3; do stock "$p" 1 "$n1"; done) | median)
	: > "$tmp/o"; : > "$tmp/s"; : > "$tmp/r"
	i=0
	while [ $i -lt "$runs" ]; do
		o=$(ours "$p" "$d" "$nodes") || exit 1
		s=$(stock "$p" "$d" "$nodes") || exit 1
		awk -v n="$nodes" -v t="$o" -v t0="$o0" -v u="$s" -v u0="$s0" \
		    'BEGIN { a = n / (t - t0); b = n / (u - u0);
		    print a >> "'"$tmp/o"'"; print b >> "'"$tmp/s"'";
		    print a / b >> "'"$tmp/r"'" }'
		i=$((i + 1))
	done
	printf '%-18s ours %6.1f M nodes/s   stockfish %6.1f M nodes/s   ratio %.2f\n' \
	    "$name" "$(median < "$tmp/o" | awk '{ print $1 / 1e6 }')" \
	    "$(median < "$tmp/s" | awk '{ print $1 / 1e6 }')" \
	    "$(median < "$tmp/r")"
}

echo "perft, single thread, median of $runs alternate runs (user CPU time)"
bench "start position d6" startpos 6 119060324 20 || exit 1
bench "Kiwipete d5" "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5 193690690 48 || exit 1
