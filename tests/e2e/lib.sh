# lib.sh: drive the console through a private tmux server (fzf's and
# tmux's own test harnesses): fixed size, send-keys, and polling
# capture-pane with a timeout instead of sleeping.
# Sourced by the e2e tests; needs $top_builddir and tmux (else exit 77).

TMUX_BIN=${TMUX_BIN:-$(command -v tmux || true)}
# Run from inside tmux: the private server is no nested client of that one.
unset TMUX
[ -n "$TMUX_BIN" ] || { echo "e2e: tmux is missing: skipped"; exit 77; }
ARBITER=${top_builddir:-.}/tui/arbiter
[ -x "$ARBITER" ] || { echo "e2e: $ARBITER not built"; exit 1; }
# The demo's round is live unless static: the tests type its moves.
export ARBITER_DEMO=static
E2E_SOCKET=arbiter-e2e-$$
E2E_TMP=$(mktemp -d "${TMPDIR:-/tmp}/arbiter-e2e.XXXXXX")
failures=0

t() { "$TMUX_BIN" -L "$E2E_SOCKET" -f /dev/null "$@"; }

e2e_cleanup() {
	t kill-server 2>/dev/null || true
	rm -rf "$E2E_TMP"
}
trap e2e_cleanup EXIT INT TERM

# e2e_start NAME COLS ROWS ENV... -- ARGS...: run the console in a new session.
e2e_start() {
	name=$1 cols=$2 rows=$3
	shift 3
	envs=
	while [ $# -gt 0 ] && [ "$1" != "--" ]; do envs="$envs $1"; shift; done
	[ "${1:-}" = "--" ] && shift
	t new-session -d -s "$name" -x "$cols" -y "$rows" \
	    "env TMPDIR=$E2E_TMP HOME=$E2E_TMP $envs $ARBITER $*; echo EXITED=\$?; sleep 30"
}

# "=NAME:" is the session named NAME exactly: a bare "b" is also a prefix
# of the window "bash" in whichever session tmux holds current, so with
# several consoles a bare name may reach another console's screen.
screen() { t capture-pane -p -t "=$1:"; }

# wait_for NAME TEXT [SECONDS]: poll until TEXT is on the screen.
wait_for() {
	i=0 limit=$(( ${3:-5} * 20 ))
	while [ $i -lt $limit ]; do
		screen "$1" | grep -qF -- "$2" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# wait_re NAME REGEX [SECONDS]: the same with an extended regular expression.
wait_re() {
	i=0 limit=$(( ${3:-5} * 20 ))
	while [ $i -lt $limit ]; do
		screen "$1" | grep -qE -- "$2" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# wait_count NAME REGEX N [SECONDS]: poll until exactly N lines of the
# screen match the extended regular expression REGEX.
wait_count() {
	i=0 limit=$(( ${4:-5} * 20 ))
	while [ $i -lt $limit ]; do
		[ "$(screen "$1" | grep -cE -- "$2")" -eq "$3" ] && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# lacks NAME TEXT: the screen does not show TEXT.  A capture that fails or
# a blank screen is no proof of absence: it fails the check.
lacks() {
	lacks_screen=$(screen "$1") || return 1
	[ -n "$(printf '%s' "$lacks_screen" | tr -d ' \n')" ] || return 1
	! printf '%s\n' "$lacks_screen" | grep -qF -- "$2"
}

# shows_without NAME TEXT ABSENT: poll until TEXT is on the screen (the
# view awaited), then ABSENT must not be.
shows_without() {
	wait_for "$1" "$2" && lacks "$1" "$3"
}

# gone NAME TEXT: the overview back (its Status column), poll until it
# no longer shows TEXT.
gone() {
	wait_for "$1" "Status" || return 1
	i=0
	while [ $i -lt 100 ]; do
		lacks "$1" "$2" && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# file_wait FILE TEXT [SECONDS]: poll until FILE holds TEXT (a journal
# line is written after the key that sends it, not before).
file_wait() {
	i=0 limit=$(( ${3:-5} * 20 ))
	while [ $i -lt $limit ]; do
		grep -qF -- "$2" "$1" 2>/dev/null && return 0
		sleep 0.05
		i=$((i + 1))
	done
	return 1
}

# file_lacks FILE TEXT: FILE exists, is not empty, and lacks TEXT.
file_lacks() {
	[ -s "$1" ] && ! grep -qF -- "$2" "$1"
}

# check DESCRIPTION COMMAND...: one TAP-like line per check.
check() {
	desc=$1
	shift
	if "$@"; then
		echo "ok - $desc"
	else
		echo "not ok - $desc"
		failures=$((failures + 1))
	fi
}

keys() { n=$1; shift; t send-keys -t "=$n:" "$@"; }

e2e_dump() { echo "--- screen of $1:"; screen "$1" | sed 's/^/| /'; }

# act NAME BOARD KEYS... -- COMMAND: on console NAME select the board, open
# the action menu, answer the dialog, confirm, and wait for "done: COMMAND".
act() {
	act_name=$1 act_board=$2
	shift 2
	keys "$act_name" Escape "$act_board" Enter a
	while [ "$1" != "--" ]; do keys "$act_name" "$1"; shift; done
	shift
	keys "$act_name" Enter
	check "dialog: $1" wait_for "$act_name" "done: $1"
}
