/*
 * test_event.c: the executor through event_apply(): a refused command
 * changes nothing (the whole state document is compared before and
 * after), the invariant holds after every command, points per side stay
 * within the game's maximum, and the state document escapes its strings.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "command.h"
#include "event.h"
#include "format_sheet.h"
#include "standings.h"
#include "state.h"

struct buf {
	char	text[65536];
	size_t	len;
};

static void
buf_write(void *arg, const char *s, size_t len)
{
	struct buf	*b = arg;

	assert_true(b->len + len < sizeof b->text);
	memcpy(b->text + b->len, s, len);
	b->len += len;
	b->text[b->len] = '\0';
}

static void
snapshot(const struct event *ev, int64_t now, struct buf *b)
{
	struct state_out	o = { buf_write, b };

	b->len = 0;
	b->text[0] = '\0';
	state_json(ev, 0, 0, now, &o);
}

/* Apply line at now; returns whether it was applied. */
static bool
apply(struct event *ev, const char *line, int64_t now, struct refusal *why)
{
	struct command	cmd;
	struct refusal	dummy;

	assert_int_equal(command_parse(line, strlen(line), &cmd, NULL),
	    COMMAND_OK);
	return event_apply(ev, &cmd, now, why != NULL ? why : &dummy);
}

static void
must(struct event *ev, const char *line, int64_t now)
{
	assert_true(apply(ev, line, now, NULL));
	assert_true(event_ok(ev));
}

static void
setup_game(struct event *ev, const char *tc)
{
	char	line[128];

	event_init(ev);
	must(ev, "event \"Test\"", 0);
	snprintf(line, sizeof line, "tc \"%s\"", tc);
	must(ev, line, 0);
	must(ev, "player 1 \"A \\\"quoted\\\" name\"", 0);
	must(ev, "player 2 \"B\"", 0);
	must(ev, "round 1", 0);
	must(ev, "pair 1 1 2", 0);
	must(ev, "start 1", 0);
}

/* Each of these is refused in the position after 1.e4 and changes nothing. */
static void
test_refusals_change_nothing(void **state)
{
	static const char *const lines[] = {
		"move 1 e4", "move 1 Ke2", "move 2 e5", "claim 1 white repetition",
		"claim 1 white fifty Nf3", "claim 1 black repetition Ke7",
		"claim 1 black quickplay", "claim 1 black time",
		"claim 1 black illegal", "flag 1 white", "flags 1 unknown",
		"accept 1", "decline 1", "decide 1 draw", "illegal 1 e5",
		"seal 1 \"Nf3\"", "open 1", "resume 1", "envelope-lost 1 x",
		"envelope 1 resume 2026-11-23 10:00 place \"R\"",
		"extra 9 both 1m x", "phone 9 white", "start 1",
		"pair 1 1 2", "player 1 \"again\"", "absent 1 white",
		"setposition 1 fen \"8/8/8/8/8/8/8/8 w - - 0 1\"",
		"result 3 1-0 \"x\"", "penalty 7 expel \"x\"",
	};
	struct event	ev;
	struct buf	*before = malloc(sizeof *before);
	struct buf	*after = malloc(sizeof *after);
	struct refusal	why;
	size_t		i;

	(void)state;
	assert_non_null(before);
	assert_non_null(after);
	setup_game(&ev, "40/5400+30:1800+30");
	must(&ev, "move 1 e4", 1000);
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		snapshot(&ev, 5000, before);
		assert_false(apply(&ev, lines[i], 5000, &why));
		assert_int_not_equal(why.code, EVENT_OK);
		assert_true(event_ok(&ev));
		snapshot(&ev, 5000, after);
		assert_string_equal(before->text, after->text);
	}
	event_release(&ev);
	free(before);
	free(after);
}

/* The scoresheet: a move that fills its column ("exd6 e.p.", E9) keeps a
 * blank before the mover's time. */
static void
test_sheet_long_move(void **state)
{
	struct event	ev;
	char		rows[8][FORMAT_ROW_MAX];
	size_t		n;

	(void)state;
	setup_game(&ev, "40/5400+30:1800+30");
	must(&ev, "move 1 e4", 1000);
	must(&ev, "move 1 Nf6", 2000);
	must(&ev, "move 1 e5", 3000);
	must(&ev, "move 1 d5", 4000);
	must(&ev, "move 1 exd6", 5000);
	n = format_sheet_rows(event_game(&ev, 1), 0, rows, 8);
	assert_int_equal(n, 3);
	if (strstr(rows[2], "exd6 e.p. ") == NULL)
		fail_msg("'%s'", rows[2]);
	event_release(&ev);
}

