/*
 * test_paper.c: the round's papers laid out for A4 (app/paper.h): pages
 * of exactly PAPER_LINES lines with a form feed between them, every line
 * within PAPER_COLS display columns even with long UTF-8 names (cut at a
 * character boundary), "page i of n" on each page, a 500-board round
 * paginated with its headings repeated, the result sheet's results and
 * articles, the incident report's acts, and the Italian texts.
 */
#include "config.h"

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/i18n.h"
#include "app/paper.h"
#include "app/session.h"
#include "event.h"
#include "utf8.h"

#define LONG_NAME	"Đặng Trần Côn Nguyễn Quốc Bảo"

static void
run(struct session *s, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (session_parse(line, &cmd, &cause) != 0 ||
	    session_do(s, &cmd, 0, &cause) != 0)
		fail_msg("'%s': %s", line, cause);
}

static void
runf(struct session *s, const char *fmt, ...)
    __attribute__((format(printf, 2, 3)));

static void
runf(struct session *s, const char *fmt, ...)
{
	char	line[512];
	va_list	ap;

	va_start(ap, fmt);
	vsnprintf(line, sizeof line, fmt, ap);
	va_end(ap);
	run(s, line);
}

/* An event of boards boards, players 1..2*boards, round 1 paired. */
static struct session *
event_of(size_t boards)
{
	struct session	*s = session_script("alice");
	size_t		 i;

	run(s, "event \"Olympiad Open\" site \"Chennai\" rules fide-2005");
	run(s, "tc \"40/5400+30:1800+30\"");
	runf(s, "player 1 \"%s\" rating 2210 fed VIE", LONG_NAME);
	for (i = 2; i <= 2 * boards; i++)
		runf(s, "player %zu \"Player %zu\" rating %zu fed ITA", i, i,
		    1500 + i);
	run(s, "round 1 date 2026-11-22 start 15:00");
	for (i = 1; i <= boards; i++)
		runf(s, "pair %zu %zu %zu", i, 2 * i - 1, 2 * i);
	return s;
}

static char *
paper_text(struct session *s, enum paper_kind kind)
{
	char	*text = NULL;
	size_t	 len = 0;
	FILE	*f = open_memstream(&text, &len);

	assert_non_null(f);
	paper_write(s, kind, f);
	assert_int_equal(fclose(f), 0);
	return text;
}

/* The pages of text: split at each form feed; returns how many. */
static size_t
pages_of(char *text, char **pages, size_t max)
{
	size_t	n = 0;
	char	*ff;

	pages[n++] = text;
	while ((ff = strchr(pages[n - 1], '\f')) != NULL) {
		assert_true(n < max);
		*ff = '\0';
		pages[n++] = ff + 1;
	}
	return n;
}

static size_t
lines_of(const char *page)
{
	size_t	n = 0;

	for (; *page != '\0'; page++)
		n += *page == '\n';
	return n;
}

/* Every line of text: valid UTF-8 and at most PAPER_COLS columns. */
static void
assert_a4_lines(const char *text)
{
	const char	*line = text, *end;

	for (; *line != '\0'; line = end + 1) {
		end = strchr(line, '\n');
		assert_non_null(end);	/* every line ends */
		if (*line == '\f')
			line++;
		assert_int_equal(utf8_check(line, (size_t)(end - line), NULL,
		    NULL), UTF8_OK);
		assert_true(utf8_columns(line, (size_t)(end - line)) <=
		    PAPER_COLS);
	}
}

static size_t
count(const char *text, const char *what)
{
	size_t	n = 0;

	for (; (text = strstr(text, what)) != NULL; text += strlen(what))
		n++;
	return n;
}

