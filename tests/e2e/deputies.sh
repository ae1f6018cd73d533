#!/bin/sh
# Deputies at a 2023 event (issue 25, item 8): two deputies, other Unix
# users, each at his own console attached to the chief's server, enter the
# results of their boards; the title bar names the user, his role and his
# boards; the action menu leaves out what is the chief's (annul, expel)
# and a command on another deputy's board is refused.  Needs root (users
# made with useradd, consoles run with runuser), else skipped.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
. "${top_srcdir:-.}/tests/users.sh"
if ! users_can; then
	echo "e2e: not root, or no useradd/runuser: skipped"
	exit 77
fi
deputies_cleanup() {
	[ -f "$ev/server.pid" ] && kill "$(cat "$ev/server.pid")" 2>/dev/null
	e2e_cleanup
	users_drop
}
trap deputies_cleanup EXIT INT TERM
# Names of this run's own: two runs at once must not share users.
uc=e2ec$$ d1=e2ea$$ d2=e2eb$$ as1=e2ew$$
for u in $uc $d1 $d2 $as1; do
	user_make "$u"
done
chmod 755 "$E2E_TMP"
mkdir -p "$E2E_TMP/bin" "$E2E_TMP/users"
chown $uc "$E2E_TMP/users"
users_reach "$E2E_TMP" "${top_builddir:-.}/src/cli/arbiter-cli" "$ARBITER"
cli=$E2E_TMP/bin/arbiter-cli
ev=$E2E_TMP/users/event
as() { u=$1; shift; runuser -u "$u" -- "$@"; }

as $uc "$cli" serve "$ev" --stay 2>"$E2E_TMP/serve.err" &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
check "the chief sets a 2023 event up" as $uc "$cli" send "$ev" \
    'event "Deputies Open" rules fide-2023' 'tc "5400+30"' \
    'player 1 "Rossi, Marco"' 'player 2 "Bianchi, Luca"' \
    'player 3 "Verdi, Anna"' 'player 4 "Neri, Paolo"' \
    'player 5 "Gallo, Sara"' 'player 6 "Conti, Ugo"' \
    'player 7 "Ferri, Ada"' 'player 8 "Greco, Ivo"' 'round 1' \
    'pair 1 1 2' 'pair 2 3 4' 'pair 3 5 6' 'pair 4 7 8' \
    "arbiter $uc chief" "arbiter $d1 deputy boards 1-2" \
    "arbiter $d2 deputy boards 3-4" "arbiter $as1 assistant" 'start all'

# A deputy's console: run as him, in the directory of his own.
deputy() {
	mkdir -p "$E2E_TMP/home-$1" && chown "$1" "$E2E_TMP/home-$1"
	t new-session -d -s "$1" -x 110 -y 32 \
	    "runuser -u $1 -- env TMPDIR=$E2E_TMP/home-$1 HOME=$E2E_TMP/home-$1 LANG=C.UTF-8 LANGUAGE= $E2E_TMP/bin/arbiter $ev; echo EXITED=\$?; sleep 30"
}
deputy $d1
deputy $d2
check "deputy 1 attaches" wait_for $d1 "Rossi, Marco"
check "deputy 2 attaches" wait_for $d2 "Rossi, Marco"
check "the title bar names deputy 1, his role and boards" \
	wait_for $d1 "$d1: deputy, boards 1-2"
check "the title bar names deputy 2, his role and boards" \
	wait_for $d2 "$d2: deputy, boards 3-4"

keys $d1 1 Enter a
check "deputy 1's menu offers the result" wait_re $d1 "r Result +"
check "and leaves out the annulment (the chief's)" lacks $d1 "Annul the game"
check "and the expulsion" lacks $d1 "Expel a player"
keys $d1 A
check "the chief's key says whose it is" wait_for $d1 "only the chief arbiter may"
act $d1 1 r 1 "Black resigned" Enter -- 'result 1 1-0 "Black resigned"'
act $d2 3 r = "agreed after move 30" Enter -- 'result 3 1/2-1/2 "agreed after move 30"'
keys $d1 Escape : 'result 3 0-1 "x"' Enter
check "deputy 1 is refused on deputy 2's board" \
	wait_for $d1 "board 3 is not among $d1's boards"
check "the journal names deputy 1 for board 1's result" \
	grep -q " $d1 result 1 1-0 " "$ev/journal"
check "and deputy 2 for board 3's" \
	grep -q " $d2 result 3 1/2-1/2 " "$ev/journal"
check "the journal's format gives deputies results (6)" \
	sh -c "head -n 1 '$ev/journal' | grep -q ' format 6 '"
keys $d2 Escape
check "deputy 2 sees board 1's result at once" wait_re $d2 "^ *1 .*1-0" 3
check "the journal replays, every line permitted" "$cli" replay "$ev" >/dev/null
# An assistant watches: his menu has no item and says so (an empty menu
# laid out in pages must still draw).
deputy $as1
check "the assistant attaches" wait_for $as1 "Rossi, Marco"
check "his title says so" wait_for $as1 "$as1: assistant"
keys $as1 2 Enter a
check "his menu says his role gives no action" \
	wait_for $as1 "Your role gives no action here."
keys $as1 Escape Escape
check "and the console goes on" wait_for $as1 "Rossi, Marco"
[ $failures -eq 0 ] || { e2e_dump $d1; e2e_dump $d2; e2e_dump $as1; cat "$E2E_TMP/serve.err"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
