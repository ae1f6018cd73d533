#!/bin/sh
# Chess960 perft against Stockfish under UCI_Chess960 (Guidelines II): all
# 960 starting positions to depth 4, and 1,000 positions of random games
# from random starts (castling rights of every kind, some lost) to depth 3,
# every count equal.  Exit 77 (skip) without Stockfish; the benchmark
# tests/bench/perft960.sh takes the starts to depth 5.  C960_DEPTH sets
# the starts' depth (CI's sanitizer run, 20 times slower, takes 3).
set -u
drv=${top_builddir:-.}/tests/bench/chess960_perft
sf=$(command -v stockfish || echo /usr/games/stockfish)
[ -x "$sf" ] || { echo "chess960-stockfish: no stockfish, skipped"; exit 77; }
[ -x "$drv" ] || { echo "chess960-stockfish: no $drv"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/c960sf.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT

# check NAME DEPTH FENFILE: ours and Stockfish's count of each position.
check() {
	{
		echo "setoption name UCI_Chess960 value true"
		while read -r f; do
			echo "position fen $f"
			echo "go perft $2"
		done < "$3"
		echo quit
	} | "$sf" | awk '/^Nodes searched:/ { print $3 }' > "$tmp/stock"
	"$drv" list "$2" < "$3" > "$tmp/ours" || exit 1
	n=$(wc -l < "$3")
	[ "$n" -gt 0 ] && [ "$(wc -l < "$tmp/stock")" -eq "$n" ] || {
		echo "chess960-stockfish: $1: $n positions, Stockfish answered" \
		    "$(wc -l < "$tmp/stock")"; exit 1; }
	if ! cmp -s "$tmp/ours" "$tmp/stock"; then
		echo "chess960-stockfish: $1: counts differ (FEN: ours stockfish):"
		paste -d' ' "$tmp/ours" "$tmp/stock" | awk '$1 != $2 { print NR }' |
		    head -5 | while read -r k; do
			echo "  $(sed -n "${k}p" "$3"): $(sed -n "${k}p" "$tmp/ours")" \
			    "$(sed -n "${k}p" "$tmp/stock")"
		done
		exit 1
	fi
	echo "chess960-stockfish: $1: $n positions to depth $2, all equal"
}

"$drv" fens shredder > "$tmp/starts" || exit 1
check "starting positions" "${C960_DEPTH:-4}" "$tmp/starts"
"$drv" playouts 1000 30 > "$tmp/games" || exit 1
check "random games" 3 "$tmp/games"
