/*
 * journal.c: the append-only, hash-chained, fsync'd command journal.
 *
 * The model: the file is the truth; a struct journal remembers how far it
 * has verified it (end, seq, the last hash).  Every operation that reads
 * takes the flock, reads from end to the file's size, verifies and hands
 * on whole lines, and moves end.  Writers hold the lock exclusively from
 * that catch-up until their own lines are on disk, so lines from two
 * processes never interleave and seqs never repeat.  The format and the
 * hash are described in journal.h.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <pwd.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/journal.h"
#include "app/sha256.h"
#include "duration.h"
#include "utf8.h"

/* " ~" and the hash end every line. */
#define TAIL_LEN	(2 + JOURNAL_HASH_LEN)

struct scan {
	const char	*name;		/* the path, for messages */
	uint64_t	 seq;		/* the last line verified */
	char		 hash[JOURNAL_HASH_LEN + 1];
	size_t		 lineno;
	journal_cb	 cb;
	void		*arg;
	char		*copy;		/* NUL-terminated fields for cb */
	size_t		 copy_size;
	bool		 tolerant;	/* a break is handed on, not fatal */
	uint64_t	 acked;		/* the anchor's seq: lines up to it were
					   acknowledged, never torn */
	char		 acked_hash[JOURNAL_HASH_LEN + 1];	/* its line's,
					   as read ("" until then) */
	bool		 acked_broken;	/* ... which breaks the chain */
};

struct journal {
	char		*path;
	int		 fd;
	int		 lock_fd;	/* <journal>.lock, the writers' own */
	off_t		 end;		/* bytes verified */
	struct scan	 sc;
	char		*warning;
	char		*buf;		/* read and write buffer */
	size_t		 buf_size;
	/* Lines staged for journal_commit(): their bytes, and the chain. */
	char		*stage;
	size_t		 stage_len, stage_size, staged;
	char		 stage_hash[JOURNAL_HASH_LEN + 1];
	/* The anchor (journal.h): the last acknowledged seq, beside it. */
	char		*anchor_path;
	int		 anchor_fd;
	uint64_t	 anchor_seq;
	char		*shortened;	/* the journal ends before the anchor */
	dev_t		 dev;		/* the file opened, to know it again */
	ino_t		 ino;
	/* The last line verified, as it was: it must still be there. */
	char		*last;
	size_t		 last_len, last_size;
	char		*stuck;		/* why nothing more is written */
};

enum scan_result {
	SCAN_OK,
	SCAN_TORN,	/* the last line is incomplete or bad */
	SCAN_BROKEN,	/* the chain is broken before the last line */
	SCAN_STOPPED,	/* the callback said stop */
	SCAN_NOMEM
};

enum line_fault {
	LINE_OK,
	LINE_SHAPE,	/* not "<seq> <time> <actor> <command> ~<hash>" */
	LINE_SEQ,	/* not the next seq */
	LINE_HASH	/* the hash does not match */
};

static const char	zero_hash[] = "0000000000000000";

int	(*journal_sync)(int) = fdatasync;
int	(*journal_truncate)(int, off_t) = ftruncate;

/* Set *cause to a fresh formatted string (NULL if memory runs out). */
static void __attribute__((format(printf, 2, 3)))
set_cause(char **cause, const char *fmt, ...)
{
	va_list	ap;
	char	*s;

	if (cause == NULL)
		return;
	va_start(ap, fmt);
	if (vasprintf(&s, fmt, ap) < 0)
		s = NULL;
	va_end(ap);
	*cause = s;
}

/*
 * Put fd's data on disk.  A signal that interrupts the call is no failure:
 * the call is made again (fdatasync(2) and fsync(2) may return EINTR).
 */
int
journal_sync_data(int fd)
{
	int	r;

	while ((r = journal_sync(fd)) != 0 && errno == EINTR)
		continue;
	return r;
}

/* Cut fd back to len bytes, again after a signal. */
static int
cut(int fd, off_t len)
{
	int	r;

	while ((r = journal_truncate(fd, len)) != 0 && errno == EINTR)
		continue;
	return r;
}

/* Grow *buf to at least size bytes. */
static bool
reserve(char **buf, size_t *have, size_t size)
{
	char	*p;
	size_t	 n = *have == 0 ? 4096 : *have;

	if (size <= *have)
		return true;
	while (n < size)
		n *= 2;
	if ((p = realloc(*buf, n)) == NULL)
		return false;
	*buf = p;
	*have = n;
	return true;
}

#define TIME_MAX_MS	253402300799999LL	/* 9999-12-31T23:59:59.999Z */

/* v as exactly width digits at p. */
static void
put_digits(char *p, int64_t v, int width)
{
	while (width-- > 0) {
		p[width] = (char)('0' + v % 10);
		v /= 10;
	}
}

int
journal_time_format(int64_t ms, char *buf)
{
	struct date	date;
	int64_t		s;

	if (ms < 0 || ms > TIME_MAX_MS)
		return -1;
	date_from_days(ms / 86400000, &date);	/* the calendar: duration.h */
	s = ms % 86400000 / 1000;
	memcpy(buf, "0000-00-00T00:00:00.000Z", JOURNAL_TIME_LEN + 1);
	put_digits(buf, date.year, 4);
	put_digits(buf + 5, date.month, 2);
	put_digits(buf + 8, date.day, 2);
	put_digits(buf + 11, s / 3600, 2);
	put_digits(buf + 14, s / 60 % 60, 2);
	put_digits(buf + 17, s % 60, 2);
	put_digits(buf + 20, ms % 1000, 3);
	return 0;
}

/* Exactly n digits at s. */
static int64_t
digits(const char *s, int n)
{
	int64_t	v = 0;
	int	k;

	for (k = 0; k < n; k++) {
		if (s[k] < '0' || s[k] > '9')
			return -1;
		v = v * 10 + (s[k] - '0');
	}
	return v;
}

int
journal_time_parse(const char *s, size_t len, int64_t *ms)
{
	static const uint8_t	mdays[] = {
		31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31
	};
	int64_t			y, mo, d, h, mi, se, f;
	struct date		date;

	if (len != JOURNAL_TIME_LEN || s[4] != '-' || s[7] != '-' ||
	    s[10] != 'T' || s[13] != ':' || s[16] != ':' || s[19] != '.' ||
	    s[23] != 'Z')
		return -1;
	y = digits(s, 4);
	mo = digits(s + 5, 2);
	d = digits(s + 8, 2);
	h = digits(s + 11, 2);
	mi = digits(s + 14, 2);
	se = digits(s + 17, 2);
	f = digits(s + 20, 3);
	if (y < 1970 || mo < 1 || mo > 12 || d < 1 || d > mdays[mo - 1] ||
	    h < 0 || h > 23 || mi < 0 || mi > 59 || se < 0 || se > 59 || f < 0)
		return -1;
	if (mo == 2 && d == 29 && !(y % 4 == 0 && (y % 100 != 0 ||
	    y % 400 == 0)))
		return -1;
	date.year = (uint16_t)y;
	date.month = (uint8_t)mo;
	date.day = (uint8_t)d;
	*ms = ((date_days(&date) * 24 + h) * 60 + mi) * 60000 + se * 1000 + f;
	return 0;
}

