/*
 * session_remote.c: a client of the event's server (session.h,
 * session_role.h, proto.h).
 *
 * session_connect() builds its copy of the event from the journal, when
 * it may read it, and from the lines the server streams (client.h); each
 * command goes to the server, which checks and writes it, and comes back
 * as a line applied here exactly as a replay applies it.  A refusal comes
 * back as names, worded here against this copy (refusal.h).  When the
 * server goes away, session_poll() reaches it again, starting one.
 *
 * Time: the server's lines' clock, from its welcome, kept on this
 * machine's monotonic clock.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfg.h"
#include "app/client.h"
#include "app/i18n.h"
#include "app/journal.h"
#include "app/proto.h"
#include "app/session.h"
#include "app/session_role.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "command.h"

/* How long a client waits for the server's answer. */
#define SESSION_ANSWER_MS	30000

/* The client's own (s->role). */
struct session_remote {
	struct client	*client;	/* NULL while the server is away */
	int64_t		 retried;	/* when it last reconnected */
	int64_t		 clock_offset;	/* the server's UTC less our
					   monotonic clock */
	uint32_t	 next_id;	/* its requests */
	enum proto_client kind;		/* what hello says it is */
	enum proto_follower follower;	/* ... and a follower's mode */
	/* Who is attached, the server's last whole list (presence). */
	struct proto_present presence[PROTO_PRESENCE_MAX];
	size_t		 npresence, presence_more;
	/* ... and the list coming in: "presence" then its "present"s. */
	struct proto_present incoming[PROTO_PRESENCE_MAX];
	size_t		 nincoming, incoming_want, incoming_more;
	bool		 receiving;
};

/*
 * A presence message: the list comes whole, "presence <n> <more>" and n
 * "present" lines, and replaces the one shown once its last line is in.
 * A "present" outside a list is no sense.
 */
static int
session_presence_msg(struct session *s, const struct proto_msg *m)
{
	struct session_remote	*sr = s->role;

	if (m->type == PROTO_PRESENCE) {
		sr->receiving = true;
		sr->nincoming = 0;
		sr->incoming_want = m->n;	/* <= PROTO_PRESENCE_MAX */
		sr->incoming_more = m->more;
	} else if (!sr->receiving || sr->nincoming >= sr->incoming_want)
		return -1;
	else
		sr->incoming[sr->nincoming++] = m->present;
	if (sr->receiving && sr->nincoming == sr->incoming_want) {
		memcpy(sr->presence, sr->incoming, sr->nincoming *
		    sizeof sr->incoming[0]);
		sr->npresence = sr->nincoming;
		sr->presence_more = sr->incoming_more;
		sr->receiving = false;
		s->generation++;	/* the console redraws */
	}
	return 0;
}

/* A 'line' message: "<seq> <time> <actor> <hash> ok|broken <command>". */
static int
session_line_msg(struct session *s, const char *text)
{
	struct journal_line	 jl;
	char			 buf[PROTO_LINE_MAX], flag[8];
	char			*p, *f[5];
	int			 k;

	snprintf(buf, sizeof buf, "%s", text);
	for (p = buf, k = 0; k < 5; k++) {
		f[k] = p;
		if ((p = strchr(p, ' ')) == NULL)
			return -1;
		*p++ = '\0';
	}
	memset(&jl, 0, sizeof jl);
	if (sscanf(f[0], "%" SCNu64, &jl.seq) != 1 ||
	    journal_time_parse(f[1], strlen(f[1]), &jl.time_ms) != 0 ||
	    strlen(f[3]) != JOURNAL_HASH_LEN || strlen(f[4]) >= sizeof flag)
		return -1;
	jl.actor = f[2];
	memcpy(jl.hash, f[3], sizeof jl.hash);
	jl.fault = strcmp(f[4], "broken") == 0 ? _("the hash chain breaks "
	    "here") : NULL;
	jl.command = p;
	jl.lineno = s->nlines + 1;
	return session_take(s, &jl);
}

/*
 * One message from the server, outside an answer awaited: 0, or -1 when
 * the server said goodbye or made no sense (the connection is dropped).
 */
