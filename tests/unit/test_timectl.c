/*
 * test_timectl.c: the time-control grammar (doc/commands.md, 6.2) and the
 * categories of B1 and C1.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <string.h>
#include <cmocka.h>

#include "edition.h"
#include "timectl.h"

static struct tc
parse_ok(const char *s)
{
	struct tc	tc;
	size_t		bad = 99;

	memset(&tc, 0xa5, sizeof tc);
	assert_int_equal(tc_parse(&tc, s, strlen(s), &bad), STATUS_OK);
	assert_true(tc_ok(&tc));
	return tc;
}

static void
parse_bad(const char *s, enum status want, size_t want_off)
{
	struct tc	tc, before;
	size_t		bad = 999;

	memset(&tc, 0x5a, sizeof tc);
	before = tc;
	assert_int_equal(tc_parse(&tc, s, strlen(s), &bad), want);
	assert_int_equal(bad, want_off);
	assert_memory_equal(&tc, &before, sizeof tc);	/* changes nothing */
}

/* Parses, writes back exactly as given, and reads back equal. */
static void
round_trip(const char *s)
{
	struct tc	a = parse_ok(s), b;
	char		buf[TC_TEXT_MAX];
	size_t		n, bad;

	n = tc_format(&a, buf, sizeof buf);
	assert_int_equal(n, strlen(s));
	assert_string_equal(buf, s);
	assert_int_equal(tc_parse(&b, buf, n, &bad), STATUS_OK);
	assert_true(tc_equal(&a, &b));
}

static void
test_examples(void **state)
{
	struct tc	tc;

	(void)state;
	round_trip("40/5400+30:1800+30");
	round_trip("40/7200:20/3600:900");
	round_trip("5400:1800");
	round_trip("5400:40/1800:600");	/* sudden death may come first */
	round_trip("300+3");
	round_trip("900+10");
	round_trip("1800d5");
	round_trip("3600b10");
	round_trip("*180");
	round_trip("?");
	round_trip("-");

	tc = parse_ok("40/5400+30:1800+30");
	assert_int_equal(tc.kind, TC_PERIODS);
	assert_int_equal(tc.nperiods, 2);
	assert_int_equal(tc.periods[0].moves, 40);
	assert_int_equal(tc.periods[0].base_ms, 5400000);
	assert_int_equal(tc.periods[0].inc_ms, 30000);
	assert_int_equal(tc.periods[1].moves, 0);
	assert_int_equal(tc.periods[1].base_ms, 1800000);
	assert_int_equal(tc.periods[1].inc_ms, 30000);

	tc = parse_ok("40/7200:20/3600:900");
	assert_int_equal(tc.nperiods, 3);
	assert_int_equal(tc.periods[1].moves, 20);
	assert_int_equal(tc.periods[1].base_ms, 3600000);
	assert_int_equal(tc.periods[2].moves, 0);
	assert_int_equal(tc.periods[2].base_ms, 900000);

	tc = parse_ok("1800d5");
	assert_int_equal(tc.periods[0].delay_kind, TC_DELAY_SIMPLE);
	assert_int_equal(tc.periods[0].delay_ms, 5000);
	tc = parse_ok("3600b10");
	assert_int_equal(tc.periods[0].delay_kind, TC_DELAY_BRONSTEIN);
	assert_int_equal(tc.periods[0].delay_ms, 10000);
	tc = parse_ok("*180");
	assert_int_equal(tc.kind, TC_HOURGLASS);
	assert_int_equal(tc.hourglass_ms, 180000);
	assert_int_equal(tc.nperiods, 0);
	assert_int_equal(parse_ok("?").kind, TC_UNKNOWN);
	assert_int_equal(parse_ok("-").kind, TC_NONE);
}

