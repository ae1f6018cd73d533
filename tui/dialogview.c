/*
 * dialogview.c: the action menu and the dialogs, drawn in a box over the
 * current view.  A choice is answered with its key, a text with the line
 * editor; the last screen shows the command and what the engine will do,
 * and Enter (or y) sends it down the one command path.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/refusal.h"
#include "command.h"
#include "app/session.h"
#include "dialog.h"
#include "event.h"
#include "format.h"
#include "roles.h"
#include "train.h"
#include "theme.h"
#include "ui.h"

/* Word-wrap text into the box from row *y; returns nothing, moves *y. */
static void
dv_wrap(WINDOW *w, int *y, int width, const char *text, int attr)
{
	const char	*p = text;
	int		 n;

	wattrset(w, attr);
	while (*p != '\0') {
		n = (int)strlen(p);
		if (n > width) {
			n = width;
			while (n > 0 && p[n] != ' ')
				n--;
			if (n == 0)
				n = width;
		}
		mvwaddnstr(w, (*y)++, 2, p, n);
		p += n;
		while (*p == ' ')
			p++;
	}
	wattrset(w, A_NORMAL);
}

static WINDOW *
dv_box_wide(struct ui *ui, int rows, int wide)
{
	int	w = ui->cols - 4 < wide ? ui->cols - 4 : wide;
	int	h = rows + 2 < ui->rows - 2 ? rows + 2 : ui->rows - 2;
	WINDOW	*win;

	if (w < 20 || h < 5)
		return NULL;
	win = newwin(h, w, (ui->rows - h) / 2, (ui->cols - w) / 2);
	if (win != NULL) {
		werase(win);
		box(win, 0, 0);
	}
	return win;
}

static WINDOW *
dv_box(struct ui *ui, int rows)
{
	return dv_box_wide(ui, rows, 78);
}

/* Rows a dialog is drawn in before it is shown: more than any needs. */
#define DV_PAD_ROWS	96

/*
 * Show rows 1..end-1 of pad, drawn as the box's inside, in the box: the
 * last of them when they do not all fit, so that the question and the
 * keys that answer it are on screen on the smallest terminal (40x10), a
 * mark on the border saying that more is above.  The cursor follows.
 */
static void
dv_show(WINDOW *w, WINDOW *pad, int end, bool cursor)
{
	int	inner = getmaxy(w) - 2, top = 1, y, x;

	if (end - 1 > inner)
		top = end - inner;
	copywin(pad, w, top, 1, 1, 1, inner, getmaxx(w) - 2, FALSE);
	if (top > 1)
		mvwaddstr(w, 0, getmaxx(w) - 5, "...");
	if (cursor) {
		getyx(pad, y, x);
		wmove(w, y - top + 1, x);
	}
}

/* The menu's rows at most: more than any edition offers. */
#define DV_MENU_MAX	48

/*
 * Why the console's user may not give def's command on board (roles.h:
 * a deputy's boards, the chief's own list), or NULL when he may.  The
 * command is its verb, with the kind of a penalty the dialog fixes
 * (expel); a penalty's kind chosen later is checked when it is given.
 */
static char *
dv_refusal(const struct ui *ui, const struct dialog_def *def,
    uint16_t board)
{
	struct command	cmd;
	size_t		n = strcspn(def->format, " ");
	int		v;

	memset(&cmd, 0, sizeof cmd);
	for (v = 1; v < COMMAND_VERB_NB; v++) {
		if (strlen(command_verb_name((enum command_verb)v)) == n &&
		    strncmp(command_verb_name((enum command_verb)v),
		    def->format, n) == 0)
			break;
	}
	if (v == COMMAND_VERB_NB)
		return NULL;
	cmd.verb = (enum command_verb)v;
	cmd.board = board;
	if (cmd.verb == COMMAND_PENALTY) {
		cmd.u.penalty.kind = strstr(def->format, " expel ") != NULL ?
		    COMMAND_PENALTY_EXPEL : COMMAND_PENALTY_WARN;
		if (cmd.u.penalty.kind == COMMAND_PENALTY_EXPEL)
			cmd.board = 0;		/* the event's: 13.4g */
	}
	return refusal_role_text(roles_check(session_roles(ui->session),
	    session_actor(ui->session), &cmd), session_actor(ui->session),
	    &cmd);
}

