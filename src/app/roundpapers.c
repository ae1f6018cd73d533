/*
 * roundpapers.c: the three papers of a round (paper.h) set out on the layout
 * of paper.c: the pairing list (board, each side's start number, name,
 * rating, federation and score before the round, a blank result to fill
 * in), the result sheet (each game's result as the event has it, its
 * article, then the standings of export.h) and the incident report (the
 * items of incident.h, one act a row).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app/draw960.h"
#include "app/export.h"
#include "app/i18n.h"
#include "app/incident.h"
#include "app/paper.h"
#include "app/xmalloc.h"
#include "standings.h"
#include "utf8.h"

#define PAPER_ROW	(PAPER_COLS * 4 + 64)

static const char *const paper_names[PAPER_KINDS] = {
	"pairings", "results", "report"
};

const char *
paper_kind_name(enum paper_kind kind)
{
	return paper_names[kind];
}

bool
paper_kind_find(const char *name, enum paper_kind *kind)
{
	int	k;

	for (k = 0; k < PAPER_KINDS; k++) {
		if (strcmp(name, paper_names[k]) == 0) {
			*kind = (enum paper_kind)k;
			return true;
		}
	}
	return false;
}

/* A row's heading and a rule of dashes under each of its columns. */
static void
paper_table_heading(struct paper *p, const struct paper_col *cols,
    const char *const *heads, size_t n)
{
	char		row[PAPER_ROW], rule[PAPER_COLS + 1];
	const char	*dashes[16];
	size_t		i;

	paper_row(row, sizeof row, cols, heads, n);
	paper_heading(p, row);
	memset(rule, '-', PAPER_COLS);
	rule[PAPER_COLS] = '\0';
	for (i = 0; i < n; i++)
		dashes[i] = rule;
	paper_row(row, sizeof row, cols, dashes, n);
	paper_heading(p, row);
}

/*
 * Whether the scores before the round are known: the event closed every
 * round before this one (a first round, or players with closed games).
 * An event that starts at a later round (a TRF's pairings) knows none.
 */
static bool
paper_scores_known(const struct event *ev)
{
	size_t	i;

	if (ev->round <= 1)
		return true;
	for (i = 0; i < ev->nplayers; i++) {
		const struct player *pl = &ev->players[i];

		if (pl->tally[0] + pl->tally[1] + pl->tally[2] +
		    pl->unscored > 0)
			return true;
	}
	return false;
}

/* One side of a pairing: start number, name, rating, fed, score. */
struct paper_side {
	char		 no[12], rtg[12], pts[16];
	const char	*name, *fed;
};

static void
paper_side(const struct event *ev, uint32_t id, bool scores,
    struct paper_side *s)
{
	const struct player	*pl = event_player(ev, id);
	uint32_t		 p2;

	snprintf(s->no, sizeof s->no, "%u", (unsigned)id);
	s->name = pl != NULL ? pl->name : "?";
	s->fed = pl != NULL ? pl->fed : "";
	s->rtg[0] = s->pts[0] = '\0';
	if (pl != NULL && pl->rating != 0)
		snprintf(s->rtg, sizeof s->rtg, "%u", (unsigned)pl->rating);
	if (pl != NULL && scores) {
		p2 = standings_before(ev, pl).points2;
		snprintf(s->pts, sizeof s->pts, p2 % 2 ? "%u.5" : "%u",
		    (unsigned)(p2 / 2));
	}
}

/* II.2: the round's drawn Chess960 start, under its pairings. */
static void
paper_start960(struct paper *p, const struct event *ev)
{
	char	*text;

	if (!ev->has_start960 ||
	    (text = draw960_text(ev->kind, ev->start960)) == NULL)
		return;
	paper_line(p, "");
	paper_line(p, text);
	free(text);
}

