/*
 * test_trfin.c: a TRF file's round as commands, on files built here by
 * hand: boards in the order of FIDE C.04 (the higher player's score,
 * the sum of both scores, the higher player's start number), the
 * scores from the results before the round, and errors that name the
 * file, line, column and word with nothing written.
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

#include "app/trfin.h"

static char	path[4096];

/*
 * A 001 line: start number, name and FIDE id ("" for none) in their
 * columns, then one block of 10 columns per round from column 92, each
 * given as "OPP C R" in rounds, blocks separated by '|': "5 w 1|3 b =",
 * with '_' for a blank.
 */
static void
line001(FILE *f, unsigned id, const char *name, const char *fide,
    const char *rounds)
{
	char		 opp[8], col, res;
	const char	*s = rounds;

	fprintf(f, "001 %4u m    %-33s 2000 ITA %11s %10s %4s %4s  ", id,
	    name, fide, "", "0.0", "");
	while (*s != '\0') {
		opp[0] = col = res = ' ';
		if (sscanf(s, "%7s %c %c", opp, &col, &res) < 2)
			fail_msg("bad block in '%s'", rounds);
		/* '_' is a blank: "_ _ _" a block left empty. */
		if (strcmp(opp, "_") == 0)
			opp[0] = '\0';
		if (col == '_')
			col = ' ';
		if (res == '_')
			res = ' ';
		fprintf(f, "%4s %c %c  ", opp, col, res);
		if ((s = strchr(s, '|')) == NULL)
			break;
		s++;
	}
	fputc('\n', f);
}

/* Start a file of the test's own under $TMPDIR. */
static FILE *
trf_file(void)
{
	FILE	*f;

	if ((f = fopen(path, "w")) == NULL)
		fail_msg("cannot write %s", path);
	return f;
}

/*
 * Import round of the file: the commands written (freed by the caller),
 * or NULL with the error in *cause.
 */
static char *
import(unsigned round, char **cause)
{
	FILE	*out;
	char	*text = NULL;
	size_t	 size = 0;
	int	 rc;

	*cause = NULL;
	assert_non_null(out = open_memstream(&text, &size));
	rc = trf_import(path, round, out, cause);
	fclose(out);
	if (rc != 0) {
		assert_non_null(*cause);
		assert_int_equal(size, 0);	/* nothing written */
		free(text);
		return NULL;
	}
	assert_null(*cause);
	return text;
}

/* The lines of text that start with prefix, joined with '\n'. */
static char *
lines_of(const char *text, const char *prefix)
{
	static char	buf[4096];
	const char	*s, *e;
	size_t		 len = 0, n;

	buf[0] = '\0';
	for (s = text; *s != '\0'; s = *e == '\n' ? e + 1 : e) {
		e = strchr(s, '\n');
		if (e == NULL)
			e = s + strlen(s);
		n = (size_t)(e - s);
		if (strncmp(s, prefix, strlen(prefix)) != 0)
			continue;
		assert_true(len + n + 2 < sizeof buf);
		memcpy(buf + len, s, n);
		len += n;
		buf[len++] = '\n';
		buf[len] = '\0';
	}
	return buf;
}

static char *
import_ok(unsigned round)
{
	char	*cause, *text;

	text = import(round, &cause);
	if (text == NULL)
		fail_msg("refused: %s", cause);
	return text;
}

/* The error of a refused import, compared whole with want. */
static void
import_refused(unsigned round, const char *want)
{
	char	*cause;

	assert_null(import(round, &cause));
	assert_string_equal(cause, want);
	free(cause);
}

/*
 * Round 3 of eight players.  Before it: 4 has 2 points; 1, 2 and 7 have
 * 1.5; 6 has 1; 3 a half; 5 and 8 nothing.  Its games by White's start
 * number would be 2-6, 3-1, 7-4, 8-5; by C.04 7-4 (the higher player 4
 * has 2) is first, then 2-6 and 3-1, whose higher players have 1.5 but
 * whose sums are 2.5 and 2, then 8-5.
 */
