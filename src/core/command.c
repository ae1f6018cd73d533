/*
 * command.c: the command language of COMMANDS.md, text to struct and back.
 *
 * Two passes.  The lexer splits a line into words, undoing quotes and
 * escapes into a scratch buffer and remembering where each word was in
 * the line.  Then each verb's parser takes its arguments through a cursor
 * whose take_*() helpers check one word each and, on failure, record the
 * word, what was expected and why.  Formatting is the mirror image: one
 * function per verb writing through the put_*() helpers.
 *
 * Articles named beside the verbs are those of FIDE 2005 the command
 * serves; the rulings themselves are applied elsewhere.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "command.h"
#include "command_syntax.h"
#include "edition.h"
#include "tiebreak.h"
#include "utf8.h"

struct lexed {
	size_t		n;
	struct {
		uint16_t	off, len;	/* span in the line */
		uint16_t	at, size;	/* unquoted text in buf */
		bool		quoted;
	}		w[COMMAND_WORDS_MAX];
	char		buf[COMMAND_LINE_MAX + COMMAND_WORDS_MAX];
};

struct command_cursor {
	const struct lexed	*lx;
	size_t			 i;	/* the next word */
	size_t			 len;	/* of the line */
	struct command_error	*err;
};


/* Keyword tables: the value of a keyword is its index + 1. */
static const char *const side_words[] = {
	"white", "black", "w", "b", "bianco", "nero", NULL
};
static const char *const role_words[] = {
	"chief", "deputy", "assistant", "feed", NULL
};
/* By enum command_report. */
static const char *const report_words[] = {
	"illegal", "rewrite", "result", "players", "silent", "clock",
	"stale", "conflict", NULL
};
static const char *const claim_words[] = {
	"repetition", "fifty", "quickplay", "time", "illegal", "increment",
	"count", NULL
};
static const char *const restart_words[] = {
	"orientation", "colours", NULL
};
static const char *const decide_words[] = {
	"draw", "postpone", "reject", "increment", NULL
};
/* By enum command_regime. */
static const char *const regime_words[] = { "a4", "a5", NULL };
/* By enum event_question and enum game_verdict. */
static const char *const question_words[] = {
	"dead", "white", "black", NULL
};
static const char *const answer_words[] = { "no", "yes", "unknown", NULL };
/* By enum command_bye. */
static const char *const bye_words[] = {
	"full", "half", "zero", "pab", NULL
};
static const char *const penalty_words[] = {
	"warn", "time", "loss", "points", "expel", "fine", "exclude", NULL
};

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

static enum command_status
lex(const char *line, size_t len, struct lexed *lx, struct command_error *err)
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

