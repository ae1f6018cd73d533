/*
 * export.c: the games' records (PGN, PDN: the kind's style) through the
 * core's record writer, TRF-16 results and the standings table.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>
#include <string.h>

#include "app/export.h"
#include "app/i18n.h"
#include "format_sheet.h"
#include "record.h"
#include "standings.h"

static void
export_out(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

/* A comment between moves: the three texts joined. */
static void
export_comment(struct record_writer *w, const char *a, const char *b,
    const char *c)
{
	char	buf[512];

	snprintf(buf, sizeof buf, "%s%s%s", a, b, c);
	record_writer_comment(w, buf);
}

static const char *
export_termination(const struct game *g, bool end)
{
	/* PGN's Termination tag for the laws that end a game abnormally. */
	static const struct {
		enum law	 law;
		const char	*termination;
	} map[] = {
		{ LAW_FLAG, "time forfeit" }, { LAW_BOTH_FLAGS, "time forfeit" },
		{ LAW_BOTH_FLAGS_DRAW, "time forfeit" },
		{ LAW_FAST_BOTH_FLAGS, "time forfeit" },
		{ LAW_LATE, "abandoned" }, { LAW_LATE_RESUMPTION, "abandoned" },
		{ LAW_ILLEGAL_LIMIT, "rules infraction" },
		{ LAW_BLITZ_ILLEGAL, "rules infraction" },
		{ LAW_PHONE, "rules infraction" },
		{ LAW_REFUSAL, "rules infraction" },
		{ LAW_BOTH_REFUSE, "rules infraction" },
		{ LAW_PENALTY_LOSS, "rules infraction" },
		{ LAW_EXPULSION, "rules infraction" },
		{ LAW_SEALED_MOVE, "rules infraction" },
		{ LAW_DEVICE, "rules infraction" },		/* 2023 */
		{ LAW_RAPID_ILLEGAL_POSITION, "rules infraction" },
		{ LAW_RAPID_TIME_CLAIM, "time forfeit" },
		{ LAW_ARBITER, "adjudication" }, { LAW_QUICKPLAY, "adjudication" },
	};
	size_t	i;

	if (g->status != GAME_FINISHED || !end)
		return "unterminated";
	for (i = 0; i < sizeof map / sizeof map[0]; i++) {
		if (g->reason == map[i].law)
			return map[i].termination;
	}
	return "normal";
}

/* The result as the game's record writes it (PGN 1-0, PDN 2-0). */
static const char *
export_result(const struct game *g, bool end)
{
	if (!end)
		return "*";
	return record_result(g->kind->record_style, g->result);
}

/*
 * "arbiter 13.4b" or, where the rules leave the matter to the arbiter
 * (draughts' penalties: the edition labels the law as it labels
 * LAW_ARBITER), "arbiter" once: the comment's head, then a space.
 */
static const char *
export_arbiter(const struct game *g, enum law law, char *buf, size_t len)
{
	const char	*cite = game_cite(g, law);

	if (strcmp(cite, game_cite(g, LAW_ARBITER)) == 0)
		snprintf(buf, len, "arbiter");
	else
		snprintf(buf, len, "arbiter %s", cite);
	return buf;
}

static void
export_penalties(struct record_writer *w, const struct game *g,
    const struct export_cut *cut, size_t ply)
{
	static const char *const sides[] = { "white", "black", "both" };
	const struct game_penalty	*p;
	char				 head[64], by[32];
	size_t				 i;

	for (i = 0; i < cut->npenalties; i++) {
		p = &g->penalties[i];
		if (p->ply != ply)
			continue;
		snprintf(head, sizeof head, game_penalty_offender(p) >= 0 ?
		    "%s offender %s: " : "%s %s: ",
		    export_arbiter(g, p->law, by, sizeof by),
		    game_penalty_offender(p) >= 0 ?
		    sides[game_penalty_offender(p)] : p->side < 3 ?
		    sides[p->side] : "");
		export_comment(w, head, p->reason, "");
	}
}

/*
 * What a ruling that is no penalty did to the clocks, after ply: "arbiter
 * 9.5.3 incorrect claim: black +2:00" (an incorrect claim, 9.5b; an
 * illegal move counted, 7.4b, B6; 2023 9.5.3, 7.5.5, A.5.2).
 */
