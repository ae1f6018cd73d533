#!/bin/sh
# callgraph.sh: no files of src/app, nor of tui, call each other, or
# include each other's headers, in a loop (issue 27: the session split by
# role opened the client.c -> server.c -> session.c loop, tui/ui.c and the
# view table the console's; scripts/callgraph.sh says how files are tied).  First the script must find the loops of a small tree
# made here, or its "no loop" would prove nothing.
set -u
top=${top_srcdir:-.}
build=${top_builddir:-.}
script=$top/scripts/callgraph.sh
work=$(mktemp -d "${TMPDIR:-/tmp}/callgraph.XXXXXX") || exit 1
trap 'rm -rf "$work"' EXIT
fail=0

# The control: a.c and b.c call each other and include each other's
# header; c.c calls a.c, and is in no loop.
mkdir -p "$work/x"
printf 'int b(int);\n' > "$work/x/b.h"
printf 'int a(int);\n' > "$work/x/a.h"
printf '#include "b.h"\nint a(int n) { return n ? b(n - 1) : 0; }\n' > "$work/x/a.c"
printf '#include "a.h"\nint b(int n) { return n ? a(n - 1) : 1; }\n' > "$work/x/b.c"
printf '#include "a.h"\nint c(void) { return a(3); }\n' > "$work/x/c.c"
out=$("$script" -i -s "$work" x); rc=$?
[ $rc -eq 1 ] && [ "$out" = "x (includes): 2 files in the largest loop: x/a x/b" ] ||
    { echo "callgraph: -i on a known loop said ($rc): $out"; fail=1; }
cc=${CC:-cc}
if command -v "$cc" >/dev/null 2>&1; then
	for f in a b c; do
		"$cc" -c -o "$work/x/$f.o" "$work/x/$f.c" || exit 1
	done
	out=$("$script" -b "$work" -s "$work" x); rc=$?
	[ $rc -eq 1 ] && [ "$out" = "x: 2 files in the largest loop: x/a.c x/b.c" ] ||
	    { echo "callgraph: a known loop of calls said ($rc): $out"; fail=1; }
else
	echo "callgraph: no $cc: the control of calls is not run"
fi

# src/app and tui (issue 27: the console's views made the ten-file loop),
# from their objects and from their sources.
for dir in src/app tui; do
	"$script" -a -b "$build" -s "$top" $dir || fail=1
	"$script" -a -i -s "$top" $dir || fail=1
done
exit $fail
