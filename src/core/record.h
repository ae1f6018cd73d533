/*
 * record.h: game records written (PGN's export format, which PDN shares):
 * the Seven Tag Roster first, then the other tags, the movetext wrapped
 * at 80 columns with the clock after a move as {[%clk h:mm:ss]}, the
 * arbiter's comments, the result.  Text goes to out(arg, text, len).
 *
 * Where a game's record differs from PGN it says so in a struct
 * record_style (PDN: draughts/pdn.c): a tag every record carries, the
 * move number joined to its move, the clock command's name and colour.
 */
#ifndef ARBITER_RECORD_H
#define ARBITER_RECORD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void	record_out_fn(void *arg, const char *text, size_t len);

struct record_tag {
	const char	*name;
	const char	*value;
};

/* A game's result (the state's, "+/-") and how the record writes it. */
struct record_result {
	const char	*game;
	const char	*record;
};

/* How a game's record differs from PGN's; the style outlives the writer. */
struct record_style {
	const char	*clock;		/* the clock command: "clk" */
	bool		 clock_side;	/* its time after w or b: "w1:23:45" */
	bool		 number_joined;	/* "1. 32-28" one token, never cut */
	/* Black's move after a comment, clock or set-up without its "1..."
	 * (PDN 3.0: "GameMove : MOVENUMBER? Move"; pydraughts fails on
	 * it), but for a game's first move. */
	bool		 no_black_number;
	struct record_tag required;	/* written after the roster unless
					   the tags give it; name NULL: none */
	/* The results the record has, ended by { NULL, NULL }: any other
	 * (0-0 in PGN, 1/2-0) is written "*", the game not decided in it. */
	const struct record_result *results;
};

/* PGN's: {[%clk 1:23:45]}, "1." a token of its own, no further tag,
 * 1-0 0-1 1/2-1/2 (a forfeit, +/-, as a win). */
extern const struct record_style record_pgn;

struct record_writer {
	record_out_fn	*out;
	void		*arg;
	const struct record_style *style;
	size_t		 column;
	unsigned	 last_number;	/* of the last move written */
	bool		 need_number;
	bool		 moved;		/* a move written in this game */
};

/* A game's result (NULL or "" while undecided) as style writes it: one
 * of its results, else "*". */
const char	*record_result(const struct record_style *, const char *result);

/* A writer of PGN's style. */
void		record_writer_init(struct record_writer *, record_out_fn *out,
		    void *arg);
/* A writer of the given style. */
void		record_writer_init_style(struct record_writer *,
		    const struct record_style *, record_out_fn *out, void *arg);
/*
 * Write the tags: Seven Tag Roster (missing ones as "?", "????.??.??" and
 * "*") first, the style's required tag next unless given, then the others
 * in their order.
 */
void		record_writer_tags(struct record_writer *,
		    const struct record_tag *, size_t n);
/*
 * Write one move: its text, the move number and side (0 White) of the
 * position before it, and the clock after it (clk_ms < 0: none).
 */
void		record_writer_move(struct record_writer *, const char *text,
		    unsigned number, int side, int64_t clk_ms);
/*
 * Write one token of movetext that is not a move (PDN's setup command),
 * wrapped as a move is; the next move gives its number again.
 */
void		record_writer_token(struct record_writer *, const char *text);
/* A comment after the last token, " {text}", never wrapped (braces
 * inside become parentheses; longer than 508 bytes is cut). */
void		record_writer_comment(struct record_writer *, const char *text);
/* Write the result and the blank line that ends the game. */
void		record_writer_result(struct record_writer *, const char *result);

#endif
