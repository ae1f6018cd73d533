/*
 * fen.c: reading and writing Forsyth-Edwards Notation.
 *
 * Six fields separated by spaces: placement from rank 8 to rank 1, side to
 * move, castling rights (KQkq), en-passant target square, half-move clock
 * (9.3) and move number; the last two may be missing together.  After the
 * syntax, the board itself must be one a game can reach as far as
 * board_validate() can tell (Art. 2.2, 3.7e, 3.8b, 3.7d, 3.9).
 *
 * Chess960 (Guidelines II) names a right by its rook: X-FEN keeps KQkq
 * for the outermost rook of a side and writes the rook's file (A-H for
 * White, a-h for Black) for an inner one; Shredder-FEN writes files only.
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

static const char	piece_chars[] = "PNBRQKpnbrqk";

static bool
is_space(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static size_t
skip_spaces(const char *s, size_t i)
{
	while (is_space(s[i]))
		i++;
	return i;
}

static size_t
field_end(const char *s, size_t i)
{
	while (s[i] != '\0' && !is_space(s[i]))
		i++;
	return i;
}

/* Field 1, from s[i] to s[end]. */
static bool
read_placement(struct position *pos, const char *s, size_t i, size_t end)
{
	const char	*pc;
	int		 rank = 7, file = 0;
	char		 c;

	for (; i < end; i++) {
		c = s[i];
		if (c == '/') {
			if (file != 8 || rank == 0)
				return false;
			rank--;
			file = 0;
		} else if (c >= '1' && c <= '8') {
			file += c - '0';
			if (file > 8)
				return false;
		} else if (c != '\0' && (pc = strchr(piece_chars, c)) != NULL) {
			if (file > 7)
				return false;
			board_put(pos, SQ_MAKE(file, rank),
			    PIECE_MAKE((pc - piece_chars) / 6,
			    (pc - piece_chars) % 6));
			file++;
		} else
			return false;
	}
	return rank == 0 && file == 8;
}

static bool
read_castling(struct position *pos, const char *s, size_t i, size_t end)
{
	static const char	letters[] = "KQkq";
	const char		*l;
	uint8_t			 bit;

	if (end - i == 1 && s[i] == '-')
		return true;
	if (end - i > 4)
		return false;
	for (; i < end; i++) {
		if ((l = strchr(letters, s[i])) == NULL || s[i] == '\0')
			return false;
		bit = (uint8_t)(1u << (l - letters));
		if (pos->castling & bit)
			return false;
		pos->castling |= bit;
	}
	return true;
}

/* The outermost rook of colour c on its first rank on one side of the
 * king (X-FEN's K, Q), or SQ_NONE. */
static uint8_t
outermost_rook(const struct position *pos, int c, bool queen_side,
    int kfile)
{
	uint8_t	rank = c == WHITE ? 0 : 56, sq;
	int	f;

	for (f = queen_side ? 0 : 7; f != kfile; f += queen_side ? 1 : -1) {
		sq = (uint8_t)(rank + f);
		if (pos->squares[sq] == PIECE_MAKE(c, ROOK))
			return sq;
	}
	return SQ_NONE;
}

/*
 * Field 3 of a Chess960 position (II.3), X-FEN or Shredder-FEN: each
 * right and the square of its rook.  A letter naming no rook still sets
 * its right (with a rook square no rook stands on): board_validate() then
 * refuses it, as it refuses KQkq without king and rook at home.
 */
