/*
 * test_sheet.c: a whole scoresheet at a claim ('record <board>
 * "<movetext>"'): the movetext reader (numbers, clocks, comments, the
 * faults at their byte), and its expansion through the one command path
 * in a script session: moves in English and Italian letters, clock times
 * kept as the table's readings, draughts notation, and a bad move named
 * by its move number and ply with nothing sent.
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

#include "app/session.h"
#include "app/sheet.h"
#include "event.h"
#include "movetext.h"

#define MAX	16

static enum sheet_status
reads(const char *text, struct sheet_move *m, size_t *n, size_t *where)
{
	*where = (size_t)-1;
	return movetext_read(text, strlen(text), m, MAX, n, where);
}

static void
test_read_numbers_clocks(void **state)
{
	struct sheet_move	m[MAX];
	size_t			n, where;

	(void)state;
	assert_int_equal(reads("1. e4 {1:59:58} e5 {[%clk 1:59:50]} 2.Nf3 $1 "
	    "Nc6!? ; a note\n{a comment} 3. Bb5 3... a6 1-0", m, &n, &where),
	    SHEET_OK);
	assert_int_equal(n, 6);
	assert_string_equal(m[0].text, "e4");
	assert_int_equal(m[0].number, 1);
	assert_false(m[0].black);
	assert_true(m[0].has_clock);
	assert_int_equal(m[0].clock_ms, (1 * 3600 + 59 * 60 + 58) * 1000);
	assert_string_equal(m[1].text, "e5");
	assert_int_equal(m[1].number, 0);
	assert_int_equal(m[1].clock_ms, (1 * 3600 + 59 * 60 + 50) * 1000);
	assert_string_equal(m[2].text, "Nf3");
	assert_int_equal(m[2].number, 2);
	assert_false(m[2].has_clock);
	assert_string_equal(m[3].text, "Nc6");
	assert_int_equal(m[5].number, 3);
	assert_true(m[5].black);
	assert_string_equal(m[5].text, "a6");
}

static void
test_read_draughts(void **state)
{
	struct sheet_move	m[MAX];
	size_t			n, where;

	(void)state;
	assert_int_equal(reads("1. 32-28 {59:50} 19-23 2.28x19 14x23 2-0", m,
	    &n, &where), SHEET_OK);
	assert_int_equal(n, 4);
	assert_string_equal(m[0].text, "32-28");
	assert_int_equal(m[0].clock_ms, (59 * 60 + 50) * 1000);
	assert_string_equal(m[2].text, "28x19");
	assert_int_equal(m[2].number, 2);
}

/* Each fault at its byte. */
static void
test_read_faults(void **state)
{
	static const struct {
		const char		*text;
		enum sheet_status	 st;
		size_t			 where;
	} faults[] = {
		{ "1. e4 (1. d4) e5", SHEET_E_VARIATION, 6 },
		{ "1. e4 {1:00:00", SHEET_E_COMMENT, 6 },
		{ "1. e4 {[%clk x]}", SHEET_E_CLOCK, 6 },
		{ "{1:00:00} e4", SHEET_E_CLOCK_WHERE, 0 },
		{ "e4 {1:00} {1:00}", SHEET_E_CLOCK_WHERE, 10 },
		{ "e4 1-0 e5", SHEET_E_AFTER_RESULT, 7 },
		{ "1. *", SHEET_E_EMPTY, 4 },
		{ "1.2.e4", SHEET_E_NUMBER, 0 },
		{ "1. e4 {\001} e5", SHEET_E_CONTROL, 7 },
		/* 17 moves for 16 places: h3 is one too many. */
		{ "e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5 Bb3 d6 c3 O-O "
		  "h3", SHEET_E_MANY, 58 },
	};
	struct sheet_move	m[MAX];
	size_t			n, where, i;

	(void)state;
	for (i = 0; i < sizeof faults / sizeof faults[0]; i++) {
		assert_int_equal(reads(faults[i].text, m, &n, &where),
		    faults[i].st);
		assert_int_equal(where, faults[i].where);
	}
	assert_int_equal(movetext_read("e4\0e5", 5, m, MAX, &n, &where),
	    SHEET_E_CONTROL);
	assert_int_equal(where, 2);
	/* A comment that is no clock time is only a comment. */
	assert_int_equal(reads("e4 {1:xx} e5", m, &n, &where), SHEET_OK);
	assert_int_equal(n, 2);
}

