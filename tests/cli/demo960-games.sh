#!/bin/sh
# demo960-games.sh: the Chess960 demo's bundled games (issue 30) are what
# tests/cli/gen_demo960 writes, byte for byte, so that the file's header
# ("generated playouts") is true; and the rules core reads them back
# under their [Variant "Chess960"] and [FEN]: every move legal but the one
# stood illegal move board 3 is bundled for (13. Kf2, into check), and
# O-O played from both starts.
set -u
gen=${top_builddir:-.}/tests/cli/gen_demo960
cli=${top_builddir:-.}/src/cli/arbiter-cli
pgn=${top_srcdir:-.}/conf/demo-chess960-games.pgn
tmp=$(mktemp -d "${TMPDIR:-/tmp}/demo960.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

"$gen" > "$tmp/games.pgn" || { echo "FAIL: gen_demo960 failed"; exit 1; }
cmp -s "$tmp/games.pgn" "$pgn" ||
    { echo "FAIL: $pgn is not gen_demo960's output"; fail=1; }
"$cli" validate "$pgn" > "$tmp/out" 2>&1
grep -q '^games 8, plies [0-9]*, errors 1,' "$tmp/out" ||
    { echo "FAIL: validate: $(head -1 "$tmp/out")"; fail=1; }
grep -q "game 3 .*move 13: 'Kf2': illegal move" "$tmp/out" ||
    { echo "FAIL: board 3's illegal move is not the one error"; fail=1; }
for start in 35 96; do
	awk -v s="start $start" '/^\[Source/ { on = index($0, s) > 0 }
	    on && / O-O / { found = 1 } END { exit !found }' "$pgn" ||
	    { echo "FAIL: no O-O from start $start"; fail=1; }
done
[ $fail -eq 0 ] && echo "demo960-games: the generator's bundle, read back"
exit $fail
