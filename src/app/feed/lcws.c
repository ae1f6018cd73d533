/*
 * lcws.c: DGT LiveChess's local API as a source (FEEDS.md 1.1, 7.1 #4):
 * a WebSocket client (libwebsockets) of ws://HOST:1982/api/v1.0 that
 * asks for the e-boards ("eboards"), subscribes to each mapped serial's
 * "eboardevent" feed and hands each event's game over as a whole-game
 * snapshot (lcwsgame.h: the address maps serials to boards).
 *
 * The follower waits on one descriptor: an epoll set holding the
 * connection's socket, which changes on each reconnection.  libwebsockets
 * is serviced without waiting (lws_service(ctx, -1)) at each poll.
 *
 * Trouble is said through the health and never loses a board's game:
 * - LiveChess gone (restarted, the PC asleep): FAILING, and a new
 *   connection after 1, 2, 4... up to 30 s (no busy loop); on it the
 *   e-boards are asked and subscribed again, and LiveChess's whole lists
 *   that follow change nothing already handed over.  Meanwhile the boards
 *   hand over nothing: the follower's 'silent' report comes in its time;
 * - an e-board NOTRESPONDING, INACTIVE, DELAYED or not known to LiveChess
 *   (the list is asked again every LCWS_EBOARDS_MS): FAILING, its name;
 * - the pieces not matching the game for LCWS_MISMATCH_MS: FAILING (no
 *   moves are taken meanwhile, lcwsgame.h);
 * - a message that is not LiveChess's: GARBAGE.
 */
#include "config.h"

#include <sys/epoll.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <libwebsockets.h>

#include "app/feed/boards.h"
#include "app/feed/kinds.h"
#include "app/feed/lcwsgame.h"
#include "app/feed/lcwsjson.h"
#include "app/i18n.h"
#include "app/xmalloc.h"
#include "duration.h"

#define LCWS_TICK_MS		1000	/* the checks below, at most */
#define LCWS_SOON_MS		20	/* connecting, or a request to send */
#define LCWS_BACKOFF_MS		1000
#define LCWS_BACKOFF_MAX_MS	30000
#define LCWS_EBOARDS_MS		10000	/* the states asked again */
#define LCWS_MISMATCH_MS	60000	/* the pieces off the game: said */
#define LCWS_FEED_ID		100	/* feed id of the first board */
#define LCWS_RX_MAX		(1024 * 1024)
#define LCWS_REQ_SIZE		512

enum lcws_conn { LCWS_DOWN, LCWS_CONNECTING, LCWS_UP };

struct lcws_board {
	struct lcws_map		map;
	struct lcws_game	game;
	char			state[LCWS_STATE_SIZE];	/* "?": not listed */
	bool			evented;	/* an event came */
};

struct lcws {
	struct feed_base	 base;		/* fd: the epoll set */
	char			*spec;
	struct lcws_spec	 sp;
	struct lcws_board	*b;
	struct lws_context	*ctx;
	struct lws		*wsi;		/* when up */
	enum lcws_conn		 conn;
	int			 sock;		/* in the epoll set, or -1 */
	int64_t			 retry_ms, backoff_ms, eboards_ms;
	char			 down[160];	/* why it is down */
	long long		 next_id;
	char			**out;		/* requests to send */
	size_t			 nout;
	char			*rx;		/* a message being received */
	size_t			 rxlen;
	bool			 rx_over;
	/* During a poll: the time, whom to hand boards, what went wrong. */
	int64_t			 now;
	feed_snapshot_fn	*fn;
	void			*arg;
	enum feed_health	 health;
};

static void
fail(struct lcws *l, enum feed_health h, const char *text)
{
	if (l->health != FEED_HEALTH_OK)
		return;
	l->health = h;
	snprintf(l->base.error, sizeof l->base.error, "%s: %s", l->spec,
	    text);
}

static void
out_clear(struct lcws *l)
{
	size_t	i;

	for (i = 0; i < l->nout; i++)
		free(l->out[i]);
	l->nout = 0;
}

static void
out_push(struct lcws *l, const char *req, size_t len)
{
	if (len == 0)
		return;
	l->out = xrealloc(l->out, (l->nout + 1) * sizeof *l->out);
	l->out[l->nout++] = xstrdup(req);
	if (l->wsi != NULL)
		lws_callback_on_writable(l->wsi);
}

/* The e-boards list asked: their states. */
static void
ask_eboards(struct lcws *l)
{
	char	req[LCWS_REQ_SIZE];

	out_push(l, req, lcws_req_eboards(req, sizeof req, ++l->next_id));
	l->eboards_ms = l->now;
}

