/*
 * lidjson.c: lidraughts' {"games":[{"pdn"}]} JSON (lidjson.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <jansson.h>

#include "app/feed/lidjson.h"
#include "app/xmalloc.h"

/* A board with no game yet: lidraughts' RelayFormat skips it. */
static bool
is_empty(const char *pdn)
{
	pdn += strspn(pdn, " \t\r\n");
	return strncmp(pdn, "[Empty]", 7) == 0 &&
	    pdn[7 + strspn(pdn + 7, " \t\r\n")] == '\0';
}

/* "\n" and "\"" left escaped inside the decoded string (lidraughts
 * unescapes them again): undone in place; the new length. */
static size_t
unescape(char *s, size_t len)
{
	size_t	i, o = 0;

	for (i = 0; i < len; i++) {
		if (s[i] == '\\' && i + 1 < len && (s[i + 1] == 'n' ||
		    s[i + 1] == '"' || s[i + 1] == 'r')) {
			i++;
			s[o++] = s[i] == 'n' ? '\n' : s[i] == 'r' ? '\r' : '"';
		} else
			s[o++] = s[i];
	}
	s[o] = '\0';
	return o;
}

static bool
games_of(json_t *root, json_t **games, char *err)
{
	size_t	 i;
	json_t	*g;

	*games = json_is_object(root) ? json_object_get(root, "games") : NULL;
	if (!json_is_array(*games)) {
		snprintf(err, LID_ERROR_SIZE, "no \"games\" list");
		return false;
	}
	json_array_foreach(*games, i, g) {
		if (!json_is_object(g) ||
		    !json_is_string(json_object_get(g, "pdn"))) {
			snprintf(err, LID_ERROR_SIZE, "game %zu: no \"pdn\"",
			    i + 1);
			return false;
		}
	}
	return true;
}

bool
lid_games_parse(const char *json, size_t len, lid_game_fn *fn, void *arg,
    char *err)
{
	json_error_t	 e;
	json_t		*root, *games, *g, *r;
	const char	*result;
	char		*pdn;
	size_t		 i, n;

	if ((root = json_loadb(json, len, 0, &e)) == NULL) {
		snprintf(err, LID_ERROR_SIZE, "line %d: %.100s", e.line,
		    e.text);
		return false;
	}
	if (!games_of(root, &games, err)) {
		json_decref(root);
		return false;
	}
	json_array_foreach(games, i, g) {
		r = json_object_get(g, "result");
		result = json_is_string(r) ? json_string_value(r) : "";
		if (i >= 65535)
			break;		/* no board beyond */
		n = json_string_length(json_object_get(g, "pdn"));
		pdn = xmalloc(n + 1);
		memcpy(pdn, json_string_value(json_object_get(g, "pdn")), n);
		pdn[n] = '\0';
		if (is_empty(pdn))	/* 7.3.20: no game, no error */
			fn(arg, (unsigned)i + 1, NULL, 0, result);
		else {
			n = unescape(pdn, n);
			fn(arg, (unsigned)i + 1, pdn, n, result);
		}
		free(pdn);
	}
	json_decref(root);
	return true;
}
