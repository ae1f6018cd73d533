/*
 * test_draw960.c: 'draw 960' (2023 Guidelines II.1, II.2): the number is
 * drawn once by the journal's writer and written with the line, the
 * round's boards start from it, and a replay of the journal sets up the
 * same position without drawing again; the refusals name the law or the
 * game.  The randomness itself is not judged statistically: a draw is a
 * number in 0..959, and the same journal gives the same start.
 */
#include "config.h"

#include <setjmp.h>
#include <errno.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/cfg.h"
#include "app/draw960.h"
#include "app/session.h"
#include "event.h"
#include "gamekind.h"
#include "state.h"

#define T0	INT64_C(1795000000000)	/* some UTC instant, in ms */

static const char *const setup[] = {
	"event \"Fischer Random\" game chess960 rules fide-2023",
	"tc \"40/5400+30:1800+30\"",
	"player 1 \"A\"",
	"player 2 \"B\"",
	"player 3 \"C\"",
	"player 4 \"D\"",
	"player 5 \"E\"",
	"player 6 \"F\"",
	"round 1 date 2026-11-22 start 15:00",
	NULL
};

static int
do_line(struct session *s, const char *line, char **cause)
{
	struct command	cmd;

	*cause = NULL;
	if (session_parse(line, &cmd, cause) != 0)
		return -1;
	return session_do(s, &cmd, T0, cause);
}

static void
run(struct session *s, const char *line)
{
	char	*cause;

	if (do_line(s, line, &cause) != 0)
		fail_msg("'%s': %s", line, cause);
}

/* line refused, with a reason that holds want. */
static void
refused(struct session *s, const char *line, const char *want)
{
	char	*cause;

	if (do_line(s, line, &cause) == 0)
		fail_msg("'%s' was taken", line);
	if (strstr(cause, want) == NULL)
		fail_msg("'%s': '%s' lacks '%s'", line, cause, want);
	free(cause);
}

static void
run_setup(struct session *s)
{
	size_t	i;

	for (i = 0; setup[i] != NULL; i++)
		run(s, setup[i]);
}

/* The board's start as X-FEN. */
static void
start_fen(struct session *s, uint16_t board, char *fen)
{
	const struct event	*ev = session_event(s);
	const struct game	*g = event_game_at_const(ev, 0, board);

	assert_non_null(g);
	ev->kind->pos_write(&g->start, fen);
}

/* The position numbered n, as the kind sets it up. */
static void
numbered_fen(unsigned n, char *fen)
{
	const struct game_kind	*k = gamekind_find("chess960");
	struct game_pos		 pos;

	assert_true(k->start_number(&pos, n));
	k->pos_write(&pos, fen);
}

/* The last line as written: "draw 960 round <r> start <n>"; its n. */
static unsigned
drawn_number(struct session *s, unsigned round)
{
	const struct session_line	*l;
	char				 want[64], *end;
	unsigned long			 n;
	size_t				 k;

	l = session_line(s, session_nlines(s) - 1);
	assert_non_null(l);
	k = (size_t)snprintf(want, sizeof want, "draw 960 round %u start ",
	    round);
	if (strncmp(l->command, want, k) != 0)
		fail_msg("written as '%s'", l->command);
	n = strtoul(l->command + k, &end, 10);
	if (end == l->command + k || *end != '\0')
		fail_msg("written as '%s'", l->command);
	assert_true(n < DRAW960_STARTS);
	return (unsigned)n;
}

static void
test_uniform(void **state)
{
	uint32_t	v;
	int		i;

	(void)state;
	for (i = 0; i < 2000; i++) {
		assert_int_equal(draw960_uniform(DRAW960_STARTS, &v), 0);
		assert_true(v < DRAW960_STARTS);
	}
	assert_int_equal(draw960_uniform(1, &v), 0);
	assert_int_equal(v, 0);
	errno = 0;
	assert_int_equal(draw960_uniform(0, &v), -1);
	assert_int_equal(errno, EINVAL);
}

static void
test_text(void **state)
{
	char	*t;

	(void)state;
	/* II.1, Scharnagl's numbering: 518 is Art. 2's. */
	t = draw960_text(gamekind_find("chess960"), 518);
	assert_string_equal(t, "Chess960 start 518: RNBQKBNR");
	free(t);
	t = draw960_text(gamekind_find("chess960"), 417);
	assert_string_equal(t, "Chess960 start 417: BRNBQNKR");
	free(t);
	assert_null(draw960_text(gamekind_find("chess960"), 960));
	assert_null(draw960_text(gamekind_find("chess"), 518));
}

/*
 * The writer resolves a typed 'draw 960' to its number and round; the
 * boards paired before and after without their own start take it, the
 * board with 'start' or 'fen' keeps its own.
 */
