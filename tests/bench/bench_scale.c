/*
 * bench_scale: an Olympiad-size event (tests/bench/scale.sh).
 *
 *	bench_scale DIR
 *
 * DIR/journal is a large journal (gen_journal).  Measures, in one run:
 * its replay (session_load, as arbiter-cli replay does); opening it as a
 * console does (session_connect: the server started, both replaying);
 * a command and its undo through the server, each from the arbiter's
 * Enter to the acknowledgement with the line applied on his copy.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/session.h"

static double
now_s(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
run(struct session *s, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(s, &cmd, 0, &cause) != 0) {
		fprintf(stderr, "bench_scale: '%s': %s\n", line, cause);
		free(cause);
		return -1;
	}
	return 0;
}

int
main(int argc, char **argv)
{
	struct session	*s;
	char		*cause = NULL, path[4096], line[128];
	double		 t0, t1;
	size_t		 n;

	if (argc != 2) {
		fprintf(stderr, "usage: bench_scale DIR\n");
		return 2;
	}
	snprintf(path, sizeof path, "%s/journal", argv[1]);
	t0 = now_s();
	if ((s = session_load(path, NULL, NULL, NULL, &cause)) == NULL) {
		fprintf(stderr, "bench_scale: %s\n", cause);
		return 1;
	}
	t1 = now_s();
	printf("replay: %zu lines, %zu games in the round, %.2f s\n",
	    session_nlines(s), session_ngames(s), t1 - t0);
	session_close(s);

	t0 = now_s();
	if ((s = session_connect(argv[1], NULL, NULL, &cause)) == NULL) {
		fprintf(stderr, "bench_scale: %s\n", cause);
		return 1;
	}
	t1 = now_s();
	printf("open: a console's copy through a server started for it: "
	    "%.2f s\n", t1 - t0);
	t0 = now_s();
	if (run(s, "penalty 1 white warn \"a slip\"") != 0)
		return 1;
	t1 = now_s();
	printf("command: %.1f ms\n", (t1 - t0) * 1e3);
	n = session_nlines(s);
	snprintf(line, sizeof line, "undo %zu \"the wrong board\"", n);
	t0 = now_s();
	if (run(s, line) != 0)
		return 1;
	t1 = now_s();
	printf("undo: %.1f ms (the server's event and this copy rebuilt)\n",
	    (t1 - t0) * 1e3);
	session_close(s);
	return 0;
}
