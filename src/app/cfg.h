/*
 * cfg.h: the console's settings (conf/arbiter.conf) and the demo event
 * (conf/demo.conf), read with libconfig.
 *
 * Errors come back through char **cause as "file:line: message" (the
 * caller frees it); nothing is changed on error.  The demo event is
 * turned into lines of the command language, so that it enters the
 * event through the same path as everything else.
 */
#ifndef ARBITER_CFG_H
#define ARBITER_CFG_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

struct settings {
	char		language[8];	/* "" (from the environment), "en", "it" */
	char		rules[16];	/* fide-2005, fide-2023, fide-2001... */
	bool		colours;
	char		journal_dir[4096];
	int64_t		forfeit_wait_ms;	/* 6.7; -1: the edition's */
	int		tenths_below;	/* seconds; 0 never */
	/* The live file's delay (the event server's; 0: none). */
	int64_t		broadcast_delay_ms;
};

/* The built-in defaults (the same as conf/arbiter.conf). */
void	cfg_defaults(struct settings *);
/* The edition of new events (--rules): 0, or -1 with *cause naming the
 * word when no edition is called so. */
int	cfg_set_rules(struct settings *, const char *rules, char **cause);

/* Read a settings file over *s.  Returns 0, or -1 with *cause set. */
int	cfg_load(struct settings *s, const char *path, char **cause);

/*
 * Read path when given (it must exist), else the first that exists of
 * ~/.config/arbiter/arbiter.conf and the installed arbiter.conf.  No
 * file at all leaves the defaults.
 */
int	cfg_load_default(struct settings *s, const char *path, char **cause);
/* The installed settings file's path, for --help. */
const char *cfg_default_path(void);

/*
 * Read an event file (conf/demo.conf's format) and return it as command
 * lines, one per array element, terminated by NULL; free with
 * cfg_free_lines().  wait_ms (the settings' forfeit_wait; -1 for none)
 * is the event's 6.7 wait unless the file gives its own.  Returns NULL
 * with *cause set on error.
 */
char  **cfg_event_commands(const char *path, int64_t wait_ms, char **cause);
void	cfg_free_lines(char **);

#endif
