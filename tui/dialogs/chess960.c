/*
 * chess960.c: the dialogs of a Chess960 game (2023, Guidelines II) that
 * differ from fide-2023.c's: the touched king and rook, where II.3.2's
 * castling replaces 4.4.2.  Its when is the edition's II.3 and the
 * event's game (dialog.c): 2023 rules ordinary chess too.
 */
#include "config.h"

#include "dialogs.h"

static const struct dialog_def defs[] = {
	/* II.3.2 lists the four ways to castle and says nothing of which
	 * piece is touched first: a rook and then the king may castle. */
	{ 'h', ON(TOUCH), N_("Touched piece"),
	  CITES(L(CHESS960_CASTLING), L(CHESS960_CASTLING_HOW), L(TOUCH),
	    L(TOUCH_KING_ROOK), L(TOUCH_CASTLE_ILLEGAL)),
	  N_("Chess960 castling is made in one of four ways: king and rook "
	     "each moved, the two swapped, the king alone or the rook alone "
	     "({CHESS960_CASTLING}). Which is touched first is not said, so "
	     "{TOUCH_ROOK_FIRST} does not bind: a rook and then the king may "
	     "castle. A castling where one piece alone moves is entered as "
	     "castling (O-O, O-O-O), never as that piece's move. On the board "
	     "the king is best put off it next to its final square, the rook "
	     "moved, then the king placed ({CHESS960_CASTLING_HOW}). Otherwise "
	     "as in chess: the touched piece moves or is captured ({TOUCH}); "
	     "king and rook: castling on that side if legal "
	     "({TOUCH_KING_ROOK}); castling illegal: another king move "
	     "({TOUCH_CASTLE_ILLEGAL})."),
	  "move %b %3",
	  { { STEP_CHOICE, N_("What did the player touch?"), {
		C('p', "own", N_("his own piece: it moves; a touched king "
		  "may castle ({TOUCH})")),
		C('o', "opponent",
		  N_("an opponent's piece: it is captured ({TOUCH})")),
		CF('k', "castle", N_("king and rook, either first: castling "
		  "on that side ({CHESS960_CASTLING})"), "move %b %2"),
		C('r', "rook", N_("a rook, then the king, no castling meant: "
		  "the rook moves ({TOUCH})")),
		CL('i', "king", N_("the king to castle, castling illegal: "
		  "another king move ({TOUCH_CASTLE_ILLEGAL})"),
		  TOUCH_CASTLE_ILLEGAL) },
	      false, ALWAYS },
	    { STEP_CHOICE, N_("On which side?"), {
		C('g', "O-O", N_("the g side, O-O: king to g, rook to f")),
		C('c', "O-O-O",
		  N_("the c side, O-O-O: king to c, rook to d")) },
	      false, 0, "castle", FILL_NONE },
	    { STEP_TEXT, N_("The move made (any notation, or from-to):"),
	      NO_TEXT, false, 0, "own opponent rook king", FILL_NONE } } },
};

/* Served first: a Chess960 event's dialogs are 2023's but for these. */
const struct dialog_family dialogs_chess960 = {
	"chess960", &dialogs_fide_2023, ON(CHESS960_CASTLING), defs,
	DIALOGS_NITEMS(defs)
};
