/*
 * game.h: one game under arbitration: its board, clock, scoresheet and
 * 9.2 history, its result, the questions it refers to the arbiter, and
 * what stands on it between moves (an illegal move not yet claimed, a
 * draughts verification or count).  The event (event.h) holds its games
 * and hands each the edition and game kind it is played under.
 *
 * The functions here change a game the way a ruling asks.  Which ruling
 * applies, and when, is decided in rulings/ (rulings.h).  The game owns
 * its growable arrays (game_free()); time is always passed in.
 */
#ifndef ARBITER_GAME_H
#define ARBITER_GAME_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "clock.h"
#include "command.h"
#include "edition.h"
#include "gamekind.h"
#include "law.h"
#include "timectl.h"

struct event_verdicts;

enum game_status {
	GAME_PENDING = 0,	/* paired, clocks not started */
	GAME_PLAYING,
	GAME_PAUSED,		/* clocks stopped by the arbiter (6.13) */
	GAME_ADJOURNED,
	GAME_FINISHED,
	GAME_ANNULLED
};

/* Questions the Laws leave to the arbiter (the state's "pending"). */
enum game_question {
	QUESTION_NONE = 0,
	QUESTION_DEAD,		/* 5.2b/9.6: the analysis could not decide */
	QUESTION_FLAG_MATE,	/* 6.10: can the opponent mate? undecided */
	QUESTION_ILLEGAL_MATE,	/* 7.4b: third illegal move, opponent cannot mate */
	QUESTION_CLAIM_GAP,	/* 9.5b: exactly 2:00 or 1:00 left */
	QUESTION_QUICKPLAY,	/* 10.2, 2023 III.5: draw, postpone or reject */
	QUESTION_POSTPONED,	/* 10.2b, III.5: decision postponed */
	QUESTION_SCORE,		/* 12.2b, 12.8: the opponent's score */
	QUESTION_SEALED,	/* A8, A10: the sealed move's outcome undecided */
	QUESTION_INCREMENT,	/* 2023 III.4: 5 seconds a move, or not */
	QUESTION_NB
};

#define GAME_PENDING_MAX	8

struct game_pending {
	uint8_t		law;		/* enum law: the article it is under */
	uint8_t		question;	/* enum game_question */
};

/* One penalty or incident of 12.2b, 13.4 and 13.5, for the record. */
struct game_penalty {
	uint8_t		side;		/* CLOCK_WHITE, CLOCK_BLACK, or 2: both */
	uint8_t		kind;		/* enum command_penalty, or 0 for 13.5 */
	int64_t		amount;		/* ms (time, extra) or half points */
	char		reason[COMMAND_REASON_SIZE];
	uint8_t		law;		/* enum law applied */
	uint16_t	ply;		/* plies played when it was given */
	int64_t		at;		/* when it was given (a broadcast's
					   delay holds it back till due) */
};

/*
 * A clock the arbiter changed (6.14 setclock, a 13.4b time penalty, 13.5
 * extra time): both sides' time left as the change left them, for the
 * record's [WhiteClock] and [BlackClock] until a move's [%clk] says more.
 */
struct game_clockset {
	int64_t		at;		/* when */
	int64_t		left[2];	/* White's, Black's time left then */
	uint16_t	ply;		/* plies played then (as a penalty's) */
	/* The ruling's own article when it is no penalty (an incorrect
	 * claim, 9.5b; an illegal move counted, 7.4b, B6), for the record
	 * to say what it did: the time it gave (+) or took (-) each side.
	 * LAW_NONE: the record says no more than the clocks. */
	uint8_t		law;
	int64_t		change[2];
};

/* Per ply, besides the move. */
#define GAME_MARK_OFFER		0x01	/* (=): a draw offer made with it (9.1a) */

/* No score yet for a side (the state's null). */
#define GAME_POINTS_NULL	(-1)

