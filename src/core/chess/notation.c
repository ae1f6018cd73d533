/*
 * notation.c: moves as text, read and written (Appendix E, 1952 text).
 *
 * Reading is two steps.  The text is first parsed into what it says (a
 * piece, some of the origin square, the destination, a promotion piece,
 * a capture mark, castling); then the legal moves that agree with it are
 * found by looking only at the squares that can reach the destination.
 * The rules of the header (language first, English fallback, lowercase b)
 * sit in notation_read().
 */
#include "config.h"

#include <stdbool.h>
#include <string.h>

#include "chess/bitboard.h"
#include "chess/notation.h"

/* Each piece's letters in a language, the written one first. */
struct lang_letters {
	const char	*code;
	const char	*letters[PIECE_TYPE_NB][2];	/* by enum piece_type */
};

/*
 * "Iniziali dei pezzi" (2001 booklet).  E4 writes no pawn letter, but a
 * scoresheet may (Pe4, German Be4): it is read wherever the table gives
 * the language one of its own.  Dutch alone has none: its pawn's P
 * (pion) is its knight's (paard), which the knight keeps.  The Nordic and
 * German pawn B (Bonde, Bauer) is the English bishop: with these
 * languages chosen, "Be4" is the pawn's move, the bishop's only through
 * the English fallback (see the header).  Order: pawn, knight, bishop,
 * rook, queen, king.
 */
static const struct lang_letters langs[LANG_NB] = {
	[LANG_EN] = { "en", { { "P" }, { "N", "Kt" }, { "B" }, { "R" },
	    { "Q" }, { "K" } } },
	[LANG_IT] = { "it", { { "P" }, { "C" }, { "A" }, { "T" }, { "D" },
	    { "R" } } },
	[LANG_DE] = { "de", { { "B" }, { "S" }, { "L" }, { "T" }, { "D" },
	    { "K" } } },
	[LANG_FR] = { "fr", { { "P" }, { "C" }, { "F" }, { "T" }, { "D" },
	    { "R" } } },
	[LANG_ES] = { "es", { { "P" }, { "C" }, { "A" }, { "T" }, { "D" },
	    { "R" } } },
	[LANG_NL] = { "nl", { { NULL }, { "P" }, { "L" }, { "T" }, { "D" },
	    { "K" } } },
	[LANG_PT] = { "pt", { { "P" }, { "C" }, { "B" }, { "T" }, { "D" },
	    { "R" } } },
	[LANG_RO] = { "ro", { { "P" }, { "C" }, { "N" }, { "T" }, { "D" },
	    { "R" } } },
	[LANG_SV] = { "sv", { { "B" }, { "S" }, { "L" }, { "T" }, { "D" },
	    { "K" } } },
	[LANG_NO] = { "no", { { "B" }, { "S" }, { "L" }, { "T" }, { "D" },
	    { "K" } } },
	[LANG_DA] = { "da", { { "B" }, { "S" }, { "L" }, { "T" }, { "D" },
	    { "K" } } },
	[LANG_FI] = { "fi", { { "P" }, { "R" }, { "L" }, { "T" }, { "D" },
	    { "K" } } },
	[LANG_CS] = { "cs", { { "P" }, { "J" }, { "S" }, { "V" }, { "D" },
	    { "K" } } },
	[LANG_PL] = { "pl", { { "P" }, { "S" }, { "G" }, { "W" }, { "H" },
	    { "K" } } },
	[LANG_HU] = { "hu", { { "G" }, { "H" }, { "F" }, { "B" }, { "V" },
	    { "K" } } },
	[LANG_IS] = { "is", { { "P" }, { "R" }, { "B" }, { "H" }, { "D" },
	    { "K" } } },
	[LANG_ET] = { "et", { { "P" }, { "R" }, { "O" }, { "V" }, { "L" },
	    { "K" } } },
	[LANG_EO] = { "eo", { { "S" }, { "C" }, { "K" }, { "T" }, { "D" },
	    { "R" } } },
	/* Кр Ф Л С К П; the Latin transliteration is written. */
	[LANG_RU] = { "ru", { { "P", "\xd0\x9f" }, { "K", "\xd0\x9a" },
	    { "S", "\xd0\xa1" }, { "L", "\xd0\x9b" }, { "F", "\xd0\xa4" },
	    { "Kr", "\xd0\x9a\xd1\x80" } } },
};

