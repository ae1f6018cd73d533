/*
 * broadcast.h: the live broadcast (issue 19): while a round runs, the
 * event directory holds its games as a record file a relay polls,
 * DIR/live-round-N.pgn (the extension is the game kind's record: PGN for
 * chess), always whole: written beside it, fsync'd, then renamed over it.
 *
 * The records are the hand-in's (export.h) with the live options: the
 * clock tags after the arbiter changed a clock, and an optional delay
 * (top events require one): a move, a ruling or an end younger than the
 * delay is held back until it is due, a move with the clock it had then.
 * A sealed move is never written before its envelope is opened.
 *
 * The event's server owns it (server.c): after every change it commits it
 * calls broadcast_changed(), and broadcast_tick() whenever
 * broadcast_next() comes; the file is written at most once a second
 * (a burst of changes is one write), and again when something held back
 * falls due.  Each game's record is kept between writes and made again
 * only when what it shows changed (export_key()), so one change costs
 * one game's record and the file's write.
 *
 * A 'round' command ends the round whose file this is: the server calls
 * broadcast_round_ending() before it, and the round's last state is
 * kept until its file is whole (every move due), then dropped.
 *
 * Time is the event's timeline (the journal's UTC ms, as the server
 * stamps lines), for now and for every instant here.
 */
#ifndef ARBITER_BROADCAST_H
#define ARBITER_BROADCAST_H

#include <stdbool.h>
#include <stdint.h>

struct event;
struct broadcast;

/* How often the file may be written at most. */
#define BROADCAST_EVERY_MS	1000

/* A broadcast into dir (copied) with the delay (0: none). */
struct broadcast *broadcast_new(const char *dir, int64_t delay_ms);
void		 broadcast_free(struct broadcast *);	/* NULL: none */

/* The event changed: the file is written again within a second. */
void		 broadcast_changed(struct broadcast *);

/*
 * A command that may end the current round comes: its state is kept
 * (a copy of ev) and, when the round did change, its file written to
 * the end.  false: out of memory (the file then stays as last written).
 */
bool		 broadcast_round_ending(struct broadcast *,
		    const struct event *ev);

/*
 * Write what is due at now: 1 when a file was written, 0 when nothing was
 * due, -1 with *cause (one line, naming the file) when a write failed:
 * it is tried again a second later.
 */
int		 broadcast_tick(struct broadcast *, const struct event *,
		    int64_t now, char **cause);

/* Write the file now, whatever is due: 0, or -1 with *cause. */
int		 broadcast_write(struct broadcast *, const struct event *,
		    int64_t now, char **cause);

/* When broadcast_tick() has something to do next; INT64_MAX: nothing
 * until the event changes. */
int64_t		 broadcast_next(const struct broadcast *);

/*
 * Whether the delay holds back something already done (its write is
 * still to come): the server waits for it before it stops.  A change not
 * yet written does not count: broadcast_write() at the end takes it.
 */
bool		 broadcast_held(const struct broadcast *);

/* The path of round's file (to free), for ev's game kind. */
char		*broadcast_path(const struct broadcast *,
		    const struct event *ev, unsigned round);

#endif
