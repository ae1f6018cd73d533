/*
 * recordread.c: the record reader shared by PGN and PDN (a byte-at-a-time
 * state machine, so the caller may cut the stream anywhere).
 *
 * It keeps one token, one tag pair (or setup command) and one [%cmd] of a
 * comment; nothing grows with the input.  A token is a run of bytes up to
 * white space or one of { } ; [ ] $ ( ) ".  Two uses of parentheses are
 * not variations and are told apart by looking one or two bytes ahead: a
 * capital in parentheses inside a token where the syntax allows it (d8(D))
 * and the draw-offer mark (=) of E13 (skipped like the variation it would
 * otherwise be, but not counted as one).  When the look-ahead fails, the
 * bytes held back are fed again.
 */
#include "config.h"

#include <string.h>

#include "recordread.h"

static void	dispatch(struct record_reader *, unsigned char, bool);

/* Bytes that end a token (the ( is decided apart). */
static const bool token_end[256] = {
	[' '] = true, ['\t'] = true, ['\n'] = true, ['\r'] = true,
	['\f'] = true, ['\v'] = true, ['{'] = true, ['}'] = true, [';'] = true,
	['['] = true, [']'] = true, ['$'] = true, [')'] = true, ['"'] = true,
};

/* Bytes that do not begin a plain token: white space, the syntax's
 * punctuation, % (an escape line at the start of one) and / (PDN's
 * setup command); normal_byte() decides on them. */
static const bool token_not_first[256] = {
	[' '] = true, ['\t'] = true, ['\n'] = true, ['\r'] = true,
	['\f'] = true, ['\v'] = true, ['{'] = true, ['}'] = true, [';'] = true,
	['['] = true, [']'] = true, ['$'] = true, ['('] = true, [')'] = true,
	['"'] = true, ['%'] = true, ['/'] = true,
};

void
record_reader_init(struct record_reader *r, const struct record_syntax *syn)
{
	memset(r, 0, sizeof *r);
	r->syn = syn;
	r->token_max = syn->token_max;
	r->state = RECORD_S_NORMAL;
	r->line_start = true;
}

static void
begin_game(struct record_reader *r)
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
	r->syn->game_begin(r);
}

void
record_reader_begin_moves(struct record_reader *r)
{
	begin_game(r);
	if (r->in_moves)
		return;
	r->in_moves = true;
	r->syn->moves_begin(r);
}

static void
end_game(struct record_reader *r, const char *result)
{
	record_reader_begin_moves(r);
	r->syn->game_end(r, result);
	r->in_game = r->in_moves = false;
	r->depth = 0;
}

/* 12. 12... and 12.e4: the number goes to its hook, the rest on. */
static void
number_or_token(struct record_reader *r, const char *t, size_t len)
{
	size_t		i = 0;
	unsigned	v = 0;

	/* "1. ... 7-12": the dots that stand for White's move, alone. */
	if (strspn(t, ".") == len)
		return;
	if (*t >= '0' && *t <= '9') {
		while (i < len && t[i] >= '0' && t[i] <= '9') {
			if (v < 10000)
				v = v * 10 + (unsigned)(t[i] - '0');
			i++;
		}
		if (i == len)
			return;			/* a bare number */
		if (t[i] == '.') {
			if (r->syn->number != NULL)
				r->syn->number(r, v);
			while (i < len && t[i] == '.')
				i++;
			t += i;
			len -= i;
			if (len == 0)
				return;
		}
	}
	if (r->syn->is_annotation(t))
		return;
	record_reader_begin_moves(r);
	r->syn->move(r, t, len);
}

static void
token_done(struct record_reader *r)
{
	size_t	len = r->toklen;

	r->state = RECORD_S_NORMAL;
	r->toklen = 0;
	r->tokparen = 0;
	r->padding = false;
	if (r->depth > 0)
		return;
	if (len > r->token_max) {
		record_reader_begin_moves(r);
		r->tok[r->token_max] = '\0';
		r->syn->error(r, RECORD_E_TOKEN_TOO_LONG, r->tok);
		return;
	}
	r->tok[len] = '\0';
	if (r->syn->is_result(r->tok, len)) {
		begin_game(r);
		end_game(r, r->tok);
		return;
	}
	number_or_token(r, r->tok, len);
}

