/*
 * broadcast.c: the live broadcast's file (broadcast.h).
 *
 * The file of the current round is made of one record per game, each
 * kept with the key of what it shows (export_key()): a write makes again
 * only the records whose key changed, then writes them all to a
 * temporary file in the same directory, fsyncs it and renames it over
 * the file, so a relay never reads half a file.  The round that a
 * 'round' command ended is kept as a copy of its event until its file is
 * whole, and written without the records' cache (it is one write a
 * delay's step, at most once a second).
 */
#include "config.h"

#include <sys/stat.h>
#include <sys/uio.h>

#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/broadcast.h"
#include "app/export.h"
#include "app/xmalloc.h"
#include "event.h"
#include "gamekind.h"

/* One game's record, as last made. */
struct bc_record {
	uint16_t	 board;
	uint64_t	 key;
	char		*text;
	size_t		 len, cap;
};

struct broadcast {
	char		*dir;
	int64_t		 delay_ms;
	bool		 dirty;	/* changed since the last write */
	int64_t		 last;	/* the last write (or try) */
	int64_t		 due;	/* the current round's next step */
	struct bc_record *recs;	/* by board, as the event's games */
	size_t		 nrecs;
	unsigned	 round;	/* theirs */
	struct event	*ending;	/* a round 'round' may have ended */
	bool		 ending_new;	/* not written yet */
	int64_t		 ending_due;
};

struct broadcast *
broadcast_new(const char *dir, int64_t delay_ms)
{
	struct broadcast	*bc = xcalloc(1, sizeof *bc);

	bc->dir = xstrdup(dir);
	bc->delay_ms = delay_ms > 0 ? delay_ms : 0;
	bc->last = INT64_MIN;
	bc->due = INT64_MAX;
	bc->ending_due = INT64_MAX;
	bc->dirty = true;		/* the first tick writes */
	return bc;
}

static void
bc_drop_ending(struct broadcast *bc)
{
	if (bc->ending != NULL) {
		event_release(bc->ending);
		free(bc->ending);
	}
	bc->ending = NULL;
	bc->ending_new = false;
	bc->ending_due = INT64_MAX;
}

void
broadcast_free(struct broadcast *bc)
{
	size_t	i;

	if (bc == NULL)
		return;
	for (i = 0; i < bc->nrecs; i++)
		free(bc->recs[i].text);
	free(bc->recs);
	bc_drop_ending(bc);
	free(bc->dir);
	free(bc);
}

void
broadcast_changed(struct broadcast *bc)
{
	bc->dirty = true;
}

bool
broadcast_round_ending(struct broadcast *bc, const struct event *ev)
{
	struct event	*copy;

	bc_drop_ending(bc);
	if (ev->round == 0)
		return true;
	copy = xmalloc(sizeof *copy);
	if (!event_copy(copy, ev)) {
		free(copy);
		return false;
	}
	bc->ending = copy;
	bc->ending_new = true;
	return true;
}

char *
broadcast_path(const struct broadcast *bc, const struct event *ev,
    unsigned round)
{
	char	 ext[8];
	char	*path;
	size_t	 i;

	/* The kind's record names the file: PGN, or PDN when draughts
	 * events are arbitrated. */
	for (i = 0; i + 1 < sizeof ext && ev->kind->record[i] != '\0'; i++)
		ext[i] = (char)tolower((unsigned char)ev->kind->record[i]);
	ext[i] = '\0';
	xasprintf(&path, "%s/live-round-%u.%s", bc->dir, round, ext);
	return path;
}

/* export_game()'s output into a record. */
static void
bc_out(void *arg, const char *text, size_t len)
{
	struct bc_record	*r = arg;

	if (r->cap - r->len < len) {
		while (r->cap - r->len < len)
			r->cap = r->cap == 0 ? 4096 : r->cap * 2;
		r->text = xrealloc(r->text, r->cap);
	}
	memcpy(r->text + r->len, text, len);
	r->len += len;
}

