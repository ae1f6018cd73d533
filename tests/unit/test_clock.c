/*
 * test_clock.c: the clock of Art. 6 at its boundaries, a whole game of
 * 40/5400+30:1800+30 against hand-computed numbers, and a property test
 * over random press sequences.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "clock.h"
#include "edition.h"
#include "format.h"

#define W	CLOCK_WHITE
#define B	CLOCK_BLACK
#define SEC	1000
#define MIN	(60 * SEC)

/* The thresholds of 8.4, 10.2, B1 and C1 in the 2005 edition. */
#define R05	rules2005()
static const struct clock_rules *
rules2005(void)
{
	static struct clock_rules	r;
	const struct edition		*ed = edition_find("fide-2005", 9);

	r.limits.blitz_upto_ms = edition_param(ed, EDITION_BLITZ_UPTO_MS);
	r.limits.rapid_upto_ms = edition_param(ed, EDITION_RAPID_UPTO_MS);
	r.quickplay_under_ms = edition_param(ed, EDITION_QUICKPLAY_UNDER_MS);
	r.scoresheet_free_ms = edition_param(ed, EDITION_SCORESHEET_FREE_MS);
	r.scoresheet_free_inc_ms = edition_param(ed,
	    EDITION_SCORESHEET_FREE_INC_MS);
	return &r;
}

static struct clock
mk(const char *text)
{
	struct tc	tc;
	struct clock	c;
	size_t		bad;

	assert_int_equal(tc_parse(&tc, text, strlen(text), &bad), STATUS_OK);
	clock_init(&c, &tc);
	assert_true(clock_ok(&c));
	return c;
}

/* Every mutation in these tests goes through here: status and invariant. */
static void
must(struct clock *c, enum status got)
{
	assert_int_equal(got, STATUS_OK);
	assert_true(clock_ok(c));
}

/* A refused mutation changes nothing. */
#define REFUSED(c, call, want) do {					\
	struct clock	before_ = *(c);					\
	assert_int_equal((call), (want));				\
	assert_memory_equal(&before_, (c), sizeof before_);		\
	assert_true(clock_ok(c));					\
} while (0)

static int64_t
left(const struct clock *c, int64_t now, int side)
{
	return clock_left(c, now, side);
}

static int64_t
flag_at(const struct clock *c, int64_t now, int side)
{
	int64_t	at;

	if (!clock_flag(c, now, side, &at))
		return -1;
	return at;
}

static void	check_next_change(const struct clock *, int64_t);

static void
test_start(void **state)
{
	struct clock	c = mk("40/5400+30:1800+30");

	(void)state;
	assert_int_equal(c.state, CLOCK_READY);
	assert_int_equal(left(&c, 0, W), 5400 * SEC);
	assert_int_equal(left(&c, 99999, B), 5400 * SEC);
	/* Nothing runs before the start. */
	REFUSED(&c, clock_press(&c, 10), STATUS_E_CLOCK_STATE);
	REFUSED(&c, clock_stop(&c, 10), STATUS_E_CLOCK_STATE);
	REFUSED(&c, clock_go(&c, 10), STATUS_E_CLOCK_STATE);
	REFUSED(&c, clock_start(&c, 10, 2), STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_start(&c, CLOCK_MAX_NOW + 1, W),
	    STATUS_E_CLOCK_TIME);
	assert_int_equal(clock_next_event(&c, 0, FORMAT_TENTHS_MS),
	    CLOCK_NEVER);
	/* 6.5: white's clock starts. */
	must(&c, clock_start(&c, 1000, W));
	REFUSED(&c, clock_start(&c, 2000, W), STATUS_E_CLOCK_STATE);
	assert_int_equal(left(&c, 1000, W), 5400 * SEC);
	assert_int_equal(left(&c, 1500, W), 5400 * SEC - 500);
	assert_int_equal(left(&c, 1500, B), 5400 * SEC);
	/* A query before the last mutation reads as that instant. */
	assert_int_equal(left(&c, 0, W), 5400 * SEC);
	/* Time never runs backwards for a mutation. */
	REFUSED(&c, clock_press(&c, 999), STATUS_E_CLOCK_TIME);
	must(&c, clock_press(&c, 4000));
	assert_int_equal(c.turn, B);
	assert_int_equal(c.moves[W], 1);
	assert_int_equal(c.moves[B], 0);
}

static void
test_start_black(void **state)
{
	struct clock	c = mk("300");

	(void)state;
	/* A game from a FEN with black to move: black's clock starts. */
	must(&c, clock_start(&c, 0, B));
	assert_int_equal(left(&c, 1000, B), 299 * SEC);
	must(&c, clock_press(&c, 1000));
	assert_int_equal(c.moves[B], 1);
	assert_int_equal(c.moves[W], 0);
	must(&c, clock_set(&c, 2000, 100 * SEC, 100 * SEC, 10));
	/* White to move, black moved first: black has 11. */
	assert_int_equal(c.moves[B], 11);
	assert_int_equal(c.moves[W], 10);
}

static void
test_flag_at_zero(void **state)
{
	struct clock	c = mk("300"), d;

	(void)state;
	must(&c, clock_start(&c, 0, W));
	d = c;
	/* One millisecond left: the flag is up. */
	assert_int_equal(clock_next_flag(&c, 0), 300 * SEC);
	must(&d, clock_press(&d, 300 * SEC - 1));
	assert_int_equal(left(&d, 300 * SEC - 1, W), 1);
	assert_int_equal(flag_at(&d, 400 * SEC, W), -1);
	/* 6.1, 6.9: at exactly 0 the time is used up: the flag is down. */
	assert_true(clock_flag(&c, 300 * SEC, W, NULL));
	assert_false(clock_flag(&c, 300 * SEC - 1, W, NULL));
	must(&c, clock_press(&c, 300 * SEC));
	assert_int_equal(left(&c, 300 * SEC, W), 0);
	assert_int_equal(flag_at(&c, 300 * SEC, W), 300 * SEC);
	assert_int_equal(clock_first_flag(&c, 300 * SEC), W);
	/* The flag stays down, and its instant stays, as black plays on. */
	must(&c, clock_press(&c, 310 * SEC));
	assert_int_equal(left(&c, 400 * SEC, W), 0);
	assert_int_equal(flag_at(&c, 400 * SEC, W), 300 * SEC);
	assert_int_equal(left(&c, 310 * SEC, B), 290 * SEC);
}