/* A new connection: the list, and every mapped serial subscribed (once
 * a connection: LiveChess would send a board's events twice). */
static void
ask_all(struct lcws *l)
{
	char	req[LCWS_REQ_SIZE];
	size_t	i;

	ask_eboards(l);
	for (i = 0; i < l->sp.n; i++)
		out_push(l, req, lcws_req_subscribe(req, sizeof req,
		    ++l->next_id, LCWS_FEED_ID + (long long)i,
		    l->b[i].map.serial));
}

/* Board i's snapshot now, handed over if it changed. */
static void
offer(struct lcws *l, size_t i)
{
	struct feed_game	g;

	/* A board LiveChess has said nothing of is not handed over. */
	if (l->fn == NULL || !l->b[i].evented ||
	    !lcws_game_snapshot(&l->b[i].game, l->now, &g))
		return;
	feed_boards_offer(&l->base.boards, &g, l->fn, l->arg);
	feed_game_release(&g);
}

static struct lcws_board *
board_of(struct lcws *l, const struct lcws_msg *m, size_t *at)
{
	size_t	i;

	for (i = 0; i < l->sp.n; i++)
		if (strcmp(l->b[i].map.serial, m->ev.serial) == 0) {
			*at = i;
			return &l->b[i];
		}
	return NULL;
}

/* The e-boards list: each mapped one's state. */
static void
take_list(struct lcws *l, const struct lcws_msg *m)
{
	size_t	i, k;

	for (i = 0; i < l->sp.n; i++) {
		snprintf(l->b[i].state, sizeof l->b[i].state, "?");
		for (k = 0; k < m->nboards; k++) {
			if (strcmp(m->boards[k].serial, l->b[i].map.serial))
				continue;
			memcpy(l->b[i].state, m->boards[k].state,
			    sizeof l->b[i].state);
			/* The clock before any event gave one. */
			if (m->boards[k].has_clock && !l->b[i].game.have_clock)
				lcws_game_clock(&l->b[i].game,
				    &m->boards[k].clock, l->now);
		}
	}
}

static void
take(struct lcws *l, const char *text, size_t len)
{
	struct lcws_msg		 m;
	struct lcws_board	*b;
	char			 err[LCWS_ERROR_SIZE];
	size_t			 i;

	if (!lcws_msg_parse(text, len, &m, err))
		fail(l, FEED_HEALTH_GARBAGE, err);
	else if (m.kind == LCWS_ERROR)
		fail(l, FEED_HEALTH_FAILING, m.text);
	else if (m.kind == LCWS_CALL && m.is_list)
		take_list(l, &m);
	else if (m.kind == LCWS_FEED && (b = board_of(l, &m, &i)) != NULL) {
		b->evented = true;
		if (lcws_game_apply(&b->game, &m.ev, l->now))
			offer(l, i);
	}
	lcws_msg_free(&m);
}

/* The connection went: a new one after the backoff. */
static void
went_down(struct lcws *l, const char *why)
{
	l->wsi = NULL;
	if (l->conn == LCWS_DOWN)
		return;
	l->conn = LCWS_DOWN;
	l->sock = -1;		/* closed: out of the epoll set by itself */
	out_clear(l);
	l->rxlen = 0;
	l->rx_over = false;
	l->retry_ms = l->now + l->backoff_ms;
	snprintf(l->down, sizeof l->down, _("%s; again in %lld s"), why,
	    (long long)(l->backoff_ms / 1000));
	l->backoff_ms = l->backoff_ms * 2 > LCWS_BACKOFF_MAX_MS ?
	    LCWS_BACKOFF_MAX_MS : l->backoff_ms * 2;
}

static int
send_one(struct lcws *l, struct lws *wsi)
{
	unsigned char	buf[LWS_PRE + LCWS_REQ_SIZE];
	size_t		len;

	if (l->nout == 0)
		return 0;
	len = strlen(l->out[0]);
	memcpy(buf + LWS_PRE, l->out[0], len);
	free(l->out[0]);
	memmove(l->out, l->out + 1, --l->nout * sizeof *l->out);
	if (lws_write(wsi, buf + LWS_PRE, len, LWS_WRITE_TEXT) < (int)len)
		return -1;
	if (l->nout > 0)
		lws_callback_on_writable(wsi);
	return 0;
}

