/*
 * test_follow.c: the follower's plan (app/follow.h) against a real event
 * (a script session): snapshots built by hand, the plan formatted as the
 * journal would keep it, then sent through the one command path.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/follow.h"
#include "app/session.h"
#include "event.h"

#define T0	INT64_C(1795000000000)	/* some UTC instant, in ms */

/*
 * Snapshots by hand.  feed.c (the readers' branch) has feed_game_init()
 * and feed_game_push(); these are the few lines this test needs, under
 * names of their own so that the two never clash.
 */
static void
snap_init(struct feed_game *s, uint16_t board, const char *white,
    const char *black)
{
	memset(s, 0, sizeof *s);
	s->board = board;
	s->chess960 = -1;
	strcpy(s->result, "*");
	s->white_ms = s->black_ms = FEED_CLOCK_NONE;
	snprintf(s->white.name, sizeof s->white.name, "%s", white);
	snprintf(s->black.name, sizeof s->black.name, "%s", black);
}

static void
snap_push(struct feed_game *s, const char *move, int64_t clock_ms)
{
	struct feed_ply	*p;

	if (s->n == s->cap) {
		s->cap = s->cap == 0 ? 16 : s->cap * 2;
		s->plies = realloc(s->plies, s->cap * sizeof *s->plies);
		assert_non_null(s->plies);
	}
	p = &s->plies[s->n++];
	memset(p, 0, sizeof *p);
	snprintf(p->move, sizeof p->move, "%s", move);
	p->clock_ms = clock_ms;
	p->emt_ms = FEED_CLOCK_NONE;
	s->hash = s->hash * 31 + s->n;	/* a change: a new hash */
}

static void
snap_release(struct feed_game *s)
{
	free(s->plies);
	s->plies = NULL;
}

static struct session	*ses;
static struct follow	 fol;
static struct follow_plan plan;
static char		 got[4096];

static void
run(const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(ses, &cmd, 0, &cause) != 0)
		fail_msg("'%s': %s", line, cause);
}

static int
setup(void **state)
{
	static const char *const lines[] = {
		"event \"Follow\" rules fide-2023",
		"tc \"40/5400+30:1800+30\"",
		"player 1 \"Carlsen, Magnus\" fide-id 1503014",
		"player 2 \"Caruana, Fabiano\" fide-id 2020009",
		"player 3 \"M\xc3\xbcller, Hans\"",
		"player 4 \"Hole, \xc3\x98ystein\"",
		"round 1 date 2026-11-22 start 15:00 end 20:00",
		"pair 1 1 2",
		"pair 2 3 4",
		"start all",
	};
	size_t	i;

	(void)state;
	ses = session_script("follower");
	assert_non_null(ses);
	session_set_virtual(ses, T0);
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++)
		run(lines[i]);
	follow_init(&fol, 20 * 60 * 1000LL);
	follow_plan_init(&plan);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	follow_plan_release(&plan);
	follow_release(&fol);
	session_close(ses);
	return 0;
}

/* The plan of snapshot s at now, as journal lines joined by "; ". */
static const char *
planned(const struct feed_game *s, int64_t now)
{
	char	line[COMMAND_LINE_MAX + 1];
	size_t	i;

	follow_plan_clear(&plan);
	follow_snapshot(&fol, session_event(ses), s, now, &plan);
	got[0] = '\0';
	for (i = 0; i < plan.n; i++) {
		assert_true(command_format(&plan.cmds[i], line,
		    sizeof line) > 0);
		if (i > 0)
			strcat(got, "; ");
		strcat(got, line);
	}
	return got;
}

/* Send the plan through the one command path. */
static void
send_plan(void)
{
	struct command	 cmd;
	char		*cause = NULL;
	size_t		 i;

	for (i = 0; i < plan.n; i++) {
		cmd = plan.cmds[i];
		if (session_do(ses, &cmd, 0, &cause) != 0)
			fail_msg("planned command refused: %s", cause);
	}
}

