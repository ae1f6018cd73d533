/*
 * boardview.c: one board: the diagram (Unicode figurines, or letters of
 * the interface language), both clocks, and the scoresheet in two
 * columns in the FIDE form of the interface language.  A game whose
 * squares are numbered (draughts, 2.6) shows every square's number when
 * the terminal is wide enough, and a legend of its pieces; its own
 * states (the Art. 7 count, a 6.3b verification, a 5.6 irregularity)
 * are among the incidents.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/incident.h"
#include "app/session.h"
#include "event.h"
#include "format.h"
#include "format_sheet.h"
#include "theme.h"
#include "ui.h"
#include "view.h"

#define DIAGRAM_W	30	/* "8  r  n  b ..." plus margin, at least */
/* From this width the squares' numbers fit beside the clocks and sheet. */
#define NUMBERED_COLS	72

static void
boardview_side(const struct ui *ui, const struct game *g, int64_t now,
    int side, char *out, size_t len)
{
	const struct event	*ev = session_event(ui->session);
	const struct player	*p = event_player(ev, side == CLOCK_WHITE ? g->white :
				    g->black);
	struct clock_view	 v;
	struct format_clock_opts opts;
	char			 t[FORMAT_CLOCK_MAX + 8];

	opts.tenths_ms = (int64_t)ui->settings.tenths_below * 1000;
	opts.flag_mark = FORMAT_FLAG_MARK;
	clock_peek(&g->clock, now, &v);
	format_clock_side(t, sizeof t, &g->clock, &v, side, &opts);
	snprintf(out, len, "%s %-10s %s", v.running == side ? "*" : " ", t,
	    p != NULL ? p->name : "?");
}

#define SIDE_NAME(side)	((side) == CLOCK_WHITE ? _("White") : _("Black"))

/* The pieces' legend, "w/b man  W/B king", for a kind that names them. */
static void
boardview_legend(const struct ui *ui, const struct game *g, char *out,
    size_t len)
{
	const char *const *names = g->kind->piece_names;
	char		 wb[8], bb[8];
	const char	*w, *b;
	size_t		 n = 0;
	uint8_t		 i;

	out[0] = '\0';
	for (i = 0; names != NULL && names[i] != NULL && n + 1 < len; i++) {
		w = g->kind->glyph(i, !ui->ascii, ui_lang(ui), wb);
		b = g->kind->glyph((uint8_t)(i | 1 << 3), !ui->ascii,
		    ui_lang(ui), bb);
		n += (size_t)snprintf(out + n, len - n, "%s%s/%s %s",
		    i > 0 ? "  " : " ", w, b, _(names[i]));
	}
}

/* The states of editions that have them (the FID draughts rules): the
 * Art. 7 count, a 6.3b verification, a 5.6 irregularity standing; each a
 * row or two, citing its article. */
static size_t
boardview_rules_own(const struct game *g, int64_t now, char rows[][96],
    size_t max)
{
	struct format_clock_opts opts = { 0, NULL };
	char	 t[FORMAT_CLOCK_MAX], most[FORMAT_CLOCK_MAX];
	size_t	 n = 0;
	int	 by = g->verify.by;

	if (g->count.law != LAW_NONE && game_count_limit(g) > 0 && n < max)
		snprintf(rows[n++], sizeof rows[0],
		    _("count (%s): White %u, Black %u of %u"),
		    game_cite(g, (enum law)g->count.law),
		    (unsigned)g->count.moves[CLOCK_WHITE],
		    (unsigned)g->count.moves[CLOCK_BLACK], game_count_limit(g));
	if (g->verify.active && n + 1 < max) {
		format_clock(t, sizeof t, now > g->verify.since ?
		    now - g->verify.since : 0, false, &opts);
		format_clock(most, sizeof most,
		    game_param(g, EDITION_VERIFY_MAX_MS), false, &opts);
		if (by != CLOCK_WHITE && by != CLOCK_BLACK) {
			snprintf(rows[n++], sizeof rows[0],
			    _("arbiter's verification (%s): no repetition"),
			    game_cite(g, LAW_REPETITION_ARBITER));
			snprintf(rows[n++], sizeof rows[0],
			    _("  clocks stopped %s; go charges nobody"), t);
		} else {
			snprintf(rows[n++], sizeof rows[0],
			    _("%s's claim (%s): no repetition"),
			    SIDE_NAME(by), game_cite(g, LAW_REPETITION_CHARGE));
			if (g->verify.keep)
				snprintf(rows[n++], sizeof rows[0],
				    _("  clocks stopped %s; go charges nothing"),
				    t);
			else
				snprintf(rows[n++], sizeof rows[0],
				    _("  clocks stopped %s; go charges up to %s"),
				    t, most);
		}
	}
	if (g->ill.active && n + 1 < max) {
		snprintf(rows[n++], sizeof rows[0],
		    _("irregularity by %s stands (%s)"), SIDE_NAME(g->ill.by),
		    game_cite(g, LAW_ILLEGAL));
		snprintf(rows[n++], sizeof rows[0],
		    _("  awaits a claim or a move by %s"),
		    SIDE_NAME(1 - g->ill.by));
	}
	return n;
}

