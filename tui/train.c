/*
 * train.c: scenarios for training arbiters (see train.h).
 */
#include "config.h"

#include <dirent.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/effect.h"
#include "app/i18n.h"
#include "app/refusal.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "duration.h"
#include "event.h"
#include "train.h"

/* The canonical text of a command, or "" if it does not parse. */
static void
train_canonical(const char *line, struct command *cmd, char *out, size_t len)
{
	out[0] = '\0';
	if (command_parse(line, strlen(line), cmd, NULL) == COMMAND_OK)
		command_format(cmd, out, len);
}

/*
 * A header: "# NAME: text" (English), or "# NAME.LANG: text" in the
 * interface's language, which wins over the English one.  Several lines
 * of a name join with a blank.
 */
static void
train_header(struct training *t, const char *line)
{
	static const char *const names[] = { "title", "incident", "explain" };
	char		*fields[] = { t->title, t->incident, t->explain };
	const size_t	 sizes[] = { sizeof t->title, sizeof t->incident,
			    sizeof t->explain };
	/* TRANSLATORS: the ISO code of the interface's language ("it"). */
	const char	*lang = _("en");
	const char	*p;
	size_t		 i, n;
	bool		 local;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		n = strlen(names[i]);
		if (strncmp(line, "# ", 2) != 0 ||
		    strncmp(line + 2, names[i], n) != 0)
			continue;
		p = line + 2 + n;
		local = *p == '.' && strncmp(p + 1, lang, strlen(lang)) == 0 &&
		    p[1 + strlen(lang)] == ':';
		if (local)
			p += 1 + strlen(lang);
		if (*p != ':')
			return;			/* another language's */
		p += 1 + (p[1] == ' ');
		if (local && (t->local & (1u << i)) == 0) {
			fields[i][0] = '\0';	/* the English goes */
			t->local |= 1u << i;
		} else if (!local && (t->local & (1u << i)) != 0)
			return;
		if (fields[i][0] != '\0')
			strncat(fields[i], " ", sizes[i] - strlen(fields[i]) - 1);
		strncat(fields[i], p, sizes[i] - strlen(fields[i]) - 1);
		return;
	}
}

/* One script line before "# ask" (a wait moves virtual time). */
static int
train_line(struct session *s, const char *path, unsigned lineno,
    const char *line, char **cause)
{
	struct command	cmd;
	char		*why;

	if (session_parse(line, &cmd, &why) != 0 ||
	    session_do(s, &cmd, session_now(s), &why) != 0) {
		xasprintf(cause, "%s:%u: '%s': %s", path, lineno, line, why);
		free(why);
		return -1;
	}
	return 0;
}

struct session *
train_open(const char *path, const struct settings *settings,
    struct training *t, char **cause)
{
	struct session	*s;
	struct command	 cmd;
	FILE		*f;
	char		 line[COMMAND_LINE_MAX];
	unsigned	 lineno = 0;
	bool		 ask = false;
	char		*dir;

	memset(t, 0, sizeof *t);
	snprintf(t->path, sizeof t->path, "%s", path);
	if ((f = fopen(path, "r")) == NULL) {
		xasprintf(cause, _("%s: cannot read the file"), path);
		return NULL;
	}
	if ((dir = session_tempdir(settings, "arbiter-train", cause)) == NULL ||
	    (s = session_open(dir, settings, NULL, timesrc_utc_ms(),
	    cause)) == NULL) {
		free(dir);
		fclose(f);
		return NULL;
	}
	free(dir);
	/* Virtual time starts now, so that the journal's stamps are sane. */
	session_set_virtual(s, timesrc_utc_ms());
	while (fgets(line, sizeof line, f) != NULL) {
		lineno++;
		line[strcspn(line, "\r\n")] = '\0';
		if (line[0] == '#') {
			if (strncmp(line, "# ask", 5) == 0)
				ask = true;
			else
				train_header(t, line);
			continue;
		}
		if (ask) {
			train_canonical(line, &cmd, t->expected,
			    sizeof t->expected);
			if (t->expected[0] == '\0')
				continue;	/* blank */
			t->board = cmd.board;
			break;
		}
		if (train_line(s, path, lineno, line, cause) != 0)
			goto fail;
	}
	if (t->expected[0] == '\0') {
		xasprintf(cause, _("%s:%u: no command after '# ask'"), path,
		    lineno);
		goto fail;
	}
	fclose(f);
	return s;
fail:
	fclose(f);
	session_close(s);
	return NULL;
}

