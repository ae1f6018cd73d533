/*
 * cmd_run.c: arbiter-cli run <script>... [--json] and replay <journal>
 * (COMMANDS.md, "The batch tool").
 *
 * run applies scripts in order on virtual time: 0 is the round's start,
 * 'wait' advances it.  A line of a journal (seq, time, actor, command,
 * ~hash) is recognised and applied at its own UTC time instead.  Roles
 * are kept as on the console: a script's lines are given by the Unix
 * user (or --actor NAME) and refused when the event's 'arbiter' lines do
 * not let him.  A journal's lines were checked when written: they are
 * applied as the console applies them, but one whose actor the roles of
 * the lines before it did not permit (a forged or hand-edited journal)
 * is named on stderr as FILE:LINE: not permitted when written: REASON.
 * A refused line is reported on stderr as FILE:LINE: refused: REASON
 * and the run goes on.  The state is printed at the end (JSON with --json, else the
 * 'show' text; PGN with --pgn, TRF-16 results with --trf, the standings
 * with --standings).  Exit 0, 1 if a line was refused or not permitted,
 * 2 if a file cannot be read.  'standings FILE' prints the standings of
 * a script (as run) or of a journal (as replay).
 */
#include "config.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/export.h"
#include "app/journal.h"
#include "app/refusal.h"
#include "app/trf.h"
#include "app/undo.h"
#include "cli.h"
#include "command.h"
#include "event.h"
#include "state.h"

struct run {
	struct event	 ev;
	int64_t		 now;
	bool		 json;
	bool		 pgn;		/* print PGN instead of the state */
	bool		 trf;		/* print TRF-16 results instead */
	bool		 standings;	/* print the standings instead (11.1) */
	int		 refused;
	struct undo_set	 undone;	/* replay: lines taken back */
	struct roles	 roles;		/* from 'arbiter' lines, as the console */
	char		 actor[COMMAND_USER_SIZE];	/* of a script's lines */
};

