/*
 * pgn.c: the PGN reader: what is chess's in it, over the syntax PGN shares
 * with PDN (recordread.c, which calls the hooks below): results, move
 * numbers by the position's fullmove, annotation glyphs, the FEN tag,
 * the moves (read_move(): each token is matched to a legal move at once,
 * in the reader's language or PGN's English), the clocks [%clk] and
 * [%emt], and the promotion d8(D), which a ( after a rank 1 or 8 inside a
 * token may be.  Writing is record.c's, for every game.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "chess/pgn.h"

_Static_assert(PGN_TOKEN_MAX <= RECORD_TOKEN_MAX, "token room");
_Static_assert(PGN_CMD_MAX <= RECORD_CMD_MAX, "command room");
_Static_assert(PGN_NAME_MAX == RECORD_NAME_MAX &&
    PGN_VALUE_MAX == RECORD_VALUE_MAX, "tag room");

/* Bytes of annotation glyph tokens: ! ? +- = +/- and the like. */
static const bool annotation_byte[256] = {
	['!'] = true, ['?'] = true, ['+'] = true, ['-'] = true, ['='] = true,
	['/'] = true, ['#'] = true, ['~'] = true, ['<'] = true, ['>'] = true,
};

const char *
pgn_strerror(enum pgn_error e)
{
	static const char *const text[PGN_ERROR_NB] = {
		[PGN_OK] = "ok",
		[PGN_E_MOVE_UNREADABLE] = "unreadable move",
		[PGN_E_MOVE_ILLEGAL] = "illegal move",
		[PGN_E_MOVE_AMBIGUOUS] = "ambiguous move",
		[PGN_E_FEN] = "bad FEN tag",
		[PGN_E_TOKEN_TOO_LONG] = "token too long",
		[PGN_E_TAG] = "malformed tag pair",
		[PGN_E_UNBALANCED] = "unbalanced parenthesis",
		[PGN_E_TRUNCATED] = "input ends inside a tag, comment or variation",
		[PGN_E_NO_RESULT] = "game without a result",
	};

	if ((unsigned)e >= PGN_ERROR_NB)
		return "unknown error";
	return text[e];
}

/* The reader of a hook: rr is its first member. */
static struct pgn_reader *
reader(struct record_reader *rr)
{
	return (struct pgn_reader *)rr;
}

static bool
emit(struct pgn_reader *r, struct pgn_event *ev)
{
	ev->game = r->rr.game;
	ev->move_number = r->pos.fullmove;
	ev->pos = &r->pos;
	return r->fn(r->arg, ev);
}

/* Report the first error of a game; later ones are consequences. */
static void
fail(struct pgn_reader *r, enum pgn_error e, const char *text,
    const struct notation_fail *nf)
{
	struct pgn_event	ev;

	if (r->rr.failed)
		return;
	r->rr.failed = true;
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_ERROR;
	ev.error = e;
	ev.text = text;
	ev.fail = nf;
	ev.clk_ms = ev.emt_ms = -1;
	emit(r, &ev);
}

static void
syntax_error(struct record_reader *rr, enum record_error e, const char *text)
{
	static const enum pgn_error	pe[] = {
		[RECORD_E_TOKEN_TOO_LONG] = PGN_E_TOKEN_TOO_LONG,
		[RECORD_E_TAG] = PGN_E_TAG,
		[RECORD_E_UNBALANCED] = PGN_E_UNBALANCED,
		[RECORD_E_BRACE] = PGN_E_UNBALANCED,	/* not asked for */
		[RECORD_E_TRUNCATED] = PGN_E_TRUNCATED,
		[RECORD_E_NO_RESULT] = PGN_E_NO_RESULT,
	};

	fail(reader(rr), pe[e], text, NULL);
}

/* The game's start without a FEN tag: Art. 2, or its Chess960 twin. */
static void
start(struct pgn_reader *r)
{
	if (r->game960)
		board_start_960(&r->pos, CHESS960_CLASSIC);
	else
		board_start(&r->pos);
}

