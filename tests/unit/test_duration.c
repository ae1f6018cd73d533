/*
 * test_duration.c: the <duration>, date and time-of-day words.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "duration.h"

static enum duration_status
parse(const char *s, enum duration_sign sign, int64_t *ms, size_t *bad)
{
	return duration_parse(s, strlen(s), sign, ms, bad);
}

static void
check_ok(const char *s, enum duration_sign sign, int64_t want)
{
	int64_t	ms = -12345;
	size_t	bad = 99;

	if (parse(s, sign, &ms, &bad) != DURATION_OK)
		fail_msg("'%s' refused at %zu", s, bad);
	if (ms != want)
		fail_msg("'%s' gave %lld, want %lld", s, (long long)ms,
		    (long long)want);
}

static void
check_bad(const char *s, enum duration_sign sign, enum duration_status want,
    size_t want_bad)
{
	int64_t	ms = 777;
	size_t	bad = 99;

	if (parse(s, sign, &ms, &bad) != want)
		fail_msg("'%s' not refused with %d", s, (int)want);
	if (bad != want_bad)
		fail_msg("'%s' bad at %zu, want %zu", s, bad, want_bad);
	assert_int_equal(ms, 777);	/* unchanged */
}

static void
test_duration_forms(void **state)
{
	(void)state;
	check_ok("90", DURATION_UNSIGNED, 90000);
	check_ok("0", DURATION_UNSIGNED, 0);
	check_ok("1:30", DURATION_UNSIGNED, 90000);
	check_ok("90:00", DURATION_UNSIGNED, 5400000);
	check_ok("1:02:03", DURATION_UNSIGNED, 3723000);
	check_ok("2m", DURATION_UNSIGNED, 120000);
	check_ok("30s", DURATION_UNSIGNED, 30000);
	check_ok("1h30m", DURATION_UNSIGNED, 5400000);
	check_ok("1h", DURATION_UNSIGNED, 3600000);
	check_ok("1h2m3s", DURATION_UNSIGNED, 3723000);
	check_ok("1m30.5s", DURATION_UNSIGNED, 90500);
	check_ok("1:30.5", DURATION_UNSIGNED, 90500);
	check_ok("2.5s", DURATION_UNSIGNED, 2500);
	check_ok("2.5", DURATION_UNSIGNED, 2500);
	check_ok("0.001", DURATION_UNSIGNED, 1);
	check_ok("1:02:03.25", DURATION_UNSIGNED, 3723250);
	check_ok("+2m", DURATION_SIGNED, 120000);
	check_ok("-30", DURATION_SIGNED, -30000);
	check_ok("-1:30.5", DURATION_SIGNED, -90500);
	check_ok("999:00:00", DURATION_UNSIGNED, DURATION_MAX_MS);
}

static void
test_duration_errors(void **state)
{
	(void)state;
	check_bad("", DURATION_UNSIGNED, DURATION_E_SYNTAX, 0);
	check_bad("abc", DURATION_UNSIGNED, DURATION_E_SYNTAX, 0);
	check_bad("+2m", DURATION_UNSIGNED, DURATION_E_SIGN, 0);
	check_bad("2m", DURATION_SIGNED, DURATION_E_SIGN, 0);
	check_bad("+", DURATION_SIGNED, DURATION_E_SYNTAX, 1);
	check_bad("1:60", DURATION_UNSIGNED, DURATION_E_RANGE, 2);
	check_bad("1:5", DURATION_UNSIGNED, DURATION_E_SYNTAX, 2);
	check_bad("1:02:60", DURATION_UNSIGNED, DURATION_E_RANGE, 5);
	check_bad("1:02:03:04", DURATION_UNSIGNED, DURATION_E_SYNTAX, 7);
	check_bad("1h75m", DURATION_UNSIGNED, DURATION_E_RANGE, 2);
	check_bad("30s2m", DURATION_UNSIGNED, DURATION_E_SYNTAX, 4);
	check_bad("2mm", DURATION_UNSIGNED, DURATION_E_SYNTAX, 2);
	check_bad("2x", DURATION_UNSIGNED, DURATION_E_SYNTAX, 1);
	check_bad("1.5m", DURATION_UNSIGNED, DURATION_E_SYNTAX, 3);
	check_bad("1h1.5m", DURATION_UNSIGNED, DURATION_E_FRACTION, 5);
	check_bad("1.2345", DURATION_UNSIGNED, DURATION_E_FRACTION, 5);
	check_bad("2.", DURATION_UNSIGNED, DURATION_E_SYNTAX, 2);
	check_bad("1:30 ", DURATION_UNSIGNED, DURATION_E_SYNTAX, 4);
	check_bad("1000:00:00", DURATION_UNSIGNED, DURATION_E_RANGE, 10);
	check_bad("99999999999999999", DURATION_UNSIGNED, DURATION_E_RANGE,
	    12);
	/* A NUL inside the word is a wrong byte, not an end. */
	{
		int64_t	ms;
		size_t	bad;

		assert_int_equal(duration_parse("2m\0", 3, DURATION_UNSIGNED,
		    &ms, &bad), DURATION_E_SYNTAX);
		assert_int_equal(duration_parse("2\0", 2, DURATION_UNSIGNED,
		    &ms, &bad), DURATION_E_SYNTAX);
	}
}

