/*
 * tiebreak.c: FIDE's tie-breaks, C.07 (2023), over a crosstable (see
 * tiebreak.h for what each is and how unplayed rounds count).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "tiebreak.h"

/* By enum tiebreak_kind. */
static const char *const tiebreak_names[TIEBREAK_NB] = {
	NULL, "DE", "WIN", "WON", "BPG", "BWG", "PS", "BH", "SB", "ARO"
};

/* Does the tie-break sum values a cut can take (Art. 14)? */
static bool
tiebreak_cuttable(int kind)
{
	return kind == TIEBREAK_BH || kind == TIEBREAK_SB ||
	    kind == TIEBREAK_PS || kind == TIEBREAK_ARO;
}

static int
tiebreak_upper(int c)
{
	return c >= 'a' && c <= 'z' ? c - 'a' + 'A' : c;
}

/* One name of n bytes at s ("BH-C1") into *spec; false if unknown. */
static bool
tiebreak_one(const char *s, size_t n, struct tiebreak_spec *spec)
{
	char	word[16], *mod;
	size_t	k;
	int	kind;

	while (n > 0 && (*s == ' ' || *s == '\t'))
		s++, n--;
	while (n > 0 && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (n == 0 || n >= sizeof word)
		return false;
	for (k = 0; k < n; k++)
		word[k] = (char)tiebreak_upper((unsigned char)s[k]);
	word[n] = '\0';
	memset(spec, 0, sizeof *spec);
	if ((mod = strchr(word, '-')) != NULL)
		*mod++ = '\0';
	for (kind = 1; kind < TIEBREAK_NB; kind++)
		if (strcmp(word, tiebreak_names[kind]) == 0)
			break;
	if (kind == TIEBREAK_NB)
		return false;
	spec->kind = (uint8_t)kind;
	if (mod == NULL)
		return true;
	if (!tiebreak_cuttable(kind))
		return false;
	if (strcmp(mod, "C1") == 0)		/* 14.1: Cut-1 */
		spec->low = 1;
	else if (strcmp(mod, "C2") == 0)	/* 14.2: Cut-2 */
		spec->low = 2;
	else if (strcmp(mod, "M1") == 0)	/* 14.3: Median-1 */
		spec->low = spec->high = 1;
	else
		return false;
	return true;
}

int
tiebreak_parse(const char *list, struct tiebreak_spec *spec)
{
	const char	*end;
	int		 n = 0;

	for (;;) {
		end = strchr(list, ',');
		if (end == NULL)
			end = list + strlen(list);
		if (n == TIEBREAK_MAX ||
		    !tiebreak_one(list, (size_t)(end - list), &spec[n]))
			return -1;
		n++;
		if (*end == '\0')
			return n;
		list = end + 1;
	}
}

void
tiebreak_name(const struct tiebreak_spec *spec, char *buf, size_t size)
{
	const char	*mod = "";

	if (spec->low == 1 && spec->high == 1)
		mod = "-M1";
	else if (spec->low == 1)
		mod = "-C1";
	else if (spec->low == 2)
		mod = "-C2";
	const char	*name = spec->kind < TIEBREAK_NB &&
			    tiebreak_names[spec->kind] != NULL ?
			    tiebreak_names[spec->kind] : "?";
	size_t		 n = strlen(name), m = strlen(mod);

	if (size == 0)
		return;
	if (n + m >= size)	/* cut to fit, as snprintf() would */
		n = n >= size ? size - 1 : n, m = size - 1 - n;
	memcpy(buf, name, n);
	memcpy(buf + n, mod, m);
	buf[n + m] = '\0';
}

static const struct tiebreak_cell *
tiebreak_cell(const struct tiebreak_table *t, size_t i, unsigned r)
{
	return &t->cell[i * t->nrounds + r];
}

/* A game on, or awaiting its score: no round yet for anything. */
static bool
tiebreak_pending(const struct tiebreak_cell *c)
{
	return (c->kind == TIEBREAK_PLAYED || c->kind == TIEBREAK_FORFEIT) &&
	    (c->points2 < 0 || c->points2 > 2);
}

/* The round's game points, in halves (0..2), byes included. */
static int
tiebreak_game2(const struct tiebreak_cell *c)
{
	switch (c->kind) {
	case TIEBREAK_PLAYED:
	case TIEBREAK_FORFEIT:
		return tiebreak_pending(c) ? 0 : c->points2;
	case TIEBREAK_PAB:		/* C.04: a win's points */
	case TIEBREAK_FULL:
		return 2;
	case TIEBREAK_HALF:
		return 1;
	default:
		return 0;
	}
}

/* The round's points on the event's scale (11.1), in halves. */
static uint32_t
tiebreak_round2(const struct tiebreak_table *t, const struct tiebreak_cell *c)
{
	if (c->kind == TIEBREAK_ABSENT || c->kind == TIEBREAK_ZERO ||
	    tiebreak_pending(c))
		return 0;
	return t->score2[tiebreak_game2(c)];
}

/* C.07 16: a voluntary unplayed round: unplayed, and not a win. */
static bool
tiebreak_vur(const struct tiebreak_cell *c)
{
	return c->kind != TIEBREAK_PLAYED && !tiebreak_pending(c) &&
	    tiebreak_game2(c) < 2;
}

uint32_t
tiebreak_score2(const struct tiebreak_table *t, size_t i)
{
	uint32_t	s = 0;
	unsigned	r;

	for (r = 0; r < t->nrounds; r++)
		s += tiebreak_round2(t, tiebreak_cell(t, i, r));
	return s;
}

/*
 * C.07 16: player i's score as his opponents count it: the voluntary
 * unplayed rounds after his last round that was not one are draws.
 */
static uint32_t
tiebreak_opp_score2(const struct tiebreak_table *t, size_t i)
{
	const struct tiebreak_cell	*c;
	uint32_t			 s = tiebreak_score2(t, i);
	unsigned			 r;

	for (r = t->nrounds; r > 0; r--) {
		c = tiebreak_cell(t, i, r - 1);
		if (!tiebreak_vur(c))
			break;
		s = s - tiebreak_round2(t, c) + t->score2[1];
	}
	return s;
}

/* A round's value for a cut: its key, what it adds, and whether a VUR. */
struct tiebreak_value {
	int64_t	key, add;
	bool	vur;
};

/* Art. 14, C.07 16: voluntary unplayed rounds first, then the least. */
static int
tiebreak_value_cmp(const void *x, const void *y)
{
	const struct tiebreak_value	*a = x, *b = y;

	if (a->vur != b->vur)
		return a->vur ? -1 : 1;
	if (a->key != b->key)
		return a->key < b->key ? -1 : 1;
	return (a->add > b->add) - (a->add < b->add);
}

/* The sum of v[0..n) less the low and high cuts (Art. 14). */
static int64_t
tiebreak_cut(struct tiebreak_value *v, size_t n,
    const struct tiebreak_spec *spec)
{
	int64_t	sum = 0;
	size_t	k;

	qsort(v, n, sizeof *v, tiebreak_value_cmp);
	for (k = spec->low; k + spec->high < n; k++)
		sum += v[k].add;
	return sum;
}

/*
 * Player i's rounds for BH (8.1) or SB (9.1): each opponent's score (his
 * adjusted score, C.07 16), or a dummy opponent with i's own score for
 * an unplayed round; SB weighs it by i's points in the round.
 */
static size_t
tiebreak_opponents(const struct tiebreak_table *t, size_t i, bool sb,
    struct tiebreak_value *v)
{
	const struct tiebreak_cell	*c;
	size_t				 n = 0;
	unsigned			 r;
	int64_t				 opp;

	for (r = 0; r < t->nrounds; r++) {
		c = tiebreak_cell(t, i, r);
		if (tiebreak_pending(c))
			continue;
		if (c->kind == TIEBREAK_PLAYED && c->opp != 0)
			opp = tiebreak_opp_score2(t, c->opp - 1);
		else
			opp = tiebreak_score2(t, i);	/* C.07 16: dummy */
		v[n].key = opp * 50;
		v[n].add = sb ? opp * 50 * tiebreak_game2(c) / 2 : opp * 50;
		v[n].vur = tiebreak_vur(c);
		n++;
	}
	return n;
}

/* 7.5: the running totals after each round; a cut takes the first. */
static size_t
tiebreak_progressive(const struct tiebreak_table *t, size_t i,
    struct tiebreak_value *v)
{
	uint32_t	run = 0;
	unsigned	r;

	for (r = 0; r < t->nrounds; r++) {
		run += tiebreak_round2(t, tiebreak_cell(t, i, r));
		v[r].key = v[r].add = (int64_t)run * 50;
		v[r].vur = false;
	}
	return t->nrounds;
}

/* 10.1: the ratings of the rated opponents played (15.2: no forfeits). */
static size_t
tiebreak_ratings(const struct tiebreak_table *t, size_t i,
    struct tiebreak_value *v)
{
	const struct tiebreak_cell	*c;
	size_t				 n = 0;
	unsigned			 r;

	for (r = 0; r < t->nrounds; r++) {
		c = tiebreak_cell(t, i, r);
		if (c->kind != TIEBREAK_PLAYED || c->opp == 0 ||
		    tiebreak_pending(c) || t->rating[c->opp - 1] == 0)
			continue;
		v[n].key = v[n].add = t->rating[c->opp - 1];
		v[n].vur = false;
		n++;
	}
	return n;
}

/* 10.1: the average, rounded half up, in hundredths; -1: none. */
static int64_t
tiebreak_aro(struct tiebreak_value *v, size_t n,
    const struct tiebreak_spec *spec)
{
	size_t	kept = n > (size_t)spec->low + spec->high ?
		    n - spec->low - spec->high : 0;

	if (kept == 0)
		return -1;
	return (2 * tiebreak_cut(v, n, spec) + (int64_t)kept) /
	    (2 * (int64_t)kept) * 100;
}

/* 7.1-7.4: the rounds counted. */
static int64_t
tiebreak_count(const struct tiebreak_table *t, size_t i, int kind)
{
	const struct tiebreak_cell	*c;
	int64_t				 n = 0;
	unsigned			 r;
	bool				 won, played;

	for (r = 0; r < t->nrounds; r++) {
		c = tiebreak_cell(t, i, r);
		if (tiebreak_pending(c))
			continue;
		won = tiebreak_game2(c) == 2;
		played = c->kind == TIEBREAK_PLAYED;
		if ((kind == TIEBREAK_WIN && won) ||		/* 7.1 */
		    (kind == TIEBREAK_WON && won && played) ||	/* 7.2 */
		    (kind == TIEBREAK_BPG && played && c->black) || /* 7.3 */
		    (kind == TIEBREAK_BWG && won && played && c->black))
			n++;					/* 7.4 */
	}
	return n * 100;
}

/* One value of player i that depends on nobody's ranking. */
static int64_t
tiebreak_value_of(const struct tiebreak_table *t, size_t i,
    const struct tiebreak_spec *spec, struct tiebreak_value *v)
{
	size_t	n;

	switch (spec->kind) {
	case TIEBREAK_BH:				/* 8.1 */
	case TIEBREAK_SB:				/* 9.1 */
		n = tiebreak_opponents(t, i, spec->kind == TIEBREAK_SB, v);
		return tiebreak_cut(v, n, spec);
	case TIEBREAK_PS:				/* 7.5 */
		n = tiebreak_progressive(t, i, v);
		return tiebreak_cut(v, n, spec);
	case TIEBREAK_ARO:				/* 10.1 */
		n = tiebreak_ratings(t, i, v);
		return tiebreak_aro(v, n, spec);
	default:
		return tiebreak_count(t, i, spec->kind);
	}
}

/* Are a and b equal on the points and the first k tie-breaks? */
static bool
tiebreak_tied(const struct tiebreak_table *t, const int64_t *out, size_t n,
    size_t k, size_t a, size_t b)
{
	size_t	j;

	if (tiebreak_score2(t, a) != tiebreak_score2(t, b))
		return false;
	for (j = 0; j < k; j++)
		if (out[a * n + j] != out[b * n + j])
			return false;
	return true;
}

/* Did a and b meet (a game or a forfeit)? */
static bool
tiebreak_met(const struct tiebreak_table *t, size_t a, size_t b)
{
	const struct tiebreak_cell	*c;
	unsigned			 r;

	for (r = 0; r < t->nrounds; r++) {
		c = tiebreak_cell(t, a, r);
		if ((c->kind == TIEBREAK_PLAYED ||
		    c->kind == TIEBREAK_FORFEIT) && c->opp == b + 1)
			return true;
	}
	return false;
}

/*
 * 6: the points player i scored against the others tied with him on the
 * points and the tie-breaks before (out's column k), when every two of
 * them met; else 0 for all (the encounter does not separate them).
 * group: room for nplayers indices.
 */
static int64_t
tiebreak_de(const struct tiebreak_table *t, const int64_t *out, size_t n,
    size_t k, size_t i, size_t *group)
{
	const struct tiebreak_cell	*c;
	int64_t				 sum = 0;
	size_t				 a, b, g = 0;
	unsigned			 r;

	for (a = 0; a < t->nplayers; a++)
		if (tiebreak_tied(t, out, n, k, i, a))
			group[g++] = a;
	for (a = 0; a < g; a++)
		for (b = a + 1; b < g; b++)
			if (!tiebreak_met(t, group[a], group[b]))
				return 0;
	for (r = 0; r < t->nrounds; r++) {
		c = tiebreak_cell(t, i, r);
		if ((c->kind == TIEBREAK_PLAYED ||
		    c->kind == TIEBREAK_FORFEIT) && c->opp != 0 &&
		    !tiebreak_pending(c) &&
		    tiebreak_tied(t, out, n, k, i, c->opp - 1))
			sum += (int64_t)t->score2[c->points2] * 50;
	}
	return sum;
}

bool
tiebreak_compute(const struct tiebreak_table *t,
    const struct tiebreak_spec *spec, size_t n, int64_t *out)
{
	struct tiebreak_value	*v;
	size_t			*group, i, k;

	v = calloc(t->nrounds + 1, sizeof *v);
	group = calloc(t->nplayers + 1, sizeof *group);
	if (v == NULL || group == NULL) {
		free(v);
		free(group);
		return false;
	}

	/* Each DE needs the columns before it: column by column. */
	for (k = 0; k < n; k++) {
		for (i = 0; i < t->nplayers; i++)
			out[i * n + k] = spec[k].kind == TIEBREAK_DE ? 0 :
			    tiebreak_value_of(t, i, &spec[k], v);
		if (spec[k].kind != TIEBREAK_DE)
			continue;
		for (i = 0; i < t->nplayers; i++)
			out[i * n + k] = tiebreak_de(t, out, n, k, i, group);
	}
	free(v);
	free(group);
	return true;
}

int
tiebreak_cmp(const struct tiebreak_table *t, const int64_t *out, size_t n,
    size_t a, size_t b)
{
	uint32_t	sa = tiebreak_score2(t, a), sb = tiebreak_score2(t, b);
	size_t		k;

	if (sa != sb)
		return sa > sb ? -1 : 1;
	for (k = 0; k < n; k++)
		if (out[a * n + k] != out[b * n + k])
			return out[a * n + k] > out[b * n + k] ? -1 : 1;
	return 0;
}