static void
test_period_and_flag_same_ms(void **state)
{
	struct clock	c = mk("2/10:60");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	must(&c, clock_press(&c, t += 4 * SEC));	/* white 1: 6 s left */
	must(&c, clock_press(&c, t += 1 * SEC));
	/* White's 2nd move, completing the period, as the time runs out. */
	must(&c, clock_press(&c, t += 6 * SEC));
	assert_int_equal(flag_at(&c, t, W), t);
	/* The next period's base is added to the 0 left; the flag stays. */
	assert_int_equal(left(&c, t, W), 60 * SEC);
	assert_int_equal(c.period[W], 1);
	assert_true(clock_last_period(&c, W));
	assert_false(clock_last_period(&c, B));
	assert_int_equal(clock_first_flag(&c, t), W);
	/* A millisecond sooner and nothing fell. */
	c = mk("2/10:60");
	t = 0;
	must(&c, clock_start(&c, t, W));
	must(&c, clock_press(&c, t += 4 * SEC));
	must(&c, clock_press(&c, t += 1 * SEC));
	must(&c, clock_press(&c, t += 6 * SEC - 1));
	assert_int_equal(flag_at(&c, t, W), -1);
	assert_int_equal(left(&c, t, W), 60 * SEC + 1);
}

static void
test_increment_from_move_one(void **state)
{
	struct clock	c = mk("300+3");

	(void)state;
	must(&c, clock_start(&c, 0, W));
	must(&c, clock_press(&c, 1000));		/* 6.2a, from move 1 */
	assert_int_equal(left(&c, 1000, W), 302 * SEC);
	must(&c, clock_press(&c, 11000));
	assert_int_equal(left(&c, 11000, B), 293 * SEC);
}

static void
test_increment_later_period(void **state)
{
	struct clock	c = mk("40/7200:3600+30");
	int64_t		t = 0;
	int		i;

	(void)state;
	must(&c, clock_start(&c, t, W));
	for (i = 1; i <= 40; i++) {
		must(&c, clock_press(&c, t += 100 * SEC));	/* white */
		must(&c, clock_press(&c, t += 10 * SEC));	/* black */
		if (i == 1)
			assert_int_equal(left(&c, t, W), 7100 * SEC);
	}
	/* No increment in the first period; the second period's base added. */
	assert_int_equal(left(&c, t, W), (7200 - 4000 + 3600) * SEC);
	assert_int_equal(left(&c, t, B), (7200 - 400 + 3600) * SEC);
	assert_int_equal(c.period[W], 1);
	/* Move 41 is in the period with the increment. */
	must(&c, clock_press(&c, t += 100 * SEC));
	assert_int_equal(left(&c, t, W), (6800 - 100 + 30) * SEC);
}

static void
test_repeating_period(void **state)
{
	struct clock	c = mk("2/60");
	int64_t		t = 0;
	int		i;

	(void)state;
	/* The last period has a move count: it repeats (PGN). */
	must(&c, clock_start(&c, t, W));
	for (i = 0; i < 4; i++) {
		must(&c, clock_press(&c, t += 10 * SEC));
		must(&c, clock_press(&c, t += 1 * SEC));
	}
	assert_int_equal(left(&c, t, W), (60 - 40 + 60 + 60) * SEC);
	assert_int_equal(c.period[W], 0);
	assert_int_equal(c.pmoves[W], 0);
	assert_false(clock_last_period(&c, W));
}

static void
test_sudden_death_then_more(void **state)
{
	struct clock	c = mk("5400:1800");
	struct clock_view v;

	(void)state;
	must(&c, clock_start(&c, 0, W));
	assert_false(clock_last_period(&c, W));
	assert_int_equal(clock_next_flag(&c, 0), 5400 * SEC);
	/* The first period's time runs out: flag, then 30 more minutes. */
	clock_peek(&c, 5400 * SEC + 1000, &v);
	assert_int_equal(v.left[W], 1799 * SEC);
	assert_int_equal(v.flag[W], 5400 * SEC);
	must(&c, clock_press(&c, 5400 * SEC + 1000));
	assert_int_equal(c.period[W], 1);
	assert_true(clock_last_period(&c, W));
	assert_int_equal(left(&c, 5401 * SEC, W), 1799 * SEC);
	assert_int_equal(flag_at(&c, 5401 * SEC, W), 5400 * SEC);
	/* Tiny periods may bring the same text back at 0: look past it. */
	c = mk("1:0.05:0.05:10");
	must(&c, clock_start(&c, 0, W));
	assert_int_equal(clock_next_change(&c, 999, W, FORMAT_TENTHS_MS), 1);
	assert_int_equal(clock_next_change(&c, 1000, W, FORMAT_TENTHS_MS),
	    100);
	assert_int_equal(left(&c, 1100, W), 10 * SEC);
	check_next_change(&c, 999);
	check_next_change(&c, 1000);
	check_next_change(&c, 1049);
	/* ...and past a delay that such a period brings mid-turn. */
	c = mk("1:0.05:0.05d5:10");
	must(&c, clock_start(&c, 0, W));
	assert_int_equal(clock_next_change(&c, 1000, W, FORMAT_TENTHS_MS),
	    4050);
	assert_int_equal(left(&c, 5049, W), 1);
	assert_int_equal(left(&c, 5050, W), 10 * SEC);
	check_next_change(&c, 1000);
	check_next_change(&c, 3000);
	/* A period with no time ends at once, its delay notwithstanding. */
	c = mk("1:0d1:0.1:10");
	must(&c, clock_start(&c, 0, W));
	assert_int_equal(left(&c, 1050, W), 50);
	assert_int_equal(clock_next_change(&c, 1000, W, FORMAT_TENTHS_MS),
	    100);
	must(&c, clock_stop(&c, 1000));		/* settled at the edge */
	assert_int_equal(c.period[W], 2);
	must(&c, clock_go(&c, 1000));
	assert_int_equal(left(&c, 1100, W), 10 * SEC);
	check_next_change(&c, 1000);
	/* Not before it ran out. */
	c = mk("5400:1800");
	must(&c, clock_start(&c, 0, W));
	must(&c, clock_press(&c, 5400 * SEC - 1));
	assert_int_equal(c.period[W], 0);
	assert_int_equal(left(&c, 5400 * SEC, W), 1);
}

