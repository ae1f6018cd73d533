/*
 * helpmate.c: the helpmate search (see helpmate.h).
 *
 * Soundness: a mate found is checked on the board before it is reported,
 * so DEAD_YES is always a legal line ending in mate.  An iteration that
 * ran to its end with no cut-off of any kind (depth, nodes, ply limit) and
 * no pruning on a table entry written in an earlier iteration has seen
 * every reachable position (all moves searched, or proven mateless
 * statically); since the table compares 64-bit keys, not positions, its
 * DEAD_NO is then confirmed by the exact closure walk of deadclose.c.
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "chess/bitboard.h"
#include "chess/board.h"
#include "chess/dead.h"
#include "chess/deadclose.h"
#include "chess/deadstatic.h"
#include "chess/helpmate.h"

#define TT_MIN_BITS	10
#define TT_MAX_BITS	18
#define FULL_DEPTHS	1	/* exhaustive iterations before guidance */
#define FULL_LIMIT	1000	/* nodes per exhaustive iteration */
#define GUIDED_LIMIT	40000	/* nodes per guided iteration, at least */
#define GUIDED_SHARE	8	/* ... or the nodes spent so far / this */
#define MAZE_LIMIT	20000	/* ... or this behind facing pawns */
#define GUIDED_MAX	1000
#define GUIDED_FIRST	20000	/* nodes of the first guided search */
#define CLOSE_FIRST	5000	/* nodes of the first closure walk */

enum cost { COST_REWARD, COST_NORMAL, COST_PUNISH };

enum walled { WALL_UNTRIED = 0, WALL_DEAD, WALL_OPEN };

struct tt_entry {
	uint64_t	key;
	uint64_t	occ;		/* a second check against collisions */
	int16_t		depth;		/* 2 * depth + progress */
	uint16_t	gen;
	uint8_t		walled;		/* the static proof, once tried */
};

struct helpmate {
	struct position	 pos;
	enum color	 side;		/* the one who should mate */
	bool		 guided;
	bool		 local;		/* aim at the king where it stands */
	bool		 prove_inside;	/* try the static proof inside the tree */
	bool		 maze;		/* pawns face each other: deepen faster */
	bool		 wall;		/* a pawn wall: the closure walk too */
	uint64_t	 nodes, budget, iter_end;
	bool		 cut;		/* this iteration is no proof */
	uint16_t	 gen;
	struct tt_entry	*tt;
	uint64_t	 tt_mask;
	struct dead_closure *closure;	/* the walk, once begun */
	uint8_t		 target_king_l, target_king_w, target_piece_w,
			 target_piece_l;
	bool		 need_promo;
	size_t		 ply;
	uint16_t	 path[DEAD_WITNESS_MAX];
	size_t		 found_len;
};

static int
dist_king(uint8_t a, uint8_t b)
{
	int	df = abs(SQ_FILE(a) - SQ_FILE(b));
	int	dr = abs(SQ_RANK(a) - SQ_RANK(b));

	return df > dr ? df : dr;
}

/* Knight distance, close enough for a heuristic: moves of a knight on an
 * open board (corner cases differ by a move or two). */
static int
dist_knight(uint8_t a, uint8_t b)
{
	int	df = abs(SQ_FILE(a) - SQ_FILE(b));
	int	dr = abs(SQ_RANK(a) - SQ_RANK(b));
	int	hi = df > dr ? df : dr, lo = df > dr ? dr : df, n;

	if (hi == 1 && lo == 0)
		return 3;
	if (hi == 2 && lo == 2)
		return 4;
	n = (hi + 1) / 2;
	if ((hi + lo + 1) / 3 > n)
		n = (hi + lo + 1) / 3;
	if (((hi + lo) & 1) != (n & 1))
		n++;
	return n;
}

static bool
is_capture(const struct position *pos, uint16_t m)
{
	return pos->squares[MOVE_TO(m)] != EMPTY ||
	    MOVE_KIND(m) == MOVE_EN_PASSANT;
}

/* Whether a white pawn has a black one ahead on its file: the two never
 * pass each other but by captures. */
