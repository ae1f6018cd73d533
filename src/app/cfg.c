/*
 * cfg.c: settings and event files through libconfig.  Strings are copied
 * out before config_destroy(); every error names the file and line (the
 * included file's, for a setting read from one).  A file and its
 * @include files are checked first (cfginc.h).
 */
#include "config.h"

#include <libconfig.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfg.h"
#include "app/cfginc.h"
#include "app/cmderror.h"
#include "app/xmalloc.h"
#include "command.h"
#include "edition.h"
#include "utf8.h"

void
cfg_defaults(struct settings *s)
{
	memset(s, 0, sizeof *s);
	strcpy(s->rules, "fide-2005");
	s->colours = true;
	/* -1: the edition's default time (2005 6.7a: an hour; 2023 6.7.1:
	 * 0), unless the event or the settings say otherwise. */
	s->forfeit_wait_ms = -1;
	s->tenths_below = 20;
}

/* The file a setting was read from: path, or a file it includes. */
static const char *
cfg_file(const config_setting_t *st, const char *path)
{
	const char	*file = st != NULL ? config_setting_source_file(st) :
			    NULL;

	return file != NULL ? file : path;
}

/*
 * libconfig's syntax error, with the words it lacks: the text of the line
 * it names, or, when it names a line past the end (the file ended inside
 * something), the line where the string or group left open began.
 */
static void
cfg_syntax(const char *file, int line, const char *what, char **cause)
{
	struct cfginc_syntax	sx;
	char			q[UTF8_QUOTE_SIZE];

	if (cfginc_syntax(file, line, &sx) != 0)
		xasprintf(cause, "%s:%d: %s", file, line, what);
	else if (sx.open_line > 0)
		xasprintf(cause, "%s:%d: %s: the file ends inside the %s opened "
		    "here: '%s'", file, sx.open_line, what, sx.open_what,
		    utf8_quote(q, sizeof q, sx.text, strlen(sx.text)));
	else
		xasprintf(cause, "%s:%d: %s at '%s'", file, sx.past_end ?
		    sx.last_line : line, what, utf8_quote(q, sizeof q, sx.text,
		    strlen(sx.text)));
}

static int
cfg_read(config_t *c, const char *path, char **cause)
{
	if (cfginc_check(path, cause) != 0)
		return -1;
	config_init(c);
	if (config_read_file(c, path) == CONFIG_TRUE)
		return 0;
	if (config_error_type(c) == CONFIG_ERR_FILE_IO)
		xasprintf(cause, "%s: cannot read the file", path);
	else
		cfg_syntax(config_error_file(c) != NULL ? config_error_file(c) :
		    path, config_error_line(c), config_error_text(c), cause);
	config_destroy(c);
	return -1;
}

/* "file:line: 'name' message" for a setting that parsed but is wrong. */
static int
cfg_bad(char **cause, const char *path, const config_setting_t *st,
    const char *what)
{
	const char	*name = config_setting_name(st);
	char		 q[UTF8_QUOTE_SIZE];

	xasprintf(cause, "%s:%u: '%s' %s", cfg_file(st, path),
	    config_setting_source_line(st), name != NULL ? utf8_quote(q,
	    sizeof q, name, strlen(name)) : "?", what);
	return -1;
}

static int
cfg_string(const config_setting_t *root, const char *name, char *dst,
    size_t len, const char *path, char **cause)
{
	const config_setting_t	*st = config_setting_get_member(root, name);
	const char		*v;

	if (st == NULL)
		return 0;
	if ((v = config_setting_get_string(st)) == NULL)
		return cfg_bad(cause, path, st, "must be a string");
	if (strlen(v) >= len)
		return cfg_bad(cause, path, st, "is too long");
	strcpy(dst, v);
	return 0;
}

static int
cfg_int(const config_setting_t *root, const char *name, int *dst, int lo,
    int hi, const char *path, char **cause)
{
	const config_setting_t	*st = config_setting_get_member(root, name);
	int			 v;

	if (st == NULL)
		return 0;
	if (config_setting_type(st) != CONFIG_TYPE_INT)
		return cfg_bad(cause, path, st, "must be a whole number");
	v = config_setting_get_int(st);
	if (v < lo || v > hi)
		return cfg_bad(cause, path, st, "is out of range");
	*dst = v;
	return 0;
}

/* An edition of the table (edition.h). */
static int
cfg_check_rules(const char *rules)
{
	return edition_find(rules, strlen(rules)) != NULL;
}

