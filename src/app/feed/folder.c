/*
 * folder.c: a LiveChess export folder as a source (FEEDS.md 1.2):
 *	DIR/tournament.json, DIR/round-N/index.json,
 *	DIR/round-N/game-B.pgn (one per board), DIR/round-N/games.pgn
 * or a folder of PGN or PDN files, nested as operators leave them.  Like
 * lichess's Broadcaster: every game-*.pgn below the round's folder is
 * read; games.pgn only when there is none.  The folder is watched with
 * inotify and read again a moment after the last change (debounced),
 * and every few seconds anyway (a lost event, a full inotify queue).
 * Files are rewritten whole and may be caught half-written: pgnfeed
 * hands over only whole games, and a board whose file holds none yet
 * keeps what it had (boards.c).  The round's index.json, LCC's shape,
 * gives the FIDE ids the PGN lacks, and the boards that have no game
 * file yet, by their pairing alone (7.3.6).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/stat.h>
#ifdef HAVE_SYS_INOTIFY_H
#include <sys/inotify.h>
#endif

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <unistd.h>

#include "app/feed/boards.h"
#include "app/feed/kinds.h"
#include "app/feed/lccjson.h"
#include "app/feed/pgnfeed.h"
#include "app/i18n.h"
#include "app/xmalloc.h"

#define FOLDER_DEBOUNCE_MS	300	/* after the last write seen */
#define FOLDER_RESCAN_MS	5000	/* without any event */
#define FOLDER_RETRY_MS		1000	/* a half-written file */
#define FOLDER_GRACE_MS		3000	/* a file deleted, then back */
#define FOLDER_DEPTH		4	/* nested folders read */
#define FOLDER_FILE_MAX		(16 * 1024 * 1024)

struct folder {
	struct feed_base	 base;		/* fd: inotify's, or -1 */
	char			*dir;		/* as given */
	char			*round_dir;	/* NULL: none found yet */
	uint16_t		 round;
	/* one pass */
	char			**files;
	size_t			 nfiles, capfiles;
	bool			 per_game;	/* game-*.pgn found */
	bool			 partial;
	struct lcc_index	 index;		/* the round's index.json */
};

static void
watch_dir(struct folder *f, const char *path)
{
#ifdef HAVE_SYS_INOTIFY_H
	if (f->base.fd >= 0)
		(void)inotify_add_watch(f->base.fd, path, IN_CLOSE_WRITE |
		    IN_MOVED_TO | IN_MOVED_FROM | IN_CREATE | IN_DELETE);
#else
	(void)f;
	(void)path;
#endif
}

/* The N of "round-N", or 0. */
static unsigned
round_of(const char *name)
{
	char		*end;
	unsigned long	 v;

	if (strncmp(name, "round-", 6) != 0 || name[6] < '0' || name[6] > '9')
		return 0;
	v = strtoul(name + 6, &end, 10);
	return *end == '\0' && v <= UINT16_MAX ? (unsigned)v : 0;
}

/* The round's folder: round-<round> in dir, the highest for round 0, or
 * dir itself when it has no round-N folders. */
static void
find_round(struct folder *f)
{
	struct dirent	*e;
	DIR		*d;
	unsigned	 r, best = 0;

	if ((d = opendir(f->dir)) == NULL)
		return;
	while ((e = readdir(d)) != NULL) {
		r = round_of(e->d_name);
		if (r != 0 && (f->round == 0 ? r > best : r == f->round))
			best = r;
	}
	closedir(d);
	if (best != 0) {
		xasprintf(&f->round_dir, "%s/round-%u", f->dir, best);
		f->round = (uint16_t)best;
	} else if (f->round == 0)
		f->round_dir = xstrdup(f->dir);
	if (f->round_dir != NULL)
		watch_dir(f, f->round_dir);
}

static bool
ends_with(const char *s, const char *tail)
{
	size_t	a = strlen(s), b = strlen(tail);

	return a >= b && strcasecmp(s + a - b, tail) == 0;
}

static bool
is_game_file(const char *name)
{
	return (strncmp(name, "game-", 5) == 0 && ends_with(name, ".pgn")) ||
	    ends_with(name, ".pdn");
}

static void
add_file(struct folder *f, char *path)
{
	if (f->nfiles == f->capfiles) {
		f->capfiles = f->capfiles != 0 ? f->capfiles * 2 : 64;
		f->files = xrealloc(f->files, f->capfiles * sizeof *f->files);
	}
	f->files[f->nfiles++] = path;
}

