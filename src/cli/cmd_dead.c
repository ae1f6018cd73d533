/*
 * cmd_dead.c: arbiter-cli dead FEN [--side white|black] [--budget N]
 *             arbiter-cli dead - [--budget N] [--times]
 *
 * Whether each side can still checkmate (5.2b, 6.10, 9.6): one line per
 * side, "white: yes 1...Kh8 2.Nf7#" (the witness line in SAN), "no" or
 * "unknown", then "verdict: dead", "alive" or "unknown".  With "-", one
 * FEN per line of standard input and one line "<white> <black>" per FEN
 * (with --times, a third column: microseconds for the two answers; with
 * --verify, every witness is replayed here, apart from the core, and a
 * line that is not legal or does not end in mate by the side is an error).
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "chess/board.h"
#include "chess/dead.h"
#include "chess/notation.h"
#include "cli.h"

#define DEAD_USAGE \
	"usage: dead FEN|- [--side white|black] [--budget N] [--times] " \
	"[--verify]"

static const char *const answers[] = {
	[DEAD_NO] = "no", [DEAD_YES] = "yes", [DEAD_UNKNOWN] = "unknown"
};

static double
now_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Print the witness in SAN with move numbers: "1...Kh8 2.Nf7#". */
static void
print_line(const struct position *root, const uint16_t *line, size_t len)
{
	struct position	pos = *root;
	struct undo	u;
	char		buf[NOTATION_MAX];
	size_t		i;

	for (i = 0; i < len; i++) {
		notation_write(&pos, line[i], NOTATION_SAN, LANG_EN, buf);
		if (pos.side == WHITE)
			printf(" %u.%s", pos.fullmove, buf);
		else if (i == 0)
			printf(" %u...%s", pos.fullmove, buf);
		else
			printf(" %s", buf);
		board_make(&pos, line[i], &u);
	}
}

/* "white: yes 1...Kh8 2.Nf7#" */
static void
print_side(const struct position *pos, enum color c, enum dead_answer a,
    const uint16_t *line, size_t len)
{
	printf("%s: %s", c == WHITE ? "white" : "black", answers[a]);
	if (a == DEAD_YES)
		print_line(pos, line, len);
	printf("\n");
}

/* Whether line is legal from root and ends in mate given by side. */
static int
witness_ok(const struct position *root, enum color side, const uint16_t *line,
    size_t len)
{
	struct position	pos = *root;
	struct undo	u;
	size_t		i;

	for (i = 0; i < len; i++) {
		if (!board_is_legal(&pos, line[i]))
			return 0;
		board_make(&pos, line[i], &u);
	}
	return pos.side != side && board_is_checkmate(&pos);
}

/* Both sides' answers, every witness checked here too with --verify. */
static void
batch_sides(const struct position *pos, uint64_t budget, int verify,
    unsigned long lineno, enum dead_answer a[2], int *bad)
{
	uint16_t	 lines[2][DEAD_WITNESS_MAX];
	uint16_t	*witness[2] = { lines[WHITE], lines[BLACK] };
	size_t		 len[2];
	int		 c;

	dead_can_mate_both(pos, budget, a, witness, len);
	for (c = WHITE; c <= BLACK; c++) {
		if (verify && a[c] == DEAD_YES &&
		    !witness_ok(pos, (enum color)c, lines[c], len[c])) {
			fprintf(stderr, "arbiter-cli: line %lu: %s witness "
			    "is not a mate\n", lineno,
			    c == WHITE ? "white" : "black");
			*bad = 1;
		}
	}
}