static void
test_order_score_then_sum(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	fputs("012 Hand-built open\nXXR 3\n", f);
	line001(f, 1, "Uno", "", "5 w 1|2 b =|3 b _");
	line001(f, 2, "Due", "", "6 b 1|1 w =|6 w _");
	line001(f, 3, "Tre", "", "7 w =|4 b 0|1 w _");
	line001(f, 4, "Quattro", "", "8 b 1|3 w 1|7 b _");
	line001(f, 5, "Cinque", "", "1 b 0|7 w 0|8 b _");
	line001(f, 6, "Sei", "", "2 w 0|8 w 1|2 b _");
	line001(f, 7, "Sette", "", "3 b =|5 b 1|4 w _");
	line001(f, 8, "Otto", "", "4 w 0|6 b 0|5 w _");
	fclose(f);
	text = import_ok(3);
	assert_string_equal(lines_of(text, "pair "),
	    "pair 1 7 4\npair 2 2 6\npair 3 3 1\npair 4 8 5\n");
	assert_string_equal(lines_of(text, "round "), "round 3\n");
	free(text);
}

/*
 * Round 2: after round 1, 2 and 6 have a point, 3, 4, 5 and 7 a half, 1
 * and 8 nothing.  1-6 and 8-2 tie on the higher score (1) and the sum
 * (1): the higher players are 6 and 2, so 8-2 comes first, though 1 is
 * the lowest start number of the two games.  3-5 and 7-4 tie too (a
 * half, 1): 3 before 4.
 */
static void
test_order_rank_of_higher(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	line001(f, 1, "Uno", "", "2 w 0|6 w _");
	line001(f, 2, "Due", "", "1 b 1|8 b _");
	line001(f, 3, "Tre", "", "4 w =|5 w _");
	line001(f, 4, "Quattro", "", "3 b =|7 b _");
	line001(f, 5, "Cinque", "", "7 w =|3 b _");
	line001(f, 6, "Sei", "", "8 w 1|1 b _");
	line001(f, 7, "Sette", "", "5 b =|4 w _");
	line001(f, 8, "Otto", "", "6 b 0|2 w _");
	fclose(f);
	text = import_ok(2);
	assert_string_equal(lines_of(text, "pair "),
	    "pair 1 8 2\npair 2 1 6\npair 3 3 5\npair 4 7 4\n");
	free(text);
}

/* Round 1: no scores yet, so the higher player's start number alone. */
static void
test_order_round_one(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	line001(f, 1, "Uno", "", "5 b _");
	line001(f, 2, "Due", "", "6 w _");
	line001(f, 3, "Tre", "", "7 b _");
	line001(f, 4, "Quattro", "", "8 w _");
	line001(f, 5, "Cinque", "", "1 w _");
	line001(f, 6, "Sei", "", "2 b _");
	line001(f, 7, "Sette", "", "3 w _");
	line001(f, 8, "Otto", "", "4 b _");
	fclose(f);
	text = import_ok(1);
	assert_string_equal(lines_of(text, "pair "),
	    "pair 1 5 1\npair 2 2 6\npair 3 7 3\npair 4 4 8\n");
	assert_string_equal(lines_of(text, "player 1 "),
	    "player 1 \"Uno\" rating 2000 fed ITA\n");
	free(text);
}

/*
 * Byes and forfeits.  Before round 3, from them: 5's pairing-allocated
 * bye (U) and 3's full-point bye (F) count a point, 6's and 8's
 * half-point byes (H) a half, 7's zero-point bye (Z) and 8's empty
 * round 1 nothing, 1's forfeit win (+) a point and 5's forfeit loss (-)
 * nothing.  So 1 has 2, 4 1.5, 3, 5 and 7 1, 2, 6 and 8 a half.  In
 * round 3, 4 wins against 1 by forfeit (board 1: 1 has 2), 7 and 5 both
 * lose by forfeit (board 2: 5 has 1, the sum is 2), 3-6 is to be played
 * (board 3: the sum is 1.5); 2 has the pairing-allocated bye and 8 a
 * half-point bye: their 'bye' commands after the boards.
 */
