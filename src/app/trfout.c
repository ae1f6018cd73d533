/*
 * trfout.c: the whole event as TRF-16 or TRF-2026 (trfout.h).
 *
 * Where the layout comes from: TRF-16, FIDE Handbook C.04 Annex 2,
 * https://www.fide.com/FIDE/handbook/C04Annex2_TRF16.pdf; TRF-2026
 * (applied from 1 September 2025), https://handbook.fide.com/files/handbook/TRF26.pdf.
 * The records written, 1-based columns:
 *	012 name, 022 city (the event's site), 042 date of start (the first
 *	round's date, YYYY/MM/DD), 062 players, 072 rated players, 122 the
 *	time control as text, 132 each round's date (YY/MM/DD at round r's
 *	block column, TRF_BLOCK(r)); TRF-2026 only: 142 rounds (TRF-16: XXR,
 *	JaVaFo's extension, which bbpPairings reads too), 162 the points of
 *	a win, draw and loss and of the pairing-allocated bye (W D L P: code
 *	at column 6, points at 7-10, every 9 columns) when the event's scale
 *	is not 1, 1/2, 0, 222 the encoded
 *	time control (d[:d], d = S, S+I, M/S or M/S+I), 240 zero-point byes
 *	(Z at 5, round at 7-9, start numbers from 11, every 5) for 2023
 *	12.9.8's excluded players and, for the next round, the expelled and
 *	excluded, 299 abnormal points (blank type at 5: a penalty or bonus;
 *	[-]11.5 at 14-17, round at 20-22, start number at 24-27).
 *	001: start number 5-8, name 15-47, rating 49-52, federation 54-56,
 *	FIDE id 58-68, points 81-84, rank 86-89, round r's block at
 *	TRF_BLOCK(r): opponent (4 columns), colour at +5, result at +7.
 * TRF-2026 only, with the event's tie-breaks (C.07): 202 the list, 212
 * the standings' order, PTS then the list (C.07's names: "BH-C1,SB");
 * the rank column (86-89) follows them in both versions.
 * Not written, since the event does not know them: 032 federation, 052
 * date of end, 092/192 type of tournament, 102/112 arbiters' names,
 * sex, title and birth date.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/session.h"
#include "app/trfin.h"
#include "app/trfout.h"
#include "app/xmalloc.h"
#include "standings.h"
#include "utf8.h"

void
trfout_init(struct trfout *t)
{
	memset(t, 0, sizeof *t);
}

void
trfout_release(struct trfout *t)
{
	size_t	i;

	for (i = 0; i < t->nrounds; i++) {
		free(t->rounds[i].games);
		free(t->rounds[i].byes);
	}
	free(t->rounds);
	trfout_init(t);
}

/* How g was decided, for its codes; closing: its round is over. */
static enum trfout_play
trfout_play_of(const struct game *g, bool closing)
{
	bool	none = g->nmoves == 0;

	switch (g->status) {
	case GAME_ANNULLED:
		return TRFOUT_NOGAME;
	case GAME_FINISHED:
		break;
	case GAME_PENDING:
		return closing ? TRFOUT_NOGAME : TRFOUT_OPEN;
	default:
		return TRFOUT_OPEN;
	}
	if (g->base2[0] == GAME_POINTS_NULL || g->base2[1] == GAME_POINTS_NULL)
		return TRFOUT_OPEN;
	/* Not played: the result says so, or no move and a loss by
	 * lateness (6.7) or for both. */
	if (g->forfeit || (none && (g->reason == LAW_LATE ||
	    (g->base2[0] == 0 && g->base2[1] == 0))))
		return TRFOUT_FORFEIT;
	return none ? TRFOUT_UNPLAYED : TRFOUT_PLAYED;
}

