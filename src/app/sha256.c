/*
 * sha256.c: SHA-256 as FIPS 180-4 defines it.  Section numbers refer to
 * that standard: 4.1.2 the functions, 4.2.2 the constants, 5.1.1 the
 * padding, 5.3.3 the initial value, 6.2.2 the computation.
 *
 * Where the processor has the SHA extensions (x86-64 "SHA-NI"), the
 * compression runs on them, several times faster: replaying a journal is
 * mostly hashing.  The portable code is the reference; the tests check
 * that both give the same digests.
 */
#include "config.h"

#include <stdbool.h>
#include <string.h>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define SHA256_NI 1
#include <cpuid.h>
#include <immintrin.h>
#endif

#include "app/sha256.h"

/* 4.2.2: the first 32 bits of the fractional parts of the cube roots of
 * the first 64 primes. */
static const uint32_t K[64] = {
	0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1,
	0x923f82a4, 0xab1c5ed5, 0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3,
	0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
	0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
	0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147,
	0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
	0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b,
	0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
	0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
	0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208,
	0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2
};

/* 4.1.2. */
#define ROTR(x, n)	(((x) >> (n)) | ((x) << (32 - (n))))
#define CH(x, y, z)	(((x) & (y)) ^ (~(x) & (z)))
#define MAJ(x, y, z)	(((x) & (y)) ^ ((x) & (z)) ^ ((y) & (z)))
#define BSIG0(x)	(ROTR(x, 2) ^ ROTR(x, 13) ^ ROTR(x, 22))
#define BSIG1(x)	(ROTR(x, 6) ^ ROTR(x, 11) ^ ROTR(x, 25))
#define SSIG0(x)	(ROTR(x, 7) ^ ROTR(x, 18) ^ ((x) >> 3))
#define SSIG1(x)	(ROTR(x, 17) ^ ROTR(x, 19) ^ ((x) >> 10))

/* 6.2.2: one 512-bit block into the hash value. */
static void
sha256_block(uint32_t h[8], const uint8_t *p)
{
	uint32_t	w[64], a, b, c, d, e, f, g, hh, t1, t2;
	int		t;

	for (t = 0; t < 16; t++)
		w[t] = (uint32_t)p[4 * t] << 24 | (uint32_t)p[4 * t + 1] << 16 |
		    (uint32_t)p[4 * t + 2] << 8 | (uint32_t)p[4 * t + 3];
	for (t = 16; t < 64; t++)
		w[t] = SSIG1(w[t - 2]) + w[t - 7] + SSIG0(w[t - 15]) + w[t - 16];
	a = h[0]; b = h[1]; c = h[2]; d = h[3];
	e = h[4]; f = h[5]; g = h[6]; hh = h[7];
	for (t = 0; t < 64; t++) {
		t1 = hh + BSIG1(e) + CH(e, f, g) + K[t] + w[t];
		t2 = BSIG0(a) + MAJ(a, b, c);
		hh = g; g = f; f = e; e = d + t1;
		d = c; c = b; b = a; a = t1 + t2;
	}
	h[0] += a; h[1] += b; h[2] += c; h[3] += d;
	h[4] += e; h[5] += f; h[6] += g; h[7] += hh;
}

/* The portable code, n blocks. */
static void
sha256_blocks_c(uint32_t h[8], const uint8_t *p, size_t n)
{
	for (; n > 0; n--, p += SHA256_BLOCK_SIZE)
		sha256_block(h, p);
}

#ifdef SHA256_NI
/*
 * The same with the SHA extensions: the state is kept as ABEF and CDGH,
 * each sha256rnds2 does two rounds, sha256msg1/msg2 extend the schedule
 * (W[16..63] of 6.2.2 step 1) four words at a time.
 */
__attribute__((target("sha,sse4.1,ssse3")))
static void
sha256_blocks_ni(uint32_t h[8], const uint8_t *p, size_t n)
{
	const __m128i	mask = _mm_set_epi64x(0x0c0d0e0f08090a0bLL,
			    0x0405060700010203LL);
	__m128i		st0, st1, tmp, msg, w[4], save0, save1;
	int		i;

	tmp = _mm_loadu_si128((const __m128i *)(const void *)&h[0]);
	st1 = _mm_loadu_si128((const __m128i *)(const void *)&h[4]);
	tmp = _mm_shuffle_epi32(tmp, 0xb1);		/* CDAB */
	st1 = _mm_shuffle_epi32(st1, 0x1b);		/* EFGH */
	st0 = _mm_alignr_epi8(tmp, st1, 8);		/* ABEF */
	st1 = _mm_blend_epi16(st1, tmp, 0xf0);		/* CDGH */
	for (; n > 0; n--, p += SHA256_BLOCK_SIZE) {
		save0 = st0;
		save1 = st1;
		for (i = 0; i < 4; i++)
			w[i] = _mm_shuffle_epi8(_mm_loadu_si128(
			    (const __m128i *)(const void *)(p + 16 * i)), mask);
		for (i = 0; i < 16; i++) {
			msg = _mm_add_epi32(w[i & 3], _mm_loadu_si128(
			    (const __m128i *)(const void *)&K[4 * i]));
			st1 = _mm_sha256rnds2_epu32(st1, st0, msg);
			if (i >= 3 && i <= 14) {
				tmp = _mm_alignr_epi8(w[i & 3],
				    w[(i - 1) & 3], 4);
				w[(i + 1) & 3] = _mm_sha256msg2_epu32(
				    _mm_add_epi32(w[(i + 1) & 3], tmp),
				    w[i & 3]);
			}
			msg = _mm_shuffle_epi32(msg, 0x0e);
			st0 = _mm_sha256rnds2_epu32(st0, st1, msg);
			if (i >= 1 && i <= 12)
				w[(i - 1) & 3] = _mm_sha256msg1_epu32(
				    w[(i - 1) & 3], w[i & 3]);
		}
		st0 = _mm_add_epi32(st0, save0);
		st1 = _mm_add_epi32(st1, save1);
	}
	tmp = _mm_shuffle_epi32(st0, 0x1b);		/* FEBA */
	st1 = _mm_shuffle_epi32(st1, 0xb1);		/* DCHG */
	st0 = _mm_blend_epi16(tmp, st1, 0xf0);		/* DCBA */
	st1 = _mm_alignr_epi8(st1, tmp, 8);		/* HGFE */
	_mm_storeu_si128((__m128i *)(void *)&h[0], st0);
	_mm_storeu_si128((__m128i *)(void *)&h[4], st1);
}

