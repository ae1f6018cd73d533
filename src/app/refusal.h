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

#endif
