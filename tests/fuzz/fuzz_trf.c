/*
 * fuzz_trf.c: TRF-16 import on arbitrary bytes (through a temporary
 * file, as the importer reads a path): never a crash, and either
 * commands or one error.
 */
#include "config.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>

#include "app/trf.h"

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
	static int	 fd = -1;
	static FILE	*null;
	const char	*tmp;
	FILE		*f;
	char		*cause = NULL;
	unsigned	 round;

	if (fd == -1) {
		if ((tmp = getenv("TMPDIR")) == NULL || *tmp == '\0')
			tmp = "/tmp";
		if ((size_t)snprintf(path, sizeof path, "%s/fuzz_trf.XXXXXX",
		    tmp) >= sizeof path || (fd = mkstemp(path)) == -1)
			abort();
		atexit(remove_path);
	}
	if (null == NULL && (null = fopen("/dev/null", "w")) == NULL)
		abort();
	if ((f = fopen(path, "w")) == NULL)
		abort();
	fwrite(data, 1, size, f);
	fclose(f);
	for (round = 1; round <= 3; round++) {
		if (trf_import(path, round, null, &cause) != 0)
			free(cause);
		cause = NULL;
	}
	return 0;
}