/* What g is now, into o. */
static void
trfout_game_of(struct trfout_game *o, const struct game *g, bool closing)
{
	int	side;

	o->white = g->white;
	o->black = g->black;
	o->play = (uint8_t)trfout_play_of(g, closing);
	for (side = 0; side < 2; side++) {
		o->base2[side] = g->base2[side];
		o->points2[side] = (int8_t)game_points2(g, side);
	}
}

/*
 * An adjourned game an earlier round left on (format 6: Appendix A) is
 * that round's: its entry there takes what it is now.
 */
static void
trfout_keep_earlier(struct trfout *t, const struct game *g)
{
	struct trfout_round	*r;
	size_t			 i, k;

	for (i = 0; i < t->nrounds; i++) {
		r = &t->rounds[i];
		if (r->number != g->round)
			continue;
		for (k = 0; k < r->ngames; k++) {
			if (r->games[k].white == g->white &&
			    r->games[k].black == g->black)
				trfout_game_of(&r->games[k], g, false);
		}
	}
}

void
trfout_keep(struct trfout *t, const struct event *ev, bool closing)
{
	struct trfout_round	*r = NULL;
	const struct game	*g;
	size_t			 i;

	if (ev->round == 0)
		return;
	for (i = 0; i < t->nrounds; i++) {
		if (t->rounds[i].number == ev->round)
			r = &t->rounds[i];
	}
	if (r == NULL) {
		if (t->nrounds == t->cap) {
			t->cap = t->cap == 0 ? 16 : 2 * t->cap;
			t->rounds = xrealloc(t->rounds, t->cap *
			    sizeof *t->rounds);
		}
		r = &t->rounds[t->nrounds++];
	} else {
		free(r->games);
		free(r->byes);
	}
	memset(r, 0, sizeof *r);
	r->number = ev->round;
	r->date = ev->date;
	r->games = xcalloc(ev->ngames + 1, sizeof *r->games);
	r->byes = xcalloc(ev->nplayers + 1, sizeof *r->byes);
	for (i = 0; i < ev->nplayers; i++)
		if (ev->players[i].bye != COMMAND_BYE_NONE)
			r->byes[r->nbyes++] = (struct trfout_bye){
			    ev->players[i].id, ev->players[i].bye };
	for (i = 0; i < ev->ngames; i++) {
		g = &ev->games[i];
		if (event_game_kept(ev, g))
			trfout_keep_earlier(t, g);
		else
			trfout_game_of(&r->games[r->ngames++], g, closing);
	}
}

/* session_rebuilt()'s hook: a 'round' is about to clear the boards. */
static void
trfout_before(void *arg, const struct event *ev, const struct command *cmd)
{
	if (cmd->verb == COMMAND_ROUND)
		trfout_keep(arg, ev, true);
}

struct session *
trfout_collect(const struct session *s, struct trfout *t)
{
	struct session	*c = session_rebuilt(s, trfout_before, t);

	trfout_keep(t, session_event(c), false);
	return c;
}

/* The game of player id in round r, and his side in it, or NULL. */
static const struct trfout_game *
trfout_find(const struct trfout_round *r, uint32_t id, int *side)
{
	size_t	i;

	for (i = 0; i < r->ngames; i++) {
		if (r->games[i].play == TRFOUT_NOGAME)
			continue;
		if (r->games[i].white == id || r->games[i].black == id) {
			*side = r->games[i].white == id ? CLOCK_WHITE :
			    CLOCK_BLACK;
			return &r->games[i];
		}
	}
	return NULL;
}

/* Player id's bye in round r (enum command_bye), or COMMAND_BYE_NONE. */
static int
trfout_bye_of(const struct trfout_round *r, uint32_t id)
{
	size_t	i;

	for (i = 0; i < r->nbyes; i++)
		if (r->byes[i].id == id)
			return r->byes[i].kind;
	return COMMAND_BYE_NONE;
}

/* Does g carry abnormal points (13.4e/f) for either side? */
static bool
trfout_abnormal(const struct trfout_game *g)
{
	return g->play != TRFOUT_OPEN && g->play != TRFOUT_NOGAME &&
	    (g->base2[0] != g->points2[0] || g->base2[1] != g->points2[1]);
}

