/*
 * bitboard.h: 64-bit square sets and the attack tables of the pieces
 * (Art. 3.2-3.8 of the Laws, the way each piece moves).
 *
 * Bit n stands for square n (a1 = 0, h8 = 63).  Sliding pieces use "fancy"
 * magic bitboards: the relevant occupancy of a square, multiplied by a
 * constant and shifted, indexes a table of precomputed attack sets.  The
 * magics are constants found once by a seeded search; the tables are filled
 * before main() runs (a constructor in bitboard.c), after which they never
 * change.  No PEXT instruction is needed, so the tables work on any x86-64
 * (and any other 64-bit target).
 */
#ifndef ARBITER_CHESS_BITBOARD_H
#define ARBITER_CHESS_BITBOARD_H

#include <stdint.h>

#define BB_RANK_1	0x00000000000000ffULL
#define BB_RANK_2	0x000000000000ff00ULL
#define BB_RANK_3	0x0000000000ff0000ULL
#define BB_RANK_4	0x00000000ff000000ULL
#define BB_RANK_5	0x000000ff00000000ULL
#define BB_RANK_6	0x0000ff0000000000ULL
#define BB_RANK_7	0x00ff000000000000ULL
#define BB_RANK_8	0xff00000000000000ULL
#define BB_FILE_A	0x0101010101010101ULL
#define BB_FILE_B	0x0202020202020202ULL
#define BB_FILE_G	0x4040404040404040ULL
#define BB_FILE_H	0x8080808080808080ULL
#define BB_DARK		0xaa55aa55aa55aa55ULL	/* a1, h8 and their colour */
#define BB_SQ(s)	(1ULL << (s))

/* One square's entry of a magic table. */
struct bitboard_magic {
	const uint64_t	*attacks;	/* this square's slice of the table */
	uint64_t	 mask;		/* relevant occupancy (edges excluded) */
	uint64_t	 magic;
	unsigned	 shift;		/* 64 - popcount(mask) */
};

/* Filled once before main() (see bitboard.c); read-only afterwards. */
extern uint64_t			bitboard_knight[64];
extern uint64_t			bitboard_king[64];
extern uint64_t			bitboard_pawn[2][64];	/* captures only */
extern uint64_t			bitboard_between[64][64];	/* strictly between */
extern uint64_t			bitboard_line[64][64];	/* the whole line */
extern struct bitboard_magic	bitboard_rook_magic[64];
extern struct bitboard_magic	bitboard_bishop_magic[64];

/* Fill the tables; idempotent, called automatically before main(). */
void		bitboard_init(void);

/* Slow reference ray scan, for tests of the magic tables. */
uint64_t	bitboard_slide(uint8_t sq, uint64_t occ, int rook);

/* Number of squares in b.  Without the POPCNT instruction, GCC would call
 * libgcc's __popcountdi2, which the pure core must not use. */
static inline int
bitboard_count(uint64_t b)
{
#if defined(__POPCNT__)
	return __builtin_popcountll(b);
#else
	b = b - ((b >> 1) & 0x5555555555555555ULL);
	b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
	b = (b + (b >> 4)) & 0x0f0f0f0f0f0f0f0fULL;
	return (int)((b * 0x0101010101010101ULL) >> 56);
#endif
}

/* Lowest square of a non-empty set. */
static inline uint8_t
bitboard_lsb(uint64_t b)
{
	return (uint8_t)__builtin_ctzll(b);
}

/* Remove and return the lowest square of a non-empty set. */
static inline uint8_t
bitboard_pop(uint64_t *b)
{
	uint8_t	s = bitboard_lsb(*b);

	*b &= *b - 1;
	return s;
}

/* At most one square. */
static inline int
bitboard_single(uint64_t b)
{
	return (b & (b - 1)) == 0;
}

static inline uint64_t
bitboard_rook_attacks(uint8_t sq, uint64_t occ)
{
	const struct bitboard_magic	*m = &bitboard_rook_magic[sq];

	return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}

static inline uint64_t
bitboard_bishop_attacks(uint8_t sq, uint64_t occ)
{
	const struct bitboard_magic	*m = &bitboard_bishop_magic[sq];

	return m->attacks[((occ & m->mask) * m->magic) >> m->shift];
}

static inline uint64_t
bitboard_queen_attacks(uint8_t sq, uint64_t occ)
{
	return bitboard_rook_attacks(sq, occ) |
	    bitboard_bishop_attacks(sq, occ);
}

/* Pawns of colour c shifted one rank forward (3.7a). */
static inline uint64_t
bitboard_push(uint64_t b, int c)
{
	return c == 0 ? b << 8 : b >> 8;
}

/* Squares attacked by a set of pawns of colour c (3.7b). */
static inline uint64_t
bitboard_pawn_attacks(uint64_t b, int c)
{
	if (c == 0)
		return ((b & ~BB_FILE_A) << 7) | ((b & ~BB_FILE_H) << 9);
	return ((b & ~BB_FILE_A) >> 9) | ((b & ~BB_FILE_H) >> 7);
}

#endif
