/*
 * test_tiebreak.c: C.07's tie-breaks (tiebreak.h) on the exercises of
 * IA Mario Held's "Exercises in Tie-Breaking" (C.07 2023), whose
 * crosstables are the TRF files of ../shared/data/interop/trf/
 * TieBreakServer/: the 16-player Swiss after 5 rounds (held_swiss_9's
 * first five, as the paper has them; its byes, forfeits and absences
 * are C.07 16's cases) and after 9, and the 6-player round robin.  The values expected are the
 * paper's published answers.  The rest: names and modifiers read and
 * refused, the event's scale (11.1), ranks under DE.  The exercises are
 * skipped without ../shared.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "shared_data.h"

#include "app/trfin.h"
#include "tiebreak.h"

#define PLAYERS_MAX	32
#define ROUNDS_MAX	16

struct crosstable {
	struct tiebreak_table	t;
	struct tiebreak_cell	cell[PLAYERS_MAX * ROUNDS_MAX];
	uint16_t		rating[PLAYERS_MAX];
};

/* Column c (1-based) of line, or a blank past its end. */
static char
col(const char *line, size_t c)
{
	return c <= strlen(line) ? line[c - 1] : ' ';
}

/* A 001 line's round block as the table's cell (TRF-16 codes). */
static struct tiebreak_cell
block(const char *line, unsigned r)
{
	struct tiebreak_cell	c = { 0, TIEBREAK_ABSENT, false, 0 };
	size_t			at = TRF_BLOCK(r);
	char			res = col(line, at + 7);
	unsigned		opp = 0, k;

	for (k = 0; k < 4; k++)
		if (col(line, at + k) >= '0' && col(line, at + k) <= '9')
			opp = opp * 10 + (unsigned)(col(line, at + k) - '0');
	c.black = col(line, at + 5) == 'b';
	c.opp = opp;
	c.points2 = (int8_t)(strchr("1+W", res) != NULL ? 2 :
	    strchr("=D", res) != NULL ? 1 : 0);
	if (opp != 0)
		c.kind = strchr("10=", res) != NULL ? TIEBREAK_PLAYED :
		    TIEBREAK_FORFEIT;
	else
		c.kind = res == 'U' ? TIEBREAK_PAB : res == 'F' ? TIEBREAK_FULL :
		    res == 'H' ? TIEBREAK_HALF : res == 'Z' ? TIEBREAK_ZERO :
		    TIEBREAK_ABSENT;
	return c;
}

/* The TRF file's crosstable after rounds (start numbers 1..n). */
static bool
load(const char *name, unsigned rounds, struct crosstable *x)
{
	const char	*dir = getenv("SHARED_DATA");
	char		 path[4096], line[1024];
	FILE		*f;
	unsigned	 id, r;

	if (dir == NULL)
		return false;
	snprintf(path, sizeof path, "%s/interop/trf/TieBreakServer/%s", dir,
	    name);
	if ((f = fopen(path, "r")) == NULL)
		return false;
	memset(x, 0, sizeof *x);
	while (fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\r\n")] = '\0';
		if (strncmp(line, "001 ", 4) != 0 ||
		    sscanf(line + 4, "%u", &id) != 1 || id == 0 ||
		    id > PLAYERS_MAX)
			continue;
		if (id > x->t.nplayers)
			x->t.nplayers = id;
		x->rating[id - 1] = (uint16_t)atoi(line + 48);
		for (r = 1; r <= rounds; r++)
			x->cell[(id - 1) * rounds + r - 1] = block(line, r);
	}
	fclose(f);
	x->t.nrounds = rounds;
	x->t.rating = x->rating;
	x->t.cell = x->cell;
	x->t.score2[0] = 0;
	x->t.score2[1] = 1;
	x->t.score2[2] = 2;
	return x->t.nplayers > 0;
}

/* Every player's value of the one tie-break named, in hundredths. */
static void
values(const struct crosstable *x, const char *name, int64_t *out)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];

	assert_int_equal(tiebreak_parse(name, spec), 1);
	assert_true(tiebreak_compute(&x->t, spec, 1, out));
}