static void
test_refusal_articles(void **state)
{
	struct event	ev;
	struct refusal	why;

	(void)state;
	setup_game(&ev, "300");				/* blitz */
	assert_false(apply(&ev, "claim 1 white quickplay", 0, &why));
	assert_int_equal(why.code, EVENT_E_BLITZ);
	assert_string_equal(edition_cite(ev.ed, why.law), "C2");
	assert_false(apply(&ev, "flag 1 white", 0, &why));
	assert_int_equal(why.code, EVENT_E_ARBITER_FLAG);
	assert_string_equal(edition_cite(ev.ed, why.law), "B7");
	event_release(&ev);

	setup_game(&ev, "40/5400+30:1800+30");
	assert_false(apply(&ev, "claim 1 black fifty", 0, &why));
	assert_int_equal(why.code, EVENT_E_NOT_TO_MOVE);
	assert_string_equal(edition_cite(ev.ed, why.law), "9.3");
	event_release(&ev);
}

/* 13.4e/f: points stay within 0 and the maximum, per side. */
static void
test_points(void **state)
{
	struct event	 ev;
	struct refusal	 why;
	const struct game *g;

	(void)state;
	setup_game(&ev, "5400");
	g = event_game_const(&ev, 1);
	assert_int_equal(game_points2(g, CLOCK_WHITE), GAME_POINTS_NULL);
	must(&ev, "resign 1 black", 1000);
	assert_int_equal(game_points2(g, CLOCK_WHITE), 2);
	assert_int_equal(game_points2(g, CLOCK_BLACK), 0);
	assert_string_equal(g->result, "1-0");
	assert_false(apply(&ev, "penalty 1 white points +1/2 x", 2000, &why));
	assert_string_equal(edition_cite(ev.ed, why.law), "13.4f");
	must(&ev, "penalty 1 white points -1/2 x", 2000);
	assert_string_equal(g->result, "1/2-0");
	must(&ev, "penalty 1 black points +1/2 x", 2000);
	assert_string_equal(g->result, "1/2-1/2");
	must(&ev, "result 1 0-0 \"both\"", 3000);
	assert_string_equal(g->result, "0-0");
	assert_string_equal(game_cite(g, g->reason), "arbiter");
	event_release(&ev);
}

/* The standings' entry of player id. */
static struct standing
standing_of(const struct event *ev, uint32_t id)
{
	struct standing	st[8];
	size_t		i, n;

	assert_true(ev->nplayers <= 8);
	n = standings_compute(ev, st);
	for (i = 0; i < n; i++) {
		if (st[i].player->id == id)
			return st[i];
	}
	fail_msg("player %u is not in the standings", (unsigned)id);
	return st[0];
}

/*
 * 11.1 with the event's own scale (3-1-0): wins, draws and losses by each
 * side's points after 13.4 e/f, forfeits alike, closed rounds kept, and a
 * score awaiting the arbiter counted for nothing until settled.
 */