static bool
pawns_face(const struct position *pos)
{
	uint64_t	ahead = bitboard_push(pos->by_type[PAWN] &
			    pos->by_color[WHITE], WHITE);

	ahead |= ahead << 8;
	ahead |= ahead << 16;
	ahead |= ahead << 32;
	return (ahead & pos->by_type[PAWN] & pos->by_color[BLACK]) != 0;
}

/* Whether the move brings a king or knight nearer to t. */
static bool
goes_to(const struct position *pos, uint16_t m, uint8_t t)
{
	uint8_t	from = MOVE_FROM(m), to = MOVE_TO(m);

	switch (PIECE_TYPE(pos->squares[from])) {
	case KING:
	case QUEEN:
	case ROOK:
	case BISHOP:
		return dist_king(to, t) < dist_king(from, t);
	case KNIGHT:
		return dist_knight(to, t) < dist_knight(from, t);
	default:
		return false;
	}
}

/*
 * The mating picture: the losing king in a corner on the winner's far
 * rank, of the colour of the winner's bishops (or, without them, the one
 * where an enemy bishop can block); the winner's king two ranks off.
 */
static void
set_targets(struct helpmate *h)
{
	const struct position	*pos = &h->pos;
	uint64_t		 wb = board_pieces(pos, h->side, BISHOP);
	uint64_t		 lb = board_pieces(pos, (enum color)!h->side,
				    BISHOP);
	bool			 dark;
	uint8_t			 file, rank, rank2;

	dark = (wb & BB_DARK) != 0 || (wb == 0 && (lb & ~BB_DARK) != 0);
	rank = h->side == WHITE ? 7 : 0;
	rank2 = h->side == WHITE ? 5 : 2;
	/* h8 and a1 are dark, a8 and h1 light. */
	file = (uint8_t)(dark == (h->side == WHITE) ? 7 : 0);
	h->target_king_l = SQ_MAKE(file, rank);
	h->target_piece_w = h->target_king_l;
	h->target_king_w = SQ_MAKE(file, rank2);
	h->target_piece_l = SQ_MAKE(file == 7 ? 6 : 1, rank);
}

static enum cost
classify(struct helpmate *h, uint16_t m)
{
	const struct position	*pos = &h->pos;
	uint8_t			 from = MOVE_FROM(m), to = MOVE_TO(m);
	enum piece_type		 pt = PIECE_TYPE(pos->squares[from]);
	bool			 capture, winner = pos->side == h->side;
	int			 rel;
	uint8_t			 lk;

	if (!h->guided)
		return COST_NORMAL;
	/* In a maze a pawn move is progress for either side: it cannot be
	 * taken back, and it is what opens the way. */
	if (h->maze && pt == PAWN)
		return COST_REWARD;
	capture = is_capture(pos, m);
	lk = (uint8_t)__builtin_ctzll(board_pieces(pos, (enum color)!h->side,
	    KING));
	if (winner) {
		rel = h->side == WHITE ? SQ_RANK(to) : 7 - SQ_RANK(to);
		if (capture || (pt == PAWN && rel >= 5))
			return COST_REWARD;
		if (h->local)
			return goes_to(pos, m, lk) ? COST_REWARD : COST_NORMAL;
		return goes_to(pos, m, pt == KING ? h->target_king_w :
		    h->target_piece_w) ? COST_REWARD : COST_NORMAL;
	}
	if (h->need_promo && pt == PAWN && !(MOVE_KIND(m) == MOVE_PROMOTION &&
	    MOVE_PROMO(m) >= ROOK))
		return COST_REWARD;
	if (h->local) {
		/* The mate where the king stands: its pieces close in. */
		if (pt != KING && goes_to(pos, m, lk))
			return COST_REWARD;
		return capture ? COST_PUNISH : COST_NORMAL;
	}
	if (goes_to(pos, m, pt == KING ? h->target_king_l : h->target_piece_l))
		return COST_REWARD;
	if (capture || h->need_promo)
		return COST_PUNISH;
	return COST_NORMAL;
}

/*
 * Whether the table says this node was searched at least as deeply; else
 * the node's entry, written for this search, in *entry.
 */
