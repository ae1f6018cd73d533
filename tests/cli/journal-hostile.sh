#!/bin/sh
# The journal against hostile neighbours (issue 26): as root, with other
# Unix users.  A user with no role who holds a lock on the journal (any
# arbiter may read it) neither stops the chief's commands nor a restart,
# and cannot open the lock files that keep writers apart.
set -u
. "${top_srcdir:-.}/tests/users.sh"
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
tmp=$(mktemp -d "${TMPDIR:-/tmp}/journal-hostile.XXXXXX") || exit 1
pids=
cleanup() {
	for p in $pids; do kill -- "-$p" 2>/dev/null; done
	[ -f "$tmp/users/event/server.pid" ] &&
	    kill "$(cat "$tmp/users/event/server.pid")" 2>/dev/null
	users_drop
	rm -rf "$tmp"
}
trap cleanup EXIT
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }

if ! users_can || ! command -v flock >/dev/null 2>&1; then
	echo "# not root, or no useradd/runuser/flock: skipped"
	exit 77
fi
uc=arbc$$ un=arbn$$
for u in $uc $un; do
	user_make "$u"
done
ev=$tmp/users/event
mkdir -p "$tmp/users" && chmod 755 "$tmp/users"
chown $uc "$tmp/users"
users_reach "$tmp" "$cli"
cli=$tmp/bin/arbiter-cli
as() { u=$1; shift; runuser -u "$u" -- "$@"; }
# hold HOW FILE: the user without a role holds a lock on FILE, in a
# process group of its own (ended by its id).
hold() {
	setsid runuser -u $un -- flock "$1" "$2" sleep 60 &
	pids="$pids $!"
	sleep 0.3
}
release() {
	for p in $pids; do kill -- "-$p" 2>/dev/null; done
	wait $pids 2>/dev/null
	pids=
}
serve() {
	as $uc "$cli" serve "$ev" --stay 2>>"$tmp/serve.err" &
	srv=$!
	i=0
	while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
}
# send SECONDS COMMAND...: the chief's commands, in time or not at all.
send() {
	s=$1; shift
	timeout "$s" runuser -u $uc -- "$cli" send "$ev" "$@" >/dev/null 2>"$tmp/err"
}
serve
send 20 'event "Locks"' 'tc "5400"' "arbiter $uc chief" ||
    notok "the chief's set-up: $(cat "$tmp/err")"

# A lock on the journal, shared and then exclusive, by a user with none
# of the event's roles: the chief's commands go on.
n=0
for how in -s -x; do
	n=$((n + 1))
	hold $how "$ev/journal"
	t0=$(date +%s%N)
	if send 5 "player $n \"P$n\""; then
		ok "flock $how on the journal by $un: the chief's command in $(( ($(date +%s%N) - t0) / 1000000 )) ms"
	else
		notok "flock $how on the journal by $un stops the chief: $(cat "$tmp/err")"
	fi
	release
done
grep -q ' player 1 "P1" ' "$ev/journal" && grep -q ' player 2 "P2" ' "$ev/journal" ||
    notok "the lines are not in the journal"

# The writers' locks: only the event's user may open them.
for f in server.lock journal.lock; do
	if [ ! -f "$ev/$f" ]; then
		notok "no $f"
	elif as $un sh -c "exec 3<'$ev/$f'" 2>/dev/null; then
		notok "$un opens $f to lock it ($(stat -c %A "$ev/$f"))"
	else
		ok "$un cannot open $f to lock it ($(stat -c '%A %U' "$ev/$f"))"
	fi
done

# A restart while he holds the journal's lock.
hold -x "$ev/journal"
as $uc "$cli" stop "$ev" 2>"$tmp/err" || notok "stop: $(cat "$tmp/err")"
i=0
while [ -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
serve
if send 10 'player 3 "P3"'; then
	ok "a restart with the journal locked by $un"
else
	notok "a restart with the journal locked by $un: $(cat "$tmp/err" "$tmp/serve.err")"
fi
as $uc "$cli" stop "$ev" 2>/dev/null
i=0
while kill -0 $srv 2>/dev/null && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
kill $srv 2>/dev/null

# An older build's server.lock, open to all and held by him: the server
# says so, not that another server runs.
release
chmod 644 "$ev/server.lock"
hold -s "$ev/server.lock"
timeout 10 runuser -u $uc -- "$cli" serve "$ev" >/dev/null 2>"$tmp/err"
if grep -q "any user could open it" "$tmp/err" &&
    [ "$(stat -c %a "$ev/server.lock")" = 600 ]; then
	ok "an old server.lock held by $un: $(cat "$tmp/err")"
else
	notok "an old server.lock held by $un: $(cat "$tmp/err")"
fi
release
exit $fail
