/*
 * session.c: an event, where its journal lives, and the one command path
 * (session.h).
 *
 * The event is the replay of its lines.  A writer (session_open) checks
 * a command against the event as every line before it left it, applies
 * it, stages its lines and commits them (one fdatasync for a batch); a
 * client (session_connect) sends the command to the server and applies
 * the lines the server streams back, its own among them, exactly as a
 * replay does.  So the console, the server, a restart and arbiter-cli
 * replay always agree.
 *
 * Time.  The event's timeline is UTC milliseconds: each journal line is
 * applied at its own time stamp (never earlier than the line before), so
 * the time that passed while no console was open is charged to the side
 * whose clock ran.  A script keeps virtual time instead: 0 is its round's
 * start (COMMANDS.md).
 *
 * Undo.  "undo <seq>" is the arbiter's explicit, journaled correction of
 * his own last action: the event is the replay of every line but the
 * undone ones and the undo lines themselves.  Nothing is ever erased.
 *
 * Faults.  A line this build refuses is marked so and the replay goes on;
 * a line that breaks the hash chain is marked, and until a 'chain' line
 * accepts every break the event is read only.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/client.h"
#include "app/effect.h"
#include "app/i18n.h"
#include "app/journal.h"
#include "app/refusal.h"
#include "app/sealed.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "utf8.h"

enum session_mode {
	SESSION_WRITER,		/* session_open(): the journal's writer */
	SESSION_CLIENT,		/* session_connect(): the server's client */
	SESSION_SCRIPT,		/* session_script(): in memory */
	SESSION_LOAD		/* session_load(): read only */
};

/* How long a client waits for the server's answer. */
#define SESSION_ANSWER_MS	30000
/* Lines between two checkpoints of the event (session_checkpoint()). */
#define SESSION_CHECKPOINT_LINES	4096

struct session_checkpoint {
	bool		valid;
	size_t		at;		/* the lines applied to it */
	struct event	ev;
	struct roles	roles;
	int64_t		applied;
};

struct session {
	enum session_mode mode;
	struct event	 ev;
	struct roles	 roles;		/* from the "arbiter" lines */
	struct journal	*journal;	/* the writer's */
	struct client	*client;	/* a client's; NULL while away */
	int		 lock_fd;	/* the writer's DIR/server.lock, or -1 */
	char		*dir;		/* NULL: in memory */
	char		*path;		/* session_load()'s journal */
	char		 actor[COMMAND_USER_SIZE];
	char		 rules[COMMAND_WORD_SIZE];	/* the settings' */
	char		 lang[PROTO_LANG_MAX];	/* the arbiter's notation */
	bool		 virtual_time;
	int64_t		 now;		/* virtual time */
	int64_t		 applied;	/* the latest journal line's time */
	int64_t		 retried;	/* a client: when it last reconnected */
	int64_t		 clock_offset;	/* a client: the server's UTC less our
					   monotonic clock */
	uint32_t	 next_id;	/* a client: its requests */
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
	size_t		 ndurable;	/* the writer: lines on disk */
	bool		 collecting;	/* reading the journal whole */
	bool		 told_unpermitted;	/* a forged line was told */
	uint64_t	 generation;	/* bumps on every change */
	struct session_checkpoint cp[2];	/* older, newer */
};

const char *
session_demo_path(const char *game)
{
	static const struct {
		const char	*game, *installed, *source;
	} demos[] = {
		{ "chess", PKGDATADIR "/demo.conf", TOP_SRCDIR "/conf/demo.conf" },
		{ "draughts", PKGDATADIR "/demo-draughts.conf",
		    TOP_SRCDIR "/conf/demo-draughts.conf" },
	};
	size_t	i;

	if (game == NULL)
		game = "chess";
	for (i = 0; i < sizeof demos / sizeof demos[0]; i++) {
		if (strcmp(demos[i].game, game) != 0)
			continue;
		if (access(demos[i].installed, R_OK) == 0)
			return demos[i].installed;
		return demos[i].source;
	}
	return NULL;
}

/* Tell the arbiter (the first notice waiting stays first). */
static void
session_tell(struct session *s, char *text)
{
	char	*both;

	if (s->notice == NULL) {
		s->notice = text;
		return;
	}
	xasprintf(&both, "%s; %s", s->notice, text);
	free(s->notice);
	free(text);
	s->notice = both;
}

static void
session_retitle(struct session *s)
{
	const char	*where = s->dir != NULL ? s->dir : s->path;

	if (s->ev.name[0] == '\0')
		snprintf(s->title, sizeof s->title, _("(no event yet: %s)"),
		    where != NULL ? where : "-");
	else if (s->ev.round > 0)
		snprintf(s->title, sizeof s->title, _("%s, round %u"),
		    s->ev.name, s->ev.round);
	else
		snprintf(s->title, sizeof s->title, "%s", s->ev.name);
}

/* The line whose seq is seq: at seq - 1 unless the chain broke. */
static struct session_line *
session_find(const struct session *s, uint64_t seq)
{
	size_t	i;

	if (seq >= 1 && seq <= s->nlines && s->lines[seq - 1].seq == seq)
		return &s->lines[seq - 1];
	for (i = 0; i < s->nlines; i++) {
		if (s->lines[i].seq == seq)
			return &s->lines[i];
	}
	return NULL;
}

/*
 * The marks lines leave on others (undone, acknowledged) are found from an
 * index of the few lines that leave them, so that an undo or a chain costs
 * what those lines cost, not a pass over a million lines.
 */
static void
session_index_mark(struct session *s, size_t i)
{
	const struct session_line	*l = &s->lines[i];

	if (l->verb != COMMAND_UNDO && l->verb != COMMAND_CHAIN &&
	    l->broken == NULL)
		return;
	if (s->nmarks > 0 && s->marks[s->nmarks - 1] == i)
		return;
	if (s->nmarks == s->marks_cap) {
		s->marks_cap = s->marks_cap == 0 ? 16 : s->marks_cap * 2;
		s->marks = xrealloc(s->marks, s->marks_cap * sizeof *s->marks);
	}
	s->marks[s->nmarks++] = i;
}

/* Take back the mark line l left on the line it names. */
static void
session_unmark(struct session *s, const struct session_line *l)
{
	struct session_line	*t;

	if (l->verb != COMMAND_UNDO && l->verb != COMMAND_CHAIN)
		return;
	if ((t = session_find(s, l->undoes)) == NULL || t >= l)
		return;
	if (l->verb == COMMAND_UNDO)
		t->undone = false;
	else
		t->acknowledged = false;
}

/* Keep a line that is done (or read) as the log view shows it. */
static struct session_line *
session_keep(struct session *s, uint64_t seq, int64_t time_ms,
    const char *actor, const char *command, const struct command *cmd)
{
	struct session_line	*l;

	if (s->nlines == s->lines_cap) {
		s->lines_cap = s->lines_cap == 0 ? 256 : s->lines_cap * 2;
		s->lines = xrealloc(s->lines, s->lines_cap * sizeof *s->lines);
	}
	l = &s->lines[s->nlines++];
	memset(l, 0, sizeof *l);
	l->seq = seq;
	l->time_ms = time_ms;
	l->actor = xstrdup(actor);
	l->command = xstrdup(command);
	l->verb = cmd->verb;
	l->board = cmd->board != 0 ? (long)cmd->board : -1;
	l->round = cmd->round != 0 ? cmd->round : s->ev.round;
	if (cmd->verb == COMMAND_UNDO || cmd->verb == COMMAND_CHAIN)
		l->undoes = cmd->u.undo.seq;
	l->side = -1;
	l->article = "";
	session_index_mark(s, s->nlines - 1);
	return l;
}

/* Keep a line read from a journal or a server: parsed here. */
static struct session_line *
session_keep_line(struct session *s, const struct journal_line *jl)
{
	struct session_line	*l;
	struct command		 cmd;

	if (command_parse(jl->command, strlen(jl->command), &cmd, NULL) !=
	    COMMAND_OK)
		memset(&cmd, 0, sizeof cmd);
	l = session_keep(s, jl->seq, jl->time_ms, jl->actor, jl->command,
	    &cmd);
	memcpy(l->hash, jl->hash, sizeof l->hash);
	if (jl->fault != NULL) {
		l->broken = xstrdup(jl->fault);
		session_index_mark(s, s->nlines - 1);
	}
	return l;
}

