/*
 * width.c: text measured in display columns, not bytes.  A figurine or an
 * accented name takes more bytes than columns; padding or cutting by bytes
 * misaligns the columns and may cut a character in two.
 */
#include "config.h"

#include <curses.h>
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <wchar.h>

#include "ui.h"

/* How many bytes of text fit in cols columns; *used gets their columns. */
static size_t
width_fit(const char *text, int cols, int *used)
{
	mbstate_t	 st;
	const char	*p = text;
	size_t		 n;
	wchar_t		 wc;
	int		 cw;

	memset(&st, 0, sizeof st);
	*used = 0;
	while (*p != '\0') {
		n = mbrtowc(&wc, p, MB_CUR_MAX, &st);
		if (n == (size_t)-1 || n == (size_t)-2 || n == 0)
			break;
		cw = wcwidth(wc);
		if (cw < 0)
			cw = 1;
		if (*used + cw > cols)
			break;
		*used += cw;
		p += n;
	}
	return (size_t)(p - text);
}

int
ui_width(const char *text)
{
	int	used;

	width_fit(text, INT_MAX, &used);
	return used;
}

void
ui_put_clipped(WINDOW *w, const char *text, int cols)
{
	int	used;

	waddnstr(w, text, (int)width_fit(text, cols, &used));
}

void
ui_pad(char *out, size_t len, const char *text, int cols)
{
	int	used;
	size_t	n = width_fit(text, cols, &used);

	snprintf(out, len, "%.*s%*s", (int)n, text, cols - used, "");
}
