/*
 * cmd_follow.c: arbiter-cli follow DIR SOURCE... [--round N] [--silent DUR]
 * [--quarantine DUR] [--poll SEC]: follow live sources of games (FEEDS.md)
 * into the event of DIR, polling those that are polled every SEC seconds
 * (else each source's own pace: LiveChess Cloud's is 2 s).  --silent:
 * after how long unchanged a board is reported silent (a number is
 * minutes, or "90s", "5m", "1h", "1:30"; 0: never); --quarantine: how
 * long a rewritten or shorter game is held before it is reported (a
 * number is seconds; 2.5 s, FEEDS.md 1.1).
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
 * in order, stopping at the first refused (but an offer: the moves after
 * it stand whatever the offer's fate).  The journal's lines are read as
 * they come: another feed user's on a board this one gives is a conflict
 * (FEEDS.md 7.3.16), its tie settled by the roles.  When the server
 * restarts, session_poll() reaches it again.  SIGINT or SIGTERM end it.
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
#include "duration.h"
#include "roles.h"

#define FOLLOW_SOURCES_MAX	16
#define FOLLOW_TICK_MS		1000
#define FOLLOW_USAGE \
	"usage: follow DIR SOURCE... [--round N] [--silent DUR] " \
	"[--quarantine DUR] [--poll SEC]"

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
	size_t			 lines;		/* journal lines read */
};

/* One source of the follower's, for its snapshots. */
struct follower_source {
	struct follower		*fw;
	unsigned		 index;		/* 1-based */
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
			/* An offer refused (9.1.1's first move, say) leaves
			 * the moves after it to be made. */
			if (cmd.verb != COMMAND_OFFER)
				stopped = cmd.board;
		}
	}
	follow_plan_clear(&fw->plan);
}

/* A board's new snapshot, planned and sent while it is valid. */
static void
follow_board(void *arg, uint16_t board, const struct feed_game *game)
{
	struct follower_source	*fs = arg;
	struct follower		*fw = fs->fw;

	if (game == NULL) {	/* gone from the source: nothing to rule */
		fprintf(stderr, "arbiter-cli: %s: board %u left the source\n",
		    fw->dir, (unsigned)board);
		return;
	}
	follow_snapshot_from(&fw->f, session_event(fw->s), game, fs->index,
	    fw->now, &fw->plan);
	follow_send(fw);
}

/* A feed user's role, and whether it may still give lines on board. */
static bool
follow_is_feed(const struct roles *r, const char *user)
{
	int	i = roles_find(r, user);

	return i >= 0 && r->r[i].role == COMMAND_ROLE_FEED;
}

static bool
follow_may(void *arg, const char *user, uint16_t board)
{
	struct follower	*fw = arg;
	struct command	 cmd;

	memset(&cmd, 0, sizeof cmd);
	cmd.verb = COMMAND_MOVE;
	cmd.board = board;
	return roles_check(session_roles(fw->s), user, &cmd) == ROLES_OK;
}

/* The journal's new lines: who feeds which board (7.3.16). */
static void
follow_lines(struct follower *fw)
{
	const struct session_line	*l;
	const struct roles		*r = session_roles(fw->s);
	size_t				 n = session_nlines(fw->s);

	if (fw->lines > n)		/* the server's event rebuilt */
		fw->lines = 0;
	for (; fw->lines < n; fw->lines++) {
		l = session_line(fw->s, fw->lines);
		if (l->board > 0 && l->board <= UINT16_MAX && !l->undone &&
		    follow_is_feed(r, l->actor))
			follow_line(&fw->f, l->actor, l->verb, l->round,
			    (uint16_t)l->board);
	}
}

/* A duration: a bare number in unit_ms, else duration.h's words
 * ("90s", "5m", "1:30"); -1 if none. */
