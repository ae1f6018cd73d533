/*
 * export.c: PGN export through the core's PGN writer.
 */
#include "config.h"

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
export_termination(const struct game *g)
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

	if (g->status != GAME_FINISHED)
		return "unterminated";
	for (i = 0; i < sizeof map / sizeof map[0]; i++) {
		if (g->reason == map[i].law)
			return map[i].termination;
	}
	return "normal";
}

static const char *
export_result(const struct game *g)
{
	if (strcmp(g->result, "1-0") == 0 || strcmp(g->result, "+/-") == 0)
		return "1-0";
	if (strcmp(g->result, "0-1") == 0 || strcmp(g->result, "-/+") == 0)
		return "0-1";
	if (strcmp(g->result, "1/2-1/2") == 0)
		return "1/2-1/2";
	return "*";
}

static void
export_penalties(struct record_writer *w, const struct game *g, size_t ply)
{
	static const char *const sides[] = { "white", "black", "both" };
	const struct game_penalty	*p;
	char				 head[64];
	size_t				 i;

	for (i = 0; i < g->npenalties; i++) {
		p = &g->penalties[i];
		if (p->ply != ply)
			continue;
		snprintf(head, sizeof head, game_penalty_offender(p) >= 0 ?
		    "arbiter %s offender %s: " : "arbiter %s %s: ",
		    game_cite(g, p->law), game_penalty_offender(p) >= 0 ?
		    sides[game_penalty_offender(p)] : p->side < 3 ?
		    sides[p->side] : "");
		export_comment(w, head, p->reason, "");
	}
}

/* The movetext, as format_sheet() walks the scoresheet. */
struct export_moves {
	struct record_writer	*w;
	const struct game	*g;
};

static void
export_ply(void *arg, const struct format_ply *p)
{
	struct export_moves	*m = arg;

	record_writer_move(m->w, p->text, p->number, p->side, p->clk);
	if (p->marks & GAME_MARK_OFFER)
		export_comment(m->w, "(=)", "", "");	/* 9.1b, E13 */
	export_penalties(m->w, m->g, m->g->ply0 + p->index + 1);
}

static void
export_game(const struct event *ev, const struct game *g, FILE *f)
{
	const struct player	*wp = event_player(ev, g->white);
	const struct player	*bp = event_player(ev, g->black);
	struct record_writer	 w;
	struct record_tag	 tags[14];
	struct export_moves	 m = { &w, g };
	struct game_pos		 initial;
	char			 date[16], round[8], board[8], tc[TC_TEXT_MAX];
	char			 welo[8], belo[8];
	char			 fen[GAME_POS_TEXT_MAX];
	char			 start[GAME_POS_TEXT_MAX];
	size_t			 n = 0, i;

	if (ev->date.year != 0)
		snprintf(date, sizeof date, "%04u.%02u.%02u", ev->date.year,
		    ev->date.month, ev->date.day);
	else
		strcpy(date, "????.??.??");
	snprintf(round, sizeof round, "%u", ev->round);
	snprintf(board, sizeof board, "%u", g->board);
	tc_format(&g->tc, tc, sizeof tc);
	tags[n++] = (struct record_tag){ "Event", ev->name };
	tags[n++] = (struct record_tag){ "Site", ev->site[0] ? ev->site : "?" };
	tags[n++] = (struct record_tag){ "Date", date };
	tags[n++] = (struct record_tag){ "Round", round };
	tags[n++] = (struct record_tag){ "White", wp != NULL ? wp->name : "?" };
	tags[n++] = (struct record_tag){ "Black", bp != NULL ? bp->name : "?" };
	if (wp != NULL && wp->rating != 0) {	/* rated players only */
		snprintf(welo, sizeof welo, "%u", (unsigned)wp->rating);
		tags[n++] = (struct record_tag){ "WhiteElo", welo };
	}
	if (bp != NULL && bp->rating != 0) {
		snprintf(belo, sizeof belo, "%u", (unsigned)bp->rating);
		tags[n++] = (struct record_tag){ "BlackElo", belo };
	}
	tags[n++] = (struct record_tag){ "Result", export_result(g) };
	tags[n++] = (struct record_tag){ "Board", board };
	tags[n++] = (struct record_tag){ "TimeControl", tc };
	tags[n++] = (struct record_tag){ "Termination",
	    export_termination(g) };
	g->kind->start(&initial);
	g->kind->pos_write(&initial, start);
	g->kind->pos_write(&g->start, fen);
	if (strcmp(fen, start) != 0 || g->ply0 != 0) {
		tags[n++] = (struct record_tag){ "SetUp", "1" };
		tags[n++] = (struct record_tag){ "FEN", fen };
	}
	record_writer_init(&w, export_out, f);
	record_writer_tags(&w, tags, n);
	export_penalties(&w, g, g->ply0);
	format_sheet(g, GAME_STYLE_EXPORT, 0, export_ply, &m);
	for (i = 0; i < g->npending; i++)
		export_comment(&w, "pending ", edition_cite(g->ed,
		    g->pending[i].law), "");
	if (g->status == GAME_FINISHED)		/* why it ended */
		export_comment(&w, g->result[0] != '\0' ? g->result :
		    "score awaiting the arbiter", g->reason == LAW_ARBITER ?
		    ", the arbiter's ruling" : ", article ", g->reason ==
		    LAW_ARBITER ? "" : game_cite(g, g->reason));
	record_writer_result(&w, export_result(g));
}

void
export_pgn(const struct event *ev, FILE *f)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++)
		export_game(ev, &ev->games[i], f);
}

