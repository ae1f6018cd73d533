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

/* A script session holding the event the lines make, at T0. */
static void
open_event(const char *const *lines, size_t n)
{
	size_t	i;

	ses = session_script("follower");
	assert_non_null(ses);
	session_set_virtual(ses, T0);
	for (i = 0; i < n; i++)
		run(lines[i]);
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
	(void)state;
	open_event(lines, sizeof lines / sizeof lines[0]);
	follow_init(&fol, 20 * 60 * 1000LL);
	assert_int_equal(fol.quarantine_ms, FOLLOW_QUARANTINE_MS);
	fol.quarantine_ms = 0;	/* but where the quarantine is tested */
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

/* Guidelines II.1: a source's Chess960 start that is not the board's is
 * reported, nothing applied; LiveChess Cloud's 518 on an ordinary game is
 * the board's start. */
static void
test_start(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	s.chess960 = 266;
	snprintf(s.fen, sizeof s.fen,
	    "rnnbkqbr/pppppppp/8/8/8/8/PPPPPPPP/RNNBKQBR w KQkq - 0 1");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0), "report 1 start \"Chess960 266\"");
	send_plan();
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 0);
	assert_true(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_START - 1].active);
	s.chess960 = 518;
	s.fen[0] = '\0';
	assert_string_equal(planned(&s, T0 + 1000), "move 1 e4");
	snap_release(&s);
}

/* A Chess960 board from start 96 (BBQNRNKR): the source's 96 is its
 * start, whatever its castling field says; a 518 source is not. */
static void
test_start_960(void **state)
{
	static const char *const lines[] = {
		"event \"Follow960\" game chess960 rules fide-2023",
		"tc \"40/5400+30:1800+30\"",
		"player 1 \"Carlsen, Magnus\"",
		"player 2 \"Caruana, Fabiano\"",
		"round 1 date 2026-11-22 start 15:00 end 20:00",
		"pair 1 1 2 start 96",
		"start all",
	};
	struct feed_game	s;

	(void)state;
	session_close(ses);
	open_event(lines, sizeof lines / sizeof lines[0]);
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	s.chess960 = 96;
	snprintf(s.fen, sizeof s.fen,
	    "bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w EHeh - 0 1");
	snap_push(&s, "Nfe3", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0), "move 1 Nfe3");
	s.chess960 = 518;
	s.fen[0] = '\0';
	snap_push(&s, "Nfe6", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 1000),
	    "report 1 start \"Chess960 518\"");
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
	/* A source's garbage (control bytes in a name: the live bench's
	 * broken folder) is still a report the journal can hold. */
	snap_init(&s, 1, "Naka\001mura,\tHikaru", "Caruana\r\n");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 4000),
	    "report 1 players \"Naka mura, Hikaru - Caruana\"");
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

/* The plan of follow_tick() at now, as planned() gives it. */
static const char *
ticked(int64_t now)
{
	char	line[COMMAND_LINE_MAX + 1];
	size_t	i;

	follow_plan_clear(&plan);
	follow_tick(&fol, session_event(ses), now, &plan);
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

/* FEEDS 7.3.18: a side's readings that stop changing while it moves are
 * stale: reported once, and no longer sent as the clock's until they
 * change again. */
static void
test_stale_plies(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", 5400000);
	snap_push(&s, "e5", 5390000);
	snap_push(&s, "Nf3", 5400000);
	snap_push(&s, "Nc6", 5380000);
	snap_push(&s, "Bb5", 5400000);
	/* Three moves at one reading, but within seconds: a fast opening. */
	assert_string_equal(planned(&s, T0), "move 1 e4 clock 1:30:00; "
	    "move 1 e5 clock 1:29:50; move 1 Nf3 clock 1:30:00; "
	    "move 1 Nc6 clock 1:29:40; move 1 Bb5 clock 1:30:00");
	send_plan();
	/* A minute on, White's clock still says 1:30:00 after a fourth. */
	snap_push(&s, "a6", 5370000);
	snap_push(&s, "Ba4", 5400000);
	assert_string_equal(planned(&s, T0 + 60000),
	    "report 1 stale \"white 1:30:00\"; move 1 a6 clock 1:29:30; "
	    "move 1 Ba4");
	send_plan();
	assert_true(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_STALE - 1].active);
	snap_push(&s, "Nf6", 5360000);
	snap_push(&s, "O-O", 5400000);
	assert_string_equal(planned(&s, T0 + 70000), "move 1 Nf6 clock "
	    "1:29:20; move 1 O-O");		/* once reported */
	send_plan();
	/* The clock is back: its readings are the table's again. */
	snap_push(&s, "Be7", 5350000);
	snap_push(&s, "Re1", 5330000);
	assert_string_equal(planned(&s, T0 + 80000), "move 1 Be7 clock "
	    "1:29:10; move 1 Re1 clock 1:28:50");
	snap_release(&s);
}

