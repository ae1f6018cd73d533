#!/bin/sh
# The first 1,000 games of the shared master corpus, written by arbiter-cli
# itself (validate --write OUT --write-lang L, from PGN's English SAN) in
# the letters of each language of the 2001 booklet's table (E3), then read
# back with that language declared (validate --lang L --rewrite): no game
# flagged, and each game read as written: written again, the file comes
# out byte for byte the same (a move misread as another legal one would
# be written otherwise).  Dutch is the hard one (P is its knight, and
# English's pawn), with Estonian (R, the knight), Russian (K, the knight)
# and the pawn letter B of German and the Nordic languages.  Skipped (77)
# without the shared data.
set -u
data=${SHARED_DATA:-}
corpus=$data/chess/games/master-corpus.pgn
[ -n "$data" ] && [ -f "$corpus" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=${TMPDIR:-/tmp}/lang-shared.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
want="games 1000, plies 83921, errors 0,"
status=0

awk '/^\[Event /{ n++ } n > 1000 { exit } { print }' "$corpus" >"$tmp/en.pgn"
for l in it de fr es nl pt ro sv no da fi cs pl hu is et eo ru; do
	if ! "$cli" validate "$tmp/en.pgn" --write "$tmp/$l.pgn" \
	    --write-lang "$l" >"$tmp/out" 2>&1 || ! grep -q "^$want" "$tmp/out"; then
		echo "FAIL $l: writing: $(head -3 "$tmp/out")"
		status=1
		continue
	fi
	"$cli" validate "$tmp/$l.pgn" --lang "$l" --rewrite \
	    --write "$tmp/$l.again.pgn" >"$tmp/out" 2>"$tmp/err"
	if [ $? -ne 0 ] || ! grep -q "^$want" "$tmp/out"; then
		echo "FAIL $l: $(cat "$tmp/out"); $(grep -c . "$tmp/err") flagged"
		head -3 "$tmp/err"
		status=1
	elif ! cmp -s "$tmp/$l.pgn" "$tmp/$l.again.pgn"; then
		echo "FAIL $l: read back as other moves"
		diff "$tmp/$l.pgn" "$tmp/$l.again.pgn" | head -6
		status=1
	else
		echo "ok $l: $(cat "$tmp/out")"
	fi
done
exit $status
