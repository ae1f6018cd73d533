/*
 * event.h: the event under arbitration: its players, the current round's
 * boards and their games (Art. 11 scoring, the rules edition, the
 * category that follows from the time control: B1, C1).
 *
 * An event changes only through event_apply() (apply.c), one parsed
 * command at a time; everything else here reads.  The event owns its
 * growable arrays (players, games, each game's scoresheet) and frees them
 * in event_release().  Time is always passed in: now_ms is the caller's
 * monotonic (console) or virtual (script) time.
 */
#ifndef ARBITER_EVENT_H
#define ARBITER_EVENT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "clock.h"
#include "command.h"
#include "timectl.h"

enum rules {
	RULES_FIDE_2005 = 0,	/* the default */
	RULES_FIDE_2001,
	RULES_FIDE_1952,
	RULES_FID_DRAUGHTS
};

struct player {
	uint32_t	id;		/* start number */
	char		name[COMMAND_NAME_SIZE];
	uint16_t	rating;		/* 0: unrated */
	char		fed[COMMAND_FED_SIZE];
	uint32_t	fide_id;
	bool		expelled;	/* 13.4g */
};

enum game_status {
	GAME_PENDING = 0,	/* paired, clocks not started */
	GAME_PLAYING,
	GAME_PAUSED,		/* clocks stopped by the arbiter (6.13) */
	GAME_ADJOURNED,
	GAME_FINISHED,
	GAME_ANNULLED
};

struct game {
	uint16_t	board;
	uint32_t	white, black;	/* player ids */
	uint8_t		status;		/* enum game_status */
	struct tc	tc;
	struct clock	clock;
	struct position	start;		/* as paired (a FEN, or Art. 2) */
	struct position	pos;		/* now */
	uint16_t	*moves;		/* the scoresheet, ply by ply */
	size_t		 nmoves, moves_cap;
	char		 result[8];	/* "1-0", ...; "" while undecided */
	char		 reason[8];	/* the article that ended it */
};

struct event {
	char		 name[COMMAND_NAME_SIZE];
	char		 site[COMMAND_NAME_SIZE];
	uint8_t		 rules;		/* enum rules */
	struct tc	 tc;		/* the default for new pairings */
	bool		 has_tc;
	uint16_t	 round;
	struct date	 date;
	uint16_t	 start_min, end_min;	/* minutes after midnight */
	struct player	*players;
	size_t		 nplayers, players_cap;
	struct game	*games;		/* in board order */
	size_t		 ngames, games_cap;
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
	X(E_BAD_MOVE)		/* unreadable, illegal or ambiguous */

enum event_refusal {
#define EVENT_REFUSAL_ENUM(name) EVENT_##name,
	EVENT_REFUSALS(EVENT_REFUSAL_ENUM)
#undef EVENT_REFUSAL_ENUM
	EVENT_REFUSAL_NB
};

/* Why a command was refused. */
struct refusal {
	enum event_refusal	code;
	const char		*article;	/* "7.4a", or NULL */
};

void	event_init(struct event *);
void	event_release(struct event *);

/*
 * Apply one parsed command at now_ms.  Returns true when applied; false
 * with *why filled when refused, in which case nothing changed.
 */
bool	event_apply(struct event *, const struct command *, int64_t now_ms,
	    struct refusal *why);

const struct player *event_player(const struct event *, uint32_t id);
struct game	*event_game(struct event *, uint16_t board);
const struct game *event_game_const(const struct event *, uint16_t board);

/* Whether any game's clock is running. */
bool	event_clocks_running(const struct event *);

/* The invariant: boards sorted and unique, players known, games sane. */
bool	event_ok(const struct event *);

#endif
