/*
 * test_lcc.c: LiveChess Cloud followed over HTTP (app/feed/lcc.c through
 * source.h) from the project's loopback server (tests/feedserver.c)
 * playing tests/data/feeds/lcc.timeline step by step: the round from
 * tournament.json, players from index.json (a bye, 7.3.5), a board
 * without a game file yet (404, 7.3.6), ETag and 304, the clock object,
 * result words against the index (7.3.4), a Latin-1 body, a 500 burst on
 * one game while the others answer, the index failing, a stalled server
 * (one timeout, never longer), garbage, a board count shrinking, a
 * redirect not followed (7.3.22), a slow body, and an hour with no
 * change that ends no board (7.3.21).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/wait.h>

#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/feed/http.h"
#include "app/feed/source.h"

#define MAXB	16
static struct {
	uint16_t		board;
	bool			gone;
	struct feed_game	g;
} got[MAXB];
static unsigned		 ngot;
static pid_t		 server = -1;
static int		 port;
static char		 logpath[256];
static struct feed_http	*ctl;

static void
keep(void *arg, uint16_t board, const struct feed_game *g)
{
	(void)arg;
	assert_true(ngot < MAXB);
	got[ngot].board = board;
	got[ngot].gone = g == NULL;
	if (g != NULL)
		assert_true(feed_game_copy(&got[ngot].g, g));
	else
		feed_game_init(&got[ngot].g);
	ngot++;
}

static void
forget(void)
{
	while (ngot > 0)
		feed_game_release(&got[--ngot].g);
}

static enum feed_health
poll_at(struct feed_source *s, int64_t now)
{
	forget();
	return feed_source_poll(s, now, keep, NULL);
}

/* The snapshot of board b in this poll, or NULL. */
static const struct feed_game *
board(uint16_t b)
{
	unsigned	i;

	for (i = 0; i < ngot; i++)
		if (got[i].board == b && !got[i].gone)
			return &got[i].g;
	return NULL;
}

/* The server to second t of its timeline. */
static void
at(int t)
{
	char		 url[128], err[256];
	const char	*body;
	size_t		 len;

	snprintf(url, sizeof url, "http://127.0.0.1:%d/_at/%d", port, t);
	assert_true(feed_http_get(ctl, url, &body, &len, err, sizeof err) <=
	    FEED_HTTP_SAME);
}

/* How many answers to path with code the server logged. */
static int
logged(const char *what)
{
	char	 line[512];
	FILE	*f = fopen(logpath, "r");
	int	 n = 0;

	assert_non_null(f);
	while (fgets(line, sizeof line, f) != NULL)
		if (strstr(line, what) != NULL)
			n++;
	fclose(f);
	return n;
}

