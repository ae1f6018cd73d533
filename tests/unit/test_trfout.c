/*
 * test_trfout.c: the whole event as TRF (trfout.h), from events run
 * here: each record's columns as the FIDE texts place them (TRF-16,
 * C.04 Annex 2; TRF-2026, handbook.fide.com/files/handbook/TRF26.pdf),
 * a tag per test; results of several rounds, forfeits, 0-0 and 1/2-0,
 * a 13.4e/f penalty (299 and its twin), an excluded player (2023
 * 12.9.8: a Z bye) and an expelled one; the codes adding up to the
 * points column, as pairing engines check; every round read back
 * through the TRF reader (trfin.c) to the same pairings and forfeits; and
 * a journal on disk with an undone line, rebuilt as the event was.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include <cmocka.h>

#include "app/cfg.h"
#include "app/session.h"
#include "app/trfin.h"
#include "app/trfout.h"

#define T0	1795359600000LL	/* 2026-11-22 15:00 UTC */

/*
 * Three rounds under the 2023 Laws.  Round 1: a draw with half a point
 * off White (12.9.5, 13.4f's number in 2023: 0-1/2), a forfeit (+/-), a
 * double forfeit (0-0, no move).  Round 2: 1/2-0 after moves, a win, a
 * loss without a move (W L), Delta excluded from round 3.  Round 3 in
 * play, Foxtrot expelled (2023 12.9.9) and unpaired.
 */
static const char *const three_rounds[] = {
	"event \"Open\" site \"Milano\" rules fide-2023",
	"tc \"40/5400+30:1800+30\"",
	"player 1 \"Alpha, Anna\" rating 2100 fed ITA fide-id 1001",
	"player 2 \"Bravo, Bruno\" rating 2000 fed ITA fide-id 1002",
	"player 3 \"Charlie, Carla\" rating 1900 fed GER",
	"player 4 \"Delta, Dario\"",
	"player 5 \"Echo, Elena\" rating 1800",
	"player 6 \"Foxtrot, Fabio\"",
	"round 1 date 2026-11-22 start 15:00",
	"pair 1 1 2", "pair 2 3 4", "pair 3 5 6",
	"start all",
	"move 1 e4", "move 1 e5", "offer 1 white", "accept 1",
	"penalty 1 white points -1/2 \"conduct\"",
	"result 2 +/- \"Delta absent\"",
	"result 3 0-0 \"both absent\"",
	"round 2 date 2026-11-23 start 15:00",
	"pair 1 3 1", "pair 2 2 5", "pair 3 6 4",
	"start all",
	"move 1 d4", "move 1 d5", "result 1 1/2-0 \"arbiter\"",
	"move 2 e4", "resign 2 black",
	"penalty 4 exclude 1 \"insulted the arbiter\"",
	"result 3 1-0 \"ruled before a move\"",
	"round 3 date 2026-11-24",
	"pair 1 1 5", "pair 2 2 3",
	"penalty 6 expel \"fraud\"",
	NULL
};

static char	tmpdir[4096];

static void
run_lines(struct session *s, const char *const *lines)
{
	struct command	 cmd;
	char		*cause = NULL;

	for (; *lines != NULL; lines++) {
		if (session_parse(*lines, &cmd, &cause) != 0 ||
		    session_do(s, &cmd, 0, &cause) != 0)
			fail_msg("'%s': %s", *lines, cause);
	}
}

/* The event's TRF under o, as text (freed by the caller). */
static char *
trf_text(struct session *s, const struct trfout_options *o, size_t *n299)
{
	struct trfout	 t;
	struct session	*c;
	char		*text = NULL;
	size_t		 len = 0, n;
	FILE		*f = open_memstream(&text, &len);

	assert_non_null(f);
	trfout_init(&t);
	c = trfout_collect(s, &t);
	n = trfout_write(session_event(c), &t, o, f);
	fclose(f);
	if (n299 != NULL)
		*n299 = n;
	trfout_release(&t);
	session_close(c);
	return text;
}

static char *
event_trf(const char *const *lines, enum trfout_format format, bool no299,
    size_t *n299)
{
	struct trfout_options	 o = { format, no299, 0 };
	struct session		*s = session_script("alice");
	char			*text;

	run_lines(s, lines);
	text = trf_text(s, &o, n299);
	session_close(s);
	return text;
}

