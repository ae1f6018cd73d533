/*
 * fuzz_draughts_resolve.c: random move texts after an ambiguous capture
 * (core/draughts/resolve.h).  The input is "FEN\nmoves" or a byte
 * choosing one of a few positions (each with a capture two routes
 * reach) followed by the moves, blank-separated.  Never crash; a route
 * kept is one of the legal moves the first text names; an undecided
 * answer keeps none; a reach is never beyond the texts.
 */
#include "config.h"

#include <assert.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/resolve.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define MAX_TEXTS	64

static const char *const fens[] = {
	"W:WK47:B7,12,14,17,23,31,33,37,44",	/* 47x36: over 23 or 14 */
	"W:WK5:B20,28,34,38,42",		/* 5x9 */
	"W:WK47:B32,28,6,20,42,25,26,31,19",	/* 47x36, three routes */
	"W:W31-50:B1-20",
};

/* The first text's candidates hold m. */
static void
check_one(const struct draughts_position *pos, const char *text, uint64_t m)
{
	struct dnotation_fail	f;
	uint64_t		back;
	size_t			i;
	int			found = 0;

	assert(draughts_is_legal(pos, m));
	assert(dnotation_read(pos, text, strlen(text), &back, &f) ==
	    DNOTATION_AMBIGUOUS);
	for (i = 0; i < f.ncandidates && i < DNOTATION_MAX_CANDIDATES; i++)
		found |= f.candidates[i] == m;
	assert(found);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct draughts_position pos;
	enum dresolve_state	 st;
	const char		*texts[MAX_TEXTS];
	char			*buf, *s, *nl, *tok, *save = NULL;
	uint64_t		 m, back;
	size_t			 n = 0, reach;

	if (size == 0 || size > 4096)
		return 0;
	buf = malloc(size + 1);
	if (buf == NULL)
		return 0;
	memcpy(buf, data, size);
	buf[size] = '\0';
	s = buf;
	if ((nl = strchr(buf, '\n')) != NULL) {
		*nl = '\0';
		if (draughts_fen_read(&pos, buf, NULL) != DRAUGHTS_FEN_OK) {
			free(buf);
			return 0;
		}
		s = nl + 1;
	} else {
		(void)draughts_fen_read(&pos, fens[(unsigned char)buf[0] %
		    (sizeof fens / sizeof fens[0])], NULL);
		s = buf + 1;
	}
	for (tok = strtok_r(s, " \t\r\n", &save); tok != NULL &&
	    n < MAX_TEXTS; tok = strtok_r(NULL, " \t\r\n", &save))
		texts[n++] = tok;
	st = dresolve_capture(&pos, texts, n, &m, &reach);
	if (st == DRESOLVE_ONE)
		check_one(&pos, texts[0], m);
	else
		assert(m == DMOVE_NONE);
	if (st == DRESOLVE_NOT_AMBIGUOUS)
		assert(n == 0 || dnotation_read(&pos, texts[0],
		    strlen(texts[0]), &back, NULL) != DNOTATION_AMBIGUOUS);
	else
		assert(reach < n);
	free(buf);
	return 0;
}
