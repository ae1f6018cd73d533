/*
 * server_flood: idle connections against an event's server (issue 26,
 * item 2), as a neighbour with no role would open them.
 *
 *	server_flood DIR N HOLD_MS
 *
 * Opens up to N connections to DIR/socket that never say hello (a connect
 * that waits more than 200 ms counts as not opened), holds them HOLD_MS
 * and prints how many were opened, how many the server closed, and how
 * many it still holds.
 */
#include <sys/socket.h>
#include <sys/time.h>
#include <sys/un.h>

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

static long long
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (long long)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

/* One connection, or -1. */
static int
knock(const char *path)
{
	struct sockaddr_un	sun;
	struct timeval		tv = { 0, 200000 };
	int			fd;

	memset(&sun, 0, sizeof sun);
	sun.sun_family = AF_UNIX;
	if (strlen(path) >= sizeof sun.sun_path)
		return -1;
	strcpy(sun.sun_path, path);
	if ((fd = socket(AF_UNIX, SOCK_STREAM, 0)) < 0)
		return -1;
	(void)setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &tv, sizeof tv);
	if (connect(fd, (struct sockaddr *)&sun, sizeof sun) != 0) {
		close(fd);
		return -1;
	}
	return fd;
}

int
main(int argc, char **argv)
{
	struct pollfd	*pfd;
	char		 path[4096], buf[512];
	long		 n, i, opened = 0, closed = 0;
	long long	 hold, end;
	int		 r;

	if (argc != 4) {
		fprintf(stderr, "usage: server_flood DIR N HOLD_MS\n");
		return 2;
	}
	n = atol(argv[2]);
	hold = atoll(argv[3]);
	snprintf(path, sizeof path, "%s/socket", argv[1]);
	if (n <= 0 || (pfd = calloc((size_t)n, sizeof *pfd)) == NULL)
		return 2;
	/* Only the ones opened are polled: poll() refuses more descriptors
	 * than the process may hold. */
	for (i = 0; i < n; i++) {
		pfd[opened].events = POLLIN;
		if ((pfd[opened].fd = knock(path)) >= 0)
			opened++;
	}
	end = now_ms() + hold;
	while (now_ms() < end) {
		r = poll(pfd, (nfds_t)opened, (int)(end - now_ms()));
		if (r < 0 && errno != EINTR) {
			perror("poll");
			free(pfd);
			return 1;
		}
		for (i = 0; r > 0 && i < opened; i++) {
			if (pfd[i].fd < 0 || pfd[i].revents == 0)
				continue;
			/* Its bye, then the end: the server let it go. */
			if (read(pfd[i].fd, buf, sizeof buf) <= 0) {
				close(pfd[i].fd);
				pfd[i].fd = -1;
				closed++;
			}
		}
	}
	printf("opened %ld of %ld, closed by the server %ld, held %ld\n",
	    opened, n, closed, opened - closed);
	for (i = 0; i < opened; i++) {
		if (pfd[i].fd >= 0)
			close(pfd[i].fd);
	}
	free(pfd);
	return 0;
}
