/*
 * feed.c: a followed game (FEEDS.md): the clock readings a live source
 * gives, and its reports, kept as alerts until the arbiter acts.
 *
 * The clock on the table is the authority (6.1; 2023 6.1): a reading sets
 * the side's time at the line's instant, and this clock runs on from
 * there, so a replay gives the same clocks.  Time a control adds (the
 * increment, the next period: 6.2b; 2023 6.3) shows on the table as a
 * jump up, which this clock's control gives too: no correction, nothing
 * noted for the record's clock changes (that is 6.14's).  A reading the
 * control cannot account for, within GAME_READING_MARGIN_MS, is still
 * the one kept, and the game gets a CLOCK alert for the arbiter.
 *
 * A feed reports, the arbiter rules: a report only sets an alert.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "duration.h"
#include "command_args.h"
#include "rulings.h"

static struct game_alert *
alert_of(struct game *g, unsigned kind)
{
	return kind >= 1 && kind <= GAME_ALERTS ? &g->alerts[kind - 1] : NULL;
}

void
game_alert(struct game *g, unsigned kind, uint16_t ply, const char *text,
    int64_t now)
{
	struct game_alert	*a;

	if ((a = alert_of(g, kind)) == NULL)
		return;
	a->active = true;
	a->ply = ply;
	a->at = now;
	memset(a->text, 0, sizeof a->text);
	memcpy(a->text, text, strnlen(text, sizeof a->text - 1));
}

void
game_alert_clear(struct game *g, unsigned kind)
{
	struct game_alert	*a;

	if ((a = alert_of(g, kind)) != NULL)
		memset(a, 0, sizeof *a);
}

/* a, b and c with a blank between into text (COMMAND_REASON_SIZE). */
static void
text_join(char *text, const char *a, const char *b, const char *c)
{
	const char	*w[3] = { a, b, c };
	size_t		 n = 0, k, len;

	for (k = 0; k < 3; k++) {
		len = strlen(w[k]);
		if (k > 0)
			text[n++] = ' ';
		memcpy(text + n, w[k], len);
		n += len;
	}
	text[n] = '\0';
}

/* "white 1:10:05 40:05": the side, the reading, what the control gives
 * (words, not sentences: the console says them in its language). */
static void
reading_off(struct game *g, int side, int64_t ms, int64_t expect, int64_t now)
{
	char	text[COMMAND_REASON_SIZE], read[DURATION_TEXT_MAX];
	char	want[DURATION_TEXT_MAX];

	/* A game over has no control left to contradict (a move that ends
	 * it is not followed by an increment: 6.8a). */
	if (llabs(ms - expect) <= GAME_READING_MARGIN_MS ||
	    g->status == GAME_FINISHED || g->status == GAME_ANNULLED)
		return;
	if (duration_format(ms, DURATION_UNSIGNED, read, sizeof read) == 0 ||
	    duration_format(expect, DURATION_UNSIGNED, want, sizeof want) == 0)
		return;
	text_join(text, side == CLOCK_WHITE ? "white" : "black", read, want);
	game_alert(g, COMMAND_REPORT_CLOCK,
	    (uint16_t)(g->ply0 + g->nmoves), text, now);
}

/* When side's time last counted as read: its turn's start if it runs. */
static int64_t
reading_since(const struct clock *c, int64_t now, int side)
{
	struct clock_view	v;

	clock_peek(c, now, &v);
	return v.running == side ? now - v.turn_ms : now;
}

bool
game_reading_ok(const struct game *g, int64_t ms)
{
	return tc_timed(&g->clock.tc) && ms >= 0 && ms <= CLOCK_MAX_MS;
}

int64_t
game_reading_since(const struct game *g, int64_t now, int side)
{
	return reading_since(&g->clock, now, side);
}

void
game_reading(struct game *g, int side, int64_t ms, int64_t since,
    int64_t now)
{
	int64_t	expect = clock_left(&g->clock, now, side);

	/* 6.1: the clock on the table; the control's own time beside it. */
	if (clock_read(&g->clock, now, side, ms, since) != STATUS_OK)
		return;
	reading_off(g, side, ms, expect, now);
}

/* clock <board> <white> <black>: both readings, the side to move's runs. */
static bool
ruling_clock(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct clock	 c;
	int64_t		 ms[2], expect[2];
	int		 s;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	ms[CLOCK_WHITE] = cmd->u.setclock.white_ms;
	ms[CLOCK_BLACK] = cmd->u.setclock.black_ms;
	c = g->clock;
	for (s = 0; s < 2; s++) {
		expect[s] = clock_left(&c, now, s);
		if (!game_reading_ok(g, ms[s]) || clock_read(&c, now, s, ms[s],
		    reading_since(&c, now, s)) != STATUS_OK)
			return REFUSE(why, EVENT_E_CLOCK, LAW_MOVE_COMPLETED);
	}
	g->clock = c;
	for (s = 0; s < 2; s++)
		reading_off(g, s, ms[s], expect[s], now);
	return true;
}

