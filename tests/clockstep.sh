#!/bin/sh
# The machine's clock stepped under a running event (issue "An event
# survives faults"): the server stamps lines from its monotonic clock, so a
# step of 45 minutes forward charges no player, a step of 5 s back refuses
# nothing and never stamps a line before the one before; a server started
# while the clock is behind the journal says so and goes on from the
# journal's last line.  The step is made by tests/clockstep.so (LD_PRELOAD).
set -u
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
shim=$top/tests/clockstep.so
[ -f "$shim" ] || { echo "clockstep: $shim not built: skipped"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/clockstep.XXXXXX") || exit 1
ev=$tmp/event
trap '[ -f "$ev/server.pid" ] && kill "$(cat "$ev/server.pid")" 2>/dev/null; rm -rf "$tmp"' EXIT
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }
step() { echo "$1" >"$tmp/step"; }
serve() {
	env LD_PRELOAD="$(cd "$(dirname "$shim")" && pwd)/clockstep.so" \
	    ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0" \
	    CLOCKSTEP_FILE="$tmp/step" "$cli" serve "$ev" --stay 2>>"$tmp/serve.err" &
	i=0
	while [ ! -S "$ev/socket" ] && [ $i -lt 100 ]; do sleep 0.05; i=$((i + 1)); done
	[ -S "$ev/socket" ] || { echo "clockstep: the server did not start under the shim: skipped"; cat "$tmp/serve.err"; exit 77; }
}
# black_ms FIELD: Black's clock in the replay's state, at its last line.
black_ms() { "$cli" replay "$ev" 2>/dev/null | grep -o '"black_ms": [0-9]*' | head -1 | grep -o '[0-9]*$'; }

step 0
serve
"$cli" send "$ev" 'event "Steps"' 'tc "5400"' 'round 1' 'player 1 "A"' \
    'player 2 "B"' 'pair 1 1 2' 'start 1' 'move 1 e4' >/dev/null 2>"$tmp/err" ||
    notok "set-up: $(cat "$tmp/err")"
step 2700000				# 45 minutes forward
sleep 1
"$cli" send "$ev" 'move 1 e5' >/dev/null 2>"$tmp/err" || notok "a move after the step: $(cat "$tmp/err")"
b=$(black_ms)
if [ -n "$b" ] && [ "$b" -gt $((5400000 - 60000)) ]; then
	ok "45 minutes forward: Black was charged $(( (5400000 - b) / 1000 )) s for a move of about a second"
else
	notok "45 minutes forward: Black has ${b:-?} ms"
fi
step -5000				# 5 s back (from the true time)
"$cli" send "$ev" 'move 1 Nf3' 'move 1 Nc6' >/dev/null 2>"$tmp/err" &&
    ok "5 s back: the moves are done" || notok "5 s back: $(cat "$tmp/err")"
prev=
ordered=yes
for t in $(cut -d' ' -f2 "$ev/journal"); do
	[ -n "$prev" ] && [ "$t" \< "$prev" ] && ordered=no
	prev=$t
done
[ $ordered = yes ] && ok "no line stamped before the one before" ||
    notok "stamps go back: $(cut -d' ' -f1-2 "$ev/journal" | tail -4)"

# Restarted while the machine's clock is 10 minutes behind the journal.
"$cli" stop "$ev" 2>/dev/null
wait
step -600000
serve
"$cli" send "$ev" 'move 1 Bb5' >/dev/null 2>"$tmp/err" || notok "after the restart: $(cat "$tmp/err")"
if grep -q "behind the journal's last line" "$ev/server.log"; then
	ok "the restarted server says the clock is behind: $(grep -o "the machine's clock.*" "$ev/server.log" | head -1)"
else
	notok "no word of the clock behind the journal"
fi
last2=$(tail -2 "$ev/journal" | cut -d' ' -f2)
[ "$(echo "$last2" | sort | head -1)" = "$(echo "$last2" | head -1)" ] &&
    ok "its first line is stamped after the journal's last" || notok "stamps: $last2"
"$cli" replay "$ev" >/dev/null 2>"$tmp/err" && ok "the journal replays" || notok "replay: $(cat "$tmp/err")"
exit $fail
