/*
 * test_command.c: the command language parser and formatter, verb by verb
 * as doc/commands.md writes them, with their errors and round trips.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "command.h"
#include "event.h"
#include "app/cmderror.h"
#include "app/refusal.h"

static struct command	cmd;

/* Parse s, which must succeed; returns &cmd. */
static const struct command *
ok(const char *s)
{
	struct command_error	err;

	if (command_parse(s, strlen(s), &cmd, &err) != COMMAND_OK)
		fail_msg("'%s' refused: status %d word %u expected %d", s,
		    (int)err.status, err.word, (int)err.expected);
	assert_int_equal(err.status, COMMAND_OK);
	assert_true(command_ok(&cmd));
	return &cmd;
}

/* Parse s, which must fail with st at word, expecting what. */
static void
bad(const char *s, enum command_status st, unsigned word,
    enum command_arg what)
{
	struct command_error	err;
	struct command		zero;

	memset(&zero, 0, sizeof zero);
	if (command_parse(s, strlen(s), &cmd, &err) != st)
		fail_msg("'%s': status %d, want %d", s, (int)err.status,
		    (int)st);
	if (err.word != word || err.expected != what)
		fail_msg("'%s': word %u expected %d, want word %u expected %d",
		    s, err.word, (int)err.expected, word, (int)what);
	/* Nothing is left half-filled. */
	assert_memory_equal(&cmd, &zero, sizeof cmd);
}

/* The word the error names, as the caller would print it. */
static void
bad_span(const char *s, const char *word)
{
	struct command_error	err;

	assert_int_not_equal(command_parse(s, strlen(s), &cmd, &err),
	    COMMAND_OK);
	if (strlen(word) != err.length ||
	    memcmp(s + err.offset, word, err.length) != 0)
		fail_msg("'%s': error names '%.*s', want '%s'", s,
		    (int)err.length, s + err.offset, word);
}

static void
test_lexer(void **state)
{
	struct command_error	err;

	(void)state;
	assert_int_equal(ok("")->verb, COMMAND_NONE);
	assert_int_equal(ok("   \t ")->verb, COMMAND_NONE);
	assert_int_equal(ok("# a comment \"with quote")->verb, COMMAND_NONE);
	assert_int_equal(ok("  # indented")->verb, COMMAND_NONE);
	assert_int_equal(ok("show 3 # the board")->board, 3);
	assert_int_equal(ok("show\t3\r")->board, 3);
	/* '#' inside a word is not a comment: SAN's mate sign. */
	assert_string_equal(ok("move 1 Qxf7#")->u.move.text, "Qxf7#");
	assert_string_equal(ok("move 1 \"Qxf7 #\"")->u.move.text, "Qxf7 #");
	assert_string_equal(ok("annul 2 \"say \\\"no\\\" \\\\ # x\"")
	    ->u.annul.reason, "say \"no\" \\ # x");
	assert_string_equal(ok("annul 2 \"\"")->u.annul.reason, "");
	/* annul's ground is a bare word; quoted, it is the reason. */
	assert_int_equal(ok("annul 2 Setup \"x\"")->u.annul.ground,
	    COMMAND_ANNUL_SETUP);
	assert_int_equal(ok("annul 2 colours x")->u.annul.ground,
	    COMMAND_ANNUL_COLOURS);
	assert_int_equal(ok("annul 2 \"setup\"")->u.annul.ground,
	    COMMAND_ANNUL_NONE);
	assert_string_equal(ok("annul 2 \"setup\"")->u.annul.reason, "setup");
	assert_string_equal(ok("annul 2 back\\slash")->u.annul.reason,
	    "back\\slash");
	/* Verbs and keywords ignore case; texts keep it. */
	assert_int_equal(ok("RESIGN 4 White")->side, COMMAND_SIDE_WHITE);
	assert_string_equal(ok("Move 1 Nf3")->u.move.text, "Nf3");
	/* A quoted verb is a verb. */
	assert_int_equal(ok("\"go\" 2")->verb, COMMAND_GO);

	/* Unterminated quote: the offset of the opening quote. */
	assert_int_equal(command_parse("annul 1 \"abc", 12, &cmd, &err),
	    COMMAND_E_QUOTE);
	assert_int_equal(err.offset, 8);
	assert_int_equal(err.word, 2);
	/* A quote inside a word, text glued after a closing quote. */
	assert_int_equal(command_parse("annul 1 ab\"c\"", 13, &cmd, &err),
	    COMMAND_E_QUOTE);
	assert_int_equal(err.offset, 10);
	assert_int_equal(command_parse("annul 1 \"ab\"c", 13, &cmd, &err),
	    COMMAND_E_QUOTE);
	assert_int_equal(err.offset, 12);
	/* Bad escapes. */
	assert_int_equal(command_parse("annul 1 \"a\\n\"", 13, &cmd, &err),
	    COMMAND_E_ESCAPE);
	assert_int_equal(err.offset, 10);
	assert_int_equal(command_parse("annul 1 \"a\\", 11, &cmd, &err),
	    COMMAND_E_ESCAPE);
	assert_int_equal(err.offset, 10);
	/* Control bytes, a NUL included. */
	assert_int_equal(command_parse("go 1\n", 5, &cmd, &err),
	    COMMAND_E_CONTROL);
	assert_int_equal(err.offset, 4);
	assert_int_equal(command_parse("annul 1 \"a\0b\"", 13, &cmd, &err),
	    COMMAND_E_CONTROL);
	assert_int_equal(err.offset, 10);
	assert_int_equal(command_parse("annul 1 \"a\tb\"", 13, &cmd, &err),
	    COMMAND_E_CONTROL);
	assert_int_equal(err.offset, 10);
	/* Limits. */
	{
		char	line[COMMAND_LINE_MAX + 2];

		memset(line, ' ', sizeof line);
		memcpy(line, "go 1", 4);
		assert_int_equal(command_parse(line, COMMAND_LINE_MAX, &cmd,
		    &err), COMMAND_OK);
		assert_int_equal(command_parse(line, COMMAND_LINE_MAX + 1,
		    &cmd, &err), COMMAND_E_LONG);
		memset(line, 0, sizeof line);
		for (int k = 0; k < COMMAND_WORDS_MAX + 1; k++)
			strcat(line, "x ");
		assert_int_equal(command_parse(line, strlen(line), &cmd,
		    &err), COMMAND_E_WORDS);
		assert_int_equal(err.offset, 2 * COMMAND_WORDS_MAX);
	}
	/* The error parameter may be NULL. */
	assert_int_equal(command_parse("bogus", 5, &cmd, NULL), COMMAND_E_VERB);
}