static bool
fail(struct command_cursor *c, size_t word, enum command_status st,
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
static bool
next(struct command_cursor *c, enum command_arg what, const char **s, size_t *n)
{
	if (c->i >= c->lx->n)
		return fail(c, c->i, COMMAND_E_MISSING, what);
	*s = c->lx->buf + c->lx->w[c->i].at;
	*n = c->lx->w[c->i].size;
	c->i++;
	return true;
}

/* Fail on the word just taken. */
static bool
fail_last(struct command_cursor *c, enum command_status st, enum command_arg what)
{
	return fail(c, c->i - 1, st, what);
}

static bool
at_end(const struct command_cursor *c)
{
	return c->i >= c->lx->n;
}

static bool
end(struct command_cursor *c)
{
	if (!at_end(c))
		return fail(c, c->i, COMMAND_E_EXTRA, COMMAND_ARG_NOTHING);
	return true;
}

static char
lower(char ch)
{
	return ch >= 'A' && ch <= 'Z' ? (char)(ch - 'A' + 'a') : ch;
}

/* Does s (n bytes) equal the keyword kw, ignoring ASCII case? */
static bool
word_is(const char *s, size_t n, const char *kw)
{
	size_t	k;

	for (k = 0; k < n; k++) {
		if (kw[k] == '\0' || lower(s[k]) != kw[k])
			return false;
	}
	return kw[n] == '\0';
}

static int
lookup(const char *s, size_t n, const char *const *table)
{
	int	k;

	for (k = 0; table[k] != NULL; k++) {
		if (word_is(s, n, table[k]))
			return k + 1;
	}
	return 0;
}

/* Is the next word the keyword kw?  Takes it if so. */
static bool
take_if(struct command_cursor *c, const char *kw)
{
	const struct lexed	*lx = c->lx;

	if (at_end(c) || !word_is(lx->buf + lx->w[c->i].at, lx->w[c->i].size,
	    kw))
		return false;
	c->i++;
	return true;
}

static bool
take_keyword(struct command_cursor *c, enum command_arg what,
    const char *const *table, int *v)
{
	const char	*s;
	size_t		 n;

	if (!next(c, what, &s, &n))
		return false;
	if ((*v = lookup(s, n, table)) == 0)
		return fail_last(c, COMMAND_E_BAD, what);
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
static bool
take_uint(struct command_cursor *c, enum command_arg what, uint32_t min,
    uint32_t max, uint32_t *v)
{
	const char		*s;
	size_t			 n;
	enum command_status	 st;

	if (!next(c, what, &s, &n))
		return false;
	if ((st = read_uint(s, n, min, max, v)) != COMMAND_OK)
		return fail_last(c, st, what);
	return true;
}

static bool
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
static bool
take_board(struct command_cursor *c, struct command *cmd)
{
	const char		*s;
	size_t			 n, dot;
	uint32_t		 round = 0, board;
	enum command_status	 st;

	if (!next(c, COMMAND_ARG_BOARD, &s, &n))
		return false;
	for (dot = 0; dot < n && s[dot] != '.'; dot++)
		continue;
	if (dot < n && (st = read_uint(s, dot, 1, COMMAND_ROUND_MAX,
	    &round)) != COMMAND_OK)
		return fail_last(c, st, COMMAND_ARG_BOARD);
	if (dot < n)
		dot++;
	else
		dot = 0;
	if ((st = read_uint(s + dot, n - dot, 1, COMMAND_BOARD_MAX,
	    &board)) != COMMAND_OK)
		return fail_last(c, st, COMMAND_ARG_BOARD);
	cmd->round = (uint16_t)round;
	cmd->board = (uint16_t)board;
	return true;
}

static bool
take_id(struct command_cursor *c, uint32_t *id)
{
	return take_uint(c, COMMAND_ARG_ID, 1, COMMAND_ID_MAX, id);
}

/* white|black|w|b|bianco|nero, and "both" where allowed. */
static bool
take_side(struct command_cursor *c, bool both, struct command *cmd)
{
	enum command_arg	 what;
	const char		*s;
	size_t			 n;
	int			 k;

	what = both ? COMMAND_ARG_SIDE_OR_BOTH : COMMAND_ARG_SIDE;
	if (!next(c, what, &s, &n))
		return false;
	if (both && word_is(s, n, "both")) {
		cmd->side = COMMAND_SIDE_BOTH;
		return true;
	}
	if ((k = lookup(s, n, side_words)) == 0)
		return fail_last(c, COMMAND_E_BAD, what);
	cmd->side = k % 2 == 1 ? COMMAND_SIDE_WHITE : COMMAND_SIDE_BLACK;
	return true;
}

/* Any word, quoted or not, copied into buf. */
static bool
take_text(struct command_cursor *c, enum command_arg what, char *buf, size_t size,
    bool empty_ok)
{
	const char	*s;
	size_t		 n;

	if (!next(c, what, &s, &n))
		return false;
	if (n == 0 && !empty_ok)
		return fail_last(c, COMMAND_E_EMPTY, what);
	if (n >= size)
		return fail_last(c, COMMAND_E_LONG, what);
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

static bool
take_duration(struct command_cursor *c, enum duration_sign sign, int64_t *ms)
{
	const char		*s;
	size_t			 n, bad;
	enum command_status	 st;

	if (!next(c, COMMAND_ARG_DURATION, &s, &n))
		return false;
	st = duration_status(duration_parse(s, n, sign, ms, &bad));
	if (st != COMMAND_OK)
		return fail_last(c, st, COMMAND_ARG_DURATION);
	return true;
}

static bool
take_date(struct command_cursor *c, struct date *d)
{
	const char		*s;
	size_t			 n, bad;
	enum command_status	 st;

	if (!next(c, COMMAND_ARG_DATE, &s, &n))
		return false;
	st = duration_status(date_parse(s, n, d, &bad));
	if (st != COMMAND_OK)
		return fail_last(c, st, COMMAND_ARG_DATE);
	return true;
}

static bool
take_time(struct command_cursor *c, uint16_t *minutes)
{
	const char		*s;
	size_t			 n, bad;
	enum command_status	 st;

	if (!next(c, COMMAND_ARG_TIME, &s, &n))
		return false;
	st = duration_status(tod_parse(s, n, minutes, &bad));
	if (st != COMMAND_OK)
		return fail_last(c, st, COMMAND_ARG_TIME);
	return true;
}

/* A UTC offset: +01:00, -05:30, +00:00 (the sign is required). */
static bool
take_tz(struct command_cursor *c, int16_t *tz)
{
	const char	*s;
	size_t		 n, bad;
	uint16_t	 minutes;

	if (!next(c, COMMAND_ARG_TZ, &s, &n))
		return false;
	if (n != 6 || (s[0] != '+' && s[0] != '-'))
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_TZ);
	if (tod_parse(s + 1, n - 1, &minutes, &bad) != DURATION_OK ||
	    minutes > 14 * 60)
		return fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_TZ);
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
static bool
take_scale(struct command_cursor *c, uint8_t points2[3])
{
	const char	*s;
	size_t		 n;
	int		 i, h;

	for (i = 0; i < 3; i++) {
		if (!next(c, COMMAND_ARG_SCORE, &s, &n))
			return false;
		if ((h = score_halves(s, n)) < 0)
			return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_SCORE);
		if (h > COMMAND_SCORE_MAX2)
			return fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_SCORE);
		points2[i] = (uint8_t)h;
	}
	if (points2[0] < points2[1] || points2[1] < points2[2] ||
	    points2[0] == points2[2])
		return fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_SCALE);
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
static bool
result_ok(unsigned w, unsigned b)
{
	return w + b <= 2 || (w % 2 == 0 && b % 2 == 0 && w + b <= 4);
}

/* <white>-<black>, +/- or -/+. */
static bool
take_result(struct command_cursor *c, struct command *cmd)
{
	const char	*s, *dash;
	size_t		 n;
	int		 w, b;

	if (!next(c, COMMAND_ARG_RESULT, &s, &n))
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
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_RESULT);
	if (!result_ok((unsigned)w, (unsigned)b))
		return fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_RESULT);
	cmd->u.result.white2 = (uint8_t)w;
	cmd->u.result.black2 = (uint8_t)b;
	return true;
}

/* A signed amount of points: +1, -1/2, +½, -0.5. */
static bool
take_points(struct command_cursor *c, int8_t *points2)
{
	const char	*s;
	size_t		 n;
	int		 h;

	if (!next(c, COMMAND_ARG_POINTS, &s, &n))
		return false;
	if (n == 0 || (s[0] != '+' && s[0] != '-'))
		return fail_last(c, COMMAND_E_SIGN, COMMAND_ARG_POINTS);
	if ((h = halves(s + 1, n - 1)) < 0)
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_POINTS);
	if (h == 0)
		return fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_POINTS);
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
static bool
take_boards(struct command_cursor *c, struct command_boards *b)
{
	const char	*s;
	size_t		 n, k = 0;
	int		 lo, hi;

	if (!next(c, COMMAND_ARG_BOARD_LIST, &s, &n))
		return false;
	b->n = 0;
	for (;;) {
		if ((lo = hi = list_number(s, n, &k)) < 0)
			return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_BOARD_LIST);
		if (k < n && s[k] == '-') {
			k++;
			if ((hi = list_number(s, n, &k)) < 0 || hi < lo)
				return fail_last(c, COMMAND_E_BAD,
				    COMMAND_ARG_BOARD_LIST);
		}
		if (b->n == COMMAND_RANGES_MAX)
			return fail_last(c, COMMAND_E_RANGE,
			    COMMAND_ARG_BOARD_LIST);
		b->r[b->n].lo = (uint16_t)lo;
		b->r[b->n++].hi = (uint16_t)hi;
		if (k == n)
			return true;
		if (s[k++] != ',')
			return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_BOARD_LIST);
	}
}

/* Optional keyword arguments in any order, each at most once. */
static bool
take_option(struct command_cursor *c, const char *const *table, unsigned *seen,
    int *k)
{
	if (!take_keyword(c, COMMAND_ARG_KEYWORD, table, k))
		return false;
	if (*seen & (1u << *k))
		return fail_last(c, COMMAND_E_TWICE, COMMAND_ARG_KEYWORD);
	*seen |= 1u << *k;
	return true;
}

