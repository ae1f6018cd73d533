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
check "n: the next scenario of the directory" wait_for good "Threefold repetition, just appeared"
check "its incident, not yet answered" wait_for good "Rule on it"

e2e_start bad 100 30 LANG=C.UTF-8 LANGUAGE= -- --train "$scen/05-first-illegal.txt"
check "second scenario" wait_for bad "Ke1-e3"
keys bad : "result 1 0-1 \"illegal move\"" Enter
check "a wrong ruling does not agree" wait_for bad "You do not agree with the Laws."
check "the Laws' command is shown" wait_for bad "illegal 1 Ke1-e3"
check "what the Laws' ruling did is shown" wait_re bad "What it did: .*Black [0-9:]+ -> [0-9:]+"
keys bad r
check "r: the same scenario again" wait_for bad "Rule on it"
keys bad : "illegal 1 Ke3" Enter
check "judged by the ruling, not the words: Ke3 is Ke1-e3" \
	wait_for bad "You agree with the Laws."
check "the score counts both answers" wait_for bad "Score: 1 of 2."
[ $failures -eq 0 ] || { e2e_dump good; e2e_dump bad; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
