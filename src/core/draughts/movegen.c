/*
 * movegen.c: legal moves of international draughts (Art. 3-4) and perft.
 *
 * Captures come first: if any piece of the side to move can capture,
 * only captures are legal (4.1), and of those only the ones that take the
 * most pieces, kings and men counting one each (4.13).  A capture is
 * searched depth first from each piece that can take: captured pieces
 * stay on the board until the capture is over (4.11), so they block the
 * way and cannot be jumped again (4.8), while the mover's start square
 * counts as empty and may be crossed or landed on again.  A man captures
 * forwards and backwards and stays a man while it passes the far row
 * (4.15); a king flies over empty squares to the piece it takes and lands
 * on any empty square behind it (4.3, 4.6).
 *
 * Moves are (start, end, captured set).  Two routes to the same move
 * give one move (4.14 lets the player choose among moves, not routes):
 * a king's landing squares along one line all see the same piece next
 * along that line, so only the first of them continues straight on (the
 * others would repeat its captures); what remains, routes that go round
 * a loop one way or the other, takes four captures or more (none with
 * fewer turned up in the perft trees of the shared suite and three million
 * random positions) and is removed by comparing with the moves already
 * found, from three captures on to keep a margin.
 *
 * Without a capture, men step forwards (3.4) and kings fly (3.9).
 * Perft's last ply only counts: the steps of the men are two popcounts,
 * the flights of one or two kings come from ray tables and those of more
 * kings from four occluded fills (the squares two kings reach along one
 * direction never overlap), and when no man can take twice the men's
 * captures are the jumps of four bitboards; so no move is written there
 * unless a longer capture must be searched.
 *
 * One body serves listing and counting, instantiated per colour and job by
 * always_inline as in the chess generator; the kings' part is a function
 * of its own, so that the common positions without kings pay nothing for
 * it.  The last ply of perft is counted in the loop of the ply before.
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"

#define ALWAYS_INLINE	inline __attribute__((always_inline))
#define NOINLINE	__attribute__((noinline))

/* The jobs of the generator body. */
#define JOB_LIST	0	/* write the moves out */
#define JOB_COUNT	1	/* count them, portable popcount */
#define JOB_COUNT_HW	2	/* count them with the POPCNT instruction */

/* Moves of fewer captures than this are not compared for duplicates. */
#define DEDUP_MIN	3

#if defined(__x86_64__) && !defined(__POPCNT__) && defined(__GNUC__)
#include <cpuid.h>
#define POPCNT_DISPATCH	1
#endif

/*
 * The rays, computed by the compiler: each step is masked with the board,
 * so a ray stops at the first step off it (a later step could come back
 * on the board through a pad bit).
 */
#define RS(x, n)	(((n) > 0 ? (x) << ((n) & 63) : (x) >> (-(n) & 63)) & \
			    DL_BOARD)
#define RAY(b, n)	(RS(1ULL << (b), n) | RS(RS(1ULL << (b), n), n) | \
	RS(RS(RS(1ULL << (b), n), n), n) | \
	RS(RS(RS(RS(1ULL << (b), n), n), n), n) | \
	RS(RS(RS(RS(RS(1ULL << (b), n), n), n), n), n) | \
	RS(RS(RS(RS(RS(RS(1ULL << (b), n), n), n), n), n), n) | \
	RS(RS(RS(RS(RS(RS(RS(1ULL << (b), n), n), n), n), n), n), n) | \
	RS(RS(RS(RS(RS(RS(RS(RS(1ULL << (b), n), n), n), n), n), n), n), n) | \
	RS(RS(RS(RS(RS(RS(RS(RS(RS(1ULL << (b), n), n), n), n), n), n), n), \
	    n), n))
#define RAY6(b, n)	RAY(b, n), RAY(b + 1, n), RAY(b + 2, n), \
			RAY(b + 3, n), RAY(b + 4, n), RAY(b + 5, n)
#define RAY54(n)	{ RAY6(0, n), RAY6(6, n), RAY6(12, n), RAY6(18, n), \
			  RAY6(24, n), RAY6(30, n), RAY6(36, n), RAY6(42, n), \
			  RAY6(48, n) }

const uint64_t	dl_ray[4][54] = {
	[DL_DOWN_LEFT] = RAY54(5),
	[DL_DOWN_RIGHT] = RAY54(6),
	[DL_UP_RIGHT] = RAY54(-5),
	[DL_UP_LEFT] = RAY54(-6),
};

