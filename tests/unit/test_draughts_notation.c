/*
 * test_draughts_notation.c: draughts moves as text (Art. 8, 9): the short
 * and the long form written, every accepted form read, and each reason a
 * text is refused (unreadable, no piece, capture compulsory, majority
 * rule, illegal, ambiguous with its candidates).
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/resolve.h"

static void
read_ok(struct draughts_position *pos, const char *fen)
{
	size_t	where;

	if (draughts_fen_read(pos, fen, &where) != DRAUGHTS_FEN_OK)
		fail_msg("bad FEN '%s' at %zu", fen, where);
}

static uint64_t
sqset(unsigned a, unsigned b, unsigned c, unsigned d)
{
	uint64_t	s = 0;

	if (a)
		s |= 1ULL << (a - 1);
	if (b)
		s |= 1ULL << (b - 1);
	if (c)
		s |= 1ULL << (c - 1);
	if (d)
		s |= 1ULL << (d - 1);
	return s;
}

/* Reading text in pos gives want (or the error e). */
static void
reads(const struct draughts_position *pos, const char *text,
    enum dnotation_error e, uint64_t want)
{
	struct dnotation_fail	f;
	enum dnotation_error	got;
	uint64_t		m = 12345;

	got = dnotation_read(pos, text, strlen(text), &m, &f);
	if (got != e)
		fail_msg("'%s': error %d (%s), expected %d", text, (int)got,
		    dnotation_strerror(got), (int)e);
	if (e == DNOTATION_OK && m != want)
		fail_msg("'%s': another move", text);
	if (e != DNOTATION_OK)
		assert_true(m == DMOVE_NONE);
	assert_non_null(dnotation_strerror(got));
}

static void
writes(const struct draughts_position *pos, uint64_t m, const char *want)
{
	char	buf[DNOTATION_MAX];

	assert_int_equal(dnotation_write(pos, m, buf), strlen(want));
	assert_string_equal(buf, want);
}

/* 8.2: "32-28" and "28x19", start and end square only. */
static void
test_write(void **state)
{
	struct draughts_position	pos;
	char				buf[DNOTATION_MAX];
	unsigned			route[DNOTATION_ROUTE_MAX];

	(void)state;
	draughts_start(&pos);
	writes(&pos, dmove_make(32, 28, 0), "32-28");
	writes(&pos, dmove_make(35, 30, 0), "35-30");
	read_ok(&pos, "W:W28,K50:B23,3");
	writes(&pos, dmove_make(28, 19, sqset(23, 0, 0, 0)), "28x19");
	/* The long form on request: every landing square. */
	read_ok(&pos, "W:W15:B9,10");
	writes(&pos, dmove_make(15, 13, sqset(9, 10, 0, 0)), "15x13");
	dnotation_write_long(&pos, dmove_make(15, 13, sqset(9, 10, 0, 0)),
	    buf);
	assert_string_equal(buf, "15x4x13");
	assert_int_equal(dnotation_route(&pos, dmove_make(15, 13,
	    sqset(9, 10, 0, 0)), route), 3);
	assert_int_equal(route[1], 4);
	/* A king that goes on straight lands next to the piece it took. */
	read_ok(&pos, "W:WK46:B37,28,3");
	dnotation_write_long(&pos, dmove_make(46, 23, sqset(37, 28, 0, 0)),
	    buf);
	assert_string_equal(buf, "46x32x23");
	writes(&pos, dmove_make(46, 23, sqset(37, 28, 0, 0)), "46x23");
	/* A capture back to its start square. */
	read_ok(&pos, "W:W42:B38,28,27,37,29");
	writes(&pos, dmove_make(42, 42, sqset(27, 28, 37, 38)), "42x42");
	dnotation_write_long(&pos, dmove_make(42, 42, sqset(27, 28, 37, 38)),
	    buf);
	assert_true(strcmp(buf, "42x33x22x31x42") == 0 ||
	    strcmp(buf, "42x31x22x33x42") == 0);
}

/* Two captures 3x26 take different pieces: both are written long, and
 * each long form reads back as its move. */
