/*
 * kind.c: international draughts as a game kind (gamekind.h), the
 * adapter between the draughts core and everything that sees positions
 * and moves as opaque.
 *
 * A struct game_pos holds the four words of a struct draughts_position
 * and the number of the move about to be made (the PDN FEN has none: a
 * position read starts at move 1), each at a fixed offset and the rest
 * zero, so that a copy is a plain value with no padding left undefined.
 * A move is the core's uint64_t as it is (draughts.h).  The notation is
 * numeric (Art. 8): every language reads and writes it alike, so there
 * is one language, 0, and no piece letter.
 *
 * The rules the rulings ask about: no legal move (6.2.2) and no piece
 * (6.2.3) lose; the key under which positions repeat (6.3b: the same
 * pieces on the same squares, the same side to move); the repetition
 * claim's count (6.3b).  What is not exact yet is said so: whether a
 * side can still win is known only when it has no piece or has already
 * won, and irregularities "as made" (5.6) are a later issue.
 */
#include "config.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/layout.h"
#include "draughts/notation.h"
#include "draughts/pdn.h"
#include "edition.h"
#include "gamekind.h"
#include "gamerecord.h"

/* The layout of a game_pos (offsets in bytes). */
#define DK_PIECES	0	/* uint64_t[2] */
#define DK_KINGS	16	/* uint64_t */
#define DK_SIDE		24	/* uint8_t */
#define DK_NUMBER	28	/* uint32_t */
#define DK_BYTES	32

_Static_assert(DK_BYTES <= GAME_POS_BYTES, "a draughts position fits");
_Static_assert(DRAUGHTS_FEN_MAX <= GAME_POS_TEXT_MAX, "a FEN fits");
_Static_assert(DNOTATION_MAX <= GAME_MOVE_TEXT_MAX, "a move fits");
_Static_assert(DRAUGHTS_MAX_MOVES <= GAME_MOVES_MAX, "the legal moves fit");
_Static_assert(DNOTATION_MAX_CANDIDATES <= GAME_CANDIDATES_MAX,
    "the candidates fit");

/* Pieces in a diagram and glyph(): type | side << 3. */
#define DK_MAN		0
#define DK_KING		1

/* Marks a string for translation (po/POTFILES.in): the console's. */
#define N_(s)	s

/* The legend's names of DK_MAN and DK_KING. */
static const char *const dk_piece_names[] = {
	/* TRANSLATORS: a draughts man (FID: pedina). */
	N_("man"),
	/* TRANSLATORS: a draughts king, a crowned man (FID: dama). */
	N_("king"),
	NULL
};
/* TRANSLATORS: the board view's title, before the board's number (FID:
   damiera). */
static const char dk_board_title[] = N_("Draughtboard");

static void
load(const struct game_pos *gp, struct draughts_position *pos,
    unsigned *number)
{
	uint32_t	n;

	memset(pos, 0, sizeof *pos);
	memcpy(pos->pieces, gp->bytes + DK_PIECES, sizeof pos->pieces);
	memcpy(&pos->kings, gp->bytes + DK_KINGS, sizeof pos->kings);
	pos->side = gp->bytes[DK_SIDE];
	if (number != NULL) {
		memcpy(&n, gp->bytes + DK_NUMBER, sizeof n);
		*number = n;
	}
}

static void
store(const struct draughts_position *pos, unsigned number,
    struct game_pos *gp)
{
	uint32_t	n = number;

	memset(gp->bytes, 0, sizeof gp->bytes);
	memcpy(gp->bytes + DK_PIECES, pos->pieces, sizeof pos->pieces);
	memcpy(gp->bytes + DK_KINGS, &pos->kings, sizeof pos->kings);
	gp->bytes[DK_SIDE] = pos->side;
	memcpy(gp->bytes + DK_NUMBER, &n, sizeof n);
}

static void
dk_start(struct game_pos *gp)
{
	struct draughts_position	pos;

	draughts_start(&pos);				/* 2.8 */
	store(&pos, 1, gp);
}

static enum game_pos_read
dk_pos_read(struct game_pos *gp, const char *text, size_t *where,
    const char **why)
{
	struct draughts_position	pos;
	enum draughts_fen_error		e;
	size_t				at = 0;

	e = draughts_fen_read(&pos, text, &at);
	if (where != NULL)
		*where = e == DRAUGHTS_FEN_OK ? 0 : at;
	if (why != NULL)
		*why = draughts_fen_strerror(e);
	if (e != DRAUGHTS_FEN_OK)
		return GAME_POS_BAD;
	store(&pos, 1, gp);
	return GAME_POS_OK;
}

