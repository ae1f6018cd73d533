#!/bin/sh
# The core is pure (STYLE.md): the only outside symbols its library may use
# are libc's string, memory and character functions, and the sanitizers'
# hooks.  No stdio, no curses, no libconfig, no gettext, no clocks.
set -eu
lib=${top_builddir:-.}/src/core/libarbitercore.a
[ -f "$lib" ] || { echo "purity: $lib not built"; exit 1; }
allowed='^(memcpy|memmove|memset|memcmp|bcmp|memchr|strlen|strnlen|strcmp|strncmp|strchr|strrchr|strstr|strspn|strcspn|strpbrk|strcpy|strncpy|malloc|calloc|realloc|free|qsort|bsearch|abs|labs|llabs|__assert_fail|__stack_chk_fail|_GLOBAL_OFFSET_TABLE_|__ctype_b_loc|__ctype_tolower_loc|__ctype_toupper_loc|(__(asan|ubsan|sanitizer|lsan|msan|tsan)|_?__sancov|__odr_asan)[A-Za-z0-9_.]*)$'
# What the library needs from outside: undefined in some object, defined in none.
work=$(mktemp -d "${TMPDIR:-/tmp}/purity.XXXXXX")
trap 'rm -rf "$work"' EXIT
${NM:-nm} -u "$lib" 2>/dev/null | awk '$1 == "U" { print $2 }' | sort -u > "$work/undefined"
${NM:-nm} --defined-only "$lib" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u > "$work/defined"
comm -23 "$work/undefined" "$work/defined" > "$work/outside"
bad=$(grep -Ev "$allowed" "$work/outside" || true)
if [ -n "$bad" ]; then
	echo "purity: the core uses symbols outside the allow-list:"
	echo "$bad"
	for s in $bad; do
		${NM:-nm} -A -u "$lib" 2>/dev/null | grep -w "$s" | sed 's/^/  /'
	done
	exit 1
fi
echo "purity: the core needs $(wc -l < "$work/outside") symbols from outside, all allowed:"
tr '\n' ' ' < "$work/outside"; echo

# The game interface (gamekind.h): no object outside src/core/chess/ may
# use a symbol the chess objects define, but the registry's reference to
# the chess kind's table of operations (gamekind.o: chess_kind).  Objects
# are found from the sources, as automake names them.
top=${top_srcdir:-..}
build=${top_builddir:-.}
for c in "$top"/src/core/chess/*.c; do
	o=$build/src/core/chess/$(basename "$c" .c).o
	[ -f "$o" ] || { echo "purity: $o not built"; exit 1; }
	${NM:-nm} --defined-only "$o" | awk 'NF == 3 && $2 ~ /[TDRB]/ { print $3 }'
done | sort -u > "$work/chess"
[ -s "$work/chess" ] || { echo "purity: no chess symbols found"; exit 1; }
objects() {
	find "$top/src" "$top/tui" -name '*.c' | sed "s|^$top/||" | sort |
	    while read -r src; do
		dir=$(dirname "$src") base=$(basename "$src" .c)
		case $dir in
		src/core/chess) ;;
		src/core*) echo "$build/$dir/$base.o" ;;
		src/app) echo "$build/$dir/libarbiterapp_a-$base.o" ;;
		src/cli) echo "$build/$dir/arbiter_cli-$base.o" ;;
		tui) echo "$build/$dir/arbiter-$base.o" ;;
		esac
	done
}
leaks=0
for o in $(objects); do
	[ -f "$o" ] || { echo "purity: $o not built"; exit 1; }
	${NM:-nm} -u "$o" | awk '{ print $NF }' | sort -u |
	    comm -12 - "$work/chess" > "$work/used"
	case $o in */src/core/gamekind.o) sed -i '/^chess_kind$/d' "$work/used" ;; esac
	if [ -s "$work/used" ]; then
		echo "purity: $o uses chess symbols:" $(cat "$work/used")
		leaks=1
	fi
done
[ $leaks = 0 ] || exit 1
echo "purity: no object outside src/core/chess/ uses the chess core" \
    "($(wc -l < "$work/chess") chess symbols, $(objects | wc -l) objects)"
