/*
 * clock.c: the chess clock of Art. 6 as a function of now_ms.  The model
 * and the decisions are in clock.h.  Between mutations a clock is
 * "settled" at since: the running side's time is charged lazily, so a
 * query at any later instant computes the same answer as a mutation there.
 */
#include "config.h"

#include <assert.h>
#include <string.h>

#include "clock.h"
#include "format.h"

static int64_t
min64(int64_t a, int64_t b)
{
	return a < b ? a : b;
}

static int64_t
max64(int64_t a, int64_t b)
{
	return a > b ? a : b;
}

static bool
side_ok(int side)
{
	return side == CLOCK_WHITE || side == CLOCK_BLACK;
}

static const struct tc_period *
current_period(const struct clock *c, int side)
{
	return &c->tc.periods[c->period[side]];
}

/* 6.2b: the part of the turn's delay not yet spent. */
static int64_t
delay_left(const struct clock *c, int64_t turn_ms)
{
	const struct tc_period	*p;

	if (c->tc.kind != TC_PERIODS || !side_ok(c->turn))
		return 0;
	p = current_period(c, c->turn);
	if (p->delay_kind != TC_DELAY_SIMPLE)
		return 0;
	return max64(0, p->delay_ms - turn_ms);
}

/*
 * A side's time reached 0 at instant at: its flag falls (6.1, kept if it
 * fell before), and a sudden-death period that is not the last ends
 * there: the next period's base is added ("5400:1800").  Returns whether
 * time was added.
 */
static bool
exhausted(struct clock *c, int side, int64_t at)
{
	const struct tc_period	*p;

	if (c->flag[side] == CLOCK_NO_FLAG)
		c->flag[side] = at;
	if (c->tc.kind != TC_PERIODS)
		return false;
	p = current_period(c, side);
	if (p->moves != 0 || c->period[side] + 1 == c->tc.nperiods)
		return false;
	c->period[side]++;
	c->pmoves[side] = 0;
	c->left[side] += current_period(c, side)->base_ms;	/* 6.2b */
	return true;
}

/* Time is 0 after a correction: the same as if it had run out. */
static void
check_zero(struct clock *c, int side, int64_t now)
{
	while (tc_timed(&c->tc) && c->left[side] == 0) {
		if (!exhausted(c, side, now))
			break;
	}
}

/*
 * Run side's clock for e ms from instant at; as_turn: they count as its
 * current turn, so a 6.2b delay is spent first.
 */
static void
charge_apply(struct clock *c, int side, int64_t e, bool as_turn, int64_t at)
{
	int64_t	in_delay, main_e, charged, step;
	bool	out;

	if (!tc_timed(&c->tc)) {
		c->used[side] += e;
		if (as_turn)
			c->turn_ms += e;
		return;
	}
	for (;;) {
		in_delay = as_turn ? min64(e, delay_left(c, c->turn_ms)) : 0;
		main_e = e - in_delay;	/* 6.2b: main time after the delay */
		charged = min64(main_e, c->left[side]);
		out = main_e >= c->left[side];
		step = out ? in_delay + charged : e;
		/* Nothing left: a period with no time ends at once. */
		if (c->left[side] == 0)
			step = 0;
		c->left[side] -= charged;
		if (c->tc.kind == TC_HOURGLASS)
			c->left[!side] += charged;	/* the sand flows */
		c->used[side] += step;
		if (as_turn) {
			c->turn_ms += step;
			c->turn_charged += charged;
		}
		e -= step;
		at += step;
		if (!out || !exhausted(c, side, at))
			break;
	}
	/* Out of time: the clock stands at 0 for the rest. */
	c->used[side] += e;
	if (as_turn)
		c->turn_ms += e;
}

/* Bring the clock to now: the running side's time is charged. */
static void
settle(struct clock *c, int64_t now)
{
	if (c->state == CLOCK_RUNNING)
		charge_apply(c, c->turn, now - c->since, true, c->since);
	c->since = now;
}