static struct paper *
paper_pairings(const struct event *ev)
{
	/* White mirrored by Black around the result, as pairings are posted. */
	static const struct paper_col cols[] = {
		{ 3, true }, { 4, true }, { 15, false }, { 4, true },
		{ 3, false }, { 4, true }, { 5, false }, { 4, true },
		{ 4, true }, { 15, false }, { 4, true }, { 3, false }
	};
	struct paper		*p = paper_new(ev, _("Pairings"));
	struct paper_side	 w, b;
	const char		*cells[12];
	char			 row[PAPER_ROW], bd[EXPORT_BOARD_MAX];
	bool			 scores = paper_scores_known(ev);
	size_t			 i;

	_Static_assert(sizeof cols / sizeof cols[0] == 12, "12 columns");
	cells[0] = _("Bd"), cells[1] = _("No."), cells[2] = _("White");
	cells[3] = _("Rtg"), cells[4] = _("Fed"), cells[5] = _("Pts");
	cells[6] = _("Res."), cells[7] = _("Pts"), cells[8] = _("No.");
	cells[9] = _("Black"), cells[10] = _("Rtg"), cells[11] = _("Fed");
	paper_table_heading(p, cols, cells, 12);
	for (i = 0; i < ev->ngames; i++) {
		paper_side(ev, ev->games[i].white, scores, &w);
		paper_side(ev, ev->games[i].black, scores, &b);
		export_board(ev, &ev->games[i], bd);
		cells[0] = bd, cells[1] = w.no, cells[2] = w.name;
		cells[3] = w.rtg, cells[4] = w.fed, cells[5] = w.pts;
		cells[6] = "____", cells[7] = b.pts, cells[8] = b.no;
		cells[9] = b.name, cells[10] = b.rtg, cells[11] = b.fed;
		paper_row(row, sizeof row, cols, cells, 12);
		paper_line(p, row);
	}
	if (ev->ngames == 0)
		paper_line(p, _("No games paired in this round."));
	paper_start960(p, ev);
	return p;
}

/* A game's result as the event has it, or where it stands. */
static const char *
paper_result(const struct game *g)
{
	if (g->result[0] != '\0')
		return g->result;
	if (g->npending > 0)
		return _("pending");
	switch (g->status) {
	case GAME_PENDING:
		return _("not started");
	case GAME_ADJOURNED:
		return _("adjourned");
	case GAME_ANNULLED:
		return _("annulled");
	case GAME_FINISHED:
		return _("pending");
	default:
		return _("in play");
	}
}

/* The standings after the round (export.h), line by line. */
static void
paper_standings(struct paper *p, const struct event *ev)
{
	char	*text = NULL, *line, *next;
	size_t	 len = 0;
	FILE	*f;

	if ((f = open_memstream(&text, &len)) == NULL)
		return;
	export_standings(ev, f);
	fclose(f);
	paper_line(p, "");
	for (line = text; line != NULL && *line != '\0'; line = next) {
		if ((next = strchr(line, '\n')) != NULL)
			*next++ = '\0';
		paper_line(p, line);
	}
	free(text);
}

static struct paper *
paper_results(const struct event *ev)
{
	static const struct paper_col cols[] = {
		{ 3, true }, { 4, true }, { 22, false }, { 4, true },
		{ 22, false }, { 12, false }, { 7, false }
	};
	struct paper		*p = paper_new(ev, _("Results"));
	const struct game	*g;
	struct paper_side	 w, b;
	const char		*cells[7];
	char			 row[PAPER_ROW], bd[EXPORT_BOARD_MAX];
	size_t			 i;

	cells[0] = _("Bd"), cells[1] = _("No."), cells[2] = _("White");
	cells[3] = _("No."), cells[4] = _("Black"), cells[5] = _("Result");
	cells[6] = _("Art.");
	paper_table_heading(p, cols, cells, 7);
	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		paper_side(ev, g->white, false, &w);
		paper_side(ev, g->black, false, &b);
		export_board(ev, g, bd);
		cells[0] = bd, cells[1] = w.no, cells[2] = w.name;
		cells[3] = b.no, cells[4] = b.name;
		cells[5] = paper_result(g), cells[6] = game_cite(g, g->reason);
		paper_row(row, sizeof row, cols, cells, 7);
		paper_line(p, row);
	}
	if (ev->ngames == 0)
		paper_line(p, _("No games paired in this round."));
	paper_standings(p, ev);
	return p;
}

