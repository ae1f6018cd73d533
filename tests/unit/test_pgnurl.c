/*
 * test_pgnurl.c: one multi-game PGN or PDN file as a source (app/feed/
 * pgnurl.c through source.h): polled at an address of the loopback
 * server (tests/data/feeds/pgn.timeline): boards from Round r.b, another
 * round's game left out, ETag and 304, a file served cut short (the
 * games it holds whole, no board lost: 7.3.11), a 404, a Latin-1 body;
 * a PDN address (7.3.20, with a capture two routes reach); lidraughts'
 * JSON and numbered N.PDN files; and standard input ("-"), a stream of whole
 * games written again as they grow, half a game at a time.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "feedtest.h"

static void
test_url(void **state)
{
	struct feed_source	*s;
	const struct feed_game	*g;
	char			 spec[128], *cause;
	int64_t			 t = 1000000;

	(void)state;
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/r/games.pgn?x=1",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 3, &cause));
	feed_source_timing(s, 1000, 2000);
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 2);	/* round 2's game left out */
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->n, 2);
	assert_true(g->plies[1].clock_ms == 5412000);
	assert_non_null(g = feedtest_board(2));
	assert_string_equal(g->white.name, "Verdi, Marta");
	/* the same file: a 304, nothing */
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	assert_true(feedtest_logged("/r/games.pgn?x=1 304") >= 1);
	/* served cut short: board 1 moves on, board 2 keeps its ply */
	feedtest_at(10);
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->n, 3);
	t += 20000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);	/* never GONE while cut */
	/* 404: FAILING, said */
	feedtest_at(20);
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_non_null(strstr(feed_source_error(s), "404"));
	feed_source_close(s);
	/* any round: a Latin-1 body, its names as UTF-8 */
	feedtest_at(30);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	assert_non_null(g = feedtest_board(4));
	assert_string_equal(g->black.name, "M\xc3\xbcller, Uwe");
	feed_source_close(s);
	/* a PDN address: draughts */
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/r/games.pdn",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 3);
	assert_non_null(g = feedtest_board(2));
	assert_string_equal(g->result, "2-0");
	/* 7.3.20: 47x36 by two routes; 14-19 after it names the route */
	assert_non_null(g = feedtest_board(7));
	assert_string_equal(g->plies[0].move, "47x29x18x36");
	feed_source_close(s);
}

/*
 * lidraughts' numbered files (FEEDS.md 5, 7.2): /r/N.PDN is the Nth
 * game of the timeline's games.pdn.  Without a list, board 1 and up
 * while they answer; each file with its ETag; N.PDN is board N whatever
 * its Round tag; a 500 for one file keeps that board; "#2-3" asks those.
 */
static void
test_numbered(void **state)
{
	struct feed_source	*s;
	const struct feed_game	*g;
	char			 spec[128], *cause;
	int64_t			 t = 1000000;

	(void)state;
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/r/{n}.PDN",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	feed_source_timing(s, 1000, 2000);
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_string_equal(feed_source_error(s), "");
	assert_int_equal(feedtest_n, 2);
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->n, 4);
	assert_true(g->plies[1].clock_ms == 5352000);
	assert_non_null(g = feedtest_board(2));
	assert_string_equal(g->result, "2-0");
	assert_int_equal(feedtest_logged("/r/3.PDN 404"), 1);
	assert_int_equal(feedtest_logged("/r/4.PDN 404"), 0);
	/* nothing new: a 304 each */
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	assert_int_equal(feedtest_logged("/r/1.PDN 304"), 1);
	assert_int_equal(feedtest_logged("/r/2.PDN 304"), 1);
	/* board 1 goes on, board 3 starts: Round 4.7, file 3 */
	feedtest_at(10);
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 2);
	assert_int_equal(feedtest_board(1)->n, 5);
	assert_null(feedtest_board(7));
	assert_non_null(g = feedtest_board(3));
	assert_string_equal(g->white.name, "Zwart, E");
	assert_string_equal(g->plies[0].move, "47x29x18x36");
	assert_int_equal(feedtest_logged("/r/4.PDN 404"), 1);
	/* 2.PDN fails: FAILING, and board 2 is kept past the grace */
	feedtest_at(20);
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	t += 30000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(feedtest_n, 0);
	feed_source_close(s);
	/* a list: boards 2 and 3 only */
	feedtest_at(30);
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/r/{n}.PDN#2-3",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 2);
	assert_null(feedtest_board(1));
	assert_non_null(feedtest_board(2));
	assert_non_null(feedtest_board(3));
	feed_source_close(s);
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/r/{n}.PDN#2-x",
	    feedtest_port);
	assert_null(s = feed_source_open(spec, 0, &cause));
	assert_non_null(strstr(cause, "1-20"));
	free(cause);
}

