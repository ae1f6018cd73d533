/*
 * session_writer.c: the event's one writer, and a script's session in
 * memory (session.h, session_role.h).
 *
 * session_open() holds DIR/server.lock and the journal: a command is
 * checked against the event as every line before it left it (roles, the
 * move read in the arbiter's notation and made canonical, the rulings),
 * applied, and its lines staged; session_commit() writes them with one
 * fdatasync for the batch (the server's group commit), or drops them and
 * rebuilds the event.  session_script() does the same with no journal:
 * its lines are kept in memory only.
 */
#include "config.h"

#include <sys/file.h>
#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfg.h"
#include "app/draw960.h"
#include "app/effect.h"
#include "app/i18n.h"
#include "app/journal.h"
#include "app/refusal.h"
#include "app/sealed.h"
#include "app/session.h"
#include "app/session_role.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"
#include "roles.h"

/* The writer's own (s->role); a script has none. */
struct session_writer {
	struct journal	*journal;
	int		 lock_fd;	/* DIR/server.lock, or -1 */
};

/* The writer's journal, or NULL (a script: in memory). */
static struct journal *
session_journal(const struct session *s)
{
	const struct session_writer	*w = s->role;

	return w != NULL ? w->journal : NULL;
}

static const struct session_ops session_writer_ops;

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
	if (session_journal(s) != NULL && journal_stage(session_journal(s), actor, text, now,
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

	if (session_journal(s) != NULL && s->nlines == 0) {
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

	if (s->dir == NULL || session_journal(s) == NULL ||
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

	if (s->dir == NULL || session_journal(s) == NULL ||
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
	if (session_journal(s) != NULL)
		journal_discard(session_journal(s));
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
	if (role == ROLES_OK && s->ops == &session_writer_ops)
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
	/* II.1: a start drawn once, here, and written with the line. */
	if (draw960_resolve(cmd, s->ev.round, &cause) != 0)
		return session_refuse_text(r, cause);
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
		if (session_journal(s) != NULL)
			journal_discard(session_journal(s));
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

int
session_commit(struct session *s, char **cause)
{
	struct journal	*j = session_journal(s);

	if (j != NULL && journal_commit(j, cause) != 0) {
		session_rollback(s);
		/* The journal may write nothing more: say so from now on. */
		if (journal_stuck(j) != NULL && s->read_only == NULL)
			session_check_chain(s);
		return -1;
	}
	s->ndurable = s->nlines;
	return 0;
}

/* session_do()'s last step: submit and commit at once. */
static int
session_writer_do(struct session *s, struct command *cmd, int64_t now,
    char **cause)
{
	struct proto_refusal	r;
	struct command		raw = *cmd;

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
		session_default_rules(s, &cmd);
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

/*
 * The writer's claim on dir: DIR/server.lock, held while it lives.  Only
 * the event's user may open it (0600, an older build's 0644 file set to
 * it): another user could otherwise hold its lock and keep the server
 * out.  One another user owns is refused.
 */
static int
session_lock(struct session *s, struct session_writer *w, char **cause)
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
	w->lock_fd = fd;
	return 0;
fail:
	if (fd >= 0)
		close(fd);
	free(path);
	return -1;
}

/* Why the journal may write nothing more, or NULL. */
static const char *
session_writer_stuck(const struct session *s)
{
	struct journal	*j = session_journal(s);

	return j != NULL ? journal_stuck(j) : NULL;
}

/* The journal and the lock go; the replica frees s->role. */
static void
session_writer_close(struct session *s)
{
	struct session_writer	*w = s->role;

	if (w->journal != NULL)
		journal_close(w->journal);
	if (w->lock_fd >= 0)
		close(w->lock_fd);
}

static const struct session_ops session_writer_ops = {
	.submit = session_writer_do,
	.stuck = session_writer_stuck,
	.close = session_writer_close,
};

/* A script: the writer's path, with no journal to write (s->role NULL). */
static const struct session_ops session_script_ops = {
	.submit = session_writer_do,
};

struct session *
session_open(const char *dir, const struct settings *settings,
    const char *import, int64_t now, char **cause)
{
	struct session		*s = session_new(&session_writer_ops, settings);
	struct session_writer	*w = xcalloc(1, sizeof *w);

	w->lock_fd = -1;
	s->role = w;

	if (dir == NULL) {
		if (import == NULL)
			import = session_demo_path(NULL);
		s->dir = session_tempdir(settings, "arbiter-demo", cause);
	} else if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
	} else
		s->dir = xstrdup(dir);
	if (s->dir == NULL || session_lock(s, w, cause) != 0)
		goto fail;
	s->collecting = true;
	w->journal = journal_open(s->dir, session_take, s, cause);
	s->collecting = false;
	if (w->journal == NULL)
		goto fail;
	if (journal_shortened(w->journal) != NULL) {
		s->shortened = journal_anchor_seq(w->journal);
		s->shortened_why = xstrdup(journal_shortened(w->journal));
	}
	session_replay(s);
	s->ndurable = s->nlines;
	s->notice = journal_warning(w->journal);
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
	struct session	*s = session_new(&session_script_ops, NULL);

	s->script = true;
	if (actor != NULL && strlen(actor) < sizeof s->actor)
		strcpy(s->actor, actor);
	session_fresh_format(s);
	/* doc/commands.md, "Time in scripts": virtual 0 is the round's
	 * start on its date. */
	s->ev.utc_timeline = false;
	session_set_virtual(s, 0);
	session_retitle(s);
	return s;
}
