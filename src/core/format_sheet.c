/*
 * format_sheet.c: the scoresheet and the diagram (format_sheet.h).
 */
#include "config.h"

#include <string.h>

#include "format.h"
#include "format_sheet.h"

/* Append a then b at out (len bytes left), cut to fit: the bytes added. */
static size_t
cat(char *out, size_t len, const char *a, const char *b)
{
	size_t	n = 0, k;

	if (len == 0)
		return 0;
	for (k = 0; a[k] != '\0' && n + 1 < len; k++)
		out[n++] = a[k];
	for (k = 0; b[k] != '\0' && n + 1 < len; k++)
		out[n++] = b[k];
	out[n] = '\0';
	return n;
}

/* Append n blanks (cut to fit): the bytes added. */
static size_t
blanks(char *out, size_t len, size_t n)
{
	size_t	k;

	if (len == 0)
		return 0;
	for (k = 0; k < n && k + 1 < len; k++)
		out[k] = ' ';
	out[k] = '\0';
	return k;
}

/* printf's "%-Ws %6s": text left in width columns, then right in 7, at
 * least one blank apart ("exd6 e.p." fills its column). */
static void
pad(char *out, size_t len, const char *text, size_t width, const char *right)
{
	size_t	n = cat(out, len, text, ""), gap;

	if (n < width)
		n += blanks(out + n, len - n, width - n);
	if (*right != '\0') {
		gap = strlen(right) < 7 ? 7 - strlen(right) : 0;
		if (gap == 0 && n > 0 && out[n - 1] != ' ')
			gap = 1;
		n += blanks(out + n, len - n, gap);
		cat(out + n, len - n, right, "");
	}
}

/* printf's "%3u. %s%s". */
static void
row_head(char *out, size_t len, unsigned number, const char *a, const char *b)
{
	char	digits[12];
	size_t	k = sizeof digits - 1, n;

	digits[k] = '\0';
	do {
		digits[--k] = (char)('0' + number % 10);
		number /= 10;
	} while (number > 0);
	n = blanks(out, len, sizeof digits - 1 - k < 3 ? 3 -
	    (sizeof digits - 1 - k) : 0);
	n += cat(out + n, len - n, digits + k, ". ");
	cat(out + n, len - n, a, b);
}

void
format_sheet(const struct game *g, enum game_style style, int lang,
    format_ply_fn *fn, void *arg)
{
	struct game_pos		pos = g->start, before;
	struct format_ply	ply;
	char			text[GAME_MOVE_TEXT_MAX];
	size_t			i;

	for (i = 0; i < g->nmoves; i++) {
		before = pos;
		g->kind->move_write(&pos, g->moves[i], style, lang, text);
		ply.index = i;
		ply.number = g->kind->move_number(&pos);
		ply.side = g->kind->side(&pos);
		ply.text = text;
		ply.marks = g->marks != NULL ? g->marks[i] : 0;
		ply.clk = g->clk != NULL ? g->clk[i] : -1;
		ply.before = &before;
		g->kind->play(&pos, g->moves[i]);
		fn(arg, &ply);
	}
}

/* format_sheet_rows()'s state while the sheet is walked. */
struct sheet_rows {
	char	(*rows)[FORMAT_ROW_MAX];
	size_t	 max, n;
};

/* One half-move's cell: the move (with (=)), then the mover's time. */
static void
sheet_cell(const struct format_ply *p, char *out, size_t len)
{
	struct format_clock_opts	opts = { 0, NULL };
	char				move[GAME_MOVE_TEXT_MAX + 4];
	char				t[FORMAT_CLOCK_MAX];
	size_t				n;

	n = strlen(p->text);
	memcpy(move, p->text, n + 1);
	if (p->marks & GAME_MARK_OFFER)			/* 9.1b, E13 */
		memcpy(move + n, "(=)", 4);
	if (p->clk < 0) {
		pad(out, len, move, 9, "");
		return;
	}
	format_clock(t, sizeof t, p->clk, false, &opts);
	pad(out, len, move, 9, t);
}

