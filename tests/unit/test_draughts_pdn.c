/*
 * test_draughts_pdn.c: PDN 3.0 games read as a stream and written: tags,
 * GameType, FEN set-ups, move numbers, comments with clock commands,
 * results, several games, the first error of each game with its game and
 * move number, input cut anywhere, and random games written and read back.
 */
#include "config.h"

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/pdn.h"

/* The events as one line of text. */
struct log {
	char	text[8192];
	size_t	len;
	uint64_t moves[512];
	size_t	nmoves;
};

static void	log_add(struct log *, const char *, ...)
		    __attribute__((format(printf, 2, 3)));

static void
log_add(struct log *l, const char *fmt, ...)
{
	va_list	ap;

	va_start(ap, fmt);
	l->len += (size_t)vsnprintf(l->text + l->len, sizeof l->text - l->len,
	    fmt, ap);
	va_end(ap);
}

static bool
on_event(void *arg, const struct pdn_event *ev)
{
	struct log	*l = arg;
	char		 fen[DRAUGHTS_FEN_MAX];

	assert_true(draughts_ok(ev->pos));
	switch (ev->type) {
	case PDN_EV_TAG:
		log_add(l, "[%s=%s]", ev->name, ev->text);
		break;
	case PDN_EV_MOVETEXT:
		draughts_fen_write(ev->pos, fen);
		log_add(l, "<%s>", fen);
		break;
	case PDN_EV_MOVE:
		assert_true(draughts_is_legal(ev->pos, ev->move));
		log_add(l, " %u:%s", ev->move_number, ev->text);
		if (l->nmoves < 512)
			l->moves[l->nmoves++] = ev->move;
		break;
	case PDN_EV_CLOCK:
		log_add(l, " {");
		if (ev->clk_ms >= 0)
			log_add(l, "c%" PRId64, ev->clk_ms);
		if (ev->clock_ms[0] >= 0)
			log_add(l, "w%" PRId64, ev->clock_ms[0]);
		if (ev->clock_ms[1] >= 0)
			log_add(l, "b%" PRId64, ev->clock_ms[1]);
		if (ev->emt_ms >= 0)
			log_add(l, "e%" PRId64, ev->emt_ms);
		log_add(l, "}");
		break;
	case PDN_EV_SETUP:
		log_add(l, " /%s/", ev->text);
		break;
	case PDN_EV_GAME_END:
		log_add(l, " =%s|", ev->text);
		break;
	case PDN_EV_ERROR:
		log_add(l, " !g%lu m%u '%s' %s", ev->game, ev->move_number,
		    ev->text, pdn_strerror(ev->error));
		if (ev->move_error != DNOTATION_OK)
			log_add(l, " (%s)", dnotation_strerror(ev->move_error));
		break;
	}
	return true;
}

/* Read text in chunks of step bytes (0: all at once). */
static void
read_text(struct log *l, const char *text, size_t step)
{
	struct pdn_reader	r;
	size_t			len = strlen(text), i, n;

	memset(l, 0, sizeof *l);
	pdn_reader_init(&r, on_event, l);
	if (step == 0)
		step = len;
	for (i = 0; i < len; i += n) {
		n = len - i < step ? len - i : step;
		pdn_reader_feed(&r, text + i, n);
	}
	pdn_reader_finish(&r);
}

/* The same events whatever the chunks. */
static void
expect(const char *text, const char *want)
{
	struct log	l;
	size_t		step;

	for (step = 0; step <= 7; step++) {
		read_text(&l, text, step);
		if (strcmp(l.text, want) != 0)
			fail_msg("chunks of %zu:\n got  %s\n want %s", step,
			    l.text, want);
	}
}

