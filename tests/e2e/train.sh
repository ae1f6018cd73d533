#!/bin/sh
# Training mode: a scenario plays up to its incident; the trainee rules
# through the same action menu and dialogs; the verdict and the engine's
# ruling with its article are shown.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
scen=${top_srcdir:-.}/conf/training

e2e_start good 100 30 LANG=C.UTF-8 LANGUAGE= -- --train "$scen/01-flag-lone-king.txt"
check "the incident is shown" wait_for good "Black has only his king"
check "on the incident's board" wait_for good "Board 1"
keys good a
check "the action menu opens" wait_for good "Flag down"
keys good f
check "the flag dialog shows its article" wait_for good "Flag down (6.9, 6.10)"
keys good w
check "the dialog shows the command" wait_for good "flag 1 white"
keys good Enter
check "a right ruling agrees with the Laws" wait_for good "You agree with the Laws."
check "the engine's ruling names its article" wait_for good "1/2-1/2 (article 6.10)"
check "the score is kept" wait_for good "Score: 1 of 1."
keys good n
check "n: the next scenario of the directory" wait_for good "A repetition claim after 4...Ng8"
check "its incident, not yet answered" wait_for good "Rule on it"

e2e_start bad 100 30 LANG=C.UTF-8 LANGUAGE= -- --train "$scen/05-first-illegal.txt"
check "second scenario" wait_for bad "Ke1-e3"
keys bad : "result 1 0-1 \"illegal move\"" Enter
check "a wrong ruling does not agree" wait_for bad "You do not agree with the Laws."
check "the Laws' command is shown" wait_for bad "illegal 1 Ke1-e3"
check "what the Laws' ruling did is shown" wait_re bad "What it did: .*Black \+[0-9:]+"
# Issue 25, item 14: not only "you do not agree", but what differs (the
# box's text read as one line: a difference may wrap).
wait_joined() {
	i=0
	while [ $i -lt 100 ]; do
		screen "$1" | sed 's/^ *│ *//; s/ *│ *$//' | tr '\n' ' ' |
		    tr -s ' ' | grep -qE -- "$2" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}
check "what differs: the result" \
	wait_joined bad "What differs: the result: yours 0-1 \\(arbiter\\), the Laws' none, the game goes on"
check "what differs: the illegal move not counted" \
	wait_joined bad "the illegal moves counted for White: yours 0, the Laws' 1"
check "what differs: Black's clock" \
	wait_joined bad "Black's clock: yours [0-9:]+, the Laws' [0-9:]+"
keys bad r
check "r: the same scenario again" wait_for bad "Rule on it"
keys bad : "illegal 1 Ke3" Enter
check "judged by the ruling, not the words: Ke3 is Ke1-e3" \
	wait_for bad "You agree with the Laws."
check "the score counts both answers" wait_for bad "Score: 1 of 2."
# Under the Italian interface: the scenario's Italian texts, a move in
# Italian letters judged by its ruling, the explanation.
lang=C.UTF-8
locale -a 2>/dev/null | grep -qi '^it_IT\.utf-\{0,1\}8$' && lang=it_IT.UTF-8
e2e_start it 100 30 LANG=$lang LANGUAGE=it -- --train "$scen/05-first-illegal.txt"
check "the Italian title" wait_for it "La prima mossa illegale"
keys it : "illegal 1 Re3" Enter
check "Re3 in Italian letters is the Laws' Ke1-e3" wait_for it "Sei d'accordo"
check "the explanation, in Italian" wait_for it "Perch"
check "the score, in Italian" wait_for it "Punteggio: 1 su 1."
# A draughts scenario: the draughts menu, its article (6.2.4), the ruling.
e2e_start dr 100 30 LANG=C.UTF-8 LANGUAGE= -- --train "$scen/24-draughts-flag.txt"
check "draughts: the incident is shown" wait_for dr "White a single man"
keys dr a
check "draughts: the menu offers the irregularity as made" \
	wait_for dr "Irregularity as made"
keys dr f
check "draughts: the flag dialog cites 6.2.4" wait_for dr "Flag down (6.2.4)"
keys dr b
check "draughts: the dialog shows the command" wait_for dr "flag 1 black"
keys dr Enter
check "draughts: a right ruling agrees with the rules" \
	wait_for dr "You agree with the Laws."
check "draughts: the ruling names 6.2.4" wait_for dr "2-0 (article 6.2.4)"
keys dr n
check "draughts: n goes on to the board-orientation scenario" \
	wait_for dr "the board turned wrongly"
keys dr : "result 1 1-1 \"wrong board\"" Enter
check "draughts: a result instead of the restart does not agree" \
	wait_for dr "You do not agree with the Laws."
check "draughts: the rules' command is shown" wait_for dr "restart 1 orientation"
[ $failures -eq 0 ] || { e2e_dump good; e2e_dump bad; e2e_dump it; e2e_dump dr; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
