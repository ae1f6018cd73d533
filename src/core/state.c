/*
 * state.c: the state document, 'show' and the envelope, written by hand
 * (the core has no stdio): strings are JSON-escaped, numbers written
 * digit by digit.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "format.h"
#include "format_sheet.h"
#include "standings.h"
#include "state.h"

static void
out(const struct state_out *o, const char *s)
{
	o->write(o->arg, s, strlen(s));
}

static void
out_int(const struct state_out *o, int64_t v)
{
	char		buf[24], *p = buf + sizeof buf;
	uint64_t	u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;

	*--p = '\0';
	do {
		*--p = (char)('0' + u % 10);
		u /= 10;
	} while (u != 0);
	if (v < 0)
		*--p = '-';
	out(o, p);
}

/* A JSON string: quotes, backslashes and control bytes escaped. */
static void
out_str(const struct state_out *o, const char *s)
{
	static const char	hex[] = "0123456789abcdef";
	char			esc[7];
	const char		*run = s;

	out(o, "\"");
	for (; *s != '\0'; s++) {
		if (*s != '"' && *s != '\\' && (unsigned char)*s >= 0x20)
			continue;
		o->write(o->arg, run, (size_t)(s - run));
		esc[0] = '\\';
		if (*s == '"' || *s == '\\') {
			esc[1] = *s;
			esc[2] = '\0';
		} else {
			memcpy(esc + 1, "u00", 3);
			esc[4] = hex[(unsigned char)*s >> 4];
			esc[5] = hex[*s & 15];
			esc[6] = '\0';
		}
		out(o, esc);
		run = s + 1;
	}
	o->write(o->arg, run, (size_t)(s - run));
	out(o, "\"");
}

static void
out_str_or_null(const struct state_out *o, const char *s)
{
	if (s == NULL || *s == '\0')
		out(o, "null");
	else
		out_str(o, s);
}

static void
out_key(const struct state_out *o, const char *k)
{
	out_str(o, k);
	out(o, ": ");
}

static const char *
state_side(int side)
{
	return side == CLOCK_WHITE ? "white" : side == CLOCK_BLACK ? "black" :
	    side == 2 ? "both" : NULL;
}

/* Half points as a JSON number (0, 0.5, 1), or null. */
static void
out_points(const struct state_out *o, int p2)
{
	if (p2 == GAME_POINTS_NULL)
		out(o, "null");
	else {
		out_int(o, p2 / 2);
		if (p2 % 2 != 0)
			out(o, ".5");
	}
}

/* A game's points as its result writes them, in halves: 2-0 in draughts. */
static int
state_game_points(const struct game *g, int side)
{
	int	p = game_points2(g, side);

	return p == GAME_POINTS_NULL ? p :
	    p * (int)game_param(g, EDITION_WIN_POINTS);
}

static const char *
state_status(const struct game *g)
{
	static const char *const names[] = {
		[GAME_PENDING] = "pending", [GAME_PLAYING] = "playing",
		[GAME_PAUSED] = "paused", [GAME_ADJOURNED] = "adjourned",
		[GAME_FINISHED] = "finished", [GAME_ANNULLED] = "annulled",
	};

	return g->status <= GAME_ANNULLED ? names[g->status] : "pending";
}

static const char *
state_category(const struct game *g)
{
	switch (game_category(g)) {
	case TC_RAPID:
		return "rapid";
	case TC_BLITZ:
		return "blitz";
	default:
		return "standard";
	}
}

static void
out_pair(const struct state_out *o, const char *key, int64_t w, int64_t b,
    bool null_min)
{
	out_key(o, key);
	out(o, "{\"white\": ");
	if (null_min && w == CLOCK_NO_FLAG)
		out(o, "null");
	else
		out_int(o, w);
	out(o, ", \"black\": ");
	if (null_min && b == CLOCK_NO_FLAG)
		out(o, "null");
	else
		out_int(o, b);
	out(o, "}");
}

