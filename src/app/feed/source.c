/*
 * source.c: a live source opened by its spec (source.h): the kind is
 * chosen here, the work is each kind's (kinds.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "app/feed/http.h"
#include "app/feed/kinds.h"
#include "app/i18n.h"
#include "app/xmalloc.h"

struct feed_source {
	const struct feed_kind	*kind;
	void			*impl;
};

/* An http(s) address, ending in tail if given (its query aside). */
static bool
is_url(const char *spec, const char *tail)
{
	size_t	len = strcspn(spec, "?#"), n;

	if (strncmp(spec, "http://", 7) != 0 &&
	    strncmp(spec, "https://", 8) != 0)
		return false;
	if (tail == NULL)
		return true;
	n = strlen(tail);
	return len >= n && strncasecmp(spec + len - n, tail, n) == 0;
}

struct feed_source *
feed_source_open(const char *spec, uint16_t round, char **cause)
{
	struct feed_source	*s;
	const struct feed_kind	*kind;
	void			*impl;

	*cause = NULL;
	if (strcmp(spec, "-") == 0 || is_url(spec, ".pgn") ||
	    is_url(spec, ".pdn") || is_url(spec, ".json")) {
		kind = &feed_pgnurl_kind;
		impl = feed_pgnurl_open(spec, round, is_url(spec, ".pdn"),
		    is_url(spec, ".json"), cause);
	} else if (strncmp(spec, "ws://", 5) == 0) {
		kind = &feed_lcws_kind;
		impl = feed_lcws_open(spec, round, cause);
	} else if (is_url(spec, NULL)) {
		kind = &feed_lcc_kind;
		impl = feed_lcc_open(spec, round, cause);
	} else {
		kind = &feed_folder_kind;
		impl = feed_folder_open(spec, round, cause);
	}
	if (impl == NULL)
		return NULL;
	s = xmalloc(sizeof *s);
	s->kind = kind;
	s->impl = impl;
	return s;
}

void
feed_source_close(struct feed_source *s)
{
	struct feed_base	*b;

	if (s == NULL)
		return;
	b = s->impl;
	if (b->fd >= 0)
		close(b->fd);
	feed_http_free(b->http);
	feed_boards_free(&b->boards);
	s->kind->free(s->impl);
	free(s);
}

int
feed_source_fd(const struct feed_source *s)
{
	const struct feed_base	*b = s->impl;

	return b->fd;
}

int64_t
feed_source_next_ms(const struct feed_source *s, int64_t now_ms)
{
	const struct feed_base	*b = s->impl;

	if (b->by_fd)		/* standard input wakes the caller */
		return now_ms + 3600000;
	return b->due_ms > now_ms ? b->due_ms : now_ms;
}

enum feed_health
feed_source_poll(struct feed_source *s, int64_t now_ms, feed_snapshot_fn *fn,
    void *arg)
{
	return s->kind->poll(s->impl, now_ms, fn, arg);
}

void
feed_source_timing(struct feed_source *s, int64_t poll_ms, int64_t timeout_ms)
{
	struct feed_base	*b = s->impl;

	if (poll_ms > 0)	/* a folder has no polls but its own */
		b->poll_ms = poll_ms;
	if (timeout_ms > 0 && b->http != NULL)
		feed_http_timeout(b->http, timeout_ms);
}

const char *
feed_source_error(const struct feed_source *s)
{
	const struct feed_base	*b = s->impl;

	return b->error;
}
