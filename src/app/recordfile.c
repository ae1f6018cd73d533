/*
 * recordfile.c: reading game records in large chunks (the readers are
 * state machines, so chunk boundaries may fall anywhere) and their error
 * messages.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/recordfile.h"
#include "app/xmalloc.h"
#include "utf8.h"

#define RECORDFILE_CHUNK	(256 * 1024)
#define RECORDFILE_VALUE_MAX	256

int
recordfile_feed(const struct game_kind *kind, void *reader, FILE *fp,
    const char *path, char **cause)
{
	char	*buf = xmalloc(RECORDFILE_CHUNK);
	size_t	 n;

	while ((n = fread(buf, 1, RECORDFILE_CHUNK, fp)) > 0)
		kind->record_feed(reader, buf, n);
	free(buf);
	if (ferror(fp)) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return -1;
	}
	return 0;
}

/* The candidates of an ambiguous move, as records write them. */
static void
candidates(const struct game_kind *kind, const struct game_record_event *ev,
    char *buf, size_t size)
{
	char	text[GAME_MOVE_TEXT_MAX];
	size_t	i, n = 0, l;

	buf[0] = '\0';
	for (i = 0; i < ev->fail->ncandidates; i++) {
		l = kind->move_write(ev->pos, ev->fail->candidates[i],
		    GAME_STYLE_EXPORT, 0, text);
		if (n + l + 3 >= size)
			break;
		if (i > 0) {
			memcpy(buf + n, ", ", 2);
			n += 2;
		}
		memcpy(buf + n, text, l + 1);
		n += l;
	}
}

char *
recordfile_error(const struct game_kind *kind, const char *path,
    const struct game_record_event *ev, const char *white, const char *black)
{
	char	 players[2 * UTF8_QUOTE_SIZE + 8] = "", cands[512] = "";
	char	 w[UTF8_QUOTE_SIZE], b[UTF8_QUOTE_SIZE], t[UTF8_QUOTE_SIZE];
	char	*msg;

	if (white != NULL && black != NULL && (*white != '\0' ||
	    *black != '\0'))
		snprintf(players, sizeof players, " (%s-%s)",
		    utf8_quote(w, sizeof w, white, strlen(white)),
		    utf8_quote(b, sizeof b, black, strlen(black)));
	if (ev->read == GAME_READ_AMBIGUOUS && ev->fail != NULL &&
	    ev->fail->ncandidates > 0) {
		char	list[480];

		candidates(kind, ev, list, sizeof list);
		snprintf(cands, sizeof cands, " (candidates: %s)", list);
	} else if (ev->read == GAME_READ_UNREADABLE && ev->fail != NULL)
		snprintf(cands, sizeof cands, " at byte %zu",
		    ev->fail->where + 1);
	xasprintf(&msg, "%s:game %lu%s:move %u: '%s': %s%s", path, ev->game,
	    players, ev->move_number, ev->text != NULL ? utf8_quote(t,
	    sizeof t, ev->text, strlen(ev->text)) : "", ev->reason, cands);
	return msg;
}