static void
out_player(const struct state_out *o, const struct event *ev,
    const char *key, uint32_t id)
{
	const struct player	*p = event_player(ev, id);

	out_key(o, key);
	out(o, "{\"id\": ");
	out_int(o, id);
	out(o, ", \"name\": ");
	out_str(o, p != NULL ? p->name : "");
	out(o, "}");
}

static void
out_clock(const struct state_out *o, const struct game *g, int64_t now)
{
	struct clock_view	v;

	clock_peek(&g->clock, now, &v);
	out(o, "\"clock\": {\"white_ms\": ");
	out_int(o, clock_shown(&g->clock, &v, CLOCK_WHITE));
	out(o, ", \"black_ms\": ");
	out_int(o, clock_shown(&g->clock, &v, CLOCK_BLACK));
	out(o, ", \"running\": ");
	out_str_or_null(o, v.running == CLOCK_WHITE ||
	    v.running == CLOCK_BLACK ? state_side(v.running) : NULL);
	out(o, ", ");
	out_pair(o, "moves", g->clock.moves[0], g->clock.moves[1], false);
	out(o, ", ");
	out_pair(o, "flag", v.flag[0], v.flag[1], true);
	/* 8.4: who need not keep score now. */
	out(o, ", \"scoresheet_free\": {\"white\": ");
	out(o, game_scoresheet_free(g, now, CLOCK_WHITE) ? "true" : "false");
	out(o, ", \"black\": ");
	out(o, game_scoresheet_free(g, now, CLOCK_BLACK) ? "true" : "false");
	out(o, "}}");
}

/* The scoresheet, for the state document or for 'show'. */
struct state_moves {
	const struct state_out	*o;
	bool			 json;
};

static void
state_ply(void *arg, const struct format_ply *p)
{
	const struct state_moves	*m = arg;
	const struct state_out		*o = m->o;

	if (m->json) {
		out(o, p->index == 0 ? "" : ", ");
		out_str(o, p->text);
		return;
	}
	if (p->side == 0 || p->index == 0) {
		out(o, p->index == 0 ? "" : " ");
		out_int(o, p->number);
		out(o, p->side == 0 ? ". " : "... ");
	} else
		out(o, " ");
	out(o, p->text);
	if (p->marks & GAME_MARK_OFFER)
		out(o, " (=)");				/* 9.1b, E13 */
}

/* The moves in the journal's notation. */
static void
out_moves(const struct state_out *o, const struct game *g, bool json)
{
	struct state_moves	m = { o, json };

	format_sheet(g, GAME_STYLE_JOURNAL, 0, state_ply, &m);
}

static void
out_penalties(const struct state_out *o, const struct game *g)
{
	static const char *const kinds[] = {
		"extra", "warn", "time", "loss", "points", "expel", "fine",
		"exclude",
	};
	const struct game_penalty	*p;
	size_t				 i;

	out(o, "\"penalties\": [");
	for (i = 0; i < g->npenalties; i++) {
		p = &g->penalties[i];
		out(o, i == 0 ? "{" : ", {");
		out_key(o, "side");
		out_str(o, state_side(p->side));
		out(o, ", \"offender\": ");	/* 13.4b, f: not the side */
		out_str_or_null(o, game_penalty_offender(p) >= 0 ?
		    state_side(game_penalty_offender(p)) : NULL);
		out(o, ", \"kind\": ");
		out_str(o, p->kind < sizeof kinds / sizeof kinds[0] ?
		    kinds[p->kind] : "");
		out(o, ", \"amount\": ");
		if (p->kind == COMMAND_PENALTY_POINTS) {
			/* Points in the state's unit: -0.5, 1. */
			if (p->amount < 0)
				out(o, "-");
			out_points(o, (int)(p->amount < 0 ? -p->amount :
			    p->amount));
		} else if (p->kind == COMMAND_PENALTY_TIME || p->kind == 0 ||
		    p->kind == COMMAND_PENALTY_EXCLUDE)	/* ms; rounds */
			out_int(o, p->amount);
		else
			out(o, "null");
		out(o, ", \"reason\": ");
		out_str(o, p->reason);
		out(o, ", \"article\": ");
		out_str(o, game_cite(g, p->law));
		out(o, "}");
	}
	out(o, "]");
}

