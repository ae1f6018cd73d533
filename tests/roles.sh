#!/bin/sh
# Roles in 'arbiter-cli run', as on the console: the first 'arbiter' line
# sets roles up; from then on a line is refused when its actor (--actor,
# else the Unix user) has no role, is a deputy off his boards, or gives
# what only the chief may (expel, annul, result, 13.4 d-g).
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
arbiter chief2 chief
END

# expect ACTOR LINE TEXT: the run by ACTOR refuses acts.txt:LINE with TEXT
# (or accepts it when TEXT is "ok").
expect() {
	"$cli" run "$tmp/event.txt" "$tmp/acts.txt" --actor "$1" --json \
	    >/dev/null 2>"$tmp/err"
	got=$(grep "acts.txt:$2: " "$tmp/err" | sed 's/.*refused: //')
	if [ "$3" = ok ] && [ -z "$got" ] || { [ "$3" != ok ] &&
	    printf '%s\n' "$got" | grep -qF -- "$3"; }; then
		echo "ok - $1, line $2: ${got:-accepted}"
	else
		echo "not ok - $1, line $2: wanted '$3', got '${got:-accepted}'"
		fail=1
	fi
}
expect dep 1 ok
expect dep 2 "board 2 is not among dep's boards"
expect dep 3 ok
expect dep 4 "'penalty': only the chief arbiter may"
expect dep 5 "'arbiter': only the chief arbiter may"
expect stranger 1 "'stranger' has no role in this event"

# A run without roles refuses nothing for them; a bad --actor is a usage error.
"$cli" run "$tmp/acts.txt" --actor stranger >/dev/null 2>"$tmp/err"
grep -qE "has no role|only the chief|not among" "$tmp/err" && { echo "not ok - roles without 'arbiter' lines"; fail=1; }
"$cli" run "$tmp/acts.txt" --actor >/dev/null 2>&1
[ $? -eq 2 ] || { echo "not ok - --actor without a name"; fail=1; }
exit $fail
