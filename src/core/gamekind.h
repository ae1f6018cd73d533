/*
 * gamekind.h: a game kind (chess, international draughts) as a table of
 * operations.
 *
 * Everything outside a game's own folder (src/core/chess/, ...) sees its
 * positions and moves as opaque values and acts on them only through
 * these operations: the event, the clocks, the rulings that are not the
 * game's, the journal, the session, exports and the console never include
 * a game's header and never switch on the game kind.  What is a rule of
 * the game (checkmate, a dead position, the fifty moves, an illegal move
 * "as made" on the board) is the kind's; what every game shares (clocks,
 * claims stopping them, offers, penalties, adjournment) is the rulings'.
 *
 * Values:
 *	struct game_pos	a position, GAME_POS_BYTES of storage a kind fills
 *			and reads (copy it freely: it is a plain value)
 *	uint64_t	a move; 0 (GAME_MOVE_NONE) is never a move
 *	int side	0 White (who moves first in both games), 1 Black,
 *			the values of CLOCK_WHITE and CLOCK_BLACK
 *	int lang	a kind's notation language, from lang_find(); 0 is
 *			the language of the journal and of exports
 *
 * Nothing here prints or allocates, but record readers (which own their
 * state) and what a kind's analysis allocates and frees within a call.
 */
#ifndef ARBITER_GAMEKIND_H
#define ARBITER_GAMEKIND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "law.h"

struct edition;
struct record_style;

#define GAME_POS_BYTES		160
#define GAME_MOVE_NONE		0
/* Legal moves of any position: draughts may have up to 2048 (draughts.h);
 * 16 KiB on the stack of the few callers that list them. */
#define GAME_MOVES_MAX		2048
#define GAME_CANDIDATES_MAX	32
#define GAME_MOVE_TEXT_MAX	64	/* a move written, NUL included */
#define GAME_POS_TEXT_MAX	176	/* a position written (FEN) */
#define GAME_LINE_MAX		256	/* plies of an analysis' line */

struct game_pos {
	_Alignas(8) unsigned char bytes[GAME_POS_BYTES];
};

/* How a position's text was read. */
enum game_pos_read {
	GAME_POS_OK = 0,
	GAME_POS_UNREACHABLE,	/* read, but no game reaches it: only its
				   legal moves mean anything (perft suites) */
	GAME_POS_BAD		/* not a position */
};

/* The board an illegal move leaves, as made (7.4, B6, C3). */
enum game_made {
	GAME_MADE_REACHABLE,	/* one games reach */
	GAME_MADE_IN_CHECK,	/* the mover's king left in check, and only
				   that: the opponent can play on from it */
	GAME_MADE_BROKEN,	/* nobody can play on from it (a pawn
				   unpromoted on the last rank) */
	GAME_MADE_KINGS		/* both kings in check: broken, unless the
				   opponent's move takes his king out of
				   check (2023 A.5.4); *after is that board */
};

/* Why a text was not read as a move. */
enum game_read {
	GAME_READ_OK = 0,
	GAME_READ_UNREADABLE,	/* not a move in any notation read: where */
	GAME_READ_LETTER,	/* a piece letter the language lacks: where */
	GAME_READ_NO_PIECE,	/* no piece of the side to move there */
	GAME_READ_ILLEGAL,	/* readable, but no legal move is meant */
	GAME_READ_MAJORITY,	/* a capture taking more is compulsory */
	GAME_READ_AMBIGUOUS,	/* several legal moves are meant: candidates */
	GAME_READ_NB
};

struct game_read_fail {
	size_t		where;		/* UNREADABLE, LETTER: the byte */
	size_t		ncandidates;	/* AMBIGUOUS */
	uint64_t	candidates[GAME_CANDIDATES_MAX];
};

/* How a move is written. */
enum game_style {
	GAME_STYLE_JOURNAL = 0,	/* canonical: what the journal keeps */
	GAME_STYLE_SHEET,	/* as the players write it, in the language */
	GAME_STYLE_EXPORT,	/* the record's (PGN SAN, PDN), language 0 */
	GAME_STYLE_FIGURINE,	/* the sheet form with figurines */
	GAME_STYLE_LONG,	/* from and to squares, in the language */
	GAME_STYLE_COORD	/* engine coordinates (UCI) */
};

/* An analysis' answer: can a side still win?  Never a guess. */
enum game_verdict {
	GAME_VERDICT_NO = 0,	/* proved: it cannot */
	GAME_VERDICT_YES,	/* proved: it can (a line shows how) */
	GAME_VERDICT_UNKNOWN	/* the budget ran out */
};

/* What the position itself decides after a move. */
struct game_end {
	enum law	law;		/* LAW_NONE: play goes on */
	int8_t		points2[2];	/* White's, Black's, in half points */
};

