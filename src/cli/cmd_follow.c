/*
 * cmd_follow.c: arbiter-cli follow DIR [SOURCE...] [--round N] [--silent
 * DUR] [--quarantine DUR] [--poll SEC]: follow live sources of games
 * (FEEDS.md) into the event of DIR, polling those that are polled every
 * SEC seconds (else each source's own pace: LiveChess Cloud's is 2 s).
 * --silent: after how long unchanged a board is reported silent (a
 * number is minutes, or "90s", "5m", "1h", "1:30"; 0: never);
 * --quarantine: how long a rewritten or shorter game is held before it
 * is reported (a number is seconds; 2.5 s, FEEDS.md 1.1).
 *
 * A client of the event's server like a console (session_connect()),
 * under the Unix identity that runs it, to which the chief gives the
 * 'feed' role ('arbiter dgt feed boards 1-50'): the server checks every
 * line it sends.  Each SOURCE is opened with feed_source_open() (a
 * LiveChess folder, a LiveChess Cloud round, a PGN or PDN URL, "-" for
 * standard input).  With no SOURCE it follows the event's 'source'
 * entries for its own user (doc/commands.md "Followed games"): as the
 * server's lines come, it opens a reader for each new entry and closes
 * those of the entries that went, each giving only its entry's boards;
 * it says so on stderr, and once that it waits while it has none.  The
 * server lets one such follower a user attach (its hello says
 * "follower sources"): a second is told so and ends.
 *
 * One poll(2) waits on the sources' descriptors, the server's, and the
 * soonest of the sources' next polls and the next second (silence is
 * checked once a second).  Each changed board's snapshot is planned
 * (app/follow.h) and sent at once, a board's commands in order, stopping
 * at the first refused (but an offer: the moves after it stand whatever
 * the offer's fate).  The journal's lines are read as they come: another
 * feed user's on a board this one gives is a conflict (FEEDS.md 7.3.16),
 * settled by the event's entries, else by the roles.  When the server
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
#define FOLLOW_RETRY_MS		(10 * 1000LL)	/* an entry that would not open */
#define FOLLOW_USAGE \
	"usage: follow DIR [SOURCE...] [--round N] [--silent DUR] " \
	"[--quarantine DUR] [--poll SEC]"

static volatile sig_atomic_t follow_quit;

static void
follow_signal(int sig)
{
	(void)sig;
	follow_quit = 1;
}

struct follower;

/* One source of the follower's: its reader, and in entry mode the
 * event's entry it reads (its boards only). */
struct follower_slot {
	struct follower		*fw;
	struct feed_source	*src;		/* NULL: to open again */
	struct event_source	 entry;		/* entry mode */
	enum feed_health	 health;
	int64_t			 retry;		/* when src is NULL */
	char			*failed;	/* the cause last said */
};

struct follower {
	struct session		*s;
	struct follow		 f;
	struct follow_plan	 plan;
	int64_t			 now;
	const char		*dir;
	size_t			 lines;		/* journal lines read */
	/* The sources, in order; each slot's index + 1 is its number
	 * (follow.h's source), names[] their addresses. */
	bool			 entries;	/* the event's, not argv's */
	struct follower_slot	 slot[FOLLOW_SOURCES_MAX];
	const char		*names[FOLLOW_SOURCES_MAX];
	int			 n;
	bool			 waiting;	/* said it waits for an entry */
	bool			 full;		/* said it has too many */
	uint16_t		 round;
	int64_t			 poll_ms;
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
	struct follower_slot	*sl = arg;
	struct follower		*fw = sl->fw;

	/* An entry gives its boards, not the whole source's. */
	if (fw->entries && !event_boards_have(&sl->entry.boards, board))
		return;
	if (game == NULL) {	/* gone from the source: nothing to rule */
		fprintf(stderr, "arbiter-cli: %s: board %u left the source\n",
		    fw->dir, (unsigned)board);
		return;
	}
	follow_snapshot_from(&fw->f, session_event(fw->s), game,
	    (unsigned)(sl - fw->slot) + 1, fw->now, &fw->plan);
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
		if (argv[i][0] == '-' && argv[i][1] != '\0')
			return cli_usage_error(FOLLOW_USAGE);
		argv[2 + n++] = argv[i];	/* the sources, in order */
	}
	if (n > FOLLOW_SOURCES_MAX)
		return cli_usage_error(FOLLOW_USAGE);
	*nsources = n;
	return 0;
}

/* Open slot's reader; on failure say why once, and try again later. */
static void
follow_open(struct follower *fw, struct follower_slot *sl, const char *spec,
    uint16_t round)
{
	char	*cause = NULL;

	if ((sl->src = feed_source_open(spec, round, &cause)) == NULL) {
		if (sl->failed == NULL || strcmp(sl->failed, cause) != 0)
			fprintf(stderr, "arbiter-cli: %s: %s: %s\n", fw->dir,
			    spec, cause);
		free(sl->failed);
		sl->failed = cause;
		sl->retry = fw->now + FOLLOW_RETRY_MS;
		return;
	}
	free(sl->failed);
	sl->failed = NULL;
	sl->health = FEED_HEALTH_OK;
	if (fw->poll_ms > 0)
		feed_source_timing(sl->src, fw->poll_ms, 0);
}

