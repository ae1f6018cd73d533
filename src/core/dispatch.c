/*
 * dispatch.c: event_apply(), the one way an event changes: the command
 * goes to its verb's applier through its entry of the command table
 * (command_table.c), and what every command does besides (a feed's alerts
 * answered, the journal's verdicts forgotten, the line after a move noted)
 * follows here.  Above every verb's file: none of them reads the table.
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>

#include "event.h"
#include "command.h"
#include "rulings/rulings.h"

/* 9.1.2.2 (format 6 on): whether the board's last line was its move,
 * for an offer that follows; other boards' lines leave it as it was. */
static void
apply_note_line(struct event *ev, const struct command *cmd)
{
	struct game	*g;

	if (cmd->verb == COMMAND_VERDICT)	/* the next line's, not a line */
		return;
	if (cmd->board != 0 && (g = event_game(ev, cmd->board)) != NULL)
		g->moved_last = cmd->verb == COMMAND_MOVE;
}

static bool
game_over(const struct game *g)
{
	return g->status == GAME_FINISHED || g->status == GAME_ANNULLED;
}

bool
event_apply(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	const struct command_entry	*e = command_table[cmd->verb];
	uint16_t			 last = ev->last_move_board;
	struct game			*g;
	bool				 ok = true, over = false;

	why->code = EVENT_OK;
	why->law = LAW_NONE;
	why->read = GAME_READ_OK;
	why->board = 0;
	ev->verdicts.nreached = 0;
	if ((g = event_game(ev, cmd->board)) != NULL)
		over = game_over(g);
	if (cmd->verb != COMMAND_NONE && e->apply != NULL)
		ok = e->apply(ev, cmd, now, why);
	/* The arbiter's act answers a feed's alert (the games may move). */
	if (ok && cmd->board != 0 && (g = event_game(ev, cmd->board)) != NULL)
		game_alerts_settle(g, cmd, e->flags, !over && game_over(g));
	/* The journal's verdicts served this command, or none. */
	if (cmd->verb != COMMAND_VERDICT)
		event_verdicts_forget(ev);
	if (!ok)
		ev->verdicts.nreached = 0;
	/* 9.1a: only the line right after a move may carry its (=); a
	 * refusal changes nothing. */
	if (!ok)
		ev->last_move_board = last;
	else if (cmd->verb != COMMAND_MOVE && (e->flags & COMMAND_F_LOOK) == 0)
		ev->last_move_board = 0;
	if (ok && (e->flags & COMMAND_F_LOOK) == 0)
		apply_note_line(ev, cmd);
#ifdef ARBITER_BOARD_CHECKS
	assert(event_ok(ev));			/* all of it, every time */
#else
	/* What can change: a player command, on no board, one player. */
	assert(cmd->verb == COMMAND_PLAYER ?
	    event_ok_player(ev, cmd->u.player.id) :
	    event_ok_change(ev, cmd->round, cmd->board));
#endif
	return ok;
}
