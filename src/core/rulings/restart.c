/*
 * restart.c: a draughts game begun on a wrongly turned board (5.2) or
 * with the colours given wrongly (5.3) is played again from the start,
 * unless both players have completed their 5th move or 10 minutes have
 * passed (5.4.2; counted here from the game's start, the round's for the
 * board).  The times already used stay on the clocks (5.4.2), each
 * player's with him when the colours change hands; when the organisers
 * gave the wrong colours nobody is charged (5.4.3).  Moves made so far
 * leave the scoresheet: the game begins again.
 */
#include "config.h"

#include "command_args.h"
#include "rulings/rulings.h"

/* Each player's time left, by the colour he has after the restart. */
static void
restart_times(const struct game *g, bool swap, bool organisers,
    int64_t now, int64_t left[2])
{
	struct clock	fresh;
	int		side;

	clock_init(&fresh, &g->tc);
	for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++)
		left[side ^ swap] = organisers ? fresh.left[side] :  /* 5.4.3 */
		    clock_left(&g->clock, now, side);		/* 5.4.2 */
}

static bool
ruling_restart(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	bool		 colours = cmd->u.restart.why == COMMAND_RESTART_COLOURS;
	enum law	 law = colours ? LAW_COLOURS_WRONG : LAW_BOARD_TURNED;
	struct clock	 c;
	int64_t		 left[2];
	uint32_t	 white;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (!edition_has(g->ed, law))
		return REFUSE(why, EVENT_E_RULES, law);
	if (cmd->u.restart.organisers && !colours)
		return REFUSE(why, EVENT_E_RULES, LAW_RESTART_ORGANISERS);
	if (game_moves_each(g) >= game_param(g, EDITION_RESTART_MOVES) ||
	    now - g->start_ms >= game_param(g, EDITION_RESTART_MS))
		return REFUSE(why, EVENT_E_RESTART_LATE, LAW_RESTART); /* 5.4.2 */
	restart_times(g, colours, cmd->u.restart.organisers, now, left);
	clock_init(&c, &g->tc);
	if (clock_start(&c, now, g->kind->side(&g->start)) != STATUS_OK ||
	    clock_set(&c, now, left[CLOCK_WHITE], left[CLOCK_BLACK], 0) !=
	    STATUS_OK || (g->status == GAME_PAUSED &&
	    clock_stop(&c, now) != STATUS_OK))
		return REFUSE(why, EVENT_E_CLOCK, LAW_RESTART);
	if (colours) {					/* 5.3 */
		white = g->white;
		g->white = g->black;
		g->black = white;
	}
	g->clock = c;
	game_restart(g, &g->start, now, law);
	g->ply0 = 0;			/* a new game: its moves from 1 */
	g->draw_offer = CLOCK_NEITHER;
	game_clear_standing(g, GAME_STANDING_ALL);
	game_clockset_note(g, now);
	return true;
}

static const char *const restart_words[] = {
	"orientation", "colours", NULL
};

/* restart <board> orientation|colours [organisers]: draughts 5.2-5.4. */
static bool
command_read_restart(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_RESTART, restart_words, &k))
		return false;
	cmd->u.restart.why = (uint8_t)k;
	cmd->u.restart.organisers = take_if(c, "organisers");
	return take_end(c);
}

static void
command_write_restart(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, restart_words, cmd->u.restart.why);
	if (cmd->u.restart.organisers)
		put_bare(o, "organisers");
}

const struct command_entry command_restart_entry = {
	"restart", COMMAND_F_ACT,
	command_read_restart, command_write_restart, ruling_restart
};
