/*
 * dialog.c: the dialogs as data, and the little logic that walks them.
 * Every text here names the article it applies and says what the engine
 * will do, so that the arbiter confirms knowingly.  One table serves every
 * edition: each dialog and choice says which laws the event's edition must
 * have (or lack) for it to be offered, and which laws it applies; the
 * articles are the edition's labels of those laws, never numbers written
 * here ("{LAW}" in a text, see dialog.h).  The table holds the dialogs of
 * the 2005 text (2001 and 1952 too, in their own numbers), those of the
 * 2023 text, and those of international draughts.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "command.h"
#include "dialog.h"
#include "edition.h"
#include "event.h"
#include "format.h"

/* When offered: the edition has a law; has one and not another. */
#define ON(need)		{ LAW_##need, LAW_NONE }
#define ON_BUT(need, lacks)	{ LAW_##need, LAW_##lacks }
#define ALL			{ LAW_NONE, LAW_NONE }
/* The editions whose text is the 2005 one (2001, 1952: the 50-move claim
 * and no automatic draws), the 2023 one (its automatic 9.6 draws), and
 * international draughts (its own ends: no move loses). */
#define CHESS_2005		ON_BUT(FIFTY, AUTO_REPETITION)
#define CHESS_2023		ON(AUTO_REPETITION)
#define DRAUGHTS		ON(NO_MOVE)
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
#define ALWAYS	-1, NULL, FILL_NONE, LAW_NONE
/* Asked always, starting from the game as it stands. */
#define FILLED(fill)	-1, NULL, fill, LAW_NONE
/* Setting the clocks (6.14, 6.12.1, the arbiter's in draughts): both
 * times, as they stand, and the moves completed. */
#define SETCLOCK_STEPS							\
	{ { STEP_WORD, N_("White's time left (1:23:45, 90:00):"),	\
	    NO_TEXT, false, FILLED(FILL_LEFT_WHITE) },			\
	  { STEP_WORD, N_("Black's time left:"),				\
	    NO_TEXT, false, FILLED(FILL_LEFT_BLACK) },			\
	  { STEP_WORD, N_("Moves completed (empty: unchanged):"),	\
	    NO_TEXT, true, FILLED(FILL_MOVES) } }