/* The state of a capture search. */
struct capture {
	uint64_t	*moves;		/* the moves found, DRAUGHTS_MAX_MOVES */
	size_t		 n;
	unsigned	 best;		/* captures of each move in moves */
	uint64_t	 them;		/* the opponent's pieces */
	uint64_t	 empty;		/* empty squares, the mover's start too */
	uint64_t	 from;		/* the mover's start square */
};

/* A capture is over: keep it if it takes the most pieces so far. */
static ALWAYS_INLINE void
capture_add(struct capture *c, uint64_t to, uint64_t caps, unsigned count)
{
	uint64_t	m = c->from | to | caps;
	size_t		i;

	if (count < c->best)
		return;
	if (count > c->best) {
		c->best = count;
		c->n = 0;
	}
	if (count >= DEDUP_MIN) {
		for (i = 0; i < c->n; i++)
			if (c->moves[i] == m)
				return;
	}
	assert(c->n < DRAUGHTS_MAX_MOVES);
	if (c->n < DRAUGHTS_MAX_MOVES)
		c->moves[c->n++] = m;
}

/* One jump of a man from sq in direction d, and what follows it. */
static void	man_capture(struct capture *, uint64_t, uint64_t, unsigned);

static ALWAYS_INLINE bool
man_jump(struct capture *c, uint64_t sq, uint64_t caps, unsigned count,
    int d)
{
	uint64_t	v, l;

	v = dl_shift(sq, d) & c->them & ~caps;
	if (v == 0)
		return false;
	l = dl_shift(v, d) & c->empty;
	if (l == 0)
		return false;
	man_capture(c, l, caps | v, count + 1);
	return true;
}

/* A man on sq (a bit) has taken caps: go on while it can (4.5). */
static void
man_capture(struct capture *c, uint64_t sq, uint64_t caps, unsigned count)
{
	bool	more;

	more = man_jump(c, sq, caps, count, DL_DOWN_LEFT);
	more |= man_jump(c, sq, caps, count, DL_DOWN_RIGHT);
	more |= man_jump(c, sq, caps, count, DL_UP_RIGHT);
	more |= man_jump(c, sq, caps, count, DL_UP_LEFT);
	if (!more && count > 0)
		capture_add(c, sq, caps, count);
}

static void	king_capture(struct capture *, unsigned, uint64_t, unsigned,
		    int, bool);

/* The squares reached from the pieces of gen along d over empty squares,
 * gen included (Kogge-Stone). */
static ALWAYS_INLINE uint64_t
fill(uint64_t gen, uint64_t empty, int d)
{
	int		s = DL_SHIFT(d);
	uint64_t	pro = empty;

#define SH(x, k)	(s > 0 ? (x) << (s * (k)) : (x) >> (-s * (k)))
	gen |= pro & SH(gen, 1);
	pro &= SH(pro, 1);
	gen |= pro & SH(gen, 2);
	pro &= SH(pro, 2);
	gen |= pro & SH(gen, 4);
	pro &= SH(pro, 4);
	gen |= pro & SH(gen, 8);
#undef SH
	return gen;
}

/*
 * The squares from which a king takes along direction d: the empty
 * squares and the pieces that see, along d over empty squares, a piece of
 * prey with an empty square behind it.
 */
static ALWAYS_INLINE uint64_t
king_sights(uint64_t prey, uint64_t empty, int d)
{
	uint64_t	a;

	a = dl_shift(prey & dl_shift(empty, DL_BACK(d)), DL_BACK(d));
	return a | dl_shift(fill(a & empty, empty, DL_BACK(d)), DL_BACK(d));
}

/*
 * A king on bit sq looks along direction d: the first piece there must be
 * the opponent's, not yet taken, with empty squares behind it (4.3).  It
 * may land on any of them; only the landing squares from which it takes
 * again are followed when there are such (the others take fewer pieces).
 */
