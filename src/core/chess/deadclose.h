/*
 * deadclose.h: proof by closure for the dead-position analysis (dead.h).
 *
 * A breadth-first walk over every position reachable from the root by
 * legal moves, not entering positions the static proofs of deadstatic.h
 * settle or where the game is over.  If the walk runs out of positions
 * and none was a mate given by the side, the side can never mate: any
 * mating line would stay inside the set walked.  In a locked position the
 * set is small (kings and pieces shuffling behind a wall), so this proves
 * what no static argument reaches, such as a capture that can only be
 * made into stalemate.  Positions are compared whole, not by hash.
 */
#ifndef ARBITER_CHESS_DEADCLOSE_H
#define ARBITER_CHESS_DEADCLOSE_H

#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "chess/dead.h"

/* The most positions one walk keeps (memory: about 150 bytes each). */
#define DEAD_CLOSE_MAX	(1u << 16)

/*
 * Walk from pos for side; DEAD_NO when the set closes, DEAD_YES with the
 * (shortest) mating line in witness[0..*len) when a mate is met and the
 * line fits DEAD_WITNESS_MAX, else DEAD_UNKNOWN (budget, memory, or the
 * DEAD_CLOSE_MAX positions exhausted).  *nodes receives the positions
 * generated, which count against budget.  Memory is allocated and freed
 * within the call.
 */
enum dead_answer dead_closure(const struct position *pos, enum color side,
		    uint64_t budget, uint16_t *witness, size_t *len,
		    uint64_t *nodes);

#endif
