/*
 * game.c: what every ruling does to a game: play a move onto the
 * scoresheet and the 9.2 history, end the game with points per side
 * (13.4e/f may make them differ from a normal result), refer a question
 * to the arbiter, and, after each move, what the position decides (the
 * game kind's outcome: 5.1a, 5.2a, 5.2b in chess).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "rulings/rulings.h"

int
rulings_side(const struct command *cmd)
{
	return cmd->side == COMMAND_SIDE_BLACK ? CLOCK_BLACK : CLOCK_WHITE;
}

struct game *
rulings_game(struct event *ev, const struct command *cmd, struct refusal *why)
{
	struct game	*g;

	if ((g = event_game_at(ev, cmd->round, cmd->board)) == NULL)
		(void)REFUSE(why, EVENT_E_NO_BOARD, LAW_NONE);
	return g;
}

bool
rulings_live(const struct game *g, struct refusal *why)
{
	if (g->status == GAME_PENDING)
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_START);
	if (g->status == GAME_ADJOURNED)
		return REFUSE(why, EVENT_E_NOT_RESUMED, LAW_RESUME);
	if (g->status != GAME_PLAYING && g->status != GAME_PAUSED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_NONE);
	return true;
}

bool
rulings_guidelines(const struct event *ev, const struct game *g)
{
	size_t	i;

	if (!edition_has(g->ed, LAW_GUIDELINES))
		return true;
	/* III.2.1: announced; III.2.2: without increment, not blitz. */
	if (!ev->guidelines || game_category(g) == TC_BLITZ)
		return false;
	for (i = 0; i < g->tc.nperiods; i++) {
		if (g->tc.periods[i].inc_ms != 0 ||
		    g->tc.periods[i].delay_ms != 0)
			return false;
	}
	return true;
}

const char *
game_cite(const struct game *g, enum law law)
{
	return law == LAW_NONE ? "" : edition_cite(g->ed, law);
}

void
game_clock_rules(const struct game *g, struct clock_rules *r)
{
	r->limits.blitz_upto_ms = game_param(g, EDITION_BLITZ_UPTO_MS);
	r->limits.rapid_upto_ms = game_param(g, EDITION_RAPID_UPTO_MS);
	r->quickplay_under_ms = game_param(g, EDITION_QUICKPLAY_UNDER_MS);
	r->scoresheet_free_ms = game_param(g, EDITION_SCORESHEET_FREE_MS);
	r->scoresheet_free_inc_ms = game_param(g,
	    EDITION_SCORESHEET_FREE_INC_MS);
}

enum tc_category
game_category(const struct game *g)
{
	struct clock_rules	r;

	game_clock_rules(g, &r);
	return tc_category(&g->tc, &r.limits);		/* B1, C1 */
}

bool
game_quickplay_claimable(const struct game *g, int64_t now, int side)
{
	struct clock_rules	r;

	game_clock_rules(g, &r);
	return clock_quickplay_claimable(&g->clock, now, side, &r);
}

bool
game_scoresheet_free(const struct game *g, int64_t now, int side)
{
	struct clock_rules	r;

	if (!edition_has(g->ed, LAW_SCORESHEET))
		return false;
	game_clock_rules(g, &r);
	return clock_scoresheet_free(&g->clock, now, side, &r);	/* 8.4 */
}

int64_t
game_param(const struct game *g, enum edition_param p)
{
	return edition_param(g->ed, p);
}

int64_t
game_penalty_ms(const struct game *g, int64_t standard_ms)
{
	int64_t	fast = game_param(g, EDITION_FAST_PENALTY_MS);

	/* A.3, B.2: one minute instead of two in rapid and blitz. */
	return fast != 0 && game_category(g) != TC_STANDARD ? fast :
	    standard_ms;
}

unsigned
game_moves_each(const struct game *g)
{
	return g->clock.moves[CLOCK_WHITE] < g->clock.moves[CLOCK_BLACK] ?
	    g->clock.moves[CLOCK_WHITE] : g->clock.moves[CLOCK_BLACK];
}

unsigned
game_moves_made(const struct game *g)
{
	unsigned	each = game_moves_each(g), number = game_move_number(g);

	/* Move n to play: n - 1 made by each (White's n-th may be too). */
	return number > each + 1 ? number - 1 : each;
}

bool
game_grow(void **v, size_t *cap, size_t n, size_t size)
{
	void	*p;
	size_t	 ncap;

	if (n < *cap)
		return true;
	ncap = *cap == 0 ? 16 : *cap * 2;
	if ((p = realloc(*v, ncap * size)) == NULL)
		return false;
	*v = p;
	*cap = ncap;
	return true;
}

