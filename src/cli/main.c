/*
 * main.c: arbiter-cli, the batch tool.  One table of subcommands; each
 * lives in its own cmd_*.c file and is reachable as "arbiter-cli NAME".
 */
#include "config.h"

#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "edition.h"
#include "utf8.h"

static int	cmd_help(int, char **);

/* One line each, kept sorted after help.  The rules-core commands take
 * --game (cli_game()) besides their own options. */
#define GAME	"--game= "
static const struct cli_command commands[] = {
	{ "help", "", "this list", "", cmd_help },
	{ "version", "", "print the version", "", cmd_version },
	{ "run", "SCRIPT... [--json|--pgn|--pdn|--trf|--standings] [--actor USER]",
	  "apply scripts, print the state (--pgn, --pdn: the games' record)",
	  "--json --pgn --pdn --trf --standings --actor=", cmd_run },
	{ "replay", "JOURNAL", "verify and rebuild a journal", "", cmd_replay },
	{ "serve", "DIR [--stay] [--broadcast-delay MIN] [--config FILE]",
	  "run the event's server in the foreground",
	  "--stay --broadcast-delay= --config=", cmd_serve },
	{ "send", "DIR [LINE...]", "do commands through the event's server",
	  "", cmd_send },
	{ "stop", "DIR", "stop the event's server (the chief arbiter)", "",
	  cmd_stop },
	{ "wire", "DIR", "speak the server's protocol (stdin to stdout)", "",
	  cmd_wire },
	{ "follow", "DIR [SOURCE...] [--round N] [--silent DUR] [--quarantine DUR] [--poll SEC]",
	  "follow live games (a LiveChess folder, LiveChess Cloud, PGN/PDN URL, -; none: the event's 'source' lines) into the event",
	  "--round= --silent= --quarantine= --poll=", cmd_follow },
	{ "standings", "SCRIPT|JOURNAL", "the event's standings (11.1), as a table",
	  "", cmd_standings },
	{ "paper", "DIR|JOURNAL|SCRIPT pairings|results|report [--round N] [--print] [-o FILE]",
	  "a round's pairing list, result sheet or incident report for A4",
	  "--round= --print", cmd_paper },
	{ "trf", "FILE.trf ROUND [--event DIR|JOURNAL]",
	  "a round's pairings from TRF-16 or TRF-2026, as commands",
	  "--event=", cmd_trf },
	{ "trf-out", "DIR|JOURNAL|SCRIPT [--format 16|2026] [--rounds N] [--no-299] [-o FILE]",
	  "the whole event's results as TRF-2026 (or TRF-16)",
	  "--format= --rounds= --no-299", cmd_trf_out },
	{ "dead", "FEN|- [--side white|black] [--budget N]", "can each side still mate? (5.2b, 9.6)",
	  GAME "--side= --budget= --times --verify", cmd_dead },
	{ "validate", "FILE.pgn|FILE.pdn [--lang L] [--rewrite] [--write OUT [--write-lang W]]",
	  "replay PGN or PDN (draughts) games with full legality",
	  GAME "--lang= --rewrite --write= --write-lang=", cmd_validate },
	{ "san", "FEN MOVE [--lang L]", "a move as players, the record and engines write it",
	  GAME "--lang=", cmd_san },
	{ "perft", "DEPTH [FEN] [--divide]", "count legal move paths",
	  GAME "--divide", cmd_perft },
	{ "perft-suite", "FILE.epd [--depth N]", "check perft counts (FEN;D1 n;D2 n...)",
	  GAME "--depth=", cmd_perft_suite },
};

