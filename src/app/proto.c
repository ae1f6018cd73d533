/*
 * proto.c: reading and writing the event server's messages, and where its
 * socket is (proto.h).
 */
#include "config.h"

#include <sys/socket.h>
#include <sys/un.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "app/proto.h"
#include "gamekind.h"
#include "law.h"

/* A cursor over one line's words. */
struct words {
	const char	*s;
	size_t		 at, len;
};

/* The next word (up to a blank or the end): false when there is none. */
static bool
word(struct words *w, const char **p, size_t *n)
{
	size_t	start = w->at;

	if (w->at >= w->len || w->s[w->at] == ' ')
		return false;
	while (w->at < w->len && w->s[w->at] != ' ')
		w->at++;
	*p = w->s + start;
	*n = w->at - start;
	if (w->at < w->len)
		w->at++;		/* the one blank */
	return true;
}

/* The next word as a number up to max. */
static bool
number(struct words *w, uint64_t max, uint64_t *v)
{
	const char	*p;
	size_t		 n, k;

	if (!word(w, &p, &n) || n > 19 || (n > 1 && p[0] == '0'))
		return false;
	*v = 0;
	for (k = 0; k < n; k++) {
		if (p[k] < '0' || p[k] > '9')
			return false;
		*v = *v * 10 + (uint64_t)(p[k] - '0');
	}
	return *v <= max;
}

static bool
number32(struct words *w, uint32_t *v)
{
	uint64_t	x;

	if (!number(w, UINT32_MAX, &x))
		return false;
	*v = (uint32_t)x;
	return true;
}

/* The next word into buf (size bytes with the NUL). */
static bool
copy_word(struct words *w, char *buf, size_t size)
{
	const char	*p;
	size_t		 n;

	if (!word(w, &p, &n) || n >= size)
		return false;
	memcpy(buf, p, n);
	buf[n] = '\0';
	return true;
}

/* The rest of the line: at least one byte. */
static bool
rest(struct words *w, const char **p)
{
	if (w->at >= w->len)
		return false;
	*p = w->s + w->at;
	w->at = w->len;
	return true;
}

static bool
end(const struct words *w)
{
	return w->at == w->len;
}

/* A name of one of the tables: its number, or -1. */
static int
named(struct words *w, int (*find)(const char *))
{
	char	buf[48];

	if (!copy_word(w, buf, sizeof buf))
		return -1;
	return find(buf);
}

static bool
hash_ok(const char *h)
{
	size_t	k;

	for (k = 0; k < JOURNAL_HASH_LEN; k++) {
		if (!((h[k] >= '0' && h[k] <= '9') || (h[k] >= 'a' &&
		    h[k] <= 'f')))
			return false;
	}
	return h[JOURNAL_HASH_LEN] == '\0';
}

/* "code law read", one struct refusal. */
static bool
read_refusal(struct words *w, struct refusal *r)
{
	int	code, law, rd;

	if ((code = named(w, event_refusal_find)) < 0 ||
	    (law = named(w, law_find)) < 0 ||
	    (rd = named(w, gamekind_read_find)) < 0)
		return false;
	r->code = (enum event_refusal)code;
	r->law = (enum law)law;
	r->read = (enum game_read)rd;
	return true;
}

static bool
read_why(struct words *w, struct proto_refusal *r)
{
	char		 kind[8];
	const char	*p;
	int		 role;

	if (!copy_word(w, kind, sizeof kind))
		return false;
	if (strcmp(kind, "role") == 0) {
		r->kind = PROTO_ROLE;
		if ((role = named(w, roles_refusal_find)) < 0)
			return false;
		r->role = (enum roles_refusal)role;
		return end(w);
	}
	if (strcmp(kind, "rules") == 0) {
		r->kind = PROTO_RULES;
		return read_refusal(w, &r->why) && read_refusal(w, &r->typed) &&
		    end(w);
	}
	if (strcmp(kind, "text") == 0 && rest(w, &p) &&
	    (size_t)(w->len - (size_t)(p - w->s)) < sizeof r->text) {
		r->kind = PROTO_TEXT;
		memcpy(r->text, p, w->len - (size_t)(p - w->s));
		return true;
	}
	return false;
}

