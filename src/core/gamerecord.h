/*
 * gamerecord.h: what every game kind's record reader (gamekind.h:
 * record_open, record_feed, record_close) shares, whatever its format
 * (PGN, PDN): the events handed on to the caller's game_record_fn, the
 * plies counted, the round-trip reason of GAME_RECORD_CHECK.  A kind's
 * adapter embeds a struct gamerecord beside its own reader, turns each of
 * its reader's events into a call here, and fills gr->pos (its own
 * position as a game_pos) before an ERROR, and before a move when
 * GAME_RECORD_MOVES is asked for or its check failed.
 *
 * Nothing here knows a game's rules; nothing allocates.
 */
#ifndef ARBITER_GAMERECORD_H
#define ARBITER_GAMERECORD_H

#include <stdbool.h>
#include <stddef.h>

#include "gamekind.h"

#define GAMERECORD_REASON_MAX	128

struct gamerecord {
	game_record_fn		*fn;
	void			*arg;
	unsigned		 flags;		/* GAME_RECORD_* */
	unsigned long		 plies;		/* of the game being read */
	struct game_record_event ev;	/* filled as each event needs */
	struct game_pos		 pos;	/* the kind's, before MOVE, ERROR */
	struct game_read_fail	 fail;
	char			 reason[GAMERECORD_REASON_MAX];
};

void	gamerecord_init(struct gamerecord *, unsigned flags,
	    game_record_fn *fn, void *arg);
/* The fields every event carries (name and text may be NULL). */
void	gamerecord_at(struct gamerecord *, unsigned long game,
	    unsigned move_number, const char *name, const char *text);
/* A tag (name, text). */
bool	gamerecord_tag(struct gamerecord *);
/* The game's end (text: the result), with the plies read. */
bool	gamerecord_end(struct gamerecord *);
/*
 * A move, counted: with GAME_RECORD_CHECK and a round trip that failed
 * (checked false, gamerecord_reason() called), an ERROR and false (the
 * rest of the game is skipped); else a MOVE (at gr->pos) when asked for.
 */
bool	gamerecord_move(struct gamerecord *, uint64_t move, bool checked);
/* The game's first problem, at gr->pos: read (GAME_READ_OK when it is
 * not a move's) and fail (NULL, or copied: at most GAME_CANDIDATES_MAX
 * candidates). */
bool	gamerecord_error(struct gamerecord *, const char *reason,
	    enum game_read read, const struct game_read_fail *fail);
/* GAME_RECORD_CHECK's reason: the n parts joined (cut to fit). */
void	gamerecord_reason(struct gamerecord *, const char *const *parts,
	    size_t n);

#endif