/*
 * The result code of side in g: as ruled, or (fold) with 13.4e/f folded
 * in; a forfeit whose points changed is then no forfeit but W D L.
 */
static char
trfout_code(const struct trfout_game *g, int side, bool fold)
{
	int	p = fold ? g->points2[side] : g->base2[side];
	int	play = g->play;

	if (play == TRFOUT_OPEN || p < 0 || p > 2)
		return ' ';
	if (play == TRFOUT_FORFEIT && fold && trfout_abnormal(g))
		play = TRFOUT_UNPLAYED;
	switch (play) {
	case TRFOUT_FORFEIT:
		return p == 2 ? '+' : p == 0 ? '-' : 'D';
	case TRFOUT_UNPLAYED:
		return "LDW"[p];
	default:
		return "0=1"[p];
	}
}

/* Is player p excluded from round r (2023 12.9.8)? */
static bool
trfout_excluded(const struct player *p, unsigned r)
{
	return p->excluded_upto != 0 && r >= p->excluded_from &&
	    r <= p->excluded_upto;
}

const char trfout_scale_note[] = N_("TRF-16 has no record for the "
    "event's points for a win, a draw and a loss: its points column is "
    "written on 1, 1/2, 0, as pairing programs read it (TRF-2026 says "
    "the scale in 162)");

bool
trfout_scale_folded(const struct event *ev, const struct trfout_options *o)
{
	return o->format == TRFOUT_16 && (ev->score2[0] != 0 ||
	    ev->score2[1] != 1 || ev->score2[2] != 2);
}

/*
 * The ranks by the event's tie-breaks (C.07), as the standings have
 * them, into rank (by player index); left as they are without a list.
 */
static void
trfout_tiebreak_ranks(const struct event *ev, uint32_t *rank)
{
	struct tiebreak_spec	 spec[TIEBREAK_MAX];
	struct standing		*st;
	size_t			 i;

	if (standings_tiebreaks(ev, spec) == 0)
		return;
	st = xcalloc(ev->nplayers + 1, sizeof *st);
	standings_compute(ev, st);
	for (i = 0; i < ev->nplayers; i++)
		rank[st[i].player - ev->players] = st[i].rank;
	free(st);
}

/* 202, 212: the tie-breaks, and the standings' order (points first). */
static void
trfout_202(const struct event *ev, FILE *f)
{
	struct tiebreak_spec	spec[TIEBREAK_MAX];
	char			name[16];
	size_t			k, n = standings_tiebreaks(ev, spec);
	int			rec;

	for (rec = 202; rec <= 212 && n > 0; rec += 10) {
		fprintf(f, "%d %s", rec, rec == 212 ? "PTS," : "");
		for (k = 0; k < n; k++) {
			tiebreak_name(&spec[k], name, sizeof name);
			fprintf(f, "%s%s", k > 0 ? "," : "", name);
		}
		fputc('\n', f);
	}
}

/* What the writer works out once: totals and ranks, by player index. */
struct trfout_sums {
	uint32_t	*points2;	/* the points column, in halves */
	uint32_t	*rank;
};

/*
 * The points column: on the event's scale (11.1, TRF-2026's 162 says
 * which), but TRF-16 has no record for a scale and pairing programs
 * check the column against the codes at 1, 1/2, 0 (bbpPairings: "The
 * score for player 1 does not match the game results"), so there it is
 * the game points; the ranks follow the event's scale either way.
 */
