/*
 * server.c: the event server (server.h).
 *
 * One thread, one poll() loop.  Each turn reads what the clients sent,
 * checks and stages every complete command in the order it came (each
 * against the state the ones before it left), commits the staged lines
 * with one fdatasync, and only then queues the acknowledgements.  Output
 * to a client is a cursor into the lines on disk plus a queue of answers,
 * each answer held until the lines it follows have gone out, so a client
 * always has every line an answer depends on.  Nothing a client sends can
 * make the server wait: sockets are non-blocking, and a client that does
 * not read only stops its own stream.
 */
#include "config.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/un.h>
#include <sys/wait.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <poll.h>
#include <pwd.h>
#include <signal.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/broadcast.h"
#include "app/cfg.h"
#include "app/i18n.h"
#include "app/journal.h"
#include "app/proto.h"
#include "app/server.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "roles.h"

#define SERVER_OUT_CHUNK	65536	/* bytes queued for a client at once */
#define SERVER_REPLIES_MAX	4096	/* answers queued: stop reading */
#define SERVER_BATCH_MAX	100000	/* commands in one batch */
#define SERVER_FIRST_MS		30000	/* waiting for the first client */
/*
 * What one neighbour may hold of the server (the socket is 0666): each
 * connection has a deadline to say hello and to end a batch, and the
 * connections not attached yet are capped, per user and in all, so that
 * idle knocks never take the descriptors the arbiters need.
 */
#define SERVER_HELLO_MS		10000	/* to say hello, or to go */
#define SERVER_BATCH_MS		60000	/* to send a whole batch */
#define SERVER_BATCH_BYTES	(32 << 20)	/* a batch's lines, in all */
#define SERVER_UNATTACHED_USER	8	/* not attached yet, a user */
#define SERVER_UNATTACHED_MAX	64	/* not attached yet, everybody */
#define SERVER_CONNS_USER	64	/* connections, a user */
#define SERVER_ACCEPT_PAUSE_MS	1000	/* out of descriptors: wait */
#define SERVER_LOG_EVERY_MS	60000	/* refused knocks: one log line */
#define SERVER_CHATTER_MAX	100	/* attach, leave, refused: a minute */
#define SERVER_JUMP_MS		120000	/* a wall clock step announced */
/*
 * Who is attached (proto.h, presence): never queued per change.  A
 * connection holds one flag, "its list is out of date"; the whole list
 * (at most PROTO_PRESENCE_MAX names) is written when its output has room,
 * and at most once per SERVER_PRESENCE_MS.  A neighbour who attaches and
 * leaves in a loop costs each client at most a few lists a second, and
 * nothing piles up for a client that does not read.
 */
#define SERVER_PRESENCE_MS	250

struct reply {
	uint64_t	 after;		/* lines the client must have first */
	char		*text;		/* with its newline */
};

struct conn {
	int		 fd;
	uid_t		 uid;
	char		 actor[COMMAND_USER_SIZE];
	bool		 attached;	/* said hello */
	enum proto_client kind;		/* what hello said it is */
	int64_t		 since;		/* UTC ms: when it attached */
	bool		 presence_due;	/* its list is out of date */
	int64_t		 presence_after; /* monotonic: the next list */
	enum proto_follower follower;	/* what its hello said it is */
	bool		 closing;	/* close once the output is out */
	bool		 dead;
	int64_t		 deadline;	/* monotonic: hello, batch or bye */
	char		*in;
	size_t		 in_len, in_cap;
	size_t		 cursor;	/* the next line to send */
	struct reply	*replies;
	size_t		 nreplies, replies_cap, reply_at;
	char		*out;
	size_t		 out_len, out_cap, out_at;
	struct {			/* a batch being received */
		uint32_t	 id, n, got;
		uint64_t	 base;
		char		 lang[PROTO_LANG_MAX];
		char		**lines;
		size_t		 bytes;		/* of the lines so far */
		uint32_t	 skip;		/* lines of a refused batch */
	} batch;
};

/* A command staged this turn, acknowledged once committed. */
struct ack {
	struct conn	*c;
	uint32_t	 id;
	uint64_t	 seq;
};

struct server {
	const char	*dir;
	const struct server_options *opt;
	struct session	*s;
	int		 listen_fd;
	char		 sock_path[PATH_MAX];
	char		*pid_path;
	struct conn	**conns;
	size_t		 nconns, conns_cap;
	bool		 had_client;
	struct ack	*acks;
	size_t		 nacks, acks_cap;
	uid_t		 owner;
	int64_t		 utc0, mono0, last;	/* the server's clock */
	int64_t		 boot0;		/* timesrc_boot_ms() at mono0 */
	int64_t		 told_drift;	/* the machine's clock's, announced */
	int64_t		 started;
	char		*notices;	/* told to every client that attaches */
	FILE		*log;
	struct broadcast *bc;		/* the live file */
	uint64_t	 bc_generation;	/* the event's, at the last look */
	bool		 bc_failing;	/* the last write failed (logged) */
	struct {			/* deadlines and caps (env: tests) */
		int64_t	 hello_ms, batch_ms;
		int64_t	 jump_ms;	/* a step of the wall clock */
		size_t	 batch_bytes;
	} lim;
	int64_t		 accept_after;	/* monotonic: out of descriptors */
	size_t		 knocks_refused;	/* since the last log line */
	int64_t		 knocks_logged;
	size_t		 chatter, chatter_dropped;	/* this minute's */
	int64_t		 chatter_since;
};

static volatile sig_atomic_t	server_stop_signal;

static void
server_on_signal(int sig)
{
	server_stop_signal = sig;
}

static void __attribute__((format(printf, 2, 0)))
server_vlog(struct server *sv, const char *fmt, va_list ap)
{
	char	tm[JOURNAL_TIME_LEN + 1];
	va_list	again;

	if (journal_time_format(timesrc_utc_ms(), tm) != 0)
		strcpy(tm, "?");
	va_copy(again, ap);
	if (sv->log != NULL) {
		fprintf(sv->log, "%s [%ld] ", tm, (long)getpid());
		vfprintf(sv->log, fmt, ap);
		fputc('\n', sv->log);
		fflush(sv->log);
	}
	if (sv->opt->foreground) {
		fprintf(stderr, "arbiter-server: ");
		vfprintf(stderr, fmt, again);
		fputc('\n', stderr);
	}
	va_end(again);
}

static void __attribute__((format(printf, 2, 3)))
server_log(struct server *sv, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	server_vlog(sv, fmt, ap);
	va_end(ap);
}

