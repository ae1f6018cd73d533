/*
 * roles.h: who may do what (doc/commands.md "arbiter <user> chief|deputy|
 * assistant [boards <list>]").
 *
 * Until the first "arbiter" line every user may do everything (a lone
 * arbiter needs no set-up).  Once roles are set:
 * - a user without a role is refused;
 * - only a chief may give "arbiter", expel (13.4g), annul (7.1a), give a
 *   result (before format 6: from it on a deputy gives his boards'), or
 *   penalise with loss of the game or points (13.4 d-f);
 * - a deputy or assistant with a board list acts on those boards only;
 * - a feed (a live source) gives move (with or without a clock reading),
 *   clock, offer (9.1.2.2: made with the move) and report, on its boards
 *   if it has a list, and nothing else.
 * From journal format 2 on (the event server), also:
 * - an assistant watches: he may attach, and give no command;
 * - what concerns the whole event (event, tc, player, round) is the
 *   chief's, and a command on every board ("start all") is refused to an
 *   arbiter with a board list.
 * Pure: the caller (the session) passes the actor of each command.
 */
#ifndef ARBITER_ROLES_H
#define ARBITER_ROLES_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command.h"

#define ROLES_MAX	64

#define ROLES_REFUSALS(X)						\
	X(OK)			/* he may */				\
	X(UNKNOWN_USER)		/* roles are set and the user has none */ \
	X(CHIEF_ONLY)		/* the verb is the chief arbiter's */	\
	X(NOT_YOUR_BOARD)	/* outside the user's board list */	\
	X(READ_ONLY)		/* an assistant watches (format 2) */	\
	X(LOCKOUT)		/* the giver would be left unable to act */ \
	X(NO_CHIEF)		/* no chief would be left */		\
	X(FEED_ONLY)		/* a feed gives moves, clocks, reports */ \
	X(NOT_FEED)		/* source: the user has no feed role */	\
	X(NOT_FEED_BOARDS)	/* source: boards outside the feed's */

enum roles_refusal {
#define ROLES_ENUM(name) ROLES_##name,
	ROLES_REFUSALS(ROLES_ENUM)
#undef ROLES_ENUM
	ROLES_REFUSAL_NB
};

struct roles {
	uint16_t format;	/* the journal's: 2 on, the server's roles */
	size_t	n;
	struct {
		char			user[COMMAND_USER_SIZE];
		uint8_t			role;	/* enum command_role */
		bool			has_boards;
		struct command_boards	boards;
	}	r[ROLES_MAX];
};

void	roles_init(struct roles *);
/* Take an "arbiter" command into the table (a user's later line wins). */
bool	roles_apply(struct roles *, const struct command *);
/* May actor give cmd? */
enum roles_refusal roles_check(const struct roles *, const char *actor,
	    const struct command *);
/*
 * Checked when an "arbiter" line is given, never on replay: would it
 * leave actor, who gives it, without the right to act (LOCKOUT: "arbiter
 * alice chief" given by root, or "arbiter root assistant" from format 2
 * on), or the event without a chief (NO_CHIEF)?  And when a "source"
 * line is given: has its user the feed role (NOT_FEED), on every board
 * of the entry if he has a board list (NOT_FEED_BOARDS)?
 */
enum roles_refusal roles_check_arbiter(const struct roles *,
	    const char *actor, const struct command *);
/* The user's entry in r->r, or -1 when he has none. */
int		 roles_find(const struct roles *, const char *user);
/* Has actor a role (everybody has, before the first "arbiter" line)? */
bool		 roles_known(const struct roles *, const char *actor);
/* May actor give any command (format 2: an assistant only watches)? */
bool		 roles_may_act(const struct roles *, const char *actor);
/* Is actor a chief (everybody is, before the first "arbiter" line)? */
bool		 roles_is_chief(const struct roles *, const char *actor);
/* The refusal's name ("CHIEF_ONLY"), and back (-1 when unknown). */
const char	*roles_refusal_name(enum roles_refusal);
int		 roles_refusal_find(const char *name);

#endif
