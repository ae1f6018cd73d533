#!/bin/sh
# The event server under a flood of idle connections (issue 26, item 2):
# a user with no role opens 1,200 connections that never say hello and
# holds them 12 s against a server limited to 1,024 descriptors; printed:
# the server's descriptors, RSS and CPU before, during and after, and how
# long a command of the chief's took meanwhile.  As root (other users).
#	tests/bench/flood.sh [BUILDDIR]
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
[ "$(id -u)" = 0 ] || { echo "flood bench: run as root (it creates two users)"; exit 1; }
for p in src/cli/arbiter-cli tests/cli/server_flood; do
	[ -x "$build/$p" ] || { echo "flood bench: $build/$p not built"; exit 1; }
done
tmp=$(mktemp -d /tmp/flood.XXXXXX) && chmod 755 "$tmp"
uc=arfc$$ un=arfn$$
useradd -M -N $uc && useradd -M -N $un
ev=$tmp/ev/event
cleanup() {
	[ -f "$ev/server.pid" ] && kill "$(cat "$ev/server.pid")" 2>/dev/null
	sleep 0.3
	userdel $uc; userdel $un; rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
mkdir -p "$tmp/ev" "$tmp/bin" && chown $uc "$tmp/ev"
cp "$build/src/cli/arbiter-cli" "$build/tests/cli/server_flood" "$tmp/bin/" && chmod 755 "$tmp"/bin/*
runuser -u $uc -- sh -c 'ulimit -n 1024 && exec "$0" serve "$1" --stay' \
    "$tmp/bin/arbiter-cli" "$ev" 2>/dev/null &
i=0
while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
pid=$(cat "$ev/server.pid")
runuser -u $uc -- "$tmp/bin/arbiter-cli" send "$ev" 'event "Flood"' 'tc "5400"' \
    "arbiter $uc chief" >/dev/null
st() {
	echo "descriptors $(ls "/proc/$pid/fd" | wc -l), RSS $(awk '/^VmRSS/ { print $2 }' "/proc/$pid/status") KB," \
	    "CPU $(awk -v hz="$(getconf CLK_TCK)" '{ print int(($14 + $15) * 1000 / hz) }' "/proc/$pid/stat") ms"
}
echo "before:        $(st)"
runuser -u $un -- sh -c 'ulimit -n 4096 && exec "$0" "$@"' "$tmp/bin/server_flood" \
    "$ev" 1200 12000 >"$tmp/flood.out" 2>&1 &
fpid=$!
sleep 4
echo "flood, 4 s:    $(st)"
s0=$(date +%s%N)
if timeout 10 runuser -u $uc -- "$tmp/bin/arbiter-cli" send "$ev" 'round 1' >/dev/null 2>"$tmp/err"; then
	echo "the chief's command: done in $(( ($(date +%s%N) - s0) / 1000000 )) ms"
else
	echo "the chief's command: not done in 10 s $(head -c 200 "$tmp/err")"
fi
echo "flood, ~8 s:   $(st)"
wait $fpid
echo "the flood:     $(cat "$tmp/flood.out")"
echo "after:         $(st)"
