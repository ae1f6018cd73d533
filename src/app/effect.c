/*
 * effect.c: what an arbiter's act did to its game (effect.h).
 */
#include "config.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/draw960.h"
#include "app/effect.h"
#include "app/i18n.h"
#include "app/xmalloc.h"
#include "duration.h"

void
effect_take(struct effect_before *b, const struct event *ev,
    const struct command *cmd, int64_t now)
{
	const struct game	*g;
	int			 side;

	memset(b, 0, sizeof *b);
	if ((command_flags(cmd->verb) & COMMAND_F_INCIDENT) == 0 ||
	    (g = event_game_at_const(ev, cmd->round, cmd->board)) == NULL)
		return;
	b->valid = true;
	memcpy(b->result, g->result, sizeof b->result);
	for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++) {
		b->left[side] = clock_left(&g->clock, now, side);
		b->illegal[side] = g->illegal[side];
	}
	b->npending = g->npending;
	b->npenalties = g->npenalties;
	b->nclocksets = g->nclocksets;
	b->status = g->status;
	b->sealed = g->seal.sealed;
	b->has_envelope = g->seal.has_envelope;
	b->resumed = g->seal.resumed;
	b->opened = g->seal.opened;
	b->verify = g->verify.active;
	b->ill = g->ill.active;
	b->count_law = g->count.law;
	b->restart_ms = g->restart_ms;
}

/* Append piece to *text, "; " between pieces. */
static void
effect_add(char **text, const char *piece)
{
	char	*joined;

	if (*text == NULL) {
		*text = xstrdup(piece);
		return;
	}
	xasprintf(&joined, "%s; %s", *text, piece);
	free(*text);
	*text = joined;
}

static const char *
effect_side(int side)
{
	return side == CLOCK_WHITE ? _("White") : _("Black");
}

/*
 * A clock's time left as the clock showed it: whole seconds, rounded up as
 * format.h rounds a running clock, so a report reads "1:29:59", never the
 * journal instant's "1:29:58.5".
 */
static void
effect_clock_text(int64_t ms, char *buf, size_t len)
{
	duration_format(ms > 0 ? (ms + 999) / 1000 * 1000 : 0,
	    DURATION_UNSIGNED, buf, len);
}

/* A clock changed at the act's instant: "Black 1:30:00 -> 1:32:00". */
static void
effect_clocks(char **text, const struct effect_before *b,
    const struct game *g, int64_t now)
{
	char	was[DURATION_TEXT_MAX], is[DURATION_TEXT_MAX], *piece;
	int64_t	left;
	int	side;

	for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++) {
		left = clock_left(&g->clock, now, side);
		if (left == b->left[side])
			continue;
		effect_clock_text(b->left[side], was, sizeof was);
		effect_clock_text(left, is, sizeof is);
		xasprintf(&piece, "%s %s -> %s", effect_side(side), was, is);
		effect_add(text, piece);
		free(piece);
	}
}

/* Draughts' own states an act began: the law each cites, or LAW_NONE. */
static enum law
effect_verify_law(const struct effect_before *b, const struct game *g)
{
	if (b->verify || !g->verify.active)
		return LAW_NONE;
	return g->verify.by == CLOCK_NEITHER ? LAW_REPETITION_ARBITER :
	    LAW_REPETITION_CHARGE;
}

static enum law
effect_restart_law(const struct effect_before *b, const struct game *g)
{
	if (g->restart_ms == b->restart_ms || (g->restart_law !=
	    LAW_BOARD_TURNED && g->restart_law != LAW_COLOURS_WRONG))
		return LAW_NONE;
	return (enum law)g->restart_law;
}

static enum law
effect_count_law(const struct effect_before *b, const struct game *g)
{
	return g->count.law != b->count_law ? (enum law)g->count.law :
	    LAW_NONE;
}

