/*
 * test_dialogs.c: every dialog of every edition, walked (tui/dialog.h).
 *
 * The dialogs are data, so a mistake in them is only seen when an
 * arbiter opens one.  This walks each dialog each edition offers (with
 * and without the Guidelines III announced), down every choice, with
 * plausible answers to the typed steps, and checks that:
 *  - some answers make a command that command_parse reads;
 *  - every "{LAW}" and "{=PARAM}" of its texts resolves in the edition;
 *  - no text writes an article number itself ("9.5", "A1b", "I.8",
 *    "12.9.2"): the edition's labels say them, through the braces.
 */
#include "config.h"

#include <regex.h>
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "command.h"
#include "dialog.h"
#include "edition.h"
#include "event.h"
#include "gamekind.h"

/* Answers tried for a typed step: one of them must make the command. */
static const char *const word_answers[] = {
	"1:30:00", "2m", "1/2", "2", "1-0", "23,18", "5", NULL
};
static const char *const text_answers[] = {
	"a reason", "e4", "32-28", "2026-12-01", "10:00", "2m", NULL
};

struct walk {
	const struct edition	*ed;
	unsigned		 paths;		/* choice paths (or dialogs) walked */
	unsigned		 failed;	/* of them, failed */
	/* The check of each text, for walk_texts(). */
	unsigned		(*check)(const struct event *,
				    const struct dialog_def *, const char *);
};

/* Whether step i is asked and typed in d as answered so far. */
static bool
typed_at(const struct dialog *d, int i)
{
	return d->def->steps[i].question != NULL && dialog_step_asked(d, i) &&
	    dialog_step_typed(d, i);
}

/* Try the typed steps from step i on with every candidate answer: true
 * as soon as one set of answers makes a command that reads. */
static bool
try_typed(struct dialog *d, int i)
{
	const char *const	*a;
	struct command		 cmd;
	char			 line[512], keep[64];

	while (i < DIALOG_STEPS_MAX && d->def->steps[i].question != NULL &&
	    !typed_at(d, i))
		i++;
	if (i >= DIALOG_STEPS_MAX || d->def->steps[i].question == NULL)
		return dialog_command(d, &cmd, line, sizeof line);
	snprintf(keep, sizeof keep, "%s", d->answers[i]);
	if (d->def->steps[i].optional) {
		d->answers[i][0] = '\0';
		if (try_typed(d, i + 1))
			return true;
	}
	a = d->def->steps[i].kind == STEP_WORD ? word_answers : text_answers;
	for (; *a != NULL; a++) {
		snprintf(d->answers[i], sizeof d->answers[i], "%s", *a);
		if (try_typed(d, i + 1))
			return true;
	}
	snprintf(d->answers[i], sizeof d->answers[i], "%s", keep);
	return false;
}

/* Walk every offered choice of the choice steps from step i on. */
static void
walk_choices(struct walk *w, struct dialog *d, int i)
{
	const struct dialog_step	*st;
	const struct dialog_choice	*c;

	while (i < DIALOG_STEPS_MAX && d->def->steps[i].question != NULL &&
	    (d->def->steps[i].kind != STEP_CHOICE || !dialog_step_asked(d, i)))
		i++;
	if (i >= DIALOG_STEPS_MAX || d->def->steps[i].question == NULL) {
		w->paths++;
		if (!try_typed(d, 0)) {
			w->failed++;
			print_message("%s: dialog '%c' (%s), answers \"%s\" "
			    "\"%s\" \"%s\": no command reads\n", w->ed->name,
			    d->def->key, d->def->title, d->answers[0],
			    d->answers[1], d->answers[2]);
		}
		return;
	}
	st = &d->def->steps[i];
	for (c = st->choices; c->word != NULL; c++) {
		if (!dialog_offered(d->ev, c))
			continue;
		snprintf(d->answers[i], sizeof d->answers[i], "%s", c->word);
		walk_choices(w, d, i + 1);
	}
	d->answers[i][0] = '\0';
}

