/*
 * feedserver.c: the loopback server the feed tests read from (FEEDS.md
 * 7.2): it serves 127.0.0.1 only, on a port it picks and prints
 * ("port N"), what a timeline file says, and stops by itself at the
 * timeline's end or after -m seconds, whichever is first.
 *
 *	feedserver [-m MAX_SECONDS] [-l LOG] [-p PORT] TIMELINE
 *
 * With -p, it listens on PORT instead (a source restarted where it was:
 * tests/bench/live.sh).
 * With -l, each answer is logged to LOG as "PATH CODE" (a test checks
 * its 304s there).
 *
 * The timeline, one directive a line ('#' comments), in steps:
 *	at SECONDS		the lines below apply from then on
 *	serve PATH FILE		200 with FILE (relative to the timeline)
 *	status PATH CODE	answer CODE instead (404, 500...); 200 undoes
 *	redirect PATH URL	301 to URL
 *	slow PATH MS		the body dribbled over MS milliseconds
 *	stall PATH		no answer at all (a server that hangs)
 *	latin1 PATH		say charset=ISO-8859-1 (FILE holds Latin-1)
 *	numbered DIR PATH	DIR/N.PDN is the Nth game of what PATH serves
 *				now (lidraughts' numbered files, FEEDS.md
 *				7.2: the same timeline as PATH), 404 when
 *				PATH holds fewer games
 * "off" after the PATH ends a redirect, slow, stall or latin1.
 *	etag on|off		send ETags and answer If-None-Match with 304
 *	end SECONDS		stop then
 * A query ("?poll") is not part of a PATH.  GET /_at/SECONDS moves the
 * timeline there at once, so that a test need not wait for it.
 */
#include "config.h"

#include <sys/socket.h>
#include <sys/stat.h>
#include <netinet/in.h>
#include <arpa/inet.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <unistd.h>

#define MAX_RULES	1024
#define MAX_CLIENTS	32
#define REQ_MAX		8192

struct rule {
	double	at;		/* from this second on */
	char	path[256];
	char	kind[16];	/* serve status redirect slow stall latin1 */
	char	arg[512];
};

struct client {
	int	fd;
	char	req[REQ_MAX];
	size_t	reqlen;
	char	*out;		/* the answer being written */
	size_t	outlen, outoff;
	int64_t	slow_ms;	/* the body dribbled over this time */
	int64_t	next_write_ms;	/* the next piece of a slow body */
	int64_t	started_ms;
	bool	stalled;
};

static struct rule	rules[MAX_RULES];
static size_t		nrules;
static double		end_at = 60;
static char		base[1024];	/* the timeline's folder */
static int64_t		start_ms, skip_ms;
static bool		etag_on = true;	/* changed by the timeline */
static FILE		*logfile;

static int64_t
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static double
timeline_now(void)
{
	return (double)(now_ms() - start_ms + skip_ms) / 1000.0;
}

static void
die(const char *what)
{
	fprintf(stderr, "feedserver: %s\n", what);
	exit(1);
}

static void
load(const char *path)
{
	char	 line[1024], a[512], b[512];
	double	 at = 0;
	FILE	*f;
	int	 n, lineno = 0;
	char	*slash;

	if ((f = fopen(path, "r")) == NULL)
		die(strerror(errno));
	snprintf(base, sizeof base, "%s", path);
	if ((slash = strrchr(base, '/')) != NULL)
		*slash = '\0';
	else
		strcpy(base, ".");
	while (fgets(line, sizeof line, f) != NULL) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '#' || line[strspn(line, " \t")] == '\0')
			continue;
		a[0] = b[0] = '\0';
		n = sscanf(line, "%*s %511s %511s", a, b);
		if (strncmp(line, "at ", 3) == 0)
			at = atof(a);
		else if (strncmp(line, "end ", 4) == 0)
			end_at = atof(a);
		else if (nrules < MAX_RULES && n >= 1) {
			struct rule *r = &rules[nrules++];

			r->at = at;
			sscanf(line, "%15s", r->kind);
			snprintf(r->path, sizeof r->path, "%s", a);
			snprintf(r->arg, sizeof r->arg, "%s", b);
		} else {
			fprintf(stderr, "feedserver: %s:%d: '%s'?\n", path,
			    lineno, line);
			exit(1);
		}
	}
	fclose(f);
}

