/*
 * command.h: the command language of doc/commands.md, parsed into a value.
 *
 * One line of text becomes one struct command: a verb and its typed
 * arguments.  Parsing touches no state.  The command table (below, and
 * command_table.c) says of each verb what it is and which ruling applies
 * it, which is event_apply()'s job.  command_format() writes the canonical text of a
 * command, which parses back to the same struct (the journal and the
 * console's dialogs write it).
 *
 * Lexical rules (doc/commands.md): one command a line; words are separated by
 * blanks (space, tab, CR); "..." quotes a word, inside which \" and \\ are
 * the only escapes; '#' starts a comment when it begins a word outside
 * quotes (so "Qxf7#" stays one word, as in sh); a line that is blank or a
 * comment parses to COMMAND_NONE.  Control bytes are refused anywhere
 * but as blanks between words (a tab inside quotes too, so that canonical
 * text is always a plain journal line); bytes >= 0x80 must be UTF-8 and
 * are kept as they are (names), but a word that is not UTF-8 or holds a
 * hidden character (a bidi override, a zero width space: utf8.h) is
 * refused as a whole.
 * Verbs and keywords are matched without regard to ASCII case.
 *
 * Errors: the core returns a status and where: the index of the offending
 * word and its byte span in the line (for a missing word, the index one
 * past the last word and an empty span at the line's end; for a lexical
 * error, the byte offset of the bad byte).  Text for the codes lives in
 * the app layer (src/app/cmderror.h).  Nothing here allocates.
 */
#ifndef ARBITER_COMMAND_H
#define ARBITER_COMMAND_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "duration.h"

#define COMMAND_LINE_MAX	2048	/* bytes in one line */
#define COMMAND_WORDS_MAX	32	/* words in one line */
#define COMMAND_BOARD_MAX	9999	/* board numbers 1..this */
#define COMMAND_ROUND_MAX	999	/* round numbers 1..this */
#define COMMAND_ID_MAX		999999999u /* player ids and FIDE ids */
#define COMMAND_RANGES_MAX	16	/* ranges in a board list */

/* Buffer sizes of the text arguments, NUL included. */
#define COMMAND_NAME_SIZE	128	/* event, site, player, place */
#define COMMAND_REASON_SIZE	256
#define COMMAND_TC_SIZE		128
#define COMMAND_FEN_SIZE	128
#define COMMAND_MOVE_SIZE	64
#define COMMAND_USER_SIZE	33	/* a Unix user name */
#define COMMAND_ADDRESS_SIZE	256	/* a source's folder or URL */
#define COMMAND_FED_SIZE	4	/* a FIDE federation code: 3 letters */
#define COMMAND_WORD_SIZE	24	/* an edition's or a game's name */
#define COMMAND_SCORE_MAX2	20	/* 11.1: a game is worth 10 points at most */
#define COMMAND_WAIT_MAX_MS	(24 * 3600 * 1000LL)	/* 6.7: a day at most */
#define COMMAND_ROUNDS_MAX	99	/* 12.9.8: rounds of an exclusion */
/* illegal <board> --: the clock pressed without a move (7.5.3). */
#define COMMAND_NO_MOVE		"--"

/* The verbs; their words and properties are the command table's. */
#define COMMAND_VERBS(X)						\
	X(EVENT) X(TC) X(PLAYER) X(ROUND) X(PAIR) X(ARBITER) X(WAIT)	\
	X(START) X(ABSENT) X(ARRIVE) X(MOVE) X(ILLEGAL) X(OFFER)	\
	X(ACCEPT) X(DECLINE) X(SETPOSITION) X(RESIGN) X(CLAIM) X(DECIDE) \
	X(FLAG) X(FLAGS) X(STOP) X(GO) X(SETCLOCK) X(RESULT) X(ANNUL)	\
	X(PENALTY) X(EXTRA) X(PHONE) X(ADJOURN) X(SEAL) X(ENVELOPE)	\
	X(RESUME) X(OPEN) X(ENVELOPE_LOST) X(SHOW) X(STATE) X(UNDO)	\
	X(CHAIN) X(VERDICT) X(FORMAT) X(DEVICE) X(RESTART) X(CLOCK)	\
	X(REPORT) X(DISMISS) X(BYE) X(TAKEBACK) X(DRAW) X(SOURCE)

enum command_verb {
	COMMAND_NONE = 0,	/* a blank or comment line */
#define COMMAND_VERB_ENUM(name) COMMAND_##name,
	COMMAND_VERBS(COMMAND_VERB_ENUM)
#undef COMMAND_VERB_ENUM
	COMMAND_VERB_NB
};

