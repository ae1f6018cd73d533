/*
 * pdn.c: the PDN reader (a byte-at-a-time state machine, so the caller may
 * cut the stream anywhere) and the PDN writer.
 *
 * The reader keeps one token, one tag pair, one [%cmd] of a comment and
 * one setup command; nothing grows with the input.  A token is a run of
 * bytes up to white space or one of { } ; [ ] $ ( ) ".  A / where a token
 * would begin opens a setup command, which runs to the next /.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "draughts/pdn.h"

static void	dispatch(struct pdn_reader *, unsigned char, bool);

/* Bytes that end a token. */
static const bool token_end[256] = {
	[' '] = true, ['\t'] = true, ['\n'] = true, ['\r'] = true,
	['\f'] = true, ['\v'] = true, ['{'] = true, ['}'] = true, [';'] = true,
	['['] = true, [']'] = true, ['$'] = true, ['('] = true, [')'] = true,
	['"'] = true,
};

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

void
pdn_reader_init(struct pdn_reader *r, pdn_event_fn *fn, void *arg)
{
	memset(r, 0, sizeof *r);
	r->fn = fn;
	r->arg = arg;
	r->state = PDN_S_NORMAL;
	r->line_start = true;
	r->number = 1;
	clocks_clear(r);
	draughts_start(&r->pos);
}

static bool
emit(struct pdn_reader *r, struct pdn_event *ev)
{
	ev->game = r->game;
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

	if (r->failed)
		return;
	r->failed = true;
	event_init(&ev, PDN_EV_ERROR);
	ev.error = e;
	ev.text = text;
	ev.move_error = me;
	ev.fail = nf;
	emit(r, &ev);
}

static void
begin_game(struct pdn_reader *r)
{
	if (r->in_game)
		return;
	r->in_game = true;
	r->in_moves = false;
	r->failed = false;
	r->any_move = false;
	r->gametype_bad = false;
	r->depth = 0;
	r->number = 1;
	r->fen[0] = '\0';
	r->game++;
	draughts_start(&r->pos);
}

/* The tags are over: set up the position (FEN tag) and say so. */
static void
begin_moves(struct pdn_reader *r)
{
	struct pdn_event	ev;

	begin_game(r);
	if (r->in_moves)
		return;
	r->in_moves = true;
	if (r->gametype_bad)
		return;			/* reported with the tag */
	if (r->fen[0] != '\0' &&
	    draughts_fen_read(&r->pos, r->fen, NULL) != DRAUGHTS_FEN_OK) {
		draughts_start(&r->pos);
		fail(r, PDN_E_FEN, r->fen, DNOTATION_OK, NULL);
		return;
	}
	assert(draughts_ok(&r->pos));
	event_init(&ev, PDN_EV_MOVETEXT);
	if (!emit(r, &ev))
		r->failed = true;
}

static void
end_game(struct pdn_reader *r, const char *result)
{
	struct pdn_event	ev;

	begin_moves(r);
	event_init(&ev, PDN_EV_GAME_END);
	ev.text = result;
	emit(r, &ev);
	r->in_game = r->in_moves = false;
	r->depth = 0;
}

static bool
is_result(const char *t)
{
	static const char *const results[] = {
		"2-0", "0-2", "1-1", "0-0", "*", "1-0", "0-1", "1/2-1/2"
	};
	size_t	i;

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

static void
play(struct pdn_reader *r, const char *t, size_t len)
{
	struct dnotation_fail	nf;
	struct pdn_event	ev;
	enum dnotation_error	e;
	uint64_t		m;
	bool			black;

	begin_moves(r);
	if (r->failed || r->gametype_bad)
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
		r->failed = true;
		return;
	}
	black = r->pos.side == DRAUGHTS_BLACK;
	draughts_make(&r->pos, m);
	if (black && r->number < 99999)
		r->number++;
	r->any_move = true;
}

