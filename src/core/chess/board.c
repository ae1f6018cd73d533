/*
 * board.c: the position (Art. 2), making and unmaking moves (Art. 3-4),
 * the invariant, attack maps and the keys under which positions repeat
 * (9.2; 1952 Art. 12.3).
 *
 * A position is kept three ways at once: a bitboard per piece type and per
 * colour, a mailbox squares[] for "what stands on this square", and a
 * Zobrist key updated with each change.  board_ok() checks that all three
 * agree and that the position is one a game can reach in the sense of
 * fen_read() (board_validate()).
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "chess/bitboard.h"
#include "chess/board.h"
#include "chess/zobrist.h"

/* 3.8b(1): a right is lost when the king or that rook leaves its square
 * (or the rook is captured there). */
const uint8_t board_castle_lost[64] = {
	[0] = CASTLE_WQ, [4] = CASTLE_WK | CASTLE_WQ, [7] = CASTLE_WK,
	[56] = CASTLE_BQ, [60] = CASTLE_BK | CASTLE_BQ, [63] = CASTLE_BK,
};

/* Each right's rook in ordinary chess (3.8b), by CASTLE_INDEX. */
static const uint8_t	ordinary_rook[4] = { 7, 0, 63, 56 };

/* II.3 (as 3.8b(1)): a right is lost when the king moves, or when its
 * rook leaves its square or is taken there.  Called before the move. */
static uint8_t
castling_after_960(const struct position *pos, uint8_t from, uint8_t to)
{
	uint8_t	keep = pos->castling, p = pos->squares[from];
	int	i;

	if (p != EMPTY && PIECE_TYPE(p) == KING)
		keep &= (uint8_t)~(3u << (2 * PIECE_COLOR(p)));
	for (i = 0; i < 4; i++)
		if (pos->castle_rook[i] == from || pos->castle_rook[i] == to)
			keep &= (uint8_t)~(1u << i);
	return keep;
}

static inline uint8_t
castling_after(const struct position *pos, uint8_t from, uint8_t to)
{
	if (pos->chess960)
		return castling_after_960(pos, from, to);
	return pos->castling & board_castle_mask(from) &
	    board_castle_mask(to);				/* 3.8b(1) */
}

uint8_t
board_castling_after(const struct position *pos, uint8_t from, uint8_t to)
{
	return castling_after(pos, from, to);
}

void
board_clear(struct position *pos)
{
	memset(pos, 0, sizeof *pos);
	memset(pos->squares, EMPTY, sizeof pos->squares);
	pos->side = WHITE;
	pos->ep = SQ_NONE;
	pos->fullmove = 1;
	memcpy(pos->castle_rook, ordinary_rook, sizeof pos->castle_rook);
	pos->key = zobrist_compute(pos);
}

void
board_put(struct position *pos, uint8_t sq, uint8_t p)
{
	pos->squares[sq] = p;
	pos->by_type[PIECE_TYPE(p)] |= BB_SQ(sq);
	pos->by_color[PIECE_COLOR(p)] |= BB_SQ(sq);
	pos->key ^= zobrist_piece[p][sq];
}

void
board_remove(struct position *pos, uint8_t sq)
{
	uint8_t	p = pos->squares[sq];

	pos->squares[sq] = EMPTY;
	pos->by_type[PIECE_TYPE(p)] ^= BB_SQ(sq);
	pos->by_color[PIECE_COLOR(p)] ^= BB_SQ(sq);
	pos->key ^= zobrist_piece[p][sq];
}

static void
board_move_piece(struct position *pos, uint8_t from, uint8_t to)
{
	uint8_t		p = pos->squares[from];
	uint64_t	fromto = BB_SQ(from) | BB_SQ(to);

	pos->squares[from] = EMPTY;
	pos->squares[to] = p;
	pos->by_type[PIECE_TYPE(p)] ^= fromto;
	pos->by_color[PIECE_COLOR(p)] ^= fromto;
	pos->key ^= zobrist_piece[p][from] ^ zobrist_piece[p][to];
}

/* Art. 2.3, II.1: White's pieces on the first rank as back[] lists them,
 * Black's mirroring them, pawns in front; every right held (the key
 * without them). */
