#!/usr/bin/perl
# live.pl: the parts of tests/bench/live.sh that need milliseconds.
#
#	live.pl games CORPUS N		N games of at least 60 plies from a PGN
#					file, one a line: their SAN moves
#	live.pl write KIND DIR GAMES N RATE SECONDS LOG
#					a round of N boards as a LiveChess
#					folder (KIND folder: DIR/round-1/game-B.pgn)
#					or LiveChess Cloud files (KIND lcc:
#					DIR/index.json, DIR/game-B.json), RATE
#					new plies a second spread over the boards
#					for SECONDS; each written file logged to
#					LOG as "ms board ply"; the boards go on
#					from LOG's last plies, missing files
#					written anew
#	live.pl watch CLI DIR OUT	attach to the event's server with
#					'CLI wire DIR' and log each move line
#					that comes as "ms journal_ms board"
#	live.pl report LOG OUT...	for each ply written, the time to its
#					journal line and to every watcher
#	live.pl lost LOG JOURNAL	the boards whose plies written are not
#					all moves in the journal
# Times are the wall clock's (the journal's), in ms.
use strict;
use warnings;
use Time::HiRes qw(time sleep);
use IPC::Open2;

sub now_ms { return int(time() * 1000); }

sub games {
	my ($corpus, $n) = @_;
	open(my $f, '<', $corpus) or die "$corpus: $!\n";
	local $/ = "";
	my ($text, $out) = ('', 0);
	while (my $para = <$f>) {
		next if $para =~ /^\[/;
		$text = $para;
		$text =~ s/\{[^}]*\}//g;
		1 while $text =~ s/\([^()]*\)//g;
		$text =~ s/\$\d+//g;
		$text =~ s/\d+\.(\.\.)?//g;
		my @m = grep { $_ ne '' && !/^(1-0|0-1|1\/2-1\/2|\*)$/ }
		    split(/\s+/, $text);
		next if @m < 60;
		print join(' ', @m), "\n";
		last if ++$out == $n;
	}
	die "$corpus: only $out games of 60 plies\n" if $out < $n;
}

sub put {
	my ($path, $text) = @_;
	open(my $f, '>', "$path.tmp") or die "$path.tmp: $!\n";
	print $f $text;
	close($f) or die "$path.tmp: $!\n";
	rename("$path.tmp", $path) or die "$path: $!\n";
}

# Board b's clock after its ply p: 90 minutes, 20 s a move off each side.
sub clock_s { my ($p) = @_; return 5400 - 20 * int($p / 2) - ($p % 2) * 7; }

sub hms {
	my ($s) = @_;
	return sprintf("%02d:%02d:%02d", $s / 3600, ($s / 60) % 60, $s % 60);
}

sub folder_game {
	my ($b, $moves, $p) = @_;
	my $t = "[Event \"Bench\"]\n[Round \"1.$b\"]\n[White \"W$b, A\"]\n" .
	    "[Black \"B$b, B\"]\n[Result \"*\"]\n\n";
	for my $i (0 .. $p - 1) {
		$t .= ($i / 2 + 1) . ". " if $i % 2 == 0;
		$t .= "$moves->[$i] {[%clk " . hms(clock_s($i)) . "]} ";
	}
	return "$t*\n";
}

sub lcc_game {
	my ($moves, $p) = @_;
	my @m = map { "\"$moves->[$_] " . clock_s($_) . "\"" } 0 .. $p - 1;
	return "{\"live\":true,\"chess960\":518,\"moves\":[" .
	    join(',', @m) . "]}\n";
}

sub lcc_index {
	my ($n) = @_;
	my @p = map { "{\"white\":{\"fname\":\"A\",\"lname\":\"W$_\"}," .
	    "\"black\":{\"fname\":\"B\",\"lname\":\"B$_\"}," .
	    "\"result\":\"*\",\"live\":true}" } 1 .. $n;
	return "{\"pairings\":[" . join(',', @p) . "]}\n";
}

sub write_board {
	my ($kind, $dir, $b, $moves, $p) = @_;
	if ($kind eq 'folder') {
		put("$dir/round-1/game-$b.pgn", folder_game($b, $moves, $p));
	} else {
		put("$dir/game-$b.json", lcc_game($moves, $p));
	}
}

