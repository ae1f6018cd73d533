/*
 * cfginc.c: a libconfig file's @include lines checked before libconfig
 * opens them (the model is in cfginc.h).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfginc.h"
#include "app/xmalloc.h"
#include "utf8.h"

/* libconfig's MAX_INCLUDE_DEPTH: deeper nesting is its to refuse. */
#define CFGINC_DEPTH	10
/* Settings and event files are small: a 500-board event is ~100 KB. */
#define CFGINC_MAX	(1024 * 1024)

static int	cfginc_file(const char *, const char *, size_t, int, char **);

/* Set *cause for the include of name at from:line. */
static int
cfginc_bad(char **cause, const char *from, size_t line, const char *name,
    const char *why, int error)
{
	char	q[UTF8_QUOTE_SIZE];

	utf8_quote(q, sizeof q, name, strlen(name));
	if (error != 0)
		xasprintf(cause, "%s:%zu: @include \"%s\": %s: %s", from, line,
		    q, why, strerror(error));
	else
		xasprintf(cause, "%s:%zu: @include \"%s\": %s", from, line, q,
		    why);
	return -1;
}

/*
 * An @include line at buf[*i], the start of a line: its file name into
 * *name (the caller frees) with *i after the closing quote; false if the
 * line is none.  *line counts the newlines passed.
 */
static bool
cfginc_line(const char *buf, size_t len, size_t *i, size_t *line,
    char **name)
{
	size_t	k = *i, n = 0, lines = 0;
	char	*s;

	while (k < len && (buf[k] == ' ' || buf[k] == '\t'))
		k++;
	if (len - k < 9 || memcmp(buf + k, "@include", 8) != 0 ||
	    (buf[k + 8] != ' ' && buf[k + 8] != '\t'))
		return false;
	k += 8;
	while (k < len && (buf[k] == ' ' || buf[k] == '\t'))
		k++;
	if (k == len || buf[k] != '"')
		return false;
	s = xmalloc(len - k);
	for (k++; k < len && buf[k] != '"'; k++) {
		if (buf[k] == '\\' && k + 1 < len &&
		    (buf[k + 1] == '\\' || buf[k + 1] == '"'))
			k++;
		else if (buf[k] == '\n')
			lines++;
		s[n++] = buf[k];
	}
	if (k == len) {
		free(s);	/* unterminated: libconfig says so */
		return false;
	}
	s[n] = '\0';
	*name = s;
	*i = k + 1;
	*line += lines;
	return true;
}

enum cfginc_lexstate { CFGINC_CODE, CFGINC_COMMENT, CFGINC_STRING };

/*
 * One step of libconfig's scanner at buf[*i], as far as comments and
 * strings go: *st after it, *i at the last byte the step takes (a line
 * comment ends before its newline, an escape never takes one).
 */
static void
cfginc_lex(const char *buf, size_t len, size_t *i, enum cfginc_lexstate *st)
{
	size_t	k = *i;

	switch (*st) {
	case CFGINC_COMMENT:
		if (buf[k] == '*' && k + 1 < len && buf[k + 1] == '/') {
			*st = CFGINC_CODE;
			k++;
		}
		break;
	case CFGINC_STRING:
		if (buf[k] == '\\' && k + 1 < len && buf[k + 1] != '\n')
			k++;
		else if (buf[k] == '"')
			*st = CFGINC_CODE;
		break;
	case CFGINC_CODE:
		if (buf[k] == '/' && k + 1 < len && buf[k + 1] == '*') {
			*st = CFGINC_COMMENT;
			k++;
		} else if (buf[k] == '#' || (buf[k] == '/' && k + 1 < len &&
		    buf[k + 1] == '/')) {
			while (k + 1 < len && buf[k + 1] != '\n')
				k++;
		} else if (buf[k] == '"')
			*st = CFGINC_STRING;
		break;
	}
	*i = k;
}

static bool
cfginc_name_byte(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '*' || c == '-' ||
	    c == '.';
}

/*
 * A number at buf[*i] (code, not inside a name): libconfig 1.5 reads an
 * integer without the L suffix with atoi(), so 4294967297 becomes 1; one
 * that does not fit an int is refused here, naming it.  *i ends on the
 * number's last byte.
 */
