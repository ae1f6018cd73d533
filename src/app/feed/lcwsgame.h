/*
 * lcwsgame.h: one e-board's game as LiveChess's eboardevents tell it
 * (FEEDS.md 1.1), kept between events and turned into whole-game
 * snapshots (core/feed.h); and the address that maps the e-boards'
 * serial numbers to the event's boards.
 *
 * LiveChess's local API knows e-boards, not pairings: the address says
 * which board of the event each serial plays,
 *	ws://HOST[:PORT][/PATH]#B=SERIAL[,B=SERIAL...]
 * (port 1982 and /api/v1.0 when not given).
 *
 * What an event does to the game (case 19 of FEEDS.md 7.3):
 * - "san" is the whole game since "start": a repeated list changes
 *   nothing, a longer one adds its plies (two at once too), a shorter or
 *   changed one is handed over as it is: the follower holds such a
 *   rewrite for its quarantine and reports it if it stays;
 * - "match":false (the pieces are not where that game leaves them: a
 *   piece in the air, a move LiveChess cannot read) takes no moves until
 *   the board matches again; lcws_game_mismatch_ms() says how long,
 *   and each snapshot since when (mismatch_since_ms: the follower's
 *   'report B board');
 * - the clock object (omitted when unchanged) gives the readings; a new
 *   ply's mover's reading is his once his clock stopped ("run" is the
 *   other side's or null), so that a ply is held back, at most
 *   LCWS_PRESS_WAIT_MS, until the player presses his clock, and goes
 *   with his reading.  The ply before the last of two at once has none
 *   (the clock object was read after both).
 * No players and no result come from this source.
 */
#ifndef ARBITER_FEED_LCWSGAME_H
#define ARBITER_FEED_LCWSGAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/feed/lcwsjson.h"
#include "feed.h"

#define LCWS_PORT		1982
#define LCWS_PATH		"/api/v1.0"
#define LCWS_PRESS_WAIT_MS	2000LL
#define LCWS_HOST_SIZE		128
#define LCWS_PATH_SIZE		128

struct lcws_map {
	uint16_t	board;
	char		serial[LCWS_SERIAL_SIZE];
};

struct lcws_spec {
	char		 host[LCWS_HOST_SIZE];
	int		 port;
	char		 path[LCWS_PATH_SIZE];
	size_t		 n;
	struct lcws_map	*m;
};

/* false with err (LCWS_ERROR_SIZE bytes) when spec is not one. */
bool	lcws_spec_parse(const char *spec, struct lcws_spec *, char *err);
void	lcws_spec_free(struct lcws_spec *);

struct lcws_game {
	uint16_t		 round, board;
	char			 start[FEED_FEN_SIZE];	/* "": the usual */
	size_t			 n, cap;
	char			(*san)[FEED_MOVE_SIZE];
	int64_t			*clock_ms;	/* the mover's, after the ply */
	int64_t			 new_ms;	/* when the last plies came */
	bool			 have_clock;
	struct lcws_clock	 clock;
	int64_t			 mismatch_since;	/* 0: it matches */
};

void	lcws_game_init(struct lcws_game *, uint16_t round, uint16_t board);
void	lcws_game_release(struct lcws_game *);
/* Take an event of the board's; false: out of memory (nothing taken). */
bool	lcws_game_apply(struct lcws_game *, const struct lcws_event *,
	    int64_t now_ms);
/* Take the eboards list's clock: as a clock-only event. */
void	lcws_game_clock(struct lcws_game *, const struct lcws_clock *,
	    int64_t now_ms);
/* The snapshot at now_ms into g (initialised here, hash set); false:
 * out of memory. */
bool	lcws_game_snapshot(const struct lcws_game *, int64_t now_ms,
	    struct feed_game *g);
/* When a ply held back for its clock is due (INT64_MAX: none). */
int64_t	lcws_game_due_ms(const struct lcws_game *);
/* How long the pieces have not matched the game (0: they do). */
int64_t	lcws_game_mismatch_ms(const struct lcws_game *, int64_t now_ms);

#endif
