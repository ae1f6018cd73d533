/*
 * overview.c: one line per board: number, players with ratings, the move
 * number, both clocks with the running side marked, the status, and the
 * alerts an arbiter must see (a flag down, 10.2 claimable, 8.4 under five
 * minutes, clocks stopped).  Sorted by board or by urgency, optionally
 * only the boards with an alert.  Rows are repainted only when their text
 * changes, and only the visible rows are formatted: 500 boards cost what
 * a screenful does.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/session.h"
#include "event.h"
#include "format.h"
#include "theme.h"
#include "ui.h"
#include "view.h"

/* Column widths; names take what is left. */
#define COL_BOARD	3
#define COL_MOVE	4
#define COL_CLOCK	9
#define COL_STATUS	12	/* the status, or the most urgent alert */

/* Alerts, most urgent first: the order of the urgency sort. */
enum alert {
	ALERT_FLAG = 1 << 0,		/* 6.9: a flag is down */
	ALERT_DECLARE = 1 << 1,		/* 2023 9.6, 5.2b: a draw to declare */
	ALERT_DECIDE = 1 << 2,		/* a decision waits for the arbiter */
	ALERT_ILLEGAL = 1 << 3,		/* B6, C3: an illegal move may be claimed */
	ALERT_SOURCE = 1 << 4,		/* a live source reports (report) */
	ALERT_OFFER = 1 << 5,		/* 9.1: a draw offer is open */
	ALERT_ABSENT = 1 << 6,		/* 6.6, 6.7, A9: a player is missing */
	ALERT_SEALED = 1 << 7,		/* Appendix A: sealing or sealed */
	ALERT_QUICKPLAY = 1 << 8,	/* 10.2: under 2 minutes, may claim */
	ALERT_SCORESHEET = 1 << 9,	/* 8.4: under 5 minutes */
	ALERT_CLAIMABLE = 1 << 10,	/* 9.2, 9.3: a claim would hold */
	ALERT_STOPPED = 1 << 11		/* 6.13: the clocks stand */
};
#define ALERT_NB	12

/* The most urgent of a followed game's alerts (by enum command_report),
 * or 0. */
static unsigned
overview_source(const struct game *g)
{
	unsigned	k;

	for (k = 1; k <= GAME_ALERTS; k++) {
		if (g->alerts[k - 1].active)
			return k;
	}
	return 0;
}

static unsigned
overview_alerts(const struct game *g, int64_t now, int *side)
{
	struct clock_view	v;
	unsigned		a = 0;
	int			s;

	*side = -1;
	if (g->npending > 0)
		a |= ALERT_DECIDE;
	if (overview_source(g) != 0)
		a |= ALERT_SOURCE;
	if (g->declare != LAW_NONE)	/* ended by a move: tell the table */
		a |= ALERT_DECLARE;
	/* A7: once the envelope is opened the game is played again. */
	if ((g->seal.asked && !g->seal.opened) ||
	    g->status == GAME_ADJOURNED)
		a |= ALERT_SEALED;
	if (g->status == GAME_PAUSED)
		a |= ALERT_STOPPED;
	if (g->status != GAME_PLAYING && g->status != GAME_PAUSED)
		return a;
	if (g->draw_offer == CLOCK_WHITE || g->draw_offer == CLOCK_BLACK)
		a |= ALERT_OFFER;
	if (g->absent[CLOCK_WHITE] || g->absent[CLOCK_BLACK])
		a |= ALERT_ABSENT;
	if (g->ill.active)
		a |= ALERT_ILLEGAL;
	clock_peek(&g->clock, now, &v);
	for (s = CLOCK_WHITE; s <= CLOCK_BLACK; s++) {
		if (v.flag[s] != CLOCK_NO_FLAG) {
			a |= ALERT_FLAG;
			*side = s;
		}
	}
	s = v.running == CLOCK_NEITHER ? game_side(g) : v.running;
	if (game_quickplay_claimable(g, now, s))
		a |= ALERT_QUICKPLAY;
	else if (game_scoresheet_free(g, now, s))
		a |= ALERT_SCORESHEET;
	if (game_claimable(g) != LAW_NONE)
		a |= ALERT_CLAIMABLE;
	if (*side < 0)
		*side = s;
	return a;
}

