/*
 * test_draughts_kind.c: international draughts through the game interface
 * (gamekind.h) only, as the rest of arbiter sees it: positions as PDN
 * FEN, move_read's refusals mapped to enum game_read, move_write in every
 * style, legal moves and perft, the 6.3b key, the 6.2.2 and 6.2.3
 * outcomes, what can and cannot be known of a win, the diagram and
 * glyphs, and PDN records as game_record events.
 */
#include "config.h"

#include <inttypes.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "app/recordfile.h"
#include "edition.h"
#include "format_sheet.h"
#include "gamekind.h"

static const struct game_kind *
kind(void)
{
	const struct game_kind	*k = gamekind_find("draughts");

	assert_non_null(k);
	return k;
}

static void
pos_at(struct game_pos *pos, const char *fen)
{
	size_t		 where = 99;
	const char	*why = NULL;

	assert_int_equal(kind()->pos_read(pos, fen, &where, &why), GAME_POS_OK);
	assert_true(kind()->pos_ok(pos));
}

/* text is read as a move and written back as want (the sheet's form). */
static uint64_t
reads(const struct game_pos *pos, const char *text, const char *want)
{
	struct game_read_fail	fail;
	char			buf[GAME_MOVE_TEXT_MAX];
	uint64_t		m = 1;

	assert_int_equal(kind()->move_read(pos, text, strlen(text), 0, &m,
	    &fail), GAME_READ_OK);
	assert_int_not_equal(m, GAME_MOVE_NONE);
	kind()->move_write(pos, m, GAME_STYLE_SHEET, 0, buf);
	assert_string_equal(buf, want);
	return m;
}

static enum game_read
refused(const struct game_pos *pos, const char *text,
    struct game_read_fail *fail)
{
	uint64_t	m = 1;
	enum game_read	e;

	e = kind()->move_read(pos, text, strlen(text), 0, &m, fail);
	assert_int_equal(m, GAME_MOVE_NONE);
	return e;
}

static void
test_positions(void **state)
{
	const struct game_kind	*k = kind();
	struct game_pos		 pos, copy;
	char			 buf[GAME_POS_TEXT_MAX];
	size_t			 where = 0;
	const char		*why = NULL;
	uint64_t		 m;

	(void)state;
	assert_string_equal(k->name, "draughts");
	assert_string_equal(k->record, "PDN");
	assert_true(k->arbitrated);
	assert_true(gamekind_find("chess")->arbitrated);
	k->start(&pos);
	assert_true(k->pos_ok(&pos));
	assert_int_equal(k->pos_write(&pos, buf), strlen("W:W31-50:B1-20"));
	assert_string_equal(buf, "W:W31-50:B1-20");
	assert_int_equal(k->side(&pos), 0);
	assert_int_equal(k->move_number(&pos), 1);
	/* 3.3: White first; the number goes up after Black's move. */
	m = reads(&pos, "32-28", "32-28");
	k->play(&pos, m);
	assert_int_equal(k->side(&pos), 1);
	assert_int_equal(k->move_number(&pos), 1);
	k->play(&pos, reads(&pos, "19-23", "19-23"));
	assert_int_equal(k->side(&pos), 0);
	assert_int_equal(k->move_number(&pos), 2);
	k->pos_write(&pos, buf);
	assert_string_equal(buf, "W:W28,31,33-50:B1-18,20,23");
	/* A plain value: a copy is the same position. */
	copy = pos;
	assert_memory_equal(&copy, &pos, sizeof pos);
	assert_true(k->pos_ok(&copy));
	/* Read: the canonical form comes back; errors say where and why. */
	pos_at(&pos, "b:bk1,2:w50.");
	k->pos_write(&pos, buf);
	assert_string_equal(buf, "B:W50:BK1,2");
	assert_int_equal(k->move_number(&pos), 1);
	assert_int_equal(k->pos_read(&pos, "W:W31-50:B1-51", &where, &why),
	    GAME_POS_BAD);
	assert_true(where > 0 && where < strlen("W:W31-50:B1-51"));
	assert_non_null(why);
	assert_int_equal(k->pos_read(&pos, "W:W3:B20", &where, &why),
	    GAME_POS_BAD);			/* 3.5: a white man on 1-5 */
	/* The longest canonical FEN fits: kings and men alternating. */
	pos_at(&pos, "W:WK31,32,K33,34,K35,36,K37,38,K39,40,K41,42,K43,44,"
	    "K45,46,K47,48,K49,50:BK1,6,K2,7,K3,8,K4,9,K5,10,K11,16,K12,17,"
	    "K13,18,K14,19,K15,20");
	assert_true(k->pos_write(&pos, buf) < GAME_POS_TEXT_MAX);
	/* Numbers only: every language reads them. */
	assert_int_equal(k->lang_find("it"), 0);
	assert_int_equal(k->lang_find("en"), 0);
	assert_int_equal(k->lang_find("x"), -1);
	assert_int_equal(k->lang_find("it1"), -1);
	assert_int_equal(k->lang_letters(0, buf), 0);
	assert_string_equal(buf, "");
}

