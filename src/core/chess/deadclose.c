/*
 * deadclose.c: proof by closure (see deadclose.h).
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess/board.h"
#include "chess/dead.h"
#include "chess/deadclose.h"
#include "chess/deadstatic.h"

#define NO_PARENT	UINT32_MAX

struct close_node {
	struct position	pos;
	uint32_t	parent;
	uint16_t	move;		/* from the parent */
};

struct closure {
	struct close_node	*nodes;
	uint32_t		 count, cap;
	uint32_t		*slot;	/* hash: node index + 1, 0 empty */
	uint32_t		 slot_mask;
};

/* Add pos unless known; returns 1 added, 0 known, -1 out of room. */
static int
add(struct closure *c, const struct position *pos, uint32_t parent,
    uint16_t move)
{
	struct close_node	*n;
	uint32_t		 i, idx;

	for (i = (uint32_t)pos->key & c->slot_mask; c->slot[i] != 0;
	    i = (i + 1) & c->slot_mask) {
		if (board_same(&c->nodes[c->slot[i] - 1].pos, pos))
			return 0;
	}
	if (c->count == c->cap) {
		if (c->cap >= DEAD_CLOSE_MAX)
			return -1;
		n = realloc(c->nodes, 2 * (size_t)c->cap * sizeof *n);
		if (n == NULL)
			return -1;
		c->nodes = n;
		c->cap *= 2;
	}
	idx = c->count++;
	c->nodes[idx].pos = *pos;
	c->nodes[idx].parent = parent;
	c->nodes[idx].move = move;
	c->slot[i] = idx + 1;
	return 1;
}

/* The line from the root to node idx then m, if it fits. */
static bool
line(const struct closure *c, uint32_t idx, uint16_t m, uint16_t *witness,
    size_t *len)
{
	size_t		n = 1, i;
	uint32_t	j;

	for (j = idx; c->nodes[j].parent != NO_PARENT; j = c->nodes[j].parent)
		n++;
	if (n > DEAD_WITNESS_MAX)
		return false;
	*len = n;
	if (witness == NULL)
		return true;
	witness[n - 1] = m;
	for (i = n - 1, j = idx; c->nodes[j].parent != NO_PARENT;
	    j = c->nodes[j].parent)
		witness[--i] = c->nodes[j].move;
	return true;
}

/* Whether nothing after child needs looking at: the game is over there,
 * or side provably cannot mate from it.  *mate: side has just mated. */
static bool
settled(const struct position *child, enum color side, bool *mate)
{
	*mate = false;
	if (board_count_moves(child) == 0) {
		*mate = child->side != side && board_in_check(child);
		return true;
	}
	if (dead_static_material(child, side))
		return true;
	/* The structure changes only on a capture or a pawn move. */
	return child->halfmove == 0 && dead_static_has_wall(child) &&
	    dead_static(child, side);
}

static enum dead_answer
walk(struct closure *c, enum color side, uint64_t budget, uint16_t *witness,
    size_t *len, uint64_t *nodes)
{
	struct position	child;
	struct undo	u;
	uint16_t	moves[MAX_MOVES];
	uint32_t	head;
	size_t		i, n;
	bool		mate;
	int		r;

	for (head = 0; head < c->count; head++) {
		child = c->nodes[head].pos;
		n = board_legal_moves(&child, moves);
		for (i = 0; i < n; i++) {
			if (++*nodes > budget)
				return DEAD_UNKNOWN;
			board_make(&child, moves[i], &u);
			if (settled(&child, side, &mate)) {
				if (mate)
					return line(c, head, moves[i], witness,
					    len) ? DEAD_YES : DEAD_UNKNOWN;
			} else if ((r = add(c, &child, head, moves[i])) < 0)
				return DEAD_UNKNOWN;
			board_unmake(&child, moves[i], &u);
		}
	}
	return DEAD_NO;		/* closed: no mate anywhere */
}

enum dead_answer
dead_closure(const struct position *pos, enum color side, uint64_t budget,
    uint16_t *witness, size_t *len, uint64_t *nodes)
{
	struct closure		c;
	enum dead_answer	a = DEAD_UNKNOWN;
	uint64_t		used = 0;

	if (len != NULL)
		*len = 0;
	memset(&c, 0, sizeof c);
	c.cap = 1024;
	c.nodes = malloc(c.cap * sizeof *c.nodes);
	c.slot_mask = 2 * DEAD_CLOSE_MAX - 1;
	c.slot = calloc((size_t)c.slot_mask + 1, sizeof *c.slot);
	if (c.nodes != NULL && c.slot != NULL &&
	    add(&c, pos, NO_PARENT, MOVE_NONE) == 1) {
		size_t	l = 0;

		a = walk(&c, side, budget, witness, &l, &used);
		if (a == DEAD_YES && len != NULL)
			*len = l;
	}
	free(c.nodes);
	free(c.slot);
	if (nodes != NULL)
		*nodes = used;
	return a;
}
