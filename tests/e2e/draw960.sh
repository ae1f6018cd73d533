#!/bin/sh
# draw960.sh: 'draw 960' at the console (2023 Guidelines II.1, II.2): the
# event's server draws the round's start, the status line says its number
# and White's first rank, the journal keeps the number, the board paired
# after the draw starts from it on the board view, and a replay of the
# journal sets up the same position.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
FLAT=${top_builddir:-.}/tests/scenarios/jsonflat
ev=$E2E_TMP/event

# cmd COMMAND: at the prompt, then its "done".
cmd() { keys a Escape : "$1" Enter; check "$1" wait_for a "done: $1"; }

e2e_start a 110 32 LANG=C.UTF-8 LANGUAGE= -- "$ev"
cmd 'event "Fischer Random" game chess960 rules fide-2023'
cmd 'tc "40/5400+30:1800+30"'
cmd 'player 1 "Rossi, Marco"'
cmd 'player 2 "Bianchi, Luca"'
cmd 'round 1'
keys a Escape : 'draw 960' Enter
check "the status line says the start drawn" \
	wait_re a 'done: draw 960 -> Chess960 start [0-9]+: [KQRBN]{8}'
row=$(screen a | sed -n 's/.*done: draw 960 -> Chess960 start [0-9]*: \([KQRBN]\{8\}\).*/\1/p' | head -1)
num=$(screen a | sed -n 's/.*done: draw 960 -> Chess960 start \([0-9]*\):.*/\1/p' | head -1)
check "the journal keeps the number the console showed ($num)" \
	file_wait "$ev/journal" "draw 960 round 1 start $num ~"
cmd 'pair 1 1 2'
keys a Escape
"$CLI" replay "$ev/journal" 2>/dev/null | "$FLAT" >"$E2E_TMP/flat"
check "a replay: start960 = $num" grep -qx "start960 = $num" "$E2E_TMP/flat"
check "a replay: board 1 from $row" \
	grep -q "^games\[0\]\.fen = \".*/$row w " "$E2E_TMP/flat"

[ $failures -eq 0 ] || { e2e_dump a; tail -5 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
