#!/bin/sh
# The event server against hostile neighbours (issue 26, items 2 and 3),
# as root with other Unix users: a user with no role floods the socket
# (0666) with connections that never say hello while the chief works (the
# server turns the flood away, closes idle knocks at the hello deadline,
# does not spin out of descriptors); a batch not ended in time or longer
# than the cap is refused; an assistant's batch is refused before its
# lines are read.  The deadlines are shortened through the environment.
set -u
. "${top_srcdir:-.}/tests/users.sh"
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
flood=$top/tests/cli/server_flood
if ! users_can || [ ! -d /proc/self/fd ]; then
	echo "# not root, no useradd/runuser or no /proc: skipped"
	exit 77
fi
tmp=$(mktemp -d "${TMPDIR:-/tmp}/server-hostile.XXXXXX") || exit 1
cleanup() {
	for d in "$tmp"/users/*/; do
		[ -f "$d/server.pid" ] && kill "$(cat "$d/server.pid")" 2>/dev/null
	done
	users_drop
	rm -rf "$tmp"
}
trap cleanup EXIT
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }
as() { u=$1; shift; runuser -u "$u" -- "$@"; }

uc=arhc$$ ua=arha$$ un=arhn$$
for u in $uc $ua $un; do
	user_make "$u"
done
ev="$tmp/users/event"
mkdir -p "$tmp/users" && chmod 755 "$tmp/users"
chown $uc "$tmp/users"
users_reach "$tmp" "$cli" "$flood"
cli=$tmp/bin/arbiter-cli flood=$tmp/bin/server_flood
# 256 descriptors, as a small ulimit; a hello within 2 s, a batch in 2 s,
# a batch of 100 KB.
as $uc env ARBITER_SERVER_HELLO_MS=2000 ARBITER_SERVER_BATCH_MS=2000 \
    ARBITER_SERVER_BATCH_BYTES=100000 sh -c 'ulimit -n 256 && exec "$0" serve "$1" --stay' \
    "$cli" "$ev" 2>"$tmp/serve.err" &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
pid=$(cat "$ev/server.pid")
as $uc "$cli" send "$ev" 'event "Flood"' 'tc "5400"' 'round 1' \
    'player 1 "A"' 'player 2 "B"' 'pair 1 1 2' "arbiter $uc chief" \
    "arbiter $ua assistant" >/dev/null 2>"$tmp/err" ||
    notok "set-up: $(cat "$tmp/err")"

# cpu_ms: the server's user and system time so far.
cpu_ms() { awk -v hz="$(getconf CLK_TCK)" '{ print int(($14 + $15) * 1000 / hz) }' "/proc/$pid/stat"; }
fds() { ls "/proc/$pid/fd" | wc -l; }

# Item 2: 400 idle connections by a user with no role, held 5 s.
cpu0=$(cpu_ms)
as $un "$flood" "$ev" 400 5000 >"$tmp/flood" 2>&1 &
fpid=$!
sleep 1
fds1=$(fds)
if timeout 10 runuser -u $uc -- "$cli" send "$ev" 'start 1' >/dev/null 2>"$tmp/err"; then
	ok "the chief is served during the flood ($fds1 descriptors open in the server)"
else
	notok "the chief during the flood: $(cat "$tmp/err") ($fds1 descriptors)"
fi
wait $fpid
cpu=$(( $(cpu_ms) - cpu0 ))
if grep -q "held 0$" "$tmp/flood" && [ "$fds1" -lt 100 ]; then
	ok "the flood is turned away and idle knocks closed at the hello deadline: $(cat "$tmp/flood")"
else
	notok "the flood: $(cat "$tmp/flood"), $fds1 descriptors"
fi
# A spinning loop burns the 6 s; the server's work is a few accepts.
[ "$cpu" -lt 2000 ] && ok "the server used $cpu ms of CPU in the 6 s of the flood" ||
    notok "the server used $cpu ms of CPU in the 6 s of the flood"
grep -q "turned away" "$ev/server.log" &&
    ok "logged: $(grep -o 'turned away.*' "$ev/server.log" | head -1)" ||
    notok "the flood is not in the log"

# A batch not ended: refused at its deadline, the connection closed.
{ echo "hello 1 0 0000000000000000"; echo "batch 1 0 en 3"; echo 'player 9 "X"'; sleep 4; } |
    as $uc "$cli" wire "$ev" >"$tmp/wire" 2>&1
if grep -q '^refused 1 0 [0-9]* text ' "$tmp/wire" && grep -q '^bye ' "$tmp/wire" &&
    ! grep -q 'player 9' "$ev/journal"; then
	ok "a batch not ended in time: $(grep '^bye' "$tmp/wire")"
else
	notok "a batch not ended: $(cat "$tmp/wire")"
fi

# Item 3: a batch over the byte cap is refused at the line that passes it.
awk 'BEGIN { print "hello 1 0 0000000000000000"; print "batch 1 0 en 50"
    s = sprintf("%7990s", ""); gsub(/ /, "x", s)
    for (i = 0; i < 50; i++) printf "player %d \"%s\"\n", i + 10, s }' |
    as $uc "$cli" wire "$ev" >"$tmp/wire" 2>&1
grep -q '^refused 1 13 [0-9]* text ' "$tmp/wire" && grep -q '^bye ' "$tmp/wire" &&
    ok "a batch over 100 KB is refused at its 13th line: $(grep '^refused' "$tmp/wire")" ||
    notok "a batch over the cap: $(cut -c 1-200 "$tmp/wire")"

# An assistant's batch: refused before its 16 MB are read, none kept
# (the server's RSS taken while the connection is still open).
rss() { awk '/^VmRSS/ { print $2 }' "/proc/$pid/status"; }
rss0=$(rss)
{ awk 'BEGIN { print "hello 1 0 0000000000000000"; print "batch 1 0 en 100000"
    s = sprintf("%7990s", ""); gsub(/ /, "x", s)
    for (i = 0; i < 2000; i++) printf "player %d \"%s\"\n", i + 10, s }'
  sleep 6; } | as $ua "$cli" wire "$ev" >"$tmp/wire" 2>&1 &
wpid=$!
i=0
while ! grep -q "^refused" "$tmp/wire" && [ $i -lt 20 ]; do sleep 0.1; i=$((i + 1)); done
sleep 1
rss1=$(rss)
wait $wpid
if grep -q '^refused 1 0 [0-9]* role READ_ONLY$' "$tmp/wire" &&
    [ $((rss1 - rss0)) -lt 8000 ]; then
	ok "an assistant's batch is refused (READ_ONLY); the server's RSS $rss0 -> $rss1 KB with 16 MB sent"
else
	notok "an assistant's batch: $(cut -c 1-200 "$tmp/wire" | tail -3), RSS $rss0 -> $rss1 KB"
fi

as $uc "$cli" stop "$ev" 2>/dev/null
wait

# Out of descriptors (16: the caps are not reached first): the knocks
# wait in the backlog and the server does not spin on accept().
ev2="$tmp/users/fds"
as $uc sh -c 'ulimit -n 16 && exec "$0" serve "$1" --stay' "$cli" "$ev2" 2>/dev/null &
i=0
while [ ! -S "$ev2/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
pid=$(cat "$ev2/server.pid")
as $un "$flood" "$ev2" 50 3000 >"$tmp/flood" 2>&1 &
fpid=$!
sleep 0.5
cpu0=$(cpu_ms) fds1=$(fds)
wait $fpid
cpu=$(( $(cpu_ms) - cpu0 ))
[ "$cpu" -lt 300 ] && ok "out of descriptors ($fds1 open): $cpu ms of CPU in 2.5 s, no spin" ||
    notok "out of descriptors ($fds1 open): $cpu ms of CPU in 2.5 s"
kill "$pid" 2>/dev/null
wait
"$cli" replay "$ev" >/dev/null 2>"$tmp/err" && ok "the journal replays" ||
    notok "replay: $(cat "$tmp/err")"
exit $fail
