/*
 * pgnfile.h: PGN files read with stdio and fed to the pure reader of
 * chess/pgn.h, and its events turned into one-line messages.
 */
#ifndef ARBITER_PGNFILE_H
#define ARBITER_PGNFILE_H

#include <stdio.h>

#include "chess/pgn.h"

/*
 * Feed the whole of fp to r in chunks, then finish it.  Returns 0, or -1
 * with *cause (to free) naming the file and the system's reason.
 */
int	pgnfile_feed(struct pgn_reader *r, FILE *fp, const char *path,
	    char **cause);

/*
 * The message for a PGN_EV_ERROR event, to free:
 *	file:game N (White-Black):move M: 'text': reason (candidates: a, b)
 * white and black may be NULL or empty (then the players are left out).
 */
char	*pgnfile_error(const char *path, const struct pgn_event *ev,
	    const char *white, const char *black);

#endif
