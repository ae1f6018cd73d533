/*
 * cfginc.h: a libconfig file and its @include files, checked before
 * libconfig reads them.
 *
 * libconfig opens whatever an @include names, and 1.5 has no hook to
 * stop it (config_set_include_func came in 1.7): a FIFO blocks the start
 * for ever, a directory ends in flex's "input in flex scanner failed",
 * which exits the process and names neither file nor line.  So the file
 * and, recursively, every file it includes must be a regular file that
 * can be read.  @include lines are found as libconfig's scanner finds
 * them: @include at the start of a line (after blanks), outside comments
 * (from # or // to the end of the line, and block comments) and strings,
 * with its file name in quotes (\" and \\ escaped); the name is used as libconfig uses it (no include
 * directory is set: relative to the working directory).  Nesting deeper
 * than libconfig's own limit (10) is left to libconfig to refuse.
 *
 * The same scan refuses a whole number that does not fit an int (without
 * libconfig's L suffix): libconfig 1.5 reads it with atoi(), so that
 * 4294967297 would be read as 1.
 */
#ifndef ARBITER_CFGINC_H
#define ARBITER_CFGINC_H

#include <stdbool.h>

/*
 * Check path and its includes, each a regular file of at most 1 MB (what
 * libconfig reads is small: a 500-board event is about 100 KB).  Returns
 * 0, or -1 with *cause set (the caller frees it):
 *	path: not a regular file
 *	path: larger than a settings or event file can be (1 MB)
 *	file:line: @include "name": not a regular file
 *	file:line: @include "name": cannot read: reason
 *	file:line: 'word': a whole number out of range (...)
 */
int	cfginc_check(const char *path, char **cause);

/*
 * Where a syntax error libconfig found at path:line is, in words: the
 * line's text; or, when libconfig names a line past the end (the file
 * ended inside a string or a group), the line that opened it (open_line,
 * open_what "string" or "group"), else the last line with text.
 */
#define CFGINC_OPEN_MAX	64
struct cfginc_syntax {
	bool		 past_end;
	int		 open_line;	/* 0: nothing left open */
	const char	*open_what;
	int		 last_line;
	char		 text[128];
};
int	cfginc_syntax(const char *path, int line, struct cfginc_syntax *);

#endif
