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

expect "$data/bad-syntax.conf" 'bad-syntax\.conf:4: syntax error'
expect "$data/bad-rules.conf" "bad-rules\.conf:3: 'rules' is not a known edition"
expect "$data/bad-type.conf" "bad-type\.conf:2: 'colours' must be true or false"
expect "$data/does-not-exist.conf" 'does-not-exist\.conf: cannot read the file'
exit $fail