/* The line of text starting with code (and, for 001, that start number). */
static const char *
record(const char *text, const char *code, unsigned id, char *buf,
    size_t size)
{
	const char	*p = text, *e;
	char		 want[16];

	if (id != 0)
		snprintf(want, sizeof want, "%s %4u", code, id);
	else
		snprintf(want, sizeof want, "%s", code);
	while (*p != '\0') {
		e = strchr(p, '\n');
		if (e == NULL)
			e = p + strlen(p);
		if (strncmp(p, want, strlen(want)) == 0 &&
		    (size_t)(e - p) < size) {
			memcpy(buf, p, (size_t)(e - p));
			buf[e - p] = '\0';
			return buf;
		}
		p = *e == '\0' ? e : e + 1;
	}
	return NULL;
}

/* Columns from..to (1-based) of line, as a string (blanks kept). */
static const char *
cols(const char *line, size_t from, size_t to)
{
	static char	buf[128];
	size_t		len = strlen(line), k;

	if (to < from || to - from + 1 >= sizeof buf)
		fail_msg("columns %zu-%zu", from, to);
	for (k = from; k <= to; k++)
		buf[k - from] = k <= len ? line[k - 1] : ' ';
	buf[to - from + 1] = '\0';
	return buf;
}

/* Round r's block of player id's 001 line ("   2 w =", "0000 - Z"). */
static const char *
block(const char *text, unsigned id, unsigned r)
{
	char		 buf[512];
	const char	*l = record(text, "001", id, buf, sizeof buf);

	if (l == NULL)
		fail_msg("no 001 line for %u", id);
	return cols(l, TRF_BLOCK(r), TRF_BLOCK(r) + 7);
}

static unsigned
count(const char *text, const char *code)
{
	unsigned	n = 0;
	const char	*p = text;

	for (; p != NULL && *p != '\0'; p = strchr(p, '\n'),
	    p = p != NULL ? p + 1 : NULL)
		n += strncmp(p, code, strlen(code)) == 0;
	return n;
}

/* 001: the player's fields where the Player Section puts them. */
static void
test_tag_001(void **state)
{
	char	*t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	char	 buf[512];
	const char *l = record(t, "001", 1, buf, sizeof buf);

	(void)state;
	assert_non_null(l);
	assert_string_equal(cols(l, 1, 3), "001");
	assert_string_equal(cols(l, 5, 8), "   1");
	assert_string_equal(cols(l, 15, 47), "Alpha, Anna                      ");
	assert_string_equal(cols(l, 49, 52), "2100");
	assert_string_equal(cols(l, 54, 56), "ITA");
	assert_string_equal(cols(l, 58, 68), "       1001");
	/* 1/2 - 1/2 (12.9.5), then 0 of 1/2-0: nothing. */
	assert_string_equal(cols(l, 81, 84), " 0.0");
	assert_string_equal(cols(l, 86, 89), "   4");
	/* Bravo and Charlie share the lead: rank 1 both. */
	l = record(t, "001", 3, buf, sizeof buf);
	assert_string_equal(cols(l, 81, 84), " 1.5");
	assert_string_equal(cols(l, 86, 89), "   1");
	assert_string_equal(cols(l, 54, 56), "GER");
	assert_string_equal(cols(l, 58, 68), "           ");
	l = record(t, "001", 2, buf, sizeof buf);
	assert_string_equal(cols(l, 86, 89), "   1");
	assert_int_equal(count(t, "001"), 6);
	free(t);
}

/*
 * 001's name in characters of UTF-8 (TRF-2026; what bbpPairings reads):
 * "Müller, Jürgen" is padded to 33 characters, so the rating still
 * starts at column 49 counted in characters; read back the same.
 */
static void
test_tag_001_characters(void **state)
{
	static const char *const lines[] = {
		"event \"Open\" rules fide-2023", "tc \"5400\"",
		"player 1 \"M\xc3\xbcller, J\xc3\xbcrgen\" rating 2150 fed GER",
		"player 2 \"Rossi, Anna\" rating 2000 fed ITA",
		"round 1 date 2026-11-22 start 15:00", "pair 1 1 2",
		"result 1 1-0 \"arbiter\"", NULL
	};
	char	*t = event_trf(lines, TRFOUT_2026, false, NULL);
	char	 buf[512], want[128];
	const char *l = record(t, "001", 1, buf, sizeof buf);

	(void)state;
	assert_non_null(l);
	snprintf(want, sizeof want, "001    1      %s%19s 2150 GER",
	    "M\xc3\xbcller, J\xc3\xbcrgen", "");
	assert_memory_equal(l, want, strlen(want));
	free(t);
}

