/*
 * keys.h: one table from keys to actions, per view (tig's keys.c).  The
 * help screen is drawn from the same table, so it cannot fall out of
 * date.
 */
#ifndef ARBITER_KEYS_H
#define ARBITER_KEYS_H

#include <stdbool.h>

#include <stddef.h>

enum action {
	ACT_NONE = 0,
	ACT_UP,
	ACT_DOWN,
	ACT_PAGE_UP,
	ACT_PAGE_DOWN,
	ACT_FIRST,
	ACT_LAST,
	ACT_OPEN,
	ACT_BACK,
	ACT_HELP,
	ACT_REDRAW,
	ACT_PROMPT,
	ACT_MOVE,
	ACT_JUMP,
	ACT_SORT,
	ACT_FILTER,
	ACT_LOG,
	ACT_MENU,
	ACT_DIALOG,
	ACT_LOG_FILTER,
	ACT_EXPORT,
	ACT_REPORT,
	ACT_HANDIN,
	ACT_STANDINGS,
	ACT_PRINT,
	ACT_UNDO,
	ACT_SOURCES,		/* open the Sources view */
	ACT_SOURCE_ADD,
	ACT_SOURCE_EDIT,
	ACT_SOURCE_OFF,
	ACT_QUIT
};

/* Where a binding applies. */
enum keymap { KEYMAP_ANY, KEYMAP_OVERVIEW, KEYMAP_BOARD, KEYMAP_LOG,
    KEYMAP_TEXT, KEYMAP_HELP, KEYMAP_SOURCES };

struct key_binding {
	int		 key;
	const char	*name;	/* as shown on the help screen; N_() when
				   a key's name is a word (Enter, Up) */
	enum keymap	 map;
	enum action	 action;
	const char	*help;	/* N_() text */
};

/* The action of key in map (a binding of map first, then of KEYMAP_ANY). */
enum action	keys_action(enum keymap map, int key);

/* The table, for the help screen. */
const struct key_binding *keys_table(size_t *n);
/* The binding's help (N_() text) in the event's edition: the 2023
 * numbers when fide_2023. */

#endif