static void
game_begin(struct record_reader *rr)
{
	struct pgn_reader	*r = reader(rr);

	r->game_lang = -1;
	r->game960 = r->chess960;
	start(r);
}

/* The Variant tag's names of Chess960, as PGN writers spell them
 * (LiveChess: "Fischerandom"); any case. */
static bool
variant_960(const char *v)
{
	static const char *const names[] = { "chess960", "chess 960",
	    "fischerandom", "fischer random", "fischerrandom", "frc", "960" };
	size_t	i, k;

	for (i = 0; i < sizeof names / sizeof names[0]; i++) {
		for (k = 0; names[i][k] != '\0'; k++)
			if (v[k] == '\0' || (v[k] | 0x20) != names[i][k])
				break;
		if (names[i][k] == '\0' && v[k] == '\0')
			return true;
	}
	return false;
}

/* The tags are over: set up the position (FEN tag) and say so. */
static void
moves_begin(struct record_reader *rr)
{
	struct pgn_reader	*r = reader(rr);
	struct pgn_event	 ev;

	if (rr->fen[0] != '\0' && fen_read_flags(&r->pos, rr->fen, NULL,
	    r->game960 ? FEN_READ_960 : 0) != FEN_OK) {
		start(r);
		fail(r, PGN_E_FEN, rr->fen, NULL);
		return;
	}
	if (rr->fen[0] == '\0' && r->game960 && !r->pos.chess960)
		start(r);	/* the Variant tag came after game_begin */
	assert(board_ok(&r->pos));
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_MOVETEXT;
	ev.clk_ms = ev.emt_ms = -1;
	if (!emit(r, &ev))
		rr->failed = true;
}

static void
game_end(struct record_reader *rr, const char *result)
{
	struct pgn_event	ev;

	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_GAME_END;
	ev.text = result;
	ev.clk_ms = ev.emt_ms = -1;
	emit(reader(rr), &ev);
}

static bool
is_result(const char *t, size_t len)
{
	switch (len) {
	case 1:
		return t[0] == '*';
	case 3:
		return t[1] == '-' && ((t[0] == '1' && t[2] == '0') ||
		    (t[0] == '0' && t[2] == '1'));
	case 7:
		return strcmp(t, "1/2-1/2") == 0;
	default:
		return false;
	}
}

/* The length of a UTF-8 annotation glyph at t: † ‡ ± ∓ ∞ ⩲ ⩱, or 0. */
static size_t
glyph(const char *t)
{
	static const char *const glyphs[] = {
		"\xe2\x80\xa0", "\xe2\x80\xa1", "\xc2\xb1", "\xe2\x88\x93",
		"\xe2\x88\x9e", "\xe2\xa9\xb2", "\xe2\xa9\xb1"
	};
	size_t	i, n;

	for (i = 0; i < sizeof glyphs / sizeof glyphs[0]; i++) {
		n = strlen(glyphs[i]);
		if (strncmp(t, glyphs[i], n) == 0)
			return n;
	}
	return 0;
}

/* Tokens that only annotate: ! ? !? +- = +/- e.p. and the like. */
static bool
is_annotation(const char *t)
{
	size_t	n;

	if (!annotation_byte[(unsigned char)t[0]] && t[0] != 'e' &&
	    (unsigned char)t[0] < 0x80)
		return false;
	if (strcmp(t, "e.p.") == 0 || strcmp(t, "ep") == 0 ||
	    strcmp(t, "e.p") == 0)
		return true;					/* E9 */
	if (strcmp(t, "--") == 0)
		return false;		/* a null move: no move of the Laws */
	while (*t != '\0') {
		if (annotation_byte[(unsigned char)*t])
			t++;
		else if ((n = glyph(t)) != 0)
			t += n;
		else
			return false;
	}
	return true;
}