/* 001's blocks: every round, every kind of result. */
static void
test_tag_001_blocks(void **state)
{
	char	*t = event_trf(three_rounds, TRFOUT_2026, false, NULL);

	(void)state;
	/* Round 1 as ruled: a draw (the 1/2 off is 299's), +/-, - -. */
	assert_string_equal(block(t, 1, 1), "   2 w =");
	assert_string_equal(block(t, 2, 1), "   1 b =");
	assert_string_equal(block(t, 3, 1), "   4 w +");
	assert_string_equal(block(t, 4, 1), "   3 b -");
	assert_string_equal(block(t, 5, 1), "   6 w -");
	assert_string_equal(block(t, 6, 1), "   5 b -");
	/* Round 2: 1/2-0 after moves, a win, 1-0 without a move (W L). */
	assert_string_equal(block(t, 3, 2), "   1 w =");
	assert_string_equal(block(t, 1, 2), "   3 b 0");
	assert_string_equal(block(t, 2, 2), "   5 w 1");
	assert_string_equal(block(t, 5, 2), "   2 b 0");
	assert_string_equal(block(t, 6, 2), "   4 w W");
	assert_string_equal(block(t, 4, 2), "   6 b L");
	/* Round 3 in play: no result yet; the excluded and the expelled
	 * have a zero-point bye. */
	assert_string_equal(block(t, 1, 3), "   5 w  ");
	assert_string_equal(block(t, 4, 3), "0000 - Z");
	assert_string_equal(block(t, 6, 3), "0000 - Z");
	free(t);
}

/* 012, 022, 042, 062, 072: one line each, the text from column 5. */
static void
test_tags_012_to_072(void **state)
{
	char	*t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	char	 buf[256];

	(void)state;
	assert_string_equal(record(t, "012", 0, buf, sizeof buf), "012 Open");
	assert_string_equal(record(t, "022", 0, buf, sizeof buf), "022 Milano");
	/* The first round's date, YYYY/MM/DD. */
	assert_string_equal(record(t, "042", 0, buf, sizeof buf),
	    "042 2026/11/22");
	assert_string_equal(record(t, "062", 0, buf, sizeof buf), "062 6");
	assert_string_equal(record(t, "072", 0, buf, sizeof buf), "072 4");
	/* Not known to the event: not written. */
	assert_null(record(t, "052", 0, buf, sizeof buf));
	assert_null(record(t, "092", 0, buf, sizeof buf));
	assert_null(record(t, "102", 0, buf, sizeof buf));
	free(t);
}

/* 122 the control as text; 222 TRF-2026's encoding (M/S+I:S+I). */
static void
test_tags_122_222(void **state)
{
	static const char *const delayed[] = {
		"event \"Rapid\"", "tc \"900d5\"", "player 1 \"A\"",
		"player 2 \"B\"", "round 1", "pair 1 1 2", NULL
	};
	char	*t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	char	 buf[256];

	(void)state;
	assert_string_equal(record(t, "122", 0, buf, sizeof buf),
	    "122 40/5400+30:1800+30");
	assert_string_equal(record(t, "222", 0, buf, sizeof buf),
	    "222 40/5400+30:1800+30");
	free(t);
	/* 222 has no word for a delay: left out, 122 keeps it. */
	t = event_trf(delayed, TRFOUT_2026, false, NULL);
	assert_null(record(t, "222", 0, buf, sizeof buf));
	assert_string_equal(record(t, "122", 0, buf, sizeof buf), "122 900d5");
	free(t);
	/* TRF-16 has 122, not 222. */
	t = event_trf(three_rounds, TRFOUT_16, false, NULL);
	assert_non_null(record(t, "122", 0, buf, sizeof buf));
	assert_null(record(t, "222", 0, buf, sizeof buf));
	free(t);
}

/* 132: each round's date, YY/MM/DD, at its block's column. */
static void
test_tag_132(void **state)
{
	char		*t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	char		 buf[256];
	const char	*l = record(t, "132", 0, buf, sizeof buf);

	(void)state;
	assert_non_null(l);
	assert_string_equal(cols(l, TRF_BLOCK(1), TRF_BLOCK(1) + 7), "26/11/22");
	assert_string_equal(cols(l, TRF_BLOCK(2), TRF_BLOCK(2) + 7), "26/11/23");
	assert_string_equal(cols(l, TRF_BLOCK(3), TRF_BLOCK(3) + 7), "26/11/24");
	assert_int_equal(strspn(l + 3, " "), TRF_BLOCK(1) - 4);
	free(t);
}

