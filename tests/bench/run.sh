#!/bin/sh
# Run every benchmark tests/bench/*.sh (or those named), each against its
# reference from doc/BENCH.md.  Called by 'make bench' from the build directory.
set -u
here=$(cd "$(dirname "$0")" && pwd)
names=${*:-$(cd "$here" && ls *.sh | grep -v '^run\.sh$' | sed 's/\.sh$//')}
status=0
for n in $names; do
	echo "== bench $n"
	sh "$here/$n.sh" || status=1
done
exit $status
