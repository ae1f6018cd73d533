/*
 * source.c: the event's live sources (FEEDS.md, issue 28): the chief
 * names, for a feed user, the boards its follower gives and where it
 * reads them, a LiveChess folder or a URL:
 *	source <user> boards <list> "<address>" [round <r>]
 *	source <user> off
 * The feed reports, the arbiter rules: a source is a client of the
 * event's server with a Unix identity the chief gives the feed role, so
 * the entry only says what that user's follower ('arbiter-cli follow
 * DIR', run as that user) reads; the lines it gives are checked by the
 * roles like any feed's (roles.c: that the user has the feed role on
 * those boards is checked there, when the line is given).
 *
 * A board is one user's at most: two users' entries on a board would be
 * two sources of one game (FEEDS.md 7.3.16), refused here.  A user's new
 * entry takes its boards from his earlier entries (the address of a
 * board changes by naming it again), and 'off' ends all his entries.
 */
#include "config.h"

#include <string.h>

#include "command_args.h"
#include "rulings.h"

/* A board list's ranges, with room for those a subtraction splits. */
#define SOURCE_PIECES	(COMMAND_RANGES_MAX * (COMMAND_RANGES_MAX + 1))

bool
event_boards_have(const struct command_boards *b, uint16_t board)
{
	size_t	i;

	for (i = 0; i < b->n; i++) {
		if (board >= b->r[i].lo && board <= b->r[i].hi)
			return true;
	}
	return false;
}

const struct event_source *
event_source_of(const struct event *ev, uint16_t board)
{
	size_t	i;

	for (i = 0; i < ev->nsources; i++) {
		if (event_boards_have(&ev->sources[i].boards, board))
			return &ev->sources[i];
	}
	return NULL;
}

/* The lowest board both lists have, or 0. */
static uint16_t boards_common(const struct command_boards *,
    const struct command_boards *);

bool
event_sources_ok(const struct event *ev)
{
	const struct event_source	*e;
	size_t				 i, j, k;

	if (ev->nsources > EVENT_SOURCES_MAX)
		return false;
	for (i = 0; i < ev->nsources; i++) {
		e = &ev->sources[i];
		if (e->user[0] == '\0' || e->address[0] == '\0' ||
		    e->boards.n == 0 || e->boards.n > COMMAND_RANGES_MAX)
			return false;
		for (k = 0; k < e->boards.n; k++)
			if (e->boards.r[k].lo == 0 ||
			    e->boards.r[k].lo > e->boards.r[k].hi)
				return false;
		/* FEEDS.md 7.3.16: one user's at most, a board. */
		for (j = 0; j < i; j++)
			if (strcmp(ev->sources[j].user, e->user) != 0 &&
			    boards_common(&ev->sources[j].boards,
			    &e->boards) != 0)
				return false;
	}
	return true;
}

/* The lowest board both lists have, or 0. */
static uint16_t
boards_common(const struct command_boards *a, const struct command_boards *b)
{
	uint16_t	lo, hi, first = 0;
	size_t		i, j;

	for (i = 0; i < a->n; i++) {
		for (j = 0; j < b->n; j++) {
			lo = a->r[i].lo > b->r[j].lo ? a->r[i].lo : b->r[j].lo;
			hi = a->r[i].hi < b->r[j].hi ? a->r[i].hi : b->r[j].hi;
			if (lo <= hi && (first == 0 || lo < first))
				first = lo;
		}
	}
	return first;
}

/* a less b's boards; false when what is left needs too many ranges. */
static bool
boards_minus(struct command_boards *a, const struct command_boards *b)
{
	struct { uint16_t lo, hi; } p[SOURCE_PIECES], q[SOURCE_PIECES];
	size_t	np = 0, nq, i, j;

	for (i = 0; i < a->n; i++) {
		p[np].lo = a->r[i].lo;
		p[np++].hi = a->r[i].hi;
	}
	for (j = 0; j < b->n; j++) {
		for (nq = 0, i = 0; i < np; i++) {
			if (b->r[j].hi < p[i].lo || b->r[j].lo > p[i].hi) {
				q[nq++] = p[i];		/* apart */
				continue;
			}
			if (p[i].lo < b->r[j].lo && nq < SOURCE_PIECES) {
				q[nq].lo = p[i].lo;
				q[nq++].hi = (uint16_t)(b->r[j].lo - 1);
			}
			if (p[i].hi > b->r[j].hi && nq < SOURCE_PIECES) {
				q[nq].lo = (uint16_t)(b->r[j].hi + 1);
				q[nq++].hi = p[i].hi;
			}
		}
		memcpy(p, q, nq * sizeof q[0]);
		np = nq;
	}
	if (np > COMMAND_RANGES_MAX)
		return false;
	memset(a, 0, sizeof *a);
	a->n = (uint8_t)np;
	for (i = 0; i < np; i++) {
		a->r[i].lo = p[i].lo;
		a->r[i].hi = p[i].hi;
	}
	return true;
}

