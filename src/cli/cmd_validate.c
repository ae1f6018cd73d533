/*
 * cmd_validate.c: arbiter-cli validate FILE.pgn|FILE.pdn [--lang L] [--rewrite]
 * [--write OUT [--write-lang W]] [--game NAME]
 *
 * Replays every game of a record file (PGN for chess, PDN for draughts)
 * with full legality and reports each game's first illegal or unreadable
 * move.  Without --game the file says its game: a ".pdn" name, or a
 * GameType tag of international draughts ([GameType "20"]) near its
 * start, is read as PDN; anything else as the default game's record.  --rewrite
 * also has the game kind write every move as the record writes it and as
 * the players of the language write it, and read both back: each must
 * give the same move (GAME_RECORD_CHECK, the notation's round trip).
 * --write OUT (PGN only) writes every game that replayed without error to
 * OUT, its tags as read and its moves as the players of a language write
 * them (E3): --write-lang's, else --lang's, else English.  It is the
 * arbiter's own writer, to turn a file into another language's letters:
 * an English file is read without --lang (PGN's SAN) and written with
 * --write-lang.  Comments, clocks and variations are not written.
 *
 * --lang L declares the letters the games are written in: see read_move()
 * in chess/pgn.c for how a text that reads both in L and in English is
 * read (as L's) and how a game shows itself English.  Without --lang a
 * chess file is PGN's English SAN, as the standard has it.
 */
#include "config.h"

#include <ctype.h>
#include <errno.h>
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

#include "app/recordfile.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "cli.h"
#include "record.h"

#define VALIDATE_USAGE	"usage: validate FILE.pgn|FILE.pdn [--lang L] [--rewrite] " \
			"[--write OUT [--write-lang W]] [--game NAME]"
#define VALIDATE_NAME_MAX	256
#define VALIDATE_SNIFF		4096	/* bytes looked at for a GameType */

/* --write: a game kept until its end, and written then if it had no
 * error (a game cut at its error would read as another, shorter game). */
struct validate_tag {
	char		*name, *value;
};

struct validate_move {
	char		text[GAME_MOVE_TEXT_MAX];
	unsigned	number;
	int		side;
};

struct validate_out {
	FILE			*fp;
	struct validate_tag	*tags;
	size_t			 ntags, tags_room;
	struct validate_move	*moves;
	size_t			 nmoves, moves_room;
	bool			 failed;	/* the game had an error */
};

