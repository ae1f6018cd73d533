/*
 * state.h: the event as text: the state document of doc/commands.md (one
 * JSON object, for 'state' and 'arbiter-cli run --json'), 'show' (the
 * diagram, clocks, scoresheet with (=) marks and incidents), and the
 * envelope of an adjourned game (A2 a-g).
 *
 * The core does not print: text goes to a callback the caller gives, in
 * pieces, in order.  Nothing is allocated.  A sealed move is secret until
 * opened (A1a): none of these writes it.
 */
#ifndef ARBITER_STATE_H
#define ARBITER_STATE_H

#include <stddef.h>
#include <stdint.h>

#include "event.h"

struct state_out {
	void	(*write)(void *arg, const char *text, size_t len);
	void	*arg;
};

/*
 * The state document at now: every game, or only board's when board is
 * not 0.  Numbers of points are JSON numbers (0, 0.5, 1), times are
 * integer milliseconds; ends with a newline.
 */
void	state_json(const struct event *, uint16_t round, uint16_t board,
	    int64_t now,
	    const struct state_out *);
/* 'show': board's game (every game when 0) as text, in English; round 0
 * is the current round's (a game kept from an earlier one: its round). */
void	state_show(const struct event *, uint16_t round, uint16_t board,
	    int64_t now,
	    const struct state_out *);
/* The envelope (A2 a-g) of board's adjourned game; nothing if none. */
void	state_envelope(const struct event *, uint16_t round, uint16_t board,
	    const struct state_out *);

#endif
