/*
 * cmd_san.c: arbiter-cli san FEN MOVE [--lang L]
 *
 * Reads MOVE in the position (any form notation.h reads) and prints its
 * FIDE form in the language, its PGN SAN and its UCI, one per line.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "chess/board.h"
#include "chess/notation.h"
#include "cli.h"

int
cmd_san(int argc, char **argv)
{
	struct position		 pos;
	struct notation_fail	 nf;
	enum notation_error	 e;
	enum notation_lang	 lang = LANG_EN;
	const char		*fen = NULL, *text = NULL;
	char			 buf[NOTATION_MAX];
	size_t			 where, i;
	uint16_t		 m;
	int			 k, l;

	for (k = 1; k < argc; k++) {
		if (strcmp(argv[k], "--lang") == 0 && k + 1 < argc) {
			if ((l = notation_lang_find(argv[++k])) < 0)
				return cli_usage_error("unknown language '%s'",
				    cli_quote(argv[k]));
			lang = (enum notation_lang)l;
		} else if (fen == NULL)
			fen = argv[k];
		else if (text == NULL)
			text = argv[k];
		else
			return cli_usage_error("usage: san FEN MOVE [--lang L]");
	}
	if (fen == NULL || text == NULL)
		return cli_usage_error("usage: san FEN MOVE [--lang L]");
	if (strcmp(fen, "startpos") == 0)
		board_start(&pos);
	else if (fen_read(&pos, fen, &where) != FEN_OK)
		return cli_usage_error("bad FEN at byte %zu: '%s'", where + 1,
		    cli_quote(fen));
	e = notation_read(&pos, text, strlen(text), lang, &m, &nf);
	if (e == NOTATION_UNREADABLE) {
		fprintf(stderr, "arbiter-cli: '%s': %s at byte %zu\n",
		    cli_quote(text), notation_strerror(e), nf.where + 1);
		return 1;
	}
	if (e != NOTATION_OK) {
		fprintf(stderr, "arbiter-cli: '%s': %s", cli_quote(text),
		    notation_strerror(e));
		for (i = 0; i < nf.ncandidates; i++) {
			notation_write(&pos, nf.candidates[i], NOTATION_FIDE,
			    lang, buf);
			fprintf(stderr, "%s%s", i == 0 ? ": " : ", ", buf);
		}
		fputc('\n', stderr);
		return 1;
	}
	notation_write(&pos, m, NOTATION_FIDE, lang, buf);
	printf("%s\n", buf);
	notation_write(&pos, m, NOTATION_SAN, LANG_EN, buf);
	printf("%s\n", buf);
	notation_write(&pos, m, NOTATION_UCI, LANG_EN, buf);
	printf("%s\n", buf);
	return 0;
}