static void
command_done(struct record_reader *r)
{
	r->cmd[r->cmdlen] = '\0';
	r->syn->command(r, r->cmd);
}

static void
comment_byte(struct record_reader *r, unsigned char c)
{
	if (c == '}') {
		r->state = RECORD_S_NORMAL;
		r->syn->comment_end(r);
		r->incmd = false;
		return;
	}
	if (r->incmd) {
		if (c == ']') {
			command_done(r);
			r->incmd = false;
		} else if (r->cmdlen < r->syn->cmd_max)
			r->cmd[r->cmdlen++] = (char)c;
	} else if (c == '%' && r->cmdlen == 1 && r->cmd[0] == '[') {
		r->incmd = true;
		r->cmdlen = 0;
	} else {
		if (c == '=')
			r->comment_eq = true;
		else if (!record_is_space(c) && c != '[')
			r->comment_text = true;	/* a [ may open a command */
		r->cmd[0] = (char)c;
		r->cmdlen = 1;
	}
}

static void
tag_done(struct record_reader *r)
{
	r->state = RECORD_S_NORMAL;
	if (r->tagpart == 4)
		return;			/* a malformed tag, skipped */
	r->tagname[r->tagnamelen] = '\0';
	r->tagvalue[r->tagvaluelen] = '\0';
	if (strcmp(r->tagname, "FEN") == 0)
		memcpy(r->fen, r->tagvalue, r->tagvaluelen + 1);
	r->syn->tag(r, r->tagname, r->tagvalue);
}

bool
record_is_space(unsigned char c)
{
	return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' ||
	    c == '\v';
}

static void
tag_bad(struct record_reader *r)
{
	r->tagname[r->tagnamelen] = '\0';
	r->syn->error(r, RECORD_E_TAG, r->tagname);
	r->tagpart = 4;
}

