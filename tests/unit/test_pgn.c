/*
 * test_pgn.c: the streaming PGN reader on tricky text of ours (comments
 * with } in strings, nested variations, NAGs, CRLF, BOM, % lines, tag
 * escapes, SetUp/FEN, clocks), fed whole and in chunks of every small
 * size; truncated input; and the writer, read back.
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

#include "chess/board.h"
#include "chess/notation.h"
#include "chess/pgn.h"
#include "app/recordfile.h"
#include "gamekind.h"
#include "record.h"

/* What a reading produced, as one text log plus counters. */
struct log {
	char		text[16384];
	size_t		len;
	unsigned	games, moves, errors, clocks;
	enum pgn_error	error;
	unsigned long	error_game;
	unsigned	error_move;
	char		error_text[PGN_TOKEN_MAX + 1];
	int64_t		clk[8], emt[8];
	char		fen[FEN_MAX];	/* position at the last game end */
	struct position	pos;
};

static void
log_add(struct log *l, const char *s)
{
	size_t	n = strlen(s);

	assert_true(l->len + n < sizeof l->text);
	memcpy(l->text + l->len, s, n + 1);
	l->len += n;
}

static bool
on_event(void *arg, const struct pgn_event *ev)
{
	struct log	*l = arg;
	struct undo	 u;
	char		 buf[PGN_VALUE_MAX + 64];

	assert_true(board_ok(ev->pos));
	switch (ev->type) {
	case PGN_EV_TAG:
		snprintf(buf, sizeof buf, "[%s=%s]", ev->name, ev->text);
		break;
	case PGN_EV_MOVETEXT:
		l->pos = *ev->pos;
		snprintf(buf, sizeof buf, "{");
		break;
	case PGN_EV_MOVE:
		assert_true(board_is_legal(&l->pos, ev->move));
		board_make(&l->pos, ev->move, &u);
		assert_true(board_ok(&l->pos));
		l->moves++;
		snprintf(buf, sizeof buf, " %s", ev->text);
		break;
	case PGN_EV_CLOCK:
		if (l->clocks < 8) {
			l->clk[l->clocks] = ev->clk_ms;
			l->emt[l->clocks] = ev->emt_ms;
		}
		l->clocks++;
		snprintf(buf, sizeof buf, " <%lld,%lld>",
		    (long long)ev->clk_ms, (long long)ev->emt_ms);
		break;
	case PGN_EV_GAME_END:
		l->games++;
		fen_write(&l->pos, l->fen);
		snprintf(buf, sizeof buf, " }%s\n", ev->text);
		break;
	case PGN_EV_ERROR:
		if (l->errors++ == 0) {
			l->error = ev->error;
			l->error_game = ev->game;
			l->error_move = ev->move_number;
			snprintf(l->error_text, sizeof l->error_text, "%s",
			    ev->text);
		}
		snprintf(buf, sizeof buf, " !%d:%lu:%u:%s", (int)ev->error,
		    ev->game, ev->move_number, ev->text);
		break;
	default:
		fail();
	}
	log_add(l, buf);
	return true;
}

static void
read_text(const char *text, size_t len, size_t chunk, enum notation_lang lang,
    struct log *l)
{
	struct pgn_reader	r;
	size_t			i, n;

	memset(l, 0, sizeof *l);
	pgn_reader_init(&r, lang, on_event, l);
	for (i = 0; i < len; i += n) {
		n = len - i < chunk ? len - i : chunk;
		pgn_reader_feed(&r, text + i, n);
	}
	pgn_reader_finish(&r);
}

static char *
slurp(const char *name, size_t *len)
{
	char	 path[1024];
	FILE	*fp;
	char	*buf;

	snprintf(path, sizeof path, "%s/%s", TESTS_DATA, name);
	fp = fopen(path, "rb");
	assert_non_null(fp);
	buf = malloc(1 << 20);
	assert_non_null(buf);
	*len = fread(buf, 1, (1 << 20) - 1, fp);
	buf[*len] = '\0';
	fclose(fp);
	return buf;
}

