/*
 * fuzz_lcws_json.c: random text read as a message of LiveChess's local
 * API (app/feed/lcwsjson.c): an eboards reply, an eboardevent, an error;
 * an event is then taken by a game (lcwsgame.c) twice, a second later,
 * and snapshot.  Never crash; what is read is sound: SANs that are
 * words, clocks not below zero, strings that end, snapshots no longer
 * than the list.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "app/feed/lcwsgame.h"
#include "app/feed/lcwsjson.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static void
take(const struct lcws_msg *m)
{
	struct lcws_game	g;
	struct feed_game	s;
	size_t			i;

	lcws_game_init(&g, 1, 1);
	if (lcws_game_apply(&g, &m->ev, 1000) &&
	    lcws_game_apply(&g, &m->ev, 2000) &&
	    lcws_game_snapshot(&g, 2000, &s)) {
		assert(s.n <= m->ev.nsan);
		for (i = 0; i < s.n; i++)
			assert(strcmp(s.plies[i].move, m->ev.san[i]) == 0);
		assert(s.white_ms >= -1 && s.black_ms >= -1);
		feed_game_release(&s);
	}
	lcws_game_release(&g);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct lcws_msg	m;
	char		err[LCWS_ERROR_SIZE];
	size_t		i;

	if (lcws_msg_parse((const char *)data, size, &m, err)) {
		for (i = 0; i < m.ev.nsan; i++) {
			assert(m.ev.san[i][0] != '\0');
			assert(strchr(m.ev.san[i], ' ') == NULL);
		}
		for (i = 0; i < m.nboards; i++)
			assert(memchr(m.boards[i].state, '\0',
			    sizeof m.boards[i].state) != NULL);
		assert(!m.ev.has_clock || (m.ev.clock.white_ms >= 0 &&
		    m.ev.clock.black_ms >= 0));
		assert(memchr(m.text, '\0', sizeof m.text) != NULL);
		if (m.kind == LCWS_FEED)
			take(&m);
	} else
		assert(memchr(err, '\0', sizeof err) != NULL);
	lcws_msg_free(&m);
	return 0;
}
