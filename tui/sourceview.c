/*
 * sourceview.c: the Sources view: the event's live sources ('source'
 * entries, doc/commands.md "Followed games") with the health of each,
 * and who is attached to the event's server (proto.h, presence).
 *
 * One entry is four rows (five on a narrow screen): the entry itself
 * (user, boards, round, address); whether its follower is attached, and
 * if not how to start one; the newest journal line from that user and
 * its age; the boards it covers with an open silent, stale, conflict or
 * e-board alert.  Then every client attached, with its role (from this
 * console's copy of the event's roles: always as current as the event)
 * and its kind (what its hello said).
 * The keys give 'source' commands through the prompt, the one command
 * path; a non-chief sees the same rows and the server refuses his
 * commands anyway, so the keys only say so.
 */
#include "config.h"

#include <curses.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/incident.h"
#include "app/session.h"
#include "command.h"
#include "event.h"
#include "roles.h"
#include "theme.h"
#include "ui.h"
#include "view.h"

#define SRC_ROWS	5	/* body rows one entry takes, at most */

/* The user's role in this console's copy of the event ("" when none). */
static const char *
src_role(const struct session *s, const char *user)
{
	const struct roles	*r = session_roles(s);
	int			 i;

	if (r->n == 0)
		return _("everyone");	/* no 'arbiter' line yet */
	if ((i = roles_find(r, user)) < 0)
		return _("no role");
	switch (r->r[i].role) {
	case COMMAND_ROLE_CHIEF:
		return _("chief");
	case COMMAND_ROLE_DEPUTY:
		return _("deputy");
	case COMMAND_ROLE_ASSISTANT:
		return _("assistant");
	case COMMAND_ROLE_FEED:
		return _("feed");
	}
	return "";
}

static bool
src_is_feed(const struct session *s, const char *user)
{
	const struct roles	*r = session_roles(s);
	int			 i = roles_find(r, user);

	return i >= 0 && r->r[i].role == COMMAND_ROLE_FEED;
}

/* A kind's word as the arbiter reads it. */
static const char *
src_kind(enum proto_client k)
{
	switch (k) {
	case PROTO_CLIENT_CONSOLE:
		return _("console");
	case PROTO_CLIENT_FOLLOWER:
		return _("follower");
	case PROTO_CLIENT_WATCH:
		return _("watch");
	case PROTO_CLIENT_CLI:
		return _("arbiter-cli");
	case PROTO_CLIENT_UNKNOWN:
		return _("client");	/* an older build says nothing */
	default:
		return _("other");
	}
}

/*
 * When the user's follower attached, or -1 when none is: a client that
 * says it is a follower, or, when it says nothing (an older build), any
 * client of a user whose role is feed (a feed user only follows).
 */
static int64_t
src_follower_since(const struct session *s, const char *user)
{
	const struct proto_present	*p;
	size_t				 n = session_presence(s, &p, NULL), i;
	int64_t				 since = -1;

	for (i = 0; i < n; i++) {
		if (strcmp(p[i].user, user) != 0)
			continue;
		if (p[i].kind != PROTO_CLIENT_FOLLOWER &&
		    (p[i].kind == PROTO_CLIENT_CONSOLE ||
		    p[i].kind == PROTO_CLIENT_CLI ||
		    p[i].kind == PROTO_CLIENT_WATCH || !src_is_feed(s, user)))
			continue;
		if (since < 0 || p[i].since < since)
			since = p[i].since;
	}
	return since;
}

/* "1-50,60" from a board list. */
static void
src_boards(const struct command_boards *b, char *buf, size_t len)
{
	size_t	at = 0;
	int	n;
	uint8_t	k;

	buf[0] = '\0';
	for (k = 0; k < b->n && at < len; k++) {
		if (b->r[k].lo == b->r[k].hi)
			n = snprintf(buf + at, len - at, "%s%u", k > 0 ? "," :
			    "", b->r[k].lo);
		else
			n = snprintf(buf + at, len - at, "%s%u-%u", k > 0 ?
			    "," : "", b->r[k].lo, b->r[k].hi);
		if (n < 0)
			break;
		at += (size_t)n;
	}
}

