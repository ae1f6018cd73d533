/*
 * bench_server: the event server under a round's load (tests/bench/
 * server.sh; doc/BENCH.md).
 *
 *	bench_server DIR [BOARDS [WATCHERS [SECONDS]]]
 *
 * Sets up a round of BOARDS boards (500) through the server in one batch,
 * attaches WATCHERS clients (20) that each keep a copy of the event as a
 * console does (session_connect, session_poll), and measures:
 *  - latency: 200 commands given one at a time, 20 a second, by one more
 *    client; for each, the time until its line was applied on every
 *    watcher's copy: p50, p99, max;
 *  - idle: the server's CPU over 10 s with every watcher attached and
 *    nothing to do;
 *  - throughput: four writers, each with up to 64 commands in flight on
 *    boards of its own, for SECONDS (5): acknowledged commands a second.
 * Times are CLOCK_MONOTONIC, shared by the processes.
 */
#include "config.h"

#include <sys/types.h>
#include <sys/wait.h>

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/client.h"
#include "app/session.h"
#include "../cli/serverkit.h"

#define LATENCY_CMDS	200
#define WRITERS		4
#define WINDOW		64

static int64_t
now_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static void
nap_us(long us)
{
	struct timespec	ts = { us / 1000000, (us % 1000000) * 1000 };

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		continue;
}


/* The round: one batch of set-up commands.  0, or -1. */
static int
set_up(const char *dir, int boards)
{
	struct client		*c;
	struct proto_msg	 m;
	char			*cause = NULL;
	int			 b, n = 4 + 3 * boards;

	if ((c = client_connect(dir, true, &cause)) == NULL || kit_attach(c, 60000) < 0) {
		fprintf(stderr, "bench_server: %s\n", cause);
		return -1;
	}
	client_send(c, "batch 1 0 en %d", n);
	client_send(c, "event \"Bench\" rules fide-2005");
	client_send(c, "tc \"40/5400+30:1800+30\"");
	client_send(c, "round 1");
	for (b = 1; b <= boards; b++) {
		client_send(c, "player %d \"White %d\"", 2 * b - 1, b);
		client_send(c, "player %d \"Black %d\"", 2 * b, b);
	}
	for (b = 1; b <= boards; b++)
		client_send(c, "pair %d %d %d", b, 2 * b - 1, 2 * b);
	client_send(c, "start all");
	while (client_next(c, 60000, &m) > 0) {
		if (m.type == PROTO_OK) {
			client_close(c);
			return 0;
		}
		if (m.type == PROTO_REFUSED) {
			fprintf(stderr, "bench_server: set-up refused: %s\n",
			    client_line(c));
			break;
		}
	}
	client_close(c);
	return -1;
}

/*
 * A watcher: a console's copy of the event, polled; each line's arrival
 * (applied) time to DIR/watch.<i> as "seq us", until SIGTERM.
 */

static int
watcher(const char *dir, int i, int ready_fd)
{
	struct session	*s;
	struct pollfd	 pfd;
	char		*cause = NULL, path[4096];
	FILE		*out;
	size_t		 n, k;

	signal(SIGTERM, kit_on_term);
	if ((s = session_connect(dir, NULL, NULL, &cause)) == NULL) {
		fprintf(stderr, "bench_server: watcher %d: %s\n", i, cause);
		return 1;
	}
	snprintf(path, sizeof path, "%s/watch.%d", dir, i);
	if ((out = fopen(path, "w")) == NULL)
		return 1;
	(void)write(ready_fd, "r", 1);
	while (!kit_stop) {
		pfd.fd = session_fd(s);
		pfd.events = POLLIN;
		if (poll(&pfd, 1, 200) <= 0)
			continue;
		n = session_nlines(s);
		session_poll(s, 0);
		for (k = n; k < session_nlines(s); k++)
			fprintf(out, "%llu %lld\n", (unsigned long long)
			    session_line(s, k)->seq, (long long)now_us());
	}
	fclose(out);
	session_close(s);
	return 0;
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t	x = *(const int64_t *)a, y = *(const int64_t *)b;

	return x < y ? -1 : x > y;
}

/* Latency: LATENCY_CMDS commands at 20 a second; the seq and send time
 * of each into seqs[], sent[]. */
