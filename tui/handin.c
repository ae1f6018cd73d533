/*
 * handin.c: what the arbiter hands in at the end of a round: the games as
 * PGN (with clock comments) and the results as TRF-16, written into the
 * event directory for the pairing program, and the standings (11.1) on
 * the screen.  Only readings of the event: nothing here changes state,
 * so nothing goes to the journal.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "ui.h"

/* Write one file with writer; the path written, or NULL on failure. */
static char *
handin_write(struct ui *ui, const char *ext,
    void (*writer)(const struct event *, FILE *))
{
	const struct event	*ev = session_event(ui->session);
	char			*path;
	FILE			*f;

	xasprintf(&path, "%s/round-%u.%s", session_dir(ui->session),
	    (unsigned)ev->round, ext);
	if ((f = fopen(path, "w")) != NULL) {
		writer(ev, f);
		if (ferror(f) | fclose(f))
			f = NULL;
	}
	if (f == NULL) {
		snprintf(ui->message, sizeof ui->message, _("cannot write '%s'"),
		    path);
		free(path);
		return NULL;
	}
	return path;
}

void
handin_export(struct ui *ui)
{
	char	*pgn, *trf;

	if ((pgn = handin_write(ui, "pgn", export_pgn)) == NULL)
		return;
	if ((trf = handin_write(ui, "trf", export_trf)) != NULL)
		snprintf(ui->message, sizeof ui->message,
		    _("written: %s and %s"), pgn, trf);
	free(pgn);
	free(trf);
}

void
handin_standings(struct ui *ui)
{
	char	*text = NULL;
	size_t	 len = 0;
	FILE	*f;

	if ((f = open_memstream(&text, &len)) == NULL) {
		snprintf(ui->message, sizeof ui->message, "%s",
		    _("out of memory"));
		return;
	}
	export_standings(session_event(ui->session), f);
	fclose(f);
	text_show(ui, _("Standings"), text);
	free(text);
}
