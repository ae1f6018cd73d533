/*
 * paper.c: the layout of a paper (paper.h): pages of PAPER_LINES lines
 * with the header on each, tables whose headings are repeated on a page
 * that starts inside them, rows set out in display columns; and printing
 * through lp.
 *
 * A paper is a list of body lines in sections: paper_heading() opens a
 * section with its heading lines (they are body lines too).  Pages are
 * counted before anything is written, so that "page i of n" is known; a
 * heading is never left alone at the foot of a page.
 */
#include "config.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

#include "app/i18n.h"
#include "app/paper.h"
#include "app/xmalloc.h"
#include "utf8.h"

/* The header's lines: name and site, title and page, a rule, a blank. */
#define PAPER_HEADER	4
#define PAPER_PAGE_BODY	(PAPER_LINES - PAPER_HEADER)

struct paper_body {
	char	*text;
	size_t	 section;	/* the heading it is under, or NONE */
	bool	 heading;	/* one of its section's heading lines */
};
#define PAPER_NONE	((size_t)-1)

struct paper_section {
	size_t	 first;		/* its first heading line */
	size_t	 nheads;
};

struct paper {
	const struct event	*ev;
	char			*title;
	struct paper_body	*lines;
	size_t			 nlines, cap;
	struct paper_section	*sections;
	size_t			 nsections;
	bool			 in_heading;	/* the last line added was one */
};

/* text cut to cols columns at a character boundary, into out. */
static void
paper_cut(char *out, size_t size, const char *text, size_t cols)
{
	size_t	used, n = utf8_fit(text, strlen(text), cols, &used);

	if (n >= size)
		n = utf8_fit(text, size - 1, cols, &used);
	memcpy(out, text, n);
	out[n] = '\0';
}

struct paper *
paper_new(const struct event *ev, const char *title)
{
	struct paper	*p = xcalloc(1, sizeof *p);

	p->ev = ev;
	p->title = xstrdup(title);
	return p;
}

void
paper_free(struct paper *p)
{
	size_t	i;

	if (p == NULL)
		return;
	for (i = 0; i < p->nlines; i++)
		free(p->lines[i].text);
	free(p->lines);
	free(p->sections);
	free(p->title);
	free(p);
}

static void
paper_add(struct paper *p, const char *text, bool heading)
{
	char	cut[PAPER_COLS * 4 + 1];
	size_t	section = p->nsections > 0 ? p->nsections - 1 : PAPER_NONE;

	if (p->nlines == p->cap) {
		p->cap = p->cap == 0 ? 64 : p->cap * 2;
		p->lines = xrealloc(p->lines, p->cap * sizeof *p->lines);
	}
	paper_cut(cut, sizeof cut, text, PAPER_COLS);
	p->lines[p->nlines].text = xstrdup(cut);
	p->lines[p->nlines].section = section;
	p->lines[p->nlines].heading = heading;
	p->nlines++;
	p->in_heading = heading;
}

void
paper_heading(struct paper *p, const char *line)
{
	if (!p->in_heading) {		/* a new section */
		p->sections = xrealloc(p->sections, (p->nsections + 1) *
		    sizeof *p->sections);
		p->sections[p->nsections].first = p->nlines;
		p->sections[p->nsections].nheads = 0;
		p->nsections++;
	}
	p->sections[p->nsections - 1].nheads++;
	paper_add(p, line, true);
}

void
paper_line(struct paper *p, const char *line)
{
	paper_add(p, line, false);
}

/* Heading lines repeated at the top of a page that starts at line i. */
static size_t
paper_repeat(const struct paper *p, size_t i)
{
	const struct paper_body	*l = &p->lines[i];

	if (l->heading || l->section == PAPER_NONE)
		return 0;
	return p->sections[l->section].nheads;
}

/*
 * Where the page starting at line i ends (one past its last line): as
 * many lines as fit, but a section's heading goes to the next page when
 * not even one of its lines would follow it here.
 */
static size_t
paper_page_end(const struct paper *p, size_t i)
{
	size_t	room = PAPER_PAGE_BODY - paper_repeat(p, i), start = i, nh;

	while (i < p->nlines && room > 0) {
		if (p->lines[i].heading && i > start &&
		    p->sections[p->lines[i].section].first == i) {
			nh = p->sections[p->lines[i].section].nheads;
			if (nh + 1 > room)
				break;
		}
		room--;
		i++;
	}
	return i;
}

size_t
paper_body_lines(const struct paper *p)
{
	return p->nlines;
}

size_t
paper_pages(const struct paper *p)
{
	size_t	i = 0, pages = 0;

	do {
		i = paper_page_end(p, i);
		pages++;
	} while (i < p->nlines);
	return pages;
}

/* left, and right at the right margin, on one line of PAPER_COLS. */
static void
paper_sides(FILE *f, const char *left, const char *right)
{
	char	l[PAPER_COLS * 4 + 1], r[PAPER_COLS * 4 + 1];
	size_t	rw, lw;

	paper_cut(r, sizeof r, right, PAPER_COLS / 2);
	rw = utf8_columns(r, strlen(r));
	paper_cut(l, sizeof l, left, PAPER_COLS - rw - (rw > 0));
	lw = utf8_columns(l, strlen(l));
	if (rw == 0)
		fprintf(f, "%s\n", l);
	else
		fprintf(f, "%s%*s%s\n", l, (int)(PAPER_COLS - lw - rw), "", r);
}

