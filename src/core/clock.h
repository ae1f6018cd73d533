/*
 * clock.h: a chess clock (FIDE 2005 Art. 6) as a function of time.
 *
 * The clock never reads a clock: every call takes now, milliseconds on
 * the caller's monotonic timeline, and mutations refuse an instant before
 * the last one they saw (STATUS_E_CLOCK_TIME).  A clock is a plain value
 * (copy it to keep it); it allocates nothing.
 *
 * Model and decisions:
 * - Each side has its main time ("left"), its own period and its own
 *   count of completed moves.  A move completes when its side presses
 *   (6.8a): the time since the turn began is charged, then
 *	Bronstein 'b': the time charged this turn is given back, up to the delay;
 *	Fischer '+': the period's increment is added, from the period's first
 *	    move (from move 1 when the first period has one), and only for
 *	    moves made in a period that has one ("40/7200:3600+30": from 41);
 *	period end: when the side completes the period's moves, the next
 *	    period's base is ADDED to what is left (6.2b: unused time carries
 *	    over); a last period with a move count repeats (timectl.h).
 *   A sudden-death period that is not the last ("5400:1800") ends when its
 *   time reaches 0: the flag falls and the next base is added at once.
 * - Delay 'd' (6.2b): each turn first spends the delay; the main time runs
 *   only after it; unused delay is never banked.  A stop (6.13) keeps the
 *   part of the delay already spent.  The 6.2b sentence "unused time is
 *   carried over, except with delay" is read as the delay itself not
 *   carrying over (its last sentence says so): main time always carries
 *   over, with every kind of control.
 * - Hourglass "*N": the running side's time flows to the other side.
 * - "?" and "-": no time runs down; the clock counts the time each side
 *   has used (shown counting up) and moves, and no flag ever falls.
 * - A flag falls at the instant the running side's main time reaches 0
 *   (6.1, 6.3): a press at exactly 0 left is too late, even when the move
 *   completes the period in that same millisecond.  The instant is kept
 *   for good, even when time is added later (increment, next period,
 *   7.4b, 9.5b, 10.2, 13.4b, 6.14): the rulings need "did the flag fall,
 *   and when", and whether it counts is theirs to decide (6.9, B7).
 *   Main time never goes below 0.  Both flags at the same instant (e.g.
 *   both clocks set to 0) means the order is unknown (6.12).
 * - A move may be pressed while the clocks are stopped (9.5b: the intended
 *   move is played after an incorrect claim; A9c): the turn passes and
 *   the clocks stay stopped until clock_go().
 * - A start late (6.6) is clock_start() with the scheduled instant.
 *
 * Sides are 0 (white) and 1 (black), the values of enum color.
 */
#ifndef ARBITER_CLOCK_H
#define ARBITER_CLOCK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "status.h"
#include "timectl.h"

struct format_clock_opts;

#define CLOCK_WHITE	0
#define CLOCK_BLACK	1
#define CLOCK_NEITHER	2	/* no side: not started, or no flag */
#define CLOCK_UNKNOWN	3	/* both flags fell, order unknown (6.12) */

#define CLOCK_NO_FLAG	INT64_MIN	/* a flag that has not fallen */
#define CLOCK_NEVER	INT64_MAX	/* a deadline that will not come */
/* Largest time a clock may be set to or adjusted by. */
#define CLOCK_MAX_MS	(100LL * TC_MAX_MS)
/* Instants are limited so that differences never overflow. */
#define CLOCK_MAX_NOW	(INT64_C(1) << 61)
#define CLOCK_MAX_MOVES	UINT16_MAX

enum clock_state {
	CLOCK_READY = 0,	/* set up, not yet started (6.5) */
	CLOCK_RUNNING,		/* the turn side's clock runs */
	CLOCK_STOPPED,		/* both stand still (6.13, 9.5, A1a) */
};

