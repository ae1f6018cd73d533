/*
 * dialog.c: the little logic that walks the dialogs.  The dialogs
 * themselves are data, in families (dialogs/dialogs.h): the event's
 * edition chooses a family, and a dialog the family does not define is
 * its base's, as an edition's labels are (edition.h).  Each dialog and
 * choice also says which laws the edition must have (or lack) for it to
 * be offered; the articles are the edition's labels, never numbers
 * written in the tables ("{LAW}" in a text, edition_expand()).
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "app/i18n.h"
#include "command.h"
#include "dialog.h"
#include "dialogs/dialogs.h"
#include "edition.h"
#include "event.h"
#include "format.h"
#include "gamekind.h"

/* The edition whose laws the dialogs speak: the event's, or the
 * default's before there is one. */
static const struct edition *
dialog_edition(const struct event *ev)
{
	return ev != NULL && ev->ed != NULL ? ev->ed : edition_at(0);
}

/*
 * Whether the event is ruled by law: its edition has it and, for
 * Chess960's castling, its game is Chess960: 2023 has Guidelines II for
 * every event, II.3 binds only the games they rule (II.1).
 */
static bool
dialog_has(const struct event *ev, enum law law)
{
	if (!edition_has(dialog_edition(ev), law))
		return false;
	if (law == LAW_CHESS960_CASTLING)
		return ev != NULL && ev->kind != NULL &&
		    ev->kind->rules_law == LAW_CHESS960;
	return true;
}

static bool
dialog_when(const struct event *ev, const struct dialog_when *w)
{
	if (w->need != LAW_NONE && !dialog_has(ev, w->need))
		return false;
	if (w->lacks != LAW_NONE && dialog_has(ev, w->lacks))
		return false;
	/* III.2.1: the Guidelines III only when the event announced them. */
	return w->need != LAW_GUIDELINES || (ev != NULL && ev->guidelines);
}

/* The families, the most particular first: the event's is the first
 * whose when its edition meets. */
static const struct dialog_family *const families[] = {
	&dialogs_chess960,
	&dialogs_fide_2023,
	&dialogs_draughts,
	&dialogs_chess,
};

static const struct dialog_family *
dialog_family(const struct event *ev)
{
	size_t	i;

	for (i = 0; i < DIALOGS_NITEMS(families) - 1; i++) {
		if (dialog_when(ev, &families[i]->when))
			return families[i];
	}
	return families[i];
}

/* The dialog with key in family f or, when f does not define it, in its
 * bases; NULL when none does. */
static const struct dialog_def *
dialog_def_of(const struct dialog_family *f, char key)
{
	size_t	i;

	for (; f != NULL; f = f->base) {
		for (i = 0; i < f->ndefs; i++)
			if (f->defs[i].key == key)
				return &f->defs[i];
	}
	return NULL;
}

/* Key k's place in keys (n of them), or n. */
static size_t
dialog_key_at(const char *keys, size_t n, char k)
{
	const char	*p = memchr(keys, k, n);

	return p != NULL ? (size_t)(p - keys) : n;
}

/*
 * The menu's keys for family f, into keys (DIALOG_MENU_KEYS): the root's
 * in its order, then each family's new keys after the key that comes
 * before them in its own table (2023's H after i).  Returns how many.
 */
#define DIALOG_MENU_KEYS	64
static size_t
dialog_menu_keys(const struct dialog_family *f, char *keys)
{
	const struct dialog_family	*chain[8];
	size_t				 nchain = 0, n = 0, i, at;
	const struct dialog_def		*defs;

	for (; f != NULL && nchain < DIALOGS_NITEMS(chain); f = f->base)
		chain[nchain++] = f;
	while (nchain-- > 0) {
		defs = chain[nchain]->defs;
		for (i = 0; i < chain[nchain]->ndefs; i++) {
			if (dialog_key_at(keys, n, defs[i].key) < n ||
			    n >= DIALOG_MENU_KEYS)
				continue;
			at = i == 0 ? 0 :
			    dialog_key_at(keys, n, defs[i - 1].key) + 1;
			if (at > n)
				at = n;
			memmove(keys + at + 1, keys + at, n - at);
			keys[at] = defs[i].key;
			n++;
		}
	}
	return n;
}

