#!/bin/sh
# The console in a draughts event (fid-draughts): the action menu offers
# the draughts rulings, each citing the FID article as the edition labels
# it, and none of chess's (castling, 9.2 with a written move, 9.3, 10.2,
# the phone, adjournment); every dialog ends in its one command, accepted
# by the engine; 'm' reads Art. 8.2 notation and offers an irregular move
# as an irregularity as made (5.6).
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
dir=$E2E_TMP/event
conf=$E2E_TMP/draughts.conf
# The demo's players and pairings, as a draughts event.
sed -e 's|^\(	tc = \).*|\1"4800+60"; rules = "fid-draughts";|' \
    "${top_srcdir:-.}/conf/demo.conf" >"$conf"

e2e_start d 110 34 LANG=C.UTF-8 LANGUAGE= -- --import "$conf" "$dir"
check "the draughts event starts" wait_for d "Rossi, Marco"
keys d 1 Enter a
check "the menu cites 6.3b, 7.1 and 5.6 for the claims" \
	wait_for d "6.3b, 6.3b1, 6.3b2, 7.1, 5.6, 6.2.4"
check "the irregularity as made (5.6)" wait_re d "i Irregularity as made +5\\.6"
check "the restarts of 5.2-5.4" wait_re d "T Restart the game +5\\.2, 5\\.3, 5\\.4\\.2, 5\\.4\\.3"
check "a penalty cites 6.2.5" wait_re d "p Penalty +6\\.2\\.5"
check "the draw offer cites 6.3a" wait_re d "o Draw offer +6\\.3a"
check "go cites the verification's charge (6.3b2)" \
	wait_re d "g Restart the clocks +6\\.3b2"
for absent in "Phone" "Adjourn" "Envelope" "Decide" "Both flags" \
    "Two hands" "9.2" "9.3" "10.2" "7.4" "13.4"; do
	check "no '$absent' in a draughts menu" lacks d "$absent"
done
# Issue 25, item 10: each key once, and "arbiter" once, in the header.
for title in "Set the clocks" "Stop the clocks" "Restart the clocks" \
    "Draw offer" "Accept the draw offer" "Decline the draw offer"; do
	check "'$title' once in the menu" \
	    sh -c "[ \$(t() { $TMUX_BIN -L $E2E_SOCKET capture-pane -p -t =d:; }; t | grep -o '$title' | wc -l) -eq 1 ]"
done
check "the header says once that no article is the arbiter's" \
	wait_for d "(no article: the arbiter's ruling)"
check "no row cites 'arbiter'" sh -c "! $TMUX_BIN -L $E2E_SOCKET capture-pane -p -t =d: | grep -qE '[a-z] +arbiter( |\$)'"
keys d t
check "setting the clocks cites no chess article" \
	shows_without d "The arbiter sets both clocks" "6.14"
keys d Escape Escape 1 Enter a
keys d c
check "the claim dialog explains the verification" wait_for d "verified at once"
check "its choices cite their articles" wait_for d "the move count (7.1)"
keys d r
check "the arbiter may ask for the verification (6.3b1)" \
	wait_for d "the arbiter (6.3b1)"
keys d Escape

act d 1 o w -- "offer 1 white"
act d 1 n -- "decline 1"
act d 2 c r w -- "claim 2 white repetition"
act d 2 g -- "go 2"
act d 3 A "wrong board" Enter -- 'annul 3 "wrong board"'
act d 4 T o -- "restart 4 orientation"
act d 5 T g -- "restart 5 colours organisers"
act d 7 i 31-22 Enter 17 Enter -- "illegal 7 31-22 removed 17"
act d 7 c i b -- "claim 7 black illegal"
act d 8 p w d refuses Enter -- 'penalty 8 white loss refusal "refuses"'
act d 9 p b a talking Enter -- 'penalty 9 black warn "talking"'
act d 9 p b b 2m Enter unsporting Enter -- 'penalty 9 white time +2:00 "unsporting"'
act d 10 r 1 agreed Enter -- 'result 10 1-1 "agreed"'
act d 11 R b -- "resign 11 black"
act d 12 s -- "stop 12"
act d 12 t C-u 1:00:00 Enter C-u 59:00 Enter C-u Enter -- "setclock 12 1:00:00 59:00"
act d 12 g -- "go 12"
# 'm': Art. 8.2 notation; an irregular move is offered as made (5.6).
keys d Escape 6 Enter m 32-28 Enter
check "m: 32-28 is played" wait_for d "done: move 6 32-28"
keys d m 19-23 Enter
check "m: 19-23 is played" wait_for d "done: move 6 19-23"
keys d m 31-27 Enter
check "m: a move that leaves the capture untaken is offered as made (5.6)" \
	wait_for d "Record it as an irregularity as made on the board"
check "the question cites 5.6" wait_for d "as made on the board (5.6)?"
keys d y
check "and recorded as the irregularity" wait_for d 'done: illegal 6 "31-27"'
act d 6 c i b -- "claim 6 black illegal"
keys d m 28x19 Enter
check "m: after the correction, the capture 28x19" wait_for d "done: move 6 28x19"
keys d m 14x23 Enter
check "m: and 14x23" wait_for d "done: move 6 14x23"
# The keys' help cites the draughts articles, from the same dialogs.
keys d Escape '?'
check "? : the claim key cites 6.3b and 7.1" \
	wait_for d "Claim (6.3b, 6.3b1, 6.3b2, 7.1, 5.6, 6.2.4)"
check "? : i is the irregularity as made (5.6)" \
	wait_for d "Irregularity as made (5.6)"
check "? : no chess article in the keys' help" lacks d "9.2"
keys d Escape
[ $failures -eq 0 ] || { e2e_dump d; tail -30 "$dir/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
