/*
 * test_lcc.c: LiveChess Cloud followed over HTTP (app/feed/lcc.c through
 * source.h) from the project's loopback server (tests/cli/feedserver.c)
 * playing tests/data/feeds/lcc.timeline step by step: the round from
 * tournament.json, players from index.json (a bye, 7.3.5), a board
 * without a game file yet (404, 7.3.6), ETag and 304, the clock object,
 * result words against the index (7.3.4), a Latin-1 body, a 500 burst on
 * one game while the others answer, the index failing, a stalled server
 * (one timeout, never longer), garbage, a board count shrinking, a
 * redirect not followed (7.3.22), a slow body, and an hour with no
 * change that ends no board (7.3.21), and a clock object seen before the
 * last ply, kept off it (7.3.18).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <cmocka.h>

#include "feedtest.h"

static int64_t
wall_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
test_lcc(void **state)
{
	struct feed_source	*s;
	const struct feed_game	*g;
	char			 spec[128], *cause;
	int64_t			 t = 1000000, t0;

	(void)state;
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/get/u1",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	feed_source_timing(s, 1000, 1500);
	/* the round from tournament.json; every board of the index */
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 3);
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->round, 2);
	assert_int_equal(g->n, 2);
	assert_string_equal(g->white.name, "Rossi, Anna");
	assert_int_equal(g->black.fide_id, 860002);
	assert_true(g->plies[1].clock_ms == 5412000);
	assert_non_null(g = feedtest_board(2));	/* a bye, no game file: 404 */
	assert_int_equal(g->n, 0);
	assert_string_equal(g->result, "1-0");
	assert_string_equal(g->black.name, "");
	assert_non_null(g = feedtest_board(3));	/* 7.3.4: the file's word wins */
	assert_int_equal(g->n, 7);
	assert_string_equal(g->result, "1-0");
	assert_int_equal(feed_source_next_ms(s, t), t + 1000);
	/* nothing new: 304s, nothing handed over */
	assert_int_equal(feedtest_poll(s, t + 1000), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	assert_true(feedtest_logged("/get/u1/round-2/index.json 304") >= 1);
	assert_true(feedtest_logged("/get/u1/round-2/game-1.json?poll 304") >= 1);
	/* board 1 moves on; board 3 in Latin-1, its result taken back */
	feedtest_at(10);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 2);
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->n, 5);
	assert_true(g->plies[3].clock_ms == 5345000);	/* clock object */
	assert_true(g->plies[4].clock_ms == 5262000);
	assert_true(g->read_at_ms == INT64_C(1764338730000));
	assert_non_null(g = feedtest_board(3));
	assert_string_equal(g->black.name, "S\xc3\xb8rensen, J\xc3\xb8rgen");
	assert_int_equal(g->black.fide_id, 1503014);
	assert_string_equal(g->result, "*");
	/* a 500 burst on board 1: FAILING, said, nothing lost */
	feedtest_at(20);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(feedtest_n, 0);
	assert_non_null(strstr(feed_source_error(s), "HTTP 500"));
	assert_non_null(strstr(feed_source_error(s), "game-1.json"));
	/* back, without ETags: the same content is no change */
	feedtest_at(30);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	assert_string_equal(feed_source_error(s), "");
	/* the index fails: the last pairings stand, and board 1's game
	 * file, which answers, still brings its move */
	feedtest_at(40);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(feedtest_n, 1);
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->n, 6);
	assert_string_equal(g->plies[5].move, "Bb4");
	assert_non_null(strstr(feed_source_error(s), "index.json"));
	/* a stall: one timeout, the pass ends, nothing lost */
	feedtest_at(50);
	t += 10000;
	t0 = wall_ms();
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_true(wall_ms() - t0 < 3000);
	assert_int_equal(feedtest_n, 0);
	assert_non_null(strstr(feed_source_error(s), "game-1.json"));
	/* garbage for board 3 */
	feedtest_at(60);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_GARBAGE);
	assert_int_equal(feedtest_n, 0);
	assert_non_null(strstr(feed_source_error(s), "game-3.json"));
	/* two boards left; board 2 redirected: not followed */
	feedtest_at(70);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(feedtest_n, 0);
	assert_non_null(strstr(feed_source_error(s), "redirect"));
	t += 11000;
	feedtest_poll(s, t);
	assert_int_equal(feedtest_n, 1);	/* board 3 gone after the grace */
	assert_int_equal(feedtest_got[0].board, 3);
	assert_true(feedtest_got[0].gone);
	/* a slow body is waited for */
	feedtest_at(80);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	/* 7.3.21: two hours without a change end no board */
	t += 3600000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	t += 3600000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 0);
	/* 7.3.18: Bg5 comes with the reading seen before it: not its */
	feedtest_at(90);
	t += 10000;
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 1);
	assert_non_null(g = feedtest_board(1));
	assert_int_equal(g->n, 7);
	assert_true(g->plies[6].clock_ms == FEED_CLOCK_NONE);
	assert_true(g->plies[5].clock_ms == 5300000);	/* Bb4's own */
	assert_true(g->white_ms == 5262000);	/* for the follower */
	feed_source_close(s);
	/* a round asked in the address, a viewer address */
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/get/u1/2/",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_OK);
	assert_int_equal(feedtest_n, 2);
	feed_source_close(s);
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/get/u1/7",
	    feedtest_port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(feedtest_poll(s, t), FEED_HEALTH_FAILING);
	assert_non_null(strstr(feed_source_error(s), "no round 7 yet"));
	feed_source_close(s);
}

int
main(void)
{
	static char	lcc_timeline[] = "lcc.timeline";
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_prestate_setup_teardown(test_lcc,
		    feedtest_start, feedtest_stop, lcc_timeline),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
