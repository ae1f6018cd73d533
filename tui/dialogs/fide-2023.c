/*
 * fide-2023.c: the dialogs the 2023 text changed (fide-2023): claims and
 * their decision under the Guidelines III, the flags, the illegal moves
 * of 7.5, the nine penalties of 12.9, the device, the scores within the
 * game's maximum, the offers, annulment, lateness.  Every other dialog is
 * chess.c's, in 2023's numbers.
 */
#include "config.h"

#include "dialogs.h"

static const struct dialog_def defs[] = {
	{ 'c', ALL, N_("Claim"),
	  CITES(L(REPETITION), L(FIFTY), L(INCORRECT_CLAIM), L(FLAG_CALLED),
	    L(RAPID_ILLEGAL), L(INCREMENT_REQUEST), L(QUICKPLAY)),
	  N_("A claim stops both clocks and cannot be withdrawn. Repetition "
	     "({REPETITION}) or fifty moves ({FIFTY}), correct: draw. Incorrect "
	     "({INCORRECT_CLAIM}): the opponent gets {=CLAIM_BONUS_MS} minutes "
	     "({=FAST_PENALTY_MS} in rapid and blitz), nothing is taken from "
	     "the claimant, then the written move is played. Time "
	     "({FLAG_CALLED}, {FLAG}; {RAPID_TIME_CLAIM} in rapid and blitz): "
	     "loss, or draw if the claimant cannot mate. Illegal "
	     "({RAPID_ILLEGAL}): the move is taken back and counted "
	     "({ILLEGAL_LIMIT}). With the Guidelines III announced: a draw "
	     "claim under {=QUICKPLAY_UNDER_MS} minutes ({QUICKPLAY}) or a "
	     "request for 5 seconds a move ({INCREMENT_REQUEST})."),
	  "claim %b %1 %2 %3",
	  { CLAIMANT,
	    { STEP_CHOICE, N_("What?"), {
		CLAIM_DRAWS,
		C('t', "time",
		  N_("the opponent's flag ({FLAG_CALLED}, {RAPID_TIME_CLAIM})")),
		C('i', "illegal", N_("an illegal move ({RAPID_ILLEGAL})")),
		CIII('q', "quickplay", N_("a draw, under {=QUICKPLAY_UNDER_MS} "
		  "minutes ({QUICKPLAY})")),
		CIII('n', "increment",
		  N_("5 seconds a move for both ({INCREMENT_REQUEST})")) },
	      false, ALWAYS },
	    WRITTEN_MOVE } },
	{ 'd', ALL, N_("Decide a claim"),
	  CITES(L(INCREMENT_REQUEST), L(QUICKPLAY)),
	  N_("{QUICKPLAY}: draw; postpone (the opponent may get "
	     "{=QUICKPLAY_BONUS_MS} extra minutes, the decision comes later or "
	     "at a flag fall); or reject (the opponent gets "
	     "{=QUICKPLAY_BONUS_MS} extra minutes). {INCREMENT_REQUEST}: agree "
	     "to 5 seconds a move for both (the opponent gets "
	     "{=QUICKPLAY_BONUS_MS} extra minutes), or reject."),
	  "decide %b %1",
	  { { STEP_CHOICE, N_("Your decision?"), {
		DECISIONS,
		CIII('n', "increment",
		  N_("5 seconds a move ({INCREMENT_REQUEST})")) },
	      false, ALWAYS } } },
	{ 'f', ALL, N_("Flag down"), CITES(L(FLAG_CALLED), L(FLAG)),
	  N_("The arbiter sees a flag down, in rapid and blitz too "
	     "({FAST_FLAG_SEEN}): that player loses, unless the opponent cannot "
	     "checkmate by any series of legal moves: draw ({FLAG})."),
	  ASKS_FLAG },
	{ 'F', ALL, N_("Both flags down"), CITES(L(FLAG), L(BOTH_FLAGS)),
	  N_("Both flags are down. Known order: the first loses ({FLAG}). "
	     "Unknown order: only with the Guidelines III announced "
	     "({BOTH_FLAGS}): play on, or a draw in the last period; otherwise "
	     "the arbiter gives the result."),
	  "flags %b %1",
	  { { STEP_CHOICE, N_("Which fell first?"), {
		FIRST_FLAG,
		CIII('u', "unknown", N_("not known ({BOTH_FLAGS})")) },
	      false, ALWAYS } } },
	{ 'i', ALL, N_("Illegal move"),
	  CITES(L(ILLEGAL), L(PROMOTION_UNFINISHED), L(CLOCK_WITHOUT_MOVE),
	    L(ILLEGAL_LIMIT), L(RAPID_ILLEGAL)),
	  N_("Standard play: the position before it is restored, the opponent "
	     "gets {=ILLEGAL_BONUS_MS} minutes ({=FAST_PENALTY_MS} in rapid and "
	     "blitz); the second illegal move of a player loses, a draw if the "
	     "opponent cannot mate ({ILLEGAL_LIMIT}). A pawn left unpromoted "
	     "gets a queen ({PROMOTION_UNFINISHED}); -- records the clock "
	     "pressed without a move ({CLOCK_WITHOUT_MOVE}). Rapid and blitz "
	     "({RAPID_ILLEGAL}): the move stands unless claimed before the "
	     "opponent moves."),
	  "illegal %b %1",
	  ASK_TEXT(N_("The move as made (any notation, from-to, or --):")) },
	{ 'H', ON(TWO_HANDS), N_("Move with two hands"), CITES(L(TWO_HANDS)),
	  N_("A legal move made with two hands stands and is penalised as an "
	     "illegal move ({ILLEGAL_LIMIT})."),
	  "illegal %b %1 two-hands", ASK_TEXT(N_("The move:")) },
	{ 'p', ALL, N_("Penalty"), CITES(ART(WARNING)),
	  N_("{@WARNING}: (1) a warning; (2) time added for the opponent; (3) "
	     "time taken from the offender; (4) points for the opponent, up to "
	     "the game's maximum; (5) points taken from the offender; (6) loss "
	     "of the game, the arbiter then decides the opponent's score; (7) a "
	     "fine announced in advance; (8) exclusion from rounds; (9) "
	     "expulsion. Only a chief arbiter may apply (4) to (9)."),
	  "penalty %b %1 %2 %4", { PENALTY_STEPS('1', N_("{WARNING} warning"),
		MORE_TIME('2',
		  N_("{TIME_TO_OPPONENT} more time for the opponent")),
		LESS_TIME('3',
		  N_("{TIME_FROM_OFFENDER} less time for the offender")),
		MORE_POINTS('4',
		  N_("{MORE_POINTS} the opponent's score raised to the maximum")),
		FEWER_POINTS('5',
		  N_("{FEWER_POINTS} the offender's score reduced")),
		C('6', "loss", N_("{PENALTY_LOSS} loss of the game")),
		C('7', "fine", N_("{FINE} a fine (the amount in the reason)")),
		CF('8', "exclude", N_("{EXCLUSION} exclusion from rounds"),
		  "penalty %p exclude %3 %4"),
		CF('9', "expel", N_("{EXPULSION} expulsion"),
		  "penalty %p expel %4")),
	    HOW_MUCH(N_("How much (2m, 1:30, 1/2, 1; rounds to exclude):"),
	      "more-time less-time more-points fewer-points exclude"),
	    REASON } },
	{ 'P', ON(DEVICE), N_("Electronic device"), CITES(L(DEVICE)),
	  N_("{DEVICE}: a device evidently on the player in the playing venue: "
	     "he loses and the opponent wins (for a lighter penalty the event "
	     "set, give the result)."),
	  "device %b %1", ASK_SIDE(N_("Whose device?")) },
	{ 'r', ALL, N_("Result"),
	  CITES(L(SCORING), L(SCORE_TOTAL), ART(WARNING)),
	  N_("The arbiter's own ruling. Each side's points are given; they "
	     "need not add up to one (0-0, 1/2-0), but never to more "
	     "({SCORE_TOTAL})."),
	  "result %b %1 %2", { CHESS_RESULTS,
	    { STEP_TEXT, N_("The reason:"), NO_TEXT,
	      false, ALWAYS } } },
	{ 'o', ALL, N_("Draw offer"), CITES(L(OFFERS_FROM), L(OFFER)),
	  N_("Recorded; made with a move it is written (=) on the scoresheet. The "
	     "event may forbid offers before a move number ({OFFERS_FROM})."),
	  ASKS_OFFER },
	{ 'a', ALL, N_("Accept the draw offer"), CITES(L(OFFER), L(AGREEMENT)),
	  N_("The game is drawn by agreement, once each player has made a "
	     "move ({AGREEMENT})."), "accept %b", { { 0 } } },
	{ 'R', ALL, N_("Resignation"), CITES(L(RESIGNATION)),
	  N_("The side that resigns loses; a draw when the opponent cannot "
	     "checkmate by any series of legal moves ({RESIGNATION})."),
	  ASKS_RESIGN },
	{ 'A', ALL, N_("Annul the game"),
	  CITES(L(ANNUL), L(COLOURS_REVERSED), L(ANNUL_ADJOURNED)),
	  N_("A wrong initial position: a new game, at any time ({ANNUL}). "
	     "Colours reversed: a new game only before {=COLOURS_MOVES} moves "
	     "each ({COLOURS_REVERSED})."),
	  "annul %b %1 %2",
	  { { STEP_CHOICE, N_("Why?"), {
		C('p', "setup", N_("a wrong initial position ({ANNUL})")),
		C('c', "colours", N_("colours reversed ({COLOURS_REVERSED})")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 'v', ALL, N_("Player arrives"),
	  CITES(L(LATE), L(RESUMPTION), L(LATE_RESUMPTION)),
	  N_("The player is at the board; after the event's default time (0 "
	     "when it named none) he has lost ({LATE}, {LATE_RESUMPTION})."),
	  ASKS_ARRIVE },
	{ 'b', ALL, N_("Player absent"), CITES(L(LATE), L(ABSENT)),
	  N_("Before the start: the player is not at the board; his clock "
	     "runs ({ABSENT}), after the default time he loses ({LATE})."),
	  ASKS_ABSENT },
};

/* The editions with 2023's automatic draws (9.6) speak its text. */
const struct dialog_family dialogs_fide_2023 = {
	"fide-2023", &dialogs_chess, ON(AUTO_REPETITION), defs,
	DIALOGS_NITEMS(defs)
};