static void
session_line_free(struct session_line *l)
{
	free(l->actor);
	free(l->command);
	free(l->refused);
	free(l->unpermitted);
	free(l->broken);
	free(l->effect);
}

/* Forget the lines from n on. */
static void
session_forget(struct session *s, size_t n)
{
	while (s->nmarks > 0 && s->marks[s->nmarks - 1] >= n)
		session_unmark(s, &s->lines[s->marks[--s->nmarks]]);
	while (s->nlines > n)
		session_line_free(&s->lines[--s->nlines]);
}

size_t
session_nlines(const struct session *s)
{
	return s->nlines;
}

size_t
session_ndurable(const struct session *s)
{
	return s->ndurable;
}

const struct session_line *
session_line(const struct session *s, size_t i)
{
	return i < s->nlines ? &s->lines[i] : NULL;
}

int
session_parse(const char *line, struct command *cmd, char **cause)
{
	struct command_error	err;

	if (command_parse(line, strlen(line), cmd, &err) != COMMAND_OK) {
		*cause = refusal_parse_text(line, &err);
		return -1;
	}
	return 0;
}

/* The game kind's number for a notation's ISO code. */
static int
session_lang_of(const struct session *s, const char *iso)
{
	int	lang = s->ev.kind->lang_find(iso);

	return lang < 0 ? 0 : lang;
}

/* Apply cmd to the event and the roles; *why when refused. */
static bool
session_apply(struct session *s, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	if (!event_apply(&s->ev, cmd, now, why))
		return false;
	roles_apply(&s->roles, cmd);
	s->roles.format = s->ev.format;
	s->generation++;
	return true;
}

/*
 * Apply a journal's line: from format 2 on, its verdicts are the
 * journal's, never searched again (event.h).
 */
static bool
session_apply_recorded(struct session *s, const struct command *cmd,
    int64_t now, struct refusal *why)
{
	bool	ok;

	s->ev.verdicts.recorded = s->ev.format >= 2;
	ok = session_apply(s, cmd, now, why);
	s->ev.verdicts.recorded = false;
	return ok;
}

/* The side that makes a move cmd carries, before it is applied. */
static int8_t
session_mover(const struct session *s, const struct command *cmd)
{
	const struct game	*g;

	if (cmd->verb != COMMAND_MOVE ||
	    (g = event_game_at_const(&s->ev, cmd->round, cmd->board)) == NULL)
		return -1;
	return (int8_t)game_side(g);
}

static void
session_report(struct session *s, size_t lineno, enum session_fault f,
    const char *why)
{
	if (s->report != NULL)
		s->report(s->report_arg, lineno, f, why);
}

/*
 * Apply kept line i at its time, or at the latest time applied before
 * when its stamp is earlier (time never goes back).  A line this build
 * refuses is marked with the reason and reported; the event goes on.
 */
static void
session_apply_line(struct session *s, size_t i)
{
	struct session_line	*l = &s->lines[i];
	struct command		 cmd;
	struct refusal		 why;
	struct effect_before	 before;

	free(l->refused);
	l->refused = NULL;
	free(l->effect);
	l->effect = NULL;
	l->article = "";
	if (l->undone || l->verb == COMMAND_UNDO || l->verb == COMMAND_CHAIN) {
		event_verdicts_forget(&s->ev);	/* the verdicts were its own */
		return;
	}
	if (command_parse(l->command, strlen(l->command), &cmd, NULL) !=
	    COMMAND_OK) {
		xasprintf(&l->refused, _("not a command"));
		session_report(s, i + 1, SESSION_REFUSED, l->refused);
		event_verdicts_forget(&s->ev);
		return;
	}
	/* Checked when written: a line its roles forbid was forged.  It is
	 * applied as the console that wrote it did, and flagged. */
	free(l->unpermitted);
	if ((l->unpermitted = refusal_role_text(roles_check(&s->roles,
	    l->actor, &cmd), l->actor, &cmd)) != NULL)
		session_report(s, i + 1, SESSION_UNPERMITTED, l->unpermitted);
	if (l->time_ms > s->applied)
		s->applied = l->time_ms;
	if (s->before != NULL)
		s->before(s->before_arg, &s->ev, &cmd);
	l->side = session_mover(s, &cmd);
	l->round = cmd.round != 0 ? cmd.round : s->ev.round;
	effect_take(&before, &s->ev, &cmd, s->applied);
	if (session_apply_recorded(s, &cmd, s->applied, &why)) {
		l->effect = effect_text(&before, &s->ev, &cmd, s->applied);
		l->article = effect_article(&before, &s->ev, &cmd);
		return;
	}
	l->refused = refusal_event_text(&s->ev, &why);
	session_report(s, i + 1, SESSION_REFUSED, l->refused);
}

/* Has a 'chain' line accepted the lines lost at the journal's end? */
static bool
session_shortened_accepted(const struct session *s)
{
	const struct session_line	*l;
	size_t				 i;

	for (i = 0; i < s->nmarks; i++) {
		l = &s->lines[s->marks[i]];
		if (l->verb == COMMAND_CHAIN && !l->undone &&
		    l->undoes == s->shortened)
			return true;
	}
	return false;
}

/* 'chain' lines accept the breaks they name: what is still open? */
static void
session_check_chain(struct session *s)
{
	struct session_line	*l, *t;
	size_t			 i;

	free(s->read_only);
	s->read_only = NULL;
	for (i = 0; i < s->nmarks; i++)
		if (s->lines[s->marks[i]].verb == COMMAND_CHAIN)
			session_unmark(s, &s->lines[s->marks[i]]);
	for (i = 0; i < s->nmarks; i++) {
		l = &s->lines[s->marks[i]];
		if (l->verb == COMMAND_CHAIN && !l->undone &&
		    (t = session_find(s, l->undoes)) != NULL &&
		    t->broken != NULL && t < l)
			t->acknowledged = true;
	}
	if (s->shortened != 0 && !session_shortened_accepted(s)) {
		xasprintf(&s->read_only, _("%s: read only until the chief "
		    "arbiter accepts it: chain %llu \"<reason>\""),
		    s->shortened_why, (unsigned long long)s->shortened);
		return;
	}
	for (i = 0; i < s->nmarks; i++) {
		l = &s->lines[s->marks[i]];
		if (l->broken != NULL && !l->acknowledged) {
			xasprintf(&s->read_only, _("journal line %zu: the hash "
			    "chain breaks (%s): read only until the chief "
			    "arbiter accepts it: chain %llu \"<reason>\""),
			    s->marks[i] + 1, l->broken,
			    (unsigned long long)l->seq);
			return;
		}
	}
	if (s->ev.format > EVENT_FORMAT)
		xasprintf(&s->read_only, _("the journal's format %u is newer "
		    "than this build's (%u): read only"),
		    (unsigned)s->ev.format, (unsigned)EVENT_FORMAT);
	else if (s->journal != NULL && journal_stuck(s->journal) != NULL)
		xasprintf(&s->read_only, _("%s: read only"),
		    journal_stuck(s->journal));
}

/*
 * Checkpoints: a copy of the event every SESSION_CHECKPOINT_LINES lines,
 * the last two kept, so that an undo (of an arbiter's last action: a
 * recent line) or a rollback replays the lines since the checkpoint
 * before it, not the whole journal.  They are copies in memory, kept out
 * of the journal and of its meaning: a rebuild from one gives what a
 * replay from the first line gives.
 */
static void
session_checkpoint(struct session *s)
{
	if (s->nlines == 0 ||
	    s->nlines - s->cp[1].at < SESSION_CHECKPOINT_LINES)
		return;
	if (s->cp[0].valid)			/* the older goes */
		event_release(&s->cp[0].ev);
	s->cp[0] = s->cp[1];
	s->cp[1].valid = event_copy(&s->cp[1].ev, &s->ev);
	s->cp[1].at = s->nlines;
	s->cp[1].roles = s->roles;
	s->cp[1].applied = s->applied;
}

