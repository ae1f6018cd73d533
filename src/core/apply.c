/*
 * apply.c: the executor.  One parsed command is checked against the event
 * and either applied whole or refused with nothing changed: every check
 * comes before the first write.
 *
 * Here: the appliers of setting up (event, tc, player, round, pair), start
 * (6.5), move (Art. 3, 6.8a; what the position then decides, as the game
 * kind rules it), stop/go (6.13), each beside its verb's reader, writer
 * and table entry (command_table.c), and the journal's verdict and format.
 * The rulings live in src/core/rulings/, one file per article group, and
 * the game helpers they share in rulings/game.c.
 */
#include "config.h"

#include <assert.h>
#include <stdlib.h>
#include <string.h>

#include "event.h"
#include "command_args.h"
#include "rulings/rulings.h"
#include "standings.h"

/*
 * The edition a 'game' names by default: its game's default edition, or,
 * for a kind another game's editions rule (Chess960 by the Laws of Chess,
 * 2023 Guidelines II), the first of them that has the law it needs.
 * NULL: no such game.
 */
static const struct edition *
apply_game_edition(const char *s, size_t len)
{
	char			 word[COMMAND_WORD_SIZE];
	const struct game_kind	*kind;
	const struct edition	*ed;
	size_t			 i;

	if (len >= sizeof word)
		return NULL;
	memcpy(word, s, len);
	word[len] = '\0';
	if ((kind = gamekind_find(word)) == NULL || kind->rules_game == NULL)
		return edition_default(s, len);
	for (i = 0; (ed = edition_at(i)) != NULL; i++)
		if (strcmp(ed->game, kind->rules_game) == 0 &&
		    (kind->rules_law == LAW_NONE ||
		    edition_has(ed, kind->rules_law)))
			return ed;
	return NULL;
}

/* The game whose editions rule the game named ("chess" for "chess960"). */
static const char *
apply_rules_game(const char *game)
{
	const struct game_kind	*kind = gamekind_find(game);

	return kind != NULL ? gamekind_rules_game(kind) : game;
}

/*
 * The edition an 'event' line names: its rules, else its game's default
 * edition, else the event's own; NULL when rules and game disagree.
 */
static const struct edition *
apply_edition(const struct event *ev, const struct command *cmd)
{
	const char		*rules = cmd->u.event.rules;
	const char		*game = cmd->u.event.game;
	const struct edition	*ed = ev->ed;

	if (rules[0] != '\0')
		ed = edition_find(rules, strlen(rules));
	else if (game[0] != '\0')
		ed = apply_game_edition(game, strlen(game));
	if (ed != NULL && game[0] != '\0' &&
	    strcmp(ed->game, apply_rules_game(game)) != 0)
		return NULL;
	return ed;
}

/* The kind an 'event' line makes the event's: the game it names, else
 * the event's own while ed's game rules it (a Chess960 event stays one
 * when its rules are said again), else ed's game.  NULL: not built. */
static const struct game_kind *
apply_kind(const struct event *ev, const struct command *cmd,
    const struct edition *ed)
{
	if (cmd->u.event.game[0] != '\0')
		return gamekind_find(cmd->u.event.game);
	if (ev->kind != NULL &&
	    strcmp(gamekind_rules_game(ev->kind), ed->game) == 0)
		return ev->kind;
	return gamekind_find(ed->game);
}

/* The 2023 settings an edition without their laws refuses. */
static bool
apply_event_settings(const struct edition *ed, const struct command *cmd,
    struct refusal *why)
{
	if (cmd->u.event.guidelines && !edition_has(ed, LAW_GUIDELINES))
		return REFUSE(why, EVENT_E_RULES, LAW_GUIDELINES);
	if (cmd->u.event.regime != COMMAND_REGIME_NONE &&
	    !edition_has(ed, LAW_RAPID_SUPERVISED))
		return REFUSE(why, EVENT_E_RULES, LAW_RAPID_SUPERVISED);
	if (cmd->u.event.offers_from != 0 && !edition_has(ed, LAW_OFFERS_FROM))
		return REFUSE(why, EVENT_E_RULES, LAW_OFFERS_FROM);
	return true;
}

