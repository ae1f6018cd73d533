/*
 * duration.c: durations, dates and times of day as the command language
 * writes them.  Each parser walks the bytes once and names the first bad
 * one; the formatters write the canonical form the parsers read back.
 */
#include "config.h"

#include <string.h>

#include "duration.h"

/* More digits than this cannot be in range: stop before int64 overflows. */
#define DIGITS_MAX	12

static bool
is_digit(char c)
{
	return c >= '0' && c <= '9';
}

/* Read up to DIGITS_MAX digits from s[*i]; returns how many were read. */
static size_t
read_digits(const char *s, size_t len, size_t *i, int64_t *v)
{
	size_t	n = 0;

	*v = 0;
	while (*i < len && is_digit(s[*i])) {
		if (n == DIGITS_MAX)
			return n + 1;	/* too many: the caller reports range */
		*v = *v * 10 + (s[*i] - '0');
		(*i)++;
		n++;
	}
	return n;
}

/* An optional ".d[d[d]]" at s[*i]: the fraction in ms. */
static enum duration_status
read_fraction(const char *s, size_t len, size_t *i, int64_t *frac)
{
	int64_t	scale = 100;
	size_t	n = 0;

	*frac = 0;
	if (*i >= len || s[*i] != '.')
		return DURATION_OK;
	(*i)++;
	while (*i < len && is_digit(s[*i])) {
		if (n == 3)
			return DURATION_E_FRACTION;	/* below a millisecond */
		*frac += (s[*i] - '0') * scale;
		scale /= 10;
		(*i)++;
		n++;
	}
	return n == 0 ? DURATION_E_SYNTAX : DURATION_OK;
}

/* "m:ss" or "h:mm:ss", the first field already read as v. */
static enum duration_status
parse_colons(const char *s, size_t len, size_t *i, int64_t v, int64_t *sec)
{
	int64_t	f;
	size_t	start, fields = 1;

	*sec = v;
	while (*i < len && s[*i] == ':') {
		if (++fields > 3)
			return DURATION_E_SYNTAX;
		(*i)++;
		start = *i;
		if (read_digits(s, len, i, &f) != 2) {
			*i = start;
			return DURATION_E_SYNTAX;	/* mm and ss are two digits */
		}
		if (f > 59) {
			*i = start;
			return DURATION_E_RANGE;
		}
		*sec = *sec * 60 + f;
	}
	return DURATION_OK;
}

/* "1h30m", "2m", "2.5s": v is the first number, s[*i] its unit. */
static enum duration_status
parse_units(const char *s, size_t len, size_t *i, int64_t v, int64_t *ms)
{
	static const char	 units[] = "hms";
	static const int64_t	 scale[] = { 3600000, 60000, 1000 };
	const char		*u;
	size_t			 k, next = 0, start = *i;
	int64_t			 frac = 0;
	bool			 has_frac = false;
	enum duration_status	 st;

	*ms = 0;
	for (;;) {
		if (*i >= len || s[*i] == '\0' ||
		    (u = strchr(units, s[*i])) == NULL)
			return DURATION_E_SYNTAX;
		k = (size_t)(u - units);
		if (k < next)
			return DURATION_E_SYNTAX;	/* units out of order */
		if (has_frac && k != 2)
			return DURATION_E_FRACTION;	/* only seconds */
		if (next > 0 && v > 59) {
			*i = start;
			return DURATION_E_RANGE;	/* 1h75m */
		}
		*ms += v * scale[k] + frac;
		next = k + 1;
		(*i)++;
		if (*i == len)
			return DURATION_OK;
		start = *i;
		if (read_digits(s, len, i, &v) == 0)
			return DURATION_E_SYNTAX;
		has_frac = *i < len && s[*i] == '.';
		if ((st = read_fraction(s, len, i, &frac)) != DURATION_OK)
			return st;
	}
}