/* Figurines U+2654..U+265F (E2 99 94..9F): white K Q R B N P, then black. */
static const enum piece_type figurine_type[6] = {
	KING, QUEEN, ROOK, BISHOP, KNIGHT, PAWN
};

/* What a text says, before the position is consulted. */
/* Candidates found so far. */
struct found {
	size_t		n;
	int		in_check;	/* the mover's king: -1 not known yet */
	uint16_t	moves[NOTATION_MAX_CANDIDATES];
};

static inline int
lsb(uint64_t b)
{
	return __builtin_ctzll(b);
}

static inline uint64_t
bit(int sq)
{
	return (uint64_t)1 << sq;
}

int
notation_lang_find(const char *code)
{
	int	i;

	for (i = 0; i < LANG_NB; i++) {
		if (strcmp(langs[i].code, code) == 0)
			return i;
	}
	return -1;
}

const char *
notation_lang_code(enum notation_lang lang)
{
	return langs[lang].code;
}

char
notation_piece_letter(enum notation_lang lang, enum piece_type t)
{
	const char	*letter = langs[lang].letters[t][0];

	return letter != NULL ? letter[0] : 'P';
}

size_t
notation_lang_letters(enum notation_lang lang, char *buf)
{
	const struct lang_letters *l = &langs[lang];
	size_t		n = 0, k;
	int		t;

	/* The FIDE table's order: king, queen, rook, bishop, knight. */
	for (t = KING; t >= KNIGHT; t--) {
		if (n > 0)
			buf[n++] = ' ';
		k = strlen(l->letters[t][0]);
		memcpy(buf + n, l->letters[t][0], k);
		n += k;
	}
	buf[n] = '\0';
	return n;
}

const char *
notation_strerror(enum notation_error e)
{
	switch (e) {
	case NOTATION_OK:
		return "ok";
	case NOTATION_UNREADABLE:
		return "unreadable move";
	case NOTATION_NO_MATCH:
		return "no legal move matches";
	case NOTATION_AMBIGUOUS:
		return "ambiguous move";
	default:
		return "unknown error";
	}
}

void
notation_square(uint8_t sq, char *buf)
{
	buf[0] = (char)('a' + SQ_FILE(sq));
	buf[1] = (char)('1' + SQ_RANK(sq));
	buf[2] = '\0';
}

/*
 * Whether t[0..len) begins with the n bytes of s (a loop: short strings,
 * and no bcmp call for the core's symbol check).
 */
static bool
starts(const char *t, size_t len, const char *s, size_t n)
{
	size_t	i;

	if (len < n)
		return false;
	for (i = 0; i < n; i++) {
		if (t[i] != s[i])
			return false;
	}
	return true;
}

/*
 * The piece named at text[*p] in a language (letters, or a figurine in
 * any language): its type, advancing *p past the longest name; -1 if none.
 */
static int
read_piece(const char *t, size_t len, size_t *p, enum notation_lang lang)
{
	const struct lang_letters	*l = &langs[lang];
	size_t				 best = 0, n;
	int				 type = -1, i, j;
	const unsigned char		*u = (const unsigned char *)t + *p;

	if (len - *p >= 3 && u[0] == 0xe2 && u[1] == 0x99 && u[2] >= 0x94 &&
	    u[2] <= 0x9f) {
		*p += 3;
		return (int)figurine_type[(u[2] - 0x94) % 6];
	}
	if (u[0] < 'A' || (u[0] >= 'a' && u[0] <= 'z'))
		return -1;			/* fast path: files, digits */
	for (i = 0; i < PIECE_TYPE_NB; i++) {
		for (j = 0; j < 2; j++) {
			const char *name = l->letters[i][j];

			if (name == NULL || (unsigned char)name[0] != u[0])
				continue;
			n = name[1] == '\0' ? 1 : strlen(name);
			if (n > best &&
			    starts(t + *p, len - *p, name, n)) {
				best = n;
				type = i;
			}
		}
	}
	*p += best;
	return type;
}

