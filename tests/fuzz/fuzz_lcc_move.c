/*
 * fuzz_lcc_move.c: random text read as a LiveChess Cloud move string
 * ("e4 5436+23", FEEDS.md 1.3).  Never crash; a string read is given
 * back by writing its parts again in the same shape.
 */
#include "config.h"

#include <assert.h>
#include <inttypes.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/feed/lccjson.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char	s[64], san[FEED_MOVE_SIZE], back[96];
	int64_t	clk, emt;
	size_t	n = size < sizeof s - 1 ? size : sizeof s - 1;

	memcpy(s, data, n);
	s[n] = '\0';
	if (!lcc_move_parse(s, san, sizeof san, &clk, &emt))
		return 0;
	assert(san[0] != '\0' && strchr(san, ' ') == NULL);
	assert(clk >= -1 && emt >= -1);
	assert(clk == -1 || clk % 1000 == 0);
	/* Written again: the same text but for leading zeros. */
	snprintf(back, sizeof back, "%s%s", san, clk >= 0 || emt >= 0 ?
	    " " : "");
	if (clk >= 0)
		snprintf(back + strlen(back), sizeof back - strlen(back),
		    "%" PRId64, clk / 1000);
	if (emt >= 0)
		snprintf(back + strlen(back), sizeof back - strlen(back),
		    "+%" PRId64, emt / 1000);
	if (strspn(s, "0123456789+ ") == 0 && strstr(s, " 0") == NULL &&
	    strstr(s, "+0") == NULL)
		assert(strcmp(back, s) == 0);
	return 0;
}
