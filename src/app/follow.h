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
 * stays the same longer than the setting a 'report B silent', once; an
 * e-board whose pieces are not the game's for FOLLOW_MISMATCH_MS a
 * 'report B board', once until they match again; a move two legal moves
 * fit (a draughts capture two routes reach, left as written at the
 * game's end) a 'report B ambiguous' naming them, which holds the board
 * as an illegal one does.  The same report is never planned twice.
 *
 * What sources get wrong (FEEDS.md 7.3):
 * - a draw offer ({=}) with a new ply is an 'offer B <side>' after its
 *   move, so that the record marks it (9.1.2.2);
 * - a rewritten or shorter game is held for the quarantine (2.5 s, as
 *   lichess holds LiveChess's, FEEDS.md 1.1) before it is reported: a
 *   piece in the air flickers back;
 * - readings that stop changing while the game goes on (case 18: a
 *   side's last FOLLOW_STALE_MOVES readings the same over more than
 *   FOLLOW_STALE_MIN_MS, or the source's clock read before the last
 *   move) are stale: a 'report B stale', and they are no longer sent as
 *   the clock's (the engine's own clock runs on) until they change;
 * - a board in two sources (case 16: two SOURCE arguments, or two feed
 *   users' lines on it in the journal) is a 'report B conflict'; the
 *   feed user the event's 'source' entries give the board keeps it, else
 *   the first source (the first feed user still allowed the board), and
 *   the other's snapshots are not applied.
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
/* FEEDS.md 1.1: lichess holds LiveChess's suspicious updates 2.5 s. */
#define FOLLOW_QUARANTINE_MS	2500LL
/* 7.3.18: a side's readings the same over this many of its moves and
 * this long are stale.  A player who spends just his increment three
 * times running, to the clock's second, is rarer than a clock that
 * stopped reporting; a wrong mark costs the arbiter a look. */
#define FOLLOW_STALE_MOVES	3
#define FOLLOW_STALE_MIN_MS	(30 * 1000LL)
#define FOLLOW_FEEDERS		4	/* feed users kept a board */
/* An e-board's pieces off the game this long are a 'report B board': a
 * piece in the air, a move being made, settles well within it. */
#define FOLLOW_MISMATCH_MS	(60 * 1000LL)

/* A side's clock readings, to see them stop (7.3.18). */
struct follow_reading {
	int64_t		ms;		/* the latest given, FEED_CLOCK_NONE */
	int64_t		since;		/* when it was first seen */
	bool		stale;
};

/* What the follower keeps of a board between snapshots. */
struct follow_board {
	uint16_t	board;
	uint64_t	hash;		/* of the last snapshot */
	int64_t		changed_ms;	/* when it last changed */
	int64_t		clock_ms;	/* when a clock line was planned */
	int64_t		sent[2];	/* the readings it gave */
	bool		silent;		/* reported silent since the change */
	/* 7.3.18: each side's readings on the plies; the source's own
	 * (LCC's clock object, WhiteClock/BlackClock) and the plies there
	 * were when it was first seen. */
	struct follow_reading side[2];
	int64_t		obj[3];		/* white, black, read at */
	size_t		obj_plies;
	bool		obj_stale;
	/* The e-board's pieces off the game since (the snapshot's
	 * mismatch_since_ms; 0: they match). */
	int64_t		mismatch_since;
	/* The quarantine: the snapshot that disagrees, since when. */
	struct feed_game held;
	int64_t		held_since;	/* 0: none held */
	/* 7.3.16: the source that gives the board (1-based; 0: none yet),
	 * and the feed users seen giving lines on it, first first. */
	unsigned	source;
	uint16_t	feed_round;
	size_t		nfeeders;
	char		feeders[FOLLOW_FEEDERS][COMMAND_USER_SIZE];
	/* The last text reported of each kind (by kind - 1): never twice. */
	char		said[COMMAND_REPORT_NB - 1][COMMAND_REASON_SIZE];
};

/* May this feed user still give lines on board (its role)?  For a
 * conflict's tie: the first feed user allowed keeps the board. */
typedef bool follow_may_fn(void *arg, const char *user, uint16_t board);

struct follow {
	struct follow_board *boards;
	size_t		 n, cap;
	int64_t		 silent_ms;	/* 0: never report silence */
	int64_t		 quarantine_ms;	/* 0: a rewrite reported at once */
	/* The sources' names, for a conflict's report (may be NULL). */
	const char	*const *source_names;
	unsigned	 nsources;
	/* Who this follower is, and who may feed which board (NULL: all
	 * may): set by the caller for follow_line(). */
	const char	*me;
	follow_may_fn	*may;
	void		*may_arg;
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
/* The same from source number source (1-based) of several: a board
 * another source gave first is a conflict, not applied. */
void	follow_snapshot_from(struct follow *, const struct event *,
	    const struct feed_game *, unsigned source, int64_t now,
	    struct follow_plan *);
/* Plan the silences due at now (a board unchanged for silent_ms), the
 * rewrites whose quarantine is over, and the e-boards off their game for
 * FOLLOW_MISMATCH_MS. */
void	follow_tick(struct follow *, const struct event *, int64_t now,
	    struct follow_plan *);
/* The follower's sources changed (the event's entries): which of them
 * gives a board is decided again by the next snapshots. */
void	follow_sources_changed(struct follow *);
/*
 * A journal line the event took: user (a feed user: the caller checks
 * the role) gave verb on board of round.  A feed user other than f->me
 * on a board this follower gives is a conflict (7.3.16).
 */
void	follow_line(struct follow *, const char *user, enum command_verb verb,
	    uint16_t round, uint16_t board);

/*
 * Two names of one player?  Case, accents, punctuation and order are
 * forgiven ("Carlsen, Magnus" is "Magnus Carlsen"), and a word of one
 * may be an initial of the other's ("Carlsen, M.").
 */
bool	follow_names_match(const char *a, const char *b);

#endif