/* Every refusal of the notation as the interface's reading. */
static void
test_move_read(void **state)
{
	struct game_pos		pos;
	struct game_read_fail	fail;
	char			buf[GAME_MOVE_TEXT_MAX];
	size_t			i;
	uint64_t		m;
	bool			a = false, b = false;

	(void)state;
	kind()->start(&pos);
	reads(&pos, " 032-028! ", "32-28");
	reads(&pos, "32x28", "32-28");
	memset(&fail, 0, sizeof fail);
	assert_int_equal(refused(&pos, "32-2a", &fail), GAME_READ_UNREADABLE);
	assert_int_equal(fail.where, 4);
	assert_int_equal(refused(&pos, "Nf3", &fail), GAME_READ_UNREADABLE);
	assert_int_equal(fail.where, 0);
	assert_int_equal(refused(&pos, "27-22", &fail), GAME_READ_NO_PIECE);
	assert_int_equal(refused(&pos, "19-23", &fail), GAME_READ_NO_PIECE);
	assert_int_equal(refused(&pos, "32-26", &fail), GAME_READ_ILLEGAL);
	assert_int_equal(refused(&pos, "32-23", &fail), GAME_READ_ILLEGAL);
	/* 4.1: a capture is compulsory; 4.13: the one taking the most. */
	pos_at(&pos, "W:W28:B23,3");
	assert_int_equal(refused(&pos, "28-22", &fail), GAME_READ_MAJORITY);
	reads(&pos, "28x19", "28x19");
	pos_at(&pos, "W:W33,35:B29,19,30");
	assert_int_equal(refused(&pos, "35x24", &fail), GAME_READ_MAJORITY);
	reads(&pos, "33x13", "33x13");
	/* 8.2: two captures of the same start and end: the candidates. */
	pos_at(&pos, "W:WK3:B9,16,28,31,33");
	assert_int_equal(refused(&pos, "3x26", &fail), GAME_READ_AMBIGUOUS);
	assert_int_equal(fail.ncandidates, 2);
	for (i = 0; i < fail.ncandidates; i++) {
		kind()->move_write(&pos, fail.candidates[i], GAME_STYLE_SHEET,
		    0, buf);
		a |= strcmp(buf, "3x14x37x26") == 0;
		b |= strcmp(buf, "3x20x42x26") == 0;
	}
	assert_true(a && b);
	reads(&pos, "3x37x26", "3x14x37x26");
	reads(&pos, "3:20:42:26", "3x20x42x26");
	/* Without a fail to fill, the answer is the same. */
	assert_int_equal(kind()->move_read(&pos, "3x26", 4, 0, &m, NULL),
	    GAME_READ_AMBIGUOUS);
	assert_string_equal(gamekind_read_name(GAME_READ_MAJORITY), "MAJORITY");
}

