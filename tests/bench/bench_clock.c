/*
 * bench_clock.c: the cost of one console tick over many running clocks:
 * for each clock, read it at now, format both sides and find the next
 * deadline (what the console's loop does), with a move now and then.
 *	bench_clock [CLOCKS [TICKS [RUNS]]]
 * Prints the median over RUNS of the mean time per tick.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "clock.h"
#include "format.h"

static const char *const controls[] = {
	"40/5400+30:1800+30", "40/7200:20/3600:900", "5400:1800", "300+3",
	"900+10", "1800d5", "3600b10", "*180",
};
#define NCONTROLS (sizeof controls / sizeof controls[0])

static int64_t
mono_ns(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static int
cmp_i64(const void *a, const void *b)
{
	int64_t	x = *(const int64_t *)a, y = *(const int64_t *)b;

	return (x > y) - (x < y);
}

static void
setup(struct clock *clocks, int n)
{
	struct tc	tc;
	size_t		bad;
	const char	*s;
	int		i;

	for (i = 0; i < n; i++) {
		s = controls[(size_t)i % NCONTROLS];
		if (tc_parse(&tc, s, strlen(s), &bad) != STATUS_OK)
			abort();
		clock_init(&clocks[i], &tc);
		if (clock_start(&clocks[i], i, i & 1) != STATUS_OK)
			abort();
	}
}

/* One run of ticks 100 ms apart; returns the mean ns per tick. */
static int64_t
run(struct clock *clocks, int n, int ticks, size_t *sink)
{
	char			buf[FORMAT_CLOCK_MAX];
	struct clock_view	v;
	int64_t			now = 1000, t0;
	int			i, k;
	size_t			sum = 0;

	setup(clocks, n);
	t0 = mono_ns();
	for (k = 0; k < ticks; k++) {
		now += 100;
		for (i = 0; i < n; i++) {
			/* Each board moves about every 20 s. */
			if ((k + i) % 200 == 0 &&
			    clock_press(&clocks[i], now) != STATUS_OK)
				abort();
			clock_peek(&clocks[i], now, &v);
			sum += format_clock_side(buf, sizeof buf, &clocks[i],
			    &v, CLOCK_WHITE, NULL);
			sum += format_clock_side(buf, sizeof buf, &clocks[i],
			    &v, CLOCK_BLACK, NULL);
			sum += (size_t)clock_view_next_event(&clocks[i], &v,
			    FORMAT_TENTHS_MS) & 1;
		}
	}
	*sink += sum;
	return (mono_ns() - t0) / ticks;
}

int
main(int argc, char **argv)
{
	int		n = argc > 1 ? atoi(argv[1]) : 1000;
	int		ticks = argc > 2 ? atoi(argv[2]) : 2000;
	int		runs = argc > 3 ? atoi(argv[3]) : 7, r;
	struct clock	*clocks;
	int64_t		*ns;
	size_t		sink = 0;

	if (n < 1 || ticks < 1 || runs < 1) {
		fprintf(stderr, "usage: bench_clock [CLOCKS [TICKS [RUNS]]]\n");
		return 2;
	}
	clocks = calloc((size_t)n, sizeof *clocks);
	ns = calloc((size_t)runs, sizeof *ns);
	if (clocks == NULL || ns == NULL)
		return 1;
	for (r = 0; r < runs; r++)
		ns[r] = run(clocks, n, ticks, &sink);
	qsort(ns, (size_t)runs, sizeof *ns, cmp_i64);
	printf("clock: %d running clocks, peek + format both sides + next "
	    "deadline: median %.1f us per tick (min %.1f, max %.1f; %d runs "
	    "of %d ticks); goal < 1000 us: %.3fx of the budget (check %zu)\n",
	    n, (double)ns[runs / 2] / 1000, (double)ns[0] / 1000,
	    (double)ns[runs - 1] / 1000, runs, ticks,
	    (double)ns[runs / 2] / 1e6, sink % 10);
	free(clocks);
	free(ns);
	return 0;
}
