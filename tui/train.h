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
 * The console plays the script up to "# ask" on the session's virtual
 * time, the clocks frozen at that instant, shows the incident, and lets the trainee act through the
 * same menu, dialogs and prompt an arbiter uses.  The trainee's command is
 * compared with the expected one (both in canonical form); then the
 * expected command is applied and the engine's ruling, with its article,
 * is shown beside the verdict.
 */
#ifndef ARBITER_TRAIN_H
#define ARBITER_TRAIN_H

#include <stdbool.h>
#include <stdint.h>

#include "command.h"

struct session;
struct settings;

struct training {
	char		 title[256];
	char		 incident[1024];
	char		 expected[COMMAND_LINE_MAX];	/* canonical */
	unsigned	 board;		/* the incident's board */
	bool		 answered;
	bool		 agreed;
	char		 given[COMMAND_LINE_MAX];
	char		 ruling[512];	/* the engine's, after the expected command */
};

/*
 * Play the scenario at path into a fresh session (in a temporary
 * directory).  Returns the session, or NULL with *cause set ("file:line:
 * 'word': reason").
 */
struct session	*train_open(const char *path, const struct settings *,
		    struct training *, char **cause);

/* The trainee acted: compare, apply the expected command, rule. */
void		 train_answer(struct session *, struct training *,
		    const char *line);

#endif
