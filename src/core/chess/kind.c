/*
 * kind.c: chess as a game kind (gamekind.h), the adapter between the
 * chess core and everything that sees positions and moves as opaque.
 *
 * A struct game_pos holds a struct position; it is copied in and out
 * with memcpy (a plain value either way, and no type punning), which
 * costs nothing measurable next to what each operation does.  A move is
 * the chess core's 16-bit move in a 64-bit value.  The languages are the
 * notation module's (notation.h), 0 being English, the journal's.
 *
 * The chess rules the rulings ask about live here: checkmate (5.1a),
 * stalemate (5.2a), the dead position (5.2b, 9.6, through dead.h), the
 * 9.2 repetition key (1952: pieces and side only, 12.3), the 9.3 count,
 * and the illegal move as made on the board (asmade.h).
 *
 * Chess960 (Guidelines II) is a second table, chess960_kind, sharing
 * every operation but the start (numbered, II.1), the FEN read (X-FEN and
 * Shredder-FEN) and the PGN reader's: its positions carry the chess960
 * mark, and the chess core does the rest (castling by II.3).
 */
#include "config.h"

#include <stdlib.h>
#include <string.h>

#include "chess/asmade.h"
#include "chess/board.h"
#include "chess/dead.h"
#include "chess/notation.h"
#include "chess/pgn.h"
#include "edition.h"
#include "gamekind.h"
#include "gamerecord.h"
#include "record.h"

_Static_assert(sizeof(struct position) <= GAME_POS_BYTES,
    "a chess position fits a game_pos");
_Static_assert(FEN_MAX <= GAME_POS_TEXT_MAX, "a FEN fits");
_Static_assert(NOTATION_MAX <= GAME_MOVE_TEXT_MAX, "a move fits");
_Static_assert(MAX_MOVES <= GAME_MOVES_MAX, "the legal moves fit");
_Static_assert(NOTATION_MAX_CANDIDATES <= GAME_CANDIDATES_MAX,
    "the candidates fit");
_Static_assert(DEAD_WITNESS_MAX <= GAME_LINE_MAX, "a witness fits");

static void
load(const struct game_pos *gp, struct position *pos)
{
	memcpy(pos, gp->bytes, sizeof *pos);
}

static void
store(const struct position *pos, struct game_pos *gp)
{
	memcpy(gp->bytes, pos, sizeof *pos);
	/* The rest is no chess: zero, so that copies of it are defined. */
	memset(gp->bytes + sizeof *pos, 0, sizeof *gp - sizeof *pos);
}

static void
chess_start(struct game_pos *gp)
{
	struct position	pos;

	board_start(&pos);		/* Art. 2 */
	store(&pos, gp);
}

/* Why a FEN was refused, in words. */
static const char *
chess_fen_error(enum fen_error e)
{
	static const char *const texts[FEN_ERROR_NB] = {
		[FEN_OK] = "ok",
		[FEN_BAD_PLACEMENT] = "bad piece placement",
		[FEN_BAD_SIDE] = "bad side to move",
		[FEN_BAD_CASTLING] = "bad castling field",
		[FEN_BAD_EP] = "bad en-passant field",
		[FEN_BAD_CLOCK] = "bad move clocks",
		[FEN_KINGS] = "not exactly one king per side",
		[FEN_PAWN_RANK] = "pawn on the first or last rank",
		[FEN_OPPONENT_IN_CHECK] = "the side not to move is in check",
		[FEN_CASTLING_RIGHTS] =
		    "castling right without king and rook at home",
		[FEN_EP_SQUARE] = "en-passant square inconsistent with the board",
		[FEN_TOO_MANY_PIECES] = "too many pieces",
	};

	return e < FEN_ERROR_NB ? texts[e] : "?";
}

