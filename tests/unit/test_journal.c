/*
 * test_journal.c: the journal's format, its hash chain, tamper detection,
 * torn last lines, and two handles appending to one file.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/resource.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/journal.h"
#include "app/sha256.h"

#define T0	1795356729250LL		/* 2026-11-22T14:12:09.250Z */

static char	dir[4096];
static char	file[4200];

/* What a callback saw. */
struct seen {
	size_t		n;
	uint64_t	seq[512];
	char		cmd[512][64];
	char		actor[16];
	int64_t		time_ms;
	int		stop_at;	/* return 1 at this seq */
};

static int
collect(void *arg, const struct journal_line *l)
{
	struct seen	*s = arg;

	if (s->stop_at != 0 && l->seq == (uint64_t)s->stop_at)
		return 1;
	assert_true(s->n < 512);
	s->seq[s->n] = l->seq;
	snprintf(s->cmd[s->n], sizeof s->cmd[0], "%s", l->command);
	snprintf(s->actor, sizeof s->actor, "%s", l->actor);
	s->time_ms = l->time_ms;
	s->n++;
	return 0;
}

static int
setup(void **state)
{
	const char	*tmp = getenv("TMPDIR");

	(void)state;
	snprintf(dir, sizeof dir, "%s/test_journal.XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(dir) == NULL)
		return -1;
	snprintf(file, sizeof file, "%s/%s", dir, JOURNAL_FILE);
	return 0;
}

/* The files beside the journal: its anchor, its torn tails. */
static void
unlink_beside(void)
{
	char	path[sizeof file + 16];

	snprintf(path, sizeof path, "%s.anchor", file);
	unlink(path);
	snprintf(path, sizeof path, "%s.torn", file);
	unlink(path);
	snprintf(path, sizeof path, "%s.lock", file);
	unlink(path);
	snprintf(path, sizeof path, "%s.refused", file);
	unlink(path);
}

static int
teardown(void **state)
{
	(void)state;
	unlink(file);
	unlink_beside();
	return rmdir(dir);
}

/* The whole file as a string (the caller frees). */
static char *
slurp(size_t *len)
{
	FILE	*f = fopen(file, "rb");
	char	*buf;
	long	 n;

	assert_non_null(f);
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	assert_non_null(buf);
	assert_int_equal(fread(buf, 1, (size_t)n, f), (size_t)n);
	buf[n] = '\0';
	fclose(f);
	*len = (size_t)n;
	return buf;
}

static void
spit(const char *buf, size_t len)
{
	FILE	*f = fopen(file, "wb");

	assert_non_null(f);
	assert_int_equal(fwrite(buf, 1, len, f), len);
	fclose(f);
}

/* A fresh journal of n lines "go 1" .. "go n" by alice. */
static void
make(int n)
{
	struct journal	*j;
	char		 cmd[32];
	char		*cause = NULL;
	uint64_t	 seq;
	int		 k;

	unlink(file);
	unlink_beside();
	j = journal_open(dir, NULL, NULL, &cause);
	assert_non_null(j);
	for (k = 1; k <= n; k++) {
		snprintf(cmd, sizeof cmd, "go %d", k);
		assert_int_equal(journal_append(j, "alice", cmd, T0 + k, &seq,
		    &cause), 0);
		assert_int_equal(seq, (uint64_t)k);
	}
	journal_close(j);
}

/* The journal must refuse to open, naming line and word and reason. */
/* Tolerant reading: the faults handed on, and the lines after them. */
struct faults {
	size_t	lines, n;
	char	first[512];
	size_t	first_lineno;
};

static int
collect_faults(void *arg, const struct journal_line *l)
{
	struct faults	*f = arg;

	f->lines++;
	if (l->fault != NULL && f->n++ == 0) {
		snprintf(f->first, sizeof f->first, "%s", l->fault);
		f->first_lineno = l->lineno;
	}
	return 0;
}

/*
 * A broken chain: journal_read() refuses the file naming the line; the
 * tolerant readers (journal_read_all(), journal_open()) hand on every
 * line, the one that breaks the chain with the same words, and only one
 * break for one fault.
 */
static void
broken_n(const char *want1, const char *want2, size_t faults)
{
	struct journal	*j;
	struct faults	 f;
	char		*cause = NULL;
	long		 n;

	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), -1);
	assert_non_null(cause);
	if (strstr(cause, want1) == NULL || strstr(cause, want2) == NULL)
		fail_msg("cause '%s' lacks '%s' or '%s'", cause, want1, want2);
	free(cause);
	cause = NULL;
	memset(&f, 0, sizeof f);
	n = journal_read_all(file, collect_faults, &f, NULL, &cause);
	assert_true(n > 0);
	assert_int_equal((size_t)n, f.lines);
	assert_int_equal(f.n, faults);
	if (strstr(f.first, want1) == NULL || strstr(f.first, want2) == NULL)
		fail_msg("fault '%s' lacks '%s' or '%s'", f.first, want1,
		    want2);
	memset(&f, 0, sizeof f);
	j = journal_open(file, collect_faults, &f, &cause);
	assert_non_null(j);
	assert_int_equal(f.n, faults);
	assert_int_equal(journal_seq(j) >= f.first_lineno, true);
	journal_close(j);
}

static void
broken(const char *want1, const char *want2)
{
	broken_n(want1, want2, 1);
}

