#!/bin/sh
# A paper scoresheet entered at a claim (issue 28, item 5): a whole game
# pasted at the console's ':' prompt as 'record <board> "<movetext>"'
# (767 bytes: more than the prompt held before) is checked on a copy of
# the event, then sent as one journal line a move, each with its clock
# time; a sheet with a bad move is named by its move number and ply, and
# nothing is sent; arbiter-cli send takes the same line while the
# console is attached, and the console shows it.  The claim dialog
# offers it while the record is shorter than the clock's count.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
dir=$E2E_TMP/event

e2e_start r 140 34 LANG=C.UTF-8 LANGUAGE= -- --demo "$dir"
check "the console opens the demo" wait_for r "Rossi, Marco (2512)"

# paste TEXT: TEXT pasted at the ':' prompt (tmux's buffer, as a
# terminal's paste arrives), then Enter.
paste() {
	keys r Escape :
	t set-buffer -b sheet -- "$1"
	t paste-buffer -b sheet -t "=r:"
	keys r Enter
}

moves() { grep -c " move $1 " "$dir/journal"; }

before=$(moves 1)
paste 'record 1 "1. e4 {1:29:59} e5 {[%clk 1:29:58]} 2. Nf3 {1:29:57} Nc6 {[%clk 1:29:56]} 3. Bb5 {1:29:55} a6 {[%clk 1:29:54]} 4. Ba4 {1:29:53} Nf6 {[%clk 1:29:52]} 5. O-O {1:29:51} Be7 {[%clk 1:29:50]} 6. Re1 {1:29:49} b5 {[%clk 1:29:48]} 7. Bb3 {1:29:47} d6 {[%clk 1:29:46]} 8. c3 {1:29:45} O-O {[%clk 1:29:44]} 9. h3 {1:29:43} Nb8 {[%clk 1:29:42]} 10. d4 {1:29:41} Nbd7 {[%clk 1:29:40]} 11. c4 {1:29:39} c6 {[%clk 1:29:38]} 12. cxb5 {1:29:37} axb5 {[%clk 1:29:36]} 13. Nc3 {1:29:35} Bb7 {[%clk 1:29:34]} 14. Bg5 {1:29:33} b4 {[%clk 1:29:32]} 15. Nb1 {1:29:31} h6 {[%clk 1:29:30]} 16. Bh4 {1:29:29} c5 {[%clk 1:29:28]} 17. dxe5 {1:29:27} Nxe4 {[%clk 1:29:26]} 18. Bxe7 {1:29:25} Qxe7 {[%clk 1:29:24]} 19. exd6 {1:29:23} Qf6 {[%clk 1:29:22]} 20. Nbd2 {1:29:21} Nxd6 {[%clk 1:29:20]}"'
check "the pasted sheet is recorded" wait_for r "board 1: 40 moves recorded" 10
check "each move is its own journal line" [ "$(moves 1)" -eq $((before + 40)) ]
check "with their clock times" \
	grep -q " move 1 e4 clock 1:29:59 ~" "$dir/journal"
keys r Escape 1 Enter
check "the board shows the record" wait_re r "20\\. Nbd2 +1:29:21 +Nxd6 +1:29:20" 5

# A bad move: named by its number and ply; nothing sent.
lines=$(wc -l <"$dir/journal")
paste 'record 2 "1. d4 d5 2. c4 Nf3 3. Nc3"'
check "the bad move named with its number and ply" wait_for r \
	"not recorded, nothing sent: board 2, move 2 (Black), 'Nf3', ply 4 of the sheet"
check "nothing was journaled" [ "$(wc -l <"$dir/journal")" -eq "$lines" ]

# Typed, not pasted: the same.
keys r Escape : 'record 2 "1. d4 d5"' Enter
check "typed at the prompt" wait_for r "board 2: 2 moves recorded"

# At the board's move line ('m'), more than one move is a sheet too.
keys r Escape 5 Enter m
t set-buffer -b sheet -- '1. e4 {1:29:57} c5 2. Nf3'
t paste-buffer -b sheet -t "=r:"
keys r Enter
check "moves pasted at the move line" wait_for r "board 5: 3 moves recorded"
check "shown on the board" wait_re r "2\\. Nf3" 5
keys r m "d6 " Enter
check "one move with a blank after it is still one move" wait_for r "done: move 5 d6" 3
keys r Escape

# arbiter-cli send, through the event's server, with the console attached.
check "arbiter-cli send takes a sheet" \
	"$CLI" send "$dir" 'record 3 "1. c4 {1:29:58} e5 {[%clk 1:29:55]}"'
check "journaled as moves with the clock" \
	grep -q " move 3 e5 clock 1:29:55 ~" "$dir/journal"
keys r Escape 3 Enter
check "the console shows them" wait_re r "1\\. c4 .*e5" 5
"$CLI" send "$dir" 'record 3 "2. Nc3 Nf3"' 2>"$E2E_TMP/err"
check "a bad sheet from arbiter-cli: refused, named" \
	grep -q "move 2 (Black), 'Nf3', ply 2 of the sheet" "$E2E_TMP/err"

# The claim dialog offers it while the record is shorter than the clock's
# count as the arbiter set it (6.14), and no more once it is entered.
check "the clock counts 3 moves each" "$CLI" send "$dir" \
	"setclock 4 1:20:00 1:20:00 moves 3"
keys r Escape 4 Enter a c
check "the claim dialog offers the scoresheet" wait_for r \
	"The record has 0 plies, the clock counted 6: Esc, then ':record 4"
keys r Escape Escape : 'record 4 "1. d4 d5 2. c4 e6 3. Nc3 Nf6"' Enter
check "entered" wait_for r "board 4: 6 moves recorded"
keys r Escape 4 Enter a c
check "the claim dialog again" wait_for r "Who claims?"
check "no offer once the record is whole" lacks r "The record has"
keys r Escape Escape

[ $failures -eq 0 ] || { e2e_dump r; tail -20 "$dir/journal"; }
[ $failures -eq 0 ]