/*
 * A line any local user can cause at will (attached, detached, refused):
 * at most SERVER_CHATTER_MAX a minute, the rest counted and said with the
 * next minute's first, so that a neighbour who attaches and leaves in a
 * loop cannot fill the disk through server.log.
 */
static void __attribute__((format(printf, 2, 3)))
server_chatter(struct server *sv, const char *fmt, ...)
{
	int64_t	now = timesrc_now_ms();
	va_list	ap;

	if (now - sv->chatter_since >= SERVER_LOG_EVERY_MS) {
		if (sv->chatter_dropped > 0)
			server_log(sv, "%zu lines of attaching and leaving "
			    "not logged in the minute before",
			    sv->chatter_dropped);
		sv->chatter_since = now;
		sv->chatter = sv->chatter_dropped = 0;
	}
	if (sv->chatter >= SERVER_CHATTER_MAX) {
		sv->chatter_dropped++;
		return;
	}
	sv->chatter++;
	va_start(ap, fmt);
	server_vlog(sv, fmt, ap);
	va_end(ap);
}

/*
 * Now, for a line's stamp: UTC from the monotonic clock since the
 * server started, never before the last stamp given.
 */
static int64_t
server_now(struct server *sv)
{
	int64_t	t = sv->utc0 + (timesrc_now_ms() - sv->mono0);

	if (t < sv->last)
		t = sv->last;
	sv->last = t;
	return t;
}

/* ------------------------------------------------------------------ */
/* Output.                                                             */

static void
conn_put(struct conn *c, const char *text, size_t len)
{
	if (c->out_cap - c->out_len < len) {
		while (c->out_cap - c->out_len < len)
			c->out_cap = c->out_cap == 0 ? 2 * SERVER_OUT_CHUNK :
			    c->out_cap * 2;
		c->out = xrealloc(c->out, c->out_cap);
	}
	memcpy(c->out + c->out_len, text, len);
	c->out_len += len;
}

