/*
 * follow.c: the follower's plan (follow.h): a source's snapshot of a
 * board against the moves the event holds, as commands.
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "app/follow.h"
#include "app/xmalloc.h"
#include "duration.h"
#include "event.h"
#include "gamekind.h"

/* Names. */

#define NAME_WORDS	8
#define NAME_WORD_SIZE	32

struct name_words {
	size_t	n;
	char	w[NAME_WORDS][NAME_WORD_SIZE];
};

/* Latin-1's letters from U+00C0, and Latin Extended-A's from U+0100, as
 * the ASCII letter they are written with ('.': not a letter). */
static const char latin1[] =
    "aaaaaaaceeeeiiiidnooooo.ouuuuyts" "aaaaaaaceeeeiiiidnooooo.ouuuuyty";
static const char latin_a[] =
    "aaaaaaccccccccddddeeeeeeeeeegggggggghhhhiiiiiiiiiiiijjkkklllllll"
    "lllnnnnnnnnnoooooooorrrrrrssssssssttttttuuuuuuuuuuuuwwyyyzzzzzzs";

/* The code point at s (UTF-8, 1 or 2 bytes; others skipped), *len its
 * length. */
static unsigned
next_code(const unsigned char *s, size_t *len)
{
	size_t	n = 1;

	if (s[0] < 0x80) {
		*len = 1;
		return s[0];
	}
	if ((s[0] & 0xe0) == 0xc0 && (s[1] & 0xc0) == 0x80) {
		*len = 2;
		return (unsigned)(s[0] & 0x1f) << 6 | (s[1] & 0x3f);
	}
	while ((s[n] & 0xc0) == 0x80)	/* a longer sequence: not a letter */
		n++;
	*len = n;
	return 0;
}

/* The ASCII letter or digit c is written with, lower case, or 0. */
static char
fold(unsigned c)
{
	if (c >= 'A' && c <= 'Z')
		return (char)(c - 'A' + 'a');
	if ((c >= 'a' && c <= 'z') || (c >= '0' && c <= '9'))
		return (char)c;
	if (c >= 0xc0 && c < 0x100 && latin1[c - 0xc0] != '.')
		return latin1[c - 0xc0];
	if (c >= 0x100 && c < 0x180)
		return latin_a[c - 0x100];
	return 0;
}

/* The words of a name, folded; "Carlsen, Magnus" gives carlsen magnus. */
static void
name_split(const char *name, struct name_words *nw)
{
	const unsigned char	*s = (const unsigned char *)name;
	size_t			 len, k = 0;
	char			 c;

	nw->n = 0;
	for (; *s != '\0'; s += len) {
		c = fold(next_code(s, &len));
		if (c != 0 && nw->n < NAME_WORDS) {
			if (k < NAME_WORD_SIZE - 1)
				nw->w[nw->n][k++] = c;
			continue;
		}
		if (k > 0) {
			nw->w[nw->n++][k] = '\0';
			k = 0;
		}
	}
	if (k > 0)
		nw->w[nw->n++][k] = '\0';
}

/* One word of a name matches another: the same, or an initial of it. */
static bool
word_match(const char *a, const char *b, bool *whole)
{
	*whole = strcmp(a, b) == 0;
	return *whole || ((a[1] == '\0' || b[1] == '\0') && a[0] == b[0]);
}

bool
follow_names_match(const char *a, const char *b)
{
	struct name_words	 x, y, *few, *many;
	bool			 used[NAME_WORDS] = { false }, whole, any = false;
	size_t			 i, j;

	name_split(a, &x);
	name_split(b, &y);
	few = x.n <= y.n ? &x : &y;
	many = few == &x ? &y : &x;
	if (few->n == 0)
		return false;
	for (i = 0; i < few->n; i++) {
		for (j = 0; j < many->n; j++) {
			if (!used[j] && word_match(few->w[i], many->w[j],
			    &whole))
				break;
		}
		if (j == many->n)
			return false;
		used[j] = true;
		any = any || (whole && few->w[i][1] != '\0');
	}
	return any;	/* a name of initials alone names nobody */
}

