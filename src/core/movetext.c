/*
 * movetext.c: a scoresheet's movetext read into its moves (movetext.h).  One
 * pass over the bytes, no state beyond the move being read: a token is
 * a run of bytes up to a blank, a brace or a parenthesis.
 */
#include "config.h"

#include <string.h>

#include "duration.h"
#include "movetext.h"

struct sheet_cursor {
	const char		*text;
	size_t			 len, pos, max, n;
	struct sheet_move	*moves;
	unsigned		 number;	/* the last number read */
	bool			 black, numbered, ended;
};

static const char *const sheet_names[] = {
#define SHEET_STATUS_NAME(name) #name,
	SHEET_STATUS(SHEET_STATUS_NAME)
#undef SHEET_STATUS_NAME
};

const char *
movetext_status_name(enum sheet_status st)
{
	return st < SHEET_STATUS_NB ? sheet_names[st] : "?";
}

static bool
sheet_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

static bool
sheet_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* PGN's and PDN's results (chess, then draughts' points). */
static bool
sheet_result(const char *t, size_t n)
{
	static const char *const results[] = {
		"1-0", "0-1", "1/2-1/2", "\xc2\xbd-\xc2\xbd", "*", "0-0",
		"2-0", "0-2", "1-1", NULL
	};
	size_t	i;

	for (i = 0; results[i] != NULL; i++)
		if (strlen(results[i]) == n && memcmp(results[i], t, n) == 0)
			return true;
	return false;
}

/* A clock time for the last move: "1:23:45", or "[%clk 1:23:45]" in a
 * comment c[0..n); other comments are none (false, *st OK). */
static bool
sheet_clock(const char *c, size_t n, int64_t *ms, enum sheet_status *st)
{
	const char	*p;
	size_t		 a = 0, b, bad;

	*st = SHEET_OK;
	if ((p = memchr(c, '[', n)) != NULL &&
	    (size_t)(c + n - p) > 5 && memcmp(p, "[%clk", 5) == 0) {
		a = (size_t)(p - c) + 5;
		while (a < n && sheet_blank(c[a]))
			a++;
		for (b = a; b < n && c[b] != ']' && !sheet_blank(c[b]); b++)
			continue;
	} else {
		while (a < n && sheet_blank(c[a]))
			a++;
		b = n;
		while (b > a && sheet_blank(c[b - 1]))
			b--;
		for (p = c + a; p < c + b; p++)
			if (!sheet_digit(*p) && *p != ':' && *p != '.')
				return false;	/* a comment */
	}
	if (b == a || duration_parse(c + a, b - a, DURATION_UNSIGNED, ms,
	    &bad) != DURATION_OK) {
		*st = SHEET_E_CLOCK;
		return false;
	}
	return true;
}

/* A {comment} at cur->pos. */
static enum sheet_status
sheet_comment(struct sheet_cursor *cur)
{
	const char		*c = cur->text + cur->pos + 1, *end;
	struct sheet_move	*last;
	enum sheet_status	 st;
	int64_t			 ms;

	end = memchr(c, '}', cur->len - cur->pos - 1);
	if (end == NULL)
		return SHEET_E_COMMENT;
	if (sheet_clock(c, (size_t)(end - c), &ms, &st)) {
		last = cur->n > 0 ? &cur->moves[cur->n - 1] : NULL;
		if (last == NULL || last->has_clock || cur->ended)
			return SHEET_E_CLOCK_WHERE;
		last->has_clock = true;
		last->clock_ms = ms;
	} else if (st != SHEET_OK)
		return st;
	cur->pos = (size_t)(end - cur->text) + 1;
	return SHEET_OK;
}

/* "12." or "12..." at the token's start: its length, 0 for none. */
static size_t
sheet_number(struct sheet_cursor *cur, const char *t, size_t n)
{
	size_t		i = 0, dots;
	unsigned long	v = 0;

	while (i < n && sheet_digit(t[i])) {
		v = v * 10 + (unsigned long)(t[i] - '0');
		if (v > 99999)
			return 0;
		i++;
	}
	for (dots = 0; i + dots < n && t[i + dots] == '.'; dots++)
		continue;
	if (dots == 0 || (i == 0 && dots < 2))
		return 0;
	if (i > 0) {
		cur->number = (unsigned)v;
		cur->numbered = true;
	}
	cur->black = dots > 1;
	return i + dots;
}

/* A move token t[0..n), its marks dropped. */
static enum sheet_status
sheet_move(struct sheet_cursor *cur, const char *t, size_t n)
{
	struct sheet_move	*m;

	while (n > 0 && (t[n - 1] == '!' || t[n - 1] == '?'))
		n--;
	if (n == 0)
		return SHEET_OK;
	if (cur->ended)
		return SHEET_E_AFTER_RESULT;
	if (n >= GAME_MOVE_TEXT_MAX)
		return SHEET_E_LONG;
	if (cur->n == cur->max)
		return SHEET_E_MANY;
	m = &cur->moves[cur->n++];
	memset(m, 0, sizeof *m);
	memcpy(m->text, t, n);
	m->at = (size_t)(t - cur->text);
	if (cur->numbered) {
		m->number = cur->number;
		m->black = cur->black;
	}
	cur->numbered = false;
	return SHEET_OK;
}

/* The token at cur->pos. */
static enum sheet_status
sheet_token(struct sheet_cursor *cur)
{
	const char	*t = cur->text + cur->pos;
	size_t		 n = 0, k;

	while (cur->pos + n < cur->len && !sheet_blank(t[n]) &&
	    t[n] != '{' && t[n] != '(' && t[n] != ';')
		n++;
	cur->pos += n;
	if (t[0] == '$')			/* a NAG */
		return SHEET_OK;
	if (sheet_result(t, n)) {
		if (cur->ended)
			return SHEET_E_AFTER_RESULT;
		cur->ended = true;
		return SHEET_OK;
	}
	if ((k = sheet_number(cur, t, n)) > 0) {
		if (cur->ended)
			return SHEET_E_AFTER_RESULT;
		t += k;
		n -= k;
		if (n > 0 && sheet_digit(t[0]) && memchr(t, '.', n) != NULL)
			return SHEET_E_NUMBER;	/* "1.2.e4" */
	}
	return sheet_move(cur, t, n);
}

enum sheet_status
movetext_read(const char *text, size_t len, struct sheet_move *moves,
    size_t max, size_t *n, size_t *where)
{
	struct sheet_cursor	cur;
	enum sheet_status	st = SHEET_OK;
	char			c;

	/* Control bytes nowhere, not even in a comment: the lines made of
	 * the moves are journal lines. */
	for (*where = 0; *where < len; (*where)++) {
		c = text[*where];
		if (((unsigned char)c < 0x20 && !sheet_blank(c)) || c == 0x7f) {
			*n = 0;
			return SHEET_E_CONTROL;
		}
	}
	memset(&cur, 0, sizeof cur);
	cur.text = text;
	cur.len = len;
	cur.moves = moves;
	cur.max = max;
	while (st == SHEET_OK && cur.pos < len) {
		*where = cur.pos;
		c = text[cur.pos];
		if (sheet_blank(c))
			cur.pos++;
		else if (c == '{')
			st = sheet_comment(&cur);
		else if (c == ';') {
			while (cur.pos < len && text[cur.pos] != '\n')
				cur.pos++;
		} else if (c == '(')
			st = SHEET_E_VARIATION;
		else
			st = sheet_token(&cur);
	}
	if (st == SHEET_OK && cur.n == 0) {
		*where = len;
		st = SHEET_E_EMPTY;
	}
	*n = cur.n;
	return st;
}
