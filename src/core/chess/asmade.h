/*
 * asmade.h: an illegal move as made on the board (7.4, B6, C3): what the
 * arbiter writes of it, and the board it leaves.
 */
#ifndef ARBITER_CHESS_ASMADE_H
#define ARBITER_CHESS_ASMADE_H

#include <stdbool.h>
#include <stddef.h>

#include "chess/board.h"
#include "chess/notation.h"

#define ASMADE_TEXT_MAX	16	/* the journal's form, NUL included */

/* The board an illegal move leaves (7.4, B6, C3). */
enum asmade_board {
	ASMADE_REACHABLE,	/* one games reach */
	ASMADE_IN_CHECK,	/* the mover's king left in check, and only
				   that: the opponent can play on from it */
	ASMADE_BROKEN,		/* a pawn on the first or last rank:
				   nobody can play on from it */
	ASMADE_KINGS		/* both kings in check: only a move of the
				   opponent's that takes his king out of
				   check plays on from it (2023 A.5.4) */
};

/*
 * Read text as a move made on pos's board, in lang (then English): the
 * squares it names, or a piece letter and a destination (with the file or
 * rank it comes from, as SAN disambiguates) when one piece of the mover's
 * can go there by its moves, the king's safety aside, or is the only one
 * of its kind.  NOTATION_OK with *board what the move leaves, *after the
 * board (*after = *pos when it is broken: the move can only be claimed;
 * the board with both kings in check when that is what it left)
 * and canon[ASMADE_TEXT_MAX] its journal form ("Ke1-e2", "e7-e8=Q",
 * "O-O"); NOTATION_UNREADABLE (*where the byte) when the text is not a
 * move in any notation; NOTATION_NO_MATCH when it names no piece of the
 * side to move that could go there.  Whether the move is legal is not
 * asked: the caller refuses legal ones.
 */
enum notation_error asmade_read(const struct position *, const char *text,
		    size_t len, enum notation_lang, struct position *after,
		    enum asmade_board *board, char *canon, size_t *where);
/*
 * 2023 7.5.2: when text, as made, moves a pawn to the last rank without
 * naming the new piece, the legal move that puts a queen there; else
 * MOVE_NONE.
 */
uint16_t	asmade_promotion_queen(const struct position *,
		    const char *text, size_t len, enum notation_lang);

#endif
