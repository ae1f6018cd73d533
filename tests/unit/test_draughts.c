/*
 * test_draughts.c: the international draughts position and its rules
 * (FID rules Art. 2-4): the board and its numbering, men's and kings'
 * moves, compulsory capture, the majority rule, the Turkish strike,
 * crowning, the move encoding, the position key (6.3b), the PDN FEN read,
 * written and refused, perft, and the generator against a slow reference
 * written here from the rules (squares as rows and columns, captured
 * pieces in a list, every route kept and duplicates removed at the end)
 * on random positions and along thousands of random games.
 */
#include "config.h"

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"
#include "draughts/notation.h"

static uint64_t	rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t
rng(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ULL;
}

static void
read_ok(struct draughts_position *pos, const char *fen)
{
	size_t			where = 999;
	enum draughts_fen_error	e = draughts_fen_read(pos, fen, &where);

	if (e != DRAUGHTS_FEN_OK)
		fail_msg("draughts_fen_read('%s') = %d at %zu", fen, (int)e,
		    where);
	assert_true(draughts_ok(pos));
}

static int
compare_moves(const void *a, const void *b)
{
	uint64_t	x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	if (DMOVE_FROM(x) != DMOVE_FROM(y))
		return DMOVE_FROM(x) < DMOVE_FROM(y) ? -1 : 1;
	if (DMOVE_TO(x) != DMOVE_TO(y))
		return DMOVE_TO(x) < DMOVE_TO(y) ? -1 : 1;
	return x < y ? -1 : x > y;
}

/* The legal moves as "28x19{23}; 32-28", sorted by start and end. */
static const char *
moves_text(const struct draughts_position *pos)
{
	static char	buf[16384];
	uint64_t	moves[DRAUGHTS_MAX_MOVES], caps;
	size_t		i, n, len = 0;
	unsigned	sq;
	bool		first;

	n = draughts_legal_moves(pos, moves);
	assert_int_equal(n, draughts_count_moves(pos));
	qsort(moves, n, sizeof moves[0], compare_moves);
	buf[0] = '\0';
	for (i = 0; i < n; i++) {
		caps = DMOVE_CAPTURED(moves[i]);
		len += (size_t)snprintf(buf + len, sizeof buf - len, "%s%u%c%u",
		    i > 0 ? "; " : "", DMOVE_FROM(moves[i]),
		    caps ? 'x' : '-', DMOVE_TO(moves[i]));
		if (caps == 0)
			continue;
		first = true;
		for (sq = 1; sq <= 50; sq++) {
			if (caps & (1ULL << (sq - 1))) {
				len += (size_t)snprintf(buf + len,
				    sizeof buf - len, "%c%u", first ? '{' : ',',
				    sq);
				first = false;
			}
		}
		len += (size_t)snprintf(buf + len, sizeof buf - len, "}");
	}
	return buf;
}

static void
expect_moves(const char *fen, const char *want)
{
	struct draughts_position	pos;

	read_ok(&pos, fen);
	assert_string_equal(moves_text(&pos), want);
}

/* The legal move from-to (the first if several). */
static uint64_t
find_move(const struct draughts_position *pos, unsigned from, unsigned to)
{
	uint64_t	moves[DRAUGHTS_MAX_MOVES];
	size_t		i, n = draughts_legal_moves(pos, moves);

	for (i = 0; i < n; i++)
		if (DMOVE_FROM(moves[i]) == from && DMOVE_TO(moves[i]) == to)
			return moves[i];
	fail_msg("move %u-%u not legal", from, to);
	return DMOVE_NONE;
}

static void
play(struct draughts_position *pos, unsigned from, unsigned to)
{
	draughts_make(pos, find_move(pos, from, to));
	assert_true(draughts_ok(pos));
}

/* Art. 2.6: the squares' rows and columns, as the diagram shows them. */
static void
square_rc(unsigned sq, int *r, int *c)
{
	*r = (int)(sq - 1) / 5;
	*c = 2 * (int)((sq - 1) % 5) + (*r % 2 == 0 ? 1 : 0);
}

static unsigned
rc_square(int r, int c)
{
	if (r < 0 || r > 9 || c < 0 || c > 9 || (r + c) % 2 == 0)
		return 0;
	return (unsigned)(r * 5 + c / 2 + 1);
}

/* Art. 2.6 and the layout: every square's neighbours along the four
 * diagonals, the long diagonal 46-5, the rays. */