static enum status
check_now(const struct clock *c, int64_t now)
{
	if (now < -CLOCK_MAX_NOW || now > CLOCK_MAX_NOW)
		return STATUS_E_CLOCK_TIME;
	if (c->state != CLOCK_READY && now < c->since)
		return STATUS_E_CLOCK_TIME;
	return STATUS_OK;
}

void
clock_init(struct clock *c, const struct tc *tc)
{
	assert(tc_ok(tc));
	memset(c, 0, sizeof *c);
	c->tc = *tc;
	c->state = CLOCK_READY;
	c->turn = CLOCK_NEITHER;
	c->first = CLOCK_WHITE;
	c->flag[0] = c->flag[1] = CLOCK_NO_FLAG;
	if (tc->kind == TC_PERIODS)
		c->left[0] = c->left[1] = tc->periods[0].base_ms;
	else if (tc->kind == TC_HOURGLASS)
		c->left[0] = c->left[1] = tc->hourglass_ms;
	assert(clock_ok(c));
}

enum status
clock_start(struct clock *c, int64_t now, int side)
{
	enum status	st;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (!side_ok(side))
		return STATUS_E_CLOCK_RANGE;
	if (c->state != CLOCK_READY)
		return STATUS_E_CLOCK_STATE;
	/* 6.5 */
	c->first = (uint8_t)side;
	c->turn = (uint8_t)side;
	c->since = now;
	c->state = CLOCK_RUNNING;
	assert(clock_ok(c));
	return STATUS_OK;
}

/* Where a side with n completed moves stands in the control. */
static void
locate(const struct tc *tc, unsigned n, uint16_t *period, uint16_t *pmoves)
{
	unsigned	i = 0;

	*period = 0;
	*pmoves = 0;
	if (tc->kind != TC_PERIODS)
		return;
	for (;;) {
		unsigned m = tc->periods[i].moves;

		if (m == 0 || n < m)
			break;
		n -= m;
		if (i + 1 == tc->nperiods) {
			n %= m;		/* the last period repeats */
			break;
		}
		i++;
	}
	*period = (uint16_t)i;
	*pmoves = (uint16_t)n;
}

/* The mover's move is complete: Bronstein, increment, period change. */
static void
complete_move(struct clock *c, int side)
{
	const struct tc_period	*p = current_period(c, side);

	c->moves[side]++;
	if (c->tc.kind != TC_PERIODS)
		return;
	if (p->delay_kind == TC_DELAY_BRONSTEIN)
		c->left[side] += min64(c->turn_charged, p->delay_ms);
	c->left[side] += p->inc_ms;			/* 6.2a */
	if (p->moves != 0 && ++c->pmoves[side] == p->moves) {
		c->pmoves[side] = 0;
		if (c->period[side] + 1 < c->tc.nperiods)
			c->period[side]++;
		/* 6.2b: unused time carries over; the new base is added. */
		c->left[side] += current_period(c, side)->base_ms;
	} else if (p->moves == 0)
		c->pmoves[side]++;
}

enum status
clock_press(struct clock *c, int64_t now)
{
	enum status	st;
	int		mover = c->turn;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (c->state == CLOCK_READY)
		return STATUS_E_CLOCK_STATE;
	if (c->moves[mover] == CLOCK_MAX_MOVES)
		return STATUS_E_CLOCK_RANGE;
	settle(c, now);
	complete_move(c, mover);
	c->turn = (uint8_t)!mover;			/* 6.8a */
	c->turn_ms = 0;
	c->turn_charged = 0;
	assert(clock_ok(c));
	return STATUS_OK;
}

enum status
clock_stop(struct clock *c, int64_t now)
{
	enum status	st;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (c->state != CLOCK_RUNNING)
		return STATUS_E_CLOCK_STATE;
	settle(c, now);
	c->state = CLOCK_STOPPED;			/* 6.13a */
	assert(clock_ok(c));
	return STATUS_OK;
}