static void
set_up(struct position *pos, const uint8_t back[8])
{
	uint8_t	f;

	board_clear(pos);
	for (f = 0; f < 8; f++) {
		board_put(pos, f, PIECE_MAKE(WHITE, back[f]));
		board_put(pos, (uint8_t)(8 + f), PIECE_MAKE(WHITE, PAWN));
		board_put(pos, (uint8_t)(48 + f), PIECE_MAKE(BLACK, PAWN));
		board_put(pos, (uint8_t)(56 + f), PIECE_MAKE(BLACK, back[f]));
	}
	pos->castling = CASTLE_WK | CASTLE_WQ | CASTLE_BK | CASTLE_BQ;
}

/* Art. 2.3: the initial position. */
void
board_start(struct position *pos)
{
	static const uint8_t	back[8] = { ROOK, KNIGHT, BISHOP, QUEEN, KING,
	    BISHOP, KNIGHT, ROOK };

	set_up(pos, back);
	pos->key ^= zobrist_castling[pos->castling];
	assert(board_ok(pos));
}

/* The i-th (from 0) empty square of back[], from the a-file. */
static uint8_t
nth_free(const uint8_t *back, unsigned i)
{
	uint8_t	f;

	for (f = 0; f < 8; f++)
		if (back[f] == EMPTY && i-- == 0)
			break;
	return f;
}

/*
 * II.1, Scharnagl's numbering: n % 4 puts a bishop on the light squares
 * b, d, f, h; then % 4 the other on a, c, e, g; then % 6 the queen on
 * the free squares; what is left (0-9) the two knights on the five
 * still free; the last three take rook, king, rook in that order.
 */
bool
board_start_960(struct position *pos, unsigned n)
{
	static const uint8_t	knights[10][2] = { { 0, 1 }, { 0, 2 },
	    { 0, 3 }, { 0, 4 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 2, 3 },
	    { 2, 4 }, { 3, 4 } };
	static const uint8_t	last[3] = { ROOK, KING, ROOK };
	uint8_t			back[8], f, k;
	unsigned		i;

	if (n >= CHESS960_NB)
		return false;
	memset(back, EMPTY, sizeof back);
	back[(n % 4) * 2 + 1] = BISHOP;
	back[(n / 4 % 4) * 2] = BISHOP;
	back[nth_free(back, n / 16 % 6)] = QUEEN;
	/* The second knight's index counts the first as still free. */
	k = nth_free(back, knights[n / 96][1]);
	back[nth_free(back, knights[n / 96][0])] = KNIGHT;
	back[k] = KNIGHT;
	for (i = 0; i < 3; i++)
		back[nth_free(back, 0)] = last[i];
	set_up(pos, back);
	/* II.3: the rooks castle, the a-side one queen side. */
	for (f = 0, i = 0; f < 8; f++) {
		if (back[f] != ROOK)
			continue;
		pos->castle_rook[CASTLE_INDEX(WHITE, i == 0)] = f;
		pos->castle_rook[CASTLE_INDEX(BLACK, i == 0)] =
		    (uint8_t)(56 + f);
		i++;
	}
	pos->chess960 = 1;
	pos->key = zobrist_compute(pos);
	assert(board_ok(pos));
	return true;
}

uint64_t
board_attackers(const struct position *pos, uint8_t sq, uint64_t occ)
{
	uint64_t	a;

	a = (bitboard_pawn[WHITE][sq] & board_pieces(pos, BLACK, PAWN)) |
	    (bitboard_pawn[BLACK][sq] & board_pieces(pos, WHITE, PAWN)) |
	    (bitboard_knight[sq] & pos->by_type[KNIGHT]) |
	    (bitboard_king[sq] & pos->by_type[KING]) |
	    (bitboard_rook_attacks(sq, occ) &
	    (pos->by_type[ROOK] | pos->by_type[QUEEN])) |
	    (bitboard_bishop_attacks(sq, occ) &
	    (pos->by_type[BISHOP] | pos->by_type[QUEEN]));
	return a & occ;
}

uint64_t
board_piece_attacks(const struct position *pos, uint8_t sq)
{
	uint8_t		p = pos->squares[sq];
	uint64_t	occ = board_occupied(pos);

	if (p == EMPTY)
		return 0;
	switch (PIECE_TYPE(p)) {
	case PAWN:
		return bitboard_pawn[PIECE_COLOR(p)][sq];	/* 3.7c */
	case KNIGHT:
		return bitboard_knight[sq];			/* 3.6 */
	case BISHOP:
		return bitboard_bishop_attacks(sq, occ);	/* 3.2 */
	case ROOK:
		return bitboard_rook_attacks(sq, occ);		/* 3.3 */
	case QUEEN:
		return bitboard_queen_attacks(sq, occ);		/* 3.4 */
	default:
		return bitboard_king[sq];			/* 3.8a */
	}
}