/* The chained hash of text (len bytes) after prev, as 16 hex digits. */
static void
chain_hash(const char *prev, const char *text, size_t len, char *out)
{
	struct sha256	s;
	uint8_t		d[SHA256_DIGEST_SIZE];

	sha256_init(&s);
	sha256_update(&s, prev, JOURNAL_HASH_LEN);
	sha256_update(&s, " ", 1);
	sha256_update(&s, text, len);
	sha256_final(&s, d);
	sha256_hex(d, JOURNAL_HASH_LEN / 2, out);
}

static bool
is_hex(char c)
{
	return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f');
}

/* The seq at the start of a line: -1 if there is none. */
static int64_t
line_seq(const char *s, size_t n, size_t *len)
{
	int64_t	v = 0;
	size_t	k;

	for (k = 0; k < n && s[k] >= '0' && s[k] <= '9'; k++) {
		if (k == 18)
			return -1;
		v = v * 10 + (s[k] - '0');
	}
	if (k == 0 || k == n || s[k] != ' ' || (s[0] == '0'))
		return -1;
	*len = k;
	return v;
}

/*
 * The shape of one line (n bytes, no newline): seq, time, actor and
 * command where they should be, the hash 16 hex digits, no control byte.
 * Fills l->seq and l->time_ms and the offsets of the actor and command.
 */
static bool
line_shape(const char *s, size_t n, struct journal_line *l, size_t *actor_at,
    size_t *actor_len, size_t *cmd_at, size_t *cmd_len)
{
	int64_t	seq;
	size_t	k, seq_len, text_len;

	if (n < TAIL_LEN + 1 || (seq = line_seq(s, n, &seq_len)) < 0)
		return false;
	text_len = n - TAIL_LEN;
	if (s[text_len] != ' ' || s[text_len + 1] != '~')
		return false;
	for (k = text_len + 2; k < n; k++) {
		if (!is_hex(s[k]))
			return false;
	}
	k = seq_len + 1;
	if (text_len < k + JOURNAL_TIME_LEN + 1 || journal_time_parse(s + k,
	    JOURNAL_TIME_LEN, &l->time_ms) != 0 ||
	    s[k + JOURNAL_TIME_LEN] != ' ')
		return false;
	*actor_at = k = k + JOURNAL_TIME_LEN + 1;
	while (k < text_len && s[k] != ' ')
		k++;
	*actor_len = k - *actor_at;
	if (*actor_len == 0 || k + 1 >= text_len || s[k + 1] == ' ' ||
	    s[text_len - 1] == ' ')
		return false;
	*cmd_at = k + 1;
	*cmd_len = text_len - *cmd_at;
	for (k = 0; k < n; k++) {
		if ((unsigned char)s[k] < 0x20 || s[k] == 0x7f)
			return false;
	}
	l->seq = (uint64_t)seq;
	return true;
}

/* Check one line (n bytes, no newline) against the chain. */
static enum line_fault
line_check(const struct scan *sc, const char *s, size_t n,
    struct journal_line *l, size_t *actor_at, size_t *actor_len,
    size_t *cmd_at, size_t *cmd_len, char *hash)
{
	size_t	text_len = n - TAIL_LEN;

	if (!line_shape(s, n, l, actor_at, actor_len, cmd_at, cmd_len))
		return LINE_SHAPE;
	if (l->seq != sc->seq + 1)
		return LINE_SEQ;
	chain_hash(sc->hash, s, text_len, hash);
	if (memcmp(hash, s + text_len + 2, JOURNAL_HASH_LEN) != 0)
		return LINE_HASH;
	return LINE_OK;
}

/* The hash that ends s (n bytes), into hash; false when there is none. */
static bool
stored_hash(const char *s, size_t n, char *hash)
{
	size_t	k;

	if (n < TAIL_LEN || s[n - TAIL_LEN] != ' ' ||
	    s[n - TAIL_LEN + 1] != '~')
		return false;
	for (k = n - JOURNAL_HASH_LEN; k < n; k++) {
		if (!is_hex(s[k]))
			return false;
	}
	memcpy(hash, s + n - JOURNAL_HASH_LEN, JOURNAL_HASH_LEN);
	hash[JOURNAL_HASH_LEN] = '\0';
	return true;
}

bool
journal_split(char *line, struct journal_line *l)
{
	size_t	n = strlen(line), actor_at, actor_len, cmd_at, cmd_len;

	if (!line_shape(line, n, l, &actor_at, &actor_len, &cmd_at, &cmd_len))
		return false;
	(void)stored_hash(line, n, l->hash);
	l->fault = NULL;
	line[actor_at + actor_len] = '\0';
	line[cmd_at + cmd_len] = '\0';
	l->actor = line + actor_at;
	l->command = line + cmd_at;
	l->lineno = 0;
	return true;
}

/* Where the line with seq want is in buf, from line number lineno on. */
static size_t
find_seq(const char *buf, size_t len, size_t lineno, uint64_t want)
{
	const char	*nl;
	size_t		 at = 0, n;

	while (at < len) {
		nl = memchr(buf + at, '\n', len - at);
		n = nl == NULL ? len - at : (size_t)(nl - (buf + at));
		if ((uint64_t)line_seq(buf + at, n, &n) == want)
			return lineno;
		if (nl == NULL)
			break;
		at = (size_t)(nl - buf) + 1;
		lineno++;
	}
	return 0;
}

/* The message for a line that breaks the chain. */
static void
describe(const struct scan *sc, enum line_fault f, const char *s, size_t n,
    const char *rest, size_t rest_len, char **why)
{
	size_t		 lineno = sc->lineno + 1, w = 0, at;
	int64_t		 seq;
	uint64_t	 want = sc->seq + 1;
	char		 q[UTF8_QUOTE_SIZE];

	while (w < n && w < 20 && s[w] != ' ')
		w++;
	utf8_quote(q, sizeof q, s, w);
	seq = line_seq(s, n, &at);
	switch (f) {
	case LINE_SEQ:
		if ((uint64_t)seq < want) {
			set_cause(why, "%s:%zu: '%s': seq %lld again after "
			    "seq %llu: lines reordered or repeated", sc->name,
			    lineno, q, (long long)seq,
			    (unsigned long long)sc->seq);
		} else if ((at = find_seq(rest, rest_len, lineno + 1,
		    want)) != 0) {
			set_cause(why, "%s:%zu: '%s': seq %lld comes before "
			    "seq %llu (line %zu): lines reordered", sc->name,
			    lineno, q, (long long)seq,
			    (unsigned long long)want, at);
		} else {
			set_cause(why, "%s:%zu: '%s': seq %llu is missing: "
			    "a line was removed", sc->name, lineno, q,
			    (unsigned long long)want);
		}
		break;
	case LINE_HASH:
		set_cause(why, "%s:%zu: '%s': hash does not match: line %lld "
		    "was edited", sc->name, lineno, q, (long long)seq);
		break;
	default:
		set_cause(why, "%s:%zu: '%s': not a journal line (seq time "
		    "actor command ~hash)", sc->name, lineno, q);
		break;
	}
}

