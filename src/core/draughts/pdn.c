/*
 * pdn.c: the PDN reader, what is international draughts' in it, over the
 * syntax PDN shares with PGN (recordread.c, which calls the hooks below):
 * results (2-0 1-1 0-2 and PGN's), move numbers as the file gives them,
 * annotation glyphs, the GameType and FEN tags, the moves (notation.h),
 * the clock commands [%clock], [%clk] and [%emt], and PDN 3.0's setup
 * command /FEN "..."/, which a / opens where a token would begin and the
 * next / closes.  The writer is record.c's in PDN's style.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "draughts/pdn.h"

_Static_assert(PDN_TOKEN_MAX <= RECORD_TOKEN_MAX, "token room");
_Static_assert(PDN_CMD_MAX <= RECORD_CMD_MAX, "command room");
_Static_assert(PDN_NAME_MAX == RECORD_NAME_MAX &&
    PDN_VALUE_MAX == RECORD_VALUE_MAX, "tag room");

const char *
pdn_strerror(enum pdn_error e)
{
	static const char *const text[PDN_ERROR_NB] = {
		[PDN_OK] = "ok",
		[PDN_E_MOVE_UNREADABLE] = "unreadable move",
		[PDN_E_MOVE_ILLEGAL] = "illegal move",
		[PDN_E_MOVE_AMBIGUOUS] = "ambiguous move",
		[PDN_E_FEN] = "bad FEN",
		[PDN_E_GAMETYPE] = "not international draughts (GameType)",
		[PDN_E_TOKEN_TOO_LONG] = "token too long",
		[PDN_E_TAG] = "malformed tag pair",
		[PDN_E_SETUP] = "malformed setup command",
		[PDN_E_UNBALANCED] = "unbalanced parenthesis",
		[PDN_E_BRACE] = "a } outside a comment (comments do not nest)",
		[PDN_E_TRUNCATED] =
		    "input ends inside a tag, comment, setup or variation",
		[PDN_E_NO_RESULT] = "game without a result",
	};

	if ((unsigned)e >= PDN_ERROR_NB)
		return "unknown error";
	return text[e];
}

static void
clocks_clear(struct pdn_reader *r)
{
	r->clk_ms = r->emt_ms = -1;
	r->clock_ms[0] = r->clock_ms[1] = -1;
}

static void
event_init(struct pdn_event *ev, enum pdn_event_type type)
{
	memset(ev, 0, sizeof *ev);
	ev->type = type;
	ev->clk_ms = ev->emt_ms = -1;
	ev->clock_ms[0] = ev->clock_ms[1] = -1;
}

/* The reader of a hook: rr is its first member. */
static struct pdn_reader *
reader(struct record_reader *rr)
{
	return (struct pdn_reader *)rr;
}

static bool
emit(struct pdn_reader *r, struct pdn_event *ev)
{
	ev->game = r->rr.game;
	ev->move_number = r->number;
	ev->pos = &r->pos;
	return r->fn(r->arg, ev);
}

/* Report the first error of a game; later ones are consequences. */
static void
fail(struct pdn_reader *r, enum pdn_error e, const char *text,
    enum dnotation_error me, const struct dnotation_fail *nf)
{
	struct pdn_event	ev;

	if (r->rr.failed)
		return;
	r->rr.failed = true;
	event_init(&ev, PDN_EV_ERROR);
	ev.error = e;
	ev.text = text;
	ev.move_error = me;
	ev.fail = nf;
	emit(r, &ev);
}

static void
syntax_error(struct record_reader *rr, enum record_error e, const char *text)
{
	static const enum pdn_error	pe[] = {
		[RECORD_E_TOKEN_TOO_LONG] = PDN_E_TOKEN_TOO_LONG,
		[RECORD_E_TAG] = PDN_E_TAG,
		[RECORD_E_UNBALANCED] = PDN_E_UNBALANCED,
		[RECORD_E_BRACE] = PDN_E_BRACE,
		[RECORD_E_TRUNCATED] = PDN_E_TRUNCATED,
		[RECORD_E_NO_RESULT] = PDN_E_NO_RESULT,
	};

	fail(reader(rr), pe[e], text, DNOTATION_OK, NULL);
}

