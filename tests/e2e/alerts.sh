#!/bin/sh
# The alerts on a followed record (issue 28, item 4), on the console
# through the event's server: moves given with 'arbiter-cli send' as a
# source would give them (the console's own user, before any role), then
# the overview's Status, the board's line and the one key that answers
# each, checked on the screen and in the journal: a rewrite accepted (V w,
# takeback), a flag down by a reading, a position for a 9.2 claim, a
# 9.6.1 draw to declare (V d), a reading off the control, 8.4.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
ev=$E2E_TMP/event
trap e2e_cleanup EXIT INT TERM

feed() { "$CLI" send "$ev" "$@"; }

e2e_start a 120 34 LANG=C.UTF-8 LANGUAGE= -- --rules fide-2023 --demo "$ev"
check "the console opens the demo" wait_for a "Rossi, Marco (2512)"

# A source's correction (a piece in the air): accepted with V w, as a
# takeback of its plies from the report's ply; its new moves follow.
check "the source's moves" feed "move 5 e4 clock 1:30:20" \
    "move 5 e5 clock 1:30:10" "move 5 Nf3 clock 1:30:30"
check "the source rewrites from ply 3" \
    feed 'report 5 rewrite ply 3 "Nc3"'
keys a Escape
check "the overview's Status says so" wait_for a "src: rewrite" 3
keys a 5 Enter
check "the board names it, and the key" \
    wait_for a "source (V): plies changed from ply 3: Nc3" 3
act a 5 V w Enter -- "takeback 5 3"
check "the journal has the takeback" grep -q " takeback 5 3 " "$ev/journal"
keys a Escape
check "accepted, the alert is gone" gone a "src: rewrite"
check "the source's new move is taken" feed "move 5 Nc3 clock 1:30:31"
keys a 5 Enter
check "the board shows the corrected record" \
    wait_re a "2\\. Nc3 +1:30:31" 3
check "a takeback past the arbiter's act is refused" sh -c \
    "'$CLI' send '$ev' 'setclock 5 1:30:00 1:30:00' && ! '$CLI' send '$ev' 'takeback 5 3' 2>'$E2E_TMP/err'"
check "with its reason" grep -q "came after that ply" "$E2E_TMP/err"

# The engine's own, on the source's record: a flag down by a reading
# (6.1, 6.9: the clock on the table's).
check "a reading of 0:00" feed "clock 6 0:00 1:29:00"
keys a Escape
check "the overview's Status: the flag" wait_re a " 6 .*FLAG W" 3

# The third appearance is shown for a claim (9.2); the fifth ends the
# game (2023 9.6.1) and the arbiter must declare it at the table.
knights="move 3 Nf3|move 3 Nf6|move 3 Ng1|move 3 Ng8"
IFS='|'
# shellcheck disable=SC2086
set -- $knights $knights
unset IFS
check "the source's moves, twice round" feed "$@"
check "the overview's Status: a claim" wait_re a " 3 .*claim 9\\.2" 3
IFS='|'
# shellcheck disable=SC2086
set -- $knights $knights
unset IFS
check "and twice more" feed "$@"
check "the overview's Status: a draw to declare" \
    wait_re a " 3 .*DRAW 9\\.6\\.1" 3
keys a 3 Enter
check "the board says where" \
    wait_for a "DECLARE the draw at board 3 (9.6.1); then V d" 3
act a 3 V d -- "dismiss 3"
keys a Escape
check "declared, the alert is gone" gone a "DRAW 9.6.1"

check "the journal replays" sh -c "'$CLI' replay '$ev' >/dev/null"
keys a Escape q
wait_for a "Quit anyway?" 2 >/dev/null && keys a y
check "the console quits" wait_for a "EXITED=0"
[ $failures -eq 0 ] || { e2e_dump a; tail -20 "$ev/journal"; }

# 8.4 from the table's reading: the demo's event with a 10 s increment
# (30 s or more keeps the scoresheet), White under five minutes.
sed 's|tc = "40/5400+30:1800+30";|tc = "5400+10";|' \
    "${top_srcdir:-.}/conf/demo.conf" >"$E2E_TMP/demo10.conf"
ev=$E2E_TMP/event10
e2e_start b 120 34 LANG=C.UTF-8 LANGUAGE= -- --rules fide-2023 \
    --import "$E2E_TMP/demo10.conf" "$ev"
check "the console opens the event" wait_for b "Rossi, Marco (2512)"
check "a reading under five minutes" feed "clock 2 4:50 1:29:00"
# A reading so far off the control is a clock alert first (more urgent).
check "the overview's Status: the reading off" wait_re b " 2 .*src: clock" 3
act b 2 V d -- "dismiss 2"
keys b Escape
check "dismissed, the overview's Status: 8.4" wait_re b " 2 .*8\\.4 W" 3
keys b 2 Enter
check "the board says so" wait_for b "need not keep score: under five minutes (8.4)" 3
keys b Escape q
wait_for b "Quit anyway?" 2 >/dev/null && keys b y
check "the console quits" wait_for b "EXITED=0"
[ $failures -eq 0 ] || e2e_dump b
echo "e2e: $failures failed"
[ $failures -eq 0 ]
