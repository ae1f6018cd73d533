#!/bin/sh
# Live games followed (doc/BENCH.md): the follower's planning and the event's
# apply for a 500-board round, one new ply a board a poll (the readers,
# the socket and the disk are not in it).  The budget: with the server,
# under 2% of a core a poll a second, that is under 20 ms a poll.
#	tests/bench/follow.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
prog=$build/tests/bench/bench_follow
if [ ! -x "$prog" ]; then
	echo "follow bench: $prog not built (make in $build first)"
	exit 1
fi
"$prog" 500 80
