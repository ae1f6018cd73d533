/*
 * demofeed.c: the live demo (demofeed.h).  A writer child plays the
 * bundled games into DIR/livechess/round-1/game-B.pgn (or .pdn) as DGT
 * LiveChess does: the whole file rewritten at each move (here through a
 * rename, so never half-written), each ply with the clock reading its
 * player left on the clock.  A second child runs arbiter-cli follow on
 * that folder: the demo goes through the follower an arbiter uses at an
 * event, and its alerts come from the games themselves (a stood illegal
 * move, a result, other players, a flag down by the readings).
 *
 * The readings are generated: the time a ply took is a fixed function
 * of its board and number (the same demo every time), near the time
 * that passed, and the increment is the TimeControl tag's.  A comment {[%clk H:MM:SS]} in the bundle sets
 * a reading (a player short of time).
 */
#include "config.h"

#include <sys/types.h>
#include <sys/stat.h>
#include <sys/wait.h>
#ifdef __linux__
#include <sys/prctl.h>
#endif

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/demofeed.h"
#include "app/xmalloc.h"

#define DEMO_GAMES_MAX	64
#define DEMO_PLIES_MAX	400
#define DEMO_LINE_MAX	1024
#define DEMO_EVERY	3	/* steps between a board's plies */
#define DEMO_NO_CLOCK	(-1L)

struct demo_game {
	unsigned	 board;
	char		*tags;		/* the bundle's, less Board/Round/Result */
	char		 result[8];
	long		 start_s, inc_s;	/* TimeControl "S+I" */
	bool		 draughts;	/* a GameType tag: PDN, %clock */
	size_t		 n, shown;
	char		*ply[DEMO_PLIES_MAX];
	long		 set_s[DEMO_PLIES_MAX];	/* the bundle's reading, or -1 */
};

struct demo_games {
	size_t			n;
	struct demo_game	g[DEMO_GAMES_MAX];
};

static void
games_free(struct demo_games *dg)
{
	size_t	i, k;

	for (i = 0; i < dg->n; i++) {
		free(dg->g[i].tags);
		for (k = 0; k < dg->g[i].n; k++)
			free(dg->g[i].ply[k]);
	}
	dg->n = 0;
}

/* H:MM:SS as seconds, or DEMO_NO_CLOCK. */
static long
hms(const char *s)
{
	unsigned	h, m, sec;

	if (sscanf(s, "%u:%u:%u", &h, &m, &sec) != 3)
		return DEMO_NO_CLOCK;
	return (long)h * 3600 + (long)m * 60 + (long)sec;
}

/* A tag line: the ones the writer sets itself are left out. */
static void
take_tag(struct demo_game *g, const char *line)
{
	char	name[32], value[8];	/* the values the writer reads */
	char	*t;

	if (sscanf(line, "[%31s \"%7[^\"]\"]", name, value) != 2)
		return;
	if (strcmp(name, "Board") == 0) {
		g->board = (unsigned)strtoul(value, NULL, 10);
		return;
	}
	if (strcmp(name, "Result") == 0) {
		snprintf(g->result, sizeof g->result, "%s", value);
		return;
	}
	if (strcmp(name, "Round") == 0)
		return;
	if (strcmp(name, "TimeControl") == 0)
		sscanf(value, "%ld+%ld", &g->start_s, &g->inc_s);
	if (strcmp(name, "GameType") == 0)
		g->draughts = true;
	xasprintf(&t, "%s%s\n", g->tags != NULL ? g->tags : "", line);
	free(g->tags);
	g->tags = t;
}

static bool
is_result(const char *w)
{
	static const char *const results[] = { "1-0", "0-1", "1/2-1/2", "*",
	    "2-0", "0-2", "1-1" };
	size_t	i;

	for (i = 0; i < sizeof results / sizeof results[0]; i++)
		if (strcmp(w, results[i]) == 0)
			return true;
	return false;
}

/* The words of a movetext line: plies, move numbers, clock comments. */
static int
take_moves(struct demo_game *g, char *line)
{
	char	*w, *save = NULL, *clk = NULL;
	bool	 in_comment = false;

	for (w = strtok_r(line, " \t\r\n", &save); w != NULL;
	    w = strtok_r(NULL, " \t\r\n", &save)) {
		if (w[0] == '{' || in_comment) {	/* {[%clk 0:00:40]} */
			if (clk != NULL && g->n > 0)
				g->set_s[g->n - 1] = hms(w);
			clk = strstr(w, "%clk");
			in_comment = strchr(w, '}') == NULL;
			continue;
		}
		if (is_result(w) || (w[0] >= '0' && w[0] <= '9' &&
		    w[strlen(w) - 1] == '.'))
			continue;
		while (w[0] >= '0' && w[0] <= '9' && strchr(w, '.') != NULL &&
		    *w != '.')	/* "12.e4" */
			w = strchr(w, '.') + 1;
		while (*w == '.')
			w++;
		if (*w == '\0')
			continue;
		if (g->n == DEMO_PLIES_MAX)
			return -1;
		g->set_s[g->n] = DEMO_NO_CLOCK;
		g->ply[g->n++] = xstrdup(w);
	}
	return 0;
}

