#!/bin/sh
# The event server (doc/BENCH.md; issue "One authority per event"): 20
# consoles' copies of a 500-board round (a command's line on every copy,
# p99 < 50 ms), the server idle (< 0.5% of a core), four writers with
# group commit (>= 5,000 acknowledged a second); then two clients racing
# on one board 10,000 times (exactly one line each time) and the server
# killed 1,000 times under four clients (nothing acknowledged lost).
# There is no reference program: the figures are printed against the goals.
#	tests/bench/server.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
for p in tests/bench/bench_server tests/cli/server_race tests/cli/server_crash; do
	[ -x "$build/$p" ] || { echo "server bench: $build/$p not built (make check in $build first)"; exit 1; }
done
dir=$(mktemp -d "$build/bench-server.XXXXXX")
trap 'for f in "$dir"/*/server.pid; do [ -f "$f" ] && kill "$(cat "$f")" 2>/dev/null; done; rm -rf "$dir"' EXIT INT TERM
"$build/tests/bench/bench_server" "$dir/round" "${BOARDS:-500}" "${WATCHERS:-20}" "${SECONDS_W:-5}"
"$build/tests/cli/server_race" "$dir/race" "${RACES:-10000}"
"$build/tests/cli/server_crash" "$dir/crash" "${KILLS:-1000}"
