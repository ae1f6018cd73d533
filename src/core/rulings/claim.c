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
 *
 * 2023: 9.5.3 takes nothing from the claimant (a cut of 0) and gives the
 * opponent 2 minutes, 1 in rapid and blitz (A.3); an agreed draw needs a
 * move by each player (5.2.3) and the event may forbid offers before a
 * move (9.1.1); the quickplay claim is III.5 and the request for 5
 * seconds a move III.4, both only under the Guidelines III (III.2).
 */
#include "config.h"

#include <string.h>

#include "command_args.h"
#include "rulings/rulings.h"

static void	claim_unpend(struct game *);

static bool
ruling_offer(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);
	bool		 with_move;

	(void)now;
	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	/* A4: an offer after the opponent sealed stands (9.1). */
	if (g->status != GAME_ADJOURNED && !rulings_live(g, why))
		return false;
	/* 2023 9.1.1: the event forbids offers before its move number. */
	if (ev->offers_from != 0 && game_move_number(g) < ev->offers_from)
		return REFUSE(why, EVENT_E_TOO_EARLY, LAW_OFFERS_FROM);
	/* 9.1a (2023 9.1.2.2): made with the offerer's own move, on his
	 * board's line after it; before format 6, the event's next line. */
	with_move = ev->format >= EVENT_FORMAT_OFFER_BOARD ? g->moved_last :
	    ev->last_move_board == g->board;
	if (with_move && g->nmoves > 0 && game_side(g) == OTHER(side))
		g->marks[g->nmoves - 1] |= GAME_MARK_OFFER;	/* 9.1b, E13 */
	if (g->status == GAME_ADJOURNED && !g->seal.sealed)
		g->seal.offer = true;				/* A2f */
	g->draw_offer = (uint8_t)side;
	return true;
}

const struct command_entry command_offer_entry = {
	"offer", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_offer
};

static bool
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
	/* 2023 5.2.3: not before each player has made a move (9.1.1: nor
	 * before the event's move number); a game paired from a position
	 * counts the moves its move number says were made. */
	if (game_moves_made(g) < game_param(g, EDITION_AGREEMENT_MIN_MOVES))
		return REFUSE(why, EVENT_E_TOO_EARLY, LAW_AGREEMENT);
	if (ev->offers_from != 0 && game_move_number(g) < ev->offers_from)
		return REFUSE(why, EVENT_E_TOO_EARLY, LAW_OFFERS_FROM);
	claim_unpend(g);
	game_end(g, 1, 1, LAW_AGREEMENT, now);		/* 5.2c, A6 */
	return true;
}

const struct command_entry command_accept_entry = {
	"accept", COMMAND_F_ACT,
	command_read_board, command_write_board, ruling_accept
};

static bool
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

const struct command_entry command_decline_entry = {
	"decline", COMMAND_F_ACT,
	command_read_board, command_write_board, ruling_decline
};

/* 9.5b: the claimant's main time after an incorrect claim, or -1 (gap). */
static int64_t
claim_penalised(const struct game *g, int64_t left)
{
	int64_t	above = game_param(g, EDITION_CLAIM_HALF_ABOVE_MS);
	int64_t	cut = game_param(g, EDITION_CLAIM_CUT_MAX_MS);
	int64_t	floor = game_param(g, EDITION_CLAIM_FLOOR_MS);
	int64_t	half = left / 2;

	if (cut == 0)			/* 2023 9.5.3: nothing is taken */
		return left;
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
	int64_t		before[2];

	game_clock_lefts(g, now, before);
	clock_adjust(&g->clock, now, OTHER(side), game_penalty_ms(g,
	    game_param(g, EDITION_CLAIM_BONUS_MS)));	/* 9.5b: 3 minutes */
	after = claim_penalised(g, left);
	if (after < 0)
		game_pend(g, LAW_INCORRECT_CLAIM, QUESTION_CLAIM_GAP);
	else if (after != left)
		clock_adjust(&g->clock, now, side, after - left);
	game_clockset_ruled(g, now, LAW_INCORRECT_CLAIM, before);
	/* 9.5b: "the intended move must be made", at the same instant. */
	if (m != GAME_MOVE_NONE) {
		game_move(g, m, now);
		if (g->status == GAME_FINISHED)
			return;
	}
	if (after >= 0) {
		clock_go(&g->clock, now);		/* play continues */
		g->status = GAME_PLAYING;
	}
}

