#!/bin/sh
# The set-up run inside tmux (issue 25, item 13): tmux sets TMUX to its
# socket ("/tmp/tmux-1000/default,4242,0") in every shell it starts, so
# configure must not read the tmux program from that variable, or every
# end-to-end test is handed a socket path to run.
set -u
configure=${top_srcdir:-.}/configure
[ -x "$configure" ] || { echo "setup-tmux: $configure missing: skipped"; exit 77; }
tmp=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-setup.XXXXXX")
trap 'rm -rf "$tmp"' EXIT INT TERM
socket=/tmp/tmux-1000/default,4242,0
fail=0

(cd "$tmp" && TMUX=$socket "$configure" -q --disable-nls >configure.out 2>&1) ||
    { echo "not ok - configure inside tmux:"; cat "$tmp/configure.out"; exit 1; }
prog=$(sed -n 's/^TMUX_PROG = //p' "$tmp/Makefile")
passed=$(sed -n "s/.*TMUX_BIN='\([^']*\)'.*/\1/p" "$tmp/Makefile")
if [ "$passed" = '$(TMUX_PROG)' ] &&
    { [ -z "$prog" ] || [ -x "$prog" ]; } && [ "$prog" != "$socket" ]; then
	echo "ok - inside tmux the tests get the tmux program ('$prog')"
else
	echo "not ok - inside tmux the tests get '$passed' = '$prog'"
	fail=1
fi
exit $fail
