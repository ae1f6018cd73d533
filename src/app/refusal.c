/*
 * refusal.c: texts for the engine's refusals.  A text names the numbers
 * an edition holds only as "{LAW}" and "{=PARAM}" (edition_expand()).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/cmderror.h"
#include "app/export.h"
#include "app/i18n.h"
#include "app/proto.h"
#include "app/refusal.h"
#include "app/xmalloc.h"
#include "utf8.h"

static const char *const refusal_texts[] = {
	[EVENT_OK] = N_("ok"),
	[EVENT_E_NOMEM] = N_("out of memory"),
	[EVENT_E_UNSUPPORTED] = N_("the engine does not apply this command yet"),
	[EVENT_E_NO_EVENT] = N_("no event yet: 'event' comes first"),
	[EVENT_E_NO_ROUND] = N_("no round yet: 'round' comes first"),
	[EVENT_E_NO_TC] = N_("no time control: give 'tc' first or one with 'pair'"),
	[EVENT_E_BAD_TC] = N_("not a time control"),
	[EVENT_E_BAD_FEN] = N_("not a legal position"),
	[EVENT_E_GAME_OVER_FEN] = N_("the game would start already over: mate, stalemate or a dead position"),
	[EVENT_E_PLAYER_EXISTS] = N_("a player has that number already"),
	[EVENT_E_NO_PLAYER] = N_("no such player, or the same player twice"),
	[EVENT_E_PLAYER_PAIRED] = N_("the player is paired on another board"),
	[EVENT_E_BOARD_EXISTS] = N_("the board is paired already"),
	[EVENT_E_NO_BOARD] = N_("no such board in this round"),
	[EVENT_E_NOT_STARTED] = N_("the game has not started"),
	[EVENT_E_STARTED] = N_("the game has started already"),
	[EVENT_E_FINISHED] = N_("the game is over"),
	[EVENT_E_BAD_MOVE] = N_("not a legal move"),
	[EVENT_E_LEGAL_MOVE] = N_("that move is legal: give it with 'move'"),
	[EVENT_E_NOT_TO_MOVE] = N_("only the player having the move may do this"),
	[EVENT_E_NO_FLAG] = N_("the flag has not fallen"),
	[EVENT_E_OWN_FLAG] = N_("the claimant's own flag is down"),
	[EVENT_E_NOT_BOTH_FLAGS] = N_("both flags must be down"),
	[EVENT_E_ARBITER_FLAG] = N_("in rapid and blitz only a player's claim makes a flag count"),
	[EVENT_E_BLITZ] = N_("not in blitz"),
	[EVENT_E_QUICKPLAY] = N_("{QUICKPLAY} needs less than {=QUICKPLAY_UNDER_MS} minutes in the last period, flag up"),
	[EVENT_E_NO_CLAIM] = N_("there is no claim to decide, or one is awaiting the arbiter"),
	[EVENT_E_NO_OFFER] = N_("there is no draw offer"),
	[EVENT_E_OWN_OFFER] = N_("a player cannot accept his own offer"),
	[EVENT_E_NO_ILLEGAL] = N_("there is no illegal move of the opponent to claim"),
	[EVENT_E_ILLEGAL_PENDING] = N_("an illegal move awaits the opponent's claim or move"),
	[EVENT_E_RULES] = N_("not in this edition of the Laws"),
	[EVENT_E_COUNTING] = N_("a move count is running already"),
	[EVENT_E_NO_COUNT] = N_("a move count needs a king on each side"),
	[EVENT_E_RULES_FIXED] = N_("an event keeps its game and rules once a board is paired"),
	[EVENT_E_NO_ALERT] = N_("there is no such alert on the board"),
	[EVENT_E_NO_PLY] = N_("no such ply in the record since its position was last set"),
	[EVENT_E_RULED_SINCE] = N_("an arbiter's act on the board came after that ply: it stays"),
	[EVENT_E_RESTART_LATE] = N_("too late to restart: both players have completed {=RESTART_MOVES} moves, or {=RESTART_MS} minutes have passed"),
	[EVENT_E_VERIFYING] = N_("the clocks stand for a verification: give 'go' first"),
	[EVENT_E_ABSENT] = N_("the player is not at the board"),
	[EVENT_E_PRESENT] = N_("the player is at the board already"),
	[EVENT_E_NOT_ADJOURNED] = N_("the game is not being adjourned"),
	[EVENT_E_SEALING] = N_("the move must be sealed, not played"),
	[EVENT_E_NOT_SEALED] = N_("no sealed move"),
	[EVENT_E_SEALED] = N_("the move is sealed already"),
	[EVENT_E_NOT_RESUMED] = N_("the game is adjourned and not resumed"),
	[EVENT_E_NOT_OPENED] = N_("the envelope has not been opened"),
	[EVENT_E_OPENED] = N_("the envelope is open already"),
	[EVENT_E_NO_SEALED_MOVE] = N_("the sealed move was not given at seal: "
	    "give it as written in the envelope (open <board> \"<move>\")"),
	[EVENT_E_CLOCK] = N_("the clock cannot be changed so"),
	[EVENT_E_POINTS] = N_("points outside 0 and the game's maximum"),
	[EVENT_E_EXPELLED] = N_("the player was expelled"),
	[EVENT_E_EXCLUDED] = N_("the player is excluded from this round"),
	[EVENT_E_NOT_ANNOUNCED] = N_("only when the event announced the Guidelines III, without increment and not in blitz"),
	[EVENT_E_TOO_LATE] = N_("too late: both players have made the moves the article allows"),
	[EVENT_E_TOO_EARLY] = N_("not yet: too few moves have been made"),
	[EVENT_E_NO_INCREMENT] = N_("the game has no time to ask for, or an increment already"),
	/* The one kind gamekind.c registers unarbitrated (its title). */
	[EVENT_E_NOT_ARBITRATED] = N_("international draughts: this build's rules core knows the game (arbiter-cli), but does not arbitrate its events yet"),
	[EVENT_E_START_NUMBER] = N_("this game has no starting position of that number (Chess960 numbers its 960 from 0 to 959; fide-2023 or later)"),
	[EVENT_E_NOT_960] = N_("a start is drawn in a Chess960 event only (event ... game chess960)"),
	[EVENT_E_DRAW_ROUND] = N_("a start is drawn for the current round only: give 'round <n>' first"),
	[EVENT_E_DRAWN] = N_("the round's start is drawn already: one position for all its boards ('undo' the draw to draw again)"),
	[EVENT_E_DRAW_STARTED] = N_("a game of the round has begun: the start is drawn before the round's games"),
	[EVENT_E_NOT_DRAWN] = N_("the line gives no drawn number: the journal's writer draws it"),
	[EVENT_E_RESUMPTION_PAST] = N_("that resumption time has passed: "
	    "the envelope gives the date and time the game will resume"),
	[EVENT_E_SOURCE_TAKEN] = N_("the board has another user's source already"),
	[EVENT_E_NO_SOURCE] = N_("that user has no source to end"),
	[EVENT_E_SOURCES_FULL] = N_("too many sources, or too many board ranges in one user's: name the boards in fewer ranges"),
	[EVENT_E_ROUND_OPEN] = N_("the round is not closed: a game is still "
	    "in play or adjourned; finish it (or adjourn and resume it), or "
	    "go on all the same with: round <n> override \"<reason>\""),
};
_Static_assert(sizeof refusal_texts / sizeof refusal_texts[0] ==
    EVENT_REFUSAL_NB, "a text for every refusal");