static void
trfout_sum(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o, struct trfout_sums *s)
{
	const struct trfout_game	*g;
	uint32_t			*event2;
	size_t				 i, k;
	int				 side, p2;

	s->points2 = xcalloc(ev->nplayers + 1, sizeof *s->points2);
	s->rank = xcalloc(ev->nplayers + 1, sizeof *s->rank);
	event2 = xcalloc(ev->nplayers + 1, sizeof *event2);
	for (i = 0; i < ev->nplayers; i++) {
		for (k = 0; k < t->nrounds; k++) {
			g = trfout_find(&t->rounds[k], ev->players[i].id, &side);
			if (g != NULL && g->play == TRFOUT_OPEN)
				continue;
			p2 = g != NULL ? g->points2[side] : standings_bye2(
			    trfout_bye_of(&t->rounds[k], ev->players[i].id));
			event2[i] += standings_score2(ev, p2);
			s->points2[i] += trfout_scale_folded(ev, o) ?
			    (uint32_t)p2 : standings_score2(ev, p2);
		}
	}
	/* Ties share a rank (TRF: "ties allowed"). */
	for (i = 0; i < ev->nplayers; i++) {
		s->rank[i] = 1;
		for (k = 0; k < ev->nplayers; k++) {
			if (event2[k] > event2[i])
				s->rank[i]++;
		}
	}
	free(event2);
	trfout_tiebreak_ranks(ev, s->rank);
}

/* Half points as TRF's points: "1.5", "-0.5". */
static void
trfout_points(char *buf, size_t size, long halves)
{
	long	a = halves < 0 ? -halves : halves;

	snprintf(buf, size, "%s%ld.%ld", halves < 0 ? "-" : "", a / 2,
	    a % 2 * 5);
}

/* Put text at 1-based column col of line (room checked by the caller). */
static void
trfout_put(char *line, size_t col, const char *text)
{
	memcpy(line + col - 1, text, strlen(text));
}

/* Put text right-aligned on width columns from col (cut to fit). */
static void
trfout_right(char *line, size_t col, size_t width, const char *text)
{
	size_t	n = strlen(text);

	if (n > width)
		n = width;
	memcpy(line + col - 1 + width - n, text, n);
}

/* A line of blanks, room for the rounds' blocks, as a buffer. */
static char *
trfout_blank(size_t width)
{
	char	*line = xmalloc(width + 1);

	memset(line, ' ', width);
	line[width] = '\0';
	return line;
}

/* Print line without its trailing blanks. */
static void
trfout_emit(FILE *f, char *line)
{
	size_t	n = strlen(line);

	while (n > 0 && line[n - 1] == ' ')
		n--;
	line[n] = '\0';
	fprintf(f, "%s\n", line);
}

/*
 * Print a 001 line with the name in its 33 columns (15-47), which count
 * characters of UTF-8 (TRF-2026; what bbpPairings and Swiss-Manager
 * read): line's bytes there are blanks, and the name (cut to 33
 * characters) and its padding are spliced in.
 */
static void
trfout_emit_name(FILE *f, char *line, const char *name)
{
	size_t	chars, n = utf8_chars(name, 33, &chars);

	fprintf(f, "%.14s%.*s", line, (int)n, name);
	if (line[47 + strspn(line + 47, " ")] != '\0')
		fprintf(f, "%*s", (int)(33 - chars), "");
	trfout_emit(f, line + 47);
}

/* Round r's block for player p. */
static void
trfout_block(const struct trfout_round *r, const struct player *p,
    const struct trfout_options *o, char *line)
{
	static const char		 byes[] = " FHZU"; /* command_bye */
	const struct trfout_game	*g;
	char				 block[16];
	int				 side = CLOCK_WHITE;
	int				 bye = trfout_bye_of(r, p->id);

	g = trfout_find(r, p->id, &side);
	if (g == NULL) {
		/* A bye ('bye'), or no game: not paired, excluded,
		 * expelled: no points. */
		snprintf(block, sizeof block, "0000 - %c", bye ==
		    COMMAND_BYE_NONE ? 'Z' : byes[bye]);
		trfout_put(line, TRF_BLOCK(r->number), block);
		return;
	}
	snprintf(block, sizeof block, "%4u %c %c", (unsigned)(side ==
	    CLOCK_WHITE ? g->black : g->white), side == CLOCK_WHITE ? 'w' :
	    'b', trfout_code(g, side, o->no299 || o->format == TRFOUT_16));
	trfout_put(line, TRF_BLOCK(r->number), block);
}

