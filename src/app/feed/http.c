/*
 * http.c: GET with libcurl, an ETag cache and bounds (http.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include <curl/curl.h>

#include "app/feed/http.h"
#include "app/feed/text.h"
#include "app/xmalloc.h"

/* What one address answered last. */
struct cached {
	char	*url;
	char	*etag;		/* NULL: none sent */
	char	*body;		/* UTF-8 */
	size_t	 len;
};

struct feed_http {
	CURL		*curl;
	struct cached	*c;
	size_t		 n, cap;
	/* the answer being read */
	char		*buf;
	size_t		 len, cap_buf;
	bool		 too_big;
	char		*etag;
};

static size_t
on_body(char *p, size_t size, size_t n, void *arg)
{
	struct feed_http	*h = arg;
	size_t			 add = size * n;

	if (h->len + add > FEED_HTTP_BODY_MAX) {
		h->too_big = true;
		return 0;		/* curl stops with an error */
	}
	if (h->len + add + 1 > h->cap_buf) {
		h->cap_buf = (h->len + add + 1) * 2;
		h->buf = xrealloc(h->buf, h->cap_buf);
	}
	memcpy(h->buf + h->len, p, add);
	h->len += add;
	return add;
}

static size_t
on_header(char *p, size_t size, size_t n, void *arg)
{
	struct feed_http	*h = arg;
	size_t			 len = size * n, i;

	if (len > 5 && strncasecmp(p, "ETag:", 5) == 0) {
		for (i = 5; i < len && (p[i] == ' ' || p[i] == '\t'); i++)
			;
		while (len > i && (p[len - 1] == '\r' || p[len - 1] == '\n' ||
		    p[len - 1] == ' '))
			len--;
		free(h->etag);
		h->etag = xmalloc(len - i + 1);
		memcpy(h->etag, p + i, len - i);
		h->etag[len - i] = '\0';
	}
	return size * n;
}

struct feed_http *
feed_http_new(int64_t timeout_ms, bool follow_redirects)
{
	static bool		 ready;
	struct feed_http	*h;

	if (!ready) {
		if (curl_global_init(CURL_GLOBAL_DEFAULT) != 0)
			return NULL;
		ready = true;
	}
	h = xcalloc(1, sizeof *h);
	if ((h->curl = curl_easy_init()) == NULL) {
		free(h);
		return NULL;
	}
	curl_easy_setopt(h->curl, CURLOPT_NOSIGNAL, 1L);
	curl_easy_setopt(h->curl, CURLOPT_WRITEFUNCTION, on_body);
	curl_easy_setopt(h->curl, CURLOPT_WRITEDATA, h);
	curl_easy_setopt(h->curl, CURLOPT_HEADERFUNCTION, on_header);
	curl_easy_setopt(h->curl, CURLOPT_HEADERDATA, h);
	curl_easy_setopt(h->curl, CURLOPT_FOLLOWLOCATION,
	    follow_redirects ? 1L : 0L);
	curl_easy_setopt(h->curl, CURLOPT_MAXREDIRS, 3L);
	curl_easy_setopt(h->curl, CURLOPT_USERAGENT, "arbiter-feed/"
	    PACKAGE_VERSION);
#if LIBCURL_VERSION_NUM >= 0x075500
	curl_easy_setopt(h->curl, CURLOPT_PROTOCOLS_STR, "http,https");
	curl_easy_setopt(h->curl, CURLOPT_REDIR_PROTOCOLS_STR, "http,https");
#endif
	feed_http_timeout(h, timeout_ms);
	return h;
}

void
feed_http_timeout(struct feed_http *h, int64_t timeout_ms)
{
	curl_easy_setopt(h->curl, CURLOPT_TIMEOUT_MS, (long)timeout_ms);
	curl_easy_setopt(h->curl, CURLOPT_CONNECTTIMEOUT_MS, (long)timeout_ms);
}

