/*
 * main.c: arbiter, the console.  Reads the settings, opens the event (the
 * bundled demo in a fresh temporary directory when none is given), sets
 * up curses and runs the loop.
 */
#include "config.h"

#include <curses.h>
#include <getopt.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "app/cfg.h"
#include "app/demofeed.h"
#include "app/i18n.h"
#include "app/session.h"
#include "app/timesrc.h"
#include "app/xmalloc.h"
#include "theme.h"
#include "train.h"
#include "ui.h"

static void
usage(FILE *out)
{
	fprintf(out, _("usage: arbiter [--ascii] [--config FILE] [--rules NAME] [--demo [draughts|chess960] | --import FILE] [EVENT-DIR]\n"
	    "       arbiter [--ascii] --train FILE\n"
	    "       arbiter --help | --version\n\n"
	    "The console for chess and draughts arbiters: many boards, clocks, claims and penalties.\n"
	    "EVENT-DIR holds the event's journal; it is created when missing.\n"
	    "With no EVENT-DIR it opens the demo event in a fresh temporary directory.\n\n"
	    "  --ascii        pieces as letters instead of figurines\n"
	    "  --config FILE  settings file (default: %s)\n"
	    "  --demo         load the demo event into an empty EVENT-DIR\n"
	    "  --demo draughts  the international draughts demo event instead\n"
	    "  --demo chess960  the Chess960 demo event (or --demo 960)\n"
	    "  --rules NAME   the Laws of a new event: fide-2005, fide-2023...\n"
	    "  --import FILE  load an event file (as conf/demo.conf) into an empty EVENT-DIR\n"
	    "  --train FILE   training: play a scenario up to its incident and rule on it\n"
	    "  --help         this text\n"
	    "  --version      the version\n"), cfg_default_path());
}

/* Restore the terminal before a fatal message (htop's CRT_fatalError). */
static void
ui_fatal_hook(void)
{
	if (!isendwin())
		endwin();
}

static void
ui_start(struct ui *ui)
{
	initscr();
	cbreak();
	noecho();
	nonl();
	curs_set(0);
	set_escdelay(25);
	theme_init(ui->settings.colours);
	fatal_hook = ui_fatal_hook;
	ui->running = true;
	ui->redraw_all = true;
}

static void
ui_end(struct ui *ui)
{
	endwin();
	free(ui->cache);
	free(ui->order);
	free(ui->text);
	prompt_release(&ui->prompt);
	if (ui->title != NULL)
		delwin(ui->title);
	if (ui->body != NULL)
		delwin(ui->body);
	if (ui->status != NULL)
		delwin(ui->status);
}

/*
 * The console is a client of the event's server (started when none runs).
 * Without a directory: the demo, in a fresh one.
 */
static struct session *
main_attach(const char *dir, const struct settings *settings,
    const char *import, char **cause)
{
	struct session	*s;
	char		*demo = NULL;

	if (dir == NULL) {
		if ((demo = session_tempdir(settings, "arbiter-demo",
		    cause)) == NULL)
			return NULL;
		dir = demo;
		if (import == NULL)
			import = session_demo_path(NULL);
	}
	s = session_connect_as(dir, settings, import, PROTO_CLIENT_CONSOLE,
	    cause);
	free(demo);
	return s;
}

/*
 * The demo's round played live through the follower (demofeed.h), unless
 * ARBITER_DEMO=static (the end-to-end tests that type a static demo's
 * moves).  Without its bundled games the demo stays static.
 */
static void
main_demo_live(struct ui *ui, const char *conf, struct demofeed *df)
{
	const char	*mode = getenv("ARBITER_DEMO");
	char		*games, *cause = NULL;

	df->writer = df->follower = -1;
	if (conf == NULL || (mode != NULL && strcmp(mode, "static") == 0) ||
	    (games = demofeed_games_path(conf)) == NULL)
		return;
	if (demofeed_start(df, session_dir(ui->session), games, &cause) != 0) {
		snprintf(ui->message, sizeof ui->message, "%s", cause);
		free(cause);
	}
	free(games);
}

/*
 * "--demo draughts": the word after --demo names the demo's game when a
 * demo is bundled for it (session_demo_path()); it leaves argv, to be
 * given to --demo as if written "--demo=draughts".  A directory of that
 * name is written "./draughts".
 */
static const char *
main_demo_word(int *argc, char **argv)
{
	const char	*game;
	int		 i;

	for (i = 1; i + 1 < *argc; i++) {
		if (strcmp(argv[i], "--") == 0)
			break;
		if (strcmp(argv[i], "--demo") != 0 && strcmp(argv[i], "-d") != 0)
			continue;
		if (session_demo_path(argv[i + 1]) == NULL)
			continue;
		game = argv[i + 1];
		memmove(argv + i + 1, argv + i + 2,
		    (size_t)(*argc - i - 1) * sizeof *argv);	/* with NULL */
		(*argc)--;
		return game;
	}
	return NULL;
}

