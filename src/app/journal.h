/*
 * journal.h: the event journal, an append-only file of command lines with
 * a hash chain (doc/commands.md, "The journal").
 *
 * Each line is
 *
 *	<seq> <time> <actor> <command> ~<hash>\n
 *
 *	seq	1, 2, 3 ... in decimal without leading zeros or gaps
 *	time	UTC, ISO 8601 with milliseconds: 2026-11-22T14:05:09.250Z
 *	actor	the Unix user who gave the command: one word, no blanks
 *	command	the command's text as command_format() writes it: one line,
 *		no control bytes, neither starting nor ending with a blank
 *	hash	16 lowercase hex digits: the first 8 bytes of
 *		SHA-256(P " " T), where P is the previous line's hash (16
 *		ASCII zeros before the first line), " " one space (0x20) and
 *		T the line's bytes from the first digit of seq to the last
 *		byte of the command (everything before " ~")
 *
 * So an edited line breaks its own hash, a removed line leaves a gap in
 * seq, and reordered lines break the order of seq; each is named by its
 * line number and seq.  The journal does not read the commands: it stores
 * and returns text, and the executor applies it.
 *
 * Durability and sharing.  Every append takes an exclusive flock(2) on
 * <journal>.lock, a file only the journal's user may open (0600; flock,
 * not fcntl, so that two handles in one process exclude each other too),
 * first reads the lines other processes appended since and hands them to
 * the caller's callback in order, then writes its own lines after them,
 * calls fdatasync(2), and only then unlocks and reports success: a
 * command is acknowledged only once it is on disk.  The journal itself is
 * readable by all, so a lock on it could be held by anyone: writers take
 * it only when it is free, and readers wait a second for it at most.  A crash can leave a torn last line (no newline, or a bad
 * hash on the last line only); it is cut off by the next writer that opens
 * or appends, which reports it as a warning.  A torn line was never
 * acknowledged, so nothing acknowledged is lost.
 *
 * Errors are returned as "path:line: 'word': reason" strings in *cause,
 * which the caller frees (cause may be NULL).
 */
#ifndef ARBITER_JOURNAL_H
#define ARBITER_JOURNAL_H

#include <sys/types.h>

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* The file journal_open() uses when given a directory. */
#define JOURNAL_FILE		"journal"
#define JOURNAL_HASH_LEN	16
#define JOURNAL_TIME_LEN	24	/* 2026-11-22T14:05:09.250Z */

struct journal;

/* One verified line, valid during the callback only. */
struct journal_line {
	uint64_t	 seq;
	int64_t		 time_ms;	/* UTC milliseconds since 1970 */
	const char	*actor;		/* NUL-terminated */
	const char	*command;	/* NUL-terminated */
	size_t		 lineno;	/* in the file, from 1 */
	char		 hash[JOURNAL_HASH_LEN + 1];	/* as written */
	/*
	 * Tolerant reading only: why the chain breaks at this line ("...:
	 * hash does not match: line 80 was edited"), else NULL.  A line whose
	 * fields cannot be told apart comes whole as the command, actor "?".
	 */
	const char	*fault;
};

/*
 * Called for each line read, in seq order.  Return 0 to go on; anything
 * else stops the reading: the line counts as not read (it comes again on
 * the next append or poll) and the call that read it fails.
 */
typedef int	(*journal_cb)(void *arg, const struct journal_line *);

/*
 * Open the journal at path (a file, or a directory holding JOURNAL_FILE),
 * creating it empty if absent.  Every line is verified and handed to cb
 * (which may be NULL), a line that breaks the chain with its fault (see
 * journal_read_all()).  A torn last line is cut off: journal_warning()
 * then says so.  Returns NULL with *cause set on an I/O error.  cb and arg are kept for journal_append() and
 * journal_poll().
 */
struct journal	*journal_open(const char *path, journal_cb cb, void *arg,
		    char **cause);
void		 journal_close(struct journal *);

/*
 * The anchor: <journal>.anchor names the last line written (its seq and
 * hash), rewritten after every write.  A journal that ends before it lost
 * lines it had acknowledged (a restore, lines removed by hand, a power cut
 * at a line's boundary), and one whose line at the anchor's seq has
 * another hash was rewritten up to it: journal_shortened() says so (else
 * NULL).  A bad
 * last line the anchor covers was acknowledged: it is a break, not a torn
 * line.  A torn tail is moved aside to <journal>.torn before it is cut.
 * Before every write the file at the path must still be the one opened
 * (an editor's save or a restore puts another there): else nothing is
 * written.
 */
const char	*journal_shortened(const struct journal *);
uint64_t	 journal_anchor_seq(const struct journal *);
/* The seq the anchor of the journal at path names (0: none). */
uint64_t	 journal_anchor(const char *path);
/* The same, and the hash it names into hash (JOURNAL_HASH_LEN + 1). */
uint64_t	 journal_anchor_hash(const char *path, char *hash);