static void
test_setting_up(void **state)
{
	const struct command	*c;

	(void)state;
	c = ok("event \"Open di Roma\"");
	assert_int_equal(c->verb, COMMAND_EVENT);
	assert_string_equal(c->u.event.name, "Open di Roma");
	assert_string_equal(c->u.event.site, "");
	assert_string_equal(c->u.event.rules, "");
	c = ok("event \"Open\" game draughts site \"Roma\" rules fid-draughts");
	assert_string_equal(c->u.event.site, "Roma");
	assert_string_equal(c->u.event.rules, "fid-draughts");
	assert_string_equal(c->u.event.game, "draughts");
	assert_string_equal(ok("event E rules fide-1952")->u.event.rules,
	    "fide-1952");
	assert_string_equal(ok("event E rules fide-2001 game chess")->u.event.game,
	    "chess");
	bad("event", COMMAND_E_MISSING, 1, COMMAND_ARG_NAME);
	bad("event \"\"", COMMAND_E_EMPTY, 1, COMMAND_ARG_NAME);
	bad("event E rules fide-2006", COMMAND_E_BAD, 3, COMMAND_ARG_RULES);
	bad("event E game go", COMMAND_E_BAD, 3, COMMAND_ARG_GAME);
	/* 2023 Guidelines II: Chess960 is a game of its own. */
	assert_string_equal(ok("event E game chess960")->u.event.game,
	    "chess960");
	bad("event E site", COMMAND_E_MISSING, 3, COMMAND_ARG_NAME);
	bad("event E site a site b", COMMAND_E_TWICE, 4, COMMAND_ARG_KEYWORD);
	bad("event E city a", COMMAND_E_BAD, 2, COMMAND_ARG_KEYWORD);
	/* 11.1: the event's own points for a win, a draw and a loss. */
	c = ok("event E points 3 1 0");
	assert_true(c->u.event.has_points);
	assert_int_equal(c->u.event.points2[0], 6);
	assert_int_equal(c->u.event.points2[1], 2);
	assert_int_equal(c->u.event.points2[2], 0);
	c = ok("event E points 1 \xc2\xbd 0.0");
	assert_int_equal(c->u.event.points2[1], 1);
	assert_int_equal(ok("event E points 10 2.5 0")->u.event.points2[1], 5);
	bad("event E points 3 1", COMMAND_E_MISSING, 5, COMMAND_ARG_SCORE);
	bad("event E points 3 x 0", COMMAND_E_BAD, 4, COMMAND_ARG_SCORE);
	bad("event E points 3. 1 0", COMMAND_E_BAD, 3, COMMAND_ARG_SCORE);
	bad("event E points 10.5 1 0", COMMAND_E_RANGE, 3, COMMAND_ARG_SCORE);
	bad("event E points 1 2 0", COMMAND_E_RANGE, 5, COMMAND_ARG_SCALE);
	bad("event E points 1 1 1", COMMAND_E_RANGE, 5, COMMAND_ARG_SCALE);
	bad("event E points 1 0 0 points 1 0 0", COMMAND_E_TWICE, 6,
	    COMMAND_ARG_KEYWORD);
	/* 6.7: the event's own wait, from none to a day. */
	c = ok("event E wait 15m");
	assert_true(c->u.event.has_wait);
	assert_int_equal(c->u.event.wait_ms, 15 * 60 * 1000);
	assert_true(ok("event E wait 0")->u.event.has_wait);
	bad("event E wait 25h", COMMAND_E_RANGE, 3, COMMAND_ARG_DURATION);
	bad("event E wait -5m", COMMAND_E_SIGN, 3, COMMAND_ARG_DURATION);
	/* C.07: the tie-breaks, names tiebreak.h knows. */
	assert_string_equal(ok("event E tiebreaks \"bh-c1, SB,DE\"")->
	    u.event.tiebreaks, "bh-c1, SB,DE");
	bad("event E tiebreaks \"BH,XX\"", COMMAND_E_BAD, 3,
	    COMMAND_ARG_TIEBREAKS);
	bad("event E tiebreaks \"DE-C1\"", COMMAND_E_BAD, 3,
	    COMMAND_ARG_TIEBREAKS);
	bad("event E tiebreaks", COMMAND_E_MISSING, 3, COMMAND_ARG_TIEBREAKS);
	/* C.04: a bye, by start number and kind. */
	c = ok("bye 12 PAB");
	assert_int_equal(c->verb, COMMAND_BYE);
	assert_int_equal(c->u.bye.id, 12);
	assert_int_equal(c->u.bye.kind, COMMAND_BYE_PAB);
	assert_int_equal(ok("bye 3 half")->u.bye.kind, COMMAND_BYE_HALF);
	bad("bye 3", COMMAND_E_MISSING, 2, COMMAND_ARG_BYE);
	bad("bye 3 quarter", COMMAND_E_BAD, 2, COMMAND_ARG_BYE);
	bad("bye 0 full", COMMAND_E_RANGE, 1, COMMAND_ARG_ID);
	bad("bye 3 full now", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);

	c = ok("tc \"40/5400+30:1800+30\"");
	assert_int_equal(c->verb, COMMAND_TC);
	assert_string_equal(c->u.tc.text, "40/5400+30:1800+30");
	assert_string_equal(ok("tc 300+3")->u.tc.text, "300+3");
	bad("tc", COMMAND_E_MISSING, 1, COMMAND_ARG_TC);
	bad("tc 300+3 x", COMMAND_E_EXTRA, 2, COMMAND_ARG_NOTHING);

	c = ok("player 12 \"Rossi, Mario\" rating 2150 fed ita fide-id 815");
	assert_int_equal(c->verb, COMMAND_PLAYER);
	assert_int_equal(c->u.player.id, 12);
	assert_string_equal(c->u.player.name, "Rossi, Mario");
	assert_true(c->u.player.has_rating);
	assert_int_equal(c->u.player.rating, 2150);
	assert_string_equal(c->u.player.fed, "ITA");
	assert_int_equal(c->u.player.fide_id, 815);
	c = ok("player 1 Bianchi fide-id 7 rating 0");
	assert_true(c->u.player.has_rating);
	assert_int_equal(c->u.player.rating, 0);
	assert_false(ok("player 1 X")->u.player.has_rating);
	bad("player 0 X", COMMAND_E_RANGE, 1, COMMAND_ARG_ID);
	bad("player -1 X", COMMAND_E_BAD, 1, COMMAND_ARG_ID);
	bad("player 1000000000 X", COMMAND_E_RANGE, 1, COMMAND_ARG_ID);
	bad("player 1", COMMAND_E_MISSING, 2, COMMAND_ARG_NAME);
	bad("player 1 X rating 4001", COMMAND_E_RANGE, 4, COMMAND_ARG_NUMBER);
	bad("player 1 X rating 2k", COMMAND_E_BAD, 4, COMMAND_ARG_NUMBER);
	bad("player 1 X fed IT", COMMAND_E_BAD, 4, COMMAND_ARG_FED);
	bad("player 1 X fed I1A", COMMAND_E_BAD, 4, COMMAND_ARG_FED);
	bad("player 1 X fide-id 0", COMMAND_E_RANGE, 4, COMMAND_ARG_ID);
	bad("player 1 X rating 1 rating 2", COMMAND_E_TWICE, 5,
	    COMMAND_ARG_KEYWORD);

	c = ok("round 3 date 2026-11-22 start 15:00 end 21:00");
	assert_int_equal(c->verb, COMMAND_ROUND);
	assert_int_equal(c->u.round.n, 3);
	assert_true(c->u.round.has_date && c->u.round.has_start &&
	    c->u.round.has_end);
	assert_int_equal(c->u.round.date.year, 2026);
	assert_true(date_ok(&c->u.round.date));
	assert_int_equal(c->u.round.start, 900);
	assert_int_equal(c->u.round.end, 1260);
	c = ok("round 1 end 19:30");
	assert_false(c->u.round.has_date || c->u.round.has_start);
	assert_true(c->u.round.has_end);
	bad("round", COMMAND_E_MISSING, 1, COMMAND_ARG_NUMBER);
	bad("round 0", COMMAND_E_RANGE, 1, COMMAND_ARG_NUMBER);
	bad("round 1 date 2026-02-30", COMMAND_E_RANGE, 3, COMMAND_ARG_DATE);
	bad("round 1 start 25:00", COMMAND_E_RANGE, 3, COMMAND_ARG_TIME);
	bad("round 1 start 3pm", COMMAND_E_BAD, 3, COMMAND_ARG_TIME);
	bad("round 1 start", COMMAND_E_MISSING, 3, COMMAND_ARG_TIME);

	c = ok("pair 1 12 7 tc \"300+3\" fen \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"");
	assert_int_equal(c->verb, COMMAND_PAIR);
	assert_int_equal(c->board, 1);
	assert_int_equal(c->u.pair.white, 12);
	assert_int_equal(c->u.pair.black, 7);
	assert_string_equal(c->u.pair.tc, "300+3");
	assert_string_equal(c->u.pair.fen, "8/8/8/8/8/8/8/K1k5 w - - 0 1");
	assert_string_equal(ok("pair 2 1 2")->u.pair.tc, "");
	/* 2023 II.1: Chess960's start by its number; the kind says which
	 * numbers it has (apply_pair), one start only. */
	c = ok("pair 3 1 2 start 96");
	assert_true(c->u.pair.has_start);
	assert_int_equal(c->u.pair.start, 96);
	assert_false(ok("pair 3 1 2")->u.pair.has_start);
	bad("pair 3 1 2 start", COMMAND_E_MISSING, 5, COMMAND_ARG_NUMBER);
	bad("pair 3 1 2 start 96 fen \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"",
	    COMMAND_E_BAD, 7, COMMAND_ARG_NUMBER);
	bad("pair 1 12", COMMAND_E_MISSING, 3, COMMAND_ARG_ID);
	bad("pair 0 1 2", COMMAND_E_RANGE, 1, COMMAND_ARG_BOARD);
	bad("pair 10000 1 2", COMMAND_E_RANGE, 1, COMMAND_ARG_BOARD);
	bad("pair 1 5 5", COMMAND_E_BAD, 3, COMMAND_ARG_ID);
	bad("pair 1 1 2 fen", COMMAND_E_MISSING, 5, COMMAND_ARG_FEN);
	/* 2023 II.1, II.2: a round's start drawn; the writer adds the
	 * round and the number (app/draw960.h), a replay reads them. */
	c = ok("draw 960");
	assert_int_equal(c->verb, COMMAND_DRAW);
	assert_false(c->u.draw.has_start);
	assert_int_equal(c->u.draw.round, 0);
	c = ok("DRAW 960 start 417 round 2");
	assert_true(c->u.draw.has_start);
	assert_int_equal(c->u.draw.start, 417);
	assert_int_equal(c->u.draw.round, 2);
	bad("draw", COMMAND_E_MISSING, 1, COMMAND_ARG_KEYWORD);
	bad("draw 959", COMMAND_E_BAD, 1, COMMAND_ARG_KEYWORD);
	bad("draw 960 round 0", COMMAND_E_RANGE, 3, COMMAND_ARG_NUMBER);
	bad("draw 960 start 10000", COMMAND_E_RANGE, 3, COMMAND_ARG_NUMBER);
	bad("draw 960 start 1 start 2", COMMAND_E_TWICE, 4,
	    COMMAND_ARG_KEYWORD);
	bad("draw 960 board 1", COMMAND_E_BAD, 2, COMMAND_ARG_KEYWORD);

	c = ok("arbiter mrossi chief");
	assert_int_equal(c->verb, COMMAND_ARBITER);
	assert_string_equal(c->u.arbiter.user, "mrossi");
	assert_int_equal(c->u.arbiter.role, COMMAND_ROLE_CHIEF);
	assert_false(c->u.arbiter.has_boards);
	c = ok("arbiter l.bianchi assistant boards 1,2,5-9");
	assert_int_equal(c->u.arbiter.role, COMMAND_ROLE_ASSISTANT);
	assert_true(c->u.arbiter.has_boards);
	assert_int_equal(c->u.arbiter.boards.n, 3);
	assert_int_equal(c->u.arbiter.boards.r[0].lo, 1);
	assert_int_equal(c->u.arbiter.boards.r[0].hi, 1);
	assert_int_equal(c->u.arbiter.boards.r[2].lo, 5);
	assert_int_equal(c->u.arbiter.boards.r[2].hi, 9);
	assert_int_equal(ok("arbiter x deputy")->u.arbiter.role,
	    COMMAND_ROLE_DEPUTY);
	bad("arbiter x", COMMAND_E_MISSING, 2, COMMAND_ARG_ROLE);
	bad("arbiter x boss", COMMAND_E_BAD, 2, COMMAND_ARG_ROLE);
	bad("arbiter \"a b\" chief", COMMAND_E_BAD, 1, COMMAND_ARG_USER);
	bad("arbiter -x chief", COMMAND_E_BAD, 1, COMMAND_ARG_USER);
	bad("arbiter x chief boards", COMMAND_E_MISSING, 4,
	    COMMAND_ARG_BOARD_LIST);
	bad("arbiter x chief boards 9-5", COMMAND_E_BAD, 4,
	    COMMAND_ARG_BOARD_LIST);
	bad("arbiter x chief boards 1,,2", COMMAND_E_BAD, 4,
	    COMMAND_ARG_BOARD_LIST);
	bad("arbiter x chief boards 1,", COMMAND_E_BAD, 4,
	    COMMAND_ARG_BOARD_LIST);
	bad("arbiter x chief boards 0", COMMAND_E_BAD, 4,
	    COMMAND_ARG_BOARD_LIST);
	bad("arbiter x chief boards 1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17",
	    COMMAND_E_RANGE, 4, COMMAND_ARG_BOARD_LIST);
	bad("arbiter x chief 1-3", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);
}

static void
test_play(void **state)
{
	const struct command	*c;

	(void)state;
	c = ok("wait 1:30");
	assert_int_equal(c->verb, COMMAND_WAIT);
	assert_int_equal(c->u.wait.ms, 90000);
	bad("wait", COMMAND_E_MISSING, 1, COMMAND_ARG_DURATION);
	bad("wait -5", COMMAND_E_SIGN, 1, COMMAND_ARG_DURATION);
	bad("wait 1:75", COMMAND_E_RANGE, 1, COMMAND_ARG_DURATION);
	bad("wait 1.2345", COMMAND_E_FRACTION, 1, COMMAND_ARG_DURATION);
	bad("wait soon", COMMAND_E_BAD, 1, COMMAND_ARG_DURATION);

	c = ok("start all");
	assert_int_equal(c->verb, COMMAND_START);
	assert_true(c->u.start.all);
	assert_int_equal(c->board, 0);
	c = ok("start 5");
	assert_false(c->u.start.all);
	assert_int_equal(c->board, 5);
	bad("start", COMMAND_E_MISSING, 1, COMMAND_ARG_BOARD_OR_ALL);
	bad("start all 5", COMMAND_E_EXTRA, 2, COMMAND_ARG_NOTHING);

	c = ok("absent 3 b");
	assert_int_equal(c->verb, COMMAND_ABSENT);
	assert_int_equal(c->side, COMMAND_SIDE_BLACK);
	assert_int_equal(ok("arrive 3 bianco")->side, COMMAND_SIDE_WHITE);
	assert_int_equal(ok("arrive 3 nero")->side, COMMAND_SIDE_BLACK);
	assert_int_equal(ok("arrive 3 w")->side, COMMAND_SIDE_WHITE);
	assert_int_equal(ok("arrive 3 black")->verb, COMMAND_ARRIVE);
	bad("arrive 3", COMMAND_E_MISSING, 2, COMMAND_ARG_SIDE);
	bad("arrive 3 both", COMMAND_E_BAD, 2, COMMAND_ARG_SIDE);
	bad("arrive x white", COMMAND_E_BAD, 1, COMMAND_ARG_BOARD);

	c = ok("move 4 e4");
	assert_int_equal(c->verb, COMMAND_MOVE);
	assert_int_equal(c->board, 4);
	assert_string_equal(c->u.move.text, "e4");
	assert_string_equal(ok("move 4 32-28")->u.move.text, "32-28");
	assert_string_equal(ok("illegal 4 Ke1-c1")->u.move.text, "Ke1-c1");
	assert_int_equal(ok("illegal 4 e7-e8")->verb, COMMAND_ILLEGAL);
	bad("move 4", COMMAND_E_MISSING, 2, COMMAND_ARG_MOVE);
	bad("move 4 e4 e5", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);
	bad("move 4 \"\"", COMMAND_E_EMPTY, 2, COMMAND_ARG_MOVE);
	bad("move 4 \"0123456789012345678901234567890123456789012345678901234"
	    "567890123\"", COMMAND_E_LONG, 2, COMMAND_ARG_MOVE);

	assert_int_equal(ok("offer 2 white")->verb, COMMAND_OFFER);
	assert_int_equal(ok("accept 2")->verb, COMMAND_ACCEPT);
	assert_int_equal(ok("decline 2")->verb, COMMAND_DECLINE);
	bad("accept", COMMAND_E_MISSING, 1, COMMAND_ARG_BOARD);
	bad("accept 2 white", COMMAND_E_EXTRA, 2, COMMAND_ARG_NOTHING);

	c = ok("setposition 6 fen \"4k3/8/8/8/8/8/8/4K3 w - - 0 40\"");
	assert_int_equal(c->verb, COMMAND_SETPOSITION);
	assert_string_equal(c->u.setposition.fen,
	    "4k3/8/8/8/8/8/8/4K3 w - - 0 40");
	bad("setposition 6 \"4k3/8/8/8/8/8/8/4K3 w - - 0 40\"", COMMAND_E_BAD,
	    2, COMMAND_ARG_FEN_KEYWORD);
	bad("setposition 6", COMMAND_E_MISSING, 2, COMMAND_ARG_FEN_KEYWORD);
	bad("setposition 6 fen", COMMAND_E_MISSING, 3, COMMAND_ARG_FEN);

	assert_int_equal(ok("resign 1 black")->verb, COMMAND_RESIGN);

	c = ok("claim 1 white repetition");
	assert_int_equal(c->verb, COMMAND_CLAIM);
	assert_int_equal(c->u.claim.kind, COMMAND_CLAIM_REPETITION);
	assert_string_equal(c->u.claim.move, "");
	c = ok("claim 1 white fifty Nf3");
	assert_int_equal(c->u.claim.kind, COMMAND_CLAIM_FIFTY);
	assert_string_equal(c->u.claim.move, "Nf3");
	assert_int_equal(ok("claim 1 b quickplay")->u.claim.kind,
	    COMMAND_CLAIM_QUICKPLAY);
	assert_int_equal(ok("claim 1 b time")->u.claim.kind,
	    COMMAND_CLAIM_TIME);
	assert_int_equal(ok("claim 1 b illegal")->u.claim.kind,
	    COMMAND_CLAIM_ILLEGAL);
	bad("claim 1 b", COMMAND_E_MISSING, 3, COMMAND_ARG_CLAIM);
	bad("claim 1 b draw", COMMAND_E_BAD, 3, COMMAND_ARG_CLAIM);
	bad("claim 1 b time Nf3", COMMAND_E_EXTRA, 4, COMMAND_ARG_NOTHING);
	bad("claim 1 b fifty Nf3 e4", COMMAND_E_EXTRA, 5, COMMAND_ARG_NOTHING);

	assert_int_equal(ok("decide 1 draw")->u.decide.kind,
	    COMMAND_DECIDE_DRAW);
	assert_int_equal(ok("decide 1 postpone")->u.decide.kind,
	    COMMAND_DECIDE_POSTPONE);
	assert_int_equal(ok("decide 1 reject")->u.decide.kind,
	    COMMAND_DECIDE_REJECT);
	bad("decide 1 maybe", COMMAND_E_BAD, 2, COMMAND_ARG_DECIDE);

	assert_int_equal(ok("flag 1 white")->verb, COMMAND_FLAG);
	c = ok("flags 1 first black");
	assert_int_equal(c->verb, COMMAND_FLAGS);
	assert_false(c->u.flags.unknown);
	assert_int_equal(c->side, COMMAND_SIDE_BLACK);
	c = ok("flags 1 unknown");
	assert_true(c->u.flags.unknown);
	assert_int_equal(c->side, COMMAND_SIDE_NONE);
	bad("flags 1", COMMAND_E_MISSING, 2, COMMAND_ARG_FIRST);
	bad("flags 1 black", COMMAND_E_BAD, 2, COMMAND_ARG_FIRST);
	bad("flags 1 first", COMMAND_E_MISSING, 3, COMMAND_ARG_SIDE);

	assert_int_equal(ok("stop 1")->verb, COMMAND_STOP);
	assert_int_equal(ok("go 1")->verb, COMMAND_GO);

	c = ok("setclock 2 1:00:00 45:30.5 moves 20");
	assert_int_equal(c->verb, COMMAND_SETCLOCK);
	assert_int_equal(c->u.setclock.white_ms, 3600000);
	assert_int_equal(c->u.setclock.black_ms, 2730500);
	assert_true(c->u.setclock.has_moves);
	assert_int_equal(c->u.setclock.moves, 20);
	assert_false(ok("setclock 2 5m 5m")->u.setclock.has_moves);
	bad("setclock 2 5m", COMMAND_E_MISSING, 3, COMMAND_ARG_DURATION);
	bad("setclock 2 5m +5m", COMMAND_E_SIGN, 3, COMMAND_ARG_DURATION);
	bad("setclock 2 5m 5m moves", COMMAND_E_MISSING, 5, COMMAND_ARG_NUMBER);
	bad("setclock 2 5m 5m laps 3", COMMAND_E_EXTRA, 4, COMMAND_ARG_NOTHING);
}

/* A followed game: a move with the clock's reading, a reading alone, a
 * feed's report and the arbiter's dismissal. */
static void
test_feed(void **state)
{
	const struct command	*c;

	(void)state;
	c = ok("move 3 Nf3 clock 1:29:58.6");
	assert_int_equal(c->verb, COMMAND_MOVE);
	assert_string_equal(c->u.move.text, "Nf3");
	assert_true(c->u.move.has_clock);
	assert_int_equal(c->u.move.clock_ms, 5398600);
	assert_false(ok("move 3 Nf3")->u.move.has_clock);
	bad("move 3 Nf3 clock", COMMAND_E_MISSING, 4, COMMAND_ARG_DURATION);
	bad("move 3 Nf3 clock -5", COMMAND_E_SIGN, 4, COMMAND_ARG_DURATION);
	bad("move 3 Nf3 clock 5 6", COMMAND_E_EXTRA, 5, COMMAND_ARG_NOTHING);
	/* Only a move carries a reading. */
	bad("illegal 3 Ke2 clock 5", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);
	bad("envelope-lost 3 Nf3 clock 5", COMMAND_E_EXTRA, 3,
	    COMMAND_ARG_NOTHING);

	c = ok("clock 2 1:00:00 45:30.5");
	assert_int_equal(c->verb, COMMAND_CLOCK);
	assert_int_equal(c->u.setclock.white_ms, 3600000);
	assert_int_equal(c->u.setclock.black_ms, 2730500);
	bad("clock 2 5m", COMMAND_E_MISSING, 3, COMMAND_ARG_DURATION);
	bad("clock 2 5m 5m moves 20", COMMAND_E_EXTRA, 4, COMMAND_ARG_NOTHING);

	c = ok("report 4 illegal ply 23 \"Ke2\"");
	assert_int_equal(c->verb, COMMAND_REPORT);
	assert_int_equal(c->u.report.kind, COMMAND_REPORT_ILLEGAL);
	assert_int_equal(c->u.report.ply, 23);
	assert_string_equal(c->u.report.text, "Ke2");
	assert_int_equal(ok("report 4 result 1-0")->u.report.kind,
	    COMMAND_REPORT_RESULT);
	assert_int_equal(ok("report 4 silent \"since 15:42\"")->u.report.ply,
	    0);
	/* Two kinds that came later: new words, no new format. */
	c = ok("report 4 board \"pieces not as the game since 12:03:10\"");
	assert_int_equal(c->u.report.kind, COMMAND_REPORT_BOARD);
	assert_int_equal(c->u.report.ply, 0);
	c = ok("report 7 ambiguous ply 61 \"47x36: 47x29x18x36 or "
	    "47x20x9x36\"");
	assert_int_equal(c->u.report.kind, COMMAND_REPORT_AMBIGUOUS);
	assert_int_equal(c->u.report.ply, 61);
	assert_int_equal(ok("dismiss 4 board")->u.report.kind,
	    COMMAND_REPORT_BOARD);
	bad("report 4 moves x", COMMAND_E_BAD, 2, COMMAND_ARG_REPORT);
	bad("report 4 result", COMMAND_E_MISSING, 3, COMMAND_ARG_REASON);
	bad("report 4 result \"\"", COMMAND_E_EMPTY, 3, COMMAND_ARG_REASON);
	bad("report 4 illegal ply 0 x", COMMAND_E_RANGE, 4, COMMAND_ARG_NUMBER);

	c = ok("dismiss 4");
	assert_int_equal(c->verb, COMMAND_DISMISS);
	assert_int_equal(c->u.report.kind, 0);
	assert_int_equal(ok("dismiss 4 players")->u.report.kind,
	    COMMAND_REPORT_PLAYERS);
	bad("dismiss 4 all", COMMAND_E_BAD, 2, COMMAND_ARG_REPORT);
	bad("dismiss 4 clock x", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);
	/* The arbiter accepts a rewrite: the plies from 23 on go. */
	assert_int_equal(ok("takeback 4 23")->u.report.ply, 23);
	bad("takeback 4", COMMAND_E_MISSING, 2, COMMAND_ARG_NUMBER);
	bad("takeback 4 0", COMMAND_E_RANGE, 2, COMMAND_ARG_NUMBER);
	bad("takeback 4 ply 3", COMMAND_E_BAD, 2, COMMAND_ARG_NUMBER);
	bad("takeback 4 3 x", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);

	assert_int_equal(ok("arbiter dgt feed boards 1-50")->u.arbiter.role,
	    COMMAND_ROLE_FEED);
	assert_string_equal(command_report_name(COMMAND_REPORT_REWRITE),
	    "rewrite");
	assert_string_equal(command_report_name(COMMAND_REPORT_AMBIGUOUS),
	    "ambiguous");
	assert_null(command_report_name(0));
	assert_null(command_report_name(COMMAND_REPORT_NB));
}

static void
check_result(const char *s, unsigned w2, unsigned b2, unsigned forfeit)
{
	const struct command	*c = ok(s);

	assert_int_equal(c->verb, COMMAND_RESULT);
	assert_int_equal(c->u.result.white2, w2);
	assert_int_equal(c->u.result.black2, b2);
	assert_int_equal(c->u.result.forfeit, forfeit);
}

static void
test_result(void **state)
{
	(void)state;
	check_result("result 1 1-0 \"arbiter\"", 2, 0, COMMAND_FORFEIT_NONE);
	check_result("result 1 0-1 x", 0, 2, COMMAND_FORFEIT_NONE);
	check_result("result 1 0-0 \"both late\"", 0, 0, COMMAND_FORFEIT_NONE);
	check_result("result 1 1/2-0 x", 1, 0, COMMAND_FORFEIT_NONE);
	check_result("result 1 0-1/2 x", 0, 1, COMMAND_FORFEIT_NONE);
	check_result("result 1 1/2-1/2 x", 1, 1, COMMAND_FORFEIT_NONE);
	check_result("result 1 \xc2\xbd-\xc2\xbd x", 1, 1,
	    COMMAND_FORFEIT_NONE);
	check_result("result 1 0.5-0 x", 1, 0, COMMAND_FORFEIT_NONE);
	check_result("result 1 +/- \"forfeit\"", 2, 0,
	    COMMAND_FORFEIT_WHITE_WINS);
	check_result("result 1 -/+ \"forfeit\"", 0, 2,
	    COMMAND_FORFEIT_BLACK_WINS);
	assert_string_equal(ok("result 1 1-0 \"a b\"")->u.result.reason, "a b");
	/* Draughts' results (2-0, 1-1), in halves as written: the
	 * edition's scale is the ruling's. */
	check_result("result 1 2-0 x", 4, 0, COMMAND_FORFEIT_NONE);
	check_result("result 1 1-1 x", 2, 2, COMMAND_FORFEIT_NONE);
	check_result("result 1 0-2 x", 0, 4, COMMAND_FORFEIT_NONE);
	bad("result 1 2-1 x", COMMAND_E_RANGE, 2, COMMAND_ARG_RESULT);
	bad("result 1 1-1/2 x", COMMAND_E_RANGE, 2, COMMAND_ARG_RESULT);
	bad("restart 1 board", COMMAND_E_BAD, 2, COMMAND_ARG_RESTART);
	bad("restart 1 colours organizers", COMMAND_E_EXTRA, 3,
	    COMMAND_ARG_NOTHING);
	bad("claim 1 arbiter time", COMMAND_E_BAD, 3, COMMAND_ARG_CLAIM);
	bad("result 1 2-2 x", COMMAND_E_RANGE, 2, COMMAND_ARG_RESULT);
	bad("result 1 3-0 x", COMMAND_E_BAD, 2, COMMAND_ARG_RESULT);
	bad("result 1 1:0 x", COMMAND_E_BAD, 2, COMMAND_ARG_RESULT);
	bad("result 1 1-0-0 x", COMMAND_E_BAD, 2, COMMAND_ARG_RESULT);
	bad("result 1 -/- x", COMMAND_E_BAD, 2, COMMAND_ARG_RESULT);
	bad("result 1 1-0", COMMAND_E_MISSING, 3, COMMAND_ARG_REASON);
	bad("result 1 1-0 a b", COMMAND_E_EXTRA, 4, COMMAND_ARG_NOTHING);

	assert_string_equal(ok("annul 3 \"wrong colours\"")->u.annul.reason,
	    "wrong colours");
	bad("annul 3", COMMAND_E_MISSING, 2, COMMAND_ARG_REASON);
}

/* The 2023 words: event settings, device, 7.5.3, 7.5.4, III.4. */
static void
test_fide_2023(void **state)
{
	const struct command	*c;

	(void)state;
	c = ok("event E rules fide-2023 guidelines-iii regime a4 offers-from 20");
	assert_true(c->u.event.guidelines);
	assert_int_equal(c->u.event.regime, COMMAND_REGIME_A4);
	assert_int_equal(c->u.event.offers_from, 20);
	c = ok("event E rules fide-2023");
	assert_false(c->u.event.guidelines);
	assert_int_equal(c->u.event.regime, COMMAND_REGIME_NONE);
	bad("event E regime a6", COMMAND_E_BAD, 3, COMMAND_ARG_REGIME);
	bad("event E offers-from 0", COMMAND_E_RANGE, 3, COMMAND_ARG_NUMBER);
	bad("event E guidelines-iii guidelines-iii", COMMAND_E_TWICE, 3,
	    COMMAND_ARG_KEYWORD);
	assert_int_equal(ok("device 3 b")->verb, COMMAND_DEVICE);
	c = ok("illegal 4 --");
	assert_string_equal(c->u.move.text, "--");
	assert_false(c->u.move.two_hands);
	c = ok("illegal 4 O-O TWO-HANDS");
	assert_true(c->u.move.two_hands);
	bad("illegal 4 -- two-hands", COMMAND_E_BAD, 2, COMMAND_ARG_MOVE);
	bad("illegal 4 Nf3 hands", COMMAND_E_EXTRA, 3, COMMAND_ARG_NOTHING);
	assert_int_equal(ok("claim 1 w increment")->u.claim.kind,
	    COMMAND_CLAIM_INCREMENT);
	bad("claim 1 w increment Nf3", COMMAND_E_EXTRA, 4, COMMAND_ARG_NOTHING);
	assert_int_equal(ok("decide 1 increment")->u.decide.kind,
	    COMMAND_DECIDE_INCREMENT);
}

static void
test_penalties(void **state)
{
	const struct command	*c;

	(void)state;
	c = ok("penalty 2 white warn \"talking\"");
	assert_int_equal(c->verb, COMMAND_PENALTY);
	assert_int_equal(c->board, 2);
	assert_int_equal(c->side, COMMAND_SIDE_WHITE);
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_WARN);
	assert_string_equal(c->u.penalty.reason, "talking");
	c = ok("penalty 2 black time -2m \"noise\"");
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_TIME);
	assert_int_equal(c->u.penalty.ms, -120000);
	assert_int_equal(ok("penalty 2 w time +1:00 x")->u.penalty.ms, 60000);
	assert_int_equal(ok("penalty 2 b loss \"x\"")->u.penalty.kind,
	    COMMAND_PENALTY_LOSS);
	/* 12.8: persistent refusal to comply is a keyword; a reason that
	 * begins with the article (the form before it) is only a reason
	 * here, the ruling reads it (test_session.c). */
	c = ok("penalty 2 b loss refusal \"refuses to write\"");
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_LOSS);
	assert_true(c->u.penalty.refusal);
	assert_string_equal(c->u.penalty.reason, "refuses to write");
	c = ok("penalty 2 b loss \"12.8 refuses\"");
	assert_false(c->u.penalty.refusal);
	assert_string_equal(c->u.penalty.reason, "12.8 refuses");
	c = ok("penalty 2 b loss \"refusal\"");	/* quoted: a reason */
	assert_false(c->u.penalty.refusal);
	assert_string_equal(c->u.penalty.reason, "refusal");
	bad("penalty 2 b loss refusal", COMMAND_E_MISSING, 5,
	    COMMAND_ARG_REASON);
	bad("penalty 2 b warn refusal x", COMMAND_E_EXTRA, 5,
	    COMMAND_ARG_NOTHING);
	c = ok("penalty 2 b points -1/2 \"x\"");
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_POINTS);
	assert_int_equal(c->u.penalty.points2, -1);
	assert_int_equal(ok("penalty 2 b points +1 x")->u.penalty.points2, 2);
	assert_int_equal(ok("penalty 2 b points +\xc2\xbd x")->u.penalty.points2,
	    1);
	c = ok("penalty 17 expel \"cheating\"");
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_EXPEL);
	assert_int_equal(c->u.penalty.id, 17);
	assert_int_equal(c->board, 0);
	assert_int_equal(c->side, COMMAND_SIDE_NONE);
	bad("penalty 2 b time 2m x", COMMAND_E_SIGN, 4, COMMAND_ARG_DURATION);
	bad("penalty 2 b time x", COMMAND_E_SIGN, 4, COMMAND_ARG_DURATION);
	bad("penalty 2 b points 1 x", COMMAND_E_SIGN, 4, COMMAND_ARG_POINTS);
	bad("penalty 2 b points +2 x", COMMAND_E_BAD, 4, COMMAND_ARG_POINTS);
	bad("penalty 2 b points +0 x", COMMAND_E_RANGE, 4, COMMAND_ARG_POINTS);
	bad("penalty 2 b jail x", COMMAND_E_BAD, 3, COMMAND_ARG_PENALTY);
	/* 2023 12.9.7, 12.9.8: a fine on a board, an exclusion of a player. */
	c = ok("penalty 2 b fine \"50 EUR\"");
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_FINE);
	assert_string_equal(c->u.penalty.reason, "50 EUR");
	c = ok("penalty 17 exclude 3 \"x\"");
	assert_int_equal(c->u.penalty.kind, COMMAND_PENALTY_EXCLUDE);
	assert_int_equal(c->u.penalty.id, 17);
	assert_int_equal(c->u.penalty.rounds, 3);
	assert_int_equal(c->board, 0);
	bad("penalty 17 exclude 0 x", COMMAND_E_RANGE, 3, COMMAND_ARG_ROUNDS);
	bad("penalty 17 exclude x", COMMAND_E_BAD, 3, COMMAND_ARG_ROUNDS);
	bad("penalty 2 b exclude 1 x", COMMAND_E_BAD, 3, COMMAND_ARG_PENALTY);
	bad("penalty 2 b expel x", COMMAND_E_BAD, 3, COMMAND_ARG_PENALTY);
	bad("penalty 2 b warn", COMMAND_E_MISSING, 4, COMMAND_ARG_REASON);
	bad("penalty 0 expel x", COMMAND_E_RANGE, 1, COMMAND_ARG_ID);
	bad("penalty 5 expel", COMMAND_E_MISSING, 3, COMMAND_ARG_REASON);
	bad("penalty", COMMAND_E_MISSING, 1, COMMAND_ARG_BOARD);

	c = ok("extra 3 both 10m \"power cut\"");
	assert_int_equal(c->verb, COMMAND_EXTRA);
	assert_int_equal(c->side, COMMAND_SIDE_BOTH);
	assert_int_equal(c->u.extra.ms, 600000);
	assert_int_equal(ok("extra 3 black 30 x")->side, COMMAND_SIDE_BLACK);
	bad("extra 3 both -10m x", COMMAND_E_SIGN, 3, COMMAND_ARG_DURATION);
	bad("extra 3 all 10m x", COMMAND_E_BAD, 2, COMMAND_ARG_SIDE_OR_BOTH);
	bad("extra 3 both 10m", COMMAND_E_MISSING, 4, COMMAND_ARG_REASON);

	assert_int_equal(ok("phone 3 black")->verb, COMMAND_PHONE);
}

