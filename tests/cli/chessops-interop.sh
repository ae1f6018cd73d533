#!/bin/sh
# Our PGN read by lichess's chessops (issue 29.8): every chess scenario's
# games written by 'arbiter-cli run --pgn', and a live broadcast file
# (DIR/live-round-1.pgn) written by a real server, read by chessops
# (tests/node/chessops-read.mjs): every move legal there, the same games
# and plies as our own 'validate' reads, and every [%clk] comment read as
# a clock.  Skipped (77) without node and chessops: ARBITER_NODE_MODULES
# names a node_modules folder holding it (.ci/run installs it).
set -u
mods=${ARBITER_NODE_MODULES:-}
[ -n "$mods" ] && [ -d "$mods/chessops" ] && command -v node >/dev/null || exit 77
top=${top_builddir:-.}
src=${top_srcdir:-.}
cli=$top/src/cli/arbiter-cli
read_js=$src/tests/node/chessops-read.mjs
tmp=$(mktemp -d "${TMPDIR:-/tmp}/chessops.XXXXXX") || exit 1
trap '[ -f "$tmp/live/server.pid" ] && kill "$(cat "$tmp/live/server.pid")" 2>/dev/null; rm -rf "$tmp"' EXIT
HOME=$tmp/home
export HOME
status=0

# compare FILE WHAT: chessops and our validate agree, and every clock is
# read.
compare() {
	ours=$("$cli" validate "$1" 2>&1 | tail -n1)
	theirs=$(node "$read_js" "$mods" "$1" 2>&1)
	clk=$(grep -o '\[%clk ' "$1" | wc -l)
	counts=$(echo "$ours" | sed -n 's/^\(games [0-9]*, plies [0-9]*\),.*/\1/p')
	want="$counts, clocks $clk, errors 0"
	if [ -z "$counts" ] || [ "$(echo "$theirs" | head -n1)" != "$want" ]; then
		echo "FAIL $2: chessops: $theirs"
		echo "  want: $want (ours: $ours)"
		status=1
	else
		echo "ok - $2: $want"
	fi
}

# A game that ends in a position no game can reach (both kings in check,
# 2023 A.5.4) is a record our own validate flags too: left out.
: >"$tmp/scenarios.pgn"
for s in "$src"/tests/scenarios/*.txt; do
	case $(basename "$s") in D-*) continue ;; esac
	"$cli" run "$s" --pgn >"$tmp/one.pgn" 2>/dev/null
	case $("$cli" validate "$tmp/one.pgn" 2>&1 | tail -n1) in
	*"errors 0,"*) cat "$tmp/one.pgn" >>"$tmp/scenarios.pgn" ;;
	*) echo "# left out: $(basename "$s")" ;;
	esac
done
compare "$tmp/scenarios.pgn" "the scenarios' games"

# A live round through a real server, with clocks.
mkdir -p "$tmp/live"
"$cli" serve "$tmp/live" --stay 2>"$tmp/serve.err" &
i=0
while [ ! -S "$tmp/live/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
"$cli" send "$tmp/live" 'event "Live" rules fide-2023' 'tc "5400+30"' \
    'player 1 "Müller, Jürgen"' 'player 2 "Rossi, Anna"' \
    'player 3 "Ødegaard, Åse"' 'player 4 "Bianchi, Luca"' 'round 1' \
    'pair 1 1 2' 'pair 2 3 4' 'start all' 'move 1 e4' 'move 2 d4' \
    'move 1 e5' 'move 1 Nf3' 'offer 1 white' 'move 2 Nf6' 'move 1 Nc6' \
    'move 2 c4' 'move 2 e6' 'move 2 Nc3' 'move 2 Bb4' 'move 1 Bb5' \
    'move 1 a6' 'move 1 Bxc6' 'move 1 dxc6' 'move 1 O-O' >/dev/null ||
    { echo "FAIL: the live round's commands"; status=1; }
i=0
while ! grep -qF 'O-O {[%clk' "$tmp/live/live-round-1.pgn" 2>/dev/null && [ $i -lt 100 ]; do
	sleep 0.05; i=$((i + 1))
done
cp "$tmp/live/live-round-1.pgn" "$tmp/live.pgn" 2>/dev/null
compare "$tmp/live.pgn" "the live broadcast"
exit $status