/* Status codes: what is wrong.  Text for them is the app's. */
#define COMMAND_STATUS(X)						\
	X(OK)								\
	X(E_QUOTE)	/* unterminated quote, or a quote inside a word */ \
	X(E_ESCAPE)	/* a backslash not followed by " or \ in quotes */ \
	X(E_CONTROL)	/* a control byte */				\
	X(E_LONG)	/* the line, or a text argument, is too long */	\
	X(E_WORDS)	/* too many words */				\
	X(E_VERB)	/* not a verb */				\
	X(E_MISSING)	/* an argument is missing */			\
	X(E_EXTRA)	/* a word after the last argument */		\
	X(E_BAD)	/* not what was expected here */		\
	X(E_RANGE)	/* a number or field out of range */		\
	X(E_SIGN)	/* + or - required (a change) or not allowed */	\
	X(E_FRACTION)	/* a fraction not allowed, or finer than 1 ms */ \
	X(E_TWICE)	/* an optional keyword given twice */		\
	X(E_EMPTY)	/* an empty text where one is needed */		\
	X(E_UTF8)	/* a word that is not UTF-8 */			\
	X(E_HIDDEN)	/* a word with a hidden character (utf8.h) */

enum command_status {
#define COMMAND_STATUS_ENUM(name) COMMAND_##name,
	COMMAND_STATUS(COMMAND_STATUS_ENUM)
#undef COMMAND_STATUS_ENUM
	COMMAND_STATUS_NB
};

/* What the parser expected where it failed (for the message). */
#define COMMAND_ARGS(X)							\
	X(NOTHING) X(VERB) X(BOARD) X(SIDE) X(SIDE_OR_BOTH) X(ID)	\
	X(BOARD_OR_ALL) X(BOARD_OR_ID) X(DURATION) X(DATE) X(TIME)	\
	X(NUMBER) X(POINTS) X(RESULT) X(BOARD_LIST) X(NAME) X(REASON)	\
	X(TC) X(FEN) X(MOVE) X(USER) X(FED) X(PLACE) X(RULES) X(GAME)	\
	X(ROLE) X(CLAIM) X(DECIDE) X(PENALTY) X(FIRST) X(KEYWORD)	\
	X(FEN_KEYWORD) X(RESUME_KEYWORD) X(TZ) X(SCORE) X(SCALE)	\
	X(QUESTION) X(ANSWER) X(REGIME) X(ROUNDS) X(RESTART) X(SQUARES)	\
	X(REPORT) X(BYE) X(TIEBREAKS) X(ADDRESS)

enum command_arg {
#define COMMAND_ARG_ENUM(name) COMMAND_ARG_##name,
	COMMAND_ARGS(COMMAND_ARG_ENUM)
#undef COMMAND_ARG_ENUM
	COMMAND_ARG_NB
};

struct command_error {
	enum command_status	status;
	enum command_arg	expected;
	uint16_t		word;	/* index of the offending word */
	uint16_t		offset;	/* its first byte in the line */
	uint16_t		length;	/* its length in the line, quotes included */
};

enum command_side {
	COMMAND_SIDE_NONE = 0,
	COMMAND_SIDE_WHITE,
	COMMAND_SIDE_BLACK,
	COMMAND_SIDE_BOTH,	/* extra ... both */
	COMMAND_SIDE_ARBITER	/* draughts 6.3b1, 7.2: the arbiter's own */
};

enum command_role {
	COMMAND_ROLE_CHIEF = 1, COMMAND_ROLE_DEPUTY, COMMAND_ROLE_ASSISTANT,
	COMMAND_ROLE_FEED	/* a source of moves: it reports, never rules */
};
/*
 * What a feed reports on a board (report, dismiss), kept as an alert
 * until the arbiter acts or dismisses it; CLOCK is also the engine's own
 * (a reading that contradicts the control).
 */
