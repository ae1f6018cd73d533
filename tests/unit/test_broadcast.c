/*
 * test_broadcast.c: the live broadcast's records (export.h's live options)
 * and its file (broadcast.h), on events played through session_script():
 * the tags and [%clk], the clock tags after the arbiter changed a clock,
 * a sealed move absent until its envelope is opened, an adjourned game
 * marked, a delay holding back recent moves and a recent result; the
 * file written whole, at most once a second, its kept records equal to
 * records made afresh, and a round's file finished after 'round', even
 * with another 'round' refused meanwhile.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/broadcast.h"
#include "app/export.h"
#include "app/session.h"
#include "event.h"

#define MIN_MS	(60 * 1000LL)

static const char *const setup_lines[] = {
	"event \"Live Open\" site \"Roma\" rules fide-2005",
	"tc \"40/5400+30:1800+30\"",
	"player 1 \"Rossi, Marco\" rating 2210 fide-id 815",
	"player 2 \"Bianchi, Giulia\" fide-id 2345",
	"player 3 \"Novak, Tomas\"",
	"player 4 \"Silva, Ana\"",
	"round 1 date 2026-11-22 start 15:00 end 16:00",
	"pair 1 1 2",
	"pair 2 3 4",
	"start all",
	NULL
};

static void
run(struct session *s, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(s, &cmd, 0, &cause) != 0)
		fail_msg("'%s': %s", line, cause);
}

static struct session *
event_new(void)
{
	struct session	*s = session_script("alice");
	size_t		 i;

	for (i = 0; setup_lines[i] != NULL; i++)
		run(s, setup_lines[i]);
	return s;
}

/* The records as the broadcast shows them at the session's now. */
static char *
live(struct session *s, int64_t delay_ms)
{
	struct export_options	 o = { true, session_now(s), delay_ms };
	char			*text = NULL;
	size_t			 len = 0;
	FILE			*f = open_memstream(&text, &len);

	assert_non_null(f);
	export_pgn_cut(session_event(s), &o, f);
	assert_int_equal(fclose(f), 0);
	return text;
}

/* Board board's record in text (to the next [Event), into buf. */
static const char *
game_of(const char *text, int board, char *buf, size_t size)
{
	char		 tag[32];
	const char	*at, *start, *end;

	snprintf(tag, sizeof tag, "[Board \"%d\"]", board);
	at = strstr(text, tag);
	assert_non_null(at);
	for (start = at; start > text && strncmp(start, "[Event ", 7) != 0;
	    start--)
		continue;
	end = strstr(at, "[Event ");
	if (end == NULL)
		end = at + strlen(at);
	assert_true((size_t)(end - start) < size);
	memcpy(buf, start, (size_t)(end - start));
	buf[end - start] = '\0';
	return buf;
}

static void
has(const char *text, const char *want)
{
	if (strstr(text, want) == NULL)
		fail_msg("lacks '%s' in:\n%s", want, text);
}

static void
lacks(const char *text, const char *what)
{
	if (strstr(text, what) != NULL)
		fail_msg("has '%s' in:\n%s", what, text);
}

/* The tags, [%clk] after every move, the players' FIDE ids when known. */
static void
test_tags_and_clk(void **state)
{
	struct session	*s = event_new();
	char		*t, g[4096];

	(void)state;
	run(s, "wait 10");
	run(s, "move 1 e4");
	run(s, "wait 20");
	run(s, "move 1 e5");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "[Event \"Live Open\"]\n[Site \"Roma\"]\n[Date \"2026.11.22\"]\n"
	    "[Round \"1\"]\n[White \"Rossi, Marco\"]\n"
	    "[Black \"Bianchi, Giulia\"]\n[Result \"*\"]\n");
	has(g, "[WhiteElo \"2210\"]");
	has(g, "[WhiteFideId \"815\"]\n[BlackFideId \"2345\"]\n");
	has(g, "[Board \"1\"]\n[TimeControl \"40/5400+30:1800+30\"]\n");
	/* 5400 - 10 + 30 s; 5400 - 20 + 30 s */
	has(g, "1. e4 {[%clk 1:30:20]} 1... e5 {[%clk 1:30:10]} *");
	lacks(g, "Clock \"");
	game_of(t, 2, g, sizeof g);
	lacks(g, "FideId");
	has(g, "[White \"Novak, Tomas\"]");
	free(t);
	session_close(s);
}

/* [WhiteClock] and [BlackClock] after the arbiter set a clock, until a
 * move's [%clk] says more; a time penalty and 13.5's extra time too. */
