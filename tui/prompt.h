/*
 * prompt.h: the one-line editor of the status line: the ':' command
 * prompt (the whole command language, with completion and history) and
 * the board view's move entry.  What it produces is command text for
 * session_command(): the console has no other way to change the event.
 */
#ifndef ARBITER_PROMPT_H
#define ARBITER_PROMPT_H

#include <stdbool.h>
#include <stddef.h>
#include <wchar.h>

#define PROMPT_MAX	2048	/* bytes of text: a scoresheet pasted whole */
#define PROMPT_HISTORY	64

enum prompt_mode {
	PROMPT_OFF = 0,
	PROMPT_COMMAND,		/* ':' */
	PROMPT_MOVE,		/* a move on the open board */
	PROMPT_JUMP,		/* a board number to go to */
	PROMPT_FILTER,		/* the log's filter words */
	PROMPT_CONFIRM,		/* a yes/no question about pending text */
	PROMPT_REASON		/* the question, then the reason pending takes */
};

struct prompt {
	enum prompt_mode mode;
	char		 text[PROMPT_MAX];
	size_t		 len, cursor;	/* bytes */
	char		 pending[PROMPT_MAX];	/* the command a confirm runs */
	char		 question[256];
	char		*history[PROMPT_HISTORY];
	size_t		 nhistory, browse;
};

enum prompt_result {
	PROMPT_GOING,		/* keep editing */
	PROMPT_CANCEL,		/* Esc */
	PROMPT_DONE		/* Enter: text holds the line */
};

void	prompt_begin(struct prompt *, enum prompt_mode);
/* Put text in the line, the cursor at its end. */
void	prompt_set(struct prompt *, const char *text);
/* Feed one key (a wide character, or a curses KEY_ code when is_key). */
enum prompt_result prompt_key(struct prompt *, wint_t key, bool is_key);
void	prompt_remember(struct prompt *);
void	prompt_release(struct prompt *);

/*
 * Complete the word under the cursor from candidates (NULL-terminated):
 * the longest common prefix, or the one match with a blank after it.
 */
void	prompt_complete(struct prompt *, const char *const *candidates);

#endif
