#!/bin/sh
# Issue 29.8: a 39-player Swiss (an odd field: a bye every round) paired
# by bbpPairings (FIDE Dutch) from our TRF, round after round: round 1 as
# the Dutch system pairs it, rounds 2-4 by bbpPairings from 'arbiter-cli
# trf-out' (TRF-16 and TRF-2026, names with accented letters), its pairs
# ('pair', and 'bye ... pab' for its bye) taken by the event, the results
# played; at the end bbpPairings' own check (-c) finds every round's
# pairings the Dutch system's.  Skipped (77) without
# ../shared/tools/bbppairings.
set -u
bbp=${SHARED_DATA:-}/../tools/bbppairings/bbpPairings.exe
[ -n "${SHARED_DATA:-}" ] && [ -x "$bbp" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=${TMPDIR:-/tmp}/trf-bbp-rounds.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
fail() { echo "FAIL: $*"; status=1; }

for format in 16 2026; do
	ev=$tmp/event-$format.txt
	{
		echo 'event "Open Ü" rules fide-2023'
		echo 'tc "5400+30"'
		# 39 players: an odd field, so that every round has a bye.
		awk 'BEGIN {
			split("Müller Ødegaard Núñez Dvořák Søren Ćosić Łukasz Åberg Ferrández Çelik", a, " ")
			for (i = 1; i <= 39; i++)
				printf "player %d \"%s, Player %02d\" rating %d\n", i, a[(i - 1) % 10 + 1], i, 2400 - 10 * i
		}' </dev/null
		echo 'round 1 date 2026-11-22 start 15:00'
		awk 'BEGIN { for (b = 1; b <= 19; b++) printf "pair %d %d %d\n", b, b % 2 ? b : b + 19, b % 2 ? b + 19 : b
			print "bye 39 pab" }' </dev/null
	} >"$ev"
	# Results: White wins on odd boards, a draw on even ones, a loss on
	# every fifth: varied scores, the same each run.
	results() {
		awk -v n="$1" 'BEGIN { for (b = 1; b <= n; b++)
			printf "result %d %s \"arbiter\"\n", b, b % 5 == 0 ? "0-1" : b % 2 ? "1-0" : "1/2-1/2" }' </dev/null
	}
	results 19 >>"$ev"
	for r in 2 3 4; do
		f=$tmp/r$r-$format.trf
		no299=; [ $format = 2026 ] && no299=--no-299
		"$cli" trf-out "$ev" --format $format $no299 -o "$f" 2>/dev/null ||
		    { fail "trf-out round $r ($format)"; break; }
		echo "XXR 4" >>"$f"
		if ! "$bbp" --dutch "$f" -p "$tmp/pairs" >"$tmp/out" 2>&1; then
			fail "bbpPairings refused our TRF-$format before round $r: $(cat "$tmp/out")"
			break
		fi
		echo "round $r date 2026-11-2$((r + 1)) start 15:00" >>"$ev"
		awk 'NR > 1 { if ($2 == 0) printf "bye %d pab\n", $1;
			else printf "pair %d %d %d\n", ++b, $1, $2 }' "$tmp/pairs" >>"$ev"
		results "$(awk 'NR > 1 && $2 != 0' "$tmp/pairs" | wc -l)" >>"$ev"
		"$cli" run "$ev" >/dev/null 2>"$tmp/err" ||
		    { fail "round $r's pairings ($format): $(head -n3 "$tmp/err")"; break; }
	done
	"$cli" trf-out "$ev" --format $format $no299 -o "$tmp/final.trf" 2>/dev/null
	echo "XXR 4" >>"$tmp/final.trf"
	if "$bbp" --dutch "$tmp/final.trf" -c >"$tmp/check" 2>&1; then
		echo "ok - TRF-$format: rounds 2-4 paired by bbpPairings, its check agrees"
	else
		fail "TRF-$format: bbpPairings' check: $(head -n5 "$tmp/check")"
	fi
done
exit $status
