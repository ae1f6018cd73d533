/*
 * test_lcws.c: LiveChess's local API (FEEDS.md 1.1): its messages read
 * (app/feed/lcwsjson.h: the minimal exchange of FEEDS.md, errors,
 * garbage), the requests written, the address with its serials, and an
 * e-board's game from its events (app/feed/lcwsgame.h): case 19 of 7.3
 * (a repeated list, two SANs at once, a shrink, match:false, a new
 * start), the clock object's readings on the plies and the ply held back
 * for the press, case 18's run null/true/false, a Chess960 start.
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

#include "app/feed/lcwsgame.h"
#include "app/feed/lcwsjson.h"

#define START	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

/* FEEDS.md 1.1's minimal exchange, as LiveChess writes it. */
static const char eboards_reply[] =
    "{\"response\":\"call\",\"id\":1,\"time\":1764330000123,\"param\":[{"
    "\"serialnr\":\"24117\",\"source\":\"COM5\",\"state\":\"ACTIVE\","
    "\"battery\":null,\"comment\":null,\"board\":\"rnbqkbnr/pppppppp/8/8/8/"
    "8/PPPPPPPP/RNBQKBNR\",\"flipped\":false,\"clock\":{\"white\":5400,"
    "\"black\":5400,\"run\":null,\"time\":1764330000100}},{\"serialnr\":"
    "\"24118\",\"source\":null,\"state\":null,\"clock\":null}]}";
static const char event_d4[] =
    "{\"response\":\"feed\",\"id\":7,\"time\":1764330042310,\"param\":{"
    "\"serialnr\":\"24117\",\"flipped\":false,\"board\":\"rnbqkbnr/pppppppp"
    "/8/8/3P4/8/PPP1PPPP/RNBQKBNR\",\"clock\":{\"white\":5371,\"black\":"
    "5400,\"run\":false,\"time\":1764330042300},\"start\":\"" START "\","
    "\"san\":[\"d4\"],\"match\":true}}";

static void
test_parse(void **state)
{
	struct lcws_msg	 m;
	char		 err[LCWS_ERROR_SIZE];
	const char	*text;

	(void)state;
	assert_true(lcws_msg_parse(eboards_reply, strlen(eboards_reply), &m,
	    err));
	assert_int_equal(m.kind, LCWS_CALL);
	assert_int_equal(m.id, 1);
	assert_true(m.is_list);
	assert_int_equal(m.nboards, 2);
	assert_string_equal(m.boards[0].serial, "24117");
	assert_string_equal(m.boards[0].state, "ACTIVE");
	assert_true(m.boards[0].has_clock);
	assert_int_equal(m.boards[0].clock.white_ms, 5400000);
	assert_int_equal(m.boards[0].clock.run, LCWS_RUN_NONE);
	assert_string_equal(m.boards[1].state, "");	/* null: not active */
	assert_false(m.boards[1].has_clock);
	lcws_msg_free(&m);

	assert_true(lcws_msg_parse(event_d4, strlen(event_d4), &m, err));
	assert_int_equal(m.kind, LCWS_FEED);
	assert_int_equal(m.id, 7);
	assert_string_equal(m.ev.serial, "24117");
	assert_true(m.ev.has_clock && m.ev.has_start && m.ev.has_san);
	assert_int_equal(m.ev.clock.white_ms, 5371000);
	assert_int_equal(m.ev.clock.run, LCWS_RUN_BLACK);
	assert_int_equal(m.ev.clock.time_ms, 1764330042300);
	assert_string_equal(m.ev.start, START);
	assert_int_equal(m.ev.nsan, 1);
	assert_string_equal(m.ev.san[0], "d4");
	assert_true(m.ev.has_match && m.ev.match);
	lcws_msg_free(&m);

	/* the subscription's reply, and an error */
	text = "{\"response\":\"call\",\"id\":2,\"param\":null}";
	assert_true(lcws_msg_parse(text, strlen(text), &m, err));
	assert_false(m.is_list);
	lcws_msg_free(&m);
	text = "{\"response\":\"error\",\"id\":3,\"param\":{\"message\":"
	    "\"no such board\"}}";
	assert_true(lcws_msg_parse(text, strlen(text), &m, err));
	assert_int_equal(m.kind, LCWS_ERROR);
	assert_string_equal(m.text, "no such board");
	lcws_msg_free(&m);
}