static void
test_clock_tags(void **state)
{
	struct session	*s = event_new();
	char		*t, g[4096];

	(void)state;
	run(s, "wait 10");
	run(s, "move 1 e4");
	run(s, "setclock 1 1:00:00 45:30");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "[WhiteClock \"1:00:00\"]\n[BlackClock \"0:45:30\"]\n");
	free(t);
	/* The hand-in has no clock tags: they are news, not the record. */
	t = NULL;
	{
		size_t	 len = 0;
		FILE	*f = open_memstream(&t, &len);

		export_pgn(session_event(s), f);
		fclose(f);
	}
	lacks(t, "Clock \"");
	free(t);
	run(s, "wait 30");
	run(s, "move 1 e5");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	lacks(g, "Clock \"");
	has(g, "1... e5 {[%clk 0:45:30]}");	/* 45:30 - 30 s + 30 s */
	free(t);
	run(s, "penalty 1 white time +2:00 \"13.4b: noise\"");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "[WhiteClock \"1:02:00\"]");
	free(t);
	run(s, "extra 2 both 10m \"power cut\"");
	t = live(s, 0);
	game_of(t, 2, g, sizeof g);
	/* White's clock ran 40 s on board 2. */
	has(g, "[WhiteClock \"1:39:20\"]\n[BlackClock \"1:40:00\"]\n");
	free(t);
	session_close(s);
}

/* A1a: the sealed move never shows until the envelope is opened; an
 * adjourned game is marked, its Result "*". */
static void
test_sealed(void **state)
{
	struct session	*s = event_new();
	char		*t, g[4096];

	(void)state;
	run(s, "wait 10");
	run(s, "move 1 e4");
	run(s, "wait 10");
	run(s, "move 1 e5");
	run(s, "wait 1780");
	run(s, "adjourn 1");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "{adjourned, White to seal move 2}");
	free(t);
	run(s, "seal 1 \"Nf3\"");
	run(s, "envelope 1 resume 2026-11-23 10:00 place \"Room 2\"");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "{adjourned, White sealed move 2}");
	has(g, "[Result \"*\"]");
	has(g, "[Termination \"unterminated\"]");
	lacks(t, "Nf3");
	free(t);
	t = live(s, 15 * MIN_MS);	/* delayed: no move number told */
	game_of(t, 1, g, sizeof g);
	has(g, "{adjourned}");
	lacks(t, "Nf3");
	free(t);
	run(s, "wait 18h");
	run(s, "resume 1");
	run(s, "arrive 1 white");
	run(s, "arrive 1 black");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "{resumed, the sealed move not yet opened}");
	lacks(t, "Nf3");
	free(t);
	run(s, "open 1");
	t = live(s, 0);
	game_of(t, 1, g, sizeof g);
	has(g, "2. Nf3 {[%clk");
	/* Once the sealed move is on the record, each step of the
	 * adjournment is said where it happened (issue 25 item 7). */
	has(g, "1... e5 {[%clk 1:30:20]} {adjourned, White sealed move 2, "
	    "article A1a} {envelope: resumption 2026-11-23 10:00, Room 2, "
	    "article A2} {resumed, article A5; the envelope opened, article "
	    "A7}");
	lacks(g, "not yet opened");
	free(t);
	/* Under a delay, not before the sealed move is shown. */
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	lacks(g, "envelope opened");
	free(t);
	session_close(s);
}

/* The delay: only moves at least its age show, with the clocks they had;
 * a result younger than it is "*" until it is due. */
static void
test_delay(void **state)
{
	struct export_options	 o;
	struct export_cut	 cut;
	struct session		*s = event_new();
	const struct game	*g1;
	char			*t, g[4096];
	int64_t			 t0;

	(void)state;
	run(s, "wait 10");
	run(s, "move 1 e4");		/* t0 */
	t0 = session_now(s);
	run(s, "wait 10m");
	run(s, "move 1 e5");		/* t0 + 10 min */
	run(s, "wait 4m");
	run(s, "move 1 Nf3");		/* t0 + 14 min */
	run(s, "wait 1m");		/* now t0 + 15 min */
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	has(g, "1. e4 {[%clk 1:30:20]} *");
	lacks(g, "e5");
	lacks(g, "Nf3");
	free(t);
	o = (struct export_options){ true, session_now(s), 15 * MIN_MS };
	g1 = event_game_const(session_event(s), 1);
	export_cut(g1, &o, &cut);
	assert_int_equal(cut.plies, 1);
	assert_true(cut.due == t0 + 25 * MIN_MS);	/* e5 is due then */
	run(s, "resign 1 black");	/* t0 + 15 min */
	run(s, "wait 10m");		/* e5 due, Nf3 not */
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	has(g, "1... e5 {[%clk 1:20:30]} *");	/* 5400 - 600 + 30 s */
	lacks(g, "Nf3");
	has(g, "[Result \"*\"]");
	has(g, "[Termination \"unterminated\"]");
	lacks(g, "article");
	free(t);
	run(s, "wait 4m");		/* Nf3 due, the resignation not */
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	has(g, "2. Nf3 {[%clk");
	has(g, "[Result \"*\"]");
	free(t);
	run(s, "wait 1m");	/* the resignation is 15 minutes old */
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	has(g, "[Result \"1-0\"]");
	has(g, "{1-0, article 5.1b}");
	free(t);
	t = live(s, 0);			/* without a delay: all of it */
	game_of(t, 1, g, sizeof g);
	has(g, "[Result \"1-0\"]");
	free(t);
	session_close(s);
}