/*
 * Milliseconds until a game's alerts may change by time alone: its flag
 * falls, or its running clock reaches 5:00 (8.4) or 2:00 (10.2); or
 * CLOCK_NEVER.  A filtered or sorted overview wakes then, though the game
 * is not among the rows drawn: its row may have to appear or move.
 */
static int64_t
overview_alert_due(const struct game *g, int64_t now)
{
	static const int64_t	marks[] = { 5 * 60000, 2 * 60000 };
	struct clock_view	v;
	int64_t			next, left;
	size_t			i;

	if (g->status != GAME_PLAYING)
		return CLOCK_NEVER;
	next = clock_next_flag(&g->clock, now);
	clock_peek(&g->clock, now, &v);
	if (v.running == CLOCK_NEITHER)
		return next;
	left = v.left[v.running];
	for (i = 0; i < sizeof marks / sizeof marks[0]; i++)
		if (left > marks[i] && left - marks[i] + v.delay_left < next)
			next = left - marks[i] + v.delay_left;
	return next;
}

/* The most urgent alert's rank: lower sorts first. */
static unsigned
overview_rank(unsigned alerts)
{
	unsigned	r;

	for (r = 0; r < ALERT_NB; r++) {
		if (alerts & (1u << r))
			return r;
	}
	return r;
}

static int64_t	sort_now;	/* qsort has no argument: the draw's instant */
static const struct event *sort_ev;

static int
overview_cmp(const void *a, const void *b)
{
	const struct game	*ga = &sort_ev->games[*(const size_t *)a];
	const struct game	*gb = &sort_ev->games[*(const size_t *)b];
	int			 sa, sb;
	unsigned		 ra = overview_rank(overview_alerts(ga, sort_now, &sa));
	unsigned		 rb = overview_rank(overview_alerts(gb, sort_now, &sb));

	if (ra != rb)
		return ra < rb ? -1 : 1;
	if (ga->round != gb->round)	/* this round's first */
		return ga->round > gb->round ? -1 : 1;
	return ga->board < gb->board ? -1 : ga->board > gb->board;
}

/* Recompute the overview's order for now (keeps the selected game). */
static void
overview_order(struct ui *ui, int64_t now)
{
	const struct event	*ev = session_event(ui->session);
	size_t			 i;
	int			 side, pass;

	if (ui->order_cap < ev->ngames + 1) {
		ui->order_cap = ev->ngames + 1;
		ui->order = realloc(ui->order, ui->order_cap * sizeof *ui->order);
		if (ui->order == NULL)
			abort();
	}
	ui->norder = 0;
	/* The current round's boards, then in a section of their own the
	 * games earlier rounds left adjourned (A; ev->games has them
	 * first). */
	for (pass = 0; pass < 2; pass++) {
		for (i = 0; i < ev->ngames; i++) {
			if (event_game_kept(ev, &ev->games[i]) != (pass == 1))
				continue;
			if (ui->alerts_only &&
			    overview_alerts(&ev->games[i], now, &side) == 0)
				continue;
			ui->order[ui->norder++] = i;
		}
	}
	if (ui->by_urgency) {
		sort_now = now;
		sort_ev = ev;
		qsort(ui->order, ui->norder, sizeof *ui->order, overview_cmp);
	}
	if (ui->game >= ev->ngames && ev->ngames > 0)
		ui->game = 0;
}

/* The selected game's position in the order, or 0. */
static size_t
overview_position(const struct ui *ui)
{
	size_t	i;

	for (i = 0; i < ui->norder; i++) {
		if (ui->order[i] == ui->game)
			return i;
	}
	return 0;
}

void
overview_step(struct ui *ui, long delta)
{
	long	pos = (long)overview_position(ui) + delta;

	if (ui->norder == 0)
		return;
	if (pos < 0)
		pos = 0;
	if (pos >= (long)ui->norder)
		pos = (long)ui->norder - 1;
	ui->game = ui->order[pos];
}

