/*
 * loop.c: the console's single-threaded loop.  Each turn draws what is
 * stale, calls doupdate() once, then waits for a key no longer than the
 * next visible change (a clock's text, a flag, a line from another
 * arbiter): an idle console with hundreds of running clocks sleeps
 * between the changes it has to show (tmux window-clock.c).
 */
#include "config.h"

#include <sys/ioctl.h>

#include <curses.h>
#include <poll.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>
#include <wchar.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "keys.h"
#include "roles.h"
#include "theme.h"
#include "train.h"
#include "ui.h"
#include "view.h"

/*
 * Upper bounds on a wait: the server's lines wake the loop at once (its
 * socket is polled with the terminal); while the server is away, the loop
 * looks for it again every second.
 */
#define LOOP_AWAY_MS	1000
#define LOOP_WAIT_MS	60000

/*
 * The views, by enum view: a new view is its file (view.h) and a line
 * here.
 */
static const struct view_ops *const views[] = {
	[VIEW_OVERVIEW] = &overview_ops,
	[VIEW_BOARD] = &board_ops,
	[VIEW_LOG] = &log_ops,
	[VIEW_TEXT] = &text_ops,
	[VIEW_HELP] = &help_ops,
	[VIEW_SOURCES] = &sources_ops,
};
_Static_assert(sizeof views / sizeof views[0] == VIEW_NB,
    "every view has its line in views[]");

/* Ctrl-C: set by the handler, taken by the loop (q's question). */
static volatile sig_atomic_t loop_interrupted;

static void
loop_on_interrupt(int sig)
{
	(void)sig;
	loop_interrupted = 1;
}

static void
loop_catch_interrupt(void)
{
	struct sigaction	sa;

	memset(&sa, 0, sizeof sa);
	sa.sa_handler = loop_on_interrupt;	/* no SA_RESTART: poll wakes */
	sigemptyset(&sa.sa_mask);
	sigaction(SIGINT, &sa, NULL);
}

/* (Re)make the three windows for the terminal's size. */
static void
loop_layout(struct ui *ui)
{
	getmaxyx(stdscr, ui->rows, ui->cols);
	if (ui->title != NULL) {
		delwin(ui->title);
		delwin(ui->body);
		delwin(ui->status);
	}
	ui->title = newwin(1, ui->cols, 0, 0);
	ui->body = newwin(ui->rows > 2 ? ui->rows - 2 : 1, ui->cols, 1, 0);
	ui->status = newwin(1, ui->cols, ui->rows > 1 ? ui->rows - 1 : 0, 0);
	keypad(ui->status, TRUE);
	ui->cache_rows = ui->rows > 2 ? (size_t)ui->rows - 2 : 1;
	ui->cache = realloc(ui->cache, ui->cache_rows * sizeof *ui->cache);
	if (ui->cache == NULL)
		abort();
	clearok(curscr, TRUE);
	ui_invalidate(ui);
}

/*
 * Who runs the console and what he may (roles.h): "anna: deputy, boards
 * 1-4, 9"; the user alone before the event names its arbiters.
 */
static void
loop_who(const struct ui *ui, char *buf, size_t len)
{
	static const char *const role_names[] = { "", N_("chief"),
	    N_("deputy"), N_("assistant") };
	const struct roles	*r = session_roles(ui->session);
	const char		*me = session_actor(ui->session);
	const struct command_boards *b;
	int			 i;
	size_t			 at, k;

	if ((i = roles_find(r, me)) < 0) {
		snprintf(buf, len, r->n == 0 ? "%s" : _("%s: no role"), me);
		return;
	}
	at = (size_t)snprintf(buf, len, "%s: %s", me,
	    r->r[i].role < 4 ? _(role_names[r->r[i].role]) : "?");
	if (!r->r[i].has_boards)
		return;
	b = &r->r[i].boards;
	for (k = 0; k < b->n && at < len; k++) {
		at += (size_t)snprintf(buf + at, len - at, b->r[k].lo ==
		    b->r[k].hi ? "%s%u" : "%s%u-%u", k == 0 ? _(", boards ") :
		    ",", (unsigned)b->r[k].lo, (unsigned)b->r[k].hi);
	}
}