static void
test_board(void **state)
{
	static const int	dr[4] = { 1, 1, -1, -1 }, dc[4] = { -1, 1, 1, -1 };
	unsigned		sq, s;
	int			r, c, d, k;
	uint64_t		ray;

	(void)state;
	for (sq = 1; sq <= 50; sq++) {
		assert_int_equal(dl_square(dl_bit(sq)), sq);
		assert_true(DL_BOARD & dl_bb(sq));
		square_rc(sq, &r, &c);
		for (d = 0; d < 4; d++) {
			assert_int_equal(dl_neighbour(sq, d),
			    rc_square(r + dr[d], c + dc[d]));
			ray = 0;
			for (k = 1; (s = rc_square(r + k * dr[d],
			    c + k * dc[d])) != 0; k++)
				ray |= dl_bb(s);
			assert_true(dl_ray[d][dl_bit(sq)] == ray);
		}
	}
	assert_int_equal(__builtin_popcountll(DL_BOARD), 50);
	/* 2.3, 2.6.3: the long diagonal joins 46 and 5. */
	for (sq = 46, k = 0; sq != 5; sq = dl_neighbour(sq, DL_UP_RIGHT))
		k++;
	assert_int_equal(k, 9);
	assert_int_equal(dl_compress(dl_expand(0x3ffffffffffffULL)),
	    0x3ffffffffffffULL);
}

/* Art. 2.8, 3.3: the start position, White to move, nine moves. */
static void
test_start(void **state)
{
	struct draughts_position	pos, again;
	char				fen[DRAUGHTS_FEN_MAX];
	unsigned			sq;

	(void)state;
	draughts_start(&pos);
	assert_true(draughts_ok(&pos));
	assert_int_equal(draughts_side(&pos), DRAUGHTS_WHITE);
	for (sq = 1; sq <= 50; sq++)
		assert_int_equal(draughts_piece_at(&pos, sq),
		    sq <= 20 ? DRAUGHTS_BLACK_MAN : sq >= 31 ?
		    DRAUGHTS_WHITE_MAN : DRAUGHTS_EMPTY);
	assert_int_equal(draughts_men(&pos, DRAUGHTS_WHITE), 20);
	assert_int_equal(draughts_men(&pos, DRAUGHTS_BLACK), 20);
	assert_int_equal(draughts_kings(&pos, DRAUGHTS_WHITE), 0);
	draughts_fen_write(&pos, fen);
	assert_string_equal(fen, "W:W31-50:B1-20");
	read_ok(&again, fen);
	assert_true(draughts_same(&pos, &again));
	assert_string_equal(moves_text(&pos), "31-26; 31-27; 32-27; 32-28; "
	    "33-28; 33-29; 34-29; 34-30; 35-30");
}

/* 3.4: a man steps forwards, never backwards, and not off the board. */
static void
test_man_moves(void **state)
{
	struct draughts_position	pos;

	(void)state;
	expect_moves("W:W28:B3", "28-22; 28-23");
	expect_moves("B:B13:W50", "13-18; 13-19");
	expect_moves("W:W36,45:B3", "36-31; 45-40");
	expect_moves("B:B6,15:W50", "6-11; 15-20");
	/* Blocked by its own men and by the opponent's (no capture). */
	expect_moves("W:W28,22,23:B3", "22-17; 22-18; 23-18; 23-19");
	/* Blocked all round: no move at all, a loss (6.2.2). */
	expect_moves("W:W28:B22,23,17,19,3", "");
	read_ok(&pos, "W:W28:B22,23,17,19,3");
	assert_true(draughts_is_lost(&pos));
	read_ok(&pos, "W:W:B22");
	assert_true(draughts_is_lost(&pos));
}

/* 3.5: a man that stops on the far row is crowned; 4.15: one that only
 * passes it during a capture stays a man. */
