#!/bin/sh
# Real TRF files of other programs (../shared/data/interop/trf: a real
# 284-player Swiss with '153 - -' blocks, lichess exports, bbpPairings'
# own inputs with CR-only line ends, Swiss-Manager's rulers, C.07's
# tie-break exercises): each is read by 'arbiter-cli trf' for its first
# round, and the commands run (issue 29.5: read what bbpPairings reads).
# Skipped (77) without the shared data.
set -u
data=${SHARED_DATA:-}/interop/trf
[ -n "${SHARED_DATA:-}" ] && [ -d "$data" ] || exit 77
cli=${top_builddir:-.}/src/cli/arbiter-cli
tmp=${TMPDIR:-/tmp}/trf-interop.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0 n=0
printf 'event "Interop"\ntc "5400"\n' >"$tmp/head.txt"
for f in $(find "$data" -type f \( -name '*.trf' -o -name '*.input' \) | sort); do
	n=$((n + 1))
	if ! "$cli" trf "$f" 1 >"$tmp/round.txt" 2>"$tmp/err"; then
		echo "FAIL ${f#$data/}: $(cat "$tmp/err")"
		status=1
	elif ! "$cli" run "$tmp/head.txt" "$tmp/round.txt" >/dev/null 2>"$tmp/err"; then
		echo "FAIL ${f#$data/}: its commands: $(head -n3 "$tmp/err")"
		status=1
	fi
done
echo "$n files read"
[ "$n" -ge 14 ] || { echo "FAIL: only $n files"; status=1; }
exit $status
