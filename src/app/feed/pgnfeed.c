/*
 * pgnfeed.c: PGN and PDN as live sources write them, into snapshots
 * (pgnfeed.h).  The syntax PGN and PDN share is core/recordread.c's; the
 * hooks below keep each mainline move as its text, with the clock
 * comments that follow it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "feed.h"
#include "recordread.h"
#include "app/journal.h"
#include "app/feed/pdnroutes.h"
#include "app/feed/pgnfeed.h"
#include "app/feed/text.h"

struct reader {
	struct record_reader	 rr;	/* first: the hooks get its address */
	bool			 draughts;
	struct feed_game	 g;
	unsigned		 ordinal;
	bool			 board_tag;	/* a Board tag said the board */
	bool			 variant960;	/* a Variant tag said Chess960 */
	size_t			 line_end;	/* of the line being fed */
	pgnfeed_game_fn		*fn;
	void			*arg;
	struct pgnfeed_info	*info;
};

static struct reader *
reader(struct record_reader *rr)
{
	return (struct reader *)rr;
}

int64_t
pgnfeed_hms_ms(const char **sp)
{
	const char	*s = *sp;
	int64_t		 f[3], v;
	int		 n = 0, digits;

	for (;;) {
		f[n] = 0;
		for (digits = 0; *s >= '0' && *s <= '9'; s++, digits++) {
			if (digits == 6)
				return -1;
			f[n] = f[n] * 10 + (*s - '0');
		}
		if (digits == 0)
			return -1;
		n++;
		if (*s != ':' || n == 3)
			break;
		s++;
	}
	if (n == 1)
		return -1;
	/* Two fields are hours and minutes (TorneloScoresheet writes
	 * [%clk 01:28] for 1 h 28 min, FEEDS.md 3), three h:mm:ss. */
	if (n == 2)
		v = (f[0] * 60 + f[1]) * 60 * 1000;
	else
		v = ((f[0] * 60 + f[1]) * 60 + f[2]) * 1000;
	v += record_fraction_ms(&s);
	*sp = s;
	return v;
}

/* The two digits at s, or -1. */
static int64_t
two_digits(const char *s)
{
	if (s[0] < '0' || s[0] > '9' || s[1] < '0' || s[1] > '9')
		return -1;
	return (s[0] - '0') * 10 + (s[1] - '0');
}

/*
 * The journal's own reading of a UTC time (journal_time_parse) does the
 * calendar; this gives it the text in its form: a fraction of any length
 * cut or padded to milliseconds, a space for the T, the offset apart.
 */
int64_t
pgnfeed_iso_ms(const char *s)
{
	char		 canon[JOURNAL_TIME_LEN + 1];
	const char	*p;
	int64_t		 ms, off = 0, oh, om;
	size_t		 i;

	if (strnlen(s, 19) < 19)
		return -1;
	memcpy(canon, s, 19);
	memcpy(canon + 19, ".000Z", 6);
	if (canon[10] == ' ')
		canon[10] = 'T';
	p = s + 19;
	if (*p == '.')
		for (i = 20, p++; *p >= '0' && *p <= '9'; p++)
			if (i < 23)
				canon[i++] = *p;
	if (*p == '+' || *p == '-') {
		oh = two_digits(p + 1);
		om = two_digits(p + (p[3] == ':' ? 4 : 3));
		if (oh < 0 || om < 0)
			return -1;
		off = (oh * 60 + om) * 60 * 1000;
		if (*p == '+')
			off = -off;	/* 14:00+02:00 is 12:00 UTC */
	} else if (*p != 'Z' && *p != '\0')
		return -1;
	if (journal_time_parse(canon, JOURNAL_TIME_LEN, &ms) != 0)
		return -1;
	return ms + off;
}

static bool
is_result(const char *t, size_t len, bool draughts)
{
	static const char *const chess[] = { "1-0", "0-1", "1/2-1/2", "*" };
	static const char *const pdn[] = { "2-0", "0-2", "1-1", "0-0", "*" };
	const char *const	*list = draughts ? pdn : chess;
	size_t			 i, n = draughts ? 5 : 4;

	for (i = 0; i < n; i++)
		if (strlen(list[i]) == len && memcmp(list[i], t, len) == 0)
			return true;
	return false;
}