size_t
dialog_menu(const struct event *ev, const struct dialog_def **out,
    size_t max)
{
	const struct dialog_family	*f = dialog_family(ev);
	const struct dialog_def		*def;
	char				 keys[DIALOG_MENU_KEYS];
	size_t				 i, nkeys, n = 0;

	nkeys = dialog_menu_keys(f, keys);
	for (i = 0; i < nkeys && n < max; i++) {
		def = dialog_def_of(f, keys[i]);
		if (dialog_when(ev, &def->when))
			out[n++] = def;
	}
	return n;
}

const struct dialog_def *
dialog_find(const struct event *ev, char key)
{
	const struct dialog_def	*def = dialog_def_of(dialog_family(ev), key);

	return def != NULL && dialog_when(ev, &def->when) ? def : NULL;
}

bool
dialog_offered(const struct event *ev, const struct dialog_choice *c)
{
	return dialog_when(ev, &c->when);
}

size_t
dialog_article_len(const char *label)
{
	return edition_article_len(label);
}

char *
dialog_article(const struct event *ev, const struct dialog_def *def,
    char *buf, size_t len)
{
	const struct edition	*ed = dialog_edition(ev);
	const char		*label, *p;
	size_t			 i, n, at = 0;
	int			 w;

	buf[0] = '\0';
	for (i = 0; i < DIALOG_CITES_MAX && def->cites[i].law != LAW_NONE;
	    i++) {
		if ((label = edition_label(ed, def->cites[i].law)) == NULL)
			continue;
		n = def->cites[i].article ? dialog_article_len(label) :
		    strlen(label);
		/* Once each: "6.12, B9", not "6.12, 6.12, B9". */
		for (p = buf; (p = strstr(p, label)) != NULL; p++) {
			if ((p == buf || p[-1] == ' ') && strncmp(p, label,
			    n) == 0 && (p[n] == ',' || p[n] == '\0'))
				break;
		}
		if (p != NULL)
			continue;
		w = snprintf(buf + at, len - at, "%s%.*s", at > 0 ? ", " : "",
		    (int)n, label);
		if (w < 0 || (size_t)w >= len - at) {
			buf[at] = '\0';
			break;
		}
		at += (size_t)w;
	}
	return buf;
}

char *
dialog_text(const struct event *ev, const char *msgid, char *buf,
    size_t len)
{
	edition_expand(dialog_edition(ev), _(msgid), buf, len);
	return buf;
}

static int
dialog_nsteps(const struct dialog_def *def)
{
	int	n = 0;

	while (n < DIALOG_STEPS_MAX && def->steps[n].question != NULL)
		n++;
	return n;
}

bool
dialog_step_asked(const struct dialog *d, int i)
{
	const struct dialog_step	*st = &d->def->steps[i];
	const char			*w, *answer;
	size_t				 len;

	if (st->only_step < 0)
		return true;
	answer = d->answers[st->only_step];
	len = strlen(answer);
	for (w = st->only_words; *w != '\0'; w += strcspn(w, " "),
	    w += strspn(w, " ")) {
		if (strncmp(w, answer, len) == 0 && (w[len] == ' ' ||
		    w[len] == '\0') && len > 0)
			return true;
	}
	return false;
}

/* The board as a command names it: "4", or "3.4" for a game kept from
 * an earlier round (A). */
static const char *
dialog_board_word(const struct dialog *d, char *buf, size_t len)
{
	if (d->round != 0)
		snprintf(buf, len, "%u.%u", d->round, d->board);
	else
		snprintf(buf, len, "%u", d->board);
	return buf;
}