static void
loop_title(struct ui *ui, int64_t now)
{
	const struct view_ops *v = views[ui->view];
	char		 line[512], who[128], view[192];

	if (v->title != NULL)
		v->title(ui, view, sizeof view);
	else
		snprintf(view, sizeof view, "%s", _(v->name));
	loop_who(ui, who, sizeof who);
	snprintf(line, sizeof line, " arbiter | %s | %s | %s%s%s",
	    session_title(ui->session), who, view,
	    session_read_only(ui->session) != NULL ? _(" | READ ONLY") : "",
	    session_fd(ui->session) < 0 && ui->training == NULL ?
	    _(" | SERVER AWAY") : "");
	(void)now;
	werase(ui->title);
	wbkgdset(ui->title, ' ' | (chtype)theme_attr(ROLE_TITLE));
	wattrset(ui->title, theme_attr(ROLE_TITLE));
	mvwaddnstr(ui->title, 0, 0, line, ui->cols);
	whline(ui->title, ' ', ui->cols);
	wnoutrefresh(ui->title);
}

/* The prompt's line, with the cursor where the editing happens. */
static void
loop_prompt_line(struct ui *ui)
{
	struct prompt	*p = &ui->prompt;
	const char	*label = p->mode == PROMPT_COMMAND ? ":" :
			    p->mode == PROMPT_REASON ? p->question :
			    p->mode == PROMPT_JUMP ? _("board: ") :
			    p->mode == PROMPT_FILTER ? _("filter: ") : _("move: ");
	int		 x;

	if (p->mode == PROMPT_CONFIRM) {
		mvwaddnstr(ui->status, 0, 1, p->question, ui->cols - 1);
		curs_set(0);
		return;
	}
	mvwaddstr(ui->status, 0, 0, label);
	waddnstr(ui->status, p->text, (int)p->cursor);
	getyx(ui->status, x, x);
	waddstr(ui->status, p->text + p->cursor);
	if (ui->message[0] != '\0') {
		/* What Tab found (or a refusal), beside the line being edited. */
		waddstr(ui->status, "   ");
		ui_put_clipped(ui->status, ui->message,
		    ui->cols - getcurx(ui->status) - 1);
	}
	wmove(ui->status, 0, x < ui->cols ? x : ui->cols - 1);
	curs_set(1);
}

static void
loop_status(struct ui *ui)
{
	const char	*text;

	werase(ui->status);
	wbkgdset(ui->status, ' ' | (chtype)theme_attr(ROLE_STATUS));
	wattrset(ui->status, theme_attr(ROLE_STATUS));
	if (ui->prompt.mode != PROMPT_OFF) {
		loop_prompt_line(ui);
		wnoutrefresh(ui->status);
		return;
	}
	curs_set(0);
	if (ui->asking_quit)
		text = _("Clocks are running. Quit anyway? (y/n)");
	else if (ui->message[0] != '\0')
		text = ui->message;
	else
		text = _(views[ui->view]->hint);
	mvwaddnstr(ui->status, 0, 1, text, ui->cols - 1);
	wnoutrefresh(ui->status);
}

/* Draw everything stale; return ms until the next visible change. */
static int64_t
loop_draw(struct ui *ui, int64_t now)
{
	int64_t	next;
	bool	boxed;

	boxed = !ui->menu_open && !ui->dialog_open && message_wide(ui);
	if (ui->redraw_all || (ui->message_boxed && !boxed)) {
		ui_invalidate(ui);	/* and the rows the box covered */
		ui->redraw_all = false;
	}
	ui->message_boxed = boxed;
	loop_title(ui, now);
	next = views[ui->view]->draw(ui, now);
	wnoutrefresh(ui->body);
	loop_status(ui);
	if (ui->training != NULL && !ui->menu_open && !ui->dialog_open)
		train_draw(ui);
	if (ui->menu_open)
		menu_draw(ui);
	else if (ui->dialog_open)
		dialog_draw(ui);
	else if (boxed)
		message_draw(ui);
	doupdate();
	return next;
}