static enum game_pos_read
read_fen(struct game_pos *gp, const char *text, size_t *where,
    const char **why, unsigned flags)
{
	struct position		pos;
	size_t			at = 0;
	enum fen_error		e;
	enum game_pos_read	r = GAME_POS_OK;

	/* A perft suite may hold a position with the side not to move in
	 * check: its moves can be listed, but no game reaches it. */
	if ((e = fen_read_flags(&pos, text, &at, flags)) ==
	    FEN_OPPONENT_IN_CHECK && fen_read_flags(&pos, text, NULL,
	    flags | FEN_READ_LAX) == FEN_OK)
		r = GAME_POS_UNREACHABLE;
	else if (e != FEN_OK)
		r = GAME_POS_BAD;
	if (where != NULL)
		*where = at;
	if (why != NULL)
		*why = chess_fen_error(e);
	if (r != GAME_POS_BAD)
		store(&pos, gp);
	return r;
}

static enum game_pos_read
chess_pos_read(struct game_pos *gp, const char *text, size_t *where,
    const char **why)
{
	return read_fen(gp, text, where, why, 0);
}

/* II: X-FEN or Shredder-FEN castling rights. */
static enum game_pos_read
chess960_pos_read(struct game_pos *gp, const char *text, size_t *where,
    const char **why)
{
	return read_fen(gp, text, where, why, FEN_READ_960);
}

static bool
chess960_start_number(struct game_pos *gp, unsigned number)
{
	struct position	pos;

	if (!board_start_960(&pos, number))	/* II.1 */
		return false;
	store(&pos, gp);
	return true;
}

static void
chess960_start(struct game_pos *gp)
{
	chess960_start_number(gp, CHESS960_CLASSIC);
}

static size_t
chess_pos_write(const struct game_pos *gp, char *buf)
{
	struct position	pos;

	load(gp, &pos);
	return fen_write(&pos, buf);
}

static bool
chess_pos_ok(const struct game_pos *gp)
{
	struct position	pos;

	load(gp, &pos);
	return board_ok(&pos);
}

static int
chess_side(const struct game_pos *gp)
{
	struct position	pos;

	load(gp, &pos);
	return pos.side;
}

static unsigned
chess_move_number(const struct game_pos *gp)
{
	struct position	pos;

	load(gp, &pos);
	return pos.fullmove;
}

static int
chess_lang_find(const char *iso)
{
	return notation_lang_find(iso);
}

static size_t
chess_lang_letters(int lang, char *buf)
{
	return notation_lang_letters((enum notation_lang)lang, buf);
}

/* An unreadable text that starts with a letter no language reads here. */
static bool
chess_bad_letter(const char *text, size_t len, size_t where)
{
	return where == 0 && len > 0 && text[0] >= 'A' && text[0] <= 'Z' &&
	    text[0] != 'O';
}

static enum game_read
chess_read_error(enum notation_error e, const char *text, size_t len,
    const struct notation_fail *nf, struct game_read_fail *fail)
{
	size_t	i;

	if (e == NOTATION_OK)
		return GAME_READ_OK;
	if (fail != NULL) {
		fail->where = nf->where;
		fail->ncandidates = e == NOTATION_AMBIGUOUS ?
		    nf->ncandidates : 0;
		for (i = 0; i < fail->ncandidates; i++)
			fail->candidates[i] = nf->candidates[i];
	}
	switch (e) {
	case NOTATION_OK:
		return GAME_READ_OK;
	case NOTATION_UNREADABLE:
		return chess_bad_letter(text, len, nf->where) ?
		    GAME_READ_LETTER : GAME_READ_UNREADABLE;
	case NOTATION_AMBIGUOUS:
		return GAME_READ_AMBIGUOUS;
	default:
		return GAME_READ_ILLEGAL;	/* Art. 3 */
	}
}

/*
 * Whether m takes the king: only on a board where an illegal move left
 * the mover's king in check (B6, C3), which the generator, for perft's
 * sake, does not look at.  No move takes a king (1.2): the opponent moves
 * on, and the illegal move then stands.
 */
