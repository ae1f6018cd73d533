#!/bin/sh
# A bad settings file gives "file:line: message" and exit status 2, never
# a crash; the bundled files are valid.
set -u
data=${top_srcdir:-.}/tests/data
arbiter=${top_builddir:-.}/tui/arbiter
fail=0

expect() {	# expect FILE PATTERN
	out=$("$arbiter" --config "$1" </dev/null 2>&1 >/dev/null)
	rc=$?
	if [ $rc -eq 2 ] && printf '%s\n' "$out" | grep -qE -- "$2"; then
		echo "ok - $(basename "$1"): $out"
	else
		echo "not ok - $(basename "$1"): status $rc, said: $out"
		fail=1
	fi
}

expect "$data/bad-syntax.conf" "bad-syntax\.conf:4: syntax error at 'colours = = true;'"
expect "$data/bad-rules.conf" "bad-rules\.conf:3: 'rules' is not a known edition"
expect "$data/bad-type.conf" "bad-type\.conf:2: 'colours' must be true or false"
expect "$data/does-not-exist.conf" 'does-not-exist\.conf: cannot read the file'
# An event file's own 6.7 wait and 11.1 points: bad values are named at
# their line, and nothing is created.
work=$(mktemp -d "${TMPDIR:-/tmp}/config.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
event_file() {	# event_file NAME LINES: the demo with LINES after its tc
	sed "s|^\(	tc = .*\)\$|\1\\n$2|" "${top_srcdir:-.}/conf/demo.conf" > "$work/$1"
}
expect_event() {	# expect_event FILE PATTERN
	out=$("$arbiter" --import "$work/$1" "$work/event-$1" </dev/null 2>&1 >/dev/null)
	rc=$?
	if [ $rc -eq 2 ] && printf '%s\n' "$out" | grep -qE -- "$2" &&
	    [ ! -s "$work/event-$1/journal" ]; then
		echo "ok - $1: $out"
	else
		echo "not ok - $1: status $rc, said: $out"
		fail=1
	fi
}
# An event file goes into a new event only: into one with lines already it
# is refused and nothing is added.
cp "${top_srcdir:-.}/conf/demo.conf" "$work/demo.conf"
"$arbiter" --import "$work/demo.conf" "$work/event-full" </dev/null >/dev/null 2>&1
lines=$(wc -l <"$work/event-full/journal" 2>/dev/null || echo 0)
out=$("$arbiter" --import "$work/demo.conf" "$work/event-full" </dev/null 2>&1 >/dev/null)
rc=$?
if [ "$lines" -gt 0 ] && [ $rc -eq 2 ] && [ "$(wc -l <"$work/event-full/journal")" -eq "$lines" ] &&
    printf '%s\n' "$out" | grep -q "the event has $lines journal lines already"; then
	echo "ok - an import into an event with lines is refused: $out"
else
	echo "not ok - an import into an event with $lines lines: status $rc, said: $out"
	fail=1
fi
event_file bad-wait.conf '	wait = -3;'
expect_event bad-wait.conf "bad-wait\.conf:9: 'wait' must be minutes, from 0 to 1440"
event_file bad-points.conf '	points = "1 2 0";'
expect_event bad-points.conf "bad-points\.conf:9: '0': out of range: points for a win, a draw and a loss"
event_file bad-points-word.conf '	points = "3 one 0";'
expect_event bad-points-word.conf "bad-points-word\.conf:9: 'one': expected points"
# Integers libconfig 1.5 would wrap (atoi) and members no part of the
# event reads are refused at their line (issue 26, item 9).
sed 's/number = 1;/number = 4294967297;/' "${top_srcdir:-.}/conf/demo.conf" >"$work/wrap.conf"
expect_event wrap.conf "wrap\.conf:12: '4294967297': a whole number out of range"
sed 's/rating = 2512;/rating = -4294967296;/' "${top_srcdir:-.}/conf/demo.conf" >"$work/wrap-neg.conf"
expect_event wrap-neg.conf "wrap-neg\.conf:21: '-4294967296': a whole number out of range"
sed 's|black = 13; *}|black = 13; fen = "8/8/8/8/8/8/8/K1k5 w - - 0 1"; }|' \
    "${top_srcdir:-.}/conf/demo.conf" >"$work/fen.conf"
expect_event fen.conf "fen\.conf:[0-9]+: 'fen' is not a field of a pairing \(board, white, black, start\)"
# A Chess960 start (the Chess960 demo's pairings) is a number; the game
# is one this build knows.
sed 's|black = 13; *}|black = 13; start = "96"; }|' \
    "${top_srcdir:-.}/conf/demo.conf" >"$work/start-word.conf"
expect_event start-word.conf "start-word\.conf:[0-9]+: 'start' must be a start number, 0 to 959"
event_file game-go.conf '	game = "go";'
expect_event game-go.conf "game-go\.conf:9: 'go': "
event_file unknown-field.conf '	increment = 30;'
expect_event unknown-field.conf "unknown-field\.conf:9: 'increment' is not a field of the event"
printf 'arbiters = ("x");\n' | cat "${top_srcdir:-.}/conf/demo.conf" - >"$work/unknown-part.conf"
expect_event unknown-part.conf "unknown-part\.conf:[0-9]+: 'arbiters' is not a part of an event file"
# @include of what is not a regular file: a FIFO would block the start
# for ever, a directory stopped it with flex's "input in flex scanner
# failed" and no file:line.  Both are named where they are included,
# nested includes too; a regular file is still included, and a setting
# read from it is named at its own file and line.
expect_soon() {	# expect_soon FILE PATTERN: as expect, within 10 seconds
	out=$(timeout 10 "$arbiter" --config "$1" </dev/null 2>&1 >/dev/null)
	rc=$?
	if [ $rc -eq 2 ] && printf '%s\n' "$out" | grep -qE -- "$2"; then
		echo "ok - $(basename "$1"): $out"
	else
		echo "not ok - $(basename "$1"): status $rc, said: $out"
		fail=1
	fi
}
if mkfifo "$work/fifo" 2>/dev/null; then
	printf '# settings\n@include "%s"\n' "$work/fifo" >"$work/inc-fifo.conf"
	expect_soon "$work/inc-fifo.conf" "inc-fifo\.conf:2: @include \"$work/fifo\": not a regular file"
fi
mkdir "$work/dir"
printf 'language = "en";\n  @include "%s"\n' "$work/dir" >"$work/inc-dir.conf"
expect_soon "$work/inc-dir.conf" "inc-dir\.conf:2: @include \"$work/dir\": not a regular file"
printf '@include "%s"\n' "$work/inc-dir.conf" >"$work/inc-nested.conf"
expect_soon "$work/inc-nested.conf" "inc-dir\.conf:2: @include \"$work/dir\": not a regular file"
printf '/*\n@include "%s"\n*/\nlanguage = "en";\n@include "%s"\n' "$work/dir" \
    "$work/inc-rules.conf" >"$work/inc-good.conf"
printf 'colours = true;\nrules = "bogus";\n' >"$work/inc-rules.conf"
expect_soon "$work/inc-good.conf" "inc-rules\.conf:2: 'rules' is not a known edition"
expect_soon "$work/dir" "dir: not a regular file"
printf 'language = "en";\n\n@include "%s"\n' "$work/none.conf" >"$work/inc-none.conf"
expect_soon "$work/inc-none.conf" "inc-none\.conf:3: @include \"$work/none\.conf\": cannot read: No such file"
# What libconfig reads is small: a file over 1 MB is refused before it
# (a 10 MB setting name kept libconfig busy for minutes).
awk 'BEGIN { while (i++ < 1100000) printf "x"; print " = 1;" }' </dev/null >"$work/big.conf"
expect_soon "$work/big.conf" "big\.conf: larger than a settings or event file can be \(1 MB\)"
# A setting this build does not know is named, not ignored.
printf 'language = "en";\ncolour = false;\n' >"$work/unknown.conf"
expect "$work/unknown.conf" "unknown\.conf:2: 'colour' is not a setting \(language, rules"
# A file that ends inside a string or a group: the line that opened it,
# not a line past the end.
printf 'language = "en;\ncolours = true;\n\n' >"$work/open-string.conf"
expect "$work/open-string.conf" "open-string\.conf:1: syntax error: the file ends inside the string opened here: 'language = \"en;'"
printf 'language = "en";\ncolours = {\n' >"$work/open-group.conf"
expect "$work/open-group.conf" "open-group\.conf:2: syntax error: the file ends inside the group opened here: 'colours = \{'"
# journal_dir is made when missing; one that cannot be is named.
printf 'journal_dir = "%s";\n' "$work/made/deep" >"$work/jdir.conf"
"$arbiter" --config "$work/jdir.conf" </dev/null >/dev/null 2>&1
if [ -s "$(ls -d "$work"/made/deep/arbiter-demo-*/journal 2>/dev/null | head -n1)" ]; then
	echo "ok - jdir.conf: the missing journal_dir was made and holds the demo"
else
	echo "not ok - jdir.conf: no demo journal under $work/made/deep"
	fail=1
fi
: >"$work/file"
printf 'journal_dir = "%s";\n' "$work/file/x" >"$work/jdir-bad.conf"
expect "$work/jdir-bad.conf" "journal_dir '$work/file/x': cannot create it: Not a directory"
# Every edition the build knows (its refusal of an unknown one lists the
# table) is in the bundled settings' comment and the man page; the man
# pages know --demo draughts and arbiter-cli(1) (issue 25, item 15).
top=${top_srcdir:-.}
editions=$("$arbiter" --rules no-such-edition </dev/null 2>&1 >/dev/null |
    sed -n 's/.*(\(.*\)).*/\1/p' | tr -d ',')
case " $editions " in
*" fid-draughts "*) echo "ok - the build's editions: $editions" ;;
*) echo "not ok - the editions listed: '$editions'"; fail=1 ;;
esac
for e in $editions; do
	for f in conf/arbiter.conf doc/arbiter.1 doc/arbiter-cli.1; do
		grep -q -- "$e" "$top/$f" || { echo "not ok - $f lacks $e"; fail=1; }
	done
done
grep -q 'Fl \\-demo Cm draughts' "$top/doc/arbiter.1" &&
    echo "ok - arbiter(1) knows --demo draughts" ||
    { echo "not ok - arbiter(1) lacks --demo draughts"; fail=1; }
for c in $("${top_builddir:-.}/src/cli/arbiter-cli" help 2>&1 |
    sed -n 's/^  \([a-z-]*\) .*/\1/p'); do
	grep -qE "^\.It .*Cm $c( |\$)" "$top/doc/arbiter-cli.1" ||
	    { echo "not ok - arbiter-cli(1) lacks '$c'"; fail=1; }
done
exit $fail
