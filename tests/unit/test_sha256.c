/*
 * test_sha256.c: SHA-256 against the published examples (FIPS 180-4's
 * "SHA256.pdf" example values, and the NIST long-message vectors).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/sha256.h"

static void
check(const void *data, size_t len, const char *want)
{
	uint8_t	d[SHA256_DIGEST_SIZE];
	char	hex[2 * SHA256_DIGEST_SIZE + 1];

	sha256(data, len, d);
	sha256_hex(d, sizeof d, hex);
	assert_string_equal(hex, want);
}

static void
vectors(void)
{
	check("abc", 3,
	    "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
	check("", 0,
	    "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
	check("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", 56,
	    "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
	check("abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmn"
	    "hijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu", 112,
	    "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

/* Both the portable code and, where present, the SHA instructions. */
static void
test_vectors(void **state)
{
	(void)state;
	sha256_portable(true);
	vectors();
	sha256_portable(false);
	vectors();
}

static void
test_million_a(void **state)
{
	struct sha256	s;
	uint8_t		d[SHA256_DIGEST_SIZE], chunk[1000];
	char		hex[2 * SHA256_DIGEST_SIZE + 1];
	char		*big;
	int		i;

	(void)state;
	memset(chunk, 'a', sizeof chunk);
	sha256_init(&s);
	for (i = 0; i < 1000; i++)
		sha256_update(&s, chunk, sizeof chunk);
	sha256_final(&s, d);
	sha256_hex(d, sizeof d, hex);
	assert_string_equal(hex,
	    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	/* The same in one piece. */
	big = malloc(1000000);
	assert_non_null(big);
	memset(big, 'a', 1000000);
	check(big, 1000000,
	    "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
	free(big);
}

/* Any split of the input gives the same digest (padding edges 55-64). */
static void
test_splits(void **state)
{
	uint8_t		msg[200], one[SHA256_DIGEST_SIZE], two[SHA256_DIGEST_SIZE];
	struct sha256	s;
	size_t		len, cut;

	(void)state;
	for (len = 0; len < sizeof msg; len++)
		msg[len] = (uint8_t)(len * 7 + 3);
	for (len = 50; len < 140; len++) {
		sha256(msg, len, one);
		for (cut = 0; cut <= len; cut += 3) {
			sha256_init(&s);
			sha256_update(&s, msg, cut);
			sha256_update(&s, msg + cut, len - cut);
			sha256_final(&s, two);
			assert_memory_equal(one, two, sizeof one);
		}
	}
	/* The 16-digit prefix the journal uses. */
	{
		char	hex[17];

		sha256("abc", 3, one);
		sha256_hex(one, 8, hex);
		assert_string_equal(hex, "ba7816bf8f01cfea");
	}
}

/* The processor's SHA instructions, where present, agree with the
 * portable code on every length and split. */
static void
test_accelerated(void **state)
{
	uint8_t		msg[1000], a[SHA256_DIGEST_SIZE], b[SHA256_DIGEST_SIZE];
	struct sha256	s;
	size_t		len;
	uint32_t	x = 12345;

	(void)state;
	for (len = 0; len < sizeof msg; len++) {
		x = x * 1103515245u + 12345u;
		msg[len] = (uint8_t)(x >> 16);
	}
	for (len = 0; len <= sizeof msg; len += 7) {
		sha256_portable(true);
		sha256(msg, len, a);
		sha256_portable(false);
		sha256_init(&s);
		sha256_update(&s, msg, len / 3);
		sha256_update(&s, msg + len / 3, len - len / 3);
		sha256_final(&s, b);
		assert_memory_equal(a, b, sizeof a);
	}
	assert_false(sha256_portable(false));
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_vectors),
		cmocka_unit_test(test_million_a),
		cmocka_unit_test(test_splits),
		cmocka_unit_test(test_accelerated),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
