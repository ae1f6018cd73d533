/*
 * notation.c: draughts moves read and written (Art. 8).
 *
 * A move is matched on its start and end squares among the legal moves;
 * landing squares in the text are checked against the routes of the
 * capture.  Routes are found by a depth-first walk from the start square
 * that jumps only what the move takes (the same walk, allowed to jump any
 * opposing piece and to stop anywhere, tells whether a refused capture
 * was one the majority rule forbids).  The walk has a budget of steps so
 * that no position can make it run long; a route of a legal move is
 * always found well within it.
 */
#include "config.h"

#include <assert.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"
#include "draughts/notation.h"

#define ROUTE_BUDGET	(1UL << 20)	/* steps of one walk */

const char *
dnotation_strerror(enum dnotation_error e)
{
	static const char *const text[DNOTATION_ERROR_NB] = {
		[DNOTATION_OK] = "ok",
		[DNOTATION_UNREADABLE] = "not a move",
		[DNOTATION_NO_PIECE] = "no piece of the side to move there",
		[DNOTATION_CAPTURE_REQUIRED] = "a capture is compulsory",
		[DNOTATION_MAJORITY] =
		    "the majority rule requires another capture",
		[DNOTATION_ILLEGAL] = "no legal move matches",
		[DNOTATION_AMBIGUOUS] = "ambiguous: give the landing squares",
	};

	if ((unsigned)e >= DNOTATION_ERROR_NB)
		return "unknown error";
	return text[e];
}

/* A walk along the routes of captures of one piece. */
struct walk {
	uint64_t	 prey;		/* pieces it may jump */
	uint64_t	 occ;		/* occupied squares, its start excluded */
	uint64_t	 need;		/* the set to take exactly, or 0: any */
	unsigned	 to;		/* bit of the end square */
	bool		 king;
	const unsigned	*want;		/* bits of landing squares to pass */
	size_t		 nwant;
	unsigned	 path[DNOTATION_ROUTE_MAX];	/* landing bits */
	size_t		 len;		/* of path when found */
	unsigned	 taken;		/* pieces taken when found */
	unsigned long	 steps;
};

static bool
walk_done(struct walk *w, unsigned sq, uint64_t caps, size_t n, size_t wi)
{
	if (sq != w->to || wi != w->nwant)
		return false;
	if (w->need != 0 ? caps != w->need : caps == 0)
		return false;
	w->len = n;
	w->taken = dl_count(caps);
	return true;
}

/* From bit sq, having taken caps and landed n times, passed wi of want. */
static bool
walk(struct walk *w, unsigned sq, uint64_t caps, size_t n, size_t wi)
{
	uint64_t	ray, occ, land, b;
	unsigned	p, l;
	size_t		wl;
	int		d;

	if (++w->steps > ROUTE_BUDGET || n >= DNOTATION_ROUTE_MAX - 1)
		return false;
	for (d = 0; d < 4; d++) {
		if (w->king) {
			ray = dl_ray[d][sq];
			occ = ray & w->occ;
			if (occ == 0)
				continue;
			p = d < 2 ? dl_lsb(occ) : dl_msb(occ);
			ray = dl_ray[d][p];
			occ = ray & w->occ;
			if (occ != 0) {
				b = d < 2 ? dl_lsb(occ) : dl_msb(occ);
				ray &= ~(dl_ray[d][b] | 1ULL << b);
			}
			land = ray;
		} else {
			b = dl_step(1ULL << sq, d);
			if (b == 0)
				continue;
			p = dl_lsb(b);
			land = dl_step(b, d) & ~w->occ;
		}
		b = 1ULL << p;
		if ((b & w->prey & ~caps) == 0)
			continue;
		/* Nearest landing square first. */
		while (land != 0) {
			l = d < 2 ? dl_lsb(land) : dl_msb(land);
			land &= ~(1ULL << l);
			w->path[n] = l;
			wl = wi + (wi < w->nwant && w->want[wi] == l);
			if (walk_done(w, l, caps | b, n + 1, wl) ||
			    walk(w, l, caps | b, n + 1, wl))
				return true;
		}
	}
	return false;
}

/* Set up a walk of the piece of the side to move on square from. */
static void
walk_init(struct walk *w, const struct draughts_position *pos, unsigned from)
{
	uint64_t	b = dl_bb(from);

	memset(w, 0, sizeof *w);
	w->prey = pos->pieces[pos->side ^ 1];
	w->occ = (pos->pieces[0] | pos->pieces[1]) & ~b;
	w->king = (pos->kings & b) != 0;
}

/* Whether the capture m of pos has a route passing want[] in order; the
 * route is left in w. */
