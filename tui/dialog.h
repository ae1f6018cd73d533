/*
 * dialog.h: the arbiter's dialogs.  Each is a short series of questions
 * (a choice answered with one key, or a line of text), shows the article
 * it applies and what the engine will do, asks before anything
 * irreversible, and ends in exactly one command of the command language.
 * They are data (dialog.c); the console only draws them and passes the
 * resulting line to the one command path.
 */
#ifndef ARBITER_DIALOG_H
#define ARBITER_DIALOG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "law.h"
#include "prompt.h"

struct event;

#define DIALOG_STEPS_MAX	6
#define DIALOG_CHOICES_MAX	10

struct dialog_choice {
	char		 key;		/* what the arbiter presses; 0: the
					   label's first letter, translated */
	const char	*word;		/* what goes into the command */
	const char	*label;		/* N_() text */
	/* Offered only when the event has this law (LAW_GUIDELINES: when
	 * it announced them); LAW_NONE: always. */
	enum law	 need;
	/* The command's format when chosen, in place of the dialog's. */
	const char	*format;
};

/* STEP_TEXT is quoted into the command; STEP_WORD (a time, a number) is
 * put as typed. */
enum dialog_step_kind { STEP_CHOICE, STEP_TEXT, STEP_SIDE, STEP_WORD };

/* What a typed step starts from: nothing, or the game as it stands. */
enum dialog_fill { FILL_NONE, FILL_LEFT_WHITE, FILL_LEFT_BLACK, FILL_MOVES };

struct dialog_step {
	enum dialog_step_kind	 kind;
	const char		*question;	/* N_() text */
	struct dialog_choice	 choices[DIALOG_CHOICES_MAX];
	bool			 optional;	/* text may be left empty */
	/* Asked only when step only_step's answer is one of only_words. */
	int			 only_step;	/* -1: always */
	const char		*only_words;	/* blank-separated */
	enum dialog_fill	 fill;
};

struct dialog_def {
	char		 key;		/* in the action menu */
	const char	*title;		/* N_() */
	const char	*article;	/* "9.2, 9.3, 9.5" */
	const char	*explain;	/* N_(): what the engine will do */
	/*
	 * The command: %b the board, %1..%6 the answers (text answers are
	 * quoted), %p the player id of the side answered first, %o the other
	 * side (13.4b: time for the offender's opponent); [...] a part
	 * left out when an answer in it is empty ("[moves %3]").
	 */
	const char	*format;
	struct dialog_step steps[DIALOG_STEPS_MAX];
};

/* A dialog under way. */
struct dialog {
	const struct dialog_def	*def;
	const struct event	*ev;		/* whose laws it speaks */
	int64_t			 now;		/* when it was opened */
	unsigned		 board;
	unsigned		 player_white, player_black;
	int			 step;		/* current step, or nsteps: confirm */
	char			 answers[DIALOG_STEPS_MAX][PROMPT_MAX];
	struct prompt		 text;		/* the editor of a text step */
};

/*
 * The dialogs of the event's edition, in the order of the action menu:
 * those of the 2005 text (2001 and 1952 alike), or of the 2023 one.
 */
const struct dialog_def	*dialog_defs(const struct event *, size_t *n);
const struct dialog_def	*dialog_find(const struct event *, char key);
/* Whether the event's edition speaks the 2023 numbers (12.9, x.y.z). */
bool	dialog_fide_2023(const struct event *);
/* Whether choice c is offered in the event (its law, announced). */
bool	dialog_offered(const struct event *, const struct dialog_choice *c);

void	dialog_begin(struct dialog *, const struct dialog_def *,
	    const struct event *, int64_t now, unsigned board,
	    unsigned white_id, unsigned black_id);
/* The key that chooses c: its own, or its label's first letter in the
 * interface's language. */
int	dialog_choice_key(const struct dialog_choice *c);
/* Whether step i is typed (text or a word), not chosen with a key. */
bool	dialog_step_typed(const struct dialog *, int i);
/* Whether step i is asked, given the answers so far. */
bool	dialog_step_asked(const struct dialog *, int i);
/* Go to the next step that is asked; returns false at the confirmation. */
bool	dialog_advance(struct dialog *);
/*
 * The command the answers make, read into *cmd and written into buf as
 * the journal will hold it; false (buf as built) when it does not read.
 */
struct command;
bool	dialog_command(const struct dialog *, struct command *, char *buf,
	    size_t len);

#endif