/* 3.1: the squares on which colour c could capture. */
uint64_t
board_attacks(const struct position *pos, enum color c)
{
	uint64_t	a, b;

	a = bitboard_pawn_attacks(board_pieces(pos, c, PAWN), c);
	for (b = pos->by_color[c] & ~pos->by_type[PAWN]; b != 0;)
		a |= board_piece_attacks(pos, bitboard_pop(&b));
	return a;
}

static uint64_t
checkers_of(const struct position *pos, enum color c)
{
	uint64_t	k = board_pieces(pos, c, KING);

	if (k == 0)
		return 0;
	return board_attackers(pos, bitboard_lsb(k), board_occupied(pos)) &
	    pos->by_color[c ^ 1];
}

/* 3.9 */
uint64_t
board_checkers(const struct position *pos)
{
	return checkers_of(pos, pos->side);
}

bool
board_in_check(const struct position *pos)
{
	return board_checkers(pos) != 0;
}

/* 5.1a */
bool
board_is_checkmate(const struct position *pos)
{
	return board_in_check(pos) && board_count_moves(pos) == 0;
}

/* 5.2a */
bool
board_is_stalemate(const struct position *pos)
{
	return !board_in_check(pos) && board_count_moves(pos) == 0;
}

/* 9.2: castling rights and an en-passant capture that is actually possible
 * are part of the position; an ep square no pawn can legally use is not. */
uint64_t
board_repetition_key(const struct position *pos)
{
	if (pos->ep != SQ_NONE && !board_ep_capturable(pos))
		return pos->key ^ zobrist_ep[SQ_FILE(pos->ep)];
	return pos->key;
}

/* 1952 Art. 12.3: the same pieces on the same squares, same side to move. */
uint64_t
board_key_1952(const struct position *pos)
{
	uint64_t	k = pos->key ^ zobrist_castling_key(pos, pos->castling);

	if (pos->ep != SQ_NONE)
		k ^= zobrist_ep[SQ_FILE(pos->ep)];
	return k;
}

bool
board_same(const struct position *a, const struct position *b)
{
	int	i;

	/* II.3: a right is the same right only with the same rook. */
	for (i = 0; i < 4; i++)
		if ((a->castling & (1u << i)) &&
		    a->castle_rook[i] != b->castle_rook[i])
			return false;
	return a->key == b->key && a->side == b->side &&
	    a->castling == b->castling && a->ep == b->ep &&
	    a->chess960 == b->chess960 &&
	    memcmp(a->squares, b->squares, sizeof a->squares) == 0;
}

/* II.1, II.3: a right needs the king on its first rank and that rook on
 * the right's side of it (the king between the rooks). */
static bool
castling_ok_960(const struct position *pos)
{
	uint8_t	ksq, rsq;
	int	i, c, rank;

	for (i = 0; i < 4; i++) {
		if ((pos->castling & (1u << i)) == 0)
			continue;
		c = i / 2;
		rank = c == WHITE ? 0 : 7;
		ksq = bitboard_lsb(board_pieces(pos, c, KING));
		rsq = pos->castle_rook[i];
		if (rsq >= 64 || SQ_RANK(ksq) != rank ||
		    SQ_RANK(rsq) != rank ||
		    pos->squares[rsq] != PIECE_MAKE(c, ROOK))
			return false;
		if ((i & 1) ? SQ_FILE(rsq) > SQ_FILE(ksq) :
		    SQ_FILE(rsq) < SQ_FILE(ksq))
			return false;
	}
	return true;
}

static bool
castling_ok(const struct position *pos)
{
	static const struct {
		uint8_t	right, color, king, rook;
	} r[4] = {
		{ CASTLE_WK, WHITE, 4, 7 }, { CASTLE_WQ, WHITE, 4, 0 },
		{ CASTLE_BK, BLACK, 60, 63 }, { CASTLE_BQ, BLACK, 60, 56 },
	};
	int	i;

	if (pos->castling > 15)
		return false;
	if (pos->chess960)
		return castling_ok_960(pos);
	for (i = 0; i < 4; i++) {
		if ((pos->castling & r[i].right) == 0)
			continue;
		/* 3.8b(1): the right needs king and rook unmoved. */
		if (pos->squares[r[i].king] != PIECE_MAKE(r[i].color, KING) ||
		    pos->squares[r[i].rook] != PIECE_MAKE(r[i].color, ROOK) ||
		    pos->castle_rook[i] != r[i].rook)
			return false;
	}
	return true;
}

