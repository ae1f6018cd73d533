/*
 * dialog.c: the dialogs as data, and the little logic that walks them.
 * Every text here names the article it applies and says what the engine
 * will do, so that the arbiter confirms knowingly: a table in the 2005
 * numbering (2001 and 1952 events too) and one in the 2023 numbering.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "command.h"
#include "dialog.h"
#include "event.h"
#include "format.h"

/* A choice; one offered only under the announced Guidelines III; one
 * that brings its own command format. */
#define C(k, w, l)	{ k, w, l, LAW_NONE, NULL }
#define CIII(k, w, l)	{ k, w, l, LAW_GUIDELINES, NULL }
#define CF(k, w, l, f)	{ k, w, l, LAW_NONE, f }
#define NO_TEXT		{ C(0, NULL, NULL) }
/* The sides' keys are their names' first letters in the interface's
 * language (w, b; Italian b for Bianco, n for Nero): key 0. */
#define SIDES								\
	{ C(0, "white", N_("White")), C(0, "black", N_("Black")) }
#define ALWAYS	-1, NULL, FILL_NONE
/* Asked always, starting from the game as it stands. */
#define FILLED(fill)	-1, NULL, fill

static const struct dialog_def defs[] = {
	{ 'c', N_("Claim"), "9.2, 9.3, 9.5, 10.2, 6.9",
	  N_("A claim stops both clocks and cannot be withdrawn (9.5). Repetition "
	     "(9.2) or fifty moves (9.3), correct: draw. Incorrect (9.5b): the "
	     "opponent gets 3 minutes, the claimant loses half of his time up to "
	     "3 minutes (or drops to 1 minute with 1-2 minutes left), then the "
	     "written move is played. Quickplay (10.2): the arbiter decides next. "
	     "Time (6.9, 6.10): loss, or draw if the claimant cannot mate. "
	     "Illegal (B6, C3): the claim of a rapid or blitz game."),
	  "claim %b %1 %2 %3",
	  { { STEP_CHOICE, N_("Who claims?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("What?"), {
		C('r', "repetition", N_("threefold repetition (9.2)")),
		C('f', "fifty", N_("fifty moves (9.3)")),
		C('q', "quickplay", N_("quickplay finish (10.2)")),
		C('t', "time", N_("the opponent's flag (6.9)")),
		C('i', "illegal", N_("an illegal move (B6, C3)")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The written move (case a), or empty (case b):"),
	      NO_TEXT, true, 1, "repetition fifty", FILL_NONE } } },
	{ 'd', N_("Decide a 10.2 claim"), "10.2",
	  N_("Draw; postpone (the opponent may get 2 extra minutes, the "
	     "decision comes later or at a flag fall); or reject (the opponent "
	     "gets 2 extra minutes)."),
	  "decide %b %1",
	  { { STEP_CHOICE, N_("Your decision?"), {
		C('d', "draw", N_("draw")),
		C('p', "postpone", N_("postpone")),
		C('r', "reject", N_("reject")) }, false, ALWAYS } } },
	{ 'f', N_("Flag down"), "6.9, 6.10",
	  N_("The arbiter sees a flag down: that player loses, unless the "
	     "opponent cannot checkmate by any sequence of legal moves: draw "
	     "(6.10). In rapid and blitz only a player's claim counts (B7)."),
	  "flag %b %1",
	  { { STEP_CHOICE, N_("Whose flag?"), SIDES, false, ALWAYS } } },
	{ 'F', N_("Both flags down"), "6.12, B9",
	  N_("Both flags are down. Known order: the first loses (6.10). "
	     "Unknown order: play on, or a draw in the last period (fide-2005 "
	     "6.12b; 10.3 in fide-2001); a draw in rapid and blitz (B9)."),
	  "flags %b %1",
	  { { STEP_CHOICE, N_("Which fell first?"), {
		C('w', "first white", N_("White's")),
		C('b', "first black", N_("Black's")),
		C('u', "unknown", N_("not known")) }, false, ALWAYS } } },
	{ 'i', N_("Illegal move"), "7.4, B6, C3",
	  N_("Standard play: the position before the illegal move is restored "
	     "and the opponent gets 2 minutes; the third illegal move of a "
	     "player loses (7.4b). Rapid and blitz: the move stands unless the "
	     "opponent claims before moving (B6, C3)."),
	  "illegal %b %1",
	  { { STEP_TEXT, N_("The move as made (any notation, or from-to):"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'p', N_("Penalty"), "13.4",
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
	      "more-points", FILL_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'X', N_("Expel a player"), "13.4g",
	  N_("13.4g: the player is expelled from the event: his games end and "
	     "he is removed from later rounds. Only a chief arbiter may."),
	  "penalty %p expel %2",
	  { { STEP_CHOICE, N_("Which player?"), SIDES, false, ALWAYS },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'x', N_("Extra time"), "13.5",
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
	{ 'P', N_("Phone"), "12.2b",
	  N_("12.2b (fide-2005): a phone that rings in the playing area loses "
	     "the game; the opponent's score is the arbiter's decision."),
	  "phone %b %1",
	  { { STEP_CHOICE, N_("Whose phone?"), SIDES, false, ALWAYS } } },
	{ 'r', N_("Result"), "11.1, 13.4",
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
	{ 't', N_("Set the clocks"), "6.14, A12",
	  N_("After an irregularity the arbiter sets both clocks and, when "
	     "given, the number of moves completed (6.14)."),
	  "setclock %b %1 %2[ moves %3]",
	  { { STEP_WORD, N_("White's time left (1:23:45, 90:00):"),
	      NO_TEXT, false, FILLED(FILL_LEFT_WHITE) },
	    { STEP_WORD, N_("Black's time left:"), NO_TEXT,
	      false, FILLED(FILL_LEFT_BLACK) },
	    { STEP_WORD, N_("Moves completed (empty: unchanged):"),
	      NO_TEXT, true, FILLED(FILL_MOVES) } } },
	{ 's', N_("Stop the clocks"), "6.13",
	  N_("Both clocks stand still until the arbiter restarts them."),
	  "stop %b", { { 0 } } },
	{ 'g', N_("Restart the clocks"), "6.13",
	  N_("The clock of the side to move runs again."), "go %b", { { 0 } } },
	{ 'o', N_("Draw offer"), "9.1",
	  N_("Recorded; made with a move it is written (=) on the scoresheet."),
	  "offer %b %1",
	  { { STEP_CHOICE, N_("Who offers?"), SIDES, false, ALWAYS } } },
	{ 'a', N_("Accept the draw offer"), "9.1, 5.2c",
	  N_("The game is drawn by agreement."), "accept %b", { { 0 } } },
	{ 'n', N_("Decline the draw offer"), "9.1",
	  N_("The offer lapses."), "decline %b", { { 0 } } },
	{ 'R', N_("Resignation"), "5.1b",
	  N_("The game is lost by the side that resigns."), "resign %b %1",
	  { { STEP_CHOICE, N_("Who resigns?"), SIDES, false, ALWAYS } } },
	{ 'A', N_("Annul the game"), "7.1a, A11b",
	  N_("The game is annulled and replayed."), "annul %b %1",
	  { { STEP_TEXT, N_("The reason:"), NO_TEXT, false,
	      ALWAYS } } },
	{ 'j', N_("Adjourn"), "A1a, A1b",
	  N_("The arbiter asks the player to move to seal. Sealing before the "
	     "session's end charges the time up to it (A1b)."),
	  "adjourn %b", { { 0 } } },
	{ 'e', N_("Seal the move"), "A1a",
	  N_("The sealed move stays secret until the envelope is opened; the "
	     "sealer's clock stops and the opponent's does not start."),
	  "seal %b %1",
	  { { STEP_TEXT, N_("The move as written on the scoresheet:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'E', N_("Envelope"), "A2, A3",
	  N_("Records the resumption and prints the envelope with every A2 "
	     "field: players, position, times used, the sealer, the move number, "
	     "a draw offer, and the date, time and place of resumption."),
	  "envelope %b resume %1 %2 place %3",
	  { { STEP_TEXT, N_("Resumption date (YYYY-MM-DD):"),
	      NO_TEXT, false, ALWAYS },
	    { STEP_TEXT, N_("Resumption time (HH:MM):"), NO_TEXT,
	      false, ALWAYS },
	    { STEP_TEXT, N_("Place:"), NO_TEXT, false, ALWAYS } } },
	{ 'u', N_("Resume"), "A5, A9",
	  N_("The position before the sealed move and the clocks as at "
	     "adjournment are set up; the replier's clock starts."),
	  "resume %b", { { 0 } } },
	{ 'v', N_("Player arrives"), "6.6, 6.7, A9, A10",
	  N_("The player is at the board; lateness counts from the scheduled "
	     "start or resumption."), "arrive %b %1",
	  { { STEP_CHOICE, N_("Who arrives?"), SIDES, false, ALWAYS } } },
	{ 'b', N_("Player absent"), "6.6, 6.7",
	  N_("Before the start: the player is not at the board; his clock "
	     "runs (6.6), over the wait he loses (6.7)."), "absent %b %1",
	  { { STEP_CHOICE, N_("Who is absent?"), SIDES, false, ALWAYS } } },
	{ 'O', N_("Open the envelope"), "A7, A8, A9",
	  N_("Only with the replier present (A7). The sealed move is judged: "
	     "ambiguous, unreadable or illegal loses, except under 6.10 and 9.6 "
	     "(A8); otherwise it is played."), "open %b", { { 0 } } },
	{ 'L', N_("Envelope lost"), "A11a",
	  N_("Play goes on from the adjourned position with the recorded "
	     "times; the sealer makes the move he says he sealed."),
	  "envelope-lost %b %1",
	  { { STEP_TEXT, N_("The move the sealer states:"),
	      NO_TEXT, false, ALWAYS } } },
};

/*
 * The FIDE Laws of 2023 (fide-2023): the x.y.z numbers, the nine
 * penalties of 12.9, the device of 11.3.2.2, the Guidelines I for
 * adjourned games and the Guidelines III offered only when announced.
 */
static const struct dialog_def defs_2023[] = {
	{ 'c', N_("Claim"), "9.2, 9.3, 9.5.3, 6.8, A.5.2, III.4, III.5",
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
		C('r', "repetition", N_("threefold repetition (9.2)")),
		C('f', "fifty", N_("fifty moves (9.3)")),
		C('t', "time",
		  N_("the opponent's flag (6.8, A.5.3)")),
		C('i', "illegal", N_("an illegal move (A.5.2)")),
		CIII('q', "quickplay", N_("a draw, under two minutes (III.5)")),
		CIII('n', "increment", N_("5 seconds a move for both (III.4)")) },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The written move (case a), or empty (case b):"),
	      NO_TEXT, true, 1,
	      "repetition fifty", FILL_NONE } } },
	{ 'd', N_("Decide a claim"), "III.4, III.5",
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
	{ 'f', N_("Flag down"), "6.8, 6.9, A.5.5",
	  N_("The arbiter sees a flag down, in rapid and blitz too (A.5.5): "
	     "that player loses, unless the opponent cannot checkmate by any "
	     "series of legal moves: draw (6.9)."),
	  "flag %b %1",
	  { { STEP_CHOICE, N_("Whose flag?"), SIDES, false, ALWAYS } } },
	{ 'F', N_("Both flags down"), "6.9, III.3.1",
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
	{ 'i', N_("Illegal move"), "7.5.1-7.5.5, A.5.2",
	  N_("Standard play: the position before it is restored, the opponent "
	     "gets 2 minutes (1 in rapid and blitz); the second illegal move of "
	     "a player loses, a draw if the opponent cannot mate (7.5.5). A "
	     "pawn left unpromoted gets a queen (7.5.2); -- records the clock "
	     "pressed without a move (7.5.3). Rapid and blitz (A.5.2): the move "
	     "stands unless claimed before the opponent moves."),
	  "illegal %b %1",
	  { { STEP_TEXT, N_("The move as made (any notation, from-to, or --):"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'H', N_("Move with two hands"), "7.5.4",
	  N_("A legal move made with two hands stands and is penalised as an "
	     "illegal move (7.5.5)."),
	  "illegal %b %1 two-hands",
	  { { STEP_TEXT, N_("The move:"), NO_TEXT,
	      false, ALWAYS } } },
	{ 'p', N_("Penalty"), "12.9",
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
	      "fewer-points exclude", FILL_NONE },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'x', N_("Extra time"), "12.5",
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
	{ 'P', N_("Electronic device"), "11.3.2.2",
	  N_("11.3.2.2: a device evidently on the player in the playing venue: "
	     "he loses and the opponent wins (for a lighter penalty the event "
	     "set, give the result)."),
	  "device %b %1",
	  { { STEP_CHOICE, N_("Whose device?"), SIDES, false, ALWAYS } } },
	{ 'r', N_("Result"), "10.1, 10.2, 12.9",
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
	{ 't', N_("Set the clocks"), "6.12.1, I.13",
	  N_("After an irregularity the arbiter sets both clocks and, when "
	     "given, the number of moves completed (6.12.1)."),
	  "setclock %b %1 %2[ moves %3]",
	  { { STEP_WORD, N_("White's time left (1:23:45, 90:00):"),
	      NO_TEXT, false, FILLED(FILL_LEFT_WHITE) },
	    { STEP_WORD, N_("Black's time left:"),
	      NO_TEXT, false, FILLED(FILL_LEFT_BLACK) },
	    { STEP_WORD, N_("Moves completed (empty: unchanged):"),
	      NO_TEXT, true, FILLED(FILL_MOVES) } } },
	{ 's', N_("Stop the clocks"), "6.11",
	  N_("Both clocks stand still until the arbiter restarts them."),
	  "stop %b", { { 0 } } },
	{ 'g', N_("Restart the clocks"), "6.11",
	  N_("The clock of the side to move runs again."), "go %b", { { 0 } } },
	{ 'o', N_("Draw offer"), "9.1.1, 9.1.2",
	  N_("Recorded; made with a move it is written (=) on the scoresheet. "
	     "The event may forbid offers before a move number (9.1.1)."),
	  "offer %b %1",
	  { { STEP_CHOICE, N_("Who offers?"), SIDES, false, ALWAYS } } },
	{ 'a', N_("Accept the draw offer"), "9.1.2, 5.2.3",
	  N_("The game is drawn by agreement, once each player has made a "
	     "move (5.2.3)."), "accept %b", { { 0 } } },
	{ 'n', N_("Decline the draw offer"), "9.1.2",
	  N_("The offer lapses."), "decline %b", { { 0 } } },
	{ 'R', N_("Resignation"), "5.1.2",
	  N_("The side that resigns loses; a draw when the opponent cannot "
	     "checkmate by any series of legal moves (5.1.2)."), "resign %b %1",
	  { { STEP_CHOICE, N_("Who resigns?"), SIDES, false, ALWAYS } } },
	{ 'A', N_("Annul the game"), "7.2.1, 7.3, I.12.2",
	  N_("A wrong initial position: a new game, at any time (7.2.1). "
	     "Colours reversed: a new game only before 10 moves each (7.3)."),
	  "annul %b %1",
	  { { STEP_CHOICE, N_("Why?"), {
		C('p', "\"7.2.1 wrong initial position\"",
		  N_("a wrong initial position (7.2.1)")),
		C('c', "\"7.3 colours reversed\"",
		  N_("colours reversed (7.3)")) },
	      false, ALWAYS } } },
	{ 'j', N_("Adjourn"), "I.1.1, I.1.2",
	  N_("The arbiter asks the player to move to seal. Sealing before the "
	     "session's end charges the time up to it (I.1.2)."),
	  "adjourn %b", { { 0 } } },
	{ 'e', N_("Seal the move"), "I.1.1",
	  N_("The sealed move stays secret until the envelope is opened; the "
	     "sealer's clock stops and the opponent's does not start."),
	  "seal %b %1",
	  { { STEP_TEXT, N_("The move as written on the scoresheet:"),
	      NO_TEXT, false, ALWAYS } } },
	{ 'E', N_("Envelope"), "I.2, I.3",
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
	{ 'u', N_("Resume"), "I.5, I.9",
	  N_("The position before the sealed move and the clocks as at "
	     "adjournment are set up; the replier's clock starts."),
	  "resume %b", { { 0 } } },
	{ 'v', N_("Player arrives"), "6.7.1, I.9, I.10",
	  N_("The player is at the board; after the event's default time (0 "
	     "when it named none) he has lost (6.7.1, I.10)."), "arrive %b %1",
	  { { STEP_CHOICE, N_("Who arrives?"), SIDES, false, ALWAYS } } },
	{ 'b', N_("Player absent"), "6.7.1, 6.7.2",
	  N_("Before the start: the player is not at the board; his clock "
	     "runs (6.7.2), after the default time he loses (6.7.1)."),
	  "absent %b %1",
	  { { STEP_CHOICE, N_("Who is absent?"), SIDES, false, ALWAYS } } },
	{ 'O', N_("Open the envelope"), "I.7, I.8, I.9",
	  N_("Only with the replier present (I.7). The sealed move is judged: "
	     "ambiguous, unreadable or illegal loses, except under 6.9 and 9.6 "
	     "(I.8); otherwise it is played."), "open %b", { { 0 } } },
	{ 'L', N_("Envelope lost"), "I.12.1",
	  N_("Play goes on from the adjourned position with the recorded "
	     "times; the sealer makes the move he says he sealed."),
	  "envelope-lost %b %1",
	  { { STEP_TEXT, N_("The move the sealer states:"),
	      NO_TEXT, false, ALWAYS } } },
};

bool
dialog_fide_2023(const struct event *ev)
{
	/* The edition with the 12.9 penalties speaks the 2023 numbers. */
	return ev != NULL && edition_has(ev->ed, LAW_FINE);
}

const struct dialog_def *
dialog_defs(const struct event *ev, size_t *n)
{
	if (dialog_fide_2023(ev)) {
		*n = sizeof defs_2023 / sizeof defs_2023[0];
		return defs_2023;
	}
	*n = sizeof defs / sizeof defs[0];
	return defs;
}

const struct dialog_def *
dialog_find(const struct event *ev, char key)
{
	const struct dialog_def	*d;
	size_t			 i, n;

	d = dialog_defs(ev, &n);
	for (i = 0; i < n; i++) {
		if (d[i].key == key)
			return &d[i];
	}
	return NULL;
}

bool
dialog_offered(const struct event *ev, const struct dialog_choice *c)
{
	if (c->need == LAW_NONE || ev == NULL)
		return true;
	if (!edition_has(ev->ed, c->need))
		return false;
	/* III.2.1: the Guidelines III only when the event announced them. */
	return c->need != LAW_GUIDELINES || ev->guidelines;
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

void
dialog_begin(struct dialog *d, const struct dialog_def *def,
    const struct event *ev, int64_t now, unsigned board, unsigned white_id,
    unsigned black_id)
{
	memset(d, 0, sizeof *d);
	d->def = def;
	d->ev = ev;
	d->now = now;
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
dialog_fill(const struct dialog *d, enum dialog_fill fill, char *buf,
    size_t len)
{
	const struct game		*g = event_game_const(d->ev,
					    (uint16_t)d->board);
	const struct format_clock_opts	 whole = { 0, NULL };
	struct clock_view		 v;
	int				 side;

	buf[0] = '\0';
	if (g == NULL || fill == FILL_NONE)
		return;
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
		dialog_fill(d, d->def->steps[d->step].fill, fill, sizeof fill);
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
	const char	*a = d->answers[i], *p;
	size_t		 n = at;

	if (*a == '\0' || !dialog_step_asked(d, i))
		return at > 0 && buf[at - 1] == ' ' ? at - 1 : at;
	if (d->def->steps[i].kind != STEP_TEXT)	/* a word, or a choice */
		return at + (size_t)snprintf(buf + at, len - at, "%s", a);
	n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "\"");
	for (p = a; *p != '\0' && n + 3 < len; p++) {
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
		if (*f == 'b')
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
