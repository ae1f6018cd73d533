/*
 * cmd_validate.c: arbiter-cli validate FILE.pgn [--lang L] [--rewrite]
 *
 * Replays every game with full legality and reports each game's first
 * illegal or unreadable move.  --rewrite also writes every move in SAN and
 * in the FIDE form of the language and reads both back: each must give
 * the same move (the round trip of notation.h).
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/pgnfile.h"
#include "app/timesrc.h"
#include "chess/notation.h"
#include "chess/pgn.h"
#include "cli.h"

struct validate {
	const char		*path;
	enum notation_lang	 lang;
	bool			 rewrite;
	unsigned long		 games, plies, errors;
	char			 white[PGN_VALUE_MAX + 1];
	char			 black[PGN_VALUE_MAX + 1];
};

static void
validate_report(struct validate *v, const struct pgn_event *ev)
{
	char	*msg = pgnfile_error(v->path, ev, v->white, v->black);

	fprintf(stderr, "%s\n", msg);
	free(msg);
	v->errors++;
}

/* Write m in one style and read it back: the same move, or a message. */
static bool
validate_round_trip(struct validate *v, const struct pgn_event *ev,
    enum notation_style style, enum notation_lang lang)
{
	char			text[NOTATION_MAX];
	uint16_t		back;
	enum notation_error	e;
	size_t			len;

	len = notation_write(ev->pos, ev->move, style, lang, text);
	e = notation_read(ev->pos, text, len, lang, &back, NULL);
	if (e == NOTATION_OK && back == ev->move)
		return true;
	fprintf(stderr, "%s:game %lu (%s-%s):move %u: '%s': written as '%s' "
	    "(%s) it reads back as %s\n", v->path, ev->game,
	    cli_quote(v->white), cli_quote(v->black), ev->move_number,
	    cli_quote(ev->text), cli_quote(text),
	    notation_lang_code(lang), e == NOTATION_OK ? "another move" :
	    notation_strerror(e));
	v->errors++;
	return false;
}

static bool
validate_event(void *arg, const struct pgn_event *ev)
{
	struct validate	*v = arg;

	switch (ev->type) {
	case PGN_EV_TAG:
		if (strcmp(ev->name, "White") == 0)
			snprintf(v->white, sizeof v->white, "%s", ev->text);
		else if (strcmp(ev->name, "Black") == 0)
			snprintf(v->black, sizeof v->black, "%s", ev->text);
		break;
	case PGN_EV_MOVE:
		v->plies++;
		if (v->rewrite && (!validate_round_trip(v, ev, NOTATION_SAN,
		    LANG_EN) || !validate_round_trip(v, ev, NOTATION_FIDE,
		    v->lang)))
			return false;
		break;
	case PGN_EV_ERROR:
		validate_report(v, ev);
		break;
	case PGN_EV_GAME_END:
		v->games++;
		v->white[0] = v->black[0] = '\0';
		break;
	default:
		break;
	}
	return true;
}

int
cmd_validate(int argc, char **argv)
{
	struct validate		 v;
	struct pgn_reader	 r;
	const char		*path = NULL;
	char			*cause;
	FILE			*fp;
	int64_t			 t0, ms;
	int			 i, lang;

	memset(&v, 0, sizeof v);
	v.lang = LANG_EN;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--rewrite") == 0)
			v.rewrite = true;
		else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc) {
			if ((lang = notation_lang_find(argv[++i])) < 0)
				return cli_usage_error("unknown language '%s'",
				    cli_quote(argv[i]));
			v.lang = (enum notation_lang)lang;
		} else if (argv[i][0] == '-' || path != NULL)
			return cli_usage_error("usage: validate FILE.pgn "
			    "[--lang L] [--rewrite]");
		else
			path = argv[i];
	}
	if (path == NULL)
		return cli_usage_error("usage: validate FILE.pgn [--lang L] "
		    "[--rewrite]");
	if ((fp = fopen(path, "rb")) == NULL)
		return cli_usage_error("%s: %s", path, strerror(errno));
	v.path = path;
	t0 = timesrc_now_ms();
	pgn_reader_init(&r, v.lang, validate_event, &v);
	if (pgnfile_feed(&r, fp, path, &cause) != 0) {
		fclose(fp);
		cli_usage_error("%s", cause);
		free(cause);
		return 2;
	}
	fclose(fp);
	ms = timesrc_now_ms() - t0;
	printf("games %lu, plies %lu, errors %lu, games/s %" PRId64 "\n",
	    v.games, v.plies, v.errors,
	    (int64_t)(v.games * 1000 / (ms > 0 ? (uint64_t)ms : 1)));
	return v.errors > 0 ? 1 : 0;
}
