#!/bin/sh
# The machine's clock stepped under a running event (issue "An event
# survives faults"): the server stamps lines from its monotonic clock, so a
# step of 45 minutes forward charges no player, a step of 5 s back refuses
# nothing and never stamps a line before the one before; a server started
# while the clock is behind the journal says so and goes on from the
# journal's last line.  The step is made by tests/cli/clockstep.so (LD_PRELOAD).
set -u
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
shim=$top/tests/cli/clockstep.so
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

# Restarted while the machine's clock is 10 minutes behind the journal,
# after a reboot (no DIR/server.clock: nothing counted the time away).
"$cli" stop "$ev" 2>/dev/null
wait
rm -f "$ev/server.clock"
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

# Issue 26, item 5.  white_ms: White's clock in the replay's state.
white_ms() { "$cli" replay "$ev" 2>/dev/null | grep -o '"white_ms": [0-9]*' | head -1 | grep -o '[0-9]*$'; }
# stamp_gap: seconds between the last line's stamp and the true time.
stamp_gap() {
	t=$(tail -1 "$ev/journal" | cut -d' ' -f2)
	echo $(( $(date -u +%s) - $(date -u -d "$(echo "$t" | sed 's/T/ /; s/\.[0-9]*Z$//')" +%s) ))
}
# A bad clock at boot: 45 minutes ahead at the restart, games running.
"$cli" stop "$ev" 2>/dev/null
wait
rm -f "$ev/server.clock"
step 2700000
serve
b0=$(black_ms)
"$cli" send "$ev" 'move 1 a6' >/dev/null 2>"$tmp/err" || notok "after the restart ahead: $(cat "$tmp/err")"
b=$(black_ms)
if [ -n "$b" ] && [ $((b0 - b)) -lt 60000 ]; then
	ok "restarted 45 minutes ahead after a reboot: Black was charged $(( (b0 - b) / 1000 )) s, not the jump"
else
	notok "restarted ahead: Black had ${b0:-?} ms, has ${b:-?} ms"
fi
grep -q "ahead of the journal's last line, games are running" "$ev/server.log" &&
    ok "announced: $(grep -o "the machine's clock is [0-9]* s ahead of the journal.*" "$ev/server.log" | head -1 | cut -c 1-120)" ||
    notok "the jump ahead is not announced"
printf '%s\n' "hello 1 0 0000000000000000" | "$cli" wire "$ev" >"$tmp/wire" 2>&1
grep -q "^notice .*ahead of the journal's last line" "$tmp/wire" &&
    ok "a console that attaches is told" || notok "no notice: $(grep -v '^line' "$tmp/wire")"
"$cli" stop "$ev" 2>"$tmp/err"; wait
[ ! -s "$tmp/err" ] && ok "the chief's stop is not taken for refused by the clock's notice" ||
    notok "stop after a clock notice: $(cat "$tmp/err")"
serve
# NTP corrects the clock: the stamps are the true time, not 45 minutes on.
step 0
sleep 1
"$cli" send "$ev" 'move 1 Ba4' >/dev/null 2>"$tmp/err" || notok "after the correction: $(cat "$tmp/err")"
g=$(stamp_gap)
[ "${g#-}" -lt 120 ] && ok "after the correction a line is stamped ${g} s from the true time" ||
    notok "after the correction a line is stamped $g s from the true time"
# The same boot: the clock stepped 45 minutes while the server was away;
# the kernel's count since the last start gives the time.
"$cli" stop "$ev" 2>/dev/null
wait
step 2700000
serve
b0=$(black_ms)
"$cli" send "$ev" 'move 1 Nf6' >/dev/null 2>"$tmp/err" || notok "same boot: $(cat "$tmp/err")"
b=$(black_ms)
if [ -n "$b" ] && [ $((b0 - b)) -lt 60000 ] &&
    grep -q "ahead of the time counted since the server last ran" "$ev/server.log"; then
	ok "same boot, clock stepped 45 minutes while away: Black charged $(( (b0 - b) / 1000 )) s, announced"
else
	notok "same boot: Black ${b0:-?} -> ${b:-?} ms; log: $(tail -3 "$ev/server.log")"
fi
g=$(stamp_gap)
[ "${g#-}" -lt 120 ] && ok "and its line is stamped ${g} s from the true time" ||
    notok "same boot: a line stamped $g s from the true time"
"$cli" stop "$ev" 2>/dev/null
wait
"$cli" replay "$ev" >/dev/null 2>"$tmp/err" && ok "the journal replays" || notok "replay: $(cat "$tmp/err")"
exit $fail
