/*
 * follow.c: the follower's plan (follow.h): a source's snapshot of a
 * board against the moves the event holds, as commands.
 */
#include "config.h"

#include <stdio.h>
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
	f->quarantine_ms = FOLLOW_QUARANTINE_MS;
}

void
follow_release(struct follow *f)
{
	size_t	i;

	for (i = 0; i < f->n; i++)
		feed_game_release(&f->boards[i].held);
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

/*
 * Copy a source's text into buf of size for a report: cut at a
 * character's start, and each run of blanks and control bytes one space
 * (a source's garbage may hold any byte; a journal line holds none of
 * the control ones), none at either end.
 */
static void
text_copy(char *buf, size_t size, const char *text)
{
	size_t	n = strnlen(text, size - 1), i, k = 0;

	while (n > 0 && n < strlen(text) &&
	    ((unsigned char)text[n] & 0xc0) == 0x80)
		n--;
	for (i = 0; i < n; i++) {
		unsigned char	c = (unsigned char)text[i];

		if (c > 0x20 && c != 0x7f)
			buf[k++] = (char)c;
		else if (k > 0 && buf[k - 1] != ' ')
			buf[k++] = ' ';
	}
	while (k > 0 && buf[k - 1] == ' ')
		k--;
	buf[k] = '\0';
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
	b->side[0].ms = b->side[1].ms = FEED_CLOCK_NONE;
	b->obj[0] = b->obj[1] = FEED_CLOCK_NONE;
	feed_game_init(&b->held);
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

/* A FEN cut to its first field, the placement. */
static void
placement_only(char *fen)
{
	char	*sp;

	if ((sp = strchr(fen, ' ')) != NULL)
		*sp = '\0';
}

/* A position's placement into buf[GAME_POS_TEXT_MAX]. */
static void
placement(const struct game *g, const struct game_pos *pos, char *buf)
{
	g->kind->pos_write(pos, buf);
	placement_only(buf);
}

/*
 * Guidelines II.1: a source that numbers its start (LiveChess Cloud's
 * chess960) plays the board's own start, else a report and nothing
 * applied: its moves belong to another position.  A 518 source on an
 * ordinary game says nothing (such a game may be paired from a FEN).
 */
static bool
plan_start(struct follow_board *fb, const struct game *g,
    const struct feed_game *s, struct follow_plan *p)
{
	char		 ours[GAME_POS_TEXT_MAX], theirs[GAME_POS_TEXT_MAX];
	char		 text[COMMAND_REASON_SIZE];
	struct game_pos	 pos;

	if (s->chess960 < 0 || (s->chess960 == 518 &&
	    g->kind->start_number == NULL))
		return true;
	placement(g, &g->start, ours);
	if (s->fen[0] != '\0') {
		snprintf(theirs, sizeof theirs, "%s", s->fen);
		placement_only(theirs);
	} else {
		g->kind->start(&pos);		/* 518: Art. 2's */
		placement(g, &pos, theirs);
	}
	if (strcmp(ours, theirs) == 0)
		return true;
	snprintf(text, sizeof text, "Chess960 %d", (int)s->chess960);
	plan_report(fb, p, COMMAND_REPORT_START, 0, text);
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

/* Ply k of the snapshot names move in pos: as the one move it reads
 * as, or as one of those an ambiguous ply fits (the arbiter chose it
 * on an 'ambiguous' report). */
static bool
ply_names(const struct game *g, const struct game_pos *pos,
    const struct feed_game *s, size_t k, uint64_t move)
{
	struct game_read_fail	 why;
	const char		*t = s->plies[k].move;
	uint64_t		 m = 0;
	size_t			 i;

	memset(&why, 0, sizeof why);
	switch (g->kind->move_read(pos, t, strlen(t), 0, &m, &why)) {
	case GAME_READ_OK:
		return m == move;
	case GAME_READ_AMBIGUOUS:
		for (i = 0; i < why.ncandidates && i < GAME_CANDIDATES_MAX;
		    i++)
			if (why.candidates[i] == move)
				return true;
		return false;
	default:
		return false;
	}
}

/* The plies the event holds, against the source's: *pos the position
 * after them; true when they agree, else *differ is the first ply that
 * does not (0-based). */
static bool
held_agree(const struct game *g, const struct feed_game *s,
    struct game_pos *pos, size_t *differ)
{
	size_t		i, k;

	*pos = g->start;
	for (i = 0; i < g->nmoves; i++) {
		k = g->ply0 + i;	/* the event's record restarted there */
		if (k >= s->n || !ply_names(g, pos, s, k, g->moves[i])) {
			*differ = k;
			return false;
		}
		g->kind->play(pos, g->moves[i]);
	}
	return true;
}

static void
held_drop(struct follow_board *fb)
{
	feed_game_release(&fb->held);
	fb->held_since = 0;
}

/*
 * The plies the event holds, against the source's: true when they agree.
 * A rewritten or shorter game is held for the quarantine (FEEDS.md 1.1:
 * a piece in the air, a file rewritten) and reported only if the source
 * still shows it then.
 */
static bool
plan_held(struct follow *f, struct follow_board *fb, const struct game *g,
    const struct feed_game *s, int64_t now, struct game_pos *pos,
    struct follow_plan *p)
{
	char	text[COMMAND_REASON_SIZE];
	size_t	k;

	if (held_agree(g, s, pos, &k)) {
		held_drop(fb);		/* it flickered back */
		return true;
	}
	if (f->quarantine_ms > 0 && (fb->held_since == 0 ||
	    now - fb->held_since < f->quarantine_ms)) {
		if (fb->held_since == 0)
			fb->held_since = now;
		if (s != &fb->held) {
			feed_game_release(&fb->held);
			if (!feed_game_copy(&fb->held, s))
				fb->held_since = 0;	/* no memory */
		}
		return false;
	}
	plies_text(s, k, text, sizeof text);
	plan_report(fb, p, COMMAND_REPORT_REWRITE, (uint16_t)(k + 1), text);
	if (s != &fb->held)
		held_drop(fb);
	return false;
}

/* Whether a ply's reading ms of side is to be sent as the clock's. */
static bool
reading_fresh(const struct follow_board *fb, int side, int64_t ms)
{
	if (ms == FEED_CLOCK_NONE)
		return false;
	if (fb->side[side].stale && ms == fb->side[side].ms)
		return false;
	/* LCC's reader gives the last plies its clock object's reading */
	return !fb->obj_stale || ms != fb->obj[side];
}

/* "47x36: 47x29x18x36 or 47x38x27x36": the text ply k of the source
 * wrote and the legal moves it fits, each as the journal writes it, as
 * many as the text holds. */
static void
ambiguous_text(const struct game *g, const struct game_pos *pos,
    const char *written, const struct game_read_fail *why, char *text)
{
	char	m[GAME_MOVE_TEXT_MAX];
	size_t	i, n, len;

	text_copy(text, COMMAND_REASON_SIZE / 4, written);
	n = strlen(text);
	for (i = 0; i < why->ncandidates && i < GAME_CANDIDATES_MAX; i++) {
		len = g->kind->move_write(pos, why->candidates[i],
		    GAME_STYLE_JOURNAL, 0, m);
		if (n + len + 5 >= COMMAND_REASON_SIZE)
			break;
		n += (size_t)snprintf(text + n, COMMAND_REASON_SIZE - n,
		    "%s%s", i == 0 ? ": " : " or ", m);
	}
}

/*
 * Ply k the rules do not take as one move: a move two legal moves fit
 * (a draughts capture written by its two squares that two routes of the
 * same length reach, 8.2.3 and 4.14, that no later move settled) is
 * 'ambiguous', naming them; any other an 'illegal' one (7.5, A.5, B6,
 * C3).  Either holds the board until the arbiter acts.
 */
static void
plan_refused(struct follow_board *fb, const struct game *g,
    const struct game_pos *pos, const struct feed_game *s, size_t k,
    struct follow_plan *p)
{
	struct game_read_fail	 why;
	const char		*t = s->plies[k].move;
	char			 text[COMMAND_REASON_SIZE];
	uint64_t		 m;

	memset(&why, 0, sizeof why);
	if (g->kind->move_read(pos, t, strlen(t), 0, &m, &why) ==
	    GAME_READ_AMBIGUOUS && why.ncandidates >= 2) {
		ambiguous_text(g, pos, t, &why, text);
		plan_report(fb, p, COMMAND_REPORT_AMBIGUOUS, (uint16_t)(k + 1),
		    text);
		return;
	}
	plan_report(fb, p, COMMAND_REPORT_ILLEGAL, (uint16_t)(k + 1), t);
}

/* The new plies: moves while the rules take them; how many. */
static size_t
plan_new(struct follow_board *fb, const struct game *g,
    const struct feed_game *s, struct game_pos *pos, struct follow_plan *p)
{
	struct command	*c;
	uint64_t	 m;
	size_t		 k, n = 0;
	int		 side;

	for (k = g->ply0 + g->nmoves; k < s->n; k++) {
		/* An e-scoresheet's "-": not recorded yet; wait for it. */
		if (strcmp(s->plies[k].move, "-") == 0)
			break;
		/* 7.5, A.5, B6, C3: a move the rules refuse (a king left in
		 * check, the kings put in the centre for the result), or
		 * one two moves fit: the arbiter rules on it; nothing after
		 * it is sent. */
		if ((m = ply_read(g, pos, s, k)) == 0) {
			plan_refused(fb, g, pos, s, k, p);
			break;
		}
		side = g->kind->side(pos);
		c = plan_add(p, COMMAND_MOVE, fb->board);
		g->kind->move_write(pos, m, GAME_STYLE_JOURNAL, 0,
		    c->u.move.text);
		if (reading_fresh(fb, side, s->plies[k].clock_ms)) {
			c->u.move.has_clock = true;
			c->u.move.clock_ms = s->plies[k].clock_ms;
		}
		g->kind->play(pos, m);
		n++;
		/* 9.1.2.2 (9.1a): an offer is made with the move; the
		 * record marks it on that move. */
		if (s->plies[k].offer) {
			c = plan_add(p, COMMAND_OFFER, fb->board);
			c->side = side == CLOCK_WHITE ? COMMAND_SIDE_WHITE :
			    COMMAND_SIDE_BLACK;
		}
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
	    (s->white_ms == fb->sent[0] && s->black_ms == fb->sent[1]) ||
	    fb->obj_stale)	/* 7.3.18: read before the last move */
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

/* The feed user who keeps the board: the one the event's 'source'
 * entries give it (the chief named him: whoever gave a line first), else
 * the first seen giving lines on it this round who may still (the chief
 * may have narrowed his boards). */
static const char *
feed_owner(const struct follow *f, const struct event *ev,
    const struct follow_board *fb, uint16_t round)
{
	const struct event_source	*e;
	size_t				 i;

	if ((e = event_source_of(ev, fb->board)) != NULL)
		return e->user;
	if (fb->feed_round != round)
		return NULL;
	for (i = 0; i < fb->nfeeders; i++)
		if (f->may == NULL || f->may(f->may_arg, fb->feeders[i],
		    fb->board))
			return fb->feeders[i];
	return NULL;
}

/* Two words joined into text: "a / b". */
static void
conflict_text(char *text, const char *a, const char *b)
{
	size_t	n;

	text_copy(text, COMMAND_REASON_SIZE / 2, a);
	n = strlen(text);
	memcpy(text + n, " / ", 4);
	text_copy(text + n + 3, COMMAND_REASON_SIZE - n - 3, b);
}

static const char *
source_name(const struct follow *f, unsigned source, char *buf, size_t len)
{
	if (f->source_names != NULL && source >= 1 && source <= f->nsources)
		return f->source_names[source - 1];
	snprintf(buf, len, "#%u", source);
	return buf;
}

/*
 * 7.3.16: the board is another's: another source of this follower gave
 * it first, or another feed user keeps it.  Reported (once), not applied.
 */
static bool
plan_conflict(struct follow *f, struct follow_board *fb, const struct event *ev,
    const struct game *g, unsigned source, struct follow_plan *p)
{
	char		 text[COMMAND_REASON_SIZE], a[16], b[16];
	const char	*owner;

	if (fb->source == 0)
		fb->source = source;
	if (fb->source != source) {
		conflict_text(text, source_name(f, fb->source, a, sizeof a),
		    source_name(f, source, b, sizeof b));
		plan_report(fb, p, COMMAND_REPORT_CONFLICT, 0, text);
		return true;
	}
	owner = feed_owner(f, ev, fb, g->round);
	if (owner == NULL || f->me == NULL || strcmp(owner, f->me) == 0)
		return false;
	conflict_text(text, owner, f->me);
	plan_report(fb, p, COMMAND_REPORT_CONFLICT, 0, text);
	return true;
}

/* The side that made ply k of the snapshot (the event's game says who
 * moves at its start, ply0 plies in). */
static int
ply_side(const struct game *g, size_t k)
{
	int	first = g->kind->side(&g->start);

	return ((k ^ g->ply0) & 1) == 0 ? first : 1 - first;
}

/* The side's last readings on the plies: the last given, and how many of
 * its moves in a row gave it. */
static unsigned
readings_run(const struct game *g, const struct feed_game *s, int side,
    int64_t *ms)
{
	unsigned	run = 0;
	size_t		k;

	*ms = FEED_CLOCK_NONE;
	for (k = s->n; k-- > 0;) {
		if (s->plies[k].clock_ms == FEED_CLOCK_NONE ||
		    ply_side(g, k) != side)
			continue;
		if (*ms == FEED_CLOCK_NONE)
			*ms = s->plies[k].clock_ms;
		else if (s->plies[k].clock_ms != *ms)
			break;
		run++;
	}
	return run;
}

/* "white 1:23:45" after text (its length n), for a stale side. */
static size_t
stale_word(char *text, size_t n, int side, int64_t ms)
{
	char	d[DURATION_TEXT_MAX];

	if (ms == FEED_CLOCK_NONE ||
	    duration_format(ms, DURATION_UNSIGNED, d, sizeof d) == 0)
		return n;
	return n + (size_t)snprintf(text + n, COMMAND_REASON_SIZE - n,
	    "%s%s %s", n > 0 ? " " : "",
	    side == CLOCK_WHITE ? "white" : "black", d);
}

/*
 * 7.3.18: readings that stopped while the game goes on.  A side's are
 * stale when its last FOLLOW_STALE_MOVES moves gave the same one over
 * FOLLOW_STALE_MIN_MS; the source's own reading (LCC's clock object,
 * WhiteClock/BlackClock) when it stays while the plies grow: read before
 * the last move (two plies with a read time, LCC's "time"; six without).
 * Reported once a frozen reading; never sent as the clock's.
 */
static void
plan_stale(struct follow_board *fb, const struct game *g,
    const struct feed_game *s, int64_t now, struct follow_plan *p)
{
	struct follow_reading	*r;
	char			 text[COMMAND_REASON_SIZE];
	int64_t			 ms, obj[3] = { s->white_ms, s->black_ms,
				    s->read_at_ms };
	unsigned		 run;
	size_t			 n = 0, grow;
	int			 side;

	for (side = 0; side < 2; side++) {
		r = &fb->side[side];
		run = readings_run(g, s, side, &ms);
		if (ms != r->ms) {
			r->ms = ms;
			r->since = now;
		}
		r->stale = ms != FEED_CLOCK_NONE &&
		    run >= FOLLOW_STALE_MOVES &&
		    now - r->since >= FOLLOW_STALE_MIN_MS;
	}
	if (memcmp(obj, fb->obj, sizeof obj) != 0 || s->n < fb->obj_plies) {
		memcpy(fb->obj, obj, sizeof obj);
		fb->obj_plies = s->n;
	}
	grow = s->read_at_ms != 0 ? 2 : 2 * FOLLOW_STALE_MOVES;
	fb->obj_stale = (obj[0] != FEED_CLOCK_NONE ||
	    obj[1] != FEED_CLOCK_NONE) && s->n >= fb->obj_plies + grow;
	text[0] = '\0';
	for (side = 0; side < 2; side++)
		if (fb->obj_stale)
			n = stale_word(text, n, side, obj[side]);
		else if (fb->side[side].stale)
			n = stale_word(text, n, side, fb->side[side].ms);
	if (n > 0)
		plan_report(fb, p, COMMAND_REPORT_STALE, 0, text);
}

/*
 * An e-board's pieces not where the game leaves them (LiveChess's
 * "match":false) for FOLLOW_MISMATCH_MS: no move is taken meanwhile, so
 * the arbiter looks at the board.  Said once; once they match again a
 * new mismatch is news.  The instant is UTC, as the journal's.
 */
static void
plan_mismatch(struct follow_board *fb, int64_t now, struct follow_plan *p)
{
	char	text[COMMAND_REASON_SIZE];
	int64_t	day_s;

	if (fb->mismatch_since == 0) {
		fb->said[COMMAND_REPORT_BOARD - 1][0] = '\0';
		return;
	}
	if (now - fb->mismatch_since < FOLLOW_MISMATCH_MS)
		return;
	day_s = fb->mismatch_since / 1000 % 86400;
	snprintf(text, sizeof text, "pieces not as the game since "
	    "%02d:%02d:%02d", (int)(day_s / 3600), (int)(day_s / 60 % 60),
	    (int)(day_s % 60));
	plan_report(fb, p, COMMAND_REPORT_BOARD, 0, text);
}

static void
plan_board(struct follow *f, struct follow_board *fb, const struct game *g,
    const struct event *ev, const struct feed_game *s, unsigned source,
    int64_t now, struct follow_plan *p)
{
	struct game_pos	 pos;
	size_t		 moved = 0;
	bool		 held;

	if (fb->hash != s->hash || fb->changed_ms == 0) {
		fb->hash = s->hash;
		fb->changed_ms = now;
		fb->silent = false;
	}
	fb->mismatch_since = 0;		/* this board's, its game's only */
	if (plan_conflict(f, fb, ev, g, source, p))
		return;
	/* Never applied to another board: the arbiter sees to it. */
	if (!plan_players(fb, ev, g, s, p) || !plan_start(fb, g, s, p))
		return;
	if (live(g))		/* pieces off a game over are no news */
		fb->mismatch_since = s->mismatch_since_ms;
	plan_mismatch(fb, now, p);
	if (!plan_held(f, fb, g, s, now, &pos, p))
		return;
	if (live(g))		/* a game over has no clock to trust */
		plan_stale(fb, g, s, now, p);
	held = g->alerts[COMMAND_REPORT_ILLEGAL - 1].active ||
	    g->alerts[COMMAND_REPORT_AMBIGUOUS - 1].active;
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
follow_snapshot_from(struct follow *f, const struct event *ev,
    const struct feed_game *s, unsigned source, int64_t now,
    struct follow_plan *p)
{
	const struct game	*g;

	if ((g = event_game_const(ev, s->board)) == NULL)
		return;
	plan_board(f, board_of(f, s->board), g, ev, s, source, now, p);
}

void
follow_snapshot(struct follow *f, const struct event *ev,
    const struct feed_game *s, int64_t now, struct follow_plan *p)
{
	follow_snapshot_from(f, ev, s, 1, now, p);
}

void
follow_sources_changed(struct follow *f)
{
	size_t	i;

	for (i = 0; i < f->n; i++)
		f->boards[i].source = 0;
}

void
follow_line(struct follow *f, const char *user, enum command_verb verb,
    uint16_t round, uint16_t board)
{
	struct follow_board	*fb;
	size_t			 i;

	if (board == 0 || (verb != COMMAND_MOVE && verb != COMMAND_CLOCK &&
	    verb != COMMAND_REPORT && verb != COMMAND_OFFER))
		return;
	fb = board_of(f, board);
	if (fb->feed_round != round) {	/* a new round: new games */
		fb->feed_round = round;
		fb->nfeeders = 0;
	}
	for (i = 0; i < fb->nfeeders; i++)
		if (strcmp(fb->feeders[i], user) == 0)
			return;
	if (fb->nfeeders < FOLLOW_FEEDERS)
		text_copy(fb->feeders[fb->nfeeders++], COMMAND_USER_SIZE, user);
}

/* A rewrite held for the quarantine, and still the source's: planned
 * now, as if it came again. */
static void
tick_held(struct follow *f, struct follow_board *fb, const struct event *ev,
    int64_t now, struct follow_plan *p)
{
	const struct game	*g = event_game_const(ev, fb->board);
	struct feed_game	 s = fb->held;

	feed_game_init(&fb->held);
	if (g != NULL)
		plan_board(f, fb, g, ev, &s, fb->source, now, p);
	fb->held_since = 0;
	feed_game_release(&s);
}

void
follow_tick(struct follow *f, const struct event *ev, int64_t now,
    struct follow_plan *p)
{
	struct follow_board	*fb;
	const struct game	*g;
	char			 text[DURATION_TEXT_MAX];
	size_t			 i;

	for (i = 0; i < f->n; i++) {
		fb = &f->boards[i];
		if (fb->held_since != 0 && f->quarantine_ms > 0 &&
		    now - fb->held_since >= f->quarantine_ms)
			tick_held(f, fb, ev, now, p);
		/* the pieces stay off the game with no new event */
		if (fb->mismatch_since != 0 &&
		    (g = event_game_const(ev, fb->board)) != NULL && live(g))
			plan_mismatch(fb, now, p);
		/* a board only seen in the journal has no source to hush */
		if (f->silent_ms <= 0 || fb->silent || fb->changed_ms == 0 ||
		    now - fb->changed_ms < f->silent_ms ||
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