/* 142 (TRF-16: XXR), the rounds, only when given. */
static void
test_tag_142(void **state)
{
	struct trfout_options	 o = { TRFOUT_2026, false, 9 };
	struct session		*s = session_script("alice");
	char			*t, buf[64];

	(void)state;
	run_lines(s, three_rounds);
	t = trf_text(s, &o, NULL);
	assert_string_equal(record(t, "142", 0, buf, sizeof buf), "142 9");
	assert_null(record(t, "XXR", 0, buf, sizeof buf));
	free(t);
	o.format = TRFOUT_16;
	t = trf_text(s, &o, NULL);
	assert_string_equal(record(t, "XXR", 0, buf, sizeof buf), "XXR 9");
	assert_null(record(t, "142", 0, buf, sizeof buf));
	free(t);
	o.rounds = 0;
	t = trf_text(s, &o, NULL);
	assert_null(record(t, "XXR", 0, buf, sizeof buf));
	free(t);
	session_close(s);
}

/* 162: a 3-1-0 scale, code at 6, points at 7-10, every 9 columns. */
static void
test_tag_162(void **state)
{
	static const char *const football[] = {
		"event \"Open\" points 3 1 0", "tc \"5400\"", "player 1 \"A\"",
		"player 2 \"B\"", "round 1", "pair 1 1 2", "start 1",
		"move 1 e4", "resign 1 black", NULL
	};
	char		*t = event_trf(football, TRFOUT_2026, false, NULL);
	char		 buf[256], line[256];
	const char	*l = record(t, "162", 0, buf, sizeof buf);

	(void)state;
	assert_non_null(l);
	assert_string_equal(cols(l, 6, 6), "W");
	assert_string_equal(cols(l, 7, 10), " 3.0");
	assert_string_equal(cols(l, 15, 15), "D");
	assert_string_equal(cols(l, 16, 19), " 1.0");
	assert_string_equal(cols(l, 24, 24), "L");
	assert_string_equal(cols(l, 25, 28), " 0.0");
	/* The win is 3 in the points column. */
	assert_string_equal(cols(record(t, "001", 1, line, sizeof line), 81,
	    84), " 3.0");
	free(t);
	/* The default scale goes without saying; TRF-16 has no 162. */
	t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	assert_null(record(t, "162", 0, buf, sizeof buf));
	free(t);
	t = event_trf(football, TRFOUT_16, false, NULL);
	assert_null(record(t, "162", 0, buf, sizeof buf));
	free(t);
}

/*
 * Issue 29.3: TRF-16 has no record for a scale, so an event scored 3-1-0
 * (or draughts' 2-1-0) writes its points column on 1, 1/2, 0, what
 * pairing programs check against the codes, and says so (the note).
 */
static void
test_tag_001_scale16(void **state)
{
	static const char *const scaled[] = {
		"event \"Open\" points 3 1 0", "tc \"5400\"", "player 1 \"A\"",
		"player 2 \"B\"", "player 3 \"C\"", "player 4 \"D\"",
		"round 1", "pair 1 1 2", "pair 2 3 4", "start all",
		"move 1 e4", "resign 1 black", "move 2 e4", "offer 2 white",
		"accept 2", NULL
	};
	struct trfout_options	 o16 = { TRFOUT_16, false, 0 };
	struct trfout_options	 o26 = { TRFOUT_2026, false, 0 };
	struct session		*s = session_script("alice");
	char			*t, line[256];

	(void)state;
	run_lines(s, scaled);
	t = trf_text(s, &o16, NULL);
	assert_string_equal(cols(record(t, "001", 1, line, sizeof line), 81,
	    84), " 1.0");
	assert_string_equal(cols(record(t, "001", 3, line, sizeof line), 81,
	    84), " 0.5");
	/* The ranks are the event's: the 3 points of the win first. */
	assert_string_equal(cols(record(t, "001", 1, line, sizeof line), 86,
	    89), "   1");
	assert_string_equal(cols(record(t, "001", 2, line, sizeof line), 86,
	    89), "   4");
	free(t);
	assert_true(trfout_scale_folded(session_event(s), &o16));
	assert_false(trfout_scale_folded(session_event(s), &o26));
	session_close(s);
}

/*
 * Issue 29.4: byes ('bye') are U, F, H and Z blocks, worth what the
 * standings count (C.04: a win's points for U and F, 3 here); TRF-2026's
 * 162 says P, the pairing-allocated bye's.  Read back, they are 'bye'.
 */
