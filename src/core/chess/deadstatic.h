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
 * Structure.  A set F of pawns is "fixed" when no pawn of F can ever move
 * or be captured: each stands behind a pawn of F (or a piece that never
 * moves, found the same way: every step it has lands on such things, and
 * nothing can ever capture it), no enemy piece can ever
 * reach its capture squares, and no enemy piece can ever attack it.  F is
 * the greatest such set, found by removing pawns from "all pawns" until
 * nothing changes.  With F fixed, every other piece stays forever within
 * its reach: the squares it can get to by steps that avoid F (a king also
 * avoids squares attacked by enemy pawns of F; a pawn that can promote
 * adds the reach of a queen and a knight from its promotion squares).  The
 * side cannot mate when no square of the enemy king's reach is both
 * attackable by it and such that every reachable flight square can be
 * covered or self-blocked.
 */
#ifndef ARBITER_CHESS_DEADSTATIC_H
#define ARBITER_CHESS_DEADSTATIC_H

#include <stdbool.h>
#include <stdint.h>

#include "chess/board.h"

/* The structure of a position: fixed pawns and what every piece can reach. */
struct dead_reach {
	uint64_t	fixed;		/* the pawns of F */
	uint64_t	stuck;		/* pieces that never move either */
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