static bool
is_file(char c)
{
	return c >= 'a' && c <= 'h';
}

static bool
is_rank(char c)
{
	return c >= '1' && c <= '8';
}

/* Castling: O-O, 0-0, o-o and the long forms.  Returns 0, 1 or 2. */
static inline __attribute__((always_inline)) int
read_castling(const char *t, size_t len, size_t *p)
{
	char	o = t[*p];
	size_t	q = *p;
	int	n = 0;

	if (o != 'O' && o != '0' && o != 'o')
		return 0;
	while (q < len && t[q] == o && n < 3) {
		n++;
		q++;
		if (n < 3 && q + 1 < len && t[q] == '-' && t[q + 1] == o)
			q++;
		else
			break;
	}
	if (n < 2)
		return 0;
	*p = q;
	return n == 2 ? 1 : 2;
}

/*
 * The promotion after the destination: = / ( or nothing, then the piece;
 * UCI's lowercase q r b n too.  A lone = is the draw offer and left alone.
 */
static inline __attribute__((always_inline)) int
read_promotion(const char *t, size_t len, size_t *p, enum notation_lang lang)
{
	size_t	q = *p;
	int	type;
	char	open = 0;

	if (q < len && (t[q] == '=' || t[q] == '/' || t[q] == '(')) {
		open = t[q];
		q++;
	}
	if (q >= len)
		return -1;
	type = read_piece(t, len, &q, lang);
	if (type < 0 && open != '(') {
		switch (t[q]) {
		case 'q': type = QUEEN; break;
		case 'r': type = ROOK; break;
		case 'b': type = BISHOP; break;
		case 'n': type = KNIGHT; break;
		default: break;
		}
		if (type >= 0)
			q++;
	}
	if (type < 0)
		return -1;
	if (open == '(') {
		if (q >= len || t[q] != ')')
			return -1;
		q++;
	}
	*p = q;
	return type;
}

/* Marks after a move that say nothing about which move it is. */
static inline __attribute__((always_inline)) bool
read_suffix(const char *t, size_t len, size_t *p)
{
	size_t	q = *p;

	while (q < len) {
		const unsigned char *u = (const unsigned char *)t + q;

		if (t[q] == '+' || t[q] == '#' || t[q] == '!' || t[q] == '?' ||
		    t[q] == '=' || t[q] == ' ' || t[q] == '\t')
			q++;
		else if (starts(t + q, len - q, "e.p.", 4))
			q += 4;		/* E9 */
		else if (starts(t + q, len - q, "e.p", 3))
			q += 3;
		else if (starts(t + q, len - q, "ep", 2))
			q += 2;
		else if (starts(t + q, len - q, "(=)", 3))
			q += 3;		/* E13: draw offer */
		else if (len - q >= 3 && u[0] == 0xe2 && u[1] == 0x80 &&
		    (u[2] == 0xa0 || u[2] == 0xa1))
			q += 3;		/* † check, ‡ mate */
		else {
			*p = q;
			return false;
		}
	}
	*p = q;
	return true;
}

/*
 * Parse text into what it says, with the letters of lang.  Returns false
 * with *where at the first byte that cannot be read.  Inline in the
 * reader of every move (read_lang): PGN validation runs through it.
 */
static inline __attribute__((always_inline)) bool
parse_text(const char *t, size_t len, enum notation_lang lang,
    struct notation_text *mt, size_t *where)
{
	size_t	p = 0;
	int	f1 = -1, r1 = -1, f2 = -1, r2 = -1;
	bool	sep = false;