static void
test_byes_and_forfeits(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	line001(f, 1, "Uno", "", "2 w 1|5 b +|4 b -");
	line001(f, 2, "Due", "", "1 b 0|4 b =|0 - U");
	line001(f, 3, "Tre", "", "4 w 0|0 - F|6 w _");
	line001(f, 4, "Quattro", "", "3 b 1|2 w =|1 w +");
	line001(f, 5, "Cinque", "", "0 - U|1 w -|7 b -");
	line001(f, 6, "Sei", "", "0 - H|7 w 0|3 b _");
	line001(f, 7, "Sette", "", "0 - Z|6 b 1|5 w -");
	line001(f, 8, "Otto", "", "_ _ _|0 - H|0 - H");
	fclose(f);
	text = import_ok(3);
	assert_string_equal(strstr(text, "round 3\n"), "round 3\n"
	    "pair 1 4 1\n"
	    "result 1 +/- \"forfeit (TRF)\"\n"
	    "pair 2 7 5\n"
	    "result 2 0-0 \"double forfeit (TRF)\"\n"
	    "pair 3 3 6\n"
	    "bye 2 pab\n"
	    "bye 8 half\n");
	free(text);
}

/*
 * Black's forfeit win is -/+.  A round nobody plays in is byes and
 * comments, in the order of the scores before it (2 won its forfeit).
 */
static void
test_forfeit_black_and_no_games(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	line001(f, 1, "Uno", "", "2 w -|_ _ _");
	line001(f, 2, "Due", "", "1 b +|0 - Z");
	fclose(f);
	text = import_ok(1);
	assert_string_equal(strstr(text, "pair "), "pair 1 1 2\n"
	    "result 1 -/+ \"forfeit (TRF)\"\n");
	free(text);
	text = import_ok(2);
	assert_string_equal(strstr(text, "round 2\n"), "round 2\n"
	    "bye 2 zero\n"
	    "# Without a game or a bye in round 2 (these points are not in "
	    "the event's standings)\n"
	    "# player 1: not paired, 0 points\n");
	free(text);
}

/* Blocks that contradict themselves or the opponent's line. */
static void
test_errors_byes_and_forfeits(void **state)
{
	static const struct {
		const char	*one, *two, *want;
	} cases[] = {
		{ "2 - 1", "1 b 0",
		  "1:97: '-': an opponent, but no colour (w or b; - only with "
		  "a forfeit, + or -)" },
		{ "0 w _", "_ _ _", "1:97: 'w': a colour, but no opponent" },
		{ "2 w U", "1 b _", "1:99: 'U': a bye, but an opponent" },
		{ "1 w _", "_ _ _", "1:95: '1': the player's own start number "
		  "as the opponent" },
		{ "2 w +", "1 b 1", "1:99: '+': 1 against 2 by forfeit, but "
		  "line 2 has '1' (a forfeit win + against a loss -, or - "
		  "twice)" },
		{ "2 w _", "1 b +", "2:99: '+': 2 against 1 by forfeit, but "
		  "line 1 has ' ' (a forfeit win + against a loss -, or - "
		  "twice)" },
		{ "2 w +", "1 b +", "1:99: '+': 1 against 2 by forfeit, but "
		  "line 2 has '+' (a forfeit win + against a loss -, or - "
		  "twice)" },
	};
	FILE	*f;
	char	 want[8192];
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		f = trf_file();
		line001(f, 1, "Uno", "", cases[i].one);
		line001(f, 2, "Due", "", cases[i].two);
		fclose(f);
		snprintf(want, sizeof want, "%s:%s", path, cases[i].want);
		import_refused(1, want);
	}
}

/*
 * Two lines with one FIDE id are refused at the first line that repeats
 * one, naming the line and player that had it; no FIDE id is no id.
 */
static void
test_fide_id_once(void **state)
{
	FILE	*f;
	char	 want[8192], *text;

	(void)state;
	f = trf_file();
	line001(f, 1, "Uno", "4654321", "");
	line001(f, 2, "Due", "", "");
	line001(f, 3, "Tre", "812345", "");
	line001(f, 4, "Quattro", "", "");
	line001(f, 5, "Cinque", "812345", "");
	line001(f, 6, "Sei", "4654321", "");
	fclose(f);
	snprintf(want, sizeof want, "%s:5:63: '812345': FIDE id again (line "
	    "3, player 3)", path);
	import_refused(1, want);

	f = trf_file();
	line001(f, 1, "Uno", "4654321", "");
	line001(f, 2, "Due", "", "");
	line001(f, 3, "Tre", "", "");
	fclose(f);
	text = import_ok(1);
	assert_string_equal(lines_of(text, "player "),
	    "player 1 \"Uno\" rating 2000 fed ITA fide-id 4654321\n"
	    "player 2 \"Due\" rating 2000 fed ITA\n"
	    "player 3 \"Tre\" rating 2000 fed ITA\n");
	free(text);
}

