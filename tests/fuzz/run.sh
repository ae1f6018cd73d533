#!/bin/sh
# Build every libFuzzer target tests/fuzz/fuzz_*.c (or those named) against the
# core and app sources with clang, then run each for SECONDS (default 60).
#	tests/fuzz/run.sh [-t SECONDS] [NAME...]
# Corpora live in $FUZZ_WORK (default /tmp/arbiter-fuzz), never in the tree.
# Exits 1 if a fuzzer stopped on a finding (its log and the crash- file are
# in $FUZZ_WORK).  'make check' runs the same harnesses over their seeds
# only, with tests/fuzz/driver.c for main (tests/cli/fuzz-seeds.sh).
set -eu
top=$(cd "$(dirname "$0")/../.." && pwd)
secs=60
[ "${1:-}" = "-t" ] && { secs=$2; shift 2; }
work=${FUZZ_WORK:-/tmp/arbiter-fuzz}
mkdir -p "$work"
names=${*:-$(cd "$top/tests/fuzz" && ls fuzz_*.c | sed 's/\.c$//')}
srcs=$(find "$top/src/core" "$top/src/app" -name '*.c' | sort)
cat > "$work/config.h" <<EOT
#define PACKAGE "arbiter"
#define PACKAGE_VERSION "fuzz"
#define _GNU_SOURCE 1
#define LOCALEDIR "$work/locale"
#define PKGDATADIR "$top/conf"
#define SYSCONFDIR "$work/etc"
#define TOP_SRCDIR "$top"
#define BINDIR "$work/bin"
EOT
status=0
for n in $names; do
	bin=$work/$n
	clang -std=c17 -g -O1 -fsanitize=fuzzer,address,undefined \
	    -I"$work" -I"$top/src" -I"$top/src/core" \
	    $(pkg-config --cflags libconfig libcurl jansson libwebsockets) \
	    -o "$bin" "$top/tests/fuzz/$n.c" $srcs \
	    $(pkg-config --libs libconfig libcurl jansson libwebsockets)
	mkdir -p "$work/$n.corpus"
	[ -d "$top/tests/fuzz/seeds/$n" ] && cp -n "$top/tests/fuzz/seeds/$n"/* "$work/$n.corpus/" 2>/dev/null || true
	echo "== $n: $secs s"
	rc=0
	LSAN_OPTIONS=suppressions=$top/tests/lsan.supp "$bin" -artifact_prefix="$work/$n-" -max_total_time="$secs" -print_final_stats=1 "$work/$n.corpus" \
	    >"$work/$n.log" 2>&1 || rc=$?
	grep -E 'stat::number_of_executed_units|ERROR|SUMMARY|crash-' "$work/$n.log" || true
	if [ $rc -ne 0 ]; then
		echo "== $n: FAILED, status $rc: see $work/$n.log"
		status=1
	fi
done
exit $status
