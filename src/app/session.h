/*
 * session.h: one event and the one path by which it changes.
 *
 * Every change of state, from the console's keys, dialogs and prompt,
 * from arbiter-cli's scripts and journals, from an imported event file
 * and from training, is a parsed command given to session_do(): roles
 * checked (roles.h), moves read in the arbiter's notation and made
 * canonical, the command applied to the event (a refused one changes
 * nothing and is written nowhere), then journaled.  A line is parsed once,
 * by session_parse(), and the command table (command.h) says what each
 * verb is.
 *
 * Sessions:
 *	session_open()	an event directory and its journal (the console):
 *			lines are on disk (fsync) before they count as done
 *	session_script() in memory (arbiter-cli run): nothing is written
 *	session_load()	a journal read, never written (replay, standings)
 *
 * Time.  The event's timeline is UTC milliseconds for a journal, each
 * line applied at its own time stamp.  A session may keep virtual time
 * (scripts, training): then 'wait' moves it on, and session_do() applies
 * at it instead of the time given (COMMANDS.md, "Time in scripts").
 */
#ifndef ARBITER_SESSION_H
#define ARBITER_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/cfg.h"
#include "app/journal.h"
#include "command.h"

struct event;
struct session;

/*
 * Open (or create) the event whose journal is in dir, replaying it.  When
 * the journal is empty and import is not NULL, the event file import (the
 * format of conf/demo.conf) is loaded into it.  With dir NULL: a fresh
 * temporary directory, and import defaults to the bundled demo.  now (UTC
 * ms) is when an imported event's clocks start.  Returns NULL with *cause
 * set on error (a broken journal is named by file, line and word).  The
 * settings' rules are the edition of an 'event' line that names none.
 */
struct session	*session_open(const char *dir, const struct settings *,
		    const char *import, int64_t now, char **cause);

/* An event in memory, for scripts: actor gives the lines, virtual time. */
struct session	*session_script(const char *actor);

/*
 * What a replay says of a journal's line: refused by this build, or not
 * permitted by the roles of the lines before it (a forged journal; it is
 * applied all the same, as the console that wrote it did).
 */
enum session_fault { SESSION_REFUSED, SESSION_UNPERMITTED };
typedef void	session_report_fn(void *arg, size_t lineno,
		    enum session_fault, const char *why);

/*
 * The journal at path (a file, or a directory holding one) read and
 * replayed, never written; each faulty line goes to report (may be NULL).
 * NULL with *cause on a broken chain or an unreadable file; *warning
 * (may be NULL; to free) says when a torn last line was left out.
 */
struct session	*session_load(const char *path, session_report_fn *,
		    void *arg, char **warning, char **cause);
void		 session_close(struct session *);

/* Virtual time from start on: 'wait' moves it (scripts, training). */
void		 session_set_virtual(struct session *, int64_t start);
/* The session's virtual time now (its start before any 'wait'). */
int64_t		 session_now(const struct session *);
/* The notation of moves the arbiter types: an ISO code ("it"). */
void		 session_set_lang(struct session *, const char *iso);

/* Read one line: 0 and *cmd, or -1 and *cause ("'word': reason"). */
int		 session_parse(const char *line, struct command *,
		    char **cause);

/*
 * Do cmd at now (UTC ms; virtual time instead when the session keeps it):
 * 0 when done (looking commands change nothing and are written nowhere),
 * -1 with *cause (one line: the word and, where a law forbids it, the
 * article) when refused: then nothing changed.  cmd is left canonical:
 * its moves as the journal keeps them.
 */
int		 session_do(struct session *, struct command *, int64_t now,
		    char **cause);

/*
 * A journal's line found in a script: applied at its own time and by its
 * own actor, as it was written.  0 when applied; 1 when applied though
 * the roles did not permit it (*cause says why); -1 when refused.
 */
int		 session_do_line(struct session *,
		    const struct journal_line *, char **cause);

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
	enum command_verb verb;
	long		 board;		/* the board it is about, or -1 */
	uint32_t	 undoes;	/* an undo line: the seq it takes back */
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