static void
bad(const char *json, const char *why)
{
	struct lcws_msg	m;
	char		err[LCWS_ERROR_SIZE];

	assert_false(lcws_msg_parse(json, strlen(json), &m, err));
	assert_non_null(strstr(err, why));
	lcws_msg_free(&m);
}

static void
test_garbage(void **state)
{
	(void)state;
	bad("", "line");
	bad("[1]", "not a JSON object");
	bad("{\"id\":1}", "no \"response\"");
	bad("{\"response\":\"what\",\"id\":1}", "what");
	bad("{\"response\":\"feed\",\"id\":7,\"param\":{}}", "serialnr");
	bad("{\"response\":\"feed\",\"id\":7,\"param\":{\"serialnr\":\"1\","
	    "\"san\":[\"e4\",\"e 5\"]}}", "move 2");
	bad("{\"response\":\"feed\",\"id\":7,\"param\":{\"serialnr\":\"1\","
	    "\"san\":\"e4\"}}", "no list");
	bad("{\"response\":\"feed\",\"id\":7,\"param\":{\"serialnr\":\"1\","
	    "\"clock\":{\"white\":-1,\"black\":5}}}", "seconds");
	bad("{\"response\":\"feed\",\"id\":7,\"param\":{\"serialnr\":\"1\","
	    "\"clock\":{\"white\":1,\"black\":5,\"run\":1}}}", "run");
	bad("{\"response\":\"feed\",\"id\":7,\"param\":{\"serialnr\":\"1\","
	    "\"match\":\"yes\"}}", "match");
	bad("{\"response\":\"call\",\"id\":1,\"param\":[{\"state\":\"ACTIVE\"}]}",
	    "e-board 1");
}

static void
test_requests(void **state)
{
	char	buf[256];

	(void)state;
	assert_int_not_equal(lcws_req_eboards(buf, sizeof buf, 1), 0);
	assert_string_equal(buf, "{\"id\":1,\"call\":\"eboards\"}");
	assert_int_not_equal(lcws_req_subscribe(buf, sizeof buf, 2, 7,
	    "24117"), 0);
	assert_string_equal(buf, "{\"id\":2,\"call\":\"subscribe\",\"param\":"
	    "{\"feed\":\"eboardevent\",\"id\":7,\"param\":{\"serialnr\":"
	    "\"24117\"}}}");
	assert_int_equal(lcws_req_eboards(buf, 10, 1), 0);	/* no room */
}

static void
test_spec(void **state)
{
	struct lcws_spec	sp;
	char			err[LCWS_ERROR_SIZE];

	(void)state;
	assert_true(lcws_spec_parse("ws://127.0.0.1:1982/api/v1.0#1=24117,"
	    "2=24118", &sp, err));
	assert_string_equal(sp.host, "127.0.0.1");
	assert_int_equal(sp.port, 1982);
	assert_string_equal(sp.path, "/api/v1.0");
	assert_int_equal(sp.n, 2);
	assert_int_equal(sp.m[1].board, 2);
	assert_string_equal(sp.m[1].serial, "24118");
	lcws_spec_free(&sp);
	assert_true(lcws_spec_parse("ws://livechess#12=A-7", &sp, err));
	assert_int_equal(sp.port, LCWS_PORT);
	assert_string_equal(sp.path, LCWS_PATH);
	assert_int_equal(sp.m[0].board, 12);
	lcws_spec_free(&sp);
	assert_false(lcws_spec_parse("ws://h:1982/api/v1.0", &sp, err));
	assert_non_null(strstr(err, "which e-board"));
	assert_false(lcws_spec_parse("ws://h#1=a,1=b", &sp, err));
	assert_false(lcws_spec_parse("ws://h#1=a,2=a", &sp, err));
	assert_false(lcws_spec_parse("ws://h#0=a", &sp, err));
	assert_false(lcws_spec_parse("ws://h#1=a b", &sp, err));
	assert_false(lcws_spec_parse("ws://h:99999#1=a", &sp, err));
	assert_false(lcws_spec_parse("ws://#1=a", &sp, err));
	assert_false(lcws_spec_parse("http://h#1=a", &sp, err));
}

