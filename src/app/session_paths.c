/*
 * session_paths.c: the files and directories a session starts from: a
 * fresh temporary event directory, the bundled demo event (session.h).
 */
#include "config.h"

#include <sys/stat.h>

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfg.h"
#include "app/i18n.h"
#include "app/session.h"
#include "app/xmalloc.h"

const char *
session_demo_path(const char *game)
{
	static const struct {
		const char	*game, *installed, *source;
	} demos[] = {
		{ "chess", PKGDATADIR "/demo.conf", TOP_SRCDIR "/conf/demo.conf" },
		{ "draughts", PKGDATADIR "/demo-draughts.conf",
		    TOP_SRCDIR "/conf/demo-draughts.conf" },
		{ "chess960", PKGDATADIR "/demo-chess960.conf",
		    TOP_SRCDIR "/conf/demo-chess960.conf" },
		{ "960", PKGDATADIR "/demo-chess960.conf",
		    TOP_SRCDIR "/conf/demo-chess960.conf" },
	};
	size_t	i;

	if (game == NULL)
		game = "chess";
	for (i = 0; i < sizeof demos / sizeof demos[0]; i++) {
		if (strcmp(demos[i].game, game) != 0)
			continue;
		if (access(demos[i].installed, R_OK) == 0)
			return demos[i].installed;
		return demos[i].source;
	}
	return NULL;
}

/* mkdir -p path: 0, or -1 with errno. */
static int
session_mkdirs(const char *path)
{
	char	*p = xstrdup(path), *slash = p;
	int	 r = 0;

	while (r == 0 && (slash = strchr(slash + 1, '/')) != NULL) {
		*slash = '\0';
		if (mkdir(p, 0777) != 0 && errno != EEXIST)
			r = -1;
		*slash = '/';
	}
	if (r == 0 && mkdir(p, 0777) != 0 && errno != EEXIST)
		r = -1;
	free(p);
	return r;
}

char *
session_tempdir(const struct settings *settings, const char *prefix,
    char **cause)
{
	const char	*tmp = getenv("TMPDIR");
	char		*dir;

	if (settings != NULL && settings->journal_dir[0] != '\0') {
		tmp = settings->journal_dir;
		/* The setting's directory is made when missing. */
		if (session_mkdirs(tmp) != 0) {
			xasprintf(cause, _("journal_dir '%s': cannot create it: "
			    "%s"), tmp, strerror(errno));
			return NULL;
		}
	}
	xasprintf(&dir, "%s/%s-XXXXXX", tmp != NULL && *tmp != '\0' ? tmp :
	    "/tmp", prefix);
	if (mkdtemp(dir) == NULL) {
		xasprintf(cause, "%s: %s", dir, strerror(errno));
		free(dir);
		return NULL;
	}
	return dir;
}