enum command_report {
	COMMAND_REPORT_ILLEGAL = 1,	/* a move the rules refuse */
	COMMAND_REPORT_REWRITE,		/* plies the event holds, changed */
	COMMAND_REPORT_RESULT,		/* the source's result */
	COMMAND_REPORT_PLAYERS,		/* the source names other players */
	COMMAND_REPORT_SILENT,		/* nothing from the board for long */
	COMMAND_REPORT_CLOCK,		/* a reading off the control */
	COMMAND_REPORT_STALE,		/* readings that stopped changing */
	COMMAND_REPORT_CONFLICT,	/* the board in two sources */
	COMMAND_REPORT_START,		/* the source's game from another start */
	COMMAND_REPORT_BOARD,		/* an e-board's pieces off the game */
	COMMAND_REPORT_AMBIGUOUS,	/* a move two legal moves fit */
	COMMAND_REPORT_NB
};
enum command_claim {
	COMMAND_CLAIM_REPETITION = 1,	/* 9.2 */
	COMMAND_CLAIM_FIFTY,		/* 9.3 */
	COMMAND_CLAIM_QUICKPLAY,	/* 10.2 */
	COMMAND_CLAIM_TIME,		/* 6.9, B7, B8 */
	COMMAND_CLAIM_ILLEGAL,		/* B6, C3 */
	COMMAND_CLAIM_INCREMENT,	/* 2023 III.4 */
	COMMAND_CLAIM_COUNT		/* draughts Art. 7 */
};
/* Draughts 5.2, 5.3: why a game restarts. */
/* annul's ground (format 6): a wrong set-up (7.1a, 7.2.1), colours
 * reversed (2023 7.3), or none named. */
enum command_annul {
	COMMAND_ANNUL_NONE = 0, COMMAND_ANNUL_SETUP, COMMAND_ANNUL_COLOURS
};

enum command_restart {
	COMMAND_RESTART_ORIENTATION = 1, COMMAND_RESTART_COLOURS
};
enum command_decide {
	COMMAND_DECIDE_DRAW = 1, COMMAND_DECIDE_POSTPONE, COMMAND_DECIDE_REJECT,
	COMMAND_DECIDE_INCREMENT	/* 2023 III.4: the arbiter agrees */
};
/* 2023 A.4, A.5: how rapid and blitz games are supervised. */
enum command_regime {
	COMMAND_REGIME_NONE = 0, COMMAND_REGIME_A4, COMMAND_REGIME_A5
};
enum command_penalty {
	COMMAND_PENALTY_WARN = 1,	/* 13.4a */
	COMMAND_PENALTY_TIME,		/* 13.4b, 13.4c */
	COMMAND_PENALTY_LOSS,		/* 13.4d */
	COMMAND_PENALTY_POINTS,		/* 13.4e, 13.4f */
	COMMAND_PENALTY_EXPEL,		/* 13.4g */
	COMMAND_PENALTY_FINE,		/* 2023 12.9.7 */
	COMMAND_PENALTY_EXCLUDE		/* 2023 12.9.8 */
};
/* A round without a game and its points (C.04; C.07 16: unplayed). */
enum command_bye {
	COMMAND_BYE_NONE = 0,
	COMMAND_BYE_FULL,	/* requested, a win's points (TRF F) */
	COMMAND_BYE_HALF,	/* requested, a draw's (TRF H) */
	COMMAND_BYE_ZERO,	/* requested, none (TRF Z) */
	COMMAND_BYE_PAB		/* pairing-allocated: a win's (C.04; TRF U) */
};
#define COMMAND_TIEBREAKS_SIZE	96	/* "BH-C1,BH,SB,DE" */
enum command_forfeit {
	COMMAND_FORFEIT_NONE = 0,
	COMMAND_FORFEIT_WHITE_WINS,	/* +/- */
	COMMAND_FORFEIT_BLACK_WINS	/* -/+ */
};

/* A board list "1,2,5-9": ranges in the order written. */
struct command_boards {
	uint8_t		n;
	struct {
		uint16_t	lo, hi;
	}		r[COMMAND_RANGES_MAX];
};

/*
 * A parsed command.  Fields outside the verb's own are zero; text is
 * NUL-terminated and NUL-padded, so two commands compare with memcmp.
 * board is 0 for "start all", for "state" alone, and for the verbs that
 * name no board.
 */
