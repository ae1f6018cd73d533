/*
 * event.h: the event under arbitration: its players, the current round's
 * boards and their games (game.h; Art. 11 scoring, the rules edition, the
 * category that follows from the time control: B1, C1).
 *
 * The event knows its edition (edition.h: the laws and parameters its
 * rulings apply) and its game kind (gamekind.h: positions and moves are
 * opaque values here; every question about them goes to the kind).  A
 * refusal, a game's reason, its pending questions and its penalties name
 * laws, printed through the edition's labels (game_cite()).
 *
 * An event changes only through event_apply() (dispatch.c, by the command
 * table), one parsed command at a time; everything else here reads.  The event owns its
 * growable arrays (players, games, each game's scoresheet) and frees them
 * in event_release().  Time is always passed in: now_ms is the caller's
 * monotonic (console) or virtual (script) time.
 */
#ifndef ARBITER_EVENT_H
#define ARBITER_EVENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "clock.h"
#include "command.h"
#include "edition.h"
#include "game.h"
#include "gamekind.h"
#include "law.h"
#include "timectl.h"

struct player {
	uint32_t	id;		/* start number */
	char		name[COMMAND_NAME_SIZE];
	uint16_t	rating;		/* 0: unrated */
	char		fed[COMMAND_FED_SIZE];
	uint32_t	fide_id;
	bool		expelled;	/* 13.4g */
	/* 2023 12.9.8: excluded from the rounds from..upto (0: none). */
	uint16_t	excluded_from, excluded_upto;
	uint16_t	tally[3];	/* closed rounds: losses, draws, wins */
	uint16_t	unscored;	/* closed rounds' games left unscored */
	/* Byes (C.04, 'bye'): this round's (enum command_bye, 0: none);
	 * the closed rounds' worth a loss, a draw, a win (11.1). */
	uint8_t		bye;
	uint16_t	bye_tally[3];
};

/*
 * A player's closed round, for the tie-breaks (C.07): his opponent (0:
 * none), colour and game points, or his bye (enum tiebreak_round of
 * tiebreak.h); a round without one for him was a round away.
 */
struct event_past {
	uint16_t	round;
	uint32_t	player, opponent;
	uint8_t		kind;		/* enum tiebreak_round */
	bool		black;
	int8_t		points2;	/* game points 0..2, or -1: unscored */
};

/*
 * Journals outlive builds (doc/commands.md, "The journal"): what a bounded
 * analysis (the game kind's dead() and can_win()) answered is journaled
 * when first reached, as 'verdict' lines before the command that asked,
 * and taken from there on replay: a build that searches differently
 * never decides an old game otherwise.  The event keeps the verdicts
 * given by the journal for the next command, and those the command being
 * applied reached (the session journals them).  "Not dead" is the
 * answer after almost every move and goes without saying: a journal line
 * with no 'dead' verdict before it was found alive.
 */
enum event_question {
	EVENT_ASK_DEAD = 0,	/* is the position dead? (5.2b, 9.6, A10b) */
	EVENT_ASK_WHITE,	/* can White still win? (6.10, 7.4b, A8, C3) */
	EVENT_ASK_BLACK,	/* can Black? */
	EVENT_ASK_NB
};

struct event_verdict {
	uint16_t	board;
	uint8_t		question;	/* enum event_question */
	uint8_t		answer;		/* enum game_verdict */
};

#define EVENT_VERDICTS_MAX	8

/*
 * The event's live sources ('source', rulings/source.c): a feed user's
 * boards and where its follower reads them.  A board is in one user's
 * entries at most; a user's later entry takes its boards from his
 * earlier ones.
 */
#define EVENT_SOURCES_MAX	32
struct event_source {
	char			user[COMMAND_USER_SIZE];
	struct command_boards	boards;
	char			address[COMMAND_ADDRESS_SIZE];
	uint16_t		round;		/* 0: the current round */
};