static int
batch(uint64_t budget, int times, int verify)
{
	struct position		 pos;
	enum dead_answer	 a[2];
	enum fen_error		 e;
	char			*line = NULL;
	size_t			 cap = 0, where;
	ssize_t			 n;
	unsigned long		 lineno = 0;
	double			 t0;
	int			 bad = 0;

	while ((n = getline(&line, &cap, stdin)) != -1) {
		lineno++;
		while (n > 0 && (line[n - 1] == '\n' || line[n - 1] == '\r'))
			line[--n] = '\0';
		if (n == 0)
			continue;
		if ((e = fen_read(&pos, line, &where)) != FEN_OK) {
			fprintf(stderr, "arbiter-cli: line %lu: '%s': %s\n",
			    lineno, cli_quote(line), cli_fen_error(e));
			free(line);
			return 2;
		}
		t0 = now_us();
		batch_sides(&pos, budget, verify, lineno, a, &bad);
		if (times)
			printf("%s %s %.1f\n", answers[a[WHITE]],
			    answers[a[BLACK]], now_us() - t0);
		else
			printf("%s %s\n", answers[a[WHITE]], answers[a[BLACK]]);
	}
	free(line);
	return bad;
}

static int
parse_budget(const char *s, uint64_t *out)
{
	char			*end;
	unsigned long long	 v;

	if (*s < '0' || *s > '9')
		return -1;
	errno = 0;
	v = strtoull(s, &end, 10);
	if (errno != 0 || *end != '\0' || v == 0)
		return -1;
	*out = v;
	return 0;
}

int
cmd_dead(int argc, char **argv)
{
	struct position		 pos;
	enum dead_answer	 a[2];
	uint16_t		 lines[2][DEAD_WITNESS_MAX];
	uint16_t		*witness[2] = { lines[WHITE], lines[BLACK] };
	size_t			 len[2];
	enum fen_error		 e;
	const char		*fen = NULL;
	uint64_t		 budget = DEAD_DEFAULT_BUDGET;
	size_t			 where;
	int			 k, side = -1, times = 0, verify = 0;

	for (k = 1; k < argc; k++) {
		if (strcmp(argv[k], "--side") == 0 && k + 1 < argc) {
			k++;
			if (strcmp(argv[k], "white") == 0)
				side = WHITE;
			else if (strcmp(argv[k], "black") == 0)
				side = BLACK;
			else
				return cli_usage_error("unknown side '%s'",
				    cli_quote(argv[k]));
		} else if (strcmp(argv[k], "--budget") == 0 && k + 1 < argc) {
			if (parse_budget(argv[++k], &budget) != 0)
				return cli_usage_error("bad budget '%s'",
				    cli_quote(argv[k]));
		} else if (strcmp(argv[k], "--times") == 0)
			times = 1;
		else if (strcmp(argv[k], "--verify") == 0)
			verify = 1;
		else if (fen == NULL)
			fen = argv[k];
		else
			return cli_usage_error(DEAD_USAGE);
	}
	if (fen == NULL)
		return cli_usage_error(DEAD_USAGE);
	if (strcmp(fen, "-") == 0)
		return batch(budget, times, verify);
	if ((e = fen_read(&pos, fen, &where)) != FEN_OK) {
		fprintf(stderr, "arbiter-cli: line 1: '%s': %s\n",
		    cli_quote(fen), cli_fen_error(e));
		return 2;
	}
	if (side != -1) {
		a[side] = dead_can_mate(&pos, (enum color)side, budget,
		    lines[side], &len[side]);
		print_side(&pos, (enum color)side, a[side], lines[side],
		    len[side]);
		return 0;
	}
	dead_can_mate_both(&pos, budget, a, witness, len);
	print_side(&pos, WHITE, a[WHITE], lines[WHITE], len[WHITE]);
	print_side(&pos, BLACK, a[BLACK], lines[BLACK], len[BLACK]);
	if (a[WHITE] == DEAD_YES || a[BLACK] == DEAD_YES)
		printf("verdict: alive\n");
	else if (a[WHITE] == DEAD_NO && a[BLACK] == DEAD_NO)
		printf("verdict: dead\n");
	else
		printf("verdict: unknown\n");
	return 0;
}
