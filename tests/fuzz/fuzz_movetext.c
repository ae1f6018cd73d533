/*
 * fuzz_movetext.c: any bytes into movetext_read(), as a scoresheet pasted
 * at the prompt: an accepted sheet has at least one move, each a token
 * of the input at its offset, without blanks, within the move size, in
 * order; a clock only on a move; a refused one names an offset inside the
 * input (or its end).
 */
#include "config.h"

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "movetext.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define MAX	64

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct sheet_move	 moves[MAX];
	const char		*text = (const char *)data;
	enum sheet_status	 st;
	size_t			 n = 0, where = (size_t)-1, i, len, last = 0;

	st = movetext_read(text, size, moves, MAX, &n, &where);
	if (st >= SHEET_STATUS_NB || n > MAX)
		abort();
	if (st != SHEET_OK) {
		if (where > size)
			abort();
		return 0;
	}
	if (n == 0)
		abort();
	for (i = 0; i < n; i++) {
		len = strlen(moves[i].text);
		if (len == 0 || len >= GAME_MOVE_TEXT_MAX ||
		    moves[i].at + len > size || (i > 0 && moves[i].at <= last) ||
		    memcmp(text + moves[i].at, moves[i].text, len) != 0 ||
		    strpbrk(moves[i].text, " \t\r\n{(;") != NULL)
			abort();
		if (moves[i].has_clock && moves[i].clock_ms < 0)
			abort();
		last = moves[i].at;
	}
	return 0;
}
