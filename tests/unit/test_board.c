/*
 * test_board.c: the chess position, FEN, legal moves (Art. 3), make and
 * unmake, keys (9.2), perft of our own set (tests/data/perft.epd).
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

#include "chess/bitboard.h"
#include "chess/board.h"
#include "chess/zobrist.h"

#define START_FEN "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWIPETE "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"

static uint64_t	rng_state = 0x2545f4914f6cdd1dULL;

static uint64_t
rng(void)
{
	rng_state ^= rng_state >> 12;
	rng_state ^= rng_state << 25;
	rng_state ^= rng_state >> 27;
	return rng_state * 2685821657736338717ULL;
}

static void
read_ok(struct position *pos, const char *fen)
{
	size_t		where = 999;
	enum fen_error	e = fen_read(pos, fen, &where);

	if (e != FEN_OK)
		fail_msg("fen_read('%s') = %d at %zu", fen, (int)e, where);
	assert_true(board_ok(pos));
}

static uint16_t
find_move(const struct position *pos, const char *uci)
{
	uint16_t	moves[MAX_MOVES];
	size_t		i, n = board_legal_moves(pos, moves);
	char		buf[6];

	for (i = 0; i < n; i++) {
		board_move_uci(moves[i], buf);
		if (strcmp(buf, uci) == 0)
			return moves[i];
	}
	fail_msg("move %s not legal", uci);
	return MOVE_NONE;
}

static void
play(struct position *pos, const char *uci)
{
	struct undo	u;

	board_make(pos, find_move(pos, uci), &u);
	assert_true(board_ok(pos));
}

/* Every magic table entry against the slow ray scan. */
static void
test_tables(void **state)
{
	uint8_t		sq;
	uint64_t	occ;
	int		i;

	(void)state;
	for (sq = 0; sq < 64; sq++) {
		for (i = 0; i < 2000; i++) {
			occ = rng() & rng();
			assert_int_equal(bitboard_rook_attacks(sq, occ),
			    bitboard_slide(sq, occ, 1));
			assert_int_equal(bitboard_bishop_attacks(sq, occ),
			    bitboard_slide(sq, occ, 0));
		}
		assert_int_equal(bitboard_count(bitboard_knight[sq]),
		    __builtin_popcountll(bitboard_knight[sq]));
	}
	assert_int_equal(bitboard_knight[0], BB_SQ(10) | BB_SQ(17));
	assert_int_equal(bitboard_between[0][63], 0x0040201008040200ULL);
	assert_int_equal(bitboard_between[0][7], 0x7eULL);
	assert_int_equal(bitboard_between[0][10], 0);
	assert_int_equal(bitboard_line[9][18], 0x8040201008040201ULL);
	assert_int_equal(bitboard_count(~0ULL), 64);
}

static void
test_fen_round_trip(void **state)
{
	static const char *const fens[] = {
		START_FEN,
		KIWIPETE,
		"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
		"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
		"rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
		"4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1",
		"7k/8/8/8/8/8/8/K7 b - - 65535 65535",
		"r3k2r/8/8/8/8/8/8/R3K2R b Kq - 12 40",
	};
	struct position	pos;
	char		buf[FEN_MAX];
	size_t		i, n;

	(void)state;
	for (i = 0; i < sizeof fens / sizeof fens[0]; i++) {
		read_ok(&pos, fens[i]);
		n = fen_write(&pos, buf);
		assert_int_equal(n, strlen(buf));
		assert_string_equal(buf, fens[i]);
	}
	/* Four fields: clocks read as 0 1 (header contract). */
	read_ok(&pos, "8/8/8/8/8/8/8/K6k w - -");
	fen_write(&pos, buf);
	assert_string_equal(buf, "8/8/8/8/8/8/8/K6k w - - 0 1");
	assert_int_equal(pos.halfmove, 0);
	assert_int_equal(pos.fullmove, 1);
	/* Surrounding blanks are tolerated. */
	read_ok(&pos, "  " START_FEN "\n");
	board_start(&pos);
	assert_true(board_ok(&pos));
	fen_write(&pos, buf);
	assert_string_equal(buf, START_FEN);
	/* The longest FEN fits FEN_MAX. */
	read_ok(&pos, "1n1n1n1k/n1n1n1n1/1n1n1n1n/n1n1n1n1/1N1N1N1N/N1N1N1N1/"
	    "1N1N1N1N/1N1N1N1K w - - 65535 65535");
	assert_true(fen_write(&pos, buf) < FEN_MAX);
}

