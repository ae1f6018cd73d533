/*
 * fuzz_engine.c: command lines (one per input line, after a fixed set-up
 * of one standard, one rapid and one blitz game) applied to an event:
 * whatever comes, the invariant holds after each command, a refusal
 * changes nothing, and the state document can be written.  'wait' lines
 * move the time on, as in scripts.  Moves go through event_typed() first,
 * as the console's do, in English or Italian by turns: what it makes
 * canonical must still read back as the same command.
 */
#include "config.h"

#include <assert.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "command.h"
#include "event.h"
#include "state.h"

int	LLVMFuzzerTestOneInput(const uint8_t *, size_t);

#define STR_(x)	#x
#define STR(x)	STR_(x)

/* This build's format first: its rulings, not the oldest journals'. */
static const char format_line[] = "format " STR(EVENT_FORMAT);
/* fuzz_draughts_engine.c includes this file with a set-up of its own. */
#ifndef FUZZ_ENGINE_SETUP
static const char *const setup[] = {
	"event \"F\"", "tc \"40/60+1:30\"", "player 1 \"a\"", "player 2 \"b\"",
	"player 3 \"c\"", "player 4 \"d\"", "player 5 \"e\"", "player 6 \"f\"",
	"round 1 date 2026-11-22 start 15:00 end 16:00", "pair 1 1 2",
	"pair 2 3 4 tc \"1500+10\"", "pair 3 5 6 tc \"180+2\"", "start all",
};
#endif

static void
sink(void *arg, const char *s, size_t len)
{
	size_t	*n = arg;

	(void)s;
	*n += len;
}

static void
apply(struct event *ev, const char *line, size_t len, int64_t *now, int lang)
{
	struct command	cmd, back;
	struct refusal	why;
	char		text[COMMAND_LINE_MAX + 1];

	if (command_parse(line, len, &cmd, NULL) != COMMAND_OK ||
	    cmd.verb == COMMAND_NONE)
		return;
	if (cmd.verb == COMMAND_WAIT) {
		if (cmd.u.wait.ms < 24LL * 3600 * 1000)
			*now += cmd.u.wait.ms;
		return;
	}
	if (event_typed(ev, &cmd, lang, &why)) {
		if (command_format(&cmd, text, sizeof text) == 0 ||
		    command_parse(text, strlen(text), &back, NULL) !=
		    COMMAND_OK || memcmp(&back, &cmd, sizeof cmd) != 0)
			abort();
	} else if (why.code != EVENT_E_BAD_MOVE &&
	    why.code != EVENT_E_LEGAL_MOVE)
		abort();
	event_apply(ev, &cmd, *now, &why);
	assert(event_ok(ev));
}

int
LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	struct event		 ev;
	struct state_out	 o;
	const char		*p = (const char *)data, *end = p + size, *nl;
	int64_t			 now = 0;
	size_t			 i, n = 0, lines = 0;

	event_init(&ev);
	apply(&ev, format_line, strlen(format_line), &now, 0);
	for (i = 0; i < sizeof setup / sizeof setup[0]; i++)
		apply(&ev, setup[i], strlen(setup[i]), &now, 0);
	while (p < end && lines++ < 200) {
		if ((nl = memchr(p, '\n', (size_t)(end - p))) == NULL)
			nl = end;
		apply(&ev, p, (size_t)(nl - p), &now,
		    lines % 2 == 0 ? 0 : ev.kind->lang_find("it"));
		p = nl + 1;
	}
	o.write = sink;
	o.arg = &n;
	state_json(&ev, 0, 0, now, &o);
	state_show(&ev, 0, 0, now, &o);
	for (i = 1; i <= 3; i++)
		state_envelope(&ev, 0, (uint16_t)i, &o);
	event_release(&ev);
	return 0;
}