static void
test_tricky_file(void **state)
{
	struct log	*whole = malloc(sizeof *whole), *part = malloc(sizeof *part);
	size_t		 len, chunk;
	char		*text = slurp("tricky.pgn", &len);

	(void)state;
	assert_non_null(whole);
	assert_non_null(part);
	read_text(text, len, len, LANG_IT, whole);
	assert_int_equal(whole->games, 4);
	assert_int_equal(whole->errors, 1);
	assert_int_equal(whole->error, PGN_E_MOVE_ILLEGAL);
	assert_int_equal(whole->error_game, 3);
	assert_int_equal(whole->error_move, 2);
	assert_string_equal(whole->error_text, "Ke3");
	/* Tags: escapes kept out, braces and parentheses in strings kept. */
	assert_non_null(strstr(whole->text,
	    "[Event=Club \"Open\" {not a comment} (nor this)]"));
	assert_non_null(strstr(whole->text, "[Site=C:\\chess\\club]"));
	assert_null(strstr(whole->text, "not a tag"));
	/* Game 1: 49 plies of the mainline only (variations skipped). */
	assert_non_null(strstr(whole->text,
	    "{ e4 e5 Nf3 Nc6 Bb5 a6 Ba4 Nf6 O-O Be7 Re1 b5"));
	assert_non_null(strstr(whole->text, " Qh6+ Kg8 Nxh5 }1-0\n"));
	assert_null(strstr(whole->text, " c5 Nf3"));
	/* Game 2: set up from FEN, CRLF, clocks of the move before. */
	assert_non_null(strstr(whole->text,
	    "{ g1=Q+ <5025000,-1> Kd2 <3599000,5000> Qg5+ Kc2 Kd7 Ra7+ Kc6 }0-1\n"));
	assert_int_equal(whole->clocks, 2);
	/* Game 4: Italian letters, e.p. and (=) as separate tokens. */
	assert_non_null(strstr(whole->text, " exd6 Axd6 Ad3"));
	assert_non_null(strstr(whole->text, " Te1 Dd5 "));
	assert_int_equal(whole->moves, 49 + 7 + 2 + 32);
	assert_string_equal(whole->fen,
	    "r4rk1/pppqb2p/4bp2/6p1/3n4/2NB2P1/PPP2PP1/R2QR1K1 w - - 0 17");
	/* The same events whatever the chunks. */
	for (chunk = 1; chunk <= 17; chunk++) {
		read_text(text, len, chunk, LANG_IT, part);
		assert_string_equal(part->text, whole->text);
	}
	free(text);
	free(whole);
	free(part);
}

static void
expect_one_lang(const char *text, enum notation_lang lang,
    const char *want_log)
{
	struct log	*l = malloc(sizeof *l);
	size_t		 chunk;

	assert_non_null(l);
	for (chunk = 1; chunk <= strlen(text); chunk++) {
		read_text(text, strlen(text), chunk, lang, l);
		if (strcmp(l->text, want_log) != 0)
			fail_msg("chunk %zu: got '%s' want '%s'", chunk,
			    l->text, want_log);
	}
	free(l);
}

static void
expect_one(const char *text, const char *want_log)
{
	expect_one_lang(text, LANG_IT, want_log);
}

static void
test_movetext_forms(void **state)
{
	(void)state;
	/* Variation glued to a move; (=) glued; 12.e4 without a space. */
	expect_one("1.e4(1.d4 d5)e5 2.Nf3(=)Nc6 *",
	    "{ e4 e5 Nf3 Nc6 }*\n");
	/* Promotion in parentheses, Italian, then mate. */
	expect_one("[FEN \"k7/3P4/1K6/8/8/8/8/8 w - - 0 1\"]\n1. d8(D)# 1-0",
	    "[FEN=k7/3P4/1K6/8/8/8/8/8 w - - 0 1]{ d8(D) }1-0\n");
	expect_one("[FEN \"k7/3P4/1K6/8/8/8/8/8 w - - 0 1\"] 1. d8(D)(1. d8(T)#) 1-0",
	    "[FEN=k7/3P4/1K6/8/8/8/8/8 w - - 0 1]{ d8(D) }1-0\n");
	/* NAGs, ; comments with } and {, % only at the start of a line. */
	expect_one("1. e4 $1 ; } {\n%e5 junk\ne5 $22 { } 1/2-1/2",
	    "{ e4 e5 }1/2-1/2\n");
	/* Move numbers with dots, black's number after a comment. */
	expect_one("1. e4 {x} 1... e5 2. Nf3 2... Nc6 3.Bb5 3...a6 *",
	    "{ e4 e5 Nf3 Nc6 Bb5 a6 }*\n");
	/* Annotation glyph tokens are skipped. */
	expect_one("1. e4 ! e5 ?! 2. Nf3 += Nc6 = 3. Bb5 +/- *",
	    "{ e4 e5 Nf3 Nc6 Bb5 }*\n");
	expect_one("1. f3 e5 2. g4 \xc2\xb1 Qh4 \xe2\x80\xa1 0-1",	/* ± ‡ */
	    "{ f3 e5 g4 Qh4 }0-1\n");
	expect_one("1. e4 \xe2\x99\x9e" "f6 *", "{ e4 \xe2\x99\x9e" "f6 }*\n");
	/* Clocks h:mm:ss with a fraction; a clock before any move is none. */
	expect_one("{[%clk 0:10:00]} 1. e4 {[%clk 0:09:58.5]} *",
	    "{ e4 <598500,-1> }*\n");
	/* Two games without blank lines or tags. */
	expect_one("1. f3 e5 2. g4 Qh4# 0-1 1. d4 *",
	    "{ f3 e5 g4 Qh4# }0-1\n{ d4 }*\n");
	/* A bare result is an empty game. */
	expect_one("*", "{ }*\n");
}

