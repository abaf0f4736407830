/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Unit tests for lib/opt/verb.c, the one verb table: rows tested in their
 * order (an abbreviation is the first row it starts), whole-word rows and
 * sets, the row run with no word, the words a row's command gets, usage
 * rows, and an unknown verb's status.
 */
#include <stdio.h>
#include <string.h>

#include "args.h"
#include "tap.h"
#include "verb.h"

static struct tap T;

static const struct verb *ran;
static int ran_argc;
static char **ran_argv;

static int record(struct ipctx *ctx, const struct verb *v, int argc, char **argv)
{
	(void)ctx;
	ran = v;
	ran_argc = argc;
	ran_argv = argv;
	return v->mode;
}

static int usage(void)
{
	return 42;
}

static const struct verb rows[] = {
	{ "add", record, 16, 0x600, 1 },
	{ "change", record, 16, 0x100, 2 },
	{ "chg", record, 16, 0x100, 3, .exact = true },
	{ "show", record, .mode = 4 },
	{ "showdump", record, .mode = 5 },
	{ "set", record, .mode = 6 },
	{ "help", .usage = usage },
	{ 0 }
};

static const struct verb_set set = {
	.obj = "thing",
	.none = &(const struct verb){ "show", record, .mode = 7 },
	.verbs = rows,
};

static const struct verb_set exact_set = {
	.obj = "thing", .none = &rows[3], .verbs = rows, .exact = true,
	.unknown_status = 1,
};

/* an object table: rows that are verb sets, one not ours, a prepare */
static int prepared;

static int prepare(struct ipctx *ctx, const struct verb *v)
{
	(void)ctx;
	prepared++;
	return v->mode == 9 ? 77 : 0;
}

static const struct verb objrows[] = {
	{ "thing", .sub = &set },
	{ "other" },
	{ "refused", record, .mode = 9 },
	{ 0 }
};

static const struct verb_set objects = {
	.obj = "", .verbs = objrows, .prepare = prepare,
	.unknown_fmt = "Object \"%s\" is unknown\n", .unknown_status = 1,
};

static int run(const struct verb_set *s, const char *w, const char *arg)
{
	static char a[2][32];
	char *argv[3] = { a[0], a[1], NULL };
	int argc = 0;

	ran = NULL;
	if (w) {
		snprintf(a[0], sizeof(a[0]), "%s", w);
		argc = 1;
		if (arg) {
			snprintf(a[1], sizeof(a[1]), "%s", arg);
			argc = 2;
		} else {
			argv[1] = NULL;
		}
	} else {
		argv[0] = NULL;
	}
	return verb_run(NULL, s, argc, argv);
}

int main(void)
{
	tap_int(&T, run(&set, "a", NULL), 1, "\"a\" is add");
	tap_ok(&T, ran == &rows[0] && ran->cmd == 16 && ran->flags == 0x600,
	       "the row carries its request type and flags");
	tap_int(&T, run(&set, "c", NULL), 2, "\"c\" is change, the first row it starts");
	tap_int(&T, run(&set, "chg", NULL), 3, "\"chg\" its own whole-word row");
	tap_int(&T, run(&set, "ch", NULL), 2, "\"ch\" is change");
	tap_int(&T, run(&set, "s", NULL), 4, "\"s\" is show (before showdump and set)");
	tap_int(&T, run(&set, "showd", NULL), 5, "\"showd\" is showdump");
	tap_int(&T, run(&set, "se", NULL), 6, "\"se\" is set");
	tap_int(&T, run(&set, NULL, NULL), 7, "no word: the set's none row");
	tap_ok(&T, ran_argc == 0, "... with no words");
	tap_int(&T, run(&set, "add", "dev"), 1, "add dev");
	tap_ok(&T, ran_argc == 1 && ran_argv && !strcmp(ran_argv[0], "dev"),
	       "the command gets the words after the verb");
	tap_int(&T, run(&set, "help", NULL), 42, "a usage row returns the usage's status");
	tap_int(&T, run(&set, "bogus", NULL), IP_EARG, "unknown: IP_EARG");
	tap_ok(&T, ran == NULL, "... and runs nothing");
	tap_int(&T, run(&set, "", NULL), IP_EARG, "an empty word matches no row");
	tap_int(&T, run(&exact_set, "s", NULL), 1, "whole words only: \"s\" is unknown, its status");
	tap_int(&T, run(&exact_set, "show", NULL), 4, "whole words only: \"show\"");
	tap_int(&T, run(&objects, "th", "a"), 1, "a row's verb set: \"th a\" is thing's add");
	tap_int(&T, prepared, 1, "... prepared first");
	tap_int(&T, run(&objects, "th", NULL), 7, "... and its none row");
	tap_int(&T, run(&objects, "other", NULL), IP_UNIMPL,
		"a row with nothing to run is known, not ours");
	tap_int(&T, prepared, 2, "... and is not prepared");
	tap_int(&T, run(&objects, "refused", NULL), 77, "a failed prepare is the status");
	tap_ok(&T, ran == NULL, "... and runs nothing");
	tap_int(&T, run(&objects, "zz", NULL), 1, "the set's unknown status");
	tap_int(&T, run(&objects, NULL, NULL), IP_EARG, "no word and no none row: IP_EARG");
	tap_ok(&T, verb_find(&set, "ad") == &rows[0], "verb_find");
	tap_ok(&T, verb_find(&set, "x") == NULL, "verb_find: none");
	return tap_done(&T);
}