static bool
loop_clocks_running(struct ui *ui)
{
	return session_clocks_running(ui->session);
}

static void
loop_move(struct ui *ui, enum action act)
{
	long	page = ui->cache_rows > 2 ? (long)ui->cache_rows - 2 : 1;
	long	delta = 0;

	switch (act) {
	case ACT_UP:
		delta = -1;
		break;
	case ACT_DOWN:
		delta = 1;
		break;
	case ACT_PAGE_UP:
		delta = -page;
		break;
	case ACT_PAGE_DOWN:
		delta = page;
		break;
	case ACT_FIRST:
		delta = -(long)session_ngames(ui->session);
		break;
	case ACT_LAST:
		delta = (long)session_ngames(ui->session);
		break;
	default:
		break;
	}
	/* (*...): curses has a macro scroll(win). */
	(*views[ui->view]->scroll)(ui, delta);
}

/* Open view v; the view remembers where it was opened from (Esc). */
static void
loop_set_view(struct ui *ui, enum view v)
{
	if (v != ui->view && views[v]->enter != NULL)
		views[v]->enter(ui, ui->view);
	ui->view = v;
	ui->redraw_all = true;
}

/* Where Esc goes from the view shown. */
static enum view
loop_back(const struct ui *ui)
{
	const struct view_ops	*v = views[ui->view];

	return v->back != NULL ? v->back(ui) : VIEW_OVERVIEW;
}

/*
 * A word of letters at the prompt names a player: Tab puts his start
 * number in its place ("penalty ross" -> "penalty 1 "), or lists the
 * players it could be.
 */
static bool
loop_complete_player(struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);
	struct prompt		*p = &ui->prompt;
	const struct player	*found = NULL;
	size_t			 start = p->cursor, wlen, i, matches = 0, used = 0;
	char			 id[16];

	while (start > 0 && p->text[start - 1] != ' ')
		start--;
	wlen = p->cursor - start;
	if (wlen == 0 || (p->text[start] >= '0' && p->text[start] <= '9') ||
	    p->text[start] == '"' || p->text[start] == '+' ||
	    p->text[start] == '-')
		return false;
	ui->message[0] = '\0';
	for (i = 0; i < ev->nplayers; i++) {
		if (strncasecmp(ev->players[i].name, p->text + start, wlen) != 0)
			continue;
		found = &ev->players[i];
		if (matches++ < 4 && used < sizeof ui->message)
			used += (size_t)snprintf(ui->message + used,
			    sizeof ui->message - used, "%s%u %s",
			    matches > 1 ? ", " : "", found->id, found->name);
	}
	if (matches != 1)
		return matches > 1;	/* the candidates are in the message */
	snprintf(id, sizeof id, "%u ", found->id);
	memmove(p->text + start, p->text + p->cursor, p->len - p->cursor + 1);
	p->len -= wlen;
	p->cursor = start;
	for (i = 0; id[i] != '\0'; i++)
		prompt_key(p, (wint_t)(unsigned char)id[i], false);
	ui->message[0] = '\0';
	return true;
}

/* Tab at the ':' prompt: verbs first, then players by name, then boards. */
static void
loop_complete(struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);
	const char		*words[COMMAND_VERB_NB + 2];
	char			 (*boards)[EXPORT_BOARD_MAX];
	const char		**list;
	size_t			 i, n = 0;

	if (strchr(ui->prompt.text, ' ') != NULL && loop_complete_player(ui))
		return;
	if (strchr(ui->prompt.text, ' ') == NULL) {
		for (i = 1; i < COMMAND_VERB_NB; i++)
			words[n++] = command_verb_name((enum command_verb)i);
		words[n++] = IMPORT_WORD;	/* the console's own action */
		words[n] = NULL;
		prompt_complete(&ui->prompt, words);
		return;
	}
	boards = calloc(ev->ngames + 1, sizeof *boards);
	list = calloc(ev->ngames + 1, sizeof *list);
	if (boards != NULL && list != NULL) {
		for (i = 0; i < ev->ngames; i++) {
			export_board(ev, &ev->games[i], boards[i]);
			list[i] = boards[i];
		}
		list[ev->ngames] = NULL;
		prompt_complete(&ui->prompt, list);
	}
	free(boards);
	free(list);
}