struct clock {
	struct tc	tc;
	uint8_t		state;		/* enum clock_state */
	uint8_t		turn;		/* side to move, CLOCK_NEITHER when READY */
	uint8_t		first;		/* side that moved first */
	int64_t		since;		/* the last instant a mutation saw */
	int64_t		left[2];	/* main time left at since */
	int64_t		used[2];	/* time run on each side's clock, at since */
	int64_t		turn_ms;	/* time run in the current turn, at since */
	int64_t		turn_charged;	/* main time charged in the current turn */
	int64_t		flag[2];	/* instant the flag fell, or CLOCK_NO_FLAG */
	uint16_t	moves[2];	/* moves completed */
	uint16_t	period[2];	/* index of each side's current period */
	uint16_t	pmoves[2];	/* moves completed in that period */
};

/* A clock as it stands at an instant: what a display and a ruling need. */
struct clock_view {
	int64_t		left[2];	/* main time left */
	int64_t		used[2];
	int64_t		flag[2];	/* CLOCK_NO_FLAG or the instant it fell */
	int64_t		delay_left;	/* of the running side's 6.2b delay */
	int64_t		turn_ms;	/* the running side's time this turn */
	uint16_t	period[2];	/* each side's current period */
	uint8_t		running;	/* side whose time runs, or CLOCK_NEITHER */
};

/* A clock for tc, READY, each side with the first period's base. */
void		clock_init(struct clock *c, const struct tc *tc);

/*
 * Mutations.  Each returns STATUS_OK, or an error and changes nothing:
 * STATUS_E_CLOCK_TIME for now before the last instant or out of range,
 * STATUS_E_CLOCK_STATE when the state does not allow it,
 * STATUS_E_CLOCK_RANGE for a bad side, time or count.
 */
/* 6.5: side's clock starts at now (white, or the side to move of a FEN). */
enum status	clock_start(struct clock *c, int64_t now, int side);
/* 6.8a: the side to move completed its move; the opponent's clock runs. */
enum status	clock_press(struct clock *c, int64_t now);
/* 6.13: both clocks stand still; clock_go() restarts the turn side's. */
enum status	clock_stop(struct clock *c, int64_t now);
enum status	clock_go(struct clock *c, int64_t now);
/*
 * 6.14, A12: set the main times (time used, for "?" and "-") and, when
 * moves >= 0, the move counter: moves is the number of complete move
 * pairs, so the side that moved first has moves + 1 when the other is to
 * move.  Periods follow from the counts.  The current turn starts afresh
 * (its delay whole).  A side set to 0 has its flag fall now.
 */
enum status	clock_set(struct clock *c, int64_t now, int64_t white_ms,
		    int64_t black_ms, int moves);
/*
 * Plies taken back (a live source's correction the arbiter accepts): side
 * is to move, each side has back[side] moves fewer (periods follow), the
 * times stand as they are (the table's next reading sets them, 6.1) and
 * the turn starts afresh.  Refused while READY.
 */
enum status	clock_take_back(struct clock *c, int64_t now, int side,
		    const uint16_t back[2]);
/*
 * 7.4b, 9.5b, 10.2, 13.4b/c, 13.5: add delta_ms (signed) to side's main
 * time; the result is never below 0 (reaching 0 drops the flag now).
 * Refused for "?" and "-".
 */
enum status	clock_adjust(struct clock *c, int64_t now, int side,
		    int64_t delta_ms);
/*
 * A reading of the clock on the table (a live source): side's main time
 * is ms at now, whatever this clock counted.  A flag this clock dropped
 * at or after since (the side's last reading, or its turn's start) is
 * lifted when the reading shows time left: the table's clock had not
 * reached 0; one that fell before stays.  ms 0 drops the flag now.
 * Refused for "?" and "-" (STATUS_E_CLOCK_STATE).
 */
enum status	clock_read(struct clock *c, int64_t now, int side, int64_t ms,
		    int64_t since);
