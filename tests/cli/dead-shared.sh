#!/bin/sh
# The dead-position analysis (5.2b, 6.10, 9.6) against the labelled sets of
# ../shared/data/chess/dead/: every decided answer must agree with the label
# (zero wrong), every witness is replayed (--verify), UNKNOWNs are counted.
# The lichess finals run at the default budget; the hard set at a smaller
# budget (DEAD_HARD_BUDGET, default 20000 nodes) to keep CI short: the
# figure at the default budget comes from tests/bench/dead.sh.
# DEAD_SHARED_EVERY=k checks every k-th position only (CI's sanitizer run,
# where the analysis is ~20 times slower).
# Exit 77 (skip) without the shared data.
set -u
dir=${SHARED_DATA:-}/chess/dead
if [ -z "${SHARED_DATA:-}" ] || [ ! -r "$dir/labelled-positions.txt" ] ||
    [ ! -r "$dir/lichess-finals-labelled.txt" ]; then
	echo "dead-shared: no shared data, skipped"
	exit 77
fi
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=${TMPDIR:-/tmp}/dead-shared.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
status=0

# check NAME FILE BUDGET FIRST LAST: FEN fields FIRST..LAST of each line
# (LAST 0: to the end), label in field 1; a FEN of two fields gets "- -".
check() {
	grep -v '^#' "$2" | awk -v a="$4" -v b="$5" -v every="${DEAD_SHARED_EVERY:-1}" '
	(NR - 1) % every == 0 {
		last = b ? b : NF; s = $a
		for (i = a + 1; i <= last; i++) s = s " " $i
		if (last - a + 1 == 2) s = s " - -"
		print $1 > "'"$tmp"'/labels"; print s }' > "$tmp/fens"
	if ! "$cli" dead - --budget "$3" --verify < "$tmp/fens" > "$tmp/out"; then
		echo "dead-shared: $1: arbiter-cli failed"
		status=1
		return
	fi
	paste -d ' ' "$tmp/labels" "$tmp/out" | awk -v name="$1" '
	{
		n++
		ew = substr($1, 1, 1) == "W" ? "yes" : "no"
		eb = substr($1, 2, 1) == "B" ? "yes" : "no"
		if ($2 != "unknown" && $2 != ew) { wrong++; print name ": line " n ": white " $2 ", label " $1 }
		if ($3 != "unknown" && $3 != eb) { wrong++; print name ": line " n ": black " $3 ", label " $1 }
		if ($2 == "unknown") uw++
		if ($3 == "unknown") ub++
		if ($2 == "unknown" || $3 == "unknown") up++
	}
	END {
		printf "dead-shared: %s: %d positions, %d wrong, unknown: %d white, %d black, %d positions\n", name, n, wrong, uw, ub, up
		exit wrong > 0 || n == 0
	}' || status=1
}

check lichess-finals "$dir/lichess-finals-labelled.txt" 1000000 2 7
check hard-set "$dir/labelled-positions.txt" "${DEAD_HARD_BUDGET:-20000}" 2 0
exit $status
