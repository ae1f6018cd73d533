/*
 * notation.h: reading and writing moves as text (Appendix E of the Laws,
 * and the 1952 text's long algebraic), in the piece letters of many
 * languages, and PGN SAN, long algebraic and UCI.
 *
 * Reading accepts, in the position given:
 *	short algebraic		Cf3  Cxf3  C:f3  exd5  ed5  e4  Cgf3  C1f3  Cg1f3
 *	long algebraic		Cg1-f3  Cg1xf3  e7-e5  e7e5 (UCI: g1f3, e7e8q)
 *	castling		0-0  O-O  0-0-0  O-O-O (and the king's two steps)
 *	promotion		d8D  d8=D  d8(D)  d8/D
 *	en passant		exd6, exd6e.p., exd6 e.p., exd6ep
 * and ignores check and mate marks (+ # ++ ‡ †), annotations (! ? !! !?
 * ?! ?? (=)) and a trailing = (the draw offer of E13).  Pieces are the
 * letters of the chosen language (table below), the figurines ♔♕♖♗♘ and
 * ♚♛♜♝♞ in any language, and English letters under this rule:
 *
 *	The chosen language is tried first.  Only when it gives no legal
 *	move (or cannot read the text at all) is the text read again with
 *	English letters, and that reading is accepted only if it gives
 *	exactly one legal move.  So in Italian "Rd1" is a king move when the
 *	king can go to d1, and a rook move only when it cannot.
 *
 * A lowercase b is a file: "bxc3" is a pawn capture; only when no pawn
 * capture matches is it read as the English bishop's Bxc3 (if the
 * language's bishop is B, or English is the fallback).  A pawn letter
 * (E4 writes none, but a scoresheet may) is accepted before a pawn move:
 * the language's (German, Danish, Norwegian and Swedish B: Bauer, Bonde;
 * Hungarian G, Esperanto S, P elsewhere), and English P under the
 * fallback.  Dutch has none: its P (pion) is also its knight (paard),
 * and the knight keeps it.  Under the rule above a German "Be4" is a
 * pawn move whenever a pawn can go to e4, and the English bishop's only
 * when no pawn can; the German bishop is L.
 *
 * Matching is targeted: the squares that could reach the destination are
 * found from the attack tables and each candidate is checked for legality
 * (the own king not attacked afterwards); the full move list is never
 * generated.  The result is exactly the set of legal moves the text
 * describes: one is the answer, several are an ambiguity (the caller gets
 * the candidates), none is an error.
 */
#ifndef ARBITER_CHESS_NOTATION_H
#define ARBITER_CHESS_NOTATION_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"

/*
 * Languages of the table "Iniziali dei pezzi" (2001 booklet), by ISO code.
 * Russian uses the Latin transliteration Kr F L S K (Cyrillic Кр Ф Л С К
 * are also read).  Dutch is supported but has no pawn letter (P is its
 * knight).  No language of the table is skipped.  The comments give the
 * table's order, king to knight, then the pawn's letter where it is read.
 */
enum notation_lang {
	LANG_EN = 0,	/* K Q R B N (also Kt), P */
	LANG_IT,	/* R D T A C, P */
	LANG_DE,	/* K D T L S, B (Bauer) */
	LANG_FR,	/* R D T F C, P */
	LANG_ES,	/* R D T A C, P */
	LANG_NL,	/* K D T L P (no pawn letter) */
	LANG_PT,	/* R D T B C, P */
	LANG_RO,	/* R D T N C, P */
	LANG_SV,	/* K D T L S, B (Bonde) */
	LANG_NO,	/* K D T L S, B (Bonde) */
	LANG_DA,	/* K D T L S, B (Bonde) */
	LANG_FI,	/* K D T L R, P */
	LANG_CS,	/* K D V S J, P */
	LANG_PL,	/* K H W G S, P */
	LANG_HU,	/* K V B F H, G */
	LANG_IS,	/* K D H B R, P */
	LANG_ET,	/* K L V O R, P */
	LANG_EO,	/* R D T K C, S */
	LANG_RU,	/* Kr F L S K, P */
	LANG_NB
};

