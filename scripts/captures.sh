#!/bin/sh
# captures.sh: text captures of the console (overview, board, envelope
# dialog) at 80x24, for the README.  Usage: scripts/captures.sh BUILD-DIR
set -eu
build=${1:-_build}
dir=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-captures.XXXXXX")
sock=arbiter-captures-$$
trap 'tmux -L $sock kill-server 2>/dev/null; rm -rf "$dir"' EXIT
t() { tmux -L "$sock" -f /dev/null "$@"; }
cmd() { t send-keys : "$1" Enter; sleep 0.1; }
shot() { sleep "${2:-0.3}"; echo "--- $1"; t capture-pane -p | sed -e 's/[[:space:]]*$//'; }

t new-session -d -x 80 -y 24 "LANG=C.UTF-8 TMPDIR=$dir $build/tui/arbiter --demo $dir/event"
sleep 1
for c in "move 1 e4" "move 1 c5" "move 1 Nf3" "move 1 d6" "move 1 d4" "offer 1 white" \
    "move 1 cxd4" "move 2 d4" "illegal 2 Ke8-e6" "penalty 2 black warn \"talking\"" \
    "move 3 c4" "move 3 e5" "claim 3 white repetition" "stop 7" "move 5 e4" \
    "absent 9 black" "adjourn 11"; do
	cmd "$c"
done
t send-keys s
shot overview 3
t send-keys s 1 Enter Enter
shot board
t send-keys j
shot "board 2"
t send-keys k
cmd "adjourn 1"
cmd "seal 1 Nxd4"
t send-keys a E 2026-11-23 Enter 10:00 Enter "Sala A, Hotel Posta" Enter
shot "envelope dialog"
t send-keys Enter
shot "envelope"
