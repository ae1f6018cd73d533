/*
 * gen_journal: an Olympiad-size journal for tests/bench/scale.sh.
 *
 *	gen_journal FILE BOARDS ROUNDS PLIES [SEED [FORMAT]]
 *
 * Writes a journal (format 2, the hash chain of doc/commands.md) of an event
 * of 2 x BOARDS players over ROUNDS rounds: each round pairs every board,
 * starts all, then plays random legal games of up to PLIES plies a board,
 * a ply on every board in turn (as the moves come in at the desk), each
 * game ending with its arbiter's result.  Lines are 200 ms apart.  The
 * moves come from the game interface (chess), so every line applies.
 * FORMAT 1 leaves out the 'format 2' line, as the builds before verdicts
 * wrote (each replay then searches dead positions again: the figure to
 * compare with such a build).  Prints the number of lines.
 */
#include "config.h"

#include <inttypes.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/journal.h"
#include "app/sha256.h"
#include "gamekind.h"

struct out {
	FILE		*f;
	uint64_t	 seq;
	int64_t		 ms;
	char		 hash[JOURNAL_HASH_LEN + 1];
};

static void
line(struct out *o, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

static void
line(struct out *o, const char *fmt, ...)
{
	char		 text[512], cmd[400], tm[JOURNAL_TIME_LEN + 1];
	struct sha256	 h;
	uint8_t		 d[SHA256_DIGEST_SIZE];
	va_list		 ap;
	int		 n;

	va_start(ap, fmt);
	vsnprintf(cmd, sizeof cmd, fmt, ap);
	va_end(ap);
	journal_time_format(o->ms, tm);
	n = snprintf(text, sizeof text, "%" PRIu64 " %s bench %s", ++o->seq,
	    tm, cmd);
	sha256_init(&h);
	sha256_update(&h, o->hash, JOURNAL_HASH_LEN);
	sha256_update(&h, " ", 1);
	sha256_update(&h, text, (size_t)n);
	sha256_final(&h, d);
	sha256_hex(d, JOURNAL_HASH_LEN / 2, o->hash);
	fprintf(o->f, "%s ~%s\n", text, o->hash);
	o->ms += 200;
}

int
main(int argc, char **argv)
{
	const struct game_kind	*k = gamekind_find("chess");
	struct game_pos		*pos;
	uint64_t		 moves[GAME_MOVES_MAX];
	char			 text[GAME_MOVE_TEXT_MAX];
	struct out		 o;
	bool			*over;
	int			 boards, rounds, plies, r, b, p;
	unsigned		 seed = 1;
	int			 format = 2;
	size_t			 n;

	if (argc < 5 || (boards = atoi(argv[2])) <= 0 ||
	    (rounds = atoi(argv[3])) <= 0 || (plies = atoi(argv[4])) < 0) {
		fprintf(stderr, "usage: gen_journal FILE BOARDS ROUNDS PLIES "
		    "[SEED]\n");
		return 2;
	}
	if (argc > 5)
		seed = (unsigned)atoi(argv[5]);
	if (argc > 6)
		format = atoi(argv[6]);
	srand(seed);
	memset(&o, 0, sizeof o);
	memset(o.hash, '0', JOURNAL_HASH_LEN);
	o.ms = 1795356000000LL;
	if ((o.f = fopen(argv[1], "w")) == NULL) {
		perror(argv[1]);
		return 2;
	}
	pos = calloc((size_t)boards, sizeof *pos);
	over = calloc((size_t)boards, sizeof *over);
	if (format >= 2)
		line(&o, "format 2");
	line(&o, "event \"Olympiad\" rules fide-2005");
	line(&o, "tc \"40/5400+30:1800+30\"");
	for (b = 1; b <= 2 * boards; b++)
		line(&o, "player %d \"Player %d\"", b, b);
	for (r = 1; r <= rounds; r++) {
		line(&o, "round %d", r);
		for (b = 0; b < boards; b++) {
			line(&o, "pair %d %d %d", b + 1, (2 * b + r) %
			    (2 * boards) + 1, (2 * b + r + 1) % (2 * boards) +
			    1);
			k->start(&pos[b]);
			over[b] = false;
		}
		line(&o, "start all");
		for (p = 0; p < plies; p++) {
			for (b = 0; b < boards; b++) {
				struct game_end	end;

				if (over[b])
					continue;
				n = k->legal_moves(&pos[b], moves);
				if (n == 0) {
					over[b] = true;
					continue;
				}
				k->move_write(&pos[b], moves[(size_t)rand() %
				    n], GAME_STYLE_JOURNAL, 0, text);
				line(&o, "move %d %s", b + 1, text);
				k->move_read(&pos[b], text, strlen(text), 0,
				    &moves[0], NULL);
				k->play(&pos[b], moves[0]);
				k->outcome(&pos[b], NULL, &end);
				over[b] = end.law != LAW_NONE;
			}
		}
		for (b = 0; b < boards; b++)
			if (!over[b])
				line(&o, "result %d 1/2-1/2 \"adjudicated\"",
				    b + 1);
	}
	fclose(o.f);
	printf("%" PRIu64 "\n", o.seq);
	free(pos);
	free(over);
	return 0;
}