bool
overview_jump(struct ui *ui, unsigned round, unsigned board)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g = event_game_at_const(ev, (uint16_t)round,
				    (uint16_t)board);
	size_t			 i;

	if (g == NULL)
		return false;
	i = (size_t)(g - ev->games);
	ui->game = i;
	if (ui->alerts_only && overview_position(ui) == 0 &&
	    (ui->norder == 0 || ui->order[0] != i))
		ui->alerts_only = false;	/* show it */
	return true;
}

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
		return g->result[0] != '\0' ? g->result : _("finished");
	case GAME_ANNULLED:
		return _("annulled");
	}
	return "";
}

/* The alert column's word for each kind of a source's report. */
static const char *const overview_source_words[COMMAND_REPORT_NB] = {
	[COMMAND_REPORT_ILLEGAL] = N_("src: illegal"),
	[COMMAND_REPORT_REWRITE] = N_("src: rewrite"),
	[COMMAND_REPORT_PLAYERS] = N_("src: players"),
	[COMMAND_REPORT_SILENT] = N_("src: silent"),
	[COMMAND_REPORT_CLOCK] = N_("src: clock"),
	[COMMAND_REPORT_STALE] = N_("src: stale"),
	[COMMAND_REPORT_CONFLICT] = N_("src: conflict"),
	[COMMAND_REPORT_START] = N_("src: start"),
	[COMMAND_REPORT_BOARD] = N_("src: board"),
	[COMMAND_REPORT_AMBIGUOUS] = N_("src: ambiguous"),
};

/* A live source's most urgent alert, for the alert column. */
static void
overview_source_text(const struct game *g, char *buf, size_t len)
{
	unsigned	 r = overview_source(g);
	const char	*word = r < COMMAND_REPORT_NB ?
			    overview_source_words[r] : NULL;

	if (r == COMMAND_REPORT_RESULT)		/* the result itself */
		snprintf(buf, len, _("src: %s"),
		    g->alerts[COMMAND_REPORT_RESULT - 1].text);
	else
		snprintf(buf, len, "%s", _(word != NULL ? word :
		    overview_source_words[COMMAND_REPORT_CLOCK]));
}

/* The alert column: the most urgent alert and its side ("flag W"). */
static void
overview_alert_text(const struct game *g, char *buf, size_t len,
    unsigned alerts, int side)
{
	/* TRANSLATORS: W and B mark White and Black in the alert column. */
	const char	*s = side == CLOCK_BLACK ? _("B") : _("W");

	if (alerts & ALERT_FLAG)
		snprintf(buf, len, _("FLAG %s"), s);
	else if (alerts & ALERT_DECLARE)	/* 2023 9.6.1, 9.6.2, 5.2.2 */
		snprintf(buf, len, _("DRAW %s"),
		    game_cite(g, g->declare));
	else if (alerts & ALERT_DECIDE)
		snprintf(buf, len, "%s", _("DECIDE"));
	else if ((alerts & ALERT_ILLEGAL) &&
	    game_param(g, EDITION_ILLEGAL_STANDS) != 0)		/* 5.6 */
		snprintf(buf, len, "%s", _("irregularity"));
	else if (alerts & ALERT_ILLEGAL)
		snprintf(buf, len, "%s", _("illegal move"));
	else if (alerts & ALERT_SOURCE)
		overview_source_text(g, buf, len);
	else if (g->verify.active)		/* 6.3b: the clocks stand */
		snprintf(buf, len, "%s", g->verify.by == CLOCK_WHITE ?
		    _("verifying W") : g->verify.by == CLOCK_BLACK ?
		    _("verifying B") : _("verifying"));
	else if (alerts & ALERT_OFFER)
		snprintf(buf, len, "%s", _("draw offer"));
	else if (alerts & ALERT_ABSENT)
		snprintf(buf, len, "%s", _("absent"));
	else if (alerts & ALERT_SEALED)
		snprintf(buf, len, "%s", _("sealed"));
	else if (alerts & ALERT_QUICKPLAY)
		snprintf(buf, len, "10.2 %s", s);
	else if (alerts & ALERT_SCORESHEET)
		snprintf(buf, len, "8.4 %s", s);
	else if (alerts & ALERT_CLAIMABLE)	/* 9.2, 9.3 */
		snprintf(buf, len, _("claim %s"),
		    game_cite(g, game_claimable(g)));
	else if (g->count.law != LAW_NONE && game_count_limit(g) > 0 &&
	    g->status == GAME_PLAYING)		/* Art. 7: how far it is */
		snprintf(buf, len, _("count %u/%u"), (unsigned)(g->count.moves[0] >
		    g->count.moves[1] ? g->count.moves[0] : g->count.moves[1]),
		    game_count_limit(g));
	else
		buf[0] = '\0';
}

