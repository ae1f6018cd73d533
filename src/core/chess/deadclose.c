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
#define FIRST_NODES	1024u
#define SETTLED		0x20	/* in flags: kept only to be known */

/*
 * A position kept, whole and small: the occupied squares, a 4-bit piece
 * for each of them in square order, the side to move and the castling
 * rights (3.8b), the en-passant square (3.7d); the key for the table.
 */
struct close_node {
	uint64_t	key;
	uint64_t	occ;
	uint8_t		pieces[16];
	uint32_t	parent;
	uint16_t	move;		/* from the parent */
	uint8_t		flags;		/* side | castling << 1 | SETTLED */
	uint8_t		ep;
};

struct dead_closure {
	unsigned		 sides;		/* the sides asked about */
	unsigned		 asked;		/* those without an answer yet */
	bool			 mated[2];	/* a mate by this side was met */
	uint32_t		 mate_node[2];	/* where, and by which move */
	uint16_t		 mate_move[2];
	struct close_node	*nodes;
	uint32_t		 count, cap;
	uint32_t		*slot;	/* hash: node index + 1, 0 empty */
	uint32_t		 slot_mask;
	uint32_t		 head;	/* the next position to expand */
	/* The game's castling rooks (II.3), the same in every position. */
	uint8_t			 chess960;
	uint8_t			 castle_rook[4];
	size_t			 next_move;	/* its first move not tried */
	bool			 over;		/* out of room */
};

static void
encode(const struct position *pos, struct close_node *n)
{
	uint64_t	todo;
	unsigned	i = 0;

	memset(n->pieces, 0, sizeof n->pieces);
	n->occ = board_occupied(pos);
	for (todo = n->occ; todo != 0; todo &= todo - 1, i++)
		n->pieces[i / 2] |= (uint8_t)(pos->squares[__builtin_ctzll(
		    todo)] << (4 * (i & 1)));
	n->key = pos->key;
	n->flags = (uint8_t)(pos->side | pos->castling << 1);
	n->ep = pos->ep;
}

static void
decode(const struct dead_closure *c, const struct close_node *n,
    struct position *pos)
{
	uint64_t	todo;
	unsigned	i = 0;

	board_clear(pos);
	pos->chess960 = c->chess960;
	memcpy(pos->castle_rook, c->castle_rook, sizeof pos->castle_rook);
	for (todo = n->occ; todo != 0; todo &= todo - 1, i++)
		board_put(pos, (uint8_t)__builtin_ctzll(todo),
		    (uint8_t)(n->pieces[i / 2] >> (4 * (i & 1)) & 15));
	pos->side = n->flags & 1;
	pos->castling = n->flags >> 1;
	pos->ep = n->ep;
	pos->key = n->key;
	/* Not 0: settled() asks of a child whether its move took or pushed. */
	pos->halfmove = 1;
}

static bool
same(const struct close_node *a, const struct close_node *b)
{
	return a->key == b->key && a->occ == b->occ &&
	    ((a->flags ^ b->flags) & ~SETTLED) == 0 && a->ep == b->ep &&
	    memcmp(a->pieces, b->pieces, sizeof a->pieces) == 0;
}

/* Twice the slots, every node placed again; false without memory. */
static bool
grow_slots(struct dead_closure *c)
{
	uint32_t	*slot, mask = 2 * c->slot_mask + 1, i, j;

	if ((slot = calloc((size_t)mask + 1, sizeof *slot)) == NULL)
		return false;
	for (i = 0; i < c->count; i++) {
		for (j = (uint32_t)c->nodes[i].key & mask; slot[j] != 0;
		    j = (j + 1) & mask)
			;
		slot[j] = i + 1;
	}
	free(c->slot);
	c->slot = slot;
	c->slot_mask = mask;
	return true;
}

/*
 * The slot of pos in the table (k receives its encoding): the slot of the
 * node holding it, or the empty slot where it would go.
 */
static uint32_t
find(const struct dead_closure *c, const struct position *pos,
    struct close_node *k)
{
	uint32_t	i;

	encode(pos, k);
	for (i = (uint32_t)k->key & c->slot_mask; c->slot[i] != 0;
	    i = (i + 1) & c->slot_mask) {
		if (same(&c->nodes[c->slot[i] - 1], k))
			break;
	}
	return i;
}

/* Keep k (with parent and move) in the empty slot i; false out of room. */
static bool
add(struct dead_closure *c, uint32_t i, struct close_node *k, uint32_t parent,
    uint16_t move)
{
	struct close_node	*n;

	if (c->count == c->cap) {
		if (c->cap >= DEAD_CLOSE_MAX)
			return false;
		n = realloc(c->nodes, 2 * (size_t)c->cap * sizeof *n);
		if (n == NULL)
			return false;
		c->nodes = n;
		c->cap *= 2;
	}
	k->parent = parent;
	k->move = move;
	c->nodes[c->count] = *k;
	c->slot[i] = ++c->count;
	/* Half full at most, so that probes stay short. */
	return 2 * (uint64_t)c->count <= c->slot_mask || grow_slots(c);
}

