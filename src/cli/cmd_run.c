/*
 * cmd_run.c: arbiter-cli run <script>... [--json] and replay <journal>
 * (doc/commands.md, "Time in scripts"; doc/arbiter-cli.1).
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
 * 'show' text; the games' record with --pgn or --pdn, PGN for chess and
 * PDN for draughts, the kind's own; the whole event as TRF-16 with
 * --trf, as trf-out writes it; the standings with --standings).  Exit 0, 1 if a line was refused or not permitted,
 * 2 if a file cannot be read.  'standings FILE' prints the standings of
 * a script (as run) or of a journal (as replay).
 */
#include "config.h"

#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/export.h"
#include "app/journal.h"
#include "app/session.h"
#include "app/sheet.h"
#include "app/trfin.h"
#include "app/trfout.h"
#include "cli.h"
#include "command.h"
#include "event.h"
#include "state.h"

/* What run prints at the end instead of the 'show' text. */
enum run_output { RUN_SHOW, RUN_JSON, RUN_PGN, RUN_TRF, RUN_STANDINGS };

struct run {
	struct session	*s;
	enum run_output	 output;
	int		 faults;	/* lines refused or not permitted */
	const char	*path;		/* replay: the journal */
};

static void
run_write(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

/* Print a refusal of the line and count it. */
static void
run_refuse(struct run *r, const char *file, size_t lineno, char *reason)
{
	fprintf(stderr, "%s:%zu: refused: %s\n", file, lineno, reason);
	free(reason);
	r->faults++;
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
	r->faults++;
}

/* A looking command, or one that prints (the envelope), printed. */
static void
run_print_for(const struct run *r, const struct command *cmd)
{
	const struct event	*ev = session_event(r->s);
	struct state_out	 o = { run_write, stdout };
	unsigned		 flags = command_flags(cmd->verb);

	if (r->output != RUN_SHOW)
		return;			/* quiet until the end */
	if (cmd->verb == COMMAND_SHOW)
		state_show(ev, cmd->round, cmd->board, session_now(r->s), &o);
	else if (cmd->verb == COMMAND_STATE)
		state_json(ev, cmd->round, cmd->board, session_now(r->s), &o);
	else if (flags & COMMAND_F_PRINTS)
		state_envelope(ev, cmd->round, cmd->board, &o);
}

/* One line of a script, or of a journal found in one. */
static void
run_line(struct run *r, const char *file, size_t lineno, char *line)
{
	struct journal_line	 jl;
	struct command		 cmd;
	char			*cause = NULL;

	if (journal_split(line, &jl)) {
		switch (session_do_line(r->s, &jl, &cause)) {
		case -1:
			run_refuse(r, file, lineno, cause);
			break;
		case 1:
			run_unpermitted(r, file, lineno, cause);
			break;
		}
		return;
	}
	if (sheet_is(line)) {		/* moves, each its own line */
		if (sheet_do(r->s, line, session_now(r->s), &cause) != 0)
			run_refuse(r, file, lineno, cause);
		else
			free(cause);
		return;
	}
	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(r->s, &cmd, 0, &cause) != 0) {
		run_refuse(r, file, lineno, cause);
		return;
	}
	run_print_for(r, &cmd);
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
		run_line(r, file, lineno, line);
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

/*
 * TRF-16 of the whole event, as 'trf-out --format 16' writes it: the one
 * TRF writer (trfout.h), with its note when the event's scale is not the
 * file's.
 */
static void
run_trf(struct session *s)
{
	struct trfout_options	 o = { TRFOUT_16, false, 0 };
	struct trfout		 t;
	struct session		*c;

	trfout_init(&t);
	c = trfout_collect(s, &t);
	cli_trf_stdout(session_event(c), &t, &o);
	session_close(c);
	trfout_release(&t);
}

/* The event as the run ends: the state, PGN, TRF-16 or the standings. */
static void
run_output(struct session *s, enum run_output output)
{
	const struct event	*ev = session_event(s);
	struct state_out	 o = { run_write, stdout };

	switch (output) {
	case RUN_PGN:
		export_pgn(ev, stdout);
		break;
	case RUN_TRF:
		run_trf(s);
		break;
	case RUN_STANDINGS:
		export_standings(ev, stdout);
		break;
	case RUN_JSON:
		state_json(ev, 0, 0, session_now(s), &o);
		break;
	default:
		state_show(ev, 0, 0, session_now(s), &o);
		break;
	}
}

int
cmd_run(int argc, char **argv)
{
	struct run	 r;
	const char	*actor = NULL;
	int		 i, nfiles = 0, status = 0;

	memset(&r, 0, sizeof r);
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--actor") == 0) {
			if (++i == argc || argv[i][0] == '\0' ||
			    strlen(argv[i]) >= COMMAND_USER_SIZE)
				return cli_usage_error("run: --actor needs a user name");
			actor = argv[i];
		} else if (strcmp(argv[i], "--json") == 0)
			r.output = RUN_JSON;
		else if (strcmp(argv[i], "--pgn") == 0 ||
		    strcmp(argv[i], "--pdn") == 0)	/* the kind's record */
			r.output = RUN_PGN;
		else if (strcmp(argv[i], "--trf") == 0)
			r.output = RUN_TRF;
		else if (strcmp(argv[i], "--standings") == 0)
			r.output = RUN_STANDINGS;
		else
			nfiles++;
	}
	if (nfiles == 0)
		return cli_usage_error("run: no script given");
	r.s = session_script(actor);
	for (i = 1; i < argc && status == 0; i++) {
		if (strcmp(argv[i], "--actor") == 0)
			i++;		/* and its name */
		else if (argv[i][0] != '-' || argv[i][1] != '-') {
			if (run_file(&r, argv[i]) != 0)
				status = 2;
		}
	}
	if (status == 0) {
		run_output(r.s, r.output);
		status = r.faults > 0 ? 1 : 0;
	}
	session_close(r.s);
	return status;
}