int
cli_usage_error(const char *fmt, ...)
{
	va_list	ap;

	fputs("arbiter-cli: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	return 2;
}

const char *
cli_quote(const char *s)
{
	static char	bufs[4][UTF8_QUOTE_SIZE];
	static size_t	next;
	char		*b = bufs[next++ % 4];

	return utf8_quote(b, UTF8_QUOTE_SIZE, s, strlen(s));
}

const struct game_kind *
cli_game(int *argc, char **argv)
{
	const struct game_kind	*kind;
	const char		*name = edition_at(0)->game;	/* the default */
	int			 i;

	for (i = 1; i < *argc; i++) {
		if (strcmp(argv[i], "--game") != 0)
			continue;
		if (i + 1 == *argc) {
			cli_usage_error("--game needs a game's name");
			return NULL;
		}
		name = argv[i + 1];
		memmove(argv + i, argv + i + 2, (size_t)(*argc - i - 2) *
		    sizeof *argv);
		*argc -= 2;
		break;
	}
	if ((kind = gamekind_find(name)) == NULL)
		cli_usage_error("'%s': no such game in this build",
		    cli_quote(name));
	return kind;
}

int
cmd_version(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf("arbiter-cli %s\n", PACKAGE_VERSION);
	return 0;
}

/* Whether opt ("--lang") is one of options, and whether it takes a value. */
static bool
cli_option(const char *options, const char *opt, bool *value)
{
	size_t	len = strlen(opt);
	const char *w;

	for (w = options; *w != '\0'; w += strcspn(w, " "), w += strspn(w, " ")) {
		if (strncmp(w, opt, len) == 0 && (w[len] == ' ' ||
		    w[len] == '\0' || w[len] == '=')) {
			*value = w[len] == '=';
			return true;
		}
	}
	return false;
}

/*
 * Before a command runs: "--help" (or -h) anywhere prints its usage (0);
 * a word starting with "--" that it does not take is refused (2).  -1:
 * go on and run it.
 */
static int
cli_options(const struct cli_command *c, int argc, char **argv)
{
	bool	value;
	int	i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
			printf("usage: arbiter-cli %s %s\n  %s\n", c->name,
			    c->usage, c->summary);
			if (strstr(c->options, "--game=") != NULL)
				printf("--game NAME: chess (the default) or "
				    "draughts.\n");
			return 0;
		}
	}
	for (i = 1; i < argc; i++) {
		if (strncmp(argv[i], "--", 2) != 0)
			continue;
		if (!cli_option(c->options, argv[i], &value))
			return cli_usage_error("%s: unknown option '%s' (try "
			    "arbiter-cli %s --help)", c->name,
			    cli_quote(argv[i]), c->name);
		i += value;	/* its value is no option */
	}
	return -1;
}

static int
cmd_help(int argc, char **argv)
{
	size_t	i;

	(void)argc;
	(void)argv;
	printf("usage: arbiter-cli COMMAND [ARGS]\n\n"
	    "The batch tool of arbiter, the console for chess and draughts arbiters.\n\n"
	    "Commands:\n");
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		/* A long usage takes its line; the summary goes under it. */
		if (strlen(commands[i].usage) > 28)
			printf("  %-9s %s\n  %-9s %-28s %s\n", commands[i].name,
			    commands[i].usage, "", "", commands[i].summary);
		else
			printf("  %-9s %-28s %s\n", commands[i].name,
			    commands[i].usage, commands[i].summary);
	}
	printf("\nOptions: --help, --version; the rules-core commands (dead, "
	    "validate, san, perft,\nperft-suite) take --game NAME (chess, "
	    "draughts: international draughts, PDN FEN\nand numeric "
	    "notation); validate reads a .pdn file or a [GameType \"20\"] "
	    "tag\nas draughts by itself.  Draughts events are run with "
	    "'event ... game draughts'.\n"
	    "The command language is documented in doc/commands.md.\n");
	return 0;
}

int
main(int argc, char **argv)
{
	size_t	i;
	int	rc;

	if (argc < 2)
		{
		cmd_help(0, NULL);
		return 2;
	}
	if (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)
		return cmd_help(argc - 1, argv + 1);
	if (strcmp(argv[1], "--version") == 0)
		return cmd_version(argc - 1, argv + 1);
	for (i = 0; i < sizeof commands / sizeof commands[0]; i++) {
		if (strcmp(argv[1], commands[i].name) != 0)
			continue;
		rc = cli_options(&commands[i], argc - 1, argv + 1);
		return rc >= 0 ? rc : commands[i].run(argc - 1, argv + 1);
	}
	return cli_usage_error("unknown command '%s' (try --help)",
	    cli_quote(argv[1]));
}
