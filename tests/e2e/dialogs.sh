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
[ $failures -eq 0 ] || { e2e_dump d; tail -20 "$dir/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
