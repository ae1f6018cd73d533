/*
 * gen_demo960.c: writes conf/demo-chess960-games.pgn, the Chess960 demo's
 * round (arbiter --demo chess960, issue 30), on the standard output.
 *
 *	gen_demo960 > conf/demo-chess960-games.pgn
 *
 * Each game is a playout by the project's own chess960 kind (gamekind.h:
 * its legal moves, its SAN): a two-ply material search with a fixed
 * pseudo-random tie-break, so the same file every run (tests/cli/
 * demo960-games.sh checks the bundled file is this output).  No public
 * domain Chess960 score with a clear licence was at hand.  The searcher
 * castles as soon as it safely can, so every game shows II.3: from start
 * 35 (BNNQRKRB) O-O swaps king and rook, from start 96 (BBQNRNKR) the
 * king stays on g1 and only the rook moves.  The plan below gives the
 * demo its alerts: a stood illegal move, a flag down by the readings,
 * players who are not the board's, and the source's results.
 */
#include "config.h"

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gamekind.h"

#define GEN_START_SWAP	35	/* BNNQRKRB: O-O is king f1 <-> rook g1 */
#define GEN_START_STAY	96	/* BBQNRNKR: O-O leaves the king on g1 */
#define GEN_PLIES_MAX	160
#define GEN_MATE	100000
#define GEN_CASTLE	300	/* centipawns: castle while one can */

enum gen_end {
	GEN_PLAY,	/* to mate, or the plies: then the material decides */
	GEN_ILLEGAL,	/* the last ply a king move into check (7.5) */
	GEN_FLAG	/* Black's last readings run down: the flag falls */
};

struct gen_plan {
	unsigned	 board, start, plies;
	const char	*white, *black;
	enum gen_end	 end;
};

/* The pairings of conf/demo-chess960.conf; board 6 names other players
 * (the follower's mismatch alert). */
static const struct gen_plan plans[] = {
	{ 1, GEN_START_SWAP, 70, "Rossi, Marco", "Colombo, Paolo", GEN_PLAY },
	{ 2, GEN_START_SWAP, 80, "Muller, Jonas", "Novak, Tomas", GEN_PLAY },
	{ 3, GEN_START_SWAP, 24, "Bianchi, Giulia", "Ricci, Sara",
	    GEN_ILLEGAL },
	{ 4, GEN_START_SWAP, 41, "Andersson, Karin", "Fischer, Anna",
	    GEN_FLAG },
	{ 5, GEN_START_STAY, 90, "Moreau, Luc", "Greco, Matteo", GEN_PLAY },
	{ 6, GEN_START_STAY, 60, "Capablanca, Jose Raul", "Lasker, Emanuel",
	    GEN_PLAY },
	{ 7, GEN_START_STAY, 76, "Kowalski, Piotr", "Marino, Francesca",
	    GEN_PLAY },
	{ 8, GEN_START_STAY, 64, "Conti, Alessandro", "Esposito, Luca",
	    GEN_PLAY },
};

/* The flag's readings: Black's last four moves, seconds left. */
static const long flag_readings[] = { 130, 80, 50, 15 };

static const struct game_kind	*kind;
static uint64_t			 rng_state;

/* xorshift64*: the same tie-breaks everywhere. */
static uint64_t
rng_next(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 0x2545f4914f6cdd1dULL;
}

/* White's material less Black's, in centipawns. */
static int
material(const struct game_pos *pos)
{
	static const int value[] = { 100, 300, 310, 500, 900, 0 };
	struct game_diagram	d;
	unsigned		r, f;
	uint8_t			c;
	int			sum = 0;

	kind->diagram(pos, &d);
	for (r = 0; r < d.rows; r++)
		for (f = 0; f < d.cols; f++) {
			c = d.cell[r][f];
			if (c == GAME_CELL_EMPTY || c == GAME_CELL_NONE ||
			    (c & 7) >= 6)
				continue;
			sum += (c >> 3) != 0 ? -value[c & 7] : value[c & 7];
		}
	return sum;
}

