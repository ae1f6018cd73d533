/*
 * boards.c: the boards a source handed over, and their hashes (boards.h).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app/feed/boards.h"

void
feed_boards_init(struct feed_boards *t, int64_t grace_ms)
{
	memset(t, 0, sizeof *t);
	t->grace_ms = grace_ms;
}

void
feed_boards_free(struct feed_boards *t)
{
	free(t->v);
	memset(t, 0, sizeof *t);
}

void
feed_boards_begin(struct feed_boards *t)
{
	size_t	i;

	for (i = 0; i < t->n; i++)
		t->v[i].seen = false;
}

/* The board's slot, made if new; NULL when out of memory. */
static struct feed_board_slot *
slot(struct feed_boards *t, uint16_t board)
{
	struct feed_board_slot	*s;
	size_t			 i;

	for (i = 0; i < t->n; i++)
		if (t->v[i].board == board)
			return &t->v[i];
	if (t->n == t->cap) {
		size_t	cap = t->cap != 0 ? t->cap * 2 : 64;

		if ((s = realloc(t->v, cap * sizeof *s)) == NULL)
			return NULL;
		t->v = s;
		t->cap = cap;
	}
	s = &t->v[t->n++];
	memset(s, 0, sizeof *s);
	s->board = board;
	return s;
}

void
feed_boards_offer(struct feed_boards *t, const struct feed_game *g,
    feed_snapshot_fn *fn, void *arg)
{
	struct feed_board_slot	*s = slot(t, g->board);

	if (s == NULL) {
		fn(arg, g->board, g);	/* no memory to remember: say it */
		return;
	}
	/* Two games for one board in one pass (a file listing a board
	 * twice): the first stands, or each pass would hand over both. */
	if (s->seen && !t->stream)
		return;
	s->seen = true;
	s->missing = false;
	if (s->present && s->hash == g->hash)
		return;
	s->present = true;
	s->hash = g->hash;
	fn(arg, g->board, g);
}

void
feed_boards_keep(struct feed_boards *t, uint16_t board)
{
	size_t	i;

	for (i = 0; i < t->n; i++)
		if (t->v[i].board == board) {
			t->v[i].seen = true;
			t->v[i].missing = false;
		}
}

bool
feed_boards_known(const struct feed_boards *t, uint16_t board)
{
	size_t	i;

	for (i = 0; i < t->n; i++)
		if (t->v[i].board == board)
			return t->v[i].seen || t->v[i].present;
	return false;
}

void
feed_boards_end(struct feed_boards *t, int64_t now_ms, feed_snapshot_fn *fn,
    void *arg)
{
	struct feed_board_slot	*s;
	size_t			 i;

	for (i = 0; i < t->n; i++) {
		s = &t->v[i];
		if (!s->present || s->seen)
			continue;
		if (!s->missing) {
			s->missing = true;
			s->missing_since = now_ms;
		}
		if (now_ms - s->missing_since >= t->grace_ms) {
			s->present = false;
			s->missing = false;
			fn(arg, s->board, NULL);
		}
	}
}
