/*
 * pgnurl.c: one multi-game PGN (or PDN) as a source: an address polled
 * with its ETag (FEEDS.md 7.1 item 3: a games.pgn on an FTP'd server,
 * chess.com's), or standard input ("-": a stream of whole games, each
 * written again when it changes, like lichess's round stream).  The
 * games' boards are their Round r.b or Board tags, else their places in
 * the file.  An answer cut short (a half-served file) hands over the
 * games it holds whole and loses no board.
 *
 * An address ending in .json is lidraughts' JSON (FEEDS.md 5, lidjson.h):
 * each game's PDN read alone, its board its Round r.b tag or its place in
 * the list; an "[Empty]" game is no game and touches no board (7.3.20).
 *
 * An address whose file name holds "{n}" is lidraughts' numbered files
 * (FEEDS.md 5, 7.1 item 5): "http://host/round4/{n}.PDN" is board N's
 * game at "http://host/round4/N.PDN", each file polled with its own ETag
 * and a 404 for a board not started.  The boards are the list after a
 * "#" ("#1-20", "#1,3,7-9"), or without one board 1 and up: every board
 * up to the highest that ever answered, and the next one.  File N is
 * board N whatever its Round tag says; a board whose file 404s again
 * after it answered is gone after the grace time.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "app/feed/boards.h"
#include "app/feed/http.h"
#include "app/feed/kinds.h"
#include "app/feed/lidjson.h"
#include "app/feed/pgnfeed.h"
#include "app/i18n.h"
#include "app/xmalloc.h"

#define PGNURL_POLL_MS		2000
#define PGNURL_TIMEOUT_MS	6000
#define PGNURL_GRACE_MS		10000
#define PGNSTREAM_MAX		(8 * 1024 * 1024)
#define NUMBERED_MAX		1000	/* boards of a numbered address */

struct pgnurl {
	struct feed_base	 base;		/* fd: standard input's, -1 at
						   EOF; by_fd there */
	char			*url;		/* NULL: standard input */
	bool			 draughts;
	bool			 json;		/* lidraughts' {games:[pdn]} */
	/* lidraughts' numbered files: url holds "{n}"; the boards asked
	 * (all false: 1 up to top + 1), the highest that answered. */
	bool			 numbered;
	bool			 asked[NUMBERED_MAX + 1];
	bool			 listed;
	unsigned		 top;
	uint16_t		 round;		/* 0: every game's */
	char			*buf;		/* the stream not yet read */
	size_t			 len, cap;
	enum feed_health	 health;
};

struct pass {
	struct pgnurl		*u;
	feed_snapshot_fn	*fn;
	void			*arg;
	unsigned		 index;		/* a JSON game's place, or 0 */
	const char		*result;	/* ... and its result, or "" */
	uint16_t		 board;		/* a numbered file's: forced */
};

/* lidraughts' results (FEEDS.md 5) and PGN's. */
static bool
is_result(const char *r)
{
	static const char *const words[] = { "2-0", "1-1", "0-2", "0-0",
	    "1-0", "0-1", "1/2-1/2", NULL };
	size_t	i;

	for (i = 0; words[i] != NULL; i++)
		if (strcmp(r, words[i]) == 0)
			return true;
	return false;
}

static void
take_game(void *arg, const struct feed_game *g, unsigned ordinal)
{
	struct pass		*p = arg;
	struct feed_game	 c;

	if (p->u->round != 0 && g->round != 0 && g->round != p->u->round)
		return;		/* another round's game in the file */
	if (!feed_game_copy(&c, g))
		return;
	if (p->index != 0)	/* a JSON list's game: its place */
		ordinal = p->index;
	if (p->board != 0)	/* N.PDN is board N, whatever its tags */
		c.board = p->board;
	if (c.board == 0 && ordinal <= UINT16_MAX)
		c.board = (uint16_t)ordinal;
	/* the list's result when the PDN has none yet */
	if (p->result != NULL && strcmp(c.result, "*") == 0 &&
	    is_result(p->result))
		snprintf(c.result, sizeof c.result, "%s", p->result);
	c.hash = feed_hash(&c);
	feed_boards_offer(&p->u->base.boards, &c, p->fn, p->arg);
	feed_game_release(&c);
}