bool
dialog_record_offer(const struct dialog *d, char *buf, size_t len)
{
	const struct game	*g;
	unsigned		 plies, counted, since;
	char			 word[16];

	if ((strncmp(d->def->format, "claim ", 6) != 0 &&
	    strncmp(d->def->format, "decide ", 7) != 0) ||
	    (g = event_game_at_const(d->ev, (uint16_t)d->round,
	    (uint16_t)d->board)) == NULL)
		return false;
	/* The clock's count as the arbiter last set it (6.14, A12): the
	 * moves recorded since press it on as they are entered. */
	plies = (unsigned)(g->ply0 + g->nmoves);
	counted = (unsigned)g->clock.moves[0] + g->clock.moves[1];
	since = g->nclocksets > 0 ? plies - g->clocksets[g->nclocksets - 1].ply :
	    0;
	if (since > counted || counted - since <= plies)
		return false;
	counted -= since;
	if (counted <= plies)
		return false;
	snprintf(buf, len, _("The record has %u plies, the clock counted %u: "
	    "Esc, then ':record %s \"<movetext>\"' enters the scoresheet "
	    "whole."), plies, counted, dialog_board_word(d, word, sizeof word));
	return true;
}

void
dialog_begin(struct dialog *d, const struct dialog_def *def,
    const struct event *ev, int64_t now, unsigned round, unsigned board,
    unsigned white_id, unsigned black_id)
{
	memset(d, 0, sizeof *d);
	d->def = def;
	d->ev = ev;
	d->now = now;
	d->round = round;
	d->board = board;
	d->player_white = white_id;
	d->player_black = black_id;
	d->step = -1;
	dialog_advance(d);
}

int
dialog_choice_key(const struct dialog_choice *c)
{
	const char	*label;

	if (c->key != 0)
		return (unsigned char)c->key;
	label = _(c->label);
	return tolower((unsigned char)label[0]);
}

bool
dialog_step_typed(const struct dialog *d, int i)
{
	return d->def->steps[i].kind == STEP_TEXT ||
	    d->def->steps[i].kind == STEP_WORD;
}

/* 6.14: the clocks' times and moves as they stand, for the arbiter to
 * correct rather than type whole. */
static void
dialog_fill(const struct dialog *d, const struct dialog_step *st, char *buf,
    size_t len)
{
	enum dialog_fill		 fill = st->fill;
	const struct game		*g = event_game_at_const(d->ev,
					    (uint16_t)d->round, (uint16_t)d->board);
	const struct format_clock_opts	 whole = { 0, NULL };
	struct clock_view		 v;
	const struct game_alert		*a;
	int				 side;

	buf[0] = '\0';
	if (g == NULL || fill == FILL_NONE)
		return;
	if (fill == FILL_ALERT_RESULT || fill == FILL_ALERT_MOVE) {
		a = &g->alerts[(fill == FILL_ALERT_RESULT ?
		    COMMAND_REPORT_RESULT : COMMAND_REPORT_ILLEGAL) - 1];
		if (a->active)
			snprintf(buf, len, "%s", a->text);
		return;
	}
	if (fill == FILL_ALERT_PLY) {	/* where the source's plies differ */
		a = &g->alerts[COMMAND_REPORT_REWRITE - 1];
		if (a->active && a->ply != 0)
			snprintf(buf, len, "%u", (unsigned)a->ply);
		return;
	}
	if (fill == FILL_MOVES) {
		snprintf(buf, len, "%u", (unsigned)(g->clock.moves[0] <
		    g->clock.moves[1] ? g->clock.moves[0] : g->clock.moves[1]));
		return;
	}
	side = fill == FILL_LEFT_WHITE ? CLOCK_WHITE : CLOCK_BLACK;
	clock_peek(&g->clock, d->now, &v);
	format_clock(buf, len, clock_shown(&g->clock, &v, side), false, &whole);
}