static void
run_write(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

static const struct state_out	run_stdout = { run_write, NULL };

/* A journal line: split "<seq> <time> <actor> <command> ~<hash>". */
static bool
run_journal_line(char *line, int64_t *time_ms, char **actor, char **command)
{
	char	*p = line, *t, *end;
	size_t	 n = strlen(line);

	if (!isdigit((unsigned char)*p))
		return false;
	while (isdigit((unsigned char)*p))
		p++;
	if (*p++ != ' ')
		return false;
	t = p;
	if ((p = strchr(t, ' ')) == NULL ||
	    journal_time_parse(t, (size_t)(p - t), time_ms) != 0)
		return false;
	*actor = p + 1;
	if ((p = strchr(p + 1, ' ')) == NULL)		/* the actor's end */
		return false;
	if (n < JOURNAL_HASH_LEN + 2 ||
	    line[n - JOURNAL_HASH_LEN - 2] != ' ' ||
	    line[n - JOURNAL_HASH_LEN - 1] != '~')
		return false;
	end = line + n - JOURNAL_HASH_LEN - 2;
	*end = '\0';
	*p = '\0';
	*command = p + 1;
	return true;
}

/* Print a refusal of the line and count it. */
static void
run_refuse(struct run *r, const char *file, size_t lineno, char *reason)
{
	fprintf(stderr, "%s:%zu: refused: %s\n", file, lineno, reason);
	free(reason);
	r->refused++;
}

/*
 * A journal's line whose actor the roles did not permit: the console
 * never writes one, so the journal was forged or edited.  Named, and
 * applied all the same, so that the state stays the console's.
 */
static void
run_unpermitted(struct run *r, const char *file, size_t lineno, char *reason)
{
	fprintf(stderr, "%s:%zu: not permitted when written: %s\n", file,
	    lineno, reason);
	free(reason);
	r->refused++;
}

/* Apply one line (actor: a journal's, or NULL); prints its refusal. */
static void
run_line(struct run *r, const char *file, size_t lineno, char *line,
    const char *actor)
{
	struct command		 cmd;
	struct command_error	 err;
	struct refusal		 why;
	struct state_out	 o = run_stdout;
	char			*text, *reason, *journal_actor;
	int64_t			 t;

	o.arg = stdout;
	if (actor == NULL && run_journal_line(line, &t, &journal_actor, &text)) {
		r->ev.utc_timeline = true;
		if (t > r->now)
			r->now = t;
		actor = journal_actor;
	} else
		text = line;
	if (command_parse(text, strlen(text), &cmd, &err) != COMMAND_OK) {
		run_refuse(r, file, lineno, refusal_parse_text(text, &err));
		return;
	}
	if (cmd.verb == COMMAND_WAIT) {
		r->now += cmd.u.wait.ms;
		return;
	}
	/*
	 * Roles as on the console: a script's line is given by r->actor and
	 * refused if he may not; a journal's line was checked when written,
	 * against the roles of the lines before it.
	 */
	if ((reason = refusal_role_text(roles_check(&r->roles,
	    actor != NULL ? actor : r->actor, &cmd),
	    actor != NULL ? actor : r->actor, &cmd)) != NULL) {
		if (actor == NULL) {
			run_refuse(r, file, lineno, reason);
			return;
		}
		run_unpermitted(r, file, lineno, reason);
	}
	if (!event_apply(&r->ev, &cmd, r->now, &why)) {
		run_refuse(r, file, lineno, refusal_text(&cmd, &why));
		return;
	}
	roles_apply(&r->roles, &cmd);
	if (r->json)
		return;
	if (cmd.verb == COMMAND_SHOW)
		state_show(&r->ev, cmd.board, r->now, &o);
	else if (cmd.verb == COMMAND_STATE)
		state_json(&r->ev, cmd.board, r->now, &o);
	else if (cmd.verb == COMMAND_ENVELOPE)
		state_envelope(&r->ev, cmd.board, &o);
}

static int
run_file(struct run *r, const char *file)
{
	FILE	*f;
	char	*line = NULL;
	size_t	 cap = 0, lineno = 0;
	ssize_t	 n;

	if ((f = fopen(file, "r")) == NULL) {
		fprintf(stderr, "arbiter-cli: %s: cannot read\n", file);
		return -1;
	}
	while ((n = getline(&line, &cap, f)) != -1) {
		lineno++;
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		run_line(r, file, lineno, line, NULL);
	}
	free(line);
	if (ferror(f)) {
		fclose(f);
		fprintf(stderr, "arbiter-cli: %s: read error\n", file);
		return -1;
	}
	fclose(f);
	return 0;
}

static void
run_print(const struct run *r, bool json)
{
	struct state_out	o = run_stdout;

	o.arg = stdout;
	if (json)
		state_json(&r->ev, 0, r->now, &o);
	else
		state_show(&r->ev, 0, r->now, &o);
}

int
cmd_run(int argc, char **argv)
{
	struct run	r;
	int		i, nfiles = 0, status = 0;

	memset(&r, 0, sizeof r);
	event_init(&r.ev);
	roles_init(&r.roles);
	if (journal_actor_default(r.actor, sizeof r.actor) != 0)
		strcpy(r.actor, "unknown");
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--actor") == 0) {
			if (++i == argc || argv[i][0] == '\0' ||
			    strlen(argv[i]) >= sizeof r.actor)
				return cli_usage_error("run: --actor needs a user name");
			strcpy(r.actor, argv[i]);
		} else if (strcmp(argv[i], "--json") == 0)
			r.json = true;
		else if (strcmp(argv[i], "--pgn") == 0)
			r.pgn = r.json = true;	/* quiet until the end */
		else if (strcmp(argv[i], "--trf") == 0)
			r.trf = r.json = true;
		else if (strcmp(argv[i], "--standings") == 0)
			r.standings = r.json = true;
		else
			nfiles++;
	}
	if (nfiles == 0)
		return cli_usage_error("run: no script given");
	for (i = 1; i < argc && status == 0; i++) {
		if (strcmp(argv[i], "--actor") == 0)
			i++;		/* and its name */
		else if (argv[i][0] != '-' || argv[i][1] != '-') {
			if (run_file(&r, argv[i]) != 0)
				status = 2;
		}
	}
	if (status == 0) {
		if (r.pgn)
			export_pgn(&r.ev, stdout);
		else if (r.trf)
			export_trf(&r.ev, stdout);
		else if (r.standings)
			export_standings(&r.ev, stdout);
		else
			run_print(&r, r.json);
		status = r.refused > 0 ? 1 : 0;
	}
	event_release(&r.ev);
	return status;
}

