/*
 * board.h: the chess position (Art. 2-3 of the Laws): bitboards, make and
 * unmake, Zobrist keys, FEN, and legal move generation.
 *
 * Squares are 0..63, a1 = 0, b1 = 1, ..., h8 = 63.  A move is a uint16_t:
 *
 *	bits  0-5	from square
 *	bits  6-11	to square (for castling: the king's destination, g1/c1/g8/c8,
 *			in Chess960 too: II.3; it may be the king's own square)
 *	bits 12-13	promotion piece minus KNIGHT (0 knight .. 3 queen)
 *	bits 14-15	MOVE_NORMAL, MOVE_PROMOTION, MOVE_EN_PASSANT, MOVE_CASTLING
 *
 * 0 is never a legal move (a1 to a1) and serves as MOVE_NONE.
 *
 * Nothing here allocates: the caller owns every buffer.  The position is a
 * plain value (copying it is the cheapest way to keep one).
 */
#ifndef ARBITER_CHESS_BOARD_H
#define ARBITER_CHESS_BOARD_H

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

enum color { WHITE = 0, BLACK = 1 };

enum piece_type { PAWN = 0, KNIGHT, BISHOP, ROOK, QUEEN, KING, PIECE_TYPE_NB };

/* A piece on a square: type | colour << 3; EMPTY for none. */
#define EMPTY		  0xff
#define PIECE_MAKE(c, t)  ((uint8_t)((t) | ((c) << 3)))
#define PIECE_TYPE(p)	  ((enum piece_type)((p) & 7))
#define PIECE_COLOR(p)	  ((enum color)((p) >> 3))

#define SQ_NONE		  64
#define SQ_FILE(s)	  ((s) & 7)
#define SQ_RANK(s)	  ((s) >> 3)
#define SQ_MAKE(f, r)	  ((uint8_t)((r) * 8 + (f)))

/* Castling rights, as in FEN KQkq; right i is bit 1 << i, i = 2 * colour
 * + (queen side), the index of castle_rook[]. */
#define CASTLE_WK	  1
#define CASTLE_WQ	  2
#define CASTLE_BK	  4
#define CASTLE_BQ	  8
#define CASTLE_INDEX(c, queen_side)	((c) * 2 + (queen_side))

#define MOVE_NONE	  0
#define MOVE_NORMAL	  (0u << 14)
#define MOVE_PROMOTION	  (1u << 14)
#define MOVE_EN_PASSANT	  (2u << 14)
#define MOVE_CASTLING	  (3u << 14)
#define MOVE_FROM(m)	  ((uint8_t)((m) & 63))
#define MOVE_TO(m)	  ((uint8_t)(((m) >> 6) & 63))
#define MOVE_KIND(m)	  ((m) & (3u << 14))
#define MOVE_PROMO(m)	  ((enum piece_type)((((m) >> 12) & 3) + KNIGHT))
#define MOVE_MAKE(f, t, kind) \
	((uint16_t)((f) | ((t) << 6) | (kind)))
#define MOVE_MAKE_PROMO(f, t, pt) \
	((uint16_t)((f) | ((t) << 6) | MOVE_PROMOTION | (((pt) - KNIGHT) << 12)))

/* No legal position has more than 218 moves. */
#define MAX_MOVES	  256

struct position {
	uint64_t	by_type[PIECE_TYPE_NB];
	uint64_t	by_color[2];
	uint8_t		squares[64];	/* piece or EMPTY */
	uint8_t		side;		/* enum color to move */
	uint8_t		castling;	/* CASTLE_* bits */
	uint8_t		ep;		/* en-passant target square (FEN field 4) or SQ_NONE */
	uint8_t		chess960;	/* Guidelines II: castling by II.3, X-FEN */
	/* The square of the rook each right castles with (by CASTLE_INDEX:
	 * h1 a1 h8 a8 but in Chess960); fixed for a game, kept when the
	 * right is lost.  Only the rights held are part of the position. */
	uint8_t		castle_rook[4];
	uint16_t	halfmove;	/* plies since a capture or pawn move (9.3) */
	uint16_t	fullmove;	/* FEN move number */
	uint64_t	key;		/* Zobrist key, incremental */
};

/* What unmake needs to restore. */
struct undo {
	uint64_t	key;
	uint8_t		captured;	/* piece or EMPTY */
	uint8_t		castling;
	uint8_t		ep;
	uint16_t	halfmove;
};

