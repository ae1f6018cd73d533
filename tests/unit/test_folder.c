/*
 * test_folder.c: a LiveChess export folder as a source (app/feed/
 * folder.c through source.h), with a folder writer of its own in a
 * temporary folder: the round chosen (the latest, or the one asked),
 * boards handed over only when they change (7.3.10: a same-size rewrite
 * with another result is one), a half-written file that holds no whole
 * game yet (7.3.11: the board keeps what it had, read again soon), a
 * file deleted then written again (no loss) or deleted for good (GONE
 * after the grace time), boards appearing late (7.3.6), games.pgn read
 * only without per-board files, nested folders, inotify waking the
 * follower, the round's index.json, draughts' numbered PDN files
 * (7.3.20); and the real exports
 * of ../shared (skipped without them).
 */
#include "config.h"

#include <sys/stat.h>

#include <poll.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "shared_data.h"

#include "app/feed/source.h"

#define MAXB	64
static struct {
	uint16_t		board;
	bool			gone;
	struct feed_game	g;
} got[MAXB];
static unsigned	ngot;
static char	top[256];

static void
keep(void *arg, uint16_t board, const struct feed_game *g)
{
	(void)arg;
	assert_true(ngot < MAXB);
	got[ngot].board = board;
	got[ngot].gone = g == NULL;
	if (g != NULL) {
		assert_int_equal(g->board, board);
		assert_true(feed_game_copy(&got[ngot].g, g));
	} else
		feed_game_init(&got[ngot].g);
	ngot++;
}

static void
forget(void)
{
	while (ngot > 0)
		feed_game_release(&got[--ngot].g);
}

/* Poll at now; what changed is in got[]. */
static enum feed_health
poll_at(struct feed_source *s, int64_t now)
{
	forget();
	return feed_source_poll(s, now, keep, NULL);
}

static void
put(const char *rel, const char *text, size_t len)
{
	char	 path[512];
	FILE	*f;

	snprintf(path, sizeof path, "%s/%s", top, rel);
	assert_non_null(f = fopen(path, "wb"));
	assert_int_equal(fwrite(text, 1, len, f), len);
	assert_int_equal(fclose(f), 0);
}

static void
put_str(const char *rel, const char *text)
{
	put(rel, text, strlen(text));
}

static void
mkdir_rel(const char *rel)
{
	char	path[512];

	snprintf(path, sizeof path, "%s/%s", top, rel);
	assert_int_equal(mkdir(path, 0755), 0);
}

static void
remove_rel(const char *rel)
{
	char	path[512];

	snprintf(path, sizeof path, "%s/%s", top, rel);
	assert_int_equal(unlink(path), 0);
}