/* Hand one line to the callback: its actor and command copied out. */
static enum scan_result
deliver(struct scan *sc, struct journal_line *l, const char *actor,
    size_t actor_len, const char *cmd, size_t cmd_len)
{
	if (sc->cb == NULL)
		return SCAN_OK;
	if (!reserve(&sc->copy, &sc->copy_size, actor_len + cmd_len + 2))
		return SCAN_NOMEM;
	memcpy(sc->copy, actor, actor_len);
	sc->copy[actor_len] = '\0';
	memcpy(sc->copy + actor_len + 1, cmd, cmd_len);
	sc->copy[actor_len + 1 + cmd_len] = '\0';
	l->actor = sc->copy;
	l->command = sc->copy + actor_len + 1;
	l->lineno = sc->lineno + 1;
	return sc->cb(sc->arg, l) == 0 ? SCAN_OK : SCAN_STOPPED;
}

/*
 * The seq to go on from after a line that breaks the chain: the one it
 * should have had (want: its own seq was edited) when the next line
 * follows that, else its own (have: a line before it was removed).
 */
static uint64_t
next_seq(uint64_t want, uint64_t have, const char *rest, size_t rest_len)
{
	const char	*nl = memchr(rest, '\n', rest_len);
	size_t		 n = nl == NULL ? rest_len : (size_t)(nl - rest), k;

	if ((uint64_t)line_seq(rest, n, &k) == want + 1)
		return want;
	return have;
}

/*
 * The hash to go on from after a line that breaks the chain: its stored
 * one (its text was edited), or the one its text gives after prev (its
 * hash was edited), whichever the next line follows; into hash.
 */
static void
next_hash(const char *prev, const char *s, size_t n, char *hash,
    const char *rest, size_t rest_len)
{
	const char	*nl = memchr(rest, '\n', rest_len);
	size_t		 m = nl == NULL ? rest_len : (size_t)(nl - rest);
	char		 computed[JOURNAL_HASH_LEN + 1], next[JOURNAL_HASH_LEN + 1];

	if (n < TAIL_LEN || m < TAIL_LEN)
		return;
	chain_hash(prev, s, n - TAIL_LEN, computed);
	chain_hash(computed, rest, m - TAIL_LEN, next);
	if (memcmp(next, rest + m - JOURNAL_HASH_LEN, JOURNAL_HASH_LEN) == 0)
		memcpy(hash, computed, JOURNAL_HASH_LEN + 1);
}

/*
 * A line that breaks the chain, handed on as it stands (tolerant
 * reading), l->fault saying why.  One whose fields cannot be told apart
 * comes whole as the command of actor "?" (whoever reads it refuses it).
 * The chain goes on from the line's own seq and hash, so that one edited
 * line is one break.
 */
static enum scan_result
deliver_fault(struct scan *sc, enum line_fault f, const char *s, size_t n,
    const char *rest, size_t rest_len)
{
	struct journal_line	 l;
	size_t			 aa, al, ca, cl, k;
	enum scan_result	 r;
	char			*why = NULL;

	describe(sc, f, s, n, rest, rest_len, &why);
	if (why == NULL)
		return SCAN_NOMEM;
	memset(&l, 0, sizeof l);
	l.fault = why;
	if (f != LINE_SHAPE && line_shape(s, n, &l, &aa, &al, &ca, &cl)) {
		(void)stored_hash(s, n, l.hash);
		r = deliver(sc, &l, s + aa, al, s + ca, cl);
	} else {
		l.seq = sc->seq + 1;
		if (!stored_hash(s, n, l.hash))
			memcpy(l.hash, sc->hash, sizeof l.hash);
		for (k = 0; k < n && s[k] != '\0'; k++)
			continue;
		r = deliver(sc, &l, "?", 1, s, k);
	}
	free(why);
	if (r != SCAN_OK)
		return r;
	if (l.seq == sc->acked)
		sc->acked_broken = true;	/* a break, told as such */
	sc->seq = next_seq(sc->seq + 1, l.seq, rest, rest_len);
	next_hash(sc->hash, s, n, l.hash, rest, rest_len);
	memcpy(sc->hash, l.hash, sizeof sc->hash);
	sc->lineno++;
	return SCAN_OK;
}

/*
 * Verify and hand on the whole lines of buf.  *used is the length of the
 * good lines.  A bad or unterminated last line is SCAN_TORN with *why
 * describing it; a bad line before it is SCAN_BROKEN.
 */
static enum scan_result
scan(struct scan *sc, const char *buf, size_t len, size_t *used, char **why)
{
	struct journal_line	 l;
	const char		*s, *nl;
	size_t			 at = 0, n, aa, al, ca, cl;
	enum line_fault		 f;
	enum scan_result	 r;
	char			 hash[JOURNAL_HASH_LEN + 1];

	*why = NULL;
	for (; at < len; at += n + 1) {
		*used = at;
		s = buf + at;
		if ((nl = memchr(s, '\n', len - at)) == NULL) {
			set_cause(why, "%s:%zu: torn last line (no newline) "
			    "dropped", sc->name, sc->lineno + 1);
			return SCAN_TORN;
		}
		n = (size_t)(nl - s);
		f = line_check(sc, s, n, &l, &aa, &al, &ca, &cl, hash);
		/* A bad last line is torn, unless the anchor says it was
		 * acknowledged: then it was edited, and breaks the chain. */
		if (f != LINE_OK && at + n + 1 == len &&
		    !(sc->tolerant && sc->seq + 1 <= sc->acked)) {
			set_cause(why, "%s:%zu: torn last line (bad %s) "
			    "dropped", sc->name, sc->lineno + 1,
			    f == LINE_HASH ? "hash" : f == LINE_SEQ ? "seq" :
			    "format");
			return SCAN_TORN;
		}
		if (f != LINE_OK && sc->tolerant) {
			if ((r = deliver_fault(sc, f, s, n, nl + 1,
			    len - at - n - 1)) != SCAN_OK)
				return r;
			continue;
		}
		if (f != LINE_OK) {
			describe(sc, f, s, n, nl + 1, len - at - n - 1, why);
			return SCAN_BROKEN;
		}
		memcpy(l.hash, hash, sizeof l.hash);
		l.fault = NULL;
		if ((r = deliver(sc, &l, s + aa, al, s + ca, cl)) != SCAN_OK)
			return r;
		if (l.seq == sc->acked)
			memcpy(sc->acked_hash, hash, sizeof sc->acked_hash);
		sc->seq = l.seq;
		memcpy(sc->hash, hash, sizeof sc->hash);
		sc->lineno++;
	}
	*used = len;
	return SCAN_OK;
}

