/*
 * handin.c: what the arbiter hands in at the end of a round: the games as
 * PGN (with clock comments) and the results as TRF-16, written into the
 * event directory for the pairing program, the round's papers laid out
 * for A4 (app/paper.h: pairings, results, incident report) beside them,
 * printed with 'P', and the standings (11.1) on the screen.  Only readings of the event: nothing here changes state,
 * so nothing goes to the journal.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/paper.h"
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

/* The papers of app/paper.h, for ui_write_file(): arg is the kind. */
static void
handin_paper(struct ui *ui, FILE *f, void *arg)
{
	paper_write(ui->session, *(const enum paper_kind *)arg, f);
}

/*
 * The round's papers as DIR/round-N-<kind>.txt, each printed with lp when
 * print: false, the message set, at the first that fails.
 */
static bool
handin_papers(struct ui *ui, bool print)
{
	enum paper_kind	 k;
	char		 name[64], *path, *cause = NULL;
	bool		 ok = true;

	for (k = 0; k < PAPER_KINDS && ok; k++) {
		snprintf(name, sizeof name, "round-%u-%s",
		    (unsigned)session_event(ui->session)->round,
		    paper_kind_name(k));
		if ((path = ui_write_file(ui, name, "txt", handin_paper,
		    &k)) == NULL)
			return false;
		if (print && paper_print(path, true, &cause) != 0) {
			snprintf(ui->message, sizeof ui->message, "%s", cause);
			free(cause);
			ok = false;
		}
		free(path);
	}
	return ok;
}

void
handin_print(struct ui *ui)
{
	if (handin_papers(ui, true))
		snprintf(ui->message, sizeof ui->message, _("printed: round "
		    "%u's pairings, results and incident report"),
		    (unsigned)session_event(ui->session)->round);
}

void
handin_export(struct ui *ui)
{
	char	 name[32], *pgn, *trf;

	snprintf(name, sizeof name, "round-%u",
	    (unsigned)session_event(ui->session)->round);
	if ((pgn = ui_write_file(ui, name, "pgn", handin_pgn, NULL)) == NULL)
		return;
	if ((trf = ui_write_file(ui, name, "trf", handin_trf, NULL)) != NULL &&
	    handin_papers(ui, false))
		snprintf(ui->message, sizeof ui->message,
		    import_round_closed(session_event(ui->session)) ?
		    _("written: %s and %s, and the round's papers (%s-*.txt; "
		    "P prints them); the next round: :import FILE") :
		    _("written: %s and %s, and the round's papers (%s-*.txt; "
		    "P prints them)"), pgn, trf, name);
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