static int64_t
follow_duration(const char *arg, int64_t unit_ms)
{
	char		*end;
	long		 v;
	int64_t		 ms;
	size_t		 bad;

	v = strtol(arg, &end, 10);
	if (*end == '\0' && end != arg && v >= 0 && v <= 9999)
		return v * unit_ms;
	if (duration_parse(arg, strlen(arg), DURATION_UNSIGNED, &ms,
	    &bad) != DURATION_OK)
		return -1;
	return ms;
}

static int
follow_args(int argc, char **argv, uint16_t *round, struct follow *f,
    int64_t *poll_ms, int *nsources)
{
	int64_t	v;
	int	i, n = 0;

	for (i = 2; i < argc; i++) {
		if (strcmp(argv[i], "--round") == 0 ||
		    strcmp(argv[i], "--silent") == 0 ||
		    strcmp(argv[i], "--quarantine") == 0 ||
		    strcmp(argv[i], "--poll") == 0) {
			if (i + 1 == argc)
				return cli_usage_error("follow: %s needs a "
				    "value", argv[i]);
			/* --silent in minutes, the rest in seconds */
			v = follow_duration(argv[i + 1], argv[i][2] == 's' ?
			    60 * 1000LL : 1000LL);
			if (argv[i][2] == 'r')	/* a round is a number */
				v = strspn(argv[i + 1], "0123456789") ==
				    strlen(argv[i + 1]) ? v / 1000 : -1;
			if (v < 0)
				return cli_usage_error("follow: %s: %s is no "
				    "%s", argv[i], cli_quote(argv[i + 1]),
				    argv[i][2] == 'r' ? "number" : "duration");
			if (argv[i][2] == 'r')
				*round = (uint16_t)v;
			else if (argv[i][2] == 'p')
				*poll_ms = v;
			else if (argv[i][2] == 'q')
				f->quarantine_ms = v;
			else
				f->silent_ms = v;
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
	struct follower_source	 fs[FOLLOW_SOURCES_MAX];
	enum feed_health	 h[FOLLOW_SOURCES_MAX];
	enum feed_health	 now_h;
	int64_t			 tick = 0;
	char			*notice;
	int			 i;

	for (i = 0; i < n; i++) {
		h[i] = FEED_HEALTH_OK;
		fs[i].fw = fw;
		fs[i].index = (unsigned)i + 1;
	}
	while (!follow_quit) {
		follow_wait(fw, src, n);
		fw->now = session_clock(fw->s);
		session_poll(fw->s, fw->now);
		if ((notice = session_notice(fw->s)) != NULL) {
			fprintf(stderr, "arbiter-cli: %s: %s\n", fw->dir,
			    notice);
			free(notice);
		}
		follow_lines(fw);
		for (i = 0; i < n; i++) {
			if (feed_source_next_ms(src[i], fw->now) > fw->now &&
			    feed_source_fd(src[i]) < 0)
				continue;
			now_h = feed_source_poll(src[i], fw->now,
			    follow_board, &fs[i]);
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
	int64_t			 poll_ms = 0;
	char			*cause = NULL;
	int			 i, n = 0, status = 0;

	if (argc < 3 || argv[1][0] == '-')
		return cli_usage_error(FOLLOW_USAGE);
	memset(&fw, 0, sizeof fw);
	follow_init(&fw.f, FOLLOW_SILENT_MS);
	if (follow_args(argc, argv, &round, &fw.f, &poll_ms, &n) != 0) {
		follow_release(&fw.f);
		return 2;
	}
	fw.f.source_names = (const char *const *)(argv + 2);
	fw.f.nsources = (unsigned)n;
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
	fw.f.me = session_actor(fw.s);
	fw.f.may = follow_may;
	fw.f.may_arg = &fw;
	follow_plan_init(&fw.plan);
	signal(SIGINT, follow_signal);
	signal(SIGTERM, follow_signal);
	signal(SIGPIPE, SIG_IGN);
	fw.now = session_clock(fw.s);
	follow_loop(&fw, src, n);
	follow_plan_release(&fw.plan);
	session_close(fw.s);
out:
	follow_release(&fw.f);
	free(cause);
	for (i = 0; i < n; i++)
		feed_source_close(src[i]);
	return status;
}
