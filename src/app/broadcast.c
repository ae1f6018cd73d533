/*
 * broadcast.c: the live broadcast's file (broadcast.h).
 *
 * The file of the current round is made of one record per game, each
 * kept with the key of what it shows (export_key()): a write makes again
 * only the records whose key changed, then writes them all to a
 * temporary file in the same directory, fsyncs it and renames it over
 * the file, so a relay never reads half a file.
 *
 * Before a 'round' command the event is copied (the candidate); once the
 * round did change, the copy is an ended round, kept until its file is
 * whole and written without the records' cache (rounds end seldom).  A
 * refused 'round' leaves the candidate to be dropped; a new candidate
 * never drops an ended round still held by the delay.
 */
#include "config.h"

#include <sys/stat.h>
#include <sys/uio.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/broadcast.h"
#include "app/export.h"
#include "app/journal.h"
#include "app/xmalloc.h"
#include "event.h"
#include "gamekind.h"

/* A round a 'round' command ended, its file not yet whole. */
struct bc_ended {
	struct event	*ev;
	bool		 fresh;		/* not written yet (or it failed) */
	int64_t		 due;		/* the next step of the delay */
};

/* One game's record, as last made. */
struct bc_record {
	uint32_t	 game;		/* bc_game(): round, then board */
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
	struct event	*candidate;	/* before a 'round', or NULL */
	struct bc_ended	*ended;		/* rounds whose files are not whole */
	size_t		 nended;
};

struct broadcast *
broadcast_new(const char *dir, int64_t delay_ms)
{
	struct broadcast	*bc = xcalloc(1, sizeof *bc);

	bc->dir = xstrdup(dir);
	bc->delay_ms = delay_ms > 0 ? delay_ms : 0;
	bc->last = INT64_MIN;
	bc->due = INT64_MAX;
	bc->dirty = true;		/* the first tick writes */
	return bc;
}

static void
bc_event_free(struct event *ev)
{
	if (ev != NULL) {
		event_release(ev);
		free(ev);
	}
}

/* The ended round i is whole, or taken back: forgotten. */
static void
bc_drop_ended(struct broadcast *bc, size_t i)
{
	bc_event_free(bc->ended[i].ev);
	bc->ended[i] = bc->ended[--bc->nended];
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
	bc_event_free(bc->candidate);
	while (bc->nended > 0)
		bc_drop_ended(bc, bc->nended - 1);
	free(bc->ended);
	free(bc->dir);
	free(bc);
}

void
broadcast_changed(struct broadcast *bc)
{
	bc->dirty = true;
}

static void	bc_adopt(struct broadcast *, const struct event *);

bool
broadcast_round_ending(struct broadcast *bc, const struct event *ev)
{
	struct event	*copy;

	bc_adopt(bc, ev);	/* the last candidate, before this one */
	if (ev->round == 0)
		return true;
	copy = xmalloc(sizeof *copy);
	if (!event_copy(copy, ev)) {
		free(copy);
		return false;
	}
	bc->candidate = copy;
	return true;
}

