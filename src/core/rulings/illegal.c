/*
 * illegal.c: illegal moves.  Standard play (7.4): the position before it
 * is restored at once (nothing was played), the offender's clock keeps
 * running, the opponent gets 2 minutes for the first and second (7.4b),
 * the third loses.  When the opponent then cannot checkmate by any legal
 * sequence the 2005 text does not say what the opponent scores: the
 * offender gets 0 and the opponent's score is referred to the arbiter.
 *
 * Rapid (B6) and blitz (C3): the illegal move is completed on the board
 * as written and the opponent's clock runs.  The opponent may claim
 * before moving: in rapid the arbiter then applies 7.4; in blitz the
 * claimant wins, or draws when he cannot checkmate (C3).  If the opponent
 * moves instead, the illegal move stands and the scoresheet restarts
 * from the position it made.  A position the board cannot hold (a king
 * left in check, an unfinished promotion) can only be claimed.
 *
 * The move text: any notation the core reads is refused when it names a
 * legal move; otherwise from-to coordinates ("Ke1-c1", "e7-e8", "e7e8q")
 * or a piece letter and a destination when one piece of that kind can be
 * meant ("Ke2").
 */
#include "config.h"

#include <string.h>

#include "chess/notation.h"
#include "rulings/rulings.h"

static int
illegal_square(const char *s)
{
	if (s[0] < 'a' || s[0] > 'h' || s[1] < '1' || s[1] > '8')
		return -1;
	return SQ_MAKE(s[0] - 'a', s[1] - '1');
}

static int
illegal_piece(char c)
{
	static const char	letters[] = "PNBRQK";
	const char		*p;

	if (c == '\0' || (p = strchr(letters, c)) == NULL)
		return -1;
	return (int)(p - letters);
}

/* The one piece of type t of the side to move, or -1. */
static int
illegal_unique(const struct position *pos, int t)
{
	uint64_t	b = board_pieces(pos, (enum color)pos->side,
			    (enum piece_type)t);
	int		sq;

	if (b == 0 || (b & (b - 1)) != 0)
		return -1;
	for (sq = 0; (b & 1) == 0; b >>= 1)
		sq++;
	return sq;
}

/* Read text into from, to and a promotion piece (or -1); false if not. */
static bool
illegal_parse(const struct position *pos, const char *text, int *from,
    int *to, int *promo)
{
	const char	*s = text;
	int		 t = -1;

	*promo = -1;
	if ((t = illegal_piece(*s)) >= 0)
		s++;
	*from = illegal_square(s);
	if (*from >= 0 && (s[2] == '-' || s[2] == 'x' || s[2] == ':' ||
	    illegal_square(s + 2) >= 0)) {
		s += 2;
		if (*s == '-' || *s == 'x' || *s == ':')
			s++;
	} else {
		/* "Ke2": a piece letter, one such piece. */
		if (t <= PAWN)
			return false;
		if (*s == 'x' || *s == ':')
			s++;
		*from = illegal_unique(pos, t);
	}
	if (*from < 0 || (*to = illegal_square(s)) < 0)
		return false;
	s += 2;
	if (*s == '=')
		s++;
	if (*s >= 'a' && *s <= 'z' && *s != 'x')
		*promo = illegal_piece((char)(*s - 'a' + 'A'));
	else
		*promo = illegal_piece(*s);
	if (*promo >= 0)
		s++;
	while (*s == '+' || *s == '#' || *s == '!' || *s == '?')
		s++;
	if (*s != '\0' || *promo == PAWN || *promo == KING)
		return false;
	return pos->squares[*from] != EMPTY &&
	    PIECE_COLOR(pos->squares[*from]) == pos->side &&
	    (pos->squares[*to] == EMPTY ||
	    PIECE_COLOR(pos->squares[*to]) != pos->side) &&
	    (t < 0 || (int)PIECE_TYPE(pos->squares[*from]) == t);
}

/* The board after the illegal move; false if the board cannot hold it. */
static bool
illegal_make(const struct position *pos, int from, int to, int promo,
    struct position *out)
{
	struct position	 p = *pos;
	char		 fen[FEN_MAX];
	uint8_t		 piece = p.squares[from];
	bool		 reset = PIECE_TYPE(piece) == PAWN ||
			    p.squares[to] != EMPTY;

	if (p.squares[to] != EMPTY)
		board_remove(&p, (uint8_t)to);
	board_remove(&p, (uint8_t)from);
	if (promo >= 0)
		piece = PIECE_MAKE(p.side, promo);
	board_put(&p, (uint8_t)to, piece);
	p.castling = (uint8_t)(p.castling & board_castle_mask((uint8_t)from) &
	    board_castle_mask((uint8_t)to));
	p.ep = SQ_NONE;
	p.halfmove = reset ? 0 : (uint16_t)(p.halfmove + 1);
	if (p.side == BLACK)
		p.fullmove++;
	p.side = (uint8_t)(p.side ^ 1);
	fen_write(&p, fen);
	/* Read back: the key and the checks of a position games reach. */
	return fen_read(out, fen, NULL) == FEN_OK;
}