static bool
chess_takes_king(const struct position *pos, uint16_t m)
{
	return pos->squares[MOVE_TO(m)] == PIECE_MAKE(pos->side ^ 1, KING);
}

static enum game_read
chess_move_read(const struct game_pos *gp, const char *text, size_t len,
    int lang, uint64_t *move, struct game_read_fail *fail)
{
	struct position		pos;
	struct notation_fail	nf;
	enum notation_error	e;
	uint16_t		m;

	load(gp, &pos);
	nf.where = 0;
	nf.ncandidates = 0;
	e = notation_read(&pos, text, len, (enum notation_lang)lang, &m, &nf);
	if (e == NOTATION_OK && chess_takes_king(&pos, m))
		e = NOTATION_NO_MATCH;
	*move = e == NOTATION_OK ? m : GAME_MOVE_NONE;
	return chess_read_error(e, text, len, &nf, fail);
}

static size_t
chess_move_write(const struct game_pos *gp, uint64_t move,
    enum game_style style, int lang, char *buf)
{
	static const enum notation_style styles[] = {
		[GAME_STYLE_JOURNAL] = NOTATION_SAN,
		[GAME_STYLE_SHEET] = NOTATION_FIDE,
		[GAME_STYLE_EXPORT] = NOTATION_SAN,
		[GAME_STYLE_FIGURINE] = NOTATION_FIGURINE,
		[GAME_STYLE_LONG] = NOTATION_LONG,
		[GAME_STYLE_COORD] = NOTATION_UCI,
	};
	struct position	pos;

	load(gp, &pos);
	return notation_write(&pos, (uint16_t)move, styles[style],
	    (enum notation_lang)lang, buf);
}

static size_t
chess_legal_moves(const struct game_pos *gp, uint64_t *moves)
{
	struct position	pos;
	uint16_t	list[MAX_MOVES];
	size_t		i, k, n;

	load(gp, &pos);
	n = board_legal_moves(&pos, list);
	for (i = k = 0; i < n; i++)
		if (!chess_takes_king(&pos, list[i]))
			moves[k++] = list[i];
	return k;
}

static void
chess_play(struct game_pos *gp, uint64_t move)
{
	struct position	pos;
	struct undo	u;

	load(gp, &pos);
	board_make(&pos, (uint16_t)move, &u);
	store(&pos, gp);
}

static uint64_t
chess_perft(const struct game_pos *gp, int depth)
{
	struct position	pos;

	load(gp, &pos);
	return board_perft(&pos, depth);
}

static uint64_t
chess_key(const struct game_pos *gp, int equal)
{
	struct position	pos;

	load(gp, &pos);
	/* 9.2: the same possible moves; 1952 12.3: pieces and side only. */
	return equal == EDITION_EQUAL_PIECES ? board_key_1952(&pos) :
	    board_repetition_key(&pos);
}

static void
chess_outcome(const struct game_pos *gp, const struct edition *ed,
    struct game_end *end)
{
	struct position	pos;

	(void)ed;
	load(gp, &pos);
	memset(end, 0, sizeof *end);
	if (board_is_checkmate(&pos)) {			/* 5.1a */
		end->law = LAW_CHECKMATE;
		end->points2[pos.side] = 0;
		end->points2[pos.side ^ 1] = 2;
		return;
	}
	if (board_is_stalemate(&pos)) {			/* 5.2a */
		end->law = LAW_STALEMATE;
		end->points2[0] = end->points2[1] = 1;
	}
}

static const enum game_verdict	chess_verdicts[] = {
	[DEAD_NO] = GAME_VERDICT_NO, [DEAD_YES] = GAME_VERDICT_YES,
	[DEAD_UNKNOWN] = GAME_VERDICT_UNKNOWN,
};

static enum game_verdict
chess_dead(const struct game_pos *gp, uint64_t budget)
{
	struct position	pos;

	load(gp, &pos);
	return chess_verdicts[dead_position(&pos, budget)];	/* 5.2b, 9.6 */
}

