/*
 * pgnfile.c: reading PGN files in large chunks (the reader is a state
 * machine, so chunk boundaries may fall anywhere) and error messages.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/pgnfile.h"
#include "app/xmalloc.h"
#include "chess/notation.h"
#include "utf8.h"

#define PGNFILE_CHUNK	(256 * 1024)

int
pgnfile_feed(struct pgn_reader *r, FILE *fp, const char *path, char **cause)
{
	char	*buf = xmalloc(PGNFILE_CHUNK);
	size_t	 n;

	while ((n = fread(buf, 1, PGNFILE_CHUNK, fp)) > 0)
		pgn_reader_feed(r, buf, n);
	free(buf);
	if (ferror(fp)) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return -1;
	}
	pgn_reader_finish(r);
	return 0;
}

/* The candidates of an ambiguous move, in SAN: "Nbd2, Nfd2". */
static void
candidates(const struct pgn_event *ev, char *buf, size_t size)
{
	char	san[NOTATION_MAX];
	size_t	i, n = 0, l;

	buf[0] = '\0';
	for (i = 0; i < ev->fail->ncandidates; i++) {
		l = notation_write(ev->pos, ev->fail->candidates[i],
		    NOTATION_SAN, LANG_EN, san);
		if (n + l + 3 >= size)
			break;
		if (i > 0) {
			memcpy(buf + n, ", ", 2);
			n += 2;
		}
		memcpy(buf + n, san, l + 1);
		n += l;
	}
}

char *
pgnfile_error(const char *path, const struct pgn_event *ev,
    const char *white, const char *black)
{
	char	 players[2 * UTF8_QUOTE_SIZE + 8] = "", cands[512] = "";
	char	 w[UTF8_QUOTE_SIZE], b[UTF8_QUOTE_SIZE], t[UTF8_QUOTE_SIZE];
	char	*msg;

	if (white != NULL && black != NULL && (*white != '\0' ||
	    *black != '\0'))
		snprintf(players, sizeof players, " (%s-%s)",
		    utf8_quote(w, sizeof w, white, strlen(white)),
		    utf8_quote(b, sizeof b, black, strlen(black)));
	if (ev->error == PGN_E_MOVE_AMBIGUOUS && ev->fail != NULL &&
	    ev->fail->ncandidates > 0) {
		char	list[480];

		candidates(ev, list, sizeof list);
		snprintf(cands, sizeof cands, " (candidates: %s)", list);
	} else if (ev->error == PGN_E_MOVE_UNREADABLE && ev->fail != NULL)
		snprintf(cands, sizeof cands, " at byte %zu",
		    ev->fail->where + 1);
	xasprintf(&msg, "%s:game %lu%s:move %u: '%s': %s%s", path, ev->game,
	    players, ev->move_number, ev->text != NULL ? utf8_quote(t,
	    sizeof t, ev->text, strlen(ev->text)) : "",
	    pgn_strerror(ev->error), cands);
	return msg;
}
