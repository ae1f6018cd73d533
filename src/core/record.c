/*
 * record.c: game records (PGN, and PDN which is PGN's twin for draughts)
 * written: the tags, the movetext wrapped at 80 columns, comments, the
 * result.  The moves come written by the game kind; nothing here knows
 * a game's rules.
 */
#include "config.h"

#include <string.h>

#include "record.h"


void
record_writer_init(struct record_writer *w, record_out_fn *out, void *arg)
{
	memset(w, 0, sizeof *w);
	w->out = out;
	w->arg = arg;
	w->need_number = true;
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
}

/* One token of movetext, wrapped so that no line exceeds 80 columns. */
static void
write_token(struct record_writer *w, const char *s)
{
	size_t	len = strlen(s);

	if (w->column > 0 && w->column + 1 + len > 80) {
		out_str(w, "\n");
		w->column = 0;
	} else if (w->column > 0) {
		out_str(w, " ");
		w->column++;
	}
	w->out(w->arg, s, len);
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

void
record_writer_move(struct record_writer *w, const char *text, unsigned fullmove,
    int side, int64_t clk_ms)
{
	char	buf[48];
	size_t	n;
	int64_t	s;

	if (side == 0 || w->need_number) {
		n = format_uint(buf, fullmove, 1);
		memcpy(buf + n, side == 0 ? "." : "...",
		    side == 0 ? 2 : 4);
		write_token(w, buf);
	}
	write_token(w, text);
	w->need_number = false;
	if (clk_ms >= 0) {
		s = clk_ms / 1000;
		memcpy(buf, "{[%clk ", 7);
		n = 7;
		n += format_uint(buf + n, (uint64_t)(s / 3600), 1);
		buf[n++] = ':';
		n += format_uint(buf + n, (uint64_t)(s / 60 % 60), 2);
		buf[n++] = ':';
		n += format_uint(buf + n, (uint64_t)(s % 60), 2);
		memcpy(buf + n, "]}", 3);
		write_token(w, buf);
		w->need_number = true;	/* black's number again after it */
	}
}

void
record_writer_comment(struct record_writer *w, const char *text)
{
	char		 buf[512];
	size_t		 n = 0;
	const char	*p;

	/* After the token before it, unwrapped; braces may not nest. */
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
	write_token(w, result);
	out_str(w, "\n\n");
	w->column = 0;
	w->need_number = true;
}
