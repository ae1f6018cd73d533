/*
 * fide-2001.c: the FIDE Laws of Chess of 2001 (the booklet of
 * ../shared/laws/fide-laws-2001-it-booklet.txt).  The game and its clocks
 * as in 2005, with these differences: no ringing-phone rule (12.2b came
 * in 2005), persistent refusal to comply is 12.7 and both players guilty
 * 12.8, and both flags fallen in the quickplay finish is 10.3.  Its
 * Appendix B has one article fewer before the flags: the right to claim
 * an illegal move is lost once a piece is touched (B5b), a flag counts
 * on a claim (B6), the claimant's own flag must be up (B7), both flags
 * down draw (B8); 10.2 is out of blitz by C4.
 */
#include "config.h"

#include "editions/editions.h"

const struct edition edition_fide_2001 = {
	.name = "fide-2001",
	.title = "FIDE Laws of Chess, 2001",
	.game = "chess",
	.base = &edition_fide_2005,
	.label = {
		[LAW_BOTH_FLAGS_DRAW] = "10.3",
		[LAW_PHONE] = EDITION_ABSENT,
		/* 2005 B6's last sentence is not in 2001's rapid rules. */
		[LAW_RAPID_INTERVENE] = EDITION_ABSENT,
		[LAW_RAPID_ILLEGAL] = "B5",
		[LAW_RAPID_FLAG] = "B6",
		[LAW_RAPID_OWN_FLAG] = "B7",
		[LAW_FAST_BOTH_FLAGS] = "B8",
		[LAW_BLITZ_NO_QUICKPLAY] = "C4",
		[LAW_REFUSAL] = "12.7",
		[LAW_BOTH_REFUSE] = "12.8",
	},
};
