/*
 * pgn.c: the PGN reader (a byte-at-a-time state machine, so the caller
 * may cut the stream anywhere).  Writing is record.c's, for every game.
 *
 * The reader keeps one token, one tag pair and one [%cmd] of a comment;
 * nothing grows with the input.  A token is a run of bytes up to white
 * space or one of { } ; [ ] $ ( ) ".  Two uses of parentheses are not
 * variations and are told apart by looking one or two bytes ahead: the
 * promotion d8(D) (a ( right after a rank 1 or 8 inside a token, then an
 * uppercase letter and )) and the draw-offer mark (=) of E13.  When the
 * look-ahead fails, the bytes held back are fed again.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "chess/pgn.h"

static void	dispatch(struct pgn_reader *, unsigned char, bool);

/* Bytes that end a token (the ( is decided apart). */
static const bool token_end[256] = {
	[' '] = true, ['\t'] = true, ['\n'] = true, ['\r'] = true,
	['\f'] = true, ['\v'] = true, ['{'] = true, ['}'] = true, [';'] = true,
	['['] = true, [']'] = true, ['$'] = true, [')'] = true, ['"'] = true,
};

/* Bytes of annotation glyph tokens: ! ? +- = +/- and the like. */
static const bool annotation_byte[256] = {
	['!'] = true, ['?'] = true, ['+'] = true, ['-'] = true, ['='] = true,
	['/'] = true, ['#'] = true, ['~'] = true, ['<'] = true, ['>'] = true,
};

const char *
pgn_strerror(enum pgn_error e)
{
	static const char *const text[PGN_ERROR_NB] = {
		[PGN_OK] = "ok",
		[PGN_E_MOVE_UNREADABLE] = "unreadable move",
		[PGN_E_MOVE_ILLEGAL] = "illegal move",
		[PGN_E_MOVE_AMBIGUOUS] = "ambiguous move",
		[PGN_E_FEN] = "bad FEN tag",
		[PGN_E_TOKEN_TOO_LONG] = "token too long",
		[PGN_E_TAG] = "malformed tag pair",
		[PGN_E_UNBALANCED] = "unbalanced parenthesis",
		[PGN_E_TRUNCATED] = "input ends inside a tag, comment or variation",
		[PGN_E_NO_RESULT] = "game without a result",
	};

	if ((unsigned)e >= PGN_ERROR_NB)
		return "unknown error";
	return text[e];
}

void
pgn_reader_init(struct pgn_reader *r, enum notation_lang lang,
    pgn_event_fn *fn, void *arg)
{
	memset(r, 0, sizeof *r);
	r->fn = fn;
	r->arg = arg;
	r->lang = lang;
	r->state = PGN_S_NORMAL;
	r->line_start = true;
	r->clk_ms = r->emt_ms = -1;
	board_start(&r->pos);
}

static bool
emit(struct pgn_reader *r, struct pgn_event *ev)
{
	ev->game = r->game;
	ev->move_number = r->pos.fullmove;
	ev->pos = &r->pos;
	return r->fn(r->arg, ev);
}

/* Report the first error of a game; later ones are consequences. */
static void
fail(struct pgn_reader *r, enum pgn_error e, const char *text,
    const struct notation_fail *nf)
{
	struct pgn_event	ev;

	if (r->failed)
		return;
	r->failed = true;
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_ERROR;
	ev.error = e;
	ev.text = text;
	ev.fail = nf;
	ev.clk_ms = ev.emt_ms = -1;
	emit(r, &ev);
}

static void
begin_game(struct pgn_reader *r)
{
	if (r->in_game)
		return;
	r->in_game = true;
	r->in_moves = false;
	r->failed = false;
	r->any_move = false;
	r->depth = 0;
	r->fen[0] = '\0';
	r->game++;
	r->game_lang = -1;
	board_start(&r->pos);
}

