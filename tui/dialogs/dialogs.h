/*
 * dialogs.h: the dialogs as families, the way editions are (edition.h).
 *
 * A family serves the events whose edition it suits (its when) and
 * defines only the dialogs that differ from its base's: what it does not
 * define, with the same menu key, is the base's.  So chess.c holds every
 * chess dialog once, fide-2023.c what the 2023 text changed, chess960.c
 * what its Guidelines II change in a Chess960 game, draughts.c what
 * international draughts does its own way; a new edition whose
 * dialogs match its base's costs no dialog line.  The texts name articles
 * and amounts only as "{LAW}", "{@LAW}" and "{=PARAM}" (edition_expand()),
 * never as numbers written here.
 */
#ifndef ARBITER_DIALOGS_H
#define ARBITER_DIALOGS_H

#include "../dialog.h"
#include "app/i18n.h"

struct dialog_family {
	const char			*name;
	const struct dialog_family	*base;	/* what it does not define is
						   the base's */
	struct dialog_when		 when;	/* the family serves this event */
	const struct dialog_def		*defs;
	size_t				 ndefs;
};

extern const struct dialog_family	dialogs_chess;
extern const struct dialog_family	dialogs_fide_2023;
extern const struct dialog_family	dialogs_draughts;
extern const struct dialog_family	dialogs_chess960;

#define DIALOGS_NITEMS(a)	(sizeof (a) / sizeof (a)[0])

/* When offered: the edition has a law; has one and not another. */
#define ON(need)		{ LAW_##need, LAW_NONE }
#define ON_BUT(need, lacks)	{ LAW_##need, LAW_##lacks }
#define ALL			{ LAW_NONE, LAW_NONE }
/* The quickplay finish of 10.2, decided by the arbiter alone: not the
 * Guidelines III's (III.5), where the claim is decided as 2023 says. */
#define QUICKPLAY_2005		ON_BUT(QUICKPLAY, GUIDELINES)
/* The laws a dialog applies: cited whole, or as their article. */
#define L(law)			{ LAW_##law, false }
#define ART(law)		{ LAW_##law, true }
#define CITES(...)		{ __VA_ARGS__ }

/* A choice; one offered only under the announced Guidelines III; one
 * offered when the edition has a law; one that brings its own command
 * format. */
#define C(k, w, l)	{ k, w, l, ALL, NULL }
#define CIII(k, w, l)	{ k, w, l, ON(GUIDELINES), NULL }
#define CL(k, w, l, law) { k, w, l, ON(law), NULL }
#define CF(k, w, l, f)	{ k, w, l, ALL, f }
#define CLF(k, w, l, law, f) { k, w, l, ON(law), f }
#define NO_TEXT		{ C(0, NULL, NULL) }
/* The sides' keys are their names' first letters in the interface's
 * language (w, b; Italian b for Bianco, n for Nero): key 0. */
#define SIDES								\
	{ C(0, "white", N_("White")), C(0, "black", N_("Black")) }
#define ALWAYS	-1, NULL, FILL_NONE
/* Asked always, starting from the game as it stands. */
#define FILLED(fill)	-1, NULL, fill
/* A dialog of one question: which side. */
#define ASK_SIDE(q)	{ { STEP_CHOICE, q, SIDES, false, ALWAYS } }
/* The command and question of the dialogs that each family explains
 * in its own words but asks alike. */
#define ASKS_FLAG	"flag %b %1", ASK_SIDE(N_("Whose flag?"))
#define ASKS_OFFER	"offer %b %1", ASK_SIDE(N_("Who offers?"))
#define ASKS_RESIGN	"resign %b %1", ASK_SIDE(N_("Who resigns?"))
#define ASKS_ARRIVE	"arrive %b %1", ASK_SIDE(N_("Who arrives?"))
#define ASKS_ABSENT	"absent %b %1", ASK_SIDE(N_("Who is absent?"))
/* A dialog of one typed question. */
#define ASK_TEXT(q)	{ { STEP_TEXT, q, NO_TEXT, false, ALWAYS } }
/* Setting the clocks (the edition's SET_CLOCKS): both times, as they
 * stand, and the moves completed. */
