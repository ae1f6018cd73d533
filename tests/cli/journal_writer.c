/*
 * journal_writer.c: the helper of tests/cli/journal-crash.sh and
 * tests/journal-concurrent.sh.
 *
 *	journal_writer write PATH TAG N [BARRIER]
 *		Append the script "move 1 TAG.1" .. "move 1 TAG.N", resuming
 *		after the last TAG line already in the journal (N written
 *		+M means M more than are there).  After each
 *		append returns (the line is on disk) print "SEQ COMMAND" and
 *		flush: those are the acknowledged commands.  A warning from
 *		the journal (a torn line cut off) goes to stderr as
 *		"warning: ...".  With BARRIER, once the journal is open,
 *		create the file BARRIER.TAG and wait (polling, at most a
 *		minute) for the file BARRIER before the first append: the
 *		concurrent test starts its writers together that way.
 *	journal_writer check PATH ACKS...
 *		Verify the chain; check that every acknowledged "SEQ COMMAND"
 *		line of the files ACKS is in the journal at that seq, and that
 *		each tag's commands are TAG.1, TAG.2 ... in order without
 *		gaps or repeats.  Prints "lines N" and "TAG M" per tag; exits
 *		0 if all holds, 1 if not, 2 on bad usage.  An unterminated
 *		last line of an ACKS file was never acknowledged: SIGKILL can
 *		stop write(2) at a page boundary, leaving half an ack, so the
 *		crash test gives each writer its own file and such a line is
 *		skipped (and counted) rather than glued to the next writer's.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/journal.h"

#define TAGS_MAX	8
#define TAG_LEN		16

struct tally {
	const char	*tag;		/* write: ours; check: NULL */
	unsigned long	 last;		/* write: our last K in the journal */
	size_t		 ntags;		/* check: tags seen */
	char		 tags[TAGS_MAX][TAG_LEN];
	unsigned long	 count[TAGS_MAX];
	char		**lines;	/* check: the commands by seq */
	size_t		 nlines, cap;
	int		 bad;
};

/* "move 1 TAG.K": TAG into tag, K returned; 0 if not such a command. */
static unsigned long
split(const char *cmd, char *tag)
{
	const char	*dot, *s;
	char		*end;
	unsigned long	 k;

	if (strncmp(cmd, "move 1 ", 7) != 0)
		return 0;
	s = cmd + 7;
	if ((dot = strchr(s, '.')) == NULL || dot == s ||
	    (size_t)(dot - s) >= TAG_LEN)
		return 0;
	k = strtoul(dot + 1, &end, 10);
	if (*end != '\0')
		return 0;
	memcpy(tag, s, (size_t)(dot - s));
	tag[dot - s] = '\0';
	return k;
}

static int
on_line(void *arg, const struct journal_line *l)
{
	struct tally	*t = arg;
	char		 tag[TAG_LEN];
	unsigned long	 k = split(l->command, tag);
	size_t		 i;

	if (t->tag != NULL) {
		if (k != 0 && strcmp(tag, t->tag) == 0)
			t->last = k;
		return 0;
	}
	if (t->nlines == t->cap) {
		t->cap = t->cap == 0 ? 1024 : 2 * t->cap;
		if ((t->lines = realloc(t->lines, t->cap * sizeof *t->lines)) ==
		    NULL)
			return 1;
	}
	if ((t->lines[t->nlines++] = strdup(l->command)) == NULL)
		return 1;
	if (k == 0) {
		printf("line %zu: '%s' is not from the script\n", l->lineno,
		    l->command);
		t->bad = 1;
		return 0;
	}
	for (i = 0; i < t->ntags && strcmp(t->tags[i], tag) != 0; i++)
		;
	if (i == t->ntags) {
		if (i == TAGS_MAX)
			return 1;
		snprintf(t->tags[i], TAG_LEN, "%s", tag);
		t->ntags++;
	}
	if (k != t->count[i] + 1) {
		printf("line %zu: '%s' after %s.%lu: out of order\n", l->lineno,
		    l->command, tag, t->count[i]);
		t->bad = 1;
	}
	t->count[i] = k;
	return 0;
}