/* The tags are over: set up the position (FEN tag) and say so. */
static void
begin_moves(struct pgn_reader *r)
{
	struct pgn_event	ev;

	begin_game(r);
	if (r->in_moves)
		return;
	r->in_moves = true;
	if (r->fen[0] != '\0' && fen_read(&r->pos, r->fen, NULL) != FEN_OK) {
		board_start(&r->pos);
		fail(r, PGN_E_FEN, r->fen, NULL);
		return;
	}
	assert(board_ok(&r->pos));
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_MOVETEXT;
	ev.clk_ms = ev.emt_ms = -1;
	if (!emit(r, &ev))
		r->failed = true;
}

static void
end_game(struct pgn_reader *r, const char *result)
{
	struct pgn_event	ev;

	begin_moves(r);
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_GAME_END;
	ev.text = result;
	ev.clk_ms = ev.emt_ms = -1;
	emit(r, &ev);
	r->in_game = r->in_moves = false;
	r->depth = 0;
}

static bool
is_result(const char *t, size_t len)
{
	switch (len) {
	case 1:
		return t[0] == '*';
	case 3:
		return t[1] == '-' && ((t[0] == '1' && t[2] == '0') ||
		    (t[0] == '0' && t[2] == '1'));
	case 7:
		return strcmp(t, "1/2-1/2") == 0;
	default:
		return false;
	}
}

/* Tokens that only annotate: ! ? !? +- = +/- e.p. and the like. */
/* The length of a UTF-8 annotation glyph at t: † ‡ ± ∓ ∞ ⩲ ⩱, or 0. */
static size_t
glyph(const char *t)
{
	static const char *const glyphs[] = {
		"\xe2\x80\xa0", "\xe2\x80\xa1", "\xc2\xb1", "\xe2\x88\x93",
		"\xe2\x88\x9e", "\xe2\xa9\xb2", "\xe2\xa9\xb1"
	};
	size_t	i, n;

	for (i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++) {
		n = strlen(glyphs[i]);
		if (strncmp(t, glyphs[i], n) == 0)
			return n;
	}
	return 0;
}

static bool
is_annotation(const char *t)
{
	size_t	n;

	if (!annotation_byte[(unsigned char)t[0]] && t[0] != 'e' &&
	    (unsigned char)t[0] < 0x80)
		return false;
	if (strcmp(t, "e.p.") == 0 || strcmp(t, "ep") == 0 ||
	    strcmp(t, "e.p") == 0)
		return true;					/* E9 */
	if (strcmp(t, "--") == 0)
		return false;		/* a null move: no move of the Laws */
	while (*t != '\0') {
		if (annotation_byte[(unsigned char)*t])
			t++;
		else if ((n = glyph(t)) != 0)
			t += n;
		else
			return false;
	}
	return true;
}

/*
 * A game is written in one set of letters: the reader's language or
 * PGN's English.  While unknown, a move is read with each set alone: if
 * only one gives a legal move, that is the game's set from then on.  Once
 * known, that set is tried first and the other only if it fails.  While
 * unknown, a text that both sets read as different legal moves is taken
 * as PGN's English (Romanian "Nd2" before any C, D or T is seen).  So
 * "Rd1" is a rook move in an English game read with --lang it, and a
 * king move in an Italian one.
 */
static enum notation_error
read_move(struct pgn_reader *r, const char *t, size_t len, uint16_t *m,
    struct notation_fail *nf)
{
	enum notation_error	e, eo;
	enum notation_lang	first, other;
	uint16_t		mo;

	if (r->lang == LANG_EN)
		return notation_read_only(&r->pos, t, len, LANG_EN, m, nf);
	if (r->game_lang >= 0) {
		first = (enum notation_lang)r->game_lang;
		other = first == LANG_EN ? r->lang : LANG_EN;
		e = notation_read_only(&r->pos, t, len, first, m, nf);
		if (e != NOTATION_OK && notation_read_only(&r->pos, t, len,
		    other, &mo, NULL) == NOTATION_OK) {
			*m = mo;
			e = NOTATION_OK;
		}
		return e;
	}
	e = notation_read_only(&r->pos, t, len, r->lang, m, nf);
	eo = notation_read_only(&r->pos, t, len, LANG_EN, &mo, NULL);
	if (e == NOTATION_OK && eo != NOTATION_OK)
		r->game_lang = (int)r->lang;
	else if (e != NOTATION_OK && eo == NOTATION_OK) {
		r->game_lang = LANG_EN;
		*m = mo;
		return eo;
	} else if (e != NOTATION_OK)
		return notation_read(&r->pos, t, len, r->lang, m, nf);
	else if (eo == NOTATION_OK)
		*m = mo;
	return e;
}

