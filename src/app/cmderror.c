/*
 * cmderror.c: texts for the command parser's statuses.  A reason is the
 * status's sentence with the noun of what was expected put in; both are
 * marked for translation.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "app/cmderror.h"
#include "app/i18n.h"
#include "edition.h"

static const char *const status_texts[COMMAND_STATUS_NB] = {
	[COMMAND_OK] = N_("no error"),
	[COMMAND_E_QUOTE] = N_("unbalanced quote: quote a whole word, \"like this\""),
	[COMMAND_E_ESCAPE] = N_("bad escape: only \\\" and \\\\ inside quotes"),
	[COMMAND_E_CONTROL] = N_("control character in the line"),
	[COMMAND_E_LONG] = N_("too long for %s"),
	[COMMAND_E_WORDS] = N_("too many words"),
	[COMMAND_E_VERB] = N_("unknown command (see doc/commands.md)"),
	[COMMAND_E_MISSING] = N_("missing %s"),
	[COMMAND_E_EXTRA] = N_("one word too many: the command ends before it"),
	[COMMAND_E_BAD] = N_("expected %s"),
	[COMMAND_E_RANGE] = N_("out of range: %s"),
	[COMMAND_E_SIGN] = N_("wrong sign for %s: a change takes + or -, other values none"),
	[COMMAND_E_FRACTION] = N_("bad fraction in %s: only seconds, to the millisecond"),
	[COMMAND_E_TWICE] = N_("given twice"),
	[COMMAND_E_EMPTY] = N_("empty: %s is needed"),
	[COMMAND_E_UTF8] = N_("not valid UTF-8 (bad bytes shown as \\xHH): convert the text to UTF-8"),
	[COMMAND_E_HIDDEN] = N_("an invisible or text-direction character (shown as <U+...>) is not allowed"),
};

static const char *const arg_texts[COMMAND_ARG_NB] = {
	[COMMAND_ARG_NOTHING] = N_("nothing more"),
	[COMMAND_ARG_VERB] = N_("a command"),
	[COMMAND_ARG_BOARD] = N_("a board number"),
	[COMMAND_ARG_SIDE] = N_("white or black"),
	[COMMAND_ARG_SIDE_OR_BOTH] = N_("white, black or both"),
	[COMMAND_ARG_ID] = N_("a player number"),
	[COMMAND_ARG_BOARD_OR_ALL] = N_("a board number or 'all'"),
	[COMMAND_ARG_BOARD_OR_ID] = N_("a board or player number"),
	[COMMAND_ARG_DURATION] = N_("a duration (90, 1:30, 1:02:03, 2m, 1h30m, 2.5s)"),
	[COMMAND_ARG_DATE] = N_("a date (YYYY-MM-DD)"),
	[COMMAND_ARG_TIME] = N_("a time of day (HH:MM)"),
	[COMMAND_ARG_NUMBER] = N_("a number"),
	[COMMAND_ARG_POINTS] = N_("points (+1, -1/2)"),
	[COMMAND_ARG_RESULT] = N_("a result (1-0, 0-1, 1/2-1/2, 0-0, 1/2-0, +/-, -/+)"),
	[COMMAND_ARG_BOARD_LIST] = N_("a list of boards (1,2,5-9)"),
	[COMMAND_ARG_NAME] = N_("a name"),
	[COMMAND_ARG_REASON] = N_("a reason"),
	[COMMAND_ARG_TC] = N_("a time control"),
	[COMMAND_ARG_FEN] = N_("a FEN"),
	[COMMAND_ARG_MOVE] = N_("a move"),
	[COMMAND_ARG_USER] = N_("a user name"),
	[COMMAND_ARG_FED] = N_("a federation code of three letters"),
	[COMMAND_ARG_PLACE] = N_("place \"<place>\""),
	/* COMMAND_ARG_RULES: the editions' table says (cmderror_editions()). */
	[COMMAND_ARG_GAME] = N_("chess, chess960 or draughts"),
	[COMMAND_ARG_ROLE] = N_("chief, deputy, assistant or feed"),
	[COMMAND_ARG_CLAIM] = N_("repetition, fifty, quickplay, time, illegal, increment or count"),
	[COMMAND_ARG_DECIDE] = N_("draw, postpone, reject or increment"),
	[COMMAND_ARG_RESTART] = N_("orientation or colours"),
	[COMMAND_ARG_SQUARES] = N_("squares, as 27,17"),
	[COMMAND_ARG_REPORT] = N_("illegal, rewrite, result, players, silent, clock, stale or conflict"),
	[COMMAND_ARG_BYE] = N_("full, half, zero or pab"),
	[COMMAND_ARG_TIEBREAKS] = N_("tie-breaks, as \"BH-C1,BH,SB,DE\""),
	[COMMAND_ARG_ADDRESS] = N_("a folder's absolute path or an http(s) URL"),
	[COMMAND_ARG_PENALTY] = N_("warn, time, loss, points or fine"),
	[COMMAND_ARG_FIRST] = N_("first <side> or unknown"),
	[COMMAND_ARG_KEYWORD] = N_("one of this command's keywords"),
	[COMMAND_ARG_FEN_KEYWORD] = N_("fen \"<FEN>\""),
	[COMMAND_ARG_RESUME_KEYWORD] = N_("resume <YYYY-MM-DD> <HH:MM>"),
	[COMMAND_ARG_TZ] = N_("a UTC offset (+01:00)"),
	[COMMAND_ARG_SCORE] = N_("points (3, 1, 1/2, 2.5; at most 10)"),
	[COMMAND_ARG_SCALE] = N_("points for a win, a draw and a loss, each no more than the one before"),
	[COMMAND_ARG_QUESTION] = N_("dead, white or black"),
	[COMMAND_ARG_ANSWER] = N_("no, yes or unknown"),
	[COMMAND_ARG_REGIME] = N_("a4 or a5"),
	[COMMAND_ARG_ROUNDS] = N_("a number of rounds, from 1 to 99"),
};