static void
test_tag_001_byes(void **state)
{
	static const char *const byes[] = {
		"event \"Open\" points 3 1 0", "tc \"5400\"", "player 1 \"A\"",
		"player 2 \"B\"", "player 3 \"C\"", "player 4 \"D\"",
		"player 5 \"E\"", "round 1", "pair 1 1 2", "pair 2 3 4",
		"bye 5 pab", "result 1 1-0 \"x\"", "result 2 1/2-1/2 \"x\"",
		"round 2", "bye 1 half", "bye 2 zero", "pair 1 5 3",
		"bye 4 full", "result 1 0-1 \"x\"", NULL
	};
	char		*t = event_trf(byes, TRFOUT_2026, false, NULL);
	char		 buf[256];

	(void)state;
	assert_string_equal(block(t, 5, 1), "0000 - U");
	assert_string_equal(block(t, 1, 2), "0000 - H");
	assert_string_equal(block(t, 2, 2), "0000 - Z");
	assert_string_equal(block(t, 4, 2), "0000 - F");
	/* A: 3 + 1; D: 1 + 3; E: 3 + 0; B nothing. */
	assert_string_equal(cols(record(t, "001", 1, buf, sizeof buf), 81,
	    84), " 4.0");
	assert_string_equal(cols(record(t, "001", 4, buf, sizeof buf), 81,
	    84), " 4.0");
	assert_string_equal(cols(record(t, "001", 5, buf, sizeof buf), 81,
	    84), " 3.0");
	assert_string_equal(cols(record(t, "001", 2, buf, sizeof buf), 81,
	    84), " 0.0");
	assert_string_equal(cols(record(t, "162", 0, buf, sizeof buf), 33,
	    37), "P 3.0");
	free(t);
	/* TRF-16: the same blocks, the points on 1, 1/2, 0. */
	t = event_trf(byes, TRFOUT_16, false, NULL);
	assert_string_equal(block(t, 5, 1), "0000 - U");
	assert_string_equal(cols(record(t, "001", 1, buf, sizeof buf), 81,
	    84), " 1.5");
	assert_string_equal(cols(record(t, "001", 5, buf, sizeof buf), 81,
	    84), " 1.0");
	free(t);
}

/*
 * 202 and 212 (TRF-2026): the event's tie-breaks (C.07), and the
 * standings' order, PTS first; the rank column follows them: A and D
 * both have 4, D first on BH-C1 (4 against 1).  No list, no records.
 */
static void
test_tags_202_212(void **state)
{
	static const char *const ranked[] = {
		"event \"Open\" points 3 1 0 tiebreaks \"de,BH-C1,SB\"",
		"tc \"5400\"", "player 1 \"A\"", "player 2 \"B\"",
		"player 3 \"C\"", "player 4 \"D\"", "player 5 \"E\"",
		"round 1", "pair 1 1 2", "pair 2 3 4", "bye 5 pab",
		"result 1 1-0 \"x\"", "result 2 1/2-1/2 \"x\"", "round 2",
		"bye 1 half", "bye 2 zero", "pair 1 5 3", "bye 4 full",
		"result 1 0-1 \"x\"", NULL
	};
	char	*t = event_trf(ranked, TRFOUT_2026, false, NULL);
	char	 buf[256];

	(void)state;
	assert_string_equal(record(t, "202", 0, buf, sizeof buf),
	    "202 DE,BH-C1,SB");
	assert_string_equal(record(t, "212", 0, buf, sizeof buf),
	    "212 PTS,DE,BH-C1,SB");
	assert_string_equal(cols(record(t, "001", 4, buf, sizeof buf), 86,
	    89), "   1");
	assert_string_equal(cols(record(t, "001", 3, buf, sizeof buf), 86,
	    89), "   2");
	assert_string_equal(cols(record(t, "001", 1, buf, sizeof buf), 86,
	    89), "   3");
	free(t);
	/* TRF-16 has neither record; its ranks are the same. */
	t = event_trf(ranked, TRFOUT_16, false, NULL);
	assert_null(record(t, "202", 0, buf, sizeof buf));
	assert_null(record(t, "212", 0, buf, sizeof buf));
	assert_string_equal(cols(record(t, "001", 4, buf, sizeof buf), 86,
	    89), "   1");
	free(t);
	t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	assert_null(record(t, "202", 0, buf, sizeof buf));
	free(t);
}

/* 240: Z at 5, round at 7-9, start numbers from 11 every 5. */
static void
test_tag_240(void **state)
{
	char		*t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	char		 buf[256];
	const char	*l;

	(void)state;
	/* Delta, excluded from round 3 (12.9.8). */
	l = record(t, "240 Z 003", 0, buf, sizeof buf);
	assert_non_null(l);
	assert_string_equal(cols(l, 5, 5), "Z");
	assert_string_equal(cols(l, 7, 9), "003");
	assert_string_equal(cols(l, 11, 14), "   4");
	assert_int_equal(strlen(l), 14);
	/* The next round: the expelled Foxtrot, for the pairing engine. */
	l = record(t, "240 Z 004", 0, buf, sizeof buf);
	assert_non_null(l);
	assert_string_equal(cols(l, 11, 14), "   6");
	assert_int_equal(count(t, "240"), 2);
	free(t);
	t = event_trf(three_rounds, TRFOUT_16, false, NULL);
	assert_int_equal(count(t, "240"), 0);
	free(t);
}

