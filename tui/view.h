/*
 * view.h: what a view is to the loop: its keys, how it draws and
 * scrolls, where Esc leaves it for, what 'w' and 'P' do (tig's
 * view_ops, htop's PanelClass).  Each view file defines its operations;
 * loop.c holds the one table, indexed by enum view with designated
 * initialisers.  A new view is its file (and mk/tui.am), its name in
 * enum view (ui.h), its line below and its line in loop.c's table; a
 * keymap in keys.h when it has keys of its own.
 */
#ifndef ARBITER_VIEW_H
#define ARBITER_VIEW_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "keys.h"
#include "ui.h"

/*
 * What draw() returns when no clock changes the view: the loop looks
 * again in half a second all the same (a line from the server wakes it
 * sooner).
 */
#define VIEW_POLL_MS	500

struct view_ops {
	const char	*name;		/* the title bar's word, N_() */
	const char	*hint;		/* the status line's keys, N_() */
	enum keymap	 keys;		/* its bindings in keys.c */
	bool		 menu;		/* 'a' opens the action menu over it */

	/* Draw the body for the time now: ms until its next change. */
	int64_t		(*draw)(struct ui *, int64_t now);
	/* Up, Down, pages, Home, End: by delta lines or boards. */
	void		(*scroll)(struct ui *, long delta);
	/* The title bar's part for it, into buf; NULL: its name. */
	void		(*title)(const struct ui *, char *buf, size_t len);
	/* Opened from another view; NULL: nothing to remember. */
	void		(*enter)(struct ui *, enum view from);
	/* Where Esc goes; NULL: the overview. */
	enum view	(*back)(const struct ui *);
	void		(*export)(struct ui *);		/* 'w', or NULL */
	void		(*print)(struct ui *);		/* 'P', or NULL */
};

extern const struct view_ops overview_ops;	/* overview.c */
extern const struct view_ops board_ops;		/* boardview.c */
extern const struct view_ops log_ops;		/* logview.c */
extern const struct view_ops text_ops;		/* textview.c */
extern const struct view_ops help_ops;		/* helpview.c */
extern const struct view_ops sources_ops;	/* sourceview.c */

#endif