/* The texts of a dialog, each checked by check(). */
static unsigned
each_text(const struct dialog_def *def, const struct event *ev,
    unsigned (*check)(const struct event *, const struct dialog_def *,
    const char *))
{
	const struct dialog_choice	*c;
	unsigned			 bad = 0;
	int				 i;

	bad += check(ev, def, def->title);
	bad += check(ev, def, def->explain);
	for (i = 0; i < DIALOG_STEPS_MAX && def->steps[i].question != NULL;
	    i++) {
		bad += check(ev, def, def->steps[i].question);
		for (c = def->steps[i].choices; c->word != NULL; c++)
			if (c->label != NULL)
				bad += check(ev, def, c->label);
	}
	return bad;
}

/*
 * Every "{...}" resolves: none is left in the expanded text, and no law
 * is one no edition labels ("?").  A law the event's edition lacks is
 * cited as the first edition that has it labels it (edition_cite()).
 */
static unsigned
check_resolves(const struct event *ev, const struct dialog_def *def,
    const char *msgid)
{
	char	buf[2048];

	dialog_text(ev, msgid, buf, sizeof buf);
	if (strchr(buf, '{') == NULL && strstr(buf, "(?)") == NULL &&
	    strstr(buf, " ?") == NULL)
		return 0;
	print_message("%s: dialog '%c': unresolved in \"%s\"\n", ev->ed->name,
	    def->key, msgid);
	return 1;
}

/*
 * An article number written by hand, outside the braces: "9.5", "12.9.2",
 * "A1b", "B9", "I.8", "III.5", "A.5.2", "Art. 7".
 */
static unsigned
check_no_number(const struct event *ev, const struct dialog_def *def,
    const char *msgid)
{
	static regex_t	 re;
	static bool	 compiled;
	char		 bare[2048];
	const char	*p;
	size_t		 n = 0;
	int		 depth = 0;

	if (!compiled) {
		assert_int_equal(regcomp(&re, "([0-9]+\\.[0-9]+)|"
		    "(^|[^A-Za-z0-9])([ABC][0-9]+[a-z]?|I+\\.[0-9]+|"
		    "A\\.[0-9]+)([^A-Za-z0-9]|$)|Art\\. [0-9]",
		    REG_EXTENDED | REG_NOSUB), 0);
		compiled = true;
	}
	for (p = msgid; *p != '\0' && n + 1 < sizeof bare; p++) {
		depth += *p == '{';
		if (depth == 0)
			bare[n++] = *p;
		depth -= *p == '}' && depth > 0;
	}
	bare[n] = '\0';
	if (regexec(&re, bare, 0, NULL, 0) != 0)
		return 0;
	print_message("%s: dialog '%c': an article written by hand in \"%s\"\n",
	    ev->ed->name, def->key, msgid);
	return 1;
}

/*
 * Each edition's dialogs, with the Guidelines III announced and not, and
 * a Chess960 game's (chess960.c's family) under the editions that rule
 * it (2023's Guidelines II).
 */
static void
each_dialog(void (*check)(struct walk *, const struct event *,
    const struct dialog_def *), struct walk *w)
{
	const struct game_kind	*chess960 = gamekind_find("chess960");
	const struct dialog_def	*defs[64];
	struct event		 ev;
	size_t			 i, n, e;
	int			 g;

	assert_non_null(chess960);
	for (e = 0; (w->ed = edition_at(e)) != NULL; e++) {
		for (g = 0; g < 4; g++) {
			if (g >= 2 && !edition_has(w->ed, chess960->rules_law))
				continue;
			event_init(&ev);
			ev.ed = w->ed;
			ev.kind = g >= 2 ? chess960 : ev.kind;
			ev.guidelines = g % 2 != 0;
			n = dialog_menu(&ev, defs, sizeof defs / sizeof defs[0]);
			assert_true(n > 0);
			for (i = 0; i < n; i++)
				check(w, &ev, defs[i]);
		}
	}
}

static void
walk_one(struct walk *w, const struct event *ev, const struct dialog_def *def)
{
	struct dialog	d;

	dialog_begin(&d, def, ev, 0, 0, 1, 1, 2);
	memset(d.answers, 0, sizeof d.answers);
	walk_choices(w, &d, 0);
}

