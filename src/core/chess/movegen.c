/*
 * movegen.c: legal move generation (Art. 3) and perft.
 *
 * The generator is legal by construction, without trying moves: it first
 * finds the pieces giving check and the pieces pinned to their king (3.9),
 * then restricts each piece's targets to the check mask (capture the
 * checker or block the line) and a pinned piece to its pin line.  The king
 * avoids every square the opponent attacks with the king itself lifted off
 * the board, so that it cannot step back along a checking line.  The one
 * move this cannot judge from masks, en passant (two pawns leave the rank
 * at once, 3.7d), is tested by looking at the king's lines after it.
 *
 * One body serves both jobs: writing the moves out, and (at the last ply of
 * perft) only counting them, which is a popcount per piece.  It is written
 * once and instantiated per colour and job by always_inline, so that the
 * compiler folds the colour's shifts and the job's branches away.
 */
#include "config.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/bitboard.h"
#include "chess/board.h"

#define ALWAYS_INLINE	inline __attribute__((always_inline))

/* The jobs of the generator body. */
#define JOB_LIST	0	/* write the moves out */
#define JOB_COUNT	1	/* count them, portable popcount */
#define JOB_COUNT_HW	2	/* count them with the POPCNT instruction */

/*
 * -O2 without -march targets the first x86-64, which has no POPCNT; perft
 * then also has a copy that counts with the instruction, chosen by CPUID at
 * each call (no state kept).  Both are inline assembly, so that no build
 * (not even -O0) calls a library function for them.
 */
#if defined(__x86_64__) && !defined(__POPCNT__) && defined(__GNUC__)
#include <cpuid.h>
#define POPCNT_DISPATCH	1
#endif

/* What every piece's moves are restricted by. */
struct gen {
	uint64_t	us, them, occ;
	uint64_t	checkers;	/* enemy pieces giving check */
	uint64_t	checkmask;	/* targets that answer the check */
	uint64_t	pinned;		/* our pieces pinned to our king */
	uint64_t	danger;		/* squares the enemy attacks, king lifted */
	uint8_t		ksq;
};

static ALWAYS_INLINE uint64_t
enemy_attacks(const struct position *pos, int them, uint64_t occ)
{
	uint64_t	a, b;

	a = bitboard_pawn_attacks(board_pieces(pos, them, PAWN), them);
	a |= bitboard_king[bitboard_lsb(board_pieces(pos, them, KING))];
	for (b = board_pieces(pos, them, KNIGHT); b != 0;)
		a |= bitboard_knight[bitboard_pop(&b)];
	for (b = pos->by_color[them] & (pos->by_type[BISHOP] |
	    pos->by_type[QUEEN]); b != 0;)
		a |= bitboard_bishop_attacks(bitboard_pop(&b), occ);
	for (b = pos->by_color[them] & (pos->by_type[ROOK] |
	    pos->by_type[QUEEN]); b != 0;)
		a |= bitboard_rook_attacks(bitboard_pop(&b), occ);
	return a;
}

static ALWAYS_INLINE void
gen_setup(const struct position *pos, struct gen *g, int us)
{
	int		them = us ^ 1;
	uint64_t	snipers, b, rq, bq;
	uint8_t		s;

	g->us = pos->by_color[us];
	g->them = pos->by_color[them];
	g->occ = g->us | g->them;
	g->ksq = bitboard_lsb(board_pieces(pos, us, KING));
	rq = g->them & (pos->by_type[ROOK] | pos->by_type[QUEEN]);
	bq = g->them & (pos->by_type[BISHOP] | pos->by_type[QUEEN]);

	/* 3.9: a king is in check when an enemy piece attacks it. */
	g->checkers = (bitboard_pawn[us][g->ksq] & board_pieces(pos, them,
	    PAWN)) | (bitboard_knight[g->ksq] & board_pieces(pos, them, KNIGHT));
	g->pinned = 0;
	/* Enemy sliders that see the king through at most our own pieces. */
	snipers = (bitboard_rook_attacks(g->ksq, g->them) & rq) |
	    (bitboard_bishop_attacks(g->ksq, g->them) & bq);
	while (snipers != 0) {
		s = bitboard_pop(&snipers);
		b = bitboard_between[g->ksq][s] & g->occ;
		if (b == 0)
			g->checkers |= BB_SQ(s);
		else if (bitboard_single(b))
			g->pinned |= b;
	}
	if (g->checkers == 0)
		g->checkmask = ~0ULL;
	else if (bitboard_single(g->checkers))	/* capture or interpose */
		g->checkmask = g->checkers |
		    bitboard_between[g->ksq][bitboard_lsb(g->checkers)];
	else					/* double check: king only */
		g->checkmask = 0;
	/* 3.8a.i: the king may not go to an attacked square. */
	g->danger = enemy_attacks(pos, them, g->occ ^ BB_SQ(g->ksq));
}

