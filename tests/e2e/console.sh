#!/bin/sh
# The console end to end: the demo's overview, live clocks, help, the
# board view, resize, quitting, and the Italian interface.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"

e2e_start main 100 30 LANG=C.UTF-8 LANGUAGE=
check "demo overview shows" wait_for main "Rossi, Marco (2512)"
check "the status line says where the demo is" wait_for main "the demo event is in $E2E_TMP/arbiter-demo-"
check "12 boards listed" sh -c "[ \$(t() { $TMUX_BIN -L $E2E_SOCKET capture-pane -p -t main; }; t | grep -cE '^ *[0-9]+ .*playing') -eq 12 ]"
first=$(screen main | grep -E '^  1 ' | head -n1)
sleep 1.2
second=$(screen main | grep -E '^  1 ' | head -n1)
check "the running clock counts down" [ "$first" != "$second" ]
check "the running side is marked" sh -c "echo '$second' | grep -q '\\*1:2'"

keys main '?'
check "? lists the keys" wait_for main "open the selected board"
keys main -N 40 Down
check "? says how a round ends" wait_for main 'round 2 override "<reason>"'
keys main Escape
keys main : 'round 2' Enter
check "the next round is refused while games are in play" \
	wait_for main "the round is not closed"
check "a refusal too long for the status line is shown whole" \
	wait_for main 'go on all the same with: round <n> override "<reason>"'
check "Esc returns to the overview" wait_for main "Rossi, Marco (2512)"

keys main j Enter
check "Enter opens the selected board" wait_for main "Board 2"
check "the board view shows the diagram" wait_for main "a b c d e f g h"
keys main Escape 7 Enter
check "7 Enter from the overview opens board 7" wait_for main "Board 7"
keys main Escape

t resize-window -t main -x 80 -y 24
check "80x24 after a resize redraws the overview" wait_for main "Status"
check "80x24 still lists board 12" wait_for main " 12 "
# A pane of 80 columns never shows a longer line: what shows a layout too
# wide is a row cut short or wrapped, so every row must end in its status.
check "80x24: the header ends in its last column" wait_re main "^ Bd White .* Status\$"
check "80x24: each board's row fits, up to its status" wait_count main "^ *[0-9]+ .* playing\$" 12
t resize-window -t main -x 120 -y 40
check "a larger terminal is used" wait_for main "Conti, Alessandro (2183)"

keys main : "adj" Tab
check "Tab completes a verb at the prompt" wait_for main ":adjourn"
keys main C-u "penalty ross" Tab
check "Tab puts a player's number for his name" wait_re main "^:penalty 1 *$"
keys main C-u "penalty r" Tab
check "Tab lists the players a name could be" wait_for main "13 Romano, Davide"
keys main Escape
keys main q
check "q asks first while clocks run" wait_for main "Quit anyway?"
keys main n
# The board list shows under the question too: wait for the question to
# go, and for the prompt's text, before Ctrl-C, which (the terminal's
# ISIG) throws away typed keys the console has not read yet.
check "n keeps the console open" gone main "Quit anyway?"
keys main : "adj"
check "the prompt takes the text" wait_for main ":adj"
keys main C-c
check "Ctrl-C asks as q does, from the prompt too" wait_for main "Quit anyway?"
keys main n
check "Ctrl-C then n keeps the console open" shows_without main "Rossi, Marco" "EXITED="
keys main q
wait_for main "Quit anyway?" >/dev/null
keys main y
check "y quits with status 0" wait_for main "EXITED=0"

# Italian: the catalogue of the build tree, with LANGUAGE=it.
lang=C.UTF-8
locale -a 2>/dev/null | grep -qi '^it_IT\.utf-\{0,1\}8$' && lang=it_IT.UTF-8
e2e_start it 100 30 LANG=$lang LANGUAGE=it
check "Italian overview ($lang)" wait_for it "Bianco"
check "Italian status" wait_for it "in gioco"
keys it '?'
check "Italian help" wait_for it "apri la scacchiera selezionata"
# Issue 25, item 15: the keys' names too, aligned by columns.
check "Italian key names in the help" wait_re it "^  Giù, j +scacchiera o riga seguente"
check "Invio, not Enter" wait_re it "^  Invio +apri la scacchiera selezionata"
check "no English key name left" lacks it "Up, k"
[ $failures -eq 0 ] || { e2e_dump main; e2e_dump it; }

# --help and --version: status 0 and the expected text on stdout, the
# version being configure's (PACKAGE_VERSION of the build's config.h).
version=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"$/\1/p' "${top_builddir:-.}/config.h")
# prints_ok WANT-KIND EXPECTED ARGS...: run the console with ARGS; its
# status must be 0 and its stdout must be EXPECTED exactly ("exact") or
# have a line that matches the extended regular expression EXPECTED ("re").
prints_ok() {
	kind=$1 want=$2
	shift 2
	out=$("$ARBITER" "$@" 2>"$E2E_TMP/stderr")
	rc=$?
	if [ $rc -ne 0 ]; then
		echo "# arbiter $*: status $rc, stderr: $(cat "$E2E_TMP/stderr")"
		return 1
	fi
	case $kind in
	exact)	[ "$out" = "$want" ] ;;
	re)	printf '%s\n' "$out" | grep -qE -- "$want" ;;
	*)	false ;;
	esac || { echo "# arbiter $*: printed '$out'"; return 1; }
}
# LANG=C: a terminal not known to be UTF-8 gets letters, not figurines
# (the program still reads and writes UTF-8 inside).
e2e_start plain 100 30 LANG=C LC_ALL= LANGUAGE=
check "LANG=C: the demo starts" wait_for plain "Rossi, Marco (2512)"
keys plain Enter
check "LANG=C: the board is drawn in letters" wait_for plain "R N B Q K B N R"
check "--help prints the usage" prints_ok re '^usage: arbiter ' --help
check "configure's version is known ('$version')" [ -n "$version" ]
check "--version prints 'arbiter $version'" prints_ok exact "arbiter $version" --version
echo "e2e: $failures failed"
[ $failures -eq 0 ]