static void
test_names(void **state)
{
	(void)state;
	assert_true(follow_names_match("Carlsen, Magnus", "Magnus Carlsen"));
	assert_true(follow_names_match("CARLSEN,Magnus", "carlsen magnus"));
	assert_true(follow_names_match("Carlsen, M.", "Magnus Carlsen"));
	assert_true(follow_names_match("Carlsen, Magnus", "Carlsen"));
	assert_true(follow_names_match("Hole, \xc3\x98ystein",
	    "Oystein Hole"));
	assert_true(follow_names_match("M\xc3\xbcller, Hans", "Hans Muller"));
	assert_true(follow_names_match("Ma\xc5\x9b, \xc5\x81ukasz",
	    "Lukasz Mas"));
	assert_false(follow_names_match("Caruana, Fabiano", "Magnus Carlsen"));
	assert_false(follow_names_match("Carlsen, Magnus", "Carlsen, Henrik"));
	assert_false(follow_names_match("M. C.", "Magnus Carlsen"));
	assert_false(follow_names_match("", "Magnus Carlsen"));
	assert_false(follow_names_match("Carlsen, Magnus", "?"));
}

/* New plies become moves with their readings; the event's are skipped. */
static void
test_append(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", 5425000);
	snap_push(&s, "e5", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0),
	    "move 1 e4 clock 1:30:25; move 1 e5");
	send_plan();
	assert_string_equal(planned(&s, T0 + 1000), "");
	/* The arbiter typed Nf3 himself: the source's Nf3 is the event's. */
	run("move 1 Nf3");
	snap_push(&s, "Nf3", 5420000);
	snap_push(&s, "Nc6", 5410000);
	assert_string_equal(planned(&s, T0 + 2000), "move 1 Nc6 clock 1:30:10");
	send_plan();
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 4);
	snap_release(&s);
}

/* A ply the event holds, shown otherwise: a rewrite, never applied. */
static void
test_rewrite(void **state)
{
	struct feed_game	s;

	(void)state;
	run("move 1 e4");
	run("move 1 e5");
	snap_init(&s, 1, "Magnus Carlsen", "Fabiano Caruana");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	snap_push(&s, "c5", FEED_CLOCK_NONE);
	snap_push(&s, "Nf3", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0),
	    "report 1 rewrite ply 2 \"c5 Nf3\"");
	send_plan();
	assert_string_equal(planned(&s, T0 + 1000), "");	/* once */
	/* The board reset: no plies at all. */
	s.n = 0;
	s.hash++;
	assert_string_equal(planned(&s, T0 + 2000),
	    "report 1 rewrite ply 1 \"-\"");
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 2);
	snap_release(&s);
}

/* The rewrite accepted (takeback, the console's V w): the follower sends
 * the source's moves from the ply taken back, and nothing more is wrong. */
static void
test_rewrite_accepted(void **state)
{
	struct feed_game	s;

	(void)state;
	run("move 1 e4");
	run("move 1 e5");
	snap_init(&s, 1, "Magnus Carlsen", "Fabiano Caruana");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	snap_push(&s, "c5", FEED_CLOCK_NONE);
	snap_push(&s, "Nf3", 5420000);
	assert_string_equal(planned(&s, T0),
	    "report 1 rewrite ply 2 \"c5 Nf3\"");
	send_plan();
	run("takeback 1 2");
	assert_string_equal(planned(&s, T0 + 1000),
	    "move 1 c5; move 1 Nf3 clock 1:30:20");
	send_plan();
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 3);
	assert_int_equal(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_REWRITE - 1].active, false);
	snap_release(&s);
}

/* The first ply the rules refuse: one report, nothing after it, and the
 * board held while the report waits for the arbiter. */
static void
test_illegal(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	snap_push(&s, "f5", FEED_CLOCK_NONE);
	snap_push(&s, "Ke3", FEED_CLOCK_NONE);	/* no king goes there */
	snap_push(&s, "g6", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0),
	    "move 1 e4; move 1 f5; report 1 illegal ply 3 \"Ke3\"");
	send_plan();
	assert_true(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_ILLEGAL - 1].active);
	assert_string_equal(planned(&s, T0 + 1000), "");
	/* The source goes on (the opponent replied): still held. */
	s.plies[2] = s.plies[3];
	strcpy(s.plies[2].move, "Qh5");		/* legal now */
	s.hash++;
	assert_string_equal(planned(&s, T0 + 2000), "");
	/* The arbiter dismisses: what the rules take flows again. */
	run("dismiss 1");
	assert_string_equal(planned(&s, T0 + 3000), "move 1 Qh5+; move 1 g6");
	snap_release(&s);
}