/* The name of [Name "value"]. */
static void
tag_name_byte(struct record_reader *r, unsigned char c)
{
	if ((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') ||
	    (c >= '0' && c <= '9') || c == '_' || c == '+') {
		if (r->tagnamelen < RECORD_NAME_MAX)
			r->tagname[r->tagnamelen++] = (char)c;
		else
			tag_bad(r);
	} else if (c == '"' && r->tagnamelen > 0)
		r->tagpart = 2;
	else if (record_is_space(c) && c != '\n')
		r->tagpart = r->tagnamelen > 0 ? 1 : 0;
	else if (c == ']') {
		tag_bad(r);
		tag_done(r);
	} else
		tag_bad(r);
}

/* The value of [Name "value"], after its opening quote. */
static void
tag_value_byte(struct record_reader *r, unsigned char c)
{
	if (r->tagesc)
		r->tagesc = false;
	else if (c == '\\') {
		r->tagesc = true;
		return;
	} else if (c == '"') {
		r->tagpart = 3;
		return;
	} else if (c == '\n') {
		tag_bad(r);
		return;
	}
	if (r->tagvaluelen < RECORD_VALUE_MAX)
		r->tagvalue[r->tagvaluelen++] = (char)c;
}

/* [Name "value"]: 0 name, 1 before the value, 2 value, 3 after, 4 skip. */
static void
tag_byte(struct record_reader *r, unsigned char c)
{
	switch (r->tagpart) {
	case 0:
		tag_name_byte(r, c);
		break;
	case 1:
		if (c == '"')
			r->tagpart = 2;
		else if (c == ']') {
			tag_bad(r);
			tag_done(r);
		} else if (!record_is_space(c) || c == '\n')
			tag_bad(r);
		break;
	case 2:
		tag_value_byte(r, c);
		break;
	case 3:
		if (c == ']')
			tag_done(r);
		else if (!record_is_space(c))
			tag_bad(r);
		break;
	default:
		if (c == ']' || c == '\n')
			tag_done(r);
		break;
	}
}

static void
begin_tag(struct record_reader *r)
{
	if (r->in_moves) {
		/* A new game begins where the last one gave no result. */
		r->syn->error(r, RECORD_E_NO_RESULT, "");
		end_game(r, "");
	}
	begin_game(r);
	r->state = RECORD_S_TAG;
	r->tagpart = 0;
	r->tagesc = false;
	r->tagnamelen = r->tagvaluelen = 0;
}

/* The text of a setup command, between its slashes, is in tagvalue. */
static void
setup_byte(struct record_reader *r, unsigned char c)
{
	if (c != '/') {
		if (r->tagvaluelen < RECORD_VALUE_MAX)
			r->tagvalue[r->tagvaluelen++] = (char)c;
		return;
	}
	r->state = RECORD_S_NORMAL;
	if (r->depth > 0)
		return;
	record_reader_begin_moves(r);
	r->tagvalue[r->tagvaluelen] = '\0';
	r->syn->setup_end(r, r->tagvalue);
}

static void
normal_byte(struct record_reader *r, unsigned char c, bool line_start)
{
	if (record_is_space(c))
		return;
	switch (c) {
	case '%':
		if (line_start) {
			r->state = RECORD_S_ESCAPE;
			return;
		}
		break;
	case '[':
		if (r->depth == 0)
			begin_tag(r);
		return;
	case '}':
		if (r->syn->strict_braces && r->depth == 0) {
			record_reader_begin_moves(r);
			r->syn->error(r, RECORD_E_BRACE, "}");
		}
		return;
	case ']':
	case '"':
		return;
	case '{':
		r->state = RECORD_S_COMMENT;
		r->cmdlen = 0;
		r->incmd = false;
		r->comment_eq = r->comment_text = false;
		return;
	case ';':
		r->state = RECORD_S_LINE;
		return;
	case '(':
		r->state = RECORD_S_PAREN;
		return;
	case ')':
		if (r->depth > 0)
			r->depth--;
		else if (r->in_game) {
			r->tok[0] = ')';
			r->tok[1] = '\0';
			r->syn->error(r, RECORD_E_UNBALANCED, r->tok);
		}
		return;
	case '$':
		r->state = RECORD_S_NAG;
		return;
	default:
		if (c == '/' && r->syn->setup) {
			r->state = RECORD_S_SETUP;
			r->tagvaluelen = 0;
			return;
		}
		break;
	}
	r->state = RECORD_S_TOKEN;
	r->tok[0] = (char)c;
	r->toklen = 1;
	r->tokparen = 0;
}

/*
 * The look-ahead of d8(D) failed: end the token before the (, treat the (
 * as a variation and feed the bytes after it again.
 */
static void
paren_split(struct record_reader *r, unsigned char c)
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

/* A ( inside a token: d8(D) where the syntax allows it, else the end. */
static void
token_paren(struct record_reader *r)
{
	const char	*after = r->syn->paren_after;
	char		 last = r->tok[r->toklen - 1];

	if (after != NULL && last != '\0' && strchr(after, last) != NULL &&
	    r->toklen <= r->token_max) {
		r->tokparen = r->toklen;
		r->tok[r->toklen++] = '(';
		return;
	}
	token_done(r);
	dispatch(r, '(', false);
}

static void
token_byte(struct record_reader *r, unsigned char c)
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
		token_paren(r);
		return;
	}
	if (r->toklen < r->token_max + 1)
		r->tok[r->toklen++] = (char)c;
}

/* After a (: the mark (=), or a variation. */
static void
paren_byte(struct record_reader *r, unsigned char c)
{
	bool	eq = r->state == RECORD_S_PAREN_EQ;

	if (!eq && c == '=') {
		r->state = RECORD_S_PAREN_EQ;
		return;
	}
	r->state = RECORD_S_NORMAL;
	if (eq && c == ')')
		return;			/* E13: (=), a draw offer */
	r->depth++;
	dispatch(r, c, false);
}