/* The layout alone: exactly 66 lines a page, headings on each. */
static void
test_page_breaks(void **state)
{
	struct session	*s = event_of(1);
	struct paper	*p = paper_new(session_event(s), "Test");
	char		*text = NULL, *pages[8], line[32], want[32];
	size_t		 len = 0, i, n;
	FILE		*f;

	(void)state;
	paper_heading(p, "HEAD");
	for (i = 0; i < 200; i++) {
		snprintf(line, sizeof line, "row %zu", i);
		paper_line(p, line);
	}
	/* 66 lines less 4 of header, less the heading repeated: 61 rows
	 * a page after the first (60 rows under its own heading). */
	assert_int_equal(paper_pages(p), 4);
	f = open_memstream(&text, &len);
	paper_output(p, f);
	fclose(f);
	assert_int_equal(count(text, "\f"), 3);
	n = pages_of(text, pages, 8);
	assert_int_equal(n, 4);
	for (i = 0; i < n; i++) {
		if (i < n - 1)
			assert_int_equal(lines_of(pages[i]), PAPER_LINES);
		assert_int_equal(count(pages[i], "HEAD\n"), 1);
		snprintf(want, sizeof want, "page %zu of 4\n", i + 1);
		assert_non_null(strstr(pages[i], want));
	}
	/* 200 rows: 61 on page 1 (its heading is its first body line),
	 * then 61 a page: 61 + 61 + 61 + 17. */
	assert_non_null(strstr(pages[1], "\nrow 61\n"));
	assert_non_null(strstr(pages[0], "\nrow 60\n"));
	assert_int_equal(lines_of(pages[3]), 4 + 1 + 17);
	free(text);
	paper_free(p);
	session_close(s);
}

/* Cells by display width: the long name cut at a character boundary. */
static void
test_utf8_columns(void **state)
{
	struct session	*s = event_of(3);
	char		*text;
	enum paper_kind	 k;

	(void)state;
	for (k = 0; k < PAPER_KINDS; k++) {
		text = paper_text(s, k);
		assert_a4_lines(text);
		free(text);
	}
	text = paper_text(s, PAPER_PAIRINGS);
	/* The White column is 15 columns: 15 characters, 27 bytes. */
	assert_non_null(strstr(text, "    1 Đặng Trần Côn N 2210 VIE "));
	assert_null(strstr(text, "Đặng Trần Côn Ng"));
	free(text);
	text = paper_text(s, PAPER_RESULTS);
	/* 22 columns on the result sheet; the standings keep the name
	 * whole, it fits. */
	assert_non_null(strstr(text, " Đặng Trần Côn Nguyễn Q "));
	assert_non_null(strstr(text, LONG_NAME "\n"));
	free(text);
	session_close(s);
}

/* A 500-board round: 8 pages of 60 rows and 20 rows on the 9th. */
static void
test_500_boards(void **state)
{
	struct session	*s = event_of(500);
	char		*text = paper_text(s, PAPER_PAIRINGS), *pages[16];
	char		 want[64];
	size_t		 i, n, board;

	(void)state;
	assert_a4_lines(text);
	assert_int_equal(count(text, "____"), 500);
	n = pages_of(text, pages, 16);
	assert_int_equal(n, 9);
	for (i = 0; i < n; i++) {
		snprintf(want, sizeof want, "page %zu of 9\n", i + 1);
		assert_int_equal(count(pages[i], want), 1);
		assert_int_equal(count(pages[i], " Bd  No. White"), 1);
		assert_int_equal(lines_of(pages[i]),
		    i < n - 1 ? PAPER_LINES : 4 + 2 + 20);
	}
	/* Every board once, in order, page after page. */
	for (board = 1, i = 0; board <= 500; board++) {
		snprintf(want, sizeof want, "\n%3zu %4zu ", board,
		    2 * board - 1);
		while (i < n && strstr(pages[i], want) == NULL)
			i++;
		assert_true(i < n);
		assert_int_equal(i, (board - 1) / 60);
	}
	free(text);
	session_close(s);
}

/* Results as the event has them; the standings follow. */
static void
test_results(void **state)
{
	struct session	*s = event_of(4);
	char		*text;

	(void)state;
	run(s, "start all");
	run(s, "move 1 e4");
	run(s, "resign 1 black");
	run(s, "move 3 d4");
	run(s, "adjourn 3");
	run(s, "seal 3");
	run(s, "move 4 e4");
	run(s, "result 4 1/2-1/2 \"arbiter\"");
	text = paper_text(s, PAPER_RESULTS);
	assert_non_null(strstr(text, "Player 2               1-0          5.1b\n"));
	assert_non_null(strstr(text, "Player 4               in play\n"));
	assert_non_null(strstr(text, "Player 6               adjourned\n"));
	assert_non_null(strstr(text, "Player 8               1/2-1/2"));
	assert_non_null(strstr(text, "Standings after round 1"));
	assert_non_null(strstr(text, "Results - round 1 - 2026-11-22"));
	free(text);
	session_close(s);
}

