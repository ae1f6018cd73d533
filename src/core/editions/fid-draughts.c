/*
 * fid-draughts.c: international draughts under the Italian federation's
 * rules (../shared/laws/fid-draughts-rules-it.txt).  Its own numbering:
 * no base edition, every law not named here is not in it.
 *
 * The rules core of draughts is in this build (gamekind.c), but the
 * event engine does not arbitrate it yet: an event under this edition is
 * refused (apply.c: the kind is not arbitrated).  The laws here are those
 * the shared rulings already apply in draughts and the game's own ends
 * (no move, no pieces); the Art. 7 counts and the 5.6 irregularities come
 * with its arbitration.
 */
#include "config.h"

#include "editions/editions.h"

#define MINUTE_MS	(60 * 1000LL)

const struct edition edition_fid_draughts = {
	.name = "fid-draughts",
	.title = "FID rules of international draughts",
	.game = "draughts",
	.base = NULL,
	.label = {
		[LAW_MOVES] = "3",
		[LAW_RESIGNATION] = "6.2.1",
		[LAW_NO_MOVE] = "6.2.2",
		[LAW_NO_PIECES] = "6.2.3",
		[LAW_FLAG] = "6.2.4",
		[LAW_REFUSAL] = "6.2.5",
		[LAW_AGREEMENT] = "6.3a",
		[LAW_REPETITION] = "6.3b",
		[LAW_ILLEGAL] = "5.6",
		[LAW_ARBITER] = "arbiter",
	},
	.param = {
		/* 5.6: irregularities are the opponent's to correct: no count. */
		[EDITION_ILLEGAL_LIMIT] = EDITION_VALUE(0),
		[EDITION_ILLEGAL_BONUS_MS] = EDITION_VALUE(0),
		[EDITION_CLAIM_BONUS_MS] = EDITION_VALUE(0),
		[EDITION_CLAIM_HALF_ABOVE_MS] = EDITION_VALUE(0),
		[EDITION_CLAIM_CUT_MAX_MS] = EDITION_VALUE(0),
		[EDITION_CLAIM_FLOOR_MS] = EDITION_VALUE(0),
		[EDITION_QUICKPLAY_UNDER_MS] = EDITION_VALUE(0),
		[EDITION_QUICKPLAY_BONUS_MS] = EDITION_VALUE(0),
		/* Art. 10 leaves lateness to the competition's rules. */
		[EDITION_WAIT_MS] = EDITION_VALUE(60 * MINUTE_MS),
		/* No adjournment of its own: the event's wait. */
		[EDITION_RESUMPTION_WAIT_MS] = EDITION_VALUE(-1),
		/* 6.3b: the third time, the same pieces and side to move. */
		[EDITION_REPETITION_COUNT] = EDITION_VALUE(3),
		[EDITION_FIFTY_PLIES] = EDITION_VALUE(0),
		[EDITION_AUTO_REPETITION_COUNT] = EDITION_VALUE(0),
		[EDITION_AUTO_QUIET_PLIES] = EDITION_VALUE(0),
		[EDITION_POSITIONS_EQUAL] = EDITION_VALUE(EDITION_EQUAL_PIECES),
		[EDITION_DEAD_BUDGET] = EDITION_VALUE(0),
		/* No rapid or blitz appendices: every game is standard play. */
		[EDITION_BLITZ_UPTO_MS] = EDITION_VALUE(-1),
		[EDITION_RAPID_UPTO_MS] = EDITION_VALUE(-1),
		[EDITION_SCORESHEET_FREE_MS] = EDITION_VALUE(0),
		[EDITION_SCORESHEET_FREE_INC_MS] = EDITION_VALUE(0),
		/* 6.2.4: a fallen flag loses, with no exception. */
		[EDITION_FLAG_CANNOT_WIN_DRAWS] = EDITION_VALUE(0),
		/* 6.2.1: a resignation loses; 5.6 has no illegal-move count. */
		[EDITION_RESIGN_CANNOT_WIN_DRAWS] = EDITION_VALUE(0),
		[EDITION_ILLEGAL_CANNOT_WIN_DRAWS] = EDITION_VALUE(0),
		[EDITION_FAST_PENALTY_MS] = EDITION_VALUE(0),
		[EDITION_AGREEMENT_MIN_MOVES] = EDITION_VALUE(0),
		[EDITION_PENALTY_LOSS_SCORE_ARBITER] = EDITION_VALUE(0),
		/* 5.4.2 counts moves and minutes itself: not this rule. */
		[EDITION_COLOURS_MOVES] = EDITION_VALUE(0),
		/* Lettered items, as the 2005 text letters them. */
		[EDITION_ITEMS_NUMBERED] = EDITION_VALUE(0),
	},
};
