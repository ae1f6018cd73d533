/*
 * deadstatic.c: static proofs that a side can never checkmate (5.2b, 6.10,
 * 9.6).  The model and the argument for soundness are in deadstatic.h;
 * the comments here say why each step keeps it.
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "chess/bitboard.h"
#include "chess/board.h"
#include "chess/deadstatic.h"


enum step { STEP_KING, STEP_KNIGHT, STEP_DIAG, STEP_ORTH };

static inline uint64_t
orth_step(uint64_t b)
{
	return (b << 8) | (b >> 8) | ((b << 1) & ~BB_FILE_A) |
	    ((b >> 1) & ~BB_FILE_H);
}

static inline uint64_t
diag_step(uint64_t b)
{
	return ((b << 9) & ~BB_FILE_A) | ((b << 7) & ~BB_FILE_H) |
	    ((b >> 7) & ~BB_FILE_A) | ((b >> 9) & ~BB_FILE_H);
}

static inline uint64_t
knight_step(uint64_t b)
{
	uint64_t	h1, h2;

	h1 = ((b >> 1) & ~BB_FILE_H) | ((b << 1) & ~BB_FILE_A);
	h2 = ((b >> 2) & ~(BB_FILE_G | BB_FILE_H)) |
	    ((b << 2) & ~(BB_FILE_A | BB_FILE_B));
	return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

static inline uint64_t
step(enum step k, uint64_t b)
{
	switch (k) {
	case STEP_KING:
		return orth_step(b) | diag_step(b);
	case STEP_KNIGHT:
		return knight_step(b);
	case STEP_DIAG:
		return diag_step(b);
	case STEP_ORTH:
		return orth_step(b);
	}
	return 0;
}

/* Every square reachable from start by steps onto allowed squares. */
static uint64_t
flood(enum step k, uint64_t start, uint64_t allowed)
{
	uint64_t	r = start, n;

	for (;;) {
		n = r | (step(k, r) & allowed);
		if (n == r)
			return r;
		r = n;
	}
}

/* The material proof, as if the pawns outside pawns were not there. */
static bool
material(const struct position *pos, enum color side, uint64_t pawns)
{
	enum color	 l = (enum color)!side;
	uint64_t	 own, bishops, colour, lose;

	own = pos->by_color[side] & ~pos->by_type[KING];
	if (own == 0)
		return true;	/* a king never gives check (3.8a) */
	if (pawns != 0)
		return false;	/* a promotion can bring anything */
	lose = pos->by_color[l] & ~pos->by_type[KING] & ~pos->by_type[PAWN];

	/*
	 * Only bishops of one colour: the mated king stands on that colour
	 * and at least one of its orthogonal neighbours (the other colour)
	 * must hold a piece of its own side, since one enemy king cannot
	 * cover two of them.  A knight or a bishop of the other colour could
	 * stand there; a rook or queen there could always interpose on, or
	 * capture on, the diagonal square of the check (a single check: two
	 * bishops of one colour never give double check without a pawn).
	 */
	bishops = pos->by_type[BISHOP] & pos->by_color[side];
	if (own == bishops) {
		colour = (bishops & BB_DARK) == bishops ? BB_DARK :
		    (bishops & ~BB_DARK) == bishops ? ~BB_DARK : 0;
		if (colour != 0 && (lose & pos->by_type[KNIGHT]) == 0 &&
		    (lose & pos->by_type[BISHOP] & ~colour) == 0)
			return true;
	}

	/*
	 * A lone knight against queens only: of the three squares between
	 * the king and the checking knight, no enemy king can cover all,
	 * and a queen on any of them can capture the knight.
	 */
	if (own == (pos->by_type[KNIGHT] & pos->by_color[side]) &&
	    bitboard_count(own) == 1 && (lose & ~pos->by_type[QUEEN]) == 0)
		return true;
	return false;
}

bool
dead_static_material(const struct position *pos, enum color side)
{
	return material(pos, side, pos->by_type[PAWN]);
}

bool
dead_static_needs_promotion(const struct position *pos, enum color side)
{
	uint64_t	theirs = pos->by_type[PAWN] & pos->by_color[!side];

	return theirs != 0 && material(pos, side, pos->by_type[PAWN] & ~theirs);
}

bool
dead_static_has_wall(const struct position *pos)
{
	uint64_t	p = pos->by_type[PAWN];

	return ((bitboard_push(p & pos->by_color[WHITE], WHITE) & p) |
	    (bitboard_push(p & pos->by_color[BLACK], BLACK) & p)) != 0;
}