/* 299: blank type, [-]11.5 at 14-17, round at 20-22, player at 24-27. */
static void
test_tag_299(void **state)
{
	size_t		 n = 0;
	char		*t = event_trf(three_rounds, TRFOUT_2026, false, &n);
	char		 buf[256];
	const char	*l = record(t, "299", 0, buf, sizeof buf);

	(void)state;
	assert_int_equal(n, 1);
	assert_non_null(l);
	assert_string_equal(cols(l, 5, 5), " ");
	assert_string_equal(cols(l, 8, 11), "    ");
	assert_string_equal(cols(l, 14, 17), "-0.5");
	assert_string_equal(cols(l, 20, 22), "001");
	assert_string_equal(cols(l, 24, 27), "   1");
	assert_int_equal(count(t, "299"), 1);
	free(t);
}

/*
 * The twin without 299, and TRF-16: the half point off folded into the
 * code (a draw becomes a loss), the points column the same.
 */
static void
test_no299_folded(void **state)
{
	size_t	 n = 0;
	char	*t = event_trf(three_rounds, TRFOUT_2026, true, &n);
	char	*full = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	char	 a[512], b[512];
	unsigned id;

	(void)state;
	assert_int_equal(n, 1);
	assert_int_equal(count(t, "299"), 0);
	assert_string_equal(block(t, 1, 1), "   2 w 0");
	assert_string_equal(block(t, 2, 1), "   1 b =");
	for (id = 1; id <= 6; id++)
		assert_string_equal(cols(record(t, "001", id, a, sizeof a),
		    81, 89), cols(record(full, "001", id, b, sizeof b), 81,
		    89));
	free(t);
	t = event_trf(three_rounds, TRFOUT_16, false, &n);
	assert_int_equal(n, 1);
	assert_string_equal(block(t, 1, 1), "   2 w 0");
	/* Nothing only TRF-2026 has: the reader would take it for one. */
	assert_int_equal(count(t, "###") + count(t, "299") + count(t, "222") +
	    count(t, "240") + count(t, "162"), 0);
	free(t);
	free(full);
}

/* A code's points, as TRF's defaults count them (the event's scale). */
static int
code_halves(char c)
{
	return strchr("1+WFU", c) != NULL ? 2 : strchr("=DH", c) != NULL ?
	    1 : 0;
}

/*
 * The points column is what the codes add up to, with the 299 records
 * where the file has them: bbpPairings refuses a file where it is not
 * ("does not match the game results").
 */
static void
check_sums(const char *t, unsigned rounds)
{
	char		 buf[512], want[16];
	const char	*l, *p;
	unsigned	 id, r;
	int		 halves, whole, half;

	for (id = 1; id <= 6; id++) {
		l = record(t, "001", id, buf, sizeof buf);
		halves = 0;
		for (r = 1; r <= rounds; r++)
			halves += code_halves(cols(l, TRF_BLOCK(r) + 7,
			    TRF_BLOCK(r) + 7)[0]);
		for (p = strstr(t, "\n299"); p != NULL;
		    p = strstr(p + 1, "\n299"))
			if ((unsigned)atoi(cols(p + 1, 24, 27)) == id)
				halves += (int)(2 * atof(cols(p + 1, 14, 17)));
		whole = halves / 2;
		half = halves % 2;
		snprintf(want, sizeof want, "%2d.%d", whole, half * 5);
		assert_string_equal(cols(l, 81, 84), want);
	}
}

static void
test_sums(void **state)
{
	char	*t;

	(void)state;
	t = event_trf(three_rounds, TRFOUT_2026, false, NULL);
	check_sums(t, 3);
	free(t);
	t = event_trf(three_rounds, TRFOUT_2026, true, NULL);
	check_sums(t, 3);
	free(t);
	t = event_trf(three_rounds, TRFOUT_16, false, NULL);
	check_sums(t, 3);
	free(t);
}

/* Import round r of the file at path: the commands (freed by the caller). */
static char *
import(const char *path, unsigned r)
{
	char	*text = NULL, *cause = NULL;
	size_t	 len = 0;
	FILE	*f = open_memstream(&text, &len);

	assert_non_null(f);
	if (trf_import(path, r, f, &cause) != 0)
		fail_msg("%s", cause);
	fclose(f);
	return text;
}

