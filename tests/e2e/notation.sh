#!/bin/sh
# Moves in the arbiter's notation everywhere (the ':' prompt, the move
# line, claims and illegal moves), journaled in the journal's form; a text
# the notation cannot read says so and is never offered as an illegal
# move completed on the board (7.4).
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
dir=$E2E_TMP/event
journal=$dir/journal

locale -a 2>/dev/null | grep -qi '^it_IT\.utf-\{0,1\}8$' ||
    { echo "notation: no it_IT.UTF-8 locale: skipped"; exit 77; }

# An Italian console: Cf3 is a knight move, Re1-e3 a king's.
e2e_start it 110 30 LANG=it_IT.UTF-8 LANGUAGE= -- --demo "$dir"
check "the demo starts in Italian" wait_for it "Rossi, Marco (2512)"
keys it : "move 1 Cf3" Enter
check "an Italian move at the prompt is done" wait_for it "move 1 Cf3"
check "it is journaled in SAN" file_wait "$journal" " move 1 Nf3 ~"
keys it Escape 1 Enter Enter m Cf6 Enter
check "an Italian move on the move line" wait_re it "1\\. Cf3 +[0-9:]+ +Cf6"
check "journaled in SAN too" file_wait "$journal" " move 1 Nf6 ~"
keys it Escape
keys it : 'claim 1 white repetition "Cg1"' Enter
check "a claim with an Italian move is taken" wait_for it "claim 1 white repetition"
check "its move is journaled in SAN" file_wait "$journal" ' claim 1 white repetition Ng1 ~'
keys it : 'illegal 2 "Re1-e3"' Enter
check "an illegal move in Italian letters is taken" wait_for it "illegal 2"
check "journaled as made, in the journal's letters" file_wait "$journal" ' illegal 2 Ke1-e3 ~'
# Italian keys for the sides: b is Bianco (White), n Nero; the answer is
# shown in Italian, the command keeps the journal's words.
keys it Escape 4 Enter a o
check "the side keys are the Italian names' letters" wait_for it "[b] Bianco"
keys it b
check "b gives White, shown as Bianco" wait_for it "offer 4 white"
keys it Enter
check "the offer is White's" file_wait "$journal" ' offer 4 white ~'

# An English console on the same event: C is no English letter.
e2e_start en 110 30 LANG=C.UTF-8 LANGUAGE= -- "$dir"
check "the event opens in English" wait_for en "Rossi, Marco (2512)"
keys en : "move 3 Cf3" Enter
check "Cf3 is named as no English letter, not as an illegal move" \
    wait_for en "'Cf3': no piece letter 'C' in English notation (K Q R B N)"
keys en Escape 3 Enter Enter m zz9 Enter
check "garbage on the move line is no move" wait_for en "'zz9': not a move"
check "and is never offered as an illegal move (7.4)" \
    shows_without en "'zz9': not a move" "Record it as an illegal move"
keys en m Ke3 Enter
check "a move that names a piece and a square is offered (7.4)" \
    wait_for en "Record it as an illegal move completed on the board"
keys en n
check "no move of board 3 was journaled" file_lacks "$journal" " move 3 "
check "nor an illegal move" file_lacks "$journal" " illegal 3 "
[ $failures -eq 0 ] || { e2e_dump it; e2e_dump en; tail -20 "$journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
