/*
 * helpview.c: the help: every key and what it does, drawn from the key
 * table (keys.c) so that it cannot fall out of date, a dialog's key with
 * its title and articles as the event's edition has them (left out when
 * the edition offers no such dialog); then how a round ends and the next
 * begins.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>

#include "app/i18n.h"
#include "app/session.h"
#include "dialog.h"
#include "edition.h"
#include "event.h"
#include "theme.h"
#include "ui.h"
#include "view.h"

/* After the keys: how a round ends and the next begins (README). */
static const char *const help_notes[] = {
	"",
	N_("Rounds: a round is closed when every game is over. Hand it in"),
	N_("  (x), then start the next at the prompt: round 2 [date ...]."),
	N_("  With games still in play or adjourned 'round' is refused;"),
	N_("  round 2 override \"<reason>\" goes on, the journal keeps why."),
	N_("  Or :import FILE: the next round's pairings from a pairing"),
	N_("  program's TRF file (TRF-16 or TRF-2026), players the event has"),
	N_("  kept; a bad file or an open round is refused, nothing is sent."),
};

/*
 * What a key does in this event and the articles it applies, as the
 * event's edition labels them, into buf: a dialog's title and articles
 * (draughts' 'i' is an irregularity as made, 5.6); NULL when the key's
 * dialog is not offered in this event.
 */
static const char *
help_articles(const struct event *ev, const struct key_binding *b,
    char *buf, size_t size)
{
	const struct dialog_def	*def;

	buf[0] = '\0';
	if (b->action == ACT_STANDINGS)
		snprintf(buf, size, "%s", edition_cite(ev->ed, LAW_SCORING));
	if (b->action != ACT_DIALOG)
		return _(b->help);
	if ((def = dialog_find(ev, (char)b->key)) == NULL)
		return NULL;
	dialog_article(ev, def, buf, size);
	return _(def->title);
}

/* Line i of the help: a key, then the notes; NULL past the end. */
static const char *
help_line(const struct event *ev, size_t i, char *buf, size_t size)
{
	const struct key_binding *b;
	const char		*what;
	char			 arts[128], name[64];
	size_t			 n, k;

	b = keys_table(&n);
	for (k = 0; k < n; k++) {
		if (b[k].name == NULL || (what = help_articles(ev, &b[k], arts,
		    sizeof arts)) == NULL || i-- > 0)
			continue;
		/* The key's name in the interface's language, padded by
		 * columns ("Giù, j" is 7 bytes in 6). */
		ui_pad(name, sizeof name, _(b[k].name), 10);
		if (arts[0] != '\0')
			snprintf(buf, size, "  %s %s (%s)", name, what, arts);
		else
			snprintf(buf, size, "  %s %s", name, what);
		return buf;
	}
	if (i >= sizeof help_notes / sizeof help_notes[0])
		return NULL;
	return help_notes[i][0] != '\0' ? _(help_notes[i]) : "";
}

static int64_t
help_draw(struct ui *ui, int64_t now)
{
	const char	*text = "";
	char		 line[256];
	size_t		 i = ui->help_top;
	int		 row = 0;

	ui_row(ui, row++, theme_attr(ROLE_HEADER),
	    _("Keys (Up/Down scroll, Esc or ? closes)"));
	while ((size_t)row < ui->cache_rows &&
	    (text = help_line(session_event(ui->session), i, line,
	    sizeof line)) != NULL) {
		ui_row(ui, row++, A_NORMAL, text);
		i++;
	}
	if (text == NULL && ui->help_top > 0 &&
	    (size_t)row < ui->cache_rows / 2)
		ui->help_top--;		/* do not scroll past the end */
	while ((size_t)row < ui->cache_rows)
		ui_row(ui, row++, A_NORMAL, "");
	(void)now;
	return VIEW_POLL_MS;
}

static void
help_scroll(struct ui *ui, long delta)
{
	if (delta < 0 && (size_t)-delta > ui->help_top)
		ui->help_top = 0;
	else
		ui->help_top = (size_t)((long)ui->help_top + delta);
	ui->redraw_all = true;
}

/* Esc and '?' go back to the view it was opened from, at its top. */
static void
help_enter(struct ui *ui, enum view from)
{
	ui->help_from = from;
	ui->help_top = 0;
}

static enum view
help_back(const struct ui *ui)
{
	return ui->help_from;
}

const struct view_ops help_ops = {
	.name = N_("Help"),
	.hint = N_("?: keys  Enter: open  a: actions  :: command  q: quit"),
	.keys = KEYMAP_HELP,
	.draw = help_draw,
	.scroll = help_scroll,
	.enter = help_enter,
	.back = help_back,
};
