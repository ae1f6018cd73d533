/*
 * xmalloc.h: allocation that cannot fail in the app and tui layers (an
 * out-of-memory there ends the program after restoring the terminal
 * through the fatal hook), and printf into fresh strings.
 */
#ifndef ARBITER_XMALLOC_H
#define ARBITER_XMALLOC_H

#include <stddef.h>

void	*xmalloc(size_t);
void	*xcalloc(size_t, size_t);
void	*xrealloc(void *, size_t);
char	*xstrdup(const char *);
int	 xasprintf(char **, const char *, ...)
	    __attribute__((format(printf, 2, 3)));

/* Called before exiting on a fatal error (the tui restores the terminal). */
extern void (*fatal_hook)(void);
__attribute__((noreturn, format(printf, 1, 2)))
void	 fatal(const char *, ...);

#endif
