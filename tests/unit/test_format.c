/*
 * test_format.c: clock text at its boundaries, and the "where does the
 * text change" functions checked against the text itself, millisecond by
 * millisecond.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "clock.h"
#include "format.h"
#include "record.h"

static const char *
text(int64_t ms, int64_t tenths)
{
	static char			buf[FORMAT_CLOCK_MAX];
	struct format_clock_opts	o = { tenths, NULL };

	assert_int_not_equal(format_clock(buf, sizeof buf, ms, false, &o), 0);
	return buf;
}

static void
screen(int64_t ms, const char *want)
{
	char	buf[FORMAT_CLOCK_MAX];
	size_t	n;

	n = format_clock(buf, sizeof buf, ms, false, NULL);
	assert_string_equal(buf, want);
	assert_int_equal(n, strlen(want));
}

static void
test_screen(void **state)
{
	(void)state;
	/* Rounded up: a clock shows the whole unit it is in. */
	screen(5400000, "1:30:00");
	screen(5399001, "1:30:00");
	screen(5399000, "1:29:59");
	screen(3600000, "1:00:00");
	screen(3599001, "1:00:00");		/* 59:59.x shows 1:00:00 */
	screen(3599000, "59:59");
	screen(600000, "10:00");
	screen(60001, "1:01");
	screen(60000, "1:00");
	screen(59999, "1:00");
	screen(59000, "0:59");
	screen(20001, "0:21");
	screen(20000, "0:20");
	screen(19901, "0:20");			/* 19.9x: still 20 s */
	screen(19900, "19.9");			/* tenths from here */
	screen(19801, "19.9");
	screen(10000, "10.0");
	screen(9999, "10.0");
	screen(101, "0.2");
	screen(100, "0.1");
	screen(1, "0.1");
	screen(0, "0.0");			/* only when really 0 */
	screen(-5, "0.0");
	screen(36000000, "10:00:00");
	screen(CLOCK_MAX_MS, "100000:00:00");
}

static void
test_options(void **state)
{
	struct format_clock_opts	none = { 0, FORMAT_FLAG_MARK };
	struct format_clock_opts	minute = { 90000, "F" };
	struct format_clock_opts	odd = { 1550, NULL };
	char				buf[FORMAT_CLOCK_MAX];

	(void)state;
	/* Tenths disabled. */
	format_clock(buf, sizeof buf, 19900, false, &none);
	assert_string_equal(buf, "0:20");
	format_clock(buf, sizeof buf, 1, false, &none);
	assert_string_equal(buf, "0:01");
	format_clock(buf, sizeof buf, 0, true, &none);
	assert_string_equal(buf, "0:00!");
	/* The flag marker stays when time was added after the fall. */
	format_clock(buf, sizeof buf, 120000, true, NULL);
	assert_string_equal(buf, "2:00!");
	format_clock(buf, sizeof buf, 0, true, NULL);
	assert_string_equal(buf, "0.0!");
	format_clock(buf, sizeof buf, 0, true, &odd);
	assert_string_equal(buf, "0.0");	/* no marker wanted */
	/* Tenths above a minute. */
	format_clock(buf, sizeof buf, 89900, false, &minute);
	assert_string_equal(buf, "1:29.9");
	format_clock(buf, sizeof buf, 65000, true, &minute);
	assert_string_equal(buf, "1:05.0F");
	format_clock(buf, sizeof buf, 89901, false, &minute);
	assert_string_equal(buf, "1:30");
	/* A threshold off the tenths grid: tenths shown below 1.55 s. */
	assert_string_equal(text(1501, 1550), "0:02");
	assert_string_equal(text(1500, 1550), "1.5");
}

struct sink {
	char	text[256];
	size_t	len;
};

static void
sink_out(void *arg, const char *text, size_t len)
{
	struct sink	*k = arg;

	assert_true(k->len + len < sizeof k->text);
	memcpy(k->text + k->len, text, len);
	k->len += len;
	k->text[k->len] = '\0';
}

/* The record's clock after a move of White's: "[%clk ...]". */
static const char *
clk(int64_t ms)
{
	static struct sink	k;
	struct record_writer	w;
	const char		*at;

	k.len = 0;
	record_writer_init(&w, sink_out, &k);
	record_writer_move(&w, "e4", 1, 0, ms);
	at = strstr(k.text, "[%clk ");
	assert_non_null(at);
	return at;
}

