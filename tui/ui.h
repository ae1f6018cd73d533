/*
 * ui.h: the console's state: which view shows, the selection, the curses
 * windows and what of them must be drawn again.
 *
 * The console only draws the event and turns keys into commands; it
 * never changes the event behind the command path (STYLE.md).  Each view
 * draws into the body window; the title and status lines frame it.  One
 * doupdate() per turn of the loop.
 */
#ifndef ARBITER_UI_H
#define ARBITER_UI_H

#include <curses.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/cfg.h"
#include "chess/notation.h"
#include "keys.h"
#include "prompt.h"

struct event;
struct session;

enum view { VIEW_OVERVIEW, VIEW_BOARD, VIEW_HELP };

/* What the last drawing of one body row looked like. */
struct row_cache {
	char	text[512];
	int	attr;
};

struct ui {
	struct session	*session;	/* the event and its journal */
	struct settings	 settings;
	bool		 ascii;		/* letters instead of figurines */

	enum view	 view;
	enum view	 help_from;	/* the view '?' came from */
	size_t		 selected;	/* game index in the overview */
	size_t		 top;		/* first game shown */
	size_t		 help_top;

	WINDOW		*title, *body, *status;
	int		 rows, cols;
	bool		 redraw_all;	/* resize, view change, Ctrl-L */
	struct row_cache *cache;	/* one per body row */
	size_t		 cache_rows;

	struct prompt	 prompt;	/* ':' and move entry */
	char		 message[512];	/* the status line's message */
	bool		 asking_quit;
	bool		 running;
};

/* Views: draw the body for the time now; return ms until their next change. */
int64_t	overview_draw(struct ui *, int64_t now);
int64_t	board_draw(struct ui *, int64_t now);
void	help_draw(struct ui *);

/* Put one body row, repainting only when it differs from the last drawing. */
void	ui_row(struct ui *, int row, int attr, const char *text);
/* Mark every row stale (after a resize or a change of view). */
void	ui_invalidate(struct ui *);

/* act.c: a finished prompt line becomes a command (the one path). */
void	act_command(struct ui *, const char *line);
void	act_move(struct ui *, const char *text);
enum notation_lang act_lang(void);

/* Run the loop until quit. */
void	loop_run(struct ui *);

#endif