/* The verbs. */

/* 6.7: the wait before a late player loses, from none to a day. */
static bool
take_wait(struct command_cursor *c, int64_t *ms)
{
	if (!take_duration(c, DURATION_UNSIGNED, ms))
		return false;
	if (*ms > COMMAND_WAIT_MAX_MS)
		return fail_last(c, COMMAND_E_RANGE, COMMAND_ARG_DURATION);
	return true;
}

/*
 * An edition's name, or a game's, as the table of editions knows them
 * (find is edition_find or edition_default), kept in lowercase.
 */
static bool
take_edition(struct command_cursor *c, enum command_arg what,
    const struct edition *(*find)(const char *, size_t), char *out)
{
	const char	*s;
	size_t		 n, k;

	if (!next(c, what, &s, &n))
		return false;
	if (n >= COMMAND_WORD_SIZE)
		return fail_last(c, COMMAND_E_BAD, what);
	for (k = 0; k < n; k++)
		out[k] = lower(s[k]);
	out[n] = '\0';
	if (find(out, n) == NULL) {
		memset(out, 0, COMMAND_WORD_SIZE);
		return fail_last(c, COMMAND_E_BAD, what);
	}
	return true;
}

/* "BH-C1,BH,SB,DE": C.07's tie-breaks, each one tiebreak.h knows. */
static bool
take_tiebreaks(struct command_cursor *c, char *list)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];

	if (!take_text(c, COMMAND_ARG_TIEBREAKS, list, COMMAND_TIEBREAKS_SIZE,
	    false))
		return false;
	if (tiebreak_parse(list, spec) < 0)
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_TIEBREAKS);
	return true;
}

bool
command_read_event(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "site", "rules", "game", "points",
		"wait", "guidelines-iii", "regime", "offers-from", "tiebreaks",
		NULL };
	unsigned	seen = 0;
	int		k, r;

	if (!take_text(c, COMMAND_ARG_NAME, cmd->u.event.name,
	    sizeof cmd->u.event.name, false))
		return false;
	while (!at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_text(c, COMMAND_ARG_NAME,
		    cmd->u.event.site, sizeof cmd->u.event.site, false))
			return false;
		if (k == 2 && !take_edition(c, COMMAND_ARG_RULES,
		    edition_find, cmd->u.event.rules))
			return false;
		if (k == 3 && !take_edition(c, COMMAND_ARG_GAME,
		    edition_default, cmd->u.event.game))
			return false;
		if (k == 4 && !(cmd->u.event.has_points =
		    take_scale(c, cmd->u.event.points2)))
			return false;
		if (k == 5 && !(cmd->u.event.has_wait =
		    take_wait(c, &cmd->u.event.wait_ms)))
			return false;
		if (k == 6)				/* 2023 III.2.1 */
			cmd->u.event.guidelines = true;
		if (k == 7) {				/* 2023 A.6 */
			if (!take_keyword(c, COMMAND_ARG_REGIME, regime_words,
			    &r))
				return false;
			cmd->u.event.regime = (uint8_t)r;
		}
		if (k == 8 && !take_u16(c, COMMAND_ARG_NUMBER, 1, 999,
		    &cmd->u.event.offers_from))		/* 2023 9.1.1 */
			return false;
		if (k == 9 && !take_tiebreaks(c, cmd->u.event.tiebreaks))
			return false;				/* C.07 4 */
	}
	return true;
}

bool
command_read_tc(struct command_cursor *c, struct command *cmd)
{
	return take_text(c, COMMAND_ARG_TC, cmd->u.tc.text,
	    sizeof cmd->u.tc.text, false) && end(c);
}

static bool
take_fed(struct command_cursor *c, char *fed)
{
	const char	*s;
	size_t		 n, k;

	if (!next(c, COMMAND_ARG_FED, &s, &n))
		return false;
	if (n != 3)
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_FED);
	for (k = 0; k < 3; k++) {
		fed[k] = lower(s[k]);
		if (fed[k] < 'a' || fed[k] > 'z')
			return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_FED);
		fed[k] = (char)(fed[k] - 'a' + 'A');	/* ITA, as FIDE writes it */
	}
	fed[3] = '\0';
	return true;
}

bool
command_read_player(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "rating", "fed", "fide-id", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_id(c, &cmd->u.player.id) || !take_text(c, COMMAND_ARG_NAME,
	    cmd->u.player.name, sizeof cmd->u.player.name, false))
		return false;
	while (!at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1) {
			if (!take_u16(c, COMMAND_ARG_NUMBER, 0, 4000,
			    &cmd->u.player.rating))
				return false;
			cmd->u.player.has_rating = true;
		}
		if (k == 2 && !take_fed(c, cmd->u.player.fed))
			return false;
		if (k == 3 && !take_uint(c, COMMAND_ARG_ID, 1, COMMAND_ID_MAX,
		    &cmd->u.player.fide_id))
			return false;
	}
	return true;
}

bool
command_read_round(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "date", "start", "end", "tz",
	    "override", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_u16(c, COMMAND_ARG_NUMBER, 1, COMMAND_ROUND_MAX,
	    &cmd->u.round.n))
		return false;
	while (!at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_date(c, &cmd->u.round.date))
			return false;
		if (k == 2 && !take_time(c, &cmd->u.round.start))
			return false;
		if (k == 3 && !take_time(c, &cmd->u.round.end))	/* A1b */
			return false;
		if (k == 4 && !take_tz(c, &cmd->u.round.tz))
			return false;
		if (k == 5 && !take_text(c, COMMAND_ARG_REASON,
		    cmd->u.round.override, sizeof cmd->u.round.override,
		    false))
			return false;
	}
	cmd->u.round.has_tz = (seen & 16) != 0;
	cmd->u.round.has_date = (seen & 2) != 0;
	cmd->u.round.has_start = (seen & 4) != 0;
	cmd->u.round.has_end = (seen & 8) != 0;
	return true;
}

bool
command_read_pair(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "tc", "fen", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_board(c, cmd) || !take_id(c, &cmd->u.pair.white) ||
	    !take_id(c, &cmd->u.pair.black))
		return false;
	if (cmd->u.pair.white == cmd->u.pair.black)
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_ID);
	while (!at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_text(c, COMMAND_ARG_TC, cmd->u.pair.tc,
		    sizeof cmd->u.pair.tc, false))
			return false;
		if (k == 2 && !take_text(c, COMMAND_ARG_FEN, cmd->u.pair.fen,
		    sizeof cmd->u.pair.fen, false))
			return false;
	}
	return true;
}

