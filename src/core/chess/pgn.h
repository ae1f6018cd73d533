/*
 * pgn.h: Portable Game Notation read as a stream, pure (written by
 * record.h's writer, which is every game's).
 *
 * The reader is pushed bytes in chunks of any size (pgn_reader_feed) and
 * reports what it finds through one callback, in constant memory: tag
 * pairs, the start of the movetext (with the position set up from a FEN
 * tag), each mainline move already matched to a legal move (notation.h,
 * so any language of notation_lang is read, and English SAN in any case:
 * see read_move() in pgn.c), the clock comments
 * [%clk h:mm:ss] and [%emt h:mm:ss] of the move before them, and the end
 * of each game with its result.  It skips a UTF-8 BOM, CR, {} and ;
 * comments, % escape lines, NAGs ($n), move numbers (1. 1... 12.e4),
 * annotation glyphs (! ? !? +- = (=) e.p.) and recursive variations.
 *
 * The first problem of a game (an unreadable or illegal move, a null move
 * "--", a bad FEN, a token too long, a missing result, input ending inside
 * a tag, comment or variation) is reported once as
 * PGN_EV_ERROR with the game number, the move number and the move text;
 * the rest of that game is skipped up to its result, and reading goes on
 * with the next game.
 */
#ifndef ARBITER_CHESS_PGN_H
#define ARBITER_CHESS_PGN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "chess/board.h"
#include "chess/notation.h"
#include "recordread.h"

#define PGN_TOKEN_MAX	64	/* longest move or symbol token */
#define PGN_NAME_MAX	64	/* longest tag name */
#define PGN_VALUE_MAX	256	/* longest tag value kept (longer is cut) */
#define PGN_CMD_MAX	48	/* longest [%cmd ...] kept in a comment */

enum pgn_event_type {
	PGN_EV_TAG,		/* name, value */
	PGN_EV_MOVETEXT,	/* the tags are over; pos is the start */
	PGN_EV_MOVE,		/* text, move; pos is before the move */
	PGN_EV_CLOCK,		/* clk_ms and/or emt_ms of the last move */
	PGN_EV_GAME_END,	/* text is the result ("1-0", ...) */
	PGN_EV_ERROR		/* error, text (the move or token), detail */
};

enum pgn_error {
	PGN_OK = 0,
	PGN_E_MOVE_UNREADABLE,	/* notation: not a move */
	PGN_E_MOVE_ILLEGAL,	/* notation: no legal move matches */
	PGN_E_MOVE_AMBIGUOUS,	/* notation: several legal moves match */
	PGN_E_FEN,		/* the FEN tag was refused */
	PGN_E_TOKEN_TOO_LONG,
	PGN_E_TAG,		/* a malformed tag pair */
	PGN_E_UNBALANCED,	/* ) without ( */
	PGN_E_TRUNCATED,	/* input ended inside a tag, comment or variation */
	PGN_E_NO_RESULT,	/* a game ended (new tags, end of input) without
				   a result token */
	PGN_ERROR_NB
};

struct pgn_event {
	enum pgn_event_type	 type;
	unsigned long		 game;		/* 1-based */
	unsigned		 move_number;	/* fullmove of the move */
	const char		*name;		/* PGN_EV_TAG */
	const char		*text;		/* tag value, move, result, token */
	const struct position	*pos;		/* before the move */
	uint16_t		 move;		/* PGN_EV_MOVE */
	int64_t			 clk_ms;	/* PGN_EV_CLOCK, -1 if absent */
	int64_t			 emt_ms;	/* PGN_EV_CLOCK, -1 if absent */
	enum pgn_error		 error;		/* PGN_EV_ERROR */
	const struct notation_fail *fail;	/* move errors: candidates */
};

/*
 * Called for each event.  Returning false marks the game as failed (for
 * instance when the caller's own check of a move fails): the reader then
 * skips the rest of its moves as after an error of its own.
 */
typedef bool	pgn_event_fn(void *arg, const struct pgn_event *);

/*
 * The reader's whole state; the caller owns it (no allocation).  The
 * syntax PGN shares with PDN is recordread.h's, whose state comes first.
 */
struct pgn_reader {
	struct record_reader rr;
	pgn_event_fn	*fn;
	void		*arg;
	enum notation_lang lang;
	int		 game_lang;	/* letters of this game, -1 unknown */
	int64_t		 clk_ms, emt_ms;	/* of the comment being read */
	struct position	 pos;
	/* Chess960 (Guidelines II): every game (set after init, for a
	 * Chess960 event), or this game ([Variant "Chess960"], LiveChess's
	 * "Fischerandom"): the FEN tag read as X-FEN or Shredder-FEN, no
	 * FEN tag the start numbered 518. */
	bool		 chess960;
	bool		 game960;
};

/* Start reading; events go to fn(arg, ...); moves are read in lang. */
void		pgn_reader_init(struct pgn_reader *, enum notation_lang lang,
		    pgn_event_fn *fn, void *arg);
/* Push the next len bytes of the stream. */
void		pgn_reader_feed(struct pgn_reader *, const char *buf,
		    size_t len);
/* The stream has ended: finishes the last game (or reports truncation). */
void		pgn_reader_finish(struct pgn_reader *);

/* A short English reason ("illegal move"). */
const char	*pgn_strerror(enum pgn_error);

#endif
