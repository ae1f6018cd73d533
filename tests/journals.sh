#!/bin/sh
# Journals outlive builds (COMMANDS.md, "The journal"): every journal of
# tests/data/journals, written by an earlier build (see make-fixtures.py
# there), opens in this one to the very state that build recorded
# (NAME.expect, the state document flattened by jsonflat).
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
flat=${top_builddir:-.}/tests/scenarios/jsonflat
dir=${top_srcdir:-.}/tests/data/journals
tmp=$(mktemp -d "${TMPDIR:-/tmp}/journals.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0 n=0
for j in "$dir"/*.journal; do
	name=$(basename "$j" .journal)
	n=$((n + 1))
	if ! "$cli" replay "$j" >"$tmp/state.json" 2>"$tmp/err"; then
		echo "FAIL $name: replay exit"; cat "$tmp/err"; failed=$((failed + 1)); continue
	fi
	"$flat" <"$tmp/state.json" >"$tmp/state" || { echo "FAIL $name: not JSON"; failed=$((failed + 1)); continue; }
	if cmp -s "$dir/$name.expect" "$tmp/state"; then
		echo "ok $name: $(wc -l <"$j") lines, $(wc -l <"$tmp/state") fields as recorded"
	else
		echo "FAIL $name: the state differs from the recorded one"
		diff "$dir/$name.expect" "$tmp/state" | head -20
		failed=$((failed + 1))
	fi
done
echo "journals: $n opened, $failed failed"
[ "$n" -ge 3 ] && [ $failed = 0 ]