static void
test_errors(void **state)
{
	char	longtok[200];

	(void)state;
	/* An illegal move: reported once, the rest of the game skipped. */
	expect_one("1. e4 e5 2. Ke3 Nc6 3. junk 1-0 1. e4 *",
	    "{ e4 e5 !2:1:2:Ke3 }1-0\n{ e4 }*\n");
	expect_one("1. e4 Zz9 *", "{ e4 !1:1:1:Zz9 }*\n");
	/* A null move is no move of the Laws. */
	expect_one("1. e4 -- 2. d4 *", "{ e4 !1:1:1:-- }*\n");
	expect_one("[FEN \"8/8/8/8/8/8/8/8 w - - 0 1\"] 1. e4 *",
	    "[FEN=8/8/8/8/8/8/8/8 w - - 0 1] !4:1:1:8/8/8/8/8/8/8/8 w - - 0 1 }*\n");
	expect_one("[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"] 1. Nd2 *",
	    "[FEN=4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1]{ !3:1:1:Nd2 }*\n");
	expect_one("1. e4 ) e5 *", "{ e4 !7:1:1:) }*\n");
	expect_one("[Event \"x\"]\n1. e4\n[Event \"y\"]\n1. d4 *",
	    "[Event=x]{ e4 !9:1:1: }\n[Event=y]{ d4 }*\n");
	expect_one("[Event x] 1. e4 *", " !6:1:1:Event{ }*\n");
	memset(longtok, 'a', sizeof longtok);
	memcpy(longtok, "1. ", 3);
	memcpy(longtok + sizeof longtok - 3, " *", 3);
	{
		struct log	*l = malloc(sizeof *l);

		assert_non_null(l);
		read_text(longtok, strlen(longtok), 7, LANG_EN, l);
		assert_int_equal(l->errors, 1);
		assert_int_equal(l->error, PGN_E_TOKEN_TOO_LONG);
		assert_int_equal(l->games, 1);
		free(l);
	}
}

static void
test_truncated(void **state)
{
	static const char *const cuts[] = {
		"[Event \"x", "[Event \"x\"", "[Event", "1. e4 {comment",
		"1. e4 e5", "1. e4 (1. d4", "1. e4 (", "[Event \"x\"]\n",
		"1. e", "1. e4 e5 2. N",
	};
	struct log	*l = malloc(sizeof *l);
	size_t		 i;

	(void)state;
	assert_non_null(l);
	for (i = 0; i < sizeof cuts / sizeof cuts[0]; i++) {
		read_text(cuts[i], strlen(cuts[i]), 3, LANG_EN, l);
		if (l->games != 1 || l->errors != 1)
			fail_msg("'%s': %u games, %u errors: %s", cuts[i],
			    l->games, l->errors, l->text);
		if (i == 4 || i == 7)
			assert_int_equal(l->error, PGN_E_NO_RESULT);
		else if (i == 8 || i == 9)
			assert_int_equal(l->error, PGN_E_MOVE_UNREADABLE);
		else
			assert_int_equal(l->error, PGN_E_TRUNCATED);
	}
	/* Every prefix of the tricky file ends cleanly. */
	{
		size_t	 len, n;
		char	*text = slurp("tricky.pgn", &len);

		for (n = 0; n <= len; n += 7) {
			read_text(text, n, 64, LANG_IT, l);
			assert_true(l->games <= 4);
		}
		free(text);
	}
	/* Nothing at all, or only a BOM and blanks: no game, no error. */
	read_text("\xef\xbb\xbf \r\n", 5, 1, LANG_EN, l);
	assert_int_equal(l->games, 0);
	assert_int_equal(l->errors, 0);
	free(l);
}