/* "1-0 (6.10)", or how the game stands. */
static void
train_ruling(struct session *s, struct training *t)
{
	const struct event	*ev = session_event(s);
	const struct game	*g = event_game_const(ev, (uint16_t)t->board);
	struct clock_view	 v;

	if (g == NULL) {
		snprintf(t->ruling, sizeof t->ruling, "?");
		return;
	}
	clock_peek(&g->clock, session_now(s), &v);
	if (g->result[0] != '\0')
		snprintf(t->ruling, sizeof t->ruling, _("%s (article %s)"),
		    g->result, game_cite(g, g->reason));
	else
		snprintf(t->ruling, sizeof t->ruling,
		    _("the game goes on; clocks %lld:%02lld - %lld:%02lld"),
		    (long long)(v.left[0] / 60000), (long long)(v.left[0] / 1000 % 60),
		    (long long)(v.left[1] / 60000), (long long)(v.left[1] / 1000 % 60));
}

/* The incident's game after a ruling: what two rulings are compared by. */
struct train_game {
	char		 result[16];
	char		 cite[32];
	unsigned	 reason, status;
	char		 fen[GAME_POS_TEXT_MAX];
	int64_t		 left[2];
	unsigned	 illegal[2];
	size_t		 npenalties, npending;
};

static void
train_take(struct train_game *o, const struct game *g, int64_t now)
{
	memset(o, 0, sizeof *o);
	snprintf(o->result, sizeof o->result, "%s", g->result);
	snprintf(o->cite, sizeof o->cite, "%s", game_cite(g, g->reason));
	o->reason = g->reason;
	o->status = g->status;
	g->kind->pos_write(&g->pos, o->fen);
	o->left[0] = clock_left(&g->clock, now, CLOCK_WHITE);
	o->left[1] = clock_left(&g->clock, now, CLOCK_BLACK);
	o->illegal[0] = g->illegal[0];
	o->illegal[1] = g->illegal[1];
	o->npenalties = g->npenalties;
	o->npending = g->npending;
}

static bool
train_same(const struct train_game *a, const struct train_game *b)
{
	return strcmp(a->result, b->result) == 0 && a->reason == b->reason &&
	    a->status == b->status && strcmp(a->fen, b->fen) == 0 &&
	    a->left[0] == b->left[0] && a->left[1] == b->left[1] &&
	    a->illegal[0] == b->illegal[0] && a->illegal[1] == b->illegal[1] &&
	    a->npenalties == b->npenalties && a->npending == b->npending;
}

/* Append "; " and one difference to buf. */
static void
train_add(char *buf, size_t len, const char *fmt, ...)
    __attribute__((format(printf, 3, 4)));

static void
train_add(char *buf, size_t len, const char *fmt, ...)
{
	va_list	ap;
	size_t	at = strlen(buf);

	if (at > 0 && at + 2 < len) {
		memcpy(buf + at, "; ", 3);
		at += 2;
	}
	va_start(ap, fmt);
	vsnprintf(buf + at, len - at, fmt, ap);
	va_end(ap);
}

/* "1:30:20", as "What it did" gives a clock. */
static void
train_clock_text(char *buf, size_t len, int64_t ms)
{
	snprintf(buf, len, "%lld:%02lld:%02lld", (long long)(ms / 3600000),
	    (long long)(ms / 60000 % 60), (long long)(ms / 1000 % 60));
}

/* "0-1 (6.9)", or that the game goes on. */
static void
train_result_text(char *buf, size_t len, const struct train_game *o)
{
	if (o->result[0] == '\0')
		snprintf(buf, len, "%s", _("none, the game goes on"));
	else if (o->cite[0] != '\0')
		snprintf(buf, len, "%s (%s)", o->result, o->cite);
	else
		snprintf(buf, len, "%s", o->result);
}

/*
 * What differs between the trainee's ruling and the Laws', in words: "the
 * illegal moves counted for White: yours 0, the Laws' 1" says what a bare
 * "you do not agree" leaves the trainee to guess.
 */
static void
train_differences(const struct train_game *you, const struct train_game *law,
    char *buf, size_t len)
{
	static const char *const sides[] = { N_("White"), N_("Black") };
	char	 a[64], b[64];
	int	 i;

	buf[0] = '\0';
	if (strcmp(you->result, law->result) != 0 || (law->result[0] != '\0' &&
	    you->reason != law->reason)) {
		train_result_text(a, sizeof a, you);
		train_result_text(b, sizeof b, law);
		train_add(buf, len, _("the result: yours %s, the Laws' %s"),
		    a, b);
	}
	for (i = 0; i < 2; i++) {
		if (you->illegal[i] != law->illegal[i])
			train_add(buf, len, _("the illegal moves counted for "
			    "%s: yours %u, the Laws' %u"), _(sides[i]),
			    you->illegal[i], law->illegal[i]);
	}
	if (strcmp(you->fen, law->fen) != 0)
		train_add(buf, len, _("the position: yours %s, the Laws' %s"),
		    you->fen, law->fen);
	for (i = 0; i < 2; i++) {
		if (you->left[i] / 1000 == law->left[i] / 1000)
			continue;
		train_clock_text(a, sizeof a, you->left[i]);
		train_clock_text(b, sizeof b, law->left[i]);
		train_add(buf, len, _("%s's clock: yours %s, the Laws' %s"),
		    _(sides[i]), a, b);
	}
	if (you->npenalties != law->npenalties)
		train_add(buf, len, _("penalties: yours %zu, the Laws' %zu"),
		    you->npenalties, law->npenalties);
	if (you->npending != law->npending)
		train_add(buf, len, _("matters waiting for the arbiter: yours "
		    "%zu, the Laws' %zu"), you->npending, law->npending);
	if (buf[0] == '\0' && !train_same(you, law))
		train_add(buf, len, "%s", _("the game's state"));
}