/* The menu leaves out what the user's role may not give on board. */
static size_t
dv_menu_allowed(const struct ui *ui, const struct dialog_def **defs,
    size_t n, uint16_t board)
{
	size_t	i, kept = 0;
	char	*why;

	for (i = 0; i < n; i++) {
		if ((why = dv_refusal(ui, defs[i], board)) == NULL)
			defs[kept++] = defs[i];
		free(why);
	}
	return kept;
}

/*
 * An edition labels a ruling with no article of its own "arbiter" (the
 * draughts rules leave clocks, absence and results to him): the menu says
 * so once in its header, so the row keeps the articles only.  Whether
 * the label was there.
 */
static bool
dv_menu_drop_arbiter(char *article)
{
	static const char	word[] = "arbiter";
	size_t			n = sizeof word - 1;
	char			*p;
	bool			found = false;

	for (p = article; (p = strstr(p, word)) != NULL; ) {
		if ((p != article && p[-1] != ' ') ||
		    (p[n] != ',' && p[n] != '\0')) {
			p += n;
			continue;
		}
		found = true;
		if (p[n] == ',')		/* "arbiter, 6.3a" */
			memmove(p, p + n + 2, strlen(p + n + 2) + 1);
		else if (p != article)		/* "6.3a, arbiter" */
			p[-2] = '\0';
		else
			*p = '\0';
	}
	return found;
}

void
menu_draw(struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);
	const struct dialog_def	*defs[DV_MENU_MAX];
	const struct game	*g = ui_game(ui);
	size_t			 n, i;
	WINDOW			*w;
	char			 line[160], title[96], board[16];
	char			 article[DV_MENU_MAX][64];
	int			 y = 1, half, need = 0, colw, room, j;
	int			 fit = ui->rows - 5, per_page, pages;
	size_t			 first;
	bool			 arbiter = false, two = true;

	n = dialog_menu(ev, defs, DV_MENU_MAX);
	n = dv_menu_allowed(ui, defs, n, g != NULL ? g->board : 0);
	for (i = 0; i < n; i++) {	/* "k " title article */
		dialog_article(ev, defs[i], article[i], sizeof article[i]);
		arbiter |= dv_menu_drop_arbiter(article[i]);
		if ((int)strlen(article[i]) + 26 > need)
			need = (int)strlen(article[i]) + 26;
	}
	/* Two columns where both fit whole, else one if the rows fit;
	 * a row at least, for the line that says there is nothing. */
	half = n > 0 ? (int)(n + 1) / 2 : 1;
	if (n == 0)
		need = 36;
	if (2 * need + 6 > ui->cols - 4 && (int)n + 5 <= ui->rows - 2) {
		half = (int)n;
		two = false;
	}
	/* A terminal too low for every row (40x10): pages, Space turns. */
	if (fit < 1)
		fit = 1;
	if (half > fit) {
		half = fit;
		two = 2 * need + 6 <= ui->cols - 4;
	}
	if (half < 1)
		half = 1;
	per_page = two ? 2 * half : half;
	pages = ((int)n + per_page - 1) / per_page;
	if (pages < 1)
		pages = 1;
	first = (size_t)(ui->menu_page % pages * per_page);
	if ((w = dv_box_wide(ui, half + 3, two ? 2 * need + 6 :
	    need + 4)) == NULL)
		return;
	/* The board as the commands name it: "5", or "1.5" for a game
	 * kept from round 1 (Appendix A: adjourned, resumed later). */
	if (g != NULL && event_game_kept(ev, g))
		snprintf(board, sizeof board, "%u.%u", (unsigned)g->round,
		    (unsigned)g->board);
	else
		snprintf(board, sizeof board, "%u",
		    g != NULL ? (unsigned)g->board : 0);
	snprintf(line, sizeof line, arbiter ?
	    _(" Actions on board %s (no article: the arbiter's ruling) ") :
	    _(" Actions on board %s "), board);
	wattrset(w, theme_attr(ROLE_HEADER));
	mvwaddnstr(w, 0, 2, line, getmaxx(w) - 4);
	wattrset(w, A_NORMAL);
	colw = !two ? getmaxx(w) - 4 : getmaxx(w) / 2 - 3;
	for (i = first; i < n && i < first + (size_t)per_page; i++) {
		/* The article whole at the cell's end; the title gives way. */
		room = colw - 3 - (int)strlen(article[i]);
		ui_pad(title, sizeof title, _(defs[i]->title),
		    room < 22 ? (room > 0 ? room : 0) : 22);
		snprintf(line, sizeof line, "%c %s %s", defs[i]->key, title,
		    article[i]);
		j = (int)(i - first);
		mvwaddnstr(w, y + j % half, j < half ? 2 :
		    getmaxx(w) / 2 + 1, line, colw);
	}
	if (pages > 1)
		snprintf(line, sizeof line, _("Space: more (%d/%d); Esc "
		    "closes."), ui->menu_page % pages + 1, pages);
	else
		snprintf(line, sizeof line, "%s", _("Press a key; Esc closes."));
	mvwaddnstr(w, getmaxy(w) - 2, 2, line, getmaxx(w) - 4);
	if (n == 0)	/* an assistant watches (roles.h) */
		mvwaddnstr(w, y, 2, _("Your role gives no action here."),
		    getmaxx(w) - 4);
	wnoutrefresh(w);
	delwin(w);
}