static ALWAYS_INLINE bool
king_jump(struct capture *c, unsigned sq, uint64_t caps, unsigned count,
    int d)
{
	uint64_t	ray, occ, prey, beyond, bocc, land, first, turn, rest;
	unsigned	p, q;
	bool		straight = false;

	ray = dl_ray[d][sq];
	occ = ray & ~c->empty;
	if (occ == 0)
		return false;
	p = d < 2 ? dl_lsb(occ) : dl_msb(occ);
	prey = 1ULL << p;
	if ((prey & c->them & ~caps) == 0)
		return false;
	beyond = dl_ray[d][p];
	bocc = beyond & ~c->empty;
	if (bocc == 0)
		land = beyond;
	else {
		q = d < 2 ? dl_lsb(bocc) : dl_msb(bocc);
		land = beyond & ~(dl_ray[d][q] | 1ULL << q);
		/* The next piece along the line, to take straight on. */
		straight = ((1ULL << q) & c->them & ~caps & ~prey) != 0 &&
		    (dl_step(1ULL << q, d) & c->empty) != 0;
	}
	if (land == 0)
		return false;
	caps |= prey;
	count++;
	/* The landing squares from which it turns to take again. */
	rest = c->them & ~caps;
	turn = land & (king_sights(rest, c->empty, d ^ 1) |
	    king_sights(rest, c->empty, d ^ 3));
	if (!straight && turn == 0) {
		/* The capture ends here, wherever it lands. */
		if (count >= c->best)
			for (; land != 0; land &= land - 1)
				capture_add(c, land & -land, caps, count);
		return true;
	}
	/* Only the landing square next to the piece taken goes on straight
	 * (the others would repeat its captures: see the top of the file). */
	first = d < 2 ? land & -land : 1ULL << dl_msb(land);
	if (straight || (first & turn) != 0)
		king_capture(c, dl_lsb(first), caps, count, d, straight);
	for (turn &= ~first; turn != 0; turn &= turn - 1)
		king_capture(c, dl_lsb(turn), caps, count, d, false);
	return true;
}

/* A king on bit sq, arrived along direction dir (-1 at the start), has
 * taken caps: go on while it can (4.6). */
static void
king_capture(struct capture *c, unsigned sq, uint64_t caps, unsigned count,
    int dir, bool straight)
{
	bool	more = false;

	/* Each direction but the one it came from, and straight on only
	 * when allowed; written out so that each has its constants. */
#define TRY(d)	if (dir < 0 || ((d) != DL_BACK(dir) && ((d) != dir || \
		    straight))) \
			more |= king_jump(c, sq, caps, count, (d))
	TRY(DL_DOWN_LEFT);
	TRY(DL_DOWN_RIGHT);
	TRY(DL_UP_RIGHT);
	TRY(DL_UP_LEFT);
#undef TRY
	if (!more && count > 0)
		capture_add(c, 1ULL << sq, caps, count);
}

/* Every capture of the most pieces into moves; returns how many. */
static size_t
gen_captures(uint64_t men, uint64_t kings, uint64_t them, uint64_t empty,
    uint64_t *moves)
{
	struct capture	c;
	uint64_t	b;

	c.moves = moves;
	c.n = 0;
	c.best = 0;
	c.them = them;
	for (; men != 0; men &= men - 1) {
		c.from = men & -men;
		c.empty = empty | c.from;
		man_capture(&c, c.from, 0, 0);
	}
	for (; kings != 0; kings &= kings - 1) {
		b = kings & -kings;
		c.from = b;
		c.empty = empty | b;
		king_capture(&c, dl_lsb(b), 0, 0, -1, true);
	}
	return c.n;
}

/* The number of captures of the most pieces (perft's last ply). */
static size_t
count_captures(uint64_t men, uint64_t kings, uint64_t them, uint64_t empty)
{
	uint64_t	moves[DRAUGHTS_MAX_MOVES];

	return gen_captures(men, kings, them, empty, moves);
}

/* The number of squares in b, the job's way. */
static ALWAYS_INLINE size_t
job_count(uint64_t b, int job)
{
#ifdef POPCNT_DISPATCH
	uint64_t	r;

	if (job == JOB_COUNT_HW) {
		__asm__("popcntq %1, %0" : "=r" (r) : "r" (b) : "cc");
		return (size_t)r;
	}
#endif
	(void)job;
	return dl_count(b);
}

/* Men of colour us that have a capture, as bits. */
static ALWAYS_INLINE uint64_t
men_takers(uint64_t men, uint64_t them, uint64_t empty)
{
	uint64_t	t;

	t = dl_shift(dl_shift(empty, DL_UP_RIGHT) & them, DL_UP_RIGHT);
	t |= dl_shift(dl_shift(empty, DL_UP_LEFT) & them, DL_UP_LEFT);
	t |= dl_shift(dl_shift(empty, DL_DOWN_RIGHT) & them, DL_DOWN_RIGHT);
	t |= dl_shift(dl_shift(empty, DL_DOWN_LEFT) & them, DL_DOWN_LEFT);
	return t & men;
}

