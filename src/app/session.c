/*
 * session.c: an event, where its journal lives, and the one command path
 * (session.h).
 *
 * Time.  The event's timeline is UTC milliseconds: each journal line is
 * applied at its own time stamp, so a replay, a restart and a second
 * console all compute the same clocks, and the time that passed while no
 * console was open is charged to the side whose clock ran.  A script
 * keeps virtual time instead: 0 is its round's start (COMMANDS.md).
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
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "utf8.h"

struct session {
	struct event	 ev;
	struct roles	 roles;		/* from the "arbiter" lines */
	struct journal	*journal;	/* NULL: in memory, or read only */
	char		*dir;		/* NULL: in memory */
	char		*path;		/* session_load()'s journal */
	char		 actor[COMMAND_USER_SIZE];
	char		 rules[COMMAND_WORD_SIZE];	/* the settings' */
	char		 lang[8];	/* the arbiter's notation: ISO code */
	bool		 virtual_time;
	int64_t		 now;		/* virtual time */
	int64_t		 applied;	/* the latest journal line's time */
	char		 title[COMMAND_NAME_SIZE + 32];
	char		*notice;	/* for the arbiter: a dropped torn line */
	char		*replay_error;	/* a journal line that did not apply */
	session_report_fn *report;	/* session_load(): faulty lines */
	void		*report_arg;
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

/* Keep a line that is done (or read) as the log view shows it. */
static void
session_keep(struct session *s, uint64_t seq, int64_t time_ms,
    const char *actor, const char *command, const struct command *cmd)
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
	l->verb = cmd->verb;
	l->board = cmd->board != 0 ? (long)cmd->board : -1;
	l->undoes = cmd->verb == COMMAND_UNDO ? cmd->u.undo.seq : 0;
	l->undone = false;
}