static enum game_verdict
chess_can_win(const struct game_pos *gp, int side, uint64_t budget,
    uint64_t *line, size_t *len)
{
	struct position		pos;
	uint16_t		witness[DEAD_WITNESS_MAX];
	size_t			n = 0, i;
	enum dead_answer	a;

	load(gp, &pos);
	/* 6.10 and the rest: checkmate by any series of legal moves. */
	a = dead_can_mate(&pos, (enum color)side, budget,
	    line != NULL ? witness : NULL, line != NULL ? &n : NULL);
	for (i = 0; line != NULL && i < n; i++)
		line[i] = witness[i];
	if (len != NULL)
		*len = line != NULL ? n : 0;
	return chess_verdicts[a];
}

static void
chess_can_win_both(const struct game_pos *gp, uint64_t budget,
    enum game_verdict verdict[2], uint64_t *line[2], size_t len[2])
{
	struct position		pos;
	uint16_t		witness[2][DEAD_WITNESS_MAX];
	uint16_t		*w[2] = { witness[0], witness[1] };
	enum dead_answer	a[2];
	size_t			n[2] = { 0, 0 }, i;
	int			c;

	load(gp, &pos);
	dead_can_mate_both(&pos, budget, a, w, n);	/* one walk for both */
	for (c = 0; c < 2; c++) {
		verdict[c] = chess_verdicts[a[c]];
		for (i = 0; line != NULL && line[c] != NULL && i < n[c]; i++)
			line[c][i] = witness[c][i];
		if (len != NULL)
			len[c] = n[c];
	}
}

static bool
chess_claim_holds(enum law claim, const struct game_pos *after,
    unsigned count, const struct edition *ed)
{
	struct position	pos;

	load(after, &pos);
	switch (claim) {
	case LAW_REPETITION:				/* 9.2 */
	case LAW_REPETITION_WRITTEN:
		return count >= edition_param(ed, EDITION_REPETITION_COUNT);
	case LAW_FIFTY:					/* 9.3 */
	case LAW_FIFTY_WRITTEN:
		return pos.halfmove >= edition_param(ed, EDITION_FIFTY_PLIES);
	case LAW_AUTO_SEVENTY_FIVE:			/* 2023 9.6.2 */
		return edition_param(ed, EDITION_AUTO_QUIET_PLIES) > 0 &&
		    pos.halfmove >= edition_param(ed, EDITION_AUTO_QUIET_PLIES);
	default:
		return false;
	}
}

static enum game_read
chess_as_made(const struct game_pos *gp, const char *text, size_t len,
    int lang, struct game_pos *after, enum game_made *made, char *canon)
{
	static const enum game_made made_of[] = {
		[ASMADE_REACHABLE] = GAME_MADE_REACHABLE,
		[ASMADE_IN_CHECK] = GAME_MADE_IN_CHECK,
		[ASMADE_BROKEN] = GAME_MADE_BROKEN,
		[ASMADE_KINGS] = GAME_MADE_KINGS,
	};
	struct position		pos, out;
	size_t			where = 0;
	enum notation_error	e;
	enum asmade_board	board = ASMADE_BROKEN;

	_Static_assert(ASMADE_TEXT_MAX <= GAME_MOVE_TEXT_MAX, "fits");
	load(gp, &pos);
	e = asmade_read(&pos, text, len, (enum notation_lang)lang, &out,
	    &board, canon, &where);			/* 7.4, B6, C3 */
	*made = made_of[board];
	if (e == NOTATION_UNREADABLE)
		return chess_bad_letter(text, len, where) ? GAME_READ_LETTER :
		    GAME_READ_UNREADABLE;
	if (e != NOTATION_OK)
		return GAME_READ_NO_PIECE;
	store(&out, after);
	return GAME_READ_OK;
}

static uint64_t
chess_promotion_unfinished(const struct game_pos *gp, const char *text,
    size_t len, int lang)
{
	struct position	pos;

	load(gp, &pos);
	return asmade_promotion_queen(&pos, text, len,
	    (enum notation_lang)lang);			/* 2023 7.5.2 */
}

