/*
 * cmd_san.c: arbiter-cli san FEN MOVE [--lang L] [--game NAME]
 *
 * Reads MOVE in the position (any form the game's notation reads) and
 * prints it as the players write it in the language, as the record (PGN
 * SAN, PDN) writes it, and in engine coordinates (UCI; for draughts the
 * capture with every landing square, "15x4x13"), one per line.  FEN
 * "startpos" is the start position of the game (--game draughts: a PDN
 * FEN, "W:W31-50:B1-20").
 */
#include "config.h"

#include <stdio.h>
#include <string.h>

#include "cli.h"

#define SAN_USAGE	"usage: san FEN MOVE [--lang L] [--game NAME]"

int
cmd_san(int argc, char **argv)
{
	const struct game_kind	*kind = cli_game(&argc, argv);
	struct game_pos		 pos;
	struct game_read_fail	 nf;
	enum game_read		 e;
	const char		*fen = NULL, *text = NULL, *why = "";
	char			 buf[GAME_MOVE_TEXT_MAX];
	size_t			 where = 0, i;
	uint64_t		 m;
	int			 k, lang = 0;

	if (kind == NULL)
		return 2;
	for (k = 1; k < argc; k++) {
		if (strcmp(argv[k], "--lang") == 0 && k + 1 < argc) {
			if ((lang = kind->lang_find(argv[++k])) < 0)
				return cli_usage_error("unknown language '%s'",
				    cli_quote(argv[k]));
		} else if (fen == NULL)
			fen = argv[k];
		else if (text == NULL)
			text = argv[k];
		else
			return cli_usage_error(SAN_USAGE);
	}
	if (fen == NULL || text == NULL)
		return cli_usage_error(SAN_USAGE);
	if (strcmp(fen, "startpos") == 0)
		kind->start(&pos);
	else if (kind->pos_read(&pos, fen, &where, &why) != GAME_POS_OK)
		return cli_usage_error("bad FEN at byte %zu: '%s'", where + 1,
		    cli_quote(fen));
	e = kind->move_read(&pos, text, strlen(text), lang, &m, &nf);
	if (e == GAME_READ_UNREADABLE || e == GAME_READ_LETTER) {
		fprintf(stderr, "arbiter-cli: '%s': %s at byte %zu\n",
		    cli_quote(text), gamekind_read_text(e), nf.where + 1);
		return 1;
	}
	if (e != GAME_READ_OK) {
		fprintf(stderr, "arbiter-cli: '%s': %s", cli_quote(text),
		    gamekind_read_text(e));
		for (i = 0; i < nf.ncandidates; i++) {
			kind->move_write(&pos, nf.candidates[i],
			    GAME_STYLE_SHEET, lang, buf);
			fprintf(stderr, "%s%s", i == 0 ? ": " : ", ", buf);
		}
		fputc('\n', stderr);
		return 1;
	}
	kind->move_write(&pos, m, GAME_STYLE_SHEET, lang, buf);
	printf("%s\n", buf);
	kind->move_write(&pos, m, GAME_STYLE_EXPORT, 0, buf);
	printf("%s\n", buf);
	kind->move_write(&pos, m, GAME_STYLE_COORD, 0, buf);
	printf("%s\n", buf);
	return 0;
}