static bool
read_castling_960(struct position *pos, const char *s, size_t i, size_t end)
{
	uint64_t	kings;
	uint8_t		rsq;
	int		c, kfile, idx;
	bool		queen_side;
	char		l;

	if (end - i == 1 && s[i] == '-')
		return true;
	if (end - i > 4)
		return false;
	for (; i < end; i++) {
		l = s[i];
		c = l >= 'a' && l <= 'z' ? BLACK : WHITE;
		if (c == BLACK)
			l = (char)(l - 'a' + 'A');
		kings = board_pieces(pos, c, KING) & (c == WHITE ? BB_RANK_1 :
		    BB_RANK_8);
		kfile = kings != 0 ? SQ_FILE(bitboard_lsb(kings)) : -1;
		if (l == 'K' || l == 'Q') {
			queen_side = l == 'Q';
			rsq = kfile < 0 ? SQ_NONE :
			    outermost_rook(pos, c, queen_side, kfile);
		} else if (l >= 'A' && l <= 'H') {
			rsq = (uint8_t)((c == WHITE ? 0 : 56) + (l - 'A'));
			queen_side = l - 'A' < kfile;
		} else
			return false;
		idx = CASTLE_INDEX(c, queen_side);
		if (pos->castling & (1u << idx))
			return false;
		pos->castling |= (uint8_t)(1u << idx);
		pos->castle_rook[idx] = rsq;
	}
	return true;
}

/* Field 4: "-" or a square; the rank is judged by board_validate(). */
static bool
read_ep(struct position *pos, const char *s, size_t i, size_t end)
{
	if (end - i == 1 && s[i] == '-')
		return true;
	if (end - i != 2 || s[i] < 'a' || s[i] > 'h' || s[i + 1] < '1' ||
	    s[i + 1] > '8')
		return false;
	pos->ep = SQ_MAKE(s[i] - 'a', s[i + 1] - '1');
	return true;
}

/* A decimal number of at most 5 digits, no sign, at most 65535. */
static bool
read_number(const char *s, size_t i, size_t end, uint16_t *out)
{
	uint32_t	v = 0;

	if (end == i || end - i > 5)
		return false;
	for (; i < end; i++) {
		if (s[i] < '0' || s[i] > '9')
			return false;
		v = v * 10 + (uint32_t)(s[i] - '0');
	}
	if (v > UINT16_MAX)
		return false;
	*out = (uint16_t)v;
	return true;
}

static enum fen_error
fail(enum fen_error e, size_t at, size_t *where)
{
	if (where != NULL)
		*where = at;
	return e;
}

/* The six fields' syntax; start[] receives where each begins. */
static enum fen_error
read_fields(struct position *pos, const char *fen, size_t *where,
    size_t *start, bool chess960)
{
	size_t		end[6], i = 0;
	int		n = 0;

	/* Split into at most six fields; a seventh is an error. */
	for (;;) {
		i = skip_spaces(fen, i);
		if (fen[i] == '\0')
			break;
		if (n == 6)
			return fail(FEN_BAD_CLOCK, i, where);
		start[n] = i;
		end[n] = i = field_end(fen, i);
		n++;
	}
	if (n == 0)
		return fail(FEN_BAD_PLACEMENT, i, where);
	board_clear(pos);
	if (!read_placement(pos, fen, start[0], end[0]))
		return fail(FEN_BAD_PLACEMENT, start[0], where);
	if (n < 2 || end[1] - start[1] != 1 ||
	    (fen[start[1]] != 'w' && fen[start[1]] != 'b'))
		return fail(FEN_BAD_SIDE, n < 2 ? i : start[1], where);
	pos->side = fen[start[1]] == 'w' ? WHITE : BLACK;
	if (n < 3 || !(chess960 ? read_castling_960(pos, fen, start[2],
	    end[2]) : read_castling(pos, fen, start[2], end[2])))
		return fail(FEN_BAD_CASTLING, n < 3 ? i : start[2], where);
	pos->chess960 = chess960;
	if (n < 4 || !read_ep(pos, fen, start[3], end[3]))
		return fail(FEN_BAD_EP, n < 4 ? i : start[3], where);
	if (n == 5)
		return fail(FEN_BAD_CLOCK, i, where);
	if (n == 6) {
		if (!read_number(fen, start[4], end[4], &pos->halfmove))
			return fail(FEN_BAD_CLOCK, start[4], where);
		if (!read_number(fen, start[5], end[5], &pos->fullmove) ||
		    pos->fullmove == 0)
			return fail(FEN_BAD_CLOCK, start[5], where);
	}
	pos->key = zobrist_compute(pos);
	return FEN_OK;
}

