/*
 * timectl.h: time controls (FIDE 2005 Art. 6.2, Appendices B and C) as
 * written in doc/commands.md and PGN's TimeControl tag.
 *
 * A control is one of
 *	?			unknown (PGN)
 *	-			no time control (PGN): clocks only count time used
 *	*<seconds>		hourglass: the running side's time flows to the other
 *	period[:period...]	at most TC_MAX_PERIODS periods, each
 *				[moves/]seconds[+increment][d<delay>|b<delay>]
 *
 * Decisions (documented here, tested in tests/unit/test_timectl.c):
 * - Seconds, increments and delays may carry a fraction of at most three
 *   digits ("1800.5", "2.125"): values are stored in milliseconds.  A
 *   fourth digit is refused (a clock cannot show less than 1 ms).  PGN
 *   writes integers; tc_format() writes a fraction only when there is one.
 * - A period with a move count must be completed in that many moves; the
 *   next period begins after its last move.  When the LAST period has a
 *   move count it repeats, as in PGN: "40/7200" is 40 moves in 2 h, then
 *   40 more in 2 h more, and so on; "40/7200:20/3600" is 40 in 2 h, then
 *   20 in 1 h again and again.  A period without a move count (sudden
 *   death) takes all the remaining moves; when it is not the last
 *   ("5400:1800") it ends when its time runs out: the flag falls (and
 *   stays recorded) and the next period's base is added, as on electronic
 *   clocks without a move counter.  So "5400:1800" gives 90 minutes, then
 *   30 more after the flag; whether that flag counts is the rulings' call.
 * - The first period needs a base time above 0 (at 0 the flag would fall
 *   at the start); later periods may have 0 ("40/5400+30:0+30").
 * - "+0", "d0", "b0" and leading zeros are accepted and mean the same as
 *   leaving them out, so a control reads back equal, not byte-identical.
 * - A period may have both an increment and a delay ("300+2d5"): both apply.
 *
 * Nothing here allocates or prints.  Errors return a status and the byte
 * offset of the offending character (the length of the text when the
 * text ends too early).
 */
#ifndef ARBITER_TIMECTL_H
#define ARBITER_TIMECTL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "status.h"

#define TC_MAX_PERIODS	8
#define TC_MAX_MOVES	999			/* moves in one period */
#define TC_MAX_MS	(1000LL * 3600 * 1000)	/* any one time: 1000 h */
/* The longest text tc_format() writes, with its NUL. */
#define TC_TEXT_MAX	(TC_MAX_PERIODS * 48)

enum tc_kind {
	TC_PERIODS = 0,		/* one or more periods */
	TC_UNKNOWN,		/* "?" */
	TC_NONE,		/* "-" */
	TC_HOURGLASS,		/* "*<seconds>" */
};

enum tc_delay {
	TC_DELAY_NONE = 0,
	TC_DELAY_SIMPLE,	/* 'd': 6.2b, spent first, never banked */
	TC_DELAY_BRONSTEIN,	/* 'b': time used is given back up to the delay */
};

enum tc_category {
	TC_STANDARD = 0,	/* the Laws without Appendix B or C */
	TC_RAPID,		/* B1 */
	TC_BLITZ,		/* C1 */
};

struct tc_period {
	uint16_t	moves;		/* 0: all remaining moves (sudden death) */
	uint8_t		delay_kind;	/* enum tc_delay; NONE iff delay_ms is 0 */
	int64_t		base_ms;	/* added when the period begins (6.2b) */
	int64_t		inc_ms;		/* added after each move of the period */
	int64_t		delay_ms;
};

struct tc {
	uint8_t		kind;		/* enum tc_kind */
	uint8_t		nperiods;	/* TC_PERIODS: 1..TC_MAX_PERIODS; else 0 */
	int64_t		hourglass_ms;	/* TC_HOURGLASS: each side's start time */
	struct tc_period periods[TC_MAX_PERIODS];
};

/*
 * Parse the len bytes at s (no NUL needed; a NUL byte is an error).  On
 * success fills *tc and returns STATUS_OK.  On failure returns
 * STATUS_E_TC_SYNTAX (an unexpected character), STATUS_E_TC_RANGE (a
 * number too large, a zero move count or first base time, a fourth
 * decimal) or STATUS_E_TC_PERIODS (more than TC_MAX_PERIODS), with
 * *bad the offset of the offending byte; *tc is then unchanged.
 */
enum status	tc_parse(struct tc *tc, const char *s, size_t len, size_t *bad);

/*
 * Write tc in the form tc_parse() reads into buf of size len, with a NUL.
 * Returns the length of the text (without NUL), or 0 if it does not fit
 * (TC_TEXT_MAX always fits).
 */
size_t		tc_format(const struct tc *tc, char *buf, size_t len);

/* Same control, field by field. */
bool		tc_equal(const struct tc *a, const struct tc *b);

/* Well formed: what tc_parse() can produce. */
bool		tc_ok(const struct tc *tc);

/*
 * Where rapid and blitz end, in ms of base + 60 x increment: the
 * edition's (B1 and C1 of 2005: blitz below 15 minutes, rapid up to 60
 * inclusive).  A limit below 0 means there is no such category.
 */
struct tc_limits {
	int64_t		blitz_upto_ms;	/* blitz up to this, inclusive */
	int64_t		rapid_upto_ms;	/* rapid above that, up to this */
};

/*
 * B1 and C1: a single sudden-death period whose base + 60 x increment is
 * within the limits is rapid or blitz.  A delay counts like an increment
 * (it is time given per move; B1 predates delays).  An hourglass is
 * judged by its time.  Anything else, including "?" and "-", is standard
 * play: Appendices B and C define themselves by a fixed time.
 */
enum tc_category tc_category(const struct tc *tc, const struct tc_limits *);

/* Whether the control runs clocks down at all (not "?" or "-"). */
bool		tc_timed(const struct tc *tc);

#endif
