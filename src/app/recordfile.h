/*
 * recordfile.h: game records (PGN, PDN) read from files with stdio and
 * fed to a game kind's pure reader (gamekind.h), and its errors turned
 * into one-line messages.
 */
#ifndef ARBITER_RECORDFILE_H
#define ARBITER_RECORDFILE_H

#include <stdio.h>

#include "gamekind.h"

/*
 * Feed the whole of fp to reader (kind->record_open()'s) in chunks; the
 * caller closes it, which finishes the last game.  Returns 0, or -1 with
 * *cause (to free) naming the file and the system's reason.
 */
int	recordfile_feed(const struct game_kind *, void *reader, FILE *fp,
	    const char *path, char **cause);

/*
 * The message for a GAME_RECORD_ERROR event, to free:
 *	file:game N (White-Black):move M: 'text': reason (candidates: a, b)
 * white and black may be NULL or empty (then the players are left out).
 */
char	*recordfile_error(const struct game_kind *, const char *path,
	    const struct game_record_event *, const char *white,
	    const char *black);

#endif
