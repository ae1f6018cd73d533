#!/bin/sh
# The journal against failing processes and disks (issue 26, "keep
# measuring what held"), with figures:
#  1. SIGKILL under load: the server killed KILLS times while four
#     clients stream commands (tests/cli/server_crash), and a lone writer
#     killed WKILLS times (tests/cli/journal-crash.sh);
#  2. disk full, on a small tmpfs and a small ext4 (a loop device): four
#     clients write until the disk refuses;
#  3. a simulated power cut of the journal's filesystem (ext4 on a loop
#     device), CUTS times under four clients: every process frozen
#     (SIGSTOP), the device's image copied as it stands, without a sync,
#     and the copy mounted (ext4 recovers its own journal) and replayed.
# After each: every acknowledged command must be in the journal exactly
# once, no refused command at all, and the journal must replay.  Parts 2
# and 3 need root, mount and losetup (skipped otherwise).
#	tests/bench/faults.sh [BUILDDIR]
#	KILLS (300) WKILLS (200) CUTS (20) SECONDS_LOAD (1 per cut)
set -u
build=${1:-${BUILD:-${top_builddir:-.}}}
cli=$build/src/cli/arbiter-cli
for p in src/cli/arbiter-cli tests/cli/server_crash tests/cli/journal_writer; do
	[ -x "$build/$p" ] || { echo "faults bench: $build/$p not built (make check in $build first)"; exit 1; }
done
here=$(cd "$(dirname "$0")/.." && pwd)
tmp=$(mktemp -d "${TMPDIR:-/tmp}/bench-faults.XXXXXX") || exit 1
clients=
mounts=
loops=
cleanup() {
	for p in $clients; do kill -CONT "$p" 2>/dev/null; kill "$p" 2>/dev/null; done
	for f in "$tmp"/*/ev/server.pid "$tmp"/*/server.pid; do
		[ -f "$f" ] && { kill -CONT "$(cat "$f")"; kill "$(cat "$f")"; } 2>/dev/null
	done
	sleep 0.2
	for m in $mounts; do umount "$m" 2>/dev/null; done
	for l in $loops; do losetup -d "$l" 2>/dev/null; done
	rm -rf "$tmp"
}
trap cleanup EXIT INT TERM
status=0
say() { echo "faults: $*"; }
bad() { echo "faults: FAILED: $*"; status=1; }

# 1. SIGKILL under load.
t0=$(date +%s)
if out=$("$build/tests/cli/server_crash" "$tmp/crash" "${KILLS:-300}" 2>&1); then
	say "server SIGKILL: $(echo "$out" | tail -1) ($(( $(date +%s) - t0 )) s)"
else
	bad "server SIGKILL: $out"
fi
t0=$(date +%s)
if out=$(JOURNAL_CRASH_KILLS=${WKILLS:-200} top_builddir=$build \
    sh "$here/journal-crash.sh" 2>&1); then
	say "writer SIGKILL: $(echo "$out" | grep -v '^journal-crash: ok' | tail -3 | tr '\n' ' ')($(( $(date +%s) - t0 )) s)"
else
	bad "writer SIGKILL: $(echo "$out" | tail -3)"
fi

if [ "$(id -u)" != 0 ] || ! command -v losetup >/dev/null 2>&1 ||
    ! command -v mkfs.ext4 >/dev/null 2>&1; then
	say "not root, or no losetup/mkfs.ext4: disk full and power cut skipped"
	exit $status
fi