static void
test_write_ambiguous(void **state)
{
	struct draughts_position	pos;
	uint64_t			a, b, m;
	char				buf[DNOTATION_MAX];

	(void)state;
	read_ok(&pos, "W:WK3:B9,16,28,31,33");
	a = dmove_make(3, 26, sqset(9, 28, 31, 0));
	b = dmove_make(3, 26, sqset(9, 31, 33, 0));
	assert_true(draughts_is_legal(&pos, a));
	assert_true(draughts_is_legal(&pos, b));
	writes(&pos, a, "3x14x37x26");
	writes(&pos, b, "3x20x42x26");
	dnotation_write(&pos, a, buf);
	reads(&pos, buf, DNOTATION_OK, a);
	dnotation_write(&pos, b, buf);
	reads(&pos, buf, DNOTATION_OK, b);
	/* One intermediate square is enough when it tells them apart. */
	reads(&pos, "3x37x26", DNOTATION_OK, a);
	reads(&pos, "3x42x26", DNOTATION_OK, b);
	reads(&pos, "3x20x26", DNOTATION_OK, b);
	reads(&pos, "3x14x42x26", DNOTATION_ILLEGAL, 0);
	/* Four routes, two moves: 18x15 with 37 or with 41. */
	read_ok(&pos, "W:WK18:B20,22,33,37,41");
	a = dmove_make(18, 15, sqset(20, 22, 33, 37));
	dnotation_write(&pos, a, buf);
	assert_int_equal(strlen(buf) - strlen("18x15"), 3 * 3);
	reads(&pos, buf, DNOTATION_OK, a);
	reads(&pos, "18x31x15", DNOTATION_OK, a);
	reads(&pos, "18x36x15", DNOTATION_OK,
	    dmove_make(18, 15, sqset(20, 22, 33, 41)));
	reads(&pos, "18x31x42x24x15", DNOTATION_OK, a);
	reads(&pos, "18x31x42x29x15", DNOTATION_OK, a);
	(void)m;
}

/* Every accepted form of one move. */
static void
test_read_forms(void **state)
{
	struct draughts_position	pos;
	uint64_t			m = dmove_make(32, 28, 0);
	uint64_t			c;

	(void)state;
	draughts_start(&pos);
	reads(&pos, "32-28", DNOTATION_OK, m);
	reads(&pos, " 32-28 ", DNOTATION_OK, m);
	reads(&pos, "32-28!", DNOTATION_OK, m);
	reads(&pos, "32-28!?", DNOTATION_OK, m);
	reads(&pos, "32-28 ??", DNOTATION_OK, m);
	reads(&pos, "32-28*", DNOTATION_OK, m);
	reads(&pos, "32-28 +1", DNOTATION_OK, m);
	reads(&pos, "32-28 =", DNOTATION_OK, m);
	reads(&pos, "32-28 a.l.", DNOTATION_OK, m);
	reads(&pos, "32-28 2-0", DNOTATION_OK, m);
	reads(&pos, "32-28 1-1", DNOTATION_OK, m);
	reads(&pos, "32-28 *", DNOTATION_OK, m);
	reads(&pos, "32x28", DNOTATION_OK, m);
	reads(&pos, "032-028", DNOTATION_OK, m);
	read_ok(&pos, "B:W28:B7,3");
	reads(&pos, "07-11", DNOTATION_OK, dmove_make(7, 11, 0));
	reads(&pos, "7-12", DNOTATION_OK, dmove_make(7, 12, 0));
	read_ok(&pos, "W:W28,K50:B23,3");
	c = dmove_make(28, 19, sqset(23, 0, 0, 0));
	reads(&pos, "28x19", DNOTATION_OK, c);
	reads(&pos, "28X19", DNOTATION_OK, c);
	reads(&pos, "28:19", DNOTATION_OK, c);
	reads(&pos, "28-19", DNOTATION_OK, c);
	reads(&pos, "28\xc3\x97" "19", DNOTATION_OK, c);
	reads(&pos, "28x19+", DNOTATION_OK, c);
	/* The long form, and a king that turns. */
	read_ok(&pos, "W:W15:B9,10");
	c = dmove_make(15, 13, sqset(9, 10, 0, 0));
	reads(&pos, "15x4x13", DNOTATION_OK, c);
	reads(&pos, "15:4:13", DNOTATION_OK, c);
	reads(&pos, "15x5x13", DNOTATION_ILLEGAL, 0);
	read_ok(&pos, "W:WK47:B9,12,33");
	c = dmove_make(47, 17, sqset(9, 12, 33, 0));
	reads(&pos, "47x17", DNOTATION_OK, c);
	reads(&pos, "47x20x3x17", DNOTATION_OK, c);
	reads(&pos, "47x3x17", DNOTATION_OK, c);
	/* 29 is behind 33, but no route goes on from there. */
	reads(&pos, "47x29x3x17", DNOTATION_ILLEGAL, 0);
}

