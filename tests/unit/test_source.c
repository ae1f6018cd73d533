/*
 * test_source.c: the 'source' verb (rulings/source.c): what it reads and
 * writes back, what it refuses (a bad address, a board another user's
 * entry has, a user who is not a feed on those boards, a non-chief), how
 * a user's new entry takes its boards from his earlier ones, and that the
 * canonical lines, read again into a new event as a replay does, give the
 * same entries.
 */
#include "config.h"

#include <stdarg.h>
#include <stddef.h>
#include <setjmp.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <cmocka.h>

#include "app/refusal.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "state.h"

static struct command
parsed(const char *line)
{
	struct command	cmd;

	if (command_parse(line, strlen(line), &cmd, NULL) != COMMAND_OK)
		fail_msg("'%s' refused", line);
	return cmd;
}

static enum command_status
parse_error(const char *line, struct command_error *err)
{
	struct command	cmd;

	return command_parse(line, strlen(line), &cmd, err);
}

static bool
apply(struct event *ev, const char *line, struct refusal *why)
{
	struct command	cmd = parsed(line);

	return event_apply(ev, &cmd, 0, why);
}

static void
must(struct event *ev, const char *line)
{
	struct refusal	why;

	if (!apply(ev, line, &why))
		fail_msg("'%s' refused: %s", line, event_refusal_name(why.code));
	assert_true(event_ok(ev));
}

/* The entries as "user boards address round; ..." */
static void
entries(const struct event *ev, char *out, size_t size)
{
	const struct event_source	*e;
	size_t				 i, k, n = 0;

	out[0] = '\0';
	for (i = 0; i < ev->nsources; i++) {
		e = &ev->sources[i];
		n += (size_t)snprintf(out + n, size - n, "%s%s ",
		    i > 0 ? "; " : "", e->user);
		for (k = 0; k < e->boards.n; k++)
			n += (size_t)snprintf(out + n, size - n, "%s%u-%u",
			    k > 0 ? "," : "", (unsigned)e->boards.r[k].lo,
			    (unsigned)e->boards.r[k].hi);
		n += (size_t)snprintf(out + n, size - n, " %s %u", e->address,
		    (unsigned)e->round);
	}
}

static void
test_read_write(void **state)
{
	struct command		cmd;
	struct command_error	err;
	char			text[COMMAND_LINE_MAX + 1];

	(void)state;
	cmd = parsed("SOURCE dgt BOARDS 1-50,60 \"/srv/livechess/Open\" "
	    "ROUND 3");
	assert_int_equal(cmd.verb, COMMAND_SOURCE);
	assert_string_equal(cmd.u.source.user, "dgt");
	assert_false(cmd.u.source.off);
	assert_int_equal(cmd.u.source.boards.n, 2);
	assert_int_equal(cmd.u.source.boards.r[0].hi, 50);
	assert_int_equal(cmd.u.source.boards.r[1].lo, 60);
	assert_string_equal(cmd.u.source.address, "/srv/livechess/Open");
	assert_int_equal(cmd.u.source.round, 3);
	assert_int_not_equal(command_format(&cmd, text, sizeof text), 0);
	assert_string_equal(text, "source dgt boards 1-50,60 "
	    "\"/srv/livechess/Open\" round 3");
	cmd = parsed("source lcc boards 7 https://view.livechesscloud.com/ab");
	assert_int_equal(cmd.u.source.round, 0);
	assert_int_not_equal(command_format(&cmd, text, sizeof text), 0);
	assert_string_equal(text, "source lcc boards 7 "
	    "\"https://view.livechesscloud.com/ab\"");
	cmd = parsed("source dgt off");
	assert_true(cmd.u.source.off);
	assert_int_not_equal(command_format(&cmd, text, sizeof text), 0);
	assert_string_equal(text, "source dgt off");

	/* Standard input is no place the chief names; a relative path
	 * would be the follower's working directory's. */
	assert_int_equal(parse_error("source dgt boards 1 -", &err),
	    COMMAND_E_BAD);
	assert_int_equal(err.expected, COMMAND_ARG_ADDRESS);
	assert_int_equal(parse_error("source dgt boards 1 \"srv/x\"", &err),
	    COMMAND_E_BAD);
	assert_int_equal(parse_error("source dgt boards 1 \"\"", &err),
	    COMMAND_E_EMPTY);
	assert_int_equal(parse_error("source dgt boards 1", &err),
	    COMMAND_E_MISSING);
	assert_int_equal(err.expected, COMMAND_ARG_ADDRESS);
	assert_int_equal(parse_error("source dgt \"/x\"", &err),
	    COMMAND_E_BAD);
	assert_int_equal(err.expected, COMMAND_ARG_KEYWORD);
	assert_int_equal(parse_error("source dgt", &err), COMMAND_E_MISSING);
	assert_int_equal(parse_error("source dgt off now", &err),
	    COMMAND_E_EXTRA);
	assert_int_equal(parse_error("source -dgt off", &err), COMMAND_E_BAD);
	assert_int_equal(err.expected, COMMAND_ARG_USER);
	assert_int_equal(parse_error("source dgt boards 1 \"/x\" round 0",
	    &err), COMMAND_E_RANGE);

	/* The writer refuses what the reader would. */
	cmd = parsed("source dgt boards 1 \"/x\"");
	memcpy(cmd.u.source.address, "-", 2);
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
	cmd = parsed("source dgt off");
	cmd.u.source.round = 2;
	assert_int_equal(command_format(&cmd, text, sizeof text), 0);
}

