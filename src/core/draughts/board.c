/*
 * board.c: the draughts position (Art. 2): set-up, the invariant, making
 * a move (Art. 3-4), piece counts (Art. 7) and the key under which
 * positions repeat (6.3b).
 *
 * The position is three bitboards (white pieces, black pieces, kings) and
 * the side to move; nothing is kept twice, so there is nothing to keep in
 * step and the key is computed when asked for.  Moves cross this
 * interface as draughts.h encodes them (squares 1-50); inside the module
 * they are bitboards (layout.h), converted here.
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"

void
draughts_clear(struct draughts_position *pos)
{
	memset(pos, 0, sizeof *pos);
	pos->side = DRAUGHTS_WHITE;
}

void
draughts_start(struct draughts_position *pos)
{
	unsigned	sq;

	draughts_clear(pos);
	for (sq = 1; sq <= 20; sq++)
		pos->pieces[DRAUGHTS_BLACK] |= dl_bb(sq);
	for (sq = 31; sq <= 50; sq++)
		pos->pieces[DRAUGHTS_WHITE] |= dl_bb(sq);
	assert(draughts_ok(pos));
}

void
draughts_put(struct draughts_position *pos, unsigned sq,
    enum draughts_piece p)
{
	uint64_t	b;

	assert(sq >= 1 && sq <= DRAUGHTS_SQUARES);
	b = dl_bb(sq);
	pos->pieces[0] &= ~b;
	pos->pieces[1] &= ~b;
	pos->kings &= ~b;
	switch (p) {
	case DRAUGHTS_WHITE_KING:
		pos->kings |= b;
		/* FALLTHROUGH */
	case DRAUGHTS_WHITE_MAN:
		pos->pieces[DRAUGHTS_WHITE] |= b;
		break;
	case DRAUGHTS_BLACK_KING:
		pos->kings |= b;
		/* FALLTHROUGH */
	case DRAUGHTS_BLACK_MAN:
		pos->pieces[DRAUGHTS_BLACK] |= b;
		break;
	case DRAUGHTS_EMPTY:
		break;
	}
}

enum draughts_piece
draughts_piece_at(const struct draughts_position *pos, unsigned sq)
{
	uint64_t	b;
	bool		king;

	assert(sq >= 1 && sq <= DRAUGHTS_SQUARES);
	b = dl_bb(sq);
	king = (pos->kings & b) != 0;
	if (pos->pieces[DRAUGHTS_WHITE] & b)
		return king ? DRAUGHTS_WHITE_KING : DRAUGHTS_WHITE_MAN;
	if (pos->pieces[DRAUGHTS_BLACK] & b)
		return king ? DRAUGHTS_BLACK_KING : DRAUGHTS_BLACK_MAN;
	return DRAUGHTS_EMPTY;
}

enum draughts_fen_error
draughts_validate(const struct draughts_position *pos)
{
	uint64_t	w = pos->pieces[DRAUGHTS_WHITE];
	uint64_t	b = pos->pieces[DRAUGHTS_BLACK];

	if (pos->side > DRAUGHTS_BLACK)
		return DRAUGHTS_FEN_SIDE;
	if (((w | b) & ~DL_BOARD) != 0 || (pos->kings & ~(w | b)) != 0)
		return DRAUGHTS_FEN_SQUARE;
	if ((w & b) != 0)
		return DRAUGHTS_FEN_TWICE;
	/* 2.7: twenty pieces a side, and no move adds one. */
	if (dl_count(w) > DRAUGHTS_MAX_PIECES ||
	    dl_count(b) > DRAUGHTS_MAX_PIECES)
		return DRAUGHTS_FEN_TOO_MANY;
	/* 3.5: a man that stops on the far row is crowned at once. */
	if ((w & ~pos->kings & DL_ROW_TOP) != 0 ||
	    (b & ~pos->kings & DL_ROW_BOTTOM) != 0)
		return DRAUGHTS_FEN_MAN_ON_KING_ROW;
	/* The side not to move has just moved a piece that is still there. */
	if (pos->pieces[pos->side ^ 1] == 0)
		return DRAUGHTS_FEN_NO_MOVER;
	return DRAUGHTS_FEN_OK;
}

bool
draughts_ok(const struct draughts_position *pos)
{
	return draughts_validate(pos) == DRAUGHTS_FEN_OK;
}

unsigned
dmove_captures(uint64_t m)
{
	return dl_count(DMOVE_CAPTURED(m));
}

