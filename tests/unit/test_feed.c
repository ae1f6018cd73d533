/*
 * test_feed.c: a live source's snapshot (core/feed.h): push, copy and
 * release; the content hash (FEEDS.md 7.3.10: a same-size rewrite with
 * another result is a change, a same-content rewrite is not); and
 * feed_diff for every kind of change of FEEDS.md 7.1 (7.3.9: the last
 * ply rewritten, several plies back, a reset, a new game on the board).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "feed.h"

/* A game of the moves in the space-separated list s, no clocks. */
static void
game(struct feed_game *g, const char *s)
{
	char	buf[512], *tok, *save = NULL;

	feed_game_init(g);
	g->round = 3;
	g->board = 2;
	strcpy(g->white.name, "Rossi, Anna");
	strcpy(g->black.name, "Bianchi, Luca");
	strcpy(buf, s);
	for (tok = strtok_r(buf, " ", &save); tok != NULL;
	    tok = strtok_r(NULL, " ", &save))
		assert_true(feed_game_push(g, tok, FEED_CLOCK_NONE,
		    FEED_CLOCK_NONE, false));
}

static void
test_push_copy(void **state)
{
	struct feed_game	 a, b;
	char			 long_move[64];
	int			 i;

	(void)state;
	game(&a, "");
	assert_int_equal(a.chess960, -1);
	assert_string_equal(a.result, "*");
	assert_true(a.white_ms == FEED_CLOCK_NONE);
	for (i = 0; i < 200; i++)	/* past the first allocation */
		assert_true(feed_game_push(&a, i % 2 ? "Nf6" : "Ng1", i * 1000,
		    FEED_CLOCK_NONE, i == 7));
	assert_int_equal(a.n, 200);
	assert_true(a.plies[199].clock_ms == 199000);
	assert_true(a.plies[7].offer);
	memset(long_move, 'x', sizeof long_move - 1);
	long_move[sizeof long_move - 1] = '\0';
	assert_true(feed_game_push(&a, long_move, 1, 2, false));
	assert_int_equal(strlen(a.plies[200].move), FEED_MOVE_SIZE - 1);
	assert_true(feed_game_copy(&b, &a));
	assert_ptr_not_equal(a.plies, b.plies);
	assert_int_equal(b.n, 201);
	assert_int_equal(feed_hash(&a), feed_hash(&b));
	feed_game_release(&a);
	assert_null(a.plies);
	assert_int_equal(a.n, 0);
	assert_string_equal(b.plies[1].move, "Nf6");	/* b is its own */
	feed_game_release(&b);
	game(&a, "");
	assert_true(feed_game_copy(&b, &a));	/* empty: no plies */
	assert_null(b.plies);
	feed_game_release(&a);
	feed_game_release(&b);
}

/* 7.3.10: detected by content, not size. */
static void
test_hash(void **state)
{
	struct feed_game	a, b;

	(void)state;
	game(&a, "e4 e5 Nf3");
	game(&b, "e4 e5 Nf3");
	assert_int_equal(feed_hash(&a), feed_hash(&b));
	strcpy(a.result, "1-0");
	strcpy(b.result, "0-1");	/* the same size, another result */
	assert_int_not_equal(feed_hash(&a), feed_hash(&b));
	strcpy(b.result, "1-0");
	b.plies[2].clock_ms = 5000;	/* only a clock */
	assert_int_not_equal(feed_hash(&a), feed_hash(&b));
	b.plies[2].clock_ms = FEED_CLOCK_NONE;
	b.plies[1].offer = true;
	assert_int_not_equal(feed_hash(&a), feed_hash(&b));
	b.plies[1].offer = false;
	strcpy(b.black.name, "Bianchi, Lucas");
	assert_int_not_equal(feed_hash(&a), feed_hash(&b));
	strcpy(b.black.name, "Bianchi, Luca");
	/* Moves "e4","e5" and "e4e","5": the fields are parted. */
	feed_game_release(&a);
	feed_game_release(&b);
	game(&a, "e4 e5");
	game(&b, "e4e 5");
	assert_int_not_equal(feed_hash(&a), feed_hash(&b));
	feed_game_release(&a);
	feed_game_release(&b);
}

static struct feed_change
diff(const char *before, const char *now)
{
	struct feed_game	a, b;
	struct feed_change	c;

	game(&a, before);
	game(&b, now);
	c = feed_diff(&a, &b);
	feed_game_release(&a);
	feed_game_release(&b);
	return c;
}

