/*
 * resolve.h: a capture written by its start and end square alone that
 * two routes reach (the texts of a game decide which), pure.
 *
 * 4.14 leaves the player free to choose between captures of the same
 * (largest, 4.13) number of pieces, and 8.2.1/8.2.3 write a capture as
 * its start and end square only: "47x36" then names every route of the
 * same length between those squares, each taking other pieces.  Only the
 * moves that follow tell them apart: after the route the player made
 * they are legal, after another one (other pieces left on the board)
 * they may not be.  dresolve_capture() plays each route and reads the
 * game's next moves after it, and keeps the route that reads furthest.
 */
#ifndef ARBITER_DRAUGHTS_RESOLVE_H
#define ARBITER_DRAUGHTS_RESOLVE_H

#include <stddef.h>
#include <stdint.h>

#include "draughts/draughts.h"

enum dresolve_state {
	DRESOLVE_ONE,		/* one route reads further than the others */
	DRESOLVE_PENDING,	/* several read every move known: a later
				   move may decide */
	DRESOLVE_AMBIGUOUS,	/* several read equally far but stop before
				   the end (at an illegal move): no later
				   move can decide */
	DRESOLVE_NOT_AMBIGUOUS	/* texts[0] is one legal move, or none */
};

/*
 * texts[0..n) are a game's moves from pos on, texts[0] a capture that
 * several legal moves match (DNOTATION_AMBIGUOUS).  DRESOLVE_ONE puts
 * the route meant in *move; *reach (if not NULL) is how many of
 * texts[1..n) the kept route(s) read.  The search is bounded: a game
 * whose later captures branch beyond a budget is PENDING, never guessed.
 */
enum dresolve_state dresolve_capture(const struct draughts_position *pos,
		    const char *const *texts, size_t n, uint64_t *move,
		    size_t *reach);

#endif
