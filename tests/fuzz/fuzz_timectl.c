/*
 * fuzz_timectl.c: any bytes into tc_parse(); an accepted control must be
 * well formed, write back, and read back equal; a refused one must name
 * an offset inside the input (or its end).  A clock then runs the control
 * with the same bytes as operations, checking clock_ok(), that flags stay
 * put and that the next-change deadline is exact after every one.
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "edition.h"
#include "format.h"
#include "timectl.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* The text a side shows at now. */
static void
shown(const struct clock *c, int64_t now, int side, char *buf)
{
	struct clock_view	v;

	clock_peek(c, now, &v);
	if (format_clock_side(buf, FORMAT_CLOCK_MAX, c, &v, side, NULL) == 0)
		abort();
}

/* The next-change deadline is exact, and flags never move. */
static void
check(const struct clock *c, const struct clock *prev, int64_t now)
{
	char	a[FORMAT_CLOCK_MAX], b[FORMAT_CLOCK_MAX];
	int64_t	dt;
	int	s;

	if (!clock_ok(c))
		abort();
	for (s = 0; s < 2; s++) {
		if (prev->flag[s] != CLOCK_NO_FLAG &&
		    c->flag[s] != prev->flag[s])
			abort();
		dt = clock_next_change(c, now, s, FORMAT_TENTHS_MS);
		if (dt == CLOCK_NEVER)
			continue;
		if (dt <= 0)
			abort();
		shown(c, now, s, a);
		shown(c, now + dt - 1, s, b);
		if (strcmp(a, b) != 0)
			abort();
		shown(c, now + dt, s, b);
		if (strcmp(a, b) == 0)
			abort();
	}
}

/*
 * Settling is lazy, so it must not matter when it happens: a stop and go
 * at a middle instant leave every later reading as it was.
 */
static void
check_split(const struct clock *c, int64_t now, int64_t dt)
{
	struct clock		split = *c;
	struct clock_view	a, b;
	int			s;

	if (c->state != CLOCK_RUNNING)
		return;
	if (clock_stop(&split, now + dt / 2) != STATUS_OK ||
	    clock_go(&split, now + dt / 2) != STATUS_OK)
		abort();
	clock_peek(c, now + dt, &a);
	clock_peek(&split, now + dt, &b);
	for (s = 0; s < 2; s++) {
		if (a.left[s] != b.left[s] || a.used[s] != b.used[s] ||
		    a.flag[s] != b.flag[s] || a.period[s] != b.period[s])
			abort();
	}
	if (a.delay_left != b.delay_left || a.turn_ms != b.turn_ms)
		abort();
}

/* Each byte is an operation after some time: press, stop/go, corrections. */
static void
drive(struct clock *c, const uint8_t *data, size_t size)
{
	struct clock	prev;
	int64_t		now = 0, v;
	size_t		i;

	for (i = 0; i < size; i++) {
		prev = *c;
		v = (int64_t)data[i] * 7919 % 100000;
		check_split(c, now, v);
		now += v;
		switch (data[i] % 8) {
		case 4:
			if (c->state == CLOCK_RUNNING)
				(void)clock_stop(c, now);
			else
				(void)clock_go(c, now);
			break;
		case 5:
			(void)clock_adjust(c, now, data[i] & 1, v - 50000);
			break;
		case 6:
			(void)clock_set(c, now, v, 100000 - v,
			    (int)(data[i] % 50) - 1);
			break;
		case 7:
			(void)clock_charge(c, now, data[i] & 1, now + v);
			break;
		default:
			if (clock_press(c, now) != STATUS_OK)
				abort();
			break;
		}
		check(c, &prev, now);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tc	tc, back;
	struct clock	c;
	char		buf[TC_TEXT_MAX];
	size_t		bad = (size_t)-1, n;

	if (tc_parse(&tc, (const char *)data, size, &bad) != STATUS_OK) {
		if (bad > size)
			abort();
		return 0;
	}
	if (!tc_ok(&tc))
		abort();
	n = tc_format(&tc, buf, sizeof buf);
	if (n == 0)
		abort();
	if (tc_parse(&back, buf, n, &bad) != STATUS_OK ||
	    !tc_equal(&tc, &back))
		abort();
	/* The canonical form is a fixed point. */
	{
		char	again[TC_TEXT_MAX];

		if (tc_format(&back, again, sizeof again) != n ||
		    memcmp(again, buf, n) != 0)
			abort();
	}
	/* And a clock can run it: the input's bytes drive it too. */
	clock_init(&c, &tc);
	if (clock_start(&c, 0, CLOCK_WHITE) != STATUS_OK)
		abort();
	drive(&c, data, size);
	{
		/* B1 and C1 of every edition. */
		const struct edition	*ed;
		struct tc_limits	 l;
		size_t			 i;

		for (i = 0; (ed = edition_at(i)) != NULL; i++) {
			l.blitz_upto_ms = edition_param(ed,
			    EDITION_BLITZ_UPTO_MS);
			l.rapid_upto_ms = edition_param(ed,
			    EDITION_RAPID_UPTO_MS);
			(void)tc_category(&tc, &l);
		}
	}
	return 0;
}
