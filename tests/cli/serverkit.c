/*
 * serverkit.c: what the event server's test programs share (serverkit.h).
 */
#include "config.h"

#include <stdio.h>

#include "app/client.h"
#include "app/proto.h"
#include "app/session.h"
#include "state.h"
#include "serverkit.h"

volatile sig_atomic_t	kit_stop;

void
kit_on_term(int sig)
{
	(void)sig;
	kit_stop = 1;
}

long
kit_attach(struct client *c, int timeout_ms)
{
	struct proto_msg	m;
	long			n = 0;

	if (client_send(c, "hello %u 0 0000000000000000", PROTO_VERSION) != 0)
		return -1;
	while (client_next(c, timeout_ms, &m) > 0) {
		if (m.type == PROTO_LINE)
			n++;
		if (m.type == PROTO_READY)
			return n;
		if (m.type == PROTO_BYE)
			return -1;
	}
	return -1;
}

pid_t
kit_server_pid(const char *dir)
{
	char	path[4096];
	long	pid = 0;
	FILE	*f;

	snprintf(path, sizeof path, "%s/server.pid", dir);
	if ((f = fopen(path, "r")) == NULL)
		return 0;
	if (fscanf(f, "%ld", &pid) != 1)
		pid = 0;
	fclose(f);
	return (pid_t)pid;
}

static void
to_stream(void *arg, const char *text, size_t len)
{
	fwrite(text, 1, len, arg);
}

char *
kit_state(const struct session *s, int64_t now)
{
	struct state_out	 o;
	char			*buf = NULL;
	size_t			 len = 0;
	FILE			*f = open_memstream(&buf, &len);

	if (f == NULL)
		return NULL;
	o.write = to_stream;
	o.arg = f;
	state_json(session_event(s), 0, 0, now, &o);
	fclose(f);
	return buf;
}
