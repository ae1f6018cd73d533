/*
 * sealed.h: the sealed moves an event's writer keeps secret (A1a; 2023
 * I.1.1).
 *
 * A move given at 'seal' must not be readable by anyone until the
 * envelope is opened, and the journal is read by every arbiter.  So the
 * writer journals 'seal <board>' without it and keeps the move in
 * DIR/sealed, a file only its owner (the event's owner, whose process
 * is the server) may read: one line "<board> <seq> <move>" a seal, where
 * seq is the journal line of the seal.  At 'open <board>' given without
 * a move, the writer takes the move from there, and the journal then
 * holds it in clear: the envelope is open.
 */
#ifndef ARBITER_SEALED_H
#define ARBITER_SEALED_H

#include <stddef.h>
#include <stdint.h>

#define SEALED_FILE	"sealed"

/* Keep move, sealed on board by journal line seq, on disk before the
 * seal is acknowledged: 0, or -1 with *cause. */
int	sealed_put(const char *dir, unsigned board, uint64_t seq,
	    const char *move, char **cause);
/* The move sealed on board by line seq into move[size]: 0; -1 when the
 * file holds none (or cannot be read). */
int	sealed_get(const char *dir, unsigned board, uint64_t seq, char *move,
	    size_t size);

#endif