/*
 * A game in the letters of lang, read with lang declared (validate --lang),
 * must give the moves of its English SAN: same count, same position at
 * the end, no error.  Fed in chunks of 5 bytes.
 */
static void
expect_as_english(const char *text, enum notation_lang lang,
    const char *english)
{
	struct log	*l = malloc(sizeof *l), *en = malloc(sizeof *en);

	assert_non_null(l);
	assert_non_null(en);
	read_text(english, strlen(english), 5, LANG_EN, en);
	assert_int_equal(en->errors, 0);
	read_text(text, strlen(text), 5, lang, l);
	if (l->errors != 0 || l->moves != en->moves ||
	    strcmp(l->fen, en->fen) != 0)
		fail_msg("(%s) %s\n  read: %s  at %s\n  want %u moves, %s",
		    notation_lang_code(lang), text, l->text, l->fen,
		    en->moves, en->fen);
	free(l);
	free(en);
}

/*
 * The letters the arbiter declared (E3): a text that reads both in them
 * and in English, as different legal moves, is read in them, as
 * "arbiter-cli san --lang" reads it, and tells nothing of the game's
 * letters; the pawn letter B of German and the Nordic languages.
 */
static void
test_declared_letters(void **state)
{
	static const char ruy[] =
	    "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O Be7 6. Re1 b5 "
	    "7. Bb3 d6 8. c3 O-O 1-0";
	static const char giuoco[] =
	    "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. d3 d6 5. c3 Nf6 *";
	static const enum notation_lang nordic[] = {
		LANG_DE, LANG_DA, LANG_NO, LANG_SV
	};
	size_t	i;

	(void)state;
	/* Dutch P is the knight (paard), not f2-f3; L the bishop (loper). */
	expect_as_english("1. e4 e5 2. Pf3 Pc6 3. Lb5 a6 4. La4 Pf6 5. 0-0 "
	    "Le7 6. Te1 b5 7. Lb3 d6 8. c3 0-0 1-0", LANG_NL, ruy);
	/* Estonian R is the knight (ratsu), not the rook h1-h3; L the
	 * queen (lipp). */
	expect_as_english("1. h4 d5 2. Rh3 Rc6 3. Rf4 e5 4. Rxd5 Lxd5 *",
	    LANG_ET, "1. h4 d5 2. Nh3 Nc6 3. Nf4 e5 4. Nxd5 Qxd5 *");
	/* Russian K is the knight (kon'), not the king e1-d2. */
	expect_as_english("1. e4 e6 2. d4 d5 3. Kd2 Kf6 4. e5 Kfd7 5. f4 c5 "
	    "6. c3 Kc6 7. Kdf3 *", LANG_RU, "1. e4 e6 2. d4 d5 3. Nd2 Nf6 "
	    "4. e5 Nfd7 5. f4 c5 6. c3 Nc6 7. Ndf3 *");
	/* The pawn letter B, settled German or not: Bd3 is d2-d3, not the
	 * bishop c4-d3. */
	for (i = 0; i < sizeof nordic / sizeof nordic[0]; i++) {
		expect_as_english("1. e4 e5 2. Sf3 Sc6 3. Lc4 Lc5 4. Bd3 Bd6 "
		    "5. Bc3 Sf6 *", nordic[i], giuoco);
		expect_as_english("1. Be4 Be5 2. Sf3 Sc6 3. Lc4 Lc5 4. d3 d6 "
		    "5. c3 Sf6 *", nordic[i], giuoco);
	}
	/* Without --lang, English SAN only (the PGN standard): Pf3 is f2-f3
	 * and German Sf3 no move. */
	expect_one_lang("1. e4 e5 2. Pf3 *", LANG_EN, "{ e4 e5 Pf3 }*\n");
	expect_as_english("1. e4 e5 2. Pf3 *", LANG_EN, "1. e4 e5 2. f3 *");
	expect_one_lang("1. e4 e5 2. Sf3 *", LANG_EN,
	    "{ e4 e5 !1:1:2:Sf3 }*\n");
	/* An English game read with --lang nl: Nf3, which only English
	 * reads, shows it English; then Pc6... would be c7-c6 as in PGN. */
	expect_as_english("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 5. O-O "
	    "Be7 6. Re1 b5 7. Bb3 d6 8. c3 O-O 1-0", LANG_NL, ruy);
	/* Pf3, read both ways, commits the game to Dutch: the English Nc6
	 * after it is one move through the fallback, and Pf6 stays the
	 * knight. */
	expect_as_english("1. e4 e5 2. Pf3 Nc6 3. Lb5 a6 4. La4 Pf6 5. 0-0 "
	    "Le7 6. Te1 b5 7. Lb3 d6 8. c3 0-0 1-0", LANG_NL, ruy);
}

