/*
 * chess.c: every chess dialog once, in the words of the 2005 text, which
 * also serve 2001 and 1952; the articles and amounts are the event's
 * edition's ("{LAW}", "{=PARAM}").  The root of the families: 2023 and
 * draughts define only what they do otherwise (dialogs.h).
 */
#include "config.h"

#include "dialogs.h"

static const struct dialog_def defs[] = {
	{ 'c', ALL, N_("Claim"),
	  CITES(L(REPETITION), L(FIFTY), ART(INCORRECT_CLAIM), L(QUICKPLAY),
	    L(FLAG_CALLED)),
	  N_("A claim stops both clocks and cannot be withdrawn "
	     "({@INCORRECT_CLAIM}). Repetition ({REPETITION}) or fifty moves "
	     "({FIFTY}), correct: draw. Incorrect ({INCORRECT_CLAIM}): the "
	     "opponent gets {=CLAIM_BONUS_MS} minutes, the claimant loses half "
	     "of his time up to {=CLAIM_CUT_MAX_MS} minutes (or drops to "
	     "{=CLAIM_FLOOR_MS} minute with {=CLAIM_FLOOR_MS}-"
	     "{=CLAIM_HALF_ABOVE_MS} minutes left), then the written move is "
	     "played. Quickplay ({QUICKPLAY}): the arbiter decides next. Time "
	     "({FLAG_CALLED}, {FLAG}): loss, or draw if the claimant cannot "
	     "mate. Illegal ({RAPID_ILLEGAL}, {BLITZ_ILLEGAL}): the claim of a "
	     "rapid or blitz game."),
	  "claim %b %1 %2 %3",
	  { CLAIMANT,
	    { STEP_CHOICE, N_("What?"), {
		CLAIM_DRAWS,
		C('q', "quickplay", N_("quickplay finish ({QUICKPLAY})")),
		C('t', "time", N_("the opponent's flag ({FLAG_CALLED})")),
		C('i', "illegal",
		  N_("an illegal move ({RAPID_ILLEGAL}, {BLITZ_ILLEGAL})")) },
	      false, ALWAYS },
	    WRITTEN_MOVE } },
	{ 'd', QUICKPLAY_2005, N_("Decide a claim"), CITES(L(QUICKPLAY)),
	  N_("Draw; postpone (the opponent may get {=QUICKPLAY_BONUS_MS} extra "
	     "minutes, the decision comes later or at a flag fall); or reject "
	     "(the opponent gets {=QUICKPLAY_BONUS_MS} extra minutes)."),
	  "decide %b %1",
	  { { STEP_CHOICE, N_("Your decision?"), {
		DECISIONS }, false, ALWAYS } } },
	{ 'f', ON(RAPID_FLAG), N_("Flag down"), CITES(L(FLAG_CALLED), L(FLAG)),
	  N_("The arbiter sees a flag down: that player loses, unless the "
	     "opponent cannot checkmate by any sequence of legal moves: draw "
	     "({FLAG}). In rapid and blitz only a player's claim counts "
	     "({RAPID_FLAG})."), ASKS_FLAG },
	{ 'F', ON(FAST_BOTH_FLAGS), N_("Both flags down"),
	  CITES(L(BOTH_FLAGS), L(BOTH_FLAGS_DRAW), L(FAST_BOTH_FLAGS)),
	  N_("Both flags are down. Known order: the first loses ({FLAG}). "
	     "Unknown order: play on, or a draw in the last period "
	     "({BOTH_FLAGS_DRAW}); a draw in rapid and blitz "
	     "({FAST_BOTH_FLAGS})."),
	  "flags %b %1",
	  { { STEP_CHOICE, N_("Which fell first?"), {
		FIRST_FLAG,
		C('u', "unknown", N_("not known")) }, false, ALWAYS } } },
	{ 'i', ON(BLITZ_ILLEGAL), N_("Illegal move"),
	  CITES(ART(ILLEGAL), L(RAPID_ILLEGAL), L(BLITZ_ILLEGAL)),
	  N_("Standard play: the position before the illegal move is restored "
	     "and the opponent gets {=ILLEGAL_BONUS_MS} minutes; the third "
	     "illegal move of a player loses ({ILLEGAL_LIMIT}). Rapid and "
	     "blitz: the move stands unless the opponent claims before moving "
	     "({RAPID_ILLEGAL}, {BLITZ_ILLEGAL})."),
	  "illegal %b %1",
	  ASK_TEXT(N_("The move as made (any notation, or from-to):")) },
	/* Touch-move (4.3, 4.4): the arbiter rules which move the touched
	 * piece owes; the command is that move, as made. */
	{ 'h', ON(TOUCH), N_("Touched piece"),
	  CITES(L(TOUCH), L(TOUCH_KING_ROOK), L(TOUCH_ROOK_FIRST),
	    L(TOUCH_CASTLE_ILLEGAL)),
	  N_("The player having the move who deliberately touches pieces of "
	     "his own moves the first touched that can be moved; pieces of the "
	     "opponent, he captures the first that can be captured ({TOUCH}). "
	     "The king and a rook: he castles on that side if it is legal "
	     "({TOUCH_KING_ROOK}). A rook, then the king: no castling on that "
	     "side on that move, the rook moves ({TOUCH_ROOK_FIRST}). Castling "
	     "meant but illegal: another king move, castling on the other side "
	     "included; with none, any move ({TOUCH_CASTLE_ILLEGAL})."),
	  "move %b %3",
	  { { STEP_CHOICE, N_("What did the player touch?"), {
		C('p', "own", N_("his own piece: it moves ({TOUCH})")),
		C('o', "opponent",
		  N_("an opponent's piece: it is captured ({TOUCH})")),
		CLF('k', "castle",
		  N_("the king and a rook: castling on that side "
		     "({TOUCH_KING_ROOK})"), TOUCH_KING_ROOK, "move %b %2"),
		CL('r', "rook", N_("a rook, then the king: no castling on that "
		  "side, the rook moves ({TOUCH_ROOK_FIRST})"),
		  TOUCH_ROOK_FIRST),
		CL('i', "king", N_("the king to castle, castling illegal: "
		  "another king move ({TOUCH_CASTLE_ILLEGAL})"),
		  TOUCH_CASTLE_ILLEGAL) },
	      false, ALWAYS },
	    { STEP_CHOICE, N_("On which side?"), {
		C('s', "O-O", N_("the king's side, O-O")),
		C('l', "O-O-O", N_("the queen's side, O-O-O")) },
	      false, 0, "castle", FILL_NONE },
	    { STEP_TEXT, N_("The move made (any notation, or from-to):"),
	      NO_TEXT, false, 0, "own opponent rook king", FILL_NONE } } },
	{ 'p', ALL, N_("Penalty"), CITES(ART(WARNING)),
	  N_("{@WARNING}: (a) a warning; (b) time added for the opponent; (c) "
	     "time taken from the offender; (d) loss of the game; (e) points "
	     "taken from the offender; (f) points for the opponent, never above "
	     "the game's maximum; (g) expulsion, which ends the player's games. "
	     "Only a chief arbiter may apply (d) to (g)."),
	  "penalty %b %1 %2 %4", { PENALTY_STEPS('a', N_("(a) warning"),
		MORE_TIME('b', N_("(b) more time for the opponent")),
		LESS_TIME('c', N_("(c) less time for the offender")),
		C('d', "loss", N_("(d) loss of the game")),
		FEWER_POINTS('e', N_("(e) fewer points for the offender")),
		MORE_POINTS('f', N_("(f) more points for the opponent"))),
	    HOW_MUCH(N_("How much (2m, 1:30, 1/2, 1):"),
	      "more-time less-time fewer-points more-points"),
	    REASON } },
	{ 'X', ON_BUT(EXPULSION, FINE), N_("Expel a player"),
	  CITES(L(EXPULSION)),
	  N_("{EXPULSION}: the player is expelled from the event: his games "
	     "end and he is removed from later rounds. Only a chief arbiter "
	     "may."),
	  "penalty %p expel %2",
	  { { STEP_CHOICE, N_("Which player?"), SIDES, false, ALWAYS },
	    REASON } },
	{ 'x', ON(EXTRA_TIME), N_("Extra time"), CITES(L(EXTRA_TIME)),
	  N_("{EXTRA_TIME}: extra time to one or both players after a "
	     "disturbance."),
	  "extra %b %1 %2 %3",
	  { { STEP_CHOICE, N_("For whom?"), {
		C('w', "white", N_("White")),
		C('b', "black", N_("Black")),
		C('a', "both", N_("both")) }, false, ALWAYS },
	    { STEP_TEXT, N_("How much (2m, 30s):"), NO_TEXT,
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 'P', ON(PHONE), N_("Phone"), CITES(L(PHONE)),
	  N_("{PHONE} (fide-2005): a phone that rings in the playing area "
	     "loses the game; the opponent's score is the arbiter's decision."),
	  "phone %b %1", ASK_SIDE(N_("Whose phone?")) },
	{ 'r', ALL, N_("Result"), CITES(L(SCORING), ART(WARNING)),
	  N_("The arbiter's own ruling. Each side's points are given; they "
	     "need not add up to one (0-0, 1/2-0 after penalties)."),
	  "result %b %1 %2", { CHESS_RESULTS,
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 't', ALL, N_("Set the clocks"), CITES(L(SET_CLOCKS)),
	  N_("After an irregularity the arbiter sets both clocks and, when "
	     "given, the number of moves completed ({SET_CLOCKS})."),
	  "setclock %b %1 %2[ moves %3]",
	  SETCLOCK_STEPS },
	{ 's', ALL, N_("Stop the clocks"), CITES(L(STOP_CLOCKS)),
	  N_("Both clocks stand still until the arbiter restarts them."),
	  "stop %b", { { 0 } } },
	{ 'g', ALL, N_("Restart the clocks"), CITES(L(STOP_CLOCKS)),
	  N_("The clock of the side to move runs again."), "go %b", { { 0 } } },
	{ 'o', ALL, N_("Draw offer"), CITES(L(OFFER)),
	  N_("Recorded; made with a move it is written (=) on the scoresheet."),
	  ASKS_OFFER },
	{ 'a', ALL, N_("Accept the draw offer"), CITES(L(OFFER), L(AGREEMENT)),
	  N_("The game is drawn by agreement."), "accept %b", { { 0 } } },
	{ 'n', ALL, N_("Decline the draw offer"), CITES(L(OFFER)),
	  N_("The offer lapses."), "decline %b", { { 0 } } },
	{ 'R', ALL, N_("Resignation"), CITES(L(RESIGNATION)),
	  N_("The game is lost by the side that resigns."), ASKS_RESIGN },
	{ 'A', ALL, N_("Annul the game"), CITES(L(ANNUL), L(ANNUL_ADJOURNED)),
	  N_("The game is annulled and replayed."), "annul %b %1",
	  ASK_TEXT(N_("The reason:")) },
	{ 'j', ON(SEAL), N_("Adjourn"), CITES(L(SEAL), L(SEAL_EARLY)),
	  N_("The arbiter asks the player to move to seal. Sealing before the "
	     "session's end charges the time up to it ({SEAL_EARLY})."),
	  "adjourn %b", { { 0 } } },
	{ 'e', ON(SEAL), N_("Seal the move"), CITES(L(SEAL)),
	  N_("The sealed move stays secret until the envelope is opened; the "
	     "sealer's clock stops and the opponent's does not start."),
	  "seal %b %1",
	  ASK_TEXT(N_("The move as written on the scoresheet:")) },
	{ 'E', ON(SEAL), N_("Envelope"), CITES(L(ENVELOPE)),
	  N_("Records the resumption and prints the envelope with every "
	     "{ENVELOPE} item: players, position, times used, the sealer, the "
	     "move number, a draw offer, and the date, time and place of "
	     "resumption."),
	  "envelope %b resume %1 %2 place %3",
	  { { STEP_TEXT, N_("Resumption date (YYYY-MM-DD):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_TEXT, N_("Resumption time (HH:MM):"), NO_TEXT,
	      false, ALWAYS },
	    { STEP_TEXT, N_("Place:"), NO_TEXT, false, ALWAYS } } },
	{ 'u', ON(SEAL), N_("Resume"), CITES(L(RESUME), L(RESUMPTION)),
	  N_("The position before the sealed move and the clocks as at "
	     "adjournment are set up; the replier's clock starts."),
	  "resume %b", { { 0 } } },
	{ 'v', ON(ABSENT), N_("Player arrives"),
	  CITES(L(ABSENT), L(LATE), L(RESUMPTION), L(LATE_RESUMPTION)),
	  N_("The player is at the board; lateness counts from the scheduled "
	     "start or resumption."), ASKS_ARRIVE },
	{ 'b', ON(ABSENT), N_("Player absent"), CITES(L(ABSENT), L(LATE)),
	  N_("Before the start: the player is not at the board; his clock "
	     "runs ({ABSENT}), over the wait he loses ({LATE})."),
	  ASKS_ABSENT },
	{ 'O', ON(SEAL), N_("Open the envelope"),
	  CITES(L(OPEN_ENVELOPE), L(SEALED_MOVE), L(RESUMPTION)),
	  N_("Only with the replier present ({OPEN_ENVELOPE}). The sealed move "
	     "is judged: ambiguous, unreadable or illegal loses, except under "
	     "{FLAG} and {NO_CLAIM_DRAW} ({SEALED_MOVE}); otherwise it is "
	     "played."), "open %b", { { 0 } } },
	{ 'L', ON(SEAL), N_("Envelope lost"), CITES(L(ENVELOPE_LOST)),
	  N_("Play goes on from the adjourned position with the recorded "
	     "times; the sealer makes the move he says he sealed."),
	  "envelope-lost %b %1",
	  ASK_TEXT(N_("The move the sealer states:")) },
	/* A followed game (every edition): the source reports, the arbiter
	 * takes what it shows, or dismisses it. */
	{ 'V', ALL, N_("A live source's alert"),
	  CITES(L(ILLEGAL), L(RAPID_ILLEGAL), L(BLITZ_ILLEGAL)),
	  N_("A source of moves reports, the arbiter rules: take the result "
	     "it shows, record the move it showed as made ({ILLEGAL}, "
	     "{RAPID_ILLEGAL}, {BLITZ_ILLEGAL}), accept its correction (its "
	     "plies from one on taken back), or dismiss its alerts."),
	  "dismiss %b", { { STEP_CHOICE, N_("What do you do?"), {
		CF('r', "result", N_("take the source's result"),
		  "result %b %2 \"as the live source showed\""),
		CF('i', "illegal", N_("record its move as made"),
		  "illegal %b %3"),
		CF('w', "takeback", N_("accept its correction"),
		  "takeback %b %4"),
		C('d', "dismiss", N_("dismiss the alerts")) },
	      false, ALWAYS },
	    { STEP_WORD, N_("The result (1-0, 0-1, 1/2-1/2):"), NO_TEXT,
	      false, 0, "result", FILL_ALERT_RESULT },
	    { STEP_TEXT, N_("The move as made:"), NO_TEXT, false, 0,
	      "illegal", FILL_ALERT_MOVE },
	    { STEP_WORD, N_("Take back from ply:"), NO_TEXT, false, 0,
	      "takeback", FILL_ALERT_PLY } } },
};

const struct dialog_family dialogs_chess = {
	"chess", NULL, ALL, defs, DIALOGS_NITEMS(defs)
};
