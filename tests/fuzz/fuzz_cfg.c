/*
 * fuzz_cfg.c: settings and event files (conf/arbiter.conf, conf/demo.conf)
 * from arbitrary bytes: never a crash; an accepted event file turns into
 * lines that the command parser accepts.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfg.h"
#include "command.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

static char	path[4096];

/* The input's file, under $TMPDIR, goes at exit. */
static void
remove_path(void)
{
	unlink(path);
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct settings	 s;
	struct command	 cmd;
	const char	*tmp;
	char		**lines, *cause = NULL;
	FILE		*f;
	size_t		 i;

	if (path[0] == '\0') {
		if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0')
			tmp = "/tmp";
		if ((size_t)snprintf(path, sizeof path, "%s/fuzz_cfg.%ld.conf",
		    tmp, (long)getpid()) >= sizeof path)
			abort();
		atexit(remove_path);
	}
	if ((f = fopen(path, "wb")) == NULL)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);

	cfg_defaults(&s);
	if (cfg_load(&s, path, &cause) != 0) {
		/* Every error names the file, or one it includes. */
		if (cause == NULL || (strncmp(cause, path, strlen(path)) != 0 &&
		    memmem(data, size, "@include", 8) == NULL))
			abort();
		free(cause);
		cause = NULL;
	}
	if ((lines = cfg_event_commands(path, -1, &cause)) == NULL) {
		if (cause == NULL)
			abort();
		free(cause);
		return 0;
	}
	for (i = 0; lines[i] != NULL; i++) {
		if (command_parse(lines[i], strlen(lines[i]), &cmd, NULL) !=
		    COMMAND_OK)
			abort();	/* the loader wrote a line it cannot read */
	}
	cfg_free_lines(lines);
	return 0;
}
