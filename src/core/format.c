/*
 * format.c: clock text (see format.h for the rounding rule).
 */
#include "config.h"

#include <string.h>

#include "format.h"

static const struct format_clock_opts format_defaults = {
	FORMAT_TENTHS_MS, FORMAT_FLAG_MARK
};

/* A bounded buffer that records overflow instead of failing. */
struct format_out {
	char	*buf;
	size_t	 size;
	size_t	 len;
};

static void
out_char(struct format_out *o, char c)
{
	if (o->len + 1 < o->size)
		o->buf[o->len] = c;
	o->len++;
}

static void
out_str(struct format_out *o, const char *s)
{
	while (*s != '\0')
		out_char(o, *s++);
}

static void
out_uint(struct format_out *o, int64_t v, int width)
{
	char	digits[24];
	int	n = 0;

	do {
		digits[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0 || n < width);
	while (n > 0)
		out_char(o, digits[--n]);
}

static size_t
out_end(struct format_out *o)
{
	if (o->len >= o->size) {
		if (o->size > 0)
			o->buf[0] = '\0';
		return 0;
	}
	o->buf[o->len] = '\0';
	return o->len;
}

static int64_t
ceil_div(int64_t a, int64_t b)
{
	return (a + b - 1) / b;
}

/* h:mm:ss, or m:ss below an hour unless hours are forced. */
static void
out_hms(struct format_out *o, int64_t sec, bool hours)
{
	if (hours || sec >= 3600) {
		out_uint(o, sec / 3600, 1);
		out_char(o, ':');
		out_uint(o, sec / 60 % 60, 2);
	} else
		out_uint(o, sec / 60, 1);
	out_char(o, ':');
	out_uint(o, sec % 60, 2);
}

/* The largest time in ms whose text is in tenths, or -1 if none is. */
static int64_t
tenths_top(int64_t tenths_ms)
{
	if (tenths_ms <= 0)
		return -1;
	return (ceil_div(tenths_ms, 100) - 1) * 100;
}

size_t
format_clock(char *buf, size_t len, int64_t ms, bool flagged,
    const struct format_clock_opts *opts)
{
	struct format_out	o = { buf, len, 0 };
	int64_t			t;

	if (opts == NULL)
		opts = &format_defaults;
	if (ms < 0)
		ms = 0;
	if (ms <= tenths_top(opts->tenths_ms)) {
		t = ceil_div(ms, 100);
		if (t < 600)
			out_uint(&o, t / 10, 1);
		else
			out_hms(&o, t / 10, false);
		out_char(&o, '.');
		out_char(&o, (char)('0' + t % 10));
	} else
		out_hms(&o, ceil_div(ms, 1000), false);
	if (flagged && opts->flag_mark != NULL)
		out_str(&o, opts->flag_mark);
	return out_end(&o);
}

int64_t
format_clock_below(int64_t ms, int64_t tenths_ms)
{
	int64_t	top = tenths_top(tenths_ms), edge;

	if (ms <= 0)
		return -1;
	if (ms <= top)
		return (ceil_div(ms, 100) - 1) * 100;
	edge = (ceil_div(ms, 1000) - 1) * 1000;
	return edge > top ? edge : top;	/* the switch to tenths */
}

int64_t
format_clock_above(int64_t ms, int64_t tenths_ms)
{
	int64_t	top = tenths_top(tenths_ms), edge;

	if (ms < 0)
		ms = 0;
	if (ms > top)
		return ceil_div(ms, 1000) * 1000 + 1;
	edge = ceil_div(ms, 100) * 100 + 1;
	return edge < top + 1 ? edge : top + 1;	/* the switch to seconds */
}