static void
test_crowning(void **state)
{
	struct draughts_position	pos;

	(void)state;
	read_ok(&pos, "W:W7:B3");
	assert_string_equal(moves_text(&pos), "7-1; 7-2");
	assert_false(draughts_is_lost(&pos));
	play(&pos, 7, 1);
	assert_int_equal(draughts_piece_at(&pos, 1), DRAUGHTS_WHITE_KING);
	assert_int_equal(draughts_kings(&pos, DRAUGHTS_WHITE), 1);
	assert_int_equal(draughts_men(&pos, DRAUGHTS_WHITE), 0);

	read_ok(&pos, "B:B44:W30");
	assert_string_equal(moves_text(&pos), "44-49; 44-50");
	play(&pos, 44, 50);
	assert_int_equal(draughts_piece_at(&pos, 50), DRAUGHTS_BLACK_KING);

	/* A capture that ends on the far row crowns too. */
	read_ok(&pos, "W:W12:B7,3");
	assert_string_equal(moves_text(&pos), "12x1{7}");
	play(&pos, 12, 1);
	assert_int_equal(draughts_piece_at(&pos, 1), DRAUGHTS_WHITE_KING);

	/* 4.15: 15x4x13 passes square 4 and stays a man. */
	read_ok(&pos, "W:W15:B9,10");
	assert_string_equal(moves_text(&pos), "15x13{9,10}");
	play(&pos, 15, 13);
	assert_int_equal(draughts_piece_at(&pos, 13), DRAUGHTS_WHITE_MAN);
	assert_int_equal(draughts_piece_at(&pos, 9), DRAUGHTS_EMPTY);
	assert_int_equal(draughts_piece_at(&pos, 10), DRAUGHTS_EMPTY);
	/* The same for Black, through 46-50. */
	read_ok(&pos, "B:B36:W41,42,50");
	assert_string_equal(moves_text(&pos), "36x38{41,42}");
	play(&pos, 36, 38);
	assert_int_equal(draughts_piece_at(&pos, 38), DRAUGHTS_BLACK_MAN);
}

/* 3.9, 4.3: kings fly along their diagonals and capture at a distance,
 * landing on any empty square behind the piece. */
static void
test_flying_kings(void **state)
{
	(void)state;
	expect_moves("W:WK28:B3", "28-5; 28-6; 28-10; 28-11; 28-14; "
	    "28-17; 28-19; 28-22; 28-23; 28-32; 28-33; 28-37; 28-39; 28-41; "
	    "28-44; 28-46; 28-50");
	/* Its own pieces stop it; a king may move backwards. */
	expect_moves("B:BK1,12:W50", "1-6; 1-7; 12-17; 12-18");
	expect_moves("B:BK1,K12:W50", "1-6; 1-7; 12-3; 12-7; 12-8; 12-17; "
	    "12-18; 12-21; 12-23; 12-26; 12-29; 12-34; 12-40; 12-45");
	expect_moves("W:WK46:B23", "46x5{23}; 46x10{23}; 46x14{23}; "
	    "46x19{23}");
	/* Two pieces in a row cannot be jumped. */
	expect_moves("W:WK46:B23,19,3", "46-28; 46-32; 46-37; 46-41");
	expect_moves("W:WK46:B23,14,3", "46x5{14,23}; 46x10{14,23}");
	/* 4.6: a king's multiple capture turns wherever it must. */
	expect_moves("W:WK47:B9,12,33", "47x17{9,12,33}; 47x21{9,12,33}; "
	    "47x26{9,12,33}");
}

/* 4.1: capturing is compulsory, forwards and backwards, for men and
 * kings alike. */
static void
test_compulsory(void **state)
{
	(void)state;
	expect_moves("W:W7,33:B29,3", "33x24{29}");
	expect_moves("W:W35:B30,K40", "35x24{30}; 35x44{40}");
	expect_moves("W:WK50,31:B27,3", "31x22{27}");
	expect_moves("B:B22,1:WK17,50", "22x11{17}");
}

/* 4.13: the capture of the most pieces is compulsory, a king counting
 * one like a man and giving no priority; 4.14: among equals, free
 * choice; 4.5: a man's multiple capture. */
static void
test_majority(void **state)
{
	(void)state;
	/* Two men before one king. */
	expect_moves("W:W32,34:BK27,29,19", "34x14{19,29}");
	/* Two kings or two men: either. */
	expect_moves("W:W32,34:BK27,K17,29,19",
	    "32x12{17,27}; 34x14{19,29}");
	expect_moves("W:W26:B12,K21,31,32", "26x8{12,21}; 26x28{31,32}");
	/* A man's capture of two before a king's of one. */
	expect_moves("W:WK38,15:B20,23,29", "15x33{20,29}");
	expect_moves("W:W47:B13,14,22,24,31,34,K41,44",
	    "47x49{13,14,22,24,31,34,41,44}");
	expect_moves("W:W15:B8,19,20", "15x2{8,19,20}");
	expect_moves("W:WK1:B7,9,17,19,20,30,31,33,43,44",
	    "1x15{7,9,17,19,20,30,31,33,43,44}");
}

/*
 * 4.8, 4.11: captured pieces leave the board only when the capture is
 * over; until then they block the way and are never jumped twice (the
 * Turkish strike), while empty squares, the start square among them, may
 * be crossed again.  Routes to the same start, end and pieces are one
 * move.
 */
