/*
 * command_args.c: the lexer, the cursor's take_*() readers and the put_*()
 * writers every verb of the command language is read and written with,
 * and the shapes several verbs share (command_args.h).  Each verb's own
 * reader and writer sit beside its ruling, with its table entry.
 *
 * Two passes.  The lexer splits a line into words, undoing quotes and
 * escapes into a scratch buffer and remembering where each word was in
 * the line.  Then each verb's reader takes its arguments through a cursor
 * whose take_*() helpers check one word each and, on failure, record the
 * word, what was expected and why.  Writing is the mirror image, through
 * the put_*() helpers.
 */
#include "config.h"

#include <string.h>

#include "command_args.h"
#include "edition.h"
#include "tiebreak.h"
#include "utf8.h"

/* Keyword tables: the value of a keyword is its index + 1. */
static const char *const side_words[] = {
	"white", "black", "w", "b", "bianco", "nero", NULL
};
/* By enum command_report. */
const char *const command_report_words[COMMAND_REPORT_NB] = {
	"illegal", "rewrite", "result", "players", "silent", "clock",
	"stale", "conflict", "start", "board", "ambiguous", NULL
};

const char *
command_report_name(unsigned kind)
{
	return kind >= 1 && kind < COMMAND_REPORT_NB ?
	    command_report_words[kind - 1] : NULL;
}

/* The canonical words, by enum value. */
static const char *const side_out[] = {
	NULL, "white", "black", "both", "arbiter"
};

/* Lexer. */

static bool
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r';
}

static bool
is_control(char c)
{
	return (unsigned char)c < 0x20 || c == 0x7f;
}

static enum command_status
lex_fail(struct command_error *err, enum command_status st, size_t at)
{
	err->status = st;
	err->offset = (uint16_t)at;
	err->length = 1;
	return st;
}

/* One quoted word from line[*i] (the quote) into buf[*o]. */
static enum command_status
lex_quoted(const char *line, size_t len, size_t *i, char *buf, size_t *o,
    struct command_error *err)
{
	size_t	start = *i;
	char	c;

	for ((*i)++; *i < len; (*i)++) {
		c = line[*i];
		if (c == '"') {
			(*i)++;
			if (*i < len && !is_blank(line[*i]))
				return lex_fail(err, COMMAND_E_QUOTE, *i);
			return COMMAND_OK;
		}
		if (c == '\\') {
			if (*i + 1 == len ||
			    (line[*i + 1] != '"' && line[*i + 1] != '\\'))
				return lex_fail(err, COMMAND_E_ESCAPE, *i);
			c = line[++(*i)];
		} else if (is_control(c))	/* a tab too: lines stay plain */
			return lex_fail(err, COMMAND_E_CONTROL, *i);
		buf[(*o)++] = c;
	}
	return lex_fail(err, COMMAND_E_QUOTE, start);
}

/* Word n, just lexed, must be UTF-8 without hidden characters. */
static enum command_status
lex_text(const struct lexed *lx, size_t n, struct command_error *err)
{
	enum utf8_fault	f;

	f = utf8_check(lx->buf + lx->w[n].at, lx->w[n].size, NULL, NULL);
	if (f == UTF8_OK)
		return COMMAND_OK;
	err->status = f == UTF8_INVALID ? COMMAND_E_UTF8 : COMMAND_E_HIDDEN;
	err->offset = lx->w[n].off;
	err->length = lx->w[n].len;
	return err->status;
}

enum command_status
command_lex(const char *line, size_t len, struct lexed *lx,
    struct command_error *err)
{
	enum command_status	st;
	size_t			i = 0, o = 0, n;

