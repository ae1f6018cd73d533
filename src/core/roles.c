/*
 * roles.c: the arbiters' roles and what each may do.
 */
#include "config.h"

#include <string.h>

#include "event.h"
#include "roles.h"

void
roles_init(struct roles *r)
{
	memset(r, 0, sizeof *r);
}

int
roles_find(const struct roles *r, const char *user)
{
	size_t	i;

	for (i = 0; i < r->n; i++) {
		if (strcmp(r->r[i].user, user) == 0)
			return (int)i;
	}
	return -1;
}

bool
roles_apply(struct roles *r, const struct command *cmd)
{
	int	i;

	if (cmd->verb != COMMAND_ARBITER)
		return true;
	if ((i = roles_find(r, cmd->u.arbiter.user)) < 0) {
		if (r->n == ROLES_MAX)
			return false;
		i = (int)r->n++;
	}
	memcpy(r->r[i].user, cmd->u.arbiter.user, sizeof r->r[i].user);
	r->r[i].role = cmd->u.arbiter.role;
	r->r[i].has_boards = cmd->u.arbiter.has_boards;
	r->r[i].boards = cmd->u.arbiter.boards;
	return true;
}

/* The verbs and penalties that are the chief arbiter's alone. */
static bool
roles_chief_only(const struct roles *r, const struct command *cmd)
{
	unsigned	flags = command_flags(cmd->verb);

	/*
	 * Format 6: a deputy enters the results of his boards (at an open
	 * with section arbiters it is his main job); the chief keeps the
	 * verdicts that override the game: annul (7.1a), 13.4 d-g below.
	 */
	if (cmd->verb == COMMAND_RESULT &&
	    r->format >= EVENT_FORMAT_DEPUTY_RESULTS)
		return false;
	if (flags & COMMAND_F_CHIEF)	/* arbiter, annul (7.1a), result */
		return true;
	/* 13.4 d-g: loss, points, expulsion; 2023 12.9.4-12.9.9 too: a
	 * fine and an exclusion from rounds. */
	return (flags & COMMAND_F_SEVERE) != 0 &&
	    (cmd->u.penalty.kind == COMMAND_PENALTY_LOSS ||
	    cmd->u.penalty.kind == COMMAND_PENALTY_POINTS ||
	    cmd->u.penalty.kind == COMMAND_PENALTY_EXPEL ||
	    cmd->u.penalty.kind == COMMAND_PENALTY_FINE ||
	    cmd->u.penalty.kind == COMMAND_PENALTY_EXCLUDE);
}

static bool
roles_has_board(const struct command_boards *b, uint16_t board)
{
	size_t	i;

	for (i = 0; i < b->n; i++) {
		if (board >= b->r[i].lo && board <= b->r[i].hi)
			return true;
	}
	return false;
}

/* Format 2: the event's own set-up (no board) is the chief's. */
static bool
roles_event_wide(const struct command *cmd)
{
	return (command_flags(cmd->verb) &
	    (COMMAND_F_SETUP | COMMAND_F_BOARD)) == COMMAND_F_SETUP;
}

/* A feed reports what a board and its clock show; it rules nothing.  A
 * draw offer is made with a move (9.1.2.2) and the source's record shows
 * it ({=}, e-scoresheets): the feed gives it so the record keeps it. */
static bool
roles_feed_may(const struct command *cmd)
{
	return cmd->verb == COMMAND_MOVE || cmd->verb == COMMAND_CLOCK ||
	    cmd->verb == COMMAND_REPORT || cmd->verb == COMMAND_OFFER;
}

