/*
 * act.c: what the console does with a finished prompt line: it is read
 * once into a command, which goes through session_do(), the one path by
 * which anything changes.  A move typed on a board is read in the arbiter's
 * language and sent as English SAN (the journal's form); one that is not
 * legal may be recorded as an illegal move completed on the board (chess
 * 7.4), or as an irregularity as made (draughts 5.6), as the edition has it.
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/export.h"
#include "app/i18n.h"
#include "app/session.h"
#include "app/sheet.h"
#include "command.h"
#include "dialog.h"
#include "event.h"
#include "state.h"
#include "train.h"
#include "ui.h"
#include "utf8.h"

void
act_jump(struct ui *ui, const char *text)
{
	char		*end, q[UTF8_QUOTE_SIZE];
	unsigned long	 board = strtoul(text, &end, 10), round = 0;

	if (*end == '.' && end != text) {	/* 1.12: a kept game (A) */
		round = board;
		board = strtoul(end + 1, &end, 10);
	}
	if (*text == '\0' || *end != '\0' || board > 0xffff ||
	    round > 0xffff ||
	    !overview_jump(ui, (unsigned)round, (unsigned)board)) {
		snprintf(ui->message, sizeof ui->message,
		    _("no board '%s' in this round"), utf8_quote(q, sizeof q,
		    text, strlen(text)));
		return;
	}
	if (ui->view == VIEW_OVERVIEW) {	/* "5 Enter" opens board 5 */
		ui->view = VIEW_BOARD;
		ui->redraw_all = true;
	}
}

/* The trainee's answer: judged, ruled, scored. */
static void
act_train(struct ui *ui, const char *line)
{
	train_answer(ui->session, ui->training, line);
	ui->train_answered++;
	if (ui->training->agreed)
		ui->train_agreed++;
	ui->redraw_all = true;
}

void
act_command(struct ui *ui, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (ui->training != NULL && !ui->training->answered) {
		act_train(ui, line);
		return;
	}
	if (import_is(line)) {		/* a console action: many commands */
		import_trf(ui, line);
		return;
	}
	if (sheet_is(line)) {		/* a scoresheet: many moves */
		(void)sheet_do(ui->session, line, ui_now(ui), &cause);
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
		return;
	}
	if (session_parse(line, &cmd, &cause) != 0) {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
		return;
	}
	act_do(ui, &cmd, line);
}

/*
 * The status line after an act: "done: <act>", and what the ruling did
 * with its article when it did more than the command says (an incorrect
 * claim's time, an illegal move counted, an adjournment's step): the
 * journal line the act just wrote, as the incident report has it.
 */
static void
act_done(struct ui *ui, const struct command *cmd, const char *shown)
{
	const struct session_line	*l = NULL;
	size_t				 n = session_nlines(ui->session);

	if (n > 0)
		l = session_line(ui->session, n - 1);
	/* A line on no board keeps -1 (session_keep()): 'draw 960'. */
	if (l == NULL || l->effect == NULL || l->verb != cmd->verb ||
	    l->board != (cmd->board != 0 ? (long)cmd->board : -1))
		snprintf(ui->message, sizeof ui->message, _("done: %s"),
		    shown);
	else if (l->article[0] != '\0')
		snprintf(ui->message, sizeof ui->message,
		    _("done: %s -> %s (%s)"), shown, l->effect, l->article);
	else
		snprintf(ui->message, sizeof ui->message, _("done: %s -> %s"),
		    shown, l->effect);
}

void
act_do(struct ui *ui, struct command *cmd, const char *line)
{
	unsigned	 flags = command_flags(cmd->verb);
	char		*cause = NULL, text[COMMAND_LINE_MAX + 1];
	char		 shown[COMMAND_LINE_MAX + 1];

	if (ui->training != NULL && !ui->training->answered) {
		act_train(ui, line);
		return;
	}
	if (flags & COMMAND_F_LOOK) {
		command_format(cmd, text, sizeof text);
		text_state(ui, text, cmd->verb == COMMAND_SHOW ? state_show :
		    state_json, cmd->round, cmd->board);
		return;
	}
	if (session_do(ui->session, cmd, ui_now(ui), &cause) != 0) {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
		return;
	}
	ui_mask_secret(cmd->verb, line, shown, sizeof shown);
	act_done(ui, cmd, shown);
	if (flags & COMMAND_F_PRINTS)
		text_envelope(ui, cmd->round, cmd->board); /* A2: print it */
}

