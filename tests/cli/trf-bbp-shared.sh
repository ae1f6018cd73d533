#!/bin/sh
# Our TRF read by the pairing program arbiters use (issue 29.1): an event
# whose players' names have accented letters, written by 'arbiter-cli
# trf-out' in TRF-16 and TRF-2026 (less its 299 records), is paired for
# its next round by bbpPairings (FIDE Dutch), which counts columns in
# characters and refuses the whole file when a name shifts them; the file
# also reads back through 'arbiter-cli trf'.  Skipped (77) without
# ../shared/tools/bbppairings.
set -u
bbp=${SHARED_DATA:-}/../tools/bbppairings/bbpPairings.exe
[ -n "${SHARED_DATA:-}" ] && [ -x "$bbp" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=${TMPDIR:-/tmp}/trf-bbp.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

cat >"$tmp/event.txt" <<'EOS'
event "Open" rules fide-2023
tc "5400"
player 1 "Müller, Jürgen" rating 2150 fed GER fide-id 4600001
player 2 "Rossi, Anna" rating 2000 fed ITA fide-id 860001
player 3 "Sørensen, Æble" rating 1950 fed DEN
player 4 "Bianchi, Luca" rating 1900 fed ITA
player 5 "Ferrández, Núñez" rating 1850 fed ESP
player 6 "Dvořák, Čestmír" rating 1800 fed CZE
round 1 date 2026-11-22 start 15:00
pair 1 1 4
pair 2 5 2
pair 3 3 6
result 1 1-0 "arbiter"
result 2 0-1 "arbiter"
result 3 1/2-1/2 "arbiter"
EOS
for format in 16 2026; do
	f=$tmp/event-$format.trf
	no299=; [ $format = 2026 ] && no299=--no-299
	"$cli" trf-out "$tmp/event.txt" --format $format $no299 -o "$f" \
	    2>"$tmp/err" || { fail "trf-out $format: $(cat "$tmp/err")"; continue; }
	echo "XXR 3" >>"$f"
	if ! "$bbp" --dutch "$f" -p "$tmp/pairs-$format" >"$tmp/out" 2>&1; then
		fail "bbpPairings refused our TRF-$format: $(cat "$tmp/out")"
		continue
	fi
	# The first line is the number of games: three for six players.
	[ "$(head -n1 "$tmp/pairs-$format")" = 3 ] ||
	    fail "TRF-$format: bbpPairings paired $(head -n1 "$tmp/pairs-$format") games"
	"$cli" trf "$f" 1 >"$tmp/back" 2>"$tmp/err" ||
	    fail "TRF-$format read back: $(cat "$tmp/err")"
	grep -q '^player 6 "Dvořák, Čestmír" rating 1800 fed CZE' "$tmp/back" ||
	    fail "TRF-$format read back: $(grep '^player 6' "$tmp/back")"
done
exit $status