/*
 * Import round of the file for an event that has the players known: the
 * commands (freed by the caller) and *sum, or NULL with the error in
 * *cause and nothing written.
 */
static char *
import_known(unsigned round, const struct trf_known *known, size_t n,
    struct trf_summary *sum, char **cause)
{
	FILE	*out;
	char	*text = NULL;
	size_t	 size = 0;
	int	 rc;

	*cause = NULL;
	memset(sum, 0xff, sizeof *sum);
	assert_non_null(out = open_memstream(&text, &size));
	rc = trf_import_known(path, round, known, n, out, sum, cause);
	fclose(out);
	if (rc != 0) {
		assert_non_null(*cause);
		assert_int_equal(size, 0);
		free(text);
		return NULL;
	}
	assert_null(*cause);
	return text;
}

/* Four players of round 1, paired 1-2 and 3-4; 1 and 3 with FIDE ids. */
static void
write_known(void)
{
	FILE	*f = trf_file();

	line001(f, 1, "Uno", "4654321", "2 w _");
	line001(f, 2, "Due", "", "1 b _");
	line001(f, 3, "Tre", "812345", "4 w _");
	line001(f, 4, "Quattro", "", "3 b _");
	fclose(f);
}

/*
 * The event's players need no 'player': 1 with the same FIDE id, 2
 * without one on either side, 3 without one in the event; 4 is new.
 */
static void
test_known_skipped_new_added(void **state)
{
	static const struct trf_known known[] = {
		{ 1, 4654321 }, { 2, 0 }, { 3, 0 }, { 9, 1234567 },
	};
	struct trf_summary	 sum;
	char			*text, *cause;

	(void)state;
	write_known();
	text = import_known(1, known, 4, &sum, &cause);
	if (text == NULL)
		fail_msg("refused: %s", cause);
	assert_string_equal(lines_of(text, "player "),
	    "player 4 \"Quattro\" rating 2000 fed ITA\n");
	assert_string_equal(lines_of(text, "round "), "round 1\n");
	assert_string_equal(lines_of(text, "pair "),
	    "pair 1 1 2\npair 2 3 4\n");
	assert_non_null(strstr(text, "# 3 of its players are in the event "
	    "already"));
	assert_int_equal(sum.round, 1);
	assert_int_equal(sum.boards, 2);
	assert_int_equal(sum.added, 1);
	free(text);

	/* No event: every player is new, as trf_import() writes them. */
	text = import_known(1, NULL, 0, &sum, &cause);
	assert_non_null(text);
	assert_string_equal(lines_of(text, "player "),
	    "player 1 \"Uno\" rating 2000 fed ITA fide-id 4654321\n"
	    "player 2 \"Due\" rating 2000 fed ITA\n"
	    "player 3 \"Tre\" rating 2000 fed ITA fide-id 812345\n"
	    "player 4 \"Quattro\" rating 2000 fed ITA\n");
	assert_null(strstr(text, "in the event already"));
	assert_int_equal(sum.added, 4);
	assert_int_equal(sum.boards, 2);
	free(text);
}

/* The same start number with another FIDE id: refused at the id. */
static void
test_known_other_fide_id(void **state)
{
	static const struct trf_known known[] = { { 1, 4654321 },
	    { 3, 812346 } };
	struct trf_summary	 sum;
	char			 want[8192], *cause;

	(void)state;
	write_known();
	assert_null(import_known(1, known, 2, &sum, &cause));
	snprintf(want, sizeof want, "%s:3:63: '812345': player 3 has FIDE "
	    "id 812346 in the event", path);
	assert_string_equal(cause, want);
	free(cause);
}