static const char *const chess[] = {
	"event \"Sheet\" rules fide-2023", "tc \"40/5400+30:1800+30\"",
	"player 1 \"A\"", "player 2 \"B\"", "round 1", "pair 1 1 2",
	"start 1", NULL
};

static const char *const draughts[] = {
	"event \"Damiera\" game draughts", "tc \"7200\"", "player 1 \"A\"",
	"player 2 \"B\"", "round 1", "pair 1 1 2", "start 1", NULL
};

static struct session *
open_event(const char *const *lines)
{
	struct session	*s = session_script("arbiter");
	struct command	 cmd;
	char		*cause = NULL;
	size_t		 i;

	assert_non_null(s);
	session_set_virtual(s, 0);
	for (i = 0; lines[i] != NULL; i++) {
		if (session_parse(lines[i], &cmd, &cause) != 0 ||
		    session_do(s, &cmd, 0, &cause) != 0)
			fail_msg("'%s': %s", lines[i], cause);
	}
	return s;
}

static const struct game *
game1(const struct session *s)
{
	return event_game_const(session_event(s), 1);
}

/* The journal's text of the game's ply-th move line (1-based). */
static const char *
move_line(const struct session *s, size_t ply)
{
	size_t	i, seen = 0;

	for (i = 0; i < session_nlines(s); i++)
		if (session_line(s, i)->verb == COMMAND_MOVE && ++seen == ply)
			return session_line(s, i)->command;
	return "";
}

static void
recorded(struct session *s, const char *line)
{
	char	*msg = NULL;

	if (sheet_do(s, line, session_now(s), &msg) != 0)
		fail_msg("'%s': %s", line, msg);
	free(msg);
}

static void
test_english_clocks(void **state)
{
	struct session	*s = open_event(chess);

	(void)state;
	recorded(s, "record 1 \"1. e4 {1:29:50} e5 {[%clk 1:29:40]} 2. Nf3\"");
	assert_int_equal(game1(s)->nmoves, 3);
	assert_string_equal(move_line(s, 1), "move 1 e4 clock 1:29:50");
	assert_string_equal(move_line(s, 2), "move 1 e5 clock 1:29:40");
	assert_string_equal(move_line(s, 3), "move 1 Nf3");
	assert_int_equal(game1(s)->clk[0], (3600 + 29 * 60 + 50) * 1000);
	/* A sheet that goes on from where the record ends. */
	recorded(s, "record 1 2... Nc6 3. Bb5");
	assert_int_equal(game1(s)->nmoves, 5);
	assert_string_equal(move_line(s, 5), "move 1 Bb5");
	session_close(s);
}

static void
test_italian(void **state)
{
	struct session	*s = open_event(chess);
	char		*msg = NULL;

	(void)state;
	session_set_lang(s, "it");
	recorded(s, "record 1 \"1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Axc6 dxc6 "
	    "5. O-O Df6\"");
	assert_int_equal(game1(s)->nmoves, 10);
	assert_string_equal(move_line(s, 3), "move 1 Nf3");
	assert_string_equal(move_line(s, 7), "move 1 Bxc6");
	assert_string_equal(move_line(s, 10), "move 1 Qf6");
	/* From move 1 again: the record's plies named in Italian. */
	assert_int_equal(sheet_do(s, "record 1 \"1. e4 e5 2. Cc3\"", 0, &msg),
	    -1);
	assert_non_null(strstr(msg, "the record has Cf3"));
	free(msg);
	recorded(s, "record 1 \"1. e4 e5 2. Cf3 Cc6 3. Ab5 a6 4. Axc6 dxc6 "
	    "5. O-O Df6 6. d3\"");
	assert_int_equal(game1(s)->nmoves, 11);
	session_close(s);
}

