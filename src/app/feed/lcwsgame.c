/*
 * lcwsgame.c: an e-board's game from its eboardevents, as snapshots, and
 * the address of the local API with its serials (lcwsgame.h).
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/feed/lcwsgame.h"

#define STD_PLACEMENT	"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR"

/* The address. */

/* "B=SERIAL" at s (up to a ',' or the end) into m. */
static bool
map_read(const char *s, size_t len, struct lcws_map *m)
{
	const char	*eq = memchr(s, '=', len);
	unsigned long	 b = 0;
	size_t		 i, n;

	if (eq == NULL || eq == s || eq - s > 5)
		return false;
	for (i = 0; s + i < eq; i++) {
		if (!isdigit((unsigned char)s[i]))
			return false;
		b = b * 10 + (unsigned long)(s[i] - '0');
	}
	n = len - (size_t)(eq + 1 - s);
	if (b == 0 || b > UINT16_MAX || n == 0 || n >= sizeof m->serial)
		return false;
	for (i = 0; i < n; i++)		/* a serial is a word */
		if (!isalnum((unsigned char)eq[1 + i]) &&
		    strchr("-_.", eq[1 + i]) == NULL)
			return false;
	m->board = (uint16_t)b;
	memcpy(m->serial, eq + 1, n);
	m->serial[n] = '\0';
	return true;
}

/* The fragment's list; each board and each serial once. */
static bool
maps_read(const char *s, struct lcws_spec *sp, char *err)
{
	size_t	len, i;

	for (; *s != '\0'; s += len + (s[len] == ',')) {
		len = strcspn(s, ",");
		if (sp->n == UINT16_MAX)
			break;
		sp->m = realloc(sp->m, (sp->n + 1) * sizeof *sp->m);
		if (sp->m == NULL) {
			snprintf(err, LCWS_ERROR_SIZE, "out of memory");
			return false;
		}
		if (!map_read(s, len, &sp->m[sp->n])) {
			snprintf(err, LCWS_ERROR_SIZE, "'%.*s' is no "
			    "BOARD=SERIAL", (int)(len < 40 ? len : 40), s);
			return false;
		}
		for (i = 0; i < sp->n; i++)
			if (sp->m[i].board == sp->m[sp->n].board ||
			    strcmp(sp->m[i].serial, sp->m[sp->n].serial) == 0) {
				snprintf(err, LCWS_ERROR_SIZE, "board %u or "
				    "e-board %s twice", sp->m[i].board,
				    sp->m[i].serial);
				return false;
			}
		sp->n++;
	}
	if (sp->n == 0) {
		snprintf(err, LCWS_ERROR_SIZE, "which e-board is which "
		    "board? add #1=SERIAL,2=SERIAL...");
		return false;
	}
	return true;
}

/* HOST[:PORT][/PATH] of s (up to the '#'). */
static bool
where_read(const char *s, size_t len, struct lcws_spec *sp, char *err)
{
	size_t		 h = strcspn(s, ":/#");
	const char	*p = s + h;
	char		*end;
	long		 port;

	if (h == 0 || h >= sizeof sp->host || h > len) {
		snprintf(err, LCWS_ERROR_SIZE, "no host");
		return false;
	}
	memcpy(sp->host, s, h);
	sp->host[h] = '\0';
	sp->port = LCWS_PORT;
	if (*p == ':') {
		port = strtol(p + 1, &end, 10);
		if (end == p + 1 || port < 1 || port > 65535 ||
		    (*end != '/' && *end != '#' && *end != '\0')) {
			snprintf(err, LCWS_ERROR_SIZE, "no port");
			return false;
		}
		sp->port = (int)port;
		p = end;
	}
	len -= (size_t)(p - s);
	if (len == 0 || *p == '#')
		snprintf(sp->path, sizeof sp->path, "%s", LCWS_PATH);
	else if (len < sizeof sp->path) {
		memcpy(sp->path, p, len);
		sp->path[len] = '\0';
	} else {
		snprintf(err, LCWS_ERROR_SIZE, "the path is too long");
		return false;
	}
	return true;
}

bool
lcws_spec_parse(const char *spec, struct lcws_spec *sp, char *err)
{
	const char	*hash;

	memset(sp, 0, sizeof *sp);
	if (strncmp(spec, "ws://", 5) != 0) {
		snprintf(err, LCWS_ERROR_SIZE, "not a ws:// address");
		return false;
	}
	spec += 5;
	hash = strchr(spec, '#');
	if (!where_read(spec, hash != NULL ? (size_t)(hash - spec) :
	    strlen(spec), sp, err) || !maps_read(hash != NULL ? hash + 1 : "",
	    sp, err)) {
		lcws_spec_free(sp);
		return false;
	}
	return true;
}

void
lcws_spec_free(struct lcws_spec *sp)
{
	free(sp->m);
	memset(sp, 0, sizeof *sp);
}

/* The game. */

void
lcws_game_init(struct lcws_game *g, uint16_t round, uint16_t board)
{
	memset(g, 0, sizeof *g);
	g->round = round;
	g->board = board;
}

void
lcws_game_release(struct lcws_game *g)
{
	free(g->san);
	free(g->clock_ms);
	lcws_game_init(g, g->round, g->board);
}

/* Who made ply k: 0 White, 1 Black (the start's side to move first). */
static int
mover(const struct lcws_game *g, size_t k)
{
	const char	*sp = strchr(g->start, ' ');
	int		 first = sp != NULL && sp[1] == 'b';

	return (int)((k + (size_t)first) & 1);
}

/* The mover of ply k has pressed his clock: it is stopped or the
 * other's runs. */
