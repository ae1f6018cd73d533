#!/bin/sh
# sources.sh: the event names its live sources (issue 28): the chief's
# 'source' lines, refused for a user who is not a feed on those boards;
# 'arbiter-cli follow DIR' with no SOURCE, run as the feed user against a
# real server, waits and says so, picks up a 'source' line given after it
# started and follows a LiveChess folder; a second such follower of the
# same user is turned away; a board the chief moves from one feed's entry
# to another's is the second's although the first gave lines on it
# first; 'source <user> off' stops the first.  Other Unix users need
# root (useradd, runuser): else skipped.
set -u
. "${top_srcdir:-.}/tests/users.sh"
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
if ! users_can; then
	echo "sources: needs root with useradd and runuser: skipped"
	exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/sources.XXXXXX") || exit 1
a=arbsa$$
b=arbsb$$
pids=
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null; done
	[ -f "$tmp/event/server.pid" ] &&
	    kill "$(cat "$tmp/event/server.pid")" 2>/dev/null
	users_drop
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
for u in $a $b; do
	user_make "$u" || exit 1
done
users_reach "$tmp" "$cli" || exit 1
cli=$tmp/bin/arbiter-cli
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }

# file_wait FILE TEXT SECONDS: TEXT appears in FILE in time.
file_wait() {
	i=0
	while [ $i -lt $(($3 * 10)) ]; do
		grep -qF -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.1
		i=$((i + 1))
	done
	return 1
}
# expect NAME FILE TEXT SECONDS
expect() {
	if file_wait "$2" "$3" "$4"; then ok "$1"; else
		notok "$1: no '$3' in $2:"; sed 's/^/# /' "$2"
	fi
}
# refused LINE TEXT: the chief's LINE is refused with TEXT.
refused() {
	if "$cli" send "$ev" "$1" >/dev/null 2>"$tmp/err"; then
		notok "'$1' was taken"
	elif grep -qF -- "$2" "$tmp/err"; then
		ok "'$1' refused: $(cat "$tmp/err")"
	else
		notok "'$1': wanted '$2', got '$(cat "$tmp/err")'"
	fi
}
# game B MOVETEXT: board B's LiveChess file, written whole at once.
game() {
	case $1 in
	1) w="Colombo, Paolo" k="Fischer, Anna" ;;
	*) w="Rossi, Marco" k="Bianchi, Luca" ;;
	esac
	printf '[Event "Open"]\n[Round "1.%s"]\n[White "%s"]\n[Black "%s"]\n[Result "*"]\n\n%s *\n' \
	    "$1" "$w" "$k" "$2" >"$src/round-1/game-$1.pgn.tmp"
	chmod 644 "$src/round-1/game-$1.pgn.tmp"
	mv "$src/round-1/game-$1.pgn.tmp" "$src/round-1/game-$1.pgn"
}

ev=$tmp/event
src=$tmp/livechess
mkdir -p "$src/round-1" "$tmp/empty" && chmod -R 755 "$src" "$tmp/empty"
"$cli" serve "$ev" --stay 2>"$tmp/server.err" &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
chmod 755 "$ev"
if ! "$cli" send "$ev" 'event "Open"' 'tc "5400"' \
    'player 1 "Colombo, Paolo"' 'player 2 "Fischer, Anna"' \
    'player 3 "Rossi, Marco"' 'player 4 "Bianchi, Luca"' 'round 1' \
    'pair 1 1 2' 'pair 2 3 4' 'start all' "arbiter $(id -un) chief" \
    "arbiter $a feed boards 1-2" "arbiter $b feed boards 2" \
    >/dev/null 2>"$tmp/err"; then
	notok "the event: $(cat "$tmp/err")"
	exit 1
fi

# The refusals, one line each.
refused "source $b boards 1 \"$src\"" "boards 1 are not all among $b's feed boards: give 'arbiter $b feed boards 1' first"
refused "source nobody$$ boards 1 \"$src\"" "nobody$$ is not a feed: give 'arbiter nobody$$ feed boards 1' first"
refused "source $a boards 1 \"relative/dir\"" "a folder's absolute path or an http(s) URL"
refused "source $a boards 1 -" "a folder's absolute path or an http(s) URL"
refused "source $a off" "that user has no source to end"
runuser -u "$a" -- "$cli" send "$ev" "source $a boards 1 \"$src\"" \
    >/dev/null 2>"$tmp/err"
if grep -qF "$a is a feed" "$tmp/err"; then
	ok "a feed names no source: $(cat "$tmp/err")"
else
	notok "a feed's 'source': $(cat "$tmp/err")"
fi

# The followers of the entries, started before any entry: they wait.
runuser -u "$a" -- "$cli" follow "$ev" 2>"$tmp/a.err" &
pids="$pids $!"
runuser -u "$b" -- "$cli" follow "$ev" 2>"$tmp/b.err" &
pids="$pids $!"
expect "with no entry, the follower says it waits" "$tmp/a.err" \
    "no source for $a in this event yet: waiting" 10

game 1 '1. d4 {[%clk 01:30:21]}'
game 2 '1. e4 {[%clk 01:30:25]}'
if "$cli" send "$ev" "source $a boards 1-2 \"$src\"" >/dev/null 2>"$tmp/err"
then
	ok "the chief names $a's source"
else
	notok "source $a: $(cat "$tmp/err")"
fi
expect "the follower takes the entry given after it started" "$tmp/a.err" \
    "following boards 1-2 from $src" 10
