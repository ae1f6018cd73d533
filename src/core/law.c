/*
 * law.c: the laws' names and descriptions (law.h).
 */
#include "config.h"

#include <string.h>

#include "law.h"

static const char *const law_names[LAW_NB] = {
	[LAW_NONE] = "NONE",
#define LAW_NAME(name, what) [LAW_##name] = #name,
	LAWS(LAW_NAME)
#undef LAW_NAME
};

static const char *const law_whats[LAW_NB] = {
	[LAW_NONE] = "no law",
#define LAW_WHAT(name, what) [LAW_##name] = what,
	LAWS(LAW_WHAT)
#undef LAW_WHAT
};

const char *
law_name(enum law law)
{
	return law < LAW_NB ? law_names[law] : "?";
}

const char *
law_what(enum law law)
{
	return law < LAW_NB ? law_whats[law] : "?";
}

int
law_find(const char *name)
{
	int	i;

	for (i = 0; i < LAW_NB; i++) {
		if (strcmp(law_names[i], name) == 0)
			return i;
	}
	return -1;
}