/* replay, first pass: which lines were taken back by "undo". */
static int
replay_undone(void *arg, const struct journal_line *l)
{
	uint32_t	seq;

	if (undo_target(l->command, &seq))
		undo_set_add(arg, seq);
	return 0;
}

/* replay: each verified line at its own time, undone ones left out. */
static int
replay_line(void *arg, const struct journal_line *l)
{
	struct run	*r = arg;
	char		*text;
	uint32_t	 seq;

	if (undo_set_has(&r->undone, l->seq) || undo_target(l->command, &seq))
		return 0;
	if ((text = strdup(l->command)) == NULL)
		return -1;
	r->ev.utc_timeline = true;
	if (l->time_ms > r->now)
		r->now = l->time_ms;
	run_line(r, "journal", l->lineno, text, l->actor);
	free(text);
	return 0;
}

/* Replay a journal into r; 0, or -1 once its error is printed. */
static int
replay_file(struct run *r, const char *path)
{
	char	*warning = NULL, *cause = NULL;

	if (journal_read(path, replay_undone, &r->undone, NULL, &cause) < 0 ||
	    journal_read(path, replay_line, r, &warning, &cause) < 0) {
		fprintf(stderr, "arbiter-cli: %s\n", cause);
		free(cause);
		free(warning);
		return -1;
	}
	if (warning != NULL) {
		fprintf(stderr, "arbiter-cli: %s\n", warning);
		free(warning);
	}
	return 0;
}

static void
replay_init(struct run *r)
{
	memset(r, 0, sizeof *r);
	event_init(&r->ev);
	roles_init(&r->roles);
	r->json = true;
}

static void
replay_release(struct run *r)
{
	event_release(&r->ev);
	undo_set_release(&r->undone);
}

int
cmd_replay(int argc, char **argv)
{
	struct run	 r;
	int		 status = 1;

	if (argc != 2)
		return cli_usage_error("replay: one journal expected");
	replay_init(&r);
	if (replay_file(&r, argv[1]) == 0) {
		run_print(&r, true);
		status = r.refused > 0 ? 1 : 0;
	}
	replay_release(&r);
	return status;
}

/* Is path a journal (a directory, or a file whose first line is one)? */
static bool
standings_is_journal(const char *path)
{
	FILE	*f;
	char	 line[COMMAND_LINE_MAX + 128], *actor, *command;
	int64_t	 t;
	bool	 journal = true;	/* a directory: journal_read says */

	if ((f = fopen(path, "r")) == NULL)
		return false;		/* run names it */
	if (fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\r\n")] = '\0';
		journal = run_journal_line(line, &t, &actor, &command);
	} else if (!ferror(f))
		journal = false;	/* empty: a script of nothing */
	fclose(f);
	return journal;
}

/* standings SCRIPT|JOURNAL: 11.1 scores on the event's scale, as a table. */
int
cmd_standings(int argc, char **argv)
{
	static char	 standings_opt[] = "--standings";
	struct run	 r;
	char		*run_argv[3];
	int		 status = 1;

	if (argc != 2)
		return cli_usage_error("standings: one script or journal expected");
	if (!standings_is_journal(argv[1])) {
		run_argv[0] = argv[0];
		run_argv[1] = argv[1];
		run_argv[2] = standings_opt;
		return cmd_run(3, run_argv);
	}
	replay_init(&r);
	if (replay_file(&r, argv[1]) == 0) {
		export_standings(&r.ev, stdout);
		status = r.refused > 0 ? 1 : 0;
	}
	replay_release(&r);
	return status;
}

/* trf FILE ROUND: the round's players and pairings as commands. */
int
cmd_trf(int argc, char **argv)
{
	char		*cause = NULL, *end;
	unsigned long	 round;

	if (argc != 3)
		return cli_usage_error("trf: FILE.trf ROUND expected");
	round = strtoul(argv[2], &end, 10);
	if (*argv[2] == '\0' || *end != '\0' || round == 0 || round > 999)
		return cli_usage_error("trf: '%s': not a round",
		    cli_quote(argv[2]));
	if (trf_import(argv[1], (unsigned)round, stdout, &cause) != 0) {
		fprintf(stderr, "arbiter-cli: %s\n", cause);
		free(cause);
		return 2;
	}
	return 0;
}