/* Step i's answer as the arbiter chose it: a choice's label, in the
 * interface's language, not the command's word. */
static const char *
dv_answer(const struct dialog *d, int i, char *buf, size_t len)
{
	const struct dialog_choice	*c;

	if (d->answers[i][0] == '\0')
		return "-";
	if (d->def->steps[i].kind == STEP_CHOICE) {
		for (c = d->def->steps[i].choices; c->word != NULL; c++) {
			if (strcmp(c->word, d->answers[i]) == 0)
				return dialog_text(d->ev, c->label, buf, len);
		}
	}
	return d->answers[i];
}

/* The question of the current step, with its choices. */
static void
dv_question(struct ui *ui, WINDOW *w, int *y, int width)
{
	const struct dialog		*d = &ui->dialog;
	const struct dialog_step	*st = &d->def->steps[d->step];
	const struct dialog_choice	*c;
	char				 line[512], text[400];
	int				 x;

	wattrset(w, theme_attr(ROLE_KEY));
	mvwaddnstr(w, (*y)++, 2, dialog_text(d->ev, st->question, text,
	    sizeof text), width);
	wattrset(w, A_NORMAL);
	if (dialog_step_typed(d, d->step)) {
		mvwaddstr(w, *y, 2, "> ");
		waddnstr(w, d->text.text, (int)d->text.cursor);
		getyx(w, x, x);
		waddnstr(w, d->text.text + d->text.cursor, width - 4);
		wmove(w, *y, x);
		(*y)++;
		return;
	}
	for (c = st->choices; c->word != NULL; c++) {
		if (!dialog_offered(d->ev, c))
			continue;
		snprintf(line, sizeof line, "[%c] %s", dialog_choice_key(c),
		    dialog_text(d->ev, c->label, text, sizeof text));
		mvwaddnstr(w, (*y)++, 4, line, width - 2);
	}
}

/* The envelope's items (A2 a-g; 2023 I.2.1-I.2.7), as labelled. */
#define ITEM(i)	edition_item(ev->ed, LAW_ENVELOPE, (i), item[i], sizeof item[0])