/* A piece of a message: taken once it is whole. */
static void
receive(struct lcws *l, struct lws *wsi, const void *in, size_t len)
{
	if (!l->rx_over && l->rxlen + len <= LCWS_RX_MAX) {
		l->rx = xrealloc(l->rx, l->rxlen + len + 1);
		memcpy(l->rx + l->rxlen, in, len);
		l->rxlen += len;
	} else
		l->rx_over = true;
	if (!lws_is_final_fragment(wsi) || lws_remaining_packet_payload(wsi))
		return;
	if (l->rx_over)
		fail(l, FEED_HEALTH_GARBAGE, _("a message over 1 MiB"));
	else
		take(l, l->rx, l->rxlen);
	l->rxlen = 0;
	l->rx_over = false;
}

static int
callback(struct lws *wsi, enum lws_callback_reasons reason, void *user,
    void *in, size_t len)
{
	struct lcws	*l = lws_context_user(lws_get_context(wsi));
	char		 why[128];

	(void)user;
	switch (reason) {
	case LWS_CALLBACK_CLIENT_ESTABLISHED:
		l->conn = LCWS_UP;
		l->wsi = wsi;
		l->backoff_ms = LCWS_BACKOFF_MS;
		l->down[0] = '\0';
		ask_all(l);
		break;
	case LWS_CALLBACK_CLIENT_RECEIVE:
		receive(l, wsi, in, len);
		break;
	case LWS_CALLBACK_CLIENT_WRITEABLE:
		return send_one(l, wsi);
	case LWS_CALLBACK_CLIENT_CONNECTION_ERROR:
		snprintf(why, sizeof why, _("no connection (%.*s)"),
		    in != NULL ? (int)(len < 64 ? len : 64) : 1,
		    in != NULL ? (const char *)in : "?");
		went_down(l, why);
		break;
	case LWS_CALLBACK_CLIENT_CLOSED:
		went_down(l, _("the connection closed"));
		break;
	case LWS_CALLBACK_WSI_DESTROY:
		if (l->wsi == wsi || l->conn != LCWS_DOWN)
			went_down(l, _("the connection closed"));
		break;
	default:
		break;
	}
	return 0;
}

static const struct lws_protocols lcws_protocols[] = {
	{ "livechess", callback, 0, 65536, 0, NULL, 0 },
	{ NULL, NULL, 0, 0, 0, NULL, 0 },
};

static void
connect_now(struct lcws *l)
{
	struct lws_client_connect_info	ci;

	memset(&ci, 0, sizeof ci);
	ci.context = l->ctx;
	ci.address = l->sp.host;
	ci.port = l->sp.port;
	ci.path = l->sp.path;
	ci.host = l->sp.host;
	ci.origin = l->sp.host;
	ci.protocol = NULL;	/* LiveChess names no subprotocol */
	l->conn = LCWS_CONNECTING;
	if (lws_client_connect_via_info(&ci) == NULL)
		went_down(l, _("no connection"));
}

/* The epoll set holds the connection's socket, whichever it is now. */
static void
watch_socket(struct lcws *l)
{
	struct epoll_event	ev;
	int			s = -1;

	if (l->conn != LCWS_DOWN && l->wsi != NULL)
		s = lws_get_socket_fd(l->wsi);
	if (s == l->sock)
		return;
	if (l->sock >= 0)
		(void)epoll_ctl(l->base.fd, EPOLL_CTL_DEL, l->sock, NULL);
	memset(&ev, 0, sizeof ev);
	ev.events = EPOLLIN;
	if (s >= 0 && epoll_ctl(l->base.fd, EPOLL_CTL_ADD, s, &ev) != 0)
		s = -1;
	l->sock = s;
}

/* Each board's trouble that lasts, said as the health. */
static void
boards_check(struct lcws *l)
{
	struct lcws_board	*b;
	char			 text[160], d[DURATION_TEXT_MAX];
	int64_t			 ms;
	size_t			 i;

	for (i = 0; i < l->sp.n; i++) {
		b = &l->b[i];
		offer(l, i);		/* a ply held back for its press */
		ms = lcws_game_mismatch_ms(&b->game, l->now);
		if (ms >= LCWS_MISMATCH_MS && duration_format(ms,
		    DURATION_UNSIGNED, d, sizeof d) > 0) {
			snprintf(text, sizeof text, _("board %u (e-board %s): "
			    "the pieces have not matched the game for %s"),
			    b->map.board, b->map.serial, d);
			fail(l, FEED_HEALTH_FAILING, text);
		}
		if (strcmp(b->state, "?") == 0)
			snprintf(text, sizeof text, _("board %u: LiveChess "
			    "knows no e-board %s"), b->map.board,
			    b->map.serial);
		else if (b->state[0] != '\0' &&
		    strcmp(b->state, "ACTIVE") != 0)
			snprintf(text, sizeof text, _("board %u (e-board %s): "
			    "%s"), b->map.board, b->map.serial, b->state);
		else
			continue;
		fail(l, FEED_HEALTH_FAILING, text);
	}
}