/* "fide-2005, fide-2023, ...": every edition of the table, in its order. */
static void
cfg_editions(char *buf, size_t len)
{
	const struct edition	*ed;
	size_t			 i, at = 0;

	buf[0] = '\0';
	for (i = 0; (ed = edition_at(i)) != NULL && at < len; i++)
		at += (size_t)snprintf(buf + at, len - at, "%s%s",
		    i > 0 ? ", " : "", ed->name);
}

int
cfg_set_rules(struct settings *s, const char *rules, char **cause)
{
	char	q[UTF8_QUOTE_SIZE], names[256];

	if (strlen(rules) >= sizeof s->rules || !cfg_check_rules(rules)) {
		cfg_editions(names, sizeof names);
		xasprintf(cause, "--rules: '%s' is not an edition of the Laws "
		    "(%s)", utf8_quote(q, sizeof q, rules, strlen(rules)),
		    names);
		return -1;
	}
	strcpy(s->rules, rules);
	return 0;
}

/*
 * A member this build does not know is a mistake, not a wish: named, with
 * the names known ("'fen' is not a field of a pairing (board, ...)").
 */
static int
cfg_known(const config_setting_t *group, const char *const *known,
    size_t nknown, const char *what, const char *path, char **cause)
{
	const config_setting_t	*st;
	const char		*name;
	char			 list[256], *why;
	size_t			 k, at = 0;
	int			 i;

	for (i = 0; (st = config_setting_get_elem(group, (unsigned)i)) !=
	    NULL; i++) {
		name = config_setting_name(st);
		for (k = 0; k < nknown; k++) {
			if (name != NULL && strcmp(name, known[k]) == 0)
				break;
		}
		if (k < nknown)
			continue;
		for (k = 0; k < nknown && at < sizeof list; k++)
			at += (size_t)snprintf(list + at, sizeof list - at,
			    "%s%s", k > 0 ? ", " : "", known[k]);
		xasprintf(&why, "is not %s (%s)", what, list);
		cfg_bad(cause, path, st, why);
		free(why);
		return -1;
	}
	return 0;
}

#define CFG_KNOWN(group, known, what, path, cause)			\
	cfg_known(group, known, sizeof known / sizeof known[0], what,	\
	    path, cause)

static int
cfg_unknown(const config_setting_t *root, const char *path, char **cause)
{
	static const char *const known[] = {
		"language", "rules", "colours", "journal_dir", "forfeit_wait",
		"tenths_below", "broadcast_delay",
	};

	return CFG_KNOWN(root, known, "a setting", path, cause);
}

int
cfg_load(struct settings *out, const char *path, char **cause)
{
	config_t		 c;
	config_setting_t	*root, *st;
	struct settings		 s = *out;
	int			 wait_min, delay_min, rc = -1;

	if (cfg_read(&c, path, cause) != 0)
		return -1;
	root = config_root_setting(&c);
	wait_min = s.forfeit_wait_ms < 0 ? -1 : (int)(s.forfeit_wait_ms / 60000);
	delay_min = (int)(s.broadcast_delay_ms / 60000);
	if (cfg_unknown(root, path, cause) != 0 ||
	    cfg_string(root, "language", s.language, sizeof s.language, path,
	    cause) != 0 ||
	    cfg_string(root, "rules", s.rules, sizeof s.rules, path, cause) != 0 ||
	    cfg_string(root, "journal_dir", s.journal_dir,
	    sizeof s.journal_dir, path, cause) != 0 ||
	    cfg_int(root, "forfeit_wait", &wait_min, 0, 24 * 60, path,
	    cause) != 0 ||
	    cfg_int(root, "tenths_below", &s.tenths_below, 0, 3600, path,
	    cause) != 0 ||
	    cfg_int(root, "broadcast_delay", &delay_min, 0, 24 * 60, path,
	    cause) != 0)
		goto out;
	if (s.language[0] != '\0' && strcmp(s.language, "en") != 0 &&
	    strcmp(s.language, "it") != 0) {
		cfg_bad(cause, path, config_setting_get_member(root, "language"),
		    "must be \"\", \"en\" or \"it\"");
		goto out;
	}
	if (!cfg_check_rules(s.rules)) {
		cfg_bad(cause, path, config_setting_get_member(root, "rules"),
		    "is not a known edition");
		goto out;
	}
	if ((st = config_setting_get_member(root, "colours")) != NULL) {
		if (config_setting_type(st) != CONFIG_TYPE_BOOL) {
			cfg_bad(cause, path, st, "must be true or false");
			goto out;
		}
		s.colours = config_setting_get_bool(st);
	}
	s.forfeit_wait_ms = wait_min < 0 ? -1 : (int64_t)wait_min * 60000;
	s.broadcast_delay_ms = (int64_t)delay_min * 60000;
	*out = s;
	rc = 0;
out:
	config_destroy(&c);
	return rc;
}