/* A game with the usual tags, numbers, comments and a result. */
static void
test_game(void **state)
{
	(void)state;
	expect("[Event \"Test\"]\n[White \"A, B\"]\n[Black \"C\"]\n"
	    "[Result \"2-0\"]\n[GameType \"20\"]\n\n"
	    "1. 32-28 19-23 2. 28x19 {a comment} 14x23 3.37-32 10-14\n"
	    "4. 32-28 23x32 5. 38x27 17-22 ; rest of line\n2-0\n",
	    "[Event=Test][White=A, B][Black=C][Result=2-0][GameType=20]"
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 2:28x19 2:14x23 3:37-32 "
	    "3:10-14 4:32-28 4:23x32 5:38x27 5:17-22 =2-0|");
	/* Numbers with zeros and dots, annotations, no numbers at all. */
	expect("01. 32-28! 01... 19-23? 02.28x19!! 14x23 * ",
	    "<W:W31-50:B1-20> 1:32-28! 1:19-23? 2:28x19!! 2:14x23 =*|");
	expect("32-28 19-23 28x19 14x23 1-1",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 2:28x19 2:14x23 =1-1|");
	/* Variations, NAGs, escapes and a byte-order mark are skipped. */
	expect("\xef\xbb\xbf%escape line\n1. 32-28 (1. 33-29 18-23) $1 "
	    "19-23 (1... 18-22 (1... 17-21)) 0-2",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 =0-2|");
	/* CR LF line ends. */
	expect("[Event \"x\"]\r\n\r\n1. 32-28 *\r\n",
	    "[Event=x]<W:W31-50:B1-20> 1:32-28 =*|");
}

/* GameType and FEN: the set-up position, Black to move, numbering. */
static void
test_setup(void **state)
{
	(void)state;
	expect("[GameType \"20,W,10,10,N2,0\"]\n[SetUp \"1\"]\n"
	    "[FEN \"W:W15:B9,10\"]\n1. 15x13 *\n",
	    "[GameType=20,W,10,10,N2,0][SetUp=1][FEN=W:W15:B9,10]"
	    "<W:W15:B9,10> 1:15x13 =*|");
	expect("[FEN \"B:W28,32:B19,17\"]\n23... 19-23 24. 28x19 17-21 "
	    "25. 19-14 0-0",
	    "[FEN=B:W28,32:B19,17]<B:W28,32:B17,19> 23:19-23 24:28x19 "
	    "24:17-21 25:19-14 =0-0|");
	/* Not international draughts. */
	expect("[GameType \"21\"]\n1. 9-14 23-18 *\n[Event \"next\"]\n"
	    "1. 32-28 *",
	    "[GameType=21] !g1 m1 '21' not international draughts (GameType)"
	    " =*|[Event=next]<W:W31-50:B1-20> 1:32-28 =*|");
	expect("[FEN \"W:W3:B20\"]\n1. 3-8 *",
	    "[FEN=W:W3:B20] !g1 m1 'W:W3:B20' bad FEN =*|");
	/* PDN 3.0's setup command in the middle of a game. */
	expect("1. 32-28 /FEN \"B:W28,31-36,38-50:B1-20\"/ 1... 20-25 *",
	    "<W:W31-50:B1-20> 1:32-28 /B:W28,31-36,38-50:B1-20/ 1:20-25 =*|");
	expect("1. 32-28 /FEN \"W:W28:B46\"/ *",
	    "<W:W31-50:B1-20> 1:32-28 !g1 m1 'W:W28:B46' bad FEN =*|");
	expect("1. 32-28 /FEN W:W28:B46/ *",
	    "<W:W31-50:B1-20> 1:32-28 !g1 m1 'FEN W:W28:B46' malformed setup "
	    "command =*|");
}

/* [%clock], [%clk] and [%emt] in the comment after a move. */
static void
test_clocks(void **state)
{
	(void)state;
	expect("1. 31-26 {[%clock w0:10:00 B0:10:00]} 18-22 "
	    "{[%clock W0:09:57 b0:09:58]} 2. 34-30 {[%clk 1:05:23]} 20-25 "
	    "{before [%clock 0:49:11] after} 3. 30-24 {[%emt 0:00:12.5]} *",
	    "<W:W31-50:B1-20> 1:31-26 {w600000b600000} 1:18-22 "
	    "{w597000b598000} 2:34-30 {c3923000} 2:20-25 {c2951000} "
	    "3:30-24 {e12500} =*|");
	/* A comment without a clock, or before any move, says nothing. */
	expect("{[%clock w0:10:00]} 1. 32-28 {no clock [%foo 1]} *",
	    "<W:W31-50:B1-20> 1:32-28 =*|");
}

/* The first error of a game, with game, move number and text; the rest
 * of that game skipped; the next game read. */
static void
test_errors(void **state)
{
	(void)state;
	expect("1. 32-28 19-23 2. 32-27 14-19 2-0\n1. 31-27 0-2",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 !g1 m2 '32-27' illegal move "
	    "(no piece of the side to move there) =2-0|"
	    "<W:W31-50:B1-20> 1:31-27 =0-2|");
	expect("1. 32-28 19-23 2. 37-32 *",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 !g1 m2 '37-32' illegal move "
	    "(a capture is compulsory) =*|");
	expect("[FEN \"W:W32,34:BK27,29,19\"] 1. 32x21 *",
	    "[FEN=W:W32,34:BK27,29,19]<W:W32,34:B19,K27,29> !g1 m1 '32x21' "
	    "illegal move (the majority rule requires another capture) =*|");
	expect("[FEN \"W:WK5:B20,28,34,38,42\"] 1. 5x9 *",
	    "[FEN=W:WK5:B20,28,34,38,42]<W:WK5:B20,28,34,38,42> !g1 m1 '5x9' "
	    "ambiguous move (ambiguous: give the landing squares) =*|");
	expect("1. 32-28 19-2x *",
	    "<W:W31-50:B1-20> 1:32-28 !g1 m1 '19-2x' unreadable move "
	    "(not a move) =*|");
	/* No result, input cut inside a comment, a tag or a variation. */
	expect("1. 32-28 19-23\n[Event \"b\"]\n1. 33-29 *",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 !g1 m2 '' game without a "
	    "result =|[Event=b]<W:W31-50:B1-20> 1:33-29 =*|");
	expect("1. 32-28 {cut",
	    "<W:W31-50:B1-20> 1:32-28 !g1 m1 '' input ends inside a tag, "
	    "comment, setup or variation =|");
	expect("[Event \"cut",
	    " !g1 m1 '' input ends inside a tag, comment, setup or variation"
	    "<W:W31-50:B1-20> =|");
	expect("1. 32-28 (19-23 *",
	    "<W:W31-50:B1-20> 1:32-28 !g1 m1 '' input ends inside a tag, "
	    "comment, setup or variation =|");
	expect("1. 32-28 19-23 )",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 !g1 m2 ')' unbalanced "
	    "parenthesis =*|");
	expect("[Bad tag] 1. 32-28 *",
	    " !g1 m1 'Bad' malformed tag pair<W:W31-50:B1-20> =*|");
	expect("1. 32-28 12345678901234567890123456789012345678901234567890"
	    "12345678901234567890123456789012345678901234567890 *",
	    "<W:W31-50:B1-20> 1:32-28 !g1 m1 '123456789012345678901234567890"
	    "123456789012345678901234567890123456789012' token too long =*|");
	/* Nothing at all is no game. */
	expect("", "");
	expect("  \n; only a comment\n", "");
}

/*
 * What real PDN writers leave that PDN 3.0 allows (issue 29.6): squares
 * padded with blanks ("1- 7", 54 games of the Dutch files), "1. ... 7-12"
 * for White's move, and no result after the last game ("PdnFile : Game
 * (GameSeparator Game)* GameSeparator?"); but a } outside a comment is
 * refused (comments do not nest).
 */
static void
test_other_writers(void **state)
{
	(void)state;
	expect("1. 32-28 19-23 2. 28x19 14x23 3. 37-32  9- 14 4. 41-37 3- 9 *",
	    "<W:W31-50:B1-20> 1:32-28 1:19-23 2:28x19 2:14x23 3:37-32 3:9-14 "
	    "4:41-37 4:3-9 =*|");
	expect("1. 32-28 19- {x} 23 *", "<W:W31-50:B1-20> 1:32-28 !g1 m1 '19-' "
	    "unreadable move (not a move) =*|");
	expect("[FEN \"B:W31-50:B1-20\"] 1. ... 19-23 2. 32-28 *",
	    "[FEN=B:W31-50:B1-20]<B:W31-50:B1-20> 1:19-23 2:32-28 =*|");
	expect("1. 32-28 19-23", "<W:W31-50:B1-20> 1:32-28 1:19-23 =*|");
	expect("[Event \"tags only\"]\n", "[Event=tags only]<W:W31-50:B1-20> "
	    "=*|");
	expect("1. 33-29 19-23 2. 35-30 { nested { comment } } *",
	    "<W:W31-50:B1-20> 1:33-29 1:19-23 2:35-30 !g1 m2 '}' a } outside a "
	    "comment (comments do not nest) =*|");
}

/* The writer's output collected. */
struct out {
	char	text[16384];
	size_t	len;
};

static void
out_fn(void *arg, const char *text, size_t len)
{
	struct out	*o = arg;

	assert_true(o->len + len < sizeof o->text);
	memcpy(o->text + o->len, text, len);
	o->len += len;
	o->text[o->len] = '\0';
}

static void
test_writer(void **state)
{
	static const struct pdn_tag	tags[] = {
		{ "White", "Rossi, \"M\"" }, { "Event", "Club" },
		{ "TimeControl", "5400+30" },
	};
	struct pdn_writer		w;
	struct out			o;
	const char			*p, *line;

	(void)state;
	memset(&o, 0, sizeof o);
	pdn_writer_init(&w, out_fn, &o);
	pdn_writer_tags(&w, tags, 3);
	pdn_writer_move(&w, "32-28", 1, DRAUGHTS_WHITE, 5399000);
	pdn_writer_move(&w, "19-23", 1, DRAUGHTS_BLACK, -1);
	pdn_writer_move(&w, "28x19", 2, DRAUGHTS_WHITE, -1);
	pdn_writer_setup(&w, "B:W31-50:B1-20");
	pdn_writer_move(&w, "14x23", 2, DRAUGHTS_BLACK, 3723000);
	pdn_writer_result(&w, "1-1");
	assert_string_equal(o.text,
	    "[Event \"Club\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n"
	    "[Round \"?\"]\n[White \"Rossi, \\\"M\\\"\"]\n[Black \"?\"]\n"
	    "[Result \"*\"]\n[GameType \"20\"]\n"
	    "[TimeControl \"5400+30\"]\n\n"
	    "1. 32-28 {[%clock w1:29:59]} 19-23 2. 28x19 "
	    "/FEN \"B:W31-50:B1-20\"/ 14x23\n{[%clock b1:02:03]} 1-1\n\n");
	/* Lines stay within 80 columns. */
	for (line = p = o.text; *p != '\0'; p++) {
		if (*p == '\n') {
			assert_true(p - line <= 80);
			line = p + 1;
		}
	}
}

static uint64_t	rng_state = 0x9e3779b97f4a7c15ULL;

static uint64_t
rng(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ULL;
}

/* Random games written and read back move for move. */
static void
test_round_trip(void **state)
{
	struct draughts_position	pos;
	struct pdn_writer		w;
	struct out			o;
	struct log			l;
	uint64_t			moves[DRAUGHTS_MAX_MOVES], played[200];
	char				text[DNOTATION_MAX];
	size_t				n, nplayed, i;
	unsigned			number;
	int				game;

	(void)state;
	for (game = 0; game < 50; game++) {
		memset(&o, 0, sizeof o);
		pdn_writer_init(&w, out_fn, &o);
		pdn_writer_tags(&w, NULL, 0);
		draughts_start(&pos);
		number = 1;
		for (nplayed = 0; nplayed < 200; nplayed++) {
			n = draughts_legal_moves(&pos, moves);
			if (n == 0)
				break;
			played[nplayed] = moves[rng() % n];
			dnotation_write(&pos, played[nplayed], text);
			pdn_writer_move(&w, text, number, draughts_side(&pos),
			    (int64_t)(rng() % 2) * 1000 * (int64_t)nplayed);
			if (draughts_side(&pos) == DRAUGHTS_BLACK)
				number++;
			draughts_make(&pos, played[nplayed]);
		}
		pdn_writer_result(&w, n == 0 ? (draughts_side(&pos) ==
		    DRAUGHTS_WHITE ? "0-2" : "2-0") : "*");
		read_text(&l, o.text, 0);
		assert_int_equal(l.nmoves, nplayed);
		for (i = 0; i < nplayed; i++)
			assert_true(l.moves[i] == played[i]);
		assert_null(strstr(l.text, " !"));
	}
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_setup),
		cmocka_unit_test(test_clocks),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_other_writers),
		cmocka_unit_test(test_writer),
		cmocka_unit_test(test_round_trip),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
