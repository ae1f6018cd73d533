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
 * from the position it made, the mover's king left in check too (a board
 * no game reaches until the opponent moves; journals before format 4
 * could only claim it).  A board nobody can play on from (both kings in
 * check, an unfinished promotion) can only be claimed in blitz; in rapid
 * the arbiter acts on it at once (2005 B6, last sentence).
 *
 * 2023 (7.5, A.5): the second illegal move loses, a draw when the
 * opponent cannot mate (7.5.5); a pawn left unpromoted is made a queen
 * and counts (7.5.2), as do the clock pressed without a move ("--",
 * 7.5.3) and a legal move made with two hands (7.5.4), all acted on at
 * once; in rapid and blitz the penalty is one minute (A.3, B.2), an
 * illegal move stands until claimed under A.5 (A.5.2) but is acted on at
 * once under A.4, and a move after a board no game can reach draws
 * when an illegal position is still on the board (A.5.4, in apply.c;
 * from format 6 a move that takes the mover's king out of check after
 * both kings were in check plays on from that board).
 *
 * The move text: any notation the core reads is refused when it names a
 * legal move; otherwise it must be a move "as made" that the game kind
 * can put on the board (chess: from-to coordinates "Ke1-c1", "e7-e8",
 * "e7e8q", or a piece letter and a destination when one piece of that
 * kind can be meant, "Ke2"): garbage is never an illegal move.
 */
#include "config.h"

#include <string.h>

#include "command_args.h"
#include "rulings/rulings.h"

/*
 * 7.4b: the offender's count goes up; 2 minutes, or the third loses.
 * 2023 7.5.5: the second loses, a draw when the opponent cannot mate;
 * one minute in rapid and blitz (A.3, B.2).
 */
static void
illegal_count(struct game *g, int by, int64_t now)
{
	int	opp = OTHER(by);
	int64_t	before[2];

	if (game_param(g, EDITION_ILLEGAL_LIMIT) == 0) {
		g->illegal[by]++;	/* draughts 5.6: corrected, no more */
		return;
	}
	if (++g->illegal[by] < game_param(g, EDITION_ILLEGAL_LIMIT)) {
		game_clock_lefts(g, now, before);
		clock_adjust(&g->clock, now, opp, game_penalty_ms(g,
		    game_param(g, EDITION_ILLEGAL_BONUS_MS)));
		/* The record cites 7.4b (2023 7.5.5), in rapid and blitz
		 * B6 (2023 A.5.2). */
		game_clockset_ruled(g, now, game_category(g) == TC_STANDARD ?
		    LAW_ILLEGAL_LIMIT : LAW_RAPID_ILLEGAL, before);
		return;
	}
	if (game_param(g, EDITION_ILLEGAL_CANNOT_WIN_DRAWS) != 0) {
		game_lose_unless(g, by, LAW_ILLEGAL_LIMIT, QUESTION_FLAG_MATE,
		    EDITION_ILLEGAL_CANNOT_WIN_DRAWS, now);	/* 7.5.5 */
		return;
	}
	if (game_ask(g, opp == CLOCK_WHITE ? EVENT_ASK_WHITE : EVENT_ASK_BLACK,
	    &g->pos) == GAME_VERDICT_YES) {
		game_end(g, by == CLOCK_WHITE ? 0 : 2, by == CLOCK_WHITE ? 2 : 0,
		    LAW_ILLEGAL_LIMIT, now);
		return;
	}
	/* The opponent cannot (or may not) mate: the text is silent. */
	game_end(g, by == CLOCK_WHITE ? 0 : GAME_POINTS_NULL,
	    by == CLOCK_WHITE ? GAME_POINTS_NULL : 0, LAW_ILLEGAL_LIMIT, now);
	game_pend(g, LAW_ILLEGAL_LIMIT, QUESTION_ILLEGAL_MATE);
}

/*
 * Whether the arbiter acts on an illegal move at once, as in standard
 * play (7.4a): rapid and blitz wait for a claim (B6, C3; 2023 A.5.2),
 * unless the 2023 event put them under the competition rules (A.4).
 */
static bool
illegal_at_once(const struct event *ev, const struct game *g)
{
	if (game_param(g, EDITION_ILLEGAL_STANDS) != 0)	/* draughts 5.6 */
		return false;
	return game_category(g) == TC_STANDARD ||
	    (edition_has(g->ed, LAW_RAPID_SUPERVISED) &&
	    ev->regime == COMMAND_REGIME_A4);
}