static void
test_delay(void **state)
{
	struct clock	c = mk("60d5");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* 6.2b: the main time runs only after the delay. */
	assert_int_equal(left(&c, 5 * SEC, W), 60 * SEC);
	assert_int_equal(left(&c, 6 * SEC, W), 59 * SEC);
	/* Delay used in part: nothing banked. */
	must(&c, clock_press(&c, t += 3 * SEC));
	assert_int_equal(left(&c, t, W), 60 * SEC);
	must(&c, clock_press(&c, t += 5 * SEC));	/* black: all the delay */
	assert_int_equal(left(&c, t, B), 60 * SEC);
	/* Delay used in full and more. */
	must(&c, clock_press(&c, t += 8 * SEC));
	assert_int_equal(left(&c, t, W), 57 * SEC);
	/* A stop keeps the part of the delay already spent (6.13). */
	must(&c, clock_press(&c, t += 2 * SEC));	/* black 2 s */
	must(&c, clock_press(&c, t += 1 * SEC));	/* white 1 s */
	must(&c, clock_stop(&c, t += 2 * SEC));
	t += 600 * SEC;
	must(&c, clock_go(&c, t));
	assert_int_equal(left(&c, t + 3 * SEC, B), 60 * SEC);
	assert_int_equal(left(&c, t + 4 * SEC, B), 59 * SEC);
	/* The display waits for the delay, then for the second. */
	assert_int_equal(clock_next_change(&c, t, B, FORMAT_TENTHS_MS),
	    3 * SEC + 1 * SEC);
	/* The flag: delay first, then all the main time. */
	assert_int_equal(clock_next_flag(&c, t), 3 * SEC + 60 * SEC);
	must(&c, clock_press(&c, t + 63 * SEC));
	assert_int_equal(flag_at(&c, t + 63 * SEC, B), t + 63 * SEC);
}

static void
test_bronstein(void **state)
{
	struct clock	c = mk("60b5");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* The clock runs at once; the time used comes back up to 5 s. */
	assert_int_equal(left(&c, 3 * SEC, W), 57 * SEC);
	must(&c, clock_press(&c, t += 3 * SEC));
	assert_int_equal(left(&c, t, W), 60 * SEC);	/* never more than used */
	must(&c, clock_press(&c, t += 8 * SEC));
	assert_int_equal(left(&c, t, B), 57 * SEC);	/* 5 of 8 back */
	must(&c, clock_press(&c, t += 0));
	assert_int_equal(left(&c, t, W), 60 * SEC);	/* 0 used, 0 back */
	/* A flag during the turn stays down after the refund. */
	must(&c, clock_adjust(&c, t, B, -55 * SEC));	/* black: 2 s */
	must(&c, clock_press(&c, t += 4 * SEC));
	assert_int_equal(flag_at(&c, t, B), t - 2 * SEC);
	assert_int_equal(left(&c, t, B), 2 * SEC);	/* 2 used, 2 back */
}

static void
test_both_flags(void **state)
{
	struct clock	c = mk("10");

	(void)state;
	must(&c, clock_start(&c, 0, W));
	must(&c, clock_press(&c, 12 * SEC));		/* white fell at 10 s */
	assert_int_equal(clock_first_flag(&c, 12 * SEC), W);
	assert_int_equal(clock_next_flag(&c, 12 * SEC), 10 * SEC);
	assert_int_equal(clock_first_flag(&c, 30 * SEC), W);
	assert_int_equal(flag_at(&c, 30 * SEC, B), 22 * SEC);
	assert_int_equal(clock_next_flag(&c, 30 * SEC), CLOCK_NEVER);
	/* Both set to 0 at once: the order is unknown (6.12). */
	c = mk("40/5400:900");
	must(&c, clock_start(&c, 0, W));
	assert_int_equal(clock_first_flag(&c, 0), CLOCK_NEITHER);
	must(&c, clock_set(&c, 100, 0, 0, -1));
	assert_int_equal(clock_first_flag(&c, 100), CLOCK_UNKNOWN);
	assert_int_equal(flag_at(&c, 100, W), 100);
	assert_int_equal(flag_at(&c, 100, B), 100);
	assert_false(clock_last_period(&c, W));		/* 6.12a: play on */
	/* Black to move, already flagged; white's later set keeps order. */
	c = mk("10");
	must(&c, clock_start(&c, 0, W));
	must(&c, clock_set(&c, 100, 5000, 0, -1));
	must(&c, clock_press(&c, 200));
	must(&c, clock_press(&c, 300));
	assert_int_equal(clock_first_flag(&c, 10 * SEC), B);
	assert_int_equal(flag_at(&c, 10 * SEC, W), 300 + 4900);
}

static void
test_stop_go(void **state)
{
	struct clock	c = mk("300+2");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	must(&c, clock_stop(&c, t += 10 * SEC));	/* 6.13a */
	REFUSED(&c, clock_stop(&c, t + 1), STATUS_E_CLOCK_STATE);
	assert_int_equal(left(&c, t + 3600 * SEC, W), 290 * SEC);
	assert_int_equal(clock_next_event(&c, t, FORMAT_TENTHS_MS),
	    CLOCK_NEVER);
	t += 3600 * SEC;
	must(&c, clock_go(&c, t));
	REFUSED(&c, clock_go(&c, t + 1), STATUS_E_CLOCK_STATE);
	assert_int_equal(left(&c, t + 5 * SEC, W), 285 * SEC);
	/* 9.5b: after a claim the intended move is played, clocks stopped. */
	must(&c, clock_stop(&c, t += 5 * SEC));
	must(&c, clock_press(&c, t += 60 * SEC));
	assert_int_equal(c.state, CLOCK_STOPPED);
	assert_int_equal(c.turn, B);
	assert_int_equal(left(&c, t, W), 287 * SEC);
	assert_int_equal(left(&c, t + 99 * SEC, B), 300 * SEC);
	must(&c, clock_go(&c, t += 99 * SEC));
	assert_int_equal(left(&c, t + 1 * SEC, B), 299 * SEC);
}

