/*
 * claim.c: draw offers (9.1), claims under 9.2 and 9.3 with their 9.5
 * consequences, 9.4 (only the player having the move claims, before
 * moving), and the 10.2 quickplay claim with the arbiter's decision.
 * Time claims are flag.c's, illegal-move claims illegal.c's.
 *
 * 9.5b, read literally: the opponent gets 3:00; a claimant with more than
 * 2:00 loses half of it up to 3:00, with more than 1:00 but less than
 * 2:00 drops to 1:00, with less than 1:00 keeps it.  Exactly 2:00 and
 * exactly 1:00 are in no case: the claimant's clock is left alone, the
 * clocks stay stopped and the arbiter is asked (pending).
 */
#include "config.h"

#include <string.h>

#include "rulings/rulings.h"

bool
ruling_offer(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);

	(void)now;
	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	/* A4: an offer after the opponent sealed stands (9.1). */
	if (g->status != GAME_ADJOURNED && !rulings_live(g, why))
		return false;
	/* 9.1a: made with the offerer's own move, on the line after it. */
	if (ev->last_move_board == g->board && g->nmoves > 0 &&
	    game_side(g) == OTHER(side))
		g->marks[g->nmoves - 1] |= GAME_MARK_OFFER;	/* 9.1b, E13 */
	if (g->status == GAME_ADJOURNED && !g->seal.sealed)
		g->seal.offer = true;				/* A2f */
	g->draw_offer = (uint8_t)side;
	return true;
}

bool
ruling_accept(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status != GAME_ADJOURNED && !rulings_live(g, why))
		return false;
	if (g->draw_offer == CLOCK_NEITHER)
		return REFUSE(why, EVENT_E_NO_OFFER, LAW_OFFER);
	if (cmd->side != COMMAND_SIDE_NONE &&
	    rulings_side(cmd) == g->draw_offer)
		return REFUSE(why, EVENT_E_OWN_OFFER, LAW_OFFER);
	game_unpend(g, QUESTION_QUICKPLAY);
	game_unpend(g, QUESTION_POSTPONED);
	game_end(g, 1, 1, LAW_AGREEMENT, now);		/* 5.2c, A6 */
	return true;
}

bool
ruling_decline(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	(void)now;
	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status != GAME_ADJOURNED && !rulings_live(g, why))
		return false;
	if (g->draw_offer == CLOCK_NEITHER)
		return REFUSE(why, EVENT_E_NO_OFFER, LAW_OFFER);
	g->draw_offer = CLOCK_NEITHER;			/* 9.1a */
	return true;
}

/* 9.2: how often the position with key has appeared. */
static size_t
claim_count(const struct game *g, uint64_t key)
{
	size_t	i, n = 0;

	for (i = 0; i < g->nkeys; i++)
		n += g->keys[i] == key;
	return n;
}

/* 9.5b: the claimant's main time after an incorrect claim, or -1 (gap). */
static int64_t
claim_penalised(const struct game *g, int64_t left)
{
	int64_t	above = game_param(g, EDITION_CLAIM_HALF_ABOVE_MS);
	int64_t	cut = game_param(g, EDITION_CLAIM_CUT_MAX_MS);
	int64_t	floor = game_param(g, EDITION_CLAIM_FLOOR_MS);
	int64_t	half = left / 2;

	if (left > above)				/* 9.5b: half, up to 3:00 */
		return left - (half < cut ? half : cut);
	if (left > floor && left < above)		/* 9.5b: to 1:00 */
		return floor;
	if (left < floor)				/* 9.5b: unchanged */
		return left;
	return -1;	/* exactly 2:00 or 1:00: the text says nothing */
}

/* 9.5b: the claim was incorrect. */
static void
claim_incorrect(struct game *g, int side, uint64_t m, int64_t now)
{
	int64_t		left = clock_left(&g->clock, now, side), after;
	struct clock	before;

	clock_adjust(&g->clock, now, OTHER(side),
	    game_param(g, EDITION_CLAIM_BONUS_MS));	/* 9.5b: 3 minutes */
	after = claim_penalised(g, left);
	if (after < 0)
		game_pend(g, LAW_INCORRECT_CLAIM, QUESTION_CLAIM_GAP);
	else if (after != left)
		clock_adjust(&g->clock, now, side, after - left);
	/* 9.5b: "the intended move must be made", at the same instant. */
	if (m != GAME_MOVE_NONE) {
		before = g->clock;
		clock_press(&g->clock, now);
		if (g->draw_offer == OTHER(side))
			g->draw_offer = CLOCK_NEITHER;
		game_push(g, m);
		game_outcome(g, now);
		if (g->status == GAME_FINISHED) {
			g->clock = before;	/* 6.8a: no press needed */
			g->clk[g->nmoves - 1] = g->clock.left[side];
			return;
		}
	}
	if (after >= 0) {
		clock_go(&g->clock, now);		/* play continues */
		g->status = GAME_PLAYING;
	}
}