	memset(mt, 0, sizeof *mt);
	mt->piece = mt->from_file = mt->from_rank = mt->promo = -1;
	while (p < len && (t[p] == ' ' || t[p] == '\t'))
		p++;
	if (p < len && (mt->castle = read_castling(t, len, &p)) != 0)
		goto suffix;
	if (p < len)
		mt->piece = read_piece(t, len, &p, lang);
	if (p < len && is_file(t[p]))
		f1 = t[p++] - 'a';
	if (p < len && is_rank(t[p]))
		r1 = t[p++] - '1';
	if (p < len && (t[p] == 'x' || t[p] == ':' || t[p] == '-')) {
		mt->capture = t[p] != '-';
		sep = true;
		p++;
	}
	if (p < len && is_file(t[p]))
		f2 = t[p++] - 'a';
	if (p < len && is_rank(t[p]))
		r2 = t[p++] - '1';
	if (f2 >= 0 && r2 >= 0) {
		mt->from_file = f1;
		mt->from_rank = r1;
		mt->to = SQ_MAKE(f2, r2);
	} else if (!sep && f2 < 0 && r2 < 0 && f1 >= 0 && r1 >= 0)
		mt->to = SQ_MAKE(f1, r1);
	else {
		*where = p < len ? p : len;
		return false;
	}
	if (p < len)
		mt->promo = read_promotion(t, len, &p, lang);
suffix:
	if (!read_suffix(t, len, &p)) {
		*where = p;
		return false;
	}
	return true;
}

bool
notation_parse(const char *t, size_t len, enum notation_lang lang,
    struct notation_text *mt, size_t *where)
{
	return parse_text(t, len, lang, mt, where);
}

static void
found_add(struct found *f, uint16_t m)
{
	if (f->n < NOTATION_MAX_CANDIDATES)
		f->moves[f->n] = m;
	f->n++;
}

/*
 * The squares from which a piece of type t (not a pawn) reaches sq, given
 * the occupancy: the same as the squares it attacks from sq (3.2-3.6).
 */
static uint64_t
reach(int type, int sq, uint64_t occ)
{
	switch (type) {
	case KNIGHT:
		return bitboard_knight[sq];
	case BISHOP:
		return bitboard_bishop_attacks((uint8_t)sq, occ);
	case ROOK:
		return bitboard_rook_attacks((uint8_t)sq, occ);
	case QUEEN:
		return bitboard_queen_attacks((uint8_t)sq, occ);
	default:
		return bitboard_king[sq];
	}
}

/* Whether a and b share a rank, file or diagonal. */
static bool
aligned(int a, int b)
{
	int	df = SQ_FILE(a) - SQ_FILE(b), dr = SQ_RANK(a) - SQ_RANK(b);

	return df == 0 || dr == 0 || df == dr || df == -dr;
}

/*
 * Whether moving from -> to (a pseudo-legal move, not castling) leaves the
 * mover's king unattacked (3.9).  ep: the captured pawn is beside.  When
 * the king is not in check and the piece does not stand on a line
 * through the king, nothing can be uncovered: no need to look.
 */
static bool
legal_after(const struct position *pos, int from, int to, bool ep,
    int *in_check)
{
	enum color	us = (enum color)pos->side;
	uint64_t	occ, gone = bit(to);
	int		ksq = lsb(board_pieces(pos, us, KING));

	if (from != ksq && !ep) {
		if (*in_check < 0)
			*in_check = board_in_check(pos);
		if (!*in_check && !aligned(from, ksq))
			return true;
	}
	occ = (board_occupied(pos) & ~bit(from)) | bit(to);
	if (ep) {
		gone = bit(us == WHITE ? to - 8 : to + 8);
		occ &= ~gone;
	}
	if (from == ksq)
		ksq = to;
	return (board_attackers(pos, (uint8_t)ksq, occ) &
	    pos->by_color[!us] & ~gone) == 0;
}

