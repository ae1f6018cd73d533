/*
 * cmd_perft.c: "arbiter-cli perft" counts the leaves of the legal move tree
 * of a position, and "arbiter-cli perft-suite" checks an EPD file of known
 * counts (";D1 20 ;D2 400 ..."), for any game kind (--game).
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cli.h"

static double
now_seconds(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* A depth 0..20 from text; -1 if it is not one. */
static int
parse_depth(const char *s)
{
	char	*end;
	long	 v;

	errno = 0;
	v = strtol(s, &end, 10);
	if (errno != 0 || end == s || *end != '\0' || v < 0 || v > 20)
		return -1;
	return (int)v;
}

static uint64_t
divide(const struct game_kind *kind, const struct game_pos *pos, int depth)
{
	struct game_pos	after;
	uint64_t	moves[GAME_MOVES_MAX], n, total = 0;
	size_t		i, count;
	char		text[GAME_MOVE_TEXT_MAX];

	count = kind->legal_moves(pos, moves);
	for (i = 0; i < count; i++) {
		after = *pos;
		kind->play(&after, moves[i]);
		n = kind->perft(&after, depth - 1);
		kind->move_write(pos, moves[i], GAME_STYLE_COORD, 0, text);
		printf("%s: %" PRIu64 "\n", text, n);
		total += n;
	}
	return total;
}

int
cmd_perft(int argc, char **argv)
{
	const struct game_kind	*kind = cli_game(&argc, argv);
	struct game_pos		 pos;
	char			 fen[512];
	const char		*why = "";
	int			 depth = -1, div = 0, i;
	size_t			 where = 0, len = 0, w;
	uint64_t		 nodes;
	double			 t0, t;

	if (kind == NULL)
		return 2;
	/* The FEN may come as one argument or as its words. */
	fen[0] = '\0';
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--divide") == 0)
			div = 1;
		else if (depth < 0) {
			if ((depth = parse_depth(argv[i])) < 0)
				return cli_usage_error("perft: bad depth '%s'",
				    cli_quote(argv[i]));
		} else {
			w = strlen(argv[i]);
			if (len + w + 2 > sizeof fen)
				return cli_usage_error("perft: FEN too long");
			if (len != 0)
				fen[len++] = ' ';
			memcpy(fen + len, argv[i], w + 1);
			len += w;
		}
	}
	if (depth < 0)
		return cli_usage_error("usage: perft DEPTH [FEN] [--divide]");
	if (len == 0)
		kind->start(&pos);
	else if (kind->pos_read(&pos, fen, &where, &why) != GAME_POS_OK)
		return cli_usage_error("perft: %s at byte %zu of '%s'", why,
		    where, cli_quote(fen));
	t0 = now_seconds();
	if (div && depth > 0) {
		nodes = divide(kind, &pos, depth);
		putchar('\n');
	} else
		nodes = kind->perft(&pos, depth);
	t = now_seconds() - t0;
	printf("nodes %" PRIu64 "\n", nodes);
	printf("time %.3f s\n", t);
	printf("nodes/s %.0f\n", t > 0 ? (double)nodes / t : 0.0);
	return 0;
}

/* Split an EPD line: the FEN before the first ';', then ";D<n> <count>"
 * operations (others, like ";id", are skipped).  Checks each depth up to
 * max_depth (0: all); returns the number of mismatches, or -1 on a bad
 * line (message printed). */