static void
test_set(void **state)
{
	struct clock	c = mk("40/5400:1800");
	int64_t		t = 0;
	int		i;

	(void)state;
	must(&c, clock_start(&c, t, W));
	for (i = 0; i < 10; i++) {
		must(&c, clock_press(&c, t += SEC));
		must(&c, clock_press(&c, t += SEC));
	}
	/* 6.14: white to move; both completed 45: second period, 5 in. */
	must(&c, clock_set(&c, t, 30 * MIN, 20 * MIN, 45));
	assert_int_equal(c.moves[W], 45);
	assert_int_equal(c.moves[B], 45);
	assert_int_equal(c.period[W], 1);
	assert_int_equal(c.pmoves[W], 5);
	assert_int_equal(left(&c, t, W), 30 * MIN);
	assert_int_equal(left(&c, t + SEC, W), 30 * MIN - SEC);
	/* Back to 39 with black to move: white has 40, black 39. */
	must(&c, clock_press(&c, t += SEC));
	must(&c, clock_set(&c, t, 10 * MIN, 10 * MIN, 39));
	assert_int_equal(c.moves[W], 40);
	assert_int_equal(c.moves[B], 39);
	assert_int_equal(c.period[W], 1);
	assert_int_equal(c.period[B], 0);
	assert_int_equal(c.pmoves[B], 39);
	/* Black's 40th ends the period: the base is added. */
	must(&c, clock_press(&c, t += MIN));
	assert_int_equal(left(&c, t, B), 9 * MIN + 1800 * SEC);
	/* Without a count, the counter stays. */
	must(&c, clock_set(&c, t, MIN, MIN, -1));
	assert_int_equal(c.moves[W], 40);
	assert_int_equal(c.moves[B], 40);
	REFUSED(&c, clock_set(&c, t, -1, MIN, -1), STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_set(&c, t, MIN, CLOCK_MAX_MS + 1, -1),
	    STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_set(&c, t, MIN, MIN, CLOCK_MAX_MOVES),
	    STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_set(&c, t - 1, MIN, MIN, 3), STATUS_E_CLOCK_TIME);
	/* A repeating control: 85 moves of "40/7200" is 5 into the third. */
	c = mk("40/7200");
	must(&c, clock_set(&c, 0, MIN, MIN, 85));
	assert_int_equal(c.period[W], 0);
	assert_int_equal(c.pmoves[W], 5);
	/* Before the start: pairs are counted from the side that starts. */
	must(&c, clock_start(&c, 0, B));
	assert_int_equal(c.moves[W], 85);
	assert_int_equal(c.moves[B], 85);
}

static void
test_adjust(void **state)
{
	struct clock	c = mk("5400");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* 7.4b: two minutes to the opponent, whose clock is not running. */
	must(&c, clock_adjust(&c, t += 10 * SEC, B, 2 * MIN));
	assert_int_equal(left(&c, t, B), 5400 * SEC + 2 * MIN);
	/* 13.4c on the running side: from what is left now. */
	must(&c, clock_adjust(&c, t, W, -5390 * SEC + 1));
	assert_int_equal(left(&c, t, W), 1);
	assert_int_equal(clock_next_flag(&c, t), 1);
	/* Never below 0; reaching 0 drops the flag now. */
	must(&c, clock_adjust(&c, t, W, -10 * MIN));
	assert_int_equal(left(&c, t, W), 0);
	assert_int_equal(flag_at(&c, t, W), t);
	/* The flag stays recorded when time is added afterwards. */
	must(&c, clock_adjust(&c, t += SEC, W, 3 * MIN));
	assert_int_equal(left(&c, t, W), 3 * MIN);
	assert_int_equal(flag_at(&c, t, W), t - SEC);
	assert_int_equal(left(&c, t + SEC, W), 3 * MIN - SEC);
	REFUSED(&c, clock_adjust(&c, t, 2, SEC), STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_adjust(&c, t, W, CLOCK_MAX_MS + 1),
	    STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_adjust(&c, t, W, CLOCK_MAX_MS),
	    STATUS_E_CLOCK_RANGE);	/* over the maximum once added */
	REFUSED(&c, clock_adjust(&c, t - 1, W, SEC), STATUS_E_CLOCK_TIME);
	c = mk("-");
	REFUSED(&c, clock_adjust(&c, 0, W, SEC), STATUS_E_CLOCK_STATE);
}

/* A reading of the clock on the table (a followed game, 6.1). */
static void
test_read(void **state)
{
	struct clock	c = mk("40/60:1800");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* This clock ran out in White's turn before the move reached it;
	 * the table's showed 2 s left: the flag had not fallen. */
	t = 61 * SEC;
	assert_int_equal(flag_at(&c, t, W), 60 * SEC);
	must(&c, clock_press(&c, t));
	must(&c, clock_read(&c, t, W, 2 * SEC, 0));
	assert_int_equal(flag_at(&c, t, W), -1);
	assert_int_equal(left(&c, t, W), 2 * SEC);
	/* A flag fallen before 'since' stays: it was seen then. */
	t += 70 * SEC;
	assert_int_equal(flag_at(&c, t, B), 121 * SEC);
	must(&c, clock_read(&c, t, B, 5 * SEC, t));
	assert_int_equal(flag_at(&c, t, B), 121 * SEC);
	assert_int_equal(left(&c, t, B), 5 * SEC);
	/* The running side runs on from the reading. */
	assert_int_equal(left(&c, t + SEC, B), 4 * SEC);
	/* 0 drops the flag now. */
	t += SEC;
	must(&c, clock_read(&c, t, W, 0, t));
	assert_int_equal(flag_at(&c, t, W), t);
	REFUSED(&c, clock_read(&c, t, 2, SEC, t), STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_read(&c, t, W, -1, t), STATUS_E_CLOCK_RANGE);
	REFUSED(&c, clock_read(&c, t - 1, W, SEC, t), STATUS_E_CLOCK_TIME);
	c = mk("-");
	REFUSED(&c, clock_read(&c, 0, W, SEC, 0), STATUS_E_CLOCK_STATE);
}

