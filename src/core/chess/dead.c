/*
 * dead.c: can a side still checkmate? (5.2b, 6.10, 9.6, A8, A10, C3)
 *
 * The order of the questions: the game already over (no legal move), the
 * static proofs of deadstatic.c (material, then locked pawn structures),
 * then the helpmate search of helpmate.c, which finds a mate (checked by
 * replaying it) or proves by exhaustion that none exists, within the
 * budget.  Anything else is DEAD_UNKNOWN.
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "chess/dead.h"
#include "chess/deadstatic.h"
#include "chess/helpmate.h"

enum dead_answer
dead_can_mate(const struct position *pos, enum color side, uint64_t budget,
    uint16_t *witness, size_t *len)
{
	assert(board_ok(pos));
	if (len != NULL)
		*len = 0;
	/* 5.1a, 5.2a: with no legal move the game is over as it stands. */
	if (board_count_moves(pos) == 0) {
		if (pos->side != side && board_in_check(pos))
			return DEAD_YES;	/* mated already: empty line */
		return DEAD_NO;
	}
	if (dead_static(pos, side))
		return DEAD_NO;
	return helpmate_find(pos, side, budget, witness, len, NULL);
}

enum dead_answer
dead_position(const struct position *pos, uint64_t budget)
{
	enum dead_answer	w, b;

	w = dead_can_mate(pos, WHITE, budget, NULL, NULL);
	if (w == DEAD_YES)
		return DEAD_NO;		/* 9.6: alive while one side can mate */
	b = dead_can_mate(pos, BLACK, budget, NULL, NULL);
	if (b == DEAD_YES)
		return DEAD_NO;
	if (w == DEAD_NO && b == DEAD_NO)
		return DEAD_YES;	/* 5.2b, 9.6 */
	return DEAD_UNKNOWN;
}
