/*
 * incident.c: the incident report's items, read from the journal's lines
 * (incident.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/incident.h"
#include "app/xmalloc.h"
#include "command.h"

const char *
incident_penalty_who(const struct game_penalty *p)
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

/* Whether a journal line is an arbiter's act on g (moves are not): on
 * its board in its round (a board number of another round is another
 * game; an adjourned one outlives its round: A). */
static bool
incident_line(const struct session_line *l, const struct game *g)
{
	return (command_flags(l->verb) & COMMAND_F_INCIDENT) != 0 &&
	    l->board == (long)g->board && l->round == g->round;
}

bool
incident_has(const struct session *s, const struct game *g)
{
	size_t	i, n = session_nlines(s);

	if (g->npenalties > 0 || g->npending > 0 || g->reason != LAW_NONE)
		return true;
	for (i = 0; i < n; i++)
		if (incident_line(session_line(s, i), g))
			return true;
	return false;
}

void
incident_acts(const struct session *s, const struct game *g,
    incident_act_fn *fn, void *arg)
{
	const struct event	*ev = session_event(s);
	const struct session_line *l;
	struct incident_act	 a;
	size_t			 i, n = session_nlines(s);

	for (i = 0; i < n; i++) {
		l = session_line(s, i);
		if (!incident_line(l, g))
			continue;
		incident_when(ev, l->time_ms, a.when, sizeof a.when);
		a.actor = l->actor;
		a.command = l->command;
		a.undone = l->undone;
		a.effect = l->undone ? NULL : l->effect;
		a.article = l->undone || l->article == NULL ? "" : l->article;
		fn(arg, &a);
	}
}

void
incident_notes(const struct game *g, incident_note_fn *fn, void *arg)
{
	char	*text, question[256];
	size_t	 i;

	for (i = 0; i < g->npenalties; i++) {
		xasprintf(&text, _("penalty %s: %s, \"%s\""),
		    game_cite(g, g->penalties[i].law),
		    incident_penalty_who(&g->penalties[i]),
		    g->penalties[i].reason);
		fn(arg, text);
		free(text);
	}
	for (i = 0; i < g->npending; i++) {
		/* Translated, then in the game's numbers (10.2, III.5). */
		edition_expand(g->ed, _(game_question_msgid((enum game_question)
		    g->pending[i].question)), question, sizeof question);
		xasprintf(&text, _("waiting for the arbiter (%s): %s"),
		    game_cite(g, g->pending[i].law), question);
		fn(arg, text);
		free(text);
	}
	if (g->illegal[CLOCK_WHITE] + g->illegal[CLOCK_BLACK] > 0) {
		xasprintf(&text, game_param(g, EDITION_ILLEGAL_LIMIT) != 0 ?
		    _("illegal moves: White %u, Black %u") :
		    _("irregularities corrected: White %u, Black %u"),
		    (unsigned)g->illegal[CLOCK_WHITE],
		    (unsigned)g->illegal[CLOCK_BLACK]);
		fn(arg, text);
		free(text);
	}
}

char *
incident_heading(const struct event *ev, const struct game *g)
{
	const struct player	*w = event_player(ev, g->white);
	const struct player	*b = event_player(ev, g->black);
	char			*line, *outcome = incident_outcome(g);
	char			 bd[EXPORT_BOARD_MAX];

	xasprintf(&line, _("Board %s: %s - %s: %s"), export_board(ev, g, bd),
	    w != NULL ? w->name : "?", b != NULL ? b->name : "?", outcome);
	free(outcome);
	return line;
}

char *
incident_outcome(const struct game *g)
{
	char	*text;

	xasprintf(&text, "%s%s%s%s", g->result[0] != '\0' ? g->result :
	    g->status == GAME_FINISHED ? _("finished, points awaited") :
	    _("not finished"), g->reason != LAW_NONE ? " (" : "",
	    game_cite(g, g->reason), g->reason != LAW_NONE ? ")" : "");
	return text;
}

void
incident_when(const struct event *ev, int64_t ms, char *buf, size_t len)
{
	struct tm	tm;
	time_t		t;

	/* The venue's time (round ... tz), not the machine's. */
	t = (time_t)(ms / 1000 + ev->tz_min * 60);
	if (gmtime_r(&t, &tm) == NULL ||
	    strftime(buf, len, "%H:%M:%S", &tm) == 0)
		snprintf(buf, len, "?");
}

char *
incident_zone(const struct event *ev)
{
	char	*text;

	xasprintf(&text, _("Times are the venue's: UTC%+03d:%02d."),
	    ev->tz_min / 60, (ev->tz_min < 0 ? -ev->tz_min : ev->tz_min) % 60);
	return text;
}