char *
refusal_text(const struct edition *ed, const struct refusal *why)
{
	char	*out, text[512];

	/* Translated, then in the edition's numbers ("{=RESTART_MOVES}"). */
	edition_expand(ed != NULL ? ed : edition_at(0),
	    _(refusal_texts[why->code]), text, sizeof text);
	if (why->law != LAW_NONE)
		xasprintf(&out, _("%s (article %s)"), text,
		    edition_cite(ed, why->law));
	else
		out = xstrdup(text);
	return out;
}

/* "2 adjourned, 5 in play": the round's games not over, that keep it
 * open; "" when none. */
static void
refusal_open_boards(const struct event *ev, char *out, size_t size)
{
	const struct game	*g;
	size_t			 i, n = 0;
	char			 at[EXPORT_BOARD_MAX];

	out[0] = '\0';
	for (i = 0; i < ev->ngames && n + 1 < size; i++) {
		g = &ev->games[i];
		/* An earlier round's game does not keep this one open. */
		if (g->status == GAME_FINISHED || g->status == GAME_ANNULLED ||
		    event_game_kept(ev, g))
			continue;
		n += (size_t)snprintf(out + n, size - n, "%s%s %s",
		    n > 0 ? ", " : "", export_board(ev, g, at), g->status == GAME_ADJOURNED ?
		    _("adjourned") : _("in play"));
	}
	if (n >= size)		/* many: the first ones, cut at a name */
		snprintf(out + size - 5, 5, "...");
}

