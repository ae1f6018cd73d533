/*
 * fide-2023.c: the FIDE Laws of Chess in force from 1 January 2023 (no
 * text in ../shared/laws: built from ../shared/spec/LAWS.md section 8,
 * the published summaries of the 2023 text and the Arbiters' Manual).
 * Articles are numbered x.y.z; the appendices are A (rapid), B (blitz)
 * and the Guidelines I (adjourned games) and III (quickplay finish).
 *
 * What differs from 2005, besides the numbers: a resignation when the
 * opponent cannot mate is a draw (5.1.2); the default time is the event's
 * and 0 when it names none (6.7.1); the second completed illegal move
 * loses, or draws when the opponent cannot mate (7.5.5), and a promotion
 * without the new piece, the clock pressed without a move and a move made
 * with two hands count (7.5.2-7.5.4); rapid is more than 10 and less than
 * 60 minutes, blitz 10 or less (A.1, B.1), with one-minute penalties
 * (A.3, B.2); an incorrect claim gives the opponent 2 minutes and takes
 * nothing (9.5.3); the fifth repetition and 75 moves draw by themselves
 * (9.6.1, 9.6.2); the quickplay finish and both flags only under the
 * Guidelines III, when announced (III.2); devices (11.3.2.2); the nine
 * penalties of 12.9, a fine and exclusion from rounds among them.
 */
#include "config.h"

#include "editions/editions.h"

#define MINUTE_MS	(60 * 1000LL)

