/*
 * test_alerts.c: the engine's alerts on a followed record (issue 28, item
 * 4) through event_apply(), with the source's clock readings: 8.4 and the
 * flag from a reading, the draw a claim would get, and a takeback's
 * clock and positions (what a replay of the source's correction keeps).
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "command.h"
#include "event.h"

static bool
apply(struct event *ev, const char *line, int64_t now)
{
	struct command	cmd;
	struct refusal	why;

	assert_int_equal(command_parse(line, strlen(line), &cmd, NULL),
	    COMMAND_OK);
	return event_apply(ev, &cmd, now, &why);
}

static void
must(struct event *ev, const char *line, int64_t now)
{
	if (!apply(ev, line, now))
		fail_msg("refused: %s", line);
	assert_true(event_ok(ev));
}

static struct game *
followed(struct event *ev, const char *tc)
{
	char	line[64];

	event_init(ev);
	must(ev, "event \"Test\" rules fide-2023", 0);
	(void)snprintf(line, sizeof line, "tc \"%s\"", tc);
	must(ev, line, 0);
	must(ev, "player 1 \"A\"", 0);
	must(ev, "player 2 \"B\"", 0);
	must(ev, "round 1", 0);
	must(ev, "pair 1 1 2", 0);
	must(ev, "start 1", 0);
	return event_game(ev, 1);
}

/* 2023 8.4: under five minutes, no increment of 30 s: no scoresheet;
 * the reading from the table, not this clock, puts White there. */
static void
test_scoresheet_from_reading(void **state)
{
	struct event	ev;
	struct game	*g = followed(&ev, "5400+10");

	(void)state;
	must(&ev, "move 1 e4 clock 1:29:58", 2000);
	must(&ev, "move 1 e5 clock 1:29:55", 5000);
	assert_false(game_scoresheet_free(g, 6000, CLOCK_WHITE));
	must(&ev, "clock 1 4:59 1:29:55", 6000);
	assert_true(game_scoresheet_free(g, 6000, CLOCK_WHITE));
	assert_false(game_scoresheet_free(g, 6000, CLOCK_BLACK));
	/* 6.1, 6.9: a reading of 0:00 is a flag down. */
	must(&ev, "clock 1 0:00 1:29:55", 7000);
	assert_true(clock_flag(&g->clock, 7000, CLOCK_WHITE, NULL));
	event_release(&ev);
}

/* 9.2 at the third appearance; after a takeback the positions taken back
 * no longer count (the keys since the start end where the record does). */
static void
test_claimable_and_takeback(void **state)
{
	static const char *const knights[] = {
		"move 1 Nf3", "move 1 Nf6", "move 1 Ng1", "move 1 Ng8" };
	struct event	ev;
	struct game	*g = followed(&ev, "5400+30");
	int64_t		now = 1000;
	size_t		i;

	(void)state;
	for (i = 0; i < 8; i++) {
		assert_int_equal(game_claimable(g), LAW_NONE);
		must(&ev, knights[i % 4], now += 1000);
	}
	assert_int_equal(game_claimable(g), LAW_REPETITION);
	must(&ev, "takeback 1 5", now += 1000);
	assert_int_equal(g->ply0 + g->nmoves, 4);
	assert_int_equal(game_claimable(g), LAW_NONE);
	assert_int_equal(game_side(g), CLOCK_WHITE);
	assert_int_equal(g->clock.turn, CLOCK_WHITE);
	assert_int_equal(g->clock.moves[CLOCK_WHITE], 2);
	assert_int_equal(g->clock.moves[CLOCK_BLACK], 2);
	/* An odd number back: Black to move, his clock runs. */
	must(&ev, "takeback 1 4", now += 1000);
	assert_int_equal(game_side(g), CLOCK_BLACK);
	assert_int_equal(g->clock.turn, CLOCK_BLACK);
	assert_int_equal(g->clock.moves[CLOCK_WHITE], 2);
	assert_int_equal(g->clock.moves[CLOCK_BLACK], 1);
	must(&ev, "move 1 Ng8", now += 1000);
	assert_int_equal(game_side(g), CLOCK_WHITE);
	event_release(&ev);
}

/* A period's move count: the take-back moves each side back to the
 * period its moves give (6.2b: the control was not reached yet). */
static void
test_takeback_period(void **state)
{
	struct event	ev;
	struct game	*g = followed(&ev, "2/5400+30:1800+30");

	(void)state;
	must(&ev, "move 1 e4", 1000);
	must(&ev, "move 1 e5", 2000);
	must(&ev, "move 1 Nf3", 3000);
	must(&ev, "move 1 Nc6", 4000);
	assert_int_equal(g->clock.period[CLOCK_BLACK], 1);
	must(&ev, "takeback 1 3", 5000);
	assert_int_equal(g->clock.period[CLOCK_WHITE], 0);
	assert_int_equal(g->clock.period[CLOCK_BLACK], 0);
	/* Not past the arbiter's act: his setclock after ply 3 stands. */
	must(&ev, "move 1 Nf3", 6000);
	must(&ev, "setclock 1 1:20:00 1:20:00", 7000);
	must(&ev, "move 1 Nc6", 8000);
	assert_false(apply(&ev, "takeback 1 3", 9000));
	must(&ev, "takeback 1 4", 9000);
	assert_false(apply(&ev, "takeback 1 5", 10000));	/* no ply 5 */
	event_release(&ev);
}

int
main(void)
{
	const struct CMUnitTest	tests[] = {
		cmocka_unit_test(test_scoresheet_from_reading),
		cmocka_unit_test(test_claimable_and_takeback),
		cmocka_unit_test(test_takeback_period),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
