/*
 * pdnroutes.c: a draughts feed game replayed to settle its ambiguous
 * captures (pdnroutes.h).  The rules are the core's: dnotation_read()
 * reads a ply, dresolve_capture() weighs the routes of an ambiguous one.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/resolve.h"
#include "app/feed/pdnroutes.h"

/*
 * The shortest text that names m alone in pos and fits a feed ply: every
 * landing square (dnotation_write), else the start, one landing square
 * and the end (notation.h reads a subset of them, in order).  False when
 * none fits.
 */
static bool
route_text(const struct draughts_position *pos, uint64_t m, char *out)
{
	unsigned	sq[DNOTATION_ROUTE_MAX];
	char		buf[DNOTATION_MAX];
	uint64_t	back;
	size_t		i, k;

	if (dnotation_write(pos, m, buf) < FEED_MOVE_SIZE) {
		memcpy(out, buf, strlen(buf) + 1);
		return true;
	}
	k = dnotation_route(pos, m, sq);
	for (i = 1; i + 1 < k; i++) {
		snprintf(buf, sizeof buf, "%ux%ux%u", sq[0], sq[i], sq[k - 1]);
		if (dnotation_read(pos, buf, strlen(buf), &back, NULL) ==
		    DNOTATION_OK && back == m) {
			memcpy(out, buf, strlen(buf) + 1);
			return true;
		}
	}
	return false;
}

/* The position g starts from, or false when its FEN cannot be read. */
static bool
start_of(const struct feed_game *g, struct draughts_position *pos)
{
	if (g->fen[0] == '\0') {
		draughts_start(pos);
		return true;
	}
	return draughts_fen_read(pos, g->fen, NULL) == DRAUGHTS_FEN_OK;
}

/* Settle ply k of g, read from pos: true when it names one move, now
 * in *m (its text rewritten if it had to be). */
static bool
settle_ply(struct feed_game *g, const struct draughts_position *pos,
    const char **texts, size_t k, uint64_t *m)
{
	enum dresolve_state	st;

	st = dresolve_capture(pos, texts + k, g->n - k, m, NULL);
	if (st == DRESOLVE_ONE)
		return route_text(pos, *m, g->plies[k].move);
	/* Several routes still fit every move known: wait for one more
	 * while the game is on (pdnroutes.h). */
	if (st == DRESOLVE_PENDING && strcmp(g->result, "*") == 0)
		g->n = k;
	return false;
}

void
pdnroutes_settle(struct feed_game *g)
{
	struct draughts_position	 pos;
	enum dnotation_error		 e;
	const char			**texts;
	uint64_t			 m;
	size_t				 k;

	if (g->n == 0 || !start_of(g, &pos))
		return;		/* a bad FEN: the follower's to report */
	if ((texts = malloc(g->n * sizeof *texts)) == NULL)
		return;		/* left as written: the follower reports */
	for (k = 0; k < g->n; k++)
		texts[k] = g->plies[k].move;
	for (k = 0; k < g->n; k++) {
		e = dnotation_read(&pos, texts[k], strlen(texts[k]), &m, NULL);
		if (e == DNOTATION_AMBIGUOUS && !settle_ply(g, &pos, texts, k,
		    &m))
			break;
		if (e != DNOTATION_OK && e != DNOTATION_AMBIGUOUS)
			break;	/* an illegal move: the follower reports it */
		draughts_make(&pos, m);
	}
	free(texts);
}
