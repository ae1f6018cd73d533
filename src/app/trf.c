/*
 * trf.c: TRF-16 player lines into 'player' and 'pair' commands.
 *
 * A 001 line, by 1-based column: 5-8 start number, 15-47 name, 49-52
 * rating, 54-56 federation, 58-68 FIDE id; round r's block at 92 +
 * 10 (r - 1): 4 columns of opponent, then the colour (w, b, -) at +5.
 * Columns count bytes, as export.c writes them (on the first line, from
 * after a UTF-8 byte-order mark, which is skipped).
 *
 * The whole file is checked before a command is written: every line is
 * UTF-8 without control bytes or hidden characters (utf8.h), blank, or a
 * record: a code of three digits or capitals (001, 012, XXR ...) then a
 * blank; there is at least one 001 line; start numbers are unique; and a
 * game is written the same way on both players' lines.
 */
#include "config.h"

#include <ctype.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/trf.h"
#include "app/xmalloc.h"
#include "utf8.h"

#define TRF_PLAYERS_MAX	9999

struct trf_player {
	unsigned	id, opponent;
	char		colour;
	size_t		lineno;
};

/* The field at 1-based columns [from, to] of line, blanks trimmed. */
static void
trf_field(const char *line, size_t len, size_t from, size_t to, char *buf,
    size_t size)
{
	size_t	a = from - 1, b = to;

	buf[0] = '\0';
	if (a >= len)
		return;
	if (b > len)
		b = len;
	while (a < b && isspace((unsigned char)line[a]))
		a++;
	while (b > a && isspace((unsigned char)line[b - 1]))
		b--;
	if (b - a >= size)
		b = a + size - 1;
	memcpy(buf, line + a, b - a);
	buf[b - a] = '\0';
}

/* A number of digits only, or -1 (empty: 0). */
static long
trf_number(const char *s)
{
	long	n = 0;

	for (; *s != '\0'; s++) {
		if (!isdigit((unsigned char)*s) || n > 99999999)
			return -1;
		n = n * 10 + (*s - '0');
	}
	return n;
}

static void
trf_quote(FILE *out, const char *s)
{
	fputc('"', out);
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', out);
		fputc(*s, out);
	}
	fputc('"', out);
}

/* "path:line: 'text': reason" for a field, quoted for the message. */
static int
trf_bad(char **cause, const char *path, size_t lineno, const char *text,
    const char *reason)
{
	char	q[UTF8_QUOTE_SIZE];

	xasprintf(cause, "%s:%zu: '%s': %s", path, lineno,
	    utf8_quote(q, sizeof q, text, strlen(text)), reason);
	return -1;
}

/*
 * A line must be text: UTF-8, no control bytes, no hidden characters;
 * the fault is named at its column.
 */
static int
trf_text(const char *path, size_t lineno, const char *line, size_t len,
    char **cause)
{
	char		q[UTF8_QUOTE_SIZE];
	size_t		k, at;
	uint32_t	cp;

	for (k = 0; k < len; k++) {
		if ((unsigned char)line[k] < 0x20 || line[k] == 0x7f) {
			xasprintf(cause, "%s:%zu:%zu: '%s': a control byte "
			    "(\\x%02X): not a TRF text line", path, lineno,
			    k + 1, utf8_quote(q, sizeof q, line, len),
			    (unsigned)(unsigned char)line[k]);
			return -1;
		}
	}
	switch (utf8_check(line, len, &at, &cp)) {
	case UTF8_OK:
		return 0;
	case UTF8_INVALID:
		xasprintf(cause, "%s:%zu:%zu: '%s': not valid UTF-8 (bad bytes "
		    "shown as \\xHH): convert the file, e.g. with iconv -f "
		    "latin1 -t utf-8", path, lineno, at + 1,
		    utf8_quote(q, sizeof q, line, len));
		return -1;
	case UTF8_HIDDEN:
		xasprintf(cause, "%s:%zu:%zu: '%s': an invisible or "
		    "text-direction character (U+%04X) is not allowed", path,
		    lineno, at + 1, utf8_quote(q, sizeof q, line, len),
		    (unsigned)cp);
		return -1;
	}
	return -1;
}

