/*
 * fen.c: the PDN 3.0 FEN of a draughts position, read and written.
 *
 *	W:W31-50:B1-20		side to move, then each colour's pieces
 *	B:W18,24,K10:BK22,12	kings with K; either colour first
 *
 * Reading is tolerant (draughts.h): blanks anywhere between the parts,
 * lowercase letters, leading zeros, "K31-K35" as well as "K31-35", a
 * final dot, a missing or empty list, and Lidraughts' move counters
 * ":H0:F1" after the lists (ignored).  It refuses what a game cannot
 * reach as far as the rules tell from the board alone (draughts_validate):
 * a square twice, a square outside 1-50, more than 20 pieces a side, a
 * man on the row where it would have been crowned, and a side that has
 * just moved without a piece on the board.  Writing gives one canonical
 * text per position, so that writing what was read gives the same text.
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"

const char *
draughts_fen_strerror(enum draughts_fen_error e)
{
	static const char *const text[DRAUGHTS_FEN_ERROR_NB] = {
		[DRAUGHTS_FEN_OK] = "ok",
		[DRAUGHTS_FEN_SYNTAX] = "not a PDN FEN",
		[DRAUGHTS_FEN_SIDE] = "side to move not W or B",
		[DRAUGHTS_FEN_SQUARE] = "square outside 1-50",
		[DRAUGHTS_FEN_TWICE] = "square or colour given twice",
		[DRAUGHTS_FEN_TOO_MANY] = "more than 20 pieces a side",
		[DRAUGHTS_FEN_MAN_ON_KING_ROW] =
		    "man on the row where it is crowned",
		[DRAUGHTS_FEN_NO_MOVER] = "the side that has moved has no piece",
	};

	if ((unsigned)e >= DRAUGHTS_FEN_ERROR_NB)
		return "unknown error";
	return text[e];
}

static bool
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

struct fen_reader {
	const char	*s;
	size_t		 i;	/* the next byte */
	size_t		 where;	/* offset of the error */
	struct draughts_position *pos;
};

static void
skip_blanks(struct fen_reader *r)
{
	while (is_blank(r->s[r->i]))
		r->i++;
}

/* An uppercase letter, or 0 at anything else. */
static char
letter(char c)
{
	if (c >= 'a' && c <= 'z')
		return (char)(c - 'a' + 'A');
	return c >= 'A' && c <= 'Z' ? c : 0;
}

/* A square number after blanks and an optional K; 0 if there is none,
 * -1 if it is outside 1-50. */
static int
read_square(struct fen_reader *r, bool *king)
{
	int	v = 0, digits = 0;

	skip_blanks(r);
	*king = false;
	if (letter(r->s[r->i]) == 'K') {
		*king = true;
		r->i++;
		skip_blanks(r);
	}
	while (r->s[r->i] >= '0' && r->s[r->i] <= '9') {
		if (v < 100)
			v = v * 10 + (r->s[r->i] - '0');
		digits++;
		r->i++;
	}
	if (digits == 0)
		return 0;
	return v >= 1 && v <= DRAUGHTS_SQUARES ? v : -1;
}

/* Put a piece of colour c on sq, refusing what cannot be. */
static enum draughts_fen_error
place(struct fen_reader *r, int c, int sq, bool king)
{
	struct draughts_position *pos = r->pos;
	uint64_t	b = dl_bb((unsigned)sq);

	if ((pos->pieces[0] | pos->pieces[1]) & b)
		return DRAUGHTS_FEN_TWICE;
	if (dl_count(pos->pieces[c]) >= DRAUGHTS_MAX_PIECES)
		return DRAUGHTS_FEN_TOO_MANY;
	if (!king && (b & (c == DRAUGHTS_WHITE ? DL_ROW_TOP :
	    DL_ROW_BOTTOM)) != 0)
		return DRAUGHTS_FEN_MAN_ON_KING_ROW;
	pos->pieces[c] |= b;
	if (king)
		pos->kings |= b;
	return DRAUGHTS_FEN_OK;
}

/* One colour's list, after its letter: entries separated by commas, up
 * to a colon, a dot or the end. */
static enum draughts_fen_error
read_list(struct fen_reader *r, int c)
{
	enum draughts_fen_error	e;
	size_t			start;
	bool			king, king2;
	int			a, b, sq;

	skip_blanks(r);
	if (r->s[r->i] == ':' || r->s[r->i] == '.' || r->s[r->i] == '\0')
		return DRAUGHTS_FEN_OK;		/* an empty list */
	for (;;) {
		skip_blanks(r);
		start = r->i;
		a = read_square(r, &king);
		if (a == 0) {
			r->where = r->i;
			return DRAUGHTS_FEN_SYNTAX;
		}
		if (a < 0) {
			r->where = start;
			return DRAUGHTS_FEN_SQUARE;
		}
		b = a;
		skip_blanks(r);
		if (r->s[r->i] == '-') {
			r->i++;
			b = read_square(r, &king2);
			if (b == 0) {
				r->where = r->i;
				return DRAUGHTS_FEN_SYNTAX;
			}
			if (b < 0 || b < a || (king2 && !king)) {
				r->where = start;
				return DRAUGHTS_FEN_SQUARE;
			}
		}
		for (sq = a; sq <= b; sq++) {
			if ((e = place(r, c, sq, king)) != DRAUGHTS_FEN_OK) {
				r->where = start;
				return e;
			}
		}
		skip_blanks(r);
		if (r->s[r->i] != ',')
			return DRAUGHTS_FEN_OK;
		r->i++;
	}
}