static bool
pressed(const struct lcws_game *g, size_t k)
{
	return g->clock.run == LCWS_RUN_NONE ||
	    (g->clock.run == LCWS_RUN_WHITE) != (mover(g, k) == 0);
}

static int64_t
reading(const struct lcws_game *g, size_t k)
{
	return mover(g, k) == 0 ? g->clock.white_ms : g->clock.black_ms;
}

static bool
room(struct lcws_game *g, size_t n)
{
	char	(*san)[FEED_MOVE_SIZE];
	int64_t	*clk;
	size_t	 cap;

	if (n <= g->cap)
		return true;
	cap = n < 64 ? 64 : n;
	if ((san = realloc(g->san, cap * sizeof *san)) == NULL)
		return false;
	g->san = san;
	if ((clk = realloc(g->clock_ms, cap * sizeof *clk)) == NULL)
		return false;
	g->clock_ms = clk;
	g->cap = cap;
	return true;
}

/* The whole list of SANs: the plies both share keep their readings. */
static bool
san_take(struct lcws_game *g, const struct lcws_event *ev, bool restart,
    int64_t now_ms)
{
	size_t	common = 0, k;

	if (!room(g, ev->nsan))
		return false;
	while (!restart && common < g->n && common < ev->nsan &&
	    strcmp(g->san[common], ev->san[common]) == 0)
		common++;
	for (k = common; k < ev->nsan; k++) {
		memcpy(g->san[k], ev->san[k], FEED_MOVE_SIZE);
		g->clock_ms[k] = FEED_CLOCK_NONE;
	}
	g->n = ev->nsan;
	if (g->n > common)
		g->new_ms = now_ms;
	return true;
}

void
lcws_game_clock(struct lcws_game *g, const struct lcws_clock *c,
    int64_t now_ms)
{
	size_t	last = g->n > 0 ? g->n - 1 : 0;

	g->clock = *c;
	g->have_clock = true;
	/* With the move or after it: the ply held back gets its reading. */
	if (g->n > 0 && g->clock_ms[last] == FEED_CLOCK_NONE &&
	    now_ms - g->new_ms < LCWS_PRESS_WAIT_MS && pressed(g, last))
		g->clock_ms[last] = reading(g, last);
}

bool
lcws_game_apply(struct lcws_game *g, const struct lcws_event *ev,
    int64_t now_ms)
{
	bool	restart = false;

	if (ev->has_start && strcmp(ev->start, g->start) != 0) {
		/* LiveChess set up again: another game from another start */
		memcpy(g->start, ev->start, sizeof g->start);
		restart = true;
	}
	if (ev->has_match && !ev->match) {
		/* The pieces are not the game's: no moves are taken. */
		if (g->mismatch_since == 0)
			g->mismatch_since = now_ms != 0 ? now_ms : 1;
		if (ev->has_clock) {
			g->clock = ev->clock;
			g->have_clock = true;
		}
		return true;
	}
	g->mismatch_since = 0;
	if (ev->has_san) {
		if (!san_take(g, ev, restart, now_ms))
			return false;
	} else if (restart)
		g->n = 0;
	/* The reading is the last mover's once he pressed. */
	if (ev->has_clock)
		lcws_game_clock(g, &ev->clock, now_ms);
	return true;
}

/* A ply held back: the last, with no reading yet, its mover's clock
 * still running, for at most LCWS_PRESS_WAIT_MS. */
static bool
held_back(const struct lcws_game *g, int64_t now_ms)
{
	return g->n > 0 && g->have_clock &&
	    g->clock_ms[g->n - 1] == FEED_CLOCK_NONE && !pressed(g, g->n - 1) &&
	    now_ms - g->new_ms < LCWS_PRESS_WAIT_MS;
}

int64_t
lcws_game_due_ms(const struct lcws_game *g)
{
	if (g->n == 0 || !g->have_clock ||
	    g->clock_ms[g->n - 1] != FEED_CLOCK_NONE || pressed(g, g->n - 1))
		return INT64_MAX;
	return g->new_ms + LCWS_PRESS_WAIT_MS;
}

int64_t
lcws_game_mismatch_ms(const struct lcws_game *g, int64_t now_ms)
{
	return g->mismatch_since == 0 ? 0 : now_ms - g->mismatch_since;
}

/* The start: none for the usual one; else its FEN, with its Chess960
 * number when it is one of those starts (Guidelines II.1). */
static void
start_of(const struct lcws_game *g, struct feed_game *out)
{
	size_t	len = strcspn(g->start, " ");

	if (g->start[0] == '\0' || (len == strlen(STD_PLACEMENT) &&
	    strncmp(g->start, STD_PLACEMENT, len) == 0))
		return;
	memcpy(out->fen, g->start, sizeof out->fen);
	out->chess960 = feed_960_number(g->start);
}

bool
lcws_game_snapshot(const struct lcws_game *g, int64_t now_ms,
    struct feed_game *out)
{
	size_t	n = g->n, k;

	feed_game_init(out);
	out->round = g->round;
	out->board = g->board;
	start_of(g, out);
	if (held_back(g, now_ms))
		n--;
	for (k = 0; k < n; k++)
		if (!feed_game_push(out, g->san[k], g->clock_ms[k],
		    FEED_CLOCK_NONE, false)) {
			feed_game_release(out);
			return false;
		}
	if (g->have_clock) {
		out->white_ms = g->clock.white_ms;
		out->black_ms = g->clock.black_ms;
		out->read_at_ms = g->clock.time_ms;
	}
	out->mismatch_since_ms = g->mismatch_since;	/* the follower's */
	out->hash = feed_hash(out);
	return true;
}