/*
 * Why nothing more is written to the journal, for good (NULL: it is
 * written): it was changed in place under the writer (the last line read
 * or written is not where it was), or a refused write could not be taken
 * back.  The writer's event goes read only and says so.
 */
const char	*journal_stuck(const struct journal *);

/*
 * The last warning (a torn line dropped), or NULL; the caller frees it
 * and the journal forgets it.
 */
char		*journal_warning(struct journal *);

/* The seq of the last line read or written (0 for an empty journal). */
uint64_t	 journal_seq(const struct journal *);
const char	*journal_path(const struct journal *);

/*
 * Append command as actor at now_ms (UTC) and return once it is on disk,
 * with its seq in *seq (may be NULL).  Lines other processes appended
 * first go to the callback before.  Returns 0, or -1 with *cause set and
 * nothing written.
 */
int		 journal_append(struct journal *, const char *actor,
		    const char *command, int64_t now_ms, uint64_t *seq,
		    char **cause);

/*
 * Group commit: append n commands with one write and one fdatasync.  The
 * first gets *first_seq, the others follow.  All or none are written.
 */
int		 journal_append_many(struct journal *, const char *actor,
		    const char *const *commands, size_t n, int64_t now_ms,
		    uint64_t *first_seq, char **cause);

/*
 * Group commit, as the event's one writer does it: lines are staged, each
 * with its own actor and time, and journal_commit() writes them with one
 * write and one fdatasync.  A staged line's seq and hash (*out, may be
 * NULL) are final once committed.  journal_commit() fails, and forgets the
 * staged lines, when the write fails or another process appended lines
 * meanwhile; journal_discard() forgets them.  0, or -1 with *cause.
 */
struct journal_staged {
	uint64_t	seq;
	char		hash[JOURNAL_HASH_LEN + 1];
};
int		 journal_stage(struct journal *, const char *actor,
		    const char *command, int64_t time_ms,
		    struct journal_staged *out, char **cause);
int		 journal_commit(struct journal *, char **cause);
void		 journal_discard(struct journal *);

/*
 * Hand the lines other processes appended since to the callback, without
 * waiting: if a writer holds the lock, nothing is read this time.  Returns
 * the number of lines, or -1 with *cause set.
 */
long		 journal_poll(struct journal *, char **cause);

/*
 * Read and verify the journal at path without changing it, handing each
 * line to cb (may be NULL).  A torn last line is reported in *warning (may
 * be NULL; the caller frees it) and not handed on.  Returns the number of
 * lines, or -1 with *cause set.
 */
long		 journal_read(const char *path, journal_cb cb, void *arg,
		    char **warning, char **cause);

/*
 * The same on a buffer already in memory, named name in messages (the
 * fuzzer's entry point; journal_read() uses it).
 */
long		 journal_verify(const char *name, const char *buf, size_t len,
		    journal_cb cb, void *arg, char **warning, char **cause);

/*
 * Tolerant reading (journal_open() reads so too): a line that breaks the
 * chain is handed on with l->fault set, and the reading goes on; only an
 * unreadable file or the callback stops it.  The torn last line is
 * treated as by journal_read().
 */
long		 journal_read_all(const char *path, journal_cb cb, void *arg,
		    char **warning, char **cause);
long		 journal_verify_all(const char *name, const char *buf,
		    size_t len, journal_cb cb, void *arg, char **warning,
		    char **cause);

/*
 * One line of a journal, found alone (a script may hold some): split it
 * in place into *l (seq, time, actor, command; lineno 0) when it has the
 * shape of a journal line, without checking its hash (no chain to check
 * it against).  False, line unchanged, when it is not such a line.
 */
bool		 journal_split(char *line, struct journal_line *);

/*
 * ms as JOURNAL_TIME_LEN bytes plus a NUL in buf; 0 on success, -1 when
 * ms is before 1970 or after 9999.
 */
int		 journal_time_format(int64_t ms, char *buf);
/* The reverse: 0 and *ms, or -1 if the text is not such a time. */
int		 journal_time_parse(const char *s, size_t len, int64_t *ms);

/*
 * Append n bytes to path (made with mode 0600, and set to it), then put
 * them on disk: 0, or -1 with errno.  For the files kept beside a journal
 * (its torn tail, the sealed moves).
 */
int		 journal_append_durable(const char *path, const char *bytes,
		    size_t n);

/* The effective user's name for the actor field, into buf; 0 or -1. */
int		 journal_actor_default(char *buf, size_t len);

/*
 * The call that puts the file's data on disk: fdatasync(2), unless a test
 * puts its own here to inject a failure (EINTR, EIO).
 */
extern int	(*journal_sync)(int fd);
/* The call that cuts the file back, ftruncate(2), likewise. */
extern int	(*journal_truncate)(int fd, off_t len);
/* Put fd's data on disk through journal_sync, again after a signal
 * (EINTR is no failure): 0, or -1 with errno. */
int		 journal_sync_data(int fd);

#endif
