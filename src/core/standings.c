/*
 * standings.c: the event's standings (see standings.h).
 */
#include "config.h"

#include <stdlib.h>

#include "standings.h"

unsigned
standings_score2(const struct event *ev, int game_points2)
{
	/* 11.1: win, draw and loss by the side's points; 1, 1/2, 0 by default. */
	return game_points2 < 0 || game_points2 > 2 ? 0 :
	    ev->score2[game_points2];
}

/* The player with start number id, to change; NULL if none. */
static struct player *
standings_player(struct event *ev, uint32_t id)
{
	const struct player	*p = event_player(ev, id);

	return p == NULL ? NULL : &ev->players[p - ev->players];
}

void
standings_close_round(struct event *ev)
{
	const struct game	*g;
	struct player		*p;
	size_t			 i;
	int			 side, p2;

	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		/* From format 6 an adjourned game outlives the round and
		 * counts when it ends (apply.c). */
		if (event_game_outlives(ev, g))
			continue;
		/* A game never started or annulled (7.1a) is no game played. */
		if (g->status == GAME_PENDING || g->status == GAME_ANNULLED)
			continue;
		for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++) {
			p = standings_player(ev, side == CLOCK_WHITE ? g->white :
			    g->black);
			if (p == NULL)
				continue;
			if ((p2 = game_points2(g, side)) == GAME_POINTS_NULL)
				p->unscored++;
			else
				p->tally[p2]++;
		}
	}
}

/* The player's entry from the closed rounds' tallies. */
static struct standing
standings_closed(const struct event *ev, const struct player *p)
{
	struct standing	s = { p, 0, 0, p->unscored };
	int		k;

	for (k = 0; k < 3; k++) {
		s.points2 += p->tally[k] * standings_score2(ev, k);
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

static int
standings_order(const void *a, const void *b)
{
	const struct standing	*x = a, *y = b;

	if (x->points2 != y->points2)
		return x->points2 > y->points2 ? -1 : 1;
	return x->player->id < y->player->id ? -1 :
	    x->player->id > y->player->id;
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
	return s;
}

size_t
standings_compute(const struct event *ev, struct standing *out)
{
	size_t	i;

	for (i = 0; i < ev->nplayers; i++)
		out[i] = standings_of(ev, &ev->players[i]);
	qsort(out, ev->nplayers, sizeof *out, standings_order);
	return ev->nplayers;
}