struct command {
	enum command_verb	verb;
	uint16_t		board;
	uint16_t		round;		/* <round>.<board>: a game an
						   earlier round left adjourned
						   (A); 0: the current round's */
	uint8_t			side;		/* enum command_side */
	union {
		struct {
			char	name[COMMAND_NAME_SIZE];
			char	site[COMMAND_NAME_SIZE];	/* "" if none */
			/* An edition and a game of edition.h; "" if none. */
			char	rules[COMMAND_WORD_SIZE];
			char	game[COMMAND_WORD_SIZE];
			bool	has_points;	/* 11.1: the event's own points */
			uint8_t	points2[3];	/* win, draw, loss in halves */
			bool	has_wait;	/* 6.7: the event's own wait */
			int64_t	wait_ms;
			/* 2023: Guidelines III announced (III.2.1), the
			 * rapid and blitz regime (A.6), no draw offers
			 * before this move (9.1.1; 0: none said). */
			bool	guidelines;
			uint8_t	regime;		/* enum command_regime */
			uint16_t offers_from;
			/* C.07: the tie-breaks, in order ("" : none). */
			char	tiebreaks[COMMAND_TIEBREAKS_SIZE];
		} event;
		struct {
			char	text[COMMAND_TC_SIZE];	/* kept as text */
		} tc;
		struct {
			uint32_t id;
			char	name[COMMAND_NAME_SIZE];
			bool	has_rating;
			uint16_t rating;
			char	fed[COMMAND_FED_SIZE];	/* "" if none */
			uint32_t fide_id;		/* 0 if none */
		} player;
		struct {
			uint16_t n;
			bool	has_date, has_start, has_end;
			struct date date;
			uint16_t start, end;	/* minutes after midnight */
			bool	has_tz;
			int16_t	tz;	/* the venue's offset from UTC, minutes */
			/* Why the round before is left with games in play
			 * ("" when it is closed: every game over). */
			char	override[COMMAND_REASON_SIZE];
		} round;
		struct {
			uint32_t white, black;	/* player ids */
			char	tc[COMMAND_TC_SIZE];	/* "" if none */
			char	fen[COMMAND_FEN_SIZE];	/* "" if none */
			/* Chess960's start (II.1: 0-959, 518 Art. 2's). */
			bool	has_start;
			uint16_t start;
		} pair;
		struct {
			char	user[COMMAND_USER_SIZE];
			uint8_t	role;	/* enum command_role */
			bool	has_boards;
			struct command_boards boards;
		} arbiter;
		struct {
			int64_t	ms;
		} wait;
		struct {
			/* source <user> boards <list> "<address>" [round
			 * <r>], or source <user> off (off set, the rest
			 * zero): a feed user's live source (FEEDS.md). */
			char	user[COMMAND_USER_SIZE];
			bool	off;
			struct command_boards boards;
			char	address[COMMAND_ADDRESS_SIZE];
			uint16_t round;		/* 0: the current round */
		} source;
		struct {
			bool	all;
		} start;
		struct {
			/* move, illegal, seal, envelope-lost; claim's <move> */
			char	text[COMMAND_MOVE_SIZE];
			/* illegal: a legal move made with two hands (7.5.4) */
			bool	two_hands;
			/* illegal, draughts 5.6: the squares whose pieces
			 * left the board, "27,17" ("" : those jumped) */
			char	removed[COMMAND_MOVE_SIZE];
			/* move ... clock <t>: the mover's clock after the
			 * move, as the clock on the table shows it */
			bool	has_clock;
			int64_t	clock_ms;
		} move;
		struct {
			char	fen[COMMAND_FEN_SIZE];
		} setposition;
		struct {
			uint8_t	kind;	/* enum command_claim */
			char	move[COMMAND_MOVE_SIZE];	/* "" if none */
		} claim;
		struct {
			uint8_t	kind;	/* enum command_decide */
		} decide;
		struct {
			bool	unknown;	/* else side holds who fell first */
		} flags;
		struct {
			/* setclock, and clock (a reading: no moves) */
			int64_t	white_ms, black_ms;
			bool	has_moves;
			uint16_t moves;
		} setclock;
		struct {
			/* report: kind, text; dismiss: kind or 0 (all);
			 * takeback: ply only */
			uint8_t	kind;	/* enum command_report */
			uint16_t ply;	/* the ply it concerns (0: none) */
			char	text[COMMAND_REASON_SIZE];
		} report;
		struct {
			/* Points in halves: 2 is a win, 1 a draw. */
			uint8_t	white2, black2;
			uint8_t	forfeit;	/* enum command_forfeit */
			char	reason[COMMAND_REASON_SIZE];
		} result;
		struct {
			uint8_t	ground;	/* enum command_annul */
			char	reason[COMMAND_REASON_SIZE];
		} annul;
		struct {
			uint8_t	why;		/* enum command_restart */
			bool	organisers;	/* 5.4.3: their mistake */
		} restart;
		struct {
			uint8_t	kind;	/* enum command_penalty */
			uint32_t id;	/* expel, exclude: the player; board 0 */
			uint16_t rounds; /* exclude: how many rounds */
			int64_t	ms;	/* time: signed */
			int8_t	points2; /* points: signed, in halves */
			/* loss refusal: persistent refusal to comply (2005
			 * 12.8; 2001 12.7, 2023 11.7, draughts 6.2.5) */
			bool	refusal;
			char	reason[COMMAND_REASON_SIZE];
		} penalty;
		struct {
			int64_t	ms;
			char	reason[COMMAND_REASON_SIZE];
		} extra;
		struct {
			/*
			 * undo: the arbiter's correction of his own action:
			 * the journal line seq counts as never given.  chain:
			 * the chief acknowledges the broken hash chain at
			 * line seq.  The session applies both (it knows the
			 * journal).
			 */
			uint32_t seq;
			char	reason[COMMAND_REASON_SIZE];
		} undo;
		struct {
			/* What a bounded analysis answered, on cmd.board. */
			uint8_t	question;	/* enum event_question */
			uint8_t	answer;		/* enum game_verdict */
		} verdict;
		struct {
			uint16_t n;	/* the journal's format */
		} format;
		struct {
			uint32_t id;	/* the player */
			uint8_t	kind;	/* enum command_bye */
		} bye;
		struct {
			/*
			 * draw 960: a Chess960 start for a round (2023 II.1,
			 * II.2).  As typed the number is still to draw; the
			 * journal's writer draws it once and writes it
			 * (app/draw960.h), so that a replay reads it back.
			 */
			uint16_t round;		/* 0: the current one */
			bool	has_start;
			uint16_t start;		/* 0-959 */
		} draw;
		struct {
			struct date date;
			uint16_t resume;	/* minutes after midnight */
			bool	has_end;
			uint16_t end;
			char	place[COMMAND_NAME_SIZE];
		} envelope;
	}			u;
};