/* The first bad move named by its number, side and ply; nothing sent. */
static void
test_bad_move(void **state)
{
	struct session	*s = open_event(chess);
	size_t		 before = session_nlines(s);
	char		*msg = NULL;

	(void)state;
	assert_int_equal(sheet_do(s, "record 1 \"1. e4 e5 2. Nf3 Nc6 3. Bb5 "
	    "Nf3 4. O-O\"", 0, &msg), -1);
	assert_non_null(strstr(msg, "nothing sent"));
	assert_non_null(strstr(msg, "move 3 (Black), 'Nf3', ply 6"));
	free(msg);
	assert_int_equal(session_nlines(s), before);
	assert_int_equal(game1(s)->nmoves, 0);
	/* Italian letters in an English session: named too. */
	assert_int_equal(sheet_do(s, "record 1 \"1. e4 e5 2. Cf3\"", 0, &msg),
	    -1);
	assert_non_null(strstr(msg, "move 2 (White), 'Cf3', ply 3 of the sheet: no "
	    "piece letter 'C' in English notation (K Q R B N)"));
	free(msg);
	/* A sheet from move 1 on a record that has its first plies: they
	 * must be the record's, and only the rest is sent. */
	recorded(s, "record 1 \"1. e4 e5\"  ");
	assert_int_equal(sheet_do(s, "record 1 \"1. e4 c5 2. Nf3\"", 0, &msg),
	    -1);
	assert_non_null(strstr(msg, "nothing sent: board 1, move 1... 'c5', "
	    "ply 2 of the sheet: the record has e5"));
	free(msg);
	assert_int_equal(game1(s)->nmoves, 2);
	assert_int_equal(sheet_do(s, "record 1 \"1. e4 e5 2. Nf3 Nc6\"", 0,
	    &msg), 0);
	assert_string_equal(msg, "board 1: 2 moves recorded, the first 2 as "
	    "the record has them");
	free(msg);
	assert_int_equal(game1(s)->nmoves, 4);
	assert_string_equal(move_line(s, 3), "move 1 Nf3");
	/* Numbered past the record's end: refused. */
	assert_int_equal(sheet_do(s, "record 1 \"5. Bb5\"", 0, &msg), -1);
	assert_non_null(strstr(msg, "the sheet numbers it 5., the game is at "
	    "3."));
	free(msg);
	/* A fault of the text: where it is. */
	assert_int_equal(sheet_do(s, "record 1 \"2. Nf3 (2. d4)\"", 0, &msg),
	    -1);
	assert_non_null(strstr(msg, "byte 8"));
	free(msg);
	assert_int_equal(sheet_do(s, "record 1", 0, &msg), -1);
	free(msg);
	assert_int_equal(sheet_do(s, "record 1 \"2. Nf3", 0, &msg), -1);
	assert_non_null(strstr(msg, "record <board>"));
	free(msg);
	assert_int_equal(sheet_do(s, "record 1 \"2. Nf3\" Nc6", 0, &msg), -1);
	free(msg);
	assert_int_equal(sheet_do(s, "record 7 \"2. Nf3\"", 0, &msg), -1);
	free(msg);
	assert_int_equal(game1(s)->nmoves, 4);
	session_close(s);
}

static void
test_draughts(void **state)
{
	struct session	*s = open_event(draughts);
	char		*msg = NULL;

	(void)state;
	recorded(s, "record 1 \"1. 32-28 {1:59:50} 19-23 2. 28x19 14x23\"");
	assert_int_equal(game1(s)->nmoves, 4);
	assert_string_equal(move_line(s, 1), "move 1 32-28 clock 1:59:50");
	assert_string_equal(move_line(s, 3), "move 1 28x19");
	/* 4.13: the capture is compulsory; 3. 37-32 is refused at ply 5. */
	assert_int_equal(sheet_do(s, "record 1 \"3. 33-28 23x32 4. 37-32\"",
	    0, &msg), -1);
	assert_non_null(strstr(msg, "move 4 (White), '37-32', ply 3"));
	free(msg);
	assert_int_equal(game1(s)->nmoves, 4);
	/* The whole sheet again, one ply more: only that one is sent. */
	recorded(s, "record 1 \"1. 32-28 19-23 2. 28x19 14x23 3. 33-28\"");
	assert_int_equal(game1(s)->nmoves, 5);
	assert_string_equal(move_line(s, 5), "move 1 33-28");
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_numbers_clocks),
		cmocka_unit_test(test_read_draughts),
		cmocka_unit_test(test_read_faults),
		cmocka_unit_test(test_english_clocks),
		cmocka_unit_test(test_italian),
		cmocka_unit_test(test_bad_move),
		cmocka_unit_test(test_draughts),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
