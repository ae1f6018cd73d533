/*
 * server_presence: who is attached, told by a real server (proto.h,
 * presence), and what a neighbour who attaches and leaves in a loop
 * costs the others.
 *
 *	server_presence [FLAP_MS]
 *
 * In a fresh event directory: a console (session_connect_as()), a watcher
 * that says 'watch' in its hello and reads, and an old client whose hello
 * has no kind word and that never reads.  Then a client attaches and
 * leaves as fast as it can for FLAP_MS (2000).  The watcher must get at
 * most one whole list per 250 ms (the server's cap) however many times
 * the flapper came, each list within PROTO_PRESENCE_MAX; once it stops,
 * the last list (the three that stay) must reach the watcher and the
 * console within a second; and server.log, which any local user could
 * fill so, holds at most server.c's SERVER_CHATTER_MAX lines of attaching
 * and leaving a minute.  Prints one line of figures and one TAP line;
 * exit 0 when all held, 1 when not, 2 when the test could not run.
 */
#include "config.h"

#include <ftw.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/client.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "serverkit.h"

#define LIST_EVERY_MS	250	/* server.c's SERVER_PRESENCE_MS */
#define CHATTER_MAX	100	/* server.c's SERVER_CHATTER_MAX */
#define LOG_OTHERS	20	/* server.log's other lines, at most */

/* The lines of DIR/server.log, or -1. */
static long
log_lines(const char *dir)
{
	char	path[256];
	FILE	*f;
	long	n = 0;
	int	ch;

	snprintf(path, sizeof path, "%s/server.log", dir);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	while ((ch = getc(f)) != EOF)
		n += ch == '\n';
	fclose(f);
	return n;
}

/* What the watcher read of the presence lists. */
struct seen {
	long	lists;		/* whole lists received */
	long	too_long;	/* a list over the cap */
	long	n, got;		/* the list coming in: its size, so far */
	char	kinds[8][16];	/* the last whole list's kinds, by user */
	long	last;		/* the last whole list's size */
};

/* Take what the watcher has now; -1 when the server is gone. */
static int
watch_drain(struct client *w, struct seen *v, int ms)
{
	struct proto_msg	m;
	int			rc;

	while ((rc = client_next(w, ms, &m)) > 0) {
		ms = 0;
		if (m.type == PROTO_PRESENCE) {
			v->n = m.n;
			v->got = 0;
			if (m.n > PROTO_PRESENCE_MAX)
				v->too_long++;
		} else if (m.type == PROTO_PRESENT) {
			if (v->got < 8)
				snprintf(v->kinds[v->got], sizeof v->kinds[0],
				    "%s", proto_client_name(m.present.kind));
			v->got++;
		} else if (m.type == PROTO_BYE)
			return -1;
		if ((m.type == PROTO_PRESENCE || m.type == PROTO_PRESENT) &&
		    v->got == v->n) {
			v->lists++;
			v->last = v->n;
		}
	}
	return rc < 0 ? -1 : 0;
}

/* Attach and leave once: whether the server welcomed it. */
static bool
flap(const char *dir)
{
	struct client		*c;
	struct proto_msg	 m;
	char			*cause = NULL;
	bool			 ok = false;

	if ((c = client_connect(dir, false, &cause)) == NULL) {
		free(cause);
		return false;
	}
	if (client_send(c, "hello %u 0 0000000000000000 cli",
	    PROTO_VERSION) == 0) {
		while (client_next(c, 2000, &m) > 0) {
			if (m.type == PROTO_WELCOME) {
				ok = true;
				break;
			}
		}
	}
	client_close(c);
	return ok;
}

/* The console's list, once it holds n: whether it came within ms. */
static bool
console_sees(struct session *s, size_t n, int ms)
{
	const struct proto_present	*p;
	int64_t				 end = timesrc_now_ms() + ms;

	do {
		session_poll(s, session_clock(s));
		if (session_presence(s, &p, NULL) == n)
			return true;
		usleep(20000);
	} while (timesrc_now_ms() < end);
	return false;
}

/* Whether the last whole list names a client of that kind. */
static bool
has_kind(const struct seen *v, const char *kind)
{
	long	k;

	for (k = 0; k < v->last && k < 8; k++) {
		if (strcmp(v->kinds[k], kind) == 0)
			return true;
	}
	return false;
}