static void
test_time(void **state)
{
	char	buf[JOURNAL_TIME_LEN + 1];
	int64_t	ms, back;

	(void)state;
	assert_int_equal(journal_time_format(0, buf), 0);
	assert_string_equal(buf, "1970-01-01T00:00:00.000Z");
	assert_int_equal(journal_time_format(T0, buf), 0);
	assert_string_equal(buf, "2026-11-22T14:12:09.250Z");
	assert_int_equal(journal_time_format(951782400000LL, buf), 0);
	assert_string_equal(buf, "2000-02-29T00:00:00.000Z");
	assert_int_equal(journal_time_format(-1, buf), -1);
	for (ms = 0; ms < 4102444800000LL; ms += 86399999LL * 7 + 13) {
		assert_int_equal(journal_time_format(ms, buf), 0);
		assert_int_equal(journal_time_parse(buf, strlen(buf), &back), 0);
		assert_int_equal(back, ms);
	}
	assert_int_equal(journal_time_parse("2026-02-29T00:00:00.000Z", 24,
	    &back), -1);
	assert_int_equal(journal_time_parse("2026-11-22T24:00:00.000Z", 24,
	    &back), -1);
	assert_int_equal(journal_time_parse("2026-11-22 14:00:00.000Z", 24,
	    &back), -1);
	assert_int_equal(journal_time_parse("2026-11-22T14:00:00.000", 23,
	    &back), -1);
}

/* The exact bytes of journal.h's format, hash included. */
static void
test_format(void **state)
{
	struct sha256	s;
	uint8_t		d[SHA256_DIGEST_SIZE];
	char		hex[17], want[128], want2[256];
	char		*buf;
	size_t		len;

	(void)state;
	make(2);
	sha256_init(&s);
	sha256_update(&s, "0000000000000000 ", 17);
	sha256_update(&s, "1 2026-11-22T14:12:09.251Z alice go 1", 37);
	sha256_final(&s, d);
	sha256_hex(d, 8, hex);
	/* The example of doc/commands.md, computed with sha256sum(1). */
	assert_string_equal(hex, "d225724c77be1c53");
	snprintf(want, sizeof want,
	    "1 2026-11-22T14:12:09.251Z alice go 1 ~%s\n", hex);
	snprintf(want2, sizeof want2, "%s 2 2026-11-22T14:12:09.252Z alice go 2",
	    hex);
	sha256(want2, strlen(want2), d);
	sha256_hex(d, 8, hex);
	snprintf(want2, sizeof want2, "%s2 2026-11-22T14:12:09.252Z alice go 2"
	    " ~%s\n", want, hex);
	buf = slurp(&len);
	assert_string_equal(buf, want2);
	free(buf);
}

static void
test_append_reopen(void **state)
{
	struct journal	*j;
	struct seen	 s;
	char		*cause = NULL, *warning = NULL;
	uint64_t	 seq;

	(void)state;
	make(3);
	memset(&s, 0, sizeof s);
	j = journal_open(dir, collect, &s, &cause);
	assert_non_null(j);
	assert_null(journal_warning(j));
	assert_int_equal(s.n, 3);
	assert_int_equal(s.seq[2], 3);
	assert_string_equal(s.cmd[0], "go 1");
	assert_string_equal(s.cmd[2], "go 3");
	assert_string_equal(s.actor, "alice");
	assert_int_equal(s.time_ms, T0 + 3);
	assert_int_equal(journal_seq(j), 3);
	assert_string_equal(journal_path(j), file);
	assert_int_equal(journal_append(j, "bob",
	    "result 1 1-0 \"say ~x ~0123456789abcdef\"", T0 + 9, &seq,
	    &cause), 0);
	assert_int_equal(seq, 4);
	/* Our own line does not come back through poll. */
	assert_int_equal(journal_poll(j, &cause), 0);
	assert_int_equal(s.n, 3);
	journal_close(j);

	memset(&s, 0, sizeof s);
	assert_int_equal(journal_read(file, collect, &s, &warning, &cause), 4);
	assert_null(warning);
	assert_string_equal(s.cmd[3], "result 1 1-0 \"say ~x ~0123456789abcdef\"");
	assert_string_equal(s.actor, "bob");
	/* A directory and its file name the same journal. */
	assert_int_equal(journal_read(dir, NULL, NULL, NULL, &cause), 4);
}

static void
test_refused_input(void **state)
{
	struct journal	*j;
	char		*cause = NULL;
	const char	*bad_cmds[] = { "", "go 1\n", " go 1", "go 1 ", "go\t1",
	    "go \x7f", NULL };
	int		 k;

	(void)state;
	make(1);
	j = journal_open(file, NULL, NULL, &cause);
	assert_non_null(j);
	for (k = 0; bad_cmds[k] != NULL; k++) {
		assert_int_equal(journal_append(j, "alice", bad_cmds[k], T0,
		    NULL, &cause), -1);
		assert_non_null(cause);
		free(cause);
		cause = NULL;
	}
	assert_int_equal(journal_append(j, "a b", "go 1", T0, NULL, &cause),
	    -1);
	free(cause);
	assert_int_equal(journal_append(j, "", "go 1", T0, NULL, &cause), -1);
	free(cause);
	assert_int_equal(journal_append(j, "alice", "go 1", -5, NULL, &cause),
	    -1);
	free(cause);
	assert_int_equal(journal_seq(j), 1);
	journal_close(j);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, NULL), 1);
}