static int
setup(void **state)
{
	(void)state;
	snprintf(top, sizeof top, "%s/test_folder.XXXXXX",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp");
	return mkdtemp(top) != NULL ? 0 : -1;
}

static int
teardown(void **state)
{
	char	cmd[600];

	(void)state;
	forget();
	snprintf(cmd, sizeof cmd, "rm -rf '%s'", top);
	return system(cmd) == 0 ? 0 : -1;
}

static const char game1[] =
    "[Round \"2.1\"]\n[White \"Rossi, Anna\"]\n[Black \"Bianchi, Luca\"]\n"
    "[Result \"1-0\"]\n\n1. e4 {[%clk 01:30:00]} e5 {[%clk 01:29:50]} 1-0\n";
static const char game2[] =
    "[Round \"2.2\"]\n[White \"Verdi, Marta\"]\n[Black \"Neri, Ugo\"]\n"
    "[Result \"*\"]\n\n1. d4 d5 2. c4 *\n";

static void
test_folder(void **state)
{
	struct feed_source	*s;
	char			*cause, path[512], *flip;
	int64_t			 t = 1000000;
	struct pollfd		 pfd;

	(void)state;
	mkdir_rel("round-1");
	mkdir_rel("round-2");
	put_str("round-1/game-1.pgn", "[Round \"1.1\"]\n\n1. f4 *\n");
	put_str("round-2/game-1.pgn", game1);
	s = feed_source_open(top, 0, &cause);
	assert_non_null(s);
	assert_true(feed_source_fd(s) >= 0);
	/* the latest round, board 1 with its moves */
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 1);
	assert_int_equal(got[0].board, 1);
	assert_int_equal(got[0].g.round, 2);
	assert_int_equal(got[0].g.n, 2);
	assert_true(got[0].g.plies[1].clock_ms == 5390000);
	assert_string_equal(feed_source_error(s), "");
	/* nothing changed: nothing handed over, polled again later */
	assert_true(feed_source_next_ms(s, t) > t);
	t = feed_source_next_ms(s, t);
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	/* 7.3.10: rewritten, the same size, another result */
	flip = strdup(game1);
	memcpy(strstr(flip, "[Result \"1-0") + 9, "0-1", 3);
	memcpy(strstr(flip, "1-0\n"), "0-1", 3);
	put_str("round-2/game-1.pgn", flip);
	free(flip);
	/* inotify wakes the follower, which reads a moment later */
	pfd.fd = feed_source_fd(s);
	pfd.events = POLLIN;
	assert_int_equal(poll(&pfd, 1, 2000), 1);
	t += 10;	/* before the next rescan: the event brings it on */
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	assert_true(feed_source_next_ms(s, t) <= t + 1000);
	t = feed_source_next_ms(s, t);
	poll_at(s, t);
	assert_int_equal(ngot, 1);
	assert_string_equal(got[0].g.result, "0-1");
	/* 7.3.6, 7.3.11: a board appearing late, half-written first */
	put("round-2/game-2.pgn", game2, sizeof game2 - 10);
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	assert_true(feed_source_next_ms(s, t) <= t + 1000);	/* retried */
	put_str("round-2/game-2.pgn", game2);
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 1);
	assert_int_equal(got[0].board, 2);
	assert_int_equal(got[0].g.n, 3);
	/* board 1 caught half-rewritten: it keeps what it had */
	put("round-2/game-1.pgn", game1, 40);
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	/* deleted and written again within the grace time: no loss */
	remove_rel("round-2/game-2.pgn");
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	put_str("round-2/game-2.pgn", game2);
	t += 1000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	/* deleted for good: gone after the grace time */
	remove_rel("round-2/game-2.pgn");
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 1);
	assert_int_equal(got[0].board, 2);
	assert_true(got[0].gone);
	feed_source_close(s);
	/* the round asked for, not the latest */
	s = feed_source_open(top, 1, &cause);
	assert_non_null(s);
	poll_at(s, t);
	assert_int_equal(ngot, 1);
	assert_string_equal(got[0].g.plies[0].move, "f4");
	feed_source_close(s);
	/* no such folder: a cause, one line */
	snprintf(path, sizeof path, "%s/none", top);
	assert_null(feed_source_open(path, 0, &cause));
	assert_non_null(strstr(cause, path));
	assert_null(strchr(cause, '\n'));
	free(cause);
	feed_source_close(NULL);
}

static void
test_games_pgn(void **state)
{
	struct feed_source	*s;
	char			*cause, all[1024];
	int64_t			 t = 1000000;

	(void)state;
	/* games.pgn alone: boards from the Round tags */
	snprintf(all, sizeof all, "%s\n%s", game1, game2);
	mkdir_rel("round-2");
	put_str("round-2/games.pgn", all);
	assert_non_null(s = feed_source_open(top, 0, &cause));
	poll_at(s, t);
	assert_int_equal(ngot, 2);
	assert_int_equal(got[0].board, 1);
	assert_int_equal(got[1].board, 2);
	/* per-board files win over games.pgn (written less often) */
	put_str("round-2/game-1.pgn", "[Round \"2.1\"]\n\n1. c4 *\n");
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 1);
	assert_string_equal(got[0].g.plies[0].move, "c4");
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 1);	/* board 2 of games.pgn is gone */
	assert_true(got[0].gone);
	feed_source_close(s);
	/* a board twice in games.pgn: the first stands, handed over once */
	snprintf(all, sizeof all, "%s\n%s", game2, game2);
	memcpy(strstr(all + strlen(game2), "1. d4"), "1. e4", 5);
	remove_rel("round-2/game-1.pgn");
	put_str("round-2/games.pgn", all);
	assert_non_null(s = feed_source_open(top, 0, &cause));
	poll_at(s, t);
	assert_int_equal(ngot, 1);
	assert_string_equal(got[0].g.plies[0].move, "d4");
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	feed_source_close(s);
}

static void
test_nested(void **state)
{
	struct feed_source	*s;
	char			*cause;

	(void)state;
	/* a folder with no round-N: its game files, nested, by number */
	mkdir_rel("a");
	mkdir_rel("a/b");
	put_str("game-1.pgn", "1. e4 *\n");
	put_str("a/game-2.pgn", "1. d4 *\n");
	put_str("a/b/game-3.pgn", "1. c4 *\n");
	put_str("a/b/notes.txt", "1. b4 *\n");
	assert_non_null(s = feed_source_open(top, 0, &cause));
	poll_at(s, 1000);
	assert_int_equal(ngot, 3);
	assert_int_equal(got[0].board + got[1].board + got[2].board, 6);
	feed_source_close(s);
}