static void
test_adjournment(void **state)
{
	const struct command	*c;

	(void)state;
	assert_int_equal(ok("adjourn 4")->verb, COMMAND_ADJOURN);
	/* <round>.<board>: a game an earlier round left adjourned (A). */
	c = ok("resume 1.12");
	assert_int_equal(c->round, 1);
	assert_int_equal(c->board, 12);
	assert_int_equal(ok("resume 12")->round, 0);
	c = ok("move 999.9999 Nf3");
	assert_int_equal(c->round, 999);
	assert_int_equal(c->board, 9999);
	bad("resume 1.", COMMAND_E_BAD, 1, COMMAND_ARG_BOARD);
	bad("resume .12", COMMAND_E_BAD, 1, COMMAND_ARG_BOARD);
	bad("resume 1.2.3", COMMAND_E_BAD, 1, COMMAND_ARG_BOARD);
	bad("resume 0.12", COMMAND_E_RANGE, 1, COMMAND_ARG_BOARD);
	bad("resume 1000.12", COMMAND_E_RANGE, 1, COMMAND_ARG_BOARD);
	bad("resume 1.10000", COMMAND_E_RANGE, 1, COMMAND_ARG_BOARD);
	bad("resume 1.0", COMMAND_E_RANGE, 1, COMMAND_ARG_BOARD);
	c = ok("seal 4 \"Nf3xe5+\"");
	assert_int_equal(c->verb, COMMAND_SEAL);
	assert_string_equal(c->u.move.text, "Nf3xe5+");
	c = ok("envelope 4 resume 2026-11-23 10:00 end 14:00 place \"Sala B\"");
	assert_int_equal(c->verb, COMMAND_ENVELOPE);
	assert_int_equal(c->u.envelope.date.day, 23);
	assert_true(date_ok(&c->u.envelope.date));
	assert_int_equal(c->u.envelope.resume, 600);
	assert_true(c->u.envelope.has_end);
	assert_int_equal(c->u.envelope.end, 840);
	assert_string_equal(c->u.envelope.place, "Sala B");
	c = ok("envelope 4 resume 2026-11-23 10:00 place Here end 11:00");
	assert_int_equal(c->u.envelope.end, 660);
	assert_false(ok("envelope 4 resume 2026-11-23 10:00 place Here")
	    ->u.envelope.has_end);
	bad("envelope 4 2026-11-23 10:00 place x", COMMAND_E_BAD, 2,
	    COMMAND_ARG_RESUME_KEYWORD);
	bad("envelope 4", COMMAND_E_MISSING, 2, COMMAND_ARG_RESUME_KEYWORD);
	bad("envelope 4 resume 2026-11-23 10:00", COMMAND_E_MISSING, 5,
	    COMMAND_ARG_PLACE);
	bad("envelope 4 resume 2026-11-23 10:00 end 11:00", COMMAND_E_MISSING,
	    7, COMMAND_ARG_PLACE);
	bad("envelope 4 resume 23/11/2026 10:00 place x", COMMAND_E_BAD, 3,
	    COMMAND_ARG_DATE);
	bad("envelope 4 resume 2026-11-23 place x", COMMAND_E_BAD, 4,
	    COMMAND_ARG_TIME);
	bad("envelope 4 resume 2026-11-23 10:00 place x place y",
	    COMMAND_E_TWICE, 7, COMMAND_ARG_KEYWORD);
	assert_int_equal(ok("resume 4")->verb, COMMAND_RESUME);
	assert_int_equal(ok("open 4")->verb, COMMAND_OPEN);
	c = ok("envelope-lost 4 \"Nf3\"");
	assert_int_equal(c->verb, COMMAND_ENVELOPE_LOST);
	assert_string_equal(c->u.move.text, "Nf3");
	bad("envelope-lost 4", COMMAND_E_MISSING, 2, COMMAND_ARG_MOVE);

	assert_int_equal(ok("show 9")->verb, COMMAND_SHOW);
	bad("show", COMMAND_E_MISSING, 1, COMMAND_ARG_BOARD);
	c = ok("state");
	assert_int_equal(c->verb, COMMAND_STATE);
	assert_int_equal(c->board, 0);
	assert_int_equal(ok("state 9")->board, 9);
	bad("state 9 9", COMMAND_E_EXTRA, 2, COMMAND_ARG_NOTHING);
	bad("state all", COMMAND_E_BAD, 1, COMMAND_ARG_BOARD);
	bad("stat", COMMAND_E_VERB, 0, COMMAND_ARG_VERB);

	/* The venue's offset from UTC: times of day are local. */
	c = ok("round 2 start 15:00 tz +01:00");
	assert_true(c->u.round.has_tz);
	assert_int_equal(c->u.round.tz, 60);
	assert_int_equal(ok("round 2 tz -05:30")->u.round.tz, -330);
	bad("round 2 tz 01:00", COMMAND_E_BAD, 3, COMMAND_ARG_TZ);
	bad("round 2 tz +15:00", COMMAND_E_RANGE, 3, COMMAND_ARG_TZ);

	/* The next round with the last one's games in play says why. */
	c = ok("round 2 override \"the pair withdrew\" date 2026-11-23");
	assert_string_equal(c->u.round.override, "the pair withdrew");
	assert_true(c->u.round.has_date);
	assert_string_equal(ok("round 2")->u.round.override, "");
	bad("round 2 override \"\"", COMMAND_E_EMPTY, 3, COMMAND_ARG_REASON);
	bad("round 2 override", COMMAND_E_MISSING, 3, COMMAND_ARG_REASON);

	/* The arbiter's correction of his own journal line. */
	c = ok("undo 41 \"typed on the wrong board\"");
	assert_int_equal(c->verb, COMMAND_UNDO);
	assert_int_equal(c->board, 0);
	assert_int_equal(c->u.undo.seq, 41);
	assert_string_equal(c->u.undo.reason, "typed on the wrong board");
	bad("undo", COMMAND_E_MISSING, 1, COMMAND_ARG_ID);
	bad("undo 0 x", COMMAND_E_RANGE, 1, COMMAND_ARG_ID);
	bad("undo 41", COMMAND_E_MISSING, 2, COMMAND_ARG_REASON);

	/* The chief acknowledges a broken chain at a line. */
	c = ok("chain 120 \"restored from the backup\"");
	assert_int_equal(c->verb, COMMAND_CHAIN);
	assert_int_equal(c->u.undo.seq, 120);
	bad("chain 120", COMMAND_E_MISSING, 2, COMMAND_ARG_REASON);

	/* What a bounded analysis answered, written down when decided. */
	c = ok("verdict 4 dead unknown");
	assert_int_equal(c->verb, COMMAND_VERDICT);
	assert_int_equal(c->board, 4);
	assert_int_equal(c->u.verdict.question, EVENT_ASK_DEAD);
	assert_int_equal(c->u.verdict.answer, GAME_VERDICT_UNKNOWN);
	assert_int_equal(ok("verdict 4 black yes")->u.verdict.question,
	    EVENT_ASK_BLACK);
	bad("verdict 4 alive no", COMMAND_E_BAD, 2, COMMAND_ARG_QUESTION);
	bad("verdict 4 dead maybe", COMMAND_E_BAD, 3, COMMAND_ARG_ANSWER);
	bad("verdict 4 dead", COMMAND_E_MISSING, 3, COMMAND_ARG_ANSWER);

	/* The journal's format, its first line. */
	assert_int_equal(ok("format 2")->u.format.n, 2);
	bad("format 0", COMMAND_E_RANGE, 1, COMMAND_ARG_NUMBER);
}

