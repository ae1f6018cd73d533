#!/bin/sh
# The scenario scripts: each tests/scenarios/NAME.txt is run with
# 'arbiter-cli run --json'; NAME.expect lists what must hold, one a line:
#	games[0].result = "1-0"		a field of the state (jsonflat's path)
#	exit = 1			the exit status of the run
#	stderr ~ (article 9.2)		a text the refusals must contain
#	@12 games[0].clock.white_ms = 5400000
#					a field after the script's first 12 lines
# Blank lines and lines starting with # are comments.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
flat=${top_builddir:-.}/tests/scenarios/jsonflat
dir=${top_srcdir:-.}/tests/scenarios
tmp=${TMPDIR:-/tmp}/scenarios.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
failed=0 n=0
for script in "$dir"/*.txt; do
	name=$(basename "$script" .txt)
	expect="$dir/$name.expect"
	[ -f "$expect" ] || { echo "FAIL $name: no $name.expect"; failed=$((failed + 1)); continue; }
	n=$((n + 1))
	"$cli" run "$script" --json >"$tmp/out.json" 2>"$tmp/err"
	rc=$?
	if ! "$flat" <"$tmp/out.json" >"$tmp/flat"; then
		echo "FAIL $name: the state is not JSON"; failed=$((failed + 1)); continue
	fi
	bad=0 want_rc=0
	rm -f "$tmp"/part.*
	while IFS= read -r line; do
		case $line in
		''|'#'*) continue ;;
		'exit = '*) want_rc=${line#exit = } ;;
		@*)
			at=${line%% *}; at=${at#@}; want=${line#* }
			if [ ! -f "$tmp/part.$at" ]; then
				head -n "$at" "$script" >"$tmp/part.txt"
				"$cli" run "$tmp/part.txt" --json 2>/dev/null | "$flat" >"$tmp/part.$at" 2>/dev/null
			fi
			grep -qxF -- "$want" "$tmp/part.$at" || {
				got=$(grep -F -- "${want%% = *} = " "$tmp/part.$at" | head -1)
				echo "FAIL $name: at line $at want '$want', got '${got:-nothing}'"; bad=1; } ;;
		'stderr ~ '*)
			grep -qF -- "${line#stderr ~ }" "$tmp/err" || {
				echo "FAIL $name: stderr lacks '${line#stderr ~ }'"; bad=1; } ;;
		*)
			grep -qxF -- "$line" "$tmp/flat" || {
				path=${line%% = *}
				got=$(grep -F -- "$path = " "$tmp/flat" | head -1)
				echo "FAIL $name: want '$line', got '${got:-nothing}'"; bad=1; } ;;
		esac
	done <"$expect"
	if [ "$rc" != "$want_rc" ]; then
		echo "FAIL $name: exit $rc, want $want_rc"; sed 's/^/  /' "$tmp/err"; bad=1
	fi
	if [ $bad = 0 ]; then echo "ok $name"; else failed=$((failed + 1)); fi
done
echo "scenarios: $n run, $failed failed"
[ "$n" -gt 0 ] && [ $failed = 0 ]