/* FEEDS.md 7.3.16: one source a board; the chief ends the other first.
 * The board is the ruling's, or (a refusal that came over the wire, as
 * names) the first of cmd's boards another user's entry has. */
static char *
refusal_source_taken(const struct event *ev, const struct refusal *why,
    const struct command *cmd)
{
	const struct event_source	*e = NULL;
	const struct command_boards	*b;
	char				*out;
	uint16_t			 board = why->board;
	uint32_t			 k;
	size_t				 i;

	if (board == 0 && cmd != NULL && cmd->verb == COMMAND_SOURCE) {
		b = &cmd->u.source.boards;
		for (i = 0; i < b->n && board == 0; i++)
			for (k = b->r[i].lo; k <= b->r[i].hi; k++)
				if ((e = event_source_of(ev, (uint16_t)k)) !=
				    NULL && strcmp(e->user,
				    cmd->u.source.user) != 0) {
					board = (uint16_t)k;
					break;
				}
	}
	if (board == 0 || (e = event_source_of(ev, board)) == NULL)
		return refusal_text(ev->ed, why);
	xasprintf(&out, _("board %u is in %s's source already: one source a "
	    "board (end it first: source %s off)"), (unsigned)board,
	    e->user, e->user);
	return out;
}

char *
refusal_event_text(const struct event *ev, const struct refusal *why)
{
	char	boards[256], *out;

	if (why->code == EVENT_E_NOT_960) {	/* the reason names the game */
		xasprintf(&out, _("a start is drawn in a Chess960 event only "
		    "(event ... game chess960): this event plays %s"),
		    ev->kind->name);
		return out;
	}
	if (why->code == EVENT_E_SOURCE_TAKEN)
		return refusal_source_taken(ev, why, NULL);
	if (why->code != EVENT_E_ROUND_OPEN)
		return refusal_text(ev->ed, why);
	refusal_open_boards(ev, boards, sizeof boards);
	if (boards[0] == '\0')
		return refusal_text(ev->ed, why);
	xasprintf(&out, _("the round is not closed (boards %s): finish "
	    "those games, or go on all the same with: round <n> override "
	    "\"<reason>\" (an adjourned game stays, named <round>.<board>)"),
	    boards);
	return out;
}

char *
refusal_candidates(const struct game *g, const char *text, int lang)
{
	struct game_read_fail	 fail;
	char			 move[GAME_MOVE_TEXT_MAX], list[256] = "";
	char			*out;
	uint64_t		 m;
	size_t			 i, n = 0;

	fail.ncandidates = 0;
	if (g != NULL)
		(void)g->kind->move_read(&g->pos, text, strlen(text), lang, &m,
		    &fail);
	for (i = 0; i < fail.ncandidates && n + GAME_MOVE_TEXT_MAX <
	    sizeof list; i++) {
		g->kind->move_write(&g->pos, fail.candidates[i],
		    GAME_STYLE_SHEET, lang, move);
		n += (size_t)snprintf(list + n, sizeof list - n, "%s%s",
		    i > 0 ? ", " : "", move);
	}
	xasprintf(&out, _("'%s' is ambiguous: %s"), text, list);
	return out;
}