/* CPUID: SHA (leaf 7, EBX bit 29), SSSE3 and SSE4.1 (leaf 1, ECX 9, 19). */
static bool
cpu_has_sha(void)
{
	unsigned int	a, b, c, d;

	if (!__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 9)) ||
	    !(c & (1u << 19)))
		return false;
	if (!__get_cpuid_count(7, 0, &a, &b, &c, &d))
		return false;
	return (b & (1u << 29)) != 0;
}
#endif

/* -1 until chosen; then whether the SHA extensions are used. */
static int	use_ni = -1;

static void
sha256_blocks(uint32_t h[8], const uint8_t *p, size_t n)
{
#ifdef SHA256_NI
	if (use_ni < 0)
		use_ni = cpu_has_sha();
	if (use_ni) {
		sha256_blocks_ni(h, p, n);
		return;
	}
#endif
	sha256_blocks_c(h, p, n);
}

bool
sha256_portable(bool portable)
{
	bool	was;

#ifdef SHA256_NI
	if (use_ni < 0)
		use_ni = cpu_has_sha();
	was = use_ni == 0;
	use_ni = portable ? 0 : cpu_has_sha();
#else
	(void)portable;
	was = true;
#endif
	return was;
}

void
sha256_init(struct sha256 *s)
{
	/* 5.3.3. */
	static const uint32_t	h0[8] = {
		0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
		0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19
	};

	memcpy(s->h, h0, sizeof s->h);
	s->bytes = 0;
	s->used = 0;
}

void
sha256_update(struct sha256 *s, const void *data, size_t len)
{
	const uint8_t	*p = data;
	size_t		 take;

	s->bytes += len;
	if (s->used > 0) {
		take = SHA256_BLOCK_SIZE - s->used;
		if (take > len)
			take = len;
		memcpy(s->block + s->used, p, take);
		s->used += take;
		p += take;
		len -= take;
		if (s->used < SHA256_BLOCK_SIZE)
			return;
		sha256_blocks(s->h, s->block, 1);
		s->used = 0;
	}
	sha256_blocks(s->h, p, len / SHA256_BLOCK_SIZE);
	p += len - len % SHA256_BLOCK_SIZE;
	len %= SHA256_BLOCK_SIZE;
	memcpy(s->block, p, len);
	s->used = len;
}

void
sha256_final(struct sha256 *s, uint8_t digest[SHA256_DIGEST_SIZE])
{
	uint64_t	bits = s->bytes * 8;
	int		i;

	/* 5.1.1: a 1 bit, zeros to 448 mod 512, the length in 64 bits. */
	s->block[s->used++] = 0x80;
	if (s->used > 56) {
		memset(s->block + s->used, 0, SHA256_BLOCK_SIZE - s->used);
		sha256_blocks(s->h, s->block, 1);
		s->used = 0;
	}
	memset(s->block + s->used, 0, 56 - s->used);
	for (i = 0; i < 8; i++)
		s->block[56 + i] = (uint8_t)(bits >> (56 - 8 * i));
	sha256_blocks(s->h, s->block, 1);
	for (i = 0; i < 32; i++)
		digest[i] = (uint8_t)(s->h[i / 4] >> (24 - 8 * (i % 4)));
	sha256_init(s);
}

void
sha256(const void *data, size_t len, uint8_t digest[SHA256_DIGEST_SIZE])
{
	struct sha256	s;

	sha256_init(&s);
	sha256_update(&s, data, len);
	sha256_final(&s, digest);
}

void
sha256_hex(const uint8_t *digest, size_t n, char *hex)
{
	static const char	digits[] = "0123456789abcdef";
	size_t			i;

	for (i = 0; i < n; i++) {
		hex[2 * i] = digits[digest[i] >> 4];
		hex[2 * i + 1] = digits[digest[i] & 15];
	}
	hex[2 * n] = '\0';
}