/* The report's columns: time, board, who, the act, its article. */
static const struct paper_col paper_report_cols[] = {
	{ 8, false }, { 3, true }, { 10, false }, { 47, false }, { 8, false }
};
#define PAPER_ACT_COLS	47

struct paper_report {
	struct paper		*p;
	const struct event	*ev;
	const struct game	*g;
};

/*
 * text in the act's column, cut into lines at a blank where one falls
 * within it; the first line with the other cells, the rest alone.
 */
static void
paper_report_rows(struct paper *p, const char *const *first,
    const char *text)
{
	const char	*cells[5] = { "", "", "", NULL, "" };
	char		 piece[PAPER_ROW], row[PAPER_ROW];
	size_t		 n, used, len, k;

	if (first != NULL)
		memcpy(cells, first, sizeof cells);
	do {
		len = strlen(text);
		n = utf8_fit(text, len, PAPER_ACT_COLS, &used);
		if (n < len) {
			for (k = n; k > 0 && text[k] != ' '; k--)
				;
			if (k > 0)
				n = k;
		}
		if (n == 0)
			n = len;	/* nothing fits: never loop */
		snprintf(piece, sizeof piece, "%.*s", (int)n, text);
		cells[3] = piece;
		paper_row(row, sizeof row, paper_report_cols, cells, 5);
		paper_line(p, row);
		text += n;
		text += strspn(text, " ");
		cells[0] = cells[1] = cells[2] = cells[4] = "";
	} while (*text != '\0');
}

static void
paper_report_act(void *arg, const struct incident_act *a)
{
	struct paper_report	*r = arg;
	char			 bd[EXPORT_BOARD_MAX], *act, *effect;
	const char		*cells[5];

	export_board(r->ev, r->g, bd);
	xasprintf(&act, "%s%s", a->command, a->undone ? _("  (undone)") : "");
	cells[0] = a->when, cells[1] = bd, cells[2] = a->actor;
	cells[3] = NULL, cells[4] = a->article;
	paper_report_rows(r->p, cells, act);
	free(act);
	if (a->effect != NULL) {
		xasprintf(&effect, "-> %s", a->effect);
		paper_report_rows(r->p, NULL, effect);
		free(effect);
	}
}

static void
paper_report_note(void *arg, const char *text)
{
	struct paper_report	*r = arg;

	paper_report_rows(r->p, NULL, text);
}

static void
paper_report_game(struct paper_report *r, const struct session *s)
{
	char	*line = incident_heading(session_event(s), r->g);

	paper_line(r->p, line);
	free(line);
	incident_acts(s, r->g, paper_report_act, r);
	incident_notes(r->g, paper_report_note, r);
	paper_line(r->p, "");
}

static struct paper *
paper_report(const struct session *s)
{
	const struct event	*ev = session_event(s);
	struct paper_report	 r = { paper_new(ev, _("Incident report")),
				       ev, NULL };
	const char		*cells[5];
	char			*zone = incident_zone(ev);
	size_t			 i, boards = 0;

	paper_line(r.p, zone);
	paper_line(r.p, "");
	free(zone);
	cells[0] = _("Time"), cells[1] = _("Bd"), cells[2] = _("Who");
	cells[3] = _("Act, and what it did"), cells[4] = _("Art.");
	paper_table_heading(r.p, paper_report_cols, cells, 5);
	for (i = 0; i < ev->ngames; i++) {
		r.g = &ev->games[i];
		if (!incident_has(s, r.g))
			continue;
		paper_report_game(&r, s);
		boards++;
	}
	if (boards == 0)
		paper_line(r.p, _("No incidents in this round."));
	return r.p;
}

void
paper_write(const struct session *s, enum paper_kind kind, FILE *f)
{
	const struct event	*ev = session_event(s);
	struct paper		*p;

	switch (kind) {
	case PAPER_PAIRINGS:
		p = paper_pairings(ev);
		break;
	case PAPER_RESULTS:
		p = paper_results(ev);
		break;
	default:
		p = paper_report(s);
		break;
	}
	paper_output(p, f);
	paper_free(p);
}
