/*
 * layout.h: the draughts module's own helpers for the padded bitboard
 * layout of draughts.h (not part of the public interface).
 *
 *	 row  0:  bits  0- 4	squares  1- 5	(dark squares in columns 1,3,..,9)
 *	 row  1:  bits  5- 9	squares  6-10	(columns 0,2,..,8)
 *	 pad:     bit  10
 *	 row  2:  bits 11-15	squares 11-15	...
 *	 row  9:  bits 49-53	squares 46-50
 *
 * From any square, +5 and +6 are the steps down-left and down-right
 * (towards 50), -5 and -6 the steps up-right and up-left (towards 1).
 * A step off the board lands on a pad bit (10, 21, 32, 43) or outside
 * bits 0-53: never on the board.
 */
#ifndef ARBITER_DRAUGHTS_LAYOUT_H
#define ARBITER_DRAUGHTS_LAYOUT_H

#include <stdbool.h>
#include <stdint.h>

#include "draughts/draughts.h"

#define DL_BOARD	0x3ff7feffdffbffULL	/* the 50 squares */
#define DL_ROW_TOP	0x1fULL			/* 1-5: White crowns there */
#define DL_ROW_BOTTOM	(0x1fULL << 49)		/* 46-50: Black crowns there */

/* The four diagonal directions, as indexes of dl_ray[]. */
enum dl_dir { DL_DOWN_LEFT = 0, DL_DOWN_RIGHT, DL_UP_RIGHT, DL_UP_LEFT };

/* The shift of each direction and its opposite. */
#define DL_SHIFT(d)	((d) == DL_DOWN_LEFT ? 5 : (d) == DL_DOWN_RIGHT ? 6 : \
			 (d) == DL_UP_RIGHT ? -5 : -6)
#define DL_BACK(d)	((d) ^ 2)

/*
 * The squares along direction d from bit b, b itself excluded, to the
 * edge of the board (bits 0-53; pad bits have rays of no meaning).
 */
extern const uint64_t	dl_ray[4][54];

/* Bit of square sq (1-50). */
static inline unsigned
dl_bit(unsigned sq)
{
	return (sq - 1) + (sq - 1) / 10;
}

static inline uint64_t
dl_bb(unsigned sq)
{
	return 1ULL << dl_bit(sq);
}

/* Square (1-50) of board bit b. */
static inline unsigned
dl_square(unsigned b)
{
	return b - b / 11 + 1;
}

/* The set of squares (bit sq - 1) of a bitboard, and back. */
static inline uint64_t
dl_compress(uint64_t x)
{
	return (x & 0x3ffULL) | ((x >> 1) & (0x3ffULL << 10)) |
	    ((x >> 2) & (0x3ffULL << 20)) | ((x >> 3) & (0x3ffULL << 30)) |
	    ((x >> 4) & (0x3ffULL << 40));
}

static inline uint64_t
dl_expand(uint64_t s)
{
	return (s & 0x3ffULL) | ((s & (0x3ffULL << 10)) << 1) |
	    ((s & (0x3ffULL << 20)) << 2) | ((s & (0x3ffULL << 30)) << 3) |
	    ((s & (0x3ffULL << 40)) << 4);
}

/* One step of every square of b in direction d (constant after
 * inlining); squares that leave the board are dropped. */
static inline __attribute__((always_inline)) uint64_t
dl_step(uint64_t b, int d)
{
	int	s = DL_SHIFT(d);

	return (s > 0 ? b << s : b >> -s) & DL_BOARD;
}

/* dl_step() without the board mask: a step off the board may land on a
 * pad bit or on bits 54-63, so the result must be masked by a set of
 * squares (the empty squares, a side's pieces) before it means anything. */
static inline __attribute__((always_inline)) uint64_t
dl_shift(uint64_t b, int d)
{
	int	s = DL_SHIFT(d);

	return s > 0 ? b << s : b >> -s;
}

/* The square one step from sq (1-50) in direction d, or 0 off the board. */
static inline unsigned
dl_neighbour(unsigned sq, int d)
{
	uint64_t	b = dl_step(dl_bb(sq), d);

	return b == 0 ? 0 : dl_square((unsigned)__builtin_ctzll(b));
}

static inline unsigned
dl_lsb(uint64_t b)
{
	return (unsigned)__builtin_ctzll(b);
}

static inline unsigned
dl_msb(uint64_t b)
{
	return 63u - (unsigned)__builtin_clzll(b);
}

/* Without the POPCNT instruction GCC would call libgcc's __popcountdi2,
 * which the pure core must not use. */
static inline unsigned
dl_count(uint64_t b)
{
#if defined(__POPCNT__)
	return (unsigned)__builtin_popcountll(b);
#else
	b = b - ((b >> 1) & 0x5555555555555555ULL);
	b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
	b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (unsigned)((b * 0x0101010101010101ULL) >> 56);
#endif
}

/*
 * Internal moves, as the generator writes them: a bitboard of the start
 * square, the end square and the captured pieces (a king's capture that
 * ends where it began has only its start square and the captures).  In a
 * given position this identifies the move: the start is the mover's
 * piece, the end the empty square, the captures the opponent's.
 */
size_t		dl_generate(const struct draughts_position *, uint64_t *moves);
void		dl_make(struct draughts_position *, uint64_t im);
uint64_t	dl_to_public(const struct draughts_position *, uint64_t im);
uint64_t	dl_from_public(uint64_t m);

#endif