/* "Rossi, Marco (2512)"; the rating goes first when the column is narrow. */
static void
overview_player(char *buf, size_t len, const struct event *ev, uint32_t id,
    int width)
{
	const struct player	*p = event_player(ev, id);

	if (p == NULL)
		snprintf(buf, len, "?");
	else if (p->rating > 0 && (int)strlen(p->name) + 7 <= width)
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

/*
 * A terminal too narrow for every column with names of 8 keeps the status
 * (the alerts the arbiter acts on) next to the board, before the names:
 * the row is cut at the screen's edge, and the clocks go first.
 */
#define OVERVIEW_WIDE_MIN	(COL_BOARD + COL_MOVE + 2 * COL_CLOCK + \
				    COL_STATUS + 8 + 2 * 8)

static bool
overview_narrow(const struct ui *ui)
{
	return ui->cols < OVERVIEW_WIDE_MIN;
}

/* The board column: "12", or "1.12" for a game kept from round 1. */
static int
overview_board_width(const struct event *ev)
{
	char	bd[EXPORT_BOARD_MAX];
	size_t	i;
	int	w = COL_BOARD, n;

	/* ev->games has the kept games first. */
	for (i = 0; i < ev->ngames && event_game_kept(ev, &ev->games[i]);
	    i++)
		if ((n = (int)strlen(export_board(ev, &ev->games[i], bd))) > w)
			w = n;
	return w;
}

static int
overview_name_width(const struct ui *ui)
{
	int	w = (ui->cols - ui->board_w - COL_MOVE - 2 * COL_CLOCK -
		    COL_STATUS - 8) / 2;

	if (overview_narrow(ui))
		w = (ui->cols - ui->board_w - COL_STATUS - 3) / 2;
	return w < 6 ? 6 : w > 36 ? 36 : w;
}

/* The row's columns, in the order the terminal's width gives them. */
static void
overview_columns(const struct ui *ui, char *line, size_t len,
    const char *board, const char *white, const char *black,
    const char *move, const char *wc, const char *bc, const char *status)
{
	char	st[64];

	if (overview_narrow(ui)) {
		ui_pad(st, sizeof st, status, COL_STATUS);
		snprintf(line, len, "%*s %s %s %s %*s %*s %*s", ui->board_w,
		    board, st, white, black, COL_MOVE - 1, move, COL_CLOCK,
		    wc, COL_CLOCK, bc);
	} else
		snprintf(line, len, "%*s %s %s %*s %*s %*s  %s", ui->board_w,
		    board, white, black, COL_MOVE - 1, move, COL_CLOCK, wc,
		    COL_CLOCK, bc, status);
}

static void
overview_line(struct ui *ui, const struct event *ev, const struct game *g,
    int64_t now, char *line, size_t len, unsigned *alerts)
{
	struct clock_view	v;
	char			white[160], black[160], wc[48], bc[48], al[32];
	char			name[160], bd[EXPORT_BOARD_MAX], mv[16];
	int			name_w = overview_name_width(ui), side;

	clock_peek(&g->clock, now, &v);
	overview_player(name, sizeof name, ev, g->white, name_w);
	ui_pad(white, sizeof white, name, name_w);
	overview_player(name, sizeof name, ev, g->black, name_w);
	ui_pad(black, sizeof black, name, name_w);
	overview_clock(wc, sizeof wc, ui, g, &v, CLOCK_WHITE);
	overview_clock(bc, sizeof bc, ui, g, &v, CLOCK_BLACK);
	*alerts = overview_alerts(g, now, &side);
	overview_alert_text(g, al, sizeof al, *alerts, side);
	snprintf(mv, sizeof mv, "%u", (unsigned)game_move_number(g));
	/* An alert says more than "playing": it takes the status column. */
	overview_columns(ui, line, len, export_board(ev, g, bd), white, black,
	    mv, wc, bc, al[0] != '\0' ? al : overview_status(g));
}

