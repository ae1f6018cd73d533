#!/bin/sh
# Dead-position analysis speed and completeness (doc/BENCH.md): both sides of
# every position of ../shared/data/chess/dead/lichess-finals-labelled.txt
# (30,000) and labelled-positions.txt (1,503, hard), at the default budget
# (BUDGET=n to change).  Prints per set the mean, median, 99th percentile
# and worst time per position (both sides), the UNKNOWN count and the
# answers contradicting the label (must be 0).
#
# The reference, the published checker CHA, is not installable here: its
# published figures are printed beside ours (lichess finals: 0.27 ms mean,
# 46 ms worst, none undetermined; hard set: ~1% undetermined at 10 M nodes,
# ~4% at 500 k).  Times are measured inside arbiter-cli (--times), so
# start-up is charged to nothing.
#	tests/bench/dead.sh [BUILD_DIR]     (or $BUILD, or $top_builddir)
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
cli=$build/src/cli/arbiter-cli
[ -x "$cli" ] || { echo "dead bench: no $cli (build first)" >&2; exit 2; }
here=$(cd "$(dirname "$0")" && pwd)
data=${SHARED_DATA:-$here/../../../shared/data}/chess/dead
[ -r "$data/labelled-positions.txt" ] ||
    { echo "dead bench: no shared data in $data" >&2; exit 2; }
budget=${BUDGET:-1000000}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/dead-bench.XXXXXX") || exit 2
trap 'rm -rf "$tmp"' EXIT

# bench NAME FILE FIRST LAST REFERENCE
bench() {
	grep -v '^#' "$2" | awk -v a="$3" -v b="$4" '{
		last = b ? b : NF; s = $a
		for (i = a + 1; i <= last; i++) s = s " " $i
		if (last - a + 1 == 2) s = s " - -"
		print $1 > "'"$tmp"'/labels"; print s }' > "$tmp/fens"
	"$cli" dead - --budget "$budget" --times < "$tmp/fens" > "$tmp/out" ||
	    { echo "dead bench: $1: arbiter-cli failed"; return 1; }
	paste -d ' ' "$tmp/labels" "$tmp/out" > "$tmp/all"
	awk '{ print $4 }' "$tmp/all" | sort -g > "$tmp/times"
	awk -v name="$1" -v budget="$budget" -v ref="$5" '
	NR == FNR { t[NR] = $1; n = NR; next }
	{
		ew = substr($1, 1, 1) == "W" ? "yes" : "no"
		eb = substr($1, 2, 1) == "B" ? "yes" : "no"
		if (($2 != "unknown" && $2 != ew) || ($3 != "unknown" && $3 != eb))
			wrong++
		if ($2 == "unknown" || $3 == "unknown") unk++
		sum += $4
	}
	END {
		p99 = t[int(n * 0.99) > 0 ? int(n * 0.99) : 1]
		printf "%s: %d positions, budget %d nodes a side\n", name, n, budget
		printf "  ours: mean %.3f ms, median %.3f ms, p99 %.3f ms, worst %.1f ms; %d unknown (%.2f%%), %d wrong\n",
		    sum / n / 1000, t[int((n + 1) / 2)] / 1000, p99 / 1000, t[n] / 1000, unk, 100 * unk / n, wrong
		printf "  CHA (published): %s\n", ref
		printf "  ratio of means ours/CHA: %s\n", name == "lichess-finals" ? sprintf("%.1f", sum / n / 1000 / 0.27) : "n/a"
	}' "$tmp/times" "$tmp/all"
}

bench lichess-finals "$data/lichess-finals-labelled.txt" 2 7 \
    "mean 0.27 ms, worst 46 ms, 0 undetermined"
bench hard-set "$data/labelled-positions.txt" 2 0 \
    "~1% undetermined at 10 M nodes, ~4% at 500 k"