/* Forget the checkpoints past n lines (those lines changed). */
static void
session_checkpoints_drop(struct session *s, size_t n)
{
	int	k;

	for (k = 1; k >= 0; k--) {
		if (s->cp[k].valid && s->cp[k].at > n) {
			event_release(&s->cp[k].ev);
			s->cp[k].valid = false;
			s->cp[k].at = 0;
		}
	}
	if (!s->cp[1].valid && s->cp[0].valid) {	/* the newer slot */
		s->cp[1] = s->cp[0];
		s->cp[0].valid = false;
		s->cp[0].at = 0;
	}
}

/* Which lines were undone, from the undo lines. */
static void
session_mark_undone(struct session *s)
{
	struct session_line	*l, *t;
	size_t			 i;

	for (i = 0; i < s->nmarks; i++)
		if (s->lines[s->marks[i]].verb == COMMAND_UNDO)
			session_unmark(s, &s->lines[s->marks[i]]);
	for (i = 0; i < s->nmarks; i++) {
		l = &s->lines[s->marks[i]];
		if (l->verb == COMMAND_UNDO &&
		    (t = session_find(s, l->undoes)) != NULL && t < l)
			t->undone = true;
	}
}

/*
 * What runs at this build's format, unless a journal's 'format' line in it
 * says otherwise: a script, which has no history to keep, and an event
 * with no line yet, whose first line will be this build's 'format' (the
 * writer applies a command before it stages the lines it adds, so the
 * first command must find the format its line will be replayed at).
 */
static void
session_fresh_format(struct session *s)
{
	if (s->mode == SESSION_SCRIPT || s->nlines == 0)
		s->ev.format = s->roles.format = EVENT_FORMAT;
}

/*
 * Rebuild the event from the lines kept, leaving out what was undone: from
 * the latest checkpoint before line from (0-based) whose lines are
 * unchanged, else from the first line.
 */
static void
session_rebuild(struct session *s, size_t from)
{
	const struct session_checkpoint	*cp = NULL;
	size_t				 i = 0;
	int				 k;

	session_checkpoints_drop(s, from);
	for (k = 1; k >= 0 && cp == NULL; k--) {
		if (s->cp[k].valid && s->cp[k].at <= from &&
		    s->cp[k].at <= s->nlines)
			cp = &s->cp[k];
	}
	event_release(&s->ev);
	if (cp != NULL && event_copy(&s->ev, &cp->ev)) {
		s->roles = cp->roles;
		s->applied = cp->applied;
		i = cp->at;
	} else {
		event_init(&s->ev);
		s->ev.utc_timeline = s->mode != SESSION_SCRIPT;
		roles_init(&s->roles);
		session_fresh_format(s);
		s->applied = INT64_MIN;
	}
	session_mark_undone(s);
	for (; i < s->nlines; i++) {
		session_apply_line(s, i);
		if (s->nlines > 0 && (i + 1) % SESSION_CHECKPOINT_LINES == 0 &&
		    i + 1 > s->cp[1].at) {
			size_t n = s->nlines;

			s->nlines = i + 1;	/* the checkpoint's lines */
			session_checkpoint(s);
			s->nlines = n;
		}
	}
	session_check_chain(s);
	s->generation++;
	session_retitle(s);
}

/* Rebuild the whole event from the lines kept. */
static void
session_replay(struct session *s)
{
	session_rebuild(s, 0);
}

/* An undo line u was kept: rebuild from before the line it takes back. */
static void
session_rebuild_undo(struct session *s, const struct session_line *u)
{
	const struct session_line	*t = session_find(s, u->undoes);

	session_rebuild(s, t != NULL && t < u ? (size_t)(t - s->lines) : 0);
}

/*
 * The first line its actor's role forbade (issue 26, item 8), for the
 * arbiter: once, whether found in a replay or as it arrives.
 */
static void
session_tell_unpermitted(struct session *s, size_t i)
{
	const struct session_line	*l = &s->lines[i];
	char				 q[UTF8_QUOTE_SIZE], *text;

	if (s->told_unpermitted || l->unpermitted == NULL)
		return;
	s->told_unpermitted = true;
	xasprintf(&text, _("journal line %zu, '%s', was not permitted by its "
	    "actor's role (%s): a forged line, applied as written; see the "
	    "log"), i + 1, utf8_quote(q, sizeof q, l->command,
	    strlen(l->command)), l->unpermitted);
	session_tell(s, text);
}

/* A line arrives (a journal read, a server's stream): keep and apply. */
static int
session_take(void *arg, const struct journal_line *jl)
{
	struct session		*s = arg;
	struct session_line	*l = session_keep_line(s, jl);

	if (s->collecting)
		return 0;
	if (l->verb == COMMAND_UNDO)
		session_rebuild_undo(s, l);
	else {
		session_apply_line(s, s->nlines - 1);
		if (l->broken != NULL || l->verb == COMMAND_CHAIN)
			session_check_chain(s);
		session_tell_unpermitted(s, s->nlines - 1);
		session_retitle(s);
		session_checkpoint(s);
	}
	return 0;
}

/* After a replay: the lines this build refuses, for the arbiter. */
static void
session_tell_refused(struct session *s)
{
	size_t	i, n = 0, first = 0;
	char	q[UTF8_QUOTE_SIZE], *text;

	for (i = 0; i < s->nlines; i++) {
		if (s->lines[i].refused != NULL && n++ == 0)
			first = i;
		session_tell_unpermitted(s, i);
	}
	if (n == 0)
		return;
	xasprintf(&text, n == 1 ? _("journal line %zu, '%s', is refused by "
	    "this build (%s): the chief arbiter may undo it") :
	    _("journal line %zu, '%s', and more are refused by this build "
	    "(%s): see the log; the chief arbiter may undo them"), first + 1,
	    utf8_quote(q, sizeof q, s->lines[first].command,
	    strlen(s->lines[first].command)), s->lines[first].refused);
	session_tell(s, text);
}

/*
 * An arbiter may undo an action of his own while nothing that came after
 * it on the same board, or on every board (or at all, for an action on no
 * board), could depend on it: his later lines on other boards do not.  A line this build refuses changed nothing: its
 * arbiter or a chief may undo it at any time.
 */
static int
session_undo_check(const struct session *s, const char *actor, uint32_t seq,
    char **cause)
{
	const struct session_line	*l = session_find(s, seq), *m;

	if (l == NULL) {
		xasprintf(cause, _("'%u': no such line in the journal"), seq);
		return -1;
	}
	if (l->undone || l->verb == COMMAND_UNDO || l->verb == COMMAND_CHAIN ||
	    (command_flags(l->verb) & COMMAND_F_JOURNAL)) {
		xasprintf(cause, _("'%u': that line is an undo, undone already, "
		    "or the journal's own"), seq);
		return -1;
	}
	if (l->refused != NULL && (roles_is_chief(&s->roles, actor) ||
	    strcmp(l->actor, actor) == 0))
		return 0;
	if (strcmp(l->actor, actor) != 0) {
		xasprintf(cause, _("'%u': only %s may undo it"), seq, l->actor);
		return -1;
	}
	for (m = l + 1; m < s->lines + s->nlines; m++) {
		if (m->undone || m->verb == COMMAND_UNDO || m->refused != NULL ||
		    (command_flags(m->verb) & COMMAND_F_JOURNAL))
			continue;
		if (l->board < 0 || m->board == l->board || m->board < 0) {
			xasprintf(cause, _("'%u': line %llu came after it and may "
			    "depend on it"), seq, (unsigned long long)m->seq);
			return -1;
		}
	}
	return 0;
}

/* 'chain <seq>': the line must break the chain, not accepted yet. */
static int
session_chain_check(const struct session *s, uint32_t seq, char **cause)
{
	const struct session_line	*l = session_find(s, seq);

	if (s->shortened != 0 && seq == s->shortened &&
	    !session_shortened_accepted(s))
		return 0;	/* lines lost at the end, up to seq */
	if (l == NULL || l->broken == NULL || l->acknowledged) {
		xasprintf(cause, _("'%u': the hash chain does not break at that "
		    "line, or the break is accepted already"), seq);
		return -1;
	}
	return 0;
}