uint64_t
dl_to_public(const struct draughts_position *pos, uint64_t im)
{
	uint64_t	from, caps, to;

	from = im & pos->pieces[pos->side];
	caps = im & pos->pieces[pos->side ^ 1];
	to = im ^ from ^ caps;
	assert(from != 0 && (from & (from - 1)) == 0);
	if (to == 0)
		to = from;
	return dmove_make(dl_square(dl_lsb(from)), dl_square(dl_lsb(to)),
	    dl_compress(caps));
}

uint64_t
dl_from_public(uint64_t m)
{
	return dl_bb(DMOVE_FROM(m)) | dl_bb(DMOVE_TO(m)) |
	    dl_expand(DMOVE_CAPTURED(m));
}

size_t
draughts_legal_moves(const struct draughts_position *pos, uint64_t *moves)
{
	size_t	i, n;

	n = dl_generate(pos, moves);
	for (i = 0; i < n; i++)
		moves[i] = dl_to_public(pos, moves[i]);
	return n;
}

/* Whether m has the shape of a move: squares 1-50, captures on 1-50. */
static bool
well_formed(uint64_t m)
{
	return DMOVE_FROM(m) >= 1 && DMOVE_FROM(m) <= DRAUGHTS_SQUARES &&
	    DMOVE_TO(m) >= 1 && DMOVE_TO(m) <= DRAUGHTS_SQUARES &&
	    (DMOVE_CAPTURED(m) >> DRAUGHTS_SQUARES) == 0;
}

bool
draughts_is_legal(const struct draughts_position *pos, uint64_t m)
{
	uint64_t	moves[DRAUGHTS_MAX_MOVES], im;
	size_t		i, n;

	if (!well_formed(m) ||
	    (pos->pieces[pos->side] & dl_bb(DMOVE_FROM(m))) == 0)
		return false;
	im = dl_from_public(m);
	n = dl_generate(pos, moves);
	for (i = 0; i < n; i++)
		if (moves[i] == im)
			return true;
	return false;
}

bool
draughts_is_lost(const struct draughts_position *pos)
{
	return draughts_count_moves(pos) == 0;
}

unsigned
draughts_capture_needed(const struct draughts_position *pos)
{
	uint64_t	moves[DRAUGHTS_MAX_MOVES];

	if (dl_generate(pos, moves) == 0)
		return 0;
	return dl_count(moves[0] & pos->pieces[pos->side ^ 1]);
}

void
draughts_make(struct draughts_position *pos, uint64_t m)
{
	assert(well_formed(m));
	assert(pos->pieces[pos->side] & dl_bb(DMOVE_FROM(m)));
	assert(DMOVE_FROM(m) == DMOVE_TO(m) ||
	    draughts_piece_at(pos, DMOVE_TO(m)) == DRAUGHTS_EMPTY);
	assert((dl_expand(DMOVE_CAPTURED(m)) &
	    ~pos->pieces[pos->side ^ 1]) == 0);
	dl_make(pos, dl_from_public(m));
	assert(draughts_ok(pos));
}

bool
draughts_is_man_move(const struct draughts_position *pos, uint64_t m)
{
	uint64_t	b = dl_bb(DMOVE_FROM(m));

	return (pos->pieces[pos->side] & b) != 0 && (pos->kings & b) == 0;
}

unsigned
draughts_men(const struct draughts_position *pos, enum draughts_color c)
{
	return dl_count(pos->pieces[c] & ~pos->kings);
}

unsigned
draughts_kings(const struct draughts_position *pos, enum draughts_color c)
{
	return dl_count(pos->pieces[c] & pos->kings);
}

/* A bijective 64-bit mixer (splitmix64's finaliser). */
static uint64_t
mix(uint64_t x)
{
	x ^= x >> 30;
	x *= 0xbf58476d1ce4e5b9ULL;
	x ^= x >> 27;
	x *= 0x94d049bb133111ebULL;
	x ^= x >> 31;
	return x;
}

uint64_t
draughts_key(const struct draughts_position *pos)
{
	uint64_t	h;

	h = mix(pos->pieces[DRAUGHTS_WHITE] ^ 0x9e3779b97f4a7c15ULL);
	h = mix(h ^ pos->pieces[DRAUGHTS_BLACK]);
	h = mix(h ^ pos->kings);
	return mix(h ^ pos->side);
}

bool
draughts_same(const struct draughts_position *a,
    const struct draughts_position *b)
{
	return a->pieces[0] == b->pieces[0] && a->pieces[1] == b->pieces[1] &&
	    a->kings == b->kings && a->side == b->side;
}