/* Is the line a record: three digits or capitals, then a blank? */
static bool
trf_record(const char *line, size_t len)
{
	size_t	k;

	if (len < 3 || (len > 3 && line[3] != ' '))
		return false;
	for (k = 0; k < 3; k++) {
		if (!isdigit((unsigned char)line[k]) &&
		    (line[k] < 'A' || line[k] > 'Z'))
			return false;
	}
	return true;
}

static bool
trf_blank(const char *line, size_t len)
{
	size_t	k;

	for (k = 0; k < len; k++) {
		if (line[k] != ' ')
			return false;
	}
	return true;
}

static int
trf_player(const char *path, size_t lineno, const char *line, size_t len,
    unsigned round, FILE *out, struct trf_player *p, char **cause)
{
	char	id[8], name[40], rating[8], fed[8], fide[16], opp[8], col[4];
	long	n, r, f, o;
	size_t	at = 92 + 10 * (size_t)(round - 1);

	trf_field(line, len, 5, 8, id, sizeof id);
	trf_field(line, len, 15, 47, name, sizeof name);
	trf_field(line, len, 49, 52, rating, sizeof rating);
	trf_field(line, len, 54, 56, fed, sizeof fed);
	trf_field(line, len, 58, 68, fide, sizeof fide);
	if ((n = trf_number(id)) <= 0 || n > TRF_PLAYERS_MAX)
		return trf_bad(cause, path, lineno, id,
		    "not a start number (columns 5-8)");
	if ((r = trf_number(rating)) < 0 || (f = trf_number(fide)) < 0)
		return trf_bad(cause, path, lineno, r < 0 ? rating : fide,
		    "not a number");
	trf_field(line, len, at, at + 3, opp, sizeof opp);
	trf_field(line, len, at + 5, at + 5, col, sizeof col);
	if ((o = trf_number(opp)) < 0 || o > TRF_PLAYERS_MAX)
		return trf_bad(cause, path, lineno, opp,
		    "not an opponent's start number");
	if (col[0] != '\0' && strchr("wWbB-", col[0]) == NULL)
		return trf_bad(cause, path, lineno, col,
		    "not a colour (w, b or -)");
	fprintf(out, "player %ld ", n);
	trf_quote(out, name[0] != '\0' ? name : "?");
	if (r > 0)
		fprintf(out, " rating %ld", r);
	if (strlen(fed) == 3 && isalpha((unsigned char)fed[0]) &&
	    isalpha((unsigned char)fed[1]) && isalpha((unsigned char)fed[2]))
		fprintf(out, " fed %s", fed);
	if (f > 0)
		fprintf(out, " fide-id %ld", f);
	fputc('\n', out);
	p->id = (unsigned)n;
	p->opponent = (unsigned)o;
	p->colour = (char)tolower((unsigned char)col[0]);
	p->lineno = lineno;
	return 0;
}

static const struct trf_player *
trf_find(const struct trf_player *players, size_t n, unsigned id)
{
	size_t	i;

	for (i = 0; i < n; i++) {
		if (players[i].id == id)
			return &players[i];
	}
	return NULL;
}

/*
 * The players as a whole: each start number once, and each game on both
 * lines: A's opponent B with w means B's opponent A with b.
 */
static int
trf_games(const char *path, const struct trf_player *players, size_t n,
    char **cause)
{
	const struct trf_player	*p, *q;
	size_t			 i;

	for (i = 0; i < n; i++) {
		p = &players[i];
		if ((q = trf_find(players, i, p->id)) != NULL) {
			xasprintf(cause, "%s:%zu: start number %u again (line "
			    "%zu)", path, p->lineno, p->id, q->lineno);
			return -1;
		}
	}
	for (i = 0; i < n; i++) {
		p = &players[i];
		if (p->opponent == 0 || (p->colour != 'w' && p->colour != 'b'))
			continue;
		if ((q = trf_find(players, n, p->opponent)) == NULL) {
			xasprintf(cause, "%s:%zu: opponent %u has no player "
			    "line (001)", path, p->lineno, p->opponent);
			return -1;
		}
		if (q->opponent != p->id || q->colour != (p->colour == 'w' ?
		    'b' : 'w')) {
			xasprintf(cause, "%s:%zu: %u plays %u with %s, but "
			    "line %zu does not say so", path, p->lineno, p->id,
			    p->opponent, p->colour == 'w' ? "white" : "black",
			    q->lineno);
			return -1;
		}
	}
	return 0;
}