/* Expected values, "12.5" or "1820", by start number from 1 ("" : none). */
static void
expect(const struct crosstable *x, const char *name,
    const char *const *want)
{
	int64_t	out[PLAYERS_MAX];
	size_t	i;
	char	got[32];

	values(x, name, out);
	for (i = 0; i < x->t.nplayers; i++) {
		if (out[i] < 0)
			snprintf(got, sizeof got, "None");
		else if (out[i] % 100 == 0 && strchr(want[i], '.') == NULL)
			snprintf(got, sizeof got, "%lld",
			    (long long)(out[i] / 100));
		else if (strlen(strchr(want[i], '.') != NULL ?
		    strchr(want[i], '.') : "") == 3)
			snprintf(got, sizeof got, "%lld.%02lld",
			    (long long)(out[i] / 100), (long long)(out[i] % 100));
		else
			snprintf(got, sizeof got, "%lld.%lld",
			    (long long)(out[i] / 100),
			    (long long)(out[i] % 100 / 10));
		if (strcmp(got, want[i]) != 0)
			fail_msg("%s of player %zu: %s, published %s", name,
			    i + 1, got, want[i]);
	}
}

/* Ranks under the points and list: ties share the rank. */
static void
expect_ranks(const struct crosstable *x, const char *list,
    const unsigned *want)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];
	int64_t			out[PLAYERS_MAX * TIEBREAK_MAX];
	size_t			i, j;
	unsigned		rank;
	int			n = tiebreak_parse(list, spec);

	assert_true(n > 0);
	assert_true(tiebreak_compute(&x->t, spec, (size_t)n, out));
	for (i = 0; i < x->t.nplayers; i++) {
		rank = 1;
		for (j = 0; j < x->t.nplayers; j++)
			if (tiebreak_cmp(&x->t, out, (size_t)n, j, i) < 0)
				rank++;
		if (rank != want[i])
			fail_msg("%s: player %zu ranks %u, published %u", list,
			    i + 1, rank, want[i]);
	}
}

/* The paper's Swiss after 5 rounds rates its players so (ARO). */
static const uint16_t swiss5_ratings[16] = {
	2200, 2150, 2100, 2050, 2000, 1950, 1900, 1850,
	1800, 1750, 1700, 1650, 1600, 1550, 1500, 1450
};

/*
 * The paper's Swiss after 5 rounds: held_swiss_9's first five, its
 * ratings, and one game otherwise: Bruno-Charline of round 5 was drawn
 * then (held_swiss_9 has Bruno winning it).
 */
static bool
swiss5(struct crosstable *x)
{
	if (!load("held_swiss_9.trf", 5, x))
		return false;
	memcpy(x->rating, swiss5_ratings, sizeof swiss5_ratings);
	assert_int_equal(x->cell[1 * 5 + 4].opp, 3);
	assert_int_equal(x->cell[2 * 5 + 4].opp, 2);
	x->cell[1 * 5 + 4].points2 = x->cell[2 * 5 + 4].points2 = 1;
	return true;
}

/* Exercises 1-8: Buchholz, Cut-1; 16 dummy opponents and VURs cut. */
static void
test_held_buchholz(void **state)
{
	static const char *const bh[] = { "12.5", "13.0", "15.5", "15.0",
		"8.5", "12.0", "14.5", "13.5", "9.0", "13.0", "13.5", "11.5",
		"14.0", "11.0", "12.0", "12.5" };
	static const char *const bh_c1[] = { "11.0", "12.0", "13.0", "11.5",
		"7.5", "11.0", "12.5", "12.0", "7.5", "11.5", "12.0", "9.5",
		"12.0", "9.0", "11.0", "11.0" };
	struct crosstable	x;

	(void)state;
	if (!swiss5(&x))
		skip();
	expect(&x, "BH", bh);
	expect(&x, "BH-C1", bh_c1);
}

/* Exercises 11-13: Sonneborn-Berger, Cut-1. */
static void
test_held_sonneborn_berger(void **state)
{
	static const char *const sb[] = { "8.00", "9.50", "10.50", "9.75",
		"4.25", "6.50", "3.25", "5.25", "2.25", "1.50", "5.75", "4.00",
		"4.25", "4.50", "3.50", "7.25" };
	/*
	 * The paper's answer for Paul (14) is 3.00: it cuts his round-5 win
	 * over Opal (1.5) where Paul's rounds 3 and 4 are voluntary unplayed
	 * rounds (a forfeit lost, a zero-point bye), which its answers for
	 * David (4) and Jessica (9) cut first, as C.07 16 says; no one rule
	 * gives all sixteen, and ours cuts the unplayed round (4.50).
	 */
	static const char *const sb_c1[] = { "7.25", "8.50", "9.25", "8.00",
		"3.25", "5.50", "1.25", "3.75", "2.25", "0.00", "4.25", "4.00",
		"4.25", "4.50", "2.50", "5.75" };
	struct crosstable	x;

	(void)state;
	if (!swiss5(&x))
		skip();
	expect(&x, "SB", sb);
	expect(&x, "SB-C1", sb_c1);
}

