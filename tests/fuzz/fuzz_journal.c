/*
 * fuzz_journal.c: the journal reader.
 *
 * Raw mode (first byte even): any bytes.  The reader must not crash; what
 * it accepts are whole lines with seq 1, 2, 3 ..., and the count it
 * returns is what it handed on.
 *
 * Chain mode (first byte odd): the rest of the input, split at newlines,
 * is a list of commands.  A valid journal of them is built here with the
 * format of journal.h (written independently of journal.c), which must
 * verify whole; then one line before the last is removed, swapped with
 * the next, or has one byte changed, as the second byte says, and the
 * reader must refuse the journal.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/journal.h"
#include "app/sha256.h"

#define LINES_MAX	64
#define LINE_MAX	256
#define TEXT_MAX	(LINE_MAX + 64)	/* seq, time, actor, command */
#define TAIL_MAX	(2 + 16 + 1)	/* " ~", the hash, the newline */

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static int
check_line(void *arg, const struct journal_line *l)
{
	uint64_t	*seen = arg;

	if (l->seq != *seen + 1 || l->lineno != l->seq || l->actor[0] == '\0' ||
	    l->command[0] == '\0' || strchr(l->actor, ' ') != NULL ||
	    l->time_ms < 0)
		abort();
	*seen = l->seq;
	return 0;
}

/* Tolerant reading: every line comes, with or without a fault. */
struct all {
	size_t	lines, faults;
};

static int
count_line(void *arg, const struct journal_line *l)
{
	struct all	*a = arg;

	if (l->lineno != a->lines + 1 || l->actor[0] == '\0' ||
	    strlen(l->hash) != 16 || (l->fault != NULL && l->fault[0] == '\0'))
		abort();
	a->lines++;
	a->faults += l->fault != NULL;
	return 0;
}

/*
 * The tolerant reader on the same bytes: it never fails on a buffer, hands
 * on at least the lines the strict one accepts, and finds a fault exactly
 * when the strict one refuses.
 */
static void
verify_all(const char *buf, size_t len, long strict)
{
	struct all	 a = { 0, 0 };
	char		*warning = NULL, *cause = NULL;
	long		 n;

	n = journal_verify_all("fuzz", buf, len, count_line, &a, &warning,
	    &cause);
	if (n < 0 || (size_t)n != a.lines || (strict >= 0 && n != strict) ||
	    (strict >= 0) != (a.faults == 0))
		abort();
	free(warning);
	free(cause);
}

static long
verify(const char *buf, size_t len, uint64_t *seen)
{
	char	*warning = NULL, *cause = NULL;
	long	 n;

	*seen = 0;
	n = journal_verify("fuzz", buf, len, check_line, seen, &warning,
	    &cause);
	if (n >= 0 && (uint64_t)n != *seen)
		abort();
	if (n < 0 && cause == NULL)
		abort();
	free(warning);
	free(cause);
	verify_all(buf, len, n);
	return n;
}

/* A command the journal stores: one plain line, trimmed. */
static int
plain(const char *s, size_t n)
{
	size_t	k;

	if (n == 0 || s[0] == ' ' || s[n - 1] == ' ')
		return 0;
	for (k = 0; k < n; k++) {
		if ((unsigned char)s[k] < 0x20 || s[k] == 0x7f)
			return 0;
	}
	return 1;
}

static void
chain(const uint8_t *data, size_t size)
{
	static char	 lines[LINES_MAX][TEXT_MAX + TAIL_MAX];
	static char	 buf[LINES_MAX * (TEXT_MAX + TAIL_MAX)];
	char		 prev[17] = "0000000000000000", text[TEXT_MAX];
	const char	*s = (const char *)data + 2, *end = (const char *)data + size;
	const char	*nl;
	uint8_t		 d[SHA256_DIGEST_SIZE];
	struct sha256	 h;
	size_t		 n = 0, len = 0, k, at, cut;
	uint64_t	 seen;
	int		 t;

	if (size < 2)
		return;
	for (; s < end && n < LINES_MAX; s = nl + 1) {
		if ((nl = memchr(s, '\n', (size_t)(end - s))) == NULL)
			nl = end;
		if ((size_t)(nl - s) > LINE_MAX || !plain(s, (size_t)(nl - s)))
			continue;
		t = snprintf(text, sizeof text, "%zu 2026-11-22T14:12:09.%03zuZ "
		    "arb %.*s", n + 1, n % 1000, (int)(nl - s), s);
		sha256_init(&h);
		sha256_update(&h, prev, 16);
		sha256_update(&h, " ", 1);
		sha256_update(&h, text, (size_t)t);
		sha256_final(&h, d);
		sha256_hex(d, 8, prev);
		snprintf(lines[n++], sizeof lines[0], "%s ~%s\n", text, prev);
	}
	for (k = 0; k < n; k++) {
		memcpy(buf + len, lines[k], strlen(lines[k]));
		len += strlen(lines[k]);
	}
	if (verify(buf, len, &seen) != (long)n)
		abort();
	if (n < 3)
		return;
	/* Break a line that is not the last (a bad last line is torn). */
	k = data[1] / 3 % (n - 2);
	len = 0;
	for (at = 0; at < n; at++) {
		if (at == k && data[1] % 3 == 0)
			continue;				/* removed */
		cut = at;
		if (data[1] % 3 == 1 && (at == k || at == k + 1))
			cut = at == k ? k + 1 : k;		/* swapped */
		memcpy(buf + len, lines[cut], strlen(lines[cut]));
		if (data[1] % 3 == 2 && at == k) {		/* edited */
			buf[len + strlen(lines[cut]) / 2] ^= 0x01;
		}
		len += strlen(lines[cut]);
	}
	if (verify(buf, len, &seen) >= 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint64_t	seen;

	if (size > 0 && data[0] % 2 == 1)
		chain(data, size);
	else
		(void)verify((const char *)data, size, &seen);
	return 0;
}
