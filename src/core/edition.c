/*
 * edition.c: the table of editions and the lookups through their bases
 * (edition.h).  The editions themselves are data, one file each in
 * editions/.
 */
#include "config.h"

#include <string.h>

#include "edition.h"
#include "editions/editions.h"

const char	edition_absent[] = "(not in this edition)";

/* The table: the first edition of each game is its default. */
static const struct edition *const editions[] = {
	&edition_fide_2005,
	&edition_fide_2023,
	&edition_fide_2001,
	&edition_fide_1952,
	&edition_fid_draughts,
};

static const char *const param_names[EDITION_PARAM_NB] = {
#define PARAM_NAME(name, what) [EDITION_##name] = #name,
	EDITION_PARAMS(PARAM_NAME)
#undef PARAM_NAME
};

static const char *const param_whats[EDITION_PARAM_NB] = {
#define PARAM_WHAT(name, what) [EDITION_##name] = what,
	EDITION_PARAMS(PARAM_WHAT)
#undef PARAM_WHAT
};

/* The first edition whose name (or game's name) is the len bytes at s. */
static const struct edition *
edition_first(const char *s, size_t len, bool by_game)
{
	const char	*word;
	size_t		 i;

	for (i = 0; i < sizeof editions / sizeof editions[0]; i++) {
		word = by_game ? editions[i]->game : editions[i]->name;
		if (strlen(word) == len && strncmp(word, s, len) == 0)
			return editions[i];
	}
	return NULL;
}

const struct edition *
edition_find(const char *name, size_t len)
{
	return edition_first(name, len, false);
}

const struct edition *
edition_default(const char *game, size_t len)
{
	return edition_first(game, len, true);
}

const struct edition *
edition_at(size_t i)
{
	return i < sizeof editions / sizeof editions[0] ? editions[i] : NULL;
}

const char *
edition_label(const struct edition *ed, enum law law)
{
	for (; ed != NULL && law < LAW_NB; ed = ed->base) {
		if (ed->label[law] == EDITION_ABSENT)
			return NULL;
		if (ed->label[law] != NULL)
			return ed->label[law];
	}
	return NULL;
}

bool
edition_has(const struct edition *ed, enum law law)
{
	return edition_label(ed, law) != NULL;
}

const char *
edition_cite(const struct edition *ed, enum law law)
{
	const char	*label = edition_label(ed, law);
	size_t		 i;

	for (i = 0; label == NULL && i < sizeof editions / sizeof editions[0];
	    i++)
		label = edition_label(editions[i], law);
	return label != NULL ? label : "?";
}

int64_t
edition_param(const struct edition *ed, enum edition_param p)
{
	for (; ed != NULL && p < EDITION_PARAM_NB; ed = ed->base) {
		if (ed->param[p].set)
			return ed->param[p].v;
	}
	return 0;
}

char *
edition_item(const struct edition *ed, enum law law, unsigned i, char *buf,
    size_t len)
{
	const char	*label = edition_cite(ed, law);
	size_t		 n = strlen(label);

	if (len == 0)
		return buf;
	if (n + 5 > len || i > 25)
		n = 0;
	memcpy(buf, label, n);
	if (edition_param(ed, EDITION_ITEMS_NUMBERED) != 0) {
		buf[n++] = '.';			/* I.2.1 */
		if (i + 1 >= 10)
			buf[n++] = (char)('0' + (i + 1) / 10);
		buf[n++] = (char)('0' + (i + 1) % 10);
	} else
		buf[n++] = (char)('a' + i);	/* A2a */
	buf[n] = '\0';
	return buf;
}

const char *
edition_param_name(enum edition_param p)
{
	return p < EDITION_PARAM_NB ? param_names[p] : "?";
}

const char *
edition_param_what(enum edition_param p)
{
	return p < EDITION_PARAM_NB ? param_whats[p] : "?";
}

bool
edition_ok(const struct edition *ed)
{
	const struct edition	*e;
	int			 p;
	bool			 set;

	if (ed->name == NULL || ed->game == NULL || ed->title == NULL)
		return false;
	for (p = 0; p < EDITION_PARAM_NB; p++) {
		set = false;
		for (e = ed; e != NULL && !set; e = e->base)
			set = e->param[p].set;
		if (!set)
			return false;
	}
	/* A chain ends: no edition is its own base. */
	for (e = ed->base, p = 0; e != NULL; e = e->base)
		if (e == ed || ++p > 8)
			return false;
	return true;
}
