#!/bin/sh
# ':import FILE' at the console (issue 19, "Pairings in"): the next
# round's pairings from a TRF file, all or nothing.  Refused with nothing
# sent while a game is still in play, for a file that cannot be read and
# for a bad file (one line: file, line, column, word); once the round is
# closed, imported: the players the event has are kept (no 'player'),
# the new ones added, every board on the screen, each command journaled.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
ev=$E2E_TMP/event

# A 001 line of TRF-16: start number, name, and round 2's opponent and
# colour (round 1's block left blank: every score 0, so the boards come
# in the order of the higher player's start number).
line001() {
	printf '001 %4d m    %-33s 2000 ITA %11s %10s %4s %4s  %10s%4d %s  \n' \
	    "$1" "$2" "" "" "0.0" "" "" "$3" "$4"
}
{
	echo "012 Arbiter Demo Open 2026"
	n=1
	while [ $n -le 26 ]; do
		case $n in
		25) name="Nuovo, Primo" ;;
		26) name="Nuovo, Leo" ;;
		*) name="Player $n" ;;
		esac
		if [ $((n % 2)) -eq 1 ]; then line001 $n "$name" $((n + 1)) w
		else line001 $n "$name" $((n - 1)) b; fi
		n=$((n + 1))
	done
} >"$E2E_TMP/round-2.trf"
# The same file with a rating that is not one on its line 3.
sed '3s/ 2000 ITA/ 20x0 ITA/' "$E2E_TMP/round-2.trf" >"$E2E_TMP/bad.trf"

# The console runs in E2E_TMP: the file names below are relative to it.
cd "$E2E_TMP" || exit 1
e2e_start a 120 40 LANG=C.UTF-8 LANGUAGE= -- --demo "$ev"
check "the console opens the demo" wait_for a "Rossi, Marco (2512)"

# While the round's games are in play: refused, nothing sent.
before=$(wc -l <"$ev/journal")
keys a Escape : "import round-2.trf" Enter
check "refused while games are in play, naming the command" \
	wait_for a "not imported, nothing sent: 'round 2': the round is not closed"
check "nothing was journaled" [ "$(wc -l <"$ev/journal")" -eq "$before" ]
check "still round 1 on screen" wait_for a "Arbiter Demo Open 2026, round 1"

# A file that cannot be read, and a bad one: one line each.
keys a Escape : "import none.trf" Enter
check "a file that cannot be read" \
	wait_for a "none.trf: cannot read: No such file or directory"
keys a Escape : "import bad.trf" Enter
check "a bad file: file, line, column and word" \
	wait_for a "bad.trf:3:49: '20x0': not a rating"
check "nothing was journaled" [ "$(wc -l <"$ev/journal")" -eq "$before" ]

# Every game over: the round is closed, the hand-in says what comes next.
# (not $n: keys() in lib.sh sets it)
b=1
while [ $b -le 12 ]; do
	keys a Escape : "resign $b black" Enter
	check "resign $b" wait_for a "done: resign $b black"
	b=$((b + 1))
done
keys a Escape x
check "the hand-in points to :import" wait_for a "the next round:"
check "... and names it" wait_for a ":import FILE"

keys a Escape : "import round-2.trf" Enter
check "imported, with its boards and new players" \
	wait_for a "imported round 2: 13 boards, 2 new players"
check "the console shows round 2" wait_for a "Arbiter Demo Open 2026, round 2"
check "board 1: the event's names stand (players 1 and 2)" \
	wait_re a "^ +1 +Rossi, Marco.*Novak, Tomas"
check "board 12: players 23 and 24" wait_re a "^ +12 +O'Brien, Sean.*Conti, Alessandro"
check "board 13: the two new players" wait_re a "^ +13 +Nuovo, Primo.*Nuovo, Leo"
check "'round 2' journaled first, before the new players" \
	sh -c "grep -A1 ' round 2 ' '$ev/journal' | grep -q ' player 25 '"
check "no 'player' for the 24 the event has" \
	[ "$(grep -c ' player ' "$ev/journal")" -eq 26 ]
check "13 pairs journaled for round 2" \
	[ "$(sed -n '/ round 2 /,$p' "$ev/journal" | grep -c ' pair ')" -eq 13 ]

# Round 2 is open now, and the file has no round 3: refused, nothing sent.
before=$(wc -l <"$ev/journal")
keys a Escape : "import round-2.trf" Enter
check "a file without the next round's games" \
	wait_for a "round-2.trf: no game in round 3: not its pairings"
check "nothing was journaled" [ "$(wc -l <"$ev/journal")" -eq "$before" ]

[ $failures -eq 0 ] || { e2e_dump a; tail -20 "$ev/journal"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