static void
out_pending(const struct state_out *o, const struct game *g)
{
	char	question[256];
	size_t	i;

	out(o, "\"pending\": [");
	for (i = 0; i < g->npending; i++) {
		out(o, i == 0 ? "{\"article\": " : ", {\"article\": ");
		out_str(o, game_cite(g, g->pending[i].law));
		out(o, ", \"question\": ");
		out_str(o, game_question_text(g->ed, g->pending[i].question,
		    question, sizeof question));
		out(o, "}");
	}
	out(o, "]");
}

/* A followed game's alerts: "alerts": [{"kind": "illegal", ...}]. */
static void
out_alerts(const struct state_out *o, const struct game *g)
{
	const struct game_alert	*a;
	unsigned		 k;
	bool			 first = true;

	out(o, "\"alerts\": [");
	for (k = 1; k <= GAME_ALERTS; k++) {
		a = &g->alerts[k - 1];
		if (!a->active)
			continue;
		out(o, first ? "{\"kind\": " : ", {\"kind\": ");
		out_str(o, command_report_name(k));
		out(o, ", \"ply\": ");
		out_int(o, a->ply);
		out(o, ", \"text\": ");
		out_str(o, a->text);
		out(o, "}");
		first = false;
	}
	out(o, "]");
}

static void
out_sealed(const struct state_out *o, const struct game *g)
{
	out(o, "\"sealed\": ");
	if (!g->seal.sealed) {
		out(o, "null");
		return;
	}
	out(o, "{\"by\": ");
	out_str(o, state_side(g->seal.by));
	out(o, ", \"move_number\": ");
	out_int(o, g->seal.move_number);
	out(o, ", \"opened\": ");
	out(o, g->seal.opened ? "true" : "false");
	out(o, "}");
}

/* Draughts Art. 7: "count": {"kind": 25, "moves": {...}} or null. */
static void
out_count(const struct state_out *o, const struct game *g)
{
	out(o, "\"count\": ");
	if (g->count.law == LAW_NONE) {
		out(o, "null");
		return;
	}
	out(o, "{\"kind\": ");
	out_int(o, game_count_limit(g));
	out(o, ", ");
	out_pair(o, "moves", g->count.moves[0], g->count.moves[1], false);
	out(o, "}");
}

