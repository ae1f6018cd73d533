/*
 * utf8.c: strict UTF-8 decoding, the hidden characters texts refuse, and
 * input quoted for messages (the model is in utf8.h).
 */
#include "config.h"

#include <string.h>

#include "utf8.h"

size_t
utf8_decode(const char *s, size_t n, uint32_t *cp)
{
	const unsigned char	*u = (const unsigned char *)s;
	uint32_t		 c, min;
	size_t			 len, k;

	if (n == 0)
		return 0;
	c = u[0];
	if (c < 0x80) {
		*cp = c;
		return 1;
	}
	if (c >= 0xc2 && c <= 0xdf) {
		len = 2;
		c &= 0x1f;
		min = 0x80;
	} else if (c >= 0xe0 && c <= 0xef) {
		len = 3;
		c &= 0x0f;
		min = 0x800;
	} else if (c >= 0xf0 && c <= 0xf4) {
		len = 4;
		c &= 0x07;
		min = 0x10000;
	} else
		return 0;	/* a continuation byte, C0, C1 or F5-FF */
	if (n < len)
		return 0;
	for (k = 1; k < len; k++) {
		if ((u[k] & 0xc0) != 0x80)
			return 0;
		c = (c << 6) | (u[k] & 0x3f);
	}
	if (c < min || c > 0x10ffff || (c >= 0xd800 && c <= 0xdfff))
		return 0;
	*cp = c;
	return len;
}

bool
utf8_hidden(uint32_t cp)
{
	static const struct {
		uint32_t	lo, hi;
	} ranges[] = {
		{ 0x0080, 0x009f },	/* C1 controls */
		{ 0x00ad, 0x00ad },	/* soft hyphen */
		{ 0x034f, 0x034f },	/* combining grapheme joiner */
		{ 0x061c, 0x061c },	/* Arabic letter mark */
		{ 0x180e, 0x180e },	/* Mongolian vowel separator */
		{ 0x200b, 0x200b },	/* zero width space */
		{ 0x200e, 0x200f },	/* LRM, RLM */
		{ 0x2028, 0x2029 },	/* line and paragraph separators */
		{ 0x202a, 0x202e },	/* LRE, RLE, PDF, LRO, RLO */
		{ 0x2060, 0x2069 },	/* word joiner ..., LRI, RLI, FSI, PDI */
		{ 0x206a, 0x206f },	/* deprecated format characters */
		{ 0xfeff, 0xfeff },	/* zero width no-break space, BOM */
		{ 0xfff9, 0xfffb },	/* interlinear annotation */
		{ 0x1d173, 0x1d17a },	/* musical formatting */
		{ 0xe0000, 0xe007f },	/* tags */
	};
	size_t	k;

	for (k = 0; k < sizeof ranges / sizeof ranges[0]; k++) {
		if (cp >= ranges[k].lo && cp <= ranges[k].hi)
			return true;
	}
	return false;
}

enum utf8_fault
utf8_check(const char *s, size_t n, size_t *at, uint32_t *cp)
{
	size_t		i = 0, len;
	uint32_t	c;

	while (i < n) {
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((len = utf8_decode(s + i, n - i, &c)) == 0) {
			if (at != NULL)
				*at = i;
			return UTF8_INVALID;
		}
		if (utf8_hidden(c)) {
			if (at != NULL)
				*at = i;
			if (cp != NULL)
				*cp = c;
			return UTF8_HIDDEN;
		}
		i += len;
	}
	return UTF8_OK;
}

/* c as hex digits, at least width of them, into p; the count. */
static size_t
utf8_hex(char *p, uint32_t c, size_t width)
{
	static const char	digits[] = "0123456789ABCDEF";
	size_t			n = 0, k;
	char			tmp[8];

	do {
		tmp[n++] = digits[c & 0xf];
		c >>= 4;
	} while (c != 0 || n < width);
	for (k = 0; k < n; k++)
		p[k] = tmp[n - 1 - k];
	return n;
}

