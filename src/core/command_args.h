/*
 * command_args.h: the parts every verb of the command language is read
 * and written with, as tmux's arguments.c: the lexer, the cursor over the
 * words of a line and its take_*() readers, the out buffer and its put_*()
 * writers, and the shapes several verbs share (a board; a board and a
 * side; a board and a move).  Each verb's own reader and writer sit
 * beside its ruling (rulings/<group>.c, apply.c, standings.c,
 * command_session.c) with its entry of the command table
 * (command_table.c).  Not an API: the language's internals.
 *
 * Readers: each take_*() takes one word (or a keyword and its value) at
 * the cursor and returns true, or records in the cursor's error the word,
 * what was expected (enum command_arg) and why (enum command_status) and
 * returns false; a verb's reader returns false at the first failure, and
 * must end with take_end() (no word left) or take_at_end() checks.
 * Writers: each put_*() appends a blank and one word to the out buffer; a
 * value that could not be read back sets out->bad, which makes
 * command_format() fail, so a writer checks what its reader would refuse.
 */
#ifndef ARBITER_COMMAND_ARGS_H
#define ARBITER_COMMAND_ARGS_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "command.h"
#include "duration.h"

struct edition;

/* A line split into words: spans in the line, unquoted text in buf. */
struct lexed {
	size_t		n;
	struct {
		uint16_t	off, len;	/* span in the line */
		uint16_t	at, size;	/* unquoted text in buf */
		bool		quoted;
	}		w[COMMAND_WORDS_MAX];
	char		buf[COMMAND_LINE_MAX + COMMAND_WORDS_MAX];
};

struct command_cursor {
	const struct lexed	*lx;
	size_t			 i;	/* the next word */
	size_t			 len;	/* of the line */
	struct command_error	*err;
};

/* Formatting's buffer.  Errors stick in bad. */
struct command_out {
	char	*buf;
	size_t	 size, n;
	bool	 bad;
};

/* Split the len bytes at line into *lx; COMMAND_OK, or *err filled. */
enum command_status command_lex(const char *line, size_t len,
	    struct lexed *lx, struct command_error *err);

/* The cursor. */
/* Record a failure of kind st on word (past the last: a missing word). */
bool	take_fail(struct command_cursor *, size_t word, enum command_status,
	    enum command_arg);
/* The same on the word just taken. */
bool	take_fail_last(struct command_cursor *, enum command_status,
	    enum command_arg);
/* The next word, its text and size; E_MISSING if there is none. */
bool	take_next(struct command_cursor *, enum command_arg, const char **s,
	    size_t *n);
/* No word left?  take_end(): the same, or E_EXTRA on the next word. */
bool	take_at_end(const struct command_cursor *);
bool	take_end(struct command_cursor *);

/* Keywords: matched without regard to ASCII case. */
char	args_lower(char);
bool	args_word_is(const char *s, size_t n, const char *kw);
/* In a NULL-terminated table: the index + 1, or 0. */
int	args_lookup(const char *s, size_t n, const char *const *table);
/* Is the next word the keyword kw?  Takes it if so. */
bool	take_if(struct command_cursor *, const char *kw);
/* A keyword of table (its index + 1 in *v). */
bool	take_keyword(struct command_cursor *, enum command_arg,
	    const char *const *table, int *v);
/* Optional keyword arguments in any order, each at most once: *k is the
 * keyword's index + 1, *seen has bit k set. */
bool	take_option(struct command_cursor *, const char *const *table,
	    unsigned *seen, int *k);

/* Values. */
bool	take_uint(struct command_cursor *, enum command_arg, uint32_t min,
	    uint32_t max, uint32_t *);
bool	take_u16(struct command_cursor *, enum command_arg, uint32_t min,
	    uint32_t max, uint16_t *);
/* <board> or <round>.<board> into cmd->board and cmd->round. */
bool	take_board(struct command_cursor *, struct command *);
bool	take_id(struct command_cursor *, uint32_t *);
/* A side into cmd->side; "both" where both. */
bool	take_side(struct command_cursor *, bool both, struct command *);
/* Any word into buf (NUL-terminated); an empty one only if empty_ok. */
bool	take_text(struct command_cursor *, enum command_arg, char *buf,
	    size_t size, bool empty_ok);
