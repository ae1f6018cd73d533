/*
 * paper.h: a round's papers as plain text laid out for A4 (issue 19,
 * "Paper"): the pairing list as a pairing program posts it, the result
 * sheet (with the standings after the round), and the incident report
 * (incident.h), in the interface's language.
 *
 * A4 at 10 characters an inch and 6 lines an inch, with margins: lines of
 * at most PAPER_COLS display columns (utf8.h: characters, not bytes; a
 * long name is cut at a character boundary) and pages of at most
 * PAPER_LINES lines, a form feed between pages.  Every page starts with
 * the same header: the event's name and site, the paper's title, the
 * round and its date, "page i of n", then the column headings of its
 * table; a full page has exactly PAPER_LINES lines.
 *
 * Printing is lp's: paper_print() gives it the file on its standard input
 * when lp is in PATH, and otherwise says where the file is.
 */
#ifndef ARBITER_PAPER_H
#define ARBITER_PAPER_H

#include <stdbool.h>
#include <stddef.h>
#include <stdio.h>

#include "app/session.h"
#include "event.h"

#define PAPER_COLS	80
#define PAPER_LINES	66

enum paper_kind { PAPER_PAIRINGS, PAPER_RESULTS, PAPER_REPORT };
#define PAPER_KINDS	3

/* A paper's name in commands and files ("pairings", "results",
 * "report"), and back: false when name is none. */
const char	*paper_kind_name(enum paper_kind);
bool		 paper_kind_find(const char *name, enum paper_kind *);

/* The paper of the session's current round, paginated, into f. */
void	paper_write(const struct session *, enum paper_kind, FILE *);

/*
 * The layout under it, for any table: a paper has a title, column
 * headings repeated on every page, and body lines, each cut to
 * PAPER_COLS columns.  paper_new() never fails (xmalloc.h).
 */
struct paper;
struct paper	*paper_new(const struct event *, const char *title);
void		 paper_heading(struct paper *, const char *line);
void		 paper_line(struct paper *, const char *line);
/* Body lines per page, and pages (at least one). */
size_t		 paper_body_lines(const struct paper *);
size_t		 paper_pages(const struct paper *);
void		 paper_output(const struct paper *, FILE *);
void		 paper_free(struct paper *);

/* One column of a row: its width in columns, right-aligned or not. */
struct paper_col {
	size_t	width;
	bool	right;
};
/*
 * The n cells as one row into out (size bytes): each padded or cut to
 * its column's width, one blank between columns, trailing blanks
 * dropped.
 */
void	paper_row(char *out, size_t size, const struct paper_col *,
	    const char *const *cells, size_t n);

/*
 * Print the file at path with lp, found in PATH: 0 when lp took it; -1
 * with *cause (one line, to free; names the file) when there is no lp
 * or it failed.  quiet: lp's own output goes nowhere (the console).
 */
int	paper_print(const char *path, bool quiet, char **cause);

#endif
