#!/bin/sh
# chess960-export.sh: PGN export of a Chess960 game (2023 Guidelines II):
# [Variant "Chess960"], [SetUp "1"] and the start's X-FEN, always (518
# too), the castlings written O-O (II.3), and the record read back by
# the rules core's own reader; a game of chess names no variant.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
dir=${top_srcdir:-.}/tests/scenarios
tmp=${TMPDIR:-/tmp}/chess960-export.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {	# file text
	grep -qF -- "$2" "$1" || { echo "FAIL: $(basename "$1") lacks '$2'"; fail=1; }
}
"$cli" run "$dir/II-chess960-castle-repetition.txt" --pgn >"$tmp/rep.pgn" || fail=1
check "$tmp/rep.pgn" '[Variant "Chess960"]'
check "$tmp/rep.pgn" '[SetUp "1"]'
check "$tmp/rep.pgn" '[FEN "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w KQkq - 0 1"]'
check "$tmp/rep.pgn" '2. O-O {[%clk 1:31:00]}'
check "$tmp/rep.pgn" '[Result "1/2-1/2"]'
out=$("$cli" validate "$tmp/rep.pgn") || { echo "FAIL: rep.pgn does not validate: $out"; fail=1; }
case $out in *"plies 12, errors 0"*) ;; *) echo "FAIL: rep.pgn read back as '$out'"; fail=1 ;; esac
# Without its Variant the castling position is no chess FEN: the tag is
# what makes the record readable.
grep -v '^\[Variant ' "$tmp/rep.pgn" >"$tmp/novariant.pgn"
if "$cli" validate "$tmp/novariant.pgn" >/dev/null 2>&1; then
	echo "FAIL: the record validates without its Variant tag"; fail=1
fi
# The adjourned game: the sealed O-O, opened and played, then Black's.
"$cli" run "$dir/II-chess960-adjourned.txt" --pgn >"$tmp/adj.pgn" || fail=1
check "$tmp/adj.pgn" '[Variant "Chess960"]'
"$cli" validate "$tmp/adj.pgn" >/dev/null || { echo "FAIL: adj.pgn does not validate"; fail=1; }
# 518, Art. 2's position: a Chess960 game still gives its FEN (II.1).
sed -e 's/ start 96$/ start 518/' -e '/^move /d' -e '/^claim /d' \
    "$dir/II-chess960-castle-repetition.txt" >"$tmp/s518.txt"
echo 'move 1 e4' >>"$tmp/s518.txt"
"$cli" run "$tmp/s518.txt" --pgn >"$tmp/s518.pgn" || fail=1
check "$tmp/s518.pgn" '[FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"]'
check "$tmp/s518.pgn" '[Variant "Chess960"]'
"$cli" validate "$tmp/s518.pgn" >/dev/null || { echo "FAIL: s518.pgn does not validate"; fail=1; }
# Chess is unchanged: no Variant, no FEN from the ordinary start.
"$cli" run "$dir/9.1a-offer-with-move.txt" --pgn >"$tmp/chess.pgn" || fail=1
if grep -q '^\[Variant \|^\[FEN ' "$tmp/chess.pgn"; then
	echo "FAIL: a game of chess names a variant or a FEN"; fail=1
fi
exit $fail