/* Our own file read back by trfin.c: each round's pairings, forfeits, byes. */
static void
roundtrip(enum trfout_format format, bool no299)
{
	char	 path[4200], *t = event_trf(three_rounds, format, no299, NULL);
	char	*r1, *r2, *r3;
	FILE	*f;

	snprintf(path, sizeof path, "%s/roundtrip.trf", tmpdir);
	f = fopen(path, "w");
	assert_non_null(f);
	fputs(t, f);
	fclose(f);
	r1 = import(path, 1);
	r2 = import(path, 2);
	r3 = import(path, 3);
	/* Every player, as entered. */
	assert_non_null(strstr(r1, "player 1 \"Alpha, Anna\" rating 2100 "
	    "fed ITA fide-id 1001\n"));
	assert_non_null(strstr(r1, "player 6 \"Foxtrot, Fabio\"\n"));
	/* Round 1: three games, the forfeit and the double forfeit. */
	assert_non_null(strstr(r1, "round 1\n"));
	assert_non_null(strstr(r1, " 1 2\n"));
	assert_non_null(strstr(r1, " 3 4\nresult "));
	assert_non_null(strstr(r1, " +/- \"forfeit (TRF)\""));
	assert_non_null(strstr(r1, " 5 6\nresult "));
	assert_non_null(strstr(r1, " 0-0 \"double forfeit (TRF)\""));
	/* Round 2: White first, as played. */
	assert_non_null(strstr(r2, " 3 1\n"));
	assert_non_null(strstr(r2, " 2 5\n"));
	assert_non_null(strstr(r2, " 6 4\n"));
	assert_null(strstr(r2, "result"));
	/* Round 3: two games, the excluded and the expelled without one. */
	assert_non_null(strstr(r3, " 1 5\n"));
	assert_non_null(strstr(r3, " 2 3\n"));
	assert_non_null(strstr(r3, "bye 4 zero\n"));
	assert_non_null(strstr(r3, "bye 6 zero\n"));
	assert_non_null(strstr(r3, format == TRFOUT_16 ? "TRF-16" :
	    "TRF-2026"));
	unlink(path);
	free(r1);
	free(r2);
	free(r3);
	free(t);
}

static void
test_roundtrip(void **state)
{
	(void)state;
	roundtrip(TRFOUT_2026, false);
	roundtrip(TRFOUT_2026, true);
	roundtrip(TRFOUT_16, false);
}

/* trfout_files: the twin and the line that tells why, or neither. */
static void
test_files(void **state)
{
	static const char *const plain[] = {
		"event \"Open\"", "tc \"5400\"", "player 1 \"A\"",
		"player 2 \"B\"", "round 1", "pair 1 1 2", NULL
	};
	struct trfout_options	 o = { TRFOUT_2026, false, 0 };
	struct trfout		 t;
	struct session		*s = session_script("alice"), *c;
	char			 path[4200], *twin, *note, *cause = NULL;

	(void)state;
	run_lines(s, three_rounds);
	trfout_init(&t);
	c = trfout_collect(s, &t);
	snprintf(path, sizeof path, "%s/round-3.trf", tmpdir);
	assert_int_equal(trfout_files(session_event(c), &t, &o, path, &twin,
	    &note, &cause), 0);
	assert_non_null(twin);
	assert_non_null(strstr(twin, "/round-3-no299.trf"));
	assert_int_equal(access(twin, R_OK), 0);
	assert_non_null(strstr(note, twin));
	assert_non_null(strstr(note, "bbpPairings"));
	unlink(twin);
	unlink(path);
	free(twin);
	free(note);
	trfout_release(&t);
	session_close(c);
	session_close(s);

	s = session_script("alice");
	run_lines(s, plain);
	trfout_init(&t);
	c = trfout_collect(s, &t);
	assert_int_equal(trfout_files(session_event(c), &t, &o, path, &twin,
	    &note, &cause), 0);
	assert_null(twin);
	assert_null(note);
	assert_int_equal(access(path, R_OK), 0);
	unlink(path);
	/* A file that cannot be written says which. */
	snprintf(path, sizeof path, "%s/no/such/dir.trf", tmpdir);
	assert_int_equal(trfout_files(session_event(c), &t, &o, path, &twin,
	    &note, &cause), -1);
	assert_non_null(strstr(cause, "no/such/dir.trf: "));
	free(cause);
	trfout_release(&t);
	session_close(c);
	session_close(s);
}

/*
 * A journal on disk: round 1 with a result undone and given again, then
 * round 2; read back (as trf-out DIR does), round 1 is as corrected, and
 * the writer's own session gives the same file.
 */