static void
test_draw_and_pair(void **state)
{
	struct session	*s = session_script("chief");
	char		 fen[GAME_POS_TEXT_MAX], want[GAME_POS_TEXT_MAX];
	unsigned	 n;

	(void)state;
	run_setup(s);
	run(s, "pair 1 1 2");
	run(s, "pair 2 3 4 start 96");
	run(s, "draw 960");
	n = drawn_number(s, 1);
	assert_true(session_event(s)->has_start960);
	assert_int_equal(session_event(s)->start960, n);
	run(s, "pair 3 5 6");
	numbered_fen(n, want);
	start_fen(s, 1, fen);
	assert_string_equal(fen, want);
	start_fen(s, 3, fen);
	assert_string_equal(fen, want);
	numbered_fen(96, want);
	start_fen(s, 2, fen);
	assert_string_equal(fen, want);
	/* II.2: one position for the round. */
	refused(s, "draw 960", "drawn already");
	refused(s, "draw 960", "(article II)");
	session_close(s);
}

/* Two fresh events: each draw is a number of 0..959, written. */
static void
test_two_events(void **state)
{
	struct session	*s;
	int		 k;

	(void)state;
	for (k = 0; k < 2; k++) {
		s = session_script("chief");
		run_setup(s);
		run(s, "draw 960");
		(void)drawn_number(s, 1);
		session_close(s);
	}
}

static void
test_refusals(void **state)
{
	struct session	*s = session_script("chief");

	(void)state;
	/* The reason names the event's game. */
	run(s, "event \"Open\" rules fide-2023");
	run(s, "tc \"5400\"");
	run(s, "round 1");
	refused(s, "draw 960", "this event plays chess");
	session_close(s);

	s = session_script("chief");
	run_setup(s);
	refused(s, "draw 960 round 2", "current round");
	run(s, "pair 1 1 2");
	run(s, "pair 2 3 4");
	run(s, "start 1");
	/* II.2: a board has begun: its position stays, no draw. */
	refused(s, "draw 960", "has begun");
	refused(s, "draw 960 start 5", "(article II)");
	assert_false(session_event(s)->has_start960);
	/* The next round draws again. */
	run(s, "result 1 1-0 \"r\"");
	run(s, "result 2 1-0 \"r\"");
	run(s, "round 2");
	assert_false(session_event(s)->has_start960);
	run(s, "draw 960 round 2 start 0");
	assert_int_equal(session_event(s)->start960, 0);
	refused(s, "draw 960 round 3 start 1", "current round");
	session_close(s);
}

/* A temporary directory for the writer's journal. */
static void
temp_dir(char *dir, size_t size)
{
	const char	*tmp = getenv("TMPDIR");

	snprintf(dir, size, "%s/test_draw960.XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if (mkdtemp(dir) == NULL)
		fail_msg("no temporary directory");
}

static void
remove_dir(const char *dir)
{
	static const char *const files[] = {
		"journal", "server.lock", "server.log", "server.pid",
		"journal.lock", "sealed",
	};
	char	path[512];
	size_t	i;

	for (i = 0; i < sizeof files / sizeof files[0]; i++) {
		snprintf(path, sizeof path, "%s/%s", dir, files[i]);
		unlink(path);
	}
	rmdir(dir);
}

static void
to_file(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

/* The state document of a journal loaded (a replay). */
static char *
replayed_state(const char *path)
{
	struct state_out o = { to_file, NULL };
	struct session	*r;
	char		*cause = NULL, *buf = NULL;
	size_t		 len = 0;
	FILE		*f;

	if ((r = session_load(path, NULL, NULL, NULL, &cause)) == NULL)
		fail_msg("%s", cause);
	assert_non_null(f = open_memstream(&buf, &len));
	o.arg = f;
	state_json(session_event(r), 0, 0, 0, &o);
	fclose(f);
	session_close(r);
	return buf;
}

/*
 * The writer's journal keeps the number: two replays, and the event
 * opened again, set up the drawn position, and draw nothing.
 */
static void
test_replay(void **state)
{
	struct settings	 set;
	struct session	*s;
	char		 dir[256], path[300], *cause = NULL, *a, *b;
	char		 fen[GAME_POS_TEXT_MAX], want[GAME_POS_TEXT_MAX];
	unsigned	 n;

	(void)state;
	temp_dir(dir, sizeof dir);
	cfg_defaults(&set);
	if ((s = session_open(dir, &set, NULL, T0, &cause)) == NULL)
		fail_msg("%s", cause);
	run_setup(s);
	run(s, "draw 960");
	n = drawn_number(s, 1);
	run(s, "pair 1 1 2");
	session_close(s);

	snprintf(path, sizeof path, "%s/journal", dir);
	a = replayed_state(path);
	b = replayed_state(path);
	assert_string_equal(a, b);
	snprintf(want, sizeof want, "\"start960\": %u,", n);
	assert_non_null(strstr(a, want));
	free(a);
	free(b);

	if ((s = session_open(dir, &set, NULL, T0, &cause)) == NULL)
		fail_msg("%s", cause);
	numbered_fen(n, want);
	start_fen(s, 1, fen);
	assert_string_equal(fen, want);
	/* The line read back, not drawn again. */
	snprintf(want, sizeof want, "draw 960 round 1 start %u", n);
	assert_string_equal(session_line(s, session_nlines(s) - 2)->command,
	    want);
	session_close(s);
	remove_dir(dir);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_uniform),
		cmocka_unit_test(test_text),
		cmocka_unit_test(test_draw_and_pair),
		cmocka_unit_test(test_two_events),
		cmocka_unit_test(test_refusals),
		cmocka_unit_test(test_replay),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