/* 3.7d: the ep square is the one a pawn of the side not to move has just
 * passed over: on the third rank from that side, empty, with the pawn in
 * front of it and its starting square behind it empty. */
static bool
ep_ok(const struct position *pos)
{
	uint8_t	ep = pos->ep, them = pos->side ^ 1;
	int	up = them == WHITE ? 8 : -8;

	if (ep == SQ_NONE)
		return true;
	if (ep >= 64 || SQ_RANK(ep) != (them == WHITE ? 2 : 5))
		return false;
	return pos->squares[ep] == EMPTY &&
	    pos->squares[ep + up] == PIECE_MAKE(them, PAWN) &&
	    pos->squares[ep - up] == EMPTY;
}

enum fen_error
board_validate(const struct position *pos)
{
	int	c;

	for (c = WHITE; c <= BLACK; c++) {
		if (bitboard_count(board_pieces(pos, c, KING)) != 1)
			return FEN_KINGS;			/* 2.2 */
	}
	if (pos->by_type[PAWN] & (BB_RANK_1 | BB_RANK_8))
		return FEN_PAWN_RANK;				/* 3.7e */
	for (c = WHITE; c <= BLACK; c++) {
		if (bitboard_count(pos->by_color[c]) > 16 ||	/* 2.2 */
		    bitboard_count(board_pieces(pos, c, PAWN)) > 8)
			return FEN_TOO_MANY_PIECES;
	}
	if (!castling_ok(pos))
		return FEN_CASTLING_RIGHTS;
	if (!ep_ok(pos))
		return FEN_EP_SQUARE;
	if (checkers_of(pos, pos->side ^ 1) != 0)		/* 3.9 */
		return FEN_OPPONENT_IN_CHECK;
	return FEN_OK;
}

bool
board_ok(const struct position *pos)
{
	uint64_t	all = 0, b;
	unsigned	sq, t, c, filled = 0;

	if (pos->side > BLACK || pos->chess960 > 1)
		return false;
	if (pos->by_color[WHITE] & pos->by_color[BLACK])
		return false;
	for (t = 0; t < PIECE_TYPE_NB; t++) {
		if (pos->by_type[t] & all)
			return false;
		all |= pos->by_type[t];
	}
	if (all != board_occupied(pos))
		return false;
	/* Each piece of the bitboards stands in squares[], and squares[]
	 * holds no other piece (counted without a branch per square). */
	for (t = 0; t < PIECE_TYPE_NB; t++)
		for (c = WHITE; c <= BLACK; c++)
			for (b = board_pieces(pos, c, t); b != 0;)
				if (pos->squares[bitboard_pop(&b)] !=
				    PIECE_MAKE(c, t))
					return false;
	for (sq = 0; sq < 64; sq++)
		filled += pos->squares[sq] != EMPTY;
	if (filled != (unsigned)bitboard_count(all))
		return false;
	if (board_validate(pos) != FEN_OK)
		return false;
	return pos->key == zobrist_compute(pos);
}

/* 9.3: the count of moves without a capture or a pawn move. */
static void
set_halfmove(struct position *pos, uint8_t piece, uint8_t captured)
{
	if (PIECE_TYPE(piece) == PAWN || captured != EMPTY)
		pos->halfmove = 0;
	else if (pos->halfmove < UINT16_MAX)
		pos->halfmove++;
}

/*
 * 3.8a.ii, II.3: king and rook leave their squares and stand on g and f
 * (king side) or c and d (queen side) of their first rank, either of
 * them possibly where it stood; back = undo it.
 */
static void
castle(struct position *pos, uint16_t m, uint8_t us, bool back)
{
	uint8_t	kfrom = MOVE_FROM(m), kto = MOVE_TO(m);
	uint8_t	queen_side = SQ_FILE(kto) == 2;
	uint8_t	rfrom = pos->castle_rook[CASTLE_INDEX(us, queen_side)];
	uint8_t	rto = (uint8_t)(kto + (queen_side ? 1 : -1)), t;

	if (back) {
		t = kfrom, kfrom = kto, kto = t;
		t = rfrom, rfrom = rto, rto = t;
	}
	board_remove(pos, kfrom);
	board_remove(pos, rfrom);
	board_put(pos, kto, PIECE_MAKE(us, KING));
	board_put(pos, rto, PIECE_MAKE(us, ROOK));
}

