#!/bin/sh
# PGN validation benchmark (doc/BENCH.md): replay every game of the master
# corpus with full legality, and replay plus SAN rewrite, against
# pgn-extract -r and pgn-extract rewriting SAN (-s -o /dev/null).  Ours and
# the reference run alternately, 3 rounds; prints games/s of each run and
# the median ratio (ours / reference, higher is better; goal >= 2).
#	tests/bench/pgn.sh [BUILD_DIR]		(or BUILD=..., top_builddir=...)
# Build with CPPFLAGS=-DNDEBUG for figures: the position's invariant
# checks run after every move otherwise.
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
cli=$build/src/cli/arbiter-cli
here=$(cd "$(dirname "$0")" && pwd)
data=${SHARED_DATA:-$here/../../../shared/data}
corpus=$data/chess/games/master-corpus.pgn
rounds=${ROUNDS:-3}
[ -x "$cli" ] || { echo "pgn: no $cli (give the build directory)"; exit 1; }
[ -r "$corpus" ] || { echo "pgn: skipped, no $corpus"; exit 0; }
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
if [ ! -x "$pe" ]; then
	apt-get install -y pgn-extract >/dev/null 2>&1 || true
	pe=/usr/games/pgn-extract
fi
[ -x "$pe" ] || { echo "pgn: pgn-extract is not installed"; exit 1; }
games=$(grep -c '^\[Event ' "$corpus")
tmp=${TMPDIR:-/tmp}/bench-pgn.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT

now() { date +%s%N; }

# run NAME COMMAND...: append the elapsed nanoseconds to $tmp/NAME.
run() {
	name=$1; shift
	t0=$(now)
	"$@" >/dev/null 2>"$tmp/err" || {
		if [ "$name" = ours ] || [ "$name" = ours_rw ]; then
			echo "pgn: $name failed:"; tail -3 "$tmp/err"; exit 1
		fi
	}
	t1=$(now)
	echo $((t1 - t0)) >> "$tmp/$name"
}

i=0
while [ $i -lt "$rounds" ]; do
	run ours "$cli" validate "$corpus"
	run ref "$pe" -r -s "$corpus"
	run ours_rw "$cli" validate "$corpus" --rewrite --lang it
	run ref_rw "$pe" -s -o /dev/null "$corpus"
	i=$((i + 1))
done

# report OURS REF LABEL: games/s per run and the median ratio.
report() {
	paste "$tmp/$1" "$tmp/$2" | awk -v g="$games" -v label="$3" '
	{ o[NR] = g / ($1 / 1e9); r[NR] = g / ($2 / 1e9); q[NR] = o[NR] / r[NR]
	  printf "%s round %d: ours %.0f games/s, reference %.0f games/s\n",
	      label, NR, o[NR], r[NR] }
	END {
		n = NR
		for (i = 1; i <= n; i++)
			for (j = i + 1; j <= n; j++)
				if (q[j] < q[i]) { t = q[i]; q[i] = q[j]; q[j] = t }
		m = n % 2 ? q[(n + 1) / 2] : (q[n / 2] + q[n / 2 + 1]) / 2
		printf "%s: median ratio %.2fx (goal >= 2x)\n", label, m
	}'
}
echo "corpus: $corpus ($games games)"
report ours ref "validate vs pgn-extract -r"
report ours_rw ref_rw "validate --rewrite --lang it vs pgn-extract -s -o /dev/null"