/*
 * The letters of a game (E3: each player may write the initials of his
 * own language; PGN's own are English).
 *
 * Without --lang (the reader's language English) a move is English SAN
 * only, as the PGN standard writes it: German "Sf3" is unreadable.
 *
 * With --lang L the arbiter has declared L, and a move is read as
 * "arbiter-cli san --lang L" reads it (notation_read()): with L's letters,
 * and with English only when L gives no legal move at all (the text is
 * unreadable in L, or no legal move matches), and then only as exactly
 * one legal move.  A text that both sets read as different legal moves is
 * L's: Dutch "Pf3" is the knight (paard), not f2-f3; Estonian "Rh3" the
 * knight (ratsu), not the rook; Russian "Kd2" the knight (kon'), not the
 * king.
 *
 * A game is written in one set of letters, L or English.  The first of
 * its texts that the two sets read differently (not "e4", "0-0", "exd5",
 * which are the same move in both) settles which, for the rest of the
 * game: L if L reads it (so a text read both ways commits the game to L,
 * and a later English "Nc6" in it is one move through the fallback, not a
 * change of letters), English if only English does.  A game settled as
 * English reads English first and L only where English gives no legal
 * move: the English SAN of a game read with --lang it, shown English by
 * its "Nf3", keeps its later "Rf1" a rook move though the king could go
 * to f1.  But where an English game's first such text reads both ways it
 * is L's, as declared (with --lang de, 3... Bf5 is f7-f5, the German pawn
 * letter; with --lang ro, Nd2 the Romanian bishop): English files are
 * read without --lang.
 */
static enum notation_error
read_unsettled(struct pgn_reader *r, const char *t, size_t len, uint16_t *m,
    struct notation_fail *nf)
{
	enum notation_error	e, eo;
	uint16_t		mo;

	e = notation_read_only(&r->pos, t, len, r->lang, m, nf);
	if (e == NOTATION_AMBIGUOUS)
		return e;		/* as san: L's ambiguity, no fallback */
	eo = notation_read_only(&r->pos, t, len, LANG_EN, &mo, NULL);
	if (e == NOTATION_OK) {
		if (eo != NOTATION_OK || mo != *m)
			r->game_lang = (int)r->lang;
		return e;
	}
	if (eo == NOTATION_OK) {
		r->game_lang = LANG_EN;
		*m = mo;
		return eo;
	}
	return notation_read(&r->pos, t, len, r->lang, m, nf);	/* why */
}

static enum notation_error
read_move(struct pgn_reader *r, const char *t, size_t len, uint16_t *m,
    struct notation_fail *nf)
{
	enum notation_error	e;
	enum notation_lang	first, other;
	uint16_t		mo;

	if (r->lang == LANG_EN)
		return notation_read_only(&r->pos, t, len, LANG_EN, m, nf);
	if (r->game_lang < 0)
		return read_unsettled(r, t, len, m, nf);
	first = (enum notation_lang)r->game_lang;
	other = first == LANG_EN ? r->lang : LANG_EN;
	e = notation_read_only(&r->pos, t, len, first, m, nf);
	if ((e == NOTATION_UNREADABLE || e == NOTATION_NO_MATCH) &&
	    notation_read_only(&r->pos, t, len, other, &mo, NULL) ==
	    NOTATION_OK) {
		*m = mo;
		e = NOTATION_OK;
	}
	return e;
}

/* A move of the mainline, read at once and played. */
static void
play(struct record_reader *rr, const char *t, size_t len)
{
	struct pgn_reader	*r = reader(rr);
	struct notation_fail	nf;
	struct pgn_event	ev;
	struct undo		u;
	enum notation_error	e;
	uint16_t		m;

	if (rr->failed)
		return;
	e = read_move(r, t, len, &m, &nf);
	if (e != NOTATION_OK) {
		fail(r, e == NOTATION_UNREADABLE ? PGN_E_MOVE_UNREADABLE :
		    e == NOTATION_AMBIGUOUS ? PGN_E_MOVE_AMBIGUOUS :
		    PGN_E_MOVE_ILLEGAL, t, &nf);
		return;
	}
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_MOVE;
	ev.text = t;
	ev.move = m;
	ev.clk_ms = ev.emt_ms = -1;
	if (!emit(r, &ev)) {
		rr->failed = true;
		return;
	}
	board_make(&r->pos, m, &u);		/* asserts board_ok itself */
	rr->any_move = true;
}