/* The mover's material after the opponent's best reply to m. */
static int
after_reply(const struct game_pos *pos, uint64_t m, int sign)
{
	uint64_t	replies[GAME_MOVES_MAX];
	struct game_pos	p1, p2;
	size_t		n, i;
	int		worst = GEN_MATE, v;
	char		san[GAME_MOVE_TEXT_MAX];

	kind->move_write(pos, m, GAME_STYLE_EXPORT, 0, san);
	p1 = *pos;
	kind->play(&p1, m);
	if ((n = kind->legal_moves(&p1, replies)) == 0)	/* mate, or 5.2.1 */
		return strchr(san, '#') != NULL ? GEN_MATE : -GEN_MATE / 2;
	for (i = 0; i < n; i++) {
		p2 = p1;
		kind->play(&p2, replies[i]);
		if ((v = sign * material(&p2)) < worst)
			worst = v;
	}
	return worst;
}

/* The searcher's move, its SAN into san. */
static uint64_t
choose(const struct game_pos *pos, bool castled, char *san)
{
	uint64_t	moves[GAME_MOVES_MAX], best = 0;
	size_t		n, i;
	int		sign = kind->side(pos) == 0 ? 1 : -1, v, top = 0;
	char		text[GAME_MOVE_TEXT_MAX];

	n = kind->legal_moves(pos, moves);
	for (i = 0; i < n; i++) {
		kind->move_write(pos, moves[i], GAME_STYLE_EXPORT, 0, text);
		v = after_reply(pos, moves[i], sign) * 4 +
		    (int)(rng_next() % 120);
		if (!castled && text[0] == 'O')		/* II.3 */
			v += GEN_CASTLE * 4;
		if (i == 0 || v > top) {
			top = v;
			best = moves[i];
			memcpy(san, text, sizeof text);
		}
	}
	return best;
}

/* The square of the side to move's king: file 0-7 and rank 0-7. */
static void
king_square(const struct game_pos *pos, int *file, int *rank)
{
	struct game_diagram	d;
	uint8_t			king = (uint8_t)(5 | kind->side(pos) << 3);
	unsigned		r, f;

	kind->diagram(pos, &d);
	for (r = 0; r < d.rows; r++)
		for (f = 0; f < d.cols; f++)
			if (d.cell[r][f] == king) {
				*file = (int)f;
				*rank = 7 - (int)r;	/* rows: rank 8 first */
			}
}

/* A king move of the side to move to a square next to it, into check,
 * as made (7.5): its text into san, or false when the king has none. */
static bool
illegal_king(const struct game_pos *pos, char *san)
{
	struct game_pos	after;
	enum game_made	made;
	char		canon[GAME_MOVE_TEXT_MAX], text[8];
	uint64_t	m;
	int		kf = -1, kr = -1, f, r;

	king_square(pos, &kf, &kr);
	for (f = kf - 1; f <= kf + 1; f++)
		for (r = kr - 1; r <= kr + 1; r++) {
			if (f < 0 || f > 7 || r < 0 || r > 7 ||
			    (f == kf && r == kr))
				continue;
			snprintf(text, sizeof text, "K%c%c", 'a' + f, '1' + r);
			if (kind->move_read(pos, text, 3, 0, &m, NULL) ==
			    GAME_READ_OK ||
			    kind->as_made(pos, text, 3, 0, &after, &made,
			    canon) != GAME_READ_OK ||
			    made != GAME_MADE_IN_CHECK)
				continue;
			memcpy(san, text, 4);
			return true;
		}
	return false;
}

