/*
 * edition.c: the table of editions and the lookups through their bases
 * (edition.h).  The editions themselves are data, one file each in
 * editions/.
 */
#include "config.h"

#include <ctype.h>
#include <string.h>

#include "edition.h"
#include "editions/editions.h"

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

size_t
edition_article_len(const char *label)
{
	size_t	n = strlen(label), dots = 0, i;

	if (n > 1 && islower((unsigned char)label[n - 1]) &&
	    isdigit((unsigned char)label[n - 2]))
		return n - 1;
	for (i = 0; i < n; i++)
		dots += label[i] == '.';
	if (dots >= 2)
		return (size_t)(strrchr(label, '.') - label);
	return n;
}

/* v in decimal into buf of len (at least 21): the core has no stdio. */
static void
edition_decimal(int64_t v, char *buf, size_t len)
{
	char		 digits[24];
	size_t		 n = 0, at = 0;
	uint64_t	 u = v < 0 ? 0 - (uint64_t)v : (uint64_t)v;

	do
		digits[n++] = (char)('0' + u % 10);
	while ((u /= 10) != 0 && n < sizeof digits);
	if (v < 0 && at + 1 < len)
		buf[at++] = '-';
	while (n > 0 && at + 1 < len)
		buf[at++] = digits[--n];
	buf[at] = '\0';
}

/* What "{name}" stands for in ed, into value; false when nothing. */
static bool
edition_brace(const struct edition *ed, const char *name, char *value,
    size_t len)
{
	const char	*label;
	size_t		 n = strlen(name);
	int		 i, law;
	int64_t		 v;

	if (name[0] == '=') {
		for (i = 0; i < EDITION_PARAM_NB; i++) {
			if (strcmp(name + 1, param_names[i]) != 0)
				continue;
			v = edition_param(ed, (enum edition_param)i);
			if (n > 3 && strcmp(name + n - 3, "_MS") == 0)
				v /= 60 * 1000;
			edition_decimal(v, value, len);
			return true;
		}
		return false;
	}
	if ((law = law_find(name[0] == '@' ? name + 1 : name)) <= 0)
		return false;
	label = edition_cite(ed, (enum law)law);
	n = name[0] == '@' ? edition_article_len(label) : strlen(label);
	if (n >= len)
		n = len - 1;
	memcpy(value, label, n);
	value[n] = '\0';
	return true;
}

size_t
edition_expand(const struct edition *ed, const char *msg, char *buf,
    size_t len)
{
	const char	*p = msg, *end;
	char		 name[48], value[32];
	size_t		 at = 0, n;

	if (len == 0)
		return 0;
	while (*p != '\0' && at + 1 < len) {
		if (*p == '{' && (end = strchr(p, '}')) != NULL &&
		    (n = (size_t)(end - p - 1)) < sizeof name) {
			memcpy(name, p + 1, n);
			name[n] = '\0';
			if (edition_brace(ed, name, value, sizeof value)) {
				n = strlen(value);
				if (n > len - 1 - at)
					n = len - 1 - at;
				memcpy(buf + at, value, n);
				at += n;
				p = end + 1;
				continue;
			}
		}
		buf[at++] = *p++;
	}
	buf[at] = '\0';
	return at;
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