/* lidraughts' JSON (FEEDS.md 5, 7.3.20): a PDN a board, escaped once or
 * twice; "[Empty]" read without an error and touching no board. */
static void
test_lidraughts(void **state)
{
	struct feed_source	*s;
	const struct feed_game	*g;
	char			 spec[128], *cause;
	int64_t			 t = 1000000;

	(void)state;
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/r/games.json",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	feed_source_timing(s, 1000, 2000);
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_string_equal(feed_source_error(s), "");
	assert_int_equal(feedtest_n, 2);	/* board 2 is "[Empty]" */
	assert_null(feedtest_board(2));
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->round, 4);
	assert_int_equal(g->n, 2);
	assert_string_equal(g->plies[0].move, "32-28");
	assert_true(g->plies[1].clock_ms == 5352000);
	assert_non_null(g = feedtest_board(3));	/* its place in the list */
	assert_string_equal(g->white.name, "A, B");
	assert_string_equal(g->black.name, "C, D");
	assert_int_equal(g->n, 2);
	assert_string_equal(g->result, "2-0");	/* the list's */
	/* Board 1 "[Empty]" now: it keeps its game; board 3 goes on. */
	feedtest_at(10);
	t += 1000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	assert_non_null(g = feedtest_board(3));
	assert_int_equal(g->n, 3);
	assert_string_equal(g->result, "*");
	t += 30000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);	/* never gone */
	feed_source_close(s);
}

static void
put(int fd, const char *s)
{
	assert_int_equal(write(fd, s, strlen(s)), (ssize_t)strlen(s));
}

static void
test_stdin(void **state)
{
	struct feed_source	*s;
	const struct feed_game	*g;
	char			*cause;
	int			 p[2], saved;

	(void)state;
	assert_int_equal(pipe(p), 0);
	saved = dup(0);
	dup2(p[0], 0);
	close(p[0]);
	s = feed_source_open("-", 0, &cause);
	dup2(saved, 0);
	close(saved);
	assert_non_null(s);
	assert_true(feed_source_fd(s) >= 0);
	put(p[1], "[Round \"1.4\"]\n[White \"A\"]\n\n1. e4 {[%clk 0:");
	assert_int_equal(feedtest_poll(s, 1000), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);	/* half a game */
	put(p[1], "10:00]} *\n\n");
	assert_int_equal(feedtest_poll(s, 1001), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	assert_non_null(g = feedtest_board(4));
	assert_true(g->plies[0].clock_ms == 600000);
	/* the game written again as it grows */
	put(p[1], "[Round \"1.4\"]\n[White \"A\"]\n\n1. e4 e5 *\n\n");
	assert_int_equal(feedtest_poll(s, 1002), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	assert_int_equal(feedtest_board(4)->n, 2);
	/* two versions in one read: each, in order, the last standing */
	put(p[1], "[Round \"1.4\"]\n\n1. e4 e5 2. Nf3 *\n\n"
	    "[Round \"1.4\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n\n");
	assert_int_equal(feedtest_poll(s, 1002), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 2);
	assert_int_equal(feedtest_got[1].g.n, 4);
	put(p[1], "[Round \"1.4\"]\n[White \"A\"]\n\n1. e4 e5 *\n\n");
	assert_int_equal(feedtest_poll(s, 1002), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	/* the same again: nothing */
	put(p[1], "[Round \"1.4\"]\n[White \"A\"]\n\n1. e4 e5 *\n\n");
	assert_int_equal(feedtest_poll(s, 1003), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	/* the end of the input: no more to wait on, nothing lost */
	close(p[1]);
	assert_int_equal(feedtest_poll(s, 1004), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	assert_int_equal(feed_source_fd(s), -1);
	feed_source_close(s);
}

int
main(void)
{
	static char	pgn_timeline[] = "pgn.timeline";
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_prestate_setup_teardown(test_url,
		    feedtest_start, feedtest_stop, pgn_timeline),
		cmocka_unit_test_prestate_setup_teardown(test_lidraughts,
		    feedtest_start, feedtest_stop, pgn_timeline),
		cmocka_unit_test_prestate_setup_teardown(test_numbered,
		    feedtest_start, feedtest_stop, pgn_timeline),
		cmocka_unit_test(test_stdin),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