static int
games_read(struct demo_games *dg, const char *path, char **cause)
{
	char			 line[DEMO_LINE_MAX];
	struct demo_game	*g = NULL;
	FILE			*fp;
	unsigned		 lineno = 0;

	memset(dg, 0, sizeof *dg);
	if ((fp = fopen(path, "r")) == NULL) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		return -1;
	}
	while (fgets(line, sizeof line, fp) != NULL) {
		lineno++;
		if (line[0] == '[') {
			if (g == NULL || g->n > 0) {
				if (dg->n == DEMO_GAMES_MAX)
					break;
				g = &dg->g[dg->n++];
				g->start_s = 5400;
			}
			take_tag(g, strtok(line, "\r\n"));
		} else if (line[0] != '%' && g != NULL &&
		    take_moves(g, line) != 0) {
			xasprintf(cause, "%s: line %u: too many plies", path,
			    lineno);
			fclose(fp);
			games_free(dg);
			return -1;
		}
	}
	fclose(fp);
	return 0;
}

/*
 * The seconds ply k took: the same each run, 2 to 15.  The demo plays a
 * board's ply every DEMO_EVERY steps, so a reading stays within the
 * margin of the time that really passed (GAME_READING_MARGIN_MS): only
 * the bundle's own readings are "off the control".
 */
static long
ply_spent(unsigned board, size_t k)
{
	return 2 + (long)((board * 7919u + (unsigned)k * 104729u) % 14u);
}

/* Rewrite the board's file with its plies so far, through a rename. */
static int
game_write(const char *round_dir, struct demo_game *g)
{
	char	*path, *tmp;
	int	rc = -1;
	long	left[2] = { g->start_s, g->start_s }, s;
	size_t	k;
	FILE	*fp;
	bool	over = g->shown == g->n;

	xasprintf(&path, "%s/game-%u.%s", round_dir, g->board,
	    g->draughts ? "pdn" : "pgn");
	xasprintf(&tmp, "%s.tmp", path);
	if ((fp = fopen(tmp, "w")) == NULL)
		goto out;
	fprintf(fp, "%s[Round \"1.%u\"]\n[Result \"%s\"]\n\n",
	    g->tags != NULL ? g->tags : "", g->board, over ? g->result : "*");
	for (k = 0; k < g->shown; k++) {
		s = left[k % 2] - ply_spent(g->board, k) + g->inc_s;
		if (g->set_s[k] != DEMO_NO_CLOCK)
			s = g->set_s[k];
		left[k % 2] = s < 1 ? 1 : s;
		if (k % 2 == 0)
			fprintf(fp, "%zu. ", k / 2 + 1);
		fprintf(fp, "%s ", g->ply[k]);
		if (g->draughts)	/* FEEDS.md 5: the mover's in lower case */
			fprintf(fp, "{[%%clock %c%ld:%02ld:%02ld %c%ld:%02ld:%02ld]} ",
			    k % 2 == 0 ? 'w' : 'W', left[0] / 3600,
			    left[0] / 60 % 60, left[0] % 60,
			    k % 2 == 0 ? 'B' : 'b', left[1] / 3600,
			    left[1] / 60 % 60, left[1] % 60);
		else	/* FEEDS.md 1.2: LiveChess's two-digit hours */
			fprintf(fp, "{[%%clk %02ld:%02ld:%02ld]} ",
			    left[k % 2] / 3600, left[k % 2] / 60 % 60,
			    left[k % 2] % 60);
		if (k % 10 == 9)
			fputc('\n', fp);
	}
	fprintf(fp, "%s\n", over ? g->result : "*");
	if (fclose(fp) == 0 && rename(tmp, path) == 0)
		rc = 0;
out:
	free(path);
	free(tmp);
	return rc;
}

static void
sleep_ms(long ms)
{
	struct timespec	ts = { ms / 1000, (ms % 1000) * 1000000L };

	while (nanosleep(&ts, &ts) != 0 && errno == EINTR)
		continue;
}

/* ARBITER_DEMO_STEP_MS: a faster demo, for the tests (50 ms at least). */
static long
demo_step_ms(void)
{
	const char	*env = getenv("ARBITER_DEMO_STEP_MS");
	long		 ms;

	if (env == NULL || (ms = strtol(env, NULL, 10)) < 50 || ms > 10000)
		return DEMOFEED_STEP_MS;
	return ms;
}