static void
export_rulings(struct record_writer *w, const struct game *g,
    const struct export_cut *cut, size_t ply)
{
	static const char *const sides[] = { "white", "black" };
	const struct game_clockset	*c;
	char				 head[64], by[32], d[DURATION_TEXT_MAX];
	char				 text[2 * (DURATION_TEXT_MAX + 8)];
	size_t				 i, n;
	int				 side;

	for (i = 0; i < cut->nclocksets; i++) {
		c = &g->clocksets[i];
		if (c->ply != ply || c->law == LAW_NONE)
			continue;
		snprintf(head, sizeof head, "%s %s: ",
		    export_arbiter(g, c->law, by, sizeof by),
		    c->law == LAW_INCORRECT_CLAIM ?
		    "incorrect claim" : "illegal move");
		text[0] = '\0';
		for (n = 0, side = 0; side < 2; side++) {
			if (c->change[side] == 0)
				continue;
			duration_format(c->change[side], DURATION_SIGNED, d,
			    sizeof d);
			n += (size_t)snprintf(text + n, sizeof text - n,
			    "%s%s %s", n > 0 ? ", " : "", sides[side], d);
		}
		export_comment(w, head, text, "");
	}
}

/*
 * Appendix A in the movetext, once the sealed move is on it: where the
 * game was adjourned and sealed (A1a; 2023 I.1.1), the envelope (A2;
 * I.2), the resumption (A5; I.5) and the envelope opened (A7; I.7).
 */
static void
export_sealed(struct record_writer *w, const struct game *g,
    const struct export_cut *cut, size_t ply)
{
	static const char *const sides[] = { "White", "Black" };
	char	buf[256];
	int	by = g->seal.by <= CLOCK_BLACK ? g->seal.by : CLOCK_WHITE;

	if (!g->seal.opened || ply != g->seal.ply ||
	    g->ply0 + cut->plies <= ply)	/* the sealed move not shown */
		return;
	snprintf(buf, sizeof buf, "adjourned, %s sealed move %u, article %s",
	    sides[by], (unsigned)g->seal.move_number,
	    game_cite(g, LAW_SEAL));
	record_writer_comment(w, buf);
	if (g->seal.has_envelope) {
		snprintf(buf, sizeof buf, "envelope: resumption "
		    "%04u-%02u-%02u %02u:%02u, %s, article %s",
		    (unsigned)g->seal.date.year, (unsigned)g->seal.date.month,
		    (unsigned)g->seal.date.day,
		    (unsigned)(g->seal.resume_min / 60),
		    (unsigned)(g->seal.resume_min % 60), g->seal.place,
		    game_cite(g, LAW_ENVELOPE));
		record_writer_comment(w, buf);
	}
	snprintf(buf, sizeof buf, "resumed, article %s; the envelope opened, "
	    "article %s", game_cite(g, LAW_RESUME),
	    game_cite(g, LAW_OPEN_ENVELOPE));
	record_writer_comment(w, buf);
}

/* The movetext, as format_sheet() walks the scoresheet, up to the cut. */
struct export_moves {
	struct record_writer	*w;
	const struct game	*g;
	const struct export_cut	*cut;
};

static void
export_ply(void *arg, const struct format_ply *p)
{
	struct export_moves	*m = arg;

	if (p->index >= m->cut->plies)
		return;
	record_writer_move(m->w, p->text, p->number, p->side, p->clk);
	if (p->marks & GAME_MARK_OFFER)
		export_comment(m->w, "(=)", "", "");	/* 9.1b, E13 */
	export_penalties(m->w, m->g, m->cut, m->g->ply0 + p->index + 1);
	export_rulings(m->w, m->g, m->cut, m->g->ply0 + p->index + 1);
	export_sealed(m->w, m->g, m->cut, m->g->ply0 + p->index + 1);
}

/* Time left as h:mm:ss, a second begun counting whole (as [%clk]). */
static void
export_hms(int64_t ms, char *buf, size_t len)
{
	int64_t	s = ms > 0 ? (ms + 999) / 1000 : 0;

	snprintf(buf, len, "%lld:%02lld:%02lld", (long long)(s / 3600),
	    (long long)(s / 60 % 60), (long long)(s % 60));
}

