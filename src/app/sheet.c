/*
 * sheet.c: 'record <board> "<movetext>"' expanded into moves (sheet.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/refusal.h"
#include "app/session.h"
#include "app/sheet.h"
#include "app/xmalloc.h"
#include "command.h"
#include "duration.h"
#include "event.h"
#include "movetext.h"
#include "roles.h"
#include "utf8.h"

/* A sheet read: its board's word, the moves, their lines. */
struct sheet {
	char			 board[32];	/* "4", "3.4" */
	struct sheet_move	*moves;
	size_t			 n;
	size_t			 held;		/* the first plies, which the
						   record holds already */
	char			 (*lines)[COMMAND_LINE_MAX + 1];
};

static bool
sheet_blank(char c)
{
	return c == ' ' || c == '\t';
}

bool
sheet_is(const char *line)
{
	size_t	n = strlen(SHEET_WORD);

	while (sheet_blank(*line))
		line++;
	return strncasecmp(line, SHEET_WORD, n) == 0 &&
	    (line[n] == '\0' || sheet_blank(line[n]));
}

/* The movetext: one word in double quotes (\" and \\), or the rest of
 * the line, into *out (to free). */
static int
sheet_text(const char *s, char **out)
{
	size_t	n = 0;
	char	*t;
	bool	 closed;

	while (sheet_blank(*s))
		s++;
	t = xmalloc(strlen(s) + 1);
	if (*s != '"') {
		memcpy(t, s, strlen(s) + 1);
		*out = t;
		return 0;
	}
	for (s++; *s != '\0' && *s != '"'; s++) {
		if (*s == '\\' && (s[1] == '"' || s[1] == '\\'))
			s++;
		t[n++] = *s;
	}
	t[n] = '\0';
	closed = *s == '"';
	if (closed)			/* nothing but blanks after it */
		for (s++; sheet_blank(*s); s++)
			continue;
	if (!closed || *s != '\0') {
		free(t);
		return -1;
	}
	*out = t;
	return 0;
}

static const char *
sheet_status_text(enum sheet_status st)
{
	switch (st) {
	case SHEET_E_EMPTY:
		return _("no move");
	case SHEET_E_LONG:
		return _("a move too long");
	case SHEET_E_COMMENT:
		return _("a comment without its '}'");
	case SHEET_E_CLOCK:
		return _("not a clock time (1:23:45)");
	case SHEET_E_CLOCK_WHERE:
		return _("a clock time not right after a move");
	case SHEET_E_VARIATION:
		return _("a variation: a scoresheet has none");
	case SHEET_E_AFTER_RESULT:
		return _("a move after the result");
	case SHEET_E_MANY:
		return _("too many moves");
	case SHEET_E_NUMBER:
		return _("not a move number");
	case SHEET_E_CONTROL:
		return _("a control byte");
	default:
		return "?";
	}
}

/* The line: its board and its movetext read; -1 with *msg. */
static int
sheet_read_line(const char *line, struct sheet *sh, char **msg)
{
	const char		*s = line;
	char			*text, near[UTF8_QUOTE_SIZE];
	size_t			 n, where = 0;
	enum sheet_status	 st;

	while (sheet_blank(*s))
		s++;
	s += strlen(SHEET_WORD);
	while (sheet_blank(*s))
		s++;
	for (n = 0; s[n] != '\0' && !sheet_blank(s[n]); n++)
		continue;
	if (n == 0 || n >= sizeof sh->board || sheet_text(s + n, &text) != 0) {
		xasprintf(msg, _("'%s': record <board> \"<movetext>\""),
		    SHEET_WORD);
		return -1;
	}
	memcpy(sh->board, s, n);
	sh->board[n] = '\0';
	sh->moves = xcalloc(SHEET_MOVES_MAX, sizeof *sh->moves);
	st = movetext_read(text, strlen(text), sh->moves, SHEET_MOVES_MAX,
	    &sh->n, &where);
	if (st != SHEET_OK) {
		utf8_quote(near, 32, text + where, strlen(text + where));
		xasprintf(msg, _("'%s': byte %zu, at '%s': %s"), SHEET_WORD,
		    where + 1, near, sheet_status_text(st));
	}
	free(text);
	return st == SHEET_OK ? 0 : -1;
}

