/*
 * theme.h: semantic colour roles, mapped once (tig's LINE_INFO, htop's
 * ColorElements).  Every role also has a monochrome attribute, so that
 * alerts stay visible without colour (reverse, bold, underline) and the
 * views add a marker character besides.
 */
#ifndef ARBITER_THEME_H
#define ARBITER_THEME_H

#include <stdbool.h>

#define THEME_ROLES(X)						\
	X(NORMAL,   -1,            -1,           A_NORMAL)	\
	X(TITLE,    COLOR_BLACK,   COLOR_CYAN,   A_REVERSE)	\
	X(HEADER,   COLOR_CYAN,    -1,           A_BOLD)	\
	X(SELECTED, COLOR_BLACK,   COLOR_WHITE,  A_REVERSE)	\
	X(RUNNING,  COLOR_GREEN,   -1,           A_BOLD)	\
	X(ALERT,    COLOR_YELLOW,  -1,           A_BOLD)	\
	X(FLAG,     COLOR_WHITE,   COLOR_RED,    A_REVERSE | A_BOLD) \
	X(DIM,      COLOR_BLUE,    -1,           A_DIM)		\
	X(STATUS,   COLOR_BLACK,   COLOR_CYAN,   A_REVERSE)	\
	X(KEY,      COLOR_YELLOW,  -1,           A_BOLD)	\
	X(LIGHT_SQ, COLOR_BLACK,   COLOR_WHITE,  A_NORMAL)	\
	X(DARK_SQ,  COLOR_BLACK,   COLOR_GREEN,  A_REVERSE)

enum theme_role {
#define THEME_ENUM(name, fg, bg, mono) ROLE_##name,
	THEME_ROLES(THEME_ENUM)
#undef THEME_ENUM
	ROLE_NB
};

/* Set the roles up once after initscr(); colour false forces monochrome. */
void	theme_init(bool colour);
/* The curses attribute of a role. */
int	theme_attr(enum theme_role);
/* Whether colours are in use (else the views add markers). */
bool	theme_colour(void);

#endif
