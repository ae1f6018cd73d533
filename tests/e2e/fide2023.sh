#!/bin/sh
# The console in a fide-2023 event: 'arbiter --demo --rules fide-2023'
# starts a 2023 round whose help, action menu and dialogs speak the 2023
# numbers (12.9.1-12.9.9, 11.3.2.2, III.4/III.5 only when announced), and
# a 2023 training scenario rules with its article.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
scen=${top_srcdir:-.}/conf/training

e2e_start d 110 40 LANG=C.UTF-8 LANGUAGE= -- --demo --rules fide-2023 "$E2E_TMP/ev23"
check "the 2023 demo starts" wait_for d "Rossi, Marco (2512)"
check "the event is journaled under fide-2023" \
    grep -q 'rules fide-2023' "$E2E_TMP/ev23/journal"
keys d '?'
check "the help names 12.9" wait_for d "Penalty (12.9)"
keys d Escape Enter a
check "the menu offers the device of 11.3.2.2" wait_for d "Electronic device"
check "and the move made with two hands (7.5.4)" wait_for d "Move with two hands"
keys d p w
check "the penalty dialog lists 12.9.1" wait_for d "12.9.1 warning"
check "and 12.9.9" wait_for d "12.9.9 expulsion"
keys d 7
keys d "50 EUR" Enter
check "a fine is a penalty command" wait_for d 'penalty 1 white fine "50 EUR"'
keys d Escape
# The annulment's ground is a keyword (format 6), its reason a text.
act d 1 A c "king and queen swapped" Enter -- \
    'annul 1 colours "king and queen swapped"'
keys d Escape 2 Enter
keys d c w
check "the claim dialog names 9.2" wait_for d "threefold repetition (9.2)"
if screen d | grep -qF "a draw, under 2 minutes"; then
	echo "not ok - III.5 offered though the Guidelines III were not announced"
	failures=$((failures + 1))
else
	echo "ok - III.5 is not offered unannounced"
fi
keys d Escape

e2e_start g 110 30 LANG=C.UTF-8 LANGUAGE= -- --train "$scen/18-2023-quickplay-III.5.txt"
check "the III.5 incident is shown" wait_for g "Guidelines III announced"
keys g a c w
check "announced: the claim dialog offers III.5" wait_for g "a draw, under 2 minutes (III.5)"
check "and III.4" wait_for g "5 seconds a move for both (III.4)"
keys g q
keys g Enter
check "a right ruling agrees with the Laws" wait_for g "You agree with the Laws."

e2e_start t 110 30 LANG=C.UTF-8 LANGUAGE= -- --train "$scen/14-2023-fivefold.txt"
check "the fivefold incident is shown" wait_for t "four times"
keys t : "move 1 Ng8" Enter
check "the engine ends the game by itself (9.6.1)" \
    wait_for t "1/2-1/2 (article 9.6.1)"
[ $failures -eq 0 ] || { e2e_dump d; e2e_dump g; e2e_dump t; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
