/*
 * pgnfeed.h: a PGN or PDN file as a live source writes it, read into
 * whole-game snapshots (core/feed.h): LiveChess's dialect (FEEDS.md 1.2,
 * 7.3 cases 11-15), e-scoresheets' (3: {=} draw offers, "-" dashes,
 * [%clk H:MM]) and, for draughts, PDN with [%clock wH:MM:SS BH:MM:SS]
 * (5).  Moves are kept as the text the source wrote: whether they are
 * legal is the follower's question, and a stood illegal move must be
 * kept (7.3.7), so nothing here refuses a move.  One exception, for
 * draughts: a capture written "47x36" that two routes reach is settled
 * by the moves after it, or waits (pdnroutes.h).
 *
 * Only games that end with a result token ("*" for one in progress) are
 * handed over: a half-written file's last game is left for the next read
 * (7.3.11), never reported as an error that loses the board.
 */
#ifndef ARBITER_FEED_PGNFEED_H
#define ARBITER_FEED_PGNFEED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "feed.h"

/* A game read whole; ordinal is its place in the file (1-based).  The
 * game is the reader's: valid during the call only. */
typedef void pgnfeed_game_fn(void *arg, const struct feed_game *g,
    unsigned ordinal);

struct pgnfeed_info {
	unsigned	games;		/* handed over */
	bool		partial;	/* the last game had no end yet */
	bool		latin1;		/* not UTF-8: read as Latin-1 */
	bool		nomem;		/* out of memory: games were lost */
	size_t		consumed;	/* bytes up to the last whole game's
					   end (of the text as read: after
					   a Latin-1 conversion, of that) */
	char		error[128];	/* the first syntax problem, or "" */
};

/* Read the len bytes at buf (a whole file) as PGN, or PDN for draughts.
 * Returns false only when out of memory. */
bool	pgnfeed_read(const char *buf, size_t len, bool draughts,
	    pgnfeed_game_fn *fn, void *arg, struct pgnfeed_info *info);

/*
 * A clock time "h:mm:ss", "hh:mm:ss.t" or "h:mm" (hours and minutes
 * only: TorneloScoresheet's %clk, 7.3.12) at *sp, in ms, *sp moved past
 * it; -1 if it is none.
 */
int64_t	pgnfeed_hms_ms(const char **sp);
/* An ISO 8601 UTC time "2024-12-19T17:52:47.862Z" or with an offset
 * ("-05:00") in ms since the epoch; -1 if it is none. */
int64_t	pgnfeed_iso_ms(const char *s);

#endif