/* The last rule of kind for path in force now (NULL: none). */
static const struct rule *
rule(const char *kind, const char *path)
{
	const struct rule	*found = NULL;
	double			 t = timeline_now();
	size_t			 i;

	for (i = 0; i < nrules && rules[i].at <= t; i++)
		if (strcmp(rules[i].kind, kind) == 0 &&
		    strcmp(rules[i].path, path) == 0)
			found = &rules[i];
	if (found != NULL && strcmp(found->arg, "off") == 0)
		return NULL;
	return found;
}

static bool
etag_now(void)
{
	double	t = timeline_now();
	size_t	i;
	bool	on = etag_on;

	for (i = 0; i < nrules && rules[i].at <= t; i++)
		if (strcmp(rules[i].kind, "etag") == 0)
			on = strcmp(rules[i].path, "on") == 0;
	return on;
}

static char *
slurp(const char *rel, size_t *len)
{
	char	 path[2048], *buf;
	FILE	*f;
	long	 n;

	snprintf(path, sizeof path, "%s/%s", base, rel);
	if ((f = fopen(path, "rb")) == NULL)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	fseek(f, 0, SEEK_SET);
	buf = malloc((size_t)n + 1);
	if (buf == NULL || fread(buf, 1, (size_t)n, f) != (size_t)n)
		die("cannot read a file");
	fclose(f);
	*len = (size_t)n;
	return buf;
}