/* Add the move, or its four promotions when the text named none. */
static void
add_pawn_move(const struct position *pos, const struct notation_text *mt,
    int from, bool ep, struct found *f)
{
	int	last = pos->side == WHITE ? 7 : 0, t;

	if (!legal_after(pos, from, mt->to, ep, &f->in_check))
		return;
	if (SQ_RANK(mt->to) != last) {
		if (mt->promo < 0)
			found_add(f, MOVE_MAKE(from, mt->to,
			    ep ? MOVE_EN_PASSANT : MOVE_NORMAL));
		return;
	}
	if (mt->promo >= 0) {					/* 3.7e */
		if (mt->promo >= KNIGHT && mt->promo <= QUEEN)
			found_add(f, MOVE_MAKE_PROMO(from, mt->to, mt->promo));
		return;
	}
	for (t = QUEEN; t >= KNIGHT; t--)
		found_add(f, MOVE_MAKE_PROMO(from, mt->to, t));
}

static bool
from_agrees(const struct notation_text *mt, int from)
{
	return (mt->from_file < 0 || mt->from_file == SQ_FILE(from)) &&
	    (mt->from_rank < 0 || mt->from_rank == SQ_RANK(from));
}

/* Pawn moves to mt->to (3.7): pushes, captures, en passant. */
static void
match_pawn(const struct position *pos, const struct notation_text *mt,
    struct found *f)
{
	enum color	us = (enum color)pos->side;
	int		to = mt->to, dir = us == WHITE ? 8 : -8, from, df;
	uint64_t	ours = board_pieces(pos, us, PAWN);
	uint8_t		there = pos->squares[to];
	bool		ep = to == pos->ep && there == EMPTY;

	if (there != EMPTY || ep) {
		/* E9: a pawn capture names its file. */
		if (mt->from_file < 0 || (there != EMPTY &&
		    PIECE_COLOR(there) == us))
			return;
		for (df = -1; df <= 1; df += 2) {
			if (SQ_FILE(to) + df != mt->from_file)
				continue;
			from = to - dir + df;
			if (from >= 0 && from < 64 && (ours & bit(from)) &&
			    from_agrees(mt, from))
				add_pawn_move(pos, mt, from, ep, f);
		}
		return;
	}
	if (mt->capture || (mt->from_file >= 0 &&
	    mt->from_file != SQ_FILE(to)))
		return;
	from = to - dir;
	if (from < 0 || from >= 64)
		return;
	if (ours & bit(from)) {
		if (from_agrees(mt, from))
			add_pawn_move(pos, mt, from, false, f);
		return;
	}
	/* 3.7b: two squares from the second rank. */
	if (pos->squares[from] == EMPTY &&
	    SQ_RANK(to) == (us == WHITE ? 3 : 4) && (ours & bit(from - dir)) &&
	    from_agrees(mt, from - dir))
		add_pawn_move(pos, mt, from - dir, false, f);
}

/* Castling (3.8b; II.3: the king to g or c wherever it stands): 1 short,
 * 2 long. */
static void
match_castling(const struct position *pos, int side, struct found *f)
{
	int		rank = pos->side == WHITE ? 0 : 56, home = rank + 4;
	uint16_t	m;

	if (pos->chess960)
		home = lsb(board_pieces(pos, (enum color)pos->side, KING));
	if (pos->squares[home] != PIECE_MAKE(pos->side, KING))
		return;
	m = MOVE_MAKE(home, rank + (side == 1 ? 6 : 2), MOVE_CASTLING);
	if (board_is_legal(pos, m))
		found_add(f, m);
}

/*
 * Chess960: the king "taking" its own castling rook (e1h1, Kxh1) is how
 * engines write castling under UCI_Chess960 (II.3 moves both pieces in
 * one move): the castling on that rook's side, or 0.
 */
