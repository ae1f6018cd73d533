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
	/* command language */					\
	/* rulings */

enum status {
#define STATUS_ENUM(name) STATUS_##name,
	STATUS_CODES(STATUS_ENUM)
#undef STATUS_ENUM
	STATUS_NB
};

#endif
