#!/bin/sh
# Issue 29.4: byes through the pairing program and back.  An event with
# a pairing-allocated bye, a half-point, a zero-point and a full-point
# bye ('bye') is written by 'arbiter-cli trf-out' (TRF-16, and TRF-2026
# without 299), paired by bbpPairings for round 3, read back by
# 'arbiter-cli trf' as 'bye' commands, and the event rebuilt from the
# file's commands has the same standings as the event.  Skipped (77)
# without ../shared/tools/bbppairings.
set -u
bbp=${SHARED_DATA:-}/../tools/bbppairings/bbpPairings.exe
[ -n "${SHARED_DATA:-}" ] && [ -x "$bbp" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
flat=${top_builddir:-.}/tests/scenarios/jsonflat
tmp=${TMPDIR:-/tmp}/trf-byes.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

cat >"$tmp/event.txt" <<'EOF'
event "Open" rules fide-2023
tc "5400"
player 1 "Rossi, Anna" rating 2150
player 2 "Bianchi, Luca" rating 2000
player 3 "Verdi, Carla" rating 1950
player 4 "Neri, Dario" rating 1900
player 5 "Gialli, Elena" rating 1850
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
bye 5 pab
result 1 1-0 "arbiter"
result 2 1/2-1/2 "arbiter"
round 2 date 2026-11-23 start 15:00
bye 1 half
bye 2 zero
pair 1 5 3
bye 4 full
result 1 0-1 "arbiter"
EOF
"$cli" run "$tmp/event.txt" --json | "$flat" | grep -E '^standings\[[0-9]\]\.(id|points) ' >"$tmp/want" ||
    fail "the event does not run"
for format in 16 2026; do
	f=$tmp/event-$format.trf
	no299=; [ $format = 2026 ] && no299=--no-299
	"$cli" trf-out "$tmp/event.txt" --format $format $no299 -o "$f" \
	    2>"$tmp/err" || { fail "trf-out $format: $(cat "$tmp/err")"; continue; }
	grep -q '0000 - U' "$f" && grep -q '0000 - H' "$f" &&
	    grep -q '0000 - F' "$f" || fail "TRF-$format without its byes"
	echo "XXR 3" >>"$f"
	"$bbp" --dutch "$f" -p "$tmp/pairs-$format" >"$tmp/out" 2>&1 ||
	    fail "bbpPairings refused our TRF-$format: $(cat "$tmp/out")"
	# Round by round from the file, with each round's results as the
	# event had them: the same standings.
	"$cli" trf "$f" 1 | grep '^player ' >"$tmp/rebuilt.txt"
	for r in 1 2; do
		"$cli" trf "$f" $r >"$tmp/r$r" 2>"$tmp/err" ||
		    fail "TRF-$format round $r read back: $(cat "$tmp/err")"
		grep -v '^player ' "$tmp/r$r" >>"$tmp/rebuilt.txt"
		sed -n "/^round $r/,/^round/p" "$tmp/event.txt" |
		    grep '^result' >>"$tmp/rebuilt.txt"
	done
	grep -qx 'bye 5 pab' "$tmp/r1" || fail "TRF-$format round 1: no 'bye 5 pab'"
	for b in 'bye 1 half' 'bye 2 zero' 'bye 4 full'; do
		grep -qx "$b" "$tmp/r2" || fail "TRF-$format round 2: no '$b'"
	done
	{ printf 'event "Open" rules fide-2023\ntc "5400"\n'
	  cat "$tmp/rebuilt.txt"; } >"$tmp/rebuilt-event.txt"
	"$cli" run "$tmp/rebuilt-event.txt" --json 2>"$tmp/err" | "$flat" | grep -E '^standings\[[0-9]\]\.(id|points) ' >"$tmp/got" ||
	    fail "TRF-$format rebuilt: $(cat "$tmp/err")"
	cmp -s "$tmp/want" "$tmp/got" ||
	    fail "TRF-$format rebuilt: other standings: $(diff "$tmp/want" "$tmp/got")"
done
exit $status