/* Appendix A, after the movetext: an adjourned game, a closed envelope. */
static void
export_adjourned(struct record_writer *w, const struct game *g,
    const struct export_cut *cut)
{
	static const char *const sides[] = { "White", "Black" };
	char	buf[96];
	int	by = g->seal.by <= CLOCK_BLACK ? g->seal.by : CLOCK_WHITE;

	if (g->status == GAME_ADJOURNED) {
		if (cut->delayed)
			strcpy(buf, "adjourned");
		else if (g->seal.sealed)
			snprintf(buf, sizeof buf, "adjourned, %s sealed move "
			    "%u", sides[by], (unsigned)g->seal.move_number);
		else
			snprintf(buf, sizeof buf, "adjourned, %s to seal move "
			    "%u", sides[by], game_move_number(g));
		record_writer_comment(w, buf);
	} else if (g->status == GAME_PLAYING && g->seal.sealed &&
	    !g->seal.opened)
		record_writer_comment(w, "resumed, the sealed move not yet "
		    "opened");
}

/* Before the first move: why the record starts where it does. */
static void
export_restart(struct record_writer *w, const struct game *g)
{
	enum law	law = g->restart_law;

	if (law == LAW_BOARD_TURNED || law == LAW_COLOURS_WRONG)
		export_comment(w, "restarted, article ", game_cite(g, law), "");
	else
		export_comment(w, "from the board an illegal move as made left, "
		    "which stood, article ", game_cite(g, law), "");
}

const char *
export_board(const struct event *ev, const struct game *g, char *buf)
{
	if (event_game_kept(ev, g))
		snprintf(buf, EXPORT_BOARD_MAX, "%u.%u", (unsigned)g->round,
		    (unsigned)g->board);
	else
		snprintf(buf, EXPORT_BOARD_MAX, "%u", (unsigned)g->board);
	return buf;
}

/* The tags of g: at most EXPORT_TAGS_MAX, their texts in t. */
#define EXPORT_TAGS_MAX	20
struct export_texts {
	char	date[16], round[8], board[8], tc[TC_TEXT_MAX];
	char	welo[8], belo[8], wfide[16], bfide[16];
	char	wclock[24], bclock[24];
	char	fen[GAME_POS_TEXT_MAX], start[GAME_POS_TEXT_MAX];
};

static size_t
export_tags(const struct event *ev, const struct game *g,
    const struct export_cut *cut, struct record_tag *tags,
    struct export_texts *t)
{
	const struct player	*wp = event_player(ev, g->white);
	const struct player	*bp = event_player(ev, g->black);
	struct game_pos		 initial;
	size_t			 n = 0;
	const struct date	*date = event_game_kept(ev, g) ? &g->date :
				    &ev->date;

