/*
 * lcc.c: LiveChess Cloud as a source (FEEDS.md 1.3), polled over HTTP:
 *	BASE/tournament.json		the round, when none is asked
 *	BASE/round-R/index.json		the pairings: one board each
 *	BASE/round-R/game-B.json?poll	board B's game (404 until it starts)
 * BASE is the spec as given ("http://host/get/<uuid>", its round after a
 * last "/R"), or LCC's own host for a viewer address
 * ("https://view.livechesscloud.com/#<uuid>[/R]").  Every address is
 * asked with its ETag (a 304 costs nothing); a finished game is asked
 * once a minute only.  A failure (5xx, a timeout, a redirect) makes
 * the source FAILING and loses nothing: each board keeps what it had; a
 * timeout ends the pass at once, so that a stalled server never holds
 * the follower longer than one timeout.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/feed/boards.h"
#include "app/feed/http.h"
#include "app/feed/kinds.h"
#include "app/feed/lccjson.h"
#include "app/i18n.h"
#include "app/xmalloc.h"

#define LCC_POLL_MS	2000
#define LCC_FINISHED_MS	60000	/* a finished game is asked again */
#define LCC_TIMEOUT_MS	6000	/* lila's */
#define LCC_GRACE_MS	10000	/* a board no longer in the pairings */
#define LCC_POOL	"https://1.pool.livechesscloud.com/get/"

struct lcc_board {
	bool		finished;
	int64_t		asked_ms;
	struct lcc_seen	seen;	/* 7.3.18: the clock read last, with the
				   fewest plies it came with */
};

struct lcc {
	struct feed_base	 base;
	char			*url;		/* BASE */
	uint16_t		 round;		/* 0: tournament.json's */
	struct lcc_board	*b;
	size_t			 nb;
	/* The last pairings read: a round index that fails or stalls
	 * holds back no board whose game file answers. */
	struct lcc_index	 index;
	bool			 have_index;
	char			 index_bad[LCC_ERROR_SIZE + 128]; /* "": read */
	enum feed_health	 health;
};

static void
fail(struct lcc *l, enum feed_health h, const char *err)
{
	if (l->health == FEED_HEALTH_OK) {
		l->health = h;
		snprintf(l->base.error, sizeof l->base.error, "%s", err);
	}
}

/* The index's board: its players and result, no moves (7.3.6: the
 * board is seen before its game starts). */
static void
from_pairing(struct feed_game *g, const struct lcc_pairing *p,
    uint16_t round, uint16_t board)
{
	feed_game_init(g);
	g->round = round;
	g->board = board;
	g->white = p->white;
	g->black = p->black;
	memcpy(g->result, p->result, sizeof g->result);
}

/* Board b (1-based): false when the pass must stop (a timeout). */
static bool
poll_board(struct lcc *l, const struct lcc_pairing *p, uint16_t b,
    bool index_new, int64_t now_ms, feed_snapshot_fn *fn, void *arg)
{
	struct lcc_board	*lb = &l->b[b - 1];
	struct feed_game	 g;
	enum feed_http_result	 r;
	const char		*body;
	size_t			 len;
	char			*url, err[LCC_ERROR_SIZE + 64];
	bool			 live;

	if (lb->finished && !index_new && now_ms - lb->asked_ms <
	    LCC_FINISHED_MS) {
		feed_boards_keep(&l->base.boards, b);
		return true;
	}
	xasprintf(&url, "%s/round-%u/game-%u.json?poll", l->url, l->round, b);
	r = feed_http_get(l->base.http, url, &body, &len, err, sizeof err);
	free(url);
	lb->asked_ms = now_ms;
	if (r == FEED_HTTP_SAME && !index_new) {
		feed_boards_keep(&l->base.boards, b);
		return true;
	}
	if (r == FEED_HTTP_FAIL || r == FEED_HTTP_TIMEOUT) {
		fail(l, FEED_HEALTH_FAILING, err);
		feed_boards_keep(&l->base.boards, b);
		return r != FEED_HTTP_TIMEOUT;
	}
	from_pairing(&g, p, l->round, b);
	if (r != FEED_HTTP_MISSING) {
		if (!lcc_game_parse_seen(body, len, &g, &live, &lb->seen,
		    err)) {
			char	line[256];

			snprintf(line, sizeof line, "game-%u.json: %s", b, err);
			fail(l, FEED_HEALTH_GARBAGE, line);
			feed_game_release(&g);
			feed_boards_keep(&l->base.boards, b);
			return true;
		}
		/* 7.3.18: the fewest plies a reading was seen with, so
		 * that a rewrite of the file keeps it off the later ones */
		if (g.read_at_ms != lb->seen.read_at_ms || g.n <
		    lb->seen.plies) {
			lb->seen.plies = g.n;
			lb->seen.read_at_ms = g.read_at_ms;
		}
		g.round = l->round;	/* the file's own say nothing else */
		g.board = b;
		lb->finished = !live && strcmp(g.result, "*") != 0;
	}
	g.hash = feed_hash(&g);
	feed_boards_offer(&l->base.boards, &g, fn, arg);
	feed_game_release(&g);
	return true;
}

