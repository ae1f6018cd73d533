/*
 * penalty.c: the arbiter's own acts on a game: penalties of 13.4 a-g
 * (one or more), extra time for a disturbance (13.5), the ringing phone
 * of 12.2b (2005 only), persistent refusal to comply (12.8; 12.7 in
 * 2001) and both players guilty (12.9), results given by the arbiter,
 * annulment (7.1a, A11b), resignation (5.1b, A6), and the 6.14 set-ups
 * of clocks and position.
 *
 * Points: each side's score is kept in halves and may differ from a
 * normal result (0-0, 1/2-0); 13.4e/f adjustments are kept apart and
 * applied within 0 and the game's maximum (11.1).  Where the Laws leave
 * the opponent's score to the arbiter (12.2b, 12.8) it stays null and
 * pending until 'result' or 'penalty points' settles it.
 *
 * 2023: 12.9.1-12.9.9 (a fine recorded, an exclusion from the next
 * rounds, the opponent's score after a penalty loss left to the arbiter:
 * 12.9.6), 11.3.2.2 a device (the opponent wins), 11.7 and 11.8 as 12.8
 * and 12.9, 10.2 (the two scores never above the game's maximum), 5.1.2
 * (a resignation is a draw when the opponent cannot mate), 7.2.1 and 7.3
 * (reversed colours annul only before 10 moves each).
 *
 * 12.8 and 12.9 have no verb of their own: 'penalty <side> loss refusal'
 * is that ruling (a line without the keyword whose reason begins with the
 * article number, "12.8 ..." or "12.7" in 2001, too: the form before the
 * keyword); the same for both players of a game is 12.9 (2001: 12.8,
 * "both guilty under 12.7").
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "command_args.h"
#include "rulings/rulings.h"

static bool
penalty_record(struct game *g, int side, uint8_t kind, int64_t amount,
    const char *reason, enum law law, int64_t now)
{
	struct game_penalty	*p;
	size_t			 ncap;

	if (g->npenalties == g->penalties_cap) {
		ncap = g->penalties_cap == 0 ? 4 : 2 * g->penalties_cap;
		p = realloc(g->penalties, ncap * sizeof *p);
		if (p == NULL)
			return false;
		g->penalties = p;
		g->penalties_cap = ncap;
	}
	p = &g->penalties[g->npenalties++];
	memset(p, 0, sizeof *p);
	p->side = (uint8_t)side;
	p->kind = kind;
	p->ply = (uint16_t)(g->ply0 + g->nmoves);
	p->amount = amount;
	strncpy(p->reason, reason, sizeof p->reason - 1);
	p->law = (uint8_t)law;
	p->at = now;
	return true;
}

/* Room for one more record, checked before any change. */
static bool
penalty_room(struct game *g, struct refusal *why)
{
	size_t	n = g->npenalties;

	if (!penalty_record(g, 0, 0, 0, "", LAW_NONE, 0))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	g->npenalties = n;
	return true;
}

/* A game that clocks can be changed on: started, not over. */
static bool
penalty_clock_game(const struct game *g, struct refusal *why)
{
	if (g->status == GAME_PENDING)
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_START);
	if (g->status == GAME_FINISHED || g->status == GAME_ANNULLED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_NONE);
	return true;
}

/*
 * Whether the arbiter's reason names the edition's law of persistent
 * refusal to comply ("12.8 ..." in 2005, "12.7 ..." in 2001), or another
 * law a reason chose (2023 7.2.1 for 'annul'): the command language's
 * way of saying so before its keywords ('penalty ... loss refusal',
 * 'annul ... setup|colours'), still read on the lines that lack them
 * (journals outlive builds: doc/commands.md).
 */
static bool
penalty_cites(const struct game *g, const char *reason, enum law law)
{
	const char	*label = edition_label(g->ed, law);
	size_t		 n = label != NULL ? strlen(label) : 0;

	/* "12.8 refuses", "12.8: ...", not "12.81" nor "12.8b". */
	return n > 0 && strncmp(reason, label, n) == 0 &&
	    !((reason[n] >= '0' && reason[n] <= '9') ||
	    (reason[n] >= 'a' && reason[n] <= 'z'));
}