static void
test_error_spans(void **state)
{
	(void)state;
	bad_span("move x e4", "x");
	bad_span("penalty 2 b time \"2 m\" x", "\"2 m\"");
	bad_span("frobnicate 3", "frobnicate");
	bad_span("  resign  7  purple ", "purple");
	bad_span("resign 7", "");		/* missing: empty, at the end */
	{
		struct command_error	err;

		assert_int_not_equal(command_parse("resign 7", 8, &cmd, &err),
		    COMMAND_OK);
		assert_int_equal(err.offset, 8);
		assert_int_equal(err.word, 2);
	}
}

/* One line or more per verb; every one must survive format and parse. */
static const char *const examples[] = {
	"event \"Open di Roma\"",
	"event \"A \\\"quoted\\\" \\\\ name\" site \"Roma\" rules fide-2005 game chess",
	"event E rules fide-2001",
	"event E rules fide-1952 game draughts",
	"event E rules fid-draughts",
	"event E points 3 1 0 wait 30m",
	"event E wait 0 points 1 1/2 0",
	"event E points 2.5 1 1/2",
	"event E rules fide-2023 guidelines-iii regime a4 offers-from 20",
	"event E rules fide-2023 wait 0 regime a5",
	"event E rules fide-2023 game chess960",	/* 2023 Guidelines II */
	"event E game chess960",
	"device 3 black",
	"illegal 4 --",
	"resume 1.12",
	"open 2.3 \"Nf3\"",
	"illegal 4 Nf3 two-hands",
	"claim 2 black increment",
	"decide 2 increment",
	"penalty 2 white fine \"50 EUR, phone in the bag\"",
	"penalty 17 exclude 2 \"insulted the arbiter\"",
	"tc \"40/5400+30:1800+30\"",
	"tc 300+3",
	"player 12 \"Rossi, Mario\" rating 2150 fed ITA fide-id 815",
	"player 1 X",
	"player 1 X rating 0",
	"round 3 date 2026-11-22 start 15:00 end 21:00",
	"round 1",
	"round 2 end 00:00",
	"round 4 override \"both pairs withdrew\"",
	"pair 1 12 7 tc \"300+3\" fen \"8/8/8/8/8/8/8/K1k5 w - - 0 1\"",
	"pair 9999 1 2",
	"pair 3 1 2 tc 300+3 start 0",			/* 2023 II.1 */
	"pair 4 1 2 start 959",
	"arbiter mrossi chief",
	"arbiter l.bianchi assistant boards 1,2,5-9",
	"arbiter x_y deputy boards 9999",
	"wait 0",
	"wait 1:30.5",
	"wait 999:00:00",
	"start all",
	"start 5",
	"absent 3 b",
	"arrive 3 white",
	"move 4 e4",
	"move 4 Qxf7#",
	"move 4 \"#weird\"",
	"move 4 \"two words\"",
	"move 4 a\\b",
	"illegal 4 Ke1-c1",
	"offer 2 white",
	"accept 2",
	"decline 2",
	"setposition 6 fen \"4k3/8/8/8/8/8/8/4K3 w - - 0 40\"",
	"resign 1 nero",
	"claim 1 white repetition",
	"claim 1 white fifty Nf3",
	"claim 1 b repetition \"N f3\"",
	"claim 1 b quickplay",
	"claim 1 b time",
	"claim 1 b illegal",
	"decide 1 draw",
	"decide 1 postpone",
	"decide 1 reject",
	"flag 1 white",
	"flags 1 first black",
	"flags 1 unknown",
	"stop 1",
	"go 1",
	"setclock 2 1:00:00 45:30.5 moves 20",
	"setclock 2 0 0.001",
	"result 1 1-0 \"arbiter\"",
	"result 1 0-1 \"\"",
	"result 1 2-0 \"\"",
	"restart 1 orientation",
	"illegal 1 32x21 removed 27,17",
	"restart 2 colours organisers",
	"claim 1 arbiter repetition",
	"claim 1 w count",
	"claim 1 arbiter count",
	"result 1 1-1 \"\"",
	"result 1 0-0 x",
	"result 1 1/2-0 x",
	"result 1 0-1/2 x",
	"result 1 \xc2\xbd-\xc2\xbd x",
	"result 1 +/- x",
	"result 1 -/+ x",
	"annul 3 \"wrong colours\"",
	"penalty 2 white warn \"talking\"",
	"penalty 2 black time -2m \"noise\"",
	"penalty 2 black time +0 \"noise\"",
	"penalty 2 b loss x",
	"penalty 2 b loss refusal \"refuses to write\"",
	"penalty 2 b loss \"refusal\"",
	"penalty 2 b points -1/2 x",
	"penalty 2 b points +1 x",
	"penalty 17 expel \"cheating\"",
	"extra 3 both 10m \"power cut\"",
	"extra 3 white 30 x",
	"phone 3 black",
	"adjourn 4",
	"seal 4 \"Nf3xe5+\"",
	"envelope 4 resume 2026-11-23 10:00 end 14:00 place \"Sala B\"",
	"envelope 4 resume 2024-02-29 23:59 place x",
	"resume 4",
	"open 4",
	"envelope-lost 4 \"Nf3\"",
	"show 9",
	"state",
	"state 9",
	"undo 41 \"wrong board\"",
	"round 3 date 2026-11-23 start 15:00 end 21:00 tz +01:00",
	"round 4 tz -05:30",
	"undo 7 \"\"",
	"chain 120 \"the disk was restored from a backup\"",
	"verdict 4 dead unknown",
	"annul 3 setup \"king and queen swapped\"",
	"annul 3 colours \"colours reversed\"",
	"verdict 4 white no",
	"verdict 12 black yes",
	"format 2",
	"move 3 Nf3 clock 1:29:58.6",
	"move 3 e4 clock 0",
	"clock 2 1:00:00 45:30.5",
	"report 4 illegal ply 23 \"Ke2\"",
	"report 4 rewrite ply 21 \"Nf3 Nc6 Bb5\"",
	"report 4 result \"1/2-1/2\"",
	"report 4 players \"Carlsen, Magnus - Caruana, Fabiano\"",
	"report 4 silent \"15:42\"",
	"report 4 clock \"white 1:10:05 40:05\"",
	"dismiss 4",
	"dismiss 4 result",
	"takeback 4 23",
	"source dgt boards 1-50,60 \"/srv/livechess/Open\" round 3",
	"source lcc boards 7 \"https://view.livechesscloud.com/#abc\"",
	"source dgt off",
	"arbiter dgt feed boards 1-50",
	"bye 7 pab",
	"bye 12 full",
	"bye 3 half",
	"bye 999999999 zero",
	"event \"Open\" tiebreaks \"BH-C1,BH,SB,DE\"",
	"draw 960",
	"draw 960 round 2 start 417",
	"draw 960 start 0",
};

