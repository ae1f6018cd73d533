/*
 * feedtest.h: what the tests of the live sources share: the loopback
 * server (tests/cli/feedserver) run on a timeline of tests/data/feeds and
 * moved along it, and the snapshots a poll hands over, collected.
 */
#ifndef ARBITER_TESTS_FEEDTEST_H
#define ARBITER_TESTS_FEEDTEST_H

#include <stdbool.h>
#include <stdint.h>

#include "app/feed/source.h"

#define FEEDTEST_MAX	16

struct feedtest_got {
	uint16_t		board;
	bool			gone;
	struct feed_game	g;
};

extern struct feedtest_got	feedtest_got[FEEDTEST_MAX];
extern unsigned			feedtest_n;
extern int			feedtest_port;

/* cmocka's setup and teardown: the server started on the timeline
 * tests/data/feeds/<*state> (cmocka_unit_test_prestate_setup_teardown),
 * then stopped. */
int	feedtest_start(void **state);
int	feedtest_stop(void **state);
/* Move the server's timeline to second t. */
void	feedtest_at(int t);
/* How many answers the server logged with this text ("PATH CODE"). */
int	feedtest_logged(const char *what);
/* Poll s at now: what it hands over is in feedtest_got. */
enum feed_health feedtest_poll(struct feed_source *s, int64_t now);
/* The snapshot of board b in the last poll, or NULL. */
const struct feed_game *feedtest_board(uint16_t b);
void	feedtest_forget(void);

#endif
