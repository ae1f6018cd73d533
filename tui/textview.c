/*
 * textview.c: a page of text over the views: 'show' and 'state' from the
 * prompt, the envelope of an adjourned game (A2), the round's incident
 * report.  Up and Down scroll, 'w' writes it to a file beside the
 * journal, Esc goes back.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/paper.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "edition.h"
#include "event.h"
#include "state.h"
#include "theme.h"
#include "ui.h"
#include "view.h"

/* A state_out that appends to a growing string. */
struct text_buf {
	char	*s;
	size_t	 len, cap;
};

static void
text_append(void *arg, const char *text, size_t len)
{
	struct text_buf	*b = arg;

	if (b->len + len + 1 > b->cap) {
		b->cap = (b->len + len + 1) * 2;
		b->s = xrealloc(b->s, b->cap);
	}
	memcpy(b->s + b->len, text, len);
	b->len += len;
	b->s[b->len] = '\0';
}

void
text_show(struct ui *ui, const char *title, const char *text)
{
	free(ui->text);
	ui->text = xstrdup(text);
	snprintf(ui->text_title, sizeof ui->text_title, "%s", title);
	ui->text_name[0] = '\0';
	ui->text_top = 0;
	if (ui->view != VIEW_TEXT)
		ui->text_from = ui->view;
	ui->view = VIEW_TEXT;
	ui->redraw_all = true;
}

/* Run one of state.h's writers into the text view. */
void
text_state(struct ui *ui, const char *title,
    void (*fn)(const struct event *, uint16_t, uint16_t, int64_t,
    const struct state_out *), uint16_t round, uint16_t board)
{
	struct text_buf		b = { NULL, 0, 0 };
	struct state_out	o = { text_append, &b };

	text_append(&b, "", 0);
	fn(session_event(ui->session), round, board, ui_now(ui), &o);
	text_show(ui, title, b.s);
	free(b.s);
}

void
text_envelope(struct ui *ui, uint16_t round, uint16_t board)
{
	const struct event	*ev = session_event(ui->session);
	struct text_buf		 b = { NULL, 0, 0 };
	struct state_out	 o = { text_append, &b };
	char			 title[64];

	text_append(&b, "", 0);
	state_envelope(ev, round, board, &o);
	/* 2005 A2, 2023 I.2: the envelope's article as the edition has it. */
	snprintf(title, sizeof title, _("Envelope (%s)"),
	    edition_cite(ev->ed, LAW_ENVELOPE));
	if (b.len > 0) {
		text_show(ui, title, b.s);
		/* w and P write it to a file named for it and its board. */
		if (round != 0)
			snprintf(ui->text_name, sizeof ui->text_name,
			    "envelope-board-%u.%u", (unsigned)round,
			    (unsigned)board);
		else
			snprintf(ui->text_name, sizeof ui->text_name,
			    "envelope-board-%u", (unsigned)board);
	}
	free(b.s);
}

static int64_t
text_draw(struct ui *ui, int64_t now)
{
	const char	*p = ui->text != NULL ? ui->text : "";
	size_t		 skip = ui->text_top, n;
	int		 row = 0;
	char		 line[512];

	ui_row(ui, row++, theme_attr(ROLE_HEADER), ui->text_title);
	while (skip > 0 && *p != '\0') {
		p += strcspn(p, "\n");
		if (*p == '\n')
			p++;
		skip--;
	}
	if (*p == '\0' && ui->text_top > 0)
		ui->text_top--;		/* do not scroll past the end */
	while ((size_t)row < ui->cache_rows) {
		n = strcspn(p, "\n");
		snprintf(line, sizeof line, "%.*s", (int)n, p);
		ui_row(ui, row++, A_NORMAL, line);
		p += n;
		if (*p == '\n')
			p++;
	}
	(void)now;
	return VIEW_POLL_MS;
}

static void
text_write(struct ui *ui, FILE *f, void *arg)
{
	(void)arg;
	fprintf(f, "%s\n\n%s", ui->text_title, ui->text != NULL ? ui->text : "");
}

/* The text shown, into the event's directory: its own name, or stamped. */
static char *
text_file(struct ui *ui)
{
	if (ui->text_name[0] != '\0')
		return ui_write_file(ui, ui->text_name, "txt", text_write,
		    NULL);
	return ui_write_file(ui, "text", NULL, text_write, NULL);
}

static void
text_export(struct ui *ui)
{
	char	*path;

	if ((path = text_file(ui)) == NULL)
		return;
	snprintf(ui->message, sizeof ui->message, _("written to %s"), path);
	free(path);
}

/* P on a text (the envelope to print, A2): its file, then lp, as the
 * round's papers are printed. */
static void
text_print(struct ui *ui)
{
	char	*path, *cause = NULL;

	if ((path = text_file(ui)) == NULL)
		return;
	if (paper_print(path, true, &cause) != 0) {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
	} else
		snprintf(ui->message, sizeof ui->message,
		    _("printed with lp; the file is %s"), path);
	free(path);
}

static void
text_scroll(struct ui *ui, long delta)
{
	if (delta < 0 && (size_t)-delta > ui->text_top)
		ui->text_top = 0;
	else
		ui->text_top = (size_t)((long)ui->text_top + delta);
}

/* Esc goes back to the view the text was shown over (text_show). */
static enum view
text_back(const struct ui *ui)
{
	return ui->text_from;
}

const struct view_ops text_ops = {
	.name = N_("Text"),
	.hint = N_("w: write to a file  P: print  Esc: back  ?: keys"),
	.keys = KEYMAP_TEXT,
	.menu = true,
	.draw = text_draw,
	.scroll = text_scroll,
	.back = text_back,
	.export = text_export,
	.print = text_print,
};
