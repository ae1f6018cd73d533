/*
 * fuzz_engine_2023.c: fuzz_engine.c's harness over a 2023 event (rules
 * fide-2023): a standard game, a rapid one from a position where an
 * illegal rook move leaves both kings in check (A.5.4: the board held
 * from format 6), a blitz one from the start; command lines after them
 * as in scripts, the same checks (the invariant after each command, a
 * refusal changes nothing, the state document written).
 */
#define FUZZ_ENGINE_SETUP
static const char *const setup[] = {
	"event \"F\" rules fide-2023 wait 30m", "tc \"40/60+1:30\"",
	"player 1 \"a\"", "player 2 \"b\"", "player 3 \"c\"",
	"player 4 \"d\"", "player 5 \"e\"", "player 6 \"f\"",
	"round 1 date 2026-11-22 start 15:00 end 16:00", "pair 1 1 2",
	"pair 2 3 4 tc \"1500+10\" fen \"7k/7p/8/4r3/8/8/8/R3K3 w - - 0 1\"",
	"pair 3 5 6 tc \"180+2\"", "start all",
};

#include "fuzz_engine.c"
