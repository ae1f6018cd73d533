/*
 * asmade.c: a draughts move as it was made on the board, irregular or
 * not (5.6): "32-27", "32x21" or "32x21x12" (the squares it touched),
 * and after it " removed 27,17" when the pieces taken off the board are
 * not those it jumped (5.6.7, 5.6.8, 5.6.10-5.6.13).  The piece on the
 * first square goes to the last, whoever's it is (5.6.5); a man ending
 * on the far row of its colour is crowned (3.5); the pieces jumped
 * between touched squares on a diagonal, or those listed, leave the
 * board; the other side is to move.  What the squares cannot say (a piece
 * lifted, a move taken back) is the arbiter's to set (setposition).
 */
#include "config.h"

#include <string.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"

#define ASMADE_TOUCHED_MAX	24

/* A square 1-50 at text[*i]; 0 when none. */
static unsigned
asmade_square(const char *text, size_t len, size_t *i)
{
	unsigned	v = 0;
	size_t		start = *i;

	while (*i < len && text[*i] >= '0' && text[*i] <= '9' &&
	    *i - start < 2)
		v = v * 10 + (unsigned)(text[(*i)++] - '0');
	return *i == start || v < 1 || v > DRAUGHTS_SQUARES ? 0 : v;
}

/* The squares strictly between a and b when they share a diagonal. */
static uint64_t
asmade_between(unsigned a, unsigned b)
{
	uint64_t	path, bit;
	int		d;

	for (d = 0; d < 4; d++) {
		path = 0;
		for (bit = dl_step(dl_bb(a), d); bit != 0; bit = dl_step(bit, d)) {
			if (bit == dl_bb(b))
				return path;
			path |= bit;
		}
	}
	return 0;
}

/* "27,17": the squares as a set; false on anything else. */
static bool
asmade_list(const char *text, size_t len, size_t i, uint64_t *set)
{
	unsigned	sq;

	*set = 0;
	for (;;) {
		if ((sq = asmade_square(text, len, &i)) == 0)
			return false;
		*set |= dl_bb(sq);
		if (i == len)
			return true;
		if (text[i++] != ',')	/* each square, then a comma */
			return false;
	}
}

bool
draughts_as_made(const struct draughts_position *pos, const char *text,
    size_t len, struct draughts_position *after, size_t *where)
{
	static const char removed[] = " removed ";
	unsigned	sq[ASMADE_TOUCHED_MAX], n = 0;
	enum draughts_piece p;
	uint64_t	taken = 0, listed;
	size_t		i = 0, end = len;
	const char	*r;
	char		sep = 0;
	unsigned	k;

	if ((r = memchr(text, ' ', len)) != NULL) {
		end = (size_t)(r - text);
		if (len - end <= sizeof removed - 1 ||
		    memcmp(r, removed, sizeof removed - 1) != 0 ||
		    !asmade_list(text, len, end + sizeof removed - 1, &listed))
			return *where = end, false;
	}
	for (;;) {
		if (n == ASMADE_TOUCHED_MAX ||
		    (sq[n++] = asmade_square(text, end, &i)) == 0)
			return *where = i, false;
		if (i == end)
			break;
		/* 8.2: "-" between two squares, "x" between all of them. */
		if ((text[i] != 'x' && text[i] != '-') ||
		    (sep != 0 && (text[i] != sep || sep == '-')))
			return *where = i, false;
		sep = text[i++];
	}
	if (n < 2)
		return *where = i, false;
	p = draughts_piece_at(pos, sq[0]);
	if (p == DRAUGHTS_EMPTY || (draughts_piece_at(pos, sq[n - 1]) !=
	    DRAUGHTS_EMPTY && sq[n - 1] != sq[0]))
		return *where = 0, false;
	for (k = 1; k < n; k++)
		taken |= asmade_between(sq[k - 1], sq[k]);
	*after = *pos;
	if (r != NULL)
		taken = listed;
	for (k = 0; k < 64; k++)
		if (taken & (1ULL << k))
			draughts_put(after, dl_square(k), DRAUGHTS_EMPTY);
	draughts_put(after, sq[0], DRAUGHTS_EMPTY);
	if (p == DRAUGHTS_WHITE_MAN && (dl_bb(sq[n - 1]) & DL_ROW_TOP))
		p = DRAUGHTS_WHITE_KING;				/* 3.5 */
	if (p == DRAUGHTS_BLACK_MAN && (dl_bb(sq[n - 1]) & DL_ROW_BOTTOM))
		p = DRAUGHTS_BLACK_KING;
	draughts_put(after, sq[n - 1], p);
	after->side ^= 1;
	return true;
}