/*
 * 12.8: the loss is for persistent refusal to comply when the command
 * says 'loss refusal', or, on a line without the keyword, when its
 * reason begins with the edition's label of the law ("12.8 refuses"), as
 * every such line meant before the keyword: no line changes meaning.
 */
static bool
penalty_refusal(const struct game *g, const struct command *cmd)
{
	return cmd->u.penalty.refusal ||
	    penalty_cites(g, cmd->u.penalty.reason, LAW_REFUSAL);
}

/* 13.4d, 12.8, 12.9: side loses the game. */
static void
penalty_loss(struct game *g, int side, const struct command *cmd,
    int64_t now)
{
	int		 opp = OTHER(side);
	int		 p[2];

	if (!penalty_refusal(g, cmd)) {
		p[side] = 0;				/* 13.4d */
		p[opp] = 2;
		/* 2023 12.9.6: the arbiter decides the opponent's score. */
		if (game_param(g, EDITION_PENALTY_LOSS_SCORE_ARBITER) != 0)
			p[opp] = GAME_POINTS_NULL;
		game_end(g, p[0], p[1], LAW_PENALTY_LOSS, now);
		if (p[opp] == GAME_POINTS_NULL)
			game_pend(g, LAW_PENALTY_LOSS, QUESTION_SCORE);
		return;
	}
	if (g->status == GAME_FINISHED && g->reason == LAW_REFUSAL &&
	    g->base2[opp] == 0) {
		/* 12.9 (2001: 12.8): both guilty, both lose. */
		game_unpend(g, QUESTION_SCORE);
		game_end(g, 0, 0, LAW_BOTH_REFUSE, now);
		return;
	}
	p[side] = 0;
	p[opp] = 2;			/* draughts 6.2.5: the opponent wins */
	if (game_param(g, EDITION_REFUSAL_SCORE_ARBITER) != 0)
		p[opp] = GAME_POINTS_NULL;	/* 12.8: the arbiter's */
	game_end(g, p[0], p[1], LAW_REFUSAL, now);
	if (p[opp] == GAME_POINTS_NULL)
		game_pend(g, LAW_REFUSAL, QUESTION_SCORE);
}

/*
 * The player a penalty names (13.4g, 2023 12.9.8), not expelled, with
 * room for a record on each of his games; NULL with *why filled.
 */
static struct player *
penalty_player(struct event *ev, const struct command *cmd,
    struct refusal *why)
{
	struct player	*p = NULL;
	struct game	*g;
	size_t		 i;

	for (i = 0; i < ev->nplayers; i++) {
		if (ev->players[i].id == cmd->u.penalty.id)
			p = &ev->players[i];
	}
	if (p == NULL) {
		(void)REFUSE(why, EVENT_E_NO_PLAYER, LAW_NONE);
		return NULL;
	}
	if (p->expelled) {
		(void)REFUSE(why, EVENT_E_EXPELLED, LAW_EXPULSION);
		return NULL;
	}
	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		if ((g->white == p->id || g->black == p->id) &&
		    !penalty_room(g, why))
			return NULL;
	}
	return p;
}

/*
 * The penalty on the record of p's games this round (room made by
 * penalty_player()); with lose, the unfinished ones are lost (13.4g).
 */
static void
penalty_games(struct event *ev, const struct command *cmd,
    const struct player *p, enum law law, bool lose, int64_t now)
{
	struct game	*g;
	size_t		 i;
	int		 side;

	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		if (g->white != p->id && g->black != p->id)
			continue;
		side = g->white == p->id ? CLOCK_WHITE : CLOCK_BLACK;
		penalty_record(g, side, cmd->u.penalty.kind,
		    cmd->u.penalty.rounds, cmd->u.penalty.reason, law, now);
		if (lose && g->status != GAME_FINISHED &&
		    g->status != GAME_ANNULLED)
			game_end(g, side == CLOCK_WHITE ? 0 : 2,
			    side == CLOCK_WHITE ? 2 : 0, law, now);
	}
}

/* 13.4g: the player is expelled; his unfinished games are lost. */
static bool
penalty_expel(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct player	*p;

	if ((p = penalty_player(ev, cmd, why)) == NULL)
		return false;
	p->expelled = true;
	penalty_games(ev, cmd, p, LAW_EXPULSION, true, now);
	return true;
}

