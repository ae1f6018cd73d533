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

#include "chess/notation.h"
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
	    g->pos.side == OTHER(side))
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
		return REFUSE(why, EVENT_E_NO_OFFER, "9.1");
	if (cmd->side != COMMAND_SIDE_NONE &&
	    rulings_side(cmd) == g->draw_offer)
		return REFUSE(why, EVENT_E_OWN_OFFER, "9.1");
	game_unpend(g, QUESTION_QUICKPLAY);
	game_unpend(g, QUESTION_POSTPONED);
	game_end(g, 1, 1, "5.2c", now);		/* 5.2c, A6 */
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
		return REFUSE(why, EVENT_E_NO_OFFER, "9.1");
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
claim_penalised(int64_t left)
{
	int64_t	half = left / 2;

	if (left > 2 * MINUTE_MS)			/* 9.5b: half, up to 3:00 */
		return left - (half < 3 * MINUTE_MS ? half : 3 * MINUTE_MS);
	if (left > MINUTE_MS && left < 2 * MINUTE_MS)	/* 9.5b: to 1:00 */
		return MINUTE_MS;
	if (left < MINUTE_MS)				/* 9.5b: unchanged */
		return left;
	return -1;	/* exactly 2:00 or 1:00: the text says nothing */
}

/* 9.5b: the claim was incorrect. */
static void
claim_incorrect(struct game *g, int side, uint16_t m, int64_t now)
{
	int64_t		left = clock_left(&g->clock, now, side), after;
	struct clock	before;

	clock_adjust(&g->clock, now, OTHER(side), 3 * MINUTE_MS); /* 9.5b */
	after = claim_penalised(left);
	if (after < 0)
		game_pend(g, "9.5b", QUESTION_CLAIM_GAP);
	else if (after != left)
		clock_adjust(&g->clock, now, side, after - left);
	/* 9.5b: "the intended move must be made", at the same instant. */
	if (m != MOVE_NONE) {
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
claim_draw(struct event *ev, struct game *g, const struct command *cmd,
    int64_t now, struct refusal *why)
{
	struct position	 after;
	struct undo	 u;
	uint16_t	 m = MOVE_NONE;
	bool		 rep = cmd->u.claim.kind == COMMAND_CLAIM_REPETITION;
	bool		 correct;
	uint64_t	 key;
	const char	*art = rep ? "9.2" : "9.3";

	(void)ev;
	if (cmd->u.claim.move[0] != '\0') {		/* 9.2a, 9.3a */
		if (notation_read(&g->pos, cmd->u.claim.move,
		    strlen(cmd->u.claim.move), LANG_EN, &m, NULL) !=
		    NOTATION_OK)
			return REFUSE(why, EVENT_E_BAD_MOVE, rep ? "9.2a" :
			    "9.3a");
	}
	if (!game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, NULL);
	after = g->pos;
	if (m != MOVE_NONE)
		board_make(&after, m, &u);
	if (rep) {
		key = g->key1952 ? board_key_1952(&after) :
		    board_repetition_key(&after);
		/* 9.2a: "about to appear": the move's position counts. */
		correct = claim_count(g, key) + (m != MOVE_NONE) >= 3;
	} else
		correct = after.halfmove >= 100;	/* 9.3: 50 moves each */
	/* 9.5: the claim stops both clocks and cannot be withdrawn. */
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now);
	g->status = GAME_PAUSED;
	if (correct) {
		game_end(g, 1, 1, art, now);		/* 9.5a */
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
	if (rulings_category(g) == TC_BLITZ)
		return REFUSE(why, EVENT_E_BLITZ, "C2");
	if (!clock_quickplay_claimable(&g->clock, now, side))
		return REFUSE(why, EVENT_E_QUICKPLAY, "10.2");
	if (g->clock.state == CLOCK_RUNNING)
		clock_stop(&g->clock, now);		/* 10.2: stop the clocks */
	g->status = GAME_PAUSED;
	g->quickplay = (uint8_t)side;
	g->draw_offer = (uint8_t)side;			/* 9.1c */
	game_unpend(g, QUESTION_POSTPONED);
	game_pend(g, "10.2", QUESTION_QUICKPLAY);
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
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, "B6");
	/* 9.2, 9.3, 10.2: only the player having the move (9.4). */
	if (g->pos.side != side || g->clock.turn != side)
		return REFUSE(why, EVENT_E_NOT_TO_MOVE,
		    cmd->u.claim.kind == COMMAND_CLAIM_QUICKPLAY ? "10.2" :
		    cmd->u.claim.kind == COMMAND_CLAIM_REPETITION ? "9.2" :
		    "9.3");
	if (g->npending > 0 && g->status == GAME_PAUSED)
		return REFUSE(why, EVENT_E_NO_CLAIM, "13.1");
	if (cmd->u.claim.kind == COMMAND_CLAIM_QUICKPLAY)
		return claim_quickplay(g, side, now, why);
	return claim_draw(ev, g, cmd, now, why);
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
		return REFUSE(why, EVENT_E_NO_CLAIM, "10.2");
	if (g->status == GAME_FINISHED && cmd->u.decide.kind !=
	    COMMAND_DECIDE_DRAW)
		return REFUSE(why, EVENT_E_FINISHED, "10.2d");
	switch (cmd->u.decide.kind) {
	case COMMAND_DECIDE_DRAW:			/* 10.2a */
		game_unpend(g, QUESTION_QUICKPLAY);
		game_unpend(g, QUESTION_POSTPONED);
		g->quickplay = CLOCK_NEITHER;
		game_end(g, 1, 1, "10.2", now);
		return true;
	case COMMAND_DECIDE_POSTPONE:			/* 10.2b */
		if (g->status != GAME_PAUSED)
			return REFUSE(why, EVENT_E_NO_CLAIM, "10.2b");
		/* The 2 minutes of 10.2b are optional: 'extra' gives them. */
		game_unpend(g, QUESTION_QUICKPLAY);
		game_pend(g, "10.2b", QUESTION_POSTPONED);
		break;
	default:					/* 10.2c */
		if (g->status != GAME_PAUSED)
			return REFUSE(why, EVENT_E_NO_CLAIM, "10.2c");
		game_unpend(g, QUESTION_QUICKPLAY);
		game_unpend(g, QUESTION_POSTPONED);
		g->quickplay = CLOCK_NEITHER;
		/* 10.2b: decided at the flag fall: the flag counts (6.10). */
		if (clock_flag(&g->clock, now, claimant, NULL)) {
			game_lose_unless_dead(g, claimant, "6.10",
			    QUESTION_FLAG_MATE, now);
			return true;
		}
		clock_adjust(&g->clock, now, OTHER(claimant), 2 * MINUTE_MS);
		break;
	}
	if (g->clock.state == CLOCK_STOPPED)
		clock_go(&g->clock, now);
	g->status = GAME_PLAYING;
	return true;
}