bool
dialog_advance(struct dialog *d)
{
	int	n = dialog_nsteps(d->def);
	char	fill[32];

	for (d->step++; d->step < n; d->step++) {
		if (dialog_step_asked(d, d->step))
			break;
	}
	if (d->step < n && dialog_step_typed(d, d->step)) {
		prompt_begin(&d->text, PROMPT_COMMAND);
		dialog_fill(d, &d->def->steps[d->step], fill, sizeof fill);
		if (fill[0] != '\0')
			prompt_set(&d->text, fill);
	}
	return d->step < n;
}

/* Append an answer: quoted when it is text, left out when empty. */
static size_t
dialog_put_answer(const struct dialog *d, int i, char *buf, size_t at,
    size_t len)
{
	const char	*a = d->answers[i];
	size_t		 n = at;

	if (*a == '\0' || !dialog_step_asked(d, i))
		return at > 0 && buf[at - 1] == ' ' ? at - 1 : at;
	if (d->def->steps[i].kind != STEP_TEXT)	/* a word, or a choice */
		return at + (size_t)snprintf(buf + at, len - at, "%s", a);
	return dialog_quote(a, buf, n, len);
}

size_t
dialog_quote(const char *text, char *buf, size_t at, size_t len)
{
	const char	*p;
	size_t		 n = at;

	n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "\"");
	for (p = text; *p != '\0' && n + 3 < len; p++) {
		if (*p == '"' || *p == '\\')
			buf[n++] = '\\';
		buf[n++] = *p;
	}
	n += (size_t)snprintf(buf + n, n < len ? len - n : 0, "\"");
	return n;
}

/* The command's format: a chosen answer's own, else the dialog's. */
static const char *
dialog_format(const struct dialog *d)
{
	const struct dialog_choice	*c;
	int				 i;

	for (i = 0; i < DIALOG_STEPS_MAX && d->def->steps[i].question != NULL;
	    i++) {
		if (d->def->steps[i].kind != STEP_CHOICE ||
		    !dialog_step_asked(d, i))
			continue;
		for (c = d->def->steps[i].choices; c->word != NULL; c++) {
			if (c->format != NULL &&
			    strcmp(c->word, d->answers[i]) == 0)
				return c->format;
		}
	}
	return d->def->format;
}

bool
dialog_command(const struct dialog *d, struct command *cmd, char *buf,
    size_t len)
{
	const char	*f;
	size_t		 n = 0, group = 0;
	unsigned	 id;
	bool		 in_group = false, empty = false;

	for (f = dialog_format(d); *f != '\0' && n + 1 < len; f++) {
		if (*f == '[' || *f == ']') {	/* an optional part */
			if (*f == ']' && empty)
				n = group;
			in_group = *f == '[';
			group = n;
			empty = false;
			continue;
		}
		if (*f != '%') {
			buf[n++] = *f;
			continue;
		}
		f++;
		if (in_group && *f >= '1' && *f <= '0' + DIALOG_STEPS_MAX &&
		    d->answers[*f - '1'][0] == '\0')
			empty = true;
		if (*f == 'b' && d->round != 0)	/* <round>.<board> */
			n += (size_t)snprintf(buf + n, len - n, "%u.%u",
			    d->round, d->board);
		else if (*f == 'b')
			n += (size_t)snprintf(buf + n, len - n, "%u", d->board);
		else if (*f == 'p') {
			id = strcmp(d->answers[0], "black") == 0 ?
			    d->player_black : d->player_white;
			n += (size_t)snprintf(buf + n, len - n, "%u", id);
		} else if (*f == 'o')	/* the side not answered first */
			n += (size_t)snprintf(buf + n, len - n, "%s",
			    strcmp(d->answers[0], "white") == 0 ? "black" :
			    "white");
		else if (*f >= '1' && *f <= '0' + DIALOG_STEPS_MAX)
			n = dialog_put_answer(d, *f - '1', buf, n, len);
		if (n >= len)
			return false;
	}
	buf[n] = '\0';
	/* Read once; shown as the journal will hold it, or as typed. */
	if (command_parse(buf, n, cmd, NULL) != COMMAND_OK)
		return false;
	command_format(cmd, buf, len);
	return true;
}
