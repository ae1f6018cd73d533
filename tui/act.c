/*
 * act.c: what the console does with a finished prompt line: it becomes
 * command text and goes through session_command(), the one path by which
 * anything changes.  A move typed on a board is read in the arbiter's
 * language and sent as English SAN (the journal's form); one that is not
 * legal may be recorded as an illegal move completed on the board (7.4).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/i18n.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "chess/notation.h"
#include "command.h"
#include "event.h"
#include "state.h"
#include "train.h"
#include "ui.h"
#include "utf8.h"

int64_t
ui_now(const struct ui *ui)
{
	return ui->training != NULL ? ui->training->now : timesrc_utc_ms();
}

void
act_jump(struct ui *ui, const char *text)
{
	char		*end, q[UTF8_QUOTE_SIZE];
	unsigned long	 board = strtoul(text, &end, 10);

	if (*text == '\0' || *end != '\0' || board > 0xffff ||
	    !overview_jump(ui, (unsigned)board))
		snprintf(ui->message, sizeof ui->message,
		    _("no board '%s' in this round"), utf8_quote(q, sizeof q,
		    text, strlen(text)));
}

void
act_command(struct ui *ui, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	memset(&cmd, 0, sizeof cmd);
	if (ui->training != NULL && !ui->training->answered) {
		train_answer(ui->session, ui->training, line);
		ui->redraw_all = true;
		return;
	}
	if (command_parse(line, strlen(line), &cmd, NULL) == COMMAND_OK &&
	    (cmd.verb == COMMAND_SHOW || cmd.verb == COMMAND_STATE)) {
		text_state(ui, line, cmd.verb == COMMAND_SHOW ? state_show :
		    state_json, cmd.board);
		return;
	}
	if (session_command(ui->session, line, ui_now(ui), &cause) == 0) {
		char	shown[COMMAND_LINE_MAX];

		ui_mask_secret(line, shown, sizeof shown);
		snprintf(ui->message, sizeof ui->message, _("done: %s"), shown);
		if (cmd.verb == COMMAND_ENVELOPE)
			text_envelope(ui, cmd.board);	/* A2: print it */
	} else {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
	}
}

/* The interface language's piece letters (the translators choose). */
enum notation_lang
act_lang(void)
{
	/* TRANSLATORS: the ISO code of the language whose piece letters
	   moves are read and written in: "en" for English, "it" for Italian. */
	int	l = notation_lang_find(_("en"));

	return l < 0 ? LANG_EN : (enum notation_lang)l;
}

void
act_move(struct ui *ui, const char *text)
{
	const struct game	*g = ui_game(ui);
	struct notation_fail	 fail;
	enum notation_error	 e;
	uint16_t		 m;
	char			 san[NOTATION_MAX], line[PROMPT_MAX + 32];
	char			 q[UTF8_QUOTE_SIZE];

	if (g == NULL)
		return;
	e = notation_read(&g->pos, text, strlen(text), act_lang(), &m, &fail);
	if (e == NOTATION_OK) {
		notation_write(&g->pos, m, NOTATION_SAN, LANG_EN, san);
		snprintf(line, sizeof line, "move %u %s", (unsigned)g->board, san);
		act_command(ui, line);
		return;
	}
	if (e == NOTATION_AMBIGUOUS) {
		char	cands[256] = "";
		size_t	i, n = 0;

		for (i = 0; i < fail.ncandidates && n + NOTATION_MAX < sizeof cands; i++) {
			notation_write(&g->pos, fail.candidates[i], NOTATION_FIDE,
			    act_lang(), san);
			n += (size_t)snprintf(cands + n, sizeof cands - n, "%s%s",
			    i > 0 ? ", " : "", san);
		}
		snprintf(ui->message, sizeof ui->message,
		    _("'%s' is ambiguous: %s"), utf8_quote(q, sizeof q, text,
		    strlen(text)), cands);
		return;
	}
	/* 7.4: the arbiter may record it as completed on the board. */
	snprintf(ui->prompt.pending, sizeof ui->prompt.pending,
	    "illegal %u \"%s\"", (unsigned)g->board, text);
	snprintf(ui->prompt.question, sizeof ui->prompt.question,
	    _("'%s' is not legal here. Record it as an illegal move completed on the board (7.4)? (y/n)"),
	    utf8_quote(q, sizeof q, text, strlen(text)));
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
	ui_mask_secret(l->command, shown, sizeof shown);
	snprintf(ui->prompt.pending, sizeof ui->prompt.pending,
	    "undo %llu \"%s\"", (unsigned long long)seq, _("arbiter's correction"));
	snprintf(ui->prompt.question, sizeof ui->prompt.question,
	    _("Undo line %llu, '%s'? It stays in the journal, marked undone. (y/n)"),
	    (unsigned long long)seq, shown);
	prompt_begin(&ui->prompt, PROMPT_CONFIRM);
}
