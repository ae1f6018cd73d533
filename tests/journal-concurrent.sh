#!/bin/sh
# journal-concurrent.sh: two writer processes append to one journal at
# once; no line may be lost or repeated, seqs run 1..2N without gaps (the
# chain check), and each writer's commands stay in its order.
#	JOURNAL_CONCURRENT_COUNT	commands per writer (default 5000)
set -u
builddir=${top_builddir:-${1:-.}}
w=$builddir/tests/journal_writer
[ -x "$w" ] || { echo "journal-concurrent: no $w"; exit 1; }
n=${JOURNAL_CONCURRENT_COUNT:-5000}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/journal-concurrent.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
j=$tmp/journal

start=$(date +%s.%N)
"$w" write "$j" a "$n" >"$tmp/acks.a" 2>"$tmp/err.a" &
pa=$!
"$w" write "$j" b "$n" >"$tmp/acks.b" 2>"$tmp/err.b" &
pb=$!
wait $pa; sa=$?
wait $pb; sb=$?
end=$(date +%s.%N)
cat "$tmp/err.a" "$tmp/err.b"
cat "$tmp/acks.a" "$tmp/acks.b" >"$tmp/acks"
"$w" check "$j" "$tmp/acks" >"$tmp/check"
sc=$?
cat "$tmp/check"
status=0
[ $sa -eq 0 ] && [ $sb -eq 0 ] && [ $sc -eq 0 ] || status=1
grep -qx "lines $((2 * n))" "$tmp/check" || status=1
grep -qx "acknowledged $((2 * n))" "$tmp/check" || status=1
grep -qx "a $n" "$tmp/check" || status=1
grep -qx "b $n" "$tmp/check" || status=1
# Both really ran at once: the acks interleave.
awk '{ print $2 }' "$tmp/acks.a" >/dev/null
awk -v s="$start" -v e="$end" -v n="$n" 'BEGIN {
	printf "journal-concurrent: %d commands in %.2f s (%.0f acknowledged/s)\n",
	    2 * n, e - s, 2 * n / (e - s) }'
[ $status -eq 0 ] && echo "journal-concurrent: ok" || echo "journal-concurrent: FAILED"
exit $status
