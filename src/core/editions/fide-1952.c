/*
 * fide-1952.c: the 1952 (Stockholm) laws of play
 * (../shared/laws/fide-laws-1952-it.txt).  Art. 11 and 12 end the game:
 * 11.1 checkmate, 11.2 resignation; 12.1 stalemate, 12.2 agreement, 12.3
 * repetition (the same pieces on the same squares with the same side to
 * move: no castling or en-passant condition), 12.4 fifty moves.  Art. 12
 * lists every draw: there is no dead-position draw, so K+B v K plays on.
 * The 1952 laws have no tournament articles: clocks, claims, penalties
 * and adjournment follow fide-2001.
 */
#include "config.h"

#include "editions/editions.h"

const struct edition edition_fide_1952 = {
	.name = "fide-1952",
	.title = "FIDE Laws of Chess, 1952",
	.game = "chess",
	.base = &edition_fide_2001,
	.label = {
		[LAW_CHECKMATE] = "11.1",
		[LAW_RESIGNATION] = "11.2",
		[LAW_STALEMATE] = "12.1",
		[LAW_DEAD_POSITION] = EDITION_ABSENT,
		/* Its text has no 8.4: every move is written. */
		[LAW_SCORESHEET] = EDITION_ABSENT,
		[LAW_AGREEMENT] = "12.2",
		[LAW_REPETITION] = "12.3",
		[LAW_REPETITION_WRITTEN] = "12.3",
		[LAW_FIFTY] = "12.4",
		[LAW_FIFTY_WRITTEN] = "12.4",
		/* Art. 8: the first piece touched is moved or taken; no
		 * article on touching king and rook (Art. 7c: castling is
		 * completed by the rook). */
		[LAW_TOUCH] = "8",
		[LAW_TOUCH_KING_ROOK] = EDITION_ABSENT,
		[LAW_TOUCH_ROOK_FIRST] = EDITION_ABSENT,
		[LAW_TOUCH_CASTLE_ILLEGAL] = EDITION_ABSENT,
	},
	.param = {
		/* 12.3: pieces and side to move only. */
		[EDITION_POSITIONS_EQUAL] = EDITION_VALUE(EDITION_EQUAL_PIECES),
	},
};