/* A FIDE id the event gives another start number: refused at the id. */
static void
test_known_fide_id_elsewhere(void **state)
{
	static const struct trf_known known[] = { { 2, 0 },
	    { 7, 4654321 } };
	struct trf_summary	 sum;
	char			 want[8192], *cause;

	(void)state;
	write_known();
	assert_null(import_known(1, known, 2, &sum, &cause));
	snprintf(want, sizeof want, "%s:1:62: '4654321': the FIDE id of "
	    "player 7 in the event, not of 1", path);
	assert_string_equal(cause, want);
	free(cause);
}

/*
 * A TRF-2026 file: known by its records (### comments, 162, 240), its
 * points from 162 (3 for a win, 1 for a draw here) and byes from 240.
 * Before round 3, 1 has two half-point byes (one from a 240 record) and
 * 2 a full-point bye and a zero-point bye: at 1 and 1/2 each has 1, and
 * 1-3 comes first by 1's start number; at 3 and 1 point, 2 has 3 and 1
 * has 2, so 2-4 comes first.  In round 3, 5's full-point bye comes from
 * a 240 record, 6's pairing-allocated bye is worth a win (3).
 */
static void
write_2026(bool points)
{
	FILE	*f = trf_file();

	fputs("### A hand-built file\n012 Hand-built 2026\n", f);
	if (points)
		fputs("162  W 3.0    D 1.0\n", f);
	fputs("240 H 001 0001\n240 F 003 0005\n", f);
	line001(f, 1, "Uno", "", "_ _ _|0 - H|3 w _");
	line001(f, 2, "Due", "", "0 - F|0 - Z|4 w _");
	line001(f, 3, "Tre", "", "0 - Z|0 - Z|1 b _");
	line001(f, 4, "Quattro", "", "0 - Z|0 - Z|2 b _");
	line001(f, 5, "Cinque", "", "_ _ _|_ _ _|_ _ _");
	line001(f, 6, "Sei", "", "0 - Z|0 - Z|0 - U");
	fclose(f);
}

static void
test_trf2026(void **state)
{
	char	*text;

	(void)state;
	write_2026(true);
	text = import_ok(3);
	assert_non_null(strstr(text, "# Round 3 of a TRF-2026 file: "));
	assert_string_equal(strstr(text, "round 3\n"), "round 3\n"
	    "pair 1 2 4\n"
	    "pair 2 1 3\n"
	    "bye 5 full\n"
	    "bye 6 pab\n");
	free(text);

	write_2026(false);
	text = import_ok(3);
	assert_string_equal(lines_of(text, "pair "),
	    "pair 1 1 3\npair 2 2 4\n");
	assert_string_equal(lines_of(text, "bye "),
	    "bye 5 full\nbye 6 pab\n");
	free(text);
}

/* A file with none of TRF-2026's records is TRF-16. */
static void
test_trf16_named(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	fputs("012 Open\nXXR 9\n", f);
	line001(f, 1, "Uno", "", "");
	fclose(f);
	text = import_ok(1);
	assert_non_null(strstr(text, "# Round 1 of a TRF-16 file: "));
	free(text);
}

/*
 * TRF's columns count characters of UTF-8 (TRF-2026; bbpPairings and
 * Swiss-Manager pad names so): "Müller, Jürgen" takes 14 of the name's
 * 33 columns and the rating starts at column 49, 2 bytes further on.
 */
static void
test_columns_in_characters(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	fputs("012 Open\nXXR 1\n", f);
	/* 15-47: the name, padded to 33 characters, not bytes. */
	fprintf(f, "001    1 m    %s%19s 2150 GER %11s %10s %4s %4s     2 w 1"
	    "\n", "M\xc3\xbcller, J\xc3\xbcrgen", "", "4600001", "", "1.0",
	    "");
	fprintf(f, "001    2 m    %-33s 2000 ITA %11s %10s %4s %4s     1 b 0\n",
	    "Rossi, Anna", "860001", "", "0.0", "");
	fclose(f);
	text = import_ok(1);
	assert_non_null(strstr(text, "player 1 \"M\xc3\xbcller, J\xc3\xbcrgen\" "
	    "rating 2150 fed GER fide-id 4600001"));
	assert_non_null(strstr(text, "pair 1 1 2"));
	assert_null(strstr(text, "Latin-1"));
	free(text);
}

