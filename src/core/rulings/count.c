/*
 * count.c: the move count of draughts Art. 7 and the repetition
 * verification of 6.3b.
 *
 * The count: a player asks for it or the arbiter imposes it (7.2), with
 * a king on each side (7.1); it counts from the player to move (7.3) and
 * the engine draws the game once each player has made the count's moves:
 * 25 of kings only (7.4), 16 in the endings of 7.5, 5 in those of 7.6.
 * The text says nothing of a count whose material changes; the console
 * reads it so: a man's move or a capture ends a 7.4 count (its condition
 * is broken), a capture into an ending of 7.5 or 7.6 starts that ending's
 * count afresh from the player to move, and a count with no longer a
 * king each side stops (7.1).  A new count may then be asked for.
 *
 * The verification: a claim (or the arbiter, 6.3b1) stops both clocks;
 * the engine verifies from the record at once: the third time with the
 * same player to move is a draw (6.3b2).  Otherwise, when the arbiter
 * restarts the clocks, the claimant is charged the time they stood, at
 * most 15 minutes (6.3b2), never to below 3 (6.3b3); a claimant already
 * under 3 minutes keeps his time at his first claim (6.3b3) and is
 * charged at a later one, since that exception is for the first only.
 */
#include "config.h"

#include "rulings/rulings.h"

/* The moves each that draw under law (7.4, 7.5, 7.6). */
static unsigned
count_limit(const struct game *g, enum law law)
{
	enum edition_param	p = law == LAW_COUNT_LEAST ?
	    EDITION_COUNT_LEAST_MOVES : law == LAW_COUNT_FEW ?
	    EDITION_COUNT_FEW_MOVES : EDITION_COUNT_KINGS_MOVES;

	return (unsigned)game_param(g, p);
}

unsigned
game_count_limit(const struct game *g)
{
	return g->count.law == LAW_NONE ? 0 :
	    count_limit(g, (enum law)g->count.law);
}

/* A count under law starts, from the player to move (7.3). */
static void
count_begin(struct game *g, enum law law)
{
	g->count.law = (uint8_t)law;
	g->count.moves[CLOCK_WHITE] = g->count.moves[CLOCK_BLACK] = 0;
}

bool
ruling_claim_count(struct game *g, int64_t now, struct refusal *why)
{
	enum law	law;

	(void)now;
	if (!edition_has(g->ed, LAW_COUNT) || g->kind->count_law == NULL)
		return REFUSE(why, EVENT_E_RULES, LAW_COUNT);
	if (g->count.law != LAW_NONE)
		return REFUSE(why, EVENT_E_COUNTING, LAW_COUNT);
	if ((law = g->kind->count_law(&g->pos)) == LAW_NONE)	/* 7.1 */
		return REFUSE(why, EVENT_E_NO_COUNT, LAW_COUNT);
	count_begin(g, law);					/* 7.2, 7.3 */
	return true;
}

void
game_count_move(struct game *g, const struct game_pos *before, uint64_t m,
    int64_t now)
{
	enum law	had = (enum law)g->count.law, law;
	int		side = g->kind->side(before);

	if (had == LAW_NONE || g->status == GAME_FINISHED)
		return;
	law = g->kind->count_law(&g->pos);
	if (law == LAW_NONE) {					/* 7.1 */
		g->count.law = LAW_NONE;
		return;
	}
	/* A capture into a shorter ending: its count, afresh (7.3). */
	if (law != had && law != LAW_COUNT_KINGS) {
		count_begin(g, law);
		return;
	}
	if (had == LAW_COUNT_KINGS && !g->kind->count_quiet(before, m)) {
		g->count.law = LAW_NONE;			/* 7.4 */
		return;
	}
	g->count.moves[side]++;
	if (g->count.moves[CLOCK_WHITE] >= count_limit(g, had) &&
	    g->count.moves[CLOCK_BLACK] >= count_limit(g, had))
		game_end(g, 1, 1, had, now);		/* 7.4, 7.5, 7.6 */
}

bool
ruling_claim_verify(struct game *g, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	bool		arbiter = cmd->side == COMMAND_SIDE_ARBITER;
	int		side = rulings_side(cmd);
	int64_t		floor = game_param(g, EDITION_VERIFY_FLOOR_MS);
	unsigned	seen = game_seen(g, game_key(g, &g->pos));

	if (cmd->u.claim.move[0] != '\0')	/* no move to write first */
		return REFUSE(why, EVENT_E_RULES, LAW_REPETITION_WRITTEN);
	if (g->verify.active)
		return REFUSE(why, EVENT_E_VERIFYING, LAW_REPETITION_CHARGE);
	game_pause(g, now);			/* the verification */
	if (g->kind->claim_holds(LAW_REPETITION, &g->pos, seen, g->ed)) {
		game_end(g, 1, 1, LAW_REPETITION, now);		/* 6.3b2 */
		return true;
	}
	g->verify.active = true;
	g->verify.since = now;
	g->verify.by = arbiter ? CLOCK_NEITHER : (uint8_t)side;
	if (arbiter)			/* 6.3b1: nobody is charged */
		return true;
	g->verify.keep = g->verify.claims[side] == 0 &&	/* 6.3b3 */
	    clock_left(&g->clock, now, side) < floor;
	g->verify.claims[side]++;
	return true;
}

void
game_verify_charge(struct game *g, int64_t now)
{
	int		side = g->verify.by;
	int64_t		left, after, charge, floor;

	if (!g->verify.active)
		return;
	g->verify.active = false;
	if (side == CLOCK_NEITHER || g->verify.keep)	/* 6.3b1, 6.3b3 */
		return;
	charge = now - g->verify.since;
	if (charge > game_param(g, EDITION_VERIFY_MAX_MS))	/* 6.3b2 */
		charge = game_param(g, EDITION_VERIFY_MAX_MS);
	left = clock_left(&g->clock, now, side);
	floor = game_param(g, EDITION_VERIFY_FLOOR_MS);
	after = left - charge;
	if (left >= floor && after < floor)			/* 6.3b3 */
		after = floor;
	if (after < 0)
		after = 0;
	if (after == left)
		return;
	clock_adjust(&g->clock, now, side, after - left);
	game_clockset_note(g, now);
}
