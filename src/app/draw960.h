/*
 * draw960.h: 'draw 960', a round's Chess960 start drawn at random (2023
 * Guidelines II.1, II.2), resolved where the line is written.
 *
 * The arbiter types 'draw 960' (or 'draw 960 round <r>'); the journal's
 * writer (session_submit(): the event's server, a script's session)
 * draws the number once, from the system's random source, and writes
 * 'draw 960 round <r> start <n>': the core applies the number the line
 * carries (rulings/draw.c) and never draws, so a replay, the console and
 * the server all set up the same position from the line.  A console
 * attached to the server sends the line without a number and reads the
 * number back from the line the server wrote.
 */
#ifndef ARBITER_APP_DRAW960_H
#define ARBITER_APP_DRAW960_H

#include <stdint.h>

#include "command.h"

struct game_kind;

#define DRAW960_STARTS	960	/* II.1: the positions, 0-959 */

/*
 * A number in 0..n-1 (n > 0), each as likely as the others: getrandom(2)
 * with the values past the last whole multiple of n drawn again (no
 * modulo bias).  0, or -1 with errno when the system gives no random
 * bytes.
 */
int	draw960_uniform(uint32_t n, uint32_t *out);

/*
 * When cmd is a 'draw' with no number: draw one into it, and name the
 * round (round, the event's current, when the arbiter named none).  0
 * (nothing to do, or drawn), or -1 with *cause (to free).
 */
int	draw960_resolve(struct command *cmd, uint16_t round, char **cause);

/*
 * "Chess960 start 417: BRNBQNKR": the start numbered number as kind sets
 * it up, White's first rank as X-FEN writes it; NULL when kind has no
 * such start.  The caller frees it.
 */
char	*draw960_text(const struct game_kind *kind, unsigned number);

#endif
