/*
 * text.c: a source's bytes as UTF-8 (text.h).
 */
#include "config.h"

#include <stdint.h>
#include <string.h>

#include "utf8.h"
#include "app/feed/text.h"
#include "app/xmalloc.h"

/* Whether the len bytes at s are the start of one UTF-8 character. */
static bool
cut_at_end(const char *s, size_t len)
{
	unsigned char	c = (unsigned char)s[0];
	size_t		i, want;

	want = c >= 0xf0 ? 4 : c >= 0xe0 ? 3 : 2;
	if (c < 0xc2 || c > 0xf4 || len >= want)
		return false;
	for (i = 1; i < len; i++)
		if (((unsigned char)s[i] & 0xc0) != 0x80)
			return false;
	return true;
}

/*
 * Whether the len bytes at s are UTF-8 (hidden characters are the
 * follower's to refuse, not a sign of another encoding).  A character
 * cut by the end of a half-written file is not a fault of encoding.
 */
bool
feed_text_is_utf8(const char *s, size_t len)
{
	size_t		i = 0, n;
	uint32_t	cp;

	while (i < len) {
		if ((unsigned char)s[i] < 0x80) {
			i++;
			continue;
		}
		if ((n = utf8_decode(s + i, len - i, &cp)) == 0)
			return cut_at_end(s + i, len - i);
		i += n;
	}
	return true;
}

/* Every byte above 0x7f is one character. */
char *
feed_text_latin1(const char *s, size_t len, size_t *outlen)
{
	char	*o, *p;
	size_t	 i;

	o = xmalloc(2 * len + 1);
	for (i = 0, p = o; i < len; i++) {
		unsigned char	c = (unsigned char)s[i];

		if (c < 0x80)
			*p++ = (char)c;
		else {
			*p++ = (char)(0xc0 | c >> 6);
			*p++ = (char)(0x80 | (c & 0x3f));
		}
	}
	*p = '\0';
	*outlen = (size_t)(p - o);
	return o;
}