static bool
tt_probe_store(struct helpmate *h, int depth, bool progress,
    struct tt_entry **entry)
{
	struct tt_entry	*e = &h->tt[h->pos.key & h->tt_mask];
	int16_t		 d = (int16_t)(2 * depth + (progress ? 1 : 0));
	uint64_t	 occ = board_occupied(&h->pos);
	bool		 same = e->key == h->pos.key && e->occ == occ;

	/* Exhaustive iterations trust only their own entries: an earlier
	 * iteration may have been stopped inside that node. */
	if (same && e->depth >= d && (h->guided || e->gen == h->gen)) {
		if (e->gen != h->gen)
			h->cut = true;	/* searched in an earlier iteration */
		return true;
	}
	if (!same)
		e->walled = WALL_UNTRIED;
	e->key = h->pos.key;
	e->occ = occ;
	e->depth = d;
	e->gen = h->gen;
	*entry = e;
	return false;
}

/*
 * The static proof behind pawn walls (deadstatic.h) for the node of e,
 * tried once: iterative deepening meets the same nodes again and again.
 * Only a pruning hint, like the rest of the table.
 */
static bool
walled_in(struct helpmate *h, struct tt_entry *e)
{
	if (e->walled == WALL_UNTRIED)
		e->walled = dead_static(&h->pos, h->side) ? WALL_DEAD :
		    WALL_OPEN;
	return e->walled == WALL_DEAD;
}

static bool	search(struct helpmate *, int, bool);

/* At the horizon with the winner to move: only a mate in one. */
static bool
mate_in_one(struct helpmate *h, const uint16_t *moves, size_t n)
{
	struct undo	u;
	size_t		i;
	bool		mate;

	for (i = 0; i < n; i++) {
		board_make(&h->pos, moves[i], &u);
		h->nodes++;
		mate = board_in_check(&h->pos) && board_is_checkmate(&h->pos);
		board_unmake(&h->pos, moves[i], &u);
		if (mate) {
			h->path[h->ply] = moves[i];
			h->found_len = h->ply + 1;
			return true;
		}
	}
	return false;
}

static void
order(struct helpmate *h, uint16_t *moves, uint8_t *cost, size_t n)
{
	size_t		i, j;
	uint16_t	m;
	uint8_t		c;

	for (i = 0; i < n; i++)
		cost[i] = (uint8_t)classify(h, moves[i]);
	for (i = 1; i < n; i++) {
		m = moves[i];
		c = cost[i];
		for (j = i; j > 0 && cost[j - 1] > c; j--) {
			moves[j] = moves[j - 1];
			cost[j] = cost[j - 1];
		}
		moves[j] = m;
		cost[j] = c;
	}
}

static bool
search(struct helpmate *h, int depth, bool progress)
{
	uint16_t	moves[MAX_MOVES];
	uint8_t		cost[MAX_MOVES];
	struct undo	u;
	struct tt_entry	*e;
	size_t		i, n;
	int		next;
	bool		found;

	if (++h->nodes > h->iter_end) {
		h->cut = true;
		return false;
	}
	if (dead_static_material(&h->pos, h->side))
		return false;
	/*
	 * A node searched as deeply before is done, before its moves are
	 * generated: had it been a mate, the search would have ended there.
	 */
	if (tt_probe_store(h, depth, progress, &e))
		return false;
	n = board_legal_moves(&h->pos, moves);
	if (n == 0) {
		if (h->pos.side != h->side && board_in_check(&h->pos)) {
			h->found_len = h->ply;
			return true;
		}
		return false;	/* the game is over without our mate */
	}
	/* After a capture or a pawn move the structure may have locked. */
	if (h->prove_inside && h->pos.halfmove == 0 && walled_in(h, e))
		return false;
	if (depth <= 0 || h->ply >= DEAD_WITNESS_MAX - 1) {
		h->cut = true;
		if (h->pos.side == h->side && h->ply < DEAD_WITNESS_MAX - 1)
			return mate_in_one(h, moves, n);
		return false;
	}
	order(h, moves, cost, n);
	for (i = 0; i < n; i++) {
		switch ((enum cost)cost[i]) {
		case COST_REWARD:
			next = depth;
			break;
		case COST_PUNISH:
			/* In a maze the loser's captures are what opens it:
			 * tried last, but free, as they cannot be undone. */
			next = h->maze && is_capture(&h->pos, moves[i]) ?
			    depth : depth - 3;
			break;
		default:
			next = progress ? depth : depth - 1;
			break;
		}
		h->path[h->ply++] = moves[i];
		board_make(&h->pos, moves[i], &u);
		/* A check by the winner is progress: mates are checks. */
		if (h->guided && cost[i] == COST_NORMAL &&
		    h->pos.side != h->side && board_in_check(&h->pos)) {
			next = depth;
			cost[i] = COST_REWARD;
		}
		found = search(h, next, cost[i] == COST_REWARD);
		board_unmake(&h->pos, moves[i], &u);
		h->ply--;
		if (found)
			return true;
		if (h->nodes > h->iter_end)
			return false;
	}
	return false;
}

