/*
 * adjourn.c: presence and lateness (6.6, 6.7) and adjourned games
 * (Appendix A).
 *
 * Players count as present at start unless 'absent' was given; at
 * 'resume' both count as absent until they arrive.  Lateness is measured
 * from the game's start (the scheduled instant the arbiter gives 'start'
 * at), against the event's wait (one hour by default; 6.7 "unless the
 * rules of the competition say otherwise"), or from the envelope's
 * resumption time, against A10's "more than one hour" (2023 I.10: the
 * default time, the event's).  Both players late: both lose.
 *
 * A1a 'adjourn' asks the player to move to seal; 'seal' records the move
 * (secret: not read until opened), stops his clock without starting the
 * other's, and A1b charges him up to the session's nominal end when he
 * seals before it.  'resume' restores A5 (the position and clocks are
 * kept as they were) and starts the replier's clock (A9a, A9b): the
 * sealed move counts as completed then.  'open' needs the replier present
 * (A7) and judges the sealed move (A8): ambiguous, unreadable or illegal
 * loses, unless the opponent cannot mate (6.10, 9.6): draw.  With the
 * sealer absent the replier may seal his reply (A9c); it is played when
 * the sealer arrives.  A10 judges the sealed move for a late sealer.
 */
#include "config.h"

#include <string.h>

#include "command_args.h"
#include "rulings/rulings.h"

static bool
ruling_absent(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	(void)now;
	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status != GAME_PENDING)
		return REFUSE(why, EVENT_E_STARTED, LAW_ABSENT);
	g->absent[rulings_side(cmd)] = true;
	return true;
}

const struct command_entry command_absent_entry = {
	"absent", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_absent
};

/*
 * A10 a-c: the late sealer's game, decided by the sealed move; 2023 I.10:
 * the late replier's too (late is either).
 */
static void
adjourn_late_sealed(struct game *g, int late, int64_t now)
{
	struct game_pos	after = g->pos;
	struct game_end	end;
	uint64_t	m;
	int		sealer = g->seal.by, replier = OTHER(sealer);

	if (g->seal.text[0] == '\0') {
		/* A10: the sealed move decides, and nobody has read it yet:
		 * the envelope must be opened; no result is invented. */
		game_pend(g, LAW_LATE_RESUMPTION, QUESTION_SEALED);
		return;
	}
	if (game_read_written(g, g->seal.text, &m) == GAME_READ_OK) {
		g->kind->play(&after, m);
		g->kind->outcome(&after, g->ed, &end);
		/* A10a: it mates; A10b: stalemate or a dead position (9.6). */
		if (end.law != LAW_NONE) {
			game_end(g, end.points2[0], end.points2[1],
			    LAW_LATE_RESUMPTION, now);
			return;
		}
		if (edition_has(g->ed, LAW_DEAD_POSITION) &&
		    game_ask(g, EVENT_ASK_DEAD, &after) == GAME_VERDICT_YES) {
			game_end(g, 1, 1, LAW_LATE_RESUMPTION, now);
			return;
		}
	}
	if (late == sealer && clock_flag(&g->clock, now, replier, NULL)) {
		game_lose_unless_dead(g, replier, LAW_FLAG, QUESTION_FLAG_MATE,
		    now);					/* A10c */
		return;
	}
	game_end(g, late == CLOCK_WHITE ? 0 : 2, late == CLOCK_WHITE ? 2 : 0,
	    LAW_LATE_RESUMPTION, now);
}

/* Whose lateness the sealed move decides: the sealer's (A10); from
 * format 6, anyone's where the edition says so (2023 I.10). */
static bool
adjourn_sealed_decides(const struct event *ev, const struct game *g,
    int late)
{
	return late == g->seal.by || (ev->format >= EVENT_FORMAT_RULINGS &&
	    game_param(g, EDITION_SEALED_ENDS_FOR_ANY) != 0);
}

/* How late side may arrive: 6.7, the event's wait; A10, an hour at a
 * resumption whatever that wait (2023 I.10: the event's default time). */
static int64_t
adjourn_wait(const struct event *ev, const struct game *g, bool resumption)
{
	int64_t	w = edition_param(g->ed, EDITION_RESUMPTION_WAIT_MS);

	return resumption && w >= 0 && ev->format >= EVENT_FORMAT_MENDED ? w :
	    ev->wait_ms;
}