/* Short form unless ambiguous; LONG and COORD always name the route. */
static void
test_move_write(void **state)
{
	static const enum game_style	styles[] = {
		GAME_STYLE_JOURNAL, GAME_STYLE_SHEET, GAME_STYLE_EXPORT,
		GAME_STYLE_FIGURINE, GAME_STYLE_LONG, GAME_STYLE_COORD,
	};
	static const struct {
		const char	*fen, *move, *shortf, *longf;
	} cases[] = {
		{ "W:W31-50:B1-20", "32-28", "32-28", "32-28" },
		{ "W:W28,K50:B23,3", "28x19", "28x19", "28x19" },
		{ "W:W15:B9,10", "15x13", "15x13", "15x4x13" },
		{ "W:WK46:B37,28,3", "46x23", "46x23", "46x32x23" },
		{ "W:WK3:B9,16,28,31,33", "3x37x26", "3x14x37x26",
		    "3x14x37x26" },
	};
	struct game_pos	pos;
	char		buf[GAME_MOVE_TEXT_MAX];
	uint64_t	m, back;
	size_t		i, j, len;
	const char	*want;

	(void)state;
	for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
		pos_at(&pos, cases[i].fen);
		m = reads(&pos, cases[i].move, cases[i].shortf);
		for (j = 0; j < sizeof styles / sizeof styles[0]; j++) {
			len = kind()->move_write(&pos, m, styles[j], 3, buf);
			want = styles[j] == GAME_STYLE_LONG ||
			    styles[j] == GAME_STYLE_COORD ? cases[i].longf :
			    cases[i].shortf;
			assert_string_equal(buf, want);
			assert_int_equal(len, strlen(want));
			/* Every form reads back as the move. */
			assert_int_equal(kind()->move_read(&pos, buf, len, 0,
			    &back, NULL), GAME_READ_OK);
			assert_int_equal(back, m);
		}
	}
}

static void
test_moves_perft(void **state)
{
	static const uint64_t	counts[] = { 1, 9, 81, 658, 4265, 27117 };
	struct game_pos		pos;
	uint64_t		moves[GAME_MOVES_MAX];
	size_t			n, i;
	int			d;

	(void)state;
	kind()->start(&pos);
	assert_int_equal(kind()->legal_moves(&pos, moves), 9);
	for (d = 0; d < 6; d++)
		assert_int_equal(kind()->perft(&pos, d), counts[d]);
	/* 20 kings a side: many moves, all listed and playable. */
	pos_at(&pos, "W:WK31-50:BK1-20");
	n = kind()->legal_moves(&pos, moves);
	assert_int_equal(n, 17);
	for (i = 0; i < n; i++) {
		struct game_pos	after = pos;

		kind()->play(&after, moves[i]);
		assert_true(kind()->pos_ok(&after));
	}
}

/* 6.3b: the same pieces on the same squares, the same side to move. */
static void
test_key(void **state)
{
	struct game_pos	a, b, c;
	const char	*shuffle[] = { "46-41", "1-6", "41-46", "6-1" };
	size_t		i;

	(void)state;
	pos_at(&a, "W:WK46:BK1");
	b = a;
	for (i = 0; i < 4; i++)
		kind()->play(&b, reads(&b, shuffle[i], shuffle[i]));
	assert_int_equal(kind()->move_number(&b), 3);
	assert_int_equal(kind()->key(&a, EDITION_EQUAL_PIECES),
	    kind()->key(&b, EDITION_EQUAL_PIECES));
	assert_int_equal(kind()->key(&a, 0), kind()->key(&b, 0));
	/* The other side to move, or a man for a king: another position. */
	pos_at(&c, "B:WK46:BK1");
	assert_int_not_equal(kind()->key(&a, 0), kind()->key(&c, 0));
	pos_at(&c, "W:W46:BK1");
	assert_int_not_equal(kind()->key(&a, 0), kind()->key(&c, 0));
	/* Two move orders to one position. */
	kind()->start(&a);
	kind()->start(&b);
	kind()->play(&a, reads(&a, "32-28", "32-28"));
	kind()->play(&a, reads(&a, "16-21", "16-21"));
	kind()->play(&a, reads(&a, "33-29", "33-29"));
	kind()->play(&b, reads(&b, "33-29", "33-29"));
	kind()->play(&b, reads(&b, "16-21", "16-21"));
	kind()->play(&b, reads(&b, "32-28", "32-28"));
	assert_int_equal(kind()->key(&a, 0), kind()->key(&b, 0));
}

