/*
 * chess960_perft.c: the driver of Chess960 perft (Guidelines II) for the
 * benchmark against Stockfish (tests/bench/perft960.sh) and for checks by
 * hand (a noinst program).
 *
 *	chess960_perft fens [shredder]
 *		the 960 starting positions' FENs, by number (X-FEN, or
 *		Shredder-FEN), one a line
 *	chess960_perft starts DEPTH [FIRST [LAST]]
 *		perft of the starting positions FIRST..LAST (all without
 *		FIRST, FIRST alone without LAST):
 *		"N nodes" a line, then "total T", "time S s", "nodes/s R"
 *	chess960_perft perft DEPTH FEN
 *		perft of an X-FEN or Shredder-FEN position: "nodes N"
 *	chess960_perft list DEPTH
 *		perft of each FEN read from the standard input, a count a
 *		line (several positions in one run, as Stockfish takes them)
 *	chess960_perft divide DEPTH FEN
 *		each legal move (UCI, castling as king takes rook) and its
 *		count, then "nodes N": to compare with Stockfish's go perft
 *	chess960_perft playouts COUNT PLIES [SEED]
 *		COUNT positions of random games from random starting
 *		positions, each after up to PLIES moves, as Shredder-FEN:
 *		positions to compare with another generator
 *	chess960_perft suite FILE [MAX-DEPTH]
 *		an EPD perft suite ("FEN ;D1 n ;D2 n ..."): every count to
 *		MAX-DEPTH (default 4) checked; exit 1 at the first mismatch
 */
#include "config.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "chess/board.h"

static double
now_seconds(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static int
usage(void)
{
	fprintf(stderr, "usage: chess960_perft fens [shredder] | starts DEPTH "
	    "[FIRST [LAST]] | perft DEPTH FEN | divide DEPTH FEN | "
	    "suite FILE [MAX-DEPTH]\n");
	return 2;
}

static int
read_position(struct position *pos, const char *fen)
{
	size_t	where = 0;

	if (fen_read_flags(pos, fen, &where, FEN_READ_960 | FEN_READ_LAX) !=
	    FEN_OK) {
		fprintf(stderr, "chess960_perft: bad FEN at byte %zu: %s\n",
		    where, fen);
		return -1;
	}
	return 0;
}

static int
cmd_fens(int shredder)
{
	struct position	pos;
	char		fen[FEN_MAX];
	unsigned	n;

	for (n = 0; n < CHESS960_NB; n++) {
		board_start_960(&pos, n);
		if (shredder)
			fen_write_shredder(&pos, fen);
		else
			fen_write(&pos, fen);
		printf("%s\n", fen);
	}
	return 0;
}

static int
cmd_starts(int depth, unsigned first, unsigned last)
{
	struct position	pos;
	uint64_t	nodes, total = 0;
	double		t0 = now_seconds(), t;
	unsigned	n;

	for (n = first; n <= last && n < CHESS960_NB; n++) {
		board_start_960(&pos, n);
		nodes = board_perft(&pos, depth);
		total += nodes;
		printf("%u %" PRIu64 "\n", n, nodes);
	}
	t = now_seconds() - t0;
	printf("total %" PRIu64 "\ntime %.3f s\nnodes/s %.0f\n", total, t,
	    t > 0 ? (double)total / t : 0.0);
	return 0;
}

static int
cmd_perft(int depth, const char *fen, int divide)
{
	struct position	pos, child;
	struct undo	u;
	uint16_t	moves[MAX_MOVES];
	uint64_t	nodes = 0, k;
	size_t		i, n;
	char		uci[6];

	if (read_position(&pos, fen) != 0)
		return 1;
	if (!divide || depth < 1) {
		printf("nodes %" PRIu64 "\n", board_perft(&pos, depth));
		return 0;
	}
	n = board_legal_moves(&pos, moves);
	for (i = 0; i < n; i++) {
		child = pos;
		board_make(&child, moves[i], &u);
		k = board_perft(&child, depth - 1);
		board_move_uci_pos(&pos, moves[i], uci);
		printf("%s: %" PRIu64 "\n", uci, k);
		nodes += k;
	}
	printf("nodes %" PRIu64 "\n", nodes);
	return 0;
}

static int
cmd_list(int depth)
{
	struct position	pos;
	char		line[1024];

	while (fgets(line, sizeof line, stdin) != NULL) {
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '\0')
			continue;
		if (read_position(&pos, line) != 0)
			return 1;
		printf("%" PRIu64 "\n", board_perft(&pos, depth));
	}
	return 0;
}