char *
broadcast_path(const struct broadcast *bc, const struct event *ev,
    unsigned round)
{
	char	 ext[EXPORT_EXT_MAX];
	char	*path;

	/* The kind's record names the file: PGN, or PDN for draughts. */
	xasprintf(&path, "%s/live-round-%u.%s", bc->dir, round,
	    export_ext(ev, ext));
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

/* A game's place in ev->games: its round (a game an earlier round left
 * adjourned comes first: A), then its board. */
static uint32_t
bc_game(const struct game *g)
{
	return (uint32_t)g->round << 16 | g->board;
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
			if (bc->recs[i].game != bc_game(&ev->games[i]))
				break;
		if (i == ev->ngames)
			return;
	}
	recs = xcalloc(ev->ngames + 1, sizeof *recs);
	for (i = 0; i < ev->ngames; i++) {
		/* Both are in board order: a merge. */
		while (k < bc->nrecs && bc->recs[k].game <
		    bc_game(&ev->games[i]))
			free(bc->recs[k++].text);
		if (k < bc->nrecs && bc->recs[k].game == bc_game(&ev->games[i]))
			recs[i] = bc->recs[k++];
		recs[i].game = bc_game(&ev->games[i]);
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
		if (w == 0 && iov[0].iov_len > 0) {
			errno = EIO;	/* no progress: never loop on it */
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
	if (bc_writev(fd, recs, n) != 0 || journal_sync_data(fd) != 0) {
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

/*
 * The candidate, once its round is no longer ev's, becomes an ended
 * round (replacing an older copy of the same round); else it goes.  An
 * ended round that is ev's again (its 'round' taken back) goes too: the
 * current round's file is its file.
 */
static void
bc_adopt(struct broadcast *bc, const struct event *ev)
{
	struct event	*c = bc->candidate;
	size_t		 i;

	bc->candidate = NULL;
	for (i = bc->nended; i-- > 0;) {
		if (bc->ended[i].ev->round == ev->round ||
		    (c != NULL && bc->ended[i].ev->round == c->round))
			bc_drop_ended(bc, i);
	}
	if (c == NULL || c->round == ev->round || !bc_live(c)) {
		bc_event_free(c);	/* refused, or taken back */
		return;
	}
	bc->ended = xrealloc(bc->ended, (bc->nended + 1) * sizeof *bc->ended);
	bc->ended[bc->nended++] = (struct bc_ended){ c, true, INT64_MAX };
}

/* An ended round's file, as far as is due: 0, or -1 with *cause. */
static int
bc_write_ended(struct broadcast *bc, struct bc_ended *e, int64_t now,
    char **cause)
{
	struct export_options	 o = { true, now, bc->delay_ms };
	struct export_cut	 cut;
	struct bc_record	 all;
	char			*path;
	size_t			 i;
	int			 rc;

	memset(&all, 0, sizeof all);
	e->due = INT64_MAX;
	for (i = 0; i < e->ev->ngames; i++) {
		export_cut(&e->ev->games[i], &o, &cut);
		if (cut.due < e->due)
			e->due = cut.due;
		export_game(e->ev, &e->ev->games[i], &cut, bc_out, &all);
	}
	path = broadcast_path(bc, e->ev, e->ev->round);
	rc = bc_replace(path, &all, 1, cause);
	free(path);
	free(all.text);
	e->fresh = rc != 0;	/* tried again a second later */
	return rc;
}

/* Every ended round's file: 0, or -1 with *cause (the first failure). */
static int
bc_write_endeds(struct broadcast *bc, int64_t now, char **cause)
{
	char	*why;
	size_t	 i;
	int	 rc = 0;

	for (i = bc->nended; i-- > 0;) {
		why = NULL;
		if (bc_write_ended(bc, &bc->ended[i], now, &why) != 0) {
			if (rc == 0)
				*cause = why;
			else
				free(why);
			rc = -1;
		} else if (bc->ended[i].due == INT64_MAX)
			bc_drop_ended(bc, i);	/* whole */
	}
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
	bc_adopt(bc, ev);
	if (bc_write_endeds(bc, now, cause) != 0)
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
	size_t	i;

	for (i = 0; i < bc->nended; i++) {
		if (bc->ended[i].fresh)
			want = INT64_MIN;
		else if (bc->ended[i].due < want)
			want = bc->ended[i].due;
	}
	if (bc->dirty || bc->candidate != NULL)
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
	return bc->due != INT64_MAX || bc->nended > 0;
}

int
broadcast_tick(struct broadcast *bc, const struct event *ev, int64_t now,
    char **cause)
{
	bc_adopt(bc, ev);	/* the turn's 'round', once committed */
	if (now < broadcast_next(bc))
		return 0;
	return broadcast_write(bc, ev, now, cause) == 0 ? 1 : -1;
}
