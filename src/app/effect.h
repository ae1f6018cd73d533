/*
 * effect.h: what an arbiter's act did to its game, in words, for the
 * incident report a chief arbiter signs: the result it gave, the clock
 * times it changed, an illegal move counted, a question left to him.
 * Taken around the act's application, at the act's own instant, so that
 * the time that passes is never mistaken for a change.
 */
#ifndef ARBITER_EFFECT_H
#define ARBITER_EFFECT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command.h"
#include "event.h"

/* The game as the act found it. */
struct effect_before {
	bool		valid;		/* an act on a board that exists */
	char		result[8];
	int64_t		left[2];	/* the clocks' times at the act */
	uint16_t	illegal[2];
	size_t		npending;
	size_t		npenalties;
	size_t		nclocksets;	/* a ruling's article with them */
	/* Appendix A: the adjournment's steps. */
	uint8_t		status;
	bool		sealed, has_envelope, resumed, opened;
	/* Draughts: a verification waiting (6.3b), the count running (Art.
	 * 7), an irregularity standing (5.6), the last restart (5.2-5.4). */
	bool		verify, ill;
	uint8_t		count_law;
	int64_t		restart_ms;
};

/* Take the game cmd acts on (a board's arbiter's act) before it. */
void	effect_take(struct effect_before *, const struct event *,
	    const struct command *, int64_t now);
/*
 * The change since b, in the interface's language: "result 1/2-1/2 (9.2);
 * Black 1:30:00 -> 1:32:00"; NULL when nothing the report names changed.
 * The caller frees it.
 */
char	*effect_text(const struct effect_before *b, const struct event *,
	    const struct command *, int64_t now);

/*
 * The article the act applied, as the event's edition labels it: a
 * penalty it gave, else the ruling of a result it gave, else a question
 * it left to the arbiter; "" when none of these changed.  Static text.
 */
const char *effect_article(const struct effect_before *b,
	    const struct event *, const struct command *);

#endif
