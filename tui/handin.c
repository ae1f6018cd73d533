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

/* The writers of app/export.h, for ui_write_file(). */
static void
handin_pgn(struct ui *ui, FILE *f, void *arg)
{
	(void)arg;
	export_pgn(session_event(ui->session), f);
}

static void
handin_trf(struct ui *ui, FILE *f, void *arg)
{
	(void)arg;
	export_trf(session_event(ui->session), f);
}

void
handin_export(struct ui *ui)
{
	char	 name[32], *pgn, *trf;

	snprintf(name, sizeof name, "round-%u",
	    (unsigned)session_event(ui->session)->round);
	if ((pgn = ui_write_file(ui, name, "pgn", handin_pgn, NULL)) == NULL)
		return;
	if ((trf = ui_write_file(ui, name, "trf", handin_trf, NULL)) != NULL)
		snprintf(ui->message, sizeof ui->message,
		    import_round_closed(session_event(ui->session)) ?
		    _("written: %s and %s; the next round: :import FILE") :
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
