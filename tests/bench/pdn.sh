#!/bin/sh
# PDN validation throughput (issue 15): N random legal games of
# international draughts (default 20,000; tests/bench/gen_pdn, written by
# the core's own notation and PDN writer) replayed with full legality by
# 'arbiter-cli validate', and with --rewrite (every move written and read
# back), ROUNDS times each (default 3); prints games/s of each run and the
# median.  No reference program reads PDN here: the figure stands alone.
#	tests/bench/pdn.sh [BUILD_DIR]		(or BUILD=..., top_builddir=...)
#	N=20000 SEED=1 ROUNDS=3
# Build with CPPFLAGS=-DNDEBUG for figures: the position's invariant
# checks run after every move otherwise.
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
cli=$build/src/cli/arbiter-cli
gen=$build/tests/bench/gen_pdn
n=${N:-20000}
rounds=${ROUNDS:-3}
[ -x "$cli" ] || { echo "pdn: no $cli (give the build directory)"; exit 1; }
[ -x "$gen" ] || { echo "pdn: no $gen (build first)"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-pdn.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
corpus=$tmp/games.pdn
"$gen" "$n" "${SEED:-1}" >"$corpus" || { echo "pdn: gen_pdn failed"; exit 1; }
games=$(grep -c '^\[Event ' "$corpus")
plies=$("$cli" validate "$corpus" | sed -n 's/^games [0-9]*, plies \([0-9]*\), errors 0,.*/\1/p')
[ -n "$plies" ] || { echo "pdn: the generated games do not validate"; exit 1; }

now() { date +%s%N; }

# run NAME ARGS...: validate, the elapsed nanoseconds appended to $tmp/NAME.
run() {
	name=$1; shift
	t0=$(now)
	"$cli" validate "$corpus" "$@" >/dev/null 2>"$tmp/err" ||
	    { echo "pdn: validate $* failed:"; tail -3 "$tmp/err"; exit 1; }
	t1=$(now)
	echo $((t1 - t0)) >>"$tmp/$name"
}

i=0
while [ $i -lt "$rounds" ]; do
	run plain
	run rewrite --rewrite
	i=$((i + 1))
done

# report NAME LABEL: games/s per run and the median.
report() {
	awk -v g="$games" -v p="$plies" -v label="$2" '
	{ r[NR] = g / ($1 / 1e9); printf "%s round %d: %.0f games/s\n", label, NR, r[NR] }
	END {
		n = NR
		for (i = 1; i <= n; i++)
			for (j = i + 1; j <= n; j++)
				if (r[j] < r[i]) { t = r[i]; r[i] = r[j]; r[j] = t }
		m = n % 2 ? r[(n + 1) / 2] : (r[n / 2] + r[n / 2 + 1]) / 2
		printf "%s: median %.0f games/s (%.0f plies/s)\n", label, m, m * p / g
	}' "$tmp/$1"
}
echo "corpus: $games random games, $plies plies, $(wc -c <"$corpus") bytes"
report plain "validate"
report rewrite "validate --rewrite"