/* 6.2.2, 6.2.3 and what follows for can_win and dead. */
static void
test_outcome(void **state)
{
	const struct edition	*ed = edition_find("fid-draughts",
				    strlen("fid-draughts"));
	struct game_pos		pos;
	struct game_end		end;
	enum game_verdict	v[2];
	size_t			len[2] = { 9, 9 }, n = 9;

	(void)state;
	assert_non_null(ed);
	kind()->start(&pos);
	kind()->outcome(&pos, ed, &end);
	assert_int_equal(end.law, LAW_NONE);
	assert_int_equal(kind()->dead(&pos, 1000), GAME_VERDICT_UNKNOWN);
	assert_int_equal(kind()->can_win(&pos, 0, 1000, NULL, &n),
	    GAME_VERDICT_UNKNOWN);
	/* Black has no piece left. */
	pos_at(&pos, "B:W28:B");
	kind()->outcome(&pos, ed, &end);
	assert_int_equal(end.law, LAW_NO_PIECES);
	assert_int_equal(end.points2[0], 2);
	assert_int_equal(end.points2[1], 0);
	assert_string_equal(edition_label(ed, end.law), "6.2.3");
	assert_int_equal(kind()->can_win(&pos, 0, 0, NULL, &n),
	    GAME_VERDICT_YES);
	assert_int_equal(n, 0);
	assert_int_equal(kind()->can_win(&pos, 1, 0, NULL, &n),
	    GAME_VERDICT_NO);
	kind()->can_win_both(&pos, 0, v, NULL, len);
	assert_int_equal(v[0], GAME_VERDICT_YES);
	assert_int_equal(v[1], GAME_VERDICT_NO);
	assert_int_equal(kind()->dead(&pos, 0), GAME_VERDICT_NO);
	/* Black's man on 36 is blocked by 41 and 47: no legal move. */
	pos_at(&pos, "B:W41,47:B36");
	kind()->outcome(&pos, ed, &end);
	assert_int_equal(end.law, LAW_NO_MOVE);
	assert_int_equal(end.points2[0], 2);
	assert_int_equal(end.points2[1], 0);
	assert_string_equal(edition_label(ed, end.law), "6.2.2");
	/* White to move there: play goes on. */
	pos_at(&pos, "W:W41,47:B36");
	kind()->outcome(&pos, ed, &end);
	assert_int_equal(end.law, LAW_NONE);
	/* The chess editions have no such laws. */
	assert_null(edition_label(edition_find("fide-2023", 9), LAW_NO_MOVE));
	/* 6.3b: the third time; no other claim is the position's. */
	assert_true(kind()->claim_holds(LAW_REPETITION, &pos, 3, ed));
	assert_false(kind()->claim_holds(LAW_REPETITION, &pos, 2, ed));
	assert_false(kind()->claim_holds(LAW_FIFTY, &pos, 100, ed));
	assert_false(kind()->claim_holds(LAW_AUTO_SEVENTY_FIVE, &pos, 0, ed));
}

/* The board after text as made (5.6), as a FEN, or NULL when unread. */
static const char *
made_fen(const char *fen, const char *text)
{
	static char	buf[GAME_POS_TEXT_MAX];
	struct game_pos	pos, after;
	char		canon[GAME_MOVE_TEXT_MAX] = "x";
	enum game_made	made = GAME_MADE_BROKEN;

	pos_at(&pos, fen);
	if (kind()->as_made(&pos, text, strlen(text), 0, &after, &made,
	    canon) != GAME_READ_OK)
		return NULL;
	assert_int_equal(made, GAME_MADE_REACHABLE);	/* no king in check */
	assert_string_equal(canon, text);
	kind()->pos_write(&after, buf);
	return buf;
}