static void
out_game(const struct state_out *o, const struct event *ev,
    const struct game *g, int64_t now)
{
	char	fen[GAME_POS_TEXT_MAX], tc[TC_TEXT_MAX];
	size_t	i;
	bool	first = true;

	out(o, "{\"board\": ");
	out_int(o, g->board);
	if (event_game_kept(ev, g)) {		/* adjourned in its round (A) */
		out(o, ", \"round\": ");
		out_int(o, g->round);
	}
	out(o, ", ");
	out_player(o, ev, "white", g->white);
	out(o, ", ");
	out_player(o, ev, "black", g->black);
	out(o, ", \"status\": ");
	out_str(o, state_status(g));
	out(o, ", \"result\": ");
	out_str_or_null(o, g->result);
	out(o, ", \"points\": {\"white\": ");
	out_points(o, state_game_points(g, CLOCK_WHITE));
	out(o, ", \"black\": ");
	out_points(o, state_game_points(g, CLOCK_BLACK));
	out(o, "}, \"reason\": ");
	out_str_or_null(o, game_cite(g, g->reason));
	out(o, ", ");
	out_pending(o, g);
	out(o, ", ");
	out_alerts(o, g);
	/* The engine's own alerts: a draw to declare at the table (2023
	 * 9.6, 5.2b), a draw a claim would get now (9.2, 9.3). */
	out(o, ", \"declare\": ");
	out_str_or_null(o, game_cite(g, g->declare));
	out(o, ", \"claimable\": ");
	out_str_or_null(o, game_cite(g, game_claimable(g)));
	out(o, ", ");
	out_clock(o, g, now);
	g->kind->pos_write(&g->pos, fen);
	out(o, ", \"fen\": ");
	out_str(o, fen);
	out(o, ", \"ply\": ");
	out_int(o, g->ply0 + (int64_t)g->nmoves);
	out(o, ", \"moves\": [");
	out_moves(o, g, true);
	out(o, "], \"offers\": [");
	for (i = 0; i < g->nmoves; i++) {
		if (g->marks[i] & GAME_MARK_OFFER) {
			out(o, first ? "" : ", ");
			out_int(o, g->ply0 + (int64_t)i + 1);
			first = false;
		}
	}
	out(o, "], \"draw_offer\": ");
	out_str_or_null(o, g->draw_offer == CLOCK_NEITHER ? NULL :
	    state_side(g->draw_offer));
	out(o, ", ");
	out_pair(o, "illegal", g->illegal[0], g->illegal[1], false);
	out(o, ", ");
	out_pair(o, "warnings", g->warnings[0], g->warnings[1], false);
	out(o, ", ");
	out_penalties(o, g);
	out(o, ", ");
	out_sealed(o, g);
	out(o, ", \"absent\": {\"white\": ");
	out(o, g->absent[0] ? "true" : "false");
	out(o, ", \"black\": ");
	out(o, g->absent[1] ? "true" : "false");
	out(o, "}, \"illegal_pending\": ");
	out_str_or_null(o, g->ill.active ? state_side(g->ill.by) : NULL);
	out(o, ", ");
	out_count(o, g);
	out(o, ", \"verification\": ");	/* draughts 6.3b */
	out_str_or_null(o, !g->verify.active ? NULL :
	    g->verify.by == CLOCK_NEITHER ? "arbiter" :
	    state_side(g->verify.by));
	out(o, ", \"category\": ");
	out_str(o, state_category(g));
	tc_format(&g->tc, tc, sizeof tc);
	out(o, ", \"tc\": ");
	out_str(o, tc);
	out(o, "}");
}

/* "points": {"win": 1, "draw": 0.5, "loss": 0} (11.1), and the 6.7 wait. */
static void
out_scale(const struct state_out *o, const struct event *ev)
{
	out(o, ", \"points\": {\"win\": ");
	out_points(o, ev->score2[2]);
	out(o, ", \"draw\": ");
	out_points(o, ev->score2[1]);
	out(o, ", \"loss\": ");
	out_points(o, ev->score2[0]);
	out(o, "}, \"wait_ms\": ");
	out_int(o, ev->wait_ms);
	/* 2023's settings, only when said (older states stay as they were). */
	if (ev->guidelines)
		out(o, ", \"guidelines_iii\": true");
	if (ev->regime != COMMAND_REGIME_NONE)
		out(o, ev->regime == COMMAND_REGIME_A4 ? ", \"regime\": \"a4\"" :
		    ", \"regime\": \"a5\"");
	if (ev->offers_from != 0) {
		out(o, ", \"offers_from\": ");
		out_int(o, ev->offers_from);
	}
	if (ev->tiebreaks[0] != '\0') {		/* C.07, when named */
		out(o, ", \"tiebreaks\": ");
		out_str(o, ev->tiebreaks);
	}
}

/* A tie-break's value, hundredths as a number (12.5, 1888); null: none. */
static void
out_hundredths(const struct state_out *o, int64_t v)
{
	char	frac[4];

	if (v < 0) {
		out(o, "null");
		return;
	}
	out_int(o, v / 100);
	if (v % 100 == 0)
		return;
	frac[0] = '.';
	frac[1] = (char)('0' + v % 100 / 10);
	frac[2] = v % 10 != 0 ? (char)('0' + v % 10) : '\0';
	frac[3] = '\0';
	out(o, frac);
}