static void
test_charge(void **state)
{
	struct clock	c = mk("40/7200:3600");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* A1b: white seals 20 minutes before the session's end. */
	t += 10 * MIN;
	must(&c, clock_charge(&c, t, W, t + 20 * MIN));
	assert_int_equal(left(&c, t, W), 7200 * SEC - 30 * MIN);
	must(&c, clock_stop(&c, t));
	assert_int_equal(left(&c, t + 5 * MIN, W), 7200 * SEC - 30 * MIN);
	/* Nothing when the end has passed. */
	must(&c, clock_charge(&c, t, W, t - 1));
	must(&c, clock_charge(&c, t, W, t));
	assert_int_equal(left(&c, t, W), 7200 * SEC - 30 * MIN);
	/* The other side: a plain charge. */
	must(&c, clock_charge(&c, t, B, t + MIN));
	assert_int_equal(left(&c, t, B), 7200 * SEC - MIN);
	/* A flag falling inside the charge is dated where it would fall. */
	must(&c, clock_set(&c, t, 1 * MIN, 2 * MIN, -1));
	must(&c, clock_charge(&c, t, W, t + 5 * MIN));
	assert_int_equal(flag_at(&c, t, W), t + MIN);
	assert_int_equal(left(&c, t, W), 0);
	REFUSED(&c, clock_charge(&c, t, 5, t + 1), STATUS_E_CLOCK_RANGE);
	/* With a delay, the turn side's charge spends the delay first. */
	c = mk("600d10");
	must(&c, clock_start(&c, 0, W));
	must(&c, clock_charge(&c, 4 * SEC, W, 20 * SEC));
	assert_int_equal(left(&c, 4 * SEC, W), 590 * SEC);
	/* ...and the clock goes on running from now. */
	assert_int_equal(left(&c, 5 * SEC, W), 589 * SEC);
}

static void
test_hourglass(void **state)
{
	struct clock	c = mk("*180");
	int64_t		t = 0;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* The running side's time flows to the other. */
	assert_int_equal(left(&c, 30 * SEC, W), 150 * SEC);
	assert_int_equal(left(&c, 30 * SEC, B), 210 * SEC);
	/* The other side's text changes too: it counts up. */
	assert_int_equal(clock_next_change(&c, 0, B, FORMAT_TENTHS_MS), 1);
	assert_int_equal(clock_next_change(&c, 1, B, FORMAT_TENTHS_MS), 1000);
	must(&c, clock_press(&c, t += 30 * SEC));
	must(&c, clock_press(&c, t += 50 * SEC));
	assert_int_equal(left(&c, t, W), 200 * SEC);
	assert_int_equal(left(&c, t, B), 160 * SEC);
	/* White runs out: the flow stops with all the sand on black's side. */
	assert_int_equal(clock_next_flag(&c, t), 200 * SEC);
	assert_int_equal(left(&c, t + 300 * SEC, W), 0);
	assert_int_equal(left(&c, t + 300 * SEC, B), 360 * SEC);
	assert_int_equal(flag_at(&c, t + 300 * SEC, W), t + 200 * SEC);
	assert_int_equal(clock_next_change(&c, t + 199 * SEC + 500, B, 0),
	    CLOCK_NEVER);
	assert_int_equal(clock_category(&c, R05), TC_BLITZ);
}

static void
test_untimed(void **state)
{
	struct clock	c = mk("-");
	char		buf[FORMAT_CLOCK_MAX];
	struct clock_view v;

	(void)state;
	must(&c, clock_start(&c, 0, W));
	must(&c, clock_press(&c, 90 * SEC));
	must(&c, clock_press(&c, 100 * SEC));
	assert_int_equal(c.moves[W], 1);
	assert_int_equal(c.used[W], 90 * SEC);
	assert_int_equal(c.used[B], 10 * SEC);
	assert_int_equal(clock_next_flag(&c, 10000 * SEC), CLOCK_NEVER);
	assert_false(clock_flag(&c, 1000000 * SEC, W, NULL));
	/* The time used is shown, counting up. */
	clock_peek(&c, 100 * SEC + 500, &v);
	format_clock_side(buf, sizeof buf, &c, &v, W, NULL);
	assert_string_equal(buf, "1:31");
	assert_int_equal(clock_next_change(&c, 100 * SEC + 500, W, 0), 501);
	assert_int_equal(clock_next_change(&c, 100 * SEC + 500, B, 0),
	    CLOCK_NEVER);
	assert_false(clock_scoresheet_free(&c, 0, W, R05));
	assert_false(clock_quickplay_claimable(&c, 0, W, R05));
	must(&c, clock_set(&c, 200 * SEC, 5 * SEC, 6 * SEC, 0));
	assert_int_equal(c.used[W], 5 * SEC);
	assert_int_equal(c.moves[W], 0);	/* white to move: pairs */
	assert_int_equal(c.moves[B], 0);
}

static void
test_scoresheet_and_quickplay(void **state)
{
	struct clock	c = mk("40/7200:1800");
	int64_t		t = 0;
	int		i;

	(void)state;
	must(&c, clock_start(&c, t, W));
	/* 8.4: under 5 minutes in any period, no increment. */
	assert_false(clock_scoresheet_free(&c, t + 7200 * SEC - 300 * SEC, W,
	    R05));
	assert_true(clock_scoresheet_free(&c, t + 7200 * SEC - 300 * SEC + 1,
	    W, R05));
	/* 10.2: only in the last period. */
	assert_false(clock_quickplay_claimable(&c, t + 7100 * SEC, W,
	    R05));
	for (i = 0; i < 40; i++) {
		must(&c, clock_press(&c, t += SEC));
		must(&c, clock_press(&c, t += SEC));
	}
	assert_false(clock_quickplay_claimable(&c, t, W, R05));
	t += (9000 - 40 - 120) * SEC;		/* exactly 2 minutes left */
	assert_int_equal(left(&c, t, W), 120 * SEC);
	assert_false(clock_quickplay_claimable(&c, t, W, R05));
	assert_true(clock_quickplay_claimable(&c, t + 1, W, R05));
	assert_false(clock_quickplay_claimable(&c, t + 1, B, R05));
	/* Not once the flag has fallen. */
	assert_false(clock_quickplay_claimable(&c, t + 120 * SEC, W,
	    R05));
	/* An increment of 30 s or more keeps the scoresheet (8.4). */
	c = mk("40/5400+30:1800+30");
	must(&c, clock_start(&c, 0, W));
	assert_false(clock_scoresheet_free(&c, 5399 * SEC, W, R05));
	c = mk("40/5400+29.999:1800+30");
	must(&c, clock_start(&c, 0, W));
	assert_true(clock_scoresheet_free(&c, 5399 * SEC, W, R05));
	/* C2: no 10.2 in blitz; rapid has it. */
	c = mk("300+3");
	must(&c, clock_start(&c, 0, W));
	assert_false(clock_quickplay_claimable(&c, 299 * SEC, W, R05));
	c = mk("900+10");
	must(&c, clock_start(&c, 0, W));
	assert_true(clock_quickplay_claimable(&c, 899 * SEC, W, R05));
	assert_int_equal(clock_category(&c, R05), TC_RAPID);
}