static void
test_fen_errors(void **state)
{
	static const struct {
		const char	*fen;
		enum fen_error	 e;
		size_t		 where;
	} cases[] = {
		{ "", FEN_BAD_PLACEMENT, 0 },
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",
		    FEN_BAD_PLACEMENT, 0 },
		{ "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		    FEN_BAD_PLACEMENT, 0 },
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
		    FEN_BAD_PLACEMENT, 0 },
		{ "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
		    FEN_BAD_PLACEMENT, 0 },
		{ "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/8 w KQkq - 0 1",
		    FEN_BAD_PLACEMENT, 0 },
		{ "  8/8/8/8/8/8/8/K6k x - - 0 1", FEN_BAD_SIDE, 20 },
		{ "8/8/8/8/8/8/8/K6k", FEN_BAD_SIDE, 17 },
		{ "8/8/8/8/8/8/8/K6k w", FEN_BAD_CASTLING, 19 },
		{ "8/8/8/8/8/8/8/K6k w KK - 0 1", FEN_BAD_CASTLING, 20 },
		{ "8/8/8/8/8/8/8/K6k w X - 0 1", FEN_BAD_CASTLING, 20 },
		{ "8/8/8/8/8/8/8/K6k w - e9 0 1", FEN_BAD_EP, 22 },
		{ "8/8/8/8/8/8/8/K6k w - -- 0 1", FEN_BAD_EP, 22 },
		{ "8/8/8/8/8/8/8/K6k w -", FEN_BAD_EP, 21 },
		{ "8/8/8/8/8/8/8/K6k w - - 0", FEN_BAD_CLOCK, 25 },
		{ "8/8/8/8/8/8/8/K6k w - - x 1", FEN_BAD_CLOCK, 24 },
		{ "8/8/8/8/8/8/8/K6k w - - 0 0", FEN_BAD_CLOCK, 26 },
		{ "8/8/8/8/8/8/8/K6k w - - 0 65536", FEN_BAD_CLOCK, 26 },
		{ "8/8/8/8/8/8/8/K6k w - - -1 1", FEN_BAD_CLOCK, 24 },
		{ "8/8/8/8/8/8/8/K6k w - - 0 1 x", FEN_BAD_CLOCK, 28 },
		{ "8/8/8/8/8/8/8/K7 w - - 0 1", FEN_KINGS, 0 },
		{ "8/8/8/8/8/8/8/KK5k w - - 0 1", FEN_KINGS, 0 },
		{ "8/8/8/8/8/8/8/K5kk w - - 0 1", FEN_KINGS, 0 },
		{ "P7/8/8/8/8/8/8/K6k w - - 0 1", FEN_PAWN_RANK, 0 },
		{ "8/8/8/8/8/8/8/K5pk w - - 0 1", FEN_PAWN_RANK, 0 },
		{ "8/8/8/8/8/8/8/K5Rk w - - 0 1", FEN_OPPONENT_IN_CHECK, 19 },
		{ "8/8/8/8/8/8/8/K6k w K - 0 1", FEN_CASTLING_RIGHTS, 20 },
		{ "4k3/8/8/8/8/8/8/4K2R w Q - 0 1", FEN_CASTLING_RIGHTS, 23 },
		{ "4k3/8/8/8/8/8/8/3K3R w K - 0 1", FEN_CASTLING_RIGHTS, 23 },
		{ "r3k3/8/8/8/8/8/8/4K3 w kq - 0 1", FEN_CASTLING_RIGHTS, 23 },
		/* ep: wrong rank for the side, occupied, no pawn, origin full */
		{ "4k3/8/8/8/3pP3/8/8/4K3 b - e6 0 1", FEN_EP_SQUARE, 27 },
		{ "4k3/8/8/8/3pP3/8/8/4K3 w - e3 0 1", FEN_EP_SQUARE, 27 },
		{ "4k3/8/8/8/3pP3/4N3/8/4K3 b - e3 0 1", FEN_EP_SQUARE, 29 },
		{ "4k3/8/8/8/3p4/8/8/4K3 b - e3 0 1", FEN_EP_SQUARE, 26 },
		{ "4k3/8/8/8/3pP3/8/4N3/4K3 b - e3 0 1", FEN_EP_SQUARE, 29 },
		{ "4k3/8/8/8/3pP3/8/8/4K3 b - e4 0 1", FEN_EP_SQUARE, 27 },
		{ "4k3/8/8/8/3pp3/8/8/4K3 b - e3 0 1", FEN_EP_SQUARE, 27 },
		{ "4k3/pppppppp/p7/8/8/8/8/4K3 w - - 0 1",
		    FEN_TOO_MANY_PIECES, 0 },
		{ "qqqqkqqq/qqqqqqqq/q7/8/8/8/8/4K3 w - - 0 1",
		    FEN_TOO_MANY_PIECES, 0 },
	};
	struct position	pos;
	size_t		i, where;
	enum fen_error	e;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		where = 999;
		e = fen_read(&pos, cases[i].fen, &where);
		if (e != cases[i].e || where != cases[i].where)
			fail_msg("'%s': got %d at %zu, expected %d at %zu",
			    cases[i].fen, (int)e, where, (int)cases[i].e,
			    cases[i].where);
		assert_int_equal(fen_read(&pos, cases[i].fen, NULL),
		    cases[i].e);
	}
	/* The lax reader lets exactly the opponent-in-check case pass. */
	assert_int_equal(fen_read_lax(&pos, "8/8/8/8/8/8/8/K5Rk w - - 0 1",
	    NULL), FEN_OK);
	assert_false(board_ok(&pos));
	assert_int_equal(board_validate(&pos), FEN_OPPONENT_IN_CHECK);
	assert_int_equal(fen_read_lax(&pos, "8/8/8/8/8/8/8/K7 w - - 0 1",
	    NULL), FEN_KINGS);
	read_ok(&pos, START_FEN);
}