static int
cfginc_number(const char *file, const char *buf, size_t len, size_t *i,
    size_t line, char **cause)
{
	char		q[UTF8_QUOTE_SIZE];
	size_t		k = *i, start = *i, digits = 0;
	bool		other = false;
	long long	v = 0;

	if (buf[k] == '+' || buf[k] == '-')
		k++;
	for (; k < len && (cfginc_name_byte(buf[k]) || ((buf[k] == '+' ||
	    buf[k] == '-') && (buf[k - 1] == 'e' || buf[k - 1] == 'E'))); k++) {
		if (buf[k] < '0' || buf[k] > '9')
			other = true;	/* a float, hex, an L: libconfig's */
		else if (v <= INT_MAX)	/* past it: too large already */
			v = v * 10 + (buf[k] - '0');
		digits++;
	}
	*i = k - 1;
	if (other || digits == 0)
		return 0;
	if (buf[start] == '-' ? v <= (long long)INT_MAX + 1 : v <= INT_MAX)
		return 0;
	xasprintf(cause, "%s:%zu: '%s': a whole number out of range "
	    "(-2147483648 to 2147483647)", file, line, utf8_quote(q, sizeof q, buf + start,
	    k - start));
	return -1;
}

/* Find the @include lines of file (buf, len) and check each. */
static int
cfginc_scan(const char *file, const char *buf, size_t len, int depth,
    char **cause)
{
	enum cfginc_lexstate	 st = CFGINC_CODE;
	size_t			 i = 0, line = 1, at;
	char			*name;
	int			 rc;

	while (i < len) {
		if (st == CFGINC_CODE && (i == 0 || buf[i - 1] == '\n')) {
			at = line;
			if (cfginc_line(buf, len, &i, &line, &name)) {
				rc = cfginc_file(name, file, at, depth + 1,
				    cause);
				free(name);
				if (rc != 0)
					return -1;
				continue;
			}
		}
		if (st == CFGINC_CODE && ((buf[i] >= '0' && buf[i] <= '9') ||
		    ((buf[i] == '-' || buf[i] == '+') && i + 1 < len &&
		    buf[i + 1] >= '0' && buf[i + 1] <= '9')) &&
		    (i == 0 || !cfginc_name_byte(buf[i - 1]))) {
			if (cfginc_number(file, buf, len, &i, line, cause) != 0)
				return -1;
		} else
			cfginc_lex(buf, len, &i, &st);
		if (buf[i] == '\n')
			line++;
		i++;
	}
	return 0;
}

/* Read fd whole into *buf, *len, one byte past max at most: 0, or -1. */
static int
cfginc_read(int fd, size_t max, char **buf, size_t *len)
{
	size_t	size = 0;
	ssize_t	got;

	*buf = NULL;
	*len = 0;
	for (;;) {
		if (*len == size) {
			size = size == 0 ? 8192 : size * 2;
			*buf = xrealloc(*buf, size);
		}
		if ((got = read(fd, *buf + *len, size - *len)) < 0 &&
		    errno == EINTR)
			continue;
		if (got < 0)
			return -1;
		if (got == 0 || (*len += (size_t)got) > max)
			return 0;
	}
}

/*
 * Check path, named in an @include at from:line (from is NULL for the
 * file given), then its own includes.
 */