/*
 * 2005 B6, last sentence: in rapid the arbiter intervenes, without a
 * claim, when both kings are in check or a promotion is not completed
 * (the board no game can reach): 7.4 at once.  Not in blitz (C2).
 */
static bool
illegal_intervene(const struct event *ev, const struct game *g)
{
	return ev->format >= EVENT_FORMAT_STANDS &&
	    game_category(g) == TC_RAPID &&
	    edition_has(g->ed, LAW_RAPID_INTERVENE);		/* B6 */
}

/*
 * 2023 A.5.4, from format 6: the board an illegal move left with both
 * kings in check is kept, so that the next move is read on it (out of
 * check, the game goes on; else the illegal position is still there).
 */
static bool
illegal_kings_held(const struct event *ev, const struct game *g)
{
	return ev->format >= EVENT_FORMAT_RULINGS &&
	    edition_has(g->ed, LAW_RAPID_ILLEGAL_POSITION);
}

enum game_read
ruling_position_stays(const struct game *g, const char *text, bool *stays)
{
	struct game_pos	after;
	char		canon[GAME_MOVE_TEXT_MAX];
	enum game_made	made;
	enum game_read	e;

	*stays = true;
	if (!g->ill.held)
		return GAME_READ_OK;
	e = g->kind->as_made(&g->pos, text, strlen(text), 0, &after, &made,
	    canon);
	*stays = made != GAME_MADE_REACHABLE;
	return e;
}

/*
 * 2023 A.5.4: the opponent's next move, after a board no game reaches,
 * is itself illegal: a draw when an illegal position is still on the
 * board (ruling_position_stays).  Any other illegal move awaits the
 * claim or the move (A.5.2).
 */
static bool
illegal_next(struct game *g, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	const char	*text = cmd->u.move.text;
	enum game_read	 e;
	uint64_t	 m;
	bool		 stays;

	if (!g->ill.broken || cmd->u.move.two_hands ||
	    strcmp(text, COMMAND_NO_MOVE) == 0 ||
	    !edition_has(g->ed, LAW_RAPID_ILLEGAL_POSITION))
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, game_illegal_law(g));
	if (g->ill.held && g->kind->move_read(&g->pos, text, strlen(text), 0,
	    &m, NULL) == GAME_READ_OK)
		return REFUSE(why, EVENT_E_LEGAL_MOVE, LAW_ILLEGAL);
	if ((e = ruling_position_stays(g, text, &stays)) != GAME_READ_OK)
		return REFUSE_MOVE(why, e, LAW_RAPID_ILLEGAL_POSITION);
	if (!stays)				/* out of check */
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, game_illegal_law(g));
	game_end(g, 1, 1, LAW_RAPID_ILLEGAL_POSITION, now);	/* A.5.4 */
	return true;
}

/*
 * Draughts 5.6: "32x21 removed 27,17", the text the kind reads, in
 * buf[GAME_MOVE_TEXT_MAX]; too long for it, "": refused as unreadable.
 */
static const char *
illegal_removed(const char *text, const char *removed, char *buf)
{
	static const char	word[] = " removed ";
	size_t			t = strlen(text), r = strlen(removed);

	if (t + sizeof word - 1 + r >= GAME_MOVE_TEXT_MAX)
		return "";
	memcpy(buf, text, t);
	memcpy(buf + t, word, sizeof word - 1);
	memcpy(buf + t + sizeof word - 1, removed, r + 1);
	return buf;
}

/*
 * Draughts 5.6.8, 5.6.10-5.6.12: a legal move's squares, but other
 * pieces taken off the board than the move takes.
 */
static bool
illegal_removes_other(const struct game *g, const struct command *cmd,
    uint64_t m)
{
	struct game_pos	legal = g->pos, made;
	char		buf[GAME_MOVE_TEXT_MAX];
	const char	*text;

	if (cmd->u.move.removed[0] == '\0')
		return false;
	text = illegal_removed(cmd->u.move.text, cmd->u.move.removed, buf);
	g->kind->play(&legal, m);
	return g->kind->as_made(&g->pos, text, strlen(text), 0, &made, NULL,
	    NULL) == GAME_READ_OK && g->kind->key(&made, 0) !=
	    g->kind->key(&legal, 0);
}

enum law
game_illegal_law(const struct game *g)
{
	return game_param(g, EDITION_ILLEGAL_STANDS) != 0 ? LAW_ILLEGAL :
	    LAW_RAPID_ILLEGAL;
}

