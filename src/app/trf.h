/*
 * trf.h: a round's pairings from a TRF-16 file (FIDE's tournament report
 * format), as commands of COMMANDS.md: one 'player' per 001 line and,
 * for the round asked, 'round' and one 'pair' per game, White's start
 * number first, boards in the order of the file.  Byes and forfeits
 * without an opponent are written as comments.  The output is a script
 * for 'arbiter-cli run' or the console: one mechanism for every change.
 */
#ifndef ARBITER_TRF_H
#define ARBITER_TRF_H

#include <stdio.h>

/*
 * Read the TRF-16 file at path and write the commands for round (1..)
 * to out.  Returns 0, or -1 with *cause set ("path:line: 'word':
 * reason"), which the caller frees.
 */
int	trf_import(const char *path, unsigned round, FILE *out, char **cause);

#endif
