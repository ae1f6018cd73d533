/*
 * feeddump.c: what a feed reader reads, as lines a test compares:
 *	feeddump [-d] FILE...	each PGN (PDN with -d) file read whole
 * One line per game, "game ROUND.BOARD WHITE|BLACK RESULT", then one per
 * ply, "MOVE CLOCK_MS EMT_MS" (-1: none) with " =" for a draw offer.
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/feed/pgnfeed.h"

void	feeddump_game(const struct feed_game *);

void
feeddump_game(const struct feed_game *g)
{
	size_t	i;

	printf("game %u.%u %s|%s %s\n", g->round, g->board, g->white.name,
	    g->black.name, g->result);
	for (i = 0; i < g->n; i++)
		printf("%s %" PRId64 " %" PRId64 "%s\n", g->plies[i].move,
		    g->plies[i].clock_ms, g->plies[i].emt_ms,
		    g->plies[i].offer ? " =" : "");
}

static void
print_game(void *arg, const struct feed_game *g, unsigned ordinal)
{
	(void)arg;
	(void)ordinal;
	feeddump_game(g);
}

static int
dump_file(const char *path, bool draughts)
{
	struct pgnfeed_info	 info;
	char			*buf = NULL;
	size_t			 len = 0, cap = 0, n;
	FILE			*f;

	if ((f = fopen(path, "rb")) == NULL) {
		perror(path);
		return 1;
	}
	do {
		if (len == cap) {
			cap = cap != 0 ? cap * 2 : 65536;
			if ((buf = realloc(buf, cap)) == NULL)
				abort();
		}
		n = fread(buf + len, 1, cap - len, f);
		len += n;
	} while (n > 0);
	fclose(f);
	if (!pgnfeed_read(buf, len, draughts, print_game, NULL, &info)) {
		fprintf(stderr, "%s: out of memory\n", path);
		free(buf);
		return 1;
	}
	if (info.error[0] != '\0')
		fprintf(stderr, "%s: %s\n", path, info.error);
	if (info.partial)
		fprintf(stderr, "%s: the last game is not whole yet\n", path);
	free(buf);
	return 0;
}

int
main(int argc, char **argv)
{
	bool	draughts = false;
	int	c, rc = 0;

	while ((c = getopt(argc, argv, "d")) != -1) {
		if (c == 'd')
			draughts = true;
		else
			return 2;
	}
	for (; optind < argc; optind++)
		rc |= dump_file(argv[optind], draughts);
	return rc;
}
