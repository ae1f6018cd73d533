/*
 * trfin.c: a TRF file's round as 'player', 'round' and 'pair' commands,
 * forfeits as 'result', byes as 'bye'.
 *
 * Two versions of FIDE's Tournament Report File: TRF-16 and TRF-2026
 * (TRF26, applied from 1 September 2025), told apart by the records only
 * TRF-2026 has: comment lines starting ###, and the codes 142-222, 240,
 * 250, 260, 299, 300-362, 801 and 802.  Both write a player the same
 * way.  A 001 line, by 1-based column: 5-8 start number, 15-47 name,
 * 49-52 rating, 54-56 federation, 58-68 FIDE id; round r's block at
 * 92 + 10 (r - 1): 4 columns of opponent (0000 or blank: none), the
 * colour (w, b, - or blank) at +5, the result at +7.  Columns count
 * characters of UTF-8, as TRF-2026 says and pairing programs write and
 * read them (on the first line, from after a UTF-8 byte-order mark,
 * which is skipped); a file that is not UTF-8 is read as Latin-1 from
 * its first such line, and the output says so.  Of TRF-2026's other records this
 * reader uses two: 162, the points of each kind of result (a code at
 * column 6, its points at 7-10, again every 9 columns), and 240, byes
 * (F, H or Z at column 5, the round at 7-9, start numbers from 11, every
 * 5).  250 (acceleration) and 299 (abnormal points) are not counted,
 * and the output says so.
 *
 * Boards are numbered as pairing programs post them (FIDE C.04.1 F.1,
 * "sort the pairing before making them public"): the games in the order
 * of the score of the pair's higher player, then the sum of both scores,
 * then the higher player's rank, where the higher player is the one
 * with more points and, at equal points, the lower start number.  The
 * scores are those before the round: the results of rounds 1 .. R-1,
 * a win (1, +, W), a full-point bye (F) and the pairing-allocated bye
 * (U) one point, a draw (=, D) and a half-point bye (H) a half, a loss
 * (0, L), a forfeit loss (-), a zero-point bye (Z) and a blank nothing,
 * unless a 162 record says otherwise.
 *
 * In the round asked, a game forfeited (+ against -, or - twice) is
 * paired and given the arbiter's result (+/-, -/+, or 0-0 when both
 * lose).  After the boards, in the order of the scores, then the start
 * numbers: a bye (U F H Z, TRF-2026's 240 included) is its 'bye'
 * command (pab, full, half, zero); a player without a game otherwise (a
 * blank, a forfeit without an opponent or a colour) a comment.
 *
 * The whole file is checked before a command is written: every line is
 * text (UTF-8, or Latin-1 read as such) without control bytes or hidden
 * characters (utf8.h), blank, or a record: a code of three digits or
 * capitals (001, 012, XXR ...) then a blank; there is at least one 001 line; its fields, and those of 162
 * and 240, are numbers and codes where TRF puts them; a block has an
 * opponent exactly when it has a colour, and a bye has none; start
 * numbers are unique, and so are FIDE ids (the 'player' commands carry
 * both); a game of the round, forfeit included, is written the same way
 * on both players' lines; and a 240 bye names a player, in a round where
 * his line has no opponent and no other result.
 */
#include "config.h"

#include <errno.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/trfin.h"
#include "app/xmalloc.h"
#include "event.h"
#include "utf8.h"

#define TRF_RATING_MAX	4000	/* as the 'player' command takes it */

/* One round of a 001 line. */
struct trf_block {
	char	result;		/* the code, letters in capitals; ' ' blank */
	bool	paired;		/* with an opponent */
};

struct trf_player {
	unsigned		 id, rating;
	unsigned		 opponent;	/* in the round asked, or 0 */
	uint32_t		 fide;
	char			 name[40], fed[4];
	char			 colour;	/* in the round asked: w b 0 */
	size_t			 lineno, opponent_col, fide_col;
	struct trf_block	*blocks;	/* rounds 1 .. the one asked */
	int			 score;		/* in tenths, before it */
	bool			 known;		/* the event has him: no 'player' */
};

/* A game of the round asked, as it is ordered for its board. */
struct trf_game {
	const struct trf_player	*white, *black, *higher;
	int			 sum;
};

/*
 * TRF-2026's kinds of result, whose points its 162 record may set: a
 * win (1 + W F), a draw (= D H), a loss (0 L), an absence (- Z, blank),
 * the pairing-allocated bye (U), an unknown result (none in a 001 line).
 */
enum trf_kind {
	TRF_WIN, TRF_DRAW, TRF_LOSS, TRF_ABSENT, TRF_PAB, TRF_UNKNOWN,
	TRF_KINDS
};
#define TRF_KIND_CODES	"WDLAPX"	/* as 162 names them, in that order */

/* A bye of TRF-2026's 240 record: one player's, in one round. */
struct trf_bye {
	char		 kind;		/* F, H or Z */
	char		 word[5];	/* the start number as written */
	unsigned	 round, id;
	size_t		 lineno, col;
};

struct trf {
	const char		*path;
	unsigned		 round;
	bool			 v2026;		/* records only TRF-2026 has */
	bool			 unapplied;	/* 250 or 299 records */
	size_t			 latin1_line;	/* the first not UTF-8, or 0 */
	size_t			 byte_lines;	/* 001 lines padded in bytes */
	size_t			 rulers;	/* column rulers passed over */
	int			 points[TRF_KINDS];	/* tenths, or -1 */
	size_t			 points_line[TRF_KINDS];
	struct trf_player	*players;
	size_t			 n, cap;
	uint16_t		*index;		/* start number: 1 + i */
	struct trf_bye		*byes;
	size_t			 nbyes, byecap;
	const struct trf_known	*known;		/* the event's players */
	size_t			 nknown;
	struct trf_summary	 summary;
	char			**cause;
};

/*
 * A line of the file by its columns.  TRF's columns count characters of
 * UTF-8 (TRF-2026 is UTF-8; bbpPairings and Swiss-Manager pad names in
 * characters), so column c is the bytes off[c - 1] .. off[c] of s.
 */