/* The player's rank, bye this round (C.04) and tie-breaks (C.07). */
static void
out_standing_ranking(const struct state_out *o, const struct event *ev,
    const struct standing *st)
{
	static const char *const byes[] = { NULL, "full", "half", "zero",
		"pab" };
	struct tiebreak_spec	spec[TIEBREAK_MAX];
	size_t			k, n = standings_tiebreaks(ev, spec);

	out(o, ", \"rank\": ");
	out_int(o, st->rank);
	if (st->player->bye != COMMAND_BYE_NONE &&
	    st->player->bye <= COMMAND_BYE_PAB) {
		out(o, ", \"bye\": ");
		out_str(o, byes[st->player->bye]);
	}
	if (n == 0)
		return;
	out(o, ", \"tiebreaks\": [");
	for (k = 0; k < n; k++) {
		if (k > 0)
			out(o, ", ");
		out_hundredths(o, st->tb[k]);
	}
	out(o, "]");
}

/*
 * The standings (11.1), best first: each player's points on the event's
 * scale, the games that count and those on or awaiting the arbiter, his
 * rank by the event's tie-breaks and their values (C.07), a bye.
 * The only allocation of this file: the table, for the call.
 */
static void
out_standings(const struct state_out *o, const struct event *ev)
{
	struct standing	*st;
	size_t		 i, n;

	if ((st = calloc(ev->nplayers + 1, sizeof *st)) == NULL) {
		out(o, "null");
		return;
	}
	n = standings_compute(ev, st);
	out(o, "[");
	for (i = 0; i < n; i++) {
		out(o, i == 0 ? "\n  {\"id\": " : ",\n  {\"id\": ");
		out_int(o, st[i].player->id);
		out(o, ", \"name\": ");
		out_str(o, st[i].player->name);
		out(o, ", \"points\": ");
		out_points(o, (int)st[i].points2);
		out(o, ", \"scored\": ");
		out_int(o, st[i].scored);
		out(o, ", \"unscored\": ");
		out_int(o, st[i].unscored);
		out_standing_ranking(o, ev, &st[i]);
		if (st[i].player->excluded_upto != 0) {	/* 2023 12.9.8 */
			out(o, ", \"excluded\": {\"from\": ");
			out_int(o, st[i].player->excluded_from);
			out(o, ", \"to\": ");
			out_int(o, st[i].player->excluded_upto);
			out(o, "}");
		}
		out(o, st[i].player->expelled ? ", \"expelled\": true}" :
		    ", \"expelled\": false}");
	}
	out(o, "]");
	free(st);
}

/* "1-50,60": a board list as 'source' takes it. */
static void
out_boards(const struct state_out *o, const struct command_boards *b)
{
	size_t	k;

	out(o, "\"");
	for (k = 0; k < b->n; k++) {
		if (k > 0)
			out(o, ",");
		out_int(o, b->r[k].lo);
		if (b->r[k].hi != b->r[k].lo) {
			out(o, "-");
			out_int(o, b->r[k].hi);
		}
	}
	out(o, "\"");
}

/* The event's live sources ('source'): whose, which boards, where. */
static void
out_sources(const struct state_out *o, const struct event *ev)
{
	const struct event_source	*e;
	size_t				 i;

	out(o, ", \"sources\": [");
	for (i = 0; i < ev->nsources; i++) {
		e = &ev->sources[i];
		out(o, i > 0 ? ", {\"user\": " : "{\"user\": ");
		out_str(o, e->user);
		out(o, ", \"boards\": ");
		out_boards(o, &e->boards);
		out(o, ", \"address\": ");
		out_str(o, e->address);
		out(o, ", \"round\": ");
		if (e->round != 0)
			out_int(o, e->round);
		else
			out(o, "null");
		out(o, "}");
	}
	out(o, "]");
}

