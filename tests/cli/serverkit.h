/*
 * serverkit.h: what the event server's test programs share
 * (tests/cli/server_race.c, tests/cli/server_crash.c, tests/bench/bench_server.c,
 * tests/unit/test_session.c): a raw attach, the server's pid, the state
 * document as a string, and a SIGTERM that asks a loop to stop.
 */
#ifndef ARBITER_TESTS_SERVERKIT_H
#define ARBITER_TESTS_SERVERKIT_H

#include <signal.h>
#include <stdint.h>
#include <sys/types.h>

struct client;
struct session;

/* Set by kit_on_term(), the SIGTERM handler: a loop's cue to stop. */
extern volatile sig_atomic_t	kit_stop;
void	kit_on_term(int sig);

/* Say hello on c and take the stream up to ready, waiting at most
 * timeout_ms a message: the number of journal lines, or -1 (no answer,
 * or the server said bye). */
long	kit_attach(struct client *c, int timeout_ms);

/* The pid in DIR/server.pid, or 0. */
pid_t	kit_server_pid(const char *dir);

/* The state document of s at now (state_json), as a string to free. */
char	*kit_state(const struct session *s, int64_t now);

#endif