static bool
user_ok(const char *s)
{
	size_t	k;

	for (k = 0; s[k] != '\0'; k++) {
		if (!((s[k] >= 'a' && s[k] <= 'z') ||
		    (s[k] >= 'A' && s[k] <= 'Z') ||
		    (s[k] >= '0' && s[k] <= '9') || s[k] == '_' ||
		    s[k] == '.' || (s[k] == '-' && k > 0)))
			return false;
	}
	return true;
}

bool
command_read_arbiter(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_text(c, COMMAND_ARG_USER, cmd->u.arbiter.user,
	    sizeof cmd->u.arbiter.user, false))
		return false;
	if (!user_ok(cmd->u.arbiter.user))
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_USER);
	if (!take_keyword(c, COMMAND_ARG_ROLE, role_words, &k))
		return false;
	cmd->u.arbiter.role = (uint8_t)k;
	if (take_if(c, "boards")) {
		if (!take_boards(c, &cmd->u.arbiter.boards))
			return false;
		cmd->u.arbiter.has_boards = true;
	}
	return end(c);
}

bool
command_read_wait(struct command_cursor *c, struct command *cmd)
{
	return take_duration(c, DURATION_UNSIGNED, &cmd->u.wait.ms) && end(c);
}

bool
command_read_start(struct command_cursor *c, struct command *cmd)
{
	if (take_if(c, "all")) {
		cmd->u.start.all = true;
		return end(c);
	}
	if (at_end(c))
		return fail(c, c->i, COMMAND_E_MISSING, COMMAND_ARG_BOARD_OR_ALL);
	return take_board(c, cmd) && end(c);		/* 6.5 */
}

/* <board> alone: accept, decline, stop, go, adjourn, resume, open, show. */
bool
command_read_board(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && end(c);
}

/* <board> <side>: absent, arrive, offer, resign, flag, phone. */
bool
command_read_board_side(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_side(c, false, cmd) && end(c);
}

/* <board> <move>: move, illegal, seal, envelope-lost. */
/*
 * seal <board> ["<move as written>"], open <board> ["<move as written>"]:
 * the console need not know the sealed move before the envelope is opened
 * (A1a: it is secret till then).
 */
bool
command_read_sealed(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	if (at_end(c))
		return true;
	return take_text(c, COMMAND_ARG_MOVE, cmd->u.move.text,
	    sizeof cmd->u.move.text, false) && end(c);
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
	return end(c);
}

/*
 * illegal <board> <move> [two-hands]: a move as made (7.4), or "--"
 * for the clock pressed without a move (2023 7.5.3); two-hands: a legal
 * move made with two hands (2023 7.5.4).
 */
bool
command_read_illegal(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd) || !take_text(c, COMMAND_ARG_MOVE,
	    cmd->u.move.text, sizeof cmd->u.move.text, false))
		return false;
	if (take_if(c, "two-hands")) {
		if (strcmp(cmd->u.move.text, COMMAND_NO_MOVE) == 0)
			return fail(c, c->i - 2, COMMAND_E_BAD,
			    COMMAND_ARG_MOVE);
		cmd->u.move.two_hands = true;
	} else if (take_if(c, "removed") && !take_text(c,
	    COMMAND_ARG_SQUARES, cmd->u.move.removed,
	    sizeof cmd->u.move.removed, false))	/* draughts 5.6 */
		return false;
	return end(c);
}

bool
command_read_setposition(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	if (!take_if(c, "fen")) {
		if (at_end(c))
			return fail(c, c->i, COMMAND_E_MISSING,
			    COMMAND_ARG_FEN_KEYWORD);
		return fail(c, c->i, COMMAND_E_BAD, COMMAND_ARG_FEN_KEYWORD);
	}
	return take_text(c, COMMAND_ARG_FEN, cmd->u.setposition.fen,
	    sizeof cmd->u.setposition.fen, false) && end(c);
}

bool
command_read_claim(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd))
		return false;
	/* Draughts 6.3b1, 7.2: the arbiter verifies or counts himself. */
	if (take_if(c, "arbiter") || take_if(c, "arbitro"))
		cmd->side = COMMAND_SIDE_ARBITER;
	else if (!take_side(c, false, cmd))
		return false;
	if (!take_keyword(c, COMMAND_ARG_CLAIM, claim_words, &k))
		return false;
	if (cmd->side == COMMAND_SIDE_ARBITER &&
	    k != COMMAND_CLAIM_REPETITION && k != COMMAND_CLAIM_COUNT)
		return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_CLAIM);
	cmd->u.claim.kind = (uint8_t)k;
	/* 9.2a, 9.3a: the move the claimant intends to make. */
	if ((k == COMMAND_CLAIM_REPETITION || k == COMMAND_CLAIM_FIFTY) &&
	    !at_end(c) && !take_text(c, COMMAND_ARG_MOVE, cmd->u.claim.move,
	    sizeof cmd->u.claim.move, false))
		return false;
	return end(c);
}

/* restart <board> orientation|colours [organisers]: draughts 5.2-5.4. */
bool
command_read_restart(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_RESTART, restart_words, &k))
		return false;
	cmd->u.restart.why = (uint8_t)k;
	cmd->u.restart.organisers = take_if(c, "organisers");
	return end(c);
}

bool
command_read_decide(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_DECIDE, decide_words, &k))	/* 10.2 */
		return false;
	cmd->u.decide.kind = (uint8_t)k;
	return end(c);
}

bool
command_read_flags(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	if (take_if(c, "unknown")) {
		cmd->u.flags.unknown = true;		/* 6.12, B9 */
		return end(c);
	}
	if (!take_if(c, "first"))
		return fail(c, c->i, at_end(c) ? COMMAND_E_MISSING :
		    COMMAND_E_BAD, COMMAND_ARG_FIRST);
	return take_side(c, false, cmd) && end(c);
}

bool
command_read_setclock(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd) ||
	    !take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.white_ms) ||
	    !take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.black_ms))
		return false;
	if (take_if(c, "moves")) {			/* 6.14, A12 */
		if (!take_u16(c, COMMAND_ARG_NUMBER, 0, 9999,
		    &cmd->u.setclock.moves))
			return false;
		cmd->u.setclock.has_moves = true;
	}
	return end(c);
}