/* The next poll: soon while connecting or sending, else at the next
 * retry, held-back ply or check. */
static void
schedule(struct lcws *l)
{
	int64_t	due = l->now + LCWS_TICK_MS, t;
	size_t	i;

	if (l->conn == LCWS_CONNECTING || l->nout > 0)
		due = l->now + LCWS_SOON_MS;
	if (l->conn == LCWS_DOWN && l->retry_ms < due)
		due = l->retry_ms;
	for (i = 0; i < l->sp.n; i++)
		if ((t = lcws_game_due_ms(&l->b[i].game)) < due)
			due = t;
	l->base.due_ms = due > l->now ? due : l->now + 1;
}

static enum feed_health
lcws_poll(void *impl, int64_t now_ms, feed_snapshot_fn *fn, void *arg)
{
	struct lcws	*l = impl;
	int		 i;

	l->now = now_ms;
	l->fn = fn;
	l->arg = arg;
	l->health = FEED_HEALTH_OK;
	l->base.error[0] = '\0';
	if (l->conn == LCWS_DOWN && now_ms >= l->retry_ms)
		connect_now(l);
	if (l->conn == LCWS_UP && now_ms - l->eboards_ms >= LCWS_EBOARDS_MS)
		ask_eboards(l);
	/* Each pass reads or writes what is ready, and waits for nothing. */
	for (i = 0; i < 4; i++)
		lws_service(l->ctx, -1);
	if (l->conn != LCWS_UP && l->down[0] != '\0')	/* till it is up */
		fail(l, FEED_HEALTH_FAILING, l->down);
	if (l->conn == LCWS_UP)
		boards_check(l);
	watch_socket(l);
	schedule(l);
	l->fn = NULL;
	return l->health;
}

void *
feed_lcws_open(const char *spec, uint16_t round, char **cause)
{
	struct lws_context_creation_info	 info;
	struct lcws				*l;
	char					 err[LCWS_ERROR_SIZE];
	size_t					 i;

	l = xcalloc(1, sizeof *l);
	if (!lcws_spec_parse(spec, &l->sp, err)) {
		xasprintf(cause, "%s", err);
		free(l);
		return NULL;
	}
	xasprintf(&l->spec, "%.*s", (int)strcspn(spec, "#"), spec);
	l->b = xcalloc(l->sp.n, sizeof *l->b);
	for (i = 0; i < l->sp.n; i++) {
		l->b[i].map = l->sp.m[i];
		lcws_game_init(&l->b[i].game, round, l->sp.m[i].board);
	}
	l->sock = -1;
	l->backoff_ms = LCWS_BACKOFF_MS;
	l->base.poll_ms = LCWS_TICK_MS;
	feed_boards_init(&l->base.boards, INT64_MAX);	/* never gone */
	/* Events come one board at a time, not in passes: each new content
	 * is handed over. */
	l->base.boards.stream = true;
	lws_set_log_level(0, NULL);	/* its trouble is said as ours */
	memset(&info, 0, sizeof info);
	info.port = CONTEXT_PORT_NO_LISTEN;
	info.protocols = lcws_protocols;
	info.gid = -1;
	info.uid = -1;
	info.user = l;
	info.fd_limit_per_thread = 16;	/* one connection, not the ulimit */
	info.timeout_secs = 10;
	info.connect_timeout_secs = 5;
	l->base.fd = epoll_create1(EPOLL_CLOEXEC);
	if (l->base.fd < 0 || (l->ctx = lws_create_context(&info)) == NULL) {
		xasprintf(cause, _("%s: cannot start WebSocket"), l->spec);
		if (l->base.fd >= 0)
			close(l->base.fd);
		feed_boards_free(&l->base.boards);
		lcws_spec_free(&l->sp);
		free(l->spec);
		free(l->b);
		free(l);
		return NULL;
	}
	return l;
}

static void
lcws_free(void *impl)
{
	struct lcws	*l = impl;
	size_t		 i;

	l->fn = NULL;		/* the last callbacks hand nothing over */
	lws_context_destroy(l->ctx);
	out_clear(l);
	free(l->out);
	free(l->rx);
	for (i = 0; i < l->sp.n; i++)
		lcws_game_release(&l->b[i].game);
	free(l->b);
	lcws_spec_free(&l->sp);
	free(l->spec);
	free(l);
}

const struct feed_kind feed_lcws_kind = {
	"lcws", lcws_free, lcws_poll,
};