/* The text of side at now, with the default threshold. */
static void
shown_text(const struct clock *c, int64_t now, int side, char *buf)
{
	struct clock_view v;

	clock_peek(c, now, &v);
	assert_int_not_equal(format_clock_side(buf, FORMAT_CLOCK_MAX, c, &v,
	    side, NULL), 0);
}

/* next_change is exact: same text a millisecond before, new text at it. */
static void
check_next_change(const struct clock *c, int64_t now)
{
	char	a[FORMAT_CLOCK_MAX], b[FORMAT_CLOCK_MAX];
	int64_t	dt;
	int	s;

	for (s = 0; s < 2; s++) {
		dt = clock_next_change(c, now, s, FORMAT_TENTHS_MS);
		shown_text(c, now, s, a);
		if (dt == CLOCK_NEVER) {
			shown_text(c, now + 7777777, s, b);
			assert_string_equal(a, b);
			continue;
		}
		assert_true(dt > 0);
		shown_text(c, now + dt - 1, s, b);
		assert_string_equal(a, b);
		shown_text(c, now + dt, s, b);
		assert_string_not_equal(a, b);
	}
}

static void
test_next_change(void **state)
{
	struct clock	c = mk("300");
	char		buf[FORMAT_CLOCK_MAX];
	int64_t		t;

	(void)state;
	must(&c, clock_start(&c, 0, W));
	assert_int_equal(clock_next_change(&c, 0, W, FORMAT_TENTHS_MS), SEC);
	assert_int_equal(clock_next_change(&c, 0, B, FORMAT_TENTHS_MS),
	    CLOCK_NEVER);
	shown_text(&c, 280 * SEC - 1, W, buf);
	assert_string_equal(buf, "0:21");
	/* 20.001 s left: "0:21" becomes "0:20" in 1 ms, then "19.9". */
	assert_int_equal(clock_next_change(&c, 280 * SEC - 1, W,
	    FORMAT_TENTHS_MS), 1);
	assert_int_equal(clock_next_change(&c, 280 * SEC, W,
	    FORMAT_TENTHS_MS), 100);
	assert_int_equal(clock_next_change(&c, 280 * SEC, W, 0), SEC);
	shown_text(&c, 280 * SEC + 100, W, buf);
	assert_string_equal(buf, "19.9");
	/* At 0 the flag falls and nothing changes any more. */
	assert_int_equal(clock_next_change(&c, 300 * SEC - 50, W,
	    FORMAT_TENTHS_MS), 50);
	assert_int_equal(clock_next_event(&c, 300 * SEC - 50,
	    FORMAT_TENTHS_MS), 50);
	{
		struct clock_view v;

		clock_peek(&c, 300 * SEC - 150, &v);
		assert_int_equal(clock_view_next_event(&c, &v, 0), 150);
		assert_int_equal(clock_view_next_event(&c, &v,
		    FORMAT_TENTHS_MS), 50);
	}
	shown_text(&c, 300 * SEC, W, buf);
	assert_string_equal(buf, "0.0!");
	assert_int_equal(clock_next_change(&c, 300 * SEC, W,
	    FORMAT_TENTHS_MS), CLOCK_NEVER);
	for (t = 0; t < 300 * SEC; t += 997)
		check_next_change(&c, t);
	/* An hour boundary with a delay. */
	c = mk("3600.5d2");
	must(&c, clock_start(&c, 0, W));
	assert_int_equal(clock_next_change(&c, 0, W, FORMAT_TENTHS_MS),
	    2000 + 500);
	shown_text(&c, 2500, W, buf);
	assert_string_equal(buf, "1:00:00");
	shown_text(&c, 2499, W, buf);
	assert_string_equal(buf, "1:00:01");
	check_next_change(&c, 0);
	check_next_change(&c, 1999);
	check_next_change(&c, 3000);
}

/*
 * A whole game of 40/5400+30:1800+30: 60 moves each, the thinking times
 * chosen, the times left after each move computed by hand (in seconds).
 */
static const struct {
	int	n, wthink, bthink, wleft, bleft;
} game[] = {
	{  1,  30,  60, 5400, 5370 }, {  2,  30,  60, 5400, 5340 },
	{  3,  30,  60, 5400, 5310 }, {  4,  30,  60, 5400, 5280 },
	{  5,  30,  60, 5400, 5250 }, {  6,  30,  60, 5400, 5220 },
	{  7,  30,  60, 5400, 5190 }, {  8,  30,  60, 5400, 5160 },
	{  9,  30,  60, 5400, 5130 }, { 10,  30,  60, 5400, 5100 },
	{ 11, 150,  60, 5280, 5070 }, { 12, 150,  60, 5160, 5040 },
	{ 13, 150,  60, 5040, 5010 }, { 14, 150,  60, 4920, 4980 },
	{ 15, 150,  60, 4800, 4950 }, { 16, 150,  60, 4680, 4920 },
	{ 17, 150,  60, 4560, 4890 }, { 18, 150,  60, 4440, 4860 },
	{ 19, 150,  60, 4320, 4830 }, { 20, 150,  60, 4200, 4800 },
	{ 21, 150, 280, 4080, 4550 }, { 22, 150, 280, 3960, 4300 },
	{ 23, 150, 280, 3840, 4050 }, { 24, 150, 280, 3720, 3800 },
	{ 25, 150, 280, 3600, 3550 }, { 26, 150, 280, 3480, 3300 },
	{ 27, 150, 280, 3360, 3050 }, { 28, 150, 280, 3240, 2800 },
	{ 29, 150, 280, 3120, 2550 }, { 30, 150, 280, 3000, 2300 },
	{ 31, 150, 280, 2880, 2050 }, { 32, 150, 280, 2760, 1800 },
	{ 33, 150, 280, 2640, 1550 }, { 34, 150, 280, 2520, 1300 },
	{ 35, 150, 280, 2400, 1050 }, { 36, 150, 280, 2280,  800 },
	{ 37, 150, 280, 2160,  550 }, { 38, 150, 280, 2040,  300 },
	{ 39, 150, 280, 1920,   50 }, { 40, 150,  45, 3600, 1835 },
	{ 41,  60,  90, 3570, 1775 }, { 42,  60,  90, 3540, 1715 },
	{ 43,  60,  90, 3510, 1655 }, { 44,  60,  90, 3480, 1595 },
	{ 45,  60,  90, 3450, 1535 }, { 46,  60,  90, 3420, 1475 },
	{ 47,  60,  90, 3390, 1415 }, { 48,  60,  90, 3360, 1355 },
	{ 49,  60,  90, 3330, 1295 }, { 50,  60,  90, 3300, 1235 },
	{ 51,  60,  90, 3270, 1175 }, { 52,  60,  90, 3240, 1115 },
	{ 53,  60,  90, 3210, 1055 }, { 54,  60,  90, 3180,  995 },
	{ 55,  60,  90, 3150,  935 }, { 56,  60,  90, 3120,  875 },
	{ 57,  60,  90, 3090,  815 }, { 58,  60,  90, 3060,  755 },
	{ 59,  60,  90, 3030,  695 }, { 60,  60,  90, 3000,  635 },
};