int
demofeed_write(const char *folder, const char *games, char **cause)
{
	struct demo_games	 dg;
	struct demo_game	*g;
	char			*round_dir;
	unsigned		 step;
	size_t			 i, playing;
	long			 step_ms = demo_step_ms();

	if (games_read(&dg, games, cause) != 0)
		return -1;
	xasprintf(&round_dir, "%s/round-1", folder);
	if ((mkdir(folder, 0755) != 0 && errno != EEXIST) ||
	    (mkdir(round_dir, 0755) != 0 && errno != EEXIST)) {
		xasprintf(cause, "%s: %s", round_dir, strerror(errno));
		goto fail;
	}
	for (step = 0;; step++) {
		playing = 0;
		for (i = 0; i < dg.n; i++) {
			g = &dg.g[i];
			if (step > 0 && (g->shown == g->n ||
			    (step + g->board) % DEMO_EVERY != 0))
				continue;
			if (step > 0)
				g->shown++;
			if (game_write(round_dir, g) != 0) {
				xasprintf(cause, "%s: game %u: %s", round_dir,
				    g->board, strerror(errno));
				goto fail;
			}
		}
		for (i = 0; i < dg.n; i++)
			playing += dg.g[i].shown < dg.g[i].n;
		if (playing == 0)
			break;
		sleep_ms(step_ms);
	}
	games_free(&dg);
	free(round_dir);
	return 0;
fail:
	games_free(&dg);
	free(round_dir);
	return -1;
}

char *
demofeed_games_path(const char *conf)
{
	const char	*dot = strrchr(conf, '.');
	char		*path;
	int		 len;

	if (dot == NULL || strcmp(dot, ".conf") != 0)
		return NULL;
	len = (int)(dot - conf);
	xasprintf(&path, "%.*s-games.%s", len, conf,
	    strstr(conf, "draughts") != NULL ? "pdn" : "pgn");
	if (access(path, R_OK) != 0) {
		free(path);
		return NULL;
	}
	return path;
}

/* A child: gone with the console (PR_SET_PDEATHSIG), no terminal. */
static void
child_setup(const char *log)
{
	int	fd;

#ifdef __linux__
	prctl(PR_SET_PDEATHSIG, SIGTERM);
#endif
	if ((fd = open("/dev/null", O_RDONLY)) >= 0) {
		dup2(fd, 0);
		close(fd);
	}
	if ((fd = open(log, O_WRONLY | O_CREAT | O_APPEND, 0644)) >= 0) {
		dup2(fd, 1);
		dup2(fd, 2);
		close(fd);
	}
	for (fd = 3; fd < 1024; fd++)
		close(fd);
}

/* arbiter-cli: beside this program (installed), in the build tree, or
 * in the installation's bindir. */
static char *
cli_path(void)
{
	char	self[PATH_MAX], *slash, *path;
	ssize_t	n;
	size_t	i;
	static const char *const near[] = { "arbiter-cli",
	    "../src/cli/arbiter-cli" };

	if ((n = readlink("/proc/self/exe", self, sizeof self - 1)) > 0) {
		self[n] = '\0';
		if ((slash = strrchr(self, '/')) != NULL)
			*slash = '\0';
		for (i = 0; i < sizeof near / sizeof near[0]; i++) {
			xasprintf(&path, "%s/%s", self, near[i]);
			if (access(path, X_OK) == 0)
				return path;
			free(path);
		}
	}
	return xstrdup(BINDIR "/arbiter-cli");
}

static pid_t
spawn_writer(const char *folder, const char *games, const char *log)
{
	char	*cause = NULL;
	pid_t	 pid;

	if ((pid = fork()) != 0)
		return pid;
	child_setup(log);
	if (demofeed_write(folder, games, &cause) != 0) {
		fprintf(stderr, "arbiter demo: %s\n", cause);
		_exit(1);
	}
	_exit(0);
}

static pid_t
spawn_follower(const char *dir, const char *folder, const char *log)
{
	char	*cli = cli_path();
	pid_t	 pid;

	if ((pid = fork()) != 0) {
		free(cli);
		return pid;
	}
	child_setup(log);
	execl(cli, "arbiter-cli", "follow", dir, folder, (char *)NULL);
	fprintf(stderr, "arbiter demo: %s: %s\n", cli, strerror(errno));
	_exit(127);
}

int
demofeed_start(struct demofeed *df, const char *dir, const char *games,
    char **cause)
{
	char	*folder, *log;

	xasprintf(&folder, "%s/livechess", dir);
	xasprintf(&log, "%s/demo.log", dir);
	df->writer = spawn_writer(folder, games, log);
	df->follower = df->writer < 0 ? -1 : spawn_follower(dir, folder, log);
	free(folder);
	free(log);
	if (df->writer < 0 || df->follower < 0) {
		xasprintf(cause, "fork: %s", strerror(errno));
		demofeed_stop(df);
		return -1;
	}
	return 0;
}

static void
reap(pid_t *pid)
{
	if (*pid <= 0)
		return;
	kill(*pid, SIGTERM);
	while (waitpid(*pid, NULL, 0) < 0 && errno == EINTR)
		continue;
	*pid = -1;
}

void
demofeed_stop(struct demofeed *df)
{
	reap(&df->follower);
	reap(&df->writer);
}
