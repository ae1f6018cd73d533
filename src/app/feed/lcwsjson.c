/*
 * lcwsjson.c: LiveChess's local API messages, read and written
 * (lcwsjson.h).  A field that is there with the wrong type makes the
 * message garbage: LiveChess writes them all the one way, so anything
 * else is not LiveChess speaking.
 */
#include "config.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "app/feed/lcwsjson.h"

/* A clock's seconds: a number from 0 to 100 days (no clock sets more). */
#define LCWS_SECONDS_MAX	(100.0 * 24 * 3600)

/* A string field into buf (size bytes): false when it is no string or
 * does not fit. */
static bool
str_copy(const json_t *v, char *buf, size_t size)
{
	const char	*s;
	size_t		 n;

	if (!json_is_string(v))
		return false;
	s = json_string_value(v);
	n = json_string_length(v);
	if (n >= size || strlen(s) != n)	/* no NUL inside */
		return false;
	memcpy(buf, s, n + 1);
	return true;
}

static bool
seconds(const json_t *v, int64_t *ms)
{
	double	d;

	if (!json_is_number(v))
		return false;
	d = json_number_value(v);
	if (!isfinite(d) || d < 0 || d > LCWS_SECONDS_MAX)
		return false;
	*ms = (int64_t)(d * 1000.0 + 0.5);	/* d >= 0: rounded */
	return true;
}

/* The clock object (FEEDS.md 1.1): white, black, run, time. */
static bool
clock_read(const json_t *o, struct lcws_clock *c, char *err)
{
	const json_t	*run, *t;

	if (!json_is_object(o) ||
	    !seconds(json_object_get(o, "white"), &c->white_ms) ||
	    !seconds(json_object_get(o, "black"), &c->black_ms)) {
		snprintf(err, LCWS_ERROR_SIZE, "a clock without its seconds");
		return false;
	}
	run = json_object_get(o, "run");
	if (run == NULL || json_is_null(run))
		c->run = LCWS_RUN_NONE;		/* stopped */
	else if (json_is_boolean(run))
		c->run = json_is_true(run) ? LCWS_RUN_WHITE : LCWS_RUN_BLACK;
	else {
		snprintf(err, LCWS_ERROR_SIZE, "a clock's \"run\" is no "
		    "true, false or null");
		return false;
	}
	t = json_object_get(o, "time");
	c->time_ms = 0;
	if (json_is_integer(t) && json_integer_value(t) > 0)
		c->time_ms = json_integer_value(t);
	else if (t != NULL && !json_is_null(t)) {
		snprintf(err, LCWS_ERROR_SIZE, "a clock's \"time\" is no "
		    "epoch ms");
		return false;
	}
	return true;
}

/* A SAN as LiveChess writes it: a word that fits. */
static bool
san_ok(const char *s)
{
	return s[0] != '\0' && strcspn(s, " \t\r\n{}") == strlen(s);
}

static bool
san_read(const json_t *a, struct lcws_event *ev, char *err)
{
	size_t	i;

	if (!json_is_array(a)) {
		snprintf(err, LCWS_ERROR_SIZE, "\"san\" is no list");
		return false;
	}
	if (json_array_size(a) > LCWS_SAN_MAX) {
		snprintf(err, LCWS_ERROR_SIZE, "%zu moves: too many",
		    json_array_size(a));
		return false;
	}
	ev->nsan = json_array_size(a);
	if (ev->nsan > 0 && (ev->san = calloc(ev->nsan,
	    sizeof *ev->san)) == NULL) {
		snprintf(err, LCWS_ERROR_SIZE, "out of memory");
		return false;
	}
	for (i = 0; i < ev->nsan; i++)
		if (!str_copy(json_array_get(a, i), ev->san[i],
		    sizeof ev->san[i]) || !san_ok(ev->san[i])) {
			snprintf(err, LCWS_ERROR_SIZE, "move %zu of \"san\" is "
			    "no SAN", i + 1);
			return false;
		}
	ev->has_san = true;
	return true;
}

/* An eboardevent's param. */
static bool
event_read(const json_t *o, struct lcws_event *ev, char *err)
{
	const json_t	*v;

	if (!json_is_object(o) ||
	    !str_copy(json_object_get(o, "serialnr"), ev->serial,
	    sizeof ev->serial)) {
		snprintf(err, LCWS_ERROR_SIZE, "an event without its "
		    "\"serialnr\"");
		return false;
	}
	if ((v = json_object_get(o, "clock")) != NULL && !json_is_null(v)) {
		if (!clock_read(v, &ev->clock, err))
			return false;
		ev->has_clock = true;
	}
	if ((v = json_object_get(o, "start")) != NULL) {
		if (!str_copy(v, ev->start, sizeof ev->start)) {
			snprintf(err, LCWS_ERROR_SIZE, "\"start\" is no FEN");
			return false;
		}
		ev->has_start = true;
	}
	if ((v = json_object_get(o, "san")) != NULL && !san_read(v, ev, err))
		return false;
	if ((v = json_object_get(o, "match")) != NULL) {
		if (!json_is_boolean(v)) {
			snprintf(err, LCWS_ERROR_SIZE, "\"match\" is no "
			    "true or false");
			return false;
		}
		ev->has_match = true;
		ev->match = json_is_true(v);
	}
	return true;
}

