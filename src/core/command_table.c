/*
 * command_table.c: every verb of the command language in one list, as
 * tmux's cmd_table[].  Each verb's entry (its word, its kind COMMAND_F_*,
 * its reader, writer and ruling) is defined beside its ruling, with its
 * reader and writer on the same screen:
 *
 *	apply.c			event tc player round pair start move stop go
 *				verdict format
 *	standings.c		bye
 *	command_session.c	arbiter wait show state undo chain (no ruling)
 *	rulings/adjourn.c	absent arrive adjourn seal envelope resume open
 *				envelope-lost
 *	rulings/claim.c		offer accept decline claim decide
 *	rulings/flag.c		flag flags
 *	rulings/illegal.c	illegal
 *	rulings/penalty.c	setposition resign setclock result annul
 *				penalty extra phone device
 *	rulings/restart.c	restart
 *	rulings/feed.c		clock report dismiss takeback
 *	rulings/draw.c		draw
 *	rulings/source.c	source
 *
 * The lexer and the argument helpers (take_*, put_*), and the shapes
 * several verbs share (<board>, <board> <side>, <board> <move>), are
 * command_args.[ch]'s.
 *
 * A new verb touches:
 *	1. command.h: its name in COMMAND_VERBS, its arguments in the union
 *	   (and a keyword enum or a COMMAND_ARGS noun if it has new ones);
 *	2. the file of its ruling (rulings/<group>.c): the ruling, the
 *	   reader and writer, and "const struct command_entry
 *	   command_<verb>_entry = { ... }";
 *	3. this file: an extern line and a table line;
 *	4. doc/commands.md, and a scenario (tests/scenarios/);
 *	then, where it applies, its refusals' texts (app/refusal.c), what it
 *	did (app/effect.c), the argument noun's text (app/cmderror.c), and a
 *	dialog (tui/).  A new rulings file is also a line in mk/engine.am.
 *
 * The articles beside the verbs are those of the 2005 text the verb
 * serves; the rulings apply them.
 */
#include "config.h"

#include "command.h"

extern const struct command_entry command_event_entry, command_tc_entry,
    command_player_entry, command_round_entry, command_pair_entry,
    command_arbiter_entry, command_wait_entry, command_start_entry,
    command_absent_entry, command_arrive_entry, command_move_entry,
    command_illegal_entry, command_offer_entry, command_accept_entry,
    command_decline_entry, command_setposition_entry, command_resign_entry,
    command_claim_entry, command_decide_entry, command_flag_entry,
    command_flags_entry, command_stop_entry, command_go_entry,
    command_setclock_entry, command_result_entry, command_annul_entry,
    command_penalty_entry, command_extra_entry, command_phone_entry,
    command_adjourn_entry, command_seal_entry, command_envelope_entry,
    command_resume_entry, command_open_entry, command_envelope_lost_entry,
    command_show_entry, command_state_entry, command_undo_entry,
    command_chain_entry, command_verdict_entry, command_format_entry,
    command_device_entry, command_restart_entry, command_clock_entry,
    command_report_entry, command_dismiss_entry, command_takeback_entry,
    command_bye_entry, command_draw_entry,
    command_source_entry;

static const struct command_entry command_none_entry;