static void
check_format(int64_t ms, enum duration_sign sign, const char *want)
{
	char	buf[DURATION_TEXT_MAX];
	int64_t	back;
	size_t	bad;

	assert_int_equal(duration_format(ms, sign, buf, sizeof buf),
	    strlen(want));
	assert_string_equal(buf, want);
	assert_int_equal(parse(buf, sign, &back, &bad), DURATION_OK);
	assert_int_equal(back, ms);
}

static void
test_duration_format(void **state)
{
	char	buf[8];
	int64_t	ms;

	(void)state;
	check_format(0, DURATION_UNSIGNED, "0");
	check_format(90000, DURATION_UNSIGNED, "1:30");
	check_format(5400000, DURATION_UNSIGNED, "1:30:00");
	check_format(2500, DURATION_UNSIGNED, "2.5");
	check_format(90500, DURATION_UNSIGNED, "1:30.5");
	check_format(1, DURATION_UNSIGNED, "0.001");
	check_format(120000, DURATION_SIGNED, "+2:00");
	check_format(-30000, DURATION_SIGNED, "-30");
	check_format(DURATION_MAX_MS, DURATION_UNSIGNED, "999:00:00");
	assert_int_equal(duration_format(-1, DURATION_UNSIGNED, buf,
	    sizeof buf), 0);
	assert_int_equal(duration_format(DURATION_MAX_MS + 1,
	    DURATION_UNSIGNED, buf, sizeof buf), 0);
	assert_int_equal(duration_format(90000, DURATION_UNSIGNED, buf, 4), 0);
	assert_int_equal(duration_format(90000, DURATION_UNSIGNED, buf, 5), 4);
	/* Every millisecond count of the first two hours survives. */
	for (ms = 0; ms < 2 * 3600 * 1000; ms += 997) {
		char	t[DURATION_TEXT_MAX];
		int64_t	back;
		size_t	bad;

		assert_true(duration_format(ms, DURATION_SIGNED, t,
		    sizeof t) > 0);
		assert_int_equal(parse(t, DURATION_SIGNED, &back, &bad),
		    DURATION_OK);
		assert_int_equal(back, ms);
	}
}