static bool
apply_event(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	const struct edition	*ed = apply_edition(ev, cmd);
	const struct game_kind	*kind;
	int			 i;

	(void)now;
	if (ed == NULL)
		return REFUSE(why, EVENT_E_RULES, LAW_NONE);
	if ((kind = apply_kind(ev, cmd, ed)) == NULL)	/* not in this build */
		return REFUSE(why, EVENT_E_UNSUPPORTED, LAW_NONE);
	/* In this build, but only arbiter-cli's rules-core commands. */
	if (!kind->arbitrated)
		return REFUSE(why, EVENT_E_NOT_ARBITRATED, LAW_NONE);
	/* 2023 Guidelines II: only an edition that has Chess960 rules it. */
	if (kind->rules_law != LAW_NONE && !edition_has(ed, kind->rules_law))
		return REFUSE(why, EVENT_E_RULES, kind->rules_law);
	if (!apply_event_settings(ed, cmd, why))
		return false;
	/* One game and one rule set an event: a game never changes kind
	 * (no journal could: draughts came later); the rules are fixed
	 * from format 5 on. */
	if (ev->paired && (kind != ev->kind || (ed != ev->ed &&
	    (strcmp(ed->game, ev->ed->game) != 0 ||
	    ev->format >= EVENT_FORMAT_ONE_RULES))))
		return REFUSE(why, EVENT_E_RULES_FIXED, LAW_NONE);
	memcpy(ev->name, cmd->u.event.name, sizeof ev->name);
	memcpy(ev->site, cmd->u.event.site, sizeof ev->site);
	/* A game's own scale until the event announces one: 1, 1/2, 0 in
	 * chess (11.1) and Chess960 (II), 2, 1, 0 in draughts. */
	if (!cmd->u.event.has_points &&
	    strcmp(gamekind_rules_game(ev->kind), ed->game) != 0)
		for (i = 0; i < 3; i++)
			ev->score2[i] = (uint8_t)(i *
			    edition_param(ed, EDITION_WIN_POINTS));
	ev->ed = ed;
	ev->kind = kind;
	if (cmd->u.event.has_points) {		/* 11.1: "unless announced" */
		ev->score2[2] = cmd->u.event.points2[0];
		ev->score2[1] = cmd->u.event.points2[1];
		ev->score2[0] = cmd->u.event.points2[2];
	}
	/* 6.7: "unless the rules of the competition specify otherwise". */
	if (cmd->u.event.has_wait)
		ev->has_wait = true;
	if (ev->has_wait && cmd->u.event.has_wait)
		ev->wait_ms = cmd->u.event.wait_ms;
	else if (!ev->has_wait)
		ev->wait_ms = edition_param(ed, EDITION_WAIT_MS);
	/* 2023: what the event announced stays until said again. */
	if (cmd->u.event.guidelines)
		ev->guidelines = true;			/* III.2.1 */
	if (cmd->u.event.regime != COMMAND_REGIME_NONE)
		ev->regime = cmd->u.event.regime;	/* A.6 */
	if (cmd->u.event.offers_from != 0)
		ev->offers_from = cmd->u.event.offers_from;	/* 9.1.1 */
	if (cmd->u.event.tiebreaks[0] != '\0')		/* C.07 4.1 */
		memcpy(ev->tiebreaks, cmd->u.event.tiebreaks,
		    sizeof ev->tiebreaks);
	return true;
}

/* By enum command_regime. */
static const char *const regime_words[] = { "a4", "a5", NULL };

static bool
command_read_event(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "site", "rules", "game", "points",
		"wait", "guidelines-iii", "regime", "offers-from", "tiebreaks",
		NULL };
	unsigned	seen = 0;
	int		k, r;

	if (!take_text(c, COMMAND_ARG_NAME, cmd->u.event.name,
	    sizeof cmd->u.event.name, false))
		return false;
	while (!take_at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_text(c, COMMAND_ARG_NAME,
		    cmd->u.event.site, sizeof cmd->u.event.site, false))
			return false;
		if (k == 2 && !take_edition(c, COMMAND_ARG_RULES,
		    edition_find, cmd->u.event.rules))
			return false;
		if (k == 3 && !take_edition(c, COMMAND_ARG_GAME,
		    apply_game_edition, cmd->u.event.game))
			return false;
		if (k == 4 && !(cmd->u.event.has_points =
		    take_scale(c, cmd->u.event.points2)))
			return false;
		if (k == 5 && !(cmd->u.event.has_wait =
		    take_wait(c, &cmd->u.event.wait_ms)))
			return false;
		if (k == 6)				/* 2023 III.2.1 */
			cmd->u.event.guidelines = true;
		if (k == 7) {				/* 2023 A.6 */
			if (!take_keyword(c, COMMAND_ARG_REGIME, regime_words,
			    &r))
				return false;
			cmd->u.event.regime = (uint8_t)r;
		}
		if (k == 8 && !take_u16(c, COMMAND_ARG_NUMBER, 1, 999,
		    &cmd->u.event.offers_from))		/* 2023 9.1.1 */
			return false;
		if (k == 9 && !take_tiebreaks(c, cmd->u.event.tiebreaks))
			return false;				/* C.07 4 */
	}
	return true;
}