enum law
game_claimable(const struct game *g)
{
	const struct game_pos	*pos = &g->pos;

	if (g->status != GAME_PLAYING && g->status != GAME_PAUSED)
		return LAW_NONE;
	/* 9.2b: the position has appeared three times, this one with them
	 * (the keys since the last setposition end with it). */
	if (g->nkeys > 0 && g->kind->claim_holds(LAW_REPETITION, pos,
	    game_seen(g, g->keys[g->nkeys - 1]), g->ed))
		return LAW_REPETITION;
	if (g->kind->claim_holds(LAW_FIFTY, pos, 0, g->ed))	/* 9.3b */
		return LAW_FIFTY;
	return LAW_NONE;
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
	count = game_seen(g, game_key(g, &after)) + written;
	/* 9.5: the claim stops both clocks and cannot be withdrawn. */
	game_pause(g, now);
	if (g->kind->claim_holds(law, &after, count, g->ed)) {	/* 9.2, 9.3 */
		game_end(g, 1, 1, law, now);		/* 9.5a */
		return true;
	}
	g->draw_offer = (uint8_t)rulings_side(cmd);	/* 9.1c */
	claim_incorrect(g, rulings_side(cmd), m, now);
	return true;
}

/* Every question of a quickplay claim or III.4 request is settled. */
static void
claim_unpend(struct game *g)
{
	game_unpend(g, QUESTION_QUICKPLAY);
	game_unpend(g, QUESTION_POSTPONED);
	game_unpend(g, QUESTION_INCREMENT);
	g->increment = CLOCK_NEITHER;
}

/*
 * 2023 III.2: the Guidelines III apply only when the event announced
 * them, to games without an increment (or delay), never in blitz.  An
 * edition without the law has no such condition (10.2 in 2005).
 */
static bool
claim_guidelines(const struct event *ev, const struct game *g,
    struct refusal *why)
{
	if (!rulings_guidelines(ev, g))
		return REFUSE(why, EVENT_E_NOT_ANNOUNCED, LAW_GUIDELINES);
	return true;
}

/* 10.2 (2023 III.5): under two minutes in the last period, not in blitz
 * (C2). */
static bool
claim_quickplay(struct event *ev, struct game *g, int side, int64_t now,
    struct refusal *why)
{
	if (!claim_guidelines(ev, g, why))		/* 2023 III.2 */
		return false;
	if (game_category(g) == TC_BLITZ)
		return REFUSE(why, EVENT_E_BLITZ, LAW_BLITZ_NO_QUICKPLAY);
	if (!game_quickplay_claimable(g, now, side))
		return REFUSE(why, EVENT_E_QUICKPLAY, LAW_QUICKPLAY);
	game_pause(g, now);				/* 10.2: stop the clocks */
	g->quickplay = (uint8_t)side;
	g->draw_offer = (uint8_t)side;			/* 9.1c */
	game_unpend(g, QUESTION_POSTPONED);
	game_pend(g, LAW_QUICKPLAY, QUESTION_QUICKPLAY);
	return true;
}

/*
 * 2023 III.4: under two minutes, the player having the move asks for
 * an increment of 5 seconds a move for both; it is a draw offer.  The
 * arbiter answers with 'decide increment' or 'decide reject'; the
 * opponent may accept the draw meanwhile.
 */
static bool
claim_increment(struct event *ev, struct game *g, int side, int64_t now,
    struct refusal *why)
{
	if (!claim_guidelines(ev, g, why))
		return false;
	if (!game_quickplay_claimable(g, now, side))	/* under 2 minutes */
		return REFUSE(why, EVENT_E_QUICKPLAY, LAW_INCREMENT_REQUEST);
	game_pause(g, now);
	g->increment = (uint8_t)side;
	g->draw_offer = (uint8_t)side;			/* III.4: an offer */
	game_pend(g, LAW_INCREMENT_REQUEST, QUESTION_INCREMENT);
	return true;
}