static void
game_begin(struct record_reader *rr)
{
	struct pdn_reader	*r = reader(rr);

	r->gametype_bad = false;
	r->number = 1;
	draughts_start(&r->pos);
}

/* The tags are over: set up the position (FEN tag) and say so. */
static void
moves_begin(struct record_reader *rr)
{
	struct pdn_reader	*r = reader(rr);
	struct pdn_event	 ev;

	if (r->gametype_bad)
		return;			/* reported with the tag */
	if (rr->fen[0] != '\0' &&
	    draughts_fen_read(&r->pos, rr->fen, NULL) != DRAUGHTS_FEN_OK) {
		draughts_start(&r->pos);
		fail(r, PDN_E_FEN, rr->fen, DNOTATION_OK, NULL);
		return;
	}
	assert(draughts_ok(&r->pos));
	event_init(&ev, PDN_EV_MOVETEXT);
	if (!emit(r, &ev))
		rr->failed = true;
}

static void
game_end(struct record_reader *rr, const char *result)
{
	struct pdn_event	ev;

	event_init(&ev, PDN_EV_GAME_END);
	ev.text = result;
	emit(reader(rr), &ev);
}

static bool
is_result(const char *t, size_t len)
{
	static const char *const results[] = {
		"2-0", "0-2", "1-1", "0-0", "*", "1-0", "0-1", "1/2-1/2"
	};
	size_t	i;

	(void)len;
	for (i = 0; i < sizeof results / sizeof results[0]; i++)
		if (strcmp(t, results[i]) == 0)
			return true;
	return false;
}

/* Tokens that only annotate (Art. 9): ! ? !? * + = and a.l. */
static bool
is_annotation(const char *t)
{
	if (strcmp(t, "a.l.") == 0)
		return true;
	for (; *t != '\0'; t++)
		if (strchr("!?*+=#", *t) == NULL)
			return false;
	return true;
}

/* A move of the mainline, read at once and played. */
static void
play(struct record_reader *rr, const char *t, size_t len)
{
	struct pdn_reader	*r = reader(rr);
	struct dnotation_fail	nf;
	struct pdn_event	ev;
	enum dnotation_error	e;
	uint64_t		m;
	bool			black;

	if (rr->failed || r->gametype_bad)
		return;
	e = dnotation_read(&r->pos, t, len, &m, &nf);
	if (e != DNOTATION_OK) {
		fail(r, e == DNOTATION_UNREADABLE ? PDN_E_MOVE_UNREADABLE :
		    e == DNOTATION_AMBIGUOUS ? PDN_E_MOVE_AMBIGUOUS :
		    PDN_E_MOVE_ILLEGAL, t, e, &nf);
		return;
	}
	event_init(&ev, PDN_EV_MOVE);
	ev.text = t;
	ev.move = m;
	if (!emit(r, &ev)) {
		rr->failed = true;
		return;
	}
	black = r->pos.side == DRAUGHTS_BLACK;
	draughts_make(&r->pos, m);
	if (black && r->number < 99999)
		r->number++;
	rr->any_move = true;
}

/* 12. 01. 12.32-28: the file's number is the move's. */
static void
number(struct record_reader *rr, unsigned v)
{
	record_reader_begin_moves(rr);
	if (v > 0)
		reader(rr)->number = v;
}

/* h:mm:ss, m:ss or s, with an optional fraction -> milliseconds, or -1. */
static int64_t
parse_hms(const char **sp)
{
	const char	*s = *sp;
	int64_t		 v = 0, part = 0;
	int		 fields = 0, digits;

	for (;;) {
		digits = 0;
		part = 0;
		while (*s >= '0' && *s <= '9') {
			if (part > 100000)
				return -1;
			part = part * 10 + (*s++ - '0');
			digits++;
		}
		if (digits == 0 || ++fields > 3)
			return -1;
		v = v * 60 + part;
		if (*s != ':')
			break;
		s++;
	}
	v = v * 1000 + record_fraction_ms(&s);
	*sp = s;
	return v;
}