static void
dispatch(struct record_reader *r, unsigned char c, bool line_start)
{
	switch (r->state) {
	case RECORD_S_NORMAL:
		normal_byte(r, c, line_start);
		break;
	case RECORD_S_TOKEN:
		token_byte(r, c);
		break;
	case RECORD_S_TAG:
		tag_byte(r, c);
		break;
	case RECORD_S_COMMENT:
		comment_byte(r, c);
		break;
	case RECORD_S_SETUP:
		setup_byte(r, c);
		break;
	case RECORD_S_LINE:
	case RECORD_S_ESCAPE:
		if (c == '\n')
			r->state = RECORD_S_NORMAL;
		break;
	case RECORD_S_NAG:
		if (c < '0' || c > '9') {
			r->state = RECORD_S_NORMAL;
			dispatch(r, c, false);
		}
		break;
	case RECORD_S_PAREN:
	case RECORD_S_PAREN_EQ:
		paren_byte(r, c);
		break;
	}
}

/* Is the token so far a square and a move's - or x, where the syntax
 * lets blanks pad the next square ("1- 7")? */
static bool
padded_square(const struct record_reader *r)
{
	char	last = r->toklen > 0 ? r->tok[r->toklen - 1] : '\0';

	return r->syn->padded_squares && r->tok[0] >= '0' &&
	    r->tok[0] <= '9' && (last == '-' || last == 'x');
}

/*
 * The bytes of most of a record, taken without dispatch(): white space
 * between tokens, the first byte of a plain token, its middle and the
 * white space that ends it.  Whatever else is dispatch()'s.
 */
static bool
fast_byte(struct record_reader *r, unsigned char c)
{
	if (r->state == RECORD_S_TOKEN && r->padding) {
		/* "1- 7": blanks, then the square, or the token was whole. */
		if (c == ' ' || c == '\t')
			return true;
		r->padding = false;
		if (c < '0' || c > '9') {
			token_done(r);
			return false;
		}
	}
	if (r->state == RECORD_S_TOKEN && r->tokparen == 0) {
		if (!token_end[c] && c != '(' && r->toklen < r->token_max)
			r->tok[r->toklen++] = (char)c;
		else if ((c == ' ' || c == '\t') && padded_square(r))
			r->padding = true;
		else if (record_is_space(c))
			token_done(r);	/* then a space in NORMAL: nothing */
		else
			return false;
	} else if (r->state == RECORD_S_NORMAL) {
		if (!token_not_first[c]) {
			r->state = RECORD_S_TOKEN;
			r->tok[0] = (char)c;
			r->toklen = 1;
			r->tokparen = 0;
		} else if (!record_is_space(c))
			return false;
	} else
		return false;
	r->line_start = c == '\n';
	return true;
}

int64_t
record_fraction_ms(const char **sp)
{
	const char	*s = *sp;
	int64_t		 frac = 0, scale = 100;

	if (*s == '.') {
		for (s++; *s >= '0' && *s <= '9'; s++) {
			frac += (*s - '0') * scale;
			scale /= 10;
		}
	}
	*sp = s;
	return frac;
}

void
record_reader_feed(struct record_reader *r, const char *buf, size_t len)
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
		if (fast_byte(r, u[i]))
			continue;
		ls = r->line_start;
		r->line_start = u[i] == '\n';
		dispatch(r, u[i], ls);
	}
	r->offset += i - start;
}

void
record_reader_finish(struct record_reader *r)
{
	bool	inside = r->state != RECORD_S_NORMAL &&
		    r->state != RECORD_S_LINE && r->state != RECORD_S_ESCAPE &&
		    r->state != RECORD_S_NAG;

	if (r->state == RECORD_S_TOKEN) {
		token_done(r);
		inside = false;
	}
	inside |= r->depth > 0;
	r->state = RECORD_S_NORMAL;
	if (!r->in_game && !inside)
		return;
	if (!inside && r->syn->last_result_optional) {
		end_game(r, "*");
		return;
	}
	/* Cut inside a tag, comment, setup or variation, or no result. */
	begin_game(r);
	r->syn->error(r, inside ? RECORD_E_TRUNCATED : RECORD_E_NO_RESULT, "");
	end_game(r, "");
}