/* The law a claim of kind k invokes. */
static enum law
claim_law(unsigned k)
{
	static const enum law laws[] = {
		[COMMAND_CLAIM_REPETITION] = LAW_REPETITION,	/* 9.2, 6.3b */
		[COMMAND_CLAIM_FIFTY] = LAW_FIFTY,		/* 9.3 */
		[COMMAND_CLAIM_QUICKPLAY] = LAW_QUICKPLAY,	/* 10.2 */
		[COMMAND_CLAIM_INCREMENT] = LAW_INCREMENT_REQUEST, /* III.4 */
		[COMMAND_CLAIM_COUNT] = LAW_COUNT,		/* Art. 7 */
	};

	return k < sizeof laws / sizeof laws[0] && laws[k] != LAW_NONE ?
	    laws[k] : LAW_FIFTY;
}

static bool
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
	if (!edition_has(g->ed, claim_law(cmd->u.claim.kind)))
		return REFUSE(why, EVENT_E_RULES, claim_law(cmd->u.claim.kind));
	if (g->ill.active)
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, game_illegal_law(g));
	/* Draughts: either player, or the arbiter (6.3b1, 7.2). */
	if (cmd->u.claim.kind == COMMAND_CLAIM_COUNT)
		return ruling_claim_count(g, now, why);
	if (cmd->u.claim.kind == COMMAND_CLAIM_REPETITION &&
	    game_param(g, EDITION_VERIFY_MAX_MS) > 0)
		return ruling_claim_verify(g, cmd, now, why);
	if (cmd->side == COMMAND_SIDE_ARBITER)
		return REFUSE(why, EVENT_E_RULES, LAW_REPETITION_ARBITER);
	/* 9.2, 9.3, 10.2: only the player having the move (9.4). */
	if (game_side(g) != side || g->clock.turn != side)
		return REFUSE(why, EVENT_E_NOT_TO_MOVE,
		    claim_law(cmd->u.claim.kind));
	if (g->npending > 0 && g->status == GAME_PAUSED)
		return REFUSE(why, EVENT_E_NO_CLAIM, LAW_ARBITER_DUTY);
	if (cmd->u.claim.kind == COMMAND_CLAIM_QUICKPLAY)
		return claim_quickplay(ev, g, side, now, why);
	if (cmd->u.claim.kind == COMMAND_CLAIM_INCREMENT)
		return claim_increment(ev, g, side, now, why);
	return claim_draw(g, cmd, now, why);
}

static const char *const claim_words[] = {
	"repetition", "fifty", "quickplay", "time", "illegal", "increment",
	"count", NULL
};

static bool
command_read_claim(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd))
		return false;
	/* Draughts 6.3b1, 7.2: the arbiter verifies or counts himself. */
	if (take_if(c, "arbiter") || take_if(c, "arbitro"))
		cmd->side = COMMAND_SIDE_ARBITER;
	else if (!take_side(c, false, cmd))
		return false;
	if (!take_keyword(c, COMMAND_ARG_CLAIM, claim_words, &k))
		return false;
	if (cmd->side == COMMAND_SIDE_ARBITER &&
	    k != COMMAND_CLAIM_REPETITION && k != COMMAND_CLAIM_COUNT)
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_CLAIM);
	cmd->u.claim.kind = (uint8_t)k;
	/* 9.2a, 9.3a: the move the claimant intends to make. */
	if ((k == COMMAND_CLAIM_REPETITION || k == COMMAND_CLAIM_FIFTY) &&
	    !take_at_end(c) && !take_text(c, COMMAND_ARG_MOVE, cmd->u.claim.move,
	    sizeof cmd->u.claim.move, false))
		return false;
	return take_end(c);
}

