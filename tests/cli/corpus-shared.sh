#!/bin/sh
# The shared game sets through 'arbiter-cli validate --rewrite' (full
# legality, SAN and FIDE-form round trips): the master corpus read with
# Italian letters chosen (English SAN must still read right: each game is
# shown English by its first piece move), the German and French letter
# sets, the other derived sets, and every tricky/ file:
# those meant to be legal give no error; the others give exactly the
# errors listed below.  Skipped (77) without the shared data.
set -u
data=${SHARED_DATA:-}
[ -n "$data" ] && [ -d "$data/chess/games" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
games=$data/chess/games
tmp=${TMPDIR:-/tmp}/corpus-shared.$$
mkdir -p "$tmp"
trap 'rm -rf "$tmp"' EXIT
status=0

# check FILE WANT_SUMMARY_PREFIX WANT_EXIT [validate options...]
check() {
	f=$1 want=$2 code=$3
	shift 3
	"$cli" validate "$f" "$@" >"$tmp/out" 2>"$tmp/err"
	got=$?
	if [ $got -ne "$code" ] || ! grep -q "^$want" "$tmp/out"; then
		echo "FAIL $f $*: exit $got, '$(cat "$tmp/out")', want '$want' exit $code"
		head -3 "$tmp/err"
		status=1
	fi
}

check "$games/master-corpus.pgn" "games 26015, plies 2087751, errors 0," 0 \
    --rewrite --lang it
check "$games/derived/german-letters-200.pgn" "games 200, plies 16267, errors 0," 0 \
    --rewrite --lang de
check "$games/derived/french-letters-200.pgn" "games 200, plies 16267, errors 0," 0 \
    --rewrite --lang fr
for f in "$games"/derived/*.pgn; do
	case $f in *-letters-200.pgn) continue ;; esac
	check "$f" "games [0-9]*, plies [0-9]*, errors 0," 0 --rewrite --lang it
done

# (python-chess/cutechess-fischerrandom.pgn, four Chess960 games with
# [Variant "fischerandom"], reads without error: Guidelines II, issue 30.)
# Files of tricky/ that are not legal standard chess, with the errors they
# must give (game:move: 'text': reason, one per line, in order).
expected() {
	case $1 in
	*/cha/basicCheckmate/*|*/cha/helpmateBeyond/fivefold/01_beyond_fivefold.pgn)
		# Positions for the dead-position analysis: no result token.
		echo "game 1 ... '': game without a result" ;;
	*/pgn-extract/nested-comment.pgn)
		# Nested braces are not PGN (pgn-extract needs --nestedcomment).
		echo "game 1 1 'which': unreadable move" ;;
	*/pgn-extract/odds.pgn)
		echo "game 29 1 '--': unreadable move"
		echo "game 31 1 '--': unreadable move" ;;
	*/pgn-extract/test-allownullmoves.pgn)
		echo "game 1 31 '--': unreadable move"
		echo "game 2 1 '--': unreadable move" ;;
	*/repetitionQuiz/one/09_claim_for_board_position_incorrect_side_to_move_changed.pgn)
		# From a FEN, the first move Rxc3 reads in both sets, as the
		# Italian king's capture and as the English rook's: read with
		# --lang it, it is the king's (pgn.c, read_move()), and the
		# English Rh3 that follows is no move of the rook left on c2.
		echo "game 1 71 'Rh3': illegal move" ;;
	*/python-chess/anastasian-lewis.pgn)
		echo "game 1 41 'Z0': unreadable move" ;;		# null move
	*/python-chess/antichess-programfox.pgn)
		echo "game 1 13 'Ra3': illegal move"			# antichess
		echo "game 2 25 'fxe8=K': illegal move" ;;
	*/python-chess/knightvuillaume-jannlee-zh-lichess.pgn)
		echo "game 1 12 'N@f3+': unreadable move" ;;		# crazyhouse
	*/python-chess/saturs-jannlee-zh-lichess.pgn)
		echo "game 1 11 'B@b6': unreadable move" ;;
	esac
}

# The errors as "game N M 'text': reason" lines.
digest() {
	sed -n "s/^.*:game \([0-9]*\)[^:]*:move \([0-9]*\): \(.*\)$/game \1 \2 \3/p" "$1" |
	    sed "s/ at byte [0-9]*\$//; s/ (candidates: .*)\$//" |
	    sed "s/^\(game [0-9]* [0-9]* \)'[^']*': bad FEN tag\$/\1bad FEN tag/"
}

n=0
find "$games/tricky" -name '*.pgn' | sort > "$tmp/list"
while read -r f; do
	n=$((n + 1))
	"$cli" validate "$f" --rewrite --lang it >"$tmp/out" 2>"$tmp/err"
	got=$?
	want=$(expected "$f")
	have=$(digest "$tmp/err")
	if [ -z "$want" ]; then
		if [ $got -ne 0 ]; then
			echo "FAIL $f: exit $got"; head -3 "$tmp/err"; status=1
		fi
		continue
	fi
	case $want in
	"game 1 ... "*)	# any move number
		have=$(echo "$have" | sed 's/^game 1 [0-9]* /game 1 ... /') ;;
	esac
	if [ $got -ne 1 ] || [ "$have" != "$want" ]; then
		echo "FAIL $f: exit $got"
		echo "  want: $want" | head -4
		echo "  have: $have" | head -4
		status=1
	fi
done < "$tmp/list"
echo "tricky: $n files checked"
[ $n -gt 1000 ] || { echo "FAIL: only $n tricky files"; status=1; }
exit $status