static size_t
dk_pos_write(const struct game_pos *gp, char *buf)
{
	struct draughts_position	pos;

	load(gp, &pos, NULL);
	return draughts_fen_write(&pos, buf);
}

static bool
dk_pos_ok(const struct game_pos *gp)
{
	struct draughts_position	pos;
	unsigned			number;

	load(gp, &pos, &number);
	return number >= 1 && draughts_ok(&pos);
}

static int
dk_side(const struct game_pos *gp)
{
	return gp->bytes[DK_SIDE];
}

static unsigned
dk_move_number(const struct game_pos *gp)
{
	struct draughts_position	pos;
	unsigned			number;

	load(gp, &pos, &number);
	return number;
}

/* Art. 8: numbers only; every language reads them. */
static int
dk_lang_find(const char *iso)
{
	size_t	i;

	for (i = 0; iso[i] != '\0'; i++) {
		if (i >= 3 || iso[i] < 'a' || iso[i] > 'z')
			return -1;
	}
	return i >= 2 ? 0 : -1;
}

static size_t
dk_lang_letters(int lang, char *buf)
{
	(void)lang;
	buf[0] = '\0';
	return 0;
}

/* The notation's refusal as the interface's. */
static enum game_read
dk_read_error(enum dnotation_error e)
{
	switch (e) {
	case DNOTATION_OK:
		return GAME_READ_OK;
	case DNOTATION_UNREADABLE:
		return GAME_READ_UNREADABLE;
	case DNOTATION_NO_PIECE:
		return GAME_READ_NO_PIECE;
	case DNOTATION_CAPTURE_REQUIRED:		/* 4.1 */
	case DNOTATION_MAJORITY:			/* 4.13 */
		return GAME_READ_MAJORITY;
	case DNOTATION_AMBIGUOUS:			/* 8.2 */
		return GAME_READ_AMBIGUOUS;
	default:
		return GAME_READ_ILLEGAL;		/* Art. 3, 4 */
	}
}

static void
dk_fail(enum dnotation_error e, const struct dnotation_fail *nf,
    struct game_read_fail *fail)
{
	size_t	i;

	fail->where = e == DNOTATION_UNREADABLE ? nf->where : 0;
	fail->ncandidates = 0;
	if (e != DNOTATION_AMBIGUOUS)
		return;
	fail->ncandidates = nf->ncandidates < DNOTATION_MAX_CANDIDATES ?
	    nf->ncandidates : DNOTATION_MAX_CANDIDATES;
	for (i = 0; i < fail->ncandidates; i++)
		fail->candidates[i] = nf->candidates[i];
}

static enum game_read
dk_move_read(const struct game_pos *gp, const char *text, size_t len,
    int lang, uint64_t *move, struct game_read_fail *fail)
{
	struct draughts_position	pos;
	struct dnotation_fail		nf;
	enum dnotation_error		e;
	uint64_t			m = DMOVE_NONE;

	(void)lang;
	load(gp, &pos, NULL);
	memset(&nf, 0, sizeof nf);
	e = dnotation_read(&pos, text, len, &m, &nf);
	*move = e == DNOTATION_OK ? m : GAME_MOVE_NONE;
	if (e != DNOTATION_OK && fail != NULL)
		dk_fail(e, &nf, fail);
	return dk_read_error(e);
}

/*
 * 8.2: the short form "32-28", "28x19", with every landing square when
 * two captures share start and end; LONG and COORD (which must name one
 * move by itself) always give the landing squares.
 */
static size_t
dk_move_write(const struct game_pos *gp, uint64_t move,
    enum game_style style, int lang, char *buf)
{
	struct draughts_position	pos;

	(void)lang;
	load(gp, &pos, NULL);
	if (style == GAME_STYLE_LONG || style == GAME_STYLE_COORD)
		return dnotation_write_long(&pos, move, buf);
	return dnotation_write(&pos, move, buf);
}

static size_t
dk_legal_moves(const struct game_pos *gp, uint64_t *moves)
{
	struct draughts_position	pos;

	load(gp, &pos, NULL);
	return draughts_legal_moves(&pos, moves);	/* Art. 3, 4 */
}