/*
 * Men's captures of one piece along d: the landing squares (empty, two
 * steps from a man, the opponent's piece between).  Returns whether one
 * of these men could take again from there (in any direction but back,
 * where the piece it took still stands, 4.11).
 */
static ALWAYS_INLINE bool
men_jumps(uint64_t men, uint64_t them, uint64_t empty, int d, uint64_t *land)
{
	uint64_t	j, l, again;

	j = men & dl_shift(dl_shift(empty, DL_BACK(d)) & them, DL_BACK(d));
	l = dl_shift(dl_shift(j, d), d);
	*land = l;
	again = dl_shift(dl_shift(l, d) & them, d) |
	    dl_shift(dl_shift(l, d ^ 1) & them, d ^ 1) |
	    dl_shift(dl_shift(l, d ^ 3) & them, d ^ 3);
	return (again & empty) != 0;
}

/* The moves of men_jumps() into moves. */
static ALWAYS_INLINE size_t
emit_jumps(uint64_t *moves, size_t n, uint64_t land, int d)
{
	uint64_t	b, v;

	for (; land != 0; land &= land - 1) {
		b = land & -land;
		v = dl_shift(b, DL_BACK(d));
		moves[n++] = b | v | dl_shift(v, DL_BACK(d));
	}
	return n;
}

/* The empty squares a king on bit sq reaches along d (3.9). */
static ALWAYS_INLINE uint64_t
flight(unsigned sq, uint64_t empty, int d)
{
	uint64_t	ray = dl_ray[d][sq], occ = ray & ~empty;
	unsigned	b;

	if (occ == 0)
		return ray;
	b = d < 2 ? dl_lsb(occ) : dl_msb(occ);
	return ray & ~(dl_ray[d][b] | 1ULL << b);
}

/* The empty squares a king on bit sq reaches (3.9), and in *cap whether
 * it can take (the first piece along a line is the opponent's, with an
 * empty square behind it). */
static ALWAYS_INLINE uint64_t
king_look(unsigned sq, uint64_t empty, uint64_t them, bool *cap)
{
	uint64_t	a = 0, c = 0, ray, occ, b;

#define LOOK(d)	do { \
		ray = dl_ray[(d)][sq]; \
		occ = ray & ~empty; \
		if (occ == 0) \
			a |= ray; \
		else { \
			b = 1ULL << ((d) < 2 ? dl_lsb(occ) : dl_msb(occ)); \
			a |= ray & ~(dl_ray[(d)][dl_lsb(b)] | b); \
			c |= b & them & dl_shift(empty, DL_BACK(d)); \
		} \
	} while (0)
	LOOK(DL_DOWN_LEFT);
	LOOK(DL_DOWN_RIGHT);
	LOOK(DL_UP_RIGHT);
	LOOK(DL_UP_LEFT);
#undef LOOK
	*cap = c != 0;
	return a;
}

/*
 * The kings of the side to move: which of them can take (returned), and
 * the number of their moves without capture into *quiet.  Up to two
 * kings are looked at one by one, more with a fill per direction.  Kept
 * out of gen_body() so that positions without kings pay nothing for it.
 */
static ALWAYS_INLINE uint64_t
kings_body(uint64_t kings, uint64_t empty, uint64_t them, size_t *quiet,
    int job)
{
	uint64_t	f0, f1, f2, f3, t, k;
	bool		c;

	t = kings & (kings - 1);
	if ((t & (t - 1)) == 0) {
		f0 = king_look(dl_lsb(kings), empty, them, &c);
		k = c ? kings & -kings : 0;
		if (job != JOB_LIST)
			*quiet = job_count(f0, job);
		if (t != 0) {
			f1 = king_look(dl_lsb(t), empty, them, &c);
			k |= c ? t : 0;
			if (job != JOB_LIST)
				*quiet += job_count(f1, job);
		}
		return k;
	}
	f0 = fill(kings, empty, DL_DOWN_LEFT);
	f1 = fill(kings, empty, DL_DOWN_RIGHT);
	f2 = fill(kings, empty, DL_UP_RIGHT);
	f3 = fill(kings, empty, DL_UP_LEFT);
	if (job != JOB_LIST)
		*quiet = job_count(f0 & empty, job) +
		    job_count(f1 & empty, job) + job_count(f2 & empty, job) +
		    job_count(f3 & empty, job);
	if (((dl_shift(dl_shift(f0, 0) & them, 0) |
	    dl_shift(dl_shift(f1, 1) & them, 1) |
	    dl_shift(dl_shift(f2, 2) & them, 2) |
	    dl_shift(dl_shift(f3, 3) & them, 3)) & empty) == 0)
		return 0;
	return kings & (king_sights(them, empty, 0) |
	    king_sights(them, empty, 1) | king_sights(them, empty, 2) |
	    king_sights(them, empty, 3));
}