/* The player's game in this round, and his side in it, or NULL. */
static const struct game *
export_find(const struct event *ev, uint32_t id, int *side)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++) {
		if (ev->games[i].white == id || ev->games[i].black == id) {
			*side = ev->games[i].white == id ? CLOCK_WHITE :
			    CLOCK_BLACK;
			return &ev->games[i];
		}
	}
	return NULL;
}

/* TRF-16's result letter for side's score, or 0 when there is none. */
static char
export_trf_result(const struct game *g, int side)
{
	int	p = game_points2(g, side);

	if (p == GAME_POINTS_NULL || g->status != GAME_FINISHED)
		return 0;
	if (g->forfeit && g->adj2[0] == 0 && g->adj2[1] == 0)
		return p == 2 ? '+' : '-';
	return p == 2 ? '1' : p == 1 ? '=' : '0';
}

/* 2023 12.9.8: p is excluded from the event's current round. */
static bool
export_excluded(const struct event *ev, const struct player *p)
{
	return p->excluded_upto != 0 && ev->round >= p->excluded_from &&
	    ev->round <= p->excluded_upto;
}

void
export_trf(const struct event *ev, FILE *f)
{
	const struct player	*p;
	const struct game	*g;
	char			 line[256], block[16];
	size_t			 i, n;
	int			 side = CLOCK_WHITE, pts, col;
	char			 r;

	fprintf(f, "012 %s\n", ev->name);
	if (ev->site[0] != '\0')
		fprintf(f, "022 %s\n", ev->site);
	if (ev->date.year != 0)
		fprintf(f, "042 %04u/%02u/%02u\n", ev->date.year,
		    ev->date.month, ev->date.day);
	fprintf(f, "062 %zu\n", ev->nplayers);
	for (i = 0; i < ev->nplayers; i++) {
		p = &ev->players[i];
		g = export_find(ev, p->id, &side);
		r = g != NULL ? export_trf_result(g, side) : 0;
		pts = (int)standings_of(ev, p).points2;	/* 11.1 */
		memset(line, ' ', sizeof line);
		/* Columns of TRF-16, 1-based: 1-3, 5-8, 15-47, 49-52, 54-56,
		 * 58-68, 81-84; round r's block at 92 + 10 (r - 1). */
		snprintf(block, sizeof block, "001 %4u", p->id);
		memcpy(line, block, 8);
		/* At most 33 bytes, never half a UTF-8 character. */
		n = strnlen(p->name, 33);
		while (n > 0 && n < strlen(p->name) &&
		    ((unsigned char)p->name[n] & 0xc0) == 0x80)
			n--;
		memcpy(line + 14, p->name, n);
		if (p->rating != 0) {
			snprintf(block, sizeof block, "%4u", p->rating);
			memcpy(line + 48, block, 4);
		}
		memcpy(line + 53, p->fed, strnlen(p->fed, 3));
		if (p->fide_id != 0) {
			snprintf(block, sizeof block, "%11u", p->fide_id);
			memcpy(line + 57, block, 11);
		}
		snprintf(block, sizeof block, "%2d.%d", pts / 2, pts % 2 * 5);
		memcpy(line + 80, block, 4);
		col = 91 + 10 * (ev->round > 0 ? ev->round - 1 : 0);
		if (g != NULL && col + 10 < (int)sizeof line - 1) {
			snprintf(block, sizeof block, "%4u %c %c",
			    side == CLOCK_WHITE ? g->black : g->white,
			    side == CLOCK_WHITE ? 'w' : 'b', r != 0 ? r : ' ');
			memcpy(line + col, block, strlen(block));
			col += 10;
		} else if (export_excluded(ev, p) && col + 10 < (int)sizeof line - 1) {
			/* 2023 12.9.8: not paired, excluded: a zero bye. */
			memcpy(line + col, "0000 - Z", 8);
			col += 10;
		} else
			col = 84;
		while (col > 0 && line[col - 1] == ' ')
			col--;
		line[col] = '\0';
		fprintf(f, "%s\n", line);
	}
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

void
export_standings(const struct event *ev, FILE *f)
{
	struct standing	*st;
	size_t		 i, n, rank = 0;
	char		 w[16], d[16], l[16], pts[16], rtg[16];

	if ((st = calloc(ev->nplayers + 1, sizeof *st)) == NULL)
		return;
	n = standings_compute(ev, st);
	fprintf(f, _("Standings after round %u: win %s, draw %s, loss %s (11.1)\n"),
	    (unsigned)ev->round, export_points(ev->score2[2], w, sizeof w),
	    export_points(ev->score2[1], d, sizeof d),
	    export_points(ev->score2[0], l, sizeof l));
	/* The name last: names in UTF-8 would break byte-counted columns. */
	fprintf(f, "%s\n", _("Rank   No.  Points  Games  Open  Rtg   Fed  Name"));
	for (i = 0; i < n; i++) {
		if (i == 0 || st[i].points2 != st[i - 1].points2)
			rank = i + 1;	/* equal points, equal rank */
		snprintf(rtg, sizeof rtg, st[i].player->rating != 0 ? "%u" : "-",
		    (unsigned)st[i].player->rating);
		fprintf(f, "%4zu %5u  %6s  %5u  %4u  %4s  %-3s  %s", rank,
		    (unsigned)st[i].player->id,
		    export_points(st[i].points2, pts, sizeof pts),
		    (unsigned)st[i].scored, (unsigned)st[i].unscored, rtg,
		    st[i].player->fed, st[i].player->name);
		export_sanctions(ev, st[i].player, f);
		fputc('\n', f);
	}
	fprintf(f, "%s\n", _("Open: games still on or awaiting the arbiter's decision."));
	free(st);
}