void
feed_http_free(struct feed_http *h)
{
	size_t	i;

	if (h == NULL)
		return;
	for (i = 0; i < h->n; i++) {
		free(h->c[i].url);
		free(h->c[i].etag);
		free(h->c[i].body);
	}
	free(h->c);
	free(h->buf);
	free(h->etag);
	curl_easy_cleanup(h->curl);
	free(h);
}

static struct cached *
cached(struct feed_http *h, const char *url)
{
	size_t	i;

	for (i = 0; i < h->n; i++)
		if (strcmp(h->c[i].url, url) == 0)
			return &h->c[i];
	if (h->n == h->cap) {
		h->cap = h->cap != 0 ? h->cap * 2 : 64;
		h->c = xrealloc(h->c, h->cap * sizeof *h->c);
	}
	memset(&h->c[h->n], 0, sizeof h->c[h->n]);
	h->c[h->n].url = xstrdup(url);
	return &h->c[h->n++];
}

/* The answer's body into the cache, as UTF-8: NEW, or SAME if equal. */
static enum feed_http_result
keep_body(struct feed_http *h, struct cached *c)
{
	char	*body;
	size_t	 len;

	if (feed_text_is_utf8(h->buf, h->len)) {
		body = xmalloc(h->len + 1);
		if (h->len > 0)		/* an empty body has no buffer */
			memcpy(body, h->buf, h->len);
		body[h->len] = '\0';
		len = h->len;
	} else
		body = feed_text_latin1(h->buf, h->len, &len);
	free(c->etag);
	c->etag = h->etag;
	h->etag = NULL;
	if (c->body != NULL && c->len == len &&
	    memcmp(c->body, body, len) == 0) {
		free(body);
		return FEED_HTTP_SAME;
	}
	free(c->body);
	c->body = body;
	c->len = len;
	return FEED_HTTP_NEW;
}

enum feed_http_result
feed_http_get(struct feed_http *h, const char *url, const char **body,
    size_t *len, char *err, size_t size)
{
	struct curl_slist	*hdr = NULL;
	struct cached		*c = cached(h, url);
	enum feed_http_result	 r;
	char			*line, *loc = NULL;
	long			 status = 0;
	CURLcode		 cc;

	h->len = 0;
	h->too_big = false;
	free(h->etag);
	h->etag = NULL;
	err[0] = '\0';
	if (c->etag != NULL && c->body != NULL) {
		xasprintf(&line, "If-None-Match: %s", c->etag);
		hdr = curl_slist_append(NULL, line);
		free(line);
	}
	curl_easy_setopt(h->curl, CURLOPT_URL, url);
	curl_easy_setopt(h->curl, CURLOPT_HTTPHEADER, hdr);
	cc = curl_easy_perform(h->curl);
	curl_easy_setopt(h->curl, CURLOPT_HTTPHEADER, NULL);
	curl_slist_free_all(hdr);
	curl_easy_getinfo(h->curl, CURLINFO_RESPONSE_CODE, &status);
	if (cc != CURLE_OK) {
		snprintf(err, size, "%s: %s", url, h->too_big ?
		    "the answer is too long" : curl_easy_strerror(cc));
		return cc == CURLE_OPERATION_TIMEDOUT ? FEED_HTTP_TIMEOUT :
		    FEED_HTTP_FAIL;
	}
	if (status == 304 && c->body != NULL)
		r = FEED_HTTP_SAME;
	else if (status == 200)
		r = keep_body(h, c);
	else if (status == 404 || status == 410)
		return FEED_HTTP_MISSING;
	else {
		if (status >= 300 && status < 400)
			curl_easy_getinfo(h->curl, CURLINFO_REDIRECT_URL, &loc);
		snprintf(err, size, "%s: HTTP %ld%s%s", url, status,
		    loc != NULL ? ", a redirect not followed to " : "",
		    loc != NULL ? loc : "");
		return FEED_HTTP_FAIL;
	}
	*body = c->body;
	*len = c->len;
	return r;
}
