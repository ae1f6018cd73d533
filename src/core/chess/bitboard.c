/*
 * bitboard.c: the attack tables (Art. 3.2-3.6 and 3.7b: how each piece
 * attacks) and the magic numbers of the sliding pieces.
 *
 * The magics below were found once by a random search (xorshift seeded with
 * the golden ratio, candidates of few bits) and are constants now; the
 * tables they index are rebuilt from scratch by bitboard_init(), which a
 * constructor runs before main(), so every user sees complete tables and
 * nothing changes afterwards.  tests/unit/test_board.c checks every table
 * entry against the slow ray scan.
 */
#include "config.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/bitboard.h"

uint64_t		bitboard_knight[64];
uint64_t		bitboard_king[64];
uint64_t		bitboard_pawn[2][64];
uint64_t		bitboard_between[64][64];
uint64_t		bitboard_line[64][64];
struct bitboard_magic	bitboard_rook_magic[64];
struct bitboard_magic	bitboard_bishop_magic[64];

/* Sizes of the fancy tables: sum over squares of 2^popcount(mask). */
#define ROOK_TABLE	102400
#define BISHOP_TABLE	5248
static uint64_t		rook_table[ROOK_TABLE];
static uint64_t		bishop_table[BISHOP_TABLE];

static const uint64_t rook_magics[64] = {
	0x1080004008801020ULL, 0x0840092002c03000ULL,
	0x1900200010400900ULL, 0x0880100008000480ULL,
	0x4200100420080200ULL, 0x8100020100080400ULL,
	0x0200040110886200ULL, 0x0200008040220411ULL,
	0x0404800084400220ULL, 0x0000401000402000ULL,
	0x0086001081220440ULL, 0x0408800800100280ULL,
	0x000a001201040820ULL, 0x8848800200840080ULL,
	0x4001000100040200ULL, 0x0442000102105084ULL,
	0x9080010020804100ULL, 0x0040404000201009ULL,
	0x0000808010002009ULL, 0x2200090021d00100ULL,
	0x0008008008040080ULL, 0x0004004002010040ULL,
	0x0011040008015042ULL, 0x00000a0001768104ULL,
	0x0000800080204009ULL, 0x2010004140002001ULL,
	0x9800200280100080ULL, 0x1000100080080080ULL,
	0x0442000a00049020ULL, 0x2100040080020080ULL,
	0x0800120400900148ULL, 0x0010040a00128541ULL,
	0x2800804000800030ULL, 0x1010002000400041ULL,
	0x4000200011004100ULL, 0x0610008410800800ULL,
	0x0400802402800800ULL, 0xc100020080800400ULL,
	0x0002000802000401ULL, 0x0182085882000401ULL,
	0x0220204000808000ULL, 0x2860100040024022ULL,
	0x0001002004110040ULL, 0x99101042000a0020ULL,
	0x0004080004008080ULL, 0x0010040002008080ULL,
	0x2012004881020004ULL, 0x8300842444820011ULL,
	0x0088403882010200ULL, 0x0820400080210100ULL,
	0x0110910040a00300ULL, 0x0801100280080480ULL,
	0x0242009008200600ULL, 0x1002000489500200ULL,
	0x0040800200010080ULL, 0x0091800041000080ULL,
	0x0000209300488001ULL, 0x04c1002414824001ULL,
	0x020020000b001041ULL, 0x7000100004200901ULL,
	0x8002002004100802ULL, 0x30010002084c0007ULL,
	0x0888221800813004ULL, 0x4000002840840112ULL,
};

static const uint64_t bishop_magics[64] = {
	0xa010041108003100ULL, 0x006082020a002900ULL,
	0x6810010619200000ULL, 0x08281a0520000408ULL,
	0x0001104001000400ULL, 0x0018901008048400ULL,
	0x00040a0210245280ULL, 0x000200210808a402ULL,
	0x9140048410821200ULL, 0x0800091010820041ULL,
	0x20504804832202c0ULL, 0x0100091401081000ULL,
	0x8021011140000012ULL, 0x0810020804450400ULL,
	0x208b0542109008a2ULL, 0x0080084a08040204ULL,
	0x0040e2a80811244cULL, 0x2505022008008108ULL,
	0x0430220100420040ULL, 0x010a040420220040ULL,
	0x1105000290400000ULL, 0x0093001200822120ULL,
	0x4000a62048043004ULL, 0x280120048a015004ULL,
	0x006090002a020814ULL, 0x44042000240800d0ULL,
	0x01102800040a4400ULL, 0x1004080080220040ULL,
	0x0001001011004024ULL, 0x0010044000805040ULL,
	0x0914041200820100ULL, 0x0004821012821480ULL,
	0x0024040500c05021ULL, 0x0088611002080200ULL,
	0x0116080a00040020ULL, 0x4000020080080080ULL,
	0x2450450140840040ULL, 0x0000880201484100ULL,
	0x0222020404020092ULL, 0x8081110600002e00ULL,
	0x2842101105000801ULL, 0x1100809008001025ULL,
	0x00020202221c0400ULL, 0x0422014022009020ULL,
	0x0210046102100c00ULL, 0xc004008082029102ULL,
	0x00aa461801101200ULL, 0x0404080080201108ULL,
	0x020542108c205002ULL, 0x0410544804100100ULL,
	0x0040910841100000ULL, 0x0400200042021100ULL,
	0x00004204850400c0ULL, 0x0200100410a42102ULL,
	0x1040020801210102ULL, 0x0805040410420000ULL,
	0x2884804130100200ULL, 0x800c262201242000ULL,
	0x1058000194108800ULL, 0x0014221054420204ULL,
	0x0104000012a02200ULL, 0x0200881003300100ULL,
	0x0140400202840100ULL, 0x0402020801010201ULL,
};