/* The checks of the session's own verbs (undo, chain). */
static int
session_own_check(const struct session *s, const char *actor,
    const struct command *cmd, char **cause)
{
	if (cmd->verb == COMMAND_CHAIN)
		return session_chain_check(s, cmd->u.undo.seq, cause);
	return session_undo_check(s, actor, cmd->u.undo.seq, cause);
}

/* The seq of this arbiter's last action that may be undone, or 0. */
uint64_t
session_undoable(const struct session *s)
{
	size_t	i = s->nlines;
	char	*why = NULL;

	while (i > 0) {
		i--;
		if (s->lines[i].undone || s->lines[i].verb == COMMAND_UNDO ||
		    s->lines[i].verb == COMMAND_CHAIN ||
		    (command_flags(s->lines[i].verb) & COMMAND_F_JOURNAL) ||
		    strcmp(s->lines[i].actor, s->actor) != 0)
			continue;
		if (session_undo_check(s, s->actor, (uint32_t)s->lines[i].seq,
		    &why) == 0)
			return s->lines[i].seq;
		free(why);
		return 0;
	}
	return 0;
}

/*
 * The reason a typed move is no move here, in the arbiter's notation:
 * "'Cf3': no piece letter 'C' in English notation (K Q R B N)".
 */
static char *
session_move_text(const struct session *s, const struct command *cmd,
    const struct refusal *why)
{
	const struct game	*g = event_game_at_const(&s->ev, cmd->round, cmd->board);
	const char		*text = cmd->verb == COMMAND_CLAIM ?
				    cmd->u.claim.move : cmd->u.move.text;
	char			 letters[32], *out;

	switch (why->read) {
	case GAME_READ_LETTER:
		if (g == NULL || g->kind->lang_letters(session_lang_of(s,
		    s->lang), letters) == 0)
			break;
		xasprintf(&out, _("'%s': no piece letter '%c' in %s notation "
		    "(%s)"), text, text[0], i18n_language_name(s->lang),
		    letters);
		return out;
	case GAME_READ_UNREADABLE:
		xasprintf(&out, _("'%s': not a move"), text);
		return out;
	case GAME_READ_NO_PIECE:
		xasprintf(&out, _("'%s': no piece of the side to move can have "
		    "made it"), text);
		return out;
	case GAME_READ_AMBIGUOUS:
		return refusal_candidates(g, text, session_lang_of(s, s->lang));
	case GAME_READ_MAJORITY:	/* draughts 4.13 */
		xasprintf(&out, _("'%s': a capture is compulsory, the one "
		    "taking the most pieces (article %s)"), text,
		    edition_cite(s->ev.ed, why->law));
		return out;
	default:
		break;
	}
	return refusal_event_text(&s->ev, why);
}

/*
 * What came first in a race, the line race that the server wrote after
 * the giver's base: "board 11: Black moved first (d4)" when a move beat a
 * move (*alone: it says it all), else "line 80 (bob: ...) came first".
 * NULL when the line is not known here.
 */
static char *
session_race_text(const struct session *s, uint64_t race,
    const struct command *cmd, bool *alone)
{
	const struct session_line	*l = session_find(s, race);
	const char			*w;
	char				*out;

	*alone = false;
	if (l == NULL)
		return NULL;
	if (l->verb == COMMAND_MOVE && cmd->verb == COMMAND_MOVE &&
	    l->side >= 0 && (w = strrchr(l->command, ' ')) != NULL) {
		*alone = true;
		xasprintf(&out, _("board %ld: %s moved first (%s)"), l->board,
		    l->side == CLOCK_WHITE ? _("White") : _("Black"), w + 1);
		return out;
	}
	xasprintf(&out, _("line %llu (%s: %s) came first"),
	    (unsigned long long)l->seq, l->actor, l->command);
	return out;
}

char *
session_refusal_text(const struct session *s, const struct command *cmd,
    const char *actor, const struct proto_refusal *r)
{
	char	*reason, *race, *out;
	bool	 alone;

	switch (r->kind) {
	case PROTO_ROLE:
		reason = refusal_role_text(r->role, actor, cmd);
		break;
	case PROTO_RULES:
		if (r->typed.code != EVENT_OK &&
		    (r->why.code == EVENT_E_BAD_MOVE ||
		    r->why.code == EVENT_E_LEGAL_MOVE))
			reason = session_move_text(s, cmd, &r->typed);
		else
			reason = refusal_event_text(&s->ev, &r->why);
		break;
	default:
		reason = xstrdup(r->text);
		break;
	}
	if (reason == NULL)
		reason = xstrdup("?");
	if (r->race == 0 ||
	    (race = session_race_text(s, r->race, cmd, &alone)) == NULL)
		return reason;
	if (alone) {
		free(reason);
		return race;
	}
	xasprintf(&out, "%s: %s", race, reason);
	free(race);
	free(reason);
	return out;
}

/*
 * The first line on cmd's board (or any, for no board) that the giver had
 * not seen (after base) when he gave cmd: what came first in a race.  It
 * may be his own user's, at another console.
 */
static uint64_t
session_race(const struct session *s, const struct command *cmd,
    uint64_t base)
{
	size_t	i;
	long	board = cmd->board != 0 ? (long)cmd->board : -1;

	for (i = (size_t)base; i < s->nlines; i++) {
		const struct session_line *l = &s->lines[i];

		if (command_flags(l->verb) & COMMAND_F_JOURNAL)
			continue;
		if (board < 0 || l->board < 0 || l->board == board)
			return l->seq;
	}
	return 0;
}

/* The session's own words as a refusal. */
static int
session_refuse_text(struct proto_refusal *r, char *text)
{
	r->kind = PROTO_TEXT;
	snprintf(r->text, sizeof r->text, "%s", text);
	free(text);
	return -1;
}

/*
 * Stage one line of the writer (journal) or keep it (a script): its seq
 * and hash into the kept line.  -1 with *cause when the journal refuses
 * the text.
 */
static int
session_stage(struct session *s, const char *actor, const char *text,
    const struct command *cmd, int64_t now, char **cause)
{
	struct journal_staged	 st;
	struct session_line	*l;

	st.seq = s->nlines + 1;
	st.hash[0] = '\0';
	if (s->journal != NULL && journal_stage(s->journal, actor, text, now,
	    &st, cause) != 0)
		return -1;
	l = session_keep(s, st.seq, now, actor, text, cmd);
	memcpy(l->hash, st.hash, sizeof l->hash);
	return 0;
}

/*
 * The lines cmd (done already, text its line) adds: the format first in a
 * journal still empty, the verdicts its bounded analyses reached
 * (event.h), then text itself.
 */
static int
session_stage_all(struct session *s, const char *actor,
    const struct command *cmd, const char *text, int64_t now, int8_t side,
    char **cause)
{
	const struct event_verdicts	*v = &s->ev.verdicts;
	struct command			 c;
	char				 line[COMMAND_LINE_MAX + 1];
	size_t				 i;

	if (s->journal != NULL && s->nlines == 0) {
		memset(&c, 0, sizeof c);
		c.verb = COMMAND_FORMAT;
		c.u.format.n = EVENT_FORMAT;
		command_format(&c, line, sizeof line);
		if (session_stage(s, actor, line, &c, now, cause) != 0)
			return -1;
	}
	for (i = 0; i < v->nreached; i++) {
		memset(&c, 0, sizeof c);
		c.verb = COMMAND_VERDICT;
		c.board = v->reached[i].board;
		c.u.verdict.question = v->reached[i].question;
		c.u.verdict.answer = v->reached[i].answer;
		command_format(&c, line, sizeof line);
		if (session_stage(s, actor, line, &c, now, cause) != 0)
			return -1;
	}
	if (session_stage(s, actor, text, cmd, now, cause) != 0)
		return -1;
	s->lines[s->nlines - 1].side = side;
	return 0;
}