static bool
is_result_chess(const char *t, size_t len)
{
	return is_result(t, len, false);
}

static bool
is_result_pdn(const char *t, size_t len)
{
	return is_result(t, len, true);
}

static bool
is_annotation(const char *t)
{
	/* Glyphs alone; a "-" alone is an unrecorded ply (FEEDS.md 3). */
	return t[strspn(t, "!?")] == '\0' || strcmp(t, "+-") == 0 ||
	    strcmp(t, "-+") == 0 || strcmp(t, "=") == 0 ||
	    strcmp(t, "+=") == 0 || strcmp(t, "=+") == 0 ||
	    strcmp(t, "+/-") == 0 || strcmp(t, "-/+") == 0 ||
	    strcmp(t, "e.p.") == 0;
}

static void
game_begin(struct record_reader *rr)
{
	struct reader	*r = reader(rr);

	feed_game_release(&r->g);
	r->board_tag = r->variant960 = false;
	r->ordinal++;
}

static void
moves_begin(struct record_reader *rr)
{
	(void)rr;
}

static void
note_error(struct reader *r, const char *what, const char *text)
{
	if (r->info->error[0] == '\0')
		snprintf(r->info->error, sizeof r->info->error,
		    "game %u: %s '%.40s'", r->ordinal, what, text);
}

static void
game_end(struct record_reader *rr, const char *result)
{
	struct reader	*r = reader(rr);

	if (result == NULL || result[0] == '\0') {
		/* No result yet: a half-written file, read again later. */
		r->info->partial = true;
		return;
	}
	r->info->partial = false;
	r->info->consumed = r->line_end;
	snprintf(r->g.result, sizeof r->g.result, "%s", result);
	if (r->variant960)
		r->g.chess960 = feed_960_number(r->g.fen);
	/* 7.3.20: a capture "47x36" two routes reach, by the moves after */
	if (r->draughts)
		pdnroutes_settle(&r->g);
	r->g.hash = feed_hash(&r->g);
	r->info->games++;
	r->fn(r->arg, &r->g, r->ordinal);
}

static void
move(struct record_reader *rr, const char *t, size_t len)
{
	struct reader	*r = reader(rr);
	char		 m[FEED_MOVE_SIZE];

	/* Glyphs glued to the move ("e4!?") are not the move. */
	while (len > 1 && (t[len - 1] == '!' || t[len - 1] == '?'))
		len--;
	if (len >= sizeof m)
		len = sizeof m - 1;
	memcpy(m, t, len);
	m[len] = '\0';
	if (!feed_game_push(&r->g, m, FEED_CLOCK_NONE, FEED_CLOCK_NONE,
	    false))
		r->info->nomem = true;
}

/* "Last, First" or a FIDE id as a tag gives it. */
static void
player_tag(struct feed_player *p, const char *what, const char *value)
{
	char	*end;
	unsigned long v;

	if (strcmp(what, "") == 0)
		snprintf(p->name, sizeof p->name, "%s", value);
	else if (strcmp(what, "FideId") == 0) {
		v = strtoul(value, &end, 10);
		p->fide_id = *end == '\0' && v <= UINT32_MAX ? (uint32_t)v : 0;
	}
}

/* Round "r", "r.b" or "r.m.b" (a match's board, TorneloScoresheet). */
static void
round_tag(struct reader *r, const char *v)
{
	unsigned long	 part[3] = { 0, 0, 0 };
	int		 n = 0;
	char		*end;

	while (n < 3 && *v >= '0' && *v <= '9') {
		part[n++] = strtoul(v, &end, 10);
		v = end;
		if (*v != '.')
			break;
		v++;
	}
	if (n == 0 || part[0] > UINT16_MAX)
		return;
	r->g.round = (uint16_t)part[0];
	if (n > 1 && !r->board_tag && part[n - 1] <= UINT16_MAX)
		r->g.board = (uint16_t)part[n - 1];
}