	lx->n = 0;
	if (len > COMMAND_LINE_MAX) {
		lex_fail(err, COMMAND_E_LONG, 0);
		err->length = COMMAND_LINE_MAX;	/* the line's start, quoted */
		return err->status;
	}
	for (;;) {
		while (i < len && is_blank(line[i]))
			i++;
		if (i == len || line[i] == '#')
			return COMMAND_OK;	/* end, or a comment */
		if ((n = lx->n) == COMMAND_WORDS_MAX)
			return lex_fail(err, COMMAND_E_WORDS, i);
		lx->w[n].off = (uint16_t)i;
		lx->w[n].at = (uint16_t)o;
		lx->w[n].quoted = line[i] == '"';
		if (line[i] == '"') {
			if ((st = lex_quoted(line, len, &i, lx->buf, &o,
			    err)) != COMMAND_OK)
				return st;
		} else {
			for (; i < len && !is_blank(line[i]); i++) {
				if (line[i] == '"')
					return lex_fail(err, COMMAND_E_QUOTE, i);
				if (is_control(line[i]))
					return lex_fail(err, COMMAND_E_CONTROL,
					    i);
				lx->buf[o++] = line[i];
			}
		}
		lx->w[n].len = (uint16_t)(i - lx->w[n].off);
		lx->w[n].size = (uint16_t)(o - lx->w[n].at);
		if ((st = lex_text(lx, n, err)) != COMMAND_OK)
			return st;
		lx->buf[o++] = '\0';
		lx->n++;
	}
}

/* Cursor helpers: each takes one word or records why it cannot. */

bool
take_fail(struct command_cursor *c, size_t word, enum command_status st,
    enum command_arg what)
{
	struct command_error	*e = c->err;

	e->status = st;
	e->expected = what;
	e->word = (uint16_t)word;
	if (word < c->lx->n) {
		e->offset = c->lx->w[word].off;
		e->length = c->lx->w[word].len;
	} else {
		e->offset = (uint16_t)c->len;
		e->length = 0;
	}
	return false;
}

/* The next word, its text and size; E_MISSING if there is none. */
bool
take_next(struct command_cursor *c, enum command_arg what, const char **s,
    size_t *n)
{
	if (c->i >= c->lx->n)
		return take_fail(c, c->i, COMMAND_E_MISSING, what);
	*s = c->lx->buf + c->lx->w[c->i].at;
	*n = c->lx->w[c->i].size;
	c->i++;
	return true;
}

/* Fail on the word just taken. */
bool
take_fail_last(struct command_cursor *c, enum command_status st,
    enum command_arg what)
{
	return take_fail(c, c->i - 1, st, what);
}

bool
take_at_end(const struct command_cursor *c)
{
	return c->i >= c->lx->n;
}

bool
take_end(struct command_cursor *c)
{
	if (!take_at_end(c))
		return take_fail(c, c->i, COMMAND_E_EXTRA, COMMAND_ARG_NOTHING);
	return true;
}

char
args_lower(char ch)
{
	return ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
}

/* Does s (n bytes) equal the keyword kw, ignoring ASCII case? */
bool
args_word_is(const char *s, size_t n, const char *kw)
{
	size_t	k;

	for (k = 0; k < n; k++) {
		if (kw[k] == '\0' || args_lower(s[k]) != kw[k])
			return false;
	}
	return kw[n] == '\0';
}

int
args_lookup(const char *s, size_t n, const char *const *table)
{
	int	k;

	for (k = 0; table[k] != NULL; k++) {
		if (args_word_is(s, n, table[k]))
			return k + 1;
	}
	return 0;
}

/* Is the next word the keyword kw?  Takes it if so. */
bool
take_if(struct command_cursor *c, const char *kw)
{
	const struct lexed	*lx = c->lx;

	if (take_at_end(c) || !args_word_is(lx->buf + lx->w[c->i].at,
	    lx->w[c->i].size, kw))
		return false;
	c->i++;
	return true;
}

