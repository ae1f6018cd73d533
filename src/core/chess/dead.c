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

/*
 * What is known before any search: the game over as it stands, or the
 * static proofs.  DEAD_UNKNOWN when it takes a search.
 */
static enum dead_answer
before_search(const struct position *pos, enum color side)
{
	/* 5.1a, 5.2a: with no legal move the game is over as it stands. */
	if (board_count_moves(pos) == 0) {
		if (pos->side != side && board_in_check(pos))
			return DEAD_YES;	/* mated already: empty line */
		return DEAD_NO;
	}
	if (dead_static(pos, side))
		return DEAD_NO;
	return DEAD_UNKNOWN;
}

enum dead_answer
dead_can_mate(const struct position *pos, enum color side, uint64_t budget,
    uint16_t *witness, size_t *len)
{
	enum dead_answer	a;

	assert(board_ok(pos));
	if (len != NULL)
		*len = 0;
	if ((a = before_search(pos, side)) != DEAD_UNKNOWN)
		return a;
	return helpmate_find(pos, side, budget, witness, len);
}

/* Both sides, or with first_yes until White is found able to mate. */
static void
both(const struct position *pos, uint64_t budget, bool first_yes,
    enum dead_answer answer[2], uint16_t *witness[2], size_t len[2])
{
	int	c;

	assert(board_ok(pos));
	for (c = WHITE; c <= BLACK; c++) {
		if (len != NULL)
			len[c] = 0;
		answer[c] = before_search(pos, (enum color)c);
	}
	if (answer[WHITE] == DEAD_UNKNOWN && answer[BLACK] == DEAD_UNKNOWN) {
		helpmate_find_both(pos, budget, first_yes, answer, witness,
		    len);
		return;
	}
	for (c = WHITE; c <= BLACK; c++)
		if (answer[c] == DEAD_UNKNOWN &&
		    !(first_yes && answer[WHITE] == DEAD_YES))
			answer[c] = helpmate_find(pos, (enum color)c, budget,
			    witness != NULL ? witness[c] : NULL,
			    len != NULL ? &len[c] : NULL);
}

void
dead_can_mate_both(const struct position *pos, uint64_t budget,
    enum dead_answer answer[2], uint16_t *witness[2], size_t len[2])
{
	both(pos, budget, false, answer, witness, len);
}

enum dead_answer
dead_position(const struct position *pos, uint64_t budget)
{
	enum dead_answer	a[2];

	both(pos, budget, true, a, NULL, NULL);
	if (a[WHITE] == DEAD_YES || a[BLACK] == DEAD_YES)
		return DEAD_NO;		/* 9.6: alive while one side can mate */
	if (a[WHITE] == DEAD_NO && a[BLACK] == DEAD_NO)
		return DEAD_YES;	/* 5.2b, 9.6 */
	return DEAD_UNKNOWN;
}
