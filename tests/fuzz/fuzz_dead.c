/*
 * fuzz_dead.c: bytes -> FEN -> dead_can_mate for each side and
 * dead_can_mate_both, with a small budget.  The position must not change;
 * a YES witness must replay as legal moves to a mate given by that side;
 * the two ways of asking may differ in what they settle (the joint walk
 * has more nodes) but never contradict each other (a YES against a NO).
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess/board.h"
#include "chess/dead.h"

#define BUDGET	3000

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* Abort unless a is a sound answer for side with witness line[0..len). */
static void
check(const struct position *root, enum color side, enum dead_answer a,
    const uint16_t *line, size_t len)
{
	struct position	pos = *root;
	struct undo	u;
	size_t		i;

	if (a != DEAD_YES) {
		if (len != 0)
			abort();
		return;
	}
	if (len > DEAD_WITNESS_MAX)
		abort();
	for (i = 0; i < len; i++) {
		if (!board_is_legal(&pos, line[i]))
			abort();
		board_make(&pos, line[i], &u);
		if (!board_ok(&pos))
			abort();
	}
	if (!board_is_checkmate(&pos) || pos.side == side)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct position		 pos, before;
	char			 text[256];
	uint16_t		 lines[2][DEAD_WITNESS_MAX];
	uint16_t		*witness[2] = { lines[WHITE], lines[BLACK] };
	size_t			 len[2] = { 0, 0 };
	enum dead_answer	 one[2], both[2];
	int			 c;

	if (size >= sizeof text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (fen_read(&pos, text, NULL) != FEN_OK)
		return 0;
	before = pos;
	for (c = WHITE; c <= BLACK; c++) {
		one[c] = dead_can_mate(&pos, (enum color)c, BUDGET, lines[c],
		    &len[c]);
		check(&pos, (enum color)c, one[c], lines[c], len[c]);
	}
	dead_can_mate_both(&pos, BUDGET, both, witness, len);
	if (memcmp(&pos, &before, sizeof pos) != 0)
		abort();
	for (c = WHITE; c <= BLACK; c++) {
		check(&pos, (enum color)c, both[c], lines[c], len[c]);
		if ((one[c] == DEAD_YES && both[c] == DEAD_NO) ||
		    (one[c] == DEAD_NO && both[c] == DEAD_YES))
			abort();
	}
	return 0;
}