static void
test_whole_game(void **state)
{
	struct clock	c = mk("40/5400+30:1800+30");
	struct clock_view v;
	char		buf[FORMAT_CLOCK_MAX];
	int64_t		t = 1000;	/* the round starts at 1 s */
	size_t		i;

	(void)state;
	must(&c, clock_start(&c, t, W));
	for (i = 0; i < sizeof game / sizeof game[0]; i++) {
		assert_int_equal(game[i].n, (int)i + 1);
		must(&c, clock_press(&c, t += game[i].wthink * SEC));
		assert_int_equal(left(&c, t, W), game[i].wleft * SEC);
		must(&c, clock_press(&c, t += game[i].bthink * SEC));
		assert_int_equal(left(&c, t, B), game[i].bleft * SEC);
		assert_int_equal(left(&c, t, W), game[i].wleft * SEC);
		assert_int_equal(c.moves[W], i + 1);
		assert_int_equal(c.moves[B], i + 1);
		assert_int_equal(c.period[W], i + 1 < 40 ? 0 : 1);
		assert_int_equal(c.period[B], i + 1 < 40 ? 0 : 1);
		assert_int_equal(clock_first_flag(&c, t), CLOCK_NEITHER);
		/* 30 s a move: the scoresheet is always kept (8.4). */
		assert_false(clock_scoresheet_free(&c, t, B, R05));
	}
	assert_int_equal(t, 1000 + 14365 * SEC);
	clock_peek(&c, t, &v);
	format_clock_side(buf, sizeof buf, &c, &v, W, NULL);
	assert_string_equal(buf, "50:00");
	format_clock_side(buf, sizeof buf, &c, &v, B, NULL);
	assert_string_equal(buf, "10:35");
	assert_true(clock_last_period(&c, W));
	assert_true(clock_last_period(&c, B));
}

/* A small PRNG of our own, so the sequence is the same everywhere. */
static uint64_t
rng_next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

static int64_t
rng_below(uint64_t *s, int64_t n)
{
	return (int64_t)(rng_next(s) % (uint64_t)n);
}

/*
 * The time each side has been given by the control so far, for controls
 * without increments or delays: an oracle written from the rules, not
 * from clock.c.  used: time run on the side's clock; moves: completed.
 */
static int64_t
allotted(const struct tc *tc, int64_t used, unsigned moves)
{
	int64_t		total = tc->periods[0].base_ms;
	unsigned	i = 0, need = 0;

	for (;;) {
		const struct tc_period *p = &tc->periods[i];
		const struct tc_period *next;

		if (p->moves != 0) {
			need += p->moves;
			if (moves < need)
				return total;
		} else if (i + 1 == tc->nperiods || used < total)
			return total;
		next = i + 1 < tc->nperiods ? &tc->periods[i + 1] : p;
		total += next->base_ms;
		if (i + 1 < tc->nperiods)
			i++;
	}
}

/* What each press may add to the mover: increment and refund bounds. */
static void
check_press_gain(const struct clock *before, const struct clock *after,
    int64_t now, int mover)
{
	struct clock		 mid = *before;
	const struct tc_period	*p;
	int64_t			 gain, lo, hi;

	/* The clock as it stood just before the press. */
	if (mid.state == CLOCK_RUNNING)
		must(&mid, clock_stop(&mid, now));
	p = &mid.tc.periods[mid.period[mover]];
	gain = after->left[mover] - mid.left[mover];
	lo = hi = p->inc_ms;
	if (before->tc.kind != TC_PERIODS) {
		assert_int_equal(gain, 0);
		return;
	}
	if (p->delay_kind == TC_DELAY_BRONSTEIN)
		hi += p->delay_ms;
	if (after->period[mover] != mid.period[mover] ||
	    (p->moves != 0 && after->pmoves[mover] == 0)) {
		lo += after->tc.periods[after->period[mover]].base_ms;
		hi += after->tc.periods[after->period[mover]].base_ms;
	}
	assert_true(gain >= lo);
	assert_true(gain <= hi);
}

/* How much the property test exercised, reported at its end. */
static long	oracle_checks, flags_seen, periods_seen;

