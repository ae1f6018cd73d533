/*
 * test_notation.c: reading every input form of notation.h in several
 * languages, the ambiguity and error reports, and writing (E8-E13, SAN,
 * long algebraic, UCI), checked by round trips over whole move lists.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include <cmocka.h>

#include "chess/board.h"
#include "chess/notation.h"

#define START	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
#define KIWI	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"
#define PROMO	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1"
#define QUEENS	"7K/8/8/7k/8/Q7/8/Q1Q5 w - - 0 1"
#define EP	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2"
#define KNIGHTS	"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1"
#define RANKS	"4k3/8/8/6N1/8/8/8/4K1N1 w - - 0 1"
#define CASTLE	"5k2/8/8/8/8/8/8/4K2R w K - 0 1"
#define MATE	"k7/3P4/1K6/8/8/8/8/8 w - - 0 1"

static void
setup(struct position *pos, const char *fen)
{
	assert_int_equal(fen_read(pos, fen, NULL), FEN_OK);
	assert_true(board_ok(pos));
}

/* Read text in lang; it must give the move from-to (squares as text). */
static uint16_t
read_ok(const char *fen, const char *text, enum notation_lang lang)
{
	struct position	pos;
	uint16_t	m = 0;
	enum notation_error e;

	setup(&pos, fen);
	e = notation_read(&pos, text, strlen(text), lang, &m, NULL);
	if (e != NOTATION_OK)
		fail_msg("'%s' (%s): %s", text, notation_lang_code(lang),
		    notation_strerror(e));
	assert_true(board_is_legal(&pos, m));
	assert_true(board_ok(&pos));
	return m;
}

static void
expect_uci(const char *fen, const char *text, enum notation_lang lang,
    const char *uci)
{
	struct position	pos;
	char		buf[NOTATION_MAX];
	uint16_t	m = read_ok(fen, text, lang);

	setup(&pos, fen);
	notation_write(&pos, m, NOTATION_UCI, LANG_EN, buf);
	if (strcmp(buf, uci) != 0)
		fail_msg("'%s' (%s) read as %s, not %s", text,
		    notation_lang_code(lang), buf, uci);
}

static void
expect_error(const char *fen, const char *text, enum notation_lang lang,
    enum notation_error want, struct notation_fail *nf)
{
	struct position	pos;
	uint16_t	m = 0;
	enum notation_error e;

	setup(&pos, fen);
	e = notation_read(&pos, text, strlen(text), lang, &m, nf);
	if (e != want)
		fail_msg("'%s' (%s): got '%s', want '%s'", text,
		    notation_lang_code(lang), notation_strerror(e),
		    notation_strerror(want));
	assert_int_equal(m, MOVE_NONE);
	assert_true(board_ok(&pos));
}

static void
expect_write(const char *fen, const char *uci, enum notation_style style,
    enum notation_lang lang, const char *want)
{
	struct position	pos;
	char		buf[NOTATION_MAX];
	uint16_t	m;
	size_t		len;

	setup(&pos, fen);
	if (notation_read(&pos, uci, strlen(uci), LANG_EN, &m, NULL) !=
	    NOTATION_OK)
		fail_msg("%s: %s is not legal", fen, uci);
	len = notation_write(&pos, m, style, lang, buf);
	assert_int_equal(len, strlen(buf));
	if (strcmp(buf, want) != 0)
		fail_msg("%s written as '%s', want '%s'", uci, buf, want);
	assert_true(board_ok(&pos));
}