static void
follow_slot_close(struct follower_slot *sl)
{
	feed_source_close(sl->src);
	free(sl->failed);
	memset(sl, 0, sizeof *sl);
}

/* "1-50,60" into buf. */
static const char *
follow_boards_text(const struct command_boards *b, char *buf, size_t len)
{
	size_t	k, n = 0;

	buf[0] = '\0';
	for (k = 0; k < b->n && n < len; k++)
		n += (size_t)snprintf(buf + n, len - n, b->r[k].hi !=
		    b->r[k].lo ? "%s%u-%u" : "%s%u", k > 0 ? "," : "",
		    (unsigned)b->r[k].lo, (unsigned)b->r[k].hi);
	return buf;
}

static bool
follow_same_entry(const struct event_source *a, const struct event_source *b)
{
	size_t	k;

	if (strcmp(a->user, b->user) != 0 ||
	    strcmp(a->address, b->address) != 0 || a->round != b->round ||
	    a->boards.n != b->boards.n)
		return false;
	for (k = 0; k < a->boards.n; k++)
		if (a->boards.r[k].lo != b->boards.r[k].lo ||
		    a->boards.r[k].hi != b->boards.r[k].hi)
			return false;
	return true;
}

/* Is e one of the event's entries still? */
static bool
follow_entry_stands(const struct event *ev, const struct event_source *e)
{
	size_t	i;

	for (i = 0; i < ev->nsources; i++)
		if (follow_same_entry(&ev->sources[i], e))
			return true;
	return false;
}

/* Is e read by one of the slots already? */
static bool
follow_entry_read(const struct follower *fw, const struct event_source *e)
{
	int	i;

	for (i = 0; i < fw->n; i++)
		if (follow_same_entry(&fw->slot[i].entry, e))
			return true;
	return false;
}

/* Close the readers of the entries that went. */
static bool
follow_entries_gone(struct follower *fw, const struct event *ev)
{
	struct follower_slot	*sl;
	char			 boards[COMMAND_RANGES_MAX * 12];
	bool			 changed = false;
	int			 i = 0, k;

	while (i < fw->n) {
		sl = &fw->slot[i];
		if (follow_entry_stands(ev, &sl->entry)) {
			i++;
			continue;
		}
		fprintf(stderr, "arbiter-cli: %s: source ended: boards %s "
		    "from %s\n", fw->dir, follow_boards_text(&sl->entry.boards,
		    boards, sizeof boards), sl->entry.address);
		follow_slot_close(sl);
		for (k = i; k + 1 < fw->n; k++)
			fw->slot[k] = fw->slot[k + 1];
		memset(&fw->slot[--fw->n], 0, sizeof fw->slot[0]);
		changed = true;
	}
	return changed;
}

/* Open a reader for each entry of this user's that is new. */
static bool
follow_entries_new(struct follower *fw, const struct event *ev)
{
	const struct event_source	*e;
	struct follower_slot		*sl;
	char				 boards[COMMAND_RANGES_MAX * 12];
	bool				 changed = false;
	size_t				 i;

	for (i = 0; i < ev->nsources; i++) {
		e = &ev->sources[i];
		if (strcmp(e->user, fw->f.me) != 0 || follow_entry_read(fw, e))
			continue;
		if (fw->n == FOLLOW_SOURCES_MAX) {
			if (!fw->full)
				fprintf(stderr, "arbiter-cli: %s: more than "
				    "%d sources: %s not followed\n", fw->dir,
				    FOLLOW_SOURCES_MAX, e->address);
			fw->full = true;
			continue;
		}
		sl = &fw->slot[fw->n++];
		memset(sl, 0, sizeof *sl);
		sl->fw = fw;
		sl->entry = *e;
		fprintf(stderr, "arbiter-cli: %s: following boards %s from "
		    "%s\n", fw->dir, follow_boards_text(&e->boards, boards,
		    sizeof boards), e->address);
		follow_open(fw, sl, e->address, e->round);
		changed = true;
	}
	return changed;
}

/* Entry mode: the readers follow the event's entries for this user. */
static void
follow_entries(struct follower *fw)
{
	const struct event	*ev = session_event(fw->s);
	bool			 changed;
	int			 i;

	if (!fw->entries)
		return;
	changed = follow_entries_gone(fw, ev);
	if (follow_entries_new(fw, ev))
		changed = true;
	if (changed) {
		fw->full = false;
		for (i = 0; i < fw->n; i++) {
			fw->slot[i].fw = fw;
			fw->names[i] = fw->slot[i].entry.address;
		}
		fw->f.nsources = (unsigned)fw->n;
		follow_sources_changed(&fw->f);
	}
	if (fw->n > 0)
		fw->waiting = false;
	else if (!fw->waiting) {
		fprintf(stderr, "arbiter-cli: %s: no source for %s in this "
		    "event yet: waiting (the chief gives: source %s boards "
		    "<list> \"<address>\")\n", fw->dir, fw->f.me, fw->f.me);
		fw->waiting = true;
	}
}

