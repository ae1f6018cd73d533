#!/bin/sh
# Issue 29.3: TRF-16 of an event not scored 1, 1/2, 0 (chess 3-1-0,
# draughts 2-1-0).  TRF-16 has no record for the scale, so 'arbiter-cli
# trf-out' writes the points column on 1, 1/2, 0, what bbpPairings
# checks against the codes ("The score for player 1 does not match the
# game results" before), and says so on standard error.  Skipped (77)
# without ../shared/tools/bbppairings.
set -u
bbp=${SHARED_DATA:-}/../tools/bbppairings/bbpPairings.exe
[ -n "${SHARED_DATA:-}" ] && [ -x "$bbp" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=${TMPDIR:-/tmp}/trf-scale.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

cat >"$tmp/event.txt" <<'EOF'
event "Open" rules fide-2023 points 3 1 0
tc "5400"
player 1 "Rossi, Anna" rating 2150
player 2 "Bianchi, Luca" rating 2000
player 3 "Verdi, Carla" rating 1950
player 4 "Neri, Dario" rating 1900
round 1 date 2026-11-22 start 15:00
pair 1 1 3
pair 2 4 2
result 1 1-0 "arbiter"
result 2 1/2-1/2 "arbiter"
EOF
for out in file stdout; do
	f=$tmp/event-$out.trf
	if [ $out = file ]; then
		"$cli" trf-out "$tmp/event.txt" --format 16 -o "$f" 2>"$tmp/err"
	else
		"$cli" trf-out "$tmp/event.txt" --format 16 >"$f" 2>"$tmp/err"
	fi || { fail "trf-out ($out): $(cat "$tmp/err")"; continue; }
	grep -q "TRF-16 has no record for the event's points" "$tmp/err" ||
	    fail "trf-out ($out) said nothing of the scale: $(cat "$tmp/err")"
	[ "$(wc -l <"$tmp/err")" -eq 1 ] ||
	    fail "trf-out ($out): more than one line: $(cat "$tmp/err")"
	echo "XXR 3" >>"$f"
	"$bbp" --dutch "$f" -p "$tmp/pairs" >"$tmp/out" 2>&1 ||
	    fail "bbpPairings refused our TRF-16 ($out): $(cat "$tmp/out")"
done
# TRF-2026 says the scale (162) and warns of nothing.
"$cli" trf-out "$tmp/event.txt" --format 2026 >"$tmp/f26" 2>"$tmp/err" ||
    fail "trf-out 2026: $(cat "$tmp/err")"
[ -s "$tmp/err" ] && fail "trf-out 2026 warned: $(cat "$tmp/err")"
grep -q '^162' "$tmp/f26" || fail "TRF-2026 without 162"
exit $status