static void
test_short_algebraic(void **state)
{
	(void)state;
	expect_uci(START, "e4", LANG_EN, "e2e4");
	expect_uci(START, "e3", LANG_EN, "e2e3");
	expect_uci(START, "Nf3", LANG_EN, "g1f3");
	expect_uci(START, "Cf3", LANG_IT, "g1f3");
	expect_uci(START, "Sf3", LANG_DE, "g1f3");
	expect_uci(START, "Cc3", LANG_FR, "b1c3");
	expect_uci(START, "Cc3", LANG_ES, "b1c3");
	expect_uci(START, "Pf3", LANG_NL, "g1f3");
	expect_uci(START, "Jf3", LANG_CS, "g1f3");
	expect_uci(START, "Sf3", LANG_PL, "g1f3");
	expect_uci(START, "Hf3", LANG_HU, "g1f3");
	expect_uci(START, "Rf3", LANG_FI, "g1f3");
	expect_uci(START, "Rf3", LANG_IS, "g1f3");
	expect_uci(START, "Rf3", LANG_ET, "g1f3");
	expect_uci(START, "Cf3", LANG_EO, "g1f3");
	expect_uci(START, "Kf3", LANG_RU, "g1f3");
	expect_uci(START, "\xd0\x9a" "f3", LANG_RU, "g1f3");	/* Кf3 */
	expect_uci(START, "Ktf3", LANG_EN, "g1f3");
	expect_uci(START, "Pe4", LANG_EN, "e2e4");
	expect_uci(START, "Pe4", LANG_IT, "e2e4");
	/* Captures: x, : or nothing. */
	expect_uci(KIWI, "Nxf7", LANG_EN, "e5f7");
	expect_uci(KIWI, "C:f7", LANG_IT, "e5f7");
	expect_uci(KIWI, "Cf7", LANG_IT, "e5f7");
	expect_uci(KIWI, "dxe6", LANG_EN, "d5e6");
	expect_uci(KIWI, "d:e6", LANG_EN, "d5e6");
	expect_uci(KIWI, "de6", LANG_EN, "d5e6");
	expect_uci(KIWI, "Axa6", LANG_IT, "e2a6");
	expect_uci(KIWI, "Fxa6", LANG_FR, "e2a6");
	expect_uci(KIWI, "Lxa6", LANG_DE, "e2a6");
	expect_uci(KIWI, "Dxf6", LANG_IT, "f3f6");
	expect_uci(KIWI, "Hxf6", LANG_PL, "f3f6");
	expect_uci(KIWI, "Vxf6", LANG_HU, "f3f6");
	expect_uci(KIWI, "Fxf6", LANG_RU, "f3f6");
	expect_uci(KIWI, "Tb1", LANG_IT, "a1b1");
	expect_uci(KIWI, "Bb1", LANG_HU, "a1b1");
	expect_uci(KIWI, "Wb1", LANG_PL, "a1b1");
	expect_uci(KIWI, "Rd1", LANG_IT, "e1d1");	/* R is the king */
	expect_uci(KIWI, "Krd1", LANG_RU, "e1d1");
	expect_uci(KIWI, "\xd0\x9a\xd1\x80" "d1", LANG_RU, "e1d1");
}

static void
test_long_algebraic(void **state)
{
	(void)state;
	expect_uci(START, "Cg1-f3", LANG_IT, "g1f3");
	expect_uci(START, "Ng1-f3", LANG_EN, "g1f3");
	expect_uci(START, "Cg1f3", LANG_IT, "g1f3");
	expect_uci(START, "e2-e4", LANG_IT, "e2e4");
	expect_uci(START, "e2e4", LANG_IT, "e2e4");
	expect_uci(START, "g1f3", LANG_EN, "g1f3");
	expect_uci(KIWI, "Ne5xf7", LANG_EN, "e5f7");
	expect_uci(KIWI, "Ce5xf7", LANG_IT, "e5f7");
	expect_uci(KIWI, "d5xe6", LANG_IT, "d5e6");
	expect_uci(KIWI, "Ke1-g1", LANG_EN, "e1g1");	/* castling */
	expect_uci(KIWI, "e1c1", LANG_EN, "e1c1");
	expect_uci(PROMO, "g2-g1D", LANG_IT, "g2g1q");
	expect_uci(PROMO, "g2xh1=N", LANG_EN, "g2h1n");
	expect_uci(PROMO, "g2h1n", LANG_EN, "g2h1n");
	/* A wrong origin is no match, not some other move. */
	expect_error(START, "Cb1-f3", LANG_IT, NOTATION_NO_MATCH, NULL);
	expect_error(START, "e2-e5", LANG_IT, NOTATION_NO_MATCH, NULL);
	/* A capture mark where nothing is taken. */
	expect_error(START, "Nxf3", LANG_EN, NOTATION_NO_MATCH, NULL);
}