/*
 * 2023 10.2: the two scores never add up to more than the game's
 * maximum, when the other side's is known.
 */
static bool
penalty_total_ok(const struct game *g, int side, int mine)
{
	int	other = g->base2[OTHER(side)];

	if (!edition_has(g->ed, LAW_SCORE_TOTAL) || g->status != GAME_FINISHED ||
	    other == GAME_POINTS_NULL)
		return true;
	return mine + other + g->adj2[OTHER(side)] <= 2;
}

/* 13.4e/f: side's points change by d halves, within 0 and 1 (11.1). */
static bool
penalty_points(struct game *g, int side, int d, struct refusal *why)
{
	int	base = g->base2[side] == GAME_POINTS_NULL ? 0 : g->base2[side];
	int	adj = g->adj2[side] + d;

	/* During play the score is not known: the bounds apply at the end. */
	if (g->status != GAME_FINISHED)
		base = d > 0 ? 0 : 2;
	if (base + adj > 2)				/* 13.4f */
		return REFUSE(why, EVENT_E_POINTS, LAW_MORE_POINTS);
	if (base + adj < 0)				/* 13.4e */
		return REFUSE(why, EVENT_E_POINTS, LAW_FEWER_POINTS);
	if (!penalty_total_ok(g, side, base + adj))	/* 2023 10.2 */
		return REFUSE(why, EVENT_E_POINTS, LAW_SCORE_TOTAL);
	if (g->base2[side] == GAME_POINTS_NULL && g->status == GAME_FINISHED) {
		/* The arbiter settles a score left to him (12.2b, 12.8). */
		g->base2[side] = 0;
		game_unpend(g, QUESTION_SCORE);
		game_unpend(g, QUESTION_ILLEGAL_MATE);
	}
	g->adj2[side] = (int8_t)adj;
	game_update_result(g);
	return true;
}

/*
 * 2023 12.9.8: the player is excluded from the next rounds: each
 * 'pair' of him in them is refused; the game under way goes on (a loss
 * is a penalty of its own).  An exclusion given again replaces the last.
 */
static bool
penalty_exclude(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct player	*p;

	if (!edition_has(ev->ed, LAW_EXCLUSION))
		return REFUSE(why, EVENT_E_RULES, LAW_EXCLUSION);
	if ((p = penalty_player(ev, cmd, why)) == NULL)
		return false;
	p->excluded_from = (uint16_t)(ev->round + 1);
	p->excluded_upto = (uint16_t)(ev->round + cmd->u.penalty.rounds);
	/* On the record of his game this round, for the report. */
	penalty_games(ev, cmd, p, LAW_EXCLUSION, false, now);
	return true;
}