struct sink {
	char	text[8192];
	size_t	len;
};

static void
sink_out(void *arg, const char *s, size_t len)
{
	struct sink	*k = arg;

	assert_true(k->len + len < sizeof k->text);
	memcpy(k->text + k->len, s, len);
	k->len += len;
	k->text[k->len] = '\0';
}

static void
test_writer(void **state)
{
	static const struct record_tag tags[] = {
		{ "ECO", "C65" }, { "White", "Rossi \"il Nero\"" },
		{ "Black", "Bi\\anchi" }, { "Result", "1-0" },
		{ "Event", "Open" },
	};
	static const char *const game[] = {
		"e4", "e5", "Nf3", "Nc6", "Bb5", "Nf6", "O-O", "Nxe4", "Re1",
		"Nd6", "Nxe5", "Be7", "Bf1", "Nxe5", "Rxe5", "O-O", "d4", "Bf6",
		"Re1", "Re8", "c3", "Rxe1", "Qxe1", "Ne8", "Bf4", "d5", "Nd2",
		"Bf5", "Qe2", "c6", "Re1", "Nd6", "Bxd6", "Qxd6", "Qe8+",
		"Rxe8", "Rxe8+",
	};
	struct sink	*k = calloc(1, sizeof *k);
	struct log	*l = malloc(sizeof *l);
	struct record_writer w;
	struct position	 pos;
	struct undo	 u;
	const char	*line, *nl;
	uint16_t	 m;
	size_t		 i;

	(void)state;
	assert_non_null(k);
	assert_non_null(l);
	board_start(&pos);
	record_writer_init(&w, sink_out, k);
	record_writer_tags(&w, tags, sizeof tags / sizeof tags[0]);
	for (i = 0; i < sizeof game / sizeof game[0]; i++) {
		assert_int_equal(notation_read(&pos, game[i], strlen(game[i]),
		    LANG_EN, &m, NULL), NOTATION_OK);
		record_writer_move(&w, game[i], pos.fullmove,
		    pos.side, i % 5 == 0 ?
		    (int64_t)(5400 - (int64_t)i * 7) * 1000 : -1);
		board_make(&pos, m, &u);
		assert_true(board_ok(&pos));
	}
	record_writer_result(&w, "1-0");
	/* The Seven Tag Roster first, in order, the rest after. */
	assert_true(strncmp(k->text, "[Event \"Open\"]\n[Site \"?\"]\n"
	    "[Date \"????.??.??\"]\n[Round \"?\"]\n"
	    "[White \"Rossi \\\"il Nero\\\"\"]\n[Black \"Bi\\\\anchi\"]\n"
	    "[Result \"1-0\"]\n[ECO \"C65\"]\n\n1. e4 {[%clk 1:30:00]} 1... e5 "
	    "2. Nf3", 154) == 0);
	/* No line longer than 80 columns; the game ends with a blank line. */
	for (line = k->text; (nl = strchr(line, '\n')) != NULL; line = nl + 1)
		assert_true(nl - line <= 80);
	assert_true(k->len > 2 && strcmp(k->text + k->len - 5, "1-0\n\n") == 0);
	/* Read back: the same moves, clocks and tags. */
	read_text(k->text, k->len, 5, LANG_EN, l);
	if (l->errors != 0 || l->moves != sizeof game / sizeof game[0])
		fail_msg("%s\n%s", k->text, l->text);
	assert_int_equal(l->games, 1);
	assert_int_equal(l->errors, 0);
	assert_int_equal(l->moves, sizeof game / sizeof game[0]);
	assert_int_equal(l->clocks, 8);
	assert_int_equal(l->clk[1], (5400 - 35) * 1000);
	assert_non_null(strstr(l->text, "[White=Rossi \"il Nero\"]"));
	assert_non_null(strstr(l->text, "[Black=Bi\\anchi]"));
	assert_non_null(strstr(l->text, " Qe8+ Rxe8 <5155000,-1> Rxe8+ }1-0\n"));
	free(k);
	free(l);
}