/* A file that is not UTF-8 is read as Latin-1 (older pairing programs),
 * from its first such line, and the output says so. */
static void
test_latin1(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	fputs("012 Open\nXXR 1\n", f);
	fprintf(f, "001    1 m    %-33s 2150 GER %11s %10s %4s %4s     2 w 1\n",
	    "M\xfcller, J\xfcrgen", "4600001", "", "1.0", "");
	fprintf(f, "001    2 m    %-33s 2000 DEN %11s %10s %4s %4s     1 b 0\n",
	    "S\xf8rensen, \xc6" "ble", "", "", "0.0", "");
	fclose(f);
	text = import_ok(1);
	assert_non_null(strstr(text, "# Read as Latin-1 (ISO 8859-1) from line "
	    "3, which is not UTF-8"));
	assert_non_null(strstr(text, "player 1 \"M\xc3\xbcller, J\xc3\xbcrgen\" "
	    "rating 2150 fed GER fide-id 4600001"));
	assert_non_null(strstr(text, "player 2 \"S\xc3\xb8rensen, \xc3\x86" "ble\""));
	free(text);
}

/*
 * What other programs write: lines ended by a CR alone (bbpPairings),
 * Swiss-Manager's column rulers, a forfeit paired but not played with no
 * colour ("2 - +"), and names padded in bytes by earlier builds.
 */
static void
test_other_writers(void **state)
{
	FILE	*f = trf_file();
	char	*text;

	(void)state;
	fputs("012 Open\r", f);
	fputs("         1         2         3         4\r", f);
	fputs("1234567890123456789012345678901234567890\r", f);
	line001(f, 1, "Uno", "", "2 - +");
	line001(f, 2, "Due", "", "1 - -");
	/* "M\xc3\xbcller" padded to 33 bytes, as this reader's builds
	 * before TRF columns counted characters wrote it. */
	line001(f, 3, "M\xc3\xbcller, Hans", "4600001", "");
	fclose(f);
	text = import_ok(1);
	assert_non_null(strstr(text, "# 2 column rulers passed over\n"));
	assert_non_null(strstr(text, "# 1 player lines read with their "
	    "columns in bytes, as earlier builds of arbiter wrote names\n"));
	assert_non_null(strstr(text, "player 3 \"M\xc3\xbcller, Hans\" rating "
	    "2000 fed ITA fide-id 4600001\n"));
	assert_non_null(strstr(text, "# player 1: forfeit win against 2, not "
	    "played (no colour), 1 point\n"));
	assert_non_null(strstr(text, "# player 2: forfeit loss against 1, not "
	    "played (no colour), 0 points\n"));
	assert_null(strstr(text, "pair 1"));
	free(text);
}

/* TRF-2026's records, refused where they say what cannot be. */
static void
test_errors_trf2026(void **state)
{
	static const struct {
		const char	*record, *want;
	} cases[] = {
		{ "240 H 001 0003", "1:11: '0003': no player line (001) for "
		  "this bye" },
		{ "240 H 002 0001", "1:11: '0001': a bye (H) in round 2, but "
		  "line 3 has an opponent there" },
		{ "240 H 001 0001", "1:11: '0001': a bye (H) in round 1, but "
		  "line 3 has 'F' there" },
		{ "240 H 003 0002\n240 Z 003 0002", "2:11: '0002': a bye (Z) "
		  "in round 3, but line 1 gives it H" },
		{ "240 Q 001 0001", "1:5: 'Q': not a kind of bye (F, H or Z, "
		  "column 5)" },
		{ "240 H 0x1 0001", "1:7: '0x1': not a round (1-999, columns "
		  "7-9)" },
		{ "240 H 001", "1:11: '': a bye for nobody (start numbers from "
		  "column 11)" },
		{ "162  Q 1.0", "1:6: 'Q': not a kind of result (W, D, L, A, P "
		  "or X at column 6, 15, 24 ...)" },
		{ "162  W x.0", "1:8: 'x.0': not points (such as 1.0 or 0.5)" },
		{ "162  W 3.0\n162  D 1.0    W 2.0", "2:15: 'W': its points "
		  "again (line 1)" },
	};
	FILE	*f;
	char	 want[8192];
	size_t	 i;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		f = trf_file();
		fprintf(f, "%s\n", cases[i].record);
		if (strchr(cases[i].record, '\n') == NULL)
			fputs("### the lines below are 3 and 4\n", f);
		line001(f, 1, "Uno", "", "0 - F|2 w 1");
		line001(f, 2, "Due", "", "0 - Z|1 b 0");
		fclose(f);
		snprintf(want, sizeof want, "%s:%s", path, cases[i].want);
		import_refused(2, want);
	}
}

