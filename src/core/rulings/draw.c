/*
 * draw.c: 'draw 960', a Chess960 start drawn for a round (2023 Guidelines
 * II.1: the position is set up at random, one of the 960; II.2: before
 * the game, by an arbiter; one position for all the boards of a round).
 *
 * The core never draws: the line it applies carries the number, which
 * the journal's writer drew once when it wrote the line (app/draw960.h),
 * so every replay of the journal sets up the same position.  A line with
 * no number is refused (E_NOT_DRAWN): nothing wrote it.
 *
 * The drawn start is the round's: the boards paired in it without a
 * start of their own ('pair ... start <n>' or 'fen') start from it, those
 * paired before the draw as well as those after.  A board that has begun
 * keeps its position, so a draw for a round with one is refused, as is a
 * second draw (one position for the round; 'undo' corrects a draw).
 */
#include "config.h"

#include "command_args.h"
#include "rulings/rulings.h"

/* The game words 'draw' knows: Chess960's number of starts. */
static const char *const draw_games[] = { "960", NULL };

/* Whether g is the current round's (not one kept from an earlier). */
static bool
draw_of_round(const struct event *ev, const struct game *g)
{
	return !event_game_kept(ev, g);
}

/* Whether g still stands as it was paired: no move, no set-up since. */
static bool
draw_untouched(const struct game *g)
{
	return g->status == GAME_PENDING && g->nmoves == 0 && g->ply0 == 0 &&
	    g->restart_ms == 0 && g->nkeys == 1;
}

static bool
ruling_draw(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game_pos	 pos;
	struct game	*g;
	size_t		 i;

	(void)now;
	if (ev->name[0] == '\0')
		return REFUSE(why, EVENT_E_NO_EVENT, LAW_NONE);
	/* II.1: a game of numbered starts (the event's game names it). */
	if (ev->kind->start_number == NULL)
		return REFUSE(why, EVENT_E_NOT_960, LAW_NONE);
	if (ev->round == 0)
		return REFUSE(why, EVENT_E_NO_ROUND, LAW_NONE);
	if (cmd->u.draw.round != 0 && cmd->u.draw.round != ev->round)
		return REFUSE(why, EVENT_E_DRAW_ROUND, LAW_NONE);
	if (!cmd->u.draw.has_start)
		return REFUSE(why, EVENT_E_NOT_DRAWN, LAW_NONE);
	if (!ev->kind->start_number(&pos, cmd->u.draw.start))	/* II.1 */
		return REFUSE(why, EVENT_E_START_NUMBER, LAW_CHESS960);
	/* II.2: one position for the round, drawn before its games. */
	if (ev->has_start960)
		return REFUSE(why, EVENT_E_DRAWN, LAW_CHESS960);
	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		if (draw_of_round(ev, g) && g->status != GAME_PENDING)
			return REFUSE(why, EVENT_E_DRAW_STARTED, LAW_CHESS960);
	}
	ev->has_start960 = true;
	ev->start960 = cmd->u.draw.start;
	/* II.2: the boards already paired with no start of their own. */
	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		if (!draw_of_round(ev, g) || g->start_own ||
		    !draw_untouched(g))
			continue;
		g->start = pos;
		g->pos = pos;
		g->keys[0] = game_key(g, &g->start);
	}
	return true;
}

/* draw 960 [round <r>] [start <n>] */
static bool
command_read_draw(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "round", "start", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_keyword(c, COMMAND_ARG_KEYWORD, draw_games, &k))
		return false;
	while (!take_at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_u16(c, COMMAND_ARG_NUMBER, 1,
		    COMMAND_ROUND_MAX, &cmd->u.draw.round))
			return false;
		/* II.1: 0-959; the kind checks it as 'pair ... start'. */
		if (k == 2 && !(cmd->u.draw.has_start = take_u16(c,
		    COMMAND_ARG_NUMBER, 0, 9999, &cmd->u.draw.start)))
			return false;
	}
	return true;
}

static void
command_write_draw(struct command_out *o, const struct command *cmd)
{
	put_bare(o, draw_games[0]);
	if (cmd->u.draw.round != 0) {
		put_bare(o, "round");
		put_uint(o, cmd->u.draw.round, 1, COMMAND_ROUND_MAX);
	}
	if (cmd->u.draw.has_start) {
		put_bare(o, "start");
		put_uint(o, cmd->u.draw.start, 0, 9999);
	}
}

/* An arbiter's, chief or deputy (no board, not the event's set-up). */
const struct command_entry command_draw_entry = {
	"draw", 0,
	command_read_draw, command_write_draw, ruling_draw
};
