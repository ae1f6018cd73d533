/*
 * recordread.h: the syntax game records share (PGN, and PDN, its twin for
 * draughts), read as a stream, pure and game-agnostic.
 *
 * The reader is pushed bytes in chunks of any size and cuts them into
 * what PGN and PDN have in common, in constant memory: a UTF-8 BOM, CR,
 * tag pairs [Name "value"], {} comments with their [%cmd ...] commands,
 * ; comments, % escape lines, NAGs ($n), recursive variations (skipped
 * whole), the draw-offer mark (=), move numbers (1. 1... 12.e4), result
 * tokens, the bounds of each game and, where the syntax has them, setup
 * commands (PDN 3.0's /FEN "..."/).  What is a game's own goes to the
 * hooks of its struct record_syntax: which tokens are results or
 * annotation glyphs, each move of the mainline (a token that is none of
 * these nor a move number), each tag, each [%cmd], the end of a comment,
 * the beginning of a game and of its moves, its end, and the syntax
 * errors.  A game's reader embeds a struct record_reader as its first
 * member, so that its hooks find it from the pointer they are given.
 *
 * Errors: a game reports the first of its own only (a hook tests and
 * sets failed); the syntax's come to the error hook, which does the same.
 */
#ifndef ARBITER_RECORDREAD_H
#define ARBITER_RECORDREAD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define RECORD_TOKEN_MAX	72	/* room for the longest token kept */
#define RECORD_NAME_MAX		64	/* longest tag name */
#define RECORD_VALUE_MAX	256	/* longest tag value kept (longer is cut) */
#define RECORD_CMD_MAX		64	/* room for the longest [%cmd ...] */

/* The syntax's errors; each game names them in its own enum. */
enum record_error {
	RECORD_E_TOKEN_TOO_LONG,
	RECORD_E_TAG,		/* a malformed tag pair */
	RECORD_E_UNBALANCED,	/* ) without ( */
	RECORD_E_BRACE,		/* } outside a comment (strict_braces) */
	RECORD_E_TRUNCATED,	/* input ended inside a tag, comment, setup
				   or variation */
	RECORD_E_NO_RESULT	/* a game ended (new tags, end of input)
				   without a result token */
};

struct record_reader;

/* A game's record syntax: its limits, its own bytes and its hooks. */
struct record_syntax {
	size_t		 token_max;	/* <= RECORD_TOKEN_MAX */
	size_t		 cmd_max;	/* <= RECORD_CMD_MAX */
	/*
	 * A ( inside a token right after one of these bytes, then one
	 * capital and ), stays in the token (chess's promotion d8(D));
	 * NULL: a ( always opens a variation.
	 */
	const char	*paren_after;
	/* A / where a token would begin opens a setup command running to
	 * the next / (PDN 3.0's /FEN "..."/); else it begins a token. */
	bool		 setup;
	/* A move's squares may be padded with blanks after its - or x
	 * ("1- 7", as some PDN writers align them): one token. */
	bool		 padded_squares;
	/* The last game of the input needs no result (PDN 3.0: "PdnFile :
	 * Game (GameSeparator Game)* GameSeparator?"): it ends with '*'. */
	bool		 last_result_optional;
	/* A } outside a comment is an error (PDN 3.0: comments do not
	 * nest); else it is passed over, as PGN readers do. */
	bool		 strict_braces;
	bool		(*is_result)(const char *t, size_t len);
	/* A new game (tags or moves seen): reset the game's own state. */
	void		(*game_begin)(struct record_reader *);
	/* The tags are over: set the position up (from fen[]). */
	void		(*moves_begin)(struct record_reader *);
	void		(*game_end)(struct record_reader *, const char *result);
	/* A move number (12. 12... 12.e4: its value, at most 99999); may
	 * be NULL (numbers are skipped). */
	void		(*number)(struct record_reader *, unsigned v);
	/* A token of the mainline that only annotates (! ?! and the like),
	 * skipped; any other is a move (after moves_begin). */
	bool		(*is_annotation)(const char *t);
	void		(*move)(struct record_reader *, const char *t,
			    size_t len);
	void		(*tag)(struct record_reader *, const char *name,
			    const char *value);
	void		(*command)(struct record_reader *, const char *cmd);
	void		(*comment_end)(struct record_reader *);
	/* The text of a setup command (may be changed); NULL if no setup. */
	void		(*setup_end)(struct record_reader *, char *text);
	void		(*error)(struct record_reader *, enum record_error,
			    const char *text);
};

enum record_state {
	RECORD_S_NORMAL, RECORD_S_TOKEN, RECORD_S_TAG, RECORD_S_COMMENT,
	RECORD_S_LINE, RECORD_S_ESCAPE, RECORD_S_NAG, RECORD_S_PAREN,
	RECORD_S_PAREN_EQ, RECORD_S_SETUP
};

/* The reader's whole state; the game's reader holds it (no allocation). */
struct record_reader {
	const struct record_syntax *syn;
	size_t		 token_max;	/* syn's, kept at hand for speed */
	enum record_state state;
	uint64_t	 offset;	/* bytes fed so far */
	bool		 bom_done;	/* the first 3 bytes were looked at */
	bool		 line_start;
	bool		 in_game;	/* tags or moves seen */
	bool		 in_moves;	/* movetext begun */
	bool		 failed;	/* an error was reported in this game */
	bool		 any_move;	/* a move since the last clock (the
					   game's to set) */
	unsigned	 depth;		/* variation depth */
	unsigned long	 game;		/* 1-based number of this game */
	/* token being read */
	char		 tok[RECORD_TOKEN_MAX + 8];
	size_t		 toklen;
	size_t		 tokparen;	/* index of ( in tok, or 0 */
	bool		 padding;	/* blanks after "1-": a square next */
	/* tag being read: [name "value"]; also a setup command's text */
	int		 tagpart;	/* 0 name, 1 before ", 2 value, 3 after,
					   4 skip */
	bool		 tagesc;
	char		 tagname[RECORD_NAME_MAX + 1];
	size_t		 tagnamelen;
	char		 tagvalue[RECORD_VALUE_MAX + 1];
	size_t		 tagvaluelen;
	char		 fen[RECORD_VALUE_MAX + 1];	/* the FEN tag */
	/* [%cmd ...] inside a comment */
	bool		 incmd;
	char		 cmd[RECORD_CMD_MAX + 1];
	size_t		 cmdlen;
	/* The comment's text outside its commands, for comment_end: an =
	 * (e-scoresheets' draw offer, "{=}" or "{= [%clk 1:28]}"), and
	 * any other text but white space. */
	bool		 comment_eq, comment_text;
};

void		record_reader_init(struct record_reader *,
		    const struct record_syntax *);
/* Push the next len bytes of the stream. */
void		record_reader_feed(struct record_reader *, const char *buf,
		    size_t len);
/* The stream has ended: finishes the last game (or reports truncation). */
void		record_reader_finish(struct record_reader *);
/* The moves begin (a move, a number, a setup): calls moves_begin once. */
void		record_reader_begin_moves(struct record_reader *);

/* Whether c is white space to the record syntax. */
bool		record_is_space(unsigned char c);
/*
 * The fraction of a clock command's time ("h:mm:ss.5", *sp at the '.')
 * in milliseconds, 0 if none; *sp is moved past it.
 */
int64_t		record_fraction_ms(const char **sp);

#endif