static void
test_fractions(void **state)
{
	struct tc	tc;

	(void)state;
	tc = parse_ok("1800.5");
	assert_int_equal(tc.periods[0].base_ms, 1800500);
	tc = parse_ok("2.125+0.25d0.001");
	assert_int_equal(tc.periods[0].base_ms, 2125);
	assert_int_equal(tc.periods[0].inc_ms, 250);
	assert_int_equal(tc.periods[0].delay_ms, 1);
	round_trip("1800.5");
	round_trip("2.125+0.25d0.001");
	round_trip("*0.5");
	round_trip("40/5400.05:0.75");
	/* A fourth decimal would be below a millisecond. */
	parse_bad("1800.5555", STATUS_E_TC_RANGE, 8);
	parse_bad("1800.", STATUS_E_TC_SYNTAX, 5);
	parse_bad("1800.+3", STATUS_E_TC_SYNTAX, 5);
	parse_bad(".5", STATUS_E_TC_SYNTAX, 0);
}

/* Accepted spellings that read back in the canonical form. */
static void
canonical(const char *in, const char *out)
{
	struct tc	tc = parse_ok(in), back;
	char		buf[TC_TEXT_MAX];
	size_t		bad;

	assert_int_not_equal(tc_format(&tc, buf, sizeof buf), 0);
	assert_string_equal(buf, out);
	assert_int_equal(tc_parse(&back, buf, strlen(buf), &bad), STATUS_OK);
	assert_true(tc_equal(&tc, &back));
}

static void
test_canonical(void **state)
{
	(void)state;
	canonical("300+0", "300");
	canonical("300d0", "300");
	canonical("300b0.000", "300");
	canonical("0040/05400", "40/5400");
	canonical("1800.500", "1800.5");
	canonical("1800.050", "1800.05");
	canonical("*0180", "*180");
	canonical("300+2d5", "300+2d5");
}

static void
test_errors(void **state)
{
	(void)state;
	parse_bad("", STATUS_E_TC_SYNTAX, 0);
	parse_bad("x", STATUS_E_TC_SYNTAX, 0);
	parse_bad("40/", STATUS_E_TC_SYNTAX, 3);
	parse_bad("40/5400+", STATUS_E_TC_SYNTAX, 8);
	parse_bad("40/5400+30:", STATUS_E_TC_SYNTAX, 11);
	parse_bad("40/5400+30;1800", STATUS_E_TC_SYNTAX, 10);
	parse_bad("40/5400 ", STATUS_E_TC_SYNTAX, 7);
	parse_bad("300d", STATUS_E_TC_SYNTAX, 4);
	parse_bad("300x5", STATUS_E_TC_SYNTAX, 3);
	parse_bad("300d5b5", STATUS_E_TC_SYNTAX, 5);
	parse_bad("300+3+3", STATUS_E_TC_SYNTAX, 5);
	parse_bad("-5", STATUS_E_TC_SYNTAX, 1);
	parse_bad("??", STATUS_E_TC_SYNTAX, 1);
	parse_bad("*", STATUS_E_TC_SYNTAX, 1);
	parse_bad("*180+3", STATUS_E_TC_SYNTAX, 4);
	parse_bad("*0", STATUS_E_TC_RANGE, 1);
	parse_bad("0/300", STATUS_E_TC_RANGE, 0);
	parse_bad("0+30", STATUS_E_TC_RANGE, 0);
	parse_bad("1000/300", STATUS_E_TC_RANGE, 3);
	parse_bad("99999999", STATUS_E_TC_RANGE, 6);
	parse_bad("3600000.001", STATUS_E_TC_RANGE, 10);
	parse_bad("1/1:1/1:1/1:1/1:1/1:1/1:1/1:1/1:1",
	    STATUS_E_TC_PERIODS, 32);
	/* A NUL byte is a character like any other. */
	{
		struct tc	tc;
		size_t		bad = 0;

		assert_int_equal(tc_parse(&tc, "300\0+3", 6, &bad),
		    STATUS_E_TC_SYNTAX);
		assert_int_equal(bad, 3);
	}
}

