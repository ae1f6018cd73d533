#!/bin/sh
# International draughts against ../shared/data/draughts (FID rules Art. 3-4,
# 8): every perft count of perft_startpos.tsv to depth 8 and of
# perft_positions.tsv up to 50 M leaves, the per-move split of the start
# position at depth 8, the complete legal-move list of every rule position
# of rule_positions.tsv, and the sample PDN.  Exit 77 (skip) without the
# shared data.
set -u
dir=${SHARED_DATA:-}/draughts
if [ -z "${SHARED_DATA:-}" ] || [ ! -r "$dir/perft_startpos.tsv" ]; then
	echo "draughts-shared: no shared data, skipped"
	exit 77
fi
drv=${top_builddir:-.}/tests/bench/draughts_perft
"$drv" --suite "$dir/perft_startpos.tsv" --max-depth 8 || exit 1
"$drv" --suite "$dir/perft_positions.tsv" --max-leaves 50000000 || exit 1
"$drv" --divide-check "$dir/divide_startpos_d8.txt" 8 || exit 1
"$drv" --rules "$dir/rule_positions.tsv" || exit 1
"$drv" --pdn "$dir/sample_game.pdn" || exit 1
exit 0
