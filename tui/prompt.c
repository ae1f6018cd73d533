/*
 * prompt.c: a small line editor on UTF-8 text.
 */
#include "config.h"

#include <curses.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/xmalloc.h"
#include "prompt.h"

#define CTRL(c)	((c) & 0x1f)

void
prompt_begin(struct prompt *p, enum prompt_mode mode)
{
	p->mode = mode;
	p->text[0] = '\0';
	p->len = p->cursor = 0;
	p->browse = p->nhistory;
}

void
prompt_set(struct prompt *p, const char *text)
{
	snprintf(p->text, sizeof p->text, "%s", text);
	p->len = p->cursor = strlen(p->text);
}

/* Insert the UTF-8 bytes of one character at the cursor. */
static void
prompt_insert(struct prompt *p, wint_t wc)
{
	char	buf[MB_LEN_MAX];
	int	n;

	if ((n = wctomb(buf, (wchar_t)wc)) <= 0 ||
	    p->len + (size_t)n >= sizeof p->text)
		return;
	memmove(p->text + p->cursor + n, p->text + p->cursor,
	    p->len - p->cursor + 1);
	memcpy(p->text + p->cursor, buf, (size_t)n);
	p->len += (size_t)n;
	p->cursor += (size_t)n;
}

/* Byte offset of the character before / after the cursor. */
static size_t
prompt_prev(const struct prompt *p)
{
	size_t	i = p->cursor;

	while (i > 0 && ((unsigned char)p->text[--i] & 0xc0) == 0x80)
		;
	return i;
}

static size_t
prompt_next(const struct prompt *p)
{
	size_t	i = p->cursor;

	if (i < p->len)
		i++;
	while (i < p->len && ((unsigned char)p->text[i] & 0xc0) == 0x80)
		i++;
	return i;
}

static void
prompt_delete(struct prompt *p, size_t from, size_t to)
{
	memmove(p->text + from, p->text + to, p->len - to + 1);
	p->len -= to - from;
	p->cursor = from;
}

static void
prompt_browse(struct prompt *p, int dir)
{
	if (dir < 0 && p->browse > 0)
		prompt_set(p, p->history[--p->browse]);
	else if (dir > 0 && p->browse + 1 < p->nhistory)
		prompt_set(p, p->history[++p->browse]);
	else if (dir > 0) {
		p->browse = p->nhistory;
		prompt_set(p, "");
	}
}

enum prompt_result
prompt_key(struct prompt *p, wint_t key, bool is_key)
{
	if (is_key) {
		switch (key) {
		case KEY_ENTER:
			return PROMPT_DONE;
		case KEY_BACKSPACE:
			if (p->cursor > 0)
				prompt_delete(p, prompt_prev(p), p->cursor);
			break;
		case KEY_DC:
			if (p->cursor < p->len)
				prompt_delete(p, p->cursor, prompt_next(p));
			break;
		case KEY_LEFT:
			p->cursor = prompt_prev(p);
			break;
		case KEY_RIGHT:
			p->cursor = prompt_next(p);
			break;
		case KEY_HOME:
			p->cursor = 0;
			break;
		case KEY_END:
			p->cursor = p->len;
			break;
		case KEY_UP:
			prompt_browse(p, -1);
			break;
		case KEY_DOWN:
			prompt_browse(p, 1);
			break;
		}
		return PROMPT_GOING;
	}
	switch (key) {
	case '\n':
	case '\r':
		return PROMPT_DONE;
	case 27:
	case CTRL('g'):
		return PROMPT_CANCEL;
	case 127:
	case CTRL('h'):
		if (p->cursor > 0)
			prompt_delete(p, prompt_prev(p), p->cursor);
		return PROMPT_GOING;
	case CTRL('u'):
		prompt_delete(p, 0, p->cursor);
		return PROMPT_GOING;
	case CTRL('a'):
		p->cursor = 0;
		return PROMPT_GOING;
	case CTRL('e'):
		p->cursor = p->len;
		return PROMPT_GOING;
	}
	if (key >= ' ')
		prompt_insert(p, key);
	return PROMPT_GOING;
}

void
prompt_remember(struct prompt *p)
{
	if (p->len == 0 || (p->nhistory > 0 &&
	    strcmp(p->history[p->nhistory - 1], p->text) == 0))
		return;
	if (p->nhistory == PROMPT_HISTORY) {
		free(p->history[0]);
		memmove(p->history, p->history + 1,
		    (PROMPT_HISTORY - 1) * sizeof p->history[0]);
		p->nhistory--;
	}
	p->history[p->nhistory++] = xstrdup(p->text);
}

void
prompt_release(struct prompt *p)
{
	size_t	i;

	for (i = 0; i < p->nhistory; i++)
		free(p->history[i]);
	p->nhistory = 0;
}

void
prompt_complete(struct prompt *p, const char *const *candidates)
{
	size_t		 start = p->cursor, wlen, common = 0, i, n = 0;
	const char	*first = NULL;

	while (start > 0 && p->text[start - 1] != ' ')
		start--;
	wlen = p->cursor - start;
	for (i = 0; candidates[i] != NULL; i++) {
		if (strncmp(candidates[i], p->text + start, wlen) != 0)
			continue;
		if (n++ == 0) {
			first = candidates[i];
			common = strlen(first);
		} else {
			size_t	j = 0;

			while (j < common && first[j] == candidates[i][j])
				j++;
			common = j;
		}
	}
	if (n == 0 || common < wlen)
		return;
	for (i = wlen; i < common; i++)
		prompt_insert(p, (unsigned char)first[i]);
	if (n == 1)
		prompt_insert(p, ' ');
}
