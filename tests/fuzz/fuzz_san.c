/*
 * fuzz_san.c: random text read as a move in a few positions and every
 * language.  Never crash; a move read is legal, and writing it in each
 * style then reading it back gives the same move.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "chess/board.h"
#include "chess/notation.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static const char *const fens[] = {
	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
	"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
	"n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1",
	"7K/8/8/7k/8/Q7/8/Q1Q5 w - - 0 1",
	"4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2",
	"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
	"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1",
};

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct position		pos;
	struct notation_fail	nf;
	enum notation_lang	lang;
	char			buf[NOTATION_MAX];
	uint16_t		m, back;
	size_t			len, i;
	int			style;

	if (size < 1)
		return 0;
	if (fen_read(&pos, fens[data[0] % (sizeof fens / sizeof fens[0])],
	    NULL) != FEN_OK)
		return 0;
	lang = (enum notation_lang)((data[0] >> 3) % LANG_NB);
	if (notation_read(&pos, (const char *)data + 1, size - 1, lang, &m,
	    &nf) != NOTATION_OK) {
		for (i = 0; i < nf.ncandidates && i < NOTATION_MAX_CANDIDATES;
		    i++)
			assert(board_is_legal(&pos, nf.candidates[i]));
		assert(nf.where <= size - 1);
		return 0;
	}
	assert(board_is_legal(&pos, m));
	for (style = NOTATION_FIDE; style <= NOTATION_FIGURINE; style++) {
		len = notation_write(&pos, m, (enum notation_style)style, lang,
		    buf);
		assert(len < NOTATION_MAX && len == strlen(buf));
		/* SAN and UCI are English whatever the language. */
		assert(notation_read(&pos, buf, len, style == NOTATION_SAN ||
		    style == NOTATION_UCI ? LANG_EN : lang, &back, NULL) ==
		    NOTATION_OK && back == m);
	}
	assert(board_ok(&pos));
	return 0;
}
