#!/bin/sh
# journal-concurrent.sh: two writer processes append to one journal at
# once; no line may be lost or repeated, seqs run 1..2N without gaps (the
# chain check), and each writer's commands stay in its order.  Both start
# appending together (a barrier: each opens the journal, says it is ready,
# and waits for the word), and their acknowledged seqs must interleave.
#	JOURNAL_CONCURRENT_COUNT	commands per writer (default 5000)
set -u
builddir=${top_builddir:-${1:-.}}
w=$builddir/tests/cli/journal_writer
[ -x "$w" ] || { echo "journal-concurrent: no $w"; exit 1; }
n=${JOURNAL_CONCURRENT_COUNT:-5000}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/journal-concurrent.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
j=$tmp/journal

go=$tmp/go
status=0
"$w" write "$j" a "$n" "$go" >"$tmp/acks.a" 2>"$tmp/err.a" &
pa=$!
"$w" write "$j" b "$n" "$go" >"$tmp/acks.b" 2>"$tmp/err.b" &
pb=$!
# The barrier: wait (at most 30 s) until both are ready, then say go.
i=0
while [ ! -e "$go.a" ] || [ ! -e "$go.b" ]; do
	if [ $i -ge 600 ] || ! kill -0 $pa 2>/dev/null || ! kill -0 $pb 2>/dev/null; then
		echo "journal-concurrent: the writers did not both get ready"
		status=1
		break
	fi
	sleep 0.05
	i=$((i + 1))
done
start=$(date +%s.%N)
: >"$go"
wait $pa; sa=$?
wait $pb; sb=$?
end=$(date +%s.%N)
cat "$tmp/err.a" "$tmp/err.b"
cat "$tmp/acks.a" "$tmp/acks.b" >"$tmp/acks"
"$w" check "$j" "$tmp/acks" >"$tmp/check"
sc=$?
cat "$tmp/check"
[ $sa -eq 0 ] && [ $sb -eq 0 ] && [ $sc -eq 0 ] || status=1
grep -qx "lines $((2 * n))" "$tmp/check" || status=1
grep -qx "acknowledged $((2 * n))" "$tmp/check" || status=1
grep -qx "a $n" "$tmp/check" || status=1
grep -qx "b $n" "$tmp/check" || status=1
# Both really ran at once: the acks, merged by seq, go from one writer to
# the other more than once (once only: one wrote all its lines before the
# other began; never: one wrote nothing).
switches=$({ awk '{ print $1, "a" }' "$tmp/acks.a"; awk '{ print $1, "b" }' "$tmp/acks.b"; } |
    sort -n | awk 'NR > 1 && $2 != last { s++ } { last = $2 } END { print s + 0 }')
echo "journal-concurrent: the acks change writer $switches times"
[ "$switches" -ge 2 ] || { echo "journal-concurrent: the writers did not run at once"; status=1; }
awk -v s="$start" -v e="$end" -v n="$n" 'BEGIN {
	printf "journal-concurrent: %d commands in %.2f s (%.0f acknowledged/s)\n",
	    2 * n, e - s, 2 * n / (e - s) }'
[ $status -eq 0 ] && echo "journal-concurrent: ok" || echo "journal-concurrent: FAILED"
exit $status
