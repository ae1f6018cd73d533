#!/bin/sh
# Roles in 'arbiter-cli run', as on the console: the first 'arbiter' line
# sets roles up; from then on a line is refused when its actor (--actor,
# else the Unix user) has no role, is a deputy off his boards, or gives
# what only the chief may (expel, annul, result, 13.4 d-g).  A journal
# whose line was not permitted when written is named by replay.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=$(mktemp -d "${TMPDIR:-/tmp}/roles.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

cat >"$tmp/event.txt" <<'END'
event "Roles"
tc "5400"
player 1 "A"
player 2 "B"
player 3 "C"
player 4 "D"
round 1
pair 1 1 2
pair 2 3 4
arbiter dep deputy boards 1
END
cat >"$tmp/acts.txt" <<'END'
start 1
start 2
penalty 1 white warn "talking"
penalty 1 white loss "phone"
result 1 1-0 "the opponent resigned"
result 2 0-1 "the opponent resigned"
annul 1 "wrong colours"
arbiter chief2 chief
END

# expect_run EVENT ACTS ACTOR LINE TEXT: the run of EVENT then ACTS by
# ACTOR refuses ACTS:LINE with TEXT (or accepts it when TEXT is "ok").
expect_run() {
	"$cli" run "$1" "$2" --actor "$3" --json >/dev/null 2>"$tmp/err"
	rc=$?
	got=$(grep "$(basename "$2"):$4: " "$tmp/err" | sed 's/.*refused: //')
	# A refusal exits 1; anything else (a crash, a usage error) would
	# leave no refusal to find and pass an "ok" by default.
	if [ $rc -gt 1 ]; then
		echo "not ok - $3, line $4: exit status $rc"; cat "$tmp/err"
		fail=1
	elif [ "$5" = ok ] && [ -z "$got" ] || { [ "$5" != ok ] &&
	    printf '%s\n' "$got" | grep -qF -- "$5"; }; then
		echo "ok - $3, line $4: ${got:-accepted}"
	else
		echo "not ok - $3, line $4: wanted '$5', got '${got:-accepted}'"
		fail=1
	fi
}
# expect ACTOR LINE TEXT: of event.txt then acts.txt.
expect() { expect_run "$tmp/event.txt" "$tmp/acts.txt" "$@"; }
expect dep 1 ok
expect dep 2 "board 2 is not among dep's boards"
expect dep 3 ok
expect dep 4 "'penalty': only the chief arbiter may"
# Format 6 (issue 25, item 8): a deputy enters his boards' results; the
# chief keeps annul and the penalties of 13.4 d-g.
expect dep 5 ok
expect dep 6 "board 2 is not among dep's boards"
expect dep 7 "'annul': only the chief arbiter may"
expect dep 8 "'arbiter': only the chief arbiter may"
expect stranger 1 "'stranger' has no role in this event"

# A feed (a live source's user) gives moves, with or without the clock's
# reading, clock readings and reports on its boards, and nothing else; two
# feeds cover two ranges.
{ grep -v '^arbiter ' "$tmp/event.txt"; echo "start all"; } >"$tmp/feed-event.txt"
cat >"$tmp/feed-acts.txt" <<'END'
move 1 e4 clock 1:29:58
clock 1 1:29:58 1:29:50
report 1 result "1-0"
move 2 d4
start 2
stop 1
dismiss 1
result 1 1-0 "x"
undo 1 "x"
penalty 1 white warn "x"
arbiter dgt1 chief
setclock 1 1:00:00 1:00:00
offer 1 white
offer 2 white
END
# feed ACTOR LINE TEXT: as expect, of feed-acts.txt.  One actor runs a
# script: he names himself chief to set the roles up, his own feed last.
feed() {
	{ cat "$tmp/feed-event.txt"; echo "arbiter $1 chief"
	  echo "arbiter boss chief"
	  for f in "dgt1 feed boards 1" "dgt2 feed boards 2-50"; do
		case $f in "$1 "*) own=$f ;; *) echo "arbiter $f" ;; esac
	  done
	  echo "arbiter $own"; } >"$tmp/feed-roles.txt"
	expect_run "$tmp/feed-roles.txt" "$tmp/feed-acts.txt" "$@"
}
refused="is a feed: it gives moves, clock readings, draw offers and reports"
feed dgt1 1 ok
feed dgt1 2 ok
feed dgt1 3 ok
feed dgt1 4 "board 2 is not among dgt1's boards"
feed dgt2 4 ok
feed dgt2 1 "board 1 is not among dgt2's boards"
for line in 5 6 7 8 9 10 11 12; do
	feed dgt1 $line "$refused"