/* clock <board> <white-left> <black-left>: a reading from the table. */
bool
command_read_reading(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) &&
	    take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.white_ms) &&
	    take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.black_ms) &&
	    end(c);
}

/* report <board> <kind> [ply <n>] "<text>": what a feed saw. */
bool
command_read_report(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_REPORT, report_words, &k))
		return false;
	cmd->u.report.kind = (uint8_t)k;
	if (take_if(c, "ply") && !take_u16(c, COMMAND_ARG_NUMBER, 1, 9999,
	    &cmd->u.report.ply))
		return false;
	return take_text(c, COMMAND_ARG_REASON, cmd->u.report.text,
	    sizeof cmd->u.report.text, false) && end(c);
}

/* dismiss <board> [<kind>]: the arbiter clears one alert, or all. */
bool
command_read_dismiss(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd))
		return false;
	if (at_end(c))
		return true;
	if (!take_keyword(c, COMMAND_ARG_REPORT, report_words, &k))
		return false;
	cmd->u.report.kind = (uint8_t)k;
	return end(c);
}

/* takeback <board> <ply>: the plies from <ply> on leave the record. */
bool
command_read_takeback(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_u16(c, COMMAND_ARG_NUMBER, 1, 9999,
	    &cmd->u.report.ply) && end(c);
}

bool
command_read_result(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_result(c, cmd) &&
	    take_text(c, COMMAND_ARG_REASON, cmd->u.result.reason,
	    sizeof cmd->u.result.reason, true) && end(c);
}

bool
command_read_annul(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	/* The ground, a bare word: a quoted "setup" is a reason. */
	if (!at_end(c) && !c->lx->w[c->i].quoted) {
		if (take_if(c, "setup"))
			cmd->u.annul.ground = COMMAND_ANNUL_SETUP;
		else if (take_if(c, "colours"))
			cmd->u.annul.ground = COMMAND_ANNUL_COLOURS;
	}
	return take_text(c, COMMAND_ARG_REASON, cmd->u.annul.reason,
	    sizeof cmd->u.annul.reason, true) && end(c);
}

bool
command_read_penalty(struct command_cursor *c, struct command *cmd)
{
	char	*reason = cmd->u.penalty.reason;
	int	 k;

	/* 13.4g, 12.9.8: "penalty <player-id> expel|exclude" names a
	 * player, not a board. */
	if (c->i + 1 < c->lx->n && (k = lookup(c->lx->buf +
	    c->lx->w[c->i + 1].at, c->lx->w[c->i + 1].size,
	    penalty_words)) >= COMMAND_PENALTY_EXPEL &&
	    k != COMMAND_PENALTY_FINE) {
		if (!take_id(c, &cmd->u.penalty.id))
			return false;
		c->i++;
		cmd->u.penalty.kind = (uint8_t)k;
		if (k == COMMAND_PENALTY_EXCLUDE && !take_u16(c,
		    COMMAND_ARG_ROUNDS, 1, COMMAND_ROUNDS_MAX,
		    &cmd->u.penalty.rounds))
			return false;
	} else {
		if (!take_board(c, cmd) || !take_side(c, false, cmd) ||
		    !take_keyword(c, COMMAND_ARG_PENALTY, penalty_words, &k))
			return false;
		if (k == COMMAND_PENALTY_EXPEL || k == COMMAND_PENALTY_EXCLUDE)
			return fail_last(c, COMMAND_E_BAD, COMMAND_ARG_PENALTY);
		cmd->u.penalty.kind = (uint8_t)k;
		if (k == COMMAND_PENALTY_TIME &&		/* 13.4b, 13.4c */
		    !take_duration(c, DURATION_SIGNED, &cmd->u.penalty.ms))
			return false;
		if (k == COMMAND_PENALTY_POINTS &&		/* 13.4e, 13.4f */
		    !take_points(c, &cmd->u.penalty.points2))
			return false;
	}
	return take_text(c, COMMAND_ARG_REASON, reason,
	    sizeof cmd->u.penalty.reason, true) && end(c);
}

bool
command_read_extra(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_side(c, true, cmd) &&	/* 13.5 */
	    take_duration(c, DURATION_UNSIGNED, &cmd->u.extra.ms) &&
	    take_text(c, COMMAND_ARG_REASON, cmd->u.extra.reason,
	    sizeof cmd->u.extra.reason, true) && end(c);
}

bool
command_read_envelope(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "end", "place", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_board(c, cmd))
		return false;
	if (!take_if(c, "resume"))					/* A2g */
		return fail(c, c->i, at_end(c) ? COMMAND_E_MISSING :
		    COMMAND_E_BAD, COMMAND_ARG_RESUME_KEYWORD);
	if (!take_date(c, &cmd->u.envelope.date) ||
	    !take_time(c, &cmd->u.envelope.resume))
		return false;
	while (!at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_time(c, &cmd->u.envelope.end))
			return false;
		if (k == 2 && !take_text(c, COMMAND_ARG_PLACE,
		    cmd->u.envelope.place, sizeof cmd->u.envelope.place, false))
			return false;
	}
	cmd->u.envelope.has_end = (seen & 2) != 0;
	if (!(seen & 4))
		return fail(c, c->i, COMMAND_E_MISSING, COMMAND_ARG_PLACE);
	return true;
}

bool
command_read_undo(struct command_cursor *c, struct command *cmd)
{
	return take_id(c, &cmd->u.undo.seq) && take_text(c, COMMAND_ARG_REASON,
	    cmd->u.undo.reason, sizeof cmd->u.undo.reason, true) && end(c);
}

/* verdict <board> dead|white|black no|yes|unknown */
bool
command_read_verdict(struct command_cursor *c, struct command *cmd)
{
	int	q, a;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_QUESTION, question_words, &q) ||
	    !take_keyword(c, COMMAND_ARG_ANSWER, answer_words, &a))
		return false;
	cmd->u.verdict.question = (uint8_t)(q - 1);
	cmd->u.verdict.answer = (uint8_t)(a - 1);
	return end(c);
}

bool
command_read_bye(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_id(c, &cmd->u.bye.id) ||
	    !take_keyword(c, COMMAND_ARG_BYE, bye_words, &k))
		return false;
	cmd->u.bye.kind = (uint8_t)k;
	return end(c);
}

bool
command_read_format(struct command_cursor *c, struct command *cmd)
{
	return take_u16(c, COMMAND_ARG_NUMBER, 1, 999, &cmd->u.format.n) &&
	    end(c);
}

bool
command_read_state(struct command_cursor *c, struct command *cmd)
{
	return at_end(c) || (take_board(c, cmd) && end(c));
}


