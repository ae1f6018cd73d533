/*
 * fuzz_fen.c: fen_read on arbitrary bytes.  An accepted FEN must give a
 * position that passes board_ok(), that fen_write() writes back to the same
 * position, and whose legal moves all make and unmake cleanly.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess/board.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct position	pos, again, before;
	struct undo	u;
	uint16_t	moves[MAX_MOVES];
	char		text[512], fen[FEN_MAX];
	size_t		i, n, where;
	uint64_t	leaves;

	if (size >= sizeof text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	where = SIZE_MAX;
	if (fen_read(&pos, text, &where) != FEN_OK) {
		if (where > size)
			abort();	/* the offset points into the text */
		return 0;
	}
	if (!board_ok(&pos))
		abort();
	if (fen_write(&pos, fen) >= FEN_MAX)
		abort();
	if (fen_read(&again, fen, NULL) != FEN_OK ||
	    memcmp(&again, &pos, sizeof pos) != 0)
		abort();
	n = board_legal_moves(&pos, moves);
	if (n != board_count_moves(&pos) || n > MAX_MOVES)
		abort();
	before = pos;
	leaves = 0;
	for (i = 0; i < n; i++) {
		board_make(&pos, moves[i], &u);
		if (!board_ok(&pos))
			abort();
		leaves += board_count_moves(&pos);
		board_unmake(&pos, moves[i], &u);
		if (memcmp(&pos, &before, sizeof pos) != 0)
			abort();
	}
	/* perft's own copy-make agrees with board_make(). */
	if (board_perft(&pos, 2) != leaves)
		abort();
	return 0;
}
