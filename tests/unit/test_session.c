/*
 * test_session.c: the one command path of the app layer: a command is
 * applied and journaled, a refused one is neither, a restart replays the
 * journal to the same event, undo takes back the arbiter's own last
 * action and nothing else, and a second session on the same directory
 * sees the first one's lines.
 */
#include "config.h"

#include <setjmp.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/cfg.h"
#include "app/journal.h"
#include "app/session.h"
#include "event.h"
#include "gamekind.h"
#include "standings.h"
#include "state.h"
#include "../cli/serverkit.h"

#define T0	INT64_C(1795000000000)	/* some UTC instant, in ms */

static char	dir[256];

static const char *const setup_lines[] = {
	"event \"Session test\" rules fide-2005",
	"tc \"40/5400+30:1800+30\"",
	"round 1 date 2026-11-22 start 15:00",
	"player 1 \"Rossi, Marco\"",
	"player 2 \"Bianchi, Giulia\"",
	"player 3 \"Novak, Tomas\"",
	"player 4 \"Silva, Ana\"",
	"pair 1 1 2",
	"pair 2 3 4",
	"start all",
	NULL
};

static int
make_dir(void **state)
{
	const char	*tmp = getenv("TMPDIR");

	(void)state;
	snprintf(dir, sizeof dir, "%s/test_session.XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	return mkdtemp(dir) == NULL ? -1 : 0;
}

static int
remove_dir(void **state)
{
	static const char *const files[] = {
		"journal", "server.lock", "server.log", "server.pid", "socket",
		"journal.anchor", "journal.torn", "acked.0", "sealed",
		"journal.lock", "journal.refused",
	};
	char	path[300];
	size_t	i;

	(void)state;
	for (i = 0; i < sizeof files / sizeof files[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, files[i]);
		unlink(path);
	}
	return rmdir(dir);
}

/* A directory of the test's own, the group's set aside in saved. */
static void
own_dir(char *saved)
{
	memcpy(saved, dir, sizeof dir);
	if (make_dir(NULL) != 0)
		fail_msg("no temporary directory");
}

static void
own_dir_done(const char *saved)
{
	remove_dir(NULL);
	memcpy(dir, saved, sizeof dir);
}

static struct session *
open_session(void)
{
	struct settings	 s;
	struct session	*ss;
	char		*cause = NULL;

	cfg_defaults(&s);
	ss = session_open(dir, &s, NULL, T0, &cause);
	if (ss == NULL)
		fail_msg("%s", cause);
	return ss;
}

/* A line read once and done, as the console does it. */
static int
command(struct session *s, const char *line, int64_t at, char **cause)
{
	struct command	cmd;

	if (session_parse(line, &cmd, cause) != 0)
		return -1;
	return session_do(s, &cmd, at, cause);
}

static void
run(struct session *s, const char *line, int64_t at)
{
	char	*cause = NULL;

	if (command(s, line, at, &cause) != 0)
		fail_msg("'%s': %s", line, cause);
}

static const struct game *
game(struct session *s, uint16_t board)
{
	const struct game	*g = event_game_const(session_event(s), board);

	assert_non_null(g);
	return g;
}

static void
test_apply_journal_restart(void **state)
{
	struct session	*s = open_session();
	char		*cause = NULL;
	size_t		 i, lines;

	(void)state;
	for (i = 0; setup_lines[i] != NULL; i++)
		run(s, setup_lines[i], T0);
	run(s, "move 1 e4", T0 + 10000);
	run(s, "move 1 e5", T0 + 20000);
	lines = session_nlines(s);
	assert_int_equal(lines, 13);	/* and the format line */

	/* Refused: nothing changes, nothing is written. */
	assert_int_not_equal(command(s, "move 1 Ke8", T0 + 30000,
	    &cause), 0);
	assert_non_null(cause);
	free(cause);
	assert_int_equal(session_nlines(s), lines);
	assert_int_equal(game(s, 1)->nmoves, 2);
	session_close(s);

	/* A restart replays each line at its own time. */
	s = open_session();
	assert_int_equal(session_nlines(s), lines);
	assert_int_equal(game(s, 1)->nmoves, 2);
	/* White: 10 s used, +30 (Fischer from move 1); Black the same. */
	assert_int_equal(clock_left(&game(s, 1)->clock, T0 + 20000, CLOCK_WHITE),
	    5400000 - 10000 + 30000);
	assert_int_equal(clock_left(&game(s, 1)->clock, T0 + 20000, CLOCK_BLACK),
	    5400000 - 10000 + 30000);
	session_close(s);
}

/*
 * A followed game's readings are journaled: a replay gives the clocks
 * the clock on the table showed, the alerts the source reported, and the
 * flag this clock had dropped ahead of the table's lifted again.
 */
static void
test_feed_replay(void **state)
{
	struct session	*s;
	char		 saved[sizeof dir];
	size_t		 i;
	int		 pass;

	(void)state;
	own_dir(saved);
	s = open_session();
	for (i = 0; setup_lines[i] != NULL; i++)
		run(s, setup_lines[i], T0);
	run(s, "move 1 e4 clock 1:30:27", T0 + 3000);
	run(s, "move 1 e5 clock 1:30:21.5", T0 + 9000);
	run(s, "clock 1 1:30:20 1:30:21.5", T0 + 10000);
	run(s, "report 1 result \"1-0\"", T0 + 11000);
	run(s, "setclock 2 0:05 1:30:00", T0 + 11000);
	run(s, "move 2 d4 clock 0:02", T0 + 17000);	/* this clock: 0 */
	for (pass = 0; pass < 2; pass++) {
		assert_int_equal(clock_left(&game(s, 1)->clock, T0 + 12000,
		    CLOCK_WHITE), 5420000 - 2000);
		assert_int_equal(clock_left(&game(s, 1)->clock, T0 + 12000,
		    CLOCK_BLACK), 5421500);
		assert_int_equal(game(s, 1)->clk[0], 5427000);
		assert_true(game(s, 1)->alerts[COMMAND_REPORT_RESULT -
		    1].active);
		assert_false(clock_flag(&game(s, 2)->clock, T0 + 17000,
		    CLOCK_WHITE, NULL));
		assert_int_equal(clock_left(&game(s, 2)->clock, T0 + 17000,
		    CLOCK_WHITE), 2000);
		session_close(s);
		if (pass == 0)
			s = open_session();	/* the replay */
	}
	own_dir_done(saved);
}

static void
test_undo(void **state)
{
	struct session		*s = open_session();
	struct command		 cmd;
	struct proto_refusal	 r;
	char			*cause = NULL, line[64];
	uint64_t		 seq, nf3;

	(void)state;
	run(s, "move 2 d4", T0 + 40000);
	seq = session_undoable(s);
	assert_int_equal(seq, session_nlines(s));
	snprintf(line, sizeof line, "undo %llu \"wrong board\"",
	    (unsigned long long)seq);
	run(s, line, T0 + 41000);
	assert_int_equal(game(s, 2)->nmoves, 0);
	assert_true(session_line(s, seq - 1)->undone);

	/* The same line cannot be undone twice, nor an undo line. */
	assert_int_not_equal(command(s, line, T0 + 42000, &cause), 0);
	free(cause);
	cause = NULL;
	snprintf(line, sizeof line, "undo %llu \"x\"",
	    (unsigned long long)session_nlines(s));
	assert_int_not_equal(command(s, line, T0 + 42000, &cause), 0);
	free(cause);
	cause = NULL;

	/* A line that later lines on its board may depend on stays. */
	assert_int_not_equal(command(s, "undo 11 \"x\"", T0 + 43000,
	    &cause), 0);
	free(cause);
	cause = NULL;

	/* An undo staged and dropped (the server's commit failed) leaves
	 * the line it named as it was. */
	run(s, "move 2 d4", T0 + 44000);
	seq = session_nlines(s);
	snprintf(line, sizeof line, "undo %llu \"x\"",
	    (unsigned long long)seq);
	assert_int_equal(session_parse(line, &cmd, &cause), 0);
	assert_int_equal(session_submit(s, session_actor(s), "en", &cmd,
	    T0 + 45000, session_nlines(s), NULL, &r), 0);
	assert_true(session_line(s, seq - 1)->undone);
	assert_int_equal(game(s, 2)->nmoves, 0);
	session_discard(s);
	assert_int_equal(session_nlines(s), seq);
	assert_false(session_line(s, seq - 1)->undone);
	assert_int_equal(game(s, 2)->nmoves, 1);
	run(s, line, T0 + 46000);			/* and it can still be */
	assert_true(session_line(s, seq - 1)->undone);

	/* Undo reaches past the arbiter's later lines on other boards:
	 * only a later line on the same board, or on every board, may
	 * depend on it. */
	run(s, "move 2 d4", T0 + 47000);
	seq = session_nlines(s);
	run(s, "move 1 Nf3", T0 + 48000);
	nf3 = session_nlines(s);
	snprintf(line, sizeof line, "undo %llu \"the wrong board\"",
	    (unsigned long long)seq);
	run(s, line, T0 + 49000);
	assert_int_equal(game(s, 2)->nmoves, 0);
	assert_int_equal(game(s, 1)->nmoves, 3);
	run(s, "stop 1", T0 + 50000);			/* on board 1 */
	seq = session_nlines(s);
	snprintf(line, sizeof line, "undo %llu \"x\"",
	    (unsigned long long)nf3);
	assert_int_not_equal(command(s, line, T0 + 51000, &cause), 0);
	assert_non_null(strstr(cause, "may depend on it"));
	free(cause);
	cause = NULL;
	snprintf(line, sizeof line, "undo %llu \"x\"",
	    (unsigned long long)seq);
	run(s, line, T0 + 52000);			/* the stop */
	snprintf(line, sizeof line, "undo %llu \"x\"",
	    (unsigned long long)nf3);
	run(s, line, T0 + 53000);			/* then Nf3 */
	assert_int_equal(game(s, 1)->nmoves, 2);
	session_close(s);

	/* The undo survives a restart. */
	s = open_session();
	assert_int_equal(game(s, 2)->nmoves, 0);
	assert_int_equal(game(s, 1)->nmoves, 2);
	session_close(s);
}

/* A client of the server of the test's directory (started if need be). */
static struct session *
connect_session(void)
{
	struct session	*s;
	char		*cause = NULL;

	if ((s = session_connect(dir, NULL, NULL, &cause)) == NULL)
		fail_msg("%s", cause);
	return s;
}

/* Take what the server sent until s holds n lines (2 s at most). */
static void
catch_up(struct session *s, size_t n)
{
	int	k;

	for (k = 0; k < 200 && session_nlines(s) < n; k++) {
		session_poll(s, 0);
		usleep(10000);
	}
	assert_int_equal(session_nlines(s), n);
}

/*
 * Two consoles of one event, through its server: each sees the other's
 * lines; when both act on one board at once, the server writes the one
 * that came first and tells the other what happened, in its own terms;
 * the journal holds exactly the lines written, and replays to the state
 * both consoles hold.
 */
static void
test_two_consoles(void **state)
{
	struct session	*a, *b, *r;
	char		*cause = NULL, group_dir[sizeof dir], path[300];
	size_t		 i, n;

	(void)state;
	own_dir(group_dir);
	a = connect_session();
	b = connect_session();
	for (i = 0; setup_lines[i] != NULL; i++)
		run(a, setup_lines[i], 0);
	n = session_nlines(a);
	catch_up(b, n);
	run(a, "move 1 e4", 0);
	/* b has not seen e4: its d4 loses the race, and is not written. */
	assert_int_not_equal(command(b, "move 1 d4", 0, &cause), 0);
	if (strstr(cause, "board 1: White moved first (e4)") == NULL)
		fail_msg("the loser was told '%s'", cause);
	free(cause);
	cause = NULL;
	assert_int_equal(session_nlines(b), n + 1);	/* a's line came */
	assert_int_equal(game(b, 1)->nmoves, 1);
	run(b, "move 1 e5", 0);
	catch_up(a, n + 2);
	assert_int_equal(game(a, 1)->nmoves, 2);
	assert_string_equal(session_line(a, n + 1)->hash,
	    session_line(b, n + 1)->hash);
	/* Not a race: b's own refusal is b's alone. */
	assert_int_not_equal(command(b, "move 1 Ke8", 0, &cause), 0);
	assert_null(strstr(cause, "first"));
	free(cause);
	session_close(a);
	session_close(b);

	snprintf(path, sizeof path, "%s/journal", dir);
	assert_non_null(r = session_load(path, NULL, NULL, NULL, &cause));
	assert_int_equal(session_nlines(r), n + 2);
	assert_int_equal(game(r, 1)->nmoves, 2);
	assert_true(event_ok(session_event(r)));
	session_close(r);
	/* The server stops once its last client has left. */
	snprintf(path, sizeof path, "%s/server.pid", dir);
	for (i = 0; i < 300 && access(path, F_OK) == 0; i++)
		usleep(10000);
	assert_int_not_equal(access(path, F_OK), 0);
	own_dir_done(group_dir);
}

/* One writer per event: a second is refused, naming the event. */
static void
test_one_writer(void **state)
{
	struct session	*s = open_session();
	char		*cause = NULL;

	(void)state;
	assert_null(session_open(dir, NULL, NULL, T0, &cause));
	assert_non_null(strstr(cause, "another process writes this event"));
	free(cause);
	session_close(s);
}

/* The journal's fdatasync(2) (once) and ftruncate(2), failing on demand. */
static bool	io_fail, sync_fail;

static int
sync_io(int fd)
{
	if (sync_fail) {
		sync_fail = false;
		errno = EIO;
		return -1;
	}
	return fdatasync(fd);
}

static int
truncate_io(int fd, off_t len)
{
	if (io_fail) {
		errno = EIO;
		return -1;
	}
	return ftruncate(fd, len);
}

/*
 * Issue 26, item 4: a command whose line cannot be put on disk, nor
 * taken back, is refused; the event goes read only saying why (not
 * "another process wrote 1 lines" at the next command), and a restart
 * does not replay it.
 */
static void
test_refused_write_kept(void **state)
{
	struct session	*s;
	char		 saved[sizeof dir], *cause = NULL;
	size_t		 i, lines;

	(void)state;
	own_dir(saved);
	s = open_session();
	for (i = 0; setup_lines[i] != NULL; i++)
		run(s, setup_lines[i], T0);
	lines = session_nlines(s);
	journal_sync = sync_io;
	journal_truncate = truncate_io;
	io_fail = sync_fail = true;
	assert_int_not_equal(command(s, "move 1 e4", T0 + 1000, &cause), 0);
	free(cause);
	io_fail = false;
	assert_int_equal(session_nlines(s), lines);
	assert_non_null(session_read_only(s));
	assert_non_null(strstr(session_read_only(s), "could not be taken back"));
	assert_non_null(strstr(session_read_only(s), "the next start cuts"));
	assert_int_not_equal(command(s, "move 2 d4", T0 + 2000, &cause), 0);
	assert_null(strstr(cause, "another process"));
	assert_non_null(strstr(cause, "read only"));
	free(cause);
	journal_sync = fdatasync;
	journal_truncate = ftruncate;
	session_close(s);
	s = open_session();
	assert_int_equal(session_nlines(s), lines);
	assert_int_equal(game(s, 1)->nmoves, 0);
	assert_null(session_read_only(s));
	run(s, "move 1 d4", T0 + 3000);
	session_close(s);
	own_dir_done(saved);
}

/*
 * Issue 26, item 8: a line its actor's role forbade, appended with a
 * chain that holds, is flagged when the event is opened (the first one
 * told, as lines refused by this build are) and marked in the log.
 */
static void
test_forged_line(void **state)
{
	struct session			*s;
	struct journal			*j;
	const struct session_line	*l;
	char				 saved[sizeof dir], me[64], line[128];
	char				*cause = NULL, *notice;
	size_t				 i, n;

	(void)state;
	own_dir(saved);
	assert_int_equal(journal_actor_default(me, sizeof me), 0);
	s = open_session();
	for (i = 0; setup_lines[i] != NULL; i++)
		run(s, setup_lines[i], T0);
	snprintf(line, sizeof line, "arbiter %s chief", me);
	run(s, line, T0);
	run(s, "arbiter dep deputy boards 1", T0);
	run(s, "move 1 e4", T0 + 1000);
	session_close(s);
	assert_non_null(j = journal_open(dir, NULL, NULL, &cause));
	/* annul is the chief's (a deputy gives results from format 6). */
	assert_int_equal(journal_append(j, "dep", "annul 1 \"forged\"",
	    T0 + 2000, NULL, &cause), 0);
	journal_close(j);
	s = open_session();
	n = session_nlines(s);
	assert_non_null(l = session_line(s, n - 1));
	assert_non_null(l->unpermitted);
	assert_non_null(strstr(l->unpermitted, "chief"));
	for (i = 0; i + 1 < n; i++)
		assert_null(session_line(s, i)->unpermitted);
	assert_non_null(notice = session_notice(s));
	if (strstr(notice, "was not permitted by its actor's role") == NULL)
		fail_msg("'%s'", notice);
	free(notice);
	session_close(s);
	own_dir_done(saved);
}

static void
test_roles(void **state)
{
	static const char *const event_wide[] = {
		"round 2 date 2026-11-23 start 15:00 end 20:00",
		"event \"Open\" points 10 0 0", "tc \"90+30\"",
		"player 99 \"New Player\"", "start all",
	};
	struct session	*s = open_session();
	char		 me[64], line[128], *cause = NULL;
	size_t		 i;

	(void)state;
	assert_int_equal(journal_actor_default(me, sizeof me), 0);
	/*
	 * Before any role, anyone may; but nobody gives the event away by
	 * accident: a line that leaves its giver without a role, or the
	 * event without a chief, is refused.
	 */
	assert_int_not_equal(command(s, "arbiter boss chief", T0 + 60000,
	    &cause), 0);
	assert_non_null(strstr(cause, "without the right to act"));
	free(cause);
	snprintf(line, sizeof line, "arbiter %s deputy boards 2", me);
	assert_int_not_equal(command(s, line, T0 + 60000, &cause), 0);
	assert_non_null(strstr(cause, "without a chief"));
	free(cause);
	cause = NULL;
	/* Then this user is a deputy of board 2, boss the chief. */
	snprintf(line, sizeof line, "arbiter %s chief", me);
	run(s, line, T0 + 60000);
	run(s, "arbiter boss chief", T0 + 60000);
	/* An assistant only watches: no chief makes himself one. */
	snprintf(line, sizeof line, "arbiter %s assistant", me);
	assert_int_not_equal(command(s, line, T0 + 60000, &cause), 0);
	assert_non_null(strstr(cause, "without the right to act"));
	free(cause);
	cause = NULL;
	/* Nor a feed: it reports, it rules nothing. */
	snprintf(line, sizeof line, "arbiter %s feed boards 1-2", me);
	assert_int_not_equal(command(s, line, T0 + 60000, &cause), 0);
	assert_non_null(strstr(cause, "without the right to act"));
	free(cause);
	cause = NULL;
	snprintf(line, sizeof line, "arbiter %s deputy boards 2", me);
	run(s, line, T0 + 60000);
	run(s, "move 2 e4", T0 + 61000);
	/* The event's set-up is the chief's, whatever a deputy's boards. */
	for (i = 0; i < sizeof event_wide / sizeof event_wide[0]; i++) {
		assert_int_not_equal(command(s, event_wide[i], T0 + 61500,
		    &cause), 0);
		if (strstr(cause, "chief") == NULL && strstr(cause,
		    "boards") == NULL)
			fail_msg("'%s': %s", event_wide[i], cause);
		free(cause);
		cause = NULL;
	}
	/* Not his board. */
	assert_int_not_equal(command(s, "move 1 Bc4", T0 + 62000,
	    &cause), 0);
	assert_non_null(strstr(cause, "not among"));
	free(cause);
	cause = NULL;
	/* An annulment is the chief's (and so is the next "arbiter" line). */
	assert_int_not_equal(command(s, "annul 2 \"x\"",
	    T0 + 63000, &cause), 0);
	assert_non_null(strstr(cause, "chief"));
	free(cause);
	cause = NULL;
	assert_int_not_equal(command(s, "arbiter someone chief",
	    T0 + 64000, &cause), 0);
	free(cause);
	assert_int_equal(game(s, 2)->nmoves, 1);
	/* Format 6: the deputy enters his board's result. */
	run(s, "result 2 1-0 \"Black resigned\"", T0 + 64500);
	assert_string_equal(game(s, 2)->result, "1-0");
	session_close(s);

	/* A restart keeps the roles. */
	s = open_session();
	cause = NULL;
	assert_int_not_equal(command(s, "move 1 Bc4", T0 + 65000,
	    &cause), 0);
	free(cause);
	session_close(s);
}

/*
 * On the console's timeline a time of day is the venue's: with tz +01:00 a
 * session ending at 16:00 ends at 15:00 UTC, and a move sealed at 14:30
 * UTC is charged half an hour (A1b), not an hour and a half.
 */
static void
test_timezone(void **state)
{
	/* 2026-11-23T14:30:00Z */
	const int64_t	 t = INT64_C(1795444200000);
	struct session	*s;
	int64_t		 before;
	char		 group_dir[sizeof dir];

	/* An event of its own, in a directory of its own. */
	(void)state;
	own_dir(group_dir);
	s = open_session();
	run(s, "event \"Zone\" rules fide-2005", t - 60000);
	run(s, "tc \"40/5400+30:1800+30\"", t - 60000);
	run(s, "round 1 date 2026-11-23 start 15:00 end 16:00 tz +01:00",
	    t - 60000);
	run(s, "player 1 \"A\"", t - 60000);
	run(s, "player 2 \"B\"", t - 60000);
	run(s, "pair 1 1 2", t - 60000);
	run(s, "start 1", t - 60000);
	run(s, "adjourn 1", t);
	before = clock_left(&game(s, 1)->clock, t, CLOCK_WHITE);
	run(s, "seal 1 e4", t);
	assert_int_equal(clock_left(&game(s, 1)->clock, t, CLOCK_WHITE),
	    before - 30 * 60000);
	session_close(s);
	own_dir_done(group_dir);
}

/* 6.7: an imported event without its own wait takes the settings' one. */
static void
test_forfeit_wait(void **state)
{
	struct settings	 set;
	struct session	*s;
	char		*cause = NULL, group_dir[sizeof dir];

	(void)state;
	own_dir(group_dir);
	cfg_defaults(&set);
	set.forfeit_wait_ms = 15 * 60000;
	if ((s = session_open(dir, &set, session_demo_path(NULL), T0, &cause)) == NULL)
		fail_msg("%s", cause);
	assert_int_equal(session_event(s)->wait_ms, 15 * 60000);
	session_close(s);
	/* The journal keeps it: a restart with other settings changes nothing. */
	set.forfeit_wait_ms = 60 * 60000;
	if ((s = session_open(dir, &set, NULL, T0, &cause)) == NULL)
		fail_msg("%s", cause);
	assert_int_equal(session_event(s)->wait_ms, 15 * 60000);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Settings that give no forfeit_wait leave the event its edition's
 * default time: the demo under --rules fide-2023 waits 0 (6.7.1), under
 * fide-2005 an hour (6.7a); given, the settings' minutes win.
 */
static void
test_demo_wait_edition(void **state)
{
	static const struct {
		const char	*rules;
		int64_t		 set, want;
	} cases[] = {
		{ "fide-2023", -1, 0 },
		{ "fide-2005", -1, 60 * 60000 },
		{ "fide-2023", 15 * 60000, 15 * 60000 },
	};
	struct settings	 set;
	struct session	*s;
	char		*cause = NULL, group_dir[sizeof dir];
	size_t		 i;

	(void)state;
	cfg_defaults(&set);
	assert_int_equal(set.forfeit_wait_ms, -1);
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		own_dir(group_dir);
		cfg_defaults(&set);
		strcpy(set.rules, cases[i].rules);
		set.forfeit_wait_ms = cases[i].set;
		if ((s = session_open(dir, &set, session_demo_path(NULL), T0,
		    &cause)) == NULL)
			fail_msg("%s", cause);
		assert_string_equal(session_event(s)->ed->name, cases[i].rules);
		assert_int_equal(session_event(s)->wait_ms, cases[i].want);
		session_close(s);
		own_dir_done(group_dir);
	}
}

/* A file of the test's directory, whole, into buf. */
static void
read_file(const char *name, char *buf, size_t size)
{
	char	path[300];
	FILE	*f;
	size_t	n;

	snprintf(path, sizeof path, "%s/%s", dir, name);
	assert_non_null(f = fopen(path, "r"));
	n = fread(buf, 1, size - 1, f);
	buf[n] = '\0';
	fclose(f);
}

/* The journal of the test's directory, whole, into buf. */
static void
read_journal(char *buf, size_t size)
{
	read_file("journal", buf, size);
}

/*
 * A1a: a move given at 'seal' is never in the journal before the envelope
 * is opened: the writer keeps it in DIR/sealed, which only the event's
 * owner may read, and 'open' without a move plays it from there.
 */
static void
test_sealed_secret(void **state)
{
	struct session	*s;
	struct stat	 st;
	char		 group_dir[sizeof dir], buf[16384], path[300];
	size_t		 i;

	(void)state;
	own_dir(group_dir);
	s = open_session();
	for (i = 0; setup_lines[i] != NULL; i++)
		run(s, setup_lines[i], T0);
	run(s, "move 1 e4", T0 + 10000);
	run(s, "adjourn 1", T0 + 20000);
	run(s, "seal 1 \"Nc6\"", T0 + 30000);
	read_journal(buf, sizeof buf);
	assert_non_null(strstr(buf, " seal 1 ~"));
	assert_null(strstr(buf, "Nc6"));
	snprintf(path, sizeof path, "%s/sealed", dir);
	assert_int_equal(stat(path, &st), 0);
	assert_int_equal(st.st_mode & 0777, 0600);
	run(s, "resume 1", T0 + 40000);
	run(s, "arrive 1 white", T0 + 41000);
	run(s, "arrive 1 black", T0 + 42000);
	run(s, "open 1", T0 + 43000);
	assert_int_equal(game(s, 1)->nmoves, 2);
	read_journal(buf, sizeof buf);
	assert_non_null(strstr(buf, " open 1 \"Nc6\" ~"));
	session_close(s);

	/* The journal alone, the envelope open, replays to the same game. */
	assert_int_equal(unlink(path), 0);
	s = open_session();
	assert_int_equal(game(s, 1)->nmoves, 2);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * The settings' rules are the edition of an 'event' line that names
 * none, and the journal says so: a restart under other settings keeps it.
 */
static void
test_settings_rules(void **state)
{
	struct settings	 set;
	struct session	*s;
	char		*cause = NULL, group_dir[sizeof dir], buf[4096];

	(void)state;
	own_dir(group_dir);
	cfg_defaults(&set);
	strcpy(set.rules, "fide-2001");
	if ((s = session_open(dir, &set, NULL, T0, &cause)) == NULL)
		fail_msg("%s", cause);
	run(s, "event \"Open\"", T0);
	assert_string_equal(session_event(s)->ed->name, "fide-2001");
	/* An event that names its own edition keeps it. */
	run(s, "event \"Open\" rules fide-1952", T0);
	assert_string_equal(session_event(s)->ed->name, "fide-1952");
	session_close(s);
	read_journal(buf, sizeof buf);
	assert_non_null(strstr(buf, " event \"Open\" rules fide-2001 ~"));
	strcpy(set.rules, "fide-2005");
	if ((s = session_open(dir, &set, NULL, T0, &cause)) == NULL)
		fail_msg("%s", cause);
	assert_string_equal(session_event(s)->ed->name, "fide-1952");
	session_close(s);
	own_dir_done(group_dir);
}

/* An event under rules with boards 1..n paired from fen, started. */
static void
run_event(struct session *s, const char *rules, int n, const char *fen)
{
	char	line[256];
	int	i;

	snprintf(line, sizeof line, "event \"Open\" rules %s", rules);
	run(s, line, T0);
	run(s, "tc \"5400\"", T0);
	for (i = 1; i <= 2 * n; i++) {
		snprintf(line, sizeof line, "player %d \"P%d\"", i, i);
		run(s, line, T0);
	}
	run(s, "round 1", T0);
	for (i = 1; i <= n; i++) {
		snprintf(line, sizeof line, "pair %d %d %d fen \"%s\"", i,
		    2 * i - 1, 2 * i, fen);
		run(s, line, T0);
	}
	run(s, "start all", T0);
}

/*
 * 2023 5.1.2 and 7.5.5 ask the same can-mate analysis as 6.10: its
 * verdict is journaled before the command and taken from there on
 * replay; a 2005 resignation asks nothing (no verdict line).
 */
static void
test_verdicts_2023(void **state)
{
	/* White resigns, or errs twice; Black has a lone king. */
	static const char	 fen[] = "4k3/8/8/8/8/8/4P3/4K2R w - - 0 40";
	struct session		*s;
	char			 group_dir[sizeof dir], buf[8192];

	(void)state;
	own_dir(group_dir);
	s = open_session();
	run_event(s, "fide-2023", 2, fen);
	run(s, "resign 1 white", T0 + 1000);		/* 5.1.2: a draw */
	run(s, "illegal 2 Ke1-e3", T0 + 2000);
	run(s, "illegal 2 Ke1-e3", T0 + 3000);		/* 7.5.5: a draw */
	assert_string_equal(game(s, 1)->result, "1/2-1/2");
	assert_string_equal(game(s, 2)->result, "1/2-1/2");
	session_close(s);
	read_journal(buf, sizeof buf);
	assert_non_null(strstr(buf, " verdict 1 black no ~"));
	assert_non_null(strstr(buf, " verdict 2 black no ~"));
	assert_true(strstr(buf, " verdict 1 black no ~") <
	    strstr(buf, " resign 1 white ~"));
	s = open_session();				/* the replay */
	assert_string_equal(game(s, 1)->result, "1/2-1/2");
	assert_int_equal(game(s, 1)->reason, LAW_RESIGNATION);
	assert_string_equal(game(s, 2)->result, "1/2-1/2");
	assert_int_equal(game(s, 2)->reason, LAW_ILLEGAL_LIMIT);
	session_close(s);
	own_dir_done(group_dir);

	own_dir(group_dir);
	s = open_session();
	run_event(s, "fide-2005", 1, fen);
	run(s, "resign 1 white", T0 + 1000);		/* 5.1b: lost */
	assert_string_equal(game(s, 1)->result, "0-1");
	session_close(s);
	read_journal(buf, sizeof buf);
	assert_null(strstr(buf, " verdict "));
	own_dir_done(group_dir);
}

/*
 * Moves typed in the arbiter's notation are journaled canonically: a move,
 * a claim's move, an illegal move as made, a sealed move that is one
 * legal move (kept secret beside the journal: test_sealed_secret); a
 * sealed move that is not stays as written, for A8.
 */
/*
 * 2023 A.5.4: the move after both kings were in check is read on that
 * board in the arbiter's language: "Rg7" (the Italian king) takes Black's
 * king out of check and is journaled "Kg7+"; "h6" leaves it in check: a
 * draw, journaled as made.
 */
static void
test_typed_after_kings(void **state)
{
	static const char *const lines[] = {
		"event \"E\" rules fide-2023", "tc \"1500+10\"",
		"player 1 \"A\"", "player 2 \"B\"", "player 3 \"C\"",
		"player 4 \"D\"", "round 1",
		"pair 1 1 2 fen \"7k/7p/8/4r3/8/8/8/R3K3 w - - 0 1\"",
		"pair 2 3 4 fen \"7k/7p/8/4r3/8/8/8/R3K3 w - - 0 1\"",
		"start all", "illegal 1 Ta1-a8", "illegal 2 Ta1-a8",
		"move 1 Rg7", "move 2 h6", NULL
	};
	struct session	*s;
	char		 group_dir[sizeof dir], buf[8192];
	size_t		 i;

	(void)state;
	own_dir(group_dir);
	s = open_session();
	session_set_lang(s, "it");
	for (i = 0; lines[i] != NULL; i++)
		run(s, lines[i], T0 + (int64_t)i * 1000);
	assert_int_equal(game(s, 1)->status, GAME_PLAYING);
	assert_false(game(s, 1)->ill.active);
	assert_string_equal(game(s, 2)->result, "1/2-1/2");
	session_close(s);
	read_journal(buf, sizeof buf);
	assert_non_null(strstr(buf, " move 1 Kg7+ ~"));	/* Ra1-a8's check */
	assert_non_null(strstr(buf, " move 2 h7-h6 ~"));	/* as made */
	own_dir_done(group_dir);
}

static void
test_typed_moves(void **state)
{
	struct session	*s;
	char		*cause = NULL, group_dir[sizeof dir], buf[8192];

	(void)state;
	own_dir(group_dir);
	s = open_session();
	session_set_lang(s, "it");
	run(s, "event \"E\"", T0);
	run(s, "tc \"5400\"", T0);
	run(s, "player 1 \"A\"", T0);
	run(s, "player 2 \"B\"", T0);
	run(s, "player 3 \"C\"", T0);
	run(s, "player 4 \"D\"", T0);
	run(s, "round 1", T0);
	run(s, "pair 1 1 2", T0);
	run(s, "pair 2 3 4", T0);
	run(s, "start all", T0);
	run(s, "move 1 Cf3", T0 + 1000);
	run(s, "claim 1 black fifty Cf6", T0 + 2000);
	run(s, "illegal 1 Re1-e3", T0 + 3000);
	run(s, "adjourn 2", T0 + 4000);
	run(s, "seal 2 \"Cc3\"", T0 + 5000);
	assert_int_not_equal(command(s, "move 1 Xf3", T0 + 6000, &cause), 0);
	assert_string_equal(cause,
	    "'Xf3': no piece letter 'X' in Italian notation (R D T A C)");
	free(cause);
	run(s, "adjourn 1", T0 + 6000);
	run(s, "seal 1 \"Dd1-h5\"", T0 + 6000);	/* blocked: illegal */
	session_close(s);
	read_journal(buf, sizeof buf);
	assert_non_null(strstr(buf, " move 1 Nf3 ~"));
	assert_non_null(strstr(buf, " claim 1 black fifty Nf6 ~"));
	assert_non_null(strstr(buf, " illegal 1 Ke1-e3 ~"));
	/* Sealed moves are kept out of the journal (A1a), canonical... */
	assert_non_null(strstr(buf, " seal 2 ~"));
	assert_non_null(strstr(buf, " seal 1 ~"));
	assert_null(strstr(buf, "Nc3"));
	assert_null(strstr(buf, "Dd1-h5"));
	read_file("sealed", buf, sizeof buf);
	assert_non_null(strstr(buf, " Nc3\n"));
	/* ... or, not a legal move, as written, for A8 at the opening. */
	assert_non_null(strstr(buf, " Dd1-h5\n"));
	own_dir_done(group_dir);
}

/* Write lines as a journal of the test's directory (an earlier build's),
 * line i at T0 + at[i] ms (at NULL: a second apart). */
static void
write_journal_at(const char *const *lines, const int64_t *at,
    const char *actor)
{
	struct journal	*j;
	char		*cause = NULL;
	size_t		 i;

	if ((j = journal_open(dir, NULL, NULL, &cause)) == NULL)
		fail_msg("%s", cause);
	for (i = 0; lines[i] != NULL; i++) {
		if (journal_append(j, actor, lines[i], T0 + (at != NULL ?
		    at[i] : (int64_t)i * 1000), NULL, &cause) != 0)
			fail_msg("%s", cause);
	}
	journal_close(j);
}

static void
write_journal(const char *const *lines, const char *actor)
{
	write_journal_at(lines, NULL, actor);
}

/* An earlier build's journal of lines (at: as write_journal_at), in a
 * directory of the test's own (the group's set aside in saved), opened. */
static struct session *
open_old_journal(const char *const *lines, const int64_t *at, char *saved)
{
	char	me[64];

	own_dir(saved);
	assert_int_equal(journal_actor_default(me, sizeof me), 0);
	write_journal_at(lines, at, me);
	return open_session();
}

/* The lines of a NULL-ended array of them. */
#define NLINES(a)	(sizeof (a) / sizeof (a)[0] - 1)

/* Done with a session of a directory of the test's own. */
static void
own_session_done(struct session *s, const char *saved)
{
	session_close(s);
	own_dir_done(saved);
}

/*
 * The n lines after an old journal's 'format' line, run afresh at this
 * build's format in a directory of the test's own (line i at T0 + at[i];
 * at NULL: a second apart).
 */
static struct session *
run_at_build_format(const char *const *lines, size_t n, const int64_t *at,
    char *saved)
{
	struct session	*s;
	size_t		 i;

	own_dir(saved);
	s = open_session();
	for (i = 1; i <= n; i++)
		run(s, lines[i], T0 + (at != NULL ? at[i] : (int64_t)i * 1000));
	return s;
}

/*
 * A journal of a format before 3 opens to the state it was written with
 * (doc/commands.md): A9b's clock and A10's lateness as that build had them.
 */
static void
test_old_format_resumption(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"5400\"",
		"round 1 date 2026-11-18 start 09:00", "player 1 \"A\"",
		"player 2 \"B\"", "pair 1 1 2", "start 1", "move 1 e4",
		"move 1 e5", "adjourn 1", "seal 1 \"Nf3\"",
		"envelope 1 resume 2026-11-19 10:00 place \"R\"", "resume 1",
		"arrive 1 black", "arrive 1 white", NULL
	};
	static const int64_t at[] = {
		0, 0, 0, 0, 0, 0, 0, 1000, 2000, 3000, 4000, 5000,
		83600000, 83660000, 86600000,	/* 10:20, 10:21, 11:10 */
	};
	struct session		*s;
	const struct game	*g;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, at, group_dir);
	g = game(s, 1);
	/* Lateness counted from the envelope's 10:00, not the 10:20 of
	 * the resume line: the sealer, 70 minutes late, lost (A10). */
	assert_int_equal(session_event(s)->format, 1);
	assert_int_equal(g->seal.resume_ms, T0 + 82400000);
	assert_string_equal(g->result, "0-1");
	assert_string_equal(game_cite(g, g->reason), "A10");
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 6 a claimed illegal move's reinstatement left the offender
 * the increment of its press: a format-5 journal opens so; this build's
 * format takes the 10 seconds back (the Manual on 7.5).
 */
static void
test_old_format_press_undone(void **state)
{
	static const char *const lines[] = {
		"format 5", "event \"Old\" rules fide-2023", "tc \"1500+10\"",
		"round 1", "player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2",
		"start 1", "move 1 e4", "move 1 e5", "illegal 1 Ke1-e3",
		"claim 1 black illegal", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir];
	int64_t			 old_ms, now = T0 + 20000;

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_event(s)->format, 5);
	assert_int_equal(game(s, 1)->illegal[CLOCK_WHITE], 1);
	old_ms = clock_left(&game(s, 1)->clock, now, CLOCK_WHITE);
	own_session_done(s, group_dir);

	s = run_at_build_format(lines, NLINES(lines) - 1, NULL, group_dir);
	assert_int_equal(game(s, 1)->illegal[CLOCK_WHITE], 1);
	assert_int_equal(old_ms - clock_left(&game(s, 1)->clock, now,
	    CLOCK_WHITE), 10000);
	own_session_done(s, group_dir);
}

