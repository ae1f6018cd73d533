/*
 * tiebreak.h: FIDE's tie-breaks (C.07, Tie-Break Regulations, 2023) over
 * a crosstable: every player's rounds, each a game, a forfeit, a bye or
 * nothing.  The event's standings (standings.h) rank equal points by the
 * event's list ('event ... tiebreaks "BH-C1,BH,SB,DE"'); the TRF reader
 * builds the same table from a file, which the tests check against
 * C.07's published exercises.
 *
 * The tie-breaks (the article that defines each):
 *	DE	6	direct encounter: points among the tied who all met
 *	WIN	7.1	rounds won, unplayed ones included (forfeit, PAB, F)
 *	WON	7.2	games won over the board
 *	BPG	7.3	games played with Black
 *	BWG	7.4	games won with Black
 *	PS	7.5	progressive score: the sum of the running totals
 *	BH	8.1	Buchholz: the sum of the opponents' scores
 *	SB	9.1	Sonneborn-Berger: each opponent's score times the
 *			points scored against him
 *	ARO	10.1	average rating of the opponents played (rounded)
 * and the modifiers of Article 14: -C1, -C2 cut the one or two least
 * significant values (14.1), -M1 the least and the most (14.3).
 *
 * Unplayed rounds (C.07 16): a voluntary unplayed round (a half- or
 * zero-point bye, a forfeit lost, a round away: not a win) is the first
 * value a low cut takes; in the player's own Buchholz and Sonneborn-
 * Berger every unplayed round is a game against a dummy opponent with
 * his own score; his score in his opponents' counts the voluntary
 * unplayed rounds after his last round that was not one as draws (a
 * player who left is no weaker an opponent for it).  These are the
 * readings that give C.07's published exercise answers (tests).
 *
 * Values are hundredths (12.5 is 1250, 1820 is 182000): exact for the
 * halves and quarters these sums make.  Pure: no I/O; the caller gives
 * room for the values, the work's own is allocated and freed.
 */
#ifndef ARBITER_TIEBREAK_H
#define ARBITER_TIEBREAK_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define TIEBREAK_MAX	8	/* tie-breaks in an event's list */

enum tiebreak_kind {
	TIEBREAK_NONE = 0,
	TIEBREAK_DE, TIEBREAK_WIN, TIEBREAK_WON, TIEBREAK_BPG, TIEBREAK_BWG,
	TIEBREAK_PS, TIEBREAK_BH, TIEBREAK_SB, TIEBREAK_ARO,
	TIEBREAK_NB
};

struct tiebreak_spec {
	uint8_t		kind;		/* enum tiebreak_kind */
	uint8_t		low, high;	/* values cut (Art. 14) */
};

/*
 * "BH-C1,BH,SB,DE" (case and blanks around commas ignored) into spec;
 * the count, or -1 (an unknown name or modifier, a modifier the
 * tie-break has no values for, more than TIEBREAK_MAX, none).
 */
int	tiebreak_parse(const char *list, struct tiebreak_spec *spec);

/* The canonical name ("BH-C1"), in buf. */
void	tiebreak_name(const struct tiebreak_spec *, char *buf, size_t size);

/* What a player had in a round. */
enum tiebreak_round {
	TIEBREAK_ABSENT = 0,	/* no game, no bye: nothing (voluntary) */
	TIEBREAK_PLAYED,
	TIEBREAK_FORFEIT,	/* paired, not played: points by the result */
	TIEBREAK_PAB,		/* pairing-allocated bye: a win's points */
	TIEBREAK_FULL,		/* full-point bye */
	TIEBREAK_HALF,		/* half-point bye */
	TIEBREAK_ZERO		/* zero-point bye */
};

struct tiebreak_cell {
	uint32_t	opp;		/* index + 1 in the table; 0: none */
	uint8_t		kind;		/* enum tiebreak_round */
	bool		black;
	int8_t		points2;	/* game points 0..2 (played, forfeit) */
};

struct tiebreak_table {
	size_t			 nplayers;
	unsigned		 nrounds;
	const uint16_t		*rating;	/* by index; 0: unrated */
	const struct tiebreak_cell *cell;	/* [i * nrounds + r] */
	uint8_t			 score2[3];	/* 11.1: loss, draw, win */
};

/* Player i's score, on the event's scale, in halves. */
uint32_t tiebreak_score2(const struct tiebreak_table *, size_t i);

/*
 * Every player's value of each of spec[0..n) into out[i * n + k], in
 * hundredths (DE: computed among the players equal on the points and
 * the tie-breaks before it; -1: no value, as ARO without an opponent).
 * false: no memory for the work, out unset.
 */
bool	tiebreak_compute(const struct tiebreak_table *,
	    const struct tiebreak_spec *, size_t n, int64_t *out);

/*
 * The ranking order of players a and b: points, then the tie-breaks in
 * turn, higher first; 0 when all are equal (the caller then orders them
 * by start number, sharing the rank).
 */
int	tiebreak_cmp(const struct tiebreak_table *, const int64_t *out,
	    size_t n, size_t a, size_t b);

#endif