bool
take_keyword(struct command_cursor *c, enum command_arg what,
    const char *const *table, int *v)
{
	const char	*s;
	size_t		 n;

	if (!take_next(c, what, &s, &n))
		return false;
	if ((*v = args_lookup(s, n, table)) == 0)
		return take_fail_last(c, COMMAND_E_BAD, what);
	return true;
}

/* Optional keyword arguments in any order, each at most once. */
bool
take_option(struct command_cursor *c, const char *const *table, unsigned *seen,
    int *k)
{
	if (!take_keyword(c, COMMAND_ARG_KEYWORD, table, k))
		return false;
	if (*seen & (1u << *k))
		return take_fail_last(c, COMMAND_E_TWICE, COMMAND_ARG_KEYWORD);
	*seen |= 1u << *k;
	return true;
}

/* s (n bytes) as decimal digits only, min..max: OK, E_BAD or E_RANGE. */
static enum command_status
read_uint(const char *s, size_t n, uint32_t min, uint32_t max, uint32_t *v)
{
	size_t		k;
	uint64_t	x = 0;

	if (n == 0)
		return COMMAND_E_BAD;
	for (k = 0; k < n; k++) {
		if (s[k] < '0' || s[k] > '9')
			return COMMAND_E_BAD;
		if ((x = x * 10 + (uint64_t)(s[k] - '0')) > max)
			return COMMAND_E_RANGE;
	}
	if (x < min)
		return COMMAND_E_RANGE;
	*v = (uint32_t)x;
	return COMMAND_OK;
}

/* Decimal digits only, min..max. */
bool
take_uint(struct command_cursor *c, enum command_arg what, uint32_t min,
    uint32_t max, uint32_t *v)
{
	const char		*s;
	size_t			 n;
	enum command_status	 st;

	if (!take_next(c, what, &s, &n))
		return false;
	if ((st = read_uint(s, n, min, max, v)) != COMMAND_OK)
		return take_fail_last(c, st, what);
	return true;
}

bool
take_u16(struct command_cursor *c, enum command_arg what, uint32_t min,
    uint32_t max, uint16_t *v)
{
	uint32_t	x;

	if (!take_uint(c, what, min, max, &x))
		return false;
	*v = (uint16_t)x;
	return true;
}

/*
 * <board>, or <round>.<board>: a game an earlier round left adjourned,
 * kept under its round's board number (Appendix A).
 */
bool
take_board(struct command_cursor *c, struct command *cmd)
{
	const char		*s;
	size_t			 n, dot;
	uint32_t		 round = 0, board;
	enum command_status	 st;

	if (!take_next(c, COMMAND_ARG_BOARD, &s, &n))
		return false;
	for (dot = 0; dot < n && s[dot] != '.'; dot++)
		continue;
	if (dot < n && (st = read_uint(s, dot, 1, COMMAND_ROUND_MAX,
	    &round)) != COMMAND_OK)
		return take_fail_last(c, st, COMMAND_ARG_BOARD);
	if (dot < n)
		dot++;
	else
		dot = 0;
	if ((st = read_uint(s + dot, n - dot, 1, COMMAND_BOARD_MAX,
	    &board)) != COMMAND_OK)
		return take_fail_last(c, st, COMMAND_ARG_BOARD);
	cmd->round = (uint16_t)round;
	cmd->board = (uint16_t)board;
	return true;
}

bool
take_id(struct command_cursor *c, uint32_t *id)
{
	return take_uint(c, COMMAND_ARG_ID, 1, COMMAND_ID_MAX, id);
}

/* white|black|w|b|bianco|nero, and "both" where allowed. */
bool
take_side(struct command_cursor *c, bool both, struct command *cmd)
{
	enum command_arg	 what;
	const char		*s;
	size_t			 n;
	int			 k;

	what = both ? COMMAND_ARG_SIDE_OR_BOTH : COMMAND_ARG_SIDE;
	if (!take_next(c, what, &s, &n))
		return false;
	if (both && args_word_is(s, n, "both")) {
		cmd->side = COMMAND_SIDE_BOTH;
		return true;
	}
	if ((k = args_lookup(s, n, side_words)) == 0)
		return take_fail_last(c, COMMAND_E_BAD, what);
	cmd->side = k % 2 == 1 ? COMMAND_SIDE_WHITE : COMMAND_SIDE_BLACK;
	return true;
}