/* A2 a-f as they will go on the envelope, before the arbiter confirms. */
static void
dv_envelope_preview(struct ui *ui, WINDOW *w, int *y, int width)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g = event_game_at_const(ev,
				    (uint16_t)ui->dialog.round,
				    (uint16_t)ui->dialog.board);
	const struct player	*pw, *pb;
	struct clock_view	 v;
	struct format_clock_opts opts = { 0, NULL };
	char			 line[256], fen[GAME_POS_TEXT_MAX], tw[32], tb[32];
	char			 item[7][16];

	if (g == NULL)
		return;
	pw = event_player(ev, g->white);
	pb = event_player(ev, g->black);
	clock_peek(&g->clock, ui_now(ui), &v);
	format_clock(tw, sizeof tw, v.used[CLOCK_WHITE], false, &opts);
	format_clock(tb, sizeof tb, v.used[CLOCK_BLACK], false, &opts);
	g->kind->pos_write(&g->pos, fen);
	snprintf(line, sizeof line, _("%s players: %s - %s"), ITEM(0),
	    pw != NULL ? pw->name : "?", pb != NULL ? pb->name : "?");
	mvwaddnstr(w, (*y)++, 2, line, width);
	snprintf(line, sizeof line, _("%s position: %s"), ITEM(1), fen);
	mvwaddnstr(w, (*y)++, 2, line, width);
	snprintf(line, sizeof line, _("%s time used: White %s, Black %s"),
	    ITEM(2), tw, tb);
	mvwaddnstr(w, (*y)++, 2, line, width);
	snprintf(line, sizeof line, _("%s sealed by: %s"), ITEM(3),
	    !g->seal.sealed ?
	    _("(not sealed yet)") : g->seal.by == CLOCK_WHITE ?
	    (pw != NULL ? pw->name : "?") : (pb != NULL ? pb->name : "?"));
	mvwaddnstr(w, (*y)++, 2, line, width);
	snprintf(line, sizeof line, _("%s sealed move number: %u"), ITEM(4),
	    (unsigned)g->seal.move_number);
	mvwaddnstr(w, (*y)++, 2, line, width);
	snprintf(line, sizeof line, _("%s draw offer before adjourning: %s"),
	    ITEM(5), g->seal.offer ? _("yes") : _("no"));
	mvwaddnstr(w, (*y)++, 2, line, width);
	snprintf(line, sizeof line, _("%s resumption: %s %s, %s"), ITEM(6),
	    ui->dialog.answers[0], ui->dialog.answers[1], ui->dialog.answers[2]);
	mvwaddnstr(w, (*y)++, 2, line, width);
}

/* A9: a resumption before the envelope's time is the arbiter's to
 * confirm, knowing it (the replier's clock starts now, not then). */
static void
dv_resume_early(struct ui *ui, WINDOW *w, int *y, int width)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g = event_game_at_const(ev,
				    (uint16_t)ui->dialog.round,
				    (uint16_t)ui->dialog.board);
	char			 line[256];

	if (g == NULL || game_resumption_ms(ev, g) <= ui_now(ui))
		return;
	snprintf(line, sizeof line, _("The envelope gives %04u-%02u-%02u "
	    "%02u:%02u for the resumption: that time has not come. Resume "
	    "now all the same?"), (unsigned)g->seal.date.year,
	    (unsigned)g->seal.date.month, (unsigned)g->seal.date.day,
	    (unsigned)(g->seal.resume_min / 60),
	    (unsigned)(g->seal.resume_min % 60));
	(*y)++;
	dv_wrap(w, y, width, line, theme_attr(ROLE_ALERT));
}

/*
 * 13.4b, c (2023 12.9.2, 12.9.3): what a time penalty does, before the
 * arbiter confirms it: "Black 1:30:00 -> 1:32:00 (13.4b, offender White)".
 */