static void
test_round_trip(void **state)
{
	struct command	a, b;
	char		text[COMMAND_LINE_MAX + 1], again[COMMAND_LINE_MAX + 1];
	size_t		k, n;
	bool		seen[COMMAND_VERB_NB] = { false };
	int		v;

	(void)state;
	for (k = 0; k < sizeof examples / sizeof examples[0]; k++) {
		assert_int_equal(command_parse(examples[k], strlen(examples[k]),
		    &a, NULL), COMMAND_OK);
		assert_int_not_equal(a.verb, COMMAND_NONE);
		seen[a.verb] = true;
		n = command_format(&a, text, sizeof text);
		if (n == 0)
			fail_msg("'%s' does not format", examples[k]);
		assert_int_equal(n, strlen(text));
		if (command_parse(text, n, &b, NULL) != COMMAND_OK)
			fail_msg("'%s' formats as '%s', refused", examples[k],
			    text);
		if (memcmp(&a, &b, sizeof a) != 0)
			fail_msg("'%s' -> '%s' parses differently",
			    examples[k], text);
		/* The canonical text is a fixed point. */
		assert_int_equal(command_format(&b, again, sizeof again), n);
		assert_string_equal(text, again);
		/* Too small a buffer: 0 and an empty string, never a cut. */
		assert_int_equal(command_format(&a, again, n), 0);
		assert_string_equal(again, "");
	}
	for (v = COMMAND_NONE + 1; v < COMMAND_VERB_NB; v++) {
		if (!seen[v])
			fail_msg("no round trip for '%s'",
			    command_verb_name((enum command_verb)v));
	}
}