/*
 * The board view's move line: the move goes to the session as typed (it
 * is read there in the arbiter's notation and journaled canonically).  A
 * text that names a piece and squares but no legal move may be recorded
 * as an illegal move completed on the board (chess 7.4), or as an
 * irregularity that stands as made until the opponent claims (draughts
 * 5.6: "31-22" with no capture due taken); anything else (garbage, a
 * letter the notation lacks, an ambiguity) gets the session's answer.
 * More than one word is a scoresheet's moves, as 'record' takes them.
 */
void
act_move(struct ui *ui, const char *text)
{
	const struct game	*g = ui_game(ui);
	struct game_pos		 after;
	struct command		 cmd;
	char			 line[PROMPT_MAX + 32], canon[GAME_MOVE_TEXT_MAX];
	uint64_t		 m;
	enum game_made		 made;
	enum game_read		 read;
	char			 q[UTF8_QUOTE_SIZE], article[32];
	char			 bd[EXPORT_BOARD_MAX];
	const char		*label, *blank = strpbrk(text, " \t");

	if (g == NULL)
		return;
	/* More than one word: moves pasted from a scoresheet (sheet.h). */
	if (blank != NULL && blank[strspn(blank, " \t")] != '\0') {
		snprintf(line, sizeof line, "%s %s %s", SHEET_WORD,
		    export_board(session_event(ui->session), g, bd), text);
		act_command(ui, line);
		return;
	}
	snprintf(line, sizeof line, "move %s %s",
	    export_board(session_event(ui->session), g, bd), text);
	read = g->kind->move_read(&g->pos, text, strlen(text), ui_lang(ui),
	    &m, NULL);
	/* Readable but not legal: no such move, or a capture left short of
	 * the most pieces (draughts 4.13). */
	if ((read != GAME_READ_ILLEGAL && read != GAME_READ_MAJORITY) ||
	    g->kind->as_made(&g->pos, text,
	    strlen(text), ui_lang(ui), &after, &made, canon) !=
	    GAME_READ_OK || strlen(text) >= sizeof cmd.u.move.text) {
		act_command(ui, line);
		return;
	}
	/* The arbiter may record it as completed on the board (the article,
	 * as the edition numbers it: 7.4 of 2005, 7.5 of 2023, 5.6). */
	label = game_cite(g, LAW_ILLEGAL);
	snprintf(article, sizeof article, "%.*s",
	    (int)dialog_article_len(label), label);
	snprintf(ui->prompt.pending, sizeof ui->prompt.pending,
	    "illegal %s \"%s\"", bd, text);
	if (game_param(g, EDITION_ILLEGAL_STANDS))
		snprintf(ui->prompt.question, sizeof ui->prompt.question,
		    _("'%s' is not legal here. Record it as an irregularity as made on the board (%s)? (y/n)"),
		    utf8_quote(q, sizeof q, text, strlen(text)), article);
	else
		snprintf(ui->prompt.question, sizeof ui->prompt.question,
		    _("'%s' is not legal here. Record it as an illegal move completed on the board (%s)? (y/n)"),
		    utf8_quote(q, sizeof q, text, strlen(text)), article);
	prompt_begin(&ui->prompt, PROMPT_CONFIRM);
}

/* Undo: ask before taking back the arbiter's own last action. */
void
act_undo(struct ui *ui)
{
	uint64_t			 seq = session_undoable(ui->session);
	const struct session_line	*l;
	char				 shown[COMMAND_LINE_MAX];

	if (seq == 0 || (l = session_line(ui->session, seq - 1)) == NULL) {
		snprintf(ui->message, sizeof ui->message,
		    _("nothing of yours to undo (a later line may depend on it)"));
		return;
	}
	ui_mask_secret(l->verb, l->command, shown, sizeof shown);
	snprintf(ui->prompt.pending, sizeof ui->prompt.pending, "undo %llu",
	    (unsigned long long)seq);
	snprintf(ui->prompt.question, sizeof ui->prompt.question,
	    _("Undo line %llu, '%s' (kept, marked undone)? Why: "),
	    (unsigned long long)seq, shown);
	prompt_begin(&ui->prompt, PROMPT_REASON);
}

/*
 * The reason typed for an undo goes into the journal with it: a correction
 * is reported with its why.  None, no undo.
 */
void
act_undo_reason(struct ui *ui, const char *reason)
{
	char	line[PROMPT_MAX + 32];
	size_t	n;

	if (*reason == '\0') {
		snprintf(ui->message, sizeof ui->message,
		    _("an undo needs its reason: nothing undone"));
		return;
	}
	n = (size_t)snprintf(line, sizeof line, "%s ", ui->prompt.pending);
	dialog_quote(reason, line, n, sizeof line);
	act_command(ui, line);
}
