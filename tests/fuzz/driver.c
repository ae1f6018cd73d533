/*
 * driver.c: a main for the libFuzzer harnesses of tests/fuzz, so that
 * 'make check' builds each one with the normal compiler and runs it over
 * its seeds (tests/cli/fuzz-seeds.sh); tests/fuzz/run.sh still links them with
 * libFuzzer to fuzz.  No fuzzing here: as libFuzzer does, the empty input
 * first, then each FILE named, or each regular file of each DIRECTORY
 * named (in name order), read whole into a buffer of its exact size and
 * handed once to LLVMFuzzerTestOneInput.  A harness reports a bug by
 * crashing (abort, assert, a sanitizer), which the exit status shows; the
 * input being run is named on stdout first.  LLVMFuzzerInitialize is
 * called first if the harness defines it (a weak symbol).
 *
 *	fuzz_NAME [FILE | DIRECTORY]...
 */
#include "config.h"

#include <sys/stat.h>

#include <dirent.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);
int	LLVMFuzzerInitialize(int *, char ***) __attribute__((weak));

static unsigned long	runs;

/* Run the harness on the file at path: 0, or -1 if it cannot be read. */
static int
run_file(const char *path)
{
	FILE		*f;
	struct stat	 st;
	uint8_t		*buf;
	size_t		 size;
	int		 bad;

	if ((f = fopen(path, "rb")) == NULL || fstat(fileno(f), &st) != 0) {
		fprintf(stderr, "fuzz driver: %s: %s\n", path, strerror(errno));
		if (f != NULL)
			fclose(f);
		return -1;
	}
	size = (size_t)st.st_size;
	/* The exact size, so that a sanitizer sees a read past the end. */
	if ((buf = malloc(size == 0 ? 1 : size)) == NULL) {
		fprintf(stderr, "fuzz driver: %s: out of memory\n", path);
		fclose(f);
		return -1;
	}
	bad = fread(buf, 1, size, f) != size || getc(f) != EOF || ferror(f);
	fclose(f);
	if (bad) {
		fprintf(stderr, "fuzz driver: %s: cannot read it whole\n", path);
		free(buf);
		return -1;
	}
	printf("running %s (%zu bytes)\n", path, size);
	fflush(stdout);
	LLVMFuzzerTestOneInput(buf, size);
	free(buf);
	runs++;
	return 0;
}

static int
by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

/* Run the harness on each regular file of dir: 0, or -1. */
static int
run_dir(const char *dir)
{
	DIR		 *d;
	struct dirent	 *e;
	struct stat	  st;
	char		**paths = NULL, **grown;
	size_t		  n = 0, cap = 0, i, len;
	int		  status = 0;

	if ((d = opendir(dir)) == NULL) {
		fprintf(stderr, "fuzz driver: %s: %s\n", dir, strerror(errno));
		return -1;
	}
	while ((e = readdir(d)) != NULL) {
		if (e->d_name[0] == '.')
			continue;
		if (n == cap) {
			cap = cap == 0 ? 64 : 2 * cap;
			if ((grown = realloc(paths, cap * sizeof *paths)) ==
			    NULL) {
				status = -1;
				break;
			}
			paths = grown;
		}
		len = strlen(dir) + 1 + strlen(e->d_name) + 1;
		if ((paths[n] = malloc(len)) == NULL) {
			status = -1;
			break;
		}
		snprintf(paths[n++], len, "%s/%s", dir, e->d_name);
	}
	closedir(d);
	if (status != 0)
		fprintf(stderr, "fuzz driver: %s: out of memory\n", dir);
	else if (n > 0)
		qsort(paths, n, sizeof *paths, by_name);
	for (i = 0; i < n; i++) {
		if (status == 0 && stat(paths[i], &st) == 0 &&
		    S_ISREG(st.st_mode) && run_file(paths[i]) != 0)
			status = -1;
		free(paths[i]);
	}
	free(paths);
	return status;
}

int
main(int argc, char **argv)
{
	struct stat	st;
	uint8_t		empty = 0;
	int		i, status = 0;

	if (LLVMFuzzerInitialize != NULL)
		LLVMFuzzerInitialize(&argc, &argv);
	printf("running the empty input\n");
	fflush(stdout);
	LLVMFuzzerTestOneInput(&empty, 0);
	runs++;
	for (i = 1; i < argc; i++) {
		if (stat(argv[i], &st) != 0) {
			fprintf(stderr, "fuzz driver: %s: %s\n", argv[i],
			    strerror(errno));
			status = 1;
		} else if (S_ISDIR(st.st_mode)) {
			if (run_dir(argv[i]) != 0)
				status = 1;
		} else if (run_file(argv[i]) != 0)
			status = 1;
	}
	printf("%lu inputs run\n", runs);
	return status;
}