char *
refusal_parse_text(const char *line, const struct command_error *err)
{
	char	*out, q[UTF8_QUOTE_SIZE];

	xasprintf(&out, "'%s': %s", utf8_quote(q, sizeof q, line + err->offset,
	    err->length), cmderror_text(err));
	return out;
}

/* "1-50,60", as a board list is typed. */
static void
refusal_boards(const struct command_boards *b, char *out, size_t size)
{
	size_t	k, n = 0;

	out[0] = '\0';
	for (k = 0; k < b->n && n < size; k++) {
		if (b->r[k].hi != b->r[k].lo)
			n += (size_t)snprintf(out + n, size - n, "%s%u-%u",
			    k > 0 ? "," : "", (unsigned)b->r[k].lo,
			    (unsigned)b->r[k].hi);
		else
			n += (size_t)snprintf(out + n, size - n, "%s%u",
			    k > 0 ? "," : "", (unsigned)b->r[k].lo);
	}
}

/* A source's user must be a feed on its boards: the role comes first. */
static char *
refusal_source_role(enum roles_refusal r, const struct command *cmd)
{
	char	boards[COMMAND_RANGES_MAX * 12], *out;

	refusal_boards(&cmd->u.source.boards, boards, sizeof boards);
	if (r == ROLES_NOT_FEED)
		xasprintf(&out, _("'source %s': %s is not a feed: give "
		    "'arbiter %s feed boards %s' first"), cmd->u.source.user,
		    cmd->u.source.user, cmd->u.source.user, boards);
	else
		xasprintf(&out, _("'source %s': boards %s are not all among "
		    "%s's feed boards: give 'arbiter %s feed boards %s' "
		    "first"), cmd->u.source.user, boards, cmd->u.source.user,
		    cmd->u.source.user, boards);
	return out;
}

char *
refusal_role_text(enum roles_refusal r, const char *actor,
    const struct command *cmd)
{
	char	*out = NULL;

	switch (r) {
	case ROLES_OK:
		break;
	case ROLES_UNKNOWN_USER:
		xasprintf(&out, _("'%s' has no role in this event (ask the "
		    "chief arbiter)"), actor);
		break;
	case ROLES_CHIEF_ONLY:
		xasprintf(&out, _("'%s': only the chief arbiter may"),
		    command_verb_name(cmd->verb));
		break;
	case ROLES_NOT_YOUR_BOARD:
		if (cmd->board == 0)
			xasprintf(&out, _("'%s': every board is more than "
			    "%s's boards"), command_verb_name(cmd->verb), actor);
		else
			xasprintf(&out, _("board %u is not among %s's boards"),
			    (unsigned)cmd->board, actor);
		break;
	case ROLES_READ_ONLY:
		xasprintf(&out, _("%s is an assistant: assistants watch, and "
		    "give no command"), actor);
		break;
	case ROLES_LOCKOUT:
		xasprintf(&out, _("'arbiter %s': it would leave you, %s, "
		    "without the right to act in this event: name yourself "
		    "first "
		    "(arbiter %s chief)"), cmd->u.arbiter.user, actor, actor);
		break;
	case ROLES_FEED_ONLY:
		xasprintf(&out, _("'%s': %s is a feed: it gives moves, clock "
		    "readings, draw offers and reports, the arbiters the "
		    "rest"),
		    command_verb_name(cmd->verb), actor);
		break;
	case ROLES_NO_CHIEF:
		xasprintf(&out, _("'arbiter %s': it would leave the event "
		    "without a chief arbiter: name another chief first"),
		    cmd->u.arbiter.user);
		break;
	case ROLES_NOT_FEED:
	case ROLES_NOT_FEED_BOARDS:
		out = refusal_source_role(r, cmd);
		break;
	default:
		break;
	}
	return out;
}

/* ------------------------------------------------------------------ */
/* A command's refusal as the server or the writer sends it (proto.h). */

