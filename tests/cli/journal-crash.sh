#!/bin/sh
# journal-crash.sh: SIGKILL a journal writer at random moments, restart it,
# and check that every command it acknowledged (printed after
# journal_append returned, so after fdatasync) is in the journal at its
# seq, that the script's commands are in order without gaps or repeats,
# and that the hash chain verifies.  Some rounds also leave a torn line of
# our own at the end, which the next writer must cut off with a warning
# (only the final state is checked strictly: a kill between the cut and
# the message can lose a message).
#	JOURNAL_CRASH_KILLS	kills (default 200)
#	JOURNAL_CRASH_SEED	random seed (default: the time)
set -u
builddir=${top_builddir:-${1:-.}}
w=$builddir/tests/cli/journal_writer
[ -x "$w" ] || { echo "journal-crash: no $w"; exit 1; }
kills=${JOURNAL_CRASH_KILLS:-200}
seed=${JOURNAL_CRASH_SEED:-$(date +%s)}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/journal-crash.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
j=$tmp/journal
echo "journal-crash: $kills kills, seed $seed"

# One random delay (5 to 64 ms) per kill, drawn up front.
awk -v n="$kills" -v seed="$seed" 'BEGIN { srand(seed);
	for (i = 0; i < n; i++) printf "0.%03d\n", 5 + int(rand() * 60) }' \
	>"$tmp/delays"

torn=0
i=0
while read -r delay; do
	# Each writer's acks in a file of its own: a kill can tear the last
	# one, which must not run into the next writer's first.
	"$w" write "$j" w 100000000 >"$tmp/acks.$i" 2>>"$tmp/err" &
	pid=$!
	sleep "$delay"
	kill -KILL "$pid" 2>/dev/null
	wait "$pid" 2>/dev/null
	i=$((i + 1))
	# Every 10th round, a torn line as a crash in write(2) leaves it.
	if [ $((i % 10)) -eq 0 ]; then
		printf '%s' "999 2026-11-22T10:00:00.0" >>"$j"
		torn=$((torn + 1))
	fi
done <"$tmp/delays"

# A last run that ends by itself, and the check.
"$w" write "$j" w +10 >"$tmp/acks.last" 2>>"$tmp/err"
"$w" check "$j" "$tmp"/acks.* >"$tmp/check"
status=$?
cat "$tmp/check"
warnings=$(grep -c 'torn last line' "$tmp/err")
echo "journal-crash: $i kills, $torn torn lines made, $warnings cut off with a warning"
if grep -v '^warning: ' "$tmp/err" | grep . >/dev/null; then
	echo "journal-crash: writer errors:"
	grep -v '^warning: ' "$tmp/err" | head
	status=1
fi
# A kill between the cut and the message loses a message, not a line:
# some must be reported, and none may be left at the end.
[ "$warnings" -ge 1 ] || { echo "journal-crash: no torn line was reported"; status=1; }
if grep -q '^warning' "$tmp/check"; then
	echo "journal-crash: a torn line was left"; status=1
fi
grep -q '^w ' "$tmp/check" || status=1
[ $status -eq 0 ] && echo "journal-crash: ok" || echo "journal-crash: FAILED (seed $seed)"
exit $status