static void
command_write_event(struct command_out *o, const struct command *cmd)
{
	int	i;

	put_text(o, cmd->u.event.name);
	if (cmd->u.event.site[0] != '\0') {
		put_bare(o, "site");
		put_quoted(o, cmd->u.event.site);
	}
	if (cmd->u.event.rules[0] != '\0') {
		put_bare(o, "rules");
		put_known(o, edition_find, cmd->u.event.rules);
	}
	if (cmd->u.event.game[0] != '\0') {
		put_bare(o, "game");
		put_known(o, apply_game_edition, cmd->u.event.game);
	}
	if (cmd->u.event.has_points) {
		put_bare(o, "points");
		for (i = 0; i < 3; i++)
			put_score(o, cmd->u.event.points2[i]);
	}
	if (cmd->u.event.has_wait) {
		put_bare(o, "wait");
		put_duration(o, cmd->u.event.wait_ms, DURATION_UNSIGNED);
	}
	if (cmd->u.event.guidelines)
		put_bare(o, "guidelines-iii");
	if (cmd->u.event.regime != COMMAND_REGIME_NONE) {
		put_bare(o, "regime");
		PUT_KEYWORD(o, regime_words, cmd->u.event.regime);
	}
	if (cmd->u.event.offers_from != 0) {
		put_bare(o, "offers-from");
		put_uint(o, cmd->u.event.offers_from, 1, 999);
	}
	if (cmd->u.event.tiebreaks[0] != '\0') {
		put_bare(o, "tiebreaks");
		put_quoted(o, cmd->u.event.tiebreaks);
	}
}

const struct command_entry command_event_entry = {
	"event", COMMAND_F_SETUP,
	command_read_event, command_write_event, apply_event
};

static bool
apply_tc(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct tc	tc;
	size_t		bad;

	(void)now;
	if (ev->name[0] == '\0')
		return REFUSE(why, EVENT_E_NO_EVENT, LAW_NONE);
	if (tc_parse(&tc, cmd->u.tc.text, strlen(cmd->u.tc.text), &bad) !=
	    STATUS_OK)
		return REFUSE(why, EVENT_E_BAD_TC, LAW_NONE);
	ev->tc = tc;
	ev->has_tc = true;
	return true;
}

static bool
command_read_tc(struct command_cursor *c, struct command *cmd)
{
	return take_text(c, COMMAND_ARG_TC, cmd->u.tc.text,
	    sizeof cmd->u.tc.text, false) && take_end(c);
}

static void
command_write_tc(struct command_out *o, const struct command *cmd)
{
	put_text(o, cmd->u.tc.text);
}

const struct command_entry command_tc_entry = {
	"tc", COMMAND_F_SETUP,
	command_read_tc, command_write_tc, apply_tc
};

static bool
apply_player(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct player	*p;

	(void)now;
	if (ev->name[0] == '\0')
		return REFUSE(why, EVENT_E_NO_EVENT, LAW_NONE);
	if (event_player(ev, cmd->u.player.id) != NULL)
		return REFUSE(why, EVENT_E_PLAYER_EXISTS, LAW_NONE);
	if ((p = event_player_add(ev, cmd->u.player.id)) == NULL)
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	memcpy(p->name, cmd->u.player.name, sizeof p->name);
	p->rating = cmd->u.player.has_rating ? cmd->u.player.rating : 0;
	memcpy(p->fed, cmd->u.player.fed, sizeof p->fed);
	p->fide_id = cmd->u.player.fide_id;
	return true;
}

static bool
command_read_player(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "rating", "fed", "fide-id", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_id(c, &cmd->u.player.id) || !take_text(c, COMMAND_ARG_NAME,
	    cmd->u.player.name, sizeof cmd->u.player.name, false))
		return false;
	while (!take_at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1) {
			if (!take_u16(c, COMMAND_ARG_NUMBER, 0, 4000,
			    &cmd->u.player.rating))
				return false;
			cmd->u.player.has_rating = true;
		}
		if (k == 2 && !take_fed(c, cmd->u.player.fed))
			return false;
		if (k == 3 && !take_uint(c, COMMAND_ARG_ID, 1, COMMAND_ID_MAX,
		    &cmd->u.player.fide_id))
			return false;
	}
	return true;
}

static void
command_write_player(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.player.id, 1, COMMAND_ID_MAX);
	put_text(o, cmd->u.player.name);
	if (cmd->u.player.has_rating) {
		put_bare(o, "rating");
		put_uint(o, cmd->u.player.rating, 0, 4000);
	}
	if (cmd->u.player.fed[0] != '\0') {
		put_bare(o, "fed");
		put_word(o, cmd->u.player.fed);
	}
	if (cmd->u.player.fide_id != 0) {
		put_bare(o, "fide-id");
		put_uint(o, cmd->u.player.fide_id, 1, COMMAND_ID_MAX);
	}
}

const struct command_entry command_player_entry = {
	"player", COMMAND_F_SETUP,
	command_read_player, command_write_player, apply_player
};

/*
 * Whether every game of the round is over (finished or annulled).  An
 * adjourned game is not: before format 6 the next round cleared the
 * boards, and a game to be resumed went with them.
 */
