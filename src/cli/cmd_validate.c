/*
 * cmd_validate.c: arbiter-cli validate FILE [--lang L] [--rewrite]
 * [--game NAME]
 *
 * Replays every game of a record file (PGN for chess) with full legality
 * and reports each game's first illegal or unreadable move.  --rewrite
 * also writes every move as the record writes it and as the players of
 * the language write it, and reads both back: each must give the same
 * move (the game's notation's round trip).
 */
#include "config.h"

#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/recordfile.h"
#include "app/timesrc.h"
#include "cli.h"

#define VALIDATE_USAGE	"usage: validate FILE [--lang L] [--rewrite] [--game NAME]"
#define VALIDATE_NAME_MAX	256

struct validate {
	const struct game_kind	*kind;
	const char		*path;
	int			 lang;
	const char		*lang_code;	/* as --lang gave it */
	bool			 rewrite;
	unsigned long		 games, plies, errors;
	char			 white[VALIDATE_NAME_MAX + 1];
	char			 black[VALIDATE_NAME_MAX + 1];
};

static void
validate_report(struct validate *v, const struct game_record_event *ev)
{
	char	*msg = recordfile_error(v->kind, v->path, ev, v->white,
		    v->black);

	fprintf(stderr, "%s\n", msg);
	free(msg);
	v->errors++;
}

/* Write m in one style and read it back: the same move, or a message. */
static bool
validate_round_trip(struct validate *v, const struct game_record_event *ev,
    enum game_style style, int lang)
{
	char		text[GAME_MOVE_TEXT_MAX];
	uint64_t	back;
	enum game_read	e;
	size_t		len;

	len = v->kind->move_write(ev->pos, ev->move, style, lang, text);
	e = v->kind->move_read(ev->pos, text, len, lang, &back, NULL);
	if (e == GAME_READ_OK && back == ev->move)
		return true;
	fprintf(stderr, "%s:game %lu (%s-%s):move %u: '%s': written as '%s' "
	    "(%s) it reads back as %s\n", v->path, ev->game,
	    cli_quote(v->white), cli_quote(v->black), ev->move_number,
	    cli_quote(ev->text), cli_quote(text),
	    style == GAME_STYLE_EXPORT ? "record" : v->lang_code,
	    e == GAME_READ_OK ? "another move" : gamekind_read_text(e));
	v->errors++;
	return false;
}

static bool
validate_event(void *arg, const struct game_record_event *ev)
{
	struct validate	*v = arg;

	switch (ev->type) {
	case GAME_RECORD_TAG:
		if (strcmp(ev->name, "White") == 0)
			snprintf(v->white, sizeof v->white, "%s", ev->text);
		else if (strcmp(ev->name, "Black") == 0)
			snprintf(v->black, sizeof v->black, "%s", ev->text);
		break;
	case GAME_RECORD_MOVE:
		v->plies++;
		if (v->rewrite && (!validate_round_trip(v, ev,
		    GAME_STYLE_EXPORT, 0) || !validate_round_trip(v, ev,
		    GAME_STYLE_SHEET, v->lang)))
			return false;
		break;
	case GAME_RECORD_ERROR:
		validate_report(v, ev);
		break;
	case GAME_RECORD_END:
		v->games++;
		v->white[0] = v->black[0] = '\0';
		break;
	}
	return true;
}

int
cmd_validate(int argc, char **argv)
{
	struct validate	 v;
	void		*reader;
	const char	*path = NULL;
	char		*cause;
	FILE		*fp;
	int64_t		 t0, ms;
	int		 i, status;

	memset(&v, 0, sizeof v);
	v.lang_code = "en";
	if ((v.kind = cli_game(&argc, argv)) == NULL)
		return 2;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--rewrite") == 0)
			v.rewrite = true;
		else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc) {
			if ((v.lang = v.kind->lang_find(argv[++i])) < 0)
				return cli_usage_error("unknown language '%s'",
				    cli_quote(argv[i]));
			v.lang_code = argv[i];
		} else if (argv[i][0] == '-' || path != NULL)
			return cli_usage_error(VALIDATE_USAGE);
		else
			path = argv[i];
	}
	if (path == NULL)
		return cli_usage_error(VALIDATE_USAGE);
	if ((fp = fopen(path, "rb")) == NULL)
		return cli_usage_error("%s: %s", path, strerror(errno));
	v.path = path;
	t0 = timesrc_now_ms();
	if ((reader = v.kind->record_open(v.lang, v.rewrite, validate_event,
	    &v)) == NULL) {
		fclose(fp);
		return cli_usage_error("out of memory");
	}
	status = recordfile_feed(v.kind, reader, fp, path, &cause);
	v.kind->record_close(reader);
	fclose(fp);
	if (status != 0) {
		cli_usage_error("%s", cause);
		free(cause);
		return 2;
	}
	ms = timesrc_now_ms() - t0;
	printf("games %lu, plies %lu, errors %lu, games/s %" PRId64 "\n",
	    v.games, v.plies, v.errors,
	    (int64_t)(v.games * 1000 / (ms > 0 ? (uint64_t)ms : 1)));
	return v.errors > 0 ? 1 : 0;
}