enum draughts_fen_error
draughts_fen_read(struct draughts_position *pos, const char *fen,
    size_t *where)
{
	struct fen_reader	r;
	enum draughts_fen_error	e;
	size_t			side_at;
	bool			seen[2] = { false, false };
	int			c;
	char			l;

	memset(&r, 0, sizeof r);
	r.s = fen;
	r.pos = pos;
	draughts_clear(pos);
	skip_blanks(&r);
	side_at = r.i;
	l = letter(fen[r.i]);
	if (l != 'W' && l != 'B') {
		r.where = r.i;
		e = DRAUGHTS_FEN_SIDE;
		goto fail;
	}
	pos->side = l == 'W' ? DRAUGHTS_WHITE : DRAUGHTS_BLACK;
	r.i++;
	for (;;) {
		skip_blanks(&r);
		if (fen[r.i] != ':')
			break;
		r.i++;
		skip_blanks(&r);
		l = letter(fen[r.i]);
		if ((l == 'H' || l == 'F') && fen[r.i + 1] >= '0' &&
		    fen[r.i + 1] <= '9') {
			/* Lidraughts' move counters ":H0:F1": ignored. */
			for (r.i++; fen[r.i] >= '0' && fen[r.i] <= '9'; r.i++)
				continue;
			continue;
		}
		if (l != 'W' && l != 'B') {
			r.where = r.i;
			e = DRAUGHTS_FEN_SYNTAX;
			goto fail;
		}
		c = l == 'W' ? DRAUGHTS_WHITE : DRAUGHTS_BLACK;
		if (seen[c]) {
			r.where = r.i;
			e = DRAUGHTS_FEN_TWICE;
			goto fail;
		}
		seen[c] = true;
		r.i++;
		if ((e = read_list(&r, c)) != DRAUGHTS_FEN_OK)
			goto fail;
	}
	if (fen[r.i] == '.') {
		r.i++;
		skip_blanks(&r);
	}
	if (fen[r.i] != '\0') {
		r.where = r.i;
		e = DRAUGHTS_FEN_SYNTAX;
		goto fail;
	}
	if (pos->pieces[pos->side ^ 1] == 0) {
		r.where = side_at;
		e = DRAUGHTS_FEN_NO_MOVER;
		goto fail;
	}
	assert(draughts_ok(pos));
	if (where != NULL)
		*where = 0;
	return DRAUGHTS_FEN_OK;

fail:
	if (where != NULL)
		*where = r.where;
	return e;
}

static size_t
put_number(char *buf, unsigned v)
{
	if (v >= 10) {
		buf[0] = (char)('0' + v / 10);
		buf[1] = (char)('0' + v % 10);
		return 2;
	}
	buf[0] = (char)('0' + v);
	return 1;
}

/* One colour's list: runs of three or more of a kind become ranges. */
static size_t
write_list(const struct draughts_position *pos, int c, char *buf)
{
	size_t		n = 0;
	unsigned	sq, end;
	bool		king;
	uint64_t	own = pos->pieces[c];

	for (sq = 1; sq <= DRAUGHTS_SQUARES; sq++) {
		if ((own & dl_bb(sq)) == 0)
			continue;
		king = (pos->kings & dl_bb(sq)) != 0;
		end = sq;
		while (end < DRAUGHTS_SQUARES && (own & dl_bb(end + 1)) &&
		    ((pos->kings & dl_bb(end + 1)) != 0) == king)
			end++;
		if (end - sq < 2)
			end = sq;
		if (n > 0)
			buf[n++] = ',';
		if (king)
			buf[n++] = 'K';
		n += put_number(buf + n, sq);
		if (end > sq) {
			buf[n++] = '-';
			n += put_number(buf + n, end);
			sq = end;
		}
	}
	return n;
}

size_t
draughts_fen_write(const struct draughts_position *pos, char *buf)
{
	size_t	n = 0;

	buf[n++] = pos->side == DRAUGHTS_WHITE ? 'W' : 'B';
	buf[n++] = ':';
	buf[n++] = 'W';
	n += write_list(pos, DRAUGHTS_WHITE, buf + n);
	buf[n++] = ':';
	buf[n++] = 'B';
	n += write_list(pos, DRAUGHTS_BLACK, buf + n);
	assert(n < DRAUGHTS_FEN_MAX);
	buf[n] = '\0';
	return n;
}
