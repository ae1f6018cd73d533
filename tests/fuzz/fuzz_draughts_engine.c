/*
 * fuzz_draughts_engine.c: fuzz_engine.c's harness over a draughts event
 * (rules fid-draughts): three games, one from the start, one from a
 * position of kings (repetition claims, Art. 7 counts), one with a man
 * about to be crowned and captures to make; command lines after them as
 * in scripts, the same checks (the invariant after each command, a
 * refusal changes nothing, the state document written).
 */
#define FUZZ_ENGINE_SETUP
static const char *const setup[] = {
	"event \"D\" rules fid-draughts game draughts", "tc \"7200\"",
	"player 1 \"a\"", "player 2 \"b\"", "player 3 \"c\"",
	"player 4 \"d\"", "player 5 \"e\"", "player 6 \"f\"",
	"round 1 date 2026-11-22 start 15:00 end 16:00", "pair 1 1 2",
	"pair 2 3 4 fen \"W:WK46,K47,35:BK1,K3\"",
	"pair 3 5 6 tc \"60\" fen \"W:W6,28,32:B19,23,44\"", "start all",
};

#include "fuzz_engine.c"
