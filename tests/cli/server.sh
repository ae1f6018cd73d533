#!/bin/sh
# The event server against what broke the shared journal (issue "One
# authority per event"): two clients racing on one board (exactly one
# line a race), the server killed again and again under four clients
# (nothing acknowledged lost, nothing twice, nothing refused written, the
# clients told and back), and, as root, other Unix users: a deputy who
# forges through a raw socket, a user without a role, a user who writes
# the journal file.  tests/bench/server.sh runs the long versions.
set -u
. "${top_srcdir:-.}/tests/users.sh"
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
tmp=$(mktemp -d "${TMPDIR:-/tmp}/server.XXXXXX") || exit 1
cleanup() {
	for d in "$tmp"/*/; do
		[ -f "$d/server.pid" ] && kill "$(cat "$d/server.pid")" 2>/dev/null
	done
	users_drop
	rm -rf "$tmp"
}
trap cleanup EXIT
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }

if out=$("$top/tests/cli/server_race" "$tmp/race" "${RACES:-300}" 2>&1); then
	ok "$out"
else
	notok "$out"
fi
if out=$("$top/tests/cli/server_crash" "$tmp/crash" "${KILLS:-15}" 2>&1); then
	ok "$(echo "$out" | tail -1)"
else
	notok "$out"
fi

# The journal replaced under the server (an editor's save, a restore):
# nothing more is acknowledged, to either file, and the client is told.
ev="$tmp/replaced"
"$cli" serve "$ev" --stay 2>/dev/null &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
"$cli" send "$ev" 'event "Replaced"' 'tc "5400"' >/dev/null 2>&1
mv "$ev/journal" "$ev/journal.saved" && cp "$ev/journal.saved" "$ev/journal"
"$cli" send "$ev" 'round 1' >/dev/null 2>"$tmp/err"
if grep -q "replaced or removed" "$tmp/err" &&
    ! grep -q "round 1" "$ev/journal" "$ev/journal.saved"; then
	ok "a journal replaced under the server: nothing written, said: $(cat "$tmp/err")"
else
	notok "journal replaced: $(cat "$tmp/err")"
fi
"$cli" stop "$ev" 2>/dev/null
wait

# A journal that lost its last lines (a restore): the way out the server
# names, typed exactly, is taken through the client (issue 26, item 6).
ev="$tmp/shortened"
"$cli" serve "$ev" --stay 2>/dev/null &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
"$cli" send "$ev" 'event "Cut"' 'tc "5400"' 'round 1' 'player 1 "A"' \
    'player 2 "B"' 'pair 1 1 2' 'start 1' 'move 1 d4' 'move 1 d5' >/dev/null 2>&1
"$cli" stop "$ev" 2>/dev/null
wait
head -n 7 "$ev/journal" >"$tmp/cut" && cat "$tmp/cut" >"$ev/journal"
"$cli" serve "$ev" --stay 2>/dev/null &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
"$cli" send "$ev" 'move 1 e4' >/dev/null 2>"$tmp/err"
way=$(grep -o 'chain [0-9]* "<reason>"' "$tmp/err" | sed 's/<reason>/restored from a copy/')
if [ -n "$way" ] && "$cli" send "$ev" "$way" >/dev/null 2>"$tmp/err2" &&
    "$cli" send "$ev" 'start 1' 'move 1 e4' >/dev/null 2>>"$tmp/err2"; then
	ok "a shortened journal: '$way', as the server says, is taken; the event goes on"
else
	notok "a shortened journal: said '$(cat "$tmp/err")', then '$way': $(cat "$tmp/err2" 2>/dev/null)"
fi
"$cli" stop "$ev" 2>/dev/null
wait

# Other Unix users: only as root, with useradd.
if ! users_can; then
	echo "# not root, or no useradd/runuser: the users part is skipped"
	exit $fail
fi
# Names of this run's own: two runs at once must not share users.
uc=arbc$$ ud=arbd$$ un=arbn$$
for u in $uc $ud $un; do
	user_make "$u"
done
ev="$tmp/users/event"
mkdir -p "$tmp/users" && chmod 755 "$tmp/users"
chown $uc "$tmp/users"
users_reach "$tmp" "$cli"
cli=$tmp/bin/arbiter-cli
as() { u=$1; shift; runuser -u "$u" -- "$@"; }
as $uc "$cli" serve "$ev" --stay 2>"$tmp/serve.err" &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
if as $uc "$cli" send "$ev" 'event "Users"' 'tc "5400"' 'round 1' \
    'player 1 "A"' 'player 2 "B"' 'player 3 "C"' 'player 4 "D"' \
    'pair 1 1 2' 'pair 2 3 4' "arbiter $uc chief" \
    "arbiter $ud deputy boards 1" 'start all' >/dev/null 2>"$tmp/err"; then
	ok "the chief sets the event up through the server"
else
	notok "the chief's set-up: $(cat "$tmp/err")"
fi
as $ud "$cli" send "$ev" 'move 1 e4' >/dev/null 2>"$tmp/err" &&
    grep -q " $ud move 1 e4 " "$ev/journal" &&
    ok "the deputy moves on his board; the journal names him (the kernel's word)" ||
    notok "the deputy's move: $(cat "$tmp/err")"
as $ud "$cli" send "$ev" 'annul 1 "forged"' >/dev/null 2>"$tmp/err"
grep -q "only the chief arbiter may" "$tmp/err" &&
    ok "a deputy's chief-only command is refused: $(cat "$tmp/err")" ||
    notok "a deputy's annulment: $(cat "$tmp/err")"
# A raw socket: no field names the actor; a journal line passed off as a
# command, and a hello that claims more, are refused too.
printf '%s\n' "hello 1 0 0000000000000000" \
    'do 1 0 en annul 1 "forged"' \
    "do 2 0 en 99 2026-11-22T15:00:00.000Z $uc result 1 1-0 \"x\"" |
    as $ud "$cli" wire "$ev" >"$tmp/wire" 2>&1
if grep -q '^refused 1 0 [0-9]* role CHIEF_ONLY$' "$tmp/wire" &&
    grep -q '^refused 2 0 [0-9]* text ' "$tmp/wire" &&
    ! grep -q 'forged\|"x"' "$ev/journal"; then
	ok "a deputy's raw socket: refused (role CHIEF_ONLY; a journal line is no command)"
else
	notok "raw socket: $(cat "$tmp/wire")"
fi
printf '%s\n' "hello 1 0 0000000000000000 $uc" |
    as $ud "$cli" wire "$ev" >"$tmp/wire" 2>&1
grep -q '^bye ' "$tmp/wire" && ok "a hello that claims a name is no message: $(cat "$tmp/wire")" ||
    notok "a hello with a name: $(cat "$tmp/wire")"
as $un "$cli" send "$ev" 'move 2 e4' >/dev/null 2>"$tmp/err"
grep -q "$un has no role in this event" "$tmp/err" &&
    ok "a user without a role cannot attach: $(cat "$tmp/err")" ||
    notok "a user without a role: $(cat "$tmp/err")"
if as $ud sh -c "echo 'x' >>'$ev/journal'" 2>/dev/null; then
	notok "the deputy wrote the journal file"
else
	ok "another Unix user cannot write the journal ($(stat -c '%A %U' "$ev/journal"))"
fi
as $un "$cli" stop "$ev" >/dev/null 2>"$tmp/err"
grep -q "$un has no role in this event" "$tmp/err" &&
    ok "a user without a role is told so by stop: $(cat "$tmp/err")" ||
    notok "a stop without a role: $(cat "$tmp/err")"
as $ud "$cli" stop "$ev" >/dev/null 2>"$tmp/err"
grep -q "only the chief arbiter may stop" "$tmp/err" &&
    ok "only the chief stops the server" || notok "a deputy's stop: $(cat "$tmp/err")"
as $uc "$cli" stop "$ev" 2>"$tmp/err" || notok "the chief's stop: $(cat "$tmp/err")"
wait
as $ud "$cli" send "$ev" 'move 1 e5' >/dev/null 2>"$tmp/err"
grep -q "only the owner of its journal ($uc) may start it" "$tmp/err" &&
    ok "a deputy does not start the chief's server: $(cat "$tmp/err")" ||
    notok "a deputy starting the server: $(cat "$tmp/err")"
"$cli" replay "$ev" >/dev/null 2>"$tmp/err" &&
    ok "the journal replays, no line unpermitted" ||
    notok "replay: $(cat "$tmp/err")"
exit $fail