static void
loop_prompt_key(struct ui *ui, wint_t key, bool is_key)
{
	struct prompt	*p = &ui->prompt;
	enum prompt_mode mode = p->mode;
	char		 text[PROMPT_MAX];

	if (mode == PROMPT_CONFIRM) {
		p->mode = PROMPT_OFF;
		if (!is_key && (key == 'y' || key == 'Y' || key == 's' ||
		    key == 'S'))
			act_command(ui, p->pending);
		else
			snprintf(ui->message, sizeof ui->message, _("cancelled"));
		return;
	}
	if (!is_key && key == '\t' && mode == PROMPT_COMMAND) {
		loop_complete(ui);
		return;
	}
	ui->message[0] = '\0';
	switch (prompt_key(p, key, is_key)) {
	case PROMPT_GOING:
		return;
	case PROMPT_CANCEL:
		p->mode = PROMPT_OFF;
		return;
	case PROMPT_DONE:
		break;
	}
	p->mode = PROMPT_OFF;
	if (mode == PROMPT_REASON) {	/* not remembered: no command */
		act_undo_reason(ui, p->text);
		return;
	}
	if (p->len == 0) {
		if (mode == PROMPT_FILTER)
			ui->log_filter[0] = '\0';	/* an empty filter shows all */
		return;
	}
	prompt_remember(p);
	snprintf(text, sizeof text, "%s", p->text);
	if (mode == PROMPT_COMMAND)
		act_command(ui, text);
	else if (mode == PROMPT_JUMP)
		act_jump(ui, text);
	else if (mode == PROMPT_FILTER) {
		snprintf(ui->log_filter, sizeof ui->log_filter, "%s", text);
		ui->log_back = 0;
	}
	else
		act_move(ui, text);
}

/*
 * Training, once answered: n the next scenario of the directory, r the
 * same again; the score goes on.
 */
static bool
loop_train_key(struct ui *ui, int key)
{
	struct training	 t;
	struct session	*s;
	char		*path, *cause = NULL;

	if (ui->training == NULL || !ui->training->answered ||
	    (key != 'n' && key != 'r'))
		return false;
	path = key == 'r' ? xstrdup(ui->training->path) :
	    train_next(ui->training);
	if (path == NULL) {
		snprintf(ui->message, sizeof ui->message,
		    _("that was the last scenario (r: try it again)"));
		return true;
	}
	if ((s = train_open(path, &ui->settings, &t, &cause)) == NULL) {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
		free(path);
		return true;
	}
	free(path);
	session_close(ui->session);
	ui->session = s;
	*ui->training = t;
	session_set_lang(s, _("en"));
	ui->dialog_open = ui->menu_open = false;
	if (overview_jump(ui, 0, t.board))
		loop_set_view(ui, VIEW_BOARD);
	ui->redraw_all = true;
	return true;
}

/* q, and Ctrl-C: while clocks run, ask first. */
static void
loop_quit(struct ui *ui)
{
	if (loop_clocks_running(ui))
		ui->asking_quit = true;
	else
		ui->running = false;
}

/*
 * Ctrl-C asks as q does, wherever the console is: a menu, dialog or
 * prompt open is closed first, so the answer reaches the question.
 */
static void
loop_interrupt(struct ui *ui)
{
	loop_interrupted = 0;
	if (ui->asking_quit) {
		ui->asking_quit = false;	/* a second Ctrl-C: "no" */
		return;
	}
	ui->menu_open = ui->dialog_open = false;
	ui->prompt.mode = PROMPT_OFF;
	ui->redraw_all = true;
	loop_quit(ui);
}

