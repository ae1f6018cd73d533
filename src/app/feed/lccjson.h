/*
 * lccjson.h: LiveChess Cloud's JSON (FEEDS.md 1.3) read with jansson:
 * tournament.json (which round), round-r/index.json (the pairings: the
 * players of each board, its result) and round-r/game-b.json (the moves,
 * each "SAN[ CLOCK][+EMT]", the result in words, the clock object, the
 * Chess960 number), also as pgn-mule stores it ({pairing, game}).
 */
#ifndef ARBITER_FEED_LCCJSON_H
#define ARBITER_FEED_LCCJSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "feed.h"

#define LCC_ERROR_SIZE	128

/* One board of index.json; a side that is null (a bye) has no name. */
struct lcc_pairing {
	struct feed_player	white, black;
	char			result[FEED_RESULT_SIZE];
	bool			live;
};

struct lcc_index {
	size_t			 n;
	struct lcc_pairing	*p;
};

/*
 * A move string in any of its four shapes (7.3.1): "e4 5436+23",
 * "Kxg3 1521", "Nc6 +26", "d4": the SAN into san (size bytes), the
 * seconds left and spent in ms (FEED_CLOCK_NONE when not given).  False
 * when it is not one (empty, a SAN too long, a number that is not).
 */
bool	lcc_move_parse(const char *s, char *san, size_t size,
	    int64_t *clock_ms, int64_t *emt_ms);

/* The round to follow: the last with live games, else the last with
 * games; 0 with err set when the text says none. */
unsigned lcc_tournament_round(const char *json, size_t len, char *err);
/* false with err (LCC_ERROR_SIZE bytes) set when it cannot be read. */
bool	lcc_index_parse(const char *json, size_t len, struct lcc_index *,
	    char *err);
void	lcc_index_free(struct lcc_index *);
/*
 * A game file into g (its moves, clocks, result, start; players too
 * when it holds its pairing); *live from its "live".  The result words
 * WHITEWIN, BLACKWIN, DRAW become 1-0, 0-1, 1/2-1/2; none or "*" leaves
 * g's.  The clock object, when there is one, wins over the clocks of the
 * last two plies (lila's reading, DgtJson.scala; 7.3.1), unless its
 * "time" says it was read before the last ply (7.3.18): before the
 * earliest the ply can have been made (the game's firstMove plus the
 * later plies' times spent, each a second short for its rounding), or,
 * with lcc_game_parse_seen(), no later than the reading this reader saw
 * when the game had fewer plies.  The move strings' times then stay on
 * the plies; the object's readings are still in g (white_ms, black_ms,
 * read_at_ms) for the follower to weigh.
 */
bool	lcc_game_parse(const char *json, size_t len, struct feed_game *g,
	    bool *live, char *err);

/* What a reader saw of a board's game file the last time it read it. */
struct lcc_seen {
	size_t	plies;
	int64_t	read_at_ms;	/* its clock object's "time"; 0: none */
};

/* The same, weighing the clock object against seen (NULL: nothing). */
bool	lcc_game_parse_seen(const char *json, size_t len, struct feed_game *g,
	    bool *live, const struct lcc_seen *seen, char *err);

#endif