static enum step
piece_step(enum piece_type t)
{
	switch (t) {
	case KNIGHT:
		return STEP_KNIGHT;
	case BISHOP:
		return STEP_DIAG;
	case ROOK:
		return STEP_ORTH;
	default:
		return STEP_KING;
	}
}

/* What the piece on sq attacks from there, whatever stands around it
 * (a slider: its neighbours on its lines). */
static uint64_t
attacks_from(const struct position *pos, uint8_t sq)
{
	enum piece_type	t = PIECE_TYPE(pos->squares[sq]);

	if (t == PAWN)
		return bitboard_pawn_attacks(1ULL << sq,
		    PIECE_COLOR(pos->squares[sq]));
	return step(piece_step(t), 1ULL << sq);
}

/*
 * What the reaches found so far imply, for each colour: the pieces never
 * seen to leave their square or be captured (they stand there for ever),
 * the squares where a piece other than the king may stand (what a pawn
 * may capture on), those a piece may capture on, and those attacked for
 * ever.
 */
struct facts {
	uint64_t	fixed[2];
	uint64_t	stand[2];
	uint64_t	capture[2];
	uint64_t	guard[2];
};

static void
derive(const struct position *pos, const struct dead_reach *r,
    struct facts *f)
{
	uint64_t	todo, bit;
	uint8_t		sq;
	enum color	c;
	enum piece_type	t;

	memset(f, 0, sizeof *f);
	for (todo = board_occupied(pos); todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		c = PIECE_COLOR(pos->squares[sq]);
		t = PIECE_TYPE(pos->squares[sq]);
		if (t != KING)
			f->stand[c] |= r->reach[sq];
		/* A pawn captures only where it attacks; its pushes never
		 * take anything. */
		f->capture[c] |= t == PAWN ? r->attack[sq] : r->reach[sq];
	}
	/* 3.7d: the pawn just pushed two squares may be taken on the
	 * square it passed over. */
	if (pos->ep != SQ_NONE)
		f->stand[!pos->side] |= 1ULL << pos->ep;
	for (todo = board_occupied(pos); todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		c = PIECE_COLOR(pos->squares[sq]);
		bit = 1ULL << sq;
		if (r->reach[sq] != bit || (f->capture[!c] & bit) != 0)
			continue;
		f->fixed[c] |= bit;
		/* What a piece that never moves attacks no piece can ever
		 * shut off: its pawn captures, its jumps, its neighbours. */
		f->guard[c] |= attacks_from(pos, sq);
	}
}

/*
 * Where the piece on sq can stand given the facts, and what it can attack
 * from there.  A piece never enters a square its own side holds for ever;
 * a pawn pushes only onto squares no piece holds for ever and captures
 * only where an enemy piece other than the king may stand; a king never
 * enters a square attacked for ever (3.8a, 3.9).
 */
static uint64_t
reach_of(const struct position *pos, uint8_t sq, const struct facts *f,
    uint64_t ceiling, uint64_t *attack)
{
	enum color	 c = PIECE_COLOR(pos->squares[sq]);
	enum piece_type	 t = PIECE_TYPE(pos->squares[sq]);
	uint64_t	 own = f->fixed[c], all = f->fixed[0] | f->fixed[1];
	uint64_t	 last = c == WHITE ? BB_RANK_8 : BB_RANK_1;
	uint64_t	 r = 1ULL << sq, n, promo, q, k;

	if (t == KING) {
		r = flood(STEP_KING, r, ~own & ~f->guard[!c]);
		*attack = step(STEP_KING, r);
		return r;
	}
	if (t != PAWN) {
		r = flood(piece_step(t), r, ~own);
		*attack = step(piece_step(t), r);
		return r;
	}
	for (;;) {	/* a double step is two single ones here */
		n = r | (bitboard_push(r & ~last, c) & ~all & ~ceiling) |
		    (bitboard_pawn_attacks(r & ~last, c) & f->stand[!c] & ~own);
		if (n == r)
			break;
		r = n;
	}
	*attack = bitboard_pawn_attacks(r & ~last, c);
	if ((promo = r & last) != 0) {
		/* 3.7e: a queen's and a knight's reach cover every piece. */
		q = flood(STEP_KING, promo, ~own);
		k = flood(STEP_KNIGHT, promo, ~own);
		r |= q | k;
		*attack |= step(STEP_KING, q) | knight_step(k);
	}
	return r;
}

/*
 * Pawns facing each other on a file, White's behind Black's: while one of
 * them never leaves the file and is never captured, it stands between
 * them for ever and the other cannot pass it.  Assumed of every such pair
 * (ceiling[sq]: the squares of its file the pawn on sq then never pushes
 * into; partner[sq]: the pawn that holds it back), and checked once the
 * reaches settle.
 */