/*
 * A1a: a move given at 'seal' stays secret (sealed.h).  The writer of an
 * event directory takes it out of the command into sealed[] (the line
 * is journaled as 'seal <board>'), to keep it in DIR/sealed once the
 * line's seq is known.  A9c's reply (a game playing on) keeps its move:
 * the engine plays it when the sealer arrives.
 */
static bool
session_seal_secret(struct session *s, struct command *cmd, char *sealed)
{
	struct game	*g;

	if (s->dir == NULL || s->journal == NULL ||
	    cmd->verb != COMMAND_SEAL || cmd->u.move.text[0] == '\0' ||
	    (g = event_game_at(&s->ev, cmd->round, cmd->board)) == NULL ||
	    g->status != GAME_ADJOURNED)
		return false;
	memcpy(sealed, cmd->u.move.text, sizeof cmd->u.move.text);
	cmd->u.move.text[0] = '\0';
	return true;
}

/* A7: 'open' without a move opens the envelope of the board's last
 * seal, whose move the writer kept (when it did). */
static void
session_open_sealed(struct session *s, struct command *cmd)
{
	const struct session_line	*l;
	size_t				 i;

	if (s->dir == NULL || s->journal == NULL ||
	    cmd->verb != COMMAND_OPEN || cmd->u.move.text[0] != '\0')
		return;
	for (i = s->nlines; i-- > 0;) {
		l = &s->lines[i];
		if (l->verb != COMMAND_SEAL || l->board != cmd->board ||
		    l->round != (cmd->round != 0 ? cmd->round : s->ev.round) ||
		    l->undone || l->refused != NULL)
			continue;
		(void)sealed_get(s->dir, cmd->board, l->seq,
		    cmd->u.move.text, sizeof cmd->u.move.text);
		return;
	}
}

/* Drop what was staged since the lines on disk, and rebuild. */
static void
session_rollback(struct session *s)
{
	if (s->journal != NULL)
		journal_discard(s->journal);
	session_forget(s, s->ndurable);
	session_rebuild(s, s->ndurable);
}

int
session_submit(struct session *s, const char *actor, const char *lang,
    struct command *cmd, int64_t now, uint64_t base, uint64_t *staged,
    struct proto_refusal *r)
{
	unsigned	 flags = command_flags(cmd->verb);
	struct command	 raw = *cmd;
	char		 text[COMMAND_LINE_MAX + 1], *cause = NULL;
	char		 sealed[COMMAND_MOVE_SIZE];
	size_t		 before = s->nlines;
	struct effect_before effect = { .valid = false };
	int8_t		 side = -1;
	bool		 secret;
	enum roles_refusal role;

	memset(r, 0, sizeof *r);
	if (flags & (COMMAND_F_JOURNAL | COMMAND_F_SCRIPT | COMMAND_F_LOOK)) {
		xasprintf(&cause, _("'%s': not for the journal"),
		    command_verb_name(cmd->verb));
		return session_refuse_text(r, cause);
	}
	if (s->read_only != NULL && cmd->verb != COMMAND_CHAIN)
		return session_refuse_text(r, xstrdup(s->read_only));
	role = roles_check(&s->roles, actor, cmd);
	if (role == ROLES_OK && s->mode == SESSION_WRITER)
		role = roles_check_arbiter(&s->roles, actor, cmd);
	if (role != ROLES_OK) {
		r->kind = PROTO_ROLE;
		r->role = role;
		return -1;
	}
	r->kind = PROTO_RULES;
	if (!event_typed(&s->ev, cmd, session_lang_of(s, lang), &r->typed))
		*cmd = raw;		/* what the rulings say comes first */
	secret = session_seal_secret(s, cmd, sealed);
	session_open_sealed(s, cmd);
	if (command_format(cmd, text, sizeof text) == 0) {
		xasprintf(&cause, _("'%s': cannot be written to the journal"),
		    command_verb_name(cmd->verb));
		return session_refuse_text(r, cause);
	}
	if (flags & COMMAND_F_SESSION) {		/* undo, chain */
		if (session_own_check(s, actor, cmd, &cause) != 0)
			return session_refuse_text(r, cause);
		event_verdicts_forget(&s->ev);
		s->ev.verdicts.nreached = 0;
	} else {
		side = session_mover(s, cmd);
		effect_take(&effect, &s->ev, cmd, now);
		if (!session_apply(s, cmd, now, &r->why)) {
			r->race = session_race(s, cmd, base);
			return -1;
		}
	}
	if (now > s->applied)
		s->applied = now;
	if (session_stage_all(s, actor, cmd, text, now, side, &cause) != 0 ||
	    (secret && sealed_put(s->dir, cmd->board,
	    s->lines[s->nlines - 1].seq, sealed, &cause) != 0)) {
		session_forget(s, before);
		if (s->journal != NULL)
			journal_discard(s->journal);
		session_rebuild(s, before);
		return session_refuse_text(r, cause);
	}
	if (staged != NULL)
		*staged = s->lines[s->nlines - 1].seq;
	if ((flags & COMMAND_F_SESSION) == 0) {
		s->lines[s->nlines - 1].effect = effect_text(&effect, &s->ev,
		    cmd, now);
		s->lines[s->nlines - 1].article = effect_article(&effect,
		    &s->ev, cmd);
	}
	if (cmd->verb == COMMAND_UNDO)
		session_rebuild_undo(s, &s->lines[s->nlines - 1]);
	else if (cmd->verb == COMMAND_CHAIN)
		session_check_chain(s);
	session_retitle(s);
	session_checkpoint(s);
	return 0;
}

void
session_discard(struct session *s)
{
	if (s->nlines > s->ndurable)
		session_rollback(s);
}

const struct roles *
session_roles(const struct session *s)
{
	return &s->roles;
}

int
session_commit(struct session *s, char **cause)
{
	if (s->journal != NULL && journal_commit(s->journal, cause) != 0) {
		session_rollback(s);
		/* The journal may write nothing more: say so from now on. */
		if (journal_stuck(s->journal) != NULL && s->read_only == NULL)
			session_check_chain(s);
		return -1;
	}
	s->ndurable = s->nlines;
	return 0;
}

/* A client's request: send it, apply what comes, wait for the answer. */
static int	session_request(struct session *, struct command *, char **);

int
session_do(struct session *s, struct command *cmd, int64_t now, char **cause)
{
	unsigned		flags = command_flags(cmd->verb);
	struct proto_refusal	r;
	struct command		raw = *cmd;

	if (cmd->verb == COMMAND_NONE || (flags & COMMAND_F_LOOK))
		return 0;		/* nothing changes, nothing to keep */
	if (flags & COMMAND_F_SCRIPT) {			/* wait */
		if (!s->virtual_time) {
			xasprintf(cause, _("'%s': only a script's time can "
			    "be moved on"), command_verb_name(cmd->verb));
			return -1;
		}
		s->now += cmd->u.wait.ms;
		return 0;
	}
	if (flags & COMMAND_F_JOURNAL) {	/* verdict, format */
		xasprintf(cause, _("'%s': only the journal's writer writes it"),
		    command_verb_name(cmd->verb));
		return -1;
	}
	/* The settings' edition, for an event that names none. */
	if (cmd->verb == COMMAND_EVENT && cmd->u.event.rules[0] == '\0' &&
	    cmd->u.event.game[0] == '\0' && s->rules[0] != '\0')
		memcpy(cmd->u.event.rules, s->rules, sizeof s->rules);
	if (s->mode == SESSION_CLIENT)
		return session_request(s, cmd, cause);
	if (s->mode == SESSION_LOAD) {
		xasprintf(cause, _("%s: opened to read only"), s->path);
		return -1;
	}
	if (s->virtual_time)
		now = s->now;
	if (session_submit(s, s->actor, s->lang, cmd, now, s->nlines, NULL,
	    &r) != 0) {
		*cause = session_refusal_text(s, &raw, s->actor, &r);
		return -1;
	}
	return session_commit(s, cause);
}

