/*
 * demofeed.h: the live demo (issue 28): the bundled games of a demo
 * event played as they happen, written as DGT LiveChess writes a round's
 * folder, and followed into the event by arbiter-cli follow.
 */
#ifndef DEMOFEED_H
#define DEMOFEED_H

#include <sys/types.h>

#define DEMOFEED_STEP_MS	500	/* a board moves every 3 steps */

struct demofeed {
	pid_t	writer;		/* writes the folder; -1: none */
	pid_t	follower;	/* arbiter-cli follow; -1: none */
};

/*
 * Play the games of the file 'games' (a PGN or PDN file; a game's Board
 * tag names its board) into DIR/livechess, one ply a board every few
 * steps, with clock readings generated from its TimeControl tag, and
 * follow that folder into the event of DIR: both in child processes of
 * the caller.  -1 with *cause when neither could start.
 */
int	demofeed_start(struct demofeed *, const char *dir, const char *games,
	    char **cause);

/* Stop and wait for both children. */
void	demofeed_stop(struct demofeed *);

/* The games bundled next to the demo event 'conf' ("demo.conf" gives
 * "demo-games.pgn", "demo-draughts.conf" "demo-draughts-games.pdn");
 * NULL when there are none.  To free. */
char	*demofeed_games_path(const char *conf);

/* The writer alone, in this process, until every game is over: 0, or -1
 * with *cause. */
int	demofeed_write(const char *folder, const char *games, char **cause);

#endif
