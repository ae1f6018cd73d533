#!/bin/sh
# Rulings through the console's dialogs: a wrong repetition claim and its
# 9.5b clock changes, a 13.4b penalty, an adjournment sealed, enveloped,
# resumed and opened, then a restart that finds it all.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
dir=$E2E_TMP/event

mkdir -p "$E2E_TMP/bin"
printf '#!/bin/sh\ncat >"%s/printed"\n' "$E2E_TMP" >"$E2E_TMP/bin/lp"
chmod +x "$E2E_TMP/bin/lp"
e2e_start r 100 32 LANG=C.UTF-8 LANGUAGE= PATH=$E2E_TMP/bin:$PATH -- --demo "$dir"
check "the demo starts" wait_for r "Rossi, Marco (2512)"

# Board 1: 1. Nf3 Nf6 2. Ng1 Ng8, then White claims a repetition: only twice.
for m in Nf3 Nf6 Ng1 Ng8; do keys r : "move 1 $m" Enter; done
keys r Enter
check "board 1 after four moves" wait_re r "2\\. Ng1 +[0-9:]+ +Ng8"
keys r c
check "the claim dialog names 9.5" wait_for r "Claim (9.2, 9.3, 9.5, 10.2, 6.9)"
keys r w r Enter
check "the claim dialog shows the command" wait_for r "claim 1 white repetition"
keys r Enter
check "the wrong claim is applied" wait_for r "done: claim 1 white repetition"
# 9.5b: Black +3:00 (1:31:00 after two increments -> 1:34:00); White, over
# 2:00 left, loses half up to 3:00 (1:30:xx -> 1:27:xx).
check "9.5b: Black's clock gains three minutes" wait_for r "1:34:00"
check "9.5b: White's clock loses three minutes" wait_for r "1:27:"
check "the claim counts as a draw offer (9.1c)" wait_for r "draw offer by White"

# A 13.4b penalty on board 2 through the penalty dialog.
keys r Escape 2 Enter Enter p
check "the penalty dialog names 13.4" wait_for r "Penalty (13.4)"
# The dialog asks for the offender (White) and gives his opponent the time.
keys r w b "2m" Enter "disturbing the opponent" Enter
check "the penalty command, as the journal will hold it" wait_for r 'penalty 2 black time +2:00 "disturbing the opponent"'
check "the confirmation states the effect" wait_for r "Black 1:30:00 -> 1:32:00 (13.4b, offender White)"
keys r Enter
check "13.4b: Black's clock gains two minutes" wait_for r "1:32:"
check "the board names the offender" wait_for r "13.4b offender White: disturbing the opponent"

# Board 3: adjourn, seal, envelope, resume, arrive, open.
keys r Escape 3 Enter Enter
keys r : "move 3 e4" Enter : "move 3 e5" Enter
keys r a j Enter
check "adjourned: the sealed move is awaited" wait_for r "the sealed move is awaited"
keys r a e Nf3 Enter Enter
check "sealed, and the move kept secret" wait_for r "done: seal 3 ****"
check "the journal keeps no sealed move before the opening (A1a)" \
    grep -q ' seal 3 ~' "$dir/journal"
check "the server keeps it where only the event's owner reads it" \
    test "$(stat -c %a "$dir/sealed")" = 600
# The resumption is tomorrow: one in the past would make the arrivals more
# than an hour late (A10) and the game lost before the envelope is opened.
keys r a E "$(date -d tomorrow +%Y-%m-%d)" Enter 10:00 Enter "Sala A" Enter
check "the envelope dialog shows A2 fields" wait_for r "A2e sealed move number"
keys r Enter
check "the envelope is printed (A2)" wait_for r "ENVELOPE"
# Issue 25, item 15: its file is named for the envelope and board, and P
# prints it through lp as the papers are (a fake lp first in PATH).
keys r w
check "w writes the envelope to a file named for it and its board" \
	wait_for r "written to $dir/envelope-board-3.txt"
check "the file is the envelope" grep -q "ENVELOPE" "$dir/envelope-board-3.txt"
keys r P
check "P prints it with lp and says where the file is" \
	wait_for r "printed with lp; the file is $dir/envelope-board-3.txt"
check "lp was given the envelope" cmp -s "$E2E_TMP/printed" "$dir/envelope-board-3.txt"
keys r Escape a u
check "resuming before the envelope's time asks first (A9)" wait_for r "Resume now all the same?"
keys r Enter
check "resumed (A5)" wait_for r "done: resume 3"
keys r a v b Enter a v w Enter a O Enter
check "opened: the sealed move is on the scoresheet" wait_for r "2. Nf3"
check "the journal has it once opened" grep -qF ' open 3 "Nf3" ~' "$dir/journal"
keys r q y
check "quit" wait_for r "EXITED=0"

e2e_start again 100 32 LANG=C.UTF-8 LANGUAGE= -- "$dir"
keys again 3 Enter Enter
check "after a restart the resumed game has its sealed move" wait_for again "2. Nf3"
keys again Escape 2 Enter Enter
check "after a restart the penalty is there" wait_for again "disturbing the opponent"
[ $failures -eq 0 ] || { e2e_dump r; e2e_dump again; tail -20 "$dir/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