/* The plan. */

void
follow_init(struct follow *f, int64_t silent_ms)
{
	memset(f, 0, sizeof *f);
	f->silent_ms = silent_ms;
}

void
follow_release(struct follow *f)
{
	free(f->boards);
	memset(f, 0, sizeof *f);
}

void
follow_plan_init(struct follow_plan *p)
{
	memset(p, 0, sizeof *p);
}

void
follow_plan_clear(struct follow_plan *p)
{
	p->n = 0;
}

void
follow_plan_release(struct follow_plan *p)
{
	free(p->cmds);
	memset(p, 0, sizeof *p);
}

/* Room in *v (of *cap elements of size) for element n; the array. */
static void *
grow(void *v, size_t *cap, size_t n, size_t size)
{
	if (n < *cap)
		return v;
	*cap = *cap == 0 ? 16 : *cap * 2;
	return xrealloc(v, *cap * size);
}

/* A new command of verb on board at the plan's end. */
static struct command *
plan_add(struct follow_plan *p, enum command_verb verb, uint16_t board)
{
	struct command	*c;

	p->cmds = grow(p->cmds, &p->cap, p->n, sizeof *p->cmds);
	c = &p->cmds[p->n++];
	memset(c, 0, sizeof *c);
	c->verb = verb;
	c->board = board;
	return c;
}

/* Copy text into buf of size, cut at a character's start. */
static void
text_copy(char *buf, size_t size, const char *text)
{
	size_t	n = strnlen(text, size - 1);

	while (n > 0 && n < strlen(text) &&
	    ((unsigned char)text[n] & 0xc0) == 0x80)
		n--;
	memcpy(buf, text, n);
	buf[n] = '\0';
}

/* report board kind [ply] text, unless this very report was planned. */
static void
plan_report(struct follow_board *fb, struct follow_plan *p, unsigned kind,
    uint16_t ply, const char *text)
{
	char		 said[COMMAND_REASON_SIZE];
	struct command	*c;

	/* The ply in the key: the same move refused later is news. */
	said[0] = (char)('0' + ply % 10);
	said[1] = (char)('0' + ply / 10 % 10);
	said[2] = (char)('0' + ply / 100 % 10);
	said[3] = (char)('0' + ply / 1000 % 10);
	text_copy(said + 4, sizeof said - 4, text);
	if (strcmp(fb->said[kind - 1], said) == 0)
		return;
	c = plan_add(p, COMMAND_REPORT, fb->board);
	memcpy(fb->said[kind - 1], said, sizeof said);
	c->u.report.kind = (uint8_t)kind;
	c->u.report.ply = ply;
	text_copy(c->u.report.text, sizeof c->u.report.text, text);
	if (c->u.report.text[0] == '\0')
		strcpy(c->u.report.text, "-");
}

static struct follow_board *
board_of(struct follow *f, uint16_t board)
{
	struct follow_board	*b;
	size_t			 i;

	for (i = 0; i < f->n; i++) {
		if (f->boards[i].board == board)
			return &f->boards[i];
	}
	f->boards = grow(f->boards, &f->cap, f->n, sizeof *f->boards);
	b = &f->boards[f->n++];
	memset(b, 0, sizeof *b);
	b->board = board;
	b->sent[0] = b->sent[1] = FEED_CLOCK_NONE;
	b->clock_ms = INT64_MIN / 2;
	return b;
}

/* The source's player is the event's: FIDE id when both give one, else
 * the name; a source that names nobody contradicts nothing. */
static bool
player_is(const struct player *p, const struct feed_player *fp)
{
	if (p == NULL)
		return true;
	if (fp->fide_id != 0 && p->fide_id != 0)
		return fp->fide_id == p->fide_id;
	if (fp->name[0] == '\0')
		return true;
	return follow_names_match(p->name, fp->name);
}

