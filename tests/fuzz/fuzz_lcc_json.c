/*
 * fuzz_lcc_json.c: random text read as LiveChess Cloud's JSON (app/feed/
 * lccjson.c): a game file, a round's index and tournament.json.  Never
 * crash; what is read is sound: moves that fit, clocks not below
 * "none", strings that end, a Chess960 start only with its FEN; read
 * with what a reader saw before (7.3.18), the same but the last plies.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "app/feed/lccjson.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/*
 * 7.3.18: read again as a reader that saw the same reading with one ply
 * less: the same game, the same readings, the plies before the last two
 * untouched (only the clock object's place on the last two may change).
 */
static void
seen_check(const char *s, size_t size, const struct feed_game *g)
{
	struct lcc_seen		seen = { g->n > 0 ? g->n - 1 : 0,
				    g->read_at_ms };
	struct feed_game	again;
	char			err[LCC_ERROR_SIZE];
	size_t			i;
	bool			live;

	feed_game_init(&again);
	assert(lcc_game_parse_seen(s, size, &again, &live, &seen, err));
	assert(again.n == g->n);
	assert(again.white_ms == g->white_ms);
	assert(again.black_ms == g->black_ms);
	assert(again.read_at_ms == g->read_at_ms);
	for (i = 0; i + 2 < g->n; i++)
		assert(again.plies[i].clock_ms == g->plies[i].clock_ms);
	feed_game_release(&again);
}

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
		seen_check(s, size, &g);
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
