/*
 * gen_pdn.c: random legal international draughts games as PDN, for the
 * validation throughput benchmark (tests/bench/pdn.sh) and test data.
 *
 *	gen_pdn [N [SEED [MAXPLIES]]]
 *		N games (default 20,000) on stdout, each a uniform random
 *		walk through the legal moves from the start position until
 *		the side to move has lost (6.2.2, 6.2.3: "2-0" or "0-2") or
 *		MAXPLIES plies (default 200) were made ("1-1"); the moves
 *		written by the core's notation (notation.h), the games by
 *		its PDN writer (pdn.h).  The same SEED gives the same file.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/pdn.h"

static uint64_t	rng_state;

/* xorshift64*: enough for a random walk, and the same everywhere. */
static uint64_t
rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dULL;
}

static void
out(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

static int
number(const char *s, unsigned long long *v)
{
	char	*end;

	errno = 0;
	*v = strtoull(s, &end, 10);
	return errno != 0 || end == s || *end != '\0' ? -1 : 0;
}

#define GEN_PLIES_MAX	1024

/* A random game from the start: its moves into line[], how many; *result
 * what ended it. */
static unsigned
gen_play(uint64_t *line, unsigned long long maxplies, const char **result)
{
	static uint64_t			moves[DRAUGHTS_MAX_MOVES];
	struct draughts_position	pos;
	unsigned			plies;
	size_t				count;

	draughts_start(&pos);
	*result = "1-1";
	for (plies = 0; plies < maxplies && plies < GEN_PLIES_MAX; plies++) {
		if ((count = draughts_legal_moves(&pos, moves)) == 0) {
			/* 6.2.2, 6.2.3: the side to move has lost. */
			*result = pos.side == DRAUGHTS_WHITE ? "0-2" : "2-0";
			break;
		}
		line[plies] = moves[rng_next() % count];
		draughts_make(&pos, line[plies]);
	}
	return plies;
}

static void
gen_write(unsigned long long g, const uint64_t *line, unsigned plies,
    const char *result)
{
	struct draughts_position	pos;
	struct pdn_writer		w;
	struct pdn_tag			tags[7];
	char				text[DNOTATION_MAX], round[24];
	unsigned			ply, num = 1;

	snprintf(round, sizeof round, "%llu", g);
	tags[0] = (struct pdn_tag){ "Event", "gen_pdn" };
	tags[1] = (struct pdn_tag){ "Site", "random" };
	tags[2] = (struct pdn_tag){ "Date", "2026.11.26" };
	tags[3] = (struct pdn_tag){ "Round", round };
	tags[4] = (struct pdn_tag){ "White", "White" };
	tags[5] = (struct pdn_tag){ "Black", "Black" };
	tags[6] = (struct pdn_tag){ "Result", result };
	pdn_writer_init(&w, out, stdout);
	pdn_writer_tags(&w, tags, 7);
	draughts_start(&pos);
	for (ply = 0; ply < plies; ply++) {
		dnotation_write(&pos, line[ply], text);
		pdn_writer_move(&w, text, num, (enum draughts_color)pos.side,
		    -1);
		if (pos.side == DRAUGHTS_BLACK)
			num++;
		draughts_make(&pos, line[ply]);
	}
	pdn_writer_result(&w, result);
}

int
main(int argc, char **argv)
{
	uint64_t		line[GEN_PLIES_MAX];
	const char		*result;
	unsigned long long	n = 20000, seed = 1, maxplies = 200, g;
	unsigned		plies;

	if ((argc > 1 && number(argv[1], &n) < 0) ||
	    (argc > 2 && number(argv[2], &seed) < 0) ||
	    (argc > 3 && number(argv[3], &maxplies) < 0) || argc > 4) {
		fprintf(stderr, "usage: gen_pdn [N [SEED [MAXPLIES]]]\n");
		return 2;
	}
	rng_state = seed * 0x9e3779b97f4a7c15ULL + 1;
	for (g = 1; g <= n; g++) {
		plies = gen_play(line, maxplies, &result);
		gen_write(g, line, plies, result);
	}
	if (fflush(stdout) != 0 || ferror(stdout)) {
		fprintf(stderr, "gen_pdn: %s\n", strerror(errno));
		return 1;
	}
	return 0;
}
