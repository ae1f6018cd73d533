/*
 * export.h: the event's games as PGN (issue 5, "Export"), in the record
 * style of the event's game kind (gamekind.h: PDN 3.0 for draughts, with
 * [GameType "20"], results 2-0 1-1 0-2 0-0 and [%clock w1:23:45]): the
 * Seven Tag Roster plus
 * the players' Elo and FideId, Board, TimeControl, Termination (and
 * SetUp/FEN for a game paired from a position), a {[%clk h:mm:ss]} after
 * each move, draw offers as {(=)} (9.1b), and the arbiter's acts
 * (penalties, 13.5 extra time, questions still pending) as comments
 * where they happened.  A result PGN cannot write (0-0, 1/2-0, a score
 * awaiting the arbiter) is "*" with the real one in a comment.  A record
 * that starts afresh says why before its first move: a draughts board
 * turned or colours given wrongly (5.2, 5.3: the moves before are gone),
 * an illegal move as made that stood (B6, draughts 5.6 and 5.9: SetUp
 * and FEN give the board it left).  An
 * adjourned game says so ({adjourned, White sealed move 41}) and a
 * resumed one whose envelope is still closed too; the sealed move itself
 * is not written until the envelope is opened (A1a): it is not on the
 * scoresheet before.
 *
 * The live broadcast (broadcast.h) writes the same records with options:
 * [WhiteClock "h:mm:ss"] and [BlackClock] while the arbiter's last change
 * of a clock is news (no move shown after it: a move's [%clk] then says
 * more), and a delay: what is younger than it is held back, a move with
 * its clock, a penalty's comment, an end (Result "*" until it is due),
 * and a position the arbiter set (the game then shows no moves).
 */
#ifndef ARBITER_EXPORT_H
#define ARBITER_EXPORT_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>

#include "event.h"
#include "record.h"

/* g's board as a command names it: "12", or "1.12" for an adjourned
 * game an earlier round left on (Appendix A); into buf[EXPORT_BOARD_MAX]. */
#define EXPORT_BOARD_MAX	16
const char *export_board(const struct event *, const struct game *,
	    char *buf);
/* The hand-in's records ('x', arbiter-cli run --pgn): everything. */
void	export_pgn(const struct event *, FILE *);
/* The records' file extension, the kind's record in lower case ("pgn",
 * "pdn"; "pgn" before an event), written into ext[8]: ext. */
#define EXPORT_EXT_MAX	8
const char *export_ext(const struct event *, char *ext);

struct export_options {
	bool	 live;		/* the broadcast's clock tags */
	int64_t	 now;		/* the instant shown (the event's timeline) */
	int64_t	 delay_ms;	/* younger is held back; 0: none */
};

/* What of a game a record shows under the options. */
struct export_cut {
	size_t	 plies;		/* moves of the scoresheet shown */
	size_t	 npenalties;	/* penalty records shown: the oldest */
	size_t	 nclocksets;	/* clock records shown (a ruling's
				   article with them): the oldest */
	bool	 end;		/* its result and why it ended */
	bool	 pending;	/* the questions left to the arbiter */
	/* Held back: the arbiter set a position (setposition, B6) younger
	 * than the delay. */
	bool	 setup;
	/* Why the record starts afresh (a board turned, an illegal move as
	 * made that stood): its comment, once the delay shows the restart. */
	bool	 restart;
	/* Under a delay: an adjourned game says no more than that (its
	 * move number would count the moves held back). */
	bool	 delayed;
	const struct game_clockset *clocks;	/* for the tags, or NULL */
	int64_t	 due;		/* when the cut next changes by time alone
				   (INT64_MAX: never) */
};

void	export_cut(const struct game *, const struct export_options *,
	    struct export_cut *);
/*
 * One game's record as cut, through out(arg, text, len).  The key of
 * everything it reads (the event's tags, the players, the game as cut):
 * two equal keys, one record (the broadcast keeps records by it).
 */
void	export_game(const struct event *, const struct game *,
	    const struct export_cut *, record_out_fn *, void *arg);
uint64_t export_key(const struct event *, const struct game *,
	    const struct export_cut *);
/* Every game's record under the options. */
void	export_pgn_cut(const struct event *, const struct export_options *,
	    FILE *);

/*
 * The standings (11.1) as a text table in the interface's language: rank
 * (equal points share it), start number, points on the event's scale,
 * games scored and still open, rating, federation, name.
 */
void	export_standings(const struct event *, FILE *);

#endif