static void
test_irregular(void **state)
{
	static const char	start[] = "W:W31-50:B1-20";

	(void)state;
	assert_null(kind()->promotion_unfinished);
	/* 5.6.2: a man moved two rows; the other side is to move. */
	assert_string_equal(made_fen(start, "31-22"),
	    "B:W22,32-50:B1-20");
	/* The pieces jumped leave the board, or those the arbiter names
	 * (5.6.8: one too many). */
	assert_string_equal(made_fen("W:W28:B23,18,5", "28x19"),
	    "B:W19:B5,18");
	assert_string_equal(made_fen("W:W28:B23,18,5",
	    "28x19 removed 23,18"), "B:W19:B5");
	/* 3.5: a man ending on the far row is crowned. */
	assert_string_equal(made_fen("W:W7:B40", "7-2"), "B:WK2:B40");
	/* 5.6.5: the opponent's piece moved. */
	assert_string_equal(made_fen(start, "19-24"), "B:W31-50:B1-18,20,24");
	/* Not a move as made: garbage, an empty first square, an occupied
	 * last one, "-" between more than two squares, a bad list. */
	assert_null(made_fen(start, "32-28-23"));
	assert_null(made_fen(start, "25-30"));
	assert_null(made_fen(start, "31-32"));
	assert_null(made_fen(start, "31-51"));
	assert_null(made_fen("W:W28:B23,18,5", "28x19 removed 23,"));
	assert_null(made_fen("W:W28:B23,18,5", "28x19 removal 23"));
	assert_null(made_fen("W:W28:B23,18,5", "28x19 removed"));
	/* Found by fuzz_draughts_asmade: a byte after the list's last
	 * square was skipped, not refused. */
	assert_null(made_fen("W:W28:B23,18,5", "28x19 removed 23,1&"));
	assert_null(made_fen("W:W28:B23,18,5", "28x19 removed 23x"));
	assert_null(made_fen("W:W28:B23,18,5", "28x19 removed 23,,18"));
}

static void
test_diagram(void **state)
{
	struct game_pos		pos;
	struct game_diagram	d;
	char			b1[8], b2[4][8];
	const char		*g[4][2];
	int			r, c, i, j, pieces = 0;
	uint8_t			p;

	(void)state;
	pos_at(&pos, "W:W31-49,K50:BK1,2-20");
	kind()->diagram(&pos, &d);
	assert_int_equal(d.rows, 10);
	assert_int_equal(d.cols, 10);
	assert_string_equal(d.row_label[0], "1");
	assert_string_equal(d.row_label[1], "6");
	assert_string_equal(d.row_label[9], "46");
	assert_string_equal(d.col_label[0], "a");
	assert_string_equal(d.col_label[9], "j");
	for (r = 0; r < 10; r++)
		for (c = 0; c < 10; c++) {
			/* 2.2: the dark squares, square 1 top, second. */
			if ((r + c) % 2 == 0) {
				assert_int_equal(d.cell[r][c], GAME_CELL_NONE);
				continue;
			}
			pieces += d.cell[r][c] != GAME_CELL_EMPTY;
			if (r >= 4 && r <= 5)
				assert_int_equal(d.cell[r][c], GAME_CELL_EMPTY);
		}
	assert_int_equal(pieces, 40);
	/* Square 1: a black king; 2: a black man; 46: a white man; 50 a
	 * white king. */
	assert_int_equal(d.cell[0][1], 1 | 1 << 3);
	assert_int_equal(d.cell[0][3], 0 | 1 << 3);
	assert_int_equal(d.cell[9][0], 0);
	assert_int_equal(d.cell[9][8], 1);
	/* Men and kings of both sides, four glyphs apart in each form. */
	for (i = 0; i < 4; i++) {
		p = (uint8_t)((i & 1) | (i >> 1) << 3);
		g[i][0] = kind()->glyph(p, true, 0, b1);
		g[i][1] = kind()->glyph(p, false, 0, b2[i]);
		assert_true(strlen(g[i][1]) == 1);
	}
	for (i = 0; i < 4; i++)
		for (j = i + 1; j < 4; j++) {
			assert_string_not_equal(g[i][0], g[j][0]);
			assert_string_not_equal(g[i][1], g[j][1]);
		}
	/* 2.6: every dark square its number, 1-50 row by row; the light
	 * ones none. */
	for (r = 0, i = 0; r < 10; r++)
		for (c = 0; c < 10; c++)
			if ((r + c) % 2 == 0)
				assert_int_equal(d.number[r][c], 0);
			else
				assert_int_equal(d.number[r][c], ++i);
	assert_int_equal(i, 50);
	/* The legend's pieces: the man, then the king. */
	assert_string_equal(kind()->piece_names[0], "man");
	assert_string_equal(kind()->piece_names[1], "king");
	assert_null(kind()->piece_names[2]);
}