static void
test_standings(void **state)
{
	struct event	ev;
	struct standing	st[8];
	int		id;

	(void)state;
	event_init(&ev);
	must(&ev, "event \"Scored\" points 3 1 0", 0);
	must(&ev, "tc \"5400\"", 0);
	for (id = 1; id <= 6; id++) {
		char	line[32];

		snprintf(line, sizeof line, "player %d \"P%d\"", id, id);
		must(&ev, line, 0);
	}
	must(&ev, "round 1", 0);
	must(&ev, "pair 1 1 2", 0);
	must(&ev, "pair 2 3 4", 0);
	must(&ev, "pair 3 5 6", 0);
	must(&ev, "start all", 0);
	must(&ev, "resign 1 black", 1000);			/* 1: win */
	must(&ev, "result 2 1/2-0 \"13.4e on Black\"", 1000);	/* draw, loss */
	must(&ev, "result 3 +/- \"Black absent\"", 1000);		/* forfeit */
	assert_int_equal(standing_of(&ev, 1).points2, 6);
	assert_int_equal(standing_of(&ev, 3).points2, 2);
	assert_int_equal(standing_of(&ev, 4).points2, 0);
	assert_int_equal(standing_of(&ev, 5).points2, 6);
	must(&ev, "round 2", 0);
	must(&ev, "pair 1 2 1", 0);
	must(&ev, "pair 2 4 3", 0);
	must(&ev, "start all", 0);
	must(&ev, "result 1 0-0 \"both lose\"", 1000);		/* two losses */
	must(&ev, "phone 2 white", 1000);	/* 12.2b: Black's score awaits */
	assert_int_equal(standing_of(&ev, 1).points2, 6);
	assert_int_equal(standing_of(&ev, 1).scored, 2);
	assert_int_equal(standing_of(&ev, 2).points2, 0);
	assert_int_equal(standing_of(&ev, 3).unscored, 1);
	assert_int_equal(standing_of(&ev, 3).points2, 2);
	assert_int_equal(standing_of(&ev, 4).scored, 2);
	assert_int_equal(standing_of(&ev, 6).unscored, 0);
	/* Best first, equal points by start number. */
	assert_int_equal(standings_compute(&ev, st), 6);
	assert_int_equal(st[0].player->id, 1);
	assert_int_equal(st[1].player->id, 5);
	assert_int_equal(st[2].player->id, 3);
	must(&ev, "result 2 0-1 \"12.2b: the opponent wins\"", 2000);
	assert_int_equal(standing_of(&ev, 3).points2, 8);
	assert_int_equal(standing_of(&ev, 3).unscored, 0);
	/* A round given again before play: its games, unstarted or annulled
	 * (7.1a), were never played and leave no trace. */
	must(&ev, "round 3", 0);
	must(&ev, "pair 1 5 6", 0);
	must(&ev, "pair 2 1 3", 0);
	must(&ev, "start 2", 0);
	must(&ev, "annul 2 \"wrong colours\"", 1000);
	assert_int_equal(standing_of(&ev, 1).unscored, 0);
	assert_int_equal(standing_of(&ev, 5).unscored, 1);	/* to be played */
	must(&ev, "round 3", 0);
	assert_int_equal(standing_of(&ev, 1).unscored, 0);
	assert_int_equal(standing_of(&ev, 1).scored, 2);
	assert_int_equal(standing_of(&ev, 5).unscored, 0);
	assert_int_equal(standing_of(&ev, 5).scored, 1);
	assert_int_equal(standing_of(&ev, 3).points2, 8);
	event_release(&ev);
}

/* A question referred to the arbiter leaves the points null until settled. */
static void
test_pending(void **state)
{
	struct event	 ev;
	const struct game *g;

	(void)state;
	setup_game(&ev, "40/5400+30:1800+30");
	g = event_game_const(&ev, 1);
	must(&ev, "setclock 1 2:00 90:00", 0);
	must(&ev, "claim 1 white fifty", 0);
	assert_int_equal(g->npending, 1);
	assert_int_equal(g->pending[0].question, QUESTION_CLAIM_GAP);
	assert_string_equal(game_cite(g, g->pending[0].law), "9.5b");
	assert_int_equal(g->status, GAME_PAUSED);
	assert_int_equal(clock_left(&g->clock, 0, CLOCK_BLACK),
	    93 * 60 * 1000);
	must(&ev, "setclock 1 1:00 93:00", 0);
	assert_int_equal(g->npending, 0);

	must(&ev, "phone 1 white", 0);
	assert_int_equal(game_points2(g, CLOCK_WHITE), 0);
	assert_int_equal(game_points2(g, CLOCK_BLACK), GAME_POINTS_NULL);
	assert_string_equal(g->result, "");
	must(&ev, "result 1 0-1 \"phone\"", 0);
	assert_int_equal(g->npending, 0);
	assert_int_equal(game_points2(g, CLOCK_BLACK), 2);
	event_release(&ev);
}

static void
test_state_escapes(void **state)
{
	struct event	ev;
	struct buf	*b = malloc(sizeof *b);

	(void)state;
	assert_non_null(b);
	setup_game(&ev, "40/5400+30:1800+30");
	snapshot(&ev, 0, b);
	assert_non_null(strstr(b->text, "\"A \\\"quoted\\\" name\""));
	assert_non_null(strstr(b->text, "\"result\": null"));
	assert_non_null(strstr(b->text, "\"sealed\": null"));
	event_release(&ev);
	free(b);
}