/* Replay the line found and check that it ends in mate by the side. */
static bool
verify(const struct position *root, enum color side, const uint16_t *line,
    size_t len)
{
	struct position	pos = *root;
	struct undo	u;
	size_t		i;

	for (i = 0; i < len; i++) {
		if (!board_is_legal(&pos, line[i]))
			return false;
		board_make(&pos, line[i], &u);
	}
	return pos.side != side && board_is_checkmate(&pos);
}

/*
 * Cut the loops out of the line found: where it comes back to a position
 * it passed before, the moves in between are left out.  Free moves toward
 * the mating picture let the search wander, and a witness should not.
 * What is left is a legal line from the same position to the same mate
 * (verify() checks it all the same).
 */
static void
cut_loops(struct helpmate *h, const struct position *root)
{
	struct position	*at;	/* at[i]: the position after i moves */
	struct undo	 u;
	size_t		 i, j, n = 0, len = h->found_len;

	if ((at = malloc((len + 1) * sizeof *at)) == NULL)
		return;
	at[0] = *root;
	for (i = 0; i < len; i++) {
		at[i + 1] = at[i];
		board_make(&at[i + 1], h->path[i], &u);
	}
	/* From each position kept, go on from its last return (the mate at
	 * the end has no move: it never comes back). */
	for (i = 0; i < len; i = j + 1) {
		for (j = len - 1; j > i && !board_same(&at[j], &at[i]); j--)
			;
		h->path[n++] = h->path[j];
	}
	h->found_len = n;
	free(at);
}

/* What the walk c says of h's side; a mating line goes into h->path. */
static enum dead_answer
closure_answer(struct helpmate *h, const struct dead_closure *c)
{
	enum dead_answer	a;
	size_t			len;

	a = dead_closure_answer(c, h->side, h->path, &len);
	if (a == DEAD_YES)
		h->found_len = len;
	return a;
}

/*
 * The closure walk of deadclose.c from the root, with up to limit nodes of
 * the budget; a later call goes on where the last one stopped.
 */
static enum dead_answer
close_walk(struct helpmate *h, uint64_t limit)
{
	uint64_t	used = 0;

	if (limit > h->budget - h->nodes)
		limit = h->budget - h->nodes;
	if (h->closure == NULL && (h->closure = dead_closure_new(&h->pos,
	    1u << h->side)) == NULL)
		return DEAD_UNKNOWN;
	dead_closure_walk(h->closure, limit, &used);
	h->nodes += used;
	return closure_answer(h, h->closure);
}

/*
 * Grow the table with the search, so that the many easy positions do not
 * pay for clearing a large one.  Entries are only pruning hints: losing
 * them costs time, never soundness.
 */
static void
tt_grow(struct helpmate *h)
{
	struct tt_entry	*t;
	uint64_t	 size = h->tt_mask + 1;

	if (h->tt != NULL && (h->nodes < 4 * size ||
	    size >= (1ULL << TT_MAX_BITS)))
		return;
	if (h->tt != NULL)
		size *= 8;
	if (size > (1ULL << TT_MAX_BITS))
		size = 1ULL << TT_MAX_BITS;
	t = calloc(size, sizeof *t);
	if (t == NULL)
		return;		/* keep the one we have */
	free(h->tt);
	h->tt = t;
	h->tt_mask = size - 1;
}

