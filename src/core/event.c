/*
 * event.c: the event's players and games, and their lookups.  Changes go
 * through apply.c; this file keeps the arrays and the invariant.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "event.h"

void
event_init(struct event *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->rules = RULES_FIDE_2005;
}

void
event_release(struct event *ev)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++)
		free(ev->games[i].moves);
	free(ev->games);
	free(ev->players);
	event_init(ev);
}

const struct player *
event_player(const struct event *ev, uint32_t id)
{
	size_t	i;

	for (i = 0; i < ev->nplayers; i++) {
		if (ev->players[i].id == id)
			return &ev->players[i];
	}
	return NULL;
}

/* The index of board's game, or ngames when there is none. */
static size_t
event_game_index(const struct event *ev, uint16_t board)
{
	size_t	lo = 0, hi = ev->ngames, mid;

	/* Games are kept in board order. */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (ev->games[mid].board == board)
			return mid;
		if (ev->games[mid].board < board)
			lo = mid + 1;
		else
			hi = mid;
	}
	return ev->ngames;
}

const struct game *
event_game_const(const struct event *ev, uint16_t board)
{
	size_t	i = event_game_index(ev, board);

	return i < ev->ngames ? &ev->games[i] : NULL;
}

struct game *
event_game(struct event *ev, uint16_t board)
{
	size_t	i = event_game_index(ev, board);

	return i < ev->ngames ? &ev->games[i] : NULL;
}

bool
event_clocks_running(const struct event *ev)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++) {
		if (ev->games[i].clock.state == CLOCK_RUNNING &&
		    ev->games[i].status == GAME_PLAYING)
			return true;
	}
	return false;
}

static bool
game_ok(const struct event *ev, const struct game *g)
{
	return event_player(ev, g->white) != NULL &&
	    event_player(ev, g->black) != NULL && g->white != g->black &&
	    g->status <= GAME_ANNULLED && clock_ok(&g->clock) &&
	    board_ok(&g->pos) && g->nmoves <= g->moves_cap;
}

bool
event_ok(const struct event *ev)
{
	size_t	i;

	if (ev->nplayers > ev->players_cap || ev->ngames > ev->games_cap)
		return false;
	for (i = 0; i < ev->ngames; i++) {
		if (i > 0 && ev->games[i - 1].board >= ev->games[i].board)
			return false;
		if (!game_ok(ev, &ev->games[i]))
			return false;
	}
	return true;
}