/* The highest round number kept (blocks are placed by number). */
static unsigned
trfout_last(const struct trfout *t)
{
	unsigned	n = 0;
	size_t		i;

	for (i = 0; i < t->nrounds; i++)
		if (t->rounds[i].number > n)
			n = t->rounds[i].number;
	return n;
}

static void
trfout_player(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o, const struct trfout_sums *s, size_t i,
    FILE *f)
{
	const struct player	*p = &ev->players[i];
	char			*line, field[16];
	size_t			 k;

	line = trfout_blank(TRF_BLOCK(trfout_last(t) + 1));
	snprintf(field, sizeof field, "001 %4u", (unsigned)p->id);
	trfout_put(line, 1, field);
	if (p->rating != 0) {
		snprintf(field, sizeof field, "%4u", (unsigned)p->rating);
		trfout_put(line, 49, field);
	}
	memcpy(line + 53, p->fed, strnlen(p->fed, 3));
	if (p->fide_id != 0) {
		snprintf(field, sizeof field, "%11u", (unsigned)p->fide_id);
		trfout_put(line, 58, field);
	}
	trfout_points(field, sizeof field, (long)s->points2[i]);
	trfout_right(line, 81, 4, field);
	snprintf(field, sizeof field, "%4u", (unsigned)s->rank[i]);
	trfout_put(line, 86, field);
	for (k = 0; k < t->nrounds; k++)
		trfout_block(&t->rounds[k], p, o, line);
	trfout_emit_name(f, line, p->name);
	free(line);
}

/* The time control as TRF-2026's 222 encodes it, or false. */
static bool
trfout_222(const struct tc *tc, char *buf, size_t size)
{
	size_t	k;

	if (tc->kind != TC_PERIODS)
		return false;
	for (k = 0; k < tc->nperiods; k++) {
		/* Whole seconds, no delay: 222 has no word for either. */
		if (tc->periods[k].delay_kind != TC_DELAY_NONE ||
		    tc->periods[k].base_ms % 1000 != 0 ||
		    tc->periods[k].inc_ms % 1000 != 0)
			return false;
	}
	return tc_format(tc, buf, size) > 0;
}

/* 162: the event's points for a win, a draw and a loss. */
static void
trfout_162(const struct event *ev, FILE *f)
{
	static const char	codes[] = "LDW";	/* score2's order */
	char			line[64], pts[16];
	int			k;

	if (ev->score2[0] == 0 && ev->score2[1] == 1 && ev->score2[2] == 2)
		return;			/* the default says it */
	memset(line, ' ', sizeof line);
	memcpy(line, "162", 3);
	for (k = 2; k >= 0; k--) {
		line[5 + 9 * (2 - k)] = codes[k];
		trfout_points(pts, sizeof pts, ev->score2[k]);
		trfout_right(line, (size_t)(7 + 9 * (2 - k)), 4, pts);
	}
	/* P: the pairing-allocated bye, a win's points (C.04). */
	line[5 + 9 * 3] = 'P';
	trfout_points(pts, sizeof pts, ev->score2[2]);
	trfout_right(line, 7 + 9 * 3, 4, pts);
	line[sizeof line - 1] = '\0';
	trfout_emit(f, line);
}

/* 132: the rounds' dates at their blocks' columns. */
static void
trfout_132(const struct trfout *t, FILE *f)
{
	const struct trfout_round	*r;
	char				*line, date[16];
	size_t				 i;
	bool				 any = false;

	line = trfout_blank(TRF_BLOCK(trfout_last(t) + 1));
	memcpy(line, "132", 3);
	for (i = 0; i < t->nrounds; i++) {
		r = &t->rounds[i];
		if (r->date.year == 0)
			continue;
		snprintf(date, sizeof date, "%02u/%02u/%02u",
		    (unsigned)(r->date.year % 100), (unsigned)r->date.month,
		    (unsigned)r->date.day);
		trfout_put(line, TRF_BLOCK(r->number), date);
		any = true;
	}
	if (any)
		trfout_emit(f, line);
	free(line);
}

