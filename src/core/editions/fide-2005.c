/*
 * fide-2005.c: the FIDE Laws of Chess valid from 1 July 2005 (the text of
 * ../shared/laws/fide-laws-2005-it.txt), the default edition and the base
 * of the others: every law has its label here, but those 2023 brought.
 */
#include "config.h"

#include "editions/editions.h"

#define MINUTE_MS	(60 * 1000LL)

const struct edition edition_fide_2005 = {
	.name = "fide-2005",
	.title = "FIDE Laws of Chess, 2005",
	.game = "chess",
	.base = NULL,
	.label = {
		[LAW_MOVES] = "3",
		[LAW_CHECKMATE] = "5.1a",
		[LAW_RESIGNATION] = "5.1b",
		[LAW_STALEMATE] = "5.2a",
		[LAW_DEAD_POSITION] = "5.2b",
		[LAW_AGREEMENT] = "5.2c",
		[LAW_START] = "6.5",
		[LAW_ABSENT] = "6.6",
		[LAW_LATE] = "6.7",
		[LAW_MOVE_COMPLETED] = "6.8a",
		[LAW_FLAG_CALLED] = "6.9",
		[LAW_FLAG] = "6.10",
		[LAW_BOTH_FLAGS] = "6.12",
		[LAW_BOTH_FLAGS_DRAW] = "6.12",
		[LAW_STOP_CLOCKS] = "6.13",
		[LAW_SET_CLOCKS] = "6.14",
		[LAW_SCORESHEET] = "8.4",
		[LAW_ANNUL] = "7.1a",
		[LAW_ILLEGAL] = "7.4a",
		[LAW_ILLEGAL_LIMIT] = "7.4b",
		[LAW_OFFER] = "9.1",
		[LAW_REPETITION] = "9.2",
		[LAW_REPETITION_WRITTEN] = "9.2a",
		[LAW_FIFTY] = "9.3",
		[LAW_FIFTY_WRITTEN] = "9.3a",
		[LAW_INCORRECT_CLAIM] = "9.5b",
		[LAW_QUICKPLAY] = "10.2",
		[LAW_QUICKPLAY_POSTPONE] = "10.2b",
		[LAW_QUICKPLAY_REJECT] = "10.2c",
		[LAW_QUICKPLAY_DECIDED] = "10.2d",
		[LAW_SCORING] = "11.1",
		[LAW_PHONE] = "12.2b",
		[LAW_REFUSAL] = "12.8",
		[LAW_BOTH_REFUSE] = "12.9",
		[LAW_ARBITER_DUTY] = "13.1",
		[LAW_WARNING] = "13.4a",
		[LAW_TIME_TO_OPPONENT] = "13.4b",
		[LAW_TIME_FROM_OFFENDER] = "13.4c",
		[LAW_PENALTY_LOSS] = "13.4d",
		[LAW_FEWER_POINTS] = "13.4e",
		[LAW_MORE_POINTS] = "13.4f",
		[LAW_EXPULSION] = "13.4g",
		[LAW_EXTRA_TIME] = "13.5",
		[LAW_SEAL] = "A1a",
		[LAW_SEAL_EARLY] = "A1b",
		[LAW_ENVELOPE] = "A2",
		[LAW_RESUME] = "A5",
		[LAW_OPEN_ENVELOPE] = "A7",
		[LAW_SEALED_MOVE] = "A8",
		[LAW_RESUMPTION] = "A9",
		[LAW_REPLY_SEALED] = "A9c",
		[LAW_LATE_RESUMPTION] = "A10",
		[LAW_ENVELOPE_LOST] = "A11a",
		[LAW_ANNUL_ADJOURNED] = "A11b",
		[LAW_RAPID_ILLEGAL] = "B6",
		[LAW_RAPID_INTERVENE] = "B6",
		[LAW_RAPID_FLAG] = "B7",
		[LAW_RAPID_OWN_FLAG] = "B8",
		[LAW_SETUP_CLAIM] = "B4",
		[LAW_FAST_BOTH_FLAGS] = "B9",
		[LAW_BLITZ_NO_QUICKPLAY] = "C2",
		[LAW_BLITZ_ILLEGAL] = "C3",
		/* 2023's own laws: none of them is in 2005. */
		[LAW_AUTO_REPETITION] = EDITION_ABSENT,
		[LAW_AUTO_SEVENTY_FIVE] = EDITION_ABSENT,
		[LAW_COLOURS_REVERSED] = EDITION_ABSENT,
		[LAW_PROMOTION_UNFINISHED] = EDITION_ABSENT,
		[LAW_CLOCK_WITHOUT_MOVE] = EDITION_ABSENT,
		[LAW_TWO_HANDS] = EDITION_ABSENT,
		[LAW_RAPID_SUPERVISED] = EDITION_ABSENT,
		[LAW_RAPID_TIME_CLAIM] = EDITION_ABSENT,
		[LAW_RAPID_ILLEGAL_POSITION] = EDITION_ABSENT,
		[LAW_GUIDELINES] = EDITION_ABSENT,
		[LAW_INCREMENT_REQUEST] = EDITION_ABSENT,
		[LAW_DEVICE] = EDITION_ABSENT,
		[LAW_FINE] = EDITION_ABSENT,
		[LAW_EXCLUSION] = EDITION_ABSENT,
		[LAW_SCORE_TOTAL] = EDITION_ABSENT,
		[LAW_OFFERS_FROM] = EDITION_ABSENT,
		/* Draughts' own laws: in no edition of chess. */
		[LAW_NO_MOVE] = EDITION_ABSENT,
		[LAW_NO_PIECES] = EDITION_ABSENT,
		[LAW_REPETITION_ARBITER] = EDITION_ABSENT,
		[LAW_REPETITION_CHARGE] = EDITION_ABSENT,
		[LAW_COUNT] = EDITION_ABSENT,
		[LAW_COUNT_KINGS] = EDITION_ABSENT,
		[LAW_COUNT_FEW] = EDITION_ABSENT,
		[LAW_COUNT_LEAST] = EDITION_ABSENT,
		[LAW_MAJORITY] = EDITION_ABSENT,
		[LAW_IRREGULARITY_ACCEPTED] = EDITION_ABSENT,
		[LAW_BOARD_TURNED] = EDITION_ABSENT,
		[LAW_COLOURS_WRONG] = EDITION_ABSENT,
		[LAW_RESTART] = EDITION_ABSENT,
		[LAW_RESTART_ORGANISERS] = EDITION_ABSENT,
		[LAW_ARBITER] = "arbiter",
		/* 9.6: the dead position, a draw no one claims (A8). */
		[LAW_NO_CLAIM_DRAW] = "9.6",
		/* B7: only a claim makes a flag count (RAPID_FLAG). */
		[LAW_FAST_FLAG_SEEN] = EDITION_ABSENT,
		[LAW_CHESS960] = EDITION_ABSENT,	/* 2023's Guidelines II */
		/* 4.3: the touched piece; 4.4a-c: king and rook touched. */
		[LAW_TOUCH] = "4.3",
		[LAW_TOUCH_KING_ROOK] = "4.4a",
		[LAW_TOUCH_ROOK_FIRST] = "4.4b",
		[LAW_TOUCH_CASTLE_ILLEGAL] = "4.4c",
		[LAW_CHESS960_CASTLING] = EDITION_ABSENT,	/* 2023's II.3 */
		[LAW_CHESS960_CASTLING_HOW] = EDITION_ABSENT,
	},
	.param = {
		/* 7.4b: the third illegal move loses; 2 minutes before. */
		[EDITION_ILLEGAL_LIMIT] = EDITION_VALUE(3),
		[EDITION_ILLEGAL_BONUS_MS] = EDITION_VALUE(2 * MINUTE_MS),
		/* 9.5b: 3 minutes to the opponent; the claimant with more
		 * than 2 minutes loses half, up to 3; between 1 and 2 minutes
		 * drops to 1. */
		[EDITION_CLAIM_BONUS_MS] = EDITION_VALUE(3 * MINUTE_MS),
		[EDITION_CLAIM_HALF_ABOVE_MS] = EDITION_VALUE(2 * MINUTE_MS),
		[EDITION_CLAIM_CUT_MAX_MS] = EDITION_VALUE(3 * MINUTE_MS),
		[EDITION_CLAIM_FLOOR_MS] = EDITION_VALUE(MINUTE_MS),
		/* 10.2: under 2 minutes; 10.2c: 2 minutes to the opponent. */
		[EDITION_QUICKPLAY_UNDER_MS] = EDITION_VALUE(2 * MINUTE_MS),
		[EDITION_QUICKPLAY_BONUS_MS] = EDITION_VALUE(2 * MINUTE_MS),
		/* 6.7: one hour, unless the event says otherwise. */
		[EDITION_WAIT_MS] = EDITION_VALUE(60 * MINUTE_MS),
		/* A10: "more than one hour" late at a resumption, whatever
		 * the event's wait (6.7 is the session's). */
		[EDITION_RESUMPTION_WAIT_MS] = EDITION_VALUE(60 * MINUTE_MS),
		/* 9.2: the third occurrence; 9.3: 50 moves each. */
		[EDITION_REPETITION_COUNT] = EDITION_VALUE(3),
		[EDITION_FIFTY_PLIES] = EDITION_VALUE(100),
		/* No draw comes without a claim, but 5.2. */
		[EDITION_AUTO_REPETITION_COUNT] = EDITION_VALUE(0),
		[EDITION_AUTO_QUIET_PLIES] = EDITION_VALUE(0),
		/* 9.2: the same pieces, side to move and possible moves. */
		[EDITION_POSITIONS_EQUAL] = EDITION_VALUE(EDITION_EQUAL_MOVES),
		/* Nodes of the search for 5.2b, 6.10, A8, A10, C3, 7.4b. */
		[EDITION_DEAD_BUDGET] = EDITION_VALUE(1000000),
		/* C1: under 15 minutes is blitz; B1: up to 60 is rapid. */
		[EDITION_BLITZ_UPTO_MS] = EDITION_VALUE(15 * MINUTE_MS - 1),
		[EDITION_RAPID_UPTO_MS] = EDITION_VALUE(60 * MINUTE_MS),
		/* 8.4: under 5 minutes, without 30 s or more a move. */
		[EDITION_SCORESHEET_FREE_MS] = EDITION_VALUE(5 * MINUTE_MS),
		[EDITION_SCORESHEET_FREE_INC_MS] = EDITION_VALUE(30 * 1000),
		/* 6.10: a draw when the opponent cannot checkmate. */
		[EDITION_FLAG_CANNOT_WIN_DRAWS] = EDITION_VALUE(1),
		/* 5.1b: a resignation loses, whatever the position. */
		[EDITION_RESIGN_CANNOT_WIN_DRAWS] = EDITION_VALUE(0),
		/* 7.4b leaves the opponent's score open: the arbiter's. */
		[EDITION_ILLEGAL_CANNOT_WIN_DRAWS] = EDITION_VALUE(0),
		/* B6, C3: the 7.4b and 9.5b amounts as in standard play. */
		[EDITION_FAST_PENALTY_MS] = EDITION_VALUE(0),
		/* 5.2c: a draw may be agreed at any time. */
		[EDITION_AGREEMENT_MIN_MOVES] = EDITION_VALUE(0),
		/* 13.4d: the opponent wins the game. */
		[EDITION_PENALTY_LOSS_SCORE_ARBITER] = EDITION_VALUE(0),
		/* 7.1a: no rule on reversed colours. */
		[EDITION_COLOURS_MOVES] = EDITION_VALUE(0),
		/* A2a: the items of an article are lettered. */
		[EDITION_ITEMS_NUMBERED] = EDITION_VALUE(0),
		/* 10.1 (2023): 1, 1/2 or 0 points a game. */
		[EDITION_WIN_POINTS] = EDITION_VALUE(1),
		/* Draughts' own rules: none in chess. */
		[EDITION_VERIFY_MAX_MS] = EDITION_VALUE(0),
		[EDITION_VERIFY_FLOOR_MS] = EDITION_VALUE(0),
		[EDITION_COUNT_KINGS_MOVES] = EDITION_VALUE(0),
		[EDITION_COUNT_FEW_MOVES] = EDITION_VALUE(0),
		[EDITION_COUNT_LEAST_MOVES] = EDITION_VALUE(0),
		[EDITION_RESTART_MOVES] = EDITION_VALUE(0),
		[EDITION_RESTART_MS] = EDITION_VALUE(0),
		/* 12.8: the opponent's score is the arbiter's. */
		[EDITION_REFUSAL_SCORE_ARBITER] = EDITION_VALUE(1),
		/* 7.4a: standard play restores it at once. */
		[EDITION_ILLEGAL_STANDS] = EDITION_VALUE(0),
		/* A10: the sealed move decides for the late sealer only. */
		[EDITION_SEALED_ENDS_FOR_ANY] = EDITION_VALUE(0),
		[EDITION_ILLEGAL_PRESS_UNDONE] = EDITION_VALUE(0),
		/* B4: after three moves each, no claim about the set-up. */
		[EDITION_SETUP_CLAIM_MOVES] = EDITION_VALUE(3),
	},
};