void
state_json(const struct event *ev, uint16_t round, uint16_t board,
    int64_t now, const struct state_out *o)
{
	const struct game	*only = event_game_at_const(ev, round, board);
	size_t			 i;
	bool			 first = true;

	out(o, "{\"event\": {\"name\": ");
	out_str(o, ev->name);
	out(o, ", \"site\": ");
	out_str(o, ev->site);
	out(o, ", \"rules\": ");
	out_str(o, ev->ed->name);
	out(o, ", \"game\": ");
	out_str(o, ev->kind->name);
	out(o, ", \"players\": ");
	out_int(o, (int64_t)ev->nplayers);
	out_scale(o, ev);
	out(o, "}, \"round\": ");
	out_int(o, ev->round);
	if (ev->kind->start_number != NULL) {	/* II.2: the round's draw */
		out(o, ", \"start960\": ");
		if (ev->has_start960)
			out_int(o, ev->start960);
		else
			out(o, "null");
	}
	out(o, ", \"time_ms\": ");
	out_int(o, now);
	out(o, ", \"games\": [");
	for (i = 0; i < ev->ngames; i++) {
		if (board != 0 && &ev->games[i] != only)
			continue;
		out(o, first ? "\n  " : ",\n  ");
		out_game(o, ev, &ev->games[i], now);
		first = false;
	}
	out(o, "], \"standings\": ");
	out_standings(o, ev);
	out_sources(o, ev);
	out(o, "}\n");
}

/* The diagram, White at the bottom (2.1), English letters. */
static void
show_diagram(const struct state_out *o, const struct game *g,
    const struct game_pos *pos)
{
	static const struct format_diagram_opts opts = { "", " ", false, 0,
	    false };
	char	rows[GAME_DIAGRAM_MAX + 1][FORMAT_DIAGRAM_ROW_MAX];
	size_t	i, n = format_diagram(g->kind, pos, &opts, rows);

	for (i = 0; i < n; i++) {
		out(o, rows[i]);
		out(o, "\n");
	}
}

static void
show_game(const struct state_out *o, const struct event *ev,
    const struct game *g, int64_t now)
{
	struct clock_view		v;
	struct format_clock_opts	opts = { FORMAT_TENTHS_MS,
					    FORMAT_FLAG_MARK };
	const struct player		*w = event_player(ev, g->white);
	const struct player		*b = event_player(ev, g->black);
	char				t[FORMAT_CLOCK_MAX + 8];
	char				question[256];
	size_t				i;
	int				offender;

	out(o, "board ");
	if (event_game_kept(ev, g)) {		/* <round>.<board> (A) */
		out_int(o, g->round);
		out(o, ".");
	}
	out_int(o, g->board);
	out(o, ": ");
	out(o, w != NULL ? w->name : "?");
	out(o, " - ");
	out(o, b != NULL ? b->name : "?");
	out(o, " (");
	out(o, state_status(g));
	if (g->result[0] != '\0') {
		out(o, ", ");
		out(o, g->result);
	}
	if (g->reason != LAW_NONE) {
		out(o, ", ");
		out(o, game_cite(g, g->reason));
	}
	out(o, ")\n");
	show_diagram(o, g, &g->pos);
	clock_peek(&g->clock, now, &v);
	format_clock_side(t, sizeof t, &g->clock, &v, CLOCK_WHITE, &opts);
	out(o, "white ");
	out(o, t);
	format_clock_side(t, sizeof t, &g->clock, &v, CLOCK_BLACK, &opts);
	out(o, "  black ");
	out(o, t);
	out(o, v.running == CLOCK_WHITE ? "  (white's clock runs)\n" :
	    v.running == CLOCK_BLACK ? "  (black's clock runs)\n" : "\n");
	if (g->nmoves > 0) {
		out_moves(o, g, false);
		out(o, "\n");
	}
	if (g->seal.sealed) {
		out(o, "sealed move (secret until opened, A1a): by ");
		out(o, state_side(g->seal.by));
		out(o, ", move ");
		out_int(o, g->seal.move_number);
		out(o, g->seal.opened ? ", opened\n" : "\n");
	}
	if (g->draw_offer != CLOCK_NEITHER) {
		out(o, "draw offer by ");
		out(o, state_side(g->draw_offer));
		out(o, "\n");
	}
	for (i = 0; i < 2; i++) {
		if (g->illegal[i] == 0 && g->warnings[i] == 0)
			continue;
		out(o, state_side((int)i));
		out(o, ": illegal moves ");
		out_int(o, g->illegal[i]);
		out(o, ", warnings ");
		out_int(o, g->warnings[i]);
		out(o, "\n");
	}
	for (i = 0; i < g->npenalties; i++) {
		offender = game_penalty_offender(&g->penalties[i]);
		out(o, game_cite(g, g->penalties[i].law));
		out(o, offender >= 0 ? " offender " : " ");
		out(o, state_side(offender >= 0 ? offender :
		    g->penalties[i].side));
		out(o, ": ");
		out(o, g->penalties[i].reason);
		out(o, "\n");
	}
	for (i = 0; i < g->npending; i++) {
		out(o, "pending ");
		out(o, game_cite(g, g->pending[i].law));
		out(o, ": ");
		out(o, game_question_text(g->ed, g->pending[i].question,
		    question, sizeof question));
		out(o, "\n");
	}
	for (i = 1; i <= GAME_ALERTS; i++) {
		if (!g->alerts[i - 1].active)
			continue;
		out(o, "alert ");
		out(o, command_report_name((unsigned)i));
		out(o, ": ");
		out(o, g->alerts[i - 1].text);
		out(o, "\n");
	}
}

