/*
 * cmderror.h: English (translated) reasons for the command parser's
 * status codes, so that callers can print
 *	FILE:LINE: 'word': reason
 * with the word taken from the line at err->offset, err->length.
 */
#ifndef ARBITER_CMDERROR_H
#define ARBITER_CMDERROR_H

#include "command.h"

/*
 * The reason for err, such as "missing a board number" or "expected white
 * or black".  The text is in a static buffer, valid until the next call.
 */
const char	*cmderror_text(const struct command_error *err);

/* What the parser expected, such as "a board number". */
const char	*cmderror_expected(enum command_arg);

#endif
