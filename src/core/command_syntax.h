/*
 * command_syntax.h: how each verb of the command language is read and
 * written: the parsers and formatters of command.c, one per verb or
 * shape of arguments, that the command table (command_table.c) names.
 * Not an API: the table's parts.
 */
#ifndef ARBITER_COMMAND_SYNTAX_H
#define ARBITER_COMMAND_SYNTAX_H

#include <stdbool.h>

#include "command.h"

struct command_cursor;
struct command_out;

bool	command_read_event(struct command_cursor *, struct command *);
bool	command_read_tc(struct command_cursor *, struct command *);
bool	command_read_player(struct command_cursor *, struct command *);
bool	command_read_round(struct command_cursor *, struct command *);
bool	command_read_pair(struct command_cursor *, struct command *);
bool	command_read_arbiter(struct command_cursor *, struct command *);
bool	command_read_wait(struct command_cursor *, struct command *);
bool	command_read_start(struct command_cursor *, struct command *);
bool	command_read_board(struct command_cursor *, struct command *);
bool	command_read_board_side(struct command_cursor *, struct command *);
bool	command_read_board_move(struct command_cursor *, struct command *);
bool	command_read_sealed(struct command_cursor *, struct command *);
bool	command_read_illegal(struct command_cursor *, struct command *);
bool	command_read_setposition(struct command_cursor *, struct command *);
bool	command_read_claim(struct command_cursor *, struct command *);
bool	command_read_decide(struct command_cursor *, struct command *);
bool	command_read_flags(struct command_cursor *, struct command *);
bool	command_read_setclock(struct command_cursor *, struct command *);
bool	command_read_result(struct command_cursor *, struct command *);
bool	command_read_annul(struct command_cursor *, struct command *);
bool	command_read_restart(struct command_cursor *, struct command *);
bool	command_read_penalty(struct command_cursor *, struct command *);
bool	command_read_extra(struct command_cursor *, struct command *);
bool	command_read_envelope(struct command_cursor *, struct command *);
bool	command_read_undo(struct command_cursor *, struct command *);
bool	command_read_state(struct command_cursor *, struct command *);
bool	command_read_verdict(struct command_cursor *, struct command *);
bool	command_read_format(struct command_cursor *, struct command *);
bool	command_read_reading(struct command_cursor *, struct command *);
bool	command_read_report(struct command_cursor *, struct command *);
bool	command_read_dismiss(struct command_cursor *, struct command *);
bool	command_read_takeback(struct command_cursor *, struct command *);
bool	command_read_bye(struct command_cursor *, struct command *);

void	command_write_event(struct command_out *, const struct command *);
void	command_write_tc(struct command_out *, const struct command *);
void	command_write_player(struct command_out *, const struct command *);
void	command_write_round(struct command_out *, const struct command *);
void	command_write_pair(struct command_out *, const struct command *);
void	command_write_arbiter(struct command_out *, const struct command *);
void	command_write_wait(struct command_out *, const struct command *);
void	command_write_start(struct command_out *, const struct command *);
void	command_write_board(struct command_out *, const struct command *);
void	command_write_board_side(struct command_out *, const struct command *);
void	command_write_board_move(struct command_out *, const struct command *);
void	command_write_sealed(struct command_out *, const struct command *);
void	command_write_illegal(struct command_out *, const struct command *);
void	command_write_setposition(struct command_out *, const struct command *);
void	command_write_claim(struct command_out *, const struct command *);
void	command_write_decide(struct command_out *, const struct command *);
void	command_write_flags(struct command_out *, const struct command *);
void	command_write_setclock(struct command_out *, const struct command *);
void	command_write_result(struct command_out *, const struct command *);
void	command_write_annul(struct command_out *, const struct command *);
void	command_write_restart(struct command_out *, const struct command *);
void	command_write_undo(struct command_out *, const struct command *);
void	command_write_penalty(struct command_out *, const struct command *);
void	command_write_extra(struct command_out *, const struct command *);
void	command_write_envelope(struct command_out *, const struct command *);
void	command_write_state(struct command_out *, const struct command *);
void	command_write_verdict(struct command_out *, const struct command *);
void	command_write_format(struct command_out *, const struct command *);
void	command_write_reading(struct command_out *, const struct command *);
void	command_write_report(struct command_out *, const struct command *);
void	command_write_dismiss(struct command_out *, const struct command *);
void	command_write_takeback(struct command_out *, const struct command *);
void	command_write_bye(struct command_out *, const struct command *);

#endif
