/*
 * deadstatic.c: static proofs that a side can never checkmate (5.2b, 6.10,
 * 9.6).  The model and the argument for soundness are in deadstatic.h;
 * the comments here say why each step keeps it.
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "chess/board.h"
#include "chess/deadstatic.h"

#define FILE_A	0x0101010101010101ULL
#define FILE_B	0x0202020202020202ULL
#define FILE_G	0x4040404040404040ULL
#define FILE_H	0x8080808080808080ULL
#define RANK_1	0x00000000000000ffULL
#define RANK_8	0xff00000000000000ULL
#define DARK	0xaa55aa55aa55aa55ULL

enum step { STEP_KING, STEP_KNIGHT, STEP_DIAG, STEP_ORTH };

static uint64_t
orth_step(uint64_t b)
{
	return (b << 8) | (b >> 8) | ((b << 1) & ~FILE_A) |
	    ((b >> 1) & ~FILE_H);
}

static uint64_t
diag_step(uint64_t b)
{
	return ((b << 9) & ~FILE_A) | ((b << 7) & ~FILE_H) |
	    ((b >> 7) & ~FILE_A) | ((b >> 9) & ~FILE_H);
}

static uint64_t
knight_step(uint64_t b)
{
	uint64_t	h1, h2;

	h1 = ((b >> 1) & ~FILE_H) | ((b << 1) & ~FILE_A);
	h2 = ((b >> 2) & ~(FILE_G | FILE_H)) | ((b << 2) & ~(FILE_A | FILE_B));
	return (h1 << 16) | (h1 >> 16) | (h2 << 8) | (h2 >> 8);
}

static uint64_t
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

static uint64_t
pawn_push(uint64_t b, enum color c)
{
	return c == WHITE ? b << 8 : b >> 8;
}

static uint64_t
pawn_caps(uint64_t b, enum color c)
{
	if (c == WHITE)
		return ((b << 9) & ~FILE_A) | ((b << 7) & ~FILE_H);
	return ((b >> 7) & ~FILE_A) | ((b >> 9) & ~FILE_H);
}

static int
popcount(uint64_t b)
{
	int	n = 0;

	for (; b != 0; b &= b - 1)
		n++;
	return n;
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
		colour = (bishops & DARK) == bishops ? DARK :
		    (bishops & ~DARK) == bishops ? ~DARK : 0;
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
	    popcount(own) == 1 && (lose & ~pos->by_type[QUEEN]) == 0)
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

	return ((pawn_push(p & pos->by_color[WHITE], WHITE) & p) |
	    (pawn_push(p & pos->by_color[BLACK], BLACK) & p)) != 0;
}

/* The pawns of f standing behind a pawn of f or a piece of s (which never
 * moves), to a fixpoint. */
static uint64_t
blocked_core(const struct position *pos, uint64_t f, uint64_t s)
{
	uint64_t	w, b, n;

	for (;;) {
		w = f & pos->by_color[WHITE];
		b = f & pos->by_color[BLACK];
		n = (w & pawn_push(f | s, BLACK)) |
		    (b & pawn_push(f | s, WHITE));
		if (n == f)
			return f;
		f = n;
	}
}

