/*
 * lccjson.c: LiveChess Cloud's JSON into snapshots (lccjson.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "app/feed/lccjson.h"
#include "gamekind.h"

#define LCC_EMT_SLACK_MS	1000	/* an emt's rounding, at most */

/* Digits at *sp as seconds in ms, *sp moved past them; -1: none. */
static int64_t
seconds_ms(const char **sp)
{
	const char	*s = *sp;
	int64_t		 v = 0;
	int		 n;

	for (n = 0; *s >= '0' && *s <= '9'; s++, n++) {
		if (n == 9)
			return -1;	/* 31 years: not a clock */
		v = v * 10 + (*s - '0');
	}
	if (n == 0)
		return -1;
	*sp = s;
	return v * 1000;
}

bool
lcc_move_parse(const char *s, char *san, size_t size, int64_t *clock_ms,
    int64_t *emt_ms)
{
	size_t	len = strcspn(s, " ");

	*clock_ms = *emt_ms = FEED_CLOCK_NONE;
	if (len == 0 || len >= size)
		return false;
	memcpy(san, s, len);
	san[len] = '\0';
	s += len;
	if (*s == '\0')
		return true;		/* "d4" */
	s++;
	if (*s != '+' && (*clock_ms = seconds_ms(&s)) < 0)
		return false;
	if (*s == '+') {		/* "Nc6 +26", "e4 5436+23" */
		s++;
		if ((*emt_ms = seconds_ms(&s)) < 0)
			return false;
	}
	return *s == '\0';
}

static json_t *
load(const char *json, size_t len, char *err)
{
	json_error_t	 e;
	json_t		*root;

	root = json_loadb(json, len, JSON_REJECT_DUPLICATES, &e);
	if (root == NULL)
		snprintf(err, LCC_ERROR_SIZE, "line %d: %.100s", e.line,
		    e.text);
	else if (!json_is_object(root)) {
		snprintf(err, LCC_ERROR_SIZE, "not a JSON object");
		json_decref(root);
		root = NULL;
	}
	return root;
}

unsigned
lcc_tournament_round(const char *json, size_t len, char *err)
{
	json_t		*root, *rounds, *r;
	size_t		 i;
	unsigned	 live = 0, any = 0;
	json_int_t	 count, nlive;

	if ((root = load(json, len, err)) == NULL)
		return 0;
	rounds = json_object_get(root, "rounds");
	json_array_foreach(rounds, i, r) {
		count = json_integer_value(json_object_get(r, "count"));
		/* "live" is a count of live games (7.3.5), or a boolean */
		nlive = json_integer_value(json_object_get(r, "live")) +
		    json_is_true(json_object_get(r, "live"));
		if (count > 0 && i < 65535)
			any = (unsigned)i + 1;
		if (nlive > 0 && i < 65535)
			live = (unsigned)i + 1;
	}
	json_decref(root);
	if (live == 0 && any == 0)
		snprintf(err, LCC_ERROR_SIZE, "no round with games");
	return live != 0 ? live : any;
}

static void
str_into(char *d, size_t size, json_t *v)
{
	const char	*s = json_string_value(v);

	snprintf(d, size, "%s", s != NULL ? s : "");
}

/* {fname, mname, lname, fideid} as "Last, First Middle" (PGN's order,
 * LiveChess's own); null: no player (a bye, 7.3.5). */
static void
player(struct feed_player *p, json_t *o)
{
	const char	*f = json_string_value(json_object_get(o, "fname"));
	const char	*m = json_string_value(json_object_get(o, "mname"));
	const char	*l = json_string_value(json_object_get(o, "lname"));
	json_int_t	 id = json_integer_value(json_object_get(o, "fideid"));

	memset(p, 0, sizeof *p);
	if (l != NULL && *l != '\0')
		snprintf(p->name, sizeof p->name, "%s%s%s%s%s", l,
		    f != NULL && *f != '\0' ? ", " : "", f != NULL ? f : "",
		    m != NULL && *m != '\0' ? " " : "", m != NULL ? m : "");
	else if (f != NULL)
		snprintf(p->name, sizeof p->name, "%s", f);
	p->fide_id = id > 0 && id <= UINT32_MAX ? (uint32_t)id : 0;
}

