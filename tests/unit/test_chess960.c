/*
 * test_chess960.c: Chess960 in the chess core (FIDE Laws, Guidelines II):
 * the starting positions by number (II.1), X-FEN and Shredder-FEN, castling
 * by II.3 and its edge cases, make and unmake, keys (9.2 by rook file),
 * notation, moves as made, PGN, the game kind, and perft against the
 * published Chess960 suite.
 */
#include "config.h"

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "chess/asmade.h"
#include "chess/board.h"
#include "chess/dead.h"
#include "chess/deadclose.h"
#include "chess/notation.h"
#include "chess/pgn.h"
#include "chess/zobrist.h"
#include "gamekind.h"
#include "shared_data.h"

extern const struct game_kind	chess_kind;
extern const struct game_kind	chess960_kind;

#define START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"

static void
read960(struct position *pos, const char *fen)
{
	size_t		where = 999;
	enum fen_error	e = fen_read_flags(pos, fen, &where, FEN_READ_960);

	if (e != FEN_OK)
		fail_msg("fen_read_flags('%s') = %d at %zu", fen, (int)e, where);
	assert_true(board_ok(pos));
	assert_true(pos->chess960);
}

/* The legal move written uci (castling as king takes rook), or fail. */
static uint16_t
find_move(const struct position *pos, const char *uci)
{
	uint16_t	moves[MAX_MOVES];
	size_t		i, n = board_legal_moves(pos, moves);
	char		buf[6];

	for (i = 0; i < n; i++) {
		board_move_uci_pos(pos, moves[i], buf);
		if (strcmp(buf, uci) == 0)
			return moves[i];
	}
	fail_msg("move %s not legal", uci);
	return MOVE_NONE;
}

/* Whether pos has a castling move (II.3) on that side. */
static bool
can_castle(const struct position *pos, bool queen_side)
{
	uint16_t	moves[MAX_MOVES];
	size_t		i, n = board_legal_moves(pos, moves);

	for (i = 0; i < n; i++)
		if (MOVE_KIND(moves[i]) == MOVE_CASTLING &&
		    (SQ_FILE(MOVE_TO(moves[i])) == 2) == queen_side)
			return true;
	return false;
}

static uint8_t
sq(const char *name)
{
	return SQ_MAKE(name[0] - 'a', name[1] - '1');
}

/* II.1: the back rank of start n, White's letters ("RNBQKBNR"). */
static void
back_rank(unsigned n, char out[9])
{
	struct position	pos;
	int		f;

	assert_true(board_start_960(&pos, n));
	for (f = 0; f < 8; f++)
		out[f] = "PNBRQK"[PIECE_TYPE(pos.squares[f])];
	out[8] = '\0';
}

/*
 * II.1: Scharnagl's numbering, anchored where it is published (0
 * BBQNNRKR, 518 the ordinary start, 959 RKRNNQBB, the tables' example 1
 * BQNBNRKR), and every start a legal Chess960 one: bishops on squares of
 * both colours, the king between the rooks, Black mirroring White, all
 * 960 different.
 */