static void
test_turkish_strike(void **state)
{
	struct draughts_position	pos;
	uint64_t			m;

	(void)state;
	/* Taking 33 first, the king would need to pass it again to reach
	 * 39: with the pieces removed at once it would take four. */
	expect_moves("W:WK47:B14,18,33,39", "47x22{14,18,33}; "
	    "47x27{14,18,33}; 47x31{14,18,33}; 47x36{14,18,33}");
	/* A man round a square and back on its start: both ways round are
	 * one move; 38, taken first, is not jumped again towards 29. */
	read_ok(&pos, "W:W42:B38,28,27,37,29");
	assert_string_equal(moves_text(&pos),
	    "42x24{27,28,29,37}; 42x42{27,28,37,38}");
	m = find_move(&pos, 42, 42);
	assert_true(m != DMOVE_NONE);
	assert_int_equal(dmove_captures(m), 4);
	assert_true(draughts_is_man_move(&pos, m));
	draughts_make(&pos, m);
	assert_int_equal(draughts_piece_at(&pos, 42), DRAUGHTS_WHITE_MAN);
	assert_int_equal(draughts_men(&pos, DRAUGHTS_BLACK), 1);
	/* A king round the same square: one move per landing square. */
	expect_moves("W:WK42:B38,28,27,37", "42x42{27,28,37,38}; "
	    "42x47{27,28,37,38}; 42x48{27,28,37,38}");
}

/* The move encoding: fields, never zero, helpers. */
static void
test_encoding(void **state)
{
	struct draughts_position	pos;
	uint64_t			m;

	(void)state;
	m = dmove_make(32, 28, 0);
	assert_int_equal(DMOVE_FROM(m), 32);
	assert_int_equal(DMOVE_TO(m), 28);
	assert_false(DMOVE_IS_CAPTURE(m));
	m = dmove_make(1, 1, 1ULL << 6 | 1ULL << 49);
	assert_true(m != DMOVE_NONE);
	assert_int_equal(dmove_captures(m), 2);
	assert_true(DMOVE_CAPTURED(m) == (1ULL << 6 | 1ULL << 49));

	read_ok(&pos, "W:W28,K50:B23,3");
	m = find_move(&pos, 28, 19);
	assert_true(m == dmove_make(28, 19, 1ULL << 22));
	assert_true(draughts_is_legal(&pos, m));
	assert_true(draughts_is_man_move(&pos, m));
	assert_int_equal(draughts_capture_needed(&pos), 1);
	assert_false(draughts_is_legal(&pos, dmove_make(28, 22, 0)));
	assert_false(draughts_is_legal(&pos, dmove_make(28, 19, 0)));
	assert_false(draughts_is_legal(&pos, DMOVE_NONE));
	assert_false(draughts_is_legal(&pos, dmove_make(51, 19, 0)));
	assert_false(draughts_is_legal(&pos, m | 1ULL << 62));
	draughts_start(&pos);
	assert_int_equal(draughts_capture_needed(&pos), 0);
	assert_true(draughts_is_legal(&pos, dmove_make(32, 28, 0)));
}

/* 6.3b: the key follows pieces, squares and the side to move only. */
static void
test_key(void **state)
{
	struct draughts_position	a, b, c;

	(void)state;
	draughts_start(&a);
	b = a;
	play(&a, 31, 27);
	play(&a, 20, 24);
	play(&a, 32, 28);
	play(&b, 32, 28);
	play(&b, 20, 24);
	play(&b, 31, 27);
	assert_true(draughts_same(&a, &b));
	assert_true(draughts_key(&a) == draughts_key(&b));
	c = a;
	c.side ^= 1;
	assert_false(draughts_same(&a, &c));
	assert_true(draughts_key(&a) != draughts_key(&c));
	/* A king and a man on the same square differ. */
	read_ok(&a, "W:W28:B3");
	read_ok(&b, "W:WK28:B3");
	assert_true(draughts_key(&a) != draughts_key(&b));
	read_ok(&b, "W:W28:B4");
	assert_true(draughts_key(&a) != draughts_key(&b));
}

static void
fen_same(const char *in, const char *canonical)
{
	struct draughts_position	pos, again;
	char				fen[DRAUGHTS_FEN_MAX];

	read_ok(&pos, in);
	draughts_fen_write(&pos, fen);
	assert_string_equal(fen, canonical);
	read_ok(&again, fen);
	assert_true(draughts_same(&pos, &again));
}

