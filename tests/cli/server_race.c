/*
 * server_race: two clients race on one board N times (tests/cli/server.sh,
 * tests/bench/server.sh).
 *
 *	server_race DIR N
 *
 * Each round both clients send the same move, made against the same
 * journal line (the same base), at once: the server must write exactly
 * one line, acknowledge it to one client, and refuse the other naming the
 * line that came first.  The moves go round a cycle of knight moves, so
 * every round has a move to race for.  At the end the journal is read
 * back: it must hold exactly N move lines, the game N plies.  Prints one
 * line of figures; exit 0 when every round held.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/client.h"
#include "app/session.h"
#include "event.h"
#include "serverkit.h"

static const char *const setup[] = {
	"event \"Race\" rules fide-2005", "tc \"5400+30\"", "round 1",
	"player 1 \"White, A\"", "player 2 \"Black, B\"", "pair 1 1 2",
	"start 1", NULL
};

static const char *const cycle[] = {
	"Ng1-f3", "Ng8-f6", "Nf3-g1", "Nf6-g8"
};


/* The answer to request id: 1 done, 0 refused (race: its race line). */
static int
answer(struct client *c, uint32_t id, uint64_t *race)
{
	struct proto_msg	m;

	while (client_next(c, 10000, &m) > 0) {
		if (m.type == PROTO_OK && m.id == id)
			return 1;
		if (m.type == PROTO_REFUSED && m.id == id) {
			*race = m.refusal.race;
			return 0;
		}
	}
	return -1;
}

int
main(int argc, char **argv)
{
	struct session	*s;
	struct client	*c[2];
	char		*cause = NULL, path[4096];
	long		 rounds, k, base, done = 0, told = 0, bad = 0;
	uint64_t	 race;
	int		 i, got[2], first;
	struct command	 cmd;

	if (argc != 3 || (rounds = atol(argv[2])) <= 0) {
		fprintf(stderr, "usage: server_race DIR N\n");
		return 2;
	}
	if ((s = session_connect(argv[1], NULL, NULL, &cause)) == NULL) {
		fprintf(stderr, "server_race: %s\n", cause);
		return 2;
	}
	for (i = 0; setup[i] != NULL; i++) {
		if (session_parse(setup[i], &cmd, &cause) != 0 ||
		    session_do(s, &cmd, 0, &cause) != 0) {
			fprintf(stderr, "server_race: '%s': %s\n", setup[i],
			    cause);
			return 2;
		}
	}
	base = (long)session_nlines(s);
	for (i = 0; i < 2; i++) {
		if ((c[i] = client_connect(argv[1], true, &cause)) == NULL ||
		    kit_attach(c[i], 10000) != base) {
			fprintf(stderr, "server_race: client %d: %s\n", i,
			    cause != NULL ? cause : "no ready");
			return 2;
		}
	}
	session_close(s);	/* the racers keep the server */
	for (k = 0; k < rounds; k++) {
		/* Both against the same base; each round the other first. */
		first = (int)(k % 2);
		for (i = 0; i < 2; i++) {
			int who = (first + i) % 2;

			client_send(c[who], "do %ld %ld en move 1 %s",
			    2 * k + who + 1, base, cycle[k % 4]);
		}
		for (i = 0; i < 2; i++) {
			race = 0;
			got[i] = answer(c[i], (uint32_t)(2 * k + i + 1), &race);
			if (got[i] == 0 && race != 0)
				told++;
		}
		if (got[0] < 0 || got[1] < 0) {
			fprintf(stderr, "server_race: round %ld: no answer\n",
			    k);
			return 1;
		}
		if (got[0] + got[1] != 1)
			bad++;
		done += got[0] + got[1];
		base += got[0] + got[1];
	}
	client_close(c[0]);
	client_close(c[1]);

	snprintf(path, sizeof path, "%s/journal", argv[1]);
	if ((s = session_load(path, NULL, NULL, NULL, &cause)) == NULL) {
		fprintf(stderr, "server_race: %s\n", cause);
		return 2;
	}
	k = 0;
	for (i = 0; (size_t)i < session_nlines(s); i++)
		k += session_line(s, (size_t)i)->verb == COMMAND_MOVE;
	printf("race: %ld rounds, %ld acknowledged, %ld rounds with other "
	    "than one, %ld refusals naming the line first, %ld move lines in "
	    "the journal, %u plies\n", rounds, done, bad, told, k,
	    (unsigned)event_game_const(session_event(s), 1)->nmoves);
	i = bad == 0 && done == rounds && told == rounds && k == rounds &&
	    event_game_const(session_event(s), 1)->nmoves == (size_t)rounds;
	session_close(s);
	return i ? 0 : 1;
}
