/*
 * notation.h: draughts moves as text (Art. 8 of the FID rules; PDN 3.0).
 *
 * Written: "32-28" for a move, "28x19" for a capture (8.2), start and end
 * square only.  When two legal captures share the start and the end
 * square (they take different pieces), the capture is written with every
 * landing square, "47x38x29", which tells them apart.
 *
 * Read, in a position: the same forms, with "x", "X", ":" or "-" between
 * the squares (the separator is not checked against the kind of move),
 * leading zeros ("07-11"), blanks around the text, and after it
 * annotation marks (! ? !! ?? !? ?! * + = #, Art. 9) and a result (2-0
 * 1-1 0-2 0-0 1-0 0-1 *).  With intermediate squares, they must be
 * landing squares of the capture in that order (not necessarily all of
 * them).  A text that matches no legal move gets the reason:
 *
 *	DNOTATION_NO_PIECE		no piece of the side to move stands on
 *					the start square
 *	DNOTATION_CAPTURE_REQUIRED	a move without capture while a capture
 *					is compulsory (4.1)
 *	DNOTATION_MAJORITY		a capture the piece can make, but of
 *					fewer pieces than the rules require
 *					(4.13), or stopped before its end (4.5)
 *	DNOTATION_ILLEGAL		anything else that is not a legal move
 *	DNOTATION_AMBIGUOUS		several legal captures share start and
 *					end: the candidates, to be written in
 *					the long form
 */
#ifndef ARBITER_DRAUGHTS_NOTATION_H
#define ARBITER_DRAUGHTS_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/draughts.h"

enum dnotation_error {
	DNOTATION_OK = 0,
	DNOTATION_UNREADABLE,		/* not a move: where = bad byte */
	DNOTATION_NO_PIECE,
	DNOTATION_CAPTURE_REQUIRED,
	DNOTATION_MAJORITY,
	DNOTATION_ILLEGAL,
	DNOTATION_AMBIGUOUS,
	DNOTATION_ERROR_NB
};

#define DNOTATION_MAX_CANDIDATES	32

/* Why a text was refused. */
struct dnotation_fail {
	size_t		where;		/* DNOTATION_UNREADABLE: byte offset */
	unsigned	needed;		/* DNOTATION_MAJORITY: pieces the
					   capture must take */
	size_t		ncandidates;	/* how many moves below (all of them,
					   even when more than fit) */
	/*
	 * DNOTATION_AMBIGUOUS: the legal moves the text matches;
	 * DNOTATION_MAJORITY and DNOTATION_CAPTURE_REQUIRED: the legal
	 * captures of the piece on the start square, or all of them when
	 * it has none.  The first DNOTATION_MAX_CANDIDATES are kept.
	 */
	uint64_t	candidates[DNOTATION_MAX_CANDIDATES];
};

/*
 * Read the move text[0..len) in pos.  On success *move is the legal move;
 * otherwise the reason, with fail (if not NULL) filled in.  pos is not
 * changed.
 */
enum dnotation_error dnotation_read(const struct draughts_position *pos,
		    const char *text, size_t len, uint64_t *move,
		    struct dnotation_fail *fail);

/* A short English reason for an error ("no legal move matches"). */
const char	*dnotation_strerror(enum dnotation_error);

/*
 * Write the legal move m of pos into buf (at least DNOTATION_MAX bytes,
 * NUL-terminated), in the short form unless the long one is needed (see
 * above); returns the length.
 */
#define DNOTATION_MAX	64
size_t		dnotation_write(const struct draughts_position *pos,
		    uint64_t m, char *buf);

/* The same, always with every landing square of a capture. */
size_t		dnotation_write_long(const struct draughts_position *pos,
		    uint64_t m, char *buf);

/*
 * The route of the legal move m: its start, each landing square and its
 * end (a king that goes on straight lands next to the piece it took),
 * into squares[DNOTATION_ROUTE_MAX]; returns how many squares.  A move
 * without capture has the two of start and end.  When several routes
 * give the move, one of them.
 */
#define DNOTATION_ROUTE_MAX	(DRAUGHTS_MAX_PIECES + 1)
size_t		dnotation_route(const struct draughts_position *pos,
		    uint64_t m, unsigned *squares);

#endif
