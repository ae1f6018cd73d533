#!/bin/sh
# callgraph.sh: the largest set of files in a folder that call each other
# in a loop (or include each other's headers in one, with -i).
#
# Usage: scripts/callgraph.sh [-a] [-i] [-b BUILD] [-s SOURCE] FOLDER...
#	FOLDER	a source folder, its subfolders included: src/app, src/core, tui
#	-b	the build directory whose objects are read (default: _build
#		in the source tree); build first
#	-s	the source tree (default: this script's checkout)
#	-i	the include graph instead, read from the sources (no build):
#		a module is x.c with x.h, tied to y when either includes y.h;
#		a header with no .c of its own is read through, not a module
#	-a	every loop, largest first, not only the largest
# Prints, per folder, "FOLDER: N files in the largest loop: a.c b.c ..." or
# "FOLDER: no loop".  Exit 0 when no folder has a loop, 1 when one has, 2
# on a usage error: a test may require a folder to stay free of loops.
#
# How files are tied (calls): file A calls file B when an object built from
# A has an undefined symbol that an object built from B defines (nm -P), as
# the linker would resolve it; a source built into several objects is one
# file.  Only files of the folder count: a call out of it ends no loop.  A
# loop is a strongly connected component of that graph (Tarjan's), of two
# files or more.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
all=0
includes=0
build=
usage="usage: $0 [-a] [-i] [-b BUILD] [-s SOURCE] FOLDER..."
while getopts aib:s: opt; do
	case $opt in
	a) all=1 ;;
	i) includes=1 ;;
	b) build=$(cd "$OPTARG" && pwd) ;;
	s) top=$(cd "$OPTARG" && pwd) ;;
	*) echo "$usage" >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || { echo "$usage" >&2; exit 2; }
build=${build:-$top/_build}
NM=${NM:-nm}

# The source an object was built from, relative to top: automake names it
# DIR/PREFIX-NAME.o when its target has flags of its own.
source_of() {
	rel=${1#"$build"/}
	dir=${rel%/*}
	base=${rel##*/}
	base=${base%.o}
	if [ ! -f "$top/$dir/$base.c" ] && [ "${base#*-}" != "$base" ] &&
	    [ -f "$top/$dir/${base#*-}.c" ]; then
		base=${base#*-}
	fi
	echo "$dir/$base.c"
}

# "D file symbol" for what a file defines, "U file symbol" for what it uses.
calls() {
	find "$build/$1" -name '*.o' | sort | while read -r o; do
		f=$(source_of "$o")
		[ -f "$top/$f" ] || continue
		"$NM" -P -g "$o" > "$work/nm" ||
		    { echo "$0: $NM failed on $o" >&2; exit 2; }
		awk -v f="$f" '
			$2 == "U" { print "U", f, $1; next }
			$2 ~ /^[TDBRCVWGS]$/ { print "D", f, $1 }' "$work/nm"
	done
}

# The same, for includes: a module "defines" its header, "uses" what it
# includes (resolved next to the includer, else by the path's tail).
includes() {
	(cd "$top" && find "$1" -name '*.[ch]' | sort) | while read -r f; do
		m=${f%.[ch]}
		case $f in
		*.h) echo "H $m $f" ;;
		*.c) echo "C $m" ;;
		esac
		grep -h '^#[[:space:]]*include[[:space:]]*"' "$top/$f" |
		    sed 's/^[^"]*"\([^"]*\)".*/\1/' | while read -r inc; do
			echo "I $m ${f%/*}/$inc $inc"
		done
	done | awk '
		$1 == "H" { h[$3] = $2; n++; hs[n] = $3; next }
		$1 == "C" { hasc[$2] = 1; next }
		{ ni++; from[ni] = $2; near[ni] = $3; inc[ni] = $4 }
		# Where a header-only module (no .c: a private header, a table
		# of declarations) leads: read through, it is no node itself.
		function reach(from_, m,   k) {
			if ((from_, m) in went)
				return
			went[from_, m] = 1
			if (m in hasc) {
				print "E", from_, m
				return
			}
			for (k = 1; k <= nout[m]; k++)
				reach(from_, out[m, k])
		}
		END {
			for (k = 1; k <= ni; k++) {
				to = ""; s = inc[k]
				if (near[k] in h)
					to = h[near[k]]
				else
					for (i = 1; i <= n && to == ""; i++) {
						t = hs[i]
						if (t == s || (length(t) > length(s) &&
						    substr(t, length(t) - length(s)) == "/" s))
							to = h[t]
					}
				if (to != "" && to != from[k])
					out[from[k], ++nout[from[k]]] = to
			}
			for (m in hasc)
				for (k = 1; k <= nout[m]; k++)
					reach(m, out[m, k])
		}'
}

