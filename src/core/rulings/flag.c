/*
 * flag.c: flags.  The engine never ends a game on time by itself: a flag
 * counts when the arbiter sees it (6.9; not in rapid and blitz, B7) or a
 * player validly claims it (6.9, B8).  6.10: the player who has not
 * completed the moves loses, unless the opponent cannot checkmate by any
 * legal sequence: draw; a mate or stalemate made before the flag was
 * called stands (the game is over and the call is refused).  Both flags:
 * 6.12 (2005: play on, except in the last period: draw), 10.3 (2001 and
 * 1952: draw in the quickplay finish, else play on), B9 (rapid, blitz:
 * draw).  With a 10.2 decision postponed, the flag fall is when the
 * arbiter declares the result (10.2b): the question is put back to him.
 * 2023: the arbiter calls flags in rapid and blitz too (A.5.5), a claim
 * there is A.5.3 (none with both clocks at 0.00: the arbiter reads the
 * clock, the Manual on A.5), and both flags in an unknown order are III.3.1, only
 * under the Guidelines III (B7, B8 and B9 are not in it).
 */
#include "config.h"

#include "command_args.h"
#include "rulings/rulings.h"

/* 2023 A.5: a rapid or blitz game under the regime of A.5 (A.6). */
static bool
flag_fast_a5(const struct event *ev, const struct game *g)
{
	return edition_has(g->ed, LAW_RAPID_TIME_CLAIM) &&
	    game_category(g) != TC_STANDARD && ev->regime != COMMAND_REGIME_A4;
}


/* 6.9 has made the flag count: rule on it (as law). */
static void
flag_counts(struct game *g, int side, enum law law, int64_t now)
{
	if (g->quickplay == side) {			/* 10.2b */
		game_pause(g, now);
		game_unpend(g, QUESTION_POSTPONED);
		game_pend(g, LAW_QUICKPLAY_POSTPONE, QUESTION_QUICKPLAY);
		return;
	}
	game_lose_unless_dead(g, side, law, QUESTION_FLAG_MATE, now);
}

static bool
ruling_flag(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	/* B7; 2023 A.5.5: the arbiter calls a flag he sees. */
	if (game_category(g) != TC_STANDARD && edition_has(g->ed, LAW_RAPID_FLAG))
		return REFUSE(why, EVENT_E_ARBITER_FLAG, LAW_RAPID_FLAG);
	if (!clock_flag(&g->clock, now, side, NULL))
		return REFUSE(why, EVENT_E_NO_FLAG, LAW_FLAG_CALLED);
	flag_counts(g, side, LAW_FLAG, now);		/* 6.9 */
	return true;
}

const struct command_entry command_flag_entry = {
	"flag", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_flag
};

bool
ruling_claim_time(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd), opp = OTHER(side);
	int64_t		 mine, theirs;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (!clock_flag(&g->clock, now, opp, &theirs))	/* no 9.5b change */
		return REFUSE(why, EVENT_E_NO_FLAG, LAW_FLAG_CALLED);
	if (clock_flag(&g->clock, now, side, &mine)) {
		/* B9: the claim shows the arbiter both flags down: draw,
		 * whichever fell first (B8's claimant with his flag down). */
		if (game_category(g) != TC_STANDARD && ev->format >=
		    EVENT_FORMAT_MENDED && edition_has(g->ed,
		    LAW_FAST_BOTH_FLAGS)) {
			game_end(g, 1, 1, LAW_FAST_BOTH_FLAGS, now);
			return true;
		}
		/* The Manual (2025) on A.5: both clocks at 0.00, no player
		 * can claim a win on time: the arbiter decides by the flag
		 * the clock shows ('flags'); from format 6. */
		if (flag_fast_a5(ev, g) && ev->format >= EVENT_FORMAT_RULINGS)
			return REFUSE(why, EVENT_E_OWN_FLAG,
			    LAW_RAPID_TIME_CLAIM);
		if (game_category(g) != TC_STANDARD &&
		    edition_has(g->ed, LAW_RAPID_OWN_FLAG))	/* B8 */
			return REFUSE(why, EVENT_E_OWN_FLAG, LAW_RAPID_OWN_FLAG);
		if (mine <= theirs)			/* first, or 6.12 */
			return REFUSE(why, EVENT_E_OWN_FLAG,
			    mine == theirs ? LAW_BOTH_FLAGS : LAW_FLAG_CALLED);
	}
	/* 6.9, B7, B8; 2023 A.5.3: a claim under the A.5 regime. */
	flag_counts(g, opp, flag_fast_a5(ev, g) ? LAW_RAPID_TIME_CLAIM :
	    LAW_FLAG, now);
	return true;
}

static bool
ruling_flags(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (!clock_flag(&g->clock, now, CLOCK_WHITE, NULL) ||
	    !clock_flag(&g->clock, now, CLOCK_BLACK, NULL))
		return REFUSE(why, EVENT_E_NOT_BOTH_FLAGS, LAW_BOTH_FLAGS);
	if (game_category(g) != TC_STANDARD &&
	    edition_has(g->ed, LAW_FAST_BOTH_FLAGS)) {
		game_end(g, 1, 1, LAW_FAST_BOTH_FLAGS, now);		/* B9 */
		return true;
	}
	if (!cmd->u.flags.unknown) {
		flag_counts(g, rulings_side(cmd), LAW_FLAG, now);	/* 6.10 */
		return true;
	}
	/* Draughts: 6.2.4 knows one flag; who fell first is the arbiter's
	 * to find, or his 'result'. */
	if (!edition_has(g->ed, LAW_BOTH_FLAGS))
		return REFUSE(why, EVENT_E_RULES, LAW_BOTH_FLAGS);
	/* 2023 III.3.1: only under the Guidelines III, when announced. */
	if (!rulings_guidelines(ev, g))
		return REFUSE(why, EVENT_E_NOT_ANNOUNCED, LAW_BOTH_FLAGS_DRAW);
	/* 6.12b (2005), 10.3 (2001): in the period of all the moves: draw. */
	if (clock_last_period(&g->clock, CLOCK_WHITE) ||
	    clock_last_period(&g->clock, CLOCK_BLACK))
		game_end(g, 1, 1, LAW_BOTH_FLAGS_DRAW, now);
	/* 6.12a: otherwise the game goes on. */
	return true;
}

static bool
command_read_flags(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	if (take_if(c, "unknown")) {
		cmd->u.flags.unknown = true;		/* 6.12, B9 */
		return take_end(c);
	}
	if (!take_if(c, "first"))
		return take_fail(c, c->i, take_at_end(c) ? COMMAND_E_MISSING :
		    COMMAND_E_BAD, COMMAND_ARG_FIRST);
	return take_side(c, false, cmd) && take_end(c);
}

static void
command_write_flags(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.flags.unknown)
		put_bare(o, "unknown");
	else {
		put_bare(o, "first");
		put_side(o, cmd->side, false);
	}
}

const struct command_entry command_flags_entry = {
	"flags", COMMAND_F_ACT,
	command_read_flags, command_write_flags, ruling_flags
};