void
state_show(const struct event *ev, uint16_t round, uint16_t board,
    int64_t now, const struct state_out *o)
{
	const struct game	*only = event_game_at_const(ev, round, board);
	size_t			 i;

	for (i = 0; i < ev->ngames; i++) {
		if (board == 0 || &ev->games[i] == only)
			show_game(o, ev, &ev->games[i], now);
	}
}

/* before, the label of item i of the envelope's article (A2a; 2023
 * I.2.1), then text. */
static void
out_item(const struct state_out *o, const struct game *g, unsigned i,
    const char *before, const char *text)
{
	char	label[16];

	out(o, before);
	out(o, edition_item(g->ed, LAW_ENVELOPE, i, label, sizeof label));
	out(o, text);
}

void
state_envelope(const struct event *ev, uint16_t round, uint16_t board,
    const struct state_out *o)
{
	static const struct format_clock_opts whole = { 0, NULL };
	const struct game	*g = event_game_at_const(ev, round, board);
	const struct player	*w, *b;
	char			 fen[GAME_POS_TEXT_MAX], t[FORMAT_CLOCK_MAX];

	if (g == NULL || !g->seal.sealed)
		return;
	w = event_player(ev, g->white);
	b = event_player(ev, g->black);
	out(o, "ENVELOPE  board ");
	out_int(o, g->board);
	out_item(o, g, 0, "\n", " players: ");
	out(o, w != NULL ? w->name : "?");
	out(o, " (white) - ");
	out(o, b != NULL ? b->name : "?");
	out_item(o, g, 1, " (black)\n", " position before the sealed move: ");
	g->kind->pos_write(&g->pos, fen);
	out(o, fen);
	out(o, "\n");
	show_diagram(o, g, &g->pos);
	out_item(o, g, 2, "", " time used: white ");
	format_clock(t, sizeof t, g->clock.used[0], false, &whole);
	out(o, t);
	out(o, ", black ");
	format_clock(t, sizeof t, g->clock.used[1], false, &whole);
	out(o, t);
	out_item(o, g, 3, "\n", " sealed by: ");
	out(o, g->seal.by == CLOCK_WHITE ? (w != NULL ? w->name : "white") :
	    (b != NULL ? b->name : "black"));
	out(o, g->seal.by == CLOCK_WHITE ? " (white)" : " (black)");
	out_item(o, g, 4, "\n", " sealed move number: ");
	out_int(o, g->seal.move_number);
	out_item(o, g, 5, "\n", " draw offer before adjournment: ");
	out(o, g->seal.offer ? "yes" : "no");
	out_item(o, g, 6, "\n", " resumption: ");
	if (g->seal.has_envelope) {
		date_format(&g->seal.date, t, sizeof t);
		out(o, t);
		out(o, " ");
		tod_format(g->seal.resume_min, t, sizeof t);
		out(o, t);
		out(o, ", ");
		out(o, g->seal.place);
	} else
		out(o, "not set");
	out(o, "\n");
}