static void
chess_diagram(const struct game_pos *gp, struct game_diagram *d)
{
	struct position	pos;
	int		r, f;
	uint8_t		p;

	load(gp, &pos);
	memset(d, 0, sizeof *d);
	d->rows = d->cols = 8;
	for (r = 0; r < 8; r++) {			/* 2.1: White below */
		d->row_label[r][0] = (char)('8' - r);
		d->col_label[r][0] = (char)('a' + r);
		for (f = 0; f < 8; f++) {
			p = pos.squares[SQ_MAKE(f, 7 - r)];
			d->cell[r][f] = p == EMPTY ? GAME_CELL_EMPTY : p;
		}
	}
}

static const char *
chess_glyph(uint8_t piece, bool unicode, int lang, char buf[8])
{
	/* U+2654.. White K Q R B N P, U+265A.. Black; by enum piece_type. */
	static const char *const figurines[2][PIECE_TYPE_NB] = {
		{ "\u2659", "\u2658", "\u2657", "\u2656", "\u2655", "\u2654" },
		{ "\u265f", "\u265e", "\u265d", "\u265c", "\u265b", "\u265a" },
	};
	enum color	c = PIECE_COLOR(piece);
	enum piece_type	t = PIECE_TYPE(piece);

	if (unicode)
		return figurines[c][t];
	buf[0] = notation_piece_letter((enum notation_lang)lang, t);
	if (c == BLACK && buf[0] >= 'A' && buf[0] <= 'Z')
		buf[0] = (char)(buf[0] - 'A' + 'a');
	buf[1] = '\0';
	return buf;
}

/* PGN through the game kind's records (gamerecord.h). */
struct chess_record {
	struct pgn_reader	 r;
	struct gamerecord	 gr;
	enum notation_lang	 lang;
};

static enum game_read
chess_record_read(enum pgn_error e)
{
	switch (e) {
	case PGN_E_MOVE_UNREADABLE:
		return GAME_READ_UNREADABLE;
	case PGN_E_MOVE_ILLEGAL:
		return GAME_READ_ILLEGAL;
	case PGN_E_MOVE_AMBIGUOUS:
		return GAME_READ_AMBIGUOUS;
	default:
		return GAME_READ_OK;	/* not a move's error */
	}
}

/*
 * GAME_RECORD_CHECK: m written in style and lang reads back as m; else
 * the reason, "written as 'Cf3' (it) it reads back as another move".
 */
static bool
chess_round_trip(struct chess_record *cr, const struct position *pos,
    uint16_t m, enum notation_style style, enum notation_lang lang)
{
	char			text[NOTATION_MAX];
	uint16_t		back;
	enum notation_error	e;
	size_t			len;
	const char		*parts[6];

	len = notation_write(pos, m, style, lang, text);
	e = notation_read(pos, text, len, lang, &back, NULL);
	if (e == NOTATION_OK && back == m)
		return true;
	parts[0] = "written as '";
	parts[1] = text;
	parts[2] = "' (";
	parts[3] = notation_lang_code(lang);
	parts[4] = ") it reads back as ";
	parts[5] = e == NOTATION_OK ? "another move" : notation_strerror(e);
	gamerecord_reason(&cr->gr, parts, 6);
	return false;
}