/* Any word, quoted or not, copied into buf. */
bool
take_text(struct command_cursor *c, enum command_arg what, char *buf,
    size_t size, bool empty_ok)
{
	const char	*s;
	size_t		 n;

	if (!take_next(c, what, &s, &n))
		return false;
	if (n == 0 && !empty_ok)
		return take_fail_last(c, COMMAND_E_EMPTY, what);
	if (n >= size)
		return take_fail_last(c, COMMAND_E_LONG, what);
	memcpy(buf, s, n);
	buf[n] = '\0';
	return true;
}

static enum command_status
duration_status(enum duration_status st)
{
	switch (st) {
	case DURATION_OK:
		return COMMAND_OK;
	case DURATION_E_RANGE:
		return COMMAND_E_RANGE;
	case DURATION_E_SIGN:
		return COMMAND_E_SIGN;
	case DURATION_E_FRACTION:
		return COMMAND_E_FRACTION;
	default:
		return COMMAND_E_BAD;
	}
}

bool
take_duration(struct command_cursor *c, enum duration_sign sign, int64_t *ms)
{
	const char		*s;
	size_t			 n, bad;
	enum command_status	 st;

	if (!take_next(c, COMMAND_ARG_DURATION, &s, &n))
		return false;
	st = duration_status(duration_parse(s, n, sign, ms, &bad));
	if (st != COMMAND_OK)
		return take_fail_last(c, st, COMMAND_ARG_DURATION);
	return true;
}

bool
take_date(struct command_cursor *c, struct date *d)
{
	const char		*s;
	size_t			 n, bad;
	enum command_status	 st;

	if (!take_next(c, COMMAND_ARG_DATE, &s, &n))
		return false;
	st = duration_status(date_parse(s, n, d, &bad));
	if (st != COMMAND_OK)
		return take_fail_last(c, st, COMMAND_ARG_DATE);
	return true;
}

bool
take_time(struct command_cursor *c, uint16_t *minutes)
{
	const char		*s;
	size_t			 n, bad;
	enum command_status	 st;

	if (!take_next(c, COMMAND_ARG_TIME, &s, &n))
		return false;
	st = duration_status(tod_parse(s, n, minutes, &bad));
	if (st != COMMAND_OK)
		return take_fail_last(c, st, COMMAND_ARG_TIME);
	return true;
}

/* A UTC offset: +01:00, -05:30, +00:00 (the sign is required). */
bool
take_tz(struct command_cursor *c, int16_t *tz)
{
	const char	*s;
	size_t		 n, bad;
	uint16_t	 minutes;

	if (!take_next(c, COMMAND_ARG_TZ, &s, &n))
		return false;
	if (n != 6 || (s[0] != '+' && s[0] != '-'))
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_TZ);
	if (tod_parse(s + 1, n - 1, &minutes, &bad) != DURATION_OK ||
	    minutes > 14 * 60)
		return take_fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_TZ);
	*tz = (int16_t)(s[0] == '-' ? -(int)minutes : (int)minutes);
	return true;
}

/* 0, 1, 1/2, ½ or 0.5 as halves; -1 if none of them. */
static int
halves(const char *s, size_t n)
{
	if (n == 1 && (s[0] == '0' || s[0] == '1'))
		return (s[0] - '0') * 2;
	if ((n == 3 && memcmp(s, "1/2", 3) == 0) ||
	    (n == 2 && memcmp(s, "\xc2\xbd", 2) == 0) ||	/* ½ */
	    (n == 3 && memcmp(s, "0.5", 3) == 0))
		return 1;
	return -1;
}