sub write_round {
	my ($kind, $dir, $games, $n, $rate, $secs, $log) = @_;
	open(my $g, '<', $games) or die "$games: $!\n";
	my @moves = map { chomp; [split(/ /)] } <$g>;
	my @ply = (0) x ($n + 1);
	my %last = last_plies($log);
	$ply[$_] = $last{$_} // 0 for 1 .. $n;
	open(my $l, '>>', $log) or die "$log: $!\n";
	$l->autoflush(1);
	if ($kind eq 'lcc') {
		put("$dir/index.json", lcc_index($n));
	} else {
		mkdir("$dir/round-1");
	}
	for my $b (1 .. $n) {
		my $missing = $kind eq 'lcc' ? !-e "$dir/game-$b.json" :
		    !-e "$dir/round-1/game-$b.pgn";
		write_board($kind, $dir, $b, $moves[$b - 1], $ply[$b])
		    if $missing;
	}
	return if $rate <= 0;
	# The boards in turn, each a ply further, RATE a second.
	my ($start, $k, $b) = (time(), 0, 0);
	while (time() - $start < $secs) {
		$b = $b % $n + 1;
		my $m = $moves[$b - 1];
		next if $ply[$b] >= @$m;
		$ply[$b]++;
		write_board($kind, $dir, $b, $m, $ply[$b]);
		print $l now_ms(), " $b $ply[$b]\n";
		$k++;
		my $due = $start + $k / $rate;
		sleep($due - time()) if $due > time();
	}
}

# Each board's last ply in a writer's LOG.
sub last_plies {
	my ($log) = @_;
	my %last;
	open(my $l, '<', $log) or return %last;
	while (<$l>) {
		my (undef, $b, $p) = split;
		$last{$b} = $p;
	}
	return %last;
}

# The boards whose plies written are not the journal's moves, one a line.
sub lost {
	my ($log, $journal) = @_;
	my %last = last_plies($log);
	my (%moves, $bad);
	open(my $j, '<', $journal) or die "$journal: $!\n";
	while (<$j>) {
		$moves{$1}++ if /^\d+ \S+ \S+ move (\d+) /;
		$moves{$1}-- if /^\d+ \S+ \S+ undo (\d+)/;
	}
	for my $b (sort { $a <=> $b } keys %last) {
		next if ($moves{$b} // 0) == $last{$b};
		printf("board %d: %d plies written, %d in the journal\n",
		    $b, $last{$b}, $moves{$b} // 0);
		$bad++;
	}
	printf("%d boards, %d with plies lost\n", scalar(keys %last), $bad // 0);
	return $bad ? 1 : 0;
}

sub watch {
	my ($cli, $dir, $out) = @_;
	my $pid = open2(my $from, my $to, $cli, 'wire', $dir);
	$to->autoflush(1);
	print $to "hello 1 0 0000000000000000\n";
	open(my $o, '>', $out) or die "$out: $!\n";
	$o->autoflush(1);
	$SIG{TERM} = sub { kill('TERM', $pid); exit(0); };
	my $live = 0;
	while (my $line = <$from>) {
		my $t = now_ms();
		$live = 1 if $line =~ /^ready /;
		next unless $live && $line =~ /^line \d+ (\S+) \S+ \S+ ok move (\d+) /;
		my ($j, $b) = ($1, $2);
		print $o "$t ", journal_ms($j), " $b\n";
	}
}

# "2026-11-28T18:18:22.286Z" as ms since the epoch (UTC).
sub journal_ms {
	my ($s) = @_;
	my ($y, $mo, $d, $h, $mi, $se, $ms) =
	    $s =~ /^(\d+)-(\d+)-(\d+)T(\d+):(\d+):(\d+)\.(\d+)Z$/ or return 0;
	require Time::Local;
	return (Time::Local::timegm($se, $mi, $h, $d, $mo - 1, $y) * 1000) + $ms;
}

sub pct {
	my ($v, $q) = @_;
	return "n/a" unless @$v;
	my @s = sort { $a <=> $b } @$v;
	return $s[int($q * $#s + 0.5)];
}

sub report {
	my ($log, @outs) = @_;
	my (%written, @journal, @screen);
	open(my $l, '<', $log) or die "$log: $!\n";
	while (<$l>) {
		my ($t, $b, $p) = split;
		$written{"$b $p"} = $t;
	}
	my $w = 0;
	my %lost;
	for my $out (@outs) {
		my %count;
		open(my $o, '<', $out) or die "$out: $!\n";
		while (<$o>) {
			my ($t, $j, $b) = split;
			my $p = ++$count{$b};
			my $at = $written{"$b $p"} // next;
			push(@journal, $j - $at) if $w == 0;
			push(@screen, $t - $at);
		}
		$w++;
	}
	printf("%d plies written, %d watchers\n", scalar(keys %written), $w);
	printf("  to the journal:  p50 %s ms, p99 %s ms, max %s ms (%d)\n",
	    pct(\@journal, 0.5), pct(\@journal, 0.99), pct(\@journal, 1),
	    scalar(@journal));
	printf("  to every watcher: p50 %s ms, p99 %s ms, max %s ms (%d)\n",
	    pct(\@screen, 0.5), pct(\@screen, 0.99), pct(\@screen, 1),
	    scalar(@screen));
}

my $mode = shift // '';
if ($mode eq 'games') {
	games(@ARGV);
} elsif ($mode eq 'write') {
	write_round(@ARGV);
} elsif ($mode eq 'watch') {
	watch(@ARGV);
} elsif ($mode eq 'lost') {
	exit(lost(@ARGV));
} elsif ($mode eq 'report') {
	report(@ARGV);
} else {
	die "usage: live.pl games|write|watch|report ...\n";
}
