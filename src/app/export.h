/*
 * export.h: the event's games as PGN (issue 5, "Export"): the Seven Tag
 * Roster plus Board, TimeControl, Termination (and SetUp/FEN for a game
 * paired from a position), a {[%clk h:mm:ss]} after each move, draw
 * offers as {(=)} (9.1b), and the arbiter's acts (penalties, 13.5 extra
 * time, questions still pending) as comments where they happened.
 * A result PGN cannot write (0-0, 1/2-0, a score awaiting the arbiter)
 * is "*" with the real one in a comment.  The sealed move of a game not
 * yet opened is not written (A1a).
 */
#ifndef ARBITER_EXPORT_H
#define ARBITER_EXPORT_H

#include <stdio.h>

#include "event.h"

void	export_pgn(const struct event *, FILE *);

/*
 * The round's results as TRF-16 (FIDE's tournament report file): the
 * 012 name, 022 site and 042 date lines, then one 001 line per player
 * with the current round's block at its columns (opponent, colour,
 * result: 1 = 0 for a game, + - for forfeits; a score still awaiting
 * the arbiter is left blank).  The event holds one round at a time, so
 * earlier rounds' blocks are blank; the points are the player's total on
 * the event's scale (11.1), earlier rounds included.
 */
void	export_trf(const struct event *, FILE *);

/*
 * The standings (11.1) as a text table in the interface's language: rank
 * (equal points share it), start number, points on the event's scale,
 * games scored and still open, rating, federation, name.
 */
void	export_standings(const struct event *, FILE *);

#endif