/* Replace the first occurrence of from by to (same length). */
static void
patch(const char *from, const char *to)
{
	size_t	len;
	char	*buf = slurp(&len), *p;

	assert_int_equal(strlen(from), strlen(to));
	p = strstr(buf, from);
	assert_non_null(p);
	memcpy(p, to, strlen(to));
	spit(buf, len);
	free(buf);
}

/* Line k (from 1) of buf: its start and length with the newline. */
static void
line_span(const char *buf, int k, size_t *at, size_t *n)
{
	const char	*p = buf, *nl;

	while (--k > 0)
		p = strchr(p, '\n') + 1;
	nl = strchr(p, '\n');
	*at = (size_t)(p - buf);
	*n = (size_t)(nl - p) + 1;
}

static void
test_tamper_edit(void **state)
{
	(void)state;
	make(5);
	patch("go 3", "go 8");
	broken(":3: '3':", "edited");
	/* A line's hash re-made by hand still breaks the next line. */
	make(5);
	patch("alice go 2", "alica go 2");
	broken(":2: '2':", "edited");
	/* Tampering with the seq of a middle line. */
	make(5);
	patch("\n3 ", "\n7 ");
	broken(":3: '7':", "missing");
}

static void
test_tamper_remove(void **state)
{
	size_t	len, at, n;
	char	*buf;

	(void)state;
	make(5);
	buf = slurp(&len);
	line_span(buf, 3, &at, &n);
	memmove(buf + at, buf + at + n, len - at - n);
	spit(buf, len - n);
	free(buf);
	broken(":3: '4':", "seq 3 is missing: a line was removed");
	/* The first line removed. */
	make(5);
	buf = slurp(&len);
	line_span(buf, 1, &at, &n);
	spit(buf + n, len - n);
	free(buf);
	broken(":1: '2':", "seq 1 is missing");
}

static void
test_tamper_swap(void **state)
{
	size_t	len, a2, n2, a3, n3;
	char	*buf, *out;

	(void)state;
	make(5);
	buf = slurp(&len);
	line_span(buf, 2, &a2, &n2);
	line_span(buf, 3, &a3, &n3);
	out = malloc(len);
	assert_non_null(out);
	memcpy(out, buf, a2);
	memcpy(out + a2, buf + a3, n3);
	memcpy(out + a2 + n3, buf + a2, n2);
	memcpy(out + a2 + n3 + n2, buf + a3 + n3, len - a3 - n3);
	spit(out, len);
	free(out);
	free(buf);
	/* Two lines swapped: each breaks the chain where it stands. */
	broken_n(":2: '3':", "seq 3 comes before seq 2 (line 3): lines "
	    "reordered", 3);
	/* A line repeated. */
	make(4);
	buf = slurp(&len);
	line_span(buf, 2, &a2, &n2);
	out = malloc(len + n2);
	assert_non_null(out);
	memcpy(out, buf, a3 = a2 + n2);
	memcpy(out + a3, buf + a2, len - a2);
	spit(out, len + n2);
	free(out);
	free(buf);
	broken(":3: '2':", "again");
	/* Garbage in the middle. */
	make(3);
	patch("\n2 2026", "\nx 2026");
	broken(":2: 'x':", "not a journal line");
}

static void
test_torn(void **state)
{
	struct journal	*j;
	struct seen	 s;
	size_t		 len, len5;
	char		*buf, *cause = NULL, *warning = NULL;
	uint64_t	 seq;

	(void)state;
	/* No newline: a write cut short. */
	make(5);
	free(slurp(&len5));
	{
		FILE	*f = fopen(file, "ab");

		assert_non_null(f);
		fputs("6 2026-11-22T14:12:0", f);
		fclose(f);
	}
	/* A reader reports it and changes nothing. */
	assert_int_equal(journal_read(file, NULL, NULL, &warning, &cause), 5);
	assert_non_null(warning);
	assert_non_null(strstr(warning, ":6: torn last line"));
	free(warning);
	free(slurp(&len));
	assert_int_equal(len, len5 + 20);
	/* A writer cuts it off and says so. */
	memset(&s, 0, sizeof s);
	j = journal_open(file, collect, &s, &cause);
	assert_non_null(j);
	assert_int_equal(s.n, 5);
	warning = journal_warning(j);
	assert_non_null(warning);
	assert_non_null(strstr(warning, "torn last line (no newline) dropped"));
	free(warning);
	assert_null(journal_warning(j));
	free(slurp(&len));
	assert_int_equal(len, len5);
	assert_int_equal(journal_append(j, "alice", "go 6", T0, &seq, &cause),
	    0);
	assert_int_equal(seq, 6);
	journal_close(j);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 6);

	/*
	 * A complete last line with a bad hash is torn too, when it was
	 * never acknowledged: the anchor names line 4 (a crash while line 5
	 * was written).  It is moved aside, not destroyed.
	 */
	make(4);
	buf = slurp(&len5);
	free(buf);
	make(5);
	{
		char	anchor[sizeof file + 16];

		snprintf(anchor, sizeof anchor, "%s.anchor", file);
		unlink(anchor);		/* as it was after line 4 */
	}
	buf = slurp(&len);
	buf[len - 2] = buf[len - 2] == '0' ? '1' : '0';
	spit(buf, len);
	j = journal_open(file, NULL, NULL, &cause);
	assert_non_null(j);
	warning = journal_warning(j);
	assert_non_null(strstr(warning, ":5: torn last line (bad hash)"));
	free(warning);
	assert_int_equal(journal_seq(j), 4);
	journal_close(j);
	{
		char	torn[sizeof file + 16], got[256];
		FILE	*f;
		size_t	n;

		snprintf(torn, sizeof torn, "%s.torn", file);
		assert_non_null(f = fopen(torn, "rb"));
		n = fread(got, 1, sizeof got, f);
		fclose(f);
		assert_int_equal(n, len - len5 + 1);	/* and a newline */
		assert_memory_equal(got, buf + len5, len - len5);
	}
	free(buf);
	/* But a bad hash before the last line is not. */
	make(5);
	buf = slurp(&len);
	{
		size_t	at, n;

		line_span(buf, 4, &at, &n);
		buf[at + n - 2] = buf[at + n - 2] == '0' ? '1' : '0';
	}
	spit(buf, len);
	free(buf);
	broken(":4: '4':", "edited");
}