enum command_status
command_parse(const char *line, size_t len, struct command *cmd,
    struct command_error *err)
{
	struct command_error	 dummy;
	struct lexed		 lx;
	struct command_cursor		 c;
	const char		*s;
	size_t			 n;
	int			 v;

	if (err == NULL)
		err = &dummy;
	memset(err, 0, sizeof *err);
	memset(cmd, 0, sizeof *cmd);
	if (lex(line, len, &lx, err) != COMMAND_OK) {
		err->word = (uint16_t)lx.n;
		return err->status;
	}
	if (lx.n == 0)
		return COMMAND_OK;		/* blank or comment */
	c.lx = &lx;
	c.i = 0;
	c.len = len;
	c.err = err;
	next(&c, COMMAND_ARG_VERB, &s, &n);
	for (v = COMMAND_NONE + 1; v < COMMAND_VERB_NB &&
	    !word_is(s, n, command_table[v].name); v++)
		;
	if (v == COMMAND_VERB_NB) {
		fail(&c, 0, COMMAND_E_VERB, COMMAND_ARG_VERB);
		return err->status;
	}
	cmd->verb = (enum command_verb)v;
	if (!command_table[v].read(&c, cmd)) {
		memset(cmd, 0, sizeof *cmd);
		return err->status;
	}
	err->status = COMMAND_OK;
	assert(command_ok(cmd));
	return COMMAND_OK;
}

const char *
command_verb_name(enum command_verb verb)
{
	if (verb <= COMMAND_NONE || verb >= COMMAND_VERB_NB)
		return NULL;
	return command_table[verb].name;
}

const char *
command_report_name(unsigned kind)
{
	return kind >= 1 && kind < COMMAND_REPORT_NB ? report_words[kind - 1] :
	    NULL;
}

/* Formatting: the mirror of the parsers.  Errors stick in out->bad. */

struct command_out {
	char	*buf;
	size_t	 size, n;
	bool	 bad;
};

static void
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
static void
put(struct command_out *o, const char *s)
{
	put_bytes(o, " ", 1);
	put_bytes(o, s, strlen(s));
}

/* A blank, then s quoted with \" and \\ escaped. */
static void
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
static void
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
		put(o, s);
	else
		put_quoted(o, s);
}

/* A required text: never empty. */
static void
put_text(struct command_out *o, const char *s)
{
	if (s[0] == '\0')
		o->bad = true;
	put_quoted(o, s);
}

/* v in decimal, with no blank before it. */
static void
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

static void
put_uint(struct command_out *o, uint32_t v, uint32_t min, uint32_t max)
{
	put_bytes(o, " ", 1);
	put_num(o, v, min, max);
}

static void
put_board(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->round != 0 ? cmd->round : cmd->board, 1,
	    cmd->round != 0 ? COMMAND_ROUND_MAX : COMMAND_BOARD_MAX);
	if (cmd->round == 0)
		return;
	put_bytes(o, ".", 1);
	put_num(o, cmd->board, 1, COMMAND_BOARD_MAX);
}

static void
put_side(struct command_out *o, uint8_t side, bool both)
{
	if (side < COMMAND_SIDE_WHITE || side > COMMAND_SIDE_BOTH ||
	    (side == COMMAND_SIDE_BOTH && !both)) {
		o->bad = true;
		return;
	}
	put(o, side_out[side]);
}

/* table[v - 1], checking v. */
static void
put_keyword(struct command_out *o, const char *const *table, size_t nb, unsigned v)
{
	if (v < 1 || v > nb) {
		o->bad = true;
		return;
	}
	put(o, table[v - 1]);
}

#define PUT_KEYWORD(o, table, v) \
	put_keyword(o, table, sizeof table / sizeof table[0] - 1, v)

static void
put_duration(struct command_out *o, int64_t ms, enum duration_sign sign)
{
	char	tmp[DURATION_TEXT_MAX];

	if (duration_format(ms, sign, tmp, sizeof tmp) == 0) {
		o->bad = true;
		return;
	}
	put(o, tmp);
}

static void
put_date(struct command_out *o, const struct date *d)
{
	char	tmp[16];

	if (date_format(d, tmp, sizeof tmp) == 0) {
		o->bad = true;
		return;
	}
	put(o, tmp);
}

static void
put_time(struct command_out *o, uint16_t minutes)
{
	char	tmp[8];

	if (tod_format(minutes, tmp, sizeof tmp) == 0) {
		o->bad = true;
		return;
	}
	put(o, tmp);
}

static const char *
halves_text(int h)
{
	static const char *const text[] = { "0", "1/2", "1", "3/2", "2" };

	return text[h];
}

/* Halves of a point as the parser reads them back: 3, 1/2, 2.5. */
static void
put_score(struct command_out *o, unsigned h)
{
	char	tmp[8], *p = tmp;

	if (h == 1) {
		put(o, "1/2");
		return;
	}
	if (h / 2 >= 10)
		*p++ = (char)('0' + h / 20);
	*p++ = (char)('0' + h / 2 % 10);
	if (h % 2)
		memcpy(p, ".5", 2), p += 2;
	*p = '\0';
	put(o, tmp);
}

/* A name the table of editions knows (see take_edition()). */
static void
put_known(struct command_out *o, const struct edition *(*find)(const char *, size_t),
    const char *word)
{
	if (find(word, strnlen(word, COMMAND_WORD_SIZE)) == NULL)
		o->bad = true;
	put(o, word);
}

void
command_write_event(struct command_out *o, const struct command *cmd)
{
	int	i;

	put_text(o, cmd->u.event.name);
	if (cmd->u.event.site[0] != '\0') {
		put(o, "site");
		put_quoted(o, cmd->u.event.site);
	}
	if (cmd->u.event.rules[0] != '\0') {
		put(o, "rules");
		put_known(o, edition_find, cmd->u.event.rules);
	}
	if (cmd->u.event.game[0] != '\0') {
		put(o, "game");
		put_known(o, edition_default, cmd->u.event.game);
	}
	if (cmd->u.event.has_points) {
		put(o, "points");
		for (i = 0; i < 3; i++)
			put_score(o, cmd->u.event.points2[i]);
	}
	if (cmd->u.event.has_wait) {
		put(o, "wait");
		put_duration(o, cmd->u.event.wait_ms, DURATION_UNSIGNED);
	}
	if (cmd->u.event.guidelines)
		put(o, "guidelines-iii");
	if (cmd->u.event.regime != COMMAND_REGIME_NONE) {
		put(o, "regime");
		PUT_KEYWORD(o, regime_words, cmd->u.event.regime);
	}
	if (cmd->u.event.offers_from != 0) {
		put(o, "offers-from");
		put_uint(o, cmd->u.event.offers_from, 1, 999);
	}
	if (cmd->u.event.tiebreaks[0] != '\0') {
		put(o, "tiebreaks");
		put_quoted(o, cmd->u.event.tiebreaks);
	}
}

