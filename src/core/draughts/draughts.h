/*
 * draughts.h: the international draughts position (FID rules, Capo II,
 * Art. 2-4): bitboards, legal moves, making a move, perft, the key under
 * which positions repeat (6.3b) and the PDN 3.0 FEN.
 *
 * Squares are numbered 1-50 as in Art. 2.6: from the top left, row by
 * row, Black's men on 1-20 and White's on 31-50 at the start; White moves
 * first (3.3).
 *
 * A move is identified by its start square, its end square and the set of
 * pieces it captures: the same capture reached by two routes is one move.
 * It is a uint64_t:
 *
 *	bits  0-5	from square, 1-50
 *	bits  6-11	to square, 1-50 (a king's capture may end on its
 *			start square: from == to)
 *	bits 12-61	captured squares: bit 12 + (sq - 1) for square sq
 *
 * From is never 0, so 0 is never a move and serves as DMOVE_NONE.  The
 * route of a capture (its landing squares) is not part of the move;
 * notation.h finds one when it must be written.
 *
 * The position is a plain value of four words: copy it to keep it (there
 * is no unmake).  Compare positions with draughts_same(), not memcmp (the
 * struct has padding).  Nothing here allocates or keeps state: the caller
 * owns every buffer.
 */
#ifndef ARBITER_DRAUGHTS_DRAUGHTS_H
#define ARBITER_DRAUGHTS_DRAUGHTS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "law.h"

enum draughts_color { DRAUGHTS_WHITE = 0, DRAUGHTS_BLACK = 1 };

/* What stands on a square. */
enum draughts_piece {
	DRAUGHTS_EMPTY = 0,
	DRAUGHTS_WHITE_MAN,
	DRAUGHTS_WHITE_KING,
	DRAUGHTS_BLACK_MAN,
	DRAUGHTS_BLACK_KING
};

#define DRAUGHTS_SQUARES	50
#define DRAUGHTS_MAX_PIECES	20	/* a side (2.7); none is ever added */

/*
 * The bitboards use a padded 54-bit layout: square sq (1-50) is bit
 * (sq - 1) + (sq - 1) / 10, so that after every two rows one bit (10, 21,
 * 32, 43) stays empty.  A step along a diagonal is then a shift by 5 or 6
 * on every row: + towards square 50, - towards square 1, and a step off
 * the board lands on an empty padding bit or outside bits 0-53.
 */
struct draughts_position {
	uint64_t	pieces[2];	/* by colour */
	uint64_t	kings;		/* the kings of both colours */
	uint8_t		side;		/* enum draughts_color to move */
};

#define DMOVE_NONE		0
#define DMOVE_FROM(m)		((unsigned)((m) & 63))
#define DMOVE_TO(m)		((unsigned)(((m) >> 6) & 63))
/* The captured squares as a set: bit sq - 1 for square sq. */
#define DMOVE_CAPTURED(m)	((uint64_t)(m) >> 12)
#define DMOVE_IS_CAPTURE(m)	(DMOVE_CAPTURED(m) != 0)

/* Build a move from its parts (squares 1-50, the set as above). */
static inline uint64_t
dmove_make(unsigned from, unsigned to, uint64_t captured)
{
	return (uint64_t)from | (uint64_t)to << 6 | captured << 12;
}

/* How many pieces a move captures. */
unsigned	dmove_captures(uint64_t m);

/*
 * The size of the buffer draughts_legal_moves() writes.  Without a capture
 * no empty square is the target of more than four moves (one along each
 * diagonal), so a position has fewer than 200.  How many captures of the
 * most pieces there can be is not known: searches over some 10^8
 * positions (hill climbing on the move count) found at most 407.  The
 * bound is five times that; the generator asserts it and never writes
 * past it.
 */
#define DRAUGHTS_MAX_MOVES	2048

/* Set up the initial position of Art. 2.8: White to move. */
void		draughts_start(struct draughts_position *);

/* An empty board, White to move (not draughts_ok()). */
void		draughts_clear(struct draughts_position *);

/* Put p on square sq (1-50), replacing what stood there; DRAUGHTS_EMPTY
 * empties it.  For building positions. */
void		draughts_put(struct draughts_position *, unsigned sq,
		    enum draughts_piece p);

/* What stands on square sq (1-50). */
enum draughts_piece draughts_piece_at(const struct draughts_position *,
		    unsigned sq);

/*
 * The invariant: the two colours apart and on the 50 squares, kings among
 * the pieces, at most 20 pieces a side, no man on the row where it would
 * have been crowned (3.5), and the side that has just moved has a piece.
 * That is, draughts_validate() finds nothing.
 */
bool		draughts_ok(const struct draughts_position *);

/* Legal moves (Art. 3-4) into moves[DRAUGHTS_MAX_MOVES]; returns how many.
 * When a capture is possible only the captures of the most pieces are
 * legal (4.1, 4.13); each is listed once (4.14). */
size_t		draughts_legal_moves(const struct draughts_position *,
		    uint64_t *moves);

/* The number of legal moves, without listing them (faster). */
size_t		draughts_count_moves(const struct draughts_position *);