/* [%clk 1:23:45] and [%emt 0:00:12.5] -> milliseconds, or -1. */
static int64_t
parse_hms(const char *s)
{
	int64_t	v = 0, part = 0;
	int	fields = 0;

	while (*s == ' ')
		s++;
	for (;; s++) {
		if (*s >= '0' && *s <= '9') {
			if (part > 100000)
				return -1;
			part = part * 10 + (*s - '0');
		} else if (*s == ':' || *s == '.' || *s == '\0' || *s == ' ') {
			v = v * 60 + part;
			part = 0;
			if (++fields > 3)
				return -1;
			if (*s != ':')
				break;
		} else
			return -1;
	}
	return v * 1000 + record_fraction_ms(&s);
}

static void
command(struct record_reader *rr, const char *cmd)
{
	struct pgn_reader	*r = reader(rr);

	if (strncmp(cmd, "clk ", 4) == 0)
		r->clk_ms = parse_hms(cmd + 4);
	else if (strncmp(cmd, "emt ", 4) == 0)
		r->emt_ms = parse_hms(cmd + 4);
}

/* The clocks of a comment go with the mainline move before it. */
static void
comment_end(struct record_reader *rr)
{
	struct pgn_reader	*r = reader(rr);
	struct pgn_event	 ev;

	if ((r->clk_ms >= 0 || r->emt_ms >= 0) && rr->depth == 0 &&
	    rr->in_moves && rr->any_move && !rr->failed) {
		memset(&ev, 0, sizeof ev);
		ev.type = PGN_EV_CLOCK;
		ev.clk_ms = r->clk_ms;
		ev.emt_ms = r->emt_ms;
		if (!emit(r, &ev))
			rr->failed = true;
	}
	r->clk_ms = r->emt_ms = -1;
}

static void
tag(struct record_reader *rr, const char *name, const char *value)
{
	struct pgn_event	ev;

	if (strcmp(name, "Variant") == 0 && variant_960(value))
		reader(rr)->game960 = true;			/* II */
	memset(&ev, 0, sizeof ev);
	ev.type = PGN_EV_TAG;
	ev.name = name;
	ev.text = value;
	ev.clk_ms = ev.emt_ms = -1;
	if (!emit(reader(rr), &ev))
		rr->failed = true;
}

static const struct record_syntax pgn_syntax = {
	.token_max = PGN_TOKEN_MAX,
	.cmd_max = PGN_CMD_MAX,
	.paren_after = "18",		/* d8(D): a promotion, not a variation */
	.is_result = is_result,
	.game_begin = game_begin,
	.moves_begin = moves_begin,
	.game_end = game_end,
	.is_annotation = is_annotation,
	.move = play,
	.tag = tag,
	.command = command,
	.comment_end = comment_end,
	.error = syntax_error,
};

void
pgn_reader_init(struct pgn_reader *r, enum notation_lang lang,
    pgn_event_fn *fn, void *arg)
{
	memset(r, 0, sizeof *r);
	record_reader_init(&r->rr, &pgn_syntax);
	r->fn = fn;
	r->arg = arg;
	r->lang = lang;
	r->clk_ms = r->emt_ms = -1;
	board_start(&r->pos);
}

void
pgn_reader_feed(struct pgn_reader *r, const char *buf, size_t len)
{
	record_reader_feed(&r->rr, buf, len);
}

void
pgn_reader_finish(struct pgn_reader *r)
{
	record_reader_finish(&r->rr);
}