struct event_verdicts {
	/*
	 * The command comes from a journal that records its verdicts
	 * (format 2 on): whatever it does not give was not reached, or was
	 * "not dead", the one answer never written (it follows almost every
	 * move).  Set by whoever replays the journal.
	 */
	bool			recorded;
	struct event_verdict	given[EVENT_VERDICTS_MAX];	/* journaled */
	bool			used[EVENT_VERDICTS_MAX];
	uint8_t			ngiven;
	struct event_verdict	reached[EVENT_VERDICTS_MAX];	/* computed */
	uint8_t			nreached;
};

/*
 * The journal format this build writes ('format' line); a later one is
 * read only.  A journal opens to the state it was written with
 * (doc/commands.md, "The journal"), so what a format changed applies from
 * that format on, to journals and to scripts (which run at this build's
 * format):
 *	2	verdicts journaled; the roles checked when a line is written
 *	3	rulings mended: B9 on a time claim, A10's hour, A1b after a
 *		resumption, A9b's clock from the envelope's time
 *	4	a round is closed before the next: 'round' is refused while a
 *		game of the last is in play, unless it says why (override);
 *		rapid and blitz: an illegal move that leaves only the mover's
 *		king in check stands once the opponent moves (B6, C3), and the
 *		arbiter acts at once on both kings in check or an unfinished
 *		promotion (2005 B6); an envelope's resumption must come after
 *		the adjournment (A2g)
 *	5	an event keeps its rules once a board is paired: an 'event'
 *		naming other rules is refused (one rule set an event)
 *	6	an offer is made with the offerer's move when his board's last
 *		line was that move, whatever other boards' lines came between
 *		(9.1.2.2: the (=) is recorded); a deputy gives the result of a
 *		game on his boards (roles.c); 2023 A.5.4: the board with both
 *		kings in check is kept, and the next move that takes the
 *		mover's king out of check plays on from it (the game goes
 *		on); 2023 I.10: a sealed move that ended the game stands for a
 *		late replier too; a claimed illegal move's reinstatement takes
 *		back the increment its press added (the Manual on 7.5); with
 *		both flags down no time claim stands under A.5 (the Manual);
 *		adjourned games outlive their round (A, Guidelines I): 'round'
 *		keeps them, with their round's board number (<round>.<board>),
 *		till they end, and scores them then
 */
#define EVENT_FORMAT		6
#define EVENT_FORMAT_MENDED	3
#define EVENT_FORMAT_ROUNDS	4
#define EVENT_FORMAT_STANDS	4
#define EVENT_FORMAT_ENVELOPE	4
#define EVENT_FORMAT_ONE_RULES	5
#define EVENT_FORMAT_OFFER_BOARD 6
#define EVENT_FORMAT_DEPUTY_RESULTS 6
#define EVENT_FORMAT_RULINGS	6
#define EVENT_FORMAT_KEPT	6