/* Whether m is one of the legal moves. */
bool		draughts_is_legal(const struct draughts_position *, uint64_t m);

/* 6.2.2, 6.2.3: the side to move has no legal move (having no piece left
 * is a case of it): it has lost. */
bool		draughts_is_lost(const struct draughts_position *);

/* How many pieces the side to move must capture (4.13); 0: no capture. */
unsigned	draughts_capture_needed(const struct draughts_position *);

/*
 * Make the legal move m: the captured pieces leave the board (4.11), a man
 * that ends its move on the far row is crowned (3.5; one that only passes
 * it during a capture is not, 4.15), and the other side is to move.
 */
void		draughts_make(struct draughts_position *, uint64_t m);

/* Whether the piece that makes m is a man (for the counts of Art. 7). */
bool		draughts_is_man_move(const struct draughts_position *,
		    uint64_t m);

/* Perft: the leaves of the legal move tree to depth (0: 1), counting the
 * last ply without making its moves. */
uint64_t	draughts_perft(const struct draughts_position *, int depth);

/* The side to move. */
static inline enum draughts_color
draughts_side(const struct draughts_position *pos)
{
	return (enum draughts_color)pos->side;
}

/* Men and kings of colour c (Art. 7 counts). */
unsigned	draughts_men(const struct draughts_position *,
		    enum draughts_color c);
unsigned	draughts_kings(const struct draughts_position *,
		    enum draughts_color c);

/*
 * 5.6: the board after a move as it was made ("32-27", "32x21x12", with
 * " removed 27,17" when other pieces left the board): false, with *where
 * the offending byte, when text says no such thing or no piece stands on
 * its first square or another on its last.  asmade.c says how it reads.
 */
bool		draughts_as_made(const struct draughts_position *,
		    const char *text, size_t len,
		    struct draughts_position *after, size_t *where);

/* Art. 7: the count the material calls for (LAW_COUNT_KINGS, _FEW,
 * _LEAST), or LAW_NONE without a king each side (7.1). */
enum law	draughts_count_law(const struct draughts_position *);

/*
 * 6.3b: the key under which positions repeat: the same pieces on the same
 * squares and the same side to move give the same key (a 64-bit hash of
 * the bitboards; different positions collide with probability 2^-64).
 */
uint64_t	draughts_key(const struct draughts_position *);

/* Whether two positions are the same in the sense of 6.3b. */
bool		draughts_same(const struct draughts_position *,
		    const struct draughts_position *);

/*
 * PDN 3.0 FEN: "W:W31-50:B1-20".  The side to move (W or B), then the
 * white and the black pieces, each list after a colon and its colour
 * letter, in either order; an entry is a square, a range "31-35" or
 * either with K in front for kings ("K31", "K31-35"); a list may be empty
 * and a colour's list may be missing.  Blanks around and between the
 * parts are tolerated, the letters may be lowercase, and a final dot is
 * allowed.
 */
enum draughts_fen_error {
	DRAUGHTS_FEN_OK = 0,
	DRAUGHTS_FEN_SYNTAX,		/* not the form above */
	DRAUGHTS_FEN_SIDE,		/* side to move not W or B */
	DRAUGHTS_FEN_SQUARE,		/* a square outside 1-50, a bad range */
	DRAUGHTS_FEN_TWICE,		/* a square given twice (one colour or
					   both) or a colour's list twice */
	DRAUGHTS_FEN_TOO_MANY,		/* more than 20 pieces a side (2.7) */
	DRAUGHTS_FEN_MAN_ON_KING_ROW,	/* a white man on 1-5 or a black man
					   on 46-50: it would be a king (3.5) */
	DRAUGHTS_FEN_NO_MOVER,		/* the side that has just moved has no
					   piece */
	DRAUGHTS_FEN_ERROR_NB
};

/*
 * Read a FEN.  On error returns the reason and, if where is not NULL, the
 * byte offset of the offending entry (the end of the text when something
 * is missing; the side letter for DRAUGHTS_FEN_NO_MOVER; the first
 * character for DRAUGHTS_FEN_MAN_ON_KING_ROW and DRAUGHTS_FEN_TOO_MANY
 * is the entry that breaks the rule); pos is then unspecified.
 */
enum draughts_fen_error draughts_fen_read(struct draughts_position *,
		    const char *fen, size_t *where);

/*
 * Write the canonical FEN into buf (at least DRAUGHTS_FEN_MAX bytes,
 * NUL-terminated); returns its length.  The canonical form: side, White's
 * list, Black's list; entries in square order; three or more consecutive
 * squares holding the same kind of piece as a range ("31-50", "K1-3"),
 * fewer as single entries; kings with K in front; no blanks, no dot.
 * The start position is "W:W31-50:B1-20".
 */
#define DRAUGHTS_FEN_MAX	176
size_t		draughts_fen_write(const struct draughts_position *, char *buf);

/* What draughts_fen_read() would say of the board as it stands (the
 * syntax aside): DRAUGHTS_FEN_OK or the first rule it breaks. */
enum draughts_fen_error draughts_validate(const struct draughts_position *);

/* A short English reason for a FEN error. */
const char	*draughts_fen_strerror(enum draughts_fen_error);

#endif
