/*
 * session.c: an event, its directory, its journal, and the one command
 * path.
 *
 * Time.  The event's timeline is UTC milliseconds: each journal line is
 * applied at its own time stamp, so a replay, a restart and a second
 * console all compute the same clocks, and the time that passed while no
 * console was open is charged to the side whose clock ran.
 *
 * Order.  A command is applied in memory first (a refused one changes
 * nothing and is not written), then appended; the append first hands over
 * the lines other consoles wrote meanwhile.  Those belong before ours, so
 * in that rare case, and when the append fails, the event is rebuilt from
 * the journal, which is the truth.
 *
 * Undo.  "undo <seq>" is the arbiter's explicit, journaled correction of
 * his own last action: the event is the replay of every line but the
 * undone ones and the undo lines themselves.  Nothing is ever erased.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/i18n.h"
#include "app/journal.h"
#include "app/refusal.h"
#include "app/session.h"
#include "app/undo.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "utf8.h"

struct session {
	struct event	 ev;
	struct roles	 roles;		/* from the "arbiter" lines */
	struct journal	*journal;
	char		*dir;
	char		 actor[COMMAND_USER_SIZE];
	char		 title[COMMAND_NAME_SIZE + 32];
	char		*notice;	/* for the arbiter: a dropped torn line */
	char		*replay_error;	/* a journal line that did not apply */
	struct session_line *lines;	/* the journal, for the log view */
	size_t		 nlines, lines_cap;
	bool		 collecting;	/* reading the journal whole: apply later */
	bool		 need_replay;	/* another console undid a line */
	bool		 appending;	/* our own command is applied already */
	bool		 out_of_order;	/* others' lines came during our append */
	uint64_t	 generation;	/* bumps on every change */
};

const char *
session_demo_path(void)
{
	static const char	*installed = PKGDATADIR "/demo.conf";

	if (access(installed, R_OK) == 0)
		return installed;
	return TOP_SRCDIR "/conf/demo.conf";
}

static void
session_retitle(struct session *s)
{
	if (s->ev.name[0] == '\0')
		snprintf(s->title, sizeof s->title, _("(no event yet: %s)"),
		    s->dir);
	else if (s->ev.round > 0)
		snprintf(s->title, sizeof s->title, _("%s, round %u"),
		    s->ev.name, s->ev.round);
	else
		snprintf(s->title, sizeof s->title, "%s", s->ev.name);
}

/* The board a journal line is about, or -1 (set-up, "start all"). */
static long
session_line_board(const char *command)
{
	struct command	cmd;

	if (command_parse(command, strlen(command), &cmd, NULL) != COMMAND_OK ||
	    cmd.board == 0)
		return -1;
	return cmd.board;
}

static void
session_keep(struct session *s, uint64_t seq, int64_t time_ms,
    const char *actor, const char *command)
{
	struct session_line	*l;

	if (s->nlines == s->lines_cap) {
		s->lines_cap = s->lines_cap == 0 ? 256 : s->lines_cap * 2;
		s->lines = xrealloc(s->lines, s->lines_cap * sizeof *s->lines);
	}
	l = &s->lines[s->nlines++];
	l->seq = seq;
	l->time_ms = time_ms;
	l->actor = xstrdup(actor);
	l->command = xstrdup(command);
	l->board = session_line_board(command);
	l->undone = false;
}

static void
session_forget(struct session *s)
{
	size_t	i;

	for (i = 0; i < s->nlines; i++) {
		free(s->lines[i].actor);
		free(s->lines[i].command);
	}
	s->nlines = 0;
}

size_t
session_nlines(const struct session *s)
{
	return s->nlines;
}

const struct session_line *
session_line(const struct session *s, size_t i)
{
	return i < s->nlines ? &s->lines[i] : NULL;
}

/* Parse and apply one line; *cause gets the reason on refusal. */
static int
session_apply(struct session *s, const char *line, int64_t now,
    struct command *cmd, char **cause)
{
	struct command_error	err;
	struct refusal		why;

	if (command_parse(line, strlen(line), cmd, &err) != COMMAND_OK) {
		*cause = refusal_parse_text(line, &err);
		return -1;
	}
	if (!event_apply(&s->ev, cmd, now, &why)) {
		*cause = refusal_text(cmd, &why);
		return -1;
	}
	roles_apply(&s->roles, cmd);
	s->generation++;
	session_retitle(s);
	return 0;
}

/* Apply a journal line; the first that fails is kept as the error. */
static void
session_replay_line(struct session *s, const struct session_line *l,
    size_t lineno)
{
	struct command	 cmd;
	char		*why, q[UTF8_QUOTE_SIZE];

	if (session_apply(s, l->command, l->time_ms, &cmd, &why) == 0)
		return;
	/* The journal holds applied commands only. */
	if (s->replay_error == NULL)
		xasprintf(&s->replay_error, "%s:%zu: '%s': %s",
		    journal_path(s->journal) != NULL ? journal_path(s->journal) :
		    s->dir, lineno, utf8_quote(q, sizeof q, l->command,
		    strlen(l->command)), why);
	free(why);
}