/*
 * A1b: charge side the time from now up to until (the session's nominal
 * end), as thinking time of its current turn when it is the side to move
 * (a 6.2b delay is spent first; in an hourglass it flows to the other
 * side).  Nothing when until <= now.  The clock keeps its state: stop it
 * first (A1a) if it must not run on.  A flag that falls within the
 * charged time is dated at the instant it would have fallen.
 */
enum status	clock_charge(struct clock *c, int64_t now, int side,
		    int64_t until);
/*
 * 2023 III.4: from now on every period adds inc_ms more after each move,
 * for both sides.  Refused for a clock without periods ("?", "-", an
 * hourglass) and when an increment would pass TC_MAX_MS.
 */
enum status	clock_add_increment(struct clock *c, int64_t inc_ms);

/* Queries: now before the last mutation's instant reads as that instant. */
void		clock_peek(const struct clock *c, int64_t now,
		    struct clock_view *v);
int64_t		clock_left(const struct clock *c, int64_t now, int side);
/* Whether side's flag fell by now; *at (may be NULL) gets the instant. */
bool		clock_flag(const struct clock *c, int64_t now, int side,
		    int64_t *at);
/* 6.12: CLOCK_NEITHER, the side whose flag fell first, or CLOCK_UNKNOWN. */
int		clock_first_flag(const struct clock *c, int64_t now);
/* Milliseconds until the next flag falls, or CLOCK_NEVER. */
int64_t		clock_next_flag(const struct clock *c, int64_t now);
/*
 * Milliseconds until side's text (format_clock() with tenths_ms and a
 * flag marker) changes, or CLOCK_NEVER; and the soonest of both sides'
 * changes and the next flag fall: how long the console may sleep.
 * Exact: the text is the same 1 ms before and differs at the instant.
 */
int64_t		clock_next_change(const struct clock *c, int64_t now, int side,
		    int64_t tenths_ms);
int64_t		clock_next_event(const struct clock *c, int64_t now,
		    int64_t tenths_ms);
/* The same from a view clock_peek() filled (one peek per clock a tick). */
int64_t		clock_view_next_event(const struct clock *c,
		    const struct clock_view *v, int64_t tenths_ms);
/* The value format_clock() shows for side: left, or used when untimed. */
int64_t		clock_shown(const struct clock *c, const struct clock_view *v,
		    int side);
/*
 * format_clock() (format.h) of what side's clock shows at the instant of
 * view v, with its flag: into buf of size len; the length, or 0.
 */
size_t		format_clock_side(char *buf, size_t len, const struct clock *c,
		    const struct clock_view *v, int side,
		    const struct format_clock_opts *opts);

/* The thresholds of the edition the clock's game is played under. */
struct clock_rules {
	struct tc_limits limits;		/* B1, C1 */
	int64_t		 quickplay_under_ms;	/* 10.2: 2 minutes */
	int64_t		 scoresheet_free_ms;	/* 8.4: 5 minutes */
	int64_t		 scoresheet_free_inc_ms; /* 8.4: 30 s a move */
};

/*
 * 8.4: under 5 minutes in the current period, and less than 30 s given
 * per move there: increment plus delay (a delay is time given each move
 * too; 8.4 predates delays in the Laws).  Hourglass: time alone counts.
 */
bool		clock_scoresheet_free(const struct clock *c, int64_t now,
		    int side, const struct clock_rules *);
/* 10.2: under 2 minutes in the last (sudden-death) period, flag up, not blitz. */
bool		clock_quickplay_claimable(const struct clock *c, int64_t now,
		    int side, const struct clock_rules *);
/* 6.12b: side is in the period in which all remaining moves must be made. */
bool		clock_last_period(const struct clock *c, int side);
enum tc_category clock_category(const struct clock *c,
		    const struct clock_rules *);

/* The invariant, for assert() after every mutation. */
bool		clock_ok(const struct clock *c);

#endif