static void
dv_penalty_effect(struct ui *ui, WINDOW *w, int *y, int width,
    const struct command *cmd)
{
	const struct event	*ev = session_event(ui->session);
	const struct game	*g = event_game_at_const(ev, cmd->round,
				    cmd->board);
	struct format_clock_opts opts = { 0, NULL };
	struct clock_view	 v;
	char			 line[256], before[32], after[32];
	int64_t			 left;
	int			 side = cmd->side == COMMAND_SIDE_BLACK ?
				    CLOCK_BLACK : CLOCK_WHITE;
	bool			 more = cmd->u.penalty.ms > 0;

	if (g == NULL || cmd->verb != COMMAND_PENALTY ||
	    cmd->u.penalty.kind != COMMAND_PENALTY_TIME)
		return;
	clock_peek(&g->clock, ui_now(ui), &v);
	left = clock_shown(&g->clock, &v, side);
	format_clock(before, sizeof before, left, false, &opts);
	format_clock(after, sizeof after, left + cmd->u.penalty.ms > 0 ?
	    left + cmd->u.penalty.ms : 0, false, &opts);
	snprintf(line, sizeof line, _("%s %s -> %s (%s, offender %s)"),
	    side == CLOCK_WHITE ? _("White") : _("Black"), before, after,
	    edition_cite(ev->ed, more ? LAW_TIME_TO_OPPONENT :
	    LAW_TIME_FROM_OFFENDER), (side == CLOCK_WHITE) == more ?
	    _("Black") : _("White"));
	(*y)++;
	dv_wrap(w, y, width, line, theme_attr(ROLE_ALERT));
}

void
dialog_draw(struct ui *ui)
{
	const struct dialog	*d = &ui->dialog;
	struct command		 cmd;
	WINDOW			*w, *p;
	char			 line[PROMPT_MAX + 64], article[64];
	char			 text[1200], answer[400];
	int			 y = 1, i, width;
	bool			 confirm = d->step >= DIALOG_STEPS_MAX ||
				    d->def->steps[d->step].question == NULL;
	bool			 ok;

	if ((w = dv_box(ui, d->def->key == 'E' ? 26 : 20)) == NULL)
		return;
	if ((p = newpad(DV_PAD_ROWS, getmaxx(w))) == NULL) {
		delwin(w);
		return;
	}
	width = getmaxx(w) - 4;
	dialog_article(d->ev, d->def, article, sizeof article);
	if (article[0] != '\0')
		snprintf(line, sizeof line, " %s (%s), %s %u ",
		    _(d->def->title), article, _("board"), d->board);
	else
		snprintf(line, sizeof line, " %s, %s %u ", _(d->def->title),
		    _("board"), d->board);
	wattrset(w, theme_attr(ROLE_HEADER));
	mvwaddnstr(w, 0, 2, line, width);
	wattrset(w, A_NORMAL);
	dv_wrap(p, &y, width, dialog_text(d->ev, d->def->explain, text,
	    sizeof text), theme_attr(ROLE_DIM));
	if (dialog_record_offer(d, text, sizeof text))
		dv_wrap(p, &y, width, text, theme_attr(ROLE_ALERT));
	y++;
	for (i = 0; i < (confirm ? DIALOG_STEPS_MAX : d->step); i++) {
		if (d->def->steps[i].question == NULL)
			break;
		if (!dialog_step_asked(d, i))
			continue;
		snprintf(line, sizeof line, "%s %s", dialog_text(d->ev,
		    d->def->steps[i].question, text, sizeof text),
		    dv_answer(d, i, answer, sizeof answer));
		mvwaddnstr(p, y++, 2, line, width);
	}
	curs_set(0);
	if (!confirm)
		dv_question(ui, p, &y, width);
	else {
		ok = dialog_command(d, &cmd, line, sizeof line);
		if (d->def->key == 'E')
			dv_envelope_preview(ui, p, &y, width);
		if (d->def->key == 'u')
			dv_resume_early(ui, p, &y, width);
		if (ok)
			dv_penalty_effect(ui, p, &y, width, &cmd);
		y++;
		mvwaddnstr(p, y++, 2, _("The command:"), width);
		wattrset(p, theme_attr(ROLE_KEY));
		mvwaddnstr(p, y++, 4, line, width - 2);
		wattrset(p, A_NORMAL);
		y++;
		mvwaddnstr(p, y++, 2,
		    _("Enter or y: apply it   Esc or n: cancel"), width);
	}
	dv_show(w, p, y, !confirm && dialog_step_typed(d, d->step));
	if (!confirm && dialog_step_typed(d, d->step))
		curs_set(1);
	wnoutrefresh(w);
	delwin(p);
	delwin(w);
}