/*
 * A diagram: rows top first as the arbiter sees the board (White at the
 * bottom), each cell a piece, GAME_CELL_EMPTY, or GAME_CELL_NONE for a
 * square no piece stands on (draughts' light squares).  A piece is the
 * kind's piece number | side << 3.  A game whose squares are numbered
 * (draughts 2.6: 1-50) gives each cell its number, else 0.
 */
#define GAME_DIAGRAM_MAX	10
#define GAME_CELL_EMPTY		0xfe
#define GAME_CELL_NONE		0xff

struct game_diagram {
	uint8_t		rows, cols;
	uint8_t		cell[GAME_DIAGRAM_MAX][GAME_DIAGRAM_MAX];
	char		row_label[GAME_DIAGRAM_MAX][4];		/* "8" */
	char		col_label[GAME_DIAGRAM_MAX][4];		/* "a" */
	uint8_t		number[GAME_DIAGRAM_MAX][GAME_DIAGRAM_MAX];
};

/* Game records (PGN, PDN) read as a stream: what the reader found. */
enum game_record_type {
	GAME_RECORD_TAG,	/* name, text */
	GAME_RECORD_MOVE,	/* text, move, pos before it (when asked) */
	GAME_RECORD_END,	/* text: the result; plies: the moves read */
	GAME_RECORD_ERROR	/* the game's first problem: text, reason */
};

/* What a record reader is asked for (record_open()'s flags). */
#define GAME_RECORD_MOVES	0x1	/* a MOVE event for every move */
#define GAME_RECORD_CHECK	0x2	/* every move written as the record
					   writes it and as lang's players
					   write it must read back the same:
					   else an ERROR event */

struct game_record_event {
	enum game_record_type	 type;
	unsigned long		 game;		/* 1-based */
	unsigned		 move_number;
	const char		*name;
	const char		*text;
	const char		*reason;	/* ERROR: in English */
	const struct game_pos	*pos;		/* MOVE, ERROR */
	uint64_t		 move;
	unsigned long		 plies;		/* END */
	const struct game_read_fail *fail;	/* ERROR on a move, or NULL */
	enum game_read		 read;		/* ERROR on a move */
};

/* Return false to mark the game failed: the rest of it is skipped. */
typedef bool	game_record_fn(void *arg, const struct game_record_event *);

struct game_kind {
	const char	*name;			/* "chess", as editions name it */
	const char	*record;		/* "PGN" */
	/* Whether the event engine arbitrates its games (apply.c); a kind
	 * that does not serves arbiter-cli's rules-core commands only. */
	bool		 arbitrated;
	/* The game whose editions rule it ("chess" for Chess960: Guidelines
	 * II rules it by the Laws of Chess); NULL: its own name.  And the
	 * law such an edition must have to rule it (2023 Guidelines II);
	 * LAW_NONE: any edition of that game. */
	const char	*rules_game;
	enum law	 rules_law;
	/* The record's Variant tag ("Chess960", PGN's [Variant]); NULL: the
	 * game's own record writes none. */
	const char	*record_variant;

	/* Positions. */
	void		(*start)(struct game_pos *);
	/* A numbered start (Chess960, Guidelines II.1: 0-959 in Scharnagl's
	 * numbering, 518 Art. 2's); false when out of range.  NULL in a
	 * game with one start. */
	bool		(*start_number)(struct game_pos *, unsigned number);
	/* Read a FEN; not OK: *where the offending byte and *why (may be
	 * NULL) an English reason. */
	enum game_pos_read (*pos_read)(struct game_pos *, const char *text,
			    size_t *where, const char **why);
	/* Write a FEN into buf[GAME_POS_TEXT_MAX]; its length. */
	size_t		(*pos_write)(const struct game_pos *, char *buf);
	/* The invariant (board_ok()); an illegal move may leave a position
	 * no game reaches until the opponent has moved: see as_made. */
	bool		(*pos_ok)(const struct game_pos *);
	int		(*side)(const struct game_pos *);
	/* The number of the move the side to move is about to make. */
	unsigned	(*move_number)(const struct game_pos *);

	/* Moves and their notation. */
	/* The language for an ISO code ("it"), or -1. */
	int		(*lang_find)(const char *iso);
	/* The language's piece letters for messages, "K Q R B N", into
	 * buf[32]; the length (0 for a game without letters). */
	size_t		(*lang_letters)(int lang, char *buf);
	/* Read text in lang (and the forms every language reads). */
	enum game_read	(*move_read)(const struct game_pos *, const char *text,
			    size_t len, int lang, uint64_t *move,
			    struct game_read_fail *);
	/* Write a legal move into buf[GAME_MOVE_TEXT_MAX]; its length. */
	size_t		(*move_write)(const struct game_pos *, uint64_t move,
			    enum game_style, int lang, char *buf);
	/* The legal moves into moves[GAME_MOVES_MAX]; how many. */
	size_t		(*legal_moves)(const struct game_pos *,
			    uint64_t *moves);
	/* Play a legal move. */
	void		(*play)(struct game_pos *, uint64_t move);
	/* Leaves counted to depth (bulk counting at the last ply). */
	uint64_t	(*perft)(const struct game_pos *, int depth);

