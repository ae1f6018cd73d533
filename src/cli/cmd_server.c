/*
 * cmd_server.c: arbiter-cli serve, send, stop and wire: the event server
 * (src/app/server.h) and its clients, for scripts and the desk.
 *
 *	serve DIR [--stay] [--broadcast-delay MIN] [--config FILE]
 *				run the server of DIR in the foreground; the
 *				live file's delay in minutes (else the
 *				settings' broadcast_delay)
 *	send DIR [LINE...]	do each line (or each line of stdin) through
 *				the server, as the console does
 *	stop DIR		ask the server to stop (the chief arbiter)
 *	wire DIR		speak the protocol (proto.h): stdin's lines go
 *				to the server as they are, its messages come
 *				to stdout (for tests and for the curious)
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <poll.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/client.h"
#include "app/journal.h"
#include "app/server.h"
#include "app/session.h"
#include "app/sheet.h"
#include "app/xmalloc.h"
#include "cli.h"
#include "event.h"

#define SERVE_USAGE \
	"usage: serve DIR [--stay] [--broadcast-delay MIN] [--config FILE]"

/* Minutes, 0 to a day, as the settings' broadcast_delay: ms, or -1. */
static int64_t
serve_minutes(const char *s)
{
	char	*end;
	long	 v;

	if (*s < '0' || *s > '9')
		return -1;
	v = strtol(s, &end, 10);
	if (*end != '\0' || v > 24 * 60)
		return -1;
	return (int64_t)v * 60000;
}

int
cmd_serve(int argc, char **argv)
{
	struct server_options	 opt = { true, false, -1, NULL };
	const char		*dir = NULL;
	char			*cause = NULL;
	int			 i;

	for (i = 1; i < argc; i++) {
		if (strcmp(argv[i], "--stay") == 0)
			opt.stay = true;
		else if (strcmp(argv[i], "--broadcast-delay") == 0 &&
		    i + 1 < argc) {
			if ((opt.broadcast_delay_ms = serve_minutes(argv[++i])) < 0)
				return cli_usage_error("'%s': not a delay in "
				    "minutes (0 to 1440)", cli_quote(argv[i]));
		} else if (strcmp(argv[i], "--config") == 0 && i + 1 < argc)
			opt.config = argv[++i];
		else if (argv[i][0] == '-' || dir != NULL)
			return cli_usage_error(SERVE_USAGE);
		else
			dir = argv[i];
	}
	if (dir == NULL)
		return cli_usage_error(SERVE_USAGE);
	if (server_run(dir, &opt, &cause) != 0) {
		cli_usage_error("%s", cause);
		free(cause);
		return 1;
	}
	return 0;
}

/* 'draw 960' done: the line as the server wrote it, with the number it
 * drew, and the position ("-> Chess960 start 417: BRNBQNKR"). */
static void
send_drawn(struct session *s)
{
	const struct session_line	*l;
	size_t				 n = session_nlines(s);

	if (n == 0 || (l = session_line(s, n - 1)) == NULL)
		return;
	printf("%zu %s", n, l->command);
	if (l->effect != NULL)
		printf(" -> %s", l->effect);
	printf("\n");
}

/* Do one line through s: print its seq, or the refusal; 0 or 1. */
static int
send_line(struct session *s, const char *dir, const char *line)
{
	struct command	 cmd;
	char		*cause = NULL;

	if (sheet_is(line)) {		/* moves, each its own line */
		if (sheet_do(s, line, session_clock(s), &cause) == 0) {
			printf("%zu %s\n", session_nlines(s), cause);
			free(cause);
			return 0;
		}
	} else if (session_parse(line, &cmd, &cause) == 0 &&
	    session_do(s, &cmd, 0, &cause) == 0) {
		if (cmd.verb == COMMAND_DRAW)	/* the number the server drew */
			send_drawn(s);
		else if (cmd.verb != COMMAND_NONE)
			printf("%zu %s\n", session_nlines(s), line);
		return 0;
	}
	fprintf(stderr, "%s: '%s': %s\n", dir, cli_quote(line), cause);
	free(cause);
	return 1;
}

/*
 * send names an event: a directory that holds no journal is refused, not
 * made into a new event (a typo in DIR would be one).  The console and
 * serve create events.
 */
static int
send_event_exists(const char *dir)
{
	struct stat	 st;
	char		*path;
	int		 rc;

	xasprintf(&path, "%s/%s", dir, JOURNAL_FILE);
	rc = stat(path, &st);
	free(path);
	if (rc == 0)
		return 0;
	if (errno == ENOENT)
		cli_usage_error("%s: no event here (no %s): nothing done; "
		    "'arbiter %s' or 'arbiter-cli serve %s' makes one",
		    cli_quote(dir), JOURNAL_FILE, dir, dir);
	else
		cli_usage_error("%s/%s: %s", cli_quote(dir), JOURNAL_FILE,
		    strerror(errno));
	return -1;
}

