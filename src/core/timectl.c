/*
 * timectl.c: the time-control grammar of doc/commands.md (6.2) and the game
 * category of Appendices B and C.  See timectl.h for the decisions.
 */
#include "config.h"

#include <string.h>

#include "timectl.h"

/* A cursor over the text being parsed. */
struct tc_lex {
	const char	*s;
	size_t		 len;
	size_t		 pos;
};

static int
lex_peek(const struct tc_lex *lx)
{
	if (lx->pos >= lx->len)
		return -1;
	return (unsigned char)lx->s[lx->pos];
}

static bool
is_digit(int c)
{
	return c >= '0' && c <= '9';
}

/* An unsigned integer of at most max; *bad is where it went wrong. */
static enum status
lex_uint(struct tc_lex *lx, int64_t max, int64_t *out, size_t *bad)
{
	int64_t	v = 0;

	if (!is_digit(lex_peek(lx))) {
		*bad = lx->pos;
		return STATUS_E_TC_SYNTAX;
	}
	while (is_digit(lex_peek(lx))) {
		v = v * 10 + (lex_peek(lx) - '0');
		if (v > max) {
			*bad = lx->pos;
			return STATUS_E_TC_RANGE;
		}
		lx->pos++;
	}
	*out = v;
	return STATUS_OK;
}

/* Seconds with an optional fraction of up to three digits, into ms. */
static enum status
lex_seconds(struct tc_lex *lx, int64_t *ms, size_t *bad)
{
	enum status	st;
	int64_t		sec, frac = 0, scale = 100;

	if ((st = lex_uint(lx, TC_MAX_MS / 1000, &sec, bad)) != STATUS_OK)
		return st;
	if (lex_peek(lx) == '.') {
		lx->pos++;
		if (!is_digit(lex_peek(lx))) {
			*bad = lx->pos;
			return STATUS_E_TC_SYNTAX;
		}
		while (is_digit(lex_peek(lx))) {
			if (scale == 0) {
				*bad = lx->pos;	/* below a millisecond */
				return STATUS_E_TC_RANGE;
			}
			frac += (lex_peek(lx) - '0') * scale;
			scale /= 10;
			lx->pos++;
		}
	}
	if (sec * 1000 + frac > TC_MAX_MS) {
		*bad = lx->pos - 1;
		return STATUS_E_TC_RANGE;
	}
	*ms = sec * 1000 + frac;
	return STATUS_OK;
}

/* [moves/]seconds[+increment][d<delay>|b<delay>] */
static enum status
parse_period(struct tc_lex *lx, struct tc_period *p, bool first, size_t *bad)
{
	enum status	st;
	size_t		start = lx->pos, slash;
	int64_t		v;

	memset(p, 0, sizeof *p);
	/* A move count is digits followed by '/': look ahead for it. */
	for (slash = start; slash < lx->len && is_digit(lx->s[slash]); slash++)
		continue;
	if (slash > start && slash < lx->len && lx->s[slash] == '/') {
		if ((st = lex_uint(lx, TC_MAX_MOVES, &v, bad)) != STATUS_OK)
			return st;
		if (v == 0) {
			*bad = start;
			return STATUS_E_TC_RANGE;
		}
		p->moves = (uint16_t)v;
		lx->pos++;	/* the '/' */
	}
	start = lx->pos;
	if ((st = lex_seconds(lx, &p->base_ms, bad)) != STATUS_OK)
		return st;
	if (first && p->base_ms == 0) {
		*bad = start;
		return STATUS_E_TC_RANGE;
	}
	if (lex_peek(lx) == '+') {
		lx->pos++;
		if ((st = lex_seconds(lx, &p->inc_ms, bad)) != STATUS_OK)
			return st;
	}
	if (lex_peek(lx) == 'd' || lex_peek(lx) == 'b') {
		p->delay_kind = lex_peek(lx) == 'd' ? TC_DELAY_SIMPLE :
		    TC_DELAY_BRONSTEIN;	/* 6.2b */
		lx->pos++;
		if ((st = lex_seconds(lx, &p->delay_ms, bad)) != STATUS_OK)
			return st;
		if (p->delay_ms == 0)
			p->delay_kind = TC_DELAY_NONE;
	}
	return STATUS_OK;
}