/* A live source's alert k (enum command_report), what it showed. */
static void
boardview_source_row(const struct game_alert *a, unsigned k, char *row,
    size_t len)
{
	switch (k) {
	case COMMAND_REPORT_ILLEGAL:
		snprintf(row, len, _("source (V): a move the rules refuse, "
		    "ply %u: %.40s"), (unsigned)a->ply, a->text);
		break;
	case COMMAND_REPORT_REWRITE:
		snprintf(row, len, _("source (V): plies changed from ply %u: "
		    "%.40s"), (unsigned)a->ply, a->text);
		break;
	case COMMAND_REPORT_RESULT:
		snprintf(row, len, _("source (V): result %.40s"), a->text);
		break;
	case COMMAND_REPORT_PLAYERS:
		snprintf(row, len, _("source (V): other players: %.50s"),
		    a->text);
		break;
	case COMMAND_REPORT_SILENT:
		snprintf(row, len, _("source (V): silent for %.20s"), a->text);
		break;
	case COMMAND_REPORT_STALE:	/* FEEDS.md 7.3, case 18 */
		snprintf(row, len, _("source (V): clock readings stale: %.40s"),
		    a->text);
		break;
	case COMMAND_REPORT_CONFLICT:	/* FEEDS.md 7.3, case 16 */
		snprintf(row, len, _("source (V): the board in two sources: "
		    "%.40s"), a->text);
		break;
	case COMMAND_REPORT_START:	/* Guidelines II.1 */
		snprintf(row, len, _("source (V): another start: %.40s"),
		    a->text);
		break;
	case COMMAND_REPORT_BOARD:	/* LiveChess's match:false */
		snprintf(row, len, _("source (V): the e-board's pieces are "
		    "not the game's: %.40s"), a->text);
		break;
	case COMMAND_REPORT_AMBIGUOUS:	/* 8.2.3, 4.14 */
		snprintf(row, len, _("source (V): ply %u fits several "
		    "moves: %.50s"), (unsigned)a->ply, a->text);
		break;
	default:
		snprintf(row, len, _("source (V): clock off the control: "
		    "%.40s"), a->text);
		break;
	}
}

static size_t
boardview_source(const struct game *g, char rows[][96], size_t max)
{
	size_t	n = 0, k;

	for (k = 1; k <= GAME_ALERTS && n < max; k++) {
		if (g->alerts[k - 1].active)
			boardview_source_row(&g->alerts[k - 1], (unsigned)k,
			    rows[n++], sizeof rows[0]);
	}
	return n;
}

/* The game's incidents, one short line each, into rows; every article
 * cited as the game's edition numbers it. */