static bool
find_round(struct lcc *l)
{
	enum feed_http_result	 r;
	const char		*body;
	size_t			 len;
	char			*url, err[LCC_ERROR_SIZE + 64];
	unsigned		 round;

	xasprintf(&url, "%s/tournament.json", l->url);
	r = feed_http_get(l->base.http, url, &body, &len, err, sizeof err);
	free(url);
	if (r == FEED_HTTP_MISSING)
		snprintf(err, sizeof err, _("%s: no such tournament"),
		    l->url);
	if (r != FEED_HTTP_NEW && r != FEED_HTTP_SAME) {
		fail(l, FEED_HEALTH_FAILING, err);
		return false;
	}
	if ((round = lcc_tournament_round(body, len, err)) == 0) {
		fail(l, FEED_HEALTH_GARBAGE, err);
		return false;
	}
	l->round = (uint16_t)round;
	return true;
}

static enum feed_health
lcc_poll(void *impl, int64_t now_ms, feed_snapshot_fn *fn, void *arg)
{
	struct lcc		*l = impl;
	struct lcc_index	 ix;
	enum feed_http_result	 r;
	const char		*body;
	size_t			 len, i;
	char			*url, err[LCC_ERROR_SIZE + 64];
	bool			 index_new = false;

	if (now_ms < l->base.due_ms)
		return l->health;
	l->base.due_ms = now_ms + l->base.poll_ms;
	l->health = FEED_HEALTH_OK;
	l->base.error[0] = '\0';
	if (l->round == 0 && !find_round(l))
		return l->health;
	xasprintf(&url, "%s/round-%u/index.json", l->url, l->round);
	r = feed_http_get(l->base.http, url, &body, &len, err, sizeof err);
	if (r == FEED_HTTP_MISSING)
		snprintf(err, sizeof err, _("%s: no round %u yet"), l->url,
		    l->round);
	if (r != FEED_HTTP_NEW && r != FEED_HTTP_SAME)
		fail(l, FEED_HEALTH_FAILING, err);
	else if (r == FEED_HTTP_NEW && !lcc_index_parse(body, len, &ix, err)) {
		snprintf(l->index_bad, sizeof l->index_bad, "%s: %s", url, err);
		fail(l, FEED_HEALTH_GARBAGE, l->index_bad);
	} else if (r == FEED_HTTP_NEW) {
		lcc_index_free(&l->index);
		l->index = ix;
		l->have_index = index_new = true;
		l->index_bad[0] = '\0';
	} else if (l->index_bad[0] != '\0')	/* the same garbage again */
		fail(l, FEED_HEALTH_GARBAGE, l->index_bad);
	free(url);
	/* Until a first index is read there is no board to ask for; after,
	 * a failing index leaves the last pairings standing. */
	if (!l->have_index)
		return l->health;
	ix = l->index;
	if (ix.n > l->nb) {
		l->b = xrealloc(l->b, ix.n * sizeof *l->b);
		memset(l->b + l->nb, 0, (ix.n - l->nb) * sizeof *l->b);
		l->nb = ix.n;
	}
	feed_boards_begin(&l->base.boards);
	for (i = 0; i < ix.n && i < UINT16_MAX; i++)
		if (!poll_board(l, &ix.p[i], (uint16_t)(i + 1), index_new,
		    now_ms, fn, arg)) {
			/* a stall: the rest keep what they had */
			for (i++; i < ix.n && i < UINT16_MAX; i++)
				feed_boards_keep(&l->base.boards, (uint16_t)(i + 1));
			break;
		}
	/* 7.3.6: a board count shrinking: the boards beyond are gone */
	feed_boards_end(&l->base.boards, now_ms, fn, arg);
	return l->health;
}

/* BASE and the round from the spec. */
static char *
base_of(const char *spec, uint16_t *round)
{
	const char	*view = strstr(spec, "livechesscloud.com/#");
	char		*base, *slash, *end;
	unsigned long	 r;

	if (view != NULL)
		xasprintf(&base, "%s%s", LCC_POOL, view + 20);
	else
		base = xstrdup(spec);
	while ((slash = strrchr(base, '/')) != NULL && slash[1] == '\0')
		*slash = '\0';
	slash = strrchr(base, '/');
	if (slash != NULL && slash[1] >= '0' && slash[1] <= '9' &&
	    strlen(slash + 1) < 6) {
		r = strtoul(slash + 1, &end, 10);
		if (*end == '\0' && r > 0 && r <= UINT16_MAX) {
			if (*round == 0)
				*round = (uint16_t)r;
			*slash = '\0';
		}
	}
	return base;
}

void *
feed_lcc_open(const char *spec, uint16_t round, char **cause)
{
	struct lcc	*l = xcalloc(1, sizeof *l);

	l->url = base_of(spec, &round);
	l->round = round;
	l->base.fd = -1;		/* polled: nothing to wait on */
	l->base.poll_ms = LCC_POLL_MS;
	if ((l->base.http = feed_http_new(LCC_TIMEOUT_MS, false)) == NULL) {
		xasprintf(cause, _("%s: cannot start HTTP"), spec);
		free(l->url);
		free(l);
		return NULL;
	}
	feed_boards_init(&l->base.boards, LCC_GRACE_MS);
	return l;
}

static void
lcc_free(void *impl)
{
	struct lcc	*l = impl;

	lcc_index_free(&l->index);
	free(l->b);
	free(l->url);
	free(l);
}

const struct feed_kind feed_lcc_kind = {
	"lcc", lcc_free, lcc_poll,
};
