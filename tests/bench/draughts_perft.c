/*
 * draughts_perft.c: the driver of the draughts rules core for benchmarks
 * and for the checks against ../shared/data/draughts (a noinst program).
 *
 *	draughts_perft [--divide] DEPTH [PDN-FEN]
 *		perft of the start position or of the FEN; prints "nodes N",
 *		"time T s" and "nodes/s R" like scan-perft and arbiter-cli
 *		perft; --divide first prints each legal move with its count
 *	draughts_perft --suite FILE [--max-leaves N] [--max-depth D]
 *		every count of a perft table (perft_startpos.tsv: "depth
 *		leaves ..."; perft_positions.tsv: "name FEN d1,d2,... ...")
 *		up to N leaves (default 50 M) and depth D
 *	draughts_perft --divide-check FILE DEPTH
 *		the per-move split of the start position against a file of
 *		"32-28 649042" lines and a "total N" line
 *	draughts_perft --rules FILE
 *		each position of rule_positions.tsv: its legal moves, as a
 *		set, against the list ("28-23; 46x5{23}; ..."), and each
 *		move's notation written and read back
 *	draughts_perft --pdn FILE
 *		read a PDN file; every move must be legal
 *
 * The checks print what they compared and exit 1 at the first difference.
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "draughts/pdn.h"

static double
now_seconds(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
read_fen(struct draughts_position *pos, const char *fen)
{
	enum draughts_fen_error	e;
	size_t			where;

	if ((e = draughts_fen_read(pos, fen, &where)) != DRAUGHTS_FEN_OK) {
		fprintf(stderr, "draughts_perft: '%s': %s at byte %zu\n", fen,
		    draughts_fen_strerror(e), where);
		return -1;
	}
	return 0;
}

/* Each legal move with its count into out (if not NULL); the total. */
static uint64_t
divide(const struct draughts_position *pos, int depth, FILE *out)
{
	struct draughts_position	child;
	uint64_t			moves[DRAUGHTS_MAX_MOVES], n, total = 0;
	size_t				i, count;
	char				text[DNOTATION_MAX];

	count = draughts_legal_moves(pos, moves);
	for (i = 0; i < count; i++) {
		child = *pos;
		draughts_make(&child, moves[i]);
		n = draughts_perft(&child, depth - 1);
		dnotation_write(pos, moves[i], text);
		if (out != NULL)
			fprintf(out, "%s %" PRIu64 "\n", text, n);
		total += n;
	}
	return total;
}

static int
check_count(const char *name, const struct draughts_position *pos, int depth,
    uint64_t want)
{
	uint64_t	got;
	double		t0 = now_seconds();

	got = draughts_perft(pos, depth);
	printf("%-12s d%-2d %12" PRIu64 " %s (%.2f s)\n", name, depth, got,
	    got == want ? "ok" : "WRONG", now_seconds() - t0);
	if (got != want) {
		printf("%s depth %d: %" PRIu64 " leaves, expected %" PRIu64
		    "\n", name, depth, got, want);
		return -1;
	}
	return 0;
}

/* Split line at tabs into at most max fields; returns how many. */
static int
split_tabs(char *line, char **fields, int max)
{
	int	n = 0;
	char	*p;

	line[strcspn(line, "\r\n")] = '\0';
	for (p = line; n < max;) {
		fields[n++] = p;
		if ((p = strchr(p, '\t')) == NULL)
			break;
		*p++ = '\0';
	}
	return n;
}

static int
suite(const char *file, uint64_t max_leaves, int max_depth)
{
	struct draughts_position	pos;
	FILE				*f;
	char				line[4096], *fields[4], *p, *end;
	uint64_t			want;
	int				n, depth, checked = 0, status = 0;

	if ((f = fopen(file, "r")) == NULL) {
		fprintf(stderr, "draughts_perft: %s: %s\n", file,
		    strerror(errno));
		return 1;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		if (line[0] == '#' || line[0] == '\n' || line[0] == '\0')
			continue;
		n = split_tabs(line, fields, 4);
		if (n >= 2 && fields[0][0] >= '0' && fields[0][0] <= '9') {
			/* perft_startpos.tsv: depth, leaves. */
			depth = atoi(fields[0]);
			want = strtoull(fields[1], NULL, 10);
			if (want > max_leaves || depth > max_depth)
				continue;
			draughts_start(&pos);
			status |= check_count("start", &pos, depth, want);
			checked++;
		} else if (n >= 3 && strcmp(fields[0], "depth") != 0) {
			/* perft_positions.tsv: name, FEN, counts. */
			if (read_fen(&pos, fields[1]) < 0) {
				status = -1;
				continue;
			}
			for (p = fields[2], depth = 1; *p != '\0'; depth++) {
				want = strtoull(p, &end, 10);
				if (end == p)
					break;
				if (want <= max_leaves && depth <= max_depth) {
					status |= check_count(fields[0], &pos,
					    depth, want);
					checked++;
				}
				p = *end == ',' ? end + 1 : end;
			}
		}
	}
	fclose(f);
	printf("%s: %d counts checked%s\n", file, checked,
	    status == 0 ? ", all right" : ", SOME WRONG");
	return status == 0 && checked > 0 ? 0 : 1;
}