bool
game_reserve(struct game *g)
{
	size_t	cap = g->moves_cap, kcap = g->keys_cap;

	if (!game_grow((void **)&g->keys, &kcap, g->nkeys, sizeof *g->keys))
		return false;
	g->keys_cap = kcap;
	if (g->nmoves < g->moves_cap)
		return true;
	if (!game_grow((void **)&g->moves, &cap, g->nmoves, sizeof *g->moves))
		return false;
	/* moves, marks, clk and at share moves_cap: each grows to the
	 * same (one that grew before a failure is harmless, cap unchanged). */
	cap = g->moves_cap;
	if (!game_grow((void **)&g->marks, &cap, g->nmoves, sizeof *g->marks))
		return false;
	cap = g->moves_cap;
	if (!game_grow((void **)&g->clk, &cap, g->nmoves, sizeof *g->clk))
		return false;
	cap = g->moves_cap;
	if (!game_grow((void **)&g->at, &cap, g->nmoves, sizeof *g->at))
		return false;
	g->moves_cap = cap;
	return true;
}

enum game_verdict
game_ask(struct game *g, enum event_question q, const struct game_pos *pos)
{
	struct event_verdicts	*v = g->verdicts;
	uint64_t		 budget;
	enum game_verdict	 a;
	size_t			 i;

	for (i = 0; i < v->ngiven; i++) {
		if (!v->used[i] && v->given[i].board == g->board &&
		    v->given[i].question == q) {
			v->used[i] = true;	/* as it was first reached */
			return (enum game_verdict)v->given[i].answer;
		}
	}
	if (v->recorded && q == EVENT_ASK_DEAD)
		return GAME_VERDICT_NO;		/* never written: alive */
	budget = (uint64_t)game_param(g, EDITION_DEAD_BUDGET);
	a = q == EVENT_ASK_DEAD ? g->kind->dead(pos, budget) :
	    g->kind->can_win(pos, q == EVENT_ASK_WHITE ? CLOCK_WHITE :
	    CLOCK_BLACK, budget, NULL, NULL);
	if (!(q == EVENT_ASK_DEAD && a == GAME_VERDICT_NO) &&
	    v->nreached < EVENT_VERDICTS_MAX) {
		v->reached[v->nreached].board = g->board;
		v->reached[v->nreached].question = (uint8_t)q;
		v->reached[v->nreached++].answer = (uint8_t)a;
	}
	return a;
}

uint64_t
game_key(const struct game *g, const struct game_pos *pos)
{
	/* 9.2: what makes positions the same is the edition's (1952 12.3). */
	return g->kind->key(pos, (int)game_param(g, EDITION_POSITIONS_EQUAL));
}

void
game_pause(struct game *g, int64_t now)
{
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now);
	g->status = GAME_PAUSED;
}

unsigned
game_seen(const struct game *g, uint64_t key)
{
	size_t		i;
	unsigned	n = 0;

	for (i = 0; i < g->nkeys; i++)
		n += g->keys[i] == key;
	return n;
}

int
game_side(const struct game *g)
{
	return g->kind->side(&g->pos);
}

unsigned
game_move_number(const struct game *g)
{
	return g->kind->move_number(&g->pos);
}

enum game_read
game_read_written(const struct game *g, const char *text, uint64_t *m)
{
	enum game_read	e;
	int		it;

	e = g->kind->move_read(&g->pos, text, strlen(text), 0, m, NULL);
	if ((e == GAME_READ_UNREADABLE || e == GAME_READ_LETTER ||
	    e == GAME_READ_ILLEGAL) && (it = g->kind->lang_find("it")) > 0 &&
	    g->kind->move_read(&g->pos, text, strlen(text), it, m, NULL) ==
	    GAME_READ_OK)
		return GAME_READ_OK;
	return e;
}

void
game_push(struct game *g, uint64_t m, int64_t now)
{
	/* PGN's [%clk]: the mover's time as his press left it. */
	g->clk[g->nmoves] = g->clock.left[game_side(g)];
	g->at[g->nmoves] = now;
	g->kind->play(&g->pos, m);
	g->marks[g->nmoves] = 0;
	g->moves[g->nmoves++] = m;
	g->keys[g->nkeys++] = game_key(g, &g->pos);
}