static const char *const proto_verbs[] = {
	[PROTO_HELLO] = "hello", [PROTO_DO] = "do", [PROTO_BATCH] = "batch",
	[PROTO_STOP] = "stop", [PROTO_WELCOME] = "welcome",
	[PROTO_RESET] = "reset", [PROTO_LINE] = "line",
	[PROTO_READY] = "ready", [PROTO_OK] = "ok",
	[PROTO_REFUSED] = "refused", [PROTO_NOTICE] = "notice",
	[PROTO_BYE] = "bye", [PROTO_PRESENCE] = "presence",
	[PROTO_PRESENT] = "present",
};

static const char *const proto_clients[] = {
	[PROTO_CLIENT_UNKNOWN] = "unknown", [PROTO_CLIENT_CONSOLE] = "console",
	[PROTO_CLIENT_FOLLOWER] = "follower", [PROTO_CLIENT_WATCH] = "watch",
	[PROTO_CLIENT_CLI] = "cli", [PROTO_CLIENT_OTHER] = "other",
};
_Static_assert(sizeof proto_clients / sizeof proto_clients[0] ==
    PROTO_CLIENT_NB, "every client kind has its word");

const char *
proto_client_name(enum proto_client k)
{
	return (unsigned)k < PROTO_CLIENT_NB ? proto_clients[k] : "other";
}

enum proto_client
proto_client_find(const char *word)
{
	size_t	k;

	for (k = 0; k < PROTO_CLIENT_NB; k++) {
		if (strcmp(proto_clients[k], word) == 0)
			return (enum proto_client)k;
	}
	return PROTO_CLIENT_OTHER;
}

/* A kind's word: lower-case letters, 1 to 15 (any such word is read). */
static bool
kind_word(struct words *w, enum proto_client *kind)
{
	char	buf[16];
	size_t	k;

	if (!copy_word(w, buf, sizeof buf))
		return false;
	for (k = 0; buf[k] != '\0'; k++) {
		if (buf[k] < 'a' || buf[k] > 'z')
			return false;
	}
	*kind = proto_client_find(buf);
	return true;
}

/*
 * hello's optional words: "<kind>", and after "follower", "named" or
 * "sources" (an older client says nothing; a follower that names no mode
 * follows the sources on its command line).
 */
static bool
hello_words(struct words *w, struct proto_msg *m)
{
	char	buf[16];

	m->client = PROTO_CLIENT_UNKNOWN;
	m->follower = PROTO_FOLLOWER_NONE;
	if (end(w))
		return true;
	if (!kind_word(w, &m->client))
		return false;
	if (m->client != PROTO_CLIENT_FOLLOWER)
		return end(w);
	m->follower = PROTO_FOLLOWER_NAMED;
	if (end(w))
		return true;
	if (!copy_word(w, buf, sizeof buf))
		return false;
	if (strcmp(buf, "sources") == 0)
		m->follower = PROTO_FOLLOWER_SOURCES;
	else if (strcmp(buf, "named") != 0)
		return false;
	return end(w);
}

/* A user's name as it travels: no blank, no control byte. */
static bool
user_ok(const char *u)
{
	size_t	k;

	for (k = 0; u[k] != '\0'; k++) {
		if ((unsigned char)u[k] <= 0x20 || u[k] == 0x7f)
			return false;
	}
	return k > 0;
}

/* "<since> <kind> <user>": the user is the rest, one word. */
static bool
read_present(struct words *w, struct proto_present *p)
{
	uint64_t	since;

	if (!number(w, INT64_MAX, &since) || !kind_word(w, &p->kind) ||
	    !copy_word(w, p->user, sizeof p->user) || !end(w))
		return false;
	p->since = (int64_t)since;
	return user_ok(p->user);
}

