/*
 * fuzz_feed_pgn.c: random text read as a live source's PGN (app/feed/
 * pgnfeed.c, LiveChess's dialect).  Never crash; every game handed over
 * is whole and sound: a result, moves that fit and are not empty, the
 * hash of its content, and no more bytes consumed than given.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "app/feed/pgnfeed.h"

#ifndef FUZZ_FEED_DRAUGHTS	/* fuzz_feed_pdn.c: true */
#define FUZZ_FEED_DRAUGHTS	false
#endif

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
check(void *arg, const struct feed_game *g, unsigned ordinal)
{
	size_t	i;

	(void)arg;
	assert(ordinal > 0);
	assert(g->result[0] != '\0' && strcmp(g->result, "") != 0);
	assert(g->hash == feed_hash(g));
	assert(strlen(g->white.name) < FEED_NAME_SIZE);
	assert(strlen(g->fen) < FEED_FEN_SIZE);
	for (i = 0; i < g->n; i++) {
		assert(g->plies[i].move[0] != '\0');
		assert(strlen(g->plies[i].move) < FEED_MOVE_SIZE);
		assert(g->plies[i].clock_ms >= -1);
	}
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct pgnfeed_info	info;

	assert(pgnfeed_read((const char *)data, size, FUZZ_FEED_DRAUGHTS, check,
	    NULL,
	    &info));
	assert(info.latin1 || info.consumed <= size);
	return 0;
}
