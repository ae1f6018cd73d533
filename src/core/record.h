/*
 * record.h: game records written (PGN's export format, which PDN shares):
 * the Seven Tag Roster first, then the other tags, the movetext wrapped
 * at 80 columns with the clock after a move as {[%clk h:mm:ss]}, the
 * arbiter's comments, the result.  Text goes to out(arg, text, len).
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

struct record_writer {
	record_out_fn	*out;
	void		*arg;
	size_t		 column;
	unsigned	 last_number;	/* of the last move written */
	bool		 need_number;
};

void		record_writer_init(struct record_writer *, record_out_fn *out,
		    void *arg);
/* Write the tags: Seven Tag Roster (missing ones as "?") first. */
void		record_writer_tags(struct record_writer *,
		    const struct record_tag *, size_t n);
/*
 * Write one move: its text, the move number and side (0 White) of the
 * position before it, and the clock after it (clk_ms < 0: none).
 */
void		record_writer_move(struct record_writer *, const char *text,
		    unsigned number, int side, int64_t clk_ms);
/* A comment after the last token, " {text}", never wrapped (braces
 * inside become parentheses; longer than 508 bytes is cut). */
void		record_writer_comment(struct record_writer *, const char *text);
/* Write the result and the blank line that ends the game. */
void		record_writer_result(struct record_writer *, const char *result);

#endif
