/*
 * xmalloc.c: allocation and fatal errors for app and tui.
 */
#include "config.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/xmalloc.h"

void (*fatal_hook)(void);

void
fatal(const char *fmt, ...)
{
	va_list	ap;

	if (fatal_hook != NULL)
		fatal_hook();
	fputs("arbiter: ", stderr);
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	exit(2);
}

void *
xmalloc(size_t n)
{
	void	*p = malloc(n == 0 ? 1 : n);

	if (p == NULL)
		fatal("out of memory (%zu bytes)", n);
	return p;
}

void *
xcalloc(size_t n, size_t size)
{
	void	*p = calloc(n == 0 ? 1 : n, size == 0 ? 1 : size);

	if (p == NULL)
		fatal("out of memory (%zu x %zu bytes)", n, size);
	return p;
}

void *
xrealloc(void *old, size_t n)
{
	void	*p = realloc(old, n == 0 ? 1 : n);

	if (p == NULL)
		fatal("out of memory (%zu bytes)", n);
	return p;
}

char *
xstrdup(const char *s)
{
	size_t	 n = strlen(s) + 1;

	return memcpy(xmalloc(n), s, n);
}

int
xasprintf(char **out, const char *fmt, ...)
{
	va_list	ap;
	int	n;

	va_start(ap, fmt);
	n = vasprintf(out, fmt, ap);
	va_end(ap);
	if (n < 0)
		fatal("out of memory");
	return n;
}