/* A choice key: the answer, or nothing if the key offers none. */
static bool
dv_choose(struct dialog *d, wint_t key)
{
	const struct dialog_choice	*c;

	for (c = d->def->steps[d->step].choices; c->word != NULL; c++) {
		if ((wint_t)dialog_choice_key(c) == key &&
		    dialog_offered(d->ev, c)) {
			snprintf(d->answers[d->step], sizeof d->answers[0], "%s",
			    c->word);
			return true;
		}
	}
	return false;
}

void
dialog_key(struct ui *ui, wint_t key, bool is_key)
{
	struct dialog	*d = &ui->dialog;
	struct command	 cmd;
	char		 line[PROMPT_MAX + 64];
	bool		 confirm = d->step >= DIALOG_STEPS_MAX ||
			    d->def->steps[d->step].question == NULL;

	if (!is_key && key == 27) {
		ui->dialog_open = false;
		ui->redraw_all = true;
		snprintf(ui->message, sizeof ui->message, _("cancelled"));
		return;
	}
	if (confirm) {
		if (is_key ? key == KEY_ENTER : (key == '\r' || key == '\n' ||
		    key == 'y' || key == 'Y' || key == 's' || key == 'S')) {
			ui->dialog_open = false;
			ui->redraw_all = true;
			if (dialog_command(d, &cmd, line, sizeof line))
				act_do(ui, &cmd, line);
			else
				act_command(ui, line);	/* says what is wrong */
		} else if (!is_key && (key == 'n' || key == 'N')) {
			ui->dialog_open = false;
			ui->redraw_all = true;
		}
		return;
	}
	if (dialog_step_typed(d, d->step)) {
		switch (prompt_key(&d->text, key, is_key)) {
		case PROMPT_GOING:
			return;
		case PROMPT_CANCEL:
			ui->dialog_open = false;
			ui->redraw_all = true;
			return;
		case PROMPT_DONE:
			if (d->text.len == 0 &&
			    !d->def->steps[d->step].optional) {
				snprintf(ui->message, sizeof ui->message, "%s",
				    _("this answer cannot be empty (Esc "
				    "cancels the dialog)"));
				ui->redraw_all = true;
				return;
			}
			snprintf(d->answers[d->step], sizeof d->answers[0], "%s",
			    d->text.text);
			break;
		}
	} else if (is_key || !dv_choose(d, key))
		return;
	dialog_advance(d);
	ui->redraw_all = true;
}

/* Open the dialog with this key on the selected board; false if none. */
bool
dialog_open_key(struct ui *ui, int key)
{
	const struct event	*ev = session_event(ui->session);
	const struct dialog_def	*def = dialog_find(ev, (char)key);
	const struct game	*g = ui_game(ui);
	char			*why;

	if (def == NULL || g == NULL || key <= 0 || key > 127)
		return false;
	if ((why = dv_refusal(ui, def, g->board)) != NULL) {
		snprintf(ui->message, sizeof ui->message, "%s", why);
		free(why);
		return true;	/* answered: not "no action on that key" */
	}
	dialog_begin(&ui->dialog, def, ev, ui_now(ui),
	    event_game_kept(ev, g) ? g->round : 0, g->board, g->white,
	    g->black);
	ui->dialog_open = true;
	ui->redraw_all = true;
	return true;
}

bool
message_wide(const struct ui *ui)
{
	return ui->message[0] != '\0' && ui->prompt.mode != PROMPT_CONFIRM &&
	    ui->cols >= 24 && ui_width(ui->message) > ui->cols - 2;
}

