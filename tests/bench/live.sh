#!/bin/sh
# A live round followed end to end (issue 28, doc/BENCH.md "live games
# followed"): a real event server (arbiter-cli serve), 'arbiter-cli
# follow' as a feed user, and two 'arbiter-cli wire' clients attached as
# two arbiters' consoles, for a round of BOARDS (500) boards played from
# real games (../shared's master corpus) at RATE (17) plies a second,
# once from LiveChess Cloud JSON (the loopback tests/cli/feedserver) and once
# from a LiveChess folder.  For each source it prints:
#  - the time from a ply written by the source to its journal line and to
#    every watcher, p50/p99/max (LCC is polled every POLL s, 1; the folder
#    is watched with inotify);
#  - the follower's and the server's CPU while the round is played and
#    between changes (QUIET s with nothing new), and their memory;
#  - then FAULT s of a broken source while the games go on (the hour of
#    doc/BENCH.md scaled down: say so with the figures): a third serving
#    garbage, a third stalled, a third gone and restarted; after it, the
#    plies lost (goal 0), the journal's lines that are not moves, the
#    growth of the event's folder, and memory along the way.
#	tests/bench/live.sh [BUILDDIR]
#	BOARDS= RATE= ACTIVE= QUIET= FAULT= POLL= KINDS="lcc folder"
set -eu
build=${1:-${BUILD:-${top_builddir:-.}}}
here=$(cd "$(dirname "$0")" && pwd)
corpus=$here/../../../shared/data/chess/games/master-corpus.pgn
boards=${BOARDS:-500}
rate=${RATE:-17}
active=${ACTIVE:-60}
quiet=${QUIET:-30}
fault=${FAULT:-180}
poll=${POLL:-1}
cli=$build/src/cli/arbiter-cli
feedserver=$build/tests/cli/feedserver
live="perl $here/live.pl"
for p in "$cli" "$feedserver"; do
	[ -x "$p" ] || { echo "live bench: $p not built"; exit 1; }
done
if [ ! -r "$corpus" ]; then
	echo "live bench: no $corpus: skipped"
	exit 0