/* Keep a line read from a journal: parsed once, here. */
static void
session_keep_text(struct session *s, uint64_t seq, int64_t time_ms,
    const char *actor, const char *command)
{
	struct command	cmd;

	if (command_parse(command, strlen(command), &cmd, NULL) != COMMAND_OK)
		memset(&cmd, 0, sizeof cmd);
	session_keep(s, seq, time_ms, actor, command, &cmd);
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

/* The game kind's number for the arbiter's notation. */
static int
session_lang(const struct session *s)
{
	int	lang = s->ev.kind->lang_find(s->lang);

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
	s->generation++;
	session_retitle(s);
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

/*
 * Apply one journal line at its time, or at the latest time applied
 * before when its stamp is earlier (time never goes back); a faulty one is
 * reported, the first kept.
 */
static void
session_replay_line(struct session *s, const struct session_line *l,
    size_t lineno)
{
	struct command	 cmd;
	struct refusal	 why;
	char		*cause = NULL, q[UTF8_QUOTE_SIZE];

	if (command_parse(l->command, strlen(l->command), &cmd, NULL) !=
	    COMMAND_OK) {
		xasprintf(&cause, _("'%s': not a command"), l->command);
		goto refused;
	}
	/* Checked when written: a line its roles forbid was forged. */
	if (s->report != NULL && (cause = refusal_role_text(roles_check(
	    &s->roles, l->actor, &cmd), l->actor, &cmd)) != NULL) {
		s->report(s->report_arg, lineno, SESSION_UNPERMITTED, cause);
		free(cause);
		cause = NULL;
	}
	if (l->time_ms > s->applied)
		s->applied = l->time_ms;
	if (session_apply_recorded(s, &cmd, s->applied, &why))
		return;
	cause = refusal_text(s->ev.ed, &why);
refused:
	if (s->report != NULL)
		s->report(s->report_arg, lineno, SESSION_REFUSED, cause);
	else if (s->replay_error == NULL)
		xasprintf(&s->replay_error, "%s:%zu: '%s': %s",
		    s->journal != NULL ? journal_path(s->journal) : s->path,
		    lineno, utf8_quote(q, sizeof q, l->command,
		    strlen(l->command)), cause);
	free(cause);
}

/* Rebuild the event from the lines kept, leaving out what was undone. */
static void
session_replay(struct session *s)
{
	size_t	i;

	event_release(&s->ev);
	event_init(&s->ev);
	s->ev.utc_timeline = true;	/* instants are the journal's UTC ms */
	roles_init(&s->roles);
	s->applied = INT64_MIN;
	for (i = 0; i < s->nlines; i++)
		s->lines[i].undone = false;
	for (i = 0; i < s->nlines; i++) {
		if (s->lines[i].undoes >= 1 && s->lines[i].undoes <= s->nlines)
			s->lines[s->lines[i].undoes - 1].undone = true;
	}
	for (i = 0; i < s->nlines; i++) {
		if (!s->lines[i].undone && s->lines[i].verb != COMMAND_UNDO)
			session_replay_line(s, &s->lines[i], i + 1);
		else	/* the verdicts before it were its own */
			event_verdicts_forget(&s->ev);
	}
	s->generation++;
	session_retitle(s);
}

/* The journal hands over a line: ours to replay, or another console's. */
static int
session_journal_line(void *arg, const struct journal_line *l)
{
	struct session	*s = arg;

	if (s->appending) {
		s->out_of_order = true;
		return 0;
	}
	session_keep_text(s, l->seq, l->time_ms, l->actor, l->command);
	if (s->collecting)
		return 0;
	if (s->lines[s->nlines - 1].verb == COMMAND_UNDO)
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

/*
 * An arbiter may undo his own last action, and only while nothing that
 * came after it on the same board (or at all, for an action on no board)
 * could depend on it.
 */
static int
session_undo_check(const struct session *s, const char *actor, uint32_t seq,
    char **cause)
{
	const struct session_line	*l;
	size_t				 i;

	if (seq < 1 || seq > s->nlines) {
		xasprintf(cause, _("'%u': no such line in the journal"), seq);
		return -1;
	}
	l = &s->lines[seq - 1];
	if (l->undone || l->verb == COMMAND_UNDO ||
	    (command_flags(l->verb) & COMMAND_F_JOURNAL)) {
		xasprintf(cause, _("'%u': that line is an undo, undone already, "
		    "or the journal's own"), seq);
		return -1;
	}
	if (strcmp(l->actor, actor) != 0) {
		xasprintf(cause, _("'%u': only %s may undo it"), seq, l->actor);
		return -1;
	}
	for (i = seq; i < s->nlines; i++) {
		if (s->lines[i].undone || s->lines[i].verb == COMMAND_UNDO ||
		    (command_flags(s->lines[i].verb) & COMMAND_F_JOURNAL))
			continue;
		if (strcmp(s->lines[i].actor, actor) == 0 || l->board < 0 ||
		    s->lines[i].board == l->board || s->lines[i].board < 0) {
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
	size_t	i = s->nlines;
	char	*why = NULL;

	while (i > 0) {
		i--;
		if (s->lines[i].undone || s->lines[i].verb == COMMAND_UNDO ||
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
	const struct game	*g = event_game_const(&s->ev, cmd->board);
	const char		*text = cmd->verb == COMMAND_CLAIM ?
				    cmd->u.claim.move : cmd->u.move.text;
	char			 letters[32], *out;

	switch (why->read) {
	case GAME_READ_LETTER:
		if (g == NULL || g->kind->lang_letters(session_lang(s),
		    letters) == 0)
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
		return refusal_candidates(g, text, session_lang(s));
	default:
		break;
	}
	return refusal_text(s->ev.ed, why);
}

/*
 * The moves of cmd made canonical (event_typed()), its journal line
 * written into text, and cmd applied.  A move that is no move is only
 * reported when the command would not be refused for another reason
 * first (the game not started...): the rulings' order of checks stands.
 */
static int
session_exec(struct session *s, struct command *cmd, int64_t now,
    char *text, size_t len, char **cause)
{
	struct command	raw = *cmd;
	struct refusal	typed, why;
	bool		ok;

	if (!event_typed(&s->ev, cmd, session_lang(s), &typed))
		*cmd = raw;		/* what the rulings say comes first */
	if (command_format(cmd, text, len) == 0) {
		xasprintf(cause, _("'%s': cannot be written to the journal"),
		    command_verb_name(cmd->verb));
		return -1;
	}
	if ((command_flags(cmd->verb) & COMMAND_F_SESSION) != 0)
		return session_undo_check(s, s->actor, cmd->u.undo.seq, cause);
	if ((ok = session_apply(s, cmd, now, &why)))
		return 0;
	if (typed.code != EVENT_OK && (why.code == EVENT_E_BAD_MOVE ||
	    why.code == EVENT_E_LEGAL_MOVE))
		*cause = session_move_text(s, &raw, &typed);
	else
		*cause = refusal_text(s->ev.ed, &why);
	return -1;
}

/*
 * The lines cmd (done already, text its line) adds to the journal: the
 * format first in a journal still empty, the verdicts its bounded
 * analyses reached (event.h), then text itself.  Returns how many, the
 * texts in lines[] and the commands in cmds[] (one more each than the
 * verdicts).
 */
static size_t
session_lines_of(const struct session *s, const struct command *cmd,
    const char *text, char lines[][COMMAND_LINE_MAX + 1],
    struct command *cmds)
{
	const struct event_verdicts	*v = &s->ev.verdicts;
	size_t				 n = 0, i;

	if (s->journal != NULL && s->nlines == 0) {
		memset(&cmds[n], 0, sizeof cmds[n]);
		cmds[n].verb = COMMAND_FORMAT;
		cmds[n].u.format.n = EVENT_FORMAT;
		command_format(&cmds[n], lines[n], sizeof lines[n]);
		n++;
	}
	for (i = 0; i < v->nreached; i++) {
		memset(&cmds[n], 0, sizeof cmds[n]);
		cmds[n].verb = COMMAND_VERDICT;
		cmds[n].board = v->reached[i].board;
		cmds[n].u.verdict.question = v->reached[i].question;
		cmds[n].u.verdict.answer = v->reached[i].answer;
		command_format(&cmds[n], lines[n], sizeof lines[n]);
		n++;
	}
	cmds[n] = *cmd;
	memcpy(lines[n], text, strlen(text) + 1);
	return n + 1;
}

/* Journal the lines of cmd, done already, and keep them. */
static int
session_write(struct session *s, const struct command *cmd,
    const char *text, int64_t now, char **cause)
{
	char		 lines[EVENT_VERDICTS_MAX + 2][COMMAND_LINE_MAX + 1];
	struct command	 cmds[EVENT_VERDICTS_MAX + 2];
	const char	*texts[EVENT_VERDICTS_MAX + 2];
	char		*why = NULL;
	uint64_t	 seq = s->nlines + 1;
	size_t		 n, i;
	int		 rc = 0;

	n = session_lines_of(s, cmd, text, lines, cmds);
	for (i = 0; i < n; i++)
		texts[i] = lines[i];
	if (s->journal != NULL) {
		s->appending = true;
		s->out_of_order = false;
		rc = journal_append_many(s->journal, s->actor, texts, n, now,
		    &seq, cause);
		s->appending = false;
	}
	if (rc == 0 && !s->out_of_order) {
		if (now > s->applied)
			s->applied = now;
		for (i = 0; i < n; i++)
			session_keep(s, seq + i, now, s->actor, lines[i],
			    &cmds[i]);
		if (cmd->verb == COMMAND_UNDO)
			session_replay(s);
		return 0;
	}
	if (session_rebuild(s, &why) != 0 && rc == 0) {
		*cause = why;
		return -1;
	}
	free(why);
	return rc;
}

int
session_do(struct session *s, struct command *cmd, int64_t now, char **cause)
{
	unsigned	flags = command_flags(cmd->verb);
	char		text[COMMAND_LINE_MAX + 1];

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
	if (s->virtual_time)
		now = s->now;
	else
		session_poll(s, now);
	if ((*cause = refusal_role_text(roles_check(&s->roles, s->actor, cmd),
	    s->actor, cmd)) != NULL)
		return -1;
	/* The settings' edition, for an event that names none. */
	if (cmd->verb == COMMAND_EVENT && cmd->u.event.rules[0] == '\0' &&
	    cmd->u.event.game[0] == '\0' && s->rules[0] != '\0')
		memcpy(cmd->u.event.rules, s->rules, sizeof s->rules);
	if (session_exec(s, cmd, now, text, sizeof text, cause) != 0)
		return -1;
	return session_write(s, cmd, text, now, cause);
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
		*cause = refusal_text(s->ev.ed, &why);
		return -1;
	}
	session_keep(s, s->nlines + 1, s->now, l->actor, l->command, &cmd);
	*cause = role;
	return role != NULL ? 1 : 0;
}

static int
session_import(struct session *s, const char *path, int64_t wait_ms,
    int64_t now, char **cause)
{
	struct command	  cmd;
	char		**lines, *why, q[UTF8_QUOTE_SIZE];
	size_t		  i;

	if ((lines = cfg_event_commands(path, wait_ms, cause)) == NULL)
		return -1;
	for (i = 0; lines[i] != NULL; i++) {
		if (session_parse(lines[i], &cmd, &why) != 0 ||
		    session_do(s, &cmd, now, &why) != 0) {
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

/* A session with nothing in it yet. */
static struct session *
session_new(void)
{
	struct session	*s = xcalloc(1, sizeof *s);

	event_init(&s->ev);
	s->ev.utc_timeline = true;	/* instants are the journal's UTC ms */
	roles_init(&s->roles);
	if (journal_actor_default(s->actor, sizeof s->actor) != 0)
		strcpy(s->actor, "unknown");
	strcpy(s->lang, "en");
	return s;
}

struct session *
session_open(const char *dir, const struct settings *settings,
    const char *import, int64_t now, char **cause)
{
	struct session	*s = session_new();

	if (settings != NULL && strlen(settings->rules) < sizeof s->rules)
		strcpy(s->rules, settings->rules);
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

struct session *
session_script(const char *actor)
{
	struct session	*s = session_new();

	if (actor != NULL && strlen(actor) < sizeof s->actor)
		strcpy(s->actor, actor);
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
	session_keep_text(arg, l->seq, l->time_ms, l->actor, l->command);
	return 0;
}

struct session *
session_load(const char *path, session_report_fn *report, void *arg,
    char **warning, char **cause)
{
	struct session	*s = session_new();

	s->path = xstrdup(path);
	if (journal_read(path, session_load_line, s, warning, cause) < 0) {
		session_close(s);
		return NULL;
	}
	s->report = report;
	s->report_arg = arg;
	session_replay(s);
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
	event_release(&s->ev);
	session_forget(s);
	free(s->lines);
	free(s->notice);
	free(s->replay_error);
	free(s->dir);
	free(s->path);
	free(s);
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

void
session_poll(struct session *s, int64_t now)
{
	char	*cause = NULL;

	(void)now;
	if (s->journal == NULL)
		return;
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