/* The secret stays secret: no state text shows the sealed move (A1a). */
static void
test_sealed_secret(void **state)
{
	struct event		 ev;
	struct buf		*b = malloc(sizeof *b);
	struct state_out	 o = { buf_write, b };

	(void)state;
	assert_non_null(b);
	setup_game(&ev, "40/5400+30:1800+30");
	must(&ev, "adjourn 1", 1000);
	must(&ev, "seal 1 \"Qd1xh5\"", 2000);
	must(&ev, "envelope 1 resume 2026-11-23 10:00 place \"Room\"", 2000);
	snapshot(&ev, 3000, b);
	assert_null(strstr(b->text, "Qd1xh5"));
	b->len = 0;
	state_show(&ev, 0, 0, 3000, &o);
	assert_null(strstr(b->text, "Qd1xh5"));
	b->len = 0;
	state_envelope(&ev, 0, 1, &o);
	assert_null(strstr(b->text, "Qd1xh5"));
	assert_non_null(strstr(b->text, "A2g resumption: 2026-11-23 10:00"));
	assert_non_null(strstr(b->text, "A2e sealed move number: 1"));
	event_release(&ev);
	free(b);
}

/*
 * Issue 25 item 7: a ruling that is no penalty keeps its article and
 * what it gave with the clocks (the record says what it did): an
 * incorrect 9.2 claim (2023 9.5.3: the opponent +2:00), an illegal move
 * counted (7.5.5: +2:00); the sealed move's place in the record.
 */
static void
test_rulings_recorded(void **state)
{
	const struct game_clockset	*c;
	const struct game		*g;
	struct event			 ev;

	(void)state;
	event_init(&ev);
	must(&ev, "event \"Test\" rules fide-2023", 0);
	must(&ev, "tc \"5400\"", 0);
	must(&ev, "player 1 \"A\"", 0);
	must(&ev, "player 2 \"B\"", 0);
	must(&ev, "round 1", 0);
	must(&ev, "pair 1 1 2", 0);
	must(&ev, "start 1", 0);
	must(&ev, "move 1 Nf3", 1000);
	must(&ev, "move 1 Nf6", 2000);
	must(&ev, "claim 1 white repetition Ng1", 3000);
	g = event_game_const(&ev, 1);
	assert_int_equal(g->nclocksets, 1);
	c = &g->clocksets[0];
	assert_int_equal(c->law, LAW_INCORRECT_CLAIM);
	assert_string_equal(game_cite(g, c->law), "9.5.3");
	assert_int_equal(c->change[CLOCK_WHITE], 0);
	assert_int_equal(c->change[CLOCK_BLACK], 2 * 60000);
	assert_int_equal(c->ply, 2);
	must(&ev, "illegal 1 Nf6-f4", 4000);
	g = event_game_const(&ev, 1);
	assert_int_equal(g->nclocksets, 2);
	c = &g->clocksets[1];
	assert_string_equal(game_cite(g, c->law), "7.5.5");
	assert_int_equal(c->change[CLOCK_WHITE], 2 * 60000);
	assert_int_equal(c->change[CLOCK_BLACK], 0);
	must(&ev, "move 1 Ng8", 5000);
	must(&ev, "adjourn 1", 6000);
	must(&ev, "seal 1", 7000);
	assert_int_equal(event_game_const(&ev, 1)->seal.ply, 4);
	/* A penalty's clock change is the penalty's: no ruling of its own. */
	must(&ev, "resume 1", 8000);
	must(&ev, "penalty 1 white time +1m \"noise\"", 8000);
	g = event_game_const(&ev, 1);
	assert_int_equal(g->clocksets[g->nclocksets - 1].law, LAW_NONE);
	event_release(&ev);
}

int
main(void)
{
	const struct CMUnitTest	tests[] = {
		cmocka_unit_test(test_refusals_change_nothing),
		cmocka_unit_test(test_refusal_articles),
		cmocka_unit_test(test_points),
		cmocka_unit_test(test_pending),
		cmocka_unit_test(test_standings),
		cmocka_unit_test(test_sheet_long_move),
		cmocka_unit_test(test_state_escapes),
		cmocka_unit_test(test_sealed_secret),
		cmocka_unit_test(test_rulings_recorded),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