/* Read text: the games it holds whole. */
static void
read_text(struct pgnurl *u, const char *text, size_t len, bool whole,
    int64_t now_ms, feed_snapshot_fn *fn, void *arg,
    struct pgnfeed_info *info)
{
	struct pass	p = { u, fn, arg, 0, NULL, 0 };

	feed_boards_begin(&u->base.boards);
	if (!pgnfeed_read(text, len, u->draughts, take_game, &p, info))
		snprintf(u->base.error, sizeof u->base.error,
		    _("out of memory"));
	if (info->error[0] != '\0' && u->health == FEED_HEALTH_OK) {
		snprintf(u->base.error, sizeof u->base.error, "%s: %s",
		    u->url != NULL ? u->url : "-", info->error);
		u->health = FEED_HEALTH_GARBAGE;
	}
	/* A file cut short says nothing of the boards it did not reach. */
	if (whole && !info->partial)
		feed_boards_end(&u->base.boards, now_ms, fn, arg);
}

/* One game of a JSON list: its PDN read alone. */
static void
json_game(void *arg, unsigned index, const char *pdn, size_t len,
    const char *result)
{
	struct pass		*p = arg;
	struct pgnfeed_info	 info;

	if (pdn == NULL) {	/* "[Empty]": whatever the board had stays */
		if (index <= UINT16_MAX)
			feed_boards_keep(&p->u->base.boards, (uint16_t)index);
		return;
	}
	p->index = index;
	p->result = result;
	(void)pgnfeed_read(pdn, len, true, take_game, p, &info);
	/* a game cut short keeps what its board had */
	if (info.games == 0 && index <= UINT16_MAX)
		feed_boards_keep(&p->u->base.boards, (uint16_t)index);
}

static void
read_json(struct pgnurl *u, const char *text, size_t len, int64_t now_ms,
    feed_snapshot_fn *fn, void *arg)
{
	struct pass	p = { u, fn, arg, 0, NULL, 0 };
	char		err[LID_ERROR_SIZE];

	feed_boards_begin(&u->base.boards);
	if (!lid_games_parse(text, len, json_game, &p, err)) {
		snprintf(u->base.error, sizeof u->base.error, "%s: %s",
		    u->url, err);
		u->health = FEED_HEALTH_GARBAGE;
		return;		/* garbage loses no board */
	}
	feed_boards_end(&u->base.boards, now_ms, fn, arg);
}

/* Board b's address: the URL with "{n}" as b. */
static char *
numbered_url(const struct pgnurl *u, unsigned b)
{
	const char	*at = strstr(u->url, "{n}");
	char		*url;

	xasprintf(&url, "%.*s%u%s", (int)(at - u->url), u->url, b, at + 3);
	return url;
}

/* Board b's file read: its first game is board b's (7.3.20: a file cut
 * short or empty keeps what the board had). */
static void
numbered_read(struct pgnurl *u, uint16_t b, const char *body, size_t len,
    feed_snapshot_fn *fn, void *arg)
{
	struct pass		p = { u, fn, arg, 0, NULL, b };
	struct pgnfeed_info	info;

	if (!pgnfeed_read(body, len, true, take_game, &p, &info))
		snprintf(u->base.error, sizeof u->base.error,
		    _("out of memory"));
	if (info.games == 0)
		feed_boards_keep(&u->base.boards, b);
	if (info.error[0] != '\0' && u->health == FEED_HEALTH_OK) {
		snprintf(u->base.error, sizeof u->base.error, "%u.PDN: %s",
		    b, info.error);
		u->health = FEED_HEALTH_GARBAGE;
	}
}

