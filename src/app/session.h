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
 * Open (or create) the event whose journal is in dir, replaying it.  When
 * the journal is empty and import is not NULL, the event file import (the
 * format of conf/demo.conf) is loaded into it.  With dir NULL: a fresh
 * temporary directory, and import defaults to the bundled demo.  now (UTC
 * ms) is when an imported event's clocks start.  Returns NULL with *cause
 * set on error (a broken journal is named by file, line and word).
 */
struct session	*session_open(const char *dir, const struct settings *,
		    const char *import, int64_t now, char **cause);
void		 session_close(struct session *);

/*
 * Apply one command line at now (UTC ms) and journal it.  Returns 0, or -1 with *cause set to a
 * one-line reason (the word and, where a law forbids it, the article).
 */
int		 session_command(struct session *, const char *line,
		    int64_t now, char **cause);

/* Pick up and apply what another console appended. */
void		 session_poll(struct session *, int64_t now);

/* Something the arbiter must be told (a torn line dropped), or NULL; free it. */
char		*session_notice(struct session *);

/* Bumps on every change of the event (to know when to redraw). */
uint64_t	 session_generation(const struct session *);

const struct event *session_event(const struct session *);
const char	*session_title(const struct session *);
const char	*session_dir(const struct session *);
size_t		 session_ngames(const struct session *);
bool		 session_clocks_running(const struct session *);

/* One line of the journal, as the log view shows it. */
struct session_line {
	uint64_t	 seq;
	int64_t		 time_ms;	/* UTC */
	char		*actor;
	char		*command;
	long		 board;		/* the board it is about, or -1 */
	bool		 undone;	/* an undo line took it back */
};

/* The journal's lines so far, oldest first. */
size_t		 session_nlines(const struct session *);
const struct session_line *session_line(const struct session *, size_t i);

/*
 * The seq of this arbiter's last action that "undo" may take back now, or
 * 0 when there is none (nothing of his, or a later line may depend on it).
 */
uint64_t	 session_undoable(const struct session *);

/*
 * A fresh directory "<prefix>-XXXXXX" under the settings' journal_dir,
 * else $TMPDIR, else /tmp.  Returns NULL with *cause set on error.
 */
char		*session_tempdir(const struct settings *, const char *prefix,
		    char **cause);

/* The demo event's file: installed, or the source tree's. */
const char	*session_demo_path(void);

#endif