static void
loop_key(struct ui *ui, int key)
{
	const struct view_ops	*v = views[ui->view];
	enum action		 act;

	if (ui->asking_quit) {
		ui->asking_quit = false;
		if (key == 'y' || key == 'Y' || key == 's' || key == 'S')
			ui->running = false;
		return;
	}
	ui->message[0] = '\0';
	if (loop_train_key(ui, key))
		return;
	act = keys_action(v->keys, key);
	switch (act) {
	case ACT_UP:
	case ACT_DOWN:
	case ACT_PAGE_UP:
	case ACT_PAGE_DOWN:
	case ACT_FIRST:
	case ACT_LAST:
		loop_move(ui, act);
		break;
	case ACT_OPEN:
		if (ui_game(ui) != NULL)
			loop_set_view(ui, VIEW_BOARD);
		break;
	case ACT_BACK:
		loop_set_view(ui, loop_back(ui));
		break;
	case ACT_HELP:		/* '?' again closes it, as Esc does */
		loop_set_view(ui, ui->view == VIEW_HELP ? loop_back(ui) :
		    VIEW_HELP);
		break;
	case ACT_REDRAW:
		ui->redraw_all = true;
		clearok(curscr, TRUE);
		break;
	case ACT_PROMPT:
		prompt_begin(&ui->prompt, PROMPT_COMMAND);
		break;
	case ACT_JUMP:
		prompt_begin(&ui->prompt, PROMPT_JUMP);
		if (key >= '0' && key <= '9')
			prompt_key(&ui->prompt, (wint_t)key, false);
		break;
	case ACT_LOG:
		ui->log_back = 0;
		loop_set_view(ui, VIEW_LOG);
		break;
	case ACT_LOG_FILTER:
		prompt_begin(&ui->prompt, PROMPT_FILTER);
		break;
	case ACT_EXPORT:
		if (v->export != NULL)
			v->export(ui);
		break;
	case ACT_REPORT:
		report_show(ui);
		break;
	case ACT_HANDIN:
		handin_export(ui);
		break;
	case ACT_STANDINGS:
		handin_standings(ui);
		break;
	case ACT_PRINT:
		if (v->print != NULL)
			v->print(ui);
		break;
	case ACT_UNDO:
		act_undo(ui);
		break;
	case ACT_SOURCES:
		loop_set_view(ui, VIEW_SOURCES);
		break;
	case ACT_SOURCE_ADD:
	case ACT_SOURCE_EDIT:
	case ACT_SOURCE_OFF:
		sourceview_key(ui, act);
		break;
	case ACT_MENU:
		if (ui_game(ui) != NULL && v->menu) {
			ui->menu_open = true;
			ui->menu_page = 0;
			ui->redraw_all = true;
		}
		break;
	case ACT_DIALOG:
		dialog_open_key(ui, key);
		break;
	case ACT_SORT:
		ui->by_urgency = !ui->by_urgency;
		ui->redraw_all = true;
		break;
	case ACT_FILTER:
		ui->alerts_only = !ui->alerts_only;
		ui->redraw_all = true;
		break;
	case ACT_MOVE:		/* bound on the board alone (keys.c) */
		if (ui_game(ui) != NULL)
			prompt_begin(&ui->prompt, PROMPT_MOVE);
		break;
	case ACT_QUIT:
		loop_quit(ui);
		break;
	case ACT_NONE:
		snprintf(ui->message, sizeof ui->message,
		    _("unknown key (? lists the keys)"));
		break;
	}
}

/*
 * ARBITER_TRACE=FILE: for benchmarks, each key's time from being read to
 * the changed screen handed to the terminal, in microseconds.
 */
static FILE *
loop_trace_open(void)
{
	const char	*path = getenv("ARBITER_TRACE");

	return path != NULL && *path != '\0' ? fopen(path, "w") : NULL;
}

static int64_t
loop_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000 + ts.tv_nsec / 1000;
}

static int
loop_cap(int64_t wait, int cap)
{
	return wait < 1 ? 1 : wait > cap ? cap : (int)wait;
}