/* Wait for the server, the sources, or the next due poll. */
static void
follow_wait(struct follower *fw)
{
	struct pollfd	pfd[FOLLOW_SOURCES_MAX + 1];
	int64_t		next = fw->now + FOLLOW_TICK_MS, t;
	nfds_t		k = 0;
	int		i;

	if ((pfd[k].fd = session_fd(fw->s)) >= 0)
		pfd[k++].events = POLLIN;
	for (i = 0; i < fw->n; i++) {
		if (fw->slot[i].src == NULL)
			continue;
		if ((pfd[k].fd = feed_source_fd(fw->slot[i].src)) >= 0)
			pfd[k++].events = POLLIN;
		if ((t = feed_source_next_ms(fw->slot[i].src, fw->now)) < next)
			next = t;
	}
	t = next - fw->now;
	if (poll(pfd, k, (int)(t < 0 ? 0 : t)) < 0 && errno != EINTR)
		fprintf(stderr, "arbiter-cli: poll: %s\n", strerror(errno));
}

/* Poll the sources that are due (or have something to read). */
static void
follow_sources(struct follower *fw)
{
	struct follower_slot	*sl;
	enum feed_health	 now_h;
	int			 i;

	for (i = 0; i < fw->n; i++) {
		sl = &fw->slot[i];
		if (sl->src == NULL) {
			if (fw->now >= sl->retry)
				follow_open(fw, sl, fw->entries ?
				    sl->entry.address : fw->names[i],
				    fw->entries ? sl->entry.round : fw->round);
			continue;
		}
		if (feed_source_next_ms(sl->src, fw->now) > fw->now &&
		    feed_source_fd(sl->src) < 0)
			continue;
		now_h = feed_source_poll(sl->src, fw->now, follow_board, sl);
		if (now_h != sl->health && now_h != FEED_HEALTH_OK)
			fprintf(stderr, "arbiter-cli: %s\n",
			    feed_source_error(sl->src));
		sl->health = now_h;
	}
}

static void
follow_loop(struct follower *fw)
{
	int64_t	 tick = 0;
	char	*notice;

	follow_entries(fw);
	while (!follow_quit) {
		follow_wait(fw);
		fw->now = session_clock(fw->s);
		session_poll(fw->s, fw->now);
		if ((notice = session_notice(fw->s)) != NULL) {
			fprintf(stderr, "arbiter-cli: %s: %s\n", fw->dir,
			    notice);
			free(notice);
		}
		follow_lines(fw);
		follow_entries(fw);
		follow_sources(fw);
		if (fw->now - tick >= FOLLOW_TICK_MS) {
			tick = fw->now;
			follow_tick(&fw->f, session_event(fw->s), fw->now,
			    &fw->plan);
			follow_send(fw);
		}
	}
}

/* The sources named on the command line, opened before anything else:
 * one that cannot be is a usage error. */
static int
follow_named(struct follower *fw, char **specs, int n)
{
	char	*cause = NULL;
	int	 i;

	for (i = 0; i < n; i++) {
		fw->slot[i].fw = fw;
		fw->names[i] = specs[i];
		if ((fw->slot[i].src = feed_source_open(specs[i], fw->round,
		    &cause)) == NULL) {
			cli_usage_error("%s: %s", cli_quote(specs[i]), cause);
			free(cause);
			return -1;
		}
		fw->n = i + 1;
		if (fw->poll_ms > 0)
			feed_source_timing(fw->slot[i].src, fw->poll_ms, 0);
	}
	return 0;
}

int
cmd_follow(int argc, char **argv)
{
	struct follower	 fw;
	char		*cause = NULL;
	int		 i, n = 0, status = 0;

	if (argc < 2 || argv[1][0] == '-')
		return cli_usage_error(FOLLOW_USAGE);
	memset(&fw, 0, sizeof fw);
	follow_init(&fw.f, FOLLOW_SILENT_MS);
	if (follow_args(argc, argv, &fw.round, &fw.f, &fw.poll_ms, &n) != 0) {
		follow_release(&fw.f);
		return 2;
	}
	fw.dir = argv[1];
	fw.entries = n == 0;
	fw.f.source_names = fw.names;
	fw.f.nsources = (unsigned)n;
	if (follow_named(&fw, argv + 2, n) != 0) {
		status = 2;
		goto out;
	}
	if ((fw.s = session_connect_follower(fw.dir, fw.entries, &cause)) ==
	    NULL) {
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
	follow_loop(&fw);
	follow_plan_release(&fw.plan);
	session_close(fw.s);
out:
	follow_release(&fw.f);
	free(cause);
	for (i = 0; i < fw.n; i++)
		follow_slot_close(&fw.slot[i]);
	return status;
}