/* replay: a faulty line of the journal, named as the journal's. */
static void
replay_report(void *arg, size_t lineno, enum session_fault f, const char *why)
{
	struct run	*r = arg;

	switch (f) {
	case SESSION_REFUSED:
		fprintf(stderr, "%s:%zu: refused: %s\n", r->path, lineno, why);
		break;
	case SESSION_UNPERMITTED:
		fprintf(stderr, "%s:%zu: not permitted when written: %s\n",
		    r->path, lineno, why);
		break;
	case SESSION_BROKEN:
		fprintf(stderr, "%s\n", why);
		break;
	case SESSION_ACKNOWLEDGED:	/* the chief accepted it: a note */
		fprintf(stderr, "%s (accepted by the chief arbiter)\n", why);
		return;
	}
	r->faults++;
}

/* Replay the journal at path into r->s; 0, or -1 once its error is printed. */
static int
replay_file(struct run *r, const char *path)
{
	char	*warning = NULL, *cause = NULL;

	r->path = path;
	if ((r->s = session_load(path, replay_report, r, &warning,
	    &cause)) == NULL) {
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

int
cmd_replay(int argc, char **argv)
{
	struct run	 r;
	int		 status = 1;

	if (argc != 2)
		return cli_usage_error("replay: one journal expected");
	memset(&r, 0, sizeof r);
	if (replay_file(&r, argv[1]) == 0) {
		run_output(r.s, RUN_JSON);
		status = r.faults > 0 ? 1 : 0;
	}
	session_close(r.s);
	return status;
}

bool
cli_is_journal(const char *path)
{
	FILE			*f;
	struct journal_line	 jl;
	char			 line[COMMAND_LINE_MAX + 128];
	bool			 journal = true;	/* a directory: session_load says */

	if ((f = fopen(path, "r")) == NULL)
		return false;		/* run names it */
	if (fgets(line, sizeof line, f) != NULL) {
		line[strcspn(line, "\r\n")] = '\0';
		journal = journal_split(line, &jl);
	} else if (!ferror(f))
		journal = false;	/* empty: a script of nothing */
	fclose(f);
	return journal;
}

struct session *
cli_load(const char *path, int *faults)
{
	struct run	r;

	memset(&r, 0, sizeof r);
	if (cli_is_journal(path)) {
		if (replay_file(&r, path) != 0) {
			session_close(r.s);
			return NULL;
		}
	} else {
		r.s = session_script(NULL);
		r.output = RUN_JSON;		/* quiet: nothing printed */
		if (run_file(&r, path) != 0) {
			session_close(r.s);
			return NULL;
		}
	}
	*faults = r.faults;
	return r.s;
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
	if (!cli_is_journal(argv[1])) {
		run_argv[0] = argv[0];
		run_argv[1] = argv[1];
		run_argv[2] = standings_opt;
		return cmd_run(3, run_argv);
	}
	memset(&r, 0, sizeof r);
	if (replay_file(&r, argv[1]) == 0) {
		run_output(r.s, RUN_STANDINGS);
		status = r.faults > 0 ? 1 : 0;
	}
	session_close(r.s);
	return status;
}

/*
 * The players of the event at path (a directory or a journal), for the
 * matching of trf_import_known(), and its next round; -1 when it cannot
 * be read.
 */
static int
trf_event(const char *path, struct trf_known **known, size_t *n,
    unsigned *next)
{
	struct session	*s;
	char		*cause = NULL;

	if ((s = session_load(path, NULL, NULL, NULL, &cause)) == NULL) {
		fprintf(stderr, "arbiter-cli: %s\n", cause);
		free(cause);
		return -1;
	}
	*known = trf_known_event(session_event(s), n);
	*next = (unsigned)session_event(s)->round + 1;
	session_close(s);
	return 0;
}

/*
 * trf FILE [ROUND] [--event DIR|JOURNAL]: the round's players and
 * pairings as commands; with --event, only the players the event lacks
 * (by start number and FIDE id), and ROUND defaults to its next.
 */
int
cmd_trf(int argc, char **argv)
{
	struct trf_known *known = NULL;
	const char	*file = NULL, *rtext = NULL, *event = NULL;
	char		*cause = NULL, *end;
	unsigned long	 round = 0;
	unsigned	 next = 0;
	size_t		 n = 0;
	int		 i, rc, extra = 0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--event") == 0 && i + 1 < argc)
			event = argv[++i];
		else if (strncmp(argv[i], "--event=", 8) == 0)
			event = argv[i] + 8;
		else if (file == NULL)
			file = argv[i];
		else if (rtext == NULL)
			rtext = argv[i];
		else
			extra++;
	}
	if (file == NULL || extra > 0 || (rtext == NULL && event == NULL))
		return cli_usage_error("trf: FILE.trf ROUND [--event "
		    "DIR|JOURNAL] expected");
	if (rtext != NULL) {
		round = strtoul(rtext, &end, 10);
		if (*rtext == '\0' || *end != '\0' || round == 0 ||
		    round > 999)
			return cli_usage_error("trf: '%s': not a round",
			    cli_quote(rtext));
	}
	if (event != NULL && trf_event(event, &known, &n, &next) != 0)
		return 2;
	rc = trf_import_known(file, round != 0 ? (unsigned)round : next,
	    known, n, stdout, NULL, &cause);
	free(known);
	if (rc != 0) {
		fprintf(stderr, "arbiter-cli: %s\n", cause);
		free(cause);
		return 2;
	}
	return 0;
}