static void
dk_play(struct game_pos *gp, uint64_t move)
{
	struct draughts_position	pos;
	unsigned			number;

	load(gp, &pos, &number);
	assert(draughts_is_legal(&pos, move));
	if (pos.side == DRAUGHTS_BLACK)
		number++;
	draughts_make(&pos, move);		/* 3.5, 4.11, 4.15 */
	assert(draughts_ok(&pos));
	store(&pos, number, gp);
}

static uint64_t
dk_perft(const struct game_pos *gp, int depth)
{
	struct draughts_position	pos;

	load(gp, &pos, NULL);
	return draughts_perft(&pos, depth);
}

static uint64_t
dk_key(const struct game_pos *gp, int equal)
{
	struct draughts_position	pos;

	(void)equal;		/* one sense of "the same position" */
	load(gp, &pos, NULL);
	return draughts_key(&pos);	/* 6.3b: pieces, squares, side */
}

static void
dk_outcome(const struct game_pos *gp, const struct edition *ed,
    struct game_end *end)
{
	struct draughts_position	pos;
	int				side;

	(void)ed;
	load(gp, &pos, NULL);
	memset(end, 0, sizeof *end);
	if (!draughts_is_lost(&pos))
		return;
	side = pos.side;
	/* 6.2.3: no piece left; 6.2.2: pieces, but none can move. */
	end->law = pos.pieces[side] == 0 ? LAW_NO_PIECES : LAW_NO_MOVE;
	end->points2[side] = 0;
	end->points2[side ^ 1] = 2;
}

/*
 * Whether side can still win: exact only at the ends.  It has won when
 * the side to move, its opponent, has lost (6.2.2, 6.2.3); it never can
 * with no piece left (2.7: none is ever added).  Otherwise unknown.
 */
static enum game_verdict
dk_can_win(const struct game_pos *gp, int side, uint64_t budget,
    uint64_t *line, size_t *len)
{
	struct draughts_position	pos;

	(void)budget;
	(void)line;
	load(gp, &pos, NULL);
	if (len != NULL)
		*len = 0;
	if (side != pos.side && draughts_is_lost(&pos))
		return GAME_VERDICT_YES;	/* the line is empty */
	if (pos.pieces[side] == 0)
		return GAME_VERDICT_NO;
	return GAME_VERDICT_UNKNOWN;
}

static void
dk_can_win_both(const struct game_pos *gp, uint64_t budget,
    enum game_verdict verdict[2], uint64_t *line[2], size_t len[2])
{
	int	c;

	for (c = 0; c < 2; c++)
		verdict[c] = dk_can_win(gp, c, budget,
		    line != NULL ? line[c] : NULL, len != NULL ? &len[c] : NULL);
}

/* Dead: neither side can win; known only when both answers are. */
static enum game_verdict
dk_dead(const struct game_pos *gp, uint64_t budget)
{
	enum game_verdict	v[2];

	dk_can_win_both(gp, budget, v, NULL, NULL);
	if (v[0] == GAME_VERDICT_YES || v[1] == GAME_VERDICT_YES)
		return GAME_VERDICT_NO;
	if (v[0] == GAME_VERDICT_NO && v[1] == GAME_VERDICT_NO)
		return GAME_VERDICT_YES;
	return GAME_VERDICT_UNKNOWN;
}

static bool
dk_claim_holds(enum law claim, const struct game_pos *after,
    unsigned count, const struct edition *ed)
{
	(void)after;
	switch (claim) {
	case LAW_REPETITION:				/* 6.3b */
		return count >= edition_param(ed, EDITION_REPETITION_COUNT);
	default:
		return false;	/* no fifty-move rule; Art. 7 comes later */
	}
}

/*
 * 5.6: a move as made (asmade.c): every board it can leave is one play
 * goes on from (no king to leave in check), so it is always reachable.
 */
