#!/bin/sh
# The real LiveChess exports of ../shared/data/feeds read by the PGN
# dialect reader (app/feed/pgnfeed.c) to the same games as pgn-extract
# reads them: players, round.board, result, each move and its %clk and
# %emt.  Skipped (77) without the shared data or without pgn-extract.
set -u
data=${SHARED_DATA:-}
[ -n "$data" ] && [ -d "$data/feeds/livechess-export" ] || exit 77
pe=$(command -v pgn-extract || ls /usr/games/pgn-extract 2>/dev/null) ||
    { echo "feeds-shared: no pgn-extract, skipped"; exit 77; }
dump=${top_builddir:-.}/tests/cli/feeddump
tmp=$(mktemp -d "${TMPDIR:-/tmp}/feeds-shared.XXXXXX") || exit 1
trap 'rm -rf "$tmp"' EXIT
status=0
files=0

# pgn-extract's reading of FILE (comments kept, one game a line) in
# feeddump's lines.
extract() {
	"$pe" -s -N -V --nomovenumbers -w 1000000 "$1" | awk '
	function ms(t,   a, n) {
		n = split(t, a, ":")
		return n == 3 ? ((a[1] * 60 + a[2]) * 60 + a[3]) * 1000 : -1
	}
	function flush() {
		if (mv != "") print mv, clk, emt
		mv = ""
	}
	/^\[Round / { r = $2; gsub(/[]"]/, "", r) }
	/^\[White / { w = $0; sub(/^\[White "/, "", w); sub(/"\]$/, "", w) }
	/^\[Black / { b = $0; sub(/^\[Black "/, "", b); sub(/"\]$/, "", b) }
	/^\[/ { next }
	/^$/ { next }
	{
		n = split($0, t, " ")
		res = t[n]
		print "game " r " " w "|" b " " res
		mv = ""
		for (i = 1; i < n; i++) {
			if (t[i] == "{") {
				if (t[i + 1] == "[%clk") clk = ms(substr(t[i + 2], 1, length(t[i + 2]) - 1))
				if (t[i + 1] == "[%emt") emt = ms(substr(t[i + 2], 1, length(t[i + 2]) - 1))
				while (t[i] != "}") i++
				continue
			}
			flush()
			mv = t[i]; clk = -1; emt = -1
		}
		flush()
	}'
}

for f in $(find "$data/feeds/livechess-export" -name '*.pgn' | sort); do
	files=$((files + 1))
	"$dump" "$f" >"$tmp/ours" 2>"$tmp/err" || { cat "$tmp/err"; status=1; }
	extract "$f" >"$tmp/theirs" 2>/dev/null
	if ! cmp -s "$tmp/ours" "$tmp/theirs"; then
		echo "FAIL $f: ours and pgn-extract's differ"
		diff "$tmp/ours" "$tmp/theirs" | head -5
		status=1
	fi
	# Every game in the file was read whole.
	want=$(grep -c '^\[Event ' "$f")
	got=$(grep -c '^game ' "$tmp/ours")
	[ "$want" -eq "$got" ] || { echo "FAIL $f: $got games of $want"; status=1; }
done
[ "$files" -ge 20 ] || { echo "FAIL: only $files files"; status=1; }
echo "feeds-shared: $files files"
exit $status
