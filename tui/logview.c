/*
 * logview.c: the event's journal, newest at the bottom, filtered by
 * words: a number keeps the commands about that board, a verb keeps that
 * kind of command, any other word keeps the lines that name it (a player's
 * name matches the boards that player sits at, and the actor too).  'w'
 * writes what is shown to a text file beside the journal.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

#include "app/i18n.h"
#include "app/incident.h"
#include "app/session.h"
#include "command.h"
#include "event.h"
#include "theme.h"
#include "ui.h"
#include "view.h"

/* Whether a player whose name contains word sits at l's board. */
static bool
log_player_at(const struct event *ev, const char *word,
    const struct session_line *l)
{
	const struct game	*g;
	const struct player	*w, *b;

	if (l->board < 0 || (g = event_game_at_const(ev, l->round,
	    (uint16_t)l->board)) == NULL)
		return false;
	w = event_player(ev, g->white);
	b = event_player(ev, g->black);
	return (w != NULL && strcasestr(w->name, word) != NULL) ||
	    (b != NULL && strcasestr(b->name, word) != NULL);
}

/* Whether l is on the board word names: "12", or "1.12", board 12 of
 * round 1 (an adjourned game kept over later rounds: A). */
static bool
log_board_is(const struct session_line *l, const char *word)
{
	char	*end;
	long	 n = strtol(word, &end, 10);

	if (*end == '.')
		return l->round == n && l->board == strtol(end + 1, NULL, 10);
	return l->board == n;
}

static bool
log_word_matches(const struct event *ev, const struct session_line *l,
    const char *word)
{
	size_t	vlen;

	if (isdigit((unsigned char)word[0]))
		return log_board_is(l, word);
	vlen = strcspn(l->command, " ");
	if (strlen(word) == vlen && strncasecmp(l->command, word, vlen) == 0)
		return true;
	return strcasestr(l->command, word) != NULL ||
	    strcasestr(l->actor, word) != NULL ||
	    log_player_at(ev, word, l);
}

/* Whether a journal line passes the filter, every word of it. */
static bool
log_matches(const struct ui *ui, const struct session_line *l)
{
	const struct event	*ev = session_event(ui->session);
	char			 words[PROMPT_MAX], *w, *save = NULL;

	snprintf(words, sizeof words, "%s", ui->log_filter);
	for (w = strtok_r(words, " ", &save); w != NULL;
	    w = strtok_r(NULL, " ", &save)) {
		if (!log_word_matches(ev, l, w))
			return false;
	}
	return true;
}

/* "  41  15:02:07  root   move 1 e4" in the venue's time, as the report. */
static void
log_format(const struct event *ev, const struct session_line *l, char *buf,
    size_t len)
{
	char		when[16], shown[COMMAND_LINE_MAX];

	ui_mask_secret(l->verb, l->command, shown, sizeof shown);
	incident_when(ev, l->time_ms, when, sizeof when);
	snprintf(buf, len, "%6llu  %s  %-10s %s%s%s%s%s",
	    (unsigned long long)l->seq, when, l->actor, shown,
	    l->undone ? _("   [undone]") : "",
	    l->refused != NULL && !l->undone ? _("   [refused by this build]") :
	    "", l->unpermitted != NULL ? _("   [not permitted by its role]") :
	    "", l->broken == NULL ? "" : l->acknowledged ?
	    _("   [chain broken: accepted]") : _("   [chain broken]"));
}

/* After the header, the zone its times are in, named as the report does. */
static void
log_zone(const struct ui *ui, char *head, size_t len)
{
	char	*zone = incident_zone(session_event(ui->session));
	size_t	 n = strlen(head);

	snprintf(head + n, len - n, "  %s", zone);
	free(zone);
}

static int64_t
log_draw(struct ui *ui, int64_t now)
{
	size_t	 n = session_nlines(ui->session), i, shown = 0, rows;
	size_t	*match;
	char	 line[COMMAND_LINE_MAX + 64], head[PROMPT_MAX + 64];
	int	 row;

	rows = ui->cache_rows > 1 ? ui->cache_rows - 1 : 1;
	(void)now;
	match = calloc(n + 1, sizeof *match);
	if (match == NULL)
		return VIEW_POLL_MS;
	for (i = 0; i < n; i++) {
		if (log_matches(ui, session_line(ui->session, i)))
			match[shown++] = i;
	}
	/* log_back counts lines up from the newest. */
	if (ui->log_back > shown)
		ui->log_back = shown;
	snprintf(head, sizeof head, ui->log_filter[0] != '\0' ?
	    _("Journal: %zu of %zu lines match '%s'") : _("Journal: %zu lines"),
	    ui->log_filter[0] != '\0' ? shown : n, n, ui->log_filter);
	log_zone(ui, head, sizeof head);
	ui_row(ui, 0, theme_attr(ROLE_HEADER), head);
	for (row = 1; (size_t)row <= rows; row++) {
		/* The last row shows the newest line still in view. */
		long	k = (long)shown - (long)ui->log_back - (long)rows +
			    row - 1;

		if (k < 0) {
			ui_row(ui, row, A_NORMAL, "");
			continue;
		}
		log_format(session_event(ui->session),
		    session_line(ui->session, match[k]), line, sizeof line);
		ui_row(ui, row, A_NORMAL, line);
	}
	free(match);
	return VIEW_POLL_MS;
}

/* The lines shown, into f; *arg counts them. */
static void
log_write(struct ui *ui, FILE *f, void *arg)
{
	size_t	 n = session_nlines(ui->session), i, *count = arg;
	const struct event *ev = session_event(ui->session);
	char	 line[COMMAND_LINE_MAX + 64], *zone = incident_zone(ev);

	fprintf(f, "%s\n%s\n", session_title(ui->session), zone);
	free(zone);
	if (ui->log_filter[0] != '\0')
		fprintf(f, _("Lines matching '%s'\n"), ui->log_filter);
	for (i = 0; i < n; i++) {
		if (!log_matches(ui, session_line(ui->session, i)))
			continue;
		log_format(ev, session_line(ui->session, i), line, sizeof line);
		fprintf(f, "%s\n", line);
		++*count;
	}
}

static void
log_export(struct ui *ui)
{
	size_t	 count = 0;
	char	*path;

	if ((path = ui_write_file(ui, "log", NULL, log_write, &count)) == NULL)
		return;
	snprintf(ui->message, sizeof ui->message, _("%zu lines written to %s"),
	    count, path);
	free(path);
}

/* Up goes back in time: log_back counts lines up from the newest. */
static void
log_scroll(struct ui *ui, long delta)
{
	if (delta > 0 && (size_t)delta > ui->log_back)
		ui->log_back = 0;
	else
		ui->log_back = (size_t)((long)ui->log_back - delta);
}

/*
 * Esc goes back to the overview or the board the log was opened from,
 * not to a text or the help opened over it.
 */
static void
log_enter(struct ui *ui, enum view from)
{
	if (from == VIEW_OVERVIEW || from == VIEW_BOARD)
		ui->log_from = from;
}

static enum view
log_back(const struct ui *ui)
{
	return ui->log_from;
}

const struct view_ops log_ops = {
	.name = N_("Journal"),
	.hint = N_("/: filter  w: write to a file  Esc: back  ?: keys"),
	.keys = KEYMAP_LOG,
	.draw = log_draw,
	.scroll = log_scroll,
	.enter = log_enter,
	.back = log_back,
	.export = log_export,
};
