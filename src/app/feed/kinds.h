/*
 * kinds.h: the kinds of source behind source.h, each a small module
 * with the same five operations; source.c picks one by the spec.
 */
#ifndef ARBITER_FEED_KINDS_H
#define ARBITER_FEED_KINDS_H

#include "app/feed/source.h"

struct feed_kind {
	const char	*name;
	void		(*close)(void *);
	int		(*fd)(const void *);
	int64_t		(*next_ms)(const void *, int64_t now_ms);
	enum feed_health (*poll)(void *, int64_t now_ms, feed_snapshot_fn *,
			    void *arg);
	const char	*(*error)(const void *);
	/* May be NULL: the kind has no such timing. */
	void		(*timing)(void *, int64_t poll_ms, int64_t timeout_ms);
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

#endif
