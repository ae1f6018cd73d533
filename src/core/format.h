/*
 * format.h: clock text for the screen and for PGN (pure; into buffers the
 * caller gives).  Other formatters (scoresheets, diagrams) live in their
 * own format_*.[ch] files.
 *
 * The rule, one for every display: a clock shows its time ROUNDED UP to
 * the unit shown (seconds, or tenths below the tenths threshold).  So a
 * fresh 90-minute clock shows 1:30:00 until a full second has run, "0:00"
 * (or "0.0") appears exactly when the time is 0, which is exactly when the
 * flag falls (6.1), and 59:59.001 shows "1:00:00".  Forms:
 *	h:mm:ss		from 1:00:00 shown up
 *	m:ss		below that (minutes without a leading zero)
 *	s.t		tenths, when the time shown in tenths is below the
 *			threshold (default 20 s: 19.9 and 20 s shows "0:20");
 *			m:ss.t / h:mm:ss.t if a threshold above a minute is set
 * A fallen flag appends a marker, kept while the flag stays recorded.
 * Times counting up (untimed "?" and "-": time used) follow the same rule.
 * PGN's [%clk h:mm:ss] always uses h:mm:ss, in whole seconds, rounded up.
 */
#ifndef ARBITER_FORMAT_H
#define ARBITER_FORMAT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FORMAT_TENTHS_MS	20000	/* default tenths threshold */
#define FORMAT_FLAG_MARK	"!"	/* default fallen-flag marker */
/* Enough for any clock text without its marker, with the NUL. */
#define FORMAT_CLOCK_MAX	32

struct format_clock_opts {
	int64_t		 tenths_ms;	/* tenths below this; 0: never */
	const char	*flag_mark;	/* appended when fallen; NULL: none */
};

/*
 * Write the text of a clock showing ms (>= 0) into buf of size len, with
 * a NUL; opts NULL means the defaults.  Returns the length, or 0 (and an
 * empty buf when len > 0) if it does not fit.
 */
size_t	format_clock(char *buf, size_t len, int64_t ms, bool flagged,
	    const struct format_clock_opts *opts);
/* The same for one side of a clock: format_clock_side() in clock.h. */

/*
 * Where the text changes: the largest value below ms whose text differs
 * (-1 when ms is 0), and the smallest value above ms whose text differs.
 * A countdown at ms changes after ms - format_clock_below() ms.
 */
int64_t	format_clock_below(int64_t ms, int64_t tenths_ms);
int64_t	format_clock_above(int64_t ms, int64_t tenths_ms);

#endif