static void
test_commands_parse(void **state)
{
	struct walk	w = { 0 };

	(void)state;
	each_dialog(walk_one, &w);
	print_message("%u paths walked\n", w.paths);
	assert_true(w.paths > 100);
	assert_int_equal(w.failed, 0);
}

/* Each text of the dialog, through w->check. */
static void
walk_texts(struct walk *w, const struct event *ev,
    const struct dialog_def *def)
{
	w->failed += each_text(def, ev, w->check);
	w->paths++;
}

/* How many texts of every dialog of every edition fail check. */
static unsigned
texts_failing(unsigned (*check)(const struct event *,
    const struct dialog_def *, const char *))
{
	struct walk	w = { .check = check };

	each_dialog(walk_texts, &w);
	assert_true(w.paths > 50);
	return w.failed;
}

static void
test_braces_resolve(void **state)
{
	(void)state;
	assert_int_equal(texts_failing(check_resolves), 0);
}

static void
test_no_bare_numbers(void **state)
{
	(void)state;
	assert_int_equal(texts_failing(check_no_number), 0);
}

/* The checker itself: it sees the numbers it is meant to see. */
static void
test_checker(void **state)
{
	static const struct dialog_def	def = { .key = 'z' };
	struct event			ev;
	const char *const		bad[] = { "(9.5)", "12.9.2 warning",
	    "under (A1b)", "(B9)", "(I.8)", "III.5:", "(A.5.2)", "Art. 7" };
	const char *const		good[] = { "({INCORRECT_CLAIM})",
	    "1:30, 1/2, 1", "(23,18; 47x38x29)", "{=RESTART_MS} minutes",
	    "(YYYY-MM-DD)", "Both clocks stand still" };
	size_t				i;

	(void)state;
	event_init(&ev);
	ev.ed = edition_at(0);
	for (i = 0; i < sizeof bad / sizeof bad[0]; i++)
		assert_int_equal(check_no_number(&ev, &def, bad[i]), 1);
	for (i = 0; i < sizeof good / sizeof good[0]; i++)
		assert_int_equal(check_no_number(&ev, &def, good[i]), 0);
}

/* An event of game kind (NULL: the edition's) under the edition named. */
static void
touch_event(struct event *ev, const char *edition, const char *kind)
{
	size_t	e;

	event_init(ev);
	for (e = 0; edition_at(e) != NULL; e++)
		if (strcmp(edition_at(e)->name, edition) == 0)
			ev->ed = edition_at(e);
	assert_non_null(ev->ed);
	ev->kind = kind != NULL ? gamekind_find(kind) : gamekind_find(
	    ev->ed->game);
	assert_non_null(ev->kind);
}

/* The touch dialog's choice with word, or NULL when it is not offered. */
static const struct dialog_choice *
touch_choice(const struct event *ev, const struct dialog_def *def,
    const char *word)
{
	const struct dialog_choice	*c;

	for (c = def->steps[0].choices; c->word != NULL; c++)
		if (strcmp(c->word, word) == 0 && dialog_offered(ev, c))
			return c;
	return NULL;
}

/* The command the touch dialog makes from answers a0, a1, a2, into line. */
static bool
touch_command(const struct event *ev, const char *a0, const char *a1,
    const char *a2, char *line, size_t len)
{
	struct dialog	 d;
	struct command	 cmd;

	dialog_begin(&d, dialog_find(ev, 'h'), ev, 0, 0, 1, 1, 2);
	snprintf(d.answers[0], sizeof d.answers[0], "%s", a0);
	snprintf(d.answers[1], sizeof d.answers[1], "%s", a1);
	snprintf(d.answers[2], sizeof d.answers[2], "%s", a2);
	return dialog_command(&d, &cmd, line, len);
}

/*
 * A rook touched, then the king: ordinary chess forbids castling on that
 * side on that move (2023 4.4.2: the rook moves), Chess960 does not
 * (II.3.2: either piece first, the castling entered as O-O).
 */