/* The game files below path (depth levels more), watched. */
static void
scan(struct folder *f, const char *path, int depth)
{
	struct dirent	*e;
	struct stat	 st;
	DIR		*d;
	char		*sub;

	if ((d = opendir(path)) == NULL)
		return;
	watch_dir(f, path);
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;	/* ., .., and editors' temp files */
		xasprintf(&sub, "%s/%s", path, e->d_name);
		if (stat(sub, &st) == 0 && S_ISDIR(st.st_mode) && depth > 0 &&
		    round_of(e->d_name) == 0) {
			scan(f, sub, depth - 1);
			free(sub);
		} else if (S_ISREG(st.st_mode) && is_game_file(e->d_name)) {
			f->per_game = true;
			add_file(f, sub);
		} else if (S_ISREG(st.st_mode) &&
		    strcmp(e->d_name, "games.pgn") == 0)
			add_file(f, sub);
		else
			free(sub);
	}
	closedir(d);
}

/* The whole file, or NULL (errno set). */
static char *
slurp(const char *path, size_t *len)
{
	char	*buf = NULL;
	size_t	 cap = 0;
	ssize_t	 n;
	int	 fd, e;

	if ((fd = open(path, O_RDONLY | O_CLOEXEC)) < 0)
		return NULL;
	*len = 0;
	do {
		if (*len == cap) {
			if (cap >= FOLDER_FILE_MAX) {
				errno = EFBIG;
				goto fail;
			}
			cap = cap != 0 ? cap * 2 : 16384;
			buf = xrealloc(buf, cap);
		}
		n = read(fd, buf + *len, cap - *len);
		if (n < 0 && errno != EINTR)
			goto fail;
		if (n > 0)
			*len += (size_t)n;
	} while (n != 0);
	close(fd);
	return buf;
fail:
	e = errno;
	close(fd);
	free(buf);
	errno = e;
	return NULL;
}

/* The trailing number of a file's name ("game-12.pgn", "12.PDN"). */
static uint16_t
file_board(const char *path)
{
	const char	*dot = strrchr(path, '.'), *p;
	unsigned long	 v = 0, scale = 1;

	if (dot == NULL)
		return 0;
	for (p = dot; p > path && p[-1] >= '0' && p[-1] <= '9' &&
	    scale <= 10000; p--, scale *= 10)
		v += (unsigned long)(p[-1] - '0') * scale;
	return v > 0 && v <= UINT16_MAX ? (uint16_t)v : 0;
}

/* What the index says of the game's board and the PGN does not. */
static void
from_index(const struct folder *f, struct feed_game *g)
{
	const struct lcc_pairing	*p;

	if (g->board == 0 || g->board > f->index.n)
		return;
	p = &f->index.p[g->board - 1];
	if (g->white.fide_id == 0 && strcmp(g->white.name, p->white.name) == 0)
		g->white.fide_id = p->white.fide_id;
	if (g->black.fide_id == 0 && strcmp(g->black.name, p->black.name) == 0)
		g->black.fide_id = p->black.fide_id;
}

/* The round's index.json, if there is one that reads. */
static void
read_index(struct folder *f)
{
	char	*path, *buf, err[LCC_ERROR_SIZE];
	size_t	 len;

	lcc_index_free(&f->index);
	xasprintf(&path, "%s/index.json", f->round_dir);
	if ((buf = slurp(path, &len)) != NULL) {
		if (!lcc_index_parse(buf, len, &f->index, err))
			lcc_index_free(&f->index);	/* being written */
		free(buf);
	}
	free(path);
}

/* The index's boards that no file ever gave: their pairings alone (a
 * board that had moves is never made to look reset by its index). */
static void
index_only(struct folder *f, feed_snapshot_fn *fn, void *arg)
{
	struct feed_game	 g;
	size_t			 i;

	for (i = 0; i < f->index.n && i < UINT16_MAX; i++) {
		if (feed_boards_known(&f->base.boards, (uint16_t)(i + 1)))
			continue;
		feed_game_init(&g);
		g.round = f->round;
		g.board = (uint16_t)(i + 1);
		g.white = f->index.p[i].white;
		g.black = f->index.p[i].black;
		memcpy(g.result, f->index.p[i].result, sizeof g.result);
		g.hash = feed_hash(&g);
		feed_boards_offer(&f->base.boards, &g, fn, arg);
	}
}

struct pass {
	struct folder		*f;
	const char		*path;
	feed_snapshot_fn	*fn;
	void			*arg;
	bool			 draughts;
};

