/*
 * boards.h: what a source last handed over for each board, so that a
 * poll hands on only the boards that changed (by content hash, FEEDS.md
 * 7.3.10) and says a board is gone only once it has been missing for a
 * grace time: a file deleted and written again, or a game file that
 * 404s for one poll, is not a board dropped (7.3.6).
 */
#ifndef ARBITER_FEED_BOARDS_H
#define ARBITER_FEED_BOARDS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "feed.h"

struct feed_board_slot {
	uint16_t	board;
	bool		present;	/* handed over, not gone since */
	bool		seen;		/* in this pass */
	uint64_t	hash;
	bool		missing;	/* not seen since missing_since */
	int64_t		missing_since;
};

struct feed_boards {
	struct feed_board_slot	*v;
	size_t			 n, cap;
	int64_t			 grace_ms;
	/* A stream (standard input) gives a board's game again as it
	 * grows: every game read is handed over, in order.  Else the first
	 * game a pass reads for a board stands. */
	bool			 stream;
};

void	feed_boards_init(struct feed_boards *, int64_t grace_ms);
void	feed_boards_free(struct feed_boards *);
/* A pass over the source begins: no board seen yet. */
void	feed_boards_begin(struct feed_boards *);
/* g (its board and hash set) was read: handed to fn if it changed. */
void	feed_boards_offer(struct feed_boards *, const struct feed_game *g,
	    feed_snapshot_fn *fn, void *arg);
/* The board is there but could not be read whole this time (a half-
 * written file, a failed request): it keeps what it had. */
void	feed_boards_keep(struct feed_boards *, uint16_t board);
/* Whether the board was handed over (and not gone since) or seen in
 * this pass. */
bool	feed_boards_known(const struct feed_boards *, uint16_t board);
/* The pass is over: boards missing for grace_ms are gone (fn, NULL). */
void	feed_boards_end(struct feed_boards *, int64_t now_ms,
	    feed_snapshot_fn *fn, void *arg);

#endif