static int
session_message(struct session *s, const struct proto_msg *m)
{
	struct session_remote	*sr = s->role;
	char			*text;

	switch (m->type) {
	case PROTO_LINE:
		if (session_line_msg(s, m->rest) == 0)
			return 0;
		session_tell(s, xstrdup(_("the event's server sent a line that "
		    "is not one")));
		return -1;
	case PROTO_NOTICE:
		session_tell(s, xstrdup(m->rest));
		return 0;
	case PROTO_RESET:
		session_forget(s, 0);
		session_replay(s);
		return 0;
	case PROTO_WELCOME:
		snprintf(s->actor, sizeof s->actor, "%s", m->rest);
		sr->clock_offset = m->time_ms - timesrc_now_ms();
		return 0;
	case PROTO_BYE:
		xasprintf(&text, _("the event's server: %s"), m->rest);
		session_tell(s, text);
		return -1;
	case PROTO_PRESENCE:
	case PROTO_PRESENT:
		if (session_presence_msg(s, m) == 0)
			return 0;
		session_tell(s, xstrdup(_("the event's server sent a line that "
		    "is not one")));
		return -1;
	default:
		return 0;	/* ready, and answers no longer awaited */
	}
}

/* The server is gone: say so once, and try again later. */
static void
session_lost(struct session *s)
{
	struct session_remote	*sr = s->role;

	client_close(sr->client);
	sr->client = NULL;
	sr->npresence = sr->presence_more = 0;	/* nobody known, now */
	sr->receiving = false;
	session_tell(s, xstrdup(_("the event's server went away: "
	    "reconnecting")));
	s->generation++;
}

/*
 * Reach the server, say which lines this copy holds, and take what it
 * sends until 'ready'.  0; -1 with *cause; 1 when the connection ended
 * before 'ready' (a server that was stopping: try again).
 */
static int
session_attach_once(struct session *s, char **cause)
{
	struct session_remote	*sr = s->role;
	struct proto_msg	m;
	const char		*hash = "0000000000000000";
	int			rc;

	if (sr->client == NULL &&
	    (sr->client = client_connect(s->dir, true, cause)) == NULL)
		return -1;
	if (s->nlines > 0)
		hash = s->lines[s->nlines - 1].hash;
	sr->receiving = false;
	if (client_send(sr->client, "hello %u %zu %s%s%s%s", PROTO_VERSION,
	    s->nlines, hash, sr->kind == PROTO_CLIENT_UNKNOWN ? "" : " ",
	    sr->kind == PROTO_CLIENT_UNKNOWN ? "" : proto_client_name(sr->kind),
	    sr->follower == PROTO_FOLLOWER_SOURCES ? " sources" :
	    sr->follower == PROTO_FOLLOWER_NAMED ? " named" : "") != 0)
		goto lost;
	for (;;) {
		if ((rc = client_next(sr->client, SESSION_ANSWER_MS, &m)) < 0)
			goto lost;
		if (rc == 0) {
			xasprintf(cause, _("%s: the event's server does not "
			    "answer"), s->dir);
			goto fail;
		}
		if (m.type == PROTO_BYE) {
			xasprintf(cause, "%s: %s", s->dir, m.rest);
			goto fail;
		}
		if (m.type == PROTO_READY)
			break;
		if (session_message(s, &m) != 0)
			goto lost;
	}
	s->ndurable = s->nlines;
	s->generation++;
	return 0;
lost:
	client_close(sr->client);
	sr->client = NULL;
	return 1;
fail:
	client_close(sr->client);
	sr->client = NULL;
	return -1;
}

/* session_attach_once(), again while a stopping server lets go. */
static int
session_attach(struct session *s, char **cause)
{
	int	rc, tries;

	for (tries = 0; tries < 20; tries++) {
		if ((rc = session_attach_once(s, cause)) <= 0)
			return rc;
		usleep(50000);
	}
	xasprintf(cause, _("%s: the event's server does not answer"), s->dir);
	return -1;
}

/* session_do()'s last step: send cmd, apply what comes, wait for the
 * answer. */
