/*
 * cmd_dead.c: arbiter-cli dead FEN [--side white|black] [--budget N]
 *             arbiter-cli dead - [--budget N] [--times]
 *
 * Whether each side can still win (in chess: checkmate; 5.2b, 6.10, 9.6),
 * through the game kind's analysis: one line per
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

#include "cli.h"
#include "edition.h"

#define DEAD_USAGE \
	"usage: dead FEN|- [--side white|black] [--budget N] [--times] " \
	"[--verify] [--game NAME]"

static const char *const answers[] = {
	[GAME_VERDICT_NO] = "no", [GAME_VERDICT_YES] = "yes",
	[GAME_VERDICT_UNKNOWN] = "unknown"
};

static double
now_us(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e6 + (double)ts.tv_nsec / 1e3;
}

/* Print the witness as records write it, numbered: "1...Kh8 2.Nf7#". */
static void
print_line(const struct game_kind *kind, const struct game_pos *root,
    const uint64_t *line, size_t len)
{
	struct game_pos	pos = *root;
	char		buf[GAME_MOVE_TEXT_MAX];
	size_t		i;

	for (i = 0; i < len; i++) {
		kind->move_write(&pos, line[i], GAME_STYLE_EXPORT, 0, buf);
		if (kind->side(&pos) == 0)
			printf(" %u.%s", kind->move_number(&pos), buf);
		else if (i == 0)
			printf(" %u...%s", kind->move_number(&pos), buf);
		else
			printf(" %s", buf);
		kind->play(&pos, line[i]);
	}
}

/* "white: yes 1...Kh8 2.Nf7#" */
static void
print_side(const struct game_kind *kind, const struct game_pos *pos, int c,
    enum game_verdict a, const uint64_t *line, size_t len)
{
	printf("%s: %s", c == 0 ? "white" : "black", answers[a]);
	if (a == GAME_VERDICT_YES)
		print_line(kind, pos, line, len);
	printf("\n");
}

/* Whether line is legal from root and ends in side's win (a mate). */
static int
witness_ok(const struct game_kind *kind, const struct edition *ed,
    const struct game_pos *root, int side, const uint64_t *line, size_t len)
{
	struct game_pos	pos = *root;
	struct game_end	end;
	uint64_t	moves[GAME_MOVES_MAX];
	size_t		i, j, n;

	for (i = 0; i < len; i++) {
		n = kind->legal_moves(&pos, moves);
		for (j = 0; j < n && moves[j] != line[i]; j++)
			;
		if (j == n)
			return 0;
		kind->play(&pos, line[i]);
	}
	kind->outcome(&pos, ed, &end);
	return end.law != LAW_NONE && end.points2[side] == 2;
}

/* Both sides' answers, every witness checked here too with --verify. */
static void
batch_sides(const struct game_kind *kind, const struct edition *ed,
    const struct game_pos *pos, uint64_t budget, int verify,
    unsigned long lineno, enum game_verdict a[2], int *bad)
{
	uint64_t	 lines[2][GAME_LINE_MAX];
	uint64_t	*witness[2] = { lines[0], lines[1] };
	size_t		 len[2];
	int		 c;

	kind->can_win_both(pos, budget, a, witness, len);
	for (c = 0; c <= 1; c++) {
		if (verify && a[c] == GAME_VERDICT_YES &&
		    !witness_ok(kind, ed, pos, c, lines[c], len[c])) {
			fprintf(stderr, "arbiter-cli: line %lu: %s witness "
			    "is not a mate\n", lineno,
			    c == 0 ? "white" : "black");
			*bad = 1;
		}
	}
}

static int
batch(const struct game_kind *kind, const struct edition *ed,
    uint64_t budget, int times, int verify)
{
	struct game_pos		 pos;
	enum game_verdict	 a[2];
	const char		*why = "";
	char			*line = NULL;
	size_t			 cap = 0;
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
		if (kind->pos_read(&pos, line, NULL, &why) != GAME_POS_OK) {
			fprintf(stderr, "arbiter-cli: line %lu: '%s': %s\n",
			    lineno, cli_quote(line), why);
			free(line);
			return 2;
		}
		t0 = now_us();
		batch_sides(kind, ed, &pos, budget, verify, lineno, a, &bad);
		if (times)
			printf("%s %s %.1f\n", answers[a[0]], answers[a[1]],
			    now_us() - t0);
		else
			printf("%s %s\n", answers[a[0]], answers[a[1]]);
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
	const struct game_kind	*kind = cli_game(&argc, argv);
	const struct edition	*ed;
	struct game_pos		 pos;
	enum game_verdict	 a[2];
	uint64_t		 lines[2][GAME_LINE_MAX];
	uint64_t		*witness[2] = { lines[0], lines[1] };
	size_t			 len[2];
	const char		*fen = NULL, *why = "";
	uint64_t		 budget;
	int			 k, side = -1, times = 0, verify = 0;

	if (kind == NULL)
		return 2;
	/* The default budget is the game's default edition's (Chess960's
	 * that of chess, whose editions rule it). */
	ed = edition_default(gamekind_rules_game(kind),
	    strlen(gamekind_rules_game(kind)));
	budget = (uint64_t)edition_param(ed, EDITION_DEAD_BUDGET);
	for (k = 1; k < argc; k++) {
		if (strcmp(argv[k], "--side") == 0 && k + 1 < argc) {
			k++;
			if (strcmp(argv[k], "white") == 0)
				side = 0;
			else if (strcmp(argv[k], "black") == 0)
				side = 1;
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
		return batch(kind, ed, budget, times, verify);
	if (kind->pos_read(&pos, fen, NULL, &why) != GAME_POS_OK) {
		fprintf(stderr, "arbiter-cli: line 1: '%s': %s\n",
		    cli_quote(fen), why);
		return 2;
	}
	if (side != -1) {
		a[side] = kind->can_win(&pos, side, budget, lines[side],
		    &len[side]);
		print_side(kind, &pos, side, a[side], lines[side], len[side]);
		return 0;
	}
	kind->can_win_both(&pos, budget, a, witness, len);
	print_side(kind, &pos, 0, a[0], lines[0], len[0]);
	print_side(kind, &pos, 1, a[1], lines[1], len[1]);
	if (a[0] == GAME_VERDICT_YES || a[1] == GAME_VERDICT_YES)
		printf("verdict: alive\n");
	else if (a[0] == GAME_VERDICT_NO && a[1] == GAME_VERDICT_NO)
		printf("verdict: dead\n");
	else
		printf("verdict: unknown\n");
	return 0;
}