/* The eboards list: each board's serial, state and clock. */
static bool
boards_read(const json_t *a, struct lcws_msg *m, char *err)
{
	const json_t	*o, *v;
	size_t		 i;

	m->is_list = true;
	if ((m->nboards = json_array_size(a)) == 0)
		return true;
	if ((m->boards = calloc(m->nboards, sizeof *m->boards)) == NULL) {
		snprintf(err, LCWS_ERROR_SIZE, "out of memory");
		return false;
	}
	for (i = 0; i < m->nboards; i++) {
		o = json_array_get(a, i);
		if (!json_is_object(o) || !str_copy(json_object_get(o,
		    "serialnr"), m->boards[i].serial,
		    sizeof m->boards[i].serial)) {
			snprintf(err, LCWS_ERROR_SIZE, "e-board %zu has no "
			    "\"serialnr\"", i + 1);
			return false;
		}
		v = json_object_get(o, "state");
		if (v != NULL && !json_is_null(v) &&
		    !str_copy(v, m->boards[i].state,
		    sizeof m->boards[i].state)) {
			snprintf(err, LCWS_ERROR_SIZE, "e-board %zu: its "
			    "\"state\" is no word", i + 1);
			return false;
		}
		v = json_object_get(o, "clock");
		if (v != NULL && !json_is_null(v)) {
			if (!clock_read(v, &m->boards[i].clock, err))
				return false;
			m->boards[i].has_clock = true;
		}
	}
	return true;
}

static bool
msg_read(const json_t *root, struct lcws_msg *m, char *err)
{
	const json_t	*r = json_object_get(root, "response");
	const json_t	*id = json_object_get(root, "id");
	const json_t	*param = json_object_get(root, "param");
	const char	*kind;

	if (!json_is_string(r) || !json_is_integer(id)) {
		snprintf(err, LCWS_ERROR_SIZE, "no \"response\" and \"id\"");
		return false;
	}
	m->id = json_integer_value(id);
	kind = json_string_value(r);
	if (strcmp(kind, "feed") == 0) {
		m->kind = LCWS_FEED;
		return event_read(param, &m->ev, err);
	}
	if (strcmp(kind, "error") == 0) {
		m->kind = LCWS_ERROR;
		if (!json_is_object(param) || !str_copy(json_object_get(param,
		    "message"), m->text, sizeof m->text))
			snprintf(m->text, sizeof m->text, "(no message)");
		return true;
	}
	if (strcmp(kind, "call") == 0) {
		m->kind = LCWS_CALL;
		return !json_is_array(param) || boards_read(param, m, err);
	}
	snprintf(err, LCWS_ERROR_SIZE, "\"response\": \"%.32s\"?", kind);
	return false;
}

bool
lcws_msg_parse(const char *json, size_t len, struct lcws_msg *m, char *err)
{
	json_error_t	 e;
	json_t		*root;
	bool		 ok;

	memset(m, 0, sizeof *m);
	root = json_loadb(json, len, JSON_REJECT_DUPLICATES, &e);
	if (root == NULL) {
		snprintf(err, LCWS_ERROR_SIZE, "line %d: %.100s", e.line,
		    e.text);
		return false;
	}
	if (!json_is_object(root)) {
		snprintf(err, LCWS_ERROR_SIZE, "not a JSON object");
		json_decref(root);
		return false;
	}
	ok = msg_read(root, m, err);
	json_decref(root);
	return ok;
}

void
lcws_msg_free(struct lcws_msg *m)
{
	free(m->boards);
	free(m->ev.san);
	memset(m, 0, sizeof *m);
}

/* A serial as a JSON string: jansson quotes it. */
static size_t
req_write(char *buf, size_t size, json_t *req)
{
	size_t	n;

	if (req == NULL)
		return 0;
	n = json_dumpb(req, buf, size, JSON_COMPACT);
	json_decref(req);
	if (n == 0 || n >= size)	/* no room for the NUL */
		return 0;
	buf[n] = '\0';
	return n;
}

size_t
lcws_req_eboards(char *buf, size_t size, long long id)
{
	return req_write(buf, size, json_pack("{s:I, s:s}", "id",
	    (json_int_t)id, "call", "eboards"));
}

size_t
lcws_req_subscribe(char *buf, size_t size, long long id, long long feed,
    const char *serial)
{
	return req_write(buf, size, json_pack("{s:I, s:s, s:{s:s, s:I, "
	    "s:{s:s}}}", "id", (json_int_t)id, "call", "subscribe", "param",
	    "feed", "eboardevent", "id", (json_int_t)feed, "param",
	    "serialnr", serial));
}