/*
 * Before format 6, 2023 rapid: with both flags down the claimant whose
 * flag fell later won on time (A.5.3); a format-5 journal opens so, while
 * this build's format refuses the claim (the Manual on A.5: the arbiter
 * decides by the flag the clock shows).
 */
static void
test_old_format_both_flags_claim(void **state)
{
	static const char *const lines[] = {
		"format 5", "event \"Old\" rules fide-2023", "tc \"1500\"",
		"round 1", "player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2",
		"start 1", "setclock 1 0:01 0:03", "move 1 e4",
		"claim 1 black time", NULL
	};
	static const int64_t at[] = {
		0, 0, 0, 0, 0, 0, 0, 0, 0, 2000, 7000
	};
	struct session		*s;
	char			 group_dir[sizeof dir], *cause = NULL;

	(void)state;
	s = open_old_journal(lines, at, group_dir);
	assert_int_equal(session_event(s)->format, 5);
	assert_null(session_line(s, 10)->refused);
	assert_string_equal(game(s, 1)->result, "0-1");
	own_session_done(s, group_dir);

	s = run_at_build_format(lines, NLINES(lines) - 2, at, group_dir);
	assert_int_not_equal(command(s, lines[10], T0 + at[10], &cause), 0);
	assert_non_null(strstr(cause, "own flag is down"));
	free(cause);
	assert_string_equal(game(s, 1)->result, "");
	own_session_done(s, group_dir);
}