/* The round's index.json: FIDE ids the PGN lacks, and a board without
 * a game file yet by its pairing (7.3.6), never one that had moves. */
static void
test_index(void **state)
{
	struct feed_source	*s;
	char			*cause;
	int64_t			 t = 1000000;

	(void)state;
	mkdir_rel("round-2");
	put_str("round-2/index.json", "{\"pairings\":["
	    "{\"white\":{\"fname\":\"Anna\",\"lname\":\"Rossi\","
	    "\"fideid\":860001},\"black\":{\"fname\":\"Luca\","
	    "\"lname\":\"Bianchi\"},\"result\":\"*\"},"
	    "{\"white\":{\"fname\":\"Marta\",\"lname\":\"Verdi\"},"
	    "\"black\":null,\"result\":\"1-0\"}]}");
	put_str("round-2/game-1.pgn", game1);
	assert_non_null(s = feed_source_open(top, 0, &cause));
	poll_at(s, t);
	assert_int_equal(ngot, 2);
	assert_int_equal(got[0].board, 1);
	assert_int_equal(got[0].g.white.fide_id, 860001);
	assert_int_equal(got[0].g.n, 2);
	assert_int_equal(got[1].board, 2);	/* no game file yet */
	assert_int_equal(got[1].g.n, 0);
	assert_string_equal(got[1].g.white.name, "Verdi, Marta");
	assert_string_equal(got[1].g.result, "1-0");
	/* board 1's file caught half-written: not reset by the index */
	put("round-2/game-1.pgn", game1, 30);
	t += 10000;
	poll_at(s, t);
	assert_int_equal(ngot, 0);
	feed_source_close(s);
}

/* Draughts: numbered PDN files (lidraughts' N.PDN, FEEDS.md 5). */
static void
test_pdn(void **state)
{
	struct feed_source	*s;
	char			*cause;
	unsigned		 i;

	(void)state;
	put_str("1.PDN", "[White \"A\"]\n\n1. 32-28 {[%clock w1:29:40 "
	    "B1:30:00]} 19-23 *\n");
	put_str("2.PDN", "[White \"C\"]\n\n1. 33-29 18-22 2-0\n");
	assert_non_null(s = feed_source_open(top, 0, &cause));
	poll_at(s, 1000);
	assert_int_equal(ngot, 2);
	for (i = 0; i < 2; i++) {
		if (got[i].board == 1) {
			assert_int_equal(got[i].g.n, 2);
			assert_true(got[i].g.plies[0].clock_ms == 5380000);
		} else {
			assert_int_equal(got[i].board, 2);
			assert_string_equal(got[i].g.result, "2-0");
		}
	}
	feed_source_close(s);
}

/* The real exports: every board of tournament-2 round 1, and the nested
 * folders of tournament-3. */
static void
test_shared(void **state)
{
	struct feed_source	*s;
	const char		*data = getenv("SHARED_DATA");
	char			 path[4096], *cause;
	unsigned		 i, seen = 0;

	(void)state;
	snprintf(path, sizeof path, "%s/feeds/livechess-export/tournament-2",
	    data != NULL ? data : "/nonexistent");
	if (access(path, R_OK) != 0)
		skip();
	assert_non_null(s = feed_source_open(path, 0, &cause));
	poll_at(s, 1000);
	assert_int_equal(ngot, 12);
	for (i = 0; i < ngot; i++) {
		assert_int_equal(got[i].g.round, 1);
		assert_true(got[i].board >= 1 && got[i].board <= 12);
		seen |= 1u << got[i].board;
	}
	assert_int_equal(seen, 0x1ffe);
	feed_source_close(s);
	snprintf(path, sizeof path, "%s/feeds/livechess-export/tournament-3",
	    data);
	assert_non_null(s = feed_source_open(path, 0, &cause));
	poll_at(s, 1000);
	assert_int_equal(ngot, 3);
	feed_source_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_folder, setup, teardown),
		cmocka_unit_test_setup_teardown(test_games_pgn, setup,
		    teardown),
		cmocka_unit_test_setup_teardown(test_nested, setup, teardown),
		cmocka_unit_test_setup_teardown(test_pdn, setup, teardown),
		cmocka_unit_test_setup_teardown(test_index, setup, teardown),
		cmocka_unit_test(test_shared),	/* from ../shared/data */
	};

	return run_with_shared(tests, sizeof tests / sizeof tests[0], 1,
	    "feeds/livechess-export/tournament-2");
}