static void
tag(struct record_reader *rr, const char *name, const char *value)
{
	struct reader	*r = reader(rr);
	const char	*s = value;
	unsigned long	 v;
	char		*end;

	if (strncmp(name, "White", 5) == 0 && strcmp(name, "WhiteClock") != 0)
		player_tag(&r->g.white, name + 5, value);
	else if (strncmp(name, "Black", 5) == 0 &&
	    strcmp(name, "BlackClock") != 0)
		player_tag(&r->g.black, name + 5, value);
	if (strcmp(name, "Round") == 0)
		round_tag(r, value);
	else if (strcmp(name, "Board") == 0) {
		v = strtoul(value, &end, 10);
		if (*end == '\0' && v > 0 && v <= UINT16_MAX) {
			r->g.board = (uint16_t)v;
			r->board_tag = true;
		}
	} else if (strcmp(name, "FEN") == 0)
		snprintf(r->g.fen, sizeof r->g.fen, "%s", value);
	else if (strcmp(name, "Variant") == 0)	/* FEEDS.md 1.2 */
		r->variant960 = strcasecmp(value, "Chess960") == 0 ||
		    strcasecmp(value, "Fischerandom") == 0 ||
		    strcasecmp(value, "Chess 960") == 0;
	else if (strcmp(name, "WhiteClock") == 0)
		r->g.white_ms = pgnfeed_hms_ms(&s);
	else if (strcmp(name, "BlackClock") == 0)
		r->g.black_ms = pgnfeed_hms_ms(&s);
	else if (strcmp(name, "ReferenceTime") == 0) {
		/* "B/2024-12-19T17:52:47.862Z": the letter is the side
		 * whose clock ran (inferred, FEEDS.md 1.2). */
		if (s[0] != '\0' && s[1] == '/')
			s += 2;
		r->g.read_at_ms = pgnfeed_iso_ms(s);
		if (r->g.read_at_ms < 0)
			r->g.read_at_ms = 0;
	}
	/* TimeControl is the operator's free text (7.3.13): the event's
	 * own control rules, so it is not read. */
}

/* Whether ply i of g is White's (or draughts' white's). */
static bool
white_moves(const struct feed_game *g, size_t i, bool draughts)
{
	bool	black_first;

	if (draughts)
		black_first = g->fen[0] == 'B';
	else {
		const char *sp = strchr(g->fen, ' ');

		black_first = sp != NULL && sp[1] == 'b';
	}
	return (i % 2 == 0) != black_first;
}

/* [%clock w1:29:40 B1:30:00] (FEEDS.md 5): the mover's clock is the one
 * just stopped (lower case); the upper-case one runs. */
static void
pdn_clock(struct reader *r, const char *s)
{
	struct feed_ply	*p = &r->g.plies[r->g.n - 1];
	int64_t		 ms[2] = { -1, -1 };	/* white, black */
	bool		 lower[2] = { false, false }, white;
	int		 k, c;

	for (k = 0; k < 2; k++) {
		while (*s == ' ')
			s++;
		if (*s == 'w' || *s == 'W')
			c = 0;
		else if (*s == 'b' || *s == 'B')
			c = 1;
		else
			return;
		lower[c] = *s == 'w' || *s == 'b';
		s++;
		ms[c] = pgnfeed_hms_ms(&s);
	}
	white = white_moves(&r->g, r->g.n - 1, true);
	if (lower[0] != lower[1])
		white = lower[0];
	p->clock_ms = white ? ms[0] : ms[1];
}

/* cmd with each run of white space one space: LiveChess wraps its lines
 * near 80 columns even inside a comment ("{[%clk\r\n01:29:40]}"). */
static void
squeeze(char *d, size_t size, const char *cmd)
{
	size_t	n = 0;

	for (; *cmd != '\0' && n + 1 < size; cmd++) {
		if (!record_is_space((unsigned char)*cmd))
			d[n++] = *cmd;
		else if (n > 0 && d[n - 1] != ' ')
			d[n++] = ' ';
	}
	d[n] = '\0';
}

static void
command(struct record_reader *rr, const char *raw)
{
	struct reader	*r = reader(rr);
	const char	*s;
	struct feed_ply	*p;
	char		 cmd[RECORD_CMD_MAX + 1];

	if (r->g.n == 0 || rr->depth > 0)
		return;		/* a clock before the first move */
	p = &r->g.plies[r->g.n - 1];
	squeeze(cmd, sizeof cmd, raw);
	if (strncmp(cmd, "clk ", 4) == 0) {
		s = cmd + 4 + strspn(cmd + 4, " ");
		p->clock_ms = pgnfeed_hms_ms(&s);
	} else if (strncmp(cmd, "emt ", 4) == 0) {
		/* LiveChess writes it in a comment of its own. */
		s = cmd + 4 + strspn(cmd + 4, " ");
		p->emt_ms = pgnfeed_hms_ms(&s);
	} else if (strncmp(cmd, "clock ", 6) == 0 && r->draughts)
		pdn_clock(r, cmd + 6);
}

