/*
 * clockstep.so: an LD_PRELOAD shim that steps the machine's wall clock for
 * one process (tests/cli/clockstep.sh): CLOCK_REALTIME is moved by the number
 * of milliseconds in the file $CLOCKSTEP_FILE, read at every call, as if
 * an administrator or NTP had set the clock; CLOCK_MONOTONIC is left
 * alone, as the kernel leaves it.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

typedef int	clock_gettime_fn(clockid_t, struct timespec *);

static long long
step_ms(void)
{
	const char	*path = getenv("CLOCKSTEP_FILE");
	long long	 ms = 0;
	FILE		*f;

	if (path == NULL || (f = fopen(path, "r")) == NULL)
		return 0;
	if (fscanf(f, "%lld", &ms) != 1)
		ms = 0;
	fclose(f);
	return ms;
}

int
clock_gettime(clockid_t id, struct timespec *ts)
{
	static clock_gettime_fn	*real;
	long long		 ns;
	int			 r;

	if (real == NULL)
		real = (clock_gettime_fn *)dlsym(RTLD_NEXT, "clock_gettime");
	if ((r = real(id, ts)) != 0 || id != CLOCK_REALTIME)
		return r;
	ns = (long long)ts->tv_nsec + step_ms() * 1000000LL;
	ts->tv_sec += (time_t)(ns / 1000000000LL);
	ns %= 1000000000LL;
	if (ns < 0) {
		ns += 1000000000LL;
		ts->tv_sec--;
	}
	ts->tv_nsec = (long)ns;
	return 0;
}
