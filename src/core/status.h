/*
 * status.h: the core's status codes.  The core returns these and never
 * prints; app and tui turn them into text (tig's STATUS_CODE_INFO).
 * Each module group keeps its codes in its own block.
 */
#ifndef ARBITER_STATUS_H
#define ARBITER_STATUS_H

#define STATUS_CODES(X)						\
	X(OK)							\
	X(E_NOMEM)						\
	/* clocks and time controls */				\
	X(E_TC_SYNTAX)		/* an unexpected character */	\
	X(E_TC_RANGE)		/* a number out of range */	\
	X(E_TC_PERIODS)		/* too many periods */		\
	X(E_CLOCK_TIME)		/* an instant before the last one */ \
	X(E_CLOCK_STATE)	/* not in a state that allows it */ \
	X(E_CLOCK_RANGE)	/* a time or count out of range */ \
	/* command language */					\
	/* rulings */

enum status {
#define STATUS_ENUM(name) STATUS_##name,
	STATUS_CODES(STATUS_ENUM)
#undef STATUS_ENUM
	STATUS_NB
};

#endif
