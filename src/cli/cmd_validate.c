/*
 * cmd_validate.c: arbiter-cli validate FILE.pgn|FILE.pdn [--lang L] [--rewrite]
 * [--game NAME]
 *
 * Replays every game of a record file (PGN for chess, PDN for draughts)
 * with full legality and reports each game's first illegal or unreadable
 * move.  Without --game the file says its game: a ".pdn" name, or a
 * GameType tag of international draughts ([GameType "20"]) near its
 * start, is read as PDN; anything else as the default game's record.  --rewrite
 * also has the game kind write every move as the record writes it and as
 * the players of the language write it, and read both back: each must
 * give the same move (GAME_RECORD_CHECK, the notation's round trip).
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/recordfile.h"
#include "app/timesrc.h"
#include "cli.h"

#define VALIDATE_USAGE	"usage: validate FILE.pgn|FILE.pdn [--lang L] [--rewrite] [--game NAME]"
#define VALIDATE_NAME_MAX	256
#define VALIDATE_SNIFF		4096	/* bytes looked at for a GameType */

struct validate {
	const struct game_kind	*kind;
	const char		*path;
	int			 lang;
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
	case GAME_RECORD_ERROR:
		validate_report(v, ev);
		break;
	case GAME_RECORD_END:
		v->games++;
		v->plies += ev->plies;
		v->white[0] = v->black[0] = '\0';
		break;
	default:
		break;
	}
	return true;
}

/* Whether --game is among the arguments. */
static bool
validate_game_given(int argc, char **argv)
{
	int	i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--game") == 0)
			return true;
	}
	return false;
}

/*
 * The game a record file holds, by its name or its first bytes: "draughts"
 * for a ".pdn" name or a [GameType "20..."] tag (PDN's international
 * draughts), else NULL (the default game).  fp is rewound.
 */
static const char *
validate_sniff(const char *path, FILE *fp)
{
	char		 buf[VALIDATE_SNIFF + 1];
	const char	*p, *v;
	size_t		 n, len = strlen(path);

	if (len > 4 && path[len - 4] == '.' &&
	    tolower((unsigned char)path[len - 3]) == 'p' &&
	    tolower((unsigned char)path[len - 2]) == 'd' &&
	    tolower((unsigned char)path[len - 1]) == 'n')
		return "draughts";
	n = fread(buf, 1, VALIDATE_SNIFF, fp);
	rewind(fp);
	buf[n] = '\0';
	for (p = buf; (p = strstr(p, "[GameType")) != NULL; p++) {
		v = p + strlen("[GameType");
		v += strspn(v, " \t");
		if (v[0] == '"' && v[1] == '2' && v[2] == '0' &&
		    (v[3] == '"' || v[3] == ','))
			return "draughts";
	}
	return NULL;
}

int
cmd_validate(int argc, char **argv)
{
	struct validate	 v;
	void		*reader;
	const char	*path = NULL, *lang = NULL, *game;
	char		*cause;
	FILE		*fp;
	int64_t		 t0, ms;
	int		 i, status;
	bool		 given;

	memset(&v, 0, sizeof v);
	given = validate_game_given(argc, argv);
	if ((v.kind = cli_game(&argc, argv)) == NULL)
		return 2;
	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--rewrite") == 0)
			v.rewrite = true;
		else if (strcmp(argv[i], "--lang") == 0 && i + 1 < argc)
			lang = argv[++i];
		else if (argv[i][0] == '-' || path != NULL)
			return cli_usage_error(VALIDATE_USAGE);
		else
			path = argv[i];
	}
	if (path == NULL)
		return cli_usage_error(VALIDATE_USAGE);
	if ((fp = fopen(path, "rb")) == NULL)
		return cli_usage_error("%s: %s", path, strerror(errno));
	if (!given && (game = validate_sniff(path, fp)) != NULL &&
	    (v.kind = gamekind_find(game)) == NULL) {
		fclose(fp);
		return cli_usage_error("%s: a %s record, and no such game in "
		    "this build", path, game);
	}
	if (lang != NULL && (v.lang = v.kind->lang_find(lang)) < 0) {
		fclose(fp);
		return cli_usage_error("unknown language '%s'",
		    cli_quote(lang));
	}
	v.path = path;
	t0 = timesrc_now_ms();
	/* --rewrite: the kind checks every move's round trip. */
	if ((reader = v.kind->record_open(v.lang, v.rewrite ?
	    GAME_RECORD_CHECK : 0, validate_event, &v)) == NULL) {
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