enum status
clock_go(struct clock *c, int64_t now)
{
	enum status	st;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (c->state != CLOCK_STOPPED)
		return STATUS_E_CLOCK_STATE;
	settle(c, now);
	c->state = CLOCK_RUNNING;			/* 6.13c */
	assert(clock_ok(c));
	return STATUS_OK;
}

static bool
ms_ok(int64_t ms)
{
	return ms >= 0 && ms <= CLOCK_MAX_MS;
}

enum status
clock_set(struct clock *c, int64_t now, int64_t white_ms, int64_t black_ms,
    int moves)
{
	enum status	st;
	int		s;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (!ms_ok(white_ms) || !ms_ok(black_ms) || moves >= CLOCK_MAX_MOVES)
		return STATUS_E_CLOCK_RANGE;
	settle(c, now);
	if (moves >= 0) {				/* 6.14: the counter */
		c->moves[0] = c->moves[1] = (uint16_t)moves;
		if (side_ok(c->turn) && c->turn != c->first)
			c->moves[c->first]++;
		for (s = 0; s < 2; s++)
			locate(&c->tc, c->moves[s], &c->period[s],
			    &c->pmoves[s]);
	}
	if (tc_timed(&c->tc)) {
		c->left[0] = white_ms;
		c->left[1] = black_ms;
	} else {
		c->used[0] = white_ms;
		c->used[1] = black_ms;
	}
	c->turn_ms = 0;
	c->turn_charged = 0;
	for (s = 0; s < 2; s++)
		check_zero(c, s, now);
	assert(clock_ok(c));
	return STATUS_OK;
}

enum status
clock_take_back(struct clock *c, int64_t now, int side,
    const uint16_t back[2])
{
	struct clock	t = *c;
	enum status	st;
	int		s;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (c->state == CLOCK_READY)
		return STATUS_E_CLOCK_STATE;
	if (!side_ok(side) || back[0] > c->moves[0] || back[1] > c->moves[1])
		return STATUS_E_CLOCK_RANGE;
	settle(&t, now);
	t.turn = (uint8_t)side;
	for (s = 0; s < 2; s++) {
		t.moves[s] = (uint16_t)(t.moves[s] - back[s]);
		locate(&t.tc, t.moves[s], &t.period[s], &t.pmoves[s]);
	}
	t.turn_ms = 0;
	t.turn_charged = 0;
	if (!clock_ok(&t))		/* the counts and the turn disagree */
		return STATUS_E_CLOCK_RANGE;
	*c = t;
	return STATUS_OK;
}

enum status
clock_adjust(struct clock *c, int64_t now, int side, int64_t delta_ms)
{
	enum status	st;
	int64_t		v;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (!side_ok(side) || delta_ms < -CLOCK_MAX_MS ||
	    delta_ms > CLOCK_MAX_MS)
		return STATUS_E_CLOCK_RANGE;
	if (!tc_timed(&c->tc))
		return STATUS_E_CLOCK_STATE;
	v = clock_left(c, now, side) + delta_ms;
	if (v > CLOCK_MAX_MS)
		return STATUS_E_CLOCK_RANGE;
	settle(c, now);
	c->left[side] = max64(0, v);			/* never below 0 */
	check_zero(c, side, now);
	assert(clock_ok(c));
	return STATUS_OK;
}

enum status
clock_read(struct clock *c, int64_t now, int side, int64_t ms,
    int64_t since)
{
	enum status	st;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (!side_ok(side) || !ms_ok(ms))
		return STATUS_E_CLOCK_RANGE;
	if (!tc_timed(&c->tc))
		return STATUS_E_CLOCK_STATE;
	settle(c, now);
	c->left[side] = ms;
	/* The clock on the table rules (6.1): a flag this clock dropped
	 * ahead of it, since the reading before, has not fallen. */
	if (ms > 0 && c->flag[side] != CLOCK_NO_FLAG && c->flag[side] >= since)
		c->flag[side] = CLOCK_NO_FLAG;
	check_zero(c, side, now);
	assert(clock_ok(c));
	return STATUS_OK;
}

