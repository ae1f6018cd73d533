/*
 * test_edition.c: the editions of the Laws as data.  Each edition's
 * resolved table (every law's label through its bases, every parameter)
 * is printed as TAP diagnostics, so that a change of any edition shows in
 * the test log, and the labels and values the texts give are checked.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <cmocka.h>

#include "edition.h"
#include "law.h"

static const struct edition *
find(const char *name)
{
	const struct edition	*ed = edition_find(name, strlen(name));

	assert_non_null(ed);
	return ed;
}

/* Print the resolved table of every edition; each must be complete. */
static void
test_tables(void **state)
{
	const struct edition	*ed;
	const char		*label;
	size_t			 i;
	int			 l, p;

	(void)state;
	for (i = 0; (ed = edition_at(i)) != NULL; i++) {
		assert_true(edition_ok(ed));
		printf("# edition %s (%s), game %s, base %s\n", ed->name,
		    ed->title, ed->game, ed->base != NULL ? ed->base->name :
		    "none");
		for (l = LAW_NONE + 1; l < LAW_NB; l++) {
			label = edition_label(ed, (enum law)l);
			printf("#   %-20s %-10s %s\n", law_name((enum law)l),
			    label != NULL ? label : "-", law_what((enum law)l));
		}
		for (p = 0; p < EDITION_PARAM_NB; p++)
			printf("#   %-24s %12lld  %s\n",
			    edition_param_name((enum edition_param)p),
			    (long long)edition_param(ed, (enum edition_param)p),
			    edition_param_what((enum edition_param)p));
	}
	assert_true(i >= 4);
}

/* Every law of 2005 has its label: it is the base of the others. */
static void
test_2005(void **state)
{
	const struct edition	*ed = find("fide-2005");
	int			 l;

	(void)state;
	for (l = LAW_NONE + 1; l < LAW_NB; l++)
		assert_non_null(edition_label(ed, (enum law)l));
	assert_string_equal(edition_label(ed, LAW_BOTH_FLAGS_DRAW), "6.12");
	assert_string_equal(edition_label(ed, LAW_REFUSAL), "12.8");
	assert_string_equal(edition_label(ed, LAW_BOTH_REFUSE), "12.9");
	assert_string_equal(edition_label(ed, LAW_PHONE), "12.2b");
	assert_int_equal(edition_param(ed, EDITION_ILLEGAL_LIMIT), 3);
	assert_int_equal(edition_param(ed, EDITION_ILLEGAL_BONUS_MS), 120000);
	assert_int_equal(edition_param(ed, EDITION_CLAIM_BONUS_MS), 180000);
	assert_int_equal(edition_param(ed, EDITION_FIFTY_PLIES), 100);
	assert_int_equal(edition_param(ed, EDITION_WAIT_MS), 3600000);
	assert_int_equal(edition_param(ed, EDITION_POSITIONS_EQUAL),
	    EDITION_EQUAL_MOVES);
	assert_ptr_equal(edition_default("chess", 5), ed);
}

/* 2001: 12.7, 12.8, 10.3 and no phone; the rest inherited from 2005. */
static void
test_2001(void **state)
{
	const struct edition	*ed = find("fide-2001");

	(void)state;
	assert_string_equal(edition_label(ed, LAW_BOTH_FLAGS_DRAW), "10.3");
	assert_string_equal(edition_label(ed, LAW_BOTH_FLAGS), "6.12");
	assert_string_equal(edition_label(ed, LAW_REFUSAL), "12.7");
	assert_string_equal(edition_label(ed, LAW_BOTH_REFUSE), "12.8");
	assert_null(edition_label(ed, LAW_PHONE));
	assert_false(edition_has(ed, LAW_PHONE));
	/* A message about a law the edition lacks names it as 2005 does. */
	assert_string_equal(edition_cite(ed, LAW_PHONE), "12.2b");
	assert_string_equal(edition_label(ed, LAW_CHECKMATE), "5.1a");
	assert_int_equal(edition_param(ed, EDITION_ILLEGAL_LIMIT), 3);
}

/* 1952: Art. 11 and 12 end the game; no dead position; 12.3 equality. */
static void
test_1952(void **state)
{
	const struct edition	*ed = find("fide-1952");

	(void)state;
	assert_string_equal(edition_label(ed, LAW_CHECKMATE), "11.1");
	assert_string_equal(edition_label(ed, LAW_RESIGNATION), "11.2");
	assert_string_equal(edition_label(ed, LAW_STALEMATE), "12.1");
	assert_string_equal(edition_label(ed, LAW_AGREEMENT), "12.2");
	assert_string_equal(edition_label(ed, LAW_REPETITION), "12.3");
	assert_string_equal(edition_label(ed, LAW_FIFTY), "12.4");
	assert_false(edition_has(ed, LAW_DEAD_POSITION));
	/* Tournament matters follow 2001. */
	assert_string_equal(edition_label(ed, LAW_REFUSAL), "12.7");
	assert_false(edition_has(ed, LAW_PHONE));
	assert_string_equal(edition_label(ed, LAW_FLAG), "6.10");
	assert_int_equal(edition_param(ed, EDITION_POSITIONS_EQUAL),
	    EDITION_EQUAL_PIECES);
	assert_int_equal(edition_param(ed, EDITION_FIFTY_PLIES), 100);
}

static void
test_lookup(void **state)
{
	(void)state;
	assert_null(edition_find("fide-2006", 9));
	assert_null(edition_find("fide-200", 8));
	assert_null(edition_find("", 0));
	/* The length counts: a prefix of a longer word is not a name. */
	assert_non_null(edition_find("fide-2005x", 9));
	assert_null(edition_default("go", 2));
	assert_string_equal(edition_default("draughts", 8)->name,
	    "fid-draughts");
	assert_null(edition_at(1000));
	assert_string_equal(edition_cite(find("fide-2005"), LAW_NONE), "?");
	assert_string_equal(law_name(LAW_BOTH_FLAGS), "BOTH_FLAGS");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_2005),
		cmocka_unit_test(test_2001),
		cmocka_unit_test(test_1952),
		cmocka_unit_test(test_lookup),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
