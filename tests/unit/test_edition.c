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

/*
 * 2005 is the base of the others: every law has its label there, but
 * the laws 2023 brought (its own, named absent in 2005), and each of
 * those has its label in 2023, and draughts' own laws, absent from every
 * chess edition and labelled in fid-draughts.
 */
static void
test_2005(void **state)
{
	const struct edition	*ed = find("fide-2005");
	int			 l;

	(void)state;
	for (l = LAW_NONE + 1; l < LAW_NB; l++) {
		if (l == LAW_NO_MOVE || l == LAW_NO_PIECES ||
		    (l >= LAW_REPETITION_ARBITER &&
		    l <= LAW_RESTART_ORGANISERS)) {
			assert_ptr_equal(ed->label[l], EDITION_ABSENT);
			assert_null(edition_label(find("fide-2023"),
			    (enum law)l));
			assert_non_null(edition_label(find("fid-draughts"),
			    (enum law)l));
		} else if (ed->label[l] == EDITION_ABSENT)
			assert_non_null(edition_label(find("fide-2023"),
			    (enum law)l));
		else
			assert_non_null(edition_label(ed, (enum law)l));
	}
	assert_false(edition_has(ed, LAW_AUTO_REPETITION));
	assert_false(edition_has(ed, LAW_GUIDELINES));
	assert_false(edition_has(ed, LAW_CHESS960));	/* 2023's II */
	/* Touch-move: 4.3, 4.4a-c; II.3.2's castling is 2023's. */
	assert_string_equal(edition_label(ed, LAW_TOUCH), "4.3");
	assert_string_equal(edition_label(ed, LAW_TOUCH_ROOK_FIRST), "4.4b");
	assert_false(edition_has(ed, LAW_CHESS960_CASTLING));
	assert_int_equal(edition_param(ed, EDITION_AUTO_REPETITION_COUNT), 0);
	assert_int_equal(edition_param(ed, EDITION_RESIGN_CANNOT_WIN_DRAWS), 0);
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
	assert_false(edition_has(ed, LAW_CHESS960));	/* 2023's II */
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
	/* Its Appendix B numbers one article fewer (the 2001 booklet). */
	assert_string_equal(edition_label(ed, LAW_RAPID_ILLEGAL), "B5");
	assert_string_equal(edition_label(ed, LAW_RAPID_FLAG), "B6");
	assert_string_equal(edition_label(ed, LAW_RAPID_OWN_FLAG), "B7");
	assert_string_equal(edition_label(ed, LAW_FAST_BOTH_FLAGS), "B8");
	assert_string_equal(edition_label(ed, LAW_BLITZ_NO_QUICKPLAY), "C4");
	assert_string_equal(edition_label(ed, LAW_BLITZ_ILLEGAL), "C3");
}

/* 1952: Art. 11 and 12 end the game; no dead position; 12.3 equality. */
static void
test_1952(void **state)
{
	const struct edition	*ed = find("fide-1952");

	(void)state;
	assert_false(edition_has(ed, LAW_CHESS960));	/* 2023's II */
	assert_string_equal(edition_label(ed, LAW_CHECKMATE), "11.1");
	assert_string_equal(edition_label(ed, LAW_RESIGNATION), "11.2");
	assert_string_equal(edition_label(ed, LAW_STALEMATE), "12.1");
	assert_string_equal(edition_label(ed, LAW_AGREEMENT), "12.2");
	assert_string_equal(edition_label(ed, LAW_REPETITION), "12.3");
	assert_string_equal(edition_label(ed, LAW_FIFTY), "12.4");
	assert_false(edition_has(ed, LAW_DEAD_POSITION));
	/* Art. 8, the touched piece; nothing on touching king and rook. */
	assert_string_equal(edition_label(ed, LAW_TOUCH), "8");
	assert_false(edition_has(ed, LAW_TOUCH_KING_ROOK));
	assert_false(edition_has(ed, LAW_TOUCH_ROOK_FIRST));
	assert_false(edition_has(ed, LAW_CHESS960_CASTLING));
	/* Tournament matters follow 2001. */
	assert_string_equal(edition_label(ed, LAW_REFUSAL), "12.7");
	assert_false(edition_has(ed, LAW_PHONE));
	assert_string_equal(edition_label(ed, LAW_FLAG), "6.10");
	assert_int_equal(edition_param(ed, EDITION_POSITIONS_EQUAL),
	    EDITION_EQUAL_PIECES);
	assert_int_equal(edition_param(ed, EDITION_FIFTY_PLIES), 100);
}

