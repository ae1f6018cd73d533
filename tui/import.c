/*
 * import.c: 'import FILE' at the ':' prompt, the next round's pairings
 * from a pairing program's TRF file (TRF-16 or TRF-2026, app/trfin.h).
 *
 * It is a console action, not a verb of the journal: it stands for the
 * commands 'arbiter-cli trf FILE N --event DIR' prints, N the event's
 * round + 1, and sends them one by one through session_do(), the one
 * path, each journaled as if typed.  Players the event has already (the
 * same start number and FIDE id) get no 'player'.
 *
 * All or nothing, as far as the console can see: the file is read and
 * checked whole (a bad one is one line: file, line, column and word),
 * then every command is tried on a copy of the event (roles included)
 * in the order it will be sent, so a round still open, a player paired
 * twice or a role that may not set up the event is refused with the
 * command it stopped at and nothing is sent.  'round N' goes first: it
 * is what another arbiter's action may still refuse at the server, and
 * then nothing has changed either.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/refusal.h"
#include "app/session.h"
#include "app/trfin.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "ui.h"
#include "utf8.h"

bool
import_is(const char *line)
{
	size_t	n = strlen(IMPORT_WORD);

	while (*line == ' ' || *line == '\t')
		line++;
	return strncmp(line, IMPORT_WORD, n) == 0 &&
	    (line[n] == '\0' || line[n] == ' ' || line[n] == '\t');
}

/*
 * The file named after the word: the rest of the line, its blanks cut,
 * or one word in double quotes (with \" and \\).  0, or -1: no name.
 */
static int
import_path(const char *line, char *out, size_t size)
{
	const char	*s = line;
	size_t		 n = 0, len;

	while (*s == ' ' || *s == '\t')
		s++;
	s += strlen(IMPORT_WORD);
	while (*s == ' ' || *s == '\t')
		s++;
	if (*s != '"') {
		len = strlen(s);
		while (len > 0 && isspace((unsigned char)s[len - 1]))
			len--;
		if (len == 0 || len >= size)
			return -1;
		memcpy(out, s, len);
		out[len] = '\0';
		return 0;
	}
	for (s++; *s != '\0' && *s != '"' && n + 1 < size; s++) {
		if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
			s++;
		out[n++] = *s;
	}
	out[n] = '\0';
	return *s == '"' && n > 0 ? 0 : -1;
}

/*
 * The commands of text, in place: its lines that are not blank or
 * comments, 'round' first (see above).  *lines to free.
 */
static size_t
import_split(char *text, char ***lines)
{
	char	*s, *nl, *tmp;
	size_t	 n = 0, cap = 16, i;

	*lines = xcalloc(cap, sizeof **lines);
	for (s = text; *s != '\0'; s = nl) {
		if ((nl = strchr(s, '\n')) != NULL)
			*nl++ = '\0';
		else
			nl = s + strlen(s);
		if (*s == '\0' || *s == '#')
			continue;
		if (n == cap) {
			cap *= 2;
			*lines = xrealloc(*lines, cap * sizeof **lines);
		}
		(*lines)[n++] = s;
	}
	for (i = 1; i < n; i++) {
		if (strncmp((*lines)[i], "round ", 6) != 0)
			continue;
		tmp = (*lines)[i];
		memmove(*lines + 1, *lines, i * sizeof **lines);
		(*lines)[0] = tmp;
		break;
	}
	return n;
}

/* Why the arbiter may not give line now, on copy; NULL when he may. */
static char *
import_refusal(struct ui *ui, struct event *copy, const char *line)
{
	struct command	 cmd;
	struct refusal	 r;
	char		*why = NULL;

	if (session_parse(line, &cmd, &why) != 0)
		return why;
	why = refusal_role_text(roles_check(session_roles(ui->session),
	    session_actor(ui->session), &cmd), session_actor(ui->session),
	    &cmd);
	if (why == NULL && !event_apply(copy, &cmd, ui_now(ui), &r))
		why = refusal_text(copy->ed, &r);
	return why;
}