/* Move i as a line: "move 4 Nf3 clock 1:29:58". */
static void
sheet_line(const struct sheet *sh, size_t i, char *line, size_t size)
{
	const struct sheet_move	*m = &sh->moves[i];
	char			 clock[32] = "";

	if (m->has_clock) {
		memcpy(clock, " clock ", 8);
		(void)duration_format(m->clock_ms, DURATION_UNSIGNED,
		    clock + 7, sizeof clock - 7);
	}
	snprintf(line, size, "move %s %s%s", sh->board, m->text, clock);
}

/* "move 12 (Black), 'Cf3', ply 5 of the sheet". */
static char *
sheet_where(const struct game *g, const struct sheet *sh, size_t i)
{
	char	*out;

	xasprintf(&out, _("move %u (%s), '%s', ply %zu of the sheet"),
	    g != NULL ? game_move_number(g) : 0, g != NULL &&
	    game_side(g) == CLOCK_BLACK ? _("Black") : _("White"),
	    sh->moves[i].text, i + 1);
	return out;
}

/* The sheet's number for move i against where the game stands: NULL,
 * or why not. */
static char *
sheet_number_check(const struct game *g, const struct sheet_move *m)
{
	char	*why;

	if (m->number == 0 || (m->number == game_move_number(g) &&
	    m->black == (game_side(g) == CLOCK_BLACK)))
		return NULL;
	xasprintf(&why, _("the sheet numbers it %u%s, the game is at "
	    "%u%s (give the sheet from there)"), m->number,
	    m->black ? "..." : ".", game_move_number(g),
	    game_side(g) == CLOCK_BLACK ? "..." : ".");
	return why;
}

/* Why a move is no move here, in the arbiter's notation: "no piece
 * letter 'C' in English notation (K Q R B N)". */
static char *
sheet_read_text(const struct session *s, const struct game *g,
    const struct sheet_move *m, int lang, enum game_read e)
{
	char	letters[32], *out;

	if (e == GAME_READ_LETTER && g != NULL &&
	    g->kind->lang_letters(lang, letters) > 0) {
		xasprintf(&out, _("no piece letter '%c' in %s notation (%s)"),
		    m->text[0], i18n_language_name(session_lang(s)), letters);
		return out;
	}
	return xstrdup(_(gamekind_read_text(e)));
}

/* Why move i may not be given now, on copy (*g its game); NULL when it
 * may. */
static char *
sheet_refusal(struct session *s, struct event *copy, const struct sheet *sh,
    size_t i, int64_t now, const struct game **g)
{
	struct command	 cmd;
	struct refusal	 r;
	char		*why = NULL;
	int		 lang = copy->kind->lang_find(session_lang(s));

	if (session_parse(sh->lines[i], &cmd, &why) != 0)
		return why;
	if ((*g = event_game_at_const(copy, cmd.round, cmd.board)) != NULL &&
	    (why = sheet_number_check(*g, &sh->moves[i])) != NULL)
		return why;
	why = refusal_role_text(roles_check(session_roles(s),
	    session_actor(s), &cmd), session_actor(s), &cmd);
	if (why != NULL)
		return why;
	if (lang < 0)
		lang = 0;
	if (!event_typed(copy, &cmd, lang, &r)) {
		if (r.read == GAME_READ_AMBIGUOUS && *g != NULL)
			return refusal_candidates(*g, sh->moves[i].text, lang);
		if (r.read != GAME_READ_OK)
			return sheet_read_text(s, *g, &sh->moves[i], lang,
			    r.read);
		return refusal_text(copy->ed, &r);
	}
	if (!event_apply(copy, &cmd, now, &r))
		return refusal_text(copy->ed, &r);
	return NULL;
}

/*
 * A sheet numbered from a move the record has passed (the paper
 * scoresheet from move 1, the record shorter): its first plies must be
 * the record's, move for move; *held how many.  0, or -1 and *why (the
 * ply of the sheet that differs).  Not for a game whose record holds an
 * illegal position (2023 A.5.4), whose plies are not all legal moves.
 */