/* Appendix A: the sealed move and its envelope. */
struct game_seal {
	bool		asked;		/* A1a: the arbiter asked for it */
	bool		sealed;
	bool		opened;
	bool		resumed;	/* A5, A9: resume given */
	bool		has_envelope;
	uint8_t		by;		/* the sealer */
	uint16_t	move_number;	/* A2e */
	uint16_t	ply;		/* plies played when sealed (the
					   record's place for it) */
	bool		offer;		/* A2f: a draw offer before adjourning */
	char		text[COMMAND_MOVE_SIZE];	/* secret until opened */
	struct date	date;		/* A2g */
	uint16_t	resume_min, end_min;
	bool		has_end;
	char		place[COMMAND_NAME_SIZE];
	int64_t		resume_ms;	/* the resumption instant (A10) */
	int64_t		session_end_ms;	/* A1b: the end of the session
					   adjourned, or -1 */
	bool		reply;		/* A9c: the replier sealed a reply */
	char		reply_text[COMMAND_MOVE_SIZE];
};

/* Rapid and blitz: an illegal move completed and not yet claimed (B6, C3). */
struct game_illegal {
	bool		active;
	uint8_t		by;
	bool		broken;		/* the position after it is unplayable */
	bool		held;		/* broken, both kings in check, and
					   that board is pos (2023 A.5.4) */
	struct game_pos	before;
	struct clock	clock;		/* as before the illegal move's press */
	int64_t		added;		/* the time that press gave the mover */
	uint64_t	queen;		/* 2023 7.5.2: the move it stands for */
};

/* Draughts 6.3b: a repetition claim found wrong, whose verification the
 * claimant is charged when the clocks go again. */
struct game_verify {
	bool		active;
	uint8_t		by;		/* the claimant */
	int64_t		since;		/* when the claim stopped the clocks */
	bool		keep;		/* 6.3b3: under the floor at his first */
	uint8_t		claims[2];	/* verifications each side asked */
};

/* Draughts Art. 7: the move count running, if any. */
struct game_count {
	uint8_t		law;		/* LAW_COUNT_KINGS, _FEW, _LEAST or
					   LAW_NONE: no count */
	uint16_t	moves[2];	/* counted since it began (7.3) */
};

/*
 * A live source's report on the board (report), or the engine's own on a
 * clock reading off the control, kept until the arbiter acts on it or
 * dismisses it: one of each kind, the latest text.  A feed reports, the
 * arbiter rules: an alert changes nothing in the game.
 */
#define GAME_ALERTS	(COMMAND_REPORT_NB - 1)	/* by kind - 1 */
/* Beyond this, a reading contradicts the control (a report). */
#define GAME_READING_MARGIN_MS	(20 * 1000LL)

struct game_alert {
	bool		active;
	uint16_t	ply;		/* the ply it concerns, or 0 */
	int64_t		at;		/* when it was reported */
	char		text[COMMAND_REASON_SIZE];
};

struct game {
	const struct edition *ed;	/* the event's, when paired */
	const struct game_kind *kind;	/* the edition's game */
	struct event_verdicts *verdicts; /* the event's (it never moves) */
	uint16_t	round;		/* the round it was paired in: an
					   adjourned game outlives it (A) */
	uint16_t	board;		/* in that round */
	struct date	date;		/* that round's (the record's [Date]) */
	uint32_t	white, black;	/* player ids */
	uint8_t		status;		/* enum game_status */
	struct tc	tc;
	struct clock	clock;
	struct game_pos	start;		/* as paired (a FEN, or Art. 2) */
	bool		start_own;	/* paired with its own start (fen,
					   start n): a round's draw (II.2)
					   leaves it */
	struct game_pos	pos;		/* now */
	uint64_t	*moves;		/* the scoresheet, ply by ply */
	uint8_t		*marks;		/* GAME_MARK_* per ply */
	int64_t		*clk;		/* the mover's time left after each ply */
	int64_t		*at;		/* when each ply was made (the timeline's) */
	size_t		 nmoves, moves_cap;
	uint16_t	 ply0;		/* plies before start (setposition, B6) */
	int64_t		 restart_ms;	/* when start last became the position
					   then (setposition, B6), or 0 */
	uint8_t		 restart_law;	/* why it last did, for the record:
					   LAW_BOARD_TURNED, LAW_COLOURS_WRONG
					   (draughts 5.2, 5.3), the law under
					   which an illegal move as made stood
					   (B6, draughts 5.6 and 5.9), or
					   LAW_NONE (setposition, none) */
	uint64_t	*keys;		/* 9.2: positions since the last setposition */
	size_t		 nkeys, keys_cap;
	char		 result[8];	/* "1-0", ...; "" while undecided */
	uint8_t		 reason;	/* enum law that ended it, or LAW_NONE */
	int64_t		 end_ms;	/* when it last ended (status FINISHED
					   or ANNULLED) */

