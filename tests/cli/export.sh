#!/bin/sh
# PGN export ('arbiter-cli run --pgn'): the whole-game scenario and a draw
# offer come out as PGN the rules core's own reader validates, with the
# [%clk] values computed by hand in tests/scenarios/6.2-whole-game-*.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
dir=${top_srcdir:-.}/tests/scenarios
tmp=${TMPDIR:-/tmp}/export.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {	# file text
	grep -qF -- "$2" "$1" || { echo "FAIL: $(basename "$1") lacks '$2'"; fail=1; }
}
"$cli" run "$dir/6.2-whole-game-40-5400-30.txt" --pgn >"$tmp/game.pgn" || fail=1
"$cli" validate "$tmp/game.pgn" >/dev/null || { echo "FAIL: the PGN does not validate"; fail=1; }
check "$tmp/game.pgn" '[Result "0-1"]'
check "$tmp/game.pgn" '[TimeControl "40/5400+30:1800+30"]'
check "$tmp/game.pgn" '[Termination "normal"]'
# 5400 - 60 + 30 = 5370 s; 5400 - 90 + 30 = 5340 s
check "$tmp/game.pgn" '1. Nf3 {[%clk 1:29:30]} 1... Nf6 {[%clk 1:29:00]}'
# 40th move: 3000 s left + 1800 s of the second period = 1:20:00 (6.2b)
check "$tmp/game.pgn" '40. Ng1'
check "$tmp/game.pgn" '{[%clk 1:20:00]} 40... Ng8 {[%clk 1:20:00]}'
# The mate needs no press (6.8a): 4630 - 200 = 4430 s, no increment.
check "$tmp/game.pgn" '42... Qh4# {[%clk 1:13:50]} {0-1, article 5.1a}'
"$cli" run "$dir/9.1a-offer-with-move.txt" --pgn >"$tmp/offer.pgn" || fail=1
check "$tmp/offer.pgn" '1. e4 {[%clk 1:30:30]} {(=)}'
check "$tmp/offer.pgn" '[Termination "unterminated"]'
"$cli" run "$dir/12.2b-phone.txt" --pgn >"$tmp/phone.pgn" || fail=1
check "$tmp/phone.pgn" '[Result "*"]'
check "$tmp/phone.pgn" '{arbiter 12.2b offender black: phone} {pending 12.2b}'
"$cli" validate "$tmp/offer.pgn" >/dev/null || { echo "FAIL: offer.pgn does not validate"; fail=1; }
# 2023: what a ruling did, as comments (issue 25 item 7): an incorrect
# claim (9.5.3), an illegal move counted (7.5.5), the adjournment's steps.
"$cli" run "$dir/2023-rulings-said.txt" --pgn >"$tmp/said.pgn" || fail=1
"$cli" validate "$tmp/said.pgn" >/dev/null || { echo "FAIL: said.pgn does not validate"; fail=1; }
check "$tmp/said.pgn" '1... Nf6 {[%clk 1:30:00]} {arbiter 9.5.3 incorrect claim: black +2:00}'
check "$tmp/said.pgn" '{arbiter 7.5.5 illegal move: white +2:00}'
tr '\n' ' ' <"$tmp/said.pgn" >"$tmp/said.one"
check "$tmp/said.one" '2... Ng8 {[%clk 1:32:00]} {adjourned, White sealed move 3, article I.1.1} {envelope: resumption 2026-11-23 10:00, Room 2, article I.2} {resumed, article I.5; the envelope opened, article I.7} 3. Nf3'
# A rapid illegal move claimed (2023 A.5.2): the opponent's minute.
cat >"$tmp/rapid.txt" <<'EOF2'
event "Rapid" rules fide-2023
tc "1500+10"
player 1 "A"
player 2 "B"
round 1 date 2026-11-22 start 15:00
pair 1 1 2
start 1
move 1 e4
illegal 1 Ke8-e6
claim 1 white illegal
EOF2
"$cli" run "$tmp/rapid.txt" --pgn >"$tmp/rapid.pgn" || fail=1
check "$tmp/rapid.pgn" '1. e4 {[%clk 0:25:10]} {arbiter A.5.2 illegal move: white +1:00}'
# Appendix A: a game adjourned in round 1 and finished in round 3 is
# round 1's, of its date (the script's refusals are its own: exit 1).
"$cli" run "$dir/A-adjourned-outlives-round.txt" --pgn >"$tmp/kept.pgn" 2>/dev/null
check "$tmp/kept.pgn" '[Date "2026.11.22"]'
check "$tmp/kept.pgn" '[Round "1"]'
check "$tmp/kept.pgn" '[Board "2"]'
check "$tmp/kept.pgn" '2. Nf3 {[%clk 1:30:00]} {1-0, article 5.1.2}'
# TRF-16 (trf-out's writer): the round's block at columns 92-99, points
# at 81-84; 13.4e makes a draw without a move 0-1/2, written as the
# unrated L and D; a forfeit is + and -.
"$cli" run "$dir/13.4e-fewer-points.txt" --trf >"$tmp/trf" || fail=1
"$cli" run "$dir/arbiter-forfeit.txt" --trf >>"$tmp/trf" || fail=1
awk 'substr($0, 1, 3) == "001" { print substr($0, 5, 4) "|" substr($0, 81, 4) "|" substr($0, 92, 8) }' \
    "$tmp/trf" >"$tmp/cols"