/* The PDN FEN: what is read, and the one canonical text written. */
static void
test_fen(void **state)
{
	(void)state;
	fen_same("W:W31-50:B1-20", "W:W31-50:B1-20");
	fen_same("W:W31-50:B1-20.", "W:W31-50:B1-20");
	fen_same("  w : w 31 - 50 : b 1-20 . ", "W:W31-50:B1-20");
	fen_same("W:B1-20:W31-50", "W:W31-50:B1-20");
	fen_same("B:W18,24,27,28,K10,K15:B12,16,20,K22,K25,K29",
	    "B:WK10,K15,18,24,27,28:B12,16,20,K22,K25,K29");
	fen_same("W:WK31-50:BK1-20", "W:WK31-50:BK1-20");
	fen_same("W:WK31-K33,34:B01,02,03", "W:WK31-33,34:B1-3");
	fen_same("W:W31,32,K33,34,35,36:B1,2", "W:W31,32,K33,34-36:B1,2");
	fen_same("W:W31-50:B1-20:H0:F1", "W:W31-50:B1-20");
	fen_same("B:W28:B", "B:W28:B");
	fen_same("B:W28", "B:W28:B");
	fen_same("W:WK5,K46:B6,45", "W:WK5,K46:B6,45");
	fen_same("W:W6,7,8,9,10:B41,42,43,44,45", "W:W6-10:B41-45");
}

static void
fen_refused(const char *fen, enum draughts_fen_error want, size_t at)
{
	struct draughts_position	pos;
	size_t				where = 999;
	enum draughts_fen_error		e;

	e = draughts_fen_read(&pos, fen, &where);
	if (e != want || where != at)
		fail_msg("'%s': error %d at %zu, expected %d at %zu", fen,
		    (int)e, where, (int)want, at);
	assert_string_not_equal(draughts_fen_strerror(e), "ok");
}

/* What a game cannot reach, or what is no FEN, is refused where it is. */
static void
test_fen_refused(void **state)
{
	struct draughts_position	pos;

	(void)state;
	fen_refused("", DRAUGHTS_FEN_SIDE, 0);
	fen_refused("X:W31:B1", DRAUGHTS_FEN_SIDE, 0);
	fen_refused("W:X31:B1", DRAUGHTS_FEN_SYNTAX, 2);
	fen_refused("W:W31:B1 x", DRAUGHTS_FEN_SYNTAX, 9);
	fen_refused("W:W31,:B1", DRAUGHTS_FEN_SYNTAX, 6);
	fen_refused("W:W31-:B1", DRAUGHTS_FEN_SYNTAX, 6);
	fen_refused("W;W31:B1", DRAUGHTS_FEN_SYNTAX, 1);
	fen_refused("W:WK:B1", DRAUGHTS_FEN_SYNTAX, 4);
	fen_refused("W:W51:B1", DRAUGHTS_FEN_SQUARE, 3);
	fen_refused("W:W0:B1", DRAUGHTS_FEN_SQUARE, 3);
	fen_refused("W:W31,35-33:B1", DRAUGHTS_FEN_SQUARE, 6);
	fen_refused("W:W31-K33:B1", DRAUGHTS_FEN_SQUARE, 3);
	fen_refused("W:W31,32,31:B1", DRAUGHTS_FEN_TWICE, 9);
	fen_refused("W:W31-35:B1,33", DRAUGHTS_FEN_TWICE, 12);
	fen_refused("W:W31:B1:W32", DRAUGHTS_FEN_TWICE, 9);
	fen_refused("W:W3:B20", DRAUGHTS_FEN_MAN_ON_KING_ROW, 3);
	fen_refused("W:W31:B7,46", DRAUGHTS_FEN_MAN_ON_KING_ROW, 9);
	fen_refused("W:W30-50:B1", DRAUGHTS_FEN_TOO_MANY, 3);
	fen_refused("W:W31-50:BK1-20,22", DRAUGHTS_FEN_TOO_MANY, 16);
	fen_refused("W:W31:B", DRAUGHTS_FEN_NO_MOVER, 0);
	fen_refused(" B:W:B1", DRAUGHTS_FEN_NO_MOVER, 1);
	/* Kings may stand anywhere; the side to move may have none. */
	read_ok(&pos, "W:WK1,K2:BK50");
	read_ok(&pos, "B:WK1:B");
}