static enum game_read
dk_as_made(const struct game_pos *gp, const char *text, size_t len,
    int lang, struct game_pos *after, enum game_made *made, char *canon)
{
	struct draughts_position	pos, to;
	unsigned			number;
	size_t				where = 0;

	(void)lang;
	load(gp, &pos, &number);
	if (len >= GAME_MOVE_TEXT_MAX ||
	    !draughts_as_made(&pos, text, len, &to, &where))
		return GAME_READ_UNREADABLE;
	store(&to, number + (pos.side == DRAUGHTS_BLACK), after);
	if (made != NULL)
		*made = GAME_MADE_REACHABLE;
	if (canon != NULL) {
		memcpy(canon, text, len);
		canon[len] = '\0';
	}
	return GAME_READ_OK;
}

static enum law
dk_count_law(const struct game_pos *gp)
{
	struct draughts_position	pos;

	load(gp, &pos, NULL);
	return draughts_count_law(&pos);
}

static bool
dk_count_quiet(const struct game_pos *gp, uint64_t move)
{
	struct draughts_position	pos;

	load(gp, &pos, NULL);
	return (pos.kings & dl_bb(DMOVE_FROM(move))) != 0 &&	/* 7.4 */
	    !DMOVE_IS_CAPTURE(move);
}

/*
 * 2.1-2.6: the board as the arbiter sees it, White below; dark squares
 * (1-50) are cells, light ones GAME_CELL_NONE, each dark one with its
 * number.  Rows are labelled with the number of their first square
 * ("1", "6", ... "46"), columns a-j.
 */
static void
dk_diagram(const struct game_pos *gp, struct game_diagram *d)
{
	struct draughts_position	pos;
	enum draughts_piece		p;
	unsigned			r, c, sq;

	load(gp, &pos, NULL);
	memset(d, 0, sizeof *d);
	d->rows = d->cols = 10;
	for (r = 0; r < 10; r++) {
		sq = r * 5 + 1;
		d->row_label[r][0] = (char)(sq >= 10 ? '0' + sq / 10 :
		    '0' + sq);
		d->row_label[r][1] = (char)(sq >= 10 ? '0' + sq % 10 : '\0');
		d->col_label[r][0] = (char)('a' + r);
		for (c = 0; c < 10; c++) {
			/* 2.6: square 1 is the top row's second cell. */
			if ((r + c) % 2 == 0) {
				d->cell[r][c] = GAME_CELL_NONE;
				continue;
			}
			d->number[r][c] = (uint8_t)(r * 5 + c / 2 + 1);
			p = draughts_piece_at(&pos, r * 5 + c / 2 + 1);
			switch (p) {
			case DRAUGHTS_WHITE_MAN:
				d->cell[r][c] = DK_MAN;
				break;
			case DRAUGHTS_WHITE_KING:
				d->cell[r][c] = DK_KING;
				break;
			case DRAUGHTS_BLACK_MAN:
				d->cell[r][c] = DK_MAN | 1 << 3;
				break;
			case DRAUGHTS_BLACK_KING:
				d->cell[r][c] = DK_KING | 1 << 3;
				break;
			default:
				d->cell[r][c] = GAME_CELL_EMPTY;
				break;
			}
		}
	}
}

/* U+26C0-26C3 white man, white king, black man, black king; in ASCII
 * w W b B (a king is the capital of its man). */
static const char *
dk_glyph(uint8_t piece, bool unicode, int lang, char buf[8])
{
	static const char *const figurines[2][2] = {
		{ "\u26c0", "\u26c1" }, { "\u26c2", "\u26c3" },
	};
	static const char letters[2][2] = { { 'w', 'W' }, { 'b', 'B' } };
	unsigned	side = (piece >> 3) & 1, type = piece & 1;

	(void)lang;
	if (unicode)
		return figurines[side][type];
	buf[0] = letters[side][type];
	buf[1] = '\0';
	return buf;
}

/* PDN through the game kind's records (gamerecord.h). */
struct dk_record {
	struct pdn_reader	 r;
	struct gamerecord	 gr;
};

/* The reason ev carries for a PDN error: the notation's own for a move. */
static const char *
dk_record_reason(const struct pdn_event *pe)
{
	switch (pe->error) {
	case PDN_E_MOVE_UNREADABLE:
	case PDN_E_MOVE_ILLEGAL:
	case PDN_E_MOVE_AMBIGUOUS:
		return dnotation_strerror(pe->move_error);
	default:
		return pdn_strerror(pe->error);
	}
}

/*
 * GAME_RECORD_CHECK: m written as the record writes it (the short form,
 * which is also the players' in every language) or in the long form
 * reads back as m; else the reason, "written as '28x19' it reads back as
 * another move".
 */
