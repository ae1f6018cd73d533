/*
 * timesrc.h: the only place that reads the system clocks.  The core is
 * given these values; it never asks for the time itself.
 */
#ifndef ARBITER_TIMESRC_H
#define ARBITER_TIMESRC_H

#include <stdint.h>

/* Milliseconds on the monotonic clock (for running chess clocks). */
int64_t	timesrc_now_ms(void);
/* Milliseconds since the Unix epoch, UTC (for the journal's stamps). */
int64_t	timesrc_utc_ms(void);

#endif