/* xorshift64*: a fixed sequence from a seed. */
static uint64_t
next_random(uint64_t *state)
{
	*state ^= *state >> 12;
	*state ^= *state << 25;
	*state ^= *state >> 27;
	return *state * 2685821657736338717ULL;
}

static int
cmd_playouts(unsigned count, unsigned plies, uint64_t seed)
{
	struct position	pos;
	struct undo	u;
	uint16_t	moves[MAX_MOVES];
	char		fen[FEN_MAX];
	unsigned	i, ply, len;
	size_t		n;

	for (i = 0; i < count; i++) {
		board_start_960(&pos, (unsigned)(next_random(&seed) %
		    CHESS960_NB));
		len = (unsigned)(next_random(&seed) % (plies + 1));
		for (ply = 0; ply < len; ply++) {
			if ((n = board_legal_moves(&pos, moves)) == 0)
				break;
			board_make(&pos, moves[next_random(&seed) % n], &u);
		}
		fen_write_shredder(&pos, fen);
		printf("%s\n", fen);
	}
	return 0;
}

static int
cmd_suite(const char *path, int max_depth)
{
	FILE		*f = fopen(path, "r");
	char		line[1024], *semi, *op, *end;
	struct position	pos;
	unsigned long	lineno = 0, positions = 0, checked = 0, d;
	uint64_t	want, got;

	if (f == NULL) {
		perror(path);
		return 2;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		lineno++;
		if ((semi = strchr(line, ';')) == NULL)
			continue;
		*semi = '\0';
		if (read_position(&pos, line) != 0)
			return 1;
		positions++;
		for (op = semi + 1; op != NULL; op = strchr(op, ';')) {
			op += strspn(op, "; ");
			if (*op != 'D')
				continue;
			d = strtoul(op + 1, &end, 10);
			want = strtoull(end, &end, 10);
			if ((int)d > max_depth)
				continue;
			got = board_perft(&pos, (int)d);
			if (got != want) {
				printf("line %lu depth %lu: %" PRIu64 " != %"
				    PRIu64 "\n", lineno, d, got, want);
				return 1;
			}
			checked++;
		}
	}
	fclose(f);
	printf("%lu positions, %lu counts checked, 0 mismatches\n", positions,
	    checked);
	return positions > 0 ? 0 : 1;
}

int
main(int argc, char **argv)
{
	if (argc >= 2 && strcmp(argv[1], "fens") == 0)
		return cmd_fens(argc >= 3 && strcmp(argv[2], "shredder") == 0);
	if (argc >= 3 && strcmp(argv[1], "starts") == 0)
		return cmd_starts(atoi(argv[2]),
		    argc >= 4 ? (unsigned)atoi(argv[3]) : 0,
		    argc >= 5 ? (unsigned)atoi(argv[4]) :
		    argc >= 4 ? (unsigned)atoi(argv[3]) : CHESS960_NB - 1);
	if (argc == 4 && strcmp(argv[1], "perft") == 0)
		return cmd_perft(atoi(argv[2]), argv[3], 0);
	if (argc == 3 && strcmp(argv[1], "list") == 0)
		return cmd_list(atoi(argv[2]));
	if (argc == 4 && strcmp(argv[1], "divide") == 0)
		return cmd_perft(atoi(argv[2]), argv[3], 1);
	if (argc >= 4 && strcmp(argv[1], "playouts") == 0)
		return cmd_playouts((unsigned)atoi(argv[2]),
		    (unsigned)atoi(argv[3]), argc >= 5 ?
		    strtoull(argv[4], NULL, 0) : 0x9e3779b97f4a7c15ULL);
	if (argc >= 3 && strcmp(argv[1], "suite") == 0)
		return cmd_suite(argv[2], argc >= 4 ? atoi(argv[3]) : 4);
	return usage();
}