/* Queue an answer, sent once the client has the first after lines. */
static void
conn_reply(struct conn *c, uint64_t after, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
conn_reply(struct conn *c, uint64_t after, const char *fmt, ...)
{
	va_list	ap;
	char	*text;

	va_start(ap, fmt);
	if (vasprintf(&text, fmt, ap) < 0)
		fatal("out of memory");
	va_end(ap);
	if (c->nreplies == c->replies_cap) {
		c->replies_cap = c->replies_cap == 0 ? 16 : c->replies_cap * 2;
		c->replies = xrealloc(c->replies, c->replies_cap *
		    sizeof *c->replies);
	}
	c->replies[c->nreplies].after = after;
	c->replies[c->nreplies++].text = text;
}

static void
conn_refused(struct conn *c, uint64_t after, uint32_t id,
    const struct proto_refusal *r)
{
	char	buf[PROTO_LINE_MAX];

	proto_refused(buf, id, r);
	conn_reply(c, after, "%s", buf);
}

static void
conn_refused_text(struct conn *c, uint64_t after, uint32_t id, uint32_t at,
    const char *text)
{
	struct proto_refusal	r;

	memset(&r, 0, sizeof r);
	r.kind = PROTO_TEXT;
	r.at = at;
	snprintf(r.text, sizeof r.text, "%s", text);
	conn_refused(c, after, id, &r);
}

/* A journal line as it travels (its command made safe to send). */
static void
conn_put_line(struct conn *c, const struct session_line *l)
{
	char	tm[JOURNAL_TIME_LEN + 1], head[128];
	size_t	k, at;
	int	n;

	if (journal_time_format(l->time_ms, tm) != 0)
		strcpy(tm, "1970-01-01T00:00:00.000Z");
	n = snprintf(head, sizeof head, "line %llu %s ",
	    (unsigned long long)l->seq, tm);
	conn_put(c, head, (size_t)n);
	conn_put(c, l->actor, strlen(l->actor));
	n = snprintf(head, sizeof head, " %s %s ", l->hash[0] != '\0' ?
	    l->hash : "0000000000000000", l->broken != NULL ? "broken" :
	    "ok");
	conn_put(c, head, (size_t)n);
	at = c->out_len;
	conn_put(c, l->command, strlen(l->command) < PROTO_LINE_MAX / 2 ?
	    strlen(l->command) : PROTO_LINE_MAX / 2);
	for (k = at; k < c->out_len; k++) {
		if ((unsigned char)c->out[k] < 0x20 || c->out[k] == 0x7f)
			c->out[k] = '?';
	}
	if (c->out_len == at)
		conn_put(c, "?", 1);
	conn_put(c, "\n", 1);
}

/* ------------------------------------------------------------------ */
/* Presence: who is attached (not journaled: it is no ruling).          */

/* Is c owed a presence list now? */
static bool
presence_ready(const struct conn *c, int64_t now)
{
	return c->attached && !c->closing && c->presence_due &&
	    now >= c->presence_after;
}

/* Is c one a presence list names? */
static bool
presence_listed(const struct conn *c)
{
	return c->attached && !c->closing && !c->dead;
}

/* The whole list, capped, into c's output; the next one waits. */
static void
conn_put_presence(struct server *sv, struct conn *c, int64_t now)
{
	struct proto_present	p;
	char			buf[128];
	size_t			i, n = 0, listed = 0, len;

	for (i = 0; i < sv->nconns; i++)
		listed += presence_listed(sv->conns[i]);
	len = (size_t)snprintf(buf, sizeof buf, "presence %zu %zu\n",
	    listed < PROTO_PRESENCE_MAX ? listed : PROTO_PRESENCE_MAX,
	    listed < PROTO_PRESENCE_MAX ? 0 : listed - PROTO_PRESENCE_MAX);
	conn_put(c, buf, len);
	for (i = 0; i < sv->nconns && n < PROTO_PRESENCE_MAX; i++) {
		if (!presence_listed(sv->conns[i]))
			continue;
		p.since = sv->conns[i]->since;
		p.kind = sv->conns[i]->kind;
		snprintf(p.user, sizeof p.user, "%s", sv->conns[i]->actor);
		/* conn_identify() made the name safe: it always travels. */
		if ((len = proto_present(buf, sizeof buf, &p)) == 0)
			len = (size_t)snprintf(buf, sizeof buf,
			    "present 0 other ?\n");
		conn_put(c, buf, len);
		n++;
	}
	c->presence_due = false;
	c->presence_after = now + SERVER_PRESENCE_MS;
}

/* Someone attached or left: every list is out of date. */
static void
server_presence_changed(struct server *sv)
{
	size_t	i;

	for (i = 0; i < sv->nconns; i++) {
		if (presence_listed(sv->conns[i]))
			sv->conns[i]->presence_due = true;
	}
}

/* Fill the output: answers whose lines are out, else the next lines. */
static void
conn_fill(struct server *sv, struct conn *c)
{
	size_t		 n = session_ndurable(sv->s);
	struct reply	*r;
	int64_t		 now = timesrc_now_ms();

	while (c->out_len - c->out_at < SERVER_OUT_CHUNK) {
		r = c->reply_at < c->nreplies ? &c->replies[c->reply_at] :
		    NULL;
		if (r != NULL && r->after > n)
			r->after = n;	/* its lines were rolled back */
		if (r != NULL && r->after <= c->cursor) {
			conn_put(c, r->text, strlen(r->text));
			free(r->text);
			c->reply_at++;
		} else if (presence_ready(c, now))
			conn_put_presence(sv, c, now);
		else if (c->attached && c->cursor < n)
			conn_put_line(c, session_line(sv->s, c->cursor++));
		else
			break;
	}
	if (c->reply_at == c->nreplies)
		c->reply_at = c->nreplies = 0;
}

/* Write what the client can take now. */
static void
conn_flush(struct server *sv, struct conn *c)
{
	ssize_t	w;

	for (;;) {
		if (c->out_at == c->out_len) {
			c->out_at = c->out_len = 0;
			conn_fill(sv, c);
			if (c->out_len == 0)
				break;
		}
		w = send(c->fd, c->out + c->out_at, c->out_len - c->out_at,
		    MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && errno == EAGAIN)
			return;
		if (w <= 0) {
			c->dead = true;
			return;
		}
		c->out_at += (size_t)w;
	}
	if (c->closing)
		c->dead = true;
}

/* Has the client output waiting (lines or answers)? */
static bool
conn_pending(const struct server *sv, const struct conn *c)
{
	return c->out_at < c->out_len || c->reply_at < c->nreplies ||
	    (c->attached && c->cursor < session_ndurable(sv->s)) ||
	    presence_ready(c, timesrc_now_ms());
}

/*
 * Say goodbye: the connection closes once this is out, or after
 * SERVER_HELLO_MS if the client does not take it.
 */
static void
conn_bye(struct conn *c, const char *why)
{
	conn_reply(c, 0, "bye %s\n", why);
	c->closing = true;
	c->deadline = timesrc_now_ms() + SERVER_HELLO_MS;
}

/* Drop the batch being received, if any. */
static void
conn_batch_free(struct conn *c)
{
	uint32_t	k;

	for (k = 0; k < c->batch.got; k++)
		free(c->batch.lines[k]);
	free(c->batch.lines);
	memset(&c->batch, 0, sizeof c->batch);
}

static void
conn_free(struct conn *c)
{
	size_t	i;

	close(c->fd);
	for (i = c->reply_at; i < c->nreplies; i++)
		free(c->replies[i].text);
	conn_batch_free(c);
	free(c->replies);
	free(c->in);
	free(c->out);
	free(c);
}

/* ------------------------------------------------------------------ */
/* The clock.                                                          */

/*
 * A word for the arbiters about the clock: logged, told to every client
 * attached now and to each that attaches later.
 */
static void
server_clock_notice(struct server *sv, char *text)
{
	size_t	i;

	server_log(sv, "%s", text);
	for (i = 0; i < sv->nconns; i++) {
		if (sv->conns[i]->attached && !sv->conns[i]->closing)
			conn_reply(sv->conns[i], 0, "notice %s\n", text);
	}
	free(sv->notices);
	sv->notices = text;
}

/*
 * DIR/server.clock: the boot's id and, at one moment, the time since
 * boot and the stamps' UTC.  On the same boot, a restarted server knows
 * from it how long it really was away, whatever the wall clock did.
 */
static void
server_clock_save(struct server *sv)
{
	char	 id[64], *path, *tmp;
	FILE	*f;

	if (timesrc_boot_id(id, sizeof id) != 0)
		return;
	xasprintf(&path, "%s/server.clock", sv->dir);
	xasprintf(&tmp, "%s/server.clock.new", sv->dir);
	if ((f = fopen(tmp, "we")) != NULL) {
		fprintf(f, "%s %lld %lld\n", id, (long long)sv->boot0,
		    (long long)sv->utc0);
		if (fclose(f) != 0 || rename(tmp, path) != 0)
			(void)unlink(tmp);
	}
	free(tmp);
	free(path);
}

/* The UTC the saved pair gives for now, on the same boot: 0, or -1. */
static int
server_clock_expected(struct server *sv, int64_t boot, int64_t *utc)
{
	char		 id[64], saved[64], *path;
	long long	 b, u;
	FILE		*f;
	int		 rc = -1;

	if (timesrc_boot_id(id, sizeof id) != 0)
		return -1;
	xasprintf(&path, "%s/server.clock", sv->dir);
	if ((f = fopen(path, "re")) != NULL) {
		if (fscanf(f, "%63s %lld %lld", saved, &b, &u) == 3 &&
		    strcmp(saved, id) == 0 && b >= 0 && b <= boot && u > 0) {
			*utc = (int64_t)u + (boot - (int64_t)b);
			rc = 0;
		}
		fclose(f);
	}
	free(path);
	return rc;
}

/*
 * The clock's base at a start: the machine's UTC, unless
 * - games are running, the server ran on this boot before and the wall
 *   clock moved more than the threshold from the time the kernel counted
 *   since: that count (the clock was stepped while the server was away;
 *   with no game running the step charges nobody: only announced);
 * - the machine restarted since the journal's last line, games are
 *   running and the clock is ahead of that line by more than the
 *   threshold (a bad clock at boot, or a real stop: nothing tells): the
 *   line's time, and the chief arbiter decides (setclock);
 * - it is behind the journal's last line: that line's time.
 * Each is announced.
 */
static void
server_clock_start(struct server *sv)
{
	size_t	 n = session_nlines(sv->s);
	int64_t	 utc = timesrc_utc_ms(), last = 0, expected;
	bool	 running = event_clocks_running(session_event(sv->s));
	char	*text;

	sv->mono0 = timesrc_now_ms();
	sv->boot0 = timesrc_boot_ms();
	sv->utc0 = utc;
	if (n > 0)
		sv->last = last = session_line(sv->s, n - 1)->time_ms;
	if (server_clock_expected(sv, sv->boot0, &expected) == 0) {
		if (llabs(utc - expected) > sv->lim.jump_ms && !running) {
			xasprintf(&text, _("the machine's clock moved %+lld s "
			    "from the server's: no game clock is running, lines "
			    "are stamped from the machine's clock again"),
			    (long long)((utc - expected) / 1000));
			server_clock_notice(sv, text);
		} else if (llabs(utc - expected) > sv->lim.jump_ms) {
			xasprintf(&text, utc > expected ? _("the machine's "
			    "clock is %lld s ahead of the time counted since "
			    "the server last ran on this boot: lines are "
			    "stamped from that count") : _("the machine's "
			    "clock is %lld s behind the time counted since "
			    "the server last ran on this boot: lines are "
			    "stamped from that count"),
			    (long long)(llabs(utc - expected) / 1000));
			server_clock_notice(sv, text);
			sv->utc0 = expected;
		}
	} else if (n > 0 && utc - last > sv->lim.jump_ms && running) {
		xasprintf(&text, _("the machine's clock is %lld s ahead of the "
		    "journal's last line, games are running and the machine "
		    "restarted since: lines are stamped from that line on; the "
		    "chief arbiter gives the games the time they really ran "
		    "(setclock)"), (long long)((utc - last) / 1000));
		server_clock_notice(sv, text);
		sv->utc0 = last;
	}
	if (n > 0 && sv->utc0 < last) {
		xasprintf(&text, _("the machine's clock is %lld s behind the "
		    "journal's last line: lines are stamped from that line on"),
		    (long long)((last - sv->utc0) / 1000));
		server_clock_notice(sv, text);
		sv->utc0 = last;
	}
	sv->told_drift = utc - sv->utc0;
	server_clock_save(sv);
}

/*
 * The wall clock stepped under the running server (NTP correcting a bad
 * boot clock, an administrator): the stamps go on from the monotonic
 * clock, so no running game is charged the step.  With no game clock
 * running the machine's clock is taken again, unless it is behind the
 * last stamp (a stamp never goes back); with games running the step is
 * announced and the chief arbiter decides.
 */
static void
server_clock_watch(struct server *sv)
{
	int64_t	 mono = timesrc_now_ms(), utc = timesrc_utc_ms();
	int64_t	 ours = sv->utc0 + (mono - sv->mono0), drift = utc - ours;
	char	*text;

	if (llabs(drift) <= sv->lim.jump_ms)
		return;
	if (!event_clocks_running(session_event(sv->s)) && utc >= sv->last) {
		xasprintf(&text, _("the machine's clock moved %+lld s from the "
		    "server's: no game clock is running, lines are stamped "
		    "from the machine's clock again"), (long long)(drift /
		    1000));
		server_clock_notice(sv, text);
		sv->utc0 = utc;
		sv->mono0 = mono;
		sv->boot0 = timesrc_boot_ms();
		sv->told_drift = 0;
		server_clock_save(sv);
		return;
	}
	if (llabs(drift - sv->told_drift) <= sv->lim.jump_ms)
		return;
	xasprintf(&text, _("the machine's clock moved %+lld s from the "
	    "server's: the games' time is counted on the server's clock, "
	    "unchanged; the chief arbiter decides (setclock)"),
	    (long long)(drift / 1000));
	server_clock_notice(sv, text);
	sv->told_drift = drift;
}

/* ------------------------------------------------------------------ */
/* Input.                                                              */

/* Commit what this turn staged, then answer each command staged. */
static void
server_commit(struct server *sv)
{
	char	*cause = NULL;
	size_t	 i;

	if (session_nlines(sv->s) == session_ndurable(sv->s)) {
		for (i = 0; i < sv->nacks; i++)
			conn_reply(sv->acks[i].c, sv->acks[i].seq, "ok %u %llu\n",
			    sv->acks[i].id, (unsigned long long)sv->acks[i].seq);
		sv->nacks = 0;
		return;
	}
	if (session_commit(sv->s, &cause) == 0) {
		for (i = 0; i < sv->nacks; i++)
			conn_reply(sv->acks[i].c, sv->acks[i].seq, "ok %u %llu\n",
			    sv->acks[i].id, (unsigned long long)sv->acks[i].seq);
	} else {
		server_log(sv, "not written: %s", cause);
		for (i = 0; i < sv->nacks; i++)
			conn_refused_text(sv->acks[i].c, 0, sv->acks[i].id, 0,
			    cause);
		free(cause);
	}
	sv->nacks = 0;
}

static void
server_ack(struct server *sv, struct conn *c, uint32_t id, uint64_t seq)
{
	if (sv->nacks == sv->acks_cap) {
		sv->acks_cap = sv->acks_cap == 0 ? 64 : sv->acks_cap * 2;
		sv->acks = xrealloc(sv->acks, sv->acks_cap * sizeof *sv->acks);
	}
	sv->acks[sv->nacks].c = c;
	sv->acks[sv->nacks].id = id;
	sv->acks[sv->nacks++].seq = seq;
}

/* Check and stage one command of c: 0 when staged; -1 refused (*r). */
static int
server_submit(struct server *sv, struct conn *c, const char *text,
    const char *lang, uint64_t base, uint64_t *seq, struct proto_refusal *r)
{
	struct command	 cmd;
	char		*cause = NULL;

	memset(r, 0, sizeof *r);
	if (session_parse(text, &cmd, &cause) != 0) {
		r->kind = PROTO_TEXT;
		snprintf(r->text, sizeof r->text, "%s", cause);
		free(cause);
		return -1;
	}
	/* 'round' ends the round the live file shows: keep it to finish. */
	if (cmd.verb == COMMAND_ROUND && !broadcast_round_ending(sv->bc,
	    session_event(sv->s)))
		server_log(sv, "broadcast: out of memory: the round's file "
		    "stays as last written");
	return session_submit(sv->s, c->actor, lang, &cmd, server_now(sv),
	    base, seq, r);
}

static void
server_do(struct server *sv, struct conn *c, const struct proto_msg *m)
{
	struct proto_refusal	r;
	uint64_t		seq;

	if (server_submit(sv, c, m->rest, m->lang, m->base, &seq, &r) == 0)
		server_ack(sv, c, m->id, seq);
	else
		conn_refused(c, session_nlines(sv->s), m->id, &r);
}

/* A whole batch: all its commands are written, or none. */
static void
server_batch(struct server *sv, struct conn *c)
{
	struct proto_refusal	r;
	char			*cause = NULL;
	uint64_t		 seq = 0;
	uint32_t		 k;

	server_commit(sv);		/* the batch starts on disk */
	for (k = 0; k < c->batch.n; k++) {
		if (server_submit(sv, c, c->batch.lines[k], c->batch.lang,
		    c->batch.base, &seq, &r) != 0) {
			session_discard(sv->s);
			r.at = k + 1;
			conn_refused(c, session_nlines(sv->s), c->batch.id, &r);
			goto out;
		}
	}
	if (session_commit(sv->s, &cause) != 0) {
		conn_refused_text(c, 0, c->batch.id, 0, cause);
		free(cause);
	} else
		conn_reply(c, seq, "ok %u %llu\n", c->batch.id,
		    (unsigned long long)seq);
out:
	conn_batch_free(c);
	if (!c->closing)
		c->deadline = 0;
}

/*
 * batch: its lines are read under a deadline and a cap on their bytes.
 * An assistant gives no command (roles.h, format 2): his batch is
 * refused before its lines come, which are then counted and dropped.
 */
static void
server_batch_start(struct server *sv, struct conn *c,
    const struct proto_msg *m)
{
	struct proto_refusal	r;

	if (m->n == 0 || m->n > SERVER_BATCH_MAX) {
		conn_refused_text(c, 0, m->id, 0, _("a batch holds 1 to "
		    "100000 commands"));
		return;
	}
	c->deadline = timesrc_now_ms() + sv->lim.batch_ms;
	if (!roles_may_act(session_roles(sv->s), c->actor)) {
		memset(&r, 0, sizeof r);
		r.kind = PROTO_ROLE;
		r.role = ROLES_READ_ONLY;
		conn_refused(c, session_nlines(sv->s), m->id, &r);
		c->batch.skip = m->n;
		return;
	}
	c->batch.id = m->id;
	c->batch.n = m->n;
	c->batch.base = m->base;
	snprintf(c->batch.lang, sizeof c->batch.lang, "%s", m->lang);
	c->batch.lines = xcalloc(m->n, sizeof *c->batch.lines);
}

/* One line of a batch: kept until the last, within the byte cap. */
static void
server_batch_line(struct server *sv, struct conn *c, const char *line,
    size_t len)
{
	c->batch.bytes += len + 1;
	if (c->batch.bytes > sv->lim.batch_bytes) {
		server_log(sv, "%s: a batch over %zu bytes: refused", c->actor,
		    sv->lim.batch_bytes);
		conn_refused_text(c, 0, c->batch.id, c->batch.got + 1,
		    _("the batch is longer than the server takes: not done"));
		conn_batch_free(c);
		conn_bye(c, _("a batch longer than the server takes"));
		return;
	}
	c->batch.lines[c->batch.got++] = xstrdup(line);
	if (c->batch.got == c->batch.n)
		server_batch(sv, c);
}

/* Is a follower of the event's entries attached as actor? */
static bool
server_follower_of(const struct server *sv, const struct conn *c)
{
	const struct conn	*o;
	size_t			 i;

	for (i = 0; i < sv->nconns; i++) {
		o = sv->conns[i];
		if (o != c && o->attached && !o->dead && !o->closing &&
		    o->follower == PROTO_FOLLOWER_SOURCES &&
		    strcmp(o->actor, c->actor) == 0)
			return true;
	}
	return false;
}

/* hello: who may attach, and from which line the stream starts. */
static void
server_hello(struct server *sv, struct conn *c, const struct proto_msg *m)
{
	const struct roles		*roles = session_roles(sv->s);
	const struct session_line	*l;
	char				*why = NULL;

	if (m->version != PROTO_VERSION) {
		xasprintf(&why, _("this server speaks protocol %u, not %u: "
		    "it is another build of arbiter"), PROTO_VERSION,
		    m->version);
	} else if (roles->n > 0 && !roles_known(roles, c->actor)) {
		xasprintf(&why, _("%s has no role in this event (ask the "
		    "chief arbiter)"), c->actor);
	} else if (roles->n == 0 && c->uid != sv->owner && c->uid != 0) {
		xasprintf(&why, _("no arbiters are named yet: only the user "
		    "who runs the event's server may attach"));
	} else if (m->follower == PROTO_FOLLOWER_SOURCES &&
	    server_follower_of(sv, c)) {
		/* Two would send every line twice, racing (FEEDS.md). */
		xasprintf(&why, _("a follower of %s is already following "
		    "this event's sources"), c->actor);
	}
	if (why != NULL) {
		server_chatter(sv, "refused %s: %s", c->actor, why);
		conn_bye(c, why);
		free(why);
		return;
	}
	c->attached = true;
	c->follower = m->follower;
	c->deadline = 0;
	c->kind = m->client;
	c->since = server_now(sv);
	conn_reply(c, 0, "welcome %u %lld %s\n", PROTO_VERSION,
	    (long long)c->since, c->actor);
	server_presence_changed(sv);	/* c's own list too, after these */
	l = m->seq > 0 && m->seq <= session_ndurable(sv->s) ?
	    session_line(sv->s, m->seq - 1) : NULL;
	if (m->seq > 0 && (l == NULL || strcmp(l->hash, m->hash) != 0)) {
		conn_reply(c, 0, "reset\n");
		c->cursor = 0;
	} else
		c->cursor = m->seq;
	if (sv->notices != NULL)
		conn_reply(c, 0, "notice %s\n", sv->notices);
	if (session_read_only(sv->s) != NULL)
		conn_reply(c, 0, "notice %s\n", session_read_only(sv->s));
	conn_reply(c, session_ndurable(sv->s), "ready %zu\n",
	    session_ndurable(sv->s));
	server_chatter(sv, "attached %s %s (from line %llu)", c->actor,
	    proto_client_name(c->kind), (unsigned long long)c->cursor);
}

/* One line the client sent. */
static void
server_line(struct server *sv, struct conn *c, char *line, size_t len)
{
	struct proto_msg	m;

	if (c->batch.skip > 0) {
		if (--c->batch.skip == 0)
			c->deadline = 0;
		return;
	}
	if (c->batch.lines != NULL) {
		server_batch_line(sv, c, line, len);
		return;
	}
	if (proto_parse(line, len, &m) != 0 ||
	    (!c->attached && m.type != PROTO_HELLO)) {
		conn_bye(c, _("not a message of this protocol"));
		return;
	}
	switch (m.type) {
	case PROTO_HELLO:
		server_hello(sv, c, &m);
		break;
	case PROTO_DO:
		server_do(sv, c, &m);
		break;
	case PROTO_BATCH:
		server_batch_start(sv, c, &m);
		break;
	case PROTO_STOP:
		if (roles_is_chief(session_roles(sv->s), c->actor)) {
			server_log(sv, "stopped by %s", c->actor);
			server_stop_signal = -1;
		} else
			conn_reply(c, 0, "notice %s\n", _("only the chief "
			    "arbiter may stop the event's server"));
		break;
	default:
		conn_bye(c, _("not a message a client sends"));
		break;
	}
}

/* Read what c sent and act on every whole line. */
static void
conn_read(struct server *sv, struct conn *c)
{
	char	*nl;
	size_t	 at = 0, n;
	ssize_t	 r;

	if (c->in_cap - c->in_len < PROTO_LINE_MAX) {
		c->in_cap = c->in_cap == 0 ? 2 * PROTO_LINE_MAX : c->in_cap * 2;
		c->in = xrealloc(c->in, c->in_cap);
	}
	do
		r = read(c->fd, c->in + c->in_len, c->in_cap - c->in_len);
	while (r < 0 && errno == EINTR);
	if (r < 0 && errno == EAGAIN)
		return;
	if (r <= 0) {
		c->dead = true;
		return;
	}
	c->in_len += (size_t)r;
	while (!c->closing && (nl = memchr(c->in + at, '\n', c->in_len - at)) !=
	    NULL) {
		n = (size_t)(nl - (c->in + at));
		*nl = '\0';
		server_line(sv, c, c->in + at, n);
		at += n + 1;
	}
	memmove(c->in, c->in + at, c->in_len - at);
	c->in_len -= at;
	if (c->in_len >= PROTO_LINE_MAX)
		conn_bye(c, _("a line longer than the protocol allows"));
}

/* The kernel's word for who is at the other end. */
static void
conn_identify(struct conn *c)
{
	struct ucred	 cred;
	socklen_t	 len = sizeof cred;
	struct passwd	 pw, *found = NULL;
	char		 buf[4096];
	size_t		 k;

	c->uid = (uid_t)-1;
	if (getsockopt(c->fd, SOL_SOCKET, SO_PEERCRED, &cred, &len) == 0)
		c->uid = cred.uid;
	if (getpwuid_r(c->uid, &pw, buf, sizeof buf, &found) == 0 &&
	    found != NULL && strlen(pw.pw_name) < sizeof c->actor)
		snprintf(c->actor, sizeof c->actor, "%s", pw.pw_name);
	else
		snprintf(c->actor, sizeof c->actor, "uid%lu",
		    (unsigned long)c->uid);
	for (k = 0; c->actor[k] != '\0'; k++) {
		if ((unsigned char)c->actor[k] <= 0x20 || c->actor[k] == 0x7f)
			c->actor[k] = '_';
	}
}

/* A knock turned away: logged once a minute at most (a flood). */
static void
server_turned_away(struct server *sv, const char *why)
{
	int64_t	now = timesrc_now_ms();

	sv->knocks_refused++;
	if (now - sv->knocks_logged < SERVER_LOG_EVERY_MS)
		return;
	server_log(sv, "turned away %zu connections (the last: %s)",
	    sv->knocks_refused, why);
	sv->knocks_refused = 0;
	sv->knocks_logged = now;
}

/* May c stay, by the caps: NULL, or why not. */
static const char *
server_admit(const struct server *sv, const struct conn *c)
{
	const struct conn	*o;
	size_t			 i, mine = 0, mine_waiting = 0, waiting = 0;

	for (i = 0; i < sv->nconns; i++) {
		if ((o = sv->conns[i])->dead)
			continue;
		if (!o->attached)
			waiting++;
		if (o->uid == c->uid) {
			mine++;
			if (!o->attached)
				mine_waiting++;
		}
	}
	if (mine_waiting >= SERVER_UNATTACHED_USER)
		return _("too many of your connections have not said hello");
	if (mine >= SERVER_CONNS_USER)
		return _("too many connections of yours");
	if (waiting >= SERVER_UNATTACHED_MAX)
		return _("too many connections have not said hello: try again "
		    "in a few seconds");
	return NULL;
}

/* Tell a knock why it is turned away, if it listens, and close it. */
static void
server_turn_away(struct server *sv, struct conn *c, const char *why)
{
	char	line[PROTO_TEXT_MAX];
	int	n;

	n = snprintf(line, sizeof line, "bye %s\n", why);
	if (n > 0 && (size_t)n < sizeof line)
		(void)send(c->fd, line, (size_t)n, MSG_NOSIGNAL | MSG_DONTWAIT);
	server_turned_away(sv, why);
	conn_free(c);
}

static void
server_accept(struct server *sv)
{
	struct conn	*c;
	const char	*why;
	int		 fd;

	while ((fd = accept4(sv->listen_fd, NULL, NULL, SOCK_NONBLOCK |
	    SOCK_CLOEXEC)) >= 0) {
		c = xcalloc(1, sizeof *c);
		c->fd = fd;
		conn_identify(c);
		if ((why = server_admit(sv, c)) != NULL) {
			server_turn_away(sv, c, why);
			continue;
		}
		c->deadline = timesrc_now_ms() + sv->lim.hello_ms;
		if (sv->nconns == sv->conns_cap) {
			sv->conns_cap = sv->conns_cap == 0 ? 16 :
			    sv->conns_cap * 2;
			sv->conns = xrealloc(sv->conns, sv->conns_cap *
			    sizeof *sv->conns);
		}
		sv->conns[sv->nconns++] = c;
		sv->had_client = true;
	}
	/* Out of descriptors: the knock stays queued and the socket
	 * readable; listening again at once would spin. */
	if (errno == EMFILE || errno == ENFILE || errno == ENOBUFS ||
	    errno == ENOMEM) {
		sv->accept_after = timesrc_now_ms() + SERVER_ACCEPT_PAUSE_MS;
		server_turned_away(sv, strerror(errno));
	}
}

/* Close the connections past their deadline (hello, batch, bye). */
static void
server_expire(struct server *sv)
{
	struct conn	*c;
	int64_t		 now = timesrc_now_ms();
	size_t		 i;

	for (i = 0; i < sv->nconns; i++) {
		c = sv->conns[i];
		if (c->dead || c->deadline == 0 || now < c->deadline)
			continue;
		if (c->closing) {
			c->dead = true;	/* it does not take its bye */
			continue;
		}
		if (c->batch.lines != NULL || c->batch.skip > 0) {
			server_log(sv, "%s: a batch not ended in %lld ms: "
			    "refused", c->actor, (long long)sv->lim.batch_ms);
			if (c->batch.lines != NULL)
				conn_refused_text(c, 0, c->batch.id, 0,
				    _("the batch's lines did not all come in "
				    "time: not done"));
			conn_batch_free(c);
			conn_bye(c, _("a batch not ended in time"));
		} else {
			server_turned_away(sv, "no hello in time");
			conn_bye(c, _("no hello in time"));
		}
		conn_flush(sv, c);
		c->dead = true;
	}
}

/* How long poll() may wait: until the next deadline, at most wait. */
static int
server_deadlines(const struct server *sv, int wait)
{
	int64_t	now = timesrc_now_ms(), next = INT64_MAX;
	size_t	i;

	for (i = 0; i < sv->nconns; i++) {
		if (sv->conns[i]->deadline != 0 &&
		    sv->conns[i]->deadline < next)
			next = sv->conns[i]->deadline;
		/* A list held back (SERVER_PRESENCE_MS) wakes the loop. */
		if (sv->conns[i]->presence_due &&
		    sv->conns[i]->presence_after > now &&
		    sv->conns[i]->presence_after < next)
			next = sv->conns[i]->presence_after;
	}
	if (sv->accept_after > now && sv->accept_after < next)
		next = sv->accept_after;
	if (next == INT64_MAX)
		return wait;
	next = next <= now ? 0 : next - now;
	if (next > INT_MAX)
		next = INT_MAX;
	return wait < 0 || next < wait ? (int)next : wait;
}

/* Drop the connections that ended (after this turn's answers). */
static void
server_reap(struct server *sv)
{
	size_t	i, k = 0;
	bool	left = false;

	for (i = 0; i < sv->nconns; i++) {
		if (sv->conns[i]->dead) {
			if (sv->conns[i]->attached) {
				server_chatter(sv, "detached %s",
				    sv->conns[i]->actor);
				left = true;
			}
			conn_free(sv->conns[i]);
		} else
			sv->conns[k++] = sv->conns[i];
	}
	sv->nconns = k;
	if (left)
		server_presence_changed(sv);
}

/* ------------------------------------------------------------------ */

static int
server_listen(struct server *sv, char **cause)
{
	struct sockaddr_un	sun;
	int			dirfd;

	memset(&sun, 0, sizeof sun);
	sun.sun_family = AF_UNIX;
	if (proto_socket_path(sv->dir, sun.sun_path, sizeof sun.sun_path,
	    &dirfd) != 0) {
		xasprintf(cause, "%s: %s", sv->dir, strerror(errno));
		return -1;
	}
	snprintf(sv->sock_path, sizeof sv->sock_path, "%s/socket", sv->dir);
	(void)unlink(sv->sock_path);	/* we hold the event: it is stale */
	sv->listen_fd = socket(AF_UNIX, SOCK_STREAM | SOCK_NONBLOCK |
	    SOCK_CLOEXEC, 0);
	if (sv->listen_fd < 0 || bind(sv->listen_fd, (struct sockaddr *)&sun,
	    sizeof sun) != 0 || listen(sv->listen_fd, 64) != 0) {
		xasprintf(cause, "%s: %s", sv->sock_path, strerror(errno));
		if (dirfd >= 0)
			close(dirfd);
		return -1;
	}
	if (dirfd >= 0)
		close(dirfd);
	/* Anyone may knock; who gets in is the roles' business (hello). */
	(void)chmod(sv->sock_path, 0666);
	return 0;
}

/* Should the server stop now? */
static bool
server_done(struct server *sv)
{
	if (server_stop_signal != 0)
		return true;
	if (sv->nconns > 0 || sv->opt->stay)
		return false;
	/* A delay's moves still to show: the live file waits for them (a
	 * change not written yet is written as the server stops). */
	if (broadcast_held(sv->bc) && !sv->bc_failing)
		return false;
	return sv->had_client ||
	    timesrc_now_ms() - sv->started > SERVER_FIRST_MS;
}

/*
 * The live file: told of what the turn changed, written when due.  A
 * failure is logged once, until a write succeeds again.
 */
static void
server_broadcast(struct server *sv)
{
	char	*cause = NULL;
	int	 rc;

	if (session_generation(sv->s) != sv->bc_generation) {
		sv->bc_generation = session_generation(sv->s);
		broadcast_changed(sv->bc);
	}
	rc = broadcast_tick(sv->bc, session_event(sv->s), server_now(sv),
	    &cause);
	if (rc < 0 && !sv->bc_failing)
		server_log(sv, "broadcast: %s (tried again each second)",
		    cause);
	else if (rc > 0 && sv->bc_failing)
		server_log(sv, "broadcast: written again");
	if (rc != 0)
		sv->bc_failing = rc < 0;
	free(cause);
}

/* How long poll() may wait: until the live file is due, at most wait. */
static int
server_wait(struct server *sv, int wait)
{
	int64_t	next = broadcast_next(sv->bc), now;

	if (next == INT64_MAX)
		return wait;
	now = server_now(sv);
	next = next <= now ? 0 : next - now;
	if (next > INT_MAX)
		next = INT_MAX;
	return wait < 0 || next < wait ? (int)next : wait;
}

/* One turn: wait, read and stage, commit, answer. */
static void
server_turn(struct server *sv)
{
	struct pollfd	*pfd;
	size_t		 i;
	int		 wait;
	bool		 knock;

	wait = server_wait(sv, server_deadlines(sv, sv->nconns == 0 ? 1000 :
	    -1));
	pfd = xcalloc(sv->nconns + 1, sizeof *pfd);
	/* Out of descriptors a moment ago: the knocks wait (no spin). */
	pfd[0].fd = timesrc_now_ms() < sv->accept_after ? -1 : sv->listen_fd;
	pfd[0].events = POLLIN;
	for (i = 0; i < sv->nconns; i++) {
		pfd[i + 1].fd = sv->conns[i]->fd;
		if (sv->conns[i]->nreplies < SERVER_REPLIES_MAX &&
		    !sv->conns[i]->closing)
			pfd[i + 1].events |= POLLIN;
		if (conn_pending(sv, sv->conns[i]))
			pfd[i + 1].events |= POLLOUT;
	}
	if (poll(pfd, sv->nconns + 1, wait) < 0) {
		free(pfd);
		return;			/* a signal: the loop looks */
	}
	knock = (pfd[0].revents & POLLIN) != 0;
	for (i = 0; i < sv->nconns; i++) {
		if (pfd[i + 1].revents & (POLLIN | POLLHUP | POLLERR))
			conn_read(sv, sv->conns[i]);
	}
	free(pfd);
	server_clock_watch(sv);
	server_expire(sv);
	server_commit(sv);
	server_broadcast(sv);
	if (knock)
		server_accept(sv);
	for (i = 0; i < sv->nconns; i++) {
		if (!sv->conns[i]->dead)
			conn_flush(sv, sv->conns[i]);
	}
	server_reap(sv);
}

static void
server_signals(void)
{
	struct sigaction	sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = server_on_signal;
	sigemptyset(&sa.sa_mask);
	sigaction(SIGTERM, &sa, NULL);
	sigaction(SIGINT, &sa, NULL);
	sa.sa_handler = SIG_IGN;
	sigaction(SIGPIPE, &sa, NULL);
	sigaction(SIGHUP, &sa, NULL);
	sigaction(SIGXFSZ, &sa, NULL);	/* a size limit fails the write */
}

static void
server_write_pid(struct server *sv)
{
	FILE	*f;

	xasprintf(&sv->pid_path, "%s/server.pid", sv->dir);
	if ((f = fopen(sv->pid_path, "w")) != NULL) {
		fprintf(f, "%ld\n", (long)getpid());
		fclose(f);
	}
}

/*
 * The live file's delay: the option's, else the settings' (a file the
 * server cannot read stops it: a delay an event requires is never
 * dropped silently).
 */
static int
server_delay(const struct server_options *opt, int64_t *delay, char **cause)
{
	struct settings	set;

	if (opt->broadcast_delay_ms >= 0) {
		*delay = opt->broadcast_delay_ms;
		return 0;
	}
	cfg_defaults(&set);
	if (cfg_load_default(&set, opt->config, cause) != 0)
		return -1;
	*delay = set.broadcast_delay_ms;
	return 0;
}

/* A limit from the environment (tests shorten them), else def. */
static int64_t
server_env(const char *name, int64_t def)
{
	const char	*v = getenv(name);
	char		*end;
	long long	 x;

	if (v == NULL || *v < '0' || *v > '9')
		return def;
	errno = 0;
	x = strtoll(v, &end, 10);
	return errno != 0 || *end != '\0' || x <= 0 ? def : (int64_t)x;
}

static void
server_limits(struct server *sv)
{
	sv->lim.hello_ms = server_env("ARBITER_SERVER_HELLO_MS",
	    SERVER_HELLO_MS);
	sv->lim.batch_ms = server_env("ARBITER_SERVER_BATCH_MS",
	    SERVER_BATCH_MS);
	sv->lim.batch_bytes = (size_t)server_env("ARBITER_SERVER_BATCH_BYTES",
	    SERVER_BATCH_BYTES);
	sv->lim.jump_ms = server_env("ARBITER_SERVER_JUMP_MS", SERVER_JUMP_MS);
}

int
server_run(const char *dir, const struct server_options *opt, char **cause)
{
	struct server	 sv;
	char		*path, *notice;
	int64_t		 delay;
	size_t		 i;

	if (server_delay(opt, &delay, cause) != 0)
		return -1;
	memset(&sv, 0, sizeof sv);
	sv.dir = dir;
	sv.opt = opt;
	sv.listen_fd = -1;
	sv.owner = geteuid();
	sv.started = timesrc_now_ms();
	sv.knocks_logged = sv.started - SERVER_LOG_EVERY_MS;
	server_limits(&sv);
	server_stop_signal = 0;
	server_signals();
	if ((sv.s = session_open(dir, NULL, NULL, timesrc_utc_ms(),
	    cause)) == NULL)
		return -1;
	xasprintf(&path, "%s/server.log", dir);
	sv.log = fopen(path, "a");
	free(path);
	if (server_listen(&sv, cause) != 0) {
		session_close(sv.s);
		if (sv.log != NULL)
			fclose(sv.log);
		return -1;
	}
	server_write_pid(&sv);
	server_clock_start(&sv);
	if ((notice = session_notice(sv.s)) != NULL) {
		server_log(&sv, "%s", notice);
		if (sv.notices == NULL)
			sv.notices = notice;
		else
			free(notice);
	}
	server_log(&sv, "serving %s: %zu lines", dir, session_nlines(sv.s));
	sv.bc = broadcast_new(dir, delay);
	path = broadcast_path(sv.bc, session_event(sv.s),
	    session_event(sv.s)->round > 0 ? session_event(sv.s)->round : 1);
	server_log(&sv, "broadcast: %s (a file a round), delay %lld min", path,
	    (long long)(delay / 60000));
	free(path);
	while (!server_done(&sv))
		server_turn(&sv);
	/* The last changes, whatever the second (the delay still holds). */
	if (broadcast_next(sv.bc) != INT64_MAX && broadcast_write(sv.bc,
	    session_event(sv.s), server_now(&sv), &notice) != 0) {
		server_log(&sv, "broadcast: %s", notice);
		free(notice);
	}
	(void)unlink(sv.sock_path);
	close(sv.listen_fd);
	for (i = 0; i < sv.nconns; i++) {
		conn_bye(sv.conns[i], _("the event's server stopped"));
		conn_flush(&sv, sv.conns[i]);
		conn_free(sv.conns[i]);
	}
	(void)unlink(sv.pid_path);
	server_log(&sv, "stopped");
	broadcast_free(sv.bc);
	session_close(sv.s);
	if (sv.log != NULL)
		fclose(sv.log);
	free(sv.conns);
	free(sv.acks);
	free(sv.notices);
	free(sv.pid_path);
	return 0;
}

int
server_spawn(const char *dir, char **cause)
{
	struct server_options	 opt = { false, false, -1, NULL };
	char			*abs, *path, *why = NULL;
	pid_t			 pid;
	int			 fd, status;

	if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		return -1;
	}
	if ((abs = realpath(dir, NULL)) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		return -1;
	}
	if ((pid = fork()) < 0) {
		xasprintf(cause, "fork: %s", strerror(errno));
		free(abs);
		return -1;
	}
	if (pid == 0) {
		/* A daemon of its own: no terminal, no parent to wait. */
		setsid();
		if (fork() != 0)
			_exit(0);
		for (fd = 3; fd < 1024; fd++)
			close(fd);
		if ((fd = open("/dev/null", O_RDWR)) >= 0) {
			dup2(fd, 0);
			dup2(fd, 1);
			if (fd > 1)
				close(fd);
		}
		xasprintf(&path, "%s/server.log", abs);
		if ((fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC,
		    0644)) >= 0) {
			dup2(fd, 2);
			close(fd);
		}
		if (chdir("/") != 0)
			_exit(1);
		if (server_run(abs, &opt, &why) != 0) {
			fprintf(stderr, "arbiter server: %s\n", why);
			_exit(1);
		}
		_exit(0);
	}
	free(abs);
	while (waitpid(pid, &status, 0) < 0 && errno == EINTR)
		continue;
	return 0;
}
