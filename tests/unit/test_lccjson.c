/*
 * test_lccjson.c: LiveChess Cloud's JSON (app/feed/lccjson.h): move
 * strings in all four shapes (7.3.1), a jump at a time control (7.3.2),
 * Chess960 numbers (7.3.3), result words against index.json's (7.3.4),
 * byes, missing fideid and mname, date null, rounds[].live as a count
 * (7.3.5), the clock object winning for the last two plies (7.3.1) unless
 * it was read before the last ply (7.3.18), and
 * the real game file of ../shared (skipped without it).
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

#include "shared_data.h"

#include "app/feed/lccjson.h"

static void
move_is(const char *s, const char *san, int64_t clk, int64_t emt)
{
	char	got[FEED_MOVE_SIZE];
	int64_t	c, e;

	assert_true(lcc_move_parse(s, got, sizeof got, &c, &e));
	assert_string_equal(got, san);
	assert_true(c == clk);
	assert_true(e == emt);
}

static void
move_bad(const char *s)
{
	char	got[FEED_MOVE_SIZE];
	int64_t	c, e;

	assert_false(lcc_move_parse(s, got, sizeof got, &c, &e));
}

static void
test_moves(void **state)
{
	(void)state;
	move_is("e4 5436+23", "e4", 5436000, 23000);
	move_is("Kxg3 1521", "Kxg3", 1521000, FEED_CLOCK_NONE);
	move_is("Nc6 +26", "Nc6", FEED_CLOCK_NONE, 26000);
	move_is("d4", "d4", FEED_CLOCK_NONE, FEED_CLOCK_NONE);
	move_is("exd8=Q+ 0+0", "exd8=Q+", 0, 0);
	move_is("O-O-O 5", "O-O-O", 5000, FEED_CLOCK_NONE);
	move_bad("");
	move_bad(" 5436");
	move_bad("e4 x");
	move_bad("e4 5436+");
	move_bad("e4 5436+2x");
	move_bad("e4 54 36");
	move_bad("e4 1234567890");
	move_bad("Qxxxxxxxxxxxxxxxxxxxxxxxxxxxx");
}

static void
test_960(void **state)
{
	char	fen[FEED_FEN_SIZE];

	(void)state;
	assert_true(feed_960_fen(518, fen, sizeof fen));
	assert_string_equal(fen, "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR "
	    "w KQkq - 0 1");
	assert_true(feed_960_fen(0, fen, sizeof fen));
	assert_string_equal(fen, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR "
	    "w KQkq - 0 1");
	assert_true(feed_960_fen(959, fen, sizeof fen));
	assert_non_null(strstr(fen, "/RKRNNQBB "));
	assert_false(feed_960_fen(960, fen, sizeof fen));
	assert_false(feed_960_fen(-1, fen, sizeof fen));
	assert_false(feed_960_fen(518, fen, 20));
}

static void
test_tournament(void **state)
{
	static const char t[] = "{\"id\":\"Club Open\",\"rounds\":["
	    "{\"count\":2,\"live\":0},{\"count\":2,\"live\":2},"
	    "{\"count\":0,\"live\":0}],\"eboards\":[\"24117\"]}";
	static const char done[] = "{\"rounds\":[{\"count\":10,\"live\":0},"
	    "{\"count\":10,\"live\":0},{\"count\":0,\"live\":0}]}";
	char	err[LCC_ERROR_SIZE];

	(void)state;
	assert_int_equal(lcc_tournament_round(t, sizeof t - 1, err), 2);
	assert_int_equal(lcc_tournament_round(done, sizeof done - 1, err), 2);
	assert_int_equal(lcc_tournament_round("{\"rounds\":[]}", 13, err), 0);
	assert_string_equal(err, "no round with games");
	assert_int_equal(lcc_tournament_round("<html>", 6, err), 0);
	assert_non_null(strstr(err, "line 1"));
	assert_int_equal(lcc_tournament_round("[1]", 3, err), 0);
}

static void
test_index(void **state)
{
	static const char ix[] = "{\"date\":null,\"pairings\":["
	    "{\"white\":{\"fname\":\"Anna\",\"mname\":null,\"lname\":\"Rossi\","
	    "\"title\":\"WFM\",\"federation\":\"ITA\",\"gender\":null,"
	    "\"fideid\":860001},\"black\":{\"fname\":\"Luca\",\"mname\":\"M\","
	    "\"lname\":\"Bianchi\",\"fideid\":null},\"result\":\"*\","
	    "\"live\":true},"
	    "{\"white\":{\"fname\":\"Marta\",\"lname\":\"Verdi\"},"
	    "\"black\":null,\"result\":\"1-0\",\"live\":false},"
	    "{\"white\":{\"fname\":\"Solo\",\"lname\":null},\"black\":{},"
	    "\"result\":null}]}";
	struct lcc_index	x;
	char			err[LCC_ERROR_SIZE];

	(void)state;
	assert_true(lcc_index_parse(ix, sizeof ix - 1, &x, err));
	assert_int_equal(x.n, 3);
	assert_string_equal(x.p[0].white.name, "Rossi, Anna");
	assert_int_equal(x.p[0].white.fide_id, 860001);
	assert_string_equal(x.p[0].black.name, "Bianchi, Luca M");
	assert_int_equal(x.p[0].black.fide_id, 0);
	assert_true(x.p[0].live);
	assert_string_equal(x.p[1].result, "1-0");
	assert_string_equal(x.p[1].black.name, "");	/* a bye */
	assert_string_equal(x.p[2].white.name, "Solo");
	assert_string_equal(x.p[2].black.name, "");
	assert_string_equal(x.p[2].result, "*");
	lcc_index_free(&x);
	assert_false(lcc_index_parse("{\"pairings\":3}", 14, &x, err));
	assert_string_equal(err, "no \"pairings\" array");
	assert_false(lcc_index_parse("{\"pairings\":[", 13, &x, err));
}