static void
confront(const struct position *pos, uint64_t *ceiling, uint8_t *partner)
{
	uint64_t	file, pawns;
	uint8_t		f, sq, prev;

	for (f = 0; f < 8; f++) {
		file = BB_FILE_A << f;
		prev = SQ_NONE;
		for (pawns = pos->by_type[PAWN] & file; pawns != 0;
		    pawns &= pawns - 1) {
			sq = (uint8_t)__builtin_ctzll(pawns);
			if (prev != SQ_NONE &&
			    PIECE_COLOR(pos->squares[prev]) == WHITE &&
			    PIECE_COLOR(pos->squares[sq]) == BLACK) {
				ceiling[prev] = file & ~((1ULL << sq) - 1);
				partner[prev] = sq;
				ceiling[sq] = file & ((1ULL << prev << 1) - 1);
				partner[sq] = prev;
			}
			prev = sq;
		}
	}
}

/*
 * Drop the assumptions of confront() whose pawn holding back was found
 * able to leave its file or be captured; whether one was dropped.
 */
static bool
drop_broken(const struct position *pos, const struct dead_reach *r,
    const struct facts *f, uint64_t *ceiling, const uint8_t *partner)
{
	uint64_t	todo, held;
	uint8_t		sq, p;
	bool		dropped = false;

	for (todo = pos->by_type[PAWN]; todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		if (ceiling[sq] == 0)
			continue;
		p = partner[sq];
		held = r->reach[p];
		if ((held & ~(BB_FILE_A << SQ_FILE(p))) != 0 ||
		    (held & f->capture[!PIECE_COLOR(pos->squares[p])]) != 0) {
			ceiling[sq] = 0;
			dropped = true;
		}
	}
	return dropped;
}

/* Whether the facts the reach of the piece on sq depends on changed. */
static bool
inputs_changed(const struct position *pos, uint8_t sq, const struct facts *was,
    const struct facts *f)
{
	enum color	c = PIECE_COLOR(pos->squares[sq]);

	switch (PIECE_TYPE(pos->squares[sq])) {
	case PAWN:
		return was->fixed[0] != f->fixed[0] ||
		    was->fixed[1] != f->fixed[1] || was->stand[!c] != f->stand[!c];
	case KING:
		return was->fixed[c] != f->fixed[c] ||
		    was->guard[!c] != f->guard[!c];
	default:
		return was->fixed[c] != f->fixed[c];
	}
}

/*
 * Whether every square of need can hold a different piece among n, the
 * piece i able to stand on the squares of reach[i]: a matching, found by
 * augmenting paths (need has at most eight squares).
 */
static bool
augment(uint64_t sq_bit, const uint64_t *reach, int n, uint64_t *holder,
    uint32_t *seen)
{
	int	i;

	for (i = 0; i < n; i++) {
		if ((reach[i] & sq_bit) == 0 || (*seen >> i & 1) != 0)
			continue;
		*seen |= 1u << i;
		if (holder[i] == 0 || augment(holder[i], reach, n, holder,
		    seen)) {
			holder[i] = sq_bit;
			return true;
		}
	}
	return false;
}

static bool
matchable(uint64_t need, const uint64_t *reach, int n)
{
	uint64_t	holder[16] = { 0 };
	uint32_t	seen;

	if (bitboard_count(need) > n)
		return false;
	for (; need != 0; need &= need - 1) {
		seen = 0;
		if (!augment(need & (~need + 1), reach, n, holder, &seen))
			return false;
	}
	return true;
}

/*
 * Whether some square the winner's king can stand on (not next to s)
 * covers enough of the flight squares u that the loser's pieces can fill
 * the rest, each on a square of its own.
 */
static bool
flights_covered(uint64_t s, uint64_t u, uint64_t kw, const uint64_t *blocker,
    int n)
{
	uint64_t	k, m, tried[64];
	int		i, ntried = 0;

	if (matchable(u, blocker, n))
		return true;
	for (k = kw & ~step(STEP_KING, s) & ~s; k != 0; k &= k - 1) {
		m = u & step(STEP_KING, k & (~k + 1));
		/* A square covering no more than one tried before is no
		 * more help. */
		for (i = 0; i < ntried && (m & ~tried[i]) != 0; i++)
			;
		if (m == 0 || i < ntried)
			continue;
		tried[ntried++] = m;
		if (matchable(u & ~m, blocker, n))
			return true;
	}
	return false;
}

/* What a mate test needs of the reaches of pos, for side to mate. */
struct mate_view {
	uint64_t	kw, kl, aw;	/* kings' reaches, side's attacks */
	uint64_t	blocker[16];	/* reaches of the other's pieces */
	int		n;
};