/* 2023 7.5.2: the queen move an unfinished promotion stands for. */
static uint64_t
illegal_queen(const struct game *g, const char *text, bool broken)
{
	if (!broken || !edition_has(g->ed, LAW_PROMOTION_UNFINISHED) ||
	    g->kind->promotion_unfinished == NULL)
		return GAME_MOVE_NONE;
	return g->kind->promotion_unfinished(&g->pos, text, strlen(text), 0);
}

/*
 * 2023 7.5.2, 7.5.4: a move that stands but counts as an illegal one
 * (the unfinished promotion made a queen; a move made with two hands):
 * it is made and the clock pressed, then counted (7.5.5), unless it
 * ended the game (a mate stands: 5.1.1).
 */
static bool
illegal_played(struct game *g, uint64_t m, int64_t now, struct refusal *why)
{
	struct clock	clock = g->clock;
	int		by = game_side(g);

	if (clock_press(&clock, now) != STATUS_OK)
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_MOVE_COMPLETED);
	if (!game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	game_move(g, m, now);
	if (g->status != GAME_FINISHED)
		illegal_count(g, by, now);
	return true;
}

/* 2023 7.5.3, 7.5.4: what the arbiter saw, for the edition's laws. */
static bool
illegal_counted(struct game *g, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	const char	*text = cmd->u.move.text;
	uint64_t	 m;
	enum game_read	 e;

	if (!cmd->u.move.two_hands) {
		/* 7.5.3: the clock pressed without a move; the player
		 * still has the move, his clock running again. */
		if (!edition_has(g->ed, LAW_CLOCK_WITHOUT_MOVE))
			return REFUSE(why, EVENT_E_RULES, LAW_CLOCK_WITHOUT_MOVE);
		illegal_count(g, game_side(g), now);
		return true;
	}
	if (!edition_has(g->ed, LAW_TWO_HANDS))
		return REFUSE(why, EVENT_E_RULES, LAW_TWO_HANDS);
	if ((e = g->kind->move_read(&g->pos, text, strlen(text), 0, &m,
	    NULL)) != GAME_READ_OK)
		return REFUSE_MOVE(why, e, LAW_TWO_HANDS);
	return illegal_played(g, m, now, why);		/* 7.5.4 */
}

static bool
ruling_illegal(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct game_pos	 after;
	struct clock	 clock;
	const char	*text = cmd->u.move.text;
	char		 canon[GAME_MOVE_TEXT_MAX], made_text[GAME_MOVE_TEXT_MAX];
	uint64_t	 m, queen;
	enum game_read	 e;
	enum game_made	 made;
	int		 by;
	bool		 broken;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (g->ill.active)			/* A.5.2, A.5.4 */
		return illegal_next(g, cmd, now, why);
	if (g->seal.sealed && !g->seal.opened)
		return REFUSE(why, EVENT_E_NOT_OPENED, LAW_RESUMPTION);
	if (cmd->u.move.two_hands || (strcmp(text, COMMAND_NO_MOVE) == 0 &&
	    ev->format >= 2))		/* format 1 had no "--": a text */
		return illegal_counted(g, cmd, now, why);	/* 7.5.3, 7.5.4 */
	if (g->kind->move_read(&g->pos, text, strlen(text), 0, &m, NULL) ==
	    GAME_READ_OK && !illegal_removes_other(g, cmd, m))
		return REFUSE(why, EVENT_E_LEGAL_MOVE, LAW_ILLEGAL);
	/* Draughts 5.6: the pieces that left the board, when named. */
	if (cmd->u.move.removed[0] != '\0')
		text = illegal_removed(text, cmd->u.move.removed, made_text);
	if ((e = g->kind->as_made(&g->pos, text, strlen(text), 0, &after,
	    &made, canon)) != GAME_READ_OK) {		/* 7.4, B6: as made */
		/* A journal of format 1 (the release before 'format' lines)
		 * counted any text in standard play, and opens as it was
		 * written: the position is restored at once (7.4a), so the
		 * text changes nothing on the board. */
		if (ev->format < 2 && illegal_at_once(ev, g)) {
			illegal_count(g, game_side(g), now);	/* 7.4b */
			return true;
		}
		return REFUSE_MOVE(why, e, game_category(g) == TC_STANDARD ?
		    LAW_ILLEGAL : LAW_RAPID_ILLEGAL);
	}
	/* Before format 4 a king left in check could only be claimed. */
	if (made == GAME_MADE_IN_CHECK && ev->format < EVENT_FORMAT_STANDS) {
		made = GAME_MADE_BROKEN;
		after = g->pos;
	}
	/* Both kings in check: a board kept only from format 6 (A.5.4). */
	if (made == GAME_MADE_KINGS && !illegal_kings_held(ev, g)) {
		made = GAME_MADE_BROKEN;
		after = g->pos;
	}
	broken = made == GAME_MADE_BROKEN || made == GAME_MADE_KINGS;
	by = game_side(g);
	queen = illegal_queen(g, text, broken);
	if (illegal_at_once(ev, g) || (broken && illegal_intervene(ev, g))) {
		if (queen != GAME_MOVE_NONE)		/* 2023 7.5.2 */
			return illegal_played(g, queen, now, why);
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
	g->ill.added = clock_left(&clock, now, by) -
	    clock_left(&g->clock, now, by);		/* 6.8a: its increment */
	g->ill.broken = broken;
	g->ill.held = made == GAME_MADE_KINGS;
	g->ill.queen = queen;
	g->clock = clock;
	g->pos = after;
	return true;
}

/*
 * illegal <board> <move> [two-hands]: a move as made (7.4), or "--"
 * for the clock pressed without a move (2023 7.5.3); two-hands: a legal
 * move made with two hands (2023 7.5.4).
 */
static bool
command_read_illegal(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd) || !take_text(c, COMMAND_ARG_MOVE,
	    cmd->u.move.text, sizeof cmd->u.move.text, false))
		return false;
	if (take_if(c, "two-hands")) {
		if (strcmp(cmd->u.move.text, COMMAND_NO_MOVE) == 0)
			return take_fail(c, c->i - 2, COMMAND_E_BAD,
			    COMMAND_ARG_MOVE);
		cmd->u.move.two_hands = true;
	} else if (take_if(c, "removed") && !take_text(c,
	    COMMAND_ARG_SQUARES, cmd->u.move.removed,
	    sizeof cmd->u.move.removed, false))	/* draughts 5.6 */
		return false;
	return take_end(c);
}

