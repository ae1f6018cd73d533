/*
 * follow.h: the follower's plan: what a live source's snapshot of a board
 * (core/feed.h) asks of the event, as commands for the one command path.
 *
 * A feed reports, the arbiter rules (FEEDS.md 7.1).  The plan compares the
 * snapshot with the moves the event holds for that board (not with the
 * last snapshot: the arbiter may have typed moves), after checking the
 * players (FIDE id, then the name, "Last, First" or "First Last", accents
 * or not): plies the event has are skipped; each new ply the rules accept
 * in the game's position is a 'move B <move> [clock <t>]'; the first they
 * refuse is one 'report B illegal' and nothing after it is sent until the
 * arbiter rules; a ply the event holds that the source shows otherwise is
 * a 'report B rewrite'; a result a 'report B result'; a board whose
 * players are others a 'report B players', never applied anywhere; a
 * change of the clocks alone a 'clock B <white> <black>', at most one a
 * board every FOLLOW_CLOCK_EVERY_MS unless a flag is near; a board that
 * stays the same longer than the setting a 'report B silent', once.  The
 * same report is never planned twice.
 *
 * The plan reads the event (a client's replica) and the snapshot and
 * writes nothing: the caller sends the commands (session_do()), in order,
 * and stops a board's at the first refused.
 */
#ifndef ARBITER_FOLLOW_H
#define ARBITER_FOLLOW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command.h"
#include "feed.h"

struct event;

#define FOLLOW_CLOCK_EVERY_MS	(5 * 1000LL)	/* clock lines a board */
#define FOLLOW_FLAG_NEAR_MS	(10 * 1000LL)	/* then every reading */
#define FOLLOW_SILENT_MS	(20 * 60 * 1000LL)	/* the default */

/* What the follower keeps of a board between snapshots. */
struct follow_board {
	uint16_t	board;
	uint64_t	hash;		/* of the last snapshot */
	int64_t		changed_ms;	/* when it last changed */
	int64_t		clock_ms;	/* when a clock line was planned */
	int64_t		sent[2];	/* the readings it gave */
	bool		silent;		/* reported silent since the change */
	/* The last text reported of each kind (by kind - 1): never twice. */
	char		said[COMMAND_REPORT_NB - 1][COMMAND_REASON_SIZE];
};

struct follow {
	struct follow_board *boards;
	size_t		 n, cap;
	int64_t		 silent_ms;	/* 0: never report silence */
};

/* The commands planned, in the order to send them. */
struct follow_plan {
	struct command	*cmds;
	size_t		 n, cap;
};

void	follow_init(struct follow *, int64_t silent_ms);
void	follow_release(struct follow *);
void	follow_plan_init(struct follow_plan *);
void	follow_plan_clear(struct follow_plan *);
void	follow_plan_release(struct follow_plan *);

/*
 * Plan what snapshot asks of ev at now (UTC ms), appended to plan.  A
 * board the event has no game on is skipped (nobody to report to).
 */
void	follow_snapshot(struct follow *, const struct event *,
	    const struct feed_game *, int64_t now, struct follow_plan *);
/* Plan the silences due at now (a board unchanged for silent_ms). */
void	follow_tick(struct follow *, const struct event *, int64_t now,
	    struct follow_plan *);

/*
 * Two names of one player?  Case, accents, punctuation and order are
 * forgiven ("Carlsen, Magnus" is "Magnus Carlsen"), and a word of one
 * may be an initial of the other's ("Carlsen, M.").
 */
bool	follow_names_match(const char *a, const char *b);

#endif
