/*
 * test_pgnfeed.c: PGN and PDN as live sources write them (app/feed/
 * pgnfeed.h), on our fixtures of tests/data/feeds and on inline texts:
 * FEEDS.md 7.3 cases 11 (half-written file, BOM, Latin-1, CRLF, a
 * comment wrapped across lines), 12 (%clk with two-digit hours, tenths,
 * H:MM, missing; %emt apart; WhiteClock/BlackClock; ReferenceTime with Z
 * and an offset), 13 (free-text TimeControl), 14 (Round r, r.b, r.m.b;
 * Board, GameId), 15 ("-" and {=}), 7 (a stood illegal move is kept)
 * and 20 (PDN [%clock] with either letter upper-case, 2-0/1-1/0-2; a
 * capture written 47x36 that two routes reach); a Chess960 game's start
 * numbered from its [FEN] and [Variant] (1.2).
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

#include "gamekind.h"
#include "app/feed/pgnfeed.h"

#define MAXG	16
static struct feed_game	got[MAXG];
static unsigned		ngot, ordinals[MAXG];

static void
keep(void *arg, const struct feed_game *g, unsigned ordinal)
{
	(void)arg;
	assert_true(ngot < MAXG);
	assert_true(feed_game_copy(&got[ngot], g));
	assert_int_equal(g->hash, feed_hash(g));
	ordinals[ngot++] = ordinal;
}

static void
forget(void)
{
	while (ngot > 0)
		feed_game_release(&got[--ngot]);
}

static struct pgnfeed_info
read_text(const char *s, size_t len, bool draughts)
{
	struct pgnfeed_info	info;

	forget();
	assert_true(pgnfeed_read(s, len, draughts, keep, NULL, &info));
	assert_int_equal(info.games, ngot);
	return info;
}

static struct pgnfeed_info
read_str(const char *s)
{
	return read_text(s, strlen(s), false);
}

static struct pgnfeed_info
read_fixture(const char *name, bool draughts)
{
	struct pgnfeed_info	 info;
	char			 path[4096], buf[8192];
	size_t			 n;
	FILE			*f;

	snprintf(path, sizeof path, "%s/tests/data/feeds/%s", TOP_SRCDIR,
	    name);
	f = fopen(path, "rb");
	assert_non_null(f);
	n = fread(buf, 1, sizeof buf, f);
	fclose(f);
	info = read_text(buf, n, draughts);
	return info;
}

#define HMS(h, m, s)	((((int64_t)(h) * 60 + (m)) * 60 + (s)) * 1000)

static void
test_dialect(void **state)
{
	struct pgnfeed_info	 info;
	struct feed_game	*g = &got[0];

	(void)state;
	/* BOM, CRLF, a %clk wrapped across lines, %emt apart (7.3.11-12) */
	info = read_fixture("livechess-dialect.pgn", false);
	assert_int_equal(ngot, 1);
	assert_false(info.partial);
	assert_false(info.latin1);
	assert_string_equal(info.error, "");
	assert_int_equal(g->round, 3);
	assert_int_equal(g->board, 2);
	assert_string_equal(g->white.name, "Rossi, Anna");
	assert_string_equal(g->black.name, "Bianchi, Luca");
	assert_int_equal(g->white.fide_id, 860001);
	assert_int_equal(g->black.fide_id, 860002);
	assert_string_equal(g->result, "*");
	assert_string_equal(g->fen, "");
	assert_int_equal(g->n, 4);
	assert_string_equal(g->plies[0].move, "d4");
	assert_string_equal(g->plies[3].move, "e6");
	assert_true(g->plies[0].clock_ms == HMS(1, 30, 21));
	assert_true(g->plies[0].emt_ms == FEED_CLOCK_NONE);
	assert_true(g->plies[1].emt_ms == HMS(0, 0, 18));
	assert_true(g->plies[2].clock_ms == HMS(1, 29, 40));	/* wrapped */
	assert_true(g->plies[2].emt_ms == HMS(0, 1, 11));
	assert_true(g->plies[3].clock_ms == HMS(1, 29, 5));
	assert_true(g->white_ms == HMS(1, 27, 40));
	assert_true(g->black_ms == HMS(1, 29, 5));
	/* 2026-11-28T14:12:03.510Z */
	assert_true(g->read_at_ms == INT64_C(1795875123510));
}

