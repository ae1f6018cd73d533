/*
 * timesrc.c: monotonic and wall-clock time in milliseconds.
 */
#include "config.h"

#include <time.h>

#include "app/timesrc.h"

static int64_t
timesrc_read(clockid_t id)
{
	struct timespec	ts;

	clock_gettime(id, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int64_t
timesrc_now_ms(void)
{
	return timesrc_read(CLOCK_MONOTONIC);
}

int64_t
timesrc_utc_ms(void)
{
	return timesrc_read(CLOCK_REALTIME);
}
