/*
 * command_table.c: every verb of the command language in one table, as
 * tmux's cmd_entry tables: its word, its kind (COMMAND_F_*), how it is
 * read and written (command_syntax.h) and how it changes the event
 * (rulings/rulings.h).  The articles beside the verbs are those of the
 * 2005 text the verb serves; the rulings apply them.
 */
#include "config.h"

#include "command.h"
#include "command_syntax.h"
#include "rulings/rulings.h"
#include "standings.h"

#define B	COMMAND_F_BOARD
#define I	(COMMAND_F_BOARD | COMMAND_F_INCIDENT)
#define ENTRY(word, flags, syntax, apply)				\
	{ word, flags, command_read_##syntax, command_write_##syntax, apply }

const struct command_entry command_table[COMMAND_VERB_NB] = {
	[COMMAND_NONE] = { NULL, 0, NULL, NULL, NULL },
	/* Setting up. */
	[COMMAND_EVENT] = ENTRY("event", COMMAND_F_SETUP, event, apply_event),
	[COMMAND_TC] = ENTRY("tc", COMMAND_F_SETUP, tc, apply_tc),
	[COMMAND_PLAYER] = ENTRY("player", COMMAND_F_SETUP, player,
	    apply_player),
	[COMMAND_ROUND] = ENTRY("round", COMMAND_F_SETUP, round, apply_round),
	[COMMAND_PAIR] = ENTRY("pair", B | COMMAND_F_SETUP, pair, apply_pair),
	/* Roles are the session's (roles.h). */
	[COMMAND_ARBITER] = ENTRY("arbiter", COMMAND_F_SETUP | COMMAND_F_CHIEF,
	    arbiter, NULL),
	[COMMAND_WAIT] = ENTRY("wait", COMMAND_F_SCRIPT, wait, NULL),
	/* Play. */
	[COMMAND_START] = ENTRY("start", B, start, apply_start),	/* 6.5 */
	[COMMAND_ABSENT] = ENTRY("absent", I, board_side,
	    ruling_absent),					/* 6.6 */
	[COMMAND_ARRIVE] = ENTRY("arrive", I, board_side,
	    ruling_arrive),					/* 6.7, A9 */
	[COMMAND_MOVE] = ENTRY("move", B | COMMAND_F_MOVE, board_move,
	    apply_move),					/* 6.8a */
	[COMMAND_ILLEGAL] = ENTRY("illegal", I | COMMAND_F_MOVE, illegal,
	    ruling_illegal),					/* 7.4, B6 */
	[COMMAND_OFFER] = ENTRY("offer", I, board_side, ruling_offer), /* 9.1 */
	[COMMAND_ACCEPT] = ENTRY("accept", I, board, ruling_accept),
	[COMMAND_DECLINE] = ENTRY("decline", I, board, ruling_decline),
	[COMMAND_SETPOSITION] = ENTRY("setposition", I, setposition,
	    ruling_setposition),				/* 7.4a, 6.14 */
	[COMMAND_RESIGN] = ENTRY("resign", I, board_side, ruling_resign),
	[COMMAND_CLAIM] = ENTRY("claim", I | COMMAND_F_MOVE, claim,
	    ruling_claim),					/* 9.2, 9.3, 10.2 */
	[COMMAND_DECIDE] = ENTRY("decide", I, decide, ruling_decide), /* 10.2 */
	[COMMAND_FLAG] = ENTRY("flag", I, board_side, ruling_flag),	/* 6.9 */
	[COMMAND_FLAGS] = ENTRY("flags", I, flags, ruling_flags),	/* 6.12 */
	[COMMAND_STOP] = ENTRY("stop", I, board, apply_stop_go),	/* 6.13 */
	[COMMAND_GO] = ENTRY("go", I, board, apply_stop_go),
	[COMMAND_SETCLOCK] = ENTRY("setclock", I, setclock,
	    ruling_setclock),					/* 6.14, A12 */
	[COMMAND_RESULT] = ENTRY("result", I | COMMAND_F_CHIEF, result,
	    ruling_result),
	[COMMAND_ANNUL] = ENTRY("annul", I | COMMAND_F_CHIEF, annul,
	    ruling_annul),					/* 7.1a, A11b */
	/* Penalties and conduct. */
	[COMMAND_PENALTY] = ENTRY("penalty", I | COMMAND_F_SEVERE, penalty,
	    ruling_penalty),					/* 13.4 */
	[COMMAND_EXTRA] = ENTRY("extra", I, extra, ruling_extra),	/* 13.5 */
	[COMMAND_PHONE] = ENTRY("phone", I, board_side, ruling_phone), /* 12.2b */
	/* Adjournment. */
	[COMMAND_ADJOURN] = ENTRY("adjourn", I, board, ruling_adjourn), /* A1a */
	[COMMAND_SEAL] = ENTRY("seal", I | COMMAND_F_SECRET | COMMAND_F_MOVE,
	    sealed, ruling_seal),				/* A1a */
	[COMMAND_ENVELOPE] = ENTRY("envelope", I | COMMAND_F_PRINTS, envelope,
	    ruling_envelope),					/* A2, A3 */
	[COMMAND_RESUME] = ENTRY("resume", I, board, ruling_resume),	/* A5 */
	[COMMAND_OPEN] = ENTRY("open", I | COMMAND_F_MOVE, sealed,
	    ruling_open),					/* A7, A9 */
	[COMMAND_ENVELOPE_LOST] = ENTRY("envelope-lost", I | COMMAND_F_MOVE,
	    board_move, ruling_envelope_lost),			/* A11a */
	/* Looking, and the session's own. */
	[COMMAND_SHOW] = ENTRY("show", B | COMMAND_F_LOOK, board, NULL),
	[COMMAND_STATE] = ENTRY("state", B | COMMAND_F_LOOK, state, NULL),
	[COMMAND_UNDO] = ENTRY("undo", COMMAND_F_SESSION, undo, NULL),
	/* The chief acknowledges a broken chain (the session's). */
	[COMMAND_CHAIN] = ENTRY("chain", COMMAND_F_SESSION | COMMAND_F_CHIEF,
	    undo, NULL),
	/* Written by the journal's writer, never by an arbiter. */
	[COMMAND_VERDICT] = ENTRY("verdict", B | COMMAND_F_JOURNAL, verdict,
	    apply_verdict),
	[COMMAND_FORMAT] = ENTRY("format", COMMAND_F_JOURNAL, format,
	    apply_format),
	/* 2023 11.3.2.2: a device on the player (2005's 'phone'). */
	[COMMAND_DEVICE] = ENTRY("device", I, board_side, ruling_device),
	/* Draughts: a wrong board or wrong colours. */
	[COMMAND_RESTART] = ENTRY("restart", I, restart, ruling_restart),
								/* 5.2-5.4 */
	/* Live games (FEEDS.md): a source's clock reading and reports; the
	 * arbiter dismisses a report he will not act on. */
	[COMMAND_CLOCK] = ENTRY("clock", B, reading, ruling_clock), /* 6.1 */
	[COMMAND_REPORT] = ENTRY("report", B, report, ruling_report),
	[COMMAND_DISMISS] = ENTRY("dismiss", I, dismiss, ruling_dismiss),
	/* The arbiter accepts a source's correction: its plies from one on
	 * leave the record (8.1: the record as the moves were made). */
	[COMMAND_TAKEBACK] = ENTRY("takeback", I, takeback, ruling_takeback),
	/* A round without a game (C.04: the pairing-allocated bye). */
	[COMMAND_BYE] = ENTRY("bye", COMMAND_F_SETUP, bye, apply_bye),
};

unsigned
command_flags(enum command_verb verb)
{
	return verb > COMMAND_NONE && verb < COMMAND_VERB_NB ?
	    command_table[verb].flags : 0;
}