static int
castling_onto_rook(const struct position *pos, int to)
{
	int	i;

	if (!pos->chess960)
		return 0;
	for (i = 0; i < 2; i++)
		if ((pos->castling & (1u << CASTLE_INDEX(pos->side, i))) &&
		    pos->castle_rook[CASTLE_INDEX(pos->side, i)] == to)
			return i + 1;
	return 0;
}

/* Piece moves to mt->to of type (3.2-3.6, 3.8a). */
static void
match_piece(const struct position *pos, const struct notation_text *mt, int type,
    struct found *f)
{
	enum color	us = (enum color)pos->side;
	uint8_t		there = pos->squares[mt->to];
	uint64_t	from;
	int		sq;

	if (type == KING && mt->from_file == 4 && mt->from_rank ==
	    (us == WHITE ? 0 : 7) && SQ_RANK(mt->to) == mt->from_rank &&
	    (SQ_FILE(mt->to) == 6 || SQ_FILE(mt->to) == 2) &&
	    pos->squares[SQ_MAKE(4, mt->from_rank)] == PIECE_MAKE(us, KING)) {
		/* The king's two steps: castling written as a king move. */
		match_castling(pos, SQ_FILE(mt->to) == 6 ? 1 : 2, f);
		return;
	}
	if (type == KING && castling_onto_rook(pos, mt->to) != 0) {
		if (from_agrees(mt, lsb(board_pieces(pos, us, KING))))
			match_castling(pos, castling_onto_rook(pos, mt->to), f);
		return;
	}
	if (mt->promo >= 0 || (there != EMPTY && PIECE_COLOR(there) == us))
		return;
	if (mt->capture && there == EMPTY)
		return;
	from = reach(type, mt->to, board_occupied(pos)) &
	    board_pieces(pos, us, (enum piece_type)type);
	for (; from != 0; from &= from - 1) {
		sq = lsb(from);
		if (from_agrees(mt, sq) &&
		    legal_after(pos, sq, mt->to, false, &f->in_check))
			found_add(f, MOVE_MAKE(sq, mt->to, MOVE_NORMAL));
	}
}

static void
match(const struct position *pos, const struct notation_text *mt, struct found *f)
{
	int	type = mt->piece;

	f->n = 0;
	f->in_check = -1;
	if (mt->castle != 0) {
		match_castling(pos, mt->castle, f);
		return;
	}
	if (type < 0 && mt->from_file >= 0 && mt->from_rank >= 0) {
		/* Long algebraic without a letter (UCI): what stands there. */
		uint8_t	pc = pos->squares[SQ_MAKE(mt->from_file,
			    mt->from_rank)];

		if (pc == EMPTY || PIECE_COLOR(pc) != pos->side)
			return;
		type = PIECE_TYPE(pc);
	}
	if (type < 0 || type == PAWN)
		match_pawn(pos, mt, f);
	else
		match_piece(pos, mt, type, f);
}

/* Read with one language's letters. */
static enum notation_error
read_lang(const struct position *pos, const char *text, size_t len,
    enum notation_lang lang, struct found *f, size_t *where)
{
	struct notation_text	mt;

	f->n = 0;
	if (!parse_text(text, len, lang, &mt, where))
		return NOTATION_UNREADABLE;
	match(pos, &mt, f);
	if (f->n == 0 && mt.piece < 0 && mt.from_file == 1 &&
	    mt.from_rank < 0 && strcmp(langs[lang].letters[BISHOP][0],
	    "B") == 0) {
		/* bxc3 written for Bxc3: only when no pawn move matches. */
		mt.piece = BISHOP;
		mt.from_file = -1;
		match(pos, &mt, f);
	}
	if (f->n == 0)
		return NOTATION_NO_MATCH;
	return f->n == 1 ? NOTATION_OK : NOTATION_AMBIGUOUS;
}

