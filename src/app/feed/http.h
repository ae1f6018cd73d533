/*
 * http.h: a GET as the live sources need it (libcurl): one connection
 * kept alive, a timeout, the ETag of each address sent back as
 * If-None-Match so that a 304 costs nothing (FEEDS.md 1.3), redirects
 * not followed unless asked (lila does not follow them), a body bounded
 * in size, and read as UTF-8 (Latin-1 when it is not, text.h).
 */
#ifndef ARBITER_FEED_HTTP_H
#define ARBITER_FEED_HTTP_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FEED_HTTP_BODY_MAX	(8 * 1024 * 1024)

enum feed_http_result {
	FEED_HTTP_NEW,		/* 200 with another body than the last */
	FEED_HTTP_SAME,		/* 304, or 200 with the same body */
	FEED_HTTP_MISSING,	/* 404: not published (yet) */
	FEED_HTTP_FAIL,		/* 5xx, a timeout, a redirect, ...: see err */
	FEED_HTTP_TIMEOUT	/* the timeout: the server stalls */
};

struct feed_http;

struct feed_http *feed_http_new(int64_t timeout_ms, bool follow_redirects);
void	feed_http_free(struct feed_http *);
void	feed_http_timeout(struct feed_http *, int64_t timeout_ms);
/* GET url: on NEW and SAME, *body and *len are its last body (UTF-8,
 * NUL-terminated, the cache's: valid until the next call for url); on
 * failure err (one line, size bytes) says why. */
enum feed_http_result feed_http_get(struct feed_http *, const char *url,
	    const char **body, size_t *len, char *err, size_t size);

#endif
