/*
 * zobrist.c: the key numbers and the from-scratch key.
 */
#include "config.h"

#include <stdint.h>

#include "chess/board.h"
#include "chess/zobrist.h"

uint64_t	zobrist_piece[16][64];
uint64_t	zobrist_castling[16];
uint64_t	zobrist_ep[8];
uint64_t	zobrist_black;
uint64_t	zobrist_castle_rook[4][8];

/* Each right's rook square in ordinary chess (3.8b), by CASTLE_INDEX. */
static const uint8_t	ordinary_rook[4] = { 7, 0, 63, 56 };

/* splitmix64 (Steele, Lea, Flood 2014): a fixed sequence from a seed. */
static uint64_t
splitmix64(uint64_t *state)
{
	uint64_t	z;

	z = (*state += 0x9e3779b97f4a7c15ULL);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
	return z ^ (z >> 31);
}

void
zobrist_init(void)
{
	uint64_t	s = 0x4172626974657221ULL;	/* "Arbiter!" */
	uint64_t	right[4];
	unsigned	p, sq, i, c;

	for (p = 0; p < 16; p++)
		for (sq = 0; sq < 64; sq++)
			zobrist_piece[p][sq] = splitmix64(&s);
	/* One number per right; a combination is the XOR of its rights, so
	 * that losing one right is one XOR of the difference. */
	for (i = 0; i < 4; i++)
		right[i] = splitmix64(&s);
	for (c = 0; c < 16; c++) {
		zobrist_castling[c] = 0;
		for (i = 0; i < 4; i++)
			if (c & (1u << i))
				zobrist_castling[c] ^= right[i];
	}
	for (i = 0; i < 8; i++)
		zobrist_ep[i] = splitmix64(&s);
	zobrist_black = splitmix64(&s);
	/* Drawn last, so that the numbers above stay what they were. */
	for (i = 0; i < 4; i++)
		for (c = 0; c < 8; c++)
			zobrist_castle_rook[i][c] = splitmix64(&s);
}

__attribute__((constructor)) static void
zobrist_constructor(void)
{
	zobrist_init();
}

uint64_t
zobrist_pieces_side(const struct position *pos)
{
	uint64_t	k = 0, occ = board_occupied(pos);
	unsigned	sq;

	/* Over the occupied squares only: no branch per square. */
	while (occ != 0) {
		sq = (unsigned)__builtin_ctzll(occ);
		occ &= occ - 1;
		k ^= zobrist_piece[pos->squares[sq] & 15][sq];
	}
	if (pos->side == BLACK)
		k ^= zobrist_black;
	return k;
}

uint64_t
zobrist_castling_key(const struct position *pos, unsigned mask)
{
	uint64_t	k = zobrist_castling[mask & 15];
	unsigned	i;

	for (i = 0; i < 4; i++)
		if ((mask & (1u << i)) && pos->castle_rook[i] != ordinary_rook[i])
			k ^= zobrist_castle_rook[i][pos->castle_rook[i] & 7];
	return k;
}

uint64_t
zobrist_compute(const struct position *pos)
{
	uint64_t	k = zobrist_pieces_side(pos);

	k ^= zobrist_castling_key(pos, pos->castling);
	if (pos->ep != SQ_NONE)
		k ^= zobrist_ep[SQ_FILE(pos->ep)];
	return k;
}
