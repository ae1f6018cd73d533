#!/bin/sh
# Clocks (doc/BENCH.md): advance and format 1,000 running clocks per tick; the
# goal is well under 1 ms.  No reference program exists: the figure is
# printed against the budget.
#	tests/bench/clock.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
prog=$build/tests/bench/bench_clock
if [ ! -x "$prog" ]; then
	echo "clock bench: $prog not built (make in $build first)"
	exit 1
fi
"$prog" 1000 2000 9