expect "and follows the folder: board 1" "$ev/journal" " $a move 1 d4 clock" 10
expect "board 2" "$ev/journal" " $a move 2 e4 clock" 10
# How long from the chief's line to the follower's first (said, not
# timed: a loaded machine is no failure).
echo "# source line at $(grep -m1 " root source $a " "$ev/journal" |
    cut -d' ' -f2), first move at $(grep -m1 " $a move " "$ev/journal" |
    cut -d' ' -f2)"
refused "source $b boards 2 \"$src\"" "board 2 is in $a's source already"

# A second follower of the same user's entries is turned away.
if runuser -u "$a" -- timeout 20 "$cli" follow "$ev" 2>"$tmp/a2.err"; then
	notok "a second follower of $a ran"
elif grep -qF "a follower of $a is already following this event's sources" \
    "$tmp/a2.err"; then
	ok "a second follower of $a: $(cat "$tmp/a2.err")"
else
	notok "a second follower of $a: $(cat "$tmp/a2.err")"
fi

# A follower of its own sources is told apart: it may run beside.
runuser -u "$a" -- timeout 3 "$cli" follow "$ev" "$tmp/empty" \
    2>"$tmp/a3.err"
rc=$?
if [ $rc = 124 ] && ! grep -q "already following" "$tmp/a3.err"; then
	ok "a follower of $a's own sources runs beside"
else
	notok "a follower of $a's own sources: exit $rc, $(cat "$tmp/a3.err")"
fi
# The hello word is one of two: anything else is no message.
printf '%s\n' "hello 1 0 0000000000000000 follower everything" |
    timeout 10 "$cli" wire "$ev" >"$tmp/wire" 2>&1
if grep -q "not a message of this protocol" "$tmp/wire"; then
	ok "hello with another follower word: turned away"
else
	notok "hello follower everything: $(cat "$tmp/wire")"
fi

# Board 2 moves from a's entry to b's: b's follower takes it, though a
# gave its lines first this round and its role still has board 2.
"$cli" send "$ev" "source $a off" "source $a boards 1 \"$src\"" \
    >/dev/null 2>&1
"$cli" send "$ev" "source $b boards 2 \"$src\"" >/dev/null 2>"$tmp/err" ||
    notok "source $b: $(cat "$tmp/err")"
expect "$b's follower takes board 2" "$tmp/b.err" \
    "following boards 2 from $src" 10
game 2 '1. e4 {[%clk 01:30:25]} e5 {[%clk 01:30:20]}'
expect "board 2's next move is $b's" "$ev/journal" " $b move 2 e5 clock" 10
if grep -q "report 2 conflict" "$ev/journal"; then
	notok "board 2 was reported a conflict"
else
	ok "no conflict on board 2: the entry names its source"
fi

# source a off: a's follower stops reading; its board waits for none.
"$cli" send "$ev" "source $a off" >/dev/null 2>&1
expect "source $a off: its follower says so" "$tmp/a.err" \
    "source ended: boards 1 from $src" 10
sleep 0.5
if tail -n 1 "$tmp/a.err" | grep -qF "no source for $a in this event yet"
then
	ok "and waits again"
else
	notok "waiting again: $(cat "$tmp/a.err")"
fi
game 1 '1. d4 {[%clk 01:30:21]} d5 {[%clk 01:30:11]}'
game 2 '1. e4 {[%clk 01:30:25]} e5 {[%clk 01:30:20]} 2. Nf3 {[%clk 01:30:30]}'
expect "$b's board goes on" "$ev/journal" " $b move 2 Nf3 clock" 10
if grep -q "move 1 d5" "$ev/journal"; then
	notok "board 1 followed after source $a off"
else
	ok "board 1 not followed after source $a off"
fi

# The state document lists the entries.
"$cli" send "$ev" "source $a boards 1 \"$src\" round 1" >/dev/null 2>&1
"$cli" run "$ev/journal" --json 2>/dev/null | grep -o '"sources": .*' \
    >"$tmp/sources.json"
if grep -qF "{\"user\": \"$b\", \"boards\": \"2\", \"address\": \"$src\", \"round\": null}" \
    "$tmp/sources.json" && grep -qF "{\"user\": \"$a\", \"boards\": \"1\", \"address\": \"$src\", \"round\": 1}" \
    "$tmp/sources.json"; then
	ok "the state lists the sources"
else
	notok "the state's sources: $(cat "$tmp/sources.json")"
fi
# A folder that is not there yet (LiveChess not started): said once,
# tried again until it is.
"$cli" send "$ev" "source $a off" "source $a boards 1 \"$tmp/later\"" \
    >/dev/null 2>&1
expect "a folder not there yet is said" "$tmp/a.err" \
    "$tmp/later: $tmp/later: not a folder" 10
mkdir -p "$tmp/later/round-1" && chmod -R 755 "$tmp/later"
src=$tmp/later
game 1 '1. d4 {[%clk 01:30:21]} d5 {[%clk 01:30:11]} 2. c4 {[%clk 01:30:40]}'
expect "and followed once it is" "$ev/journal" " $a move 1 c4 clock" 25
if [ "$(grep -c "not a folder" "$tmp/a.err")" = 1 ]; then
	ok "said once"
else
	notok "said $(grep -c "not a folder" "$tmp/a.err") times"
fi

# A replay of the journal gives the same entries.
if "$cli" replay "$ev/journal" >/dev/null 2>"$tmp/err"; then
	ok "the journal replays"
else
	notok "replay: $(cat "$tmp/err")"
fi
for p in $pids; do kill "$p" 2>/dev/null; done
wait $pids 2>/dev/null
pids=
"$cli" stop "$ev" 2>/dev/null
exit $fail