/* Rebuild the event from the lines kept, leaving out what was undone. */
static void
session_replay(struct session *s)
{
	uint32_t	seq;
	size_t		i;

	event_release(&s->ev);
	event_init(&s->ev);
	s->ev.utc_timeline = true;	/* instants are the journal's UTC ms */
	roles_init(&s->roles);
	for (i = 0; i < s->nlines; i++)
		s->lines[i].undone = false;
	for (i = 0; i < s->nlines; i++) {
		if (undo_target(s->lines[i].command, &seq) && seq >= 1 &&
		    seq <= s->nlines)
			s->lines[seq - 1].undone = true;	/* seq has no gaps */
	}
	for (i = 0; i < s->nlines; i++) {
		if (!s->lines[i].undone &&
		    !undo_target(s->lines[i].command, &seq))
			session_replay_line(s, &s->lines[i], i + 1);
	}
	s->generation++;
	session_retitle(s);
}

/* The journal hands over a line: ours to replay, or another console's. */
static int
session_journal_line(void *arg, const struct journal_line *l)
{
	struct session	*s = arg;
	uint32_t	 seq;

	if (s->appending) {
		s->out_of_order = true;
		return 0;
	}
	session_keep(s, l->seq, l->time_ms, l->actor, l->command);
	if (s->collecting)
		return 0;
	if (undo_target(l->command, &seq))
		s->need_replay = true;
	else
		session_replay_line(s, &s->lines[s->nlines - 1], l->lineno);
	return 0;
}

/* Start again from the journal (it is the truth). */
static int
session_rebuild(struct session *s, char **cause)
{
	char	*warning = NULL;
	long	 n;

	session_forget(s);
	s->collecting = true;
	n = journal_read(journal_path(s->journal), session_journal_line, s,
	    &warning, cause);
	s->collecting = false;
	free(warning);
	session_replay(s);
	return n < 0 ? -1 : 0;
}

/* Whether this session's user may not give cmd; *cause says why. */
static bool
session_role_refuses(const struct session *s, const struct command *cmd,
    char **cause)
{
	*cause = refusal_role_text(roles_check(&s->roles, s->actor, cmd),
	    s->actor, cmd);
	return *cause != NULL;
}

/*
 * An arbiter may undo his own last action, and only while nothing that
 * came after it on the same board (or at all, for an action on no board)
 * could depend on it.
 */
static int
session_undo_check(const struct session *s, uint32_t seq, char **cause)
{
	const struct session_line	*l;
	long				 board;
	uint32_t			 other;
	size_t				 i;

	if (seq < 1 || seq > s->nlines) {
		xasprintf(cause, _("'%u': no such line in the journal"), seq);
		return -1;
	}
	l = &s->lines[seq - 1];
	if (l->undone || undo_target(l->command, &other)) {
		xasprintf(cause, _("'%u': that line is an undo, or undone already"),
		    seq);
		return -1;
	}
	if (strcmp(l->actor, s->actor) != 0) {
		xasprintf(cause, _("'%u': only %s may undo it"), seq, l->actor);
		return -1;
	}
	board = l->board;
	for (i = seq; i < s->nlines; i++) {
		if (s->lines[i].undone ||
		    undo_target(s->lines[i].command, &other))
			continue;
		if (strcmp(s->lines[i].actor, s->actor) == 0 || board < 0 ||
		    s->lines[i].board == board || s->lines[i].board < 0) {
			xasprintf(cause, _("'%u': line %llu came after it and may "
			    "depend on it"), seq,
			    (unsigned long long)s->lines[i].seq);
			return -1;
		}
	}
	return 0;
}

/* The seq of this arbiter's last action that may be undone, or 0. */
uint64_t
session_undoable(const struct session *s)
{
	size_t		i = s->nlines;
	uint32_t	other;
	char		*why = NULL;

	while (i > 0) {
		i--;
		if (s->lines[i].undone ||
		    undo_target(s->lines[i].command, &other) ||
		    strcmp(s->lines[i].actor, s->actor) != 0)
			continue;
		if (session_undo_check(s, (uint32_t)s->lines[i].seq, &why) == 0)
			return s->lines[i].seq;
		free(why);
		return 0;
	}
	return 0;
}