struct event {
	char		 name[COMMAND_NAME_SIZE];
	char		 site[COMMAND_NAME_SIZE];
	const struct edition *ed;	/* the Laws it is played under */
	const struct game_kind *kind;	/* the edition's game */
	struct tc	 tc;		/* the default for new pairings */
	bool		 has_tc;
	uint16_t	 round;
	struct date	 date;
	uint16_t	 start_min, end_min;	/* minutes after midnight */
	struct player	*players;	/* in the order they were entered */
	size_t		 nplayers, players_cap;
	uint32_t	*player_order;	/* indices into players, by id */
	size_t		 player_order_cap;
	struct game	*games;		/* in round, then board order: the
					   adjourned games kept from earlier
					   rounds first */
	size_t		 ngames, games_cap;
	int64_t		 wait_ms;	/* 6.7, A10: the edition's, or the event's */
	bool		 has_wait;	/* the event gave its own */
	uint8_t		 score2[3];	/* 11.1: a loss, draw, win, in halves */
	/* 2023: Guidelines III announced (III.2.1); the rapid and blitz
	 * regime (A.6: enum command_regime, A.5 unless A.4 was named); no
	 * draw offers before this move (9.1.1; 0: any time). */
	bool		 guidelines;
	uint8_t		 regime;
	uint16_t	 offers_from;
	/* Before format 6: the event's last line was a move here (another
	 * board's line between a move and its offer lost the offer's (=)). */
	uint16_t	 last_move_board;
	bool		 paired;	/* a board has been paired, any round */
	/* 2023 II.1, II.2: the current round's Chess960 start, drawn by
	 * 'draw 960' for the round's boards paired without their own. */
	bool		 has_start960;
	uint16_t	 start960;
	/*
	 * The timeline's 0: false (scripts) puts it at the round's start on
	 * its date; true (journals, the console) makes instants UTC
	 * milliseconds, the round's times of day read as UTC.
	 */
	bool		 utc_timeline;
	int16_t		 tz_min;	/* the venue's UTC offset (round ... tz) */
	struct event_verdicts verdicts;	/* of the command being applied */
	uint16_t	 format;	/* of the journal: 'format' line, or 1 */
	/* C.07: the closed rounds, player by player, and the event's
	 * tie-breaks ('event ... tiebreaks "BH-C1,BH"'; "" : none). */
	struct event_past *past;
	size_t		 npast, past_cap;
	char		 tiebreaks[COMMAND_TIEBREAKS_SIZE];
	struct event_source sources[EVENT_SOURCES_MAX];
	size_t		 nsources;
};