/*
 * 11.1: what a game is worth on the event's scale, in halves: a whole
 * number of points up to COMMAND_SCORE_MAX2 / 2, or a half (1/2, ½, 2.5).
 */
static int
score_halves(const char *s, size_t n)
{
	size_t	i = 0;
	int	v = halves(s, n);

	if (v >= 0)
		return v;
	v = 0;
	while (i < n && i < 2 && s[i] >= '0' && s[i] <= '9')
		v = v * 10 + (s[i++] - '0');
	if (i == 0)
		return -1;
	v *= 2;
	if (n - i == 2 && s[i] == '.' && (s[i + 1] == '5' || s[i + 1] == '0'))
		v += s[i + 1] == '5';
	else if (i != n)
		return -1;
	return v;
}

/* points <win> <draw> <loss>: each no more than the one before (11.1). */
bool
take_scale(struct command_cursor *c, uint8_t points2[3])
{
	const char	*s;
	size_t		 n;
	int		 i, h;

	for (i = 0; i < 3; i++) {
		if (!take_next(c, COMMAND_ARG_SCORE, &s, &n))
			return false;
		if ((h = score_halves(s, n)) < 0)
			return take_fail_last(c, COMMAND_E_BAD,
			    COMMAND_ARG_SCORE);
		if (h > COMMAND_SCORE_MAX2)
			return take_fail_last(c, COMMAND_E_RANGE,
			    COMMAND_ARG_SCORE);
		points2[i] = (uint8_t)h;
	}
	if (points2[0] < points2[1] || points2[1] < points2[2] ||
	    points2[0] == points2[2])
		return take_fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_SCALE);
	return true;
}

/*
 * A side's points in a result, in halves as written: those of halves()
 * and 2, a won draughts game (2-0, 1-1: the edition's scale, applied by
 * the ruling).
 */
static int
result_halves(const char *s, size_t n)
{
	if (n == 1 && s[0] == '2')
		return 4;
	return halves(s, n);
}

/*
 * Whether w-b (halves as written) is a result some game gives: chess's
 * within one point (1-0, 1/2-1/2, 1/2-0), draughts' whole points within
 * two (2-0, 1-1).
 */
bool
args_result_ok(unsigned w, unsigned b)
{
	return w + b <= 2 || (w % 2 == 0 && b % 2 == 0 && w + b <= 4);
}

/* <white>-<black>, +/- or -/+. */
bool
take_result(struct command_cursor *c, struct command *cmd)
{
	const char	*s, *dash;
	size_t		 n;
	int		 w, b;

	if (!take_next(c, COMMAND_ARG_RESULT, &s, &n))
		return false;
	if (n == 3 && memcmp(s, "+/-", 3) == 0) {
		cmd->u.result.forfeit = COMMAND_FORFEIT_WHITE_WINS;
		cmd->u.result.white2 = 2;
		return true;
	}
	if (n == 3 && memcmp(s, "-/+", 3) == 0) {
		cmd->u.result.forfeit = COMMAND_FORFEIT_BLACK_WINS;
		cmd->u.result.black2 = 2;
		return true;
	}
	if ((dash = memchr(s, '-', n)) == NULL ||
	    (w = result_halves(s, (size_t)(dash - s))) < 0 ||
	    (b = result_halves(dash + 1, n - (size_t)(dash - s) - 1)) < 0)
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_RESULT);
	if (!args_result_ok((unsigned)w, (unsigned)b))
		return take_fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_RESULT);
	cmd->u.result.white2 = (uint8_t)w;
	cmd->u.result.black2 = (uint8_t)b;
	return true;
}