static void
property_run(const char *text, uint64_t seed, int steps)
{
	struct clock	c = mk(text), prev;
	struct clock_view v0, v1;
	uint64_t	rng = seed;
	int64_t		now = 0, dt, initial_sum;
	bool		plain, adjusted = false;
	int		i, s;

	/*
	 * The oracle: no increments or delays, and no move count after a
	 * sudden-death period (its moves count from when it was entered).
	 */
	plain = c.tc.kind == TC_PERIODS;
	for (i = 0; i < c.tc.nperiods; i++) {
		if (c.tc.periods[i].inc_ms != 0 ||
		    c.tc.periods[i].delay_ms != 0)
			plain = false;
		if (i > 0 && c.tc.periods[i].moves != 0 &&
		    c.tc.periods[i - 1].moves == 0)
			plain = false;
	}
	initial_sum = c.left[0] + c.left[1];
	must(&c, clock_start(&c, now, (int)rng_below(&rng, 2)));
	for (i = 0; i < steps; i++) {
		/* Corrections only in the second half: the oracle first. */
		int	op = (int)rng_below(&rng, i < steps / 2 ? 80 : 100);

		/* Time passes: sometimes exactly to the flag or a change. */
		switch (rng_below(&rng, 4)) {
		case 0:
			dt = clock_next_flag(&c, now);
			break;
		case 1:
			dt = clock_next_event(&c, now, FORMAT_TENTHS_MS);
			break;
		default:
			dt = rng_below(&rng, 120 * SEC);
			break;
		}
		if (dt == CLOCK_NEVER || dt > 1000 * SEC)
			dt = rng_below(&rng, 5 * SEC);
		/* Passing time alone never adds time (but the hourglass's). */
		clock_peek(&c, now, &v0);
		clock_peek(&c, now + dt, &v1);
		for (s = 0; s < 2; s++) {
			if (c.tc.kind == TC_HOURGLASS && s != v0.running)
				assert_true(v1.left[s] >= v0.left[s]);
			else if (c.tc.kind != TC_PERIODS ||
			    c.period[s] + 1 == c.tc.nperiods)
				assert_true(v1.left[s] <= v0.left[s]);
			if (v0.flag[s] != CLOCK_NO_FLAG)
				assert_int_equal(v1.flag[s], v0.flag[s]);
		}
		/* Lazy settling: a stop and go midway changes no reading. */
		if (c.state == CLOCK_RUNNING) {
			struct clock	split = c;

			must(&split, clock_stop(&split, now + dt / 2));
			must(&split, clock_go(&split, now + dt / 2));
			clock_peek(&split, now + dt, &v0);
			for (s = 0; s < 2; s++) {
				assert_int_equal(v0.left[s], v1.left[s]);
				assert_int_equal(v0.used[s], v1.used[s]);
				assert_int_equal(v0.flag[s], v1.flag[s]);
				assert_int_equal(v0.period[s], v1.period[s]);
			}
		}
		now += dt;
		check_next_change(&c, now);
		prev = c;
		if (op < 70) {
			int mover = c.turn;

			must(&c, clock_press(&c, now));
			check_press_gain(&prev, &c, now, mover);
		} else if (op < 80) {
			if (c.state == CLOCK_RUNNING)
				must(&c, clock_stop(&c, now));
			else
				must(&c, clock_go(&c, now));
		} else if (op < 85 && tc_timed(&c.tc)) {
			must(&c, clock_adjust(&c, now, (int)rng_below(&rng, 2),
			    rng_below(&rng, 240 * SEC) - 120 * SEC));
			adjusted = true;
		} else if (op < 88 && c.tc.kind == TC_PERIODS) {
			must(&c, clock_set(&c, now, rng_below(&rng, 600 * SEC),
			    rng_below(&rng, 600 * SEC), c.moves[!c.first]));
			adjusted = true;
		} else if (c.state == CLOCK_STOPPED)
			must(&c, clock_go(&c, now));
		/* Flags once down stay down, at the same instant. */
		for (s = 0; s < 2; s++) {
			flags_seen += prev.flag[s] == CLOCK_NO_FLAG &&
			    c.flag[s] != CLOCK_NO_FLAG;
			periods_seen += c.period[s] != prev.period[s];
			if (prev.flag[s] != CLOCK_NO_FLAG)
				assert_int_equal(c.flag[s], prev.flag[s]);
		}
		/* Total time conserved, without increments or delays. */
		clock_peek(&c, now, &v0);
		if (c.tc.kind == TC_HOURGLASS && !adjusted)
			assert_int_equal(v0.left[0] + v0.left[1],
			    initial_sum);
		if (plain && !adjusted) {
			for (s = 0; s < 2; s++) {
				int64_t	a = allotted(&c.tc, v0.used[s],
				    c.moves[s]);

				/*
				 * Until a flag falls, left is exactly what
				 * was given minus what was used; after, the
				 * time spent at 0 is not owed (left >= it).
				 */
				oracle_checks++;
				if (v0.flag[s] == CLOCK_NO_FLAG)
					assert_int_equal(v0.left[s],
					    a - v0.used[s]);
				else
					assert_true(v0.left[s] >= a - v0.used[s]);
			}
		}
	}
}

static void
test_property(void **state)
{
	static const char *const controls[] = {
		"300", "40/600:300", "2/10:3/20:30", "5/60", "60:30:5/10",
		"*180", "*5", "30+2", "60d3", "60b3", "10/100+1b2:50d1",
		"1:0d1:0.1:0.1d2:5/10", "20d5:0d5:10:1/0:2", "3.5:0.2:0.1:40b1",
		"40/5400+30:1800+30", "?", "-",
	};
	size_t	i;

	(void)state;
	for (i = 0; i < sizeof controls / sizeof controls[0]; i++)
		property_run(controls[i], 0x9e3779b97f4a7c15ULL + i, 3000);
	print_message("property: %zu controls, %ld oracle checks, %ld flags "
	    "fallen, %ld period changes\n", i, oracle_checks, flags_seen,
	    periods_seen);
	assert_true(oracle_checks > 1000 && flags_seen > 10 &&
	    periods_seen > 10);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_start_black),
		cmocka_unit_test(test_flag_at_zero),
		cmocka_unit_test(test_period_and_flag_same_ms),
		cmocka_unit_test(test_increment_from_move_one),
		cmocka_unit_test(test_increment_later_period),
		cmocka_unit_test(test_repeating_period),
		cmocka_unit_test(test_sudden_death_then_more),
		cmocka_unit_test(test_delay),
		cmocka_unit_test(test_bronstein),
		cmocka_unit_test(test_both_flags),
		cmocka_unit_test(test_stop_go),
		cmocka_unit_test(test_set),
		cmocka_unit_test(test_adjust),
		cmocka_unit_test(test_read),
		cmocka_unit_test(test_charge),
		cmocka_unit_test(test_hourglass),
		cmocka_unit_test(test_untimed),
		cmocka_unit_test(test_scoresheet_and_quickplay),
		cmocka_unit_test(test_next_change),
		cmocka_unit_test(test_whole_game),
		cmocka_unit_test(test_property),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
