/*
 * session.c: an event, its directory and the one command path.
 */
#include "config.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "app/i18n.h"
#include "app/refusal.h"
#include "app/session.h"
#include "app/xmalloc.h"
#include "command.h"
#include "event.h"

struct session {
	struct event	 ev;
	char		*dir;
	char		 title[COMMAND_NAME_SIZE + 32];
};

const char *
session_demo_path(void)
{
	static const char	*installed = PKGDATADIR "/demo.conf";

	if (access(installed, R_OK) == 0)
		return installed;
	return TOP_SRCDIR "/conf/demo.conf";
}

static void
session_retitle(struct session *s)
{
	if (s->ev.round > 0)
		snprintf(s->title, sizeof s->title, _("%s, round %u"),
		    s->ev.name, s->ev.round);
	else
		snprintf(s->title, sizeof s->title, "%s", s->ev.name);
}

int
session_command(struct session *s, const char *line, int64_t now, char **cause)
{
	struct command		cmd;
	struct command_error	err;
	struct refusal		why;

	if (command_parse(line, strlen(line), &cmd, &err) != COMMAND_OK) {
		*cause = refusal_parse_text(line, &err);
		return -1;
	}
	if (!event_apply(&s->ev, &cmd, now, &why)) {
		*cause = refusal_text(&cmd, &why);
		return -1;
	}
	session_retitle(s);
	return 0;
}

static int
session_load(struct session *s, const char *path, int64_t now, char **cause)
{
	char	**lines, *why;
	size_t	  i;

	if ((lines = cfg_event_commands(path, cause)) == NULL)
		return -1;
	for (i = 0; lines[i] != NULL; i++) {
		if (session_command(s, lines[i], now, &why) != 0) {
			xasprintf(cause, "%s: '%s': %s", path, lines[i], why);
			free(why);
			cfg_free_lines(lines);
			return -1;
		}
	}
	cfg_free_lines(lines);
	return 0;
}

/* A fresh temporary directory for the demo's journal. */
static char *
session_tempdir(char **cause)
{
	const char	*tmp = getenv("TMPDIR");
	char		*dir;

	xasprintf(&dir, "%s/arbiter-demo-XXXXXX", tmp != NULL && *tmp != '\0' ?
	    tmp : "/tmp");
	if (mkdtemp(dir) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		free(dir);
		return NULL;
	}
	return dir;
}

struct session *
session_open(const char *dir, const struct settings *settings, int64_t now,
    char **cause)
{
	struct session	*s = xcalloc(1, sizeof *s);

	(void)settings;
	event_init(&s->ev);
	if (dir == NULL) {
		if ((s->dir = session_tempdir(cause)) == NULL ||
		    session_load(s, session_demo_path(), now, cause) != 0) {
			session_close(s);
			return NULL;
		}
		return s;
	}
	if (mkdir(dir, 0777) != 0 && errno != EEXIST) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		session_close(s);
		return NULL;
	}
	s->dir = xstrdup(dir);
	snprintf(s->title, sizeof s->title, "%s", dir);
	return s;
}

void
session_close(struct session *s)
{
	if (s == NULL)
		return;
	event_release(&s->ev);
	free(s->dir);
	free(s);
}

void
session_poll(struct session *s, int64_t now)
{
	(void)s;
	(void)now;
}

const struct event *
session_event(const struct session *s)
{
	return &s->ev;
}

const char *
session_title(const struct session *s)
{
	return s->title;
}

const char *
session_dir(const struct session *s)
{
	return s->dir;
}

size_t
session_ngames(const struct session *s)
{
	return s->ev.ngames;
}

bool
session_clocks_running(const struct session *s)
{
	return event_clocks_running(&s->ev);
}