void
game_move(struct game *g, uint64_t m, int64_t now)
{
	struct clock	before = g->clock;
	struct game_pos	from = g->pos;
	int		side = game_side(g);

	(void)clock_press(&g->clock, now);		/* 6.8a */
	/* 9.1a: moving rejects the opponent's offer. */
	if (g->draw_offer == OTHER(side))
		g->draw_offer = CLOCK_NEITHER;
	game_push(g, m, now);
	game_outcome(g, now);
	game_count_move(g, &from, m, now);		/* draughts Art. 7 */
	if (g->status == GAME_FINISHED) {
		/* 6.8a: a move that ends the game needs no press: no increment. */
		g->clock = before;
		if (g->clock.state == CLOCK_RUNNING)
			clock_stop(&g->clock, now);
		g->clk[g->nmoves - 1] = g->clock.left[side];
	}
}

void
game_restart(struct game *g, const struct game_pos *pos, int64_t now,
    enum law why)
{
	g->restart_ms = now;
	g->restart_law = (uint8_t)why;
	g->ply0 = (uint16_t)(g->ply0 + g->nmoves);
	g->nmoves = 0;
	g->start = *pos;
	g->pos = *pos;
	g->keys[0] = game_key(g, pos);
	g->nkeys = 1;
}

void
game_update_result(struct game *g)
{
	/* By halves of the points written: 2-0 is a draughts win. */
	static const char *const names[] = { "0", "1/2", "1", "3/2", "2" };
	int	w = game_points2(g, CLOCK_WHITE);
	int	b = game_points2(g, CLOCK_BLACK);
	int	win = (int)game_param(g, EDITION_WIN_POINTS);
	size_t	n;

	g->result[0] = '\0';
	if (w == GAME_POINTS_NULL || b == GAME_POINTS_NULL)
		return;
	if (g->forfeit && g->adj2[0] == 0 && g->adj2[1] == 0) {
		strcpy(g->result, w > b ? "+/-" : "-/+");
		return;
	}
	if (w == 1 && b == 1 && win == 1) {
		strcpy(g->result, "1/2-1/2");
		return;
	}
	w *= win;
	b *= win;
	n = strlen(names[w]);
	memcpy(g->result, names[w], n);
	g->result[n] = '-';
	strcpy(g->result + n + 1, names[b]);
}

void
game_clock_lefts(const struct game *g, int64_t now, int64_t left[2])
{
	left[CLOCK_WHITE] = clock_left(&g->clock, now, CLOCK_WHITE);
	left[CLOCK_BLACK] = clock_left(&g->clock, now, CLOCK_BLACK);
}

void
game_clockset_ruled(struct game *g, int64_t now, enum law law,
    const int64_t before[2])
{
	struct game_clockset	*c;
	int			 side;

	if (!game_grow((void **)&g->clocksets, &g->clocksets_cap,
	    g->nclocksets, sizeof *g->clocksets))
		return;		/* the record's courtesy, not the game's state */
	c = &g->clocksets[g->nclocksets++];
	memset(c, 0, sizeof *c);
	c->at = now;
	game_clock_lefts(g, now, c->left);
	c->ply = (uint16_t)(g->ply0 + g->nmoves);
	c->law = (uint8_t)law;
	for (side = CLOCK_WHITE; before != NULL && side <= CLOCK_BLACK; side++)
		c->change[side] = c->left[side] - before[side];
}

void
game_clockset_note(struct game *g, int64_t now)
{
	game_clockset_ruled(g, now, LAW_NONE, NULL);
}

void
game_end(struct game *g, int w2, int b2, enum law reason, int64_t now)
{
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now > g->clock.since ? now :
		    g->clock.since);
	g->status = GAME_FINISHED;
	g->end_ms = now;
	g->base2[0] = (int8_t)w2;
	g->base2[1] = (int8_t)b2;
	g->draw_offer = CLOCK_NEITHER;	/* 9.1a: the game ended */
	/* Both kings in check (A.5.4) is no board to end on: the one the
	 * illegal move was made on stays, as when it is not held. */
	if (g->ill.active && g->ill.held)
		g->pos = g->ill.before;
	g->ill.active = false;
	g->verify.active = false;
	g->count.law = LAW_NONE;
	g->reason = (uint8_t)reason;
	game_update_result(g);
}

void
game_pend(struct game *g, enum law law, enum game_question q)
{
	size_t	i;

	for (i = 0; i < g->npending; i++) {
		if (g->pending[i].question == q)
			return;
	}
	if (g->npending == GAME_PENDING_MAX)
		return;
	g->pending[g->npending].law = (uint8_t)law;
	g->pending[g->npending++].question = (uint8_t)q;
}

void
game_unpend(struct game *g, enum game_question q)
{
	size_t	i;

	for (i = 0; i < g->npending; i++) {
		if (g->pending[i].question != q)
			continue;
		memmove(&g->pending[i], &g->pending[i + 1],
		    (g->npending - i - 1) * sizeof g->pending[0]);
		g->npending--;
		return;
	}
}

