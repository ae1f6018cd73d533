/*
 * format_sheet.h: a game as text, for every place that shows it: the
 * scoresheet (the state document, 'show', the board view and the PGN
 * export all walk it here) and the diagram (the board view and 'show').
 * Moves and pieces are written by the game's kind (gamekind.h); nothing
 * here knows a game's rules.  Pure: text goes into the caller's buffers.
 */
#ifndef ARBITER_FORMAT_SHEET_H
#define ARBITER_FORMAT_SHEET_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "event.h"
#include "gamekind.h"

/* One half-move of a scoresheet, as format_sheet() walks it. */
struct format_ply {
	size_t		 index;		/* in the scoresheet, from 0 */
	unsigned	 number;	/* the move number */
	int		 side;		/* the mover: 0 White, 1 Black */
	const char	*text;		/* the move, in the style asked */
	uint8_t		 marks;		/* GAME_MARK_*: (=) */
	int64_t		 clk;		/* the mover's time left after it */
	const struct game_pos *before;	/* the position it was made in */
};

typedef void	format_ply_fn(void *arg, const struct format_ply *);

/* Replay g's scoresheet from its start: each move written in style, lang. */
void	format_sheet(const struct game *, enum game_style, int lang,
	    format_ply_fn *, void *arg);

/*
 * The scoresheet as the players keep it, two columns to a row:
 * "12. Cf3(=)   1:02:10  Cc6      1:05:00", the move in the sheet form of
 * lang, (=) beside a move made with a draw offer (E13) and the time each
 * player had left after it; a game that starts with Black's move has
 * "..." in White's column.  Only the last max rows are kept; returns how
 * many are in rows.
 */
#define FORMAT_ROW_MAX	96
size_t	format_sheet_rows(const struct game *, int lang,
	    char rows[][FORMAT_ROW_MAX], size_t max);

/* How a diagram is drawn. */
struct format_diagram_opts {
	const char	*margin;	/* before each row's label */
	const char	*gap;		/* between the label and the cells */
	bool		 unicode;	/* figurines, else letters of lang */
	int		 lang;
	bool		 numbered;	/* a numbered game's squares with
					   their numbers (below) */
};

/*
 * The diagram of pos, one text row per board row (top first), then the
 * column labels; returns the number of rows written (board rows + 1).
 * A cell is one display column wide (a letter, a dot, a figurine).
 * numbered, for a game whose squares are numbered (draughts): no labels
 * (the last row is empty), and every cell three columns wide, a
 * numbered square its number and then its piece or a dot
 * (" 1b", "28.", "46W"), the others blank.
 */
#define FORMAT_DIAGRAM_ROW_MAX	128
size_t	format_diagram(const struct game_kind *, const struct game_pos *,
	    const struct format_diagram_opts *,
	    char rows[][FORMAT_DIAGRAM_ROW_MAX]);

#endif
