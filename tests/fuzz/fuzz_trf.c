/*
 * fuzz_trf.c: TRF import on arbitrary bytes (through a temporary file,
 * as the importer reads a path): never a crash; either commands, every
 * line of which the command parser accepts (a comment or a command: the
 * script always runs), or one error of one line naming the file, with
 * nothing written.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/trfin.h"
#include "command.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static char	path[4096];

/* The input's file, under $TMPDIR, goes at exit. */
static void
remove_path(void)
{
	unlink(path);
}

/* Every line of the commands written parses. */
static void
check_commands(const char *text, size_t size)
{
	struct command	 cmd;
	const char	*s = text, *end = text + size, *nl;

	if (size > 0 && text[size - 1] != '\n')
		abort();
	for (; s < end; s = nl + 1) {
		nl = memchr(s, '\n', (size_t)(end - s));
		if (command_parse(s, (size_t)(nl - s), &cmd, NULL) !=
		    COMMAND_OK)
			abort();
	}
}

/* A refusal is one line that names the file, and nothing is written. */
static void
check_refusal(const char *cause, size_t written)
{
	if (cause == NULL || written != 0 || strchr(cause, '\n') != NULL ||
	    strncmp(cause, path, strlen(path)) != 0)
		abort();
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static int	 fd = -1;
	const char	*tmp;
	FILE		*f, *out;
	char		*cause, *text;
	size_t		 len;
	unsigned	 round;
	int		 rc;

	if (fd == -1) {
		if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0')
			tmp = "/tmp";
		if ((size_t)snprintf(path, sizeof path, "%s/fuzz_trf.XXXXXX",
		    tmp) >= sizeof path || (fd = mkstemp(path)) == -1)
			abort();
		atexit(remove_path);
	}
	if ((f = fopen(path, "w")) == NULL)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);
	for (round = 1; round <= 3; round++) {
		cause = text = NULL;
		len = 0;
		if ((out = open_memstream(&text, &len)) == NULL)
			abort();
		rc = trf_import(path, round, out, &cause);
		if (fclose(out) != 0)
			abort();
		if (rc == 0 && cause != NULL)
			abort();
		if (rc == 0)
			check_commands(text, len);
		else
			check_refusal(cause, len);
		free(cause);
		free(text);
	}
	return 0;
}