/* The verification, the count, a restart: what began, in words. */
static void
effect_draughts(char **text, const struct effect_before *b,
    const struct game *g)
{
	char		*piece;
	enum law	 law;

	if ((law = effect_verify_law(b, g)) != LAW_NONE) {
		xasprintf(&piece, _("not the third time: the clocks stand for "
		    "the verification (%s)"), game_cite(g, law));
		effect_add(text, piece);
		free(piece);
	}
	if ((law = effect_count_law(b, g)) != LAW_NONE) {
		xasprintf(&piece, _("the move count: %u moves each (%s)"),
		    game_count_limit(g), game_cite(g, law));
		effect_add(text, piece);
		free(piece);
	}
	if (!b->ill && g->ill.active &&
	    game_param(g, EDITION_ILLEGAL_STANDS) != 0) {
		xasprintf(&piece, _("the irregularity stands until %s claims "
		    "or moves (%s)"), effect_side(g->ill.by ^ 1),
		    game_cite(g, LAW_ILLEGAL));
		effect_add(text, piece);
		free(piece);
	}
	if ((law = effect_restart_law(b, g)) != LAW_NONE) {
		xasprintf(&piece, _("the game restarted (%s)"),
		    game_cite(g, law));
		effect_add(text, piece);
		free(piece);
	}
}

/* The article of a ruling that is no penalty, with the clocks it
 * changed (an incorrect claim, an illegal move counted); or LAW_NONE. */
static enum law
effect_ruled_law(const struct effect_before *b, const struct game *g)
{
	size_t	i;

	for (i = g->nclocksets; i-- > b->nclocksets;)
		if (g->clocksets[i].law != LAW_NONE)
			return (enum law)g->clocksets[i].law;
	return LAW_NONE;
}

/*
 * What a ruling that is no penalty gave or took, as it ruled (not the
 * increment of a move made with it): "incorrect claim: Black +2:00".
 */
static void
effect_ruled(char **text, const struct effect_before *b,
    const struct game *g)
{
	const struct game_clockset	*c = NULL;
	char				 d[DURATION_TEXT_MAX], *piece;
	char				 what[2 * (DURATION_TEXT_MAX + 16)];
	size_t				 i, n = 0;
	int				 side;

	for (i = g->nclocksets; c == NULL && i-- > b->nclocksets;)
		if (g->clocksets[i].law != LAW_NONE)
			c = &g->clocksets[i];
	if (c == NULL)
		return;
	what[0] = '\0';
	for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++) {
		if (c->change[side] == 0)
			continue;
		duration_format(c->change[side], DURATION_SIGNED, d, sizeof d);
		n += (size_t)snprintf(what + n, sizeof what - n, "%s%s %s",
		    n > 0 ? ", " : "", effect_side(side), d);
	}
	if (c->law == LAW_INCORRECT_CLAIM) {		/* 9.5b */
		xasprintf(&piece, _("incorrect claim: %s"), what);
		effect_add(text, piece);
		free(piece);
	} else if (what[0] != '\0')
		effect_add(text, what);
}

/* Appendix A: the step of the adjournment the act took, or LAW_NONE. */
static enum law
effect_adjourn_law(const struct effect_before *b, const struct game *g)
{
	if (b->status != GAME_ADJOURNED && g->status == GAME_ADJOURNED)
		return LAW_SEAL;			/* A1a */
	if (!b->sealed && g->seal.sealed)
		return LAW_SEAL;			/* A1a, A2 */
	if (!b->has_envelope && g->seal.has_envelope)
		return LAW_ENVELOPE;			/* A2g */
	if (!b->resumed && g->seal.resumed)
		return LAW_RESUME;			/* A5 */
	if (!b->opened && g->seal.opened)
		return LAW_OPEN_ENVELOPE;		/* A7 */
	return LAW_NONE;
}

/* The adjournment's step in words: "adjourned: White to seal move 23". */
static void
effect_adjourn(char **text, const struct effect_before *b,
    const struct game *g)
{
	char	*piece = NULL;

	switch (effect_adjourn_law(b, g)) {
	case LAW_SEAL:
		if (g->seal.sealed)
			xasprintf(&piece, _("%s's move %u sealed"),
			    effect_side(g->seal.by),
			    (unsigned)g->seal.move_number);
		else
			xasprintf(&piece, _("adjourned: %s to seal move %u"),
			    effect_side(g->seal.by), game_move_number(g));
		break;
	case LAW_ENVELOPE:
		xasprintf(&piece, _("the envelope: resumption "
		    "%04u-%02u-%02u %02u:%02u"), (unsigned)g->seal.date.year,
		    (unsigned)g->seal.date.month, (unsigned)g->seal.date.day,
		    (unsigned)(g->seal.resume_min / 60),
		    (unsigned)(g->seal.resume_min % 60));
		break;
	case LAW_RESUME:
		piece = xstrdup(_("resumed: the position and clocks as at "
		    "the adjournment"));
		break;
	case LAW_OPEN_ENVELOPE:
		piece = xstrdup(_("the envelope opened: the sealed move "
		    "played"));
		break;
	default:
		return;
	}
	effect_add(text, piece);
	free(piece);
}