/* 7.3.18: the source's own reading (LCC's clock object, which its reader
 * gives the last two plies) read before the last moves: stale. */
static void
test_stale_object(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	s.white_ms = 5400000;
	s.black_ms = 5395000;
	s.read_at_ms = T0 - 1000;
	snap_push(&s, "e4", 5400000);
	snap_push(&s, "e5", 5395000);
	assert_string_equal(planned(&s, T0), "move 1 e4 clock 1:30:00; "
	    "move 1 e5 clock 1:29:55");
	send_plan();
	/* Two plies on, the same object, read at the same time. */
	snap_push(&s, "Nf3", 5400000);
	snap_push(&s, "Nc6", 5395000);
	assert_string_equal(planned(&s, T0 + 20000), "report 1 stale "
	    "\"white 1:30:00 black 1:29:55\"; move 1 Nf3; move 1 Nc6");
	send_plan();
	/* Nor is it sent alone as the clocks' reading. */
	s.hash++;
	assert_string_equal(planned(&s, T0 + 30000), "");
	/* A new read: fresh. */
	s.read_at_ms = T0 + 35000;
	s.white_ms = 5380000;
	s.black_ms = 5390000;
	assert_string_equal(planned(&s, T0 + 36000), "clock 1 1:29:40 1:29:50");
	snap_release(&s);
}

/* FEEDS 1.1: a rewritten or shorter game is held 2.5 s (a piece in the
 * air flickers back), reported only if the source still shows it. */
static void
test_quarantine(void **state)
{
	struct feed_game	s;

	(void)state;
	fol.quarantine_ms = FOLLOW_QUARANTINE_MS;
	run("move 1 e4");
	run("move 1 e5");
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	snap_push(&s, "c5", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0), "");
	assert_string_equal(ticked(T0 + 1000), "");
	/* Back to what the event holds, then on: nothing was wrong. */
	strcpy(s.plies[1].move, "e5");
	snap_push(&s, "Nf3", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 2000), "move 1 Nf3");
	send_plan();
	assert_string_equal(ticked(T0 + 5000), "");
	/* Shorter, and it stays so: reported once the 2.5 s are over. */
	s.n = 2;
	s.hash++;
	assert_string_equal(planned(&s, T0 + 6000), "");
	assert_string_equal(ticked(T0 + 8000), "");
	assert_string_equal(ticked(T0 + 8500), "report 1 rewrite ply 3 \"-\"");
	send_plan();
	assert_string_equal(ticked(T0 + 12000), "");
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 3);
	snap_release(&s);
}

/* 9.1.2.2: a {=} in the source's record is an offer after its move. */
static void
test_offer(void **state)
{
	struct feed_game	s;
	const struct game	*g;

	(void)state;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	snap_push(&s, "e5", FEED_CLOCK_NONE);
	s.plies[1].offer = true;
	snap_push(&s, "Nf3", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0),
	    "move 1 e4; move 1 e5; offer 1 black; move 1 Nf3");
	send_plan();
	g = event_game_const(session_event(ses), 1);
	assert_true(g->marks[1] & GAME_MARK_OFFER);
	assert_false(g->marks[2] & GAME_MARK_OFFER);
	snap_release(&s);
}

static bool
may_not_dgt2(void *arg, const char *user, uint16_t board)
{
	(void)arg;
	(void)board;
	return strcmp(user, "dgt2") != 0;
}

/* FEEDS 7.3.16: one board in two sources of one follower, or fed by two
 * feed users: reported, and the second never applied. */
