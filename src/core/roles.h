/*
 * roles.h: who may do what (COMMANDS.md "arbiter <user> chief|deputy|
 * assistant [boards <list>]").
 *
 * Until the first "arbiter" line every user may do everything (a lone
 * arbiter needs no set-up).  Once roles are set:
 * - a user without a role is refused;
 * - only a chief may give "arbiter", expel (13.4g), annul (7.1a), give a
 *   result, or penalise with loss of the game or points (13.4 d-f);
 * - a deputy or assistant with a board list acts on those boards only.
 * Pure: the caller (the session) passes the actor of each command.
 */
#ifndef ARBITER_ROLES_H
#define ARBITER_ROLES_H

#include <stdbool.h>
#include <stddef.h>

#include "command.h"

#define ROLES_MAX	64

enum roles_refusal {
	ROLES_OK = 0,
	ROLES_UNKNOWN_USER,	/* roles are set and the user has none */
	ROLES_CHIEF_ONLY,	/* the verb is the chief arbiter's */
	ROLES_NOT_YOUR_BOARD	/* outside the user's board list */
};

struct roles {
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

#endif