static void
mate_view(const struct position *pos, const struct dead_reach *r,
    enum color side, struct mate_view *v)
{
	uint64_t	todo;
	uint8_t		sq;

	v->kw = v->kl = v->aw = 0;
	v->n = 0;
	for (todo = board_occupied(pos); todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		if (PIECE_TYPE(pos->squares[sq]) == KING) {
			if (PIECE_COLOR(pos->squares[sq]) == side)
				v->kw = r->reach[sq];
			else
				v->kl = r->reach[sq];
		} else if (PIECE_COLOR(pos->squares[sq]) == side)
			v->aw |= r->attack[sq];
		else if (v->n < 16)
			v->blocker[v->n++] = r->reach[sq];
	}
}

/*
 * Whether a mate may be possible: a check on s by a piece other than the
 * king (3.9), and every flight square the king could ever use attacked by
 * such a piece, next to side's king, or held by a piece of the mated
 * side, a different one on each (3.8a).  The flight squares are those of
 * within, which holds the king's reach (squares outside it are held or
 * attacked for ever).
 */
static bool
mate_possible(const struct mate_view *v, uint64_t within)
{
	uint64_t	todo, s, u;

	for (todo = v->kl & v->aw; todo != 0; todo &= todo - 1) {
		s = todo & (~todo + 1);
		u = step(STEP_KING, s) & within & ~v->aw;
		if (flights_covered(s, u, v->kw, v->blocker, v->n))
			return true;
	}
	return false;
}

bool
dead_static_blocked(const struct position *pos, const struct dead_reach *r,
    enum color side)
{
	struct mate_view	v;

	mate_view(pos, r, side, &v);
	return !mate_possible(&v, v.kl);
}

/*
 * The least fixpoint: every piece starts on its square alone, and a
 * square is added to its reach only when a move there is possible given
 * what is known so far.  Each rule is a necessary condition of a legal
 * move, so by induction over any game from pos every piece stays within
 * its reach, and a piece called fixed never leaves its square nor is
 * captured.  The reaches only grow, so the loop ends.  The assumptions of
 * confront() are kept only when they hold at the fixpoint: then, in any
 * game, until the first move out of a reach, a pawn holding another back
 * has neither left its file nor been taken (either would be such a move),
 * so the other has not passed it.
 *
 * Every round's reaches are no larger than the fixpoint's, so once they
 * let a mate by open_for (a colour, or -1) look possible with every
 * neighbour of the mating square a flight square, the fixpoint would too:
 * then settle() stops early and returns false (r is not the fixpoint).
 */
static bool
settle(const struct position *pos, struct dead_reach *r, int open_for)
{
	struct mate_view	v;
	struct facts		f, was;
	uint64_t		todo, n, a, ceiling[64] = { 0 };
	uint8_t			sq, partner[64];
	bool			grown;

	memset(r, 0, sizeof *r);
	for (todo = board_occupied(pos); todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		r->reach[sq] = 1ULL << sq;
		r->attack[sq] = attacks_from(pos, sq);
	}
	confront(pos, ceiling, partner);
	/*
	 * Dropping an assumption only lets reaches grow, so the iteration
	 * goes on from where it stood to the least fixpoint without it.
	 */
	do {
		memset(&was, 0xff, sizeof was);	/* recompute every piece */
		do {
			derive(pos, r, &f);
			grown = false;
			for (todo = board_occupied(pos); todo != 0;
			    todo &= todo - 1) {
				sq = (uint8_t)__builtin_ctzll(todo);
				if (!inputs_changed(pos, sq, &was, &f))
					continue;
				n = reach_of(pos, sq, &f, ceiling[sq], &a);
				grown |= n != r->reach[sq] ||
				    a != r->attack[sq];
				r->reach[sq] = n;
				r->attack[sq] = a;
			}
			was = f;
			if (open_for >= 0) {
				mate_view(pos, r, (enum color)open_for, &v);
				if (mate_possible(&v, ~0ULL))
					return false;
			}
		} while (grown);
	} while (drop_broken(pos, r, &f, ceiling, partner));
	r->fixed = (f.fixed[WHITE] | f.fixed[BLACK]) & pos->by_type[PAWN];
	r->stuck = (f.fixed[WHITE] | f.fixed[BLACK]) & ~pos->by_type[PAWN];
	return true;
}

void
dead_reach_compute(const struct position *pos, struct dead_reach *r)
{
	(void)settle(pos, r, -1);
}

bool
dead_static(const struct position *pos, enum color side)
{
	struct dead_reach	r;

	if (dead_static_material(pos, side))
		return true;
	if (!dead_static_has_wall(pos))
		return false;
	return settle(pos, &r, side) && dead_static_blocked(pos, &r, side);
}
