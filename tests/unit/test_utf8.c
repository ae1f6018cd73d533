/*
 * test_utf8.c: strict UTF-8 decoding, the hidden characters, and input
 * quoted for messages (cut at 80 bytes, never inside a character).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "utf8.h"

static size_t
decode(const char *s, uint32_t *cp)
{
	return utf8_decode(s, strlen(s), cp);
}

static void
test_decode(void **state)
{
	uint32_t	cp = 0;

	(void)state;
	assert_int_equal(decode("A", &cp), 1);
	assert_int_equal(cp, 'A');
	assert_int_equal(decode("\xc3\xbc", &cp), 2);
	assert_int_equal(cp, 0xfc);
	assert_int_equal(decode("\xe2\x82\xac", &cp), 3);
	assert_int_equal(cp, 0x20ac);
	assert_int_equal(decode("\xf0\x9f\x98\x80", &cp), 4);
	assert_int_equal(cp, 0x1f600);
	assert_int_equal(decode("\xf4\x8f\xbf\xbf", &cp), 4);
	assert_int_equal(cp, 0x10ffff);
	/* Latin-1, stray continuations, overlong forms, surrogates. */
	assert_int_equal(decode("\xfc", &cp), 0);
	assert_int_equal(decode("\x80", &cp), 0);
	assert_int_equal(decode("\xc0\xaf", &cp), 0);
	assert_int_equal(decode("\xc1\xbf", &cp), 0);
	assert_int_equal(decode("\xe0\x80\xaf", &cp), 0);
	assert_int_equal(decode("\xf0\x80\x80\xaf", &cp), 0);
	assert_int_equal(decode("\xed\xa0\x80", &cp), 0);
	assert_int_equal(decode("\xed\xbf\xbf", &cp), 0);
	/* Above U+10FFFF, F5-FF, and cut short. */
	assert_int_equal(decode("\xf4\x90\x80\x80", &cp), 0);
	assert_int_equal(decode("\xf5\x80\x80\x80", &cp), 0);
	assert_int_equal(decode("\xff", &cp), 0);
	assert_int_equal(utf8_decode("\xe2\x82\xac", 2, &cp), 0);
	assert_int_equal(decode("\xe2\x82" "A", &cp), 0);
	assert_int_equal(utf8_decode("", 0, &cp), 0);
}

static void
test_hidden(void **state)
{
	static const uint32_t	hidden[] = {
		0x85, 0x9b, 0xad, 0x61c, 0x200b, 0x200e, 0x200f, 0x2028,
		0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2060, 0x2066,
		0x2067, 0x2068, 0x2069, 0x206f, 0xfeff, 0xfff9, 0xe0001,
		0xe0041, 0xe007f
	};
	static const uint32_t	shown[] = {
		'A', 0xa0, 0xe9, 0x5d0, 0x627, 0x200c, 0x200d, 0x2026,
		0x20ac, 0x265a, 0xfffd, 0x1f600, 0xe0100
	};
	size_t			k, at = 99;
	uint32_t		cp = 0;

	(void)state;
	for (k = 0; k < sizeof hidden / sizeof hidden[0]; k++) {
		if (!utf8_hidden(hidden[k]))
			fail_msg("U+%04X is not hidden", (unsigned)hidden[k]);
	}
	for (k = 0; k < sizeof shown / sizeof shown[0]; k++) {
		if (utf8_hidden(shown[k]))
			fail_msg("U+%04X is hidden", (unsigned)shown[k]);
	}
	assert_int_equal(utf8_check("M\xc3\xbcller", 7, &at, &cp), UTF8_OK);
	assert_int_equal(utf8_check("M\xfcller", 6, &at, &cp), UTF8_INVALID);
	assert_int_equal(at, 1);
	assert_int_equal(utf8_check("Ali \xe2\x80\xae" "ecnarF", 13, &at, &cp),
	    UTF8_HIDDEN);
	assert_int_equal(at, 4);
	assert_int_equal(cp, 0x202e);
	/* Control bytes below 0x80 are the caller's. */
	assert_int_equal(utf8_check("a\tb", 3, NULL, NULL), UTF8_OK);
}