printf '%s\n' '   1| 0.0|   2 w L' '   2| 0.5|   1 b D' '   1| 1.0|   2 w +' '   2| 0.0|   1 b -' >"$tmp/want"
cmp -s "$tmp/cols" "$tmp/want" || { echo "FAIL: TRF columns"; diff "$tmp/want" "$tmp/cols"; fail=1; }
check "$tmp/trf" '012 Scenario'
check "$tmp/trf" '042 2026/11/22'
# TRF-16 import: round 2's pairings of our own file, as commands, applied.
flat=${top_builddir:-.}/tests/scenarios/jsonflat
"$cli" trf "$dir/pairings.trf" 2 >"$tmp/pairings.txt" || fail=1
printf 'event "From TRF"\ntc "5400+30"\n' >"$tmp/head.txt"
"$cli" run "$tmp/head.txt" "$tmp/pairings.txt" --json | "$flat" >"$tmp/trf.flat" || fail=1
for want in 'games.length = 2' 'games[0].white.id = 2' 'games[0].black.id = 1' \
    'games[0].white.name = "Bianchi, \"Gigi\" Luigi"' 'games[1].white.id = 3' \
    'games[1].black.id = 5' 'round = 2' 'event.players = 5'; do
	grep -qxF -- "$want" "$tmp/trf.flat" || { echo "FAIL: TRF import lacks '$want'"; fail=1; }
done
check "$tmp/pairings.txt" 'player 3 "Weiss, Anna" rating 1890 fed GER fide-id 4654321'
check "$tmp/pairings.txt" 'bye 4 pab'
# Forfeits in the round asked are the arbiter's results, applied: a
# forfeit win (+/-) and a double forfeit (0-0, both lose).
{ printf '001    1 m    %-33s%44s   2 w +\n' One ''
  printf '001    2 m    %-33s%44s   1 b -\n' Two ''
  printf '001    3 m    %-33s%44s   4 w -\n' Three ''
  printf '001    4 m    %-33s%44s   3 b -\n' Four ''; } >"$tmp/forfeits.trf"
"$cli" trf "$tmp/forfeits.trf" 1 >"$tmp/forfeits.txt" || fail=1
"$cli" run "$tmp/head.txt" "$tmp/forfeits.txt" --json | "$flat" >"$tmp/forfeits.flat" || fail=1
for want in 'games[0].result = "+/-"' 'games[1].result = "0-0"' \
    'games[0].status = "finished"' 'games[1].white.id = 3'; do
	grep -qxF -- "$want" "$tmp/forfeits.flat" || { echo "FAIL: TRF forfeits lack '$want'"; fail=1; }
