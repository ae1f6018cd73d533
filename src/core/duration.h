/*
 * duration.h: the <duration>, date and time-of-day words of the command
 * language (doc/commands.md, "Lexical rules").
 *
 * A duration is written as
 *	seconds		90, 2.5
 *	m:ss		1:30, 90:00 (minutes may exceed 59), 1:30.5
 *	h:mm:ss		1:02:03
 *	units		2m, 30s, 1h30m, 2.5s (h, m, s in that order, each once)
 * Only seconds may carry a fraction, of at most three digits (ms).  Where
 * a change is meant the word is signed (+2m, -30).  The result is in
 * milliseconds.  A date is YYYY-MM-DD (Gregorian, checked), a time of day
 * HH:MM (00:00 to 23:59).
 *
 * Nothing here allocates or prints: bad input returns a status and the
 * byte offset of the first character that is wrong.
 */
#ifndef ARBITER_DURATION_H
#define ARBITER_DURATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The largest duration accepted: 999 hours. */
#define DURATION_MAX_MS		(999LL * 3600 * 1000)

/* Longest text duration_format() writes, with its NUL. */
#define DURATION_TEXT_MAX	24

enum duration_sign {
	DURATION_UNSIGNED,	/* no sign allowed */
	DURATION_SIGNED,	/* a sign is required: + or - */
};

enum duration_status {
	DURATION_OK = 0,
	DURATION_E_SYNTAX,	/* not a duration, date or time */
	DURATION_E_RANGE,	/* a field out of range (ss > 59, month 13) */
	DURATION_E_SIGN,	/* a sign missing or not allowed */
	DURATION_E_FRACTION,	/* a fraction where none may be, or > 3 digits */
};

struct date {
	uint16_t	year;	/* 1..9999 */
	uint8_t		month;	/* 1..12 */
	uint8_t		day;	/* 1..31, checked against the month */
};

/*
 * Parse the len bytes at s as a duration.  On success *ms holds the value
 * (negative only when signed with '-').  On failure *bad is the offset of
 * the first wrong byte; *ms is unchanged.
 */
enum duration_status duration_parse(const char *s, size_t len,
	    enum duration_sign sign, int64_t *ms, size_t *bad);

/*
 * Write ms in canonical form (seconds under a minute, m:ss under an hour,
 * h:mm:ss above; a fraction only when needed; a sign when signed) into
 * buf of size len, NUL-terminated.  Returns the length written, or 0 if
 * it does not fit or ms is out of range.
 */
size_t	duration_format(int64_t ms, enum duration_sign sign, char *buf,
	    size_t len);

/* YYYY-MM-DD, exactly ten bytes. */
enum duration_status date_parse(const char *s, size_t len, struct date *d,
	    size_t *bad);
/* Writes YYYY-MM-DD and a NUL: len must be at least 11.  Returns 10 or 0. */
size_t	date_format(const struct date *d, char *buf, size_t len);
bool	date_ok(const struct date *d);

/*
 * The one calendar (proleptic Gregorian): days from 1970-01-01 to d
 * (negative before it), and back for 0 <= days <= 9999-12-31's.  A
 * difference of two date_days() is the days between two dates.
 */
int64_t	date_days(const struct date *d);
void	date_from_days(int64_t days, struct date *d);

/* HH:MM, exactly five bytes; *minutes is minutes after midnight. */
enum duration_status tod_parse(const char *s, size_t len, uint16_t *minutes,
	    size_t *bad);
/* Writes HH:MM and a NUL: len must be at least 6.  Returns 5 or 0. */
size_t	tod_format(uint16_t minutes, char *buf, size_t len);

#endif