char *
effect_text(const struct effect_before *b, const struct event *ev,
    const struct command *cmd, int64_t now)
{
	const struct game	*g;
	char			*text = NULL, *piece;
	int			 side;
	size_t			 i;

	/* II.1: the round's drawn start, its number and its position. */
	if (cmd->verb == COMMAND_DRAW)
		return draw960_text(ev->kind, cmd->u.draw.start);
	if (!b->valid || (g = event_game_at_const(ev, cmd->round, cmd->board)) == NULL)
		return NULL;
	if (strcmp(b->result, g->result) != 0) {
		if (g->result[0] == '\0')
			piece = xstrdup(_("result withdrawn"));
		else if (g->reason != LAW_NONE)
			xasprintf(&piece, _("result %s (%s)"), g->result,
			    game_cite(g, g->reason));
		else
			xasprintf(&piece, _("result %s"), g->result);
		effect_add(&text, piece);
		free(piece);
	}
	effect_adjourn(&text, b, g);
	if (effect_ruled_law(b, g) != LAW_NONE)
		effect_ruled(&text, b, g);
	else
		effect_clocks(&text, b, g, now);
	effect_draughts(&text, b, g);
	for (side = CLOCK_WHITE; side <= CLOCK_BLACK; side++) {
		if (g->illegal[side] == b->illegal[side])
			continue;
		xasprintf(&piece, game_param(g, EDITION_ILLEGAL_LIMIT) != 0 ?
		    _("illegal moves of %s: %u") :
		    _("irregularities of %s corrected: %u"),
		    effect_side(side), (unsigned)g->illegal[side]);
		effect_add(&text, piece);
		free(piece);
	}
	for (i = b->npending; i < g->npending; i++) {
		xasprintf(&piece, _("waiting for the arbiter (%s)"),
		    game_cite(g, g->pending[i].law));
		effect_add(&text, piece);
		free(piece);
	}
	return text;
}

const char *
effect_article(const struct effect_before *b, const struct event *ev,
    const struct command *cmd)
{
	const struct game	*g;

	if (!b->valid || (g = event_game_at_const(ev, cmd->round, cmd->board)) == NULL)
		return "";
	if (g->npenalties > b->npenalties)
		return game_cite(g, g->penalties[g->npenalties - 1].law);
	if (strcmp(b->result, g->result) != 0 && g->result[0] != '\0')
		return game_cite(g, g->reason);
	if (effect_ruled_law(b, g) != LAW_NONE)	/* 9.5b, 7.4b, B6 */
		return game_cite(g, effect_ruled_law(b, g));
	if (g->npending > b->npending)
		return game_cite(g, g->pending[g->npending - 1].law);
	if (effect_verify_law(b, g) != LAW_NONE)
		return game_cite(g, effect_verify_law(b, g));
	if (b->verify && !g->verify.active)	/* 'go': the time charged */
		return game_cite(g, LAW_REPETITION_CHARGE);
	if (effect_count_law(b, g) != LAW_NONE)
		return game_cite(g, effect_count_law(b, g));
	if (effect_restart_law(b, g) != LAW_NONE)
		return game_cite(g, effect_restart_law(b, g));
	if (!b->ill && g->ill.active)
		return game_cite(g, game_illegal_law(g));
	/* Draughts 5.6: the opponent's claim corrected it. */
	if (b->ill && !g->ill.active && game_param(g, EDITION_ILLEGAL_STANDS))
		return game_cite(g, LAW_ILLEGAL);
	if (effect_adjourn_law(b, g) != LAW_NONE)	/* Appendix A */
		return game_cite(g, effect_adjourn_law(b, g));
	return "";
}