static void
command_write_illegal(struct command_out *o, const struct command *cmd)
{
	command_write_board_move(o, cmd);
	if (cmd->u.move.two_hands) {
		if (strcmp(cmd->u.move.text, COMMAND_NO_MOVE) == 0)
			o->bad = true;
		put_bare(o, "two-hands");
	}
	if (cmd->u.move.removed[0] != '\0') {
		if (cmd->u.move.two_hands)
			o->bad = true;
		put_bare(o, "removed");
		put_word(o, cmd->u.move.removed);
	}
}

const struct command_entry command_illegal_entry = {
	"illegal", COMMAND_F_ACT | COMMAND_F_MOVE,
	command_read_illegal, command_write_illegal, ruling_illegal
};

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
		    game_category(g) == TC_BLITZ && edition_has(g->ed,
		    LAW_BLITZ_ILLEGAL) ? LAW_BLITZ_ILLEGAL : game_illegal_law(g));
	if (g->ill.queen != GAME_MOVE_NONE && !game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	by = g->ill.by;
	wl = clock_left(&g->clock, now, CLOCK_WHITE);
	bl = clock_left(&g->clock, now, CLOCK_BLACK);
	g->pos = g->ill.before;				/* 7.4a */
	game_clear_standing(g, GAME_STANDING_ILLEGAL);
	if (game_category(g) == TC_BLITZ &&
	    edition_has(g->ed, LAW_BLITZ_ILLEGAL)) {	/* C3 */
		game_lose_unless_dead(g, by, LAW_BLITZ_ILLEGAL, QUESTION_FLAG_MATE, now);
		return true;
	}
	/* B6 (2023 A.5.2, B.4): the arbiter applies 7.4 (7.5): the
	 * offender's turn again (6.14); the Manual (2025) on 7.5: without
	 * the increment his press added (from format 6). */
	if (ev->format >= EVENT_FORMAT_RULINGS &&
	    game_param(g, EDITION_ILLEGAL_PRESS_UNDONE) != 0) {
		if (by == CLOCK_WHITE)
			wl = wl > g->ill.added ? wl - g->ill.added : 0;
		else
			bl = bl > g->ill.added ? bl - g->ill.added : 0;
	}
	g->clock = g->ill.clock;
	clock_set(&g->clock, now, wl, bl, -1);
	if (g->ill.queen != GAME_MOVE_NONE) {	/* 2023 7.5.2: the queen */
		game_move(g, g->ill.queen, now);
		if (g->status == GAME_FINISHED)
			return true;
	}
	illegal_count(g, by, now);			/* 7.4b */
	return true;
}
