#!/bin/sh
# Journal (doc/BENCH.md): commands acknowledged per second with fsync (one per
# fsync, and group commit), and the replay time of a 100,000-line journal.
# There is no reference program: the figures are printed against the goals
# (>= 1,000/s; replay < 0.2 s).  The journal is written in the build
# directory (a real disk, so fsync costs what it costs there).
#	tests/bench/journal.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
prog=$build/tests/bench/bench_journal
if [ ! -x "$prog" ]; then
	echo "journal bench: $prog not built (make in $build first)"
	exit 1
fi
dir=$(mktemp -d "$build/bench-journal.XXXXXX")
trap 'rm -rf "$dir"' EXIT INT TERM
"$prog" "$dir" "${JOURNAL_BENCH_RUNS:-5}"
