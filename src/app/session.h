/*
 * session.h: one open event: its state, the directory that holds it and
 * its journal.  Every change goes through session_command(): the line is
 * parsed, applied to the event (refused lines change nothing), and
 * journaled before it counts as done.  The console and arbiter-cli both
 * use this one path.
 */
#ifndef ARBITER_SESSION_H
#define ARBITER_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/cfg.h"

struct event;
struct session;

/*
 * Open the event in dir, or, with dir NULL, the bundled demo event in a
 * fresh temporary directory.  now is the monotonic time at which the
 * demo's clocks start.  Returns NULL with *cause set on error.
 */
struct session	*session_open(const char *dir, const struct settings *,
		    int64_t now, char **cause);
void		 session_close(struct session *);

/*
 * Apply one command line at now.  Returns 0, or -1 with *cause set to a
 * one-line reason (the word and, where a law forbids it, the article).
 */
int		 session_command(struct session *, const char *line,
		    int64_t now, char **cause);

/* Pick up what another console appended (a no-op without a journal). */
void		 session_poll(struct session *, int64_t now);

const struct event *session_event(const struct session *);
const char	*session_title(const struct session *);
const char	*session_dir(const struct session *);
size_t		 session_ngames(const struct session *);
bool		 session_clocks_running(const struct session *);

/* The demo event's file: installed, or the source tree's. */
const char	*session_demo_path(void);

#endif