static void
test_castling(void **state)
{
	(void)state;
	expect_uci(KIWI, "O-O", LANG_EN, "e1g1");
	expect_uci(KIWI, "0-0", LANG_IT, "e1g1");
	expect_uci(KIWI, "O-O-O", LANG_EN, "e1c1");
	expect_uci(KIWI, "0-0-0", LANG_IT, "e1c1");
	expect_uci(KIWI, "0-0-0+", LANG_IT, "e1c1");
	expect_uci(CASTLE, "0-0+", LANG_IT, "e1g1");
	expect_error(CASTLE, "O-O-O", LANG_EN, NOTATION_NO_MATCH, NULL);
	expect_error(START, "O-O", LANG_EN, NOTATION_NO_MATCH, NULL);
	/* Castling with check (3.8, E13). */
	expect_write(CASTLE, "e1g1", NOTATION_FIDE, LANG_IT, "0-0+");
	expect_write(CASTLE, "e1g1", NOTATION_SAN, LANG_EN, "O-O+");
	expect_write(CASTLE, "e1g1", NOTATION_UCI, LANG_EN, "e1g1");
	expect_write(KIWI, "e1c1", NOTATION_FIDE, LANG_DE, "0-0-0");
	expect_write(KIWI, "e1c1", NOTATION_SAN, LANG_EN, "O-O-O");
}

static void
test_promotion(void **state)
{
	(void)state;
	expect_uci(MATE, "d8D", LANG_IT, "d7d8q");
	expect_uci(MATE, "d8=D", LANG_IT, "d7d8q");
	expect_uci(MATE, "d8(D)", LANG_IT, "d7d8q");
	expect_uci(MATE, "d8/D", LANG_IT, "d7d8q");
	expect_uci(MATE, "d8C", LANG_IT, "d7d8n");
	expect_uci(MATE, "d8=Q", LANG_IT, "d7d8q");	/* English fallback */
	expect_uci(MATE, "d8Q#", LANG_EN, "d7d8q");
	expect_uci(MATE, "d8=S", LANG_DE, "d7d8n");
	expect_uci(MATE, "d8\xe2\x99\x95", LANG_EN, "d7d8q");	/* d8♕ */
	expect_uci(PROMO, "gxh1=D", LANG_IT, "g2h1q");
	expect_uci(PROMO, "gxf1T", LANG_IT, "g2f1r");
	/* Promotion with mate. */
	expect_write(MATE, "d7d8q", NOTATION_FIDE, LANG_IT, "d8D#");
	expect_write(MATE, "d7d8q", NOTATION_SAN, LANG_EN, "d8=Q#");
	expect_write(MATE, "d7d8r", NOTATION_FIDE, LANG_FR, "d8T#");
	expect_write(MATE, "d7d8n", NOTATION_FIDE, LANG_DE, "d8S");
	expect_write(MATE, "d7d8q", NOTATION_LONG, LANG_IT, "d7-d8D#");
	expect_write(MATE, "d7d8q", NOTATION_UCI, LANG_IT, "d7d8q");
	expect_write(PROMO, "g2h1n", NOTATION_SAN, LANG_EN, "gxh1=N");
}

static void
test_en_passant(void **state)
{
	(void)state;
	expect_uci(EP, "exd6", LANG_EN, "e5d6");
	expect_uci(EP, "exd6 e.p.", LANG_IT, "e5d6");
	expect_uci(EP, "exd6e.p.", LANG_IT, "e5d6");
	expect_uci(EP, "exd6ep", LANG_IT, "e5d6");
	expect_uci(EP, "ed6", LANG_IT, "e5d6");
	expect_uci(EP, "e5xd6", LANG_IT, "e5d6");
	expect_uci(EP, "e5d6", LANG_EN, "e5d6");
	expect_write(EP, "e5d6", NOTATION_FIDE, LANG_IT, "exd6 e.p.");
	expect_write(EP, "e5d6", NOTATION_SAN, LANG_EN, "exd6");
	expect_write(EP, "e5d6", NOTATION_LONG, LANG_IT, "e5xd6");
	/* Without the en-passant right, no pawn capture to d6 exists. */
	expect_error("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2", "exd6", LANG_EN,
	    NOTATION_NO_MATCH, NULL);
}