static bool
apply_round_closed(const struct event *ev)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++) {
		if (!event_game_kept(ev, &ev->games[i]) &&
		    ev->games[i].status != GAME_FINISHED &&
		    ev->games[i].status != GAME_ANNULLED)
			return false;
	}
	return true;
}

/*
 * Whether round n's 'round' line would leave a game of a later or the
 * same round kept beside the new round's boards (round numbers go up).
 */
static bool
apply_round_behind(const struct event *ev, uint16_t n)
{
	size_t	i;

	for (i = 0; i < ev->ngames; i++) {
		if (ev->games[i].round >= n &&
		    event_game_outlives(ev, &ev->games[i]))
			return true;
	}
	return false;
}

/*
 * A new round clears the boards of the last one, its scores kept (false:
 * no memory, nothing changed).  From format 6 an adjourned game stays,
 * under its round and board, till it ends: Appendix A and Guidelines I
 * resume it after later rounds began.
 */
static bool
apply_round_clear(struct event *ev)
{
	size_t	i, kept = 0;

	if (!standings_close_round(ev))
		return false;
	for (i = 0; i < ev->ngames; i++) {
		if (event_game_outlives(ev, &ev->games[i]))
			ev->games[kept++] = ev->games[i];
		else
			game_free(&ev->games[i]);
	}
	ev->ngames = kept;
	return true;
}

static bool
apply_round(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	(void)now;
	if (ev->name[0] == '\0')
		return REFUSE(why, EVENT_E_NO_EVENT, LAW_NONE);
	/* The next round comes when the last is closed, or when the arbiter
	 * says why not (the journal keeps his reason). */
	if (ev->format >= EVENT_FORMAT_ROUNDS &&
	    cmd->u.round.override[0] == '\0' && !apply_round_closed(ev))
		return REFUSE(why, EVENT_E_ROUND_OPEN, LAW_NONE);
	if (ev->format >= EVENT_FORMAT_KEPT &&
	    apply_round_behind(ev, cmd->u.round.n))
		return REFUSE(why, EVENT_E_ROUND_OPEN, LAW_NONE);
	if (!apply_round_clear(ev))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	ev->round = cmd->u.round.n;
	ev->has_start960 = false;	/* II.2: a start drawn a round */
	ev->start960 = 0;
	if (cmd->u.round.has_date)
		ev->date = cmd->u.round.date;
	ev->start_min = cmd->u.round.has_start ? cmd->u.round.start : 0;
	ev->end_min = cmd->u.round.has_end ? cmd->u.round.end : 0;
	ev->tz_min = cmd->u.round.has_tz ? cmd->u.round.tz : 0;
	return true;
}

static bool
command_read_round(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "date", "start", "end", "tz",
	    "override", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_u16(c, COMMAND_ARG_NUMBER, 1, COMMAND_ROUND_MAX,
	    &cmd->u.round.n))
		return false;
	while (!take_at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_date(c, &cmd->u.round.date))
			return false;
		if (k == 2 && !take_time(c, &cmd->u.round.start))
			return false;
		if (k == 3 && !take_time(c, &cmd->u.round.end))	/* A1b */
			return false;
		if (k == 4 && !take_tz(c, &cmd->u.round.tz))
			return false;
		if (k == 5 && !take_text(c, COMMAND_ARG_REASON,
		    cmd->u.round.override, sizeof cmd->u.round.override,
		    false))
			return false;
	}
	cmd->u.round.has_tz = (seen & 16) != 0;
	cmd->u.round.has_date = (seen & 2) != 0;
	cmd->u.round.has_start = (seen & 4) != 0;
	cmd->u.round.has_end = (seen & 8) != 0;
	return true;
}

static void
command_write_round(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.round.n, 1, COMMAND_ROUND_MAX);
	if (cmd->u.round.has_date) {
		put_bare(o, "date");
		put_date(o, &cmd->u.round.date);
	}
	if (cmd->u.round.has_start) {
		put_bare(o, "start");
		put_time(o, cmd->u.round.start);
	}
	if (cmd->u.round.has_end) {
		put_bare(o, "end");
		put_time(o, cmd->u.round.end);
	}
	if (cmd->u.round.has_tz) {
		int	tz = cmd->u.round.tz, a = tz < 0 ? -tz : tz;
		char	word[8];

		word[0] = tz < 0 ? '-' : '+';
		word[1] = (char)('0' + a / 600);
		word[2] = (char)('0' + a / 60 % 10);
		word[3] = ':';
		word[4] = (char)('0' + a % 60 / 10);
		word[5] = (char)('0' + a % 10);
		word[6] = '\0';
		put_bare(o, "tz");
		put_bare(o, word);
	}
	if (cmd->u.round.override[0] != '\0') {
		put_bare(o, "override");
		put_text(o, cmd->u.round.override);
	}
}

const struct command_entry command_round_entry = {
	"round", COMMAND_F_SETUP,
	command_read_round, command_write_round, apply_round
};

