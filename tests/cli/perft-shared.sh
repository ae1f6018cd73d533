#!/bin/sh
# Perft of the 149 positions of ../shared/data/chess/perft.epd to depth 4
# (Art. 3: every count must match).  Exit 77 (skip) without the shared data.
set -u
if [ -z "${SHARED_DATA:-}" ] || [ ! -r "$SHARED_DATA/chess/perft.epd" ]; then
	echo "perft-shared: no shared data, skipped"
	exit 77
fi
cli=${top_builddir:-.}/src/cli/arbiter-cli
epd=$SHARED_DATA/chess/perft.epd
out=$("$cli" perft-suite "$epd" --depth 4) || { echo "$out"; exit 1; }
echo "$out"
# Every position of the file read, and some counts checked: an empty or
# unread suite has no mismatch either.
n=$(grep -cv -e '^#' -e '^[[:space:]]*$' "$epd")
[ "$n" -gt 0 ] || { echo "perft-shared: no position in $epd"; exit 1; }
printf '%s\n' "$out" | grep -qE "^$n positions, [1-9][0-9]* counts checked, 0 mismatches" || {
	echo "perft-shared: wanted $n positions, some counts checked, no mismatch"; exit 1; }
exit 0