static void
pairing(struct lcc_pairing *p, json_t *o)
{
	player(&p->white, json_object_get(o, "white"));
	player(&p->black, json_object_get(o, "black"));
	str_into(p->result, sizeof p->result, json_object_get(o, "result"));
	if (p->result[0] == '\0')
		memcpy(p->result, "*", 2);
	p->live = json_is_true(json_object_get(o, "live"));
}

bool
lcc_index_parse(const char *json, size_t len, struct lcc_index *ix, char *err)
{
	json_t	*root, *list, *o;
	size_t	 i;

	memset(ix, 0, sizeof *ix);
	if ((root = load(json, len, err)) == NULL)
		return false;
	list = json_object_get(root, "pairings");
	if (!json_is_array(list)) {
		snprintf(err, LCC_ERROR_SIZE, "no \"pairings\" array");
		json_decref(root);
		return false;
	}
	ix->n = json_array_size(list);
	ix->p = calloc(ix->n != 0 ? ix->n : 1, sizeof *ix->p);
	if (ix->p == NULL) {
		snprintf(err, LCC_ERROR_SIZE, "out of memory");
		ix->n = 0;
		json_decref(root);
		return false;
	}
	json_array_foreach(list, i, o)
		pairing(&ix->p[i], o);
	json_decref(root);
	return true;
}

void
lcc_index_free(struct lcc_index *ix)
{
	free(ix->p);
	memset(ix, 0, sizeof *ix);
}

/* The game file's result word as PGN's; NULL: none (still playing). */
static const char *
result_word(json_t *v)
{
	const char	*s = json_string_value(v);

	if (s == NULL)
		return NULL;
	if (strcmp(s, "WHITEWIN") == 0 || strcmp(s, "1-0") == 0)
		return "1-0";
	if (strcmp(s, "BLACKWIN") == 0 || strcmp(s, "0-1") == 0)
		return "0-1";
	if (strcmp(s, "DRAW") == 0 || strcmp(s, "1/2-1/2") == 0)
		return "1/2-1/2";
	return NULL;
}

/*
 * 7.3.18: the earliest the last ply can have been made: the game's
 * firstMove (the first ply's time) and every later ply's time spent.
 * A lower bound: an emt not given counts nothing, and each given one a
 * second less (LCC writes whole seconds, however it rounds them).
 * -1: unknown.
 */
static int64_t
last_ply_earliest(const struct feed_game *g, json_t *first)
{
	int64_t	t;
	size_t	i;

	if (!json_is_integer(first) || g->n == 0)
		return -1;
	t = json_integer_value(first);
	for (i = 1; i < g->n; i++)
		if (g->plies[i].emt_ms > LCC_EMT_SLACK_MS)
			t += g->plies[i].emt_ms - LCC_EMT_SLACK_MS;
	return t;
}

/* 7.3.18: whether the clock object was read before the last ply: its
 * time before the earliest the ply was made, or no later than a reading
 * this reader saw with fewer plies. */
static bool
read_before_last(const struct feed_game *g, int64_t earliest,
    const struct lcc_seen *seen)
{
	if (g->read_at_ms <= 0 || g->n == 0)
		return false;		/* no read time: lila's reading */
	if (earliest >= 0 && g->read_at_ms < earliest)
		return true;
	return seen != NULL && seen->read_at_ms > 0 && seen->plies < g->n &&
	    g->read_at_ms <= seen->read_at_ms;
}

/* A clock object's seconds in ms: none unless 0 to 999999999 (a
 * negative reading or one of 31 years is no clock, as in a move). */