/* source <user> off: every entry of the user's goes. */
static bool
source_off(struct event *ev, const char *user, struct refusal *why)
{
	size_t	i, n = 0;

	for (i = 0; i < ev->nsources; i++) {
		if (strcmp(ev->sources[i].user, user) != 0)
			ev->sources[n++] = ev->sources[i];
	}
	if (n == ev->nsources)
		return REFUSE(why, EVENT_E_NO_SOURCE, LAW_NONE);
	memset(&ev->sources[n], 0, (ev->nsources - n) * sizeof ev->sources[0]);
	ev->nsources = n;
	return true;
}

static bool
ruling_source(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	const struct command_boards	*b = &cmd->u.source.boards;
	struct event_source		 t[EVENT_SOURCES_MAX], *e;
	size_t				 i, n = 0;
	uint16_t			 board;

	(void)now;
	if (cmd->u.source.off)
		return source_off(ev, cmd->u.source.user, why);
	for (i = 0; i < ev->nsources; i++) {
		e = &ev->sources[i];
		if (strcmp(e->user, cmd->u.source.user) != 0) {
			/* FEEDS.md 7.3.16: a board in two sources. */
			if ((board = boards_common(&e->boards, b)) != 0) {
				why->board = board;
				return REFUSE(why, EVENT_E_SOURCE_TAKEN,
				    LAW_NONE);
			}
			t[n++] = *e;
			continue;
		}
		t[n] = *e;
		if (!boards_minus(&t[n].boards, b))
			return REFUSE(why, EVENT_E_SOURCES_FULL, LAW_NONE);
		if (t[n].boards.n > 0)
			n++;
	}
	if (n == EVENT_SOURCES_MAX)
		return REFUSE(why, EVENT_E_SOURCES_FULL, LAW_NONE);
	memset(&t[n], 0, sizeof t[n]);
	memcpy(t[n].user, cmd->u.source.user, sizeof t[n].user);
	t[n].boards = *b;
	memcpy(t[n].address, cmd->u.source.address, sizeof t[n].address);
	t[n].round = cmd->u.source.round;
	n++;
	memset(ev->sources, 0, sizeof ev->sources);
	memcpy(ev->sources, t, n * sizeof t[0]);
	ev->nsources = n;
	return true;
}

/* A folder by its absolute path, or an http(s) URL: never "-" (the
 * follower's standard input is no place the chief can name). */
static bool
address_ok(const char *s)
{
	return s[0] == '/' || strncmp(s, "http://", 7) == 0 ||
	    strncmp(s, "https://", 8) == 0;
}

static bool
command_read_source(struct command_cursor *c, struct command *cmd)
{
	if (!take_text(c, COMMAND_ARG_USER, cmd->u.source.user,
	    sizeof cmd->u.source.user, false))
		return false;
	if (!args_user_ok(cmd->u.source.user))
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_USER);
	if (take_if(c, "off")) {
		cmd->u.source.off = true;
		return take_end(c);
	}
	if (!take_if(c, "boards"))
		return take_fail(c, c->i, take_at_end(c) ? COMMAND_E_MISSING :
		    COMMAND_E_BAD, COMMAND_ARG_KEYWORD);
	if (!take_boards(c, &cmd->u.source.boards) ||
	    !take_text(c, COMMAND_ARG_ADDRESS, cmd->u.source.address,
	    sizeof cmd->u.source.address, false))
		return false;
	if (!address_ok(cmd->u.source.address))
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_ADDRESS);
	if (take_if(c, "round") && !take_u16(c, COMMAND_ARG_NUMBER, 1,
	    COMMAND_ROUND_MAX, &cmd->u.source.round))
		return false;
	return take_end(c);
}

static void
command_write_source(struct command_out *o, const struct command *cmd)
{
	const char	*a = cmd->u.source.address;

	if (cmd->u.source.user[0] == '\0' ||
	    !args_user_ok(cmd->u.source.user))
		o->bad = true;
	put_bare(o, cmd->u.source.user);
	if (cmd->u.source.off) {
		if (cmd->u.source.boards.n != 0 || a[0] != '\0' ||
		    cmd->u.source.round != 0)
			o->bad = true;
		put_bare(o, "off");
		return;
	}
	if (!address_ok(a))
		o->bad = true;
	put_bare(o, "boards");
	put_boards(o, &cmd->u.source.boards);
	put_quoted(o, a);
	if (cmd->u.source.round != 0) {
		put_bare(o, "round");
		put_uint(o, cmd->u.source.round, 1, COMMAND_ROUND_MAX);
	}
}

const struct command_entry command_source_entry = {
	"source", COMMAND_F_SETUP | COMMAND_F_CHIEF,
	command_read_source, command_write_source, ruling_source
};
