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
 *	session_open()	 the event's writer: its journal, on disk (fsync)
 *			 before a line counts as done.  One process only
 *			 (DIR/server.lock): the event server (server.h), or
 *			 training on an event of its own
 *	session_connect() a client of the event's server (the console,
 *			 arbiter-cli send): a copy of the event built from
 *			 the lines the server sends; commands go to the
 *			 server, which checks and writes them in one step
 *	session_script() in memory (arbiter-cli run): nothing is written
 *	session_load()	 a journal read, never written (replay, standings)
 * Each is the one replica of the event (session.c) with a role of its own
 * behind a table of operations (session_role.h): session_open() and
 * session_script() in session_writer.c, session_connect() in
 * session_remote.c; session_paths.c finds their directories.
 *
 * Journals outlive builds (doc/commands.md, "Journals outlive builds").
 * A line this build refuses is kept, marked refused, and the event opens;
 * the chief arbiter may undo it.  A line that breaks the hash chain makes the event
 * read only until the chief acknowledges the break ('chain <seq>
 * "<reason>"'), and so does a journal of a later format.
 *
 * Time.  The event's timeline is UTC milliseconds for a journal, each
 * line applied at its own time stamp.  A session may keep virtual time
 * (scripts, training): then 'wait' moves it on, and session_do() applies
 * at it instead of the time given (doc/commands.md, "Time in scripts").
 */
#ifndef ARBITER_SESSION_H
#define ARBITER_SESSION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/cfg.h"
#include "app/journal.h"
#include "app/proto.h"
#include "command.h"

struct event;
struct session;

/*
 * Open (or create) the event whose journal is in dir as its one writer,
 * replaying it.  When the journal is empty and import is not NULL, the
 * event file import (the format of conf/demo.conf) is loaded into it, all
 * or nothing.  With dir NULL: a fresh temporary directory, and import
 * defaults to the bundled demo.  now (UTC ms) is when an imported event's
 * clocks start.  Returns NULL with *cause set on error (another process
 * writes the event; an unreadable journal).  The settings' rules are the
 * edition of an 'event' line that names none.
 */
struct session	*session_open(const char *dir, const struct settings *,
		    const char *import, int64_t now, char **cause);

/*
 * Attach to the server of the event in dir, starting one when none runs
 * (server.h), and build the event from the lines it sends.  import: an
 * event file for an event still empty (refused when it is not).  NULL
 * with *cause when the server cannot be reached or refuses the user.
 */
struct session	*session_connect(const char *dir, const struct settings *,
		    const char *import, char **cause);
/* session_connect() saying in hello what kind of client this is (the
 * arbiters see it in the presence list; session_connect(): none). */
struct session	*session_connect_as(const char *dir, const struct settings *,
		    const char *import, enum proto_client, char **cause);

/*
 * Who is attached to the event's server, as it last said (a client's
 * session; 0 for the others, and while the server is away): the list, in
 * the order they attached, and *more (may be NULL) those past the cap.
 */
size_t		 session_presence(const struct session *,
		    const struct proto_present **list, size_t *more);

/* The same for arbiter-cli follow: its hello says it is a follower of
 * the event's 'source' entries (sources) or of its own (proto.h). */
struct session	*session_connect_follower(const char *dir, bool sources,
		    char **cause);

/* An event in memory, for scripts: actor gives the lines, virtual time. */
struct session	*session_script(const char *actor);

/*
 * What a replay says of a journal's line: refused by this build; not
 * permitted by the roles of the lines before it (a forged journal; it is
 * applied all the same, as the console that wrote it did); a break of the
 * hash chain, acknowledged by the chief or not.
 */
enum session_fault {
	SESSION_REFUSED, SESSION_UNPERMITTED, SESSION_BROKEN,
	SESSION_ACKNOWLEDGED
};
typedef void	session_report_fn(void *arg, size_t lineno,
		    enum session_fault, const char *why);

/*
 * The journal at path (a file, or a directory holding one) read and
 * replayed, never written; each faulty line goes to report (may be NULL).
 * NULL with *cause on an unreadable file; *warning (may be NULL; to free)
 * says when a torn last line was left out.
 */
struct session	*session_load(const char *path, session_report_fn *,
		    void *arg, char **warning, char **cause);
void		 session_close(struct session *);

/*
 * A copy of the event rebuilt from src's lines, as a replay or an undo
 * rebuilds it (undone lines left out), read only; before (may be NULL)
 * is called with the event as it stands just before each line is
 * applied, and the line's command: what a later line clears (a 'round'
 * clears the boards) can be kept.  src is not changed.  The caller
 * closes the copy.
 */
typedef void	session_before_fn(void *arg, const struct event *,
		    const struct command *);
struct session	*session_rebuilt(const struct session *src,
		    session_before_fn *before, void *arg);

/*
 * Now on the event's timeline (UTC ms): a client's is the server's clock
 * (from its welcome, on this machine's monotonic clock: a step of the
 * wall clock changes no game's time); virtual time when kept.
 */
int64_t		 session_clock(const struct session *);

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
 * Do cmd at now (UTC ms; virtual time instead when the session keeps it;
 * the server's time for a client): 0 when done (looking commands change
 * nothing and are written nowhere), -1 with *cause (one line: the word
 * and, where a law forbids it, the article) when refused: then nothing
 * changed.  cmd is left canonical: its moves as the journal keeps them.
 */
int		 session_do(struct session *, struct command *, int64_t now,
		    char **cause);

/*
 * The writer's two steps, for the event server's group commit: check and
 * apply cmd given by actor (as the kernel names him), typed in notation
 * lang, against every line before it, and stage its lines: 0; or -1 and
 * *r, nothing changed.  base: the lines the giver had seen (a line after
 * it that came first is named in r->race).  Then session_commit() writes
 * every staged line with one fdatasync; when it fails, the staged lines
 * are dropped and the event rebuilt.  *staged (may be NULL): the seq of
 * cmd's own line.
 */
int		 session_submit(struct session *, const char *actor,
		    const char *lang, struct command *, int64_t now,
		    uint64_t base, uint64_t *staged, struct proto_refusal *r);
int		 session_commit(struct session *, char **cause);
/* Drop the staged lines: the event as the lines on disk leave it. */
void		 session_discard(struct session *);
/* The roles now (the server checks who may attach). */
const struct roles *session_roles(const struct session *);
/* Lines on disk (the writer); the rest of session_nlines() are staged. */
size_t		 session_ndurable(const struct session *);

/* The refusal r of cmd, given by actor, in the arbiter's words. */
char		*session_refusal_text(const struct session *,
		    const struct command *, const char *actor,
		    const struct proto_refusal *r);

/*
 * A journal's line found in a script: applied at its own time and by its
 * own actor, as it was written.  0 when applied; 1 when applied though
 * the roles did not permit it (*cause says why); -1 when refused.
 */
int		 session_do_line(struct session *,
		    const struct journal_line *, char **cause);

/*
 * A client: apply what the server sent since, without waiting; when the
 * server went away, try to reach it again (starting one), at most once a
 * second of now.
 */
void		 session_poll(struct session *, int64_t now);
/* The descriptor to wait on for session_poll() (a client's), or -1. */
int		 session_fd(const struct session *);

/* Something the arbiter must be told (a torn line dropped, the server
 * gone, a line refused), or NULL; free it. */
char		*session_notice(struct session *);

/* Why the event takes no command now but the chief's 'chain', or NULL. */
const char	*session_read_only(const struct session *);

/* Bumps on every change of the event (to know when to redraw). */
uint64_t	 session_generation(const struct session *);

const struct event *session_event(const struct session *);
const char	*session_title(const struct session *);
const char	*session_dir(const struct session *);
const char	*session_actor(const struct session *);
/* The notation of the moves the arbiter types (session_set_lang()). */
const char	*session_lang(const struct session *);
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
	uint16_t	 round;		/* ... of this round (an adjourned
					   game outlives its round: A) */
	uint32_t	 undoes;	/* undo: the seq it takes back; chain:
					   the seq whose break it accepts */
	bool		 undone;	/* an undo line took it back */
	int8_t		 side;		/* a move: who moved (CLOCK_*), or -1 */
	char		 hash[JOURNAL_HASH_LEN + 1];
	char		*refused;	/* why this build refuses it, or NULL */
	char		*unpermitted;	/* why its actor's role forbade it (a
					   forged line, applied), or NULL */
	char		*broken;	/* why the chain breaks here, or NULL */
	bool		 acknowledged;	/* ... and a 'chain' line accepted it */
	char		*effect;	/* what an arbiter's act did (effect.h),
					   or NULL */
	const char	*article;	/* ... the article it applied, or "" */
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

/*
 * The demo event's file for a game ("chess", the default when NULL, or
 * "draughts": conf/demo-draughts.conf): installed, or the source tree's;
 * NULL for a game without a demo.
 */
const char	*session_demo_path(const char *game);

#endif