static void
test_canonical(void **state)
{
	char	text[COMMAND_LINE_MAX];
	struct {
		const char	*in, *out;
	} t[] = {
		{ "RESIGN 1 W", "resign 1 white" },
		{ "arrive 3 bianco  # late", "arrive 3 white" },
		{ "wait 90", "wait 1:30" },
		{ "wait 1h30m", "wait 1:30:00" },
		{ "penalty 1 b time -30s \"x\"", "penalty 1 black time -30 \"x\"" },
		{ "result 1 \xc2\xbd-0 x", "result 1 1/2-0 \"x\"" },
		{ "result 1 0.5-0.5 x", "result 1 1/2-1/2 \"x\"" },
		{ "penalty 1 b points +0.5 x", "penalty 1 black points +1/2 \"x\"" },
		{ "event E game chess rules fide-2005 site S",
		  "event \"E\" site \"S\" rules fide-2005 game chess" },
		{ "event E wait 1800 points 3 1 0.0",
		  "event \"E\" points 3 1 0 wait 30:00" },
		{ "event E points 1 0.5 0", "event \"E\" points 1 1/2 0" },
		{ "player 1 X fed ita", "player 1 \"X\" fed ITA" },
		{ "round 1 end 21:00 start 15:00", "round 1 start 15:00 end 21:00" },
		{ "envelope 1 resume 2026-01-02 09:00 place P end 12:00",
		  "envelope 1 resume 2026-01-02 09:00 end 12:00 place \"P\"" },
		{ "seal 2 Nf3", "seal 2 \"Nf3\"" },
		{ "flags 2 first nero", "flags 2 first black" },
		{ "PENALTY 2 W LOSS REFUSAL x",
		  "penalty 2 white loss refusal \"x\"" },
		{ "draw 960 start 417 round 2", "draw 960 round 2 start 417" },
	};
	size_t	k;

	(void)state;
	for (k = 0; k < sizeof t / sizeof t[0]; k++) {
		ok(t[k].in);
		assert_true(command_format(&cmd, text, sizeof text) > 0);
		assert_string_equal(text, t[k].out);
	}
}