/* What refused a command: a code and, where a law forbids it, the article. */
#define EVENT_REFUSALS(X)						\
	X(OK)								\
	X(E_NOMEM)							\
	X(E_UNSUPPORTED)	/* a verb the engine does not apply yet */ \
	X(E_NO_EVENT)		/* setting-up: 'event' must come first */ \
	X(E_NO_ROUND)							\
	X(E_NO_TC)							\
	X(E_BAD_TC)							\
	X(E_BAD_FEN)							\
	X(E_GAME_OVER_FEN)	/* a FEN whose position is already over */ \
	X(E_PLAYER_EXISTS)						\
	X(E_NO_PLAYER)							\
	X(E_PLAYER_PAIRED)						\
	X(E_BOARD_EXISTS)						\
	X(E_NO_BOARD)							\
	X(E_NOT_STARTED)						\
	X(E_STARTED)							\
	X(E_FINISHED)							\
	X(E_BAD_MOVE)		/* unreadable, illegal or ambiguous */ \
	X(E_LEGAL_MOVE)		/* 'illegal' given a legal move */	\
	X(E_NOT_TO_MOVE)	/* only the player having the move may */ \
	X(E_NO_FLAG)		/* the flag has not fallen */		\
	X(E_OWN_FLAG)		/* the claimant's own flag is down (B8) */ \
	X(E_NOT_BOTH_FLAGS)	/* 6.12: both flags must be down */	\
	X(E_ARBITER_FLAG)	/* rapid, blitz: only a claim counts (B7) */ \
	X(E_BLITZ)		/* not in blitz (C2) */			\
	X(E_QUICKPLAY)		/* 10.2: 2 minutes or more, not the last period */ \
	X(E_NO_CLAIM)		/* nothing to decide */			\
	X(E_NO_OFFER)		/* no draw offer by the opponent */	\
	X(E_OWN_OFFER)		/* a player cannot accept his own offer */ \
	X(E_NO_ILLEGAL)		/* no illegal move to claim */		\
	X(E_ILLEGAL_PENDING)	/* an illegal move awaits claim or reply */ \
	X(E_RULES)		/* not in this edition of the Laws */	\
	X(E_ABSENT)		/* the player is not at the board */	\
	X(E_PRESENT)		/* the player is at the board already */ \
	X(E_NOT_ADJOURNED)						\
	X(E_SEALING)		/* A1a: the move must be sealed */	\
	X(E_NOT_SEALED)							\
	X(E_SEALED)		/* sealed already */			\
	X(E_NOT_RESUMED)						\
	X(E_NOT_OPENED)		/* A7, A9: the envelope is not open yet */ \
	X(E_OPENED)							\
	X(E_NO_SEALED_MOVE)	/* open without the move, none given at seal */ \
	X(E_CLOCK)		/* the clock refused the change */	\
	X(E_POINTS)		/* above the game's maximum (13.4f) */	\
	X(E_EXPELLED)		/* 13.4g: the player was expelled */	\
	X(E_EXCLUDED)		/* 12.9.8: excluded from this round */	\
	X(E_NOT_ANNOUNCED)	/* III.2: Guidelines III not in force */ \
	X(E_TOO_LATE)		/* 7.3, B4, A.5.1.1: the moves made */	\
	X(E_TOO_EARLY)		/* 5.2.3, 9.1.1: not before a move */	\
	X(E_NO_INCREMENT)	/* III.4: the game has an increment */ \
	X(E_NOT_ARBITRATED)	/* a game kind only arbiter-cli knows */	\
	X(E_ROUND_OPEN)		/* 'round': games of the last in play */	\
	X(E_RESUMPTION_PAST)	/* an envelope's resumption already past */ \
	X(E_COUNTING)		/* draughts Art. 7: a count runs already */ \
	X(E_NO_COUNT)		/* 7.1: not a king on each side */ \
	X(E_VERIFYING)		/* 6.3b: the clocks stand for a verification */ \
	X(E_RESTART_LATE)	/* 5.4.2: five moves each, or ten minutes */ \
	X(E_RULES_FIXED)	/* the rules of an event with pairings */ \
	X(E_NO_ALERT)		/* no such alert on the board to dismiss */ \
	X(E_NO_PLY)		/* takeback: no such ply since the restart */ \
	X(E_RULED_SINCE)	/* takeback: the arbiter ruled after it */ \
	X(E_START_NUMBER)	/* pair start: no numbered start (II.1) */ \
	X(E_NOT_960)		/* draw 960: the event's game is not */ \
	X(E_DRAW_ROUND)		/* draw 960: not the current round */	\
	X(E_DRAWN)		/* draw 960: the round's start is drawn */ \
	X(E_DRAW_STARTED)	/* draw 960: a board of the round began */ \
	X(E_NOT_DRAWN)		/* draw 960 with no number: not written */ \
	X(E_SOURCE_TAKEN)	/* source: the board is another user's */ \
	X(E_NO_SOURCE)		/* source ... off: the user has none */	\
	X(E_SOURCES_FULL)	/* source: too many entries or ranges */

enum event_refusal {
#define EVENT_REFUSAL_ENUM(name) EVENT_##name,
	EVENT_REFUSALS(EVENT_REFUSAL_ENUM)
#undef EVENT_REFUSAL_ENUM
	EVENT_REFUSAL_NB
};

/* Why a command was refused. */
struct refusal {
	enum event_refusal	code;
	enum law		law;	/* the law that forbids it, or LAW_NONE */
	enum game_read		read;	/* E_BAD_MOVE: why the text is no move */
	uint16_t		board;	/* E_SOURCE_TAKEN: the board */
};

/* The code's name ("E_POINTS"), and back (-1 when unknown). */
const char *event_refusal_name(enum event_refusal);
int	event_refusal_find(const char *name);

void	event_init(struct event *);
void	event_release(struct event *);
/*
 * dst, uninitialised, becomes a copy of src with arrays of its own (a
 * checkpoint to rebuild from); false, dst released, out of memory.
 */
bool	event_copy(struct event *dst, const struct event *src);

/*
 * Apply one parsed command at now_ms.  Returns true when applied; false
 * with *why filled when refused, in which case nothing changed.
 */
bool	event_apply(struct event *, const struct command *, int64_t now_ms,
	    struct refusal *why);