/* A signed amount of points: +1, -1/2, +½, -0.5. */
bool
take_points(struct command_cursor *c, int8_t *points2)
{
	const char	*s;
	size_t		 n;
	int		 h;

	if (!take_next(c, COMMAND_ARG_POINTS, &s, &n))
		return false;
	if (n == 0 || (s[0] != '+' && s[0] != '-'))
		return take_fail_last(c, COMMAND_E_SIGN, COMMAND_ARG_POINTS);
	if ((h = halves(s + 1, n - 1)) < 0)
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_POINTS);
	if (h == 0)
		return take_fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_POINTS);
	*points2 = (int8_t)(s[0] == '-' ? -h : h);
	return true;
}

/* A number 1..COMMAND_BOARD_MAX at s; advances *k past it. */
static int
list_number(const char *s, size_t n, size_t *k)
{
	int	v = 0;
	size_t	start = *k;

	while (*k < n && s[*k] >= '0' && s[*k] <= '9' && *k - start < 5)
		v = v * 10 + (s[(*k)++] - '0');
	if (*k == start || v < 1 || v > COMMAND_BOARD_MAX)
		return -1;
	return v;
}

/* "1,2,5-9". */
bool
take_boards(struct command_cursor *c, struct command_boards *b)
{
	const char	*s;
	size_t		 n, k = 0;
	int		 lo, hi;

	if (!take_next(c, COMMAND_ARG_BOARD_LIST, &s, &n))
		return false;
	b->n = 0;
	for (;;) {
		if ((lo = hi = list_number(s, n, &k)) < 0)
			return take_fail_last(c, COMMAND_E_BAD,
			    COMMAND_ARG_BOARD_LIST);
		if (k < n && s[k] == '-') {
			k++;
			if ((hi = list_number(s, n, &k)) < 0 || hi < lo)
				return take_fail_last(c, COMMAND_E_BAD,
				    COMMAND_ARG_BOARD_LIST);
		}
		if (b->n == COMMAND_RANGES_MAX)
			return take_fail_last(c, COMMAND_E_RANGE,
			    COMMAND_ARG_BOARD_LIST);
		b->r[b->n].lo = (uint16_t)lo;
		b->r[b->n++].hi = (uint16_t)hi;
		if (k == n)
			return true;
		if (s[k++] != ',')
			return take_fail_last(c, COMMAND_E_BAD,
			    COMMAND_ARG_BOARD_LIST);
	}
}

void
put_boards(struct command_out *o, const struct command_boards *b)
{
	size_t	k;

	if (b->n == 0 || b->n > COMMAND_RANGES_MAX)
		o->bad = true;
	for (k = 0; k < b->n && k < COMMAND_RANGES_MAX; k++) {
		put_bytes(o, k == 0 ? " " : ",", 1);
		put_num(o, b->r[k].lo, 1, COMMAND_BOARD_MAX);
		if (b->r[k].hi != b->r[k].lo) {
			put_bytes(o, "-", 1);
			put_num(o, b->r[k].hi, b->r[k].lo, COMMAND_BOARD_MAX);
		}
	}
}

/* 6.7: the wait before a late player loses, from none to a day. */
bool
take_wait(struct command_cursor *c, int64_t *ms)
{
	if (!take_duration(c, DURATION_UNSIGNED, ms))
		return false;
	if (*ms > COMMAND_WAIT_MAX_MS)
		return take_fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_DURATION);
	return true;
}

/*
 * An edition's name, or a game's, as the table of editions knows them
 * (find is edition_find or edition_default), kept in lowercase.
 */
bool
take_edition(struct command_cursor *c, enum command_arg what,
    const struct edition *(*find)(const char *, size_t), char *out)
{
	const char	*s;
	size_t		 n, k;

	if (!take_next(c, what, &s, &n))
		return false;
	if (n >= COMMAND_WORD_SIZE)
		return take_fail_last(c, COMMAND_E_BAD, what);
	for (k = 0; k < n; k++)
		out[k] = args_lower(s[k]);
	out[n] = '\0';
	if (find(out, n) == NULL) {
		memset(out, 0, COMMAND_WORD_SIZE);
		return take_fail_last(c, COMMAND_E_BAD, what);
	}
	return true;
}