static enum status
parse_periods(struct tc *tc, struct tc_lex *lx, size_t *bad)
{
	enum status	st;

	for (;;) {
		if (tc->nperiods == TC_MAX_PERIODS) {
			*bad = lx->pos;
			return STATUS_E_TC_PERIODS;
		}
		st = parse_period(lx, &tc->periods[tc->nperiods],
		    tc->nperiods == 0, bad);
		if (st != STATUS_OK)
			return st;
		tc->nperiods++;
		if (lex_peek(lx) == -1)
			return STATUS_OK;
		if (lex_peek(lx) != ':') {
			*bad = lx->pos;
			return STATUS_E_TC_SYNTAX;
		}
		lx->pos++;
	}
}

enum status
tc_parse(struct tc *out, const char *s, size_t len, size_t *bad)
{
	struct tc	tc;
	struct tc_lex	lx = { s, len, 0 };
	enum status	st = STATUS_OK;

	memset(&tc, 0, sizeof tc);
	if (len > 0 && (s[0] == '?' || s[0] == '-')) {
		tc.kind = s[0] == '?' ? TC_UNKNOWN : TC_NONE;
		if (len > 1) {
			*bad = 1;
			st = STATUS_E_TC_SYNTAX;
		}
	} else if (len > 0 && s[0] == '*') {
		tc.kind = TC_HOURGLASS;
		lx.pos = 1;
		st = lex_seconds(&lx, &tc.hourglass_ms, bad);
		if (st == STATUS_OK && tc.hourglass_ms == 0) {
			*bad = 1;
			st = STATUS_E_TC_RANGE;
		}
		if (st == STATUS_OK && lx.pos != len) {
			*bad = lx.pos;
			st = STATUS_E_TC_SYNTAX;
		}
	} else {
		tc.kind = TC_PERIODS;
		st = parse_periods(&tc, &lx, bad);
	}
	if (st == STATUS_OK)
		*out = tc;
	return st;
}

/* Appends to a bounded buffer; remembers overflow instead of failing. */
struct tc_out {
	char	*buf;
	size_t	 size;
	size_t	 len;
};

static void
out_char(struct tc_out *o, char c)
{
	if (o->len + 1 < o->size)
		o->buf[o->len] = c;
	o->len++;
}

