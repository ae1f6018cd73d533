/*
 * lcwsjson.h: the messages of LiveChess's local WebSocket API (FEEDS.md
 * 1.1) read with jansson, and the requests the reader sends:
 *	{"response":"call","id":n,"param":[...e-boards...]}	eboards
 *	{"response":"feed","id":F,"param":{...eboardevent...}}	a board
 *	{"response":"error","id":n,"param":{"message":"..."}}
 * An eboardevent gives the whole game since its "start" in "san" (not
 * just the new move), "board" and "clock" only when they changed, and
 * "match": whether the pieces stand as that game leaves them.
 */
#ifndef ARBITER_FEED_LCWSJSON_H
#define ARBITER_FEED_LCWSJSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "feed.h"

#define LCWS_ERROR_SIZE		128
#define LCWS_SERIAL_SIZE	32
#define LCWS_STATE_SIZE		16
#define LCWS_SAN_MAX		1024	/* plies: more is not a game */

/* The clock object: seconds left each side, which runs, when read. */
enum lcws_run { LCWS_RUN_NONE, LCWS_RUN_WHITE, LCWS_RUN_BLACK };

struct lcws_clock {
	int64_t		white_ms, black_ms;
	enum lcws_run	run;		/* "run": null, true, false */
	int64_t		time_ms;	/* epoch ms of the reading; 0: none */
};

/* One eboardevent's param; what it leaves out is not had. */
struct lcws_event {
	char			 serial[LCWS_SERIAL_SIZE];
	bool			 has_clock, has_start, has_san, has_match;
	struct lcws_clock	 clock;
	char			 start[FEED_FEN_SIZE];
	bool			 match;
	size_t			 nsan;
	char			(*san)[FEED_MOVE_SIZE];
};

/* One e-board of the eboards list: its serial and state ("" for null:
 * not activated; ACTIVE, INACTIVE, NOTRESPONDING, DELAYED). */
struct lcws_eboard {
	char	serial[LCWS_SERIAL_SIZE];
	char	state[LCWS_STATE_SIZE];
	bool	has_clock;
	struct lcws_clock clock;
};

enum lcws_kind {
	LCWS_CALL,		/* a call's reply: boards when it is a list */
	LCWS_FEED,		/* a feed's message: ev */
	LCWS_ERROR,		/* a call refused: text */
};

struct lcws_msg {
	enum lcws_kind		 kind;
	long long		 id;
	bool			 is_list;	/* a call's param is a list */
	size_t			 nboards;
	struct lcws_eboard	*boards;
	struct lcws_event	 ev;
	char			 text[LCWS_ERROR_SIZE];
};

/* Read one message; false with err (LCWS_ERROR_SIZE bytes) when it is
 * not one.  lcws_msg_free() after either. */
bool	lcws_msg_parse(const char *json, size_t len, struct lcws_msg *,
	    char *err);
void	lcws_msg_free(struct lcws_msg *);

/* The requests, into buf (size bytes); their length, or 0 when it does
 * not fit. */
size_t	lcws_req_eboards(char *buf, size_t size, long long id);
size_t	lcws_req_subscribe(char *buf, size_t size, long long id,
	    long long feed, const char *serial);

#endif