/*
 * The records, one per game of ev in board order: those of boards kept
 * from the last write of the round move over, the others start empty.
 */
static void
bc_match(struct broadcast *bc, const struct event *ev)
{
	struct bc_record	*recs;
	size_t			 i, k = 0;

	if (ev->round != bc->round) {
		while (bc->nrecs > 0)
			free(bc->recs[--bc->nrecs].text);
		bc->round = ev->round;
	}
	if (bc->nrecs == ev->ngames) {
		for (i = 0; i < ev->ngames; i++)
			if (bc->recs[i].board != ev->games[i].board)
				break;
		if (i == ev->ngames)
			return;
	}
	recs = xcalloc(ev->ngames + 1, sizeof *recs);
	for (i = 0; i < ev->ngames; i++) {
		/* Both are in board order: a merge. */
		while (k < bc->nrecs && bc->recs[k].board < ev->games[i].board)
			free(bc->recs[k++].text);
		if (k < bc->nrecs && bc->recs[k].board == ev->games[i].board)
			recs[i] = bc->recs[k++];
		recs[i].board = ev->games[i].board;
	}
	while (k < bc->nrecs)
		free(bc->recs[k++].text);
	free(bc->recs);
	bc->recs = recs;
	bc->nrecs = ev->ngames;
}

/* Make the records whose key changed; the earliest step of the delay. */
static int64_t
bc_render(struct broadcast *bc, const struct event *ev,
    const struct export_options *o)
{
	struct export_cut	 cut;
	struct bc_record	*r;
	int64_t			 due = INT64_MAX;
	uint64_t		 key;
	size_t			 i;

	bc_match(bc, ev);
	for (i = 0; i < ev->ngames; i++) {
		export_cut(&ev->games[i], o, &cut);
		if (cut.due < due)
			due = cut.due;
		r = &bc->recs[i];
		/* Held back by a position set up: the record as last shown
		 * stands (a new one could show no moves at all). */
		if (cut.setup && r->len > 0)
			continue;
		key = export_key(ev, &ev->games[i], &cut);
		if (key == r->key && r->len > 0)
			continue;
		r->len = 0;
		export_game(ev, &ev->games[i], &cut, bc_out, r);
		r->key = key;
	}
	return due;
}

/* The records written to fd in order, whole: 0, or -1 with errno. */
static int
bc_writev(int fd, const struct bc_record *recs, size_t n)
{
	struct iovec	iov[64];
	size_t		i = 0, k, skip = 0;
	ssize_t		w;

	while (i < n) {
		/* Up to 64 records a call, the first from where it was cut. */
		for (k = 0; k < 64 && i + k < n; k++) {
			iov[k].iov_base = recs[i + k].text +
			    (k == 0 ? skip : 0);
			iov[k].iov_len = recs[i + k].len - (k == 0 ? skip : 0);
		}
		if ((w = writev(fd, iov, (int)k)) < 0) {
			if (errno == EINTR)
				continue;
			return -1;
		}
		/* Past what was written: whole records, then into one. */
		while (i < n && (size_t)w >= recs[i].len - skip) {
			w -= (ssize_t)(recs[i++].len - skip);
			skip = 0;
		}
		skip += (size_t)w;
	}
	return 0;
}

/* path written whole from the records: a file beside it, fsync'd (on
 * disk before its name is), renamed over it. */
static int
bc_replace(const char *path, const struct bc_record *recs, size_t n,
    char **cause)
{
	char	*tmp;
	int	 fd, e;

	xasprintf(&tmp, "%s.XXXXXX", path);
	if ((fd = mkstemp(tmp)) < 0) {
		e = errno;
		xasprintf(cause, "%s: %s", tmp, strerror(e));
		free(tmp);
		return -1;
	}
	/* For the relay, whoever it runs as: the records are public. */
	(void)fchmod(fd, 0644);
	if (bc_writev(fd, recs, n) != 0 || fsync(fd) != 0) {
		e = errno;
		close(fd);
		goto fail;
	}
	if (close(fd) != 0 || rename(tmp, path) != 0) {
		e = errno;
		goto fail;
	}
	free(tmp);
	return 0;
fail:
	(void)unlink(tmp);
	xasprintf(cause, "%s: %s", path, strerror(e));
	free(tmp);
	return -1;
}

