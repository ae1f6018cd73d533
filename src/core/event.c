/*
 * event.c: the event's players and games, and their lookups.  Changes go
 * through apply.c; this file keeps the arrays and the invariant.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "event.h"

#define TIMELINE_MINUTE_MS	(60 * 1000LL)

void
event_init(struct event *ev)
{
	memset(ev, 0, sizeof *ev);
	ev->ed = edition_at(0);		/* the table's first: fide-2005 */
	ev->kind = gamekind_find(ev->ed->game);
	ev->wait_ms = edition_param(ev->ed, EDITION_WAIT_MS);	/* 6.7 */
	ev->format = 1;		/* a journal older than the 'format' line */
	ev->score2[0] = 0;		/* 11.1: loss 0, draw 1/2, win 1 */
	ev->score2[1] = 1;
	ev->score2[2] = 2;
}

void
event_release(struct event *ev)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++)
		game_free(&ev->games[i]);
	free(ev->games);
	free(ev->players);
	free(ev->player_order);
	free(ev->past);
	event_init(ev);
}

/* Where id is, or would go, in player_order. */
static size_t
event_player_slot(const struct event *ev, uint32_t id)
{
	size_t	lo = 0, hi = ev->nplayers, mid;

	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		if (ev->players[ev->player_order[mid]].id < id)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

bool
event_copy(struct event *dst, const struct event *src)
{
	size_t	i;

	*dst = *src;
	dst->players = NULL;
	dst->player_order = NULL;
	dst->games = NULL;
	dst->past = NULL;
	dst->past_cap = src->npast;
	dst->players_cap = dst->player_order_cap = src->nplayers;
	dst->games_cap = src->ngames;
	dst->ngames = 0;
	if (!game_dup((void **)&dst->players, src->players, src->nplayers,
	    sizeof *src->players) ||
	    !game_dup((void **)&dst->player_order, src->player_order,
	    src->nplayers, sizeof *src->player_order) ||
	    !game_dup((void **)&dst->past, src->past, src->npast,
	    sizeof *src->past) ||
	    (src->ngames > 0 && (dst->games = calloc(src->ngames,
	    sizeof *dst->games)) == NULL))
		goto fail;
	for (i = 0; i < src->ngames; i++) {
		if (!game_copy(&dst->games[i], &src->games[i],
		    &dst->verdicts))
			goto fail;
		dst->ngames++;
	}
	return true;
fail:
	event_release(dst);
	return false;
}

const struct player *
event_player(const struct event *ev, uint32_t id)
{
	size_t	at = event_player_slot(ev, id);

	if (at < ev->nplayers && ev->players[ev->player_order[at]].id == id)
		return &ev->players[ev->player_order[at]];
	return NULL;
}

struct player *
event_player_add(struct event *ev, uint32_t id)
{
	struct player	*p;
	size_t		 at, cap;

	if (!game_grow((void **)&ev->players, &ev->players_cap, ev->nplayers,
	    sizeof *ev->players))
		return NULL;
	cap = ev->player_order_cap;
	if (!game_grow((void **)&ev->player_order, &cap, ev->nplayers,
	    sizeof *ev->player_order))
		return NULL;
	ev->player_order_cap = cap;
	/* Ids usually come in order: then this is an append. */
	at = event_player_slot(ev, id);
	memmove(&ev->player_order[at + 1], &ev->player_order[at],
	    (ev->nplayers - at) * sizeof *ev->player_order);
	ev->player_order[at] = (uint32_t)ev->nplayers;
	p = &ev->players[ev->nplayers++];
	memset(p, 0, sizeof *p);
	p->id = id;
	return p;
}

/* A game's place in the order of ev->games: round, then board. */
static uint32_t
event_game_key(uint16_t round, uint16_t board)
{
	return (uint32_t)round << 16 | board;
}

/* The index of the game on board of round, or ngames when there is none. */
static size_t
event_game_index(const struct event *ev, uint16_t round, uint16_t board)
{
	size_t		lo = 0, hi = ev->ngames, mid;
	uint32_t	key = event_game_key(round == 0 ? ev->round : round,
			    board), k;

	/* Games are kept in round, then board order. */
	while (lo < hi) {
		mid = lo + (hi - lo) / 2;
		k = event_game_key(ev->games[mid].round, ev->games[mid].board);
		if (k == key)
			return mid;
		if (k < key)
			lo = mid + 1;
		else
			hi = mid;
	}
	return ev->ngames;
}

const struct game *
event_game_at_const(const struct event *ev, uint16_t round, uint16_t board)
{
	size_t	i = event_game_index(ev, round, board);

	return i < ev->ngames ? &ev->games[i] : NULL;
}

struct game *
event_game_at(struct event *ev, uint16_t round, uint16_t board)
{
	size_t	i = event_game_index(ev, round, board);

	return i < ev->ngames ? &ev->games[i] : NULL;
}

const struct game *
event_game_const(const struct event *ev, uint16_t board)
{
	return event_game_at_const(ev, 0, board);
}

struct game *
event_game(struct event *ev, uint16_t board)
{
	return event_game_at(ev, 0, board);
}

bool
event_game_kept(const struct event *ev, const struct game *g)
{
	return g->round != ev->round;
}

bool
event_game_outlives(const struct event *ev, const struct game *g)
{
	if (ev->format < EVENT_FORMAT_KEPT)	/* it went with its round */
		return false;
	return g->status == GAME_ADJOURNED || (event_game_kept(ev, g) &&
	    g->status != GAME_FINISHED && g->status != GAME_ANNULLED);
}

void
event_verdicts_forget(struct event *ev)
{
	ev->verdicts.ngiven = 0;
	memset(ev->verdicts.used, 0, sizeof ev->verdicts.used);
}

bool
event_clocks_running(const struct event *ev)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++) {
		/* A1a: the sealer's clock runs until he seals. */
		if (ev->games[i].clock.state == CLOCK_RUNNING &&
		    (ev->games[i].status == GAME_PLAYING ||
		    ev->games[i].status == GAME_ADJOURNED))
			return true;
	}
	return false;
}

