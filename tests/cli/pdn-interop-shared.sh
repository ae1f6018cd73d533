#!/bin/sh
# Real international-draughts PDN of other programs
# (../shared/data/interop/pdn, issue 29.6): every game of the files that
# a PDN 3.0 reader reads (succeed/) and that are international draughts
# is read by 'arbiter-cli validate', with its squares padded ("1- 7"),
# "1. ... 7-12", and no result after the last game; the two known
# ambiguous captures of schildpad.pdn excepted (a short capture two
# routes reach: the next move would tell which).  The files marked not
# PDN 3.0 (fail/) are refused with one line naming the game and move,
# but Cat.A1.pdn, whose 35 games are legal to the end.  Skipped (77)
# without the shared data.
set -u
data=${SHARED_DATA:-}/interop/pdn
[ -n "${SHARED_DATA:-}" ] && [ -d "$data" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
status=0 games=0

# name|games|errors
while IFS='|' read -r name n errors; do
	f="$data/succeed/$name.pdn"
	out=$("$cli" validate --game draughts "$f" 2>&1 | tail -n1)
	case $out in
	"games $n, "*"errors $errors,"*) games=$((games + n - errors)) ;;
	*) echo "FAIL succeed/$name.pdn: $out (want $n games, $errors errors)"
	   status=1 ;;
	esac
done <<'EOS'
090417ronde12|7|0
Cat.B1|37|0
Cat.D1|19|0
DUTCH96H|13|0
PROF2|16|0
PWCP 2a|59|0
PWCP_2|51|0
candidate95|8|0
gameterminator|1|0
kurnik|4|0
linecomment|1|0
movestrength|1|0
nk ronde 01|7|0
nk ronde 02|7|0
nk2003-amsterdam|33|0
rk ronde 12|7|0
schildpad|34|2
string|1|0
unicode|1|0
variation|1|0
windragon|1|0
wk2003|23|0
EOS
echo "$games international games read"
for name in 40Camp.DamaInternazionaleAssoluto Cat.C1 abatsiev delfts \
    mrdrcd07 mrdrcd08 nested_comment; do
	if "$cli" validate --game draughts "$data/fail/$name.pdn" >/dev/null 2>&1; then
		echo "FAIL fail/$name.pdn: read without an error"
		status=1
	fi
done
exit $status