	int8_t		 base2[2];	/* half points from the ruling, or NULL */
	int8_t		 adj2[2];	/* 13.4e/f adjustments, in halves */
	bool		 forfeit;	/* the result was +/- or -/+ */
	uint8_t		 draw_offer;	/* CLOCK_WHITE/BLACK or CLOCK_NEITHER */
	/* Format 6 on: this board's last line was its move, so an offer
	 * now is made with it (9.1.2.2), whatever other boards did since. */
	bool		 moved_last;
	uint16_t	 illegal[2];	/* 7.4b */
	uint16_t	 warnings[2];	/* 13.4a */
	bool		 absent[2];	/* 6.6, 6.7, A9, A10 */
	int64_t		 start_ms;	/* when the clocks were started (6.7) */
	uint8_t		 quickplay;	/* the 10.2 claimant, or CLOCK_NEITHER */
	uint8_t		 increment;	/* the III.4 requester, or CLOCK_NEITHER */
	struct game_pending pending[GAME_PENDING_MAX];
	size_t		 npending;
	struct game_penalty *penalties;
	size_t		 npenalties, penalties_cap;
	struct game_clockset *clocksets;	/* oldest first */
	size_t		 nclocksets, clocksets_cap;
	struct game_seal seal;
	struct game_illegal ill;
	struct game_verify verify;
	struct game_count count;
	struct game_alert alerts[GAME_ALERTS];
	/* Plies made (ply0 + nmoves) at the arbiter's last act on the
	 * board: a takeback keeps what he ruled on (rulings/feed.c). */
	uint16_t	 ruled_ply;
	/* The law by which a move ended the game without a claim (2023
	 * 9.6.1, 9.6.2; a dead position, 5.2b): the players may play on at
	 * the table until the arbiter declares it; LAW_NONE once he acts. */
	uint8_t		 declare;
};

/* Grow *v (of *cap elements of size) to hold one more than n; false on ENOMEM. */
bool	game_grow(void **v, size_t *cap, size_t n, size_t size);
/* *dst a copy of the n elements of size at src (NULL when n is 0);
 * false out of memory. */
bool	game_dup(void **dst, const void *src, size_t n, size_t size);
/* Make room for one more ply; false when out of memory (nothing changed). */
bool	game_reserve(struct game *);
/*
 * dst becomes a copy of src with arrays of its own, sized to what they
 * hold, reading the verdicts v (its event's); false, dst's arrays freed,
 * out of memory.
 */
bool	game_copy(struct game *dst, const struct game *src,
	    struct event_verdicts *v);
/* Free a game's arrays (not the game itself). */
void	game_free(struct game *);
/* The game's own invariant (its players are the event's to check). */
bool	game_ok(const struct game *);

/* The side to move (CLOCK_WHITE, CLOCK_BLACK) in the game's position. */
int	game_side(const struct game *);
/* The number of the move the side to move is about to make. */
unsigned game_move_number(const struct game *);
/* Moves completed by each player: the least of the two counts. */
unsigned game_moves_each(const struct game *);
/* The same, with the moves a game paired from a position (a FEN at move
 * 55) says were made before it: its move number less one, at least. */
