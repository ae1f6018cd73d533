/*
 * fuzz_draughts_pdn.c: the PDN reader on arbitrary bytes, fed whole and
 * then in chunks cut where the first byte says.  Never crash; every event
 * comes with a position that passes draughts_ok(), every move is legal in
 * its position, and both feedings give the same events.
 */
#include "config.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "draughts/draughts.h"
#include "draughts/pdn.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

/* A running hash of the events. */
struct trace {
	uint64_t	h;
	unsigned long	events;
};

static void
mix(struct trace *t, const void *p, size_t len)
{
	const unsigned char	*c = p;
	size_t			 i;

	for (i = 0; i < len; i++)
		t->h = (t->h ^ c[i]) * 0x100000001b3ULL;
}

static bool
on_event(void *arg, const struct pdn_event *ev)
{
	struct trace	*t = arg;
	uint64_t	 key;

	if (ev->pos == NULL || !draughts_ok(ev->pos))
		abort();
	if (ev->type == PDN_EV_MOVE && !draughts_is_legal(ev->pos, ev->move))
		abort();
	t->events++;
	mix(t, &ev->type, sizeof ev->type);
	mix(t, &ev->game, sizeof ev->game);
	mix(t, &ev->move_number, sizeof ev->move_number);
	mix(t, &ev->move, sizeof ev->move);
	mix(t, &ev->error, sizeof ev->error);
	mix(t, &ev->clk_ms, sizeof ev->clk_ms);
	mix(t, ev->clock_ms, sizeof ev->clock_ms);
	mix(t, &ev->emt_ms, sizeof ev->emt_ms);
	if (ev->text != NULL)
		mix(t, ev->text, strlen(ev->text));
	if (ev->name != NULL)
		mix(t, ev->name, strlen(ev->name));
	key = draughts_key(ev->pos);
	mix(t, &key, sizeof key);
	return true;
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static struct pdn_reader	r;
	struct trace			whole = { 0, 0 }, cut = { 0, 0 };
	size_t				step, i, n;

	if (size < 1 || size > 8192)
		return 0;
	step = 1 + data[0] % 16;
	data++;
	size--;
	pdn_reader_init(&r, on_event, &whole);
	pdn_reader_feed(&r, (const char *)data, size);
	pdn_reader_finish(&r);
	pdn_reader_init(&r, on_event, &cut);
	for (i = 0; i < size; i += n) {
		n = size - i < step ? size - i : step;
		pdn_reader_feed(&r, (const char *)data + i, n);
	}
	pdn_reader_finish(&r);
	if (whole.h != cut.h || whole.events != cut.events)
		abort();
	return 0;
}
