/*
 * dead.h: can a side still checkmate? (5.2b, 6.10, 9.6, A8, A10, C3)
 *
 * The question of the Laws is whether a checkmate can arise "by any
 * possible series of legal moves", the opponent cooperating.  Material
 * counting is not the answer (a locked pawn wall is dead with much
 * material; K+N v K+N is alive).  The analysis is exact or it says
 * DEAD_UNKNOWN: first a sound static proof (material that can never mate,
 * kings and pieces shut behind pawn walls: deadstatic.h), then a helpmate
 * search with iterative deepening and a transposition table (helpmate.h)
 * and, behind a pawn wall, an exact walk over every reachable position
 * (deadclose.h), all bounded by a budget of nodes.  Asked of both sides at
 * once, the walk is made once for the two.
 *
 * Soundness first: DEAD_NO is only ever returned with a proof.
 *
 * Memory: the transposition table is allocated and freed within each
 * call; nothing is kept between calls (no globals hold state).
 */
#ifndef ARBITER_CHESS_DEAD_H
#define ARBITER_CHESS_DEAD_H

#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"

enum dead_answer { DEAD_NO = 0, DEAD_YES, DEAD_UNKNOWN };

/* Nodes (positions visited by the helpmate search) per call by default. */
#define DEAD_DEFAULT_BUDGET	1000000
/* The longest witness, in plies. */
#define DEAD_WITNESS_MAX	256

/*
 * Can side checkmate by some sequence of legal moves (the opponent
 * cooperating)?  DEAD_YES fills witness[0..*len) (witness holds at least
 * DEAD_WITNESS_MAX moves) with a legal move sequence from pos ending in
 * checkmate given by side; DEAD_NO is a proof that side can never mate;
 * DEAD_UNKNOWN when the budget (nodes searched) ran out: never a guess.
 * witness and len may be NULL.  pos is not changed.
 */
enum dead_answer dead_can_mate(const struct position *pos, enum color side,
		    uint64_t budget, uint16_t *witness, size_t *len);

/*
 * dead_can_mate() for both sides at once (answer[c], witness[c], len[c]
 * for side c; witness and len may be NULL), with budget nodes for each
 * side.  Where neither side's search settles it, the walk over the
 * reachable positions is made once for the two with the nodes both have
 * left, so a dead position is proved with up to twice the budget.
 */
void		dead_can_mate_both(const struct position *pos,
		    uint64_t budget, enum dead_answer answer[2],
		    uint16_t *witness[2], size_t len[2]);

/*
 * 5.2b / 9.6: DEAD_YES when neither side can mate (the position is dead),
 * DEAD_NO when one can, else DEAD_UNKNOWN.  budget applies to each side,
 * as in dead_can_mate_both().
 */
enum dead_answer dead_position(const struct position *pos, uint64_t budget);

#endif