/* [%clock w0:10:00 B0:09:58]: one or two times, each with an optional
 * colour (uppercase: that clock is running). */
static void
read_clock(struct pdn_reader *r, const char *s)
{
	int64_t	v;
	int	c, k;

	for (k = 0; k < 2; k++) {
		while (*s == ' ' || *s == '\t')
			s++;
		c = -1;
		if (*s == 'w' || *s == 'W')
			c = DRAUGHTS_WHITE;
		else if (*s == 'b' || *s == 'B')
			c = DRAUGHTS_BLACK;
		if (c >= 0)
			s++;
		if ((v = parse_hms(&s)) < 0)
			return;
		if (c >= 0)
			r->clock_ms[c] = v;
		else
			r->clk_ms = v;
	}
}

static void
command(struct record_reader *rr, const char *cmd)
{
	struct pdn_reader	*r = reader(rr);
	const char		*s;

	if (strncmp(cmd, "clock", 5) == 0 &&
	    (cmd[5] == ' ' || cmd[5] == '\t'))
		read_clock(r, cmd + 6);
	else if (strncmp(cmd, "clk ", 4) == 0) {
		s = cmd + 4;
		while (*s == ' ')
			s++;
		r->clk_ms = parse_hms(&s);
	} else if (strncmp(cmd, "emt ", 4) == 0) {
		s = cmd + 4;
		while (*s == ' ')
			s++;
		r->emt_ms = parse_hms(&s);
	}
}

/* The clocks of a comment go with the mainline move before it. */
static void
comment_end(struct record_reader *rr)
{
	struct pdn_reader	*r = reader(rr);
	struct pdn_event	 ev;

	if ((r->clk_ms >= 0 || r->emt_ms >= 0 || r->clock_ms[0] >= 0 ||
	    r->clock_ms[1] >= 0) && rr->depth == 0 && rr->in_moves &&
	    rr->any_move && !rr->failed) {
		event_init(&ev, PDN_EV_CLOCK);
		ev.clk_ms = r->clk_ms;
		ev.clock_ms[0] = r->clock_ms[0];
		ev.clock_ms[1] = r->clock_ms[1];
		ev.emt_ms = r->emt_ms;
		if (!emit(r, &ev))
			rr->failed = true;
	}
	clocks_clear(r);
}

/* The GameType tag: "20" or "20,..." is international draughts. */
static bool
gametype_ok(const char *v)
{
	while (*v == ' ')
		v++;
	return v[0] == '2' && v[1] == '0' && (v[2] == '\0' || v[2] == ',' ||
	    v[2] == ' ');
}

static void
tag(struct record_reader *rr, const char *name, const char *value)
{
	struct pdn_reader	*r = reader(rr);
	struct pdn_event	 ev;

	event_init(&ev, PDN_EV_TAG);
	ev.name = name;
	ev.text = value;
	if (!emit(r, &ev))
		rr->failed = true;
	if (strcmp(name, "GameType") == 0 && !gametype_ok(value)) {
		r->gametype_bad = true;
		fail(r, PDN_E_GAMETYPE, value, DNOTATION_OK, NULL);
	}
}

/* The text between the slashes of /FEN "..."/: a new position. */
static void
setup_end(struct record_reader *rr, char *text)
{
	struct pdn_reader		*r = reader(rr);
	struct draughts_position	 pos;
	struct pdn_event		 ev;
	char				*s, *q;

	if (rr->failed || r->gametype_bad)
		return;
	s = text;
	while (record_is_space((unsigned char)*s))
		s++;
	if (strncmp(s, "FEN", 3) != 0) {
		fail(r, PDN_E_SETUP, text, DNOTATION_OK, NULL);
		return;
	}
	for (s += 3; record_is_space((unsigned char)*s); s++)
		continue;
	if (*s != '"' || (q = strchr(s + 1, '"')) == NULL) {
		fail(r, PDN_E_SETUP, text, DNOTATION_OK, NULL);
		return;
	}
	*q++ = '\0';
	while (record_is_space((unsigned char)*q))
		q++;
	if (*q != '\0') {
		fail(r, PDN_E_SETUP, text, DNOTATION_OK, NULL);
		return;
	}
	if (draughts_fen_read(&pos, s + 1, NULL) != DRAUGHTS_FEN_OK) {
		fail(r, PDN_E_FEN, s + 1, DNOTATION_OK, NULL);
		return;
	}
	r->pos = pos;
	rr->any_move = false;
	event_init(&ev, PDN_EV_SETUP);
	ev.text = s + 1;
	if (!emit(r, &ev))
		rr->failed = true;
}