static void
test_quote(void **state)
{
	char	buf[UTF8_QUOTE_SIZE], small[10], in[300];
	size_t	k;

	(void)state;
	assert_string_equal(utf8_quote(buf, sizeof buf, "Rossi", 5), "Rossi");
	assert_string_equal(utf8_quote(buf, sizeof buf, "", 0), "");
	/* Bytes that are not UTF-8, controls, hidden characters. */
	assert_string_equal(utf8_quote(buf, sizeof buf, "M\xfcller", 6),
	    "M\\xFCller");
	assert_string_equal(utf8_quote(buf, sizeof buf, "a\x1b[2Jb", 6),
	    "a\\x1B[2Jb");
	assert_string_equal(utf8_quote(buf, sizeof buf, "x\0y", 3), "x\\x00y");
	assert_string_equal(utf8_quote(buf, sizeof buf,
	    "Ali \xe2\x80\xae" "ecnarF", 13), "Ali <U+202E>ecnarF");
	assert_string_equal(utf8_quote(buf, sizeof buf, "\xc2\x9b", 2),
	    "<U+009B>");
	assert_string_equal(utf8_quote(buf, sizeof buf, "\xf3\xa0\x80\x81", 4),
	    "<U+E0001>");
	assert_string_equal(utf8_quote(buf, sizeof buf, "M\xc3\xbcller", 7),
	    "M\xc3\xbcller");
	/* Exactly 80 bytes stay whole; 81 are cut to 80 and "...". */
	memset(in, 'x', sizeof in);
	utf8_quote(buf, sizeof buf, in, 80);
	assert_int_equal(strlen(buf), 80);
	utf8_quote(buf, sizeof buf, in, 81);
	assert_int_equal(strlen(buf), 83);
	assert_memory_equal(buf + 80, "...", 4);
	utf8_quote(buf, sizeof buf, in, sizeof in);
	assert_int_equal(strlen(buf), 83);
	/* Never inside a character: 79 bytes, then a 2-byte one. */
	memcpy(in + 79, "\xc3\xbc", 2);
	utf8_quote(buf, sizeof buf, in, 100);
	assert_int_equal(strlen(buf), 82);
	assert_memory_equal(buf + 78, "x...", 5);
	/* Nor inside an escape: 78 bytes, then \xFC (4). */
	in[78] = (char)0xfc;
	utf8_quote(buf, sizeof buf, in, 100);
	assert_int_equal(strlen(buf), 81);
	assert_memory_equal(buf + 77, "x...", 5);
	/* All UTF-8 that survives is whole: every cut of a long name. */
	for (k = 0; k < 100; k++)
		memcpy(in + 3 * k, "\xe2\x82\xac", 3);
	utf8_quote(buf, sizeof buf, in, 300);
	assert_int_equal(strlen(buf), 78 + 3);
	assert_int_equal(utf8_check(buf, strlen(buf), NULL, NULL), UTF8_OK);
	/* A small buffer cuts sooner and stays terminated. */
	utf8_quote(small, sizeof small, "abcdefghijkl", 12);
	assert_string_equal(small, "abcdef...");
	utf8_quote(small, 3, "abcdefghijkl", 12);
	assert_string_equal(small, "");
}

/* TRF's byte-counted fields: a name cut, never inside a character. */
static void
test_cut(void **state)
{
	(void)state;
	assert_int_equal(utf8_cut("Rossi", 33), 5);
	assert_int_equal(utf8_cut("Rossi", 3), 3);
	assert_int_equal(utf8_cut("", 3), 0);
	/* "Müller": the 2-byte ü at bytes 1-2. */
	assert_int_equal(utf8_cut("M\xc3\xbcller", 2), 1);
	assert_int_equal(utf8_cut("M\xc3\xbcller", 3), 3);
	/* A 3-byte character cut after its first or second byte. */
	assert_int_equal(utf8_cut("a\xe1\xba\xb7", 2), 1);
	assert_int_equal(utf8_cut("a\xe1\xba\xb7", 3), 1);
	assert_int_equal(utf8_cut("a\xe1\xba\xb7", 4), 4);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_decode),
		cmocka_unit_test(test_hidden),
		cmocka_unit_test(test_quote),
		cmocka_unit_test(test_cut),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
