#!/bin/sh
# The live broadcast (issue 19): a 500-board round of 80 plies a board,
# its live file written once, then 200 changes each written as the event
# server writes them (one record made again, the file written whole,
# fsync'd, renamed).  No reference program: the figures are printed
# against the goal (under 5 ms a change).  The file is written in the
# build directory (a real disk, so fsync costs what it costs there), then
# in /dev/shm when it is there (tmpfs: what the writer costs without the
# disk).
#	tests/bench/broadcast.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
prog=$build/tests/bench/bench_broadcast
if [ ! -x "$prog" ]; then
	echo "broadcast bench: $prog not built (make in $build first)"
	exit 1
fi
dir=$(mktemp -d "$build/bench-broadcast.XXXXXX")
shm=
trap 'rm -rf "$dir" $shm' EXIT INT TERM
"$prog" "$dir" "${BOARDS:-500}" "${PLIES:-80}" "${CHANGES:-200}" "${DELAY:-0}"
if [ -d /dev/shm ] && shm=$(mktemp -d /dev/shm/bench-broadcast.XXXXXX 2>/dev/null); then
	echo "-- the same without the disk (tmpfs):"
	"$prog" "$shm" "${BOARDS:-500}" "${PLIES:-80}" "${CHANGES:-200}" "${DELAY:-0}"
fi
