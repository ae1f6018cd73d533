/*
 * test_proto.c: the server's wire (proto.h): hello's optional kind word
 * and a follower's mode (an old client's hello still reads), and the
 * presence list's messages written and read back, with their bounds.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include <cmocka.h>

#include "app/proto.h"

static int
parse(const char *line, struct proto_msg *m)
{
	return proto_parse(line, strlen(line), m);
}

/* An old client's hello (no word) still attaches; the word is read. */
static void
test_hello_kind(void **state)
{
	struct proto_msg	m;

	(void)state;
	assert_int_equal(parse("hello 1 0 0000000000000000", &m), 0);
	assert_int_equal(m.type, PROTO_HELLO);
	assert_int_equal(m.client, PROTO_CLIENT_UNKNOWN);
	assert_int_equal(parse("hello 1 3 00000000000000ab console", &m), 0);
	assert_int_equal(m.client, PROTO_CLIENT_CONSOLE);
	assert_int_equal(m.seq, 3);
	assert_int_equal(parse("hello 1 0 0000000000000000 follower", &m), 0);
	assert_int_equal(m.client, PROTO_CLIENT_FOLLOWER);
	assert_int_equal(m.follower, PROTO_FOLLOWER_NAMED);
	/* A follower's mode: its command line's sources, or the event's. */
	assert_int_equal(parse("hello 1 0 0000000000000000 follower sources",
	    &m), 0);
	assert_int_equal(m.client, PROTO_CLIENT_FOLLOWER);
	assert_int_equal(m.follower, PROTO_FOLLOWER_SOURCES);
	assert_int_equal(parse("hello 1 0 0000000000000000 follower named",
	    &m), 0);
	assert_int_equal(m.follower, PROTO_FOLLOWER_NAMED);
	assert_int_equal(parse("hello 1 0 0000000000000000 follower all",
	    &m), -1);
	assert_int_equal(parse("hello 1 0 0000000000000000 console sources",
	    &m), -1);
	assert_int_equal(parse("hello 1 0 0000000000000000 cli", &m), 0);
	assert_int_equal(m.follower, PROTO_FOLLOWER_NONE);
	assert_int_equal(m.client, PROTO_CLIENT_CLI);
	/* A later build's word is read as OTHER, never turned away. */
	assert_int_equal(parse("hello 1 0 0000000000000000 robot", &m), 0);
	assert_int_equal(m.client, PROTO_CLIENT_OTHER);
	/* One word only, lower-case letters, at most 15. */
	assert_int_equal(parse("hello 1 0 0000000000000000 console x", &m),
	    -1);
	assert_int_equal(parse("hello 1 0 0000000000000000 Console", &m), -1);
	assert_int_equal(parse("hello 1 0 0000000000000000 cons0le", &m), -1);
	assert_int_equal(parse("hello 1 0 0000000000000000 "
	    "abcdefghijklmnop", &m), -1);
	assert_int_equal(parse("hello 1 0 0000000000000000  console", &m),
	    -1);
}

static void
test_client_names(void **state)
{
	int	k;

	(void)state;
	for (k = 0; k < PROTO_CLIENT_NB; k++)
		assert_int_equal(proto_client_find(proto_client_name(
		    (enum proto_client)k)), k);
	assert_string_equal(proto_client_name(PROTO_CLIENT_WATCH), "watch");
	assert_string_equal(proto_client_name(PROTO_CLIENT_NB), "other");
}

