/*
 * server.h: the one process that writes an event (the tmux model).
 *
 * The server of an event directory holds the event (a writer session,
 * session.h) and is the only process that writes its journal.  Consoles
 * and arbiter-cli attach over the Unix socket DIR/socket (proto.h): each
 * command is checked against the state every line before it left, staged,
 * written with the others of the same moment by one fdatasync (group
 * commit), and only then acknowledged; every client receives every line
 * written, in order.  Whoever sends a command is who the kernel says is at
 * the other end of the socket (SO_PEERCRED), never a name the client
 * gives; the roles of the journal's 'arbiter' lines are enforced when the
 * line is written.
 *
 * Time: lines are stamped in UTC from a monotonic base taken at start, and
 * never earlier than the line before; a step of the machine's clock
 * changes no duration.  A step beyond a threshold (2 minutes;
 * ARBITER_SERVER_JUMP_MS) is announced to the arbiters, at a start as
 * while running: a restart on the same boot takes the time the kernel
 * counted since the last start (DIR/server.clock); after a reboot with
 * games running, a clock ahead of the journal's last line is not charged
 * to them (the chief arbiter decides, setclock); with no game clock
 * running the machine's clock is taken again.
 *
 * The server stops when its last client leaves (its clocks are the
 * journal's stamps: they run on without it), unless told to stay; on
 * SIGTERM; and on a chief arbiter's 'stop'.  Its log is DIR/server.log,
 * its pid in DIR/server.pid.
 *
 * Neighbours: the socket is open to every local user (who may attach is
 * decided at hello), so what one may hold is bounded: a connection must
 * say hello within 10 s and send a batch's lines within 60 s (a batch at
 * most 32 MB), or it is closed; 8 connections of one user, 64 in all, may
 * wait for their hello, 64 of one user may be open; an assistant's batch
 * is refused before its lines are read; out of descriptors, the server
 * stops accepting for a second rather than spin.  Tests shorten these
 * with ARBITER_SERVER_HELLO_MS, ARBITER_SERVER_BATCH_MS and
 * ARBITER_SERVER_BATCH_BYTES.
 *
 * It writes the live broadcast (broadcast.h), DIR/live-round-N.pgn,
 * within a second of each change it commits; with a delay, it stays up
 * with no client until what the delay held back is written.  A failed
 * write is logged and tried again; it never stops the server or refuses
 * a command.
 */
#ifndef ARBITER_SERVER_H
#define ARBITER_SERVER_H

#include <stdbool.h>
#include <stdint.h>

struct server_options {
	bool	foreground;		/* log to stderr too (arbiter-cli serve) */
	bool	stay;			/* run on with no client, until stopped */
	/* The live broadcast's delay (broadcast.h); -1: the settings'
	 * broadcast_delay, from config or the server's user's file. */
	int64_t	broadcast_delay_ms;
	const char *config;		/* a settings file, or NULL */
};

/*
 * Serve the event in dir until the server stops: 0; -1 with *cause when
 * it cannot start (another server holds the event: *cause says so).
 */
int	server_run(const char *dir, const struct server_options *,
	    char **cause);

/*
 * Start the server of dir in the background, as a daemon of its own (a
 * new session, its output in DIR/server.log).  0 once it is started (it
 * may yet find another server there and leave); -1 with *cause.
 */
int	server_spawn(const char *dir, char **cause);

#endif