/*
 * Before format 6 an annulment's ground was read from its reason's text
 * (2023: "7.2.1 ..." a wrong set-up, any other colours reversed, 7.3): a
 * format-5 journal opens so; this build's format reads no text, and an
 * annulment with no ground is the plain one (7.2.1).
 */
static void
test_old_format_annul_ground(void **state)
{
	static const char *const lines[] = {
		"format 5", "event \"Old\" rules fide-2023", "tc \"5400\"",
		"round 1", "player 1 \"A\"", "player 2 \"B\"",
		"player 3 \"C\"", "player 4 \"D\"", "pair 1 1 2",
		"pair 2 3 4", "start all", "annul 1 \"7.2.1 king and queen\"",
		"annul 2 \"colours reversed\"", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_event(s)->format, 5);
	assert_string_equal(game_cite(game(s, 1), game(s, 1)->reason),
	    "7.2.1");
	assert_string_equal(game_cite(game(s, 2), game(s, 2)->reason), "7.3");
	own_session_done(s, group_dir);

	s = run_at_build_format(lines, NLINES(lines) - 1, NULL, group_dir);
	assert_string_equal(game_cite(game(s, 2), game(s, 2)->reason),
	    "7.2.1");
	own_session_done(s, group_dir);
}

/*
 * 12.8 was said in a reason before the keyword ('penalty ... loss
 * refusal'): a journal the previous build wrote, "12.8 ..." reasons,
 * opens to the state it had (both refuse: 12.9; one: 12.8, the
 * opponent's score left to the arbiter; no article: 13.4d), and the
 * keyword gives that state with reasons that cite nothing.
 */
