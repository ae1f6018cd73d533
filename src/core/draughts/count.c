/*
 * count.c: which move count of Art. 7 a draughts position's material
 * calls for.
 *
 * 7.1 wants a king on each side.  7.5 and 7.6 name the endings against a
 * lone king: up to three kings, two kings and a man, or a king and two
 * men (16 moves each); two kings, a king and a man, or a king (5 moves
 * each).  Every other material with a king each side is counted by 7.4:
 * 25 moves each of kings only.
 */
#include "config.h"

#include "draughts/draughts.h"
#include "law.h"

/* The count c's material calls for against a lone king of the other. */
static enum law
count_against_king(unsigned kings, unsigned men)
{
	if (kings + men <= 2)			/* 7.6: 2K, K+M, K */
		return LAW_COUNT_LEAST;
	if (kings + men == 3)			/* 7.5: 3K, 2K+M, K+2M */
		return LAW_COUNT_FEW;
	return LAW_COUNT_KINGS;
}

enum law
draughts_count_law(const struct draughts_position *pos)
{
	unsigned	k[2], m[2];
	int		c;

	for (c = 0; c < 2; c++) {
		k[c] = draughts_kings(pos, (enum draughts_color)c);
		m[c] = draughts_men(pos, (enum draughts_color)c);
	}
	if (k[0] == 0 || k[1] == 0)			/* 7.1 */
		return LAW_NONE;
	for (c = 0; c < 2; c++)
		if (k[c] == 1 && m[c] == 0)		/* a lone king */
			return count_against_king(k[c ^ 1], m[c ^ 1]);
	return LAW_COUNT_KINGS;				/* 7.4 */
}