static void
token_done(struct pdn_reader *r)
{
	char		*t = r->tok;
	size_t		 len = r->toklen, i = 0;
	unsigned	 v = 0;

	r->state = PDN_S_NORMAL;
	r->toklen = 0;
	if (r->depth > 0)
		return;
	if (len > PDN_TOKEN_MAX) {
		begin_moves(r);
		r->tok[PDN_TOKEN_MAX] = '\0';
		fail(r, PDN_E_TOKEN_TOO_LONG, r->tok, DNOTATION_OK, NULL);
		return;
	}
	t[len] = '\0';
	if (is_result(t)) {
		begin_game(r);
		end_game(r, t);
		return;
	}
	/* Move numbers: 12. 12... 01. and 12.32-28. */
	if (*t >= '0' && *t <= '9') {
		while (i < len && t[i] >= '0' && t[i] <= '9') {
			if (v < 10000)
				v = v * 10 + (unsigned)(t[i] - '0');
			i++;
		}
		if (i == len)
			return;			/* a bare number */
		if (t[i] == '.') {
			begin_moves(r);
			if (v > 0)
				r->number = v;
			while (i < len && t[i] == '.')
				i++;
			t += i;
			len -= i;
			if (len == 0)
				return;
		}
	}
	if (is_annotation(t))
		return;
	play(r, t, len);
}

