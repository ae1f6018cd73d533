/*
 * jsonflat.c: read one JSON document on stdin and print every scalar as
 * one line "path = value", the value as JSON writes it:
 *	games[0].clock.white_ms = 5400000
 *	games[0].result = "1-0"
 *	games[0].pending = []
 * (empty arrays and objects are printed as [] and {}), plus
 * "path.length = n" for every array.  The scenario test compares these
 * lines with the expected ones.  Exit 2 on malformed input.
 */
#include "config.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char	*p;

static void	value(char *path, size_t len);

static void
fail(void)
{
	fprintf(stderr, "jsonflat: malformed JSON near '%.20s'\n", p);
	exit(2);
}

static void
ws(void)
{
	while (isspace((unsigned char)*p))
		p++;
}

/* A string token, copied as written (quotes and escapes kept). */
static size_t
string(char *out, size_t cap)
{
	const char	*s = p;
	size_t		 n;

	if (*p++ != '"')
		fail();
	while (*p != '"') {
		if (*p == '\0')
			fail();
		if (*p == '\\' && p[1] != '\0')
			p++;
		p++;
	}
	p++;
	n = (size_t)(p - s);
	if (n + 1 > cap)
		fail();
	memcpy(out, s, n);
	out[n] = '\0';
	return n;
}

static void
object(char *path, size_t len)
{
	char	key[256];
	size_t	n;
	int	count = 0;

	p++;
	ws();
	while (*p != '}') {
		ws();
		n = string(key, sizeof key);
		ws();
		if (*p++ != ':')
			fail();
		if (len + n + 2 > 4096)
			fail();
		if (len > 0)
			path[len] = '.';
		memcpy(path + len + (len > 0), key + 1, n - 2);
		path[len + (len > 0) + n - 2] = '\0';
		value(path, len + (len > 0) + n - 2);
		path[len] = '\0';
		count++;
		ws();
		if (*p == ',')
			p++;
		else if (*p != '}')
			fail();
		ws();
	}
	p++;
	if (count == 0)
		printf("%s = {}\n", path);
}

static void
array(char *path, size_t len)
{
	int	i = 0;

	p++;
	ws();
	while (*p != ']') {
		len += (size_t)sprintf(path + len, "[%d]", i);
		value(path, len);
		len = strrchr(path, '[') - path;
		path[len] = '\0';
		i++;
		ws();
		if (*p == ',')
			p++;
		else if (*p != ']')
			fail();
		ws();
	}
	p++;
	if (i == 0)
		printf("%s = []\n", path);
	printf("%s.length = %d\n", path, i);
}

static void
value(char *path, size_t len)
{
	char		 buf[4096];
	const char	*s;

	ws();
	if (*p == '{')
		object(path, len);
	else if (*p == '[')
		array(path, len);
	else if (*p == '"') {
		string(buf, sizeof buf);
		printf("%s = %s\n", path, buf);
	} else {
		s = p;
		while (*p != '\0' && *p != ',' && *p != '}' && *p != ']' &&
		    !isspace((unsigned char)*p))
			p++;
		if (p == s)
			fail();
		printf("%s = %.*s\n", path, (int)(p - s), s);
	}
}

int
main(void)
{
	static char	in[1 << 22], path[4096];
	size_t		n = fread(in, 1, sizeof in - 1, stdin);

	in[n] = '\0';
	p = in;
	path[0] = '\0';
	value(path, 0);
	return 0;
}