int64_t
event_timeline(const struct event *ev, const struct date *d,
    uint16_t minutes)
{
	int64_t	days = 0;

	/* Times of day are the venue's: UTC is that minus its offset. */
	if (ev->utc_timeline)
		return (date_days(d) * 24 * 60 + minutes - ev->tz_min) *
		    TIMELINE_MINUTE_MS;
	/* doc/commands.md: virtual 0 is the round's start on its date. */
	if (ev->date.year != 0 && d->year != 0)
		days = date_days(d) - date_days(&ev->date);
	return (days * 24 * 60 + minutes - ev->start_min) * TIMELINE_MINUTE_MS;
}

/*
 * Marks a text for the message catalogue (xgettext --keyword=N_): the core
 * writes English; a front end shows _(text) in the arbiter's language.
 */
#define N_(s)	s

const char *
game_question_msgid(enum game_question q)
{
	static const char *const texts[] = {
		[QUESTION_NONE] = "",
		[QUESTION_DEAD] = N_("is the position dead? the analysis could not decide"),
		[QUESTION_FLAG_MATE] = N_("can the opponent still checkmate? the analysis could not decide"),
		[QUESTION_ILLEGAL_MATE] = N_("third illegal move: the opponent cannot checkmate; the text does not settle the score"),
		[QUESTION_CLAIM_GAP] = N_("incorrect claim with exactly 2:00 or 1:00 left: the claimant's time is not settled by the text"),
		/* 10.2, 2023 III.5: the article says which. */
		[QUESTION_QUICKPLAY] = N_("draw claim under {QUICKPLAY}: decide draw, postpone or reject"),
		[QUESTION_POSTPONED] = N_("{QUICKPLAY} decision postponed: declare the result later or at a flag fall"),
		[QUESTION_SCORE] = N_("the opponent's score is decided by the arbiter"),
		[QUESTION_SEALED] = N_("the sealed move's outcome could not be decided"),
		[QUESTION_INCREMENT] = N_("request for 5 seconds a move for both (a draw offer): decide increment or reject"),
	};
	_Static_assert(sizeof texts / sizeof texts[0] == QUESTION_NB,
	    "a text for every question");

	return q < QUESTION_NB ? texts[q] : "";
}

char *
game_question_text(const struct edition *ed, enum game_question q,
    char *buf, size_t len)
{
	edition_expand(ed, game_question_msgid(q), buf, len);
	return buf;
}

/* A game's invariant, and its players the event's. */
static bool
event_game_ok(const struct event *ev, const struct game *g)
{
	return event_player(ev, g->white) != NULL &&
	    event_player(ev, g->black) != NULL && game_ok(g);
}

bool
event_ok_change(const struct event *ev, uint16_t round, uint16_t board)
{
	const struct game	*g;

	if (board == 0)
		return event_ok(ev);
	if (ev->nplayers > ev->players_cap || ev->ngames > ev->games_cap ||
	    ev->nplayers > ev->player_order_cap)
		return false;
	g = event_game_at_const(ev, round, board);
	return g == NULL || event_game_ok(ev, g);
}

bool
event_ok_player(const struct event *ev, uint32_t id)
{
	size_t	at;

	if (ev->nplayers > ev->players_cap ||
	    ev->nplayers > ev->player_order_cap)
		return false;
	if ((at = event_player_slot(ev, id)) >= ev->nplayers)
		return true;		/* refused: not there */
	return (at == 0 || ev->players[ev->player_order[at - 1]].id < id) &&
	    (at + 1 == ev->nplayers ||
	    ev->players[ev->player_order[at + 1]].id > id);
}

bool
event_ok(const struct event *ev)
{
	size_t	i;

	if (ev->nplayers > ev->players_cap || ev->ngames > ev->games_cap ||
	    ev->nplayers > ev->player_order_cap)
		return false;
	for (i = 1; i < ev->nplayers; i++) {
		if (ev->players[ev->player_order[i - 1]].id >=
		    ev->players[ev->player_order[i]].id)
			return false;
	}
	for (i = 0; i < ev->ngames; i++) {
		if (i > 0 && event_game_key(ev->games[i - 1].round,
		    ev->games[i - 1].board) >= event_game_key(ev->games[i].round,
		    ev->games[i].board))
			return false;
		/* Only an adjourned game outlives its round (A). */
		if (ev->games[i].round > ev->round ||
		    (ev->games[i].round < ev->round &&
		    ev->games[i].status == GAME_PENDING))
			return false;
		if (!event_game_ok(ev, &ev->games[i]))
			return false;
	}
	return event_sources_ok(ev);
}

static const char *const event_refusal_names[EVENT_REFUSAL_NB] = {
#define EVENT_REFUSAL_NAME(name) #name,
	EVENT_REFUSALS(EVENT_REFUSAL_NAME)
#undef EVENT_REFUSAL_NAME
};

const char *
event_refusal_name(enum event_refusal code)
{
	return code < EVENT_REFUSAL_NB ? event_refusal_names[code] : "?";
}

int
event_refusal_find(const char *name)
{
	int	i;

	for (i = 0; i < EVENT_REFUSAL_NB; i++) {
		if (strcmp(event_refusal_names[i], name) == 0)
			return i;
	}
	return -1;
}