enum roles_refusal
roles_check(const struct roles *r, const char *actor, const struct command *cmd)
{
	unsigned	flags = command_flags(cmd->verb);
	int		i;

	if (r->n == 0 || (flags & COMMAND_F_LOOK) != 0)
		return ROLES_OK;
	if ((i = roles_find(r, actor)) < 0)
		return ROLES_UNKNOWN_USER;
	if (r->r[i].role == COMMAND_ROLE_CHIEF)
		return ROLES_OK;
	if (r->format >= 2 && r->r[i].role == COMMAND_ROLE_ASSISTANT)
		return ROLES_READ_ONLY;
	if (r->r[i].role == COMMAND_ROLE_FEED && !roles_feed_may(cmd))
		return ROLES_FEED_ONLY;
	if (roles_chief_only(r, cmd) || (r->format >= 2 && roles_event_wide(cmd)))
		return ROLES_CHIEF_ONLY;
	if (r->r[i].has_boards && cmd->board != 0 &&
	    !roles_has_board(&r->r[i].boards, cmd->board))
		return ROLES_NOT_YOUR_BOARD;
	/* "start all" reaches boards outside the list. */
	if (r->format >= 2 && r->r[i].has_boards && cmd->board == 0 &&
	    (flags & COMMAND_F_BOARD) != 0)
		return ROLES_NOT_YOUR_BOARD;
	return ROLES_OK;
}

bool
roles_known(const struct roles *r, const char *actor)
{
	return r->n == 0 || roles_find(r, actor) >= 0;
}

bool
roles_may_act(const struct roles *r, const char *actor)
{
	int	i;

	if (r->n == 0)
		return true;
	if ((i = roles_find(r, actor)) < 0)
		return false;
	return r->format < 2 || r->r[i].role != COMMAND_ROLE_ASSISTANT;
}

bool
roles_is_chief(const struct roles *r, const char *actor)
{
	int	i;

	return r->n == 0 || ((i = roles_find(r, actor)) >= 0 &&
	    r->r[i].role == COMMAND_ROLE_CHIEF);
}

/* Is every board of b in c? */
static bool
roles_boards_within(const struct command_boards *b,
    const struct command_boards *c)
{
	size_t		i;
	uint32_t	k;

	for (i = 0; i < b->n; i++) {
		for (k = b->r[i].lo; k <= b->r[i].hi; k++) {
			if (!roles_has_board(c, (uint16_t)k))
				return false;
		}
	}
	return true;
}

/* A source's user is a feed the chief gave those boards: its follower
 * gives lines under that identity, which the roles check (FEEDS.md). */
static enum roles_refusal
roles_check_source(const struct roles *r, const struct command *cmd)
{
	int	i;

	if (cmd->u.source.off)		/* ending a source needs no role */
		return ROLES_OK;
	if ((i = roles_find(r, cmd->u.source.user)) < 0 ||
	    r->r[i].role != COMMAND_ROLE_FEED)
		return ROLES_NOT_FEED;
	if (r->r[i].has_boards &&
	    !roles_boards_within(&cmd->u.source.boards, &r->r[i].boards))
		return ROLES_NOT_FEED_BOARDS;
	return ROLES_OK;
}

enum roles_refusal
roles_check_arbiter(const struct roles *r, const char *actor,
    const struct command *cmd)
{
	struct roles	after;
	size_t		i;

	if (cmd->verb == COMMAND_SOURCE)
		return roles_check_source(r, cmd);
	after = *r;
	if (cmd->verb != COMMAND_ARBITER || !roles_apply(&after, cmd))
		return ROLES_OK;
	if ((i = (size_t)roles_find(&after, actor)) == (size_t)-1)
		return ROLES_LOCKOUT;
	/* Format 2: an assistant only watches, which is no right to act. */
	if ((after.format >= 2 && after.r[i].role == COMMAND_ROLE_ASSISTANT) ||
	    after.r[i].role == COMMAND_ROLE_FEED)	/* a feed only reports */
		return ROLES_LOCKOUT;
	for (i = 0; i < after.n; i++) {
		if (after.r[i].role == COMMAND_ROLE_CHIEF)
			return ROLES_OK;
	}
	return ROLES_NO_CHIEF;
}

static const char *const roles_names[ROLES_REFUSAL_NB] = {
#define ROLES_NAME(name) #name,
	ROLES_REFUSALS(ROLES_NAME)
#undef ROLES_NAME
};

const char *
roles_refusal_name(enum roles_refusal r)
{
	return r < ROLES_REFUSAL_NB ? roles_names[r] : "?";
}

int
roles_refusal_find(const char *name)
{
	int	i;

	for (i = 0; i < ROLES_REFUSAL_NB; i++) {
		if (strcmp(roles_names[i], name) == 0)
			return i;
	}
	return -1;
}