/* Exercises 17-18: the average rating of the opponents, Cut-1. */
static void
test_held_aro(void **state)
{
	static const char *const aro[] = { "1820", "1880", "1940", "1888",
		"1690", "1813", "1760", "1730", "1975", "1880", "1863", "2050",
		"1930", "1800", "1860", "1820" };
	static const char *const aro_c1[] = { "1900", "1988", "2000", "1983",
		"1738", "1900", "1838", "1800", "2200", "1975", "2000", "None",
		"2025", "1900", "1963", "1900" };
	struct crosstable	x;

	(void)state;
	if (!swiss5(&x))
		skip();
	expect(&x, "ARO", aro);
	expect(&x, "ARO-C1", aro_c1);
}

/* Exercises 27-30, 32-33: wins, games won, with Black; progressive. */
static void
test_held_counts(void **state)
{
	static const char *const win[] = { "2", "3", "2", "2", "2", "3", "1",
		"2", "1", "1", "2", "2", "1", "2", "2", "3" };
	static const char *const won[] = { "2", "3", "2", "2", "2", "2", "1",
		"2", "0", "1", "1", "0", "1", "2", "2", "3" };
	static const char *const bpg[] = { "2", "3", "2", "2", "2", "2", "3",
		"2", "1", "3", "2", "0", "3", "2", "3", "2" };
	static const char *const bwg[] = { "1", "1", "1", "1", "0", "1", "0",
		"0", "0", "1", "0", "0", "1", "1", "1", "1" };
	static const char *const ps[] = { "11.0", "13.0", "11.0", "11.5",
		"5.0", "6.0", "6.0", "8.5", "2.5", "4.0", "5.5", "7.0", "7.0",
		"6.0", "7.0", "10.5" };
	static const char *const ps_c1[] = { "10.0", "12.0", "10.5", "10.5",
		"5.0", "6.0", "5.0", "8.0", "2.5", "4.0", "5.0", "7.0", "6.0",
		"5.0", "7.0", "10.0" };
	struct crosstable	x;

	(void)state;
	if (!swiss5(&x))
		skip();
	expect(&x, "WIN", win);
	expect(&x, "WON", won);
	expect(&x, "BPG", bpg);
	expect(&x, "BWG", bwg);
	expect(&x, "PS", ps);
	expect(&x, "PS-C1", ps_c1);
}

/* Exercise 25: the Swiss after 9 rounds ranked by points, then DE. */
static void
test_held_de_swiss(void **state)
{
	static const unsigned ranks[] = { 3, 5, 1, 3, 9, 2, 6, 6, 14, 9, 13,
		14, 16, 9, 9, 6 };
	struct crosstable	x;

	(void)state;
	if (!load("held_swiss_9.trf", 9, &x))
		skip();
	expect_ranks(&x, "DE", ranks);
}

/* Exercises 14, 15, 26: the round robin (a forfeit in round 4). */
static void
test_held_round_robin(void **state)
{
	static const char *const sb[] = { "9.25", "6.25", "6.25", "4.25",
		"3.25", "2.25" };
	static const char *const sb_c1[] = { "9.25", "4.75", "4.75", "4.25",
		"3.25", "1.50" };
	static const unsigned ranks[] = { 1, 2, 2, 6, 5, 4 };
	struct crosstable	x;

	(void)state;
	if (!load("held_round_robin.trf", 5, &x))
		skip();
	expect(&x, "SB", sb);
	expect(&x, "SB-C1", sb_c1);
	expect_ranks(&x, "DE", ranks);
}

/* Names, modifiers and lists: read, written back, refused. */
static void
test_parse(void **state)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];
	char			name[16];

	(void)state;
	assert_int_equal(tiebreak_parse("BH-C1,BH, sb ,de", spec), 4);
	assert_int_equal(spec[0].kind, TIEBREAK_BH);
	assert_int_equal(spec[0].low, 1);
	assert_int_equal(spec[2].kind, TIEBREAK_SB);
	assert_int_equal(spec[3].kind, TIEBREAK_DE);
	tiebreak_name(&spec[0], name, sizeof name);
	assert_string_equal(name, "BH-C1");
	assert_int_equal(tiebreak_parse("BH-M1", spec), 1);
	tiebreak_name(&spec[0], name, sizeof name);
	assert_string_equal(name, "BH-M1");
	assert_int_equal(tiebreak_parse("ARO-C2", spec), 1);
	assert_int_equal(spec[0].low, 2);
	/* Unknown names, modifiers on counts, empty items, too many. */
	assert_int_equal(tiebreak_parse("XY", spec), -1);
	assert_int_equal(tiebreak_parse("DE-C1", spec), -1);
	assert_int_equal(tiebreak_parse("WIN-C1", spec), -1);
	assert_int_equal(tiebreak_parse("BH-C3", spec), -1);
	assert_int_equal(tiebreak_parse("BH,,SB", spec), -1);
	assert_int_equal(tiebreak_parse("", spec), -1);
	assert_int_equal(tiebreak_parse("BH,BH,BH,BH,BH,BH,BH,BH,BH", spec),
	    -1);
}