/* Board b's file asked: false when the pass must stop (a timeout). */
static bool
numbered_board(struct pgnurl *u, uint16_t b, feed_snapshot_fn *fn,
    void *arg)
{
	enum feed_http_result	 r;
	const char		*body;
	size_t			 len;
	char			*url, err[256];

	url = numbered_url(u, b);
	r = feed_http_get(u->base.http, url, &body, &len, err, sizeof err);
	free(url);
	if (r == FEED_HTTP_NEW || r == FEED_HTTP_SAME) {
		if (b > u->top)
			u->top = b;
	}
	if (r == FEED_HTTP_NEW)
		numbered_read(u, b, body, len, fn, arg);
	else if (r == FEED_HTTP_SAME)
		feed_boards_keep(&u->base.boards, b);
	else if (r == FEED_HTTP_FAIL || r == FEED_HTTP_TIMEOUT) {
		if (u->health == FEED_HEALTH_OK) {
			u->health = FEED_HEALTH_FAILING;
			snprintf(u->base.error, sizeof u->base.error, "%s",
			    err);
		}
		feed_boards_keep(&u->base.boards, b);
		return r != FEED_HTTP_TIMEOUT;
	}
	/* 404: not started, or no longer there (gone after the grace) */
	return true;
}

/* Each board's file; a stall ends the pass, the rest keep theirs. */
static void
poll_numbered(struct pgnurl *u, int64_t now_ms, feed_snapshot_fn *fn,
    void *arg)
{
	unsigned	b, last;
	bool		go = true;

	last = u->listed ? NUMBERED_MAX : u->top + 1;
	if (last > NUMBERED_MAX)
		last = NUMBERED_MAX;
	feed_boards_begin(&u->base.boards);
	for (b = 1; b <= last; b++) {
		if (u->listed && !u->asked[b])
			continue;
		if (go)
			go = numbered_board(u, (uint16_t)b, fn, arg);
		else
			feed_boards_keep(&u->base.boards, (uint16_t)b);
		if (!u->listed && b == last && u->top + 1 > last &&
		    last < NUMBERED_MAX)
			last++;		/* board b answered: ask the next */
	}
	feed_boards_end(&u->base.boards, now_ms, fn, arg);
}

/* The boards after "#": "1-20", "1,3,7-9"; false when it is not that. */
static bool
numbered_list(struct pgnurl *u, const char *s)
{
	unsigned long	 a, z, b;
	char		*end;

	for (;;) {
		a = strtoul(s, &end, 10);
		if (end == s || a == 0 || a > NUMBERED_MAX)
			return false;
		z = a;
		if (*end == '-') {
			s = end + 1;
			z = strtoul(s, &end, 10);
			if (end == s || z < a || z > NUMBERED_MAX)
				return false;
		}
		for (b = a; b <= z; b++)
			u->asked[b] = true;
		if (*end == '\0')
			break;
		if (*end != ',')
			return false;
		s = end + 1;
	}
	u->listed = true;
	return true;
}

static void
poll_url(struct pgnurl *u, int64_t now_ms, feed_snapshot_fn *fn, void *arg)
{
	struct pgnfeed_info	 info;
	enum feed_http_result	 r;
	const char		*body;
	size_t			 len;
	char			 err[256];

	r = feed_http_get(u->base.http, u->url, &body, &len, err, sizeof err);
	if (r == FEED_HTTP_MISSING)
		snprintf(err, sizeof err, _("%s: not there (404)"), u->url);
	if (r == FEED_HTTP_NEW && u->json)
		read_json(u, body, len, now_ms, fn, arg);
	else if (r == FEED_HTTP_NEW)
		read_text(u, body, len, true, now_ms, fn, arg, &info);
	else if (r != FEED_HTTP_SAME) {
		u->health = FEED_HEALTH_FAILING;
		snprintf(u->base.error, sizeof u->base.error, "%s", err);
	}
}

