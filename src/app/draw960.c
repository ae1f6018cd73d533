/*
 * draw960.c: a round's Chess960 start drawn once, where the line is
 * written (draw960.h).
 */
#include "config.h"

#include <sys/random.h>

#include <errno.h>
#include <stdlib.h>
#include <string.h>

#include "app/draw960.h"
#include "app/i18n.h"
#include "app/xmalloc.h"
#include "gamekind.h"

int
draw960_uniform(uint32_t n, uint32_t *out)
{
	/* The values below the largest multiple of n in 2^32 map onto
	 * 0..n-1 evenly; the few above it would favour the low numbers. */
	const uint64_t	span = UINT64_C(1) << 32;
	uint64_t	limit;
	uint32_t	r;
	ssize_t		got;

	if (n == 0) {
		errno = EINVAL;
		return -1;
	}
	limit = span - span % n;
	do {
		do
			got = getrandom(&r, sizeof r, 0);
		while (got < 0 && errno == EINTR);
		if (got != (ssize_t)sizeof r) {
			if (got >= 0)
				errno = EIO;
			return -1;
		}
	} while ((uint64_t)r >= limit);
	*out = r % n;
	return 0;
}

int
draw960_resolve(struct command *cmd, uint16_t round, char **cause)
{
	uint32_t	n;

	if (cmd->verb != COMMAND_DRAW || cmd->u.draw.has_start)
		return 0;
	if (draw960_uniform(DRAW960_STARTS, &n) != 0) {	/* II.1 */
		xasprintf(cause, _("no random number from the system to "
		    "draw the start: %s"), strerror(errno));
		return -1;
	}
	if (cmd->u.draw.round == 0)
		cmd->u.draw.round = round;
	cmd->u.draw.has_start = true;
	cmd->u.draw.start = (uint16_t)n;
	return 0;
}

char *
draw960_text(const struct game_kind *kind, unsigned number)
{
	struct game_pos	 pos;
	char		 fen[GAME_POS_TEXT_MAX], *row, *end, *out;

	if (kind == NULL || kind->start_number == NULL ||
	    !kind->start_number(&pos, number))
		return NULL;
	kind->pos_write(&pos, fen);
	/* The placement's last rank is White's first: "BRNBQNKR". */
	if ((end = strchr(fen, ' ')) != NULL)
		*end = '\0';
	row = strrchr(fen, '/');
	xasprintf(&out, _("Chess960 start %u: %s"), number,
	    row != NULL ? row + 1 : fen);
	return out;
}