struct trf_cols {
	const char	*s;
	size_t		 len;		/* bytes */
	size_t		 ncols;		/* characters */
	size_t		*off;		/* ncols + 1 byte offsets */
};

/* Columns of line (valid UTF-8, len bytes), in characters or, with
 * bytes, one a byte; off is to free. */
static void
trf_cols_init(struct trf_cols *l, const char *line, size_t len, bool bytes)
{
	uint32_t	cp;
	size_t		k, n;

	l->s = line;
	l->len = len;
	l->off = xcalloc(len + 1, sizeof *l->off);
	for (k = 0, n = 0; k < len; n++) {
		l->off[n] = k;
		k += bytes ? 1 : utf8_decode(line + k, len - k, &cp);
	}
	l->off[n] = len;
	l->ncols = n;
}

/* Are the blanks between a 001 line's name, rating, federation and FIDE
 * id (columns 48, 53, 57) where l's columns put them? */
static bool
trf_cols_fit(const struct trf_cols *l)
{
	static const size_t	blanks[] = { 48, 53, 57 };
	size_t			i;

	for (i = 0; i < sizeof blanks / sizeof blanks[0]; i++) {
		if (blanks[i] <= l->ncols && l->s[l->off[blanks[i] - 1]] != ' ')
			return false;
	}
	return true;
}

/*
 * A 001 line's columns: in characters, unless the name has characters
 * of more than a byte and only counting bytes puts the blanks after it
 * where TRF has them: a file of earlier builds of arbiter, which padded
 * names in bytes (read so, and said).
 */
static void
trf_cols_player(struct trf *t, struct trf_cols *l, const char *line,
    size_t len)
{
	struct trf_cols	bytes;

	trf_cols_init(l, line, len, false);
	if (l->ncols == len || trf_cols_fit(l))
		return;
	trf_cols_init(&bytes, line, len, true);
	if (!trf_cols_fit(&bytes)) {
		free(bytes.off);
		return;
	}
	free(l->off);
	*l = bytes;
	t->byte_lines++;
}

/*
 * The field at 1-based columns [from, to] of line, blanks trimmed, into
 * buf (cut to fit, never within a character); returns the column where
 * it starts (from when it is empty).
 */
static size_t
trf_field(const struct trf_cols *l, size_t from, size_t to, char *buf,
    size_t size)
{
	size_t	a = from - 1, b = to, n;

	buf[0] = '\0';
	if (a >= l->ncols)
		return from;
	if (b > l->ncols)
		b = l->ncols;
	while (a < b && l->s[l->off[a]] == ' ')
		a++;
	while (b > a && l->s[l->off[b - 1]] == ' ')
		b--;
	n = l->off[b] - l->off[a];
	if (n >= size)
		n = utf8_cut(l->s + l->off[a], size - 1);
	memcpy(buf, l->s + l->off[a], n);
	buf[n] = '\0';
	return a < b ? a + 1 : from;
}

/* A number of digits only, or -1 (empty: 0). */
static long
trf_number(const char *s)
{
	long	n = 0;

	for (; *s != '\0'; s++) {
		if (*s < '0' || *s > '9' || n > 99999999)
			return -1;
		n = n * 10 + (*s - '0');
	}
	return n;
}