/* 6.7, A10: side arrived more than the wait late. */
static void
adjourn_late(const struct event *ev, struct game *g, int side,
    bool resumption, int64_t now)
{
	int	opp = OTHER(side);

	if (g->absent[opp]) {			/* both late: both lose */
		game_end(g, 0, 0, resumption ? LAW_LATE_RESUMPTION : LAW_LATE, now);
		return;
	}
	if (resumption && !g->seal.opened &&
	    adjourn_sealed_decides(ev, g, side)) {
		adjourn_late_sealed(g, side, now);
		return;
	}
	game_end(g, side == CLOCK_WHITE ? 0 : 2, side == CLOCK_WHITE ? 2 : 0,
	    resumption ? LAW_LATE_RESUMPTION : LAW_LATE, now);
}

static bool
ruling_arrive(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd);
	int64_t		 from;
	bool		 resumption;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (!g->absent[side])
		return true;			/* no effect if present */
	if (g->seal.reply && side == g->seal.by && !game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	resumption = g->seal.resumed;
	from = resumption ? g->seal.resume_ms : g->start_ms;
	if ((g->status == GAME_PLAYING || g->status == GAME_PAUSED) &&
	    now - from > adjourn_wait(ev, g, resumption)) {	/* 6.7, A10 */
		adjourn_late(ev, g, side, resumption, now);
		g->absent[side] = false;
		return true;
	}
	g->absent[side] = false;
	if (g->seal.reply && side == g->seal.by) {	/* A9c: opened now */
		g->seal.reply = false;
		ruling_play_sealed(g, g->seal.reply_text, now);
	}
	return true;
}

const struct command_entry command_arrive_entry = {
	"arrive", COMMAND_F_ACT,
	command_read_board_side, command_write_board_side, ruling_arrive
};

/* A1b: the nominal end of the session now played, or -1. */
static int64_t
adjourn_session_end(const struct event *ev, const struct game *g)
{
	if (g->seal.resumed && g->seal.has_end)
		return event_timeline(ev, &g->seal.date, g->seal.end_min);
	if (!g->seal.resumed && ev->end_min != 0)
		return event_timeline(ev, &ev->date, ev->end_min);
	return -1;
}

static bool
ruling_adjourn(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	int64_t		 end;

	(void)now;
	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	/* The FID rules of draughts adjourn no game. */
	if (!edition_has(g->ed, LAW_SEAL))
		return REFUSE(why, EVENT_E_RULES, LAW_SEAL);
	if (g->ill.active)
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, game_illegal_law(g));
	if (g->seal.sealed && !g->seal.opened)
		return REFUSE(why, EVENT_E_SEALED, LAW_SEAL);
	/* A1b: the end of the session played now, a resumption's too, read
	 * before its envelope is cleared for the new one. */
	end = adjourn_session_end(ev, g);
	memset(&g->seal, 0, sizeof g->seal);
	g->seal.session_end_ms = end;
	g->seal.asked = true;				/* A1a */
	g->seal.by = (uint8_t)game_side(g);
	g->status = GAME_ADJOURNED;	/* the sealer's clock runs till he seals */
	return true;
}

const struct command_entry command_adjourn_entry = {
	"adjourn", COMMAND_F_ACT,
	command_read_board, command_write_board, ruling_adjourn
};

static bool
ruling_seal(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct clock	 c;
	int64_t		 end;
	int		 replier;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status == GAME_PLAYING && g->seal.resumed && g->seal.opened &&
	    !g->seal.reply) {
		/* A9c: the sealer is absent: the replier seals his reply. */
		replier = OTHER(g->seal.by);
		if (!g->absent[g->seal.by] || game_side(g) != replier)
			return REFUSE(why, EVENT_E_NOT_ADJOURNED, LAW_REPLY_SEALED);
		c = g->clock;
		if (clock_press(&c, now) != STATUS_OK)
			return REFUSE(why, EVENT_E_CLOCK, LAW_REPLY_SEALED);
		g->clock = c;
		g->seal.reply = true;
		memcpy(g->seal.reply_text, cmd->u.move.text,
		    sizeof g->seal.reply_text);
		return true;
	}
	if (g->status != GAME_ADJOURNED || !g->seal.asked)
		return REFUSE(why, EVENT_E_NOT_ADJOURNED, LAW_SEAL);
	if (g->seal.sealed)
		return REFUSE(why, EVENT_E_SEALED, LAW_SEAL);
	c = g->clock;
	if (c.state == CLOCK_RUNNING && clock_stop(&c, now) != STATUS_OK)
		return REFUSE(why, EVENT_E_CLOCK, LAW_SEAL);
	end = ev->format >= EVENT_FORMAT_MENDED ? g->seal.session_end_ms :
	    adjourn_session_end(ev, g);
	if (end > now &&				/* A1b */
	    clock_charge(&c, now, g->seal.by, end) != STATUS_OK)
		return REFUSE(why, EVENT_E_CLOCK, LAW_SEAL_EARLY);
	g->clock = c;
	g->seal.sealed = true;
	g->seal.opened = false;
	g->seal.move_number = (uint16_t)g->kind->move_number(&g->pos); /* A2e */
	g->seal.ply = (uint16_t)(g->ply0 + g->nmoves);
	g->seal.offer = g->draw_offer != CLOCK_NEITHER;	/* A2f */
	memcpy(g->seal.text, cmd->u.move.text, sizeof g->seal.text);
	return true;
}

