#!/bin/sh
# Every dialog of the action menu ends in its one command, accepted by the
# engine: each check waits for "done: <the canonical command>".
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
dir=$E2E_TMP/event

e2e_start d 110 34 LANG=C.UTF-8 LANGUAGE= -- --demo "$dir"
check "the demo starts" wait_for d "Rossi, Marco (2512)"

act d 1 o w -- "offer 1 white"
act d 1 n -- "decline 1"
act d 1 s -- "stop 1"
act d 1 g -- "go 1"
# The clocks' dialog starts from the times and moves as they stand (6.14):
# with the clocks stopped, Enter keeps each; an emptied moves field leaves
# the moves out.
act d 2 s -- "stop 2"
act d 2 t C-u 1:00:00 Enter C-u 59:00 Enter C-u 12 Enter -- "setclock 2 1:00:00 59:00 moves 12"
act d 2 t Enter Enter Enter -- "setclock 2 1:00:00 59:00 moves 12"
act d 2 t Enter Enter C-u Enter -- "setclock 2 1:00:00 59:00"
act d 2 g -- "go 2"
act d 2 x a 2m Enter "power cut" Enter -- 'extra 2 both 2:00 "power cut"'
act d 3 i Ke1-e3 Enter -- "illegal 3 Ke1-e3"
act d 4 P b -- "phone 4 black"
act d 5 R b -- "resign 5 black"
act d 6 A "wrong colours" Enter -- 'annul 6 "wrong colours"'
act d 7 r = "agreed" Enter -- 'result 7 1/2-1/2 "agreed"'
act d 8 X w "cheating" Enter -- 'penalty 20 expel "cheating"'
# An empty reason is refused aloud, and the dialog waits for one.
keys d Escape 9 Enter a p w a Enter
check "an empty reason is refused aloud" wait_for d "this answer cannot be empty"
keys d "talking" Enter Enter
check "then the reason given is taken" wait_for d 'done: penalty 9 white warn "talking"'
act d 10 j -- "adjourn 10"
act d 10 e Nf3 Enter -- "seal 10 ****"
act d 10 L Nf3 Enter -- 'envelope-lost 10 "Nf3"'
# Small terminals: the action menu keeps its articles whole at 80 columns,
# and at 40x10 a dialog's question, its keys and the confirmation stay on
# screen.
t resize-window -t d -x 80 -y 24
keys d Escape 11 Enter a
check "80 columns: the menu's articles are whole" \
	wait_for d "9.2, 9.3, 9.5, 10.2, 6.9"
keys d Escape
t resize-window -t d -x 40 -y 10
keys d Escape 11 Enter a p
check "40x10: the dialog's question is on screen" wait_for d "[w]"
keys d w a "talking" Enter
check "40x10: the confirmation is on screen" wait_for d "Enter or y"
keys d Enter
check "40x10: and the dialog's command is done" \
	wait_for d 'done: penalty 11 white warn "talking"'
# Issue 25, item 11: at 40x10 the overview keeps the status (the alerts)
# before the names, and the menu shows every item, a page at a time.
keys d Escape Escape
check "40x10: the status comes before the names" wait_re d "^ +Bd Status +White"
check "40x10: board 11's status is on screen" wait_re d "^ +1[01] (playing|[a-z])"
keys d 11 Enter a
check "40x10: the menu says it has pages" wait_re d "Space: more \\(1/[0-9]+\\)"
pages=$(screen d | sed -n 's/.*Space: more (1\/\([0-9]*\)).*/\1/p')
screen d >"$E2E_TMP/menu"
p=1
while [ $p -lt "${pages:-1}" ]; do
	keys d Space
	p=$((p + 1))
	wait_for d "($p/$pages)" >/dev/null
	screen d >>"$E2E_TMP/menu"
done
for title in "Claim" "Illegal move" "Penalty" "Expel a player" "Result" \
    "Resignation" "Annul the game" "Adjourn" "Envelope"; do
	check "40x10: the menu's pages show '$title'" grep -q "$title" "$E2E_TMP/menu"
done
keys d Escape
[ $failures -eq 0 ] || { e2e_dump d; tail -20 "$dir/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
