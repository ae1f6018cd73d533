/*
 * ui.c: what every view uses and none owns: the body's row cache, the
 * selected game, the event's time, the interface's notation, a sealed
 * move masked and a file written beside the journal.  A leaf: it calls
 * no view, so that the views and the loop above them form no circle
 * (tig's display.c and util.c, htop's CRT.c).
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "app/i18n.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "theme.h"
#include "ui.h"

void
ui_invalidate(struct ui *ui)
{
	size_t	i;

	for (i = 0; i < ui->cache_rows; i++) {
		ui->cache[i].text[0] = '\1';	/* never a drawn text */
		ui->cache[i].attr = -1;
	}
	werase(ui->body);
}

void
ui_row(struct ui *ui, int row, int attr, const char *text)
{
	struct row_cache	*c;
	int			 y, x;

	if (row < 0 || (size_t)row >= ui->cache_rows)
		return;
	c = &ui->cache[row];
	if (c->attr == attr && strcmp(c->text, text) == 0)
		return;
	snprintf(c->text, sizeof c->text, "%s", text);
	c->attr = attr;
	wmove(ui->body, row, 0);
	wattrset(ui->body, attr);
	ui_put_clipped(ui->body, text, ui->cols);
	/*
	 * A text the row's full width leaves the cursor on the next row:
	 * clearing "to the end of the line" there would blank a row the
	 * cache holds as drawn, until Ctrl-L.
	 */
	getyx(ui->body, y, x);
	if (y == row) {
		wclrtoeol(ui->body);
		/* Keep the selection bar the full width. */
		if (attr != A_NORMAL && attr != theme_attr(ROLE_NORMAL))
			whline(ui->body, ' ', ui->cols - x);
	}
	wattrset(ui->body, A_NORMAL);
}

const struct game *
ui_game(const struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);

	return ui->game < ev->ngames ? &ev->games[ui->game] : NULL;
}

int64_t
ui_now(const struct ui *ui)
{
	/*
	 * Training keeps the scenario's virtual time, frozen at the
	 * incident; a console, the event server's clock.
	 */
	return session_clock(ui->session);
}

/* The interface language's notation, for the event's game. */
int
ui_lang(const struct ui *ui)
{
	int	lang = session_event(ui->session)->kind->lang_find(_("en"));

	return lang < 0 ? 0 : lang;
}

/*
 * A1a: the sealed move stays secret until the envelope is opened, on the
 * screen too: "seal 3 Nf3" shows as "seal 3 ****".
 */
void
ui_mask_secret(int verb, const char *command, char *out, size_t len)
{
	const char	*p;

	/* The verb, the board, then the secret: "seal 1 ****". */
	if ((command_flags((enum command_verb)verb) & COMMAND_F_SECRET) &&
	    (p = strchr(command, ' ')) != NULL &&
	    (p = strchr(p + 1, ' ')) != NULL)
		snprintf(out, len, "%.*s ****", (int)(p - command), command);
	else
		snprintf(out, len, "%s", command);
}

char *
ui_write_file(struct ui *ui, const char *prefix, const char *ext,
    void (*writer)(struct ui *, FILE *, void *), void *arg)
{
	char		*path, stamp[32];
	time_t		 now = time(NULL);
	struct tm	 tm;
	FILE		*f;

	if (ext == NULL) {		/* a copy of what is shown: stamped */
		localtime_r(&now, &tm);
		strftime(stamp, sizeof stamp, "%Y%m%d-%H%M%S", &tm);
		xasprintf(&path, "%s/%s-%s.txt", session_dir(ui->session),
		    prefix, stamp);
	} else
		xasprintf(&path, "%s/%s.%s", session_dir(ui->session), prefix,
		    ext);
	if ((f = fopen(path, "w")) != NULL) {
		writer(ui, f, arg);
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
