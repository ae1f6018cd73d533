/*
 * report.c: the round's incident report on the screen, for the chief
 * arbiter's paperwork: its items come from app/incident.h (the printed
 * report, app/paper.h, lays out the same), set out here per board, each
 * act's effect under it.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/incident.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "ui.h"

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

/* What report_game() writes into. */
struct report_buf {
	char	*s;
	size_t	 len;
};

static void
report_act(void *arg, const struct incident_act *a)
{
	struct report_buf	*r = arg;

	/* The article it applied, as the printed report's column has it. */
	report_add(&r->s, &r->len, "  %s  %-10s %s%s%s%s%s\n", a->when,
	    a->actor, a->command, a->undone ? _("  (undone)") : "",
	    a->article[0] != '\0' ? "  (" : "", a->article,
	    a->article[0] != '\0' ? ")" : "");
	if (a->effect != NULL)
		report_add(&r->s, &r->len, "            -> %s\n", a->effect);
}

static void
report_note(void *arg, const char *text)
{
	struct report_buf	*r = arg;

	report_add(&r->s, &r->len, "  %s\n", text);
}

static void
report_game(const struct ui *ui, const struct game *g, struct report_buf *r)
{
	char	*line = incident_heading(session_event(ui->session), g);

	report_add(&r->s, &r->len, "%s\n", line);
	free(line);
	incident_acts(ui->session, g, report_act, r);
	incident_notes(g, report_note, r);
}

void
report_show(struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);
	struct report_buf	 r = { NULL, 0 };
	char			 title[256], *zone = incident_zone(ev);
	size_t			 i, boards = 0;

	report_add(&r.s, &r.len, "%s\n\n", zone);
	free(zone);
	for (i = 0; i < ev->ngames; i++) {
		if (!incident_has(ui->session, &ev->games[i]))
			continue;
		report_game(ui, &ev->games[i], &r);
		report_add(&r.s, &r.len, "\n");
		boards++;
	}
	if (boards == 0)
		report_add(&r.s, &r.len, _("No incidents in this round.\n"));
	snprintf(title, sizeof title, _("Incident report: %s"),
	    session_title(ui->session));
	text_show(ui, title, r.s);
	free(r.s);
}
