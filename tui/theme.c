/*
 * theme.c: roles to curses attributes.
 */
#include "config.h"

#include <curses.h>

#include "theme.h"

static int	role_attr[ROLE_NB];
static bool	in_colour;

void
theme_init(bool colour)
{
	static const short	fgs[] = {
#define THEME_FG(name, fg, bg, mono) fg,
		THEME_ROLES(THEME_FG)
#undef THEME_FG
	};
	static const short	bgs[] = {
#define THEME_BG(name, fg, bg, mono) bg,
		THEME_ROLES(THEME_BG)
#undef THEME_BG
	};
	static const int	monos[] = {
#define THEME_MONO(name, fg, bg, mono) mono,
		THEME_ROLES(THEME_MONO)
#undef THEME_MONO
	};
	int			i;

	_Static_assert(sizeof fgs / sizeof fgs[0] == ROLE_NB, "theme table");
	in_colour = colour && has_colors() && start_color() == OK;
	if (in_colour)
		use_default_colors();
	for (i = 0; i < ROLE_NB; i++) {
		if (!in_colour) {
			role_attr[i] = monos[i];
			continue;
		}
		init_pair((short)(i + 1), fgs[i], bgs[i]);
		role_attr[i] = (int)COLOR_PAIR(i + 1);
		if (i == ROLE_RUNNING || i == ROLE_ALERT || i == ROLE_HEADER ||
		    i == ROLE_KEY || i == ROLE_FLAG)
			role_attr[i] |= A_BOLD;
	}
}

int
theme_attr(enum theme_role role)
{
	return role_attr[role];
}

bool
theme_colour(void)
{
	return in_colour;
}
