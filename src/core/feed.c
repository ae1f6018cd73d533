/*
 * feed.c: a live source's game snapshot, its content hash and the change
 * between two snapshots (FEEDS.md 7.1).  Pure: no I/O, no clock.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "feed.h"
#include "gamekind.h"

static const char *const change_names[] = {
#define FEED_CHANGE_NAME(name) #name,
	FEED_CHANGES(FEED_CHANGE_NAME)
#undef FEED_CHANGE_NAME
};

void
feed_game_init(struct feed_game *g)
{
	memset(g, 0, sizeof *g);
	g->chess960 = -1;
	memcpy(g->result, "*", 2);
	g->white_ms = g->black_ms = FEED_CLOCK_NONE;
}

void
feed_game_release(struct feed_game *g)
{
	free(g->plies);
	feed_game_init(g);
}

/* Copy s into d of size n, cut at a UTF-8 character's start. */
static void
copy_cut(char *d, size_t n, const char *s)
{
	size_t	len = strlen(s);

	if (len >= n) {
		len = n - 1;
		while (len > 0 && ((unsigned char)s[len] & 0xc0) == 0x80)
			len--;
	}
	memcpy(d, s, len);
	d[len] = '\0';
}

bool
feed_game_push(struct feed_game *g, const char *move, int64_t clock_ms,
    int64_t emt_ms, bool offer)
{
	struct feed_ply	*p;

	if (g->n == g->cap) {
		size_t	 cap = g->cap != 0 ? g->cap * 2 : 64;

		p = realloc(g->plies, cap * sizeof *p);
		if (p == NULL)
			return false;
		g->plies = p;
		g->cap = cap;
	}
	p = &g->plies[g->n++];
	copy_cut(p->move, sizeof p->move, move);
	p->clock_ms = clock_ms;
	p->emt_ms = emt_ms;
	p->offer = offer;
	return true;
}

bool
feed_game_copy(struct feed_game *dst, const struct feed_game *src)
{
	struct feed_ply	*plies = NULL;

	if (src->n > 0) {
		plies = malloc(src->n * sizeof *plies);
		if (plies == NULL) {
			feed_game_init(dst);
			return false;
		}
		memcpy(plies, src->plies, src->n * sizeof *plies);
	}
	*dst = *src;
	dst->plies = plies;
	dst->cap = src->n;
	return true;
}

/* FNV-1a, 64 bits: enough to tell two snapshots of one board apart. */
static uint64_t
fnv(uint64_t h, const void *p, size_t len)
{
	const unsigned char	*b = p;

	while (len-- > 0) {
		h ^= *b++;
		h *= UINT64_C(0x100000001b3);
	}
	return h;
}

static uint64_t
fnv_str(uint64_t h, const char *s)
{
	return fnv(h, s, strlen(s) + 1);	/* the NUL parts the fields */
}

static uint64_t
fnv_i64(uint64_t h, int64_t v)
{
	unsigned char	b[8];
	int		i;

	for (i = 0; i < 8; i++)
		b[i] = (unsigned char)((uint64_t)v >> (8 * i));
	return fnv(h, b, sizeof b);
}

/*
 * Every field a reader fills, field by field (never the struct's bytes:
 * padding and the unused tails of the strings are not content), so that
 * a rewrite of the same size with another result is seen (FEEDS.md
 * 7.3.10) and a rewrite of the same content is not.
 */
uint64_t
feed_hash(const struct feed_game *g)
{
	uint64_t	h = UINT64_C(0xcbf29ce484222325);
	size_t		i;

	h = fnv_i64(h, g->round);
	h = fnv_i64(h, g->board);
	h = fnv_str(h, g->white.name);
	h = fnv_i64(h, g->white.fide_id);
	h = fnv_str(h, g->black.name);
	h = fnv_i64(h, g->black.fide_id);
	h = fnv_str(h, g->fen);
	h = fnv_i64(h, g->chess960);
	h = fnv_str(h, g->result);
	h = fnv_i64(h, g->white_ms);
	h = fnv_i64(h, g->black_ms);
	h = fnv_i64(h, g->read_at_ms);
	h = fnv_i64(h, g->mismatch_since_ms);	/* its start is news */
	h = fnv_i64(h, (int64_t)g->n);
	for (i = 0; i < g->n; i++) {
		h = fnv_str(h, g->plies[i].move);
		h = fnv_i64(h, g->plies[i].clock_ms);
		h = fnv_i64(h, g->plies[i].emt_ms);
		h = fnv_i64(h, g->plies[i].offer);
	}
	return h;
}

static bool
same_player(const struct feed_player *a, const struct feed_player *b)
{
	return a->fide_id == b->fide_id && strcmp(a->name, b->name) == 0;
}

/* The plies both share from the first, by their moves; none when the
 * games do not start from the same position. */