struct validate {
	const struct game_kind	*kind;
	const char		*path;
	int			 lang;		/* --lang: the games' letters */
	int			 out_lang;	/* --write-lang, else lang */
	bool			 rewrite;
	struct validate_out	*out;		/* --write, or NULL */
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

static void
out_tag(struct validate_out *o, const char *name, const char *value)
{
	if (o->ntags == o->tags_room) {
		o->tags_room = o->tags_room * 2 + 16;
		o->tags = xrealloc(o->tags, o->tags_room * sizeof *o->tags);
	}
	o->tags[o->ntags].name = xstrdup(name);
	o->tags[o->ntags].value = xstrdup(value);
	o->ntags++;
}

/* The move as the players of the language write it (E3). */
static void
out_move(struct validate *v, const struct game_record_event *ev)
{
	struct validate_out	*o = v->out;
	struct validate_move	*m;

	if (o->nmoves == o->moves_room) {
		o->moves_room = o->moves_room * 2 + 128;
		o->moves = xrealloc(o->moves, o->moves_room * sizeof *o->moves);
	}
	m = &o->moves[o->nmoves++];
	v->kind->move_write(ev->pos, ev->move, GAME_STYLE_SHEET, v->out_lang,
	    m->text);
	m->number = v->kind->move_number(ev->pos);
	m->side = v->kind->side(ev->pos);
}

static void
out_bytes(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

/* The game's end: written unless it had an error; then forgotten. */
static void
out_game(struct validate_out *o, const char *result)
{
	struct record_writer	 w;
	struct record_tag	*tags;
	size_t			 i;

	if (!o->failed) {
		tags = xcalloc(o->ntags + 1, sizeof *tags);
		for (i = 0; i < o->ntags; i++)
			tags[i] = (struct record_tag){ o->tags[i].name,
			    o->tags[i].value };
		record_writer_init(&w, out_bytes, o->fp);
		record_writer_tags(&w, tags, o->ntags);
		for (i = 0; i < o->nmoves; i++)
			record_writer_move(&w, o->moves[i].text,
			    o->moves[i].number, o->moves[i].side, -1);
		record_writer_result(&w, result);
		free(tags);
	}
	for (i = 0; i < o->ntags; i++) {
		free(o->tags[i].name);
		free(o->tags[i].value);
	}
	o->ntags = o->nmoves = 0;
	o->failed = false;
}

static void
out_free(struct validate_out *o)
{
	o->failed = true;	/* a game without its end: not written */
	out_game(o, NULL);
	free(o->tags);
	free(o->moves);
	free(o);
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
		if (v->out != NULL)
			out_tag(v->out, ev->name, ev->text);
		break;
	case GAME_RECORD_MOVE:
		if (v->out != NULL)
			out_move(v, ev);
		break;
	case GAME_RECORD_ERROR:
		validate_report(v, ev);
		if (v->out != NULL)
			v->out->failed = true;
		break;
	case GAME_RECORD_END:
		v->games++;
		v->plies += ev->plies;
		v->white[0] = v->black[0] = '\0';
		if (v->out != NULL)
			out_game(v->out, ev->text);
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

/*
 * --write OUT: opened for writing, unless it is the file being read (which
 * opening it would empty) or the record is not PGN.  Returns 0, or 2 with
 * the error printed.
 */
static int
validate_out_open(struct validate *v, const char *out, FILE *in)
{
	struct stat	a, b;
	FILE		*fp;

	if (strcmp(v->kind->record, "PGN") != 0)
		return cli_usage_error("--write writes PGN; %s is %s",
		    v->path, v->kind->record);
	if (stat(out, &b) == 0 && fstat(fileno(in), &a) == 0 &&
	    a.st_dev == b.st_dev && a.st_ino == b.st_ino)
		return cli_usage_error("%s: --write to the file being read",
		    out);
	if ((fp = fopen(out, "w")) == NULL)
		return cli_usage_error("%s: %s", out, strerror(errno));
	v->out = xcalloc(1, sizeof *v->out);
	v->out->fp = fp;
	return 0;
}

/* --write's end: the file closed, 2 if any of it failed to reach it. */
static int
validate_out_close(struct validate *v, const char *out)
{
	FILE	*fp;
	int	 bad;

	if (v->out == NULL)
		return 0;
	fp = v->out->fp;
	out_free(v->out);
	v->out = NULL;
	bad = ferror(fp);
	if (fclose(fp) != 0 || bad)
		return cli_usage_error("%s: %s", out, strerror(errno));
	return 0;
}

/* The command line. */
struct validate_args {
	const char	*path, *lang, *out, *out_lang;
	bool		 rewrite;
};

/* argv into a; 0, or 2 with the usage printed. */
static int
validate_args(int argc, char **argv, struct validate_args *a)
{
	const char	**value;
	int		  i;

	memset(a, 0, sizeof *a);
	for (i = 1; i < argc; i++) {
		value = NULL;
		if (strcmp(argv[i], "--rewrite") == 0) {
			a->rewrite = true;
			continue;
		}
		if (strcmp(argv[i], "--lang") == 0)
			value = &a->lang;
		else if (strcmp(argv[i], "--write") == 0)
			value = &a->out;
		else if (strcmp(argv[i], "--write-lang") == 0)
			value = &a->out_lang;
		if (value != NULL && i + 1 < argc)
			*value = argv[++i];
		else if (value != NULL || argv[i][0] == '-' || a->path != NULL)
			return cli_usage_error(VALIDATE_USAGE);
		else
			a->path = argv[i];
	}
	if (a->path == NULL || (a->out_lang != NULL && a->out == NULL))
		return cli_usage_error(VALIDATE_USAGE);
	return 0;
}

/* The kind's language of an ISO code (none: otherwise), or -1 with the
 * error printed. */
static int
validate_lang(const struct game_kind *kind, const char *code, int otherwise)
{
	int	lang;

	if (code == NULL)
		return otherwise;
	if ((lang = kind->lang_find(code)) < 0)
		cli_usage_error("unknown language '%s'", cli_quote(code));
	return lang;
}

/* Every game of fp read (and written, --write); 0, or 2 with the error
 * printed. */
static int
validate_read(struct validate *v, FILE *fp, const char *out)
{
	void	*reader;
	char	*cause = NULL;
	int	 status;

	/* --rewrite: the kind checks every move's round trip. */
	if ((reader = v->kind->record_open(v->lang, (v->rewrite ?
	    GAME_RECORD_CHECK : 0) | (v->out != NULL ? GAME_RECORD_MOVES : 0),
	    validate_event, v)) == NULL) {
		validate_out_close(v, out);
		return cli_usage_error("out of memory");
	}
	status = recordfile_feed(v->kind, reader, fp, v->path, &cause);
	v->kind->record_close(reader);
	if (validate_out_close(v, out) != 0)
		status = 2;
	if (cause != NULL) {
		cli_usage_error("%s", cause);
		free(cause);
	}
	return status != 0 ? 2 : 0;
}

int
cmd_validate(int argc, char **argv)
{
	struct validate		 v;
	struct validate_args	 a;
	const char		*game;
	FILE			*fp;
	int64_t			 t0, ms;
	int			 status;
	bool			 given;

	memset(&v, 0, sizeof v);
	given = validate_game_given(argc, argv);
	if ((v.kind = cli_game(&argc, argv)) == NULL ||
	    validate_args(argc, argv, &a) != 0)
		return 2;
	if ((fp = fopen(a.path, "rb")) == NULL)
		return cli_usage_error("%s: %s", a.path, strerror(errno));
	if (!given && (game = validate_sniff(a.path, fp)) != NULL &&
	    (v.kind = gamekind_find(game)) == NULL) {
		fclose(fp);
		return cli_usage_error("%s: a %s record, and no such game in "
		    "this build", a.path, game);
	}
	v.path = a.path;
	v.rewrite = a.rewrite;
	if ((v.lang = validate_lang(v.kind, a.lang, 0)) < 0 ||
	    (v.out_lang = validate_lang(v.kind, a.out_lang, v.lang)) < 0 ||
	    (a.out != NULL && validate_out_open(&v, a.out, fp) != 0)) {
		fclose(fp);
		return 2;
	}
	t0 = timesrc_now_ms();
	status = validate_read(&v, fp, a.out);
	fclose(fp);
	if (status != 0)
		return status;
	ms = timesrc_now_ms() - t0;
	printf("games %lu, plies %lu, errors %lu, games/s %" PRId64 "\n",
	    v.games, v.plies, v.errors,
	    (int64_t)(v.games * 1000 / (ms > 0 ? (uint64_t)ms : 1)));
	return v.errors > 0 ? 1 : 0;
}