/* 3.7d: after the capture two pawns have left their squares; the king must
 * not then stand attacked (by a slider along the rank or diagonal, or by a
 * checker the capture did not remove). */
static ALWAYS_INLINE bool
ep_legal(const struct position *pos, const struct gen *g, int us,
    uint8_t from, uint8_t to)
{
	int		them = us ^ 1;
	uint8_t		capsq = (uint8_t)(to ^ 8);
	uint64_t	occ;

	occ = (g->occ ^ BB_SQ(from) ^ BB_SQ(capsq)) | BB_SQ(to);
	if (bitboard_rook_attacks(g->ksq, occ) & g->them &
	    (pos->by_type[ROOK] | pos->by_type[QUEEN]))
		return false;
	if (bitboard_bishop_attacks(g->ksq, occ) & g->them &
	    (pos->by_type[BISHOP] | pos->by_type[QUEEN]))
		return false;
	/* A knight or pawn checker other than the captured pawn remains. */
	if (g->checkers & ~BB_SQ(capsq) & (board_pieces(pos, them, KNIGHT) |
	    board_pieces(pos, them, PAWN)))
		return false;
	return true;
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
	return (size_t)bitboard_count(b);
}

/* Emit one move per target of a piece on from. */
static ALWAYS_INLINE size_t
emit(uint16_t *moves, size_t n, uint8_t from, uint64_t targets, int count)
{
	if (count)
		return n + job_count(targets, count);
	while (targets != 0)
		moves[n++] = MOVE_MAKE(from, bitboard_pop(&targets),
		    MOVE_NORMAL);
	return n;
}

/* Emit pawn moves whose targets are t and origins t - delta. */
static ALWAYS_INLINE size_t
emit_pawns(uint16_t *moves, size_t n, uint64_t t, int delta, int count)
{
	uint8_t	to;

	if (count)
		return n + job_count(t, count);
	while (t != 0) {
		to = bitboard_pop(&t);
		moves[n++] = MOVE_MAKE(to - delta, to, MOVE_NORMAL);
	}
	return n;
}

/* 3.7e: one move per piece a pawn may become. */
static ALWAYS_INLINE size_t
emit_promos(uint16_t *moves, size_t n, uint64_t t, int delta, int count)
{
	uint8_t	to, from;

	if (count)
		return n + 4 * job_count(t, count);
	while (t != 0) {
		to = bitboard_pop(&t);
		from = (uint8_t)(to - delta);
		moves[n++] = MOVE_MAKE_PROMO(from, to, QUEEN);
		moves[n++] = MOVE_MAKE_PROMO(from, to, ROOK);
		moves[n++] = MOVE_MAKE_PROMO(from, to, BISHOP);
		moves[n++] = MOVE_MAKE_PROMO(from, to, KNIGHT);
	}
	return n;
}