static void
test_date(void **state)
{
	struct date	d = { 0, 0, 0 };
	char		buf[11];
	size_t		bad;

	(void)state;
	assert_int_equal(date_parse("2026-11-22", 10, &d, &bad), DURATION_OK);
	assert_int_equal(d.year, 2026);
	assert_int_equal(d.month, 11);
	assert_int_equal(d.day, 22);
	assert_true(date_ok(&d));
	assert_int_equal(date_format(&d, buf, sizeof buf), 10);
	assert_string_equal(buf, "2026-11-22");
	assert_int_equal(date_parse("2024-02-29", 10, &d, &bad), DURATION_OK);
	assert_int_equal(date_parse("2000-02-29", 10, &d, &bad), DURATION_OK);
	assert_int_equal(date_parse("1900-02-29", 10, &d, &bad),
	    DURATION_E_RANGE);
	assert_int_equal(date_parse("2025-02-29", 10, &d, &bad),
	    DURATION_E_RANGE);
	assert_int_equal(date_parse("2025-13-01", 10, &d, &bad),
	    DURATION_E_RANGE);
	assert_int_equal(bad, 5);
	assert_int_equal(date_parse("2025-04-31", 10, &d, &bad),
	    DURATION_E_RANGE);
	assert_int_equal(bad, 8);
	assert_int_equal(date_parse("2025-4-30", 9, &d, &bad),
	    DURATION_E_SYNTAX);
	assert_int_equal(date_parse("2025/04/30", 10, &d, &bad),
	    DURATION_E_SYNTAX);
	assert_int_equal(date_parse("20a5-04-30", 10, &d, &bad),
	    DURATION_E_SYNTAX);
	assert_int_equal(date_parse("0000-01-01", 10, &d, &bad),
	    DURATION_E_RANGE);
	/* Failures leave the date alone. */
	assert_int_equal(d.year, 2000);
	assert_true(date_ok(&d));
}

/* The one calendar: days from 1970-01-01 and back, every date to 9999. */
static void
test_date_days(void **state)
{
	static const struct date	epoch = { 1970, 1, 1 },
					leap = { 2000, 2, 29 },
					march = { 2000, 3, 1 },
					before = { 1969, 12, 31 },
					last = { 9999, 12, 31 };
	struct date			d, back;
	int64_t				days, prev = -1;

	(void)state;
	assert_int_equal(date_days(&epoch), 0);
	assert_int_equal(date_days(&before), -1);
	assert_int_equal(date_days(&leap), 11016);	/* 30 years, 7 leap */
	assert_int_equal(date_days(&march) - date_days(&leap), 1);
	assert_int_equal(date_days(&last), 2932896);
	for (d = epoch; d.year <= 9999; d.day++) {
		if (!date_ok(&d)) {
			d.day = 0;
			if (++d.month > 12) {
				d.month = 1;
				d.year++;
			}
			continue;
		}
		days = date_days(&d);
		assert_int_equal(days, prev + 1);	/* no day lost */
		date_from_days(days, &back);
		assert_int_equal(back.year, d.year);
		assert_int_equal(back.month, d.month);
		assert_int_equal(back.day, d.day);
		prev = days;
	}
	assert_int_equal(prev, 2932896);
}

static void
test_tod(void **state)
{
	uint16_t	m = 1;
	char		buf[6];
	size_t		bad;

	(void)state;
	assert_int_equal(tod_parse("14:30", 5, &m, &bad), DURATION_OK);
	assert_int_equal(m, 870);
	assert_int_equal(tod_format(m, buf, sizeof buf), 5);
	assert_string_equal(buf, "14:30");
	assert_int_equal(tod_parse("00:00", 5, &m, &bad), DURATION_OK);
	assert_int_equal(m, 0);
	assert_int_equal(tod_parse("23:59", 5, &m, &bad), DURATION_OK);
	assert_int_equal(tod_parse("24:00", 5, &m, &bad), DURATION_E_RANGE);
	assert_int_equal(bad, 0);
	assert_int_equal(tod_parse("12:60", 5, &m, &bad), DURATION_E_RANGE);
	assert_int_equal(bad, 3);
	assert_int_equal(tod_parse("9:30", 4, &m, &bad), DURATION_E_SYNTAX);
	assert_int_equal(tod_parse("09.30", 5, &m, &bad), DURATION_E_SYNTAX);
	assert_int_equal(m, 1439);
	assert_int_equal(tod_format(1440, buf, sizeof buf), 0);
	assert_int_equal(tod_format(0, buf, 5), 0);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_duration_forms),
		cmocka_unit_test(test_duration_errors),
		cmocka_unit_test(test_duration_format),
		cmocka_unit_test(test_date),
		cmocka_unit_test(test_date_days),
		cmocka_unit_test(test_tod),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