static int
suite_line(const struct game_kind *kind, const char *file,
    unsigned long lineno, char *line, int max_depth, uint64_t *checked)
{
	struct game_pos		 pos;
	char			*semi, *op, *end;
	const char		*why = "";
	size_t			 where = 0;
	enum game_pos_read	 r;
	unsigned long		 d;
	unsigned long long	 expect;
	uint64_t		 got;
	int			 bad = 0, lax = 0;

	if ((semi = strchr(line, ';')) != NULL)
		*semi = '\0';
	/* A suite may hold a position no game reaches (the side not to move
	 * in check): its moves can be counted, but deeper a king could be
	 * captured, so only depth 1 is checked there. */
	if ((r = kind->pos_read(&pos, line, &where, &why)) ==
	    GAME_POS_UNREACHABLE) {
		lax = 1;
		fprintf(stderr, "arbiter-cli: %s:%lu: note: %s; checking "
		    "depth 1 only\n", file, lineno, why);
	}
	if (r == GAME_POS_BAD) {
		fprintf(stderr, "arbiter-cli: %s:%lu: %s at byte %zu\n", file,
		    lineno, why, where);
		return -1;
	}
	for (op = semi; op != NULL; op = strchr(op + 1, ';')) {
		while (*++op == ' ')
			;
		if (*op != 'D' || op[1] < '0' || op[1] > '9')
			continue;
		errno = 0;
		d = strtoul(op + 1, &end, 10);
		if (errno != 0 || *end != ' ')
			goto bad_op;
		expect = strtoull(end, &end, 10);
		if (errno != 0 || (*end != '\0' && *end != ' ' &&
		    *end != '\n' && *end != '\r'))
			goto bad_op;
		op = end - 1;
		if (d == 0 || d > 20 || (max_depth > 0 && (int)d > max_depth) ||
		    (lax && d > 1))
			continue;
		got = kind->perft(&pos, (int)d);
		(*checked)++;
		if (got != expect) {
			printf("%s:%lu: depth %lu: expected %llu, got %" PRIu64
			    "\n", file, lineno, d, expect, got);
			bad++;
		}
		continue;
bad_op:
		fprintf(stderr, "arbiter-cli: %s:%lu: bad perft operation "
		    "'%.12s'\n", file, lineno, op);
		return -1;
	}
	return bad;
}

int
cmd_perft_suite(int argc, char **argv)
{
	const struct game_kind *kind = cli_game(&argc, argv);
	FILE		*f;
	const char	*file = NULL;
	char		 line[4096];
	unsigned long	 lineno = 0;
	int		 max_depth = 0, i, r, status = 0;
	uint64_t	 checked = 0, mismatches = 0, positions = 0;
	double		 t0;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--depth") == 0 && i + 1 < argc) {
			if ((max_depth = parse_depth(argv[++i])) <= 0)
				return cli_usage_error("perft-suite: bad depth "
				    "'%s'", cli_quote(argv[i]));
		} else if (file == NULL)
			file = argv[i];
		else
			return cli_usage_error("perft-suite: unexpected '%s'",
			    cli_quote(argv[i]));
	}
	if (kind == NULL)
		return 2;
	if (file == NULL)
		return cli_usage_error("usage: perft-suite FILE.epd "
		    "[--depth N]");
	if ((f = fopen(file, "r")) == NULL)
		return cli_usage_error("%s: %s", file, strerror(errno));
	t0 = now_seconds();
	while (fgets(line, sizeof line, f) != NULL) {
		lineno++;
		if (strchr(line, '\n') == NULL && !feof(f)) {
			fprintf(stderr, "arbiter-cli: %s:%lu: line too long\n",
			    file, lineno);
			status = 2;
			break;
		}
		line[strcspn(line, "\r\n")] = '\0';
		if (line[strspn(line, " \t")] == '\0' || line[0] == '#')
			continue;
		positions++;
		if ((r = suite_line(kind, file, lineno, line, max_depth,
		    &checked)) < 0) {
			status = 2;
			break;
		}
		mismatches += (uint64_t)r;
	}
	if (status == 0 && ferror(f)) {
		fprintf(stderr, "arbiter-cli: %s: %s\n", file, strerror(errno));
		status = 2;
	}
	fclose(f);
	if (status != 0)
		return status;
	printf("%" PRIu64 " positions, %" PRIu64 " counts checked, %" PRIu64
	    " mismatches, %.2f s\n", positions, checked, mismatches,
	    now_seconds() - t0);
	return mismatches != 0 ? 1 : 0;
}