	if (date->year != 0)
		snprintf(t->date, sizeof t->date, "%04u.%02u.%02u",
		    date->year, date->month, date->day);
	else
		strcpy(t->date, "????.??.??");
	/* An adjourned game's round is the one it was paired in (A). */
	snprintf(t->round, sizeof t->round, "%u", g->round);
	snprintf(t->board, sizeof t->board, "%u", g->board);
	tc_format(&g->tc, t->tc, sizeof t->tc);
	tags[n++] = (struct record_tag){ "Event", ev->name };
	tags[n++] = (struct record_tag){ "Site", ev->site[0] ? ev->site : "?" };
	tags[n++] = (struct record_tag){ "Date", t->date };
	tags[n++] = (struct record_tag){ "Round", t->round };
	tags[n++] = (struct record_tag){ "White", wp != NULL ? wp->name : "?" };
	tags[n++] = (struct record_tag){ "Black", bp != NULL ? bp->name : "?" };
	if (wp != NULL && wp->rating != 0) {	/* rated players only */
		snprintf(t->welo, sizeof t->welo, "%u", (unsigned)wp->rating);
		tags[n++] = (struct record_tag){ "WhiteElo", t->welo };
	}
	if (bp != NULL && bp->rating != 0) {
		snprintf(t->belo, sizeof t->belo, "%u", (unsigned)bp->rating);
		tags[n++] = (struct record_tag){ "BlackElo", t->belo };
	}
	if (wp != NULL && wp->fide_id != 0) {	/* when known */
		snprintf(t->wfide, sizeof t->wfide, "%u",
		    (unsigned)wp->fide_id);
		tags[n++] = (struct record_tag){ "WhiteFideId", t->wfide };
	}
	if (bp != NULL && bp->fide_id != 0) {
		snprintf(t->bfide, sizeof t->bfide, "%u",
		    (unsigned)bp->fide_id);
		tags[n++] = (struct record_tag){ "BlackFideId", t->bfide };
	}
	tags[n++] = (struct record_tag){ "Result", export_result(g, cut->end) };
	tags[n++] = (struct record_tag){ "Board", t->board };
	tags[n++] = (struct record_tag){ "TimeControl", t->tc };
	if (cut->clocks != NULL) {
		export_hms(cut->clocks->left[CLOCK_WHITE], t->wclock,
		    sizeof t->wclock);
		export_hms(cut->clocks->left[CLOCK_BLACK], t->bclock,
		    sizeof t->bclock);
		tags[n++] = (struct record_tag){ "WhiteClock", t->wclock };
		tags[n++] = (struct record_tag){ "BlackClock", t->bclock };
	}
	tags[n++] = (struct record_tag){ "Termination",
	    export_termination(g, cut->end) };
	g->kind->start(&initial);
	g->kind->pos_write(&initial, t->start);
	g->kind->pos_write(&g->start, t->fen);
	/* The kind's variant (2023 Guidelines II: Chess960) is named, and
	 * its start always given: no reader knows it otherwise. */
	if (g->kind->record_variant != NULL)
		tags[n++] = (struct record_tag){ "Variant",
		    g->kind->record_variant };
	if (!cut->setup && (strcmp(t->fen, t->start) != 0 || g->ply0 != 0 ||
	    g->kind->record_variant != NULL)) {
		tags[n++] = (struct record_tag){ "SetUp", "1" };
		tags[n++] = (struct record_tag){ "FEN", t->fen };
	}
	return n;
}

void
export_game(const struct event *ev, const struct game *g,
    const struct export_cut *cut, record_out_fn *out, void *arg)
{
	struct record_writer	 w;
	struct record_tag	 tags[EXPORT_TAGS_MAX];
	struct export_texts	 t;
	struct export_moves	 m = { &w, g, cut };
	size_t			 n, i;

	n = export_tags(ev, g, cut, tags, &t);
	record_writer_init_style(&w, g->kind->record_style, out, arg);
	record_writer_tags(&w, tags, n);
	if (cut->setup) {
		/* The moves it replaced are not all due: none is shown. */
		record_writer_comment(&w, "the arbiter set the position");
		record_writer_result(&w, "*");
		return;
	}
	if (cut->restart)
		export_restart(&w, g);
	export_penalties(&w, g, cut, g->ply0);
	export_rulings(&w, g, cut, g->ply0);
	export_sealed(&w, g, cut, g->ply0);
	if (cut->plies > 0)
		format_sheet(g, GAME_STYLE_EXPORT, 0, export_ply, &m);
	export_adjourned(&w, g, cut);
	for (i = 0; cut->pending && i < g->npending; i++)
		export_comment(&w, "pending ", edition_cite(g->ed,
		    g->pending[i].law), "");
	if (g->status == GAME_FINISHED && cut->end)	/* why it ended */
		export_comment(&w, g->result[0] != '\0' ? g->result :
		    "score awaiting the arbiter", g->reason == LAW_ARBITER ?
		    ", the arbiter's ruling" : ", article ", g->reason ==
		    LAW_ARBITER ? "" : game_cite(g, g->reason));
	record_writer_result(&w, export_result(g, cut->end));
}

/* The earlier of *due and at + delay, for what at holds back. */
static void
export_due(struct export_cut *c, int64_t at, int64_t delay)
{
	if (at + delay < c->due)
		c->due = at + delay;
}

void
export_cut(const struct game *g, const struct export_options *o,
    struct export_cut *c)
{
	/* Instants are never earlier than the ones before them (lines are
	 * stamped so), so what is shown is a prefix of each list. */
	int64_t	 delay = o->delay_ms > 0 ? o->delay_ms : 0;
	int64_t	 cut = delay > 0 ? o->now - delay : INT64_MAX;
	size_t	 k;
	bool	 over = g->status == GAME_FINISHED ||
		    g->status == GAME_ANNULLED;

