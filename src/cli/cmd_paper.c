/*
 * cmd_paper.c: arbiter-cli paper SOURCE pairings|results|report
 * [--round N] [--print] [-o FILE]: a round's paper laid out for A4
 * (app/paper.h), in the interface's language (LANG, LANGUAGE).
 *
 * SOURCE is an event directory, a journal, or a script of the command
 * language (applied as 'run' applies it).  The event holds one round at
 * a time: --round N reads SOURCE up to the 'round' line that starts a
 * later round, so that an earlier round's papers can be made again.
 * The paper goes to FILE, else to standard output; --print gives it to
 * lp (a file is needed: without -o, a temporary one is kept and named).
 * Exit 0; 1 when a line was refused or printing failed; 2 on bad usage
 * or an unreadable source.
 */
#include "config.h"

#include <errno.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/i18n.h"
#include "app/journal.h"
#include "app/paper.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "cli.h"
#include "command.h"
#include "event.h"

struct paper_args {
	const char	*source, *out;
	enum paper_kind	 kind;
	unsigned long	 round;		/* 0: the event's current round */
	bool		 print;
	int		 faults;
};

static int
paper_parse(int argc, char **argv, struct paper_args *a)
{
	const char	*pos[2];
	char		*end;
	int		 i, npos = 0;

	memset(a, 0, sizeof *a);
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--print") == 0)
			a->print = true;
		else if (strcmp(argv[i], "-o") == 0 && i + 1 < argc)
			a->out = argv[++i];
		else if (strcmp(argv[i], "--round") == 0 && i + 1 < argc) {
			a->round = strtoul(argv[++i], &end, 10);
			if (*argv[i] == '\0' || *end != '\0' || a->round == 0 ||
			    a->round > 999)
				return cli_usage_error("paper: '%s': not a round",
				    cli_quote(argv[i]));
		} else if (argv[i][0] == '-' && argv[i][1] != '\0')
			return cli_usage_error("paper: '%s' needs a value or "
			    "is unknown (try arbiter-cli paper --help)",
			    cli_quote(argv[i]));
		else if (npos < 2)
			pos[npos++] = argv[i];
		else
			return cli_usage_error("paper: one source and one paper "
			    "expected");
	}
	if (npos != 2)
		return cli_usage_error("paper: SOURCE pairings|results|report "
		    "expected");
	a->source = pos[0];
	if (!paper_kind_find(pos[1], &a->kind))
		return cli_usage_error("paper: '%s': not pairings, results or "
		    "report", cli_quote(pos[1]));
	return 0;
}

/* Whether line starts a round after a->round (the reading stops there). */
static bool
paper_stop(const struct paper_args *a, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (a->round == 0 || session_parse(line, &cmd, &cause) != 0) {
		free(cause);
		return false;
	}
	return cmd.verb == COMMAND_ROUND && cmd.u.round.n > a->round;
}

/* A script's line, or a journal's found in it, applied as 'run' does. */
static void
paper_script_line(struct paper_args *a, struct session *s, size_t lineno,
    char *line)
{
	struct journal_line	 jl;
	struct command		 cmd;
	char			*cause = NULL;
	int			 rc;

	if (journal_split(line, &jl))
		rc = session_do_line(s, &jl, &cause) < 0 ? -1 : 0;
	else
		rc = session_parse(line, &cmd, &cause) != 0 ||
		    session_do(s, &cmd, 0, &cause) != 0 ? -1 : 0;
	if (rc != 0) {
		fprintf(stderr, "%s:%zu: refused: %s\n", a->source, lineno,
		    cause);
		a->faults++;
	}
	free(cause);
}

/*
 * Read path line by line, up to the round after a->round: each line to
 * the script session s, or (s NULL) copied to keep, a journal's prefix.
 */
static int
paper_read(struct paper_args *a, const char *path, struct session *s,
    FILE *keep)
{
	FILE		*f;
	char		*line = NULL, *copy;
	size_t		 cap = 0, lineno = 0;
	ssize_t		 n;
	struct journal_line jl;

	if ((f = fopen(path, "r")) == NULL) {
		fprintf(stderr, "arbiter-cli: %s: cannot read\n", path);
		return -1;
	}
	while ((n = getline(&line, &cap, f)) != -1) {
		lineno++;
		copy = xstrdup(line);
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (paper_stop(a, journal_split(line, &jl) ? jl.command :
		    line)) {
			free(copy);
			break;
		}
		if (s != NULL)
			paper_script_line(a, s, lineno, line);
		else
			fputs(copy, keep);
		free(copy);
	}
	free(line);
	fclose(f);
	return 0;
}

