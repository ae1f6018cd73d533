/*
 * test_recordread.c: the record syntax PGN and PDN share, driven by a toy
 * game that knows no rules (every token is a move, "W" and "L" are
 * results): what each hook is given, fed whole and byte by byte; the
 * draw-offer mark (=), a capital in parentheses where the syntax allows
 * it, the setup command, move numbers, and the syntax's errors.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "recordread.h"

/* The toy reader: the shared state first, then a log of the hooks. */
struct toy {
	struct record_reader	 rr;
	char			 log[2048];
	size_t			 len;
};

static void
say(struct record_reader *rr, const char *what, const char *text)
{
	struct toy	*t = (struct toy *)rr;
	int		 n;

	n = snprintf(t->log + t->len, sizeof t->log - t->len, "%s%s%s ",
	    what, text != NULL ? ":" : "", text != NULL ? text : "");
	assert_true(n > 0 && (size_t)n < sizeof t->log - t->len);
	t->len += (size_t)n;
}

static bool
toy_result(const char *t, size_t len)
{
	return len == 1 && (t[0] == 'W' || t[0] == 'L');
}

static bool
toy_annotation(const char *t)
{
	return strcmp(t, "!") == 0;
}

static void
toy_begin(struct record_reader *rr)
{
	say(rr, "game", NULL);
}

static void
toy_moves(struct record_reader *rr)
{
	say(rr, "moves", rr->fen[0] != '\0' ? rr->fen : NULL);
}

static void
toy_end(struct record_reader *rr, const char *result)
{
	say(rr, "end", result);
}

static void
toy_number(struct record_reader *rr, unsigned v)
{
	char	buf[16];

	snprintf(buf, sizeof buf, "%u", v);
	say(rr, "n", buf);
}

static void
toy_move(struct record_reader *rr, const char *t, size_t len)
{
	assert_int_equal(strlen(t), len);
	say(rr, "m", t);
}

static void
toy_tag(struct record_reader *rr, const char *name, const char *value)
{
	say(rr, name, value);
}

static void
toy_command(struct record_reader *rr, const char *cmd)
{
	say(rr, "cmd", cmd);
}

static void
toy_comment_end(struct record_reader *rr)
{
	say(rr, "}", NULL);
}

static void
toy_setup(struct record_reader *rr, char *text)
{
	say(rr, "setup", text);
}

static void
toy_error(struct record_reader *rr, enum record_error e, const char *text)
{
	static const char *const name[] = {
		[RECORD_E_TOKEN_TOO_LONG] = "E_LONG",
		[RECORD_E_TAG] = "E_TAG",
		[RECORD_E_UNBALANCED] = "E_PAREN",
		[RECORD_E_TRUNCATED] = "E_CUT",
		[RECORD_E_NO_RESULT] = "E_NORESULT",
	};

	say(rr, name[e], text);
}

static const struct record_syntax toy_syntax = {
	.token_max = 8,
	.cmd_max = 16,
	.paren_after = "8",
	.setup = true,
	.is_result = toy_result,
	.game_begin = toy_begin,
	.moves_begin = toy_moves,
	.game_end = toy_end,
	.number = toy_number,
	.is_annotation = toy_annotation,
	.move = toy_move,
	.tag = toy_tag,
	.command = toy_command,
	.comment_end = toy_comment_end,
	.setup_end = toy_setup,
	.error = toy_error,
};

/* Read text whole, then byte by byte: both logs must be want. */
static void
check(const char *text, const char *want)
{
	static struct toy	t;
	size_t			i, n = strlen(text);

	memset(&t, 0, sizeof t);
	record_reader_init(&t.rr, &toy_syntax);
	record_reader_feed(&t.rr, text, n);
	record_reader_finish(&t.rr);
	assert_string_equal(t.log, want);
	memset(&t, 0, sizeof t);
	record_reader_init(&t.rr, &toy_syntax);
	for (i = 0; i < n; i++)
		record_reader_feed(&t.rr, text + i, 1);
	record_reader_finish(&t.rr);
	assert_string_equal(t.log, want);
}

static void
test_game(void **state)
{
	(void)state;
	check("\xef\xbb\xbf[Event \"a \\\"b\\\"\"]\r\n[FEN \"x/y\"]\n\n"
	    "1. ab {c [%clk 1:00] d} cd ! 2...ef $12 (gh (ij)) kl ; x y\n"
	    "%  escaped line\nmn W\n",
	    "game Event:a \"b\" FEN:x/y n:1 moves:x/y m:ab cmd:clk 1:00 } "
	    "m:cd n:2 m:ef m:kl m:mn end:W ");
}

static void
test_parentheses(void **state)
{
	(void)state;
	/* a8(Q) is one token; a7(Q) and a8(q) open variations; (=) is a
	 * mark, not a variation. */
	check("a8(Q) a7(Q) b (=) a8(q) c L",
	    "game moves m:a8(Q) m:a7 m:b m:a8 m:c end:L ");
	check("a (=) b) L", "game moves m:a m:b E_PAREN:) end:L ");
}

static void
test_setup(void **state)
{
	(void)state;
	/* A number alone begins no game: that is the number hook's to do. */
	check("1. a /FEN \"x\"/ b W", "n:1 game moves m:a setup:FEN \"x\" m:b "
	    "end:W ");
	check("a (/skipped/) b W", "game moves m:a m:b end:W ");
}

static void
test_errors(void **state)
{
	(void)state;
	check("abcdefghi W", "game moves E_LONG:abcdefgh end:W ");
	check("[Bad name \"v\"]\n[Ok \"v\"] a W",
	    "game E_TAG:Bad Ok:v moves m:a end:W ");
	check("a b [Next \"v\"] c W",
	    "game moves m:a m:b E_NORESULT: end: game Next:v moves m:c end:W ");
	check("a {cut", "game moves m:a E_CUT: end: ");
	check("a (b", "game moves m:a E_CUT: end: ");
	check("a /FEN", "game moves m:a E_CUT: end: ");
	check("a b", "game moves m:a m:b E_NORESULT: end: ");
	check("; only a comment\n", "");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_parentheses),
		cmocka_unit_test(test_setup),
		cmocka_unit_test(test_errors),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
