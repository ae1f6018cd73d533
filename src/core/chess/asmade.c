/*
 * asmade.c: an illegal move as it was made on the board (7.4, B6, C3).
 *
 * The text is read by the notation module's own parser (notation_parse:
 * the language's letters, then English), never matched to a legal move:
 * it must name the squares, or a piece letter and a destination when one
 * piece of that kind can be meant ("Ke2"); castling written as such moves
 * king and rook.  What it describes is then done to the board as it
 * stands: the piece leaves its square, takes what is on the destination
 * (one of its own side's pieces too: 7.4, 7.5), becomes the promotion
 * piece when one is written.  A board with the mover's king left in
 * check is one the opponent can play on from (the move stands once he
 * has moved: B6, C3); one nobody can (both kings in check, a pawn on the
 * last rank unpromoted) is "broken": the move can only be claimed, or
 * the arbiter acts.
 */
#include "config.h"

#include <string.h>

#include "chess/asmade.h"
#include "chess/bitboard.h"
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

/* Castling as made: king and rook to g and f, or c and d (3.8a.ii); in
 * Chess960 the king from where it stands, with the rook the game castles
 * with on that side (II.3). */
static bool
asmade_castling(const struct position *pos, int side, struct asmade *a)
{
	int	rank = pos->side == WHITE ? 0 : 7;

	a->from = SQ_MAKE(4, rank);
	a->to = SQ_MAKE(side == 1 ? 6 : 2, rank);
	a->rook_from = SQ_MAKE(side == 1 ? 7 : 0, rank);
	a->rook_to = SQ_MAKE(side == 1 ? 5 : 3, rank);
	if (pos->chess960) {
		a->from = bitboard_lsb(board_pieces(pos,
		    (enum color)pos->side, KING));
		a->rook_from = pos->castle_rook[CASTLE_INDEX(pos->side,
		    side == 2)];
	}
	return pos->squares[a->from] == PIECE_MAKE(pos->side, KING) &&
	    pos->squares[a->rook_from] == PIECE_MAKE(pos->side, ROOK);
}

/*
 * The mover's pieces of type t that can go to sq by their moves (3.2-3.7),
 * whether their king would be in check aside: the pieces a SAN text such
 * as "Nf6" can mean on a board where no legal move fits it.
 */
static uint64_t
asmade_reaching(const struct position *pos, int t, int sq)
{
	uint64_t	occ = board_occupied(pos), own, pawns;
	int		up = pos->side == WHITE ? 8 : -8;

	own = board_pieces(pos, (enum color)pos->side, (enum piece_type)t);
	if (t != PAWN)
		return board_attackers(pos, (uint8_t)sq, occ) & own;
	pawns = pos->squares[sq] != EMPTY || sq == pos->ep ?
	    bitboard_pawn[pos->side ^ 1][sq] & own : 0;	/* 3.7c, 3.7d */
	if (pos->squares[sq] == EMPTY && sq - up >= 0 && sq - up < 64) {
		if (pos->squares[sq - up] == PIECE_MAKE(pos->side, PAWN))
			pawns |= 1ULL << (sq - up);		/* 3.7a */
		else if (pos->squares[sq - up] == EMPTY && sq - 2 * up >= 0 &&
		    sq - 2 * up < 64 && SQ_RANK(sq - 2 * up) ==
		    (pos->side == WHITE ? 1 : 6) &&
		    pos->squares[sq - 2 * up] == PIECE_MAKE(pos->side, PAWN))
			pawns |= 1ULL << (sq - 2 * up);		/* 3.7b */
	}
	return pawns;
}