static bool
ruling_penalty(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	static const enum law arts[] = {
		[COMMAND_PENALTY_WARN] = LAW_WARNING,
		[COMMAND_PENALTY_TIME] = LAW_TIME_TO_OPPONENT,
		[COMMAND_PENALTY_LOSS] = LAW_PENALTY_LOSS,
		[COMMAND_PENALTY_POINTS] = LAW_FEWER_POINTS,
		[COMMAND_PENALTY_FINE] = LAW_FINE,
	};
	struct game	*g;
	int		 side = rulings_side(cmd);
	enum law	 art;

	if (cmd->u.penalty.kind == COMMAND_PENALTY_EXPEL)
		return penalty_expel(ev, cmd, now, why);
	if (cmd->u.penalty.kind == COMMAND_PENALTY_EXCLUDE)
		return penalty_exclude(ev, cmd, now, why);
	if ((g = rulings_game(ev, cmd, why)) == NULL || !penalty_room(g, why))
		return false;
	art = arts[cmd->u.penalty.kind];
	switch (cmd->u.penalty.kind) {
	case COMMAND_PENALTY_WARN:			/* 13.4a */
		g->warnings[side]++;
		break;
	case COMMAND_PENALTY_FINE:		/* 2023 12.9.7: recorded only */
		if (!edition_has(ev->ed, LAW_FINE))
			return REFUSE(why, EVENT_E_RULES, LAW_FINE);
		break;
	case COMMAND_PENALTY_TIME:
		if (!penalty_clock_game(g, why))
			return false;
		if (cmd->u.penalty.ms < 0)
			art = LAW_TIME_FROM_OFFENDER;			/* less for the offender */
		if (clock_adjust(&g->clock, now, side, cmd->u.penalty.ms) !=
		    STATUS_OK)				/* 13.4b: more for a side */
			return REFUSE(why, EVENT_E_CLOCK, art);
		break;
	case COMMAND_PENALTY_LOSS:			/* 13.4d, 12.8, 12.9 */
		if (g->status == GAME_PENDING || g->status == GAME_ANNULLED)
			return REFUSE(why, EVENT_E_NOT_STARTED, LAW_PENALTY_LOSS);
		if (cmd->u.penalty.refusal && !edition_has(g->ed, LAW_REFUSAL))
			return REFUSE(why, EVENT_E_RULES, LAW_REFUSAL);
		penalty_loss(g, side, cmd, now);
		art = g->reason;
		break;
	default:					/* 13.4e, 13.4f */
		if (cmd->u.penalty.points2 > 0)
			art = LAW_MORE_POINTS;
		/* Points as the game's results write them: -1 in draughts
		 * is a draw's worth, as in its 1-1. */
		if (cmd->u.penalty.points2 % game_param(g, EDITION_WIN_POINTS))
			return REFUSE(why, EVENT_E_POINTS, art);
		if (!penalty_points(g, side, cmd->u.penalty.points2 /
		    (int)game_param(g, EDITION_WIN_POINTS), why))
			return false;
		break;
	}
	penalty_record(g, side, cmd->u.penalty.kind,
	    cmd->u.penalty.kind == COMMAND_PENALTY_TIME ? cmd->u.penalty.ms :
	    cmd->u.penalty.points2, cmd->u.penalty.reason, art, now);
	if (cmd->u.penalty.kind == COMMAND_PENALTY_TIME)
		game_clockset_note(g, now);
	return true;
}

static const char *const penalty_words[] = {
	"warn", "time", "loss", "points", "expel", "fine", "exclude", NULL
};

static bool
command_read_penalty(struct command_cursor *c, struct command *cmd)
{
	char	*reason = cmd->u.penalty.reason;
	int	 k;

	/* 13.4g, 12.9.8: "penalty <player-id> expel|exclude" names a
	 * player, not a board. */
	if (c->i + 1 < c->lx->n && (k = args_lookup(c->lx->buf +
	    c->lx->w[c->i + 1].at, c->lx->w[c->i + 1].size,
	    penalty_words)) >= COMMAND_PENALTY_EXPEL &&
	    k != COMMAND_PENALTY_FINE) {
		if (!take_id(c, &cmd->u.penalty.id))
			return false;
		c->i++;
		cmd->u.penalty.kind = (uint8_t)k;
		if (k == COMMAND_PENALTY_EXCLUDE && !take_u16(c,
		    COMMAND_ARG_ROUNDS, 1, COMMAND_ROUNDS_MAX,
		    &cmd->u.penalty.rounds))
			return false;
	} else {
		if (!take_board(c, cmd) || !take_side(c, false, cmd) ||
		    !take_keyword(c, COMMAND_ARG_PENALTY, penalty_words, &k))
			return false;
		if (k == COMMAND_PENALTY_EXPEL || k == COMMAND_PENALTY_EXCLUDE)
			return take_fail_last(c, COMMAND_E_BAD,
			    COMMAND_ARG_PENALTY);
		cmd->u.penalty.kind = (uint8_t)k;
		if (k == COMMAND_PENALTY_TIME &&	/* 13.4b, 13.4c */
		    !take_duration(c, DURATION_SIGNED, &cmd->u.penalty.ms))
			return false;
		if (k == COMMAND_PENALTY_POINTS &&	/* 13.4e, 13.4f */
		    !take_points(c, &cmd->u.penalty.points2))
			return false;
		/* 12.8: the keyword, a bare word (a quoted "refusal" is a
		 * reason, as every reason the journal keeps is quoted). */
		if (k == COMMAND_PENALTY_LOSS && !take_at_end(c) &&
		    !c->lx->w[c->i].quoted && take_if(c, "refusal"))
			cmd->u.penalty.refusal = true;
	}
	return take_text(c, COMMAND_ARG_REASON, reason,
	    sizeof cmd->u.penalty.reason, true) && take_end(c);
}