/* {=}: a draw offer with the move before it (e-scoresheets, FEEDS.md 3),
 * alone or with a clock ("{= [%clk 01:28]}"); not "{a = b}". */
static void
comment_end(struct record_reader *rr)
{
	struct reader	*r = reader(rr);

	if (rr->comment_eq && !rr->comment_text && r->g.n > 0 &&
	    rr->depth == 0)
		r->g.plies[r->g.n - 1].offer = true;
}

static void
setup_end(struct record_reader *rr, char *text)
{
	struct reader	*r = reader(rr);

	snprintf(r->g.fen, sizeof r->g.fen, "%s", text);
}

static void
syntax_error(struct record_reader *rr, enum record_error e, const char *text)
{
	struct reader	*r = reader(rr);

	switch (e) {
	case RECORD_E_TRUNCATED:
	case RECORD_E_NO_RESULT:
		r->info->partial = true;	/* see game_end() */
		break;
	case RECORD_E_TOKEN_TOO_LONG:
		note_error(r, "token too long", text);
		break;
	case RECORD_E_TAG:
		note_error(r, "malformed tag", text);
		break;
	case RECORD_E_UNBALANCED:
	case RECORD_E_BRACE:		/* not asked for (strict_braces) */
		note_error(r, "unbalanced", text);
		break;
	}
}

static const struct record_syntax pgn_syntax = {
	.token_max = FEED_MOVE_SIZE - 1, .cmd_max = RECORD_CMD_MAX,
	.paren_after = "18", .setup = false, .is_result = is_result_chess,
	.game_begin = game_begin, .moves_begin = moves_begin,
	.game_end = game_end, .number = NULL, .is_annotation = is_annotation,
	.move = move, .tag = tag, .command = command,
	.comment_end = comment_end, .setup_end = setup_end,
	.error = syntax_error,
};

static const struct record_syntax pdn_syntax = {
	.token_max = FEED_MOVE_SIZE - 1, .cmd_max = RECORD_CMD_MAX,
	.paren_after = NULL, .setup = true, .is_result = is_result_pdn,
	.game_begin = game_begin, .moves_begin = moves_begin,
	.game_end = game_end, .number = NULL, .is_annotation = is_annotation,
	.move = move, .tag = tag, .command = command,
	.comment_end = comment_end, .setup_end = setup_end,
	.error = syntax_error,
};

bool
pgnfeed_read(const char *buf, size_t len, bool draughts, pgnfeed_game_fn *fn,
    void *arg, struct pgnfeed_info *info)
{
	struct reader	 r;
	char		*conv = NULL;
	const char	*nl;
	size_t		 convlen, pos;

	memset(info, 0, sizeof *info);
	/* Not UTF-8 (Broadcaster met such LiveChess output, FEEDS.md 1.2):
	 * Latin-1, the encoding of the PCs it runs on (7.3.11). */
	if (!feed_text_is_utf8(buf, len)) {
		conv = feed_text_latin1(buf, len, &convlen);
		buf = conv;
		len = convlen;
		info->latin1 = true;
	}
	memset(&r, 0, sizeof r);
	feed_game_init(&r.g);
	r.draughts = draughts;
	r.fn = fn;
	r.arg = arg;
	r.info = info;
	record_reader_init(&r.rr, draughts ? &pdn_syntax : &pgn_syntax);
	/* Line by line, so that a game's end is known to a line. */
	for (pos = 0; pos < len; pos = r.line_end) {
		nl = memchr(buf + pos, '\n', len - pos);
		r.line_end = nl != NULL ? (size_t)(nl - buf) + 1 : len;
		record_reader_feed(&r.rr, buf + pos, r.line_end - pos);
	}
	r.line_end = len;
	record_reader_finish(&r.rr);
	feed_game_release(&r.g);
	free(conv);
	return !info->nomem;
}