static void
test_conflict(void **state)
{
	static const char *const names[] = { "/lc/a", "http://lcc/b" };
	struct feed_game	s, t;

	(void)state;
	fol.source_names = names;
	fol.nsources = 2;
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	snap_init(&t, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&t, "d4", FEED_CLOCK_NONE);
	follow_plan_clear(&plan);
	follow_snapshot_from(&fol, session_event(ses), &s, 1, T0, &plan);
	send_plan();
	follow_plan_clear(&plan);
	follow_snapshot_from(&fol, session_event(ses), &t, 2, T0 + 1000,
	    &plan);
	assert_int_equal(plan.n, 1);
	assert_int_equal(plan.cmds[0].verb, COMMAND_REPORT);
	assert_int_equal(plan.cmds[0].u.report.kind, COMMAND_REPORT_CONFLICT);
	assert_string_equal(plan.cmds[0].u.report.text, "/lc/a / http://lcc/b");
	send_plan();
	follow_plan_clear(&plan);
	follow_snapshot_from(&fol, session_event(ses), &t, 2, T0 + 2000,
	    &plan);
	assert_int_equal(plan.n, 0);		/* once */
	assert_int_equal(event_game_const(session_event(ses), 1)->nmoves, 1);
	/* Board 2: another follower's user fed it first. */
	fol.me = "dgt1";
	follow_line(&fol, "dgt2", COMMAND_MOVE, 1, 2);
	follow_line(&fol, "dgt1", COMMAND_MOVE, 1, 2);
	snap_release(&s);
	snap_init(&s, 2, "Hans Muller", "Oystein Hole");
	snap_push(&s, "c4", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 3000),
	    "report 2 conflict \"dgt2 / dgt1\"");
	/* The chief narrowed dgt2's boards: board 2 is dgt1's now. */
	fol.may = may_not_dgt2;
	s.hash++;
	assert_string_equal(planned(&s, T0 + 4000), "move 2 c4");
	/* A new round: nobody has fed its games yet. */
	fol.may = NULL;
	follow_line(&fol, "dgt2", COMMAND_MOVE, 2, 2);
	s.hash++;
	assert_string_equal(planned(&s, T0 + 5000), "move 2 c4");
	snap_release(&s);
	snap_release(&t);
}

/*
 * Issue 28: the event's 'source' entries say whose a board is, whoever
 * fed it first this round; a follower whose entries changed lets the
 * next snapshots say which of its sources gives a board.
 */
static void
test_conflict_entries(void **state)
{
	static const char *const names[] = { "/lc/a", "/lc/b" };
	struct feed_game	s;

	(void)state;
	fol.source_names = names;
	fol.nsources = 2;
	fol.me = "dgt1";
	follow_line(&fol, "dgt2", COMMAND_MOVE, 1, 2);
	snap_init(&s, 2, "Hans Muller", "Oystein Hole");
	snap_push(&s, "c4", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0), "report 2 conflict "
	    "\"dgt2 / dgt1\"");
	/* The chief gives board 2 to dgt1's entry: it is his. */
	run("source dgt1 boards 1-2 \"/lc/a\"");
	s.hash++;
	assert_string_equal(planned(&s, T0 + 1000), "move 2 c4");
	send_plan();
	/* And moves it to dgt2's: dgt1's snapshots are a conflict again
	 * (said once more: the text is the same, so not planned twice). */
	run("source dgt1 off");
	run("source dgt2 boards 2 \"/lc/b\"");
	s.hash++;
	fol.me = "dgt2";
	snap_push(&s, "e5", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 2000), "move 2 e5");
	fol.me = "dgt1";
	s.hash++;
	assert_string_equal(planned(&s, T0 + 3000), "");
	snap_release(&s);

	/* Within one follower: source 1 gave board 1; once the entries
	 * change, source 2 may (the entries never give a board twice). */
	fol.me = "dgt2";
	snap_init(&s, 1, "Carlsen, Magnus", "Caruana, Fabiano");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	follow_plan_clear(&plan);
	follow_snapshot_from(&fol, session_event(ses), &s, 1, T0 + 4000,
	    &plan);
	send_plan();
	snap_push(&s, "e5", FEED_CLOCK_NONE);
	follow_plan_clear(&plan);
	follow_snapshot_from(&fol, session_event(ses), &s, 2, T0 + 5000,
	    &plan);
	assert_int_equal(plan.n, 1);
	assert_int_equal(plan.cmds[0].u.report.kind, COMMAND_REPORT_CONFLICT);
	follow_sources_changed(&fol);
	s.hash++;
	follow_plan_clear(&plan);
	follow_snapshot_from(&fol, session_event(ses), &s, 2, T0 + 6000,
	    &plan);
	assert_int_equal(plan.n, 1);
	assert_int_equal(plan.cmds[0].verb, COMMAND_MOVE);
	assert_string_equal(plan.cmds[0].u.move.text, "e5");
	snap_release(&s);
}

/*
 * LiveChess's match:false: an e-board's pieces off the game for
 * FOLLOW_MISMATCH_MS (the snapshot says since when; the time is the
 * snapshot's and the tick's, no wait) is one 'report B board', its
 * instant UTC; a move answers it, and a new mismatch is news.
 */