static bool
parse(const char *json, struct feed_game *g, bool *live, char *err)
{
	return lcc_game_parse(json, strlen(json), g, live, err);
}

static void
test_game(void **state)
{
	static const char g1[] = "{\"live\":true,\"serialNr\":\"24117\","
	    "\"firstMove\":1764338400000,\"chess960\":518,\"result\":null,"
	    "\"comment\":null,\"clock\":{\"white\":5262,\"black\":5345,"
	    "\"time\":1764338730000},\"moves\":[\"d4 5421+9\",\"Nf6 5412+18\","
	    "\"c4 5379+72\",\"e6 +97\",\"Nc3\"]}";
	static const char jump[] = "{\"live\":true,\"chess960\":518,"
	    "\"moves\":[\"f5+ 2396\",\"Rdh1 4205\",\"Kg7 4100\"]}";
	struct feed_game	 g;
	char			 err[LCC_ERROR_SIZE];
	bool			 live;

	(void)state;
	feed_game_init(&g);
	assert_true(lcc_game_parse(g1, sizeof g1 - 1, &g, &live, err));
	assert_true(live);
	assert_int_equal(g.chess960, 518);
	assert_string_equal(g.fen, "");
	assert_string_equal(g.result, "*");
	assert_int_equal(g.n, 5);
	assert_true(g.plies[0].clock_ms == 5421000);
	assert_true(g.plies[2].emt_ms == 72000);
	/* 7.3.1: the clock object wins for the last two plies: e6 (Black)
	 * had none, Nc3 (White) had none */
	assert_true(g.plies[3].clock_ms == 5345000);
	assert_true(g.plies[3].emt_ms == 97000);
	assert_true(g.plies[4].clock_ms == 5262000);
	assert_true(g.plies[2].clock_ms == 5379000);	/* earlier: kept */
	assert_true(g.white_ms == 5262000);
	assert_true(g.black_ms == 5345000);
	assert_true(g.read_at_ms == INT64_C(1764338730000));
	feed_game_release(&g);
	/* 7.3.2: time added at a control is a jump, taken as it is */
	assert_true(lcc_game_parse(jump, sizeof jump - 1, &g, &live, err));
	assert_true(g.plies[1].clock_ms == 4205000);
	assert_true(g.white_ms == FEED_CLOCK_NONE);	/* no clock object */
	feed_game_release(&g);
	/* 7.3.4: the result words; the index's result where none */
	strcpy(g.result, "1/2-1/2");
	assert_true(parse("{\"result\":\"WHITEWIN\",\"moves\":[]}", &g, &live,
	    err));
	assert_string_equal(g.result, "1-0");
	assert_false(live);
	assert_true(parse("{\"result\":\"BLACKWIN\"}", &g, &live, err));
	assert_string_equal(g.result, "0-1");
	assert_true(parse("{\"result\":\"DRAW\"}", &g, &live, err));
	assert_string_equal(g.result, "1/2-1/2");
	strcpy(g.result, "1-0");
	assert_true(parse("{\"result\":\"*\"}", &g, &live, err));
	assert_string_equal(g.result, "1-0");	/* the index's stays */
	/* 7.3.3: another number is a 960 start */
	assert_true(parse("{\"chess960\":0}", &g, &live, err));
	assert_int_equal(g.chess960, 0);
	assert_non_null(strstr(g.fen, "BBQNNRKR"));
	feed_game_release(&g);
	assert_true(parse("{\"chess960\":4000}", &g, &live, err));
	assert_int_equal(g.chess960, -1);
	/* a move that is not a move string: the game is refused, said */
	assert_false(parse("{\"moves\":[\"e4\",7]}", &g, &live, err));
	assert_non_null(strstr(err, "move 2"));
	feed_game_release(&g);
	assert_false(parse("{\"moves\":[\"e4 x\"]}", &g, &live, err));
	assert_non_null(strstr(err, "'e4 x'"));
	feed_game_release(&g);
}