/*
 * 2023 9.6.1, 9.6.2: the position's fifth appearance, or 75 moves each
 * without a capture or a pawn move, end the game without a claim.  The
 * caller has ruled out a mate on the last move, which comes first.
 */
static enum law
game_automatic(const struct game *g)
{
	int64_t	count = game_param(g, EDITION_AUTO_REPETITION_COUNT);

	if (count > 0 &&
	    game_seen(g, g->keys[g->nkeys - 1]) >= count)	/* 9.6.1 */
		return LAW_AUTO_REPETITION;
	if (game_param(g, EDITION_AUTO_QUIET_PLIES) > 0 &&
	    g->kind->claim_holds(LAW_AUTO_SEVENTY_FIVE, &g->pos, 0, g->ed))
		return LAW_AUTO_SEVENTY_FIVE;			/* 9.6.2 */
	return LAW_NONE;
}

void
game_outcome(struct game *g, int64_t now)
{
	struct game_end		end;
	enum game_verdict	dead;
	enum law		automatic;

	/* 5.1a, 5.2a: as the game kind rules the position. */
	g->kind->outcome(&g->pos, g->ed, &end);
	if (end.law != LAW_NONE) {
		game_end(g, end.points2[0], end.points2[1], end.law, now);
		return;
	}
	if ((automatic = game_automatic(g)) != LAW_NONE) {
		game_unpend(g, QUESTION_DEAD);
		game_end(g, 1, 1, automatic, now);		/* 9.6.1, 9.6.2 */
		return;
	}
	if (!edition_has(g->ed, LAW_DEAD_POSITION))	/* 1952: none */
		return;
	dead = game_ask(g, EVENT_ASK_DEAD, &g->pos);
	if (dead == GAME_VERDICT_YES)			/* 5.2b, 9.6 */
		game_end(g, 1, 1, LAW_DEAD_POSITION, now);
	else if (dead == GAME_VERDICT_UNKNOWN)		/* never a guess */
		game_pend(g, LAW_DEAD_POSITION, QUESTION_DEAD);
	else
		game_unpend(g, QUESTION_DEAD);
}

/* Can side's opponent still win, as game_ask() finds it? */
static enum game_verdict
game_opponent_can_win(struct game *g, int side)
{
	return game_ask(g, side == CLOCK_WHITE ? EVENT_ASK_BLACK :
	    EVENT_ASK_WHITE, &g->pos);
}

void
game_lose_unless_dead(struct game *g, int side, enum law reason,
    enum game_question q, int64_t now)
{
	game_lose_unless(g, side, reason, q, EDITION_FLAG_CANNOT_WIN_DRAWS,
	    now);
}

void
game_lose_unless(struct game *g, int side, enum law reason,
    enum game_question q, enum edition_param draws, int64_t now)
{
	/* 6.10 (2023: 5.1.2, 6.9, 7.5.5, A.5.3): the opponent cannot win by
	 * any legal sequence: draw, where the edition says so. */
	switch (game_param(g, draws) == 0 ?
	    GAME_VERDICT_YES : game_opponent_can_win(g, side)) {
	case GAME_VERDICT_YES:
		game_end(g, side == CLOCK_WHITE ? 0 : 2,
		    side == CLOCK_WHITE ? 2 : 0, reason, now);
		break;
	case GAME_VERDICT_NO:
		game_end(g, 1, 1, reason, now);
		break;
	default:
		game_end(g, GAME_POINTS_NULL, GAME_POINTS_NULL, reason, now);
		game_pend(g, reason, q);
		break;
	}
}

/* Days from 0001-01-01 (proleptic Gregorian), for date differences. */
static int64_t
game_days(const struct date *d)
{
	int64_t	y = d->year, m = d->month;

	if (m <= 2) {
		y--;
		m += 12;
	}
	return 365 * y + y / 4 - y / 100 + y / 400 + (153 * (m - 3) + 2) / 5 +
	    d->day;
}

int64_t
event_timeline(const struct event *ev, const struct date *d,
    uint16_t minutes)
{
	static const struct date	epoch = { 1970, 1, 1 };
	int64_t				days = 0;

	/* Times of day are the venue's: UTC is that minus its offset. */
	if (ev->utc_timeline)
		return ((game_days(d) - game_days(&epoch)) * 24 * 60 +
		    minutes - ev->tz_min) * MINUTE_MS;
	/* COMMANDS.md: virtual 0 is the round's start on its date. */
	if (ev->date.year != 0 && d->year != 0)
		days = game_days(d) - game_days(&ev->date);
	return (days * 24 * 60 + minutes - ev->start_min) * MINUTE_MS;
}
