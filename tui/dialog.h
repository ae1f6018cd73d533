/*
 * dialog.h: the arbiter's dialogs.  Each is a short series of questions
 * (a choice answered with one key, or a line of text), shows the article
 * it applies and what the engine will do, asks before anything
 * irreversible, and ends in exactly one command of the command language.
 * They are data, in families (dialogs/dialogs.h); the console only
 * draws them and passes the resulting line to the one command path.
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
#define DIALOG_CITES_MAX	8

/*
 * The texts (titles, explanations, questions, labels) are N_() texts in
 * which "{LAW}" (a law's name, law.h) stands for the article as the
 * event's edition numbers it: "threefold repetition ({REPETITION})" is
 * 9.2 in 2005, 12.3 in 1952, 6.3b in draughts; "{@LAW}" for its article
 * and "{=PARAM}" for an amount (edition_expand(), edition.h).
 */

/* When a dialog or a choice is offered: the event's edition has law need
 * (LAW_NONE: any) and has not law lacks (LAW_NONE: no such condition);
 * a need of LAW_GUIDELINES also wants them announced (III.2.1). */
struct dialog_when {
	enum law	 need;
	enum law	 lacks;
};

/* A law the dialog applies, cited as the edition labels it; article:
 * its article only ("9.5b", "12.9.1" cited as "9.5", "12.9"). */
struct dialog_cite {
	enum law	 law;
	bool		 article;
};

struct dialog_choice {
	char		 key;		/* what the arbiter presses; 0: the
					   label's first letter, translated */
	const char	*word;		/* what goes into the command */
	const char	*label;		/* N_() text */
	struct dialog_when when;
	/* The command's format when chosen, in place of the dialog's. */
	const char	*format;
};

/* STEP_TEXT is quoted into the command; STEP_WORD (a time, a number) is
 * put as typed. */
enum dialog_step_kind { STEP_CHOICE, STEP_TEXT, STEP_SIDE, STEP_WORD };

/* What a typed step starts from: nothing, the game as it stands, or
 * what a live source's alert on the board shows (its result, its move). */
enum dialog_fill { FILL_NONE, FILL_LEFT_WHITE, FILL_LEFT_BLACK, FILL_MOVES,
	FILL_ALERT_RESULT, FILL_ALERT_MOVE, FILL_ALERT_PLY };

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
	struct dialog_when when;	/* offered in the event's edition */
	const char	*title;		/* N_() */
	/* The laws it applies, listed as the edition labels them (those
	 * it lacks left out): "9.2, 9.3, 9.5". */
	struct dialog_cite cites[DIALOG_CITES_MAX];
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
	unsigned		 round;		/* the board's: 0, the current
						   round; an adjourned game's
						   earlier one (A) */
	unsigned		 player_white, player_black;
	int			 step;		/* current step, or nsteps: confirm */
	char			 answers[DIALOG_STEPS_MAX][PROMPT_MAX];
	struct prompt		 text;		/* the editor of a text step */
};

/*
 * The dialogs the event's edition offers, in the order of the action
 * menu, into defs (at most max); returns how many.  The edition chooses
 * a family of dialogs (dialogs/dialogs.h); each dialog and choice says
 * which laws it needs.
 */
size_t	dialog_menu(const struct event *, const struct dialog_def **defs,
	    size_t max);
/*
 * A claim's dialog (9.2, 9.3, 10.2) on a game whose record is shorter
 * than the game its clock counted: the sentence that offers 'record'
 * (the scoresheet entered whole, app/sheet.h) into buf; false when not.
 */
bool	dialog_record_offer(const struct dialog *, char *buf, size_t len);
/* The offered dialog with this key, or NULL. */
const struct dialog_def	*dialog_find(const struct event *, char key);
/* Whether choice c is offered in the event (its law, announced). */
bool	dialog_offered(const struct event *, const struct dialog_choice *c);
/* The articles def applies, as the event's edition labels them, into buf
 * of len ("" when it labels none).  Returns buf. */
char	*dialog_article(const struct event *, const struct dialog_def *,
	    char *buf, size_t len);
/* How much of an edition's label is its article (edition_article_len()). */
size_t	dialog_article_len(const char *label);
/* Put text into buf at at as a command's quoted word ("a \"b\""): the
 * length reached. */
size_t	dialog_quote(const char *text, char *buf, size_t at, size_t len);
/* msgid translated, then expanded in the event's edition
 * (edition_expand()), into buf of len.  Returns buf. */
char	*dialog_text(const struct event *, const char *msgid, char *buf,
	    size_t len);

void	dialog_begin(struct dialog *, const struct dialog_def *,
	    const struct event *, int64_t now, unsigned round, unsigned board,
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