static void
test_old_form_refusal(void **state)
{
#define REFUSAL_SETUP							\
		"event \"Old\" rules fide-2005", "tc \"5400\"", "round 1",	\
		"player 1 \"A\"", "player 2 \"B\"", "player 3 \"C\"",	\
		"player 4 \"D\"", "player 5 \"E\"", "player 6 \"F\"",	\
		"pair 1 1 2", "pair 2 3 4", "pair 3 5 6", "start all"
	static const char *const old[] = {
		"format 6", REFUSAL_SETUP,
		"penalty 1 white loss \"12.8 refuses\"",
		"penalty 1 black loss \"12.8 refuses too\"",
		"penalty 2 white loss \"12.8 refuses\"",
		"penalty 3 white loss \"refuses\"", NULL
	};
	static const char *const keyword[] = {
		"format 6", REFUSAL_SETUP,
		"penalty 1 white loss refusal \"refuses\"",
		"penalty 1 black loss refusal \"refuses too\"",
		"penalty 2 white loss refusal \"refuses\"",
		"penalty 3 white loss \"refuses\"", NULL
	};
#undef REFUSAL_SETUP
	struct session		*s;
	char			 group_dir[sizeof dir];
	int			 k;

	(void)state;
	for (k = 0; k < 2; k++) {
		s = k == 0 ? open_old_journal(old, NULL, group_dir) :
		    run_at_build_format(keyword, NLINES(keyword) - 1, NULL,
		    group_dir);
		assert_null(session_line(s, NLINES(old) - 1)->refused);
		assert_string_equal(game(s, 1)->result, "0-0");
		assert_string_equal(game_cite(game(s, 1), game(s, 1)->reason),
		    "12.9");
		assert_string_equal(game_cite(game(s, 2), game(s, 2)->reason),
		    "12.8");
		assert_int_equal(game(s, 2)->base2[CLOCK_BLACK],
		    GAME_POINTS_NULL);
		assert_string_equal(game(s, 3)->result, "0-1");
		assert_string_equal(game_cite(game(s, 3), game(s, 3)->reason),
		    "13.4d");
		own_session_done(s, group_dir);
	}
}