static int
rm_one(const char *path, const struct stat *st, int flag, struct FTW *f)
{
	(void)st;
	(void)flag;
	(void)f;
	return remove(path);
}

int
main(int argc, char **argv)
{
	char		 dir[] = "/tmp/arbiter-presence.XXXXXX", *cause = NULL;
	struct session	*s;
	struct client	*w, *old;
	struct seen	 v;
	long		 flaps = 0, flap_ms = argc > 1 ? atol(argv[1]) : 2000;
	long		 allowed;
	int64_t		 start, end;
	pid_t		 pid;
	int		 bad = 0;

	memset(&v, 0, sizeof v);
	if (flap_ms <= 0 || mkdtemp(dir) == NULL) {
		fprintf(stderr, "usage: server_presence [FLAP_MS]\n");
		return 2;
	}
	if ((s = session_connect_as(dir, NULL, NULL, PROTO_CLIENT_CONSOLE,
	    &cause)) == NULL || (w = client_connect(dir, false, &cause)) ==
	    NULL || (old = client_connect(dir, false, &cause)) == NULL) {
		fprintf(stderr, "server_presence: %s\n", cause);
		return 2;
	}
	/* The old client's hello: no kind word; then it never reads. */
	if (client_send(old, "hello %u 0 0000000000000000", PROTO_VERSION) !=
	    0 || client_send(w, "hello %u 0 0000000000000000 watch",
	    PROTO_VERSION) != 0) {
		fprintf(stderr, "server_presence: the server is gone\n");
		return 2;
	}
	if (!console_sees(s, 3, 5000)) {
		fprintf(stderr, "server_presence: the console never saw 3\n");
		bad = 1;
	}
	(void)watch_drain(w, &v, 1000);
	v.lists = 0;
	start = timesrc_now_ms();
	end = start + flap_ms;
	while (timesrc_now_ms() < end) {
		flaps += flap(dir);
		if (watch_drain(w, &v, 0) != 0)
			break;
	}
	/* One more list at most comes, the one held back by the cap. */
	allowed = (timesrc_now_ms() - start) / LIST_EVERY_MS + 2;
	(void)watch_drain(w, &v, 0);
	{
		long	during = v.lists;

		/* The last state comes all the same: the three that stay. */
		for (int k = 0; k < 20 && !(v.last == 3 && v.got == v.n &&
		    v.lists > during); k++)
			(void)watch_drain(w, &v, 50);
		printf("server_presence: %ld flaps in %ld ms, %ld lists to the "
		    "watcher (at most %ld), the last of %ld: %s %s %s\n",
		    flaps, flap_ms, during, allowed, v.last, v.kinds[0],
		    v.kinds[1], v.kinds[2]);
		if (flaps < 20) {
			fprintf(stderr, "server_presence: too few flaps to "
			    "tell\n");
			bad = 1;
		}
		if (during > allowed || v.too_long > 0) {
			fprintf(stderr, "server_presence: over the cap\n");
			bad = 1;
		}
	}
	if (v.last != 3 || !has_kind(&v, "console") ||
	    !has_kind(&v, "unknown") || !has_kind(&v, "watch")) {
		fprintf(stderr, "server_presence: the last list is wrong\n");
		bad = 1;
	}
	if (!console_sees(s, 3, 1000)) {
		fprintf(stderr, "server_presence: the console's list is "
		    "wrong\n");
		bad = 1;
	}
	client_close(old);
	if (!console_sees(s, 2, 2000)) {
		fprintf(stderr, "server_presence: a client left, still "
		    "listed\n");
		bad = 1;
	}
	{
		long	lines = log_lines(dir);

		printf("server_presence: server.log: %ld lines\n", lines);
		if (lines < 0 || lines > CHATTER_MAX + LOG_OTHERS) {
			fprintf(stderr, "server_presence: server.log has %ld "
			    "lines after %ld flaps\n", lines, flaps);
			bad = 1;
		}
	}
	pid = kit_server_pid(dir);
	client_close(w);
	session_close(s);
	if (pid > 0)
		(void)kill(pid, SIGTERM);
	usleep(200000);
	(void)nftw(dir, rm_one, 8, FTW_DEPTH | FTW_PHYS);
	printf("1..1\n%s 1 - presence lists and server.log capped, the last "
	    "state told\n",
	    bad ? "not ok" : "ok");
	return bad;
}