static ALWAYS_INLINE size_t
gen_pawns(const struct position *pos, const struct gen *g, uint16_t *moves,
    size_t n, int us, int count)
{
	const int	up = us == WHITE ? 8 : -8;
	const uint64_t	rank8 = us == WHITE ? BB_RANK_8 : BB_RANK_1;
	const uint64_t	rank3 = us == WHITE ? BB_RANK_3 : BB_RANK_6;
	uint64_t	pawns, free_pawns, pinned_pawns, empty, t, one, att;
	uint8_t		from, to;

	pawns = board_pieces(pos, us, PAWN);
	free_pawns = pawns & ~g->pinned;
	empty = ~g->occ;

	/* Unpinned pawns, all at once. */
	one = bitboard_push(free_pawns, us) & empty;			/* 3.7a */
	t = bitboard_push(one & rank3, us) & empty & g->checkmask;	/* 3.7b */
	n = emit_pawns(moves, n, t, 2 * up, count);
	t = one & g->checkmask;
	n = emit_pawns(moves, n, t & ~rank8, up, count);
	n = emit_promos(moves, n, t & rank8, up, count);		/* 3.7e */
	/* 3.7c: captures towards the a-file, then towards the h-file. */
	t = (us == WHITE ? (free_pawns & ~BB_FILE_A) << 7 :
	    (free_pawns & ~BB_FILE_A) >> 9) & g->them & g->checkmask;
	n = emit_pawns(moves, n, t & ~rank8, up - 1, count);
	n = emit_promos(moves, n, t & rank8, up - 1, count);
	t = (us == WHITE ? (free_pawns & ~BB_FILE_H) << 9 :
	    (free_pawns & ~BB_FILE_H) >> 7) & g->them & g->checkmask;
	n = emit_pawns(moves, n, t & ~rank8, up + 1, count);
	n = emit_promos(moves, n, t & rank8, up + 1, count);

	/* Pinned pawns move only along the pin line (3.9). */
	for (pinned_pawns = pawns & g->pinned; pinned_pawns != 0;) {
		from = bitboard_pop(&pinned_pawns);
		att = bitboard_pawn[us][from] & g->them;
		to = (uint8_t)(from + up);
		if ((empty & BB_SQ(to)) != 0) {
			att |= BB_SQ(to);
			if ((rank3 & BB_SQ(to)) != 0 &&
			    (empty & BB_SQ(to + up)) != 0)
				att |= BB_SQ(to + up);
		}
		att &= g->checkmask & bitboard_line[g->ksq][from];
		while (att != 0) {
			to = bitboard_pop(&att);
			if (BB_SQ(to) & rank8)
				n = emit_promos(moves, n, BB_SQ(to),
				    to - from, count);
			else
				n = emit_pawns(moves, n, BB_SQ(to),
				    to - from, count);
		}
	}

	/* 3.7d: en passant, legality tested directly. */
	if (pos->ep != SQ_NONE) {
		att = bitboard_pawn[us ^ 1][pos->ep] & pawns;
		while (att != 0) {
			from = bitboard_pop(&att);
			if (!ep_legal(pos, g, us, from, pos->ep))
				continue;
			if (count)
				n++;
			else
				moves[n++] = MOVE_MAKE(from, pos->ep,
				    MOVE_EN_PASSANT);
		}
	}
	return n;
}

/*
 * Guidelines II.3: castling in Chess960, with the king on any square
 * between the rooks.  Every square between the king and its destination
 * and between the rook and its own, the two destinations included, must
 * be empty but for the king and that rook; the king may not stand in
 * check, cross or end on an attacked square.  The rook leaving its square
 * may uncover an attack along the first rank on the king's destination
 * (a queen-side rook on b1, an enemy rook on a1): that square is looked
 * at again with the pieces where the castling puts them.  The move may
 * leave the king where it stands, or swap king and rook.
 */
/* Out of line (and its arguments by value): the ordinary generator keeps
 * its registers.  Writes the moves to moves unless NULL; how many. */
