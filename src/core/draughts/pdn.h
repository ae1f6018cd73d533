/*
 * pdn.h: Portable Draughts Notation 3.0 for international draughts, read
 * as a stream and written, pure.
 *
 * The reader is pushed bytes in chunks of any size (pdn_reader_feed) and
 * reports what it finds through one callback, in constant memory: tag
 * pairs, the start of the movetext (the position set up from a FEN tag),
 * each mainline move already matched to a legal move (notation.h), the
 * clock commands of a comment after a move ([%clock w0:10:00 B0:09:58],
 * [%clock 1:05:23], PGN's [%clk 1:05:23], [%emt 0:00:12]), the setup
 * command of PDN 3.0 (/FEN "B:W28,...:B1-20"/, a position put on the
 * board in the middle of a game, as after an irregularity), and the end
 * of each game with its result (2-0 1-1 0-2 0-0 *, and the 1-0 0-1
 * 1/2-1/2 of older files).  It skips a UTF-8 BOM, CR, {} and ; comments,
 * % escape lines, NAGs ($n), move numbers (1. 1... 01. 12.32-28),
 * annotation glyphs (! ? !? * + =) and recursive variations.  A game whose
 * GameType tag is not 20 (international draughts; "20,W,10,10,N2,0" is)
 * is reported and skipped; a game without the tag is taken as 20.
 *
 * The first problem of a game (an unreadable or illegal move, a bad FEN or
 * GameType, a token too long, a missing result, input ending inside a
 * tag, comment or variation) is reported once as PDN_EV_ERROR with the
 * game number, the move number and the move text; the rest of that game
 * is skipped up to its result, and reading goes on with the next game.
 */
#ifndef ARBITER_DRAUGHTS_PDN_H
#define ARBITER_DRAUGHTS_PDN_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "draughts/draughts.h"
#include "draughts/notation.h"
#include "record.h"
#include "recordread.h"

#define PDN_TOKEN_MAX	72	/* longest move or symbol token */
#define PDN_NAME_MAX	64	/* longest tag name */
#define PDN_VALUE_MAX	256	/* longest tag value kept (longer is cut) */
#define PDN_CMD_MAX	64	/* longest [%cmd ...] kept in a comment */

enum pdn_event_type {
	PDN_EV_TAG,		/* name, text (the value) */
	PDN_EV_MOVETEXT,	/* the tags are over; pos is the start */
	PDN_EV_MOVE,		/* text, move; pos is before the move */
	PDN_EV_CLOCK,		/* the clocks after the last move */
	PDN_EV_SETUP,		/* text is the FEN; pos is the new position */
	PDN_EV_GAME_END,	/* text is the result ("2-0", ...) */
	PDN_EV_ERROR		/* error, text (the move or token), fail */
};

enum pdn_error {
	PDN_OK = 0,
	PDN_E_MOVE_UNREADABLE,	/* notation: not a move */
	PDN_E_MOVE_ILLEGAL,	/* notation: no piece there, no legal move,
				   capture compulsory, majority rule (the
				   reason is fail->error below) */
	PDN_E_MOVE_AMBIGUOUS,	/* notation: several legal captures match */
	PDN_E_FEN,		/* the FEN tag or a setup was refused */
	PDN_E_GAMETYPE,		/* GameType other than 20 */
	PDN_E_TOKEN_TOO_LONG,
	PDN_E_TAG,		/* a malformed tag pair */
	PDN_E_SETUP,		/* a malformed /FEN "..."/ setup */
	PDN_E_UNBALANCED,	/* ) without ( */
	PDN_E_BRACE,		/* } outside a comment */
	PDN_E_TRUNCATED,	/* input ended inside a tag, comment,
				   setup or variation */
	PDN_E_NO_RESULT,	/* a game ended (new tags, end of input)
				   without a result token */
	PDN_ERROR_NB
};

struct pdn_event {
	enum pdn_event_type	 type;
	unsigned long		 game;		/* 1-based */
	unsigned		 move_number;	/* of the move (as numbered in
						   the file, else counted) */
	const char		*name;		/* PDN_EV_TAG */
	const char		*text;
	const struct draughts_position *pos;
	uint64_t		 move;		/* PDN_EV_MOVE */
	/* PDN_EV_CLOCK, each -1 if absent: a clock without colour, the
	 * clocks of White and Black, the time the move took. */
	int64_t			 clk_ms;
	int64_t			 clock_ms[2];
	int64_t			 emt_ms;
	enum pdn_error		 error;		/* PDN_EV_ERROR */
	enum dnotation_error	 move_error;	/* move errors: the reason */
	const struct dnotation_fail *fail;	/* move errors: candidates */
};

/*
 * Called for each event.  Returning false marks the game as failed (for
 * instance when the caller's own check of a move fails): the reader then
 * skips the rest of its moves as after an error of its own.
 */
typedef bool	pdn_event_fn(void *arg, const struct pdn_event *);

/*
 * The reader's whole state; the caller owns it (no allocation).  The
 * syntax PDN shares with PGN is recordread.h's, whose state comes first.
 */
struct pdn_reader {
	struct record_reader rr;
	pdn_event_fn	*fn;
	void		*arg;
	unsigned	 number;	/* move number of the next move */
	bool		 gametype_bad;
	int64_t		 clk_ms, clock_ms[2], emt_ms;	/* of the comment */
	struct draughts_position pos;
};

/* Start reading; events go to fn(arg, ...). */
void		pdn_reader_init(struct pdn_reader *, pdn_event_fn *fn,
		    void *arg);
/* Push the next len bytes of the stream. */
void		pdn_reader_feed(struct pdn_reader *, const char *buf,
		    size_t len);
/* The stream has ended: finishes the last game (or reports truncation). */
void		pdn_reader_finish(struct pdn_reader *);

/* A short English reason ("illegal move"). */
const char	*pdn_strerror(enum pdn_error);

/*
 * The writer: a game as text through out(arg, text, len): the tags, the
 * movetext wrapped at 80 columns, the result and a blank line.  It is
 * record.h's writer in PDN's style; a tag is record.h's.
 */
typedef void	pdn_out_fn(void *arg, const char *text, size_t len);

#define pdn_tag	record_tag

struct pdn_writer {
	struct record_writer	 rw;
};

/* PDN's way of writing: {[%clock w1:23:45]}, "1. 32-28", GameType 20. */
extern const struct record_style pdn_record_style;

void		pdn_writer_init(struct pdn_writer *, pdn_out_fn *out,
		    void *arg);
/*
 * Write the tags: Event, Site, Date, Round, White, Black, Result first
 * (missing ones as "?", "????.??.??" and "*"), GameType "20" next unless
 * given, then the others in their order.
 */
void		pdn_writer_tags(struct pdn_writer *, const struct pdn_tag *,
		    size_t n);
/*
 * Write one move: its text (notation.h), its move number and the side
 * that made it, and the mover's clock after it (clk_ms < 0: none) as
 * {[%clock w1:23:45]} or {[%clock b1:23:45]}.
 */
void		pdn_writer_move(struct pdn_writer *, const char *text,
		    unsigned number, enum draughts_color side, int64_t clk_ms);
/* Write a setup command /FEN "..."/ (PDN 3.0). */
void		pdn_writer_setup(struct pdn_writer *, const char *fen);
/* Write the result and the blank line that ends the game. */
void		pdn_writer_result(struct pdn_writer *, const char *result);

#endif
