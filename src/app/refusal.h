/*
 * refusal.h: one-line English (translated) reasons for refused commands.
 * Each returns a fresh string for the caller to free.
 */
#ifndef ARBITER_REFUSAL_H
#define ARBITER_REFUSAL_H

#include "command.h"
#include "event.h"
#include "roles.h"

/* "'word': reason" for a line the parser refused. */
char	*refusal_parse_text(const char *line, const struct command_error *);
/* "reason (article 7.4a)", as ed numbers the law, for a refusal. */
char	*refusal_text(const struct edition *, const struct refusal *);
/*
 * refusal_text() for a refusal of ev: one of 'round' also names the
 * boards that keep the round open ("2 adjourned, 5 in play").
 */
char	*refusal_event_text(const struct event *, const struct refusal *);
/* "'Nd2': ambiguous: Nbd2, Nfd2", the moves text may mean in g, in lang. */
char	*refusal_candidates(const struct game *, const char *text, int lang);
/* Why actor may not give cmd under the event's roles; NULL when he may. */
char	*refusal_role_text(enum roles_refusal, const char *actor,
	    const struct command *);

/* The line that came first in a race (session.h's session_line), as much
 * of it as its text needs. */
struct refusal_race {
	uint64_t		 seq;
	const char		*actor;
	const char		*command;
	enum command_verb	 verb;
	int			 side;	/* a move: who moved (CLOCK_*), or -1 */
	long			 board;	/* or -1 */
};

struct proto_refusal;

/*
 * The refusal r (proto.h) of cmd, given by actor, in the arbiter's words,
 * against ev; moves in the notation lang (an ISO code); race (may be NULL)
 * the line that came first, which then leads the text.
 */
char	*refusal_command_text(const struct event *ev, const char *lang,
	    const struct command *, const char *actor,
	    const struct proto_refusal *r, const struct refusal_race *race);

#endif