/* A caller that cannot take a line leaves it for the next time. */
static void
test_callback_stop(void **state)
{
	struct journal	*a, *b;
	struct seen	 s;
	char		*cause = NULL;
	uint64_t	 seq;

	(void)state;
	make(2);
	memset(&s, 0, sizeof s);
	s.stop_at = 2;
	assert_null(journal_open(file, collect, &s, &cause));
	assert_non_null(strstr(cause, "stopped by the caller at seq 2"));
	free(cause);
	assert_int_equal(s.n, 1);

	memset(&s, 0, sizeof s);
	b = journal_open(file, collect, &s, &cause);
	a = journal_open(file, NULL, NULL, &cause);
	assert_non_null(a);
	assert_non_null(b);
	assert_int_equal(journal_append(a, "alice", "go 3", T0, NULL, &cause),
	    0);
	s.stop_at = 3;
	assert_int_equal(journal_append(b, "bob", "go 4", T0, NULL, &cause),
	    -1);
	assert_non_null(strstr(cause, "stopped"));
	free(cause);
	assert_int_equal(journal_seq(b), 2);
	s.stop_at = 0;
	assert_int_equal(journal_append(b, "bob", "go 4", T0, &seq, &cause),
	    0);
	assert_int_equal(seq, 4);
	assert_int_equal(s.n, 3);
	assert_string_equal(s.cmd[2], "go 3");
	journal_close(a);
	journal_close(b);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 4);
}

/* Two handles in one process, as two consoles would be. */
static void
test_two_handles(void **state)
{
	struct journal	*a, *b;
	struct seen	*sa, *sb;
	char		 cmd[32], *cause = NULL;
	uint64_t	 seq;
	int		 k;

	(void)state;
	make(0);
	sa = calloc(1, sizeof *sa);
	sb = calloc(1, sizeof *sb);
	assert_non_null(sa);
	assert_non_null(sb);
	a = journal_open(file, collect, sa, &cause);
	b = journal_open(file, collect, sb, &cause);
	assert_non_null(a);
	assert_non_null(b);
	for (k = 0; k < 100; k++) {
		snprintf(cmd, sizeof cmd, "move %d e4", k);
		assert_int_equal(journal_append(a, "alice", cmd, T0 + k, &seq,
		    &cause), 0);
		assert_int_equal(seq, (uint64_t)(3 * k + 1));
		snprintf(cmd, sizeof cmd, "move %d e5", k);
		/* b first receives a's line, then writes after it. */
		assert_int_equal(journal_append(b, "bob", cmd, T0 + k, &seq,
		    &cause), 0);
		assert_int_equal(seq, (uint64_t)(3 * k + 2));
		assert_int_equal(sb->seq[sb->n - 1], 3 * k + 1);
		snprintf(cmd, sizeof cmd, "show %d", k + 1);
		assert_int_equal(journal_append(b, "bob", cmd, T0 + k, &seq,
		    &cause), 0);
		/* a picks up b's two lines by polling. */
		assert_int_equal(journal_poll(a, &cause), 2);
		assert_int_equal(sa->seq[sa->n - 1], 3 * k + 3);
		assert_string_equal(sa->cmd[sa->n - 1], cmd);
		assert_int_equal(journal_poll(a, &cause), 0);
	}
	assert_int_equal(sa->n, 200);
	assert_int_equal(sb->n, 100);
	assert_int_equal(journal_seq(a), 300);
	assert_int_equal(journal_seq(b), 300);
	journal_close(a);
	journal_close(b);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 300);
	free(sa);
	free(sb);
}

static void
test_append_many(void **state)
{
	struct journal	*j;
	struct seen	 s;
	const char	*cmds[] = { "start all", "move 1 e4", "move 2 d4" };
	const char	*bad[] = { "go 1", "go\n2" };
	char		*cause = NULL;
	uint64_t	 first;

	(void)state;
	make(1);
	j = journal_open(file, NULL, NULL, &cause);
	assert_non_null(j);
	assert_int_equal(journal_append_many(j, "alice", cmds, 3, T0, &first,
	    &cause), 0);
	assert_int_equal(first, 2);
	assert_int_equal(journal_seq(j), 4);
	assert_int_equal(journal_append_many(j, "alice", bad, 2, T0, &first,
	    &cause), -1);
	free(cause);
	assert_int_equal(journal_append_many(j, "alice", cmds, 0, T0, &first,
	    &cause), 0);
	assert_int_equal(journal_seq(j), 4);
	journal_close(j);
	memset(&s, 0, sizeof s);
	assert_int_equal(journal_read(file, collect, &s, NULL, &cause), 4);
	assert_string_equal(s.cmd[3], "move 2 d4");
}