static void
command_write_penalty(struct command_out *o, const struct command *cmd)
{
	int	p = cmd->u.penalty.points2;

	if (cmd->u.penalty.kind == COMMAND_PENALTY_EXPEL ||
	    cmd->u.penalty.kind == COMMAND_PENALTY_EXCLUDE) {
		put_uint(o, cmd->u.penalty.id, 1, COMMAND_ID_MAX);
		PUT_KEYWORD(o, penalty_words, cmd->u.penalty.kind);
		if (cmd->u.penalty.kind == COMMAND_PENALTY_EXCLUDE)
			put_uint(o, cmd->u.penalty.rounds, 1,
			    COMMAND_ROUNDS_MAX);
	} else {
		command_write_board_side(o, cmd);
		PUT_KEYWORD(o, penalty_words, cmd->u.penalty.kind);
	}
	if (cmd->u.penalty.kind == COMMAND_PENALTY_TIME)
		put_duration(o, cmd->u.penalty.ms, DURATION_SIGNED);
	if (cmd->u.penalty.kind == COMMAND_PENALTY_POINTS) {
		if (p == 0 || p < -2 || p > 2)
			o->bad = true;
		else {
			put_bare(o, p < 0 ? "-" : "+");
			put_bytes(o, args_halves_text(p < 0 ? -p : p),
			    strlen(args_halves_text(p < 0 ? -p : p)));
		}
	}
	if (cmd->u.penalty.refusal) {			/* 12.8 */
		if (cmd->u.penalty.kind != COMMAND_PENALTY_LOSS)
			o->bad = true;
		put_bare(o, "refusal");
	}
	put_quoted(o, cmd->u.penalty.reason);
}

const struct command_entry command_penalty_entry = {
	"penalty", COMMAND_F_ACT | COMMAND_F_SEVERE,
	command_read_penalty, command_write_penalty, ruling_penalty
};

int
game_penalty_offender(const struct game_penalty *p)
{
	if (p->kind == 0 || p->side > CLOCK_BLACK)
		return -1;			/* 13.5: extra time, no one */
	/* 13.4b, f (2023 12.9.2, 12.9.4): the opponent's clock or score. */
	if (p->law == LAW_TIME_TO_OPPONENT || p->law == LAW_MORE_POINTS)
		return OTHER(p->side);
	return p->side;
}

static bool
ruling_extra(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct clock	 c;
	bool		 both = cmd->side == COMMAND_SIDE_BOTH;
	int		 side = both ? CLOCK_WHITE : rulings_side(cmd);

	if ((g = rulings_game(ev, cmd, why)) == NULL ||
	    !penalty_clock_game(g, why) || !penalty_room(g, why))
		return false;
	c = g->clock;
	if (clock_adjust(&c, now, side, cmd->u.extra.ms) != STATUS_OK ||
	    (both && clock_adjust(&c, now, CLOCK_BLACK, cmd->u.extra.ms) !=
	    STATUS_OK))				/* 13.5 */
		return REFUSE(why, EVENT_E_CLOCK, LAW_EXTRA_TIME);
	g->clock = c;
	penalty_record(g, both ? 2 : side, 0, cmd->u.extra.ms,
	    cmd->u.extra.reason, LAW_EXTRA_TIME, now);
	game_clockset_note(g, now);
	return true;
}

static bool
command_read_extra(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_side(c, true, cmd) &&	/* 13.5 */
	    take_duration(c, DURATION_UNSIGNED, &cmd->u.extra.ms) &&
	    take_text(c, COMMAND_ARG_REASON, cmd->u.extra.reason,
	    sizeof cmd->u.extra.reason, true) && take_end(c);
}

static void
command_write_extra(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_side(o, cmd->side, true);
	put_duration(o, cmd->u.extra.ms, DURATION_UNSIGNED);
	put_quoted(o, cmd->u.extra.reason);
}

const struct command_entry command_extra_entry = {
	"extra", COMMAND_F_ACT,
	command_read_extra, command_write_extra, ruling_extra
};

/*
 * A device on the player (law): he loses; the opponent's score is opp2
 * halves, or the arbiter's (GAME_POINTS_NULL, pending).
 */