int
session_do_line(struct session *s, const struct journal_line *l, char **cause)
{
	struct command	 cmd;
	struct refusal	 why;
	char		*role;

	if (session_parse(l->command, &cmd, cause) != 0)
		return -1;
	if (cmd.verb == COMMAND_NONE || (command_flags(cmd.verb) &
	    (COMMAND_F_LOOK | COMMAND_F_SCRIPT)))
		return 0;
	/* A journal's time: its instants are UTC milliseconds. */
	s->ev.utc_timeline = true;
	if (l->time_ms > s->now)
		s->now = l->time_ms;
	role = refusal_role_text(roles_check(&s->roles, l->actor, &cmd),
	    l->actor, &cmd);
	if (!session_apply_recorded(s, &cmd, s->now, &why)) {
		free(role);
		*cause = refusal_event_text(&s->ev, &why);
		return -1;
	}
	session_keep(s, s->nlines + 1, s->now, l->actor, l->command, &cmd);
	s->ndurable = s->nlines;
	*cause = role;
	return role != NULL ? 1 : 0;
}

/* The commands of an event file, all done or none. */
static int
session_import(struct session *s, const char *path, int64_t wait_ms,
    int64_t now, char **cause)
{
	struct proto_refusal	  r;
	struct command		  cmd, raw;
	char			**lines, *why;
	size_t			  i;

	if ((lines = cfg_event_commands(path, wait_ms, cause)) == NULL)
		return -1;
	for (i = 0; lines[i] != NULL; i++) {
		if (session_parse(lines[i], &cmd, &why) != 0)
			goto refused;
		if (cmd.verb == COMMAND_EVENT && cmd.u.event.rules[0] == '\0' &&
		    cmd.u.event.game[0] == '\0' && s->rules[0] != '\0')
			memcpy(cmd.u.event.rules, s->rules, sizeof s->rules);
		raw = cmd;
		if (session_submit(s, s->actor, s->lang, &cmd, now, s->nlines,
		    NULL, &r) != 0) {
			why = session_refusal_text(s, &raw, s->actor, &r);
			goto refused;
		}
	}
	cfg_free_lines(lines);
	return session_commit(s, cause);
refused:
	xasprintf(cause, "%s: '%s': %s", path, lines[i], why);
	free(why);
	cfg_free_lines(lines);
	session_rollback(s);
	return -1;
}

/* mkdir -p path: 0, or -1 with errno. */
static int
session_mkdirs(const char *path)
{
	char	*p = xstrdup(path), *slash = p;
	int	 r = 0;

	while (r == 0 && (slash = strchr(slash + 1, '/')) != NULL) {
		*slash = '\0';
		if (mkdir(p, 0777) != 0 && errno != EEXIST)
			r = -1;
		*slash = '/';
	}
	if (r == 0 && mkdir(p, 0777) != 0 && errno != EEXIST)
		r = -1;
	free(p);
	return r;
}

char *
session_tempdir(const struct settings *settings, const char *prefix,
    char **cause)
{
	const char	*tmp = getenv("TMPDIR");
	char		*dir;

	if (settings != NULL && settings->journal_dir[0] != '\0') {
		tmp = settings->journal_dir;
		/* The setting's directory is made when missing. */
		if (session_mkdirs(tmp) != 0) {
			xasprintf(cause, _("journal_dir '%s': cannot create it: "
			    "%s"), tmp, strerror(errno));
			return NULL;
		}
	}
	xasprintf(&dir, "%s/%s-XXXXXX", tmp != NULL && *tmp != '\0' ? tmp :
	    "/tmp", prefix);
	if (mkdtemp(dir) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		free(dir);
		return NULL;
	}
	return dir;
}


/* A session with nothing in it yet. */
static struct session *
session_new(enum session_mode mode, const struct settings *settings)
{
	struct session	*s = xcalloc(1, sizeof *s);

	s->mode = mode;
	s->lock_fd = -1;
	event_init(&s->ev);
	s->ev.utc_timeline = true;	/* instants are the journal's UTC ms */
	roles_init(&s->roles);
	if (journal_actor_default(s->actor, sizeof s->actor) != 0)
		strcpy(s->actor, "unknown");
	strcpy(s->lang, "en");
	s->applied = INT64_MIN;
	if (settings != NULL && strlen(settings->rules) < sizeof s->rules)
		strcpy(s->rules, settings->rules);
	return s;
}

/*
 * The writer's claim on dir: DIR/server.lock, held while it lives.  Only
 * the event's user may open it (0600, an older build's 0644 file set to
 * it): another user could otherwise hold its lock and keep the server
 * out.  One another user owns is refused.
 */
static int
session_lock(struct session *s, char **cause)
{
	struct stat	 st;
	char		*path;
	int		 fd;
	bool		 was_open;

	xasprintf(&path, "%s/server.lock", s->dir);
	fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
	if (fd < 0 || fstat(fd, &st) != 0) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		goto fail;
	}
	if (st.st_uid != geteuid()) {
		xasprintf(cause, _("%s: owned by uid %lu, not by this user: its "
		    "lock could keep the server out; remove it"), path,
		    (unsigned long)st.st_uid);
		goto fail;
	}
	was_open = (st.st_mode & 077) != 0;
	if (was_open && fchmod(fd, 0600) != 0) {
		xasprintf(cause, "%s: %s", path, strerror(errno));
		goto fail;
	}
	if (flock(fd, LOCK_EX | LOCK_NB) != 0) {
		if (errno != EWOULDBLOCK)
			xasprintf(cause, "%s: %s", path, strerror(errno));
		else if (was_open)
			xasprintf(cause, _("%s: a process holds its lock, and "
			    "any user could open it until now: the event's "
			    "server, or another user's process; stop it, or "
			    "remove the file"), path);
		else
			xasprintf(cause, _("%s: another process writes this "
			    "event (its server)"), s->dir);
		goto fail;
	}
	free(path);
	s->lock_fd = fd;
	return 0;
fail:
	if (fd >= 0)
		close(fd);
	free(path);
	return -1;
}

struct session *
session_open(const char *dir, const struct settings *settings,
    const char *import, int64_t now, char **cause)
{
	struct session	*s = session_new(SESSION_WRITER, settings);

	if (dir == NULL) {
		if (import == NULL)
			import = session_demo_path(NULL);
		s->dir = session_tempdir(settings, "arbiter-demo", cause);
	} else if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
	} else
		s->dir = xstrdup(dir);
	if (s->dir == NULL || session_lock(s, cause) != 0)
		goto fail;
	s->collecting = true;
	s->journal = journal_open(s->dir, session_take, s, cause);
	s->collecting = false;
	if (s->journal == NULL)
		goto fail;
	if (journal_shortened(s->journal) != NULL) {
		s->shortened = journal_anchor_seq(s->journal);
		s->shortened_why = xstrdup(journal_shortened(s->journal));
	}
	session_replay(s);
	s->ndurable = s->nlines;
	s->notice = journal_warning(s->journal);
	session_tell_refused(s);
	if (import != NULL && s->nlines == 0 &&
	    session_import(s, import, settings != NULL ?
	    settings->forfeit_wait_ms : -1, now, cause) != 0)
		goto fail;
	return s;
fail:
	session_close(s);
	return NULL;
}

struct session *
session_script(const char *actor)
{
	struct session	*s = session_new(SESSION_SCRIPT, NULL);

	if (actor != NULL && strlen(actor) < sizeof s->actor)
		strcpy(s->actor, actor);
	session_fresh_format(s);
	/* COMMANDS.md: virtual 0 is the round's start on its date. */
	s->ev.utc_timeline = false;
	session_set_virtual(s, 0);
	session_retitle(s);
	return s;
}

/* session_load()'s reading: every line kept, applied afterwards. */
static int
session_load_line(void *arg, const struct journal_line *l)
{
	struct session	*s = arg;

	session_keep_line(s, l);
	return 0;
}

