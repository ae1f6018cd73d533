/*
 * game.c: the rulings' shared steps: the board a command names and
 * whether its game is under way, a move made at the board (6.8a, 9.1a),
 * what the position decides after it (the game kind's outcome: 5.1a,
 * 5.2a, 5.2b in chess; 2023 9.6.1, 9.6.2), a loss unless the opponent
 * cannot win (6.10), and the bounded analyses they ask for.  What they
 * do to the game (its scoresheet, its end) is the game model's (game.h).
 */
#include "config.h"

#include "rulings/rulings.h"

struct game *
rulings_game(struct event *ev, const struct command *cmd, struct refusal *why)
{
	struct game	*g;

	if ((g = event_game_at(ev, cmd->round, cmd->board)) == NULL)
		(void)REFUSE(why, EVENT_E_NO_BOARD, LAW_NONE);
	return g;
}

bool
rulings_live(const struct game *g, struct refusal *why)
{
	if (g->status == GAME_PENDING)
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_START);
	if (g->status == GAME_ADJOURNED)
		return REFUSE(why, EVENT_E_NOT_RESUMED, LAW_RESUME);
	if (g->status != GAME_PLAYING && g->status != GAME_PAUSED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_NONE);
	return true;
}

bool
rulings_guidelines(const struct event *ev, const struct game *g)
{
	size_t	i;

	if (!edition_has(g->ed, LAW_GUIDELINES))
		return true;
	/* III.2.1: announced; III.2.2: without increment, not blitz. */
	if (!ev->guidelines || game_category(g) == TC_BLITZ)
		return false;
	for (i = 0; i < g->tc.nperiods; i++) {
		if (g->tc.periods[i].inc_ms != 0 ||
		    g->tc.periods[i].delay_ms != 0)
			return false;
	}
	return true;
}

enum game_verdict
game_ask(struct game *g, enum event_question q, const struct game_pos *pos)
{
	struct event_verdicts	*v = g->verdicts;
	uint64_t		 budget;
	enum game_verdict	 a;
	size_t			 i;

	for (i = 0; i < v->ngiven; i++) {
		if (!v->used[i] && v->given[i].board == g->board &&
		    v->given[i].question == q) {
			v->used[i] = true;	/* as it was first reached */
			return (enum game_verdict)v->given[i].answer;
		}
	}
	if (v->recorded && q == EVENT_ASK_DEAD)
		return GAME_VERDICT_NO;		/* never written: alive */
	budget = (uint64_t)game_param(g, EDITION_DEAD_BUDGET);
	a = q == EVENT_ASK_DEAD ? g->kind->dead(pos, budget) :
	    g->kind->can_win(pos, q == EVENT_ASK_WHITE ? CLOCK_WHITE :
	    CLOCK_BLACK, budget, NULL, NULL);
	if (!(q == EVENT_ASK_DEAD && a == GAME_VERDICT_NO) &&
	    v->nreached < EVENT_VERDICTS_MAX) {
		v->reached[v->nreached].board = g->board;
		v->reached[v->nreached].question = (uint8_t)q;
		v->reached[v->nreached++].answer = (uint8_t)a;
	}
	return a;
}

void
game_move(struct game *g, uint64_t m, int64_t now)
{
	struct clock	before = g->clock;
	struct game_pos	from = g->pos;
	int		side = game_side(g);

	(void)clock_press(&g->clock, now);		/* 6.8a */
	/* 9.1a: moving rejects the opponent's offer. */
	if (g->draw_offer == OTHER(side))
		g->draw_offer = CLOCK_NEITHER;
	game_push(g, m, now);
	game_outcome(g, now);
	game_count_move(g, &from, m, now);		/* draughts Art. 7 */
	if (g->status == GAME_FINISHED) {
		/* 6.8a: a move that ends the game needs no press: no increment. */
		g->clock = before;
		if (g->clock.state == CLOCK_RUNNING)
			clock_stop(&g->clock, now);
		g->clk[g->nmoves - 1] = g->clock.left[side];
	}
}

/*
 * 2023 9.6.1, 9.6.2: the position's fifth appearance, or 75 moves each
 * without a capture or a pawn move, end the game without a claim.  The
 * caller has ruled out a mate on the last move, which comes first.
 */
static enum law
game_automatic(const struct game *g)
{
	int64_t	count = game_param(g, EDITION_AUTO_REPETITION_COUNT);

	if (count > 0 &&
	    game_seen(g, g->keys[g->nkeys - 1]) >= count)	/* 9.6.1 */
		return LAW_AUTO_REPETITION;
	if (game_param(g, EDITION_AUTO_QUIET_PLIES) > 0 &&
	    g->kind->claim_holds(LAW_AUTO_SEVENTY_FIVE, &g->pos, 0, g->ed))
		return LAW_AUTO_SEVENTY_FIVE;			/* 9.6.2 */
	return LAW_NONE;
}

void
game_outcome(struct game *g, int64_t now)
{
	struct game_end		end;
	enum game_verdict	dead;
	enum law		automatic;

	/* 5.1a, 5.2a: as the game kind rules the position. */
	g->kind->outcome(&g->pos, g->ed, &end);
	if (end.law != LAW_NONE) {
		game_end(g, end.points2[0], end.points2[1], end.law, now);
		return;
	}
	if ((automatic = game_automatic(g)) != LAW_NONE) {
		game_unpend(g, QUESTION_DEAD);
		game_end(g, 1, 1, automatic, now);		/* 9.6.1, 9.6.2 */
		return;
	}
	if (!edition_has(g->ed, LAW_DEAD_POSITION))	/* 1952: none */
		return;
	dead = game_ask(g, EVENT_ASK_DEAD, &g->pos);
	if (dead == GAME_VERDICT_YES)			/* 5.2b, 9.6 */
		game_end(g, 1, 1, LAW_DEAD_POSITION, now);
	else if (dead == GAME_VERDICT_UNKNOWN)		/* never a guess */
		game_pend(g, LAW_DEAD_POSITION, QUESTION_DEAD);
	else
		game_unpend(g, QUESTION_DEAD);
}

/* Can side's opponent still win, as game_ask() finds it? */
static enum game_verdict
game_opponent_can_win(struct game *g, int side)
{
	return game_ask(g, side == CLOCK_WHITE ? EVENT_ASK_BLACK :
	    EVENT_ASK_WHITE, &g->pos);
}

void
game_lose_unless_dead(struct game *g, int side, enum law reason,
    enum game_question q, int64_t now)
{
	game_lose_unless(g, side, reason, q, EDITION_FLAG_CANNOT_WIN_DRAWS,
	    now);
}

void
game_lose_unless(struct game *g, int side, enum law reason,
    enum game_question q, enum edition_param draws, int64_t now)
{
	/* 6.10 (2023: 5.1.2, 6.9, 7.5.5, A.5.3): the opponent cannot win by
	 * any legal sequence: draw, where the edition says so. */
	switch (game_param(g, draws) == 0 ?
	    GAME_VERDICT_YES : game_opponent_can_win(g, side)) {
	case GAME_VERDICT_YES:
		game_end(g, side == CLOCK_WHITE ? 0 : 2,
		    side == CLOCK_WHITE ? 2 : 0, reason, now);
		break;
	case GAME_VERDICT_NO:
		game_end(g, 1, 1, reason, now);
		break;
	default:
		game_end(g, GAME_POINTS_NULL, GAME_POINTS_NULL, reason, now);
		game_pend(g, reason, q);
		break;
	}
}
