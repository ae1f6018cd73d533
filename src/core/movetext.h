/*
 * movetext.h: a scoresheet's movetext as the arbiter types or pastes it at a
 * claim ('record <board> "<movetext>"', doc/commands.md), read into its
 * moves, pure and game-agnostic.
 *
 * The text is PGN's or PDN's movetext, loosely: move numbers ("12.",
 * "12...", "12.e4", "1.32-28"), moves as written (the game kind reads
 * them later, in the arbiter's language), a clock time after a move in
 * braces ("{1:23:45}") or as PGN's "{[%clk 1:23:45]}", other comments,
 * ';' comments, NAGs ("$1") and the marks "!" and "?" (dropped), and a
 * result token last ("1-0", "2-0", "1/2-1/2", "*"), ignored.  Refused:
 * a control byte anywhere but blanks (NUL included), a variation (a
 * sheet has none), an unclosed comment, a bad clock time,
 * a clock before any move or twice after one, a move after the result,
 * a token too long, more moves than the caller has room for.
 */
#ifndef ARBITER_MOVETEXT_H
#define ARBITER_MOVETEXT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gamekind.h"

#define SHEET_STATUS(X)							\
	X(OK) X(E_EMPTY) X(E_LONG) X(E_COMMENT) X(E_CLOCK)		\
	X(E_CLOCK_WHERE) X(E_VARIATION) X(E_AFTER_RESULT) X(E_MANY)	\
	X(E_NUMBER) X(E_CONTROL)

enum sheet_status {
#define SHEET_STATUS_ENUM(name) SHEET_##name,
	SHEET_STATUS(SHEET_STATUS_ENUM)
#undef SHEET_STATUS_ENUM
	SHEET_STATUS_NB
};

struct sheet_move {
	char		text[GAME_MOVE_TEXT_MAX];	/* as written */
	unsigned	number;		/* its move number, 0 when not given */
	bool		black;		/* ... given as "12..." (Black's) */
	bool		has_clock;
	int64_t		clock_ms;	/* the mover's clock after it */
	size_t		at;		/* its byte offset in the text */
};

/*
 * Read text[0..len) into moves[0..max): SHEET_OK and *n; else the status
 * and *where, the byte offset of the fault (len for the end).
 */
enum sheet_status movetext_read(const char *text, size_t len,
		    struct sheet_move *moves, size_t max, size_t *n,
		    size_t *where);
/* "E_CLOCK": the status's name, for tests. */
const char	*movetext_status_name(enum sheet_status);

#endif