char *
utf8_quote(char *buf, size_t size, const char *s, size_t n)
{
	size_t		i = 0, o = 0, len, piece, cap;
	uint32_t	c;
	char		tmp[12];
	const char	*from;

	if (size == 0)
		return buf;
	/* Room for the text, "..." and the NUL. */
	cap = size < UTF8_QUOTE_MAX + 4 ? (size > 4 ? size - 4 : 0) :
	    UTF8_QUOTE_MAX;
	while (i < n) {
		c = (unsigned char)s[i];
		from = s + i;
		if (c < 0x20 || c == 0x7f) {
			len = 1;
			memcpy(tmp, "\\x", 2);
			piece = 2 + utf8_hex(tmp + 2, c, 2);
			from = tmp;
		} else if (c < 0x80)
			len = piece = 1;
		else if ((len = utf8_decode(s + i, n - i, &c)) == 0) {
			len = 1;
			memcpy(tmp, "\\x", 2);
			piece = 2 + utf8_hex(tmp + 2, (unsigned char)s[i], 2);
			from = tmp;
		} else if (utf8_hidden(c)) {
			memcpy(tmp, "<U+", 3);
			piece = 3 + utf8_hex(tmp + 3, c, 4);
			tmp[piece++] = '>';
			from = tmp;
		} else
			piece = len;
		if (o + piece > cap)
			break;
		memcpy(buf + o, from, piece);
		o += piece;
		i += len;
	}
	if (i < n && size >= 4) {
		memcpy(buf + o, "...", 3);
		o += 3;
	}
	buf[o] = '\0';
	return buf;
}

int
utf8_cp_columns(uint32_t cp)
{
	static const struct {
		uint32_t	lo, hi;
	} zero[] = {
		{ 0x0300, 0x036f }, { 0x0483, 0x0489 }, { 0x0591, 0x05bd },
		{ 0x0610, 0x061a }, { 0x064b, 0x065f }, { 0x0e31, 0x0e31 },
		{ 0x0e34, 0x0e3a }, { 0x0e47, 0x0e4e }, { 0x1ab0, 0x1aff },
		{ 0x1dc0, 0x1dff }, { 0x200b, 0x200f }, { 0x20d0, 0x20ff },
		{ 0xfe00, 0xfe0f }, { 0xfe20, 0xfe2f }, { 0xfeff, 0xfeff }
	}, wide[] = {
		{ 0x1100, 0x115f }, { 0x2e80, 0x303e }, { 0x3041, 0x33ff },
		{ 0x3400, 0x4dbf }, { 0x4e00, 0x9fff }, { 0xa000, 0xa4cf },
		{ 0xac00, 0xd7a3 }, { 0xf900, 0xfaff }, { 0xfe30, 0xfe4f },
		{ 0xff00, 0xff60 }, { 0xffe0, 0xffe6 }, { 0x1f300, 0x1f64f },
		{ 0x1f900, 0x1f9ff }, { 0x20000, 0x3fffd }
	};
	size_t	i;

	for (i = 0; i < sizeof zero / sizeof zero[0]; i++)
		if (cp >= zero[i].lo && cp <= zero[i].hi)
			return 0;
	for (i = 0; i < sizeof wide / sizeof wide[0]; i++)
		if (cp >= wide[i].lo && cp <= wide[i].hi)
			return 2;
	return 1;
}

size_t
utf8_fit(const char *s, size_t n, size_t cols, size_t *used)
{
	size_t		at = 0, len, w;
	uint32_t	cp;

	*used = 0;
	while (at < n && s[at] != '\0') {
		if ((len = utf8_decode(s + at, n - at, &cp)) == 0) {
			len = 1;	/* a stray byte: one column */
			cp = '?';
		}
		w = (size_t)utf8_cp_columns(cp);
		if (*used + w > cols)
			break;
		*used += w;
		at += len;
	}
	return at;
}

size_t
utf8_columns(const char *s, size_t n)
{
	size_t	used;

	utf8_fit(s, n, (size_t)-1, &used);
	return used;
}

size_t
utf8_cut(const char *s, size_t max)
{
	size_t	n = strnlen(s, max);

	while (n > 0 && s[n] != '\0' && ((unsigned char)s[n] & 0xc0) == 0x80)
		n--;
	return n;
}

size_t
utf8_chars(const char *s, size_t max, size_t *chars)
{
	size_t		n = 0, len = strlen(s);
	uint32_t	cp;

	for (*chars = 0; n < len && *chars < max; (*chars)++)
		n += utf8_decode(s + n, len - n, &cp);
	return n;
}