/*
 * A refusal or notice too long for the status line, whole in a box just
 * above it (its last lines if even the box cannot hold it), until the
 * next key clears the message.
 */
void
message_draw(struct ui *ui)
{
	WINDOW	*w, *p;
	int	 y = 1, h;

	if ((p = newpad(DV_PAD_ROWS, ui->cols)) == NULL)
		return;
	dv_wrap(p, &y, ui->cols - 4, ui->message, A_NORMAL);
	h = y + 1 < ui->rows - 2 ? y + 1 : ui->rows - 2;
	if (h < 3 || (w = newwin(h, ui->cols, ui->rows - 1 - h, 0)) == NULL) {
		delwin(p);
		return;
	}
	werase(w);
	box(w, 0, 0);
	dv_show(w, p, y, false);
	wnoutrefresh(w);
	delwin(w);
	delwin(p);
}

/* The training box at the bottom: the incident, then the verdict, what
 * the Laws' ruling did and why, the score and the keys to go on. */
void
train_draw(struct ui *ui)
{
	const struct training	*t = ui->training;
	WINDOW			*w, *p;
	char			 line[COMMAND_LINE_MAX + 600];
	int			 y = 1, width = ui->cols - 4, h;

	if (ui->cols < 24 || ui->rows < 10 ||
	    (p = newpad(DV_PAD_ROWS, ui->cols)) == NULL)
		return;
	dv_wrap(p, &y, width, t->incident, A_NORMAL);
	if (!t->answered)
		dv_wrap(p, &y, width, _("Rule on it: a (actions), c (claim), "
		    ": (a command)."), A_NORMAL);
	else {
		snprintf(line, sizeof line, _("You: %s"), t->given);
		dv_wrap(p, &y, width, line, A_NORMAL);
		if (t->why[0] != '\0') {
			snprintf(line, sizeof line, _("refused: %s"), t->why);
			dv_wrap(p, &y, width, line, theme_attr(ROLE_DIM));
		}
		snprintf(line, sizeof line, _("The Laws: %s"), t->expected);
		dv_wrap(p, &y, width, line, A_NORMAL);
		dv_wrap(p, &y, width, t->agreed ?
		    _("You agree with the Laws.") :
		    _("You do not agree with the Laws."),
		    theme_attr(t->agreed ? ROLE_RUNNING : ROLE_FLAG));
		if (!t->agreed && t->differs[0] != '\0') {
			snprintf(line, sizeof line, _("What differs: %s"),
			    t->differs);
			dv_wrap(p, &y, width, line, theme_attr(ROLE_FLAG));
		}
		snprintf(line, sizeof line, _("The engine's ruling: %s"),
		    t->ruling);
		dv_wrap(p, &y, width, line, A_NORMAL);
		if (t->effect[0] != '\0') {
			snprintf(line, sizeof line, _("What it did: %s"),
			    t->effect);
			dv_wrap(p, &y, width, line, A_NORMAL);
		}
		if (t->explain[0] != '\0') {
			snprintf(line, sizeof line, _("Why: %s"), t->explain);
			dv_wrap(p, &y, width, line, theme_attr(ROLE_KEY));
		}
		snprintf(line, sizeof line, _("Score: %u of %u.  n: next "
		    "scenario  r: try again  q: quit"), ui->train_agreed,
		    ui->train_answered);
		dv_wrap(p, &y, width, line, theme_attr(ROLE_HEADER));
	}
	h = y + 1 < ui->rows - 3 ? y + 1 : ui->rows - 3;
	if ((w = newwin(h, ui->cols, ui->rows - 1 - h, 0)) == NULL) {
		delwin(p);
		return;
	}
	werase(w);
	box(w, 0, 0);
	snprintf(line, sizeof line, _(" Training: %s "), t->title);
	wattrset(w, theme_attr(ROLE_HEADER));
	mvwaddnstr(w, 0, 2, line, width);
	wattrset(w, A_NORMAL);
	dv_show(w, p, y, false);
	wnoutrefresh(w);
	delwin(w);
	delwin(p);
}