static __attribute__((noinline)) size_t
gen_castling_960(const struct position *pos, uint64_t occ, uint64_t them,
    uint64_t danger, uint8_t ksq, int us, uint16_t *moves)
{
	uint64_t	path, after;
	uint8_t		rank = us == WHITE ? 0 : 56, kto, rto, rsq;
	size_t		n = 0;
	int		i;

	for (i = 0; i < 2; i++) {		/* king side, queen side */
		if ((pos->castling & (1u << CASTLE_INDEX(us, i))) == 0)
			continue;
		rsq = pos->castle_rook[CASTLE_INDEX(us, i)];
		kto = (uint8_t)(rank + (i ? 2 : 6));
		rto = (uint8_t)(rank + (i ? 3 : 5));
		path = (bitboard_between[ksq][kto] | BB_SQ(kto) |
		    bitboard_between[rsq][rto] | BB_SQ(rto)) &
		    ~(BB_SQ(ksq) | BB_SQ(rsq));
		if ((occ & path) != 0)
			continue;
		if ((danger & (bitboard_between[ksq][kto] | BB_SQ(kto))) != 0)
			continue;
		after = (occ ^ BB_SQ(ksq) ^ BB_SQ(rsq)) | BB_SQ(kto) |
		    BB_SQ(rto);
		if (bitboard_rook_attacks(kto, after) & them &
		    (pos->by_type[ROOK] | pos->by_type[QUEEN]))
			continue;
		if (moves != NULL)
			moves[n] = MOVE_MAKE(ksq, kto, MOVE_CASTLING);
		n++;
	}
	return n;
}

static ALWAYS_INLINE size_t
gen_castling(const struct position *pos, const struct gen *g,
    uint16_t *moves, size_t n, int us, int count, int v960)
{
	/* Per side: right, king square, king target, squares that must be
	 * empty (3.8b(2)b), squares that must not be attacked (3.8b(2)a). */
	static const struct {
		uint8_t		right, from, to;
		uint64_t	empty, safe;
	} c[2][2] = {
		{ { CASTLE_WK, 4, 6, 0x60ULL, 0x60ULL },
		  { CASTLE_WQ, 4, 2, 0x0eULL, 0x0cULL } },
		{ { CASTLE_BK, 60, 62, 0x60ULL << 56, 0x60ULL << 56 },
		  { CASTLE_BQ, 60, 58, 0x0eULL << 56, 0x0cULL << 56 } },
	};
	int	i;

	if (g->checkers != 0)	/* 3.8b(2)a: not out of check */
		return n;
	if (v960)
		return n + gen_castling_960(pos, g->occ, g->them, g->danger,
		    g->ksq, us, count ? NULL : moves + n);
	for (i = 0; i < 2; i++) {
		if ((pos->castling & c[us][i].right) == 0)	/* 3.8b(1) */
			continue;
		if ((g->occ & c[us][i].empty) != 0)		/* 3.8b(2)b */
			continue;
		if ((g->danger & c[us][i].safe) != 0)		/* 3.8b(2)a */
			continue;
		if (count)
			n++;
		else
			moves[n++] = MOVE_MAKE(c[us][i].from, c[us][i].to,
			    MOVE_CASTLING);
	}
	return n;
}

static ALWAYS_INLINE size_t
gen_body(const struct position *pos, uint16_t *moves, int us, int count,
    int v960)
{
	struct gen	g;
	uint64_t	b, t, pin_line, notus;
	size_t		n = 0;
	uint8_t		from;

	gen_setup(pos, &g, us);
	notus = ~g.us;
	/* 3.8a.i: the king to a square neither own nor attacked. */
	n = emit(moves, n, g.ksq, bitboard_king[g.ksq] & notus & ~g.danger,
	    count);
	if (g.checkmask == 0)	/* double check */
		return n;
	n = gen_pawns(pos, &g, moves, n, us, count);
	/* 3.6: a pinned knight can never stay on its line. */
	for (b = board_pieces(pos, us, KNIGHT) & ~g.pinned; b != 0;) {
		from = bitboard_pop(&b);
		n = emit(moves, n, from, bitboard_knight[from] & notus &
		    g.checkmask, count);
	}
	/* 3.2, 3.4, 3.5: diagonal sliders. */
	for (b = g.us & (pos->by_type[BISHOP] | pos->by_type[QUEEN]); b != 0;) {
		from = bitboard_pop(&b);
		t = bitboard_bishop_attacks(from, g.occ) & notus & g.checkmask;
		pin_line = (g.pinned & BB_SQ(from)) ?
		    bitboard_line[g.ksq][from] : ~0ULL;
		n = emit(moves, n, from, t & pin_line, count);
	}
	/* 3.3, 3.4, 3.5: straight sliders. */
	for (b = g.us & (pos->by_type[ROOK] | pos->by_type[QUEEN]); b != 0;) {
		from = bitboard_pop(&b);
		t = bitboard_rook_attacks(from, g.occ) & notus & g.checkmask;
		pin_line = (g.pinned & BB_SQ(from)) ?
		    bitboard_line[g.ksq][from] : ~0ULL;
		n = emit(moves, n, from, t & pin_line, count);
	}
	return gen_castling(pos, &g, moves, n, us, count, v960);
}