/* Turn a scan result other than OK and TORN into *cause. */
static void
scan_cause(const struct scan *sc, enum scan_result r, char *why,
    char **cause)
{
	if (r == SCAN_BROKEN) {
		if (cause != NULL)
			*cause = why;
		else
			free(why);
		return;
	}
	free(why);
	if (r == SCAN_STOPPED)
		set_cause(cause, "%s:%zu: stopped by the caller at seq %llu",
		    sc->name, sc->lineno + 1, (unsigned long long)sc->seq + 1);
	else
		set_cause(cause, "%s: out of memory", sc->name);
}

static long
verify(const char *name, const char *buf, size_t len, bool tolerant,
    uint64_t acked, journal_cb cb, void *arg, char **warning, char **cause)
{
	struct scan		sc;
	enum scan_result	r;
	size_t			used;
	char			*why;

	memset(&sc, 0, sizeof sc);
	sc.name = name;
	memcpy(sc.hash, zero_hash, sizeof sc.hash);
	sc.cb = cb;
	sc.arg = arg;
	sc.tolerant = tolerant;
	sc.acked = acked;
	if (warning != NULL)
		*warning = NULL;
	r = scan(&sc, buf, len, &used, &why);
	free(sc.copy);
	if (r == SCAN_TORN) {
		if (warning != NULL)
			*warning = why;
		else
			free(why);
	} else if (r != SCAN_OK) {
		scan_cause(&sc, r, why, cause);
		return -1;
	}
	return (long)sc.lineno;
}

long
journal_verify(const char *name, const char *buf, size_t len, journal_cb cb,
    void *arg, char **warning, char **cause)
{
	return verify(name, buf, len, false, 0, cb, arg, warning, cause);
}

long
journal_verify_all(const char *name, const char *buf, size_t len,
    journal_cb cb, void *arg, char **warning, char **cause)
{
	return verify(name, buf, len, true, 0, cb, arg, warning, cause);
}

/* Read the bytes of fd from end to the file's end into *buf. */
static int
read_from(int fd, const char *path, off_t end, char **buf, size_t *size,
    size_t *len, char **cause)
{
	struct stat	st;
	ssize_t		got;
	size_t		n, done = 0;

	if (fstat(fd, &st) != 0) {
		set_cause(cause, "%s: %s", path, strerror(errno));
		return -1;
	}
	if (st.st_size < end) {
		set_cause(cause, "%s: the journal shrank under us (%lld bytes "
		    "known, %lld now)", path, (long long)end,
		    (long long)st.st_size);
		return -1;
	}
	n = (size_t)(st.st_size - end);
	if (!reserve(buf, size, n + 1)) {
		set_cause(cause, "%s: out of memory", path);
		return -1;
	}
	while (done < n) {
		got = pread(fd, *buf + done, n - done, end + (off_t)done);
		if (got < 0 && errno == EINTR)
			continue;
		if (got <= 0) {
			set_cause(cause, "%s: %s", path, got == 0 ?
			    "unexpected end of file" : strerror(errno));
			return -1;
		}
		done += (size_t)got;
	}
	*len = n;
	return 0;
}

/* Take the flock on fd: 0, or -1 (with errno EWOULDBLOCK and no cause
 * when LOCK_NB found it taken). */