static bool
penalty_device(struct event *ev, const struct command *cmd, enum law law,
    int opp2, int64_t now, struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (!edition_has(ev->ed, law))
		return REFUSE(why, EVENT_E_RULES, law);
	if (!rulings_live(g, why) || !penalty_room(g, why))
		return false;
	game_end(g, side == CLOCK_WHITE ? 0 : opp2,
	    side == CLOCK_WHITE ? opp2 : 0, law, now);
	if (opp2 == GAME_POINTS_NULL)
		game_pend(g, law, QUESTION_SCORE);
	penalty_record(g, side, COMMAND_PENALTY_LOSS, 0,
	    law == LAW_PHONE ? "phone" : "device", law, now);
	return true;
}

static bool
ruling_phone(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	/* 12.2b (not in 2001): the opponent's score is the arbiter's. */
	return penalty_device(ev, cmd, LAW_PHONE, GAME_POINTS_NULL, now, why);
}

const struct command_entry command_phone_entry = {
	"phone", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_phone
};

static bool
ruling_device(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	/* 2023 11.3.2.2: the opponent wins (a lighter penalty the event
	 * set is the arbiter's 'result'). */
	return penalty_device(ev, cmd, LAW_DEVICE, 2, now, why);
}

const struct command_entry command_device_entry = {
	"device", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_device
};

static bool
ruling_result(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 w = cmd->u.result.white2, b = cmd->u.result.black2;
	int		 win;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status == GAME_ANNULLED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_ANNUL);
	/* The result as its game writes it: 1-0 a win in chess, 2-0 in
	 * draughts; in the game's halves of a win from here. */
	win = (int)game_param(g, EDITION_WIN_POINTS);
	if (w % win != 0 || b % win != 0)
		return REFUSE(why, EVENT_E_POINTS, LAW_SCORING);
	w /= win;
	b /= win;
	if (cmd->u.result.forfeit != COMMAND_FORFEIT_NONE) {
		w = cmd->u.result.forfeit == COMMAND_FORFEIT_WHITE_WINS ? 2 : 0;
		b = 2 - w;
	}
	if (w > 2 || b > 2 || w + b > 2)		/* 11.1 */
		return REFUSE(why, EVENT_E_POINTS, LAW_SCORING);
	/* The arbiter's ruling settles every question left to him. */
	g->npending = 0;
	g->quickplay = CLOCK_NEITHER;
	g->adj2[0] = g->adj2[1] = 0;
	g->forfeit = cmd->u.result.forfeit != COMMAND_FORFEIT_NONE;
	game_end(g, w, b, LAW_ARBITER, now);
	return true;
}

static bool
command_read_result(struct command_cursor *c, struct command *cmd)
{
	return take_board(c, cmd) && take_result(c, cmd) &&
	    take_text(c, COMMAND_ARG_REASON, cmd->u.result.reason,
	    sizeof cmd->u.result.reason, true) && take_end(c);
}

static void
command_write_result(struct command_out *o, const struct command *cmd)
{
	unsigned	w = cmd->u.result.white2, b = cmd->u.result.black2;

	put_board(o, cmd);
	switch (cmd->u.result.forfeit) {
	case COMMAND_FORFEIT_WHITE_WINS:
		if (w != 2 || b != 0)
			o->bad = true;
		put_bare(o, "+/-");
		break;
	case COMMAND_FORFEIT_BLACK_WINS:
		if (w != 0 || b != 2)
			o->bad = true;
		put_bare(o, "-/+");
		break;
	case COMMAND_FORFEIT_NONE:
		if (!args_result_ok(w, b)) {
			o->bad = true;
			break;
		}
		put_bare(o, args_halves_text((int)w));
		put_bytes(o, "-", 1);
		put_bytes(o, args_halves_text((int)b),
		    strlen(args_halves_text((int)b)));
		break;
	default:
		o->bad = true;
	}
	put_quoted(o, cmd->u.result.reason);
}

const struct command_entry command_result_entry = {
	"result", COMMAND_F_ACT | COMMAND_F_CHIEF,
	command_read_result, command_write_result, ruling_result
};

/*
 * Before format 6 the ground was read from the reason's text: in 2023 a
 * reason citing 7.2.1 (a wrong initial position) annulled at any time,
 * as 7.1a does in 2005; any other was 7.3, colours reversed.
 */