	memset(c, 0, sizeof *c);
	c->due = INT64_MAX;
	c->plies = g->nmoves;
	while (c->plies > 0 && g->at != NULL && g->at[c->plies - 1] > cut)
		c->plies--;
	if (c->plies < g->nmoves)
		export_due(c, g->at[c->plies], delay);
	c->npenalties = g->npenalties;
	while (c->npenalties > 0 && g->penalties[c->npenalties - 1].at > cut)
		c->npenalties--;
	if (c->npenalties < g->npenalties)
		export_due(c, g->penalties[c->npenalties].at, delay);
	c->end = over && g->end_ms <= cut;
	if (over && !c->end)
		export_due(c, g->end_ms, delay);
	c->pending = delay == 0 || c->end;
	c->delayed = delay > 0;
	c->setup = g->ply0 > 0 && g->restart_ms > cut;
	if (c->setup)
		export_due(c, g->restart_ms, delay);
	c->restart = g->restart_law != LAW_NONE && !c->setup;
	if (c->restart && g->restart_ms > cut) {	/* 5.2: moves gone */
		c->restart = false;
		export_due(c, g->restart_ms, delay);
	}
	k = g->nclocksets;
	while (k > 0 && g->clocksets[k - 1].at > cut)
		k--;
	if (k < g->nclocksets)
		export_due(c, g->clocksets[k].at, delay);
	c->nclocksets = k;
	/* News until a move shown after it: its [%clk] says more. */
	if (o->live && k > 0 && g->clocksets[k - 1].ply >= g->ply0 + c->plies)
		c->clocks = &g->clocksets[k - 1];
}

/*
 * The key's step: bijective in h for a given v and in v for a given h,
 * so that a change of any one word always changes the key (FxHash's
 * rotate, xor, multiply); export_key() ends with a full mix.
 */
static uint64_t
export_mix(uint64_t h, uint64_t v)
{
	return ((h << 5 | h >> 59) ^ v) * 0x517cc1b727220a95ULL;
}

static uint64_t
export_mix_str(uint64_t h, const char *s)
{
	uint64_t	v = 0;
	size_t		i;

	for (i = 0; s[i] != '\0'; i++) {
		v = v << 8 | (unsigned char)s[i];
		if (i % 8 == 7) {
			h = export_mix(h, v);
			v = 0;
		}
	}
	return export_mix(export_mix(h, v), i);
}

static uint64_t
export_mix_player(uint64_t h, const struct player *p)
{
	if (p == NULL)
		return export_mix(h, 0);
	h = export_mix_str(h, p->name);
	return export_mix(export_mix(h, p->rating), p->fide_id);
}

/* The game's scalars export_game() reads. */
static uint64_t
export_key_game(uint64_t h, const struct game *g, const struct export_cut *c)
{
	char	tc[TC_TEXT_MAX];
	size_t	i;

	tc_format(&g->tc, tc, sizeof tc);
	h = export_mix_str(h, tc);
	h = export_mix(h, (uint64_t)g->board << 32 |
	    (uint64_t)g->status << 16 | (uint64_t)g->reason << 8 |
	    (uint64_t)c->restart << 4 |
	    (uint64_t)c->delayed << 3 | (uint64_t)c->end << 2 |
	    (uint64_t)c->pending << 1 | (uint64_t)c->setup);
	h = export_mix(h, (uint64_t)g->ply0 << 32 | (uint64_t)c->plies);
	h = export_mix(h, g->restart_law);
	h = export_mix_str(h, g->result);
	h = export_mix(h, (uint64_t)(uintptr_t)g->kind);
	h = export_mix(h, (uint64_t)(uintptr_t)g->ed);
	for (i = 0; i < GAME_POS_BYTES; i += 8) {
		uint64_t	v;

		memcpy(&v, g->start.bytes + i, sizeof v);
		h = export_mix(h, v);
	}
	/* export_adjourned()'s: "to seal move N" counts from pos. */
	h = export_mix(h, (uint64_t)g->seal.sealed << 3 |
	    (uint64_t)g->seal.opened << 2 | (uint64_t)g->seal.by << 1);
	h = export_mix(h, (uint64_t)g->seal.move_number << 32 |
	    game_move_number(g));
	for (i = 0; i < g->npending; i++)
		h = export_mix(h, (uint64_t)g->pending[i].law << 8 |
		    g->pending[i].question);
	if (c->clocks != NULL)
		h = export_mix(export_mix(h, (uint64_t)c->clocks->left[0]),
		    (uint64_t)c->clocks->left[1]);
	return export_mix(h, c->clocks != NULL);
}