	/* Rules of the game. */
	/* The key under which positions repeat, equal as the edition says
	 * (enum edition_equal). */
	uint64_t	(*key)(const struct game_pos *, int equal);
	/* What the position itself decides, exactly (mate, stalemate; no
	 * move, no pieces): law LAW_NONE when play goes on.  The bounded
	 * analyses are dead() and can_win(). */
	void		(*outcome)(const struct game_pos *,
			    const struct edition *, struct game_end *);
	/* Is the position dead: can neither side win by any sequence of
	 * legal moves?  YES dead, NO alive, UNKNOWN: the budget ran out. */
	enum game_verdict (*dead)(const struct game_pos *, uint64_t budget);
	/* Can side still win by any sequence of legal moves?  YES fills
	 * line[0..*len) (GAME_LINE_MAX; may be NULL) with a way. */
	enum game_verdict (*can_win)(const struct game_pos *, int side,
			    uint64_t budget, uint64_t *line, size_t *len);
	/* The same for both sides at once (an analysis may share work):
	 * verdict[side], line[side] (or NULL), len[side]. */
	void		(*can_win_both)(const struct game_pos *,
			    uint64_t budget, enum game_verdict verdict[2],
			    uint64_t *line[2], size_t len[2]);
	/* Whether a draw claim under law (LAW_REPETITION, LAW_FIFTY) holds
	 * for the position after, seen count times before; with
	 * LAW_AUTO_SEVENTY_FIVE, whether the moves without a capture or a
	 * pawn move end the game by themselves (2023 9.6.2). */
	bool		(*claim_holds)(enum law, const struct game_pos *after,
			    unsigned count, const struct edition *);
	/*
	 * An illegal move as made on the board (7.4): text names a piece
	 * and squares in lang.  GAME_READ_OK with *after the board as it
	 * now stands, *made what it is (when broken, *after is the board
	 * before it: the move can only be claimed, or the arbiter acts) and
	 * canon its journal form; UNREADABLE or LETTER
	 * when the text names no piece and squares (garbage is never an
	 * illegal move).  A legal move's text is the caller's to refuse.
	 */
	enum game_read	(*as_made)(const struct game_pos *, const char *text,
			    size_t len, int lang, struct game_pos *after,
			    enum game_made *made, char *canon);
	/*
	 * 2023 7.5.2: text as made moves a pawn to the last rank and leaves
	 * it unpromoted: the legal move that puts a queen there stands for
	 * it; else GAME_MOVE_NONE (always, in a game without promotion).
	 * NULL: none.
	 */
	uint64_t	(*promotion_unfinished)(const struct game_pos *,
			    const char *text, size_t len, int lang);
	/*
	 * Draughts Art. 7: the move count the material calls for
	 * (LAW_COUNT_KINGS, LAW_COUNT_FEW, LAW_COUNT_LEAST), or LAW_NONE
	 * when none may run (not a king each side, 7.1); and whether a
	 * move keeps a kings-only count going (7.4: a king's, taking
	 * nothing).  NULL in a game without counts.
	 */
	enum law	(*count_law)(const struct game_pos *);
	bool		(*count_quiet)(const struct game_pos *, uint64_t move);
	void		(*diagram)(const struct game_pos *,
			    struct game_diagram *);
	/* A piece as a figurine (unicode) or a letter of lang. */
	const char	*(*glyph)(uint8_t piece, bool unicode, int lang,
			    char buf[8]);
	/* The names of the piece numbers 0, 1, ... (English, to translate:
	 * "man", "king"), NULL-terminated, for a diagram's legend; NULL for
	 * a game whose figurines and letters need none. */
	const char *const *piece_names;
	/* The board view's word for a board, before its number (English,
	 * to translate: the FID text's "damiera"); NULL: the console's own. */
	const char	*board_title;

	/* Records (PGN, PDN): how they are written (record.h's writer in
	 * the kind's style: exports and the live broadcast take it from
	 * here); open a reader (GAME_RECORD_* flags), feed it, close it
	 * (the close finishes the last game). */
	const struct record_style *record_style;
	void		*(*record_open)(int lang, unsigned flags,
			    game_record_fn *, void *arg);
	void		(*record_feed)(void *, const char *buf, size_t len);
	void		(*record_close)(void *);
};

/* The kind called name ("chess"), or NULL when this build has none. */
const struct game_kind *gamekind_find(const char *name);
/* The name of the game whose editions rule kind (gamekind.h's rules_game):
 * "chess" for chess and Chess960. */
const char	*gamekind_rules_game(const struct game_kind *kind);
/* A short English reason for a read error ("no legal move matches"). */
const char	*gamekind_read_text(enum game_read);
/* The outcome's name ("AMBIGUOUS"), and back (-1 when unknown). */
const char	*gamekind_read_name(enum game_read);
int		 gamekind_read_find(const char *name);

#endif
