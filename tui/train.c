/*
 * train.c: scenarios for training arbiters (see train.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "duration.h"
#include "event.h"
#include "train.h"

/* The canonical text of a command, or "" if it does not parse. */
static void
train_canonical(const char *line, struct command *cmd, char *out, size_t len)
{
	out[0] = '\0';
	if (command_parse(line, strlen(line), cmd, NULL) == COMMAND_OK)
		command_format(cmd, out, len);
}

static void
train_header(struct training *t, const char *line)
{
	if (strncmp(line, "# title:", 8) == 0)
		snprintf(t->title, sizeof t->title, "%s", line + 8 + (line[8] == ' '));
	else if (strncmp(line, "# incident:", 11) == 0) {
		if (t->incident[0] != '\0')
			strncat(t->incident, " ", sizeof t->incident -
			    strlen(t->incident) - 1);
		strncat(t->incident, line + 11 + (line[11] == ' '),
		    sizeof t->incident - strlen(t->incident) - 1);
	}
}

/* One script line before "# ask" (a wait moves virtual time). */
static int
train_line(struct session *s, const char *path, unsigned lineno,
    const char *line, char **cause)
{
	struct command	cmd;
	char		*why;

	if (session_parse(line, &cmd, &why) != 0 ||
	    session_do(s, &cmd, session_now(s), &why) != 0) {
		xasprintf(cause, "%s:%u: '%s': %s", path, lineno, line, why);
		free(why);
		return -1;
	}
	return 0;
}

struct session *
train_open(const char *path, const struct settings *settings,
    struct training *t, char **cause)
{
	struct session	*s;
	struct command	 cmd;
	FILE		*f;
	char		 line[COMMAND_LINE_MAX];
	unsigned	 lineno = 0;
	bool		 ask = false;
	char		*dir;

	memset(t, 0, sizeof *t);
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, _("%s: cannot read the file"), path);
		return NULL;
	}
	if ((dir = session_tempdir(settings, "arbiter-train", cause)) == NULL ||
	    (s = session_open(dir, settings, NULL, timesrc_utc_ms(),
	    cause)) == NULL) {
		free(dir);
		fclose(f);
		return NULL;
	}
	free(dir);
	/* Virtual time starts now, so that the journal's stamps are sane. */
	session_set_virtual(s, timesrc_utc_ms());
	while (fgets(line, sizeof line, f) != NULL) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '#') {
			if (strncmp(line, "# ask", 5) == 0)
				ask = true;
			else
				train_header(t, line);
			continue;
		}
		if (ask) {
			train_canonical(line, &cmd, t->expected,
			    sizeof t->expected);
			if (t->expected[0] == '\0')
				continue;	/* blank */
			t->board = cmd.board;
			break;
		}
		if (train_line(s, path, lineno, line, cause) != 0)
			goto fail;
	}
	if (t->expected[0] == '\0') {
		xasprintf(cause, _("%s:%u: no command after '# ask'"), path,
		    lineno);
		goto fail;
	}
	fclose(f);
	return s;
fail:
	fclose(f);
	session_close(s);
	return NULL;
}

/* "1-0 (6.10)", or how the game stands. */
static void
train_ruling(struct session *s, struct training *t)
{
	const struct event	*ev = session_event(s);
	const struct game	*g = event_game_const(ev, (uint16_t)t->board);
	struct clock_view	 v;

	if (g == NULL) {
		snprintf(t->ruling, sizeof t->ruling, "?");
		return;
	}
	clock_peek(&g->clock, session_now(s), &v);
	if (g->result[0] != '\0')
		snprintf(t->ruling, sizeof t->ruling, _("%s (article %s)"),
		    g->result, game_cite(g, g->reason));
	else
		snprintf(t->ruling, sizeof t->ruling,
		    _("the game goes on; clocks %lld:%02lld - %lld:%02lld"),
		    (long long)(v.left[0] / 60000), (long long)(v.left[0] / 1000 % 60),
		    (long long)(v.left[1] / 60000), (long long)(v.left[1] / 1000 % 60));
}

void
train_answer(struct session *s, struct training *t, const char *line)
{
	struct command	 cmd;
	char		*why = NULL;

	train_canonical(line, &cmd, t->given, sizeof t->given);
	if (t->given[0] == '\0')
		snprintf(t->given, sizeof t->given, "%s", line);
	t->agreed = strcmp(t->given, t->expected) == 0;
	t->answered = true;
	if (session_parse(t->expected, &cmd, &why) != 0 ||
	    session_do(s, &cmd, session_now(s), &why) != 0) {
		snprintf(t->ruling, sizeof t->ruling, _("refused: %s"), why);
		free(why);
		return;
	}
	train_ruling(s, t);
}