uint64_t
export_key(const struct event *ev, const struct game *g,
    const struct export_cut *c)
{
	const struct game_penalty	*p;
	uint64_t			 h = 0x6a09e667f3bcc908ULL;
	size_t				 i;

	h = export_mix_str(export_mix_str(h, ev->name), ev->site);
	h = export_mix(h, (uint64_t)ev->date.year << 32 |
	    (uint64_t)ev->date.month << 16 | (uint64_t)ev->date.day << 8);
	h = export_mix(h, (uint64_t)(uintptr_t)ev->ed << 16 | ev->round);
	h = export_mix_player(h, event_player(ev, g->white));
	h = export_mix_player(h, event_player(ev, g->black));
	h = export_key_game(h, g, c);
	for (i = 0; i < c->plies; i++) {
		h = export_mix(h, g->moves[i]);
		h = export_mix(h, (uint64_t)g->clk[i] << 8 | g->marks[i]);
	}
	for (i = 0; i < c->npenalties; i++) {
		p = &g->penalties[i];
		h = export_mix(h, (uint64_t)p->ply << 32 |
		    (uint64_t)p->law << 16 | (uint64_t)p->kind << 8 | p->side);
		h = export_mix_str(h, p->reason);
	}
	/* export_rulings(), export_sealed(), and a kept game's round and
	 * date (export_tags()). */
	h = export_mix(h, (uint64_t)c->nclocksets << 32 | g->seal.ply);
	for (i = 0; i < c->nclocksets; i++)
		h = export_mix(h, (uint64_t)g->clocksets[i].change[0] ^
		    (uint64_t)g->clocksets[i].change[1] << 1 ^
		    g->clocksets[i].law);
	h = export_mix(h, (uint64_t)g->round << 32 |
	    (uint64_t)g->date.year << 16 | (uint64_t)g->date.month << 8 |
	    g->date.day);
	/* splitmix64's finaliser: every bit of h counts in every bit. */
	h ^= h >> 30;
	h *= 0xbf58476d1ce4e5b9ULL;
	h ^= h >> 27;
	h *= 0x94d049bb133111ebULL;
	return h ^ h >> 31;
}

void
export_pgn_cut(const struct event *ev, const struct export_options *o,
    FILE *f)
{
	struct export_cut	cut;
	size_t			i;

	for (i = 0; i < ev->ngames; i++) {
		export_cut(&ev->games[i], o, &cut);
		export_game(ev, &ev->games[i], &cut, export_out, f);
	}
}

const char *
export_ext(const struct event *ev, char *ext)
{
	const char	*record = ev->kind != NULL ? ev->kind->record : "PGN";
	size_t		 i;

	for (i = 0; i + 1 < EXPORT_EXT_MAX && record[i] != '\0'; i++)
		ext[i] = (char)tolower((unsigned char)record[i]);
	ext[i] = '\0';
	return ext;
}

void
export_pgn(const struct event *ev, FILE *f)
{
	struct export_options	o = { false, 0, 0 };

	export_pgn_cut(ev, &o, f);
}

/* Half points as text: 6, 1.5, 0. */
static const char *
export_points(uint32_t points2, char *buf, size_t len)
{
	snprintf(buf, len, points2 % 2 ? "%u.5" : "%u", points2 / 2);
	return buf;
}

/* After a standings row: the player's expulsion (13.4g, 2023 12.9.9)
 * or exclusion from rounds (2023 12.9.8). */