/* The fields after the verb, by the message's type. */
static bool
fields(struct words *w, struct proto_msg *m)
{
	uint64_t	v;

	switch (m->type) {
	case PROTO_HELLO:
		return number32(w, &m->version) &&
		    number(w, UINT64_MAX / 2, &m->seq) &&
		    copy_word(w, m->hash, sizeof m->hash) &&
		    hash_ok(m->hash) && hello_words(w, m);
	case PROTO_DO:
		return number32(w, &m->id) && number(w, UINT64_MAX / 2,
		    &m->base) && copy_word(w, m->lang, sizeof m->lang) &&
		    rest(w, &m->rest);
	case PROTO_BATCH:
		return number32(w, &m->id) && number(w, UINT64_MAX / 2,
		    &m->base) && copy_word(w, m->lang, sizeof m->lang) &&
		    number32(w, &m->n) && end(w);
	case PROTO_STOP:
	case PROTO_RESET:
		return end(w);
	case PROTO_WELCOME:
		if (!number32(w, &m->version) || !number(w, INT64_MAX, &v))
			return false;
		m->time_ms = (int64_t)v;
		return rest(w, &m->rest);
	case PROTO_LINE:
	case PROTO_NOTICE:
	case PROTO_BYE:
		return rest(w, &m->rest);
	case PROTO_READY:
		return number(w, UINT64_MAX / 2, &m->seq) && end(w);
	case PROTO_OK:
		return number32(w, &m->id) && number(w, UINT64_MAX / 2,
		    &m->seq) && end(w);
	case PROTO_REFUSED:
		if (!number32(w, &m->id) || !number32(w, &m->refusal.at) ||
		    !number(w, UINT64_MAX / 2, &v))
			return false;
		m->refusal.race = v;
		return read_why(w, &m->refusal);
	case PROTO_PRESENCE:
		return number32(w, &m->n) && m->n <= PROTO_PRESENCE_MAX &&
		    number32(w, &m->more) && end(w);
	case PROTO_PRESENT:
		return read_present(w, &m->present);
	}
	return false;
}

int
proto_parse(const char *line, size_t len, struct proto_msg *m)
{
	struct words	 w = { line, 0, len };
	const char	*p;
	size_t		 n, k;

	memset(m, 0, sizeof *m);
	if (len >= PROTO_LINE_MAX || memchr(line, '\0', len) != NULL ||
	    !word(&w, &p, &n))
		return -1;
	for (k = 0; k < sizeof proto_verbs / sizeof proto_verbs[0]; k++) {
		if (strlen(proto_verbs[k]) == n &&
		    memcmp(proto_verbs[k], p, n) == 0)
			break;
	}
	if (k == sizeof proto_verbs / sizeof proto_verbs[0])
		return -1;
	m->type = (enum proto_type)k;
	return fields(&w, m) ? 0 : -1;
}

size_t
proto_refused(char *buf, uint32_t id, const struct proto_refusal *r)
{
	int	n;

	switch (r->kind) {
	case PROTO_ROLE:
		n = snprintf(buf, PROTO_LINE_MAX, "refused %u %u %llu role %s\n",
		    id, r->at, (unsigned long long)r->race,
		    roles_refusal_name(r->role));
		break;
	case PROTO_RULES:
		n = snprintf(buf, PROTO_LINE_MAX, "refused %u %u %llu rules "
		    "%s %s %s %s %s %s\n", id, r->at,
		    (unsigned long long)r->race,
		    event_refusal_name(r->why.code), law_name(r->why.law),
		    gamekind_read_name(r->why.read),
		    event_refusal_name(r->typed.code), law_name(r->typed.law),
		    gamekind_read_name(r->typed.read));
		break;
	default:
		n = snprintf(buf, PROTO_LINE_MAX, "refused %u %u %llu text "
		    "%s\n", id, r->at, (unsigned long long)r->race,
		    r->text[0] != '\0' ? r->text : "?");
		break;
	}
	return n < 0 ? 0 : (size_t)n < PROTO_LINE_MAX ? (size_t)n :
	    PROTO_LINE_MAX - 1;
}

size_t
proto_present(char *buf, size_t size, const struct proto_present *p)
{
	int	n;

	if (p->since < 0 || !user_ok(p->user))
		return 0;
	n = snprintf(buf, size, "present %lld %s %s\n", (long long)p->since,
	    proto_client_name(p->kind), p->user);
	return n < 0 || (size_t)n >= size ? 0 : (size_t)n;
}

bool
proto_text_ok(const char *s)
{
	size_t	k;

	for (k = 0; s[k] != '\0'; k++) {
		if ((unsigned char)s[k] < 0x20 || s[k] == 0x7f ||
		    k >= PROTO_LINE_MAX - 64)
			return false;
	}
	return true;
}

int
proto_socket_path(const char *dir, char *path, size_t len, int *dirfd)
{
	struct sockaddr_un	sun;
	int			n;

	*dirfd = -1;
	n = snprintf(path, len, "%s/socket", dir);
	if (n >= 0 && (size_t)n < sizeof sun.sun_path && (size_t)n < len)
		return 0;
	/* Too long for sun_path: through a descriptor of the directory. */
	if ((*dirfd = open(dir, O_RDONLY | O_DIRECTORY | O_CLOEXEC)) < 0)
		return -1;
	n = snprintf(path, len, "/proc/self/fd/%d/socket", *dirfd);
	return n < 0 || (size_t)n >= len ? -1 : 0;
}