static void
trf_quote(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

/* "path:line:column: 'word': reason", the word quoted for a message. */
static int
trf_bad(struct trf *t, size_t lineno, size_t col, const char *word,
    const char *reason)
{
	char	q[UTF8_QUOTE_SIZE];

	xasprintf(t->cause, "%s:%zu:%zu: '%s': %s", t->path, lineno, col,
	    utf8_quote(q, sizeof q, word, strlen(word)), reason);
	return -1;
}

/*
 * A line must be text: UTF-8, no control bytes, no hidden characters;
 * the fault is named at its column.
 */
static int
trf_text(struct trf *t, size_t lineno, const char *line, size_t len)
{
	char		q[UTF8_QUOTE_SIZE];
	size_t		k, at;
	uint32_t	cp;

	for (k = 0; k < len; k++) {
		if ((unsigned char)line[k] < 0x20 || line[k] == 0x7f) {
			xasprintf(t->cause, "%s:%zu:%zu: '%s': a control byte "
			    "(\\x%02X): not a TRF text line", t->path, lineno,
			    k + 1, utf8_quote(q, sizeof q, line, len),
			    (unsigned)(unsigned char)line[k]);
			return -1;
		}
	}
	switch (utf8_check(line, len, &at, &cp)) {
	case UTF8_OK:
		return 0;
	case UTF8_INVALID:
		xasprintf(t->cause, "%s:%zu:%zu: '%s': not valid UTF-8 (bad "
		    "bytes shown as \\xHH): convert the file, e.g. with iconv "
		    "-f latin1 -t utf-8", t->path, lineno, at + 1,
		    utf8_quote(q, sizeof q, line, len));
		return -1;
	case UTF8_HIDDEN:
		xasprintf(t->cause, "%s:%zu:%zu: '%s': an invisible or "
		    "text-direction character (U+%04X) is not allowed", t->path,
		    lineno, at + 1, utf8_quote(q, sizeof q, line, len),
		    (unsigned)cp);
		return -1;
	}
	return -1;
}

/*
 * Is the line a record: three digits or capitals, then a blank?  0 if
 * so, else the column at fault.
 */
static size_t
trf_record(const char *line, size_t len)
{
	size_t	k;

	for (k = 0; k < 3; k++) {
		if (k >= len || ((line[k] < '0' || line[k] > '9') &&
		    (line[k] < 'A' || line[k] > 'Z')))
			return k + 1;
	}
	return len > 3 && line[3] != ' ' ? 4 : 0;
}

/* A column ruler of Swiss-Manager's ("    1    2", "123456789012"):
 * only digits and blanks, not a record; passed over, as bbpPairings
 * passes over what is not a record it knows. */
static bool
trf_ruler(const char *line, size_t len)
{
	return strspn(line, " 0123456789") == len;
}

static bool
trf_blank(const char *line, size_t len)
{
	size_t	k;

	for (k = 0; k < len; k++) {
		if (line[k] != ' ')
			return false;
	}
	return true;
}

/* The player with start number id, or NULL. */
static struct trf_player *
trf_find(const struct trf *t, unsigned id)
{
	if (id == 0 || id > TRF_PLAYERS_MAX || t->index[id] == 0)
		return NULL;
	return &t->players[t->index[id] - 1];
}

/* Start number, name, rating, federation and FIDE id of a 001 line. */
static int
trf_identity(struct trf *t, size_t lineno, const struct trf_cols *l,
    struct trf_player *p)
{
	char	id[8], rating[8], fide[16];
	size_t	c;
	long	n;

	c = trf_field(l, 5, 8, id, sizeof id);
	if ((n = trf_number(id)) <= 0 || n > TRF_PLAYERS_MAX)
		return trf_bad(t, lineno, c, id,
		    "not a start number (1-9999, columns 5-8)");
	p->id = (unsigned)n;
	c = trf_field(l, 15, 47, p->name, sizeof p->name);
	if (utf8_check(p->name, strlen(p->name), NULL, NULL) != UTF8_OK)
		return trf_bad(t, lineno, c, p->name, "a character across "
		    "column 47, where the name ends");
	c = trf_field(l, 49, 52, rating, sizeof rating);
	if ((n = trf_number(rating)) < 0 || n > TRF_RATING_MAX)
		return trf_bad(t, lineno, c, rating,
		    "not a rating (0-4000, columns 49-52)");
	p->rating = (unsigned)n;
	c = trf_field(l, 54, 56, p->fed, sizeof p->fed);
	for (n = 0; p->fed[n] != '\0'; n++) {
		if ((p->fed[n] < 'A' || p->fed[n] > 'Z') &&
		    (p->fed[n] < 'a' || p->fed[n] > 'z'))
			break;
	}
	if (p->fed[n] != '\0' || (n != 0 && n != 3))
		return trf_bad(t, lineno, c, p->fed,
		    "not a federation (three letters, columns 54-56)");
	p->fide_col = trf_field(l, 58, 68, fide, sizeof fide);
	if ((n = trf_number(fide)) < 0)
		return trf_bad(t, lineno, p->fide_col, fide,
		    "not a FIDE id (columns 58-68)");
	p->fide = (uint32_t)n;
	return 0;
}

/*
 * A block that makes sense by itself: a game has an opponent, who is
 * someone else, and a colour; a bye (U F H Z) and a block without a
 * colour have no opponent.
 */
static int
trf_block_ok(struct trf *t, size_t lineno, size_t at, size_t opponent_col,
    const struct trf_player *p, unsigned opponent, char colour, char result)
{
	char	word[8] = { colour, '\0' };
	bool	coloured = colour == 'w' || colour == 'b';

	if (opponent != 0 && opponent == p->id) {
		snprintf(word, sizeof word, "%u", opponent);
		return trf_bad(t, lineno, opponent_col, word,
		    "the player's own start number as the opponent");
	}
	/* Paired, not played, no colour ("153 - -", a forfeit as TRF-16
	 * files write it and bbpPairings reads it). */
	if (opponent != 0 && !coloured &&
	    !(colour == '-' && (result == '+' || result == '-')))
		return trf_bad(t, lineno, at + 5, word, "an opponent, but no "
		    "colour (w or b; - only with a forfeit, + or -)");
	if (opponent == 0 && coloured)
		return trf_bad(t, lineno, at + 5, word,
		    "a colour, but no opponent");
	word[0] = result;
	if (opponent != 0 && strchr("UFHZ", result) != NULL)
		return trf_bad(t, lineno, at + 7, word,
		    "a bye, but an opponent");
	return 0;
}

/* Round r's block of a 001 line: opponent, colour and result. */
static int
trf_round(struct trf *t, size_t lineno, const struct trf_cols *l,
    unsigned r, struct trf_player *p)
{
	char	opp[8], col[4], res[4];
	size_t	at = TRF_BLOCK(r), c;
	long	o;

	c = trf_field(l, at, at + 3, opp, sizeof opp);
	if ((o = trf_number(opp)) < 0 || o > TRF_PLAYERS_MAX)
		return trf_bad(t, lineno, c, opp,
		    "not an opponent's start number");
	trf_field(l, at + 5, at + 5, col, sizeof col);
	if (col[0] != '\0' && strchr("wWbB-", col[0]) == NULL)
		return trf_bad(t, lineno, at + 5, col,
		    "not a colour (w, b or -)");
	trf_field(l, at + 7, at + 7, res, sizeof res);
	if (res[0] != '\0' && strchr("10=+-WwDdLlHhFfUuZz", res[0]) == NULL)
		return trf_bad(t, lineno, at + 7, res, "not a result "
		    "(1 = 0 + - W D L H F U Z or blank)");
	p->blocks[r - 1].result = res[0] == '\0' ? ' ' :
	    (char)(res[0] >= 'a' ? res[0] - 'a' + 'A' : res[0]);
	p->blocks[r - 1].paired = o != 0;
	col[0] = col[0] == 'W' ? 'w' : col[0] == 'B' ? 'b' : col[0];
	if (trf_block_ok(t, lineno, at, c, p, (unsigned)o, col[0],
	    p->blocks[r - 1].result) != 0)
		return -1;
	if (r == t->round) {
		p->opponent = (unsigned)o;
		p->opponent_col = c;
		p->colour = col[0] == 'w' || col[0] == 'b' ? col[0] : 0;
	}
	return 0;
}

/* A 001 line: the player, once. */
static int
trf_player_line(struct trf *t, size_t lineno, const struct trf_cols *l)
{
	struct trf_player	 p = { 0 };
	const struct trf_player	*q;
	unsigned		 r;
	char			 id[8];
	size_t			 c;

	p.lineno = lineno;
	p.blocks = xcalloc(t->round, sizeof *p.blocks);
	for (r = 1; r <= t->round; r++)
		p.blocks[r - 1].result = ' ';
	if (trf_identity(t, lineno, l, &p) != 0)
		goto bad;
	if ((q = trf_find(t, p.id)) != NULL) {
		c = trf_field(l, 5, 8, id, sizeof id);
		xasprintf(t->cause, "%s:%zu:%zu: '%s': start number again "
		    "(line %zu)", t->path, lineno, c, id, q->lineno);
		goto bad;
	}
	for (r = 1; r <= t->round; r++) {
		if (trf_round(t, lineno, l, r, &p) != 0)
			goto bad;
	}
	if (t->n == t->cap) {
		t->cap = t->cap == 0 ? 64 : 2 * t->cap;
		t->players = xrealloc(t->players, t->cap * sizeof *t->players);
	}
	t->players[t->n++] = p;
	t->index[p.id] = (uint16_t)t->n;
	return 0;
bad:
	free(p.blocks);
	return -1;
}

/* Points as TRF writes them (1.0, 0.5, 3, 11.5) in tenths, or -1. */
static int
trf_tenths(const char *s)
{
	int	v = 0, digits = 0;

	for (; *s >= '0' && *s <= '9' && digits < 2; s++, digits++)
		v = v * 10 + (*s - '0');
	if (digits == 0)
		return -1;
	v *= 10;
	if (*s == '.' && s[1] >= '0' && s[1] <= '9') {
		v += s[1] - '0';
		s += 2;
	}
	return *s == '\0' ? v : -1;
}

/*
 * TRF-2026's 162: the points of each kind of result, a code at column
 * 6 and its points at 7-10, then again every 9 columns.
 */
static int
trf_points_line(struct trf *t, size_t lineno, const struct trf_cols *l)
{
	const char	*k;
	char		 code[4], pts[8], why[64];
	size_t		 col, c, i;
	int		 v;

	for (col = 6; col <= l->ncols; col += 9) {
		c = trf_field(l, col, col, code, sizeof code);
		trf_field(l, col + 1, col + 4, pts, sizeof pts);
		if (code[0] == '\0' && pts[0] == '\0')
			continue;
		if (code[0] == '\0' ||
		    (k = strchr(TRF_KIND_CODES, code[0] & ~0x20)) == NULL)
			return trf_bad(t, lineno, c, code, "not a kind of "
			    "result (W, D, L, A, P or X at column 6, 15, "
			    "24 ...)");
		i = (size_t)(k - TRF_KIND_CODES);
		if ((v = trf_tenths(pts)) < 0)
			return trf_bad(t, lineno, trf_field(l, col + 1,
			    col + 4, pts, sizeof pts), pts,
			    "not points (such as 1.0 or 0.5)");
		if (t->points[i] >= 0) {
			snprintf(why, sizeof why, "its points again (line %zu)",
			    t->points_line[i]);
			return trf_bad(t, lineno, c, code, why);
		}
		t->points[i] = v;
		t->points_line[i] = lineno;
	}
	return 0;
}

/*
 * TRF-2026's 240: a bye (F, H or Z at column 5) in a round (7-9) for
 * the players whose start numbers follow, from column 11, every 5.
 */
static int
trf_bye_line(struct trf *t, size_t lineno, const struct trf_cols *l)
{
	struct trf_bye	b = { .lineno = lineno };
	char		kind[4], word[8];
	size_t		col, c, before = t->nbyes;
	long		n;

	c = trf_field(l, 5, 5, kind, sizeof kind);
	b.kind = (char)(kind[0] & ~0x20);
	if (kind[0] == '\0' || strchr("FHZ", b.kind) == NULL)
		return trf_bad(t, lineno, c, kind,
		    "not a kind of bye (F, H or Z, column 5)");
	c = trf_field(l, 7, 9, word, sizeof word);
	if ((n = trf_number(word)) < 1 || n > 999)
		return trf_bad(t, lineno, c, word,
		    "not a round (1-999, columns 7-9)");
	b.round = (unsigned)n;
	for (col = 11; col <= l->ncols; col += 5) {
		b.col = trf_field(l, col, col + 3, word, sizeof word);
		if (word[0] == '\0')
			continue;
		if ((n = trf_number(word)) < 1 || n > TRF_PLAYERS_MAX)
			return trf_bad(t, lineno, b.col, word,
			    "not a start number (1-9999)");
		b.id = (unsigned)n;
		memcpy(b.word, word, sizeof b.word);
		if (t->nbyes == t->byecap) {
			t->byecap = t->byecap == 0 ? 16 : 2 * t->byecap;
			t->byes = xrealloc(t->byes,
			    t->byecap * sizeof *t->byes);
		}
		t->byes[t->nbyes++] = b;
	}
	if (t->nbyes == before)
		return trf_bad(t, lineno, 11, "", "a bye for nobody (start "
		    "numbers from column 11)");
	return 0;
}

/* Is code a record only TRF-2026 has? */
static bool
trf_code_2026(const char *line)
{
	static const char *const codes[] = {
		"142", "152", "162", "172", "182", "192", "202", "212", "222",
		"240", "250", "260", "299", "300", "310", "320", "330", "352",
		"362", "801", "802",
	};
	size_t	i;

	for (i = 0; i < sizeof codes / sizeof codes[0]; i++) {
		if (strncmp(line, codes[i], 3) == 0)
			return true;
	}
	return false;
}

/* One line of the file, its end of line cut. */
static int
trf_line(struct trf *t, size_t lineno, const char *line, size_t len)
{
	struct trf_cols	l;
	size_t		col;
	int		rc = 0;

	if (trf_text(t, lineno, line, len) != 0)
		return -1;
	if (trf_blank(line, len))
		return 0;
	/* TRF-2026's comment lines. */
	if (len >= 3 && strncmp(line, "###", 3) == 0) {
		t->v2026 = true;
		return 0;
	}
	if ((col = trf_record(line, len)) != 0 && trf_ruler(line, len)) {
		t->rulers++;
		return 0;
	}
	if (col != 0)
		return trf_bad(t, lineno, col, line, "not a TRF line (a code "
		    "of three characters such as 001, then a blank)");
	if (trf_code_2026(line))
		t->v2026 = true;
	if (strncmp(line, "250", 3) == 0 || strncmp(line, "299", 3) == 0)
		t->unapplied = true;
	if (strncmp(line, "001", 3) == 0) {
		trf_cols_player(t, &l, line, len);
		rc = trf_player_line(t, lineno, &l);
	} else {
		trf_cols_init(&l, line, len, false);
	}
	if (strncmp(line, "162", 3) == 0)
		rc = trf_points_line(t, lineno, &l);
	else if (strncmp(line, "240", 3) == 0)
		rc = trf_bye_line(t, lineno, &l);
	free(l.off);
	return rc;
}

/*
 * The line in UTF-8: as it is, or, from the first line that is not
 * UTF-8 on, read as Latin-1 (ISO 8859-1), as older pairing programs
 * write names: *buf (to free) holds the converted text.
 */
static const char *
trf_decode(struct trf *t, size_t lineno, const char *line, size_t *len,
    char **buf)
{
	size_t	k, n = 0;

	if (t->latin1_line == 0 &&
	    utf8_check(line, *len, NULL, NULL) != UTF8_INVALID)
		return line;
	if (t->latin1_line == 0)
		t->latin1_line = lineno;
	*buf = xrealloc(*buf, 2 * *len + 1);
	for (k = 0; k < *len; k++) {
		unsigned char	c = (unsigned char)line[k];

		if (c < 0x80) {
			(*buf)[n++] = (char)c;
		} else {
			(*buf)[n++] = (char)(0xc0 | c >> 6);
			(*buf)[n++] = (char)(0x80 | (c & 0x3f));
		}
	}
	(*buf)[n] = '\0';
	*len = n;
	return *buf;
}

/*
 * The next line into *line (grown as getline's), its end cut: a line
 * ends at LF, CR LF, or a CR alone (as bbpPairings writes its files).
 * Its length, or -1 at the end of the file.
 */
static ssize_t
trf_getline(char **line, size_t *cap, FILE *f)
{
	size_t	n = 0;
	int	c;

	while ((c = getc(f)) != EOF && c != '\n') {
		if (c == '\r') {
			if ((c = getc(f)) != '\n' && c != EOF)
				ungetc(c, f);
			break;
		}
		if (n + 2 > *cap) {
			*cap = *cap < 128 ? 128 : 2 * *cap;
			*line = xrealloc(*line, *cap);
		}
		(*line)[n++] = (char)c;
	}
	if (c == EOF && n == 0)
		return -1;
	if (*line == NULL) {
		*cap = 128;
		*line = xmalloc(*cap);
	}
	(*line)[n] = '\0';
	return (ssize_t)n;
}

/* Read and check the file's lines into t. */
static int
trf_read(struct trf *t, FILE *f)
{
	size_t		 lineno = 0, lcap = 0, len;
	ssize_t		 got;
	char		*line = NULL, *latin1 = NULL;
	const char	*text;
	int		 rc = 0;

	while (rc == 0 && (got = trf_getline(&line, &lcap, f)) != -1) {
		lineno++;
		len = (size_t)got;
		/* A byte-order mark before the first line is no text. */
		if (lineno == 1 && len >= 3 &&
		    memcmp(line, "\xef\xbb\xbf", 3) == 0) {
			memmove(line, line + 3, len - 2);
			len -= 3;
		}
		text = trf_decode(t, lineno, line, &len, &latin1);
		rc = trf_line(t, lineno, text, len);
	}
	free(line);
	free(latin1);
	if (rc != 0)
		return -1;
	if (ferror(f)) {
		xasprintf(t->cause, "%s:%zu: cannot read further", t->path,
		    lineno + 1);
		return -1;
	}
	if (t->n == 0) {
		if (lineno == 0)
			xasprintf(t->cause, "%s: empty: no player line (001), "
			    "not a TRF file", t->path);
		else
			xasprintf(t->cause, "%s:%zu: no player line (001) in "
			    "the file: not a TRF file", t->path, lineno);
		return -1;
	}
	return 0;
}

/* The result of p in the round asked: a code, ' ' for a blank. */
static char
trf_result(const struct trf *t, const struct trf_player *p)
{
	return p->blocks[t->round - 1].result;
}

static bool
trf_forfeit(char result)
{
	return result == '+' || result == '-';
}

/*
 * A forfeit in the round asked is on both lines: a forfeit win (+)
 * against a forfeit loss (-), or two forfeit losses.
 */
static int
trf_forfeit_ok(struct trf *t, const struct trf_player *p,
    const struct trf_player *q)
{
	const struct trf_player	*swap;
	char			 a = trf_result(t, p), b = trf_result(t, q);
	char			 word[2] = { a, '\0' };

	if (!trf_forfeit(a) && !trf_forfeit(b))
		return 0;
	if ((a == '-' && trf_forfeit(b)) || (a == '+' && b == '-'))
		return 0;
	/* Named on the line that has the forfeit. */
	if (!trf_forfeit(a)) {
		swap = p, p = q, q = swap;
		word[0] = b, b = a;
	}
	xasprintf(t->cause, "%s:%zu:%zu: '%s': %u against %u by forfeit, but "
	    "line %zu has '%c' (a forfeit win + against a loss -, or - "
	    "twice)", t->path, p->lineno, TRF_BLOCK(t->round) + 7, word,
	    p->id, q->id, q->lineno, b);
	return -1;
}

/*
 * Each game of the round on both lines: A's opponent B with w means B's
 * opponent A with b.
 */
static int
trf_games(struct trf *t)
{
	const struct trf_player	*p, *q;
	char			 word[8];
	size_t			 i, at = TRF_BLOCK(t->round);

	for (i = 0; i < t->n; i++) {
		p = &t->players[i];
		snprintf(word, sizeof word, "%u", p->opponent);
		if (p->opponent == 0 || p->colour == 0)
			continue;
		if ((q = trf_find(t, p->opponent)) == NULL) {
			xasprintf(t->cause, "%s:%zu:%zu: '%s': opponent %u has "
			    "no player line (001)", t->path, p->lineno,
			    p->opponent_col, word, p->opponent);
			return -1;
		}
		if (q->opponent != p->id || q->colour != (p->colour == 'w' ?
		    'b' : 'w')) {
			word[0] = p->colour;
			word[1] = '\0';
			xasprintf(t->cause, "%s:%zu:%zu: '%s': %u plays %u "
			    "with %s, but line %zu does not say so", t->path,
			    p->lineno, at + 5, word, p->id, p->opponent,
			    p->colour == 'w' ? "white" : "black", q->lineno);
			return -1;
		}
		if (trf_forfeit_ok(t, p, q) != 0)
			return -1;
	}
	return 0;
}

/* By FIDE id, then by line. */
static int
trf_fide_cmp(const void *x, const void *y)
{
	const struct trf_player	*a = *(const struct trf_player *const *)x;
	const struct trf_player	*b = *(const struct trf_player *const *)y;

	if (a->fide != b->fide)
		return a->fide < b->fide ? -1 : 1;
	return a->lineno < b->lineno ? -1 : a->lineno > b->lineno;
}

/*
 * A FIDE id names one player: two 001 lines with the same one are
 * refused at the first line, in the file's order, that repeats one.
 */
static int
trf_fide_unique(struct trf *t)
{
	const struct trf_player	**by, *dup = NULL, *first = NULL;
	size_t			  i, n = 0;
	char			  word[16];

	by = xcalloc(t->n, sizeof *by);
	for (i = 0; i < t->n; i++) {
		if (t->players[i].fide != 0)
			by[n++] = &t->players[i];
	}
	qsort(by, n, sizeof *by, trf_fide_cmp);
	for (i = 1; i < n; i++) {
		/* The second of equal ids has the first before it. */
		if (by[i]->fide == by[i - 1]->fide && (dup == NULL ||
		    by[i]->lineno < dup->lineno)) {
			dup = by[i];
			first = by[i - 1];
		}
	}
	free(by);
	if (dup == NULL)
		return 0;
	snprintf(word, sizeof word, "%u", (unsigned)dup->fide);
	xasprintf(t->cause, "%s:%zu:%zu: '%s': FIDE id again (line %zu, "
	    "player %u)", t->path, dup->lineno, dup->fide_col, word,
	    first->lineno, first->id);
	return -1;
}

/*
 * The event's player who has start number id, or (by_fide) FIDE id
 * fide; NULL when none.  A plain scan: a few thousand players at most,
 * once per import.
 */
static const struct trf_known *
trf_known_find(const struct trf *t, uint32_t key, bool by_fide)
{
	size_t	i;

	for (i = 0; i < t->nknown; i++) {
		if ((by_fide ? t->known[i].fide : t->known[i].id) == key)
			return &t->known[i];
	}
	return NULL;
}

/*
 * One 001 line against the event's players: the same start number is
 * the same player unless both FIDE ids are given and differ; a FIDE id
 * is one player's, so another start number holding it in the event is
 * an error too.  Either is named at the FIDE id's column.
 */
static int
trf_match_one(struct trf *t, struct trf_player *p)
{
	const struct trf_known	*k;
	char			 word[16], why[160];

	snprintf(word, sizeof word, "%u", (unsigned)p->fide);
	if ((k = trf_known_find(t, p->id, false)) != NULL) {
		if (k->fide != 0 && p->fide != 0 && k->fide != p->fide) {
			snprintf(why, sizeof why, _("player %u has FIDE id %u "
			    "in the event"), p->id, (unsigned)k->fide);
			return trf_bad(t, p->lineno, p->fide_col, word, why);
		}
		p->known = true;
		return 0;
	}
	if (p->fide != 0 &&
	    (k = trf_known_find(t, p->fide, true)) != NULL) {
		snprintf(why, sizeof why, _("the FIDE id of player %u in the "
		    "event, not of %u"), (unsigned)k->id, p->id);
		return trf_bad(t, p->lineno, p->fide_col, word, why);
	}
	return 0;
}

/* The file's players matched with the event's, in the file's order. */
static int
trf_match(struct trf *t)
{
	size_t	i;

	for (i = 0; i < t->n; i++) {
		if (trf_match_one(t, &t->players[i]) != 0)
			return -1;
	}
	return 0;
}

/* By player, round and line: equal byes side by side. */
static int
trf_bye_cmp(const void *x, const void *y)
{
	const struct trf_bye	*a = x, *b = y;

	if (a->id != b->id)
		return a->id < b->id ? -1 : 1;
	if (a->round != b->round)
		return a->round < b->round ? -1 : 1;
	return a->lineno < b->lineno ? -1 : a->lineno > b->lineno;
}

/* One 240 bye into its player's round, where the 001 line agrees. */
static int
trf_bye_apply(struct trf *t, const struct trf_bye *b)
{
	struct trf_player	*p;
	struct trf_block	*blk;
	char			 why[128];

	if ((p = trf_find(t, b->id)) == NULL)
		return trf_bad(t, b->lineno, b->col, b->word,
		    "no player line (001) for this bye");
	if (b->round > t->round)
		return 0;
	blk = &p->blocks[b->round - 1];
	if (blk->paired)
		snprintf(why, sizeof why, "a bye (%c) in round %u, but line "
		    "%zu has an opponent there", b->kind, b->round, p->lineno);
	else if (blk->result != ' ' && blk->result != b->kind)
		snprintf(why, sizeof why, "a bye (%c) in round %u, but line "
		    "%zu has '%c' there", b->kind, b->round, p->lineno,
		    blk->result);
	else {
		blk->result = b->kind;
		return 0;
	}
	return trf_bad(t, b->lineno, b->col, b->word, why);
}

/*
 * TRF-2026's byes into the players' rounds: each names a player, one
 * kind of bye per player and round, where the 001 line has no opponent
 * and no other result.
 */
static int
trf_byes(struct trf *t)
{
	const struct trf_bye	*a, *b;
	char			 why[128];
	size_t			 i;

	if (t->nbyes > 1)	/* qsort takes no NULL, even for 0 */
		qsort(t->byes, t->nbyes, sizeof *t->byes, trf_bye_cmp);
	for (i = 0; i < t->nbyes; i++) {
		b = &t->byes[i];
		a = i > 0 ? &t->byes[i - 1] : NULL;
		if (a != NULL && a->id == b->id && a->round == b->round &&
		    a->kind != b->kind) {
			snprintf(why, sizeof why, "a bye (%c) in round %u, but "
			    "line %zu gives it %c", b->kind, b->round,
			    a->lineno, a->kind);
			return trf_bad(t, b->lineno, b->col, b->word, why);
		}
		if (trf_bye_apply(t, b) != 0)
			return -1;
	}
	return 0;
}

/* The kind of a result code of a 001 line. */
static enum trf_kind
trf_kind(char result)
{
	switch (result) {
	case '1': case '+': case 'W': case 'F':
		return TRF_WIN;
	case '=': case 'D': case 'H':
		return TRF_DRAW;
	case '0': case 'L':
		return TRF_LOSS;
	case 'U':
		return TRF_PAB;
	default:	/* - Z, blank */
		return TRF_ABSENT;
	}
}

/*
 * The points of a result, in tenths: the file's (162), or by default a
 * win 1, a draw a half, a loss and an absence nothing, the
 * pairing-allocated bye a win's, an unknown result a draw's.
 */
static int
trf_points(const struct trf *t, char result)
{
	static const int	 defaults[TRF_KINDS] = { 10, 5, 0, 0, -1, -1 };
	enum trf_kind		 k = trf_kind(result);

	if (t->points[k] >= 0)
		return t->points[k];
	if (k == TRF_PAB)
		return trf_points(t, 'W');
	if (k == TRF_UNKNOWN)
		return trf_points(t, 'D');
	return defaults[k];
}

/* Every player's score before the round asked. */
static void
trf_scores(struct trf *t)
{
	struct trf_player	*p;
	size_t			 i;
	unsigned		 r;

	for (i = 0; i < t->n; i++) {
		p = &t->players[i];
		p->score = 0;
		for (r = 1; r < t->round; r++)
			p->score += trf_points(t, p->blocks[r - 1].result);
	}
}

/* Of two players, the higher in C.04's order: points, then start number. */
static const struct trf_player *
trf_higher(const struct trf_player *a, const struct trf_player *b)
{
	if (a->score != b->score)
		return a->score > b->score ? a : b;
	return a->id < b->id ? a : b;
}

/* Board order: the higher player's score, both scores, his rank. */
static int
trf_board_cmp(const void *x, const void *y)
{
	const struct trf_game	*a = x, *b = y;

	if (a->higher->score != b->higher->score)
		return a->higher->score > b->higher->score ? -1 : 1;
	if (a->sum != b->sum)
		return a->sum > b->sum ? -1 : 1;
	return a->higher->id < b->higher->id ? -1 :
	    a->higher->id > b->higher->id;
}

static void
trf_write_player(FILE *out, const struct trf_player *p)
{
	if (p->known)
		return;		/* the event has him: 'player' would be refused */
	fprintf(out, "player %u ", p->id);
	trf_quote(out, p->name[0] != '\0' ? p->name : "?");
	if (p->rating > 0)
		fprintf(out, " rating %u", p->rating);
	if (p->fed[0] != '\0')
		fprintf(out, " fed %c%c%c", p->fed[0] & ~0x20,
		    p->fed[1] & ~0x20, p->fed[2] & ~0x20);
	if (p->fide > 0)
		fprintf(out, " fide-id %u", (unsigned)p->fide);
	fputc('\n', out);
}

/* A game the file says was forfeited: the arbiter's result for it. */
static void
trf_write_forfeit(const struct trf *t, FILE *out, size_t board,
    const struct trf_game *g)
{
	char	w = trf_result(t, g->white), b = trf_result(t, g->black);

	if (w == '+')
		fprintf(out, "result %zu +/- \"forfeit (TRF)\"\n", board);
	else if (b == '+')
		fprintf(out, "result %zu -/+ \"forfeit (TRF)\"\n", board);
	else if (w == '-')
		fprintf(out, "result %zu 0-0 \"double forfeit (TRF)\"\n",
		    board);
}

/* The round's games, on their boards. */
static void
trf_write_games(struct trf *t, FILE *out)
{
	struct trf_game		*games;
	const struct trf_player	*p, *q;
	size_t			 i, n = 0;

	games = xcalloc(t->n / 2 + 1, sizeof *games);
	for (i = 0; i < t->n; i++) {
		p = &t->players[i];
		if (p->opponent == 0 || p->colour != 'w')
			continue;
		q = trf_find(t, p->opponent);
		games[n].white = p;
		games[n].black = q;
		games[n].higher = trf_higher(p, q);
		games[n++].sum = p->score + q->score;
	}
	qsort(games, n, sizeof *games, trf_board_cmp);
	t->summary.boards = n;
	for (i = 0; i < n; i++) {
		fprintf(out, "pair %zu %u %u\n", i + 1, games[i].white->id,
		    games[i].black->id);
		trf_write_forfeit(t, out, i + 1, &games[i]);
	}
	free(games);
}

/* Points in tenths as text: 1, 0.5, 3. */
static const char *
trf_points_text(int tenths, char *buf, size_t size)
{
	if (tenths % 10 == 0)
		snprintf(buf, size, "%d", tenths / 10);
	else
		snprintf(buf, size, "%d.%d", tenths / 10, tenths % 10);
	return buf;
}

/*
 * A bye of the round (U F H Z, no opponent) as the 'bye' command: true;
 * false for anything else (the caller comments it).
 */
static bool
trf_write_bye(FILE *out, const struct trf_player *p, char code)
{
	static const char *const words[] = { "pab", "full", "half", "zero" };
	const char	*at = strchr("UFHZ", code);

	if (p->opponent != 0 || code == ' ' || at == NULL)
		return false;
	fprintf(out, "bye %u %s\n", p->id, words[at - "UFHZ"]);
	return true;
}

/* What a player without a game in the round gets, as a comment. */
static void
trf_write_unpaired(const struct trf *t, FILE *out,
    const struct trf_player *p)
{
	static const struct {
		char		 code;
		const char	*what;
	} kinds[] = {
		{ 'U', "pairing-allocated bye" }, { 'F', "full-point bye" },
		{ 'H', "half-point bye" }, { 'Z', "zero-point bye" },
		{ ' ', "not paired" }, { '+', "forfeit win, no opponent" },
		{ '-', "forfeit loss, no opponent" },
	};
	const char	*what = "no opponent";
	char		 code = trf_result(t, p), pts[16];
	int		 tenths = trf_points(t, code);
	size_t		 k;

	for (k = 0; k < sizeof kinds / sizeof kinds[0]; k++) {
		if (kinds[k].code == code)
			what = kinds[k].what;
	}
	if (p->opponent != 0)	/* paired, not played, no colour */
		fprintf(out, "# player %u: %s against %u, not played (no "
		    "colour)", p->id, code == '+' ? "forfeit win" :
		    "forfeit loss", p->opponent);
	else if (code != ' ')
		fprintf(out, "# player %u: %s (%c)", p->id, what, code);
	else
		fprintf(out, "# player %u: %s", p->id, what);
	fprintf(out, ", %s point%s\n", trf_points_text(tenths, pts,
	    sizeof pts), tenths == 10 ? "" : "s");
}

/* Players without a game: by score, then start number (C.04 A.2). */
static int
trf_rank_cmp(const void *x, const void *y)
{
	const struct trf_player	*a = *(const struct trf_player *const *)x;
	const struct trf_player	*b = *(const struct trf_player *const *)y;

	if (a->score != b->score)
		return a->score > b->score ? -1 : 1;
	return a->id < b->id ? -1 : a->id > b->id;
}

/*
 * The players without a game in the round, after the boards: a bye is
 * its command; a player not paired, or paired and not played without a
 * colour, a comment (no command gives him points).
 */
static void
trf_write_byes(const struct trf *t, FILE *out)
{
	const struct trf_player	**rest;
	size_t			  i, n = 0, said = 0;

	rest = xcalloc(t->n, sizeof *rest);
	for (i = 0; i < t->n; i++) {
		if (t->players[i].opponent == 0 || t->players[i].colour == 0)
			rest[n++] = &t->players[i];
	}
	qsort(rest, n, sizeof *rest, trf_rank_cmp);
	for (i = 0; i < n; i++) {
		if (trf_write_bye(out, rest[i], trf_result(t, rest[i])))
			continue;
		if (said++ == 0)
			fprintf(out, "# Without a game or a bye in round %u "
			    "(these points are not in the event's "
			    "standings)\n", t->round);
		trf_write_unpaired(t, out, rest[i]);
	}
	free(rest);
}

static void
trf_write(struct trf *t, FILE *out)
{
	size_t	i, known = 0;

	fprintf(out, "# Round %u of a %s file: boards by the score of the "
	    "higher player, the sum of the scores, the higher player's start "
	    "number (FIDE C.04)\n", t->round, t->v2026 ? "TRF-2026" :
	    "TRF-16");
	if (t->latin1_line != 0)
		fprintf(out, "# Read as Latin-1 (ISO 8859-1) from line %zu, "
		    "which is not UTF-8\n", t->latin1_line);
	if (t->byte_lines != 0)
		fprintf(out, "# %zu player lines read with their columns in "
		    "bytes, as earlier builds of arbiter wrote names\n",
		    t->byte_lines);
	if (t->rulers != 0)
		fprintf(out, "# %zu column rulers passed over\n", t->rulers);
	if (t->unapplied)
		fputs("# Its 250 and 299 records (acceleration, abnormal "
		    "points) are not counted in the scores\n", out);
	for (i = 0; i < t->n; i++)
		known += t->players[i].known;
	if (known > 0)
		fprintf(out, "# %zu of its players are in the event already: "
		    "no 'player' for them\n", known);
	for (i = 0; i < t->n; i++)
		trf_write_player(out, &t->players[i]);
	t->summary.round = t->round;
	t->summary.added = t->n - known;
	fprintf(out, "round %u\n", t->round);
	trf_write_games(t, out);
	trf_write_byes(t, out);
}

static void
trf_release(struct trf *t)
{
	size_t	i;

	for (i = 0; i < t->n; i++)
		free(t->players[i].blocks);
	free(t->players);
	free(t->index);
	free(t->byes);
}

int
trf_import(const char *path, unsigned round, FILE *out, char **cause)
{
	return trf_import_known(path, round, NULL, 0, out, NULL, cause);
}

int
trf_import_known(const char *path, unsigned round,
    const struct trf_known *known, size_t nknown, FILE *out,
    struct trf_summary *summary, char **cause)
{
	struct trf	 t = { .path = path, .round = round, .cause = cause,
			       .known = known, .nknown = nknown };
	FILE		*f;
	size_t		 k;
	int		 rc;

	if (round == 0) {
		xasprintf(cause, "%s: rounds count from 1", path);
		return -1;
	}
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, "%s: cannot read: %s", path,
		    strerror(errno));
		return -1;
	}
	t.index = xcalloc(TRF_PLAYERS_MAX + 1, sizeof *t.index);
	for (k = 0; k < TRF_KINDS; k++)
		t.points[k] = -1;
	rc = trf_read(&t, f);
	fclose(f);
	if (rc == 0)
		rc = trf_fide_unique(&t);
	if (rc == 0)
		rc = trf_match(&t);
	if (rc == 0)
		rc = trf_games(&t);
	if (rc == 0)
		rc = trf_byes(&t);
	/* Nothing is written for a file that is refused. */
	if (rc == 0) {
		trf_scores(&t);
		trf_write(&t, out);
		if (summary != NULL)
			*summary = t.summary;
	}
	trf_release(&t);
	return rc;
}

struct trf_known *
trf_known_event(const struct event *ev, size_t *n)
{
	struct trf_known	*k;
	size_t			 i;

	k = xcalloc(ev->nplayers + 1, sizeof *k);
	for (i = 0; i < ev->nplayers; i++) {
		k[i].id = ev->players[i].id;
		k[i].fide = ev->players[i].fide_id;
	}
	*n = ev->nplayers;
	return k;
}