/* "12 s", "4 min", "2 h": how long ago, short. */
static void
src_age(int64_t ms, char *buf, size_t len)
{
	int64_t	s = ms < 0 ? 0 : ms / 1000;

	if (s < 120)
		snprintf(buf, len, _("%lld s"), (long long)s);
	else if (s < 2 * 3600)
		snprintf(buf, len, _("%lld min"), (long long)(s / 60));
	else
		snprintf(buf, len, _("%lld h"), (long long)(s / 3600));
}

/* The newest journal line given by user, or NULL. */
static const struct session_line *
src_newest(const struct session *s, const char *user)
{
	size_t				 i = session_nlines(s);
	const struct session_line	*l;

	while (i-- > 0) {
		l = session_line(s, i);
		if (strcmp(l->actor, user) == 0)
			return l;
	}
	return NULL;
}

/* The alerts that speak of the source's health, not of a game. */
static const struct {
	enum command_report	 kind;
	const char		*word;
} src_health[] = {
	{ COMMAND_REPORT_SILENT, N_("silent") },
	{ COMMAND_REPORT_STALE, N_("stale") },
	{ COMMAND_REPORT_CONFLICT, N_("conflict") },
	{ COMMAND_REPORT_BOARD, N_("e-board off the game") },
};

/* Append " word b1 b2..." for the boards of e with alert a open. */
static void
src_alerts_of(const struct event *ev, const struct event_source *e,
    enum command_report a, const char *word, char *buf, size_t len)
{
	uint16_t	round = e->round != 0 ? e->round : ev->round;
	size_t		i, at = strlen(buf), shown = 0;
	int		n;

	for (i = 0; i < ev->ngames && at < len; i++) {
		const struct game *g = &ev->games[i];

		if (g->round != round || !event_boards_have(&e->boards,
		    g->board) || !g->alerts[a - 1].active)
			continue;
		n = shown == 0 ? snprintf(buf + at, len - at, "%s%s %u",
		    at > 0 ? "; " : "", word, g->board) :
		    snprintf(buf + at, len - at, " %u", g->board);
		if (n < 0)
			break;
		at += (size_t)n;
		shown++;
	}
}

/*
 * "No follower attached" and how to start one, into rows from *k: one
 * row when the screen is wide enough, else two.
 */
static void
src_no_follower(const struct ui *ui, const struct event_source *e,
    char rows[SRC_ROWS][512], int *k)
{
	const char	*dir = session_dir(ui->session);

	snprintf(rows[*k], 512, _("    no follower attached as %s: run "
	    "`arbiter-cli follow %s` as %s (or the unit arbiter-follow@%s)"),
	    e->user, dir, e->user, e->user);
	if (ui_width(rows[(*k)++]) <= ui->cols)
		return;
	snprintf(rows[*k - 1], 512, _("    no follower attached as %s: run, "
	    "as %s:"), e->user, e->user);
	snprintf(rows[(*k)++], 512, _("      arbiter-cli follow %s (or the "
	    "unit arbiter-follow@%s)"), dir, e->user);
}

/* The entry's rows into rows[]: how many (4 or 5). */
static int
src_entry_rows(struct ui *ui, const struct event_source *e, int64_t now,
    char rows[SRC_ROWS][512])
{
	const struct session		*s = ui->session;
	const struct event		*ev = session_event(s);
	const struct session_line	*l;
	char				 boards[128], when[32], age[32];
	char				 round[32], alerts[400], shown[256];
	int64_t				 since;
	int				 k = 1;

	src_boards(&e->boards, boards, sizeof boards);
	if (e->round != 0)
		snprintf(round, sizeof round, _("round %u"), e->round);
	else
		snprintf(round, sizeof round, "%s", _("this round"));
	snprintf(rows[0], 512, "%-12s %s %-12s %-12s \"%s\"", e->user,
	    _("boards"), boards, round, e->address);
	if ((since = src_follower_since(s, e->user)) >= 0) {
		incident_when(ev, since, when, sizeof when);
		snprintf(rows[k++], 512, _("    follower attached since %s"),
		    when);
	} else
		src_no_follower(ui, e, rows, &k);
	if ((l = src_newest(s, e->user)) != NULL) {
		incident_when(ev, l->time_ms, when, sizeof when);
		src_age(now - l->time_ms, age, sizeof age);
		ui_mask_secret(l->verb, l->command, shown, sizeof shown);
		snprintf(rows[k++], 512, _("    newest line %s (%s ago): %s"),
		    when, age, shown);
	} else
		snprintf(rows[k++], 512, _("    no line from %s yet"), e->user);
	alerts[0] = '\0';
	for (size_t i = 0; i < sizeof src_health / sizeof *src_health; i++)
		src_alerts_of(ev, e, src_health[i].kind,
		    _(src_health[i].word), alerts, sizeof alerts);
	if (alerts[0] != '\0')
		snprintf(rows[k++], 512, _("    open alerts: %s"), alerts);
	else
		snprintf(rows[k++], 512, "%s", _("    no open alert on its "
		    "boards"));
	return k;
}