static void
test_format_refuses(void **state)
{
	struct command	c;
	char		text[COMMAND_LINE_MAX];

	(void)state;
	memset(&c, 0, sizeof c);
	assert_int_equal(command_format(&c, text, sizeof text), 0);
	assert_true(command_ok(&c));		/* COMMAND_NONE */
	c.verb = COMMAND_VERB_NB;
	assert_false(command_ok(&c));
	assert_int_equal(command_format(&c, text, sizeof text), 0);
	/* A text that would break the line. */
	ok("annul 1 x");
	cmd.u.annul.reason[0] = '\n';
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	/* Out-of-range fields. */
	ok("go 1");
	cmd.board = 0;
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	assert_false(command_ok(&cmd));
	ok("resign 1 w");
	cmd.side = COMMAND_SIDE_BOTH;
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	cmd.side = COMMAND_SIDE_ARBITER;	/* only a claim's */
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("claim 1 arbiter count");
	cmd.u.claim.kind = COMMAND_CLAIM_TIME;
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("result 1 1-0 x");
	cmd.u.result.black2 = 1;
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("claim 1 w time");
	strcpy(cmd.u.claim.move, "e4");
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("penalty 1 w warn x");
	cmd.u.penalty.refusal = true;	/* a loss's only */
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("move 1 e4");
	cmd.u.move.text[0] = '\0';
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("illegal 1 e4");
	cmd.u.move.has_clock = true;	/* only a move carries a reading */
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("clock 1 5 5");
	cmd.u.setclock.has_moves = true;	/* a reading sets no counter */
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("report 1 result x");
	cmd.u.report.kind = COMMAND_REPORT_NB;
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	ok("dismiss 1");
	strcpy(cmd.u.report.text, "x");
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	assert_null(command_verb_name(COMMAND_NONE));
	assert_string_equal(command_verb_name(COMMAND_ENVELOPE_LOST),
	    "envelope-lost");
}