/*
 * Before format 6 a sealed move that ended the game (here a stalemate)
 * decided only the late sealer's game: a format-5 journal whose replier
 * came after the default time opens to his loss; this build's format
 * applies 2023 I.10, the stalemate stands: a draw.
 */
static void
test_old_format_late_replier(void **state)
{
	static const char *const lines[] = {
		"format 5", "event \"Old\" rules fide-2023 wait 30m",
		"tc \"5400\"", "round 1 date 2026-11-18 start 09:00",
		"player 1 \"A\"", "player 2 \"B\"",
		"pair 1 1 2 fen \"7k/8/6K1/8/8/8/8/5Q2 w - - 0 60\"",
		"start 1", "adjourn 1", "seal 1 \"Qf7\"",
		"envelope 1 resume 2026-11-19 10:00 place \"R\"", "resume 1",
		"arrive 1 white", "arrive 1 black", NULL
	};
	static const int64_t at[] = {
		0, 0, 0, 0, 0, 0, 0, 0, 1000, 2000, 3000,
		83600000, 83660000, 86300000,	/* 10:20, 10:21, 11:05 */
	};
	struct session		*s;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, at, group_dir);
	assert_int_equal(session_event(s)->format, 5);
	assert_string_equal(game(s, 1)->result, "1-0");
	own_session_done(s, group_dir);

	s = run_at_build_format(lines, NLINES(lines) - 1, at, group_dir);
	/* The server keeps the sealed move secret (A1a): the envelope
	 * decides, once opened: the stalemate (5.2.1). */
	assert_string_equal(game(s, 1)->result, "");
	assert_int_equal(game(s, 1)->npending, 1);
	run(s, "open 1", T0 + 86400000);
	assert_string_equal(game(s, 1)->result, "1/2-1/2");
	assert_string_equal(game_cite(game(s, 1), game(s, 1)->reason),
	    "5.2.1");
	own_session_done(s, group_dir);
}