/* A new iteration that stops at end nodes; false without a table. */
static bool
iteration_begin(struct helpmate *h, uint64_t end)
{
	tt_grow(h);
	if (h->tt == NULL)
		return false;
	h->gen++;
	h->cut = false;
	h->ply = 0;
	h->iter_end = end;
	return true;
}

/* One iteration; DEAD_UNKNOWN when it neither found nor proved. */
static enum dead_answer
iterate(struct helpmate *h, int depth, uint64_t limit)
{
	if (!iteration_begin(h, h->nodes + limit < h->budget ?
	    h->nodes + limit : h->budget))
		return DEAD_UNKNOWN;
	if (search(h, depth, false))
		return DEAD_YES;
	if (h->cut)
		return DEAD_UNKNOWN;
	/*
	 * The tree closed, but the table compares hashes, not positions:
	 * the exact closure walk confirms (it meets the same few positions).
	 */
	return close_walk(h, h->budget);
}

/*
 * Guided iterations from iteration *d on, until the nodes reach stop.
 * Each gets a share of the nodes spent so far, at least GUIDED_LIMIT:
 * with a flat limit, the deep iterations of a large budget would each see
 * too little of their tree to find anything.
 *
 * Behind pawns facing each other the mates are long lines through a maze
 * (a king walking round to take the pawn that opens a file, a promotion
 * given up to move a pawn to the next file): there each picture goes a
 * move deeper at every iteration, not every other, with smaller
 * iterations, and pawn moves and captures cost no depth: they cannot be
 * undone, so they are few.  Everywhere else that schedule is too narrow:
 * mates with a lone minor piece want the wide iterations.
 */
static enum dead_answer
guide(struct helpmate *h, int *d, uint64_t stop)
{
	enum dead_answer	a;
	uint64_t		limit, least = h->maze ? MAZE_LIMIT : GUIDED_LIMIT;

	h->guided = true;
	for (; *d <= GUIDED_MAX && h->nodes < stop; ++*d) {
		/* Alternate the two mating pictures, the near one first. */
		h->local = (*d & 1) != 0;
		limit = h->nodes / GUIDED_SHARE;
		if (limit < least)
			limit = least;
		a = iterate(h, h->maze ? *d + 1 : (*d + 1) / 2, limit);
		if (a != DEAD_UNKNOWN)
			return a;
	}
	return DEAD_UNKNOWN;
}

/*
 * A short exhaustive iteration first (mates in one, forced lines), a first
 * guided search (most mates are found there), then behind a pawn wall a
 * small closure walk (locked positions have few reachable ones) and the
 * rest of the guided search.  Behind a wall the caller then gives what is
 * left of the budget to the closure walk (last_walk()).
 */
static enum dead_answer
run(struct helpmate *h)
{
	enum dead_answer	a;
	uint64_t		stop = h->wall ? h->budget / 2 : h->budget;
	int			d;

	h->guided = false;
	for (d = 1; d <= FULL_DEPTHS && h->nodes < h->budget; d++) {
		a = iterate(h, d, FULL_LIMIT);
		if (a != DEAD_UNKNOWN)
			return a;
	}
	d = 1;
	if ((a = guide(h, &d, stop < GUIDED_FIRST ? stop : GUIDED_FIRST)) !=
	    DEAD_UNKNOWN)
		return a;
	/*
	 * Most mates are found by now, and the static proof inside the tree
	 * costs more than the nodes it saves there; from here on the search
	 * is after proofs behind pawn walls too.
	 */
	h->prove_inside = true;
	if (h->wall && (a = close_walk(h, CLOSE_FIRST)) != DEAD_UNKNOWN)
		return a;
	return guide(h, &d, stop);
}

/* Whether run() left the closure walk the rest of the budget. */
static bool
last_walk(const struct helpmate *h, enum dead_answer a)
{
	return a == DEAD_UNKNOWN && h->wall && h->nodes < h->budget;
}