static void
test_escoresheet(void **state)
{
	struct feed_game	*g = &got[0];

	(void)state;
	/* Round r.m.b, H:MM and tenths, {=} and "-" (7.3.12, 14, 15) */
	read_fixture("escoresheet.pgn", false);
	assert_int_equal(ngot, 1);
	assert_int_equal(g->round, 3);
	assert_int_equal(g->board, 7);
	assert_string_equal(g->result, "1/2-1/2");
	assert_int_equal(g->n, 10);
	assert_true(g->plies[2].clock_ms == HMS(1, 28, 0));
	assert_true(g->plies[3].clock_ms == FEED_CLOCK_NONE);	/* missing */
	assert_true(g->plies[5].offer);
	assert_false(g->plies[4].offer);
	assert_false(g->plies[6].offer);
	assert_string_equal(g->plies[7].move, "-");
	assert_string_equal(g->plies[8].move, "O-O");
	assert_true(g->plies[8].offer);		/* "{= [%clk 01:20]}" */
	assert_true(g->plies[8].clock_ms == HMS(1, 20, 0));
	assert_false(g->plies[9].offer);	/* "{draw? = no}" */
	assert_true(g->plies[9].clock_ms == HMS(0, 9, 58) + 600);
}

static void
test_latin1(void **state)
{
	struct pgnfeed_info	 info;
	struct feed_game	*g = &got[0];

	(void)state;
	/* 7.3.11: Latin-1 names; Round r with a Board tag; GameId */
	info = read_fixture("latin1.pgn", false);
	assert_true(info.latin1);
	assert_int_equal(ngot, 1);
	assert_string_equal(g->white.name, "S\xc3\xb8rensen, J\xc3\xa6rgen");
	assert_string_equal(g->black.name, "M\xc3\xbcller, Uwe");
	assert_int_equal(g->round, 2);
	assert_int_equal(g->board, 4);
	assert_string_equal(g->result, "1-0");
	/* the same in UTF-8 is taken as it is */
	info = read_str("[White \"M\xc3\xbcller, Uwe\"]\n\n1. e4 *\n");
	assert_false(info.latin1);
	assert_string_equal(got[0].white.name, "M\xc3\xbcller, Uwe");
}

static void
test_half_written(void **state)
{
	static const char	 whole[] =
	    "[Round \"1.1\"]\n\n1. e4 {[%clk 01:30:00]} e5 *\n\n"
	    "[Round \"1.2\"]\n[White \"M\xc3\xbcller\"]\n\n1. d4 d5 2. c4 *\n";
	struct pgnfeed_info	 info;
	size_t			 cut, second = strstr(whole, "[Round \"1.2")
	    - whole;

	(void)state;
	/* 7.3.11: every cut of a file being written gives the games it
	 * holds whole, never an error, never a game cut short. */
	for (cut = 0; cut <= sizeof whole - 1; cut++) {
		info = read_text(whole, cut, false);
		assert_false(info.latin1);	/* a cut ü is no Latin-1 */
		assert_string_equal(info.error, "");
		if (ngot == 2) {
			assert_int_equal(got[1].n, 3);
			assert_false(info.partial);
		} else if (cut >= second - 2) {
			assert_int_equal(ngot, 1);
			assert_int_equal(got[0].n, 2);
		} else if (ngot == 1)
			assert_int_equal(got[0].n, 2);
		if (ngot == 1 && cut > second)
			assert_true(info.partial);
	}
	assert_int_equal(ngot, 2);
	assert_int_equal(ordinals[1], 2);
	assert_int_equal(got[1].board, 2);
}

static void
test_round_board(void **state)
{
	(void)state;
	read_str("[Round \"5\"]\n\n*\n"
	    "[Round \"1.2.3\"]\n[Board \"9\"]\n\n*\n"
	    "[Board \"9\"]\n[Round \"1.2.3\"]\n\n*\n"
	    "[Round \"?\"]\n[GameId \"abc\"]\n\n1. e4 *\n");
	assert_int_equal(ngot, 4);
	assert_int_equal(got[0].round, 5);
	assert_int_equal(got[0].board, 0);	/* not said: the caller's */
	assert_int_equal(got[1].round, 1);
	assert_int_equal(got[1].board, 9);	/* the Board tag wins */
	assert_int_equal(got[2].board, 9);
	assert_int_equal(got[3].round, 0);
	assert_int_equal(ordinals[3], 4);
}