static void
paper_header(const struct paper *p, size_t page, size_t pages, FILE *f)
{
	const struct event	*ev = p->ev;
	char			*left, *right, round[64], date[32] = "";

	snprintf(round, sizeof round, _("round %u"), (unsigned)ev->round);
	if (ev->date.year != 0)
		snprintf(date, sizeof date, " - %04u-%02u-%02u",
		    (unsigned)ev->date.year, (unsigned)ev->date.month,
		    (unsigned)ev->date.day);
	paper_sides(f, ev->name, ev->site);
	xasprintf(&left, "%s - %s%s", p->title, round, date);
	xasprintf(&right, _("page %zu of %zu"), page, pages);
	paper_sides(f, left, right);
	free(left);
	free(right);
	fprintf(f, "%.*s\n\n", PAPER_COLS, "--------------------------------"
	    "------------------------------------------------");
}

void
paper_output(const struct paper *p, FILE *f)
{
	size_t	i = 0, end, page = 0, pages = paper_pages(p), k, nh;

	do {
		end = paper_page_end(p, i);
		if (page > 0)
			fputc('\f', f);
		paper_header(p, ++page, pages, f);
		if ((nh = paper_repeat(p, i)) > 0)
			for (k = 0; k < nh; k++)
				fprintf(f, "%s\n", p->lines[p->sections[
				    p->lines[i].section].first + k].text);
		for (; i < end; i++)
			fprintf(f, "%s\n", p->lines[i].text);
	} while (i < p->nlines);
}

void
paper_row(char *out, size_t size, const struct paper_col *cols,
    const char *const *cells, size_t n)
{
	char	cell[PAPER_COLS * 4 + 1];
	size_t	i, len = 0, w, pad;

	out[0] = '\0';
	for (i = 0; i < n && len + 1 < size; i++) {
		paper_cut(cell, sizeof cell, cells[i], cols[i].width);
		w = utf8_columns(cell, strlen(cell));
		pad = cols[i].width - w;
		len += (size_t)snprintf(out + len, size - len, "%s%*s%s%*s",
		    i > 0 ? " " : "", cols[i].right ? (int)pad : 0, "", cell,
		    cols[i].right ? 0 : (int)pad, "");
		if (len >= size)
			len = size - 1;
	}
	while (len > 0 && out[len - 1] == ' ')
		out[--len] = '\0';
}

/* lp's path, found in PATH as a shell finds it, or NULL. */
static char *
paper_lp_find(void)
{
	const char	*path = getenv("PATH"), *dir, *end;
	char		*lp;
	struct stat	 sb;

	if (path == NULL || *path == '\0')
		path = "/usr/bin:/bin";
	for (dir = path; ; dir = end + 1) {
		end = strchr(dir, ':');
		if (end == NULL)
			end = dir + strlen(dir);
		if (end == dir)		/* an empty entry: here */
			lp = xstrdup("./lp");
		else
			xasprintf(&lp, "%.*s/lp", (int)(end - dir), dir);
		if (stat(lp, &sb) == 0 && S_ISREG(sb.st_mode) &&
		    access(lp, X_OK) == 0)
			return lp;
		free(lp);
		if (*end == '\0')
			return NULL;
	}
}

/* In the child: the file on stdin, lp's output maybe nowhere; exec lp. */
static void
paper_lp_child(const char *lp, const char *path, bool quiet)
{
	int	fd;

	if ((fd = open(path, O_RDONLY)) == -1 || dup2(fd, 0) == -1)
		_exit(126);
	close(fd);
	if (quiet && (fd = open("/dev/null", O_WRONLY)) != -1) {
		dup2(fd, 1);
		dup2(fd, 2);
		close(fd);
	}
	execl(lp, "lp", (char *)NULL);
	_exit(127);
}

int
paper_print(const char *path, bool quiet, char **cause)
{
	char	*lp;
	pid_t	 pid;
	int	 status;

	if ((lp = paper_lp_find()) == NULL) {
		xasprintf(cause, _("no printer: lp not found; the file is %s"),
		    path);
		return -1;
	}
	fflush(NULL);
	if ((pid = fork()) == -1) {
		xasprintf(cause, _("cannot run lp: %s; the file is %s"),
		    strerror(errno), path);
		free(lp);
		return -1;
	}
	if (pid == 0)
		paper_lp_child(lp, path, quiet);
	free(lp);
	while (waitpid(pid, &status, 0) == -1)
		if (errno != EINTR) {
			status = -1;
			break;
		}
	if (status != -1 && WIFEXITED(status) && WEXITSTATUS(status) == 0)
		return 0;
	xasprintf(cause, _("lp failed (status %d); the file is %s"),
	    status != -1 && WIFEXITED(status) ? WEXITSTATUS(status) : -1,
	    path);
	return -1;
}