static void
export_sanctions(const struct event *ev, const struct player *p, FILE *f)
{
	if (p->expelled)
		fprintf(f, _("  (expelled, %s)"),
		    edition_cite(ev->ed, LAW_EXPULSION));
	else if (p->excluded_upto != 0)
		fprintf(f, _("  (excluded from rounds %u-%u, %s)"),
		    (unsigned)p->excluded_from, (unsigned)p->excluded_upto,
		    edition_cite(ev->ed, LAW_EXCLUSION));
}

/* A tie-break's value (hundredths) as text: "12.5", "1888", "-". */
static const char *
export_hundredths(int64_t v, char *buf, size_t size)
{
	if (v < 0)
		snprintf(buf, size, "-");
	else if (v % 10 != 0)
		snprintf(buf, size, "%lld.%02lld", (long long)(v / 100),
		    (long long)(v % 100));
	else if (v % 100 != 0)
		snprintf(buf, size, "%lld.%lld", (long long)(v / 100),
		    (long long)(v % 100 / 10));
	else
		snprintf(buf, size, "%lld", (long long)(v / 100));
	return buf;
}

/* The tie-breaks' heads, or values, after the points (C.07). */
static void
export_tiebreaks(const struct tiebreak_spec *spec, size_t n,
    const struct standing *st, FILE *f)
{
	char	buf[24];
	size_t	k;

	for (k = 0; k < n; k++) {
		if (st == NULL)
			tiebreak_name(&spec[k], buf, sizeof buf);
		else
			export_hundredths(st->tb[k], buf, sizeof buf);
		fprintf(f, " %7s", buf);
	}
}

/* This round's bye (C.04), after the name. */
static void
export_bye(const struct player *p, FILE *f)
{
	static const char *const byes[] = { NULL, N_("full-point bye"),
		N_("half-point bye"), N_("zero-point bye"),
		N_("pairing-allocated bye") };

	if (p->bye != COMMAND_BYE_NONE && p->bye <= COMMAND_BYE_PAB)
		fprintf(f, "  (%s)", _(byes[p->bye]));
}

void
export_standings(const struct event *ev, FILE *f)
{
	struct tiebreak_spec	 spec[TIEBREAK_MAX];
	struct standing		*st;
	size_t			 i, n, ntb = standings_tiebreaks(ev, spec);
	char			 w[16], d[16], l[16], pts[16], rtg[16];

	if ((st = calloc(ev->nplayers + 1, sizeof *st)) == NULL)
		return;
	n = standings_compute(ev, st);
	/* The scoring article as the edition numbers it: 2005 11.1, 2023
	 * 10.1, draughts 6.1. */
	fprintf(f, _("Standings after round %u: win %s, draw %s, loss %s (%s)\n"),
	    (unsigned)ev->round, export_points(ev->score2[2], w, sizeof w),
	    export_points(ev->score2[1], d, sizeof d),
	    export_points(ev->score2[0], l, sizeof l),
	    edition_cite(ev->ed, LAW_SCORING));
	if (ntb > 0)
		fprintf(f, _("Equal points ranked by the tie-breaks (C.07): "
		    "%s\n"), ev->tiebreaks);
	/* The name last: names in UTF-8 would break byte-counted columns. */
	fputs(_("Rank   No.  Points"), f);
	export_tiebreaks(spec, ntb, NULL, f);
	fprintf(f, "%s\n", _("  Games  Open  Rtg   Fed  Name"));
	for (i = 0; i < n; i++) {
		/* Equal points (and tie-breaks), equal rank. */
		snprintf(rtg, sizeof rtg, st[i].player->rating != 0 ? "%u" : "-",
		    (unsigned)st[i].player->rating);
		fprintf(f, "%4u %5u  %6s", (unsigned)st[i].rank,
		    (unsigned)st[i].player->id,
		    export_points(st[i].points2, pts, sizeof pts));
		export_tiebreaks(spec, ntb, &st[i], f);
		fprintf(f, "  %5u  %4u  %4s  %-3s  %s",
		    (unsigned)st[i].scored, (unsigned)st[i].unscored, rtg,
		    st[i].player->fed, st[i].player->name);
		export_sanctions(ev, st[i].player, f);
		export_bye(st[i].player, f);
		fputc('\n', f);
	}
	fprintf(f, "%s\n", _("Open: games still on or awaiting the arbiter's decision."));
	free(st);
}