/*
 * The one writer's group commit: lines of several actors and times
 * staged, written by one commit; their seqs and hashes are those a reader
 * finds.  Discarded lines are never written; a commit after another
 * process appended is refused and writes nothing.
 */
static void
test_stage_commit(void **state)
{
	struct journal		*j, *other;
	struct journal_staged	 a, b;
	struct seen		 s;
	struct faults		 f;
	char			*cause = NULL;

	(void)state;
	make(1);
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	assert_int_equal(journal_commit(j, &cause), 0);	/* nothing staged */
	assert_int_equal(journal_stage(j, "alice", "move 1 e4", T0 + 5, &a,
	    &cause), 0);
	assert_int_equal(journal_stage(j, "bob", "move 2 d4", T0 + 9, &b,
	    &cause), 0);
	assert_int_equal(a.seq, 2);
	assert_int_equal(b.seq, 3);
	assert_int_equal(journal_seq(j), 1);	/* not yet written */
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 1);
	assert_int_equal(journal_commit(j, &cause), 0);
	assert_int_equal(journal_seq(j), 3);
	memset(&s, 0, sizeof s);
	assert_int_equal(journal_read(file, collect, &s, NULL, &cause), 3);
	assert_string_equal(s.cmd[2], "move 2 d4");
	assert_string_equal(s.actor, "bob");
	assert_int_equal(s.time_ms, T0 + 9);

	/* Refused texts stage nothing. */
	assert_int_equal(journal_stage(j, "a b", "go 1", T0, NULL, &cause), -1);
	free(cause);
	assert_int_equal(journal_stage(j, "alice", "go\n1", T0, NULL, &cause),
	    -1);
	free(cause);
	/* Discarded: never written, and the seqs are given again. */
	assert_int_equal(journal_stage(j, "alice", "go 1", T0, &a, &cause), 0);
	journal_discard(j);
	assert_int_equal(journal_stage(j, "alice", "go 2", T0, &b, &cause), 0);
	assert_int_equal(b.seq, a.seq);
	assert_int_equal(journal_commit(j, &cause), 0);

	/* Another writer came first: the commit writes nothing. */
	assert_non_null(other = journal_open(file, NULL, NULL, &cause));
	assert_int_equal(journal_append(other, "eve", "go 3", T0, NULL,
	    &cause), 0);
	journal_close(other);
	assert_int_equal(journal_stage(j, "alice", "go 4", T0, NULL, &cause),
	    0);
	assert_int_equal(journal_commit(j, &cause), -1);
	assert_non_null(strstr(cause, "another process wrote 1 lines"));
	free(cause);
	journal_close(j);
	memset(&f, 0, sizeof f);
	assert_int_equal(journal_read_all(file, collect_faults, &f, NULL,
	    &cause), 5);
	assert_int_equal(f.n, 0);
}

/*
 * The anchor: a journal cut at a line's boundary (lines removed, a
 * restore) is known to have lost acknowledged lines; a bad last line the
 * anchor covers was edited, not torn: it stays, and breaks the chain.
 */
static void
test_anchor(void **state)
{
	struct journal	*j;
	struct faults	 f;
	size_t		 len, at, n;
	char		*buf, *cause = NULL;

	(void)state;
	make(5);
	assert_int_equal(journal_anchor(dir), 5);
	buf = slurp(&len);
	line_span(buf, 4, &at, &n);
	spit(buf, at);			/* lines 4 and 5 gone */
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	assert_non_null(journal_shortened(j));
	if (strstr(journal_shortened(j), "ends at seq 3, but seq 5 was "
	    "written and acknowledged") == NULL)
		fail_msg("'%s'", journal_shortened(j));
	assert_int_equal(journal_anchor_seq(j), 5);
	/* Once written again, the anchor follows the journal. */
	assert_int_equal(journal_append(j, "alice", "go 4", T0, NULL, &cause),
	    0);
	journal_close(j);
	assert_int_equal(journal_anchor(file), 4);
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	assert_null(journal_shortened(j));
	journal_close(j);

	/* The last line edited, the anchor covering it: a break, kept. */
	make(5);
	free(buf);
	buf = slurp(&len);
	buf[len - 2] = buf[len - 2] == '0' ? '1' : '0';
	spit(buf, len);
	free(buf);
	memset(&f, 0, sizeof f);
	assert_non_null(j = journal_open(file, collect_faults, &f, &cause));
	assert_null(journal_warning(j));
	assert_int_equal(f.lines, 5);
	assert_int_equal(f.n, 1);
	assert_int_equal(f.first_lineno, 5);
	assert_int_equal(journal_seq(j), 5);
	journal_close(j);
}

/*
 * The file at the journal's path replaced under its writer (an editor's
 * save, a restore): nothing more is written, to either file.
 */