static void
test_marks(void **state)
{
	static const char *const texts[] = {
		"Nf3+", "Nf3#", "Nf3++", "Nf3\xe2\x80\xa1", "Nf3!", "Nf3?",
		"Nf3!!", "Nf3!?", "Nf3?!", "Nf3??", "Nf3 (=)", "Nf3(=)",
		"Nf3=", "Nf3 =", " Nf3", "Nf3\xe2\x80\xa0"
	};
	size_t	i;

	(void)state;
	for (i = 0; i < sizeof texts / sizeof texts[0]; i++)
		expect_uci(START, texts[i], LANG_EN, "g1f3");
	expect_uci(START, "Cf3!?", LANG_IT, "g1f3");
	expect_uci(START, "\xe2\x99\x98" "f3", LANG_IT, "g1f3");	/* ♘f3 */
	/* The black figurine reads the same piece. */
	expect_uci("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
	    "\xe2\x99\x9e" "f6", LANG_EN, "g8f6");
}

static void
test_english_fallback(void **state)
{
	(void)state;
	/* Italian R is the king when the king can go there... */
	expect_uci("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Rd1", LANG_IT, "e1d1");
	/* ...and the English rook only when the king cannot. */
	expect_uci("4k3/8/8/8/8/8/8/R3K3 w - - 0 1", "Ra2", LANG_IT, "a1a2");
	expect_uci(START, "Nf3", LANG_IT, "g1f3");
	expect_uci(START, "Nf3", LANG_DE, "g1f3");
	/* German B (bishop in English): Bb5 after 1.e4 e5. */
	expect_uci("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2",
	    "Bb5", LANG_DE, "f1b5");
	/* Neither language gives a move. */
	expect_error(START, "Rd4", LANG_IT, NOTATION_NO_MATCH, NULL);
}

/*
 * The pawn letter (E4 writes none; a scoresheet may): B in German and the
 * Nordic languages (Bauer, Bonde), whose bishop is L, so that "Be4" is
 * the pawn's move where a pawn can make it, and the English bishop's only
 * where none can.  Dutch has no pawn letter: its P is the knight.
 */
#define PAWN_BISHOP	"4k3/8/8/8/8/4P3/2B5/4K3 w - - 0 1"	/* e3, Bc2 */

static void
test_pawn_letter(void **state)
{
	static const enum notation_lang b[] = {
		LANG_DE, LANG_DA, LANG_NO, LANG_SV
	};
	size_t	i;

	(void)state;
	for (i = 0; i < sizeof b / sizeof b[0]; i++) {
		expect_uci(PAWN_BISHOP, "Be4", b[i], "e3e4");
		expect_uci(PAWN_BISHOP, "Le4", b[i], "c2e4");
		expect_uci(START, "Be4", b[i], "e2e4");
		expect_uci(START, "Be2-e4", b[i], "e2e4");
		expect_uci(EP, "Bexd6", b[i], "e5d6");
		expect_uci(MATE, "Bd8D", b[i], "d7d8q");
		/* No pawn can go there: the English bishop, by the fallback. */
		expect_uci("4k3/8/8/8/8/8/2B5/4K3 w - - 0 1", "Be4", b[i],
		    "c2e4");
	}
	expect_uci(PAWN_BISHOP, "Be4", LANG_EN, "c2e4");
	expect_uci(PAWN_BISHOP, "Pe4", LANG_EN, "e3e4");
	expect_uci(PAWN_BISHOP, "Pe4", LANG_IT, "e3e4");
	expect_uci(PAWN_BISHOP, "Ge4", LANG_HU, "e3e4");	/* gyalog */
	expect_uci(PAWN_BISHOP, "Se4", LANG_EO, "e3e4");	/* soldato */
	/* Dutch: B is no letter of its own (English's bishop), P the knight. */
	expect_uci(PAWN_BISHOP, "Be4", LANG_NL, "c2e4");
	expect_uci("4k3/8/8/8/8/4P3/5N2/4K3 w - - 0 1", "Pe4", LANG_NL, "f2e4");
	expect_uci("4k3/8/8/8/8/4P3/5N2/4K3 w - - 0 1", "Pe4", LANG_EN, "e3e4");
	/* The letter written for a pawn (a board drawn in letters). */
	assert_int_equal(notation_piece_letter(LANG_DE, PAWN), 'B');
	assert_int_equal(notation_piece_letter(LANG_SV, PAWN), 'B');
	assert_int_equal(notation_piece_letter(LANG_NL, PAWN), 'P');
	assert_int_equal(notation_piece_letter(LANG_HU, PAWN), 'G');
}