enum fen_error
fen_read_flags(struct position *pos, const char *fen, size_t *where,
    unsigned flags)
{
	size_t		start[6];
	enum fen_error	e;

	if ((e = read_fields(pos, fen, where, start,
	    (flags & FEN_READ_960) != 0)) != FEN_OK)
		return e;
	e = board_validate(pos);
	if ((flags & FEN_READ_LAX) && e == FEN_OPPONENT_IN_CHECK)
		return FEN_OK;
	switch (e) {
	case FEN_OK:
		break;
	case FEN_OPPONENT_IN_CHECK:
		return fail(e, start[1], where);
	case FEN_CASTLING_RIGHTS:
		return fail(e, start[2], where);
	case FEN_EP_SQUARE:
		return fail(e, start[3], where);
	default:
		return fail(e, start[0], where);
	}
	assert(board_ok(pos));
	return FEN_OK;
}

enum fen_error
fen_read(struct position *pos, const char *fen, size_t *where)
{
	return fen_read_flags(pos, fen, where, 0);
}

enum fen_error
fen_read_lax(struct position *pos, const char *fen, size_t *where)
{
	return fen_read_flags(pos, fen, where, FEN_READ_LAX);
}

static size_t
write_number(char *buf, unsigned v)
{
	char	tmp[8];
	size_t	n = 0, i;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	for (i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	return n;
}

/*
 * Right i's letter: its file (A-H, a-h) in Shredder-FEN, or in X-FEN when
 * another rook of that side stands beyond it (II.3); else K Q k q.
 */
static char
castling_letter(const struct position *pos, int i, bool shredder)
{
	uint8_t	rsq = pos->castle_rook[i];
	int	c = i / 2, kfile, file = SQ_FILE(rsq);
	char	base = c == WHITE ? 'A' : 'a';

	kfile = SQ_FILE(bitboard_lsb(board_pieces(pos, c, KING)));
	if (shredder || outermost_rook(pos, c, (i & 1) != 0, kfile) != rsq)
		return (char)(base + file);
	return "KQkq"[i];
}

static size_t
write_fen(const struct position *pos, char *buf, bool shredder)
{
	size_t			n = 0;
	int			rank, file, empty, i;
	uint8_t			p;

	for (rank = 7; rank >= 0; rank--) {
		empty = 0;
		for (file = 0; file < 8; file++) {
			p = pos->squares[SQ_MAKE(file, rank)];
			if (p == EMPTY) {
				empty++;
				continue;
			}
			if (empty != 0)
				buf[n++] = (char)('0' + empty);
			empty = 0;
			buf[n++] = piece_chars[PIECE_COLOR(p) * 6 +
			    PIECE_TYPE(p)];
		}
		if (empty != 0)
			buf[n++] = (char)('0' + empty);
		if (rank != 0)
			buf[n++] = '/';
	}
	buf[n++] = ' ';
	buf[n++] = pos->side == WHITE ? 'w' : 'b';
	buf[n++] = ' ';
	if (pos->castling == 0)
		buf[n++] = '-';
	for (i = 0; i < 4; i++)
		if (pos->castling & (1u << i))
			buf[n++] = castling_letter(pos, i, shredder);
	buf[n++] = ' ';
	if (pos->ep == SQ_NONE)
		buf[n++] = '-';
	else {
		buf[n++] = (char)('a' + SQ_FILE(pos->ep));
		buf[n++] = (char)('1' + SQ_RANK(pos->ep));
	}
	buf[n++] = ' ';
	n += write_number(buf + n, pos->halfmove);
	buf[n++] = ' ';
	n += write_number(buf + n, pos->fullmove);
	buf[n] = '\0';
	return n;
}

size_t
fen_write(const struct position *pos, char *buf)
{
	return write_fen(pos, buf, false);
}

size_t
fen_write_shredder(const struct position *pos, char *buf)
{
	return write_fen(pos, buf, true);
}

size_t
fen_start_960(unsigned n, char *buf)
{
	struct position	pos;

	if (!board_start_960(&pos, n)) {
		buf[0] = '\0';
		return 0;
	}
	return fen_write(&pos, buf);
}
