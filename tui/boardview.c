/*
 * boardview.c: one board: the diagram (Unicode figurines, or letters of
 * the interface language), both clocks, and the scoresheet in two
 * columns in the FIDE form of the interface language.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "app/session.h"
#include "chess/notation.h"
#include "event.h"
#include "format.h"
#include "theme.h"
#include "ui.h"

#define DIAGRAM_W	30	/* "8  r  n  b ..." plus margin */

/* One square as text: a figurine, a letter, or a dot for an empty one. */
static const char *
boardview_square(const struct ui *ui, uint8_t piece, char *buf)
{
	static const char *const figurines[2][PIECE_TYPE_NB] = {
		{ "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654" },
		{ "\u265f", "\u265e", "\u265d", "\u265c", "\u265b", "\u265a" },
	};
	/* TRANSLATORS: the piece letters pawn, knight, bishop, rook,
	   queen, king, in this order, for the ASCII diagram. */
	const char	*letters = _("PNBRQK");

	if (piece == EMPTY)
		return ".";
	if (!ui->ascii)
		return figurines[PIECE_COLOR(piece)][PIECE_TYPE(piece)];
	buf[0] = strlen(letters) == 6 ? letters[PIECE_TYPE(piece)] : '?';
	if (PIECE_COLOR(piece) == BLACK && buf[0] >= 'A' && buf[0] <= 'Z')
		buf[0] = (char)(buf[0] - 'A' + 'a');
	buf[1] = '\0';
	return buf;
}

static void
boardview_rank(const struct ui *ui, const struct position *pos, int rank,
    char *out, size_t len)
{
	char	buf[2];
	int	file;
	size_t	n;

	n = (size_t)snprintf(out, len, " %d ", rank + 1);
	for (file = 0; file < 8 && n < len; file++)
		n += (size_t)snprintf(out + n, len - n, " %s",
		    boardview_square(ui, pos->squares[SQ_MAKE(file, rank)], buf));
}

/* One half-move of the sheet: the move, then the mover's time left. */
static void
boardview_cell(const struct game *g, size_t i, const char *san, char *out,
    size_t len)
{
	struct format_clock_opts	opts = { 0, NULL };
	char				t[FORMAT_CLOCK_MAX];

	if (g->clk == NULL) {
		snprintf(out, len, "%-9s", san);
		return;
	}
	format_clock(t, sizeof t, g->clk[i], false, &opts);
	snprintf(out, len, "%-9s%7s", san, t);
}

/*
 * The scoresheet rows, "12. Cf3    1:02:10  Cc6    1:05:00", in the FIDE
 * form of the interface language, with (=) beside a move made with a
 * draw offer (E13) and the time each player had left after it.
 */
static size_t
boardview_sheet(const struct game *g, char rows[][192], size_t max)
{
	struct position	pos = g->start;
	struct undo	u;
	enum notation_lang lang = act_lang();
	char		san[NOTATION_MAX + 4], cell[80];
	size_t		i, n = 0, l;
	unsigned	no = pos.fullmove;

	for (i = 0; i < g->nmoves; i++) {
		notation_write(&pos, g->moves[i], NOTATION_FIDE, lang, san);
		if (g->marks != NULL && (g->marks[i] & GAME_MARK_OFFER))
			strncat(san, "(=)", sizeof san - strlen(san) - 1);
		boardview_cell(g, i, san, cell, sizeof cell);
		if (pos.side == WHITE || i == 0) {
			if (n == max) {
				memmove(rows[0], rows[1], (max - 1) * sizeof rows[0]);
				n--;
			}
			snprintf(rows[n++], sizeof rows[0], "%3u. %s%s", no,
			    pos.side == WHITE ? "" : "...                ", cell);
		} else {
			l = strlen(rows[n - 1]);
			snprintf(rows[n - 1] + l, sizeof rows[0] - l, "  %s", cell);
		}
		if (pos.side == BLACK)
			no++;
		board_make(&pos, g->moves[i], &u);
	}
	return n;
}