/*
 * One copy per colour, job and game: Chess960's (II.3) castling stays out
 * of ordinary chess's copies, which pay nothing for it.
 */
static size_t
gen_white(const struct position *pos, uint16_t *moves)
{
	return gen_body(pos, moves, WHITE, JOB_LIST, 0);
}

static size_t
gen_black(const struct position *pos, uint16_t *moves)
{
	return gen_body(pos, moves, BLACK, JOB_LIST, 0);
}

static size_t
gen_white_960(const struct position *pos, uint16_t *moves)
{
	return gen_body(pos, moves, WHITE, JOB_LIST, 1);
}

static size_t
gen_black_960(const struct position *pos, uint16_t *moves)
{
	return gen_body(pos, moves, BLACK, JOB_LIST, 1);
}

static size_t
count_any(const struct position *pos)
{
	if (pos->chess960)
		return pos->side == WHITE ?
		    gen_body(pos, NULL, WHITE, JOB_COUNT, 1) :
		    gen_body(pos, NULL, BLACK, JOB_COUNT, 1);
	return pos->side == WHITE ? gen_body(pos, NULL, WHITE, JOB_COUNT, 0) :
	    gen_body(pos, NULL, BLACK, JOB_COUNT, 0);
}

/* The moves of pos, by the copy for its side and game. */
static ALWAYS_INLINE size_t
list_moves(const struct position *pos, uint16_t *moves, int v960)
{
	if (v960)
		return pos->side == WHITE ? gen_white_960(pos, moves) :
		    gen_black_960(pos, moves);
	return pos->side == WHITE ? gen_white(pos, moves) :
	    gen_black(pos, moves);
}

size_t
board_legal_moves(const struct position *pos, uint16_t *moves)
{
	return pos->chess960 ? list_moves(pos, moves, 1) :
	    list_moves(pos, moves, 0);
}

size_t
board_count_moves(const struct position *pos)
{
	return count_any(pos);
}

bool
board_is_legal(const struct position *pos, uint16_t m)
{
	uint16_t	moves[MAX_MOVES];
	size_t		i, n;

	n = board_legal_moves(pos, moves);
	for (i = 0; i < n; i++)
		if (moves[i] == m)
			return true;
	return false;
}

bool
board_ep_capturable(const struct position *pos)
{
	struct gen	g;
	uint64_t	att;
	int		us = pos->side;

	if (pos->ep == SQ_NONE)
		return false;
	att = bitboard_pawn[us ^ 1][pos->ep] & board_pieces(pos, us, PAWN);
	if (att == 0)
		return false;
	gen_setup(pos, &g, us);
	while (att != 0)
		if (ep_legal(pos, &g, us, bitboard_pop(&att), pos->ep))
			return true;
	return false;
}

/*
 * Perft's own make: the same board change as board_make() without the key,
 * the clocks or an undo record, on a copy (copy-make).
 */
static ALWAYS_INLINE void
perft_put(struct position *pos, uint8_t sq, uint8_t p)
{
	pos->squares[sq] = p;
	pos->by_type[PIECE_TYPE(p)] |= BB_SQ(sq);
	pos->by_color[PIECE_COLOR(p)] |= BB_SQ(sq);
}

static ALWAYS_INLINE void
perft_remove(struct position *pos, uint8_t sq)
{
	uint8_t	p = pos->squares[sq];

	pos->squares[sq] = EMPTY;
	pos->by_type[PIECE_TYPE(p)] ^= BB_SQ(sq);
	pos->by_color[PIECE_COLOR(p)] ^= BB_SQ(sq);
}