unsigned game_moves_made(const struct game *);
/* A parameter of the game's edition. */
int64_t	game_param(const struct game *, enum edition_param);
/* How the game's edition numbers law: "6.10"; "" for LAW_NONE. */
const char *game_cite(const struct game *, enum law);
/* The clock thresholds of the game's edition (B1, C1, 8.4, 10.2). */
void	game_clock_rules(const struct game *, struct clock_rules *);
/* Standard play, rapid or blitz, as the game's edition counts (B1, C1). */
enum tc_category game_category(const struct game *);
/* 10.2: side may claim a quickplay finish now (not in blitz: C2). */
bool	game_quickplay_claimable(const struct game *, int64_t now, int side);
/* 8.4: side need not keep score now. */
bool	game_scoresheet_free(const struct game *, int64_t now, int side);
/* 2023 A.3, B.2: a time penalty of Art. 7 or 9 of standard play (ms),
 * as the game's category has it. */
int64_t	game_penalty_ms(const struct game *, int64_t standard_ms);
/* The game's points for side in halves (13.4e/f applied), or GAME_POINTS_NULL. */
int	game_points2(const struct game *, int side);

/* The key under which pos repeats, as the game's edition compares them. */
uint64_t game_key(const struct game *, const struct game_pos *);
/* How often the position with key has appeared (9.2, 9.6.1, 6.3b). */
unsigned game_seen(const struct game *, uint64_t key);
/*
 * A move as written on a scoresheet (A8, A10, A11a, A9c): read in the
 * journal's notation, then in Italian (the Laws' language), in the
 * game's position.
 */
enum game_read game_read_written(const struct game *, const char *text,
	    uint64_t *move);
/* Play the legal move m (room reserved) at now: scoresheet, 9.2 history. */
void	game_push(struct game *, uint64_t m, int64_t now);
/*
 * The scoresheet starts again from pos (6.14 setposition, an illegal
 * move that stands): the moves so far are counted in ply0, the 9.2
 * history restarts.  The keys array keeps its room.  now: when (a
 * broadcast's delay must not show the new start before the moves it
 * replaced were due).
 */
void	game_restart(struct game *, const struct game_pos *, int64_t now,
	    enum law why);
/* The clocks stop for the arbiter: a claim he must decide or verify
 * (9.5, 10.2, III.4, draughts 6.3b), a postponed decision's flag. */
void	game_pause(struct game *, int64_t now);

/* What stands on a game between moves, for game_clear_standing(). */
#define GAME_STANDING_ILLEGAL	0x01	/* ill: B6, C3, draughts 5.6 */
#define GAME_STANDING_VERIFY	0x02	/* verify: draughts 6.3b */
#define GAME_STANDING_COUNT	0x04	/* count: draughts Art. 7 */
#define GAME_STANDING_ALL	0x07
/*
 * Drop what (GAME_STANDING_*) stands on the game: an illegal move no
 * longer waits for its claim, a verification or a count no longer runs.
 * The board stays as it is (game_end() puts back the one a held illegal
 * move left, 2023 A.5.4, first).
 */
void	game_clear_standing(struct game *, unsigned what);
/* The game ends with half points w2, b2 (GAME_POINTS_NULL allowed). */
void	game_end(struct game *, int w2, int b2, enum law reason, int64_t now);
/* Set the result text from the points (after 13.4e/f). */
void	game_update_result(struct game *);
/* Refer a question to the arbiter (once), under law. */
void	game_pend(struct game *, enum law, enum game_question);
void	game_unpend(struct game *, enum game_question);

/*
 * A clock the arbiter changed at now (6.14, 7.4b, 9.5b, 10.2c, 13.4b,
 * 13.5, 2023 III.4), noted for the record (struct game_clockset) once
 * the clock holds the change.  Out of memory the note is dropped: it is
 * the record's courtesy, not the game's state, so no ruling is refused
 * for it.
 */
void	game_clockset_note(struct game *, int64_t now);
/* Both sides' time left at now, for a ruling's record of what it did. */
void	game_clock_lefts(const struct game *, int64_t now, int64_t left[2]);
/* The same note for a ruling that is no penalty: its article and what it
 * changed since before (game_clock_lefts() before it ruled). */
void	game_clockset_ruled(struct game *, int64_t now, enum law,
	    const int64_t before[2]);

#endif
