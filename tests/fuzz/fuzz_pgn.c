/*
 * fuzz_pgn.c: arbitrary bytes into the PGN reader, cut into two chunks
 * at a place the input chooses; every event must be sane.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "chess/board.h"
#include "chess/pgn.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static bool
check(void *arg, const struct pgn_event *ev)
{
	unsigned long	*games = arg;

	assert(board_ok(ev->pos));
	if (ev->type == PGN_EV_MOVE)
		assert(board_is_legal(ev->pos, ev->move));
	if (ev->type == PGN_EV_GAME_END)
		(*games)++;
	assert(ev->game == *games + (ev->type == PGN_EV_GAME_END ? 0 : 1));
	return ev->type != PGN_EV_MOVE || (ev->move & 0x3f) != 7;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pgn_reader	r;
	unsigned long		games = 0;
	size_t			cut;

	if (size == 0)
		return 0;
	cut = data[0] % size;
	pgn_reader_init(&r, (enum notation_lang)(data[0] % LANG_NB), check,
	    &games);
	pgn_reader_feed(&r, (const char *)data + 1, cut);
	pgn_reader_feed(&r, (const char *)data + 1 + cut, size - 1 - cut);
	pgn_reader_finish(&r);
	assert(games == r.rr.game);	/* the count is the shared reader's */
	return 0;
}
