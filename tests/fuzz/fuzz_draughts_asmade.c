/*
 * fuzz_draughts_asmade.c: draughts_as_made() (5.6: a move as made on the
 * board) on any text, from a position of our own ("FEN\ntext") or one of
 * a few chosen by the first byte.  Never crash; a refusal points into the
 * text; what is read is in the grammar (squares 1-50 joined by one "-" or
 * by "x"s, then " removed " and squares joined by commas) as a reader of
 * our own checks it here, and leaves a board of the same or fewer pieces,
 * the other side to move, the piece of the first square on the last
 * (crowned on its far row), and the board's invariant but when the
 * opponent's piece, moved, took the mover's last one.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static const char *const fens[] = {
	"W:W31-50:B1-20",
	"W:W28:B23,18,5",
	"B:W27,28,33-50:B1-18,20,23",
	"W:WK46,K47:BK1",
	"W:W6,7:B44,45",
	"B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
	"W:W32:B19",
};

/* 1-2 digits, 1-50, at t[*i]; 0 when none. */
static unsigned
square(const char *t, size_t len, size_t *i)
{
	unsigned	v = 0;
	size_t		s = *i;

	while (*i < len && *i - s < 2 && t[*i] >= '0' && t[*i] <= '9')
		v = v * 10 + (unsigned)(t[(*i)++] - '0');
	return *i == s || v < 1 || v > 50 ? 0 : v;
}

/* The grammar, read apart from asmade.c: first and last square in f, l. */
static int
grammar(const char *t, size_t len, unsigned *f, unsigned *l)
{
	static const char	removed[] = " removed ";
	size_t			i = 0, n = 0;
	char			sep = 0;
	unsigned		sq;

	for (;;) {
		if ((sq = square(t, len, &i)) == 0)
			return 0;
		if (n++ == 0)
			*f = sq;
		*l = sq;
		if (i == len || t[i] == ' ')
			break;
		if ((t[i] != '-' && t[i] != 'x') || (sep != 0 &&
		    (sep == '-' || t[i] != sep)))
			return 0;
		sep = t[i++];
	}
	if (n < 2)
		return 0;
	if (i == len)
		return 1;
	if (len - i <= sizeof removed - 1 ||
	    memcmp(t + i, removed, sizeof removed - 1) != 0)
		return 0;
	i += sizeof removed - 1;
	for (;;) {
		if (square(t, len, &i) == 0)
			return 0;
		if (i == len)
			return 1;
		if (t[i++] != ',')
			return 0;
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct draughts_position	 pos, after;
	const char			*text, *nl;
	char				 fen[256];
	size_t				 len, where = SIZE_MAX;
	unsigned			 f = 0, l = 0;
	enum draughts_piece		 p, q;
	int				 mover;

	if (size == 0 || size > 512)
		return 0;
	nl = memchr(data, '\n', size);
	if (nl != NULL && (size_t)(nl - (const char *)data) < sizeof fen) {
		len = (size_t)(nl - (const char *)data);
		memcpy(fen, data, len);
		fen[len] = '\0';
		if (draughts_fen_read(&pos, fen, NULL) != DRAUGHTS_FEN_OK)
			return 0;
		text = nl + 1;
		len = size - len - 1;
	} else {
		if (draughts_fen_read(&pos, fens[data[0] % (sizeof fens /
		    sizeof fens[0])], NULL) != DRAUGHTS_FEN_OK)
			abort();
		text = (const char *)data + 1;
		len = size - 1;
	}
	mover = pos.side;
	if (!draughts_as_made(&pos, text, len, &after, &where)) {
		if (where > len)
			abort();	/* the offset points into the text */
		return 0;
	}
	if (!grammar(text, len, &f, &l))
		abort();		/* read what is not a move as made */
	p = draughts_piece_at(&pos, f);
	q = draughts_piece_at(&after, l);
	if (p == DRAUGHTS_EMPTY || q == DRAUGHTS_EMPTY || after.side == mover)
		abort();
	if (draughts_men(&after, DRAUGHTS_WHITE) + draughts_kings(&after,
	    DRAUGHTS_WHITE) + draughts_men(&after, DRAUGHTS_BLACK) +
	    draughts_kings(&after, DRAUGHTS_BLACK) > draughts_men(&pos,
	    DRAUGHTS_WHITE) + draughts_kings(&pos, DRAUGHTS_WHITE) +
	    draughts_men(&pos, DRAUGHTS_BLACK) + draughts_kings(&pos,
	    DRAUGHTS_BLACK))
		abort();
	/* The invariant, but for one break an irregularity may make: the
	 * mover's opponent's man, moved by him, took his last piece
	 * (5.6.5); the opponent plays on, and wins once he has (6.2.3). */
	if (!draughts_ok(&after) && (draughts_validate(&after) !=
	    DRAUGHTS_FEN_NO_MOVER || draughts_piece_at(&pos, f) == (mover ==
	    DRAUGHTS_WHITE ? DRAUGHTS_WHITE_MAN : DRAUGHTS_BLACK_MAN) ||
	    draughts_piece_at(&pos, f) == (mover == DRAUGHTS_WHITE ?
	    DRAUGHTS_WHITE_KING : DRAUGHTS_BLACK_KING)))
		abort();
	return 0;
}
