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

void
i18n_init(const char *language)
{
	if (setlocale(LC_ALL, "") == NULL)
		setlocale(LC_ALL, "C");
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
i18n_utf8(void)
{
	const char	*cs = nl_langinfo(CODESET);

	return cs != NULL && (strcmp(cs, "UTF-8") == 0 ||
	    strcmp(cs, "utf8") == 0);
}
