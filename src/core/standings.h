/*
 * standings.h: the event's standings under 11.1.  A game is worth the
 * event's points for a win, a draw and a loss (1, 1/2 and 0 unless the
 * event says otherwise: 'event ... points 3 1 0'), also for forfeits.
 * A side's game points after 13.4 e/f (0, 1/2 or 1; 0-0 and 1/2-0 count
 * as two losses, a draw and a loss) choose which: a player's total is
 * the sum over the rounds already closed and the current round's games
 * that are scored.  A game still on, or whose score awaits the arbiter,
 * counts for nothing yet and is shown as such; an annulled game (7.1a),
 * or one never started when its round was closed, is no game at all.
 *
 * Pure and allocation-free: the caller gives room for every player.
 */
#ifndef ARBITER_STANDINGS_H
#define ARBITER_STANDINGS_H

#include <stddef.h>
#include <stdint.h>

#include "event.h"

struct standing {
	const struct player	*player;
	uint32_t		 points2;	/* on the event's scale, in halves */
	uint16_t		 scored;	/* games that count */
	uint16_t		 unscored;	/* games on, or awaiting the arbiter */
};

/* 11.1: what a side's game points (in halves, 0..2) are worth in the event. */
unsigned	standings_score2(const struct event *, int game_points2);

/* One player's entry before the current round: the closed rounds only. */
struct standing	standings_before(const struct event *, const struct player *);

/* One player's entry. */
struct standing	standings_of(const struct event *, const struct player *);

/*
 * Fill out[0..ev->nplayers) with every player, ordered by points, then by
 * start number; returns how many.
 */
size_t		standings_compute(const struct event *, struct standing *out);

/* At a new round: the current round's scored games join the players' tallies. */
void		standings_close_round(struct event *);

#endif