/* Text that is no move, and where. */
static void
test_unreadable(void **state)
{
	static const struct {
		const char	*text;
		size_t		 where;
	} bad[] = {
		{ "", 0 }, { "   ", 3 }, { "32", 2 }, { "32-", 3 },
		{ "32-51", 3 }, { "0-5", 0 }, { "abc", 0 }, { "-28", 0 },
		{ "32-28 foo", 6 }, { "32-28-", 6 }, { "32 28", 2 },
		{ "3228-28", 0 }, { "32-28 2-", 6 },
	};
	struct draughts_position	pos;
	struct dnotation_fail		f;
	uint64_t			m;
	size_t				i;

	(void)state;
	draughts_start(&pos);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++) {
		if (dnotation_read(&pos, bad[i].text, strlen(bad[i].text), &m,
		    &f) != DNOTATION_UNREADABLE)
			fail_msg("'%s' was read", bad[i].text);
		if (f.where != bad[i].where)
			fail_msg("'%s': at %zu, expected %zu", bad[i].text,
			    f.where, bad[i].where);
	}
	/* The length bounds the text: "32-28" inside "32-281". */
	assert_int_equal(dnotation_read(&pos, "32-281", 5, &m, NULL),
	    DNOTATION_OK);
	assert_true(m == dmove_make(32, 28, 0));
}

/* Each reason a readable move is refused. */
static void
test_refused(void **state)
{
	struct draughts_position	pos;
	struct dnotation_fail		f;
	uint64_t			m;

	(void)state;
	draughts_start(&pos);
	/* No piece there, or the opponent's. */
	reads(&pos, "26-21", DNOTATION_NO_PIECE, 0);
	reads(&pos, "19-24", DNOTATION_NO_PIECE, 0);
	/* A piece that cannot go there. */
	reads(&pos, "32-27x", DNOTATION_UNREADABLE, 0);
	reads(&pos, "32-23", DNOTATION_ILLEGAL, 0);
	reads(&pos, "36-31", DNOTATION_ILLEGAL, 0);
	reads(&pos, "32x23", DNOTATION_ILLEGAL, 0);
	/* 4.1: a capture is compulsory. */
	read_ok(&pos, "W:W7,33:B29,3");
	assert_int_equal(dnotation_read(&pos, "7-2", 3, &m, &f),
	    DNOTATION_CAPTURE_REQUIRED);
	assert_int_equal(f.ncandidates, 1);
	assert_true(f.candidates[0] == dmove_make(33, 24, sqset(29, 0, 0, 0)));
	reads(&pos, "33-28", DNOTATION_CAPTURE_REQUIRED, 0);
	reads(&pos, "33-38", DNOTATION_ILLEGAL, 0);
	/* 4.13: one king when two men must be taken. */
	read_ok(&pos, "W:W32,34:BK27,29,19");
	assert_int_equal(dnotation_read(&pos, "32x21", 5, &m, &f),
	    DNOTATION_MAJORITY);
	assert_int_equal(f.needed, 2);
	assert_int_equal(f.ncandidates, 1);
	assert_true(f.candidates[0] ==
	    dmove_make(34, 14, sqset(19, 29, 0, 0)));
	/* 4.5: a capture stopped half way. */
	assert_int_equal(dnotation_read(&pos, "34x23", 5, &m, &f),
	    DNOTATION_MAJORITY);
	assert_int_equal(f.needed, 2);
	reads(&pos, "34x14", DNOTATION_OK, dmove_make(34, 14,
	    sqset(19, 29, 0, 0)));
	reads(&pos, "34x23x14", DNOTATION_OK, dmove_make(34, 14,
	    sqset(19, 29, 0, 0)));
	reads(&pos, "34x25", DNOTATION_ILLEGAL, 0);
	/* A king's capture of fewer pieces. */
	read_ok(&pos, "W:WK38,15:B20,23,29");
	assert_int_equal(dnotation_read(&pos, "38x24", 5, &m, &f),
	    DNOTATION_MAJORITY);
	assert_int_equal(f.needed, 2);
	reads(&pos, "15x33", DNOTATION_OK, dmove_make(15, 33,
	    sqset(20, 29, 0, 0)));
	/* 4.8: the Turkish strike is no route. */
	read_ok(&pos, "W:WK47:B14,18,33,39");
	reads(&pos, "47x44", DNOTATION_ILLEGAL, 0);
}

