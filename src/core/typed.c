/*
 * typed.c: the moves the arbiter types, in his notation, made canonical
 * for the journal (event.h, event_typed()).  Every text goes through the
 * game kind: a move is read in the arbiter's language and written as the
 * journal keeps moves; an illegal move as made on the board (7.4) must
 * name a piece and squares, and is written in the journal's form.  A move
 * as the player wrote it (sealed, A1a; stated, A11a) is judged later
 * (A8): made canonical when it reads as one legal move, else kept as
 * written, never refused.
 */
#include "config.h"

#include <string.h>

#include "rulings/rulings.h"

/* Put canonical in text[size] (it fits), the rest zeroed: a command made
 * canonical is the same bytes as the one its journal line reads back. */
static void
typed_put(char *text, size_t size, const char *canonical)
{
	memset(text, 0, size);
	memcpy(text, canonical, strlen(canonical));
}

/* Read text in lang as a legal move and write it canonically. */
static bool
typed_move(const struct game *g, char *text, size_t size, int lang,
    enum law law, struct refusal *why)
{
	char		out[GAME_MOVE_TEXT_MAX];
	enum game_read	e;
	uint64_t	m;

	e = g->kind->move_read(&g->pos, text, strlen(text), lang, &m, NULL);
	if (e != GAME_READ_OK)
		return REFUSE_MOVE(why, e, law);
	if (g->kind->move_write(&g->pos, m, GAME_STYLE_JOURNAL, 0, out) >= size)
		return REFUSE_MOVE(why, GAME_READ_UNREADABLE, law);
	typed_put(text, size, out);
	return true;
}

/* 7.4: a move as made on the board, never a legal one. */
static bool
typed_illegal(const struct game *g, char *text, size_t size, int lang,
    struct refusal *why)
{
	struct game_pos	after;
	char		canon[GAME_MOVE_TEXT_MAX];
	enum game_read	e;
	uint64_t	m;
	enum game_made	made;

	if (g->kind->move_read(&g->pos, text, strlen(text), lang, &m, NULL) ==
	    GAME_READ_OK)
		return REFUSE(why, EVENT_E_LEGAL_MOVE, LAW_ILLEGAL);
	e = g->kind->as_made(&g->pos, text, strlen(text), lang, &after,
	    &made, canon);
	if (e != GAME_READ_OK)
		return REFUSE_MOVE(why, e, LAW_ILLEGAL);
	if (strlen(canon) >= size)
		return REFUSE_MOVE(why, GAME_READ_UNREADABLE, LAW_ILLEGAL);
	typed_put(text, size, canon);
	return true;
}

/*
 * 2023 A.5.4: the move after both kings were in check, on the board held
 * (format 6): a legal move there, canonical; else the move as made, in
 * the journal's form, for the ruling to see whether an illegal position
 * stays.
 */
static bool
typed_after_kings(const struct game *g, char *text, size_t size, int lang,
    struct refusal *why)
{
	uint64_t	m;

	if (g->kind->move_read(&g->pos, text, strlen(text), lang, &m,
	    NULL) == GAME_READ_OK)
		return typed_move(g, text, size, lang, LAW_MOVES, why);
	return typed_illegal(g, text, size, lang, why);
}

/* A1a, A11a: a written move, canonical when it is one legal move. */
static void
typed_written(const struct game *g, char *text, size_t size, int lang)
{
	struct refusal	why;
	char		copy[GAME_MOVE_TEXT_MAX];

	if (strlen(text) >= sizeof copy)
		return;
	memcpy(copy, text, strlen(text) + 1);
	if (!typed_move(g, copy, size < sizeof copy ? size : sizeof copy, lang,
	    LAW_SEALED_MOVE, &why))
		return;
	typed_put(text, size, copy);
}

bool
event_typed(const struct event *ev, struct command *cmd, int lang,
    struct refusal *why)
{
	const struct game	*g;

	why->code = EVENT_OK;
	why->law = LAW_NONE;
	why->read = GAME_READ_OK;
	if ((command_flags(cmd->verb) & COMMAND_F_MOVE) == 0 ||
	    (g = event_game_at_const(ev, cmd->round, cmd->board)) == NULL)
		return true;
	switch (cmd->verb) {
	case COMMAND_MOVE:
		/* 2023 A.5.4: the move after an illegal position is not
		 * read (kept as typed) unless the board is held. */
		if (g->ill.active && g->ill.held)
			return typed_after_kings(g, cmd->u.move.text,
			    sizeof cmd->u.move.text, lang, why);
		if (g->ill.active && g->ill.broken &&
		    edition_has(g->ed, LAW_RAPID_ILLEGAL_POSITION))
			return true;
		return typed_move(g, cmd->u.move.text, sizeof cmd->u.move.text,
		    lang, LAW_MOVES, why);
	case COMMAND_ILLEGAL:
		/* 2023 7.5.3: no move; 7.5.4: a legal move, two hands. */
		if (strcmp(cmd->u.move.text, COMMAND_NO_MOVE) == 0)
			return true;
		/* 2023 A.5.4: nor the illegal one after it. */
		if (g->ill.active && g->ill.broken && !g->ill.held)
			return true;
		if (cmd->u.move.two_hands)
			return typed_move(g, cmd->u.move.text,
			    sizeof cmd->u.move.text, lang, LAW_TWO_HANDS, why);
		return typed_illegal(g, cmd->u.move.text,
		    sizeof cmd->u.move.text, lang, why);
	case COMMAND_CLAIM:
		if (cmd->u.claim.move[0] == '\0')
			return true;
		return typed_move(g, cmd->u.claim.move,
		    sizeof cmd->u.claim.move, lang,
		    cmd->u.claim.kind == COMMAND_CLAIM_REPETITION ?
		    LAW_REPETITION_WRITTEN : LAW_FIFTY_WRITTEN, why);
	case COMMAND_SEAL:
	case COMMAND_OPEN:
	case COMMAND_ENVELOPE_LOST:
		if (cmd->u.move.text[0] != '\0')	/* none: still secret */
			typed_written(g, cmd->u.move.text,
			    sizeof cmd->u.move.text, lang);
		return true;
	default:
		return true;
	}
}
