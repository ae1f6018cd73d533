#!/bin/sh
# arbiter-cli replay: scenario scripts turned into journals (each line at
# its UTC time, 'wait' moving the time on, the hash chain of doc/commands.md
# computed with sha256sum) rebuild the same games as 'run' does; an
# edited line breaks the chain and replay fails naming it.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
flat=${top_builddir:-.}/tests/scenarios/jsonflat
dir=${top_srcdir:-.}/tests/scenarios
command -v sha256sum >/dev/null 2>&1 || { echo "replay: no sha256sum"; exit 77; }
date -u -d @0 +%s >/dev/null 2>&1 || { echo "replay: no GNU date"; exit 77; }
tmp=${TMPDIR:-/tmp}/replay.$$
mkdir -p "$tmp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0

# journal SCRIPT > JOURNAL: virtual 0 is 2026-11-22 15:00 UTC (the
# scripts' round start), as the journal's UTC timeline reads it.
journal() {
	t=$(date -u -d 2026-11-22T15:00:00Z +%s)
	prev=0000000000000000 seq=0
	grep -v '^#' "$1" | grep -v '^$' | while IFS= read -r line; do
		case $line in
		'wait '*)
			w=${line#wait }
			case $w in
			*h) w=$((${w%h} * 3600)) ;;
			*m) w=$((${w%m} * 60)) ;;
			*s) w=${w%s} ;;
			esac
			t=$((t + w)); continue ;;
		esac
		seq=$((seq + 1))
		text="$seq $(date -u -d @"$t" +%Y-%m-%dT%H:%M:%S.000Z) tester $line"
		prev=$(printf '%s %s' "$prev" "$text" | sha256sum | cut -c1-16)
		printf '%s ~%s\n' "$text" "$prev"
	done
}

for s in A9a-open 9.5b-incorrect-repetition 6.2-whole-game-40-5400-30 12.9-both-guilty; do
	journal "$dir/$s.txt" >"$tmp/$s.journal"
	"$cli" run "$dir/$s.txt" --json | "$flat" | grep -v 'flag\.\|time_ms' >"$tmp/run" || fail=1
	if ! "$cli" replay "$tmp/$s.journal" >"$tmp/replay.json" 2>"$tmp/err"; then
		echo "FAIL $s: replay exit"; cat "$tmp/err"; fail=1; continue
	fi
	"$flat" <"$tmp/replay.json" | grep -v 'flag\.\|time_ms' >"$tmp/replay"
	if ! cmp -s "$tmp/run" "$tmp/replay"; then
		echo "FAIL $s: replay differs from run"; diff "$tmp/run" "$tmp/replay" | head; fail=1
	else
		echo "ok $s: $(wc -l <"$tmp/$s.journal") lines"
	fi
done

# An edited line: the chain breaks and replay says where.
sed '9s/move 1 e5/move 1 e6/' "$tmp/A9a-open.journal" >"$tmp/edited.journal"
if "$cli" replay "$tmp/edited.journal" >/dev/null 2>"$tmp/err"; then
	echo "FAIL: an edited journal replays"; fail=1
else
	grep -q ':9' "$tmp/err" || { echo "FAIL: the break is not named: $(cat "$tmp/err")"; fail=1; }
	echo "ok edited line refused: $(cat "$tmp/err")"
fi
exit $fail