const char *
cfg_default_path(void)
{
	return SYSCONFDIR "/arbiter/arbiter.conf";
}

int
cfg_load_default(struct settings *s, const char *path, char **cause)
{
	const char	*home = getenv("HOME");
	char		*user;
	int		 rc;

	if (path != NULL)
		return cfg_load(s, path, cause);
	if (home != NULL && *home != '\0') {
		xasprintf(&user, "%s/.config/arbiter/arbiter.conf", home);
		if (access(user, R_OK) == 0) {
			rc = cfg_load(s, user, cause);
			free(user);
			return rc;
		}
		free(user);
	}
	if (access(cfg_default_path(), R_OK) == 0)
		return cfg_load(s, cfg_default_path(), cause);
	return 0;
}

/* A growable list of lines. */
struct lines {
	char	**v;
	size_t	  n, cap;
};

static void
lines_add(struct lines *l, char *line)
{
	if (l->n + 2 > l->cap) {
		l->cap = l->cap == 0 ? 32 : l->cap * 2;
		l->v = xrealloc(l->v, l->cap * sizeof *l->v);
	}
	l->v[l->n++] = line;
	l->v[l->n] = NULL;
}

void
cfg_free_lines(char **v)
{
	size_t	i;

	if (v == NULL)
		return;
	for (i = 0; v[i] != NULL; i++)
		free(v[i]);
	free(v);
}

/*
 * Add a generated command line; it must read back as a command, so a
 * value the command language does not allow (a rating of 4428, a bad
 * federation) is reported at its line of the file, naming the word.
 */
static int
cfg_check(const char *line, const char *path, const config_setting_t *where,
    char **cause)
{
	struct command		cmd;
	struct command_error	err;
	char			q[UTF8_QUOTE_SIZE];

	if (command_parse(line, strlen(line), &cmd, &err) == COMMAND_OK)
		return 0;
	xasprintf(cause, "%s:%u: '%s': %s", cfg_file(where, path),
	    config_setting_source_line(where), utf8_quote(q, sizeof q,
	    line + err.offset, err.length), cmderror_text(&err));
	return -1;
}

static int
cfg_emit(struct lines *l, char *line, const char *path,
    const config_setting_t *where, char **cause)
{
	if (cfg_check(line, path, where, cause) != 0) {
		free(line);
		return -1;
	}
	lines_add(l, line);
	return 0;
}

/* A string member that must be there and be free of quotes. */
static const char *
cfg_word(const config_setting_t *group, const char *name, const char *path,
    char **cause)
{
	const config_setting_t	*st;
	const char		*v;

	st = config_setting_get_member(group, name);
	if (st == NULL) {
		xasprintf(cause, "%s:%u: '%s' is missing",
		    cfg_file(group, path), config_setting_source_line(group),
		    name);
		return NULL;
	}
	v = config_setting_get_string(st);
	if (v == NULL || strpbrk(v, "\"\\\n") != NULL) {
		cfg_bad(cause, path, st, "must be a string without quotes");
		return NULL;
	}
	return v;
}

static int
cfg_number(const config_setting_t *group, const char *name, int *v,
    const char *path, char **cause)
{
	const config_setting_t	*st;

	st = config_setting_get_member(group, name);
	if (st == NULL) {
		xasprintf(cause, "%s:%u: '%s' is missing",
		    cfg_file(group, path), config_setting_source_line(group),
		    name);
		return -1;
	}
	if (config_setting_type(st) != CONFIG_TYPE_INT ||
	    (*v = config_setting_get_int(st)) <= 0)
		return cfg_bad(cause, path, st, "must be a positive number");
	return 0;
}

/*
 * The event's own options as words of its command: "points 3 1 0" (11.1)
 * when the file gives them, and "wait <m>m" (6.7): the file's minutes,
 * else the settings' forfeit_wait (wait_ms), else none: the edition's
 * default time (2005 6.7a: an hour; 2023 6.7.1: 0).
 */