static int
divide_check(const char *file, int depth)
{
	struct draughts_position	pos;
	FILE				*f, *mine;
	char				line[256], got[256];
	uint64_t			total;
	int				status = 0, lines = 0;

	if ((f = fopen(file, "r")) == NULL || (mine = tmpfile()) == NULL) {
		fprintf(stderr, "draughts_perft: %s: %s\n", file,
		    strerror(errno));
		return 1;
	}
	draughts_start(&pos);
	total = divide(&pos, depth, mine);
	fprintf(mine, "total %" PRIu64 "\n", total);
	rewind(mine);
	while (fgets(line, sizeof line, f) != NULL) {
		lines++;
		if (fgets(got, sizeof got, mine) == NULL ||
		    strcmp(got, line) != 0) {
			printf("divide d%d: expected '%.*s', got '%.*s'\n",
			    depth, (int)strcspn(line, "\n"), line,
			    (int)strcspn(got, "\n"), got);
			status = 1;
		}
	}
	if (fgets(got, sizeof got, mine) != NULL)
		status = 1;
	fclose(f);
	fclose(mine);
	printf("%s: %d lines %s\n", file, lines, status == 0 ? "agree" :
	    "DIFFER");
	return status;
}

static int
compare_moves(const void *a, const void *b)
{
	uint64_t	x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* "28-23" or "46x5{23,30}" into a move; NULL if it is neither. */
static const char *
parse_listed(const char *s, uint64_t *m)
{
	unsigned long	from, to, sq;
	uint64_t	caps = 0;
	char		*end;

	from = strtoul(s, &end, 10);
	if (end == s || (*end != '-' && *end != 'x'))
		return NULL;
	s = end + 1;
	to = strtoul(s, &end, 10);
	if (end == s || from < 1 || from > 50 || to < 1 || to > 50)
		return NULL;
	s = end;
	if (*s == '{') {
		do {
			s++;
			sq = strtoul(s, &end, 10);
			if (end == s || sq < 1 || sq > 50)
				return NULL;
			caps |= 1ULL << (sq - 1);
			s = end;
		} while (*s == ',');
		if (*s++ != '}')
			return NULL;
	}
	*m = dmove_make((unsigned)from, (unsigned)to, caps);
	return s;
}

static int
rules(const char *file)
{
	struct draughts_position	pos;
	FILE				*f;
	char				line[4096], *fields[4], text[DNOTATION_MAX];
	const char			*s;
	uint64_t			want[DRAUGHTS_MAX_MOVES], got[DRAUGHTS_MAX_MOVES];
	uint64_t			back;
	size_t				nwant, ngot, i;
	int				status = 0, checked = 0, bad;

	if ((f = fopen(file, "r")) == NULL) {
		fprintf(stderr, "draughts_perft: %s: %s\n", file,
		    strerror(errno));
		return 1;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		if (line[0] == '#' || split_tabs(line, fields, 4) < 4)
			continue;
		if (read_fen(&pos, fields[2]) < 0) {
			status = 1;
			continue;
		}
		bad = 0;
		for (nwant = 0, s = fields[3]; *s != '\0';) {
			while (*s == ' ' || *s == ';')
				s++;
			if (*s == '\0')
				break;
			if (nwant == DRAUGHTS_MAX_MOVES ||
			    (s = parse_listed(s, &want[nwant++])) == NULL) {
				printf("%s: unreadable move list\n", fields[0]);
				bad = 1;
				break;
			}
		}
		ngot = draughts_legal_moves(&pos, got);
		qsort(want, nwant, sizeof want[0], compare_moves);
		qsort(got, ngot, sizeof got[0], compare_moves);
		if (!bad && (nwant != ngot ||
		    memcmp(want, got, ngot * sizeof got[0]) != 0)) {
			printf("%s: %zu legal moves, %zu listed\n", fields[0],
			    ngot, nwant);
			bad = 1;
		}
		for (i = 0; !bad && i < ngot; i++) {
			dnotation_write(&pos, got[i], text);
			if (dnotation_read(&pos, text, strlen(text), &back,
			    NULL) != DNOTATION_OK || back != got[i]) {
				printf("%s: '%s' does not read back\n",
				    fields[0], text);
				bad = 1;
			}
		}
		printf("%-32s %2zu moves %s\n", fields[0], ngot,
		    bad ? "WRONG" : "ok");
		status |= bad;
		checked++;
	}
	fclose(f);
	printf("%s: %d positions checked%s\n", file, checked,
	    status == 0 ? ", all right" : ", SOME WRONG");
	return status == 0 && checked > 0 ? 0 : 1;
}

struct pdn_tally {
	unsigned long	games, moves, errors;
};

static bool
on_pdn(void *arg, const struct pdn_event *ev)
{
	struct pdn_tally	*t = arg;

	switch (ev->type) {
	case PDN_EV_MOVE:
		t->moves++;
		break;
	case PDN_EV_GAME_END:
		t->games++;
		printf("game %lu: %s\n", ev->game, ev->text);
		break;
	case PDN_EV_ERROR:
		t->errors++;
		printf("game %lu, move %u: '%s': %s%s%s\n", ev->game,
		    ev->move_number, ev->text, pdn_strerror(ev->error),
		    ev->move_error != DNOTATION_OK ? ": " : "",
		    ev->move_error != DNOTATION_OK ?
		    dnotation_strerror(ev->move_error) : "");
		break;
	default:
		break;
	}
	return true;
}

static int
pdn(const char *file)
{
	struct pdn_reader	r;
	struct pdn_tally	t = { 0, 0, 0 };
	FILE			*f;
	char			buf[4096];
	size_t			n;

	if ((f = fopen(file, "r")) == NULL) {
		fprintf(stderr, "draughts_perft: %s: %s\n", file,
		    strerror(errno));
		return 1;
	}
	pdn_reader_init(&r, on_pdn, &t);
	while ((n = fread(buf, 1, sizeof buf, f)) > 0)
		pdn_reader_feed(&r, buf, n);
	pdn_reader_finish(&r);
	fclose(f);
	printf("%s: %lu games, %lu moves, %lu errors\n", file, t.games,
	    t.moves, t.errors);
	return t.errors == 0 && t.games > 0 ? 0 : 1;
}

static int
usage(void)
{
	fprintf(stderr, "usage: draughts_perft [--divide] DEPTH [FEN]\n"
	    "       draughts_perft --suite FILE [--max-leaves N] "
	    "[--max-depth D]\n"
	    "       draughts_perft --divide-check FILE DEPTH\n"
	    "       draughts_perft --rules FILE\n"
	    "       draughts_perft --pdn FILE\n");
	return 2;
}

int
main(int argc, char **argv)
{
	struct draughts_position	pos;
	const char			*fen = NULL;
	char				*end;
	long				depth = -1;
	int				i, div = 0, max_depth = 99;
	uint64_t			nodes, max_leaves = 50000000;
	double				t0, t;

	if (argc >= 3 && strcmp(argv[1], "--suite") == 0) {
		for (i = 3; i + 1 < argc; i += 2) {
			if (strcmp(argv[i], "--max-leaves") == 0)
				max_leaves = strtoull(argv[i + 1], NULL, 10);
			else if (strcmp(argv[i], "--max-depth") == 0)
				max_depth = atoi(argv[i + 1]);
			else
				return usage();
		}
		return suite(argv[2], max_leaves, max_depth);
	}
	if (argc == 4 && strcmp(argv[1], "--divide-check") == 0)
		return divide_check(argv[2], atoi(argv[3]));
	if (argc == 3 && strcmp(argv[1], "--rules") == 0)
		return rules(argv[2]);
	if (argc == 3 && strcmp(argv[1], "--pdn") == 0)
		return pdn(argv[2]);

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--divide") == 0)
			div = 1;
		else if (depth < 0) {
			errno = 0;
			depth = strtol(argv[i], &end, 10);
			if (errno != 0 || end == argv[i] || *end != '\0' ||
			    depth < 0 || depth > 30) {
				fprintf(stderr, "draughts_perft: bad depth "
				    "'%s'\n", argv[i]);
				return 2;
			}
		} else if (fen == NULL)
			fen = argv[i];
		else
			return usage();
	}
	if (depth < 0)
		return usage();
	if (fen == NULL)
		draughts_start(&pos);
	else if (read_fen(&pos, fen) < 0)
		return 1;
	t0 = now_seconds();
	if (div && depth > 0)
		nodes = divide(&pos, (int)depth, stdout);
	else
		nodes = draughts_perft(&pos, (int)depth);
	t = now_seconds() - t0;
	printf("nodes %" PRIu64 "\ntime %.3f s\nnodes/s %.0f\n", nodes, t,
	    t > 0 ? (double)nodes / t : 0.0);
	return 0;
}
