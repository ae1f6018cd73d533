/*
 * standings.c: the event's standings (see standings.h), and the 'bye' verb
 * (C.04): its reader, writer, ruling and table entry.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "command_args.h"
#include "rulings/rulings.h"
#include "standings.h"

unsigned
standings_score2(const struct event *ev, int game_points2)
{
	/* 11.1: win, draw and loss by the side's points; 1, 1/2, 0 by default. */
	return game_points2 < 0 || game_points2 > 2 ? 0 :
	    ev->score2[game_points2];
}

int
standings_bye2(int bye)
{
	switch (bye) {
	case COMMAND_BYE_FULL:
	case COMMAND_BYE_PAB:	/* C.04: the points of a win */
		return 2;
	case COMMAND_BYE_HALF:
		return 1;
	default:
		return 0;
	}
}

/* A bye as the tie-breaks see the round (tiebreak.h). */
static uint8_t
standings_bye_round(int bye)
{
	switch (bye) {
	case COMMAND_BYE_FULL:
		return TIEBREAK_FULL;
	case COMMAND_BYE_HALF:
		return TIEBREAK_HALF;
	case COMMAND_BYE_ZERO:
		return TIEBREAK_ZERO;
	default:
		return TIEBREAK_PAB;
	}
}

/* The player with start number id, to change; NULL if none. */
static struct player *
standings_player(struct event *ev, uint32_t id)
{
	const struct player	*p = event_player(ev, id);

	return p == NULL ? NULL : &ev->players[p - ev->players];
}

/* A game never started or annulled (7.1a) is no game played. */
static bool
standings_no_game(const struct game *g)
{
	return g->status == GAME_PENDING || g->status == GAME_ANNULLED;
}

/*
 * Was g played, for the tie-breaks (C.07 16)?  Not when forfeited, or
 * lost without a move by lateness (6.7) or by both (as TRF writes them).
 */
static bool
standings_played(const struct game *g)
{
	return !(g->forfeit || (g->nmoves == 0 && (g->reason == LAW_LATE ||
	    (g->base2[0] == 0 && g->base2[1] == 0))));
}

/*
 * The current round's games' sides and byes: one past entry each.
 * closing: the round is over, and a game never started is no game;
 * else it is a game to come (unscored), not a round away.
 */
static void
standings_round_past(const struct event *ev, bool closing,
    struct event_past *past, size_t *n)
{
	const struct game	*g;
	size_t			 i;
	int			 side;

	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		/* From format 6 an adjourned game outlives the round and
		 * counts when it ends (apply.c), in its own round. */
		if (g->status == GAME_ANNULLED ||
		    (closing && (standings_no_game(g) ||
		    event_game_outlives(ev, g))))
			continue;
		for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++) {
			past[*n] = (struct event_past){ g->round,
			    side == CLOCK_WHITE ? g->white : g->black,
			    side == CLOCK_WHITE ? g->black : g->white,
			    standings_played(g) ? TIEBREAK_PLAYED :
			    TIEBREAK_FORFEIT, side == CLOCK_BLACK,
			    (int8_t)game_points2(g, side) };
			(*n)++;
		}
	}
	for (i = 0; i < ev->nplayers; i++) {
		if (ev->players[i].bye == COMMAND_BYE_NONE)
			continue;
		past[*n] = (struct event_past){ ev->round, ev->players[i].id,
		    0, standings_bye_round(ev->players[i].bye), false,
		    (int8_t)standings_bye2(ev->players[i].bye) };
		(*n)++;
	}
}

/* Room for need past entries; false: no memory, nothing changed. */
static bool
standings_reserve(struct event *ev, size_t need)
{
	struct event_past	*p;
	size_t			 cap = ev->past_cap;

	while (cap < need)
		cap = cap == 0 ? 64 : 2 * cap;
	if (cap == ev->past_cap)
		return true;
	if ((p = realloc(ev->past, cap * sizeof *p)) == NULL)
		return false;
	ev->past = p;
	ev->past_cap = cap;
	return true;
}

bool
standings_close_round(struct event *ev)
{
	struct player	*p;
	size_t		 i, need = ev->npast + 2 * ev->ngames + ev->nplayers;
	size_t		 from = ev->npast;
	int		 p2;

	if (!standings_reserve(ev, need))
		return false;
	standings_round_past(ev, true, ev->past, &ev->npast);
	for (i = from; i < ev->npast; i++) {
		if ((p = standings_player(ev, ev->past[i].player)) == NULL)
			continue;
		p2 = ev->past[i].points2;
		if (ev->past[i].opponent == 0)
			p->bye_tally[p2]++;
		else if (p2 == GAME_POINTS_NULL)
			p->unscored++;
		else
			p->tally[p2]++;
	}
	for (i = 0; i < ev->nplayers; i++)
		ev->players[i].bye = COMMAND_BYE_NONE;
	return true;
}