/* Why a FEN was refused; fen_read also reports the byte offset of the word. */
enum fen_error {
	FEN_OK = 0,
	FEN_BAD_PLACEMENT,	/* field 1: bad character or rank length */
	FEN_BAD_SIDE,		/* field 2 */
	FEN_BAD_CASTLING,	/* field 3 unreadable */
	FEN_BAD_EP,		/* field 4 unreadable */
	FEN_BAD_CLOCK,		/* fields 5-6 unreadable */
	FEN_KINGS,		/* not exactly one king per side */
	FEN_PAWN_RANK,		/* a pawn on rank 1 or 8 */
	FEN_OPPONENT_IN_CHECK,	/* the side not to move is in check */
	FEN_CASTLING_RIGHTS,	/* a right without king and rook at home */
	FEN_EP_SQUARE,		/* ep square inconsistent with the board */
	FEN_TOO_MANY_PIECES,	/* more than 16 a side, or more than 8 pawns */
	FEN_ERROR_NB
};

/* Set up the initial position of Art. 2. */
void		board_start(struct position *);

/*
 * Guidelines II.1: the Chess960 starting position numbered n, 0-959 in
 * Scharnagl's numbering (518 is Art. 2's), marked chess960; false (pos
 * unspecified) when n is out of range.
 */
#define CHESS960_NB	  960
#define CHESS960_CLASSIC  518
bool		board_start_960(struct position *, unsigned n);

/* Whether pos is a Chess960 position (castling by II.3, X-FEN). */
static inline bool
board_is_960(const struct position *pos)
{
	return pos->chess960 != 0;
}

/*
 * Read a FEN (4 or 6 fields; missing clocks read as 0 1).  On error returns the
 * reason and, if where is not NULL, the byte offset of the offending field; pos
 * is then unspecified.  Positions a game cannot reach as described in the
 * enum are refused.
 *
 * Offsets: a missing field is reported at the end of the text; FEN_KINGS,
 * FEN_PAWN_RANK and FEN_TOO_MANY_PIECES at field 1, FEN_OPPONENT_IN_CHECK at
 * field 2 (the side to move), FEN_CASTLING_RIGHTS at field 3, FEN_EP_SQUARE
 * at field 4.  Blanks around and between fields are tolerated; castling
 * letters may come in any order but not twice; the move number must be >= 1.
 */
enum fen_error	fen_read(struct position *, const char *fen, size_t *where);

/*
 * fen_read() that lets one impossible thing pass: the side not to move in
 * check.  For perft suites, which hold a few such positions.  The position
 * then fails board_ok(); only board_legal_moves(), board_count_moves() and
 * board_perft() to depth 1 mean anything there (deeper, a king could be
 * captured).  board_validate() tells the two cases apart.
 */
enum fen_error	fen_read_lax(struct position *, const char *fen,
		    size_t *where);

/*
 * fen_read() with flags: FEN_READ_LAX as fen_read_lax(); FEN_READ_960 reads
 * a Chess960 position (Guidelines II), marked chess960, its castling
 * field in X-FEN (K Q k q: the outermost rook on that side of the king;
 * a file letter A-H a-h: the rook on that file) or Shredder-FEN (file
 * letters only).  A right needs the king on its first rank between the
 * rook and the board's edge on the other side (II.1, II.3).
 */
#define FEN_READ_LAX	  1
#define FEN_READ_960	  2
enum fen_error	fen_read_flags(struct position *, const char *fen,
		    size_t *where, unsigned flags);

/*
 * Write the FEN into buf (at least FEN_MAX bytes); returns its length.  A
 * Chess960 position's castling rights are X-FEN: K Q k q unless another
 * rook of that side stands beyond the castling rook (then its file
 * letter), so that every position of ordinary chess reads as FEN does.
 * fen_write_shredder() writes file letters for every right (HAha).
 */
#define FEN_MAX	  100
size_t		fen_write(const struct position *, char *buf);
size_t		fen_write_shredder(const struct position *, char *buf);
/* The X-FEN of Chess960 start n into buf[FEN_MAX] (518: the ordinary
 * start's FEN); its length, 0 when n is out of range (II.1). */
size_t		fen_start_960(unsigned n, char *buf);

/* The invariant: bitboards, squares[] and key agree, one king each, etc. */
bool		board_ok(const struct position *);

/*
 * The invariant after every move, in builds configured with
 * --enable-board-checks (the sanitizer build of CI): checking it costs
 * far more than the move, so the default build leaves it to the tests.
 */
#ifdef ARBITER_BOARD_CHECKS
#define BOARD_CHECK(pos)	assert(board_ok(pos))
#else
#define BOARD_CHECK(pos)	((void)(pos))
#endif