/* Keep the selection on an entry and in view. */
static void
src_clamp(struct ui *ui, size_t nentries, size_t body)
{
	size_t	first, per = body > SRC_ROWS ? body / SRC_ROWS : 1;

	if (nentries == 0) {
		ui->src_sel = ui->src_top = 0;
		return;
	}
	if (ui->src_sel >= nentries)
		ui->src_sel = nentries - 1;
	first = ui->src_top;
	if (ui->src_sel < first)
		first = ui->src_sel;
	if (ui->src_sel >= first + per)
		first = ui->src_sel - per + 1;
	ui->src_top = first;
}

/* The attached clients, from row on: the next free row. */
static int
src_draw_presence(struct ui *ui, int row, int64_t now)
{
	const struct session		*s = ui->session;
	const struct proto_present	*p;
	size_t				 more, n = session_presence(s, &p,
					    &more), i;
	char				 line[512], when[32], age[32];

	(void)now;
	if ((size_t)row >= ui->cache_rows)
		return row;
	if (ui->training != NULL)
		snprintf(line, sizeof line, "%s", _("Attached: nobody (training "
		    "runs without the event's server)"));
	else if (session_fd(s) < 0)
		snprintf(line, sizeof line, "%s", _("Attached: not known (the "
		    "event's server is away)"));
	else if (more > 0)
		snprintf(line, sizeof line, _("Attached to the event's server: "
		    "%zu (and %zu more)"), n, more);
	else
		snprintf(line, sizeof line, _("Attached to the event's server: "
		    "%zu"), n);
	ui_row(ui, row++, theme_attr(ROLE_HEADER), line);
	for (i = 0; i < n && (size_t)row < ui->cache_rows; i++) {
		incident_when(session_event(s), p[i].since, when, sizeof when);
		src_age(session_clock(s) - p[i].since, age, sizeof age);
		snprintf(line, sizeof line, _("  %-12s %-10s %-11s since %s "
		    "(%s)%s"), p[i].user, src_role(s, p[i].user),
		    src_kind(p[i].kind), when, age,
		    strcmp(p[i].user, session_actor(s)) == 0 ?
		    _("  [you]") : "");
		ui_row(ui, row++, A_NORMAL, line);
	}
	return row;
}

