#!/bin/sh
# arbiter-cli's rules-core commands on international draughts (--game
# draughts, or by the record file's kind), with data of our own only:
# perft from the start position to depth 6 (the counts of the core's unit
# test, tests/unit/test_draughts.c), perft-suite on tests/data's suite,
# validate on tests/data/draughts-games.pdn (a good game and one with an
# illegal move: exit status and message), the kind taken from a .pdn name
# and from a [GameType "20"] tag, and san's round trip.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
data=${top_srcdir:-.}/tests/data
tmp=$(mktemp -d "${TMPDIR:-/tmp}/draughts-cli.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0

fail() {
	echo "FAIL: $*"
	failed=1
}

# expect_rc WANT CMD...: run CMD (stdout to $tmp/out, stderr to $tmp/err).
expect_rc() {
	want=$1
	shift
	"$@" >"$tmp/out" 2>"$tmp/err"
	rc=$?
	[ "$rc" = "$want" ] || { fail "'$*': exit $rc, want $want"; sed 's/^/  /' "$tmp/err"; }
}

# has FILE TEXT: FILE holds the line TEXT.
has() {
	grep -qxF -- "$2" "$1" || { fail "want '$2' in $1, got:"; sed 's/^/  /' "$1"; }
}

# perft from the start position, depths 1-6 (Art. 2.8, 3, 4).
d=1
for n in 9 81 658 4265 27117 167140; do
	expect_rc 0 "$cli" perft $d --game draughts
	has "$tmp/out" "nodes $n"
	d=$((d + 1))
done
# The same with the FEN given, and a divide in the long form.
expect_rc 0 "$cli" perft 3 W:W31-50:B1-20 --game draughts
has "$tmp/out" "nodes 658"
expect_rc 0 "$cli" perft 2 W:WK3:B9,16,28,31,33 --game draughts --divide
has "$tmp/out" "3x14x37x26: 3"
has "$tmp/out" "3x20x42x26: 3"
has "$tmp/out" "nodes 6"
expect_rc 2 "$cli" perft 1 W:W31-50:B1-51 --game draughts
grep -q "perft: .* at byte" "$tmp/err" || fail "a bad FEN is not named"

# perft-suite: every count matches; a wrong count is reported.
expect_rc 0 "$cli" perft-suite "$data/draughts-perft.epd" --game draughts
grep -q "^4 positions, 20 counts checked, 0 mismatches" "$tmp/out" || fail "perft-suite: $(cat "$tmp/out")"
echo "W:W31-50:B1-20 ;D1 9 ;D2 80" >"$tmp/bad.epd"
expect_rc 1 "$cli" perft-suite "$tmp/bad.epd" --game draughts
grep -q "depth 2: expected 80, got 81" "$tmp/out" || fail "perft-suite mismatch: $(cat "$tmp/out")"

# validate: the first illegal move of each game, by --game, by the .pdn
# name, and by the GameType tag of a file with another name.
want1="games 2, plies 26, errors 1"
want2=":game 2 (Verdi, Anna-Neri, Carla):move 2: '33-29': a capture is compulsory"
cp "$data/draughts-games.pdn" "$tmp/games.pdn"
cp "$data/draughts-games.pdn" "$tmp/games.txt"
for args in "$tmp/games.pdn --game draughts" "$tmp/games.pdn" \
    "$tmp/games.txt" "$tmp/games.pdn --rewrite" "$tmp/games.txt --lang it"; do
	# shellcheck disable=SC2086
	expect_rc 1 "$cli" validate $args
	grep -q "^$want1," "$tmp/out" || fail "validate $args: $(cat "$tmp/out")"
	grep -qF -- "$want2" "$tmp/err" || fail "validate $args: $(cat "$tmp/err")"
	[ "$(wc -l <"$tmp/err")" -eq 1 ] || fail "validate $args: more than one error"
done
# The good game alone passes.
awk '/^\[Event/ { n++ } n < 2' "$data/draughts-games.pdn" >"$tmp/good.pdn"
expect_rc 0 "$cli" validate "$tmp/good.pdn"
grep -q "^games 1, plies 24, errors 0," "$tmp/out" || fail "good game: $(cat "$tmp/out")"
# Read as chess, the PDN moves are not moves.
expect_rc 1 "$cli" validate "$tmp/games.txt" --game chess

# san: every form reads back as the same move; refusals say why.
expect_rc 0 "$cli" san startpos 32-28 --game draughts
has "$tmp/out" "32-28"
expect_rc 0 "$cli" san W:W15:B9,10 15:4:13 --game draughts
[ "$(sed -n 1p "$tmp/out")" = 15x13 ] || fail "san short form: $(cat "$tmp/out")"
[ "$(sed -n 3p "$tmp/out")" = 15x4x13 ] || fail "san long form: $(cat "$tmp/out")"
for text in $(cat "$tmp/out"); do
	expect_rc 0 "$cli" san W:W15:B9,10 "$text" --game draughts
	[ "$(sed -n 1p "$tmp/out")" = 15x13 ] || fail "san '$text' reads back as $(sed -n 1p "$tmp/out")"
done
expect_rc 1 "$cli" san W:WK3:B9,16,28,31,33 3x26 --game draughts
grep -qF "'3x26': ambiguous move: 3x14x37x26, 3x20x42x26" "$tmp/err" || fail "ambiguous: $(cat "$tmp/err")"
expect_rc 0 "$cli" san W:WK3:B9,16,28,31,33 3x20x42x26 --game draughts
has "$tmp/out" "3x20x42x26"
expect_rc 1 "$cli" san W:W28:B23,3 28-22 --game draughts
grep -qF "a capture taking more is compulsory" "$tmp/err" || fail "majority: $(cat "$tmp/err")"
expect_rc 1 "$cli" san startpos 2-7 --game draughts
grep -qF "no piece of the side to move there" "$tmp/err" || fail "no piece: $(cat "$tmp/err")"

# --help names the game.
expect_rc 0 "$cli" --help
grep -q "draughts" "$tmp/out" || fail "--help does not mention draughts"

[ $failed = 0 ] && echo "draughts-cli: ok"
exit $failed