static const struct record_syntax pdn_syntax = {
	.token_max = PDN_TOKEN_MAX,
	.cmd_max = PDN_CMD_MAX,
	.setup = true,
	.padded_squares = true,			/* "1- 7" */
	.last_result_optional = true,		/* PDN 3.0's grammar */
	.strict_braces = true,
	.is_result = is_result,
	.game_begin = game_begin,
	.moves_begin = moves_begin,
	.game_end = game_end,
	.number = number,
	.is_annotation = is_annotation,
	.move = play,
	.tag = tag,
	.command = command,
	.comment_end = comment_end,
	.setup_end = setup_end,
	.error = syntax_error,
};

void
pdn_reader_init(struct pdn_reader *r, pdn_event_fn *fn, void *arg)
{
	memset(r, 0, sizeof *r);
	record_reader_init(&r->rr, &pdn_syntax);
	r->fn = fn;
	r->arg = arg;
	r->number = 1;
	clocks_clear(r);
	draughts_start(&r->pos);
}

void
pdn_reader_feed(struct pdn_reader *r, const char *buf, size_t len)
{
	record_reader_feed(&r->rr, buf, len);
}

void
pdn_reader_finish(struct pdn_reader *r)
{
	record_reader_finish(&r->rr);
}

/* The writer: record.c's, in PDN's style. */

/* PDN 3.0's results of international draughts, by the points each side
 * has (2 a win); 0-0 both lost.  A forfeit is a win; a score only the
 * arbiter gives (1-0, a draw against a loss) is no PDN result. */
static const struct record_result pdn_results[] = {
	{ "2-0", "2-0" }, { "1-1", "1-1" }, { "0-2", "0-2" }, { "0-0", "0-0" },
	{ "+/-", "2-0" }, { "-/+", "0-2" }, { NULL, NULL }
};

const struct record_style pdn_record_style = {
	.clock = "clock",
	.clock_side = true,
	.number_joined = true,
	.no_black_number = true,
	.required = { "GameType", "20" },
	.results = pdn_results,
};

void
pdn_writer_init(struct pdn_writer *w, pdn_out_fn *out, void *arg)
{
	record_writer_init_style(&w->rw, &pdn_record_style, out, arg);
}

void
pdn_writer_tags(struct pdn_writer *w, const struct pdn_tag *tags, size_t n)
{
	record_writer_tags(&w->rw, tags, n);
}

void
pdn_writer_move(struct pdn_writer *w, const char *text, unsigned number,
    enum draughts_color side, int64_t clk_ms)
{
	char	buf[DNOTATION_MAX + 1];
	size_t	len = strlen(text);

	/* A move longer than any notation writes is cut, as it always was. */
	if (len > DNOTATION_MAX) {
		memcpy(buf, text, DNOTATION_MAX);
		buf[DNOTATION_MAX] = '\0';
		text = buf;
	}
	record_writer_move(&w->rw, text, number,
	    side == DRAUGHTS_WHITE ? 0 : 1, clk_ms);
}

void
pdn_writer_setup(struct pdn_writer *w, const char *fen)
{
	char	buf[DRAUGHTS_FEN_MAX + 16];
	size_t	n = strlen(fen);

	if (n > DRAUGHTS_FEN_MAX)
		n = DRAUGHTS_FEN_MAX;
	memcpy(buf, "/FEN \"", 6);
	memcpy(buf + 6, fen, n);
	memcpy(buf + 6 + n, "\"/", 3);
	record_writer_token(&w->rw, buf);
}

void
pdn_writer_result(struct pdn_writer *w, const char *result)
{
	record_writer_result(&w->rw, result);
}
