/*
 * incident.h: the round's incident report, read from the journal: per
 * board, every arbiter act (claims, flags, illegal moves, penalties,
 * adjournment, corrections) with its time at the venue, its author, what
 * it did (effect.h) and the article it applied, those taken back marked
 * so; then the game's ruling, its penalties and what still waits for a
 * decision.  The console's report (tui/report.c) and the printed one
 * (paper.h) lay out the same items, each its own way.
 */
#ifndef ARBITER_INCIDENT_H
#define ARBITER_INCIDENT_H

#include <stdbool.h>
#include <stdint.h>

#include "app/session.h"
#include "event.h"

/* One act of the journal on a board. */
struct incident_act {
	char		 when[16];	/* HH:MM:SS at the venue */
	const char	*actor;
	const char	*command;	/* as the journal keeps it */
	const char	*effect;	/* what it did, or NULL (or taken back) */
	const char	*article;	/* what it applied, or "" */
	bool		 undone;	/* an undo took it back */
};

typedef void	incident_act_fn(void *arg, const struct incident_act *);
typedef void	incident_note_fn(void *arg, const char *text);

/* Whether g has anything to report besides its moves. */
bool	incident_has(const struct session *, const struct game *);
/* Each act on g's board, oldest first. */
void	incident_acts(const struct session *, const struct game *,
	    incident_act_fn *, void *arg);
/*
 * g's standing notes, one a call, in the interface's language: each
 * penalty ("penalty 13.4b: offender White, "..."" ), each question
 * waiting for the arbiter, the count of illegal moves.
 */
void	incident_notes(const struct game *, incident_note_fn *, void *arg);
/* g's outcome: "1-0 (9.2)", "finished, points awaited", "not finished";
 * the caller frees it. */
char	*incident_outcome(const struct game *);
/* "Board 1.12: White's name - Black's name: outcome", the heading of g's
 * part of a report; the caller frees it. */
char	*incident_heading(const struct event *, const struct game *);
/* Whom a penalty is against (13.4) or for (13.5), in words. */
const char *incident_penalty_who(const struct game_penalty *);
/* A journal instant (UTC ms) as the venue's "15:02:07" (the event's tz):
 * the one zone of the report and the log view. */
void	incident_when(const struct event *, int64_t ms, char *buf, size_t len);
/* The line saying which times a report shows; the caller frees it. */
char	*incident_zone(const struct event *);

#endif
