/*
 * command_session.c: the verbs no ruling applies, read and written here
 * with their entries of the command table: 'arbiter' (the session's
 * roles, roles.c), 'wait' (scripts' virtual time), 'show' and 'state'
 * (looking), 'undo' and 'chain' (the session's: it knows the journal).
 */
#include "config.h"

#include <string.h>

#include "command_args.h"

static const char *const role_words[] = {
	"chief", "deputy", "assistant", "feed", NULL
};

bool
args_user_ok(const char *s)
{
	size_t	k;

	for (k = 0; s[k] != '\0'; k++) {
		if (!((s[k] >= 'a' && s[k] <= 'z') ||
		    (s[k] >= 'A' && s[k] <= 'Z') ||
		    (s[k] >= '0' && s[k] <= '9') || s[k] == '_' ||
		    s[k] == '.' || (s[k] == '-' && k > 0)))
			return false;
	}
	return true;
}

static bool
command_read_arbiter(struct command_cursor *c, struct command *cmd)
{
	int	k;

	if (!take_text(c, COMMAND_ARG_USER, cmd->u.arbiter.user,
	    sizeof cmd->u.arbiter.user, false))
		return false;
	if (!args_user_ok(cmd->u.arbiter.user))
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_USER);
	if (!take_keyword(c, COMMAND_ARG_ROLE, role_words, &k))
		return false;
	cmd->u.arbiter.role = (uint8_t)k;
	if (take_if(c, "boards")) {
		if (!take_boards(c, &cmd->u.arbiter.boards))
			return false;
		cmd->u.arbiter.has_boards = true;
	}
	return take_end(c);
}

static void
command_write_arbiter(struct command_out *o, const struct command *cmd)
{
	if (cmd->u.arbiter.user[0] == '\0' || !args_user_ok(cmd->u.arbiter.user))
		o->bad = true;
	put_bare(o, cmd->u.arbiter.user);
	PUT_KEYWORD(o, role_words, cmd->u.arbiter.role);
	if (!cmd->u.arbiter.has_boards)
		return;
	put_bare(o, "boards");
	put_boards(o, &cmd->u.arbiter.boards);
}

const struct command_entry command_arbiter_entry = {
	"arbiter", COMMAND_F_SETUP | COMMAND_F_CHIEF,
	command_read_arbiter, command_write_arbiter, NULL
};

static bool
command_read_wait(struct command_cursor *c, struct command *cmd)
{
	return take_duration(c, DURATION_UNSIGNED, &cmd->u.wait.ms) &&
	    take_end(c);
}

static void
command_write_wait(struct command_out *o, const struct command *cmd)
{
	put_duration(o, cmd->u.wait.ms, DURATION_UNSIGNED);
}

const struct command_entry command_wait_entry = {
	"wait", COMMAND_F_SCRIPT,
	command_read_wait, command_write_wait, NULL
};

const struct command_entry command_show_entry = {
	"show", COMMAND_F_BOARD | COMMAND_F_LOOK,
	command_read_board, command_write_board, NULL
};

static bool
command_read_state(struct command_cursor *c, struct command *cmd)
{
	return take_at_end(c) || (take_board(c, cmd) && take_end(c));
}

static void
command_write_state(struct command_out *o, const struct command *cmd)
{
	if (cmd->board != 0)
		put_board(o, cmd);
}

const struct command_entry command_state_entry = {
	"state", COMMAND_F_BOARD | COMMAND_F_LOOK,
	command_read_state, command_write_state, NULL
};

static bool
command_read_undo(struct command_cursor *c, struct command *cmd)
{
	return take_id(c, &cmd->u.undo.seq) && take_text(c, COMMAND_ARG_REASON,
	    cmd->u.undo.reason, sizeof cmd->u.undo.reason, true) && take_end(c);
}

static void
command_write_undo(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.undo.seq, 1, COMMAND_ID_MAX);
	put_quoted(o, cmd->u.undo.reason);
}

const struct command_entry command_undo_entry = {
	"undo", COMMAND_F_SESSION,
	command_read_undo, command_write_undo, NULL
};

const struct command_entry command_chain_entry = {
	"chain", COMMAND_F_SESSION | COMMAND_F_CHIEF,
	command_read_undo, command_write_undo, NULL
};