static const struct dialog_def defs[] = {
	/* The FIDE Laws of 2005, and of 2001 and 1952 in their numbers. */
	{ 'c', ON_BUT(FIFTY, AUTO_REPETITION), N_("Claim"),
	  CITES(L(REPETITION), L(FIFTY), ART(INCORRECT_CLAIM), L(QUICKPLAY),
	    L(FLAG_CALLED)),
	  N_("A claim stops both clocks and cannot be withdrawn (9.5). Repetition "
	     "({REPETITION}) or fifty moves ({FIFTY}), correct: draw. Incorrect "
	     "(9.5b): the opponent gets 3 minutes, the claimant loses half of "
	     "his time up to 3 minutes (or drops to 1 minute with 1-2 minutes left), then the "
	     "written move is played. Quickplay (10.2): the arbiter decides next. "
	     "Time (6.9, 6.10): loss, or draw if the claimant cannot mate. "
	     "Illegal ({RAPID_ILLEGAL}, {BLITZ_ILLEGAL}): the claim of a rapid or "
	     "blitz game."),
	  "claim %b %1 %2 %3",
	  { { STEP_CHOICE, N_("Who claims?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("What?"), {
		C('r', "repetition", N_("threefold repetition ({REPETITION})")),
		C('f', "fifty", N_("fifty moves ({FIFTY})")),
		C('q', "quickplay", N_("quickplay finish (10.2)")),
		C('t', "time", N_("the opponent's flag (6.9)")),
		C('i', "illegal",
		  N_("an illegal move ({RAPID_ILLEGAL}, {BLITZ_ILLEGAL})")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The written move (case a), or empty (case b):"),
	      NO_TEXT, true, 1, "repetition fifty", FILL_NONE, LAW_NONE } } },
	{ 'd', ON_BUT(QUICKPLAY, GUIDELINES), N_("Decide a 10.2 claim"),
	  CITES(L(QUICKPLAY)),
	  N_("Draw; postpone (the opponent may get 2 extra minutes, the "
	     "decision comes later or at a flag fall); or reject (the opponent "
	     "gets 2 extra minutes)."),
	  "decide %b %1",
	  { { STEP_CHOICE, N_("Your decision?"), {
		C('d', "draw", N_("draw")),
		C('p', "postpone", N_("postpone")),
		C('r', "reject", N_("reject")) }, false, ALWAYS } } },
	{ 'f', ON(RAPID_FLAG), N_("Flag down"),
	  CITES(L(FLAG_CALLED), L(FLAG)),
	  N_("The arbiter sees a flag down: that player loses, unless the "
	     "opponent cannot checkmate by any sequence of legal moves: draw "
	     "(6.10). In rapid and blitz only a player's claim counts "
	     "({RAPID_FLAG})."),
	  "flag %b %1",
	  { { STEP_CHOICE, N_("Whose flag?"), SIDES, false, ALWAYS } } },
	{ 'F', ON(FAST_BOTH_FLAGS), N_("Both flags down"),
	  CITES(L(BOTH_FLAGS), L(BOTH_FLAGS_DRAW), L(FAST_BOTH_FLAGS)),
	  N_("Both flags are down. Known order: the first loses (6.10). "
	     "Unknown order: play on, or a draw in the last period (fide-2005 "
	     "6.12b; 10.3 in fide-2001); a draw in rapid and blitz (B9)."),
	  "flags %b %1",
	  { { STEP_CHOICE, N_("Which fell first?"), {
		C('w', "first white", N_("White's")),
		C('b', "first black", N_("Black's")),
		C('u', "unknown", N_("not known")) }, false, ALWAYS } } },
	{ 'i', ON(BLITZ_ILLEGAL), N_("Illegal move"),
	  CITES(ART(ILLEGAL), L(RAPID_ILLEGAL), L(BLITZ_ILLEGAL)),
	  N_("Standard play: the position before the illegal move is restored "
	     "and the opponent gets 2 minutes; the third illegal move of a "
	     "player loses (7.4b). Rapid and blitz: the move stands unless the "
	     "opponent claims before moving ({RAPID_ILLEGAL}, "
	     "{BLITZ_ILLEGAL})."),
	  "illegal %b %1",
	  { { STEP_TEXT, N_("The move as made (any notation, or from-to):"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'p', CHESS_2005, N_("Penalty"),
	  CITES(ART(WARNING)),
	  N_("13.4: (a) a warning; (b) time added for the opponent; (c) time "
	     "taken from the offender; (d) loss of the game; (e) points taken "
	     "from the offender; (f) points for the opponent, never above the "
	     "game's maximum; (g) expulsion, which ends the player's games. "
	     "Only a chief arbiter may apply (d) to (g)."),
	  "penalty %b %1 %2 %4",
	  { { STEP_CHOICE, N_("Who is the offender?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("Which penalty?"), {
		C('a', "warn", N_("(a) warning")),
		CF('b', "more-time", N_("(b) more time for the opponent"),
		  "penalty %b %o time +%3 %4"),
		CF('c', "less-time", N_("(c) less time for the offender"),
		  "penalty %b %1 time -%3 %4"),
		C('d', "loss", N_("(d) loss of the game")),
		CF('e', "fewer-points", N_("(e) fewer points for the offender"),
		  "penalty %b %1 points -%3 %4"),
		CF('f', "more-points", N_("(f) more points for the opponent"),
		  "penalty %b %o points +%3 %4") }, false, ALWAYS },
	    { STEP_WORD, N_("How much (2m, 1:30, 1/2, 1):"),
	      NO_TEXT, false, 1, "more-time less-time fewer-points "
	      "more-points", FILL_NONE, LAW_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'X', ON_BUT(EXPULSION, FINE), N_("Expel a player"),
	  CITES(L(EXPULSION)),
	  N_("{EXPULSION}: the player is expelled from the event: his games "
	     "end and he is removed from later rounds. Only a chief arbiter "
	     "may."),
	  "penalty %p expel %2",
	  { { STEP_CHOICE, N_("Which player?"), SIDES, false, ALWAYS },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'x', ON_BUT(EXTRA_TIME, AUTO_REPETITION), N_("Extra time"),
	  CITES(L(EXTRA_TIME)),
	  N_("13.5: extra time to one or both players after a disturbance."),
	  "extra %b %1 %2 %3",
	  { { STEP_CHOICE, N_("For whom?"), {
		C('w', "white", N_("White")),
		C('b', "black", N_("Black")),
		C('a', "both", N_("both")) }, false, ALWAYS },
	    { STEP_TEXT, N_("How much (2m, 30s):"), NO_TEXT,
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 'P', ON(PHONE), N_("Phone"),
	  CITES(L(PHONE)),
	  N_("12.2b (fide-2005): a phone that rings in the playing area loses "
	     "the game; the opponent's score is the arbiter's decision."),
	  "phone %b %1",
	  { { STEP_CHOICE, N_("Whose phone?"), SIDES, false, ALWAYS } } },
	{ 'r', CHESS_2005, N_("Result"),
	  CITES(L(SCORING), ART(WARNING)),
	  N_("The arbiter's own ruling. Each side's points are given; they "
	     "need not add up to one (0-0, 1/2-0 after penalties)."),
	  "result %b %1 %2",
	  { { STEP_CHOICE, N_("Points?"), {
		C('1', "1-0", "1-0"), C('0', "0-1", "0-1"),
		C('=', "1/2-1/2", "1/2-1/2"), C('z', "0-0", "0-0"),
		C('h', "1/2-0", "1/2-0"), C('H', "0-1/2", "0-1/2"),
		C('+', "+/-", N_("+/- (forfeit)")),
		C('-', "-/+", N_("-/+ (forfeit)")) }, false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 't', CHESS_2005, N_("Set the clocks"),
	  CITES(L(SET_CLOCKS)),
	  N_("After an irregularity the arbiter sets both clocks and, when "
	     "given, the number of moves completed (6.14)."),
	  "setclock %b %1 %2[ moves %3]",
	  SETCLOCK_STEPS },
	{ 's', CHESS_2005, N_("Stop the clocks"),
	  CITES(L(STOP_CLOCKS)),
	  N_("Both clocks stand still until the arbiter restarts them."),
	  "stop %b", { { 0 } } },
	{ 'g', CHESS_2005, N_("Restart the clocks"),
	  CITES(L(STOP_CLOCKS)),
	  N_("The clock of the side to move runs again."), "go %b", { { 0 } } },
	{ 'o', CHESS_2005, N_("Draw offer"),
	  CITES(L(OFFER)),
	  N_("Recorded; made with a move it is written (=) on the scoresheet."),
	  "offer %b %1",
	  { { STEP_CHOICE, N_("Who offers?"), SIDES, false, ALWAYS } } },
	{ 'a', CHESS_2005, N_("Accept the draw offer"),
	  CITES(L(OFFER), L(AGREEMENT)),
	  N_("The game is drawn by agreement."), "accept %b", { { 0 } } },
	{ 'n', CHESS_2005, N_("Decline the draw offer"),
	  CITES(L(OFFER)),
	  N_("The offer lapses."), "decline %b", { { 0 } } },
	{ 'R', CHESS_2005, N_("Resignation"),
	  CITES(L(RESIGNATION)),
	  N_("The game is lost by the side that resigns."), "resign %b %1",
	  { { STEP_CHOICE, N_("Who resigns?"), SIDES, false, ALWAYS } } },
	{ 'A', CHESS_2005, N_("Annul the game"),
	  CITES(L(ANNUL), L(ANNUL_ADJOURNED)),
	  N_("The game is annulled and replayed."), "annul %b %1",
	  { { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 'j', ON_BUT(SEAL, AUTO_REPETITION), N_("Adjourn"),
	  CITES(L(SEAL), L(SEAL_EARLY)),
	  N_("The arbiter asks the player to move to seal. Sealing before the "
	     "session's end charges the time up to it (A1b)."),
	  "adjourn %b", { { 0 } } },
	{ 'e', ON_BUT(SEAL, AUTO_REPETITION), N_("Seal the move"),
	  CITES(L(SEAL)),
	  N_("The sealed move stays secret until the envelope is opened; the "
	     "sealer's clock stops and the opponent's does not start."),
	  "seal %b %1",
	  { { STEP_TEXT, N_("The move as written on the scoresheet:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'E', ON_BUT(SEAL, AUTO_REPETITION), N_("Envelope"),
	  CITES(L(ENVELOPE)),
	  N_("Records the resumption and prints the envelope with every A2 "
	     "field: players, position, times used, the sealer, the move number, "
	     "a draw offer, and the date, time and place of resumption."),
	  "envelope %b resume %1 %2 place %3",
	  { { STEP_TEXT, N_("Resumption date (YYYY-MM-DD):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_TEXT, N_("Resumption time (HH:MM):"), NO_TEXT,
	      false, ALWAYS },
	    { STEP_TEXT, N_("Place:"), NO_TEXT, false, ALWAYS } } },
	{ 'u', ON_BUT(SEAL, AUTO_REPETITION), N_("Resume"),
	  CITES(L(RESUME), L(RESUMPTION)),
	  N_("The position before the sealed move and the clocks as at "
	     "adjournment are set up; the replier's clock starts."),
	  "resume %b", { { 0 } } },
	{ 'v', ON_BUT(ABSENT, AUTO_REPETITION), N_("Player arrives"),
	  CITES(L(ABSENT), L(LATE), L(RESUMPTION), L(LATE_RESUMPTION)),
	  N_("The player is at the board; lateness counts from the scheduled "
	     "start or resumption."), "arrive %b %1",
	  { { STEP_CHOICE, N_("Who arrives?"), SIDES, false, ALWAYS } } },
	{ 'b', ON_BUT(ABSENT, AUTO_REPETITION), N_("Player absent"),
	  CITES(L(ABSENT), L(LATE)),
	  N_("Before the start: the player is not at the board; his clock "
	     "runs (6.6), over the wait he loses (6.7)."), "absent %b %1",
	  { { STEP_CHOICE, N_("Who is absent?"), SIDES, false, ALWAYS } } },
	{ 'O', ON_BUT(SEAL, AUTO_REPETITION), N_("Open the envelope"),
	  CITES(L(OPEN_ENVELOPE), L(SEALED_MOVE), L(RESUMPTION)),
	  N_("Only with the replier present (A7). The sealed move is judged: "
	     "ambiguous, unreadable or illegal loses, except under 6.10 and 9.6 "
	     "(A8); otherwise it is played."), "open %b", { { 0 } } },
	{ 'L', ON_BUT(SEAL, AUTO_REPETITION), N_("Envelope lost"),
	  CITES(L(ENVELOPE_LOST)),
	  N_("Play goes on from the adjourned position with the recorded "
	     "times; the sealer makes the move he says he sealed."),
	  "envelope-lost %b %1",
	  { { STEP_TEXT, N_("The move the sealer states:"),
	      NO_TEXT, false, ALWAYS } } },


	/*
	 * The FIDE Laws of 2023 (fide-2023): the x.y.z numbers, the nine
	 * penalties of 12.9, the device of 11.3.2.2, the Guidelines I for
	 * adjourned games and the Guidelines III offered only when announced.
	 */
	{ 'c', CHESS_2023, N_("Claim"),
	  CITES(L(REPETITION), L(FIFTY), L(INCORRECT_CLAIM), L(FLAG_CALLED),
	    L(RAPID_ILLEGAL), L(INCREMENT_REQUEST), L(QUICKPLAY)),
	  N_("A claim stops both clocks and cannot be withdrawn. Repetition "
	     "(9.2) or fifty moves (9.3), correct: draw. Incorrect (9.5.3): the "
	     "opponent gets 2 minutes (1 in rapid and blitz), nothing is taken "
	     "from the claimant, then the written move is played. Time (6.8, "
	     "6.9; A.5.3 in rapid and blitz): loss, or draw if the claimant "
	     "cannot mate. Illegal (A.5.2): the move is taken back and counted "
	     "(7.5.5). With the Guidelines III announced: a draw claim under "
	     "two minutes (III.5) or a request for 5 seconds a move (III.4)."),
	  "claim %b %1 %2 %3",
	  { { STEP_CHOICE, N_("Who claims?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("What?"), {
		C('r', "repetition", N_("threefold repetition ({REPETITION})")),
		C('f', "fifty", N_("fifty moves ({FIFTY})")),
		C('t', "time",
		  N_("the opponent's flag (6.8, A.5.3)")),
		C('i', "illegal", N_("an illegal move (A.5.2)")),
		CIII('q', "quickplay", N_("a draw, under two minutes (III.5)")),
		CIII('n', "increment", N_("5 seconds a move for both (III.4)")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The written move (case a), or empty (case b):"),
	      NO_TEXT, true, 1,
	      "repetition fifty", FILL_NONE, LAW_NONE } } },
	{ 'd', CHESS_2023, N_("Decide a claim"),
	  CITES(L(INCREMENT_REQUEST), L(QUICKPLAY)),
	  N_("III.5: draw; postpone (the opponent may get 2 extra minutes, the "
	     "decision comes later or at a flag fall); or reject (the opponent "
	     "gets 2 extra minutes). III.4: agree to 5 seconds a move for both "
	     "(the opponent gets 2 extra minutes), or reject."),
	  "decide %b %1",
	  { { STEP_CHOICE, N_("Your decision?"), {
		C('d', "draw", N_("draw")),
		C('p', "postpone", N_("postpone")),
		C('r', "reject", N_("reject")),
		CIII('n', "increment", N_("5 seconds a move (III.4)")) },
	      false, ALWAYS } } },
	{ 'f', CHESS_2023, N_("Flag down"),
	  CITES(L(FLAG_CALLED), L(FLAG)),
	  N_("The arbiter sees a flag down, in rapid and blitz too (A.5.5): "
	     "that player loses, unless the opponent cannot checkmate by any "
	     "series of legal moves: draw (6.9)."),
	  "flag %b %1",
	  { { STEP_CHOICE, N_("Whose flag?"), SIDES, false, ALWAYS } } },
	{ 'F', CHESS_2023, N_("Both flags down"),
	  CITES(L(FLAG), L(BOTH_FLAGS)),
	  N_("Both flags are down. Known order: the first loses (6.9). "
	     "Unknown order: only with the Guidelines III announced (III.3.1): "
	     "play on, or a draw in the last period; otherwise the arbiter "
	     "gives the result."),
	  "flags %b %1",
	  { { STEP_CHOICE, N_("Which fell first?"), {
		C('w', "first white", N_("White's")),
		C('b', "first black", N_("Black's")),
		CIII('u', "unknown", N_("not known (III.3.1)")) },
	      false, ALWAYS } } },
	{ 'i', CHESS_2023, N_("Illegal move"),
	  CITES(L(ILLEGAL), L(PROMOTION_UNFINISHED), L(CLOCK_WITHOUT_MOVE),
	    L(ILLEGAL_LIMIT), L(RAPID_ILLEGAL)),
	  N_("Standard play: the position before it is restored, the opponent "
	     "gets 2 minutes (1 in rapid and blitz); the second illegal move of "
	     "a player loses, a draw if the opponent cannot mate (7.5.5). A "
	     "pawn left unpromoted gets a queen (7.5.2); -- records the clock "
	     "pressed without a move (7.5.3). Rapid and blitz (A.5.2): the move "
	     "stands unless claimed before the opponent moves."),
	  "illegal %b %1",
	  { { STEP_TEXT, N_("The move as made (any notation, from-to, or --):"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'H', ON(TWO_HANDS), N_("Move with two hands"),
	  CITES(L(TWO_HANDS)),
	  N_("A legal move made with two hands stands and is penalised as an "
	     "illegal move (7.5.5)."),
	  "illegal %b %1 two-hands",
	  { { STEP_TEXT, N_("The move:"), NO_TEXT,
	      false, ALWAYS } } },
	{ 'p', ON(FINE), N_("Penalty"),
	  CITES(ART(WARNING)),
	  N_("12.9: (1) a warning; (2) time added for the opponent; (3) time "
	     "taken from the offender; (4) points for the opponent, up to the "
	     "game's maximum; (5) points taken from the offender; (6) loss of "
	     "the game, the arbiter then decides the opponent's score; (7) a "
	     "fine announced in advance; (8) exclusion from rounds; (9) "
	     "expulsion. Only a chief arbiter may apply (4) to (9)."),
	  "penalty %b %1 %2 %4",
	  { { STEP_CHOICE, N_("Who is the offender?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("Which penalty?"), {
		C('1', "warn", N_("12.9.1 warning")),
		CF('2', "more-time", N_("12.9.2 more time for the opponent"),
		  "penalty %b %o time +%3 %4"),
		CF('3', "less-time", N_("12.9.3 less time for the offender"),
		  "penalty %b %1 time -%3 %4"),
		CF('4', "more-points",
		  N_("12.9.4 the opponent's score raised to the maximum"),
		  "penalty %b %o points +%3 %4"),
		CF('5', "fewer-points", N_("12.9.5 the offender's score reduced"),
		  "penalty %b %1 points -%3 %4"),
		C('6', "loss", N_("12.9.6 loss of the game")),
		C('7', "fine", N_("12.9.7 a fine (the amount in the reason)")),
		CF('8', "exclude", N_("12.9.8 exclusion from rounds"),
		  "penalty %p exclude %3 %4"),
		CF('9', "expel", N_("12.9.9 expulsion"),
		  "penalty %p expel %4") }, false, ALWAYS },
	    { STEP_WORD, N_("How much (2m, 1:30, 1/2, 1; rounds to exclude):"),
	      NO_TEXT, false, 1, "more-time less-time more-points "
	      "fewer-points exclude", FILL_NONE, LAW_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'x', CHESS_2023, N_("Extra time"),
	  CITES(L(EXTRA_TIME)),
	  N_("12.5: extra time to one or both players after a disturbance."),
	  "extra %b %1 %2 %3",
	  { { STEP_CHOICE, N_("For whom?"), {
		C('w', "white", N_("White")),
		C('b', "black", N_("Black")),
		C('a', "both", N_("both")) }, false, ALWAYS },
	    { STEP_TEXT, N_("How much (2m, 30s):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT,
	      false, ALWAYS } } },
	{ 'P', ON(DEVICE), N_("Electronic device"),
	  CITES(L(DEVICE)),
	  N_("11.3.2.2: a device evidently on the player in the playing venue: "
	     "he loses and the opponent wins (for a lighter penalty the event "
	     "set, give the result)."),
	  "device %b %1",
	  { { STEP_CHOICE, N_("Whose device?"), SIDES, false, ALWAYS } } },
	{ 'r', ON(SCORE_TOTAL), N_("Result"),
	  CITES(L(SCORING), L(SCORE_TOTAL), ART(WARNING)),
	  N_("The arbiter's own ruling. Each side's points are given; they "
	     "need not add up to one (0-0, 1/2-0), but never to more (10.2)."),
	  "result %b %1 %2",
	  { { STEP_CHOICE, N_("Points?"), {
		C('1', "1-0", "1-0"),
		C('0', "0-1", "0-1"),
		C('=', "1/2-1/2", "1/2-1/2"),
		C('z', "0-0", "0-0"),
		C('h', "1/2-0", "1/2-0"),
		C('H', "0-1/2", "0-1/2"),
		C('+', "+/-", N_("+/- (forfeit)")),
		C('-', "-/+", N_("-/+ (forfeit)")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT,
	      false, ALWAYS } } },
	{ 't', CHESS_2023, N_("Set the clocks"),
	  CITES(L(SET_CLOCKS)),
	  N_("After an irregularity the arbiter sets both clocks and, when "
	     "given, the number of moves completed (6.12.1)."),
	  "setclock %b %1 %2[ moves %3]",
	  SETCLOCK_STEPS },
	{ 's', CHESS_2023, N_("Stop the clocks"),
	  CITES(L(STOP_CLOCKS)),
	  N_("Both clocks stand still until the arbiter restarts them."),
	  "stop %b", { { 0 } } },
	{ 'g', CHESS_2023, N_("Restart the clocks"),
	  CITES(L(STOP_CLOCKS)),
	  N_("The clock of the side to move runs again."), "go %b", { { 0 } } },
	{ 'o', ON(OFFERS_FROM), N_("Draw offer"),
	  CITES(L(OFFERS_FROM), L(OFFER)),
	  N_("Recorded; made with a move it is written (=) on the scoresheet. "
	     "The event may forbid offers before a move number (9.1.1)."),
	  "offer %b %1",
	  { { STEP_CHOICE, N_("Who offers?"), SIDES, false, ALWAYS } } },
	{ 'a', ON(OFFERS_FROM), N_("Accept the draw offer"),
	  CITES(L(OFFER), L(AGREEMENT)),
	  N_("The game is drawn by agreement, once each player has made a "
	     "move (5.2.3)."), "accept %b", { { 0 } } },
	{ 'n', ON(OFFERS_FROM), N_("Decline the draw offer"),
	  CITES(L(OFFER)),
	  N_("The offer lapses."), "decline %b", { { 0 } } },
	{ 'R', CHESS_2023, N_("Resignation"),
	  CITES(L(RESIGNATION)),
	  N_("The side that resigns loses; a draw when the opponent cannot "
	     "checkmate by any series of legal moves (5.1.2)."), "resign %b %1",
	  { { STEP_CHOICE, N_("Who resigns?"), SIDES, false, ALWAYS } } },
	{ 'A', CHESS_2023, N_("Annul the game"),
	  CITES(L(ANNUL), L(COLOURS_REVERSED), L(ANNUL_ADJOURNED)),
	  N_("A wrong initial position: a new game, at any time (7.2.1). "
	     "Colours reversed: a new game only before 10 moves each (7.3)."),
	  "annul %b %1 %2",
	  { { STEP_CHOICE, N_("Why?"), {
		C('p', "setup", N_("a wrong initial position (7.2.1)")),
		C('c', "colours", N_("colours reversed (7.3)")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 'j', CHESS_2023, N_("Adjourn"),
	  CITES(L(SEAL), L(SEAL_EARLY)),
	  N_("The arbiter asks the player to move to seal. Sealing before the "
	     "session's end charges the time up to it (I.1.2)."),
	  "adjourn %b", { { 0 } } },
	{ 'e', CHESS_2023, N_("Seal the move"),
	  CITES(L(SEAL)),
	  N_("The sealed move stays secret until the envelope is opened; the "
	     "sealer's clock stops and the opponent's does not start."),
	  "seal %b %1",
	  { { STEP_TEXT, N_("The move as written on the scoresheet:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'E', CHESS_2023, N_("Envelope"),
	  CITES(L(ENVELOPE)),
	  N_("Records the resumption and prints the envelope with every I.2 "
	     "item: players, position, times used, the sealer, the move number, "
	     "a draw offer, and the date, time and place of resumption."),
	  "envelope %b resume %1 %2 place %3",
	  { { STEP_TEXT, N_("Resumption date (YYYY-MM-DD):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_TEXT, N_("Resumption time (HH:MM):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_TEXT, N_("Place:"), NO_TEXT,
	      false, ALWAYS } } },
	{ 'u', CHESS_2023, N_("Resume"),
	  CITES(L(RESUME), L(RESUMPTION)),
	  N_("The position before the sealed move and the clocks as at "
	     "adjournment are set up; the replier's clock starts."),
	  "resume %b", { { 0 } } },
	{ 'v', CHESS_2023, N_("Player arrives"),
	  CITES(L(LATE), L(RESUMPTION), L(LATE_RESUMPTION)),
	  N_("The player is at the board; after the event's default time (0 "
	     "when it named none) he has lost (6.7.1, I.10)."), "arrive %b %1",
	  { { STEP_CHOICE, N_("Who arrives?"), SIDES, false, ALWAYS } } },
	{ 'b', CHESS_2023, N_("Player absent"),
	  CITES(L(LATE), L(ABSENT)),
	  N_("Before the start: the player is not at the board; his clock "
	     "runs (6.7.2), after the default time he loses (6.7.1)."),
	  "absent %b %1",
	  { { STEP_CHOICE, N_("Who is absent?"), SIDES, false, ALWAYS } } },
	{ 'O', CHESS_2023, N_("Open the envelope"),
	  CITES(L(OPEN_ENVELOPE), L(SEALED_MOVE), L(RESUMPTION)),
	  N_("Only with the replier present (I.7). The sealed move is judged: "
	     "ambiguous, unreadable or illegal loses, except under 6.9 and 9.6 "
	     "(I.8); otherwise it is played."), "open %b", { { 0 } } },
	{ 'L', CHESS_2023, N_("Envelope lost"),
	  CITES(L(ENVELOPE_LOST)),
	  N_("Play goes on from the adjourned position with the recorded "
	     "times; the sealer makes the move he says he sealed."),
	  "envelope-lost %b %1",
	  { { STEP_TEXT, N_("The move the sealer states:"),
	      NO_TEXT, false, ALWAYS } } },
	/*
	 * International draughts (fid-draughts): the repetition verified
	 * (6.3b), the move counts (Art. 7), an irregularity that stands until
	 * the opponent claims its correction (5.6, 5.9), the restarts of
	 * 5.2-5.4; no castling, fifty moves, quickplay, phone or adjournment.
	 */
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
	      FILL_NONE, LAW_NONE },
	    { STEP_CHOICE, N_("Who asks for it?"), {
		C(0, "white", N_("White")), C(0, "black", N_("Black")),
		CL('a', "arbiter", N_("the arbiter ({REPETITION_ARBITER})"),
		  REPETITION_ARBITER) },
	      false, 0, "repetition count", FILL_NONE, LAW_NONE } } },
	{ 'f', DRAUGHTS, N_("Flag down"),
	  CITES(L(FLAG)),
	  N_("The arbiter sees a flag down: that player loses ({FLAG}); the "
	     "rules make no exception for an opponent who could not win."),
	  "flag %b %1",
	  { { STEP_CHOICE, N_("Whose flag?"), SIDES, false, ALWAYS } } },
	{ 'i', DRAUGHTS, N_("Irregularity as made"),
	  CITES(L(ILLEGAL)),
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
	{ 'p', DRAUGHTS, N_("Penalty"),
	  CITES(L(REFUSAL)),
	  N_("The arbiter's penalties: a warning, time for the opponent or "
	     "from the offender, points. A player who refuses to comply with "
	     "the rules loses the game ({REFUSAL}): the reason cites it."),
	  "penalty %b %1 %2 %4",
	  { { STEP_CHOICE, N_("Who is the offender?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("Which penalty?"), {
		C('a', "warn", N_("a warning")),
		CF('b', "more-time", N_("more time for the opponent"),
		  "penalty %b %o time +%3 %4"),
		CF('c', "less-time", N_("less time for the offender"),
		  "penalty %b %1 time -%3 %4"),
		CLF('d', "loss",
		  N_("loss of the game: refusing the rules ({REFUSAL})"),
		  REFUSAL, "penalty %b %1 loss %5"),
		CF('e', "fewer-points", N_("fewer points for the offender"),
		  "penalty %b %1 points -%3 %4"),
		CF('f', "more-points", N_("more points for the opponent"),
		  "penalty %b %o points +%3 %4") }, false, ALWAYS },
	    { STEP_WORD, N_("How much (2m, 1:30, 1/2, 1):"),
	      NO_TEXT, false, 1, "more-time less-time fewer-points "
	      "more-points", FILL_NONE, LAW_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, 1, "warn more-time less-time fewer-points "
	      "more-points", FILL_NONE, LAW_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, 1, "loss", FILL_LAW, LAW_REFUSAL } } },
	{ 'r', DRAUGHTS, N_("Result"),
	  CITES(L(ARBITER)),
	  N_("The arbiter's own ruling: a win 2-0 or 0-2, a draw 1-1, or both "
	     "games lost 0-0."),
	  "result %b %1 %2",
	  { { STEP_CHOICE, N_("Points?"), {
		C('2', "2-0", "2-0"), C('1', "1-1", "1-1"),
		C('0', "0-2", "0-2"), C('z', "0-0", "0-0") },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), NO_TEXT, false, ALWAYS } } },
	{ 't', DRAUGHTS, N_("Set the clocks"),
	  CITES(L(NONE)),
	  N_("The arbiter sets both clocks and, when given, the number of "
	     "moves completed."),
	  "setclock %b %1 %2[ moves %3]",
	  SETCLOCK_STEPS },
	{ 's', DRAUGHTS, N_("Stop the clocks"),
	  CITES(L(NONE)),
	  N_("Both clocks stand still until the arbiter restarts them."),
	  "stop %b", { { 0 } } },
	{ 'g', ON(REPETITION_CHARGE), N_("Restart the clocks"),
	  CITES(L(REPETITION_CHARGE)),
	  N_("The clock of the side to move runs again. After a wrong "
	     "repetition claim the claimant is charged the time the clocks "
	     "stood, at most {=VERIFY_MAX_MS} minutes, never to below "
	     "{=VERIFY_FLOOR_MS} ({REPETITION_CHARGE})."),
	  "go %b", { { 0 } } },
	{ 'o', DRAUGHTS, N_("Draw offer"),
	  CITES(L(AGREEMENT)),
	  N_("Recorded; accepted, the game is drawn by agreement "
	     "({AGREEMENT})."),
	  "offer %b %1",
	  { { STEP_CHOICE, N_("Who offers?"), SIDES, false, ALWAYS } } },
	{ 'a', DRAUGHTS, N_("Accept the draw offer"),
	  CITES(L(AGREEMENT)),
	  N_("The game is drawn by agreement."), "accept %b", { { 0 } } },
	{ 'n', DRAUGHTS, N_("Decline the draw offer"),
	  CITES(L(AGREEMENT)),
	  N_("The offer lapses."), "decline %b", { { 0 } } },
	{ 'R', DRAUGHTS, N_("Resignation"),
	  CITES(L(RESIGNATION)),
	  N_("The game is lost by the side that resigns."), "resign %b %1",
	  { { STEP_CHOICE, N_("Who resigns?"), SIDES, false, ALWAYS } } },
	{ 'A', DRAUGHTS, N_("Annul the game"),
	  CITES(L(NONE)),
	  N_("The game is annulled and replayed."), "annul %b %1",
	  { { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	/* A followed game (every edition): the source reports, the arbiter
	 * takes what it shows, or dismisses it. */
	{ 'V', ALL, N_("A live source's alert"),
	  CITES(L(ILLEGAL), L(RAPID_ILLEGAL), L(BLITZ_ILLEGAL)),
	  N_("A source of moves reports, the arbiter rules: take the result "
	     "it shows, record the move it showed as made ({ILLEGAL}, "
	     "{RAPID_ILLEGAL}, {BLITZ_ILLEGAL}), accept its correction (its "
	     "plies from one on taken back), or dismiss its alerts."),
	  "dismiss %b",
	  { { STEP_CHOICE, N_("What do you do?"), {
		CF('r', "result", N_("take the source's result"),
		  "result %b %2 \"as the live source showed\""),
		CF('i', "illegal", N_("record its move as made"),
		  "illegal %b %3"),
		CF('w', "takeback", N_("accept its correction"),
		  "takeback %b %4"),
		C('d', "dismiss", N_("dismiss the alerts")) },
	      false, ALWAYS },
	    { STEP_WORD, N_("The result (1-0, 0-1, 1/2-1/2):"), NO_TEXT,
	      false, 0, "result", FILL_ALERT_RESULT, LAW_NONE },
	    { STEP_TEXT, N_("The move as made:"), NO_TEXT, false, 0,
	      "illegal", FILL_ALERT_MOVE, LAW_NONE },
	    { STEP_WORD, N_("Take back from ply:"), NO_TEXT, false, 0,
	      "takeback", FILL_ALERT_PLY, LAW_NONE } } },
};

/* The edition whose laws the dialogs speak: the event's, or the
 * default's before there is one. */
static const struct edition *
dialog_edition(const struct event *ev)
{
	return ev != NULL && ev->ed != NULL ? ev->ed : edition_at(0);
}

static bool
dialog_when(const struct event *ev, const struct dialog_when *w)
{
	const struct edition	*ed = dialog_edition(ev);

	if (w->need != LAW_NONE && !edition_has(ed, w->need))
		return false;
	if (w->lacks != LAW_NONE && edition_has(ed, w->lacks))
		return false;
	/* III.2.1: the Guidelines III only when the event announced them. */
	return w->need != LAW_GUIDELINES || (ev != NULL && ev->guidelines);
}

size_t
dialog_menu(const struct event *ev, const struct dialog_def **out,
    size_t max)
{
	size_t	i, n = 0;

	for (i = 0; i < sizeof defs / sizeof defs[0] && n < max; i++) {
		if (dialog_when(ev, &defs[i].when))
			out[n++] = &defs[i];
	}
	return n;
}

const struct dialog_def *
dialog_find(const struct event *ev, char key)
{
	size_t	i;

	for (i = 0; i < sizeof defs / sizeof defs[0]; i++) {
		if (defs[i].key == key && dialog_when(ev, &defs[i].when))
			return &defs[i];
	}
	return NULL;
}

bool
dialog_offered(const struct event *ev, const struct dialog_choice *c)
{
	return dialog_when(ev, &c->when);
}

size_t
dialog_article_len(const char *label)
{
	size_t	n = strlen(label), dots = 0, i;

	if (n > 1 && islower((unsigned char)label[n - 1]) &&
	    isdigit((unsigned char)label[n - 2]))
		return n - 1;
	for (i = 0; i < n; i++)
		dots += label[i] == '.';
	if (dots >= 2)
		return (size_t)(strrchr(label, '.') - label);
	return n;
}

char *
dialog_article(const struct event *ev, const struct dialog_def *def,
    char *buf, size_t len)
{
	const struct edition	*ed = dialog_edition(ev);
	const char		*label, *p;
	size_t			 i, n, at = 0;
	int			 w;

	buf[0] = '\0';
	for (i = 0; i < DIALOG_CITES_MAX && def->cites[i].law != LAW_NONE;
	    i++) {
		if ((label = edition_label(ed, def->cites[i].law)) == NULL)
			continue;
		n = def->cites[i].article ? dialog_article_len(label) :
		    strlen(label);
		/* Once each: "6.12, B9", not "6.12, 6.12, B9". */
		for (p = buf; (p = strstr(p, label)) != NULL; p++) {
			if ((p == buf || p[-1] == ' ') && strncmp(p, label,
			    n) == 0 && (p[n] == ',' || p[n] == '\0'))
				break;
		}
		if (p != NULL)
			continue;
		w = snprintf(buf + at, len - at, "%s%.*s", at > 0 ? ", " : "",
		    (int)n, label);
		if (w < 0 || (size_t)w >= len - at) {
			buf[at] = '\0';
			break;
		}
		at += (size_t)w;
	}
	return buf;
}

/*
 * "{=NAME}": the edition's parameter NAME (edition.h) as a text says it,
 * times in minutes ("15"), counts as they are ("25"), into buf.
 */
static bool
dialog_param(const struct edition *ed, const char *name, char *buf,
    size_t len)
{
	size_t	n = strlen(name);
	int	i;
	int64_t	v;

	if (name[0] != '=')
		return false;
	for (i = 0; i < EDITION_PARAM_NB; i++) {
		if (strcmp(name + 1, edition_param_name((enum edition_param)i))
		    != 0)
			continue;
		v = edition_param(ed, (enum edition_param)i);
		if (n > 3 && strcmp(name + n - 3, "_MS") == 0)
			v /= 60 * 1000;
		snprintf(buf, len, "%lld", (long long)v);
		return true;
	}
	return false;
}

char *
dialog_text(const struct event *ev, const char *msgid, char *buf,
    size_t len)
{
	const struct edition	*ed = dialog_edition(ev);
	const char		*p = _(msgid), *end;
	char			 name[48], value[24];
	size_t			 at = 0, n;
	int			 law;

	while (*p != '\0' && at + 1 < len) {
		if (*p == '{' && (end = strchr(p, '}')) != NULL &&
		    (n = (size_t)(end - p - 1)) < sizeof name) {
			memcpy(name, p + 1, n);
			name[n] = '\0';
			if ((law = law_find(name)) > 0 ||
			    dialog_param(ed, name, value, sizeof value)) {
				at += (size_t)snprintf(buf + at, len - at, "%s",
				    law > 0 ? edition_cite(ed, (enum law)law) :
				    value);
				if (at >= len)
					at = len - 1;
				p = end + 1;
				continue;
			}
		}
		buf[at++] = *p++;
	}
	buf[at] = '\0';
	return buf;
}

static int
dialog_nsteps(const struct dialog_def *def)
{
	int	n = 0;

	while (n < DIALOG_STEPS_MAX && def->steps[n].question != NULL)
		n++;
	return n;
}

bool
dialog_step_asked(const struct dialog *d, int i)
{
	const struct dialog_step	*st = &d->def->steps[i];
	const char			*w, *answer;
	size_t				 len;

	if (st->only_step < 0)
		return true;
	answer = d->answers[st->only_step];
	len = strlen(answer);
	for (w = st->only_words; *w != '\0'; w += strcspn(w, " "),
	    w += strspn(w, " ")) {
		if (strncmp(w, answer, len) == 0 && (w[len] == ' ' ||
		    w[len] == '\0') && len > 0)
			return true;
	}
	return false;
}

/* The board as a command names it: "4", or "3.4" for a game kept from
 * an earlier round (A). */
static const char *
dialog_board_word(const struct dialog *d, char *buf, size_t len)
{
	if (d->round != 0)
		snprintf(buf, len, "%u.%u", d->round, d->board);
	else
		snprintf(buf, len, "%u", d->board);
	return buf;
}

bool
dialog_record_offer(const struct dialog *d, char *buf, size_t len)
{
	const struct game	*g;
	unsigned		 plies, counted, since;
	char			 word[16];

	if ((strncmp(d->def->format, "claim ", 6) != 0 &&
	    strncmp(d->def->format, "decide ", 7) != 0) ||
	    (g = event_game_at_const(d->ev, (uint16_t)d->round,
	    (uint16_t)d->board)) == NULL)
		return false;
	/* The clock's count as the arbiter last set it (6.14, A12): the
	 * moves recorded since press it on as they are entered. */
	plies = (unsigned)(g->ply0 + g->nmoves);
	counted = (unsigned)g->clock.moves[0] + g->clock.moves[1];
	since = g->nclocksets > 0 ? plies - g->clocksets[g->nclocksets - 1].ply :
	    0;
	if (since > counted || counted - since <= plies)
		return false;
	counted -= since;
	if (counted <= plies)
		return false;
	snprintf(buf, len, _("The record has %u plies, the clock counted %u: "
	    "Esc, then ':record %s \"<movetext>\"' enters the scoresheet "
	    "whole."), plies, counted, dialog_board_word(d, word, sizeof word));
	return true;
}

void
dialog_begin(struct dialog *d, const struct dialog_def *def,
    const struct event *ev, int64_t now, unsigned round, unsigned board,
    unsigned white_id, unsigned black_id)
{
	memset(d, 0, sizeof *d);
	d->def = def;
	d->ev = ev;
	d->now = now;
	d->round = round;
	d->board = board;
	d->player_white = white_id;
	d->player_black = black_id;
	d->step = -1;
	dialog_advance(d);
}

int
dialog_choice_key(const struct dialog_choice *c)
{
	const char	*label;

	if (c->key != 0)
		return (unsigned char)c->key;
	label = _(c->label);
	return tolower((unsigned char)label[0]);
}

bool
dialog_step_typed(const struct dialog *d, int i)
{
	return d->def->steps[i].kind == STEP_TEXT ||
	    d->def->steps[i].kind == STEP_WORD;
}

/* 6.14: the clocks' times and moves as they stand, for the arbiter to
 * correct rather than type whole. */
static void
dialog_fill(const struct dialog *d, const struct dialog_step *st, char *buf,
    size_t len)
{
	enum dialog_fill		 fill = st->fill;
	const struct game		*g = event_game_at_const(d->ev,
					    (uint16_t)d->round, (uint16_t)d->board);
	const struct format_clock_opts	 whole = { 0, NULL };
	struct clock_view		 v;
	const struct game_alert		*a;
	int				 side;

	buf[0] = '\0';
	if (fill == FILL_LAW) {		/* "6.2.5 ", the reason to follow */
		snprintf(buf, len, "%s ", edition_cite(dialog_edition(d->ev),
		    st->fill_law));
		return;
	}
	if (g == NULL || fill == FILL_NONE)
		return;
	if (fill == FILL_ALERT_RESULT || fill == FILL_ALERT_MOVE) {
		a = &g->alerts[(fill == FILL_ALERT_RESULT ?
		    COMMAND_REPORT_RESULT : COMMAND_REPORT_ILLEGAL) - 1];
		if (a->active)
			snprintf(buf, len, "%s", a->text);
		return;
	}
	if (fill == FILL_ALERT_PLY) {	/* where the source's plies differ */
		a = &g->alerts[COMMAND_REPORT_REWRITE - 1];
		if (a->active && a->ply != 0)
			snprintf(buf, len, "%u", (unsigned)a->ply);
		return;
	}
	if (fill == FILL_MOVES) {
		snprintf(buf, len, "%u", (unsigned)(g->clock.moves[0] <
		    g->clock.moves[1] ? g->clock.moves[0] : g->clock.moves[1]));
		return;
	}
	side = fill == FILL_LEFT_WHITE ? CLOCK_WHITE : CLOCK_BLACK;
	clock_peek(&g->clock, d->now, &v);
	format_clock(buf, len, clock_shown(&g->clock, &v, side), false, &whole);
}

bool
dialog_advance(struct dialog *d)
{
	int	n = dialog_nsteps(d->def);
	char	fill[32];

	for (d->step++; d->step < n; d->step++) {
		if (dialog_step_asked(d, d->step))
			break;
	}
	if (d->step < n && dialog_step_typed(d, d->step)) {
		prompt_begin(&d->text, PROMPT_COMMAND);
		dialog_fill(d, &d->def->steps[d->step], fill, sizeof fill);
		if (fill[0] != '\0')
			prompt_set(&d->text, fill);
	}
	return d->step < n;
}

/* Append an answer: quoted when it is text, left out when empty. */
static size_t
dialog_put_answer(const struct dialog *d, int i, char *buf, size_t at,
    size_t len)
{
	const char	*a = d->answers[i];
	size_t		 n = at;

	if (*a == '\0' || !dialog_step_asked(d, i))
		return at > 0 && buf[at - 1] == ' ' ? at - 1 : at;
	if (d->def->steps[i].kind != STEP_TEXT)	/* a word, or a choice */
		return at + (size_t)snprintf(buf + at, len - at, "%s", a);
	return dialog_quote(a, buf, n, len);
}

size_t
dialog_quote(const char *text, char *buf, size_t at, size_t len)
{
	const char	*p;
	size_t		 n = at;

	n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "\"");
	for (p = text; *p != '\0' && n + 3 < len; p++) {
		if (*p == '"' || *p == '\\')
			buf[n++] = '\\';
		buf[n++] = *p;
	}
	n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "\"");
	return n;
}

/* The command's format: a chosen answer's own, else the dialog's. */
static const char *
dialog_format(const struct dialog *d)
{
	const struct dialog_choice	*c;
	int				 i;

	for (i = 0; i < DIALOG_STEPS_MAX && d->def->steps[i].question != NULL;
	    i++) {
		if (d->def->steps[i].kind != STEP_CHOICE ||
		    !dialog_step_asked(d, i))
			continue;
		for (c = d->def->steps[i].choices; c->word != NULL; c++) {
			if (c->format != NULL &&
			    strcmp(c->word, d->answers[i]) == 0)
				return c->format;
		}
	}
	return d->def->format;
}

bool
dialog_command(const struct dialog *d, struct command *cmd, char *buf,
    size_t len)
{
	const char	*f;
	size_t		 n = 0, group = 0;
	unsigned	 id;
	bool		 in_group = false, empty = false;

	for (f = dialog_format(d); *f != '\0' && n + 1 < len; f++) {
		if (*f == '[' || *f == ']') {	/* an optional part */
			if (*f == ']' && empty)
				n = group;
			in_group = *f == '[';
			group = n;
			empty = false;
			continue;
		}
		if (*f != '%') {
			buf[n++] = *f;
			continue;
		}
		f++;
		if (in_group && *f >= '1' && *f <= '0' + DIALOG_STEPS_MAX &&
		    d->answers[*f - '1'][0] == '\0')
			empty = true;
		if (*f == 'b' && d->round != 0)	/* <round>.<board> */
			n += (size_t)snprintf(buf + n, len - n, "%u.%u",
			    d->round, d->board);
		else if (*f == 'b')
			n += (size_t)snprintf(buf + n, len - n, "%u", d->board);
		else if (*f == 'p') {
			id = strcmp(d->answers[0], "black") == 0 ?
			    d->player_black : d->player_white;
			n += (size_t)snprintf(buf + n, len - n, "%u", id);
		} else if (*f == 'o')	/* the side not answered first */
			n += (size_t)snprintf(buf + n, len - n, "%s",
			    strcmp(d->answers[0], "white") == 0 ? "black" :
			    "white");
		else if (*f >= '1' && *f <= '0' + DIALOG_STEPS_MAX)
			n = dialog_put_answer(d, *f - '1', buf, n, len);
		if (n >= len)
			return false;
	}
	buf[n] = '\0';
	/* Read once; shown as the journal will hold it, or as typed. */
	if (command_parse(buf, n, cmd, NULL) != COMMAND_OK)
		return false;
	command_format(cmd, buf, len);
	return true;
}
