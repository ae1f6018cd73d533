/*
 * gamekind.c: the game kinds this build knows (gamekind.h).  The one
 * place outside a game's folder that names it: by its table of
 * operations, never by a function of its own.
 */
#include "config.h"

#include <string.h>

#include "gamekind.h"

extern const struct game_kind	chess_kind;
extern const struct game_kind	draughts_kind;
extern const struct game_kind	chess960_kind;

static const struct game_kind *const kinds[] = {
	&chess_kind,
	&draughts_kind,
	&chess960_kind,
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
gamekind_rules_game(const struct game_kind *kind)
{
	return kind->rules_game != NULL ? kind->rules_game : kind->name;
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

static const char *const gamekind_read_names[GAME_READ_NB] = {
	[GAME_READ_OK] = "OK", [GAME_READ_UNREADABLE] = "UNREADABLE",
	[GAME_READ_LETTER] = "LETTER", [GAME_READ_NO_PIECE] = "NO_PIECE",
	[GAME_READ_ILLEGAL] = "ILLEGAL", [GAME_READ_MAJORITY] = "MAJORITY",
	[GAME_READ_AMBIGUOUS] = "AMBIGUOUS",
};

const char *
gamekind_read_name(enum game_read e)
{
	return e < GAME_READ_NB ? gamekind_read_names[e] : "?";
}

int
gamekind_read_find(const char *name)
{
	int	i;

	for (i = 0; i < GAME_READ_NB; i++) {
		if (strcmp(gamekind_read_names[i], name) == 0)
			return i;
	}
	return -1;
}