static enum command_annul
annul_ground_read(const struct event *ev, const struct game *g,
    const struct command *cmd)
{
	if (!edition_has(ev->ed, LAW_COLOURS_REVERSED))
		return COMMAND_ANNUL_NONE;
	return penalty_cites(g, cmd->u.annul.reason, LAW_ANNUL) ?
	    COMMAND_ANNUL_SETUP : COMMAND_ANNUL_COLOURS;
}

/*
 * 2005 B4, 2023 A.5.1.1: in rapid and blitz (2023: under A.5) no claim
 * about a wrong set-up stands once each player has made the edition's
 * moves.
 */
static bool
annul_setup_late(const struct event *ev, const struct game *g)
{
	return ev->format >= EVENT_FORMAT_RULINGS &&
	    game_category(g) != TC_STANDARD &&
	    edition_has(g->ed, LAW_SETUP_CLAIM) &&
	    !(edition_has(g->ed, LAW_RAPID_SUPERVISED) &&
	    ev->regime == COMMAND_REGIME_A4) &&
	    game_moves_each(g) >= game_param(g, EDITION_SETUP_CLAIM_MOVES);
}

static bool
ruling_annul(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game		*g;
	enum law		 reason;
	enum command_annul	 ground = cmd->u.annul.ground;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status == GAME_ANNULLED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_ANNUL);
	reason = g->status == GAME_ADJOURNED || g->seal.sealed ?
	    LAW_ANNUL_ADJOURNED : LAW_ANNUL;
	if (ev->format < EVENT_FORMAT_RULINGS)
		ground = reason == LAW_ANNUL ? annul_ground_read(ev, g, cmd) :
		    COMMAND_ANNUL_NONE;
	/* 2023 7.3: colours reversed, a new game only before 10 moves each. */
	if (ground == COMMAND_ANNUL_COLOURS) {
		if (!edition_has(ev->ed, LAW_COLOURS_REVERSED))
			return REFUSE(why, EVENT_E_RULES, LAW_COLOURS_REVERSED);
		if (game_moves_each(g) >=
		    game_param(g, EDITION_COLOURS_MOVES))
			return REFUSE(why, EVENT_E_TOO_LATE,
			    LAW_COLOURS_REVERSED);
		reason = LAW_COLOURS_REVERSED;
	}
	if (ground == COMMAND_ANNUL_SETUP) {	/* 7.1a, 7.2.1: any time */
		if (annul_setup_late(ev, g))		/* B4, A.5.1.1 */
			return REFUSE(why, EVENT_E_TOO_LATE, LAW_SETUP_CLAIM);
		reason = LAW_ANNUL;
	}
	/* 7.1a; A11b when the adjourned position cannot be established. */
	game_end(g, GAME_POINTS_NULL, GAME_POINTS_NULL, reason, now);
	g->status = GAME_ANNULLED;
	g->npending = 0;
	return true;
}

static bool
command_read_annul(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	/* The ground, a bare word: a quoted "setup" is a reason. */
	if (!take_at_end(c) && !c->lx->w[c->i].quoted) {
		if (take_if(c, "setup"))
			cmd->u.annul.ground = COMMAND_ANNUL_SETUP;
		else if (take_if(c, "colours"))
			cmd->u.annul.ground = COMMAND_ANNUL_COLOURS;
	}
	return take_text(c, COMMAND_ARG_REASON, cmd->u.annul.reason,
	    sizeof cmd->u.annul.reason, true) && take_end(c);
}

static void
command_write_annul(struct command_out *o, const struct command *cmd)
{
	static const char *const grounds[] = {
		[COMMAND_ANNUL_SETUP] = "setup",
		[COMMAND_ANNUL_COLOURS] = "colours",
	};

	put_board(o, cmd);
	if (cmd->u.annul.ground == COMMAND_ANNUL_SETUP ||
	    cmd->u.annul.ground == COMMAND_ANNUL_COLOURS)
		put_word(o, grounds[cmd->u.annul.ground]);
	else if (cmd->u.annul.ground != COMMAND_ANNUL_NONE)
		o->bad = true;
	put_quoted(o, cmd->u.annul.reason);
}