int
cmd_send(int argc, char **argv)
{
	struct session	*s;
	char		*cause = NULL, *line = NULL;
	size_t		 cap = 0;
	ssize_t		 n;
	int		 i, status = 0;

	if (argc < 2 || argv[1][0] == '-')
		return cli_usage_error("usage: send DIR [LINE...]");
	if (send_event_exists(argv[1]) != 0)
		return 2;
	if ((s = session_connect_as(argv[1], NULL, NULL, PROTO_CLIENT_CLI,
	    &cause)) == NULL) {
		cli_usage_error("%s", cause);
		free(cause);
		return 2;
	}
	for (i = 2; i < argc; i++)
		status |= send_line(s, argv[1], argv[i]);
	if (argc == 2) {
		while ((n = getline(&line, &cap, stdin)) > 0) {
			if (line[n - 1] == '\n')
				line[n - 1] = '\0';
			status |= send_line(s, argv[1], line);
		}
		free(line);
	}
	session_close(s);
	return status;
}

static int
stop_went_away(struct client *c, const char *dir)
{
	client_close(c);
	return cli_usage_error("%s: the server went away", dir);
}

int
cmd_stop(int argc, char **argv)
{
	struct client		*c;
	struct proto_msg	 m;
	char			*cause = NULL;
	bool			 welcomed = false, ready = false;

	if (argc != 2)
		return cli_usage_error("usage: stop DIR");
	if ((c = client_connect(argv[1], false, &cause)) == NULL) {
		cli_usage_error("%s", cause);
		free(cause);
		return 1;
	}
	/* Welcomed first: a user the server turns away is told why. */
	if (client_send(c, "hello %u 0 0000000000000000", PROTO_VERSION) != 0)
		return stop_went_away(c, argv[1]);
	while (!welcomed && client_next(c, 10000, &m) > 0) {
		if (m.type == PROTO_BYE) {
			cli_usage_error("%s: %s", argv[1], m.rest);
			client_close(c);
			return 1;
		}
		welcomed = m.type == PROTO_WELCOME;
	}
	if (!welcomed || client_send(c, "stop") != 0)
		return stop_went_away(c, argv[1]);
	/*
	 * It says goodbye when it stops, or tells us why it will not; the
	 * notices before ready are the event's (a clock stepped, read only).
	 */
	while (client_next(c, 10000, &m) > 0) {
		if (m.type == PROTO_READY)
			ready = true;
		if (m.type == PROTO_NOTICE && ready) {
			cli_usage_error("%s: %s", argv[1], m.rest);
			client_close(c);
			return 1;
		}
		if (m.type == PROTO_BYE)
			break;
	}
	client_close(c);
	return 0;
}

int
cmd_wire(int argc, char **argv)
{
	struct client		*c;
	struct proto_msg	 m;
	struct pollfd		 pfd[2];
	char			*cause = NULL, buf[PROTO_LINE_MAX];
	size_t			 len = 0;
	ssize_t			 r;
	bool			 in_open = true;

	if (argc != 2)
		return cli_usage_error("usage: wire DIR");
	if ((c = client_connect(argv[1], true, &cause)) == NULL) {
		cli_usage_error("%s", cause);
		free(cause);
		return 2;
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	for (;;) {
		pfd[0].fd = in_open ? 0 : -1;
		pfd[0].events = POLLIN;
		pfd[1].fd = client_fd(c);
		pfd[1].events = POLLIN;
		/* Once stdin ends, a second of quiet ends the conversation. */
		if (poll(pfd, 2, in_open ? -1 : 1000) == 0)
			break;
		if (pfd[0].revents != 0) {
			r = read(0, buf + len, sizeof buf - len - 1);
			if (r <= 0)
				in_open = false;
			else
				len += (size_t)r;
			while (len > 0) {
				char *nl = memchr(buf, '\n', len);

				if (nl == NULL)
					break;
				*nl = '\0';
				(void)client_send(c, "%s", buf);
				len -= (size_t)(nl + 1 - buf);
				memmove(buf, nl + 1, len);
			}
		}
		while ((r = client_next(c, 0, &m)) > 0) {
			printf("%s\n", client_line(c));
			if (m.type == PROTO_BYE)
				goto out;
		}
		if (r < 0)
			break;
	}
out:
	client_close(c);
	return 0;
}