/*
 * seal <board> ["<move as written>"], open <board> ["<move as written>"]:
 * the console need not know the sealed move before the envelope is opened
 * (A1a: it is secret till then).
 */
static bool
command_read_sealed(struct command_cursor *c, struct command *cmd)
{
	if (!take_board(c, cmd))
		return false;
	if (take_at_end(c))
		return true;
	return take_text(c, COMMAND_ARG_MOVE, cmd->u.move.text,
	    sizeof cmd->u.move.text, false) && take_end(c);
}

static void
command_write_sealed(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	if (cmd->u.move.text[0] != '\0')
		put_quoted(o, cmd->u.move.text);	/* as written */
}

const struct command_entry command_seal_entry = {
	"seal", COMMAND_F_ACT | COMMAND_F_SECRET | COMMAND_F_MOVE,
	command_read_sealed, command_write_sealed, ruling_seal
};

static bool
ruling_envelope(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status != GAME_ADJOURNED || !g->seal.sealed)
		return REFUSE(why, EVENT_E_NOT_SEALED, LAW_ENVELOPE);
	/* A2g: the game resumes later, never before it was adjourned (the
	 * replier's clock would start in the past: A9b). */
	if (ev->format >= EVENT_FORMAT_ENVELOPE && event_timeline(ev,
	    &cmd->u.envelope.date, cmd->u.envelope.resume) < now)
		return REFUSE(why, EVENT_E_RESUMPTION_PAST, LAW_ENVELOPE);
	g->seal.has_envelope = true;			/* A2g, A3 */
	g->seal.date = cmd->u.envelope.date;
	g->seal.resume_min = cmd->u.envelope.resume;
	g->seal.has_end = cmd->u.envelope.has_end;
	g->seal.end_min = cmd->u.envelope.end;
	memcpy(g->seal.place, cmd->u.envelope.place, sizeof g->seal.place);
	return true;
}

static bool
command_read_envelope(struct command_cursor *c, struct command *cmd)
{
	static const char *const opts[] = { "end", "place", NULL };
	unsigned	seen = 0;
	int		k;

	if (!take_board(c, cmd))
		return false;
	if (!take_if(c, "resume"))					/* A2g */
		return take_fail(c, c->i, take_at_end(c) ? COMMAND_E_MISSING :
		    COMMAND_E_BAD, COMMAND_ARG_RESUME_KEYWORD);
	if (!take_date(c, &cmd->u.envelope.date) ||
	    !take_time(c, &cmd->u.envelope.resume))
		return false;
	while (!take_at_end(c)) {
		if (!take_option(c, opts, &seen, &k))
			return false;
		if (k == 1 && !take_time(c, &cmd->u.envelope.end))
			return false;
		if (k == 2 && !take_text(c, COMMAND_ARG_PLACE,
		    cmd->u.envelope.place, sizeof cmd->u.envelope.place, false))
			return false;
	}
	cmd->u.envelope.has_end = (seen & 2) != 0;
	if (!(seen & 4))
		return take_fail(c, c->i, COMMAND_E_MISSING, COMMAND_ARG_PLACE);
	return true;
}

static void
command_write_envelope(struct command_out *o, const struct command *cmd)
{
	put_board(o, cmd);
	put_bare(o, "resume");
	put_date(o, &cmd->u.envelope.date);
	put_time(o, cmd->u.envelope.resume);
	if (cmd->u.envelope.has_end) {
		put_bare(o, "end");
		put_time(o, cmd->u.envelope.end);
	}
	put_bare(o, "place");
	put_text(o, cmd->u.envelope.place);
}

const struct command_entry command_envelope_entry = {
	"envelope", COMMAND_F_ACT | COMMAND_F_PRINTS,
	command_read_envelope, command_write_envelope, ruling_envelope
};

