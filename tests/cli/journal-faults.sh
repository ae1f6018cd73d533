#!/bin/sh
# A dying disk under the event's server (issue 26, item 4), by an
# LD_PRELOAD shim (tests/cli/failio.so): the third fdatasync of the journal
# fails, and the ftruncate that would take the refused line back fails
# too.  The client is told refused; the next command is refused because
# the event is read only, saying why (not "another process wrote 1
# lines"); the journal never holds the refused line for a reader: the
# next server cuts it off (kept in journal.torn) and the event goes on.
set -u
top=${top_builddir:-.}
cli=$top/src/cli/arbiter-cli
shim=$(cd "$top/tests/cli" && pwd)/failio.so
[ -f "$shim" ] || { echo "journal-faults: no $shim"; exit 1; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/journal-faults.XXXXXX") || exit 1
ev=$tmp/event
srv=
cleanup() {
	[ -n "$srv" ] && kill "$srv" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
fail=0
ok() { echo "ok - $*"; }
notok() { echo "not ok - $*"; fail=1; }
# serve [ENV...]: the event's server, in the foreground of a child.
serve() {
	env "$@" "$cli" serve "$ev" --stay 2>>"$tmp/serve.err" &
	srv=$!
	i=0
	while [ ! -S "$ev/socket" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
}
stop() {
	"$cli" stop "$ev" 2>/dev/null
	i=0
	while kill -0 "$srv" 2>/dev/null && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
	srv=
}
send() { "$cli" send "$ev" "$1" >/dev/null 2>"$tmp/err"; }

mkdir -p "$ev"
serve LD_PRELOAD="$shim" FAILIO_SYNC=3 \
    ASAN_OPTIONS="${ASAN_OPTIONS:-}:verify_asan_link_order=0"
send 'event "Dying disk"' && send 'tc "5400"' ||
    notok "the first commands: $(cat "$tmp/err")"
if send 'player 1 "Refused"'; then
	notok "the command whose sync failed was acknowledged"
else
	ok "the sync failed, the cut too: refused: $(cat "$tmp/err")"
fi
if send 'player 2 "Innocent"'; then
	notok "a command was acknowledged after the refused line stayed"
elif grep -q "another process" "$tmp/err" || ! grep -q "read only" "$tmp/err"; then
	notok "the next command: $(cat "$tmp/err")"
else
	ok "the next command: read only, saying why: $(cat "$tmp/err")"
fi
[ -f "$ev/journal.refused" ] && ok "journal.refused names the last line written" ||
    notok "no journal.refused"
stop

# A new server, on a sound disk: the refused line is cut off first.
serve
if send 'player 3 "After"'; then
	ok "the event goes on after a restart"
else
	notok "after a restart: $(cat "$tmp/err") $(cat "$tmp/serve.err")"
fi
stop
if grep -q 'Refused' "$ev/journal" || grep -q 'Innocent' "$ev/journal"; then
	notok "a refused command is in the journal: $(grep -n 'Refused\|Innocent' "$ev/journal")"
elif ! grep -q 'Refused' "$ev/journal.torn" 2>/dev/null; then
	notok "the refused line was not kept aside in journal.torn"
else
	ok "no refused command in the journal (kept aside in journal.torn)"
fi
"$cli" replay "$ev" >/dev/null 2>"$tmp/err" && [ ! -s "$tmp/err" ] &&
    ok "the journal replays, nothing to say" ||
    notok "replay: $(cat "$tmp/err")"
[ -f "$ev/journal.refused" ] && notok "journal.refused left behind"
exit $fail