/* The game kind's number for a notation's ISO code (0 when unknown). */
static int
refusal_lang(const struct event *ev, const char *iso)
{
	int	lang = ev->kind->lang_find(iso);

	return lang < 0 ? 0 : lang;
}

/*
 * The reason a typed move is no move here, in the arbiter's notation
 * lang: "'Cf3': no piece letter 'C' in English notation (K Q R B N)".
 */
static char *
refusal_move_text(const struct event *ev, const char *lang,
    const struct command *cmd, const struct refusal *why)
{
	const struct game	*g = event_game_at_const(ev, cmd->round, cmd->board);
	const char		*text = cmd->verb == COMMAND_CLAIM ?
				    cmd->u.claim.move : cmd->u.move.text;
	char			 letters[32], *out;

	switch (why->read) {
	case GAME_READ_LETTER:
		if (g == NULL || g->kind->lang_letters(refusal_lang(ev, lang),
		    letters) == 0)
			break;
		xasprintf(&out, _("'%s': no piece letter '%c' in %s notation "
		    "(%s)"), text, text[0], i18n_language_name(lang),
		    letters);
		return out;
	case GAME_READ_UNREADABLE:
		xasprintf(&out, _("'%s': not a move"), text);
		return out;
	case GAME_READ_NO_PIECE:
		xasprintf(&out, _("'%s': no piece of the side to move can have "
		    "made it"), text);
		return out;
	case GAME_READ_AMBIGUOUS:
		return refusal_candidates(g, text, refusal_lang(ev, lang));
	case GAME_READ_MAJORITY:	/* draughts 4.13 */
		xasprintf(&out, _("'%s': a capture is compulsory, the one "
		    "taking the most pieces (article %s)"), text,
		    edition_cite(ev->ed, why->law));
		return out;
	default:
		break;
	}
	return refusal_event_text(ev, why);
}

/*
 * What came first in a race, the line l that the server wrote after the
 * giver's base: "board 11: Black moved first (d4)" when a move beat a
 * move (*alone: it says it all), else "line 80 (bob: ...) came first".
 */
static char *
refusal_race_text(const struct refusal_race *l, const struct command *cmd,
    bool *alone)
{
	const char	*w;
	char		*out;

	*alone = false;
	if (l->verb == COMMAND_MOVE && cmd->verb == COMMAND_MOVE &&
	    l->side >= 0 && (w = strrchr(l->command, ' ')) != NULL) {
		*alone = true;
		xasprintf(&out, _("board %ld: %s moved first (%s)"), l->board,
		    l->side == CLOCK_WHITE ? _("White") : _("Black"), w + 1);
		return out;
	}
	xasprintf(&out, _("line %llu (%s: %s) came first"),
	    (unsigned long long)l->seq, l->actor, l->command);
	return out;
}

char *
refusal_command_text(const struct event *ev, const char *lang,
    const struct command *cmd, const char *actor,
    const struct proto_refusal *r, const struct refusal_race *race)
{
	char	*reason, *first, *out;
	bool	 alone;

	switch (r->kind) {
	case PROTO_ROLE:
		reason = refusal_role_text(r->role, actor, cmd);
		break;
	case PROTO_RULES:
		if (r->why.code == EVENT_E_SOURCE_TAKEN)
			reason = refusal_source_taken(ev, &r->why, cmd);
		else if (r->typed.code != EVENT_OK &&
		    (r->why.code == EVENT_E_BAD_MOVE ||
		    r->why.code == EVENT_E_LEGAL_MOVE))
			reason = refusal_move_text(ev, lang, cmd, &r->typed);
		else
			reason = refusal_event_text(ev, &r->why);
		break;
	default:
		reason = xstrdup(r->text);
		break;
	}
	if (reason == NULL)
		reason = xstrdup("?");
	if (race == NULL)
		return reason;
	first = refusal_race_text(race, cmd, &alone);
	if (alone) {
		free(reason);
		return first;
	}
	xasprintf(&out, "%s: %s", first, reason);
	free(first);
	free(reason);
	return out;
}