/*
 * 11.1: an event scored 3-1-0 sums opponents' points on its scale.  A
 * beat B, drew with C; B beat C; C had a pairing-allocated bye in round
 * 2 (C.04: a win's points, 3) and was away in round 3 (a VUR: cut first).
 */
static void
test_scale_and_byes(void **state)
{
	struct crosstable	x;
	int64_t			out[3];
	struct tiebreak_spec	spec[1];

	(void)state;
	memset(&x, 0, sizeof x);
	x.t.nplayers = 3;
	x.t.nrounds = 3;
	x.t.rating = x.rating;
	x.t.cell = x.cell;
	x.t.score2[0] = 0;
	x.t.score2[1] = 2;	/* 1 point, in halves */
	x.t.score2[2] = 6;	/* 3 points */
	/* Round 1: A-B 1-0, C away; 2: A-C 1/2, B's PAB; 3: B-C 1-0, A's H. */
	x.cell[0 * 3 + 0] = (struct tiebreak_cell){ 2, TIEBREAK_PLAYED,
	    false, 2 };
	x.cell[1 * 3 + 0] = (struct tiebreak_cell){ 1, TIEBREAK_PLAYED,
	    true, 0 };
	x.cell[2 * 3 + 0] = (struct tiebreak_cell){ 0, TIEBREAK_ABSENT,
	    false, 0 };
	x.cell[0 * 3 + 1] = (struct tiebreak_cell){ 3, TIEBREAK_PLAYED,
	    false, 1 };
	x.cell[2 * 3 + 1] = (struct tiebreak_cell){ 1, TIEBREAK_PLAYED,
	    true, 1 };
	x.cell[1 * 3 + 1] = (struct tiebreak_cell){ 0, TIEBREAK_PAB,
	    false, 0 };
	x.cell[1 * 3 + 2] = (struct tiebreak_cell){ 3, TIEBREAK_PLAYED,
	    false, 2 };
	x.cell[2 * 3 + 2] = (struct tiebreak_cell){ 2, TIEBREAK_PLAYED,
	    true, 0 };
	x.cell[0 * 3 + 2] = (struct tiebreak_cell){ 0, TIEBREAK_HALF,
	    false, 0 };
	/* Scores: A 3+1+1 = 5, B 0+3+3 = 6, C 0+1+0 = 1 (in points). */
	assert_int_equal(tiebreak_score2(&x.t, 0), 10);
	assert_int_equal(tiebreak_score2(&x.t, 1), 12);
	assert_int_equal(tiebreak_score2(&x.t, 2), 2);
	assert_int_equal(tiebreak_parse("BH", spec), 1);
	assert_true(tiebreak_compute(&x.t, spec, 1, out));
	/* A: B 6 + C 1 + dummy 5 (his half-point bye) = 12. */
	assert_int_equal(out[0], 1200);
	/* C: the round away, at the start, is no trailing VUR: C's own
	 * score 1 for the dummy, A 5, B 6. */
	assert_int_equal(out[2], 1200);
	assert_int_equal(tiebreak_parse("BH-C1", spec), 1);
	assert_true(tiebreak_compute(&x.t, spec, 1, out));
	/* A's VUR (the half-point bye) is cut first: 6 + 1. */
	assert_int_equal(out[0], 700);
	/* B's PAB is no VUR: the lowest opponent (C, 1) goes. */
	assert_int_equal(out[1], 1100);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_scale_and_byes),
		cmocka_unit_test(test_held_buchholz),
		cmocka_unit_test(test_held_sonneborn_berger),
		cmocka_unit_test(test_held_aro),
		cmocka_unit_test(test_held_counts),
		cmocka_unit_test(test_held_de_swiss),
		cmocka_unit_test(test_held_round_robin),
	};

	/* The last six: C.07's exercises, from ../shared/data. */
	return run_with_shared(tests, sizeof tests / sizeof tests[0], 6,
	    "interop/trf/TieBreakServer/held_swiss_9.trf");
}