static int
session_request(struct session *s, struct command *cmd, int64_t now,
    char **cause)
{
	struct session_remote	*sr = s->role;
	struct proto_msg	 m;
	char			 text[COMMAND_LINE_MAX + 1];
	uint32_t		 id;
	int			 rc;

	(void)now;			/* the server's time, when it writes */
	if (sr->client == NULL) {
		xasprintf(cause, _("the event's server is away: not done"));
		return -1;
	}
	/*
	 * 'chain' is the server's to check: lines lost at the journal's end
	 * (its anchor) are known to the server only, never streamed.
	 */
	if (cmd->verb != COMMAND_CHAIN &&
	    (command_flags(cmd->verb) & COMMAND_F_SESSION) &&
	    session_own_check(s, s->actor, cmd, cause) != 0)
		return -1;		/* said in the arbiter's language */
	if (command_format(cmd, text, sizeof text) == 0) {
		xasprintf(cause, _("'%s': cannot be written to the journal"),
		    command_verb_name(cmd->verb));
		return -1;
	}
	id = ++sr->next_id;
	if (client_send(sr->client, "do %u %zu %s %s", id, s->nlines, s->lang,
	    text) != 0)
		goto lost;
	for (;;) {
		if ((rc = client_next(sr->client, SESSION_ANSWER_MS, &m)) <= 0)
			goto lost;
		if (m.type == PROTO_OK && m.id == id) {
			const struct session_line *l = session_find(s, m.seq);

			if (l != NULL)		/* cmd canonical, as written */
				(void)command_parse(l->command,
				    strlen(l->command), cmd, NULL);
			return 0;
		}
		if (m.type == PROTO_REFUSED && m.id == id) {
			*cause = session_refusal_text(s, cmd, s->actor,
			    &m.refusal);
			return -1;
		}
		if (session_message(s, &m) != 0)
			goto lost;
	}
lost:
	session_lost(s);
	xasprintf(cause, _("the event's server went away before it answered: "
	    "see the log once it is back"));
	return -1;
}

/* An event file into an event still empty, as one batch. */
static int
session_import_remote(struct session *s, const char *path, int64_t wait_ms,
    char **cause)
{
	char			**lines, *why, text[COMMAND_LINE_MAX + 1];
	struct session_remote	 *sr = s->role;
	struct proto_msg	  m;
	struct command		  cmd;
	size_t			  i, n;

	if ((lines = cfg_event_commands(path, wait_ms, cause)) == NULL)
		return -1;
	for (n = 0; lines[n] != NULL; n++) {
		if (session_parse(lines[n], &cmd, &why) != 0) {
			xasprintf(cause, "%s: '%s': %s", path, lines[n], why);
			free(why);
			cfg_free_lines(lines);
			return -1;
		}
	}
	if (client_send(sr->client, "batch %u %zu %s %zu", ++sr->next_id,
	    s->nlines, s->lang, n) != 0)
		goto lost;
	for (i = 0; i < n; i++) {
		(void)session_parse(lines[i], &cmd, &why);
		session_default_rules(s, &cmd);
		if (command_format(&cmd, text, sizeof text) == 0 ||
		    client_send(sr->client, "%s", text) != 0)
			goto lost;
	}
	for (;;) {
		if (client_next(sr->client, SESSION_ANSWER_MS, &m) <= 0)
			goto lost;
		if (m.type == PROTO_OK && m.id == sr->next_id)
			break;
		if (m.type == PROTO_REFUSED && m.id == sr->next_id) {
			if (m.refusal.at < 1 || m.refusal.at > n) {
				xasprintf(cause, _("%s: not imported: %s"),
				    path, m.refusal.text);
			} else {
				i = m.refusal.at - 1;
				(void)session_parse(lines[i], &cmd, &why);
				why = session_refusal_text(s, &cmd, s->actor,
				    &m.refusal);
				xasprintf(cause, "%s: '%s': %s", path, lines[i],
				    why);
				free(why);
			}
			cfg_free_lines(lines);
			return -1;
		}
		if (session_message(s, &m) != 0)
			goto lost;
	}
	cfg_free_lines(lines);
	return 0;
lost:
	cfg_free_lines(lines);
	xasprintf(cause, _("%s: the event's server went away"), s->dir);
	return -1;
}

/* The event's journal read here, when it may be: replayed as the lines
 * the server would send (it checks the last one's hash). */
static void
session_read_local(struct session *s)
{
	char	*path, *cause = NULL;

	xasprintf(&path, "%s/journal", s->dir);
	s->collecting = true;
	if (access(path, R_OK) == 0 && journal_read_all(path, session_take, s,
	    NULL, &cause) >= 0)
		session_replay(s);
	else
		session_forget(s, 0);
	s->collecting = false;
	free(cause);
	free(path);
}