static void
test_lowercase_b(void **state)
{
	(void)state;
	/* A pawn on b2 takes on c3. */
	expect_uci("4k3/8/8/8/8/2n5/1P1B4/4K3 w - - 0 1", "bxc3", LANG_EN,
	    "b2c3");
	/* No pawn can: bxc3 is the bishop's. */
	expect_uci("4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1", "bxc3", LANG_EN,
	    "d2c3");
	/* In German too, through the English fallback. */
	expect_uci("4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1", "bxc3", LANG_DE,
	    "d2c3");
	expect_error("4k3/8/8/8/8/2n5/3B4/4K3 w - - 0 1", "bxc4", LANG_EN,
	    NOTATION_NO_MATCH, NULL);
}

static void
test_ambiguous(void **state)
{
	struct notation_fail	nf;
	struct position		pos;
	char			a[NOTATION_MAX], b[NOTATION_MAX];

	(void)state;
	expect_error(KNIGHTS, "Nd2", LANG_EN, NOTATION_AMBIGUOUS, &nf);
	assert_int_equal(nf.ncandidates, 2);
	setup(&pos, KNIGHTS);
	notation_write(&pos, nf.candidates[0], NOTATION_SAN, LANG_EN, a);
	notation_write(&pos, nf.candidates[1], NOTATION_SAN, LANG_EN, b);
	assert_true((strcmp(a, "Nbd2") == 0 && strcmp(b, "Nfd2") == 0) ||
	    (strcmp(a, "Nfd2") == 0 && strcmp(b, "Nbd2") == 0));
	expect_uci(KNIGHTS, "Nbd2", LANG_EN, "b1d2");
	expect_uci(KNIGHTS, "Cfd2", LANG_IT, "f3d2");
	expect_uci(KNIGHTS, "C3d2", LANG_IT, "f3d2");
	/* A promotion without its piece: the four are the candidates. */
	expect_error(MATE, "d8", LANG_EN, NOTATION_AMBIGUOUS, &nf);
	assert_int_equal(nf.ncandidates, 4);
	/* Three queens on b2. */
	expect_error(QUEENS, "Qb2", LANG_EN, NOTATION_AMBIGUOUS, &nf);
	assert_int_equal(nf.ncandidates, 3);
	expect_error(QUEENS, "Qab2", LANG_EN, NOTATION_AMBIGUOUS, &nf);
	assert_int_equal(nf.ncandidates, 2);
	expect_uci(QUEENS, "Qa1b2", LANG_EN, "a1b2");
	expect_uci(QUEENS, "Da1-b2", LANG_IT, "a1b2");
}

static void
test_unreadable(void **state)
{
	struct notation_fail	nf;

	(void)state;
	expect_error(START, "Zf3", LANG_EN, NOTATION_UNREADABLE, &nf);
	assert_int_equal(nf.where, 0);
	expect_error(START, "e9", LANG_EN, NOTATION_UNREADABLE, &nf);
	assert_int_equal(nf.where, 1);
	expect_error(START, "Nf3junk", LANG_EN, NOTATION_UNREADABLE, &nf);
	assert_int_equal(nf.where, 3);
	expect_error(START, "", LANG_EN, NOTATION_UNREADABLE, &nf);
	expect_error(START, "x", LANG_EN, NOTATION_UNREADABLE, &nf);
	expect_error(START, "d8(D", LANG_IT, NOTATION_UNREADABLE, &nf);
	expect_error(START, "Nf3 e.p. junk", LANG_EN, NOTATION_UNREADABLE, &nf);
	assert_int_equal(nf.where, 9);
	assert_int_equal(notation_lang_find("xx"), -1);
	assert_int_equal(notation_lang_find("it"), LANG_IT);
}

