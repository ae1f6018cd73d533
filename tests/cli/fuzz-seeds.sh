#!/bin/sh
# fuzz-seeds.sh: every libFuzzer harness of tests/fuzz (one per fuzz_*.c),
# built by 'make check' with tests/fuzz/driver.c as its main (mk/fuzz.am),
# runs on the empty input and over its seeds tests/fuzz/seeds/NAME/ (the
# empty input only when it has none) without a crash, and runs each seed:
# a harness that no longer builds, or breaks on its seeds, fails here and
# not on the next real fuzzing run (tests/fuzz/run.sh).
set -u
src=${top_srcdir:-.}/tests/fuzz
build=${top_builddir:-.}/tests/fuzz
tmp=$(mktemp -d "${TMPDIR:-/tmp}/fuzz-seeds.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT INT TERM
fail=0 n=0 inputs=0
for c in "$src"/fuzz_*.c; do
	name=$(basename "$c" .c)
	bin=$build/$name
	n=$((n + 1))
	if [ ! -x "$bin" ]; then
		echo "not ok - $name: $bin is not built (mk/fuzz.am)"
		fail=1
		continue
	fi
	seeds=$src/seeds/$name
	if [ -d "$seeds" ]; then
		set -- "$seeds"
		want=$(find "$seeds" -maxdepth 1 -type f ! -name '.*' | wc -l)
	else
		set --
		want=0
	fi
	want=$((want + 1))	# and the empty input
	# The harnesses write their temporary files under $TMPDIR, and must
	# remove them.
	mkdir "$tmp/run" || exit 1
	TMPDIR=$tmp/run "$bin" "$@" >"$tmp/out" 2>&1
	rc=$?
	ran=$(sed -n 's/^\([0-9]*\) inputs run$/\1/p' "$tmp/out")
	if [ $rc -ne 0 ]; then
		echo "not ok - $name: exit status $rc; the last lines:"
		tail -n 20 "$tmp/out" | sed 's/^/#   /'
		fail=1
	elif [ "${ran:-0}" -ne "$want" ]; then
		echo "not ok - $name: ${ran:-no} inputs run, $want wanted"
		fail=1
	elif [ -n "$(ls -A "$tmp/run")" ]; then
		echo "not ok - $name: left $(ls -A "$tmp/run") in \$TMPDIR"
		fail=1
	else
		note=
		[ $# -eq 0 ] && note=" (no seeds: the empty input only)"
		echo "ok - $name: $ran inputs$note"
		inputs=$((inputs + ran))
	fi
	rm -rf "$tmp/run"
done
# No harness found is a broken test, not a pass.
[ $n -ge 10 ] || { echo "not ok - only $n harnesses in $src"; fail=1; }
echo "fuzz-seeds: $n harnesses, $inputs inputs run"
exit $fail