static int64_t
src_draw(struct ui *ui, int64_t now)
{
	const struct event	*ev = session_event(ui->session);
	char			 rows[SRC_ROWS][512], head[512];
	size_t			 body, i;
	int			 row = 0, k, n;
	bool			 chief = roles_is_chief(session_roles(
				    ui->session), session_actor(ui->session));

	snprintf(head, sizeof head, chief ? _("Live sources: %zu (A: add, "
	    "E: edit, D: turn off)") : _("Live sources: %zu (read only: the "
	    "chief arbiter gives them)"), ev->nsources);
	ui_row(ui, row++, theme_attr(ROLE_HEADER), head);
	/* The entries take what the attached list leaves, half at least. */
	body = ui->cache_rows > 1 ? ui->cache_rows - 1 : 1;
	body = body > 8 ? body - (body / 2 < 6 ? body / 2 : 6) : body;
	src_clamp(ui, ev->nsources, body);
	if (ev->nsources == 0) {
		ui_row(ui, row++, A_NORMAL, _("  No live source yet: A gives "
		    "one: source <user> boards <list> \"<address>\""));
		ui_row(ui, row++, A_NORMAL, _("  (the user needs `arbiter "
		    "<user> feed boards <list>` first)"));
	}
	/* As many entries as fit: the selected one always does (clamp). */
	for (i = ui->src_top; i < ev->nsources; i++) {
		n = src_entry_rows(ui, &ev->sources[i], now, rows);
		if ((size_t)(row + n) > body + 1)
			break;
		for (k = 0; k < n; k++)
			ui_row(ui, row++, k == 0 && i == ui->src_sel ?
			    theme_attr(ROLE_SELECTED) : (int)A_NORMAL, rows[k]);
	}
	if ((size_t)row < ui->cache_rows)
		ui_row(ui, row++, A_NORMAL, "");
	row = src_draw_presence(ui, row, now);
	while ((size_t)row < ui->cache_rows)
		ui_row(ui, row++, A_NORMAL, "");
	return 1000;		/* the ages move every second */
}

static void
src_scroll(struct ui *ui, long delta)
{
	size_t	n = session_event(ui->session)->nsources;

	if (delta < 0 && (size_t)-delta > ui->src_sel)
		ui->src_sel = 0;
	else
		ui->src_sel = (size_t)((long)ui->src_sel + delta);
	if (n > 0 && ui->src_sel >= n)
		ui->src_sel = n - 1;
	ui->redraw_all = true;
}

static void
src_enter(struct ui *ui, enum view from)
{
	(void)from;
	ui->src_sel = ui->src_top = 0;
}

/* The selected entry, or NULL. */
static const struct event_source *
src_selected(const struct ui *ui)
{
	const struct event	*ev = session_event(ui->session);

	return ui->src_sel < ev->nsources ? &ev->sources[ui->src_sel] : NULL;
}

/* A non-chief is told at once; the server would refuse him anyway. */
static bool
src_may_give(struct ui *ui)
{
	if (roles_is_chief(session_roles(ui->session),
	    session_actor(ui->session)))
		return true;
	snprintf(ui->message, sizeof ui->message, "%s", _("only the chief "
	    "arbiter gives the event's sources: this view is read only"));
	return false;
}

void
sourceview_key(struct ui *ui, enum action act)
{
	const struct event_source	*e = src_selected(ui);
	char				 text[PROMPT_MAX], boards[128];

	if (!src_may_give(ui))
		return;
	switch (act) {
	case ACT_SOURCE_ADD:
		prompt_begin(&ui->prompt, PROMPT_COMMAND);
		prompt_set(&ui->prompt, "source ");
		/* The command's own words: the language is not translated. */
		snprintf(ui->message, sizeof ui->message, "%s",
		    "source <user> boards <list> \"<address>\" [round <r>]");
		break;
	case ACT_SOURCE_EDIT:
		if (e == NULL)
			break;
		src_boards(&e->boards, boards, sizeof boards);
		if (e->round != 0)
			snprintf(text, sizeof text, "source %s boards %s \"%s\" "
			    "round %u", e->user, boards, e->address, e->round);
		else
			snprintf(text, sizeof text, "source %s boards %s \"%s\"",
			    e->user, boards, e->address);
		prompt_begin(&ui->prompt, PROMPT_COMMAND);
		prompt_set(&ui->prompt, text);
		break;
	case ACT_SOURCE_OFF:
		if (e == NULL)
			break;
		snprintf(ui->prompt.pending, sizeof ui->prompt.pending,
		    "source %s off", e->user);
		snprintf(ui->prompt.question, sizeof ui->prompt.question,
		    _("Turn off every source of %s (its follower stops "
		    "reading)? (y/n)"), e->user);
		prompt_begin(&ui->prompt, PROMPT_CONFIRM);
		break;
	default:
		break;
	}
}

const struct view_ops sources_ops = {
	.name = N_("Sources"),
	.hint = N_("A: add  E: edit  D: turn off  Esc: back  ?: keys"),
	.keys = KEYMAP_SOURCES,
	.draw = src_draw,
	.scroll = src_scroll,
	.enter = src_enter,
};