void
command_write_tc(struct command_out *o, const struct command *cmd)
{
	put_text(o, cmd->u.tc.text);
}

void
command_write_player(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.player.id, 1, COMMAND_ID_MAX);
	put_text(o, cmd->u.player.name);
	if (cmd->u.player.has_rating) {
		put(o, "rating");
		put_uint(o, cmd->u.player.rating, 0, 4000);
	}
	if (cmd->u.player.fed[0] != '\0') {
		put(o, "fed");
		put_word(o, cmd->u.player.fed);
	}
	if (cmd->u.player.fide_id != 0) {
		put(o, "fide-id");
		put_uint(o, cmd->u.player.fide_id, 1, COMMAND_ID_MAX);
	}
}

void
command_write_round(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.round.n, 1, COMMAND_ROUND_MAX);
	if (cmd->u.round.has_date) {
		put(o, "date");
		put_date(o, &cmd->u.round.date);
	}
	if (cmd->u.round.has_start) {
		put(o, "start");
		put_time(o, cmd->u.round.start);
	}
	if (cmd->u.round.has_end) {
		put(o, "end");
		put_time(o, cmd->u.round.end);
	}
	if (cmd->u.round.has_tz) {
		int	tz = cmd->u.round.tz, a = tz < 0 ? -tz : tz;
		char	word[8];

		word[0] = tz < 0 ? '-' : '+';
		word[1] = (char)('0' + a / 600);
		word[2] = (char)('0' + a / 60 % 10);
		word[3] = ':';
		word[4] = (char)('0' + a % 60 / 10);
		word[5] = (char)('0' + a % 10);
		word[6] = '\0';
		put(o, "tz");
		put(o, word);
	}
	if (cmd->u.round.override[0] != '\0') {
		put(o, "override");
		put_text(o, cmd->u.round.override);
	}
}

void
command_write_pair(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_uint(o, cmd->u.pair.white, 1, COMMAND_ID_MAX);
	put_uint(o, cmd->u.pair.black, 1, COMMAND_ID_MAX);
	if (cmd->u.pair.white == cmd->u.pair.black)
		o->bad = true;
	if (cmd->u.pair.tc[0] != '\0') {
		put(o, "tc");
		put_quoted(o, cmd->u.pair.tc);
	}
	if (cmd->u.pair.fen[0] != '\0') {
		put(o, "fen");
		put_quoted(o, cmd->u.pair.fen);
	}
}

void
command_write_arbiter(struct command_out *o, const struct command *cmd)
{
	const struct command_boards	*b = &cmd->u.arbiter.boards;
	size_t				 k;

	if (cmd->u.arbiter.user[0] == '\0' || !user_ok(cmd->u.arbiter.user))
		o->bad = true;
	put(o, cmd->u.arbiter.user);
	PUT_KEYWORD(o, role_words, cmd->u.arbiter.role);
	if (!cmd->u.arbiter.has_boards)
		return;
	put(o, "boards");
	if (b->n == 0 || b->n > COMMAND_RANGES_MAX)
		o->bad = true;
	for (k = 0; k < b->n; k++) {
		put_bytes(o, k == 0 ? " " : ",", 1);
		put_num(o, b->r[k].lo, 1, COMMAND_BOARD_MAX);
		if (b->r[k].hi != b->r[k].lo) {
			put_bytes(o, "-", 1);
			put_num(o, b->r[k].hi, b->r[k].lo, COMMAND_BOARD_MAX);
		}
	}
}

void
command_write_wait(struct command_out *o, const struct command *cmd)
{
	put_duration(o, cmd->u.wait.ms, DURATION_UNSIGNED);
}

void
command_write_start(struct command_out *o, const struct command *cmd)
{
	if (cmd->u.start.all)
		put(o, "all");
	else
		put_board(o, cmd);
}

void
command_write_board(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
}

void
command_write_board_side(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_side(o, cmd->side, false);
}

void
command_write_sealed(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.move.text[0] != '\0')
		put_quoted(o, cmd->u.move.text);	/* as written */
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
	put(o, "clock");
	put_duration(o, cmd->u.move.clock_ms, DURATION_UNSIGNED);
}

void
command_write_illegal(struct command_out *o, const struct command *cmd)
{
	command_write_board_move(o, cmd);
	if (cmd->u.move.two_hands) {
		if (strcmp(cmd->u.move.text, COMMAND_NO_MOVE) == 0)
			o->bad = true;
		put(o, "two-hands");
	}
	if (cmd->u.move.removed[0] != '\0') {
		if (cmd->u.move.two_hands)
			o->bad = true;
		put(o, "removed");
		put_word(o, cmd->u.move.removed);
	}
}

void
command_write_setposition(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put(o, "fen");
	put_text(o, cmd->u.setposition.fen);
}

void
command_write_claim(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->side == COMMAND_SIDE_ARBITER &&
	    cmd->u.claim.kind != COMMAND_CLAIM_REPETITION &&
	    cmd->u.claim.kind != COMMAND_CLAIM_COUNT)
		o->bad = true;
	if (cmd->side == COMMAND_SIDE_ARBITER)
		put(o, side_out[COMMAND_SIDE_ARBITER]);
	else
		put_side(o, cmd->side, false);
	PUT_KEYWORD(o, claim_words, cmd->u.claim.kind);
	if (cmd->u.claim.move[0] == '\0')
		return;
	if (cmd->u.claim.kind != COMMAND_CLAIM_REPETITION &&
	    cmd->u.claim.kind != COMMAND_CLAIM_FIFTY)
		o->bad = true;
	put_word(o, cmd->u.claim.move);
}

void
command_write_restart(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, restart_words, cmd->u.restart.why);
	if (cmd->u.restart.organisers)
		put(o, "organisers");
}

void
command_write_decide(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, decide_words, cmd->u.decide.kind);
}

void
command_write_flags(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.flags.unknown)
		put(o, "unknown");
	else {
		put(o, "first");
		put_side(o, cmd->side, false);
	}
}