static void
test_entries(void **state)
{
	struct event	ev;
	struct refusal	why;
	char		text[1024], *t;

	(void)state;
	event_init(&ev);
	must(&ev, "source dgt boards 1-50 \"/srv/a\"");
	must(&ev, "source lcc boards 51-60 \"https://x/y\" round 2");
	entries(&ev, text, sizeof text);
	assert_string_equal(text, "dgt 1-50 /srv/a 0; lcc 51-60 https://x/y 2");

	/* FEEDS.md 7.3.16: another user's board, named with the user. */
	assert_false(apply(&ev, "source lcc boards 45-70 \"/srv/b\"", &why));
	assert_int_equal(why.code, EVENT_E_SOURCE_TAKEN);
	assert_int_equal(why.board, 45);
	t = refusal_event_text(&ev, &why);
	assert_string_equal(t, "board 45 is in dgt's source already: one "
	    "source a board (end it first: source dgt off)");
	free(t);
	entries(&ev, text, sizeof text);
	assert_string_equal(text, "dgt 1-50 /srv/a 0; lcc 51-60 https://x/y 2");

	/* A user's new entry takes those boards from his earlier ones. */
	must(&ev, "source dgt boards 10-20,30 \"/srv/c\"");
	entries(&ev, text, sizeof text);
	assert_string_equal(text, "dgt 1-9,21-29,31-50 /srv/a 0; "
	    "lcc 51-60 https://x/y 2; dgt 10-20,30-30 /srv/c 0");
	assert_string_equal(event_source_of(&ev, 30)->address, "/srv/c");
	assert_string_equal(event_source_of(&ev, 31)->address, "/srv/a");
	assert_string_equal(event_source_of(&ev, 55)->user, "lcc");
	assert_null(event_source_of(&ev, 61));
	/* The whole of an earlier entry: it goes. */
	must(&ev, "source lcc boards 51-60 \"https://x/z\"");
	entries(&ev, text, sizeof text);
	assert_string_equal(text, "dgt 1-9,21-29,31-50 /srv/a 0; "
	    "dgt 10-20,30-30 /srv/c 0; lcc 51-60 https://x/z 0");

	/* off: every entry of the user's, and only his. */
	must(&ev, "source dgt off");
	entries(&ev, text, sizeof text);
	assert_string_equal(text, "lcc 51-60 https://x/z 0");
	assert_false(apply(&ev, "source dgt off", &why));
	assert_int_equal(why.code, EVENT_E_NO_SOURCE);
	/* Now free, board 45 may be lcc's. */
	must(&ev, "source lcc boards 45 \"/srv/b\"");
	/* The invariant sees a board in two users' entries. */
	assert_true(event_sources_ok(&ev));
	ev.sources[1] = ev.sources[0];
	memcpy(ev.sources[1].user, "dgt", 4);
	ev.nsources = 2;
	assert_false(event_sources_ok(&ev));
	memcpy(ev.sources[1].user, "lcc", 4);
	assert_true(event_sources_ok(&ev));
	ev.sources[1].boards.r[0].lo = 0;
	assert_false(event_sources_ok(&ev));
	event_release(&ev);
}

/* Too many pieces: a refusal, and nothing changed. */
static void
test_full(void **state)
{
	struct event	ev;
	struct refusal	why;
	char		line[128], before[2048], after[2048];
	unsigned	i;

	(void)state;
	event_init(&ev);
	must(&ev, "source dgt boards 1-100 \"/a\"");
	/* Each hole cut in 1-100 is one range more: the 16th is refused. */
	for (i = 1; i <= 15; i++) {
		snprintf(line, sizeof line, "source dgt boards %u \"/b%u\"",
		    i * 6, i);
		must(&ev, line);
	}
	entries(&ev, before, sizeof before);
	assert_false(apply(&ev, "source dgt boards 95 \"/c\"", &why));
	assert_int_equal(why.code, EVENT_E_SOURCES_FULL);
	entries(&ev, after, sizeof after);
	assert_string_equal(before, after);
	event_release(&ev);

	event_init(&ev);
	for (i = 1; i <= EVENT_SOURCES_MAX + 1; i++) {
		snprintf(line, sizeof line, "source u%u boards %u \"/x\"", i,
		    i);
		if (i <= EVENT_SOURCES_MAX)
			must(&ev, line);
		else {
			assert_false(apply(&ev, line, &why));
			assert_int_equal(why.code, EVENT_E_SOURCES_FULL);
		}
	}
	event_release(&ev);
}