/* pgn-mule's copy of a real LCC game (a 960 game, round 2, board 1). */
static void
test_shared(void **state)
{
	const char		*data = getenv("SHARED_DATA");
	char			 path[4096], *buf, err[LCC_ERROR_SIZE];
	struct feed_game	 g;
	size_t			 len;
	bool			 live;
	FILE			*f;

	(void)state;
	snprintf(path, sizeof path, "%s/feeds/lcc/game-960.json",
	    data != NULL ? data : "/nonexistent");
	if ((f = fopen(path, "rb")) == NULL)
		skip();
	buf = malloc(1 << 20);
	assert_non_null(buf);
	len = fread(buf, 1, 1 << 20, f);
	fclose(f);
	feed_game_init(&g);
	assert_true(lcc_game_parse(buf, len, &g, &live, err));
	assert_false(live);
	assert_int_equal(g.chess960, 266);
	assert_int_equal(g.n, 60);
	assert_string_equal(g.plies[0].move, "e4");
	assert_true(g.plies[0].clock_ms == 1534000);
	assert_true(g.plies[0].emt_ms == 25000);
	assert_string_equal(g.plies[3].move, "Nb6");
	assert_string_equal(g.result, "0-1");
	assert_string_equal(g.white.name, "Pentsak, Svitlana");
	assert_int_equal(g.white.fide_id, 12345678);
	assert_string_equal(g.black.name, "Kollars, Dmitrij");
	assert_int_equal(g.black.fide_id, 87654321);
	feed_game_release(&g);
	free(buf);
}

/*
 * 7.3.18: a clock object read before the last ply.  The plies were made
 * at firstMove (d4), +18 s (Nf6), +90 s (c4), +187 s (e6) and +312 s
 * (Nc3); the object was read at +100 s, after c4: its readings are not
 * e6's nor Nc3's clocks, which keep their move strings' times.  Read at
 * +330 s, it wins for them as usual (7.3.1).
 */