static void
test_replaced(void **state)
{
	struct journal	*j;
	char		*cause = NULL, *buf, aside[sizeof file + 8];
	size_t		 len;

	(void)state;
	make(2);
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	buf = slurp(&len);
	snprintf(aside, sizeof aside, "%s.old", file);
	assert_int_equal(rename(file, aside), 0);
	spit(buf, len);			/* the same bytes, another file */
	assert_int_equal(journal_append(j, "alice", "go 3", T0, NULL, &cause),
	    -1);
	assert_non_null(strstr(cause, "replaced or removed"));
	free(cause);
	assert_int_equal(journal_stage(j, "alice", "go 3", T0, NULL, &cause),
	    0);
	assert_int_equal(journal_commit(j, &cause), -1);
	free(cause);
	journal_close(j);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 2);
	assert_int_equal(journal_read(aside, NULL, NULL, NULL, &cause), 2);
	unlink(aside);
	free(buf);
}

static void
test_verify_buffer(void **state)
{
	char	*cause = NULL, *warning = NULL;

	(void)state;
	assert_int_equal(journal_verify("x", "", 0, NULL, NULL, &warning,
	    &cause), 0);
	assert_null(warning);
	assert_int_equal(journal_verify("x", "junk", 4, NULL, NULL, &warning,
	    &cause), 0);
	assert_non_null(strstr(warning, "x:1: torn last line"));
	free(warning);
	assert_int_equal(journal_verify("x", "a\nb\n", 4, NULL, NULL, &warning,
	    &cause), -1);
	assert_non_null(strstr(cause, "x:1: 'a': not a journal line"));
	free(cause);
	/* A missing file is an error naming it. */
	assert_int_equal(journal_read("/nonexistent/journal", NULL, NULL, NULL,
	    &cause), -1);
	assert_non_null(strstr(cause, "/nonexistent/journal"));
	free(cause);
}

/* A bare file name: created in the current directory, which is synced. */
static void
test_relative(void **state)
{
	struct journal	*j;
	char		 here[4096], *cause = NULL;

	(void)state;
	assert_non_null(getcwd(here, sizeof here));
	assert_int_equal(chdir(dir), 0);
	j = journal_open("rel.journal", NULL, NULL, &cause);
	assert_non_null(j);
	assert_int_equal(journal_append(j, "alice", "go 1", T0, NULL, &cause),
	    0);
	journal_close(j);
	assert_int_equal(journal_read("rel.journal", NULL, NULL, NULL, &cause),
	    1);
	assert_int_equal(unlink("rel.journal"), 0);
	assert_int_equal(unlink("rel.journal.anchor"), 0);
	assert_int_equal(unlink("rel.journal.lock"), 0);
	assert_int_equal(chdir(here), 0);
	/* A journal in a directory that does not exist. */
	assert_null(journal_open("/nonexistent/dir/journal", NULL, NULL,
	    &cause));
	assert_non_null(strstr(cause, "/nonexistent/dir/journal: "));
	free(cause);
}

static void
test_actor(void **state)
{
	char	buf[64];

	(void)state;
	assert_int_equal(journal_actor_default(buf, sizeof buf), 0);
	assert_true(strlen(buf) > 0);
	assert_null(strchr(buf, ' '));
	assert_int_equal(journal_actor_default(buf, 1), -1);
}

/* A sync call that fails with fail_errno for the first fail_left calls. */
static int	sync_calls, fail_left, fail_errno;

static int
sync_failing(int fd)
{
	sync_calls++;
	if (fail_left > 0) {
		fail_left--;
		errno = fail_errno;
		return -1;
	}
	return fdatasync(fd);
}

/*
 * fdatasync(2) interrupted by a signal did not fail: it is called again
 * and the line is acknowledged.  A real failure (EIO) refuses the line and
 * takes its bytes back.
 */
static void
test_sync_interrupted(void **state)
{
	struct journal	*j;
	char		*cause = NULL;
	uint64_t	 seq = 0;

	(void)state;
	unlink(file);
	assert_non_null(j = journal_open(dir, NULL, NULL, &cause));
	journal_sync = sync_failing;
	sync_calls = 0;
	fail_left = 3;
	fail_errno = EINTR;
	assert_int_equal(journal_append(j, "alice", "go 1", T0, &seq, &cause),
	    0);
	assert_int_equal(seq, 1);
	assert_int_equal(sync_calls, 5);	/* 3 EINTR, the line, the anchor */
	assert_int_equal(fail_left, 0);
	fail_left = 1;
	fail_errno = EIO;
	assert_int_equal(journal_append(j, "alice", "go 2", T0, NULL, &cause),
	    -1);
	assert_non_null(strstr(cause, strerror(EIO)));
	free(cause);
	journal_sync = fdatasync;
	assert_int_equal(journal_append(j, "alice", "go 3", T0, &seq, &cause),
	    0);
	assert_int_equal(seq, 2);
	journal_close(j);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 2);
	unlink(file);
	unlink_beside();
}

/*
 * A file size limit (ulimit -f) with SIGXFSZ ignored, as the console
 * does: the append that would pass it fails with EFBIG, nothing of it
 * stays in the file, and the journal still reads.
 */
