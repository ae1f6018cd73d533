/*
 * timesrc.h: the only place that reads the system clocks.  The core is
 * given these values; it never asks for the time itself.
 */
#ifndef ARBITER_TIMESRC_H
#define ARBITER_TIMESRC_H

#include <stddef.h>
#include <stdint.h>

/* Milliseconds on the monotonic clock (for running chess clocks). */
int64_t	timesrc_now_ms(void);
/* Milliseconds since the Unix epoch, UTC (for the journal's stamps). */
int64_t	timesrc_utc_ms(void);
/*
 * Milliseconds since the machine booted, suspended time included
 * (CLOCK_BOOTTIME): with the boot's id, what tells a server restarted on
 * the same boot how long it really was away, whatever the wall clock did.
 */
int64_t	timesrc_boot_ms(void);
/* The boot's id (Linux: /proc/sys/kernel/random/boot_id) into buf of
 * size bytes: 0, or -1 when the system gives none. */
int	timesrc_boot_id(char *buf, size_t size);

#endif
