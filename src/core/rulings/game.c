/*
 * game.c: what every ruling does to a game: play a move onto the
 * scoresheet and the 9.2 history, end the game with points per side
 * (13.4e/f may make them differ from a normal result), refer a question
 * to the arbiter, and the 5.1a/5.2a/5.2b test after each move.
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

	if ((g = event_game(ev, cmd->board)) == NULL)
		(void)REFUSE(why, EVENT_E_NO_BOARD, NULL);
	return g;
}

bool
rulings_live(const struct game *g, struct refusal *why)
{
	if (g->status == GAME_PENDING)
		return REFUSE(why, EVENT_E_NOT_STARTED, "6.5");
	if (g->status == GAME_ADJOURNED)
		return REFUSE(why, EVENT_E_NOT_RESUMED, "A5");
	if (g->status != GAME_PLAYING && g->status != GAME_PAUSED)
		return REFUSE(why, EVENT_E_FINISHED, NULL);
	return true;
}

enum tc_category
rulings_category(const struct game *g)
{
	return tc_category(&g->tc);	/* B1, C1 */
}

bool
rulings_2005(const struct event *ev)
{
	/* LAWS.md 1: the 1952 laws have no tournament articles: 2001's. */
	return ev->rules == RULES_FIDE_2005;
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
	/* moves, marks and clk share moves_cap: each grows to the same. */
	cap = g->moves_cap;
	if (!game_grow((void **)&g->marks, &cap, g->nmoves, sizeof *g->marks))
		return false;	/* moves grew: harmless, cap unchanged */
	cap = g->moves_cap;
	if (!game_grow((void **)&g->clk, &cap, g->nmoves, sizeof *g->clk))
		return false;
	g->moves_cap = cap;
	return true;
}

void
game_push(struct game *g, uint16_t m)
{
	struct undo	u;

	/* PGN's [%clk]: the mover's time as his press left it. */
	g->clk[g->nmoves] = g->clock.left[g->pos.side];
	board_make(&g->pos, m, &u);
	g->marks[g->nmoves] = 0;
	g->moves[g->nmoves++] = m;
	/* 1952 12.3 leaves castling and en passant out of the key. */
	g->keys[g->nkeys++] = g->key1952 ? board_key_1952(&g->pos) :
	    board_repetition_key(&g->pos);
}

void
game_restart(struct game *g, const struct position *pos)
{
	g->ply0 = (uint16_t)(g->ply0 + g->nmoves);
	g->nmoves = 0;
	g->start = *pos;
	g->pos = *pos;
	g->keys[0] = g->key1952 ? board_key_1952(pos) :
	    board_repetition_key(pos);
	g->nkeys = 1;
}

void
game_update_result(struct game *g)
{
	static const char *const names[3] = { "0", "1/2", "1" };
	int	w = game_points2(g, CLOCK_WHITE);
	int	b = game_points2(g, CLOCK_BLACK);
	size_t	n;

	g->result[0] = '\0';
	if (w == GAME_POINTS_NULL || b == GAME_POINTS_NULL)
		return;
	if (g->forfeit && g->adj2[0] == 0 && g->adj2[1] == 0) {
		strcpy(g->result, w > b ? "+/-" : "-/+");
		return;
	}
	if (w == 1 && b == 1) {
		strcpy(g->result, "1/2-1/2");
		return;
	}
	n = strlen(names[w]);
	memcpy(g->result, names[w], n);
	g->result[n] = '-';
	strcpy(g->result + n + 1, names[b]);
}

void
game_end(struct game *g, int w2, int b2, const char *reason, int64_t now)
{
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now > g->clock.since ? now :
		    g->clock.since);
	g->status = GAME_FINISHED;
	g->base2[0] = (int8_t)w2;
	g->base2[1] = (int8_t)b2;
	g->draw_offer = CLOCK_NEITHER;	/* 9.1a: the game ended */
	g->ill.active = false;
	strncpy(g->reason, reason, sizeof g->reason - 1);
	g->reason[sizeof g->reason - 1] = '\0';
	game_update_result(g);
}

void
game_pend(struct game *g, const char *article, enum game_question q)
{
	size_t	i;

	for (i = 0; i < g->npending; i++) {
		if (g->pending[i].question == q)
			return;
	}
	if (g->npending == GAME_PENDING_MAX)
		return;
	strncpy(g->pending[g->npending].article, article,
	    GAME_ARTICLE_SIZE - 1);
	g->pending[g->npending].article[GAME_ARTICLE_SIZE - 1] = '\0';
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

void
game_outcome(struct game *g, int64_t now)
{
	enum dead_answer	dead;

	if (board_is_checkmate(&g->pos)) {		/* 5.1a */
		game_end(g, g->pos.side == WHITE ? 0 : 2,
		    g->pos.side == WHITE ? 2 : 0, "5.1a", now);
		return;
	}
	if (board_is_stalemate(&g->pos)) {		/* 5.2a */
		game_end(g, 1, 1, "5.2a", now);
		return;
	}
	dead = dead_position(&g->pos, DEAD_DEFAULT_BUDGET);
	if (dead == DEAD_YES)				/* 5.2b, 9.6 */
		game_end(g, 1, 1, "5.2b", now);
	else if (dead == DEAD_UNKNOWN)			/* never a guess */
		game_pend(g, "5.2b", QUESTION_DEAD);
	else
		game_unpend(g, QUESTION_DEAD);
}

void
game_lose_unless_dead(struct game *g, int side, const char *reason,
    enum game_question q, int64_t now)
{
	int	opp = OTHER(side);

	/* 6.10: the opponent cannot mate by any legal sequence: draw. */
	switch (dead_can_mate(&g->pos, (enum color)opp, DEAD_DEFAULT_BUDGET,
	    NULL, NULL)) {
	case DEAD_YES:
		game_end(g, side == CLOCK_WHITE ? 0 : 2,
		    side == CLOCK_WHITE ? 2 : 0, reason, now);
		break;
	case DEAD_NO:
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
