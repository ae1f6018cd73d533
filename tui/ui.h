/*
 * ui.h: the console's state: which view shows, the selection, the curses
 * windows and what of them must be drawn again.
 *
 * The console only draws the event and turns keys into commands; it
 * never changes the event behind the command path (doc/STYLE.md).  Each
 * view draws into the body window; the title and status lines frame it.
 * One doupdate() per turn of the loop.
 */
#ifndef ARBITER_UI_H
#define ARBITER_UI_H

#include <curses.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/cfg.h"
#include "dialog.h"
#include "keys.h"
#include "prompt.h"

struct event;
struct session;
struct training;

/* The views; each is a file and a line of loop.c's table (view.h). */
enum view { VIEW_OVERVIEW, VIEW_BOARD, VIEW_LOG, VIEW_TEXT, VIEW_HELP,
    VIEW_SOURCES, VIEW_NB };

/* What the last drawing of one body row looked like. */
struct row_cache {
	char	text[512];
	int	attr;
};

struct ui {
	struct session	*session;	/* the event and its journal */
	struct training	*training;	/* --train: the scenario, else NULL */
	unsigned	 train_answered, train_agreed;	/* the score */
	struct settings	 settings;
	bool		 ascii;		/* letters instead of figurines */

	enum view	 view;
	enum view	 help_from;	/* the view '?' came from */
	enum view	 log_from;	/* the view 'l' came from */
	size_t		 game;		/* the selected game (index in the event) */
	size_t		*order;		/* the overview's games, sorted and filtered */
	size_t		 norder, order_cap;
	size_t		 top;		/* first position shown */
	int		 board_w;	/* the overview's board column: wider
					   for a game kept as 1.12 (A) */
	bool		 by_urgency;	/* sort: urgency, else board number */
	bool		 alerts_only;	/* filter: boards with an alert */
	size_t		 help_top;
	size_t		 log_back;	/* log lines scrolled back from the newest */
	char		 log_filter[PROMPT_MAX];
	char		*text;		/* the text view's page */
	char		 text_title[256];
	char		 text_name[64];	/* its file's name; "": text-<time> */
	size_t		 text_top;
	enum view	 text_from;
	size_t		 src_sel;	/* the Sources view's entry */
	size_t		 src_top;	/* ... and its first shown */

	WINDOW		*title, *body, *status;
	int		 rows, cols;
	bool		 redraw_all;	/* resize, view change, Ctrl-L */
	bool		 message_boxed;	/* the message was too wide for the
					   status line: shown above it */
	struct row_cache *cache;	/* one per body row */
	size_t		 cache_rows;

	struct prompt	 prompt;	/* ':' and move entry */
	bool		 menu_open;	/* the action menu */
	int		 menu_page;	/* its page, on a low terminal */
	bool		 dialog_open;
	struct dialog	 dialog;
	char		 message[512];	/* the status line's message */
	bool		 asking_quit;
	bool		 running;
	bool		 terminal_gone;	/* input ended: running is false */
};

/* ui.c: what every view uses. */
/* The selected game, or NULL when the round has none. */
const struct game *ui_game(const struct ui *);
/* The event's time now: real UTC, or frozen at a training incident. */
int64_t	ui_now(const struct ui *);
/* The interface language's notation (a game kind's lang_find()). */
int	ui_lang(const struct ui *);
/* Put one body row, repainting only when it differs from the last drawing. */
void	ui_row(struct ui *, int row, int attr, const char *text);
/* Mark every row stale (after a resize or a change of view). */
void	ui_invalidate(struct ui *);
/* A command's text, its secret (the sealed move, A1a) masked. */
void	ui_mask_secret(int verb, const char *command, char *out, size_t len);
/*
 * Write a file into the event directory with writer(ui, f, arg): named
 * <prefix>.<ext>, or <prefix>-<time stamp>.txt when ext is NULL (a copy
 * of what is shown).  Its path, to free; NULL with the message set.
 */
char	*ui_write_file(struct ui *, const char *prefix, const char *ext,
	    void (*writer)(struct ui *, FILE *, void *), void *arg);

/* width.c: text measured in display columns. */
/* Add text to w, cut at cols display columns (never wrapping). */
void	ui_put_clipped(WINDOW *, const char *text, int cols);
/* text's width in display columns. */
int	ui_width(const char *text);
/* Copy text to out cut and padded with blanks to exactly cols columns. */
void	ui_pad(char *out, size_t len, const char *text, int cols);

/* overview.c: the boards, in an order of their own. */
/* Move the selection by delta positions (clamped) in the overview order. */
void	overview_step(struct ui *, long delta);
/* Select board of round (0: the current round; an earlier one: a game it
 * left adjourned); false if there is no such game. */
bool	overview_jump(struct ui *, unsigned round, unsigned board);

/* sourceview.c: A, E, D on the Sources view (commands, the one path). */
void	sourceview_key(struct ui *, enum action);

/* act.c: a finished prompt line becomes a command (the one path). */
struct command;
void	act_command(struct ui *, const char *line);
/* Do a command read already from line: look, or change the event. */
void	act_do(struct ui *, struct command *, const char *line);
void	act_move(struct ui *, const char *text);
void	act_jump(struct ui *, const char *text);
void	act_undo(struct ui *);
void	act_undo_reason(struct ui *, const char *reason);

/* dialogview.c: the action menu and the dialogs over the view. */
void	menu_draw(struct ui *);
void	dialog_draw(struct ui *);
void	train_draw(struct ui *);
/* Whether the status message is wider than the status line; then
 * message_draw() shows it whole in a box above it. */
bool	message_wide(const struct ui *);
void	message_draw(struct ui *);
void	dialog_key(struct ui *, wint_t key, bool is_key);
bool	dialog_open_key(struct ui *, int key);

/* textview.c and report.c: pages of text over the views. */
struct state_out;
void	text_show(struct ui *, const char *title, const char *text);
void	text_state(struct ui *, const char *title,
	    void (*)(const struct event *, uint16_t, uint16_t, int64_t,
	    const struct state_out *), uint16_t round, uint16_t board);
void	text_envelope(struct ui *, uint16_t round, uint16_t board);
void	report_show(struct ui *);
/* The round's games as PGN and results as TRF, into the event directory. */
void	handin_export(struct ui *);
/* The standings (11.1) as a text view ('w' writes them to a file). */
void	handin_standings(struct ui *);
/* The round's papers (app/paper.h) written again and given to lp. */
void	handin_print(struct ui *);

/*
 * import.c: ':import FILE', the next round's pairings from a TRF file,
 * sent as the commands they stand for (a console action, no verb).
 */
#define IMPORT_WORD	"import"
bool	import_is(const char *line);
void	import_trf(struct ui *, const char *line);
/* Whether the round has games and every one is over (finished, annulled). */
bool	import_round_closed(const struct event *);

/* Run the loop until quit. */
void	loop_run(struct ui *);

#endif