static int64_t
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* Say we are ready (BARRIER.TAG), then wait for BARRIER: 0, or -1. */
static int
barrier(const char *go, const char *tag)
{
	const struct timespec	 tick = { 0, 1000000 };	/* 1 ms */
	char			 ready[4096];
	FILE			*f;
	int			 i;

	if ((size_t)snprintf(ready, sizeof ready, "%s.%s", go, tag) >=
	    sizeof ready) {
		fprintf(stderr, "journal_writer: %s: path too long\n", go);
		return -1;
	}
	if ((f = fopen(ready, "w")) == NULL || fclose(f) != 0) {
		fprintf(stderr, "journal_writer: %s: %s\n", ready,
		    strerror(errno));
		return -1;
	}
	for (i = 0; i < 60000; i++) {
		if (access(go, F_OK) == 0)
			return 0;
		nanosleep(&tick, NULL);
	}
	fprintf(stderr, "journal_writer: no %s after a minute\n", go);
	return -1;
}

static int
run_write(const char *path, const char *tag, const char *count,
    const char *go)
{
	struct journal	*j;
	struct tally	 t;
	char		 cmd[64], *cause = NULL, *warning;
	uint64_t	 seq;
	unsigned long	 k, n;

	memset(&t, 0, sizeof t);
	t.tag = tag;
	if ((j = journal_open(path, on_line, &t, &cause)) == NULL) {
		fprintf(stderr, "journal_writer: %s\n", cause);
		return 1;
	}
	if (go != NULL && barrier(go, tag) != 0) {
		journal_close(j);
		return 1;
	}
	n = strtoul(count, NULL, 10);
	if (count[0] == '+')
		n += t.last;
	for (k = t.last + 1; k <= n; k++) {
		if ((warning = journal_warning(j)) != NULL) {
			fprintf(stderr, "warning: %s\n", warning);
			free(warning);
		}
		snprintf(cmd, sizeof cmd, "move 1 %s.%lu", tag, k);
		if (journal_append(j, "writer", cmd, now_ms(), &seq,
		    &cause) != 0) {
			fprintf(stderr, "journal_writer: %s\n", cause);
			return 1;
		}
		printf("%llu %s\n", (unsigned long long)seq, cmd);
		fflush(stdout);
	}
	if ((warning = journal_warning(j)) != NULL) {
		fprintf(stderr, "warning: %s\n", warning);
		free(warning);
	}
	journal_close(j);
	return 0;
}

/* Check one file of acks against t->lines; *nacks and *torn count. */
static int
check_acks(struct tally *t, const char *acks, unsigned long *nacks,
    unsigned long *torn)
{
	FILE			*f;
	char			 line[128], cmd[96];
	unsigned long long	 seq;

	if ((f = fopen(acks, "r")) == NULL) {
		fprintf(stderr, "%s: %s\n", acks, strerror(errno));
		return 2;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		if (strchr(line, '\n') == NULL && feof(f)) {
			(*torn)++;
			continue;
		}
		if (sscanf(line, "%llu %95[^\n]", &seq, cmd) != 2) {
			printf("ack '%s': not SEQ COMMAND\n", line);
			t->bad = 1;
			continue;
		}
		(*nacks)++;
		if (seq == 0 || seq > t->nlines ||
		    strcmp(t->lines[seq - 1], cmd) != 0) {
			printf("acknowledged %llu '%s' is not in the journal\n",
			    seq, cmd);
			t->bad = 1;
		}
	}
	fclose(f);
	return 0;
}

static int
run_check(const char *path, char **acks, int nfiles)
{
	struct tally	 t;
	char		*cause = NULL, *warning;
	unsigned long	 nacks = 0, torn = 0;
	long		 n;
	size_t		 i;
	int		 k;

	memset(&t, 0, sizeof t);
	n = journal_read(path, on_line, &t, &warning, &cause);
	if (n < 0) {
		printf("broken: %s\n", cause);
		return 1;
	}
	if (warning != NULL) {
		printf("warning: %s\n", warning);
		free(warning);
	}
	for (k = 0; k < nfiles; k++)
		if (check_acks(&t, acks[k], &nacks, &torn) != 0)
			return 2;
	printf("lines %ld\nacknowledged %lu\n", n, nacks);
	if (torn > 0)
		printf("torn acks %lu\n", torn);
	for (i = 0; i < t.ntags; i++)
		printf("%s %lu\n", t.tags[i], t.count[i]);
	for (i = 0; i < t.nlines; i++)
		free(t.lines[i]);
	free(t.lines);
	return t.bad;
}

int
main(int argc, char **argv)
{
	if ((argc == 5 || argc == 6) && strcmp(argv[1], "write") == 0)
		return run_write(argv[2], argv[3], argv[4],
		    argc == 6 ? argv[5] : NULL);
	if (argc >= 4 && strcmp(argv[1], "check") == 0)
		return run_check(argv[2], argv + 3, argc - 3);
	fprintf(stderr, "usage: journal_writer write PATH TAG N [BARRIER]\n"
	    "       journal_writer check PATH ACKS...\n");
	return 2;
}
