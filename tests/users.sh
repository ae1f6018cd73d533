# users.sh: other Unix users for the tests that need them (roles, feeds,
# hostile neighbours), made as root with useradd, run with runuser, and
# removed again.  Sourced; the caller's cleanup calls users_drop.

users=

# users_can: may this run make users (root, with useradd and runuser)?
users_can() {
	[ "$(id -u)" = 0 ] && command -v useradd >/dev/null 2>&1 &&
	    command -v runuser >/dev/null 2>&1
}

# user_make NAME: the user NAME, made unless it is there already (then
# it is not this run's to remove).  Names end in $$: two runs at once
# never share one.
user_make() {
	id "$1" >/dev/null 2>&1 || { useradd -M -N "$1" && users="$users $1"; }
}

# users_drop: remove the users this run made.  A user whose process
# lives on (a console's pane, a follower) cannot be removed: end them
# first, and try again while they go.
users_drop() {
	for u in $users; do
		pkill -KILL -u "$u" 2>/dev/null
		ud_i=0
		while id "$u" >/dev/null 2>&1 && [ $ud_i -lt 20 ]; do
			userdel "$u" >/dev/null 2>&1 || sleep 0.1
			ud_i=$((ud_i + 1))
		done
	done
	users=
}

# users_reach DIR FILE...: copies of FILE... in DIR/bin that every user
# can run, since the build may sit where others cannot reach it (/root).
users_reach() {
	ur_dir=$1
	shift
	mkdir -p "$ur_dir/bin" && cp "$@" "$ur_dir/bin/" &&
	    chmod 755 "$ur_dir" "$ur_dir/bin" || return 1
	for ur_f; do chmod 755 "$ur_dir/bin/${ur_f##*/}" || return 1; done
}
