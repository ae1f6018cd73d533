/*
 * trfout.h: the whole event as a TRF file (FIDE's Tournament Report
 * File), TRF-16 or TRF-2026, after any round: every round's games,
 * forfeits, byes and exclusions, for rating reports and pairing engines.
 *
 * The event keeps one round at a time ('round' clears the boards), so
 * the rounds are taken from the journal: the session's lines are
 * rebuilt (session_rebuilt()) and each round is kept just before the
 * next 'round' line clears it, the last as it stands.  An adjourned
 * game an earlier round left on (format 6: Appendix A) is that round's:
 * its entry there follows it till it ends.  Nothing here changes the
 * event.
 *
 * Results.  A game's code for each side (the 001 line's result column):
 * a game with moves 1 = 0; a forfeit (+/-, -/+, a double forfeit 0-0
 * without a move, a loss by lateness without a move, 6.7) + and -; any
 * other result without a move W D L (TRF's "game lasted less than one
 * move", not rated); a score still awaiting the arbiter, or a game still
 * on, blank after its opponent and colour.  An unequal score (1/2-0) is
 * the two sides' codes, = and 0.  A player without a game in a round
 * (not paired, excluded under 2023 12.9.8, expelled, an annulled game, a
 * game never started when its round was closed) is "0000 - Z", the
 * zero-point bye, and the event's standings give him nothing; a player
 * given a bye ('bye') is "0000 - U" (pairing-allocated), F (full-point),
 * H (half-point) or Z, worth what the standings count for it.
 *
 * Abnormal points (13.4e/f, 2023 12.9.4/12.9.5: points added to or
 * taken from a side's game): TRF-2026 writes the game's code as ruled
 * and a 299 record with the difference on the event's scale; TRF-16,
 * which has no such record, and the TRF-2026 twin written for pairing
 * engines that refuse 299 (bbpPairings: "abnormal assignment points are
 * not yet supported"), fold it into the code (a draw with half a point
 * off is a loss, 0).  Either way the points column (81-84) is the
 * player's total, as the standings (11.1) count it, and the codes add
 * up to it, as pairing engines check.
 */
#ifndef ARBITER_TRFOUT_H
#define ARBITER_TRFOUT_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "event.h"

struct session;

enum trfout_format {
	TRFOUT_16 = 16,
	TRFOUT_2026 = 2026
};

/* What a game of a round was, for its codes. */
enum trfout_play {
	TRFOUT_NOGAME = 0,	/* annulled; never started in a closed round */
	TRFOUT_OPEN,		/* on, or a score awaiting the arbiter */
	TRFOUT_PLAYED,		/* moves were made */
	TRFOUT_FORFEIT,		/* not played: + - */
	TRFOUT_UNPLAYED		/* decided without a move: W D L */
};

struct trfout_game {
	uint32_t	white, black;
	int8_t		base2[2];	/* the ruling's half points */
	int8_t		points2[2];	/* after 13.4e/f (game_points2()) */
	uint8_t		play;		/* enum trfout_play */
};

/* A bye of the round ('bye'): the player and its kind (enum command_bye). */
struct trfout_bye {
	uint32_t	id;
	uint8_t		kind;
};

struct trfout_round {
	uint16_t		 number;
	struct date		 date;		/* year 0: none given */
	struct trfout_game	*games;
	size_t			 ngames;
	struct trfout_bye	*byes;
	size_t			 nbyes;
};

/* The rounds kept, in the order played. */
struct trfout {
	struct trfout_round	*rounds;
	size_t			 nrounds, cap;
};

void	trfout_init(struct trfout *);
void	trfout_release(struct trfout *);

/*
 * Keep ev's current round as it stands; closing: the next round begins
 * (a game never started is then no game).  A round kept already under
 * the same number is replaced (a 'round' line refused, then given again).
 */
void	trfout_keep(struct trfout *, const struct event *, bool closing);

/*
 * Every round of s's event into t, from s's lines (s is not changed).
 * Returns the rebuilt session, whose event has the players as they are
 * now; the caller closes it.
 */
struct session *trfout_collect(const struct session *s, struct trfout *t);

struct trfout_options {
	enum trfout_format	 format;
	bool			 no299;	/* the twin: abnormal points folded */
	unsigned		 rounds;	/* 142 (XXR in TRF-16); 0: unknown */
};

/*
 * Write the file for ev (its players, sanctions, scale, name, site and
 * time control) and t's rounds.  Returns the number of 299 records that
 * the TRF-2026 file has, or would have (with no299): when it is not 0,
 * pairing engines that refuse 299 need the twin.
 */
size_t	trfout_write(const struct event *, const struct trfout *,
	    const struct trfout_options *, FILE *);

/*
 * TRF-16 of an event not scored 1, 1/2, 0 (11.1: 'points 3 1 0',
 * draughts 2-1-0): TRF-16 has no record for the scale, so its points
 * column is the game points, what pairing programs check against the
 * codes; trfout_scale_note says so (untranslated: pass it to _()).
 */
bool	trfout_scale_folded(const struct event *,
	    const struct trfout_options *);
extern const char trfout_scale_note[];

/*
 * Write the file at path and, when it has 299 records, its twin without
 * them at *twin (path with "-no299" before ".trf"; NULL when none): then
 * *note is the line that tells the arbiter why (in the interface's
 * language); else NULL.  TRF-16 with abnormal points folded says so in
 * *note too.  0, or -1 with *cause ("path: reason").  The caller frees
 * *twin, *note and *cause.
 */
int	trfout_files(const struct event *, const struct trfout *,
	    const struct trfout_options *, const char *path, char **twin,
	    char **note, char **cause);

#endif
