/*
 * helpmate.h: the search for a helpmate (both sides cooperating) for the
 * dead-position analysis (dead.h).
 *
 * Iterative deepening over a tree of legal moves with a transposition
 * table, pruned by the static proofs of deadstatic.h.  Early iterations
 * cost one unit of depth per ply and can prove by exhaustion that no mate
 * exists (every line ends in a static proof or the end of the game).
 * Later iterations are guided: moves toward a mating picture in a corner
 * (the losing king into it, the winning pieces toward it, captures and
 * pawn advances by the winner) cost no depth, captures by the loser cost
 * three, so that long plausible lines are searched before short odd ones.
 */
#ifndef ARBITER_CHESS_HELPMATE_H
#define ARBITER_CHESS_HELPMATE_H

#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "chess/dead.h"

/*
 * As dead_can_mate(), without the checks done before a search; *nodes
 * (if not NULL) receives the nodes used.  DEAD_NO only by exhaustion.
 */
enum dead_answer helpmate_find(const struct position *pos, enum color side,
		    uint64_t budget, uint16_t *witness, size_t *len,
		    uint64_t *nodes);

#endif