done
# The players' ratings as PGN's WhiteElo and BlackElo, for rated players.
"$cli" run "$tmp/head.txt" "$tmp/pairings.txt" --pgn >"$tmp/rated.pgn" || fail=1
check "$tmp/rated.pgn" '[WhiteElo "1890"]'
check "$tmp/rated.pgn" '[WhiteFideId "4654321"]'
# An adjourned game says so; the sealed move is nowhere before it is opened.
"$cli" run "$dir/A1a-adjourn-seal.txt" --pgn >"$tmp/adjourned.pgn" || fail=1
check "$tmp/adjourned.pgn" '{adjourned, White sealed move 2}'
grep -q 'Nf3' "$tmp/adjourned.pgn" && { echo "FAIL: the sealed move exported"; fail=1; }
"$cli" run "$dir/A5-resume.txt" --pgn >"$tmp/resumed.pgn" || fail=1
check "$tmp/resumed.pgn" '{resumed, the sealed move not yet opened}'
# The arbiter's own result is his ruling, not an article.
"$cli" run "$dir/arbiter-result.txt" --pgn >"$tmp/ruled.pgn" || fail=1
check "$tmp/ruled.pgn" "{1/2-0, the arbiter's ruling}"
"$cli" trf "$dir/pairings.trf" 0 >/dev/null 2>"$tmp/err"
rc=$?
if [ $rc -ne 2 ] || ! grep -qF "'0': not a round" "$tmp/err"; then
	echo "FAIL: round 0: exit $rc, said: $(cat "$tmp/err")"; fail=1
fi
# Standings (11.1) on a 3-1-0 scale over two rounds, as text and as the
# TRF's points: Alpha 6 from two wins, Charlie 1 and a game awaiting the
# arbiter (12.2b), Bravo and Delta 0.
"$cli" run "$dir/11.1-points-3-1-0.txt" --standings >"$tmp/standings"
check "$tmp/standings" 'Standings after round 2: win 3, draw 1, loss 0 (11.1)'
awk '/^ *[0-9]/ { print $1, $2, $3, $4, $5 }' "$tmp/standings" >"$tmp/ranks"
printf '%s\n' '1 1 6 2 0' '2 3 1 1 1' '3 2 0 2 0' '3 4 0 2 0' >"$tmp/want"
cmp -s "$tmp/ranks" "$tmp/want" || { echo "FAIL: standings"; diff "$tmp/want" "$tmp/ranks"; fail=1; }
# The 2023 Laws number the scoring 10.1 (issue 25, item 15).
sed 's/^event "Scenario" points 3 1 0$/event "Scenario" points 3 1 0 rules fide-2023/' \
    "$dir/11.1-points-3-1-0.txt" >"$tmp/points-2023.txt"
"$cli" standings "$tmp/points-2023.txt" >"$tmp/standings2023" 2>&1
check "$tmp/standings2023" 'Standings after round 2: win 3, draw 1, loss 0 (10.1)'
# C.07: the event's tie-breaks head their columns and rank equal points
# (Delta before Alpha on BH); C.04: a bye is marked after the name.
"$cli" run "$dir/C.07-tiebreaks.txt" --standings >"$tmp/tb" || fail=1
check "$tmp/tb" 'Equal points ranked by the tie-breaks (C.07): DE,BH,SB,WIN,ARO'
check "$tmp/tb" 'Rank   No.  Points      DE      BH      SB     WIN     ARO  Games'
awk '/^ *[0-9]/ { print $1, $2, $3, $4, $5, $6, $7, $8 }' "$tmp/tb" >"$tmp/ranks"
printf '1 4 1.5 0.5 2.5 1.75 1 1950\n2 1 1.5 0.5 1.5 0.75 1 1750\n3 2 1 0 1.5 0 1 1750\n4 3 0 0 2.5 0 0 1950\n' >"$tmp/want"
cmp -s "$tmp/ranks" "$tmp/want" || { echo "FAIL: tie-break standings"; diff "$tmp/want" "$tmp/ranks"; fail=1; }
head -n 26 "$dir/C.04-byes.txt" >"$tmp/byes26.txt"
"$cli" run "$tmp/byes26.txt" --standings 2>/dev/null >"$tmp/byes"
check "$tmp/byes" 'Alpha  (half-point bye)'
check "$tmp/byes" 'Delta  (full-point bye)'
check "$tmp/byes" 'Bravo  (zero-point bye)'
# 'standings SCRIPT' is the same table.
"$cli" standings "$dir/11.1-points-3-1-0.txt" >"$tmp/standings2"
cmp -s "$tmp/standings" "$tmp/standings2" || { echo "FAIL: 'standings' differs from 'run --standings'"; fail=1; }
# TRF-16 has no record for 3-1-0: its points column on 1, 1/2, 0, what
# pairing programs check, and the scale said on standard error.
"$cli" run "$dir/11.1-points-3-1-0.txt" --trf 2>"$tmp/err" |
    awk 'substr($0, 1, 3) == "001" { print substr($0, 5, 4) "|" substr($0, 81, 4) }' >"$tmp/cols"
