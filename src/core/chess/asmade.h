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

/*
 * Read text as a move made on pos's board, in lang (then English): the
 * squares it names, or a piece letter and a destination when one piece of
 * that kind can be meant.  NOTATION_OK with *after the board it leaves
 * (*broken, and *after = *pos, when no game could reach that board: the
 * move can only be claimed) and canon[ASMADE_TEXT_MAX] its journal form
 * ("Ke1-e2", "e7-e8=Q", "O-O"); NOTATION_UNREADABLE (*where the byte)
 * when the text is not a move in any notation; NOTATION_NO_MATCH when it
 * names no piece of the side to move that could go there.  Whether the
 * move is legal is not asked: the caller refuses legal ones.
 */
enum notation_error asmade_read(const struct position *, const char *text,
		    size_t len, enum notation_lang, struct position *after,
		    bool *broken, char *canon, size_t *where);
/*
 * 2023 7.5.2: when text, as made, moves a pawn to the last rank without
 * naming the new piece, the legal move that puts a queen there; else
 * MOVE_NONE.
 */
uint16_t	asmade_promotion_queen(const struct position *,
		    const char *text, size_t len, enum notation_lang);

#endif