/*
 * Appendix A: a game adjourned in round 1 and still on in round 2 is on
 * round 2's result sheet and report as 1.3, its acts of round 1 with it,
 * apart from round 2's own board 3.
 */
static void
test_adjourned_kept(void **state)
{
	struct session	*s = event_of(3);
	char		*text;

	(void)state;
	run(s, "start all");
	run(s, "resign 1 black");
	run(s, "resign 2 black");
	run(s, "move 3 d4");
	run(s, "adjourn 3");
	run(s, "seal 3 \"d5\"");
	run(s, "round 2 date 2026-11-23 override \"3 adjourned\"");
	run(s, "pair 3 2 1");
	run(s, "start 3");
	run(s, "offer 3 white");
	text = paper_text(s, PAPER_RESULTS);
	assert_non_null(strstr(text, "1.3    5 Player 5                  6 "
	    "Player 6               adjourned"));
	assert_non_null(strstr(text, "  3    2 Player 2"));
	free(text);
	text = paper_text(s, PAPER_REPORT);
	assert_non_null(strstr(text, "Board 1.3: Player 5 - Player 6: "
	    "not finished\n"));
	assert_non_null(strstr(text, "1.3 alice      adjourn 3"));
	assert_non_null(strstr(text, "Board 3: Player 2 - "));
	assert_non_null(strstr(text, "  3 alice      offer 3 white"));
	assert_null(strstr(text, "  3 alice      adjourn 3"));
	free(text);
	session_close(s);
}

/* The report: each act with its time, board, who, what it did, article. */
static void
test_report(void **state)
{
	struct session	*s = event_of(2);
	char		*text;

	(void)state;
	run(s, "start all");
	run(s, "wait 10m");
	run(s, "penalty 2 black time +2m \"a phone rang in the hall near "
	    "the board, the opponent was disturbed for a long time\"");
	text = paper_text(s, PAPER_REPORT);
	assert_a4_lines(text);
	assert_non_null(strstr(text, "Board 2: Player 3 - Player 4: "
	    "not finished\n"));
	assert_non_null(strstr(text, "00:10:00   2 alice      penalty 2 black "
	    "time +2:00 \"a phone rang in the 13.4b\n"));
	/* The rest of the act wrapped under it, then what it did. */
	assert_non_null(strstr(text, "\n                        hall near the "
	    "board, the opponent was disturbed\n"));
	assert_non_null(strstr(text, "-> Black 1:30:00 -> 1:32:00"));
	assert_null(strstr(text, "Board 1:"));	/* nothing happened there */
	free(text);
	session_close(s);
}

/* Italian under LANGUAGE=it: the header, the headings, the results. */
static void
test_italian(void **state)
{
	struct session	*s = event_of(2);
	char		*text;

	(void)state;
	run(s, "start all");
	i18n_init("it");
	text = paper_text(s, PAPER_PAIRINGS);
	assert_non_null(strstr(text, "Abbinamenti - turno 1 - 2026-11-22"));
	assert_non_null(strstr(text, "pagina 1 di 1\n"));
	assert_non_null(strstr(text, " Bianco "));
	assert_a4_lines(text);
	free(text);
	text = paper_text(s, PAPER_RESULTS);
	assert_non_null(strstr(text, "in corso"));
	assert_null(strstr(text, "in play"));
	free(text);
	text = paper_text(s, PAPER_REPORT);
	assert_non_null(strstr(text, "Rapporto sugli incidenti"));
	free(text);
	i18n_init("en");
	session_close(s);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_page_breaks),
		cmocka_unit_test(test_utf8_columns),
		cmocka_unit_test(test_500_boards),
		cmocka_unit_test(test_results),
		cmocka_unit_test(test_report),
		cmocka_unit_test(test_adjourned_kept),
		cmocka_unit_test(test_italian),
	};

	/* English whatever the environment, until test_italian. */
	i18n_init("en");
	return cmocka_run_group_tests(tests, NULL, NULL);
}
