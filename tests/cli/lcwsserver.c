/*
 * lcwsserver.c: the LiveChess mimic the WebSocket reader is tested
 * against (FEEDS.md 7.2): a WebSocket server (libwebsockets) on
 * 127.0.0.1 only, on a port it picks and prints ("port N"), that answers
 * LiveChess's local API (eboards, subscribe; any other call acknowledged)
 * and sends the eboardevents a script says when it says, and stops by
 * itself at the script's end or after -m seconds, whichever is first.
 *
 *	lcwsserver [-m MAX_SECONDS] [-l LOG] SCRIPT
 *
 * The script, one directive a line ('#' comments), in steps:
 *	at SECONDS		the lines below happen then
 *	eboard SERIAL STATE	the e-board in the eboards list from then on,
 *				in that state (ACTIVE, NOTRESPONDING...;
 *				null: not activated)
 *	event SERIAL JSON	the eboardevent param JSON (one line) sent to
 *				each subscriber of SERIAL; the last one is
 *				sent again to a new subscriber, as LiveChess
 *				tells a board's game on subscribing
 *	raw SERIAL TEXT		TEXT sent as it is to each subscriber
 *	restart SECONDS		LiveChess restarted: every connection closed
 *				and the port shut for SECONDS, then open again
 *				on the same port (its last events kept)
 *	end SECONDS		stop then
 * With -l, each request and each event sent is logged to LOG, a line
 * each ("eboards", "subscribe SERIAL", "sent SERIAL", "restart").
 */
#include "config.h"

#include <signal.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include <jansson.h>
#include <libwebsockets.h>

#define MAX_STEPS	1024
#define MAX_BOARDS	16
#define MAX_SESSIONS	16
#define MAX_SUBS	16
#define LINE_MAX_LEN	8192

struct step {
	double	at;
	char	kind[16];	/* eboard event raw restart */
	char	serial[32];
	char	*arg;		/* the state, the JSON, the text, seconds */
};

struct eboard {
	char	serial[32];
	char	state[24];
	char	*last;		/* the last event's param */
};

struct session {
	struct lws	*wsi;
	char		 serial[MAX_SUBS][32];
	long long	 feed[MAX_SUBS];
	size_t		 nsubs;
	char		**out;
	size_t		 nout;
};

static struct step	 steps[MAX_STEPS];
static size_t		 nsteps, next_step;
static double		 end_at = 60;
static struct eboard	 boards[MAX_BOARDS];
static size_t		 nboards;
static struct session	*sessions[MAX_SESSIONS];
static FILE		*logfile;
static int64_t		 start_ms;
static volatile sig_atomic_t quit;

