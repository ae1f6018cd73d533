#!/bin/sh
# arbiter-cli's own words: every command answers --help with its usage and
# status 0, and refuses an option it does not take with status 2, naming
# it, before it does anything; validate --write and its refusals.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
fail=0
for c in help version run replay serve send stop wire standings trf trf-out dead \
    validate san perft perft-suite; do
	out=$("$cli" "$c" --help 2>&1)
	rc=$?
	if [ $rc -eq 0 ] && printf '%s\n' "$out" | grep -q "^usage: arbiter-cli $c\\b\\|^usage: arbiter-cli COMMAND"; then
		echo "ok - $c --help"
	else
		echo "not ok - $c --help: status $rc, said: $out"; fail=1
	fi
done
for args in "run --bogus x.txt" "dead --colour white -" "validate --rewrite --langue it x.pgn" \
    "perft --game draughts --divde 3" "replay --json j" "standings --pgn s.txt" \
    "trf-out --round 3 j"; do
	set -- $args
	out=$("$cli" "$@" 2>&1 >/dev/null)
	rc=$?
	bad=$(printf '%s\n' "$args" | tr ' ' '\n' | grep -e '^--' | grep -v -e '^--rewrite$' -e '^--game$' | head -n1)
	if [ $rc -eq 2 ] && printf '%s\n' "$out" | grep -qF "$1: unknown option '$bad'"; then
		echo "ok - $args: $out"
	else
		echo "not ok - $args: status $rc, said: $out"; fail=1
	fi
done
# Options a command takes still go through, with their values.
"$cli" perft --game draughts 2 | grep -qx 'nodes 81' && echo "ok - perft --game draughts 2" ||
    { echo "not ok - perft --game draughts 2"; fail=1; }
# validate --write: the games in another language's letters, read back
# with that language declared; never over the file being read; PGN only.
tmp=${TMPDIR:-/tmp}/cli.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
printf '[White "A"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. O-O d6 1-0\n' >"$tmp/en.pgn"
cp "$tmp/en.pgn" "$tmp/keep.pgn"
if "$cli" validate "$tmp/en.pgn" --write "$tmp/de.pgn" --write-lang de >/dev/null &&
    grep -qxF '1. e4 e5 2. Sf3 Sc6 3. Lb5 a6 4. 0-0 d6 1-0' "$tmp/de.pgn" &&
    grep -qxF '[White "A"]' "$tmp/de.pgn" &&
    "$cli" validate "$tmp/de.pgn" --lang de | grep -q '^games 1, plies 8, errors 0,'; then
	echo "ok - validate --write --write-lang de"
else
	echo "not ok - validate --write --write-lang de: $(cat "$tmp/de.pgn")"; fail=1
fi
for args in "$tmp/en.pgn --write $tmp/en.pgn" "$tmp/en.pgn --write-lang de" \
    "$tmp/en.pdn --write $tmp/out.pdn"; do
	cp "$tmp/keep.pgn" "$tmp/en.pdn"
	# shellcheck disable=SC2086
	out=$("$cli" validate $args 2>&1 >/dev/null)
	rc=$?
	if [ $rc -eq 2 ] && cmp -s "$tmp/en.pgn" "$tmp/keep.pgn"; then
		echo "ok - validate $args: $out"
	else
		echo "not ok - validate $args: status $rc, said: $out"; fail=1
	fi
done
# send names an event: a typo in its directory makes nothing (issue 25,
# item 12).
tmp=$(mktemp -d "${TMPDIR:-/tmp}/cli.XXXXXX") || exit 1
out=$("$cli" send "$tmp/evnet" 'event "Typo"' 2>&1 >/dev/null)
rc=$?
if [ $rc -eq 2 ] && printf '%s\n' "$out" | grep -qF "$tmp/evnet: no event here" &&
    [ ! -e "$tmp/evnet" ]; then
	echo "ok - send to no event: $out"
else
	echo "not ok - send to no event: status $rc, said: $out; made: $(ls "$tmp")"; fail=1
fi
mkdir "$tmp/empty"
out=$("$cli" send "$tmp/empty" 'event "Typo"' 2>&1 >/dev/null)
rc=$?
if [ $rc -eq 2 ] && [ -z "$(ls -A "$tmp/empty")" ]; then
	echo "ok - send to an empty directory: $out"
else
	echo "not ok - send to an empty directory: status $rc, said: $out; made: $(ls -A "$tmp/empty")"; fail=1
fi
[ -f "$tmp/empty/server.pid" ] && kill "$(cat "$tmp/empty/server.pid")" 2>/dev/null
[ -f "$tmp/evnet/server.pid" ] && kill "$(cat "$tmp/evnet/server.pid")" 2>/dev/null
rm -rf "$tmp"
exit $fail