/*
 * The release before 'format' lines (format 1) counted any text given as
 * an illegal move in standard play, "--" and "zz9" too: its journals
 * open with both counted (7.4b), though this build refuses such texts.
 */
static void
test_old_format_illegal_text(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2", "start 1",
		"illegal 1 --", "illegal 1 zz9", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(game(s, 1)->illegal[CLOCK_WHITE], 2);
	assert_null(session_line(s, 6)->refused);
	assert_null(session_line(s, 8)->refused);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Undo in a draughts event: the arbiter's count and restart taken back,
 * as any act, by replaying the lines before them.
 */
static void
test_undo_draughts(void **state)
{
	static const char *const lines[] = {
		"event \"Damiera\" game draughts", "tc \"7200\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"",
		"pair 1 1 2 fen \"W:WK46,K47:BK1\"", "start 1",
		"move 1 46-41", "claim 1 arbiter count", NULL
	};
	struct session	*s;
	char		 group_dir[sizeof dir], line[64];
	size_t		 i;

	(void)state;
	own_dir(group_dir);
	s = open_session();
	for (i = 0; lines[i] != NULL; i++)
		run(s, lines[i], T0 + (int64_t)i * 1000);
	assert_int_equal(game(s, 1)->count.law, LAW_COUNT_LEAST);
	snprintf(line, sizeof line, "undo %llu \"the arbiter counted early\"",
	    (unsigned long long)session_undoable(s));
	run(s, line, T0 + 20000);
	assert_int_equal(game(s, 1)->count.law, LAW_NONE);
	assert_int_equal(game(s, 1)->nmoves, 1);
	run(s, "restart 1 colours", T0 + 21000);
	assert_int_equal(game(s, 1)->white, 2);
	snprintf(line, sizeof line, "undo %llu \"not the colours\"",
	    (unsigned long long)session_undoable(s));
	run(s, line, T0 + 22000);
	assert_int_equal(game(s, 1)->white, 1);
	assert_int_equal(game(s, 1)->nmoves, 1);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 5 an event could name other rules after its pairings
 * (the games paired before kept theirs): such a journal opens as it was
 * written; one of this build's format refuses the line (one rule set an
 * event), and a change of game is refused at every format.
 */
static void
test_old_format_rules(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2",
		"event \"Old\" rules fide-2023", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir], *cause = NULL;

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_null(session_line(s, 6)->refused);
	assert_string_equal(session_event(s)->ed->name, "fide-2023");
	session_close(s);
	own_dir_done(group_dir);

	own_dir(group_dir);
	s = open_session();
	for (size_t i = 0; i < 6; i++)
		run(s, lines[i], T0 + (int64_t)i * 1000);
	assert_int_not_equal(command(s, lines[6], T0 + 7000, &cause), 0);
	assert_non_null(strstr(cause, "keeps its game and rules"));
	free(cause);
	cause = NULL;
	assert_int_not_equal(command(s, "event \"Old\" game draughts",
	    T0 + 8000, &cause), 0);
	free(cause);
	assert_string_equal(session_event(s)->ed->name, "fide-2005");
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 4 'round' was taken with games of the last round in play
 * (they went with it): such a journal opens as it was written, while a
 * journal of this build's format refuses the same line, from its first
 * command on (a new event ran at format 1 until it was reopened).
 */
static void
test_old_format_round(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2", "start 1",
		"move 1 e4", "round 2", "pair 1 2 1", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir], *cause = NULL;

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_event(s)->format, 1);
	assert_int_equal(session_event(s)->round, 2);
	assert_null(session_line(s, 8)->refused);
	assert_int_equal(game(s, 1)->white, 2);
	session_close(s);
	own_dir_done(group_dir);

	own_dir(group_dir);
	s = open_session();			/* this build's format */
	for (size_t i = 0; i < 8; i++)
		run(s, lines[i], T0 + (int64_t)i * 1000);
	/* Its first command ran at the format its replay will. */
	assert_int_equal(session_event(s)->format, EVENT_FORMAT);
	assert_int_not_equal(command(s, "round 2", T0 + 9000, &cause), 0);
	assert_non_null(strstr(cause, "round <n> override"));
	free(cause);
	assert_int_equal(session_event(s)->round, 1);
	run(s, "round 2 override \"the pair withdrew\"", T0 + 10000);
	assert_int_equal(session_event(s)->round, 2);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 6 a new round cleared an adjourned game with the rest
 * (an override's): such a journal opens as it was written, the game gone
 * and left unscored; one of this build's format keeps it as 1.2, beside
 * round 2's own board 2, and scores it when it ends (Appendix A).
 */
static void
test_old_format_kept(void **state)
{
	static const char *const lines[] = {
		"format 5", "event \"Old\" rules fide-2023", "tc \"5400\"",
		"round 1", "player 1 \"A\"", "player 2 \"B\"",
		"player 3 \"C\"", "player 4 \"D\"", "pair 1 1 2",
		"pair 2 3 4", "start all", "resign 1 black", "move 2 e4",
		"adjourn 2", "seal 2 \"e5\"",
		"round 2 override \"2 adjourned\"", "pair 2 4 1", NULL
	};
	const struct event	*ev;
	struct standing		 st;
	struct session		*s;
	char			 group_dir[sizeof dir], *cause = NULL;

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	ev = session_event(s);
	assert_int_equal(ev->format, 5);
	assert_int_equal(ev->ngames, 1);
	assert_null(event_game_at_const(ev, 1, 2));
	st = standings_of(ev, event_player(ev, 3));
	assert_int_equal(st.unscored, 1);
	session_close(s);
	own_dir_done(group_dir);

	own_dir(group_dir);
	s = open_session();			/* this build's format */
	for (size_t i = 1; lines[i] != NULL; i++)
		run(s, lines[i], T0 + (int64_t)i * 1000);
	ev = session_event(s);
	assert_int_equal(ev->ngames, 2);
	assert_int_equal(event_game_at_const(ev, 1, 2)->status,
	    GAME_ADJOURNED);
	assert_int_equal(game(s, 2)->white, 4);
	st = standings_of(ev, event_player(ev, 3));
	assert_int_equal(st.unscored, 1);	/* open, not lost */
	assert_int_not_equal(command(s, "resume 2", T0 + 20000, &cause), 0);
	free(cause);
	run(s, "resume 1.2", T0 + 21000);
	run(s, "arrive 1.2 white", T0 + 21000);
	run(s, "open 1.2", T0 + 22000);
	run(s, "resign 1.2 black", T0 + 23000);
	st = standings_of(ev, event_player(ev, 3));
	assert_int_equal(st.unscored, 0);
	assert_int_equal(st.points2, 2);
	assert_int_equal(standings_of(ev, event_player(ev, 4)).scored, 1);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 4, in rapid: an illegal move that left the mover's king in
 * check could only be claimed, and the arbiter waited for the claim on an
 * unfinished promotion: such a journal opens as it was written, its
 * claims taken.
 */
static void
test_old_format_rapid_illegal(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"1500+10\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "player 3 \"C\"",
		"player 4 \"D\"", "pair 1 1 2",
		"pair 2 3 4 fen \"k7/4P3/8/8/8/8/8/4K3 w - - 0 1\"",
		"start all", "move 1 e4", "move 1 d6", "move 1 Bb5+",
		"illegal 1 Ng8-f6", "illegal 2 e7-e8", "claim 2 black illegal",
		NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_event(s)->format, 1);
	assert_true(game(s, 1)->ill.active);
	assert_true(game(s, 1)->ill.broken);		/* claim only */
	assert_null(session_line(s, 15)->refused);	/* the claim */
	assert_int_equal(game(s, 2)->illegal[CLOCK_WHITE], 1);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 6 an offer was marked (=) only on the event's line right
 * after the offerer's move (9.1a): another board's line between them left
 * it unmarked.  Such a journal opens as it was written; this build marks
 * it (9.1.2.2), as tests/scenarios/9.1a-offer-after-other-board shows.
 */
static void
test_old_format_offer(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "player 3 \"C\"",
		"player 4 \"D\"", "pair 1 1 2", "pair 2 3 4", "start all",
		"move 1 e4", "move 2 d4", "offer 1 white", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_event(s)->format, 1);
	assert_int_equal(game(s, 1)->draw_offer, CLOCK_WHITE);
	assert_false(game(s, 1)->marks[0] & GAME_MARK_OFFER);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * Before format 6, 2023 A.5.4: the board with both kings in check was not
 * kept, so the next move was not read: a draw, whatever it was.  Such a
 * journal opens as it was written; at this build's format the same move,
 * out of check, plays on.
 */
static void
test_old_format_kings(void **state)
{
	static const char *const lines[] = {
		"format 5", "event \"Old\" rules fide-2023", "tc \"300+2\"",
		"round 1", "player 1 \"A\"", "player 2 \"B\"",
		"pair 1 1 2 fen \"7k/7p/8/4r3/8/8/8/R3K3 w - - 0 1\"",
		"start 1", "illegal 1 Ra1-a8", "move 1 Kg7", NULL
	};
	struct session		*s;
	char			 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_event(s)->format, 5);
	assert_null(session_line(s, 9)->refused);
	assert_string_equal(game(s, 1)->result, "1/2-1/2");
	assert_int_equal(game(s, 1)->reason, LAW_RAPID_ILLEGAL_POSITION);
	own_session_done(s, group_dir);

	s = run_at_build_format(lines, NLINES(lines) - 1, NULL, group_dir);
	assert_int_equal(game(s, 1)->status, GAME_PLAYING);
	assert_false(game(s, 1)->ill.active);
	own_session_done(s, group_dir);
}

/* Change the first occurrence of from (same length) in the journal. */
static void
edit_journal(const char *from, const char *to)
{
	char	buf[8192], *p, path[300];
	FILE	*f;

	read_journal(buf, sizeof buf);
	assert_non_null(p = strstr(buf, from));
	assert_int_equal(strlen(from), strlen(to));
	memcpy(p, to, strlen(to));
	snprintf(path, sizeof path, "%s/journal", dir);
	assert_non_null(f = fopen(path, "w"));
	fputs(buf, f);
	fclose(f);
}

/*
 * Journals outlive builds: a line this build refuses (here the second of
 * two moves an old build let in at the same instant) does not stop the
 * event from opening.  It is marked refused, the arbiter is told, play
 * goes on, and its arbiter (or a chief) may undo it.
 */
static void
test_refused_line_opens(void **state)
{
	static const char *const lines[] = {
		"event \"Old\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2", "start 1",
		"move 1 d4", "move 1 e4", NULL
	};
	struct session	*s;
	char		*notice, line[64];
	char		 group_dir[sizeof dir];

	(void)state;
	s = open_old_journal(lines, NULL, group_dir);
	assert_int_equal(session_nlines(s), 9);
	assert_null(session_line(s, 6)->refused);
	assert_non_null(session_line(s, 8)->refused);
	assert_int_equal(game(s, 1)->nmoves, 1);
	assert_null(session_read_only(s));
	assert_non_null(notice = session_notice(s));
	if (strstr(notice, "journal line 9, 'move 1 e4', is refused") == NULL)
		fail_msg("told '%s'", notice);
	free(notice);
	run(s, "move 1 d5", T0 + 20000);
	/* Undone though a later line is on its board: it changed nothing. */
	assert_int_equal(session_undoable(s), 10);	/* d5, the last */
	snprintf(line, sizeof line, "undo 9 \"refused by the new build\"");
	run(s, line, T0 + 21000);
	assert_true(session_line(s, 8)->undone);
	assert_int_equal(game(s, 1)->nmoves, 2);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * A journal edited by hand (a line changed in an editor) opens read only,
 * naming the line; only the chief arbiter's 'chain' takes the break, and
 * the event goes on from there, across a restart.  The journal's own
 * verbs are never an arbiter's.
 */
static void
test_broken_chain(void **state)
{
	static const char *const lines[] = {
		"event \"Edited\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2", "start 1",
		"move 1 d4", "move 1 d5", NULL
	};
	struct session	*s;
	char		*cause = NULL, me[64];
	char		 group_dir[sizeof dir];

	(void)state;
	own_dir(group_dir);
	assert_int_equal(journal_actor_default(me, sizeof me), 0);
	write_journal(lines, me);
	edit_journal("move 1 d4", "move 1 c4");
	s = open_session();
	assert_non_null(session_read_only(s));
	if (strstr(session_read_only(s), "journal line 8") == NULL ||
	    strstr(session_read_only(s), "chain 8") == NULL)
		fail_msg("read only: '%s'", session_read_only(s));
	assert_non_null(session_line(s, 7)->broken);
	assert_int_equal(game(s, 1)->nmoves, 2);	/* the lines stand */
	assert_int_not_equal(command(s, "move 1 Nf3", T0 + 20000, &cause), 0);
	assert_non_null(strstr(cause, "read only"));
	free(cause);
	assert_int_not_equal(command(s, "chain 9 \"x\"", T0 + 20000,
	    &cause), 0);	/* line 9 is whole */
	free(cause);
	assert_int_not_equal(command(s, "verdict 1 dead no", T0 + 20000,
	    &cause), 0);
	free(cause);
	run(s, "chain 8 \"the arbiter corrected the move in an editor\"",
	    T0 + 21000);
	assert_null(session_read_only(s));
	assert_true(session_line(s, 7)->acknowledged);
	run(s, "move 1 Nf3", T0 + 22000);
	session_close(s);
	s = open_session();
	assert_null(session_read_only(s));
	assert_int_equal(game(s, 1)->nmoves, 3);
	session_close(s);
	own_dir_done(group_dir);
}

/*
 * A journal that lost its last acknowledged lines (a restore, lines cut at
 * a boundary) opens read only, saying which seqs are missing, until the
 * chief accepts it; then the event goes on, across a restart.
 */
static void
test_shortened(void **state)
{
	static const char *const lines[] = {
		"event \"Cut\" rules fide-2005", "tc \"5400\"", "round 1",
		"player 1 \"A\"", "player 2 \"B\"", "pair 1 1 2", "start 1",
		"move 1 d4", "move 1 d5", NULL
	};
	struct session	*s;
	char		 buf[8192], path[300], *cut, me[64];
	char		 group_dir[sizeof dir];
	FILE		*f;

	(void)state;
	own_dir(group_dir);
	assert_int_equal(journal_actor_default(me, sizeof me), 0);
	write_journal(lines, me);
	read_journal(buf, sizeof buf);
	assert_non_null(cut = strstr(buf, "\n8 "));	/* lines 8, 9 lost */
	cut[1] = '\0';
	snprintf(path, sizeof path, "%s/journal", dir);
	assert_non_null(f = fopen(path, "w"));
	fputs(buf, f);
	fclose(f);
	s = open_session();
	assert_non_null(session_read_only(s));
	if (strstr(session_read_only(s), "ends at seq 7, but seq 9 was "
	    "written and acknowledged") == NULL ||
	    strstr(session_read_only(s), "chain 9") == NULL)
		fail_msg("read only: '%s'", session_read_only(s));
	run(s, "chain 9 \"restored from last night's copy\"", T0 + 20000);
	assert_null(session_read_only(s));
	run(s, "move 1 e4", T0 + 21000);
	session_close(s);
	s = open_session();
	assert_null(session_read_only(s));
	assert_int_equal(game(s, 1)->nmoves, 1);
	session_close(s);
	own_dir_done(group_dir);
}



/*
 * An undo in a long event is rebuilt from the last checkpoint before the
 * line it takes back, not from the first line: the event must be the one
 * a replay of every line but the undone one gives.  Random games on 120
 * boards over two rounds, more lines than a checkpoint's stride.
 */
static void
test_undo_checkpoint(void **state)
{
	const struct game_kind	*k = gamekind_find("chess");
	struct session		*s, *r;
	struct game_pos		 pos[120];
	uint64_t		 moves[GAME_MOVES_MAX];
	char			 line[128], text[GAME_MOVE_TEXT_MAX], *a, *b;
	size_t			 i, n, skip;
	int			 board, ply, round;

	(void)state;
	srand(7);
	s = session_script("alice");
	run(s, "event \"Long\" rules fide-2005", 0);
	run(s, "tc \"40/5400+30:1800+30\"", 0);
	for (board = 1; board <= 240; board++) {
		snprintf(line, sizeof line, "player %d \"P%d\"", board, board);
		run(s, line, 0);
	}
	for (round = 1; round <= 2; round++) {
		/* Round 1's games are left in play: round 2 says why. */
		snprintf(line, sizeof line, "round %d%s", round, round == 1 ?
		    "" : " override \"a test of checkpoints\"");
		run(s, line, 0);
		for (board = 1; board <= 120; board++) {
			snprintf(line, sizeof line, "pair %d %d %d", board,
			    (2 * board + round) % 240 + 1,
			    (2 * board + round + 1) % 240 + 1);
			run(s, line, 0);
			k->start(&pos[board - 1]);
		}
		run(s, "start all", 0);
		/* Warnings make up the stride cheaply (a move asks 5.2b). */
		for (i = 0; round == 1 && i < 12000; i++) {
			snprintf(line, sizeof line, "penalty %zu white warn "
			    "\"w%zu\"", i % 120 + 1, i);
			run(s, line, 0);
		}
		for (ply = 0; ply < (round == 1 ? 40 : 20); ply++) {
			for (board = 1; board <= 120; board++) {
				struct game_end	end;

				k->outcome(&pos[board - 1], NULL, &end);
				if (end.law != LAW_NONE || (n = k->legal_moves(
				    &pos[board - 1], moves)) == 0)
					continue;
				n = (size_t)rand() % n;
				k->move_write(&pos[board - 1], moves[n],
				    GAME_STYLE_JOURNAL, 0, text);
				k->play(&pos[board - 1], moves[n]);
				snprintf(line, sizeof line, "move %d %s", board,
				    text);
				run(s, line, 0);
			}
		}
	}
	assert_true(session_nlines(s) > 16384);
	skip = session_nlines(s);		/* the last move: undone */
	snprintf(line, sizeof line, "undo %zu \"slip\"", skip);
	run(s, line, 0);
	assert_true(session_line(s, skip - 1)->undone);

	r = session_script("alice");
	for (i = 0; i + 1 < skip; i++)
		run(r, session_line(s, i)->command, 0);
	a = kit_state(s, session_now(s));
	b = kit_state(r, session_now(r));
	assert_string_equal(a, b);
	free(a);
	free(b);
	session_close(r);
	session_close(s);
}

/* A journal of a later format than this build's opens read only. */
static void
test_later_format(void **state)
{
	static const char *const lines[] = {
		"format 99", "event \"Future\" rules fide-2005", NULL
	};
	struct session	*s;
	char		*cause = NULL, group_dir[sizeof dir];

	(void)state;
	own_dir(group_dir);
	write_journal(lines, "someone");
	s = open_session();
	assert_non_null(session_read_only(s));
	assert_non_null(strstr(session_read_only(s), "format 99"));
	assert_int_not_equal(command(s, "tc \"5400\"", T0, &cause), 0);
	free(cause);
	session_close(s);
	own_dir_done(group_dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_apply_journal_restart),
		cmocka_unit_test(test_feed_replay),
		cmocka_unit_test(test_undo),
		cmocka_unit_test(test_two_consoles),
		cmocka_unit_test(test_one_writer),
		cmocka_unit_test(test_roles),
		cmocka_unit_test(test_timezone),
		cmocka_unit_test(test_forfeit_wait),
		cmocka_unit_test(test_settings_rules),
		cmocka_unit_test(test_typed_moves),
		cmocka_unit_test(test_verdicts_2023),
		cmocka_unit_test(test_refused_line_opens),
		cmocka_unit_test(test_broken_chain),
		cmocka_unit_test(test_later_format),
		cmocka_unit_test(test_shortened),
		cmocka_unit_test(test_undo_checkpoint),
		cmocka_unit_test(test_sealed_secret),
		cmocka_unit_test(test_old_format_resumption),
		cmocka_unit_test(test_old_format_illegal_text),
		cmocka_unit_test(test_old_format_round),
		cmocka_unit_test(test_old_format_kept),
		cmocka_unit_test(test_old_format_rules),
		cmocka_unit_test(test_undo_draughts),
		cmocka_unit_test(test_old_format_rapid_illegal),
		cmocka_unit_test(test_old_format_offer),
		cmocka_unit_test(test_demo_wait_edition),
		cmocka_unit_test(test_old_format_kings),
		cmocka_unit_test(test_typed_after_kings),
		cmocka_unit_test(test_old_format_late_replier),
		cmocka_unit_test(test_old_format_press_undone),
		cmocka_unit_test(test_old_format_both_flags_claim),
		cmocka_unit_test(test_old_format_annul_ground),
		cmocka_unit_test(test_old_form_refusal),
		cmocka_unit_test(test_refused_write_kept),
		cmocka_unit_test(test_forged_line),
	};


	return cmocka_run_group_tests(tests, make_dir, remove_dir);
}