/* An event: the SANs (NULL-ended), the clock (white < 0: none). */
static void
event(struct lcws_event *ev, const char *start, int match, double white,
    double black, enum lcws_run run, const char **san)
{
	size_t	n = 0;

	memset(ev, 0, sizeof *ev);
	strcpy(ev->serial, "24117");
	if (start != NULL) {
		ev->has_start = true;
		snprintf(ev->start, sizeof ev->start, "%s", start);
	}
	if (match >= 0) {
		ev->has_match = true;
		ev->match = match != 0;
	}
	if (white >= 0) {
		ev->has_clock = true;
		ev->clock.white_ms = (int64_t)(white * 1000);
		ev->clock.black_ms = (int64_t)(black * 1000);
		ev->clock.run = run;
	}
	if (san == NULL)
		return;
	while (san[n] != NULL)
		n++;
	ev->has_san = true;
	ev->nsan = n;
	ev->san = calloc(n + 1, sizeof *ev->san);
	for (n = 0; san[n] != NULL; n++)
		snprintf(ev->san[n], sizeof ev->san[n], "%s", san[n]);
}

/* Apply an event at now and check the snapshot's plies ("e4:5391"
 * with a reading, "e5" without). */
/* Apply ev at now, the snapshot's plies as want; since when the pieces
 * have not matched, as the snapshot says (0: they match). */
static int64_t
step(struct lcws_game *g, struct lcws_event *ev, int64_t now,
    const char *want)
{
	struct feed_game	s;
	char			got[512], ply[64];
	size_t			k, n = 0;
	int64_t			since;

	assert_true(lcws_game_apply(g, ev, now));
	free(ev->san);
	assert_true(lcws_game_snapshot(g, now, &s));
	got[0] = '\0';
	for (k = 0; k < s.n; k++) {
		if (s.plies[k].clock_ms == FEED_CLOCK_NONE)
			snprintf(ply, sizeof ply, "%s", s.plies[k].move);
		else
			snprintf(ply, sizeof ply, "%s:%lld", s.plies[k].move,
			    (long long)(s.plies[k].clock_ms / 1000));
		n += (size_t)snprintf(got + n, sizeof got - n, "%s%s",
		    n > 0 ? " " : "", ply);
	}
	assert_string_equal(got, want);
	assert_int_equal(s.board, 1);
	assert_string_equal(s.result, "*");	/* no results from here */
	assert_string_equal(s.white.name, "");	/* nor players */
	since = s.mismatch_since_ms;
	feed_game_release(&s);
	return since;
}

static void
test_case19(void **state)
{
	struct lcws_game	g;
	struct lcws_event	ev;
	struct feed_game	s;
	uint64_t		h;

	(void)state;
	lcws_game_init(&g, 1, 1);
	event(&ev, START, 1, 5400, 5400, LCWS_RUN_WHITE,
	    (const char *[]){ NULL });
	step(&g, &ev, 1000, "");
	/* e4 and the press (Black's clock runs): with White's reading */
	event(&ev, START, 1, 5391, 5400, LCWS_RUN_BLACK,
	    (const char *[]){ "e4", NULL });
	step(&g, &ev, 2000, "e4:5391");
	assert_true(lcws_game_snapshot(&g, 2000, &s));
	h = s.hash;
	assert_int_equal(s.white_ms, 5391000);
	feed_game_release(&s);
	/* the same list again, the clock left out: the same snapshot */
	event(&ev, START, 1, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "e4", NULL });
	step(&g, &ev, 2500, "e4:5391");
	assert_true(lcws_game_snapshot(&g, 2500, &s));
	assert_true(s.hash == h);
	feed_game_release(&s);
	/* two SANs at once: only the last mover's reading is his */
	event(&ev, START, 1, 5380, 5395, LCWS_RUN_BLACK,
	    (const char *[]){ "e4", "e5", "Nf3", NULL });
	step(&g, &ev, 3000, "e4:5391 e5 Nf3:5380");
	/* Nc6 on the board, Black's clock still running: held back... */
	event(&ev, START, 1, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "e4", "e5", "Nf3", "Nc6", NULL });
	step(&g, &ev, 4000, "e4:5391 e5 Nf3:5380");
	assert_int_equal(lcws_game_due_ms(&g), 4000 + LCWS_PRESS_WAIT_MS);
	/* ...till the press, with Black's reading */
	event(&ev, NULL, -1, 5380, 5390, LCWS_RUN_WHITE, NULL);
	step(&g, &ev, 4500, "e4:5391 e5 Nf3:5380 Nc6:5390");
	assert_int_equal(lcws_game_due_ms(&g), INT64_MAX);
	/* a shrink (a piece in the air): handed over as it is */
	event(&ev, START, 1, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "e4", "e5", NULL });
	step(&g, &ev, 5000, "e4:5391 e5");
	/* the pieces off the game: nothing taken, for how long */
	event(&ev, START, 0, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "e4", "e5", "Nf3", "Nc6", "Bb5", NULL });
	assert_int_equal(step(&g, &ev, 6000, "e4:5391 e5"), 6000);
	event(&ev, START, 0, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "e4", "e5", "Nf3", "Nc6", "Bb5", NULL });
	/* the snapshot says since when, for the follower's 'board' */
	assert_int_equal(step(&g, &ev, 66000, "e4:5391 e5"), 6000);
	assert_int_equal(lcws_game_mismatch_ms(&g, 127000), 121000);
	/* matching again: the list is taken, and the clock with it */
	event(&ev, START, 1, 5300, 5390, LCWS_RUN_BLACK,
	    (const char *[]){ "e4", "e5", "Nf3", NULL });
	assert_int_equal(step(&g, &ev, 128000, "e4:5391 e5 Nf3:5300"), 0);
	assert_int_equal(lcws_game_mismatch_ms(&g, 128000), 0);
	/* set up again from another start: a new game */
	event(&ev, "4k3/8/8/8/8/8/8/4K2R w K - 0 1", 1, 60, 60,
	    LCWS_RUN_BLACK, (const char *[]){ "O-O", NULL });
	step(&g, &ev, 130000, "O-O:60");
	assert_true(lcws_game_snapshot(&g, 130000, &s));
	assert_string_equal(s.fen, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
	assert_int_equal(s.chess960, -1);	/* a set-up, not a 960 */
	feed_game_release(&s);
	lcws_game_release(&g);
}

