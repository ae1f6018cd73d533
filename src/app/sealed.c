/*
 * sealed.c: the sealed moves an event's writer keeps secret (sealed.h).
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/journal.h"
#include "app/sealed.h"
#include "app/xmalloc.h"

static char *
sealed_path(const char *dir)
{
	char	*path;

	xasprintf(&path, "%s/%s", dir, SEALED_FILE);
	return path;
}

int
sealed_put(const char *dir, unsigned board, uint64_t seq, const char *move,
    char **cause)
{
	char	*path = sealed_path(dir), line[128];
	int	 n, r = -1;

	n = snprintf(line, sizeof line, "%u %" PRIu64 " %s\n", board, seq, move);
	if (n < 0 || (size_t)n >= sizeof line)
		xasprintf(cause, _("%s: a sealed move too long"), path);
	else if ((r = journal_append_durable(path, line, (size_t)n)) != 0)
		xasprintf(cause, "%s: %s", path, strerror(errno));
	free(path);
	return r;
}

int
sealed_get(const char *dir, unsigned board, uint64_t seq, char *move,
    size_t size)
{
	char		*path = sealed_path(dir), line[128], text[128];
	unsigned	 b;
	uint64_t	 s;
	FILE		*f = fopen(path, "re");
	int		 r = -1;

	free(path);
	if (f == NULL)
		return -1;
	while (fgets(line, sizeof line, f) != NULL) {
		if (sscanf(line, "%u %" SCNu64 " %127[^\n]", &b, &s, text) == 3 &&
		    b == board && s == seq && strlen(text) < size) {
			memcpy(move, text, strlen(text) + 1);
			r = 0;
		}
	}
	fclose(f);
	return r;
}
