/*
 * law.h: the laws a ruling applies, by name.
 *
 * A ruling never names an article by its number: it names the law it
 * applies (LAW_BOTH_FLAGS), and the event's edition (edition.h) says how
 * that edition numbers it, or that it has no such law.  So the reasons,
 * pending questions, penalties and refusals an event records are laws,
 * printed through the edition's labels; a new edition is a new table of
 * labels and parameters, never a change to a ruling.
 *
 * Each law has a short description, for the edition tables' printout and
 * for reference; the numbers are the editions' business.
 */
#ifndef ARBITER_LAW_H
#define ARBITER_LAW_H

#define LAWS(X)								\
	X(MOVES,		"a move is legal (Art. 3)")		\
	X(CHECKMATE,		"checkmate ends the game")		\
	X(RESIGNATION,		"resignation ends the game")		\
	X(STALEMATE,		"stalemate: a draw")			\
	X(DEAD_POSITION,	"a dead position: a draw")		\
	X(AGREEMENT,		"a draw by agreement")			\
	X(START,		"the clocks start the game")		\
	X(ABSENT,		"a player absent at the start")		\
	X(LATE,			"a player too late loses")		\
	X(MOVE_COMPLETED,	"a move is completed by the press")	\
	X(FLAG_CALLED,		"when a flag counts as fallen")		\
	X(FLAG,			"a flag fallen: loss, or draw")		\
	X(BOTH_FLAGS,		"both flags fallen")			\
	X(BOTH_FLAGS_DRAW,	"both flags fallen in the last period")	\
	X(STOP_CLOCKS,		"the arbiter stops the clocks")		\
	X(SET_CLOCKS,		"the arbiter sets the clocks")		\
	X(SCORESHEET,		"short of time: no need to keep score")	\
	X(ANNUL,		"a wrong start annuls the game")	\
	X(ILLEGAL,		"an illegal move is taken back")	\
	X(ILLEGAL_LIMIT,	"illegal moves: time, then the loss")	\
	X(OFFER,		"a draw offer")				\
	X(REPETITION,		"a repetition claim")			\
	X(REPETITION_WRITTEN,	"a repetition claim with the move written") \
	X(FIFTY,		"a fifty-move claim")			\
	X(FIFTY_WRITTEN,	"a fifty-move claim with the move written") \
	X(INCORRECT_CLAIM,	"an incorrect draw claim")		\
	X(QUICKPLAY,		"a quickplay-finish claim")		\
	X(QUICKPLAY_POSTPONE,	"the quickplay decision postponed")	\
	X(QUICKPLAY_REJECT,	"the quickplay claim rejected")		\
	X(QUICKPLAY_DECIDED,	"the quickplay decision after the flag") \
	X(SCORING,		"a game's points")			\
	X(PHONE,		"a ringing phone loses")		\
	X(REFUSAL,		"persistent refusal to comply loses")	\
	X(BOTH_REFUSE,		"both refuse to comply: both lose")	\
	X(ARBITER_DUTY,		"the arbiter sees the laws observed")	\
	X(WARNING,		"penalty: a warning")			\
	X(TIME_TO_OPPONENT,	"penalty: more time for the opponent")	\
	X(TIME_FROM_OFFENDER,	"penalty: less time for the offender")	\
	X(PENALTY_LOSS,		"penalty: the game lost")		\
	X(FEWER_POINTS,		"penalty: fewer points for the offender") \
	X(MORE_POINTS,		"penalty: more points for the opponent") \
	X(EXPULSION,		"penalty: expulsion from the event")	\
	X(EXTRA_TIME,		"extra time after a disturbance")	\
	X(SEAL,			"the move sealed at adjournment")	\
	X(SEAL_EARLY,		"sealing before the session's end")	\
	X(ENVELOPE,		"the envelope and what it records")	\
	X(RESUME,		"the position and clocks at resumption") \
	X(OPEN_ENVELOPE,	"the envelope opened with the replier")	\
	X(SEALED_MOVE,		"a sealed move that cannot stand")	\
	X(RESUMPTION,		"the clocks at the resumption time")	\
	X(REPLY_SEALED,		"the replier seals his reply")		\
	X(LATE_RESUMPTION,	"too late for the resumption")		\
	X(ENVELOPE_LOST,	"a lost envelope: play on")		\
	X(ANNUL_ADJOURNED,	"a lost position: the game replayed")	\
	X(RAPID_ILLEGAL,	"rapid: an illegal move completed")	\
	X(RAPID_FLAG,		"rapid: only a claim makes a flag count") \
	X(RAPID_OWN_FLAG,	"rapid: the claimant's own flag")	\
	X(FAST_BOTH_FLAGS,	"rapid and blitz: both flags: draw")	\
	X(BLITZ_NO_QUICKPLAY,	"blitz: no quickplay claims")		\
	X(BLITZ_ILLEGAL,	"blitz: an illegal move claimed")	\
	X(AUTO_REPETITION,	"a position the fifth time: drawn at once") \
	X(AUTO_SEVENTY_FIVE,	"75 moves each, no capture nor pawn move: drawn") \
	X(COLOURS_REVERSED,	"colours reversed: a new game, early on") \
	X(PROMOTION_UNFINISHED,	"a promotion without the new piece")	\
	X(CLOCK_WITHOUT_MOVE,	"the clock pressed without a move")	\
	X(TWO_HANDS,		"a move made with two hands")		\
	X(RAPID_SUPERVISED,	"rapid, blitz: the competition rules apply") \
	X(RAPID_TIME_CLAIM,	"rapid: a time claim by who cannot mate") \
	X(RAPID_ILLEGAL_POSITION, "rapid: an illegal position after a move") \
	X(RAPID_INTERVENE,	"rapid: both kings in check, a promotion unfinished: the arbiter acts") \
	X(SETUP_CLAIM,		"rapid, blitz: no claim about a wrong set-up after some moves") \
	X(GUIDELINES,		"the quickplay guidelines, when announced") \
	X(INCREMENT_REQUEST,	"a request for 5 seconds a move")	\
	X(DEVICE,		"an electronic device on the player")	\
	X(FINE,			"penalty: a fine announced in advance")	\
	X(EXCLUSION,		"penalty: exclusion from rounds")	\
	X(SCORE_TOTAL,		"a game's scores within its maximum")	\
	X(OFFERS_FROM,		"no draw offers before a move number")	\
	X(NO_MOVE,		"draughts: no legal move loses")	\
	X(NO_PIECES,		"draughts: no piece left loses")	\
	X(REPETITION_ARBITER,	"the arbiter verifies a repetition himself") \
	X(REPETITION_CHARGE,	"a wrong repetition claim: the time verifying it") \
	X(COUNT,		"the move count: a king each side")	\
	X(COUNT_KINGS,		"the move count: kings only, drawn")	\
	X(COUNT_FEW,		"the move count: three kings against one, drawn") \
	X(COUNT_LEAST,		"the move count: two kings against one, drawn") \
	X(MAJORITY,		"draughts: the capture taking most is compulsory") \
	X(IRREGULARITY_ACCEPTED, "draughts: the opponent's move accepts an irregularity") \
	X(BOARD_TURNED,		"a board wrongly turned: the game restarted") \
	X(COLOURS_WRONG,	"wrong colours: the game restarted")	\
	X(RESTART,		"a restart keeps the time used")	\
	X(RESTART_ORGANISERS,	"colours the organisers got wrong: no time charged") \
	X(ARBITER,		"the arbiter's own ruling")		\
	X(NO_CLAIM_DRAW,	"the draws that need no claim")		\
	X(FAST_FLAG_SEEN,	"rapid, blitz: the arbiter calls a flag he sees") \
	X(CHESS960,		"Chess960: a start drawn from 960, castling by its rules") \
	X(TOUCH,		"a piece touched must be moved or captured") \
	X(TOUCH_KING_ROOK,	"king and rook touched: castling on that side") \
	X(TOUCH_ROOK_FIRST,	"a rook touched, then the king: no castling that side") \
	X(TOUCH_CASTLE_ILLEGAL,	"castling touched but illegal: another king move") \
	X(CHESS960_CASTLING,	"Chess960: the four ways to castle, either piece first") \
	X(CHESS960_CASTLING_HOW, "Chess960: castling on a board: king off, rook, king")

enum law {
	LAW_NONE = 0,
#define LAW_ENUM(name, what) LAW_##name,
	LAWS(LAW_ENUM)
#undef LAW_ENUM
	LAW_NB
};

/* "BOTH_FLAGS": the law's name, for tables and tests. */
const char	*law_name(enum law);
/* Its description. */
const char	*law_what(enum law);
/* The law named name ("BOTH_FLAGS"), or -1. */
int		 law_find(const char *name);

#endif
