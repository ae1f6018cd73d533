/*
 * refusal.c: texts for the engine's refusals.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app/cmderror.h"
#include "app/i18n.h"
#include "app/refusal.h"
#include "app/xmalloc.h"

static const char *const refusal_texts[] = {
	[EVENT_OK] = N_("ok"),
	[EVENT_E_NOMEM] = N_("out of memory"),
	[EVENT_E_UNSUPPORTED] = N_("the engine does not apply this command yet"),
	[EVENT_E_NO_EVENT] = N_("no event yet: 'event' comes first"),
	[EVENT_E_NO_ROUND] = N_("no round yet: 'round' comes first"),
	[EVENT_E_NO_TC] = N_("no time control: give 'tc' first or one with 'pair'"),
	[EVENT_E_BAD_TC] = N_("not a time control"),
	[EVENT_E_BAD_FEN] = N_("not a legal position"),
	[EVENT_E_GAME_OVER_FEN] = N_("the position is already over"),
	[EVENT_E_PLAYER_EXISTS] = N_("a player has that number already"),
	[EVENT_E_NO_PLAYER] = N_("no such player, or the same player twice"),
	[EVENT_E_PLAYER_PAIRED] = N_("the player is paired on another board"),
	[EVENT_E_BOARD_EXISTS] = N_("the board is paired already"),
	[EVENT_E_NO_BOARD] = N_("no such board in this round"),
	[EVENT_E_NOT_STARTED] = N_("the game has not started"),
	[EVENT_E_STARTED] = N_("the game has started already"),
	[EVENT_E_FINISHED] = N_("the game is over"),
	[EVENT_E_BAD_MOVE] = N_("not a legal move"),
};
_Static_assert(sizeof refusal_texts / sizeof refusal_texts[0] ==
    EVENT_REFUSAL_NB, "a text for every refusal");

char *
refusal_text(const struct command *cmd, const struct refusal *why)
{
	char	*out;

	(void)cmd;
	if (why->article != NULL)
		xasprintf(&out, _("%s (article %s)"),
		    _(refusal_texts[why->code]), why->article);
	else
		out = xstrdup(_(refusal_texts[why->code]));
	return out;
}

char *
refusal_parse_text(const char *line, const struct command_error *err)
{
	char	*out;

	xasprintf(&out, "'%.*s': %s", (int)err->length, line + err->offset,
	    cmderror_text(err));
	return out;
}
