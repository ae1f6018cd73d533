/*
 * pdnroutes.h: the ambiguous captures of a draughts feed game settled by
 * the moves after them (FEEDS.md 7.3.20; core/draughts/resolve.h).
 *
 * A PDN source writes a capture by its start and end square (8.2.3):
 * "47x36" when two routes of the same number of pieces (4.13, 4.14)
 * lead there.  The follower reads each ply on its own and cannot tell
 * which route was made; the game's next moves can.  Each such ply that
 * the next moves decide is rewritten with the landing squares that name
 * its route ("47x29x18x36"), which the follower reads as one move.  A
 * ply that several routes still fit:
 *	- while the game is on (result "*"), the snapshot ends before it:
 *	  the ply and those after wait for a later move to decide, nothing
 *	  is guessed and nothing handed over has to be taken back;
 *	- once the game has its result, no move will come to decide: the
 *	  ply is left as the source wrote it, and the follower stops there
 *	  with a 'report B ambiguous' naming the routes it fits;
 *	- when every route stops at the same later illegal ply, waiting
 *	  cannot help either: left as written too.
 */
#ifndef ARBITER_FEED_PDNROUTES_H
#define ARBITER_FEED_PDNROUTES_H

#include "feed.h"

/* Settle g's ambiguous captures as above; g's hash is not updated. */
void	pdnroutes_settle(struct feed_game *g);

#endif
