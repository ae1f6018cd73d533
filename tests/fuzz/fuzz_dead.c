/*
 * fuzz_dead.c: bytes -> FEN -> dead_can_mate for both sides with a small
 * budget.  The position must not change; a YES witness must replay as
 * legal moves to a mate given by that side; a NO must never meet a mate
 * found by the other way of asking (dead_position).
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess/board.h"
#include "chess/dead.h"

#define BUDGET	3000

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
check(const struct position *root, enum color side)
{
	struct position		 pos = *root, before = *root;
	struct undo		 u;
	uint16_t		 line[DEAD_WITNESS_MAX];
	size_t			 len = 0, i;
	enum dead_answer	 a;

	a = dead_can_mate(&pos, side, BUDGET, line, &len);
	if (memcmp(&pos, &before, sizeof pos) != 0)
		abort();
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
	struct position	pos;
	char		text[256];

	if (size >= sizeof text)
		return 0;
	memcpy(text, data, size);
	text[size] = '\0';
	if (fen_read(&pos, text, NULL) != FEN_OK)
		return 0;
	check(&pos, WHITE);
	check(&pos, BLACK);
	return 0;
}
