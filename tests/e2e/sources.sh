#!/bin/sh
# The Sources view (issue 28): two consoles (the chief and a deputy, Unix
# users of their own) and a follower (the feed user's 'arbiter-cli
# follow') attached to a real server; the chief's Sources view (L) lists
# both consoles and the follower (presence, proto.h), gives a 'source'
# from its own keys and shows it with its follower attached; killed, the
# follower is "no follower attached" within seconds; the deputy's view is
# read only; D turns the source off after a question.  Needs root (users
# made with useradd, run with runuser), else skipped.
set -u
. "${top_srcdir:-.}/tests/e2e/lib.sh"
. "${top_srcdir:-.}/tests/users.sh"
if ! users_can; then
	echo "e2e: not root, or no useradd/runuser: skipped"
	exit 77
fi
fpid= follower=
sources_cleanup() {
	[ -n "$fpid" ] && kill $follower "$fpid" 2>/dev/null
	[ -f "$ev/server.pid" ] && kill "$(cat "$ev/server.pid")" 2>/dev/null
	e2e_cleanup
	users_drop
}
trap sources_cleanup EXIT INT TERM
# Names of this run's own: two runs at once must not share users.
uc=e2sc$$ d1=e2sd$$ fd=e2sf$$
for u in $uc $d1 $fd; do
	user_make "$u"
done
chmod 755 "$E2E_TMP"
mkdir -p "$E2E_TMP/bin" "$E2E_TMP/users" "$E2E_TMP/live/round-1"
chown $uc "$E2E_TMP/users"
chmod -R 755 "$E2E_TMP/live"
users_reach "$E2E_TMP" "${top_builddir:-.}/src/cli/arbiter-cli" "$ARBITER"
cli=$E2E_TMP/bin/arbiter-cli
ev=$E2E_TMP/users/event
live=$E2E_TMP/live
as() { u=$1; shift; runuser -u "$u" -- "$@"; }

as $uc "$cli" serve "$ev" --stay 2>"$E2E_TMP/serve.err" &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
check "the chief sets the event up" as $uc "$cli" send "$ev" \
    'event "Sources Open"' 'tc "5400+30"' \
    'player 1 "Rossi, Marco"' 'player 2 "Bianchi, Luca"' \
    'player 3 "Verdi, Anna"' 'player 4 "Neri, Paolo"' 'round 1' \
    'pair 1 1 2' 'pair 2 3 4' 'start all' "arbiter $uc chief" \
    "arbiter $d1 deputy boards 1-2" "arbiter $fd feed boards 1-2"

console() {
	mkdir -p "$E2E_TMP/home-$1" && chown "$1" "$E2E_TMP/home-$1"
	t new-session -d -s "$1" -x 150 -y 36 \
	    "runuser -u $1 -- env TMPDIR=$E2E_TMP/home-$1 HOME=$E2E_TMP/home-$1 LANG=C.UTF-8 LANGUAGE= $E2E_TMP/bin/arbiter $ev; echo EXITED=\$?; sleep 30"
}
console $uc
console $d1
check "the chief's console attaches" wait_for $uc "Rossi, Marco"
check "the deputy's console attaches" wait_for $d1 "Rossi, Marco"

keys $uc L
check "L opens the Sources view, empty" wait_for $uc "No live source yet"
check "it lists the chief's console" \
    wait_re $uc "^  $uc +chief +console +since .*\\[you\\]"
check "and the deputy's" wait_re $uc "^  $d1 +deputy +console +since"
check "two attached" wait_for $uc "Attached to the event's server: 2"

# The feed user's follower of the event's entries: none yet, it waits.
runuser -u $fd -- "$cli" follow "$ev" 2>"$E2E_TMP/follow.err" &
fpid=$!
# runuser's child, the follower itself: killed by its own pid below.
i=0
while [ -z "$(pgrep -P "$fpid")" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
follower=$(pgrep -P "$fpid")
check "the follower is listed as it attaches" \
    wait_re $uc "^  $fd +feed +follower +since" 5
check "three attached" wait_for $uc "Attached to the event's server: 3"

keys $uc A
check "A opens the prompt with the verb" wait_re $uc "^:source +source <user>"
keys $uc "$fd boards 1-2 \"$live\"" Enter
check "the source is given through the one path" \
    file_wait "$ev/journal" " $uc source $fd boards 1-2 \"$live\"" 5
check "the view shows it" wait_re $uc "^$fd +boards 1-2 +this round +\"$live\"" 3
check "with its follower attached" wait_for $uc "follower attached since" 3
check "and no line from the feed yet" wait_for $uc "no line from $fd yet"
# The follower takes the entry live and reads board 1's game from it.
printf '[Event "Sources Open"]\n[Round "1.1"]\n[White "Rossi, Marco"]\n[Black "Bianchi, Luca"]\n[Result "*"]\n\n1. e4 e5 *\n' \
    >"$live/round-1/game-1.pgn.tmp"
chmod 644 "$live/round-1/game-1.pgn.tmp"
mv "$live/round-1/game-1.pgn.tmp" "$live/round-1/game-1.pgn"
check "the view shows the feed's newest line and its age" \
    wait_re $uc "newest line [0-9:]+ \([0-9]+ s ago\): move 1 e5" 10
check "the feed reports board 2 silent" \
    as $fd "$cli" send "$ev" 'report 2 silent "since the start"'
check "the view names the board with the open alert" \
    wait_for $uc "open alerts: silent 2" 3

keys $d1 L
check "the deputy sees the same source" \
    wait_re $d1 "^$fd +boards 1-2 +this round" 3
check "read only" wait_for $d1 "read only: the chief arbiter gives them"
keys $d1 A
check "his A is refused at once" \
    wait_for $d1 "only the chief arbiter gives the event's sources"

check "the follower runs" test -n "$follower"
kill "$follower" 2>/dev/null
wait "$fpid" 2>/dev/null
fpid=
check "the follower killed, the view says none is attached" \
    wait_for $uc "no follower attached as $fd: run" 5
check "and how to start it (wrapped when the screen is narrow)" \
    wait_for $uc "arbiter-cli follow $ev"
check "or the unit" wait_for $uc "(or the unit arbiter-follow@$fd)"
check "and two are attached" wait_for $uc "Attached to the event's server: 2" 3
check "the deputy's view says so too" \
    wait_for $d1 "no follower attached as $fd" 5

keys $uc D
check "D asks first" wait_for $uc "Turn off every source of $fd"
keys $uc y
check "the source is turned off through the one path" \
    file_wait "$ev/journal" " $uc source $fd off" 5
check "the view is empty again" wait_for $uc "No live source yet" 3
check "the journal replays" "$cli" replay "$ev" >/dev/null
[ $failures -eq 0 ] || { e2e_dump $uc; e2e_dump $d1; cat "$E2E_TMP/serve.err" "$E2E_TMP/follow.err"; }
echo "e2e: $failures failed"
[ $failures -eq 0 ]