/* The numbered diagram (format_sheet.h): 3 columns a square, its number
 * and its piece; no labels; without 'numbered' the labelled one. */
static void
test_diagram_numbered(void **state)
{
	struct format_diagram_opts o = { "", "", false, 0, true };
	char			rows[GAME_DIAGRAM_MAX + 1][FORMAT_DIAGRAM_ROW_MAX];
	struct game_pos		pos;

	(void)state;
	pos_at(&pos, "W:W31-49,K50:BK1,2-19");
	assert_int_equal(format_diagram(kind(), &pos, &o, rows), 11);
	assert_string_equal(rows[0], "    1B    2b    3b    4b    5b");
	assert_string_equal(rows[1], " 6b    7b    8b    9b   10b   ");
	assert_string_equal(rows[3], "16b   17b   18b   19b   20.   ");
	assert_string_equal(rows[4], "   21.   22.   23.   24.   25.");
	assert_string_equal(rows[9], "46w   47w   48w   49w   50W   ");
	assert_string_equal(rows[10], "");
	o.numbered = false;
	o.gap = " ";
	assert_int_equal(format_diagram(kind(), &pos, &o, rows), 11);
	assert_string_equal(rows[0], " 1   B   b   b   b   b");
	assert_string_equal(rows[10], "   a b c d e f g h i j");
}

/* Records: the events as text. */
struct rec {
	char	text[4096];
	size_t	len;
	char	*message;
};

static bool
on_event(void *arg, const struct game_record_event *ev)
{
	struct rec	*r = arg;
	char		 buf[GAME_MOVE_TEXT_MAX];
	int		 n = 0;

	if (ev->pos != NULL)
		assert_true(kind()->pos_ok(ev->pos));
	switch (ev->type) {
	case GAME_RECORD_TAG:
		n = snprintf(r->text + r->len, sizeof r->text - r->len,
		    "[%s=%s]", ev->name, ev->text);
		break;
	case GAME_RECORD_MOVE:
		assert_non_null(ev->pos);
		assert_int_equal(kind()->move_number(ev->pos), ev->move_number);
		kind()->move_write(ev->pos, ev->move, GAME_STYLE_EXPORT, 0, buf);
		n = snprintf(r->text + r->len, sizeof r->text - r->len,
		    " %u%s%s", ev->move_number, kind()->side(ev->pos) ?
		    "..." : ".", buf);
		break;
	case GAME_RECORD_END:
		n = snprintf(r->text + r->len, sizeof r->text - r->len,
		    " END(%s,%lu)\n", ev->text, ev->plies);
		break;
	case GAME_RECORD_ERROR:
		n = snprintf(r->text + r->len, sizeof r->text - r->len,
		    " ERROR(%lu,%u,%s,%s,%s)", ev->game, ev->move_number,
		    ev->text != NULL ? ev->text : "", ev->reason,
		    gamekind_read_name(ev->read));
		if (r->message == NULL)
			r->message = recordfile_error(kind(), "x.pdn", ev,
			    "Rossi", "Bianchi");
		break;
	}
	r->len += (size_t)n;
	return true;
}

