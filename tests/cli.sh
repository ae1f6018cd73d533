#!/bin/sh
# arbiter-cli's own words: every command answers --help with its usage and
# status 0, and refuses an option it does not take with status 2, naming
# it, before it does anything.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
fail=0
for c in help version run replay serve send stop wire standings trf dead \
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
    "perft --game draughts --divde 3" "replay --json j" "standings --pgn s.txt"; do
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
exit $fail