struct session *
session_load(const char *path, session_report_fn *report, void *arg,
    char **warning, char **cause)
{
	struct session			*s = session_new(SESSION_LOAD, NULL);
	const struct session_line	*l;
	char				 hash[JOURNAL_HASH_LEN + 1];
	size_t				 i;

	s->path = xstrdup(path);
	if (journal_read_all(path, session_load_line, s, warning, cause) < 0) {
		session_close(s);
		return NULL;
	}
	s->report = report;
	s->report_arg = arg;
	session_replay(s);
	s->ndurable = s->nlines;
	for (i = 0; i < s->nlines; i++) {
		if (s->lines[i].broken != NULL)
			session_report(s, i + 1, s->lines[i].acknowledged ?
			    SESSION_ACKNOWLEDGED : SESSION_BROKEN,
			    s->lines[i].broken);
	}
	/* Its anchor says lines were lost at its end, or rewritten. */
	if ((s->shortened = journal_anchor_hash(path, hash)) != 0 &&
	    (s->nlines == 0 || s->lines[s->nlines - 1].seq < s->shortened)) {
		xasprintf(&s->shortened_why, _("%s ends at seq %llu, but seq %llu "
		    "was written and acknowledged (its anchor): lines are "
		    "missing"), path, (unsigned long long)(s->nlines == 0 ? 0 :
		    s->lines[s->nlines - 1].seq),
		    (unsigned long long)s->shortened);
	} else if (s->shortened != 0 && (l = session_find(s,
	    s->shortened)) != NULL && l->broken == NULL &&
	    strcmp(l->hash, hash) != 0) {
		xasprintf(&s->shortened_why, _("%s: seq %llu has hash %s, but %s "
		    "was written and acknowledged (its anchor): the journal was "
		    "rewritten"), path, (unsigned long long)s->shortened,
		    l->hash, hash);
	} else
		s->shortened = 0;
	if (s->shortened != 0)
		session_report(s, s->nlines, session_shortened_accepted(s) ?
		    SESSION_ACKNOWLEDGED : SESSION_BROKEN, s->shortened_why);
	s->now = s->applied == INT64_MIN ? 0 : s->applied;
	return s;
}

void
session_close(struct session *s)
{
	if (s == NULL)
		return;
	if (s->journal != NULL)
		journal_close(s->journal);
	client_close(s->client);
	if (s->lock_fd >= 0)
		close(s->lock_fd);
	event_release(&s->ev);
	session_checkpoints_drop(s, 0);
	session_forget(s, 0);
	free(s->lines);
	free(s->marks);
	free(s->notice);
	free(s->read_only);
	free(s->shortened_why);
	free(s->dir);
	free(s->path);
	free(s);
}

/* ------------------------------------------------------------------ */
/* A client of the event's server.                                     */

/* A 'line' message: "<seq> <time> <actor> <hash> ok|broken <command>". */
static int
session_line_msg(struct session *s, const char *text)
{
	struct journal_line	 jl;
	char			 buf[PROTO_LINE_MAX], flag[8];
	char			*p, *f[5];
	int			 k;

	snprintf(buf, sizeof buf, "%s", text);
	for (p = buf, k = 0; k < 5; k++) {
		f[k] = p;
		if ((p = strchr(p, ' ')) == NULL)
			return -1;
		*p++ = '\0';
	}
	memset(&jl, 0, sizeof jl);
	if (sscanf(f[0], "%" SCNu64, &jl.seq) != 1 ||
	    journal_time_parse(f[1], strlen(f[1]), &jl.time_ms) != 0 ||
	    strlen(f[3]) != JOURNAL_HASH_LEN || strlen(f[4]) >= sizeof flag)
		return -1;
	jl.actor = f[2];
	memcpy(jl.hash, f[3], sizeof jl.hash);
	jl.fault = strcmp(f[4], "broken") == 0 ? _("the hash chain breaks "
	    "here") : NULL;
	jl.command = p;
	jl.lineno = s->nlines + 1;
	return session_take(s, &jl);
}

/*
 * One message from the server, outside an answer awaited: 0, or -1 when
 * the server said goodbye or made no sense (the connection is dropped).
 */
static int
session_message(struct session *s, const struct proto_msg *m)
{
	char	*text;

	switch (m->type) {
	case PROTO_LINE:
		if (session_line_msg(s, m->rest) == 0)
			return 0;
		session_tell(s, xstrdup(_("the event's server sent a line that "
		    "is not one")));
		return -1;
	case PROTO_NOTICE:
		session_tell(s, xstrdup(m->rest));
		return 0;
	case PROTO_RESET:
		session_forget(s, 0);
		session_replay(s);
		return 0;
	case PROTO_WELCOME:
		snprintf(s->actor, sizeof s->actor, "%s", m->rest);
		s->clock_offset = m->time_ms - timesrc_now_ms();
		return 0;
	case PROTO_BYE:
		xasprintf(&text, _("the event's server: %s"), m->rest);
		session_tell(s, text);
		return -1;
	default:
		return 0;	/* ready, and answers no longer awaited */
	}
}

/* The server is gone: say so once, and try again later. */
static void
session_lost(struct session *s)
{
	client_close(s->client);
	s->client = NULL;
	session_tell(s, xstrdup(_("the event's server went away: "
	    "reconnecting")));
	s->generation++;
}

/*
 * Reach the server, say which lines this copy holds, and take what it
 * sends until 'ready'.  0; -1 with *cause; 1 when the connection ended
 * before 'ready' (a server that was stopping: try again).
 */
static int
session_attach_once(struct session *s, char **cause)
{
	struct proto_msg	m;
	const char		*hash = "0000000000000000";
	int			rc;

	if (s->client == NULL &&
	    (s->client = client_connect(s->dir, true, cause)) == NULL)
		return -1;
	if (s->nlines > 0)
		hash = s->lines[s->nlines - 1].hash;
	if (client_send(s->client, "hello %u %zu %s", PROTO_VERSION,
	    s->nlines, hash) != 0)
		goto lost;
	for (;;) {
		if ((rc = client_next(s->client, SESSION_ANSWER_MS, &m)) < 0)
			goto lost;
		if (rc == 0) {
			xasprintf(cause, _("%s: the event's server does not "
			    "answer"), s->dir);
			goto fail;
		}
		if (m.type == PROTO_BYE) {
			xasprintf(cause, "%s: %s", s->dir, m.rest);
			goto fail;
		}
		if (m.type == PROTO_READY)
			break;
		if (session_message(s, &m) != 0)
			goto lost;
	}
	s->ndurable = s->nlines;
	s->generation++;
	return 0;
lost:
	client_close(s->client);
	s->client = NULL;
	return 1;
fail:
	client_close(s->client);
	s->client = NULL;
	return -1;
}

/* session_attach_once(), again while a stopping server lets go. */
static int
session_attach(struct session *s, char **cause)
{
	int	rc, tries;

	for (tries = 0; tries < 20; tries++) {
		if ((rc = session_attach_once(s, cause)) <= 0)
			return rc;
		usleep(50000);
	}
	xasprintf(cause, _("%s: the event's server does not answer"), s->dir);
	return -1;
}

static int
session_request(struct session *s, struct command *cmd, char **cause)
{
	struct proto_msg	 m;
	char			 text[COMMAND_LINE_MAX + 1];
	uint32_t		 id;
	int			 rc;

	if (s->client == NULL) {
		xasprintf(cause, _("the event's server is away: not done"));
		return -1;
	}
	/*
	 * 'chain' is the server's to check: lines lost at the journal's end
	 * (its anchor) are known to the server only, never streamed.
	 */
	if (cmd->verb != COMMAND_CHAIN &&
	    (command_flags(cmd->verb) & COMMAND_F_SESSION) &&
	    session_own_check(s, s->actor, cmd, cause) != 0)
		return -1;		/* said in the arbiter's language */
	if (command_format(cmd, text, sizeof text) == 0) {
		xasprintf(cause, _("'%s': cannot be written to the journal"),
		    command_verb_name(cmd->verb));
		return -1;
	}
	id = ++s->next_id;
	if (client_send(s->client, "do %u %zu %s %s", id, s->nlines, s->lang,
	    text) != 0)
		goto lost;
	for (;;) {
		if ((rc = client_next(s->client, SESSION_ANSWER_MS, &m)) <= 0)
			goto lost;
		if (m.type == PROTO_OK && m.id == id) {
			const struct session_line *l = session_find(s, m.seq);

			if (l != NULL)		/* cmd canonical, as written */
				(void)command_parse(l->command,
				    strlen(l->command), cmd, NULL);
			return 0;
		}
		if (m.type == PROTO_REFUSED && m.id == id) {
			*cause = session_refusal_text(s, cmd, s->actor,
			    &m.refusal);
			return -1;
		}
		if (session_message(s, &m) != 0)
			goto lost;
	}
lost:
	session_lost(s);
	xasprintf(cause, _("the event's server went away before it answered: "
	    "see the log once it is back"));
	return -1;
}