static int64_t
now_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static int64_t
epoch_ms(void)
{
	struct timespec	ts;

	clock_gettime(CLOCK_REALTIME, &ts);
	return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

static void
logline(const char *what, const char *serial)
{
	if (logfile == NULL)
		return;
	fprintf(logfile, "%s%s%s\n", what, serial[0] ? " " : "", serial);
	fflush(logfile);
}

static struct eboard *
board_of(const char *serial, bool make)
{
	size_t	i;

	for (i = 0; i < nboards; i++)
		if (strcmp(boards[i].serial, serial) == 0)
			return &boards[i];
	if (!make || nboards == MAX_BOARDS)
		return NULL;
	snprintf(boards[nboards].serial, sizeof boards[nboards].serial, "%s",
	    serial);
	snprintf(boards[nboards].state, sizeof boards[nboards].state, "null");
	return &boards[nboards++];
}

static void
queue(struct session *s, char *msg)
{
	char	**out = realloc(s->out, (s->nout + 1) * sizeof *out);

	if (out == NULL) {
		free(msg);
		return;
	}
	s->out = out;
	s->out[s->nout++] = msg;
	lws_callback_on_writable(s->wsi);
}

static char *
feed_msg(long long feed, const char *param)
{
	char	*msg;

	if (asprintf(&msg, "{\"response\":\"feed\",\"id\":%lld,\"time\":%lld,"
	    "\"param\":%s}", feed, (long long)epoch_ms(), param) < 0)
		return NULL;
	return msg;
}

/* A step's event (or raw text) to each subscriber of its serial. */
static void
fan_out(const struct step *st, bool raw)
{
	struct session	*s;
	char		*msg;
	size_t		 i, k;

	for (i = 0; i < MAX_SESSIONS; i++) {
		if ((s = sessions[i]) == NULL)
			continue;
		for (k = 0; k < s->nsubs; k++) {
			if (strcmp(s->serial[k], st->serial) != 0)
				continue;
			msg = raw ? strdup(st->arg) : feed_msg(s->feed[k],
			    st->arg);
			if (msg != NULL) {
				queue(s, msg);
				logline("sent", st->serial);
			}
		}
	}
}

static char *
eboards_reply(long long id)
{
	json_t	*list = json_array(), *o, *root;
	char	*text;
	size_t	 i;

	for (i = 0; i < nboards; i++) {
		o = json_pack("{s:s, s:s, s:o, s:n, s:n, s:n, s:b, s:n}",
		    "serialnr", boards[i].serial, "source", "mimic", "state",
		    strcmp(boards[i].state, "null") == 0 ? json_null() :
		    json_string(boards[i].state), "battery", "comment",
		    "board", "flipped", 0, "clock");
		json_array_append_new(list, o);
	}
	root = json_pack("{s:s, s:I, s:I, s:o}", "response", "call", "id",
	    (json_int_t)id, "time", (json_int_t)epoch_ms(), "param", list);
	text = json_dumps(root, JSON_COMPACT);
	json_decref(root);
	return text;
}

static char *
ack(long long id)
{
	char	*msg;

	if (asprintf(&msg, "{\"response\":\"call\",\"id\":%lld,\"param\":null,"
	    "\"time\":%lld}", id, (long long)epoch_ms()) < 0)
		return NULL;
	return msg;
}

static void
subscribe(struct session *s, long long id, const json_t *param)
{
	const json_t	*feed = json_object_get(param, "id");
	const char	*serial = json_string_value(json_object_get(
			    json_object_get(param, "param"), "serialnr"));
	struct eboard	*b;
	char		*msg;

	if (serial == NULL || !json_is_integer(feed) || s->nsubs == MAX_SUBS) {
		if (asprintf(&msg, "{\"response\":\"error\",\"id\":%lld,"
		    "\"param\":{\"message\":\"bad subscribe\"}}", id) >= 0)
			queue(s, msg);
		return;
	}
	snprintf(s->serial[s->nsubs], sizeof s->serial[0], "%s", serial);
	s->feed[s->nsubs++] = json_integer_value(feed);
	logline("subscribe", serial);
	if ((msg = ack(id)) != NULL)
		queue(s, msg);
	b = board_of(serial, false);
	if (b != NULL && b->last != NULL &&
	    (msg = feed_msg(json_integer_value(feed), b->last)) != NULL)
		queue(s, msg);
}

static void
request(struct session *s, const char *text, size_t len)
{
	json_t		*root = json_loadb(text, len, 0, NULL);
	const char	*call = json_string_value(json_object_get(root, "call"));
	long long	 id = json_integer_value(json_object_get(root, "id"));
	char		*msg = NULL;

	if (call == NULL) {
		if (asprintf(&msg, "{\"response\":\"error\",\"id\":%lld,"
		    "\"param\":{\"message\":\"no call\"}}", id) < 0)
			msg = NULL;
	} else if (strcmp(call, "eboards") == 0) {
		logline("eboards", "");
		msg = eboards_reply(id);
	} else if (strcmp(call, "subscribe") == 0)
		subscribe(s, id, json_object_get(root, "param"));
	else {
		logline(call, "");	/* setup, flip...: acknowledged */
		msg = ack(id);
	}
	if (msg != NULL)
		queue(s, msg);
	json_decref(root);
}

static int
callback(struct lws *wsi, enum lws_callback_reasons reason, void *user,
    void *in, size_t len)
{
	struct session	*s = user;
	unsigned char	 buf[LWS_PRE + LINE_MAX_LEN * 2];
	size_t		 i, n;

	switch (reason) {
	case LWS_CALLBACK_ESTABLISHED:
		memset(s, 0, sizeof *s);
		s->wsi = wsi;
		for (i = 0; i < MAX_SESSIONS; i++)
			if (sessions[i] == NULL) {
				sessions[i] = s;
				return 0;
			}
		return -1;	/* too many */
	case LWS_CALLBACK_RECEIVE:
		request(s, in, len);
		break;
	case LWS_CALLBACK_SERVER_WRITEABLE:
		if (s->nout == 0)
			break;
		n = strlen(s->out[0]);
		if (n > sizeof buf - LWS_PRE)
			n = sizeof buf - LWS_PRE;
		memcpy(buf + LWS_PRE, s->out[0], n);
		free(s->out[0]);
		memmove(s->out, s->out + 1, --s->nout * sizeof *s->out);
		if (lws_write(wsi, buf + LWS_PRE, n, LWS_WRITE_TEXT) < (int)n)
			return -1;
		if (s->nout > 0)
			lws_callback_on_writable(wsi);
		break;
	case LWS_CALLBACK_CLOSED:
		for (i = 0; i < MAX_SESSIONS; i++)
			if (sessions[i] == s)
				sessions[i] = NULL;
		for (i = 0; i < s->nout; i++)
			free(s->out[i]);
		free(s->out);
		s->out = NULL;
		s->nout = 0;
		break;
	default:
		break;
	}
	return 0;
}

static const struct lws_protocols protocols[] = {
	{ "livechess", callback, sizeof(struct session), LINE_MAX_LEN * 2, 0,
	    NULL, 0 },
	{ NULL, NULL, 0, 0, 0, NULL, 0 },
};

static struct lws_context *
listen_on(int port)
{
	struct lws_context_creation_info	info;

	memset(&info, 0, sizeof info);
	info.port = port;
	info.iface = "127.0.0.1";	/* loopback only */
	info.protocols = protocols;
	info.gid = -1;
	info.uid = -1;
	info.fd_limit_per_thread = 64;
	return lws_create_context(&info);
}

static bool
read_script(const char *path)
{
	FILE	*f = fopen(path, "r");
	char	 line[LINE_MAX_LEN], kind[16], serial[32];
	double	 at = 0, v;
	int	 off, off2;

	if (f == NULL)
		return false;
	while (fgets(line, sizeof line, f) != NULL && nsteps < MAX_STEPS) {
		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '#' || line[0] == '\0')
			continue;
		if (sscanf(line, "at %lf", &v) == 1) {
			at = v;
			continue;
		}
		if (sscanf(line, "end %lf", &v) == 1) {
			end_at = v;
			continue;
		}
		serial[0] = '\0';
		if (sscanf(line, "%15s %n", kind, &off) != 1)
			continue;
		if (strcmp(kind, "restart") != 0) {
			if (sscanf(line + off, "%31s %n", serial, &off2) != 1)
				continue;
			off += off2;
		}
		steps[nsteps].at = at;
		snprintf(steps[nsteps].kind, sizeof steps[0].kind, "%s", kind);
		snprintf(steps[nsteps].serial, sizeof steps[0].serial, "%s",
		    serial);
		steps[nsteps++].arg = strdup(line + off);
	}
	fclose(f);
	return true;
}