/* Whether ev has a round whose games this build can broadcast. */
static bool
bc_live(const struct event *ev)
{
	return ev->round > 0 && ev->kind != NULL && ev->kind->arbitrated;
}

/* The round a 'round' command ended, written as far as is due. */
static int
bc_write_ending(struct broadcast *bc, const struct event *ev, int64_t now,
    char **cause)
{
	struct export_options	 o = { true, now, bc->delay_ms };
	struct export_cut	 cut;
	struct bc_record	 all;
	char			*path;
	size_t			 i;
	int			 rc;

	if (ev->round == bc->ending->round || !bc_live(bc->ending)) {
		bc_drop_ending(bc);	/* refused, or taken back */
		return 0;
	}
	memset(&all, 0, sizeof all);
	for (i = 0; i < bc->ending->ngames; i++) {
		export_cut(&bc->ending->games[i], &o, &cut);
		export_game(bc->ending, &bc->ending->games[i], &cut, bc_out,
		    &all);
	}
	path = broadcast_path(bc, bc->ending, bc->ending->round);
	rc = bc_replace(path, &all, 1, cause);
	free(path);
	free(all.text);
	bc->ending_new = rc != 0;	/* tried again a second later */
	bc->ending_due = INT64_MAX;
	for (i = 0; i < bc->ending->ngames; i++) {
		export_cut(&bc->ending->games[i], &o, &cut);
		if (cut.due < bc->ending_due)
			bc->ending_due = cut.due;
	}
	if (rc == 0 && bc->ending_due == INT64_MAX)
		bc_drop_ending(bc);	/* whole */
	return rc;
}

int
broadcast_write(struct broadcast *bc, const struct event *ev, int64_t now,
    char **cause)
{
	struct export_options	 o = { true, now, bc->delay_ms };
	char			*path, *why = NULL;
	int			 rc = 0;

	bc->last = now;
	bc->dirty = false;
	bc->due = INT64_MAX;
	if (bc->ending != NULL && bc_write_ending(bc, ev, now, cause) != 0)
		rc = -1;
	if (!bc_live(ev))
		return rc;
	bc->due = bc_render(bc, ev, &o);
	path = broadcast_path(bc, ev, ev->round);
	if (bc_replace(path, bc->recs, bc->nrecs, &why) != 0) {
		bc->dirty = true;	/* tried again a second later */
		if (rc == 0)
			*cause = why;
		else
			free(why);	/* the first failure says it */
		rc = -1;
	}
	free(path);
	return rc;
}

int64_t
broadcast_next(const struct broadcast *bc)
{
	int64_t	want = bc->due;

	if (bc->ending_due < want)
		want = bc->ending_due;
	if (bc->dirty || bc->ending_new)
		want = INT64_MIN;
	if (want == INT64_MAX)
		return INT64_MAX;
	/* At most once a second: a burst is one write. */
	if (bc->last != INT64_MIN && want < bc->last + BROADCAST_EVERY_MS)
		want = bc->last + BROADCAST_EVERY_MS;
	return want;
}

bool
broadcast_held(const struct broadcast *bc)
{
	return bc->due != INT64_MAX || bc->ending_due != INT64_MAX;
}

int
broadcast_tick(struct broadcast *bc, const struct event *ev, int64_t now,
    char **cause)
{
	if (now < broadcast_next(bc))
		return 0;
	return broadcast_write(bc, ev, now, cause) == 0 ? 1 : -1;
}