#define SETCLOCK_STEPS							\
	{ { STEP_WORD, N_("White's time left (1:23:45, 90:00):"),	\
	    NO_TEXT, false, FILLED(FILL_LEFT_WHITE) },			\
	  { STEP_WORD, N_("Black's time left:"),				\
	    NO_TEXT, false, FILLED(FILL_LEFT_BLACK) },			\
	  { STEP_WORD, N_("Moves completed (empty: unchanged):"),	\
	    NO_TEXT, true, FILLED(FILL_MOVES) } }
/* A draw claim (9.2, 9.3, 10.2): who claims, the repetition and fifty
 * moves among what, and the move written (case a) or not (case b). */
#define CLAIMANT							\
	{ STEP_CHOICE, N_("Who claims?"), SIDES, false, ALWAYS }
#define CLAIM_DRAWS							\
	C('r', "repetition", N_("threefold repetition ({REPETITION})")), \
	C('f', "fifty", N_("fifty moves ({FIFTY})"))
#define WRITTEN_MOVE							\
	{ STEP_TEXT, N_("The written move (case a), or empty (case b):"), \
	  NO_TEXT, true, 1, "repetition fifty", FILL_NONE }
/* A quickplay claim's decisions (10.2, III.5). */
#define DECISIONS							\
	C('d', "draw", N_("draw")), C('p', "postpone", N_("postpone")),	\
	C('r', "reject", N_("reject"))
/* Both flags: the side whose fell first. */
#define FIRST_FLAG							\
	C('w', "first white", N_("White's")),				\
	C('b', "first black", N_("Black's"))
/* A chess game's results as the arbiter gives them (11.1, 10.1). */
#define CHESS_RESULTS							\
	{ STEP_CHOICE, N_("Points?"), {					\
		C('1', "1-0", "1-0"), C('0', "0-1", "0-1"),		\
		C('=', "1/2-1/2", "1/2-1/2"), C('z', "0-0", "0-0"),	\
		C('h', "1/2-0", "1/2-0"), C('H', "0-1/2", "0-1/2"),	\
		C('+', "+/-", N_("+/- (forfeit)")),			\
		C('-', "-/+", N_("-/+ (forfeit)")) }, false, ALWAYS }
/* The penalties: the offender asked first; the choices that give time
 * or points, each with its command (13.4b/c/e/f, 12.9.2-5, the
 * arbiter's in draughts); the report's reason. */
#define OFFENDER							\
	{ STEP_CHOICE, N_("Who is the offender?"), SIDES, false, ALWAYS }
#define MORE_TIME(k, l)	CF(k, "more-time", l, "penalty %b %o time +%3 %4")
#define LESS_TIME(k, l)	CF(k, "less-time", l, "penalty %b %1 time -%3 %4")
#define FEWER_POINTS(k, l)						\
	CF(k, "fewer-points", l, "penalty %b %1 points -%3 %4")
#define MORE_POINTS(k, l)						\
	CF(k, "more-points", l, "penalty %b %o points +%3 %4")
/* The offender, then which penalty: k and warn the warning's key and
 * label, the others after them. */
#define PENALTY_STEPS(k, warn, ...)					\
	OFFENDER, { STEP_CHOICE, N_("Which penalty?"), {		\
		C(k, "warn", warn), __VA_ARGS__ }, false, ALWAYS }
#define REASON								\
	{ STEP_TEXT, N_("The reason, as it goes in the report:"), NO_TEXT, \
	  false, ALWAYS }
/* The penalties' amount and reason: asked for the words listed. */
#define HOW_MUCH(q, words)						\
	{ STEP_WORD, q, NO_TEXT, false, 1, words, FILL_NONE }

#endif
