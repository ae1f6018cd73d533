/*
 * sha256.h: SHA-256 (FIPS 180-4, section 6.2), for the journal's hash
 * chain.  Streaming: init, update any number of times, final.
 */
#ifndef ARBITER_SHA256_H
#define ARBITER_SHA256_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define SHA256_DIGEST_SIZE	32
#define SHA256_BLOCK_SIZE	64

struct sha256 {
	uint32_t	h[8];		/* the hash value H(i) */
	uint64_t	bytes;		/* message length so far */
	uint8_t		block[SHA256_BLOCK_SIZE];
	size_t		used;		/* bytes waiting in block */
};

void	sha256_init(struct sha256 *);
void	sha256_update(struct sha256 *, const void *data, size_t len);
/* Pads, writes the digest and leaves the state to be init'ed again. */
void	sha256_final(struct sha256 *, uint8_t digest[SHA256_DIGEST_SIZE]);

/* One call: the digest of len bytes at data. */
void	sha256(const void *data, size_t len,
	    uint8_t digest[SHA256_DIGEST_SIZE]);

/*
 * Use the portable code (true) or the processor's SHA instructions where
 * it has them (false, the default).  Returns whether the portable code was
 * in use before.  For tests and benchmarks.
 */
bool	sha256_portable(bool portable);

/* Lowercase hex of the first n bytes of digest into hex (2n + 1 bytes). */
void	sha256_hex(const uint8_t *digest, size_t n, char *hex);

#endif