/* The roles: the chief's verb, for a feed on those boards. */
static void
test_roles(void **state)
{
	struct roles	r;
	struct command	cmd;
	const char	*setup[] = { "arbiter root chief",
	    "arbiter dgt feed boards 1-50", "arbiter all feed",
	    "arbiter dep deputy boards 1-10" };
	size_t		i;
	char		*t;

	(void)state;
	roles_init(&r);
	r.format = 6;
	for (i = 0; i < sizeof setup / sizeof setup[0]; i++) {
		cmd = parsed(setup[i]);
		assert_true(roles_apply(&r, &cmd));
	}
	cmd = parsed("source dgt boards 1-50 \"/a\"");
	assert_int_equal(roles_check(&r, "root", &cmd), ROLES_OK);
	assert_int_equal(roles_check_arbiter(&r, "root", &cmd), ROLES_OK);
	assert_int_equal(roles_check(&r, "dep", &cmd), ROLES_CHIEF_ONLY);
	assert_int_equal(roles_check(&r, "dgt", &cmd), ROLES_FEED_ONLY);
	cmd = parsed("source dgt boards 40-51 \"/a\"");
	assert_int_equal(roles_check_arbiter(&r, "root", &cmd),
	    ROLES_NOT_FEED_BOARDS);
	t = refusal_role_text(ROLES_NOT_FEED_BOARDS, "root", &cmd);
	assert_string_equal(t, "'source dgt': boards 40-51 are not all among "
	    "dgt's feed boards: give 'arbiter dgt feed boards 40-51' first");
	free(t);
	cmd = parsed("source dep boards 1 \"/a\"");
	assert_int_equal(roles_check_arbiter(&r, "root", &cmd),
	    ROLES_NOT_FEED);
	t = refusal_role_text(ROLES_NOT_FEED, "root", &cmd);
	assert_string_equal(t, "'source dep': dep is not a feed: give "
	    "'arbiter dep feed boards 1' first");
	free(t);
	cmd = parsed("source nobody boards 1 \"/a\"");
	assert_int_equal(roles_check_arbiter(&r, "root", &cmd),
	    ROLES_NOT_FEED);
	/* A feed with no board list feeds any board. */
	cmd = parsed("source all boards 1-9999 \"/a\"");
	assert_int_equal(roles_check_arbiter(&r, "root", &cmd), ROLES_OK);
	/* Ending a source needs no role: the user may have lost his. */
	cmd = parsed("source nobody off");
	assert_int_equal(roles_check_arbiter(&r, "root", &cmd), ROLES_OK);
}

struct buf {
	char	text[8192];
	size_t	len;
};

static void
buf_write(void *arg, const char *s, size_t len)
{
	struct buf	*b = arg;

	assert_true(b->len + len < sizeof b->text);
	memcpy(b->text + b->len, s, len);
	b->len += len;
	b->text[b->len] = '\0';
}

/* The lines as the journal keeps them (canonical text), replayed into a
 * new event: the same entries, and the state document lists them. */
static void
test_replay(void **state)
{
	static const char *const lines[] = {
		"source dgt boards 1-50 \"/srv/a\"",
		"source lcc boards 51-60 \"https://x/y\" round 2",
		"source dgt boards 10-20 \"/srv/c\"",
		"source lcc off",
		"source lcc boards 60 \"/srv/\\\"q\\\"\"",
	};
	struct event		a, b;
	struct command		cmd;
	struct refusal		why;
	struct buf		sa = { .len = 0 }, sb = { .len = 0 };
	struct state_out	oa = { buf_write, &sa }, ob = { buf_write, &sb };
	char			text[COMMAND_LINE_MAX + 1];
	size_t			i;

	(void)state;
	event_init(&a);
	event_init(&b);
	must(&a, "event \"Open\"");
	must(&b, "event \"Open\"");
	for (i = 0; i < sizeof lines / sizeof lines[0]; i++) {
		cmd = parsed(lines[i]);
		assert_true(event_apply(&a, &cmd, 0, &why));
		assert_int_not_equal(command_format(&cmd, text, sizeof text),
		    0);
		must(&b, text);
	}
	state_json(&a, 0, 0, 0, &oa);
	state_json(&b, 0, 0, 0, &ob);
	assert_string_equal(sa.text, sb.text);
	assert_non_null(strstr(sa.text, "\"sources\": [{\"user\": \"dgt\", "
	    "\"boards\": \"1-9,21-50\", \"address\": \"/srv/a\", \"round\": "
	    "null}, {\"user\": \"dgt\", \"boards\": \"10-20\", \"address\": "
	    "\"/srv/c\", \"round\": null}, {\"user\": \"lcc\", \"boards\": "
	    "\"60\", \"address\": \"/srv/\\\"q\\\"\", \"round\": null}]"));
	event_release(&a);
	event_release(&b);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_read_write),
		cmocka_unit_test(test_entries),
		cmocka_unit_test(test_full),
		cmocka_unit_test(test_roles),
		cmocka_unit_test(test_replay),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