static void
sheet_row(void *arg, const struct format_ply *p)
{
	struct sheet_rows	*s = arg;
	char			 cell[GAME_MOVE_TEXT_MAX + 32];
	size_t			 l;

	sheet_cell(p, cell, sizeof cell);
	if (p->side == 0 || p->index == 0) {
		if (s->n == s->max) {
			memmove(s->rows[0], s->rows[1], (s->max - 1) *
			    sizeof s->rows[0]);
			s->n--;
		}
		row_head(s->rows[s->n++], FORMAT_ROW_MAX, p->number,
		    p->side == 0 ? "" : "...                ", cell);
		return;
	}
	l = strlen(s->rows[s->n - 1]);
	cat(s->rows[s->n - 1] + l, FORMAT_ROW_MAX - l, "  ", cell);
}

size_t
format_sheet_rows(const struct game *g, int lang, char rows[][FORMAT_ROW_MAX],
    size_t max)
{
	struct sheet_rows	s = { rows, max, 0 };

	if (max > 0)
		format_sheet(g, GAME_STYLE_SHEET, lang, sheet_row, &s);
	return s.n;
}

/* The cell's piece, dot or blank. */
static const char *
diagram_cell(const struct game_kind *kind, const struct game_diagram *d,
    int r, int c, const struct format_diagram_opts *o, char buf[8])
{
	if (d->cell[r][c] == GAME_CELL_EMPTY)
		return ".";
	if (d->cell[r][c] == GAME_CELL_NONE)
		return " ";
	return kind->glyph(d->cell[r][c], o->unicode, o->lang, buf);
}

/* format_diagram() with the squares' numbers: 3 columns a cell. */
static size_t
diagram_numbered(const struct game_kind *kind, const struct game_diagram *d,
    const struct format_diagram_opts *o, char rows[][FORMAT_DIAGRAM_ROW_MAX])
{
	char	buf[8], num[4];
	size_t	n;
	int	r, c;

	for (r = 0; r < d->rows; r++) {
		n = cat(rows[r], FORMAT_DIAGRAM_ROW_MAX, o->margin, "");
		for (c = 0; c < d->cols; c++) {
			if (d->number[r][c] == 0) {
				n += blanks(rows[r] + n,
				    FORMAT_DIAGRAM_ROW_MAX - n, 3);
				continue;
			}
			num[0] = d->number[r][c] >= 10 ?
			    (char)('0' + d->number[r][c] / 10 % 10) : ' ';
			num[1] = (char)('0' + d->number[r][c] % 10);
			num[2] = '\0';
			n += cat(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX - n, num,
			    diagram_cell(kind, d, r, c, o, buf));
		}
	}
	rows[r][0] = '\0';
	return (size_t)d->rows + 1;
}

size_t
format_diagram(const struct game_kind *kind, const struct game_pos *pos,
    const struct format_diagram_opts *o, char rows[][FORMAT_DIAGRAM_ROW_MAX])
{
	struct game_diagram	 d;
	char			 buf[8];
	const char		*cell;
	size_t			 n, width = 0;
	int			 r, c;

	kind->diagram(pos, &d);
	for (r = 0; o->numbered && r < d.rows; r++)
		for (c = 0; c < d.cols; c++)
			if (d.number[r][c] != 0)
				return diagram_numbered(kind, &d, o, rows);
	for (r = 0; r < d.rows; r++)
		if (strlen(d.row_label[r]) > width)
			width = strlen(d.row_label[r]);
	for (r = 0; r <= d.rows; r++) {
		n = cat(rows[r], FORMAT_DIAGRAM_ROW_MAX, o->margin, "");
		if (r == d.rows) {	/* the column labels, under the cells */
			n += blanks(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX - n,
			    width);
			n += cat(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX - n,
			    o->gap, "");
			for (c = 0; c < d.cols; c++)
				n += cat(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX -
				    n, c > 0 ? " " : "", d.col_label[c]);
			break;
		}
		n += blanks(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX - n, width -
		    strlen(d.row_label[r]));
		n += cat(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX - n,
		    d.row_label[r], o->gap);
		for (c = 0; c < d.cols; c++) {
			cell = diagram_cell(kind, &d, r, c, o, buf);
			n += cat(rows[r] + n, FORMAT_DIAGRAM_ROW_MAX - n,
			    c > 0 ? " " : "", cell);
		}
	}
	return (size_t)d.rows + 1;
}