/* clock <board> <white-left> <black-left>: a reading from the table. */
static bool
command_read_reading(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) &&
	    take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.white_ms) &&
	    take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.black_ms) &&
	    take_end(c);
}

static void
command_write_reading(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_duration(o, cmd->u.setclock.white_ms, DURATION_UNSIGNED);
	put_duration(o, cmd->u.setclock.black_ms, DURATION_UNSIGNED);
	if (cmd->u.setclock.has_moves)
		o->bad = true;		/* a reading sets no counter */
}

const struct command_entry command_clock_entry = {
	"clock", COMMAND_F_BOARD,
	command_read_reading, command_write_reading, ruling_clock
};

/* report <board> <kind> [ply <n>] "<text>": the feed saw it; it waits. */
static bool
ruling_report(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	game_alert(g, cmd->u.report.kind, cmd->u.report.ply,
	    cmd->u.report.text, now);
	return true;
}

/* report <board> <kind> [ply <n>] "<text>": what a feed saw. */
static bool
command_read_report(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_REPORT, command_report_words, &k))
		return false;
	cmd->u.report.kind = (uint8_t)k;
	if (take_if(c, "ply") && !take_u16(c, COMMAND_ARG_NUMBER, 1, 9999,
	    &cmd->u.report.ply))
		return false;
	return take_text(c, COMMAND_ARG_REASON, cmd->u.report.text,
	    sizeof cmd->u.report.text, false) && take_end(c);
}

static void
command_write_report(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, command_report_words, cmd->u.report.kind);
	if (cmd->u.report.ply != 0) {
		put_bare(o, "ply");
		put_uint(o, cmd->u.report.ply, 1, 9999);
	}
	put_text(o, cmd->u.report.text);
}

const struct command_entry command_report_entry = {
	"report", COMMAND_F_BOARD,
	command_read_report, command_write_report, ruling_report
};

/* dismiss <board> [<kind>]: the arbiter will not act on it. */
static bool
ruling_dismiss(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game		*g;
	const struct game_alert	*a;
	bool			 any = false;
	unsigned		 k;

	(void)now;
	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	/* All of them: the draw the engine found is declared too. */
	if (cmd->u.report.kind == 0 && g->declare != LAW_NONE) {
		g->declare = LAW_NONE;
		any = true;
	}
	for (k = 1; k <= GAME_ALERTS; k++) {
		a = alert_of(g, k);
		if (a->active && (cmd->u.report.kind == 0 ||
		    cmd->u.report.kind == k)) {
			game_alert_clear(g, k);
			any = true;
		}
	}
	return any ? true : REFUSE(why, EVENT_E_NO_ALERT, LAW_NONE);
}

/* dismiss <board> [<kind>]: the arbiter clears one alert, or all. */
static bool
command_read_dismiss(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd))
		return false;
	if (take_at_end(c))
		return true;
	if (!take_keyword(c, COMMAND_ARG_REPORT, command_report_words, &k))
		return false;
	cmd->u.report.kind = (uint8_t)k;
	return take_end(c);
}

static void
command_write_dismiss(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.report.ply != 0 || cmd->u.report.text[0] != '\0')
		o->bad = true;
	if (cmd->u.report.kind != 0)
		PUT_KEYWORD(o, command_report_words, cmd->u.report.kind);
}

const struct command_entry command_dismiss_entry = {
	"dismiss", COMMAND_F_ACT,
	command_read_dismiss, command_write_dismiss, ruling_dismiss
};

/* The moves each side made in the plies from keep on, *pos the
 * position before them. */
static void
takeback_count(const struct game *g, size_t keep, struct game_pos *pos,
    uint16_t back[2])
{
	struct game_pos	p;
	size_t		i;

	*pos = g->start;
	for (i = 0; i < keep; i++)
		g->kind->play(pos, g->moves[i]);
	p = *pos;
	back[CLOCK_WHITE] = back[CLOCK_BLACK] = 0;
	for (; i < g->nmoves; i++) {
		back[g->kind->side(&p)]++;
		g->kind->play(&p, g->moves[i]);
	}
}

