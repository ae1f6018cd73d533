/*
 * cmd_trfout.c: arbiter-cli trf-out DIR|JOURNAL|SCRIPT [--format 16|2026]
 * [--rounds N] [--no-299] [-o FILE]: the whole event, every round so
 * far, as a TRF file (trfout.h).  To stdout, or to FILE; with -o, a
 * TRF-2026 file with 299 records (abnormal points, which bbpPairings
 * refuses) gets its twin without them, FILE-no299.trf, and a line on
 * stderr names it and says why.  --no-299 writes the twin alone.
 * Exit 0; 1 when a line of the journal or script was refused (the file
 * is written all the same, as the event stands); 2 on bad usage or a
 * file that cannot be read or written.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/session.h"
#include "app/trfout.h"
#include "cli.h"

struct trfout_args {
	const char		*in, *out;
	struct trfout_options	 o;
};

static int
trfout_args(int argc, char **argv, struct trfout_args *a)
{
	char	*end;
	long	 v;
	int	 i;

	memset(a, 0, sizeof *a);
	a->o.format = TRFOUT_2026;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--no-299") == 0)
			a->o.no299 = true;
		else if (strcmp(argv[i], "--format") == 0 ||
		    strcmp(argv[i], "--rounds") == 0 ||
		    strcmp(argv[i], "-o") == 0) {
			if (i + 1 == argc)
				return cli_usage_error("trf-out: %s needs a "
				    "value", argv[i]);
			if (argv[i][1] == 'o') {
				a->out = argv[++i];
				continue;
			}
			v = strtol(argv[i + 1], &end, 10);
			if (*argv[i + 1] == '\0' || *end != '\0')
				v = -1;
			if (argv[i][2] == 'f' && v != 16 && v != 2026)
				return cli_usage_error("trf-out: '%s': not a "
				    "format (16 or 2026)", cli_quote(argv[i + 1]));
			if (argv[i][2] == 'r' && (v < 1 || v > 999))
				return cli_usage_error("trf-out: '%s': not a "
				    "number of rounds (1-999)",
				    cli_quote(argv[i + 1]));
			if (argv[i][2] == 'f')
				a->o.format = v == 16 ? TRFOUT_16 : TRFOUT_2026;
			else
				a->o.rounds = (unsigned)v;
			i++;
		} else if (a->in == NULL)
			a->in = argv[i];
		else
			return cli_usage_error("trf-out: one event expected "
			    "(DIR, JOURNAL or SCRIPT)");
	}
	if (a->in == NULL)
		return cli_usage_error("trf-out: no event given (DIR, "
		    "JOURNAL or SCRIPT)");
	if (a->o.no299 && a->o.format == TRFOUT_16)
		return cli_usage_error("trf-out: --no-299 is for TRF-2026 "
		    "(TRF-16 has no 299 records)");
	return 0;
}

/* -o FILE: the file, its twin, and the arbiter told why. */
static int
trfout_to_file(const struct event *ev, const struct trfout *t,
    const struct trfout_args *a)
{
	char	*twin = NULL, *note = NULL, *cause = NULL;

	if (trfout_files(ev, t, &a->o, a->out, &twin, &note, &cause) != 0) {
		fprintf(stderr, "arbiter-cli: %s\n", cause);
		free(cause);
		return 2;
	}
	if (note != NULL)
		fprintf(stderr, "arbiter-cli: %s\n", note);
	free(twin);
	free(note);
	return 0;
}

void
cli_trf_stdout(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o)
{
	size_t	n = trfout_write(ev, t, o, stdout);

	if (trfout_scale_folded(ev, o))
		fprintf(stderr, "arbiter-cli: %s\n", _(trfout_scale_note));
	else if (n > 0 && o->format == TRFOUT_2026 && !o->no299)
		fprintf(stderr, "arbiter-cli: %zu abnormal-points records "
		    "(299): pairing engines that refuse them (bbpPairings) "
		    "need --no-299, or -o FILE for both files\n", n);
	else if (n > 0 && o->format == TRFOUT_16)
		fprintf(stderr, "arbiter-cli: TRF-16 has no record for "
		    "abnormal points (13.4e/f): %zu are folded into the "
		    "results\n", n);
}

int
cmd_trf_out(int argc, char **argv)
{
	struct trfout_args	 a;
	struct trfout		 t;
	struct session		*s, *c;
	int			 faults = 0, rc;

	if ((rc = trfout_args(argc, argv, &a)) != 0)
		return rc;
	if ((s = cli_load(a.in, &faults)) == NULL)
		return 2;
	trfout_init(&t);
	c = trfout_collect(s, &t);
	if (a.out != NULL)
		rc = trfout_to_file(session_event(c), &t, &a);
	else
		cli_trf_stdout(session_event(c), &t, &a.o);
	trfout_release(&t);
	session_close(c);
	session_close(s);
	return rc != 0 ? rc : faults > 0 ? 1 : 0;
}