static void
test_clocks(void **state)
{
	const char	*s;

	(void)state;
	s = "1:02:03";
	assert_true(pgnfeed_hms_ms(&s) == HMS(1, 2, 3));
	assert_string_equal(s, "");
	s = "00:15:19]";
	assert_true(pgnfeed_hms_ms(&s) == HMS(0, 15, 19));
	assert_string_equal(s, "]");
	s = "0:09:58.6";
	assert_true(pgnfeed_hms_ms(&s) == HMS(0, 9, 58) + 600);
	s = "01:28";
	assert_true(pgnfeed_hms_ms(&s) == HMS(1, 28, 0));
	s = "88";
	assert_true(pgnfeed_hms_ms(&s) == -1);
	s = "x";
	assert_true(pgnfeed_hms_ms(&s) == -1);
	s = "1234567:00:00";
	assert_true(pgnfeed_hms_ms(&s) == -1);
	assert_true(pgnfeed_iso_ms("1970-01-01T00:00:00Z") == 0);
	assert_true(pgnfeed_iso_ms("2024-12-19T17:52:47.862Z") ==
	    INT64_C(1734630767862));
	/* an offset: 12:52:47 at -05:00 is 17:52:47 UTC */
	assert_true(pgnfeed_iso_ms("2024-12-19T12:52:47.862-05:00") ==
	    INT64_C(1734630767862));
	assert_true(pgnfeed_iso_ms("2024-12-19T19:52:47.862+0200") ==
	    INT64_C(1734630767862));
	assert_true(pgnfeed_iso_ms("2024-13-19T19:52:47Z") == -1);
	assert_true(pgnfeed_iso_ms("yesterday") == -1);
	assert_true(pgnfeed_iso_ms("") == -1);
	/* a bad ReferenceTime is unknown, not an error */
	read_str("[ReferenceTime \"B/soon\"]\n[WhiteClock \"x\"]\n\n*\n");
	assert_int_equal(ngot, 1);
	assert_true(got[0].read_at_ms == 0);
	assert_true(got[0].white_ms == -1);
}

