/*
 * client.c: a connection to an event's server (client.h).
 */
#include "config.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <sys/un.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/client.h"
#include "app/i18n.h"
#include "app/server.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"

/* How long a client waits for a server it started. */
#define CLIENT_START_MS	10000

struct client {
	int	 fd;
	char	*in;			/* bytes read, not yet taken */
	size_t	 in_len, in_cap, in_at;
	char	 line[PROTO_LINE_MAX];	/* the message handed out */
};

/* One attempt: the connected descriptor, or -1 with errno. */
static int
client_try(const char *dir)
{
	struct sockaddr_un	sun;
	int			fd, dirfd, e;

	memset(&sun, 0, sizeof sun);
	sun.sun_family = AF_UNIX;
	if (proto_socket_path(dir, sun.sun_path, sizeof sun.sun_path,
	    &dirfd) != 0)
		return -1;
	if ((fd = socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0)) < 0) {
		e = errno;
		goto out;
	}
	while (connect(fd, (struct sockaddr *)&sun, sizeof sun) != 0) {
		if (errno == EINTR)
			continue;
		e = errno;
		close(fd);
		fd = -1;
		goto out;
	}
	e = 0;
out:
	if (dirfd >= 0)
		close(dirfd);
	errno = e;
	return fd;
}

static void
client_sleep_ms(long ms)
{
	struct timespec	ts = { 0, ms * 1000000L };

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		continue;
}

/*
 * Only the owner of an event's journal runs its server (root may too):
 * started by another user, it could not write the journal, or would make
 * it writable by more than its one writer.
 */
static int
client_may_start(const char *dir, char **cause)
{
	struct stat	 st;
	struct passwd	 pw, *found = NULL;
	char		*path, buf[1024], owner[64];

	xasprintf(&path, "%s/journal", dir);
	if (stat(path, &st) != 0 || st.st_uid == geteuid() || geteuid() == 0) {
		free(path);
		return 0;
	}
	free(path);
	if (getpwuid_r(st.st_uid, &pw, buf, sizeof buf, &found) == 0 &&
	    found != NULL)
		snprintf(owner, sizeof owner, "%s", pw.pw_name);
	else
		snprintf(owner, sizeof owner, "uid %lu",
		    (unsigned long)st.st_uid);
	xasprintf(cause, _("%s: the event's server is not running, and only "
	    "the owner of its journal (%s) may start it: 'arbiter %s', or "
	    "'arbiter-cli serve %s --stay'"), dir, owner, dir, dir);
	return -1;
}

int
client_start(const char *dir, char **cause)
{
	if (client_may_start(dir, cause) != 0)
		return -1;
	return server_spawn(dir, cause);
}

struct client *
client_connect(const char *dir, bool start, char **cause)
{
	struct client	*c;
	int64_t		 until;
	int		 fd;
	bool		 started = false;

	until = timesrc_now_ms() + CLIENT_START_MS;
	while ((fd = client_try(dir)) < 0) {
		if (errno != ENOENT && errno != ECONNREFUSED) {
			xasprintf(cause, "%s/socket: %s", dir, strerror(errno));
			return NULL;
		}
		if (!start) {
			xasprintf(cause, _("%s: no server runs for this event"),
			    dir);
			return NULL;
		}
		if (!started) {
			if (client_may_start(dir, cause) != 0 ||
			    server_spawn(dir, cause) != 0)
				return NULL;
			started = true;
		}
		if (timesrc_now_ms() > until) {
			xasprintf(cause, _("%s: the event's server did not "
			    "start (see %s/server.log)"), dir, dir);
			return NULL;
		}
		client_sleep_ms(10);
	}
	(void)fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK);
	c = xcalloc(1, sizeof *c);
	c->fd = fd;
	return c;
}

void
client_close(struct client *c)
{
	if (c == NULL)
		return;
	close(c->fd);
	free(c->in);
	free(c);
}

int
client_fd(const struct client *c)
{
	return c->fd;
}

/* Write all of buf, waiting while the socket is full. */
static int
client_write(struct client *c, const char *buf, size_t len)
{
	struct pollfd	pfd = { c->fd, POLLOUT, 0 };
	ssize_t		w;

	while (len > 0) {
		w = send(c->fd, buf, len, MSG_NOSIGNAL);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0 && errno == EAGAIN) {
			if (poll(&pfd, 1, -1) < 0 && errno != EINTR)
				return -1;
			continue;
		}
		if (w <= 0)
			return -1;
		buf += w;
		len -= (size_t)w;
	}
	return 0;
}

int
client_send(struct client *c, const char *fmt, ...)
{
	char	buf[PROTO_LINE_MAX + 1];
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof buf - 1, fmt, ap);
	va_end(ap);
	if (n < 0 || (size_t)n >= sizeof buf - 1)
		return -1;
	buf[n++] = '\n';
	return client_write(c, buf, (size_t)n);
}

/* A whole line in the buffer: 1 and *m; 0 when there is none; -1 bad. */
static int
client_take(struct client *c, struct proto_msg *m)
{
	char	*nl;
	size_t	 n;

	if (c->in_at == c->in_len)	/* nothing read yet: c->in may be NULL */
		return 0;
	nl = memchr(c->in + c->in_at, '\n', c->in_len - c->in_at);
	if (nl == NULL) {
		if (c->in_len - c->in_at >= PROTO_LINE_MAX)
			return -1;
		return 0;
	}
	n = (size_t)(nl - (c->in + c->in_at));
	if (n >= sizeof c->line)
		return -1;
	memcpy(c->line, c->in + c->in_at, n);
	c->line[n] = '\0';
	c->in_at += n + 1;
	return proto_parse(c->line, n, m) == 0 ? 1 : -1;
}

/* Read what there is: 1 some, 0 nothing now, -1 the end. */
static int
client_fill(struct client *c)
{
	ssize_t	r;

	if (c->in_at > 0) {
		memmove(c->in, c->in + c->in_at, c->in_len - c->in_at);
		c->in_len -= c->in_at;
		c->in_at = 0;
	}
	if (c->in_cap - c->in_len < PROTO_LINE_MAX) {
		c->in_cap = c->in_cap == 0 ? 4 * PROTO_LINE_MAX : c->in_cap * 2;
		c->in = xrealloc(c->in, c->in_cap);
	}
	do
		r = read(c->fd, c->in + c->in_len, c->in_cap - c->in_len);
	while (r < 0 && errno == EINTR);
	if (r < 0 && errno == EAGAIN)
		return 0;
	if (r <= 0)
		return -1;
	c->in_len += (size_t)r;
	return 1;
}

int
client_next(struct client *c, int ms, struct proto_msg *m)
{
	struct pollfd	pfd = { c->fd, POLLIN, 0 };
	int64_t		until = timesrc_now_ms() + ms;
	int		rc, wait;

	for (;;) {
		if ((rc = client_take(c, m)) != 0)
			return rc;
		if ((rc = client_fill(c)) < 0)
			return -1;
		if (rc > 0)
			continue;
		wait = ms < 0 ? -1 : (int)(until - timesrc_now_ms());
		if (ms >= 0 && wait <= 0)
			return 0;
		if (poll(&pfd, 1, wait) < 0 && errno != EINTR)
			return -1;
	}
}

const char *
client_line(const struct client *c)
{
	return c->line;
}