void
command_write_setclock(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_duration(o, cmd->u.setclock.white_ms, DURATION_UNSIGNED);
	put_duration(o, cmd->u.setclock.black_ms, DURATION_UNSIGNED);
	if (cmd->u.setclock.has_moves) {
		put(o, "moves");
		put_uint(o, cmd->u.setclock.moves, 0, 9999);
	}
}

void
command_write_reading(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_duration(o, cmd->u.setclock.white_ms, DURATION_UNSIGNED);
	put_duration(o, cmd->u.setclock.black_ms, DURATION_UNSIGNED);
	if (cmd->u.setclock.has_moves)
		o->bad = true;		/* a reading sets no counter */
}

void
command_write_report(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, report_words, cmd->u.report.kind);
	if (cmd->u.report.ply != 0) {
		put(o, "ply");
		put_uint(o, cmd->u.report.ply, 1, 9999);
	}
	put_text(o, cmd->u.report.text);
}

void
command_write_dismiss(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.report.ply != 0 || cmd->u.report.text[0] != '\0')
		o->bad = true;
	if (cmd->u.report.kind != 0)
		PUT_KEYWORD(o, report_words, cmd->u.report.kind);
}

void
command_write_takeback(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.report.kind != 0 || cmd->u.report.text[0] != '\0')
		o->bad = true;
	put_uint(o, cmd->u.report.ply, 1, 9999);
}

void
command_write_result(struct command_out *o, const struct command *cmd)
{
	unsigned	w = cmd->u.result.white2, b = cmd->u.result.black2;

	put_board(o, cmd);
	switch (cmd->u.result.forfeit) {
	case COMMAND_FORFEIT_WHITE_WINS:
		if (w != 2 || b != 0)
			o->bad = true;
		put(o, "+/-");
		break;
	case COMMAND_FORFEIT_BLACK_WINS:
		if (w != 0 || b != 2)
			o->bad = true;
		put(o, "-/+");
		break;
	case COMMAND_FORFEIT_NONE:
		if (!result_ok(w, b)) {
			o->bad = true;
			break;
		}
		put(o, halves_text((int)w));
		put_bytes(o, "-", 1);
		put_bytes(o, halves_text((int)b), strlen(halves_text((int)b)));
		break;
	default:
		o->bad = true;
	}
	put_quoted(o, cmd->u.result.reason);
}

void
command_write_annul(struct command_out *o, const struct command *cmd)
{
	static const char *const grounds[] = {
		[COMMAND_ANNUL_SETUP] = "setup",
		[COMMAND_ANNUL_COLOURS] = "colours",
	};

	put_board(o, cmd);
	if (cmd->u.annul.ground == COMMAND_ANNUL_SETUP ||
	    cmd->u.annul.ground == COMMAND_ANNUL_COLOURS)
		put_word(o, grounds[cmd->u.annul.ground]);
	else if (cmd->u.annul.ground != COMMAND_ANNUL_NONE)
		o->bad = true;
	put_quoted(o, cmd->u.annul.reason);
}

void
command_write_undo(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.undo.seq, 1, COMMAND_ID_MAX);
	put_quoted(o, cmd->u.undo.reason);
}

void
command_write_verdict(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, question_words, cmd->u.verdict.question + 1u);
	PUT_KEYWORD(o, answer_words, cmd->u.verdict.answer + 1u);
}

void
command_write_format(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.format.n, 1, 999);
}

void
command_write_bye(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.bye.id, 1, COMMAND_ID_MAX);
	PUT_KEYWORD(o, bye_words, cmd->u.bye.kind);
}

void
command_write_penalty(struct command_out *o, const struct command *cmd)
{
	int	p = cmd->u.penalty.points2;

	if (cmd->u.penalty.kind == COMMAND_PENALTY_EXPEL ||
	    cmd->u.penalty.kind == COMMAND_PENALTY_EXCLUDE) {
		put_uint(o, cmd->u.penalty.id, 1, COMMAND_ID_MAX);
		PUT_KEYWORD(o, penalty_words, cmd->u.penalty.kind);
		if (cmd->u.penalty.kind == COMMAND_PENALTY_EXCLUDE)
			put_uint(o, cmd->u.penalty.rounds, 1,
			    COMMAND_ROUNDS_MAX);
	} else {
		command_write_board_side(o, cmd);
		PUT_KEYWORD(o, penalty_words, cmd->u.penalty.kind);
	}
	if (cmd->u.penalty.kind == COMMAND_PENALTY_TIME)
		put_duration(o, cmd->u.penalty.ms, DURATION_SIGNED);
	if (cmd->u.penalty.kind == COMMAND_PENALTY_POINTS) {
		if (p == 0 || p < -2 || p > 2)
			o->bad = true;
		else {
			put(o, p < 0 ? "-" : "+");
			put_bytes(o, halves_text(p < 0 ? -p : p),
			    strlen(halves_text(p < 0 ? -p : p)));
		}
	}
	put_quoted(o, cmd->u.penalty.reason);
}

void
command_write_extra(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_side(o, cmd->side, true);
	put_duration(o, cmd->u.extra.ms, DURATION_UNSIGNED);
	put_quoted(o, cmd->u.extra.reason);
}

void
command_write_envelope(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put(o, "resume");
	put_date(o, &cmd->u.envelope.date);
	put_time(o, cmd->u.envelope.resume);
	if (cmd->u.envelope.has_end) {
		put(o, "end");
		put_time(o, cmd->u.envelope.end);
	}
	put(o, "place");
	put_text(o, cmd->u.envelope.place);
}

void
command_write_state(struct command_out *o, const struct command *cmd)
{
	if (cmd->board != 0)
		put_board(o, cmd);
}


size_t
command_format(const struct command *cmd, char *buf, size_t len)
{
	struct command_out	o = { buf, len, 0, false };
	const char	*verb = command_verb_name(cmd->verb);

	if (verb == NULL || len == 0)
		return 0;
	put_bytes(&o, verb, strlen(verb));
	command_table[cmd->verb].write(&o, cmd);
	if (o.bad || o.n > COMMAND_LINE_MAX) {
		buf[0] = '\0';
		return 0;
	}
	buf[o.n] = '\0';
	return o.n;
}

bool
command_ok(const struct command *cmd)
{
	char	text[COMMAND_LINE_MAX + 1];

	if (cmd->verb == COMMAND_NONE)
		return true;
	return command_format(cmd, text, sizeof text) != 0;
}