static void
overview_header(struct ui *ui)
{
	char	line[512], white[160], black[160];
	int	name_w = overview_name_width(ui);

	ui_pad(white, sizeof white, _("White"), name_w);
	ui_pad(black, sizeof black, _("Black"), name_w);
	overview_columns(ui, line, sizeof line, _("Bd"), white, black, _("Mv"),
	    _("White"), _("Black"), _("Status"));
	ui_row(ui, 0, theme_attr(ROLE_HEADER), line);
}

static int
overview_attr(unsigned alerts, bool selected)
{
	if (selected)
		return theme_attr(ROLE_SELECTED);
	if (alerts & (ALERT_FLAG | ALERT_DECLARE | ALERT_DECIDE | ALERT_ILLEGAL))
		return theme_attr(ROLE_FLAG);
	if (alerts & (ALERT_SOURCE | ALERT_QUICKPLAY | ALERT_SCORESHEET |
	    ALERT_CLAIMABLE | ALERT_OFFER |
	    ALERT_ABSENT | ALERT_SEALED))
		return theme_attr(ROLE_ALERT);
	if (alerts & ALERT_STOPPED)
		return theme_attr(ROLE_DIM);
	return A_NORMAL;
}

static int64_t
overview_draw(struct ui *ui, int64_t now)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g;
	char			 line[512];
	size_t			 pos, shown, i;
	int64_t			 next = CLOCK_NEVER, t;
	int			 row;
	unsigned		 alerts;

	overview_order(ui, now);
	ui->board_w = overview_board_width(ev);
	shown = ui->cache_rows > 1 ? ui->cache_rows - 1 : 1;
	pos = overview_position(ui);
	if (pos < ui->top)
		ui->top = pos;
	if (pos >= ui->top + shown)
		ui->top = pos - shown + 1;
	if (ui->top > ui->norder)
		ui->top = 0;
	overview_header(ui);
	for (row = 1, i = ui->top; (size_t)row < ui->cache_rows; row++, i++) {
		if (i >= ui->norder) {
			ui_row(ui, row, A_NORMAL, i == 0 && row == 1 ?
			    (ev->ngames == 0 ? _("No boards in this round.") :
			    _("No board has an alert.")) : "");
			continue;
		}
		g = &ev->games[ui->order[i]];
		overview_line(ui, ev, g, now, line, sizeof line, &alerts);
		ui_row(ui, row, overview_attr(alerts, ui->order[i] == ui->game),
		    line);
		t = clock_next_event(&g->clock, now,
		    (int64_t)ui->settings.tenths_below * 1000);
		if (t < next)
			next = t;
	}
	for (i = 0; (ui->alerts_only || ui->by_urgency) && i < ev->ngames; i++)
		if ((t = overview_alert_due(&ev->games[i], now)) < next)
			next = t;
	return next;
}

/* "Overview | by urgency | alerts only": its sort and filter. */
static void
overview_title(const struct ui *ui, char *buf, size_t len)
{
	snprintf(buf, len, "%s%s%s", _("Overview"),
	    ui->by_urgency ? _(" | by urgency") : "",
	    ui->alerts_only ? _(" | alerts only") : "");
}

const struct view_ops overview_ops = {
	.name = N_("Overview"),
	.hint = N_("?: keys  Enter: open  a: actions  :: command  q: quit"),
	.keys = KEYMAP_OVERVIEW,
	.menu = true,
	.draw = overview_draw,
	.scroll = overview_step,
	.title = overview_title,
	.print = handin_print,		/* the round's papers */
};
