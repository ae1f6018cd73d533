/*
 * fuzz_feed_pdn.c: fuzz_feed_pgn.c's harness over PDN (app/feed/
 * pgnfeed.c for draughts: [%clock wH:MM:SS BH:MM:SS], 2-0/1-1/0-2),
 * the same checks.
 */
#define FUZZ_FEED_DRAUGHTS	true

#include "fuzz_feed_pgn.c"