# Edges "E from to" from D/U lines, then the loops.
loops() {
	awk -v all="$all" -v folder="$1" '
	$1 == "D" { def[$3] = $2; node($2); next }
	$1 == "U" { node($2); nu++; uf[nu] = $2; us[nu] = $3; next }
	$1 == "E" { node($2); node($3); edge($2, $3); next }
	function node(f) {
		if (!(f in id)) { nn++; id[f] = nn; name[nn] = f; deg[nn] = 0 }
	}
	function edge(a, b,   u, v) {
		u = id[a]; v = id[b]
		if (u == v || ((u, v) in seen))
			return
		seen[u, v] = 1
		adj[u, ++deg[u]] = v
	}
	# Tarjan: index, lowlink, stack; one component per root found.
	function connect(v,   k, w, c, size, list) {
		index_[v] = low[v] = ++counter
		stack[++sp] = v; onstack[v] = 1
		for (k = 1; k <= deg[v]; k++) {
			w = adj[v, k]
			if (!(w in index_)) {
				connect(w)
				if (low[w] < low[v]) low[v] = low[w]
			} else if (onstack[w] && index_[w] < low[v])
				low[v] = index_[w]
		}
		if (low[v] != index_[v])
			return
		size = 0; list = ""
		do {
			w = stack[sp--]; onstack[w] = 0
			size++; list = list " " name[w]
		} while (w != v)
		if (size > 1) { nc++; csize[nc] = size; clist[nc] = list }
	}
	function sorted(list,   a, n, i, j, t, out) {
		n = split(list, a, " ")
		for (i = 2; i <= n; i++)
			for (j = i; j > 1 && a[j - 1] > a[j]; j--) {
				t = a[j]; a[j] = a[j - 1]; a[j - 1] = t
			}
		out = ""
		for (i = 1; i <= n; i++) out = out " " a[i]
		return out
	}
	END {
		for (i = 1; i <= nu; i++)
			if (us[i] in def)
				edge(uf[i], def[us[i]])
		for (v = 1; v <= nn; v++)
			if (!(v in index_)) connect(v)
		if (nc == 0) { print folder ": no loop"; exit 0 }
		for (i = 1; i <= nc; i++) done_[i] = 0
		for (k = 1; k <= nc; k++) {
			best = 0
			for (i = 1; i <= nc; i++)
				if (!done_[i] && (best == 0 || csize[i] > csize[best]))
					best = i
			done_[best] = 1
			printf "%s: %d files in the %s loop:%s\n", folder,
			    csize[best], k == 1 ? "largest" : "next",
			    sorted(clist[best])
			if (!all) break
		}
		exit 1
	}'
}

work=$(mktemp -d "${TMPDIR:-/tmp}/callgraph.XXXXXX")
trap 'rm -rf "$work"' EXIT
status=0
for folder; do
	folder=${folder%/}
	[ -d "$top/$folder" ] || { echo "$0: no folder $top/$folder" >&2; exit 2; }
	if [ "$includes" -eq 0 ] && [ ! -d "$build/$folder" ]; then
		echo "$0: no $build/$folder: build first" >&2
		exit 2
	fi
	if [ "$includes" -eq 1 ]; then
		includes "$folder" > "$work/graph"
		loops "$folder (includes)" < "$work/graph" || status=1
		continue
	fi
	calls "$folder" > "$work/graph" || exit 2
	# An object defines something: none read would pass any folder.
	grep -q '^D ' "$work/graph" ||
	    { echo "$0: no object of $folder in $build: build first" >&2; exit 2; }
	loops "$folder" < "$work/graph" || status=1
done
exit $status