const struct command_entry command_annul_entry = {
	"annul", COMMAND_F_ACT | COMMAND_F_CHIEF,
	command_read_annul, command_write_annul, ruling_annul
};

static bool
ruling_resign(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	/* A6: a resignation before the resumption ends the game too. */
	if (g->status != GAME_ADJOURNED && !rulings_live(g, why))
		return false;
	/* 5.1b; 2023 5.1.2: a draw when the opponent cannot checkmate. */
	game_lose_unless(g, side, LAW_RESIGNATION, QUESTION_FLAG_MATE,
	    EDITION_RESIGN_CANNOT_WIN_DRAWS, now);
	return true;
}

const struct command_entry command_resign_entry = {
	"resign", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_resign
};

static bool
ruling_setclock(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct clock	 c;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status == GAME_FINISHED || g->status == GAME_ANNULLED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_NONE);
	c = g->clock;
	/* 6.14, A12: the arbiter sets the times and the move counter. */
	if (clock_set(&c, now, cmd->u.setclock.white_ms,
	    cmd->u.setclock.black_ms, cmd->u.setclock.has_moves ?
	    cmd->u.setclock.moves : -1) != STATUS_OK)
		return REFUSE(why, EVENT_E_CLOCK, LAW_SET_CLOCKS);
	g->clock = c;
	game_unpend(g, QUESTION_CLAIM_GAP);		/* 9.5b settled */
	game_clockset_note(g, now);
	return true;
}

static bool
command_read_setclock(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd) ||
	    !take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.white_ms) ||
	    !take_duration(c, DURATION_UNSIGNED, &cmd->u.setclock.black_ms))
		return false;
	if (take_if(c, "moves")) {			/* 6.14, A12 */
		if (!take_u16(c, COMMAND_ARG_NUMBER, 0, 9999,
		    &cmd->u.setclock.moves))
			return false;
		cmd->u.setclock.has_moves = true;
	}
	return take_end(c);
}

static void
command_write_setclock(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_duration(o, cmd->u.setclock.white_ms, DURATION_UNSIGNED);
	put_duration(o, cmd->u.setclock.black_ms, DURATION_UNSIGNED);
	if (cmd->u.setclock.has_moves) {
		put_bare(o, "moves");
		put_uint(o, cmd->u.setclock.moves, 0, 9999);
	}
}

const struct command_entry command_setclock_entry = {
	"setclock", COMMAND_F_ACT,
	command_read_setclock, command_write_setclock, ruling_setclock
};

static bool
ruling_setposition(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct game_pos	 pos;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status == GAME_FINISHED || g->status == GAME_ANNULLED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_NONE);
	if (g->kind->pos_read(&pos, cmd->u.setposition.fen, NULL, NULL) !=
	    GAME_POS_OK)
		return REFUSE(why, EVENT_E_BAD_FEN, LAW_ILLEGAL);
	if (g->status != GAME_PENDING && g->clock.turn != CLOCK_NEITHER &&
	    g->kind->side(&pos) != g->clock.turn) /* 6.14: the clock first */
		return REFUSE(why, EVENT_E_NOT_TO_MOVE, LAW_SET_CLOCKS);
	/* 7.4a, 7.5, A11: the position the arbiter establishes. */
	game_restart(g, &pos, now, LAW_NONE);
	game_clear_standing(g, GAME_STANDING_ILLEGAL);
	if (g->status == GAME_PENDING)
		g->start = pos;
	else
		game_outcome(g, now);
	return true;
}

static bool
command_read_setposition(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	if (!take_if(c, "fen")) {
		if (take_at_end(c))
			return take_fail(c, c->i, COMMAND_E_MISSING,
			    COMMAND_ARG_FEN_KEYWORD);
		return take_fail(c, c->i, COMMAND_E_BAD,
		    COMMAND_ARG_FEN_KEYWORD);
	}
	return take_text(c, COMMAND_ARG_FEN, cmd->u.setposition.fen,
	    sizeof cmd->u.setposition.fen, false) && take_end(c);
}

static void
command_write_setposition(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_bare(o, "fen");
	put_text(o, cmd->u.setposition.fen);
}

const struct command_entry command_setposition_entry = {
	"setposition", COMMAND_F_ACT,
	command_read_setposition, command_write_setposition, ruling_setposition
};