/*
 * takeback <board> <ply>: the arbiter accepts a source's correction (its
 * rewrite report): the plies from <ply> on leave the record, the position
 * is the one before it and its side to move's clock runs, the times as
 * they stand (the next reading sets them, 6.1); the source's new moves
 * follow as moves.  Nothing the arbiter did on the board is replaced: an
 * act of his after that ply refuses it, as does a count that runs
 * (draughts Art. 7 counts the moves it would take back).
 */
static bool
ruling_takeback(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct game_pos	 pos;
	struct clock	 c;
	uint16_t	 back[2];
	unsigned	 ply = cmd->u.report.ply;
	size_t		 keep;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (ply <= g->ply0 || ply > g->ply0 + g->nmoves)
		return REFUSE(why, EVENT_E_NO_PLY, LAW_NONE);
	if (g->ruled_ply >= ply)
		return REFUSE(why, EVENT_E_RULED_SINCE, LAW_NONE);
	if (g->count.law != LAW_NONE)
		return REFUSE(why, EVENT_E_COUNTING, (enum law)g->count.law);
	keep = ply - 1u - g->ply0;
	takeback_count(g, keep, &pos, back);
	c = g->clock;
	if (clock_take_back(&c, now, g->kind->side(&pos), back) != STATUS_OK)
		return REFUSE(why, EVENT_E_CLOCK, LAW_NONE);
	g->clock = c;
	g->pos = pos;
	g->nmoves = keep;
	g->nkeys = keep + 1;		/* 9.2: the positions since start */
	game_unpend(g, QUESTION_DEAD);	/* asked of a position taken back */
	return true;
}

/* takeback <board> <ply>: the plies from <ply> on leave the record. */
static bool
command_read_takeback(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_u16(c, COMMAND_ARG_NUMBER, 1, 9999,
	    &cmd->u.report.ply) && take_end(c);
}

static void
command_write_takeback(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.report.kind != 0 || cmd->u.report.text[0] != '\0')
		o->bad = true;
	put_uint(o, cmd->u.report.ply, 1, 9999);
}

const struct command_entry command_takeback_entry = {
	"takeback", COMMAND_F_ACT,
	command_read_takeback, command_write_takeback, ruling_takeback
};

void
game_alerts_settle(struct game *g, const struct command *cmd, unsigned flags,
    bool ended)
{
	/* The arbiter ruled on the move (7.5, A.5, B6, C3) or set the
	 * position (7.4a): what the feed showed there is answered. */
	if (cmd->verb == COMMAND_ILLEGAL || cmd->verb == COMMAND_SETPOSITION)
		game_alert_clear(g, COMMAND_REPORT_ILLEGAL);
	if (cmd->verb == COMMAND_SETPOSITION || cmd->verb == COMMAND_TAKEBACK)
		game_alert_clear(g, COMMAND_REPORT_REWRITE);
	/* A move on the board: the arbiter chose among the moves an
	 * ambiguous ply fits (8.2.3, 4.14), or the source's pieces match
	 * its game again (a feed gives moves only then). */
	if (cmd->verb == COMMAND_MOVE || cmd->verb == COMMAND_SETPOSITION) {
		game_alert_clear(g, COMMAND_REPORT_AMBIGUOUS);
		game_alert_clear(g, COMMAND_REPORT_BOARD);
	}
	/* What the arbiter did on the board stands: a takeback stops
	 * short of it (the source's lines and the takeback are not acts). */
	if (cmd->verb != COMMAND_MOVE && cmd->verb != COMMAND_CLOCK &&
	    cmd->verb != COMMAND_REPORT && cmd->verb != COMMAND_DISMISS &&
	    cmd->verb != COMMAND_TAKEBACK && cmd->verb != COMMAND_VERDICT &&
	    (flags & COMMAND_F_LOOK) == 0) {
		g->ruled_ply = (uint16_t)(g->ply0 + g->nmoves);
		g->declare = LAW_NONE;		/* he is at the board */
	}
	/* 2023 9.6 (9.6.1, 9.6.2), 5.2b: a move ended the game by itself;
	 * at the table they may play on until the arbiter steps in. */
	if (ended && cmd->verb == COMMAND_MOVE &&
	    (g->reason == LAW_AUTO_REPETITION ||
	    g->reason == LAW_AUTO_SEVENTY_FIVE ||
	    g->reason == LAW_DEAD_POSITION))
		g->declare = g->reason;
	/* The game ended by this command: its result is the arbiter's now,
	 * and a finished board may be silent. */
	if (ended) {
		game_alert_clear(g, COMMAND_REPORT_RESULT);
		game_alert_clear(g, COMMAND_REPORT_SILENT);
	}
}