/*
 * What line does to the incident's game, applied to a copy of the event
 * at the incident's instant: the game after it, and what changed in
 * words; false with *why when the engine refuses it.
 */
static bool
train_outcome(struct session *s, const struct training *t, const char *line,
    struct train_game *out, char **effect, char **why)
{
	const struct event	*ev = session_event(s);
	const struct game	*g;
	struct event		 copy;
	struct command		 cmd;
	struct refusal		 r;
	struct effect_before	 b;
	int64_t			 now = session_now(s);
	int			 lang = ev->kind->lang_find(_("en"));
	bool			 ok;

	*effect = NULL;
	*why = NULL;
	if (session_parse(line, &cmd, why) != 0)
		return false;
	if (!event_copy(&copy, ev)) {
		*why = xstrdup(_("out of memory"));
		return false;
	}
	ok = event_typed(&copy, &cmd, lang < 0 ? 0 : lang, &r);
	if (ok) {
		effect_take(&b, &copy, &cmd, now);
		ok = event_apply(&copy, &cmd, now, &r);
	}
	if (!ok)
		*why = refusal_text(copy.ed, &r);
	else if ((g = event_game_const(&copy, (uint16_t)t->board)) != NULL) {
		train_take(out, g, now);
		*effect = effect_text(&b, &copy, &cmd, now);
	} else
		memset(out, 0, sizeof *out);
	event_release(&copy);
	return ok;
}

void
train_answer(struct session *s, struct training *t, const char *line)
{
	struct command	 cmd;
	struct train_game given, expected;
	char		*why = NULL, *effect = NULL;
	bool		 ok;

	train_canonical(line, &cmd, t->given, sizeof t->given);
	if (t->given[0] == '\0')
		snprintf(t->given, sizeof t->given, "%s", line);
	/* Judged by what it does to the game, not by its words. */
	ok = train_outcome(s, t, line, &given, &effect, &why);
	if (!ok)
		snprintf(t->why, sizeof t->why, "%s", why != NULL ? why : "");
	free(why);
	free(effect);
	why = NULL;
	t->differs[0] = '\0';
	t->agreed = false;
	if (train_outcome(s, t, t->expected, &expected, &effect, &why) && ok) {
		t->agreed = train_same(&given, &expected);
		train_differences(&given, &expected, t->differs,
		    sizeof t->differs);
	}
	snprintf(t->effect, sizeof t->effect, "%s", effect != NULL ? effect :
	    "");
	free(effect);
	free(why);
	why = NULL;
	t->answered = true;
	if (session_parse(t->expected, &cmd, &why) != 0 ||
	    session_do(s, &cmd, session_now(s), &why) != 0) {
		snprintf(t->ruling, sizeof t->ruling, _("refused: %s"), why);
		free(why);
		return;
	}
	train_ruling(s, t);
}

static int
train_cmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char *
train_next(const struct training *t)
{
	char		 dir[1024], *slash, **names = NULL, *next = NULL;
	const char	*base;
	size_t		 n = 0, cap = 0, i, len;
	DIR		*d;
	struct dirent	*e;

	snprintf(dir, sizeof dir, "%s", t->path);
	if ((slash = strrchr(dir, '/')) != NULL) {
		*slash = '\0';
		base = slash + 1;
	} else {
		snprintf(dir, sizeof dir, ".");
		base = t->path;
	}
	if ((d = opendir(dir)) == NULL)
		return NULL;
	while ((e = readdir(d)) != NULL) {
		len = strlen(e->d_name);
		if (len < 5 || strcmp(e->d_name + len - 4, ".txt") != 0)
			continue;
		if (n == cap) {
			cap = cap == 0 ? 32 : cap * 2;
			names = xrealloc(names, cap * sizeof *names);
		}
		names[n++] = xstrdup(e->d_name);
	}
	closedir(d);
	qsort(names, n, sizeof *names, train_cmp);
	for (i = 0; i < n; i++) {
		if (next == NULL && strcmp(names[i], base) > 0)
			xasprintf(&next, "%s/%s", dir, names[i]);
		free(names[i]);
	}
	free(names);
	return next;
}