static void
take_game(void *arg, const struct feed_game *g, unsigned ordinal)
{
	struct pass		*p = arg;
	struct feed_game	 c;

	if (!feed_game_copy(&c, g))
		return;
	/* The board: the game's Round r.b or Board tag; else a per-board
	 * file's number; else its place in a multi-game file. */
	if (c.board == 0)
		c.board = p->f->per_game ? file_board(p->path) : 0;
	if (c.board == 0 && ordinal <= UINT16_MAX)
		c.board = (uint16_t)ordinal;
	if (c.round == 0)
		c.round = p->f->round;
	from_index(p->f, &c);
	c.hash = feed_hash(&c);
	feed_boards_offer(&p->f->base.boards, &c, p->fn, p->arg);
	feed_game_release(&c);
}

static void
read_file(struct folder *f, const char *path, feed_snapshot_fn *fn,
    void *arg)
{
	struct pgnfeed_info	 info;
	struct pass		 p = { f, path, fn, arg, ends_with(path,
	    ".pdn") };
	char			*buf;
	size_t			 len;
	uint16_t		 b;

	if ((buf = slurp(path, &len)) == NULL) {
		snprintf(f->base.error, sizeof f->base.error, "%s: %s", path,
		    strerror(errno));
		return;
	}
	(void)pgnfeed_read(buf, len, p.draughts, take_game, &p, &info);
	free(buf);
	if (info.partial) {
		/* Being written: read again soon; its board keeps what it
		 * had (a per-board file's number says which). */
		f->partial = true;
		if ((b = file_board(path)) != 0 && f->per_game)
			feed_boards_keep(&f->base.boards, b);
	}
}

/* Whether inotify said something changed (its events read). */
static bool
changed(struct folder *f)
{
	bool	any = false;
#ifdef HAVE_SYS_INOTIFY_H
	char	buf[4096]
	    __attribute__((aligned(__alignof__(struct inotify_event))));

	if (f->base.fd >= 0)
		while (read(f->base.fd, buf, sizeof buf) > 0)
			any = true;
#else
	(void)f;
#endif
	return any;
}

static enum feed_health
folder_poll(void *impl, int64_t now_ms, feed_snapshot_fn *fn, void *arg)
{
	struct folder	*f = impl;
	size_t		 i;

	/* Read a moment after the first change seen, not after the last:
	 * a round's 500 boards never stop writing. */
	if (changed(f) && f->base.due_ms > now_ms + FOLDER_DEBOUNCE_MS)
		f->base.due_ms = now_ms + FOLDER_DEBOUNCE_MS;
	if (now_ms < f->base.due_ms)
		return f->base.error[0] == '\0' ? FEED_HEALTH_OK :
		    FEED_HEALTH_FAILING;
	f->base.error[0] = '\0';
	if (f->round_dir == NULL)
		find_round(f);
	f->nfiles = 0;
	f->per_game = false;
	f->partial = false;
	feed_boards_begin(&f->base.boards);
	if (f->round_dir != NULL) {
		scan(f, f->round_dir, FOLDER_DEPTH);
		read_index(f);
	}
	for (i = 0; i < f->nfiles; i++) {
		if (!f->per_game || !ends_with(f->files[i], "/games.pgn"))
			read_file(f, f->files[i], fn, arg);
		free(f->files[i]);
	}
	f->nfiles = 0;
	index_only(f, fn, arg);
	feed_boards_end(&f->base.boards, now_ms, fn, arg);
	f->base.due_ms = now_ms + (f->partial ? FOLDER_RETRY_MS :
	    FOLDER_RESCAN_MS);
	if (f->round_dir == NULL)
		snprintf(f->base.error, sizeof f->base.error,
		    _("%s: no round %u yet"),
		    f->dir, f->round);
	return f->base.error[0] == '\0' ? FEED_HEALTH_OK : FEED_HEALTH_FAILING;
}

void *
feed_folder_open(const char *dir, uint16_t round, char **cause)
{
	struct folder	*f;
	struct stat	 st;

	if (stat(dir, &st) != 0 || !S_ISDIR(st.st_mode)) {
		xasprintf(cause, _("%s: not a folder (%s)"), dir,
		    stat(dir, &st) != 0 ? strerror(errno) : _("a file"));
		return NULL;
	}
	f = xcalloc(1, sizeof *f);
	f->dir = xstrdup(dir);
	f->round = round;
	f->base.fd = -1;
#ifdef HAVE_SYS_INOTIFY_H
	f->base.fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
#endif
	watch_dir(f, dir);	/* for round-N folders made later */
	feed_boards_init(&f->base.boards, FOLDER_GRACE_MS);
	find_round(f);
	return f;
}

static void
folder_free(void *impl)
{
	struct folder	*f = impl;

	lcc_index_free(&f->index);
	free(f->files);
	free(f->round_dir);
	free(f->dir);
	free(f);
}

const struct feed_kind feed_folder_kind = {
	"folder", folder_free, folder_poll,
};