static int
latency_run(const char *dir, uint64_t *seqs, int64_t *sent)
{
	struct client		*c;
	struct proto_msg	 m;
	char			*cause = NULL;
	int			 k;

	if ((c = client_connect(dir, false, &cause)) == NULL || kit_attach(c, 60000) < 0)
		return -1;
	for (k = 0; k < LATENCY_CMDS; k++) {
		sent[k] = now_us();
		client_send(c, "do %d 0 en penalty %d white warn \"lat %d\"",
		    k + 1, k % 50 + 1, k);
		seqs[k] = 0;
		while (client_next(c, 10000, &m) > 0) {
			if (m.type == PROTO_OK && m.id == (uint32_t)k + 1) {
				seqs[k] = m.seq;
				break;
			}
			if (m.type == PROTO_REFUSED)
				break;
		}
		nap_us(50000);
	}
	client_close(c);
	return 0;
}

/* The latest arrival of seq on any watcher: the time it was on every
 * screen; -1 when some watcher never had it. */
static void
latency_report(const char *dir, int watchers, const uint64_t *seqs,
    const int64_t *sent)
{
	int64_t	*last = calloc(LATENCY_CMDS, sizeof *last), lat[LATENCY_CMDS];
	int	 seen[LATENCY_CMDS], i, k, n = 0;
	char	 path[4096];
	FILE	*f;
	unsigned long long seq;
	long long t;

	for (i = 0; i < watchers; i++) {
		memset(seen, 0, sizeof seen);
		snprintf(path, sizeof path, "%s/watch.%d", dir, i);
		if ((f = fopen(path, "r")) == NULL)
			continue;
		while (fscanf(f, "%llu %lld", &seq, &t) == 2) {
			for (k = 0; k < LATENCY_CMDS; k++) {
				if (seqs[k] == seq) {
					seen[k] = 1;
					if (t > last[k])
						last[k] = t;
				}
			}
		}
		fclose(f);
		for (k = 0; k < LATENCY_CMDS; k++) {
			if (!seen[k])
				last[k] = -1;
		}
	}
	for (k = 0; k < LATENCY_CMDS; k++) {
		if (last[k] > 0 && seqs[k] > 0)
			lat[n++] = last[k] - sent[k];
	}
	qsort(lat, (size_t)n, sizeof *lat, cmp_i64);
	if (n == 0)
		printf("latency: nothing measured\n");
	else
		printf("latency: %d commands on %d watchers' copies: p50 %.2f "
		    "ms, p99 %.2f ms, max %.2f ms (%d of %d on every copy)\n",
		    n, watchers, (double)lat[n / 2] / 1000.0,
		    (double)lat[n * 99 / 100] / 1000.0,
		    (double)lat[n - 1] / 1000.0, n, LATENCY_CMDS);
	free(last);
}

/* A writer: up to WINDOW commands in flight on its own boards. */
static int
writer(const char *dir, int w, int seconds, int boards, int out_fd)
{
	struct client		*c;
	struct proto_msg	 m;
	char			*cause = NULL;
	long			 sent = 0, acked = 0, refused = 0;
	int64_t			 until;
	int			 share = boards / WRITERS;

	if ((c = client_connect(dir, false, &cause)) == NULL || kit_attach(c, 60000) < 0)
		return 1;
	until = now_us() + (int64_t)seconds * 1000000;
	while (now_us() < until) {
		while (sent - acked - refused < WINDOW) {
			sent++;
			client_send(c, "do %ld 0 en penalty %d white warn "
			    "\"w%d-%ld\"", sent, w * share + (int)(sent %
			    share) + 1, w, sent);
		}
		if (client_next(c, 1000, &m) > 0) {
			acked += m.type == PROTO_OK;
			refused += m.type == PROTO_REFUSED;
		}
	}
	while (sent > acked + refused && client_next(c, 5000, &m) > 0) {
		acked += m.type == PROTO_OK;
		refused += m.type == PROTO_REFUSED;
	}
	client_close(c);
	dprintf(out_fd, "%ld %ld\n", acked, refused);
	return 0;
}