static int
lock_fd(int fd, const char *path, int how, char **cause)
{
	while (flock(fd, how) != 0) {
		if (errno == EINTR)
			continue;
		if (errno != EWOULDBLOCK)
			set_cause(cause, "%s: lock: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/*
 * Writers exclude each other with a lock on <journal>.lock, a file only
 * the journal's user may open (0600): no other user can take it and stop
 * the event (a lock on the journal itself, which every arbiter may read,
 * could be held by anyone for as long as he likes).  Readers are kept
 * from a half-written line by a lock on the journal taken without
 * waiting: when another process holds it, the line is written all the
 * same, and a reader that sees it half-written drops it as torn.
 */
static int
lock(struct journal *j, int how, char **cause)
{
	if (lock_fd(j->lock_fd, j->path, how, cause) != 0)
		return -1;
	if ((how & LOCK_EX) != 0)
		(void)flock(j->fd, LOCK_EX | LOCK_NB);
	return 0;
}

static void
unlock(struct journal *j)
{
	flock(j->fd, LOCK_UN);
	flock(j->lock_fd, LOCK_UN);
}

/*
 * <journal>.lock, made 0600 (a file by hand, or an older build's, is set
 * to it); one another user owns is refused: he could hold its lock.
 */
static int
open_lock(struct journal *j, char **cause)
{
	struct stat	 st;
	char		*path;

	if (asprintf(&path, "%s.lock", j->path) < 0) {
		set_cause(cause, "%s: out of memory", j->path);
		return -1;
	}
	j->lock_fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC,
	    0600);
	if (j->lock_fd < 0 || fstat(j->lock_fd, &st) != 0)
		set_cause(cause, "%s: %s", path, strerror(errno));
	else if (st.st_uid != geteuid())
		set_cause(cause, "%s: owned by uid %lu, not by this user: its "
		    "lock could stop the event; remove it", path,
		    (unsigned long)st.st_uid);
	else if ((st.st_mode & 077) != 0 && fchmod(j->lock_fd, 0600) != 0)
		set_cause(cause, "%s: %s", path, strerror(errno));
	else {
		free(path);
		return 0;
	}
	free(path);
	return -1;
}

int
journal_append_durable(const char *path, const char *bytes, size_t n)
{
	size_t	done = 0;
	ssize_t	w;
	int	fd, r = -1, e;

	/* 0600 whatever the umask, and again on a file made by hand. */
	fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0600);
	if (fd < 0)
		return -1;
	if (fchmod(fd, 0600) != 0)
		goto out;
	while (done < n) {
		w = write(fd, bytes + done, n - done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w <= 0)
			goto out;
		done += (size_t)w;
	}
	r = journal_sync_data(fd);
out:
	e = errno;
	close(fd);
	errno = e;
	return r;
}

/*
 * A torn tail (n bytes after the good lines) is moved aside, to
 * <journal>.torn, before it is cut off: it was never acknowledged, but it
 * is evidence, and nothing is destroyed.
 */
static int
keep_torn(struct journal *j, const char *bytes, size_t n)
{
	char	*path = NULL, *line;
	int	 r;

	if (asprintf(&path, "%s.torn", j->path) < 0)
		return -1;
	if ((line = malloc(n + 1)) == NULL) {
		free(path);
		return -1;
	}
	memcpy(line, bytes, n);
	line[n] = '\n';
	r = journal_append_durable(path, line, n + 1);
	free(line);
	free(path);
	return r;
}

/*
 * Remember the last line of buf (len bytes of whole lines, read or
 * written at j->end): before the next write it must still be there.
 */
static void
remember_last(struct journal *j, const char *buf, size_t len)
{
	size_t	at = len - 1;

	if (len == 0)
		return;
	while (at > 0 && buf[at - 1] != '\n')
		at--;
	j->last_len = 0;	/* out of memory: not checked */
	if (reserve(&j->last, &j->last_size, len - at)) {
		memcpy(j->last, buf + at, len - at);
		j->last_len = len - at;
	}
}

/* Nothing more is written: why, for every later write too. */
static void
set_stuck(struct journal *j, const char *why)
{
	if (j->stuck == NULL)
		j->stuck = strdup(why);
}

/*
 * Before a write: the last line verified is where it was, byte for byte
 * (so its hash too).  A journal rewritten in place (an editor, a restore
 * over it) has moved or changed it: what is at the end is not known, and
 * nothing is cut or written (issue 26, item 7).
 */
static int
tail_intact(struct journal *j, char **cause)
{
	char	*got;
	ssize_t	 n = 0;
	off_t	 at = j->end - (off_t)j->last_len;
	char	*why = NULL;

	if (j->last_len == 0)
		return 0;
	if ((got = malloc(j->last_len)) == NULL) {
		set_cause(cause, "%s: out of memory", j->path);
		return -1;
	}
	while ((n = pread(j->fd, got, j->last_len, at)) < 0 && errno == EINTR)
		continue;
	if (n != (ssize_t)j->last_len || memcmp(got, j->last, j->last_len) != 0)
		set_cause(&why, "%s: seq %llu is no longer the line written or "
		    "read at byte %lld: the journal was changed in place; "
		    "nothing more is written to it", j->path,
		    (unsigned long long)j->sc.seq, (long long)at);
	free(got);
	if (why == NULL && n == (ssize_t)j->last_len)
		return 0;
	set_stuck(j, why != NULL ? why : j->path);
	set_cause(cause, "%s", j->stuck);
	free(why);
	return -1;
}

/*
 * With the lock held: read, verify and hand on what was appended since.
 * A torn tail is cut off when writing (an exclusive lock is held, so it
 * is a crashed writer's) and left alone otherwise.  Returns the number of
 * lines, or -1.
 */
static long
catch_up(struct journal *j, bool writing, char **cause)
{
	enum scan_result	r;
	size_t			len, used;
	size_t			before = j->sc.lineno;
	char			*why;

	if (writing && tail_intact(j, cause) != 0)
		return -1;
	if (read_from(j->fd, j->path, j->end, &j->buf, &j->buf_size, &len,
	    cause) != 0)
		return -1;
	if (len == 0)
		return 0;
	r = scan(&j->sc, j->buf, len, &used, &why);
	remember_last(j, j->buf, used);
	j->end += (off_t)used;
	if (r == SCAN_TORN) {
		if (!writing) {
			free(why);
			return (long)(j->sc.lineno - before);
		}
		if (keep_torn(j, j->buf + used, len - used) != 0 ||
		    cut(j->fd, j->end) != 0 ||
		    journal_sync_data(j->fd) != 0) {
			free(why);
			set_cause(cause, "%s: cutting a torn line: %s",
			    j->path, strerror(errno));
			return -1;
		}
		free(j->warning);
		j->warning = why;
	} else if (r != SCAN_OK) {
		scan_cause(&j->sc, r, why, cause);
		return -1;
	}
	return (long)(j->sc.lineno - before);
}

/*
 * A new file's name is on disk only once its directory is synced: without
 * this a crash could lose a fresh journal with its acknowledged lines.
 */
static int
sync_parent(const char *path)
{
	const char	*slash = strrchr(path, '/');
	char		*dir;
	int		 fd, r;

	if (slash == NULL)
		dir = strdup(".");
	else if (slash == path)
		dir = strdup("/");
	else
		dir = strndup(path, (size_t)(slash - path));
	if (dir == NULL)
		return -1;
	fd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
	free(dir);
	if (fd < 0)
		return -1;
	while ((r = fsync(fd)) != 0 && errno == EINTR)
		continue;
	close(fd);
	return r;
}

/* "<seq, 20 digits> <hash>\n": rewritten in place after each write. */
#define ANCHOR_LEN	(20 + 1 + JOURNAL_HASH_LEN + 1)

/* The seq an anchor names, or 0 (none, or not an anchor); its hash into
 * hash (may be NULL). */
static uint64_t
anchor_read(int fd, char *hash)
{
	char		buf[ANCHOR_LEN];
	uint64_t	seq = 0;
	size_t		k;

	if (fd < 0 || pread(fd, buf, ANCHOR_LEN, 0) != ANCHOR_LEN ||
	    buf[20] != ' ' || buf[ANCHOR_LEN - 1] != '\n')
		return 0;
	for (k = 0; k < 20; k++) {
		if (buf[k] < '0' || buf[k] > '9')
			return 0;
		seq = seq * 10 + (uint64_t)(buf[k] - '0');
	}
	for (k = 21; k < ANCHOR_LEN - 1; k++) {
		if (!is_hex(buf[k]))
			return 0;
	}
	if (hash != NULL) {
		memcpy(hash, buf + 21, JOURNAL_HASH_LEN);
		hash[JOURNAL_HASH_LEN] = '\0';
	}
	return seq;
}

/*
 * After lines are on disk: the anchor names the last.  Its own fdatasync
 * is the price of knowing, at the next start, that the journal lost lines
 * at its end (a restore, a line removed by hand, a power cut at a line's
 * boundary).  A failure here loses nothing written: it is not reported.
 */
static void
anchor_write(struct journal *j)
{
	char	buf[ANCHOR_LEN + 1];

	if (j->anchor_fd < 0)
		return;
	snprintf(buf, sizeof buf, "%020llu %s\n",
	    (unsigned long long)j->sc.seq, j->sc.hash);
	if (pwrite(j->anchor_fd, buf, ANCHOR_LEN, 0) == ANCHOR_LEN)
		(void)journal_sync_data(j->anchor_fd);
	j->anchor_seq = j->sc.seq;
}

uint64_t
journal_anchor(const char *path)
{
	return journal_anchor_hash(path, NULL);
}

uint64_t
journal_anchor_hash(const char *path, char *hash)
{
	struct stat	 st;
	char		*anchor = NULL;
	uint64_t	 seq;
	int		 fd, r;

	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		r = asprintf(&anchor, "%s/%s.anchor", path, JOURNAL_FILE);
	else
		r = asprintf(&anchor, "%s.anchor", path);
	if (r < 0)
		return 0;
	fd = open(anchor, O_RDONLY | O_CLOEXEC);
	free(anchor);
	seq = anchor_read(fd, hash);
	if (fd >= 0)
		close(fd);
	return seq;
}

/*
 * Is the file at the journal's path still the one opened?  An editor's
 * save, a restore or rsync puts another file there (or none): lines
 * written to the old one would be lost to every later reader.
 */
static int
same_file(const struct journal *j, char **cause)
{
	struct stat	st;

	if (stat(j->path, &st) == 0 && st.st_dev == j->dev &&
	    st.st_ino == j->ino)
		return 0;
	set_cause(cause, "%s: the file was replaced or removed since it was "
	    "opened: nothing is written until the server is started again on "
	    "the file now there", j->path);
	return -1;
}

/* May lines be written?  Not when the file was replaced, nor when the
 * journal is stuck (journal_stuck()). */
static int
writable(const struct journal *j, char **cause)
{
	if (j->stuck != NULL) {
		set_cause(cause, "%s", j->stuck);
		return -1;
	}
	return same_file(j, cause);
}

const char *
journal_stuck(const struct journal *j)
{
	return j->stuck;
}

/* Where the line seq with hash ends in buf (len bytes); -1: nowhere. */
static ssize_t
line_end(const char *buf, size_t len, uint64_t seq, const char *hash)
{
	const char	*nl;
	size_t		 at = 0, n, k;
	char		 h[JOURNAL_HASH_LEN + 1];

	if (seq == 0)
		return 0;
	for (; at < len && (nl = memchr(buf + at, '\n', len - at)) != NULL;
	    at += n + 1) {
		n = (size_t)(nl - (buf + at));
		if ((uint64_t)line_seq(buf + at, n, &k) == seq &&
		    stored_hash(buf + at, n, h) && strcmp(h, hash) == 0)
			return (ssize_t)(at + n + 1);
	}
	return -1;
}

/*
 * With the lock held, before the journal is read: <journal>.refused says
 * a refused write stayed in the file (refused_kept()).  What follows the
 * line it names is moved to <journal>.torn and cut off, then the mark is
 * removed.  A mark naming a line the journal does not hold stops the
 * opening: what to cut is not known.
 */
static int
cut_refused(struct journal *j, char **cause)
{
	char		*path, mark[ANCHOR_LEN], hash[JOURNAL_HASH_LEN + 1];
	char		*why = NULL;
	size_t		 len = 0, k;
	uint64_t	 seq = 0;
	ssize_t		 end = -1;
	int		 fd, r = -1;

	if (asprintf(&path, "%s.refused", j->path) < 0) {
		set_cause(cause, "%s: out of memory", j->path);
		return -1;
	}
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		if (errno != ENOENT)
			set_cause(cause, "%s: %s", path, strerror(errno));
		else
			r = 0;
		free(path);
		return r;
	}
	if (pread(fd, mark, ANCHOR_LEN, 0) == ANCHOR_LEN && mark[20] == ' ' &&
	    mark[ANCHOR_LEN - 1] == '\n') {
		for (k = 0; k < 20 && mark[k] >= '0' && mark[k] <= '9'; k++)
			seq = seq * 10 + (uint64_t)(mark[k] - '0');
		memcpy(hash, mark + 21, JOURNAL_HASH_LEN);
		hash[JOURNAL_HASH_LEN] = '\0';
		if (k == 20 && read_from(j->fd, j->path, 0, &j->buf,
		    &j->buf_size, &len, &why) == 0)
			end = line_end(j->buf, len, seq, hash);
	}
	close(fd);
	if (end < 0) {
		if (why != NULL)
			set_cause(cause, "%s", why);
		else
			set_cause(cause, "%s: names a line (seq %llu) the "
			    "journal does not hold: what to cut off is not "
			    "known; see it and remove it", path,
			    (unsigned long long)seq);
	} else if ((size_t)end < len && (keep_torn(j, j->buf + end,
	    len - (size_t)end - (j->buf[len - 1] == '\n')) != 0 ||
	    cut(j->fd, end) != 0 || journal_sync_data(j->fd) != 0))
		set_cause(cause, "%s: cutting the refused lines after seq "
		    "%llu: %s", j->path, (unsigned long long)seq,
		    strerror(errno));
	else if (unlink(path) != 0 || sync_parent(path) != 0)
		set_cause(cause, "%s: %s", path, strerror(errno));
	else {
		if ((size_t)end < len)
			set_cause(&j->warning, "%s: the lines after seq %llu "
			    "were refused but stayed in the file: cut off, "
			    "kept in %s.torn", j->path,
			    (unsigned long long)seq, j->path);
		r = 0;
	}
	free(why);
	free(path);
	return r;
}