static void
test_journal(void **state)
{
	static const char *const lines[] = {
		"event \"Open\"", "tc \"5400\"", "player 1 \"A\"",
		"player 2 \"B\"", "player 3 \"C\"", "player 4 \"D\"",
		"round 1 date 2026-11-22", "pair 1 1 2", "pair 2 3 4",
		"result 1 1-0 \"forfeit\"", NULL
	};
	static const char *const more[] = {
		"result 1 +/- \"forfeit\"", "result 2 -/+ \"forfeit\"",
		"round 2 date 2026-11-23", "pair 1 2 3", "pair 2 4 1", NULL
	};
	struct trfout_options	 o = { TRFOUT_2026, false, 0 };
	struct settings		 set;
	struct session		*s, *l;
	char			 dir[4200], line[64], *cause = NULL, *a, *b;
	char			 path[4300];

	(void)state;
	snprintf(dir, sizeof dir, "%s/journal.XXXXXX", tmpdir);
	assert_non_null(mkdtemp(dir));
	cfg_defaults(&set);
	if ((s = session_open(dir, &set, NULL, T0, &cause)) == NULL)
		fail_msg("%s", cause);
	run_lines(s, lines);
	snprintf(line, sizeof line, "undo %llu \"wrong result\"",
	    (unsigned long long)session_undoable(s));
	{
		const char *const undo[] = { line, NULL };

		run_lines(s, undo);
	}
	run_lines(s, more);
	a = trf_text(s, &o, NULL);
	session_close(s);
	if ((l = session_load(dir, NULL, NULL, NULL, &cause)) == NULL)
		fail_msg("%s", cause);
	b = trf_text(l, &o, NULL);
	session_close(l);
	assert_string_equal(a, b);
	/* The undone 1-0 is the forfeit given after it. */
	assert_string_equal(block(b, 1, 1), "   2 w +");
	assert_string_equal(block(b, 3, 1), "   4 w -");
	assert_string_equal(block(b, 4, 1), "   3 b +");
	assert_string_equal(block(b, 2, 2), "   3 w  ");
	free(a);
	free(b);
	snprintf(path, sizeof path, "%s/journal", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/server.lock", dir);
	unlink(path);
	snprintf(path, sizeof path, "%s/journal.anchor", dir);
	unlink(path);
	rmdir(dir);
}

/*
 * Appendix A: a game adjourned in round 1, resumed and won after round 2
 * began (override), is round 1's in the file: its result in round 1's
 * block, round 2's own board 2 apart.
 */
static void
test_adjourned_kept(void **state)
{
	static const char *const lines[] = {
		"event \"Open\" rules fide-2023", "tc \"5400\"",
		"player 1 \"A\"", "player 2 \"B\"", "player 3 \"C\"",
		"player 4 \"D\"", "round 1 date 2026-11-22",
		"pair 1 1 2", "pair 2 3 4", "start all", "resign 1 black",
		"move 2 e4", "adjourn 2", "seal 2 \"e5\"",
		"round 2 date 2026-11-23 override \"2 adjourned\"",
		"pair 1 2 1", "pair 2 4 3", "start all", "resign 1 white",
		"resume 1.2", "arrive 1.2 white", "open 1.2",
		"resign 1.2 black", NULL
	};
	char	*text;

	(void)state;
	text = event_trf(lines, TRFOUT_2026, false, NULL);
	assert_string_equal(block(text, 3, 1), "   4 w 1");
	assert_string_equal(block(text, 4, 1), "   3 b 0");
	assert_string_equal(block(text, 3, 2), "   4 b  ");
	assert_string_equal(block(text, 4, 2), "   3 w  ");
	assert_string_equal(block(text, 1, 2), "   2 b W");
	free(text);
}

int
main(void)
{
	const char	*tmp = getenv("TMPDIR");
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tag_001),
		cmocka_unit_test(test_tag_001_characters),
		cmocka_unit_test(test_tag_001_blocks),
		cmocka_unit_test(test_tags_012_to_072),
		cmocka_unit_test(test_tags_122_222),
		cmocka_unit_test(test_tag_132),
		cmocka_unit_test(test_tag_142),
		cmocka_unit_test(test_tag_162),
		cmocka_unit_test(test_tag_001_scale16),
		cmocka_unit_test(test_tag_001_byes),
		cmocka_unit_test(test_tags_202_212),
		cmocka_unit_test(test_tag_240),
		cmocka_unit_test(test_tag_299),
		cmocka_unit_test(test_no299_folded),
		cmocka_unit_test(test_sums),
		cmocka_unit_test(test_roundtrip),
		cmocka_unit_test(test_files),
		cmocka_unit_test(test_journal),
		cmocka_unit_test(test_adjourned_kept),
	};

	snprintf(tmpdir, sizeof tmpdir, "%s", tmp != NULL && *tmp != '\0' ?
	    tmp : "/tmp");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
