/*
 * client.h: a connection to the server of an event (proto.h, server.h).
 *
 * The socket is DIR/socket (proto_socket_path()).  When no server answers
 * there, the client may start one (server_spawn()) and waits for it, as
 * tmux does: whoever comes first starts it, the others find it.
 */
#ifndef ARBITER_CLIENT_H
#define ARBITER_CLIENT_H

#include <stdbool.h>

#include "app/proto.h"

struct client;

/*
 * Connect to the server of the event in dir; when none runs and start is
 * true, start one and wait for it (at most 10 s).  NULL with *cause.
 */
struct client	*client_connect(const char *dir, bool start, char **cause);
void		 client_close(struct client *);	/* NULL is fine */
/* Start the server of dir, without waiting for it (client_connect()
 * waits); refused when another user owns the journal.  0, or -1. */
int		 client_start(const char *dir, char **cause);
int		 client_fd(const struct client *);

/* Send one message (printf; the newline is added): 0, or -1 when the
 * server is gone. */
int		 client_send(struct client *, const char *fmt, ...)
		    __attribute__((format(printf, 2, 3)));

/*
 * The next message, waiting at most ms milliseconds (0: not at all, -1:
 * as long as it takes): 1 and *m (m->rest valid until the next call), 0
 * when none came, -1 when the server went away or sent what is no
 * message.
 */
int		 client_next(struct client *, int ms, struct proto_msg *m);

/* The text of the message client_next() gave last. */
const char	*client_line(const struct client *);

#endif