static void
write_game(const struct gen_plan *p)
{
	struct game_pos	pos;
	char		san[GEN_PLIES_MAX][GAME_MOVE_TEXT_MAX];
	char		fen[GAME_POS_TEXT_MAX];
	long		clk[GEN_PLIES_MAX];
	uint64_t	moves[GAME_MOVES_MAX];
	bool		castled[2] = { false, false };
	const char	*result = "*";
	size_t		n = 0, k, last;
	int		side, diff;

	kind->start_number(&pos, p->start);
	kind->pos_write(&pos, fen);
	for (;;) {
		side = kind->side(&pos);
		clk[n] = -1;
		if (p->end == GEN_ILLEGAL && n + 1 >= p->plies &&
		    illegal_king(&pos, san[n])) {
			n++;
			break;
		}
		if (kind->legal_moves(&pos, moves) == 0) {
			result = strchr(san[n - 1], '#') == NULL ? "1/2-1/2" :
			    side == 0 ? "0-1" : "1-0";
			break;
		}
		if (n == p->plies && p->end != GEN_ILLEGAL)
			break;
		if (n + 1 == GEN_PLIES_MAX) {
			fprintf(stderr, "gen_demo960: board %u: no illegal "
			    "king move found\n", p->board);
			exit(1);
		}
		kind->play(&pos, choose(&pos, castled[side], san[n]));
		castled[side] |= san[n][0] == 'O';
		n++;
	}
	if (p->end == GEN_PLAY && strcmp(result, "*") == 0) {
		/* Resigned a piece down, else agreed drawn. */
		diff = material(&pos);
		result = diff >= 300 ? "1-0" : diff <= -300 ? "0-1" : "1/2-1/2";
	}
	if (p->end == GEN_FLAG) {	/* White moved last: Black's runs */
		if (n % 2 == 0 || n < 9 || strcmp(result, "*") != 0) {
			fprintf(stderr, "gen_demo960: board %u: over before "
			    "its flag\n", p->board);
			exit(1);
		}
		for (k = 0, last = n - 2; k < 4; k++)
			clk[last - 2 * (3 - k)] = flag_readings[k];
	}
	printf("[Event \"Arbiter Chess960 Demo 2026\"]\n[Board \"%u\"]\n"
	    "[White \"%s\"]\n[Black \"%s\"]\n[Source \"generated playout, "
	    "start %u\"]\n[TimeControl \"5400+30\"]\n[SetUp \"1\"]\n"
	    "[FEN \"%s\"]\n[Variant \"Chess960\"]\n[Result \"%s\"]\n\n",
	    p->board, p->white, p->black, p->start, fen, result);
	for (k = 0; k < n; k++) {
		if (k % 2 == 0)
			printf("%s%zu. ", k % 12 == 0 && k > 0 ? "\n" : "",
			    k / 2 + 1);
		printf("%s ", san[k]);
		if (clk[k] >= 0)
			printf("{ [%%clk %ld:%02ld:%02ld] } ", clk[k] / 3600,
			    clk[k] / 60 % 60, clk[k] % 60);
	}
	printf("%s\n\n", result);
}

int
main(void)
{
	size_t	i;

	if ((kind = gamekind_find("chess960")) == NULL ||
	    kind->start_number == NULL) {
		fprintf(stderr, "gen_demo960: no chess960 kind\n");
		return 1;
	}
	printf("%% demo-chess960-games.pgn: the live Chess960 demo's round "
	    "(arbiter --demo\n%% chess960), issue 30.  Generated playouts: "
	    "each game a deterministic\n%% playout by the project's own "
	    "chess960 rules (tests/cli/gen_demo960.c\n%% wrote this file; "
	    "change that, not this), played again under the demo's\n"
	    "%% players (demo-chess960.conf) by src/app/demofeed.c, which "
	    "writes them as\n%% a LiveChess folder with the [FEN] and "
	    "[Variant] of each start and the\n%% clock readings it "
	    "generates.  Boards 1-4 start from 35 (BNNQRKRB), where\n"
	    "%% O-O swaps king and rook; boards 5-8 from 96 (BBQNRNKR), where "
	    "the king\n%% stays on g1 (Guidelines II.3).  Board 3 stops on a "
	    "stood illegal move\n%% (a king move into check), board 4's "
	    "Black runs out of time (the readings\n%% below leave 15 "
	    "seconds), board 6 names other players.\n\n");
	for (i = 0; i < sizeof plans / sizeof plans[0]; i++) {
		rng_state = 0x960d3e0ULL + plans[i].board * 0x9e3779b97f4a7c15ULL;
		write_game(&plans[i]);
	}
	return 0;
}
