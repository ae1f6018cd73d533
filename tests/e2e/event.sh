#!/bin/sh
# The console on an event directory: moves entered on two boards in the
# arbiter's language, a refused command, quitting and restarting with
# everything still there (clocks included), and two consoles on one event
# seeing each other's actions.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
dir=$E2E_TMP/event

e2e_start a 100 30 LANG=C.UTF-8 LANGUAGE= -- --demo "$dir"
check "the demo is loaded into the event directory" wait_for a "Rossi, Marco (2512)"
check "the journal exists" [ -s "$dir/journal" ]

keys a Enter m e4 Enter
check "a move on board 1" wait_for a "1. e4"
keys a m Cf6 Enter
check "Cf6 is not English: refused or asked about" wait_for a "Cf6"
keys a n
keys a m Nf6 Enter
check "the reply on board 1" wait_for a "Nf6"
keys a Escape j
keys a Enter m d4 Enter
check "a move on board 2" wait_for a "1. d4"
keys a Escape
keys a : "move 99 e4" Enter
check "a command on a board that does not exist is refused" wait_for a "no such board"
keys a : "stop 3" Enter
check "stop 3 is done" wait_for a "done: stop 3"
check "board 3 shows stopped" wait_for a "stopped"
check "the journal holds the moves in SAN" grep -q " move 1 Nf6 ~" "$dir/journal"
check "the refused command is not journaled" file_lacks "$dir/journal" "move 99"

# Another arbiter on the same event sees it all, and is seen.
e2e_start b 100 30 LANG=C.UTF-8 LANGUAGE= -- "$dir"
wait_for b "Rossi, Marco" >/dev/null
keys b Enter
check "a second console shows board 1 after two moves" wait_re b "1\\. e4 +[0-9:]+ +Nf6"
keys b Escape
keys b : "move 2 Nf6" Enter
keys a Enter
check "the first console sees the second's move within a second" wait_re a "1\\. d4 +[0-9:]+ +Nf6" 3
keys a Escape
keys b q y
keys a q y
check "both quit" wait_for a "EXITED=0"

# Restart: everything is still there.
e2e_start c 100 30 LANG=C.UTF-8 LANGUAGE= -- "$dir"
check "after a restart board 3 is still stopped" wait_for c "stopped"
keys c j Enter
check "after a restart board 2 has both moves" wait_re c "1\\. d4 +[0-9:]+ +Nf6"

# Undo: the arbiter's own slip, taken back by a journaled correction.
keys c Escape : "move 5 Nf3" Enter
check "a move by mistake on board 5" wait_for c "done: move 5 Nf3"
keys c u
check "undo asks first, naming the line" wait_for c "Undo line"
check "undo asks why" wait_for c "Why:"
# Issue 25, item 9: the reason typed is the undo's, not the overview's
# keys ('s' stopped a board's clocks).
keys c "slip of the hand" Enter
check "undo is done" wait_for c "done: undo"
check "the journal keeps both lines" sh -c "grep -q ' move 5 Nf3 ~' '$dir/journal' && grep -q ' undo [0-9]* ' '$dir/journal'"
check "the undo journals the reason typed" grep -q ' undo [0-9]* "slip of the hand"' "$dir/journal"
check "no key of the reason reached the overview" sh -c "tail -n 1 '$dir/journal' | grep -q ' undo '"
keys c l
check "the log marks the line undone" wait_for c "move 5 Nf3   [undone]"
keys c Escape 5 Enter Enter
check "board 5 has no move after the undo" shows_without c "Board 5" "1. Nf3"
keys c l
check "l opens the log from board 5" wait_for c "[undone]"
keys c Escape
check "Esc from the log returns to board 5, not the overview" wait_for c "Board 5"
check "arbiter-cli replay agrees: board 5 has no move" sh -c "'${top_builddir:-.}/src/cli/arbiter-cli' replay '$dir/journal' | grep '\"board\": 5,' | grep -q '\"ply\": 0,'"
[ $failures -eq 0 ] || { e2e_dump a; e2e_dump b; e2e_dump c; cat "$dir/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