const struct command_entry *const command_table[COMMAND_VERB_NB] = {
	[COMMAND_NONE] = &command_none_entry,
	/* Setting up. */
	[COMMAND_EVENT] = &command_event_entry,
	[COMMAND_TC] = &command_tc_entry,
	[COMMAND_PLAYER] = &command_player_entry,
	[COMMAND_ROUND] = &command_round_entry,
	[COMMAND_PAIR] = &command_pair_entry,
	/* Roles are the session's (roles.h). */
	[COMMAND_ARBITER] = &command_arbiter_entry,
	[COMMAND_WAIT] = &command_wait_entry,
	/* Play. */
	[COMMAND_START] = &command_start_entry,			/* 6.5 */
	[COMMAND_ABSENT] = &command_absent_entry,		/* 6.6 */
	[COMMAND_ARRIVE] = &command_arrive_entry,		/* 6.7, A9 */
	[COMMAND_MOVE] = &command_move_entry,			/* 6.8a */
	[COMMAND_ILLEGAL] = &command_illegal_entry,		/* 7.4, B6 */
	[COMMAND_OFFER] = &command_offer_entry,			/* 9.1 */
	[COMMAND_ACCEPT] = &command_accept_entry,
	[COMMAND_DECLINE] = &command_decline_entry,
	[COMMAND_SETPOSITION] = &command_setposition_entry,	/* 7.4a, 6.14 */
	[COMMAND_RESIGN] = &command_resign_entry,
	[COMMAND_CLAIM] = &command_claim_entry,		/* 9.2, 9.3, 10.2 */
	[COMMAND_DECIDE] = &command_decide_entry,		/* 10.2 */
	[COMMAND_FLAG] = &command_flag_entry,			/* 6.9 */
	[COMMAND_FLAGS] = &command_flags_entry,			/* 6.12 */
	[COMMAND_STOP] = &command_stop_entry,			/* 6.13 */
	[COMMAND_GO] = &command_go_entry,
	[COMMAND_SETCLOCK] = &command_setclock_entry,		/* 6.14, A12 */
	[COMMAND_RESULT] = &command_result_entry,
	[COMMAND_ANNUL] = &command_annul_entry,			/* 7.1a, A11b */
	/* Penalties and conduct. */
	[COMMAND_PENALTY] = &command_penalty_entry,		/* 13.4 */
	[COMMAND_EXTRA] = &command_extra_entry,			/* 13.5 */
	[COMMAND_PHONE] = &command_phone_entry,			/* 12.2b */
	/* Adjournment. */
	[COMMAND_ADJOURN] = &command_adjourn_entry,		/* A1a */
	[COMMAND_SEAL] = &command_seal_entry,			/* A1a */
	[COMMAND_ENVELOPE] = &command_envelope_entry,		/* A2, A3 */
	[COMMAND_RESUME] = &command_resume_entry,		/* A5 */
	[COMMAND_OPEN] = &command_open_entry,			/* A7, A9 */
	[COMMAND_ENVELOPE_LOST] = &command_envelope_lost_entry,	/* A11a */
	/* Looking, and the session's own. */
	[COMMAND_SHOW] = &command_show_entry,
	[COMMAND_STATE] = &command_state_entry,
	[COMMAND_UNDO] = &command_undo_entry,
	/* The chief acknowledges a broken chain (the session's). */
	[COMMAND_CHAIN] = &command_chain_entry,
	/* Written by the journal's writer, never by an arbiter. */
	[COMMAND_VERDICT] = &command_verdict_entry,
	[COMMAND_FORMAT] = &command_format_entry,
	/* 2023 11.3.2.2: a device on the player (2005's 'phone'). */
	[COMMAND_DEVICE] = &command_device_entry,
	/* Draughts: a wrong board or wrong colours. */
	[COMMAND_RESTART] = &command_restart_entry,		/* 5.2-5.4 */
	/* Live games (FEEDS.md): a source's clock reading and reports; the
	 * arbiter dismisses a report he will not act on. */
	[COMMAND_CLOCK] = &command_clock_entry,			/* 6.1 */
	[COMMAND_REPORT] = &command_report_entry,
	[COMMAND_DISMISS] = &command_dismiss_entry,
	/* The arbiter accepts a source's correction: its plies from one on
	 * leave the record (8.1: the record as the moves were made). */
	[COMMAND_TAKEBACK] = &command_takeback_entry,
	/* A round without a game (C.04: the pairing-allocated bye). */
	[COMMAND_BYE] = &command_bye_entry,
	/* 2023 II.1, II.2: a round's Chess960 start, drawn at random. */
	[COMMAND_DRAW] = &command_draw_entry,
	/* The event's live sources: a feed user's boards and where its
	 * follower reads them (FEEDS.md 7.3.16: one source a board). */
	[COMMAND_SOURCE] = &command_source_entry,
};

unsigned
command_flags(enum command_verb verb)
{
	return verb > COMMAND_NONE && verb < COMMAND_VERB_NB ?
	    command_table[verb]->flags : 0;
}

const char *
command_verb_name(enum command_verb verb)
{
	if (verb <= COMMAND_NONE || verb >= COMMAND_VERB_NB)
		return NULL;
	return command_table[verb]->name;
}