/* The language for an ISO code ("it"), or -1 if there is none. */
int		notation_lang_find(const char *code);
/* The ISO code of a language. */
const char	*notation_lang_code(enum notation_lang);

/* Forms of writing. */
enum notation_style {
	NOTATION_FIDE = 0,	/* E8-E13: Cgf3, exd6 e.p., e8D, 0-0, + and # */
	NOTATION_SAN,		/* PGN: English letters, e8=Q, O-O */
	NOTATION_LONG,		/* Cg1-f3, e4xd5, e7-e8D, 0-0 (language letters) */
	NOTATION_UCI,		/* g1f3, e7e8q, e1g1 */
	NOTATION_FIGURINE	/* E3: the FIDE form with ♘ ♗ ♖ ♕ ♔ (♞... for
				   Black) in place of the letters */
};

enum notation_error {
	NOTATION_OK = 0,
	NOTATION_UNREADABLE,	/* not a move: where = offset of the bad byte */
	NOTATION_NO_MATCH,	/* readable, but no legal move matches */
	NOTATION_AMBIGUOUS,	/* several legal moves match: see candidates */
	NOTATION_ERROR_NB
};

#define NOTATION_MAX_CANDIDATES	32

/* Why a text was refused. */
struct notation_fail {
	size_t		where;		/* NOTATION_UNREADABLE: byte offset */
	size_t		ncandidates;	/* NOTATION_AMBIGUOUS: how many */
	uint16_t	candidates[NOTATION_MAX_CANDIDATES];
};

/*
 * Read the move text[0..len) in pos with the letters of lang.  On success
 * *move is the legal move; otherwise the reason, with fail (if not NULL)
 * filled in.  pos is not changed.
 */
enum notation_error notation_read(const struct position *pos,
		    const char *text, size_t len, enum notation_lang lang,
		    uint16_t *move, struct notation_fail *fail);

/* The same with the letters of lang only: no English fallback. */
enum notation_error notation_read_only(const struct position *pos,
		    const char *text, size_t len, enum notation_lang lang,
		    uint16_t *move, struct notation_fail *fail);

/*
 * What a text says, read without matching it to a legal move: for an
 * illegal move as made on the board (7.4), which no legal move matches.
 */
struct notation_text {
	int	piece;		/* piece type written, or -1 (none) */
	int	from_file;	/* 0-7 or -1 */
	int	from_rank;	/* 0-7 or -1 */
	int	to;		/* destination square */
	int	promo;		/* piece type, or -1 */
	int	castle;		/* 0, 1 short (king side), 2 long */
	bool	capture;	/* x or : written */
};

/*
 * Read text[0..len) into what it says, with the letters of lang (no
 * English fallback).  Returns false with *where at the first byte that
 * cannot be read.
 */
bool		notation_parse(const char *text, size_t len,
		    enum notation_lang lang, struct notation_text *,
		    size_t *where);

/* The piece letters of lang for messages, "K Q R B N" (king to knight,
 * as the FIDE table lists them), into buf[32]; the length. */
size_t		notation_lang_letters(enum notation_lang, char *buf);

/* The letter a piece type is written with in lang; a pawn's is the
 * language's pawn letter (German B), P where it has none (Dutch). */
char		notation_piece_letter(enum notation_lang, enum piece_type);

/* A short English reason for an error ("no legal move matches"). */
const char	*notation_strerror(enum notation_error);

/*
 * Write the legal move m of pos into buf (at least NOTATION_MAX bytes,
 * NUL-terminated) in a style and language (lang is ignored by SAN and
 * UCI); returns the length.  Check and mate marks are computed.
 */
#define NOTATION_MAX	32
size_t		notation_write(const struct position *pos, uint16_t m,
		    enum notation_style style, enum notation_lang lang,
		    char *buf);

/* The square's name ("e4") into buf[3]. */
void		notation_square(uint8_t sq, char *buf);

#endif