/* Take what the server sent since, without waiting; reach it again, at
 * most once a second, when it went away. */
static void
session_remote_poll(struct session *s, int64_t now)
{
	struct session_remote	*sr = s->role;
	struct proto_msg	 m;
	char			*cause = NULL;
	int			 rc;

	if (sr->client == NULL) {
		if (now - sr->retried < 1000 && now >= sr->retried)
			return;
		sr->retried = now;
		if (session_attach(s, &cause) != 0) {
			free(cause);
			return;
		}
		session_tell(s, xstrdup(_("the event's server is back")));
		return;
	}
	while ((rc = client_next(sr->client, 0, &m)) > 0) {
		if (session_message(s, &m) != 0) {
			rc = -1;
			break;
		}
	}
	if (rc < 0)
		session_lost(s);
	s->ndurable = s->nlines;
}

static int
session_remote_fd(const struct session *s)
{
	const struct session_remote	*sr = s->role;

	return sr->client != NULL ? client_fd(sr->client) : -1;
}

/* The server's lines' clock. */
static int64_t
session_remote_clock(const struct session *s)
{
	const struct session_remote	*sr = s->role;

	return timesrc_now_ms() + sr->clock_offset;
}

/* The connection goes; the replica frees s->role. */
static void
session_remote_close(struct session *s)
{
	client_close(((struct session_remote *)s->role)->client);
}

static const struct session_ops session_remote_ops = {
	.submit = session_request,
	.poll = session_remote_poll,
	.fd = session_remote_fd,
	.clock = session_remote_clock,
	.close = session_remote_close,
};

size_t
session_presence(const struct session *s, const struct proto_present **list,
    size_t *more)
{
	const struct session_remote	*sr = s->role;

	*list = NULL;
	if (more != NULL)
		*more = 0;
	if (s->ops != &session_remote_ops || sr == NULL)
		return 0;		/* nobody attaches to a writer */
	*list = sr->presence;
	if (more != NULL)
		*more = sr->presence_more;
	return sr->npresence;
}

/* Attach, the hello saying kind and a follower's mode. */
static struct session *
session_connect_with(const char *dir, const struct settings *settings,
    const char *import, enum proto_client kind, enum proto_follower mode,
    char **cause)
{
	struct session		*s = session_new(&session_remote_ops, settings);
	struct session_remote	*sr = xcalloc(1, sizeof *sr);
	char			*why = NULL;

	s->role = sr;
	sr->kind = kind;
	sr->follower = kind == PROTO_CLIENT_FOLLOWER ? mode :
	    PROTO_FOLLOWER_NONE;
	s->dir = xstrdup(dir);
	/*
	 * A large event opens faster read from its file than streamed: the
	 * server (started now if none runs) replays it while this copy does,
	 * then sends only the lines after (or all, when ours is not its).
	 */
	if ((sr->client = client_connect(dir, false, &why)) == NULL) {
		free(why);
		if (client_start(dir, cause) != 0)
			goto fail;
	}
	session_read_local(s);
	if (session_attach(s, cause) != 0)
		goto fail;
	if (import != NULL && s->nlines > 0) {
		xasprintf(cause, _("%s: the event has %zu journal lines already: "
		    "an event file is imported into a new event only"), dir,
		    s->nlines);
		goto fail;
	}
	if (import != NULL && session_import_remote(s, import,
	    settings != NULL ? settings->forfeit_wait_ms : -1, cause) != 0)
		goto fail;
	session_tell_refused(s);
	session_retitle(s);
	return s;
fail:
	session_close(s);
	return NULL;
}

struct session *
session_connect(const char *dir, const struct settings *settings,
    const char *import, char **cause)
{
	return session_connect_with(dir, settings, import,
	    PROTO_CLIENT_UNKNOWN, PROTO_FOLLOWER_NONE, cause);
}

struct session *
session_connect_as(const char *dir, const struct settings *settings,
    const char *import, enum proto_client kind, char **cause)
{
	return session_connect_with(dir, settings, import, kind,
	    PROTO_FOLLOWER_NAMED, cause);
}

struct session *
session_connect_follower(const char *dir, bool sources, char **cause)
{
	return session_connect_with(dir, NULL, NULL, PROTO_CLIENT_FOLLOWER,
	    sources ? PROTO_FOLLOWER_SOURCES : PROTO_FOLLOWER_NAMED, cause);
}