static const int	rook_dirs[4][2] = { { 1, 0 }, { -1, 0 }, { 0, 1 }, { 0, -1 } };
static const int	bishop_dirs[4][2] = { { 1, 1 }, { 1, -1 }, { -1, 1 }, { -1, -1 } };

static bool
on_board(int f, int r)
{
	return f >= 0 && f < 8 && r >= 0 && r < 8;
}

/* 3.2-3.4: a slider attacks along its lines up to and including the first
 * occupied square. */
uint64_t
bitboard_slide(uint8_t sq, uint64_t occ, int rook)
{
	const int	(*d)[2] = rook ? rook_dirs : bishop_dirs;
	uint64_t	 a = 0;
	int		 i, f, r;

	for (i = 0; i < 4; i++) {
		f = sq % 8 + d[i][0];
		r = sq / 8 + d[i][1];
		for (; on_board(f, r); f += d[i][0], r += d[i][1]) {
			a |= BB_SQ(r * 8 + f);
			if (occ & BB_SQ(r * 8 + f))
				break;
		}
	}
	return a;
}

/* The squares whose occupancy matters: the rays without their last square. */
static uint64_t
relevant_mask(uint8_t sq, int rook)
{
	const int	(*d)[2] = rook ? rook_dirs : bishop_dirs;
	uint64_t	 m = 0;
	int		 i, f, r;

	for (i = 0; i < 4; i++) {
		f = sq % 8 + d[i][0];
		r = sq / 8 + d[i][1];
		for (; on_board(f + d[i][0], r + d[i][1]);
		    f += d[i][0], r += d[i][1])
			m |= BB_SQ(r * 8 + f);
	}
	return m;
}

static void
init_magics(struct bitboard_magic *mg, const uint64_t *magics,
    uint64_t *table, int rook)
{
	uint64_t	 occ, *slice = table;
	unsigned	 sq, n;

	for (sq = 0; sq < 64; sq++) {
		mg[sq].mask = relevant_mask((uint8_t)sq, rook);
		mg[sq].magic = magics[sq];
		n = (unsigned)bitboard_count(mg[sq].mask);
		mg[sq].shift = 64 - n;
		mg[sq].attacks = slice;
		/* Carry-Rippler: every subset of the mask. */
		occ = 0;
		do {
			slice[(occ * mg[sq].magic) >> mg[sq].shift] =
			    bitboard_slide((uint8_t)sq, occ, rook);
			occ = (occ - mg[sq].mask) & mg[sq].mask;
		} while (occ != 0);
		slice += (size_t)1 << n;
	}
}

static uint64_t
leaper(uint8_t sq, const int (*d)[2], int n)
{
	uint64_t	a = 0;
	int		i, f, r;

	for (i = 0; i < n; i++) {
		f = sq % 8 + d[i][0];
		r = sq / 8 + d[i][1];
		if (on_board(f, r))
			a |= BB_SQ(r * 8 + f);
	}
	return a;
}

static void
init_lines(void)
{
	uint8_t		a, b;
	uint64_t	ra, rb;

	for (a = 0; a < 64; a++) {
		for (b = 0; b < 64; b++) {
			bitboard_between[a][b] = bitboard_line[a][b] = 0;
			if (a == b)
				continue;
			if (bitboard_slide(a, 0, 1) & BB_SQ(b)) {
				ra = bitboard_slide(a, BB_SQ(b), 1);
				rb = bitboard_slide(b, BB_SQ(a), 1);
				bitboard_between[a][b] = ra & rb;
				bitboard_line[a][b] = (bitboard_slide(a, 0, 1) &
				    bitboard_slide(b, 0, 1)) | BB_SQ(a) | BB_SQ(b);
			} else if (bitboard_slide(a, 0, 0) & BB_SQ(b)) {
				ra = bitboard_slide(a, BB_SQ(b), 0);
				rb = bitboard_slide(b, BB_SQ(a), 0);
				bitboard_between[a][b] = ra & rb;
				bitboard_line[a][b] = (bitboard_slide(a, 0, 0) &
				    bitboard_slide(b, 0, 0)) | BB_SQ(a) | BB_SQ(b);
			}
		}
	}
}

void
bitboard_init(void)
{
	static const int knight[8][2] = { { 1, 2 }, { 2, 1 }, { 2, -1 },
	    { 1, -2 }, { -1, -2 }, { -2, -1 }, { -2, 1 }, { -1, 2 } };
	static const int king[8][2] = { { 1, 0 }, { 1, 1 }, { 0, 1 },
	    { -1, 1 }, { -1, 0 }, { -1, -1 }, { 0, -1 }, { 1, -1 } };
	static const int wpawn[2][2] = { { -1, 1 }, { 1, 1 } };
	static const int bpawn[2][2] = { { -1, -1 }, { 1, -1 } };
	uint8_t		sq;

	for (sq = 0; sq < 64; sq++) {
		bitboard_knight[sq] = leaper(sq, knight, 8);	/* 3.6 */
		bitboard_king[sq] = leaper(sq, king, 8);	/* 3.8a */
		bitboard_pawn[0][sq] = leaper(sq, wpawn, 2);	/* 3.7b */
		bitboard_pawn[1][sq] = leaper(sq, bpawn, 2);
	}
	init_magics(bitboard_rook_magic, rook_magics, rook_table, 1);
	init_magics(bitboard_bishop_magic, bishop_magics, bishop_table, 0);
	init_lines();
}

/* Run before main() so that no caller has to remember an init call. */
__attribute__((constructor)) static void
bitboard_constructor(void)
{
	bitboard_init();
}