/* draughts_validate() on positions built by hand, and the longest FEN. */
static void
test_validate(void **state)
{
	struct draughts_position	pos;
	char				fen[DRAUGHTS_FEN_MAX];
	unsigned			sq;
	int				e;

	(void)state;
	draughts_clear(&pos);
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_NO_MOVER);
	draughts_put(&pos, 28, DRAUGHTS_WHITE_MAN);
	draughts_put(&pos, 23, DRAUGHTS_BLACK_KING);
	assert_int_equal(draughts_piece_at(&pos, 28), DRAUGHTS_WHITE_MAN);
	assert_int_equal(draughts_piece_at(&pos, 23), DRAUGHTS_BLACK_KING);
	assert_true(draughts_ok(&pos));
	draughts_put(&pos, 28, DRAUGHTS_BLACK_MAN);
	assert_int_equal(draughts_piece_at(&pos, 28), DRAUGHTS_BLACK_MAN);
	/* White to move without a piece: lost, but a position. */
	assert_true(draughts_ok(&pos));
	assert_true(draughts_is_lost(&pos));
	pos.side = DRAUGHTS_BLACK;
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_NO_MOVER);
	pos.side = DRAUGHTS_WHITE;
	draughts_put(&pos, 50, DRAUGHTS_WHITE_KING);
	assert_true(draughts_ok(&pos));
	draughts_put(&pos, 50, DRAUGHTS_EMPTY);
	assert_int_equal(draughts_piece_at(&pos, 50), DRAUGHTS_EMPTY);
	draughts_put(&pos, 46, DRAUGHTS_BLACK_MAN);
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_MAN_ON_KING_ROW);
	draughts_start(&pos);
	pos.pieces[DRAUGHTS_BLACK] |= dl_bb(31);
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_TWICE);
	draughts_start(&pos);
	pos.pieces[DRAUGHTS_WHITE] |= 1ULL << 10;	/* a pad bit */
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_SQUARE);
	draughts_start(&pos);
	pos.kings |= dl_bb(25);			/* a king on no piece */
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_SQUARE);
	draughts_start(&pos);
	pos.side = 2;
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_SIDE);
	draughts_start(&pos);
	pos.pieces[DRAUGHTS_WHITE] |= dl_bb(25);
	assert_int_equal(draughts_validate(&pos), DRAUGHTS_FEN_TOO_MANY);
	for (e = 0; e < DRAUGHTS_FEN_ERROR_NB; e++)
		assert_string_not_equal(draughts_fen_strerror(
		    (enum draughts_fen_error)e), "unknown error");
	/* Twenty single kings a side, no two in a row: the longest text. */
	draughts_clear(&pos);
	for (sq = 10; sq <= 49; sq++)
		draughts_put(&pos, sq, sq % 2 == 1 ? DRAUGHTS_WHITE_KING :
		    DRAUGHTS_BLACK_KING);
	assert_true(draughts_ok(&pos));
	assert_int_equal(draughts_fen_write(&pos, fen), 1 + 2 * (2 + 79));
	fen_same(fen, fen);
}

/* Perft of the start position and of two positions of the shared suite
 * to depths that keep this test fast (the shared suite goes deeper). */
static void
test_perft(void **state)
{
	static const uint64_t		start[] = { 1, 9, 81, 658, 4265, 27117,
					    167140 };
	struct draughts_position	pos;
	int				d;

	(void)state;
	draughts_start(&pos);
	for (d = 0; d <= 6; d++)
		assert_true(draughts_perft(&pos, d) == start[d]);
	read_ok(&pos, "W:B12,13,14,16,18,19,21,23,24,26:W25,27,28,30,32,33,"
	    "34,35,37,38");
	assert_true(draughts_perft(&pos, 9) == 22369);
	read_ok(&pos, "B:BK17,K24:W6,9,10,11,20,21,22,23,30,K31,33,37,41,42,"
	    "43,44,46");
	assert_true(draughts_perft(&pos, 5) == 87195);
	read_ok(&pos, "W:WK31-50:BK1-20");
	assert_true(draughts_perft(&pos, 5) == 7062);
}

/*
 * The reference generator: a board of 51 cells, squares as rows and
 * columns (Art. 2.6), every route of every capture followed to its end
 * with the pieces taken kept in a set and still standing on the board,
 * and each (start, end, pieces) kept once.  Slow and plain.
 */
enum { R_EMPTY, R_WM, R_WK, R_BM, R_BK };

struct ref_board {
	int	cell[51];
	int	side;
};

struct ref_moves {
	uint64_t	m[DRAUGHTS_MAX_MOVES];
	size_t		n;
	unsigned	best;
};

static const int	ref_dr[4] = { 1, 1, -1, -1 };
static const int	ref_dc[4] = { -1, 1, 1, -1 };

static unsigned
ref_step(unsigned sq, int d, int k)
{
	int	r, c;

	square_rc(sq, &r, &c);
	return rc_square(r + k * ref_dr[d], c + k * ref_dc[d]);
}