static int
cfg_event_options(const config_setting_t *ev, int64_t wait_ms, char *buf,
    size_t len, const char *path, char **cause)
{
	const config_setting_t	*pts, *st;
	const char		*points = "";
	int			 minutes;

	if ((pts = config_setting_get_member(ev, "points")) != NULL &&
	    ((points = config_setting_get_string(pts)) == NULL ||
	    strpbrk(points, "\"\\\n") != NULL))
		return cfg_bad(cause, path, pts,
		    "must be a string of three numbers, like \"3 1 0\"");
	if ((st = config_setting_get_member(ev, "wait")) != NULL) {
		if (config_setting_type(st) != CONFIG_TYPE_INT ||
		    (minutes = config_setting_get_int(st)) < 0 ||
		    minutes > 24 * 60)
			return cfg_bad(cause, path, st,
			    "must be minutes, from 0 to 1440");
		wait_ms = (int64_t)minutes * 60000;
	}
	snprintf(buf, len, "event E points %s", points);
	/* Checked alone, so that an error names the line of 'points'. */
	if (pts != NULL && cfg_check(buf, path, pts, cause) != 0)
		return -1;
	snprintf(buf, len, "%s%s", pts != NULL ? " points " : "", points);
	if (wait_ms >= 0)
		snprintf(buf + strlen(buf), len - strlen(buf), " wait %lldm",
		    (long long)(wait_ms / 60000));
	return 0;
}

static int
cfg_event_head(config_setting_t *root, struct lines *l, int64_t wait_ms,
    const char *path, char **cause)
{
	char			 options[128];
	config_setting_t	*ev, *rd, *tz, *st;
	const char		*name, *site, *rules, *tc, *date, *start, *end;
	const char		*zone, *game = NULL;
	char			*line;
	int			 number;

	static const char *const top[] = {
		"event", "round", "players", "pairings", "start",
	};
	static const char *const ev_known[] = {
		"name", "site", "game", "rules", "tc", "points", "wait",
	};
	static const char *const rd_known[] = {
		"number", "date", "start", "end", "tz",
	};

	if ((ev = config_setting_get_member(root, "event")) == NULL ||
	    (rd = config_setting_get_member(root, "round")) == NULL) {
		xasprintf(cause, "%s:1: 'event' and 'round' groups are required",
		    path);
		return -1;
	}
	if (CFG_KNOWN(root, top, "a part of an event file", path, cause) != 0 ||
	    CFG_KNOWN(ev, ev_known, "a field of the event", path, cause) != 0 ||
	    CFG_KNOWN(rd, rd_known, "a field of the round", path, cause) != 0)
		return -1;
	/* No 'rules': the settings' edition (--rules), as for an 'event'
	 * line that names none. */
	rules = config_setting_get_member(ev, "rules") == NULL ? NULL :
	    cfg_word(ev, "rules", path, cause);
	if ((name = cfg_word(ev, "name", path, cause)) == NULL ||
	    (site = cfg_word(ev, "site", path, cause)) == NULL ||
	    (config_setting_get_member(ev, "rules") != NULL && rules == NULL) ||
	    (tc = cfg_word(ev, "tc", path, cause)) == NULL ||
	    cfg_number(rd, "number", &number, path, cause) != 0 ||
	    (date = cfg_word(rd, "date", path, cause)) == NULL ||
	    (start = cfg_word(rd, "start", path, cause)) == NULL ||
	    (end = cfg_word(rd, "end", path, cause)) == NULL)
		return -1;
	/* 'game': the event's game kind ("chess960"), checked alone so
	 * that an error names its line. */
	if ((st = config_setting_get_member(ev, "game")) != NULL) {
		if ((game = cfg_word(ev, "game", path, cause)) == NULL)
			return -1;
		snprintf(options, sizeof options, "event E game %.64s", game);
		if (cfg_check(options, path, st, cause) != 0)
			return -1;
	}
	if (rules != NULL && !cfg_check_rules(rules)) {
		cfg_bad(cause, path, config_setting_get_member(ev, "rules"),
		    "is not a known edition");
		return -1;
	}
	if (cfg_event_options(ev, wait_ms, options, sizeof options, path,
	    cause) != 0)
		return -1;
	xasprintf(&line, "event \"%s\" site \"%s\"%s%s%s%s%s", name, site,
	    game != NULL ? " game " : "", game != NULL ? game : "",
	    rules != NULL ? " rules " : "", rules != NULL ? rules : "", options);
	if (cfg_emit(l, line, path, ev, cause) != 0)
		return -1;
	xasprintf(&line, "tc \"%s\"", tc);
	if (cfg_emit(l, line, path, ev, cause) != 0)
		return -1;
	if ((tz = config_setting_get_member(rd, "tz")) != NULL) {
		if ((zone = config_setting_get_string(tz)) == NULL ||
		    strpbrk(zone, "\"\\ \n") != NULL)
			return cfg_bad(cause, path, tz, "must be an offset like \"+01:00\"");
		xasprintf(&line, "round %d date %s start %s end %s tz %s", number,
		    date, start, end, zone);
	} else
		xasprintf(&line, "round %d date %s start %s end %s", number,
		    date, start, end);
	return cfg_emit(l, line, path, rd, cause);
}

