/*
 * proto.h: the event server's wire: lines of text on a Unix socket.
 *
 * The server (server.h) is the one process that writes an event; consoles
 * and arbiter-cli are its clients (client.h).  Every message is one line,
 * words separated by one blank; the last field of some is the rest of the
 * line.  A line is at most PROTO_LINE_MAX bytes with its newline.  The
 * socket is DIR/socket (proto_socket_path()).
 *
 * Client to server:
 *	hello <version> <seq> <hash> [<kind> [named|sources]]
 *					attach: the client holds the journal's
 *					lines 1..seq, the last with hash (0
 *					and 16 zeros for none); kind, what
 *					it is (console, follower, watch, cli:
 *					optional, an old client sends none);
 *					a follower (arbiter-cli follow) adds
 *					whether it follows the sources on its
 *					command line or the event's entries
 *					(one of those a user)
 *	do <id> <base> <lang> <command>	do the command: base is the number of
 *					lines the client had when the arbiter
 *					gave it, lang the notation he types
 *					moves in (an ISO code)
 *	batch <id> <base> <lang> <n>	the next n lines are commands, done
 *					all or none (an event file imported)
 *	stop				stop the server (the chief arbiter)
 *
 * Server to client:
 *	welcome <version> <ms> <actor>	the client is actor (as the kernel
 *					says: SO_PEERCRED); the server's
 *					time is ms (UTC), its lines' clock
 *	reset				the client's lines are not the
 *					journal's: drop them, all lines follow
 *	line <journal line>		a line written (on disk), in order
 *	ready <seq>			every line so far was sent
 *	ok <id> <seq>			done: its line is seq (sent before)
 *	refused <id> <at> <race> <why>	not done (proto_refusal below)
 *	notice <text>			for the arbiters: read only, a torn
 *					line dropped, the clock stepped
 *	presence <n> <more>		who is attached: the n 'present'
 *					lines that follow are the whole list
 *					(more: those left out past the cap)
 *	present <since> <kind> <user>	one attached client: since when (UTC
 *					ms), its kind, its Unix user
 *	bye <text>			the server closes the connection
 *
 * The identity of a client is never a word it sends: the server asks the
 * kernel.  A refusal travels as names (of roles, laws, codes), never as
 * text, so that each console words it in its own language against its
 * own copy of the event, which holds every line the refusal depends on.
 */
#ifndef ARBITER_PROTO_H
#define ARBITER_PROTO_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "app/journal.h"
#include "event.h"
#include "roles.h"

#define PROTO_VERSION	1
#define PROTO_LINE_MAX	8192
#define PROTO_TEXT_MAX	512
#define PROTO_LANG_MAX	8
/* Clients a presence list names at most (the rest are counted). */
#define PROTO_PRESENCE_MAX	64

/*
 * What a client says it is, in hello (its last word, optional): shown to
 * the arbiters, never a right (the kernel says who it is, the roles what
 * he may).  An old client says nothing: UNKNOWN; a word this build does
 * not know: OTHER (a later client is never turned away for it).
 */
enum proto_client {
	PROTO_CLIENT_UNKNOWN, PROTO_CLIENT_CONSOLE, PROTO_CLIENT_FOLLOWER,
	PROTO_CLIENT_WATCH, PROTO_CLIENT_CLI, PROTO_CLIENT_OTHER,
	PROTO_CLIENT_NB
};

/* One attached client, as a presence list names it. */
struct proto_present {
	int64_t			 since;		/* UTC ms: when it attached */
	enum proto_client	 kind;
	char			 user[COMMAND_USER_SIZE];
};

/* Why the server did not do a command. */
enum proto_kind {
	PROTO_ROLE,	/* the roles: role */
	PROTO_RULES,	/* the rulings: why, and typed (the move as read) */
	PROTO_TEXT	/* the server's own words (journal, undo, state) */
};

struct proto_refusal {
	uint32_t		at;	/* the batch's command, from 1; 0 */
	uint64_t		race;	/* a line after base that came first */
	enum proto_kind		kind;
	enum roles_refusal	role;
	struct refusal		why, typed;
	char			text[PROTO_TEXT_MAX];
};

enum proto_type {
	PROTO_HELLO, PROTO_DO, PROTO_BATCH, PROTO_STOP,
	PROTO_WELCOME, PROTO_RESET, PROTO_LINE, PROTO_READY, PROTO_OK,
	PROTO_REFUSED, PROTO_NOTICE, PROTO_BYE, PROTO_PRESENCE, PROTO_PRESENT
};

/* What a client said it is in its hello. */
enum proto_follower {
	PROTO_FOLLOWER_NONE,	/* a console, arbiter-cli send */
	PROTO_FOLLOWER_NAMED,	/* follow DIR SOURCE... */
	PROTO_FOLLOWER_SOURCES	/* follow DIR: the event's 'source' entries */
};

struct proto_msg {
	enum proto_type		 type;
	enum proto_follower	 follower;	/* hello */
	uint32_t		 id, version, n;
	uint64_t		 seq, base;
	int64_t			 time_ms;	/* welcome */
	enum proto_client	 client;	/* hello */
	struct proto_present	 present;	/* present */
	uint32_t		 more;		/* presence */
	char			 lang[PROTO_LANG_MAX];
	char			 hash[JOURNAL_HASH_LEN + 1];
	const char		*rest;	/* command, line, actor or text */
	struct proto_refusal	 refusal;
};

/*
 * Read one line (len bytes, no newline; NUL-free): 0 and *m (m->rest
 * points into line), or -1 when it is no message.
 */
int	proto_parse(const char *line, size_t len, struct proto_msg *m);

/*
 * "refused <id> <at> <race> <why>" for r into buf (PROTO_LINE_MAX), with
 * its newline; its length.
 */
size_t	proto_refused(char *buf, uint32_t id, const struct proto_refusal *r);

/*
 * "present <since> <kind> <user>" for p into buf (size bytes), with its
 * newline: its length, or 0 when p cannot travel (a user with a blank or
 * a control byte, a time before 1970, no room).
 */
size_t	proto_present(char *buf, size_t size, const struct proto_present *p);

/* A kind's word ("console"), and back (OTHER for a word unknown). */
const char	*proto_client_name(enum proto_client);
enum proto_client proto_client_find(const char *word);

/* One line's text may travel: no control byte, not too long. */
bool	proto_text_ok(const char *s);

/*
 * The event's socket, DIR/socket, as connect() and bind() take it (both
 * sides read it here): into path (len bytes; sun_path's size).  When the
 * path is too long for sun_path, it goes through *dirfd, an open
 * descriptor of dir that the caller closes once the socket is bound or
 * connected (else -1).  0, or -1 with errno.
 */
int	proto_socket_path(const char *dir, char *path, size_t len,
	    int *dirfd);

#endif
