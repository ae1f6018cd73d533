/*
 * game.c: one game under arbitration (game.h): its arrays, what it
 * answers of itself through its edition and game kind, and the changes
 * every ruling makes to it: a move onto the scoresheet and the 9.2
 * history, a restart from a position, the end with points per side
 * (13.4e/f may make them differ from a normal result), a question
 * referred to the arbiter, a clock change noted for the record.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "game.h"

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
game_dup(void **dst, const void *src, size_t n, size_t size)
{
	*dst = NULL;
	if (n == 0)
		return true;
	if ((*dst = malloc(n * size)) == NULL)
		return false;
	memcpy(*dst, src, n * size);
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

bool
game_copy(struct game *dst, const struct game *src, struct event_verdicts *v)
{
	*dst = *src;
	dst->verdicts = v;
	dst->moves_cap = src->nmoves;
	dst->keys_cap = src->nkeys;
	dst->penalties_cap = src->npenalties;
	dst->clocksets_cap = src->nclocksets;
	dst->marks = NULL;
	dst->clk = NULL;
	dst->at = NULL;
	dst->keys = NULL;
	dst->penalties = NULL;
	dst->clocksets = NULL;
	if (!game_dup((void **)&dst->moves, src->moves, src->nmoves,
	    sizeof *src->moves) ||
	    !game_dup((void **)&dst->marks, src->marks, src->nmoves,
	    sizeof *src->marks) ||
	    !game_dup((void **)&dst->clk, src->clk, src->nmoves,
	    sizeof *src->clk) ||
	    !game_dup((void **)&dst->at, src->at, src->nmoves,
	    sizeof *src->at) ||
	    !game_dup((void **)&dst->keys, src->keys, src->nkeys,
	    sizeof *src->keys) ||
	    !game_dup((void **)&dst->penalties, src->penalties,
	    src->npenalties, sizeof *src->penalties) ||
	    !game_dup((void **)&dst->clocksets, src->clocksets,
	    src->nclocksets, sizeof *src->clocksets)) {
		game_free(dst);
		return false;
	}
	if (dst->moves == NULL)
		dst->moves_cap = 0;
	return true;
}

void
game_free(struct game *g)
{
	free(g->moves);
	free(g->marks);
	free(g->clk);
	free(g->at);
	free(g->keys);
	free(g->penalties);
	free(g->clocksets);
}

bool
game_ok(const struct game *g)
{
	/* A B6/C3 illegal position may break board_ok() until claimed. */
	return g->white != g->black && g->status <= GAME_ANNULLED && clock_ok(&g->clock) &&
	    (g->kind->pos_ok(&g->pos) || g->ill.active) &&
	    g->nmoves <= g->moves_cap && g->nkeys <= g->keys_cap &&
	    g->npending <= GAME_PENDING_MAX &&
	    g->npenalties <= g->penalties_cap &&
	    g->nclocksets <= g->clocksets_cap &&
	    g->base2[0] >= GAME_POINTS_NULL && g->base2[0] <= 2 &&
	    g->base2[1] >= GAME_POINTS_NULL && g->base2[1] <= 2;
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

int64_t
game_param(const struct game *g, enum edition_param p)
{
	return edition_param(g->ed, p);
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
game_penalty_ms(const struct game *g, int64_t standard_ms)
{
	int64_t	fast = game_param(g, EDITION_FAST_PENALTY_MS);

	/* A.3, B.2: one minute instead of two in rapid and blitz. */
	return fast != 0 && game_category(g) != TC_STANDARD ? fast :
	    standard_ms;
}

int
game_points2(const struct game *g, int side)
{
	int	p;

	if (g->status != GAME_FINISHED || g->base2[side] == GAME_POINTS_NULL)
		return GAME_POINTS_NULL;
	/* 13.4e/f: never below 0 nor above the game's maximum (11.1). */
	p = g->base2[side] + g->adj2[side];
	return p < 0 ? 0 : p > 2 ? 2 : p;
}

uint64_t
game_key(const struct game *g, const struct game_pos *pos)
{
	/* 9.2: what makes positions the same is the edition's (1952 12.3). */
	return g->kind->key(pos, (int)game_param(g, EDITION_POSITIONS_EQUAL));
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
game_pause(struct game *g, int64_t now)
{
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now);
	g->status = GAME_PAUSED;
}

void
game_clear_standing(struct game *g, unsigned what)
{
	if (what & GAME_STANDING_ILLEGAL)
		g->ill.active = false;
	if (what & GAME_STANDING_VERIFY)
		g->verify.active = false;
	if (what & GAME_STANDING_COUNT)
		g->count.law = LAW_NONE;
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
	game_clear_standing(g, GAME_STANDING_ALL);
	g->reason = (uint8_t)reason;
	game_update_result(g);
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