static int
cfg_event_players(config_setting_t *root, struct lines *l, const char *path,
    char **cause)
{
	config_setting_t	*list, *p;
	static const char *const known[] = { "id", "name", "rating", "fed" };
	const char		*name, *fed;
	char			*line;
	int			 i, id, rating;

	if ((list = config_setting_get_member(root, "players")) == NULL ||
	    !config_setting_is_list(list)) {
		xasprintf(cause, "%s:1: 'players' must be a list", path);
		return -1;
	}
	for (i = 0; (p = config_setting_get_elem(list, (unsigned)i)) != NULL; i++) {
		if (CFG_KNOWN(p, known, "a field of a player", path,
		    cause) != 0 ||
		    cfg_number(p, "id", &id, path, cause) != 0 ||
		    (name = cfg_word(p, "name", path, cause)) == NULL ||
		    cfg_number(p, "rating", &rating, path, cause) != 0 ||
		    (fed = cfg_word(p, "fed", path, cause)) == NULL)
			return -1;
		xasprintf(&line, "player %d \"%s\" rating %d fed %s", id, name,
		    rating, fed);
		if (cfg_emit(l, line, path, p, cause) != 0)
			return -1;
	}
	return 0;
}

static int
cfg_event_pairings(config_setting_t *root, struct lines *l, const char *path,
    char **cause)
{
	config_setting_t	*list, *p, *st;
	static const char *const known[] = { "board", "white", "black",
	    "start" };
	const char		*start;
	char			*line;
	int			 i, board, white, black, number;

	if ((list = config_setting_get_member(root, "pairings")) == NULL ||
	    !config_setting_is_list(list)) {
		xasprintf(cause, "%s:1: 'pairings' must be a list", path);
		return -1;
	}
	for (i = 0; (p = config_setting_get_elem(list, (unsigned)i)) != NULL; i++) {
		if (CFG_KNOWN(p, known, "a field of a pairing", path,
		    cause) != 0 ||
		    cfg_number(p, "board", &board, path, cause) != 0 ||
		    cfg_number(p, "white", &white, path, cause) != 0 ||
		    cfg_number(p, "black", &black, path, cause) != 0)
			return -1;
		/* 'start': a Chess960 start number (Guidelines II.1); its
		 * range is the pair command's to check. */
		number = -1;
		if ((st = config_setting_get_member(p, "start")) != NULL &&
		    (config_setting_type(st) != CONFIG_TYPE_INT ||
		    (number = config_setting_get_int(st)) < 0))
			return cfg_bad(cause, path, st,
			    "must be a start number, 0 to 959");
		if (number >= 0)
			xasprintf(&line, "pair %d %d %d start %d", board,
			    white, black, number);
		else
			xasprintf(&line, "pair %d %d %d", board, white, black);
		if (cfg_emit(l, line, path, p, cause) != 0)
			return -1;
	}
	if ((st = config_setting_get_member(root, "start")) != NULL) {
		if ((start = config_setting_get_string(st)) == NULL ||
		    strcmp(start, "all") != 0)
			return cfg_bad(cause, path, st, "must be \"all\"");
		lines_add(l, xstrdup("start all"));
	}
	return 0;
}

char **
cfg_event_commands(const char *path, int64_t wait_ms, char **cause)
{
	config_t		 c;
	config_setting_t	*root;
	struct lines		 l = { NULL, 0, 0 };

	if (cfg_read(&c, path, cause) != 0)
		return NULL;
	root = config_root_setting(&c);
	if (cfg_event_head(root, &l, wait_ms, path, cause) != 0 ||
	    cfg_event_players(root, &l, path, cause) != 0 ||
	    cfg_event_pairings(root, &l, path, cause) != 0) {
		cfg_free_lines(l.v);
		l.v = NULL;
	}
	config_destroy(&c);
	return l.v;
}
