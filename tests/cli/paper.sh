#!/bin/sh
# arbiter-cli paper: a scripted event's pairing list, result sheet and
# incident report laid out for A4 (lines of at most 80 characters, pages
# of at most 66 lines, a form feed between pages), in English and in
# Italian, written with -o, printed through a fake lp put first in PATH,
# and the one clear line when there is no lp; a journal's round with
# --round.
set -u
cli=${top_builddir:-.}/src/cli/arbiter-cli
src=${top_srcdir:-.}
tmp=${TMPDIR:-/tmp}/paper.$$
mkdir -p "$tmp/bin" "$tmp/nolp" || exit 1
trap 'rm -rf "$tmp"' EXIT
fail=0
check() {	# file text
	grep -qF -- "$2" "$1" || { echo "FAIL: $(basename "$1") lacks '$2'"; fail=1; }
}
# A4: characters (not bytes) a line, lines a page.
a4() {		# file
	LC_ALL=C awk '{ gsub(/[\200-\277]/, ""); sub(/^\f/, "") }
	    length($0) > 80 { print FILENAME ":" NR ": " length($0) " columns"; bad = 1 }
	    END { exit bad }' "$1" || fail=1
	LC_ALL=C awk 'BEGIN { RS = "\f" } { n = gsub(/\n/, "\n") }
	    n > 66 { print FILENAME ": page " NR " has " n " lines"; bad = 1 }
	    END { exit bad }' "$1" || fail=1
}
cat >"$tmp/event.txt" <<'SCRIPT'
event "Open di Roma" site "Roma" rules fide-2005
tc "40/5400+30:1800+30"
player 1 "Đặng Trần Côn Nguyễn Quốc Bảo" rating 2210 fed VIE
player 2 "Bianchi, Giulia" rating 2105 fed ITA
player 3 "Novak, Tomas" fed CZE
player 4 "Silva, Ana" rating 1980 fed POR
player 5 "Rossi, Marco" rating 2001 fed ITA
player 6 "Müller, Jürgen" rating 2300 fed GER
round 1 date 2026-11-22 start 15:00
pair 1 1 2
pair 2 3 4
pair 3 5 6
start all
move 1 e4
wait 1m
penalty 1 black warn "talking"
resign 1 black
move 2 d4
wait 5m
adjourn 2
seal 2
SCRIPT
for k in pairings results report; do
	"$cli" paper "$tmp/event.txt" $k >"$tmp/$k.txt" || { echo "FAIL: paper $k"; fail=1; }
	a4 "$tmp/$k.txt"
	check "$tmp/$k.txt" 'page 1 of 1'
	check "$tmp/$k.txt" 'Open di Roma'
done
check "$tmp/pairings.txt" 'Pairings - round 1 - 2026-11-22'
check "$tmp/pairings.txt" '  1    1 Đặng Trần Côn N 2210 VIE    0 ____     0    2 Bianchi, Giulia 2105 ITA'
check "$tmp/results.txt" '  1    1 Đặng Trần Côn Nguyễn Q    2 Bianchi, Giulia        1-0          5.1b'
check "$tmp/results.txt" 'Novak, Tomas              4 Silva, Ana             adjourned'
check "$tmp/results.txt" 'Müller, Jürgen         in play'
check "$tmp/results.txt" 'Standings after round 1'
check "$tmp/report.txt" '00:01:00   1 root       penalty 1 black warn "talking"                  13.4a'
check "$tmp/report.txt" '-> result 1-0 (5.1b)'
check "$tmp/report.txt" 'adjourn 2'
# -o FILE: the same paper, nothing on stdout.
"$cli" paper "$tmp/event.txt" pairings -o "$tmp/o.txt" >"$tmp/stdout" || fail=1
cmp -s "$tmp/o.txt" "$tmp/pairings.txt" || { echo "FAIL: -o differs"; fail=1; }
test -s "$tmp/stdout" && { echo "FAIL: -o wrote to stdout"; fail=1; }
# Italian, by LANGUAGE alone and by LANG.
LANGUAGE=it LANG=C LC_ALL= "$cli" paper "$tmp/event.txt" pairings >"$tmp/it1.txt" || fail=1
check "$tmp/it1.txt" 'Abbinamenti - turno 1 - 2026-11-22'
check "$tmp/it1.txt" 'pagina 1 di 1'
LANGUAGE= LANG=it_IT.UTF-8 LC_ALL= "$cli" paper "$tmp/event.txt" results >"$tmp/it2.txt" || fail=1
check "$tmp/it2.txt" 'Risultati - turno 1'
check "$tmp/it2.txt" 'in corso'
# --print: a fake lp that keeps what it is given.
cat >"$tmp/bin/lp" <<SH
#!/bin/sh
cat >"$tmp/printed"
SH
chmod +x "$tmp/bin/lp"
PATH="$tmp/bin:$PATH" "$cli" paper "$tmp/event.txt" report --print -o "$tmp/r.txt" ||
	{ echo "FAIL: --print with lp"; fail=1; }
cmp -s "$tmp/printed" "$tmp/report.txt" || { echo "FAIL: lp was not given the report"; fail=1; }
# Without -o, the paper printed is kept in a file of its own.
rm -f "$tmp/printed"
TMPDIR=$tmp PATH="$tmp/bin:$PATH" "$cli" paper "$tmp/event.txt" results --print >"$tmp/stdout" ||
	{ echo "FAIL: --print without -o"; fail=1; }
