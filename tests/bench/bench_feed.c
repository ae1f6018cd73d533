/*
 * bench_feed.c: a live source polled as the follower polls it, for
 * tests/bench/feeds.sh: the reader's CPU per poll between changes, and
 * with -w the time from a board's file rewritten to its snapshot handed
 * over (a folder source only).
 *	bench_feed [-w] SPEC POLLS INTERVAL_MS
 * Prints one line of figures.
 */
#include "config.h"

#include <sys/resource.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "app/feed/source.h"

static unsigned	snapshots;
static uint16_t	waited;		/* the board whose change is awaited */
static bool	arrived;

static int64_t
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static double
cpu_ms(void)
{
	struct rusage	ru;

	getrusage(RUSAGE_SELF, &ru);
	return (double)(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) * 1000 +
	    (double)(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec) / 1000;
}

static void
count(void *arg, uint16_t board, const struct feed_game *g)
{
	(void)arg;
	(void)g;
	snapshots++;
	if (board == waited)
		arrived = true;
}

/* Board b's file rewritten whole with one ply more (the writer). */
static void
rewrite(const char *dir, unsigned b, unsigned plies)
{
	char	 path[1024], tmp[1040];
	FILE	*f;
	unsigned i;

	snprintf(path, sizeof path, "%s/round-1/game-%u.pgn", dir, b);
	snprintf(tmp, sizeof tmp, "%s.tmp", path);
	if ((f = fopen(tmp, "w")) == NULL)
		exit(1);
	fprintf(f, "[Round \"1.%u\"]\n[White \"W%u\"]\n[Black \"B%u\"]\n\n",
	    b, b, b);
	for (i = 0; i < plies; i++)
		fprintf(f, "%s {[%%clk 01:%02u:%02u]} ", i % 2 ? "Nf6" : "Ng1",
		    59 - i % 60, i % 60);
	fprintf(f, "*\n");
	fclose(f);
	rename(tmp, path);
}

static int
cmp(const void *a, const void *b)
{
	int64_t	x = *(const int64_t *)a, y = *(const int64_t *)b;

	return x < y ? -1 : x > y;
}

int
main(int argc, char **argv)
{
	struct feed_source	*s;
	char			*cause;
	int64_t			 start, lat[1000], t0;
	double			 c0, c1;
	unsigned		 polls, i, n = 0;
	int			 interval, opt;
	bool			 write = false;
	struct rusage		 ru;

	while ((opt = getopt(argc, argv, "w")) != -1)
		write = opt == 'w';
	if (argc - optind != 3)
		return 2;
	polls = (unsigned)atoi(argv[optind + 1]);
	interval = atoi(argv[optind + 2]);
	if ((s = feed_source_open(argv[optind], 0, &cause)) == NULL) {
		fprintf(stderr, "%s\n", cause);
		return 1;
	}
	feed_source_timing(s, interval, 0);
	feed_source_poll(s, now_ms(), count, NULL);	/* the first read */
	printf("boards %u; ", snapshots);
	c0 = cpu_ms();
	start = now_ms();
	for (i = 0; i < polls && n < 1000; i++) {
		if (write) {
			waited = (uint16_t)(i % 500 + 1);
			arrived = false;
			rewrite(argv[optind], waited, 61 + i);
			t0 = now_ms();
			while (!arrived && now_ms() - t0 < 10000) {
				feed_source_poll(s, now_ms(), count, NULL);
				if (!arrived)
					usleep(20000);
			}
			lat[n++] = now_ms() - t0;
			usleep((useconds_t)interval * 1000);
		} else {
			usleep((useconds_t)interval * 1000);
			feed_source_poll(s, now_ms(), count, NULL);
		}
	}
	c1 = cpu_ms();
	getrusage(RUSAGE_SELF, &ru);
	printf("%u polls in %.1f s: CPU %.2f%% of a core; max RSS %ld KB",
	    polls, (double)(now_ms() - start) / 1000,
	    100 * (c1 - c0) / (double)(now_ms() - start), ru.ru_maxrss);
	if (n > 0) {
		qsort(lat, n, sizeof lat[0], cmp);
		printf("; change to snapshot: p50 %lld ms, p99 %lld ms",
		    (long long)lat[n / 2], (long long)lat[n * 99 / 100]);
	}
	printf("; health %s\n", feed_source_error(s)[0] == '\0' ? "OK" :
	    feed_source_error(s));
	feed_source_close(s);
	return 0;
}