/* h:mm:ss, m:ss or s, with an optional fraction -> milliseconds, or -1. */
static int64_t
parse_hms(const char **sp)
{
	const char	*s = *sp;
	int64_t		 v = 0, part = 0, frac = 0, scale = 100;
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
	if (*s == '.') {
		for (s++; *s >= '0' && *s <= '9'; s++) {
			frac += (*s - '0') * scale;
			scale /= 10;
		}
	}
	*sp = s;
	return v * 1000 + frac;
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
command_done(struct pdn_reader *r)
{
	const char	*s;

	r->cmd[r->cmdlen] = '\0';
	if (strncmp(r->cmd, "clock", 5) == 0 &&
	    (r->cmd[5] == ' ' || r->cmd[5] == '\t'))
		read_clock(r, r->cmd + 6);
	else if (strncmp(r->cmd, "clk ", 4) == 0) {
		s = r->cmd + 4;
		while (*s == ' ')
			s++;
		r->clk_ms = parse_hms(&s);
	} else if (strncmp(r->cmd, "emt ", 4) == 0) {
		s = r->cmd + 4;
		while (*s == ' ')
			s++;
		r->emt_ms = parse_hms(&s);
	}
}

static void
comment_done(struct pdn_reader *r)
{
	struct pdn_event	ev;

	r->state = PDN_S_NORMAL;
	if ((r->clk_ms >= 0 || r->emt_ms >= 0 || r->clock_ms[0] >= 0 ||
	    r->clock_ms[1] >= 0) && r->depth == 0 && r->in_moves &&
	    r->any_move && !r->failed) {
		event_init(&ev, PDN_EV_CLOCK);
		ev.clk_ms = r->clk_ms;
		ev.clock_ms[0] = r->clock_ms[0];
		ev.clock_ms[1] = r->clock_ms[1];
		ev.emt_ms = r->emt_ms;
		if (!emit(r, &ev))
			r->failed = true;
	}
	clocks_clear(r);
	r->incmd = false;
}

static void
comment_byte(struct pdn_reader *r, unsigned char c)
{
	if (c == '}') {
		comment_done(r);
		return;
	}
	if (r->incmd) {
		if (c == ']') {
			command_done(r);
			r->incmd = false;
		} else if (r->cmdlen < PDN_CMD_MAX)
			r->cmd[r->cmdlen++] = (char)c;
	} else if (c == '%' && r->cmdlen == 1 && r->cmd[0] == '[') {
		r->incmd = true;
		r->cmdlen = 0;
	} else {
		r->cmd[0] = (char)c;
		r->cmdlen = 1;
	}
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
tag_done(struct pdn_reader *r)
{
	struct pdn_event	ev;

	r->state = PDN_S_NORMAL;
	if (r->tagpart == 4)
		return;			/* a malformed tag, skipped */
	r->tagname[r->tagnamelen] = '\0';
	r->tagvalue[r->tagvaluelen] = '\0';
	if (strcmp(r->tagname, "FEN") == 0)
		memcpy(r->fen, r->tagvalue, r->tagvaluelen + 1);
	event_init(&ev, PDN_EV_TAG);
	ev.name = r->tagname;
	ev.text = r->tagvalue;
	if (!emit(r, &ev))
		r->failed = true;
	if (strcmp(r->tagname, "GameType") == 0 &&
	    !gametype_ok(r->tagvalue)) {
		r->gametype_bad = true;
		fail(r, PDN_E_GAMETYPE, r->tagvalue, DNOTATION_OK, NULL);
	}
}

static bool
is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

static void
tag_bad(struct pdn_reader *r)
{
	r->tagname[r->tagnamelen] = '\0';
	fail(r, PDN_E_TAG, r->tagname, DNOTATION_OK, NULL);
	r->tagpart = 4;
}

/* [Name "value"]: 0 name, 1 before the value, 2 value, 3 after, 4 skip. */
static void
tag_byte(struct pdn_reader *r, unsigned char c)
{
	switch (r->tagpart) {
	case 0:
		if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '+') {
			if (r->tagnamelen < PDN_NAME_MAX)
				r->tagname[r->tagnamelen++] = (char)c;
			else
				tag_bad(r);
		} else if (c == '"' && r->tagnamelen > 0)
			r->tagpart = 2;
		else if (is_space(c) && c != '\n')
			r->tagpart = r->tagnamelen > 0 ? 1 : 0;
		else if (c == ']') {
			tag_bad(r);
			tag_done(r);
		} else
			tag_bad(r);
		break;
	case 1:
		if (c == '"')
			r->tagpart = 2;
		else if (c == ']') {
			tag_bad(r);
			tag_done(r);
		} else if (!is_space(c) || c == '\n')
			tag_bad(r);
		break;
	case 2:
		if (r->tagesc)
			r->tagesc = false;
		else if (c == '\\') {
			r->tagesc = true;
			break;
		} else if (c == '"') {
			r->tagpart = 3;
			break;
		} else if (c == '\n') {
			tag_bad(r);
			break;
		}
		if (r->tagvaluelen < PDN_VALUE_MAX)
			r->tagvalue[r->tagvaluelen++] = (char)c;
		break;
	case 3:
		if (c == ']')
			tag_done(r);
		else if (!is_space(c))
			tag_bad(r);
		break;
	default:
		if (c == ']' || c == '\n')
			tag_done(r);
		break;
	}
}

static void
begin_tag(struct pdn_reader *r)
{
	if (r->in_moves) {
		/* A new game begins where the last one gave no result. */
		fail(r, PDN_E_NO_RESULT, "", DNOTATION_OK, NULL);
		end_game(r, "");
	}
	begin_game(r);
	r->state = PDN_S_TAG;
	r->tagpart = 0;
	r->tagesc = false;
	r->tagnamelen = r->tagvaluelen = 0;
}

/* The text between the slashes of /FEN "..."/ is in tagvalue. */
static void
setup_done(struct pdn_reader *r)
{
	struct draughts_position	pos;
	struct pdn_event		ev;
	char				*s, *q;

	r->state = PDN_S_NORMAL;
	if (r->depth > 0)
		return;
	begin_moves(r);
	if (r->failed || r->gametype_bad)
		return;
	r->tagvalue[r->tagvaluelen] = '\0';
	s = r->tagvalue;
	while (is_space((unsigned char)*s))
		s++;
	if (strncmp(s, "FEN", 3) != 0) {
		fail(r, PDN_E_SETUP, r->tagvalue, DNOTATION_OK, NULL);
		return;
	}
	for (s += 3; is_space((unsigned char)*s); s++)
		continue;
	if (*s != '"' || (q = strchr(s + 1, '"')) == NULL) {
		fail(r, PDN_E_SETUP, r->tagvalue, DNOTATION_OK, NULL);
		return;
	}
	*q++ = '\0';
	while (is_space((unsigned char)*q))
		q++;
	if (*q != '\0') {
		fail(r, PDN_E_SETUP, r->tagvalue, DNOTATION_OK, NULL);
		return;
	}
	if (draughts_fen_read(&pos, s + 1, NULL) != DRAUGHTS_FEN_OK) {
		fail(r, PDN_E_FEN, s + 1, DNOTATION_OK, NULL);
		return;
	}
	r->pos = pos;
	r->any_move = false;
	event_init(&ev, PDN_EV_SETUP);
	ev.text = s + 1;
	if (!emit(r, &ev))
		r->failed = true;
}

static void
setup_byte(struct pdn_reader *r, unsigned char c)
{
	if (c == '/') {
		setup_done(r);
		return;
	}
	if (r->tagvaluelen < PDN_VALUE_MAX)
		r->tagvalue[r->tagvaluelen++] = (char)c;
}

static void
normal_byte(struct pdn_reader *r, unsigned char c, bool line_start)
{
	if (is_space(c))
		return;
	switch (c) {
	case '%':
		if (line_start) {
			r->state = PDN_S_ESCAPE;
			return;
		}
		break;
	case '[':
		if (r->depth == 0)
			begin_tag(r);
		return;
	case ']':
	case '"':
	case '}':
		return;
	case '{':
		r->state = PDN_S_COMMENT;
		r->cmdlen = 0;
		r->incmd = false;
		return;
	case ';':
		r->state = PDN_S_LINE;
		return;
	case '/':
		r->state = PDN_S_SETUP;
		r->tagvaluelen = 0;
		return;
	case '(':
		r->depth++;
		return;
	case ')':
		if (r->depth > 0)
			r->depth--;
		else if (r->in_game) {
			r->tok[0] = ')';
			r->tok[1] = '\0';
			fail(r, PDN_E_UNBALANCED, r->tok, DNOTATION_OK, NULL);
		}
		return;
	case '$':
		r->state = PDN_S_NAG;
		return;
	default:
		break;
	}
	r->state = PDN_S_TOKEN;
	r->tok[0] = (char)c;
	r->toklen = 1;
}

static void
token_byte(struct pdn_reader *r, unsigned char c)
{
	if (token_end[c]) {
		token_done(r);
		dispatch(r, c, false);
		return;
	}
	if (r->toklen < PDN_TOKEN_MAX + 1)
		r->tok[r->toklen++] = (char)c;
}

static void
dispatch(struct pdn_reader *r, unsigned char c, bool line_start)
{
	switch (r->state) {
	case PDN_S_NORMAL:
		normal_byte(r, c, line_start);
		break;
	case PDN_S_TOKEN:
		token_byte(r, c);
		break;
	case PDN_S_TAG:
		tag_byte(r, c);
		break;
	case PDN_S_COMMENT:
		comment_byte(r, c);
		break;
	case PDN_S_SETUP:
		setup_byte(r, c);
		break;
	case PDN_S_LINE:
	case PDN_S_ESCAPE:
		if (c == '\n')
			r->state = PDN_S_NORMAL;
		break;
	case PDN_S_NAG:
		if (c < '0' || c > '9') {
			r->state = PDN_S_NORMAL;
			dispatch(r, c, false);
		}
		break;
	}
}

void
pdn_reader_feed(struct pdn_reader *r, const char *buf, size_t len)
{
	static const unsigned char	bom[3] = { 0xef, 0xbb, 0xbf };
	const unsigned char		*u = (const unsigned char *)buf;
	size_t				 i = 0, start, j;
	bool				 ls;

	/* A UTF-8 byte-order mark at the very start is not text. */
	while (!r->bom_done && r->offset < 3 && i < len &&
	    u[i] == bom[r->offset]) {
		i++;
		r->offset++;
	}
	if (!r->bom_done && (r->offset == 3 || i < len)) {
		r->bom_done = true;
		if (r->offset < 3) {
			/* Not a BOM after all: feed what was held back. */
			for (j = 0; j < r->offset; j++)
				dispatch(r, bom[j], false);
		}
	}
	for (start = i; i < len; i++) {
		ls = r->line_start;
		r->line_start = u[i] == '\n';
		dispatch(r, u[i], ls);
	}
	r->offset += i - start;
}

void
pdn_reader_finish(struct pdn_reader *r)
{
	bool	inside = r->state != PDN_S_NORMAL && r->state != PDN_S_LINE &&
		    r->state != PDN_S_ESCAPE && r->state != PDN_S_NAG;

	if (r->state == PDN_S_TOKEN) {
		token_done(r);
		inside = false;
	}
	inside |= r->depth > 0;
	r->state = PDN_S_NORMAL;
	if (!r->in_game && !inside)
		return;
	/* Cut inside a tag, comment, setup or variation, or no result. */
	begin_game(r);
	fail(r, inside ? PDN_E_TRUNCATED : PDN_E_NO_RESULT, "", DNOTATION_OK,
	    NULL);
	end_game(r, "");
}

/* The writer: record.c's, in PDN's style. */

static const struct record_style pdn_style = {
	.clock = "clock",
	.clock_side = true,
	.number_joined = true,
	.required = { "GameType", "20" },
};

void
pdn_writer_init(struct pdn_writer *w, pdn_out_fn *out, void *arg)
{
	record_writer_init_style(&w->rw, &pdn_style, out, arg);
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
