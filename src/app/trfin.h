/*
 * trfin.h: a round's pairings from a TRF file (FIDE's Tournament Report
 * File, TRF-16 or TRF-2026), as commands of doc/commands.md: one 'player'
 * per 001 line and, for the round asked, 'round' and one 'pair' per
 * game, White's start number first, boards numbered as pairing programs
 * post them (FIDE C.04: by the higher player's score before the round,
 * the sum of both scores, the higher player's start number).  A game
 * forfeited is given its 'result'; a bye (U F H Z) its 'bye'; a player
 * without a game otherwise is a comment.  The output is a script for 'arbiter-cli run' or the
 * console: one mechanism for every change.  For an event that has
 * players, trf_import_known() leaves out those it has (matched by start
 * number and FIDE id), as the console's ':import' and 'arbiter-cli trf
 * --event' need.
 */
#ifndef ARBITER_TRFIN_H
#define ARBITER_TRFIN_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

struct event;

/*
 * The columns both versions give a player (1-based, as FIDE's texts
 * count them): TRF-16, https://www.fide.com/FIDE/handbook/C04Annex2_TRF16.pdf,
 * and TRF-2026, https://handbook.fide.com/files/handbook/TRF26.pdf
 * ("Player Section").  Shared by the reader (trfin.c) and the writer
 * (trfout.c).
 */
#define TRF_PLAYERS_MAX	9999	/* a start number has 4 columns */
#define TRF_BLOCK(r)	(92 + 10 * (size_t)((r) - 1))	/* round r's column */

/*
 * Read the TRF file at path and write the commands for round (1..) to
 * out.  The version is told by the records: TRF-2026's ### comments,
 * 162 points and 240 byes are read, and change the scores and byes.
 * The file is checked whole before anything is written: it must be
 * UTF-8 (a Latin-1 file is refused, not guessed at: convert it with
 * iconv -f latin1 -t utf-8), without control bytes or hidden characters
 * (utf8.h), every line blank or a record (a code of three digits or
 * capitals, then a blank), with at least one 001 line, unique start
 * numbers and FIDE ids, fields that are what TRF puts in their columns,
 * each game of the round on both players' lines, and TRF-2026's byes
 * where the players' lines leave room for them.  Returns 0, or -1 with
 * *cause set ("path:line:column: 'word': reason"; "path: reason" or
 * "path:line: reason" for the file as a whole), which the caller frees;
 * nothing is written then.
 */
int	trf_import(const char *path, unsigned round, FILE *out, char **cause);

/* A player the event has already: start number, FIDE id (0: none). */
struct trf_known {
	uint32_t	id;
	uint32_t	fide;
};

/* What an import wrote: its round, its boards, its new players. */
struct trf_summary {
	unsigned	round;
	size_t		boards, added;
};

/*
 * trf_import() for an event that has players already (known, nknown of
 * them; NULL and 0 for none).  Players are matched by start number and
 * FIDE id: the event's player with the same start number, and the same
 * FIDE id or no FIDE id on one side, gets no 'player' command (the
 * event's name and rating stand); the same start number with another
 * FIDE id, or a FIDE id the event gives another start number, refuses
 * the file at that 001 line's FIDE id ("path:line:column: 'id':
 * reason"); a start number the event lacks gets its 'player'.  With
 * summary not NULL, it is filled when 0 is returned.
 */
int	trf_import_known(const char *path, unsigned round,
	    const struct trf_known *known, size_t nknown, FILE *out,
	    struct trf_summary *summary, char **cause);

/* The event's players as trf_import_known() takes them: *n, to free. */
struct trf_known *trf_known_event(const struct event *, size_t *n);

#endif
