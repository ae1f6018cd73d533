#!/bin/sh
# The live broadcast (issue 19) through a real server: 'arbiter-cli serve
# DIR', commands sent with 'arbiter-cli send', and DIR/live-round-1.pgn
# appearing within about 2 s of each change, read back by the rules core
# ('arbiter-cli validate', 0 errors) and by pgn-extract when installed; a
# burst of changes ending in the file; a sealed move absent; the last
# round's file finished when the next begins; the delay from
# --broadcast-delay and from the settings file, holding moves back;
# a write that fails logged, the commands still done, and the file back
# once it can be written.  A draughts round (issue 19) the same way:
# DIR/live-round-1.pdn in PDN 3.0 ([GameType "20"], [%clock], 2-0), read
# back by the rules core, never a .pgn beside it, and its delay.
set -u
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
tmp=$(mktemp -d "${TMPDIR:-/tmp}/broadcast.XXXXXX") || exit 1
cleanup() {
	for d in "$tmp"/*/; do
		[ -f "$d/server.pid" ] && kill "$(cat "$d/server.pid")" 2>/dev/null
	done
	rm -rf "$tmp"
}
trap cleanup EXIT
# The server reads the settings of the user it runs as: none here.
HOME=$tmp/home
export HOME
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }

# serve DIR [OPTIONS...]: a server of its own, until the test ends.
serve() {
	d=$1
	shift
	"$cli" serve "$d" --stay "$@" 2>>"$tmp/serve.err" &
	i=0
	while [ ! -S "$d/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
}

# wait_for FILE TEXT [SECONDS]: true once FILE holds TEXT (polled).
wait_for() {
	i=0
	while [ $i -lt $((${3:-2} * 20 + 10)) ]; do
		grep -qF -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# valid FILE: the rules core reads it with 0 errors; so does pgn-extract
# a .pgn (a draughts .pdn is the rules core's alone).
valid() {
	out=$("$cli" validate "$1" 2>&1)
	case $out in
	*"errors 0,"*) ;;
	*) echo "# validate $1: $out"; return 1 ;;
	esac
	if [ -x "$pe" ] && [ "${1%.pgn}" != "$1" ]; then	# chess only
		out=$("$pe" -s -r "$1" 2>&1)
		[ -z "$out" ] || { echo "# pgn-extract $1: $out"; return 1; }
	fi
	return 0
}
pe=$(command -v pgn-extract || echo /usr/games/pgn-extract)
[ -x "$pe" ] || echo "# pgn-extract is not installed: its reading is skipped"


setup='event "Live" site "Roma"
tc "40/5400+30:1800+30"
player 1 "Rossi, Marco" rating 2210 fide-id 815
player 2 "Bianchi, Giulia" fide-id 2345
player 3 "Novak, Tomas"
player 4 "Silva, Ana"
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
start all'

ev=$tmp/live
live=$ev/live-round-1.pgn
serve "$ev"
echo "$setup" | "$cli" send "$ev" >/dev/null || notok "the event set up"
"$cli" send "$ev" 'move 1 e4' 'move 1 e5' 'move 2 d4' >/dev/null
if wait_for "$live" '1... e5 {[%clk' && wait_for "$live" '1. d4 {[%clk'; then
	ok "the live file within 2 s of the moves"
else
	notok "no live file with the moves: $(cat "$live" 2>&1)"
fi
for want in '[Event "Live"]' '[Site "Roma"]' '[Date "2026.11.22"]' \
    '[Round "1"]' '[Board "1"]' '[White "Rossi, Marco"]' \
    '[WhiteFideId "815"]' '[BlackFideId "2345"]' \
    '[TimeControl "40/5400+30:1800+30"]' '[Result "*"]'; do
	grep -qF -- "$want" "$live" || notok "the live file lacks '$want'"
done
valid "$live" && ok "the live file validates" || notok "the live file does not validate"

"$cli" send "$ev" 'setclock 2 1:00:00 1:15:00' >/dev/null
if wait_for "$live" '[WhiteClock "1:00:00"]' && grep -qF '[BlackClock "1:15:00"]' "$live"; then
	ok "clock tags after setclock"
else
	notok "no clock tags after setclock"
fi

# A burst: twenty moves at once end up in the file within 2 s.
"$cli" send "$ev" 'move 1 Nf3' 'move 1 Nc6' 'move 1 Bb5' 'move 1 a6' \
    'move 1 Ba4' 'move 1 Nf6' 'move 1 O-O' 'move 1 Be7' 'move 1 Re1' \
    'move 1 b5' 'move 1 Bb3' 'move 1 d6' 'move 1 c3' 'move 1 O-O' \
    'move 1 h3' 'move 1 Nb8' 'move 1 d4' 'move 1 Nbd7' 'move 1 c4' \
    'move 1 c6' >/dev/null
if wait_for "$live" '11... c6'; then
	ok "a burst of twenty moves in the file"
else
	notok "the burst's last move missing: $(cat "$live")"
fi

# Adjourned: marked, the sealed move nowhere.
"$cli" send "$ev" 'adjourn 2' 'seal 2 "Nf3"' >/dev/null
if wait_for "$live" '{adjourned, Black sealed move 1}'; then
	ok "the adjourned game marked"
else
	notok "the adjourned game unmarked: $(cat "$live")"
fi
if sed -n '/\[Board "2"\]/,$p' "$live" | grep -q 'Nf3'; then
	notok "the sealed move is in the live file"
fi
valid "$live" || notok "the live file does not validate after the adjournment"
ls -a "$ev" | grep -q '^live-round-1\.pgn\.' && notok "a temporary file left: $(ls -a "$ev")"

# The next round: round 1's file finished with its results, even when
# its last result, 'round 2' and a refused 'round 3' come at once.
ev=$tmp/rounds
serve "$ev"
echo "$setup" | "$cli" send "$ev" >/dev/null
"$cli" send "$ev" 'move 1 e4' 'resign 1 black' 'result 2 1-0 "forfeit"' \
    'round 2' 'pair 1 2 1' 'start all' 'move 1 d4' >/dev/null
"$cli" send "$ev" 'round 3' >/dev/null 2>&1
if wait_for "$ev/live-round-2.pgn" '1. d4' && wait_for "$ev/live-round-1.pgn" '[Result "1-0"]' &&
    [ "$(grep -c '\[Result "1-0"\]' "$ev/live-round-1.pgn")" = 2 ]; then
	ok "round 1's file finished, round 2's begun"
else
	notok "the rounds' files: $(cat "$ev/live-round-1.pgn" "$ev/live-round-2.pgn" 2>&1)"
fi

# The delay from the option: the moves held back, the file still whole.
ev=$tmp/delayed
serve "$ev" --broadcast-delay 15
echo "$setup" | "$cli" send "$ev" >/dev/null
"$cli" send "$ev" 'move 1 e4' 'move 1 e5' >/dev/null
"$cli" send "$ev" 'resign 2 white' >/dev/null
if wait_for "$ev/live-round-1.pgn" '[Board "2"]' && sleep 1.2 &&
    ! grep -q 'e4\|e5\|0-1' "$ev/live-round-1.pgn" &&
    grep -q 'delay 15 min' "$ev/server.log"; then
	ok "with a 15-minute delay, no move and no result yet"
else
	notok "the delay: $(cat "$ev/live-round-1.pgn" "$ev/server.log")"
fi
valid "$ev/live-round-1.pgn" || notok "the delayed file does not validate"

# The delay from a settings file (--config), and a bad one refused.
ev=$tmp/configured
printf 'broadcast_delay = 2;\n' >"$tmp/delay.conf"
serve "$ev" --config "$tmp/delay.conf"
wait_for "$ev/server.log" "delay 2 min" &&
    ok "broadcast_delay read from the settings" ||
    notok "broadcast_delay: $(cat "$ev/server.log")"
printf 'broadcast_delay = "soon";\n' >"$tmp/bad.conf"
if "$cli" serve "$tmp/bad" --config "$tmp/bad.conf" 2>"$tmp/err"; then
	notok "a bad broadcast_delay was taken"
elif grep -q "bad.conf:1: 'broadcast_delay' must be a whole number" "$tmp/err"; then
	ok "a bad broadcast_delay refused: $(cat "$tmp/err")"
else
	notok "a bad broadcast_delay: $(cat "$tmp/err")"
fi
"$cli" serve "$tmp/bad" --broadcast-delay x 2>"$tmp/err" &&
    notok "--broadcast-delay x was taken"

# A write that fails: logged, every command done, the file back later.
ev=$tmp/failing
# A directory where the file goes: rename() cannot replace it.
mkdir -p "$ev/live-round-1.pgn"
serve "$ev"
if echo "$setup" | "$cli" send "$ev" >/dev/null &&
    "$cli" send "$ev" 'move 1 e4' >/dev/null; then
	ok "commands done while the live file cannot be written"
else
	notok "a command refused while the live file cannot be written"
fi
if wait_for "$ev/server.log" 'Is a directory (tried again each second)' 3; then
	ok "the failed write logged"
else
	notok "no failure logged: $(cat "$ev/server.log")"
fi
rmdir "$ev/live-round-1.pgn"
if wait_for "$ev/live-round-1.pgn" '1. e4' 3 && wait_for "$ev/server.log" 'written again'; then
	ok "the live file back once it can be written"
else
	notok "the live file not back: $(cat "$ev/server.log")"
fi

# A draughts round: its live file is PDN, written the same way.
dsetup='event "Dama Live" site "Roma" rules fid-draughts game draughts
tc "7200"
player 1 "Rossi, Marco"
player 2 "Bianchi, Giulia"
player 3 "Novak, Tomas"
player 4 "Silva, Ana"
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
start all'
ev=$tmp/draughts
live=$ev/live-round-1.pdn
serve "$ev"
echo "$dsetup" | "$cli" send "$ev" >/dev/null || notok "the draughts event set up"
"$cli" send "$ev" 'move 1 32-28' 'move 1 19-23' 'move 1 28x19' \
    'move 2 32-28' 'move 2 19-23' 'illegal 2 31-27' 'move 2 23x32x21' >/dev/null
if wait_for "$live" '2. 28x19' && wait_for "$live" '{[%clock w2:00:00]}' &&
    wait_for "$live" '2... 23x21 {[%clock b'; then
	ok "the draughts live file within 2 s of the moves"
else
	notok "no draughts live file with the moves: $(cat "$live" 2>&1)"
fi
for want in '[Event "Dama Live"]' '[GameType "20"]' '[Board "2"]' \
    '[White "Rossi, Marco"]' '[Result "*"]' \
    '[FEN "B:W27,28,33-50:B1-18,20,23"]' \
    '{from the board an illegal move as made left, which stood, article 5.9}'; do
	grep -qF -- "$want" "$live" || notok "the draughts live file lacks '$want'"
done
ls "$ev" | grep -q '\.pgn' && notok "a PGN file for a draughts round: $(ls "$ev")"
valid "$live" && ok "the draughts live file validates" ||
    notok "the draughts live file does not validate"
"$cli" send "$ev" 'resign 1 black' >/dev/null
if wait_for "$live" '[Result "2-0"]' && wait_for "$live" '{2-0, article 6.2.1} 2-0'; then
	ok "the draughts result 2-0 in the live file"
else
	notok "no 2-0: $(cat "$live")"
fi
valid "$live" || notok "the draughts live file does not validate after the result"
ls -a "$ev" | grep -q '^live-round-1\.pdn\.' && notok "a temporary file left: $(ls -a "$ev")"

# ... and its delay holds the moves and the result back.
ev=$tmp/draughts-delayed
serve "$ev" --broadcast-delay 15
echo "$dsetup" | "$cli" send "$ev" >/dev/null
"$cli" send "$ev" 'move 1 32-28' 'resign 2 white' >/dev/null
if wait_for "$ev/live-round-1.pdn" '[Board "2"]' && sleep 1.2 &&
    ! grep -q '32-28\|0-2' "$ev/live-round-1.pdn"; then
	ok "a draughts round with a 15-minute delay: no move and no result yet"
else
	notok "the draughts delay: $(cat "$ev/live-round-1.pdn")"
fi
valid "$ev/live-round-1.pdn" || notok "the delayed draughts file does not validate"

for d in "$tmp"/*/; do
	[ -S "$d/socket" ] && "$cli" stop "$d" 2>/dev/null
done
wait
exit $fail
