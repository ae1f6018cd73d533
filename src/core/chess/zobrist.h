/*
 * zobrist.h: the random keys that hash a position (for 9.2 repetitions
 * and for tables keyed by position).
 *
 * A key is the XOR of one number per (piece, square), one for Black to
 * move, one per castling-rights combination (and per Chess960 rook file)
 * and one per en-passant file.
 * The numbers come from splitmix64 with a fixed seed, so keys are the same
 * in every run and on every machine.
 */
#ifndef ARBITER_CHESS_ZOBRIST_H
#define ARBITER_CHESS_ZOBRIST_H

#include <stdint.h>

struct position;

/* Filled once before main() (see zobrist.c); read-only afterwards. */
extern uint64_t	zobrist_piece[16][64];	/* by PIECE_MAKE(c, t) */
extern uint64_t	zobrist_castling[16];	/* by CASTLE_* combination */
extern uint64_t	zobrist_ep[8];		/* by file of the ep square */
extern uint64_t	zobrist_black;		/* Black to move */
/* By right (CASTLE_INDEX) and its rook's file, for a rook not on the
 * right's ordinary square (Chess960). */
extern uint64_t	zobrist_castle_rook[4][8];

/* Fill the tables; idempotent, called automatically before main(). */
void		zobrist_init(void);

/* The full key of pos computed from scratch (pieces, side, castling, ep). */
uint64_t	zobrist_compute(const struct position *);

/*
 * The key's part for the castling rights mask of pos: zobrist_castling[]
 * and, for each right held whose rook is not on its ordinary square
 * (Chess960), that rook's file, so that 9.2 compares rights by the rook
 * they castle with (II.3).  Ordinary positions keep the keys they had.
 */
uint64_t	zobrist_castling_key(const struct position *, unsigned mask);

/* Pieces and side to move only. */
uint64_t	zobrist_pieces_side(const struct position *);

#endif
