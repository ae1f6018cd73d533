#!/bin/sh
# A 2023 event at the console (issue 25 items 5 and 7): an incorrect 9.2
# claim whose effect (9.5.3: the opponent +2:00) shows on the status
# line, in the incident report and in the hand-in's PGN; board 5
# adjourned and sealed, round 2 begun over it (override, the refusal
# naming the board), its own board 5 paired, and the adjourned game,
# shown as 1.5 after round 2's boards, resumed, opened (then "playing",
# not "sealed") and finished; the standings, the PGN and the TRF keep it
# in round 1.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
ev=$E2E_TMP/event

en() { keys a Escape : "$1" Enter; check "en: $1" wait_for a "done: $1"; }

e2e_start a 120 40 LANG=C.UTF-8 LANGUAGE= -- --demo --rules fide-2023 "$ev"
check "the 2023 demo opens" wait_for a "Rossi, Marco (2512)"
# The 2023 demo waits 0 (6.7.1): at the resumption below the players come
# after it is resumed, so the event waits half an hour (I.10).
en 'event "Arbiter Demo Open 2026" wait 30m'

# An incorrect repetition claim (the position twice): 9.5.3.
en "move 2 Nf3"
en "move 2 Nf6"
keys a Escape : "claim 2 white repetition Ng1" Enter
check "the status line says what the claim did, with its article" \
	wait_for a "done: claim 2 white repetition Ng1 -> incorrect claim: Black +2:00 (9.5.3)"

# Board 5 adjourned: sealed (secret), the envelope for tomorrow.
en "adjourn 5"
keys a Escape : "seal 5 Nf3" Enter
check "the sealed move stays secret" wait_for a "done: seal 5 ****"
day=$(date -u -d tomorrow +%Y-%m-%d 2>/dev/null || date -u -v+1d +%Y-%m-%d)
keys a Escape : "envelope 5 resume $day 10:00 place \"sala\"" Enter
check "the envelope's step on the status line (I.2)" \
	wait_for a "-> the envelope: resumption $day 10:00 (I.2)"
keys a Escape
for n in 1 2 3 4 6 7 8 9 10 11 12; do en "resign $n black"; done

# The incident report and the hand-in: the claim with its article.
keys a Escape l R
check "the report: the incorrect claim, its article" \
	wait_for a "claim 2 white repetition Ng1  (9.5.3)"
check "the report: what it did" wait_for a "-> incorrect claim: Black +2:00"
keys a Escape Escape x
check "x writes the round's files" wait_for a "round-1.pgn"
check "the PGN says what the claim did" \
	grep -q "{arbiter 9.5.3 incorrect claim: black +2:00}" "$ev/round-1.pgn"

# Round 2 over the adjourned game: refused naming it, then overridden.
keys a Escape : "round 2" Enter
check "round 2 is refused, naming board 5 and override" \
	wait_for a "the round is not closed (boards 5 adjourned)"
en 'round 2 override "board 5 adjourned, resumed tomorrow"'
check "the console shows round 2" wait_for a "round 2"
w5=$(sed -n 's/.* pair 5 \([0-9]*\) \([0-9]*\).*/\1/p' "$ev/journal" | head -1)
b5=$(sed -n 's/.* pair 5 \([0-9]*\) \([0-9]*\).*/\2/p' "$ev/journal" | head -1)
en "pair 5 $b5 $w5"
en "pair 1 1 2"
check "the adjourned game is listed as 1.5 after round 2's boards" \
	wait_re a "^ *1\.5 .*sealed"
check "round 2's own board 5, its colours reversed" wait_re a "^ +5 .*waiting"

# Resumed, opened, finished after round 2 began.
en "resume 1.5"
en "arrive 1.5 white"
en "arrive 1.5 black"
keys a Escape : "open 1.5" Enter
check "open: what it did (I.7)" \
	wait_for a "-> the envelope opened: the sealed move played (I.7)"
keys a Escape
check "the opened game shows playing, not sealed" wait_re a "^ *1\.5 .*playing"
keys a Escape 1.5 Enter a
check "its actions menu names it as the commands do" \
	wait_for a "Actions on board 1.5 "
keys a Escape Escape
en "move 1.5 Nc6"
en "resign 1.5 black"
check "1.5 finished 1-0" wait_re a "^ *1\.5 .*1-0"
keys a Escape x
check "x writes round 2's files" wait_for a "round-2.pgn"
check "the kept game's PGN is round 1's" \
	sh -c "grep -A3 '\\[Round \"1\"\\]' '$ev/round-2.pgn' | grep -q '\\[Result \"1-0\"\\]' ||
	    grep -B8 '\\[Result \"1-0\"\\]' '$ev/round-2.pgn' | grep -q '\\[Round \"1\"\\]'"
check "the journal names it 1.5" grep -q " resign 1.5 black" "$ev/journal"
keys a Escape Escape 1 . 5 Enter
check "1.5 Enter shows the kept game's board" wait_for a "Board 1.5"
keys a Escape l / 1 . 5 Enter
check "the journal filtered by 1.5: its round-1 lines" wait_for a "adjourn 5"
check "and those of round 2" wait_for a "open 1.5"
check "not round 2's own board 5" lacks a "pair 5 $b5 $w5"

[ $failures -eq 0 ] || { e2e_dump a; tail -20 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
