/*
 * failio.so: an LD_PRELOAD shim that fails the disk under one process
 * (tests/cli/journal-faults.sh), as a dying disk does: the fdatasync(2) call
 * number $FAILIO_SYNC on a file whose name ends in "/journal" fails with
 * EIO, and so does every ftruncate(2) on such a file after it, so that a
 * refused write cannot be taken back.  Other files are left alone.
 */
#define _GNU_SOURCE
#include <sys/types.h>

#include <dlfcn.h>
#include <errno.h>
#include <limits.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

typedef int	fdatasync_fn(int);
typedef int	ftruncate_fn(int, off_t);

static bool	failed;		/* the sync failed: the disk is dying */

/* Is fd the journal (its name ends in "/journal")? */
static bool
is_journal(int fd)
{
	char	link[64], path[PATH_MAX];
	ssize_t	n;

	snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
	if ((n = readlink(link, path, sizeof path - 1)) < 8)
		return false;
	path[n] = '\0';
	return strcmp(path + n - 8, "/journal") == 0;
}

int
fdatasync(int fd)
{
	static fdatasync_fn	*real;
	static long		 calls;
	const char		*at = getenv("FAILIO_SYNC");

	if (real == NULL)
		real = (fdatasync_fn *)dlsym(RTLD_NEXT, "fdatasync");
	if (at != NULL && is_journal(fd) && ++calls == atol(at)) {
		failed = true;
		errno = EIO;
		return -1;
	}
	return real(fd);
}

int
ftruncate(int fd, off_t len)
{
	static ftruncate_fn	*real;

	if (real == NULL)
		real = (ftruncate_fn *)dlsym(RTLD_NEXT, "ftruncate");
	if (failed && is_journal(fd)) {
		errno = EIO;
		return -1;
	}
	return real(fd, len);
}
