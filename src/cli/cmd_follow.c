/*
 * cmd_follow.c: arbiter-cli follow DIR SOURCE... [--round N] [--silent MIN]
 * [--poll SEC]: follow live sources of games (FEEDS.md) into the event of
 * DIR, polling those that are polled every SEC seconds (else each
 * source's own pace: LiveChess Cloud's is 2 s).
 *
 * A client of the event's server like a console (session_connect()),
 * under the Unix identity that runs it, to which the chief gives the
 * 'feed' role ('arbiter dgt feed boards 1-50'): the server checks every
 * line it sends.  Each SOURCE is opened with feed_source_open() (a
 * LiveChess folder, a LiveChess Cloud round, a PGN or PDN URL, "-" for
 * standard input); one poll(2) waits on the sources' descriptors, the
 * server's, and the soonest of the sources' next polls and the next
 * second (silence is checked once a second).  Each changed board's
 * snapshot is planned (app/follow.h) and sent at once, a board's commands
 * in order, stopping at the first refused.  When the server restarts,
 * session_poll() reaches it again.  SIGINT or SIGTERM end it.
 */
#include "config.h"

#include <errno.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/feed/source.h"
#include "app/follow.h"
#include "app/session.h"
#include "cli.h"

#define FOLLOW_SOURCES_MAX	16
#define FOLLOW_TICK_MS		1000
#define FOLLOW_USAGE \
	"usage: follow DIR SOURCE... [--round N] [--silent MIN] [--poll SEC]"

static volatile sig_atomic_t follow_quit;

static void
follow_signal(int sig)
{
	(void)sig;
	follow_quit = 1;
}

struct follower {
	struct session		*s;
	struct follow		 f;
	struct follow_plan	 plan;
	int64_t			 now;
	const char		*dir;
};

/* Send the plan; a board's commands stop at its first refused. */
static void
follow_send(struct follower *fw)
{
	struct command	 cmd;
	char		*cause = NULL;
	uint16_t	 stopped = 0;
	size_t		 i;

	for (i = 0; i < fw->plan.n; i++) {
		cmd = fw->plan.cmds[i];
		if (cmd.board == stopped)
			continue;
		if (session_do(fw->s, &cmd, fw->now, &cause) != 0) {
			fprintf(stderr, "arbiter-cli: %s: board %u: %s\n",
			    fw->dir, (unsigned)cmd.board, cause);
			free(cause);
			cause = NULL;
			stopped = cmd.board;
		}
	}
	follow_plan_clear(&fw->plan);
}

/* A board's new snapshot, planned and sent while it is valid. */
static void
follow_board(void *arg, uint16_t board, const struct feed_game *game)
{
	struct follower	*fw = arg;

	if (game == NULL) {	/* gone from the source: nothing to rule */
		fprintf(stderr, "arbiter-cli: %s: board %u left the source\n",
		    fw->dir, (unsigned)board);
		return;
	}
	follow_snapshot(&fw->f, session_event(fw->s), game, fw->now, &fw->plan);
	follow_send(fw);
}

static int
follow_args(int argc, char **argv, uint16_t *round, int64_t *silent_ms,
    int64_t *poll_ms, int *nsources)
{
	char	*end;
	long	 v;
	int	 i, n = 0;

	for (i = 2; i < argc; i++) {
		if (strcmp(argv[i], "--round") == 0 ||
		    strcmp(argv[i], "--silent") == 0 ||
		    strcmp(argv[i], "--poll") == 0) {
			if (i + 1 == argc)
				return cli_usage_error("follow: %s needs a "
				    "number", argv[i]);
			v = strtol(argv[i + 1], &end, 10);
			if (*end != '\0' || v < 0 || v > 9999)
				return cli_usage_error("follow: %s: %s is no "
				    "number", argv[i], cli_quote(argv[i + 1]));
			if (argv[i][2] == 'r')
				*round = (uint16_t)v;
			else if (argv[i][2] == 'p')
				*poll_ms = v * 1000LL;
			else
				*silent_ms = v * 60 * 1000LL;
			i++;
			continue;
		}
		argv[2 + n++] = argv[i];	/* the sources, in order */
	}
	if (n == 0 || n > FOLLOW_SOURCES_MAX)
		return cli_usage_error(FOLLOW_USAGE);
	*nsources = n;
	return 0;
}