void
board_make(struct position *pos, uint16_t m, struct undo *u)
{
	uint8_t	from = MOVE_FROM(m), to = MOVE_TO(m);
	uint8_t	us = pos->side, p = pos->squares[from];
	uint8_t	castling = castling_after(pos, from, to);	/* 3.8b(1) */

	u->key = pos->key;
	u->castling = pos->castling;
	u->ep = pos->ep;
	u->halfmove = pos->halfmove;
	u->captured = EMPTY;
	if (pos->ep != SQ_NONE)
		pos->key ^= zobrist_ep[SQ_FILE(pos->ep)];
	pos->ep = SQ_NONE;

	switch (MOVE_KIND(m)) {
	case MOVE_NORMAL:
		u->captured = pos->squares[to];
		if (u->captured != EMPTY)			/* 3.1 */
			board_remove(pos, to);
		board_move_piece(pos, from, to);
		if (PIECE_TYPE(p) == PAWN && (from ^ to) == 16) {
			/* 3.7d: the square passed over, as in FEN. */
			pos->ep = (uint8_t)((from + to) / 2);
			pos->key ^= zobrist_ep[SQ_FILE(pos->ep)];
		}
		break;
	case MOVE_PROMOTION:					/* 3.7e */
		u->captured = pos->squares[to];
		if (u->captured != EMPTY)
			board_remove(pos, to);
		board_remove(pos, from);
		board_put(pos, to, PIECE_MAKE(us, MOVE_PROMO(m)));
		break;
	case MOVE_EN_PASSANT:					/* 3.7d */
		u->captured = pos->squares[to ^ 8];
		board_remove(pos, (uint8_t)(to ^ 8));
		board_move_piece(pos, from, to);
		break;
	default:					/* 3.8a.ii, II.3 */
		castle(pos, m, us, false);
		break;
	}
	if (castling != pos->castling)
		pos->key ^= zobrist_castling_key(pos, pos->castling) ^
		    zobrist_castling_key(pos, castling);
	pos->castling = castling;
	set_halfmove(pos, p, u->captured);
	if (us == BLACK)
		pos->fullmove++;
	pos->side = us ^ 1;
	pos->key ^= zobrist_black;
	BOARD_CHECK(pos);
}

void
board_unmake(struct position *pos, uint16_t m, const struct undo *u)
{
	uint8_t	from = MOVE_FROM(m), to = MOVE_TO(m);
	uint8_t	us = pos->side ^ 1;

	switch (MOVE_KIND(m)) {
	case MOVE_NORMAL:
		board_move_piece(pos, to, from);
		if (u->captured != EMPTY)
			board_put(pos, to, u->captured);
		break;
	case MOVE_PROMOTION:
		board_remove(pos, to);
		board_put(pos, from, PIECE_MAKE(us, PAWN));
		if (u->captured != EMPTY)
			board_put(pos, to, u->captured);
		break;
	case MOVE_EN_PASSANT:
		board_move_piece(pos, to, from);
		board_put(pos, (uint8_t)(to ^ 8), u->captured);
		break;
	default:
		castle(pos, m, us, true);
		break;
	}
	if (us == BLACK)
		pos->fullmove--;
	pos->side = us;
	pos->castling = u->castling;
	pos->ep = u->ep;
	pos->halfmove = u->halfmove;
	pos->key = u->key;
	BOARD_CHECK(pos);
}

void
board_move_uci_pos(const struct position *pos, uint16_t m, char *buf)
{
	if (pos->chess960 && MOVE_KIND(m) == MOVE_CASTLING)
		m = MOVE_MAKE(MOVE_FROM(m), board_castling_rook(pos, m),
		    MOVE_NORMAL);
	board_move_uci(m, buf);
}

void
board_move_uci(uint16_t m, char *buf)
{
	static const char	promo[] = "nbrq";
	uint8_t			from = MOVE_FROM(m), to = MOVE_TO(m);
	size_t			n = 0;

	buf[n++] = (char)('a' + SQ_FILE(from));
	buf[n++] = (char)('1' + SQ_RANK(from));
	buf[n++] = (char)('a' + SQ_FILE(to));
	buf[n++] = (char)('1' + SQ_RANK(to));
	if (MOVE_KIND(m) == MOVE_PROMOTION)
		buf[n++] = promo[MOVE_PROMO(m) - KNIGHT];
	buf[n] = '\0';
}
