/*
 * bench_follow.c: the follower's share of a followed round (doc/BENCH.md,
 * "live games followed"), without the readers: BOARDS boards of an event
 * in memory, each followed to PLIES plies with clock readings, one new
 * ply a board a poll, as a 500-board round at a poll a second gives at
 * its busiest.  Each poll plans every board's snapshot (follow.h) and
 * sends the plan through the one command path (a script session: the
 * event's apply, not the socket nor the disk), planning timed apart.
 * A poll in which nothing changed hands over no board (nothing to do);
 * one that hands every board over unchanged is measured.
 *	bench_follow [BOARDS [PLIES]]
 * Prints the mean time a poll, planning's share, and per board.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/follow.h"
#include "app/session.h"
#include "event.h"

static int64_t
mono_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void
run(struct session *s, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(s, &cmd, 0, &cause) != 0) {
		fprintf(stderr, "bench_follow: '%s': %s\n", line, cause);
		exit(1);
	}
}

/* Knights out and back: a legal game as long as wanted (2005: no
 * automatic draw ends it). */
static const char *const dance[] = { "Nf3", "Nf6", "Ng1", "Ng8" };

static void
push(struct feed_game *g, size_t k)
{
	struct feed_ply	*p = &g->plies[g->n++];

	memset(p, 0, sizeof *p);
	strcpy(p->move, dance[k % 4]);
	p->clock_ms = 5400000 - (int64_t)k * 1000;
	p->emt_ms = FEED_CLOCK_NONE;
	g->hash++;
}

/* One poll: every board's snapshot planned, then sent; the ns spent
 * planning into *plan_ns, the whole returned. */
static int64_t
poll_once(struct session *s, struct follow *f, struct feed_game *games,
    int boards, struct follow_plan *plan, int64_t now, int64_t *plan_ns)
{
	struct command	 cmd;
	char		*cause = NULL;
	int64_t		 t0 = mono_ns(), t;
	size_t		 i;
	int		 b;

	for (b = 0; b < boards; b++) {
		follow_plan_clear(plan);
		t = mono_ns();
		follow_snapshot(f, session_event(s), &games[b], now, plan);
		*plan_ns += mono_ns() - t;
		for (i = 0; i < plan->n; i++) {
			cmd = plan->cmds[i];
			if (session_do(s, &cmd, 0, &cause) != 0) {
				fprintf(stderr, "bench_follow: %s\n", cause);
				exit(1);
			}
		}
	}
	return mono_ns() - t0;
}

int
main(int argc, char **argv)
{
	struct session		*s;
	struct follow		 f;
	struct follow_plan	 plan;
	struct feed_game	*games;
	char			 line[128];
	int			 boards = argc > 1 ? atoi(argv[1]) : 500;
	int			 plies = argc > 2 ? atoi(argv[2]) : 80;
	int64_t			 busy = 0, planning = 0, same, same_plan = 0;
	int			 b, k;

	if (boards < 1 || boards > 5000 || plies < 1 || plies > 400)
		return 2;
	s = session_script("bench");
	session_set_virtual(s, 0);
	run(s, "event \"Bench\" rules fide-2005");
	run(s, "tc \"40/5400+30:1800+30\"");
	run(s, "round 1 date 2026-11-22 start 15:00");
	for (b = 1; b <= 2 * boards; b++) {
		snprintf(line, sizeof line, "player %d \"Player %d\"", b, b);
		run(s, line);
	}
	for (b = 1; b <= boards; b++) {
		snprintf(line, sizeof line, "pair %d %d %d", b, 2 * b - 1,
		    2 * b);
		run(s, line);
	}
	run(s, "start all");
	games = calloc((size_t)boards, sizeof *games);
	for (b = 0; b < boards; b++) {
		games[b].board = (uint16_t)(b + 1);
		strcpy(games[b].result, "*");
		games[b].white_ms = games[b].black_ms = FEED_CLOCK_NONE;
		games[b].plies = calloc((size_t)plies, sizeof *games[b].plies);
		games[b].cap = (size_t)plies;
	}
	follow_init(&f, 0);
	follow_plan_init(&plan);
	for (k = 0; k < plies; k++) {	/* one new ply a board a poll */
		for (b = 0; b < boards; b++)
			push(&games[b], (size_t)k);
		busy += poll_once(s, &f, games, boards, &plan, k * 1000,
		    &planning);
	}
	same = poll_once(s, &f, games, boards, &plan, plies * 1000,
	    &same_plan);
	printf("follow: %d boards to %d plies, a new ply on every board a "
	    "poll: %.2f ms a poll, of which planning %.2f ms (%.1f us a "
	    "board), the rest the event's apply of the moves\n", boards,
	    plies, (double)busy / plies / 1e6, (double)planning / plies / 1e6,
	    (double)planning / plies / boards / 1e3);
	printf("follow: every board handed over unchanged at %d plies: "
	    "%.2f ms (%.1f us a board)\n", plies, (double)same / 1e6,
	    (double)same / boards / 1e3);
	follow_plan_release(&plan);
	follow_release(&f);
	for (b = 0; b < boards; b++)
		free(games[b].plies);
	free(games);
	session_close(s);
	return 0;
}
