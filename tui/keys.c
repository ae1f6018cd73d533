/*
 * keys.c: the key table.
 */
#include "config.h"

#include <curses.h>

#include "app/i18n.h"
#include "keys.h"

#define CTRL(c)	((c) & 0x1f)

static const struct key_binding bindings[] = {
	{ KEY_UP,	N_("Up, k"),	KEYMAP_ANY,	 ACT_UP,	N_("previous board or line") },
	{ 'k',		NULL,		KEYMAP_ANY,	 ACT_UP,	NULL },
	{ KEY_DOWN,	N_("Down, j"),	KEYMAP_ANY,	 ACT_DOWN,	N_("next board or line") },
	{ 'j',		NULL,		KEYMAP_ANY,	 ACT_DOWN,	NULL },
	{ KEY_PPAGE,	N_("PgUp"),		KEYMAP_ANY,	 ACT_PAGE_UP,	N_("one page up") },
	{ KEY_NPAGE,	N_("PgDn"),		KEYMAP_ANY,	 ACT_PAGE_DOWN,	N_("one page down") },
	{ KEY_HOME,	N_("Home, g"),	KEYMAP_ANY,	 ACT_FIRST,	N_("first board") },
	{ 'g',		NULL,		KEYMAP_ANY,	 ACT_FIRST,	NULL },
	{ KEY_END,	N_("End, G"),	KEYMAP_ANY,	 ACT_LAST,	N_("last board") },
	{ 'G',		NULL,		KEYMAP_ANY,	 ACT_LAST,	NULL },
	{ '\n',		N_("Enter"),	KEYMAP_OVERVIEW, ACT_OPEN,	N_("open the selected board") },
	{ '\r',		NULL,		KEYMAP_OVERVIEW, ACT_OPEN,	NULL },
	{ KEY_ENTER,	NULL,		KEYMAP_OVERVIEW, ACT_OPEN,	NULL },
	{ 27,		N_("Esc"),		KEYMAP_ANY,	 ACT_BACK,	N_("back to the overview") },
	{ KEY_BACKSPACE, NULL,		KEYMAP_ANY,	 ACT_BACK,	NULL },
	{ 'h',		NULL,		KEYMAP_BOARD,	 ACT_BACK,	NULL },
	{ '?',		"?",		KEYMAP_ANY,	 ACT_HELP,	N_("this help") },
	{ KEY_F(1),	NULL,		KEYMAP_ANY,	 ACT_HELP,	NULL },
	{ ':',		":",		KEYMAP_ANY,	 ACT_PROMPT,	N_("the command prompt (Tab completes, Up/Down: history)") },
	{ 'm',		"m",		KEYMAP_BOARD,	 ACT_MOVE,	N_("enter a move in your language's notation") },
	{ 'a',		"a",		KEYMAP_ANY,	 ACT_MENU,	N_("actions on the selected board: claims, flags, penalties, adjournment...") },
	{ 'c',		"c",		KEYMAP_BOARD,	 ACT_DIALOG,	N_("claim") },
	{ 'i',		"i",		KEYMAP_BOARD,	 ACT_DIALOG,	N_("illegal move") },
	{ 'p',		"p",		KEYMAP_BOARD,	 ACT_DIALOG,	N_("penalty") },
	{ 'r',		"r",		KEYMAP_BOARD,	 ACT_DIALOG,	N_("result") },
	{ 't',		"t",		KEYMAP_BOARD,	 ACT_DIALOG,	N_("set the clocks") },
	{ 'V',		"V",		KEYMAP_BOARD,	 ACT_DIALOG,	N_("a live source's alert: take what it shows, accept its correction, or dismiss it") },
	{ 'u',		"u",		KEYMAP_OVERVIEW, ACT_UNDO,	N_("undo your last action (a journaled correction)") },
	{ 'u',		NULL,		KEYMAP_BOARD,	 ACT_UNDO,	NULL },
	{ 'l',		"l",		KEYMAP_ANY,	 ACT_LOG,	N_("the journal (log view)") },
	{ '/',		"/",		KEYMAP_LOG,	 ACT_LOG_FILTER, N_("log: filter by board number, kind or name") },
	{ 'w',		"w",		KEYMAP_LOG,	 ACT_EXPORT,	N_("log, text: write what is shown to a text file") },
	{ 'w',		NULL,		KEYMAP_TEXT,	 ACT_EXPORT,	NULL },
	{ 'P',		NULL,		KEYMAP_TEXT,	 ACT_PRINT,	NULL },
	{ 'R',		"R",		KEYMAP_LOG,	 ACT_REPORT,	N_("log: the round's incident report") },
	{ 'L',		"L",		KEYMAP_ANY,	 ACT_SOURCES,	N_("the live sources: their followers, newest lines and alerts; who is attached") },
	{ 'A',		"A",		KEYMAP_SOURCES,	 ACT_SOURCE_ADD, N_("sources: add one (source <user> boards <list> \"<address>\")") },
	{ 'E',		"E",		KEYMAP_SOURCES,	 ACT_SOURCE_EDIT, N_("sources: edit the selected one at the prompt") },
	{ 'D',		"D",		KEYMAP_SOURCES,	 ACT_SOURCE_OFF, N_("sources: turn the selected user's sources off (asks first)") },
	{ 'S',		"S",		KEYMAP_OVERVIEW, ACT_STANDINGS,	N_("the standings") },
	{ 'x',		"x",		KEYMAP_OVERVIEW, ACT_HANDIN,	N_("write the round's PGN and TRF files to the event directory") },
	{ 'P',		"P",		KEYMAP_OVERVIEW, ACT_PRINT,	N_("print the round's papers (pairings, results, incident report) with lp") },
	{ 's',		"s",		KEYMAP_OVERVIEW, ACT_SORT,	N_("sort by board number or by urgency") },
	{ 'f',		"f",		KEYMAP_OVERVIEW, ACT_FILTER,	N_("all boards, or only those with an alert") },
	{ '0',		N_("0-9"),		KEYMAP_ANY,	 ACT_JUMP,	N_("open a board by its number (5 Enter)") },
	{ '1',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '2',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '3',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '4',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '5',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '6',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '7',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '8',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ '9',		NULL,		KEYMAP_ANY,	 ACT_JUMP,	NULL },
	{ CTRL('l'),	N_("Ctrl-L"),	KEYMAP_ANY,	 ACT_REDRAW,	N_("redraw the screen") },
	{ 'q',		"q",		KEYMAP_ANY,	 ACT_QUIT,	N_("quit (asks first while clocks run)") },
};

enum action
keys_action(enum keymap map, int key)
{
	size_t		i;
	enum action	any = ACT_NONE;

	for (i = 0; i < sizeof bindings / sizeof bindings[0]; i++) {
		if (bindings[i].key != key)
			continue;
		if (bindings[i].map == map)
			return bindings[i].action;
		if (bindings[i].map == KEYMAP_ANY && any == ACT_NONE)
			any = bindings[i].action;
	}
	return any;
}

const struct key_binding *
keys_table(size_t *n)
{
	*n = sizeof bindings / sizeof bindings[0];
	return bindings;
}
