/*
 * gamerecord.c: the events of a game kind's record reader, as every kind
 * hands them on (gamerecord.h).
 */
#include "config.h"

#include <string.h>

#include "gamerecord.h"

void
gamerecord_init(struct gamerecord *gr, unsigned flags, game_record_fn *fn,
    void *arg)
{
	memset(gr, 0, sizeof *gr);
	gr->fn = fn;
	gr->arg = arg;
	gr->flags = flags;
}

void
gamerecord_at(struct gamerecord *gr, unsigned long game, unsigned move_number,
    const char *name, const char *text)
{
	gr->ev.game = game;
	gr->ev.move_number = move_number;
	gr->ev.name = name;
	gr->ev.text = text;
}

/* Hand ev on; what only an error carries is not left for the next one. */
static bool
gamerecord_emit(struct gamerecord *gr)
{
	struct game_record_event	*ev = &gr->ev;
	bool				 ok = gr->fn(gr->arg, ev);

	ev->reason = NULL;
	ev->read = GAME_READ_OK;
	ev->fail = NULL;
	ev->pos = NULL;
	return ok;
}

bool
gamerecord_tag(struct gamerecord *gr)
{
	gr->ev.type = GAME_RECORD_TAG;
	return gamerecord_emit(gr);
}

bool
gamerecord_end(struct gamerecord *gr)
{
	gr->ev.type = GAME_RECORD_END;
	gr->ev.plies = gr->plies;
	gr->plies = 0;
	return gamerecord_emit(gr);
}

bool
gamerecord_move(struct gamerecord *gr, uint64_t move, bool checked)
{
	struct game_record_event	*ev = &gr->ev;

	gr->plies++;
	if ((gr->flags & GAME_RECORD_CHECK) && !checked) {
		ev->type = GAME_RECORD_ERROR;
		ev->reason = gr->reason;
		ev->pos = &gr->pos;
		gamerecord_emit(gr);
		return false;		/* the rest of the game is skipped */
	}
	if ((gr->flags & GAME_RECORD_MOVES) == 0)
		return true;
	ev->type = GAME_RECORD_MOVE;
	ev->move = move;
	ev->pos = &gr->pos;
	return gamerecord_emit(gr);
}

bool
gamerecord_error(struct gamerecord *gr, const char *reason,
    enum game_read read, const struct game_read_fail *fail)
{
	struct game_record_event	*ev = &gr->ev;
	size_t				 i;

	ev->type = GAME_RECORD_ERROR;
	ev->reason = reason;
	ev->pos = &gr->pos;
	ev->read = read;
	if (fail != NULL) {
		gr->fail.where = fail->where;
		gr->fail.ncandidates = fail->ncandidates < GAME_CANDIDATES_MAX ?
		    fail->ncandidates : GAME_CANDIDATES_MAX;
		for (i = 0; i < gr->fail.ncandidates; i++)
			gr->fail.candidates[i] = fail->candidates[i];
		ev->fail = &gr->fail;
	}
	return gamerecord_emit(gr);
}

void
gamerecord_reason(struct gamerecord *gr, const char *const *parts, size_t n)
{
	size_t	i, len = 0, k;

	for (i = 0; i < n; i++) {
		k = strlen(parts[i]);
		if (len + k >= sizeof gr->reason)
			k = sizeof gr->reason - len - 1;
		memcpy(gr->reason + len, parts[i], k);
		len += k;
	}
	gr->reason[len] = '\0';
}