static NOINLINE uint64_t
kings_scan(uint64_t kings, uint64_t empty, uint64_t them, size_t *quiet)
{
	return kings_body(kings, empty, them, quiet, JOB_COUNT);
}

static NOINLINE uint64_t
kings_scan_list(uint64_t kings, uint64_t empty, uint64_t them)
{
	size_t	quiet;

	return kings_body(kings, empty, them, &quiet, JOB_LIST);
}

#ifdef POPCNT_DISPATCH
static NOINLINE uint64_t
kings_scan_hw(uint64_t kings, uint64_t empty, uint64_t them, size_t *quiet)
{
	return kings_body(kings, empty, them, quiet, JOB_COUNT_HW);
}
#endif

/* The generator body: list the legal moves (JOB_LIST) or count them. */
static ALWAYS_INLINE size_t
gen_body(const struct draughts_position *pos, uint64_t *moves, int us,
    int job)
{
	uint64_t	own = pos->pieces[us], them = pos->pieces[us ^ 1];
	uint64_t	empty = DL_BOARD & ~(own | them);
	uint64_t	men = own & ~pos->kings, kings = own & pos->kings;
	uint64_t	t, k = 0, b;
	int		d1 = us == DRAUGHTS_WHITE ? DL_UP_RIGHT : DL_DOWN_LEFT;
	int		d2 = us == DRAUGHTS_WHITE ? DL_UP_LEFT : DL_DOWN_RIGHT;
	size_t		n, quiet = 0;

	if (kings != 0) {
		if (job == JOB_LIST)
			k = kings_scan_list(kings, empty, them);
		else
#ifdef POPCNT_DISPATCH
		if (job == JOB_COUNT_HW)
			k = kings_scan_hw(kings, empty, them, &quiet);
		else
#endif
			k = kings_scan(kings, empty, them, &quiet);
	}
	t = men_takers(men, them, empty);
	if (t != 0 && k == 0) {
		/* Men only: when none can take twice, every capture is
		 * one jump, and they are the four directions' jumps. */
		uint64_t	l0, l1, l2, l3;
		bool		again;

		again = men_jumps(t, them, empty, 0, &l0);
		again |= men_jumps(t, them, empty, 1, &l1);
		again |= men_jumps(t, them, empty, 2, &l2);
		again |= men_jumps(t, them, empty, 3, &l3);
		if (!again) {
			if (job != JOB_LIST)
				return job_count(l0, job) +
				    job_count(l1, job) + job_count(l2, job) +
				    job_count(l3, job);
			n = emit_jumps(moves, 0, l0, 0);
			n = emit_jumps(moves, n, l1, 1);
			n = emit_jumps(moves, n, l2, 2);
			return emit_jumps(moves, n, l3, 3);
		}
	}
	if (t != 0 || k != 0) {
		if (job != JOB_LIST)
			return count_captures(t, k, them, empty);
		return gen_captures(t, k, them, empty, moves);
	}

	if (job != JOB_LIST)
		return quiet + job_count(dl_shift(men, d1) & empty, job) +
		    job_count(dl_shift(men, d2) & empty, job);

	n = 0;
	/* 3.4: a man steps forwards to an empty square. */
	for (t = dl_shift(men, d1) & empty; t != 0; t &= t - 1) {
		b = t & -t;
		moves[n++] = b | dl_shift(b, DL_BACK(d1));
	}
	for (t = dl_shift(men, d2) & empty; t != 0; t &= t - 1) {
		b = t & -t;
		moves[n++] = b | dl_shift(b, DL_BACK(d2));
	}
	/* 3.9: a king flies to any empty square along its diagonals. */
	for (; kings != 0; kings &= kings - 1) {
		k = kings & -kings;
		b = flight(dl_lsb(k), empty, 0) | flight(dl_lsb(k), empty, 1) |
		    flight(dl_lsb(k), empty, 2) | flight(dl_lsb(k), empty, 3);
		for (; b != 0; b &= b - 1)
			moves[n++] = k | (b & -b);
	}
	assert(n <= DRAUGHTS_MAX_MOVES);
	return n;
}