/* The square text t's piece comes from, or -1 (none, or not one). */
static int
asmade_from(const struct position *pos, const struct notation_text *t)
{
	int		type = t->piece < 0 ? PAWN : t->piece, sq;
	uint64_t	b;

	if (t->from_file >= 0 && t->from_rank >= 0)
		return SQ_MAKE(t->from_file, t->from_rank);
	b = asmade_reaching(pos, type, t->to);
	for (sq = 0; sq < 64; sq++) {		/* "Nbd7", "exd5", "R1e2" */
		if ((t->from_file >= 0 && SQ_FILE(sq) != t->from_file) ||
		    (t->from_rank >= 0 && SQ_RANK(sq) != t->from_rank))
			b &= ~(1ULL << sq);
	}
	if (b != 0 && (b & (b - 1)) == 0)
		return bitboard_lsb(b);
	if (b == 0 && t->from_file < 0 && t->from_rank < 0 && type != PAWN)
		return asmade_unique(pos, type);	/* "Ke3": a jump */
	return -1;
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
	a->from = asmade_from(pos, t);
	a->to = t->to;
	if (a->from < 0 || a->promo == PAWN || a->promo == KING)
		return false;
	there = pos->squares[a->from];
	/* 7.4, 7.5: whatever was completed on the board, a piece put on
	 * its own side's square too (the piece there taken off). */
	return there != EMPTY && PIECE_COLOR(there) == pos->side &&
	    (t->piece < 0 || (int)PIECE_TYPE(there) == t->piece) &&
	    a->from != a->to;
}

/* The board after a, and what it is. */
static enum asmade_board
asmade_board(const struct position *pos, const struct asmade *a,
    struct position *out)
{
	struct position	 p = *pos;
	char		 fen[FEN_MAX];
	uint8_t		 piece = p.squares[a->from];
	bool		 reset = PIECE_TYPE(piece) == PAWN ||
			    (p.squares[a->to] != EMPTY && a->to != a->from &&
			    a->to != a->rook_from);
	unsigned	 flags = pos->chess960 ? FEN_READ_960 : 0;
	enum asmade_board board;

	p.castling = board_castling_after(&p, (uint8_t)a->from,
	    (uint8_t)a->to);
	if (a->rook_from >= 0) {	/* II.3: either may stand where the
					   other goes: both lifted first */
		board_remove(&p, (uint8_t)a->from);
		board_remove(&p, (uint8_t)a->rook_from);
		if (p.squares[a->to] != EMPTY)
			board_remove(&p, (uint8_t)a->to);
		if (p.squares[a->rook_to] != EMPTY)
			board_remove(&p, (uint8_t)a->rook_to);
		board_put(&p, (uint8_t)a->rook_to, PIECE_MAKE(p.side, ROOK));
	} else {
		if (p.squares[a->to] != EMPTY)
			board_remove(&p, (uint8_t)a->to);
		board_remove(&p, (uint8_t)a->from);
	}
	if (a->promo >= 0)
		piece = PIECE_MAKE(p.side, a->promo);
	board_put(&p, (uint8_t)a->to, piece);
	p.ep = SQ_NONE;
	p.halfmove = reset ? 0 : (uint16_t)(p.halfmove + 1);
	if (p.side == BLACK)
		p.fullmove++;
	p.side = (uint8_t)(p.side ^ 1);
	fen_write(&p, fen);
	/* Read back: the key and the checks of a position games reach. */
	if (fen_read_flags(out, fen, NULL, flags) == FEN_OK)
		board = ASMADE_REACHABLE;
	/* 3.9: the mover's king left in check, the opponent's not in check
	 * too: he can move on from it, and the move then stands (B6, C3);
	 * both kings in check: only a move out of check does (A.5.4). */
	else if (fen_read_flags(out, fen, NULL, flags | FEN_READ_LAX) ==
	    FEN_OK)
		board = board_in_check(out) ? ASMADE_KINGS : ASMADE_IN_CHECK;
	else
		return ASMADE_BROKEN;
	/* The rooks of rights lost are not in the FEN: the game's still. */
	memcpy(out->castle_rook, p.castle_rook, sizeof out->castle_rook);
	return board;
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
    enum notation_lang lang, struct position *after, enum asmade_board *board,
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
	*board = asmade_board(pos, &a, after);
	if (*board == ASMADE_BROKEN)
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