static void
boardview_side(const struct ui *ui, const struct game *g, int64_t now,
    int side, char *out, size_t len)
{
	const struct event	*ev = session_event(ui->session);
	const struct player	*p = event_player(ev, side == WHITE ? g->white :
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

/* The game's incidents, one short line each, into rows. */
static size_t
boardview_incidents(const struct game *g, char rows[][96], size_t max)
{
	size_t	n = 0, i;

	if (g->result[0] != '\0' && n < max)
		snprintf(rows[n++], sizeof rows[0], _("result %s (%s)"), g->result,
		    game_cite(g, g->reason));
	for (i = 0; i < g->npending && n < max; i++)
		snprintf(rows[n++], sizeof rows[0], _("DECIDE (%s): %s"),
		    game_cite(g, g->pending[i].law), _(game_question_text(
		    (enum game_question)g->pending[i].question)));
	if ((g->draw_offer == WHITE || g->draw_offer == BLACK) && n < max)
		snprintf(rows[n++], sizeof rows[0], g->draw_offer == WHITE ?
		    _("draw offer by White (9.1)") : _("draw offer by Black (9.1)"));
	if (g->ill.active && n < max)
		snprintf(rows[n++], sizeof rows[0],
		    _("illegal move by %s stands unless claimed (B6, C3)"),
		    g->ill.by == WHITE ? _("White") : _("Black"));
	if ((g->illegal[WHITE] || g->illegal[BLACK]) && n < max)
		snprintf(rows[n++], sizeof rows[0],
		    _("illegal moves (7.4): White %u, Black %u"),
		    (unsigned)g->illegal[WHITE], (unsigned)g->illegal[BLACK]);
	for (i = 0; i < g->npenalties && n < max; i++)
		snprintf(rows[n++], sizeof rows[0], "%s %s: %.60s",
		    game_cite(g, g->penalties[i].law), g->penalties[i].side == WHITE ?
		    _("White") : g->penalties[i].side == BLACK ? _("Black") :
		    _("both"), g->penalties[i].reason);
	if (g->seal.asked && !g->seal.sealed && n < max)
		snprintf(rows[n++], sizeof rows[0], "%s",
		    _("adjourned: the sealed move is awaited (A1a)"));
	else if (g->seal.sealed && !g->seal.opened && n < max)
		snprintf(rows[n++], sizeof rows[0], _("sealed by %s, move %u (A2)"),
		    g->seal.by == WHITE ? _("White") : _("Black"),
		    (unsigned)g->seal.move_number);
	if ((g->absent[WHITE] || g->absent[BLACK]) && n < max)
		snprintf(rows[n++], sizeof rows[0], "%s",
		    !g->absent[BLACK] ? _("absent: White") :
		    !g->absent[WHITE] ? _("absent: Black") :
		    _("absent: both players"));
	return n;
}

int64_t
board_draw(struct ui *ui, int64_t now)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g;
	char			 left[128], right[256], line[512], rows[64][192];
	char			 incidents[8][96];
	size_t			 nrows, first, ninc, sheet_rows;
	int			 row, r;

	(void)ev;
	if ((g = ui_game(ui)) == NULL)
		return CLOCK_NEVER;
	nrows = boardview_sheet(g, rows, 64);
	ninc = boardview_incidents(g, incidents, 8);
	/* Right of the diagram: the clocks, the incidents, then the sheet. */
	sheet_rows = ui->cache_rows > 4 + ninc ? ui->cache_rows - 4 - ninc : 1;
	/* Show the latest moves when the sheet is longer than the screen. */
	first = nrows > sheet_rows ? nrows - sheet_rows : 0;
	for (row = 0; (size_t)row < ui->cache_rows; row++) {
		left[0] = right[0] = '\0';
		r = row - 1;
		if (row == 0)
			snprintf(left, sizeof left, _("Board %u"), (unsigned)g->board);
		else if (r < 8)
			boardview_rank(ui, &g->pos, 7 - r, left, sizeof left);
		else if (r == 8)
			snprintf(left, sizeof left, "    a b c d e f g h");

		if (row == 0)
			boardview_side(ui, g, now, BLACK, right, sizeof right);
		else if (row == 1)
			boardview_side(ui, g, now, WHITE, right, sizeof right);
		else if (row >= 2 && (size_t)row - 2 < ninc)
			snprintf(right, sizeof right, "  %s", incidents[row - 2]);
		else if ((size_t)row >= 3 + ninc &&
		    first + (size_t)row - 3 - ninc < nrows)
			snprintf(right, sizeof right, "%s",
			    rows[first + (size_t)row - 3 - ninc]);
		/* Pad by display columns: a figurine is one column, three bytes. */
		snprintf(line, sizeof line, "%s%*s%s", left,
		    DIAGRAM_W - (int)(ui->ascii || r < 0 || r >= 8 ? strlen(left) :
		    19), "", right);
		ui_row(ui, row, A_NORMAL, line);
	}
	return clock_next_event(&g->clock, now,
	    (int64_t)ui->settings.tenths_below * 1000);
}

void
help_draw(struct ui *ui)
{
	const struct key_binding *b;
	char			 line[256];
	size_t			 n, i, skip = ui->help_top;
	int			 row = 0;

	b = keys_table(&n);
	ui_row(ui, row++, theme_attr(ROLE_HEADER),
	    _("Keys (Up/Down scroll, Esc or ? closes)"));
	for (i = 0; i < n && (size_t)row < ui->cache_rows; i++) {
		if (b[i].name == NULL)
			continue;
		if (skip > 0) {
			skip--;
			continue;
		}
		snprintf(line, sizeof line, "  %-10s %s", b[i].name, _(b[i].help));
		ui_row(ui, row++, A_NORMAL, line);
	}
	if (i == n && ui->help_top > 0 && (size_t)row < ui->cache_rows / 2)
		ui->help_top--;		/* do not scroll past the end */
	while ((size_t)row < ui->cache_rows)
		ui_row(ui, row++, A_NORMAL, "");
}