static int
start(void **state)
{
	const char	*b = getenv("top_builddir"), *src = getenv("top_srcdir");
	char		 exe[1024], tl[1024], line[64];
	int		 fd[2];
	FILE		*f;

	(void)state;
	snprintf(exe, sizeof exe, "%s/tests/feedserver", b != NULL ? b : ".");
	snprintf(tl, sizeof tl, "%s/tests/data/feeds/lcc.timeline",
	    src != NULL ? src : TOP_SRCDIR);
	snprintf(logpath, sizeof logpath, "%s/test_lcc.%ld.log",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp",
	    (long)getpid());
	if (pipe(fd) != 0)
		return -1;
	if ((server = fork()) == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		execl(exe, exe, "-m", "120", "-l", logpath, tl, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	f = fdopen(fd[0], "r");
	if (f == NULL || fgets(line, sizeof line, f) == NULL ||
	    sscanf(line, "port %d", &port) != 1)
		return -1;
	fclose(f);
	ctl = feed_http_new(2000, false);
	return ctl != NULL ? 0 : -1;
}

static int
stop(void **state)
{
	int	st;

	(void)state;
	forget();
	feed_http_free(ctl);
	if (server > 0) {
		kill(server, SIGTERM);
		waitpid(server, &st, 0);
	}
	unlink(logpath);
	return 0;
}

static int64_t
wall_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
test_lcc(void **state)
{
	struct feed_source	*s;
	const struct feed_game	*g;
	char			 spec[128], *cause;
	int64_t			 t = 1000000, t0;

	(void)state;
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/get/u1", port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	feed_source_timing(s, 1000, 1500);
	/* the round from tournament.json; every board of the index */
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 3);
	assert_non_null(g = board(1));
	assert_int_equal(g->round, 2);
	assert_int_equal(g->n, 2);
	assert_string_equal(g->white.name, "Rossi, Anna");
	assert_int_equal(g->black.fide_id, 860002);
	assert_true(g->plies[1].clock_ms == 5412000);
	assert_non_null(g = board(2));	/* a bye, no game file: 404 */
	assert_int_equal(g->n, 0);
	assert_string_equal(g->result, "1-0");
	assert_string_equal(g->black.name, "");
	assert_non_null(g = board(3));	/* 7.3.4: the file's word wins */
	assert_int_equal(g->n, 7);
	assert_string_equal(g->result, "1-0");
	assert_int_equal(feed_source_next_ms(s, t), t + 1000);
	/* nothing new: 304s, nothing handed over */
	assert_int_equal(poll_at(s, t + 1000), FEED_HEALTH_OK);
	assert_int_equal(ngot, 0);
	assert_true(logged("/get/u1/round-2/index.json 304") >= 1);
	assert_true(logged("/get/u1/round-2/game-1.json?poll 304") >= 1);
	/* board 1 moves on; board 3 in Latin-1, its result taken back */
	at(10);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 2);
	assert_non_null(g = board(1));
	assert_int_equal(g->n, 5);
	assert_true(g->plies[3].clock_ms == 5345000);	/* clock object */
	assert_true(g->plies[4].clock_ms == 5262000);
	assert_true(g->read_at_ms == INT64_C(1764338730000));
	assert_non_null(g = board(3));
	assert_string_equal(g->black.name, "S\xc3\xb8rensen, J\xc3\xb8rgen");
	assert_int_equal(g->black.fide_id, 1503014);
	assert_string_equal(g->result, "*");
	/* a 500 burst on board 1: FAILING, said, nothing lost */
	at(20);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(ngot, 0);
	assert_non_null(strstr(feed_source_error(s), "HTTP 500"));
	assert_non_null(strstr(feed_source_error(s), "game-1.json"));
	/* back, without ETags: the same content is no change */
	at(30);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 0);
	assert_string_equal(feed_source_error(s), "");
	/* the index fails */
	at(40);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(ngot, 0);
	assert_non_null(strstr(feed_source_error(s), "index.json"));
	/* a stall: one timeout, the pass ends, nothing lost */
	at(50);
	t += 10000;
	t0 = wall_ms();
	assert_int_equal(poll_at(s, t), FEED_HEALTH_FAILING);
	assert_true(wall_ms() - t0 < 3000);
	assert_int_equal(ngot, 0);
	assert_non_null(strstr(feed_source_error(s), "game-1.json"));
	/* garbage for board 3 */
	at(60);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_GARBAGE);
	assert_int_equal(ngot, 0);
	assert_non_null(strstr(feed_source_error(s), "game-3.json"));
	/* two boards left; board 2 redirected: not followed */
	at(70);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_FAILING);
	assert_int_equal(ngot, 0);
	assert_non_null(strstr(feed_source_error(s), "redirect"));
	t += 11000;
	poll_at(s, t);
	assert_int_equal(ngot, 1);	/* board 3 gone after the grace */
	assert_int_equal(got[0].board, 3);
	assert_true(got[0].gone);
	/* a slow body is waited for */
	at(80);
	t += 10000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 0);
	/* 7.3.21: two hours without a change end no board */
	t += 3600000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	t += 3600000;
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 0);
	feed_source_close(s);
	/* a round asked in the address, a viewer address */
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/get/u1/2/", port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(poll_at(s, t), FEED_HEALTH_OK);
	assert_int_equal(ngot, 2);
	feed_source_close(s);
	snprintf(spec, sizeof spec, "http://127.0.0.1:%d/get/u1/7", port);
	assert_non_null(s = feed_source_open(spec, 0, &cause));
	assert_int_equal(poll_at(s, t), FEED_HEALTH_FAILING);
	assert_non_null(strstr(feed_source_error(s), "no round 7 yet"));
	feed_source_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test_setup_teardown(test_lcc, start, stop),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