static int
cfginc_file(const char *path, const char *from, size_t line, int depth,
    char **cause)
{
	struct stat	 st;
	char		*buf = NULL;
	size_t		 len = 0;
	int		 fd, rc, got;

	/* stat(2) first: opening a FIFO or a device is already too much. */
	if (stat(path, &st) != 0) {
		if (from == NULL)
			return 0;	/* libconfig says it cannot read it */
		return cfginc_bad(cause, from, line, path, "cannot read",
		    errno);
	}
	if (!S_ISREG(st.st_mode)) {
		if (from == NULL) {
			xasprintf(cause, "%s: not a regular file", path);
			return -1;
		}
		return cfginc_bad(cause, from, line, path,
		    "not a regular file", 0);
	}
	if (depth > CFGINC_DEPTH)
		return 0;
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0) {
		if (from == NULL)
			return 0;
		return cfginc_bad(cause, from, line, path, "cannot read",
		    errno);
	}
	if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
		close(fd);	/* changed under us: not what was checked */
		if (from == NULL) {
			xasprintf(cause, "%s: not a regular file", path);
			return -1;
		}
		return cfginc_bad(cause, from, line, path,
		    "not a regular file", 0);
	}
	/* Read one byte past the limit to know the file is too large. */
	got = cfginc_read(fd, CFGINC_MAX, &buf, &len);
	close(fd);
	if (len > CFGINC_MAX) {
		free(buf);
		if (from == NULL) {
			xasprintf(cause, "%s: larger than a settings or event "
			    "file can be (1 MB)", path);
			return -1;
		}
		return cfginc_bad(cause, from, line, path, "larger than a "
		    "settings or event file can be (1 MB)", 0);
	}
	rc = got < 0 ? 0 : cfginc_scan(path, buf, len, depth, cause);
	free(buf);
	return rc;
}

int
cfginc_check(const char *path, char **cause)
{
	return cfginc_file(path, NULL, 0, 0, cause);
}

/* The text of the line of buf that starts at from, trimmed, into out. */
static void
cfginc_text(const char *buf, size_t len, size_t from, char *out, size_t size)
{
	size_t	end = from, n;

	while (from < len && (buf[from] == ' ' || buf[from] == '\t'))
		from++;
	for (end = from; end < len && buf[end] != '\n'; end++)
		continue;
	while (end > from && (buf[end - 1] == ' ' || buf[end - 1] == '\t' ||
	    buf[end - 1] == '\r'))
		end--;
	n = end - from < size - 1 ? end - from : size - 1;
	memcpy(out, buf + from, n);
	out[n] = '\0';
}

int
cfginc_syntax(const char *path, int line, struct cfginc_syntax *out)
{
	enum cfginc_lexstate	 st = CFGINC_CODE;
	size_t			 i, nline = 1, start = 0, last = 0, wanted = 0;
	size_t			 open_at[CFGINC_OPEN_MAX], open_line[CFGINC_OPEN_MAX];
	size_t			 nopen = 0, string_at = 0, string_line = 0;
	char			*buf;
	size_t			 len;
	int			 fd, rc;

	memset(out, 0, sizeof *out);
	if ((fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)) < 0)
		return -1;
	rc = cfginc_read(fd, CFGINC_MAX, &buf, &len);
	close(fd);
	if (rc != 0 || len > CFGINC_MAX) {
		free(buf);
		return -1;
	}
	for (i = 0; i < len; i++) {
		if (i == start && nline == (size_t)line)
			wanted = start;
		if (st == CFGINC_CODE && buf[i] == '"') {
			string_at = start;
			string_line = nline;
		}
		/* memchr, not strchr: a NUL byte opens nothing. */
		if (st == CFGINC_CODE && memchr("{[(", buf[i], 3) != NULL &&
		    nopen < CFGINC_OPEN_MAX) {
			open_at[nopen] = start;
			open_line[nopen++] = nline;
		} else if (st == CFGINC_CODE && memchr("}])", buf[i], 3) !=
		    NULL && nopen > 0)
			nopen--;
		cfginc_lex(buf, len, &i, &st);
		if (buf[i] != '\n' && buf[i] != ' ' && buf[i] != '\t')
			last = start;
		if (buf[i] == '\n') {
			nline++;
			start = i + 1;
		}
	}
	out->past_end = (size_t)line > nline || (size_t)line < 1 ||
	    (start == len && (size_t)line == nline);
	if (out->past_end && st == CFGINC_STRING) {
		out->open_line = (int)string_line;
		out->open_what = "string";
		cfginc_text(buf, len, string_at, out->text, sizeof out->text);
	} else if (out->past_end && nopen > 0) {
		out->open_line = (int)open_line[nopen - 1];
		out->open_what = "group";
		cfginc_text(buf, len, open_at[nopen - 1], out->text,
		    sizeof out->text);
	} else {
		for (out->last_line = 1, i = 0; i < last; i++)
			out->last_line += buf[i] == '\n';
		cfginc_text(buf, len, out->past_end ? last : wanted, out->text,
		    sizeof out->text);
	}
	free(buf);
	return 0;
}