/* Fields that are not what TRF puts there, named at their column. */
static void
test_errors_name_column(void **state)
{
	FILE	*f;
	char	 want[8192];

	(void)state;
	f = trf_file();
	line001(f, 1, "Uno", "", "2 x _");
	line001(f, 2, "Due", "", "1 b _");
	fclose(f);
	snprintf(want, sizeof want, "%s:1:97: 'x': not a colour (w, b or -)",
	    path);
	import_refused(1, want);

	f = trf_file();
	line001(f, 1, "Uno", "", "2 w ?");
	line001(f, 2, "Due", "", "1 b _");
	fclose(f);
	snprintf(want, sizeof want, "%s:1:99: '?': not a result (1 = 0 + - W "
	    "D L H F U Z or blank)", path);
	import_refused(1, want);

	f = trf_file();
	line001(f, 1, "Uno", "", "9 w _");
	line001(f, 2, "Due", "", "1 b _");
	fclose(f);
	snprintf(want, sizeof want, "%s:1:95: '9': opponent 9 has no player "
	    "line (001)", path);
	import_refused(1, want);

	f = trf_file();
	line001(f, 1, "Uno", "", "2 w _");
	line001(f, 2, "Due", "", "1 w _");
	fclose(f);
	snprintf(want, sizeof want, "%s:1:97: 'w': 1 plays 2 with white, but "
	    "line 2 does not say so", path);
	import_refused(1, want);

	f = trf_file();
	line001(f, 1, "Uno", "", "");
	line001(f, 1, "Uno again", "", "");
	fclose(f);
	snprintf(want, sizeof want, "%s:2:8: '1': start number again (line 1)",
	    path);
	import_refused(1, want);

	f = trf_file();
	fputs("012 Open\nthis is not TRF\n", f);
	fclose(f);
	snprintf(want, sizeof want, "%s:2:1: 'this is not TRF': not a TRF "
	    "line (a code of three characters such as 001, then a blank)",
	    path);
	import_refused(1, want);
}

static int
setup(void **state)
{
	const char	*tmp = getenv("TMPDIR");
	int		 fd;

	(void)state;
	snprintf(path, sizeof path, "%s/test_trf.XXXXXX",
	    tmp != NULL && *tmp != '\0' ? tmp : "/tmp");
	if ((fd = mkstemp(path)) == -1)
		return -1;
	close(fd);
	return 0;
}

static int
teardown(void **state)
{
	(void)state;
	unlink(path);
	return 0;
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_order_score_then_sum),
		cmocka_unit_test(test_order_rank_of_higher),
		cmocka_unit_test(test_order_round_one),
		cmocka_unit_test(test_byes_and_forfeits),
		cmocka_unit_test(test_forfeit_black_and_no_games),
		cmocka_unit_test(test_fide_id_once),
		cmocka_unit_test(test_known_skipped_new_added),
		cmocka_unit_test(test_known_other_fide_id),
		cmocka_unit_test(test_known_fide_id_elsewhere),
		cmocka_unit_test(test_trf2026),
		cmocka_unit_test(test_trf16_named),
		cmocka_unit_test(test_columns_in_characters),
		cmocka_unit_test(test_latin1),
		cmocka_unit_test(test_other_writers),
		cmocka_unit_test(test_errors_name_column),
		cmocka_unit_test(test_errors_byes_and_forfeits),
		cmocka_unit_test(test_errors_trf2026),
	};

	return cmocka_run_group_tests(tests, setup, teardown);
}
