/*
 * fuzz_draughts_move.c: random text read as a draughts move.  The input is
 * "FEN\nmove" (a position of our own choosing) or a byte choosing one of a
 * few positions followed by the move.  Never crash; a move read is legal
 * and is written in a text that reads back as the same move; candidates
 * of a refusal are legal; an ambiguity has at least two candidates with
 * the start and end of the text.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static const char *const fens[] = {
	"W:W31-50:B1-20",
	"W:WK5:B20,28,34,38,42",
	"W:W42:B38,28,27,37,29",
	"W:WK47:B14,18,33,39",
	"W:W32,34:BK27,29,19",
	"W:W7,33:B29,3",
	"B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,43,44,46",
	("W:WK2-5,16,K36,38,K46,K47,49:BK7,8,9,K10,K11,15,K20,21,24,27,29,32,"
	    "33,K42,43"),
	"W:WK31-50:BK1-20",
};

/* m written, short and long, reads back as m. */
static void
round_trip(const struct draughts_position *pos, uint64_t m)
{
	char		buf[DNOTATION_MAX];
	uint64_t	back;
	size_t		len;

	len = dnotation_write(pos, m, buf);
	if (len >= DNOTATION_MAX || len != strlen(buf) ||
	    dnotation_read(pos, buf, len, &back, NULL) != DNOTATION_OK ||
	    back != m)
		abort();
	len = dnotation_write_long(pos, m, buf);
	if (len >= DNOTATION_MAX ||
	    dnotation_read(pos, buf, len, &back, NULL) != DNOTATION_OK ||
	    back != m)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct draughts_position	pos;
	struct dnotation_fail		f;
	enum dnotation_error		e;
	const uint8_t			*nl;
	char				fen[512];
	uint64_t			m;
	size_t				i, k, len;

	if (size < 1)
		return 0;
	nl = memchr(data, '\n', size);
	if (nl != NULL && (size_t)(nl - data) < sizeof fen) {
		k = (size_t)(nl - data);
		memcpy(fen, data, k);
		fen[k] = '\0';
		if (draughts_fen_read(&pos, fen, NULL) != DRAUGHTS_FEN_OK)
			return 0;
		data += k + 1;
		size -= k + 1;
	} else {
		if (draughts_fen_read(&pos, fens[data[0] % (sizeof fens /
		    sizeof fens[0])], NULL) != DRAUGHTS_FEN_OK)
			abort();
		data++;
		size--;
	}
	e = dnotation_read(&pos, (const char *)data, size, &m, &f);
	if (e >= DNOTATION_ERROR_NB)
		abort();
	if (e == DNOTATION_OK) {
		if (!draughts_is_legal(&pos, m) || f.ncandidates != 0)
			abort();
		round_trip(&pos, m);
		return 0;
	}
	if (m != DMOVE_NONE)
		abort();
	if (e == DNOTATION_UNREADABLE && f.where > size)
		abort();
	len = f.ncandidates < DNOTATION_MAX_CANDIDATES ? f.ncandidates :
	    DNOTATION_MAX_CANDIDATES;
	for (i = 0; i < len; i++) {
		if (!draughts_is_legal(&pos, f.candidates[i]))
			abort();
		round_trip(&pos, f.candidates[i]);
		if (e == DNOTATION_AMBIGUOUS && (DMOVE_FROM(f.candidates[i]) !=
		    DMOVE_FROM(f.candidates[0]) || DMOVE_TO(f.candidates[i]) !=
		    DMOVE_TO(f.candidates[0])))
			abort();
	}
	if (e == DNOTATION_AMBIGUOUS && f.ncandidates < 2)
		abort();
	if (e == DNOTATION_MAJORITY && (f.needed == 0 ||
	    f.needed != draughts_capture_needed(&pos)))
		abort();
	if ((e == DNOTATION_MAJORITY || e == DNOTATION_CAPTURE_REQUIRED) &&
	    f.ncandidates == 0)
		abort();
	if (!draughts_ok(&pos))
		abort();
	return 0;
}