enum status
clock_charge(struct clock *c, int64_t now, int side, int64_t until)
{
	enum status	st;

	if ((st = check_now(c, now)) != STATUS_OK)
		return st;
	if (!side_ok(side) || until > CLOCK_MAX_NOW)
		return STATUS_E_CLOCK_RANGE;
	settle(c, now);
	if (until > now)				/* A1b */
		charge_apply(c, side, until - now, side == c->turn, now);
	assert(clock_ok(c));
	return STATUS_OK;
}

void
clock_peek(const struct clock *c, int64_t now, struct clock_view *v)
{
	struct clock	t = *c;
	int		s;

	if (t.state == CLOCK_RUNNING && now > t.since)
		settle(&t, now);
	for (s = 0; s < 2; s++) {
		v->left[s] = t.left[s];
		v->used[s] = t.used[s];
		v->flag[s] = t.flag[s];
		v->period[s] = t.period[s];
	}
	v->running = t.state == CLOCK_RUNNING ? t.turn : CLOCK_NEITHER;
	v->turn_ms = v->running == CLOCK_NEITHER ? 0 : t.turn_ms;
	v->delay_left = v->running == CLOCK_NEITHER ? 0 :
	    delay_left(&t, t.turn_ms);
}

int64_t
clock_left(const struct clock *c, int64_t now, int side)
{
	struct clock_view	v;

	assert(side_ok(side));
	clock_peek(c, now, &v);
	return v.left[side];
}

bool
clock_flag(const struct clock *c, int64_t now, int side, int64_t *at)
{
	struct clock_view	v;

	assert(side_ok(side));
	clock_peek(c, now, &v);
	if (at != NULL)
		*at = v.flag[side];
	return v.flag[side] != CLOCK_NO_FLAG;
}

int
clock_first_flag(const struct clock *c, int64_t now)
{
	struct clock_view	v;

	clock_peek(c, now, &v);
	if (v.flag[0] == CLOCK_NO_FLAG && v.flag[1] == CLOCK_NO_FLAG)
		return CLOCK_NEITHER;
	if (v.flag[1] == CLOCK_NO_FLAG || v.flag[0] < v.flag[1])
		return CLOCK_WHITE;
	if (v.flag[0] == CLOCK_NO_FLAG || v.flag[1] < v.flag[0])
		return CLOCK_BLACK;
	return CLOCK_UNKNOWN;				/* 6.12 */
}

static int64_t
next_flag(const struct clock *c, const struct clock_view *v)
{
	int	s = v->running;

	if (s == CLOCK_NEITHER || !tc_timed(&c->tc) ||
	    v->flag[s] != CLOCK_NO_FLAG)
		return CLOCK_NEVER;
	return v->delay_left + v->left[s];
}

int64_t
clock_next_flag(const struct clock *c, int64_t now)
{
	struct clock_view	v;

	clock_peek(c, now, &v);
	return next_flag(c, &v);
}

int64_t
clock_shown(const struct clock *c, const struct clock_view *v, int side)
{
	return tc_timed(&c->tc) ? v->left[side] : v->used[side];
}

size_t
format_clock_side(char *buf, size_t len, const struct clock *c,
    const struct clock_view *v, int side, const struct format_clock_opts *opts)
{
	return format_clock(buf, len, clock_shown(c, v, side),
	    v->flag[side] != CLOCK_NO_FLAG, opts);
}

static bool
sudden_not_last(const struct clock *c, unsigned p)
{
	return c->tc.kind == TC_PERIODS && c->tc.periods[p].moves == 0 &&
	    p + 1 < c->tc.nperiods;
}

/*
 * When the running side's text changes.  At 0 a sudden-death period that
 * is not the last gives way to the next one's base (exhausted()), whose
 * text may be the same as before: then the change comes later.
 */