static void
test_touch_rook_first(void **state)
{
	struct event			 ev;
	const struct dialog_def		*def;
	const struct dialog_choice	*c;
	struct dialog			 d;
	char				 buf[2048];

	(void)state;
	touch_event(&ev, "fide-2023", NULL);
	assert_non_null(def = dialog_find(&ev, 'h'));
	assert_string_equal(dialog_article(&ev, def, buf, sizeof buf),
	    "4.3, 4.4.1, 4.4.2, 4.4.3");
	assert_non_null(c = touch_choice(&ev, def, "rook"));
	assert_null(c->format);		/* the touched piece's move */
	dialog_text(&ev, c->label, buf, sizeof buf);
	assert_non_null(strstr(buf, "no castling on that side, the rook moves (4.4.2)"));
	/* "rook": no side asked, the move made is the command. */
	dialog_begin(&d, def, &ev, 0, 0, 1, 1, 2);
	snprintf(d.answers[0], sizeof d.answers[0], "rook");
	assert_false(dialog_step_asked(&d, 1));
	assert_true(dialog_step_asked(&d, 2));
	assert_true(touch_command(&ev, "rook", "", "Rf1", buf, sizeof buf));
	assert_string_equal(buf, "move 1 Rf1");

	touch_event(&ev, "fide-2023", "chess960");
	assert_non_null(def = dialog_find(&ev, 'h'));
	assert_string_equal(dialog_article(&ev, def, buf, sizeof buf),
	    "II.3.2, II.3.2.5.1, 4.3, 4.4.1, 4.4.3");
	dialog_text(&ev, def->explain, buf, sizeof buf);
	assert_non_null(strstr(buf, "so 4.4.2 does not bind"));
	assert_non_null(c = touch_choice(&ev, def, "castle"));
	dialog_text(&ev, c->label, buf, sizeof buf);
	assert_non_null(strstr(buf, "either first: castling on that side "
	    "(II.3.2)"));
	assert_true(touch_command(&ev, "castle", "O-O", "", buf, sizeof buf));
	assert_string_equal(buf, "move 1 O-O");
	assert_true(touch_command(&ev, "castle", "O-O-O", "", buf,
	    sizeof buf));
	assert_string_equal(buf, "move 1 O-O-O");
	/* A rook touched and no castling meant: the rook moves (4.3). */
	assert_true(touch_command(&ev, "rook", "", "Rf1", buf, sizeof buf));
	assert_string_equal(buf, "move 1 Rf1");
}

/* The touch dialog is each edition's: 2005's letters, 1952's Art. 8
 * without the castling choices, none in draughts. */
static void
test_touch_editions(void **state)
{
	struct event		 ev;
	const struct dialog_def	*def;
	char			 buf[256];

	(void)state;
	touch_event(&ev, "fide-2005", NULL);
	assert_non_null(def = dialog_find(&ev, 'h'));
	assert_string_equal(dialog_article(&ev, def, buf, sizeof buf),
	    "4.3, 4.4a, 4.4b, 4.4c");
	assert_non_null(touch_choice(&ev, def, "castle"));
	touch_event(&ev, "fide-1952", NULL);
	assert_non_null(def = dialog_find(&ev, 'h'));
	assert_string_equal(dialog_article(&ev, def, buf, sizeof buf), "8");
	assert_non_null(touch_choice(&ev, def, "own"));
	assert_null(touch_choice(&ev, def, "castle"));
	assert_null(touch_choice(&ev, def, "rook"));
	touch_event(&ev, "fid-draughts", NULL);
	assert_null(dialog_find(&ev, 'h'));
}

int
main(void)
{
	const struct CMUnitTest	tests[] = {
		cmocka_unit_test(test_checker),
		cmocka_unit_test(test_commands_parse),
		cmocka_unit_test(test_braces_resolve),
		cmocka_unit_test(test_no_bare_numbers),
		cmocka_unit_test(test_touch_rook_first),
		cmocka_unit_test(test_touch_editions),
	};

	return cmocka_run_group_tests(tests, NULL, NULL);
}
