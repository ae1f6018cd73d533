#!/bin/sh
# Perft of the 149 positions of ../shared/data/chess/perft.epd to depth 4
# (Art. 3: every count must match).  Exit 77 (skip) without the shared data.
set -u
if [ -z "${SHARED_DATA:-}" ] || [ ! -r "$SHARED_DATA/chess/perft.epd" ]; then
	echo "perft-shared: no shared data, skipped"
	exit 77
fi
cli=${top_builddir:-.}/src/cli/arbiter-cli
"$cli" perft-suite "$SHARED_DATA/chess/perft.epd" --depth 4 || exit 1
exit 0