/* "fide-2005, fide-2023, fide-2001, fide-1952 or fid-draughts": the
 * editions as the table lists them (edition_at()), so a new one is
 * named without a word here. */
static const char *
cmderror_editions(void)
{
	static char		 buf[256];
	const struct edition	*ed;
	size_t			 i, n = 0;

	buf[0] = '\0';
	for (i = 0; (ed = edition_at(i)) != NULL && n < sizeof buf; i++)
		n += (size_t)snprintf(buf + n, sizeof buf - n, "%s%s",
		    i == 0 ? "" : edition_at(i + 1) == NULL ?
		    /* TRANSLATORS: before the last of a list of names. */
		    _(" or ") : ", ", ed->name);
	return buf;
}

const char *
cmderror_expected(enum command_arg arg)
{
	if (arg == COMMAND_ARG_RULES)
		return cmderror_editions();
	if (arg >= COMMAND_ARG_NB || arg_texts[arg] == NULL)
		return "?";
	return _(arg_texts[arg]);
}

const char *
cmderror_text(const struct command_error *err)
{
	static char	 buf[256];
	const char	*fmt, *hole;

	if (err->status >= COMMAND_STATUS_NB)
		return "?";
	if (err->status == COMMAND_E_LONG &&
	    err->expected == COMMAND_ARG_NOTHING)	/* the line, not a word */
		return _("the line is too long");
	fmt = _(status_texts[err->status]);
	/*
	 * Put the noun in the one "%s" by hand rather than through printf,
	 * so a translation can never bring in another conversion.
	 */
	if ((hole = strstr(fmt, "%s")) == NULL)
		snprintf(buf, sizeof buf, "%s", fmt);
	else
		snprintf(buf, sizeof buf, "%.*s%s%s", (int)(hole - fmt), fmt,
		    cmderror_expected(err->expected), hole + 2);
	return buf;
}