/* Make and unmake restore the position bit for bit; the key after each
 * move equals the key computed from scratch. */
static void
test_make_unmake_random(void **state)
{
	struct position	pos, before, again;
	struct undo	u;
	uint16_t	moves[MAX_MOVES];
	size_t		n, i;
	int		game, ply;
	char		fen[FEN_MAX];

	(void)state;
	for (game = 0; game < 300; game++) {
		if (game % 3 == 1)
			read_ok(&pos, KIWIPETE);
		else if (game % 3 == 2)
			read_ok(&pos, "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/"
			    "q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
		else
			board_start(&pos);
		for (ply = 0; ply < 200; ply++) {
			n = board_legal_moves(&pos, moves);
			assert_int_equal(n, board_count_moves(&pos));
			if (n == 0)
				break;
			before = pos;
			/* Every move makes and unmakes cleanly. */
			for (i = 0; i < n; i++) {
				assert_true(board_is_legal(&pos, moves[i]));
				board_make(&pos, moves[i], &u);
				assert_true(board_ok(&pos));
				assert_int_equal(pos.key,
				    zobrist_compute(&pos));
				board_unmake(&pos, moves[i], &u);
				assert_memory_equal(&pos, &before, sizeof pos);
			}
			board_make(&pos, moves[rng() % n], &u);
			assert_true(board_ok(&pos));
			/* The FEN carries everything the key depends on. */
			fen_write(&pos, fen);
			read_ok(&again, fen);
			assert_memory_equal(&again, &pos, sizeof pos);
		}
	}
}

/* The full make/unmake path counts the same tree as perft's copy-make. */
static uint64_t
slow_perft(struct position *pos, int depth)
{
	uint16_t	moves[MAX_MOVES];
	struct undo	u;
	uint64_t	nodes = 0;
	size_t		i, n;

	if (depth == 0)
		return 1;
	n = board_legal_moves(pos, moves);
	for (i = 0; i < n; i++) {
		board_make(pos, moves[i], &u);
		nodes += slow_perft(pos, depth - 1);
		board_unmake(pos, moves[i], &u);
	}
	return nodes;
}

static void
test_slow_perft(void **state)
{
	struct position	pos;

	(void)state;
	read_ok(&pos, KIWIPETE);
	assert_int_equal(slow_perft(&pos, 3), 97862);
	assert_true(board_ok(&pos));
	read_ok(&pos, "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
	assert_int_equal(slow_perft(&pos, 4), 43238);
	read_ok(&pos, "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8");
	assert_int_equal(slow_perft(&pos, 3), 62379);
	assert_int_equal(board_perft(&pos, 0), 1);
	assert_true(board_ok(&pos));
}

/* 9.2: the ep square counts only when an ep capture is legal. */
static void
test_repetition_key(void **state)
{
	struct position	with, without;

	(void)state;
	/* A legal ep capture: the positions differ. */
	read_ok(&with, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
	read_ok(&without, "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1");
	assert_true(board_ep_capturable(&with));
	assert_int_not_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	assert_int_not_equal(with.key, without.key);
	/* No pawn to capture with: the same position. */
	read_ok(&with, "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
	read_ok(&without, "4k3/8/8/8/4P3/8/8/4K3 b - - 0 1");
	assert_false(board_ep_capturable(&with));
	assert_int_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	assert_int_not_equal(with.key, without.key);
	/* The capturing pawn is pinned on the rank (two pawns leave it). */
	read_ok(&with, "8/8/8/8/k2pP2Q/8/8/3K4 b - e3 0 1");
	read_ok(&without, "8/8/8/8/k2pP2Q/8/8/3K4 b - - 0 1");
	assert_false(board_ep_capturable(&with));
	assert_int_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	/* Pinned on a diagonal. */
	read_ok(&with, "8/8/4k3/8/2pP4/8/B7/4K3 b - d3 0 1");
	read_ok(&without, "8/8/4k3/8/2pP4/8/B7/4K3 b - - 0 1");
	assert_false(board_ep_capturable(&with));
	assert_int_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	/* The ep capture removes the checking pawn: legal. */
	read_ok(&with, "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
	assert_true(board_in_check(&with));
	assert_true(board_ep_capturable(&with));
	read_ok(&without, "8/8/8/2k5/3Pp3/8/8/4K3 b - - 0 1");
	assert_int_not_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	/* Castling rights and side to move count (9.2); not in 1952 (12.3). */
	read_ok(&with, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
	read_ok(&without, "r3k2r/8/8/8/8/8/8/R3K2R w Kkq - 0 1");
	assert_int_not_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	assert_int_equal(board_key_1952(&with), board_key_1952(&without));
	read_ok(&without, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1");
	assert_int_not_equal(board_key_1952(&with), board_key_1952(&without));
	assert_int_equal(board_key_1952(&with), zobrist_pieces_side(&with));

	/* A position repeated by moves: knights out and back. */
	board_start(&with);
	without = with;
	play(&with, "g1f3");
	play(&with, "g8f6");
	play(&with, "f3g1");
	play(&with, "f6g8");
	assert_int_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
	assert_int_not_equal(with.halfmove, without.halfmove);
	/* After 1. e4 the ep square e3 is set (FEN) but no capture exists:
	 * the same position as 1. e4 reached without a double step. */
	board_start(&with);
	play(&with, "e2e4");
	assert_int_equal(with.ep, SQ_MAKE(4, 2));
	read_ok(&without, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b "
	    "KQkq - 0 1");
	assert_int_equal(board_repetition_key(&with),
	    board_repetition_key(&without));
}

static void
test_mate_stalemate(void **state)
{
	struct position	pos;

	(void)state;
	/* 5.1a: fool's mate. */
	board_start(&pos);
	play(&pos, "f2f3");
	play(&pos, "e7e5");
	play(&pos, "g2g4");
	play(&pos, "d8h4");
	assert_true(board_in_check(&pos));
	assert_true(board_is_checkmate(&pos));
	assert_false(board_is_stalemate(&pos));
	assert_int_equal(board_count_moves(&pos), 0);
	assert_int_equal(board_checkers(&pos), BB_SQ(SQ_MAKE(7, 3)));
	/* 5.2a */
	read_ok(&pos, "7k/5K2/6Q1/8/8/8/8/8 b - - 0 1");
	assert_false(board_in_check(&pos));
	assert_true(board_is_stalemate(&pos));
	assert_false(board_is_checkmate(&pos));
	/* Back-rank mate in one, then mate. */
	read_ok(&pos, "6k1/5ppp/8/8/8/8/8/R5K1 w - - 0 1");
	assert_false(board_is_checkmate(&pos));
	play(&pos, "a1a8");
	assert_true(board_is_checkmate(&pos));
	/* Double check: only king moves. */
	read_ok(&pos, "4r1k1/8/8/8/8/3n4/8/4K3 w - - 0 1");
	assert_int_equal(bitboard_count(board_checkers(&pos)), 2);
	assert_int_equal(board_count_moves(&pos), 3);
	/* Promotion into mate and the four pieces. */
	read_ok(&pos, "k7/4P3/1K6/8/8/8/8/8 w - - 0 1");
	assert_true(board_is_legal(&pos, MOVE_MAKE_PROMO(52, 60, KNIGHT)));
	assert_true(board_is_legal(&pos, MOVE_MAKE_PROMO(52, 60, BISHOP)));
	assert_true(board_is_legal(&pos, MOVE_MAKE_PROMO(52, 60, ROOK)));
	assert_true(board_is_legal(&pos, MOVE_MAKE_PROMO(52, 60, QUEEN)));
	assert_false(board_is_legal(&pos, MOVE_MAKE(52, 60, MOVE_NORMAL)));
	play(&pos, "e7e8q");
	assert_true(board_is_checkmate(&pos));
}

static void
test_moves_and_attacks(void **state)
{
	struct position	pos;
	char		buf[FEN_MAX];

	(void)state;
	board_start(&pos);
	assert_int_equal(board_attacks(&pos, WHITE), BB_RANK_3 |
	    ((BB_RANK_2 | BB_RANK_1) & ~(BB_SQ(0) | BB_SQ(7))));
	assert_int_equal(board_piece_attacks(&pos, SQ_MAKE(1, 0)),
	    BB_SQ(SQ_MAKE(0, 2)) | BB_SQ(SQ_MAKE(2, 2)) | BB_SQ(SQ_MAKE(3, 1)));
	assert_int_equal(board_piece_attacks(&pos, SQ_MAKE(4, 3)), 0);
	assert_int_equal(board_attackers(&pos, SQ_MAKE(5, 2),
	    board_occupied(&pos)), BB_SQ(SQ_MAKE(4, 1)) |
	    BB_SQ(SQ_MAKE(6, 1)) | BB_SQ(SQ_MAKE(6, 0)));
	/* Castling moves are the king's two-square step (header). */
	read_ok(&pos, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
	assert_true(board_is_legal(&pos, MOVE_MAKE(4, 6, MOVE_CASTLING)));
	assert_true(board_is_legal(&pos, MOVE_MAKE(4, 2, MOVE_CASTLING)));
	assert_false(board_is_legal(&pos, MOVE_MAKE(4, 6, MOVE_NORMAL)));
	play(&pos, "e1g1");
	fen_write(&pos, buf);
	assert_string_equal(buf, "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
	play(&pos, "a8a1");	/* 3.8b(1): captures the rook, rights go */
	play(&pos, "f1a1");
	assert_false(board_is_legal(&pos, MOVE_MAKE(60, 58, MOVE_CASTLING)));
	play(&pos, "e8g8");
	fen_write(&pos, buf);
	assert_string_equal(buf, "5rk1/8/8/8/8/8/8/R5K1 w - - 1 3");
	/* 3.8b(2)a: through an attacked square. */
	read_ok(&pos, "4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
	assert_false(board_is_legal(&pos, MOVE_MAKE(4, 6, MOVE_CASTLING)));
	assert_true(board_is_legal(&pos, MOVE_MAKE(4, 2, MOVE_CASTLING)));
	/* En passant makes and unmakes. */
	read_ok(&pos, "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1");
	play(&pos, "d4e3");
	fen_write(&pos, buf);
	assert_string_equal(buf, "4k3/8/8/8/8/4p3/8/4K3 w - - 0 2");
	board_move_uci(MOVE_MAKE_PROMO(52, 60, KNIGHT), buf);
	assert_string_equal(buf, "e7e8n");
	/* board_put / board_remove keep the key; board_validate judges. */
	board_clear(&pos);
	board_put(&pos, 4, PIECE_MAKE(WHITE, KING));
	assert_int_equal(board_validate(&pos), FEN_KINGS);
	board_put(&pos, 60, PIECE_MAKE(BLACK, KING));
	board_put(&pos, 12, PIECE_MAKE(WHITE, PAWN));
	assert_true(board_ok(&pos));
	board_remove(&pos, 12);
	assert_true(board_ok(&pos));
	assert_int_equal(pos.key, zobrist_compute(&pos));
}

/* Our own EPD set, to depths of at most a million leaves or so. */
static void
test_perft_own(void **state)
{
	struct position	 pos;
	FILE		*f;
	char		 line[1024], *semi, *op, *end;
	unsigned long	 d, lineno = 0;
	uint64_t	 expect;
	int		 checked = 0;

	(void)state;
	f = fopen(TOP_SRCDIR "/tests/data/perft.epd", "r");
	assert_non_null(f);
	while (fgets(line, sizeof line, f) != NULL) {
		lineno++;
		if (line[0] == '#' || line[0] == '\n')
			continue;
		semi = strchr(line, ';');
		assert_non_null(semi);
		*semi = '\0';
		read_ok(&pos, line);
		for (op = semi + 1; op != NULL; op = strchr(op, ';')) {
			op += strspn(op, "; ");
			if (*op != 'D')
				continue;
			d = strtoul(op + 1, &end, 10);
			expect = strtoull(end, &end, 10);
			if (expect > 3000000)
				continue;
			if (board_perft(&pos, (int)d) != expect)
				fail_msg("line %lu depth %lu: %" PRIu64 " != %"
				    PRIu64, lineno, d, board_perft(&pos,
				    (int)d), expect);
			checked++;
		}
		assert_true(board_ok(&pos));
	}
	fclose(f);
	assert_true(checked > 80);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tables),
		cmocka_unit_test(test_fen_round_trip),
		cmocka_unit_test(test_fen_errors),
		cmocka_unit_test(test_make_unmake_random),
		cmocka_unit_test(test_slow_perft),
		cmocka_unit_test(test_repetition_key),
		cmocka_unit_test(test_mate_stalemate),
		cmocka_unit_test(test_moves_and_attacks),
		cmocka_unit_test(test_perft_own),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