static struct helpmate *
helpmate_new(const struct position *pos, enum color side, uint64_t budget)
{
	struct helpmate	*h;

	if ((h = calloc(1, sizeof *h)) == NULL)
		return NULL;
	h->tt_mask = (1ULL << TT_MIN_BITS) - 1;
	h->pos = *pos;
	h->side = side;
	h->budget = budget;
	set_targets(h);
	h->maze = pawns_face(pos);
	h->wall = dead_static_has_wall(pos);
	h->need_promo = dead_static_needs_promotion(pos, side);
	return h;
}

/* The answer a for h, its line checked and copied out; h is freed. */
static enum dead_answer
helpmate_end(struct helpmate *h, enum dead_answer a, uint16_t *witness,
    size_t *len)
{
	const struct position	*root = &h->pos;	/* back at the root */

	if (len != NULL)
		*len = 0;
	if (a == DEAD_YES)
		cut_loops(h, root);
	if (a == DEAD_YES && !verify(root, h->side, h->path, h->found_len))
		a = DEAD_UNKNOWN;	/* never report an unchecked line */
	if (a == DEAD_YES) {
		if (witness != NULL)
			memcpy(witness, h->path,
			    h->found_len * sizeof *witness);
		if (len != NULL)
			*len = h->found_len;
	}
	dead_closure_free(h->closure);
	free(h->tt);
	free(h);
	return a;
}

enum dead_answer
helpmate_find(const struct position *pos, enum color side, uint64_t budget,
    uint16_t *witness, size_t *len)
{
	struct helpmate		*h;
	enum dead_answer	 a;

	if ((h = helpmate_new(pos, side, budget)) == NULL) {
		if (len != NULL)
			*len = 0;
		return DEAD_UNKNOWN;
	}
	a = run(h);
	if (last_walk(h, a))
		a = close_walk(h, h->budget);
	return helpmate_end(h, a, witness, len);
}

/*
 * One closure walk for both sides from the root, with limit nodes; the
 * answers of h[0] and h[1] from it.
 */
static void
walk_both(struct helpmate *h[2], uint64_t limit, enum dead_answer answer[2])
{
	struct dead_closure	*both;
	uint64_t		 used = 0;
	int			 c;

	if ((both = dead_closure_new(&h[WHITE]->pos, 1u << WHITE |
	    1u << BLACK)) == NULL)
		return;
	dead_closure_walk(both, limit, &used);
	for (c = WHITE; c <= BLACK; c++)
		answer[c] = closure_answer(h[c], both);
	dead_closure_free(both);
}

/*
 * Both sides: their searches one after the other, then, when neither
 * settled its side, one closure walk for the two with what both have
 * left.  The positions reachable are the same for the two questions, and
 * a dead position has to be walked whole for each: this way it is walked
 * once.  With first_yes, a YES for White ends it (Black unknown).
 */
void
helpmate_find_both(const struct position *pos, uint64_t budget,
    bool first_yes, enum dead_answer answer[2], uint16_t *witness[2],
    size_t len[2])
{
	struct helpmate	*h[2];
	bool		 done, walk[2];
	int		 c;

	answer[WHITE] = answer[BLACK] = DEAD_UNKNOWN;
	h[WHITE] = helpmate_new(pos, WHITE, budget);
	h[BLACK] = helpmate_new(pos, BLACK, budget);
	if (h[WHITE] != NULL && h[BLACK] != NULL) {
		answer[WHITE] = run(h[WHITE]);
		done = first_yes && answer[WHITE] == DEAD_YES;
		if (!done)
			answer[BLACK] = run(h[BLACK]);
		for (c = WHITE; c <= BLACK; c++)
			walk[c] = !done && last_walk(h[c], answer[c]);
		if (walk[WHITE] && walk[BLACK])
			walk_both(h, 2 * budget - h[WHITE]->nodes -
			    h[BLACK]->nodes, answer);
		else
			for (c = WHITE; c <= BLACK; c++)
				if (walk[c])
					answer[c] = close_walk(h[c], budget);
	}
	for (c = WHITE; c <= BLACK; c++) {
		if (h[c] != NULL)
			answer[c] = helpmate_end(h[c], answer[c],
			    witness != NULL ? witness[c] : NULL,
			    len != NULL ? &len[c] : NULL);
		else if (len != NULL)
			len[c] = 0;
	}
}
