/*
 * session_role.h: what a session's roles share; callers read session.h.
 *
 * A session is a replica of the event (session.c: its lines, their
 * replay, checkpoints, undo, the hash chain) and a role, which says where
 * its commands go and where its lines come from:
 *	session_writer.c  session_open(): the journal's one writer (lock,
 *			  submit, stage, commit, import); session_script():
 *			  the same without a journal, in memory
 *	session_remote.c  session_connect(): the event server's client
 *			  (attach, request, poll, remote import)
 *	session.c	  session_load(), session_rebuilt(): read only
 * A role is a table of operations (struct session_ops, in the manner of
 * tig's view_ops) set by its constructor, and its own state (s->role).
 * The replica calls a role only through its table, never by name, so the
 * roles may call the replica (and the server the writer) without a loop.
 *
 * Everything here is the replica's, and works alike for every role.
 */
#ifndef ARBITER_SESSION_ROLE_H
#define ARBITER_SESSION_ROLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/session.h"
#include "event.h"
#include "roles.h"

/* Lines between two checkpoints of the event (session_checkpoint()). */
#define SESSION_CHECKPOINT_LINES	4096

struct session_ops {
	/*
	 * session_do()'s last step, for a command that changes the event
	 * (session_do() answers looks, 'wait' and the journal's own verbs,
	 * and gives an 'event' the settings' edition): as session_do().
	 */
	int		(*submit)(struct session *, struct command *,
			    int64_t now, char **cause);
	/* session_poll(): take what came, without waiting; NULL: nothing
	 * ever comes. */
	void		(*poll)(struct session *, int64_t now);
	/* session_fd(): the descriptor to wait on, or -1; NULL: none. */
	int		(*fd)(const struct session *);
	/* session_clock() without virtual time (UTC ms); NULL: the
	 * machine's UTC clock. */
	int64_t		(*clock)(const struct session *);
	/* Why the role may write nothing more (the event is then read
	 * only), or NULL; the text is the role's.  NULL: never. */
	const char	*(*stuck)(const struct session *);
	/* session_close(): release what s->role holds (not NULL then);
	 * the replica frees s->role itself, then the rest.  NULL: nothing
	 * to release. */
	void		(*close)(struct session *);
};

struct session_checkpoint {
	bool		valid;
	size_t		at;		/* the lines applied to it */
	struct event	ev;
	struct roles	roles;
	int64_t		applied;
};

struct session {
	const struct session_ops *ops;	/* the role's */
	void		*role;		/* the role's own state (malloc), or NULL */
	bool		 script;	/* session_script() or a copy of one:
					   virtual timeline, this build's
					   format */
	struct event	 ev;
	struct roles	 roles;		/* from the "arbiter" lines */
	char		*dir;		/* NULL: in memory */
	char		*path;		/* session_load()'s journal */
	char		 actor[COMMAND_USER_SIZE];
	char		 rules[COMMAND_WORD_SIZE];	/* the settings' */
	char		 lang[PROTO_LANG_MAX];	/* the arbiter's notation */
	bool		 virtual_time;
	int64_t		 now;		/* virtual time */
	int64_t		 applied;	/* the latest journal line's time */
	char		 title[COMMAND_NAME_SIZE + 32];
	char		*notice;	/* for the arbiter */
	char		*read_only;	/* why only 'chain' is taken, or NULL */
	uint64_t	 shortened;	/* the anchor's seq, past the journal's
					   end: lines lost, or 0 */
	char		*shortened_why;
	session_report_fn *report;	/* session_load(): faulty lines */
	void		*report_arg;
	session_before_fn *before;	/* session_rebuilt(): each line's */
	void		*before_arg;
	struct session_line *lines;	/* the journal, for the log view */
	size_t		 nlines, lines_cap;
	size_t		*marks;		/* the lines that mark others (undo,
					   chain) or break the chain: indices */
	size_t		 nmarks, marks_cap;
	size_t		 ndurable;	/* lines on disk (the writer's), or
					   sent by the server (a client's) */
	bool		 collecting;	/* reading the journal whole */
	bool		 told_unpermitted;	/* a forged line was told */
	uint64_t	 generation;	/* bumps on every change */
	struct session_checkpoint cp[2];	/* older, newer */
};

/* A session with nothing in it yet, in the role ops; the caller sets
 * s->role.  settings (may be NULL): the rules of an 'event' naming none. */
struct session	*session_new(const struct session_ops *,
		    const struct settings *);

/* Tell the arbiter text (taken; the first notice waiting stays first). */
void		 session_tell(struct session *, char *text);
/* The title again, from the event's name and round. */
void		 session_retitle(struct session *);
/* The settings' edition into an 'event' cmd that names none. */
void		 session_default_rules(const struct session *,
		    struct command *);
/* The game kind's number for a notation's ISO code (0 when unknown). */
int		 session_lang_of(const struct session *, const char *iso);

/* The kept line whose seq is seq, or NULL. */
struct session_line *session_find(const struct session *, uint64_t seq);
/* Keep a line that is done (or read) as the log view shows it. */
struct session_line *session_keep(struct session *, uint64_t seq,
		    int64_t time_ms, const char *actor, const char *command,
		    const struct command *);
/*
 * A line arrives (a journal read, a server's stream; a journal_read_fn):
 * kept, and applied unless s->collecting (a whole journal read, replayed
 * after).  Returns 0.
 */
int		 session_take(void *s, const struct journal_line *);
/* Forget the kept lines from n on. */
void		 session_forget(struct session *, size_t n);

/* Apply cmd to the event and the roles at now: false and *why when the
 * rulings refuse it (nothing changed). */
bool		 session_apply(struct session *, const struct command *,
		    int64_t now, struct refusal *why);
/* session_apply() for a journal's line: its verdicts are the journal's. */
bool		 session_apply_recorded(struct session *,
		    const struct command *, int64_t now, struct refusal *why);
/* The side that makes the move cmd carries (CLOCK_*), or -1. */
int8_t		 session_mover(const struct session *, const struct command *);

/* This build's format for a script or an event with no line yet. */
void		 session_fresh_format(struct session *);
/*
 * Rebuild the event from the kept lines, leaving out what was undone,
 * from the latest checkpoint before line from (0-based) whose lines are
 * unchanged: session_replay() from the first; session_rebuild_undo() from
 * before the line the undo line u takes back.
 */
void		 session_rebuild(struct session *, size_t from);
void		 session_replay(struct session *);
void		 session_rebuild_undo(struct session *,
		    const struct session_line *u);
/* A checkpoint of the event, when SESSION_CHECKPOINT_LINES more lines
 * were kept since the last one. */
void		 session_checkpoint(struct session *);
/* The chain's breaks and the role's state again: s->read_only. */
void		 session_check_chain(struct session *);

/* The checks of the session's own verbs (undo, chain) for actor: 0, or
 * -1 and *cause. */
int		 session_own_check(const struct session *, const char *actor,
		    const struct command *, char **cause);
/* After a replay: the lines this build refuses, and the first forged
 * one, for the arbiter. */
void		 session_tell_refused(struct session *);

#endif