static void
test_file_too_large(void **state)
{
	struct journal	*j;
	struct rlimit	 old, small;
	struct stat	 st;
	char		*cause = NULL, cmd[200];
	void		(*old_handler)(int);
	int		 k, rc = 0;

	(void)state;
	journal_sync = fdatasync;
	unlink(file);
	assert_non_null(j = journal_open(dir, NULL, NULL, &cause));
	assert_int_equal(getrlimit(RLIMIT_FSIZE, &old), 0);
	small = old;
	small.rlim_cur = 1000;
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &small), 0);
	old_handler = signal(SIGXFSZ, SIG_IGN);
	memset(cmd, 0, sizeof cmd);
	for (k = 0; k < 20 && rc == 0; k++) {
		snprintf(cmd, sizeof cmd, "penalty 1 white warn \"%0120d\"", k);
		rc = journal_append(j, "alice", cmd, T0, NULL, &cause);
	}
	signal(SIGXFSZ, old_handler);
	assert_int_equal(setrlimit(RLIMIT_FSIZE, &old), 0);
	assert_int_equal(rc, -1);
	assert_true(k > 1);
	assert_non_null(strstr(cause, file));
	assert_non_null(strstr(cause, strerror(EFBIG)));
	free(cause);
	assert_int_equal(stat(file, &st), 0);
	assert_true(st.st_size <= 1000);
	journal_close(j);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), k - 1);
	unlink(file);
}

/*
 * Issue 26, item 1: anyone who may read the journal may hold a lock on
 * it; the writer never waits for one.  With a shared and then an
 * exclusive lock held on the journal by another open file, opening,
 * appending and committing go on (an alarm ends the test if they wait),
 * and a reader waits a second at most.  The writers' own lock file is
 * 0600, even when it was made open to all.
 */
static void
test_lock_held_by_others(void **state)
{
	struct journal	*j;
	struct stat	 st;
	char		*cause = NULL, lockpath[sizeof file + 8];
	int		 fd, how[2] = { LOCK_SH, LOCK_EX }, k;

	(void)state;
	journal_sync = fdatasync;
	unlink(file);
	unlink_beside();
	snprintf(lockpath, sizeof lockpath, "%s.lock", file);
	assert_int_equal(close(open(lockpath, O_RDWR | O_CREAT, 0666)), 0);
	assert_int_equal(chmod(lockpath, 0666), 0);
	assert_int_equal(close(open(file, O_RDWR | O_CREAT, 0644)), 0);
	for (k = 0; k < 2; k++) {
		assert_true((fd = open(file, O_RDONLY)) >= 0);
		assert_int_equal(flock(fd, how[k]), 0);
		alarm(10);
		assert_non_null(j = journal_open(dir, NULL, NULL, &cause));
		assert_int_equal(journal_append(j, "alice", k == 0 ? "go 1" :
		    "go 2", T0, NULL, &cause), 0);
		assert_int_equal(journal_stage(j, "bob", "go 3", T0, NULL,
		    &cause), 0);
		assert_int_equal(journal_commit(j, &cause), 0);
		assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause),
		    2 * (k + 1));
		alarm(0);
		journal_close(j);
		close(fd);
	}
	assert_int_equal(stat(lockpath, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	unlink(file);
	unlink_beside();
}

/*
 * Issue 26, item 7: the journal rewritten in place under its writer, one
 * byte longer (an editor that saves over the file).  The last line read
 * or written is not where it was: nothing is cut or written, now or
 * later, and the writer says why.
 */
static void
test_rewritten_in_place(void **state)
{
	struct journal	*j;
	char		*cause = NULL, *buf, *longer, *after;
	size_t		 len, n;
	FILE		*f;

	(void)state;
	journal_sync = fdatasync;
	make(2);
	assert_non_null(j = journal_open(dir, NULL, NULL, &cause));
	buf = slurp(&len);
	assert_non_null(longer = malloc(len + 2));
	n = (size_t)(strstr(buf, "go 1") - buf) + 3;
	memcpy(longer, buf, n);
	longer[n] = '1';			/* go 11 */
	memcpy(longer + n + 1, buf + n, len - n);
	assert_non_null(f = fopen(file, "r+"));	/* the same file */
	assert_int_equal(fwrite(longer, 1, len + 1, f), len + 1);
	assert_int_equal(fclose(f), 0);
	assert_int_equal(journal_append(j, "alice", "go 3", T0, NULL, &cause),
	    -1);
	assert_non_null(strstr(cause, "changed in place"));
	free(cause);
	assert_non_null(journal_stuck(j));
	assert_int_equal(journal_stage(j, "alice", "go 3", T0, NULL, &cause),
	    0);
	assert_int_equal(journal_commit(j, &cause), -1);
	assert_non_null(strstr(cause, "changed in place"));
	free(cause);
	after = slurp(&n);
	assert_int_equal(n, len + 1);
	assert_memory_equal(after, longer, n);
	journal_close(j);
	free(after);
	free(longer);
	free(buf);
	unlink(file);
	unlink_beside();
}

/* ftruncate(2) that fails while trunc_fail is set. */
static bool	trunc_fail;

static int
truncate_failing(int fd, off_t len)
{
	if (trunc_fail) {
		errno = EIO;
		return -1;
	}
	return ftruncate(fd, len);
}

/*
 * Issue 26, item 4: a write whose fdatasync fails is refused, and when
 * its bytes cannot be cut off either they stay in the file.  They are
 * never read as the event's: nothing more is written (no "another
 * process wrote 1 lines"), the writer says why, and the next opening
 * cuts them off (kept in .torn) before anything reads them.
 */
static void
test_refused_stays(void **state)
{
	struct journal	*j;
	struct seen	 s;
	char		*cause = NULL, *torn, path[sizeof file + 16];
	size_t		 len;

	(void)state;
	make(2);
	assert_non_null(j = journal_open(dir, NULL, NULL, &cause));
	journal_sync = sync_failing;
	journal_truncate = truncate_failing;
	fail_left = 1;
	fail_errno = EIO;
	trunc_fail = true;
	assert_int_equal(journal_stage(j, "alice", "go 3", T0, NULL, &cause),
	    0);
	assert_int_equal(journal_commit(j, &cause), -1);
	free(cause);
	journal_sync = fdatasync;
	journal_truncate = ftruncate;
	trunc_fail = false;
	assert_non_null(journal_stuck(j));
	assert_non_null(strstr(journal_stuck(j), "could not be taken back"));
	assert_int_equal(journal_stage(j, "bob", "go 4", T0, NULL, &cause), 0);
	assert_int_equal(journal_commit(j, &cause), -1);
	assert_null(strstr(cause, "another process"));
	assert_non_null(strstr(cause, "could not be taken back"));
	free(cause);
	journal_close(j);
	assert_non_null(strstr(torn = slurp(&len), "go 3"));	/* still there */
	free(torn);
	memset(&s, 0, sizeof s);
	assert_non_null(j = journal_open(dir, collect, &s, &cause));
	assert_int_equal(s.n, 2);
	assert_int_equal(journal_seq(j), 2);
	assert_non_null(torn = journal_warning(j));
	assert_non_null(strstr(torn, "refused"));
	free(torn);
	assert_int_equal(journal_append(j, "alice", "go 5", T0, NULL, &cause),
	    0);
	journal_close(j);
	assert_null(strstr(torn = slurp(&len), "go 3"));
	free(torn);
	snprintf(path, sizeof path, "%s.refused", file);
	assert_int_equal(access(path, F_OK), -1);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 3);
	/* A mark naming a line the journal does not hold: not opened. */
	assert_int_equal(journal_append_durable(path, "00000000000000000099 "
	    "0123456789abcdef\n", 38), 0);
	assert_null(journal_open(dir, NULL, NULL, &cause));
	assert_non_null(strstr(cause, "does not hold"));
	free(cause);
	unlink(path);
	unlink(file);
	unlink_beside();
}

