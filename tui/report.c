/*
 * report.c: the round's incident report, for the chief arbiter's
 * paperwork: per board, every arbiter action from the journal (claims,
 * flags, illegal moves, penalties, adjournment, corrections) with its
 * time at the venue and author and what it did (a claim's outcome, the
 * clock times it changed: effect.h), those taken back marked so, then
 * the game's ruling with its article, its penalties and what still waits
 * for a decision.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/i18n.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "ui.h"

const char *
ui_penalty_who(const struct game_penalty *p)
{
	switch (game_penalty_offender(p)) {
	case CLOCK_WHITE:
		return _("offender White");
	case CLOCK_BLACK:
		return _("offender Black");
	default:			/* 13.5: for whom */
		return p->side == CLOCK_WHITE ? _("White") :
		    p->side == CLOCK_BLACK ? _("Black") : _("both");
	}
}

/* Whether a journal line is an arbiter's act on board (moves are not). */
static bool
report_incident(const struct session_line *l, long board)
{
	return (command_flags(l->verb) & COMMAND_F_INCIDENT) != 0 &&
	    l->board == board;
}

static void
report_add(char **s, size_t *len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
report_add(char **s, size_t *len, const char *fmt, ...)
{
	va_list	ap;
	char	*piece;
	int	n;

	va_start(ap, fmt);
	n = vasprintf(&piece, fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	*s = xrealloc(*s, *len + (size_t)n + 1);
	memcpy(*s + *len, piece, (size_t)n + 1);
	*len += (size_t)n;
	free(piece);
}

static void
report_game(const struct ui *ui, const struct game *g, char **s, size_t *len)
{
	const struct event	*ev = session_event(ui->session);
	const struct player	*w = event_player(ev, g->white);
	const struct player	*b = event_player(ev, g->black);
	const struct session_line *l;
	size_t			 i, n = session_nlines(ui->session);
	char			 when[16];
	struct tm		 tm;
	time_t			 t;

	report_add(s, len, _("Board %u: %s - %s: %s%s%s%s\n"), (unsigned)g->board,
	    w != NULL ? w->name : "?", b != NULL ? b->name : "?",
	    g->result[0] != '\0' ? g->result : g->status == GAME_FINISHED ?
	    _("finished, points awaited") : _("not finished"),
	    g->reason != LAW_NONE ? " (" : "", game_cite(g, g->reason),
	    g->reason != LAW_NONE ? ")" : "");
	for (i = 0; i < n; i++) {
		l = session_line(ui->session, i);
		if (!report_incident(l, (long)g->board))
			continue;
		/* The venue's time (round ... tz), not the machine's. */
		t = (time_t)(l->time_ms / 1000 + ev->tz_min * 60);
		gmtime_r(&t, &tm);
		strftime(when, sizeof when, "%H:%M:%S", &tm);
		report_add(s, len, "  %s  %-10s %s%s\n", when, l->actor, l->command,
		    l->undone ? _("  (undone)") : "");
		if (l->effect != NULL && !l->undone)
			report_add(s, len, "            -> %s\n", l->effect);
	}
	for (i = 0; i < g->npenalties; i++)
		report_add(s, len, _("  penalty %s: %s, \"%s\"\n"),
		    game_cite(g, g->penalties[i].law),
		    ui_penalty_who(&g->penalties[i]), g->penalties[i].reason);
	for (i = 0; i < g->npending; i++)
		report_add(s, len, _("  waiting for the arbiter (%s): %s\n"),
		    game_cite(g, g->pending[i].law), _(game_question_text(
		    (enum game_question)g->pending[i].question)));
	if (g->illegal[CLOCK_WHITE] + g->illegal[CLOCK_BLACK] > 0)
		report_add(s, len, _("  illegal moves: White %u, Black %u\n"),
		    (unsigned)g->illegal[CLOCK_WHITE], (unsigned)g->illegal[CLOCK_BLACK]);
}

/* Whether a game has anything to report besides its moves. */
static bool
report_has(const struct ui *ui, const struct game *g)
{
	size_t	i, n = session_nlines(ui->session);

	if (g->npenalties > 0 || g->npending > 0 || g->reason != LAW_NONE)
		return true;
	for (i = 0; i < n; i++) {
		const struct session_line *l = session_line(ui->session, i);

		if (report_incident(l, (long)g->board))
			return true;
	}
	return false;
}

void
report_show(struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);
	char			*s = NULL, title[256];
	size_t			 len = 0, i, boards = 0;

	report_add(&s, &len, _("Times are the venue's: UTC%+03d:%02d.\n\n"),
	    ev->tz_min / 60, (ev->tz_min < 0 ? -ev->tz_min : ev->tz_min) % 60);
	for (i = 0; i < ev->ngames; i++) {
		if (!report_has(ui, &ev->games[i]))
			continue;
		report_game(ui, &ev->games[i], &s, &len);
		report_add(&s, &len, "\n");
		boards++;
	}
	if (boards == 0)
		report_add(&s, &len, _("No incidents in this round.\n"));
	snprintf(title, sizeof title, _("Incident report: %s"),
	    session_title(ui->session));
	text_show(ui, title, s);
	free(s);
}
