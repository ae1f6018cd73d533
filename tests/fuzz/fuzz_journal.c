/*
 * fuzz_journal.c: the journal reader on any bytes.  It must never crash;
 * what it accepts must be whole lines with seq 1, 2, 3 ... and the count
 * it returns must match what it handed on.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "app/journal.h"

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

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	uint64_t	 seen = 0;
	char		*warning = NULL, *cause = NULL;
	long		 n;

	n = journal_verify("fuzz", (const char *)data, size, check_line, &seen,
	    &warning, &cause);
	if (n >= 0 && (uint64_t)n != seen)
		abort();
	if (n < 0 && cause == NULL)
		abort();
	free(warning);
	free(cause);
	return 0;
}
