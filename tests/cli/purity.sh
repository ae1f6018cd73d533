#!/bin/sh
# The core is pure (doc/STYLE.md): the only outside symbols its library may use
# are libc's string, memory and character functions, and the sanitizers'
# hooks.  No stdio, no curses, no libconfig, no gettext, no clocks.
# An nm that fails, or reads no symbols (the core surely defines some and
# calls strlen, strcmp, malloc and free), fails the test: an empty list
# would pass the allow-list whatever the core does.
set -u
lib=${top_builddir:-.}/src/core/libarbitercore.a
nm=${NM:-nm}
[ -f "$lib" ] || { echo "purity: $lib not built"; exit 1; }
allowed='^(memcpy|memmove|memset|memcmp|bcmp|memchr|strlen|strnlen|strcmp|strncmp|strchr|strrchr|strstr|strspn|strcspn|strpbrk|strcpy|strncpy|malloc|calloc|realloc|free|qsort|bsearch|abs|labs|llabs|__assert_fail|__stack_chk_fail|_GLOBAL_OFFSET_TABLE_|__ctype_b_loc|__ctype_tolower_loc|__ctype_toupper_loc|(__(asan|ubsan|sanitizer|lsan|msan|tsan)|_?__sancov|__odr_asan)[A-Za-z0-9_.]*)$'
floor='strlen strcmp malloc free'
work=$(mktemp -d "${TMPDIR:-/tmp}/purity.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT

# run_nm OUT ARGS...: nm ARGS on the library into OUT; its errors shown.
run_nm() {
	out=$1
	shift
	if ! $nm "$@" "$lib" >"$out" 2>"$work/nm.err"; then
		echo "purity: '$nm $* $lib' failed:"
		cat "$work/nm.err"
		exit 1
	fi
	if [ -s "$work/nm.err" ]; then
		echo "purity: '$nm $* $lib' complained:"
		cat "$work/nm.err"
		exit 1
	fi
}

# What the library needs from outside: undefined in some object, defined in none.
run_nm "$work/nm.undefined" -u
run_nm "$work/nm.defined" --defined-only
awk '$1 == "U" { print $2 }' "$work/nm.undefined" | sort -u >"$work/undefined"
awk 'NF == 3 { print $3 }' "$work/nm.defined" | sort -u >"$work/defined"
comm -23 "$work/undefined" "$work/defined" >"$work/outside"
if [ ! -s "$work/defined" ]; then
	echo "purity: nm found no symbol defined in $lib"
	exit 1
fi
for s in $floor; do
	grep -qx "$s" "$work/outside" || {
		echo "purity: '$s' is not among the symbols the core needs from outside:"
		echo "purity: nm's output is not what this test reads"
		exit 1
	}
done

grep -Ev "$allowed" "$work/outside" >"$work/bad"
[ $? -le 1 ] || { echo "purity: grep failed"; exit 1; }
if [ -s "$work/bad" ]; then
	echo "purity: the core uses symbols outside the allow-list:"
	cat "$work/bad"
	for s in $(cat "$work/bad"); do
		$nm -A -u "$lib" 2>/dev/null | grep -w "$s" | sed 's/^/  /'
	done
	exit 1
fi
echo "purity: the core needs $(wc -l < "$work/outside") symbols from outside, all allowed:"
tr '\n' ' ' < "$work/outside"; echo

# The game interface (gamekind.h): no object outside a game's folder
# (src/core/chess/, src/core/draughts/) may use a symbol that game's
# objects define, but the registry's reference to the game kinds' tables of
# operations (gamekind.o: chess_kind, chess960_kind, draughts_kind).
# Objects are found from the sources, as automake names them.
top=${top_srcdir:-../..}
build=${top_builddir:-.}
objects() {
	find "$top/src" "$top/tui" -name '*.c' | sed "s|^$top/||" | sort |
	    while read -r src; do
		dir=$(dirname "$src") base=$(basename "$src" .c)
		case $dir in
		src/core*) echo "$build/$dir/$base.o" ;;
		src/app) echo "$build/$dir/libarbiterapp_a-$base.o" ;;
		src/cli) echo "$build/$dir/arbiter_cli-$base.o" ;;
		tui) echo "$build/$dir/arbiter-$base.o" ;;
		esac
	done
}
objects >"$work/all"
[ "$(wc -l <"$work/all")" -gt 40 ] || { echo "purity: too few objects found"; exit 1; }

# guard GAME SENTINEL: the objects outside src/core/GAME/ use none of the
# symbols its objects define (SENTINEL must be among them).
guard() {
	game=$1 sentinel=$2
	: >"$work/defs"
	for c in "$top"/src/core/$game/*.c; do
		o=$build/src/core/$game/$(basename "$c" .c).o
		[ -f "$o" ] || { echo "purity: $o not built"; exit 1; }
		$nm --defined-only "$o" >"$work/nm.o" || { echo "purity: nm $o failed"; exit 1; }
		awk 'NF == 3 && $2 ~ /[TDRB]/ { print $3 }' "$work/nm.o" >>"$work/defs"
	done
	sort -u "$work/defs" -o "$work/defs"
	grep -qx "$sentinel" "$work/defs" || { echo "purity: no $game symbols found"; exit 1; }
	grep -v "/src/core/$game/" "$work/all" >"$work/objects"
	leaks=0
	while read -r o; do
		[ -f "$o" ] || { echo "purity: $o not built"; exit 1; }
		$nm -u "$o" >"$work/nm.o" || { echo "purity: nm $o failed"; exit 1; }
		awk '{ print $NF }' "$work/nm.o" | sort -u | comm -12 - "$work/defs" >"$work/used"
		case $o in */src/core/gamekind.o) sed -i "/^[a-z0-9]*_kind\$/d" "$work/used" ;; esac
		if [ -s "$work/used" ]; then
			echo "purity: $o uses $game symbols:" $(cat "$work/used")
			leaks=1
		fi
	done <"$work/objects"
	[ $leaks = 0 ] || exit 1
	echo "purity: no object outside src/core/$game/ uses the $game core" \
	    "($(wc -l <"$work/defs") $game symbols, $(wc -l <"$work/objects") objects)"
}
guard chess board_make
guard draughts draughts_make