/* 12.9.8: whether player id is excluded from the event's round. */
static bool
apply_excluded(const struct event *ev, uint32_t id)
{
	const struct player	*p = event_player(ev, id);

	return p->excluded_upto != 0 && ev->round >= p->excluded_from &&
	    ev->round <= p->excluded_upto;
}

/* Whether player id already plays on a board of this round (an
 * adjourned game kept from an earlier one is no pairing of this), or has
 * a bye. */
static bool
apply_paired(const struct event *ev, uint32_t id)
{
	size_t	i;

	if (event_player(ev, id)->bye != COMMAND_BYE_NONE)
		return true;

	for (i = 0; i < ev->ngames; i++) {
		if (event_game_kept(ev, &ev->games[i]))
			continue;
		if (ev->games[i].white == id || ev->games[i].black == id)
			return true;
	}
	return false;
}

static bool
apply_pair_position(const struct event *ev, struct game *g,
    const struct command *cmd, struct refusal *why)
{
	struct game_end	end;

	g->start_own = cmd->u.pair.has_start || cmd->u.pair.fen[0] != '\0';
	if (cmd->u.pair.has_start) {	/* 2023 II.1: a numbered start */
		if (g->kind->start_number == NULL ||
		    !g->kind->start_number(&g->start, cmd->u.pair.start))
			return REFUSE(why, EVENT_E_START_NUMBER, LAW_NONE);
		return true;
	}
	/* 2023 II.2: the round's drawn start ('draw 960', rulings/draw.c). */
	if (cmd->u.pair.fen[0] == '\0' && ev->has_start960 &&
	    g->kind->start_number != NULL &&
	    g->kind->start_number(&g->start, ev->start960))
		return true;
	if (cmd->u.pair.fen[0] == '\0') {
		g->kind->start(&g->start);	/* Art. 2; II.1: 518 */
		return true;
	}
	if (g->kind->pos_read(&g->start, cmd->u.pair.fen, NULL, NULL) !=
	    GAME_POS_OK)
		return REFUSE(why, EVENT_E_BAD_FEN, LAW_NONE);
	/* doc/commands.md: a position already over is refused (5.1a, 5.2a). */
	g->kind->outcome(&g->start, g->ed, &end);
	if (end.law != LAW_NONE)
		return REFUSE(why, EVENT_E_GAME_OVER_FEN, end.law);
	if (edition_has(g->ed, LAW_DEAD_POSITION) &&	/* 5.2b */
	    game_ask(g, EVENT_ASK_DEAD, &g->start) == GAME_VERDICT_YES)
		return REFUSE(why, EVENT_E_GAME_OVER_FEN, LAW_DEAD_POSITION);
	return true;
}

static bool
apply_pair(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	g;
	struct tc	tc;
	size_t		at, bad;

	(void)now;
	memset(&g, 0, sizeof g);
	g.ed = ev->ed;
	g.kind = ev->kind;
	g.board = cmd->board;
	g.verdicts = &ev->verdicts;
	g.round = ev->round;
	g.date = ev->date;
	if (ev->round == 0)
		return REFUSE(why, EVENT_E_NO_ROUND, LAW_NONE);
	/* A new pairing is the current round's. */
	if (cmd->round != 0 && cmd->round != ev->round)
		return REFUSE(why, EVENT_E_NO_BOARD, LAW_NONE);
	if (event_game_at(ev, cmd->round, cmd->board) != NULL)
		return REFUSE(why, EVENT_E_BOARD_EXISTS, LAW_NONE);
	if (event_player(ev, cmd->u.pair.white) == NULL ||
	    event_player(ev, cmd->u.pair.black) == NULL ||
	    cmd->u.pair.white == cmd->u.pair.black)
		return REFUSE(why, EVENT_E_NO_PLAYER, LAW_NONE);
	if (event_player(ev, cmd->u.pair.white)->expelled ||
	    event_player(ev, cmd->u.pair.black)->expelled)
		return REFUSE(why, EVENT_E_EXPELLED, LAW_EXPULSION);
	if (apply_excluded(ev, cmd->u.pair.white) ||
	    apply_excluded(ev, cmd->u.pair.black))
		return REFUSE(why, EVENT_E_EXCLUDED, LAW_EXCLUSION);
	if (apply_paired(ev, cmd->u.pair.white) ||
	    apply_paired(ev, cmd->u.pair.black))
		return REFUSE(why, EVENT_E_PLAYER_PAIRED, LAW_NONE);
	if (cmd->u.pair.tc[0] != '\0') {
		if (tc_parse(&tc, cmd->u.pair.tc, strlen(cmd->u.pair.tc),
		    &bad) != STATUS_OK)
			return REFUSE(why, EVENT_E_BAD_TC, LAW_NONE);
	} else if (ev->has_tc)
		tc = ev->tc;
	else
		return REFUSE(why, EVENT_E_NO_TC, LAW_NONE);
	if (!apply_pair_position(ev, &g, cmd, why))
		return false;
	if ((g.keys = malloc(16 * sizeof *g.keys)) == NULL)
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	if (!game_grow((void **)&ev->games, &ev->games_cap, ev->ngames,
	    sizeof *ev->games)) {
		free(g.keys);
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	}
	g.keys_cap = 16;
	g.keys[g.nkeys++] = game_key(&g, &g.start);
	g.base2[0] = g.base2[1] = GAME_POINTS_NULL;
	g.draw_offer = CLOCK_NEITHER;
	g.quickplay = CLOCK_NEITHER;
	g.increment = CLOCK_NEITHER;

	g.white = cmd->u.pair.white;
	g.black = cmd->u.pair.black;
	g.status = GAME_PENDING;
	g.tc = tc;
	g.pos = g.start;
	clock_init(&g.clock, &tc);
	/* Keep the games in board order, after those kept from earlier
	 * rounds. */
	for (at = ev->ngames; at > 0 && ev->games[at - 1].round == g.round &&
	    ev->games[at - 1].board > g.board; at--)
		;
	memmove(&ev->games[at + 1], &ev->games[at],
	    (ev->ngames - at) * sizeof *ev->games);
	ev->games[at] = g;
	ev->ngames++;
	ev->paired = true;
	return true;
}