static void
test_start_numbers(void **state)
{
	struct position	pos, ordinary;
	char		rank[9], fen[FEN_MAX], seen[CHESS960_NB][9];
	unsigned	n, i;
	int		f, bishops_dark, k, r1, r2;

	(void)state;
	back_rank(0, rank);
	assert_string_equal(rank, "BBQNNRKR");
	back_rank(1, rank);
	assert_string_equal(rank, "BQNBNRKR");
	back_rank(518, rank);
	assert_string_equal(rank, "RNBQKBNR");
	back_rank(959, rank);
	assert_string_equal(rank, "RKRNNQBB");
	assert_false(board_start_960(&pos, CHESS960_NB));

	/* 518 is Art. 2's position, its FEN the ordinary one. */
	assert_true(board_start_960(&pos, CHESS960_CLASSIC));
	assert_true(board_is_960(&pos));
	board_start(&ordinary);
	assert_false(board_is_960(&ordinary));
	fen_write(&pos, fen);
	assert_string_equal(fen, START_FEN);
	assert_int_equal(fen_start_960(CHESS960_CLASSIC, fen), strlen(fen));
	assert_string_equal(fen, START_FEN);
	assert_int_equal(fen_start_960(0, fen), strlen(fen));
	assert_string_equal(fen,
	    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
	assert_int_equal(fen_start_960(CHESS960_NB, fen), 0);
	assert_true(pos.key == ordinary.key);
	assert_true(board_perft(&pos, 4) == board_perft(&ordinary, 4));

	for (n = 0; n < CHESS960_NB; n++) {
		back_rank(n, seen[n]);
		assert_true(board_start_960(&pos, n));
		assert_true(board_ok(&pos));
		bishops_dark = 0;
		k = r1 = r2 = -1;
		for (f = 0; f < 8; f++) {
			if (seen[n][f] == 'B')
				bishops_dark += (f % 2 == 0);
			if (seen[n][f] == 'K')
				k = f;
			if (seen[n][f] == 'R')
				*(r1 < 0 ? &r1 : &r2) = f;
			assert_int_equal(pos.squares[56 + f],
			    PIECE_MAKE(BLACK, PIECE_TYPE(pos.squares[f])));
		}
		assert_int_equal(bishops_dark, 1);
		assert_true(r1 < k && k < r2);
		assert_int_equal(pos.castle_rook[CASTLE_INDEX(WHITE, 1)], r1);
		assert_int_equal(pos.castle_rook[CASTLE_INDEX(WHITE, 0)], r2);
		for (i = 0; i < n; i++)
			assert_string_not_equal(seen[i], seen[n]);
	}
}

/* X-FEN and Shredder-FEN read and written; ordinary FEN unchanged. */
static void
test_fen(void **state)
{
	struct position	pos, back;
	char		fen[FEN_MAX];
	size_t		where = 0;

	(void)state;
	/* Start 0 in Shredder-FEN, written back both ways. */
	read960(&pos, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
	assert_int_equal(pos.castle_rook[CASTLE_INDEX(WHITE, 0)], sq("h1"));
	assert_int_equal(pos.castle_rook[CASTLE_INDEX(BLACK, 1)], sq("f8"));
	fen_write(&pos, fen);
	assert_string_equal(fen,
	    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
	fen_write_shredder(&pos, fen);
	assert_string_equal(fen,
	    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1");
	/* The same in X-FEN: the same position, the same key. */
	read960(&back, "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1");
	assert_true(board_same(&pos, &back));

	/* Ordinary FEN knows no file letters, nor a king off e1 with KQ. */
	assert_int_equal(fen_read(&pos,
	    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", &where),
	    FEN_BAD_CASTLING);
	assert_int_equal(fen_read(&pos,
	    "bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1", &where),
	    FEN_CASTLING_RIGHTS);
	assert_int_equal(where, 46);
	assert_int_equal(fen_read(&pos, START_FEN, NULL), FEN_OK);
	assert_false(pos.chess960);

	/* A right without its rook, or with the king not between. */
	assert_int_equal(fen_read_flags(&pos, "4k3/8/8/8/8/8/8/4K3 w K - 0 1",
	    NULL, FEN_READ_960), FEN_CASTLING_RIGHTS);
	assert_int_equal(fen_read_flags(&pos, "4k3/8/8/8/8/8/8/4K2R w A - 0 1",
	    NULL, FEN_READ_960), FEN_CASTLING_RIGHTS);
	assert_int_equal(fen_read_flags(&pos, "4k3/8/8/8/8/8/4K3/7R w H - 0 1",
	    NULL, FEN_READ_960), FEN_CASTLING_RIGHTS);
	assert_int_equal(fen_read_flags(&pos, "4k3/8/8/8/8/8/8/4K2R w I - 0 1",
	    NULL, FEN_READ_960), FEN_BAD_CASTLING);
	assert_int_equal(fen_read_flags(&pos, "4k3/8/8/8/8/8/8/4K2R w KH - 0 1",
	    NULL, FEN_READ_960), FEN_BAD_CASTLING);
}

/*
 * X-FEN's ambiguity: with two rooks on one side of the king, Q is the
 * outermost; the inner one is named by its file, and written so.
 */
static void
test_xfen_two_rooks(void **state)
{
	struct position	pos;
	char		fen[FEN_MAX];

	(void)state;
	read960(&pos, "rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1");
	assert_int_equal(pos.castle_rook[CASTLE_INDEX(WHITE, 1)], sq("a1"));
	assert_int_equal(pos.castle_rook[CASTLE_INDEX(BLACK, 1)], sq("a8"));
	fen_write(&pos, fen);
	assert_string_equal(fen, "rr2k3/8/8/8/8/8/8/RR2K3 w Qq - 0 1");
	fen_write_shredder(&pos, fen);
	assert_string_equal(fen, "rr2k3/8/8/8/8/8/8/RR2K3 w Aa - 0 1");
	/* II.3: the b1 rook stands between: no castling with a1's. */
	assert_false(can_castle(&pos, true));

	read960(&pos, "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1");
	assert_int_equal(pos.castle_rook[CASTLE_INDEX(WHITE, 1)], sq("b1"));
	fen_write(&pos, fen);
	assert_string_equal(fen, "rr2k3/8/8/8/8/8/8/RR2K3 w Bb - 0 1");
	assert_true(can_castle(&pos, true));
	assert_int_equal(fen_read_flags(&pos,
	    "rr2k3/8/8/8/8/8/8/RR2K3 w QB - 0 1", NULL, FEN_READ_960),
	    FEN_BAD_CASTLING);
}

/* Play uci, check the board after it and that unmake restores all. */
static void
castle_to(const char *fen, const char *uci, const char *king,
    const char *rook, const char *after)
{
	struct position	pos, before;
	struct undo	u;
	uint16_t	m;
	char		buf[FEN_MAX];

	read960(&pos, fen);
	before = pos;
	m = find_move(&pos, uci);
	assert_int_equal(MOVE_KIND(m), MOVE_CASTLING);
	board_make(&pos, m, &u);
	assert_true(board_ok(&pos));
	assert_int_equal(pos.squares[sq(king)], PIECE_MAKE(WHITE, KING));
	assert_int_equal(pos.squares[sq(rook)], PIECE_MAKE(WHITE, ROOK));
	assert_int_equal(pos.castling & (CASTLE_WK | CASTLE_WQ), 0);
	fen_write(&pos, buf);
	assert_string_equal(buf, after);
	board_unmake(&pos, m, &u);
	assert_memory_equal(&pos, &before, sizeof pos);
}

/*
 * II.3: king and rook end on g and f, or c and d, whatever the squares
 * they left: the king may not move, king and rook may swap, the rook may
 * stand on the king's destination, the king may start on b or g.
 */
static void
test_castling_squares(void **state)
{
	(void)state;
	/* The king stays on g1, the rook goes h1-f1. */
	castle_to("4k3/8/8/8/8/8/8/6KR w H - 0 1", "g1h1", "g1", "f1",
	    "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
	/* King and rook swap, both sides. */
	castle_to("4k3/8/8/8/8/8/8/5KR1 w G - 0 1", "f1g1", "g1", "f1",
	    "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
	castle_to("4k3/8/8/8/8/8/8/2RK4 w C - 0 1", "d1c1", "c1", "d1",
	    "4k3/8/8/8/8/8/8/2KR4 b - - 1 1");
	/* The rook on the king's destination g1. */
	castle_to("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1", "e1g1", "g1", "f1",
	    "4k3/8/8/8/8/8/8/5RK1 b - - 1 1");
	/* The king on b1: queen side towards the h-file, and king side. */
	castle_to("4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "b1a1", "c1", "d1",
	    "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
	castle_to("4k3/8/8/8/8/8/8/RK5R w HA - 0 1", "b1h1", "g1", "f1",
	    "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
	/* The king on g1: queen side across the board; king side staying. */
	castle_to("4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "g1a1", "c1", "d1",
	    "4k3/8/8/8/8/8/8/2KR3R b - - 1 1");
	castle_to("4k3/8/8/8/8/8/8/R5KR w HA - 0 1", "g1h1", "g1", "f1",
	    "4k3/8/8/8/8/8/8/R4RK1 b - - 1 1");
	/* The ordinary castlings are the same moves in a Chess960 game. */
	castle_to("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1h1", "g1", "f1",
	    "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
	castle_to("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "e1a1", "c1", "d1",
	    "r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1");
}

/* II.3: the squares the king crosses and ends on not attacked, the king
 * not in check; the rook's path may be attacked. */
static void
test_castling_refused(void **state)
{
	struct position	pos;

	(void)state;
	/* f8's rook attacks f1, which the king crosses from b1 to g1. */
	read960(&pos, "5rk1/8/8/8/8/8/8/1K5R w H - 0 1");
	assert_false(can_castle(&pos, false));
	/* g1 attacked: the king may not end there, even not moving. */
	read960(&pos, "6k1/8/8/8/8/8/8/1r4KR w H - 0 1");
	assert_true(board_in_check(&pos));
	assert_false(can_castle(&pos, false));
	read960(&pos, "4k3/8/8/2b5/8/8/8/4K2R w K - 0 1");
	assert_false(can_castle(&pos, false));
	/* In check: no castling, though the king would not move. */
	read960(&pos, "2r3k1/8/8/8/8/8/8/R1K5 w A - 0 1");
	assert_false(can_castle(&pos, true));
	/* Only the rook crosses b1, attacked: castling stands. */
	read960(&pos, "1r4k1/8/8/8/8/8/8/R1K5 w A - 0 1");
	assert_true(can_castle(&pos, true));
	/* A piece between: the destination of the rook occupied. */
	read960(&pos, "6k1/8/8/8/8/8/8/1RKN4 w B - 0 1");
	assert_false(can_castle(&pos, true));
	read960(&pos, "6k1/8/8/8/8/8/8/1RK1N3 w B - 0 1");
	assert_true(can_castle(&pos, true));
	/*
	 * The b1 rook leaving uncovers a1's rook along the first rank on
	 * c1, where the king would stand: refused; without it, played.
	 */
	read960(&pos, "4k3/8/8/8/8/8/8/rR2K3 w B - 0 1");
	assert_false(can_castle(&pos, true));
	read960(&pos, "4k3/8/8/8/8/8/8/1R2K3 w B - 0 1");
	assert_true(can_castle(&pos, true));
}

/* 3.8b(1), II.3: the rights a move loses, by the game's rooks. */
static void
test_rights_lost(void **state)
{
	struct position	pos;
	struct undo	u;

	(void)state;
	read960(&pos, "1r2k1r1/8/8/8/8/8/8/1R2K1R1 w GBgb - 0 1");
	board_make(&pos, find_move(&pos, "g1g4"), &u);
	assert_int_equal(pos.castling, CASTLE_WQ | CASTLE_BK | CASTLE_BQ);
	board_make(&pos, find_move(&pos, "b8b1"), &u);	/* takes b1 */
	assert_int_equal(pos.castling, CASTLE_BK);
	board_make(&pos, find_move(&pos, "e1d2"), &u);
	board_make(&pos, find_move(&pos, "e8d8"), &u);
	assert_int_equal(pos.castling, 0);
	assert_true(board_ok(&pos));
}

/* xorshift64*, for random games. */
static uint64_t
rng(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ULL;
}

/*
 * Random games from random starts: every make and unmake keeps the
 * invariant and the key, unmake restores the whole position, and the
 * X-FEN and Shredder-FEN of every position read back the same.
 */
static void
test_random_games(void **state)
{
	struct position	pos, copy, back;
	struct undo	u;
	uint16_t	moves[MAX_MOVES];
	uint64_t	s = 0x960960960ULL;
	char		fen[FEN_MAX];
	size_t		n, i;
	int		game, ply, castlings = 0;

	(void)state;
	for (game = 0; game < 200; game++) {
		assert_true(board_start_960(&pos, (unsigned)(rng(&s) % 960)));
		for (ply = 0; ply < 80; ply++) {
			if ((n = board_legal_moves(&pos, moves)) == 0)
				break;
			for (i = 0; i < n; i++) {
				copy = pos;
				board_make(&pos, moves[i], &u);
				assert_true(board_ok(&pos));
				board_unmake(&pos, moves[i], &u);
				assert_memory_equal(&pos, &copy, sizeof pos);
				castlings += MOVE_KIND(moves[i]) ==
				    MOVE_CASTLING;
			}
			board_make(&pos, moves[rng(&s) % n], &u);
			fen_write(&pos, fen);
			read960(&back, fen);
			assert_true(board_same(&pos, &back));
			fen_write_shredder(&pos, fen);
			read960(&back, fen);
			assert_true(board_same(&pos, &back));
		}
	}
	assert_true(castlings > 1000);
}

/*
 * 9.2 (II.3): the same pieces with a right to castle with another rook
 * is another position; ordinary positions keep their keys.
 */
static void
test_repetition_by_rook(void **state)
{
	struct position	a, b;
	unsigned	mask;

	(void)state;
	read960(&a, "4k3/8/8/8/8/8/8/RR2K3 w A - 0 1");
	read960(&b, "4k3/8/8/8/8/8/8/RR2K3 w B - 0 1");
	assert_int_equal(a.castling, b.castling);
	assert_false(board_same(&a, &b));
	assert_true(board_repetition_key(&a) != board_repetition_key(&b));
	assert_true(board_key_1952(&a) == board_key_1952(&b));
	/* Ordinary rooks add nothing to the key. */
	board_start(&a);
	for (mask = 0; mask < 16; mask++)
		assert_true(zobrist_castling_key(&a, mask) ==
		    zobrist_castling[mask]);
}

/* The move notation reads as text, or fail. */
static uint16_t
read_text(const struct position *pos, const char *text)
{
	uint16_t	m = MOVE_NONE;

	if (notation_read(pos, text, strlen(text), LANG_EN, &m, NULL) !=
	    NOTATION_OK)
		fail_msg("'%s' not read", text);
	return m;
}

/* SAN O-O, O-O-O (and 0-0, the FIDE form) read and written; UCI as the
 * king taking its rook; the king's two steps from e1 still castling. */
static void
test_notation(void **state)
{
	struct position	pos;
	char		buf[NOTATION_MAX];
	uint16_t	m;

	(void)state;
	read960(&pos, "6k1/8/8/8/8/8/8/RK5R w HA - 0 1");
	m = find_move(&pos, "b1a1");
	assert_int_equal(read_text(&pos, "O-O-O"), m);
	assert_int_equal(read_text(&pos, "0-0-0"), m);
	assert_int_equal(read_text(&pos, "b1a1"), m);
	assert_int_equal(read_text(&pos, "Kxa1"), m);
	notation_write(&pos, m, NOTATION_SAN, LANG_EN, buf);
	assert_string_equal(buf, "O-O-O");
	notation_write(&pos, m, NOTATION_FIDE, LANG_IT, buf);
	assert_string_equal(buf, "0-0-0");
	notation_write(&pos, m, NOTATION_UCI, LANG_EN, buf);
	assert_string_equal(buf, "b1a1");
	m = find_move(&pos, "b1h1");
	assert_int_equal(read_text(&pos, "O-O"), m);
	notation_write(&pos, m, NOTATION_SAN, LANG_EN, buf);
	assert_string_equal(buf, "O-O");
	/* b1c1 is the king's step, not castling. */
	assert_int_equal(MOVE_KIND(read_text(&pos, "Kc1")), MOVE_NORMAL);

	/* The king does not move: O-O and g1h1. */
	read960(&pos, "6k1/8/8/8/8/8/8/6KR w H - 0 1");
	m = find_move(&pos, "g1h1");
	assert_int_equal(read_text(&pos, "O-O"), m);
	notation_write(&pos, m, NOTATION_SAN, LANG_EN, buf);
	assert_string_equal(buf, "O-O");
	assert_int_equal(MOVE_KIND(read_text(&pos, "Kf1")), MOVE_NORMAL);

	/* e1g1 with the king on e1 is castling, in both games. */
	read960(&pos, "4k3/8/8/8/8/8/8/4K2R w K - 0 1");
	assert_int_equal(MOVE_KIND(read_text(&pos, "e1g1")), MOVE_CASTLING);
	assert_int_equal(MOVE_KIND(read_text(&pos, "e1h1")), MOVE_CASTLING);
	/* In ordinary chess the king takes no rook of its own. */
	assert_int_equal(fen_read(&pos, "4k3/8/8/8/8/8/8/4K2R w K - 0 1",
	    NULL), FEN_OK);
	assert_int_equal(notation_read(&pos, "e1h1", 4, LANG_EN, &m, NULL) ==
	    NOTATION_OK, false);
	notation_write(&pos, read_text(&pos, "O-O"), NOTATION_UCI, LANG_EN,
	    buf);
	assert_string_equal(buf, "e1g1");
}

/* A castling as made through check (7.4): king and the game's rook. */
static void
test_as_made(void **state)
{
	struct position		pos, out;
	enum asmade_board	board;
	char			canon[ASMADE_TEXT_MAX];
	size_t			where = 0;

	(void)state;
	/* Illegal: the king crosses f1, which f8's rook attacks. */
	read960(&pos, "5rk1/8/8/8/8/8/8/1K5R w H - 0 1");
	assert_false(can_castle(&pos, false));
	assert_int_equal(asmade_read(&pos, "O-O", 3, LANG_EN, &out, &board,
	    canon, &where), NOTATION_OK);
	assert_int_equal(board, ASMADE_REACHABLE);
	assert_string_equal(canon, "O-O");
	assert_int_equal(out.squares[sq("g1")], PIECE_MAKE(WHITE, KING));
	assert_int_equal(out.squares[sq("f1")], PIECE_MAKE(WHITE, ROOK));
	assert_int_equal(out.squares[sq("h1")], EMPTY);
	assert_true(out.chess960);
	assert_int_equal(out.castling, 0);
}

/*
 * The dead-position analysis on a Chess960 board with a right to castle
 * (b1's rook, the king not moving): the closure's walk rebuilds each
 * position with the game's rooks (II.3), and the mate it meets replays
 * as legal moves from the root.
 */
static void
test_dead(void **state)
{
	struct position		pos, root;
	struct dead_closure	*c;
	struct undo		u;
	uint16_t		witness[DEAD_WITNESS_MAX];
	uint64_t		nodes = 0;
	size_t			len = 0, i;

	(void)state;
	read960(&root, "4k3/8/8/8/8/8/8/1RK5 w B - 0 1");
	assert_int_equal(dead_can_mate(&root, WHITE, DEAD_DEFAULT_BUDGET,
	    NULL, NULL), DEAD_YES);
	assert_int_equal(dead_position(&root, DEAD_DEFAULT_BUDGET), DEAD_NO);
	assert_non_null(c = dead_closure_new(&root, 1u << WHITE));
	dead_closure_walk(c, 20000000, &nodes);
	assert_true(nodes > 0);
	assert_int_equal(dead_closure_answer(c, WHITE, witness, &len),
	    DEAD_YES);
	dead_closure_free(c);
	pos = root;
	for (i = 0; i < len; i++) {
		assert_true(board_is_legal(&pos, witness[i]));
		board_make(&pos, witness[i], &u);
		assert_true(board_ok(&pos));
	}
	assert_true(len > 0 && board_is_checkmate(&pos));
}

struct pgn_seen {
	unsigned	moves, errors, castlings;
	bool		chess960;
};

static bool
on_pgn(void *arg, const struct pgn_event *ev)
{
	struct pgn_seen	*s = arg;

	if (ev->type == PGN_EV_MOVE) {
		s->moves++;
		s->chess960 = ev->pos->chess960;
		s->castlings += MOVE_KIND(ev->move) == MOVE_CASTLING;
	} else if (ev->type == PGN_EV_ERROR)
		s->errors++;
	return true;
}

static struct pgn_seen
read_pgn(const char *text, bool chess960)
{
	struct pgn_reader	r;
	struct pgn_seen		s;

	memset(&s, 0, sizeof s);
	pgn_reader_init(&r, LANG_EN, on_pgn, &s);
	r.chess960 = chess960;
	pgn_reader_feed(&r, text, strlen(text));
	pgn_reader_finish(&r);
	return s;
}

/* PGN: [Variant "Chess960"] or LiveChess's "Fischerandom" with a FEN in
 * X-FEN or Shredder-FEN; without the tag, the FEN is ordinary chess. */
static void
test_pgn(void **state)
{
	static const char *const game =
	    "[FEN \"nrknbbqr/pppppppp/8/8/8/8/PPPPPPPP/NRKNBBQR w HBhb - 0 1\"]"
	    "\n\n1. e4 e5 2. Bc4 Nb6 3. Bb3 Ne6 4. Ne3 Nd4 5. Qf1 O-O-O "
	    "6. O-O-O h5 *\n";
	char		text[512];
	struct pgn_seen	s;

	(void)state;
	snprintf(text, sizeof text, "[Variant \"Fischerandom\"]\n%s", game);
	s = read_pgn(text, false);
	assert_int_equal(s.errors, 0);
	assert_int_equal(s.moves, 12);
	assert_int_equal(s.castlings, 2);
	assert_true(s.chess960);
	snprintf(text, sizeof text, "[Variant \"chess960\"]\n%s", game);
	assert_int_equal(read_pgn(text, false).errors, 0);
	/* A Chess960 reader needs no tag. */
	assert_int_equal(read_pgn(game, true).errors, 0);
	/* An ordinary reader refuses the FEN. */
	assert_int_equal(read_pgn(game, false).errors, 1);
	/* No FEN: start 518, as a Chess960 game. */
	s = read_pgn("[Variant \"Chess960\"]\n\n1. Nf3 Nf6 2. g3 g6 3. Bg2 "
	    "Bg7 4. O-O O-O *\n", false);
	assert_int_equal(s.errors, 0);
	assert_int_equal(s.castlings, 2);
	assert_true(s.chess960);
}

/* The game kind: numbered starts, X-FEN, UCI castling, play and keys. */
static void
test_kind(void **state)
{
	const struct game_kind	*k = &chess960_kind;
	struct game_pos		gp, gp2;
	char			buf[GAME_POS_TEXT_MAX];
	char			mv[GAME_MOVE_TEXT_MAX];
	uint64_t		m;

	(void)state;
	assert_string_equal(k->name, "chess960");
	assert_null(chess_kind.start_number);
	assert_false(k->start_number(&gp, 960));
	assert_true(k->start_number(&gp, 518));
	k->pos_write(&gp, buf);
	assert_string_equal(buf, START_FEN);
	k->start(&gp2);
	assert_true(k->key(&gp, 0) == k->key(&gp2, 0));
	assert_true(k->start_number(&gp, 266));
	k->pos_write(&gp, buf);
	assert_string_equal(buf,
	    "nrknbbqr/pppppppp/8/8/8/8/PPPPPPPP/NRKNBBQR w KQkq - 0 1");
	assert_int_equal(k->perft(&gp, 3), chess_kind.perft(&gp, 3));
	/* Shredder-FEN read; the chess kind refuses it. */
	assert_int_equal(k->pos_read(&gp, "6k1/8/8/8/8/8/8/RK5R w HA - 0 1",
	    NULL, NULL), GAME_POS_OK);
	assert_int_equal(chess_kind.pos_read(&gp2,
	    "6k1/8/8/8/8/8/8/RK5R w HA - 0 1", NULL, NULL), GAME_POS_BAD);
	assert_int_equal(k->move_read(&gp, "O-O-O", 5, 0, &m, NULL),
	    GAME_READ_OK);
	k->move_write(&gp, m, GAME_STYLE_COORD, 0, mv);
	assert_string_equal(mv, "b1a1");
	k->move_write(&gp, m, GAME_STYLE_EXPORT, 0, mv);
	assert_string_equal(mv, "O-O-O");
	k->play(&gp, m);
	assert_true(k->pos_ok(&gp));
	k->pos_write(&gp, buf);
	assert_string_equal(buf, "6k1/8/8/8/8/8/8/2KR3R b - - 1 1");
}

/*
 * Perft of positions of the published Chess960 suite (Reinhard
 * Scharnagl's, as chessprogramming.org "Chess960 Perft Results" and
 * Ethereal's src/perft/fischer.epd give it; the counts also agree with
 * Stockfish 15.1 under UCI_Chess960), chosen for their castling rights:
 * kings and rooks on every file, rights on one side only, inner rooks.
 */
static void
test_perft_published(void **state)
{
	static const struct {
		const char	*fen;
		uint64_t	 d[4];
	} suite[] = {
		{ "bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9",
		  { 21, 528, 12189, 326672 } },
		{ "2nnrbkr/p1qppppp/8/1ppb4/6PP/3PP3/PPP2P2/BQNNRBKR w HEhe - 1 9",
		  { 21, 807, 18002, 667366 } },
		{ "b1q1rrkb/pppppppp/3nn3/8/P7/1PPP4/4PPPP/BQNNRKRB w GE - 1 9",
		  { 20, 479, 10471, 273318 } },
		{ "qbbnnrkr/2pp2pp/p7/1p2pp2/8/P3PP2/1PPP1KPP/QBBNNR1R w hf - 0 9",
		  { 22, 593, 13440, 382958 } },
		{ "nqn2krb/p1prpppp/1pbp4/7P/5P2/8/PPPPPKP1/NQNRB1RB w g - 3 9",
		  { 21, 461, 10608, 248069 } },
		{ "nnrqbkrb/pppp1pp1/7p/4p3/6P1/2N2B2/PPPPPP1P/NR1QBKR1 w Ggc - 2 9",
		  { 29, 658, 19364, 476620 } },
		{ "bnnbrkr1/ppp2p1p/5q2/3pp1p1/4P3/1N4P1/PPPPRP1P/BN1B1KRQ w Gge - 0 9",
		  { 26, 1036, 27228, 1028084 } },
		{ "nnrkbbqr/1p2pppp/p2p4/2p5/8/1N2P1P1/PPPP1P1P/1NKRBBQR w hc - 0 9",
		  { 26, 672, 18136, 477801 } },
		{ "nrnk1rbb/p1p2ppp/3pq3/Qp2p3/1P1P4/8/P1P1PPPP/NRN1KRBB w fb - 2 9",
		  { 28, 873, 25683, 791823 } },
		{ "bbnrnkrq/pp1ppp1p/6p1/2p5/6P1/P5RP/1PPPPP2/BBNRNK1Q w Dgd - 3 9",
		  { 37, 1260, 45060, 1542086 } },
		{ "1rnkrbbq/pp1p2pp/1n3p2/1Bp1p3/1P6/1N2P3/P1PP1PPP/1RNKR1BQ w EBeb - 0 9",
		  { 33, 992, 32244, 983481 } },
		{ "1nrnqkrb/2ppp1pp/p7/1p3p2/5P2/N5K1/PPPPP2P/B1RNQ1RB w gc - 0 9",
		  { 33, 725, 23572, 559823 } },
		{ "nrqnbrkb/pppp1p2/4p2p/3B2p1/8/1P4P1/PQPPPP1P/NR1NBKR1 w GB - 0 9",
		  { 37, 764, 27073, 610950 } },
		{ "bnqrk1rb/1pp1pppp/p2p4/4n3/2PPP3/8/PP3PPP/BNQRKNRB w GDgd - 1 9",
		  { 30, 950, 28169, 889687 } },
	};
	struct position	pos;
	size_t		i;
	int		d;

	(void)state;
	for (i = 0; i < sizeof suite / sizeof suite[0]; i++) {
		read960(&pos, suite[i].fen);
		for (d = 1; d <= 4; d++)
			if (board_perft(&pos, d) != suite[i].d[d - 1])
				fail_msg("%s depth %d: %" PRIu64 ", want %"
				    PRIu64, suite[i].fen, d,
				    board_perft(&pos, d), suite[i].d[d - 1]);
	}
}

/*
 * A real Chess960 game as LiveChess Cloud serves it (shared data,
 * feeds/lcc/game-960.json: start 266, both sides castling O-O-O):
 * every move legal from the start of its number.
 */
static void
test_lcc_game(void **state)
{
	const struct game_kind	*k = &chess960_kind;
	struct game_pos		 gp;
	char			 path[4096], text[65536], move[16];
	const char		*p, *q = NULL, *end;
	FILE			*f;
	size_t			 len, plies = 0, castles = 0;
	uint64_t		 m;
	unsigned		 number;

	(void)state;
	snprintf(path, sizeof path, "%s/feeds/lcc/game-960.json",
	    getenv("SHARED_DATA"));
	assert_non_null(f = fopen(path, "r"));
	len = fread(text, 1, sizeof text - 1, f);
	fclose(f);
	text[len] = '\0';
	/* "chess960":266 in the game object (the tournament's is a word). */
	for (p = text; (p = strstr(p, "\"chess960\"")) != NULL; p++) {
		q = p + strlen("\"chess960\"");
		q += strspn(q, " :");
		if (*q >= '0' && *q <= '9')
			break;
	}
	assert_non_null(p);
	number = (unsigned)strtoul(q, NULL, 10);
	assert_int_equal(number, 266);
	assert_true(k->start_number(&gp, number));
	/* "moves":["e4 5421+9", ...]: each string's first word. */
	assert_non_null(p = strstr(text, "\"moves\""));
	assert_non_null(p = strchr(p, '['));
	assert_non_null(end = strchr(p, ']'));
	while ((p = strchr(p, '"')) != NULL && p < end) {
		len = strcspn(p + 1, " \"");
		assert_true(len < sizeof move);
		memcpy(move, p + 1, len);
		move[len] = '\0';
		if (k->move_read(&gp, move, len, 0, &m, NULL) != GAME_READ_OK)
			fail_msg("ply %zu: %s not read", plies + 1, move);
		castles += strncmp(move, "O-O", 3) == 0;
		k->play(&gp, m);
		assert_true(k->pos_ok(&gp));
		plies++;
		p = strchr(p + 1, '"') + 1;	/* past the string's end */
	}
	assert_int_equal(plies, 60);
	assert_int_equal(castles, 2);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_start_numbers),
		cmocka_unit_test(test_fen),
		cmocka_unit_test(test_xfen_two_rooks),
		cmocka_unit_test(test_castling_squares),
		cmocka_unit_test(test_castling_refused),
		cmocka_unit_test(test_rights_lost),
		cmocka_unit_test(test_random_games),
		cmocka_unit_test(test_repetition_by_rook),
		cmocka_unit_test(test_notation),
		cmocka_unit_test(test_as_made),
		cmocka_unit_test(test_dead),
		cmocka_unit_test(test_pgn),
		cmocka_unit_test(test_kind),
		cmocka_unit_test(test_perft_published),
		cmocka_unit_test(test_lcc_game),	/* shared data */
	};

	return run_with_shared(tests, sizeof tests / sizeof tests[0], 1,
	    "feeds/lcc/game-960.json");
}
