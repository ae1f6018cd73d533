/*
 * edition.h: the editions of the Laws as data.
 *
 * An edition is a table: the article label it gives each law of law.h
 * ("6.12"), or EDITION_ABSENT when it has no such law, and its rule
 * parameters (the illegal move that loses, the 9.5b amounts, the default
 * wait...).  An edition may name a base edition: what it leaves NULL
 * (a label) or unset (a parameter) is the base's, as Fairy-Stockfish's
 * variants inherit from a parent.  Rulings test laws and read parameters;
 * they never compare an article string or an edition's name.
 *
 * The editions, one file each under src/core/editions/:
 *	fide-2005	the default (FIDE Laws of Chess, 1 July 2005)
 *	fide-2023	the Laws in force from 1 January 2023 (x.y.z numbers,
 *			automatic 9.6 draws, 7.5.5, 12.9, Guidelines I, III)
 *	fide-2001	the 2001 text: 12.7/12.8 numbering, 10.3, no phone rule
 *	fide-1952	the 1952 laws of play (Art. 11-12 for the game's end,
 *			no dead-position draw, 12.3 equality); tournament
 *			matters as fide-2001
 *	fid-draughts	international draughts (the Italian federation)
 * An edition plays one game kind (gamekind.h), named by edition->game.
 */
#ifndef ARBITER_EDITION_H
#define ARBITER_EDITION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "law.h"

/* The parameters, each a whole number (ms for times). */
#define EDITION_PARAMS(X)						\
	X(ILLEGAL_LIMIT,	"the illegal move of a player that loses") \
	X(ILLEGAL_BONUS_MS,	"time the opponent gets for each one before") \
	X(CLAIM_BONUS_MS,	"time the opponent gets for an incorrect claim") \
	X(CLAIM_HALF_ABOVE_MS,	"a claimant with more loses half his time") \
	X(CLAIM_CUT_MAX_MS,	"but never more than this")		\
	X(CLAIM_FLOOR_MS,	"a claimant between this and the above drops to it") \
	X(QUICKPLAY_UNDER_MS,	"a quickplay claim needs less time than this") \
	X(QUICKPLAY_BONUS_MS,	"time the opponent gets when it is rejected") \
	X(WAIT_MS,		"how late a player may arrive (the default)") \
	X(RESUMPTION_WAIT_MS,	"how late at a resumption (-1: the event's wait)") \
	X(REPETITION_COUNT,	"occurrences of a position for a correct claim") \
	X(FIFTY_PLIES,		"plies without a capture or pawn move for a claim") \
	X(AUTO_REPETITION_COUNT, "occurrences that draw by themselves (0: none)") \
	X(AUTO_QUIET_PLIES,	"plies that draw by themselves (0: none)") \
	X(POSITIONS_EQUAL,	"what makes positions equal (enum edition_equal)") \
	X(DEAD_BUDGET,		"nodes the dead-position analysis may spend") \
	X(BLITZ_UPTO_MS,	"the longest blitz game (base + 60 x increment)") \
	X(RAPID_UPTO_MS,	"the longest rapid game")		\
	X(SCORESHEET_FREE_MS,	"under this a player need not keep score") \
	X(SCORESHEET_FREE_INC_MS, "unless at least this is added a move") \
	X(FLAG_CANNOT_WIN_DRAWS, "a flag is a draw when the opponent cannot win") \
	X(RESIGN_CANNOT_WIN_DRAWS, "a resignation is a draw when the opponent cannot win") \
	X(ILLEGAL_CANNOT_WIN_DRAWS, "the losing illegal move draws when the opponent cannot win") \
	X(FAST_PENALTY_MS,	"rapid, blitz: the time penalties (0: as standard)") \
	X(AGREEMENT_MIN_MOVES,	"moves each before a draw by agreement") \
	X(PENALTY_LOSS_SCORE_ARBITER, "a penalty loss leaves the opponent's score to the arbiter") \
	X(COLOURS_MOVES,	"moves each after which reversed colours stand") \
	X(ITEMS_NUMBERED,	"an article's items are numbered (I.2.1), not lettered (A2a)") \
	X(WIN_POINTS,		"a won game's points as its result writes them (1-0, 2-0)") \
	X(VERIFY_MAX_MS,	"a wrong repetition claim costs the time verifying it, up to this (0: 9.5's penalties)") \
	X(VERIFY_FLOOR_MS,	"but never below this")			\
	X(COUNT_KINGS_MOVES,	"moves each, kings only, that draw a counted game (0: no counts)") \
	X(COUNT_FEW_MOVES,	"moves each that draw up to three kings against one") \
	X(COUNT_LEAST_MOVES,	"moves each that draw up to two kings against one") \
	X(RESTART_MOVES,	"moves each before which a wrong board or colours restart (0: never)") \
	X(RESTART_MS,		"or this long after the round's start") \
	X(REFUSAL_SCORE_ARBITER, "a refusal to comply leaves the opponent's score to the arbiter") \
	X(ILLEGAL_STANDS,	"an illegal move stands until the opponent claims, in every game") \
	X(ILLEGAL_PRESS_UNDONE,	"a claimed illegal move's reinstatement takes back the time its press added") \
	X(SETUP_CLAIM_MOVES,	"rapid, blitz: moves each after which no set-up claim stands") \
	X(SEALED_ENDS_FOR_ANY,	"a sealed move that ended the game stands for any late player (0: the sealer's)")

