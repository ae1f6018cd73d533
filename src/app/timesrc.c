/*
 * timesrc.c: monotonic and wall-clock time in milliseconds.
 */
#include "config.h"

#include <stdio.h>
#include <string.h>
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

int64_t
timesrc_boot_ms(void)
{
#ifdef CLOCK_BOOTTIME
	return timesrc_read(CLOCK_BOOTTIME);
#else
	return timesrc_read(CLOCK_MONOTONIC);
#endif
}

int
timesrc_boot_id(char *buf, size_t size)
{
	FILE	*f;
	size_t	 n;

	if ((f = fopen("/proc/sys/kernel/random/boot_id", "re")) == NULL)
		return -1;
	if (fgets(buf, (int)size, f) == NULL) {
		fclose(f);
		return -1;
	}
	fclose(f);
	n = strcspn(buf, "\n");
	buf[n] = '\0';
	return n > 0 ? 0 : -1;
}