static int
sheet_overlap(const struct game *g, const struct sheet *sh, int lang,
    size_t *held, char **why)
{
	const struct sheet_move	*m0 = &sh->moves[0];
	struct game_pos		 pos = g->start;
	char			 had[GAME_MOVE_TEXT_MAX];
	size_t			 at, now, start, k;
	uint64_t		 m;

	*held = 0;
	now = ((size_t)game_move_number(g) - 1) * 2 +
	    (game_side(g) == CLOCK_BLACK);
	at = m0->number == 0 ? now : ((size_t)m0->number - 1) * 2 + m0->black;
	if (at >= now || now - at > g->nmoves || g->ill.active)
		return 0;	/* the sheet's numbers say the rest */
	start = now - g->nmoves;
	for (k = 0; k < at - start; k++)
		g->kind->play(&pos, g->moves[k]);
	for (k = 0; k < now - at && k < sh->n; k++) {
		if (g->kind->move_read(&pos, sh->moves[k].text,
		    strlen(sh->moves[k].text), lang, &m, NULL) != GAME_READ_OK ||
		    m != g->moves[at - start + k]) {
			g->kind->move_write(&pos, g->moves[at - start + k],
			    GAME_STYLE_SHEET, lang, had);
			xasprintf(why, _("move %u%s '%s', ply %zu of the sheet: "
			    "the record has %s"), g->kind->move_number(&pos),
			    g->kind->side(&pos) == CLOCK_BLACK ? "..." : ".",
			    sh->moves[k].text, k + 1, had);
			return -1;
		}
		g->kind->play(&pos, m);
	}
	*held = k;
	return 0;
}

/* Every move tried on a copy of the event: 0, or -1 and *msg. */
static int
sheet_try(struct session *s, const struct sheet *sh, int64_t now, char **msg)
{
	struct event		 copy;
	const struct game	*g = NULL;
	char			*why = NULL, *where = NULL;
	size_t			 i;

	if (!event_copy(&copy, session_event(s))) {
		*msg = xstrdup(_("out of memory"));
		return -1;
	}
	for (i = sh->held; i < sh->n && why == NULL; i++) {
		free(where);
		g = NULL;
		/* Named as the game stood before it. */
		where = NULL;
		why = sheet_refusal(s, &copy, sh, i, now, &g);
		if (why != NULL)
			where = sheet_where(g, sh, i);
	}
	event_release(&copy);
	if (why == NULL)
		return 0;
	xasprintf(msg, _("not recorded, nothing sent: board %s, %s: %s"),
	    sh->board, where, why);
	free(where);
	free(why);
	return -1;
}

/* Send them, one by one: 0, or -1 and *msg. */
static int
sheet_send(struct session *s, const struct sheet *sh, int64_t now,
    char **msg)
{
	struct command	 cmd;
	char		*why = NULL;
	size_t		 i;

	for (i = sh->held; i < sh->n; i++) {
		if (session_parse(sh->lines[i], &cmd, &why) != 0 ||
		    session_do(s, &cmd, now, &why) != 0)
			break;
	}
	if (i == sh->n && sh->held == 0) {
		xasprintf(msg, _("board %s: %zu moves recorded"), sh->board,
		    sh->n);
		return 0;
	}
	if (i == sh->n) {
		xasprintf(msg, _("board %s: %zu moves recorded, the first %zu "
		    "as the record has them"), sh->board, sh->n - sh->held,
		    sh->held);
		return 0;
	}
	xasprintf(msg, _("record stopped at '%s' (%zu of %zu moves sent): %s"),
	    sh->lines[i], i - sh->held, sh->n - sh->held,
	    why != NULL ? why : "?");
	free(why);
	return -1;
}

/* The plies the record holds already, checked: 0, or -1 and *msg. */
static int
sheet_held(struct session *s, struct sheet *sh, char **msg)
{
	const struct event	*ev = session_event(s);
	const struct game	*g;
	struct command		 cmd;
	char			*why = NULL;
	int			 lang = ev->kind->lang_find(session_lang(s));

	if (session_parse(sh->lines[0], &cmd, &why) != 0) {
		free(why);
		return 0;		/* sheet_try() says why */
	}
	if ((g = event_game_at_const(ev, cmd.round, cmd.board)) == NULL ||
	    sheet_overlap(g, sh, lang < 0 ? 0 : lang, &sh->held, &why) == 0)
		return 0;
	xasprintf(msg, _("not recorded, nothing sent: board %s, %s"),
	    sh->board, why);
	free(why);
	return -1;
}

int
sheet_do(struct session *s, const char *line, int64_t now, char **msg)
{
	struct sheet	sh;
	size_t		i;
	int		rc = -1;

	memset(&sh, 0, sizeof sh);
	if (sheet_read_line(line, &sh, msg) == 0) {
		sh.lines = xcalloc(sh.n, sizeof *sh.lines);
		for (i = 0; i < sh.n; i++)
			sheet_line(&sh, i, sh.lines[i], sizeof sh.lines[i]);
		if (sheet_held(s, &sh, msg) == 0 &&
		    sheet_try(s, &sh, now, msg) == 0)
			rc = sheet_send(s, &sh, now, msg);
	}
	free(sh.lines);
	free(sh.moves);
	return rc;
}