enum duration_status
duration_parse(const char *s, size_t len, enum duration_sign sign,
    int64_t *ms, size_t *bad)
{
	enum duration_status	st;
	size_t			i = 0, n;
	int64_t			v, frac, out;
	int			neg = 0;

	if (len > 0 && (s[0] == '+' || s[0] == '-')) {
		if (sign == DURATION_UNSIGNED) {
			*bad = 0;
			return DURATION_E_SIGN;
		}
		neg = s[0] == '-';
		i = 1;
	} else if (sign == DURATION_SIGNED) {
		*bad = 0;
		return DURATION_E_SIGN;
	}
	n = read_digits(s, len, &i, &v);
	if (n == 0) {
		*bad = i;
		return DURATION_E_SYNTAX;
	}
	if (n > DIGITS_MAX) {
		*bad = i;
		return DURATION_E_RANGE;
	}
	frac = 0;
	if (i < len && s[i] == ':') {
		st = parse_colons(s, len, &i, v, &out);
		if (st == DURATION_OK)
			st = read_fraction(s, len, &i, &frac);
		out = out * 1000 + frac;
	} else if (i < len && s[i] != '.') {
		st = parse_units(s, len, &i, v, &out);
	} else {
		st = read_fraction(s, len, &i, &frac);
		if (st == DURATION_OK && i < len && s[i] == 's')
			i++;	/* "2.5s" */
		out = v * 1000 + frac;
	}
	if (st == DURATION_OK && i != len)
		st = DURATION_E_SYNTAX;
	if (st == DURATION_OK && out > DURATION_MAX_MS)
		st = DURATION_E_RANGE;
	if (st != DURATION_OK) {
		*bad = i < len ? i : len;
		return st;
	}
	*ms = neg ? -out : out;
	return DURATION_OK;
}

/* Write v as decimal, at least width digits, at buf[*n]. */
static void
put_num(char *buf, size_t *n, int64_t v, int width)
{
	char	tmp[24];
	int	k = 0;

	do {
		tmp[k++] = (char)('0' + v % 10);
		v /= 10;
	} while (v > 0 || k < width);
	while (k > 0)
		buf[(*n)++] = tmp[--k];
}

size_t
duration_format(int64_t ms, enum duration_sign sign, char *buf, size_t len)
{
	char	tmp[DURATION_TEXT_MAX];
	size_t	n = 0;
	int64_t	a = ms < 0 ? -ms : ms, sec = a / 1000, part = a % 1000;

	if (a > DURATION_MAX_MS || (sign == DURATION_UNSIGNED && ms < 0))
		return 0;
	if (sign == DURATION_SIGNED)
		tmp[n++] = ms < 0 ? '-' : '+';
	if (sec >= 3600) {
		put_num(tmp, &n, sec / 3600, 1);
		tmp[n++] = ':';
		put_num(tmp, &n, sec / 60 % 60, 2);
		tmp[n++] = ':';
		put_num(tmp, &n, sec % 60, 2);
	} else if (sec >= 60) {
		put_num(tmp, &n, sec / 60, 1);
		tmp[n++] = ':';
		put_num(tmp, &n, sec % 60, 2);
	} else
		put_num(tmp, &n, sec, 1);
	if (part != 0) {
		tmp[n++] = '.';
		put_num(tmp, &n, part, 3);
		while (tmp[n - 1] == '0')
			n--;	/* 1:30.5, not 1:30.500 */
	}
	if (n + 1 > len)
		return 0;
	memcpy(buf, tmp, n);
	buf[n] = '\0';
	return n;
}

/* Exactly width digits at s[at]; -1 if not. */
static int
fixed_digits(const char *s, size_t at, int width)
{
	int	v = 0, k;

	for (k = 0; k < width; k++) {
		if (!is_digit(s[at + k]))
			return -1;
		v = v * 10 + (s[at + k] - '0');
	}
	return v;
}

