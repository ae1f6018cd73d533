/*
 * handin.c: what the arbiter hands in at the end of a round: the games as
 * PGN (with clock comments), the whole event's results so far as
 * TRF-2026 (trfout.h: every round, from the journal's lines), and, when
 * it has abnormal points (299), its twin without them for pairing
 * engines that refuse them, written into the event directory for the
 * pairing program; the round's papers laid out for A4 (app/paper.h:
 * pairings, results, incident report) beside them, printed with 'P';
 * and the standings (11.1) on the screen.  Only readings of the event:
 * nothing here changes state, so nothing goes to the journal.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/paper.h"
#include "app/session.h"
#include "app/trfout.h"
#include "app/xmalloc.h"
#include "ui.h"

/* The writers of app/export.h, for ui_write_file(). */
static void
handin_pgn(struct ui *ui, FILE *f, void *arg)
{
	(void)arg;
	export_pgn(session_event(ui->session), f);
}

/*
 * DIR/round-N.trf, the whole event up to round N, and its twin: the
 * message names what was written; *cause on failure.
 */
static int
handin_trf(struct ui *ui, const char *pgn, const char *name, char **cause)
{
	struct trfout_options	 o = { TRFOUT_2026, false, 0 };
	struct trfout		 t;
	struct session		*c;
	char			*path, *twin = NULL, *note = NULL;
	int			 rc;

	xasprintf(&path, "%s/%s.trf", session_dir(ui->session), name);
	trfout_init(&t);
	c = trfout_collect(ui->session, &t);
	rc = trfout_files(session_event(c), &t, &o, path, &twin, &note,
	    cause);
	if (rc == 0 && twin != NULL)
		snprintf(ui->message, sizeof ui->message, _("written: %s, %s "
		    "and %s (without the 299 records, for pairing engines "
		    "that refuse them)"), pgn, path, twin);
	else if (rc == 0)
		snprintf(ui->message, sizeof ui->message,
		    _("written: %s and %s"), pgn, path);
	trfout_release(&t);
	session_close(c);
	free(path);
	free(twin);
	free(note);
	return rc;
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

/* After the files: the papers beside them, and the way to the next round. */
static void
handin_note(struct ui *ui, const char *name)
{
	size_t	n = strlen(ui->message);

	snprintf(ui->message + n, sizeof ui->message - n,
	    import_round_closed(session_event(ui->session)) ?
	    _("; the round's papers: %s-*.txt (P prints them); the next "
	    "round: :import FILE") :
	    _("; the round's papers: %s-*.txt (P prints them)"), name);
}

void
handin_export(struct ui *ui)
{
	char	 name[32], ext[EXPORT_EXT_MAX], *pgn, *cause = NULL;

	snprintf(name, sizeof name, "round-%u",
	    (unsigned)session_event(ui->session)->round);
	if ((pgn = ui_write_file(ui, name, export_ext(session_event(
	    ui->session), ext), handin_pgn, NULL)) == NULL)
		return;
	if (handin_trf(ui, pgn, name, &cause) != 0) {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
	} else if (handin_papers(ui, false))
		handin_note(ui, name);
	free(pgn);
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
