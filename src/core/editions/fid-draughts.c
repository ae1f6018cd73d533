/*
 * fid-draughts.c: international draughts under the Italian federation's
 * rules (../shared/laws/fid-draughts-rules-it.txt).  Its own numbering:
 * no base edition, every law not named here is not in it.
 *
 * The shared rulings apply the laws named here as they do in chess
 * (resignation, time, agreement, the arbiter's penalties); the game's own
 * ends (no move, no pieces) are the kind's; the repetition verification
 * (6.3b), the Art. 7 counts and the restarts of 5.2-5.4 are draughts'
 * own rulings, read from the parameters below (rulings/count.c,
 * rulings/restart.c); an irregularity (5.6) stands on the board as made
 * until the opponent claims its correction, and his move accepts it
 * (5.9), by the machinery of rapid chess's B6 (rulings/illegal.c).
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
		[LAW_FLAG_CALLED] = "6.2.4",
		[LAW_SCORING] = "6.1",
		[LAW_OFFER] = "6.3a",
		/*
		 * What the text leaves to the competition's rules (Art. 10)
		 * and to the arbiter: the clocks, the start and lateness,
		 * the board set again, a game annulled, and the penalties
		 * for touch-move, "accomodo" and conduct (3.11-3.14).
		 */
		[LAW_START] = "arbiter",
		[LAW_ABSENT] = "arbiter",
		[LAW_LATE] = "arbiter",
		[LAW_STOP_CLOCKS] = "arbiter",
		[LAW_SET_CLOCKS] = "arbiter",
		[LAW_ARBITER_DUTY] = "arbiter",
		[LAW_ANNUL] = "arbiter",
		[LAW_WARNING] = "arbiter",
		[LAW_TIME_TO_OPPONENT] = "arbiter",
		[LAW_TIME_FROM_OFFENDER] = "arbiter",
		[LAW_PENALTY_LOSS] = "arbiter",
		[LAW_FEWER_POINTS] = "arbiter",
		[LAW_MORE_POINTS] = "arbiter",
		[LAW_EXPULSION] = "arbiter",
		[LAW_EXTRA_TIME] = "arbiter",
		[LAW_REPETITION_ARBITER] = "6.3b1",
		[LAW_REPETITION_CHARGE] = "6.3b2",
		[LAW_COUNT] = "7.1",
		[LAW_COUNT_KINGS] = "7.4",
		[LAW_COUNT_FEW] = "7.5",
		[LAW_COUNT_LEAST] = "7.6",
		[LAW_MAJORITY] = "4.13",
		[LAW_IRREGULARITY_ACCEPTED] = "5.9",
		[LAW_BOARD_TURNED] = "5.2",
		[LAW_COLOURS_WRONG] = "5.3",
		[LAW_RESTART] = "5.4.2",
		[LAW_RESTART_ORGANISERS] = "5.4.3",
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
		/* PDN results: 2-0, 1-1, 0-2 (the usual 2/1/0 scale). */
		[EDITION_WIN_POINTS] = EDITION_VALUE(2),
		/* 6.3b2: the verification, at most 15 minutes, charged... */
		[EDITION_VERIFY_MAX_MS] = EDITION_VALUE(15 * MINUTE_MS),
		/* 6.3b3: ...never below 3 minutes. */
		[EDITION_VERIFY_FLOOR_MS] = EDITION_VALUE(3 * MINUTE_MS),
		[EDITION_COUNT_KINGS_MOVES] = EDITION_VALUE(25),	/* 7.4 */
		[EDITION_COUNT_FEW_MOVES] = EDITION_VALUE(16),		/* 7.5 */
		[EDITION_COUNT_LEAST_MOVES] = EDITION_VALUE(5),		/* 7.6 */
		/* 5.4.2: before the 5th move each, or 10 minutes. */
		[EDITION_RESTART_MOVES] = EDITION_VALUE(5),
		[EDITION_RESTART_MS] = EDITION_VALUE(10 * MINUTE_MS),
		/* 6.2.5: refusing the rules, the opponent wins. */
		[EDITION_REFUSAL_SCORE_ARBITER] = EDITION_VALUE(0),
		/* 5.6: only the opponent decides, before he moves (5.9). */
		[EDITION_ILLEGAL_STANDS] = EDITION_VALUE(1),
		/* No sealed moves in these rules. */
		[EDITION_SEALED_ENDS_FOR_ANY] = EDITION_VALUE(0),
		[EDITION_ILLEGAL_PRESS_UNDONE] = EDITION_VALUE(0),
		/* 5.4.2 instead (restart.c). */
		[EDITION_SETUP_CLAIM_MOVES] = EDITION_VALUE(0),
	},
};