/* The line from the root to node idx then m, if it fits. */
static bool
line(const struct dead_closure *c, uint32_t idx, uint16_t m,
    uint16_t *witness, size_t *len)
{
	size_t		n = 1, i;
	uint32_t	j;

	for (j = idx; c->nodes[j].parent != NO_PARENT; j = c->nodes[j].parent)
		n++;
	if (n > DEAD_WITNESS_MAX)
		return false;
	if (len != NULL)
		*len = n;
	if (witness == NULL)
		return true;
	witness[n - 1] = m;
	for (i = n - 1, j = idx; c->nodes[j].parent != NO_PARENT;
	    j = c->nodes[j].parent)
		witness[--i] = c->nodes[j].move;
	return true;
}

/*
 * Whether nothing after child needs looking at: the game is over there by
 * a mate (*mate), or no side in asked can provably mate from it.  (A
 * stalemate is kept: it has no moves to walk.)
 */
static bool
settled(const struct position *child, unsigned asked, bool *mate)
{
	int	c;

	*mate = false;
	if (board_in_check(child) && board_count_moves(child) == 0) {
		*mate = true;
		return true;
	}
	for (c = WHITE; c <= BLACK; c++) {
		if ((asked >> c & 1) == 0)
			continue;
		/* The structure changes only on a capture or a pawn move. */
		if (!(child->halfmove == 0 ? dead_static(child, (enum color)c) :
		    dead_static_material(child, (enum color)c)))
			return false;
	}
	return true;
}

struct dead_closure *
dead_closure_new(const struct position *pos, unsigned sides)
{
	struct dead_closure	*c;
	struct close_node	 k;

	if ((c = calloc(1, sizeof *c)) == NULL)
		return NULL;
	c->sides = c->asked = sides;
	c->chess960 = pos->chess960;
	memcpy(c->castle_rook, pos->castle_rook, sizeof c->castle_rook);
	c->cap = FIRST_NODES;
	c->slot_mask = 2 * FIRST_NODES - 1;
	c->nodes = malloc(c->cap * sizeof *c->nodes);
	c->slot = calloc((size_t)c->slot_mask + 1, sizeof *c->slot);
	if (c->nodes == NULL || c->slot == NULL ||
	    !add(c, find(c, pos, &k), &k, NO_PARENT, MOVE_NONE)) {
		dead_closure_free(c);
		return NULL;
	}
	return c;
}

void
dead_closure_free(struct dead_closure *c)
{
	if (c == NULL)
		return;
	free(c->nodes);
	free(c->slot);
	free(c);
}

void
dead_closure_walk(struct dead_closure *c, uint64_t budget, uint64_t *nodes)
{
	struct position		pos, child;
	struct close_node	k;
	struct undo		u;
	uint16_t		moves[MAX_MOVES];
	size_t			i, n;
	uint32_t		slot;
	uint64_t		used = 0;
	enum color		mater;
	bool			mate;

	for (; !c->over && c->asked != 0 && c->head < c->count;
	    c->head++, c->next_move = 0) {
		if ((c->nodes[c->head].flags & SETTLED) != 0)
			continue;
		decode(c, &c->nodes[c->head], &pos);
		n = board_legal_moves(&pos, moves);
		for (i = c->next_move; i < n; i++) {
			if (used == budget || c->asked == 0) {
				c->next_move = i;	/* go on from here */
				*nodes = used;
				return;
			}
			used++;
			child = pos;
			board_make(&child, moves[i], &u);
			slot = find(c, &child, &k);
			if (c->slot[slot] != 0)
				continue;	/* known: settled or walked */
			if (settled(&child, c->asked, &mate)) {
				mater = (enum color)!child.side;
				if (mate && (c->asked >> mater & 1) != 0) {
					/* Breadth first: the shortest. */
					c->mated[mater] = true;
					c->mate_node[mater] = c->head;
					c->mate_move[mater] = moves[i];
					c->asked &= ~(1u << mater);
				}
				k.flags |= SETTLED;
			}
			if (!add(c, slot, &k, c->head, moves[i])) {
				c->over = true;
				break;
			}
		}
	}
	*nodes = used;
}

enum dead_answer
dead_closure_answer(const struct dead_closure *c, enum color side,
    uint16_t *witness, size_t *len)
{
	if (len != NULL)
		*len = 0;
	if ((c->sides >> side & 1) == 0)
		return DEAD_UNKNOWN;	/* the walk did not look for it */
	if (c->mated[side])
		return line(c, c->mate_node[side], c->mate_move[side], witness,
		    len) ? DEAD_YES : DEAD_UNKNOWN;
	/* Closed: every position reachable was walked, none a mate. */
	if (!c->over && c->head == c->count)
		return DEAD_NO;
	return DEAD_UNKNOWN;
}
