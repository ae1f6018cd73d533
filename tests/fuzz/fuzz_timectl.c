/*
 * fuzz_timectl.c: any bytes into tc_parse(); an accepted control must be
 * well formed, write back, and read back equal; a refused one must name
 * an offset inside the input (or its end).
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "clock.h"
#include "timectl.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct tc	tc, back;
	struct clock	c;
	char		buf[TC_TEXT_MAX];
	size_t		bad = (size_t)-1, n;

	if (tc_parse(&tc, (const char *)data, size, &bad) != STATUS_OK) {
		if (bad > size)
			abort();
		return 0;
	}
	if (!tc_ok(&tc))
		abort();
	n = tc_format(&tc, buf, sizeof buf);
	if (n == 0)
		abort();
	if (tc_parse(&back, buf, n, &bad) != STATUS_OK ||
	    !tc_equal(&tc, &back))
		abort();
	/* The canonical form is a fixed point. */
	{
		char	again[TC_TEXT_MAX];

		if (tc_format(&back, again, sizeof again) != n ||
		    memcmp(again, buf, n) != 0)
			abort();
	}
	/* And a clock can run it. */
	clock_init(&c, &tc);
	if (clock_start(&c, 0, CLOCK_WHITE) != STATUS_OK ||
	    clock_press(&c, 1000) != STATUS_OK ||
	    clock_press(&c, 3600000) != STATUS_OK || !clock_ok(&c))
		abort();
	(void)tc_category(&tc);
	return 0;
}