static bool
dk_round_trip(struct dk_record *dr, const struct draughts_position *pos,
    uint64_t m, bool lng)
{
	char			text[DNOTATION_MAX];
	const char		*parts[4];
	uint64_t		back = DMOVE_NONE;
	enum dnotation_error	e;
	size_t			len;

	len = lng ? dnotation_write_long(pos, m, text) :
	    dnotation_write(pos, m, text);
	e = dnotation_read(pos, text, len, &back, NULL);
	if (e == DNOTATION_OK && back == m)
		return true;
	parts[0] = "written as '";
	parts[1] = text;
	parts[2] = "' it reads back as ";
	parts[3] = e == DNOTATION_OK ? "another move" : dnotation_strerror(e);
	gamerecord_reason(&dr->gr, parts, 4);
	return false;
}

static bool
dk_record_event(void *arg, const struct pdn_event *pe)
{
	struct dk_record	*dr = arg;
	struct game_read_fail	 fail;
	bool			 checked = true, move;

	gamerecord_at(&dr->gr, pe->game, pe->move_number, pe->name, pe->text);
	switch (pe->type) {
	case PDN_EV_MOVE:
		if (dr->gr.flags & GAME_RECORD_CHECK)
			checked = dk_round_trip(dr, pe->pos, pe->move, false) &&
			    dk_round_trip(dr, pe->pos, pe->move, true);
		if (!checked || (dr->gr.flags & GAME_RECORD_MOVES))
			store(pe->pos, pe->move_number, &dr->gr.pos);
		return gamerecord_move(&dr->gr, pe->move, checked);
	case PDN_EV_TAG:
		return gamerecord_tag(&dr->gr);
	case PDN_EV_GAME_END:
		return gamerecord_end(&dr->gr);
	case PDN_EV_ERROR:
		store(pe->pos, pe->move_number, &dr->gr.pos);
		move = pe->fail != NULL && pe->move_error != DNOTATION_OK;
		if (move)
			dk_fail(pe->move_error, pe->fail, &fail);
		return gamerecord_error(&dr->gr, dk_record_reason(pe),
		    dk_read_error(pe->move_error), move ? &fail : NULL);
	default:
		return true;	/* the movetext's start, clocks, setups */
	}
}

static void *
dk_record_open(int lang, unsigned flags, game_record_fn *fn, void *arg)
{
	struct dk_record	*dr;

	(void)lang;
	if ((dr = calloc(1, sizeof *dr)) == NULL)
		return NULL;
	gamerecord_init(&dr->gr, flags, fn, arg);
	pdn_reader_init(&dr->r, dk_record_event, dr);
	return dr;
}

static void
dk_record_feed(void *reader, const char *buf, size_t len)
{
	struct dk_record	*dr = reader;

	pdn_reader_feed(&dr->r, buf, len);
}

static void
dk_record_close(void *reader)
{
	struct dk_record	*dr = reader;

	if (dr == NULL)
		return;
	pdn_reader_finish(&dr->r);
	free(dr);
}

const struct game_kind draughts_kind = {
	.name = "draughts",
	.record = "PDN",
	.arbitrated = true,
	.start = dk_start,
	.pos_read = dk_pos_read,
	.pos_write = dk_pos_write,
	.pos_ok = dk_pos_ok,
	.side = dk_side,
	.move_number = dk_move_number,
	.lang_find = dk_lang_find,
	.lang_letters = dk_lang_letters,
	.move_read = dk_move_read,
	.move_write = dk_move_write,
	.legal_moves = dk_legal_moves,
	.play = dk_play,
	.perft = dk_perft,
	.key = dk_key,
	.outcome = dk_outcome,
	.dead = dk_dead,
	.can_win = dk_can_win,
	.can_win_both = dk_can_win_both,
	.claim_holds = dk_claim_holds,
	.promotion_unfinished = NULL,	/* no promotion piece to forget */
	.as_made = dk_as_made,
	.count_law = dk_count_law,
	.count_quiet = dk_count_quiet,
	.diagram = dk_diagram,
	.glyph = dk_glyph,
	.piece_names = dk_piece_names,
	.board_title = dk_board_title,
	.record_style = &pdn_record_style,
	.record_open = dk_record_open,
	.record_feed = dk_record_feed,
	.record_close = dk_record_close,
};
