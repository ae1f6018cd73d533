/*
 * asmade.c: an illegal move as it was made on the board (7.4, B6, C3).
 *
 * The text is read by the notation module's own parser (notation_parse:
 * the language's letters, then English), never matched to a legal move:
 * it must name the squares, or a piece letter and a destination when one
 * piece of that kind can be meant ("Ke2"); castling written as such moves
 * king and rook.  What it describes is then done to the board as it
 * stands: the piece leaves its square, takes what is on the destination,
 * becomes the promotion piece when one is written.  A board that no game
 * can reach afterwards (the mover's king left in check, a pawn on the
 * last rank unpromoted, the side not to move in check) is "broken": the
 * move can only be claimed, never played on from.
 */
#include "config.h"

#include <string.h>

#include "chess/asmade.h"
#include "chess/notation.h"

/* The one piece of type t of the side to move, or -1. */
static int
asmade_unique(const struct position *pos, int t)
{
	uint64_t	b = board_pieces(pos, (enum color)pos->side,
			    (enum piece_type)t);
	int		sq;

	if (b == 0 || (b & (b - 1)) != 0)
		return -1;
	for (sq = 0; (b & 1) == 0; b >>= 1)
		sq++;
	return sq;
}

/* The squares text names: from, to, promotion (-1), rook (castling). */
struct asmade {
	int	from, to, promo;
	int	rook_from, rook_to;	/* -1 unless castling */
};

static bool
asmade_castling(const struct position *pos, int side, struct asmade *a)
{
	int	rank = pos->side == WHITE ? 0 : 7;

	a->from = SQ_MAKE(4, rank);
	a->to = SQ_MAKE(side == 1 ? 6 : 2, rank);
	a->rook_from = SQ_MAKE(side == 1 ? 7 : 0, rank);
	a->rook_to = SQ_MAKE(side == 1 ? 5 : 3, rank);
	return pos->squares[a->from] == PIECE_MAKE(pos->side, KING) &&
	    pos->squares[a->rook_from] == PIECE_MAKE(pos->side, ROOK);
}

/* What t says, on this board: false if it names no piece of the mover's. */
static bool
asmade_squares(const struct position *pos, const struct notation_text *t,
    struct asmade *a)
{
	uint8_t	there;

	a->promo = t->promo;
	a->rook_from = a->rook_to = -1;
	if (t->castle != 0)
		return asmade_castling(pos, t->castle, a);
	if (t->from_file >= 0 && t->from_rank >= 0)
		a->from = SQ_MAKE(t->from_file, t->from_rank);
	else if (t->from_file < 0 && t->from_rank < 0 && t->piece > PAWN)
		a->from = asmade_unique(pos, t->piece);	/* "Ke2" */
	else
		return false;
	a->to = t->to;
	if (a->from < 0 || a->promo == PAWN || a->promo == KING)
		return false;
	there = pos->squares[a->from];
	return there != EMPTY && PIECE_COLOR(there) == pos->side &&
	    (t->piece < 0 || (int)PIECE_TYPE(there) == t->piece) &&
	    a->from != a->to && (pos->squares[a->to] == EMPTY ||
	    PIECE_COLOR(pos->squares[a->to]) != pos->side);
}

/* The board after a; false if no game could reach it. */
static bool
asmade_board(const struct position *pos, const struct asmade *a,
    struct position *out)
{
	struct position	 p = *pos;
	char		 fen[FEN_MAX];
	uint8_t		 piece = p.squares[a->from];
	bool		 reset = PIECE_TYPE(piece) == PAWN ||
			    p.squares[a->to] != EMPTY;

	if (p.squares[a->to] != EMPTY)
		board_remove(&p, (uint8_t)a->to);
	board_remove(&p, (uint8_t)a->from);
	if (a->promo >= 0)
		piece = PIECE_MAKE(p.side, a->promo);
	board_put(&p, (uint8_t)a->to, piece);
	if (a->rook_from >= 0) {
		board_remove(&p, (uint8_t)a->rook_from);
		board_put(&p, (uint8_t)a->rook_to, PIECE_MAKE(p.side, ROOK));
	}
	p.castling = (uint8_t)(p.castling &
	    board_castle_mask((uint8_t)a->from) &
	    board_castle_mask((uint8_t)a->to));
	p.ep = SQ_NONE;
	p.halfmove = reset ? 0 : (uint16_t)(p.halfmove + 1);
	if (p.side == BLACK)
		p.fullmove++;
	p.side = (uint8_t)(p.side ^ 1);
	fen_write(&p, fen);
	/* Read back: the key and the checks of a position games reach. */
	return fen_read(out, fen, NULL) == FEN_OK;
}

/* The journal's form: "Ke1-e2", "e7-e8", "e7-e8=Q", "0-0". */
static void
asmade_canon(const struct position *pos, const struct notation_text *t,
    const struct asmade *a, char *canon)
{
	static const char	letters[] = "PNBRQK";
	size_t			n = 0;
	int			type = PIECE_TYPE(pos->squares[a->from]);

	if (t->castle != 0) {
		strcpy(canon, t->castle == 1 ? "O-O" : "O-O-O");
		return;
	}
	if (type != PAWN)
		canon[n++] = letters[type];
	notation_square((uint8_t)a->from, canon + n);
	n += 2;
	canon[n++] = '-';
	notation_square((uint8_t)a->to, canon + n);
	n += 2;
	if (a->promo >= 0) {
		canon[n++] = '=';
		canon[n++] = letters[a->promo];
	}
	canon[n] = '\0';
}

enum notation_error
asmade_read(const struct position *pos, const char *text, size_t len,
    enum notation_lang lang, struct position *after, bool *broken,
    char *canon, size_t *where)
{
	struct notation_text	t;
	struct asmade		a;
	size_t			w = 0, w2 = 0;

	if (!notation_parse(text, len, lang, &t, &w) && (lang == LANG_EN ||
	    !notation_parse(text, len, LANG_EN, &t, &w2))) {
		*where = w;
		return NOTATION_UNREADABLE;
	}
	if (!asmade_squares(pos, &t, &a))
		return NOTATION_NO_MATCH;
	*broken = !asmade_board(pos, &a, after);
	if (*broken)
		*after = *pos;
	asmade_canon(pos, &t, &a, canon);
	return NOTATION_OK;
}

uint16_t
asmade_promotion_queen(const struct position *pos, const char *text,
    size_t len, enum notation_lang lang)
{
	struct notation_text	t;
	struct asmade		a;
	uint16_t		q;
	size_t			w = 0;

	if (!notation_parse(text, len, lang, &t, &w) && (lang == LANG_EN ||
	    !notation_parse(text, len, LANG_EN, &t, &w)))
		return MOVE_NONE;
	if (!asmade_squares(pos, &t, &a) || a.promo >= 0 ||
	    pos->squares[a.from] != PIECE_MAKE(pos->side, PAWN))
		return MOVE_NONE;
	/* 7.5.2: "the pawn shall be replaced by a queen". */
	q = MOVE_MAKE_PROMO(a.from, a.to, QUEEN);
	return board_is_legal(pos, q) ? q : MOVE_NONE;
}
