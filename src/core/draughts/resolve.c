/*
 * resolve.c: which route of an ambiguous capture the game's next moves
 * allow (resolve.h).  Each route is played and the texts after it read
 * one by one, as the reader of the game would; a later text that is
 * itself ambiguous branches again (its best route counts), within a
 * budget of moves read so that no record can make the search run long.
 */
#include "config.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/resolve.h"

#define RESOLVE_BUDGET	4096	/* texts read in one search */

struct search {
	unsigned	budget;
	bool		spent;		/* the budget ran out: no decision */
};

/* How many of texts[0..n) read as legal moves one after another from
 * pos; an ambiguous one counts its furthest-reading route. */
static size_t
reach_from(struct search *s, const struct draughts_position *start,
    const char *const *texts, size_t n)
{
	struct draughts_position	pos = *start, next;
	struct dnotation_fail		fail;
	enum dnotation_error		e;
	uint64_t			m;
	size_t				i, k, best, r;

	for (i = 0; i < n; i++) {
		if (s->budget == 0) {
			s->spent = true;
			return i;
		}
		s->budget--;
		e = dnotation_read(&pos, texts[i], strlen(texts[i]), &m,
		    &fail);
		if (e == DNOTATION_OK) {
			draughts_make(&pos, m);
			continue;
		}
		if (e != DNOTATION_AMBIGUOUS)
			return i;	/* 8.2: no legal move is written */
		/* 4.14: each route the text names may be the one made. */
		best = 0;
		for (k = 0; k < fail.ncandidates &&
		    k < DNOTATION_MAX_CANDIDATES; k++) {
			next = pos;
			draughts_make(&next, fail.candidates[k]);
			r = reach_from(s, &next, texts + i + 1, n - i - 1);
			if (r > best)
				best = r;
		}
		return i + 1 + best;
	}
	return n;
}

enum dresolve_state
dresolve_capture(const struct draughts_position *pos,
    const char *const *texts, size_t n, uint64_t *move, size_t *reach)
{
	struct draughts_position	 next;
	struct dnotation_fail		 fail;
	struct search			 s = { RESOLVE_BUDGET, false };
	uint64_t			 m;
	size_t				 k, r, best = 0, nbest = 0;

	*move = DMOVE_NONE;
	if (reach != NULL)
		*reach = 0;
	if (n == 0 || dnotation_read(pos, texts[0], strlen(texts[0]), &m,
	    &fail) != DNOTATION_AMBIGUOUS)
		return DRESOLVE_NOT_AMBIGUOUS;
	/* 4.13, 4.14: every candidate is a legal capture of the largest
	 * number of pieces; 8.2.3 wrote them all the same. */
	for (k = 0; k < fail.ncandidates && k < DNOTATION_MAX_CANDIDATES;
	    k++) {
		next = *pos;
		draughts_make(&next, fail.candidates[k]);
		r = reach_from(&s, &next, texts + 1, n - 1);
		if (nbest == 0 || r > best) {
			best = r;
			nbest = 1;
			*move = fail.candidates[k];
		} else if (r == best)
			nbest++;
	}
	if (reach != NULL)
		*reach = best;
	if (s.spent || (nbest > 1 && best == n - 1)) {
		*move = DMOVE_NONE;
		return DRESOLVE_PENDING;
	}
	if (nbest > 1) {
		*move = DMOVE_NONE;
		return DRESOLVE_AMBIGUOUS;
	}
	return DRESOLVE_ONE;
}