static void
test_read_before_last(void **state)
{
#define RB_GAME(t) "{\"live\":true,\"serialNr\":\"24117\"," \
	"\"firstMove\":1764338400000,\"chess960\":518,\"result\":null," \
	"\"comment\":null,\"clock\":{\"white\":5379,\"black\":5402," \
	"\"time\":" t "},\"moves\":[\"d4 5421+9\",\"Nf6 5412+18\"," \
	"\"c4 5379+72\",\"e6 5315+97\",\"Nc3 5254+125\"]}"
	static const char stale[] = RB_GAME("1764338500000");
	static const char fresh[] = RB_GAME("1764338730000");
	/* The same with no emt: nothing bounds the last ply's time. */
	static const char bare[] = "{\"live\":true,\"firstMove\":"
	    "1764338400000,\"clock\":{\"white\":5379,\"black\":5402,"
	    "\"time\":1764338500000},\"moves\":[\"d4 5421\",\"Nf6 5412\","
	    "\"c4 5379\",\"e6 5315\",\"Nc3 5254\"]}";
#undef RB_GAME
	struct lcc_seen		 seen = { 4, INT64_C(1764338500000) };
	struct feed_game	 g;
	char			 err[LCC_ERROR_SIZE];
	bool			 live;

	(void)state;
	feed_game_init(&g);
	assert_true(lcc_game_parse(stale, sizeof stale - 1, &g, &live, err));
	assert_true(g.plies[3].clock_ms == 5315000);	/* e6's own */
	assert_true(g.plies[4].clock_ms == 5254000);	/* Nc3's own */
	/* the object's readings stay for the follower to weigh */
	assert_true(g.white_ms == 5379000);
	assert_true(g.black_ms == 5402000);
	assert_true(g.read_at_ms == INT64_C(1764338500000));
	feed_game_release(&g);
	assert_true(lcc_game_parse(fresh, sizeof fresh - 1, &g, &live, err));
	assert_true(g.plies[3].clock_ms == 5402000);
	assert_true(g.plies[4].clock_ms == 5379000);
	feed_game_release(&g);
	/* No emt: only what the reader saw tells.  The same reading was
	 * there when the game had 4 plies: taken before Nc3. */
	assert_true(lcc_game_parse(bare, sizeof bare - 1, &g, &live, err));
	assert_true(g.plies[4].clock_ms == 5379000);	/* lila's reading */
	feed_game_release(&g);
	assert_true(lcc_game_parse_seen(bare, sizeof bare - 1, &g, &live,
	    &seen, err));
	assert_true(g.plies[3].clock_ms == 5315000);
	assert_true(g.plies[4].clock_ms == 5254000);
	feed_game_release(&g);
	/* Seen with as many plies: a later reading of the same game. */
	seen.plies = 5;
	assert_true(lcc_game_parse_seen(bare, sizeof bare - 1, &g, &live,
	    &seen, err));
	assert_true(g.plies[4].clock_ms == 5379000);
	feed_game_release(&g);
	/* A negative reading (the fuzzer's) is no clock: the move's stays. */
	assert_true(parse("{\"clock\":{\"white\":-379,\"black\":5402},"
	    "\"moves\":[\"d4 5421\",\"Nf6 5412\"]}", &g, &live, err));
	assert_true(g.white_ms == FEED_CLOCK_NONE);
	assert_true(g.plies[0].clock_ms == 5421000);
	assert_true(g.plies[1].clock_ms == 5402000);
	feed_game_release(&g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_moves),
		cmocka_unit_test(test_960),
		cmocka_unit_test(test_tournament),
		cmocka_unit_test(test_index),
		cmocka_unit_test(test_game),
		cmocka_unit_test(test_read_before_last),
		cmocka_unit_test(test_shared),	/* from ../shared/data */
	};

	return run_with_shared(tests, sizeof tests / sizeof tests[0], 1,
	    "feeds/lcc/game-960.json");
}