static void
command_write_claim(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->side == COMMAND_SIDE_ARBITER &&
	    cmd->u.claim.kind != COMMAND_CLAIM_REPETITION &&
	    cmd->u.claim.kind != COMMAND_CLAIM_COUNT)
		o->bad = true;
	if (cmd->side == COMMAND_SIDE_ARBITER)
		put_bare(o, "arbiter");
	else
		put_side(o, cmd->side, false);
	PUT_KEYWORD(o, claim_words, cmd->u.claim.kind);
	if (cmd->u.claim.move[0] == '\0')
		return;
	if (cmd->u.claim.kind != COMMAND_CLAIM_REPETITION &&
	    cmd->u.claim.kind != COMMAND_CLAIM_FIFTY)
		o->bad = true;
	put_word(o, cmd->u.claim.move);
}

const struct command_entry command_claim_entry = {
	"claim", COMMAND_F_ACT | COMMAND_F_MOVE,
	command_read_claim, command_write_claim, ruling_claim
};

/*
 * 2023 III.4: the arbiter's answer to a request for an increment.
 * Agreed: the opponent did not take the draw, both get 5 seconds a move
 * from now and the opponent 2 minutes; rejected: play on, the offer
 * standing (9.1.2).
 */
static bool
decide_increment(struct game *g, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	int		requester = g->increment;
	struct clock	c = g->clock;

	if (cmd->u.decide.kind == COMMAND_DECIDE_INCREMENT) {
		if (clock_add_increment(&c, 5 * 1000) != STATUS_OK ||
		    clock_adjust(&c, now, OTHER(requester),
		    game_param(g, EDITION_QUICKPLAY_BONUS_MS)) != STATUS_OK)
			return REFUSE(why, EVENT_E_CLOCK, LAW_INCREMENT_REQUEST);
		g->clock = c;				/* III.4 */
		game_clockset_note(g, now);
		g->draw_offer = CLOCK_NEITHER;
	} else if (cmd->u.decide.kind != COMMAND_DECIDE_REJECT)
		return REFUSE(why, EVENT_E_NO_CLAIM, LAW_INCREMENT_REQUEST);
	claim_unpend(g);
	if (g->clock.state == CLOCK_STOPPED)
		clock_go(&g->clock, now);
	g->status = GAME_PLAYING;
	return true;
}

static bool
ruling_decide(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 claimant;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->increment != CLOCK_NEITHER && g->status == GAME_PAUSED)
		return decide_increment(g, cmd, now, why);
	if (cmd->u.decide.kind == COMMAND_DECIDE_INCREMENT)
		return REFUSE(why, EVENT_E_NO_CLAIM, LAW_INCREMENT_REQUEST);
	claimant = g->quickplay;
	if (claimant == CLOCK_NEITHER)
		return REFUSE(why, EVENT_E_NO_CLAIM, LAW_QUICKPLAY);
	if (g->status == GAME_FINISHED && cmd->u.decide.kind !=
	    COMMAND_DECIDE_DRAW)
		return REFUSE(why, EVENT_E_FINISHED, LAW_QUICKPLAY_DECIDED);
	switch (cmd->u.decide.kind) {
	case COMMAND_DECIDE_DRAW:			/* 10.2a */
		claim_unpend(g);
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
		claim_unpend(g);
		g->quickplay = CLOCK_NEITHER;
		/* 10.2b: decided at the flag fall: the flag counts (6.10). */
		if (clock_flag(&g->clock, now, claimant, NULL)) {
			game_lose_unless_dead(g, claimant, LAW_FLAG,
			    QUESTION_FLAG_MATE, now);
			return true;
		}
		clock_adjust(&g->clock, now, OTHER(claimant),	/* 10.2c */
		    game_param(g, EDITION_QUICKPLAY_BONUS_MS));
		game_clockset_note(g, now);
		break;
	}
	if (g->clock.state == CLOCK_STOPPED)
		clock_go(&g->clock, now);
	g->status = GAME_PLAYING;
	return true;
}

static const char *const decide_words[] = {
	"draw", "postpone", "reject", "increment", NULL
};

static bool
command_read_decide(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_DECIDE, decide_words, &k)) /* 10.2 */
		return false;
	cmd->u.decide.kind = (uint8_t)k;
	return take_end(c);
}

static void
command_write_decide(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, decide_words, cmd->u.decide.kind);
}

const struct command_entry command_decide_entry = {
	"decide", COMMAND_F_ACT,
	command_read_decide, command_write_decide, ruling_decide
};