done
# A draw offer from the source's record (9.1.2.2), on its boards only.
feed dgt1 13 ok
feed dgt1 14 "board 2 is not among dgt1's boards"
feed dgt2 14 ok

# A run without roles refuses nothing for them (the same event without its
# 'arbiter' line: every line accepted, whoever gives it); a bad --actor is
# a usage error.
grep -v '^arbiter ' "$tmp/event.txt" >"$tmp/noroles.txt"
if "$cli" run "$tmp/noroles.txt" "$tmp/acts.txt" --actor stranger >/dev/null 2>"$tmp/err" &&
    [ ! -s "$tmp/err" ]; then
	echo "ok - without 'arbiter' lines nothing is refused for roles"
else
	echo "not ok - without 'arbiter' lines: refused"; cat "$tmp/err"; fail=1
fi
"$cli" run "$tmp/acts.txt" --actor >/dev/null 2>&1
[ $? -eq 2 ] || { echo "not ok - --actor without a name"; fail=1; }

# A journal's lines were checked when written: replay applies them as the
# console does, but names one whose actor the roles did not permit (a
# forged journal) and exits 1; 'standings' reads the same journal.
if command -v sha256sum >/dev/null 2>&1; then
	# journal ACTOR:COMMAND... > JOURNAL, with the hash chain of
	# doc/commands.md
	journal() {
		seq=0 prev=0000000000000000
		for a in "$@"; do
			seq=$((seq + 1))
			text="$seq 2026-11-22T15:00:$(printf %02d $seq).000Z ${a%%:*} ${a#*:}"
			prev=$(printf '%s %s' "$prev" "$text" | sha256sum | cut -c1-16)
			printf '%s ~%s\n' "$text" "$prev"
		done
	}
	set -- 'boss:event "Roles" points 3 1 0' 'boss:tc "5400"' \
	    'boss:player 1 "A"' 'boss:player 2 "B"' 'boss:round 1' \
	    'boss:pair 1 1 2' 'boss:arbiter boss chief' 'boss:arbiter dep deputy boards 1' \
	    'boss:start 1'
	journal "$@" >"$tmp/honest"
	journal "$@" 'dep:result 1 1-0 "forged"' >"$tmp/forged"
	if "$cli" replay "$tmp/honest" >/dev/null 2>"$tmp/err"; then
		echo "ok - replay of an honest journal"
	else
		echo "not ok - replay of an honest journal"; cat "$tmp/err"; fail=1
	fi
	"$cli" replay "$tmp/forged" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && grep -qF "$tmp/forged:10: not permitted when written: 'result': only the chief arbiter may" "$tmp/err" &&
	    grep -q '"result": *"1-0"' "$tmp/out"; then
		echo "ok - replay names the forged line 10 and applies it as the console"
	else
		echo "not ok - forged journal: exit $rc"; cat "$tmp/err"; fail=1
	fi
	# A journal keeps the roles of its format: a deputy's result was
	# the chief's before format 6, and is his own from it on.
	journal 'boss:format 5' "$@" 'dep:result 1 1-0 "agreed"' >"$tmp/format5"
	journal 'boss:format 6' "$@" 'dep:result 1 1-0 "agreed"' >"$tmp/format6"
	"$cli" replay "$tmp/format5" >/dev/null 2>"$tmp/err"
	if [ $? -eq 1 ] && grep -qF "$tmp/format5:11: not permitted when written: 'result': only the chief arbiter may" "$tmp/err"; then
		echo "ok - format 5: a deputy's result is still named as not permitted"
	else
		echo "not ok - format 5 deputy result"; cat "$tmp/err"; fail=1
	fi
	if "$cli" replay "$tmp/format6" >"$tmp/out" 2>"$tmp/err" && [ ! -s "$tmp/err" ] &&
	    grep -q '"result": *"1-0"' "$tmp/out"; then
		echo "ok - format 6: a deputy's result on his board is his"
	else
		echo "not ok - format 6 deputy result"; cat "$tmp/err"; fail=1
	fi
	"$cli" standings "$tmp/forged" >"$tmp/out" 2>/dev/null
	if grep -qE '^ +1 +1 +3 +1 +0 ' "$tmp/out"; then
		echo "ok - standings of a journal"
	else
		echo "not ok - standings of a journal"; cat "$tmp/out"; fail=1
	fi
fi
exit $fail