fi
tck=$(getconf CLK_TCK)
me=$(id -un)
tmp=$(mktemp -d /tmp/bench-live.XXXXXX)
chmod 755 "$tmp"
pids=
feeder=
cleanup() {
	for p in $pids; do kill "$p" 2>/dev/null || :; done
	for e in "$tmp"/*/ev; do
		[ -S "$e/socket" ] && "$cli" stop "$e" >/dev/null 2>&1 || :
	done
	[ -n "$feeder" ] && userdel "$feeder" 2>/dev/null
	rm -rf "$tmp"
}
trap cleanup EXIT
trap 'exit 1' INT TERM

# The follower runs as a feed user where root can make one.
cp "$cli" "$tmp/arbiter-cli" && chmod 755 "$tmp/arbiter-cli"
if [ "$(id -u)" = 0 ] && command -v useradd >/dev/null 2>&1 &&
    command -v runuser >/dev/null 2>&1; then
	feeder=arbb$$
	useradd -M -N "$feeder" || feeder=
fi

$live games "$corpus" "$boards" >"$tmp/games"

ticks() {	# PID...: their user and system CPU, in ticks
	for p in "$@"; do awk '{ print $14 + $15 }' "/proc/$p/stat"; done |
	    awk '{ s += $1 } END { print s }'
}
rss() {		# PID: resident memory in kB
	awk '/^VmRSS/ { print $2 }' "/proc/$1/status"
}
cpu() {		# TICKS SECONDS: percent of a core
	awk -v t="$1" -v s="$2" -v k="$tck" 'BEGIN { printf "%.2f", 100 * t / k / s }'
}
lines() { wc -l <"$1" | tr -d ' '; }

# set_up EV: the round: the chief, the feed user's boards, the pairings.
set_up() {
	{
		echo 'event "Live bench" rules fide-2005'
		echo 'tc "40/5400+30:1800+30"'
		echo "arbiter $me chief"
		[ -z "$feeder" ] || echo "arbiter $feeder feed boards 1-$boards"
		echo 'round 1'
		b=1
		while [ $b -le "$boards" ]; do
			echo "player $((2 * b - 1)) \"W$b, A\""
			echo "player $((2 * b)) \"B$b, B\""
			b=$((b + 1))
		done
		b=1
		while [ $b -le "$boards" ]; do
			echo "pair $b $((2 * b - 1)) $((2 * b))"
			b=$((b + 1))
		done
		echo 'start all'
	} | "$cli" send "$1" >/dev/null
}

# lcc_timeline DIR: every file served; from 1000 s garbage (the index
# and five games), from 2000 s the same again, from 3000 s the index
# stalled, from 4000 s no more.  The bench moves the timeline with /_at/.
lcc_timeline() {
	{
		echo 'at 0'
		echo 'serve /get/b/round-1/index.json src/index.json'
		b=1
		while [ $b -le "$boards" ]; do
			echo "serve /get/b/round-1/game-$b.json src/game-$b.json"
			b=$((b + 1))
		done
		for step in 1000 2000; do
			echo "at $step"
			f=garbage; [ $step = 2000 ] && f=index.json
			echo "serve /get/b/round-1/index.json src/$f"
			for b in 1 2 3 4 5; do
				[ $step = 2000 ] && f=game-$b.json
				echo "serve /get/b/round-1/game-$b.json src/$f"
			done
		done
		echo 'at 3000'
		echo 'stall /get/b/round-1/index.json'
		echo 'at 4000'
		echo 'stall /get/b/round-1/index.json off'
		echo 'end 100000'
	} >"$1/lcc.timeline"
	head -c 3000 /dev/urandom | od -c >"$1/src/garbage"
}

lcc_at() { curl -s "http://127.0.0.1:$port/_at/$1" >/dev/null || :; }
feedserver_start() {
	"$feedserver" -m 100000 ${port:+-p "$port"} "$d/lcc.timeline" \
	    >"$d/port" 2>>"$d/feedserver.err" &
	fspid=$!
	pids="$pids $fspid"
	i=0
	until grep -q '^port ' "$d/port" 2>/dev/null; do
		sleep 0.1; i=$((i + 1)); [ $i -lt 50 ] || break
	done
	port=$(sed -n 's/^port //p' "$d/port")
	[ -n "$port" ] || { cat "$d/feedserver.err"; exit 1; }
}

# write RATE SECONDS: the source goes on; wstart: the same in the
# background, the writer's pid in wpid.
write() {
	$live write "$kind" "$srcdir" "$tmp/games" "$boards" "$1" "$2" \
	    "$d/written"
}
wstart() {
	$live write "$kind" "$srcdir" "$tmp/games" "$boards" "$1" "$2" \
	    "$d/written" &
	wpid=$!
}

# settle: wait until the journal holds every ply written (60 s at most).
settle() {
	i=0
	while ! $live lost "$d/written" "$ev/journal" >/dev/null; do
		sleep 1; i=$((i + 1)); [ $i -lt 60 ] || return 1
	done
}

phase_cpu() {	# NAME SECONDS: the follower's and the server's CPU
	f0=$(ticks "$fpid"); s0=$(ticks "$spid")
	sleep "$2"
	f1=$(ticks "$fpid"); s1=$(ticks "$spid")
	echo "  CPU $1, over $2 s: follower + server" \
	    "$(cpu $((f1 - f0 + s1 - s0)) "$2")% of a core" \
	    "(follower $(cpu $((f1 - f0)) "$2")%, server $(cpu $((s1 - s0)) "$2")%)"
}

run() {
	kind=$1
	d=$tmp/$kind
	ev=$d/ev
	mkdir -p "$d/src"
	chmod -R 755 "$d"
	srcdir=$d/src
	port=
	echo "-- $kind: $boards boards, $rate plies/s, $( [ "$kind" = lcc ] && echo "a poll every $poll s" || echo inotify)"
	"$cli" serve "$ev" --stay >"$d/serve.log" 2>&1 &
	pids="$pids $!"
	i=0
	until [ -S "$ev/socket" ]; do
		sleep 0.1; i=$((i + 1)); [ $i -lt 100 ] || { echo "no server"; return 1; }
	done
	spid=$(cat "$ev/server.pid")
	chmod 755 "$ev"
	set_up "$ev"
	write 0 0
	if [ "$kind" = lcc ]; then
		lcc_timeline "$d"
		feedserver_start
		src=http://127.0.0.1:$port/get/b/1
	else
		src=$srcdir
	fi
	for w in 1 2; do
		$live watch "$cli" "$ev" "$d/watch$w" &
		pids="$pids $!"
	done
	if [ -n "$feeder" ]; then
		runuser -u "$feeder" -- "$tmp/arbiter-cli" follow "$ev" "$src" \
		    --poll "$poll" \
		    2>"$d/follow.err" &
		rpid=$!
		sleep 1
		fpid=$(pgrep -P "$rpid" || echo "$rpid")
		pids="$pids $rpid"
	else
		"$cli" follow "$ev" "$src" --poll "$poll" 2>"$d/follow.err" &
		fpid=$!
		pids="$pids $fpid"
		sleep 1
	fi
	sleep 4
	echo "  memory at the start: follower $(rss "$fpid") kB, server $(rss "$spid") kB"

	wstart "$rate" "$active"
	phase_cpu "while played ($rate plies/s)" "$active"
	wait "$wpid"
	settle || echo "  not every ply reached the journal within 60 s"
	$live report "$d/written" "$d/watch1" "$d/watch2" | sed 's/^/  /'
	phase_cpu "between changes" "$quiet"
	echo "  memory after the round: follower $(rss "$fpid") kB, server $(rss "$spid") kB"

	jl0=$(lines "$ev/journal")
	du0=$(du -sk "$ev" | cut -f1)
	m0=$(lines "$d/written")
	echo "  faults, $fault s in all (doc/BENCH.md's hour scaled down), the games going on:"
	wstart "$rate" "$fault"
	third=$((fault / 3))
	faults_start=$(date +%s)
	if [ "$kind" = lcc ]; then
		lcc_at 1000; mem_for "garbage (index and 5 games)" "$third"
		lcc_at 2000; lcc_at 3000; mem_for "stalled (the index)" "$third"
		lcc_at 4000; kill "$fspid"; wait "$fspid" 2>/dev/null || :
		mem_for "gone" "$((third / 2))"
		feedserver_start; mem_for "restarted" "$((fault - 2 * third - third / 2))"
	else
		(
			end=$(( $(date +%s) + third ))
			while [ "$(date +%s)" -lt "$end" ]; do
				for b in 1 2 3 4 5; do
					head -c 700 /dev/urandom >"$srcdir/round-1/game-$b.pgn"
				done
				printf '[Round "1.6"]\n[White "W6, A"]\n\n1. e4 {[%%clk 01:' \
				    >"$srcdir/round-1/game-6.pgn"
				sleep 1
			done
		) &
		gpid=$!
		mem_for "garbage (5 files, 1 half-written)" "$third"
		wait "$gpid"
		kill "$wpid"; wait "$wpid" 2>/dev/null || :
		rm -f "$srcdir"/round-1/game-[1-6].pgn
		write 0 0
		mem_for "stalled (nothing written)" "$third"
		rm -rf "$srcdir/round-1"
		mem_for "gone (the folder removed)" "$((third / 2))"
		wstart "$rate" "$((fault - 2 * third - third / 2))"
		mem_for "restarted (every file anew)" "$((fault - 2 * third - third / 2))"
	fi
	wait "$wpid" 2>/dev/null || :
	m1=$(lines "$d/written")
	settle || :
	$live lost "$d/written" "$ev/journal" | tail -6 | sed 's/^/  /'
	jl1=$(lines "$ev/journal")
	echo "  plies written during the faults: $((m1 - m0)); journal lines added: $((jl1 - jl0)), of which not moves:"
	tail -n "$((jl1 - jl0))" "$ev/journal" | awk '$4 != "move" { print $4 }' |
	    sort | uniq -c | sed 's/^/    /'
	du1=$(du -sk "$ev" | cut -f1)
	echo "  event folder: $du0 kB before, $du1 kB after; follower's stderr $(wc -c <"$d/follow.err") bytes"
	echo "  memory at the end: follower $(rss "$fpid") kB, server $(rss "$spid") kB"
	$live report "$d/written" "$d/watch1" "$d/watch2" |
	    sed 's/^/  (whole run, plies held back by the faults too) /'
	echo "  the follower said ($(lines "$d/follow.err") lines, numbers as N):"
	sed -E 's/[0-9]+/N/g' "$d/follow.err" | sort | uniq -c | sort -rn |
	    head -8 | sed 's/^/    /'
	echo "  took $(( $(date +%s) - faults_start )) s of faults and recovery"
}

# mem_for NAME SECONDS: wait, printing memory and CPU at the end.
mem_for() {
	t0=$(ticks "$fpid" "$spid")
	sleep "$2"
	t1=$(ticks "$fpid" "$spid")
	echo "    $1, $2 s: follower $(rss "$fpid") kB, server $(rss "$spid") kB, CPU $(cpu $((t1 - t0)) "$2")%"
}

for k in ${KINDS:-lcc folder}; do
	run "$k"
	for p in $pids; do kill "$p" 2>/dev/null || :; done
	"$cli" stop "$tmp/$k/ev" >/dev/null 2>&1 || :
	wait 2>/dev/null || :
	pids=
done