static void
out_uint(struct tc_out *o, int64_t v)
{
	char	digits[24];
	int	n = 0;

	do {
		digits[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0);
	while (n > 0)
		out_char(o, digits[--n]);
}

/* Milliseconds as seconds, with the shortest exact fraction. */
static void
out_seconds(struct tc_out *o, int64_t ms)
{
	int64_t	frac = ms % 1000;

	out_uint(o, ms / 1000);
	if (frac == 0)
		return;
	out_char(o, '.');
	out_char(o, (char)('0' + frac / 100));
	if (frac % 100 != 0)
		out_char(o, (char)('0' + frac / 10 % 10));
	if (frac % 10 != 0)
		out_char(o, (char)('0' + frac % 10));
}

static void
out_period(struct tc_out *o, const struct tc_period *p)
{
	if (p->moves != 0) {
		out_uint(o, p->moves);
		out_char(o, '/');
	}
	out_seconds(o, p->base_ms);
	if (p->inc_ms != 0) {
		out_char(o, '+');
		out_seconds(o, p->inc_ms);
	}
	if (p->delay_kind != TC_DELAY_NONE) {
		out_char(o, p->delay_kind == TC_DELAY_SIMPLE ? 'd' : 'b');
		out_seconds(o, p->delay_ms);
	}
}

size_t
tc_format(const struct tc *tc, char *buf, size_t len)
{
	struct tc_out	o = { buf, len, 0 };
	size_t		i;

	switch (tc->kind) {
	case TC_UNKNOWN:
		out_char(&o, '?');
		break;
	case TC_NONE:
		out_char(&o, '-');
		break;
	case TC_HOURGLASS:
		out_char(&o, '*');
		out_seconds(&o, tc->hourglass_ms);
		break;
	default:
		for (i = 0; i < tc->nperiods; i++) {
			if (i > 0)
				out_char(&o, ':');
			out_period(&o, &tc->periods[i]);
		}
		break;
	}
	if (o.len >= len) {
		if (len > 0)
			buf[0] = '\0';
		return 0;
	}
	buf[o.len] = '\0';
	return o.len;
}

static bool
period_equal(const struct tc_period *a, const struct tc_period *b)
{
	return a->moves == b->moves && a->delay_kind == b->delay_kind &&
	    a->base_ms == b->base_ms && a->inc_ms == b->inc_ms &&
	    a->delay_ms == b->delay_ms;
}

bool
tc_equal(const struct tc *a, const struct tc *b)
{
	size_t	i;

	if (a->kind != b->kind || a->nperiods != b->nperiods ||
	    a->hourglass_ms != b->hourglass_ms)
		return false;
	for (i = 0; i < a->nperiods; i++) {
		if (!period_equal(&a->periods[i], &b->periods[i]))
			return false;
	}
	return true;
}

static bool
ms_ok(int64_t ms)
{
	return ms >= 0 && ms <= TC_MAX_MS;
}

static bool
period_ok(const struct tc_period *p, bool first)
{
	if (p->moves > TC_MAX_MOVES)
		return false;
	if (!ms_ok(p->base_ms) || !ms_ok(p->inc_ms) || !ms_ok(p->delay_ms))
		return false;
	if (first && p->base_ms == 0)
		return false;
	if (p->delay_kind > TC_DELAY_BRONSTEIN)
		return false;
	return (p->delay_kind == TC_DELAY_NONE) == (p->delay_ms == 0);
}

bool
tc_ok(const struct tc *tc)
{
	size_t	i;

	switch (tc->kind) {
	case TC_UNKNOWN:
	case TC_NONE:
		return tc->nperiods == 0 && tc->hourglass_ms == 0;
	case TC_HOURGLASS:
		return tc->nperiods == 0 && tc->hourglass_ms > 0 &&
		    tc->hourglass_ms <= TC_MAX_MS;
	case TC_PERIODS:
		if (tc->nperiods == 0 || tc->nperiods > TC_MAX_PERIODS ||
		    tc->hourglass_ms != 0)
			return false;
		for (i = 0; i < tc->nperiods; i++) {
			if (!period_ok(&tc->periods[i], i == 0))
				return false;
		}
		return true;
	default:
		return false;
	}
}

/* Base plus 60 times what each move brings (B1, C1), by thresholds. */
static enum tc_category
category_of(int64_t ms, const struct tc_limits *l)
{
	if (ms <= l->blitz_upto_ms)
		return TC_BLITZ;		/* C1 */
	if (ms <= l->rapid_upto_ms)
		return TC_RAPID;		/* B1 */
	return TC_STANDARD;
}

enum tc_category
tc_category(const struct tc *tc, const struct tc_limits *l)
{
	const struct tc_period	*p = &tc->periods[0];

	if (tc->kind == TC_HOURGLASS)
		return category_of(tc->hourglass_ms, l);
	/* B1, C1: "all the moves" in one fixed time. */
	if (tc->kind != TC_PERIODS || tc->nperiods != 1 || p->moves != 0)
		return TC_STANDARD;
	return category_of(p->base_ms + 60 * (p->inc_ms + p->delay_ms), l);
}

bool
tc_timed(const struct tc *tc)
{
	return tc->kind == TC_PERIODS || tc->kind == TC_HOURGLASS;
}