static void
on_signal(int sig)
{
	(void)sig;
	quit = 1;
}

/* The steps due: true when a restart asks the port shut (*down_s). */
static bool
run_steps(double t, double *down_s)
{
	struct step	*st;
	struct eboard	*b;

	for (; next_step < nsteps && steps[next_step].at <= t; next_step++) {
		st = &steps[next_step];
		if (strcmp(st->kind, "restart") == 0) {
			*down_s = atof(st->arg);
			next_step++;
			return true;
		}
		if ((b = board_of(st->serial, true)) == NULL)
			continue;
		if (strcmp(st->kind, "eboard") == 0)
			snprintf(b->state, sizeof b->state, "%s", st->arg);
		else if (strcmp(st->kind, "event") == 0) {
			b->last = st->arg;
			fan_out(st, false);
		} else if (strcmp(st->kind, "raw") == 0)
			fan_out(st, true);
	}
	return false;
}

int
main(int argc, char **argv)
{
	struct lws_context	*ctx;
	double			 max_s = 60, t, down_s = 0;
	int			 c, port, i;

	while ((c = getopt(argc, argv, "m:l:")) != -1) {
		if (c == 'm')
			max_s = atof(optarg);
		else if (c == 'l' && (logfile = fopen(optarg, "w")) == NULL)
			return 1;
		else if (c != 'l')
			return 2;
	}
	if (optind + 1 != argc || !read_script(argv[optind])) {
		fprintf(stderr, "usage: lcwsserver [-m MAX] [-l LOG] SCRIPT\n");
		return 2;
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	signal(SIGPIPE, SIG_IGN);
	lws_set_log_level(LLL_ERR, NULL);
	if ((ctx = listen_on(0)) == NULL)
		return 1;
	port = lws_get_vhost_listen_port(lws_get_vhost_by_name(ctx,
	    "default"));
	printf("port %d\n", port);
	fflush(stdout);
	start_ms = now_ms();
	while (!quit && (t = (double)(now_ms() - start_ms) / 1000) < end_at &&
	    t < max_s) {
		if (run_steps(t, &down_s)) {
			logline("restart", "");
			lws_context_destroy(ctx);
			for (i = 0; i < MAX_SESSIONS; i++)
				sessions[i] = NULL;
			usleep((useconds_t)(down_s * 1e6));
			if ((ctx = listen_on(port)) == NULL)
				return 1;
			continue;
		}
		lws_service(ctx, -1);	/* waits for nothing */
		usleep(10000);
	}
	lws_context_destroy(ctx);
	for (i = 0; i < (int)nsteps; i++)
		free(steps[i].arg);
	if (logfile != NULL)
		fclose(logfile);
	return 0;
}