static void
play(struct pgn_reader *r, const char *t, size_t len)
{
	struct notation_fail	nf;
	struct pgn_event	ev;
	struct undo		u;
	enum notation_error	e;
	uint16_t		m;

	begin_moves(r);
	if (r->failed)
		return;
	e = read_move(r, t, len, &m, &nf);
	if (e != NOTATION_OK) {
		fail(r, e == NOTATION_UNREADABLE ? PGN_E_MOVE_UNREADABLE :
		    e == NOTATION_AMBIGUOUS ? PGN_E_MOVE_AMBIGUOUS :
		    PGN_E_MOVE_ILLEGAL, t, &nf);
		return;
	}
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_MOVE;
	ev.text = t;
	ev.move = m;
	ev.clk_ms = ev.emt_ms = -1;
	if (!emit(r, &ev)) {
		r->failed = true;
		return;
	}
	board_make(&r->pos, m, &u);		/* asserts board_ok itself */
	r->any_move = true;
}

static void
token_done(struct pgn_reader *r)
{
	char	*t = r->tok;
	size_t	 len = r->toklen;

	r->state = PGN_S_NORMAL;
	r->toklen = 0;
	r->tokparen = 0;
	if (r->depth > 0)
		return;
	if (len > PGN_TOKEN_MAX) {
		begin_moves(r);
		r->tok[PGN_TOKEN_MAX] = '\0';
		fail(r, PGN_E_TOKEN_TOO_LONG, r->tok, NULL);
		return;
	}
	t[len] = '\0';
	if (is_result(t, len)) {
		begin_game(r);
		end_game(r, t);
		return;
	}
	/* Move numbers: 12. 12... and 12.e4. */
	if (*t >= '0' && *t <= '9') {
		size_t	i = 0;

		while (i < len && t[i] >= '0' && t[i] <= '9')
			i++;
		if (i == len)
			return;
		if (t[i] == '.') {
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

/* [%clk 1:23:45] and [%emt 0:00:12.5] -> milliseconds, or -1. */
static int64_t
parse_hms(const char *s)
{
	int64_t	v = 0, part = 0, frac = 0, scale = 100;
	int	fields = 0;

	while (*s == ' ')
		s++;
	for (;; s++) {
		if (*s >= '0' && *s <= '9') {
			if (part > 100000)
				return -1;
			part = part * 10 + (*s - '0');
		} else if (*s == ':' || *s == '.' || *s == '\0' || *s == ' ') {
			v = v * 60 + part;
			part = 0;
			if (++fields > 3)
				return -1;
			if (*s != ':')
				break;
		} else
			return -1;
	}
	if (*s == '.') {
		for (s++; *s >= '0' && *s <= '9'; s++) {
			frac += (*s - '0') * scale;
			scale /= 10;
		}
	}
	return v * 1000 + frac;
}

static void
command_done(struct pgn_reader *r)
{
	r->cmd[r->cmdlen] = '\0';
	if (strncmp(r->cmd, "clk ", 4) == 0)
		r->clk_ms = parse_hms(r->cmd + 4);
	else if (strncmp(r->cmd, "emt ", 4) == 0)
		r->emt_ms = parse_hms(r->cmd + 4);
}

static void
comment_done(struct pgn_reader *r)
{
	struct pgn_event	ev;

	r->state = PGN_S_NORMAL;
	if ((r->clk_ms >= 0 || r->emt_ms >= 0) && r->depth == 0 &&
	    r->in_moves && r->any_move && !r->failed) {
		memset(&ev, 0, sizeof ev);
		ev.type = PGN_EV_CLOCK;
		ev.clk_ms = r->clk_ms;
		ev.emt_ms = r->emt_ms;
		if (!emit(r, &ev))
			r->failed = true;
	}
	r->clk_ms = r->emt_ms = -1;
	r->incmd = false;
}

static void
comment_byte(struct pgn_reader *r, unsigned char c)
{
	if (c == '}') {
		comment_done(r);
		return;
	}
	if (r->incmd) {
		if (c == ']') {
			command_done(r);
			r->incmd = false;
		} else if (r->cmdlen < PGN_CMD_MAX)
			r->cmd[r->cmdlen++] = (char)c;
	} else if (c == '%' && r->cmdlen == 1 && r->cmd[0] == '[') {
		r->incmd = true;
		r->cmdlen = 0;
	} else {
		r->cmd[0] = (char)c;
		r->cmdlen = 1;
	}
}

static void
tag_done(struct pgn_reader *r)
{
	struct pgn_event	ev;

	r->state = PGN_S_NORMAL;
	if (r->tagpart == 4)
		return;			/* a malformed tag, skipped */
	r->tagname[r->tagnamelen] = '\0';
	r->tagvalue[r->tagvaluelen] = '\0';
	if (strcmp(r->tagname, "FEN") == 0)
		memcpy(r->fen, r->tagvalue, r->tagvaluelen + 1);
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_TAG;
	ev.name = r->tagname;
	ev.text = r->tagvalue;
	ev.clk_ms = ev.emt_ms = -1;
	if (!emit(r, &ev))
		r->failed = true;
}

static bool
is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

static void
tag_bad(struct pgn_reader *r)
{
	r->tagname[r->tagnamelen] = '\0';
	fail(r, PGN_E_TAG, r->tagname, NULL);
	r->tagpart = 4;
}

/* [Name "value"]: 0 name, 1 before the value, 2 value, 3 after, 4 skip. */
static void
tag_byte(struct pgn_reader *r, unsigned char c)
{
	switch (r->tagpart) {
	case 0:
		if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
		    (c >= '0' && c <= '9') || c == '_' || c == '+') {
			if (r->tagnamelen < PGN_NAME_MAX)
				r->tagname[r->tagnamelen++] = (char)c;
			else
				tag_bad(r);
		} else if (c == '"' && r->tagnamelen > 0)
			r->tagpart = 2;
		else if (is_space(c) && c != '\n')
			r->tagpart = r->tagnamelen > 0 ? 1 : 0;
		else if (c == ']')
			tag_bad(r), tag_done(r);
		else
			tag_bad(r);
		break;
	case 1:
		if (c == '"')
			r->tagpart = 2;
		else if (c == ']')
			tag_bad(r), tag_done(r);
		else if (!is_space(c) || c == '\n')
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
		if (r->tagvaluelen < PGN_VALUE_MAX)
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
begin_tag(struct pgn_reader *r)
{
	if (r->in_moves) {
		/* A new game begins where the last one gave no result. */
		fail(r, PGN_E_NO_RESULT, "", NULL);
		end_game(r, "");
	}
	begin_game(r);
	r->state = PGN_S_TAG;
	r->tagpart = 0;
	r->tagesc = false;
	r->tagnamelen = r->tagvaluelen = 0;
}

static void
normal_byte(struct pgn_reader *r, unsigned char c, bool line_start)
{
	if (is_space(c))
		return;
	switch (c) {
	case '%':
		if (line_start) {
			r->state = PGN_S_ESCAPE;
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
		r->state = PGN_S_COMMENT;
		r->cmdlen = 0;
		r->incmd = false;
		return;
	case ';':
		r->state = PGN_S_LINE;
		return;
	case '(':
		r->state = PGN_S_PAREN;
		return;
	case ')':
		if (r->depth > 0)
			r->depth--;
		else if (r->in_game) {
			r->tok[0] = ')';
			r->tok[1] = '\0';
			fail(r, PGN_E_UNBALANCED, r->tok, NULL);
		}
		return;
	case '$':
		r->state = PGN_S_NAG;
		return;
	default:
		break;
	}
	r->state = PGN_S_TOKEN;
	r->tok[0] = (char)c;
	r->toklen = 1;
	r->tokparen = 0;
}

/*
 * The look-ahead of d8(D) failed: end the token before the (, treat the (
 * as a variation and feed the bytes after it again.
 */
static void
paren_split(struct pgn_reader *r, unsigned char c)
{
	char	again[4];
	size_t	n = r->toklen - r->tokparen - 1, i;

	memcpy(again, r->tok + r->tokparen + 1, n);
	again[n++] = (char)c;
	r->toklen = r->tokparen;
	token_done(r);
	dispatch(r, '(', false);
	for (i = 0; i < n; i++)
		dispatch(r, (unsigned char)again[i], false);
}

static void
token_byte(struct pgn_reader *r, unsigned char c)
{
	if (r->tokparen != 0) {
		size_t	k = r->toklen - r->tokparen;	/* bytes after ( */

		if ((k == 1 && c >= 'A' && c <= 'Z') || (k == 2 && c == ')')) {
			r->tok[r->toklen++] = (char)c;
			if (k == 2)
				token_done(r);		/* d8(D) */
			return;
		}
		paren_split(r, c);
		return;
	}
	if (token_end[c]) {
		token_done(r);
		dispatch(r, c, false);
		return;
	}
	if (c == '(') {
		char last = r->tok[r->toklen - 1];

		if ((last == '1' || last == '8') && r->toklen <= PGN_TOKEN_MAX) {
			r->tokparen = r->toklen;
			r->tok[r->toklen++] = '(';
			return;
		}
		token_done(r);
		dispatch(r, c, false);
		return;
	}
	if (r->toklen < PGN_TOKEN_MAX + 1)
		r->tok[r->toklen++] = (char)c;
}

static void
dispatch(struct pgn_reader *r, unsigned char c, bool line_start)
{
	switch (r->state) {
	case PGN_S_NORMAL:
		normal_byte(r, c, line_start);
		break;
	case PGN_S_TOKEN:
		token_byte(r, c);
		break;
	case PGN_S_TAG:
		tag_byte(r, c);
		break;
	case PGN_S_COMMENT:
		comment_byte(r, c);
		break;
	case PGN_S_LINE:
	case PGN_S_ESCAPE:
		if (c == '\n')
			r->state = PGN_S_NORMAL;
		break;
	case PGN_S_NAG:
		if (c < '0' || c > '9') {
			r->state = PGN_S_NORMAL;
			dispatch(r, c, false);
		}
		break;
	case PGN_S_PAREN:
		if (c == '=') {
			r->state = PGN_S_PAREN_EQ;
			break;
		}
		r->depth++;
		r->state = PGN_S_NORMAL;
		dispatch(r, c, false);
		break;
	case PGN_S_PAREN_EQ:
		r->state = PGN_S_NORMAL;
		if (c == ')')
			break;			/* E13: (=), a draw offer */
		r->depth++;
		dispatch(r, c, false);
		break;
	}
}

void
pgn_reader_feed(struct pgn_reader *r, const char *buf, size_t len)
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
		/* Fast path: the middle of a plain token. */
		if (r->state == PGN_S_TOKEN && r->tokparen == 0 &&
		    !token_end[u[i]] && u[i] != '(' &&
		    r->toklen < PGN_TOKEN_MAX) {
			r->tok[r->toklen++] = (char)u[i];
			r->line_start = false;
			continue;
		}
		ls = r->line_start;
		r->line_start = u[i] == '\n';
		dispatch(r, u[i], ls);
	}
	r->offset += i - start;
}

void
pgn_reader_finish(struct pgn_reader *r)
{
	bool	inside = r->state != PGN_S_NORMAL && r->state != PGN_S_LINE &&
		    r->state != PGN_S_ESCAPE && r->state != PGN_S_NAG;

	if (r->state == PGN_S_TOKEN) {
		token_done(r);
		inside = false;
	}
	inside |= r->depth > 0;
	r->state = PGN_S_NORMAL;
	if (!r->in_game && !inside)
		return;
	/* Cut inside a tag, comment or variation, or just no result. */
	begin_game(r);
	fail(r, inside ? PGN_E_TRUNCATED : PGN_E_NO_RESULT, "", NULL);
	end_game(r, "");
}