static size_t
boardview_incidents(const struct game *g, int64_t now, char rows[][96],
    size_t max)
{
	char	question[96];
	size_t	n = 0, i;
	int	side;

	if (g->result[0] != '\0' && n < max)
		snprintf(rows[n++], sizeof rows[0], _("result %s (%s)"), g->result,
		    game_cite(g, g->reason));
	/* 2023 9.6.1, 9.6.2: the engine ended it without a claim: why. */
	if (g->reason == LAW_AUTO_REPETITION && n < max)
		snprintf(rows[n++], sizeof rows[0], _("drawn without a claim: "
		    "the same position for the fifth time (%s)"),
		    game_cite(g, g->reason));
	if (g->reason == LAW_AUTO_SEVENTY_FIVE && n < max)
		snprintf(rows[n++], sizeof rows[0], _("drawn without a claim: "
		    "75 moves each without a capture or a pawn move (%s)"),
		    game_cite(g, g->reason));
	/* They may play on at the table: the arbiter steps in. */
	if (g->declare != LAW_NONE && n < max)
		snprintf(rows[n++], sizeof rows[0], _("DECLARE the draw at "
		    "board %u (%s); then V d"), (unsigned)g->board,
		    game_cite(g, g->declare));
	if (game_claimable(g) != LAW_NONE && n < max)	/* 9.2, 9.3 */
		snprintf(rows[n++], sizeof rows[0], _("a draw claim would "
		    "hold now (%s)"), game_cite(g, game_claimable(g)));
	for (i = 0; i < g->npending && n < max; i++) {
		/* Translated, then in the game's numbers (10.2, III.5). */
		edition_expand(g->ed, _(game_question_msgid((enum game_question)
		    g->pending[i].question)), question, sizeof question);
		snprintf(rows[n++], sizeof rows[0], _("DECIDE (%s): %s"),
		    game_cite(g, g->pending[i].law), question);
	}
	if ((g->draw_offer == CLOCK_WHITE || g->draw_offer == CLOCK_BLACK) && n < max)
		snprintf(rows[n++], sizeof rows[0], _("draw offer by %s (%s)"),
		    SIDE_NAME(g->draw_offer), game_cite(g, LAW_OFFER));
	/* 5.6: an irregularity stands in every game; the count, the
	 * verification: editions that have them. */
	if (game_param(g, EDITION_ILLEGAL_STANDS) != 0 ||
	    edition_has(g->ed, LAW_COUNT) ||
	    edition_has(g->ed, LAW_REPETITION_CHARGE))
		n += boardview_rules_own(g, now, rows + n, max - n);
	if (g->ill.active && game_param(g, EDITION_ILLEGAL_STANDS) == 0 &&
	    n < max)
		snprintf(rows[n++], sizeof rows[0],
		    _("illegal move by %s stands unless claimed (%s)"),
		    SIDE_NAME(g->ill.by), game_cite(g, game_category(g) ==
		    TC_BLITZ && edition_has(g->ed, LAW_BLITZ_ILLEGAL) ?
		    LAW_BLITZ_ILLEGAL : LAW_RAPID_ILLEGAL));
	/* Counted toward a loss (7.4b), or corrected only (draughts 5.6). */
	if ((g->illegal[CLOCK_WHITE] || g->illegal[CLOCK_BLACK]) && n < max)
		snprintf(rows[n++], sizeof rows[0],
		    game_param(g, EDITION_ILLEGAL_LIMIT) != 0 ?
		    _("illegal moves (%s): White %u, Black %u") :
		    _("irregularities corrected (%s): White %u, Black %u"),
		    game_cite(g, game_param(g, EDITION_ILLEGAL_LIMIT) != 0 ?
		    LAW_ILLEGAL_LIMIT : LAW_ILLEGAL),
		    (unsigned)g->illegal[CLOCK_WHITE], (unsigned)g->illegal[CLOCK_BLACK]);
	for (i = 0; i < g->npenalties && n < max; i++)
		snprintf(rows[n++], sizeof rows[0], "%s %s: %.60s",
		    game_cite(g, g->penalties[i].law),
		    incident_penalty_who(&g->penalties[i]), g->penalties[i].reason);
	if (g->seal.asked && !g->seal.sealed && n < max)
		snprintf(rows[n++], sizeof rows[0],
		    _("adjourned: the sealed move is awaited (%s)"),
		    game_cite(g, LAW_SEAL));
	else if (g->seal.sealed && !g->seal.opened && n < max)
		snprintf(rows[n++], sizeof rows[0], _("sealed by %s, move %u (%s)"),
		    SIDE_NAME(g->seal.by), (unsigned)g->seal.move_number,
		    game_cite(g, LAW_ENVELOPE));
	for (side = CLOCK_WHITE; side <= CLOCK_BLACK && n < max; side++)
		if (game_scoresheet_free(g, now, side))
			snprintf(rows[n++], sizeof rows[0], _("%s need not keep "
			    "score: under five minutes (%s)"), SIDE_NAME(side),
			    game_cite(g, LAW_SCORESHEET));
	if ((g->absent[CLOCK_WHITE] || g->absent[CLOCK_BLACK]) && n < max)
		snprintf(rows[n++], sizeof rows[0], "%s",
		    !g->absent[CLOCK_BLACK] ? _("absent: White") :
		    !g->absent[CLOCK_WHITE] ? _("absent: Black") :
		    _("absent: both players"));
	return n + boardview_source(g, rows + n, max - n);
}