/* The caller's view of a reading: the move, or fail filled in. */
static enum notation_error
report(enum notation_error e, const struct found *f, size_t where,
    uint16_t *move, struct notation_fail *fail)
{
	if (e == NOTATION_OK) {
		*move = f->moves[0];
		return e;
	}
	if (fail != NULL) {
		fail->where = where;
		fail->ncandidates = e == NOTATION_AMBIGUOUS ? f->n : 0;
		if (fail->ncandidates > NOTATION_MAX_CANDIDATES)
			fail->ncandidates = NOTATION_MAX_CANDIDATES;
		memcpy(fail->candidates, f->moves,
		    fail->ncandidates * sizeof f->moves[0]);
	}
	return e;
}

enum notation_error
notation_read_only(const struct position *pos, const char *text, size_t len,
    enum notation_lang lang, uint16_t *move, struct notation_fail *fail)
{
	struct found		f;
	enum notation_error	e;
	size_t			where = 0;

	*move = MOVE_NONE;
	e = read_lang(pos, text, len, lang, &f, &where);
	return report(e, &f, where, move, fail);
}

enum notation_error
notation_read(const struct position *pos, const char *text, size_t len,
    enum notation_lang lang, uint16_t *move, struct notation_fail *fail)
{
	struct found		f, g;
	enum notation_error	e, e2;
	size_t			where = 0, where2 = 0;

	*move = MOVE_NONE;
	e = read_lang(pos, text, len, lang, &f, &where);
	if (e != NOTATION_OK && e != NOTATION_AMBIGUOUS && lang != LANG_EN) {
		/* The English fallback: accepted only if it gives one move. */
		e2 = read_lang(pos, text, len, LANG_EN, &g, &where2);
		if (e2 == NOTATION_OK || (e2 != NOTATION_UNREADABLE &&
		    e == NOTATION_UNREADABLE) || e2 == NOTATION_AMBIGUOUS) {
			e = e2;
			f = g;
			where = where2;
		}
	}
	return report(e, &f, where, move, fail);
}

/* Writing. */

static size_t
put(char *buf, size_t n, const char *s)
{
	size_t	l = strlen(s);

	memcpy(buf + n, s, l);
	return n + l;
}

static size_t
put_square(char *buf, size_t n, int sq)
{
	buf[n++] = (char)('a' + SQ_FILE(sq));
	buf[n++] = (char)('1' + SQ_RANK(sq));
	return n;
}

/*
 * E10: the origin needed to tell the piece from others of its type that
 * can go to the same square: the file if that suffices, else the rank,
 * else both.  SAN uses the same rule.
 */
static size_t
put_disambiguation(const struct position *pos, uint16_t m, char *buf,
    size_t n)
{
	int		from = MOVE_FROM(m), to = MOVE_TO(m), sq;
	enum piece_type	type = PIECE_TYPE(pos->squares[from]);
	uint64_t	others;
	bool		any = false, same_file = false, same_rank = false;
	int		in_check = -1;

	others = reach(type, to, board_occupied(pos)) &
	    board_pieces(pos, (enum color)pos->side, type) & ~bit(from);
	for (; others != 0; others &= others - 1) {
		sq = lsb(others);
		if (!legal_after(pos, sq, to, false, &in_check))
			continue;
		any = true;
		same_file |= SQ_FILE(sq) == SQ_FILE(from);
		same_rank |= SQ_RANK(sq) == SQ_RANK(from);
	}
	if (!any)
		return n;
	if (!same_file)						/* E10.1, E10.3 */
		buf[n++] = (char)('a' + SQ_FILE(from));
	else if (!same_rank)					/* E10.2 */
		buf[n++] = (char)('1' + SQ_RANK(from));
	else
		n = put_square(buf, n, from);
	return n;
}

/* + or # (E13), found by making the move on a copy. */
static size_t
put_check(const struct position *pos, uint16_t m, char *buf, size_t n)
{
	struct position	after = *pos;
	struct undo	u;

	board_make(&after, m, &u);		/* asserts board_ok itself */
	if (board_in_check(&after))
		buf[n++] = board_is_checkmate(&after) ? '#' : '+';
	return n;
}