static void
test_disambiguation(void **state)
{
	(void)state;
	/* E10: file preferred, rank when the file is shared, then both. */
	expect_write(KNIGHTS, "b1d2", NOTATION_FIDE, LANG_IT, "Cbd2");
	expect_write(KNIGHTS, "f3d2", NOTATION_FIDE, LANG_IT, "Cfd2");
	expect_write(RANKS, "g1f3", NOTATION_FIDE, LANG_IT, "C1f3");
	expect_write(RANKS, "g5f3", NOTATION_FIDE, LANG_IT, "C5f3");
	expect_write(RANKS, "g5f3", NOTATION_SAN, LANG_EN, "N5f3");
	expect_write(QUEENS, "a1b2", NOTATION_FIDE, LANG_IT, "Da1b2");
	expect_write(QUEENS, "a3b2", NOTATION_FIDE, LANG_IT, "D3b2");
	expect_write(QUEENS, "c1b2", NOTATION_FIDE, LANG_IT, "Dcb2");
	expect_write(QUEENS, "a1b2", NOTATION_SAN, LANG_EN, "Qa1b2");
	/* A pinned knight does not need to be told apart (E10: "can"). */
	expect_write("4r2k/8/8/8/8/8/4N1N1/4K3 w - - 0 1", "g2f4",
	    NOTATION_SAN, LANG_EN, "Nf4");
	expect_write(KIWI, "e5f7", NOTATION_FIDE, LANG_IT, "Cxf7");
	/* E3: figurines, the mover's colour. */
	expect_write(KNIGHTS, "b1d2", NOTATION_FIGURINE, LANG_IT,
	    "\xe2\x99\x98" "bd2");
	expect_write(PROMO, "g2h1n", NOTATION_FIGURINE, LANG_EN,
	    "gxh1\xe2\x99\x9e");
	expect_write(EP, "e5d6", NOTATION_FIGURINE, LANG_EN, "exd6 e.p.");
	expect_write(KIWI, "d5e6", NOTATION_FIDE, LANG_IT, "dxe6");
	expect_write(KIWI, "e2a6", NOTATION_LONG, LANG_IT, "Ae2xa6");
	expect_write(KIWI, "e1g1", NOTATION_LONG, LANG_IT, "0-0");
}

/* Every legal move, every language and style: written, then read back. */
static void
round_trip(const char *fen)
{
	struct position	pos;
	uint16_t	moves[MAX_MOVES], back;
	char		buf[NOTATION_MAX];
	size_t		n, i, len;
	int		lang, style;
	enum notation_error e;

	setup(&pos, fen);
	n = board_legal_moves(&pos, moves);
	assert_true(n > 0);
	for (i = 0; i < n; i++) {
		for (lang = 0; lang < LANG_NB; lang++) {
			for (style = NOTATION_FIDE;
			    style <= NOTATION_FIGURINE; style++) {
				len = notation_write(&pos, moves[i],
				    (enum notation_style)style,
				    (enum notation_lang)lang, buf);
				assert_int_equal(len, strlen(buf));
				/* SAN and UCI are English. */
				e = notation_read(&pos, buf, len,
				    style == NOTATION_SAN ||
				    style == NOTATION_UCI ? LANG_EN :
				    (enum notation_lang)lang, &back, NULL);
				if (e != NOTATION_OK || back != moves[i])
					fail_msg("%s: %04x '%s' (%s) reads %s "
					    "%04x", fen, moves[i], buf,
					    notation_lang_code(
					    (enum notation_lang)lang),
					    notation_strerror(e), back);
			}
		}
	}
	assert_true(board_ok(&pos));
}

static void
test_round_trip(void **state)
{
	(void)state;
	round_trip(START);
	round_trip(KIWI);
	round_trip(PROMO);
	round_trip(QUEENS);
	round_trip(EP);
	round_trip(KNIGHTS);
	round_trip(RANKS);
	round_trip(CASTLE);
	round_trip(MATE);
	round_trip("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1");
	round_trip("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1");
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_short_algebraic),
		cmocka_unit_test(test_long_algebraic),
		cmocka_unit_test(test_castling),
		cmocka_unit_test(test_promotion),
		cmocka_unit_test(test_en_passant),
		cmocka_unit_test(test_marks),
		cmocka_unit_test(test_english_fallback),
		cmocka_unit_test(test_lowercase_b),
		cmocka_unit_test(test_pawn_letter),
		cmocka_unit_test(test_ambiguous),
		cmocka_unit_test(test_unreadable),
		cmocka_unit_test(test_disambiguation),
		cmocka_unit_test(test_round_trip),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
