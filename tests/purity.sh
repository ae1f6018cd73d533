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