/* The app's texts: one for every status and every expectation. */
static void
test_messages(void **state)
{
	struct command_error	err;
	int			k;

	(void)state;
	for (k = 0; k < COMMAND_ARG_NB; k++)
		assert_string_not_equal(cmderror_expected((enum command_arg)k),
		    "?");
	memset(&err, 0, sizeof err);
	for (k = 0; k < COMMAND_STATUS_NB; k++) {
		err.status = (enum command_status)k;
		assert_string_not_equal(cmderror_text(&err), "?");
		assert_null(strstr(cmderror_text(&err), "%"));
	}
	assert_int_equal(command_parse("resign 7", 8, &cmd, &err),
	    COMMAND_E_MISSING);
	assert_string_equal(cmderror_text(&err), "missing white or black");
	assert_int_equal(command_parse("go x", 4, &cmd, &err), COMMAND_E_BAD);
	assert_string_equal(cmderror_text(&err), "expected a board number");
	assert_int_equal(command_parse("go 1 2", 6, &cmd, &err),
	    COMMAND_E_EXTRA);
	assert_string_equal(cmderror_text(&err),
	    "one word too many: the command ends before it");
}

/* The message for a refused line: the word quoted, then the reason. */
static void
hostile_message(const char *line, const char *want)
{
	struct command_error	 err;
	char			*text;

	assert_int_not_equal(command_parse(line, strlen(line), &cmd, &err),
	    COMMAND_OK);
	text = refusal_parse_text(line, &err);
	assert_string_equal(text, want);
	free(text);
}

/*
 * Texts must be UTF-8 without hidden characters (a Latin-1 name from a
 * TRF file, a bidi override in a reason): refused, naming the word.
 */
static void
test_hostile_text(void **state)
{
	(void)state;
	/* Latin-1 ü, an overlong '/', a surrogate, a stray continuation. */
	bad_span("player 1 \"M\xfc" "ller\"", "\"M\xfc" "ller\"");
	bad_span("player 1 \"\xc0\xaf\"", "\"\xc0\xaf\"");
	bad_span("player 1 \"\xed\xa0\x80\"", "\"\xed\xa0\x80\"");
	bad_span("move 1 e4\x80", "e4\x80");
	bad_span("resign 1 white\xff", "white\xff");
	/* Bidi overrides and isolates, other invisible characters. */
	bad_span("player 1 \"Ali\xe2\x80\xae" "ce\"", "\"Ali\xe2\x80\xae" "ce\"");
	bad_span("penalty 1 white warn \"a\xe2\x81\xa6" "b\"",
	    "\"a\xe2\x81\xa6" "b\"");
	bad_span("annul 1 \"x\xe2\x80\x8b" "y\"", "\"x\xe2\x80\x8b" "y\"");
	bad_span("annul 1 \"\xef\xbb\xbfx\"", "\"\xef\xbb\xbfx\"");
	bad_span("annul 1 \"\xc2\x9b" "31m\"", "\"\xc2\x9b" "31m\"");
	/* The status, and the word in the message, quoted for a terminal. */
	bad("player 1 \"M\xfc" "ller\"", COMMAND_E_UTF8, 2, COMMAND_ARG_NOTHING);
	bad("resign 1 white\xff", COMMAND_E_UTF8, 2, COMMAND_ARG_NOTHING);
	bad("move\xc3 1 e4", COMMAND_E_UTF8, 0, COMMAND_ARG_NOTHING);
	bad("annul 1 \"\xe2\x80\xae" "x\"", COMMAND_E_HIDDEN, 2,
	    COMMAND_ARG_NOTHING);
	bad("annul 1 \"\xf3\xa0\x80\x81" "x\"", COMMAND_E_HIDDEN, 2,
	    COMMAND_ARG_NOTHING);
	hostile_message("player 1 \"M\xfc" "ller\"",
	    "'\"M\\xFCller\"': not valid UTF-8 (bad bytes shown as \\xHH): "
	    "convert the text to UTF-8");
	hostile_message("player 1 \"Ali \xe2\x80\xae" "ecnarF\"",
	    "'\"Ali <U+202E>ecnarF\"': an invisible or text-direction "
	    "character (shown as <U+...>) is not allowed");
	/* UTF-8 names stay, joiners included (Persian, Indic names). */
	assert_string_equal(ok("player 1 \"M\xc3\xbc" "ller\"")->u.player.name,
	    "M\xc3\xbc" "ller");
	assert_string_equal(ok("player 2 \"Mo\xe2\x80\x8c" "ammad\"")->u.player.name,
	    "Mo\xe2\x80\x8c" "ammad");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_lexer),
		cmocka_unit_test(test_setting_up),
		cmocka_unit_test(test_play),
		cmocka_unit_test(test_result),
		cmocka_unit_test(test_penalties),
		cmocka_unit_test(test_fide_2023),
		cmocka_unit_test(test_adjournment),
		cmocka_unit_test(test_feed),
		cmocka_unit_test(test_error_spans),
		cmocka_unit_test(test_round_trip),
		cmocka_unit_test(test_canonical),
		cmocka_unit_test(test_format_refuses),
		cmocka_unit_test(test_messages),
		cmocka_unit_test(test_hostile_text),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
