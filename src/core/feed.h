/*
 * feed.h: a game as a live source publishes it (FEEDS.md 7.1), and what
 * changed between two of its snapshots.
 *
 * Every source (a LiveChess folder of PGN files, LiveChess Cloud JSON, a
 * PGN or PDN URL, standard input) is read into whole-game snapshots, one
 * per board: the moves as the source writes them (SAN, or draughts'
 * numeric notation), each with the mover's clock when the source gives
 * one, the players as the source names them, and its result.  The
 * readers live in src/app/feed/ (they need files, HTTP, JSON); this
 * module is pure: it holds the snapshot and compares two of them, or a
 * snapshot with the moves the event holds, without knowing the rules
 * (the follower asks the rules core whether a move is legal).
 *
 * A feed reports, the arbiter rules: nothing here decides what is
 * applied to the event.  feed_diff() only says how the new snapshot
 * relates to what was held; the follower turns an APPEND into commands
 * and every other change into an alert the arbiter confirms.
 */
#ifndef ARBITER_FEED_H
#define ARBITER_FEED_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#define FEED_MOVE_SIZE		24	/* a move as the source wrote it */
#define FEED_NAME_SIZE		96	/* "Last, First", UTF-8 */
#define FEED_FEN_SIZE		128
#define FEED_RESULT_SIZE	8	/* "1-0", "1/2-1/2", "2-0", "*" */
#define FEED_CLOCK_NONE		INT64_C(-1)

/* One ply as the source published it. */
struct feed_ply {
	char	move[FEED_MOVE_SIZE];	/* "Nf3", "32-28"; "-": not recorded */
	int64_t	clock_ms;	/* the mover's clock after it; FEED_CLOCK_NONE */
	int64_t	emt_ms;		/* time spent on it; FEED_CLOCK_NONE */
	bool	offer;		/* a draw offer with it ({=}, 9.1.2.2) */
};

/* A player as the source names him. */
struct feed_player {
	char		name[FEED_NAME_SIZE];	/* UTF-8 (converted if not) */
	uint32_t	fide_id;		/* 0: none given */
};

/* One board's game, whole, as one snapshot of the source showed it. */
struct feed_game {
	uint16_t		round;		/* 0: not said */
	uint16_t		board;		/* 1-based */
	struct feed_player	white, black;
	char			fen[FEED_FEN_SIZE];	/* "": the start */
	int16_t			chess960;	/* -1: none; 518: the start */
	char			result[FEED_RESULT_SIZE]; /* "*": none yet */
	/* The clocks the source read last, with no move (LCC "clock",
	 * WhiteClock/BlackClock, LiveChess's clock object). */
	int64_t			white_ms, black_ms;	/* FEED_CLOCK_NONE */
	int64_t			read_at_ms;	/* UTC ms; 0: unknown */
	/* An e-board's pieces not where the game leaves them (LiveChess's
	 * "match":false) since this instant, UTC ms; 0: they match, or
	 * the source cannot tell. */
	int64_t			mismatch_since_ms;
	size_t			n, cap;		/* plies */
	struct feed_ply		*plies;
	uint64_t		hash;	/* of everything above: see feed_hash() */
};

/*
 * How a snapshot relates to the one before (FEEDS.md 7.1).  'common' of
 * struct feed_change is the number of plies both share from the start.
 */
#define FEED_CHANGES(X)							\
	X(SAME)		/* nothing (a duplicate, a same-content rewrite) */ \
	X(APPEND)	/* the old plies, then new ones */		\
	X(CLOCK)	/* only clocks or tags changed */		\
	X(RESULT)	/* the result changed (set, changed, or removed) */ \
	X(REWRITE)	/* a ply already held changed: a correction */	\
	X(RESET)	/* no plies left: the board was reset, a new game */ \
	X(GONE)		/* the board is no longer in the source */

enum feed_change_kind {
#define FEED_CHANGE_ENUM(name) FEED_##name,
	FEED_CHANGES(FEED_CHANGE_ENUM)
#undef FEED_CHANGE_ENUM
	FEED_CHANGE_NB
};

struct feed_change {
	enum feed_change_kind	kind;
	size_t			common;	/* plies equal from the first */
	bool			result_changed;	/* also with APPEND */
	bool			players_changed;
};

void	feed_game_init(struct feed_game *);
void	feed_game_release(struct feed_game *);
/* Append a ply (the move copied, cut to fit); false: out of memory. */
bool	feed_game_push(struct feed_game *, const char *move, int64_t clock_ms,
	    int64_t emt_ms, bool offer);
/* Deep copy; false: out of memory (dst then empty). */
bool	feed_game_copy(struct feed_game *dst, const struct feed_game *src);
/* The content hash of a snapshot (FEEDS.md 7.3.10: content, not size). */
uint64_t feed_hash(const struct feed_game *);
/* How now relates to before (before NULL: the board is new, an APPEND
 * from 0); now NULL: GONE. */
struct feed_change feed_diff(const struct feed_game *before,
	    const struct feed_game *now);
const char *feed_change_name(enum feed_change_kind);

/* How a reader hands over a board's new snapshot (valid during the
 * call only), or its loss (game NULL, board given). */
typedef void feed_snapshot_fn(void *arg, uint16_t board,
    const struct feed_game *game);

/*
 * A source's Chess960 start (Guidelines II.1, Scharnagl's numbering, 518
 * Art. 2's), by the chess960 kind's own numbering: start n as a FEN
 * (false when n is none or size too small), and the number of the start
 * whose placement a FEN gives (-1 when none: LiveChess writes a 960
 * game's start as its [FEN], FEEDS.md 1.2; its e-boards send it whole).
 */
bool	feed_960_fen(int n, char *fen, size_t size);
int16_t	feed_960_number(const char *fen);

#endif