/*
 * Issue 26, item 8: the journal rewritten whole with a chain that holds
 * (a forger's, or another event's) is seen by its anchor: the line at the
 * anchor's seq has another hash.
 */
static void
test_anchor_rewritten(void **state)
{
	struct journal	*j;
	char		*cause = NULL, anchor[sizeof file + 16], *saved;
	size_t		 alen;
	FILE		*f;

	(void)state;
	unlink(file);
	unlink_beside();
	make(3);
	snprintf(anchor, sizeof anchor, "%s.anchor", file);
	assert_non_null(f = fopen(anchor, "rb"));
	assert_non_null(saved = malloc(64));
	alen = fread(saved, 1, 64, f);
	fclose(f);
	/* Another chain of three lines, then the old anchor back. */
	unlink(file);
	unlink_beside();
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	assert_int_equal(journal_append(j, "mallory", "go 1", T0, NULL,
	    &cause), 0);
	assert_int_equal(journal_append(j, "mallory", "go 2", T0, NULL,
	    &cause), 0);
	assert_int_equal(journal_append(j, "mallory", "go 3", T0, NULL,
	    &cause), 0);
	journal_close(j);
	assert_non_null(f = fopen(anchor, "wb"));
	assert_int_equal(fwrite(saved, 1, alen, f), alen);
	fclose(f);
	assert_int_equal(journal_read(file, NULL, NULL, NULL, &cause), 3);
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	assert_non_null(journal_shortened(j));
	if (strstr(journal_shortened(j), "seq 3 has hash") == NULL ||
	    strstr(journal_shortened(j), "rewritten") == NULL)
		fail_msg("'%s'", journal_shortened(j));
	journal_close(j);
	/* Its own anchor: nothing to say. */
	make(3);
	assert_non_null(j = journal_open(file, NULL, NULL, &cause));
	assert_null(journal_shortened(j));
	journal_close(j);
	free(saved);
	unlink(file);
	unlink_beside();
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_time),
		cmocka_unit_test(test_format),
		cmocka_unit_test(test_append_reopen),
		cmocka_unit_test(test_refused_input),
		cmocka_unit_test(test_tamper_edit),
		cmocka_unit_test(test_tamper_remove),
		cmocka_unit_test(test_tamper_swap),
		cmocka_unit_test(test_torn),
		cmocka_unit_test(test_callback_stop),
		cmocka_unit_test(test_two_handles),
		cmocka_unit_test(test_append_many),
		cmocka_unit_test(test_stage_commit),
		cmocka_unit_test(test_anchor),
		cmocka_unit_test(test_replaced),
		cmocka_unit_test(test_verify_buffer),
		cmocka_unit_test(test_relative),
		cmocka_unit_test(test_actor),
		cmocka_unit_test(test_sync_interrupted),
		cmocka_unit_test(test_file_too_large),
		cmocka_unit_test(test_lock_held_by_others),
		cmocka_unit_test(test_rewritten_in_place),
		cmocka_unit_test(test_refused_stays),
		cmocka_unit_test(test_anchor_rewritten),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