cmp -s "$tmp/printed" "$tmp/results.txt" || { echo "FAIL: lp was not given the results"; fail=1; }
# No lp: one clear line, non-zero, the file named and written.
PATH="$tmp/nolp" "$cli" paper "$tmp/event.txt" pairings --print -o "$tmp/n.txt" 2>"$tmp/err"
rc=$?
test $rc -ne 0 || { echo "FAIL: no lp exits 0"; fail=1; }
test "$(wc -l <"$tmp/err")" -eq 1 || { echo "FAIL: no lp says more than a line"; fail=1; }
check "$tmp/err" "no printer: lp not found; the file is $tmp/n.txt"
cmp -s "$tmp/n.txt" "$tmp/pairings.txt" || { echo "FAIL: no lp, no file"; fail=1; }
# An lp that fails.
printf '#!/bin/sh\ncat >/dev/null\nexit 3\n' >"$tmp/bin/lp"
PATH="$tmp/bin:$PATH" "$cli" paper "$tmp/event.txt" pairings --print -o "$tmp/f.txt" 2>"$tmp/err"
test $? -eq 1 || { echo "FAIL: a failing lp does not exit 1"; fail=1; }
check "$tmp/err" 'lp failed (status 3)'
# A journal: its round, and a round it does not hold.
j=$src/tests/data/journals/claims-penalties.journal
"$cli" paper "$j" report --round 1 >"$tmp/j.txt" || { echo "FAIL: journal report"; fail=1; }
a4 "$tmp/j.txt"
check "$tmp/j.txt" 'Board 1: P1 - P2: 1/2-1/2 (9.2)'
check "$tmp/j.txt" 'penalty 2 white points -1/2 "unsportsmanlike"   13.4e'
"$cli" paper "$j" report --round 2 >/dev/null 2>"$tmp/err"
test $? -eq 2 || { echo "FAIL: --round 2 of a round-1 journal"; fail=1; }
check "$tmp/err" 'no round 2 (the event is at round 1)'
# A draughts round: what the verification, the count, an irregularity and
# its correction, and a restart did, each with its FID article.
cat >"$tmp/draughts.txt" <<'EOF2'
event "Damiera" rules fid-draughts game draughts
tc "7200"
player 1 "Bianchi"
player 2 "Neri"
player 3 "Rossi"
player 4 "Verdi"
round 1 date 2026-11-22 start 15:00
pair 1 1 2 fen "W:WK46,K47:BK1"
pair 2 3 4
start all
claim 1 white repetition
wait 5m
go 1
claim 1 black count
move 2 32-28
move 2 19-23
illegal 2 31-27
claim 2 black illegal
restart 2 orientation
EOF2
"$cli" paper "$tmp/draughts.txt" report >"$tmp/d.txt" || { echo "FAIL: draughts report"; fail=1; }
a4 "$tmp/d.txt"
check "$tmp/d.txt" 'claim 1 white repetition                        6.3b2'
check "$tmp/d.txt" 'not the third time: the clocks stand for the'
check "$tmp/d.txt" 'go 1                                            6.3b2'
check "$tmp/d.txt" '-> the move count: 5 moves each (7.6)'
check "$tmp/d.txt" 'illegal 2 31-27                                 5.6'
check "$tmp/d.txt" 'claim 2 black illegal                           5.6'
check "$tmp/d.txt" 'irregularities corrected: White 1, Black 0'
check "$tmp/d.txt" '-> the game restarted (5.2)'
# 2023: what an incorrect claim, an illegal move counted and each step
# of an adjournment did, each with its article (issue 25 item 7).
"$cli" paper "$src/tests/scenarios/2023-rulings-said.txt" report >"$tmp/s.txt" ||
    { echo "FAIL: 2023 report"; fail=1; }
a4 "$tmp/s.txt"
check "$tmp/s.txt" 'claim 1 white repetition Ng1                    9.5.3'
check "$tmp/s.txt" '-> incorrect claim: Black +2:00'
check "$tmp/s.txt" '-> White +2:00; illegal moves of Black: 1'
check "$tmp/s.txt" 'illegal 1 Nf6-f4                                7.5.5'
check "$tmp/s.txt" 'adjourn 1                                       I.1.1'
check "$tmp/s.txt" '-> adjourned: White to seal move 3'
check "$tmp/s.txt" "-> White's move 3 sealed"
check "$tmp/s.txt" '-> the envelope: resumption 2026-11-23 10:00'
check "$tmp/s.txt" 'resume 1                                        I.5'
check "$tmp/s.txt" 'open 1                                          I.7'
check "$tmp/s.txt" '-> the envelope opened: the sealed move played'
# Usage.
"$cli" paper "$tmp/event.txt" minutes >/dev/null 2>&1
test $? -eq 2 || { echo "FAIL: an unknown paper is not a usage error"; fail=1; }
"$cli" paper --help | grep -qF 'pairings|results|report' || { echo "FAIL: --help"; fail=1; }
# Incident times without milliseconds (issue 25, item 15): a clock
# changed while it ran, 1.5 s into the game, reads as the clock showed it.
cat >"$tmp/ms.txt" <<'SCRIPT'
event "Millis" rules fide-2005
tc "5400"
player 1 "Alpha"
player 2 "Bravo"
round 1
pair 1 1 2
start 1
wait 1.5s
penalty 1 white time +2:00 "noise"
SCRIPT
"$cli" paper "$tmp/ms.txt" report >"$tmp/ms-report.txt" || { echo "FAIL: paper ms"; fail=1; }
check "$tmp/ms-report.txt" '-> White 1:29:59 -> 1:31:59'
if grep -qE '[0-9]:[0-9]{2}\.[0-9]' "$tmp/ms-report.txt"; then
	echo "FAIL: a time with a fraction of a second: $(grep -E '[0-9]:[0-9]{2}\.[0-9]' "$tmp/ms-report.txt")"
	fail=1
fi
exit $fail