static size_t
write_uci(uint16_t m, char *buf)
{
	size_t	n = 0;

	n = put_square(buf, n, MOVE_FROM(m));
	n = put_square(buf, n, MOVE_TO(m));
	if (MOVE_KIND(m) == MOVE_PROMOTION)
		buf[n++] = "nbrq"[MOVE_PROMO(m) - KNIGHT];
	buf[n] = '\0';
	return n;
}

/* The letter (or figurine) of a piece type in a style and language. */
static const char *
piece_name(const struct lang_letters *l, enum notation_style style,
    enum color c, enum piece_type t)
{
	/* U+2654.. white K Q R B N, U+265A.. black; by enum piece_type. */
	static const char *const figurines[2][PIECE_TYPE_NB] = {
		{ "", "\xe2\x99\x98", "\xe2\x99\x97", "\xe2\x99\x96",
		    "\xe2\x99\x95", "\xe2\x99\x94" },
		{ "", "\xe2\x99\x9e", "\xe2\x99\x9d", "\xe2\x99\x9c",
		    "\xe2\x99\x9b", "\xe2\x99\x9a" },
	};

	if (style == NOTATION_FIGURINE)
		return figurines[c][t];
	return l->letters[t][0];
}

size_t
notation_write(const struct position *pos, uint16_t m,
    enum notation_style style, enum notation_lang lang, char *buf)
{
	const struct lang_letters	*l = &langs[style == NOTATION_SAN ?
					    LANG_EN : lang];
	int				 from = MOVE_FROM(m), to = MOVE_TO(m);
	enum piece_type			 type = PIECE_TYPE(pos->squares[from]);
	enum color			 us = (enum color)pos->side;
	bool				 cap;
	size_t				 n = 0;

	if (style == NOTATION_UCI) {
		if (pos->chess960 && MOVE_KIND(m) == MOVE_CASTLING)
			m = MOVE_MAKE(from, board_castling_rook(pos, m),
			    MOVE_NORMAL);	/* II.3: the king onto the rook */
		return write_uci(m, buf);
	}
	cap = pos->squares[to] != EMPTY || MOVE_KIND(m) == MOVE_EN_PASSANT;
	if (MOVE_KIND(m) == MOVE_CASTLING) {
		n = put(buf, n, style == NOTATION_SAN ? "O-O" : "0-0");
		if (SQ_FILE(to) == 2)		/* II.3: the king to c */
			n = put(buf, n, style == NOTATION_SAN ? "-O" : "-0");
	} else if (style == NOTATION_LONG) {
		if (type != PAWN)
			n = put(buf, n, piece_name(l, style, us, type));
		n = put_square(buf, n, from);
		buf[n++] = cap ? 'x' : '-';
		n = put_square(buf, n, to);
	} else {
		if (type != PAWN) {
			n = put(buf, n, piece_name(l, style, us, type)); /* E8 */
			n = put_disambiguation(pos, m, buf, n);
		} else if (cap)
			buf[n++] = (char)('a' + SQ_FILE(from));	/* E9 */
		if (cap)
			buf[n++] = 'x';				/* E9 */
		n = put_square(buf, n, to);
	}
	if (MOVE_KIND(m) == MOVE_PROMOTION) {			/* E12 */
		if (style == NOTATION_SAN)
			buf[n++] = '=';
		n = put(buf, n, piece_name(l, style, us, MOVE_PROMO(m)));
	}
	n = put_check(pos, m, buf, n);
	if (MOVE_KIND(m) == MOVE_EN_PASSANT && (style == NOTATION_FIDE ||
	    style == NOTATION_FIGURINE))
		n = put(buf, n, " e.p.");			/* E9 */
	buf[n] = '\0';
	return n;
}
