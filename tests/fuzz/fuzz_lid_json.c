/*
 * fuzz_lid_json.c: random text read as lidraughts' JSON (app/feed/
 * lidjson.c, FEEDS.md 5), each game's PDN then read as a draughts
 * source's (pgnfeed.c).  Never crash; the list's places count from 1
 * and only up; each PDN handed over ends with its NUL, an "[Empty]"
 * game as none; a failure says why.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "app/feed/lidjson.h"
#include "app/feed/pgnfeed.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
game(void *arg, const struct feed_game *g, unsigned ordinal)
{
	size_t	i;

	(void)arg;
	assert(ordinal > 0);
	assert(g->hash == feed_hash(g));
	for (i = 0; i < g->n; i++)
		assert(g->plies[i].move[0] != '\0');
}

static void
each(void *arg, unsigned index, const char *pdn, size_t len,
    const char *result)
{
	unsigned		*last = arg;
	struct pgnfeed_info	 info;

	assert(index == *last + 1);
	*last = index;
	assert(result != NULL);
	if (pdn == NULL)
		return;
	assert(pdn[len] == '\0');
	assert(pgnfeed_read(pdn, len, true, game, NULL, &info));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	char		err[LID_ERROR_SIZE];
	unsigned	last = 0;

	err[0] = '\0';
	if (!lid_games_parse((const char *)data, size, each, &last, err))
		assert(last == 0 && err[0] != '\0' &&
		    memchr(err, '\0', sizeof err) != NULL);
	return 0;
}