/* The tournament section: 012 ... 222. */
static void
trfout_head(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o, FILE *f)
{
	const struct trfout_round	*first = NULL;
	char				 tc[TC_TEXT_MAX];
	size_t				 i, rated = 0;

	for (i = 0; i < t->nrounds; i++) {
		if (t->rounds[i].date.year != 0 && first == NULL)
			first = &t->rounds[i];
	}
	for (i = 0; i < ev->nplayers; i++)
		rated += ev->players[i].rating != 0;
	if (o->format == TRFOUT_2026)
		fprintf(f, "### %s\n", o->no299 ? "TRF-2026 without 299 "
		    "records (abnormal points folded into the results), for "
		    "pairing engines that refuse them" : "TRF-2026");
	fprintf(f, "012 %s\n", ev->name);
	if (ev->site[0] != '\0')
		fprintf(f, "022 %s\n", ev->site);
	if (first != NULL)
		fprintf(f, "042 %04u/%02u/%02u\n", (unsigned)first->date.year,
		    (unsigned)first->date.month, (unsigned)first->date.day);
	fprintf(f, "062 %zu\n072 %zu\n", ev->nplayers, rated);
	if (ev->has_tc && tc_format(&ev->tc, tc, sizeof tc) > 0)
		fprintf(f, "122 %s\n", tc);
	trfout_132(t, f);
	if (o->rounds != 0)
		fprintf(f, "%s %u\n", o->format == TRFOUT_2026 ? "142" :
		    "XXR", o->rounds);
	if (o->format != TRFOUT_2026)
		return;
	trfout_162(ev, f);
	trfout_202(ev, f);
	if (ev->has_tc && trfout_222(&ev->tc, tc, sizeof tc))
		fprintf(f, "222 %s\n", tc);
}

/* 240 Z for round r: the players excluded from it (or, for the next
 * round, also the expelled), ten to a line. */
static void
trfout_240(const struct event *ev, const struct trfout *t, unsigned r,
    bool next, FILE *f)
{
	const struct trfout_round	*kept = NULL;
	const struct player		*p;
	size_t				 i, n = 0;
	int				 side;

	for (i = 0; i < t->nrounds; i++)
		if (t->rounds[i].number == r)
			kept = &t->rounds[i];
	for (i = 0; i < ev->nplayers; i++) {
		p = &ev->players[i];
		if (!trfout_excluded(p, r) && !(next && p->expelled))
			continue;
		if (kept != NULL && (trfout_find(kept, p->id, &side) != NULL ||
		    trfout_bye_of(kept, p->id) != COMMAND_BYE_NONE))
			continue;	/* paired all the same: his game says */
		if (n % 10 == 0)
			fprintf(f, "%s240 Z %03u", n > 0 ? "\n" : "", r);
		fprintf(f, " %4u", (unsigned)p->id);
		n++;
	}
	if (n > 0)
		fputc('\n', f);
}

/* 299: each side's abnormal points, on the event's scale; the count. */
static size_t
trfout_299(const struct event *ev, const struct trfout *t, bool write,
    FILE *f)
{
	const struct trfout_game	*g;
	char				 pts[16];
	size_t				 i, k, n = 0;
	long				 delta;
	int				 side;
	uint32_t			 id;

	for (i = 0; i < t->nrounds; i++) {
		for (k = 0; k < t->rounds[i].ngames; k++) {
			g = &t->rounds[i].games[k];
			if (!trfout_abnormal(g))
				continue;
			for (side = 0; side < 2; side++) {
				delta = (long)standings_score2(ev,
				    g->points2[side]) - (long)standings_score2(ev,
				    g->base2[side]);
				if (delta == 0)
					continue;
				n++;
				if (!write)
					continue;
				id = side == CLOCK_WHITE ? g->white : g->black;
				trfout_points(pts, sizeof pts, delta);
				fprintf(f, "299          %4s  %03u %4u\n", pts,
				    (unsigned)t->rounds[i].number,
				    (unsigned)id);
			}
		}
	}
	return n;
}

