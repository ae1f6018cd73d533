/*
 * sheet.h: 'record <board> "<movetext>"', a whole scoresheet entered at
 * once (at a claim, the arbiter reconstructs the record from the paper
 * scoresheet: doc/commands.md, "Scoresheets at a claim").
 *
 * Not a verb of the journal: the client (the console's ':' prompt and
 * its board's move line, arbiter-cli send and run) expands it into one 'move <board> <move>
 * [clock <t>]' line a move, and sends them one by one through
 * session_do(), the one path, each journaled as if typed; replay and undo
 * stay as they are.  All or nothing as far as the client can see: the
 * movetext is read whole (movetext.h) and every move tried on a copy of
 * the event, in the arbiter's notation, before the first is sent; the
 * first that is refused is named by its move number, side and ply of the
 * sheet, and nothing is sent.  A sheet numbered from a move the record has
 * passed (the paper scoresheet from move 1) must agree with the record up
 * to its end; only the moves after it are sent.
 */
#ifndef ARBITER_APP_SHEET_H
#define ARBITER_APP_SHEET_H

#include <stdbool.h>
#include <stdint.h>

struct session;

#define SHEET_WORD	"record"
#define SHEET_MOVES_MAX	1024	/* plies in one sheet */

/* Whether line is a 'record' (its first word). */
bool	sheet_is(const char *line);

/*
 * Check line's sheet and send its moves through s at now: 0 and *msg
 * ("board 4: 5 moves recorded"), or -1 and *msg, the refusal (nothing
 * sent, or, when the server refused a move the copy took, how many were
 * sent).  *msg is the caller's to free.
 */
int	sheet_do(struct session *s, const char *line, int64_t now, char **msg);

#endif