/*
 * Rewrite the moves cmd carries (COMMAND_F_MOVE verbs), typed in the
 * game's notation lang, as the journal keeps them: a legal move of
 * 'move' or a claim, an illegal move "as made" (7.4).  true when there
 * was nothing to read, or a board without a game (event_apply() refuses
 * it); false with *why, cmd unchanged: E_BAD_MOVE with why->read, or
 * E_LEGAL_MOVE for an 'illegal' that names a legal move.
 */
bool	event_typed(const struct event *, struct command *, int lang,
	    struct refusal *why);

const struct player *event_player(const struct event *, uint32_t id);
struct game	*event_game(struct event *, uint16_t board);
const struct game *event_game_const(const struct event *, uint16_t board);
/* The game on board of round (0: the current round), as a command names it
 * (<round>.<board>: an adjourned game kept from an earlier round). */
struct game	*event_game_at(struct event *, uint16_t round, uint16_t board);
const struct game *event_game_at_const(const struct event *, uint16_t round,
	    uint16_t board);
/* Whether g was paired in an earlier round (kept while adjourned). */
bool	event_game_kept(const struct event *, const struct game *);
/* The event's source entry that gives board (rulings/source.c), or NULL. */
const struct event_source *event_source_of(const struct event *,
	    uint16_t board);
/* The entries hold together: one user's at most, a board. */
bool	event_sources_ok(const struct event *);
/* Is board in the list? */
bool	event_boards_have(const struct command_boards *, uint16_t board);
/* Whether g stays when the next round begins (format 6): adjourned, or
 * an earlier round's game not over (resumed, A5), whatever the round. */
bool	event_game_outlives(const struct event *, const struct game *);

/* The question's text as the catalogue holds it, "{QUICKPLAY}" and the
 * like still in it: a front end translates it, then expands it
 * (edition_expand()). */
const char *game_question_msgid(enum game_question);
/* The question's text in the edition's numbers, untranslated (the state
 * document), into buf of len.  Returns buf. */
char	*game_question_text(const struct edition *, enum game_question,
	    char *buf, size_t len);

/* What the rulings answer of a game (rulings/, beside the ruling). */
/* Draughts Art. 7: the running count's moves each (0: none runs). */
unsigned game_count_limit(const struct game *);
/* The law an illegal move standing on the board waits under: B6/C3's
 * in rapid and blitz, draughts' 5.6. */
enum law game_illegal_law(const struct game *);
/* 9.2, 9.3: the draw a claim would get in the position as it stands
 * (LAW_REPETITION, LAW_FIFTY), or LAW_NONE. */
enum law game_claimable(const struct game *);
/* Whom a penalty is against: the offender (CLOCK_*), not always the side
 * whose clock or score it changed (13.4b, f); -1 for 13.5's extra time. */
int	game_penalty_offender(const struct game_penalty *);
/* A2g: the resumption instant on the game's envelope, or -1 (none). */
int64_t	game_resumption_ms(const struct event *, const struct game *);

/* An instant of the round's timeline for a time of day on a date. */
int64_t	event_timeline(const struct event *, const struct date *,
	    uint16_t minutes);

/* Drop the verdicts the journal gave for a command not applied. */
void	event_verdicts_forget(struct event *);

/* Whether any game's clock is running. */
bool	event_clocks_running(const struct event *);

/* The invariant: boards sorted and unique, players known, games sane. */
bool	event_ok(const struct event *);
/*
 * What a command on board can break (board 0: anything): that game and
 * the arrays' bounds, so that the check costs what the change does (the
 * whole invariant after every command is the board-checks build's).
 */
bool	event_ok_change(const struct event *, uint16_t round, uint16_t board);
/*
 * What a 'player' command can break: the player's place in the id order
 * (a list of 100,000 players is entered in linear time, not quadratic).
 */
bool	event_ok_player(const struct event *, uint32_t id);
/* A new player with id (none has it yet), zeroed; NULL out of memory. */
struct player *event_player_add(struct event *, uint32_t id);

#endif