size_t
trfout_write(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o, FILE *f)
{
	struct trfout_sums	s;
	size_t			i, n;
	unsigned		r, last = trfout_last(t);

	trfout_sum(ev, t, o, &s);
	trfout_head(ev, t, o, f);
	for (i = 0; i < ev->nplayers; i++)
		trfout_player(ev, t, o, &s, i, f);
	free(s.points2);
	free(s.rank);
	if (o->format != TRFOUT_2026)
		return trfout_299(ev, t, false, f);
	for (r = 1; r <= last + 1; r++)
		trfout_240(ev, t, r, r == last + 1, f);
	n = trfout_299(ev, t, !o->no299, f);
	return n;
}

/* path with "-no299" before its ".trf" (after it, when it has none). */
static char *
trfout_twin_path(const char *path)
{
	size_t	n = strlen(path);
	char	*twin;

	if (n > 4 && strcmp(path + n - 4, ".trf") == 0)
		n -= 4;
	xasprintf(&twin, "%.*s-no299.trf", (int)n, path);
	return twin;
}

/* Write one file; 0, or -1 with *cause. */
static int
trfout_file(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o, const char *path, size_t *n,
    char **cause)
{
	FILE	*f;

	if ((f = fopen(path, "w")) == NULL) {
		xasprintf(cause, _("%s: cannot write: %s"), path,
		    strerror(errno));
		return -1;
	}
	*n = trfout_write(ev, t, o, f);
	if (ferror(f) | fclose(f)) {
		xasprintf(cause, _("%s: cannot write: %s"), path,
		    strerror(errno));
		return -1;
	}
	return 0;
}

/* TRF-16's note: what it could not say, folded; none when nothing. */
static int
trfout_note16(const struct event *ev, const struct trfout_options *o,
    const char *path, size_t n, char **note)
{
	char	*abnormal = NULL;

	if (n > 0)
		xasprintf(&abnormal, _("%s: TRF-16 has no record for abnormal "
		    "points (13.4e/f): %zu are folded into the results"), path,
		    n);
	if (trfout_scale_folded(ev, o))
		xasprintf(note, "%s: %s%s%s", path, _(trfout_scale_note),
		    abnormal != NULL ? "; " : "", abnormal != NULL ?
		    abnormal : "");
	else
		*note = abnormal, abnormal = NULL;
	free(abnormal);
	return 0;
}

int
trfout_files(const struct event *ev, const struct trfout *t,
    const struct trfout_options *o, const char *path, char **twin,
    char **note, char **cause)
{
	struct trfout_options	 bare = *o;
	size_t			 n;

	*twin = *note = NULL;
	if (trfout_file(ev, t, o, path, &n, cause) != 0)
		return -1;
	if (o->format == TRFOUT_16)
		return trfout_note16(ev, o, path, n, note);
	if (n == 0)
		return 0;
	if (o->no299)
		return 0;		/* asked for the twin itself */
	bare.no299 = true;
	*twin = trfout_twin_path(path);
	if (trfout_file(ev, t, &bare, *twin, &n, cause) != 0) {
		free(*twin);
		*twin = NULL;
		return -1;
	}
	xasprintf(note, _("%s has %zu abnormal-points records (299: 13.4e/f); "
	    "pairing engines that refuse them (bbpPairings) read %s, where "
	    "they are folded into the results"), path, n, *twin);
	return 0;
}
