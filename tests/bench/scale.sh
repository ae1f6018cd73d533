#!/bin/sh
# Olympiad size (issue "An event survives faults and grows to Olympiad
# size"): a journal of about 1,000,000 lines (1,000 boards, 10 rounds of
# random games of up to 95 plies), replayed, opened by a console through a
# server, a command and its undo.  Goals: replay and open under 5 s each,
# undo under 100 ms.  The figures are printed against the goals.
#	tests/bench/scale.sh [BUILDDIR]
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
for p in tests/bench/gen_journal tests/bench/bench_scale; do
	[ -x "$build/$p" ] || { echo "scale bench: $build/$p not built"; exit 1; }
done
dir=$(mktemp -d "$build/bench-scale.XXXXXX")
trap '[ -f "$dir/server.pid" ] && kill "$(cat "$dir/server.pid")" 2>/dev/null; rm -rf "$dir"' EXIT INT TERM
n=$("$build/tests/bench/gen_journal" "$dir/journal" "${BOARDS:-1000}" "${ROUNDS:-10}" "${PLIES:-95}")
sync "$dir/journal"	# the first command's fsync is not the generator's
echo "journal: $n lines, $(wc -c <"$dir/journal") bytes"
"$build/tests/bench/bench_scale" "$dir"