int64_t
game_resumption_ms(const struct event *ev, const struct game *g)
{
	return g->seal.has_envelope ? event_timeline(ev, &g->seal.date,
	    g->seal.resume_min) : -1;
}

static bool
ruling_resume(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct clock	 c;
	int64_t		 at, start;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (g->status != GAME_ADJOURNED || !g->seal.sealed || g->seal.resumed)
		return REFUSE(why, EVENT_E_NOT_SEALED, LAW_RESUME);
	at = game_resumption_ms(ev, g);
	if (at < 0 || at > now)
		at = now;	/* early: the console asked the arbiter first */
	/* A5: position and clocks as at adjournment; A9a, A9b: the sealed
	 * move is complete and the replier's clock starts at the resumption
	 * time on the envelope (format 3 on; before, at the keypress). */
	start = ev->format >= EVENT_FORMAT_MENDED ? at : now;
	c = g->clock;
	if (clock_go(&c, start) != STATUS_OK ||
	    clock_press(&c, start) != STATUS_OK)
		return REFUSE(why, EVENT_E_CLOCK, LAW_RESUMPTION);
	g->clock = c;
	g->seal.resumed = true;
	g->seal.resume_ms = at;
	g->absent[0] = g->absent[1] = true;
	g->status = GAME_PLAYING;
	return true;
}

const struct command_entry command_resume_entry = {
	"resume", COMMAND_F_ACT,
	command_read_board, command_write_board, ruling_resume
};

void
ruling_play_sealed(struct game *g, const char *text, int64_t now)
{
	uint64_t	m;

	/* A8 a-c: ambiguous, unreadable or illegal: the sealer loses,
	 * unless the opponent cannot mate (6.10, 9.6). */
	if (game_read_written(g, text, &m) != GAME_READ_OK) {
		game_lose_unless_dead(g, game_side(g), LAW_SEALED_MOVE,
		    QUESTION_SEALED, now);
		return;
	}
	game_push(g, m, now);
	game_outcome(g, now);		/* 5.1a "also by a sealed move" */
}

static bool
ruling_open(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (!g->seal.sealed || !g->seal.resumed || g->status != GAME_PLAYING)
		return REFUSE(why, EVENT_E_NOT_RESUMED, LAW_OPEN_ENVELOPE);
	if (g->seal.opened)
		return REFUSE(why, EVENT_E_OPENED, LAW_OPEN_ENVELOPE);
	if (g->absent[OTHER(g->seal.by)])		/* A7 */
		return REFUSE(why, EVENT_E_ABSENT, LAW_OPEN_ENVELOPE);
	/* A7: the move as written in the envelope, read now when the
	 * console was not told it at seal (A1a: secret till now). */
	if (cmd->u.move.text[0] == '\0' && g->seal.text[0] == '\0')
		return REFUSE(why, EVENT_E_NO_SEALED_MOVE, LAW_OPEN_ENVELOPE);
	if (!game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	if (cmd->u.move.text[0] != '\0')
		memcpy(g->seal.text, cmd->u.move.text, sizeof g->seal.text);
	g->seal.opened = true;
	ruling_play_sealed(g, g->seal.text, now);	/* A8, A9a, A9b */
	return true;
}

const struct command_entry command_open_entry = {
	"open", COMMAND_F_ACT | COMMAND_F_MOVE,
	command_read_sealed, command_write_sealed, ruling_open
};

static bool
ruling_envelope_lost(struct event *ev, const struct command *cmd,
    int64_t now, struct refusal *why)
{
	struct game	*g;

	if ((g = rulings_game(ev, cmd, why)) == NULL)
		return false;
	if (!g->seal.sealed || g->seal.opened)
		return REFUSE(why, EVENT_E_NOT_SEALED, LAW_ENVELOPE_LOST);
	if (!game_reserve(g))
		return REFUSE(why, EVENT_E_NOMEM, LAW_NONE);
	/* A11a: the sealer plays the move he says he sealed. */
	memcpy(g->seal.text, cmd->u.move.text, sizeof g->seal.text);
	if (g->seal.resumed && g->status == GAME_PLAYING) {
		g->seal.opened = true;
		ruling_play_sealed(g, g->seal.text, now);
	}
	return true;
}

const struct command_entry command_envelope_lost_entry = {
	"envelope-lost", COMMAND_F_ACT | COMMAND_F_MOVE,
	command_read_board_move, command_write_board_move, ruling_envelope_lost
};