enum edition_param {
#define EDITION_PARAM_ENUM(name, what) EDITION_##name,
	EDITION_PARAMS(EDITION_PARAM_ENUM)
#undef EDITION_PARAM_ENUM
	EDITION_PARAM_NB
};

/* EDITION_POSITIONS_EQUAL: what makes two positions the same one. */
enum edition_equal {
	EDITION_EQUAL_MOVES = 0,	/* 9.2: pieces, side, the same moves */
	EDITION_EQUAL_PIECES		/* 1952 12.3: pieces and side only */
};

struct edition_value {
	bool		set;
	int64_t		v;
};
#define EDITION_VALUE(x)	{ true, (x) }

struct edition {
	const char		*name;		/* "fide-2005", as events name it */
	const char		*title;
	const char		*game;		/* the game kind's name */
	const struct edition	*base;		/* NULL labels, unset values */
	const char		*label[LAW_NB];
	struct edition_value	 param[EDITION_PARAM_NB];
};

/* The label of a law an edition does not have. */
extern const char	edition_absent[];
#define EDITION_ABSENT	edition_absent

/* The edition called name ("fide-2005"), or NULL. */
const struct edition *edition_find(const char *name, size_t len);
/* The default edition of a game kind ("chess": fide-2005), or NULL. */
const struct edition *edition_default(const char *game, size_t len);
/* The i-th edition of the table, or NULL past its end; the first is the
 * default of a new event. */
const struct edition *edition_at(size_t i);

/* How the edition numbers law, or NULL when it has no such law. */
const char	*edition_label(const struct edition *, enum law);
bool		 edition_has(const struct edition *, enum law);
/*
 * A label to name law by in a message: the edition's, or, for a law it
 * lacks, the label of the first edition of the table that has it.
 */
const char	*edition_cite(const struct edition *, enum law);
int64_t		 edition_param(const struct edition *, enum edition_param);
/*
 * The label of item i (from 0) of law's article, into buf of len: "A2a"
 * in 2005, "I.2.1" in 2023 (EDITION_ITEMS_NUMBERED).  Returns buf.
 */
char		*edition_item(const struct edition *, enum law, unsigned i,
		    char *buf, size_t len);
const char	*edition_param_name(enum edition_param);
const char	*edition_param_what(enum edition_param);

/*
 * How much of a label is its article: the item dropped, a letter ("9.5b",
 * "A1a": 9.5, A1) or, in a numbering of three levels, the last number
 * ("12.9.1": 12.9).
 */
size_t		 edition_article_len(const char *label);
/*
 * msg with the edition's numbers put in, into buf of len (always ended);
 * returns the length written.  "{NAME}" is law NAME's label as
 * edition_cite() gives it ("{QUICKPLAY}": 10.2, III.5), "{@NAME}" its
 * article only ("{@WARNING}": 13.4, 12.9), "{=PARAM}" a parameter, times
 * in whole minutes ("{=RESTART_MS}": 10), counts as they are.  A brace
 * that names neither is copied as it is.  No gettext here: the caller
 * translates msg first, so a translation moves the braces with the words.
 */
size_t		 edition_expand(const struct edition *, const char *msg,
		    char *buf, size_t len);

/* Complete: every law resolves, every parameter is set (its chain). */
bool		 edition_ok(const struct edition *);

#endif