static void
test_limits(void **state)
{
	struct tc	tc;
	char		small[8];

	(void)state;
	round_trip("999/3600000+3600000b3600000");
	round_trip("1/1:1/1:1/1:1/1:1/1:1/1:1/1:1");
	round_trip("40/5400:0+30");	/* a later period may start at 0 */
	tc = parse_ok("40/5400+30:1800+30");
	assert_int_equal(tc_format(&tc, small, sizeof small), 0);
	assert_string_equal(small, "");
	assert_int_equal(tc_format(&tc, small, 0), 0);
}

static void
test_equal(void **state)
{
	struct tc	a = parse_ok("40/5400+30:1800+30"), b;

	(void)state;
	b = parse_ok("40/5400+30:1800+31");
	assert_false(tc_equal(&a, &b));
	b = parse_ok("40/5400+30:1800d30");
	assert_false(tc_equal(&a, &b));
	b = parse_ok("40/5400+30");
	assert_false(tc_equal(&a, &b));
	b = parse_ok("40/5400+30:1800+30");
	assert_true(tc_equal(&a, &b));
	b.periods[1].delay_kind = TC_DELAY_SIMPLE;	/* no delay_ms: bad */
	assert_false(tc_ok(&b));
	b = parse_ok("40/5400+30:1800+30");
	b.periods[0].base_ms = 0;	/* the first period needs time */
	assert_false(tc_ok(&b));
	b = parse_ok("40/5400+30:1800+30");
	b.periods[0].moves = TC_MAX_MOVES + 1;
	assert_false(tc_ok(&b));
}

/* B1 and C1 as the 2005 edition sets them. */
static enum tc_category
cat(const char *s)
{
	const struct edition	*ed = edition_find("fide-2005", 9);
	struct tc_limits	 l = {
		edition_param(ed, EDITION_BLITZ_UPTO_MS),
		edition_param(ed, EDITION_RAPID_UPTO_MS),
	};
	struct tc		 tc = parse_ok(s);

	return tc_category(&tc, &l);
}

static void
test_category(void **state)
{
	(void)state;
	/* B1, C1: base + 60 x increment, 15 to 60 minutes rapid. */
	assert_int_equal(cat("900"), TC_RAPID);		/* exactly 15 min */
	assert_int_equal(cat("899.999"), TC_BLITZ);
	assert_int_equal(cat("3600"), TC_RAPID);	/* exactly 60 min */
	assert_int_equal(cat("3600.001"), TC_STANDARD);
	assert_int_equal(cat("300+3"), TC_BLITZ);	/* 8 min */
	assert_int_equal(cat("600+5"), TC_RAPID);	/* 10 + 5 = 15 min */
	assert_int_equal(cat("900+10"), TC_RAPID);	/* 25 min */
	assert_int_equal(cat("840+1"), TC_RAPID);	/* 14 + 1 = 15 min */
	assert_int_equal(cat("839+1"), TC_BLITZ);
	assert_int_equal(cat("1800d5"), TC_RAPID);	/* delay counts */
	assert_int_equal(cat("3600b10"), TC_STANDARD);	/* 70 min */
	assert_int_equal(cat("3001+10"), TC_STANDARD);	/* 60 min + 1 s */
	assert_int_equal(cat("1800+30"), TC_RAPID);	/* exactly 60 min */
	assert_int_equal(cat("2400+30"), TC_STANDARD);	/* 70 min */
	/* More than one period, or a move count: standard play. */
	assert_int_equal(cat("40/5400+30:1800+30"), TC_STANDARD);
	assert_int_equal(cat("5400:1800"), TC_STANDARD);
	assert_int_equal(cat("60/900"), TC_STANDARD);
	assert_int_equal(cat("300:300"), TC_STANDARD);
	assert_int_equal(cat("*180"), TC_BLITZ);
	assert_int_equal(cat("*1800"), TC_RAPID);
	assert_int_equal(cat("?"), TC_STANDARD);
	assert_int_equal(cat("-"), TC_STANDARD);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_examples),
		cmocka_unit_test(test_fractions),
		cmocka_unit_test(test_canonical),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_limits),
		cmocka_unit_test(test_equal),
		cmocka_unit_test(test_category),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