/* Legal moves (Art. 3) into moves[MAX_MOVES]; returns how many. */
size_t		board_legal_moves(const struct position *, uint16_t *moves);

/* Whether m is one of the legal moves. */
bool		board_is_legal(const struct position *, uint16_t m);

/*
 * Make a legal move; undo receives what unmake needs.  After a two-square
 * pawn advance, ep is the square passed over whether or not a capture is
 * possible (as FEN writes it); board_repetition_key() counts it only when
 * the capture is legal.  Both end with BOARD_CHECK().
 */
void		board_make(struct position *, uint16_t m, struct undo *);
void		board_unmake(struct position *, uint16_t m, const struct undo *);

/* Perft with bulk counting at the last ply. */
uint64_t	board_perft(struct position *, int depth);

bool		board_in_check(const struct position *);
bool		board_is_checkmate(const struct position *);
bool		board_is_stalemate(const struct position *);

/* Squares attacked by colour c (for the dead-position analysis and notation). */
uint64_t	board_attacks(const struct position *, enum color c);
/* Squares attacked from sq by the piece standing there (empty: 0). */
uint64_t	board_piece_attacks(const struct position *, uint8_t sq);
/* Pieces of either colour attacking sq given occupancy occ. */
uint64_t	board_attackers(const struct position *, uint8_t sq, uint64_t occ);

/*
 * 9.2: the key under which positions repeat: side to move, pieces, castling
 * rights, and the en-passant square only when an en-passant capture is legal.
 */
uint64_t	board_repetition_key(const struct position *);
/* 1952 Art. 12.3: pieces and side to move only. */
uint64_t	board_key_1952(const struct position *);

/*
 * Whether two positions are the same for every move that follows: pieces,
 * side to move, castling rights and en-passant square (3.7d, 3.8b);
 * compared whole, not by key.
 */
bool		board_same(const struct position *, const struct position *);

/*
 * Additions to the first contract (same rules: no allocation, pure).
 */

/* Number of legal moves, without listing them (faster). */
size_t		board_count_moves(const struct position *);

/* Enemy pieces giving check to the side to move (3.9). */
uint64_t	board_checkers(const struct position *);

/* 3.7d: whether the side to move has a legal en-passant capture now. */
bool		board_ep_capturable(const struct position *);

/* An empty board, White to move, no rights, clocks 0 1 (not board_ok()). */
void		board_clear(struct position *);
/* Put piece p on the empty square sq / remove the piece on sq; both keep
 * the bitboards and the key in step.  For building positions. */
void		board_put(struct position *, uint8_t sq, uint8_t p);
void		board_remove(struct position *, uint8_t sq);

/* What fen_read() would say of the board as it stands: FEN_OK, or the first
 * of FEN_KINGS, FEN_PAWN_RANK, FEN_TOO_MANY_PIECES, FEN_CASTLING_RIGHTS,
 * FEN_EP_SQUARE, FEN_OPPONENT_IN_CHECK that applies.  The key is not checked
 * (board_ok() does). */
enum fen_error	board_validate(const struct position *);

/* Write m in UCI form ("e2e4", "e7e8q", castling "e1g1") into buf[6]. */
void		board_move_uci(uint16_t m, char *buf);
/* The same, but a Chess960 castling as the king taking its own rook
 * ("e1h1"), as engines write it with UCI_Chess960. */
void		board_move_uci_pos(const struct position *, uint16_t m,
		    char *buf);

/* The castling rights that survive a move from or to sq (3.8b(1)), in
 * ordinary chess. */
extern const uint8_t	board_castle_lost[64];

static inline uint8_t
board_castle_mask(uint8_t sq)
{
	return (uint8_t)(~board_castle_lost[sq] & 15);
}

/* The rights pos keeps after a move from -> to (3.8b(1); II.3 in
 * Chess960: the king or that rook moved, or the rook taken). */
uint8_t		board_castling_after(const struct position *, uint8_t from,
		    uint8_t to);

/* The square of the rook a castling move m of the side to move takes
 * along (II.3: the rook of the right on that side). */
static inline uint8_t
board_castling_rook(const struct position *pos, uint16_t m)
{
	return pos->castle_rook[CASTLE_INDEX(pos->side,
	    SQ_FILE(MOVE_TO(m)) == 2)];
}

static inline uint64_t
board_pieces(const struct position *pos, enum color c, enum piece_type t)
{
	return pos->by_type[t] & pos->by_color[c];
}

static inline uint64_t
board_occupied(const struct position *pos)
{
	return pos->by_color[WHITE] | pos->by_color[BLACK];
}

#endif
