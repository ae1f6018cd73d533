/*
 * illegal.c: illegal moves.  Standard play (7.4): the position before it
 * is restored at once (nothing was played), the offender's clock keeps
 * running, the opponent gets 2 minutes for the first and second (7.4b),
 * the third loses.  When the opponent then cannot checkmate by any legal
 * sequence the 2005 text does not say what the opponent scores: the
 * offender gets 0 and the opponent's score is referred to the arbiter.
 *
 * Rapid (B6) and blitz (C3): the illegal move is completed on the board
 * as written and the opponent's clock runs.  The opponent may claim
 * before moving: in rapid the arbiter then applies 7.4; in blitz the
 * claimant wins, or draws when he cannot checkmate (C3).  If the opponent
 * moves instead, the illegal move stands and the scoresheet restarts
 * from the position it made.  A position the board cannot hold (a king
 * left in check, an unfinished promotion) can only be claimed.
 *
 * The move text: any notation the core reads is refused when it names a
 * legal move; otherwise it must be a move "as made" that the game kind
 * can put on the board (chess: from-to coordinates "Ke1-c1", "e7-e8",
 * "e7e8q", or a piece letter and a destination when one piece of that
 * kind can be meant, "Ke2"): garbage is never an illegal move.
 */
#include "config.h"

#include <string.h>

#include "rulings/rulings.h"

/* 7.4b: the offender's count goes up; 2 minutes, or the third loses. */
static void
illegal_count(struct game *g, int by, int64_t now)
{
	int	opp = OTHER(by);

	if (++g->illegal[by] < game_param(g, EDITION_ILLEGAL_LIMIT)) {
		clock_adjust(&g->clock, now, opp,
		    game_param(g, EDITION_ILLEGAL_BONUS_MS));
		return;
	}
	if (g->kind->can_win(&g->pos, opp, (uint64_t)game_param(g,
	    EDITION_DEAD_BUDGET), NULL, NULL) == GAME_VERDICT_YES) {
		game_end(g, by == CLOCK_WHITE ? 0 : 2, by == CLOCK_WHITE ? 2 : 0,
		    LAW_ILLEGAL_LIMIT, now);
		return;
	}
	/* The opponent cannot (or may not) mate: the text is silent. */
	game_end(g, by == CLOCK_WHITE ? 0 : GAME_POINTS_NULL,
	    by == CLOCK_WHITE ? GAME_POINTS_NULL : 0, LAW_ILLEGAL_LIMIT, now);
	game_pend(g, LAW_ILLEGAL_LIMIT, QUESTION_ILLEGAL_MATE);
}

bool
ruling_illegal(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct game_pos	 after;
	struct clock	 clock;
	const char	*text = cmd->u.move.text;
	char		 canon[GAME_MOVE_TEXT_MAX];
	uint64_t	 m;
	enum game_read	 e;
	int		 by;
	bool		 broken;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (g->ill.active)
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, LAW_RAPID_ILLEGAL);
	if (g->seal.sealed && !g->seal.opened)
		return REFUSE(why, EVENT_E_NOT_OPENED, LAW_RESUMPTION);
	if (g->kind->move_read(&g->pos, text, strlen(text), 0, &m, NULL) ==
	    GAME_READ_OK)
		return REFUSE(why, EVENT_E_LEGAL_MOVE, LAW_ILLEGAL);
	if ((e = g->kind->as_made(&g->pos, text, strlen(text), 0, &after,
	    &broken, canon)) != GAME_READ_OK)		/* 7.4, B6: as made */
		return REFUSE_MOVE(why, e, game_category(g) == TC_STANDARD ?
		    LAW_ILLEGAL : LAW_RAPID_ILLEGAL);
	by = game_side(g);
	if (game_category(g) == TC_STANDARD) {
		illegal_count(g, by, now);		/* 7.4a, 7.4b */
		return true;
	}
	clock = g->clock;
	if (clock_press(&clock, now) != STATUS_OK)	/* B6, C3: completed */
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_MOVE_COMPLETED);
	g->ill.active = true;
	g->ill.by = (uint8_t)by;
	g->ill.before = g->pos;
	g->ill.clock = g->clock;
	g->ill.broken = broken;
	g->clock = clock;
	g->pos = after;
	return true;
}

bool
ruling_claim_illegal(struct event *ev, const struct command *cmd,
    int64_t now, struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd), by;
	int64_t		 wl, bl;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (!g->ill.active || g->ill.by == side)	/* B6, C3: before moving */
		return REFUSE(why, EVENT_E_NO_ILLEGAL,
		    game_category(g) == TC_BLITZ ? LAW_BLITZ_ILLEGAL : LAW_RAPID_ILLEGAL);
	by = g->ill.by;
	wl = clock_left(&g->clock, now, CLOCK_WHITE);
	bl = clock_left(&g->clock, now, CLOCK_BLACK);
	g->pos = g->ill.before;				/* 7.4a */
	g->ill.active = false;
	if (game_category(g) == TC_BLITZ) {		/* C3 */
		game_lose_unless_dead(g, by, LAW_BLITZ_ILLEGAL, QUESTION_FLAG_MATE, now);
		return true;
	}
	/* B6: the arbiter applies 7.4: the offender's turn again (6.14). */
	g->clock = g->ill.clock;
	clock_set(&g->clock, now, wl, bl, -1);
	illegal_count(g, by, now);			/* 7.4b */
	return true;
}