/* Every command tried on a copy of the event: 0, or -1 and the message. */
static int
import_try(struct ui *ui, char **lines, size_t n)
{
	struct event	 copy;
	char		*why = NULL, q[UTF8_QUOTE_SIZE];
	size_t		 i;

	if (!event_copy(&copy, session_event(ui->session))) {
		snprintf(ui->message, sizeof ui->message, "%s",
		    _("out of memory"));
		return -1;
	}
	for (i = 0; i < n && why == NULL; i++)
		why = import_refusal(ui, &copy, lines[i]);
	event_release(&copy);
	if (why == NULL)
		return 0;
	snprintf(ui->message, sizeof ui->message,
	    _("not imported, nothing sent: '%s': %s"), utf8_quote(q, sizeof q,
	    lines[i - 1], strlen(lines[i - 1])), why);
	free(why);
	return -1;
}

/* Send them, one by one; 0, or -1 with the message. */
static int
import_send(struct ui *ui, char **lines, size_t n)
{
	struct command	 cmd;
	char		*why = NULL, q[UTF8_QUOTE_SIZE];
	size_t		 i;

	for (i = 0; i < n; i++) {
		if (session_parse(lines[i], &cmd, &why) != 0 ||
		    session_do(ui->session, &cmd, ui_now(ui), &why) != 0)
			break;
	}
	if (i == n)
		return 0;
	snprintf(ui->message, sizeof ui->message,
	    _("import stopped at '%s' (%zu of %zu commands done): %s"),
	    utf8_quote(q, sizeof q, lines[i], strlen(lines[i])), i, n,
	    why != NULL ? why : "?");
	free(why);
	return -1;
}

/*
 * The file's next round as commands into *text (to free), with what
 * they hold; -1 with the message when the file is refused.
 */
static int
import_read(struct ui *ui, const char *path, char **text,
    struct trf_summary *sum)
{
	const struct event	*ev = session_event(ui->session);
	struct trf_known	*known;
	char			*cause = NULL;
	size_t			 nknown, size = 0;
	FILE			*out;
	int			 rc;

	*text = NULL;
	if ((out = open_memstream(text, &size)) == NULL) {
		snprintf(ui->message, sizeof ui->message, "%s",
		    _("out of memory"));
		return -1;
	}
	known = trf_known_event(ev, &nknown);
	rc = trf_import_known(path, (unsigned)ev->round + 1, known, nknown,
	    out, sum, &cause);
	fclose(out);
	free(known);
	if (rc == 0 && sum->boards == 0)
		xasprintf(&cause, _("%s: no game in round %u: not its "
		    "pairings"), path, (unsigned)ev->round + 1);
	if (cause == NULL)
		return 0;
	snprintf(ui->message, sizeof ui->message, "%s", cause);
	free(cause);
	free(*text);
	*text = NULL;
	return -1;
}

void
import_trf(struct ui *ui, const char *line)
{
	struct trf_summary	 sum;
	char			 path[PROMPT_MAX], *text, **lines = NULL;
	size_t			 n;

	if (import_path(line, path, sizeof path) != 0) {
		snprintf(ui->message, sizeof ui->message, "%s",
		    _("import: which file? import FILE.trf (the next round's "
		    "pairings)"));
		return;
	}
	if (import_read(ui, path, &text, &sum) != 0)
		return;
	n = import_split(text, &lines);
	if (import_try(ui, lines, n) == 0 && import_send(ui, lines, n) == 0)
		snprintf(ui->message, sizeof ui->message,
		    _("imported round %u: %zu boards, %zu new players"),
		    sum.round, sum.boards, sum.added);
	ui->redraw_all = true;
	free(lines);
	free(text);
}

bool
import_round_closed(const struct event *ev)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++) {
		if (ev->games[i].status != GAME_FINISHED &&
		    ev->games[i].status != GAME_ANNULLED)
			return false;
	}
	return ev->ngames > 0;
}
