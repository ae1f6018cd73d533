#!/bin/sh
# The scenario scripts: each tests/scenarios/NAME.txt is run with
# 'arbiter-cli run --json'; NAME.expect lists what must hold, one a line:
#	games[0].result = "1-0"		a field of the state (jsonflat's path)
#	exit = 1			the exit status of the run
#	stderr ~ (article 9.2)		a text the refusals must contain
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
	while IFS= read -r line; do
		case $line in
		''|'#'*) continue ;;
		'exit = '*) want_rc=${line#exit = } ;;
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
