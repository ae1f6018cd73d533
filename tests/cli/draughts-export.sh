#!/bin/sh
# The records of a draughts event as PDN 3.0 ('arbiter-cli run --pdn', the
# same as --pgn: the kind's record): the tags with [GameType "20"], the
# results 2-0 1-1 0-2 0-0 in the Result tag and after the moves, the moves
# in Art. 8.2 notation each with its [%clock] (the side's time, computed
# by hand from the waits below), the arbiter's rulings as comments (a
# warning, the end's article, a restart of 5.2, an irregularity that stood
# under 5.6/5.9 with SetUp and FEN of the board it left), and every file
# read back by the rules core's PDN reader ('arbiter-cli validate': every
# move legal, 0 errors).
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=$(mktemp -d "${TMPDIR:-/tmp}/draughts-export.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {	# file text: a line of file holds text
	grep -qF -- "$2" "$1" || { echo "FAIL: $(basename "$1") lacks '$2'"; fail=1; }
}
checkx() {	# file text: a line of file is text
	grep -qxF -- "$2" "$1" || { echo "FAIL: $(basename "$1") lacks the line '$2'"; fail=1; }
}
valid() {	# file games: read back with 0 errors
	out=$("$cli" validate "$1" 2>&1)
	case $out in
	"games $2, "*"errors 0,"*) ;;
	*) echo "FAIL: validate $(basename "$1"): $out"; fail=1 ;;
	esac
}

cat >"$tmp/event.txt" <<'SCRIPT'
event "Open di Roma" site "Roma ITA" rules fid-draughts game draughts
tc "7200"
player 1 "Rossi, Marco"
player 2 "Bianchi, Giulia"
player 3 "Novak, Tomas"
player 4 "Silva, Ana"
player 5 "Verdi, Luca"
player 6 "Neri, Paola"
player 7 "Conti, Elena"
player 8 "Galli, Piero"
player 9 "Ferri, Sara"
player 10 "Costa, Ugo"
player 11 "Russo, Ivo"
player 12 "Marino, Lia"
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
pair 3 5 6
pair 4 7 8
pair 5 9 10 fen "W:WK46,K47:BK1"
pair 6 11 12
start all
wait 30
move 1 32-28
wait 45
move 1 19-23
wait 20
move 1 28x19
wait 10
move 1 14x23
penalty 1 black warn "accomodo not announced"
move 2 32-28
move 2 19-23
illegal 2 31-27
move 2 23x32x21
move 3 32-28
wait 1m
restart 3 orientation
move 3 31-27
move 4 33-29
offer 4 white
accept 4
move 5 46-41
move 5 1-6
move 5 41-46
move 5 6-1
move 5 46-41
move 5 1-6
move 5 41-46
move 5 6-1
claim 5 black repetition
move 1 37-32
resign 1 black
result 6 0-0 "both refused to play"
SCRIPT

"$cli" run "$tmp/event.txt" --pdn >"$tmp/round-1.pdn" || { echo "FAIL: run --pdn"; fail=1; }
"$cli" run "$tmp/event.txt" --pgn >"$tmp/same.pdn" || fail=1
cmp -s "$tmp/round-1.pdn" "$tmp/same.pdn" || { echo "FAIL: --pgn and --pdn differ"; fail=1; }
valid "$tmp/round-1.pdn" 6
f=$tmp/round-1.pdn
[ "$(grep -c '^\[GameType "20"\]$' "$f")" = 6 ] || { echo "FAIL: not a GameType tag a game"; fail=1; }
[ "$(grep -c '^\[Event "Open di Roma"\]$' "$f")" = 6 ] || { echo "FAIL: not an Event tag a game"; fail=1; }
for tag in '[Site "Roma ITA"]' '[Date "2026.11.22"]' '[Round "1"]' \
    '[White "Rossi, Marco"]' '[Black "Bianchi, Giulia"]' '[Result "2-0"]' \
    '[Result "1-1"]' '[Result "0-0"]' '[TimeControl "7200"]' \
    '[FEN "W:WK46,K47:BK1"]' '[FEN "B:W27,28,33-50:B1-18,20,23"]'; do
	checkx "$f" "$tag"
done
grep -q '1/2\|\[%clk ' "$f" && { echo "FAIL: PGN's results or clock in the PDN"; fail=1; }
# Board 1: the clocks after 30, 45, 20 and 10 seconds; the warning after
# the move it followed; the resignation: 2-0 after the moves.
check "$f" '1. 32-28 {[%clock w1:59:30]} 19-23 {[%clock b1:59:15]} 2. 28x19'
check "$f" '{[%clock w1:59:10]} 14x23 {[%clock b1:59:05]} {arbiter '
check "$f" '{arbiter offender black: accomodo not announced}'
# Issue 29.7: "arbiter" once where the rules leave the penalty to him.
grep -q 'arbiter arbiter' "$f" && { echo "FAIL: 'arbiter arbiter' in the PDN"; fail=1; }
check "$f" '{2-0, article 6.2.1} 2-0'
# Board 2: the irregular 31-27 stood once Black moved (5.9): the record
# starts from the board it left, Black's second move.
checkx "$f" '{from the board an illegal move as made left, which stood, article 5.9}'
check "$f" '2... 23x21 {[%clock b2:00:00]} *'
# Board 3: restarted (5.2) after a minute: White's time used stays.
check "$f" '{restarted, article 5.2} 1. 31-27 {[%clock w1:58:15]} *'
# Boards 4-6: agreement with the offer marked, repetition, both lost.
check "$f" '1. 33-29 {[%clock w1:57:15]} {(=)} {1-1, article 6.3a} 1-1'
check "$f" '{[%clock b2:00:00]} {1-1, article 6.3b}'
check "$f" "{0-0, the arbiter's ruling} 0-0"

# A loss on time (6.2.4), and White's resignation: 0-2.
cat >"$tmp/flag.txt" <<'SCRIPT'
event "Blitz" rules fid-draughts game draughts
tc "60"
player 1 "White Player"
player 2 "Black Player"
player 3 "Third Player"
player 4 "Fourth Player"
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
start all
wait 5
move 1 32-28
resign 2 white
wait 61
flag 1 black
SCRIPT
"$cli" run "$tmp/flag.txt" --pdn >"$tmp/flag.pdn" || fail=1
valid "$tmp/flag.pdn" 2
checkx "$tmp/flag.pdn" '[Result "2-0"]'
checkx "$tmp/flag.pdn" '[Termination "time forfeit"]'
check "$tmp/flag.pdn" '1. 32-28 {[%clock w0:00:55]} {2-0, article 6.2.4} 2-0'
checkx "$tmp/flag.pdn" '[Result "0-2"]'
checkx "$tmp/flag.pdn" '{0-2, article 6.2.1} 0-2'

# A chess event keeps PGN: the kind, not the option, chooses.
printf '%s\n' 'event "Chess" rules fide-2005' 'tc "5400"' 'player 1 "A"' \
    'player 2 "B"' 'round 1 date 2026-11-22 start 15:00' 'pair 1 1 2' \
    'start 1' 'move 1 e4' 'resign 1 black' >"$tmp/chess.txt"
"$cli" run "$tmp/chess.txt" --pdn >"$tmp/chess.pgn" || fail=1
checkx "$tmp/chess.pgn" '[Result "1-0"]'
check "$tmp/chess.pgn" '1. e4 {[%clk 1:30:00]}'
grep -q GameType "$tmp/chess.pgn" && { echo "FAIL: a GameType in PGN"; fail=1; }
valid "$tmp/chess.pgn" 1

[ $fail = 0 ] && echo "draughts-export: ok"
exit $fail
