#!/bin/sh
# Perft speed against Stockfish's "go perft" (BENCH.md): the start position to
# depth 6 and Kiwipete to depth 5, single thread, bulk counting.  Ours and
# Stockfish run alternately 3 times each; prints nodes/s of both and the
# median ratio ours/stockfish.  The time of each is the whole process, minus
# the median of an empty run (depth 1) of the same program, so that start-up
# (Stockfish allocates its hash table) is not charged to either.
#	tests/bench/perft.sh [BUILD_DIR]     (or $BUILD, or $top_builddir)
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

now() { date +%s.%N; }
median() { sort -g | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

# ours POSITION DEPTH: print seconds of one whole run; check the count.
ours() {
	t0=$(now)
	if [ "$1" = startpos ]; then
		out=$("$cli" perft "$2")
	else
		out=$("$cli" perft "$2" "$1")
	fi
	t1=$(now)
	echo "$out" | grep -q "^nodes $3\$" || { echo "ours: wrong count: $out" >&2; exit 1; }
	awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'
}
stock() {
	if [ "$1" = startpos ]; then pos="position startpos"; else pos="position fen $1"; fi
	t0=$(now)
	out=$(printf '%s\ngo perft %s\nquit\n' "$pos" "$2" | "$sf" 2>/dev/null)
	t1=$(now)
	echo "$out" | grep -q "Nodes searched: $3\$" || { echo "stockfish: wrong count" >&2; exit 1; }
	awk -v a="$t0" -v b="$t1" 'BEGIN { print b - a }'
}

bench() {	# NAME POSITION DEPTH NODES EMPTY1
	name=$1 p=$2 d=$3 nodes=$4 n1=$5
	o0=$( (for i in 1 2 3; do ours "$p" 1 "$n1"; done) | median)
	s0=$( (for i in 1 2 3; do stock "$p" 1 "$n1"; done) | median)
	: > "$tmp/o"; : > "$tmp/s"; : > "$tmp/r"
	i=0
	while [ $i -lt "$runs" ]; do
		o=$(ours "$p" "$d" "$nodes") || exit 1
		s=$(stock "$p" "$d" "$nodes") || exit 1
		on=$(awk -v n="$nodes" -v t="$o" -v t0="$o0" 'BEGIN { print n / (t - t0) }')
		sn=$(awk -v n="$nodes" -v t="$s" -v t0="$s0" 'BEGIN { print n / (t - t0) }')
		echo "$on" >> "$tmp/o"; echo "$sn" >> "$tmp/s"
		awk -v a="$on" -v b="$sn" 'BEGIN { print a / b }' >> "$tmp/r"
		i=$((i + 1))
	done
	printf '%-22s ours %6.1f M nodes/s  stockfish %6.1f M nodes/s  ratio %.2f\n' \
	    "$name" "$(median < "$tmp/o" | awk '{ print $1 / 1e6 }')" \
	    "$(median < "$tmp/s" | awk '{ print $1 / 1e6 }')" \
	    "$(median < "$tmp/r")"
}

tmp=$(mktemp -d "${TMPDIR:-/tmp}/perft-bench.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
bench "start position d6" startpos 6 119060324 20
bench "Kiwipete d5" "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1" 5 193690690 48
