/*
 * draughts.c: the dialogs of international draughts (fid-draughts) that
 * differ from chess's: the repetition verified (6.3b), the move counts
 * (Art. 7), an irregularity that stands until the opponent claims its
 * correction (5.6, 5.9), the restarts of 5.2-5.4, the penalties and
 * results of a game worth two points.  The others (stop, accept, decline,
 * resign, annul, extra time, the players' arrival, a live source's alert)
 * are chess.c's; castling, fifty moves, quickplay, phones and adjournment
 * are not offered, the edition lacking their laws.
 */
#include "config.h"

#include "dialogs.h"

static const struct dialog_def defs[] = {
	{ 'c', ON(COUNT), N_("Claim"),
	  CITES(L(REPETITION), L(REPETITION_ARBITER), L(REPETITION_CHARGE),
	    L(COUNT), L(ILLEGAL), L(FLAG)),
	  N_("A repetition claim stops both clocks and is verified at once: the "
	     "third time of the position with the same player to move is a draw "
	     "({REPETITION}). Wrong: when the clocks restart the claimant is "
	     "charged the time they stood, at most {=VERIFY_MAX_MS} minutes, "
	     "never to below {=VERIFY_FLOOR_MS} ({REPETITION_CHARGE}); the "
	     "arbiter's own verification charges nobody "
	     "({REPETITION_ARBITER}). A count needs a king each side and "
	     "counts from the player to move ({COUNT}): a draw after "
	     "{=COUNT_KINGS_MOVES} moves each of kings only ({COUNT_KINGS}), "
	     "{=COUNT_FEW_MOVES} ({COUNT_FEW}) or {=COUNT_LEAST_MOVES} "
	     "({COUNT_LEAST}). The correction of an irregularity: only the "
	     "opponent, before he moves ({ILLEGAL}). Time: a fallen flag loses "
	     "({FLAG})."),
	  "claim %b %2 %1",
	  { { STEP_CHOICE, N_("What?"), {
		CLF('r', "repetition", N_("a repetition ({REPETITION})"),
		  REPETITION, "claim %b %3 repetition"),
		CLF('c', "count", N_("the move count ({COUNT})"), COUNT,
		  "claim %b %3 count"),
		CLF('i', "illegal",
		  N_("the correction of an irregularity ({ILLEGAL})"), ILLEGAL,
		  "claim %b %2 illegal"),
		CLF('t', "time", N_("the opponent's flag ({FLAG})"), FLAG,
		  "claim %b %2 time") }, false, ALWAYS },
	    { STEP_CHOICE, N_("Who claims?"), SIDES, false, 0, "illegal time",
	      FILL_NONE },
	    { STEP_CHOICE, N_("Who asks for it?"), {
		C(0, "white", N_("White")), C(0, "black", N_("Black")),
		CL('a', "arbiter", N_("the arbiter ({REPETITION_ARBITER})"),
		  REPETITION_ARBITER) },
	      false, 0, "repetition count", FILL_NONE } } },
	{ 'f', ALL, N_("Flag down"), CITES(L(FLAG)),
	  N_("The arbiter sees a flag down: that player loses ({FLAG}); the "
	     "rules make no exception for an opponent who could not win."),
	  ASKS_FLAG },
	{ 'i', ALL, N_("Irregularity as made"), CITES(L(ILLEGAL)),
	  N_("The move stands on the board as made: the piece goes from the "
	     "first square to the last, the pieces jumped (or those listed) "
	     "leave the board, until the opponent claims its correction before "
	     "he moves ({ILLEGAL}); his move accepts it, and no correction is "
	     "possible afterwards."),
	  "illegal %b %1[ removed %2]",
	  { { STEP_TEXT, N_("The move as made (32-28, 28x19, 47x38x29):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_WORD,
	      N_("The squares of the pieces removed (23,18; empty: those jumped):"),
	      NO_TEXT, true, ALWAYS } } },
	{ 'T', ON(BOARD_TURNED), N_("Restart the game"),
	  CITES(L(BOARD_TURNED), L(COLOURS_WRONG), L(RESTART),
	    L(RESTART_ORGANISERS)),
	  N_("A board wrongly turned ({BOARD_TURNED}) or wrong colours "
	     "({COLOURS_WRONG}): the game starts again, unless both players "
	     "have completed {=RESTART_MOVES} moves each or {=RESTART_MS} "
	     "minutes of the round have passed ({RESTART}). The times used stay on the clocks, except "
	     "when the organisers gave the wrong colours "
	     "({RESTART_ORGANISERS})."),
	  "restart %b %1",
	  { { STEP_CHOICE, N_("Why?"), {
		CL('o', "orientation",
		  N_("the board wrongly turned ({BOARD_TURNED})"), BOARD_TURNED),
		CL('c', "colours", N_("wrong colours ({COLOURS_WRONG})"),
		  COLOURS_WRONG),
		CLF('g', "organisers", N_("wrong colours, the organisers' "
		  "mistake ({RESTART_ORGANISERS})"), RESTART_ORGANISERS,
		  "restart %b colours organisers") }, false, ALWAYS } } },
	{ 'p', ALL, N_("Penalty"), CITES(L(REFUSAL)),
	  N_("The arbiter's penalties: a warning, time for the opponent or "
	     "from the offender, points. A player who refuses to comply with "
	     "the rules loses the game ({REFUSAL})."),
	  "penalty %b %1 %2 %4", { PENALTY_STEPS('a', N_("a warning"),
		MORE_TIME('b', N_("more time for the opponent")),
		LESS_TIME('c', N_("less time for the offender")),
		CLF('d', "loss",
		  N_("loss of the game: refusing the rules ({REFUSAL})"),
		  REFUSAL, "penalty %b %1 loss refusal %5"),
		FEWER_POINTS('e', N_("fewer points for the offender")),
		MORE_POINTS('f', N_("more points for the opponent"))),
	    HOW_MUCH(N_("How much (2m, 1:30, 1/2, 1):"),
	      "more-time less-time fewer-points more-points"),
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, 1, "warn more-time less-time fewer-points "
	      "more-points", FILL_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, 1, "loss", FILL_NONE } } },
	{ 'r', ALL, N_("Result"), CITES(L(ARBITER)),
	  N_("The arbiter's own ruling: a win 2-0 or 0-2, a draw 1-1, or both "
	     "games lost 0-0."),
	  "result %b %1 %2",
	  { { STEP_CHOICE, N_("Points?"), {
		C('2', "2-0", "2-0"), C('1', "1-1", "1-1"),
		C('0', "0-2", "0-2"), C('z', "0-0", "0-0") },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false, ALWAYS } } },
	{ 't', ALL, N_("Set the clocks"), CITES(L(NONE)),
	  N_("The arbiter sets both clocks and, when given, the number of "
	     "moves completed."),
	  "setclock %b %1 %2[ moves %3]",
	  SETCLOCK_STEPS },
	{ 'g', ON(REPETITION_CHARGE), N_("Restart the clocks"),
	  CITES(L(REPETITION_CHARGE)),
	  N_("The clock of the side to move runs again. After a wrong "
	     "repetition claim the claimant is charged the time the clocks "
	     "stood, at most {=VERIFY_MAX_MS} minutes, never to below "
	     "{=VERIFY_FLOOR_MS} ({REPETITION_CHARGE})."),
	  "go %b", { { 0 } } },
	{ 'o', ALL, N_("Draw offer"), CITES(L(AGREEMENT)),
	  N_("Recorded; accepted, the game is drawn by agreement "
	     "({AGREEMENT})."),
	  ASKS_OFFER },
};

/* The editions whose game has no move to lose by are draughts'. */
const struct dialog_family dialogs_draughts = {
	"draughts", &dialogs_chess, ON(NO_MOVE), defs, DIALOGS_NITEMS(defs)
};
