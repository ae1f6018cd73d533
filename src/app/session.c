/*
 * session.c: the event's replica, and the one command path (session.h).
 *
 * The event is the replay of its lines.  This file keeps the lines, as
 * the log view shows them, and what they build: the event applied line by
 * line, checkpoints, undo, the hash chain.  Where commands go and where
 * lines come from is the session's role (session_role.h): a writer
 * (session_writer.c) checks a command against the event as every line
 * before it left it, applies it, stages its lines and commits them (one
 * fdatasync for a batch); a client (session_remote.c) sends the command to
 * the server and applies the lines the server streams back, its own among
 * them, exactly as a replay does.  So the console, the server, a restart
 * and arbiter-cli replay always agree.  A journal read (session_load())
 * and a copy (session_rebuilt()) are read only; they are made here.
 *
 * Time.  The event's timeline is UTC milliseconds: each journal line is
 * applied at its own time stamp (never earlier than the line before), so
 * the time that passed while no console was open is charged to the side
 * whose clock ran.  A script keeps virtual time instead: 0 is its round's
 * start (doc/commands.md, "Time in scripts").
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

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/effect.h"
#include "app/i18n.h"
#include "app/journal.h"
#include "app/refusal.h"
#include "app/session.h"
#include "app/session_role.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "utf8.h"

/* Tell the arbiter (the first notice waiting stays first). */
void
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

void
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
struct session_line *
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
struct session_line *
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
void
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
int
session_lang_of(const struct session *s, const char *iso)
{
	int	lang = s->ev.kind->lang_find(iso);

	return lang < 0 ? 0 : lang;
}

/* Apply cmd to the event and the roles; *why when refused. */
bool
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
bool
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
int8_t
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
void
session_check_chain(struct session *s)
{
	struct session_line	*l, *t;
	const char		*stuck;
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
	else if (s->ops->stuck != NULL && (stuck = s->ops->stuck(s)) != NULL)
		xasprintf(&s->read_only, _("%s: read only"), stuck);
}

/*
 * Checkpoints: a copy of the event every SESSION_CHECKPOINT_LINES lines,
 * the last two kept, so that an undo (of an arbiter's last action: a
 * recent line) or a rollback replays the lines since the checkpoint
 * before it, not the whole journal.  They are copies in memory, kept out
 * of the journal and of its meaning: a rebuild from one gives what a
 * replay from the first line gives.
 */
void
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
void
session_fresh_format(struct session *s)
{
	if (s->script || s->nlines == 0)
		s->ev.format = s->roles.format = EVENT_FORMAT;
}

/*
 * Rebuild the event from the lines kept, leaving out what was undone: from
 * the latest checkpoint before line from (0-based) whose lines are
 * unchanged, else from the first line.
 */
void
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
		s->ev.utc_timeline = !s->script;
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
void
session_replay(struct session *s)
{
	session_rebuild(s, 0);
}

/* An undo line u was kept: rebuild from before the line it takes back. */
void
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
int
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
void
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
int
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

char *
session_refusal_text(const struct session *s, const struct command *cmd,
    const char *actor, const struct proto_refusal *r)
{
	const struct session_line	*l;
	struct refusal_race		 race;

	if (r->race == 0 || (l = session_find(s, r->race)) == NULL)
		return refusal_command_text(&s->ev, s->lang, cmd, actor, r,
		    NULL);
	race.seq = l->seq;
	race.actor = l->actor;
	race.command = l->command;
	race.verb = l->verb;
	race.side = l->side;
	race.board = l->board;
	return refusal_command_text(&s->ev, s->lang, cmd, actor, r, &race);
}

void
session_default_rules(const struct session *s, struct command *cmd)
{
	if (cmd->verb == COMMAND_EVENT && cmd->u.event.rules[0] == '\0' &&
	    cmd->u.event.game[0] == '\0' && s->rules[0] != '\0')
		memcpy(cmd->u.event.rules, s->rules, sizeof s->rules);
}

int
session_do(struct session *s, struct command *cmd, int64_t now, char **cause)
{
	unsigned	flags = command_flags(cmd->verb);

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
	session_default_rules(s, cmd);
	return s->ops->submit(s, cmd, now, cause);
}

struct session *
session_new(const struct session_ops *ops, const struct settings *settings)
{
	struct session	*s = xcalloc(1, sizeof *s);

	s->ops = ops;
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

/* session_load()'s reading: every line kept, applied afterwards. */
static int
session_load_line(void *arg, const struct journal_line *l)
{
	struct session	*s = arg;

	session_keep_line(s, l);
	return 0;
}

/* A journal read, or a copy of an event: nothing is ever written. */
static int
session_load_submit(struct session *s, struct command *cmd, int64_t now,
    char **cause)
{
	(void)cmd;
	(void)now;
	xasprintf(cause, _("%s: opened to read only"), s->path);
	return -1;
}

static const struct session_ops session_load_ops = {
	.submit = session_load_submit,
};

struct session *
session_load(const char *path, session_report_fn *report, void *arg,
    char **warning, char **cause)
{
	struct session			*s = session_new(&session_load_ops, NULL);
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
	if (s->ops->close != NULL && s->role != NULL)
		s->ops->close(s);
	free(s->role);
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

void
session_poll(struct session *s, int64_t now)
{
	if (s->ops->poll != NULL)
		s->ops->poll(s, now);
}

int
session_fd(const struct session *s)
{
	return s->ops->fd != NULL ? s->ops->fd(s) : -1;
}

int64_t
session_clock(const struct session *s)
{
	if (s->virtual_time)
		return s->now;
	if (s->ops->clock != NULL)		/* a client: the server's */
		return s->ops->clock(s);
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

const struct roles *
session_roles(const struct session *s)
{
	return &s->roles;
}

struct session *
session_rebuilt(const struct session *src, session_before_fn *before,
    void *arg)
{
	/* A script's lines were applied on its virtual timeline, at its
	 * format: rebuilt as an undo in it rebuilds them. */
	struct session		*c = session_new(src->script ? src->ops :
				    &session_load_ops, NULL);
	const struct session_line *l;
	struct journal_line	 jl;
	size_t			 i;

	c->script = src->script;

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