static bool
command_read_pair(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "tc", "fen", "start", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_board(c, cmd) || !take_id(c, &cmd->u.pair.white) ||
	    !take_id(c, &cmd->u.pair.black))
		return false;
	if (cmd->u.pair.white == cmd->u.pair.black)
		return take_fail_last(c, COMMAND_E_BAD, COMMAND_ARG_ID);
	while (!take_at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_text(c, COMMAND_ARG_TC, cmd->u.pair.tc,
		    sizeof cmd->u.pair.tc, false))
			return false;
		if (k == 2 && !take_text(c, COMMAND_ARG_FEN, cmd->u.pair.fen,
		    sizeof cmd->u.pair.fen, false))
			return false;
		/* II.1: the kind says which numbers it has (apply_pair). */
		if (k == 3 && !(cmd->u.pair.has_start = take_u16(c,
		    COMMAND_ARG_NUMBER, 0, 9999, &cmd->u.pair.start)))
			return false;
		/* One start: a position or a number, not both. */
		if (cmd->u.pair.fen[0] != '\0' && cmd->u.pair.has_start)
			return take_fail_last(c, COMMAND_E_BAD,
			    COMMAND_ARG_NUMBER);
	}
	return true;
}

static void
command_write_pair(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_uint(o, cmd->u.pair.white, 1, COMMAND_ID_MAX);
	put_uint(o, cmd->u.pair.black, 1, COMMAND_ID_MAX);
	if (cmd->u.pair.white == cmd->u.pair.black)
		o->bad = true;
	if (cmd->u.pair.tc[0] != '\0') {
		put_bare(o, "tc");
		put_quoted(o, cmd->u.pair.tc);
	}
	if (cmd->u.pair.fen[0] != '\0') {
		put_bare(o, "fen");
		put_quoted(o, cmd->u.pair.fen);
	}
	if (cmd->u.pair.has_start) {
		if (cmd->u.pair.fen[0] != '\0')
			o->bad = true;
		put_bare(o, "start");
		put_uint(o, cmd->u.pair.start, 0, 9999);
	}
}

const struct command_entry command_pair_entry = {
	"pair", COMMAND_F_BOARD | COMMAND_F_SETUP,
	command_read_pair, command_write_pair, apply_pair
};

/* 6.5: the clock of the side to move starts (6.6: absent or not). */
static void
apply_start_game(struct game *g, int64_t now)
{
	if (clock_start(&g->clock, now, game_side(g)) == STATUS_OK) {
		g->status = GAME_PLAYING;
		g->start_ms = now;
	}
}

static bool
apply_start(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	size_t		 i;

	if (cmd->u.start.all) {
		for (i = 0; i < ev->ngames; i++) {
			if (ev->games[i].status == GAME_PENDING)
				apply_start_game(&ev->games[i], now);
		}
		return true;
	}
	if ((g = event_game_at(ev, cmd->round, cmd->board)) == NULL)
		return REFUSE(why, EVENT_E_NO_BOARD, LAW_NONE);
	if (g->status != GAME_PENDING)
		return REFUSE(why, EVENT_E_STARTED, LAW_START);
	apply_start_game(g, now);
	return true;
}

static bool
command_read_start(struct command_cursor *c, struct command *cmd)
{
	if (take_if(c, "all")) {
		cmd->u.start.all = true;
		return take_end(c);
	}
	if (take_at_end(c))
		return take_fail(c, c->i, COMMAND_E_MISSING,
		    COMMAND_ARG_BOARD_OR_ALL);
	return take_board(c, cmd) && take_end(c);		/* 6.5 */
}

