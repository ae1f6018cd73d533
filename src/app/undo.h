/*
 * undo.h: the "undo <seq>" lines of a journal.  An undone line and the
 * undo lines themselves are left out when the journal is replayed; both
 * stay in the file (nothing is ever erased).
 */
#ifndef ARBITER_UNDO_H
#define ARBITER_UNDO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Whether command is an undo line; *seq gets the line it takes back. */
bool	undo_target(const char *command, uint32_t *seq);

/* The seqs a journal undoes, as a growable set. */
struct undo_set {
	bool	*undone;	/* indexed by seq */
	size_t	 cap;
};

void	undo_set_add(struct undo_set *, uint32_t seq);
bool	undo_set_has(const struct undo_set *, uint64_t seq);
void	undo_set_release(struct undo_set *);

#endif