/* What the piece on sq attacks along its rays, up to a square of obst. */
static uint64_t
rays(enum piece_type t, uint8_t sq, uint64_t obst)
{
	static const int	df[8] = { 1, -1, 0, 0, 1, 1, -1, -1 };
	static const int	dr[8] = { 0, 0, 1, -1, 1, -1, 1, -1 };
	uint64_t		a = 0, bit;
	int			d, f, r;

	for (d = 0; d < 8; d++) {
		if ((t == ROOK && d >= 4) || (t == BISHOP && d < 4))
			continue;
		f = SQ_FILE(sq) + df[d];
		r = SQ_RANK(sq) + dr[d];
		for (; f >= 0 && f < 8 && r >= 0 && r < 8;
		    f += df[d], r += dr[d]) {
			bit = 1ULL << SQ_MAKE(f, r);
			a |= bit;
			if (obst & bit)
				break;
		}
	}
	return a;
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

/*
 * Reach and attacks of the free piece on sq: obst never moves, the
 * squares in guard (attacked for ever by the other side) a king never
 * enters.
 */
static void
piece_reach(const struct position *pos, uint64_t obst, uint64_t guard,
    uint8_t sq, uint64_t *reach, uint64_t *attack)
{
	uint8_t		 p = pos->squares[sq];
	enum color	 c = PIECE_COLOR(p);
	enum piece_type	 t = PIECE_TYPE(p);
	uint64_t	 from = 1ULL << sq, last, promo, q, n;

	if (t == PAWN) {
		last = c == WHITE ? RANK_8 : RANK_1;
		*reach = from;
		for (;;) {
			n = *reach | ((pawn_push(*reach & ~last, c) |
			    pawn_caps(*reach & ~last, c)) & ~obst);
			if (n == *reach)
				break;
			*reach = n;
		}
		*attack = pawn_caps(*reach & ~last, c);
		promo = *reach & last;
		if (promo != 0) {
			/* A queen's and a knight's reach cover every piece. */
			q = flood(STEP_KING, promo, ~obst);
			n = flood(STEP_KNIGHT, promo, ~obst);
			*reach |= q | n;
			*attack |= step(STEP_KING, q) | knight_step(n);
		}
		return;
	}
	if (t == KING) {
		/* 3.8a: a king never enters a square attacked for ever; it
		 * captures only where it could stand. */
		*reach = flood(STEP_KING, from, ~obst & ~guard);
		*attack = step(STEP_KING, *reach) & ~guard;
		return;
	}
	*reach = flood(piece_step(t), from, ~obst);
	*attack = step(piece_step(t), *reach);
}

/*
 * The squares the pieces of c attack for ever: those of its fixed pawns,
 * and the neighbours (knight: jumps) of its pieces that never move.
 */
static uint64_t
guarded(const struct position *pos, uint64_t f, uint64_t s, enum color c)
{
	uint64_t	g, todo;
	uint8_t		sq;

	g = pawn_caps(f & pos->by_color[c], c);
	for (todo = s & pos->by_color[c]; todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		g |= step(piece_step(PIECE_TYPE(pos->squares[sq])),
		    todo & (~todo + 1));
	}
	return g;
}

/*
 * One round: the reach of every piece with the pawns f and the pieces s
 * assumed never to move; returns in bad_f and bad_s those of them the
 * round finds could move or be captured.
 */
static void
reach_round(const struct position *pos, uint64_t f, uint64_t s,
    struct dead_reach *r, uint64_t *bad_f, uint64_t *bad_s)
{
	uint64_t	 occ = board_occupied(pos), obst = f | s, todo;
	uint64_t	 reach_nk[2], att[2], guard[2], caps, bit;
	uint8_t		 sq;
	enum color	 c;
	enum piece_type	 t;

	guard[WHITE] = guarded(pos, f, s, WHITE);
	guard[BLACK] = guarded(pos, f, s, BLACK);
	reach_nk[0] = reach_nk[1] = att[0] = att[1] = 0;
	*bad_f = *bad_s = 0;
	for (todo = occ; todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		c = PIECE_COLOR(pos->squares[sq]);
		t = PIECE_TYPE(pos->squares[sq]);
		bit = 1ULL << sq;
		if (f & bit) {
			r->reach[sq] = bit;
			r->attack[sq] = pawn_caps(bit, c);
		} else if (s & bit) {
			r->reach[sq] = bit;
			/* Stuck only if every step lands on a fixed thing. */
			if ((step(piece_step(t), bit) & ~obst &
			    ~(t == KING ? guard[!c] : 0)) != 0)
				*bad_s |= bit;
			if (t == KING)
				r->attack[sq] = step(STEP_KING, bit) &
				    ~guard[!c];
			else if (t == KNIGHT)
				r->attack[sq] = knight_step(bit);
			else
				r->attack[sq] = rays(t, sq, obst);
		} else
			piece_reach(pos, obst, guard[!c], sq, &r->reach[sq],
			    &r->attack[sq]);
		att[c] |= r->attack[sq];
		if (t != KING && !(f & bit))
			reach_nk[c] |= r->reach[sq];
	}
	for (todo = f | (s & ~pos->by_type[KING]); todo != 0;
	    todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		c = PIECE_COLOR(pos->squares[sq]);
		bit = 1ULL << sq;
		if (att[!c] & bit) {	/* it could be captured */
			if (f & bit)
				*bad_f |= bit;
			else
				*bad_s |= bit;
		}
		if (!(f & bit))
			continue;
		/* The pawn could capture something. */
		caps = pawn_caps(bit, c);
		if ((caps & (reach_nk[!c] | (f & pos->by_color[!c]))) != 0)
			*bad_f |= bit;
	}
}

void
dead_reach_compute(const struct position *pos, struct dead_reach *r)
{
	uint64_t	f, s, bad_f, bad_s, pushed;

	memset(r, 0, sizeof *r);
	f = pos->by_type[PAWN];
	s = board_occupied(pos) & ~f;
	if (pos->ep != SQ_NONE) {
		/* 3.7d: the pawn just pushed and its neighbours may capture. */
		pushed = pos->side == WHITE ? 1ULL << (pos->ep - 8) :
		    1ULL << (pos->ep + 8);
		f &= ~(pushed | ((pushed << 1) & ~FILE_A) |
		    ((pushed >> 1) & ~FILE_H));
	}
	for (;;) {
		f = blocked_core(pos, f, s);
		reach_round(pos, f, s, r, &bad_f, &bad_s);
		if (bad_f == 0 && bad_s == 0)
			break;
		f &= ~bad_f;
		s &= ~bad_s;
	}
	r->fixed = f;
	r->stuck = s;
}

bool
dead_static_blocked(const struct position *pos, const struct dead_reach *r,
    enum color side)
{
	enum color	 l = (enum color)!side;
	uint64_t	 todo, aw = 0, kw = 0, bl = 0, kl, s, nb, u, k, sq_bb;
	uint8_t		 sq, ksq;

	if (r->fixed == 0 && r->stuck == 0)
		return false;
	for (todo = board_occupied(pos); todo != 0; todo &= todo - 1) {
		sq = (uint8_t)__builtin_ctzll(todo);
		if (PIECE_TYPE(pos->squares[sq]) == KING) {
			if (PIECE_COLOR(pos->squares[sq]) == side)
				kw = r->reach[sq];
			continue;
		}
		if (PIECE_COLOR(pos->squares[sq]) == side)
			aw |= r->attack[sq];
		else
			bl |= r->reach[sq];
	}
	ksq = (uint8_t)__builtin_ctzll(pos->by_type[KING] & pos->by_color[l]);
	kl = r->reach[ksq];
	/*
	 * A mate on s needs a check on s, and every flight square the king
	 * could ever use covered (by a piece of side) or blocked (by one of
	 * its own); what no other piece can do, side's king must do from
	 * one square, not next to s.  Squares outside the king's reach are
	 * never flight squares: fixed things stand there or attack them.
	 */
	for (todo = kl & aw; todo != 0; todo &= todo - 1) {
		s = todo & (~todo + 1);
		nb = step(STEP_KING, s) & kl;
		u = nb & ~(aw | bl);
		if (u == 0)
			return false;
		k = kw & ~step(STEP_KING, s) & ~s;
		for (sq_bb = u; sq_bb != 0; sq_bb &= sq_bb - 1)
			k &= step(STEP_KING, sq_bb & (~sq_bb + 1));
		if (k != 0)
			return false;
	}
	return true;
}

bool
dead_static(const struct position *pos, enum color side)
{
	struct dead_reach	r;

	if (dead_static_material(pos, side))
		return true;
	if (!dead_static_has_wall(pos))
		return false;
	dead_reach_compute(pos, &r);
	return dead_static_blocked(pos, &r, side);
}
