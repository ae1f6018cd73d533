/*
 * i18n.h: gettext set-up and the _() and N_() markers.  English is the
 * source language; po/it.po translates every string.
 */
#ifndef ARBITER_I18N_H
#define ARBITER_I18N_H

#include <libintl.h>

#define _(s)	gettext(s)
#define N_(s)	(s)

/*
 * Set the locale from the environment, force "en" or "it" when language
 * is not empty, make sure the terminal side is UTF-8 capable when it can
 * be, and bind the message catalogue: the installed one, or the build
 * tree's when the program runs uninstalled.
 */
void	i18n_init(const char *language);

/* The name of a language by its ISO code, translated ("English"). */
const char *i18n_language_name(const char *iso);

/* Whether the program's character set is UTF-8 (it is, after i18n_init). */
int	i18n_utf8(void);
/* Whether the user's locale was UTF-8 before i18n_init(): the terminal
 * draws figurines and box lines only then. */
int	i18n_terminal_utf8(void);

#endif