/* Standard input: what came, read; the games read whole dropped. */
static void
poll_stream(struct pgnurl *u, feed_snapshot_fn *fn, void *arg, int64_t now_ms)
{
	struct pgnfeed_info	info;
	ssize_t			n;

	for (;;) {
		if (u->len + 65536 > u->cap) {
			u->cap = (u->len + 65536) * 2;
			u->buf = xrealloc(u->buf, u->cap);
		}
		n = read(u->base.fd, u->buf + u->len, u->cap - u->len);
		if (n > 0) {
			u->len += (size_t)n;
			continue;
		}
		if (n == 0) {		/* the end: nothing more will come */
			close(u->base.fd);
			u->base.fd = -1;
		} else if (errno != EAGAIN && errno != EINTR) {
			u->health = FEED_HEALTH_FAILING;
			snprintf(u->base.error, sizeof u->base.error, "-: %s",
			    strerror(errno));
		}
		break;
	}
	/* PDN on standard input says so by its GameType (20: 10x10). */
	if (!u->draughts && memmem(u->buf, u->len, "[GameType \"2", 12))
		u->draughts = true;
	read_text(u, u->buf, u->len, false, now_ms, fn, arg, &info);
	if (!info.latin1 && info.consumed > 0) {
		memmove(u->buf, u->buf + info.consumed, u->len - info.consumed);
		u->len -= info.consumed;
	} else if (u->len > PGNSTREAM_MAX) {
		u->len = 0;	/* never a whole game: not PGN, dropped */
		u->health = FEED_HEALTH_GARBAGE;
		snprintf(u->base.error, sizeof u->base.error,
		    _("-: no whole game in "
		    "8 MB"));
	}
}

static enum feed_health
pgnurl_poll(void *impl, int64_t now_ms, feed_snapshot_fn *fn, void *arg)
{
	struct pgnurl	*u = impl;

	if (u->url != NULL && now_ms < u->base.due_ms)
		return u->health;
	u->base.due_ms = now_ms + u->base.poll_ms;
	u->health = FEED_HEALTH_OK;
	u->base.error[0] = '\0';
	if (u->numbered)
		poll_numbered(u, now_ms, fn, arg);
	else if (u->url != NULL)
		poll_url(u, now_ms, fn, arg);
	else if (u->base.fd >= 0)
		poll_stream(u, fn, arg, now_ms);
	return u->health;
}

/* A numbered address: its list of boards cut off the URL. */
static bool
numbered_open(struct pgnurl *u, char **cause)
{
	char	*hash = strchr(u->url, '#');

	u->numbered = u->draughts = true;
	if (hash == NULL)
		return true;
	*hash = '\0';
	if (!numbered_list(u, hash + 1)) {
		xasprintf(cause, _("%s: the boards after # are not a list like "
		    "1-20 or 1,3,7-9"), u->url);
		return false;
	}
	return true;
}

void *
feed_pgnurl_open(const char *spec, uint16_t round, bool draughts, bool json,
    char **cause)
{
	struct pgnurl	*u = xcalloc(1, sizeof *u);

	u->draughts = draughts || json;
	u->json = json;
	u->round = round;
	u->base.poll_ms = PGNURL_POLL_MS;
	u->base.fd = -1;
	feed_boards_init(&u->base.boards, PGNURL_GRACE_MS);
	if (strcmp(spec, "-") == 0) {
		u->base.boards.stream = true;
		u->base.by_fd = true;
		u->base.fd = dup(0);
		if (u->base.fd < 0 ||
		    fcntl(u->base.fd, F_SETFL, O_NONBLOCK) != 0) {
			xasprintf(cause, "-: %s", strerror(errno));
			if (u->base.fd >= 0)
				close(u->base.fd);
			free(u);
			return NULL;
		}
		return u;
	}
	u->url = xstrdup(spec);
	if (strstr(u->url, "{n}") != NULL && !numbered_open(u, cause)) {
		free(u->url);
		free(u);
		return NULL;
	}
	if ((u->base.http = feed_http_new(PGNURL_TIMEOUT_MS, false)) == NULL) {
		xasprintf(cause, _("%s: cannot start HTTP"), spec);
		free(u->url);
		free(u);
		return NULL;
	}
	return u;
}

static void
pgnurl_free(void *impl)
{
	struct pgnurl	*u = impl;

	free(u->buf);
	free(u->url);
	free(u);
}

const struct feed_kind feed_pgnurl_kind = {
	"pgn", pgnurl_free, pgnurl_poll,
};