bool	take_duration(struct command_cursor *, enum duration_sign,
	    int64_t *ms);
bool	take_date(struct command_cursor *, struct date *);
bool	take_time(struct command_cursor *, uint16_t *minutes);
bool	take_tz(struct command_cursor *, int16_t *tz);
/* 11.1: points <win> <draw> <loss>, in halves. */
bool	take_scale(struct command_cursor *, uint8_t points2[3]);
/* <white>-<black>, +/- or -/+ into cmd->u.result. */
bool	take_result(struct command_cursor *, struct command *);
/* Whether w-b (halves as written) is a result some game gives. */
bool	args_result_ok(unsigned w, unsigned b);
/* A signed amount of points in halves: +1, -1/2. */
bool	take_points(struct command_cursor *, int8_t *points2);
bool	take_boards(struct command_cursor *, struct command_boards *);
/* A Unix user name as 'arbiter' and 'source' take it (command_session.c). */
bool	args_user_ok(const char *);
/* 6.7: a wait from none to a day. */
bool	take_wait(struct command_cursor *, int64_t *ms);
/* An edition's name or a game's, as find knows it, in lowercase. */
bool	take_edition(struct command_cursor *, enum command_arg,
	    const struct edition *(*find)(const char *, size_t), char *out);
bool	take_tiebreaks(struct command_cursor *, char *list);
/* A FIDE federation, written in capitals. */
bool	take_fed(struct command_cursor *, char *fed);

/* The writers. */
void	put_bytes(struct command_out *, const char *s, size_t n);
/* A blank, then the word as it is. */
void	put_bare(struct command_out *, const char *s);
/* A blank, then s quoted with \" and \\ escaped. */
void	put_quoted(struct command_out *, const char *s);
/* A word kept as text: bare when it reads back bare. */
void	put_word(struct command_out *, const char *s);
/* A required text: never empty. */
void	put_text(struct command_out *, const char *s);
/* v in decimal, with no blank before it (put_num) or with one. */
void	put_num(struct command_out *, uint32_t v, uint32_t min, uint32_t max);
void	put_uint(struct command_out *, uint32_t v, uint32_t min, uint32_t max);
void	put_board(struct command_out *, const struct command *);
/* A board list as take_boards() reads it: "1-50,60". */
void	put_boards(struct command_out *, const struct command_boards *);
void	put_side(struct command_out *, uint8_t side, bool both);
/* table[v - 1] of a table of nb words, checking v. */
void	put_keyword(struct command_out *, const char *const *table, size_t nb,
	    unsigned v);
#define PUT_KEYWORD(o, table, v) \
	put_keyword(o, table, sizeof table / sizeof table[0] - 1, v)
void	put_duration(struct command_out *, int64_t ms, enum duration_sign);
void	put_date(struct command_out *, const struct date *);
void	put_time(struct command_out *, uint16_t minutes);
/* Halves of a point up to 2 as a result writes them: "1/2", "3/2". */
const char *args_halves_text(int h);
/* Halves of a point as the parser reads them back: 3, 1/2, 2.5. */
void	put_score(struct command_out *, unsigned h);
/* A name the table of editions knows (see take_edition()). */
void	put_known(struct command_out *,
	    const struct edition *(*find)(const char *, size_t),
	    const char *word);

/* A report's kinds, by enum command_report (report, dismiss). */
extern const char *const command_report_words[COMMAND_REPORT_NB];

/*
 * The shapes several verbs share: <board> (accept, decline, stop, go,
 * adjourn, resume, show); <board> <side> (absent, arrive, offer, resign,
 * flag, phone, device); <board> <move> (move, envelope-lost; move takes
 * [clock <duration>]).
 */
bool	command_read_board(struct command_cursor *, struct command *);
void	command_write_board(struct command_out *, const struct command *);
bool	command_read_board_side(struct command_cursor *, struct command *);
void	command_write_board_side(struct command_out *, const struct command *);
bool	command_read_board_move(struct command_cursor *, struct command *);
void	command_write_board_move(struct command_out *, const struct command *);

#endif