printf '%s\n' '   1| 2.0' '   2| 0.0' '   3| 0.5' '   4| 0.0' >"$tmp/want"
cmp -s "$tmp/cols" "$tmp/want" || { echo "FAIL: TRF-16 points on 1, 1/2, 0"; diff "$tmp/want" "$tmp/cols"; fail=1; }
check "$tmp/err" "its points column is written on 1, 1/2, 0"
# 2023 12.9.8: Bravo, excluded from round 2, is in its TRF block as a
# zero bye and marked in the standings.
head -n 18 "$dir/2023-12.9.8-exclusion.txt" >"$tmp/excl.txt"
"$cli" run "$tmp/excl.txt" --trf 2>/dev/null |
    awk 'substr($0, 1, 3) == "001" { print substr($0, 5, 4) "|" substr($0, 102, 8) "|" }' >"$tmp/cols"
printf '%s\n' '   1|   3 w|' '   2|0000 - Z|' '   3|   1 b|' '   4|0000 - Z|' >"$tmp/want"
cmp -s "$tmp/cols" "$tmp/want" || { echo "FAIL: TRF exclusion"; diff "$tmp/want" "$tmp/cols"; fail=1; }
"$cli" run "$tmp/excl.txt" --standings 2>/dev/null >"$tmp/standings"
check "$tmp/standings" 'Bravo  (excluded from rounds 2-2, 12.9.8)'
# trf-out: the whole event, three rounds, as TRF-2026: a forfeit, a
# double forfeit, 1/2-0, a win without a move, half a point off (13.4f)
# in a 299 record and its twin without it, an exclusion (2023 12.9.8) and
# an expulsion as zero-point byes; read back by 'trf', round by round.
cat >"$tmp/event.txt" <<'EOF'
event "Open" site "Milano" rules fide-2023
tc "40/5400+30:1800+30"
player 1 "Alpha" rating 2100 fed ITA
player 2 "Bravo" rating 2000 fed ITA
player 3 "Charlie"
player 4 "Delta"
player 5 "Echo"
player 6 "Foxtrot"
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
pair 3 5 6
start all
move 1 e4
move 1 e5
offer 1 white
accept 1
penalty 1 white points -1/2 "conduct"
result 2 +/- "Delta absent"
result 3 0-0 "both absent"
round 2 date 2026-11-23 start 15:00
pair 1 3 1
pair 2 2 5
pair 3 6 4
start all
move 1 d4
move 1 d5
result 1 1/2-0 "arbiter"
move 2 e4
resign 2 black
penalty 4 exclude 1 "insulted the arbiter"
result 3 1-0 "ruled before a move"
round 3 date 2026-11-24
pair 1 1 5
pair 2 2 3
penalty 6 expel "fraud"
EOF
"$cli" trf-out "$tmp/event.txt" -o "$tmp/open.trf" 2>"$tmp/err" || fail=1
[ -s "$tmp/open-no299.trf" ] || { echo "FAIL: no twin without 299"; fail=1; }
grep -qF "open.trf has 1 abnormal-points records (299: 13.4e/f); pairing engines that refuse them (bbpPairings) read $tmp/open-no299.trf" "$tmp/err" ||
    { echo "FAIL: trf-out did not say why: $(cat "$tmp/err")"; fail=1; }