static int
ref_color(int p)
{
	return p == R_WM || p == R_WK ? DRAUGHTS_WHITE : p == R_EMPTY ? -1 :
	    DRAUGHTS_BLACK;
}

static void
ref_add(struct ref_moves *rm, uint64_t m, unsigned count)
{
	size_t	i;

	if (count < rm->best)
		return;
	if (count > rm->best) {
		rm->best = count;
		rm->n = 0;
	}
	for (i = 0; i < rm->n; i++)
		if (rm->m[i] == m)
			return;
	assert_true(rm->n < DRAUGHTS_MAX_MOVES);
	rm->m[rm->n++] = m;
}

/* Free for the mover: empty, or its own start square. */
static bool
ref_free(const struct ref_board *b, unsigned sq, unsigned from)
{
	return sq != 0 && (b->cell[sq] == R_EMPTY || sq == from);
}

static void
ref_capture(const struct ref_board *b, unsigned from, unsigned cur,
    uint64_t taken, unsigned count, bool king, struct ref_moves *rm)
{
	unsigned	s, l;
	bool		more = false;
	int		d, k, j;

	for (d = 0; d < 4; d++) {
		k = 1;
		if (king)
			while (ref_free(b, ref_step(cur, d, k), from))
				k++;
		s = ref_step(cur, d, k);
		if (s == 0 || ref_color(b->cell[s]) != (b->side ^ 1) ||
		    (taken & (1ULL << (s - 1))))
			continue;
		for (j = k + 1; ref_free(b, (l = ref_step(cur, d, j)), from);
		    j++) {
			more = true;
			ref_capture(b, from, l, taken | 1ULL << (s - 1),
			    count + 1, king, rm);
			if (!king)
				break;
		}
	}
	if (!more && count > 0)
		ref_add(rm, dmove_make(from, cur, taken), count);
}

static size_t
ref_legal(const struct ref_board *b, uint64_t *out)
{
	struct ref_moves	rm;
	unsigned		sq, t;
	bool			king;
	int			d, k;

	rm.n = 0;
	rm.best = 0;
	for (sq = 1; sq <= 50; sq++) {
		if (ref_color(b->cell[sq]) != b->side)
			continue;
		king = b->cell[sq] == R_WK || b->cell[sq] == R_BK;
		ref_capture(b, sq, sq, 0, 0, king, &rm);
	}
	if (rm.n == 0) {
		for (sq = 1; sq <= 50; sq++) {
			if (ref_color(b->cell[sq]) != b->side)
				continue;
			king = b->cell[sq] == R_WK || b->cell[sq] == R_BK;
			for (d = 0; d < 4; d++) {
				/* Men forwards only: White up, Black down. */
				if (!king && (d >= 2) != (b->side ==
				    DRAUGHTS_WHITE))
					continue;
				for (k = 1; (t = ref_step(sq, d, k)) != 0 &&
				    b->cell[t] == R_EMPTY; k++) {
					rm.m[rm.n++] = dmove_make(sq, t, 0);
					if (!king)
						break;
				}
			}
		}
	}
	memcpy(out, rm.m, rm.n * sizeof rm.m[0]);
	return rm.n;
}

static void
ref_from(struct ref_board *b, const struct draughts_position *pos)
{
	static const int	map[5] = { R_EMPTY, R_WM, R_WK, R_BM, R_BK };
	unsigned		sq;

	for (sq = 1; sq <= 50; sq++)
		b->cell[sq] = map[draughts_piece_at(pos, sq)];
	b->side = draughts_side(pos);
}

/* Our legal moves against the reference's, as sets. */
static void
check_against_reference(const struct draughts_position *pos)
{
	struct ref_board	b;
	uint64_t		ours[DRAUGHTS_MAX_MOVES], ref[DRAUGHTS_MAX_MOVES];
	size_t			n, nref;
	char			fen[DRAUGHTS_FEN_MAX];

	ref_from(&b, pos);
	n = draughts_legal_moves(pos, ours);
	nref = ref_legal(&b, ref);
	qsort(ours, n, sizeof ours[0], compare_moves);
	qsort(ref, nref, sizeof ref[0], compare_moves);
	if (n != nref || memcmp(ours, ref, n * sizeof ours[0]) != 0) {
		draughts_fen_write(pos, fen);
		fail_msg("%s: %zu moves, the reference %zu", fen, n, nref);
	}
}