/* "BH-C1,BH,SB,DE": C.07's tie-breaks, each one tiebreak.h knows. */
bool
take_tiebreaks(struct command_cursor *c, char *list)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];

	if (!take_text(c, COMMAND_ARG_TIEBREAKS, list, COMMAND_TIEBREAKS_SIZE,
	    false))
		return false;
	if (tiebreak_parse(list, spec) < 0)
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_TIEBREAKS);
	return true;
}

bool
take_fed(struct command_cursor *c, char *fed)
{
	const char	*s;
	size_t		 n, k;

	if (!take_next(c, COMMAND_ARG_FED, &s, &n))
		return false;
	if (n != 3)
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_FED);
	for (k = 0; k < 3; k++) {
		fed[k] = args_lower(s[k]);
		if (fed[k] < 'a' || fed[k] > 'z')
			return take_fail_last(c, COMMAND_E_BAD,
			    COMMAND_ARG_FED);
		fed[k] = (char)(fed[k] - 'a' + 'A');	/* ITA, as FIDE writes it */
	}
	fed[3] = '\0';
	return true;
}

/* Writing: the mirror of the readers.  Errors stick in out->bad. */

void
put_bytes(struct command_out *o, const char *s, size_t n)
{
	if (o->bad || o->n + n >= o->size) {
		o->bad = true;
		return;
	}
	memcpy(o->buf + o->n, s, n);
	o->n += n;
}

/* A blank, then the word as it is. */
void
put_bare(struct command_out *o, const char *s)
{
	put_bytes(o, " ", 1);
	put_bytes(o, s, strlen(s));
}

/* A blank, then s quoted with \" and \\ escaped. */
void
put_quoted(struct command_out *o, const char *s)
{
	put_bytes(o, " \"", 2);
	for (; *s != '\0'; s++) {
		if (is_control(*s))
			o->bad = true;	/* would not survive the journal */
		if (*s == '"' || *s == '\\')
			put_bytes(o, "\\", 1);
		put_bytes(o, s, 1);
	}
	put_bytes(o, "\"", 1);
}

/* A move or other word kept as text: bare when it reads back bare. */
void
put_word(struct command_out *o, const char *s)
{
	size_t	k;
	bool	plain = s[0] != '\0' && s[0] != '#';

	for (k = 0; plain && s[k] != '\0'; k++) {
		if (is_blank(s[k]) || is_control(s[k]) || s[k] == '"' ||
		    s[k] == '\\')
			plain = false;
	}
	if (plain)
		put_bare(o, s);
	else
		put_quoted(o, s);
}

/* A required text: never empty. */
void
put_text(struct command_out *o, const char *s)
{
	if (s[0] == '\0')
		o->bad = true;
	put_quoted(o, s);
}

/* v in decimal, with no blank before it. */
void
put_num(struct command_out *o, uint32_t v, uint32_t min, uint32_t max)
{
	char	tmp[12];
	size_t	k = sizeof tmp;

	if (v < min || v > max)
		o->bad = true;
	do {
		tmp[--k] = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0);
	put_bytes(o, tmp + k, sizeof tmp - k);
}

void
put_uint(struct command_out *o, uint32_t v, uint32_t min, uint32_t max)
{
	put_bytes(o, " ", 1);
	put_num(o, v, min, max);
}

void
put_board(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->round != 0 ? cmd->round : cmd->board, 1,
	    cmd->round != 0 ? COMMAND_ROUND_MAX : COMMAND_BOARD_MAX);
	if (cmd->round == 0)
		return;
	put_bytes(o, ".", 1);
	put_num(o, cmd->board, 1, COMMAND_BOARD_MAX);
}