/* The app's messages: file:game N (White-Black):move M: 'text': reason,
 * through the chess kind's record reader (gamekind.h). */
static char	*message;

static bool
on_error(void *arg, const struct game_record_event *ev)
{
	const struct game_kind	*kind = arg;

	if (ev->pos != NULL)
		assert_true(kind->pos_ok(ev->pos));
	if (ev->type == GAME_RECORD_ERROR && message == NULL)
		message = recordfile_error(kind, "x.pgn", ev, "Rossi",
		    "Bianchi");
	return true;
}

static void
expect_message(const char *text, const char *want)
{
	const struct game_kind	*kind = gamekind_find("chess");
	void			*r;

	message = NULL;
	r = kind->record_open(kind->lang_find("it"), GAME_RECORD_MOVES,
	    on_error, (void *)(uintptr_t)kind);
	assert_non_null(r);
	kind->record_feed(r, text, strlen(text));
	kind->record_close(r);
	assert_non_null(message);
	assert_string_equal(message, want);
	free(message);
}

/* Games counted through the kind's reader. */
struct counts {
	unsigned	games, errors;
};

static bool
count_event(void *arg, const struct game_record_event *ev)
{
	struct counts	*c = arg;

	c->games += ev->type == GAME_RECORD_END;
	c->errors += ev->type == GAME_RECORD_ERROR;
	return true;
}

static void
test_messages(void **state)
{
	const struct game_kind	*kind = gamekind_find("chess");
	struct counts		 c = { 0, 0 };
	FILE			*fp;
	void			*r;
	char			*cause = NULL, path[1024];

	(void)state;
	expect_message("1. e4 e5 2. Ke3 *",
	    "x.pgn:game 1 (Rossi-Bianchi):move 2: 'Ke3': illegal move");
	expect_message("[FEN \"4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1\"] 1. Cd2 *",
	    "x.pgn:game 1 (Rossi-Bianchi):move 1: 'Cd2': ambiguous move "
	    "(candidates: Nbd2, Nfd2)");
	expect_message("1. e4 e5 2. Nf3?? Nc6 3. Bb5 a6 4. Bxz6 *",
	    "x.pgn:game 1 (Rossi-Bianchi):move 4: 'Bxz6': unreadable move at "
	    "byte 3");
	expect_message("1. e4 {open",
	    "x.pgn:game 1 (Rossi-Bianchi):move 1: '': input ends inside a tag, "
	    "comment or variation");
	/* A whole file through stdio, as validate reads it. */
	snprintf(path, sizeof path, "%s/tricky.pgn", TESTS_DATA);
	fp = fopen(path, "rb");
	assert_non_null(fp);
	r = kind->record_open(kind->lang_find("it"), 0, count_event, &c);
	assert_non_null(r);
	assert_int_equal(recordfile_feed(kind, r, fp, path, &cause), 0);
	kind->record_close(r);
	fclose(fp);
	assert_null(cause);
	assert_int_equal(c.games, 4);
	assert_int_equal(c.errors, 1);
}

int
main(void)
{
	const struct CMUnitTest tests[] = {
		cmocka_unit_test(test_tricky_file),
		cmocka_unit_test(test_movetext_forms),
		cmocka_unit_test(test_errors),
		cmocka_unit_test(test_truncated),
		cmocka_unit_test(test_writer),
		cmocka_unit_test(test_declared_letters),
		cmocka_unit_test(test_messages),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
