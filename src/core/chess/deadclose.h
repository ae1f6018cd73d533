/*
 * deadclose.h: proof by closure for the dead-position analysis (dead.h).
 *
 * A breadth-first walk over every position reachable from the root by
 * legal moves, not entering positions the static proofs of deadstatic.h
 * settle for every side asked or where the game is over.  If the walk
 * runs out of positions and none was a mate given by a side asked, that
 * side can never mate: any mating line would stay inside the set walked.
 * The positions reachable are the same whoever is asked about, so one
 * walk can answer for both sides at once.  In a locked position the
 * set is small (kings and pieces shuffling behind a wall), so this proves
 * what no static argument reaches, such as a capture that can only be
 * made into stalemate.  Positions are compared whole, not by hash.
 *
 * A walk can be taken up again where its budget stopped it, so that a
 * search may try it early with a few nodes and go on later.
 */
#ifndef ARBITER_CHESS_DEADCLOSE_H
#define ARBITER_CHESS_DEADCLOSE_H

#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "chess/dead.h"

/* The most positions one walk keeps (memory: 40 bytes each, and a
 * table of twice as many 4-byte slots). */
#define DEAD_CLOSE_MAX	(1u << 21)

struct dead_closure;

/*
 * A walk from pos for the sides in sides (1 << WHITE, 1 << BLACK or both:
 * a position is left unwalked only when none of them can mate from it),
 * or NULL without memory.
 */
struct dead_closure *dead_closure_new(const struct position *pos,
		    unsigned sides);
void		dead_closure_free(struct dead_closure *);

/*
 * Go on with the walk for up to budget more positions generated (*nodes
 * receives how many), until every side asked has met a mate of its own,
 * the set closes, or memory or DEAD_CLOSE_MAX runs out.
 */
void		dead_closure_walk(struct dead_closure *, uint64_t budget,
		    uint64_t *nodes);

/*
 * What the walk so far says of side: DEAD_YES with the shortest mating
 * line in witness[0..*len) when it met a mate by side and the line fits
 * DEAD_WITNESS_MAX, DEAD_NO when the set closed with none, else (or for a
 * side the walk was not asked about) DEAD_UNKNOWN.
 */
enum dead_answer dead_closure_answer(const struct dead_closure *,
		    enum color side, uint16_t *witness, size_t *len);

#endif