/* An event file into an event still empty, as one batch. */
static int
session_import_remote(struct session *s, const char *path, int64_t wait_ms,
    char **cause)
{
	struct proto_msg	  m;
	struct command		  cmd;
	char			**lines, *why, text[COMMAND_LINE_MAX + 1];
	size_t			  i, n;

	if ((lines = cfg_event_commands(path, wait_ms, cause)) == NULL)
		return -1;
	for (n = 0; lines[n] != NULL; n++) {
		if (session_parse(lines[n], &cmd, &why) != 0) {
			xasprintf(cause, "%s: '%s': %s", path, lines[n], why);
			free(why);
			cfg_free_lines(lines);
			return -1;
		}
	}
	if (client_send(s->client, "batch %u %zu %s %zu", ++s->next_id,
	    s->nlines, s->lang, n) != 0)
		goto lost;
	for (i = 0; i < n; i++) {
		(void)session_parse(lines[i], &cmd, &why);
		if (cmd.verb == COMMAND_EVENT && cmd.u.event.rules[0] == '\0' &&
		    cmd.u.event.game[0] == '\0' && s->rules[0] != '\0')
			memcpy(cmd.u.event.rules, s->rules, sizeof s->rules);
		if (command_format(&cmd, text, sizeof text) == 0 ||
		    client_send(s->client, "%s", text) != 0)
			goto lost;
	}
	for (;;) {
		if (client_next(s->client, SESSION_ANSWER_MS, &m) <= 0)
			goto lost;
		if (m.type == PROTO_OK && m.id == s->next_id)
			break;
		if (m.type == PROTO_REFUSED && m.id == s->next_id) {
			if (m.refusal.at < 1 || m.refusal.at > n) {
				xasprintf(cause, _("%s: not imported: %s"),
				    path, m.refusal.text);
			} else {
				i = m.refusal.at - 1;
				(void)session_parse(lines[i], &cmd, &why);
				why = session_refusal_text(s, &cmd, s->actor,
				    &m.refusal);
				xasprintf(cause, "%s: '%s': %s", path, lines[i],
				    why);
				free(why);
			}
			cfg_free_lines(lines);
			return -1;
		}
		if (session_message(s, &m) != 0)
			goto lost;
	}
	cfg_free_lines(lines);
	return 0;
lost:
	cfg_free_lines(lines);
	xasprintf(cause, _("%s: the event's server went away"), s->dir);
	return -1;
}

/* The event's journal read here, when it may be: replayed as the lines
 * the server would send (it checks the last one's hash). */
static void
session_read_local(struct session *s)
{
	char	*path, *cause = NULL;

	xasprintf(&path, "%s/journal", s->dir);
	s->collecting = true;
	if (access(path, R_OK) == 0 && journal_read_all(path, session_load_line,
	    s, NULL, &cause) >= 0)
		session_replay(s);
	else
		session_forget(s, 0);
	s->collecting = false;
	free(cause);
	free(path);
}

struct session *
session_connect(const char *dir, const struct settings *settings,
    const char *import, char **cause)
{
	struct session	*s = session_new(SESSION_CLIENT, settings);
	char		*why = NULL;

	s->dir = xstrdup(dir);
	/*
	 * A large event opens faster read from its file than streamed: the
	 * server (started now if none runs) replays it while this copy does,
	 * then sends only the lines after (or all, when ours is not its).
	 */
	if ((s->client = client_connect(dir, false, &why)) == NULL) {
		free(why);
		if (client_start(dir, cause) != 0)
			goto fail;
	}
	session_read_local(s);
	if (session_attach(s, cause) != 0)
		goto fail;
	if (import != NULL && s->nlines > 0) {
		xasprintf(cause, _("%s: the event has %zu journal lines already: "
		    "an event file is imported into a new event only"), dir,
		    s->nlines);
		goto fail;
	}
	if (import != NULL && session_import_remote(s, import,
	    settings != NULL ? settings->forfeit_wait_ms : -1, cause) != 0)
		goto fail;
	session_tell_refused(s);
	session_retitle(s);
	return s;
fail:
	session_close(s);
	return NULL;
}

void
session_poll(struct session *s, int64_t now)
{
	struct proto_msg	 m;
	char			*cause = NULL;
	int			 rc;

	if (s->mode != SESSION_CLIENT)
		return;
	if (s->client == NULL) {
		if (now - s->retried < 1000 && now >= s->retried)
			return;
		s->retried = now;
		if (session_attach(s, &cause) != 0) {
			free(cause);
			return;
		}
		session_tell(s, xstrdup(_("the event's server is back")));
		return;
	}
	while ((rc = client_next(s->client, 0, &m)) > 0) {
		if (session_message(s, &m) != 0) {
			rc = -1;
			break;
		}
	}
	if (rc < 0)
		session_lost(s);
	s->ndurable = s->nlines;
}

int
session_fd(const struct session *s)
{
	return s->client != NULL ? client_fd(s->client) : -1;
}

/* ------------------------------------------------------------------ */

int64_t
session_clock(const struct session *s)
{
	if (s->virtual_time)
		return s->now;
	if (s->mode == SESSION_CLIENT)		/* the server's lines' clock */
		return timesrc_now_ms() + s->clock_offset;
	return timesrc_utc_ms();
}

void
session_set_virtual(struct session *s, int64_t start)
{
	s->virtual_time = true;
	s->now = start;
}

int64_t
session_now(const struct session *s)
{
	return s->now;
}

void
session_set_lang(struct session *s, const char *iso)
{
	snprintf(s->lang, sizeof s->lang, "%s", iso);
}

char *
session_notice(struct session *s)
{
	char	*n = s->notice;

	s->notice = NULL;
	return n;
}

const char *
session_read_only(const struct session *s)
{
	return s->read_only;
}

const struct event *
session_event(const struct session *s)
{
	return &s->ev;
}

uint64_t
session_generation(const struct session *s)
{
	return s->generation;
}

const char *
session_title(const struct session *s)
{
	return s->title;
}

const char *
session_dir(const struct session *s)
{
	return s->dir;
}

const char *
session_actor(const struct session *s)
{
	return s->actor;
}

const char *
session_lang(const struct session *s)
{
	return s->lang;
}

size_t
session_ngames(const struct session *s)
{
	return s->ev.ngames;
}

bool
session_clocks_running(const struct session *s)
{
	return event_clocks_running(&s->ev);
}

struct session *
session_rebuilt(const struct session *src, session_before_fn *before,
    void *arg)
{
	/* A script's lines were applied on its virtual timeline, at its
	 * format: rebuilt as an undo in it rebuilds them. */
	struct session		*c = session_new(src->mode == SESSION_SCRIPT ?
				    SESSION_SCRIPT : SESSION_LOAD, NULL);
	const struct session_line *l;
	struct journal_line	 jl;
	size_t			 i;

	for (i = 0; i < src->nlines; i++) {
		l = &src->lines[i];
		memset(&jl, 0, sizeof jl);
		jl.seq = l->seq;
		jl.time_ms = l->time_ms;
		jl.actor = l->actor;
		jl.command = l->command;
		jl.lineno = i + 1;
		memcpy(jl.hash, l->hash, sizeof jl.hash);
		jl.fault = l->broken;
		session_keep_line(c, &jl);
	}
	c->before = before;
	c->before_arg = arg;
	session_replay(c);
	c->before = NULL;
	c->ndurable = c->nlines;
	c->now = c->applied == INT64_MIN ? 0 : c->applied;
	return c;
}