/* The player's entry from the closed rounds' tallies. */
static struct standing
standings_closed(const struct event *ev, const struct player *p)
{
	struct standing	s;
	int		k;

	memset(&s, 0, sizeof s);
	s.player = p;
	s.unscored = p->unscored;
	for (k = 0; k < 3; k++) {
		s.points2 += p->tally[k] * standings_score2(ev, k);
		s.points2 += p->bye_tally[k] * standings_score2(ev, k);
		s.scored = (uint16_t)(s.scored + p->tally[k]);
	}
	return s;
}

struct standing
standings_before(const struct event *ev, const struct player *p)
{
	return standings_closed(ev, p);
}

static void
standings_add_game(const struct event *ev, struct standing *s,
    const struct game *g, int side)
{
	int	p2 = game_points2(g, side);

	if (g->status == GAME_ANNULLED)		/* 7.1a: to be replayed */
		return;
	if (p2 == GAME_POINTS_NULL) {
		s->unscored++;
		return;
	}
	s->points2 += standings_score2(ev, p2);
	s->scored++;
}

struct standing
standings_of(const struct event *ev, const struct player *p)
{
	struct standing	s = standings_closed(ev, p);
	size_t		i;

	for (i = 0; i < ev->ngames; i++) {
		if (ev->games[i].white == p->id)
			standings_add_game(ev, &s, &ev->games[i], CLOCK_WHITE);
		else if (ev->games[i].black == p->id)
			standings_add_game(ev, &s, &ev->games[i], CLOCK_BLACK);
	}
	if (p->bye != COMMAND_BYE_NONE)		/* C.04 */
		s.points2 += standings_score2(ev, standings_bye2(p->bye));
	return s;
}

size_t
standings_tiebreaks(const struct event *ev, struct tiebreak_spec *spec)
{
	int	n;

	if (ev->tiebreaks[0] == '\0')
		return 0;
	n = tiebreak_parse(ev->tiebreaks, spec);
	return n < 0 ? 0 : (size_t)n;
}

/* The crosstable's parts, allocated together. */
struct standings_table {
	struct tiebreak_table	 t;
	struct tiebreak_cell	*cell;
	uint16_t		*rating, *rounds;	/* round numbers */
	int64_t			*out;
};

/* The column of round number r, adding it when new. */
static unsigned
standings_column(struct standings_table *x, uint16_t r)
{
	unsigned	k;

	for (k = 0; k < x->t.nrounds; k++)
		if (x->rounds[k] == r)
			return k;
	x->rounds[x->t.nrounds] = r;
	return x->t.nrounds++;
}

/* The index of player id in ev->players, as the table's opponent (+1). */
static uint32_t
standings_index(const struct event *ev, uint32_t id)
{
	const struct player	*p = event_player(ev, id);

	return p == NULL ? 0 : (uint32_t)(p - ev->players) + 1;
}

/* Past rounds and the current one, each player's a cell (C.07). */
static void
standings_cells(const struct event *ev, struct standings_table *x,
    const struct event_past *past, size_t n)
{
	struct tiebreak_cell	*c;
	uint32_t		 i;
	size_t			 k;
	unsigned		 col;

	for (k = 0; k < n; k++) {
		col = standings_column(x, past[k].round);
		if ((i = standings_index(ev, past[k].player)) == 0)
			continue;
		c = &x->cell[(i - 1) * (ev->ngames + ev->npast + 1) + col];
		c->opp = standings_index(ev, past[k].opponent);
		c->kind = past[k].kind;
		c->black = past[k].black;
		c->points2 = past[k].points2;
	}
}

static bool
standings_table_new(const struct event *ev, struct standings_table *x,
    size_t ntb)
{
	size_t	cols = ev->ngames + ev->npast + 1;	/* rounds, at most */
	size_t	n = ev->nplayers + 1;

	memset(x, 0, sizeof *x);
	x->cell = calloc(n * cols, sizeof *x->cell);
	x->rating = calloc(n, sizeof *x->rating);
	x->rounds = calloc(cols, sizeof *x->rounds);
	x->out = calloc(n * (ntb + 1), sizeof *x->out);
	return x->cell != NULL && x->rating != NULL && x->rounds != NULL &&
	    x->out != NULL;
}

static void
standings_table_free(struct standings_table *x)
{
	free(x->cell);
	free(x->rating);
	free(x->rounds);
	free(x->out);
}

/*
 * The crosstable of the closed rounds and the current one: the cells are
 * laid out with room for every round the event could have had, then
 * packed to the rounds there were.
 */
static bool
standings_table(const struct event *ev, struct standings_table *x,
    size_t ntb)
{
	struct event_past	*now;
	size_t			 i, cols = ev->ngames + ev->npast + 1, n = 0;
	unsigned		 r;

	if (!standings_table_new(ev, x, ntb))
		return false;
	if ((now = calloc(2 * ev->ngames + ev->nplayers + 1,
	    sizeof *now)) == NULL)
		return false;
	standings_round_past(ev, false, now, &n);
	standings_cells(ev, x, ev->past, ev->npast);
	standings_cells(ev, x, now, n);
	free(now);
	for (i = 0; i < ev->nplayers; i++) {
		x->rating[i] = ev->players[i].rating;
		for (r = 0; r < x->t.nrounds; r++)
			x->cell[i * x->t.nrounds + r] = x->cell[i * cols + r];
	}
	x->t.nplayers = ev->nplayers;
	x->t.rating = x->rating;
	x->t.cell = x->cell;
	memcpy(x->t.score2, ev->score2, sizeof x->t.score2);
	return true;
}

