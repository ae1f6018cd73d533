/*
 * source.h: a live source of games (FEEDS.md), as the follower sees it:
 * something it polls (or waits on with poll(2)) that hands it whole-game
 * snapshots (core/feed.h), one per board that changed since the last
 * call, and says when it is in trouble.
 *
 * The kinds, chosen by the spec given to feed_source_open():
 *	DIR			a LiveChess export folder (round-N/game-B.pgn,
 *				games.pgn), watched with inotify; or a folder
 *				of PDN files for draughts
 *	http://.../<uuid>	LiveChess Cloud JSON (tournament.json, round
 *	  [/<round>]		index.json, game-B.json), polled with ETag
 *	http://...pgn|.pdn	one multi-game PGN or PDN file, polled
 *	http://...json		lidraughts' {"games":[{"pdn"}]} (draughts)
 *	http://.../{n}.PDN	lidraughts' numbered files, board N at N.PDN
 *	  [#1-20]		(draughts), the boards listed or 1 and up
 *	-			PGN or PDN on standard input
 *	ws://HOST:1982/api/v1.0	LiveChess's local e-board API (WebSocket),
 *	  #B=SERIAL,...		each e-board's serial mapped to its board
 * The readers turn LiveChess's dialect (FEEDS.md 1.2), LCC move strings
 * (1.3) and PDN's [%clock] (5) into struct feed_game; nothing here knows
 * the event or its rules.
 *
 * What a poll hands over: each board whose snapshot's content (its hash,
 * feed_hash()) differs from the one handed over before, with round and
 * board set; a board listed in the pairings (LCC's or the folder's
 * index.json) with no game yet comes with its players and no plies.  A
 * board is lost (game NULL) only after it has been missing for a grace
 * time (3 s for a folder, 10 s over HTTP), never because a file was
 * half-written, a request failed or nothing moved for hours.  A failure
 * hands nothing over and loses nothing: health FAILING or GARBAGE, and
 * feed_source_error() says why, in one line.
 */
#ifndef ARBITER_FEED_SOURCE_H
#define ARBITER_FEED_SOURCE_H

#include <stdbool.h>
#include <stdint.h>

#include "feed.h"

struct feed_source;

/* The source's health, said to the arbiter: OK, or why not. */
enum feed_health {
	FEED_HEALTH_OK,
	FEED_HEALTH_FAILING,	/* the last poll failed: 5xx, timeout, I/O */
	FEED_HEALTH_GARBAGE,	/* it answered with what cannot be read */
};

/* Open spec (see above) for round (0: the source's latest); NULL with
 * *cause (one line, to free) when it cannot be. */
struct feed_source *feed_source_open(const char *spec, uint16_t round,
	    char **cause);
void		feed_source_close(struct feed_source *);	/* NULL: none */
/* A descriptor to wait on (inotify, standard input), or -1. */
int		feed_source_fd(const struct feed_source *);
/* When the source wants polling next, on the UTC ms timeline. */
int64_t		feed_source_next_ms(const struct feed_source *, int64_t now_ms);
/* Read what changed and hand each changed board to fn.  Never blocks
 * longer than the source's timeout. */
enum feed_health feed_source_poll(struct feed_source *, int64_t now_ms,
	    feed_snapshot_fn *fn, void *arg);
/* Poll every poll_ms, and give up on an answer after timeout_ms (0:
 * the kind's default; a folder has neither). */
void		feed_source_timing(struct feed_source *, int64_t poll_ms,
		    int64_t timeout_ms);
/* The last failure's text (one line), or "" when healthy. */
const char	*feed_source_error(const struct feed_source *);

#endif