static void
test_kept_as_written(void **state)
{
	(void)state;
	/* 7.3.7-8: a stood illegal move and the kings-in-the-centre move
	 * are kept (the follower alerts); glyphs are not the move; a
	 * variation is not the mainline; a FEN sets the start. */
	read_str("[FEN \"4k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n"
	    "[Variant \"Fischerandom\"]\n\n"
	    "1. Ke2!? (1. Kd2 Kd7) Ke7 2. Re3 Ke5 3. Kd4 $1 Kd5 *\n");
	assert_int_equal(ngot, 1);
	assert_string_equal(got[0].fen, "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
	assert_int_equal(got[0].n, 6);
	assert_string_equal(got[0].plies[0].move, "Ke2");
	assert_string_equal(got[0].plies[1].move, "Ke7");
	assert_string_equal(got[0].plies[2].move, "Re3");
	assert_string_equal(got[0].plies[5].move, "Kd5");
}

static void
test_chess960_start(void **state)
{
	(void)state;
	/* FEEDS.md 1.2: a LiveChess 960 game is its start's [FEN] and a
	 * Variant tag; the start's number (Guidelines II.1) is what the
	 * follower checks against the board's. */
	read_str("[Variant \"Chess960\"]\n"
	    "[FEN \"bnnqrkrb/pppppppp/8/8/8/8/PPPPPPPP/BNNQRKRB w KQkq - 0 1\"]"
	    "\n\n1. O-O O-O *\n"
	    "[FEN \"bbqnrnkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNRNKR w HEhe - 0 1\"]"
	    "\n[Variant \"Fischerandom\"]\n\n1. Nde3 *\n"
	    "[Variant \"fischerandom\"]\n"
	    "[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]"
	    "\n\n1. e4 *\n");
	assert_int_equal(ngot, 3);
	assert_int_equal(got[0].chess960, 35);		/* BNNQRKRB */
	assert_int_equal(got[1].chess960, 96);		/* Shredder-FEN too */
	assert_int_equal(got[2].chess960, 518);		/* Art. 2's start */
	/* No Variant: an ordinary game set up from a FEN; a 960 game set
	 * up from a position that is no start: no number. */
	read_str("[FEN \"bnnqrkrb/pppppppp/8/8/8/8/PPPPPPPP/BNNQRKRB w - - 0 1\"]"
	    "\n\n*\n[Variant \"Chess960\"]\n"
	    "[FEN \"bnnqrkrb/pppppppp/8/8/8/8/PPPPPPPP/BNNQRK1B w - - 0 1\"]"
	    "\n\n*\n[Variant \"Chess960\"]\n\n*\n");
	assert_int_equal(ngot, 3);
	assert_int_equal(got[0].chess960, -1);
	assert_int_equal(got[1].chess960, -1);
	assert_int_equal(got[2].chess960, -1);
}

/* Every start of the 960 is read back as its own number. */
static void
test_chess960_every_start(void **state)
{
	const struct game_kind	*k = gamekind_find("chess960");
	struct game_pos		 pos;
	char			 fen[GAME_POS_TEXT_MAX], text[256];
	unsigned		 n;

	(void)state;
	assert_non_null(k);
	for (n = 0; n < 960; n++) {
		assert_true(k->start_number(&pos, n));
		k->pos_write(&pos, fen);
		snprintf(text, sizeof text, "[Variant \"Chess960\"]\n"
		    "[FEN \"%s\"]\n\n*\n", fen);
		read_str(text);
		assert_int_equal(ngot, 1);
		assert_int_equal(got[0].chess960, (int)n);
	}
}

static void
test_pdn(void **state)
{
	struct pgnfeed_info	info;

	(void)state;
	/* 7.3.20: [%clock] with either letter upper-case, both lower */
	info = read_fixture("draughts.pdn", true);
	assert_int_equal(ngot, 2);
	assert_false(info.partial);
	assert_int_equal(got[0].round, 4);
	assert_int_equal(got[0].board, 1);
	assert_int_equal(got[0].n, 4);
	assert_string_equal(got[0].plies[0].move, "32-28");
	assert_string_equal(got[0].plies[2].move, "28x19");
	assert_true(got[0].plies[0].clock_ms == HMS(1, 29, 40));
	assert_true(got[0].plies[1].clock_ms == HMS(1, 29, 12));
	assert_true(got[0].plies[2].clock_ms == FEED_CLOCK_NONE);
	/* both lower case: the mover by turn (Black's 14x23) */
	assert_true(got[0].plies[3].clock_ms == HMS(1, 28, 0));
	assert_string_equal(got[0].result, "*");
	assert_string_equal(got[1].result, "2-0");
	read_text("1. 32-28 1-1\n2. 33-29 0-2\n", 26, true);
	assert_int_equal(ngot, 2);
	assert_string_equal(got[0].result, "1-1");
	assert_string_equal(got[1].result, "0-2");
	/* a chess result is no draughts result */
	read_text("1. 32-28 1-0\n", 13, true);
	assert_int_equal(ngot, 0);
}

/*
 * 7.3.20: "47x36" that two three-piece routes of the king reach (4.13,
 * 4.14, 8.2.3; the position of test_draughts_notation's test_resolve):
 * the moves after it name the route, else the ply waits while the game
 * is on and stays as written once it has a result.
 */
static void
test_ambiguous_capture(void **state)
{
#define AMB_TAGS "[GameType \"20\"]\n" \
	"[FEN \"W:WK47:B7,12,14,17,23,31,33,37,44\"]\n"
	static const char pdn[] =
	    AMB_TAGS "1. 47x36 14-19 *\n\n"
	    AMB_TAGS "1. 47x36 23-28 *\n\n"
	    AMB_TAGS "1. 47x36 {[%clock w1:00:00 B1:00:00]} 7-11 *\n\n"
	    AMB_TAGS "1. 47x36 7-11 2-0\n\n"
	    AMB_TAGS "1. 47x36 7-11 2. 36-27 14-19 *\n\n"
	    AMB_TAGS "1. 47x36 7-11 2. 36-27 50-45 *\n\n";
#undef AMB_TAGS

	(void)state;
	read_text(pdn, sizeof pdn - 1, true);
	assert_int_equal(ngot, 6);
	/* Black's 14 stands only if the king went over 23. */
	assert_int_equal(got[0].n, 2);
	assert_string_equal(got[0].plies[0].move, "47x29x18x36");
	assert_string_equal(got[0].plies[1].move, "14-19");
	assert_int_equal(got[1].n, 2);
	assert_string_equal(got[1].plies[0].move, "47x20x9x36");
	/* Both routes fit 7-11: the capture and what follows wait. */
	assert_int_equal(got[2].n, 0);
	assert_string_equal(got[2].result, "*");
	/* ... but a finished game has no later move: left as written. */
	assert_int_equal(got[3].n, 2);
	assert_string_equal(got[3].plies[0].move, "47x36");
	assert_string_equal(got[3].result, "2-0");
	/* Black's second move decides it. */
	assert_int_equal(got[4].n, 4);
	assert_string_equal(got[4].plies[0].move, "47x29x18x36");
	/* Both routes stop at the same illegal move: as written. */
	assert_int_equal(got[5].n, 4);
	assert_string_equal(got[5].plies[0].move, "47x36");
	assert_string_equal(got[5].plies[3].move, "50-45");
	forget();
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_dialect),
		cmocka_unit_test(test_escoresheet),
		cmocka_unit_test(test_latin1),
		cmocka_unit_test(test_half_written),
		cmocka_unit_test(test_round_board),
		cmocka_unit_test(test_clocks),
		cmocka_unit_test(test_kept_as_written),
		cmocka_unit_test(test_chess960_start),
		cmocka_unit_test(test_chess960_every_start),
		cmocka_unit_test(test_pdn),
		cmocka_unit_test(test_ambiguous_capture),
	};
	int	rc;

	rc = cmocka_run_group_tests(tests, NULL, NULL);
	forget();
	return rc;
}