struct journal *
journal_open(const char *path, journal_cb cb, void *arg, char **cause)
{
	struct journal	*j;
	struct stat	 st;
	char		 anchor_hash[JOURNAL_HASH_LEN + 1] = "";
	int		 r;

	if ((j = calloc(1, sizeof *j)) == NULL) {
		set_cause(cause, "%s: out of memory", path);
		return NULL;
	}
	j->fd = j->anchor_fd = j->lock_fd = -1;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode))
		r = asprintf(&j->path, "%s/%s", path, JOURNAL_FILE);
	else
		r = (j->path = strdup(path)) == NULL ? -1 : 0;
	if (r < 0) {
		free(j);
		set_cause(cause, "%s: out of memory", path);
		return NULL;
	}
	j->sc.name = j->path;
	memcpy(j->sc.hash, zero_hash, sizeof j->sc.hash);
	j->sc.cb = cb;
	j->sc.arg = arg;
	j->sc.tolerant = true;	/* the writer decides what a break means */
	j->fd = open(j->path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0644);
	if (j->fd >= 0 && sync_parent(j->path) != 0) {
		set_cause(cause, "%s: syncing its directory: %s", j->path,
		    strerror(errno));
		goto fail;
	}
	if (j->fd < 0 && errno == EEXIST)
		j->fd = open(j->path, O_RDWR | O_CLOEXEC);
	if (j->fd < 0) {
		set_cause(cause, "%s: %s", j->path, strerror(errno));
		goto fail;
	}
	if (fstat(j->fd, &st) != 0) {
		set_cause(cause, "%s: %s", j->path, strerror(errno));
		goto fail;
	}
	j->dev = st.st_dev;
	j->ino = st.st_ino;
	if (asprintf(&j->anchor_path, "%s.anchor", j->path) < 0) {
		set_cause(cause, "%s: out of memory", path);
		goto fail;
	}
	j->anchor_fd = open(j->anchor_path, O_RDWR | O_CREAT | O_CLOEXEC,
	    0644);
	if (open_lock(j, cause) != 0)
		goto fail;
	j->sc.acked = j->anchor_seq = anchor_read(j->anchor_fd, anchor_hash);
	if (lock(j, LOCK_EX, cause) != 0)
		goto fail;
	if (cut_refused(j, cause) != 0 || catch_up(j, true, cause) < 0) {
		unlock(j);
		goto fail;
	}
	unlock(j);
	if (j->sc.seq < j->anchor_seq &&
	    asprintf(&j->shortened, "%s ends at seq %llu, but seq %llu was "
	    "written and acknowledged (%s): lines are missing", j->path,
	    (unsigned long long)j->sc.seq, (unsigned long long)j->anchor_seq,
	    j->anchor_path) < 0)
		j->shortened = NULL;
	/* The line the anchor names is not the one written: the journal
	 * was rewritten up to it, with a chain that holds (issue 26.8). */
	else if (j->sc.seq >= j->anchor_seq && j->anchor_seq != 0 &&
	    !j->sc.acked_broken && strcmp(j->sc.acked_hash, anchor_hash) != 0 &&
	    asprintf(&j->shortened, "%s: seq %llu has hash %s, but %s was "
	    "written and acknowledged (%s): the journal was rewritten",
	    j->path, (unsigned long long)j->anchor_seq, j->sc.acked_hash,
	    anchor_hash, j->anchor_path) < 0)
		j->shortened = NULL;
	return j;