#define AFTER_E5 \
	"rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2"

/* A position the arbiter set within the delay shows no moves (its FEN
 * would tell the moves held back). */
static void
test_delay_setup(void **state)
{
	struct session	*s = event_new();
	char		*t, g[4096];

	(void)state;
	run(s, "wait 10");
	run(s, "move 1 e4");
	run(s, "wait 20m");
	run(s, "move 1 e5");
	run(s, "setposition 1 fen \"" AFTER_E5 "\"");
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	lacks(g, "FEN");
	lacks(g, "e5");
	has(g, "{the arbiter set the position}");
	free(t);
	run(s, "wait 15m");
	t = live(s, 15 * MIN_MS);
	game_of(t, 1, g, sizeof g);
	has(g, "[FEN \"" AFTER_E5 "\"]");
	free(t);
	session_close(s);
}

/* ------------------------------------------------------------------ */
/* The file.                                                           */

static char	dir[256];

static int
make_dir(void **state)
{
	const char	*tmp = getenv("TMPDIR");

	(void)state;
	snprintf(dir, sizeof dir, "%s/test_broadcast.XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	return mkdtemp(dir) == NULL ? -1 : 0;
}

static int
remove_dir(void **state)
{
	struct dirent	*d;
	DIR		*dp;
	char		 path[512];

	(void)state;
	if ((dp = opendir(dir)) == NULL)
		return -1;
	while ((d = readdir(dp)) != NULL) {
		if (d->d_name[0] == '.' && (d->d_name[1] == '\0' ||
		    (d->d_name[1] == '.' && d->d_name[2] == '\0')))
			continue;
		snprintf(path, sizeof path, "%s/%s", dir, d->d_name);
		unlink(path);
	}
	closedir(dp);
	return rmdir(dir);
}

static char *
slurp(const char *path)
{
	FILE	*f = fopen(path, "r");
	char	*text;
	long	 n;

	if (f == NULL)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	text = malloc((size_t)n + 1);
	assert_non_null(text);
	assert_int_equal(fread(text, 1, (size_t)n, f), (size_t)n);
	text[n] = '\0';
	fclose(f);
	return text;
}

/* Files in dir besides the live ones: none (no temporary is left). */
static size_t
count_files(void)
{
	struct dirent	*d;
	DIR		*dp = opendir(dir);
	size_t		 n = 0;

	assert_non_null(dp);
	while ((d = readdir(dp)) != NULL)
		if (d->d_name[0] != '.')
			n++;
	closedir(dp);
	return n;
}

/* The file is the records made afresh: kept ones are never stale. */
static void
same_as_fresh(struct broadcast *bc, struct session *s, int64_t delay_ms)
{
	char	*path, *file, *fresh;

	assert_int_equal(broadcast_write(bc, session_event(s), session_now(s),
	    &(char *){ NULL }), 0);
	path = broadcast_path(bc, session_event(s), session_event(s)->round);
	file = slurp(path);
	assert_non_null(file);
	fresh = live(s, delay_ms);
	assert_string_equal(file, fresh);
	free(fresh);
	free(file);
	free(path);
}

/* Written whole at DIR/live-round-1.pgn; a burst is one write a second;
 * what is kept between writes is always what a fresh write makes. */
static void
test_file(void **state)
{
	static const char *const steps[] = {
		"wait 10", "move 1 e4", "move 2 d4", "wait 5", "move 1 c5",
		"setclock 2 1:00:00 1:00:00", "move 2 Nf6", "move 1 Nf3",
		"penalty 1 black warn \"talking\"", "move 1 d6",
		"offer 2 white", "move 2 c4", "move 2 e6", "move 1 d4",
		"extra 1 white 5m \"noise\"", "move 1 cxd4", "UNDO",
		"move 1 cxd4", "wait 3m", "resign 2 white",
		"result 2 1/2-1/2 \"ruling\"", "adjourn 1", NULL
	};
	struct broadcast	*bc;
	struct session		*s = event_new();
	char			*path, *cause = NULL, line[64];
	int64_t			 now;
	size_t			 i;
	int			 delay;

	(void)state;
	bc = broadcast_new(dir, 0);
	path = broadcast_path(bc, session_event(s), 1);
	assert_string_equal(path + strlen(dir), "/live-round-1.pgn");
	now = session_now(s);
	assert_int_equal(broadcast_tick(bc, session_event(s), now, &cause), 1);
	assert_int_equal(access(path, R_OK), 0);
	/* A change at once waits out the second: a burst, one write. */
	broadcast_changed(bc);
	assert_true(broadcast_next(bc) == now + BROADCAST_EVERY_MS);
	assert_int_equal(broadcast_tick(bc, session_event(s), now + 500,
	    &cause), 0);
	broadcast_changed(bc);
	assert_int_equal(broadcast_tick(bc, session_event(s), now + 1000,
	    &cause), 1);
	assert_true(broadcast_next(bc) == INT64_MAX);	/* nothing held */
	assert_false(broadcast_held(bc));
	/* A change not yet written is no reason to wait: the server
	 * writes it as it stops. */
	broadcast_changed(bc);
	assert_false(broadcast_held(bc));
	assert_int_equal(count_files(), 1);
	broadcast_free(bc);
	for (delay = 0; delay <= 2; delay += 2) {
		session_close(s);
		s = event_new();
		bc = broadcast_new(dir, delay * MIN_MS);
		for (i = 0; steps[i] != NULL; i++) {
			/* UNDO: the line before, taken back. */
			if (strcmp(steps[i], "UNDO") == 0) {
				snprintf(line, sizeof line, "undo %zu \"slip\"",
				    session_nlines(s));
				run(s, line);
			} else
				run(s, steps[i]);
			same_as_fresh(bc, s, delay * MIN_MS);
		}
		run(s, "wait 2m");
		same_as_fresh(bc, s, delay * MIN_MS);
		broadcast_free(bc);
	}
	assert_int_equal(count_files(), 1);
	free(path);
	session_close(s);
}

/* 'round' ends round 1: its file is finished (after the delay), and
 * round 2's begins. */
static void
test_round_ends(void **state)
{
	struct broadcast	*bc;
	struct session		*s = event_new();
	char			*one, *two, *text, *cause = NULL;
	int64_t			 end;

	(void)state;
	bc = broadcast_new(dir, 5 * MIN_MS);
	run(s, "wait 10");
	run(s, "move 1 e4");
	assert_int_equal(broadcast_write(bc, session_event(s), session_now(s),
	    &cause), 0);
	run(s, "wait 1m");
	run(s, "resign 1 black");
	run(s, "result 2 1-0 \"forfeit\"");
	end = session_now(s);
	assert_true(broadcast_round_ending(bc, session_event(s)));
	run(s, "round 2 date 2026-11-23 start 15:00");
	run(s, "pair 1 2 1");
	/* Another 'round', refused, before the server wrote: round 1 is
	 * still to be finished. */
	assert_true(broadcast_round_ending(bc, session_event(s)));
	broadcast_changed(bc);
	assert_int_equal(broadcast_tick(bc, session_event(s), end + 2000,
	    &cause), 1);
	one = broadcast_path(bc, session_event(s), 1);
	two = broadcast_path(bc, session_event(s), 2);
	text = slurp(one);
	lacks(text, "1. e4");		/* 61 s old: not yet 5 minutes */
	has(text, "[Round \"1\"]");
	free(text);
	assert_non_null(text = slurp(two));
	has(text, "[Round \"2\"]");
	free(text);
	/* A 'round' refused meanwhile (round 2 is in play) does not drop
	 * round 1, still held by the delay. */
	assert_true(broadcast_round_ending(bc, session_event(s)));
	broadcast_changed(bc);
	assert_int_equal(broadcast_tick(bc, session_event(s), end + 4000,
	    &cause), 1);
	/* e4 is due 5 minutes after it was made, the results after they
	 * were given. */
	assert_true(broadcast_held(bc));
	assert_true(broadcast_next(bc) == end + 4 * MIN_MS);
	assert_int_equal(broadcast_tick(bc, session_event(s), end + 4 * MIN_MS,
	    &cause), 1);
	text = slurp(one);
	has(text, "1. e4 {[%clk");
	lacks(text, "[Result \"1-0\"]");
	free(text);
	assert_true(broadcast_next(bc) == end + 5 * MIN_MS);
	assert_int_equal(broadcast_tick(bc, session_event(s), end + 5 * MIN_MS,
	    &cause), 1);
	text = slurp(one);
	has(text, "[Result \"1-0\"]");
	free(text);
	assert_true(broadcast_next(bc) == INT64_MAX);	/* all written */
	assert_false(broadcast_held(bc));
	free(one);
	free(two);
	broadcast_free(bc);
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tags_and_clk),
		cmocka_unit_test(test_clock_tags),
		cmocka_unit_test(test_sealed),
		cmocka_unit_test(test_delay),
		cmocka_unit_test(test_delay_setup),
		cmocka_unit_test_setup_teardown(test_file, make_dir,
		    remove_dir),
		cmocka_unit_test_setup_teardown(test_round_ends, make_dir,
		    remove_dir),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
