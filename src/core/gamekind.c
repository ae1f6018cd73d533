/*
 * gamekind.c: the game kinds this build knows (gamekind.h).  The one
 * place outside a game's folder that names it: by its table of
 * operations, never by a function of its own.
 */
#include "config.h"

#include <string.h>

#include "gamekind.h"

extern const struct game_kind	chess_kind;

static const struct game_kind *const kinds[] = {
	&chess_kind,
};

const struct game_kind *
gamekind_find(const char *name)
{
	size_t	i;

	for (i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
		if (strcmp(kinds[i]->name, name) == 0)
			return kinds[i];
	}
	return NULL;
}

const char *
gamekind_read_text(enum game_read e)
{
	static const char *const texts[GAME_READ_NB] = {
		[GAME_READ_OK] = "ok",
		[GAME_READ_UNREADABLE] = "unreadable move",
		[GAME_READ_LETTER] = "not a piece letter of this notation",
		[GAME_READ_NO_PIECE] = "no piece of the side to move there",
		[GAME_READ_ILLEGAL] = "no legal move matches",
		[GAME_READ_MAJORITY] = "a capture taking more is compulsory",
		[GAME_READ_AMBIGUOUS] = "ambiguous move",
	};

	return e < GAME_READ_NB ? texts[e] : "?";
}