static long
cpu_ticks(pid_t pid)
{
	char		 path[64], buf[1024], *p;
	unsigned long	 ut, st;
	FILE		*f;
	size_t		 n;

	snprintf(path, sizeof path, "/proc/%ld/stat", (long)pid);
	if ((f = fopen(path, "r")) == NULL)
		return -1;
	n = fread(buf, 1, sizeof buf - 1, f);
	fclose(f);
	buf[n] = '\0';
	if ((p = strrchr(buf, ')')) == NULL ||
	    sscanf(p + 2, "%*c %*d %*d %*d %*d %*d %*u %*u %*u %*u %*u %lu %lu",
	    &ut, &st) != 2)
		return -1;
	return (long)(ut + st);
}


int
main(int argc, char **argv)
{
	const char	*dir;
	int		 boards = 500, watchers = 20, seconds = 5, i, p[2], q[2];
	pid_t		*kids, wk[WRITERS], srv;
	uint64_t	 seqs[LATENCY_CMDS];
	int64_t		 sent[LATENCY_CMDS], t0;
	long		 ticks0, ticks1, hz = sysconf(_SC_CLK_TCK), acked = 0,
			 refused = 0, a, r;
	char		 c, buf[64];
	FILE		*f;
	struct client	*keep;
	char		*cause = NULL;

	if (argc < 2) {
		fprintf(stderr, "usage: bench_server DIR [BOARDS [WATCHERS "
		    "[SECONDS]]]\n");
		return 2;
	}
	dir = argv[1];
	if (argc > 2)
		boards = atoi(argv[2]);
	if (argc > 3)
		watchers = atoi(argv[3]);
	if (argc > 4)
		seconds = atoi(argv[4]);
	setvbuf(stdout, NULL, _IOLBF, 0);
	/* One client stays attached throughout, so the server stays. */
	if ((keep = client_connect(dir, true, &cause)) == NULL ||
	    kit_attach(keep, 60000) < 0 || set_up(dir, boards) != 0)
		return 1;
	srv = kit_server_pid(dir);
	printf("round: %d boards, %d watchers, server pid %ld\n", boards,
	    watchers, (long)srv);
	if (pipe(p) != 0)
		return 1;
	kids = calloc((size_t)watchers, sizeof *kids);
	for (i = 0; i < watchers; i++) {
		if ((kids[i] = fork()) == 0)
			_exit(watcher(dir, i, p[1]));
	}
	for (i = 0; i < watchers; i++)
		(void)read(p[0], &c, 1);
	nap_us(500000);

	latency_run(dir, seqs, sent);
	nap_us(500000);

	ticks0 = cpu_ticks(srv);
	t0 = now_us();
	nap_us(10000000);
	ticks1 = cpu_ticks(srv);
	printf("idle: the server used %.3f%% of a core over %.1f s with %d "
	    "watchers attached\n", 100.0 * (double)(ticks1 - ticks0) /
	    (double)hz / ((double)(now_us() - t0) / 1e6),
	    (double)(now_us() - t0) / 1e6, watchers);

	if (pipe(q) != 0)		/* made now: no watcher holds it */
		return 1;
	t0 = now_us();
	for (i = 0; i < WRITERS; i++) {
		if ((wk[i] = fork()) == 0)
			_exit(writer(dir, i, seconds, boards, q[1]));
	}
	for (i = 0; i < WRITERS; i++)
		waitpid(wk[i], NULL, 0);
	close(q[1]);
	f = fdopen(q[0], "r");
	while (fgets(buf, sizeof buf, f) != NULL) {
		if (sscanf(buf, "%ld %ld", &a, &r) == 2) {
			acked += a;
			refused += r;
		}
	}
	fclose(f);
	printf("throughput: %d writers, %d in flight each, %d watchers "
	    "attached: %ld acknowledged in %.1f s: %.0f a second (%ld "
	    "refused)\n", WRITERS, WINDOW, watchers, acked,
	    (double)(now_us() - t0) / 1e6, (double)acked /
	    ((double)(now_us() - t0) / 1e6), refused);

	for (i = 0; i < watchers; i++)
		kill(kids[i], SIGTERM);
	for (i = 0; i < watchers; i++)
		waitpid(kids[i], NULL, 0);
	latency_report(dir, watchers, seqs, sent);
	client_close(keep);
	free(kids);
	return 0;
}