/*
 * Parse the len bytes at line (no newline) into *cmd.  Returns
 * COMMAND_OK and fills *cmd (COMMAND_NONE for a blank or comment line),
 * or a status with *err filled and *cmd zeroed.  err may be NULL.
 */
enum command_status command_parse(const char *line, size_t len,
	    struct command *cmd, struct command_error *err);

/*
 * Write the canonical text of cmd into buf of size len, NUL-terminated:
 * the verb, then every argument, texts quoted.  Returns the length
 * written, or 0 if it does not fit or cmd is not a valid command.
 */
size_t	command_format(const struct command *cmd, char *buf, size_t len);

/*
 * The invariant: cmd is a well-formed command (or COMMAND_NONE), that is
 * one that has a canonical text.  command_parse() asserts it of what it
 * returns.
 */
bool	command_ok(const struct command *cmd);

/* The verb's word ("envelope-lost"), or NULL for COMMAND_NONE. */
const char *command_verb_name(enum command_verb);
/* A report's word ("illegal"), by enum command_report; NULL if none. */
const char *command_report_name(unsigned kind);

/*
 * The command table, one entry per verb, as tmux's cmd_entry: its word,
 * what kind of command it is, how it is read and written and how it
 * changes the event (NULL for a verb that changes no game: the
 * session's, the scripts', looking).  Each entry is defined beside its
 * ruling, with the verb's reader and writer (command_table.c lists
 * where).  Every place that must know a verb's kind asks its flags.
 */
#define COMMAND_F_BOARD		0x0001	/* acts on one board (cmd->board) */
#define COMMAND_F_CHIEF		0x0002	/* the chief arbiter's alone */
#define COMMAND_F_SEVERE	0x0004	/* the chief's when 13.4 d-g */
#define COMMAND_F_LOOK		0x0008	/* changes nothing: never journaled */
#define COMMAND_F_SCRIPT	0x0010	/* scripts only: virtual time */
#define COMMAND_F_SESSION	0x0020	/* the session's: it knows the journal */
#define COMMAND_F_MOVE		0x0040	/* a move typed in the arbiter's notation */
#define COMMAND_F_SECRET	0x0080	/* its text is secret until opened (A1a) */
#define COMMAND_F_PRINTS	0x0100	/* done, it prints (the envelope, A2) */
#define COMMAND_F_SETUP		0x0200	/* sets the event up */
#define COMMAND_F_INCIDENT	0x0400	/* an arbiter's act for the report */
#define COMMAND_F_JOURNAL	0x0800	/* the journal's own: no arbiter gives it */
/* An arbiter's act on a board, for the report: most verbs of play. */
#define COMMAND_F_ACT		(COMMAND_F_BOARD | COMMAND_F_INCIDENT)

struct command_cursor;
struct command_out;
struct event;
struct refusal;

struct command_entry {
	const char	*name;
	unsigned	 flags;		/* COMMAND_F_* */
	bool		(*read)(struct command_cursor *, struct command *);
	void		(*write)(struct command_out *, const struct command *);
	bool		(*apply)(struct event *, const struct command *,
			    int64_t now, struct refusal *);
};

/* By verb; COMMAND_NONE's entry is all zero. */
extern const struct command_entry *const command_table[COMMAND_VERB_NB];

/* The verb's COMMAND_F_* flags (0 for COMMAND_NONE). */
unsigned	command_flags(enum command_verb);

#endif