/* A present line written is read back the same. */
static void
test_present_round_trip(void **state)
{
	struct proto_present	p = { 1795908120123, PROTO_CLIENT_FOLLOWER,
				    "dgt" };
	struct proto_msg	m;
	char			buf[128];
	size_t			n;

	(void)state;
	n = proto_present(buf, sizeof buf, &p);
	assert_string_equal(buf, "present 1795908120123 follower dgt\n");
	assert_int_equal(n, strlen(buf));
	assert_int_equal(proto_parse(buf, n - 1, &m), 0);
	assert_int_equal(m.type, PROTO_PRESENT);
	assert_int_equal(m.present.since, p.since);
	assert_int_equal(m.present.kind, PROTO_CLIENT_FOLLOWER);
	assert_string_equal(m.present.user, "dgt");
	/* The longest user name travels. */
	memset(p.user, 'u', sizeof p.user - 1);
	p.user[sizeof p.user - 1] = '\0';
	n = proto_present(buf, sizeof buf, &p);
	assert_true(n > 0);
	assert_int_equal(proto_parse(buf, n - 1, &m), 0);
	assert_string_equal(m.present.user, p.user);
}

/* What cannot travel is not written: 0, and nothing half done. */
static void
test_present_refused(void **state)
{
	struct proto_present	p = { 5, PROTO_CLIENT_CONSOLE, "a b" };
	char			buf[128], tiny[16];

	(void)state;
	assert_int_equal(proto_present(buf, sizeof buf, &p), 0);
	snprintf(p.user, sizeof p.user, "a\tb");
	assert_int_equal(proto_present(buf, sizeof buf, &p), 0);
	p.user[0] = '\0';
	assert_int_equal(proto_present(buf, sizeof buf, &p), 0);
	snprintf(p.user, sizeof p.user, "alice");
	p.since = -1;
	assert_int_equal(proto_present(buf, sizeof buf, &p), 0);
	p.since = 5;
	assert_int_equal(proto_present(tiny, sizeof tiny, &p), 0);
	assert_int_equal(proto_present(buf, sizeof buf, &p),
	    strlen("present 5 console alice\n"));
}

/* The lines a server must never send are no message. */
static void
test_present_bounds(void **state)
{
	struct proto_msg	m;
	char			line[128];

	(void)state;
	assert_int_equal(parse("present 0 console alice", &m), 0);
	assert_int_equal(parse("present -1 console alice", &m), -1);
	assert_int_equal(parse("present 01 console alice", &m), -1);
	assert_int_equal(parse("present 1 console", &m), -1);
	assert_int_equal(parse("present 1 console alice bob", &m), -1);
	assert_int_equal(parse("present 1 CONSOLE alice", &m), -1);
	assert_int_equal(parse("present 99999999999999999999 console a", &m),
	    -1);
	/* A user one byte longer than a Unix name may be. */
	snprintf(line, sizeof line, "present 1 cli %0*d", COMMAND_USER_SIZE,
	    0);
	assert_int_equal(parse(line, &m), -1);
	/* A new kind is read as OTHER (a later server). */
	assert_int_equal(parse("present 1 robot alice", &m), 0);
	assert_int_equal(m.present.kind, PROTO_CLIENT_OTHER);
}

static void
test_presence_header(void **state)
{
	struct proto_msg	m;
	char			line[64];

	(void)state;
	assert_int_equal(parse("presence 0 0", &m), 0);
	assert_int_equal(m.type, PROTO_PRESENCE);
	assert_int_equal(m.n, 0);
	snprintf(line, sizeof line, "presence %d 7", PROTO_PRESENCE_MAX);
	assert_int_equal(parse(line, &m), 0);
	assert_int_equal(m.n, PROTO_PRESENCE_MAX);
	assert_int_equal(m.more, 7);
	/* Never more names than a client keeps. */
	snprintf(line, sizeof line, "presence %d 0", PROTO_PRESENCE_MAX + 1);
	assert_int_equal(parse(line, &m), -1);
	assert_int_equal(parse("presence 1", &m), -1);
	assert_int_equal(parse("presence 1 2 3", &m), -1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_hello_kind),
		cmocka_unit_test(test_client_names),
		cmocka_unit_test(test_present_round_trip),
		cmocka_unit_test(test_present_refused),
		cmocka_unit_test(test_present_bounds),
		cmocka_unit_test(test_presence_header),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
