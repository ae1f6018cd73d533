/*
 * fuzz_command.c: the command parser on any bytes.  Whatever parses must
 * format, the canonical text must parse back to the same struct and
 * format to itself; whatever fails must name a word inside the line.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "app/cmderror.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct command		a, b;
	struct command_error	err;
	char			text[COMMAND_LINE_MAX + 1];
	char			again[COMMAND_LINE_MAX + 1];
	size_t			n;

	if (size > COMMAND_LINE_MAX + 8)
		return 0;
	if (command_parse((const char *)data, size, &a, &err) != COMMAND_OK) {
		if (err.offset > size || err.offset + err.length > size ||
		    err.status == COMMAND_OK)
			abort();
		(void)cmderror_text(&err);
		return 0;
	}
	if (a.verb == COMMAND_NONE)
		return 0;
	if ((n = command_format(&a, text, sizeof text)) == 0)
		abort();
	/* A plain journal line: no control bytes, no blank at either end. */
	for (size_t k = 0; k < n; k++) {
		if ((unsigned char)text[k] < 0x20 || text[k] == 0x7f)
			abort();
	}
	if (text[0] == ' ' || text[n - 1] == ' ')
		abort();
	if (command_parse(text, n, &b, &err) != COMMAND_OK ||
	    memcmp(&a, &b, sizeof a) != 0)
		abort();
	if (command_format(&b, again, sizeof again) != n ||
	    strcmp(text, again) != 0)
		abort();
	return 0;
}