static bool
claim_draw(struct game *g, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game_pos	 after;
	uint64_t	 m = GAME_MOVE_NONE;
	bool		 rep = cmd->u.claim.kind == COMMAND_CLAIM_REPETITION;
	bool		 written = cmd->u.claim.move[0] != '\0';
	enum law	 law = rep ? LAW_REPETITION : LAW_FIFTY;
	enum game_read	 e;
	unsigned	 count;

	if (written && (e = g->kind->move_read(&g->pos, cmd->u.claim.move,
	    strlen(cmd->u.claim.move), 0, &m, NULL)) != GAME_READ_OK)
		return REFUSE_MOVE(why, e, rep ?	/* 9.2a, 9.3a */
		    LAW_REPETITION_WRITTEN : LAW_FIFTY_WRITTEN);
	if (!game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	after = g->pos;
	if (written)
		g->kind->play(&after, m);
	/* 9.2a: "about to appear": the move's position counts. */
	count = (unsigned)claim_count(g, game_key(g, &after)) + written;
	/* 9.5: the claim stops both clocks and cannot be withdrawn. */
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now);
	g->status = GAME_PAUSED;
	if (g->kind->claim_holds(law, &after, count, g->ed)) {	/* 9.2, 9.3 */
		game_end(g, 1, 1, law, now);		/* 9.5a */
		return true;
	}
	g->draw_offer = (uint8_t)rulings_side(cmd);	/* 9.1c */
	claim_incorrect(g, rulings_side(cmd), m, now);
	return true;
}

/* 10.2: under two minutes in the last period, not in blitz (C2). */
static bool
claim_quickplay(struct game *g, int side, int64_t now, struct refusal *why)
{
	if (game_category(g) == TC_BLITZ)
		return REFUSE(why, EVENT_E_BLITZ, LAW_BLITZ_NO_QUICKPLAY);
	if (!game_quickplay_claimable(g, now, side))
		return REFUSE(why, EVENT_E_QUICKPLAY, LAW_QUICKPLAY);
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now);		/* 10.2: stop the clocks */
	g->status = GAME_PAUSED;
	g->quickplay = (uint8_t)side;
	g->draw_offer = (uint8_t)side;			/* 9.1c */
	game_unpend(g, QUESTION_POSTPONED);
	game_pend(g, LAW_QUICKPLAY, QUESTION_QUICKPLAY);
	return true;
}

bool
ruling_claim(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);

	if (cmd->u.claim.kind == COMMAND_CLAIM_TIME)
		return ruling_claim_time(ev, cmd, now, why);
	if (cmd->u.claim.kind == COMMAND_CLAIM_ILLEGAL)
		return ruling_claim_illegal(ev, cmd, now, why);
	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (g->ill.active)
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, LAW_RAPID_ILLEGAL);
	/* 9.2, 9.3, 10.2: only the player having the move (9.4). */
	if (game_side(g) != side || g->clock.turn != side)
		return REFUSE(why, EVENT_E_NOT_TO_MOVE,
		    cmd->u.claim.kind == COMMAND_CLAIM_QUICKPLAY ? LAW_QUICKPLAY :
		    cmd->u.claim.kind == COMMAND_CLAIM_REPETITION ? LAW_REPETITION :
		    LAW_FIFTY);
	if (g->npending > 0 && g->status == GAME_PAUSED)
		return REFUSE(why, EVENT_E_NO_CLAIM, LAW_ARBITER_DUTY);
	if (cmd->u.claim.kind == COMMAND_CLAIM_QUICKPLAY)
		return claim_quickplay(g, side, now, why);
	return claim_draw(g, cmd, now, why);
}

bool
ruling_decide(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 claimant;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	claimant = g->quickplay;
	if (claimant == CLOCK_NEITHER)
		return REFUSE(why, EVENT_E_NO_CLAIM, LAW_QUICKPLAY);
	if (g->status == GAME_FINISHED && cmd->u.decide.kind !=
	    COMMAND_DECIDE_DRAW)
		return REFUSE(why, EVENT_E_FINISHED, LAW_QUICKPLAY_DECIDED);
	switch (cmd->u.decide.kind) {
	case COMMAND_DECIDE_DRAW:			/* 10.2a */
		game_unpend(g, QUESTION_QUICKPLAY);
		game_unpend(g, QUESTION_POSTPONED);
		g->quickplay = CLOCK_NEITHER;
		game_end(g, 1, 1, LAW_QUICKPLAY, now);
		return true;
	case COMMAND_DECIDE_POSTPONE:			/* 10.2b */
		if (g->status != GAME_PAUSED)
			return REFUSE(why, EVENT_E_NO_CLAIM, LAW_QUICKPLAY_POSTPONE);
		/* The 2 minutes of 10.2b are optional: 'extra' gives them. */
		game_unpend(g, QUESTION_QUICKPLAY);
		game_pend(g, LAW_QUICKPLAY_POSTPONE, QUESTION_POSTPONED);
		break;
	default:					/* 10.2c */
		if (g->status != GAME_PAUSED)
			return REFUSE(why, EVENT_E_NO_CLAIM, LAW_QUICKPLAY_REJECT);
		game_unpend(g, QUESTION_QUICKPLAY);
		game_unpend(g, QUESTION_POSTPONED);
		g->quickplay = CLOCK_NEITHER;
		/* 10.2b: decided at the flag fall: the flag counts (6.10). */
		if (clock_flag(&g->clock, now, claimant, NULL)) {
			game_lose_unless_dead(g, claimant, LAW_FLAG,
			    QUESTION_FLAG_MATE, now);
			return true;
		}
		clock_adjust(&g->clock, now, OTHER(claimant),	/* 10.2c */
		    game_param(g, EDITION_QUICKPLAY_BONUS_MS));
		break;
	}
	if (g->clock.state == CLOCK_STOPPED)
		clock_go(&g->clock, now);
	g->status = GAME_PLAYING;
	return true;
}
