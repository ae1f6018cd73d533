/*
 * undo.c: recognising undo lines and keeping the set they undo.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app/undo.h"
#include "app/xmalloc.h"
#include "command.h"

bool
undo_target(const char *command, uint32_t *seq)
{
	struct command	cmd;

	if (strncmp(command, "undo ", 5) != 0 ||
	    command_parse(command, strlen(command), &cmd, NULL) != COMMAND_OK ||
	    cmd.verb != COMMAND_UNDO)
		return false;
	*seq = cmd.u.undo.seq;
	return true;
}

void
undo_set_add(struct undo_set *u, uint32_t seq)
{
	size_t	ncap;

	if (seq >= u->cap) {
		ncap = (size_t)seq * 2 + 16;
		u->undone = xrealloc(u->undone, ncap * sizeof *u->undone);
		memset(u->undone + u->cap, 0, (ncap - u->cap) * sizeof *u->undone);
		u->cap = ncap;
	}
	u->undone[seq] = true;
}

bool
undo_set_has(const struct undo_set *u, uint64_t seq)
{
	return seq < u->cap && u->undone[seq];
}

void
undo_set_release(struct undo_set *u)
{
	free(u->undone);
	u->undone = NULL;
	u->cap = 0;
}
