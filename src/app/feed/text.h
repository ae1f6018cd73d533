/*
 * text.h: a source's bytes as UTF-8.  LiveChess's PGN is not always
 * UTF-8 (FEEDS.md 1.2) and an HTTP body may come in Latin-1 (1.3: lila
 * reads a text type as ISO-8859-1 when no charset is said): what is not
 * UTF-8 is read as Latin-1, the encoding of the PCs LiveChess runs on.
 */
#ifndef ARBITER_FEED_TEXT_H
#define ARBITER_FEED_TEXT_H

#include <stdbool.h>
#include <stddef.h>

/* Whether the len bytes at s are UTF-8; a character cut by their end
 * (a half-written file) is not a fault of encoding. */
bool	feed_text_is_utf8(const char *s, size_t len);
/* The len bytes at s, Latin-1, as UTF-8 (malloc'd, NUL-terminated, its
 * length in *outlen). */
char	*feed_text_latin1(const char *s, size_t len, size_t *outlen);

#endif