static void
perft_make(struct position *pos, uint16_t m)
{
	uint8_t	from = MOVE_FROM(m), to = MOVE_TO(m), p = pos->squares[from];
	uint8_t	us = pos->side, rook;

	pos->ep = SQ_NONE;
	switch (MOVE_KIND(m)) {
	case MOVE_NORMAL:
		if (pos->squares[to] != EMPTY)
			perft_remove(pos, to);
		perft_remove(pos, from);
		perft_put(pos, to, p);
		if (PIECE_TYPE(p) == PAWN && (from ^ to) == 16)
			pos->ep = (uint8_t)((from + to) / 2);
		break;
	case MOVE_PROMOTION:
		if (pos->squares[to] != EMPTY)
			perft_remove(pos, to);
		perft_remove(pos, from);
		perft_put(pos, to, PIECE_MAKE(us, MOVE_PROMO(m)));
		break;
	case MOVE_EN_PASSANT:
		perft_remove(pos, (uint8_t)(to ^ 8));
		perft_remove(pos, from);
		perft_put(pos, to, p);
		break;
	default:	/* MOVE_CASTLING, II.3 as 3.8a.ii */
		rook = board_castling_rook(pos, m);
		perft_remove(pos, from);
		perft_remove(pos, rook);
		perft_put(pos, to, p);
		perft_put(pos, (uint8_t)(SQ_FILE(to) == 6 ? to - 1 : to + 1),
		    PIECE_MAKE(us, ROOK));
		break;
	}
	/* 3.8b(1); a Chess960 position's rights are set by the caller. */
	pos->castling &= board_castle_mask(from) & board_castle_mask(to);
	pos->side = us ^ 1;
}

/* The perft recursion, counting at the last ply with the job's popcount. */
/* The perft recursion, counting at the last ply with the job's popcount;
 * v960: a Chess960 position's, its rights by the game's rooks (II.3). */
static ALWAYS_INLINE uint64_t
perft_body(const struct position *pos, int depth, int job, int v960,
    uint64_t (*rec)(const struct position *, int))
{
	struct position	child;
	uint16_t	moves[MAX_MOVES];
	uint64_t	nodes = 0;
	size_t		i, n;

	if (depth == 1)
		return pos->side == WHITE ? gen_body(pos, NULL, WHITE, job,
		    v960) : gen_body(pos, NULL, BLACK, job, v960);
	n = list_moves(pos, moves, v960);
	for (i = 0; i < n; i++) {
		child = *pos;
		perft_make(&child, moves[i]);
		if (v960)
			child.castling = board_castling_after(pos,
			    MOVE_FROM(moves[i]), MOVE_TO(moves[i]));
		nodes += rec(&child, depth - 1);
	}
	return nodes;
}

static uint64_t
perft_rec(const struct position *pos, int depth)
{
	return perft_body(pos, depth, JOB_COUNT, 0, perft_rec);
}

static uint64_t
perft_rec_960(const struct position *pos, int depth)
{
	return perft_body(pos, depth, JOB_COUNT, 1, perft_rec_960);
}

#ifdef POPCNT_DISPATCH
static uint64_t
perft_rec_hw(const struct position *pos, int depth)
{
	return perft_body(pos, depth, JOB_COUNT_HW, 0, perft_rec_hw);
}

static uint64_t
perft_rec_hw_960(const struct position *pos, int depth)
{
	return perft_body(pos, depth, JOB_COUNT_HW, 1, perft_rec_hw_960);
}

static bool
cpu_has_popcnt(void)
{
	unsigned	a, b, c, d;

	return __get_cpuid(1, &a, &b, &c, &d) && (c & bit_POPCNT) != 0;
}
#endif

uint64_t
board_perft(struct position *pos, int depth)
{
	if (depth <= 0)
		return 1;
#ifdef POPCNT_DISPATCH
	if (cpu_has_popcnt())
		return pos->chess960 ? perft_rec_hw_960(pos, depth) :
		    perft_rec_hw(pos, depth);
#endif
	return pos->chess960 ? perft_rec_960(pos, depth) :
	    perft_rec(pos, depth);
}
