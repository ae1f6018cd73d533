#!/bin/sh
# Every training scenario of conf/training plays without a refused line,
# its expected command included: a scenario can never teach a command the
# engine would refuse.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
dir=${top_srcdir:-.}/conf/training
fail=0 n=0
for f in "$dir"/*.txt; do
	n=$((n + 1))
	grep -q '^# ask$' "$f" || { echo "not ok - $f: no '# ask'"; fail=1; continue; }
	grep -q '^# title: ' "$f" || { echo "not ok - $f: no '# title:'"; fail=1; continue; }
	grep -q '^# incident: ' "$f" || { echo "not ok - $f: no '# incident:'"; fail=1; continue; }
	if out=$("$cli" run "$f" 2>&1 >/dev/null); then
		echo "ok - $(basename "$f")"
	else
		echo "not ok - $(basename "$f"): $out"
		fail=1
	fi
done
[ $n -ge 10 ] || { echo "not ok - only $n scenarios (10 at least)"; fail=1; }
exit $fail