static uint64_t
fnv(const char *p, size_t len)
{
	uint64_t	h = UINT64_C(0xcbf29ce484222325);

	while (len-- > 0) {
		h ^= (unsigned char)*p++;
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

static void
answer(struct client *c, int code, const char *extra, const char *body,
    size_t len)
{
	const char	*why = code == 200 ? "OK" : code == 304 ?
	    "Not Modified" : code == 404 ? "Not Found" : code == 301 ?
	    "Moved Permanently" : "Error";
	char		 head[1024];
	int		 n;

	if (logfile != NULL) {
		char	path[256] = "?";

		sscanf(c->req, "GET %255s", path);
		fprintf(logfile, "%s %d\n", path, code);
		fflush(logfile);
	}
	n = snprintf(head, sizeof head, "HTTP/1.1 %d %s\r\n"
	    "Content-Length: %zu\r\n%s\r\n", code, why, len, extra);
	c->out = malloc((size_t)n + len);
	if (c->out == NULL)
		die("out of memory");
	memcpy(c->out, head, (size_t)n);
	if (len > 0)
		memcpy(c->out + n, body, len);
	c->outlen = (size_t)n + len;
	c->outoff = 0;
}

static const char *
content_type(const char *path)
{
	size_t	n = strlen(path);

	if (n > 5 && strcmp(path + n - 5, ".json") == 0)
		return "application/json";
	if (n > 4 && strcmp(path + n - 4, ".pgn") == 0)
		return "application/x-chess-pgn";
	return "text/plain";
}

/* A PDN file's game n (1-based): from its nth tag section to the next
 * one; NULL when it holds fewer.  A game starts at a "[" line that
 * follows a line that is not a tag. */
static char *
nth_game(const char *text, size_t len, unsigned n, size_t *outlen)
{
	size_t		 i = 0, start = 0, eol;
	unsigned	 k = 0;
	bool		 in_tags = false;
	char		*out;

	for (; i < len; i = eol) {
		eol = i + strcspn(text + i, "\n");
		eol = eol < len ? eol + 1 : len;
		if (text[i] == '[' && !in_tags && ++k == n + 1)
			break;
		if (text[i] == '[' && !in_tags && k == n)
			start = i;
		if (text[i] != '\n' && text[i] != '\r')
			in_tags = text[i] == '[';
	}
	if (k < n || (out = malloc(i - start + 1)) == NULL)
		return NULL;
	memcpy(out, text + start, i - start);
	*outlen = i - start;
	return out;
}

/* DIR/N.PDN of a "numbered DIR PATH" rule: PATH's game N, or NULL. */
static char *
numbered(const char *path, size_t *len)
{
	const struct rule	*r, *src;
	const char		*slash = strrchr(path, '/');
	char			 dir[256], *whole, *game;
	size_t			 wlen;
	unsigned		 n;
	int			 used = 0;

	if (slash == NULL || (size_t)(slash - path) + 2 > sizeof dir ||
	    sscanf(slash + 1, "%u.PDN%n", &n, &used) != 1 || n == 0 ||
	    slash[1 + used] != '\0')
		return NULL;
	snprintf(dir, sizeof dir, "%.*s", (int)(slash - path + 1), path);
	if ((r = rule("numbered", dir)) == NULL ||
	    (src = rule("serve", r->arg)) == NULL ||
	    (whole = slurp(src->arg, &wlen)) == NULL)
		return NULL;
	game = nth_game(whole, wlen, n, len);
	free(whole);
	return game;
}

static void
handle(struct client *c)
{
	char			 path[256], *q, extra[768], tag[64];
	const char		*inm;
	const struct rule	*r;
	char			*body;
	size_t			 len;

	if (sscanf(c->req, "GET %255s", path) != 1) {
		answer(c, 400, "", "", 0);
		return;
	}
	if ((q = strchr(path, '?')) != NULL)
		*q = '\0';
	if (strncmp(path, "/_at/", 5) == 0) {
		skip_ms = (int64_t)(atof(path + 5) * 1000) - (now_ms() -
		    start_ms);
		answer(c, 200, "", "", 0);
		return;
	}
	if (rule("stall", path) != NULL) {
		c->stalled = true;
		return;
	}
	if ((r = rule("redirect", path)) != NULL) {
		snprintf(extra, sizeof extra, "Location: %s\r\n", r->arg);
		answer(c, 301, extra, "", 0);
		return;
	}
	if ((r = rule("status", path)) != NULL && atoi(r->arg) != 200) {
		answer(c, atoi(r->arg), "", "", 0);
		return;
	}
	if ((body = numbered(path, &len)) == NULL &&
	    ((r = rule("serve", path)) == NULL ||
	    (body = slurp(r->arg, &len)) == NULL)) {
		answer(c, 404, "", "", 0);
		return;
	}
	snprintf(tag, sizeof tag, "\"%016llx\"", (unsigned long long)
	    fnv(body, len));
	inm = strcasestr(c->req, "\r\nIf-None-Match: ");
	if (etag_now() && inm != NULL && strncmp(inm + 17, tag,
	    strlen(tag)) == 0) {
		snprintf(extra, sizeof extra, "ETag: %s\r\n", tag);
		answer(c, 304, extra, "", 0);
		free(body);
		return;
	}
	snprintf(extra, sizeof extra, "Content-Type: %s%s\r\n%s%s%s",
	    content_type(path), rule("latin1", path) != NULL ?
	    "; charset=ISO-8859-1" : "", etag_now() ? "ETag: " : "",
	    etag_now() ? tag : "", etag_now() ? "\r\n" : "");
	answer(c, 200, extra, body, len);
	free(body);
	if ((r = rule("slow", path)) != NULL)
		c->slow_ms = atoi(r->arg);
}

static void
drop(struct client *c)
{
	close(c->fd);
	free(c->out);
	memset(c, 0, sizeof *c);
	c->fd = -1;
}

/* Write what may go now: all, or a tenth of a slow answer every tenth
 * of its time. */
static void
write_some(struct client *c)
{
	size_t	n = c->outlen - c->outoff;
	ssize_t	w;

	if (c->slow_ms > 0) {
		if (now_ms() < c->next_write_ms)
			return;
		if (n > c->outlen / 10 + 1)
			n = c->outlen / 10 + 1;
		c->next_write_ms = now_ms() + c->slow_ms / 10;
	}
	w = write(c->fd, c->out + c->outoff, n);
	if (w < 0 && errno != EAGAIN && errno != EINTR) {
		drop(c);
		return;
	}
	if (w > 0)
		c->outoff += (size_t)w;
	if (c->outoff == c->outlen) {
		free(c->out);
		c->out = NULL;
		c->slow_ms = 0;
		c->next_write_ms = 0;
	}
}

static void
read_some(struct client *c)
{
	ssize_t	n;
	char	*end;
	size_t	 used;

	n = read(c->fd, c->req + c->reqlen, sizeof c->req - 1 - c->reqlen);
	if (n <= 0) {
		if (n == 0 || (errno != EAGAIN && errno != EINTR))
			drop(c);
		return;
	}
	c->reqlen += (size_t)n;
	c->req[c->reqlen] = '\0';
	if ((end = strstr(c->req, "\r\n\r\n")) == NULL) {
		if (c->reqlen == sizeof c->req - 1)
			drop(c);
		return;
	}
	used = (size_t)(end + 4 - c->req);
	handle(c);
	/* a pipelined request after it is read once this one is done */
	memmove(c->req, c->req + used, c->reqlen - used);
	c->reqlen -= used;
}

int
main(int argc, char **argv)
{
	struct client		 cl[MAX_CLIENTS];
	struct pollfd		 pfd[MAX_CLIENTS + 1];
	struct sockaddr_in	 sa;
	socklen_t		 salen = sizeof sa;
	double			 max = 60;
	int			 lfd, i, n, opt, one = 1, fd, port = 0;

	while ((opt = getopt(argc, argv, "l:m:p:")) != -1) {
		if (opt == 'p')
			port = atoi(optarg);
		else if (opt == 'm')
			max = atof(optarg);
		else if (opt == 'l') {
			if ((logfile = fopen(optarg, "w")) == NULL)
				die(strerror(errno));
		} else
			return 2;
	}
	if (optind + 1 != argc) {
		fprintf(stderr, "usage: feedserver [-m MAX] [-l LOG] [-p PORT] "
		    "TIMELINE\n");
		return 2;
	}
	load(argv[optind]);
	signal(SIGPIPE, SIG_IGN);
	lfd = socket(AF_INET, SOCK_STREAM, 0);
	setsockopt(lfd, SOL_SOCKET, SO_REUSEADDR, &one, sizeof one);
	memset(&sa, 0, sizeof sa);
	sa.sin_family = AF_INET;
	sa.sin_addr.s_addr = htonl(INADDR_LOOPBACK);	/* 127.0.0.1 only */
	sa.sin_port = htons((uint16_t)port);		/* 0: a free one */
	if (bind(lfd, (struct sockaddr *)&sa, sizeof sa) != 0 ||
	    listen(lfd, 16) != 0 ||
	    getsockname(lfd, (struct sockaddr *)&sa, &salen) != 0)
		die(strerror(errno));
	printf("port %d\n", ntohs(sa.sin_port));
	fflush(stdout);
	for (i = 0; i < MAX_CLIENTS; i++) {
		memset(&cl[i], 0, sizeof cl[i]);
		cl[i].fd = -1;
	}
	start_ms = now_ms();
	while (timeline_now() < end_at &&
	    (double)(now_ms() - start_ms) < max * 1000) {
		pfd[0].fd = lfd;
		pfd[0].events = POLLIN;
		for (i = 0; i < MAX_CLIENTS; i++) {
			pfd[i + 1].fd = cl[i].fd;
			pfd[i + 1].events = cl[i].out != NULL ?
			    (now_ms() >= cl[i].next_write_ms ? POLLOUT : 0) :
			    cl[i].stalled ? 0 : POLLIN;
		}
		n = poll(pfd, MAX_CLIENTS + 1, 20);
		if (n < 0 && errno != EINTR)
			die(strerror(errno));
		if (n > 0 && (pfd[0].revents & POLLIN) &&
		    (fd = accept(lfd, NULL, NULL)) >= 0) {
			for (i = 0; i < MAX_CLIENTS && cl[i].fd >= 0; i++)
				;
			if (i == MAX_CLIENTS)
				close(fd);
			else {
				fcntl(fd, F_SETFL, O_NONBLOCK);
				cl[i].fd = fd;
				cl[i].started_ms = now_ms();
			}
		}
		for (i = 0; i < MAX_CLIENTS; i++) {
			if (cl[i].fd < 0)
				continue;
			if (cl[i].out != NULL)
				write_some(&cl[i]);
			else if (pfd[i + 1].revents & (POLLIN | POLLHUP))
				read_some(&cl[i]);
		}
	}
	for (i = 0; i < MAX_CLIENTS; i++)
		if (cl[i].fd >= 0)
			drop(&cl[i]);
	close(lfd);
	return 0;
}