static void
test_held_back(void **state)
{
	struct lcws_game	g;
	struct lcws_event	ev;

	(void)state;
	lcws_game_init(&g, 1, 1);
	event(&ev, START, 1, 5400, 5400, LCWS_RUN_WHITE,
	    (const char *[]){ "e4", NULL });	/* not pressed yet */
	step(&g, &ev, 1000, "");
	/* no press within the wait: the ply goes without a reading */
	event(&ev, START, 1, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "e4", NULL });
	step(&g, &ev, 1000 + LCWS_PRESS_WAIT_MS, "e4");
	/* a press after the wait gives the ply nothing, the clock its own */
	event(&ev, NULL, -1, 5390, 5400, LCWS_RUN_BLACK, NULL);
	step(&g, &ev, 5000, "e4");
	lcws_game_release(&g);
	/* 7.3.18: run null (stopped) is a press; no clock at all, no wait */
	lcws_game_init(&g, 1, 1);
	event(&ev, START, 1, 5000, 5400, LCWS_RUN_NONE,
	    (const char *[]){ "d4", NULL });
	step(&g, &ev, 1000, "d4:5000");
	lcws_game_release(&g);
	lcws_game_init(&g, 1, 1);
	event(&ev, START, 1, -1, 0, LCWS_RUN_NONE,
	    (const char *[]){ "d4", "d5", NULL });
	step(&g, &ev, 1000, "d4 d5");
	lcws_game_release(&g);
	/* Black first (a set-up): the first ply is Black's */
	lcws_game_init(&g, 1, 1);
	event(&ev, "4k3/8/8/8/8/8/8/4K3 b - - 0 1", 1, 100, 200,
	    LCWS_RUN_WHITE, (const char *[]){ "Kd7", NULL });
	step(&g, &ev, 1000, "Kd7:200");
	lcws_game_release(&g);
}

static void
test_960(void **state)
{
	struct lcws_game	g;
	struct lcws_event	ev;
	struct feed_game	s;

	(void)state;
	lcws_game_init(&g, 2, 1);
	event(&ev, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
	    1, -1, 0, LCWS_RUN_NONE, (const char *[]){ "e4", NULL });
	step(&g, &ev, 1000, "e4");
	assert_true(lcws_game_snapshot(&g, 1000, &s));
	assert_int_equal(s.chess960, 0);
	assert_int_equal(s.round, 2);
	feed_game_release(&s);
	lcws_game_release(&g);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_parse),
		cmocka_unit_test(test_garbage),
		cmocka_unit_test(test_requests),
		cmocka_unit_test(test_spec),
		cmocka_unit_test(test_case19),
		cmocka_unit_test(test_held_back),
		cmocka_unit_test(test_960),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
