/*
 * i18n.c: locale and message catalogue.
 */
#include "config.h"

#include <langinfo.h>
#include <locale.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/i18n.h"

/* The catalogue: $ARBITER_LOCALEDIR, the installed one, or the build tree's. */
static const char *
i18n_localedir(void)
{
	const char	*dir = getenv("ARBITER_LOCALEDIR");

	if (dir != NULL && *dir != '\0')
		return dir;
	if (access(LOCALEDIR "/it/LC_MESSAGES/" PACKAGE ".mo", R_OK) == 0)
		return LOCALEDIR;
#ifdef BUILD_LOCALEDIR
	return BUILD_LOCALEDIR;
#else
	return LOCALEDIR;
#endif
}

/* Whether the user's own locale (the terminal's, as far as we can know)
 * is UTF-8, before i18n_init() makes the program's so. */
static int	i18n_user_utf8 = -1;

void
i18n_init(const char *language)
{
	if (setlocale(LC_ALL, "") == NULL)
		setlocale(LC_ALL, "C");
	i18n_user_utf8 = i18n_utf8();
	/* The program reads and writes UTF-8 whatever the user's locale
	 * (journals, messages); what it draws asks i18n_terminal_utf8(). */
	if (!i18n_utf8())
		setlocale(LC_CTYPE, "C.UTF-8");
	if (language != NULL && *language != '\0') {
		/* LANGUAGE wins over LANG for messages only. */
		setenv("LANGUAGE", language, 1);
		if (strcmp(language, "it") == 0 &&
		    setlocale(LC_MESSAGES, "it_IT.UTF-8") == NULL)
			setlocale(LC_MESSAGES, "C.UTF-8");
	}
	bindtextdomain(PACKAGE, i18n_localedir());
	bind_textdomain_codeset(PACKAGE, "UTF-8");
	textdomain(PACKAGE);
}

int
i18n_terminal_utf8(void)
{
	return i18n_user_utf8 < 0 ? i18n_utf8() : i18n_user_utf8;
}

int
i18n_utf8(void)
{
	const char	*cs = nl_langinfo(CODESET);

	return cs != NULL && (strcmp(cs, "UTF-8") == 0 ||
	    strcmp(cs, "utf8") == 0);
}

const char *
i18n_language_name(const char *iso)
{
	/* The languages of the notation table of the 2001 booklet. */
	static const struct {
		const char	*iso, *name;
	} names[] = {
		{ "en", N_("English") }, { "it", N_("Italian") },
		{ "de", N_("German") }, { "fr", N_("French") },
		{ "es", N_("Spanish") }, { "nl", N_("Dutch") },
		{ "pt", N_("Portuguese") }, { "ro", N_("Romanian") },
		{ "sv", N_("Swedish") }, { "no", N_("Norwegian") },
		{ "da", N_("Danish") }, { "fi", N_("Finnish") },
		{ "cs", N_("Czech") }, { "pl", N_("Polish") },
		{ "hu", N_("Hungarian") }, { "is", N_("Icelandic") },
		{ "et", N_("Estonian") }, { "eo", N_("Esperanto") },
		{ "ru", N_("Russian") },
	};
	size_t	i;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		if (strcmp(names[i].iso, iso) == 0)
			return _(names[i].name);
	}
	return iso;
}
