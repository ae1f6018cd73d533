/*
 * cli.h: arbiter-cli's subcommands.  Each takes the arguments after its
 * name (argv[0] is the subcommand) and returns the process exit status:
 * 0 success, 1 a checked thing failed (an illegal move, a refused line),
 * 2 bad usage or an unreadable file.  Errors go to stderr as one line.
 */
#ifndef ARBITER_CLI_H
#define ARBITER_CLI_H

#include "gamekind.h"

struct cli_command {
	const char	*name;
	const char	*usage;		/* arguments, for --help */
	const char	*summary;	/* one line, for --help */
	/* The options it takes, blank-separated; "--lang=" takes a value.
	 * Any other word starting with "--" is refused before it runs. */
	const char	*options;
	int		(*run)(int argc, char **argv);
};

/* Print "arbiter-cli: <message>" and return 2 (usage errors). */
int	cli_usage_error(const char *fmt, ...)
	    __attribute__((format(printf, 1, 2)));

/*
 * s quoted for an error message (utf8.h: 80 bytes at most, "..." when
 * cut, bad bytes as \xHH), in one of four static buffers: up to four in
 * one message.
 */
const char	*cli_quote(const char *s);

/*
 * The game kind a rules-core subcommand works on: "--game NAME" (taken
 * out of argv), else the default edition's game.  NULL, the error printed, when this build has
 * no such game.
 */
const struct game_kind *cli_game(int *argc, char **argv);

/*
 * The event of a journal (a file or its directory, replayed as 'replay'
 * does) or of a script (run as 'run' does, quietly), its faulty lines
 * named on stderr and counted in *faults; NULL, the error printed, when
 * the file cannot be read.
 */
struct session	*cli_load(const char *path, int *faults);

/* The event's TRF (trfout.h) to standard output, and what the file could
 * not say (a scale, abnormal points) in a line on standard error. */
struct event;
struct trfout;
struct trfout_options;
void	cli_trf_stdout(const struct event *, const struct trfout *,
	    const struct trfout_options *);
/* Is path a journal (a directory, or a file whose first line is one)? */
bool	cli_is_journal(const char *path);

/* Every subcommand: implemented in cmd_<name>.c. */
int	cmd_version(int, char **);
int	cmd_run(int, char **), cmd_replay(int, char **), cmd_trf(int, char **);
int	cmd_standings(int, char **), cmd_trf_out(int, char **);
int	cmd_paper(int, char **);
int	cmd_serve(int, char **), cmd_send(int, char **), cmd_stop(int, char **);
int	cmd_wire(int, char **);
int	cmd_follow(int, char **);
int	cmd_dead(int, char **);
int	cmd_validate(int, char **);
int	cmd_san(int, char **);
int	cmd_perft(int, char **), cmd_perft_suite(int, char **);

#endif
