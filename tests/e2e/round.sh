#!/bin/sh
# A whole round at the console, as two arbiters on one event through its
# server, one in English and one in Italian (issue "The console holds up
# through a real round"): moves, a wrong and a right repetition claim, a
# time penalty (13.4b), an illegal move in a rapid game that stands once
# the opponent moves (B6), adjourn, seal, envelope, resume and open
# (Appendix A), every game finished, the hand-in and the incident report,
# the round closed, and round 2's pairings imported from a TRF file.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
. "${top_srcdir:-.}/tests/users.sh"
CLI=${top_builddir:-.}/src/cli/arbiter-cli
ev=$E2E_TMP/event
lang=C.UTF-8
locale -a 2>/dev/null | grep -qi '^it_IT\.utf-\{0,1\}8$' && lang=it_IT.UTF-8

# en|it COMMAND: at that console's prompt, then its "done".
en() { keys a Escape : "$1" Enter; check "en: $1" wait_for a "done: $1"; }
it() { keys b Escape : "$1" Enter; check "it: $1" wait_for b "fatto: $1"; }

e2e_start a 120 40 LANG=C.UTF-8 LANGUAGE= -- --demo "$ev"
check "the English console opens the demo" wait_for a "Rossi, Marco (2512)"
e2e_start b 120 40 LANG=$lang LANGUAGE=it -- "$ev"
check "the Italian console attaches to it" wait_for b "Rossi, Marco (2512)"

# Moves from both, each in his own letters (the journal keeps SAN).
en "move 1 e4"
it "move 1 e5"
en "move 1 Nf3"
keys b Escape : "move 1 Cc6" Enter
check "it: a knight in Italian letters" wait_for b "fatto: move 1 Cc6"
check "the journal keeps it in SAN" grep -q "move 1 Nc6" "$ev/journal"

# A wrong claim (the position twice: 9.5b) and a right one (three times).
for m in Nf3 Nf6 Ng1 Ng8; do en "move 2 $m"; done
en "claim 2 white repetition"
keys a Escape
wait_re a "^ +2 Petrov, Ivan" >/dev/null
check "the wrong claim costs time, the game goes on (no result)" sh -c \
	"$TMUX_BIN -L $E2E_SOCKET capture-pane -p -t =a: | grep -E '^ +2 Petrov' | grep -vqE '1-0|0-1|1/2'"
for m in Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8; do en "move 3 $m"; done
en "claim 3 white repetition"

# A second Unix user (as root): a deputy, whose name the journal takes
# from the kernel; he may give 13.4b, not the chief's annulment.  Elsewhere
# the Italian console gives the 13.4b.
ud=
if users_can && user_make "arbr$$"; then
	ud=arbr$$
	trap 'e2e_cleanup; users_drop' EXIT INT TERM
	mkdir -p "$E2E_TMP/home"
	users_reach "$E2E_TMP" "$ARBITER"
	chown "$ud" "$E2E_TMP/home"
	en "arbiter $(id -un) chief"
	en "arbiter $ud deputy"
	saved=$ARBITER
	ARBITER="runuser -u $ud -- $E2E_TMP/bin/arbiter"
	e2e_start c 120 40 LANG=C.UTF-8 LANGUAGE= HOME=$E2E_TMP/home -- "$ev"
	ARBITER=$saved
	check "the deputy's console attaches as $ud" wait_for c "Rossi, Marco (2512)"
	keys c Escape : 'penalty 4 black time +2:00 "noise"' Enter
	check "the deputy gives 13.4b" wait_for c 'done: penalty 4 black time'
	check "the journal names him as the kernel does" \
		grep -q " $ud penalty 4 black time" "$ev/journal"
	keys c Escape : 'annul 12 "no"' Enter
	check "the chief's annulment is refused to him" wait_for c "only the chief arbiter"
else
	echo "# not root, or no useradd/runuser: one Unix user for both consoles"
	it 'penalty 4 black time +2:00 "rumore"'
fi

# A rapid game in the round: an illegal move leaves the king in check,
# the opponent moves on, and the move stands (B6).
en 'player 25 "Rapido, Uno"'
en 'player 26 "Rapido, Due"'
en 'pair 13 25 26 tc "1500+10"'
en "start 13"
for m in e4 d6 Bb5+; do en "move 13 $m"; done
en "illegal 13 Nf6"
en "move 13 Nc3"
check "the illegal move stands: the opponent's move is journaled" \
	grep -q "move 13 Nc3+" "$ev/journal"

# Appendix A on board 5: adjourned, sealed, the envelope, resumed, opened.
en "adjourn 5"
keys a Escape : "seal 5 Nf3" Enter
check "en: the sealed move stays secret" wait_for a "done: seal 5 ****"
day=$(date -u -d tomorrow +%Y-%m-%d 2>/dev/null || date -u -v+1d +%Y-%m-%d)
en "envelope 5 resume $day 10:00 place \"sala\""
keys a Escape
en "resume 5"
en "arrive 5 black"
en "open 5"

# Every game over, from both consoles.
for n in 1 2 4 5 13; do en "resign $n black"; done
for n in 6 7 8 9 10 11 12; do it "resign $n nero"; done

# The hand-in and the incident report.
keys a Escape x
check "x writes the round's files" wait_for a "round-1.pgn"
check "the PGN is written" [ -s "$ev/round-1.pgn" ]
check "the TRF is written" [ -s "$ev/round-1.trf" ]
keys a Escape l R
check "the report" wait_for a "Incident report"
check "the wrong claim's cost is in the report" wait_re a "^ +-> incorrect claim: (White|Black) [-+][0-9:]+"
check "the report names the penalty's offender" wait_for a "offender White"
check "the draw by the right claim, with its article" wait_for a "result 1/2-1/2 (9.2)"

# The round is closed: round 2 from a TRF file, a pairing program's
# output (here the hand-in's file with round 2's pairings added: 1-2,
# 3-4 ..., the odd number Black), its players known already.
awk '/^001 / { n = substr($0, 5, 4) + 0; o = n % 2 ? n + 1 : n - 1;
	c = n % 2 ? "b" : "w"; printf "%-101s%4d %s\n", $0, o, c; next }
	{ print }' "$ev/round-1.trf" >"$E2E_TMP/round-2.trf"
"$CLI" trf "$E2E_TMP/round-2.trf" --event "$ev" >"$E2E_TMP/round-2.txt"
check "the TRF file's round 2, as commands" grep -q '^pair 1 ' "$E2E_TMP/round-2.txt"
check "its players are the event's: no 'player' line" \
	sh -c "! grep -q '^player ' '$E2E_TMP/round-2.txt'"
keys a Escape : "import $E2E_TMP/round-2.trf" Enter
check "imported at the console, every line taken" \
	wait_for a "imported round 2: 13 boards, 0 new players"
check "the English console shows round 2" wait_for a "Arbiter Demo Open 2026, round 2"
check "so does the Italian one" wait_for b "turno 2"
check "round 2's 13 boards are paired (26 pairings in all)" \
	[ "$(grep -c ' pair ' "$ev/journal")" -eq 26 ]

[ $failures -eq 0 ] || { e2e_dump a; e2e_dump b; [ -z "$ud" ] || e2e_dump c; tail -20 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