# An event on DIR with four boards, its server running.
setup() {
	: >"$tmp/serve.err"
	"$cli" serve "$1" --stay 2>>"$tmp/serve.err" &
	i=0
	while [ ! -S "$1/socket" ] && [ $i -lt 200 ]; do sleep 0.05; i=$((i + 1)); done
	"$cli" send "$1" 'event "Faults" rules fide-2005' 'tc "5400+30"' \
	    'round 1' 'player 1 "A"' 'player 2 "B"' 'player 3 "C"' \
	    'player 4 "D"' 'player 5 "E"' 'player 6 "F"' 'player 7 "G"' \
	    'player 8 "H"' 'pair 1 1 2' 'pair 2 3 4' 'pair 3 5 6' \
	    'pair 4 7 8' 'start all' >/dev/null 2>"$tmp/err" ||
	    bad "set-up: $(cat "$tmp/err")"
}
# load DIR OUT: four clients, each a stream of warnings on its board, one
# in five to a board that does not exist (refused); acknowledged lines go
# to OUT.<i> as they are acknowledged.
load() {
	clients=
	for i in 0 1 2 3; do
		awk -v i=$i 'BEGIN { for (k = 1; k <= 200000; k++)
			if (k % 5 == 0) printf "penalty 99 white warn \"r%d-%d\"\n", i, k
			else printf "penalty %d white warn \"c%d-%d\"\n", i + 1, i, k }' |
		    stdbuf -oL "$cli" send "$1" >"$2.$i" 2>/dev/null &
		clients="$clients $!"
	done
}
unload() {
	for p in $clients; do kill "$p" 2>/dev/null; done
	wait $clients 2>/dev/null
	clients=
}
# check JOURNAL ACKS WHAT: every text acknowledged in ACKS.* is in the
# journal once, no refused text is, and the journal replays.
check() {
	cat "$2".? | grep -o '"c[0-9]*-[0-9]*"' | sort >"$tmp/acked"
	grep -o 'warn "[cr][0-9]*-[0-9]*"' "$1" | sed 's/^warn //' | sort >"$tmp/written"
	acked=$(wc -l <"$tmp/acked")
	lost=$(comm -23 "$tmp/acked" "$tmp/written" | wc -l)
	twice=$(uniq -d "$tmp/written" | wc -l)
	refused=$(grep -c '^"r' "$tmp/written")
	replay=ok
	"$cli" replay "$1" >/dev/null 2>"$tmp/replay" || replay="exit $?: $(head -c 200 "$tmp/replay")"
	echo "$acked acknowledged, $lost lost, $twice twice, $refused refused written, replay $replay"
	[ "$lost" -eq 0 ] && [ "$twice" -eq 0 ] && [ "$refused" -eq 0 ] && [ "$replay" = ok ]
}
# mkext4 IMAGE MB MOUNTPOINT: an ext4 on a loop device, mounted.
mkext4() {
	truncate -s "$2M" "$1" && mkfs.ext4 -q -F -m 0 "$1" || return 1
	l=$(losetup -f --show "$1") || return 1
	loops="$loops $l"
	mkdir -p "$3" && mount "$l" "$3" || return 1
	mounts="$3 $mounts"
}

# 2. Disk full.
diskfull() {	# diskfull NAME: the filesystem is mounted on $tmp/NAME
	d=$tmp/$1
	setup "$d/ev"
	load "$d/ev" "$d/acks"
	i=0
	while [ $i -lt 600 ] && ! grep -q "No space" "$tmp/serve.err" "$d/ev/server.log" 2>/dev/null &&
	    [ "$(df --output=avail "$d" | tail -1)" -gt 0 ]; do
		sleep 0.1; i=$((i + 1))
	done
	sleep 1			# the disk full, commands refused meanwhile
	full=$(df --output=avail,size -h "$d" | tail -1 | tr -s ' ')
	unload
	"$cli" stop "$d/ev" 2>/dev/null
	sleep 0.3
	if r=$(check "$d/ev/journal" "$d/acks"); then
		say "disk full ($1, avail/size $full): $r"
	else
		bad "disk full ($1): $r"
	fi
}
mkdir -p "$tmp/tmpfs" && mount -t tmpfs -o size=${FULL_KB:-512}k tmpfs "$tmp/tmpfs" &&
    mounts="$tmp/tmpfs $mounts" && diskfull tmpfs || say "no tmpfs: skipped"
mkext4 "$tmp/full.img" 2 "$tmp/ext4" && diskfull ext4 || say "no ext4 on a loop device: skipped"

# 3. Power cuts.
if ! mkext4 "$tmp/disk.img" 64 "$tmp/pc"; then
	say "no ext4 on a loop device: power cut skipped"
	exit $status
fi
setup "$tmp/pc/ev"
load "$tmp/pc/ev" "$tmp/pc.acks"
cuts=0 acked_total=0 lost_total=0 sizes=
mkdir -p "$tmp/snap"
while [ $cuts -lt "${CUTS:-20}" ]; do
	sleep "${SECONDS_LOAD:-1}"
	srv=$(cat "$tmp/pc/ev/server.pid")
	kill -STOP "$srv" $clients
	sleep 0.05		# the device's requests in flight end
	cp --sparse=always "$tmp/disk.img" "$tmp/snap.img"
	for i in 0 1 2 3; do cp "$tmp/pc.acks.$i" "$tmp/cut.acks.$i"; done
	kill -CONT "$srv" $clients
	cuts=$((cuts + 1))
	# The copy is the disk at the cut: ext4 recovers, the journal replays.
	l=$(losetup -f --show "$tmp/snap.img") || { bad "losetup"; break; }
	if mount "$l" "$tmp/snap"; then
		if r=$(check "$tmp/snap/ev/journal" "$tmp/cut.acks"); then
			:
		else
			bad "power cut $cuts: $r"
		fi
		acked_total=$((acked_total + $(echo "$r" | cut -d' ' -f1)))
		lost_total=$((lost_total + $(echo "$r" | cut -d' ' -f3)))
		umount "$tmp/snap"
	else
		bad "power cut $cuts: the copy does not mount"
	fi
	losetup -d "$l"
done
say "power cut (ext4 on a loop device, $cuts cuts under four clients): $acked_total acknowledged at the cuts (summed), $lost_total lost; last: $r"
unload
"$cli" stop "$tmp/pc/ev" 2>/dev/null
exit $status
