/*
 * train.h: training mode.  A scenario is a script of the command language
 * with a few comment headers:
 *
 *	# title: A wrong repetition claim
 *	# incident: Black stops the clocks and claims a draw by repetition.
 *	...setting-up commands, moves and waits (virtual time)...
 *	# ask
 *	claim 1 black repetition
 *
 * Optional headers: "# explain:" (what the Laws require, with the
 * articles, shown once the trainee has answered), and each header again
 * in a language ("# title.it:", "# incident.it:", "# explain.it:"), used
 * under that interface language.
 *
 * The console plays the script up to "# ask" on the session's virtual
 * time, the clocks frozen at that instant, shows the incident, and lets
 * the trainee act through the same menu, dialogs and prompt an arbiter
 * uses.  The trainee's command is judged by what it does: applied to a
 * copy of the event, it must leave the incident's game as the expected
 * command does (result, clocks, position, counts), so "illegal 1 Ke3"
 * agrees with "illegal 1 Ke1-e3".  Then the expected command is applied,
 * and the engine's ruling with its article, what it did and the
 * explanation are shown.
 */
#ifndef ARBITER_TRAIN_H
#define ARBITER_TRAIN_H

#include <stdbool.h>
#include <stdint.h>

#include "command.h"

struct session;
struct settings;

struct training {
	char		 path[1024];	/* the scenario's file */
	char		 title[256];
	char		 incident[1024];
	char		 explain[1024];	/* "" when the scenario has none */
	unsigned	 local;		/* the headers given in the
					   interface's language (bits) */
	char		 expected[COMMAND_LINE_MAX];	/* canonical */
	unsigned	 board;		/* the incident's board */
	bool		 answered;
	bool		 agreed;
	char		 given[COMMAND_LINE_MAX];
	char		 ruling[512];	/* the engine's, after the expected command */
	char		 effect[512];	/* what the expected command did */
	char		 why[512];	/* why the trainee's was refused, or "" */
	char		 differs[1024];	/* how his ruling's game differs */
};

/*
 * Play the scenario at path into a fresh session (in a temporary
 * directory).  Returns the session, or NULL with *cause set ("file:line:
 * 'word': reason").
 */
struct session	*train_open(const char *path, const struct settings *,
		    struct training *, char **cause);

/* The trainee acted: judge, apply the expected command, rule. */
void		 train_answer(struct session *, struct training *,
		    const char *line);
/* The scenario after t's in its directory (by name), or NULL; the caller
 * frees it. */
char		*train_next(const struct training *t);

#endif
