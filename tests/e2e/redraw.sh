#!/bin/sh
# What the console draws as the clocks tick is what it would draw afresh:
# a row whose text fills the terminal's width left the cursor on the next
# row, and clearing the rest of "its" line there blanked a row the console
# believed drawn, until Ctrl-L (seen at 40x10 in chess, at 80x24 on a
# draughts board, under the row of a running clock).  Here each board view
# is left to tick, then repainted: no row may be blank before the repaint
# and written after it.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"

# blank_rows NAME: the rows blank on screen that a repaint fills.
blank_rows() {
	screen "$1" >"$E2E_TMP/before"
	keys "$1" C-l
	sleep 0.5
	screen "$1" >"$E2E_TMP/after"
	awk 'NR == FNR { blank[FNR] = ($0 ~ /^ *$/); next }
	    blank[FNR] && $0 !~ /^ *$/ { print FNR ": " $0 }' \
	    "$E2E_TMP/before" "$E2E_TMP/after"
}

# ticks NAME COLS ROWS WHAT COMMAND ARGS...: the command at the prompt
# (or -), then board 1 open while its clock ticks.
ticks() {
	name=$1 cols=$2 rows=$3 what=$4 command=$5
	shift 5
	e2e_start "$name" "$cols" "$rows" LANG=C.UTF-8 LANGUAGE= -- "$@"
	check "$what: the event starts" wait_for "$name" "1"
	[ "$command" = - ] || keys "$name" : "$command" Enter
	keys "$name" Enter
	sleep 3.5
	rows_lost=$(blank_rows "$name")
	check "$what: no row lost as the clock ticks${rows_lost:+ (lost: $rows_lost)}" \
	    [ -z "$rows_lost" ]
}

ticks small 40 10 "chess at 40x10" - --demo "$E2E_TMP/chess"
ticks wide 80 24 "chess at 80x24" - --demo "$E2E_TMP/chess2"
# A wrong repetition claim: the clocks stand, and the time they have
# stood ticks at the end of the diagram's third row, which fills the 80
# columns: the row under it (16-20) went blank at every tick, a repaint
# included, so its squares are looked for themselves.
ticks dr 80 24 "a draughts verification at 80x24" \
    "claim 1 white repetition" --demo draughts "$E2E_TMP/draughts"
check "the row under the ticking one stays drawn" \
    wait_re dr "^ +16.+17.+18.+19.+20"
sleep 2
check "... a tick later too" wait_re dr "^ +16.+17.+18.+19.+20"

exit $failures
