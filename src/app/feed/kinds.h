/*
 * kinds.h: the kinds of source behind source.h, each a small module
 * that opens, polls and closes; source.c picks one by the spec and
 * answers the rest from the state every kind begins with.
 */
#ifndef ARBITER_FEED_KINDS_H
#define ARBITER_FEED_KINDS_H

#include <stdbool.h>
#include <stdint.h>

#include "app/feed/boards.h"
#include "app/feed/source.h"

struct feed_http;

/*
 * What every kind keeps, first in its state (so that source.c reads it
 * through the state's pointer): what the caller waits on, when the next
 * poll is due, the last failure, the HTTP client if it has one, and the
 * boards handed over.  source.c closes and frees these.
 */
struct feed_base {
	int			 fd;		/* to wait on, or -1 */
	bool			 by_fd;		/* only fd says when (stdin) */
	int64_t			 due_ms;	/* the next poll */
	int64_t			 poll_ms;	/* between polls */
	char			 error[256];	/* "" when healthy */
	struct feed_http	*http;		/* NULL: none */
	struct feed_boards	 boards;
};

struct feed_kind {
	const char	*name;
	void		(*free)(void *);	/* the rest, and the state */
	enum feed_health (*poll)(void *, int64_t now_ms, feed_snapshot_fn *,
			    void *arg);
};

/* Each opener: the source's state, or NULL with *cause (to free). */
void	*feed_folder_open(const char *dir, uint16_t round, char **cause);
extern const struct feed_kind feed_folder_kind;
void	*feed_lcc_open(const char *spec, uint16_t round, char **cause);
extern const struct feed_kind feed_lcc_kind;
/* A PGN or PDN address (json: lidraughts' JSON list of PDN games), or
 * "-" for standard input. */
void	*feed_pgnurl_open(const char *spec, uint16_t round, bool draughts,
	    bool json, char **cause);
extern const struct feed_kind feed_pgnurl_kind;
/* LiveChess's local e-board API: ws://HOST[:PORT][/PATH]#B=SERIAL,... */
void	*feed_lcws_open(const char *spec, uint16_t round, char **cause);
extern const struct feed_kind feed_lcws_kind;

#endif