static void
command_write_start(struct command_out *o, const struct command *cmd)
{
	if (cmd->u.start.all)
		put_bare(o, "all");
	else
		put_board(o, cmd);
}

const struct command_entry command_start_entry = {
	"start", COMMAND_F_BOARD,
	command_read_start, command_write_start, apply_start
};

/* m, on the board both kings in check, leaves a position games reach. */
static bool
apply_mends(const struct game *g, uint64_t m)
{
	struct game_pos	next = g->pos;

	g->kind->play(&next, m);
	return g->kind->pos_ok(&next);
}

/*
 * 2023 A.5.4: the move after both kings were in check is no legal move
 * on that board: when, as made, it leaves an illegal position still on
 * the board, a draw; else it is no move (the arbiter enters it as an
 * illegal one, which awaits the claim: A.5.2).
 */
static bool
apply_kings_next(struct event *ev, struct game *g, const struct command *cmd,
    int64_t now, struct refusal *why)
{
	enum game_read	e;
	bool		stays;

	if ((e = ruling_position_stays(g, cmd->u.move.text, &stays)) !=
	    GAME_READ_OK)
		return REFUSE_MOVE(why, e, LAW_MOVES);
	if (!stays)
		return REFUSE_MOVE(why, GAME_READ_ILLEGAL, LAW_MOVES);
	game_end(g, 1, 1, LAW_RAPID_ILLEGAL_POSITION, now);
	ev->last_move_board = g->board;
	return true;
}

static bool
apply_move(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct clock	 clock;
	enum game_read	 e;
	uint64_t	 m;
	int64_t		 since;
	int		 side;

	if ((g = event_game_at(ev, cmd->round, cmd->board)) == NULL)
		return REFUSE(why, EVENT_E_NO_BOARD, LAW_NONE);
	if (g->status == GAME_PENDING)
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_START);
	if (g->status == GAME_ADJOURNED)
		return REFUSE(why, g->seal.asked && !g->seal.sealed ?
		    EVENT_E_SEALING : EVENT_E_NOT_RESUMED,
		    g->seal.asked && !g->seal.sealed ? LAW_SEAL : LAW_RESUME);
	if (g->status != GAME_PLAYING && g->status != GAME_PAUSED)
		return REFUSE(why, EVENT_E_FINISHED, LAW_NONE);
	if (g->seal.sealed && !g->seal.opened)		/* A7, A9 */
		return REFUSE(why, EVENT_E_NOT_OPENED, LAW_RESUMPTION);
	if (g->seal.reply)				/* A9c */
		return REFUSE(why, EVENT_E_NOT_OPENED, LAW_REPLY_SEALED);
	/*
	 * 2023 A.5.4: the opponent completed his next move on a board no
	 * game can reach (both kings in check, a pawn unpromoted on the last
	 * rank): the illegal position is still there: a draw.  The move is
	 * not read when the board the arbiter sees is not one the core holds
	 * (held: both kings in check, from format 6: read below).
	 */
	if (g->ill.active && g->ill.broken && !g->ill.held &&
	    edition_has(g->ed, LAW_RAPID_ILLEGAL_POSITION)) {
		game_end(g, 1, 1, LAW_RAPID_ILLEGAL_POSITION, now);
		ev->last_move_board = g->board;
		return true;
	}
	side = game_side(g);
	if (g->absent[side])				/* 6.6 */
		return REFUSE(why, EVENT_E_ABSENT, LAW_ABSENT);
	if (g->ill.active && (g->ill.by == side ||
	    (g->ill.broken && !g->ill.held)))
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, game_illegal_law(g));
	/* The journal holds moves in its own notation (Art. 3). */
	if ((e = g->kind->move_read(&g->pos, cmd->u.move.text,
	    strlen(cmd->u.move.text), 0, &m, NULL)) != GAME_READ_OK) {
		if (g->ill.active && g->ill.held)
			return apply_kings_next(ev, g, cmd, now, why);
		return REFUSE_MOVE(why, e, LAW_MOVES);
	}
	/* 2023 A.5.4: the move takes the mover's king out of check and the
	 * position is legal again: the game goes on. */
	if (g->ill.active && g->ill.held && !apply_mends(g, m))
		return REFUSE_MOVE(why, GAME_READ_ILLEGAL,
		    LAW_RAPID_ILLEGAL_POSITION);
	clock = g->clock;
	if (clock_press(&clock, now) != STATUS_OK)	/* 6.8a */
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_MOVE_COMPLETED);
	/* 6.1: a source's reading needs a clock that counts down. */
	if (cmd->u.move.has_clock && !game_reading_ok(g, cmd->u.move.clock_ms))
		return REFUSE(why, EVENT_E_CLOCK, LAW_MOVE_COMPLETED);
	since = game_reading_since(g, now, side);
	if (!game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	/* C3, B6: once the opponent has moved, the illegal move stands
	 * (draughts 5.9: his move accepts the irregularity). */
	if (g->ill.active) {
		game_restart(g, &g->pos, now,
		    game_param(g, EDITION_ILLEGAL_STANDS) != 0 ?
		    LAW_IRREGULARITY_ACCEPTED : LAW_RAPID_ILLEGAL);
		g->ply0++;		/* the illegal move's ply */
	}
	game_clear_standing(g, GAME_STANDING_ILLEGAL);
	game_move(g, m, now);
	if (cmd->u.move.has_clock) {
		/* 6.1, 6.8a: the mover's clock after his press, as the
		 * clock on the table shows it; the opponent's runs on. */
		game_reading(g, side, cmd->u.move.clock_ms, since, now);
		g->clk[g->nmoves - 1] = cmd->u.move.clock_ms;
	}
	ev->last_move_board = g->board;
	return true;
}