int
session_command(struct session *s, const char *line, int64_t now, char **cause)
{
	struct command	cmd;
	char		text[COMMAND_LINE_MAX], q[UTF8_QUOTE_SIZE];
	char		*why = NULL;
	uint64_t	seq = 0;
	int		rc;

	session_poll(s, now);
	if (command_parse(line, strlen(line), &cmd, NULL) == COMMAND_OK &&
	    session_role_refuses(s, &cmd, cause))
		return -1;
	if (command_parse(line, strlen(line), &cmd, NULL) == COMMAND_OK &&
	    cmd.verb == COMMAND_UNDO) {
		if (session_undo_check(s, cmd.u.undo.seq, cause) != 0)
			return -1;
	} else if (session_apply(s, line, now, &cmd, cause) != 0)
		return -1;
	if (cmd.verb == COMMAND_NONE || cmd.verb == COMMAND_SHOW ||
	    cmd.verb == COMMAND_STATE)
		return 0;	/* nothing changed: nothing to keep */
	if (command_format(&cmd, text, sizeof text) == 0) {
		xasprintf(cause, _("'%s': cannot be written to the journal"),
		    utf8_quote(q, sizeof q, line, strlen(line)));
		session_rebuild(s, &why);
		free(why);
		return -1;
	}
	s->appending = true;
	s->out_of_order = false;
	rc = journal_append(s->journal, s->actor, text, now, &seq, cause);
	s->appending = false;
	if (rc == 0 && !s->out_of_order) {
		session_keep(s, seq, now, s->actor, text);
		if (cmd.verb == COMMAND_UNDO)
			session_replay(s);
	}
	if (rc != 0 || s->out_of_order) {
		if (session_rebuild(s, &why) != 0 && rc == 0) {
			*cause = why;
			return -1;
		}
		free(why);
	}
	return rc;
}

static int
session_import(struct session *s, const char *path, int64_t wait_ms,
    int64_t now, char **cause)
{
	char	**lines, *why, q[UTF8_QUOTE_SIZE];
	size_t	  i;

	if ((lines = cfg_event_commands(path, wait_ms, cause)) == NULL)
		return -1;
	for (i = 0; lines[i] != NULL; i++) {
		if (session_command(s, lines[i], now, &why) != 0) {
			xasprintf(cause, "%s: '%s': %s", path, utf8_quote(q,
			    sizeof q, lines[i], strlen(lines[i])), why);
			free(why);
			cfg_free_lines(lines);
			return -1;
		}
	}
	cfg_free_lines(lines);
	return 0;
}

char *
session_tempdir(const struct settings *settings, const char *prefix,
    char **cause)
{
	const char	*tmp = getenv("TMPDIR");
	char		*dir;

	if (settings != NULL && settings->journal_dir[0] != '\0')
		tmp = settings->journal_dir;
	xasprintf(&dir, "%s/%s-XXXXXX", tmp != NULL && *tmp != '\0' ? tmp :
	    "/tmp", prefix);
	if (mkdtemp(dir) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		free(dir);
		return NULL;
	}
	return dir;
}

struct session *
session_open(const char *dir, const struct settings *settings,
    const char *import, int64_t now, char **cause)
{
	struct session	*s = xcalloc(1, sizeof *s);

	event_init(&s->ev);
	s->ev.utc_timeline = true;	/* instants are the journal's UTC ms */
	roles_init(&s->roles);
	if (journal_actor_default(s->actor, sizeof s->actor) != 0)
		strcpy(s->actor, "unknown");
	if (dir == NULL) {
		if (import == NULL)
			import = session_demo_path();
		s->dir = session_tempdir(settings, "arbiter-demo", cause);
	} else if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
	} else
		s->dir = xstrdup(dir);
	if (s->dir == NULL)
		goto fail;
	s->collecting = true;
	s->journal = journal_open(s->dir, session_journal_line, s, cause);
	s->collecting = false;
	if (s->journal == NULL)
		goto fail;
	session_replay(s);
	if (s->replay_error != NULL) {
		*cause = s->replay_error;
		s->replay_error = NULL;
		goto fail;
	}
	s->notice = journal_warning(s->journal);
	session_retitle(s);
	if (import != NULL && journal_seq(s->journal) == 0 &&
	    session_import(s, import, settings != NULL ?
	    settings->forfeit_wait_ms : -1, now, cause) != 0)
		goto fail;
	return s;
fail:
	session_close(s);
	return NULL;
}

void
session_close(struct session *s)
{
	if (s == NULL)
		return;
	if (s->journal != NULL)
		journal_close(s->journal);
	event_release(&s->ev);
	session_forget(s);
	free(s->lines);
	free(s->notice);
	free(s->replay_error);
	free(s->dir);
	free(s);
}

void
session_poll(struct session *s, int64_t now)
{
	char	*cause = NULL;

	(void)now;
	if (journal_poll(s->journal, &cause) < 0) {
		free(s->notice);
		s->notice = cause;
	}
	if (s->need_replay) {
		s->need_replay = false;
		session_replay(s);
	}
	if (s->replay_error != NULL && s->notice == NULL) {
		s->notice = s->replay_error;	/* another console's line */
		s->replay_error = NULL;
	}
}

char *
session_notice(struct session *s)
{
	char	*n = s->notice;

	s->notice = NULL;
	return n;
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