int
main(int argc, char **argv)
{
	static const struct option longopts[] = {
		{ "ascii",	no_argument,		NULL, 'a' },
		{ "config",	required_argument,	NULL, 'c' },
		{ "demo",	optional_argument,	NULL, 'd' },
		{ "rules",	required_argument,	NULL, 'r' },
		{ "import",	required_argument,	NULL, 'i' },
		{ "train",	required_argument,	NULL, 't' },
		{ "help",	no_argument,		NULL, 'h' },
		{ "version",	no_argument,		NULL, 'V' },
		{ NULL, 0, NULL, 0 }
	};
	struct ui	 ui;
	const char	*config = NULL, *dir;
	char		*cause = NULL;
	int		 ch;
	const char	*import = NULL, *train = NULL, *rules = NULL;
	const char	*demo, *demo_conf = NULL;
	struct training	 training;
	struct demofeed	 feed;

	memset(&ui, 0, sizeof ui);
	/*
	 * A file size limit (ulimit -f) must not kill us in the middle of a
	 * journal append with the screen unrestored: the write fails with
	 * EFBIG instead, and the command is refused.
	 */
	signal(SIGXFSZ, SIG_IGN);
	i18n_init(NULL);
	demo = main_demo_word(&argc, argv);
	while ((ch = getopt_long(argc, argv, "ac:d::r:i:t:hV", longopts, NULL)) != -1) {
		switch (ch) {
		case 'a':
			ui.ascii = true;
			break;
		case 'c':
			config = optarg;
			break;
		case 'd':
			if (optarg != NULL)
				demo = optarg;
			if ((import = demo_conf = session_demo_path(demo)) ==
			    NULL) {
				fprintf(stderr, _("arbiter: no demo event for "
				    "'%s'\n"), demo);
				return 2;
			}
			break;
		case 'i':
			import = optarg;
			break;
		case 'r':
			rules = optarg;
			break;
		case 't':
			train = optarg;
			break;
		case 'h':
			usage(stdout);
			return 0;
		case 'V':
			printf("arbiter %s\n", PACKAGE_VERSION);
			return 0;
		default:
			usage(stderr);
			return 2;
		}
	}
	if (argc - optind > 1) {
		usage(stderr);
		return 2;
	}
	dir = optind < argc ? argv[optind] : NULL;
	if (dir == NULL && import == NULL)
		demo_conf = session_demo_path(NULL);

	cfg_defaults(&ui.settings);
	if (cfg_load_default(&ui.settings, config, &cause) != 0) {
		fprintf(stderr, "arbiter: %s\n", cause);
		free(cause);
		return 2;
	}
	if (ui.settings.language[0] != '\0')
		i18n_init(ui.settings.language);
	if (rules != NULL && cfg_set_rules(&ui.settings, rules, &cause) != 0) {
		fprintf(stderr, "arbiter: %s\n", cause);
		free(cause);
		return 2;
	}
	if (getenv("NO_COLOR") != NULL && *getenv("NO_COLOR") != '\0')
		ui.settings.colours = false;	/* no-color.org */
	if (!i18n_terminal_utf8())	/* LANG=C: letters, as the README says */
		ui.ascii = true;

	if (train != NULL) {
		ui.session = train_open(train, &ui.settings, &training, &cause);
		ui.training = &training;
	} else
		ui.session = main_attach(dir, &ui.settings, import, &cause);
	if (ui.session == NULL) {
		fprintf(stderr, "arbiter: %s\n", cause);
		free(cause);
		return 2;
	}
	/* TRANSLATORS: the ISO code of the language whose piece letters
	   moves are read and written in: "en" for English, "it" for Italian. */
	session_set_lang(ui.session, _("en"));
	if (ui.training != NULL && overview_jump(&ui, 0, training.board))
		ui.view = VIEW_BOARD;
	ui_start(&ui);
	if (dir == NULL && train == NULL)	/* where the demo's journal is */
		snprintf(ui.message, sizeof ui.message, _("the demo event is "
		    "in %s"), session_dir(ui.session));
	main_demo_live(&ui, train == NULL ? demo_conf : NULL, &feed);
	loop_run(&ui);
	demofeed_stop(&feed);
	ui_end(&ui);
	if (ui.terminal_gone)
		fprintf(stderr, _("arbiter: the terminal is gone; every "
		    "command done is in the journal of %s\n"),
		    session_dir(ui.session));
	else if (dir == NULL && train == NULL)
		printf(_("arbiter: the demo event's journal is in %s\n"),
		    session_dir(ui.session));
	session_close(ui.session);
	return ui.terminal_gone ? 1 : 0;
}
