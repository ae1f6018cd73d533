/*
 * dialog.c: the dialogs as data, and the little logic that walks them.
 * Every text here names the article it applies (FIDE 2005 numbering) and
 * says what the engine will do, so that the arbiter confirms knowingly.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "command.h"
#include "dialog.h"

#define SIDES								\
	{ { 'w', "white", N_("White") }, { 'b', "black", N_("Black") } }
#define ALWAYS	-1, NULL

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
		{ 'r', "repetition", N_("threefold repetition (9.2)") },
		{ 'f', "fifty", N_("fifty moves (9.3)") },
		{ 'q', "quickplay", N_("quickplay finish (10.2)") },
		{ 't', "time", N_("the opponent's flag (6.9)") },
		{ 'i', "illegal", N_("an illegal move (B6, C3)") } },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The written move (case a), or empty (case b):"),
	      { { 0, NULL, NULL } }, true, 1, "repetition fifty" } } },
	{ 'd', N_("Decide a 10.2 claim"), "10.2",
	  N_("Draw; postpone (the opponent may get 2 extra minutes, the "
	     "decision comes later or at a flag fall); or reject (the opponent "
	     "gets 2 extra minutes)."),
	  "decide %b %1",
	  { { STEP_CHOICE, N_("Your decision?"), {
		{ 'd', "draw", N_("draw") },
		{ 'p', "postpone", N_("postpone") },
		{ 'r', "reject", N_("reject") } }, false, ALWAYS } } },
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
		{ 'w', "first white", N_("White's") },
		{ 'b', "first black", N_("Black's") },
		{ 'u', "unknown", N_("not known") } }, false, ALWAYS } } },
	{ 'i', N_("Illegal move"), "7.4, B6, C3",
	  N_("Standard play: the position before the illegal move is restored "
	     "and the opponent gets 2 minutes; the third illegal move of a "
	     "player loses (7.4b). Rapid and blitz: the move stands unless the "
	     "opponent claims before moving (B6, C3)."),
	  "illegal %b %1",
	  { { STEP_TEXT, N_("The move as made (any notation, or from-to):"),
	      { { 0, NULL, NULL } }, false, ALWAYS } } },
	{ 'p', N_("Penalty"), "13.4",
	  N_("13.4: (a) a warning; (b) time added for the opponent; (c) time "
	     "taken from the offender; (d) loss of the game; (e) points taken "
	     "from the offender; (f) points for the opponent, never above the "
	     "game's maximum; (g) expulsion, which ends the player's games. "
	     "Only a chief arbiter may apply (d) to (g)."),
	  "penalty %b %1 %2 %3 %4",
	  { { STEP_CHOICE, N_("Which player?"), SIDES, false, ALWAYS },
	    { STEP_CHOICE, N_("Which penalty?"), {
		{ 'a', "warn", N_("(a) warning") },
		{ 't', "time", N_("(b, c) time: + for a side, - from the offender") },
		{ 'd', "loss", N_("(d) loss of the game") },
		{ 'p', "points", N_("(e, f) points: + or -") } }, false, ALWAYS },
	    { STEP_TEXT, N_("How much (+2m, -1m, +1/2, -1):"),
	      { { 0, NULL, NULL } }, false, 1, "time points" },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      { { 0, NULL, NULL } }, false, ALWAYS } } },
	{ 'X', N_("Expel a player"), "13.4g",
	  N_("13.4g: the player is expelled from the event: his games end and "
	     "he is removed from later rounds. Only a chief arbiter may."),
	  "penalty %p expel %2",
	  { { STEP_CHOICE, N_("Which player?"), SIDES, false, ALWAYS },
	    { STEP_TEXT, N_("The reason, as it goes in the report:"),
	      { { 0, NULL, NULL } }, false, ALWAYS } } },
	{ 'x', N_("Extra time"), "13.5",
	  N_("13.5: extra time to one or both players after a disturbance."),
	  "extra %b %1 %2 %3",
	  { { STEP_CHOICE, N_("For whom?"), {
		{ 'w', "white", N_("White") },
		{ 'b', "black", N_("Black") },
		{ 'a', "both", N_("both") } }, false, ALWAYS },
	    { STEP_TEXT, N_("How much (2m, 30s):"), { { 0, NULL, NULL } },
	      false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), { { 0, NULL, NULL } }, false,
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
		{ '1', "1-0", "1-0" }, { '0', "0-1", "0-1" },
		{ '=', "1/2-1/2", "1/2-1/2" }, { 'z', "0-0", "0-0" },
		{ 'h', "1/2-0", "1/2-0" }, { 'H', "0-1/2", "0-1/2" },
		{ '+', "+/-", N_("+/- (forfeit)") },
		{ '-', "-/+", N_("-/+ (forfeit)") } }, false, ALWAYS },
	    { STEP_TEXT, N_("The reason:"), { { 0, NULL, NULL } }, false,
	      ALWAYS } } },
	{ 't', N_("Set the clocks"), "6.14, A12",
	  N_("After an irregularity the arbiter sets both clocks and, when "
	     "given, the number of moves completed (6.14)."),
	  "setclock %b %1 %2 %3",
	  { { STEP_TEXT, N_("White's time left (1:23:45, 90:00):"),
	      { { 0, NULL, NULL } }, false, ALWAYS },
	    { STEP_TEXT, N_("Black's time left:"), { { 0, NULL, NULL } },
	      false, ALWAYS },
	    { STEP_TEXT, N_("Moves completed (empty: unchanged):"),
	      { { 0, NULL, NULL } }, true, ALWAYS } } },
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
	  { { STEP_TEXT, N_("The reason:"), { { 0, NULL, NULL } }, false,
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
	      { { 0, NULL, NULL } }, false, ALWAYS } } },
	{ 'E', N_("Envelope"), "A2, A3",
	  N_("Records the resumption and prints the envelope with every A2 "
	     "field: players, position, times used, the sealer, the move number, "
	     "a draw offer, and the date, time and place of resumption."),
	  "envelope %b resume %1 %2 place %3",
	  { { STEP_TEXT, N_("Resumption date (YYYY-MM-DD):"),
	      { { 0, NULL, NULL } }, false, ALWAYS },
	    { STEP_TEXT, N_("Resumption time (HH:MM):"), { { 0, NULL, NULL } },
	      false, ALWAYS },
	    { STEP_TEXT, N_("Place:"), { { 0, NULL, NULL } }, false, ALWAYS } } },
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
	      { { 0, NULL, NULL } }, false, ALWAYS } } },
};

const struct dialog_def *
dialog_defs(size_t *n)
{
	*n = sizeof defs / sizeof defs[0];
	return defs;
}

const struct dialog_def *
dialog_find(char key)
{
	size_t	i;

	for (i = 0; i < sizeof defs / sizeof defs[0]; i++) {
		if (defs[i].key == key)
			return &defs[i];
	}
	return NULL;
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
dialog_begin(struct dialog *d, const struct dialog_def *def, unsigned board,
    unsigned white_id, unsigned black_id)
{
	memset(d, 0, sizeof *d);
	d->def = def;
	d->board = board;
	d->player_white = white_id;
	d->player_black = black_id;
	d->step = -1;
	dialog_advance(d);
}

bool
dialog_advance(struct dialog *d)
{
	int	n = dialog_nsteps(d->def);

	for (d->step++; d->step < n; d->step++) {
		if (dialog_step_asked(d, d->step))
			break;
	}
	if (d->step < n && d->def->steps[d->step].kind == STEP_TEXT)
		prompt_begin(&d->text, PROMPT_COMMAND);
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
	if (d->def->steps[i].kind != STEP_TEXT)
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

bool
dialog_command(const struct dialog *d, struct command *cmd, char *buf,
    size_t len)
{
	const char	*f;
	size_t		 n = 0;
	unsigned	 id;

	for (f = d->def->format; *f != '\0' && n + 1 < len; f++) {
		if (*f != '%') {
			buf[n++] = *f;
			continue;
		}
		f++;
		if (*f == 'b')
			n += (size_t)snprintf(buf + n, len - n, "%u", d->board);
		else if (*f == 'p') {
			id = strcmp(d->answers[0], "black") == 0 ?
			    d->player_black : d->player_white;
			n += (size_t)snprintf(buf + n, len - n, "%u", id);
		} else if (*f >= '1' && *f <= '0' + DIALOG_STEPS_MAX)
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