/* A random position the rules allow: density, kings and side vary. */
static void
random_position(struct draughts_position *pos)
{
	unsigned	sq, density = 10 + (unsigned)(rng() % 70);
	unsigned	kings = (unsigned)(rng() % 101);
	enum draughts_piece p;
	int		c;

	do {
		draughts_clear(pos);
		pos->side = (uint8_t)(rng() & 1);
		for (sq = 1; sq <= 50; sq++) {
			if (rng() % 100 >= density)
				continue;
			c = (int)(rng() & 1);
			if (draughts_men(pos, c) + draughts_kings(pos, c) >= 20)
				continue;
			p = c == DRAUGHTS_WHITE ? DRAUGHTS_WHITE_MAN :
			    DRAUGHTS_BLACK_MAN;
			if (rng() % 100 < kings || (c == DRAUGHTS_WHITE ?
			    sq <= 5 : sq >= 46))
				p = (enum draughts_piece)(p + 1);
			draughts_put(pos, sq, p);
		}
	} while (!draughts_ok(pos));
}

/* The generator against the reference on random positions. */
static void
test_reference(void **state)
{
	struct draughts_position	pos;
	int				i;

	(void)state;
	for (i = 0; i < 20000; i++) {
		random_position(&pos);
		check_against_reference(&pos);
		assert_int_equal(draughts_perft(&pos, 1),
		    draughts_count_moves(&pos));
	}
}

/* Every legal move written (short and long) and read back; the FEN
 * written and read back; the counts and the key agree. */
static void
check_position(const struct draughts_position *pos, const uint64_t *moves,
    size_t n)
{
	struct draughts_position	again;
	char				fen[DRAUGHTS_FEN_MAX], text[DNOTATION_MAX];
	uint64_t			back;
	size_t				i;
	enum dnotation_error		e;

	assert_true(draughts_ok(pos));
	assert_int_equal(n, draughts_count_moves(pos));
	draughts_fen_write(pos, fen);
	read_ok(&again, fen);
	assert_true(draughts_same(pos, &again));
	assert_true(draughts_key(pos) == draughts_key(&again));
	for (i = 0; i < n; i++) {
		assert_true(draughts_is_legal(pos, moves[i]));
		dnotation_write(pos, moves[i], text);
		e = dnotation_read(pos, text, strlen(text), &back, NULL);
		if (e != DNOTATION_OK || back != moves[i])
			fail_msg("%s: '%s' reads back as %d", fen, text,
			    (int)e);
		dnotation_write_long(pos, moves[i], text);
		e = dnotation_read(pos, text, strlen(text), &back, NULL);
		if (e != DNOTATION_OK || back != moves[i])
			fail_msg("%s: '%s' reads back as %d", fen, text,
			    (int)e);
	}
}

/* Random games from the start and from random positions: the invariant
 * after every move, FEN and notation round trips, and (in some games)
 * the reference at every move. */
static void
test_random_games(void **state)
{
	struct draughts_position	pos;
	uint64_t			moves[DRAUGHTS_MAX_MOVES], m;
	size_t				n;
	int				game, ply;
	unsigned			pieces;

	(void)state;
	for (game = 0; game < 3000; game++) {
		if (game % 3 == 2)
			random_position(&pos);
		else
			draughts_start(&pos);
		for (ply = 0; ply < 250; ply++) {
			n = draughts_legal_moves(&pos, moves);
			check_position(&pos, moves, n);
			if (game % 10 == 0)
				check_against_reference(&pos);
			if (n == 0)
				break;		/* 6.2.2: no move, a loss */
			m = moves[rng() % n];
			pieces = draughts_men(&pos, pos.side ^ 1) +
			    draughts_kings(&pos, pos.side ^ 1);
			draughts_make(&pos, m);
			assert_true(draughts_ok(&pos));
			assert_int_equal(draughts_men(&pos, pos.side) +
			    draughts_kings(&pos, pos.side), pieces -
			    dmove_captures(m));
		}
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_board),
		cmocka_unit_test(test_start),
		cmocka_unit_test(test_man_moves),
		cmocka_unit_test(test_crowning),
		cmocka_unit_test(test_flying_kings),
		cmocka_unit_test(test_compulsory),
		cmocka_unit_test(test_majority),
		cmocka_unit_test(test_turkish_strike),
		cmocka_unit_test(test_encoding),
		cmocka_unit_test(test_key),
		cmocka_unit_test(test_fen),
		cmocka_unit_test(test_fen_refused),
		cmocka_unit_test(test_validate),
		cmocka_unit_test(test_perft),
		cmocka_unit_test(test_reference),
		cmocka_unit_test(test_random_games),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
