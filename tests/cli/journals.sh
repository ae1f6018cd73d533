#!/bin/sh
# Journals outlive builds (doc/commands.md, "The journal"): every journal of
# tests/data/journals, written by an earlier build (see make-fixtures.py
# there: three by the build before the event server, one by a build with
# a weaker dead-position analysis), opens in this one to the very state
# that build recorded (NAME.expect, the state document flattened by
# jsonflat): every field it recorded, with the value it recorded.
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
	# Every field recorded holds as recorded; a later build may add
	# fields (the state document has "at least" those of doc/commands.md).
	sort "$dir/$name.expect" >"$tmp/want"
	sort "$tmp/state" >"$tmp/got"
	if [ -s "$tmp/want" ] && [ -z "$(comm -23 "$tmp/want" "$tmp/got")" ]; then
		echo "ok $name: $(wc -l <"$j") lines, $(wc -l <"$tmp/want") fields as recorded"
	else
		echo "FAIL $name: the state differs from the recorded one (recorded, then got)"
		comm -23 "$tmp/want" "$tmp/got" | head -10
		grep -F -e "$(comm -23 "$tmp/want" "$tmp/got" | head -10 | sed 's/ = .*//')" "$tmp/got" | head -10
		failed=$((failed + 1))
	fi
done
echo "journals: $n opened, $failed failed"

# The same journal without its verdicts (as a build before them wrote
# it): this build proves the position dead and refuses the pair, but the
# event still opens, the line named as refused.
if command -v sha256sum >/dev/null 2>&1; then
	seq=0 prev=0000000000000000
	grep -v -e ' verdict ' -e ' format ' "$dir/dead-budget.journal" |
	    sed 's/ ~[0-9a-f]*$//' | cut -d' ' -f2- | while IFS= read -r rest; do
		seq=$((seq + 1))
		prev=$(printf '%s %s' "$prev" "$seq $rest" | sha256sum | cut -c1-16)
		printf '%s ~%s\n' "$seq $rest" "$prev"
	done >"$tmp/unrecorded"
	"$cli" replay "$tmp/unrecorded" >"$tmp/state.json" 2>"$tmp/err"
	rc=$?
	if [ $rc -eq 1 ] && grep -q "unrecorded:6: refused: .*5.2b" "$tmp/err" &&
	    grep -q '"event"' "$tmp/state.json"; then
		echo "ok dead-budget without verdicts: opens, line 6 refused: $(cat "$tmp/err")"
	else
		echo "FAIL dead-budget without verdicts: exit $rc"; cat "$tmp/err"
		failed=$((failed + 1))
	fi
fi
# A report kind a build does not know (as a build before 'board' and
# 'ambiguous' sees them: new words, no new format) is a line it refuses,
# named, and the event opens with the lines it knows.
if command -v sha256sum >/dev/null 2>&1; then
	seq=0 prev=0000000000000000
	{ head -9 "$dir/dead-budget.journal" | sed 's/ ~[0-9a-f]*$//' |
	    cut -d' ' -f2-
	  echo '2026-11-25T05:10:00.000Z root report 1 frobnicate "a later kind"'
	  echo '2026-11-25T05:10:01.000Z root report 1 board "pieces not as the game since 05:09:00"'
	} | while IFS= read -r rest; do
		seq=$((seq + 1))
		prev=$(printf '%s %s' "$prev" "$seq $rest" | sha256sum | cut -c1-16)
		printf '%s ~%s\n' "$seq $rest" "$prev"
	done >"$tmp/laterkind"
	"$cli" replay "$tmp/laterkind" >"$tmp/state.json" 2>"$tmp/err"
	rc=$?
	"$flat" <"$tmp/state.json" >"$tmp/state" 2>/dev/null
	if [ $rc -eq 1 ] && grep -q "laterkind:10: refused" "$tmp/err" &&
	    grep -q 'games\[0\].alerts\[0\].kind = "board"' "$tmp/state" &&
	    grep -q 'games\[0\].alerts.length = 1' "$tmp/state"; then
		echo "ok a report kind unknown: opens, line 10 refused: $(cat "$tmp/err")"
	else
		echo "FAIL a report kind unknown: exit $rc"; cat "$tmp/err"
		failed=$((failed + 1))
	fi
fi
[ "$n" -ge 4 ] && [ $failed = 0 ]