fail:
	journal_close(j);
	return NULL;
}

const char *
journal_shortened(const struct journal *j)
{
	return j->shortened;
}

uint64_t
journal_anchor_seq(const struct journal *j)
{
	return j->anchor_seq;
}

void
journal_close(struct journal *j)
{
	if (j == NULL)
		return;
	if (j->fd >= 0)
		close(j->fd);
	if (j->lock_fd >= 0)
		close(j->lock_fd);
	free(j->path);
	free(j->warning);
	if (j->anchor_fd >= 0)
		close(j->anchor_fd);
	free(j->anchor_path);
	free(j->shortened);
	free(j->last);
	free(j->stuck);
	free(j->buf);
	free(j->stage);
	free(j->sc.copy);
	free(j);
}

char *
journal_warning(struct journal *j)
{
	char	*w = j->warning;

	j->warning = NULL;
	return w;
}

uint64_t
journal_seq(const struct journal *j)
{
	return j->sc.seq;
}

const char *
journal_path(const struct journal *j)
{
	return j->path;
}

/* An actor is one printable word; a command one line, trimmed. */
static bool
text_ok(const char *s, bool word)
{
	size_t	k, n = strlen(s);

	if (n == 0 || s[0] == ' ' || s[n - 1] == ' ')
		return false;
	for (k = 0; k < n; k++) {
		if ((unsigned char)s[k] < 0x20 || s[k] == 0x7f ||
		    (word && s[k] == ' '))
			return false;
	}
	return true;
}

/*
 * Line seq of actor's command at tm, chained after prev, at *buf + at
 * (grown as needed); prev becomes its hash.  The new length, or 0 when
 * memory ran out.
 */
static size_t
put_line(char **buf, size_t *size, size_t at, uint64_t seq, const char *tm,
    const char *actor, const char *command, char *prev)
{
	size_t	need, text;

	need = at + 21 + JOURNAL_TIME_LEN + strlen(actor) + strlen(command) +
	    TAIL_LEN + 4;
	if (!reserve(buf, size, need))
		return 0;
	text = (size_t)snprintf(*buf + at, *size - at, "%llu %s %s %s",
	    (unsigned long long)seq, tm, actor, command);
	chain_hash(prev, *buf + at, text, prev);
	snprintf(*buf + at + text, *size - at - text, " ~%s\n", prev);
	return at + text + TAIL_LEN + 1;
}

/* Write lines for the commands at the end of the chain into j->buf. */
static int
build(struct journal *j, const char *actor, const char *const *commands,
    size_t n, int64_t now_ms, size_t *len, char *hash, char **cause)
{
	char		 tm[JOURNAL_TIME_LEN + 1], prev[JOURNAL_HASH_LEN + 1];
	size_t		 k, at = 0;
	uint64_t	 seq = j->sc.seq;

	if (journal_time_format(now_ms, tm) != 0) {
		set_cause(cause, "%s: time %lld out of range", j->path,
		    (long long)now_ms);
		return -1;
	}
	memcpy(prev, j->sc.hash, sizeof prev);
	for (k = 0; k < n; k++) {
		if ((at = put_line(&j->buf, &j->buf_size, at, ++seq, tm, actor,
		    commands[k], prev)) == 0) {
			set_cause(cause, "%s: out of memory", j->path);
			return -1;
		}
	}
	memcpy(hash, prev, JOURNAL_HASH_LEN + 1);
	*len = at;
	return 0;
}

/*
 * A refused write (the bytes after j->end) that could not be cut off
 * may stay in the file: its lines must never be read as the event's
 * (issue 26, item 4).  Nothing more is written, and <journal>.refused
 * names the last line written before (its seq and hash, as the anchor
 * does), so that the next journal_open() cuts what follows it.
 */
static void
refused_kept(struct journal *j)
{
	char	 mark[ANCHOR_LEN + 1], *path = NULL, *why = NULL;
	int	 e = errno, marked = -1;

	snprintf(mark, sizeof mark, "%020llu %s\n",
	    (unsigned long long)j->sc.seq, j->sc.hash);
	if (asprintf(&path, "%s.refused", j->path) >= 0) {
		marked = journal_append_durable(path, mark, ANCHOR_LEN);
		if (marked == 0)
			marked = sync_parent(path);
	}
	if (marked == 0)
		set_cause(&why, "%s: a refused write could not be taken back "
		    "(%s): nothing more is written; the next start cuts what "
		    "follows seq %llu (%s)", j->path, strerror(e),
		    (unsigned long long)j->sc.seq, path);
	else
		set_cause(&why, "%s: a refused write could not be taken back "
		    "(%s), nor marked (%s): nothing more is written; remove "
		    "what follows seq %llu before starting again", j->path,
		    strerror(e), path != NULL ? path : "?",
		    (unsigned long long)j->sc.seq);
	set_stuck(j, why != NULL ? why : j->path);
	free(why);
	free(path);
}

/* Write len bytes of buf at j->end and make them durable. */
static int
write_durable(struct journal *j, const char *buf, size_t len, char **cause)
{
	ssize_t	w;
	size_t	done = 0;

	while (done < len) {
		w = pwrite(j->fd, buf + done, len - done,
		    j->end + (off_t)done);
		if (w < 0 && errno == EINTR)
			continue;
		if (w < 0)
			goto fail;
		done += (size_t)w;
	}
	if (journal_sync_data(j->fd) != 0)
		goto fail;
	return 0;
fail:
	set_cause(cause, "%s: writing: %s", j->path, strerror(errno));
	/* Not acknowledged: take it back so nobody reads it as written. */
	if (cut(j->fd, j->end) != 0 || journal_sync_data(j->fd) != 0)
		refused_kept(j);
	return -1;
}