/* The journal of SOURCE (a directory's, or the file), or NULL: a script. */
static char *
paper_journal(const char *source)
{
	struct stat	 sb;
	char		*path;

	if (stat(source, &sb) == 0 && S_ISDIR(sb.st_mode)) {
		xasprintf(&path, "%s/journal", source);
		return path;
	}
	return cli_is_journal(source) ? xstrdup(source) : NULL;
}

static void
paper_replay_report(void *arg, size_t lineno, enum session_fault f,
    const char *why)
{
	struct paper_args	*a = arg;

	if (f == SESSION_ACKNOWLEDGED)
		return;
	fprintf(stderr, "%s:%zu: %s\n", a->source, lineno, why);
	a->faults++;
}

/* A fresh file of ours under $TMPDIR (or /tmp), open to write. */
static FILE *
paper_spool(char **path)
{
	const char	*dir = getenv("TMPDIR");
	int		 fd;

	xasprintf(path, "%s/arbiter-paper-XXXXXX", dir != NULL &&
	    *dir != '\0' ? dir : "/tmp");
	if ((fd = mkstemp(*path)) == -1)
		return NULL;
	return fdopen(fd, "w");
}

/* A journal read up to the round asked: its prefix, copied aside. */
static struct session *
paper_load_journal(struct paper_args *a, const char *journal)
{
	struct session	*s;
	char		*warning = NULL, *cause = NULL, *path = NULL;
	FILE		*keep;

	if (a->round != 0) {
		if ((keep = paper_spool(&path)) == NULL) {
			fprintf(stderr, "arbiter-cli: %s: %s\n", path,
			    strerror(errno));
			free(path);
			return NULL;
		}
		if (paper_read(a, journal, NULL, keep) != 0)
			journal = NULL;
		fclose(keep);
	}
	s = journal == NULL ? NULL : session_load(a->round != 0 ? path :
	    journal, paper_replay_report, a, &warning, &cause);
	if (a->round != 0)
		unlink(path);
	free(path);
	if (s == NULL && cause != NULL)
		fprintf(stderr, "arbiter-cli: %s\n", cause);
	if (warning != NULL)
		fprintf(stderr, "arbiter-cli: %s\n", warning);
	free(cause);
	free(warning);
	return s;
}

static struct session *
paper_load(struct paper_args *a)
{
	struct session	*s;
	char		*journal = paper_journal(a->source);

	if (journal != NULL) {
		s = paper_load_journal(a, journal);
		free(journal);
		return s;
	}
	s = session_script(NULL);
	if (paper_read(a, a->source, s, NULL) != 0) {
		session_close(s);
		return NULL;
	}
	return s;
}

/* Write the paper (and print it): the exit status. */
static int
paper_emit(const struct paper_args *a, const struct session *s)
{
	FILE	*f = stdout;
	char	*path = NULL, *cause = NULL;
	int	 status = 0;

	if (a->out != NULL) {
		path = xstrdup(a->out);
		f = fopen(path, "w");
	} else if (a->print)
		f = paper_spool(&path);
	if (f == NULL) {
		fprintf(stderr, "arbiter-cli: %s: %s\n", path, strerror(errno));
		free(path);
		return 2;
	}
	paper_write(s, a->kind, f);
	if (f != stdout && fclose(f) != 0) {
		fprintf(stderr, "arbiter-cli: %s: %s\n", path, strerror(errno));
		status = 2;
	} else if (a->print && paper_print(path, false, &cause) != 0) {
		fprintf(stderr, "arbiter-cli: %s\n", cause);
		status = 1;
	}
	free(cause);
	free(path);
	return status;
}

int
cmd_paper(int argc, char **argv)
{
	struct paper_args	 a;
	struct session		*s;
	const char		*lang = getenv("LANGUAGE");
	int			 status;

	if ((status = paper_parse(argc, argv, &a)) != 0)
		return status;
	/* LANGUAGE=it speaks Italian even under LANG=C. */
	i18n_init(lang != NULL && strncmp(lang, "it", 2) == 0 ? "it" : NULL);
	if ((s = paper_load(&a)) == NULL)
		return 2;
	if (a.round != 0 && session_event(s)->round != a.round) {
		fprintf(stderr, "arbiter-cli: %s: no round %lu (the event is "
		    "at round %u)\n", a.source, a.round,
		    (unsigned)session_event(s)->round);
		session_close(s);
		return 2;
	}
	status = paper_emit(&a, s);
	session_close(s);
	return status != 0 ? status : a.faults > 0 ? 1 : 0;
}