/* qsort()'s context: the table being ranked. */
struct standings_sort {
	const struct tiebreak_table	*t;
	const int64_t			*out;
	size_t				 n;
	const struct player		*players;
};

static int
standings_order(const struct standing *x, const struct standing *y,
    const struct standings_sort *ctx)
{
	int	c = 0;

	if (x->points2 != y->points2)
		return x->points2 > y->points2 ? -1 : 1;
	if (ctx != NULL)
		c = tiebreak_cmp(ctx->t, ctx->out, ctx->n,
		    (size_t)(x->player - ctx->players),
		    (size_t)(y->player - ctx->players));
	return c;
}

/* Insertion sort: stable, and no global for qsort()'s context. */
static void
standings_sort(struct standing *st, size_t n, const struct standings_sort *ctx)
{
	struct standing	tmp;
	size_t		i, j;
	int		c;

	for (i = 1; i < n; i++) {
		tmp = st[i];
		for (j = i; j > 0; j--) {
			c = standings_order(&st[j - 1], &tmp, ctx);
			if (c < 0 || (c == 0 &&
			    st[j - 1].player->id < tmp.player->id))
				break;
			st[j] = st[j - 1];
		}
		st[j] = tmp;
	}
	/* Ranks: the tied (points and tie-breaks) share one. */
	for (i = 0; i < n; i++)
		st[i].rank = i > 0 && standings_order(&st[i - 1], &st[i],
		    ctx) == 0 ? st[i - 1].rank : (uint32_t)i + 1;
}

size_t
standings_compute(const struct event *ev, struct standing *out)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];
	struct standings_table	x;
	struct standings_sort	ctx;
	size_t			i, k, ntb = standings_tiebreaks(ev, spec);
	bool			have;

	memset(&x, 0, sizeof x);
	have = ntb > 0 && standings_table(ev, &x, ntb) &&
	    tiebreak_compute(&x.t, spec, ntb, x.out);
	for (i = 0; i < ev->nplayers; i++) {
		out[i] = standings_of(ev, &ev->players[i]);
		for (k = 0; k < TIEBREAK_MAX; k++)
			out[i].tb[k] = have && k < ntb ? x.out[i * ntb + k] :
			    -1;
	}
	ctx = (struct standings_sort){ &x.t, x.out, ntb, ev->players };
	standings_sort(out, ev->nplayers, have ? &ctx : NULL);
	if (ntb > 0)
		standings_table_free(&x);
	return ev->nplayers;
}

static bool
apply_bye(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct player	*p = standings_player(ev, cmd->u.bye.id);
	size_t		 i;

	(void)now;
	if (ev->round == 0)
		return REFUSE(why, EVENT_E_NO_ROUND, LAW_NONE);
	if (p == NULL)
		return REFUSE(why, EVENT_E_NO_PLAYER, LAW_NONE);
	/* The expelled and the excluded get nothing: a zero-point bye is
	 * what TRF writes for them, and all they may have. */
	if (p->expelled && cmd->u.bye.kind != COMMAND_BYE_ZERO)	/* 13.4g */
		return REFUSE(why, EVENT_E_EXPELLED, LAW_EXPULSION);
	if (p->excluded_upto != 0 && ev->round >= p->excluded_from &&
	    ev->round <= p->excluded_upto &&
	    cmd->u.bye.kind != COMMAND_BYE_ZERO)	/* 2023 12.9.8 */
		return REFUSE(why, EVENT_E_EXCLUDED, LAW_EXCLUSION);
	/* One game or one bye a round (C.04: the bye is instead of a game). */
	if (p->bye != COMMAND_BYE_NONE)
		return REFUSE(why, EVENT_E_PLAYER_PAIRED, LAW_NONE);
	for (i = 0; i < ev->ngames; i++)
		if (ev->games[i].white == p->id || ev->games[i].black == p->id)
			return REFUSE(why, EVENT_E_PLAYER_PAIRED, LAW_NONE);
	p->bye = cmd->u.bye.kind;
	return true;
}

/* By enum command_bye. */
static const char *const bye_words[] = {
	"full", "half", "zero", "pab", NULL
};

static bool
command_read_bye(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_id(c, &cmd->u.bye.id) ||
	    !take_keyword(c, COMMAND_ARG_BYE, bye_words, &k))
		return false;
	cmd->u.bye.kind = (uint8_t)k;
	return take_end(c);
}

static void
command_write_bye(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.bye.id, 1, COMMAND_ID_MAX);
	PUT_KEYWORD(o, bye_words, cmd->u.bye.kind);
}

const struct command_entry command_bye_entry = {
	"bye", COMMAND_F_SETUP,
	command_read_bye, command_write_bye, apply_bye
};
