#!/bin/sh
# A Chess960 round at the console (issue 30, 2023 Guidelines II): the
# event set up at the prompt, a board paired from start 96 (BBQNRNKR),
# castling king side with the king staying on g1 (II.3), the board view's
# diagram, the touch dialog's II.3.2 castling, a correct 9.2 claim, a second board adjourned with its castling
# sealed and played when the envelope is opened, the round's PGN with its
# Variant and X-FEN read back; the same event under the 2005 Laws refused.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
ev=$E2E_TMP/event

# cmd COMMAND: at the prompt, then its "done".
cmd() { keys a Escape : "$1" Enter; check "$1" wait_for a "done: $1"; }

e2e_start a 110 32 LANG=C.UTF-8 LANGUAGE= -- "$ev"
keys a Escape : 'event "Fischer Random" game chess960 rules fide-2005' Enter
check "the 2005 Laws have no Guidelines II: refused, citing them" \
	wait_for a "not in this edition of the Laws (article II)"
cmd 'event "Fischer Random" game chess960 rules fide-2023 wait 1h'
cmd 'tc "40/5400+30:1800+30"'
for p in '1 "Rossi, Marco"' '2 "Bianchi, Luca"' '3 "Verdi, Anna"' \
    '4 "Neri, Paolo"'; do
	cmd "player $p"
done
cmd 'round 1'
cmd 'pair 1 1 2 start 96'
cmd 'pair 2 3 4 start 96'
cmd 'start all'
check "two boards playing" wait_count a '^ +[12] .*playing$' 2

# II.3: O-O with the king on g1 already: the rook from h1 comes to f1.
# White's through the touch dialog (h): a rook, then the king, castles
# in Chess960 (II.3.2: 4.4.2 does not bind).
for m in Nfe3 Nfe6; do cmd "move 1 $m"; done
keys a Escape 1 Enter a h
check "the touch dialog cites II.3.2, not 4.4.2" \
	wait_re a 'Touched piece.*II\.3\.2, II\.3\.2\.5\.1, 4\.3, 4\.4\.1, 4\.4\.3'
check "king and rook, either first: castling" \
	wait_for a "king and rook, either first: castling on that side (II.3.2)"
keys a k g Enter
check "dialog: move 1 O-O" wait_for a "done: move 1 O-O"
cmd "move 1 O-O"
keys a Escape 1 Enter C-l
# The scoresheet as FIDE's notation writes castling (C.13: 0-0).
check "the sheet writes the castlings" wait_re a '2\. 0-0 +[0-9:]+ +0-0'
check "the diagram: the king still on g1, the rook from h1 on f1" \
	wait_for a " 1  ♗ ♗ ♕ ♘ ♖ ♖ ♔ ."
check "and Black's the same" wait_for a " 8  ♝ ♝ ♛ ♞ ♜ ♜ ♚ ."
# 9.2: the position after the castlings three times.
for m in Ng4 Ng5 Nge3 Nge6 Ng4 Ng5 Nge3 Nge6; do cmd "move 1 $m"; done
cmd "claim 1 white repetition"
keys a Escape
check "a correct claim: a draw" wait_re a '^ +1 Rossi.* 1/2-1/2$'

# Appendix A / Guidelines I: O-O sealed, played when the envelope opens.
cmd "move 2 Nfe3"
cmd "move 2 Nfe6"
cmd "adjourn 2"
keys a Escape : 'seal 2 "O-O"' Enter
check "the sealed castling stays secret" wait_for a 'done: seal 2 ****'
cmd 'envelope 2 resume 2026-12-01 10:00 place "Room 2"'
cmd "resume 2"
cmd "arrive 2 white"
cmd "arrive 2 black"
cmd "open 2"
keys a Escape 2 Enter C-l
check "the sealed castling played" wait_re a '2\. 0-0 '
check "the king stays on g1, the rook on f1" wait_for a " 1  ♗ ♗ ♕ ♘ ♖ ♖ ♔ ."
cmd "resign 2 black"

# The hand-in: the round's PGN names the variant and its start.
keys a Escape x
check "x: the hand-in is written" wait_for a "round-1.pgn"
check "the PGN names the variant" grep -q '^\[Variant "Chess960"\]' "$ev/round-1.pgn"
check "and the start as X-FEN" grep -q '^\[FEN "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w' "$ev/round-1.pgn"
check "arbiter-cli validate reads both games" "$CLI" validate "$ev/round-1.pgn"

[ $failures -eq 0 ] || { e2e_dump a; tail -5 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