/* The players are the event's; else a report. */
static bool
plan_players(struct follow_board *fb, const struct event *ev,
    const struct game *g, const struct feed_game *s, struct follow_plan *p)
{
	char	text[COMMAND_REASON_SIZE];
	size_t	n;

	if (player_is(event_player(ev, g->white), &s->white) &&
	    player_is(event_player(ev, g->black), &s->black))
		return true;
	text_copy(text, sizeof text / 2, s->white.name);
	n = strlen(text);
	memcpy(text + n, " - ", 4);
	text_copy(text + n + 3, sizeof text - n - 3, s->black.name);
	plan_report(fb, p, COMMAND_REPORT_PLAYERS, 0, text);
	return false;
}

/* The source's plies from k on, as it wrote them ("-": none). */
static void
plies_text(const struct feed_game *s, size_t k, char *buf, size_t size)
{
	size_t	n = 0, len;

	buf[0] = '\0';
	for (; k < s->n; k++) {
		len = strlen(s->plies[k].move);
		if (n + len + 2 > size)
			break;
		if (n > 0)
			buf[n++] = ' ';
		memcpy(buf + n, s->plies[k].move, len + 1);
		n += len;
	}
}

static bool
live(const struct game *g)
{
	return g->status == GAME_PLAYING || g->status == GAME_PAUSED;
}

/* Read ply k of the snapshot in pos: the move, or 0. */
static uint64_t
ply_read(const struct game *g, const struct game_pos *pos,
    const struct feed_game *s, size_t k)
{
	const char	*t = s->plies[k].move;
	uint64_t	 m;

	if (g->kind->move_read(pos, t, strlen(t), 0, &m, NULL) != GAME_READ_OK)
		return 0;
	return m;
}

/*
 * The plies the event holds, against the source's: *pos the position
 * after them; true when they agree, false when a rewrite was planned.
 */
static bool
plan_held(struct follow_board *fb, const struct game *g,
    const struct feed_game *s, struct game_pos *pos, struct follow_plan *p)
{
	char		text[COMMAND_REASON_SIZE];
	size_t		i, k;
	uint64_t	m;

	*pos = g->start;
	for (i = 0; i < g->nmoves; i++) {
		k = g->ply0 + i;	/* the event's record restarted there */
		if (k >= s->n || (m = ply_read(g, pos, s, k)) != g->moves[i]) {
			plies_text(s, k, text, sizeof text);
			plan_report(fb, p, COMMAND_REPORT_REWRITE,
			    (uint16_t)(k + 1), text);
			return false;
		}
		g->kind->play(pos, m);
	}
	return true;
}

/* The new plies: moves while the rules take them; how many. */
static size_t
plan_new(struct follow_board *fb, const struct game *g,
    const struct feed_game *s, struct game_pos *pos, struct follow_plan *p)
{
	struct command	*c;
	uint64_t	 m;
	size_t		 k, n = 0;

	for (k = g->ply0 + g->nmoves; k < s->n; k++) {
		/* An e-scoresheet's "-": not recorded yet; wait for it. */
		if (strcmp(s->plies[k].move, "-") == 0)
			break;
		/* 7.5, A.5, B6, C3: a move the rules refuse (a king left in
		 * check, the kings put in the centre for the result): the
		 * arbiter rules on it; nothing after it is sent. */
		if ((m = ply_read(g, pos, s, k)) == 0) {
			plan_report(fb, p, COMMAND_REPORT_ILLEGAL,
			    (uint16_t)(k + 1), s->plies[k].move);
			break;
		}
		c = plan_add(p, COMMAND_MOVE, fb->board);
		g->kind->move_write(pos, m, GAME_STYLE_JOURNAL, 0,
		    c->u.move.text);
		if (s->plies[k].clock_ms != FEED_CLOCK_NONE) {
			c->u.move.has_clock = true;
			c->u.move.clock_ms = s->plies[k].clock_ms;
		}
		g->kind->play(pos, m);
		n++;
	}
	return n;
}