const struct command_entry command_move_entry = {
	"move", COMMAND_F_BOARD | COMMAND_F_MOVE,
	command_read_board_move, command_write_board_move, apply_move
};

static bool
apply_stop_go(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	bool		 stop = cmd->verb == COMMAND_STOP;

	if ((g = event_game_at(ev, cmd->round, cmd->board)) == NULL)
		return REFUSE(why, EVENT_E_NO_BOARD, LAW_NONE);
	if (g->status != (stop ? GAME_PLAYING : GAME_PAUSED))
		return REFUSE(why, stop ? EVENT_E_NOT_STARTED : EVENT_E_STARTED,
		    LAW_STOP_CLOCKS);
	if ((stop ? clock_stop(&g->clock, now) : clock_go(&g->clock, now)) !=
	    STATUS_OK)
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_STOP_CLOCKS);
	if (!stop)		/* draughts 6.3b2: the verification's time */
		game_verify_charge(g, now);
	g->status = stop ? GAME_PAUSED : GAME_PLAYING;	/* 6.13 */
	return true;
}

const struct command_entry command_stop_entry = {
	"stop", COMMAND_F_ACT,
	command_read_board, command_write_board, apply_stop_go
};

const struct command_entry command_go_entry = {
	"go", COMMAND_F_ACT,
	command_read_board, command_write_board, apply_stop_go
};

/* The journal's verdict of a bounded analysis, for the next command. */
static bool
apply_verdict(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct event_verdicts	*v = &ev->verdicts;

	(void)now;
	if (cmd->u.verdict.question >= EVENT_ASK_NB ||
	    cmd->u.verdict.answer > GAME_VERDICT_UNKNOWN)
		return REFUSE(why, EVENT_E_BAD_MOVE, LAW_NONE);
	if (v->ngiven < EVENT_VERDICTS_MAX) {
		v->given[v->ngiven].board = cmd->board;
		v->given[v->ngiven].question = cmd->u.verdict.question;
		v->given[v->ngiven++].answer = cmd->u.verdict.answer;
	}
	return true;
}

/* By enum event_question and enum game_verdict. */
static const char *const question_words[] = {
	"dead", "white", "black", NULL
};

static const char *const answer_words[] = { "no", "yes", "unknown", NULL };

/* verdict <board> dead|white|black no|yes|unknown */
static bool
command_read_verdict(struct command_cursor *c, struct command *cmd)
{
	int	q, a;

	if (!take_board(c, cmd) ||
	    !take_keyword(c, COMMAND_ARG_QUESTION, question_words, &q) ||
	    !take_keyword(c, COMMAND_ARG_ANSWER, answer_words, &a))
		return false;
	cmd->u.verdict.question = (uint8_t)(q - 1);
	cmd->u.verdict.answer = (uint8_t)(a - 1);
	return take_end(c);
}

static void
command_write_verdict(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	PUT_KEYWORD(o, question_words, cmd->u.verdict.question + 1u);
	PUT_KEYWORD(o, answer_words, cmd->u.verdict.answer + 1u);
}

const struct command_entry command_verdict_entry = {
	"verdict", COMMAND_F_BOARD | COMMAND_F_JOURNAL,
	command_read_verdict, command_write_verdict, apply_verdict
};

static bool
apply_format(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	(void)now;
	(void)why;
	ev->format = cmd->u.format.n;
	return true;
}

static bool
command_read_format(struct command_cursor *c, struct command *cmd)
{
	return take_u16(c, COMMAND_ARG_NUMBER, 1, 999, &cmd->u.format.n) &&
	    take_end(c);
}

static void
command_write_format(struct command_out *o, const struct command *cmd)
{
	put_uint(o, cmd->u.format.n, 1, 999);
}

const struct command_entry command_format_entry = {
	"format", COMMAND_F_JOURNAL,
	command_read_format, command_write_format, apply_format
};