/* 2023: x.y.z numbers, its own laws, and the rulings' numbers. */
static void
test_2023(void **state)
{
	const struct edition	*ed = find("fide-2023");
	char			 buf[16];

	(void)state;
	assert_ptr_equal(ed->base, find("fide-2005"));
	assert_string_equal(edition_label(ed, LAW_CHECKMATE), "5.1.1");
	assert_string_equal(edition_label(ed, LAW_CHESS960), "II");
	assert_string_equal(edition_label(ed, LAW_CHESS960_CASTLING), "II.3.2");
	assert_string_equal(edition_label(ed, LAW_CHESS960_CASTLING_HOW),
	    "II.3.2.5.1");
	assert_string_equal(edition_label(ed, LAW_TOUCH_KING_ROOK), "4.4.1");
	assert_string_equal(edition_label(ed, LAW_TOUCH_ROOK_FIRST), "4.4.2");
	assert_string_equal(edition_label(ed, LAW_TOUCH_CASTLE_ILLEGAL), "4.4.3");
	assert_string_equal(edition_label(ed, LAW_RESIGNATION), "5.1.2");
	assert_string_equal(edition_label(ed, LAW_DEAD_POSITION), "5.2.2");
	assert_string_equal(edition_label(ed, LAW_FLAG), "6.9");
	assert_string_equal(edition_label(ed, LAW_ILLEGAL_LIMIT), "7.5.5");
	assert_string_equal(edition_label(ed, LAW_AUTO_REPETITION), "9.6.1");
	assert_string_equal(edition_label(ed, LAW_AUTO_SEVENTY_FIVE), "9.6.2");
	assert_string_equal(edition_label(ed, LAW_DEVICE), "11.3.2.2");
	assert_string_equal(edition_label(ed, LAW_REFUSAL), "11.7");
	assert_string_equal(edition_label(ed, LAW_BOTH_REFUSE), "11.8");
	assert_string_equal(edition_label(ed, LAW_FINE), "12.9.7");
	assert_string_equal(edition_label(ed, LAW_EXPULSION), "12.9.9");
	assert_string_equal(edition_label(ed, LAW_LATE_RESUMPTION), "I.10");
	assert_string_equal(edition_label(ed, LAW_QUICKPLAY), "III.5");
	assert_false(edition_has(ed, LAW_PHONE));
	assert_false(edition_has(ed, LAW_BLITZ_ILLEGAL));
	assert_false(edition_has(ed, LAW_RAPID_FLAG));
	/* 2005's label for what 2023 lacks, the other way round too. */
	assert_string_equal(edition_cite(ed, LAW_PHONE), "12.2b");
	assert_string_equal(edition_cite(find("fide-2005"), LAW_DEVICE),
	    "11.3.2.2");
	assert_int_equal(edition_param(ed, EDITION_ILLEGAL_LIMIT), 2);
	assert_int_equal(edition_param(ed, EDITION_CLAIM_BONUS_MS), 120000);
	assert_int_equal(edition_param(ed, EDITION_WAIT_MS), 0);
	assert_int_equal(edition_param(ed, EDITION_AUTO_REPETITION_COUNT), 5);
	assert_int_equal(edition_param(ed, EDITION_AUTO_QUIET_PLIES), 150);
	assert_int_equal(edition_param(ed, EDITION_BLITZ_UPTO_MS), 600000);
	assert_int_equal(edition_param(ed, EDITION_RAPID_UPTO_MS), 3599999);
	/* Inherited from 2005: 9.3 and the 9.2 equality. */
	assert_int_equal(edition_param(ed, EDITION_FIFTY_PLIES), 100);
	/* Items: numbered in 2023 (I.2.1), lettered in 2005 (A2a). */
	assert_string_equal(edition_item(ed, LAW_ENVELOPE, 0, buf, sizeof buf),
	    "I.2.1");
	assert_string_equal(edition_item(ed, LAW_ENVELOPE, 6, buf, sizeof buf),
	    "I.2.7");
	assert_string_equal(edition_item(find("fide-2005"), LAW_ENVELOPE, 4,
	    buf, sizeof buf), "A2e");
	/* The table's order: 2005 first (the default), then 2023. */
	assert_ptr_equal(edition_at(0), find("fide-2005"));
	assert_ptr_equal(edition_at(1), ed);
	assert_ptr_equal(edition_default("chess", 5), find("fide-2005"));
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

/* edition_expand(): laws, articles and parameters in each edition's
 * numbers; a brace that names nothing stays; the buffer always ends. */
static void
test_expand(void **state)
{
	char	buf[128];
	size_t	n;

	(void)state;
	n = edition_expand(find("fide-2005"), "under {QUICKPLAY}: {@WARNING}, "
	    "{=QUICKPLAY_UNDER_MS} minutes", buf, sizeof buf);
	assert_string_equal(buf, "under 10.2: 13.4, 2 minutes");
	assert_int_equal(n, strlen(buf));
	edition_expand(find("fide-2023"), "{QUICKPLAY} {@WARNING} {WARNING}",
	    buf, sizeof buf);
	assert_string_equal(buf, "III.5 12.9 12.9.1");
	edition_expand(find("fide-1952"), "({REPETITION}, {BOTH_FLAGS_DRAW})",
	    buf, sizeof buf);
	assert_string_equal(buf, "(12.3, 10.3)");
	edition_expand(find("fid-draughts"), "{=RESTART_MOVES} moves, "
	    "{=RESTART_MS} minutes ({RESTART}); {NOT_A_LAW} {=NOPE} {",
	    buf, sizeof buf);
	assert_string_equal(buf, "5 moves, 10 minutes (5.4.2); {NOT_A_LAW} "
	    "{=NOPE} {");
	/* A law the edition lacks: the first edition's label that has it. */
	edition_expand(find("fide-2005"), "{DEVICE}", buf, sizeof buf);
	assert_string_equal(buf, "11.3.2.2");
	n = edition_expand(find("fide-2005"), "ab {QUICKPLAY}", buf, 6);
	assert_string_equal(buf, "ab 10");
	assert_int_equal(n, 5);
	assert_int_equal(edition_expand(find("fide-2005"), "x", buf, 0), 0);
	assert_int_equal(edition_article_len("9.5b"), 3);
	assert_int_equal(edition_article_len("12.9.1"), 4);
	assert_int_equal(edition_article_len("A1a"), 2);
	assert_int_equal(edition_article_len("III.5"), 5);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_2005),
		cmocka_unit_test(test_2001),
		cmocka_unit_test(test_2023),
		cmocka_unit_test(test_1952),
		cmocka_unit_test(test_lookup),
		cmocka_unit_test(test_expand),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