static int64_t
board_draw(struct ui *ui, int64_t now)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g;
	struct format_diagram_opts opts = { " ", "  ", !ui->ascii, ui_lang(ui),
				    ui->cols >= NUMBERED_COLS };
	char			 left[FORMAT_DIAGRAM_ROW_MAX], right[256];
	char			 line[512], padded[FORMAT_DIAGRAM_ROW_MAX + 64];
	char			 rows[64][FORMAT_ROW_MAX];
	char			 diagram[GAME_DIAGRAM_MAX + 2][FORMAT_DIAGRAM_ROW_MAX];
	char			 incidents[8][96], bd[EXPORT_BOARD_MAX];
	size_t			 nrows, first, ninc, sheet_rows, ndiagram, i;
	int			 row, r, width = DIAGRAM_W;
	int64_t			 next;

	if ((g = ui_game(ui)) == NULL)
		return CLOCK_NEVER;
	ndiagram = format_diagram(g->kind, &g->pos, &opts, diagram);
	for (i = 0; i < ndiagram; i++)
		if (ui_width(diagram[i]) + 2 > width)
			width = ui_width(diagram[i]) + 2;
	if (g->kind->piece_names != NULL) {
		if (diagram[ndiagram - 1][0] != '\0')
			ndiagram++;
		boardview_legend(ui, g, diagram[ndiagram - 1],
		    sizeof diagram[0]);
	}
	nrows = format_sheet_rows(g, ui_lang(ui), rows, 64);
	ninc = boardview_incidents(g, now, incidents, 8);
	/* Right of the diagram: the clocks, the incidents, then the sheet. */
	sheet_rows = ui->cache_rows > 4 + ninc ? ui->cache_rows - 4 - ninc : 1;
	/* Show the latest moves when the sheet is longer than the screen. */
	first = nrows > sheet_rows ? nrows - sheet_rows : 0;
	for (row = 0; (size_t)row < ui->cache_rows; row++) {
		left[0] = right[0] = '\0';
		r = row - 1;
		/* A game an earlier round left adjourned: 1.12 (A). */
		if (row == 0 && g->kind->board_title != NULL)
			snprintf(left, sizeof left, "%s %s",
			    _(g->kind->board_title), export_board(ev, g, bd));
		else if (row == 0)
			snprintf(left, sizeof left, _("Board %s"),
			    export_board(ev, g, bd));
		else if ((size_t)r < ndiagram)
			snprintf(left, sizeof left, "%s", diagram[r]);

		if (row == 0)
			boardview_side(ui, g, now, CLOCK_BLACK, right, sizeof right);
		else if (row == 1)
			boardview_side(ui, g, now, CLOCK_WHITE, right, sizeof right);
		else if (row >= 2 && (size_t)row - 2 < ninc)
			snprintf(right, sizeof right, "  %s", incidents[row - 2]);
		else if ((size_t)row >= 3 + ninc &&
		    first + (size_t)row - 3 - ninc < nrows)
			snprintf(right, sizeof right, "%s",
			    rows[first + (size_t)row - 3 - ninc]);
		/* Pad by display columns: a figurine is one column, three bytes. */
		ui_pad(padded, sizeof padded, left, width);
		snprintf(line, sizeof line, "%s%s", padded, right);
		ui_row(ui, row, A_NORMAL, line);
	}
	next = clock_next_event(&g->clock, now,
	    (int64_t)ui->settings.tenths_below * 1000);
	/* A verification shows how long the clocks have stood. */
	if (g->verify.active && (next == CLOCK_NEVER || next > 1000 -
	    (now - g->verify.since) % 1000))
		next = 1000 - (now - g->verify.since) % 1000;
	return next;
}

/* Up and Down on a board go to the next board of the overview's order. */
static void
board_scroll(struct ui *ui, long delta)
{
	overview_step(ui, delta);
	ui->redraw_all = true;
}

/* A game's own name for its board (draughts: the draughtboard). */
static void
board_title(const struct ui *ui, char *buf, size_t len)
{
	const struct event	*ev = session_event(ui->session);

	snprintf(buf, len, "%s", ev->kind != NULL &&
	    ev->kind->board_title != NULL ? _(ev->kind->board_title) :
	    _("Board"));
}

const struct view_ops board_ops = {
	.name = N_("Board"),
	.hint = N_("m: move  a: actions  c: claim  :: command  Esc: back  ?: keys"),
	.keys = KEYMAP_BOARD,
	.menu = true,
	.draw = board_draw,
	.scroll = board_scroll,
	.title = board_title,
};
