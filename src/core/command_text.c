/*
 * command_text.c: the command language of doc/commands.md, text to
 * struct and back: command_parse() lexes a line, finds its verb in the
 * command table and gives the words to the verb's reader;
 * command_format() writes the verb and gives the struct to its writer.
 * The readers and writers are each verb's own, beside its ruling
 * (command_table.c says where); the lexer and the argument helpers they
 * use are command_args.c's.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "command.h"
#include "command_args.h"

enum command_status
command_parse(const char *line, size_t len, struct command *cmd,
    struct command_error *err)
{
	struct command_error	 dummy;
	struct lexed		 lx;
	struct command_cursor	 c;
	const char		*s;
	size_t			 n;
	int			 v;

	if (err == NULL)
		err = &dummy;
	memset(err, 0, sizeof *err);
	memset(cmd, 0, sizeof *cmd);
	if (command_lex(line, len, &lx, err) != COMMAND_OK) {
		err->word = (uint16_t)lx.n;
		return err->status;
	}
	if (lx.n == 0)
		return COMMAND_OK;		/* blank or comment */
	c.lx = &lx;
	c.i = 0;
	c.len = len;
	c.err = err;
	take_next(&c, COMMAND_ARG_VERB, &s, &n);
	for (v = COMMAND_NONE + 1; v < COMMAND_VERB_NB &&
	    !args_word_is(s, n, command_table[v]->name); v++)
		;
	if (v == COMMAND_VERB_NB) {
		take_fail(&c, 0, COMMAND_E_VERB, COMMAND_ARG_VERB);
		return err->status;
	}
	cmd->verb = (enum command_verb)v;
	if (!command_table[v]->read(&c, cmd)) {
		memset(cmd, 0, sizeof *cmd);
		return err->status;
	}
	err->status = COMMAND_OK;
	assert(command_ok(cmd));
	return COMMAND_OK;
}

size_t
command_format(const struct command *cmd, char *buf, size_t len)
{
	struct command_out	 o = { buf, len, 0, false };
	const char		*verb = command_verb_name(cmd->verb);

	if (verb == NULL || len == 0)
		return 0;
	put_bytes(&o, verb, strlen(verb));
	command_table[cmd->verb]->write(&o, cmd);
	if (o.bad || o.n > COMMAND_LINE_MAX) {
		buf[0] = '\0';
		return 0;
	}
	buf[o.n] = '\0';
	return o.n;
}

bool
command_ok(const struct command *cmd)
{
	char	text[COMMAND_LINE_MAX + 1];

	if (cmd->verb == COMMAND_NONE)
		return true;
	return command_format(cmd, text, sizeof text) != 0;
}