static int64_t
countdown_change(const struct clock *c, const struct clock_view *v, int side,
    int64_t tenths_ms)
{
	const struct format_clock_opts o = { tenths_ms, FORMAT_FLAG_MARK };
	char		before[FORMAT_CLOCK_MAX], after[FORMAT_CLOCK_MAX];
	int64_t		shown = v->left[side], edge, dt = v->delay_left;
	unsigned	p = v->period[side];
	bool		flagged = v->flag[side] != CLOCK_NO_FLAG;

	for (;;) {
		if ((edge = format_clock_below(shown, tenths_ms)) < 0)
			return CLOCK_NEVER;
		dt += shown - edge;
		if (edge > 0 || !sudden_not_last(c, p))
			return dt;
		format_clock(before, sizeof before, shown, flagged, &o);
		do {
			shown = c->tc.periods[++p].base_ms;
		} while (shown == 0 && sudden_not_last(c, p));
		flagged = true;
		format_clock(after, sizeof after, shown, flagged, &o);
		if (strcmp(before, after) != 0)
			return dt;
		/* The new period's delay, less what this turn has run. */
		if (c->tc.periods[p].delay_kind == TC_DELAY_SIMPLE)
			dt += max64(0, c->tc.periods[p].delay_ms -
			    (v->turn_ms + dt));
	}
}

/* How the text of side changes from the view on: see format.h. */
static int64_t
next_change(const struct clock *c, const struct clock_view *v, int side,
    int64_t tenths_ms)
{
	int64_t	shown = clock_shown(c, v, side), edge;
	int	run = v->running;

	if (run == CLOCK_NEITHER)
		return CLOCK_NEVER;
	if (!tc_timed(&c->tc)) {		/* counting up */
		if (side != run)
			return CLOCK_NEVER;
		return format_clock_above(shown, tenths_ms) - shown;
	}
	if (side == run)
		return countdown_change(c, v, side, tenths_ms);
	if (c->tc.kind != TC_HOURGLASS)
		return CLOCK_NEVER;
	/* The sand flows in only while the runner has some. */
	edge = format_clock_above(shown, tenths_ms);
	if (edge - shown > v->left[run])
		return CLOCK_NEVER;
	return edge - shown;
}

int64_t
clock_next_change(const struct clock *c, int64_t now, int side,
    int64_t tenths_ms)
{
	struct clock_view	v;

	assert(side_ok(side));
	clock_peek(c, now, &v);
	return next_change(c, &v, side, tenths_ms);
}

int64_t
clock_view_next_event(const struct clock *c, const struct clock_view *v,
    int64_t tenths_ms)
{
	int64_t	t;

	t = min64(next_change(c, v, CLOCK_WHITE, tenths_ms),
	    next_change(c, v, CLOCK_BLACK, tenths_ms));
	return min64(t, next_flag(c, v));
}

int64_t
clock_next_event(const struct clock *c, int64_t now, int64_t tenths_ms)
{
	struct clock_view	v;

	clock_peek(c, now, &v);
	return clock_view_next_event(c, &v, tenths_ms);
}

bool
clock_scoresheet_free(const struct clock *c, int64_t now, int side,
    const struct clock_rules *r)
{
	const struct tc_period	*p;
	int64_t			per_move = 0;

	assert(side_ok(side));
	if (!tc_timed(&c->tc))
		return false;
	if (c->tc.kind == TC_PERIODS) {
		p = current_period(c, side);
		per_move = p->inc_ms + p->delay_ms;
	}
	/* 8.4: under five minutes, less than 30 s added each move. */
	return clock_left(c, now, side) < r->scoresheet_free_ms &&
	    per_move < r->scoresheet_free_inc_ms;
}

bool
clock_last_period(const struct clock *c, int side)
{
	assert(side_ok(side));
	/* 6.12b, 10.1: the period in which all the moves must be made. */
	return c->tc.kind == TC_PERIODS &&
	    current_period(c, side)->moves == 0 &&
	    c->period[side] + 1 == c->tc.nperiods;
}

