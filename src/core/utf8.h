/*
 * utf8.h: UTF-8 as the command language and the files it reads take it.
 *
 * Validation is strict (RFC 3629): no overlong forms, no surrogates
 * (U+D800-U+DFFF), nothing above U+10FFFF, no stray continuation byte.
 *
 * Hidden characters are those a text (a name, a reason) may not hold
 * because they change what is shown without being seen: the C1 controls
 * (U+0080-U+009F), the bidirectional marks, embeddings, overrides and
 * isolates (U+061C, U+200E, U+200F, U+202A-U+202E, U+2066-U+2069), and
 * the other invisible format characters: U+00AD soft hyphen, U+034F,
 * U+180E, U+200B zero width space, U+2028, U+2029, U+2060-U+2065,
 * U+206A-U+206F, U+FEFF, U+FFF9-U+FFFB, U+1D173-U+1D17A and the tags
 * U+E0000-U+E007F.  The zero width joiner and non-joiner (U+200C,
 * U+200D) are allowed: Persian and Indic names need them.
 *
 * Quoting: input named in a one-line message is cut to UTF8_QUOTE_MAX
 * bytes, never inside a character, with "..." when cut; a byte that is
 * not UTF-8 or a control byte is written \xHH and a hidden character
 * <U+XXXX>, so that a message is always one printable UTF-8 line.
 *
 * Pure: nothing here allocates or prints.
 */
#ifndef ARBITER_UTF8_H
#define ARBITER_UTF8_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

/* Bytes of input text a message quotes at most, and a buffer for it. */
#define UTF8_QUOTE_MAX	80
#define UTF8_QUOTE_SIZE	(UTF8_QUOTE_MAX + 16)

enum utf8_fault {
	UTF8_OK = 0,
	UTF8_INVALID,	/* a byte sequence that is not UTF-8 */
	UTF8_HIDDEN	/* a hidden character (above) */
};

/*
 * The length (1 to 4) of the UTF-8 character that starts s (n > 0 bytes
 * available), with its code point in *cp; 0 when the bytes at s do not
 * start a valid character.
 */
size_t		utf8_decode(const char *s, size_t n, uint32_t *cp);

/* Is cp a hidden character, refused in texts? */
bool		utf8_hidden(uint32_t cp);

/*
 * Check the n bytes at s: UTF8_OK, or the first fault with *at its byte
 * offset and, for UTF8_HIDDEN, *cp the character (at and cp may be NULL).
 * Bytes below 0x80 are not checked here: control bytes are the caller's.
 */
enum utf8_fault	utf8_check(const char *s, size_t n, size_t *at,
		    uint32_t *cp);

/*
 * Write the n bytes at s quoted for a message (see above) into buf of
 * size bytes (UTF8_QUOTE_SIZE is enough for the whole cap; a smaller buf
 * cuts sooner), always NUL-terminated.  Returns buf.
 */
char		*utf8_quote(char *buf, size_t size, const char *s, size_t n);

/*
 * Display columns, as a terminal or a printer lays text out, whatever the
 * locale: a combining mark or a joiner takes none, an East Asian wide
 * character two, any other character (and a byte that is not UTF-8) one.
 * utf8_columns() is the width of the n bytes at s; utf8_fit() how many
 * of them fit in cols columns without cutting a character (a combining
 * mark stays with its letter), with their width in *used.
 */
/* The bytes of s that fit in max, never half a character. */
size_t		utf8_cut(const char *s, size_t max);
/* The bytes of s's first max characters, their number in *chars (TRF's
 * fields count characters of UTF-8; a byte that is not UTF-8 is one). */
size_t		utf8_chars(const char *s, size_t max, size_t *chars);
int		utf8_cp_columns(uint32_t cp);
size_t		utf8_columns(const char *s, size_t n);
size_t		utf8_fit(const char *s, size_t n, size_t cols, size_t *used);

#endif