/* Several legal captures share start and end: their candidates. */
static void
test_ambiguous(void **state)
{
	struct draughts_position	pos;
	struct dnotation_fail		f;
	uint64_t			m;
	char				buf[DNOTATION_MAX];
	size_t				i;

	(void)state;
	read_ok(&pos, "W:WK5:B20,28,34,38,42");
	assert_int_equal(dnotation_read(&pos, "5x9", 3, &m, &f),
	    DNOTATION_AMBIGUOUS);
	assert_true(m == DMOVE_NONE);
	assert_int_equal(f.ncandidates, 2);
	for (i = 0; i < f.ncandidates; i++) {
		assert_true(draughts_is_legal(&pos, f.candidates[i]));
		assert_int_equal(DMOVE_FROM(f.candidates[i]), 5);
		assert_int_equal(DMOVE_TO(f.candidates[i]), 9);
		dnotation_write(&pos, f.candidates[i], buf);
		reads(&pos, buf, DNOTATION_OK, f.candidates[i]);
	}
	assert_true(f.candidates[0] != f.candidates[1]);
	reads(&pos, "18x15", DNOTATION_NO_PIECE, 0);
	for (i = 0; i < DNOTATION_ERROR_NB; i++)
		assert_string_not_equal(dnotation_strerror(
		    (enum dnotation_error)i), "unknown error");
	assert_string_equal(dnotation_strerror(DNOTATION_ERROR_NB),
	    "unknown error");
}

/*
 * 4.13, 4.14, 8.2.3: the king on 47 must take three pieces and may do it
 * two ways, both written "47x36": over 33, 23 and 31 (landing on 29 and
 * 18) or over 33, 14 and 31 (landing on 20 and 9).  The first leaves
 * Black's man on 14, the second the one on 23: the next moves tell which
 * route was made, or, while none does, the move waits.
 */
static void
test_resolve(void **state)
{
	static const char *const by14[] = { "47x36", "14-19" };
	static const char *const by23[] = { "47x36", "23-28" };
	static const char *const open_[] = { "47x36", "7-11" };
	static const char *const later[] = { "47x36", "7-11", "36-27",
	    "14-19" };
	static const char *const stuck[] = { "47x36", "7-11", "36-27",
	    "50-45" };
	static const char *const plain[] = { "47x29x18x36", "14-19" };
	const uint64_t	over23 = dmove_make(47, 36, sqset(33, 23, 31, 0));
	const uint64_t	over14 = dmove_make(47, 36, sqset(33, 14, 31, 0));
	struct draughts_position	pos;
	struct dnotation_fail		f;
	uint64_t			m;
	size_t				reach;

	(void)state;
	read_ok(&pos, "W:WK47:B7,12,14,17,23,31,33,37,44");
	/* Both routes are legal, of the largest number (4.13). */
	assert_int_equal(draughts_capture_needed(&pos), 3);
	assert_true(draughts_is_legal(&pos, over23));
	assert_true(draughts_is_legal(&pos, over14));
	assert_int_equal(dnotation_read(&pos, "47x36", 5, &m, &f),
	    DNOTATION_AMBIGUOUS);
	assert_int_equal(f.ncandidates, 2);

	assert_int_equal(dresolve_capture(&pos, by14, 2, &m, &reach),
	    DRESOLVE_ONE);
	assert_true(m == over23);
	assert_int_equal(reach, 1);
	assert_int_equal(dresolve_capture(&pos, by23, 2, &m, &reach),
	    DRESOLVE_ONE);
	assert_true(m == over14);
	/* A later ply decides: White's next move fits both. */
	assert_int_equal(dresolve_capture(&pos, later, 4, &m, &reach),
	    DRESOLVE_ONE);
	assert_true(m == over23);
	assert_int_equal(reach, 3);
	/* Nothing decides yet: the move waits (not guessed). */
	assert_int_equal(dresolve_capture(&pos, open_, 2, &m, &reach),
	    DRESOLVE_PENDING);
	assert_true(m == DMOVE_NONE);
	assert_int_equal(reach, 1);
	assert_int_equal(dresolve_capture(&pos, open_, 1, &m, NULL),
	    DRESOLVE_PENDING);
	/* Both stop at the same illegal move: nothing later can decide. */
	assert_int_equal(dresolve_capture(&pos, stuck, 4, &m, &reach),
	    DRESOLVE_AMBIGUOUS);
	assert_true(m == DMOVE_NONE);
	assert_int_equal(reach, 2);
	/* The landing squares written: no ambiguity to resolve. */
	assert_int_equal(dresolve_capture(&pos, plain, 2, &m, NULL),
	    DRESOLVE_NOT_AMBIGUOUS);
	assert_int_equal(dresolve_capture(&pos, plain, 0, &m, NULL),
	    DRESOLVE_NOT_AMBIGUOUS);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_write),
		cmocka_unit_test(test_write_ambiguous),
		cmocka_unit_test(test_read_forms),
		cmocka_unit_test(test_unreadable),
		cmocka_unit_test(test_refused),
		cmocka_unit_test(test_ambiguous),
		cmocka_unit_test(test_resolve),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