/* FEEDS 2.3, 7.3.8: the kings put in the centre to give the result. */
static void
test_kings_in_the_centre(void **state)
{
	struct feed_game	s;

	(void)state;
	run("setposition 2 fen \"8/8/8/3k4/8/4K3/8/R7 w - - 0 60\"");
	snap_init(&s, 2, "Hans Muller", "Oystein Hole");
	snap_push(&s, "Ke4", FEED_CLOCK_NONE);	/* beside the black king */
	strcpy(s.result, "1/2-1/2");
	assert_string_equal(planned(&s, T0),
	    "report 2 illegal ply 1 \"Ke4\"; report 2 result \"1/2-1/2\"");
	snap_release(&s);
}

/* Another game on the board: reported, nothing applied. */
static void
test_players(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "Nakamura, Hikaru", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0),
	    "report 1 players \"Nakamura, Hikaru - Caruana, Fabiano\"");
	send_plan();
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 0);
	/* A FIDE id settles it whatever the spelling. */
	snap_release(&s);
	snap_init(&s, 1, "Carlsen, Magnus Oen", "F. Caruana");
	s.white.fide_id = 1503014;
	s.black.fide_id = 2020009;
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 1000), "move 1 e4");
	s.black.fide_id = 2020010;
	assert_string_equal(planned(&s, T0 + 2000),
	    "report 1 players \"Carlsen, Magnus Oen - F. Caruana\"");
	/* A board the event has not: nobody to report to. */
	s.board = 9;
	assert_string_equal(planned(&s, T0 + 3000), "");
	snap_release(&s);
}

/* The clocks alone: a reading, at most one a board every 5 s unless a
 * flag is near; the result, once. */
static void
test_clock_and_result(void **state)
{
	struct feed_game	s;

	(void)state;
	run("move 1 d4");
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "d4", FEED_CLOCK_NONE);
	s.white_ms = 5425000;
	s.black_ms = 5390000;
	assert_string_equal(planned(&s, T0), "clock 1 1:30:25 1:29:50");
	send_plan();
	s.black_ms = 5388000;
	assert_string_equal(planned(&s, T0 + 2000), "");
	assert_string_equal(planned(&s, T0 + 5000), "clock 1 1:30:25 1:29:48");
	s.black_ms = 9000;
	assert_string_equal(planned(&s, T0 + 6000), "clock 1 1:30:25 9");
	s.black_ms = 8000;
	assert_string_equal(planned(&s, T0 + 7000), "clock 1 1:30:25 8");
	strcpy(s.result, "1-0");
	assert_string_equal(planned(&s, T0 + 8000), "report 1 result \"1-0\"");
	send_plan();
	assert_string_equal(planned(&s, T0 + 9000), "");
	/* The arbiter takes it: the report is answered, nothing more. */
	run("result 1 1-0 \"the source's result\"");
	assert_false(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_RESULT - 1].active);
	assert_string_equal(planned(&s, T0 + 10000), "");
	snap_release(&s);
}

/* A board the source leaves unchanged longer than the setting: once. */
static void
test_silent(void **state)
{
	struct feed_game	s;
	int64_t			silent = 20 * 60 * 1000LL;
	char			line[COMMAND_LINE_MAX + 1];

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	planned(&s, T0);
	send_plan();
	planned(&s, T0 + silent - 1000);	/* the same: no change */
	follow_plan_clear(&plan);
	follow_tick(&fol, session_event(ses), T0 + silent - 1, &plan);
	assert_int_equal(plan.n, 0);
	follow_tick(&fol, session_event(ses), T0 + silent, &plan);
	assert_int_equal(plan.n, 1);
	assert_true(command_format(&plan.cmds[0], line, sizeof line) > 0);
	assert_string_equal(line, "report 1 silent \"20:00\"");
	follow_plan_clear(&plan);
	follow_tick(&fol, session_event(ses), T0 + 2 * silent, &plan);
	assert_int_equal(plan.n, 0);
	/* A change, then silence again: news again. */
	snap_push(&s, "e5", FEED_CLOCK_NONE);
	planned(&s, T0 + 2 * silent);
	follow_plan_clear(&plan);
	follow_tick(&fol, session_event(ses), T0 + 3 * silent, &plan);
	assert_int_equal(plan.n, 1);
	snap_release(&s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_names),
		cmocka_unit_test_setup_teardown(test_append, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rewrite, setup, teardown),
		cmocka_unit_test_setup_teardown(test_rewrite_accepted, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_illegal, setup, teardown),
		cmocka_unit_test_setup_teardown(test_kings_in_the_centre,
		    setup, teardown),
		cmocka_unit_test_setup_teardown(test_players, setup, teardown),
		cmocka_unit_test_setup_teardown(test_clock_and_result, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_silent, setup, teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