/* A reading without a move, a board at most every FOLLOW_CLOCK_EVERY_MS
 * unless a flag is near. */
static void
plan_clock(struct follow_board *fb, const struct feed_game *s, int64_t now,
    struct follow_plan *p)
{
	struct command	*c;
	bool		 near;

	if (s->white_ms == FEED_CLOCK_NONE || s->black_ms == FEED_CLOCK_NONE ||
	    (s->white_ms == fb->sent[0] && s->black_ms == fb->sent[1]))
		return;
	near = s->white_ms <= FOLLOW_FLAG_NEAR_MS ||
	    s->black_ms <= FOLLOW_FLAG_NEAR_MS;
	if (!near && now - fb->clock_ms < FOLLOW_CLOCK_EVERY_MS)
		return;
	c = plan_add(p, COMMAND_CLOCK, fb->board);
	c->u.setclock.white_ms = s->white_ms;
	c->u.setclock.black_ms = s->black_ms;
	fb->sent[0] = s->white_ms;
	fb->sent[1] = s->black_ms;
	fb->clock_ms = now;
}

static void
plan_result(struct follow_board *fb, const struct game *g,
    const struct feed_game *s, struct follow_plan *p)
{
	if (s->result[0] == '\0' || strcmp(s->result, "*") == 0)
		return;
	if (!live(g) && strcmp(g->result, s->result) == 0)
		return;		/* the arbiter has it */
	plan_report(fb, p, COMMAND_REPORT_RESULT, 0, s->result);
}

void
follow_snapshot(struct follow *f, const struct event *ev,
    const struct feed_game *s, int64_t now, struct follow_plan *p)
{
	struct follow_board	*fb;
	const struct game	*g;
	struct game_pos		 pos;
	size_t			 moved = 0;
	bool			 held;

	if ((g = event_game_const(ev, s->board)) == NULL)
		return;
	fb = board_of(f, s->board);
	if (fb->hash != s->hash || fb->changed_ms == 0) {
		fb->hash = s->hash;
		fb->changed_ms = now;
		fb->silent = false;
	}
	/* Never applied to another board: the arbiter sees to it. */
	if (!plan_players(fb, ev, g, s, p) || !plan_held(fb, g, s, &pos, p))
		return;
	held = g->alerts[COMMAND_REPORT_ILLEGAL - 1].active;
	if (live(g) && !held)
		moved = plan_new(fb, g, s, &pos, p);
	if (moved > 0) {	/* the last plies carry the readings */
		fb->sent[0] = s->white_ms;
		fb->sent[1] = s->black_ms;
	} else if (live(g) && !held)
		plan_clock(fb, s, now, p);
	plan_result(fb, g, s, p);
}

void
follow_tick(struct follow *f, const struct event *ev, int64_t now,
    struct follow_plan *p)
{
	struct follow_board	*fb;
	const struct game	*g;
	char			 text[DURATION_TEXT_MAX];
	size_t			 i;

	if (f->silent_ms <= 0)
		return;
	for (i = 0; i < f->n; i++) {
		fb = &f->boards[i];
		if (fb->silent || now - fb->changed_ms < f->silent_ms ||
		    (g = event_game_const(ev, fb->board)) == NULL || !live(g))
			continue;
		fb->silent = true;
		/* How long the source has said nothing new of the board. */
		if (duration_format(now - fb->changed_ms, DURATION_UNSIGNED,
		    text, sizeof text) == 0)
			continue;
		fb->said[COMMAND_REPORT_SILENT - 1][0] = '\0';
		plan_report(fb, p, COMMAND_REPORT_SILENT, 0, text);
	}
}
