/*
 * rulings.h: the executor's parts, shared between apply.c and the files
 * of src/core/rulings/, one per article group:
 *	claim.c		9.1 offers, 9.2, 9.3, 9.4, 9.5, 10.2 and its decision
 *	flag.c		6.9, 6.10, 6.12 (10.3 in 2001), B7, B8, B9
 *	illegal.c	7.4, B6, C3
 *	penalty.c	12.2b, 12.8, 12.9, 13.4 a-g, 13.5, results, 7.1a,
 *			resignation, 6.14 set-ups
 *	adjourn.c	6.6, 6.7 and Appendix A
 *	count.c		draughts: the Art. 7 count, the 6.3b verification
 *	restart.c	draughts: a wrong board or colours, 5.2-5.4
 *	draw.c		2023 II.1, II.2: a round's Chess960 start drawn
 * (with the 2023 numbers and rulings where the edition has them: 7.5,
 * 9.5.3, 9.6.1/9.6.2 in game.c, 11.3.2.2, 12.9, A.4/A.5, III, I).
 * Beside each ruling a verb applies sit the verb's reader and writer and
 * its entry of the command table (command_table.c, command_args.h).
 * Every function checks everything before its first write: false with
 * *why filled means nothing changed.  Not installed: the executor's
 * internals, not an API.
 *
 * What the Laws leave to the arbiter is never decided here: the game
 * gets a pending entry (enum game_question) and the points concerned
 * stay GAME_POINTS_NULL until 'result', 'penalty ... points' or 'decide'
 * (or 'setclock' for 9.5b) settles them:
 *	5.2b/9.6, 6.10, A8, A10, C3	the dead-position analysis answered
 *					DEAD_UNKNOWN (never turned into a ruling)
 *	7.4b	third illegal move, the opponent cannot mate: the 2005 text
 *		gives the offender the loss and says nothing of the opponent
 *	9.5b	exactly 2:00 or exactly 1:00 left: in none of the cases
 *	10.2	the claim itself (draw, postpone, reject), and at a flag
 *		fall after a postponement
 *	12.2b, 12.8 (12.7 in 2001)	the opponent's score
 */
#ifndef ARBITER_RULINGS_H
#define ARBITER_RULINGS_H

#include <stdbool.h>
#include <stdint.h>

#include "event.h"
#include "gamekind.h"

#define REFUSE(why, c, l) \
	((why)->code = (c), (why)->law = (l), false)
/* A move text that is no move here: why, for the message; a capture
 * left untaken is refused under its own rule (draughts 4.13), whatever
 * the command. */
#define REFUSE_MOVE(why, r, l) \
	((why)->read = (r), REFUSE(why, EVENT_E_BAD_MOVE,		\
	    (r) == GAME_READ_MAJORITY ? LAW_MAJORITY : (l)))

#define OTHER(side)	((side) ^ 1)
#define MINUTE_MS	(60 * 1000LL)

/* The command's side as a clock side (inline: count.c, which game.c
 * calls after a move, calls nothing back in game.c). */
static inline int
rulings_side(const struct command *cmd)
{
	return cmd->side == COMMAND_SIDE_BLACK ? CLOCK_BLACK : CLOCK_WHITE;
}
/* The board's game, or NULL with *why filled. */
struct game *rulings_game(struct event *, const struct command *,
	    struct refusal *);
/* The game is under way: started, not over (PLAYING or PAUSED). */
bool	rulings_live(const struct game *, struct refusal *);

/*
 * A bounded analysis of pos in g: the dead position (EVENT_ASK_DEAD) or
 * whether a side can still win.  The journal's verdict when it gave one
 * for this board and question; else the game kind's answer within the
 * edition's budget, kept for the journal (event.h).
 */
enum game_verdict game_ask(struct game *, enum event_question,
	    const struct game_pos *);
/*
 * The legal move m made and the clock pressed (room reserved; a press
 * the clock refuses is the caller's to have checked): the opponent's
 * offer lapses (9.1a), what the position decides is applied, and a move
 * that ends the game gets no increment (6.8a).
 */
void	game_move(struct game *, uint64_t m, int64_t now);
/* 2023 III.2: the Guidelines III are in force for g (always, in an
 * edition without that condition). */
bool	rulings_guidelines(const struct event *, const struct game *);
/*
 * Draughts (count.c): the Art. 7 count asked for or imposed; after a
 * move (before: the position it was made from), the count goes on, ends
 * or draws the game.  The 6.3b
 * verification of a repetition, and its charge when the clocks go.
 */
bool	ruling_claim_count(struct game *, int64_t now, struct refusal *);
void	game_count_move(struct game *, const struct game_pos *before,
	    uint64_t m, int64_t now);
bool	ruling_claim_verify(struct game *, const struct command *,
	    int64_t now, struct refusal *);
void	game_verify_charge(struct game *, int64_t now);
/*
 * After a move: what the position decides, as the game kind rules it
 * (5.1a, 5.2a and 5.2b/9.6 in chess; an undecided analysis goes to
 * pending, never to a ruling).
 */
void	game_outcome(struct game *, int64_t now);
/*
 * 6.10 (and A8, C3, 7.4b use the same test): side's opponent wins,
 * unless it cannot mate by any legal sequence: draw.  An undecided
 * analysis leaves the points null and refers the question.
 */
void	game_lose_unless_dead(struct game *, int side, enum law reason,
	    enum game_question, int64_t now);
/*
 * The same, with the edition's parameter draws (a switch: 0, the side
 * loses whatever the position) in place of 6.10's: 5.1.2 resignation,
 * 7.5.5 the losing illegal move (2023).  No analysis runs when it is 0,
 * so an edition without the rule journals no verdict.
 */
void	game_lose_unless(struct game *, int side, enum law reason,
	    enum game_question, enum edition_param draws, int64_t now);
/*
 * 2023 A.5.4: whether text, the next move after a board no game reaches,
 * leaves an illegal position still on the board.  Read as made on the
 * board with both kings in check when it is held (format 6); else not
 * read (the core holds no such board): it stays.  Not GAME_READ_OK: the
 * text is no move as made there.
 */
enum game_read ruling_position_stays(const struct game *, const char *text,
	    bool *stays);

/* Rulings of one file another calls (claim.c: a claim's kinds). */
bool	ruling_claim_time(struct event *, const struct command *, int64_t,
	    struct refusal *);
bool	ruling_claim_illegal(struct event *, const struct command *, int64_t,
	    struct refusal *);
/*
 * Live games (feed.c).  An alert of kind (enum command_report) on the
 * board, replacing the one of that kind; cleared.
 */
void	game_alert(struct game *, unsigned kind, uint16_t ply,
	    const char *text, int64_t now);
void	game_alert_clear(struct game *, unsigned kind);
/* A reading of ms can be taken on the game's clock (a timed control). */
bool	game_reading_ok(const struct game *, int64_t ms);
/* Since when side's time counts as read: its turn's start if it runs. */
int64_t	game_reading_since(const struct game *, int64_t now, int side);
/* 6.1: side's clock as the table shows it (checked: game_reading_ok()),
 * with a CLOCK alert when the control gives otherwise. */
void	game_reading(struct game *, int side, int64_t ms, int64_t since,
	    int64_t now);
/* What the arbiter's command answered (ended: it ended the game). */
void	game_alerts_settle(struct game *, const struct command *,
	    unsigned flags, bool ended);
/* A8: judge and play the sealed text (the envelope is opened). */
void	ruling_play_sealed(struct game *, const char *text, int64_t now);

#endif