/* 7.4b: the offender's count goes up; 2 minutes, or the third loses. */
static void
illegal_count(struct game *g, int by, int64_t now)
{
	int	opp = OTHER(by);

	if (++g->illegal[by] < game_param(g, EDITION_ILLEGAL_LIMIT)) {
		clock_adjust(&g->clock, now, opp,
		    game_param(g, EDITION_ILLEGAL_BONUS_MS));
		return;
	}
	if (dead_can_mate(&g->pos, (enum color)opp,
	    (uint64_t)game_param(g, EDITION_DEAD_BUDGET),
	    NULL, NULL) == DEAD_YES) {
		game_end(g, by == CLOCK_WHITE ? 0 : 2, by == CLOCK_WHITE ? 2 : 0,
		    LAW_ILLEGAL_LIMIT, now);
		return;
	}
	/* The opponent cannot (or may not) mate: the text is silent. */
	game_end(g, by == CLOCK_WHITE ? 0 : GAME_POINTS_NULL,
	    by == CLOCK_WHITE ? GAME_POINTS_NULL : 0, LAW_ILLEGAL_LIMIT, now);
	game_pend(g, LAW_ILLEGAL_LIMIT, QUESTION_ILLEGAL_MATE);
}

bool
ruling_illegal(struct event *ev, const struct command *cmd, int64_t now,
    struct refusal *why)
{
	struct game	*g;
	struct position	 after;
	struct clock	 clock;
	const char	*text = cmd->u.move.text;
	uint16_t	 m;
	int		 from, to, promo, by;
	bool		 fast;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (g->ill.active)
		return REFUSE(why, EVENT_E_ILLEGAL_PENDING, LAW_RAPID_ILLEGAL);
	if (g->seal.sealed && !g->seal.opened)
		return REFUSE(why, EVENT_E_NOT_OPENED, LAW_RESUMPTION);
	if (notation_read(&g->pos, text, strlen(text), LANG_EN, &m, NULL) ==
	    NOTATION_OK)
		return REFUSE(why, EVENT_E_LEGAL_MOVE, LAW_ILLEGAL);
	by = g->pos.side;
	fast = game_category(g) != TC_STANDARD;
	if (!fast) {
		illegal_count(g, by, now);		/* 7.4a, 7.4b */
		return true;
	}
	if (!illegal_parse(&g->pos, text, &from, &to, &promo))
		return REFUSE(why, EVENT_E_BAD_MOVE, LAW_RAPID_ILLEGAL);
	clock = g->clock;
	if (clock_press(&clock, now) != STATUS_OK)	/* B6, C3: completed */
		return REFUSE(why, EVENT_E_NOT_STARTED, LAW_MOVE_COMPLETED);
	g->ill.active = true;
	g->ill.by = (uint8_t)by;
	g->ill.before = g->pos;
	g->ill.clock = g->clock;
	g->ill.broken = !illegal_make(&g->pos, from, to, promo, &after);
	g->clock = clock;
	if (!g->ill.broken)
		g->pos = after;
	return true;
}

bool
ruling_claim_illegal(struct event *ev, const struct command *cmd,
    int64_t now, struct refusal *why)
{
	struct game	*g;
	int		 side = rulings_side(cmd), by;
	int64_t		 wl, bl;

	if ((g = rulings_game(ev, cmd, why)) == NULL || !rulings_live(g, why))
		return false;
	if (!g->ill.active || g->ill.by == side)	/* B6, C3: before moving */
		return REFUSE(why, EVENT_E_NO_ILLEGAL,
		    game_category(g) == TC_BLITZ ? LAW_BLITZ_ILLEGAL : LAW_RAPID_ILLEGAL);
	by = g->ill.by;
	wl = clock_left(&g->clock, now, CLOCK_WHITE);
	bl = clock_left(&g->clock, now, CLOCK_BLACK);
	g->pos = g->ill.before;				/* 7.4a */
	g->ill.active = false;
	if (game_category(g) == TC_BLITZ) {		/* C3 */
		game_lose_unless_dead(g, by, LAW_BLITZ_ILLEGAL, QUESTION_FLAG_MATE, now);
		return true;
	}
	/* B6: the arbiter applies 7.4: the offender's turn again (6.14). */
	g->clock = g->ill.clock;
	clock_set(&g->clock, now, wl, bl, -1);
	illegal_count(g, by, now);			/* 7.4b */
	return true;
}