static bool
route_find(struct walk *w, const struct draughts_position *pos, uint64_t m,
    const unsigned *want, size_t nwant)
{
	walk_init(w, pos, DMOVE_FROM(m));
	w->need = dl_expand(DMOVE_CAPTURED(m));
	w->prey &= w->need;
	w->to = dl_bit(DMOVE_TO(m));
	w->want = want;
	w->nwant = nwant;
	return walk(w, dl_bit(DMOVE_FROM(m)), 0, 0, 0);
}

size_t
dnotation_route(const struct draughts_position *pos, uint64_t m,
    unsigned *squares)
{
	struct walk	w;
	size_t		i;
	bool		found;

	squares[0] = DMOVE_FROM(m);
	if (!DMOVE_IS_CAPTURE(m)) {
		squares[1] = DMOVE_TO(m);
		return 2;
	}
	found = route_find(&w, pos, m, NULL, 0);
	assert(found);
	if (!found) {
		squares[1] = DMOVE_TO(m);
		return 2;
	}
	for (i = 0; i < w.len; i++)
		squares[i + 1] = dl_square(w.path[i]);
	return w.len + 1;
}

static size_t
put_number(char *buf, unsigned v)
{
	if (v >= 10) {
		buf[0] = (char)('0' + v / 10);
		buf[1] = (char)('0' + v % 10);
		return 2;
	}
	buf[0] = (char)('0' + v);
	return 1;
}

size_t
dnotation_write_long(const struct draughts_position *pos, uint64_t m,
    char *buf)
{
	unsigned	squares[DNOTATION_ROUTE_MAX];
	size_t		i, k, n = 0;

	k = dnotation_route(pos, m, squares);
	for (i = 0; i < k; i++) {
		if (i > 0)
			buf[n++] = DMOVE_IS_CAPTURE(m) ? 'x' : '-';
		n += put_number(buf + n, squares[i]);
	}
	buf[n] = '\0';
	return n;
}

size_t
dnotation_write(const struct draughts_position *pos, uint64_t m, char *buf)
{
	uint64_t	moves[DRAUGHTS_MAX_MOVES];
	size_t		i, n;

	if (DMOVE_IS_CAPTURE(m)) {
		n = draughts_legal_moves(pos, moves);
		for (i = 0; i < n; i++) {
			if (moves[i] != m && DMOVE_FROM(moves[i]) ==
			    DMOVE_FROM(m) && DMOVE_TO(moves[i]) == DMOVE_TO(m))
				return dnotation_write_long(pos, m, buf);
		}
	}
	n = put_number(buf, DMOVE_FROM(m));
	buf[n++] = DMOVE_IS_CAPTURE(m) ? 'x' : '-';
	n += put_number(buf + n, DMOVE_TO(m));
	buf[n] = '\0';
	return n;
}

/* The text as squares. */
struct parsed {
	unsigned	sq[DNOTATION_ROUTE_MAX];
	size_t		n;
};

