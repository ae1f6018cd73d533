/*
 * overview.c: one line per board: number, players with ratings, the move
 * number, both clocks with the running side marked, and the status.
 * Rows are repainted only when their text changes.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/session.h"
#include "event.h"
#include "format.h"
#include "theme.h"
#include "ui.h"

/* Column widths; names take what is left. */
#define COL_BOARD	4
#define COL_MOVE	5
#define COL_CLOCK	10

static const char *
overview_status(const struct game *g)
{
	switch (g->status) {
	case GAME_PENDING:
		return _("waiting");
	case GAME_PLAYING:
		return _("playing");
	case GAME_PAUSED:
		return _("stopped");
	case GAME_ADJOURNED:
		return _("adjourned");
	case GAME_FINISHED:
		return g->result;
	case GAME_ANNULLED:
		return _("annulled");
	}
	return "";
}

/* "Rossi, Marco (2512)" cut to width. */
static void
overview_player(char *buf, size_t len, const struct event *ev, uint32_t id)
{
	const struct player	*p = event_player(ev, id);

	if (p == NULL)
		snprintf(buf, len, "?");
	else if (p->rating > 0)
		snprintf(buf, len, "%s (%u)", p->name, p->rating);
	else
		snprintf(buf, len, "%s", p->name);
}

/* A clock's text with the running side marked by '*' (also without colour). */
static void
overview_clock(char *buf, size_t len, const struct ui *ui, const struct game *g,
    const struct clock_view *v, int side)
{
	struct format_clock_opts	opts;
	char				t[FORMAT_CLOCK_MAX + 8];

	opts.tenths_ms = (int64_t)ui->settings.tenths_below * 1000;
	opts.flag_mark = FORMAT_FLAG_MARK;
	format_clock_side(t, sizeof t, &g->clock, v, side, &opts);
	snprintf(buf, len, "%s%s", v->running == side ? "*" : " ", t);
}

static void
overview_line(struct ui *ui, const struct event *ev, const struct game *g,
    int64_t now, char *line, size_t len, int *alert)
{
	struct clock_view	v;
	char			white[160], black[160], wc[48], bc[48];
	int			name_w;
	unsigned		move_no;

	clock_peek(&g->clock, now, &v);
	overview_player(white, sizeof white, ev, g->white);
	overview_player(black, sizeof black, ev, g->black);
	overview_clock(wc, sizeof wc, ui, g, &v, WHITE);
	overview_clock(bc, sizeof bc, ui, g, &v, BLACK);
	move_no = (unsigned)g->pos.fullmove;
	name_w = (ui->cols - COL_BOARD - COL_MOVE - 2 * COL_CLOCK - 14) / 2;
	if (name_w < 8)
		name_w = 8;
	if (name_w > 32)
		name_w = 32;
	snprintf(line, len, "%*u  %-*.*s %-*.*s %*u %*s %*s  %s", COL_BOARD,
	    (unsigned)g->board, name_w, name_w, white, name_w, name_w, black,
	    COL_MOVE - 1, move_no, COL_CLOCK, wc, COL_CLOCK, bc,
	    overview_status(g));
	*alert = v.flag[WHITE] != CLOCK_NO_FLAG ||
	    v.flag[BLACK] != CLOCK_NO_FLAG;
}

static void
overview_header(struct ui *ui)
{
	char	line[512];
	int	name_w = (ui->cols - COL_BOARD - COL_MOVE - 2 * COL_CLOCK - 14) / 2;

	if (name_w < 8)
		name_w = 8;
	if (name_w > 32)
		name_w = 32;
	snprintf(line, sizeof line, "%*s  %-*s %-*s %*s %*s %*s  %s", COL_BOARD,
	    _("Bd"), name_w, _("White"), name_w, _("Black"), COL_MOVE - 1,
	    _("Mv"), COL_CLOCK, _("White"), COL_CLOCK, _("Black"), _("Status"));
	ui_row(ui, 0, theme_attr(ROLE_HEADER), line);
}

int64_t
overview_draw(struct ui *ui, int64_t now)
{
	const struct event	*ev = session_event(ui->session);
	char			 line[512];
	size_t			 i, shown = ui->cache_rows > 1 ? ui->cache_rows - 1 : 1;
	int64_t			 next = CLOCK_NEVER, t;
	int			 row, alert, attr;

	if (ui->selected >= ev->ngames && ev->ngames > 0)
		ui->selected = ev->ngames - 1;
	if (ui->selected < ui->top)
		ui->top = ui->selected;
	if (ui->selected >= ui->top + shown)
		ui->top = ui->selected - shown + 1;
	overview_header(ui);
	for (row = 1, i = ui->top; (size_t)row < ui->cache_rows; row++, i++) {
		if (i >= ev->ngames) {
			ui_row(ui, row, A_NORMAL, "");
			continue;
		}
		overview_line(ui, ev, &ev->games[i], now, line, sizeof line,
		    &alert);
		if (i == ui->selected)
			attr = theme_attr(ROLE_SELECTED);
		else if (alert)
			attr = theme_attr(ROLE_FLAG);
		else
			attr = A_NORMAL;
		ui_row(ui, row, attr, line);
		t = clock_next_event(&ev->games[i].clock, now,
		    (int64_t)ui->settings.tenths_below * 1000);
		if (t < next)
			next = t;
	}
	if (ev->ngames == 0)
		ui_row(ui, 1, A_NORMAL, _("No boards in this round."));
	return next;
}