static void
test_diff_moves(void **state)
{
	struct feed_change	c;

	(void)state;
	c = diff("e4 e5", "e4 e5");
	assert_int_equal(c.kind, FEED_SAME);
	c = diff("e4 e5", "e4 e5 Nf3 Nc6");
	assert_int_equal(c.kind, FEED_APPEND);
	assert_int_equal(c.common, 2);
	assert_false(c.result_changed);
	assert_false(c.players_changed);
	c = diff("", "d4");		/* the first move */
	assert_int_equal(c.kind, FEED_APPEND);
	assert_int_equal(c.common, 0);
	/* 7.3.9: the last ply rewritten (a piece in the air) */
	c = diff("e4 e5 Nf3", "e4 e5 Nc3");
	assert_int_equal(c.kind, FEED_REWRITE);
	assert_int_equal(c.common, 2);
	/* several plies back, and longer than before */
	c = diff("e4 e5 Nf3 Nc6 Bb5", "e4 c5 Nf3 d6 d4 cxd4");
	assert_int_equal(c.kind, FEED_REWRITE);
	assert_int_equal(c.common, 1);
	/* shorter: a ply taken back */
	c = diff("e4 e5 Nf3", "e4 e5");
	assert_int_equal(c.kind, FEED_REWRITE);
	assert_int_equal(c.common, 2);
	/* a reset to the start */
	c = diff("e4 e5 Nf3", "");
	assert_int_equal(c.kind, FEED_RESET);
	assert_int_equal(c.common, 0);
}

static void
test_diff_other(void **state)
{
	struct feed_game	a, b;
	struct feed_change	c;

	(void)state;
	game(&a, "e4 e5 Nf3");
	game(&b, "e4 e5 Nf3");
	b.plies[2].clock_ms = 5400000;
	c = feed_diff(&a, &b);
	assert_int_equal(c.kind, FEED_CLOCK);
	assert_int_equal(c.common, 3);
	b.plies[2].clock_ms = FEED_CLOCK_NONE;
	b.white_ms = 3000;		/* WhiteClock without a move */
	assert_int_equal(feed_diff(&a, &b).kind, FEED_CLOCK);
	b.white_ms = FEED_CLOCK_NONE;
	/* 7.3.4: a result set, then removed again */
	strcpy(b.result, "1-0");
	c = feed_diff(&a, &b);
	assert_int_equal(c.kind, FEED_RESULT);
	assert_true(c.result_changed);
	c = feed_diff(&b, &a);
	assert_int_equal(c.kind, FEED_RESULT);
	assert_true(c.result_changed);
	/* 7.3.4: a result while moves keep arriving */
	assert_true(feed_game_push(&b, "Nc6", FEED_CLOCK_NONE,
	    FEED_CLOCK_NONE, false));
	c = feed_diff(&a, &b);
	assert_int_equal(c.kind, FEED_APPEND);
	assert_true(c.result_changed);
	feed_game_release(&b);
	/* 7.3.10: a same-size change 1-0 -> 0-1 */
	game(&b, "e4 e5 Nf3");
	strcpy(a.result, "1-0");
	strcpy(b.result, "0-1");
	assert_int_equal(feed_diff(&a, &b).kind, FEED_RESULT);
	strcpy(b.result, "1-0");
	assert_int_equal(feed_diff(&a, &b).kind, FEED_SAME);
	/* other players: a new pairing on the board */
	strcpy(b.white.name, "Verdi, Marta");
	c = feed_diff(&a, &b);
	assert_int_equal(c.kind, FEED_CLOCK);
	assert_true(c.players_changed);
	strcpy(b.white.name, "Rossi, Anna");
	b.black.fide_id = 860002;
	assert_true(feed_diff(&a, &b).players_changed);
	feed_game_release(&b);
	/* 7.3.9: a new game from another start (a 960 game next) */
	game(&b, "e4 e5 Nf3");
	b.chess960 = 100;
	c = feed_diff(&a, &b);
	assert_int_equal(c.kind, FEED_REWRITE);
	assert_int_equal(c.common, 0);
	feed_game_release(&b);
	game(&b, "");
	strcpy(b.fen, "8/8/8/8/8/8/8/K6k w - - 0 1");
	assert_int_equal(feed_diff(&a, &b).kind, FEED_RESET);
	/* new and gone */
	c = feed_diff(NULL, &a);
	assert_int_equal(c.kind, FEED_APPEND);
	assert_int_equal(c.common, 0);
	assert_true(c.result_changed);
	assert_int_equal(feed_diff(&a, NULL).kind, FEED_GONE);
	assert_string_equal(feed_change_name(FEED_REWRITE), "REWRITE");
	assert_string_equal(feed_change_name(FEED_GONE), "GONE");
	assert_string_equal(feed_change_name(FEED_CHANGE_NB), "?");
	feed_game_release(&a);
	feed_game_release(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_push_copy),
		cmocka_unit_test(test_hash),
		cmocka_unit_test(test_diff_moves),
		cmocka_unit_test(test_diff_other),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