static void
test_board_mismatch(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "", "");
	snap_push(&s, "e4", FEED_CLOCK_NONE);
	s.mismatch_since_ms = T0;	/* 11:06:40 UTC */
	assert_string_equal(planned(&s, T0), "move 1 e4");
	send_plan();
	assert_string_equal(ticked(T0 + FOLLOW_MISMATCH_MS - 1), "");
	assert_string_equal(planned(&s, T0 + FOLLOW_MISMATCH_MS - 1), "");
	/* No new event from LiveChess: the tick says it, once. */
	assert_string_equal(ticked(T0 + FOLLOW_MISMATCH_MS),
	    "report 1 board \"pieces not as the game since 11:06:40\"");
	send_plan();
	assert_true(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_BOARD - 1].active);
	assert_string_equal(ticked(T0 + 2 * FOLLOW_MISMATCH_MS), "");
	assert_string_equal(planned(&s, T0 + 2 * FOLLOW_MISMATCH_MS), "");
	/* Matching again, a move with it: the alert is answered. */
	s.mismatch_since_ms = 0;
	snap_push(&s, "e5", FEED_CLOCK_NONE);
	assert_string_equal(planned(&s, T0 + 130000), "move 1 e5");
	send_plan();
	assert_false(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_BOARD - 1].active);
	assert_string_equal(ticked(T0 + 300000), "");
	/* Off again, from 11:09:00 (no new ply: the same game). */
	s.mismatch_since_ms = T0 + 140000;
	s.hash++;
	assert_string_equal(planned(&s, T0 + 140000 + FOLLOW_MISMATCH_MS),
	    "report 1 board \"pieces not as the game since 11:09:00\"");
	snap_release(&s);
}

/* A game over is not watched: its pieces off the game are no news. */
static void
test_board_mismatch_over(void **state)
{
	struct feed_game	s;

	(void)state;
	run("result 1 1-0 \"the arbiter's\"");
	snap_init(&s, 1, "", "");
	s.mismatch_since_ms = T0;
	s.hash = 1;
	assert_string_equal(planned(&s, T0 + FOLLOW_MISMATCH_MS), "");
	assert_string_equal(ticked(T0 + 2 * FOLLOW_MISMATCH_MS), "");
	snap_release(&s);
}

/* A draughts event whose board 1 the king on 47 must take three pieces
 * on, two ways both written 47x36 (4.13, 4.14, 8.2.3). */
static int
setup_draughts(void **state)
{
	static const char *const lines[] = {
		"event \"Follow\" rules fid-draughts game draughts",
		"tc \"4800+60\"",
		"player 1 \"White Player\"",
		"player 2 \"Black Player\"",
		"round 1 date 2026-11-22 start 15:00",
		"pair 1 1 2",
		"start 1",
		"setposition 1 fen \"W:WK47:B7,12,14,17,23,31,33,37,44\"",
	};
	(void)state;
	open_event(lines, sizeof lines / sizeof lines[0]);
	follow_init(&fol, 20 * 60 * 1000LL);
	fol.quarantine_ms = 0;
	follow_plan_init(&plan);
	return 0;
}

/*
 * FEEDS 7.3.20: a capture two routes reach, that the game's end left as
 * the source wrote it (pdnroutes.h), is an 'ambiguous' report naming the
 * routes, not an 'illegal' one; it holds the board; the arbiter's move
 * with one route answers it, and the source's 47x36 then agrees.
 */
static void
test_ambiguous(void **state)
{
	struct feed_game	s;

	(void)state;
	snap_init(&s, 1, "", "");
	snprintf(s.fen, sizeof s.fen, "W:WK47:B7,12,14,17,23,31,33,37,44");
	snap_push(&s, "47x36", FEED_CLOCK_NONE);
	snap_push(&s, "7-11", FEED_CLOCK_NONE);
	strcpy(s.result, "2-0");
	assert_string_equal(planned(&s, T0), "report 1 ambiguous ply 1 "
	    "\"47x36: 47x29x18x36 or 47x20x9x36\"; report 1 result \"2-0\"");
	send_plan();
	assert_true(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_AMBIGUOUS - 1].active);
	assert_false(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_ILLEGAL - 1].active);
	s.hash++;
	assert_string_equal(planned(&s, T0 + 1000), "");	/* held, once */
	/* The arbiter knows the route (the scoresheet, the players). */
	run("move 1 47x29x18x36");
	assert_false(event_game_const(session_event(ses), 1)->alerts[
	    COMMAND_REPORT_AMBIGUOUS - 1].active);
	assert_string_equal(planned(&s, T0 + 2000), "move 1 7-11");
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
		cmocka_unit_test_setup_teardown(test_start, setup, teardown),
		cmocka_unit_test_setup_teardown(test_start_960, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_clock_and_result, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_silent, setup, teardown),
		cmocka_unit_test_setup_teardown(test_stale_plies, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_stale_object, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_quarantine, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_offer, setup, teardown),
		cmocka_unit_test_setup_teardown(test_conflict, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_conflict_entries, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_board_mismatch, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_board_mismatch_over, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_ambiguous, setup_draughts,
		    teardown),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