/* [%clk] rounds as the clock and the scoresheet do: a second begun is
 * whole (format_clock), never tenths. */
static void
test_pgn(void **state)
{
	(void)state;
	assert_string_equal(clk(5400000), "[%clk 1:30:00]}");
	assert_string_equal(clk(5399500), "[%clk 1:30:00]}");
	assert_string_equal(clk(0), "[%clk 0:00:00]}");
	assert_string_equal(clk(1), "[%clk 0:00:01]}");
	assert_string_equal(clk(19900), "[%clk 0:00:20]}");
	assert_string_equal(clk(3599001), "[%clk 1:00:00]}");
	assert_string_equal(clk(3599000), "[%clk 0:59:59]}");
	assert_string_equal(clk(36000000), "[%clk 10:00:00]}");
}

static void
test_small_buffers(void **state)
{
	char	buf[8];

	(void)state;
	assert_int_equal(format_clock(buf, 5, 3600000, false, NULL), 0);
	assert_string_equal(buf, "");
	assert_int_equal(format_clock(buf, 8, 3600000, false, NULL), 7);
	assert_string_equal(buf, "1:00:00");
	assert_int_equal(format_clock(buf, 8, 3600000, true, NULL), 0);
	assert_int_equal(format_clock(buf, 0, 1000, false, NULL), 0);
}

/*
 * Walk ms from 0 to top: within each run of equal text, below() is the
 * value just before the run and above() the value just after it.
 */
static void
check_edges(int64_t top, int64_t tenths)
{
	char	prev[FORMAT_CLOCK_MAX], cur[FORMAT_CLOCK_MAX];
	int64_t	ms, run_start = 0, k;
	int64_t	changes = 0;

	strcpy(prev, text(0, tenths));
	assert_int_equal(format_clock_below(0, tenths), -1);
	for (ms = 1; ms <= top + 1; ms++) {
		strcpy(cur, text(ms, tenths));
		if (strcmp(cur, prev) == 0)
			continue;
		/* The run [run_start, ms - 1] ended. */
		for (k = run_start; k < ms; k += 1 + (ms - run_start) / 7)
			assert_int_equal(format_clock_above(k, tenths), ms);
		assert_int_equal(format_clock_above(ms - 1, tenths), ms);
		assert_int_equal(format_clock_below(ms, tenths), ms - 1);
		assert_int_equal(format_clock_below(ms + (ms < top), tenths) <
		    ms, true);
		run_start = ms;
		strcpy(prev, cur);
		changes++;
	}
	/* Inside a run, below() points just before the run's start. */
	for (ms = 1; ms <= top; ms += 37) {
		int64_t	b = format_clock_below(ms, tenths);

		assert_true(b < ms);
		strcpy(cur, text(ms, tenths));
		assert_string_not_equal(text(b, tenths), cur);
		assert_string_equal(text(b + 1, tenths), cur);
	}
	assert_true(changes > top / 1000);
}

static void
test_edges(void **state)
{
	(void)state;
	check_edges(70000, FORMAT_TENTHS_MS);
	check_edges(70000, 0);
	check_edges(5000, 100);
	check_edges(5000, 1550);
	check_edges(100000, 90000);
	/* Around the hour. */
	assert_int_equal(format_clock_below(3600000, FORMAT_TENTHS_MS),
	    3599000);
	assert_int_equal(format_clock_below(3599001, FORMAT_TENTHS_MS),
	    3599000);
	assert_int_equal(format_clock_above(3599000, FORMAT_TENTHS_MS),
	    3599001);
	/* Into tenths: from 0:20 the next text is 19.9. */
	assert_int_equal(format_clock_below(20000, FORMAT_TENTHS_MS), 19900);
	assert_int_equal(format_clock_below(19950, FORMAT_TENTHS_MS), 19900);
	assert_int_equal(format_clock_above(19900, FORMAT_TENTHS_MS), 19901);
	assert_int_equal(format_clock_above(0, FORMAT_TENTHS_MS), 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_screen),
		cmocka_unit_test(test_options),
		cmocka_unit_test(test_pgn),
		cmocka_unit_test(test_small_buffers),
		cmocka_unit_test(test_edges),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