/* Wait for the server, the sources, or the next due poll. */
static void
follow_wait(struct follower *fw, struct feed_source **src, int n)
{
	struct pollfd	pfd[FOLLOW_SOURCES_MAX + 1];
	int64_t		next = fw->now + FOLLOW_TICK_MS, t;
	nfds_t		k = 0;
	int		i;

	if ((pfd[k].fd = session_fd(fw->s)) >= 0)
		pfd[k++].events = POLLIN;
	for (i = 0; i < n; i++) {
		if ((pfd[k].fd = feed_source_fd(src[i])) >= 0)
			pfd[k++].events = POLLIN;
		if ((t = feed_source_next_ms(src[i], fw->now)) < next)
			next = t;
	}
	t = next - fw->now;
	if (poll(pfd, k, (int)(t < 0 ? 0 : t)) < 0 && errno != EINTR)
		fprintf(stderr, "arbiter-cli: poll: %s\n", strerror(errno));
}

static void
follow_loop(struct follower *fw, struct feed_source **src, int n)
{
	enum feed_health	 h[FOLLOW_SOURCES_MAX];
	enum feed_health	 now_h;
	int64_t			 tick = 0;
	char			*notice;
	int			 i;

	for (i = 0; i < n; i++)
		h[i] = FEED_HEALTH_OK;
	while (!follow_quit) {
		follow_wait(fw, src, n);
		fw->now = session_clock(fw->s);
		session_poll(fw->s, fw->now);
		if ((notice = session_notice(fw->s)) != NULL) {
			fprintf(stderr, "arbiter-cli: %s: %s\n", fw->dir,
			    notice);
			free(notice);
		}
		for (i = 0; i < n; i++) {
			if (feed_source_next_ms(src[i], fw->now) > fw->now &&
			    feed_source_fd(src[i]) < 0)
				continue;
			now_h = feed_source_poll(src[i], fw->now,
			    follow_board, fw);
			if (now_h != h[i] && now_h != FEED_HEALTH_OK)
				fprintf(stderr, "arbiter-cli: %s\n",
				    feed_source_error(src[i]));
			h[i] = now_h;
		}
		if (fw->now - tick >= FOLLOW_TICK_MS) {
			tick = fw->now;
			follow_tick(&fw->f, session_event(fw->s), fw->now,
			    &fw->plan);
			follow_send(fw);
		}
	}
}

int
cmd_follow(int argc, char **argv)
{
	struct feed_source	*src[FOLLOW_SOURCES_MAX] = { NULL };
	struct follower		 fw;
	uint16_t		 round = 0;
	int64_t			 silent_ms = FOLLOW_SILENT_MS, poll_ms = 0;
	char			*cause = NULL;
	int			 i, n = 0, status = 0;

	if (argc < 3 || argv[1][0] == '-')
		return cli_usage_error(FOLLOW_USAGE);
	if (follow_args(argc, argv, &round, &silent_ms, &poll_ms, &n) != 0)
		return 2;
	memset(&fw, 0, sizeof fw);
	fw.dir = argv[1];
	for (i = 0; i < n; i++) {
		if ((src[i] = feed_source_open(argv[2 + i], round,
		    &cause)) == NULL) {
			cli_usage_error("%s: %s", cli_quote(argv[2 + i]),
			    cause);
			status = 2;
			goto out;
		}
		if (poll_ms > 0)
			feed_source_timing(src[i], poll_ms, 0);
	}
	if ((fw.s = session_connect(fw.dir, NULL, NULL, &cause)) == NULL) {
		cli_usage_error("%s", cause);
		status = 2;
		goto out;
	}
	follow_init(&fw.f, silent_ms);
	follow_plan_init(&fw.plan);
	signal(SIGINT, follow_signal);
	signal(SIGTERM, follow_signal);
	signal(SIGPIPE, SIG_IGN);
	fw.now = session_clock(fw.s);
	follow_loop(&fw, src, n);
	follow_plan_release(&fw.plan);
	follow_release(&fw.f);
	session_close(fw.s);
out:
	free(cause);
	for (i = 0; i < n; i++)
		feed_source_close(src[i]);
	return status;
}