/* Read and check the file: the players, their commands into cmds. */
static int
trf_read(FILE *f, const char *path, unsigned round, FILE *cmds,
    struct trf_player **players, size_t *n, char **cause)
{
	size_t	 cap = 0, lineno = 0, lcap = 0, len;
	ssize_t	 got;
	char	*line = NULL;
	int	 rc = 0;

	while (rc == 0 && (got = getline(&line, &lcap, f)) != -1) {
		lineno++;
		len = (size_t)got;
		while (len > 0 && (line[len - 1] == '\n' ||
		    line[len - 1] == '\r'))
			line[--len] = '\0';
		/* A byte-order mark before the first line is no text. */
		if (lineno == 1 && len >= 3 &&
		    memcmp(line, "\xef\xbb\xbf", 3) == 0) {
			memmove(line, line + 3, len - 2);
			len -= 3;
		}
		if ((rc = trf_text(path, lineno, line, len, cause)) != 0 ||
		    trf_blank(line, len))
			continue;
		if (!trf_record(line, len)) {
			rc = trf_bad(cause, path, lineno, line, "not a TRF "
			    "line (a code of three characters such as 001, "
			    "then a blank)");
			continue;
		}
		if (strncmp(line, "001", 3) != 0)
			continue;
		if (*n == cap) {
			cap = cap == 0 ? 64 : 2 * cap;
			*players = xrealloc(*players, cap * sizeof **players);
		}
		if ((rc = trf_player(path, lineno, line, len, round, cmds,
		    &(*players)[*n], cause)) == 0)
			(*n)++;
	}
	free(line);
	if (rc != 0)
		return -1;
	if (ferror(f)) {
		xasprintf(cause, "%s:%zu: cannot read further", path,
		    lineno + 1);
		return -1;
	}
	if (*n == 0) {
		if (lineno == 0)
			xasprintf(cause, "%s: empty: no player line (001), "
			    "not a TRF-16 file", path);
		else
			xasprintf(cause, "%s:%zu: no player line (001) in "
			    "the file: not a TRF-16 file", path, lineno);
		return -1;
	}
	return trf_games(path, *players, *n, cause);
}

int
trf_import(const char *path, unsigned round, FILE *out, char **cause)
{
	FILE			*f, *cmds;
	struct trf_player	*players = NULL;
	size_t			 n = 0, i, board = 0, size = 0;
	char			*text = NULL;
	int			 rc;

	if (round == 0) {
		xasprintf(cause, "%s: rounds count from 1", path);
		return -1;
	}
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, "%s: cannot read", path);
		return -1;
	}
	if ((cmds = open_memstream(&text, &size)) == NULL) {
		fclose(f);
		xasprintf(cause, "%s: out of memory", path);
		return -1;
	}
	rc = trf_read(f, path, round, cmds, &players, &n, cause);
	fclose(f);
	if (rc == 0) {
		fprintf(cmds, "round %u\n", round);
		for (i = 0; i < n; i++) {
			if (players[i].opponent == 0)
				fprintf(cmds, "# bye or no game: player %u\n",
				    players[i].id);
			else if (players[i].colour == 'w')
				fprintf(cmds, "pair %zu %u %u\n", ++board,
				    players[i].id, players[i].opponent);
		}
	}
	free(players);
	if (fclose(cmds) != 0 && rc == 0) {
		xasprintf(cause, "%s: out of memory", path);
		rc = -1;
	}
	/* Nothing is written for a file that is refused. */
	if (rc == 0)
		fwrite(text, 1, size, out);
	free(text);
	return rc;
}