size_t
dl_generate(const struct draughts_position *pos, uint64_t *moves)
{
	return pos->side == DRAUGHTS_WHITE ?
	    gen_body(pos, moves, DRAUGHTS_WHITE, JOB_LIST) :
	    gen_body(pos, moves, DRAUGHTS_BLACK, JOB_LIST);
}

size_t
draughts_count_moves(const struct draughts_position *pos)
{
	return pos->side == DRAUGHTS_WHITE ?
	    gen_body(pos, NULL, DRAUGHTS_WHITE, JOB_COUNT) :
	    gen_body(pos, NULL, DRAUGHTS_BLACK, JOB_COUNT);
}

/*
 * Make an internal move of colour us: the start square is the mover's,
 * the end square the empty one (none: back on the start), the rest the
 * captured pieces.
 */
static ALWAYS_INLINE void
make_body(struct draughts_position *pos, uint64_t im, int us)
{
	uint64_t	own = pos->pieces[us], from, to, caps, kings;

	from = im & own;
	caps = im & pos->pieces[us ^ 1];
	to = im ^ from ^ caps;
	if (to == 0)
		to = from;
	pos->pieces[us] = (own ^ from) | to;
	pos->pieces[us ^ 1] ^= caps;
	kings = pos->kings & ~caps;
	if ((kings & from) != 0)
		kings = (kings ^ from) | to;
	else
		kings |= to & (us == DRAUGHTS_WHITE ? DL_ROW_TOP :
		    DL_ROW_BOTTOM);
	pos->kings = kings;
	pos->side = (uint8_t)(us ^ 1);
}

void
dl_make(struct draughts_position *pos, uint64_t im)
{
	if (pos->side == DRAUGHTS_WHITE)
		make_body(pos, im, DRAUGHTS_WHITE);
	else
		make_body(pos, im, DRAUGHTS_BLACK);
}

typedef uint64_t perft_fn(const struct draughts_position *, int);

/* The perft recursion of colour us: list, make, count the last ply. */
static ALWAYS_INLINE uint64_t
perft_body(const struct draughts_position *pos, int depth, int us,
    int job, perft_fn *next)
{
	struct draughts_position	child;
	uint64_t			moves[DRAUGHTS_MAX_MOVES];
	uint64_t			nodes = 0;
	size_t				i, n;

	if (depth == 1)
		return gen_body(pos, NULL, us, job);
	n = gen_body(pos, moves, us, JOB_LIST);
	if (depth == 2) {
		for (i = 0; i < n; i++) {
			child = *pos;
			make_body(&child, moves[i], us);
			nodes += gen_body(&child, NULL, us ^ 1, job);
		}
		return nodes;
	}
	for (i = 0; i < n; i++) {
		child = *pos;
		make_body(&child, moves[i], us);
		nodes += next(&child, depth - 1);
	}
	return nodes;
}

static perft_fn	perft_black;

static uint64_t
perft_white(const struct draughts_position *pos, int depth)
{
	return perft_body(pos, depth, DRAUGHTS_WHITE, JOB_COUNT, perft_black);
}

static uint64_t
perft_black(const struct draughts_position *pos, int depth)
{
	return perft_body(pos, depth, DRAUGHTS_BLACK, JOB_COUNT, perft_white);
}

#ifdef POPCNT_DISPATCH
static perft_fn	perft_black_hw;

static uint64_t
perft_white_hw(const struct draughts_position *pos, int depth)
{
	return perft_body(pos, depth, DRAUGHTS_WHITE, JOB_COUNT_HW,
	    perft_black_hw);
}

static uint64_t
perft_black_hw(const struct draughts_position *pos, int depth)
{
	return perft_body(pos, depth, DRAUGHTS_BLACK, JOB_COUNT_HW,
	    perft_white_hw);
}

static bool
cpu_has_popcnt(void)
{
	unsigned	a, b, c, d;

	return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_POPCNT) != 0;
}
#endif

uint64_t
draughts_perft(const struct draughts_position *pos, int depth)
{
	if (depth <= 0)
		return 1;
#ifdef POPCNT_DISPATCH
	if (cpu_has_popcnt())
		return pos->side == DRAUGHTS_WHITE ? perft_white_hw(pos, depth) :
		    perft_black_hw(pos, depth);
#endif
	return pos->side == DRAUGHTS_WHITE ? perft_white(pos, depth) :
	    perft_black(pos, depth);
}