void
put_side(struct command_out *o, uint8_t side, bool both)
{
	if (side < COMMAND_SIDE_WHITE || side > COMMAND_SIDE_BOTH ||
	    (side == COMMAND_SIDE_BOTH && !both)) {
		o->bad = true;
		return;
	}
	put_bare(o, side_out[side]);
}

/* table[v - 1], checking v. */
void
put_keyword(struct command_out *o, const char *const *table, size_t nb,
    unsigned v)
{
	if (v < 1 || v > nb) {
		o->bad = true;
		return;
	}
	put_bare(o, table[v - 1]);
}

void
put_duration(struct command_out *o, int64_t ms, enum duration_sign sign)
{
	char	tmp[DURATION_TEXT_MAX];

	if (duration_format(ms, sign, tmp, sizeof tmp) == 0) {
		o->bad = true;
		return;
	}
	put_bare(o, tmp);
}

void
put_date(struct command_out *o, const struct date *d)
{
	char	tmp[16];

	if (date_format(d, tmp, sizeof tmp) == 0) {
		o->bad = true;
		return;
	}
	put_bare(o, tmp);
}

void
put_time(struct command_out *o, uint16_t minutes)
{
	char	tmp[8];

	if (tod_format(minutes, tmp, sizeof tmp) == 0) {
		o->bad = true;
		return;
	}
	put_bare(o, tmp);
}

const char *
args_halves_text(int h)
{
	static const char *const text[] = { "0", "1/2", "1", "3/2", "2" };

	return text[h];
}

/* Halves of a point as the parser reads them back: 3, 1/2, 2.5. */
void
put_score(struct command_out *o, unsigned h)
{
	char	tmp[8], *p = tmp;

	if (h == 1) {
		put_bare(o, "1/2");
		return;
	}
	if (h / 2 >= 10)
		*p++ = (char)('0' + h / 20);
	*p++ = (char)('0' + h / 2 % 10);
	if (h % 2)
		memcpy(p, ".5", 2), p += 2;
	*p = '\0';
	put_bare(o, tmp);
}

/* A name the table of editions knows (see take_edition()). */
void
put_known(struct command_out *o,
    const struct edition *(*find)(const char *, size_t), const char *word)
{
	if (find(word, strnlen(word, COMMAND_WORD_SIZE)) == NULL)
		o->bad = true;
	put_bare(o, word);
}

/* The shapes several verbs share. */

/* <board> alone: accept, decline, stop, go, adjourn, resume, open, show. */
bool
command_read_board(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_end(c);
}

void
command_write_board(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
}

/* <board> <side>: absent, arrive, offer, resign, flag, phone. */
bool
command_read_board_side(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_side(c, false, cmd) && take_end(c);
}

void
command_write_board_side(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_side(o, cmd->side, false);
}

/*
 * move <board> <move> [clock <duration>]: with a source's reading, the
 * mover's clock after the move as the clock on the table shows it.
 */
bool
command_read_board_move(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd) || !take_text(c, COMMAND_ARG_MOVE,
	    cmd->u.move.text, sizeof cmd->u.move.text, false))
		return false;
	if (cmd->verb == COMMAND_MOVE && take_if(c, "clock")) {
		if (!take_duration(c, DURATION_UNSIGNED,
		    &cmd->u.move.clock_ms))
			return false;
		cmd->u.move.has_clock = true;
	}
	return take_end(c);
}

void
command_write_board_move(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.move.text[0] == '\0')
		o->bad = true;
	if (cmd->verb == COMMAND_SEAL || cmd->verb == COMMAND_ENVELOPE_LOST)
		put_quoted(o, cmd->u.move.text);	/* as written */
	else
		put_word(o, cmd->u.move.text);
	if (!cmd->u.move.has_clock)
		return;
	if (cmd->verb != COMMAND_MOVE)
		o->bad = true;
	put_bare(o, "clock");
	put_duration(o, cmd->u.move.clock_ms, DURATION_UNSIGNED);
}