/* The actor is one word and the commands are lines; else *cause. */
static int
texts_ok(const struct journal *j, const char *actor,
    const char *const *commands, size_t n, char **cause)
{
	char	q[UTF8_QUOTE_SIZE];
	size_t	k;

	if (actor == NULL || !text_ok(actor, true)) {
		set_cause(cause, "%s: '%s': bad actor (one word)", j->path,
		    actor == NULL ? "" : utf8_quote(q, sizeof q, actor,
		    strlen(actor)));
		return -1;
	}
	for (k = 0; k < n; k++) {
		if (!text_ok(commands[k], false)) {
			set_cause(cause, "%s: '%s': a command is one line",
			    j->path, utf8_quote(q, sizeof q, commands[k],
			    strlen(commands[k])));
			return -1;
		}
	}
	return 0;
}

int
journal_append_many(struct journal *j, const char *actor,
    const char *const *commands, size_t n, int64_t now_ms,
    uint64_t *first_seq, char **cause)
{
	char	hash[JOURNAL_HASH_LEN + 1];
	size_t	len;

	if (texts_ok(j, actor, commands, n, cause) != 0)
		return -1;
	if (n == 0)
		return 0;
	if (writable(j, cause) != 0 || lock(j, LOCK_EX, cause) != 0)
		return -1;
	if (catch_up(j, true, cause) < 0 ||
	    build(j, actor, commands, n, now_ms, &len, hash, cause) != 0 ||
	    write_durable(j, j->buf, len, cause) != 0) {
		unlock(j);
		return -1;
	}
	unlock(j);
	if (first_seq != NULL)
		*first_seq = j->sc.seq + 1;
	remember_last(j, j->buf, len);
	j->end += (off_t)len;
	j->sc.seq += n;
	j->sc.lineno += n;
	memcpy(j->sc.hash, hash, sizeof j->sc.hash);
	anchor_write(j);
	return 0;
}

int
journal_stage(struct journal *j, const char *actor, const char *command,
    int64_t time_ms, struct journal_staged *out, char **cause)
{
	char	tm[JOURNAL_TIME_LEN + 1];
	size_t	at;

	if (texts_ok(j, actor, &command, 1, cause) != 0)
		return -1;
	if (journal_time_format(time_ms, tm) != 0) {
		set_cause(cause, "%s: time %lld out of range", j->path,
		    (long long)time_ms);
		return -1;
	}
	if (j->staged == 0)
		memcpy(j->stage_hash, j->sc.hash, sizeof j->stage_hash);
	if ((at = put_line(&j->stage, &j->stage_size, j->stage_len,
	    j->sc.seq + j->staged + 1, tm, actor, command,
	    j->stage_hash)) == 0) {
		set_cause(cause, "%s: out of memory", j->path);
		return -1;
	}
	j->stage_len = at;
	j->staged++;
	if (out != NULL) {
		out->seq = j->sc.seq + j->staged;
		memcpy(out->hash, j->stage_hash, sizeof out->hash);
	}
	return 0;
}

void
journal_discard(struct journal *j)
{
	j->staged = 0;
	j->stage_len = 0;
}

int
journal_commit(struct journal *j, char **cause)
{
	long	others;

	if (j->staged == 0)
		return 0;
	if (writable(j, cause) != 0 || lock(j, LOCK_EX, cause) != 0) {
		journal_discard(j);
		return -1;
	}
	/* The one writer finds nothing new; else its seqs are taken. */
	if ((others = catch_up(j, true, cause)) != 0) {
		if (others > 0)
			set_cause(cause, "%s: another process wrote %ld "
			    "lines", j->path, others);
		unlock(j);
		journal_discard(j);
		return -1;
	}
	if (write_durable(j, j->stage, j->stage_len, cause) != 0) {
		unlock(j);
		journal_discard(j);
		return -1;
	}
	unlock(j);
	remember_last(j, j->stage, j->stage_len);
	j->end += (off_t)j->stage_len;
	j->sc.seq += j->staged;
	j->sc.lineno += j->staged;
	memcpy(j->sc.hash, j->stage_hash, sizeof j->sc.hash);
	journal_discard(j);
	anchor_write(j);
	return 0;
}

int
journal_append(struct journal *j, const char *actor, const char *command,
    int64_t now_ms, uint64_t *seq, char **cause)
{
	return journal_append_many(j, actor, &command, 1, now_ms, seq, cause);
}

long
journal_poll(struct journal *j, char **cause)
{
	long	n;

	if (lock(j, LOCK_SH | LOCK_NB, cause) != 0)
		return errno == EWOULDBLOCK ? 0 : -1;
	n = catch_up(j, false, cause);
	unlock(j);
	return n;
}

/*
 * A reader's lock on the journal keeps it from a writer's half-written
 * line, but anyone who may read the journal may hold a lock on it: it is
 * tried for a second at most, and the file is read without it after that
 * (a half-written last line is dropped as torn).
 */
static void
reader_lock(int fd)
{
	const struct timespec	pause = { 0, 20 * 1000 * 1000 };
	int			k;

	for (k = 0; k < 50; k++) {
		if (flock(fd, LOCK_SH | LOCK_NB) == 0 || (errno != EWOULDBLOCK &&
		    errno != EINTR))
			return;
		nanosleep(&pause, NULL);
	}
}

static long
read_file(const char *path, bool tolerant, journal_cb cb, void *arg,
    char **warning, char **cause)
{
	struct stat	 st;
	size_t		 len, size = 0;
	long		 n = -1;
	int		 fd;
	char		*full = NULL, *buf = NULL;

	if (warning != NULL)
		*warning = NULL;
	if (stat(path, &st) == 0 && S_ISDIR(st.st_mode)) {
		if (asprintf(&full, "%s/%s", path, JOURNAL_FILE) < 0) {
			set_cause(cause, "%s: out of memory", path);
			return -1;
		}
		path = full;
	}
	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0) {
		set_cause(cause, "%s: %s", path, strerror(errno));
		free(full);
		return -1;
	}
	reader_lock(fd);
	if (read_from(fd, path, 0, &buf, &size, &len, cause) == 0)
		n = verify(path, buf, len, tolerant, tolerant ?
		    journal_anchor(path) : 0, cb, arg, warning, cause);
	close(fd);
	free(buf);
	free(full);
	return n;
}

long
journal_read(const char *path, journal_cb cb, void *arg, char **warning,
    char **cause)
{
	return read_file(path, false, cb, arg, warning, cause);
}

long
journal_read_all(const char *path, journal_cb cb, void *arg, char **warning,
    char **cause)
{
	return read_file(path, true, cb, arg, warning, cause);
}

int
journal_actor_default(char *buf, size_t len)
{
	struct passwd	*pw;
	int		 n;

	if ((pw = getpwuid(geteuid())) != NULL && text_ok(pw->pw_name, true))
		n = snprintf(buf, len, "%s", pw->pw_name);
	else
		n = snprintf(buf, len, "uid%lu", (unsigned long)geteuid());
	return n < 0 || (size_t)n >= len ? -1 : 0;
}