bool
date_ok(const struct date *d)
{
	static const uint8_t	mdays[12] = {
		31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
	};
	bool			leap;

	if (d->year < 1 || d->year > 9999 || d->month < 1 || d->month > 12 ||
	    d->day < 1 || d->day > mdays[d->month - 1])
		return false;
	leap = (d->year % 4 == 0 && d->year % 100 != 0) || d->year % 400 == 0;
	return !(d->month == 2 && d->day == 29 && !leap);
}

/* Days from year 0's March 1 to 1970-01-01, in date_days()'s count. */
#define DATE_DAYS_1970	719469

int64_t
date_days(const struct date *d)
{
	int64_t	y = d->year, m = d->month;

	/* The year counted from March: a leap day ends it. */
	if (m <= 2) {
		y--;
		m += 12;
	}
	return 365 * y + y / 4 - y / 100 + y / 400 + (153 * (m - 3) + 2) / 5 +
	    d->day - DATE_DAYS_1970;
}

void
date_from_days(int64_t days, struct date *d)
{
	int64_t	z = days + DATE_DAYS_1970 - 1, era, doe, yoe, doy, mp, m;

	/* H. Hinnant's civil_from_days, from March 1 of year 0. */
	era = (z >= 0 ? z : z - 146096) / 146097;
	doe = z - era * 146097;
	yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
	doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
	mp = (5 * doy + 2) / 153;
	m = mp < 10 ? mp + 3 : mp - 9;
	d->day = (uint8_t)(doy - (153 * mp + 2) / 5 + 1);
	d->month = (uint8_t)m;
	d->year = (uint16_t)(yoe + era * 400 + (m <= 2));
}

enum duration_status
date_parse(const char *s, size_t len, struct date *d, size_t *bad)
{
	struct date	t;
	int		y, m, dd;

	if (len != 10 || s[4] != '-' || s[7] != '-') {
		*bad = len < 10 ? len : (s[4] != '-' ? 4 : 7);
		return DURATION_E_SYNTAX;
	}
	if ((y = fixed_digits(s, 0, 4)) < 0 || (m = fixed_digits(s, 5, 2)) < 0 ||
	    (dd = fixed_digits(s, 8, 2)) < 0) {
		*bad = 0;
		return DURATION_E_SYNTAX;
	}
	t.year = (uint16_t)y;
	t.month = (uint8_t)m;
	t.day = (uint8_t)dd;
	if (!date_ok(&t)) {
		*bad = (m < 1 || m > 12) ? 5 : (y < 1 ? 0 : 8);
		return DURATION_E_RANGE;
	}
	*d = t;
	return DURATION_OK;
}

size_t
date_format(const struct date *d, char *buf, size_t len)
{
	size_t	n = 0;

	if (len < 11 || !date_ok(d))
		return 0;
	put_num(buf, &n, d->year, 4);
	buf[n++] = '-';
	put_num(buf, &n, d->month, 2);
	buf[n++] = '-';
	put_num(buf, &n, d->day, 2);
	buf[n] = '\0';
	return n;
}

enum duration_status
tod_parse(const char *s, size_t len, uint16_t *minutes, size_t *bad)
{
	int	h, m;

	if (len != 5 || s[2] != ':' || (h = fixed_digits(s, 0, 2)) < 0 ||
	    (m = fixed_digits(s, 3, 2)) < 0) {
		*bad = 0;
		return DURATION_E_SYNTAX;
	}
	if (h > 23 || m > 59) {
		*bad = h > 23 ? 0 : 3;
		return DURATION_E_RANGE;
	}
	*minutes = (uint16_t)(h * 60 + m);
	return DURATION_OK;
}

size_t
tod_format(uint16_t minutes, char *buf, size_t len)
{
	size_t	n = 0;

	if (len < 6 || minutes >= 24 * 60)
		return 0;
	put_num(buf, &n, minutes / 60, 2);
	buf[n++] = ':';
	put_num(buf, &n, minutes % 60, 2);
	buf[n] = '\0';
	return n;
}