const struct edition edition_fide_2023 = {
	.name = "fide-2023",
	.title = "FIDE Laws of Chess, 2023",
	.game = "chess",
	.base = &edition_fide_2005,
	.label = {
		[LAW_CHECKMATE] = "5.1.1",
		[LAW_RESIGNATION] = "5.1.2",
		[LAW_STALEMATE] = "5.2.1",
		[LAW_DEAD_POSITION] = "5.2.2",
		[LAW_AGREEMENT] = "5.2.3",
		[LAW_MOVE_COMPLETED] = "6.2.1",
		[LAW_START] = "6.6",
		[LAW_ABSENT] = "6.7.2",
		[LAW_LATE] = "6.7.1",
		[LAW_FLAG_CALLED] = "6.8",
		[LAW_FLAG] = "6.9",
		/* Both flags: only the Guidelines say (III.3.1). */
		[LAW_BOTH_FLAGS] = "III.3.1",
		[LAW_BOTH_FLAGS_DRAW] = "III.3.1",
		[LAW_STOP_CLOCKS] = "6.11",
		[LAW_SET_CLOCKS] = "6.12.1",
		[LAW_ANNUL] = "7.2.1",
		[LAW_COLOURS_REVERSED] = "7.3",
		[LAW_ILLEGAL] = "7.5.1",
		[LAW_PROMOTION_UNFINISHED] = "7.5.2",
		[LAW_CLOCK_WITHOUT_MOVE] = "7.5.3",
		[LAW_TWO_HANDS] = "7.5.4",
		[LAW_ILLEGAL_LIMIT] = "7.5.5",
		[LAW_OFFERS_FROM] = "9.1.1",
		[LAW_OFFER] = "9.1.2",
		[LAW_REPETITION] = "9.2",
		[LAW_REPETITION_WRITTEN] = "9.2.1.1",
		[LAW_FIFTY] = "9.3",
		[LAW_FIFTY_WRITTEN] = "9.3.1",
		[LAW_INCORRECT_CLAIM] = "9.5.3",
		[LAW_AUTO_REPETITION] = "9.6.1",
		[LAW_AUTO_SEVENTY_FIVE] = "9.6.2",
		[LAW_SCORING] = "10.1",
		[LAW_SCORE_TOTAL] = "10.2",
		[LAW_PHONE] = EDITION_ABSENT,		/* 11.3.2.2 instead */
		[LAW_DEVICE] = "11.3.2.2",
		[LAW_REFUSAL] = "11.7",
		[LAW_BOTH_REFUSE] = "11.8",
		[LAW_ARBITER_DUTY] = "12.1",
		[LAW_EXTRA_TIME] = "12.5",
		[LAW_WARNING] = "12.9.1",
		[LAW_TIME_TO_OPPONENT] = "12.9.2",
		[LAW_TIME_FROM_OFFENDER] = "12.9.3",
		[LAW_MORE_POINTS] = "12.9.4",
		[LAW_FEWER_POINTS] = "12.9.5",
		[LAW_PENALTY_LOSS] = "12.9.6",
		[LAW_FINE] = "12.9.7",
		[LAW_EXCLUSION] = "12.9.8",
		[LAW_EXPULSION] = "12.9.9",
		/* Rapid (Appendix A) and blitz (B): B.4 sends blitz to A.5. */
		[LAW_RAPID_SUPERVISED] = "A.4",
		[LAW_RAPID_ILLEGAL] = "A.5.2",
		[LAW_RAPID_TIME_CLAIM] = "A.5.3",
		[LAW_RAPID_ILLEGAL_POSITION] = "A.5.4",
		[LAW_RAPID_INTERVENE] = EDITION_ABSENT,	/* A.5.4 instead */
		[LAW_RAPID_FLAG] = EDITION_ABSENT,	/* A.5.5: he calls flags */
		[LAW_FAST_FLAG_SEEN] = "A.5.5",
		[LAW_CHESS960] = "II",		/* Guidelines II: Chess960 */
		/* II.3.2: castling by one of four methods (double move,
		 * transposition, king only, rook only), which piece first
		 * not said: 4.4.2 does not bind; II.3.2.5.1: the king off
		 * the board next to its final square, the rook, the king. */
		[LAW_CHESS960_CASTLING] = "II.3.2",
		[LAW_CHESS960_CASTLING_HOW] = "II.3.2.5.1",
		/* 4.3: the touched piece; 4.4.1-4.4.3: king and rook. */
		[LAW_TOUCH] = "4.3",
		[LAW_TOUCH_KING_ROOK] = "4.4.1",
		[LAW_TOUCH_ROOK_FIRST] = "4.4.2",
		[LAW_TOUCH_CASTLE_ILLEGAL] = "4.4.3",
		/* 9.6.1, 9.6.2: the automatic draws (I.8). */
		[LAW_NO_CLAIM_DRAW] = "9.6",
		[LAW_RAPID_OWN_FLAG] = EDITION_ABSENT,
		[LAW_SETUP_CLAIM] = "A.5.1.1",
		[LAW_FAST_BOTH_FLAGS] = EDITION_ABSENT,	/* III.3.1 instead */
		[LAW_BLITZ_NO_QUICKPLAY] = "III.2",
		[LAW_BLITZ_ILLEGAL] = EDITION_ABSENT,	/* A.5.2 instead */
		/* Guidelines III: the quickplay finish, when announced. */
		[LAW_GUIDELINES] = "III.2",
		[LAW_INCREMENT_REQUEST] = "III.4",
		[LAW_QUICKPLAY] = "III.5",
		[LAW_QUICKPLAY_POSTPONE] = "III.5",
		[LAW_QUICKPLAY_REJECT] = "III.5",
		[LAW_QUICKPLAY_DECIDED] = "III.5",
		/* Guidelines I: adjourned games. */
		[LAW_SEAL] = "I.1.1",
		[LAW_SEAL_EARLY] = "I.1.2",
		[LAW_ENVELOPE] = "I.2",
		[LAW_RESUME] = "I.5",
		[LAW_OPEN_ENVELOPE] = "I.7",
		[LAW_SEALED_MOVE] = "I.8",
		[LAW_RESUMPTION] = "I.9",
		[LAW_REPLY_SEALED] = "I.9.3",
		[LAW_LATE_RESUMPTION] = "I.10",
		[LAW_ENVELOPE_LOST] = "I.12.1",
		[LAW_ANNUL_ADJOURNED] = "I.12.2",
	},
	.param = {
		/* 7.5.5: 2 minutes for the first, the second loses. */
		[EDITION_ILLEGAL_LIMIT] = EDITION_VALUE(2),
		[EDITION_ILLEGAL_BONUS_MS] = EDITION_VALUE(2 * MINUTE_MS),
		[EDITION_ILLEGAL_CANNOT_WIN_DRAWS] = EDITION_VALUE(1),
		/* 9.5.3: 2 minutes to the opponent, nothing taken (a cut of
		 * 0 leaves the claimant's clock alone). */
		[EDITION_CLAIM_BONUS_MS] = EDITION_VALUE(2 * MINUTE_MS),
		[EDITION_CLAIM_CUT_MAX_MS] = EDITION_VALUE(0),
		/* A.3, B.2: one minute instead of two in rapid and blitz. */
		[EDITION_FAST_PENALTY_MS] = EDITION_VALUE(MINUTE_MS),
		/* 6.7.1: the event's default time; none named: zero. */
		[EDITION_WAIT_MS] = EDITION_VALUE(0),
		/* I.10: late at a resumption after the default time, the
		 * event's (6.7.1). */
		[EDITION_RESUMPTION_WAIT_MS] = EDITION_VALUE(-1),
		/* I.10: "if the sealed move resulted in the conclusion of
		 * the game, that conclusion shall still apply", whoever is
		 * late (A10 of 2005: the sealer). */
		[EDITION_SEALED_ENDS_FOR_ANY] = EDITION_VALUE(1),
		/* 7.5, A.5.2 as the Arbiters' Manual (2025) applies them:
		 * the reinstatement takes back the increment the illegal
		 * move's press added. */
		[EDITION_ILLEGAL_PRESS_UNDONE] = EDITION_VALUE(1),
		/* A.5.1.1: after ten moves each, no claim about the set-up. */
		[EDITION_SETUP_CLAIM_MOVES] = EDITION_VALUE(10),
		/* 9.6.1: the fifth time; 9.6.2: 75 moves each. */
		[EDITION_AUTO_REPETITION_COUNT] = EDITION_VALUE(5),
		[EDITION_AUTO_QUIET_PLIES] = EDITION_VALUE(150),
		/* B.1: 10 minutes or less is blitz; A.1: rapid is less
		 * than 60. */
		[EDITION_BLITZ_UPTO_MS] = EDITION_VALUE(10 * MINUTE_MS),
		[EDITION_RAPID_UPTO_MS] = EDITION_VALUE(60 * MINUTE_MS - 1),
		/* 5.1.2: a draw when the opponent cannot checkmate. */
		[EDITION_RESIGN_CANNOT_WIN_DRAWS] = EDITION_VALUE(1),
		/* 5.2.3: at least one move each before a draw is agreed. */
		[EDITION_AGREEMENT_MIN_MOVES] = EDITION_VALUE(1),
		/* 12.9.6: the arbiter decides the opponent's score. */
		[EDITION_PENALTY_LOSS_SCORE_ARBITER] = EDITION_VALUE(1),
		/* 7.3: fewer than 10 moves each: a new game. */
		[EDITION_COLOURS_MOVES] = EDITION_VALUE(10),
		/* I.2.1: the items of an article are numbered. */
		[EDITION_ITEMS_NUMBERED] = EDITION_VALUE(1),
	},
};
