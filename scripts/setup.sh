#!/bin/sh
# setup.sh: make this checkout ready to run: install the Debian packages that
# are missing (as root, or through sudo), generate the locales the tests
# use, and build everything out of tree in _build/ (or $BUILD_DIR).
# Safe to run again: each step is skipped when already done.
set -eu
top=$(cd "$(dirname "$0")/.." && pwd)
build=${BUILD_DIR:-$top/_build}

packages="build-essential autoconf automake autopoint gettext pkg-config
	libncurses-dev libconfig-dev libcurl4-openssl-dev libjansson-dev
	libwebsockets-dev libcmocka-dev tmux locales"

as_root() {
	if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

missing=
for p in $packages; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' ||
	    missing="$missing $p"
done
if [ -n "$missing" ]; then
	echo "setup: installing$missing"
	as_root env DEBIAN_FRONTEND=noninteractive apt-get update -qq
	as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $missing
fi

# The Italian interface needs its locale; the console needs a UTF-8 one.
if ! locale -a 2>/dev/null | grep -qi '^it_IT\.utf-\{0,1\}8$'; then
	echo "setup: generating the it_IT.UTF-8 locale"
	as_root sh -c "sed -i 's/^# *\(it_IT.UTF-8 UTF-8\)/\1/; s/^# *\(en_US.UTF-8 UTF-8\)/\1/' /etc/locale.gen && locale-gen >/dev/null"
fi

cd "$top"
if [ ! -x configure ] || [ configure.ac -nt configure ]; then
	autoreconf -fi
fi
mkdir -p "$build"
cd "$build"
if [ ! -f Makefile ]; then
	"$top/configure" --enable-werror ${CONFIGURE_FLAGS:-}
fi
make -j"$(nproc)" >/dev/null
# lichess's chessops reads our PGN in tests/cli/chessops-interop.sh (skipped
# without it): from the npm registry, where npm is, beside the build.
if command -v npm >/dev/null 2>&1 && [ ! -d "$build/node/node_modules/chessops" ]; then
	echo "setup: installing chessops (npm) into $build/node"
	npm install --silent --no-audit --no-fund --prefix "$build/node" \
	    chessops@0.15.1 >/dev/null 2>&1 ||
	    echo "setup: chessops not installed: its test will be skipped"
fi
echo "setup: built in $build"
