/*
 * record.c: game records (PGN, and PDN which is PGN's twin for draughts)
 * written: the tags, the movetext wrapped at 80 columns, comments, the
 * result.  The moves come written by the game kind; nothing here knows
 * a game's rules.  What PDN writes otherwise (its GameType tag, "1. 32-28"
 * kept on one line, {[%clock w1:23:45]}) is a record_style, given by
 * draughts/pdn.c; PGN's is the default.
 */
#include "config.h"

#include <string.h>

#include "record.h"

static const struct record_result record_pgn_results[] = {
	{ "1-0", "1-0" }, { "0-1", "0-1" }, { "1/2-1/2", "1/2-1/2" },
	{ "+/-", "1-0" }, { "-/+", "0-1" }, { NULL, NULL }
};

const struct record_style record_pgn = {
	.clock = "clk",
	.results = record_pgn_results,
};

const char *
record_result(const struct record_style *style, const char *result)
{
	const struct record_result	*r;

	if (result == NULL || style->results == NULL)
		return "*";
	for (r = style->results; r->game != NULL; r++) {
		if (strcmp(r->game, result) == 0)
			return r->record;
	}
	return "*";
}

void
record_writer_init_style(struct record_writer *w,
    const struct record_style *style, record_out_fn *out, void *arg)
{
	memset(w, 0, sizeof *w);
	w->out = out;
	w->arg = arg;
	w->style = style;
	w->need_number = true;
}

void
record_writer_init(struct record_writer *w, record_out_fn *out, void *arg)
{
	record_writer_init_style(w, &record_pgn, out, arg);
}

static void
out_str(struct record_writer *w, const char *s)
{
	w->out(w->arg, s, strlen(s));
}

static void
write_tag(struct record_writer *w, const char *name, const char *value)
{
	const char	*p;

	out_str(w, "[");
	out_str(w, name);
	out_str(w, " \"");
	for (p = value; *p != '\0'; p++) {
		if (*p == '"' || *p == '\\')
			w->out(w->arg, "\\", 1);
		w->out(w->arg, p, 1);
	}
	out_str(w, "\"]\n");
}

static const char *const str_names[7] = {
	"Event", "Site", "Date", "Round", "White", "Black", "Result"
};
static const char *const str_defaults[7] = {
	"?", "?", "????.??.??", "?", "?", "?", "*"
};

/* The style's own tag (PDN's GameType), unless the caller gives it. */
static void
write_required(struct record_writer *w, const struct record_tag *tags,
    size_t n)
{
	const struct record_tag	*t = &w->style->required;
	size_t			 j;

	if (t->name == NULL)
		return;
	for (j = 0; j < n; j++) {
		if (strcmp(tags[j].name, t->name) == 0)
			return;
	}
	write_tag(w, t->name, t->value);
}

void
record_writer_tags(struct record_writer *w, const struct record_tag *tags, size_t n)
{
	const char	*v;
	size_t		 i, j;

	for (i = 0; i < 7; i++) {
		v = str_defaults[i];
		for (j = 0; j < n; j++) {
			if (strcmp(tags[j].name, str_names[i]) == 0)
				v = tags[j].value;
		}
		write_tag(w, str_names[i], v);
	}
	write_required(w, tags, n);
	for (j = 0; j < n; j++) {
		for (i = 0; i < 7; i++) {
			if (strcmp(tags[j].name, str_names[i]) == 0)
				break;
		}
		if (i == 7)
			write_tag(w, tags[j].name, tags[j].value);
	}
	out_str(w, "\n");
	w->column = 0;
	w->need_number = true;
	w->moved = false;
}

/*
 * One token of movetext, head then tail (a move number joined to its
 * move is never cut apart), wrapped so that no line exceeds 80 columns.
 */
static void
write_token(struct record_writer *w, const char *head, size_t hlen,
    const char *tail, size_t tlen)
{
	size_t	len = hlen + tlen;

	if (w->column > 0 && w->column + 1 + len > 80) {
		out_str(w, "\n");
		w->column = 0;
	} else if (w->column > 0) {
		out_str(w, " ");
		w->column++;
	}
	if (hlen > 0)
		w->out(w->arg, head, hlen);
	if (tlen > 0)
		w->out(w->arg, tail, tlen);
	w->column += len;
}

static size_t
format_uint(char *buf, uint64_t v, int width)
{
	char	tmp[24];
	size_t	n = 0, i;

	do {
		tmp[n++] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0 || (int)n < width);
	for (i = 0; i < n; i++)
		buf[i] = tmp[n - 1 - i];
	return n;
}

/* {[%clk 1:23:45]}, or as the style names it: {[%clock w1:23:45]}. */
static void
write_clock(struct record_writer *w, int side, int64_t clk_ms)
{
	char	buf[48];
	size_t	n, len = strlen(w->style->clock);
	/* As the clock and the scoresheet show it (format_clock): a second
	 * begun counts whole, so 1:29:59.5 is 1:30:00 on both. */
	int64_t	s = (clk_ms + 999) / 1000;

	if (len > 16)
		len = 16;
	memcpy(buf, "{[%", 3);
	memcpy(buf + 3, w->style->clock, len);
	n = 3 + len;
	buf[n++] = ' ';
	if (w->style->clock_side)
		buf[n++] = side == 0 ? 'w' : 'b';
	n += format_uint(buf + n, (uint64_t)(s / 3600), 1);
	buf[n++] = ':';
	n += format_uint(buf + n, (uint64_t)(s / 60 % 60), 2);
	buf[n++] = ':';
	n += format_uint(buf + n, (uint64_t)(s % 60), 2);
	memcpy(buf + n, "]}", 2);
	write_token(w, buf, n + 2, "", 0);
	w->need_number = true;	/* black's number again after it */
}

void
record_writer_move(struct record_writer *w, const char *text, unsigned fullmove,
    int side, int64_t clk_ms)
{
	char	buf[32];
	size_t	n = 0;

	if (side == 0 || (w->need_number &&
	    !(w->style->no_black_number && w->moved))) {
		n = format_uint(buf, fullmove, 1);
		memcpy(buf + n, "...", side == 0 ? 1 : 3);
		n += side == 0 ? 1 : 3;
		if (w->style->number_joined)
			buf[n++] = ' ';
		else {
			write_token(w, buf, n, "", 0);
			n = 0;
		}
	}
	write_token(w, buf, n, text, strlen(text));
	w->need_number = false;
	w->moved = true;
	if (clk_ms >= 0)
		write_clock(w, side, clk_ms);
}

void
record_writer_token(struct record_writer *w, const char *text)
{
	write_token(w, text, strlen(text), "", 0);
	w->need_number = true;
}

void
record_writer_comment(struct record_writer *w, const char *text)
{
	char		 buf[512];
	size_t		 n = 0;
	const char	*p;

	/* After the token before it, unwrapped (first on a line: no
	 * space); braces may not nest. */
	if (w->column > 0)
		buf[n++] = ' ';
	buf[n++] = '{';
	for (p = text; *p != '\0' && n < sizeof buf - 2; p++)
		buf[n++] = *p == '{' || *p == '}' ? '(' : *p;
	buf[n++] = '}';
	w->out(w->arg, buf, n);
	w->column += n;
	w->need_number = true;
}

void
record_writer_result(struct record_writer *w, const char *result)
{
	write_token(w, result, strlen(result), "", 0);
	out_str(w, "\n\n");
	w->column = 0;
	w->need_number = true;
	w->moved = false;
}
