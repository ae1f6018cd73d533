/*
 * bench_broadcast: the live broadcast's cost (tests/bench/broadcast.sh).
 *
 *	bench_broadcast DIR [BOARDS [PLIES [CHANGES [DELAY-MIN]]]]
 *
 * A round of BOARDS boards (500) is played through a script session to
 * PLIES plies a board (80, random legal moves; a game that ends stops),
 * and its live file written into DIR once (every record made).  Then
 * CHANGES times (200) one command changes one board (a move, else a
 * warning on a finished game) and the file is written again, as the
 * server does after a change: the records whose key changed made again,
 * the whole file written beside the old one, fsync'd and renamed.  The
 * times of those writes are printed (median, 90th percentile, worst)
 * against the goal of issue 19: under 5 ms a change.  The file lives in
 * DIR, a real disk when DIR is in the build directory, so the fsync
 * costs what it costs there.
 */
#include "config.h"

#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/broadcast.h"
#include "app/session.h"
#include "event.h"
#include "gamekind.h"

static double
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static void
run(struct session *s, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(s, &cmd, 0, &cause) != 0) {
		fprintf(stderr, "bench_broadcast: '%s': %s\n", line, cause);
		exit(1);
	}
}

/* A random legal move on board b (journal notation), or 0 when over. */
static int
random_move(struct session *s, int b, char *text)
{
	const struct game	*g = event_game_const(session_event(s),
				    (uint16_t)b);
	uint64_t		 moves[GAME_MOVES_MAX];
	size_t			 n;

	if (g == NULL || g->status != GAME_PLAYING)
		return 0;
	if ((n = g->kind->legal_moves(&g->pos, moves)) == 0)
		return 0;
	g->kind->move_write(&g->pos, moves[(size_t)rand() % n],
	    GAME_STYLE_JOURNAL, 0, text);
	return 1;
}

static int
cmp_double(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* One write, timed: ms. */
static double
timed_write(struct broadcast *bc, struct session *s)
{
	char	*cause = NULL;
	double	 t0 = now_ms();

	if (broadcast_write(bc, session_event(s), session_now(s),
	    &cause) != 0) {
		fprintf(stderr, "bench_broadcast: %s\n", cause);
		exit(1);
	}
	return now_ms() - t0;
}

int
main(int argc, char **argv)
{
	struct broadcast	*bc;
	struct session		*s;
	struct stat		 st;
	char			 line[128], text[GAME_MOVE_TEXT_MAX], *path;
	double			*t, first;
	int			 boards = 500, plies = 80, changes = 200;
	int			 delay = 0, b, p, i, moves = 0;

	if (argc < 2) {
		fprintf(stderr, "usage: bench_broadcast DIR [BOARDS [PLIES "
		    "[CHANGES [DELAY-MIN]]]]\n");
		return 2;
	}
	if (argc > 2)
		boards = atoi(argv[2]);
	if (argc > 3)
		plies = atoi(argv[3]);
	if (argc > 4)
		changes = atoi(argv[4]);
	if (argc > 5)
		delay = atoi(argv[5]);
	if (boards <= 0 || boards > 999 || plies < 0 || changes <= 0 ||
	    delay < 0)
		return 2;
	srand(1);
	s = session_script("bench");
	run(s, "event \"Olympiad\" site \"Budapest\" rules fide-2005");
	run(s, "tc \"40/5400+30:1800+30\"");
	for (b = 1; b <= 2 * boards; b++) {
		snprintf(line, sizeof line, "player %d \"Player %d\" rating "
		    "%d fide-id %d", b, b, 1800 + b % 900, 100000 + b);
		run(s, line);
	}
	run(s, "round 1 date 2026-11-22 start 15:00");
	for (b = 1; b <= boards; b++) {
		snprintf(line, sizeof line, "pair %d %d %d", b, 2 * b - 1,
		    2 * b);
		run(s, line);
	}
	run(s, "start all");
	for (p = 0; p < plies; p++) {
		for (b = 1; b <= boards; b++) {
			if (!random_move(s, b, text))
				continue;
			snprintf(line, sizeof line, "move %d %s", b, text);
			run(s, line);
			moves++;
		}
		run(s, "wait 30");
	}
	bc = broadcast_new(argv[1], (int64_t)delay * 60000);
	first = timed_write(bc, s);
	path = broadcast_path(bc, session_event(s), 1);
	if (stat(path, &st) != 0) {
		perror(path);
		return 1;
	}
	t = calloc((size_t)changes, sizeof *t);
	for (i = 0; i < changes; i++) {
		b = rand() % boards + 1;
		if (random_move(s, b, text))
			snprintf(line, sizeof line, "move %d %s", b, text);
		else
			snprintf(line, sizeof line, "penalty %d white warn "
			    "\"w%d\"", b, i);
		run(s, "wait 1");
		run(s, line);
		t[i] = timed_write(bc, s);
	}
	qsort(t, (size_t)changes, sizeof *t, cmp_double);
	printf("%d boards, %d moves, file %lld bytes (%s)\n", boards, moves,
	    (long long)st.st_size, path);
	printf("first write (every record made): %.2f ms\n", first);
	printf("a change written (one record made, the file written, "
	    "fsync'd, renamed), %d changes: median %.2f ms, p90 %.2f ms, "
	    "worst %.2f ms (goal: under 5 ms)\n", changes, t[changes / 2],
	    t[changes * 9 / 10], t[changes - 1]);
	free(t);
	free(path);
	broadcast_free(bc);
	session_close(s);
	return 0;
}
