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
#include "chess/notation.h"
#include "chess/pgn.h"
#include "standings.h"

static void
export_out(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

/* A comment between moves, outside the writer's own tokens. */
static void
export_comment(struct pgn_writer *w, const char *a, const char *b,
    const char *c)
{
	char	buf[512];
	int	n;

	n = snprintf(buf, sizeof buf, " {%s%s%s}", a, b, c);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof buf)
		n = sizeof buf - 1;
	/* Braces may not nest in a PGN comment. */
	for (char *p = buf + 2; p < buf + n - 1; p++) {
		if (*p == '{' || *p == '}')
			*p = '(';
	}
	w->out(w->arg, buf, (size_t)n);
	w->column += (size_t)n;
	w->need_number = true;
}

static const char *
export_termination(const struct game *g)
{
	static const struct {
		const char	*reason, *termination;
	} map[] = {
		{ "6.10", "time forfeit" }, { "6.12", "time forfeit" },
		{ "10.3", "time forfeit" }, { "B9", "time forfeit" },
		{ "6.7", "abandoned" }, { "A10", "abandoned" },
		{ "7.4b", "rules infraction" }, { "C3", "rules infraction" },
		{ "12.2b", "rules infraction" }, { "12.7", "rules infraction" },
		{ "12.8", "rules infraction" }, { "12.9", "rules infraction" },
		{ "13.4d", "rules infraction" }, { "13.4g", "rules infraction" },
		{ "A8", "rules infraction" }, { "arbiter", "adjudication" },
		{ "10.2", "adjudication" },
	};
	size_t	i;

	if (g->status != GAME_FINISHED)
		return "unterminated";
	for (i = 0; i < sizeof map / sizeof map[0]; i++) {
		if (strcmp(g->reason, map[i].reason) == 0)
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
export_penalties(struct pgn_writer *w, const struct game *g, size_t ply)
{
	static const char *const sides[] = { "white", "black", "both" };
	const struct game_penalty	*p;
	char				 head[64];
	size_t				 i;

	for (i = 0; i < g->npenalties; i++) {
		p = &g->penalties[i];
		if (p->ply != ply)
			continue;
		snprintf(head, sizeof head, "arbiter %s %s: ", p->article,
		    p->side < 3 ? sides[p->side] : "");
		export_comment(w, head, p->reason, "");
	}
}

static void
export_game(const struct event *ev, const struct game *g, FILE *f)
{
	const struct player	*wp = event_player(ev, g->white);
	const struct player	*bp = event_player(ev, g->black);
	struct pgn_writer	 w;
	struct pgn_tag		 tags[12];
	struct position		 pos = g->start;
	struct undo		 u;
	char			 date[16], round[8], board[8], tc[TC_TEXT_MAX];
	char			 fen[FEN_MAX], san[NOTATION_MAX];
	size_t			 n = 0, i;
	struct position		 initial;

	if (ev->date.year != 0)
		snprintf(date, sizeof date, "%04u.%02u.%02u", ev->date.year,
		    ev->date.month, ev->date.day);
	else
		strcpy(date, "????.??.??");
	snprintf(round, sizeof round, "%u", ev->round);
	snprintf(board, sizeof board, "%u", g->board);
	tc_format(&g->tc, tc, sizeof tc);
	tags[n++] = (struct pgn_tag){ "Event", ev->name };
	tags[n++] = (struct pgn_tag){ "Site", ev->site[0] ? ev->site : "?" };
	tags[n++] = (struct pgn_tag){ "Date", date };
	tags[n++] = (struct pgn_tag){ "Round", round };
	tags[n++] = (struct pgn_tag){ "White", wp != NULL ? wp->name : "?" };
	tags[n++] = (struct pgn_tag){ "Black", bp != NULL ? bp->name : "?" };
	tags[n++] = (struct pgn_tag){ "Result", export_result(g) };
	tags[n++] = (struct pgn_tag){ "Board", board };
	tags[n++] = (struct pgn_tag){ "TimeControl", tc };
	tags[n++] = (struct pgn_tag){ "Termination", export_termination(g) };
	board_start(&initial);
	if (g->start.key != initial.key || g->ply0 != 0) {
		fen_write(&g->start, fen);
		tags[n++] = (struct pgn_tag){ "SetUp", "1" };
		tags[n++] = (struct pgn_tag){ "FEN", fen };
	}
	pgn_writer_init(&w, export_out, f);
	pgn_writer_tags(&w, tags, n);
	export_penalties(&w, g, g->ply0);
	for (i = 0; i < g->nmoves; i++) {
		notation_write(&pos, g->moves[i], NOTATION_SAN, LANG_EN, san);
		pgn_writer_move(&w, san, pos.fullmove, (enum color)pos.side,
		    g->clk[i]);
		if (g->marks[i] & GAME_MARK_OFFER)
			export_comment(&w, "(=)", "", "");	/* 9.1b, E13 */
		board_make(&pos, g->moves[i], &u);
		export_penalties(&w, g, g->ply0 + i + 1);
	}
	for (i = 0; i < g->npending; i++)
		export_comment(&w, "pending ", g->pending[i].article, "");
	if (g->status == GAME_FINISHED)
		export_comment(&w, g->result[0] != '\0' ? g->result :
		    "score awaiting the arbiter", ", article ", g->reason);
	pgn_writer_result(&w, export_result(g));
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
		fprintf(f, "%4zu %5u  %6s  %5u  %4u  %4s  %-3s  %s%s\n", rank,
		    (unsigned)st[i].player->id,
		    export_points(st[i].points2, pts, sizeof pts),
		    (unsigned)st[i].scored, (unsigned)st[i].unscored, rtg,
		    st[i].player->fed,
		    st[i].player->name, st[i].player->expelled ?
		    _("  (expelled, 13.4g)") : "");
	}
	fprintf(f, "%s\n", _("Open: games still on or awaiting the arbiter's decision."));
	free(st);
}
