/*
 * feedtest.c: the loopback server and the snapshots collected, for the
 * tests of the live sources (feedtest.h).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/wait.h>

#include <setjmp.h>
#include <signal.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/feed/http.h"
#include "feedtest.h"

struct feedtest_got	 feedtest_got[FEEDTEST_MAX];
unsigned		 feedtest_n;
int			 feedtest_port;
static pid_t		 server = -1;
static char		 logpath[256];
static struct feed_http	*ctl;

static void
keep(void *arg, uint16_t board, const struct feed_game *g)
{
	struct feedtest_got	*k = &feedtest_got[feedtest_n];

	(void)arg;
	assert_true(feedtest_n < FEEDTEST_MAX);
	k->board = board;
	k->gone = g == NULL;
	if (g != NULL) {
		assert_int_equal(g->board, board);
		assert_int_equal(g->hash, feed_hash(g));
		assert_true(feed_game_copy(&k->g, g));
	} else
		feed_game_init(&k->g);
	feedtest_n++;
}

void
feedtest_forget(void)
{
	while (feedtest_n > 0)
		feed_game_release(&feedtest_got[--feedtest_n].g);
}

enum feed_health
feedtest_poll(struct feed_source *s, int64_t now)
{
	feedtest_forget();
	return feed_source_poll(s, now, keep, NULL);
}

const struct feed_game *
feedtest_board(uint16_t b)
{
	unsigned	i;

	for (i = 0; i < feedtest_n; i++)
		if (feedtest_got[i].board == b && !feedtest_got[i].gone)
			return &feedtest_got[i].g;
	return NULL;
}

void
feedtest_at(int t)
{
	char		 url[128], err[256];
	const char	*body;
	size_t		 len;

	snprintf(url, sizeof url, "http://127.0.0.1:%d/_at/%d", feedtest_port,
	    t);
	assert_true(feed_http_get(ctl, url, &body, &len, err, sizeof err) <=
	    FEED_HTTP_SAME);
}

int
feedtest_logged(const char *what)
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

int
feedtest_start(void **state)
{
	const char	*timeline = *state, *b = getenv("top_builddir");
	char		 exe[1024], tl[1024], line[64];
	int		 fd[2];
	FILE		*f;

	snprintf(exe, sizeof exe, "%s/tests/cli/feedserver", b != NULL ? b : ".");
	snprintf(tl, sizeof tl, "%s/tests/data/feeds/%s", TOP_SRCDIR,
	    timeline);
	snprintf(logpath, sizeof logpath, "%s/feedtest.%ld.log",
	    getenv("TMPDIR") != NULL ? getenv("TMPDIR") : "/tmp",
	    (long)getpid());
	if (pipe(fd) != 0)
		return -1;
	if ((server = fork()) == 0) {
		dup2(fd[1], 1);
		close(fd[0]);
		close(fd[1]);
		execl(exe, exe, "-m", "120", "-l", logpath, tl, (char *)NULL);
		_exit(127);
	}
	close(fd[1]);
	f = fdopen(fd[0], "r");
	if (f == NULL || fgets(line, sizeof line, f) == NULL ||
	    sscanf(line, "port %d", &feedtest_port) != 1)
		return -1;
	fclose(f);
	ctl = feed_http_new(2000, false);
	return ctl != NULL ? 0 : -1;
}

int
feedtest_stop(void **state)
{
	int	st;

	(void)state;
	feedtest_forget();
	feed_http_free(ctl);
	ctl = NULL;
	if (server > 0) {
		kill(server, SIGTERM);
		waitpid(server, &st, 0);
		server = -1;
	}
	unlink(logpath);
	return 0;
}
