/*
 * helpmate.h: the search for a helpmate (both sides cooperating) for the
 * dead-position analysis (dead.h).
 *
 * Iterative deepening over a tree of legal moves with a transposition
 * table, pruned by the static proofs of deadstatic.h.  A first iteration
 * costs one unit of depth per ply (mates in one, forced lines).  Then the
 * iterations are guided, alternating two mating pictures: near (the
 * winner's pieces close in on the king where it stands, the loser's
 * pieces gather round it) and corner (the losing king into a corner on the
 * winner's far rank, of the colour of the winner's bishops, the winning
 * pieces toward it, the loser's next to it).  Moves toward the picture,
 * captures and checks by the winner and advanced pawns cost no depth;
 * captures by the loser cost three; so long plausible lines are searched
 * before short odd ones.  In a maze (a white pawn with a black one ahead
 * on its file) the pawn moves of both sides and the loser's captures cost
 * nothing, as they cannot be undone, and the iterations deepen faster:
 * that is where the mates that need promotions are.  Behind a pawn wall
 * the exact closure walk of deadclose.h is tried too, early with a few
 * nodes, and taken up again at the end with the rest of the budget.  An
 * iteration gets at least an eighth of the nodes spent before it, so that
 * a larger budget buys deeper iterations, not only more of them.
 */
#ifndef ARBITER_CHESS_HELPMATE_H
#define ARBITER_CHESS_HELPMATE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "chess/dead.h"

/*
 * As dead_can_mate(), without the checks done before a search.  DEAD_NO
 * only from the exact closure walk.
 */
enum dead_answer helpmate_find(const struct position *pos, enum color side,
		    uint64_t budget, uint16_t *witness, size_t *len);

/*
 * As helpmate_find() for both sides (answer[c], witness[c] and len[c] for
 * side c; witness and len may be NULL), except that when neither side's
 * search settles it, one closure walk answers for both with the nodes both
 * have left.  With first_yes, a YES for White leaves Black unknown.
 */
void		helpmate_find_both(const struct position *pos,
		    uint64_t budget, bool first_yes,
		    enum dead_answer answer[2], uint16_t *witness[2],
		    size_t len[2]);

#endif
