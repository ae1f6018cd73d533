/*
 * trf.c: TRF-16 player lines into 'player' and 'pair' commands.
 *
 * A 001 line, by 1-based column: 5-8 start number, 15-47 name, 49-52
 * rating, 54-56 federation, 58-68 FIDE id; round r's block at 92 +
 * 10 (r - 1): 4 columns of opponent, then the colour (w, b, -) at +5.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/trf.h"
#include "app/xmalloc.h"

#define TRF_PLAYERS_MAX	9999

struct trf_player {
	unsigned	id, opponent;
	char		colour;
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
	if ((n = trf_number(id)) <= 0) {
		xasprintf(cause, "%s:%zu: '%s': not a start number", path,
		    lineno, id);
		return -1;
	}
	if ((r = trf_number(rating)) < 0 || (f = trf_number(fide)) < 0) {
		xasprintf(cause, "%s:%zu: '%s': not a number", path, lineno,
		    r < 0 ? rating : fide);
		return -1;
	}
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
	trf_field(line, len, at, at + 3, opp, sizeof opp);
	trf_field(line, len, at + 5, at + 5, col, sizeof col);
	o = trf_number(opp);
	p->id = (unsigned)n;
	p->opponent = o > 0 ? (unsigned)o : 0;
	p->colour = col[0];
	return 0;
}

int
trf_import(const char *path, unsigned round, FILE *out, char **cause)
{
	FILE			*f;
	struct trf_player	*players = NULL;
	size_t			 n = 0, cap = 0, lineno = 0, i, board = 0;
	char			*line = NULL;
	size_t			 lcap = 0;
	ssize_t			 len;
	int			 rc = 0;

	if (round == 0) {
		xasprintf(cause, "%s: rounds count from 1", path);
		return -1;
	}
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, "%s: cannot read", path);
		return -1;
	}
	while (rc == 0 && (len = getline(&line, &lcap, f)) != -1) {
		lineno++;
		while (len > 0 && (line[len - 1] == '\n' ||
		    line[len - 1] == '\r'))
			line[--len] = '\0';
		if (strncmp(line, "001", 3) != 0)
			continue;
		if (n == cap) {
			cap = cap == 0 ? 64 : 2 * cap;
			players = xrealloc(players, cap * sizeof *players);
		}
		rc = trf_player(path, lineno, line, (size_t)len, round, out,
		    &players[n], cause);
		if (rc == 0)
			n++;
	}
	free(line);
	fclose(f);
	if (rc != 0) {
		free(players);
		return -1;
	}
	fprintf(out, "round %u\n", round);
	for (i = 0; i < n; i++) {
		if (players[i].opponent == 0)
			fprintf(out, "# bye or no game: player %u\n",
			    players[i].id);
		else if (players[i].colour == 'w' || players[i].colour == 'W')
			fprintf(out, "pair %zu %u %u\n", ++board, players[i].id,
			    players[i].opponent);
	}
	free(players);
	return 0;
}
