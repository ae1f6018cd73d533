/*
 * lidjson.h: lidraughts' JSON source (FEEDS.md 5, 7.1 item 5): one file
 * {"games":[{"pdn":"...","result":"..."}, ...]}, a game a board in
 * order, its "pdn" a whole PDN game (its newlines and quotes maybe
 * escaped twice, as DGT's draughts output writes them), "[Empty]" for a
 * board with no game.  Read with jansson; the PDN is pgnfeed's.
 */
#ifndef ARBITER_FEED_LIDJSON_H
#define ARBITER_FEED_LIDJSON_H

#include <stdbool.h>
#include <stddef.h>

#define LID_ERROR_SIZE	128

/* Game index (1-based, its place: the board when the PDN names none):
 * its PDN (len bytes, NUL-terminated; NULL for "[Empty]": no game) and
 * the file's result for it ("" when none).  Valid during the call. */
typedef void lid_game_fn(void *arg, unsigned index, const char *pdn,
    size_t len, const char *result);

/* Each game of the text, in order; false with err (LID_ERROR_SIZE
 * bytes) when it is not that shape (fn then called for none). */
bool	lid_games_parse(const char *json, size_t len, lid_game_fn *fn,
	    void *arg, char *err);

#endif
