/*
 * fuzz_draughts_fen.c: draughts_fen_read on arbitrary bytes.  An accepted
 * FEN gives a position that passes draughts_ok(), that draughts_fen_write()
 * writes in a text that reads back to the same position and writes again
 * the same; its legal moves are legal, make positions that pass
 * draughts_ok(), and agree with the count and with perft to depth 2.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct draughts_position	pos, again, child;
	uint64_t			moves[DRAUGHTS_MAX_MOVES], leaves;
	char				text[512], fen[DRAUGHTS_FEN_MAX];
	char				fen2[DRAUGHTS_FEN_MAX];
	size_t				i, n, where, len;

	if (size >= sizeof text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	where = SIZE_MAX;
	if (draughts_fen_read(&pos, text, &where) != DRAUGHTS_FEN_OK) {
		if (where > strlen(text))
			abort();	/* the offset points into the text */
		return 0;
	}
	if (!draughts_ok(&pos) || draughts_validate(&pos) != DRAUGHTS_FEN_OK)
		abort();
	len = draughts_fen_write(&pos, fen);
	if (len >= DRAUGHTS_FEN_MAX || len != strlen(fen))
		abort();
	if (draughts_fen_read(&again, fen, NULL) != DRAUGHTS_FEN_OK ||
	    !draughts_same(&again, &pos) ||
	    draughts_key(&again) != draughts_key(&pos))
		abort();
	draughts_fen_write(&again, fen2);
	if (strcmp(fen, fen2) != 0)
		abort();
	n = draughts_legal_moves(&pos, moves);
	if (n != draughts_count_moves(&pos) || n > DRAUGHTS_MAX_MOVES ||
	    draughts_perft(&pos, 1) != n)
		abort();
	if (n > 0 && (!draughts_is_legal(&pos, moves[0]) ||
	    !draughts_is_legal(&pos, moves[n - 1]) ||
	    dmove_captures(moves[0]) != draughts_capture_needed(&pos)))
		abort();
	leaves = 0;
	for (i = 0; i < n; i++) {
		if (dmove_captures(moves[i]) != dmove_captures(moves[0]))
			abort();
		child = pos;
		draughts_make(&child, moves[i]);
		if (!draughts_ok(&child))
			abort();
		leaves += draughts_count_moves(&child);
	}
	if (draughts_perft(&pos, 2) != leaves)
		abort();
	return 0;
}
