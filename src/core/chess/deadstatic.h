/*
 * deadstatic.h: static proofs that a side can never checkmate (5.2b, 6.10,
 * 9.6), for the dead-position analysis (dead.h).
 *
 * Two kinds of proof, both sound (they never say "cannot" of a side that
 * can):
 *
 * Material.  A lone king never gives check.  Bishops all on one colour,
 * with no pawns on the board, cannot mate a king whose side has no knight
 * and no bishop of the other colour.  A lone knight cannot mate a king
 * whose side has only queens (no pawns).
 *
 * Structure.  What every piece can ever do, as a least fixpoint: each
 * piece starts able to stand on its own square only, and a square joins
 * its reach when a move there is possible given what is known so far (a
 * pawn captures only where an enemy piece other than the king may stand,
 * pushes only onto squares no piece holds for ever; no piece enters a
 * square its own side holds for ever; a king never enters a square
 * attacked for ever; a pawn that can promote reaches what a queen and a
 * knight reach from there).  A piece never seen to move or be captured
 * holds its square for ever.  Pawns facing each other on a file are
 * assumed not to pass each other, and the assumption is kept only while
 * the pawn ahead is seen neither to leave the file nor to be taken.  The
 * side cannot mate when no square of the enemy king's reach can be
 * checked with every flight square covered: attacked by a piece of the
 * side, next to its king, or held by a piece of the mated side, a
 * different one on each.
 */
#ifndef ARBITER_CHESS_DEADSTATIC_H
#define ARBITER_CHESS_DEADSTATIC_H

#include <stdbool.h>
#include <stdint.h>

#include "chess/board.h"

/* The structure of a position: what every piece can ever reach. */
struct dead_reach {
	uint64_t	fixed;		/* pawns that hold their square for ever */
	uint64_t	stuck;		/* other pieces that do */
	/* Per occupied square: the squares the piece can ever stand on
	 * (a fixed pawn or stuck piece: its own), and those it can ever
	 * attack. */
	uint64_t	reach[64];
	uint64_t	attack[64];
};

/* Fill r for pos (not changed). */
void		dead_reach_compute(const struct position *pos,
		    struct dead_reach *r);

/* Whether side provably cannot mate by material alone. */
bool		dead_static_material(const struct position *pos,
		    enum color side);

/* Whether side provably cannot mate given the structure r of pos. */
bool		dead_static_blocked(const struct position *pos,
		    const struct dead_reach *r, enum color side);

/*
 * Whether side, with no pawns of its own, could mate only after the enemy
 * promotes a pawn: the material proof would hold without the enemy's
 * pawns.  (A hint for the search, not a proof.)
 */
bool		dead_static_needs_promotion(const struct position *pos,
		    enum color side);

/* Material, then structure: whether side provably cannot mate. */
bool		dead_static(const struct position *pos, enum color side);

/* Whether any pawn is blocked by a pawn (the structure proof can apply). */
bool		dead_static_has_wall(const struct position *pos);

#endif