static size_t
common_plies(const struct feed_game *a, const struct feed_game *b)
{
	size_t	i, n = a->n < b->n ? a->n : b->n;

	if (strcmp(a->fen, b->fen) != 0 || a->chess960 != b->chess960)
		return 0;
	for (i = 0; i < n; i++)
		if (strcmp(a->plies[i].move, b->plies[i].move) != 0)
			break;
	return i;
}

static bool
same_content(const struct feed_game *a, const struct feed_game *b)
{
	return feed_hash(a) == feed_hash(b);
}

struct feed_change
feed_diff(const struct feed_game *before, const struct feed_game *now)
{
	struct feed_change	c = { FEED_SAME, 0, false, false };
	bool			start_same;

	if (now == NULL) {
		c.kind = FEED_GONE;
		return c;
	}
	if (before == NULL) {
		c.kind = FEED_APPEND;
		c.result_changed = strcmp(now->result, "*") != 0;
		c.players_changed = true;
		return c;
	}
	if (same_content(before, now))
		return c;
	c.common = common_plies(before, now);
	c.result_changed = strcmp(before->result, now->result) != 0;
	c.players_changed = !same_player(&before->white, &now->white) ||
	    !same_player(&before->black, &now->black);
	start_same = strcmp(before->fen, now->fen) == 0 &&
	    before->chess960 == now->chess960;
	if (now->n == 0 && (before->n > 0 || !start_same))
		c.kind = FEED_RESET;
	else if (c.common < before->n || !start_same)
		c.kind = FEED_REWRITE;
	else if (now->n > before->n)
		c.kind = FEED_APPEND;
	else if (c.result_changed)
		c.kind = FEED_RESULT;
	else
		c.kind = FEED_CLOCK;
	return c;
}

const char *
feed_change_name(enum feed_change_kind k)
{
	if ((unsigned)k >= FEED_CHANGE_NB)
		return "?";
	return change_names[k];
}

/* The chess960 kind numbers the starts (Guidelines II.1): its own
 * operations, not a second table of Scharnagl's numbering here. */
bool
feed_960_fen(int n, char *fen, size_t size)
{
	const struct game_kind	*k = gamekind_find("chess960");
	struct game_pos		 pos;
	char			 text[GAME_POS_TEXT_MAX];
	size_t			 len;

	if (n < 0 || k == NULL || k->start_number == NULL ||
	    !k->start_number(&pos, (unsigned)n))
		return false;
	if ((len = k->pos_write(&pos, text)) >= size)
		return false;
	memcpy(fen, text, len + 1);
	return true;
}

/*
 * Scharnagl's number of a Chess960 white first rank ("BNNQRKRB"), read
 * back as II.1 builds it: n % 4 the light-squared bishop's file (b d f
 * h), then the dark one's (a c e g), the queen among the six squares
 * left, the knights' pair among the five left; -1 when it is none.
 */
static int
scharnagl(const char *rank)
{
	static const char pairs[10][2] = { { 0, 1 }, { 0, 2 }, { 0, 3 },
	    { 0, 4 }, { 1, 2 }, { 1, 3 }, { 1, 4 }, { 2, 3 }, { 2, 4 },
	    { 3, 4 } };
	int	light = -1, dark = -1, queen = -1, knight[2] = { -1, -1 };
	int	f, free6 = 0, free5 = 0, k;

	for (f = 0; f < 8; f++)
		if (rank[f] == 'B')
			*(f % 2 != 0 ? &light : &dark) = f / 2;
	for (f = 0; f < 8; f++) {
		if (rank[f] == 'B')
			continue;
		if (rank[f] == 'Q')
			queen = free6;
		free6++;
		if (rank[f] == 'Q')
			continue;
		if (rank[f] == 'N')
			knight[knight[0] < 0 ? 0 : 1] = free5;
		free5++;
	}
	if (light < 0 || dark < 0 || queen < 0 || knight[1] < 0)
		return -1;
	for (k = 0; k < 10; k++)
		if (pairs[k][0] == knight[0] && pairs[k][1] == knight[1])
			return ((k * 6 + queen) * 4 + dark) * 4 + light;
	return -1;
}

/*
 * The number read from the first rank is checked against the chess960
 * kind's own start of that number: no second table of the numbering.
 */
int16_t
feed_960_number(const char *fen)
{
	const struct game_kind	*k = gamekind_find("chess960");
	struct game_pos		 pos;
	char			 text[GAME_POS_TEXT_MAX];
	size_t			 len = strcspn(fen, " ");
	const char		*rank = NULL;
	size_t			 i;
	int			 n;

	for (i = 0; i < len; i++)	/* the first rank: the last field */
		if (fen[i] == '/')
			rank = fen + i;
	if (k == NULL || k->start_number == NULL || rank == NULL ||
	    fen + len - rank != 9 || (n = scharnagl(rank + 1)) < 0 ||
	    !k->start_number(&pos, (unsigned)n))
		return -1;
	k->pos_write(&pos, text);
	if (strncmp(text, fen, len) != 0 || text[len] != ' ')
		return -1;
	return (int16_t)n;
}