bool
clock_quickplay_claimable(const struct clock *c, int64_t now, int side,
    const struct clock_rules *r)
{
	struct clock_view	v;

	assert(side_ok(side));
	if (tc_category(&c->tc, &r->limits) == TC_BLITZ)	/* C2 */
		return false;
	if (!clock_last_period(c, side))		/* 10.1 */
		return false;
	clock_peek(c, now, &v);
	/* 10.2: under two minutes, before the flag falls. */
	return v.flag[side] == CLOCK_NO_FLAG &&
	    v.left[side] < r->quickplay_under_ms;
}

enum tc_category
clock_category(const struct clock *c, const struct clock_rules *r)
{
	return tc_category(&c->tc, &r->limits);
}

/*
 * Completed moves and turns agree: the sides alternate from first.  Each
 * side's period follows from its moves, except that a sudden-death period
 * before the last is passed only by its time running out (its flag fell).
 */
static bool
period_ok(const struct clock *c, int s)
{
	const struct tc_period	*p;
	uint16_t		 period, pmoves;
	unsigned		 i;
	bool			 by_time = false;

	if (c->tc.kind != TC_PERIODS)
		return c->period[s] == 0 && c->pmoves[s] == 0;
	if (c->period[s] >= c->tc.nperiods || c->pmoves[s] > c->moves[s])
		return false;
	p = current_period(c, s);
	if (p->moves != 0 && c->pmoves[s] >= p->moves)
		return false;
	for (i = 0; i < c->period[s]; i++) {
		if (c->tc.periods[i].moves == 0) {
			if (c->flag[s] == CLOCK_NO_FLAG)
				return false;
			by_time = true;
		}
	}
	if (by_time)
		return true;
	locate(&c->tc, c->moves[s], &period, &pmoves);
	return period == c->period[s] && pmoves == c->pmoves[s];
}

static bool
moves_ok(const struct clock *c)
{
	int	f = c->first, o = !c->first;

	if (c->state == CLOCK_READY || c->turn == f) {
		if (c->moves[f] != c->moves[o])
			return false;
	} else if (c->moves[f] != c->moves[o] + 1)
		return false;
	return period_ok(c, CLOCK_WHITE) && period_ok(c, CLOCK_BLACK);
}

static bool
times_ok(const struct clock *c)
{
	int	s;

	for (s = 0; s < 2; s++) {
		if (c->left[s] < 0 || c->left[s] > INT64_MAX / 4 ||
		    c->used[s] < 0 || c->used[s] > INT64_MAX / 4)
			return false;
		if (tc_timed(&c->tc) && c->left[s] == 0 &&
		    c->flag[s] == CLOCK_NO_FLAG)
			return false;			/* 6.1 */
		if (!tc_timed(&c->tc) &&
		    (c->left[s] != 0 || c->flag[s] != CLOCK_NO_FLAG))
			return false;
	}
	return c->turn_ms >= 0 && c->turn_charged >= 0 &&
	    c->turn_charged <= c->turn_ms;
}

enum status
clock_add_increment(struct clock *c, int64_t inc_ms)
{
	uint8_t	i;

	if (c->tc.kind != TC_PERIODS)
		return STATUS_E_CLOCK_STATE;
	for (i = 0; i < c->tc.nperiods; i++) {
		if (inc_ms < 0 || c->tc.periods[i].inc_ms > TC_MAX_MS - inc_ms)
			return STATUS_E_CLOCK_RANGE;
	}
	for (i = 0; i < c->tc.nperiods; i++)
		c->tc.periods[i].inc_ms += inc_ms;	/* III.4 */
	assert(clock_ok(c));
	return STATUS_OK;
}

bool
clock_ok(const struct clock *c)
{
	if (!tc_ok(&c->tc) || c->state > CLOCK_STOPPED || !side_ok(c->first))
		return false;
	if ((c->state == CLOCK_READY) != (c->turn == CLOCK_NEITHER))
		return false;
	if (c->state != CLOCK_READY && !side_ok(c->turn))
		return false;
	return moves_ok(c) && times_ok(c);
}