static bool
chess_record_event(void *arg, const struct pgn_event *pe)
{
	struct chess_record	*cr = arg;
	struct game_read_fail	 fail;
	size_t			 i;
	bool			 checked = true;

	gamerecord_at(&cr->gr, pe->game, pe->move_number, pe->name, pe->text);
	switch (pe->type) {
	case PGN_EV_MOVE:
		if (cr->gr.flags & GAME_RECORD_CHECK)
			checked = chess_round_trip(cr, pe->pos, pe->move,
			    NOTATION_SAN, LANG_EN) && chess_round_trip(cr,
			    pe->pos, pe->move, NOTATION_FIDE, cr->lang);
		if (!checked || (cr->gr.flags & GAME_RECORD_MOVES))
			store(pe->pos, &cr->gr.pos);
		return gamerecord_move(&cr->gr, pe->move, checked);
	case PGN_EV_TAG:
		return gamerecord_tag(&cr->gr);
	case PGN_EV_GAME_END:
		return gamerecord_end(&cr->gr);
	case PGN_EV_ERROR:
		store(pe->pos, &cr->gr.pos);
		if (pe->fail != NULL) {
			fail.where = pe->fail->where;
			fail.ncandidates = pe->fail->ncandidates;
			for (i = 0; i < pe->fail->ncandidates &&
			    i < GAME_CANDIDATES_MAX; i++)
				fail.candidates[i] = pe->fail->candidates[i];
		}
		return gamerecord_error(&cr->gr, pgn_strerror(pe->error),
		    chess_record_read(pe->error), pe->fail != NULL ? &fail :
		    NULL);
	default:
		return true;	/* the movetext's start, clocks */
	}
}

static void *
chess_record_open(int lang, unsigned flags, game_record_fn *fn, void *arg)
{
	struct chess_record	*cr;

	if ((cr = calloc(1, sizeof *cr)) == NULL)
		return NULL;
	gamerecord_init(&cr->gr, flags, fn, arg);
	cr->lang = (enum notation_lang)lang;
	pgn_reader_init(&cr->r, cr->lang, chess_record_event, cr);
	return cr;
}

/* Every game of the record is Chess960 (II), with or without the tag. */
static void *
chess960_record_open(int lang, unsigned flags, game_record_fn *fn,
    void *arg)
{
	struct chess_record	*cr = chess_record_open(lang, flags, fn, arg);

	if (cr != NULL)
		cr->r.chess960 = true;
	return cr;
}

static void
chess_record_feed(void *reader, const char *buf, size_t len)
{
	struct chess_record	*cr = reader;

	pgn_reader_feed(&cr->r, buf, len);
}

static void
chess_record_close(void *reader)
{
	struct chess_record	*cr = reader;

	if (cr == NULL)
		return;
	pgn_reader_finish(&cr->r);
	free(cr);
}

/* What chess and Chess960 share: all the rules but the start and castling,
 * which the position's chess960 mark decides (II). */
#define CHESS_KIND_SHARED \
	.record = "PGN", \
	.arbitrated = true, \
	.pos_write = chess_pos_write, \
	.pos_ok = chess_pos_ok, \
	.side = chess_side, \
	.move_number = chess_move_number, \
	.lang_find = chess_lang_find, \
	.lang_letters = chess_lang_letters, \
	.move_read = chess_move_read, \
	.move_write = chess_move_write, \
	.legal_moves = chess_legal_moves, \
	.play = chess_play, \
	.perft = chess_perft, \
	.key = chess_key, \
	.outcome = chess_outcome, \
	.dead = chess_dead, \
	.can_win = chess_can_win, \
	.can_win_both = chess_can_win_both, \
	.claim_holds = chess_claim_holds, \
	.promotion_unfinished = chess_promotion_unfinished, \
	.as_made = chess_as_made, \
	.diagram = chess_diagram, \
	.glyph = chess_glyph, \
	.record_style = &record_pgn, \
	.record_feed = chess_record_feed, \
	.record_close = chess_record_close

const struct game_kind chess_kind = {
	.name = "chess",
	CHESS_KIND_SHARED,
	.start = chess_start,
	.pos_read = chess_pos_read,
	.record_open = chess_record_open,
};

const struct game_kind chess960_kind = {
	.name = "chess960",
	CHESS_KIND_SHARED,
	.start = chess960_start,
	.start_number = chess960_start_number,
	.rules_game = "chess",			/* Guidelines II */
	.rules_law = LAW_CHESS960,
	.record_variant = "Chess960",
	.pos_read = chess960_pos_read,
	.record_open = chess960_record_open,
};
