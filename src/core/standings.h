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
 * Byes ('bye <player> full|half|zero|pab'): a round without a game,
 * worth a win's points (a full-point bye, and the pairing-allocated bye
 * of C.04), a draw's (a half-point bye) or nothing.
 *
 * Equal points are ranked by the event's tie-breaks (C.07, tiebreak.h:
 * 'event ... tiebreaks "BH-C1,BH,SB,DE"'), over the closed rounds and
 * the current round as it stands; then by start number, sharing the
 * rank.  Without tie-breaks, by start number alone.
 */
#ifndef ARBITER_STANDINGS_H
#define ARBITER_STANDINGS_H

#include <stddef.h>
#include <stdint.h>

#include "event.h"
#include "tiebreak.h"

struct standing {
	const struct player	*player;
	uint32_t		 points2;	/* on the event's scale, in halves */
	uint16_t		 scored;	/* games that count */
	uint16_t		 unscored;	/* games on, or awaiting the arbiter */
	uint32_t		 rank;		/* 1..; the tied share it */
	int64_t			 tb[TIEBREAK_MAX]; /* hundredths (tiebreak.h) */
};

/* 11.1: what a side's game points (in halves, 0..2) are worth in the event. */
unsigned	standings_score2(const struct event *, int game_points2);

/* C.04: what a bye (enum command_bye) is worth, in game points (halves). */
int		standings_bye2(int bye);

/* One player's entry before the current round: the closed rounds only. */
struct standing	standings_before(const struct event *, const struct player *);

/* One player's entry. */
struct standing	standings_of(const struct event *, const struct player *);

/*
 * The event's tie-breaks, parsed: the count (0: none), into spec (room
 * for TIEBREAK_MAX).
 */
size_t		standings_tiebreaks(const struct event *,
		    struct tiebreak_spec *spec);

/*
 * Fill out[0..ev->nplayers) with every player, ordered by points, then by
 * the event's tie-breaks, then by start number; returns how many.  The
 * tie-breaks need room of their own: without it (no memory) the order
 * is by start number and every tb is -1.
 */
size_t		standings_compute(const struct event *, struct standing *out);

/* At a new round: the current round's scored games and byes join the
 * players' tallies and the event's past rounds; false: no memory,
 * nothing changed. */
bool		standings_close_round(struct event *);

#endif