static bool
is_blank(char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

/* The length of a separator at t[i..len), or 0. */
static size_t
separator(const char *t, size_t i, size_t len)
{
	if (t[i] == '-' || t[i] == 'x' || t[i] == 'X' || t[i] == ':')
		return 1;
	if (i + 1 < len && (unsigned char)t[i] == 0xc3 &&
	    (unsigned char)t[i + 1] == 0x97)
		return 2;			/* U+00D7, the sign "×" */
	return 0;
}

/* The length of a result at t[i..len) followed by a blank or the end. */
static size_t
result(const char *t, size_t i, size_t len)
{
	static const char *const results[] = {
		"2-0", "0-2", "1-1", "0-0", "1-0", "0-1", "1/2-1/2", "*"
	};
	size_t	k, n;

	for (k = 0; k < sizeof results / sizeof results[0]; k++) {
		n = strlen(results[k]);
		if (i + n <= len && memcmp(t + i, results[k], n) == 0 &&
		    (i + n == len || is_blank(t[i + n])))
			return n;
	}
	return 0;
}

/* Squares and separators, then marks; where is the first bad byte. */
static bool
parse(const char *t, size_t len, struct parsed *p, size_t *where)
{
	size_t		i = 0, start, k;
	unsigned	v;

	p->n = 0;
	while (i < len && is_blank(t[i]))
		i++;
	for (;;) {
		start = i;
		v = 0;
		while (i < len && t[i] >= '0' && t[i] <= '9' && i - start < 3)
			v = v * 10 + (unsigned)(t[i++] - '0');
		if (i == start || v < 1 || v > DRAUGHTS_SQUARES ||
		    p->n == DNOTATION_ROUTE_MAX) {
			*where = start;
			return false;
		}
		p->sq[p->n++] = v;
		if (i < len && (k = separator(t, i, len)) != 0)
			i += k;
		else
			break;
	}
	if (p->n < 2) {
		*where = i;
		return false;
	}
	/* Annotations (Art. 9), a result, blanks. */
	while (i < len) {
		if (is_blank(t[i]) || t[i] == '!' || t[i] == '?' ||
		    t[i] == '+' || t[i] == '=' || t[i] == '#')
			i++;
		else if (t[i] == '-' && i + 1 < len && t[i + 1] >= '1' &&
		    t[i + 1] <= '9')
			i += 2;				/* 9.13: -1 */
		else if (t[i] >= '0' && t[i] <= '9' && i > 0 &&
		    t[i - 1] == '+')
			i++;				/* 9.12: +1 */
		else if (i + 4 <= len && memcmp(t + i, "a.l.", 4) == 0)
			i += 4;				/* 9.14 */
		else if ((k = result(t, i, len)) != 0)
			i += k;
		else if (t[i] == '*')
			i++;				/* 9.9 */
		else {
			*where = i;
			return false;
		}
	}
	return true;
}

static void
add_candidate(struct dnotation_fail *f, uint64_t m)
{
	if (f->ncandidates < DNOTATION_MAX_CANDIDATES)
		f->candidates[f->ncandidates] = m;
	f->ncandidates++;
}

/* Whether the piece on from could step or fly to to, captures aside. */
static bool
plain_move(const struct draughts_position *pos, unsigned from, unsigned to)
{
	uint64_t	b = dl_bb(from), t = dl_bb(to), ray, occ;
	int		d;

	occ = pos->pieces[0] | pos->pieces[1];
	if (occ & t)
		return false;
	if ((pos->kings & b) == 0) {
		if (pos->side == DRAUGHTS_WHITE)
			return (dl_step(b, DL_UP_LEFT) | dl_step(b,
			    DL_UP_RIGHT)) & t;
		return (dl_step(b, DL_DOWN_LEFT) | dl_step(b, DL_DOWN_RIGHT)) &
		    t;
	}
	for (d = 0; d < 4; d++) {
		ray = dl_ray[d][dl_bit(from)];
		if ((ray & t) == 0)
			continue;
		return (ray & ~dl_ray[d][dl_bit(to)] & occ) == 0;
	}
	return false;
}

enum dnotation_error
dnotation_read(const struct draughts_position *pos, const char *text,
    size_t len, uint64_t *move, struct dnotation_fail *fail)
{
	struct dnotation_fail	 scratch;
	struct parsed		 p;
	struct walk		 w;
	uint64_t		 moves[DRAUGHTS_MAX_MOVES], found = DMOVE_NONE;
	unsigned		 want[DNOTATION_ROUTE_MAX], from, to;
	size_t			 i, n, nwant, nfound = 0, where = 0;

	if (fail == NULL)
		fail = &scratch;
	memset(fail, 0, sizeof *fail);
	*move = DMOVE_NONE;
	if (!parse(text, len, &p, &where)) {
		fail->where = where;
		return DNOTATION_UNREADABLE;
	}
	from = p.sq[0];
	to = p.sq[p.n - 1];
	nwant = p.n - 2;
	for (i = 0; i < nwant; i++)
		want[i] = dl_bit(p.sq[i + 1]);

	n = draughts_legal_moves(pos, moves);
	for (i = 0; i < n; i++) {
		if (DMOVE_FROM(moves[i]) != from || DMOVE_TO(moves[i]) != to)
			continue;
		if (nwant > 0 && (!DMOVE_IS_CAPTURE(moves[i]) ||
		    !route_find(&w, pos, moves[i], want, nwant)))
			continue;
		found = moves[i];
		nfound++;
		add_candidate(fail, moves[i]);
	}
	if (nfound == 1) {
		fail->ncandidates = 0;
		*move = found;
		return DNOTATION_OK;
	}
	if (nfound > 1)
		return DNOTATION_AMBIGUOUS;

	if ((pos->pieces[pos->side] & dl_bb(from)) == 0)
		return DNOTATION_NO_PIECE;
	if (n == 0 || !DMOVE_IS_CAPTURE(moves[0]))
		return DNOTATION_ILLEGAL;
	/* A capture is compulsory: the piece's captures, or all. */
	for (i = 0; i < n; i++)
		if (DMOVE_FROM(moves[i]) == from)
			add_candidate(fail, moves[i]);
	if (fail->ncandidates == 0)
		for (i = 0; i < n; i++)
			add_candidate(fail, moves[i]);
	if (nwant == 0 && plain_move(pos, from, to))
		return DNOTATION_CAPTURE_REQUIRED;
	walk_init(&w, pos, from);
	w.to = dl_bit(to);
	w.want = want;
	w.nwant = nwant;
	if (walk(&w, dl_bit(from), 0, 0, 0)) {
		fail->needed = dmove_captures(moves[0]);
		return DNOTATION_MAJORITY;
	}
	fail->ncandidates = 0;
	return DNOTATION_ILLEGAL;
}
