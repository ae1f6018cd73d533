/*
 * bench_journal.c: the journal benchmark of doc/BENCH.md.
 *
 *	bench_journal DIR [RUNS]
 *
 * In a fresh journal under DIR, per run: acknowledged commands per second
 * with one fdatasync each (journal_append) and with group commit (64
 * commands per fdatasync, journal_append_many); then the replay of a
 * 100,000-line journal, verifying the hash chain alone and verifying plus
 * parsing every command.  Prints each run and the medians.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/journal.h"
#include "app/sha256.h"
#include "command.h"

#define SINGLE		1000
#define GROUP		64
#define GROUPED		20000
#define REPLAY		100000
#define RUNS_MAX	15

static double
now(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
cmp(const void *a, const void *b)
{
	double	x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double
median(double *v, int n)
{
	qsort(v, (size_t)n, sizeof *v, cmp);
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

static int
parse_line(void *arg, const struct journal_line *l)
{
	struct command	cmd;

	if (command_parse(l->command, strlen(l->command), &cmd, NULL) !=
	    COMMAND_OK)
		return 1;
	(*(long *)arg)++;
	return 0;
}

static void
die(const char *what, char *cause)
{
	fprintf(stderr, "bench_journal: %s: %s\n", what, cause);
	exit(1);
}

/* A realistic command for line k. */
static void
command_for(long k, char *buf, size_t len)
{
	static const char *const moves[] = { "e4", "Nf3", "Bb5", "O-O", "Qxf7#" };

	if (k % 7 == 6)
		snprintf(buf, len, "penalty %ld white time -2:00 \"phone rang\"",
		    k % 50 + 1);
	else
		snprintf(buf, len, "move %ld %s", k % 50 + 1, moves[k % 5]);
}

int
main(int argc, char **argv)
{
	struct journal	*j;
	char		 path[4096], cmd[128], *cause = NULL;
	char		 texts[GROUP][128];
	const char	*batch[GROUP];
	double		 single[RUNS_MAX], group[RUNS_MAX], verify[RUNS_MAX];
	double		 parse[RUNS_MAX], portable[RUNS_MAX], t;
	long		 k, parsed;
	int		 run, runs, i;

	if (argc < 2) {
		fprintf(stderr, "usage: bench_journal DIR [RUNS]\n");
		return 2;
	}
	runs = argc > 2 ? atoi(argv[2]) : 5;
	if (runs < 1 || runs > RUNS_MAX)
		runs = 5;
	snprintf(path, sizeof path, "%s/bench.journal", argv[1]);
	for (i = 0; i < GROUP; i++)
		batch[i] = texts[i];
	for (run = 0; run < runs; run++) {
		unlink(path);
		if ((j = journal_open(path, NULL, NULL, &cause)) == NULL)
			die(path, cause);
		t = now();
		for (k = 0; k < SINGLE; k++) {
			command_for(k, cmd, sizeof cmd);
			if (journal_append(j, "bench", cmd, 1795356729250LL + k,
			    NULL, &cause) != 0)
				die("append", cause);
		}
		single[run] = SINGLE / (now() - t);
		t = now();
		for (k = 0; k < GROUPED; k += GROUP) {
			for (i = 0; i < GROUP; i++)
				command_for(k + i, texts[i], sizeof texts[i]);
			if (journal_append_many(j, "bench", batch, GROUP,
			    1795356729250LL + k, NULL, &cause) != 0)
				die("append_many", cause);
		}
		group[run] = (double)(GROUPED / GROUP * GROUP) / (now() - t);
		/* Fill up to REPLAY lines for the replay. */
		for (k = (long)journal_seq(j); k < REPLAY; k += i) {
			for (i = 0; i < GROUP && k + i < REPLAY; i++)
				command_for(k + i, texts[i], sizeof texts[i]);
			if (journal_append_many(j, "bench", batch, (size_t)i,
			    1795356729250LL + k, NULL, &cause) != 0)
				die("fill", cause);
		}
		journal_close(j);
		t = now();
		if (journal_read(path, NULL, NULL, NULL, &cause) != REPLAY)
			die("replay", cause);
		verify[run] = now() - t;
		parsed = 0;
		t = now();
		if (journal_read(path, parse_line, &parsed, NULL, &cause) !=
		    REPLAY || parsed != REPLAY)
			die("replay and parse", cause);
		parse[run] = now() - t;
		sha256_portable(true);
		t = now();
		if (journal_read(path, NULL, NULL, NULL, &cause) != REPLAY)
			die("replay", cause);
		portable[run] = now() - t;
		sha256_portable(false);
		printf("run %d: %.0f/s one fsync each, %.0f/s group commit "
		    "(%d per fsync), replay %d lines %.3f s, with parsing "
		    "%.3f s, portable SHA-256 %.3f s\n", run + 1, single[run],
		    group[run], GROUP, REPLAY, verify[run], parse[run],
		    portable[run]);
		fflush(stdout);
	}
	unlink(path);
	printf("journal: acknowledged commands/s with fsync: %.0f (one per "
	    "fsync), %.0f (group commit); goal >= 1000\n",
	    median(single, runs), median(group, runs));
	sha256_portable(false);
	printf("journal: replay of %d lines: %.3f s verify, %.3f s verify "
	    "and parse (SHA-256 %s; portable code: %.3f s); goal < 0.2 s\n",
	    REPLAY, median(verify, runs), median(parse, runs),
	    sha256_portable(false) ? "portable" : "on the SHA instructions",
	    median(portable, runs));
	return 0;
}
