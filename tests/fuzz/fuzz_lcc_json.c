/*
 * fuzz_lcc_json.c: random text read as LiveChess Cloud's JSON (app/feed/
 * lccjson.c): a game file, a round's index and tournament.json.  Never
 * crash; what is read is sound: moves that fit, clocks not below
 * "none", strings that end, a Chess960 start only with its FEN.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "app/feed/lccjson.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const char		*s = (const char *)data;
	struct feed_game	 g;
	struct lcc_index	 ix;
	char			 err[LCC_ERROR_SIZE];
	size_t			 i;
	bool			 live;

	feed_game_init(&g);
	if (lcc_game_parse(s, size, &g, &live, err)) {
		for (i = 0; i < g.n; i++) {
			assert(g.plies[i].move[0] != '\0');
			assert(strchr(g.plies[i].move, ' ') == NULL);
			assert(g.plies[i].clock_ms >= -1);
			assert(g.plies[i].emt_ms >= -1);
		}
		assert(memchr(g.result, '\0', sizeof g.result) != NULL);
		assert(memchr(g.white.name, '\0', sizeof g.white.name) !=
		    NULL);
		assert((g.chess960 == -1 || g.chess960 == 518) ==
		    (g.fen[0] == '\0'));
	} else
		assert(memchr(err, '\0', sizeof err) != NULL);
	feed_game_release(&g);
	if (lcc_index_parse(s, size, &ix, err)) {
		for (i = 0; i < ix.n; i++)
			assert(strlen(ix.p[i].result) < FEED_RESULT_SIZE);
		lcc_index_free(&ix);
	}
	(void)lcc_tournament_round(s, size, err);
	return 0;
}