awk 'substr($0, 1, 3) == "001" { print substr($0, 5, 4) "|" substr($0, 81, 4) "|" substr($0, 92, 8) "|" substr($0, 102, 8) "|" substr($0, 112, 8) }' \
    "$tmp/open.trf" >"$tmp/cols"
printf '%s\n' '   1| 0.0|   2 w =|   3 b 0|   5 w' '   2| 1.5|   1 b =|   5 w 1|   3 w' \
    '   3| 1.5|   4 w +|   1 w =|   2 b' '   4| 0.0|   3 b -|   6 b L|0000 - Z' \
    '   5| 0.0|   6 w -|   2 b 0|   1 b' '   6| 1.0|   5 b -|   4 w W|0000 - Z' >"$tmp/want"
cmp -s "$tmp/cols" "$tmp/want" || { echo "FAIL: trf-out columns"; diff "$tmp/want" "$tmp/cols"; fail=1; }
check "$tmp/open.trf" '299          -0.5  001    1'
check "$tmp/open.trf" '240 Z 003    4'
check "$tmp/open.trf" '222 40/5400+30:1800+30'
grep -q '^299' "$tmp/open-no299.trf" && { echo "FAIL: 299 in the twin"; fail=1; }
awk 'substr($0, 1, 8) == "001    1" { print substr($0, 81, 4) "|" substr($0, 92, 8) }' "$tmp/open-no299.trf" >"$tmp/cols"
[ "$(cat "$tmp/cols")" = ' 0.0|   2 w 0' ] || { echo "FAIL: the twin's folded draw: $(cat "$tmp/cols")"; fail=1; }
"$cli" trf "$tmp/open-no299.trf" 1 >"$tmp/r1.txt" || fail=1
check "$tmp/r1.txt" ' +/- "forfeit (TRF)"'
check "$tmp/r1.txt" ' 0-0 "double forfeit (TRF)"'
"$cli" trf "$tmp/open.trf" 3 >"$tmp/r3.txt" || fail=1
check "$tmp/r3.txt" 'bye 4 zero'
check "$tmp/r3.txt" 'bye 6 zero'
# TRF-16 to stdout: nothing only TRF-2026 has, the 13.4f point folded.
"$cli" trf-out "$tmp/event.txt" --format 16 --rounds 9 >"$tmp/open16.trf" 2>"$tmp/err" || fail=1
grep -qE '^(###|299|240|222|162)' "$tmp/open16.trf" && { echo "FAIL: TRF-2026 records in TRF-16"; fail=1; }
check "$tmp/open16.trf" 'XXR 9'
check "$tmp/err" 'TRF-16 has no record for abnormal points (13.4e/f): 1 are folded into the results'
"$cli" trf "$tmp/open16.trf" 2 | grep -q '^pair .* 3 1$' || { echo "FAIL: TRF-16 round 2 read back"; fail=1; }
# A journal (a fixture of an earlier build) and bad usage.
"$cli" trf-out "${top_srcdir:-.}/tests/data/journals/claims-penalties.journal" >"$tmp/j.trf" || fail=1
[ "$(grep -c '^001' "$tmp/j.trf")" -eq 12 ] || { echo "FAIL: trf-out of a journal"; fail=1; }
"$cli" trf-out "$tmp/event.txt" --format 17 >/dev/null 2>"$tmp/err"
[ $? -eq 2 ] && grep -qF "'17': not a format (16 or 2026)" "$tmp/err" || { echo "FAIL: --format 17: $(cat "$tmp/err")"; fail=1; }
[ $fail = 0 ] && echo "export: ok"
exit $fail
