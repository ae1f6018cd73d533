/*
 * watch.c: the journal's writes as a descriptor to poll (see watch.h).
 */
#include "config.h"

#include <stdlib.h>

#include "app/watch.h"

#ifdef HAVE_SYS_INOTIFY_H
#include <sys/inotify.h>
#include <unistd.h>

struct watch {
	int	fd;
};

struct watch *
watch_open(const char *path)
{
	struct watch	*w;
	int		 fd;

	if ((fd = inotify_init1(IN_NONBLOCK | IN_CLOEXEC)) < 0)
		return NULL;
	/* IN_MODIFY: every append, ours included (a spare wake-up). */
	if (inotify_add_watch(fd, path, IN_MODIFY) < 0 ||
	    (w = malloc(sizeof *w)) == NULL) {
		close(fd);
		return NULL;
	}
	w->fd = fd;
	return w;
}

void
watch_close(struct watch *w)
{
	if (w == NULL)
		return;
	close(w->fd);
	free(w);
}

int
watch_fd(const struct watch *w)
{
	return w->fd;
}

void
watch_drain(struct watch *w)
{
	char	buf[4096];

	while (read(w->fd, buf, sizeof buf) > 0)
		continue;
}

#else	/* no inotify: nothing to watch, the caller polls */

struct watch *
watch_open(const char *path)
{
	(void)path;
	return NULL;
}

void
watch_close(struct watch *w)
{
	(void)w;
}

int
watch_fd(const struct watch *w)
{
	(void)w;
	return -1;
}

void
watch_drain(struct watch *w)
{
	(void)w;
}
#endif