static int64_t
object_seconds_ms(json_t *v)
{
	json_int_t	s;

	if (!json_is_integer(v))
		return FEED_CLOCK_NONE;
	s = json_integer_value(v);
	if (s < 0 || s > 999999999)
		return FEED_CLOCK_NONE;
	return (int64_t)s * 1000;
}

/*
 * 7.3.1: the clock object wins for the last two plies (lila reads the
 * moves' times as "all sorts of wrong" next to it), unless it was read
 * before the last ply (7.3.18): then the move strings' own times stay.
 */
static void
clock_object(struct feed_game *g, json_t *c, json_t *first,
    const struct lcc_seen *seen)
{
	size_t	i;

	if (!json_is_object(c))
		return;
	g->white_ms = object_seconds_ms(json_object_get(c, "white"));
	g->black_ms = object_seconds_ms(json_object_get(c, "black"));
	if (json_is_integer(json_object_get(c, "time")))
		g->read_at_ms = json_integer_value(json_object_get(c, "time"));
	if (read_before_last(g, last_ply_earliest(g, first), seen))
		return;
	for (i = g->n >= 2 ? g->n - 2 : 0; i < g->n; i++) {
		int64_t	ms = i % 2 == 0 ? g->white_ms : g->black_ms;

		if (ms != FEED_CLOCK_NONE)
			g->plies[i].clock_ms = ms;
	}
}

static bool
moves(struct feed_game *g, json_t *list, char *err)
{
	char		 san[FEED_MOVE_SIZE];
	int64_t		 clk, emt;
	size_t		 i;
	json_t		*m;
	const char	*s;

	json_array_foreach(list, i, m) {
		s = json_string_value(m);
		if (s == NULL || !lcc_move_parse(s, san, sizeof san, &clk,
		    &emt)) {
			snprintf(err, LCC_ERROR_SIZE, "move %zu: '%.24s' is "
			    "not a move string", i + 1, s != NULL ? s : "?");
			return false;
		}
		if (!feed_game_push(g, san, clk, emt, false)) {
			snprintf(err, LCC_ERROR_SIZE, "out of memory");
			return false;
		}
	}
	return true;
}

bool
lcc_game_parse(const char *json, size_t len, struct feed_game *g, bool *live,
    char *err)
{
	return lcc_game_parse_seen(json, len, g, live, NULL, err);
}

bool
lcc_game_parse_seen(const char *json, size_t len, struct feed_game *g,
    bool *live, const struct lcc_seen *seen, char *err)
{
	json_t		*root, *game, *n960, *pair;
	struct lcc_pairing p;
	const char	*r;
	bool		 ok;

	*live = false;
	if ((root = load(json, len, err)) == NULL)
		return false;
	game = root;
	if (json_is_object(json_object_get(root, "game")))
		game = json_object_get(root, "game");	/* pgn-mule's file */
	pair = json_object_get(root, "pairing");
	if (json_is_object(pair)) {
		pairing(&p, pair);
		g->white = p.white;
		g->black = p.black;
		memcpy(g->result, p.result, sizeof g->result);
	}
	*live = json_is_true(json_object_get(game, "live"));
	/* 7.3.3: 518 is the standard start, any other number a 960 one */
	n960 = json_object_get(game, "chess960");
	if (json_is_integer(n960)) {
		json_int_t	v = json_integer_value(n960);

		if (v != 518 && feed_960_fen((int)(v >= 0 && v < 960 ? v :
		    -1), g->fen, sizeof g->fen))
			g->chess960 = (int16_t)v;
		else if (v == 518)
			g->chess960 = 518;
	}
	ok = moves(g, json_object_get(game, "moves"), err);
	if (ok) {
		if ((r = result_word(json_object_get(game, "result"))) != NULL)
			snprintf(g->result, sizeof g->result, "%s", r);
		clock_object(g, json_object_get(game, "clock"),
		    json_object_get(game, "firstMove"), seen);
	}
	json_decref(root);
	return ok;
}