static void
record(const char *text, unsigned flags, size_t chunk, struct rec *r)
{
	void	*reader;
	size_t	 i, len = strlen(text), k;

	memset(r, 0, sizeof *r);
	reader = kind()->record_open(0, flags, on_event, r);
	assert_non_null(reader);
	for (i = 0; i < len; i += k) {
		k = len - i < chunk ? len - i : chunk;
		kind()->record_feed(reader, text + i, k);
	}
	kind()->record_close(reader);
}

static const char	games[] =
	"[White \"Rossi\"]\n[Black \"Bianchi\"]\n[GameType \"20\"]\n\n"
	"1. 32-28 19-23 2. 28x19 {[%clock w1:00:00]} 14x23 1-1\n\n"
	"[White \"Verdi\"]\n\n1. 32-28 19-23 2. 33-29 23x32 2-0\n\n"
	"[FEN \"W:WK3:B9,16,28,31,33\"]\n1. 3x26 *\n\n"
	"1. 32-28 19-23 2. 28x17 0-2\n";

static void
test_record(void **state)
{
	struct rec	r, r1;

	(void)state;
	record(games, GAME_RECORD_MOVES, sizeof games, &r);
	assert_string_equal(r.text,
	    "[White=Rossi][Black=Bianchi][GameType=20] 1.32-28 1...19-23 "
	    "2.28x19 2...14x23 END(1-1,4)\n"
	    "[White=Verdi] 1.32-28 1...19-23 ERROR(2,2,33-29,a capture is "
	    "compulsory,MAJORITY) END(2-0,2)\n"
	    "[FEN=W:WK3:B9,16,28,31,33] ERROR(3,1,3x26,ambiguous: give the "
	    "landing squares,AMBIGUOUS) END(*,0)\n"
	    " 1.32-28 1...19-23 ERROR(4,2,28x17,no legal move matches,"
	    "ILLEGAL) END(0-2,2)\n");
	assert_string_equal(r.message, "x.pdn:game 2 (Rossi-Bianchi):move 2: "
	    "'33-29': a capture is compulsory");
	free(r.message);
	/* Fed a byte at a time, the same events. */
	record(games, GAME_RECORD_MOVES, 1, &r1);
	assert_string_equal(r1.text, r.text);
	free(r1.message);
	/* Without MOVES only tags, errors and ends; with CHECK every move
	 * reads back. */
	record(games, GAME_RECORD_CHECK, 7, &r);
	assert_null(strstr(r.text, "1.32-28"));
	assert_non_null(strstr(r.text, "END(1-1,4)"));
	assert_non_null(strstr(r.text, "ERROR(2,2,33-29,"));
	free(r.message);
	/* The ambiguous capture's candidates, in the message. */
	record("[FEN \"W:WK3:B9,16,28,31,33\"]\n1. 3x26 *\n", 0, 64, &r);
	assert_non_null(r.message);
	assert_true(strstr(r.message, "(candidates: 3x14x37x26, 3x20x42x26)")
	    != NULL || strstr(r.message,
	    "(candidates: 3x20x42x26, 3x14x37x26)") != NULL);
	free(r.message);
	/* An unreadable move says where. */
	record("1. 32-2a *\n", 0, 64, &r);
	assert_string_equal(r.message, "x.pdn:game 1 (Rossi-Bianchi):move 1: "
	    "'32-2a': not a move at byte 5");
	free(r.message);
}

int
main(void)
{
	const struct CMUnitTest	tests[] = {
		cmocka_unit_test(test_positions),
		cmocka_unit_test(test_move_read),
		cmocka_unit_test(test_move_write),
		cmocka_unit_test(test_moves_perft),
		cmocka_unit_test(test_key),
		cmocka_unit_test(test_outcome),
		cmocka_unit_test(test_irregular),
		cmocka_unit_test(test_diagram),
		cmocka_unit_test(test_diagram_numbered),
		cmocka_unit_test(test_record),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