/*
 * Sleep up to wait ms or until a key or a line from the event's server
 * comes: whether a key may be waiting.
 */
static bool
loop_sleep(const struct ui *ui, int64_t wait)
{
	int		fd = session_fd(ui->session);
	struct pollfd	fds[2] = { { .fd = 0, .events = POLLIN },
			    { .fd = fd, .events = POLLIN } };
	int		cap = fd >= 0 || ui->training != NULL ? LOOP_WAIT_MS :
			    LOOP_AWAY_MS;

	if (poll(fds, fd >= 0 ? 2 : 1, loop_cap(wait, cap)) < 0)
		return true;	/* a signal: SIGWINCH comes as a key */
	return fds[0].revents != 0;
}

/*
 * After a read gave no key: has the terminal gone away?  When the pty's
 * master is closed or the line hung up and no SIGHUP reached us (started
 * under 'su -c' or nohup), every read fails at once (EIO) or returns end
 * of file, and poll(2) says so (POLLHUP) or says input is ready with none
 * there; left alone, the loop would spin at a core's worth of CPU.
 */
static bool
loop_terminal_gone(void)
{
	struct pollfd	pfd = { .fd = 0, .events = POLLIN };
	int		n = 0;

	if (poll(&pfd, 1, 0) <= 0)
		return false;	/* nothing, or a signal: look again later */
	if ((pfd.revents & (POLLHUP | POLLERR | POLLNVAL)) != 0)
		return true;
	/* "Ready" with nothing to read is the end of the input. */
	return (pfd.revents & POLLIN) != 0 &&
	    (ioctl(0, FIONREAD, &n) != 0 || n == 0);
}

void
loop_run(struct ui *ui)
{
	FILE		*trace = loop_trace_open();
	int64_t		 key_at = -1;
	int64_t		 now, wait;
	wint_t		 key;
	int		 kind;
	char		*notice;
	bool		 key_read = false;

	loop_catch_interrupt();
	loop_layout(ui);
	while (ui->running) {
		now = ui_now(ui);	/* the event's timeline */
		session_poll(ui->session, now);
		if ((notice = session_notice(ui->session)) != NULL) {
			snprintf(ui->message, sizeof ui->message, "%s", notice);
			free(notice);
		}
		wait = loop_draw(ui, now);
		if (trace != NULL && key_at >= 0) {
			fprintf(trace, "key_us %lld\n", (long long)(loop_us() - key_at));
			fflush(trace);
			key_at = -1;
		}
		/* After a key, curses may hold more: read it before sleeping. */
		if (!key_read && !loop_sleep(ui, wait) && !loop_interrupted)
			continue;
		if (loop_interrupted) {
			loop_interrupt(ui);
			key_read = false;
			continue;
		}
		wtimeout(ui->status, 0);
		kind = wget_wch(ui->status, &key);
		key_read = kind != ERR;
		if (kind == ERR) {
			if (loop_terminal_gone()) {
				ui->terminal_gone = true;
				ui->running = false;
			}
			continue;
		}
		if (kind == KEY_CODE_YES && key == KEY_RESIZE) {
			loop_layout(ui);
			continue;
		}
		if (trace != NULL)
			key_at = loop_us();
		if (ui->menu_open && kind != KEY_CODE_YES && key == ' ') {
			ui->menu_page++;	/* the next page (menu_draw) */
			ui->redraw_all = true;
		} else if (ui->menu_open) {
			ui->menu_open = false;
			ui->redraw_all = true;
			if (kind != KEY_CODE_YES && key != 27 &&
			    !dialog_open_key(ui, (int)key))
				snprintf(ui->message, sizeof ui->message,
				    _("no action on that key"));
		} else if (ui->dialog_open)
			dialog_key(ui, key, kind == KEY_CODE_YES);
		else if (ui->prompt.mode != PROMPT_OFF)
			loop_prompt_key(ui, key, kind == KEY_CODE_YES);
		else
			loop_key(ui, (int)key);
	}
	if (trace != NULL)
		fclose(trace);
}
